"""Activation fragments of the moe planner: global -> VGPR (stage 1: gathered rows; a_stage lds: the A tile
copied once per workgroup through LDS) and their e8m0 scales, as per-k-tile `Load` records into fragment
buffers, plus the prologue code of their lane bases."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.isa import limits
from flygen.layout import Layout, make_composed_layout
from flygen.layout.checked import composition
from flygen.plan import preshuffle_layouts as PL
from flygen.plan.items import Wait, instr
from flygen.plan.moe.layouts import TOKEN_MASK, check_split, lds_swizzle
from flygen.plan.moe.regs import Load, Regs, access, frag_buffer, row_bases
from flygen.spec.moe import THREADS, WAVES_N


@dataclass(frozen=True)
class Activations:
    loads: tuple              # Load per fragment / scale load of one k-tile (a_stage lds: the fragment ds_reads)
    bufs: dict                # "afrag" (and "sa": MX scales) -> FragBuf
    code: tuple               # prologue items
    notes: tuple
    lds_bytes: int = 0        # a_stage lds: the A tile
    stage_loads: tuple = ()   # a_stage lds: the A copy's global loads (items)
    stage_writes: tuple = ()  # a_stage lds: its ds_writes (items)


@dataclass(frozen=True)
class _Staged:
    """a_stage lds: the fragment reads (base, imm, value index) and what the copy needs."""
    reads: list
    code: list
    notes: list
    lds_bytes: int
    stage_loads: tuple
    stage_writes: tuple


def plan_activations(r: Regs, g, rt) -> Activations:
    """Activation fragments global -> VGPR (stage 1: gathered rows) and their e8m0 scales: dword d of lane
    (row l % 16 + 16 i, K group l // 16). `rt`: the routing stage (tokens, rows)."""
    rs, so, runs_a, nm, ksteps, kb_a = r.rs, r.so, g.runs_a, g.nm, g.ksteps, g.kb_a
    frag = PL.a_fragment(g.tm, kb_a, runs_a, ksteps, 1, 0)         # (lane, (byte, run, m-atom, k-step)) -> bytes
    nva = runs_a.length * runs_a.runs * nm * ksteps
    code, notes, staged = [], [], None
    if g.lds:
        staged = _a_stage_lds(r, g, rt)
        a_items, code, notes = staged.reads, list(staged.code), list(staged.notes)
    elif g.gather:
        col = Layout(((16, 4), (runs_a.length, runs_a.runs, nm, ksteps)),
                     ((0, runs_a.group_stride), (1, max(runs_a.run_stride, 1), 0, runs_a.atom_k_bytes)))
        rows_l = Layout(((16, 4), nm), ((1, 0), 16))
        atom_of = [(v // (runs_a.length * runs_a.runs)) % nm for v in range(nva)]
        check_split(frag, rows_l, col, kb_a, 64, nva, atom_of, "A fragment gather")
        acc_a = access(r, col, {"lane": 64}, 16, "v_acol", "A fragment (in-row part)")
        code += acc_a.code
        colb = sorted({x.base for x in acc_a.items})
        v_arow, rb = row_bases(r, nm, rt.v_tok, "v_arow", colb, kb_a,
                               "A fragment bases: token * row bytes + in-row base")
        code += rb
        per_atom = runs_a.length * runs_a.runs // 16           # 16-byte accesses per (m-atom, k-step)
        a_items = [(v_arow.at(colb.index(x.base) * nm + (x.index // per_atom) % nm), x.imm, x.index)
                   for x in acc_a.items]
        notes.append(f"A fragment = token(row) * {kb_a} + {col}")
    else:
        acc_a = access(r, frag, {"lane": 64}, 16, "v_ab", "A fragment")
        code += acc_a.code
        a_items = [(x.base, x.imm, x.index) for x in acc_a.items]
        notes.append(f"A fragment {acc_a.layout}")
    breg = g.a_step.b_regs if g.a16 else g.atom.b_regs
    bufs = {"afrag": frag_buffer(r, "v_afrag", nm * ksteps * breg, "activation fragments (MFMA B operand)" +
                                 (", bf16: 4 MFMAs per k-step" if g.a16 else ""), per_kstep=nm * breg)}
    loads = [Load("ds_read_b128", "afrag", 4 * a, 4, f"{b} offset:{imm}") if g.lds else
             Load("buffer_load_dwordx4", "afrag", 4 * a, 4, f"{b}, {rs['A']}, {so['A']} offen offset:{imm}")
             for b, imm, a in a_items]
    if g.a_mx:                                # bf16 / a8w8 activations carry no e8m0 scales
        sa_loads, bufs["sa"], sa_code, sa_notes = _scale_loads(r, g, rt)
        loads, code, notes = loads + sa_loads, code + sa_code, notes + sa_notes
    extra = {} if staged is None else dict(lds_bytes=staged.lds_bytes, stage_loads=staged.stage_loads,
                                           stage_writes=staged.stage_writes)
    return Activations(loads=tuple(loads), bufs=bufs, code=tuple(code), notes=tuple(notes), **extra)


def _scale_loads(r: Regs, g, rt) -> tuple:
    """(loads, buffer, code, notes) of the activations' e8m0 scales (stage 1: gathered like the rows)."""
    rs, so, nm, D, srow = r.rs, r.so, g.nm, g.D, g.srow
    sfull = PL.mx_scale_read(16, 0, nm, D, srow, WAVES_N)
    buf = frag_buffer(r, "v_scale_a", nm * D, "activation e8m0 scales")
    if g.gather:
        scol = PL.mx_scale_read(16, 0, nm, D, 0, WAVES_N)
        check_split(sfull, rt.rows_t, scol, srow, THREADS, 4 * D * nm, [v // (4 * D) for v in range(4 * D * nm)],
                    "scale_a gather")
        acc_sa = access(r, scol, {"tid": THREADS}, 4, "v_sacol", "scale_a (in-row part)")
        sb = sorted({x.base for x in acc_sa.items})
        v_sarow, rb = row_bases(r, nm, rt.v_tok, "v_sarow", sb, srow,
                                "scale_a bases: token * scale row bytes + in-row base")
        loads = [Load("buffer_load_dword", "sa", x.index, 1, f"{v_sarow.at(sb.index(x.base) * nm + x.index // D)}, "
                      f"{rs['scale_a']}, {so['scale_a']} offen offset:{x.imm}") for x in acc_sa.items]
        return loads, buf, list(acc_sa.code) + rb, [f"scale_a = token(row) * {srow} + {scol}"]
    acc_sa = access(r, sfull, {"tid": THREADS}, 4, "v_sab", "scale_a")
    loads = [Load("buffer_load_dword", "sa", x.index, 1, f"{x.base}, {rs['scale_a']}, {so['scale_a']} offen "
                  f"offset:{x.imm}") for x in acc_sa.items]
    return loads, buf, list(acc_sa.code), [f"scale_a {acc_sa.layout}"]


def _a_stage_lds(r: Regs, g, rt) -> _Staged:
    """a_stage: lds. The k-tile's A tile (BM rows x R bytes) is copied once per workgroup: work-item t loads the
    16-byte chunks `PL.a_copy` gives it (tile index x = row * R + byte; stage 1: global = token(row) * K bytes
    + byte, the row split checked like the fragment gather; stage 2: row * K bytes + byte, rows in the soffset)
    into staging VGPRs, ds_writes them to LDS at `lds_swizzle(R)`(x) (the 16-byte chunk XOR row bits: 16
    lanes reading one K chunk of 16 rows hit different banks), and after an s_barrier every wave ds_reads its
    fragments from `lds_swizzle` o `PL.a_fragment(tile_m, R, ...)`, the
    fragment layout of the direct path with the tile row stride R: the same values in the same registers."""
    rs, so, R, kb_a, tm = r.rs, r.so, g.R, g.kb_a, g.tm
    copy, swz = PL.a_copy(tm, R, THREADS), lds_swizzle(R)
    nv = copy.shape[1][1]
    chunks = Layout((THREADS, nv), (16, 16 * THREADS))                  # (t, v) -> first tile index of a chunk
    code, notes = [], []
    if g.gather:
        g_items = _gathered_copy(r, g, copy, chunks, nv, code, notes)
    else:
        acc_g = access(r, composition(PL.a_global(tm, R, kb_a), copy), {"tid": THREADS}, 16, "v_sgb",
                       "A staging copy")
        code += acc_g.code
        g_items = [(x.base, x.imm, x.index) for x in acc_g.items]
        notes.append(f"A staging copy {acc_g.layout}")
    v_st = r.ra.v("v_astage", 4 * nv, note="A tile chunks in flight (global -> LDS)")
    stage_loads = tuple(instr("buffer_load_dwordx4", v_st.at(4 * a, 4), f"{b}, {rs['A']}, {so['A']} offen offset:{imm}",
                              writes=(("stage", a),)) for b, imm, a in g_items)
    acc_w = access(r, make_composed_layout(swz, 0, copy), {"tid": THREADS}, 16, "v_sw", "A LDS write",
                   max_imm=limits.DS_OFFSET_MAX)
    code += acc_w.code
    stage_writes = tuple(instr("ds_write_b128", x.base, v_st.at(4 * x.index, 4), mods=(f"offset:{x.imm}",),
                               reads=(("stage", x.index),)) for x in acc_w.items)
    frag = PL.a_fragment(tm, R, g.runs_a, g.ksteps, 1, 0)
    acc_r = access(r, make_composed_layout(swz, 0, frag), {"lane": 64}, 16, "v_ar", "A fragment read (LDS)",
                   max_imm=limits.DS_OFFSET_MAX)
    code += acc_r.code
    notes += [f"A LDS write {swz} o {copy}", f"A fragment read {swz} o {acc_r.layout}"]
    return _Staged(reads=[(x.base, x.imm, x.index) for x in acc_r.items], code=code, notes=notes,
                   lds_bytes=tm * R, stage_loads=stage_loads, stage_writes=stage_writes)


def _gathered_copy(r: Regs, g, copy, chunks, nv: int, code: list, notes: list) -> list:
    """Stage 1 a_stage lds: the staging chunks' rows read from the routing table, their tokens masked, and the
    copy's bases token * row bytes + in-row base (the split checked); code and notes appended in order."""
    rs, so, R, kb_a, tm = r.rs, r.so, g.R, g.kb_a, g.tm
    rows_tab = composition(Layout((R, tm), (0, 4)), chunks)          # (t, v) -> table byte of the chunk's row
    acc_t = access(r, rows_tab, {"tid": THREADS}, 4, "v_stabb", "A staging rows (routing table)", elem=4)
    code += acc_t.code
    v_stok = r.ra.v("v_stage_token", nv, note="token of each staging chunk's row")
    code += [instr("buffer_load_dword", v_stok.at(x.index), x.base, rs["sorted_token_ids"], so["tab"],
                   mods=("offen", f"offset:{x.imm}")) for x in acc_t.items] + [Wait(vm=0)]
    code += [instr("v_and_b32", v_stok.at(v), hex(TOKEN_MASK), v_stok.at(v)) for v in range(nv)]
    full = composition(PL.a_global(tm, R, kb_a), copy)
    col = composition(Layout((R, tm), (1, 0)), copy)
    rows_l = composition(Layout((R, tm), (0, 1)), chunks)
    check_split(full, rows_l, col, kb_a, THREADS, 16 * nv, [v // 16 for v in range(16 * nv)], "A staging gather")
    acc_g = access(r, col, {"tid": THREADS}, 16, "v_sgcol", "A staging copy (in-row part)")
    code += acc_g.code
    v_sg = r.ra.v("v_stage_base", nv, note="A staging bases: token * row bytes + in-row base")
    for x in acc_g.items:
        code += [instr("v_mul_u32_u24", v_sg.at(x.index), hex(kb_a), v_stok.at(x.index)),
                 instr("v_add_u32", v_sg.at(x.index), v_sg.at(x.index), x.base)]
    notes.append(f"A staging copy = token(row) * {kb_a} + {col}")
    return [(v_sg.at(x.index), x.imm, x.index) for x in acc_g.items]
