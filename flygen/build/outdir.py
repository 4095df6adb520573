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
4. the publish (`publish`): a new output dir is the staging dir renamed; into an existing one, a write-ahead
   journal `.flygen-journal-NAME` beside the dir first names the staging dir, every file to move with its
   sha256 and every stale file (listed by the old manifest, not by the new one); then each replaced file is
   hard-linked into `STAGE/.prev`, the new one renamed over it, the stale ones moved into `.prev`, the
   manifest last, and the journal removed. An error midway puts every file back (`.prev`) before it
   propagates. A SIGKILL (OOM killer, power cut) leaves the journal: the next writer into the dir, holding
   its lock, rolls forward (moves the rest from the staging dir, each file first checked against its
   sha256) or, if a staged file is missing or damaged, rolls back from `.prev`; readers refuse the dir while
   the journal stands (flygen.build.manifest.publishing), and the sweep never removes a staging dir a journal names.
Neither file ends up in the output dir: the lock and the journal are beside it, the staging dir becomes it or
is removed. Files in the dir that no manifest of flygen's lists (a user's notes, `flygen header`'s default
output) are never moved or removed.
"""
from __future__ import annotations

import contextlib
import errno
import fcntl
import hashlib
import json
import os
import re
import secrets
import shutil
import socket
import stat
import time
from pathlib import Path

from flygen.errors import FlygenError

LOCK_PREFIX = ".flygen-lock-"
STAGE_PREFIX = ".flygen-build-"
JOURNAL_PREFIX = ".flygen-journal-"
MANIFEST = "manifest.json"
WAIT_S = 600.0   # default: a big library builds in minutes; longer means a stuck or forgotten build
POLL_S = 0.1

_STAGES: dict[str, int] = {}   # staging dir -> the fd holding its flock
PUBLISHED: list[str] = []      # output dirs this process has published (a later signal is not an interruption)


class OutDirBusy(FlygenError):
    """Another process writes the output dir (and did not finish within the wait)."""


def _host() -> str:
    return re.sub(r"[^A-Za-z0-9.-]", "_", socket.gethostname())[:64] or "host"


def lock_path(out) -> str:
    real = os.path.realpath(out)
    return os.path.join(os.path.dirname(real), LOCK_PREFIX + (os.path.basename(real) or "root"))


def journal_path(out) -> str:
    real = os.path.realpath(out)
    return os.path.join(os.path.dirname(real), JOURNAL_PREFIX + (os.path.basename(real) or "root"))


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
        first = e   # the real reason (a read-only file system is not "Permission denied")
    with contextlib.suppress(OSError):   # another user's lock file: it can still be locked, and named
        return os.open(path, os.O_RDONLY | os.O_CLOEXEC), False
    if not os.path.isdir(out):
        raise OSError(first.errno, first.strerror, path)
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
    keep = _journaled_stages(parent)
    if keep is None:   # a journal that cannot be read: its staging dir may be any of them
        return gone
    for name in names:
        owner = _owner(name)
        path = os.path.join(parent, name)
        if name in keep:
            continue   # an interrupted publish's: its output dir's next writer needs it
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
        recover(out, error)   # an interrupted publish into `out`: finished (or undone) first
        sweep_stages(out.parent)
        try:
            tmp = make_stage(out.parent)
        except OSError as e:
            raise error(f"cannot create output dir {out}: {e.filename or out.parent}: {e.strerror or e}") from None
        held.callback(drop_stage, tmp)
        yield tmp


# --- the publish and its journal (module doc, step 4) ------------------------------------------------

def _plain(name) -> bool:
    """A file name flygen publishes: one path component, not hidden (so never `..`, the journal or a stage)."""
    return isinstance(name, str) and name and "/" not in name and "\0" not in name and not name.startswith(".")


def _sha256(path: str) -> str | None:
    h = hashlib.sha256()
    try:
        with open(path, "rb") as f:
            while chunk := f.read(1 << 20):
                h.update(chunk)
    except OSError:
        return None
    return h.hexdigest()


def _fsync_dir(path: str) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _write_journal(path: str, doc: dict) -> None:
    """The journal, whole or not at all (temp file, fsync, rename, fsync of the parent): it is the one file a
    recovery trusts to name what to move."""
    tmp = f"{path}.{os.getpid()}.tmp"
    data = json.dumps(doc, sort_keys=True).encode()
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    except OSError as e:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise OSError(e.errno, e.strerror, path) from None
    os.close(fd)
    try:
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(os.path.dirname(path))


def _drop_journal(path: str) -> None:
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)
    _fsync_dir(os.path.dirname(path))


def _keep_old(dst: str, keep: str) -> bool:
    """`dst` (if any) into `keep`: a hard link (a symlink itself, not its target), else a copy made whole
    under a temp name first. Whether there was one."""
    try:
        os.link(dst, keep)
        return True
    except FileExistsError:   # a recovery running this again: kept before
        return True
    except FileNotFoundError:
        return False
    except OSError:   # no hard links here (or dst is odd): a copy, as it is
        tmp = keep + ".part"
        shutil.copy2(dst, tmp, follow_symlinks=False)
        os.replace(tmp, keep)
        return True


def _file_or_link(path: str) -> bool:
    """A stale name is removed only if it is a file or a symlink (never a directory someone put there)."""
    try:
        return not stat.S_ISDIR(os.lstat(path).st_mode)
    except OSError:
        return False


def publish(stage: str, out: str, files: list[str], stale: list[str] = ()) -> None:
    """Move a complete staging dir's `files` and manifest into `out` (module doc, step 4), removing the `stale`
    files (names the old manifest lists and the new one does not). A new `out` is `stage` renamed."""
    if not os.path.lexists(out):
        try:
            os.rename(stage, out)
            PUBLISHED.append(str(out))
            return
        except OSError:   # created meanwhile: publish into it
            pass
    os.makedirs(out, exist_ok=True)
    prev = os.path.join(stage, ".prev")
    os.mkdir(prev)
    with open(os.path.join(stage, MANIFEST), "rb") as f:
        raw = f.read()
    shas = {MANIFEST: hashlib.sha256(raw).hexdigest()}
    for e in json.loads(raw).get("kernels", []):
        for role in ("asm", "hsaco"):
            shas[e["files"][role]] = e["sha256"][role]
    moving = set(files)
    doc = {"journal": 1, "out": os.path.realpath(out), "stage": os.path.basename(stage),
           "moves": [[f, shas.get(f), os.path.lexists(os.path.join(out, f))] for f in files],
           "stale": sorted(f for f in set(stale) if _plain(f) and f not in moving and f != MANIFEST
                           and _file_or_link(os.path.join(out, f))),
           "manifest": [shas[MANIFEST], os.path.lexists(os.path.join(out, MANIFEST))]}
    jpath = journal_path(out)
    _write_journal(jpath, doc)
    try:
        _forward(doc, stage, out, check=False)
    except BaseException:
        try:
            _back(doc, stage, out)
            _drop_journal(jpath)
        except OSError:   # cannot even put things back: the journal stays for the next writer
            pass
        raise
    PUBLISHED.append(str(out))
    _drop_journal(jpath)


def _forward(doc: dict, stage: str, out: str, check: bool) -> None:
    """Roll forward: every file still in the staging dir moved into `out` (the old one kept in `.prev`), the
    stale files moved into `.prev`, the manifest last. Idempotent: a file already moved is not in the stage.
    With `check`, each staged file must first hash to its journaled sha256 (else `_Damaged`)."""
    prev = os.path.join(stage, ".prev")
    moves = [(f, sha) for f, sha, _ in doc["moves"]] + [(MANIFEST, doc["manifest"][0])]
    if check:
        for f, sha in moves:
            src = os.path.join(stage, f)
            if os.path.lexists(src) and (sha is None or _sha256(src) != sha):
                raise _Damaged(f"{src}: staged bytes differ from the journal's sha256")
    for f, _ in moves:
        if f == MANIFEST:
            for g in doc["stale"]:   # before the manifest: the new one never stands beside them
                with contextlib.suppress(FileNotFoundError):
                    os.rename(os.path.join(out, g), os.path.join(prev, g))
        src = os.path.join(stage, f)
        if not os.path.lexists(src):
            continue   # moved before the kill
        _keep_old(os.path.join(out, f), os.path.join(prev, f))
        os.replace(src, os.path.join(out, f))


def _back(doc: dict, stage: str, out: str) -> None:
    """Roll back: every file moved put back from `.prev` (a file that did not exist before removed)."""
    prev = os.path.join(stage, ".prev")
    for f in [MANIFEST, *doc["stale"], *(f for f, _, _ in reversed(doc["moves"]))]:
        kept, dst = os.path.join(prev, f), os.path.join(out, f)
        had = doc["manifest"][1] if f == MANIFEST else True if f in doc["stale"] else \
            next(h for g, _, h in doc["moves"] if g == f)
        if os.path.lexists(kept):
            os.replace(kept, dst)
        elif not had:
            src = os.path.join(stage, f)
            if not os.path.lexists(src):   # moved in (not still staged): it is the new file
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(dst)


class _Damaged(Exception):
    pass


def _read_journal(path: str) -> dict | None:
    """A journal's content if it is one flygen wrote (names are plain file names, the stage one of ours)."""
    try:
        with open(path, "rb") as f:
            doc = json.loads(f.read(64 << 20))
        ok = (isinstance(doc, dict) and doc.get("journal") == 1 and isinstance(doc.get("stage"), str)
              and doc["stage"].startswith(STAGE_PREFIX) and _plain(doc["stage"][1:])
              and isinstance(doc.get("moves"), list) and isinstance(doc.get("stale"), list)
              and all(isinstance(m, list) and len(m) == 3 and _plain(m[0]) and m[0] != MANIFEST
                      for m in doc["moves"])
              and all(_plain(g) and g != MANIFEST for g in doc["stale"])
              and isinstance(doc.get("manifest"), list) and len(doc["manifest"]) == 2)
    except (OSError, ValueError, TypeError):
        return None
    return doc if ok else None


def _journaled_stages(parent) -> set[str] | None:
    """The staging dirs the journals in `parent` name (None if one cannot be read)."""
    keep = set()
    try:
        names = [n for n in os.listdir(parent) if n.startswith(JOURNAL_PREFIX) and not n.endswith(".tmp")]
    except OSError:
        return keep
    for n in names:
        doc = _read_journal(os.path.join(parent, n))
        if doc is None:
            return None
        keep.add(doc["stage"])
    return keep


def recover(out, error=FlygenError) -> str | None:
    """Finish an interrupted publish into `out` (the caller holds its lock): roll forward, or back when a staged
    file is damaged or gone (module doc). Returns "forward" / "back", "lost" (the staging dir is gone: the caller's
    own publish then rewrites every file that differs), or None when there was no journal.
    A journal that cannot be read or acted on is one `error` line naming it (nothing is guessed)."""
    jpath = journal_path(out)
    parent, base = os.path.split(jpath)
    with contextlib.suppress(OSError):   # a journal killed while being written (we hold the lock: not live)
        for n in os.listdir(parent):
            if n.startswith(base + ".") and n.endswith(".tmp"):
                os.unlink(os.path.join(parent, n))
    if not os.path.lexists(jpath):
        return None
    doc = _read_journal(jpath)
    if doc is None or os.path.realpath(doc.get("out", "")) != os.path.realpath(out):
        raise error(f"{jpath}: an interrupted publish's journal that flygen cannot read; check {out} and "
                    "remove the journal by hand")
    stage = os.path.join(parent, doc["stage"])
    real = os.path.realpath(out)
    try:
        if not os.path.isdir(stage):   # removed by hand (or an older flygen's sweep): neither way is possible;
            how = "lost"               # the publish that follows rewrites every file that differs, manifest last
        elif not os.path.isdir(os.path.join(stage, ".prev")):   # killed before the first move: nothing to undo
            how = "back"
        else:
            try:
                _forward(doc, stage, real, check=True)
                how = "forward"
            except _Damaged:
                _back(doc, stage, real)
                how = "back"
        _drop_journal(jpath)
    except OSError as e:
        raise error(f"cannot finish the interrupted publish into {out} ({jpath}): {e.filename or out}: "
                    f"{e.strerror or e}") from None
    shutil.rmtree(stage, ignore_errors=True)
    return how


def replace_file(path, data: bytes, error=FlygenError) -> None:
    """Write one output file whole (`flygen header -o`, `select --emit -o`): a temp file beside it, renamed over
    it, so an existing good file stays until the new one is complete. A full disk, a read-only file system or
    a missing permission is one `error` line naming the file and the reason (the temp file removed)."""
    path = os.fspath(path)
    parent = os.path.dirname(path) or "."
    tmp = os.path.join(parent, f".{os.path.basename(path)}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    try:
        os.makedirs(parent, exist_ok=True)
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o666)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except OSError as e:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        kept = " (the existing file is unchanged)" if os.path.lexists(path) else ""
        why = "not a directory" if isinstance(e, (FileExistsError, NotADirectoryError)) and e.filename != tmp \
            else e.strerror or str(e)
        raise error(f"cannot write {path}: {why}{kept}") from None
