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
from flygen.plan.attention.geometry import DMA_BLOCK_PITCH, KV_TILE, ROWS_PER_WAVE, Geometry


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
    m0: Layout | None = None  # pipeline dma: (wave, round) -> LDS byte of the DMA block (M0 within a tile)


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


def kv_tile(g: Geometry) -> Layout:
    """(key, element) -> LDS byte of a K (or V) tile. vgpr: rows padded to `pitch`. dma: what the DMA writes --
    block-major, one DMA block (32 keys x 16-byte chunk c2, 1024 B: lane l fills key l % 32 of chunk bit
    l / 32) per value of the other chunk bits, blocks DMA_BLOCK_PITCH apart:

        16-bit: (32 keys, (8 elements, c0, c1, c2[, c3])) : (16, (2, P, 2 P, 512[, 4 P])),  P = 1088
        fp8:    (32 keys, (16 elements, c0, c1[, c2])) : (16, (1, P, 512[, 2 P]))

    (the lane half holds chunk bit g.half_bit), so a K fragment read (16 lanes of one phase: 16 keys, one chunk)
    and a V^T transpose read (32 lanes: tr_b16 4 keys x chunks c0, c1 x two 8-byte halves; tr_b8 8 keys x chunk
    c0 x two halves) hit distinct banks, and every read is one base + immediates."""
    if not g.dma:
        return Layout((KV_TILE, g.d), (g.pitch, g.esize))
    bits, hb = (g.d * g.esize // 16).bit_length() - 1, g.half_bit
    strides = tuple(512 if i == hb else DMA_BLOCK_PITCH << (i if i < hb else i - 1) for i in range(bits))
    return Layout((KV_TILE, (16 // g.esize,) + (2,) * bits), (16, (g.esize,) + strides))


def _dma(g: Geometry, tile: Layout) -> tuple:
    """pipeline dma: (global, lds, m0) over ((lane 32, lane half, wave), round) -- DMA block b = wave + waves round
    holds the chunk bits other than half_bit (16-bit: (c0, c1[, c3]); fp8: (c0[, c2])) = b, lane l key l % 32 of
    chunk bit half_bit = l / 32. global: the K byte it
    reads (from the tile's soffset); m0: (wave, round) -> the block's LDS byte; lds: checked to be
    m0 + 16 (l % 64), the DMA's own placement (M0 + 16 lane)."""
    W, n = (g.waves // 2 if g.kv_by_wave else g.waves), g.rounds
    nb = (g.blocks - 1).bit_length()
    hb, chunk = g.half_bit, KV_TILE * (16 // g.esize)            # chunk bit c_i is (key, d) index chunk << i
    blk_bits = tuple(chunk << (i if i < hb else i + 1) for i in range(nb))      # block bits: the other chunk bits
    blk = composition(Layout((2,) * nb, blk_bits), Layout((W, n), (1, W))) if nb else Layout((W, n), (0, 0))
    # kv_by_wave: a last wave mode (2 : 0) -- waves W .. 2 W - 1 read the same bytes of V (their V#) as waves
    # 0 .. W - 1 of K, and M0 adds the V tile's LDS offset (2 : lds_v)
    tw = ((2,), (0,)) if g.kv_by_wave else ((), ())
    work = Layout(((KV_TILE, 2, blk.shape[0], *tw[0]), blk.shape[1]),
                  ((1, chunk << hb, blk.stride[0], *tw[1]), blk.stride[1]))      # lane half: chunk bit half_bit
    glob = composition(Layout((KV_TILE, g.d), (g.row_kv, g.esize)), work)
    lds = composition(tile, work)
    m0 = composition(tile, blk)
    if g.kv_by_wave:
        m0 = Layout(((m0.shape[0], 2), m0.shape[1]), ((m0.stride[0], g.lds_v), m0.stride[1]))
    for t in range(g.threads):
        for i in range(n):
            tensor = g.lds_v * (t // (64 * W)) if g.kv_by_wave else 0
            if int(lds(t, i)) + tensor != int(m0(t // 64, i)) + 16 * (t % 64):
                raise PlanError(f"internal: the LDS DMA of lane {t} round {i} disagrees with the K / V tile layout")
    return glob, lds, m0


def k_order(g: Geometry) -> Layout:
    """(k within a step, k step) -> d: which d each MFMA k of S^T = K Q^T takes (K and Q alike, so any order is the
    same dot product). Natural, (16, D / 16) : (1, 16), except with k_pairs: (((8, 2), 2, D / 32) : ((1, 16), 8,
    32)) -- k (i, h) of step 2 p + s is d 32 p + 16 h + 8 s + i, so lane half h's 16 bytes of a key are one read."""
    if g.k_pairs:
        return Layout(((8, 2), 2, g.d // 32), ((1, 16), 8, 32))
    return Layout((16, g.ksteps), (1, 16))


def _check_v(g: Geometry, v_read: Layout) -> None:
    """What each A slot of O^T = V^T P^T receives through the transpose reads == V^T[d, sigma(k)]: the read's lane
    map (flygen.isa.memops), the atom's A, B and C tables (flygen.isa.mfma), the V tile's (key, d) bytes."""
    a, c = lane_map(g.atom, "a"), lane_map(g.atom, "c")            # a: (m, k); c: (key row, query col)
    b = lane_map(g.atom, "b")
    src = tr_read_sources(8 * g.esize)
    tile = kv_tile(g)
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
                        if got != int(tile(key, d)):
                            raise PlanError(f"internal: V^T read of lane {t} value {i} lands on the wrong element")


def _kv_reads(g: Geometry, at: Layout, tile: Layout) -> tuple:
    """(k_frag, v_read): K fragments (A of S^T, M = keys, K = d; every wave reads the same tile) and the V^T
    transpose reads, in the K / V tile of kv_tile."""
    W, e, fb = g.waves, g.esize, 8 * g.esize
    if g.k_pairs:    # fp8: lane (key, h) reads 16 B, d 32 p + 16 h + (0..15): A of k steps 2 p, 2 p + 1
        ka = composition(Layout((KV_TILE, k_order(g).shape[0]), (1, tuple(KV_TILE * x for x in k_order(g).stride[0]))),
                         at)                                                  # (lane, value) -> key + 32 d, step 0
        th = _thread(ka[0], W, 0)
        k_frag = composition(tile, Layout((th[0], g.ksteps // 2), (th[1], KV_TILE * k_order(g).stride[2])))
        _contiguous(composition(tile, Layout((8, 2), (KV_TILE, KV_TILE * k_order(g).stride[1]))), 16,
                    "K fragment pair", e)
        # ds_read_b64_tr_b8 lanes (j 2, e 8 = (e%4, e/4), G%2, G/2) and values (k step, d block) as (key, d) indices
        vi = Layout(((2, 2, 2, 2, 2, 2, W), (2, g.dblocks)),
                    ((8 * KV_TILE, 1, 2, 8, 16 * KV_TILE, 4, 0), (16, 32 * KV_TILE)))
        return k_frag, composition(tile, vi)
    if g.dma:    # the atom's (lane, value) -> (key, k) index, + k step: 16 columns of the (32, D) tile
        th = _thread(at[0], W, 0)
        k_frag = composition(tile, Layout((th[0], g.ksteps), (th[1], KV_TILE * 16)))
        _contiguous(composition(tile, at[1]), fb, "K fragment", e)
        # ds_read_b64_tr_b16 lanes (q 4, e 4, G%2, G/2) and values (half, k step, d block) as (key, d) indices
        vi = Layout(((4, 4, 2, 2, W), (2, 2, g.dblocks)),
                    ((4 * KV_TILE, 1, 16 * KV_TILE, 4, 0), (8, 16, 32 * KV_TILE)))
        return k_frag, composition(tile, vi)
    kf = composition(Layout((KV_TILE, 16), (g.pitch, e)), at)
    _contiguous(kf[1], fb, "K fragment", e)
    k_frag = Layout((_thread(kf[0], W, 0)[0], g.ksteps), (_thread(kf[0], W, 0)[1], 16 * e))
    if e == 2:   # ds_read_b64_tr_b16: lane = (q 4, e 4, G%2, G/2) of its 16-lane group G; two reads a fragment
        vt = ((4, 4, 2, 2, W), (8, g.pitch, 32, 4 * g.pitch, 0))
        return k_frag, Layout((vt[0], (2, 2, g.dblocks)), (vt[1], (8 * g.pitch, 16 * g.pitch, 64)))
    # ds_read_b64_tr_b8: lane = (j 2, e 8 = (e%4, e/4), G%2, G/2); one read a fragment
    vt = ((2, 2, 2, 2, 2, 2, W), (8, g.pitch, 2 * g.pitch, 8 * g.pitch, 16, 4 * g.pitch, 0))
    return k_frag, Layout((vt[0], (2, g.dblocks)), (vt[1], (16 * g.pitch, 32)))


def layouts(g: Geometry) -> Layouts:
    at, bt, ct = (Layout(*g.atom.a_tv), Layout(*g.atom.b_tv), Layout(*g.atom.c_tv))
    W, T = g.waves, g.threads
    # Q: B of S^T = K Q^T (N = query rows, K = d)
    e, fb = g.esize, 8 * g.esize                    # element bytes, fragment bytes (8 values)
    ko = k_order(g)
    qf = composition(Layout((ROWS_PER_WAVE, ko.shape[0]), (g.row_q, tuple(e * x for x in _flat(ko.stride[0])))
                            if isinstance(ko.shape[0], tuple) else (g.row_q, e)), bt)
    _contiguous(qf[1], fb, "Q fragment", e)
    steps = Layout(ko.shape[1:], tuple(e * x for x in ko.stride[1:])) if g.k_pairs else Layout(g.ksteps, 16 * e)
    q_frag = Layout((_thread(qf[0], W, ROWS_PER_WAVE * g.row_q)[0], steps.shape),
                    (_thread(qf[0], W, ROWS_PER_WAVE * g.row_q)[1], steps.stride))
    tile = kv_tile(g)
    k_frag, v_read = _kv_reads(g, at, tile)
    _check_v(g, v_read)
    m0 = None
    if g.dma:    # LDS DMA blocks
        g_copy, l_copy, m0 = _dma(g, tile)
    else:        # copy of a KV tile: chunk (c, key) = (D/8, 32)
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
        # an LDS DMA adds its instruction offset to the LDS address too: no immediates on its global side
        "g": lower(g_copy, rt, max_imm=0 if g.dma else limits.MUBUF_OFFSET_MAX),
        "l": lower(l_copy, rt, max_imm=limits.DS_OFFSET_MAX),
        "o": lower(o_store, rt, max_imm=limits.MUBUF_OFFSET_MAX),
        "key": lower(key, rt, max_imm=64),
        "row": lower(Layout((row.shape, 1), (row.stride, 0)), rt),
        "lse": lower(Layout((lse_store.shape, 1), (lse_store.stride, 0)), rt),
    }
    if m0 is not None:
        low["m0"] = lower(m0, {"wave": W}, max_imm=1 << 31)
    for name in ("k", "v", "key") + (() if g.dma else ("l",)):
        if len(low[name].bases) != 1:
            raise PlanError(f"internal: the {name} addresses need {len(low[name].bases)} bases")
    return Layouts(q_frag, k_frag, v_read, g_copy, l_copy, o_store, key, row, lse_store, low, m0)


def _flat(t) -> tuple:
    return tuple(x for e in t for x in _flat(e)) if isinstance(t, tuple) else (t,)


def bases(low: LoweredAddress) -> int:
    return len(low.bases)
