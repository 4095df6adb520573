"""Stage 3 of the attention planner: the registers, by name (flygen.plan.regs)."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.isa import limits
from flygen.plan.attention.geometry import Geometry
from flygen.plan.attention.layouts import Layouts
from flygen.plan.kernargs import reserve_abi
from flygen.plan.regs import RegAlloc, RegMap, declare


PAIRED = (("v_mx", "v_c", "tile max / LSE"), ("v_muse", "v_nm", "max used"),
          ("v_x1", "v_al", "cross-half exchange"))


@dataclass(frozen=True)
class Regs:
    map: RegMap
    r: dict                   # name -> Reg


def registers(g: Geometry, lay: Layouts, kernarg_size: int) -> Regs:
    ra = RegAlloc()
    reserve_abi(ra, (("s_wg_x", "workgroup id x = q head slot (xcd)" if g.xcd else "workgroup id x = q tile"),
                     ("s_wg_y", "workgroup id y = q tile" if g.xcd else "workgroup id y = q head"),
                     ("s_wg_z", "workgroup id z = batch")))
    r = {"s_args": ra.s("s_args", limits.align(kernarg_size // 4, 4), align=4, note="kernel arguments")}
    for x in ("q", "k", "v", "o") + (("lse",) if g.writes_lse else ()):
        r[f"s_rsrc_{x}"] = ra.s(f"s_rsrc_{x}", 4, align=4, note=f"V# of {x} (this batch and head)")
    if g.kv_by_wave:
        r["s_rsrc_kv"] = ra.s("s_rsrc_kv", 4, align=4, note="V# this wave DMAs from: K (waves < blocks) or V")
    if g.varlen:
        r["s_cu"] = ra.s("s_cu", 4, align=2, note="cu_seqlens_q[b], [b + 1], cu_seqlens_k[b], [b + 1]")
    r["s_pair"] = [ra.s(f"s_mask{i}", 2, align=2, note="v_cmp -> v_cndmask mask (3 in rotation: 2 wait states)")
                   for i in range(3)]
    declare(ra, (("s_hkv", "kv head = q head / group"), ("s_qoff", "soffset: q tile rows in Q / O"),
                 ("s_lseoff", "soffset: q tile rows in LSE"), ("s_kvoff", "soffset: KV tile in K / V"),
                 ("s_kv0", "first key of the KV tile"), ("s_loop", "KV tiles left"),
                 ("s_c", "scale * log2(e) (f32)"), ("s_t0", "scratch"), ("s_t1", "scratch"),
                 ("s_sq", "seqlen_q of this sequence"), ("s_sk", "seqlen_k of this sequence"),
                 ("s_qrow", "first Q row of this sequence"), ("s_krow", "first K row of this sequence"),
                 ("s_off", "seqlen_k - seqlen_q (the diagonal, signed)"), ("s_q0", "first query row of the q tile"),
                 ("s_hi_all", "last key every row of the q tile sees (tiles past it need the mask)"),
                 ("s_lo_all", "first key every row of the q tile sees (window_left)"),
                 ("s_qt", "q tile"), ("s_split", "KV split (kv_splits)"), ("s_orow", "first O row (partials: split)"),
                 ("s_ooff", "soffset: q tile rows in O"), ("s_head", "q head"),
                 ("s_dq", "q descale (fp8)"), ("s_dk", "k descale (fp8)"), ("s_dv", "v descale (fp8)")))
    if g.dma:
        declare(ra, (("s_wave", "wave id (readfirstlane)"), ("s_m0", "M0 of this wave's DMA blocks in stage 0"),
                     ("s_rd", "LDS stage read by this trip (byte offset)"),
                     ("s_wr", "LDS stage the DMA of this trip fills (the one read by the last trip)")))
    if g.pingpong:
        declare(ra, (("s_nspan", "tiles whose first key k0 has k0 - s_lo_all < this (unsigned) need no mask"),))
    low = lay.low
    J, ar, br, cw = g.per_thread, g.atom.a_regs, g.atom.b_regs, g.chunk // 4
    rows = [("v_tid", 1, "work-item id x"),
            ("v_q", br * g.ksteps, "Q fragments (B of S^T), held for the whole KV loop"),
            ("v_s", 16, "S^T accumulators (32 keys x 32 rows), then P"),
            ("v_o", 16 * g.dblocks, "O^T accumulators, d block b at 16 b"),
            ("v_p", 2 * br, "P^T as MFMA B (2 k steps)"),
            ("v_kf", ar * g.ksteps, "K fragments (A of S^T)"),
            ("v_vf", 2 * ar * g.dblocks, f"V^T fragments (A of O^T): (k step s, d block b) at {ar} (s dblocks + b)"),
            *(() if g.dma else (("v_stk", cw * J, "next K tile's chunks (global -> VGPR -> LDS)"),
                                ("v_stv", cw * J, "next V tile's chunks"), ("v_laddr", 1, "LDS address of the copy"))),
            ("v_kaddr", 1, "LDS address of the K fragment"),
            ("v_vaddr", 1, "LDS address of the V^T transpose reads"), ("v_oaddr", 1, "O voffset"),
            ("v_row", 1, "query row of this lane in the q tile"), ("v_kb0", 1, "key of accumulator 0 in a tile"),
            ("v_lim0", 1, "last visible key - v_kb0 (signed), before the tile's first key"),
            ("v_lim", 1, "accumulator r is visible iff its key offset <= v_lim"),
            ("v_lo0", 1, "first visible key - v_kb0 (window_left)"), ("v_lo", 1, "... >= v_lo (window_left)"),
            *((("v_kcur", 1, "v_kaddr in this trip's LDS stage"), ("v_vcur", 1, "v_vaddr in this trip's stage"))
              if g.dma else ()),
            ("v_m", 1, "running max (scaled, base 2)"), ("v_l", 1, "running sum of this lane's 16 keys"),
            ("v_ninf", 1, "-inf")]
    # register pairs whose high registers are other scalars (PAIRED), so the pairs cost no VGPR: v_al is the
    # broadcast operand of the epilogue's v_pk_mul_f32 (op_sel_hi 0: only the low register is used); v_c and v_nm
    # were those of the loop's v_pk_fma_f32 until the loop's softmax went scalar (softmax.scale_each), and stay
    # pairs so that the allocation, and every register of the kernels, is unchanged
    rows += [("v_c", 2, "scale * log2(e)" + (" * q_descale * k_descale" if g.fp8 else "") + " (f32)"),
             ("v_nm", 2, "-max used"), ("v_al", 2, "rescale factor / 1 / row sum")]
    rows += [(f"v_qaddr{i}", 1, "Q voffset base") for i in range(len(low["q"].bases))]
    rows += [(f"v_gaddr{i}", 1, "K / V voffset of DMA round " + str(i) if g.dma else "K / V voffset base of the copy")
             for i in range(len(low["g"].bases))]
    if g.writes_lse:
        rows.append(("v_lseaddr", 1, "LSE voffset"))
    if g.alibi:
        declare(ra, (("s_slope", "ALiBi slope of this q head (f32)"),))
        rows += [("v_ns", 1, "ALiBi: -slope / scale (f32)"), ("v_rel0", 1, "ALiBi: i + off - key of accumulator 0 "
                                                                      "(tile 0; i32)"),
                 ("v_rel", 1, "ALiBi: i + off - key of accumulator 0 in this tile (f32)"),
                 ("v_dt", 2, "ALiBi: i + off - key of accumulator r (f32, two in rotation)")]
    if g.bias:
        r["s_rsrc_bias"] = ra.s("s_rsrc_bias", 4, align=4, note="V# of bias (this batch and head)")
        declare(ra, (("s_boff", "soffset: the tile's bias (q tile rows x bias_stride_q + first key) x 4"),
                     ("s_bsq", "bias row pitch (bytes): bias_stride_q x 4"), ("s_ibs", "f32(1 / scale)")))
        rows += [("v_bias", 16, "this tile's bias of the 16 accumulators (f32)"), ("v_baddr", 1, "bias voffset")]
    if g.sink:
        declare(ra, (("s_sink", "sink of this q head (f32)"),))
        rows += [("v_sk", 1, "sink: f32(sink log2 e)"), ("v_cr", 1, "sink: 2^(m - max(m, sink))")]
    for name, n, note in rows:
        r[name] = ra.v(name, n, note=note)
    r["v_tmp"] = ra.reserve("v", "v_tmp", r["v_s"].index, 6,
                            note="address temporaries of the prologue (in v_s: S^T is first written in the loop)")
    for name, pair, note in PAIRED:
        r[name] = ra.reserve("v", name, r[pair].index + 1, note=f"{note} (high register of {pair})")
    return Regs(ra.freeze("waves / head_dim"), r)
