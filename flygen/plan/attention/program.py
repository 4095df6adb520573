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
from flygen.layout.emit import emit_salu, emit_valu
from flygen.plan.attention.geometry import (F32_MIN_NORMAL, KV_TILE, LN2, NEG_INF, NEG_MAX, Geometry, _f32_bits)
from flygen.plan.attention.layouts import Layouts
from flygen.plan.attention.registers import Regs
from flygen.plan.items import Comment, Instr, Label, Wait, events, hazard_nops, instr, texts
from flygen.plan.kernargs import packed_loads, packed_operands
from flygen.plan.vsharp import base_words, word3
from flygen.plan.waits import wait_counts


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


def _vsharp(rs, base: tuple, rows_before: str, row_elems: int, head: str, rows: str, regs: dict, g: Geometry,
            esize_row: int, note: str) -> list:
    """V# of one (batch, head) of a [batch, seq, heads, d] tensor: base + ((b seq + 0) heads + head) d esize,
    num_records = ((seq - 1) heads + 1) d esize (row seq and beyond read 0, stores dropped)."""
    t0, t1 = "s[s_t0]", "s[s_t1]"
    return [instr("s_mul_i32", t0, "s[s_wg_z]", rows, note=note), instr("s_mul_i32", t0, t0, row_elems),
            instr("s_add_u32", t0, t0, head), instr("s_mul_i32", t0, t0, esize_row),
            *texts(base_words(rs, base, (t0, "0"), carry=rs.at(1))),
            instr("s_sub_u32", t1, rows, 1), instr("s_mul_i32", t1, t1, row_elems), instr("s_add_u32", t1, t1, 1),
            instr("s_mul_i32", rs.at(2), t1, esize_row), *texts([word3(rs)])]


def _addr(low, dst: list, regs: dict) -> list:
    tmp = [regs["v_tmp"].at(i) for i in range(3)]
    out = []
    for i, e in enumerate(low.bases):
        out += texts(emit_valu(e, str(dst[i]), {"tid": "v[v_tid]"}, list(tmp)))
    return out


def program(g: Geometry, lay: Layouts, R: Regs, args, name: str) -> tuple:
    r, low = R.r, lay.low
    sa, sa_hi = packed_operands(args, r["s_args"])
    sq, sk = sa["seqlen_q"], sa["seqlen_k"]
    mfma, cvt = g.atom.mnemonic, ("v_cvt_pk_bf16_f32" if g.dtype == "bf16" else "v_cvt_pk_f16_f32")
    passes = g.atom.passes
    J = g.per_thread
    vs, vo = r["v_s"], r["v_o"]

    pro = [Comment("kernel arguments"), *texts(packed_loads(args, r["s_args"])[0]), Wait(lgkm=0),
           instr("v_and_b32", "v[v_tid]", "0x3ff", "v0"),
           (instr("s_mov_b32", "s[s_hkv]", "s[s_wg_y]", note="group 1: kv head = q head") if g.group == 1 else
            instr("s_mul_hi_u32", "s[s_hkv]", "s[s_wg_y]", hex(g.group_magic),
                  note=f"kv head = q head / {g.group} (exact for heads < {g.hq})")),
           Comment("V#s of this (batch, head): rows past the sequence read 0 and drop their stores")]
    pro += _vsharp(r["s_rsrc_q"], (sa["q"], sa_hi["q"]), "", g.hq, "s[s_wg_y]", sq, r, g, g.d * g.esize, "Q")
    pro += _vsharp(r["s_rsrc_o"], (sa["o"], sa_hi["o"]), "", g.hq, "s[s_wg_y]", sq, r, g, g.d * g.esize, "O")
    pro += _vsharp(r["s_rsrc_k"], (sa["k"], sa_hi["k"]), "", g.hkv, "s[s_hkv]", sk, r, g, g.d * g.esize, "K")
    pro += _vsharp(r["s_rsrc_v"], (sa["v"], sa_hi["v"]), "", g.hkv, "s[s_hkv]", sk, r, g, g.d * g.esize, "V")
    if g.lse:
        rs = r["s_rsrc_lse"]
        pro += [instr("s_mul_i32", "s[s_t0]", "s[s_wg_z]", g.hq, note="LSE [batch, heads, seqlen_q] f32"),
                instr("s_add_u32", "s[s_t0]", "s[s_t0]", "s[s_wg_y]"), instr("s_mul_i32", "s[s_t0]", "s[s_t0]", sq),
                instr("s_lshl_b32", "s[s_t0]", "s[s_t0]", 2),
                *texts(base_words(rs, (sa["lse"], sa_hi["lse"]), ("s[s_t0]", "0"), carry=rs.at(1))),
                instr("s_lshl_b32", rs.at(2), sq, 2), *texts([word3(rs)]),
                instr("s_mul_i32", "s[s_lseoff]", "s[s_wg_x]", 4 * g.tile_q)]
    pro += [instr("s_mul_i32", "s[s_qoff]", "s[s_wg_x]", g.tile_q * g.row_q, note="q tile origin in Q / O"),
            Comment(f"KV tiles: ceil(seqlen_k / {KV_TILE})" + (", causal: up to the tile of the last visible key of "
                                                              "the q tile's last row" if g.causal else "")),
            instr("s_add_u32", "s[s_loop]", sk, KV_TILE - 1), instr("s_lshr_b32", "s[s_loop]", "s[s_loop]", 5)]
    if g.causal:
        pro += [instr("s_add_u32", "s[s_t0]", "s[s_wg_x]", 1), instr("s_mul_i32", "s[s_t0]", "s[s_t0]", g.tile_q),
                instr("s_min_u32", "s[s_t0]", "s[s_t0]", sq), instr("s_add_u32", "s[s_t0]", "s[s_t0]", sk),
                instr("s_sub_i32", "s[s_t0]", "s[s_t0]", sq), instr("s_sub_i32", "s[s_t0]", "s[s_t0]", 1,
                                                                   note="last visible key (may be < 0)"),
                instr("s_ashr_i32", "s[s_t0]", "s[s_t0]", 5), instr("s_add_i32", "s[s_t0]", "s[s_t0]", 1),
                instr("s_max_i32", "s[s_t0]", "s[s_t0]", 0), instr("s_min_u32", "s[s_loop]", "s[s_loop]", "s[s_t0]")]
    pro += [instr("s_mov_b32", "s[s_c]", hex(g.c_log2), note=f"{g.scale!r} * log2(e)"),
            instr("s_mov_b32", "s[s_kv0]", 0), instr("s_mov_b32", "s[s_kvoff]", 0),
            Comment(f"lane addresses (lowered layouts): q fragment {lay.q_frag}"),
            *_addr(low["q"], [r[f"v_qaddr{i}"] for i in range(len(low["q"].bases))], r),
            Comment(f"copy: global {lay.g_copy}, LDS {lay.l_copy}"),
            *_addr(low["g"], [r[f"v_gaddr{i}"] for i in range(len(low["g"].bases))], r),
            *_addr(low["l"], [r["v_laddr"]], r),
            Comment(f"K fragment {lay.k_frag}; V^T transpose reads {lay.v_read}"),
            *_addr(low["k"], [r["v_kaddr"]], r), *_addr(low["v"], [r["v_vaddr"]], r),
            Comment(f"O store {lay.o_store}; key of accumulator r {lay.key}; query row {lay.row}"),
            *_addr(low["o"], [r["v_oaddr"]], r), *_addr(low["key"], [r["v_kb0"]], r),
            *_addr(low["row"], [r["v_row"]], r)]
    if g.lse:
        pro += _addr(low["lse"], [r["v_lseaddr"]], r)
    pro += [Comment("visible iff key <= min(seqlen_k - 1" + (", row + seqlen_k - seqlen_q" if g.causal else "") + ")"),
            instr("s_sub_u32", "s[s_t1]", sk, 1)]
    if g.causal:
        pro += [instr("s_mul_i32", "s[s_t0]", "s[s_wg_x]", g.tile_q), instr("s_add_u32", "s[s_t0]", "s[s_t0]", sk),
                instr("s_sub_u32", "s[s_t0]", "s[s_t0]", sq),
                instr("v_add_u32", "v[v_lim0]", "s[s_t0]", "v[v_row]"),
                instr("v_min_i32", "v[v_lim0]", "s[s_t1]", "v[v_lim0]"),
                instr("v_sub_u32", "v[v_lim0]", "v[v_lim0]", "v[v_kb0]")]
    else:
        pro += [instr("v_sub_u32", "v[v_lim0]", "s[s_t1]", "v[v_kb0]")]
    pro += [Comment("running max -inf, sums and O^T 0"), instr("v_mov_b32", "v[v_m]", hex(NEG_INF)),
            instr("v_mov_b32", "v[v_ninf]", hex(NEG_INF)), instr("v_mov_b32", "v[v_l]", 0),
            *(instr("v_mov_b32", vo.at(i), 0) for i in range(vo.count)),
            Comment("Q fragments (B of S^T = K Q^T): loaded once")]
    qlow = low["q"]
    for ks in range(g.ksteps):
        pro.append(instr("buffer_load_dwordx4", r["v_q"].at(4 * ks, 4), f"v[v_qaddr{qlow.base_of[ks]}]",
                         r["s_rsrc_q"], "s[s_qoff]", mods=("offen", f"offset:{qlow.imms[ks]}"), note=f"k step {ks}"))
    pro += [instr("s_cmp_eq_u32", "s[s_loop]", 0), instr("s_cbranch_scc1", f".L{name}_epilogue"),
            Comment("KV tile 0 -> VGPRs"), *_loads(g, lay, r)]

    loop = [Wait(vm=0, lgkm=0, note="this tile's chunks are in VGPRs; every LDS read of the last tile landed"),
            instr("s_barrier", note="every wave is done with the last tile's LDS")]
    llow = low["l"]
    for j in range(J):
        loop.append(instr("ds_write_b128", "v[v_laddr]", r["v_stk"].at(4 * j, 4), mods=(f"offset:{g.lds_k + llow.imms[j]}",)))
    for j in range(J):
        loop.append(instr("ds_write_b128", "v[v_laddr]", r["v_stv"].at(4 * j, 4), mods=(f"offset:{g.lds_v + llow.imms[j]}",)))
    loop += [Wait(lgkm=0, note="the tile is in LDS"), instr("s_barrier"),
             instr("s_add_u32", "s[s_kvoff]", "s[s_kvoff]", KV_TILE * g.row_kv),
             Comment("next KV tile -> VGPRs (past the sequence: reads 0, unused)"), *_loads(g, lay, r),
             Comment("S^T = K Q^T (32 keys x 32 rows per wave)")]
    klow = low["k"]
    for ks in range(g.ksteps):
        loop.append(instr("ds_read_b128", r["v_kf"].at(4 * ks, 4), "v[v_kaddr]", mods=(f"offset:{klow.imms[ks]}",),
                          writes=(("k", ks),)))
    for ks in range(g.ksteps):
        loop.append(instr(mfma, str(vs), r["v_kf"].at(4 * ks, 4), r["v_q"].at(4 * ks, 4), 0 if ks == 0 else str(vs),
                          reads=(("k", ks),)))
    vlow = low["v"]
    loop.append(Comment("V^T fragments (ds_read_b64_tr_b16), in flight during the softmax"))
    for s in range(2):
        for b in range(g.dblocks):
            f = s * g.dblocks + b
            for half in range(2):
                idx = half + 2 * s + 4 * b              # value (half, s, b) of v_read
                loop.append(instr("ds_read_b64_tr_b16", r["v_vf"].at(4 * f + 2 * half, 2), "v[v_vaddr]",
                                  mods=(f"offset:{g.lds_v + vlow.imms[idx]}",), writes=(("v", f),)))
    loop += [instr("v_subrev_u32", "v[v_lim]", "s[s_kv0]", "v[v_lim0]", note="limit within this tile"),
             *hazard_nops("mfma_d_valu_read", passes, note="S^T landed"),
             Comment("mask: key offset > limit -> -inf")]
    loop += _mask(vs, low["key"].imms, r["s_pair"])
    loop += _softmax(g, r)
    loop += [Comment("P -> 16 bits: B of O^T = V^T P^T (value i of k step s = accumulator 8 s + i)"),
             *(instr(cvt, r["v_p"].at(i), vs.at(2 * i), vs.at(2 * i + 1)) for i in range(8)),
             *hazard_nops("valu_vgpr_mfma"), Comment("O^T += V^T P^T")]
    for s in range(2):
        for b in range(g.dblocks):
            f = s * g.dblocks + b
            loop.append(instr(mfma, vo.at(16 * b, 16), r["v_vf"].at(4 * f, 4), r["v_p"].at(4 * s, 4),
                              vo.at(16 * b, 16), reads=(("v", f),)))
    loop += [instr("s_add_u32", "s[s_kv0]", "s[s_kv0]", KV_TILE), instr("s_sub_u32", "s[s_loop]", "s[s_loop]", 1),
             instr("s_cmp_lg_u32", "s[s_loop]", 0), instr("s_cbranch_scc1", f".L{name}_loop")]
    loop = with_waits(loop)

    epi = [Label(f"{name}_epilogue"), Wait(vm=0, note="the last (unused) tile loads"),
           *hazard_nops("mfma_d_valu_read", passes, note="O^T landed"),
           Comment("row sum = both halves' sums; masked row (sum 0): 1 / 2^-126, O = 0"),
           instr("v_mov_b32", "v[v_x1]", "v[v_l]"), *hazard_nops("valu_vgpr_permlane"),
           instr("v_permlane32_swap_b32", "v[v_x1]", "v[v_l]"), instr("v_add_f32", "v[v_l]", "v[v_x1]", "v[v_l]"),
           instr("v_max_f32", "v[v_al]", hex(F32_MIN_NORMAL), "v[v_l]"), instr("v_rcp_f32", "v[v_al]", "v[v_al]"),
           *hazard_nops("trans_use"),
           *(instr("v_mul_f32", vo.at(i), "v[v_al]", vo.at(i)) for i in range(vo.count))]
    olow = low["o"]
    for b in range(g.dblocks):
        for q in range(4):
            o = 16 * b + 4 * q
            epi += [instr(cvt, vo.at(o), vo.at(o), vo.at(o + 1)), instr(cvt, vo.at(o + 1), vo.at(o + 2), vo.at(o + 3))]
    for b in range(g.dblocks):
        for q in range(4):
            o = 16 * b + 4 * q
            epi.append(instr("buffer_store_dwordx2", vo.at(o, 2), "v[v_oaddr]", r["s_rsrc_o"], "s[s_qoff]",
                             mods=("offen", f"offset:{olow.imms[q + 4 * b]}"), note=f"d {32 * b} + rows {q} of 4"))
    if g.lse:
        epi += [Comment("LSE = (max + log2(sum)) ln 2 (natural log; masked row -inf), one store per row (lanes 0-31)"),
                instr("v_log_f32", "v[v_mx]", "v[v_l]"), *hazard_nops("trans_use"),
                instr("v_add_f32", "v[v_mx]", "v[v_m]", "v[v_mx]"),
                instr("v_mul_f32", "v[v_mx]", hex(_f32_bits(LN2)), "v[v_mx]"),
                instr("s_mov_b32", "exec_hi", 0),
                instr("buffer_store_dword", "v[v_mx]", "v[v_lseaddr]", r["s_rsrc_lse"], "s[s_lseoff]",
                      mods=("offen", "offset:0"))]
    epi.append(instr("s_endpgm"))
    return tuple(pro + [Label(f"{name}_loop"), Comment("---- one KV tile per trip")] + loop + epi)


def _loads(g: Geometry, lay: Layouts, r: dict) -> list:
    glow = lay.low["g"]
    out = []
    for x, st in (("k", "v_stk"), ("v", "v_stv")):
        for j in range(g.per_thread):
            out.append(instr("buffer_load_dwordx4", r[st].at(4 * j, 4), f"v[v_gaddr{glow.base_of[j]}]",
                             r[f"s_rsrc_{x}"], "s[s_kvoff]", mods=("offen", f"offset:{glow.imms[j]}")))
    return out


def _mask(vs, imms, pairs) -> list:
    """v_cmp (key offset r > limit) into pair r % 3, its v_cndmask two instructions later (2 wait states)."""
    out, lag = [], 2
    cmp = lambda k: instr("v_cmp_lt_i32_e64", str(pairs[k % 3]), "v[v_lim]", imms[k])
    sel = lambda k: instr("v_cndmask_b32_e64", vs.at(k), vs.at(k), "v[v_ninf]", str(pairs[k % 3]))
    n = vs.count
    for k in range(n):
        out.append(cmp(k))
        if k >= lag:
            out.append(sel(k - lag))
    out += [sel(k) for k in range(n - lag, n)]
    return out


def _softmax(g: Geometry, r: dict) -> list:
    vs, vo = r["v_s"], r["v_o"]
    out = [Comment("row max: 16 keys in the lane, then the other half (lane ^ 32)"),
           instr("v_max_f32", "v[v_mx]", vs.at(0), vs.at(1)),
           *(instr("v_max_f32", "v[v_mx]", vs.at(k), "v[v_mx]") for k in range(2, vs.count)),
           instr("v_mov_b32", "v[v_x1]", "v[v_mx]"), *hazard_nops("valu_vgpr_permlane"),
           instr("v_permlane32_swap_b32", "v[v_x1]", "v[v_mx]"), instr("v_max_f32", "v[v_mx]", "v[v_x1]", "v[v_mx]"),
           instr("v_mul_f32", "v[v_mx]", "s[s_c]", "v[v_mx]", note="tile max in base-2 units"),
           instr("v_max_f32", "v[v_muse]", "v[v_m]", "v[v_mx]"),
           instr("v_max_f32", "v[v_muse]", hex(NEG_MAX), "v[v_muse]", note="only masked keys so far: -FLT_MAX"),
           instr("v_sub_f32", "v[v_al]", "v[v_m]", "v[v_muse]"), instr("v_exp_f32", "v[v_al]", "v[v_al]",
                                                                     note="rescale = 2^(old max - new max)"),
           instr("v_sub_f32", "v[v_nm]", 0, "v[v_muse]"), instr("v_mov_b32", "v[v_m]", "v[v_muse]"),
           Comment("p = 2^(s scale log2(e) - max)")]
    for k in range(vs.count):
        out += [instr("v_fma_f32", vs.at(k), vs.at(k), "s[s_c]", "v[v_nm]"), instr("v_exp_f32", vs.at(k), vs.at(k))]
    out += [instr("v_mul_f32", "v[v_l]", "v[v_al]", "v[v_l]"),
            *(instr("v_add_f32", "v[v_l]", vs.at(k), "v[v_l]") for k in range(vs.count)),
            *(instr("v_mul_f32", vo.at(i), "v[v_al]", vo.at(i)) for i in range(vo.count))]
    return out
