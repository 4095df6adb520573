"""Epilogue for swapped MFMA operands (D = B . A^T per 16x16 atom): a lane holds 4 consecutive columns of a row.

With operands swapped, accumulator register r of lane l in atom (mi, ni) holds C[m0 + l%16][n0 + 4(l/16) + r]:
the tiled MMA's C layout composed with the in-atom transpose `swap_tv_c`. One function writes both outputs:
  bf16 / f16   scaled (scale_a[row] * scale_b[col]) or not, packed (values.PACK, RNE): one 8-byte
         `buffer_store_dwordx2` per atom
  f32    split-K partials to the workspace, unscaled (the reduce kernel, flygen/plan/gemm_splitk_reduce.py,
         applies the scales after summing the splits, docs/numerics.md §6); deterministic: one 16-byte
         `buffer_store_dwordx4` per atom; atomic: `buffer_atomic_add_f32` per element (no 16-byte f32 atomic)
The wide store is exact only when every lane's 4 columns are < N and aligned: a full-width tile (N - n0 >= tile_n)
with N % 4 == 0 (pitch a multiple of 8 resp. 16 bytes). Otherwise a scalar branch takes the per-element path:
one store per column under an EXEC mask `col < N - n0`. Rows >= M fall outside the rebased V# in both paths
(a wide store never straddles num_records = rows x pitch, since its 4 columns lie inside one row).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.layout import Layout
from flygen.layout.checked import composition
from flygen.layout.expr import to_str
from flygen.plan.epilogue.lanes import lane_bases, lower_c, mfma_to_valu
from flygen.plan.epilogue.stores import buffer_store, masked_element_stores
from flygen.plan.epilogue.values import f32_value, pack
from flygen.plan.gemm_layouts import c_projections
from flygen.plan.items import Comment, Label, Wait, instr

ATOM = 16
# per output: element bytes, what its comments call it, the wide store (one per atom), the per-element store
OUT = {
    "bf16": (2, "C", "8-byte stores", "4 columns per lane -> one 8-byte store per N repeat", "per-element stores"),
    "f16": (2, "C", "8-byte stores", "4 columns per lane -> one 8-byte store per N repeat", "per-element stores"),
    "f32": (4, "workspace f32", "whole 16-byte rows of 4 columns", "4 f32 columns per lane per N repeat",
            "per-element f32"),
}


def swap_tv_c(tv_c: Layout, tile_m: int, tile_n: int) -> Layout:
    """C layout of the swapped MFMA: compose the (m + tile_m n) index with the transpose inside 16x16 atoms."""
    t = Layout(((ATOM, tile_m // ATOM), (ATOM, tile_n // ATOM)), ((tile_m, ATOM), (1, ATOM * tile_m)))
    return composition(t, tv_c)


@dataclass(frozen=True)
class _Atoms:
    """What one atom's values and stores are built from (`plan_epilogue_swapped`)."""
    out: str
    mode: str
    scaled: bool
    acc: object
    acc_file: str
    v_frag: object
    rs: dict
    eb: int
    nr: int
    rm: int
    rn: int
    quads: tuple
    pk0: int | None
    sa0: int | None           # scale registers (bf16 / f16 out only)
    sb0: int | None
    col_imm: list
    vrow: object

    def out_items(self, mi, ni) -> tuple[list, list, list]:
        """(value items, wide store items, per-element (op, data register) of the 4 columns) of atom (mi, ni)."""
        nr, v_frag, acc, rs = self.nr, self.v_frag, self.acc, self.rs
        code, regs, q, first = [], [], self.quads[(mi * self.rn + ni) % len(self.quads)], nr * (mi + self.rm * ni)
        for r in range(nr):
            ops = [("v_mul_f32", v_frag.at(self.sa0 + mi)), ("v_mul_f32", v_frag.at(self.sb0 + nr * ni + r))] \
                if self.scaled else []
            c, a = f32_value(acc.at(first + r), v_frag.at(q + r), self.acc_file, ops)
            code += c
            regs.append(a)
        off = self.eb * self.col_imm[ni]
        if self.out != "f32":
            pk = [v_frag.at(self.pk0), v_frag.at(self.pk0 + 1)]
            code += pack(pk, regs, self.out)
            wide = [buffer_store("buffer_store_dwordx2", v_frag.at(self.pk0, 2), self.vrow, rs["c"], off)]
            return code, wide, [("buffer_store_short_d16_hi" if r % 2 else "buffer_store_short", pk[r // 2])
                                for r in range(nr)]
        if self.mode == "deterministic":
            staged = self.acc_file == "agpr" or regs != [acc.at(first + r) for r in range(nr)]
            src = v_frag.at(q, nr) if staged else acc.at(first, nr)
            return code, [buffer_store("buffer_store_dwordx4", src, self.vrow, rs["ws"], off)], \
                [("buffer_store_dword", a) for a in regs]
        return code, [buffer_store("buffer_atomic_add_f32", regs[r], self.vrow, rs["ws"], off + 4 * r)
                      for r in range(nr)], [("buffer_atomic_add_f32", a) for a in regs]


def plan_epilogue_swapped(mma, atom, acc, acc_file: str, v_frag, rs: dict, s_mask, threads: int, bm: int, bn: int,
                          v_tmp, n_sgpr: str, s_scratch: str, label: str, out: str = "bf16", scaled: bool = False,
                          mode: str = "store") -> tuple[list, list]:
    """(epilogue items, prologue lines) writing `out` ("bf16" / "f16": C, scaled if `scaled`; "f32": the workspace `rs["ws"]`
    by `mode` "deterministic" stores or "atomic" adds) from accumulators of swapped-operand MFMAs."""
    rm, rn, _ = mma.reps
    nr = atom.c_regs
    eb, what, wide_what, wide_note, narrow_note = OUT[out]
    if (atom.m, atom.n, nr) != (ATOM, ATOM, 4):
        raise PlanError(f"internal: swapped C stores need a 16x16 atom with 4 accumulators, got {atom.mnemonic}")
    base, imms = lower_c(c_projections(swap_tv_c(mma.tv_C(), bm, bn), bm, bn), threads, (nr, rm, rn))
    # the structure the stores rely on, checked on the layout for every (register, M repeat, N repeat)
    reg = np.arange(nr)[:, None, None]
    row, col, sa_, sb_ = (imms[k] for k in ("row", "col", "sa", "sb"))
    if not ((row == row[:1, :, :1]).all() and (col == col[:1, :1, :] + reg).all()
            and (not scaled or ((sa_ == sa_[:1, :, :1]).all() and (sb_ == sb_[:1, :1, :] + 4 * reg).all()))):
        raise PlanError("internal: swapped C layout is not (row per M repeat) x (4 columns per N repeat)")
    row_imm = [int(row[0, mi, 0]) for mi in range(rm)]
    col_imm = [int(col[0, 0, ni]) for ni in range(rn)]
    if eb * (max(col_imm) + nr - 1) > limits.MUBUF_OFFSET_MAX:
        raise PlanError(f"tile_n: {'f32 ' if out == 'f32' else ''}column offset {eb * (max(col_imm) + nr - 1)} "
                        "exceeds the 12-bit MUBUF offset")

    tmps = [v_tmp.at(i) for i in range(1, v_tmp.count)]
    if out != "f32":     # scale offsets, scales, one value quad, the packed pair
        rowb, colb, saoff, sboff, vc, vrow, vcol = (v_frag.at(i) for i in range(7))
        sa0 = 8
        sb0 = sa0 + rm
        x0 = sb0 + nr * rn + (sb0 + nr * rn) % 2
        quads, pk0, need = (x0,), x0 + nr, x0 + nr + 2
    else:                 # unscaled; AGPR accumulators staged in two quads used in turn: a VALU write of a
        # >8-byte store's data needs 2 wait states after the store (hazard store_data), the other quad gives them
        rowb, colb, vc, vrow, vcol = (v_frag.at(i) for i in range(5))
        saoff = sboff = ""
        sa0 = sb0 = None
        quads, pk0, need = (8, 8 + nr), None, 8 + 2 * nr
    if need > v_frag.count:
        raise PlanError(f"internal: epilogue needs {need} scratch VGPRs, fragments have {v_frag.count}")
    items = [*mfma_to_valu(atom),
             Comment(f"{what} of lane (swapped MFMA): row(tid) = {to_str(base['row'])} + {row_imm} (M repeats), "
                     f"col(tid) = {to_str(base['col'])} + {col_imm} (N repeats) + register 0..3")]
    items += lane_bases(base, rowb, colb, saoff, sboff, tmps, scaled)
    if scaled:
        # one dword each: a dwordx4 straddling M or N would be a partial-vector OOB access (chip dependent)
        items += [instr("buffer_load_dword", v_frag.at(sa0 + mi), saoff, rs["scale_a"], 0,
                        mods=("offen", f"offset:{int(sa_[0, mi, 0])}"), note=f"scale_a of row (M repeat {mi})")
                  for mi in range(rm)]
        items += [instr("buffer_load_dword", v_frag.at(sb0 + nr * ni + r), sboff, rs["scale_b"], 0,
                        mods=("offen", f"offset:{int(sb_[r, 0, ni])}"),
                        note=f"scale_b of column (N repeat {ni}, register {r})") for ni in range(rn) for r in range(nr)]
        items.append(Wait(vm=0))
    items += [instr("v_mul_lo_u32", vc, rowb, "s[s_pitch]"), instr("v_lshl_add_u32", vc, colb, eb.bit_length() - 1, vc),
              Comment(f"{wide_what} only for a full-width tile with N % 4 == 0; else per element"),
              instr("s_and_b32", s_scratch, n_sgpr, 3), instr("s_cmp_eq_u32", s_scratch, 0),
              instr("s_cbranch_scc0", f".L{label}_narrow"), instr("s_cmp_ge_u32", "s[s_nrem]", bn),
              instr("s_cbranch_scc0", f".L{label}_narrow")]

    atoms = _Atoms(out=out, mode=mode, scaled=scaled, acc=acc, acc_file=acc_file, v_frag=v_frag, rs=rs, eb=eb, nr=nr,
                   rm=rm, rn=rn, quads=quads, pk0=pk0, sa0=sa0, sb0=sb0, col_imm=col_imm, vrow=vrow)
    rsrc = rs["c"] if out != "f32" else rs["ws"]
    wide, narrow = [], []
    for mi in range(rm):
        at_row = [instr("s_mul_i32", "s[s_rowoff]", "s[s_pitch]", row_imm[mi]), instr("v_add_u32", vrow, "s[s_rowoff]", vc)]
        wide += [Comment(f"M repeat {mi}: {wide_note}")] + at_row
        narrow += [Comment(f"M repeat {mi}: {narrow_note} under column masks")] + at_row
        for ni in range(rn):
            code, wide_st, elems = atoms.out_items(mi, ni)
            wide += code + wide_st
            narrow += code + masked_element_stores(elems, col_imm[ni], eb, colb, vcol, vrow, rsrc, s_mask)
    return [*items, *wide, instr("s_branch", f".L{label}_stored"), Label(f"{label}_narrow"), *narrow,
            Label(f"{label}_stored")], []
