"""Content-addressed build cache: kernel key -> (.s, .hsaco, manifest entry), so unchanged kernels are
neither planned, rendered, assembled nor linked again.

key = sha256(flygen version + the source of every flygen module and template + the toolchain's identity
(route, path, version of assembler and linker) + the kernel's plan-relevant spec fields (name, family,
params)). Hashing the code, not only the version, keeps a development tree from serving stale kernels.
Location: $FLYGEN_CACHE, else ~/.cache/flygen.

Layout v3: `entries/<k[:2]>/<k>` holds the manifest entry as JSON; `blobs/<h[:2]>/<h>` holds file
contents named by their sha256 (shared between entries). By default outputs restored from the cache are
ordinary, writable copies. With FLYGEN_CACHE_LINKS=1 builds hard-link the read-only blobs into their output
dirs instead (creating a file costs 5-40x a link on the development box, docs/bench.md); such an output is a
read-only link to its blob, and editing it in place would change every other output linked to it. Every
file is written to a temp name and renamed; the entry goes last, so an entry never names a missing
blob. A blob is hashed when read: a damaged or missing blob makes its entry a miss.
"""
from __future__ import annotations

import functools
import hashlib
import json
import os
import secrets
from pathlib import Path

from flygen import __version__

LAYOUT = "v3"
_READ_ONLY = 0o444   # blobs are shared by every output dir linked to them: nobody edits one in place


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


def write_new(path: str, data: bytes, mode: int = 0o666) -> None:
    """Create `path` (which must not exist: never write through a link to a blob) with `data`;
    `mode` is masked by the umask like any new file's."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    finally:
        os.close(fd)


def _write_atomic(path: str, data: bytes, mode: int) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = f"{path}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
    try:
        write_new(tmp, data, mode)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _read(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


class Cache:
    """Entries and blobs under `<root>/v3` (see the module docstring)."""

    def __init__(self, root: str | os.PathLike | None = None, links: bool | None = None):
        self.root = Path(root) if root else cache_root()
        self.links = os.environ.get("FLYGEN_CACHE_LINKS", "") == "1" if links is None else links
        self._dir = os.path.join(self.root, LAYOUT)   # str joins: pathlib costs ~10 us per lookup

    def entry_path(self, key: str) -> str:
        return os.path.join(self._dir, "entries", key[:2], key)

    def blob_path(self, sha: str) -> str:
        return os.path.join(self._dir, "blobs", sha[:2], sha)

    def get(self, key: str) -> tuple[bytes, bytes, dict] | None:
        """(.s bytes, .hsaco bytes, entry), or None if absent or damaged."""
        try:
            entry = json.loads(_read(self.entry_path(key)))
            sha = entry["sha256"]
            asm, hsaco = _read(self.blob_path(sha["asm"])), _read(self.blob_path(sha["hsaco"]))
        except (OSError, ValueError, KeyError, TypeError):
            return None
        if hashlib.sha256(asm).hexdigest() != sha["asm"] or hashlib.sha256(hsaco).hexdigest() != sha["hsaco"]:
            return None
        return asm, hsaco, entry

    def put(self, key: str, asm: bytes, hsaco: bytes, entry: dict) -> None:
        """Store the blobs (unless present and intact), then the entry. A read-only or full cache never fails a build."""
        try:
            for data, sha in ((asm, entry["sha256"]["asm"]), (hsaco, entry["sha256"]["hsaco"])):
                if not self._intact(sha):   # a damaged blob is replaced (a new inode: links to it keep theirs)
                    _write_atomic(self.blob_path(sha), data, _READ_ONLY)
            _write_atomic(self.entry_path(key), json.dumps(entry, sort_keys=True).encode(), 0o666)
        except OSError:
            pass

    def _intact(self, sha: str) -> bool:
        try:
            return hashlib.sha256(_read(self.blob_path(sha))).hexdigest() == sha
        except OSError:
            return False

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
        if not self.links:
            write_new(target, data)
            return
        try:
            os.link(self.blob_path(entry["sha256"][role]), target)
        except OSError:
            write_new(target, data)
