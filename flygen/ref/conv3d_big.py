"""The `flygen verify --big` reference for conv3d kernels whose input is over 2 GB (docs/conv3d.md, "Verifying
inputs over 2 GB"): a few representative M tiles, each launched alone, with only the x window its outputs read
materialised and a float64 reference over just its rows, so memory and time are O(the checked tiles).

Tiles (`pick_tiles`): the first (V# base = x), for every multiple B of 2^31 inside x the first and
the last tile whose x window crosses B (reads on both sides of B from one rebased V#) and the first whose
window starts at or past it (the V# base itself past B: offsets a 32-bit buffer offset from x could not reach;
past 2^32 the carry into the high address word), and the last tile (ragged rows, back padding, num_records = the bytes left). x is made slice by slice (one (n, d) slice
of H·W·C from its own seeded generator), so every tile sees the same tensor whichever tiles are checked;
every byte of x outside the window is 0xFF (NaN in bf16 and fp8): a read outside it shows in the result.
"""
from __future__ import annotations

import numpy as np

from flygen.errors import FlygenError
from flygen.ref.case import Case, Check
from flygen.ref.conv3d import GUARD, SENTINEL_BF16, col_scale, finish, kernel_args, m_tiles, make_weights, make_x
from flygen.ref.gemm import np_type
from flygen.runtime.sparse import SparseBuffer
from flygen.spec.conv3d import out_shape, splits

BOUNDARY = 1 << 31
POISON = 0xFF
GUARD_ROWS = 16            # y rows on each side of a tile that must keep their sentinel bits


def slice_bytes(p: dict) -> int:
    return p["h"] * p["w"] * p["c"] * np.dtype(np_type(p["dtype"])).itemsize


def x_bytes(p: dict) -> int:
    return p["n"] * p["d"] * slice_bytes(p)


def check_big(p: dict) -> None:
    if splits(p) > 1:
        raise FlygenError(f"--big launches single M tiles (m_tile0) of one kernel; a split-K kernel (split_k "
                          f"{splits(p)}) is a pair without m_tile0: verify it without --big")
    size = x_bytes(p)
    if size <= BOUNDARY:
        raise FlygenError(f"--big: x is {size} bytes (n·d·h·w·c·esize), not over 2 GB (2^31 = {BOUNDARY}); "
                          "verify it without --big")


def rows(p: dict, tile: int) -> tuple[int, int]:
    """Output pixels [m0, m1) of M tile `tile`."""
    do, ho, wo = out_shape(p)
    m = p["n"] * do * ho * wo
    return tile * p["tile_m"], min((tile + 1) * p["tile_m"], m)


def _coords(p: dict, tile: int):
    do, ho, wo = out_shape(p)
    m0, m1 = rows(p, tile)
    return np.unravel_index(np.arange(m0, m1), (p["n"], do, ho, wo))


def window(p: dict, tile: int) -> tuple[int, int]:
    """Slices [q_lo, q_hi) of x (q = n·D + d) that tile's output pixels read ((0, 0) if none)."""
    n, od, _, _ = _coords(p, tile)
    d = od[:, None] * p["stride"][0] - p["padding"][0] + np.arange(p["t"])[None, :] * p["dilation"][0]
    q = (n[:, None] * p["d"] + d)[(d >= 0) & (d < p["d"])]
    return (int(q.min()), int(q.max()) + 1) if q.size else (0, 0)


def _first(lo: int, hi: int, pred) -> int:
    """The smallest t in [lo, hi) with pred(t) (pred monotone), else hi."""
    while lo < hi:
        mid = (lo + hi) // 2
        lo, hi = (lo, mid) if pred(mid) else (mid + 1, hi)
    return lo


def pick_tiles(p: dict) -> list[tuple[int, str]]:
    """[(tile, why)] in tile order (module docstring). Windows only move forward with the tile, so the
    crossing tiles of a boundary are found by bisection."""
    tiles, sb, size = m_tiles(p), slice_bytes(p), x_bytes(p)
    why: dict[int, list[str]] = {0: ["first tile (V# base = x)"]}
    for j in range(1, -(-size // BOUNDARY)):
        b = j * BOUNDARY
        f = _first(0, tiles, lambda t: window(p, t)[1] * sb > b)          # first window ending past b
        l_ = _first(0, tiles, lambda t: window(p, t)[0] * sb >= b) - 1    # last window starting before b
        if f <= l_:
            why.setdefault(f, []).append(f"first tile whose x window crosses {j}·2^31")
            why.setdefault(l_, []).append(f"last tile whose x window crosses {j}·2^31")
        elif f < tiles:
            why.setdefault(f, []).append(f"first tile past {j}·2^31 (no window crosses it)")
        if l_ + 1 < tiles:
            why.setdefault(l_ + 1, []).append(f"first tile whose x window starts at or past {j}·2^31 (V# base "
                                              f"{'past 4 GiB: the carry into the high word' if j > 1 else 'past 2 GiB'})")
    m0, m1 = rows(p, tiles - 1)
    ragged = f"ragged: {m1 - m0} of {p['tile_m']} rows; " if m1 - m0 < p["tile_m"] else ""
    why.setdefault(tiles - 1, []).append(f"last tile ({ragged}reads up to x's end, num_records = the bytes left)")
    return [(t, "; ".join(why[t])) for t in sorted(why)]


def tile_case(p: dict, tile: int, seed: int) -> Case:
    """The case of M tile `tile` launched alone (m_tile0 = tile, one workgroup row): x a SparseBuffer holding
    its window, y one holding its rows and GUARD_ROWS sentinel rows on each side (and y's tail guard)."""
    dt = np_type(p["dtype"])
    w, ws, xs, bias = make_weights(p, np.random.default_rng(seed))
    q_lo, q_hi = window(p, tile)
    shape = (p["h"], p["w"], p["c"])
    xw = np.stack([make_x(p, np.random.default_rng([seed, q]), shape) for q in range(q_lo, q_hi)]) \
        if q_hi > q_lo else np.zeros((0, *shape), dt)
    x = SparseBuffer(x_bytes(p), q_lo * slice_bytes(p), xw, POISON)

    # float64 reference over this tile's rows only: gather each tap's pixels from the window
    n, od, oh, ow = _coords(p, tile)
    st, pd, dl = p["stride"], p["padding"], p["dilation"]
    k = p["k"]
    acc, mag = np.zeros((n.size, k)), np.zeros((n.size, k))
    x64, w64 = xw.astype(np.float64), w.astype(np.float64)
    for t in range(p["t"]):
        for r in range(p["r"]):
            for s in range(p["s"]):
                d, h, ww = od * st[0] - pd[0] + t * dl[0], oh * st[1] - pd[1] + r * dl[1], ow * st[2] - pd[2] + s * dl[2]
                ok = (d >= 0) & (d < p["d"]) & (h >= 0) & (h < p["h"]) & (ww >= 0) & (ww < p["w"])
                g = np.zeros((n.size, p["c"]))
                g[ok] = x64[(n * p["d"] + d)[ok] - q_lo, h[ok], ww[ok]]
                acc += g @ w64[:, t, r, s, :].T
                mag += np.abs(g) @ np.abs(w64[:, t, r, s, :]).T
    want, bnd = finish(acc, mag, p["t"] * p["r"] * p["s"] * p["c"], col_scale(ws, xs),
                       None if bias is None else bias.astype(np.float64), p["activation"])

    do, ho, wo = out_shape(p)
    m_all = p["n"] * do * ho * wo
    m0, m1 = rows(p, tile)
    r_a, r_b = max(0, m0 - GUARD_ROWS), min(m_all, m1 + GUARD_ROWS)
    tail = GUARD if r_b == m_all else 0
    yw = np.full((r_b - r_a) * k + tail, SENTINEL_BF16, np.uint16).view(np_type("bf16"))
    y = SparseBuffer((m_all * k + GUARD) * 2, r_a * k * 2, yw)
    lead, count = (m0 - r_a) * k, (m1 - r_a) * k
    checks = [Check(arg="y", dtype=np_type("bf16"), count=count,
                    expected=np.concatenate([np.full(lead, np.nan), want.reshape(-1)]),
                    atol=np.concatenate([np.zeros(lead), bnd.reshape(-1)]), guard=yw[count:].copy(),
                    shape=(m1 - r_a, k))]
    if lead:    # bit for bit, as make_case: a store into an earlier row must not hide behind the NaN compare
        checks.append(Check(arg="y", dtype=np.uint16, count=lead, expected=np.full(lead, float(SENTINEL_BF16)),
                            atol=0.0))
    return Case(args=kernel_args(p, x, w, ws, xs, bias, y, tile), sizes={"m_tile0": tile}, checks=checks,
                note=f"M tile {tile}: rows [{m0}, {m1}), x slices [{q_lo}, {q_hi}) = bytes "
                     f"[{q_lo * slice_bytes(p)}, {q_hi * slice_bytes(p)})",
                extra={"rows": [m0, m1], "x_bytes": [q_lo * slice_bytes(p), q_hi * slice_bytes(p)],
                       "materialised": int(xw.nbytes + yw.nbytes)})
