"""Entry point: the ``flygen`` click group. Each command group lives in its own module."""
from __future__ import annotations

import importlib

import click

from flygen import __version__

# Every command: (its module, exposing `register(group)`, and the one-line help `flygen --help` lists). A
# command's module is imported only when that command runs (or its own --help is asked for), so `flygen --help`
# and each command pay only for what they use; tests/test_cli_lazy.py checks this table against the modules.
COMMANDS: dict[str, tuple[str, str]] = {
    "isa": ("cmd_isa", "gfx950 instruction facts used by planner, emulator and inspector."),
    "doctor": ("cmd_doctor", "Show which tool serves assemble/link/disassemble and probe gfx950 support."),
    "validate": ("cmd_spec", "Check spec files: the schema, then every kernel through its planner."),
    "list": ("cmd_spec", "List the kernels the specs expand to (sweeps applied)."),
    "schema": ("cmd_spec", "Print the JSON Schema of spec files (for editors)."),
    "build": ("cmd_build", "Build kernels into OUT: NAME.s, NAME.hsaco and manifest.json."),
    "merge": ("cmd_merge", "Merge the outputs of `flygen build --shard I/N` into one library."),
    "plan": ("cmd_plan", "Plan (and render) kernels in-process and print what the planner decided."),
    "verify": ("cmd_verify", "Run kernels on the gfx950 CPU emulator against numpy references."),
    "store": ("cmd_store", "The verify results database: list or prune its records."),
    "report": ("cmd_report", "A library's verify state: per kernel the latest result of each case."),
    "inspect": ("cmd_inspect", "Inspect a .s, .hsaco or spec: resources, mix, hot loop, modeled cycles."),
    "layout": ("cmd_layout", "Layout algebra: print, evaluate and draw CuTe layouts."),
    "emulate": ("cmd_emulate", "Run a gfx950 kernel on the CPU emulator."),
    "model": ("cmd_model", "Model one launch of a .s, .hsaco or spec kernel (modeled time)."),
    "header": ("cmd_runtime", "Write a C/C++ header for a built library."),
    "cmake": ("cmd_runtime", "Write C launchers (code objects embedded), a CMake package and a .pc file."),
    "run": ("cmd_runtime", "Run one built kernel through the Python runtime."),
    "select": ("cmd_runtime", "Pick the library's kernel for a GEMM problem (or emit the table)."),
}


class LazyGroup(click.Group):
    """A click group whose commands are imported on first use (COMMANDS)."""

    def list_commands(self, ctx) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx, name: str):
        if name not in COMMANDS:
            return None
        if name not in self.commands:
            module = importlib.import_module(f"flygen.cli.{COMMANDS[name][0]}")
            staging = click.Group()
            module.register(staging)
            self.commands.update(staging.commands)
        return self.commands.get(name)

    def format_commands(self, ctx, formatter) -> None:
        rows = [(name, help_) for name, (_, help_) in COMMANDS.items()]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="flygen")
def cli() -> None:
    """flygen: generate gfx950 (MI355X) assembly kernels from YAML specs.

    Specs go through a layout-algebra planner and Jinja templates to readable
    .s files, are assembled and linked into HSACO code objects, and can be
    inspected and verified on the CPU emulator against numpy references.
    """


def main() -> None:
    cli(prog_name="flygen")
