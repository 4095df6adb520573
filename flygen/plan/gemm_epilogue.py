"""GEMM epilogue: C = bf16(fl32(fl32(acc * scale_a[row]) * scale_b[col])) stored with per-element bounds.

Lane positions come from the tiled MMA's C layout (flygen.plan.gemm_layouts.c_projections): row(tid) + row
immediates (per accumulator register and M repeat), col(tid) + column immediates (per N repeat). C's row
pitch is the run-time N, so a lane's byte offset is row(tid) * pitch + 2 col(tid) (VALU), each stored row adds
row_imm * pitch (SALU into s_rowoff, one VALU add) and each N repeat adds 2 col_imm (MUBUF `offset:`).
Rows >= M fall outside the rebased V# (num_records = valid rows x pitch); columns >= N would land in the
next row, so they are masked with EXEC (one SGPR pair per N repeat, computed in the prologue).
"""
from __future__ import annotations

import numpy as np

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.layout.emit import emit_valu
from flygen.layout.expr import to_str
from flygen.layout.lower import lower
from flygen.plan.gemm_layouts import c_projections


def _single(lo, what: str):
    if len(lo.bases) != 1:
        raise PlanError(f"internal: C {what} layout needs {len(lo.bases)} per-lane bases")
    return lo.bases[0]


def plan_epilogue(mma, atom, acc, acc_file: str, v_frag, scaled: bool, rs: dict, s_mask, threads: int,
                  bm: int, bn: int, v_tmp) -> tuple[list, list]:
    """(epilogue items, prologue lines computing the column masks)."""
    rm, rn, _ = mma.reps
    nr = atom.c_regs
    proj = c_projections(mma.tv_C(), bm, bn)
    lo = {k: lower(v, {"tid": threads}, max_imm=(1 << 30) if k == "row" else limits.MUBUF_OFFSET_MAX)
          for k, v in proj.items()}
    base = {k: _single(v, k) for k, v in lo.items()}
    shape = (nr, rm, rn)

    def imm(k, r, mi, ni):
        return int(lo[k].imms[np.ravel_multi_index((r, mi, ni), shape, order="F")])

    for r in range(nr):
        for mi in range(rm):
            for ni in range(rn):
                if imm("row", r, mi, ni) != imm("row", r, mi, 0) or imm("col", r, mi, ni) != imm("col", 0, 0, ni) \
                        or imm("sa", r, mi, ni) != imm("sa", r, mi, 0) or imm("sb", r, mi, ni) != imm("sb", 0, 0, ni):
                    raise PlanError("internal: C layout is not (row per register/M repeat) x (column per N repeat)")
    col_imm = [imm("col", 0, 0, ni) for ni in range(rn)]
    if 2 * max(col_imm) > limits.MUBUF_OFFSET_MAX:
        raise PlanError(f"block_n: column offset {2 * max(col_imm)} exceeds the 12-bit MUBUF offset")

    # prologue: EXEC mask per N repeat = lanes whose column < N - n0
    t0, t1 = v_tmp.at(0), v_tmp.at(1)
    tmps = [v_tmp.at(i) for i in range(1, v_tmp.count)]
    pro = [f"// C columns of this lane: col(tid) = {to_str(base['col'])} + {col_imm} (N repeats)"]
    pro += emit_valu(base["col"], t0, {"tid": "v[v_tid]"}, tmps)
    for ni, c in enumerate(col_imm):
        pro += [f"v_add_u32 {t1}, {c}, {t0}", f"v_cmp_gt_u32_e64 {s_mask.at(2 * ni, 2)}, s[s_nrem], {t1}"]

    # scratch in the (now dead) fragment registers
    need = 6 + rn + 4 * rm + 4 * rn + 2 * rn + 1
    if need > v_frag.count:
        raise PlanError(f"internal: epilogue needs {need} scratch VGPRs, fragments have {v_frag.count}")
    rowb, colb, saoff, sboff, vc, vrow = (v_frag.at(i) for i in range(6))
    sa0 = 6 + rn
    sb0, t0i, pk0 = 6, sa0 + 4 * rm, sa0 + 4 * rm + 4 * rn
    if pk0 + 2 * rn > v_frag.count:
        raise PlanError("internal: epilogue scratch overflow")
    items = [{"kind": "nop", "n": atom.passes + 3, "note": f"{atom.passes}-pass MFMA results -> VALU"}]
    lines = [f"// C rows of this lane: row(tid) = {to_str(base['row'])} (+ register / M-repeat immediates)"]
    lines += emit_valu(base["row"], rowb, {"tid": "v[v_tid]"}, tmps)
    lines += emit_valu(base["col"], colb, {"tid": "v[v_tid]"}, tmps)
    if scaled:
        lines += [f"// scale_a bytes: {to_str(base['sa'])}; scale_b bytes: {to_str(base['sb'])}"]
        lines += emit_valu(base["sa"], saoff, {"tid": "v[v_tid]"}, tmps)
        lines += emit_valu(base["sb"], sboff, {"tid": "v[v_tid]"}, tmps)
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
                a = acc.at(nr * (mi + rm * ni) + r)
                t = v_frag.at(t0i + 4 * ni + r)
                if acc_file == "agpr":
                    conv.append(f"v_accvgpr_read_b32 {t}, {a}")
                    a = t
                if scaled:
                    conv += [f"v_mul_f32 {t}, {v_frag.at(sa0 + 4 * mi + r)}, {a}",
                             f"v_mul_f32 {t}, {v_frag.at(sb0 + ni)}, {t}"]
                    a = t
                srcs.append(a)
            for h in range(nr // 2):
                conv.append(f"v_cvt_pk_bf16_f32 {v_frag.at(pk0 + 2 * ni + h)}, {srcs[2 * h]}, {srcs[2 * h + 1]}")
        for r in range(nr):
            conv += [f"s_mul_i32 s[s_rowoff], s[s_pitch], {imm('row', r, mi, 0)}",
                     f"v_add_u32 {vrow}, s[s_rowoff], {vc}"]
            for ni in range(rn):
                op = "buffer_store_short_d16_hi" if r % 2 else "buffer_store_short"
                conv += [f"s_mov_b64 exec, {s_mask.at(2 * ni, 2)}",
                         f"{op} {v_frag.at(pk0 + 2 * ni + r // 2)}, {vrow}, {rs['c']}, 0 offen offset:{2 * col_imm[ni]}"]
            conv.append("s_mov_b64 exec, -1")
        items.append({"kind": "lines", "lines": tuple(conv)})
    return items, pro
