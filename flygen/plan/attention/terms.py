"""The attention planner's optional score and denominator terms (flygen/plan/attention/program.py calls them):
ALiBi's distance term (slopes [heads_q] or [batch, heads_q]), the f32 bias (strided V# per (batch, head,
sequence), 16 loads and 16 v_fma_f32 a tile), the attention sink (its load and the epilogue's fold). Each returns
typed items (flygen.plan.items) and nothing when its option is off.
"""
from __future__ import annotations

from flygen.plan.attention.geometry import KV_TILE, LOG2E, Geometry, _f32_bits
from flygen.plan.attention.layouts import Layouts
from flygen.plan.items import Comment, Wait, hazard_nops, instr, texts
from flygen.plan.vsharp import base_words, word3


def alibi_slope(g: Geometry, sa: dict, sa_hi: dict) -> list:
    """ALiBi: v_ns = f32(f32(-1 / scale) slope_h), slope_h = alibi_slopes[q head] (S is in unscaled units: the
    kernel scales by v_c = scale log2 e afterwards)."""
    if not g.alibi:
        return []
    ptr = f"s[{sa['alibi_slopes'][2:-1]}:{sa_hi['alibi_slopes'][2:-1]}]"
    index = ([instr("s_lshl_b32", "s[s_t0]", "s[s_head]", 2, note="alibi_slopes [heads_q] f32")] if not g.alibi_b else
             [instr("s_mul_i32", "s[s_t0]", "s[s_wg_z]", sa["alibi_stride_b"], note="alibi_slopes [b stride_b + h] f32"),
              instr("s_add_u32", "s[s_t0]", "s[s_t0]", "s[s_head]"), instr("s_lshl_b32", "s[s_t0]", "s[s_t0]", 2)])
    return [*index, instr("s_load_dword", "s[s_slope]", ptr, "s[s_t0]"), Wait(lgkm=0),
            instr("v_mov_b32", "v[v_ns]", hex(_f32_bits(-1.0 / g.scale)), note="f32(-1 / scale)"),
            instr("v_mul_f32", "v[v_ns]", "s[s_slope]", "v[v_ns]", note="-slope / scale")]


def sink_load(g: Geometry, sa: dict, sa_hi: dict) -> list:
    """sink (splits 1): v_sk = f32(sink[q head] f32(log2 e)), the sink in the kernel's base-2 units."""
    if not (g.sink and g.splits == 1):
        return []
    ptr = f"s[{sa['sink'][2:-1]}:{sa_hi['sink'][2:-1]}]"
    return [instr("s_lshl_b32", "s[s_t0]", "s[s_head]", 2, note="sink [heads_q] f32"),
            instr("s_load_dword", "s[s_sink]", ptr, "s[s_t0]"), Wait(lgkm=0),
            instr("v_mov_b32", "v[v_sk]", hex(_f32_bits(LOG2E))),
            instr("v_mul_f32", "v[v_sk]", "s[s_sink]", "v[v_sk]", note="sink in base-2 units")]


def bias_setup(g: Geometry, r: dict, sa: dict, sa_hi: dict) -> list:
    """bias: the V# of this (batch, head, sequence) -- base bias + 4 (b sb + h sh + q0 sq), q0 = the sequence's
    first Q row (varlen) or 0, num_records 4 ((seqlen_q - 1) sq + seqlen_k): past the sequence's last row and key
    reads 0 --, the row pitch, the q tile's soffset, f32(1 / scale), the lane voffset (row sq + key) 4 from the
    lowered `row` / `key` layouts (v_row, v_kb0)."""
    if not g.bias:
        return []
    t0, t1, rs = "s[s_t0]", "s[s_t1]", r["s_rsrc_bias"]
    sb, sh, sq = (sa[f"bias_stride_{x}"] for x in ("b", "h", "q"))
    out = [Comment("bias V# of (batch, head, sequence): rows past the sequence and keys past its last row read 0"),
           instr("s_mul_i32", t0, "s[s_wg_z]", sb, note="b bias_stride_b"),
           instr("s_mul_i32", t1, "s[s_head]", sh), instr("s_add_u32", t0, t0, t1, note="+ h bias_stride_h")]
    if g.varlen:
        out += [instr("s_mul_i32", t1, "s[s_qrow]", sq), instr("s_add_u32", t0, t0, t1, note="+ q0 bias_stride_q")]
    e = 1 if g.bias_bf16 else 2           # log2 of the bias element's bytes
    what = "bf16" if g.bias_bf16 else "f32"
    out += [instr("s_lshl_b32", t0, t0, e, note=f"bytes ({what})"),
            *texts(base_words(rs, (sa["bias"], sa_hi["bias"]), (t0, "0"), carry=rs.at(1))),
            instr("s_sub_u32", t1, "s[s_sq]", 1), instr("s_mul_i32", t1, t1, sq), instr("s_add_u32", t1, t1, "s[s_sk]"),
            instr("s_lshl_b32", rs.at(2), t1, e, note=f"num_records: ((seqlen_q - 1) sq + seqlen_k) {1 << e}"),
            *texts([word3(rs)]),
            instr("s_lshl_b32", "s[s_bsq]", sq, e, note="bias row pitch (bytes)"),
            instr("s_mul_i32", "s[s_boff]", "s[s_q0]", "s[s_bsq]", note="soffset: the q tile's first row"),
            instr("s_lshl_b32", t1, "s[s_kv0]", e), instr("s_add_u32", "s[s_boff]", "s[s_boff]", t1,
                                                         note="+ the first tile's first key"),
            instr("s_mov_b32", "s[s_ibs]", hex(_f32_bits(1.0 / g.scale)), note="f32(1 / scale)"),
            instr("v_mul_lo_u32", "v[v_baddr]", "s[s_bsq]", "v[v_row]", note="voffset: row of the lane x pitch"),
            instr("v_lshl_add_u32", "v[v_baddr]", "v[v_kb0]", e, "v[v_baddr]",
                  note=f"+ key of accumulator 0 x {1 << e}")]
    if g.bias_bf16:    # the loads fill the high halves only (d16_hi keeps the low): f32 of the bf16, exactly
        out += [Comment("bf16 bias: low halves 0 once, each load writes the high half (= the f32 of the bf16)"),
                *(instr("v_mov_b32", r["v_bias"].at(k), 0) for k in range(r["v_bias"].count))]
    return out


BIAS_LOADS = 16                  # buffer_load_dword per lane and KV tile: one per S^T accumulator


def bias_loads(g: Geometry, lay: Layouts, r: dict) -> list:
    """This tile's bias of the lane's 16 accumulators: one buffer_load_dword each at the key offset of the lowered
    `key` layout. Not dwordx4 over 4 consecutive keys: at the sequence's last row such a load can straddle
    num_records (seqlen_k not a multiple of 4), and what a partly in-range multi-dword load returns is
    chipset-dependent (the emulator's partial_oob warning, gfx950-reference §4); a dword is in or out."""
    op, es = ("buffer_load_short_d16_hi", 2) if g.bias_bf16 else ("buffer_load_dword", 4)
    return [instr(op, r["v_bias"].at(k), "v[v_baddr]", r["s_rsrc_bias"], "s[s_boff]",
                  mods=("offen", f"offset:{es * int(key)}"), note=f"bias of accumulator {k}")
            for k, key in enumerate(lay.low["key"].imms)]


def bias_add(g: Geometry, lay: Layouts, r: dict, pending: int) -> list:
    """S^T += bias / scale (one v_fma_f32 a score: the kernel's S is unscaled until the exponent), after the wait
    for this tile's bias (the `pending` vector-memory operations issued after it may stay in flight); then the
    next tile's bias loads into the same registers (read by the fmas just issued), in flight for a whole trip."""
    vs = r["v_s"]
    return [Wait(vm=pending, note="this tile's bias landed"),
            Comment("bias: s += bias f32(1 / scale), before the mask and the max"),
            *(instr("v_fma_f32", vs.at(k), r["v_bias"].at(k), "s[s_ibs]", vs.at(k)) for k in range(vs.count)),
            instr("s_add_u32", "s[s_boff]", "s[s_boff]", (2 if g.bias_bf16 else 4) * KV_TILE,
                  note="next tile's bias (past the last: unused)"),
            *bias_loads(g, lay, r)]


def alibi(g: Geometry, r: dict, imms) -> list:
    """S^T += -(slope / scale) |i + off - j| per accumulator (j = the tile's first key + v_kb0 + imm_r): the distance
    is an exact small integer in f32, one v_fma_f32 (one rounding) adds the term."""
    vs = r["v_s"]
    out = [Comment("ALiBi: s += (-slope / scale) |i + seqlen_k - seqlen_q - j|, before the max")]
    for k in range(vs.count):
        imm = int(imms[k])
        if imm:
            d = r["v_dt"].at(k % 2)
            out += [instr("v_subrev_f32", d, hex(_f32_bits(float(imm))), "v[v_rel]", note=f"- key offset {imm}"),
                    instr("v_fma_f32", vs.at(k), f"|{d}|", "v[v_ns]", vs.at(k))]
        else:
            out.append(instr("v_fma_f32", vs.at(k), "|v[v_rel]|", "v[v_ns]", vs.at(k)))
    return out


def sink_fold(g: Geometry) -> list:
    """sink (splits 1): m' = max(m, sink), sum' = sum 2^(m - m') + 2^(sink - m'), O scaled by 2^(m - m') (with
    the 1 / sum'); a row that saw no key: sum' = 1, O = 0, LSE = sink (m = -inf: 2^(m - m') = 0)."""
    if not (g.sink and g.splits == 1):
        return []
    return [Comment("attention sink: one more denominator term 2^(sink - m'), m' = max(m, sink)"),
            instr("v_max_f32", "v[v_mx]", "v[v_m]", "v[v_sk]", note="m'"),
            instr("v_sub_f32", "v[v_x1]", "v[v_m]", "v[v_mx]"), instr("v_exp_f32", "v[v_cr]", "v[v_x1]"),
            instr("v_sub_f32", "v[v_x1]", "v[v_sk]", "v[v_mx]"), instr("v_exp_f32", "v[v_x1]", "v[v_x1]"),
            *hazard_nops("trans_use"),
            instr("v_fma_f32", "v[v_l]", "v[v_l]", "v[v_cr]", "v[v_x1]", note="sum 2^(m - m') + 2^(sink - m')"),
            instr("v_mov_b32", "v[v_m]", "v[v_mx]")]
