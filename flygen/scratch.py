"""A temporary directory that is removed even when SIGINT / SIGTERM lands while it is being removed.

tempfile.TemporaryDirectory detaches its finalizer before its rmtree, so an interrupt raised inside that rmtree
(the CLI turns both signals into an exception in the main thread, cli/common.py) leaves the directory behind.
Here the removal is retried once in a `finally`; a single signal cannot interrupt both."""
from __future__ import annotations

import os
import shutil
import tempfile
from contextlib import contextmanager


@contextmanager
def scratch_dir(prefix: str, dir: str | os.PathLike | None = None):
    path = None
    try:
        path = tempfile.mkdtemp(prefix=prefix, dir=dir)
        yield path
    finally:
        if path is not None:
            try:
                shutil.rmtree(path, ignore_errors=True)
            finally:
                if os.path.lexists(path):       # the first removal was interrupted
                    shutil.rmtree(path, ignore_errors=True)
