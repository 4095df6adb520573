"""`flygen report [RESULTS.db] [--json]`: a library's verify state (flygen.check.report)."""
from __future__ import annotations

import click

from flygen.check.report import report as report_lib
from flygen.check.results import ResultStore, default_path

from .common import echo_json, reports_errors


def _shape(sizes: dict, seed: int) -> str:
    return f"{','.join(f'{k}={v}' for k, v in sorted(sizes.items())) or 'default shape'}, seed {seed}"


def label(kernel: str, kind: str) -> str:
    """A kernel as the text report names it: plain verify cases by name, the other modes tagged
    (`NAME [big]`, `S1 -> S2 [chain]`)."""
    return kernel if kind == "case" else f"{kernel} [{kind}]"


def register(cli: click.Group) -> None:
    @cli.command()
    @click.argument("db", required=False, type=click.Path(dir_okay=False))
    @click.option("--json", "as_json", is_flag=True)
    @reports_errors
    def report(db, as_json):
        """Per kernel the latest result of each case, failures with their spec location, stale records
        (other flygen code) and totals, from a results database (default: $FLYGEN_CACHE/results.db)."""
        rep = report_lib(ResultStore(db or default_path()))
        if as_json:
            echo_json(rep)
            return
        t = rep["totals"]
        width = max([len(label(k["kernel"], k["kind"])) for k in rep["kernels"]] + [6])
        click.echo(f"{'kernel':<{width}}  cases  passed  failed  stale")
        for k in rep["kernels"]:
            click.echo(f"{label(k['kernel'], k['kind']):<{width}}  {k['cases']:>5}  {k['passed']:>6}  {k['failed']:>6}  {k['stale']:>5}")
        if rep["failures"]:
            click.echo("failures:")
        for f in rep["failures"]:
            worst = f"worst err/bound {f['worst']:.3g}" if f["worst"] is not None else "no checks"
            more = "".join([f", guard clobbered ({', '.join(f['clobbered'])})" if f["clobbered"] else "",
                            f", {f['hazards']} hazards" if f["hazards"] else "", " (stale)" if f["stale"] else ""])
            click.echo(f"  FAIL {label(f['kernel'], f['kind'])} ({_shape(f['sizes'], f['seed'])}) [{f['spec']}]: {worst}, "
                       f"mismatches {f['mismatches']}{more}")
        if rep["stale"]:
            click.echo(f"stale records (other flygen code, never served; `flygen store prune` removes them): "
                       f"{len(rep['stale'])}")
        click.echo(f"totals: {t['kernels']} kernels, {t['cases']} cases: {t['passed']} passed, {t['failed']} failed"
                   f" ({t['stale_latest']} of their latest results stale); {t['records']} records in {rep['store']}")
