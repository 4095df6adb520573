"""A live status line for long runs (`flygen verify`): results stream to stdout as they are done; on a
terminal, stderr also shows `done/total, failures so far, elapsed, ETA`, redrawn in place and cleared
before each result is printed. Not on a terminal: only the result lines (one per result, flushed as
they come), nothing that varies from run to run."""
from __future__ import annotations

import contextlib
import sys
import time

import click


def _clock(s: float) -> str:
    s = int(round(s))
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


class LiveStatus:
    def __init__(self, label: str, tty: bool):
        self.label, self.tty = label, tty
        self.done = self.total = self.failed = 0
        self.start = time.monotonic()
        self.stored = 0     # results served from the store arrive at once: the ETA rate leaves them out
        self.shown = False

    def update(self, n: int, total: int, failed: int = 0, stored: bool = False) -> None:
        """Called by verify as n more cases are done (`failed` of them failing; `stored`: served from the
        results store)."""
        if stored:
            self.stored += n
        self.total = total
        self.done += n
        self.failed += failed
        self.draw()

    def line(self) -> str:
        elapsed = time.monotonic() - self.start
        left = self.total - self.done
        eta = ""
        ran = self.done - self.stored
        if left and ran:
            eta = f", ETA {_clock(elapsed / ran * left)}"
        return (f"{self.label} {self.done}/{self.total}, {self.failed} failed, "
                f"{_clock(elapsed)} elapsed{eta}")

    def draw(self) -> None:
        if self.tty and self.total:
            sys.stderr.write("\r\x1b[K" + self.line())
            sys.stderr.flush()
            self.shown = True

    def clear(self) -> None:
        if self.shown:
            sys.stderr.write("\r\x1b[K")
            sys.stderr.flush()
            self.shown = False

    def echo(self, lines: list[str]) -> None:
        """Print one result's lines now (flushed), with the status line out of their way."""
        self.clear()
        for text in lines:
            click.echo(text)
        sys.stdout.flush()
        self.draw()


@contextlib.contextmanager
def live_status(label: str):
    status = LiveStatus(label, sys.stderr.isatty())
    try:
        yield status
    finally:
        if status.shown:          # the final state stays on screen, on its own line
            status.clear()
            sys.stderr.write(status.line() + "\n")
            sys.stderr.flush()
