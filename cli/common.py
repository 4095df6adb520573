"""Helpers shared by the command modules: error reporting and JSON output."""
from __future__ import annotations

import contextlib
import functools
import json
import os
import signal
import sys
import time
import warnings

import click

from flygen.errors import FlygenError, SpecErrors, tame
from flygen.build.outdir import WAIT_S
from flygen.build.signals import handling
from flygen.spec.load import SpecWarning


class Interrupted(KeyboardInterrupt):
    """SIGINT or SIGTERM, raised in the main thread so that every `finally` runs (the build's staging dir
    and worker processes are cleaned up there)."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


def _raise_interrupted(signum, _frame):
    raise Interrupted(signum)


@contextlib.contextmanager
def _interruptible():
    """SIGINT and SIGTERM raise Interrupted while a command runs (handlers restored after; outside the main
    thread, an embedding caller's, signals are left alone)."""
    with handling(_raise_interrupted):
        yield


def reports_errors(fn):
    """Turn FlygenErrors into one line per error on stderr and exit status 1 (2 for spec errors);
    SIGINT / SIGTERM into one line and exit status 130 / 143 (128 + the signal), after clean-up; print each
    spec warning (a deprecated parameter name, located) once as `warning: FILE:LINE:COL: PATH: message`."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        from flygen.build.outdir import PUBLISHED
        PUBLISHED.clear()   # per command (several run in one process under tests and embedding callers)
        try:
            with _interruptible(), warnings.catch_warnings():
                warnings.simplefilter("always", SpecWarning)
                warnings.showwarning = _show_warning(warnings.showwarning)
                return fn(*args, **kwargs)
        except KeyboardInterrupt as e:
            signum = getattr(e, "signum", signal.SIGINT)
            if PUBLISHED:   # the output dir was complete before the signal: stopping now loses nothing
                click.echo(f"warning: {signal.Signals(signum).name} after {PUBLISHED[-1]} was published "
                           "(it is complete); stopping", err=True)
            else:
                click.echo(f"error: interrupted by {signal.Signals(signum).name}", err=True)
            sys.exit(128 + signum)
        except SpecErrors as e:
            for err in e.errors:
                click.echo(f"error: {tame(str(err))}", err=True)
            sys.exit(2)
        except FlygenError as e:
            for line in str(e).splitlines() or ["failed"]:
                click.echo(f"error: {tame(line)}", err=True)
            sys.exit(1)
        except MemoryError:       # a last resort: commands bound their inputs, this names what was left
            click.echo("error: out of memory (the input is too large for this machine)", err=True)
            sys.exit(1)
        except RecursionError:    # likewise: an input nested deeper than a reader bounds
            click.echo("error: the input is nested too deeply to read", err=True)
            sys.exit(1)
        except Exception as e:   # noqa: BLE001 - the last resort: a bug met on some input is one line too
            if os.environ.get("FLYGEN_TRACEBACK"):
                raise
            notes = "; ".join(getattr(e, "__notes__", ()))
            click.echo(tame(f"error: internal error: {type(e).__name__}: {e}{' (' + notes + ')' if notes else ''} "
                            "(a flygen bug on this input: please report it; FLYGEN_TRACEBACK=1 shows where)"), err=True)
            sys.exit(70)   # EX_SOFTWARE: not the input's fault as far as flygen can tell
    return wrapper


def _show_warning(fallback):
    seen = set()

    def show(message, category, filename, lineno, file=None, line=None):
        if not issubclass(category, SpecWarning):
            return fallback(message, category, filename, lineno, file, line)
        if str(message) not in seen:
            seen.add(str(message))
            click.echo(f"warning: {message}", err=True)
    return show


def echo_json(obj) -> None:
    click.echo(json.dumps(obj, indent=2, sort_keys=True, default=str))


@contextlib.contextmanager
def progress_bars():
    """Progress bars on stderr (done/total, ETA), one after another, only when stderr is a terminal: nothing
    extra in a pipe or a log. `bar(label)` gives an update function `(n more done, total)`, or None off a
    terminal; a bar appears at its first update and finishes the one before (expanding, then planning or
    building); `bar.finish()` ends the one on screen (before a message line). A total may grow (several spec files: each one's sweep points are counted as it is read).
    Redrawn at most every 0.1 s, so 10^4 one-kernel steps cost no terminal time."""
    if not sys.stderr.isatty():
        def none(label: str):
            return None
        none.finish = lambda: None
        yield none
        return
    live: list[dict] = []   # the bar on screen

    def flush(st: dict, now: float) -> None:
        st["bar"].update(st["pending"])
        st["pending"], st["drawn"] = 0, now

    def finish() -> None:
        if live:
            st = live.pop()
            if st["pending"]:
                flush(st, 0.0)
            st["bar"].__exit__(None, None, None)

    def make(label: str):
        st = {"bar": None, "pending": 0, "drawn": 0.0}

        def update(n: int, total: int) -> None:
            if st["bar"] is None:
                finish()
                st["bar"] = click.progressbar(length=total, label=label, file=sys.stderr, show_pos=True)
                st["bar"].__enter__()
                live.append(st)
            bar = st["bar"]
            bar.length = max(bar.length, total)
            st["pending"] += n
            now = time.monotonic()
            if now - st["drawn"] >= 0.1 or bar.pos + st["pending"] >= bar.length:
                flush(st, now)
        return update

    make.finish = finish   # end the bar on screen before printing a line of one's own
    try:
        yield make
    finally:
        finish()


@contextlib.contextmanager
def progress_bar(label: str = "building"):
    """One bar of `progress_bars`: its update function, or None off a terminal."""
    with progress_bars() as bar:
        yield bar(label)


def wait_options(fn):
    """`--wait SECONDS` / `--no-wait` for a command that writes an output dir (flygen.build.outdir's lock): the
    command gets `wait` (seconds) and `notify` (one line on stderr when it has to wait)."""
    @click.option("--wait", "wait", type=click.FloatRange(min=0), default=WAIT_S, show_default=True,
                  metavar="SECONDS", help="if another build writes the output dir, wait this long for it")
    @click.option("--no-wait", "no_wait", is_flag=True, help="fail at once if another build writes the output dir")
    @functools.wraps(fn)
    def wrapper(*args, wait, no_wait, **kwargs):
        return fn(*args, wait=0.0 if no_wait else wait, notify=lambda m: click.echo(m, err=True), **kwargs)
    return wrapper



def cluster_executor(scheduler: str | None):
    """--scheduler ADDRESS as the executor build/verify are handed (flygen.check.cluster; imported only when given:
    it loads the build and verify modules, and dask is an optional extra)."""
    if not scheduler:
        return None
    from flygen.check.cluster import Cluster
    return Cluster(scheduler)
