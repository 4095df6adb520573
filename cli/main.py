"""Entry point: the ``flygen`` click group. Each command group lives in its own module."""
from __future__ import annotations

import importlib

import click

from flygen import __version__

# Command modules, each exposing `register(group)`. Keep one line per module.
COMMAND_MODULES = [
    "cmd_isa",
    "cmd_doctor",
    "cmd_spec",
    "cmd_build",
    "cmd_merge",
    "cmd_plan",
    "cmd_verify",
    "cmd_store",
    "cmd_report",
    "cmd_inspect",
    "cmd_layout",
    "cmd_emulate",
    "cmd_model",
    "cmd_runtime",
]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="flygen")
def cli() -> None:
    """flygen: generate gfx950 (MI355X) assembly kernels from YAML specs.

    Specs go through a layout-algebra planner and Jinja templates to readable
    .s files, are assembled and linked into HSACO code objects, and can be
    inspected and verified on the CPU emulator against numpy references.
    """


for _mod in COMMAND_MODULES:
    importlib.import_module(f"flygen.cli.{_mod}").register(cli)


def main() -> None:
    cli(prog_name="flygen")
