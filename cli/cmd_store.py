"""`flygen store list|prune`: the verify results store."""
from __future__ import annotations

import time

import click

from flygen.results import ResultStore

from .common import echo_json, reports_errors

_STORE = click.option("--store", "store_dir", default=None, metavar="DIR",
                      help="results store (default: $FLYGEN_CACHE/results)")


def register(cli: click.Group) -> None:
    @cli.group()
    def store():
        """The verify results store (cases that passed are not verified again)."""

    @store.command("list")
    @_STORE
    @click.option("--json", "as_json", is_flag=True)
    @reports_errors
    def list_(store_dir, as_json):
        """One line per recorded case: PASS/FAIL, kernel, sizes, seed, age; stale = other flygen code."""
        st = ResultStore(store_dir)
        rows = st.summary()
        if as_json:
            echo_json({"store": str(st.root), "records": rows})
            return
        now = time.time()
        for r in rows:
            if r.get("damaged"):
                click.echo(f"DAMAGED {r['path']}")
                continue
            sizes = ",".join(f"{k}={v}" for k, v in sorted((r["sizes"] or {}).items())) or "default shape"
            age = (now - (r["created"] or now)) / 3600
            click.echo(f"{'PASS' if r['passed'] else 'FAIL'} {r['kernel']} ({sizes}, seed {r['seed']}; "
                       f"{r['seconds']} s, {age:.1f} h ago){' stale' if r['stale'] else ''}")
        passed = sum(1 for r in rows if r.get("passed"))
        stale = sum(1 for r in rows if r.get("stale"))
        click.echo(f"{len(rows)} records in {st.root}: {passed} passed, {len(rows) - passed} not; {stale} stale")

    @store.command()
    @_STORE
    @click.option("--stale/--keep-stale", default=True, show_default=True,
                  help="remove records of other flygen code (never served again)")
    @click.option("--failed", is_flag=True, help="remove failed records")
    @click.option("--older-than", "older_than", type=float, default=None, metavar="DAYS",
                  help="remove records older than DAYS")
    @click.option("--all", "everything", is_flag=True, help="remove every record")
    @click.option("--json", "as_json", is_flag=True)
    @reports_errors
    def prune(store_dir, stale, failed, older_than, everything, as_json):
        """Remove records from the results store (damaged files always go)."""
        res = ResultStore(store_dir).prune(stale=stale, failed=failed, older_than_days=older_than,
                                           everything=everything)
        if as_json:
            echo_json(res)
            return
        click.echo(f"removed {res['removed']} records, kept {res['kept']} ({res['store']})")
