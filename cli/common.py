"""Helpers shared by the command modules: error reporting and JSON output."""
from __future__ import annotations

import contextlib
import functools
import json
import sys

import click

from flygen.errors import FlygenError, SpecErrors


def reports_errors(fn):
    """Turn FlygenErrors into one line per error on stderr and exit status 1 (2 for spec errors)."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except SpecErrors as e:
            for err in e.errors:
                click.echo(f"error: {err}", err=True)
            sys.exit(2)
        except FlygenError as e:
            for line in str(e).splitlines() or ["failed"]:
                click.echo(f"error: {line}", err=True)
            sys.exit(1)
        except MemoryError:       # a last resort: commands bound their inputs, this names what was left
            click.echo("error: out of memory (the input is too large for this machine)", err=True)
            sys.exit(1)
    return wrapper


def echo_json(obj) -> None:
    click.echo(json.dumps(obj, indent=2, sort_keys=True, default=str))


@contextlib.contextmanager
def progress_bar(label: str = "building"):
    """A click progress bar on stderr, only when stderr is a terminal; build and verify call it with (done, total)."""
    if not sys.stderr.isatty():
        yield None
        return
    bars = []

    def update(n: int, total: int) -> None:
        if not bars:
            bars.append(click.progressbar(length=total, label=label, file=sys.stderr, show_pos=True))
            bars[0].__enter__()
        bars[0].update(n)

    try:
        yield update
    finally:
        if bars:
            bars[0].__exit__(None, None, None)
