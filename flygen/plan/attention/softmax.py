"""The attention tile's math as typed items (flygen.plan.items), shared by both schedules (program.py): the
mask, the online softmax in base 2 (row max, lazy O^T rescale, exp2), P -> the MFMA's B type, the row sum."""
from __future__ import annotations

from flygen.plan.attention.geometry import NEG_MAX, Geometry, _f32_bits
from flygen.plan.items import Comment, Label, hazard_nops, instr


def convert_p(g: Geometry, r: dict, cvt: str, steps=(0, 1)) -> list:
    """P (f32 accumulators) -> B values: 16-bit pairs, or fp8 e4m3 quadruples (bytes 0-1 then 2-3 of a VGPR:
    op_sel[2] writes the high half; the two halves of one VGPR one instruction apart, dst_sel_forward).
    `steps`: the k steps of O^T = V^T P^T whose B values to convert (step s: accumulators 8 s .. 8 s + 7)."""
    vs, vp = r["v_s"], r["v_p"]
    if not g.fp8:                      # step s: B VGPRs 4 s .. 4 s + 3
        return [instr(cvt, vp.at(i), vs.at(2 * i), vs.at(2 * i + 1)) for s in steps for i in range(4 * s, 4 * s + 4)]
    out = []
    for pair in steps:                         # VGPRs 2 pair, 2 pair + 1: lo halves, then hi halves
        for hi in range(2):
            for v in (2 * pair, 2 * pair + 1):
                a = 4 * v + 2 * hi
                out.append(instr("v_cvt_pk_fp8_f32", vp.at(v), vs.at(a), vs.at(a + 1),
                                 mods=(("op_sel:[0,0,1]",) if hi else ())))
    return out


def mask_tile(vs, imms, pairs, low: bool) -> list:
    """v_cmp (key offset r > hi limit; with `low` also r < lo limit) into pair c % 3, its v_cndmask two
    instructions later (2 wait states, flygen.isa.hazards valu_sgpr_valu)."""
    tests = [(k, "v_cmp_lt_i32_e64", "v[v_lim]") for k in range(vs.count)]
    if low:
        tests += [(k, "v_cmp_gt_i32_e64", "v[v_lo]") for k in range(vs.count)]
    out, lag = [], 2
    cmp = lambda c: instr(tests[c][1], str(pairs[c % 3]), tests[c][2], imms[tests[c][0]])
    sel = lambda c: instr("v_cndmask_b32_e64", vs.at(tests[c][0]), vs.at(tests[c][0]), "v[v_ninf]", str(pairs[c % 3]))
    for c in range(len(tests)):
        out.append(cmp(c))
        if c >= lag:
            out.append(sel(c - lag))
    out += [sel(c) for c in range(len(tests) - lag, len(tests))]
    return out


def scale_pairs(vo, factor: str) -> list:
    """vo *= factor (a register pair whose low register holds it), two accumulators per v_pk_mul_f32: where no
    MFMA is in flight (the epilogue), since packed FP32 never runs under an MFMA (scale_each)."""
    return [instr("v_pk_mul_f32", vo.at(i, 2), factor, vo.at(i, 2), mods=("op_sel_hi:[0,1]",))
            for i in range(0, vo.count, 2)]


def scale_each(vo, factor: str) -> list:
    """vo *= factor (a VGPR), one v_mul_f32 per accumulator: in the loop, beside the other wave's MFMAs. Packed
    FP32 (v_pk_*_f32) does not issue while its SIMD's matrix core is busy, scalar VALU does (tingqli/pyhip
    docs/mfma-valu-coissue.md, measured on gfx942; on gfx950 its PMC read 0 MFMA co-execution cycles for
    v_pk_fma_f32 against 8 per MFMA for two v_fmac_f32; flygen.model.cu)."""
    return [instr("v_mul_f32", vo.at(i), factor, vo.at(i)) for i in range(vo.count)]


def online_softmax(g: Geometry, r: dict, name: str) -> list:
    """The whole softmax in order: the row max and rescale factor, every score's exp, the lazy rescale."""
    head, pairs, rescale = softmax_parts(g, r, name)
    return [*head, *(i for pair in pairs for i in pair), *rescale]


def softmax_parts(g: Geometry, r: dict, name: str) -> tuple[list, list, list]:
    """Online softmax of the tile's S^T in base 2: the row max by v_max3_f32, the scores scaled and shifted
    (v_fma_f32 with the constant and -max), O and the sum rescaled (v_mul_f32); the tile's row sum follows the
    P V MFMAs (row_sum). Scalar FP32, not packed: it runs beside the other wave's MFMAs (scale_each).
    Returned as (row max and factor, the score pairs' [fma, fma, exp, exp] lists, the lazy rescale): a schedule
    may issue the later pairs between MFMAs (program.py), where each v_exp runs under one."""
    vs, vo = r["v_s"], r["v_o"]
    n = vs.count
    rowmax = [instr("v_max3_f32", "v[v_mx]", vs.at(0), vs.at(1), vs.at(2))]
    k = 3
    while k < n:
        if k + 1 < n:
            rowmax.append(instr("v_max3_f32", "v[v_mx]", "v[v_mx]", vs.at(k), vs.at(k + 1)))
        else:
            rowmax.append(instr("v_max_f32", "v[v_mx]", vs.at(k), "v[v_mx]"))
        k += 2
    out = [Comment("row max: 16 keys in the lane, then the other half (lane ^ 32)"), *rowmax,
           instr("v_mov_b32", "v[v_x1]", "v[v_mx]"), *hazard_nops("valu_vgpr_permlane"),
           instr("v_permlane32_swap_b32", "v[v_x1]", "v[v_mx]"), instr("v_max_f32", "v[v_mx]", "v[v_x1]", "v[v_mx]"),
           instr("v_mul_f32", "v[v_mx]", "v[v_c]", "v[v_mx]", note="tile max in base-2 units"),
           instr("v_max_f32", "v[v_muse]", "v[v_m]", "v[v_mx]"),
           *(() if g.pingpong else   # pingpong: v_m starts at -FLT_MAX, so m_use >= -FLT_MAX already
             (instr("v_max_f32", "v[v_muse]", hex(NEG_MAX), "v[v_muse]", note="only masked keys so far: -FLT_MAX"),)),
           instr("v_sub_f32", "v[v_al]", "v[v_m]", "v[v_muse]"), instr("v_exp_f32", "v[v_al]", "v[v_al]",
                                                                     note="rescale = 2^(old max - new max)"),
           instr("v_cmp_neq_f32_e32", "vcc", "v[v_m]", "v[v_muse]", note="lanes whose max moved"),
           instr("v_sub_f32", "v[v_nm]", hex(_f32_bits(float(g.p_shift))) if g.p_shift else 0, "v[v_muse]"),
           instr("v_mov_b32", "v[v_m]", "v[v_muse]"),
           Comment("p = 2^(s scale log2(e) - max" + (f" + {g.p_shift})" if g.p_shift else ")")
                   + ": v_fma_f32 with the constant and -max, then v_exp_f32, two scores at a time")]
    pairs = [[instr("v_fma_f32", vs.at(k), vs.at(k), "v[v_c]", "v[v_nm]"),
              instr("v_fma_f32", vs.at(k + 1), vs.at(k + 1), "v[v_c]", "v[v_nm]"),
              instr("v_exp_f32", vs.at(k), vs.at(k)), instr("v_exp_f32", vs.at(k + 1), vs.at(k + 1))]
             for k in range(0, n, 2)]
    pair = str(r["s_pair"][0])
    rescale = [Comment("lazy rescale: no lane's max moved -> the factor is 2^0 = 1 for all: skip (exact)"),
               instr("s_and_b64", pair, "vcc", "exec"), instr("s_cbranch_scc0", f".L{name}_kept"),
               instr("v_mul_f32", "v[v_l]", "v[v_al]", "v[v_l]"), *scale_each(vo, "v[v_al]"),
               Label(f"{name}_kept")]
    return out, pairs, rescale


def row_sum(vs) -> list:
    """v_l += the tile's 16 p of this lane: a v_add_f32 tree over P (dead once converted), then its two last
    partial sums; after the P V MFMAs are issued, so these VALU run beside them (scalar: packed FP32 would wait
    for the matrix core, scale_each)."""
    out, w = [Comment("row sum: P added in a tree (P is in v_p), then into the running sum")], vs.count
    while w > 2:
        w //= 2
        out += [instr("v_add_f32", vs.at(k), vs.at(k), vs.at(k + w)) for k in range(w)]
    return out + [instr("v_add_f32", "v[v_l]", vs.at(0), "v[v_l]"), instr("v_add_f32", "v[v_l]", vs.at(1), "v[v_l]")]
