"""`flygen store list|prune`: the verify results database (flygen.check.results)."""
from __future__ import annotations

import time

import click

from flygen.check.results import ResultStore

from .common import echo_json, reports_errors
from .results_opts import results_options, results_path


def register(cli: click.Group) -> None:
    @cli.group()
    def store():
        """The verify results database (cases that passed are not verified again)."""

    @store.command("list")
    @results_options
    @click.option("--json", "as_json", is_flag=True)
    @reports_errors
    def list_(results_db, store_dir, as_json):
        """One line per record, oldest first: PASS/FAIL, kernel, sizes, seed, age; stale = other flygen code."""
        st = ResultStore(results_path(results_db, store_dir))
        rows = st.rows()
        if as_json:
            echo_json({"store": str(st.path), "records": rows})
            return
        now = time.time()
        for r in rows:
            sizes = ",".join(f"{k}={v}" for k, v in sorted(r["sizes"].items())) or "default shape"
            tag = "" if r["kind"] == "case" else f" [{r['kind']}]"
            click.echo(f"{'PASS' if r['passed'] else 'FAIL'} {r['kernel']}{tag} ({sizes}, seed {r['seed']}; "
                       f"{r['seconds']} s, {(now - r['created']) / 3600:.1f} h ago){' stale' if r['stale'] else ''}")
        passed = sum(1 for r in rows if r["passed"])
        stale = sum(1 for r in rows if r["stale"])
        click.echo(f"{len(rows)} records in {st.path}: {passed} passed, {len(rows) - passed} not; {stale} stale")

    @store.command()
    @results_options
    @click.option("--stale/--keep-stale", default=True, show_default=True,
                  help="remove records of other flygen code (never served again)")
    @click.option("--failed", is_flag=True, help="remove failed records")
    @click.option("--older-than", "older_than", type=float, default=None, metavar="DAYS",
                  help="remove records older than DAYS")
    @click.option("--all", "everything", is_flag=True, help="remove every record")
    @click.option("--json", "as_json", is_flag=True)
    @reports_errors
    def prune(results_db, store_dir, stale, failed, older_than, everything, as_json):
        """Remove records from the results database."""
        res = ResultStore(results_path(results_db, store_dir)).prune(
            stale=stale, failed=failed, older_than_days=older_than, everything=everything)
        if as_json:
            echo_json(res)
            return
        click.echo(f"removed {res['removed']} records, kept {res['kept']} ({res['store']})")
