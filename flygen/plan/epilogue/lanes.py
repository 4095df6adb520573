"""Where a lane's accumulators land in C: its row and column bases, the per-value immediates, the column masks.

The tiled MMA's C layout, projected by gemm_layouts.c_projections, gives per lane a row, a column and the
byte offsets of its row / column scale; lowered over `tid`, each is one per-lane base expression plus an
immediate per (accumulator register, M repeat, N repeat). Columns >= N are masked with EXEC (one SGPR pair
per N repeat, `s_nrem` = valid columns of the tile); rows >= M fall outside the rebased V# (vsharp.py).
"""
from __future__ import annotations

import numpy as np

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.layout.emit import emit_valu
from flygen.layout.expr import to_str
from flygen.layout.lower import lower
from flygen.plan.items import Comment, hazard_nops, texts

TID = {"tid": "v[v_tid]"}


def lower_c(proj: dict, threads: int, shape: tuple[int, int, int]) -> tuple[dict, dict]:
    """(name -> per-lane base expression, name -> immediates [register, M repeat, N repeat]) of each projection.

    Rows take any immediate (they scale by a run-time pitch in SALU); the others become MUBUF offsets."""
    lo = {k: lower(v, {"tid": threads}, max_imm=(1 << 30) if k == "row" else limits.MUBUF_OFFSET_MAX)
          for k, v in proj.items()}
    for k, v in lo.items():
        if len(v.bases) != 1:
            raise PlanError(f"internal: C {k} layout needs {len(v.bases)} per-lane bases")
    return ({k: v.bases[0] for k, v in lo.items()},
            {k: np.asarray(v.imms, dtype=np.int64).reshape(shape, order="F") for k, v in lo.items()})


def lane_bases(base: dict, rowb: str, colb: str, saoff: str, sboff: str, tmps: list, scaled: bool) -> list:
    """Items (lowered VALU): the lane's C row and column bases (and, scaled, its scale_a / scale_b byte offsets)."""
    out = [*texts(emit_valu(base["row"], rowb, TID, tmps)), *texts(emit_valu(base["col"], colb, TID, tmps))]
    if scaled:
        out.append(Comment(f"scale_a bytes: {to_str(base['sa'])}; scale_b bytes: {to_str(base['sb'])}"))
        out += texts(emit_valu(base["sa"], saoff, TID, tmps))
        out += texts(emit_valu(base["sb"], sboff, TID, tmps))
    return out


def mfma_to_valu(atom) -> list:
    """The wait items between the last MFMA and the first VALU read of its results."""
    return hazard_nops("mfma_d_valu_read", atom.passes, f"{atom.passes}-pass MFMA results -> VALU")


def column_masks(what: str, col, col_imm: list, v_tmp, s_mask) -> list[str]:
    """Prologue lines: s_mask pair ni = lanes whose column col(tid) + col_imm[ni] < s_nrem."""
    t0, t1 = v_tmp.at(0), v_tmp.at(1)
    out = [f"// {what} columns of this lane: col(tid) = {to_str(col)} + {col_imm} (N repeats)"]
    out += emit_valu(col, t0, TID, [v_tmp.at(i) for i in range(1, v_tmp.count)])
    for ni, c in enumerate(col_imm):
        out += [f"v_add_u32 {t1}, {c}, {t0}", f"v_cmp_gt_u32_e64 {s_mask.at(2 * ni, 2)}, s[s_nrem], {t1}"]
    return out
