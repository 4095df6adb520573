"""Epilogue of the moe family: stage 1 silu(gate) * up -> bf16 rows of the intermediate (or, with an MX
`inter_dtype`, re-quantised in the kernel: flygen.plan.epilogue.mx), stage 2 routing weight x acc -> f32 atomics
into out[token] (the scatter of the sorted rows back to their tokens), or with out_dtype bf16 / f16 RNE pairs of
adjacent columns added by buffer_atomic_pk_add_bf16 / _f16.

Lanes hold C[m][n0..n0+3] of an atom (swapped-operand MFMA, layout preshuffle_layouts.c_store); addresses are
lowered by the planner's kit `h` (flygen.plan.moe.epilogue.EpilogueKit: vector_accesses over those layouts, the
lanes' registers), values and packing are flygen.plan.epilogue.values'.
"""
from __future__ import annotations

from flygen.isa import limits
from flygen.plan import preshuffle_layouts as PL
from flygen.plan.epilogue import mx as moe_mx
from flygen.plan.epilogue.stores import buffer_store
from flygen.plan.epilogue.values import activation_lines, pack, value_lines
from flygen.plan.items import Comment, Wait, instr
from flygen.plan.preshuffle_access import vector_accesses
from flygen.spec.moe import ACTIVATION, THREADS, WAVES_N


def epilogue(g, h) -> tuple:
    """(prologue lines, per-atom item lists, final items, layout notes): stage 1 MX intermediate (moe_mx), stage 1
    silu(gate) * up -> bf16 rows, or stage 2 weight x acc f32 atomics into out[token]. `h`: the planner's kit
    (registers, accumulators, routing registers; access, bases, row_bases, check_split)."""
    pro, epi, epi_final, notes = [], [], [], []
    # row_scale: v_row_scale[i] (loaded in the prologue, flygen/plan/moe/routing.py) multiplies the m-atom i
    # values once, fl32(acc * s_row), before anything else of the epilogue reads them
    rsc = (lambda i: h.v_rs.at(i)) if h.v_rs is not None else None
    # a8w8: v_col_scale_<half>[4 j + r] (prologue, flygen/plan/moe/weights.py) = scale_w[e, column of value r
    # of n-atom j]; FlyDSL moe_gemm_2stage order: v = acc * sx * sw, two f32 multiplies, before silu / the weight
    csc = (lambda hf, j, r: h.v_cs[hf].at(4 * j + r)) if h.v_cs else None
    if g.mx_out:
        pro, epi, epi_final, notes = moe_mx.epilogue(
            g.mx_out, g.atom, g.N, g.tn, g.tm, WAVES_N, g.tk2, h.ra, h.acc, h.rs, h.so, h.src, list(h.tmp),
            h.bases, vector_accesses, lambda x, u: activation_lines(ACTIVATION, x, u),
            limits.MUBUF_OFFSET_MAX, row_scale=rsc)
        pro, notes = list(pro), list(notes)
    elif g.gather:
        pro, epi, notes = _intermediate(g, h, rsc, csc)
    else:
        pro, epi, notes = _scatter(g, h, rsc, csc)
    if (rsc or csc) and epi:    # the row / channel scale loads of the prologue (older than every fragment load)
        what = "row scales" if not csc else "channel scales" if not rsc else "row and channel scales"
        epi[0] = [Wait(vm=0, note=f"{what} (prologue loads) landed")] + list(epi[0])
    return pro, epi, epi_final, notes


def _intermediate(g, h, rsc, csc) -> tuple:
    """Stage 1: silu(gate) * up -> bf16 rows of the sorted intermediate; (prologue lines, atoms, notes)."""
    ra, rs, so, nm, nn, N, tn, tm = h.ra, h.rs, h.so, g.nm, g.nn, g.N, g.tn, g.tm
    pro, epi, notes = [], [], []
    v_x = ra.v("v_x", 4, note="accumulator values (f32)")
    c_lay = PL.c_store(g.atom, N, tn, tm, WAVES_N, 2, N * 2)
    acc_c = h.access(c_lay, {"tid": THREADS}, 8, "v_cb", "intermediate store", elem=2)
    pro += acc_c.code
    v_y, v_u, v_pk = ra.v("v_up", 4, note="up values"), ra.v("v_u", note="silu temporary"), ra.v("v_pk", 2)
    for x in acc_c.items:
        i, j = x.index % nm, x.index // nm
        lines = [Comment(f"atom (m {i}, n {j}): silu(gate) * up -> bf16")]
        lines += [instr("v_accvgpr_read_b32", v_x.at(r), h.acc["gate"].at(4 * (i * nn + j) + r)) for r in range(4)]
        lines += [instr("v_accvgpr_read_b32", v_y.at(r), h.acc["up"].at(4 * (i * nn + j) + r)) for r in range(4)]
        if rsc:
            lines += [instr("v_mul_f32", v.at(r), rsc(i), v.at(r)) for v in (v_x, v_y) for r in range(4)]
        if csc:
            lines += [instr("v_mul_f32", v.at(r), csc(hf, j, r), v.at(r)) for hf, v in (("gate", v_x), ("up", v_y))
                      for r in range(4)]
        for r in range(4):
            lines += activation_lines(ACTIVATION, v_x.at(r), str(v_u))
            lines.append(instr("v_mul_f32", v_x.at(r), v_x.at(r), v_y.at(r)))
        lines += pack([v_pk.at(0), v_pk.at(1)], [v_x.at(r) for r in range(4)])
        lines.append(buffer_store("buffer_store_dwordx2", v_pk, x.base, rs["out"], x.imm, so["out"]))
        epi.append(lines)
    notes.append(f"intermediate store {acc_c.layout}")
    return pro, epi, notes


def _scatter(g, h, rsc, csc) -> tuple:
    """Stage 2: weight x acc into out[token] (f32 atomics, 16-bit packed atomics) or the rows mode's f32 ws rows;
    (prologue lines, atoms, notes)."""
    ra, rs, so, nm, nn, N, tn, tm = h.ra, h.rs, h.so, g.nm, g.nn, g.N, g.tn, g.tm
    pro, epi, notes = [], [], []
    # stage 2: f32 elements (4 B: one buffer_atomic_add_f32 / store per value) or, with out_dtype bf16 / f16
    # (g.out16), 2-B elements added by packed atomics: the atom's registers r = 0..3 are four consecutive
    # columns of one row (c_store), so the pairs (r 0, 1) and (r 2, 3) are adjacent columns, one dword each
    # (vector_accesses groups them: 2 values per 4-byte access, contiguous and 4-byte aligned or a PlanError)
    eb = 2 if g.out16 else 4
    v_x = ra.v("v_x", 4, note="accumulator values (f32)")
    full = PL.c_store(g.atom, N, tn, tm, WAVES_N, eb, 1)                # row stride 1: row index only
    ccol = PL.c_store(g.atom, N, tn, tm, WAVES_N, eb, 0)
    h.check_split(full, h.rows_t, ccol, 1, THREADS, 4 * nm * nn, [(v // 4) % nm for v in range(4 * nm * nn)],
                 "out scatter")
    what = "ws stores" if g.rows else f"out {g.out16} pair atomics" if g.out16 else "out atomics"
    acc_c = h.access(ccol, {"tid": THREADS}, 4, "v_ccol", f"{what} (in-row part)", elem=eb)
    pro += acc_c.code
    cb = sorted({x.base for x in acc_c.items})
    v_orow, rb = h.row_bases("v_orow", cb, N * eb, "ws bases: (token * topk + slot) * row bytes + in-row base"
                             if g.rows else "out bases: token * row bytes + in-row base")
    pro += rb
    # rows: a plain store per element (each (token, slot) row has one writer: no atomics, no order)
    op, dst = ("buffer_store_dword", "f32 ws[token * topk + slot]") if g.rows else \
        (f"buffer_atomic_pk_add_{g.out16}", f"RNE {g.out16} pairs, packed {g.out16} atomics into out[token]") \
        if g.out16 else ("buffer_atomic_add_f32", "f32 atomics into out[token]")
    v_pk = ra.v("v_pk", 2, note=f"{g.out16} pairs: columns (4q, 4q + 1), (4q + 2, 4q + 3)") if g.out16 else None
    per = 4 // eb                                                       # values per access
    by_atom = {}
    for x in acc_c.items:
        v0 = x.index * per
        r, i, j = v0 % 4, (v0 // 4) % nm, v0 // (4 * nm)
        by_atom.setdefault((i, j), []).append((r, x))
    for (i, j), xs in sorted(by_atom.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        lines = [Comment(f"atom (m {i}, n {j}): weight x acc, {dst}")]
        lines += [instr("v_accvgpr_read_b32", v_x.at(r), h.acc["down"].at(4 * (i * nn + j) + r)) for r in range(4)]
        for r in range(4):      # ((acc * s_row) * s_col) * w
            ops = ([("v_mul_f32", rsc(i))] if rsc else []) + ([("v_mul_f32", csc("down", j, r))] if csc else []) \
                + [("v_mul_f32", h.v_wt.at(i))]
            lines += value_lines(v_x.at(r), ops)
        if g.out16:
            lines += pack([v_pk.at(0), v_pk.at(1)], [v_x.at(r) for r in range(4)],
                          g.out16)
        lines += [buffer_store(op, v_pk.at(r // 2) if g.out16 else v_x.at(r),
                               v_orow.at(cb.index(x.base) * nm + i), rs[g.out_arg], x.imm, so["out"])
                  for r, x in xs]
        epi.append(lines)
    notes.append(f"ws = (token(row) * {g.topk} + slot(row)) * {N * 4} + {ccol}" if g.rows else
                   f"out = token(row) * {N * eb} + {ccol}")
    return pro, epi, notes
