"""A flygen attention launch's global traffic from its own workgroup order: requested, L2-fill and HBM bytes.
MODELED (issue 27: the kernel's workgroup-to-tile mapping for L2 / MALL reuse, as the GEMMs' traversal model in
flygen.model.run has; before it every K/V byte of an attention launch counted as an HBM byte).

    traffic(params, sizes, grid, resident) -> Traffic | None

Which (batch, q head, q tile, KV split) a hardware workgroup id computes is the plan's: grid x = q tile x splits
+ split, y = q head, z = batch, or with wg_remap xcd x = the slot its `xcd_head_order` layout maps to a q head
and y = q tile x splits + split (flygen.plan.attention); id = x + gx (y + gy z) goes to XCD id % 8
(limits.xcd_of). The KV tiles a workgroup walks are the plan's law (geometry.kv_tiles). Rules:
- requested: every workgroup's Q tile, its KV tiles' K and V (32 keys each, including a last tile's keys past
  seqlen_k, which its lanes still request) and the tiles its pipeline prefetches past its walk
  (Geometry.tiles_ahead), its whole O tile (and LSE rows; a last q tile's rows past seqlen_q issue too) -- what
  the trace of the kernel counts per workgroup;
- a dispatch pass is `cus x resident` consecutive ids running together (as the GEMMs' model). In one pass, the
  workgroups of one XCD that read one KV head walk its KV tiles in the same order at about the same time, so
  that XCD's L2 fetches each K/V line once per pass: the union of their tile ranges, prefetch included (keys
  past seqlen_k are not fetched: the buffer's num_records drops them). Q and O are each workgroup's own (no reuse);
- HBM: Q, K, V once (plus O) when they fit the MALL together; else, per pass, each K/V line once device-wide
  (the XCDs of one pass that read a head's K/V read it at about the same time, so the memory-attached MALL
  serves all but the first), plus Q and O. The GEMMs' model takes HBM = L2 fill in that case (no MALL reuse
  between XCDs): the attention launches' working sets are whole heads, read by many XCDs at once in the stock
  order, where that would overcount HBM by up to the 8 XCDs;
- not modeled (None: the caller falls back to its no-reuse rule and says so): varlen batches (the sequence
  lengths are in a device buffer the model does not read) and a bias tensor (a per-score stream).
Assumed, and said in `how`: workgroups of one pass stay in step (uniform work per q tile; causal and windowed
launches are not uniform, so their fill is only as good as that), and the L2 holds the in-step K/V tiles.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.isa import limits


@dataclass(frozen=True)
class Traffic:
    requested: float          # bytes every workgroup requests (loads and stores), summed over the launch
    fill: float               # of them, L2 misses (from the MALL or HBM)
    hbm: float                # of them, HBM bytes
    how: str


@dataclass(frozen=True)
class _Walks:
    """Per workgroup id of a launch: what it computes and the KV tiles [first, end) it walks."""
    ids: np.ndarray
    qt: np.ndarray            # q tile
    head: np.ndarray          # q head
    z: np.ndarray             # batch
    first: np.ndarray
    end: np.ndarray


def _walks(g, sq: int, sk: int, grid, ids=None) -> _Walks:
    """The plan's workgroup order (module docstring) for ids (default: every workgroup of `grid`)."""
    from flygen.plan.attention.geometry import kv_tiles
    from flygen.plan.attention.program import head_order
    gx, gy, gz = (int(v) for v in grid)
    ids = np.arange(gx * gy * gz, dtype=np.int64) if ids is None else np.asarray(ids, np.int64)
    x, y, z = ids % gx, (ids // gx) % gy, ids // (gx * gy)
    if g.xcd:
        order = head_order(g)
        head, wt = np.array([order(int(s)) for s in range(gx)], np.int64)[x], y
    else:
        head, wt = y, x
    shift = g.splits.bit_length() - 1
    qt, split = wt >> shift, wt & (g.splits - 1)
    ranges = {(int(a), int(s)): kv_tiles(g, int(a), sq, sk, int(s)) for a in np.unique(qt) for s in range(g.splits)}
    first = np.array([ranges[(int(a), int(s))][0] for a, s in zip(qt, split)], np.int64)
    end = np.array([ranges[(int(a), int(s))][1] for a, s in zip(qt, split)], np.int64)
    return _Walks(ids, qt, head, z, first, end)


def _requested(g, sq: int, wk: _Walks, lanes: bool = True) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per workgroup: bytes of its Q tile, of its O tile (and LSE rows) out, of its KV tiles' K and V. `lanes`:
    as requested (a last q tile's rows past seqlen_q too: their lanes load 0 and store nothing, but issue), else
    only the rows that exist (what memory serves)."""
    from flygen.spec.attention import KV_TILE
    rows = np.clip(sq - wk.qt * g.tile_q, 0, g.tile_q)
    rows = np.where(rows > 0, g.tile_q, 0) if lanes else rows
    return (rows * g.d * g.esize, rows * g.d * g.o_esize + (rows * 4 if g.writes_lse else 0),
            _loaded(g, wk) * 2 * KV_TILE * g.d * g.esize)


def _loaded(g, wk: _Walks) -> np.ndarray:
    """KV tiles each workgroup loads: its walk, plus the pipeline's prefetch past it when it walks any."""
    trips = wk.end - wk.first
    return np.where(trips > 0, trips + g.tiles_ahead, 0)


def requested_per_workgroup(prm: dict, sizes: dict, grid, ids) -> np.ndarray:
    """Global bytes workgroups `ids` request (what the trace counts: tests/test_model_attention.py)."""
    from flygen.plan.attention.geometry import geometry
    g = geometry(prm)
    q, o, kv = _requested(g, int(sizes["seqlen_q"]), _walks(g, int(sizes["seqlen_q"]), int(sizes["seqlen_k"]), grid, ids))
    return q + o + kv


def traffic(prm: dict, sizes: dict, grid, resident: int) -> Traffic | None:
    from flygen.plan.attention.geometry import geometry
    from flygen.model.params import p
    from flygen.spec.attention import KV_TILE
    g = geometry(prm)
    if g.varlen or g.bias:
        return None
    B, sq, sk = int(sizes["batch"]), int(sizes["seqlen_q"]), int(sizes["seqlen_k"])
    wk = _walks(g, sq, sk, grid)
    ids, qt, head, z, first, end = wk.ids, wk.qt, wk.head, wk.z, wk.first, wk.end
    requested = float(sum(x.sum() for x in _requested(g, sq, wk)))
    q_in, out, _ = _requested(g, sq, wk, lanes=False)
    own = q_in + out
    # one pass, one XCD, one (batch, kv head): the union of the tile ranges, keys clamped to seqlen_k
    per_round = int(p("cus")) * resident
    xcds = limits.XCDS
    kvh = head // g.group
    walks = end > first
    key = ((ids // per_round) * xcds + limits.xcd_of(ids)) * (B * g.hkv) + z * g.hkv + kvh

    def union_bytes(k):
        u, inv = np.unique(k[walks], return_inverse=True)
        lo = np.full(u.size, np.iinfo(np.int64).max)
        hi = np.zeros(u.size, np.int64)
        np.minimum.at(lo, inv, first[walks] * KV_TILE)
        np.maximum.at(hi, inv, np.minimum((end[walks] + g.tiles_ahead) * KV_TILE, sk))
        return float(np.maximum(hi - lo, 0).sum()) * 2 * g.d * g.esize
    own_bytes = float(own.sum())
    fill = own_bytes + union_bytes(key)
    q_kv = B * g.d * g.esize * (sq * g.hq + 2 * sk * g.hkv)
    if q_kv <= p("mall_bytes"):
        hbm, mall = q_kv + float(out.sum()), True
    else:
        hbm, mall = own_bytes + union_bytes((ids // per_round) * (B * g.hkv) + z * g.hkv + kvh), False
    how = ("attention order: " + ("wg_remap xcd (heads blocked per XCD)" if g.xcd else "q tiles x, heads y")
           + f"; K/V fetched once per pass of {per_round} workgroups per XCD and kv head (the in-step tiles' union)"
           + ("; Q, K, V fit the MALL: HBM reads each once" if mall else
              "; HBM: K/V once per pass device-wide (the MALL serves the other XCDs)"))
    return Traffic(requested, min(fill, requested), min(hbm, fill), how)


TRACE_TRIPS = (64, 128)       # KV tiles per workgroup of the two short traces: well past the prologue's transient
                              # (a few tiles in flight), and 64 trips apart (docs/model.md §2 gives the error)
TRACE_ABOVE = 2 * TRACE_TRIPS[1]   # a launch walking more tiles than this is extrapolated; shorter ones traced


def trace_points(prm: dict, sizes: dict, grid, ids):
    """((sizes_a, trips_a), (sizes_b, trips_b), trips, what, ids) to trace workgroups `ids` at two short KV walks
    and extrapolate (flygen.model.profile.extrapolate) to `trips`, the launch's mean over its workgroups; None
    otherwise (traced at the launch's sizes). Each trip is one KV tile's loop body, so a workgroup's profile is
    linear in its trips; the traces keep the launch's seqlen_q and batch, so its grid and traced ids.
    - Every workgroup walks ceil(seqlen_k / 32) tiles (no mask window, no KV splits): traced at seqlen_k =
      32 x TRACE_TRIPS, when the launch walks more than TRACE_ABOVE.
    - A causal (right-window-only) launch: its workgroups walk different numbers of tiles, those the dispatcher
      hands out as CUs free up, so the busiest CU runs about the mean walk (the masked diagonal tiles, the same
      number in each q tile, included). The traced workgroups are the first ones of the first traced id's q
      tile when the CU's own ids (i x 256) hold other q tiles (other heads or batches walk the same tiles), and
      that q tile gets a walk of TRACE_TRIPS tiles by moving the diagonal: seqlen_k = seqlen_q + off.
    Varlen sequences, a left window and KV splits: None."""
    from flygen.plan.attention.geometry import geometry
    from flygen.spec.attention import KV_TILE
    g = geometry(prm)
    if g.varlen or g.win_left or g.splits > 1:
        return None
    sq, sk = int(sizes["seqlen_q"]), int(sizes["seqlen_k"])
    if not g.win_right:
        trips = -(-sk // KV_TILE)
        if trips <= TRACE_ABOVE:
            return None
        return tuple(({**sizes, "seqlen_k": t * KV_TILE}, t) for t in TRACE_TRIPS) + (trips, "KV tiles", list(ids))
    wk = _walks(g, sq, sk, grid)
    mean = float(np.mean(wk.end - wk.first))
    qt0 = int(wk.qt[int(ids[0])])
    if not np.all(wk.qt[np.asarray(ids, np.int64)] == qt0):
        ids = [int(i) for i in np.flatnonzero(wk.qt == qt0)[:len(ids)]]
    # the traced q tile's last row, i = (qt0 + 1) tile_q - 1 (a full tile), sees keys j <= i + off + M - 1
    points = []
    for t in TRACE_TRIPS:
        off = KV_TILE * t - (qt0 + 1) * g.tile_q - g.win_right + 1
        at_sk = sq + off
        if at_sk < 1 or (qt0 + 1) * g.tile_q > sq:
            return None
        w = _walks(g, sq, at_sk, grid, ids)
        if not (np.all(w.first == 0) and np.all(w.end == t)):
            return None
        points.append(({**sizes, "seqlen_k": at_sk}, t))
    return (*points, round(mean, 3), "KV tiles (the launch's mean walk)", ids)
