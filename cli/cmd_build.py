"""`flygen build`: specs -> .s + .hsaco + manifest.json."""
from __future__ import annotations

import os

import click

from flygen.build.pipeline import build as build_lib
from flygen.errors import FlygenError
from flygen.build.shard import parse_shard

from .common import cluster_executor, echo_json, progress_bars, reports_errors, wait_options


def register(cli: click.Group) -> None:
    @cli.command()
    @click.argument("specs", nargs=-1, required=True, type=click.Path(dir_okay=False))
    @click.option("-o", "--out", "out_dir", default="out", show_default=True, help="output directory")
    @click.option("-k", "--kernel", "names", multiple=True, help="build only this kernel and the kernels it launches with (split-K reduce, NCDHW transpose); repeatable")
    @click.option("-j", "--jobs", type=int, default=None, help="assembler processes (default: cores)")
    @click.option("--llvm", "llvm_dir", default=None, help="directory with LLVM tools (overrides discovery)")
    @click.option("--no-cache", "no_cache", is_flag=True,
                  help="rebuild every kernel (default: reuse $FLYGEN_CACHE or ~/.cache/flygen)")
    @click.option("--shard", "shard", default=None, metavar="I/N",
                  help="build only shard I of N, I counted from 1 (1/4 .. 4/4; a stable hash of each kernel's name); "
                       "join them with flygen merge")
    @click.option("--scheduler", default=None, metavar="tcp://HOST:8786",
                  help="build the cache misses on this Dask cluster (pip install 'flygen[cluster]')")
    @click.option("--json", "as_json", is_flag=True, help="print the manifest as JSON")
    @wait_options
    @reports_errors
    def build(specs, out_dir, names, jobs, llvm_dir, no_cache, shard, scheduler, as_json, wait, notify):
        """Build kernels into OUT: NAME.s, NAME.hsaco and manifest.json.

        The build is atomic: if any kernel fails, OUT is left exactly as it was. One build (or merge)
        at a time writes OUT: another waits for it (--wait, --no-wait).
        """
        if not out_dir.strip():
            raise FlygenError("-o/--out is empty: give the output directory (e.g. -o out, or -o . for here)")
        part = parse_shard(shard) if shard is not None else None
        with progress_bars() as bar:
            res = build_lib(specs, out_dir, names=tuple(names), llvm_dir=llvm_dir, jobs=jobs,
                            cache=not no_cache, progress=bar("building"), shard=part, executor=cluster_executor(scheduler),
                            wait=wait, notify=lambda m: (bar.finish(), notify(m)), expanding=bar("expanding"))
        for w in res.get("warnings", []):
            click.echo(f"warning: {w}", err=True)
        if as_json:
            echo_json(res)
            return
        for k in res["kernels"]:
            r = k["resources"]
            click.echo(f"built {k['name']}: {os.path.join(out_dir, k['files']['hsaco'])} "
                       f"(vgpr {r['vgpr_count']}, agpr {r['agpr_count']}, sgpr {r['sgpr_count']}, lds {r['lds_bytes']} B)")
        if part:
            click.echo(f"shard {part[0]}/{part[1]}: {len(res['kernels'])} of {res['shard']['total']} kernels")
        click.echo(f"manifest: {res['manifest']}")
