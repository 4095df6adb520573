"""gemm_preshuffle step 3b, the A operand: its copy global -> LDS (through staging VGPRs and ds_write, or by LDS
DMA with the swizzle moved to the global side) and its fragment reads LDS -> VGPR (own registers or a ring)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.layout import Layout, make_composed_layout
from flygen.layout.checked import composition
from flygen.layout.emit import emit_salu, emit_valu
from flygen.layout.layout import evaluate, table
from flygen.layout.lower import lower
from flygen.plan import preshuffle_layouts as PL
from flygen.plan.gemm_preshuffle.geometry import Geometry
from flygen.plan.gemm_preshuffle.regs import Base
from flygen.plan.items import instr
from flygen.plan.k_tail import mask_bases
from flygen.plan.preshuffle_access import affine_accesses, vector_accesses
from flygen.spec.gemm_preshuffle import THREADS

LOAD = {4: "buffer_load_dword", 8: "buffer_load_dwordx2", 16: "buffer_load_dwordx4"}
DS_READ = {8: "ds_read_b64", 16: "ds_read_b128"}
DS_WRITE = {8: "ds_write_b64", 16: "ds_write_b128"}


@dataclass(frozen=True)
class ACopy:
    v_ast: object             # sync: the staging VGPRs (None for async)
    loads: list               # sync: [loads]; async: per stage [(M0 offset, LDS-DMA load)]
    writes: list              # per stage: the ds_writes (async: none)
    notes: list
    code: list
    code_k: tuple = ()        # K: runtime: the sources' products by the run-time row pitch (after the arguments)
    tail: tuple = ()          # k_tail: (base VGPR, K-byte lane VGPR, K-byte immediate) per A load base (tail_mask)


@dataclass(frozen=True)
class AFrags:
    acc_r: object             # the lowered fragment-read layout
    v_af: object
    ring: int                 # S ring slots of units (0: every unit its own registers)
    br: int                   # registers per fragment unit
    reads: list               # per stage: the reads of the "reads" step (a ring: the first S units only)
    reads_all: list           # per stage: every read (the r-th fills ("a", r): the key an MFMA waits on)
    read_regs: list           # per stage: register range [lo, hi) of v_afrag each read fills (for the waits)
    code: list
    note: str                 # the read layout, for the .s header

    def slot(self, r: int) -> int:
        return _slot(r, self.ring, self.br)


def _slot(r: int, ring: int, br: int) -> int:
    """Logical A fragment register -> its v_afrag register (unit u in slot u % S of a ring of S)."""
    return (r // br % ring) * br + r % br if ring else r


def _nva(copy) -> int:
    return int(np.prod(copy.shape[1])) // (copy.shape[1][0] if isinstance(copy.shape[1], tuple) else 16)


def _copy_sync(k: Base, g: Geometry, copy, gA, swz) -> ACopy:
    """A: global -> staging VGPRs (buffer_load) -> LDS (ds_write, swizzled), per stage, in pieces of the copy
    layout's byte mode (16 B; 8 B for rows that no whole number of 16-byte chunks per thread covers)."""
    nva = _nva(copy)
    w = copy.shape[1][0] if isinstance(copy.shape[1], tuple) else copy.shape[1]
    wr = w // 4
    code_k = ()
    if g.rt or g.rlda:  # K: runtime: gA = fixed + pitch x per (PL.a_global_parts), the pitch in s_kbytes (lda:
                        # runtime, K run-time or not: s_apitch = lda x esize; the same layout, its row stride the
                        # other SGPR)
        fixed, per = PL.a_global_parts(g.tm, g.P)
        acc_g, code_k = affine_accesses(composition(fixed, copy), composition(per, copy), {"tid": THREADS}, w,
                                        limits.MUBUF_OFFSET_MAX, k.bases("v_ag"), k.src, list(k.tmp),
                                        "A global copy", "s[s_apitch]" if g.rlda else "s[s_kbytes]")
    else:
        acc_g = vector_accesses(composition(gA, copy), {"tid": THREADS}, w, limits.MUBUF_OFFSET_MAX,
                                k.bases("v_ag"), k.src, list(k.tmp), "A global copy")
    tail = _tail_groups(acc_g) if g.kt else ()
    v_ast = k.ra.v("v_astage", wr * nva, note="A chunks in flight (global -> LDS)")
    a_loads = [instr(LOAD[w], v_ast.at(wr * x.index, wr), x.base, k.rs['A'], "s[s_a_koff]",
                     mods=("offen", f"offset:{x.imm}")) for x in acc_g.items]
    acc_w = vector_accesses(make_composed_layout(swz, 0, PL.with_stages(copy, g.stages, g.TB)), {"tid": THREADS},
                            w, limits.DS_OFFSET_MAX, k.bases("v_aw"), k.src, list(k.tmp), "A LDS write")
    writes = [[] for _ in range(g.stages)]
    for x in acc_w.items:
        st, v = divmod(x.index, nva)
        writes[st].append(instr(DS_WRITE[w], x.base, v_ast.at(wr * v, wr), mods=(f"offset:{x.imm}",)))
    return ACopy(v_ast=v_ast, loads=[a_loads], writes=writes, code=list(acc_g.code) + list(acc_w.code),
                 notes=[f"A global copy {acc_g.layout}", f"A LDS write {swz} o {acc_w.layout}"], code_k=code_k,
                 tail=tail)


def _tail_groups(acc_g) -> tuple:
    """k_tail: per A load base VGPR, the K byte of its chunks in the tile row. The fixed part of
    `a_global_parts` is the row's K byte ((R, tile_m):(1, 0)), so a chunk's K byte is its access's fixed lane
    base + immediate; a base shared by chunks of different K bytes could not be masked once."""
    out = {}
    for x in acc_g.items:
        if out.setdefault(x.base, (x.fixed, x.imm)) != (x.fixed, x.imm):
            raise PlanError("k_tail: A copy chunks of one base register lie at different K bytes of the row")
    return tuple((b, f, i) for b, (f, i) in out.items())


def tail_mask(a: ACopy, bound: str, tmp: str, oob: str) -> list:
    """k_tail: A load bases of chunks at K byte >= `bound` (an SGPR, bytes into the k-tile's rows) set to the
    out-of-range voffset (flygen.plan.k_tail.mask_bases): those chunks load 0. A chunk is 16 B and K x esize a
    multiple of 16 (the launch limit), so it is wholly in or past K."""
    return mask_bases(a.tail, bound, tmp, oob)


def _async_offsets(gA, swz, copy, nva: int, x0, gl) -> list:
    """The per-chunk global offsets of the LDS DMA: source(t, v) = G(swz(P(t, v))) must equal
    G(swz(P(t, 0))) + G(P(0, v)) for every (t, v) (checked exhaustively with numpy)."""
    c0 = table(copy[0], THREADS)              # copy(t, (0, v)) = copy[0](t) + copy[1]((0, v))
    c1 = np.array([copy[1]((0, v)) for v in range(nva)], dtype=np.int64)
    offs = evaluate(gA, c0[0] + c1).tolist()
    tbl = evaluate(gA, swz(c0[:, None] + c1[None, :]))
    law = evaluate(gA, swz(c0 + c1[0]))[:, None] + np.array(offs)[None, :]
    if not (np.array_equal(tbl, law) and x0.imms[0] == 0 and gl.imms[0] == 0):
        raise PlanError("async A: global source does not split into a lane base plus per-chunk offsets")
    return offs


def _copy_async(k: Base, g: Geometry, copy, gA, swz) -> ACopy:
    """A: LDS DMA. It lands lane-dense at M0 + 16*lane, so the swizzle moves to the global side:
    source(t, v) = G(swz(P(t, v))); law checked exhaustively: = G(swz(P(t, 0))) + G(P(0, v))."""
    tmp, src, nva = list(k.tmp), k.src, _nva(copy)
    p0 = Layout(THREADS, 16)
    x0 = lower(make_composed_layout(swz, 0, p0), {"tid": THREADS})
    gl = lower(Layout((gA.shape, 16), (gA.stride, 1)), {"x": g.TB})
    v_ag = k.ra.v("v_ag0", note="A source base (async)")
    code = emit_valu(x0.base_expr, tmp[2], src, tmp[:2]) if x0.base_expr[0] != "const" else \
        [f"v_mov_b32 {tmp[2]}, {x0.base_expr[1]}"]
    code += emit_valu(gl.base_expr, str(v_ag), {"x": tmp[2]}, tmp[:2])
    per_stage = [[] for _ in range(g.stages)]
    for v, off in enumerate(_async_offsets(gA, swz, copy, nva, x0, gl)):
        base, imm = str(v_ag), off
        if off > limits.MUBUF_OFFSET_MAX:
            r = k.ra.v(f"v_ag{v}x", note=f"A source base + chunk {v}")
            code.append(f"v_add_u32 {r}, {hex(off)}, {v_ag}")
            base, imm = str(r), 0
        for st in range(g.stages):
            m0 = int(copy(0, (0, v))) + st * g.TB
            per_stage[st].append((m0, instr("buffer_load_dwordx4", base, k.rs['A'], "s[s_a_koff]",
                                            mods=("offen", f"offset:{imm}", "lds"))))
    # the wave's first thread id (wave-uniform) -> its LDS-DMA offset P(t0, 0)
    code += ["v_readfirstlane_b32 s[s_wave_lds], v[v_tid]"] + \
        emit_salu(lower(p0, {"t": THREADS}).base_expr, "s[s_wave_lds]", {"t": "s[s_wave_lds]"}, [])
    return ACopy(v_ast=None, loads=per_stage, writes=[[] for _ in range(g.stages)], code=code,
                 notes=[f"A LDS-DMA source {gA} o {swz} o {p0}"])


def a_copy(k: Base, g: Geometry, copy, gA, swz) -> ACopy:
    return (_copy_async if g.async_a else _copy_sync)(k, g, copy, gA, swz)


def a_fragments(k: Base, g: Geometry, swz) -> AFrags:
    """A fragments: LDS -> VGPR, per stage, with the register range each read fills (for the waits).

    A fragment unit u = (k step, m atom) in MFMA order holds b_regs registers. a_ring = 0: every unit of a
    k-tile has its own registers. a_ring = S (lds_stage 2): S unit slots, unit u in slot u % S; the reads of
    unit u + S are issued in the MFMA stream right after the last MFMA reading unit u (streams.ring_stream),
    so only the first S units are read in the "reads" step (AFrags.reads) and the rest ride in the stream."""
    rd = 16 if g.runs_a.length % 16 == 0 else 8
    br, S = g.atom.b_regs, g.a_ring
    if S and br % (rd // 4):
        raise PlanError(f"A fragment reads of {rd} B do not tile the {br}-register fragment")
    frag = PL.a_fragment(g.tm, g.P, g.runs_a, g.ksteps, g.stages, g.TB)
    code = []
    acc_r = k.access(make_composed_layout(swz, 0, frag), {"lane": 64}, rd, limits.DS_OFFSET_MAX, "v_ar",
                     "A fragment read", code)
    units = g.nm * g.ksteps
    v_af = k.ra.v("v_afrag", (S or units) * br,
                  note=f"A fragments (MFMA B operand), ring of {S} of {units} units" if S else
                  "A fragments (MFMA B operand)")
    per_stage_reads = len(acc_r.items) // g.stages
    reads_all = [[] for _ in range(g.stages)]
    read_regs = [[] for _ in range(g.stages)]
    for x in acc_r.items:
        st, a = divmod(x.index, per_stage_reads)
        reads_all[st].append(instr(DS_READ[rd], v_af.at(_slot(a * rd // 4, S, br), rd // 4), x.base,
                                   mods=(f"offset:{x.imm}",), writes=(("a", len(reads_all[st])),)))
        read_regs[st].append((a * rd // 4, (a + 1) * rd // 4))
    reads = [[ln for ln, (lo, _) in zip(rs, read_regs[st]) if lo // br < S] for st, rs in enumerate(reads_all)] \
        if S else reads_all                        # the "reads" step issues the first S units only
    return AFrags(acc_r=acc_r, v_af=v_af, ring=S, br=br, reads=reads, reads_all=reads_all, read_regs=read_regs,
                  code=code, note=f"A fragment read {swz} o {acc_r.layout}")
