"""Content-addressed build cache: kernel key -> (.s, .hsaco, manifest entry), so unchanged kernels are
neither planned, rendered, assembled nor linked again.

key = sha256(flygen version + the source of every flygen module and template + the toolchain's identity
(route, path, version of assembler and linker) + the kernel's plan-relevant spec fields (name, family,
params)). Hashing the code, not only the version, keeps a development tree from serving stale kernels.
Location: $FLYGEN_CACHE, else ~/.cache/flygen. One file per entry (one atomic write: temp file +
rename), checked against its recorded sha256 when read; a damaged entry is a miss.
"""
from __future__ import annotations

import functools
import hashlib
import json
import os
import struct
import tempfile
from pathlib import Path

from flygen import __version__

LAYOUT = "v2"
_HEAD = struct.Struct("<8sQQQ")   # magic, then byte lengths of the entry JSON, the .s, the .hsaco
_MAGIC = b"flygenc2"


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


def _write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


class Cache:
    """A directory of entries `<root>/v2/<k[:2]>/<k>`: header, entry JSON, .s bytes, .hsaco bytes."""

    def __init__(self, root: str | os.PathLike | None = None):
        self.root = Path(root) if root else cache_root()
        self._dir = os.path.join(self.root, LAYOUT)   # str joins: pathlib costs ~10 us per lookup

    def _path(self, key: str) -> Path:
        return Path(self._dir, key[:2], key)

    def get(self, key: str) -> tuple[bytes, bytes, dict] | None:
        try:
            with open(os.path.join(self._dir, key[:2], key), "rb") as f:
                blob = f.read()
            magic, n_entry, n_asm, n_hsaco = _HEAD.unpack_from(blob)
            if magic != _MAGIC or len(blob) != _HEAD.size + n_entry + n_asm + n_hsaco:
                return None
            at = _HEAD.size + n_entry
            entry = json.loads(blob[_HEAD.size:at])
            asm, hsaco = blob[at:at + n_asm], blob[at + n_asm:]
            sha = entry.get("sha256", {})
        except (OSError, ValueError, struct.error, AttributeError):
            return None
        if (hashlib.sha256(asm).hexdigest() != sha.get("asm")
                or hashlib.sha256(hsaco).hexdigest() != sha.get("hsaco")):
            return None
        return asm, hsaco, entry

    def put(self, key: str, asm: bytes, hsaco: bytes, entry: dict) -> None:
        meta = json.dumps(entry, sort_keys=True).encode()
        try:
            _write_atomic(self._path(key), _HEAD.pack(_MAGIC, len(meta), len(asm), len(hsaco)) + meta + asm + hsaco)
        except OSError:
            pass   # a read-only or full cache never fails a build
