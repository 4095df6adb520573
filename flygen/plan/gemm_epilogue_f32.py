"""Split-K partial epilogue: a swapped-MFMA tile's f32 accumulators to the workspace, unscaled.

Same lane positions as flygen.plan.gemm_epilogue_wide (tv_C composed with the in-atom transpose: a lane's 4
accumulators are 4 consecutive columns of one row), but f32 and no scales: the reduction kernel
(flygen/plan/gemm_splitk_reduce.py) applies scale_a / scale_b after summing the splits (docs/numerics.md §6).
The workspace V# is rebased to the tile (row pitch 4 N; deterministic: rows of slice z start at z M), so rows
>= M are dropped by num_records. Per mode:
  deterministic  full-width tile with N % 4 == 0: one `buffer_store_dwordx4` per atom (16 B aligned: pitch 4N
                 and the column a multiple of 4); otherwise per element `buffer_store_dword` under a column mask
  atomic         `buffer_atomic_add_f32` per element (no 16-byte f32 atomic), masked on ragged tiles only
"""
from __future__ import annotations

import numpy as np

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.layout.expr import to_str
from flygen.plan.c_lanes import f32_value, lane_bases, lower_c, mfma_to_valu
from flygen.plan.gemm_epilogue_wide import ATOM, swap_tv_c
from flygen.plan.gemm_layouts import c_projections


def plan_epilogue_f32(mma, atom, acc, acc_file: str, v_frag, rs: str, s_mask, threads: int, bm: int, bn: int,
                      v_tmp, n_sgpr: str, s_scratch: str, label: str, mode: str) -> list:
    """Epilogue items writing f32 partials (`mode` deterministic: stores; atomic: f32 atomic adds)."""
    rm, rn, _ = mma.reps
    nr = atom.c_regs
    if (atom.m, atom.n, nr) != (ATOM, ATOM, 4):
        raise PlanError(f"internal: f32 partial stores need a 16x16 atom with 4 accumulators, got {atom.mnemonic}")
    base, imms = lower_c(c_projections(swap_tv_c(mma.tv_C(), bm, bn), bm, bn), threads, (nr, rm, rn))
    row, col = imms["row"], imms["col"]
    reg = np.arange(nr)[:, None, None]
    if not ((row == row[:1, :, :1]).all() and (col == col[:1, :1, :] + reg).all()):
        raise PlanError("internal: swapped C layout is not (row per M repeat) x (4 columns per N repeat)")
    row_imm = [int(row[0, mi, 0]) for mi in range(rm)]
    col_imm = [int(col[0, 0, ni]) for ni in range(rn)]
    if 4 * (max(col_imm) + nr - 1) > limits.MUBUF_OFFSET_MAX:
        raise PlanError(f"tile_n: f32 column offset {4 * (max(col_imm) + nr - 1)} exceeds the 12-bit MUBUF offset")
    tmps = [v_tmp.at(i) for i in range(1, v_tmp.count)]
    rowb, colb, vc, vrow, vcol = (v_frag.at(i) for i in range(5))
    # AGPR accumulators are staged in VGPRs, 2 quads used in turn: a VALU write of a >8-byte store's data needs
    # 2 wait states after the store (hazard store_data), the other quad's reads and store give them
    x0 = (8, 8 + nr)
    if x0[1] + nr > v_frag.count:
        raise PlanError(f"internal: epilogue needs {x0[1] + nr} scratch VGPRs, fragments have {v_frag.count}")
    lines = [f"// workspace f32 of lane (swapped MFMA): row(tid) = {to_str(base['row'])} + {row_imm} (M repeats), "
             f"col(tid) = {to_str(base['col'])} + {col_imm} (N repeats) + register 0..3"]
    lines += lane_bases(base, rowb, colb, "", "", tmps, False)
    lines += [f"v_mul_lo_u32 {vc}, {rowb}, s[s_pitch]", f"v_lshl_add_u32 {vc}, {colb}, 2, {vc}",
              "// whole 16-byte rows of 4 columns only for a full-width tile with N % 4 == 0; else per element",
              f"s_and_b32 {s_scratch}, {n_sgpr}, 3", f"s_cmp_eq_u32 {s_scratch}, 0", f"s_cbranch_scc0 .L{label}_narrow",
              f"s_cmp_ge_u32 s[s_nrem], {bn}", f"s_cbranch_scc0 .L{label}_narrow"]
    items = [*mfma_to_valu(atom), {"kind": "lines", "lines": tuple(lines)}]

    def values(mi, ni) -> tuple[list, list]:
        code, regs = [], []
        for r in range(nr):
            c, a = f32_value(acc.at(nr * (mi + rm * ni) + r), v_frag.at(quad(mi, ni) + r), acc_file, [])
            code += c
            regs.append(a)
        return code, regs

    def quad(mi, ni) -> int:
        return x0[(mi * rn + ni) % 2]

    wide, narrow = [], []
    for mi in range(rm):
        at_row = [f"s_mul_i32 s[s_rowoff], s[s_pitch], {row_imm[mi]}", f"v_add_u32 {vrow}, s[s_rowoff], {vc}"]
        wide += [f"// M repeat {mi}: 4 f32 columns per lane per N repeat"] + at_row
        narrow += [f"// M repeat {mi}: per-element f32 under column masks"] + at_row
        for ni in range(rn):
            code, regs = values(mi, ni)
            off = 4 * col_imm[ni]
            if mode == "deterministic":
                if acc_file == "agpr" or regs != [acc.at(nr * (mi + rm * ni) + r) for r in range(nr)]:
                    src = v_frag.at(quad(mi, ni), nr)
                else:
                    src = acc.at(nr * (mi + rm * ni), nr)
                wide += code + [f"buffer_store_dwordx4 {src}, {vrow}, {rs}, 0 offen offset:{off}"]
            else:
                wide += code + [f"buffer_atomic_add_f32 {regs[r]}, {vrow}, {rs}, 0 offen offset:{off + 4 * r}"
                                for r in range(nr)]
            narrow += code
            op = "buffer_store_dword" if mode == "deterministic" else "buffer_atomic_add_f32"
            for r in range(nr):
                narrow += [f"v_add_u32 {vcol}, {col_imm[ni] + r}, {colb}",
                           f"v_cmp_gt_u32_e64 {s_mask.at(0, 2)}, s[s_nrem], {vcol}",
                           f"s_mov_b64 exec, {s_mask.at(0, 2)}",
                           f"{op} {regs[r]}, {vrow}, {rs}, 0 offen offset:{off + 4 * r}",
                           "s_mov_b64 exec, -1"]
    items.append({"kind": "lines", "lines": tuple(wide + [f"s_branch .L{label}_stored"])})
    items.append({"kind": "label", "name": f"{label}_narrow"})
    items.append({"kind": "lines", "lines": tuple(narrow)})
    items.append({"kind": "label", "name": f"{label}_stored"})
    return items
