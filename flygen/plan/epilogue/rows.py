"""GEMM epilogue: C = bf16(fl32(fl32(acc * scale_a[row]) * scale_b[col])) stored with per-element bounds.

Lane positions come from the tiled MMA's C layout (flygen.plan.gemm_layouts.c_projections): row(tid) + row
immediates (per accumulator register and M repeat), col(tid) + column immediates (per N repeat). C's row
pitch is the run-time N, so a lane's byte offset is row(tid) * pitch + 2 col(tid) (VALU), each stored row adds
row_imm * pitch (SALU into s_rowoff, one VALU add) and each N repeat adds 2 col_imm (MUBUF `offset:`).
Rows >= M fall outside the rebased V# (num_records = valid rows x pitch); columns >= N would land in the
next row, so they are masked with EXEC (one SGPR pair per N repeat, computed in the prologue).
"""
from __future__ import annotations

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.layout.expr import to_str
from flygen.plan.epilogue.lanes import column_masks, lane_bases, lower_c, mfma_to_valu
from flygen.plan.epilogue.stores import masked_row_stores
from flygen.plan.epilogue.values import f32_value, pack_bf16
from flygen.plan.gemm_layouts import c_projections


def plan_epilogue(mma, atom, acc, acc_file: str, v_frag, scaled: bool, rs: dict, s_mask, threads: int,
                  bm: int, bn: int, v_tmp) -> tuple[list, list]:
    """(epilogue items, prologue lines computing the column masks)."""
    rm, rn, _ = mma.reps
    nr = atom.c_regs
    base, imms = lower_c(c_projections(mma.tv_C(), bm, bn), threads, (nr, rm, rn))

    def imm(k, r, mi, ni):
        return int(imms[k][r, mi, ni])

    for r in range(nr):
        for mi in range(rm):
            for ni in range(rn):
                if imm("row", r, mi, ni) != imm("row", r, mi, 0) or imm("col", r, mi, ni) != imm("col", 0, 0, ni) \
                        or imm("sa", r, mi, ni) != imm("sa", r, mi, 0) or imm("sb", r, mi, ni) != imm("sb", 0, 0, ni):
                    raise PlanError("internal: C layout is not (row per register/M repeat) x (column per N repeat)")
    col_imm = [imm("col", 0, 0, ni) for ni in range(rn)]
    if 2 * max(col_imm) > limits.MUBUF_OFFSET_MAX:
        raise PlanError(f"tile_n: column offset {2 * max(col_imm)} exceeds the 12-bit MUBUF offset")

    # prologue: EXEC mask per N repeat = lanes whose column < N - n0
    pro = column_masks("C", base["col"], col_imm, v_tmp, s_mask)
    tmps = [v_tmp.at(i) for i in range(1, v_tmp.count)]

    # scratch in the (now dead) fragment registers
    need = 6 + rn + 4 * rm + 4 * rn + 2 * rn + 1
    if need > v_frag.count:
        raise PlanError(f"internal: epilogue needs {need} scratch VGPRs, fragments have {v_frag.count}")
    rowb, colb, saoff, sboff, vc, vrow = (v_frag.at(i) for i in range(6))
    sa0 = 6 + rn
    sb0, t0i, pk0 = 6, sa0 + 4 * rm, sa0 + 4 * rm + 4 * rn
    if pk0 + 2 * rn > v_frag.count:
        raise PlanError("internal: epilogue scratch overflow")
    items = [*mfma_to_valu(atom)]
    lines = [f"// C rows of this lane: row(tid) = {to_str(base['row'])} (+ register / M-repeat immediates)"]
    lines += lane_bases(base, rowb, colb, saoff, sboff, tmps, scaled)
    if scaled:
        # one dword per row: a dwordx4 straddling M would be a partial-vector OOB access (chip dependent)
        for mi in range(rm):
            for r in range(nr):
                lines.append(f"buffer_load_dword {v_frag.at(sa0 + 4 * mi + r)}, {saoff}, {rs['scale_a']}, 0 offen "
                             f"offset:{imm('sa', r, mi, 0)}  // scale_a of row (register {r}, M repeat {mi})")
        for ni in range(rn):
            lines.append(f"buffer_load_dword {v_frag.at(sb0 + ni)}, {sboff}, {rs['scale_b']}, 0 offen "
                         f"offset:{imm('sb', 0, 0, ni)}  // scale_b of column (N repeat {ni})")
        lines.append("s_waitcnt vmcnt(0)")
    lines += [f"v_mul_lo_u32 {vc}, {rowb}, s[s_pitch]", f"v_lshl_add_u32 {vc}, {colb}, 1, {vc}"]
    items.append({"kind": "lines", "lines": tuple(lines)})
    for mi in range(rm):
        conv = [f"// M repeat {mi}: scale, convert to bf16 (pairs of rows per register)"]
        for ni in range(rn):
            srcs = []
            for r in range(nr):
                ops = [("v_mul_f32", v_frag.at(sa0 + 4 * mi + r)), ("v_mul_f32", v_frag.at(sb0 + ni))] if scaled else []
                code, a = f32_value(acc.at(nr * (mi + rm * ni) + r), v_frag.at(t0i + 4 * ni + r), acc_file, ops)
                conv += code
                srcs.append(a)
            conv += pack_bf16([v_frag.at(pk0 + 2 * ni + h) for h in range(nr // 2)], srcs)
        for r in range(nr):
            conv += [f"s_mul_i32 s[s_rowoff], s[s_pitch], {imm('row', r, mi, 0)}",
                     f"v_add_u32 {vrow}, s[s_rowoff], {vc}"]
            conv += masked_row_stores(r, [v_frag.at(pk0 + 2 * ni + r // 2) for ni in range(rn)], vrow, rs["c"],
                                      s_mask, col_imm)
        items.append({"kind": "lines", "lines": tuple(conv)})
    return items, pro
