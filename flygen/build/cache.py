"""Content-addressed build cache: kernel key -> (.s, .hsaco, manifest entry), so unchanged kernels are
neither planned, rendered, assembled nor linked again.

key = sha256(flygen version + the source of every flygen module and template + the toolchain's identity
(route, path, version of assembler and linker) + the kernel's plan-relevant spec fields (name, family,
params)). Hashing the code, not only the version, keeps a development tree from serving stale kernels.
Location: $FLYGEN_CACHE, else ~/.cache/flygen.

Layout v4: `entries/<k[:2]>/<k>` holds `{"key", "entry", "sha256"}`: the manifest entry and the sha256 of
its canonical JSON together with the key; `blobs/<h[:2]>/<h>` holds file contents named by their sha256
(shared between entries). By default outputs restored from the cache are
ordinary, writable copies. With FLYGEN_CACHE_LINKS=1 builds hard-link the read-only blobs into their output
dirs instead (creating a file costs 5-40x a link on the development box, docs/bench.md); such an output is a
read-only link to its blob, and editing it in place would change every other output linked to it. Every
file is written to a temp name in its own directory and renamed, so a concurrent reader sees the old file
or the whole new one, never part of it; the entry goes last, so an entry never names a missing blob.

Nothing read from the cache is trusted (a shared $FLYGEN_CACHE may be written by anyone, a disk may
truncate or flip bits): an entry must be a regular file (not a symlink) whose digest matches its entry and
key, whose entry names the kernel asked for and its files `<name>.s` / `<name>.hsaco` (output paths come
from the spec, never from the cache), whose every field has the type and range a manifest reader relies
on (flygen.build.manifest.check_entry: `"resources": null` is damage, not a traceback later), and whose blobs
are regular files with the recorded sha256; a link placed in an output dir must be the very inode that was
hashed. Anything else is damage: the entry (and a
damaged blob) is moved to `quarantine/`, one line is added to `Cache.warnings`, and the lookup is a miss,
so the kernel is rebuilt and stored again.
"""
from __future__ import annotations

import functools
import glob
import hashlib
import json
import os
import re
import secrets
import stat
from pathlib import Path

from flygen import __version__

LAYOUT = "v4"
_READ_ONLY = 0o444   # blobs are shared by every output dir linked to them: nobody edits one in place
_SHA = re.compile(r"[0-9a-f]{64}")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")   # flygen kernel names are C identifiers: no '/', '..' or NUL


class Damaged(Exception):
    """A cache file that is not what the cache wrote (the message says how)."""


def cache_root() -> Path:
    env = os.environ.get("FLYGEN_CACHE")
    return Path(env) if env else Path.home() / ".cache" / "flygen"


@functools.lru_cache(maxsize=None)
def code_identity() -> str:
    """sha256 over flygen's Python sources and templates (path + content), computed once per process."""
    import flygen
    import flygen.templates as templates
    h = hashlib.sha256(__version__.encode())
    roots = [Path(flygen.__file__).parent, Path(templates.__file__).parent]
    for root in roots:
        for p in sorted(root.rglob("*")):
            if p.suffix in (".py", ".j2") and "__pycache__" not in p.parts:
                h.update(str(p.relative_to(root)).encode() + b"\0" + p.read_bytes() + b"\0")
    return h.hexdigest()


def toolchain_identity(tc) -> dict:
    return {cap: (t.route, t.path, t.version, t.style) if t else None
            for cap, t in (("assemble", tc.assembler), ("link", tc.linker))}


def kernel_key(kspec, tc_identity: dict) -> str:
    doc = {"layout": LAYOUT, "code": code_identity(), "toolchain": tc_identity,
           "kernel": {"name": kspec.name, "family": kspec.family, "params": kspec.params}}
    return hashlib.sha256(json.dumps(doc, sort_keys=True, default=str).encode()).hexdigest()


def write_new(path: str, data: bytes, mode: int = 0o666) -> tuple[int, int]:
    """Create `path` (which must not exist: never write through a link to a blob) with `data`;
    `mode` is masked by the umask like any new file's. Returns the new file's (st_dev, st_ino). An
    OSError names `path`; nothing is left at `path` after one."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        st = os.fstat(fd)
    except OSError as e:   # os.write's errors (ENOSPC, EDQUOT, EIO) name no file: name it
        os.close(fd)
        _unlink_quietly(path)
        raise OSError(e.errno, e.strerror, path) from None
    except BaseException:
        os.close(fd)
        _unlink_quietly(path)
        raise
    os.close(fd)
    return st.st_dev, st.st_ino


def _unlink_quietly(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _write_atomic(path: str, data: bytes, mode: int) -> tuple[int, int]:
    """`data` into a temp file beside `path`, renamed over it; returns its (st_dev, st_ino)."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = f"{path}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
    try:
        ident = write_new(tmp, data, mode)
        os.replace(tmp, path)
        return ident
    except BaseException:
        _unlink_quietly(tmp)
        raise


def _read(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


def _read_regular(path: str) -> tuple[bytes, tuple[int, int]]:
    """The bytes of `path` and its (st_dev, st_ino), if it is a regular file; a symlink, a directory or
    anything else raises Damaged; absence raises FileNotFoundError."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise
    except OSError as e:
        raise Damaged("a symlink" if os.path.islink(path) else f"unreadable ({e.strerror})") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise Damaged("not a regular file")
        chunks = []
        while True:
            b = os.read(fd, 1 << 20)
            if not b:
                break
            chunks.append(b)
        return b"".join(chunks), (st.st_dev, st.st_ino)
    finally:
        os.close(fd)


def entry_digest(key: str, entry: dict) -> str:
    return hashlib.sha256(json.dumps({"key": key, "entry": entry}, sort_keys=True).encode()).hexdigest()


def check_entry(entry, name: str | None = None) -> None:
    """Raise Damaged unless `entry` has the shape the cache relies on: a kernel name that is a C
    identifier (`name` if given), files `<name>.s` / `<name>.hsaco`, two sha256 hex digests."""
    if not isinstance(entry, dict):
        raise Damaged("entry is not an object")
    n = entry.get("name")
    if not isinstance(n, str) or not _NAME.fullmatch(n) or (name is not None and n != name):
        raise Damaged(f"entry names kernel {n!r}" + (f", not {name!r}" if name is not None else ""))
    if entry.get("files") != {"asm": f"{n}.s", "hsaco": f"{n}.hsaco"}:
        raise Damaged(f"entry files {entry.get('files')!r} are not {n}.s / {n}.hsaco")
    sha = entry.get("sha256")
    if not isinstance(sha, dict) or set(sha) != {"asm", "hsaco"} or \
            not all(isinstance(v, str) and _SHA.fullmatch(v) for v in sha.values()):
        raise Damaged("entry sha256 is not two hex digests")
    from flygen.build.manifest import ManifestError, check
    try:   # every field a manifest reader relies on, with its type and range ("resources": null is damage)
        check({"kernels": [entry]}, "entry")
    except ManifestError as e:
        raise Damaged(str(e).removeprefix("entry: kernels[0].").removeprefix("entry: ")) from None


class Cache:
    """Entries and blobs under `<root>/v3` (see the module docstring)."""

    def __init__(self, root: str | os.PathLike | None = None, links: bool | None = None):
        self.root = Path(root) if root else cache_root()
        self.links = os.environ.get("FLYGEN_CACHE_LINKS", "") == "1" if links is None else links
        self._dir = os.path.join(self.root, LAYOUT)   # str joins: pathlib costs ~10 us per lookup
        self.warnings: list[str] = []                 # one line per damaged entry found (and quarantined)
        self._hashed: dict[str, tuple[int, int]] = {}  # blob sha -> (st_dev, st_ino) of the file that was hashed

    def remove_temp_of(self, pids) -> int:
        """Remove the temp files (`_write_atomic`: NAME.PID.TOKEN.tmp) that the processes `pids`, now dead,
        were writing when they were killed; the number removed. Only those PIDs' files: a live writer's temp
        file is its own."""
        removed = 0
        for pid in pids:
            for kind in ("entries", "blobs"):
                for path in glob.glob(os.path.join(glob.escape(self._dir), kind, "*", f"*.{int(pid)}.*.tmp")):
                    try:
                        os.unlink(path)
                        removed += 1
                    except OSError:
                        pass
        return removed

    def entry_path(self, key: str) -> str:
        return os.path.join(self._dir, "entries", key[:2], key)

    def blob_path(self, sha: str) -> str:
        return os.path.join(self._dir, "blobs", sha[:2], sha)

    def get(self, key: str, name: str | None = None) -> tuple[bytes, bytes, dict] | None:
        """(.s bytes, .hsaco bytes, entry), or None if absent or damaged (see the module docstring);
        `name`: the kernel the caller asks for, which the entry must name."""
        path = self.entry_path(key)
        try:
            raw, _ = _read_regular(path)
        except FileNotFoundError:
            return None
        except Damaged as e:
            return self._discard(path, key, name, str(e))
        bad_blob = None
        try:
            try:
                doc = json.loads(raw)
            except ValueError:
                raise Damaged("not JSON (truncated or overwritten)") from None
            if not isinstance(doc, dict) or set(doc) != {"key", "entry", "sha256"}:
                raise Damaged("not a v4 entry")
            entry = doc["entry"]
            if doc["key"] != key or doc["sha256"] != entry_digest(key, entry):
                raise Damaged("entry edited: its digest does not match")
            check_entry(entry, name)
            blobs = []
            for role in ("asm", "hsaco"):
                sha = entry["sha256"][role]
                bad_blob = self.blob_path(sha)
                try:
                    data, ident = _read_regular(bad_blob)
                except FileNotFoundError:
                    bad_blob = None
                    raise Damaged(f"{role} blob {sha[:12]} is missing") from None
                except Damaged as e:
                    raise Damaged(f"{role} blob {sha[:12]}: {e}") from None
                if hashlib.sha256(data).hexdigest() != sha:
                    raise Damaged(f"{role} blob {sha[:12]} does not match its sha256")
                blobs.append(data)
                self._hashed[sha] = ident
        except Damaged as e:
            return self._discard(path, key, name, str(e), bad_blob)
        return blobs[0], blobs[1], entry

    def _discard(self, path: str, key: str, name: str | None, why: str, blob: str | None = None) -> None:
        """Move a damaged entry (and its damaged blob) to quarantine/ and say so once; always a miss."""
        qdir = os.path.join(self._dir, "quarantine")
        moved = []
        for p in (path, blob):
            if p is None:
                continue
            try:
                os.makedirs(qdir, exist_ok=True)
                q = os.path.join(qdir, f"{os.path.basename(p)}.{secrets.token_hex(4)}")
                os.rename(p, q)
                moved.append(q)
            except OSError:    # a read-only cache: the entry stays, and every lookup misses it
                pass
        where = f"quarantined in {qdir}" if moved else "left in place (cannot move it)"
        self.warnings.append(f"cache entry {path}{' (' + name + ')' if name else ''} is damaged: {why}; "
                             f"{where}, rebuilding the kernel")
        return None

    def quarantine_blob(self, sha: str) -> bool:
        """Move blob `sha` to quarantine/ (bytes a rebuild does not reproduce); whether it was moved."""
        try:
            qdir = os.path.join(self._dir, "quarantine")
            os.makedirs(qdir, exist_ok=True)
            os.rename(self.blob_path(sha), os.path.join(qdir, f"{sha}.{secrets.token_hex(4)}"))
        except OSError:
            return False
        self._hashed.pop(sha, None)
        return True

    def put(self, key: str, asm: bytes, hsaco: bytes, entry: dict) -> None:
        """Store the blobs (unless present and intact), then the entry. A read-only or full cache never fails a build."""
        try:
            for data, sha in ((asm, entry["sha256"]["asm"]), (hsaco, entry["sha256"]["hsaco"])):
                if not self._intact(sha):   # a damaged blob is replaced (a new inode: links to it keep theirs)
                    self._hashed[sha] = _write_atomic(self.blob_path(sha), data, _READ_ONLY)
            doc = {"key": key, "entry": entry, "sha256": entry_digest(key, entry)}
            _write_atomic(self.entry_path(key), json.dumps(doc, sort_keys=True).encode(), 0o666)
        except OSError:
            pass

    def _intact(self, sha: str) -> bool:
        try:
            data, ident = _read_regular(self.blob_path(sha))
        except (OSError, Damaged):
            return False
        if hashlib.sha256(data).hexdigest() != sha:
            return False
        self._hashed[sha] = ident
        return True

    def restore(self, key: str, dest: str) -> dict | None:
        """Place the entry's `.s` and `.hsaco` in directory `dest` under the names the entry gives;
        returns the entry, or None on a miss (nothing placed)."""
        hit = self.get(key)
        if hit is None:
            return None
        self.place(hit[2], dest, hit[0], hit[1])
        return hit[2]

    def place(self, entry: dict, dest: str, asm: bytes, hsaco: bytes) -> None:
        """Write the entry's files into `dest` (or, with `links`, hard-link its blobs there; where linking
        fails — another file system, no blob because the cache is read-only — write copies). The caller
        vouches that the bytes are the entry's (hashed by `get`, or just built)."""
        for role, data in (("asm", asm), ("hsaco", hsaco)):
            self.place_one(entry, role, dest, data)

    def place_one(self, entry: dict, role: str, dest: str, data: bytes) -> None:
        """`place` for one of the entry's files ("asm" or "hsaco")."""
        target = os.path.join(dest, entry["files"][role])
        sha = entry["sha256"][role]
        if not self.links or sha not in self._hashed:   # link only a blob this process has hashed
            write_new(target, data)
            return
        try:
            os.link(self.blob_path(sha), target)
            st = os.lstat(target)
        except OSError:
            write_new(target, data)
            return
        if (st.st_dev, st.st_ino) != self._hashed[sha] or not stat.S_ISREG(st.st_mode):
            os.unlink(target)   # the blob was swapped after it was hashed: write what was hashed
            write_new(target, data)
