"""`flygen inspect`: resources, occupancy, instruction mix, hot loop and modeled efficiency of a kernel."""
from __future__ import annotations

import click

from flygen.inspect import compare, format_text, format_vs, inspect as inspect_lib

from .common import echo_json, reports_errors


def register(cli: click.Group) -> None:
    @cli.command()
    @click.argument("target", type=click.Path(dir_okay=False))
    @click.option("-k", "--kernel", default=None, help="kernel name (when the file holds several)")
    @click.option("--vs", "other", type=click.Path(dir_okay=False), default=None,
                  help="a second kernel (.s/.hsaco/spec) to show side by side")
    @click.option("--vs-kernel", "other_kernel", default=None, help="kernel name in the --vs file")
    @click.option("--reuse", type=float, default=1.0, show_default=True,
                  help="cycle model: divide global traffic by this L2 reuse factor")
    @click.option("--shape", "shapes", multiple=True,
                  help="spec input: also run the trace-driven model (flygen model) at these runtime sizes")
    @click.option("--llvm", "llvm_dir", default=None, help="directory with LLVM tools (its llvm-objdump cross-checks .hsaco disassembly under FLYGEN_TOOLCHAIN_CHECK=1)")
    @click.option("--json", "as_json", is_flag=True, help="print the report dict as JSON")
    @reports_errors
    def inspect(target, kernel, other, other_kernel, reuse, shapes, llvm_dir, as_json):
        """Inspect TARGET (.s, .hsaco or spec YAML): VGPR/AGPR/SGPR/LDS/scratch, occupancy, instruction
        mix overall and per loop, the hot loop's per-MFMA ratios and a cycle model (all model figures
        are modeled, not measured)."""
        from .cmd_model import _pairs
        sizes = _pairs(shapes, "--shape") if shapes else None
        rep = inspect_lib(target, kernel, llvm_dir=llvm_dir, reuse=reuse, model_sizes=sizes)
        if other is not None:
            cmp = compare(rep, inspect_lib(other, other_kernel, llvm_dir=llvm_dir, reuse=reuse))
            if as_json:
                echo_json(cmp)
            else:
                click.echo(format_vs(cmp), nl=False)
            return
        if as_json:
            echo_json(rep)
        else:
            click.echo(format_text(rep), nl=False)
