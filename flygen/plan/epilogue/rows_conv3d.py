"""conv3d epilogue: y = bf16(act(fl32(fl32(acc * colscale[k]) + bias[k]))) stored NDHWC with per-element bounds.

Same lane geometry as flygen.plan.epilogue.rows (the tiled MMA's C layout through gemm_layouts.c_projections:
row(tid) + register / M-repeat immediates, col(tid) + N-repeat immediates); y is a row-major [M, K] matrix
with a compile-time pitch of 2K bytes. colscale = fl32(x_scale * w_scale[k]) (fp8 only), bias is bf16 (exact in
f32), act is relu or identity. Rows >= M fall outside the rebased y V#; columns >= K are masked with EXEC.
w_scale / bias are read one element per lane and column (never a partly-in-range vector).
"""
from __future__ import annotations

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.layout.emit import emit_valu
from flygen.layout.expr import to_str
from flygen.plan.epilogue.lanes import TID, column_masks, lower_c, mfma_to_valu
from flygen.plan.epilogue.stores import masked_row_stores
from flygen.plan.epilogue.values import f32_value, pack_bf16
from flygen.plan.gemm_layouts import c_projections


def plan_epilogue(mma, atom, acc, acc_file: str, v_frag, rs: dict, s_mask, threads: int, bm: int, bn: int,
                  v_tmp, pitch: int, scaled: bool, bias: bool, relu: bool) -> tuple[list, list]:
    """(epilogue items, prologue lines computing the column masks). `pitch` = bytes per y row."""
    rm, rn, _ = mma.reps
    nr = atom.c_regs
    proj = c_projections(mma.tv_C(), bm, bn)
    base, imms = lower_c({k: proj[k] for k in ("row", "col", "sb")}, threads, (nr, rm, rn))

    def imm(k, r, mi, ni):
        return int(imms[k][r, mi, ni])

    for r in range(nr):
        for mi in range(rm):
            for ni in range(rn):
                if imm("row", r, mi, ni) != imm("row", r, mi, 0) or imm("col", r, mi, ni) != imm("col", 0, 0, ni):
                    raise PlanError("internal: C layout is not (row per register/M repeat) x (column per N repeat)")
    col_imm = [imm("col", 0, 0, ni) for ni in range(rn)]
    if 4 * max(col_imm) > limits.MUBUF_OFFSET_MAX:
        raise PlanError(f"tile_n: column offset {4 * max(col_imm)} exceeds the 12-bit MUBUF offset")
    row_imm = sorted({imm("row", r, mi, 0) for r in range(nr) for mi in range(rm)})

    t0 = v_tmp.at(0)
    tmps = [v_tmp.at(i) for i in range(1, v_tmp.count)]
    pro = column_masks("y", base["col"], col_imm, v_tmp, s_mask)

    # scratch in the (now dead) fragment registers: row, col, voff, per-column scale and bias, values, packed
    rowb, colb, vc, vrow, sboff = (v_frag.at(i) for i in range(5))
    cs0 = 5
    bi0 = cs0 + rn
    t0i = bi0 + rn
    pk0 = t0i + 4 * rn
    if pk0 + 2 * rn > v_frag.count:
        raise PlanError(f"internal: epilogue needs {pk0 + 2 * rn} scratch VGPRs, fragments have {v_frag.count}")
    items = [*mfma_to_valu(atom)]
    lines = [f"// y rows of this lane: row(tid) = {to_str(base['row'])} (+ immediates {row_imm})"]
    lines += emit_valu(base["row"], rowb, TID, tmps)
    lines += emit_valu(base["col"], colb, TID, tmps)
    if scaled or bias:
        lines += [f"// per-column f32 offset: {to_str(base['sb'])} (+ 4 x N-repeat column immediates)"]
        lines += emit_valu(base["sb"], sboff, TID, tmps)
    if scaled:
        for ni in range(rn):
            lines.append(f"buffer_load_dword {v_frag.at(cs0 + ni)}, {sboff}, {rs['w_scale']}, 0 offen "
                         f"offset:{imm('sb', 0, 0, ni)}  // w_scale of column (N repeat {ni})")
    if bias:
        lines.append(f"v_lshrrev_b32 {t0}, 1, {sboff}  // bf16 bias offset = f32 offset / 2")
        for ni in range(rn):
            lines.append(f"buffer_load_ushort {v_frag.at(bi0 + ni)}, {t0}, {rs['bias']}, 0 offen "
                         f"offset:{2 * col_imm[ni]}  // bias of column (N repeat {ni})")
    if scaled or bias:
        lines.append("s_waitcnt vmcnt(0)")
    for ni in range(rn):
        if scaled:
            lines.append(f"v_mul_f32 {v_frag.at(cs0 + ni)}, s[s_xscale], {v_frag.at(cs0 + ni)}  // x_scale * w_scale")
        if bias:
            lines.append(f"v_lshlrev_b32 {v_frag.at(bi0 + ni)}, 16, {v_frag.at(bi0 + ni)}  // bf16 -> f32 (exact)")
    lines += [f"v_mul_u32_u24 {vc}, {pitch}, {rowb}", f"v_lshl_add_u32 {vc}, {colb}, 1, {vc}"]
    items.append({"kind": "lines", "lines": tuple(lines)})
    for mi in range(rm):
        conv = [f"// M repeat {mi}: scale, bias, activation, convert to bf16 (pairs of rows per register)"]
        for ni in range(rn):
            ops = ([("v_mul_f32", v_frag.at(cs0 + ni))] if scaled else []) + \
                ([("v_add_f32", v_frag.at(bi0 + ni))] if bias else []) + ([("v_max_f32", "0")] if relu else [])
            srcs = []
            for r in range(nr):
                code, a = f32_value(acc.at(nr * (mi + rm * ni) + r), v_frag.at(t0i + 4 * ni + r), acc_file, ops)
                conv += code
                srcs.append(a)
            conv += pack_bf16([v_frag.at(pk0 + 2 * ni + h) for h in range(nr // 2)], srcs)
        for r in range(nr):
            ri = imm("row", r, mi, 0)
            conv.append(f"v_add_u32 {vrow}, {hex(ri * pitch)}, {vc}  // row + {ri}")
            conv += masked_row_stores(r, [v_frag.at(pk0 + 2 * ni + r // 2) for ni in range(rn)], vrow, rs["y"],
                                      s_mask, col_imm)
        items.append({"kind": "lines", "lines": tuple(conv)})
    return items, pro
