"""One writer per output dir at a time, and what a killed writer left behind swept by the next one.

`staged_output(out)` is how build and merge write an output dir:
1. the lock: an advisory `fcntl.flock` on `.flygen-lock-NAME` beside the output dir (the dir's real path:
   `out`, `./out` and a symlinked parent are one lock). The holder writes `PID HOST` into it, so a second
   writer says whom it waits for; it waits up to `wait` seconds, then fails (0: fails at once). The file
   is removed on release, before the lock is dropped; a waiter that then holds the lock of a removed file
   tries again, so two writers never both hold "the" lock. A SIGKILLed holder's lock is released by the
   kernel; its file stays until the next writer, which takes it over and removes it.
2. the sweep: staging dirs `.flygen-build-HOST-PID-TOKEN` beside the output dir whose process is gone
   (this host, PID not running, and the dir's own flock free) are removed.
3. a staging dir, flocked for its life (a live one is never swept, even by a process in another PID
   namespace that cannot see its PID).
Neither file ends up in the output dir: the lock is beside it, the staging dir becomes it or is removed.
"""
from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import re
import secrets
import shutil
import socket
import time
from pathlib import Path

from flygen.errors import FlygenError

LOCK_PREFIX = ".flygen-lock-"
STAGE_PREFIX = ".flygen-build-"
WAIT_S = 600.0   # default: a big library builds in minutes; longer means a stuck or forgotten build
POLL_S = 0.1

_STAGES: dict[str, int] = {}   # staging dir -> the fd holding its flock


class OutDirBusy(FlygenError):
    """Another process writes the output dir (and did not finish within the wait)."""


def _host() -> str:
    return re.sub(r"[^A-Za-z0-9.-]", "_", socket.gethostname())[:64] or "host"


def lock_path(out) -> str:
    real = os.path.realpath(out)
    return os.path.join(os.path.dirname(real), LOCK_PREFIX + (os.path.basename(real) or "root"))


def _holder(fd: int) -> str:
    """Who holds the lock, as the lock file says: `PID 123` (`on HOST` when not this one)."""
    try:
        pid, host = os.pread(fd, 256, 0).decode("utf-8", "replace").split()[:2]
    except (OSError, ValueError):
        return "another process"
    return f"PID {pid}{'' if host == _host() else ' on ' + host}"


def _same_file(fd: int, path: str) -> bool:
    try:
        a, b = os.fstat(fd), os.stat(path)
    except OSError:
        return False
    return (a.st_dev, a.st_ino) == (b.st_dev, b.st_ino)


@contextlib.contextmanager
def out_lock(out, wait: float = WAIT_S, notify=None):
    """Hold the output dir's lock for the block (see the module doc). `notify(message)` is called once
    if the lock is busy: "waiting for the build of PID ... into DIR"."""
    path = lock_path(out)
    deadline = time.monotonic() + max(0.0, wait)
    told = False
    while True:
        fd, bare = _open_lock(path, out)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            who = _holder(fd)
            os.close(fd)
            if time.monotonic() >= deadline:
                how = f"waited {wait:g} s" if wait > 0 else "not waiting (--no-wait)"
                raise OutDirBusy(f"output dir {out} is being written by the build of {who} (lock {path}); "
                                 f"{how}: try again when it is done, or give --wait SECONDS") from None
            if not told and notify:
                notify(f"waiting for the build of {who} into {out} (up to {wait:g} s)")
                told = True
            time.sleep(POLL_S)
            continue
        except BaseException:
            os.close(fd)
            raise
        if bare:
            break
        if _same_file(fd, path):
            if _writable(fd):
                break
            try:   # another user's file, left by a killed build: replace it with ours
                os.unlink(path)
            except OSError:   # cannot: hold it as it is, naming nobody
                bare = True
                break
        os.close(fd)   # its holder removed it while we waited (or we did): lock the file now there
    try:
        if not bare:
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()} {_host()}\n".encode(), 0)
        yield path
    finally:
        if not bare:
            with contextlib.suppress(OSError):
                os.unlink(path)   # still ours: nobody else can hold it
        os.close(fd)


def _open_lock(path: str, out) -> tuple[int, bool]:
    """The lock file's fd (read-only if it is another user's), or (`-o .` under a parent this user cannot
    write) the output dir's own fd, which can be locked but names no holder: (fd, bare)."""
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644), False
    except OSError as e:
        if e.errno not in (errno.EACCES, errno.EPERM, errno.EROFS):
            raise
    with contextlib.suppress(OSError):   # another user's lock file: it can still be locked, and named
        return os.open(path, os.O_RDONLY | os.O_CLOEXEC), False
    if not os.path.isdir(out):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), path)
    return os.open(out, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC), True


def _writable(fd: int) -> bool:
    return fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE == os.O_RDWR


def make_stage(parent) -> str:
    """A fresh staging dir in `parent`, named by this host and PID and flocked until `drop_stage`; made with
    the mode a plain mkdir gives, since it may become the output dir itself."""
    while True:
        path = os.path.join(parent, f"{STAGE_PREFIX}{_host()}-{os.getpid()}-{secrets.token_hex(6)}")
        try:
            os.mkdir(path)
            break
        except FileExistsError:
            continue
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    fcntl.flock(fd, fcntl.LOCK_EX)   # a new dir: nobody else holds it; a sweeper in between sees our live PID
    _STAGES[path] = fd
    return path


def drop_stage(path: str) -> None:
    """Remove a staging dir (whatever is left of it: it may have become the output dir) and release it."""
    if not os.path.basename(path).startswith(STAGE_PREFIX):
        raise ValueError(path)
    shutil.rmtree(path, ignore_errors=True)
    fd = _STAGES.pop(path, None)
    if fd is not None:
        os.close(fd)


def _owner(name: str) -> tuple[str, int] | None:
    host, sep, rest = name[len(STAGE_PREFIX):].rpartition("-")[0].rpartition("-")
    return (host, int(rest)) if sep and rest.isdigit() else None


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:   # someone else's process
        return True
    return True


def sweep_stages(parent) -> list[str]:
    """Remove the staging dirs in `parent` that no running process owns (module doc); returns them."""
    gone = []
    try:
        names = sorted(n for n in os.listdir(parent) if n.startswith(STAGE_PREFIX))
    except OSError:
        return gone
    for name in names:
        owner = _owner(name)
        path = os.path.join(parent, name)
        if owner is None or owner[0] != _host() or owner[1] == os.getpid() or _running(owner[1]):
            continue   # not flygen's naming, another host's, ours, or its process runs
        try:
            fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            shutil.rmtree(path, ignore_errors=True)
            gone.append(path)
        except OSError:   # held: a live build whose PID we cannot see
            pass
        finally:
            os.close(fd)
    return gone


@contextlib.contextmanager
def staged_output(out: Path, error=FlygenError, wait: float = WAIT_S, notify=None):
    """Lock `out`, sweep dead staging dirs beside it, and yield a fresh staging dir in `out.parent` (removed,
    and the lock released, when the block ends). Failing to create them is one `error` line."""
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        why = "not a directory" if isinstance(e, (FileExistsError, NotADirectoryError)) else e.strerror or e
        raise error(f"cannot create output dir {out}: {e.filename or out.parent}: {why}") from None
    with contextlib.ExitStack() as held:
        try:
            held.enter_context(out_lock(out, wait, notify))
        except OSError as e:
            raise error(f"cannot lock output dir {out}: {e.filename or lock_path(out)}: {e.strerror or e}") from None
        sweep_stages(out.parent)
        try:
            tmp = make_stage(out.parent)
        except OSError as e:
            raise error(f"cannot create output dir {out}: {e.filename or out.parent}: {e.strerror or e}") from None
        held.callback(drop_stage, tmp)
        yield tmp
