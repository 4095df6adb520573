"""`flygen build`: specs -> .s + .hsaco + manifest.json."""
from __future__ import annotations

import click

from flygen.build import build as build_lib

from .common import echo_json, reports_errors


def register(cli: click.Group) -> None:
    @cli.command()
    @click.argument("specs", nargs=-1, required=True, type=click.Path(dir_okay=False))
    @click.option("-o", "--out", "out_dir", default="out", show_default=True, help="output directory")
    @click.option("-k", "--kernel", "names", multiple=True, help="build only this kernel (repeatable)")
    @click.option("-j", "--jobs", type=int, default=None, help="assembler processes (default: cores)")
    @click.option("--llvm", "llvm_dir", default=None, help="directory with LLVM tools (overrides discovery)")
    @click.option("--json", "as_json", is_flag=True, help="print the manifest as JSON")
    @reports_errors
    def build(specs, out_dir, names, jobs, llvm_dir, as_json):
        """Build kernels into OUT: NAME.s, NAME.hsaco and manifest.json.

        The build is atomic: if any kernel fails, OUT is left exactly as it was.
        """
        res = build_lib(specs, out_dir, names=tuple(names), llvm_dir=llvm_dir, jobs=jobs)
        if as_json:
            echo_json(res)
            return
        for k in res["kernels"]:
            r = k["resources"]
            click.echo(f"built {k['name']}: {out_dir}/{k['files']['hsaco']} "
                       f"(vgpr {r['vgpr_count']}, agpr {r['agpr_count']}, sgpr {r['sgpr_count']}, lds {r['lds_bytes']} B)")
        click.echo(f"manifest: {res['manifest']}")
