"""`flygen merge`: shard output dirs -> one output dir, as if built on one machine."""
from __future__ import annotations

import click

from flygen.errors import FlygenError
from flygen.build.merge import merge as merge_lib

from .common import echo_json, reports_errors, wait_options


def register(cli: click.Group) -> None:
    @cli.command()
    @click.argument("dirs", nargs=-1, required=True, type=click.Path(file_okay=False))
    @click.option("-o", "--out", "out_dir", required=True, help="output directory")
    @click.option("--json", "as_json", is_flag=True, help="print the merged manifest as JSON")
    @wait_options
    @reports_errors
    def merge(dirs, out_dir, as_json, wait, notify):
        """Merge the outputs of `flygen build --shard I/N` (all N of them) into OUT.

        OUT's files and manifest.json are byte-identical to one build of the whole library. Shards of other
        specs, flygen code or toolchains, shards given twice and missing shards are errors; OUT is then
        left as it was.
        """
        if not out_dir.strip():
            raise FlygenError("-o/--out is empty: give the output directory")
        res = merge_lib(dirs, out_dir, wait=wait, notify=notify)
        for w in res.get("warnings", []):
            click.echo(f"warning: {w}", err=True)
        if as_json:
            echo_json(res)
            return
        click.echo(f"merged {len(dirs)} shards: {len(res['kernels'])} kernels into {res['out_dir']}")
        click.echo(f"manifest: {res['manifest']}")
