"""The CLI imports a command's module only when that command is used (cli/main.py COMMANDS): the table names
every command each module registers, and `flygen --help` loads none of the pipeline (no numpy)."""
import importlib
import subprocess
import sys

import click

from flygen.cli.main import COMMANDS, cli


def test_the_table_names_exactly_the_commands_the_modules_register():
    registered = {}
    for module in sorted({m for m, _ in COMMANDS.values()}):
        group = click.Group()
        importlib.import_module(f"flygen.cli.{module}").register(group)
        registered.update({name: module for name in group.commands})
    assert registered == {name: module for name, (module, _) in COMMANDS.items()}


def test_every_command_resolves_with_its_own_help():
    ctx = click.Context(cli)
    for name in COMMANDS:
        cmd = cli.get_command(ctx, name)
        assert cmd is not None and cmd.name == name and (cmd.help or "").strip(), name


def test_help_lists_every_command_without_importing_the_pipeline():
    code = ("import sys; from flygen.cli.main import cli\n"
            "try:\n    cli(['--help'], prog_name='flygen')\nexcept SystemExit:\n    pass\n"
            "print('LOADED', sorted(m for m in ('numpy', 'flygen.build.pipeline', 'flygen.emu', 'ml_dtypes') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().endswith("LOADED []"), out
    for name in COMMANDS:
        assert f"\n  {name} " in out, name
