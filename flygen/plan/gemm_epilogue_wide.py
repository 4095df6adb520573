"""GEMM epilogue for swapped MFMA operands (D = B . A^T per 16x16 atom): a lane holds 4 consecutive columns.

With operands swapped, accumulator register r of lane l in atom (mi, ni) holds C[m0 + l%16][n0 + 4(l/16) + r]:
the tiled MMA's C layout composed with the in-atom transpose `swap_tv_c`. Scaled and packed to bf16, the 4
columns are one 8-byte `buffer_store_dwordx2` per atom. That store is exact only when every lane's 4 columns
are < N and 8-byte aligned: a full-width tile (N - n0 >= tile_n) with N % 4 == 0 (C's pitch 2N a multiple of
8). Otherwise (ragged or odd N) a scalar branch takes the per-element path: `buffer_store_short[_d16_hi]`
per column under an EXEC mask `col < N - n0`. Rows >= M fall outside the rebased V# in both paths (an
8-byte store never straddles num_records = rows x pitch, since its 4 columns lie inside one row).
"""
from __future__ import annotations

import numpy as np

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.layout import Layout
from flygen.layout.checked import composition
from flygen.layout.expr import to_str
from flygen.plan.c_lanes import f32_value, lane_bases, lower_c, mfma_to_valu, pack_bf16
from flygen.plan.gemm_layouts import c_projections

ATOM = 16


def swap_tv_c(tv_c: Layout, tile_m: int, tile_n: int) -> Layout:
    """C layout of the swapped MFMA: compose the (m + tile_m n) index with the transpose inside 16x16 atoms."""
    t = Layout(((ATOM, tile_m // ATOM), (ATOM, tile_n // ATOM)), ((tile_m, ATOM), (1, ATOM * tile_m)))
    return composition(t, tv_c)


def plan_epilogue_wide(mma, atom, acc, acc_file: str, v_frag, scaled: bool, rs: dict, s_mask, threads: int,
                       bm: int, bn: int, v_tmp, n_sgpr: str, s_scratch: str, label: str) -> tuple[list, list]:
    """(epilogue items, prologue lines) for accumulators written by swapped-operand MFMAs."""
    rm, rn, _ = mma.reps
    nr = atom.c_regs
    if (atom.m, atom.n, nr) != (ATOM, ATOM, 4):
        raise PlanError(f"internal: wide C stores need a 16x16 atom with 4 accumulators, got {atom.mnemonic}")
    base, imms = lower_c(c_projections(swap_tv_c(mma.tv_C(), bm, bn), bm, bn), threads, (nr, rm, rn))

    def imm(k, r, mi, ni):
        return int(imms[k][r, mi, ni])

    row_imm = [imm("row", 0, mi, 0) for mi in range(rm)]
    col_imm = [imm("col", 0, 0, ni) for ni in range(rn)]
    # the structure the stores rely on, checked on the layout for every (register, M repeat, N repeat)
    reg = np.arange(nr)[:, None, None]
    row, col, sa_, sb_ = (imms[k] for k in ("row", "col", "sa", "sb"))
    if not ((row == row[:1, :, :1]).all() and (col == col[:1, :1, :] + reg).all()
            and (sa_ == sa_[:1, :, :1]).all() and (sb_ == sb_[:1, :1, :] + 4 * reg).all()):
        raise PlanError("internal: swapped C layout is not (row per M repeat) x (4 columns per N repeat)")
    if 2 * (max(col_imm) + nr - 1) > limits.MUBUF_OFFSET_MAX:
        raise PlanError(f"tile_n: column offset {2 * (max(col_imm) + 3)} exceeds the 12-bit MUBUF offset")

    tmps = [v_tmp.at(i) for i in range(1, v_tmp.count)]
    rowb, colb, saoff, sboff, vc, vrow, vcol = (v_frag.at(i) for i in range(7))
    sa0 = 8
    sb0 = sa0 + rm
    x0 = sb0 + nr * rn + (sb0 + nr * rn) % 2
    pk0 = x0 + nr
    if pk0 + 2 > v_frag.count:
        raise PlanError(f"internal: epilogue needs {pk0 + 2} scratch VGPRs, fragments have {v_frag.count}")
    items = [*mfma_to_valu(atom)]
    lines = [f"// C of lane (swapped MFMA): row(tid) = {to_str(base['row'])} + {row_imm} (M repeats), "
             f"col(tid) = {to_str(base['col'])} + {col_imm} (N repeats) + register 0..3"]
    lines += lane_bases(base, rowb, colb, saoff, sboff, tmps, scaled)
    if scaled:
        # one dword each: a dwordx4 straddling M or N would be a partial-vector OOB access (chip dependent)
        for mi in range(rm):
            lines.append(f"buffer_load_dword {v_frag.at(sa0 + mi)}, {saoff}, {rs['scale_a']}, 0 offen "
                         f"offset:{imm('sa', 0, mi, 0)}  // scale_a of row (M repeat {mi})")
        for ni in range(rn):
            for r in range(nr):
                lines.append(f"buffer_load_dword {v_frag.at(sb0 + nr * ni + r)}, {sboff}, {rs['scale_b']}, 0 offen "
                             f"offset:{imm('sb', r, 0, ni)}  // scale_b of column (N repeat {ni}, register {r})")
        lines.append("s_waitcnt vmcnt(0)")
    lines += [f"v_mul_lo_u32 {vc}, {rowb}, s[s_pitch]", f"v_lshl_add_u32 {vc}, {colb}, 1, {vc}",
              "// 8-byte stores only for a full-width tile with N % 4 == 0; else per element",
              f"s_and_b32 {s_scratch}, {n_sgpr}, 3", f"s_cmp_eq_u32 {s_scratch}, 0", f"s_cbranch_scc0 .L{label}_narrow",
              f"s_cmp_ge_u32 s[s_nrem], {bn}", f"s_cbranch_scc0 .L{label}_narrow"]
    items.append({"kind": "lines", "lines": tuple(lines)})

    def packed(mi, ni) -> list:
        out, srcs = [], []
        for r in range(nr):
            ops = [("v_mul_f32", v_frag.at(sa0 + mi)), ("v_mul_f32", v_frag.at(sb0 + nr * ni + r))] if scaled else []
            code, a = f32_value(acc.at(nr * (mi + rm * ni) + r), v_frag.at(x0 + r), acc_file, ops)
            out += code
            srcs.append(a)
        return out + pack_bf16([v_frag.at(pk0), v_frag.at(pk0 + 1)], srcs)

    wide, narrow = [], []
    for mi in range(rm):
        row = [f"s_mul_i32 s[s_rowoff], s[s_pitch], {row_imm[mi]}", f"v_add_u32 {vrow}, s[s_rowoff], {vc}"]
        wide += [f"// M repeat {mi}: 4 columns per lane -> one 8-byte store per N repeat"] + row
        narrow += [f"// M repeat {mi}: per-element stores under column masks"] + row
        for ni in range(rn):
            wide += packed(mi, ni)
            wide.append(f"buffer_store_dwordx2 {v_frag.at(pk0, 2)}, {vrow}, {rs['c']}, 0 offen offset:{2 * col_imm[ni]}")
            narrow += packed(mi, ni)
            for r in range(nr):
                op = "buffer_store_short_d16_hi" if r % 2 else "buffer_store_short"
                narrow += [f"v_add_u32 {vcol}, {col_imm[ni] + r}, {colb}",
                           f"v_cmp_gt_u32_e64 {s_mask.at(0, 2)}, s[s_nrem], {vcol}",
                           f"s_mov_b64 exec, {s_mask.at(0, 2)}",
                           f"{op} {v_frag.at(pk0 + r // 2)}, {vrow}, {rs['c']}, 0 offen offset:{2 * (col_imm[ni] + r)}",
                           "s_mov_b64 exec, -1"]
    items.append({"kind": "lines", "lines": tuple(wide + [f"s_branch .L{label}_stored"])})
    items.append({"kind": "label", "name": f"{label}_narrow"})
    items.append({"kind": "lines", "lines": tuple(narrow)})
    items.append({"kind": "label", "name": f"{label}_stored"})
    return items, []
