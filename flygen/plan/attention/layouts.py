"""Stage 2 of the attention planner: every address, from the layout algebra (units: bytes).

    QT   = (32 rows, D) : (row_q, 2)      one wave's Q rows in global memory (from the Q V# + the q-tile soffset)
    KT   = (32 keys, D) : (pitch, 2)      the K tile in LDS (V the same at lds_v)
    G, L = (D/8, 32) : (16, row_kv), (16, pitch)     16-byte chunks of a KV tile: global / LDS
    W    = (threads, J) : (1, threads)    copy work: thread t moves chunks t + threads j
    OT   = (32 d, 32 rows) : (2, row_q)   one O^T accumulator block in global memory

and the MFMA atom's (lane, value) layouts (flygen.isa.mfma) composed with them:

    q fragment   = QT o b_tv  (+ wave: 32 rows, + k step: 16 columns)      buffer_load_dwordx4, once
    k fragment   = KT o a_tv  (+ k step)                                    ds_read_b128
    copy         = G o W, L o W                                             buffer_load_dwordx4 / ds_write_b128
    o store      = OT o c_tv  (+ wave, + d block)                           buffer_store_dwordx2 of 4 values
    key / row    = the C layout's row (key) and column (query row) of each accumulator

V^T fragments (A of O^T = V^T P^T) are read with ds_read_b64_tr_b16. P^T (B) is the S^T accumulators as they
are: B value i of lane l is accumulator 8 s + i, whose key is sigma(k) for B's k = 8 (l / 32) + i, so A must
hold V^T[m, sigma(k)]; with the transpose read's lane map that is the layout `v_read` below, and `_check_v`
recomputes every (lane, element) from the atom's A / C tables and the read's lane map (flygen.isa.memops).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.isa.memops import tr_read_sources
from flygen.isa.mfma import lane_map
from flygen.layout import Layout
from flygen.layout.checked import composition
from flygen.layout.lower import LoweredAddress, lower
from flygen.plan.attention.geometry import KV_TILE, ROWS_PER_WAVE, Geometry


@dataclass(frozen=True)
class Layouts:
    q_frag: Layout            # (tid, k step) -> Q byte (rows of the workgroup's q tile)
    k_frag: Layout            # (tid, k step) -> LDS byte of the K fragment
    v_read: Layout            # (tid, (half, k step, d block)) -> LDS byte of one ds_read_b64_tr_b16
    g_copy: Layout            # (tid, chunk j) -> K / V byte in global memory (from the tile's soffset)
    l_copy: Layout            # (tid, chunk j) -> LDS byte (from the tile's base)
    o_store: Layout           # (tid, (r / 4, d block)) -> O byte of 4 consecutive values
    key: Layout               # (tid, accumulator r) -> key of S^T accumulator r within the KV tile
    row: Layout               # tid -> query row within the q tile
    lse_store: Layout         # tid -> LSE byte within the q tile
    low: dict                 # name -> LoweredAddress (tid -> base, values -> immediates)


def _thread(lane: Layout, waves: int, wave_stride: int) -> tuple:
    """Thread mode ((lane modes), waves) : ((lane strides), wave_stride) of a lane layout."""
    s = lane.shape if isinstance(lane.shape, tuple) else (lane.shape,)
    d = lane.stride if isinstance(lane.stride, tuple) else (lane.stride,)
    return (*s, waves), (*d, wave_stride)


def _contiguous(lay: Layout, nbytes: int, what: str, esize: int = 2) -> None:
    """The value mode of one access covers `nbytes` contiguous bytes (one instruction)."""
    vals = sorted(int(lay(i)) for i in range(int(np.prod(lay.shape))))
    if vals != list(range(vals[0], vals[0] + nbytes, esize)):
        raise PlanError(f"internal: the {what} values are not {nbytes} contiguous bytes: {lay}")


def v_reads(g: Geometry) -> int:
    """ds_read_b64_tr_b{8 esize} per V^T fragment: 8-byte reads of 64 / bits elements, 8 A values a lane."""
    return 8 // (64 // (8 * g.esize))


def _check_v(g: Geometry, v_read: Layout) -> None:
    """What each A slot of O^T = V^T P^T receives through the transpose reads == V^T[d, sigma(k)]: the read's lane
    map (flygen.isa.memops), the atom's A, B and C tables (flygen.isa.mfma), the V tile's (key, d) bytes."""
    a, c = lane_map(g.atom, "a"), lane_map(g.atom, "c")            # a: (m, k); c: (key row, query col)
    b = lane_map(g.atom, "b")
    src = tr_read_sources(8 * g.esize)
    E, reads = 64 // (8 * g.esize), v_reads(g)
    for s in range(2):
        for blk in range(g.dblocks):
            for half in range(reads):
                for t in range(64):
                    for e in range(E):
                        i = E * half + e                              # A / B value index
                        lane, el = src[t][e]
                        crd = (half, s, blk) if reads > 1 else (s, blk)
                        got = int(v_read(lane, crd)) + g.esize * el
                        # the key of B value i of any lane with the same k: accumulator 8 s + i of that lane
                        k = int(a[t, i, 1])
                        peer = next(x for x in range(64) if int(b[x, i, 1]) == k)
                        key = int(c[peer, 8 * s + i, 0])
                        d = 32 * blk + int(a[t, i, 0])
                        if got != key * g.pitch + g.esize * d:
                            raise PlanError(f"internal: V^T read of lane {t} value {i} lands on the wrong element")


def layouts(g: Geometry) -> Layouts:
    at, bt, ct = (Layout(*g.atom.a_tv), Layout(*g.atom.b_tv), Layout(*g.atom.c_tv))
    W, T = g.waves, g.threads
    # Q: B of S^T = K Q^T (N = query rows, K = d)
    e, fb = g.esize, 8 * g.esize                    # element bytes, fragment bytes (8 values)
    qf = composition(Layout((ROWS_PER_WAVE, 16), (g.row_q, e)), bt)
    _contiguous(qf[1], fb, "Q fragment", e)
    q_frag = Layout((_thread(qf[0], W, ROWS_PER_WAVE * g.row_q)[0], g.ksteps),
                    (_thread(qf[0], W, ROWS_PER_WAVE * g.row_q)[1], 16 * e))
    # K: A of S^T (M = keys, K = d); every wave reads the same tile
    kf = composition(Layout((KV_TILE, 16), (g.pitch, e)), at)
    _contiguous(kf[1], fb, "K fragment", e)
    k_frag = Layout((_thread(kf[0], W, 0)[0], g.ksteps), (_thread(kf[0], W, 0)[1], 16 * e))
    if e == 2:   # ds_read_b64_tr_b16: lane = (q 4, e 4, G%2, G/2) of its 16-lane group G; two reads a fragment
        vt = ((4, 4, 2, 2, W), (8, g.pitch, 32, 4 * g.pitch, 0))
        v_read = Layout((vt[0], (2, 2, g.dblocks)), (vt[1], (8 * g.pitch, 16 * g.pitch, 64)))
    else:        # ds_read_b64_tr_b8: lane = (j 2, e 8 = (e%4, e/4), G%2, G/2); one read a fragment
        vt = ((2, 2, 2, 2, 2, 2, W), (8, g.pitch, 2 * g.pitch, 8 * g.pitch, 16, 4 * g.pitch, 0))
        v_read = Layout((vt[0], (2, g.dblocks)), (vt[1], (16 * g.pitch, 32)))
    _check_v(g, v_read)
    # copy of a KV tile: chunk (c, key) = (D/8, 32)
    work = Layout((T, g.per_thread), (1, T))
    g_copy = composition(Layout((g.d * g.esize // g.chunk, KV_TILE), (g.chunk, g.row_kv)), work)
    l_copy = composition(Layout((g.d * g.esize // g.chunk, KV_TILE), (g.chunk, g.pitch)), work)
    # O^T block: C of O^T = V^T P^T (M = d, N = query rows)
    of = composition(Layout((32, ROWS_PER_WAVE), (g.o_esize, g.row_o)), ct)
    r4, rblk = of[1][0], of[1][1]
    _contiguous(r4, 4 * g.o_esize, "O store", g.o_esize)
    o_store = Layout((_thread(of[0], W, ROWS_PER_WAVE * g.row_o)[0], (rblk.shape, g.dblocks)),
                     (_thread(of[0], W, ROWS_PER_WAVE * g.row_o)[1], (rblk.stride, 32 * g.o_esize)))
    kl = composition(Layout((KV_TILE, ROWS_PER_WAVE), (1, 0)), ct)          # C row = key
    key = Layout((_thread(kl[0], W, 0)[0], kl[1].shape), (_thread(kl[0], W, 0)[1], kl[1].stride))
    rl = composition(Layout((KV_TILE, ROWS_PER_WAVE), (0, 1)), ct)          # C column = query row
    row = Layout(_thread(rl[0], W, ROWS_PER_WAVE)[0], _thread(rl[0], W, ROWS_PER_WAVE)[1])
    lse_store = Layout(row.shape, tuple(g.lse_row * s for s in _flat(row.stride)))
    rt = {"tid": T}
    low = {
        "q": lower(q_frag, rt, max_imm=limits.MUBUF_OFFSET_MAX),
        "k": lower(k_frag, rt, max_imm=limits.DS_OFFSET_MAX),
        "v": lower(v_read, rt, max_imm=limits.DS_OFFSET_MAX),
        "g": lower(g_copy, rt, max_imm=limits.MUBUF_OFFSET_MAX),
        "l": lower(l_copy, rt, max_imm=limits.DS_OFFSET_MAX),
        "o": lower(o_store, rt, max_imm=limits.MUBUF_OFFSET_MAX),
        "key": lower(key, rt, max_imm=64),
        "row": lower(Layout((row.shape, 1), (row.stride, 0)), rt),
        "lse": lower(Layout((lse_store.shape, 1), (lse_store.stride, 0)), rt),
    }
    for name in ("k", "v", "l", "key"):
        if len(low[name].bases) != 1:
            raise PlanError(f"internal: the {name} addresses need {len(low[name].bases)} bases")
    return Layouts(q_frag, k_frag, v_read, g_copy, l_copy, o_store, key, row, lse_store, low)


def _flat(t) -> tuple:
    return tuple(x for e in t for x in _flat(e)) if isinstance(t, tuple) else (t,)


def bases(low: LoweredAddress) -> int:
    return len(low.bases)
