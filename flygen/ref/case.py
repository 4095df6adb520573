"""A verification case: kernel arguments, launch sizes, and what each output must equal."""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from flygen.errors import FlygenError


@dataclass
class Check:
    arg: str                  # output argument name (a buffer the kernel writes)
    dtype: object             # numpy dtype of its elements
    count: int                # elements that must match `expected` (the first `count`)
    expected: np.ndarray      # reference values (float64 or exact ints)
    atol: np.ndarray | float  # per-element bound derived from the formats (see the family's ref module)
    guard: np.ndarray | None = None   # elements after `count` that must be left bit-identical
    shape: tuple | None = None        # view of the first `count` elements (for reports)


@dataclass
class Case:
    args: dict                # name -> numpy array (uploaded) or numpy scalar (by value)
    sizes: dict               # runtime sizes for the launch grid
    checks: list[Check]
    note: str = ""
    extra: dict = field(default_factory=dict)


def runtime_size(sizes: dict, key: str, default: int, lo: int = 1) -> int:
    """sizes[key] (or default) as an int >= lo. A zero-size problem launches no workgroup (the emulator, like
    a HIP launch, refuses an empty grid) and numpy refs cannot build its arrays: reject it here, by name,
    instead of failing later with a ValueError traceback."""
    v = sizes.get(key, default)
    if isinstance(v, bool) or int(v) != v or int(v) < lo:
        raise FlygenError(f"runtime size {key} must be an integer >= {lo}, got {v!r}")
    return int(v)


def ragged(tile: int, tiles: int = 2) -> int:
    """A size of `tiles` tiles of `tile`, the last one ragged and odd (half a tile plus one), so a run covers
    the workgroup-id -> tile mapping, a partial tile and an edge no vector width divides."""
    return (tiles - 1) * tile + tile // 2 + 1


def gemm_tiles(p: dict, across: int = 1) -> int:
    """M tiles of a GEMM run that exercises its workgroup order: 2, or a whole group_m group plus a short tail
    group, and more workgroups than XCDs (`across` tiles per M tile elsewhere) when wg_remap is xcd."""
    from flygen.isa.limits import XCDS
    tiles = max(2, int(p.get("group_m", 1)) + 1)
    if p.get("wg_remap", "none") != "none":
        tiles = max(tiles, -(-(XCDS + 1) // across))
    return tiles


class ReadSizes(dict):
    """Runtime sizes that remember which names the references asked for (a --shape name no reference reads is
    an error: flygen.check.verify, flygen.runtime.run)."""

    def __init__(self, sizes):
        super().__init__(sizes)
        self.read: set = set()

    def get(self, key, default=None):
        self.read.add(key)
        return super().get(key, default)

    def __getitem__(self, key):
        self.read.add(key)
        return super().__getitem__(key)
