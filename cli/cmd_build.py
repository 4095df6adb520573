"""`flygen build`: specs -> .s + .hsaco + manifest.json."""
from __future__ import annotations

import contextlib
import os
import sys

import click

from flygen.build import build as build_lib
from flygen.errors import FlygenError

from .common import echo_json, reports_errors


@contextlib.contextmanager
def _progress():
    """A click progress bar on stderr, only when stderr is a terminal; build calls it with (done, total)."""
    if not sys.stderr.isatty():
        yield None
        return
    bars = []

    def update(n: int, total: int) -> None:
        if not bars:
            bars.append(click.progressbar(length=total, label="building", file=sys.stderr, show_pos=True))
            bars[0].__enter__()
        bars[0].update(n)

    try:
        yield update
    finally:
        if bars:
            bars[0].__exit__(None, None, None)


def register(cli: click.Group) -> None:
    @cli.command()
    @click.argument("specs", nargs=-1, required=True, type=click.Path(dir_okay=False))
    @click.option("-o", "--out", "out_dir", default="out", show_default=True, help="output directory")
    @click.option("-k", "--kernel", "names", multiple=True, help="build only this kernel (repeatable)")
    @click.option("-j", "--jobs", type=int, default=None, help="assembler processes (default: cores)")
    @click.option("--llvm", "llvm_dir", default=None, help="directory with LLVM tools (overrides discovery)")
    @click.option("--no-cache", "no_cache", is_flag=True,
                  help="rebuild every kernel (default: reuse $FLYGEN_CACHE or ~/.cache/flygen)")
    @click.option("--json", "as_json", is_flag=True, help="print the manifest as JSON")
    @reports_errors
    def build(specs, out_dir, names, jobs, llvm_dir, no_cache, as_json):
        """Build kernels into OUT: NAME.s, NAME.hsaco and manifest.json.

        The build is atomic: if any kernel fails, OUT is left exactly as it was.
        """
        if not out_dir.strip():
            raise FlygenError("-o/--out is empty: give the output directory (e.g. -o out, or -o . for here)")
        with _progress() as progress:
            res = build_lib(specs, out_dir, names=tuple(names), llvm_dir=llvm_dir, jobs=jobs,
                            cache=not no_cache, progress=progress)
        for w in res.get("warnings", []):
            click.echo(f"warning: {w}", err=True)
        if as_json:
            echo_json(res)
            return
        for k in res["kernels"]:
            r = k["resources"]
            click.echo(f"built {k['name']}: {os.path.join(out_dir, k['files']['hsaco'])} "
                       f"(vgpr {r['vgpr_count']}, agpr {r['agpr_count']}, sgpr {r['sgpr_count']}, lds {r['lds_bytes']} B)")
        click.echo(f"manifest: {res['manifest']}")
