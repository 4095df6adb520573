"""`flygen header`: using a built library (flygen/runtime, docs/runtime.md)."""
from __future__ import annotations

import click

from .common import echo_json, reports_errors


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
