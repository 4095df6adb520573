"""Stage 4 of the attention planner: the instruction stream as typed items (flygen.plan.items).

    prologue   kernel arguments, V#s of this (batch, head), soffsets, trip count, lowered lane addresses,
               Q fragments -> VGPRs, KV tile 0 -> VGPRs
    loop       (one KV tile per trip) s_waitcnt; s_barrier; chunks -> LDS; s_waitcnt; s_barrier; next tile's
               chunks -> VGPRs (in flight during the math); S^T = K Q^T; mask; online softmax (exp2, running
               max and sum, O rescale); P -> 16 bits in registers; O^T += V^T P^T
    epilogue   row sum of both lane halves, O / sum -> 16 bits -> O; LSE
The LDS-read waits come from flygen.plan.waits (each read fills a key, each MFMA reads its keys); wait states
from flygen.isa.hazards (hazard_nops), the v_cmp -> v_cndmask masks rotated over three SGPR pairs.
"""
from __future__ import annotations

from flygen.isa import hazards as HZ
from flygen.isa import limits
from flygen.isa.limits import XCDS
from flygen.layout import Layout
from flygen.layout.lower import lower
from flygen.layout.emit import emit_salu, emit_valu
from flygen.plan.attention.geometry import (F32_MIN_NORMAL, KV_TILE, LN2, NEG_INF, NEG_MAX, Geometry, _f32_bits)
from flygen.plan.attention.layouts import Layouts, v_reads
from flygen.plan.attention import terms
from flygen.plan.attention.registers import Regs
from flygen.plan.attention.softmax import convert_p, mask_tile, row_sum, scale_pairs, softmax_parts
from flygen.plan.items import (M0_DMA_WAIT, Comment, Instr, Label, Wait, events, hazard_nops, instr, loop_close,
                               texts)
from flygen.plan.kernargs import packed_loads, packed_operands
from flygen.plan.vsharp import base_words, word3
from flygen.plan.waits import covering, wait_counts


def with_waits(items: list, counter: str = "lgkmcnt", cap: int = limits.LGKMCNT_MAX) -> list:
    """`items` with the `s_waitcnt` flygen.plan.waits places before each use of a key still in flight."""
    need = wait_counts(events(items, counter), cap)
    out = []
    for i, it in enumerate(items):
        if i in need:
            n = need[i][0]
            out.append(Wait(lgkm=n, note="operands of this MFMA landed") if counter == "lgkmcnt" else
                       Wait(vm=n, note="operands landed"))
        out.append(it)
    return out


def _vsharp(rs, base: tuple, first_row: str, heads: int, head: str, rows: str, row_bytes: int,
            note: str) -> list:
    """V# of one sequence and head of a [rows, heads, row_bytes] tensor: base + (first_row heads + head) row_bytes,
    num_records = ((rows - 1) heads + 1) row_bytes (row `rows` and beyond read 0, stores dropped)."""
    t0, t1 = "s[s_t0]", "s[s_t1]"
    return [instr("s_mul_i32", t0, first_row, heads, note=note), instr("s_add_u32", t0, t0, head),
            instr("s_mul_i32", t0, t0, row_bytes), *texts(base_words(rs, base, (t0, "0"), carry=rs.at(1))),
            instr("s_sub_u32", t1, rows, 1), instr("s_mul_i32", t1, t1, heads), instr("s_add_u32", t1, t1, 1),
            instr("s_mul_i32", rs.at(2), t1, row_bytes), *texts([word3(rs)])]


def head_order(g: Geometry) -> Layout:
    """wg_remap xcd: grid slot x -> q head, (XCDS, heads / XCDS) : (heads / XCDS, 1) -- the hardware sends slot x
    to XCD x mod XCDS (flygen.isa.limits), which so runs q heads [k, k + 1) heads / XCDS (a bijection)."""
    return Layout((XCDS, g.hq // XCDS), (g.hq // XCDS, 1))


def _descales(g: Geometry, sa: dict, sa_hi: dict) -> list:
    """fp8: s_dq, s_dk, s_dv -- the arguments (per tensor) or this q head's / kv head's entries (per head)."""
    if not g.fp8:
        return []
    if not g.head_descale:
        return [instr("s_mov_b32", f"s[s_d{x}]", sa[f"{x}_descale"]) for x in ("q", "k", "v")]
    pair = lambda x: f"s[{sa[x + '_descale'][2:-1]}:{sa_hi[x + '_descale'][2:-1]}]"
    return [instr("s_lshl_b32", "s[s_t0]", "s[s_head]", 2, note="descales [heads] f32"),
            instr("s_lshl_b32", "s[s_t1]", "s[s_hkv]", 2),
            instr("s_load_dword", "s[s_dq]", pair("q"), "s[s_t0]"), instr("s_load_dword", "s[s_dk]", pair("k"), "s[s_t1]"),
            instr("s_load_dword", "s[s_dv]", pair("v"), "s[s_t1]"), Wait(lgkm=0)]


def _sequence(g: Geometry, sa: dict, sa_hi: dict, name: str) -> list:
    """s_qt (and s_split), s_sq, s_sk, s_qrow, s_krow of this batch: the arguments (padded) or cu_seqlens (varlen;
    a q tile past its sequence ends here)."""
    wt, wh = ("s[s_wg_y]", "s[s_wg_x]") if g.xcd else ("s[s_wg_x]", "s[s_wg_y]")
    tile = ([instr("s_lshr_b32", "s[s_qt]", wt, g.splits.bit_length() - 1, note="q tile * S + split"),
             instr("s_and_b32", "s[s_split]", wt, g.splits - 1)] if g.splits > 1 else
            [instr("s_mov_b32", "s[s_qt]", wt)])
    if g.xcd:
        tile += [Comment(f"XCD order: q head of slot x = {head_order(g)} (XCD x mod {XCDS} gets contiguous heads)"),
                 *texts(emit_salu(lower(Layout((head_order(g).shape, 1), (head_order(g).stride, 0)),
                                        {"x": g.hq}).base_expr, "s[s_head]", {"x": wh}, ["s[s_t0]", "s[s_t1]"]))]
    else:
        tile.append(instr("s_mov_b32", "s[s_head]", wh))
    if not g.varlen:
        return tile + [instr("s_mov_b32", "s[s_sq]", sa["seqlen_q"]), instr("s_mov_b32", "s[s_sk]", sa["seqlen_k"]),
                instr("s_mul_i32", "s[s_qrow]", "s[s_wg_z]", "s[s_sq]", note="padded batches: b seqlen_q"),
                instr("s_mul_i32", "s[s_krow]", "s[s_wg_z]", "s[s_sk]")]
    return tile + [instr("s_lshl_b32", "s[s_t0]", "s[s_wg_z]", 2, note="cu_seqlens[b], [b + 1] (i32)"),
            instr("s_load_dwordx2", "s[s_cu:s_cu+1]", f"s[{sa['cu_seqlens_q'][2:-1]}:{sa_hi['cu_seqlens_q'][2:-1]}]",
                  "s[s_t0]"),
            instr("s_load_dwordx2", "s[s_cu+2:s_cu+3]", f"s[{sa['cu_seqlens_k'][2:-1]}:{sa_hi['cu_seqlens_k'][2:-1]}]",
                  "s[s_t0]"),
            Wait(lgkm=0), instr("s_mov_b32", "s[s_qrow]", "s[s_cu]"),
            instr("s_sub_u32", "s[s_sq]", "s[s_cu+1]", "s[s_cu]"), instr("s_mov_b32", "s[s_krow]", "s[s_cu+2]"),
            instr("s_sub_u32", "s[s_sk]", "s[s_cu+3]", "s[s_cu+2]"),
            instr("s_mul_i32", "s[s_t0]", "s[s_qt]", g.tile_q), instr("s_cmp_ge_u32", "s[s_t0]", "s[s_sq]"),
            instr("s_cbranch_scc1", f".L{name}_exit", note="q tile past this sequence: nothing to do")]


def _limits(g: Geometry) -> list:
    """Trip count, first tile and the q tile's always-visible key range (scalars), from the visible range
    lo(i) <= j <= hi(i): hi(i) = min(seqlen_k - 1, i + off + M - 1), lo(i) = max(0, i + off - N + 1)."""
    t0, t1, T = "s[s_t0]", "s[s_t1]", KV_TILE
    out = [instr("s_sub_i32", "s[s_off]", "s[s_sk]", "s[s_sq]", note="the diagonal: seqlen_k - seqlen_q"),
           instr("s_mul_i32", "s[s_q0]", "s[s_qt]", g.tile_q),
           instr("s_sub_i32", "s[s_hi_all]", "s[s_sk]", 1)]
    if g.win_right:
        out += [instr("s_add_i32", t0, "s[s_q0]", "s[s_off]"), instr("s_add_i32", t0, t0, g.win_right - 1),
                instr("s_min_i32", "s[s_hi_all]", "s[s_hi_all]", t0, note="hi of the tile's first row")]
    out += [Comment(f"KV tiles: [first, end) of the keys the q tile's rows see ({T} keys each)"),
            instr("s_add_u32", t1, "s[s_q0]", g.tile_q), instr("s_min_u32", t1, t1, "s[s_sq]"),
            instr("s_sub_u32", t1, t1, 1, note="the tile's last row"),
            instr("s_sub_i32", "s[s_loop]", "s[s_sk]", 1)]
    if g.win_right:
        out += [instr("s_add_i32", t0, t1, "s[s_off]"), instr("s_add_i32", t0, t0, g.win_right - 1),
                instr("s_min_i32", "s[s_loop]", "s[s_loop]", t0)]
    out += [instr("s_add_i32", "s[s_loop]", "s[s_loop]", T), instr("s_ashr_i32", "s[s_loop]", "s[s_loop]", 5,
                                                                    note="end tile (hi of the last row) + 1"),
            instr("s_mov_b32", "s[s_kv0]", 0), instr("s_mov_b32", "s[s_lo_all]", 0)]
    if g.win_left:
        out += [instr("s_add_i32", t0, "s[s_q0]", "s[s_off]"), instr("s_sub_i32", t0, t0, g.win_left - 1),
                instr("s_max_i32", t0, t0, 0, note="lo of the tile's first row"),
                instr("s_lshr_b32", t0, t0, 5), instr("s_lshl_b32", "s[s_kv0]", t0, 5, note="first tile's first key"),
                instr("s_add_i32", t0, "s[s_q0]", g.tile_q - 1), instr("s_add_i32", t0, t0, "s[s_off]"),
                instr("s_sub_i32", t0, t0, g.win_left - 1),
                instr("s_max_i32", "s[s_lo_all]", t0, 0, note="lo of the tile's last row")]
    if g.splits > 1:
        sh = g.splits.bit_length() - 1
        out += [Comment(f"KV split: tiles [split n, (split + 1) n), n = ceil(ceil(seqlen_k / {T}) / {g.splits})"),
                instr("s_add_u32", t1, "s[s_sk]", T - 1), instr("s_lshr_b32", t1, t1, 5),
                instr("s_add_u32", t1, t1, g.splits - 1), instr("s_lshr_b32", t1, t1, sh),
                instr("s_mul_i32", t0, "s[s_split]", t1), instr("s_add_u32", t1, t0, t1),
                instr("s_min_i32", "s[s_loop]", "s[s_loop]", t1, note="end tile of the split"),
                instr("s_lshr_b32", t1, "s[s_kv0]", 5), instr("s_max_i32", t0, t0, t1),
                instr("s_lshl_b32", "s[s_kv0]", t0, 5, note="first key of the split's first tile")]
    out += [instr("s_lshr_b32", t0, "s[s_kv0]", 5), instr("s_sub_i32", "s[s_loop]", "s[s_loop]", t0),
            instr("s_max_i32", "s[s_loop]", "s[s_loop]", 0, note="trips (0: no key visible)"),
            instr("s_mul_i32", "s[s_kvoff]", "s[s_kv0]", g.row_kv, note="soffset of the first KV tile")]
    return out


def _no_mask_span() -> list:
    """s_nspan = max(s_hi_all - s_lo_all - (KV_TILE - 2), 0): a tile from key k0 needs no mask iff s_lo_all <= k0
    and k0 + KV_TILE - 1 <= s_hi_all, i.e. (k0 - s_lo_all) < s_nspan unsigned (k0 < s_lo_all wraps past it; both
    limits are below 2^31), one compare in the loop instead of two."""
    return [instr("s_sub_i32", "s[s_t0]", "s[s_hi_all]", "s[s_lo_all]"),
            instr("s_sub_i32", "s[s_t0]", "s[s_t0]", KV_TILE - 2),
            instr("s_max_i32", "s[s_nspan]", "s[s_t0]", 0, note="tiles needing no mask: k0 - lo in [0, s_nspan)")]


def _lane_limits(g: Geometry) -> list:
    """v_lim0 = hi(row) - kb0, v_lo0 = lo(row) - kb0 (signed; per tile minus its first key)."""
    out = [instr("v_add_u32", "v[v_lim]", "s[s_q0]", "v[v_row]", note="query row in the sequence"),
           instr("s_sub_i32", "s[s_t1]", "s[s_sk]", 1)]
    if g.alibi:
        out += [instr("v_add_u32", "v[v_rel0]", "s[s_off]", "v[v_lim]", note="ALiBi: i + off - key of accumulator 0"),
                instr("v_sub_u32", "v[v_rel0]", "v[v_rel0]", "v[v_kb0]")]
    if g.win_right:
        out += [instr("s_add_i32", "s[s_t0]", "s[s_off]", g.win_right - 1),
                instr("v_add_u32", "v[v_lim0]", "s[s_t0]", "v[v_lim]"),
                instr("v_min_i32", "v[v_lim0]", "s[s_t1]", "v[v_lim0]"),
                instr("v_sub_u32", "v[v_lim0]", "v[v_lim0]", "v[v_kb0]")]
    else:
        out += [instr("v_sub_u32", "v[v_lim0]", "s[s_t1]", "v[v_kb0]")]
    if g.win_left:
        out += [instr("s_sub_i32", "s[s_t0]", "s[s_off]", g.win_left - 1),
                instr("v_add_u32", "v[v_lo0]", "s[s_t0]", "v[v_lim]"),
                instr("v_sub_u32", "v[v_lo0]", "v[v_lo0]", "v[v_kb0]")]
    return out


def _addr(low, dst: list, regs: dict) -> list:
    tmp = [regs["v_tmp"].at(i) for i in range(regs["v_tmp"].count)]
    out = []
    for i, e in enumerate(low.bases):
        out += texts(emit_valu(e, str(dst[i]), {"tid": "v[v_tid]"}, list(tmp)))
    return out


def _vsharps(g: Geometry, r: dict, sa: dict, sa_hi: dict) -> list:
    """V#s of Q, O (or the O partials), K, V and the LSE (or its partials) of this sequence and head; s_lseoff."""
    row_bytes = g.d * g.esize
    pro = [Comment("V#s of this sequence and head: rows past the sequence read 0 and drop their stores")]
    if g.splits > 1:
        pro += [instr("s_mul_i32", "s[s_orow]", "s[s_split]", sa["batch"], note="partials [S, batch, seqlen_q, ...]"),
                instr("s_add_u32", "s[s_orow]", "s[s_orow]", "s[s_wg_z]"),
                instr("s_mul_i32", "s[s_orow]", "s[s_orow]", "s[s_sq]", note="first partial row of (split, b)")]
    else:
        pro.append(instr("s_mov_b32", "s[s_orow]", "s[s_qrow]"))
    ob = ("ws", "O partials f32") if g.splits > 1 else ("o", "O")
    for x, heads, head, first, rows, rb in (("q", g.hq, "s[s_head]", "s[s_qrow]", "s[s_sq]", row_bytes),
                                            ("o", g.hq, "s[s_head]", "s[s_orow]", "s[s_sq]", g.d * g.o_esize),
                                            ("k", g.hkv, "s[s_hkv]", "s[s_krow]", "s[s_sk]", row_bytes),
                                            ("v", g.hkv, "s[s_hkv]", "s[s_krow]", "s[s_sk]", row_bytes)):
        arg = ob[0] if x == "o" else x
        pro += _vsharp(r[f"s_rsrc_{x}"], (sa[arg], sa_hi[arg]), first, heads, head, rows, rb,
                       ob[1] if x == "o" else x.upper())
    if g.writes_lse:
        rs = r["s_rsrc_lse"]
        if g.splits > 1:  # after the O partials: LSE partials [S, batch, seqlen_q, heads] f32
            pro += [instr("s_mul_i32", "s[s_t0]", sa["batch"], "s[s_sq]",
                          note=f"LSE partials after S batch seqlen_q {g.hq} {g.d} f32 of O partials"),
                    instr("s_mul_i32", "s[s_t0]", "s[s_t0]", g.splits * g.hq * g.d * 4),
                    instr("s_add_u32", rs.at(0), sa["ws"], "s[s_t0]"), instr("s_addc_u32", rs.at(1), sa_hi["ws"], 0),
                    *_vsharp(rs, (rs.at(0), rs.at(1)), "s[s_orow]", g.hq, "s[s_head]", "s[s_sq]", 4,
                             "LSE partials [S, batch, seqlen_q, heads]")]
        elif g.varlen:     # [total_q, heads] f32: the same form as O with 4-byte rows
            pro += _vsharp(rs, (sa["lse"], sa_hi["lse"]), "s[s_qrow]", g.hq, "s[s_head]", "s[s_sq]", 4,
                           "LSE [total_q, heads_q] f32")
        else:            # [batch, heads, seqlen_q] f32
            pro += [instr("s_mul_i32", "s[s_t0]", "s[s_wg_z]", g.hq, note="LSE [batch, heads_q, seqlen_q] f32"),
                    instr("s_add_u32", "s[s_t0]", "s[s_t0]", "s[s_head]"),
                    instr("s_mul_i32", "s[s_t0]", "s[s_t0]", "s[s_sq]"), instr("s_lshl_b32", "s[s_t0]", "s[s_t0]", 2),
                    *texts(base_words(rs, (sa["lse"], sa_hi["lse"]), ("s[s_t0]", "0"), carry=rs.at(1))),
                    instr("s_lshl_b32", rs.at(2), "s[s_sq]", 2), *texts([word3(rs)])]
        pro.append(instr("s_mul_i32", "s[s_lseoff]", "s[s_qt]", g.lse_row * g.tile_q))
    return pro


def _prologue(g: Geometry, lay: Layouts, r: dict, args, sa: dict, sa_hi: dict, name: str) -> list:
    """Kernel arguments, V#s, soffsets, trip count, lowered lane addresses, Q fragments, KV tile 0 -> VGPRs."""
    low, vo, br = lay.low, r["v_o"], g.atom.b_regs
    frag_ld = "buffer_load_dwordx4" if 4 * br == 16 else "buffer_load_dwordx2"
    pro = [Comment("kernel arguments"), *texts(packed_loads(args, r["s_args"])[0]), Wait(lgkm=0),
           *_sequence(g, sa, sa_hi, name),
           instr("v_and_b32", "v[v_tid]", "0x3ff", "v0"),
           (instr("s_mov_b32", "s[s_hkv]", "s[s_head]", note="group 1: kv head = q head") if g.group == 1 else
            instr("s_mul_hi_u32", "s[s_hkv]", "s[s_head]", hex(g.group_magic),
                  note=f"kv head = q head / {g.group} (exact for heads < {g.hq})")),
           *_descales(g, sa, sa_hi), *terms.alibi_slope(g, sa, sa_hi), *terms.sink_load(g, sa, sa_hi)]
    pro += _vsharps(g, r, sa, sa_hi)
    pro += [instr("s_mul_i32", "s[s_qoff]", "s[s_qt]", g.tile_q * g.row_q, note="q tile origin in Q"),
            instr("s_mul_i32", "s[s_ooff]", "s[s_qt]", g.tile_q * g.row_o, note="q tile origin in O"),
            *_limits(g), *(_no_mask_span() if g.pingpong else ()),
            instr("s_mov_b32", "s[s_c]", hex(g.c_log2), note=f"{g.scale!r} * log2(e)"),
            instr("v_mov_b32", "v[v_c]", "s[s_c]", note="a VGPR: an operand of the scores' v_fma_f32"),
            *([instr("v_mul_f32", "v[v_c]", "s[s_dq]", "v[v_c]"),
               instr("v_mul_f32", "v[v_c]", "s[s_dk]", "v[v_c]", note="scores of the fp8 codes: x q_descale k_descale")]
              if g.fp8 else []),
            Comment(f"lane addresses (lowered layouts): q fragment {lay.q_frag}"),
            *_addr(low["q"], [r[f"v_qaddr{i}"] for i in range(len(low["q"].bases))], r),
            Comment(f"copy: global {lay.g_copy}, LDS {lay.l_copy}"),
            *_addr(low["g"], [r[f"v_gaddr{i}"] for i in range(len(low["g"].bases))], r),
            *(_wave_m0(g, lay) if g.dma else _addr(low["l"], [r["v_laddr"]], r)),
            *(_kv_by_wave(g) if g.kv_by_wave else ()),
            Comment(f"K fragment {lay.k_frag}; V^T transpose reads {lay.v_read}"),
            *_addr(low["k"], [r["v_kaddr"]], r), *_addr(low["v"], [r["v_vaddr"]], r),
            Comment(f"O store {lay.o_store}; key of accumulator r {lay.key}; query row {lay.row}"),
            *_addr(low["o"], [r["v_oaddr"]], r), *_addr(low["key"], [r["v_kb0"]], r),
            *_addr(low["row"], [r["v_row"]], r)]
    if g.writes_lse:
        pro += _addr(low["lse"], [r["v_lseaddr"]], r)
    pro += [Comment("visible iff lo(row) <= key <= hi(row): per-lane limits relative to accumulator 0's key"),
            *_lane_limits(g), *terms.bias_setup(g, r, sa, sa_hi),
            *((Comment("running max -FLT_MAX (so max(old, tile) needs no floor), sums and O^T 0"),
               instr("v_mov_b32", "v[v_m]", hex(NEG_MAX))) if g.pingpong else
              (Comment("running max -inf, sums and O^T 0"), instr("v_mov_b32", "v[v_m]", hex(NEG_INF)))),
            instr("v_mov_b32", "v[v_ninf]", hex(NEG_INF)), instr("v_mov_b32", "v[v_l]", 0),
            *(instr("v_mov_b32", vo.at(i), 0) for i in range(vo.count)),
            Comment("Q fragments (B of S^T = K Q^T): loaded once")]
    qlow = low["q"]
    for ks in range(g.ksteps):
        pro.append(instr(frag_ld, r["v_q"].at(br * ks, br), f"v[v_qaddr{qlow.base_of[ks]}]",
                         r["s_rsrc_q"], "s[s_qoff]", mods=("offen", f"offset:{qlow.imms[ks]}"), note=f"k step {ks}"))
    if g.pingpong:
        pro += [Comment("pingpong: trip 0's O^T += V^T P^T of tile -1 adds 0 x 0"),
                *(instr("v_mov_b32", x.at(i), 0) for x in (r["v_p"], r["v_vf"]) for i in range(x.count))]
    pro += [instr("s_cmp_eq_u32", "s[s_loop]", 0), instr("s_cbranch_scc1", f".L{name}_epilogue"),
            *(_first_dmas(g, lay) if g.dma else [Comment("KV tile 0 -> VGPRs"), *_loads(g, lay, r)]),
            *((Comment("bias of KV tile 0 (each trip prefetches the next tile's)"), *terms.bias_loads(g, lay, r))
              if g.bias else ())]
    if g.pingpong:
        pro += [Wait(vm=covering((g.dmas_per_tile,) * (g.stages - 1), 0), note="this wave's DMA of tile 0 landed"),
                *_group_barriers(g, 1, f"{name}_lead", "group 1 leads by one barrier: half a trip behind group 0")]
    return pro


def _dmas(g: Geometry, lay: Layouts, m0_base: str, stage: int | None, fill: list | None = None) -> list:
    """The LDS DMA of one KV tile (this wave's blocks of K, then of V) into the stage at M0 base `m0_base`
    (+ stage x stage_bytes when `stage` is a constant), reading the tile at soffset s_kvoff. Between each M0 write
    and its DMA goes the next instruction of `fill` (consumed; independent of M0), else the wait state's s_nop."""
    glow, mlow = lay.low["g"], lay.low["m0"]
    fill = fill if fill is not None else []
    out = []
    for x, base in ((("kv", 0),) if g.kv_by_wave else (("k", g.lds_k), ("v", g.lds_v))):
        for i in range(g.rounds):
            imm = base + int(mlow.imms[i]) + (stage or 0) * g.stage_bytes
            out += [instr("s_add_u32", "m0", m0_base, imm, note=f"M0: {x.upper()} block of round {i}"),
                    *([fill.pop(0)] if fill else M0_DMA_WAIT),
                    instr("buffer_load_dwordx4", f"v[v_gaddr{glow.base_of[i]}]", f"s[s_rsrc_{x}:s_rsrc_{x}+3]",
                          "s[s_kvoff]", mods=("offen", f"offset:{int(glow.imms[i])}", "lds"))]
    return out + [instr("s_add_u32", "s[s_kvoff]", "s[s_kvoff]", KV_TILE * g.row_kv, note="next KV tile")]


def _kv_by_wave(g: Geometry) -> list:
    """kv_by_wave: s_rsrc_kv = K's V# for waves 0 .. blocks - 1, V's for the rest (M0 holds the V tile's offset:
    layouts._dma)."""
    return [instr("s_cmp_lt_u32", "s[s_wave]", g.waves // 2, note=f"waves < {g.waves // 2} DMA K"),
            *(instr("s_cselect_b64", f"s[s_rsrc_kv+{i}:s_rsrc_kv+{i + 1}]", f"s[s_rsrc_k+{i}:s_rsrc_k+{i + 1}]",
                    f"s[s_rsrc_v+{i}:s_rsrc_v+{i + 1}]") for i in (0, 2))]


def _wave_m0(g: Geometry, lay: Layouts) -> list:
    """pipeline dma: s_wave, this wave's M0 base s_m0 (the lowered (wave, round) -> LDS block layout), the stages."""
    return [Comment(f"LDS DMA: global {lay.g_copy}; LDS {lay.l_copy}; M0 of (wave, round) {lay.m0}"),
            instr("v_lshrrev_b32", "v[v_tmp]", 6, "v[v_tid]"), *hazard_nops("valu_vgpr_readlane"),
            instr("v_readfirstlane_b32", "s[s_wave]", "v[v_tmp]"),
            *texts(emit_salu(lay.low["m0"].bases[0], "s[s_m0]", {"wave": "s[s_wave]"}, ["s[s_t0]", "s[s_t1]"])),
            instr("s_mov_b32", "s[s_rd]", 0, note=f"{g.stages} LDS stages of {g.stage_bytes} B: trip j reads j % "
                                                   f"{g.stages}"),
            instr("s_mov_b32", "s[s_wr]", (g.stages - 1) * g.stage_bytes,
                  note=f"and fills stage (j + {g.stages - 1}) % {g.stages} with tile j + {g.stages - 1}")]


def _first_dmas(g: Geometry, lay: Layouts) -> list:
    out = []
    for t in range(g.stages - 1):
        out += [Comment(f"KV tile {t} -> LDS stage {t} (DMA)"), *_dmas(g, lay, "s[s_m0]", t)]
    return out


def _tile_loop(g: Geometry, lay: Layouts, r: dict, name: str) -> list:
    """One KV tile per trip: chunks -> LDS, next tile -> VGPRs, S^T = K Q^T, mask, softmax, O^T += V^T P^T."""
    low, vs, vo = lay.low, r["v_s"], r["v_o"]
    mfma, cvt = g.atom.mnemonic, ("v_cvt_pk_bf16_f32" if g.out == "bf16" else "v_cvt_pk_f16_f32")
    J, ar, br, passes = g.per_thread, g.atom.a_regs, g.atom.b_regs, g.atom.passes
    kaddr, vaddr = ("v[v_kcur]", "v[v_vcur]") if g.dma else ("v[v_kaddr]", "v[v_vaddr]")
    k_reads = _k_reads(g, lay, r, kaddr)
    loop = (_dma_top(g, lay, k_reads) if g.dma else _vgpr_top(g, lay, r))
    pending = g.dmas_per_tile if g.dma else 2 * g.per_thread      # vector-memory ops issued after this tile's bias
    loop += [Comment("S^T = K Q^T (32 keys x 32 rows per wave)"), *k_reads]
    for ks in range(g.ksteps):
        loop.append(instr(mfma, str(vs), r["v_kf"].at(ar * ks, ar), r["v_q"].at(br * ks, br), 0 if ks == 0 else str(vs),
                          reads=(("k", ks),)))
    vlow = low["v"]
    nr, trop = v_reads(g), f"ds_read_b64_tr_b{8 * g.esize}"
    loop.append(Comment(f"V^T fragments ({trop}), in flight during the softmax"))
    for s in range(2):
        for b in range(g.dblocks):
            f = s * g.dblocks + b
            for half in range(nr):
                idx = half + nr * (s + 2 * b)           # value (half, s, b) of v_read
                loop.append(instr(trop, r["v_vf"].at(ar * f + 2 * half, 2), vaddr,
                                  mods=(f"offset:{g.lds_v + vlow.imms[idx]}",), writes=(("v", f),)))
    loop += [instr("v_subrev_u32", "v[v_lim]", "s[s_kv0]", "v[v_lim0]", note="limit within this tile")]
    if g.win_left:
        loop.append(instr("v_subrev_u32", "v[v_lo]", "s[s_kv0]", "v[v_lo0]"))
    if g.alibi:
        loop += [instr("v_subrev_u32", "v[v_rel]", "s[s_kv0]", "v[v_rel0]", note="ALiBi: in this tile"),
                 instr("v_cvt_f32_i32", "v[v_rel]", "v[v_rel]")]
    loop += [*hazard_nops("mfma_d_valu_read", passes, note="S^T landed"),
             *(terms.alibi(g, r, low["key"].imms) if g.alibi else ()),
             *(terms.bias_add(g, lay, r, pending) if g.bias else ()),
             Comment("every row sees the whole tile: no mask"),
             instr("s_add_u32", "s[s_t0]", "s[s_kv0]", KV_TILE - 1),
             instr("s_cmp_gt_i32", "s[s_t0]", "s[s_hi_all]"), instr("s_cbranch_scc1", f".L{name}_mask"),
             instr("s_cmp_lt_i32", "s[s_kv0]", "s[s_lo_all]"), instr("s_cbranch_scc1", f".L{name}_mask"),
             instr("s_branch", f".L{name}_softmax"), Label(f"{name}_mask"),
             Comment("mask: key offset outside [lo, hi] of the row -> -inf")]
    loop += mask_tile(vs, low["key"].imms, r["s_pair"], g.win_left > 0)
    loop.append(Label(f"{name}_softmax"))

    def pv(s):
        out = []
        for b in range(g.dblocks):
            f = s * g.dblocks + b
            out.append(instr(mfma, vo.at(16 * b, 16), r["v_vf"].at(ar * f, ar), r["v_p"].at(br * s, br),
                             vo.at(16 * b, 16), reads=(("v", f),)))
        return out
    # k step 0 of P V needs only accumulators 0-7, so the exps of 8-15 go between its MFMAs: each v_exp_f32 after
    # an MFMA runs under it, and no MFMA waits for a burst of them (docs/model.md §2: an MFMA does not issue while
    # a transcendental holds its SIMD's VALU)
    head, pairs, rescale = softmax_parts(g, r, name)
    half = len(pairs) // 2
    loop += [*head, *(i for p in pairs[:half] for i in p), *rescale,
             Comment(f"P -> {g.dtype}, k step 0: B of O^T = V^T P^T (value i of k step s = accumulator 8 s + i)"),
             *convert_p(g, r, cvt, (0,)), *hazard_nops("valu_vgpr_mfma"),
             Comment("O^T += V^T P^T, k step 0, the other scores' exps between its MFMAs")]
    for i, m in enumerate(pv(0)):
        loop += [m, *(pairs[half + i] if half + i < len(pairs) else ())]
    loop += [i for p in pairs[half + g.dblocks:] for i in p]
    loop += [*hazard_nops("trans_use"), Comment(f"P -> {g.dtype}, k step 1"), *convert_p(g, r, cvt, (1,)),
             *hazard_nops("valu_vgpr_mfma"), Comment("O^T += V^T P^T, k step 1"), *pv(1)]
    loop += [*row_sum(vs), *(_next_stage(g) if g.dma else ()), instr("s_add_u32", "s[s_kv0]", "s[s_kv0]", KV_TILE),
             *loop_close("s[s_loop]", f"{name}_loop", "key/value tile loop")]
    return with_waits(loop)


def _k_reads(g: Geometry, lay: Layouts, r: dict, kaddr: str, base: int = 0) -> list:
    """The K fragment reads of one tile (A of S^T) at LDS `base` + the tile's offsets, each filling its k step(s)."""
    ar, br, klow = g.atom.a_regs, g.atom.b_regs, lay.low["k"]
    if g.k_pairs:    # fp8 dma: one ds_read_b128 = A of k steps 2 p, 2 p + 1 (layouts.k_order)
        return [instr("ds_read_b128", r["v_kf"].at(2 * ar * kp, 2 * ar), kaddr,
                      mods=(f"offset:{base + g.lds_k + klow.imms[kp]}",), writes=(("k", 2 * kp), ("k", 2 * kp + 1)))
                for kp in range(g.ksteps // 2)]
    frag_rd = "ds_read_b128" if 4 * br == 16 else "ds_read_b64"
    return [instr(frag_rd, r["v_kf"].at(ar * ks, ar), kaddr, mods=(f"offset:{base + g.lds_k + klow.imms[ks]}",),
                  writes=(("k", ks),)) for ks in range(g.ksteps)]


def _vgpr_top(g: Geometry, lay: Layouts, r: dict) -> list:
    """pipeline vgpr: this tile's chunks (in VGPRs) -> LDS, then the next tile's chunks -> VGPRs."""
    J, cw, llow = g.per_thread, g.chunk // 4, lay.low["l"]
    top = [Wait(vm=0, lgkm=0, note="this tile's chunks are in VGPRs; every LDS read of the last tile landed"),
           instr("s_barrier", note="every wave is done with the last tile's LDS")]
    for st, base in (("v_stk", g.lds_k), ("v_stv", g.lds_v)):
        top += [instr(f"ds_write_b{8 * g.chunk}", "v[v_laddr]", r[st].at(cw * j, cw),
                      mods=(f"offset:{base + llow.imms[j]}",)) for j in range(J)]
    return top + [Wait(lgkm=0, note="the tile is in LDS"), instr("s_barrier"),
                  instr("s_add_u32", "s[s_kvoff]", "s[s_kvoff]", KV_TILE * g.row_kv),
                  Comment("next KV tile -> VGPRs (past the sequence: reads 0, unused)"), *_loads(g, lay, r)]


def _dma_top(g: Geometry, lay: Layouts, k_reads: list) -> list:
    """pipeline dma: wait for this tile's DMA (the older of the kv_stages - 1 in flight), barrier, then the DMA of
    tile j + kv_stages - 1 into the stage the last trip read (every wave is past its reads: the barrier), this
    tile's K fragment reads (`k_reads`, consumed) in the M0 -> DMA wait states. With a bias, this tile's bias
    loads (issued by the last trip, after the DMA of tile j + kv_stages - 2) are newer than tile j's DMA."""
    n = g.dmas_per_tile
    return [Wait(vm=covering((n,) * (g.stages - 1) + ((terms.BIAS_LOADS,) if g.bias else ()), 0), lgkm=0,
                 note=f"this tile's DMA landed (this wave; the {g.stages - 2} newer tile(s) may be in flight)"),
            instr("s_barrier", note="every wave's DMA of this tile landed; every wave is done with the last stage"),
            instr("v_add_u32", "v[v_kcur]", "s[s_rd]", "v[v_kaddr]", note="this trip's stage"),
            instr("v_add_u32", "v[v_vcur]", "s[s_rd]", "v[v_vaddr]"),
            instr("s_add_u32", "s[s_t0]", "s[s_m0]", "s[s_wr]"),
            Comment(f"KV tile j + {g.stages - 1} -> LDS stage s_wr (DMA; past the sequence: reads 0, unused)"),
            *_dmas(g, lay, "s[s_t0]", None, k_reads)]


def _next_stage(g: Geometry) -> list:
    """s_wr = this trip's stage (the next DMA refills it), s_rd = the next stage (mod kv_stages)."""
    sb, top = g.stage_bytes, g.stages * g.stage_bytes
    out = [instr("s_mov_b32", "s[s_wr]", "s[s_rd]", note="next trip: refill the stage read now")]
    if g.stages == 2:
        return out + [instr("s_xor_b32", "s[s_rd]", "s[s_rd]", sb, note="and read the other")]
    return out + [instr("s_add_u32", "s[s_rd]", "s[s_rd]", sb, note="and read the next"),
                  instr("s_cmp_ge_u32", "s[s_rd]", top), instr("s_cselect_b32", "s[s_rd]", 0, "s[s_rd]")]


def _epilogue(g: Geometry, lay: Layouts, r: dict, name: str) -> list:
    """Row sum of both lane halves, O / sum -> 16 bits -> O; LSE."""
    low, vo, passes = lay.low, r["v_o"], g.atom.passes
    cvt = "v_cvt_pk_bf16_f32" if g.out == "bf16" else "v_cvt_pk_f16_f32"
    epi = [Label(f"{name}_epilogue"), Wait(vm=0, note="the last (unused) tile loads"),
           *hazard_nops("mfma_d_valu_read", passes, note="O^T landed"),
           Comment("row sum = both halves' sums; masked row (sum 0): 1 / 2^-126, O = 0"),
           instr("v_mov_b32", "v[v_x1]", "v[v_l]"), *hazard_nops("valu_vgpr_permlane"),
           instr("v_permlane32_swap_b32", "v[v_x1]", "v[v_l]"), instr("v_add_f32", "v[v_l]", "v[v_x1]", "v[v_l]"),
           *terms.sink_fold(g),
           instr("v_max_f32", "v[v_al]", hex(F32_MIN_NORMAL), "v[v_l]"), instr("v_rcp_f32", "v[v_al]", "v[v_al]"),
           *hazard_nops("trans_use"),
           *([instr("v_mul_f32", "v[v_al]", "v[v_cr]", "v[v_al]", note="O x 2^(m - m')")] if g.sink and g.splits == 1
             else []),
           *([instr("v_mul_f32", "v[v_al]", "s[s_dv]", "v[v_al]", note="x v_descale")] if g.fp8 else []),
           *scale_pairs(vo, "v[v_al:v_al+1]")]
    olow = low["o"]
    if g.o_esize == 2:
        for b in range(g.dblocks):
            for q in range(4):
                o = 16 * b + 4 * q
                epi += [instr(cvt, vo.at(o), vo.at(o), vo.at(o + 1)),
                        instr(cvt, vo.at(o + 1), vo.at(o + 2), vo.at(o + 3))]
    n = 4 * g.o_esize // 4
    for b in range(g.dblocks):
        for q in range(4):
            o = 16 * b + 4 * q
            epi.append(instr(f"buffer_store_dwordx{n}", vo.at(o, n), "v[v_oaddr]", r["s_rsrc_o"], "s[s_ooff]",
                             mods=("offen", f"offset:{olow.imms[q + 4 * b]}"), note=f"d {32 * b} + rows {q} of 4"))
    if g.writes_lse:
        epi += [Comment("LSE = (max + log2(sum)) ln 2 (natural log; masked row -inf), one store per row (lanes 0-31)"),
                instr("v_log_f32", "v[v_mx]", "v[v_l]"), *hazard_nops("trans_use"),
                instr("v_add_f32", "v[v_mx]", "v[v_m]", "v[v_mx]"),
                *([instr("v_add_f32", "v[v_mx]", hex(_f32_bits(-float(g.p_shift))), "v[v_mx]",
                         note=f"the row sum is 2^{g.p_shift} times the true one")] if g.p_shift else []),
                instr("v_mul_f32", "v[v_mx]", hex(_f32_bits(LN2)), "v[v_mx]"),
                instr("s_mov_b32", "exec_hi", 0),
                instr("buffer_store_dword", "v[v_mx]", "v[v_lseaddr]", r["s_rsrc_lse"], "s[s_lseoff]",
                      mods=("offen", "offset:0"))]
    epi += [Label(f"{name}_exit"), instr("s_endpgm")]
    return epi


def program(g: Geometry, lay: Layouts, R: Regs, args, name: str, loop: list | None = None) -> tuple:
    """The kernel's items: prologue, the KV tile loop (its LDS-read waits placed; schedule pingpong: `loop`,
    pingpong_loop.py's), epilogue."""
    sa, sa_hi = packed_operands(args, R.r["s_args"])
    loop = loop if g.pingpong else _tile_loop(g, lay, R.r, name)
    return tuple(_prologue(g, lay, R.r, args, sa, sa_hi, name)
                 + [Label(f"{name}_loop"), Comment("---- one KV tile per trip")]
                 + loop + _epilogue(g, lay, R.r, name))


def _group_barriers(g: Geometry, group: int, label: str, note: str) -> list:
    """pingpong: the `lead` barriers only `group` passes here (a scalar branch on the wave id)."""
    pp = g.pingpong
    return [instr("s_cmp_lt_u32" if group == 1 else "s_cmp_ge_u32", "s[s_wave]", pp.group_waves,
                  note=f"group {group}: waves {'>=' if group == 1 else '<'} {pp.group_waves}"),
            instr("s_cbranch_scc1", f".L{label}"), *(instr("s_barrier", note=note) for _ in range(pp.lead)),
            Label(label)]


def _loads(g: Geometry, lay: Layouts, r: dict) -> list:
    glow = lay.low["g"]
    out = []
    for x, st in (("k", "v_stk"), ("v", "v_stv")):
        for j in range(g.per_thread):
            cw = g.chunk // 4
            out.append(instr(f"buffer_load_dwordx{cw}", r[st].at(cw * j, cw), f"v[v_gaddr{glow.base_of[j]}]",
                             r[f"s_rsrc_{x}"], "s[s_kvoff]", mods=("offen", f"offset:{glow.imms[j]}")))
    return out
