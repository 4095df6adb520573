"""conv3d epilogue: y = bf16(act(fl32(fl32(acc * colscale[k]) + bias[k]))) stored NDHWC with per-element bounds.

Same lane geometry as flygen.plan.gemm_epilogue (the tiled MMA's C layout through gemm_layouts.c_projections:
row(tid) + register / M-repeat immediates, col(tid) + N-repeat immediates); y is a row-major [M, K] matrix
with a compile-time pitch of 2K bytes. colscale = fl32(x_scale * w_scale[k]) (fp8 only), bias is bf16 (exact in
f32), act is relu or identity. Rows >= M fall outside the rebased y V#; columns >= K are masked with EXEC.
w_scale / bias are read one element per lane and column (never a partly-in-range vector).
"""
from __future__ import annotations

import numpy as np

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.layout.emit import emit_valu
from flygen.layout.expr import to_str
from flygen.layout.lower import lower
from flygen.plan.gemm_layouts import c_projections


def plan_epilogue(mma, atom, acc, acc_file: str, v_frag, rs: dict, s_mask, threads: int, bm: int, bn: int,
                  v_tmp, pitch: int, scaled: bool, bias: bool, relu: bool) -> tuple[list, list]:
    """(epilogue items, prologue lines computing the column masks). `pitch` = bytes per y row."""
    rm, rn, _ = mma.reps
    nr = atom.c_regs
    proj = c_projections(mma.tv_C(), bm, bn)
    lo = {k: lower(v, {"tid": threads}, max_imm=(1 << 30) if k == "row" else limits.MUBUF_OFFSET_MAX)
          for k, v in proj.items() if k in ("row", "col", "sb")}
    for k, v in lo.items():
        if len(v.bases) != 1:
            raise PlanError(f"internal: C {k} layout needs {len(v.bases)} per-lane bases")
    base = {k: v.bases[0] for k, v in lo.items()}
    shape = (nr, rm, rn)

    def imm(k, r, mi, ni):
        return int(lo[k].imms[np.ravel_multi_index((r, mi, ni), shape, order="F")])

    for r in range(nr):
        for mi in range(rm):
            for ni in range(rn):
                if imm("row", r, mi, ni) != imm("row", r, mi, 0) or imm("col", r, mi, ni) != imm("col", 0, 0, ni):
                    raise PlanError("internal: C layout is not (row per register/M repeat) x (column per N repeat)")
    col_imm = [imm("col", 0, 0, ni) for ni in range(rn)]
    if 4 * max(col_imm) > limits.MUBUF_OFFSET_MAX:
        raise PlanError(f"block_n: column offset {4 * max(col_imm)} exceeds the 12-bit MUBUF offset")
    row_imm = sorted({imm("row", r, mi, 0) for r in range(nr) for mi in range(rm)})

    t0, t1 = v_tmp.at(0), v_tmp.at(1)
    tmps = [v_tmp.at(i) for i in range(1, v_tmp.count)]
    pro = [f"// y columns of this lane: col(tid) = {to_str(base['col'])} + {col_imm} (N repeats)"]
    pro += emit_valu(base["col"], t0, {"tid": "v[v_tid]"}, tmps)
    for ni, c in enumerate(col_imm):
        pro += [f"v_add_u32 {t1}, {c}, {t0}", f"v_cmp_gt_u32_e64 {s_mask.at(2 * ni, 2)}, s[s_nrem], {t1}"]

    # scratch in the (now dead) fragment registers: row, col, voff, per-column scale and bias, values, packed
    rowb, colb, vc, vrow, sboff = (v_frag.at(i) for i in range(5))
    cs0 = 5
    bi0 = cs0 + rn
    t0i = bi0 + rn
    pk0 = t0i + 4 * rn
    if pk0 + 2 * rn > v_frag.count:
        raise PlanError(f"internal: epilogue needs {pk0 + 2 * rn} scratch VGPRs, fragments have {v_frag.count}")
    items = [{"kind": "nop", "n": atom.passes + 3, "note": f"{atom.passes}-pass MFMA results -> VALU"}]
    lines = [f"// y rows of this lane: row(tid) = {to_str(base['row'])} (+ immediates {row_imm})"]
    lines += emit_valu(base["row"], rowb, {"tid": "v[v_tid]"}, tmps)
    lines += emit_valu(base["col"], colb, {"tid": "v[v_tid]"}, tmps)
    if scaled or bias:
        lines += [f"// per-column f32 offset: {to_str(base['sb'])} (+ 4 x N-repeat column immediates)"]
        lines += emit_valu(base["sb"], sboff, {"tid": "v[v_tid]"}, tmps)
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
            srcs = []
            for r in range(nr):
                a = acc.at(nr * (mi + rm * ni) + r)
                t = v_frag.at(t0i + 4 * ni + r)
                if acc_file == "agpr":
                    conv.append(f"v_accvgpr_read_b32 {t}, {a}")
                    a = t
                if scaled:
                    conv.append(f"v_mul_f32 {t}, {v_frag.at(cs0 + ni)}, {a}")
                    a = t
                if bias:
                    conv.append(f"v_add_f32 {t}, {v_frag.at(bi0 + ni)}, {a}")
                    a = t
                if relu:
                    conv.append(f"v_max_f32 {t}, 0, {a}")
                    a = t
                srcs.append(a)
            for h in range(nr // 2):
                conv.append(f"v_cvt_pk_bf16_f32 {v_frag.at(pk0 + 2 * ni + h)}, {srcs[2 * h]}, {srcs[2 * h + 1]}")
        for r in range(nr):
            ri = imm("row", r, mi, 0)
            conv.append(f"v_add_u32 {vrow}, {hex(ri * pitch)}, {vc}  // row + {ri}")
            for ni in range(rn):
                op = "buffer_store_short_d16_hi" if r % 2 else "buffer_store_short"
                conv += [f"s_mov_b64 exec, {s_mask.at(2 * ni, 2)}",
                         f"{op} {v_frag.at(pk0 + 2 * ni + r // 2)}, {vrow}, {rs['y']}, 0 offen offset:{2 * col_imm[ni]}"]
            conv.append("s_mov_b64 exec, -1")
        items.append({"kind": "lines", "lines": tuple(conv)})
    return items, pro
