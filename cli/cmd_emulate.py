"""`flygen emulate FILE.s|FILE.hsaco --grid ... --block ... --arg name=VALUE [--out name=FILE.npy]`."""
from __future__ import annotations

import json
import sys

import click

from flygen.errors import FlygenError


def _dims(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(x) for x in text.replace("x", ",").split(",") if x)
    except ValueError:
        raise click.BadParameter(f"expected N or N,M[,K], got {text!r}") from None


def register(group: click.Group) -> None:
    @group.command("emulate")
    @click.argument("file", type=click.Path(exists=True, dir_okay=False))
    @click.option("--grid", required=True, help="workgroups per dimension, e.g. 8 or 8,4 (see --threads)")
    @click.option("--block", required=True, help="work-items per workgroup, e.g. 256 or 16,16")
    @click.option("--threads", is_flag=True, help="--grid counts work-items instead of workgroups")
    @click.option("--arg", "args", multiple=True, help="NAME=FILE.npy | NAME=zeros:DTYPE:SHAPE | NAME=123")
    @click.option("--out", "outs", multiple=True, help="NAME=FILE.npy: save an array argument after the run")
    @click.option("--kernel", default=None, help="kernel name when the file holds several")
    @click.option("--no-hazards", is_flag=True, help="skip hazard tracking (faster)")
    @click.option("--waive", multiple=True, help="hazard kind to ignore (e.g. lds_race)")
    @click.option("--json", "as_json", is_flag=True, help="print the result dict as JSON")
    def emulate_cmd(file, grid, block, threads, args, outs, kernel, no_hazards, waive, as_json):
        """Run a gfx950 kernel on the CPU emulator."""
        from flygen.emu.run import emulate
        try:
            res = emulate(file, _dims(grid), _dims(block), args, outs, kernel, not no_hazards, waive, threads)
        except FlygenError as exc:
            click.echo(f"error: {exc}", err=True)
            sys.exit(2)
        if as_json:
            click.echo(json.dumps(res, indent=2))
        else:
            click.echo(f"{res['kernel']}: grid {res['grid']} block {res['block']}: "
                       f"{res['instructions']} wave-instructions, {res['stats']['waves']} waves")
            for h in res["hazards"]:
                click.echo(f"  line {h['line']}: {h['severity']} {h['kind']}: {h['text']} ({h['count']} waves)")
            for name, f in res["outputs"].items():
                click.echo(f"  wrote {name} -> {f}")
        sys.exit(0 if res["ok"] else 1)
