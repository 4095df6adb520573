"""`flygen header`, `flygen run`: using a built library (flygen/runtime, docs/runtime.md)."""
from __future__ import annotations

import sys

import click

from .common import echo_json, reports_errors


def _shape(items) -> dict:
    from flygen.cli.cmd_verify import _sizes
    return _sizes(items)


def register(cli: click.Group) -> None:
    @cli.command()
    @click.argument("out_dir", type=click.Path(file_okay=False))
    @click.option("-o", "--output", default=None, help="header path (default OUT_DIR/flygen_kernels.h)")
    @click.option("--json", "as_json", is_flag=True)
    @reports_errors
    def header(out_dir, output, as_json):
        """Write a C/C++ header for the library built into OUT_DIR: per kernel a packed kernarg struct with
        static_asserts on every offset and the size, names, workgroup size, LDS bytes and a grid function."""
        from flygen.runtime.header import write_header
        res = write_header(out_dir, output)
        if as_json:
            echo_json(res)
        else:
            click.echo(f"{res['header']}: {res['kernels']} kernels")

    @cli.command()
    @click.argument("out_dir", type=click.Path(file_okay=False))
    @click.option("-k", "--kernel", "name", required=True, help="kernel name in the library's manifest")
    @click.option("--shape", "shapes", multiple=True, help="runtime sizes, e.g. --shape M=300,N=520")
    @click.option("--seed", default=0, show_default=True, help="input data seed")
    @click.option("--backend", default="emu", show_default=True, type=click.Choice(["emu"]),
                  help="where to launch (the gfx950 CPU emulator; no HIP backend yet)")
    @click.option("--json", "as_json", is_flag=True)
    @reports_errors
    def run(out_dir, name, shapes, seed, backend, as_json):
        """Run one built kernel of OUT_DIR through the runtime on generated inputs; check it against numpy."""
        from flygen.runtime.run import run_check
        r = run_check(out_dir, name, _shape(shapes), seed, backend)
        if as_json:
            echo_json(r)
        else:
            click.echo(f"{'PASS' if r['passed'] else 'FAIL'} {r['kernel']} on {r['backend']} ({r['case']}; "
                       f"grid {r['grid']}, block {r['block']}; {r['instructions']} wave-instructions)")
            click.echo(f"  kernargs {r['kernarg']} (buffer addresses shown as 0)")
            for c in r["checks"]:
                click.echo(f"  {c['arg']}: {c['count']} values, max abs err {c['max_abs_err']:.3g}, worst err/bound "
                           f"{c['max_err_over_tol']:.3g}, mismatches {c['mismatches']}, "
                           f"guard {'intact' if c['guard_ok'] else 'CLOBBERED'}")
            for h in r["hazards"]:
                click.echo(f"  hazard: {h}")
        if not r["passed"]:
            sys.exit(1)
