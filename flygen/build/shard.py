"""Shards: a deterministic partition of kernels (or verify cases) into N parts by a stable hash of each one's
identity, so `--shard I/N` on N machines covers every kernel exactly once, whatever order the specs list them in.

shard_of(identity, n) = 1 + (first 8 bytes of sha256(identity), big-endian) mod n. A kernel's identity is its
name (unique in a build, and what its output files are named by); a verify case's is name, runtime sizes and
seed. Adding or reordering kernels never moves another kernel to a different shard.
"""
from __future__ import annotations

import hashlib
import json

from flygen.errors import FlygenError


def parse_shard(text: str) -> tuple[int, int]:
    """"I/N" -> (I, N) with 1 <= I <= N."""
    i, sep, n = str(text).strip().partition("/")
    if not sep or not i.strip().isdigit() or not n.strip().isdigit() or len(text) > 40:
        raise FlygenError(f"--shard expects I/N (e.g. 2/3: the second of 3 shards), got {text!r}")
    i, n = int(i), int(n)
    if n < 1 or not 1 <= i <= n:
        raise FlygenError(f"--shard {text}: I must be 1..N and N at least 1")
    return i, n


def shard_of(identity: str, n: int) -> int:
    """The shard (1..n) that `identity` belongs to."""
    return 1 + int.from_bytes(hashlib.sha256(identity.encode()).digest()[:8], "big") % n


def case_identity(name: str, sizes: dict | None, seed: int) -> str:
    """A verify case's identity: kernel name, runtime sizes (sorted) and seed."""
    return json.dumps([name, sorted((sizes or {}).items()), seed])


def pick(identities: list[str], shard: tuple[int, int] | None) -> list[int]:
    """Positions (in input order) of the identities that belong to `shard`; all of them for None."""
    if shard is None:
        return list(range(len(identities)))
    i, n = shard
    return [p for p, ident in enumerate(identities) if shard_of(ident, n) == i]


def set_digest(docs: list) -> str:
    """sha256 of the whole (unsharded) list, in order: shards of one build carry the same digest."""
    return hashlib.sha256(json.dumps(docs, sort_keys=True, default=str).encode()).hexdigest()
