"""Epilogue of the non-swapped MFMA C layout: out = bf16(act(fl32(fl32(fl32(acc * row_scale[m]) * col_scale[n])
+ bias[n]))) (bias bf16 widened exactly, or f32 as loaded; the add is f32, then the activation, then RNE) stored with per-element bounds. Used by gemm_fp8 `c_store: narrow` (scale_a[m] * scale_b[n], run-time
pitch) and conv3d (x_scale * w_scale[k] per column, bf16 bias, activation, compile-time pitch 2K). `f32` (conv3d
split-K): the unscaled f32 accumulators instead, one `buffer_store_dword` (deterministic: the split's slice of
the workspace) or `buffer_atomic_add_f32` (atomic) per value, pitch 4K, same rows, columns and masks; the
reduce kernel applies the scales after the sum (docs/numerics.md §6).

Lane positions come from the tiled MMA's C layout (flygen.plan.gemm_layouts.c_projections): row(tid) + row
immediates (per accumulator register and M repeat), col(tid) + column immediates (per N repeat). A lane's byte
offset is row(tid) * pitch + 2 col(tid) (VALU); each stored row adds row_imm * pitch (SALU into s_rowoff for a
run-time pitch, an immediate for a compile-time one) and each N repeat adds 2 col_imm (MUBUF `offset:`).
Rows >= M fall outside the rebased V# (num_records = valid rows x pitch); columns >= N would land in the next
row, so they are masked with EXEC (one SGPR pair per N repeat, computed in the prologue). Scales and bias are
read one element per lane and row / column (never a partly-in-range vector).
"""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.layout.emit import emit_valu
from flygen.layout.expr import to_str
from flygen.plan.epilogue.lanes import TID, column_masks, lower_c, mfma_to_valu
from flygen.plan.epilogue.stores import EXEC_ALL, buffer_store, masked_row_stores
from flygen.plan.items import Comment, Wait, instr, texts
from flygen.plan.epilogue.values import activated, f32_value, pack
from flygen.plan.gemm_layouts import c_projections


@dataclass(frozen=True)
class MMajor:
    """An output whose rows (GEMM M) run contiguously per column, e.g. conv3d's NCDHW y: byte(m, n) =
    layout(m, n) with the M mode (P, images) : (2, image bytes) and the column mode P : chan bytes. The V# is
    rebased to image `s_img` (SGPR, = m0 // P); a lane's row m = s_m0 + row splits into (image, pixel) by
    `div` (magic numbers valid for every row of the grid). `width` rows (1, 2, 4: conv3d.layouts.store_rows)
    go into one store: one packed register (2 rows), a register pair (4 rows) or one bf16 half (1 row)."""
    layout: object                   # Layout ((P, N), K) : ((2, img_bytes), chan_bytes)
    width: int
    div: object                      # flygen.layout.divmod.Magic for m / P
    s_m0: str = "s[s_m0]"
    s_n0: str = "s[s_n0]"
    s_img: str = "s[s_yimg]"


@dataclass(frozen=True)
class RowsOut:
    """What the epilogue applies and where it writes (keys name V#s in the planner's `rs`)."""
    name: str                        # the output in comments ("C", "y")
    out: str                         # V# of the bf16 output
    pitch: int | None = None         # bytes per output row when known at compile time; None: SGPR s_pitch
    row_scale: str | None = None     # V# of an f32 scale per row (gemm scale_a)
    col_scale: str | None = None     # V# of an f32 scale per column (gemm scale_b, conv3d w_scale)
    col_factor: str | None = None    # SGPR multiplied into the column scale once (conv3d x_scale)
    bias: str | None = None          # V# of a bias per column (bias_dtype: bf16, or f32 loaded as one dword)
    activation: str = "none"         # after scales and bias: "none" or a flygen.activations record
    bias_dtype: str = "bf16"
    m_major: MMajor | None = None    # stores along M (NCDHW y) instead of along rows of a row-major output
    f32: str | None = None           # split-K partials: "deterministic" (stores) | "atomic" (f32 adds), unscaled
    out_dtype: str = "bf16"          # the 16-bit output type (values.PACK: bf16 | f16)


@dataclass(frozen=True)
class _Scratch:
    """Offsets (in the fragment registers) and registers of the epilogue's scratch (`_scratch`)."""
    cs0: int                  # column scales
    bi0: int                  # biases
    t0i: int                  # values
    pk0: int                  # packed
    sa0: int                  # row scales
    vc: object                # the lane's byte offset
    vrow: object              # the row's byte offset
    sboff: object             # per-column f32 offset
    saoff: object             # per-row f32 offset


def _scratch(rm: int, rn: int, nr: int, o: RowsOut) -> tuple:
    """Offsets in the fragment registers of the epilogue's scratch: (column scales, biases, values, packed,
    row scales, registers needed)."""
    cs0 = 5
    bi0 = cs0 + rn
    t0i = bi0 + rn
    pk0 = t0i + 4 * rn
    if o.m_major is not None and o.m_major.width == 4:
        pk0 += pk0 % 2                   # register pairs of buffer_store_dwordx2 start even (v_frag is even)
    sa0 = pk0 + 2 * rn + 1
    return cs0, bi0, t0i, pk0, sa0, sa0 + (nr * rm if o.row_scale else 0)


def scratch_regs(mma, atom, o: RowsOut) -> int:
    """VGPRs plan_epilogue_rows takes from the (dead) fragment registers: a planner whose fragments are fewer
    (a fragment ring) allocates at least this many."""
    rm, rn, _ = mma.reps
    return _scratch(rm, rn, atom.c_regs, o)[-1]


def plan_epilogue_rows(mma, atom, acc, acc_file: str, v_frag, rs: dict, s_mask, threads: int, bm: int, bn: int,
                       v_tmp, o: RowsOut) -> tuple[list, list]:
    """(epilogue items, prologue lines computing the column masks)."""
    rm, rn, _ = mma.reps
    nr = atom.c_regs
    if o.f32 and (o.row_scale or o.col_scale or o.bias or o.activation != "none" or o.m_major):
        raise PlanError("internal: f32 partials are unscaled (the reduce kernel applies scales, bias, activation)")
    eb = 4 if o.f32 else 2                  # bytes per output element
    keys = ("row", "col", "sb") + (("sa",) if o.row_scale else ())
    proj = c_projections(mma.tv_C(), bm, bn)
    base, imms = lower_c({k: proj[k] for k in keys}, threads, (nr, rm, rn))

    def imm(k, r, mi, ni):
        return int(imms[k][r, mi, ni])

    for r in range(nr):
        for mi in range(rm):
            for ni in range(rn):
                if imm("row", r, mi, ni) != imm("row", r, mi, 0) or imm("col", r, mi, ni) != imm("col", 0, 0, ni) \
                        or imm("sb", r, mi, ni) != imm("sb", 0, 0, ni) \
                        or (o.row_scale and imm("sa", r, mi, ni) != imm("sa", r, mi, 0)):
                    raise PlanError("internal: C layout is not (row per register/M repeat) x (column per N repeat)")
    col_imm = [imm("col", 0, 0, ni) for ni in range(rn)]
    if 4 * max(col_imm) > limits.MUBUF_OFFSET_MAX:
        raise PlanError(f"tile_n: column offset {4 * max(col_imm)} exceeds the 12-bit MUBUF offset")
    row_imm = sorted({imm("row", r, mi, 0) for r in range(nr) for mi in range(rm)})

    t0 = v_tmp.at(0)
    tmps = [v_tmp.at(i) for i in range(1, v_tmp.count)]
    pro = column_masks(o.name, base["col"], col_imm, v_tmp, s_mask)

    # scratch in the (now dead) fragment registers: row, col, voff, per-column scale and bias, values, packed,
    # then (row scales only) the row-scale offset and one scale per (register, M repeat)
    rowb, colb, vc, vrow, sboff = (v_frag.at(i) for i in range(5))
    cs0, bi0, t0i, pk0, sa0, need = _scratch(rm, rn, nr, o)
    if need > v_frag.count:
        raise PlanError(f"internal: epilogue needs {need} scratch VGPRs, fragments have {v_frag.count}")
    saoff = v_frag.at(sa0 - 1)
    sc = _Scratch(cs0=cs0, bi0=bi0, t0i=t0i, pk0=pk0, sa0=sa0, vc=vc, vrow=vrow, sboff=sboff, saoff=saoff)
    items = [*mfma_to_valu(atom)]
    items.append(Comment(f"{o.name} rows of this lane: row(tid) = {to_str(base['row'])} (+ immediates {row_imm})"))
    items += texts(emit_valu(base["row"], rowb, TID, tmps))
    items += texts(emit_valu(base["col"], colb, TID, tmps))
    items += _operand_loads(o, base, sc, v_frag, rs, t0, tmps, col_imm, rm, rn, nr, imm)
    if o.m_major is not None:
        mm = o.m_major
        vcol = v_tmp.at(5)
        chan = int(mm.layout[1].stride)
        items.append(Comment(f"{o.name} is M-major {mm.layout}: column part {chan} x (n0 + col), rows from "
                             f"m = m0 + row split by {mm.div.d}; {mm.width} rows per store"))
        items.append(instr("v_add_u32", vcol, mm.s_n0, colb))
        items += texts(_mul_const(vcol, vcol, chan, t0))
        items.append(instr("v_add_u32", vc, mm.s_m0, rowb, note="m of register 0, M repeat 0"))
    else:
        items.append(instr("v_mul_lo_u32", vc, rowb, "s[s_pitch]") if o.pitch is None else
                     instr("v_mul_u32_u24", vc, o.pitch, rowb))
        items.append(instr("v_lshl_add_u32", vc, colb, eb.bit_length() - 1, vc))
        if o.f32:
            items += _f32_rows(o, acc, acc_file, v_frag, t0i, vc, vrow, rs, s_mask, col_imm, rm, rn, nr, imm)
            return items, pro
    for mi in range(rm):
        items += _m_repeat(o, mi, sc, acc, acc_file, v_frag, v_tmp, rs, s_mask, col_imm, rm, rn, nr, imm)
    return items, pro


def _operand_loads(o: RowsOut, base, sc, v_frag, rs: dict, t0, tmps, col_imm, rm, rn, nr, imm) -> list:
    """Items: the lane's per-column / per-row offsets, the scale and bias loads (one element each) and their wait,
    then x_scale folded into the column scales and bf16 biases widened to f32."""
    cs0, bi0, sa0, sboff, saoff = sc.cs0, sc.bi0, sc.sa0, sc.sboff, sc.saoff
    items = []
    if o.col_scale or o.bias:
        items.append(Comment(f"per-column f32 offset: {to_str(base['sb'])} (+ 4 x N-repeat column immediates)"))
        items += texts(emit_valu(base["sb"], sboff, TID, tmps))

    def load(op, dst, vaddr, key, offset, note):
        return instr(op, dst, vaddr, rs[key], 0, mods=("offen", f"offset:{offset}"), note=note)
    if o.row_scale:
        items.append(Comment(f"per-row f32 offset: {to_str(base['sa'])} (+ register / M-repeat immediates)"))
        items += texts(emit_valu(base["sa"], saoff, TID, tmps))
        # one dword per row: a dwordx4 straddling M would be a partial-vector OOB access (chip dependent)
        items += [load("buffer_load_dword", v_frag.at(sa0 + nr * mi + r), saoff, o.row_scale, imm("sa", r, mi, 0),
                       f"{o.row_scale} of row (register {r}, M repeat {mi})") for mi in range(rm) for r in range(nr)]
    if o.col_scale:
        items += [load("buffer_load_dword", v_frag.at(cs0 + ni), sboff, o.col_scale, imm("sb", 0, 0, ni),
                       f"{o.col_scale} of column (N repeat {ni})") for ni in range(rn)]
    if o.bias and o.bias_dtype == "f32":       # f32 bias: the column's f32 offset as is, one dword per column
        items += [load("buffer_load_dword", v_frag.at(bi0 + ni), sboff, o.bias, imm("sb", 0, 0, ni),
                       f"f32 bias of column (N repeat {ni})") for ni in range(rn)]
    elif o.bias:
        items.append(instr("v_lshrrev_b32", t0, 1, sboff, note="bf16 bias offset = f32 offset / 2"))
        items += [load("buffer_load_ushort", v_frag.at(bi0 + ni), t0, o.bias, 2 * col_imm[ni],
                       f"bias of column (N repeat {ni})") for ni in range(rn)]
    if o.row_scale or o.col_scale or o.bias:
        items.append(Wait(vm=0))
    for ni in range(rn):
        if o.col_scale and o.col_factor:
            items.append(instr("v_mul_f32", v_frag.at(cs0 + ni), o.col_factor, v_frag.at(cs0 + ni),
                               note="x_scale * w_scale"))
        if o.bias and o.bias_dtype == "bf16":
            items.append(instr("v_lshlrev_b32", v_frag.at(bi0 + ni), 16, v_frag.at(bi0 + ni), note="bf16 -> f32 (exact)"))
    return items


def _m_repeat(o: RowsOut, mi: int, sc, acc, acc_file: str, v_frag, v_tmp, rs: dict, s_mask, col_imm, rm, rn, nr,
              imm) -> list:
    """Items of M repeat mi: every value scaled, biased, activated and packed, then stored per row (or M-major)."""
    cs0, bi0, t0i, pk0, sa0, vc, vrow = sc.cs0, sc.bi0, sc.t0i, sc.pk0, sc.sa0, sc.vc, sc.vrow
    conv = [Comment(f"M repeat {mi}: scale, bias, activation, convert to {o.out_dtype} (pairs of rows per register)")]
    for ni in range(rn):
        srcs = []
        for r in range(nr):
            ops = ([("v_mul_f32", v_frag.at(sa0 + nr * mi + r))] if o.row_scale else []) + \
                ([("v_mul_f32", v_frag.at(cs0 + ni))] if o.col_scale else []) + \
                ([("v_add_f32", v_frag.at(bi0 + ni))] if o.bias else [])
            t = v_frag.at(t0i + 4 * ni + r)
            code, a = f32_value(acc.at(nr * (mi + rm * ni) + r), t, acc_file, ops)
            act, a = activated(o.activation, t, v_tmp.at(1), a)   # v_tmp[1]: free until this M repeat's stores
            conv += code + act
            srcs.append(a)
        conv += pack([v_frag.at(pk0 + 2 * ni + h) for h in range(nr // 2)], srcs, o.out_dtype)
    if o.m_major is not None:
        return conv + _m_major_stores(o, mi, nr, rn, imm, col_imm, vc, vrow, v_frag, pk0, v_tmp, rs, s_mask)
    for r in range(nr):
        ri = imm("row", r, mi, 0)
        if o.pitch is None:
            conv += [instr("s_mul_i32", "s[s_rowoff]", "s[s_pitch]", ri), instr("v_add_u32", vrow, "s[s_rowoff]", vc)]
        else:
            conv.append(instr("v_add_u32", vrow, hex(ri * o.pitch), vc, note=f"row + {ri}"))
        conv += masked_row_stores(r, [v_frag.at(pk0 + 2 * ni + r // 2) for ni in range(rn)], vrow, rs[o.out],
                                  s_mask, col_imm)
    return conv


def _mul_const(dst: str, x: str, c: int, tmp: str) -> list[str]:
    """dst = x * c (u32); x and c below 2^24 in conv3d's uses, else the 32-bit multiply."""
    if c & (c - 1) == 0:
        return [f"v_lshlrev_b32 {dst}, {c.bit_length() - 1}, {x}"]
    if c < 1 << 24:
        return [f"v_mul_u32_u24 {dst}, {hex(c)}, {x}"]
    return [f"v_mov_b32 {tmp}, {hex(c)}", f"v_mul_lo_u32 {dst}, {x}, {tmp}"]


def _m_major_stores(o, mi, nr, rn, imm, col_imm, vc, vrow, v_frag, pk0, v_tmp, rs, s_mask) -> list:
    """Stores of M repeat mi of an M-major output: per run of `width` registers (consecutive rows, checked) one
    address from the layout (image, pixel of m; column part in v_tmp[5]) and one store per N repeat."""
    from flygen.layout.divmod import emit_divmod_valu
    mm, w = o.m_major, o.m_major.width
    (P, _), (pix, img) = mm.layout[0].shape, mm.layout[0].stride
    chan = int(mm.layout[1].stride)
    if pix != 2:
        raise PlanError(f"internal: M-major output with {pix}-byte pixels")
    x, q, r_, tmp, vcol, t0 = (v_tmp.at(i) for i in (1, 2, 3, 4, 5, 0))
    out = []
    for r0 in range(0, nr, w):
        rows = [imm("row", r0 + i, mi, 0) for i in range(w)]
        if rows != list(range(rows[0], rows[0] + w)):
            raise PlanError(f"internal: registers {r0}..{r0 + w - 1} are not {w} consecutive rows")
        out.append(Comment(f"rows + {rows[0]}..{rows[-1]}: image = m / {P}, pixel = m % {P}"))
        out.append(instr("v_add_u32", x, rows[0], vc))
        out += texts(emit_divmod_valu(x, mm.div, q, r_, tmp))
        out.append(instr("v_subrev_u32", q, mm.s_img, q, note="image relative to the V# base"))
        out += texts(_mul_const(vrow, q, int(img), tmp))
        out.append(instr("v_lshl_add_u32", vrow, r_, 1, vrow, note="+ 2 x pixel"))
        out.append(instr("v_add_u32", vrow, vrow, vcol, note="+ channel part"))
        for ni, c in enumerate(col_imm):
            off, addr = chan * c, vrow
            if off > limits.MUBUF_OFFSET_MAX:
                out.append(instr("v_add_u32", t0, hex(off), vrow, note=f"N repeat {ni}: + {c} channels"))
                off, addr = 0, t0
            if w == 4:
                op, data = "buffer_store_dwordx2", v_frag.at(pk0 + 2 * ni, 2)
            elif w == 2:
                op, data = "buffer_store_dword", v_frag.at(pk0 + 2 * ni + r0 // 2)
            else:
                op = "buffer_store_short_d16_hi" if r0 % 2 else "buffer_store_short"
                data = v_frag.at(pk0 + 2 * ni + r0 // 2)
            out += [instr("s_mov_b64", "exec", s_mask.at(2 * ni, 2)), buffer_store(op, data, addr, rs[o.out], off)]
        out.append(EXEC_ALL)
    return out


def _f32_rows(o: RowsOut, acc, acc_file: str, v_frag, t0i: int, vc, vrow, rs: dict, s_mask, col_imm, rm, rn, nr,
              imm) -> list:
    """Items: every accumulator as an unscaled f32 at (row, column) of the workspace: per M repeat and register
    the row offset, then per N repeat one dword store (or f32 atomic add) under that repeat's column mask."""
    op = "buffer_atomic_add_f32" if o.f32 == "atomic" else "buffer_store_dword"
    items = []
    for mi in range(rm):
        items.append(Comment(f"M repeat {mi}: {o.name} f32 partials, one {op} per value under column masks"))
        vals = {}
        for ni in range(rn):
            for r in range(nr):
                code, a = f32_value(acc.at(nr * (mi + rm * ni) + r), v_frag.at(t0i + 4 * ni + r), acc_file, [])
                items += code
                vals[r, ni] = a
        for r in range(nr):
            ri = imm("row", r, mi, 0)
            items.append(instr("v_add_u32", vrow, hex(ri * o.pitch), vc, note=f"row + {ri}"))
            for ni, c in enumerate(col_imm):
                items += [instr("s_mov_b64", "exec", s_mask.at(2 * ni, 2)),
                          buffer_store(op, vals[r, ni], vrow, rs[o.out], 4 * c)]
            items.append(EXEC_ALL)
    return items
