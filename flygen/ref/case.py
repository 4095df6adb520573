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


def round_up(n: int, m: int) -> int:
    return -(-n // m) * m


def side_by_side(cases: list[Case], inputs: dict[str, int], out: str, per_batch: tuple[str, ...],
                 pad: int) -> Case:
    """One batched launch holding `cases` (independent cases of the unbatched kernel) side by side. Each input
    (name -> bytes per element) of every case is followed by `pad` elements, its stride rounded up to whole 16 B (a
    launch limit: batches start aligned) and passed as `stride_<name>`; the per-batch vectors `per_batch` (scales,
    bias) are concatenated. The output gets 2 x `pad` elements of its sentinel after each matrix -- unlike the
    inputs' padding, so a swapped stride shows -- and one check over all of it: the padding expects NaN with bound
    0, so a store there fails."""
    c0, ch = cases[0], cases[0].checks[0]
    args = dict(c0.args)
    for x, esz in inputs.items():
        size = c0.args[x].nbytes // esz
        stride = round_up(size + pad, 16 // esz)
        gap = np.zeros((stride - size) * esz, np.uint8).view(c0.args[x].dtype)
        args[x] = np.concatenate([np.concatenate([c.args[x].reshape(-1), gap]) for c in cases])
        args[f"stride_{x.lower()}"] = np.uint64(stride)
    for x in per_batch:
        if x in c0.args:
            args[x] = np.concatenate([c.args[x] for c in cases])
    n_c, c = ch.count, c0.args[out]
    stride_c = round_up(n_c + 2 * pad, 16 // c.itemsize)
    sentinel = np.full(stride_c - n_c, c[n_c])
    args[out] = np.concatenate([np.concatenate([k.args[out][:n_c], sentinel]) for k in cases] + [c[n_c:]])
    args["stride_c"] = np.uint64(stride_c)
    nan, zero = np.full(stride_c - n_c, np.nan), np.zeros(stride_c - n_c)
    want = np.concatenate([np.concatenate([k.checks[0].expected, nan]) for k in cases])
    atol = np.concatenate([np.concatenate([np.broadcast_to(k.checks[0].atol, (n_c,)), zero]) for k in cases])
    strides = ", ".join(str(int(args[f"stride_{x.lower()}"])) for x in inputs)
    return Case(args=args, sizes={**c0.sizes, "batch": len(cases)},
                checks=[Check(out, ch.dtype, len(cases) * stride_c, want, atol, c[n_c:].copy(), (len(cases), stride_c))],
                note=f"batch={len(cases)} (strides {strides}, {stride_c}), {c0.note}")
