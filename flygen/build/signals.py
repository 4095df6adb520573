"""Installing signal handlers for the length of a block (the build's deferral, the CLI's interruption)."""
from __future__ import annotations

import contextlib
import signal

TERMINATING = (signal.SIGINT, signal.SIGTERM)


@contextlib.contextmanager
def handling(handler, sigs=TERMINATING):
    """`handler` in force for `sigs` inside the block, the previous handlers back after; yields False (nothing
    installed) outside the main thread, where Python cannot set handlers."""
    old = {}
    try:
        for sig in sigs:
            old[sig] = signal.signal(sig, handler)
    except (ValueError, TypeError):   # not the main thread
        for sig, h in old.items():
            signal.signal(sig, h)
        old = None
    try:
        yield old is not None
    finally:
        for sig, h in (old or {}).items():
            signal.signal(sig, h if h is not None else signal.SIG_DFL)
