"""Planner of the preshuffle GEMM: C = epilogue(A @ B), B pre-shuffled so fragments load global -> VGPR.

Workgroup = 4 waves along N; wave w owns C[tile_m, w*tile_n/4 : (w+1)*tile_n/4]. 16x16 MFMA atoms with
swapped operands (MFMA A = B fragment, MFMA B = A fragment; see preshuffle_layouts). Rolled K loop
(SGPR counter) over pairs of k-tiles so the B double buffer and the LDS stage alternate at compile time.
Ragged M: A, C and scale_a descriptors are rebased to the workgroup's first row with
num_records = (M - m0) * row bytes, and every row-dependent offset is in the VGPR offset, so rows >= M
read 0 and are never written whether or not soffset takes part in the range check (reference §4).
"""
from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

import numpy as np

from flygen.errors import PlanError, RegisterLimit
from flygen.families import FAMILIES
from flygen.isa import limits
from flygen.isa.dtypes import bytes_of
from flygen.isa.mfma import SCALE_BLOCK, dense_mfma, f8f6f4_mods, mx_mfma
from flygen.isa.mx_scales import mx_scale_bytes, mx_scale_row_bytes
from flygen.layout import Layout, make_composed_layout
from flygen.layout.checked import composition
from flygen.layout.emit import emit_salu, emit_valu
from flygen.layout.layout import evaluate, table
from flygen.layout.lower import lower
from flygen.plan import preshuffle_layouts as PL
from flygen.plan import preshuffle_program as PP
from flygen.plan import wg_order
from flygen.plan.kernargs import per_arg_loads, reserve_abi
from flygen.plan.items import Comment, Wait, hazard_nops, instr
from flygen.plan.kernel import Grid, KernelPlan, layout_args, loop_trips
from flygen.plan.preshuffle_access import vector_accesses
from flygen.plan.epilogue import preshuffle as EP
from flygen.plan.regs import RegAlloc, declare
from flygen.plan import size_limits as L
from flygen.plan.vsharp import buffer_rsrc, ragged_rsrc
from flygen.plan.waits import wait_counts
from flygen.spec.gemm_preshuffle import (SCALE_BLOCK_K, SCALE_BLOCK_N, THREADS, WAVES_N, a_bits, b_bits,
                                         block_scaled, mfma_k, splits)

LOAD = {4: "buffer_load_dword", 8: "buffer_load_dwordx2", 16: "buffer_load_dwordx4"}
DS_READ = {8: "ds_read_b64", 16: "ds_read_b128"}
DS_WRITE = {8: "ds_write_b64", 16: "ds_write_b128"}
WAITS_PER_TILE = 4       # partial lgkmcnt waits in front of a k-tile's MFMAs (lds_stage 2)


@dataclass(frozen=True)
class Body:
    program: tuple           # typed items (flygen.plan.items) in issue order, built by preshuffle_program
    layout_notes: tuple


def _geometry(p, place) -> SimpleNamespace:
    """Validate the configuration and derive every number (step 1): atom, byte runs, tiles, LDS bytes.
    `place` is the register placement tried (see PLACEMENTS)."""
    g = SimpleNamespace(group_m=p.get("group_m", 1), xcd=p.get("wg_remap", "none") == "xcd", mx=p["in_dtype"] == "mx", N=p["N"], K=p["K"], tm=p["tile_m"], tn=p["tile_n"],
                        tk=p["tile_k"], stages=p["lds_stage"], async_a=p["a_path"] == "async", **place)
    g.S = splits(p)                           # split-K: S K ranges of nk k-tiles each (grid z), f32 partials out
    g.mode = p.get("split_k_reduce", "deterministic") if g.S > 1 else ""
    g.ab, g.bb = a_bits(p), b_bits(p)
    g.ob = bytes_of(p["out_dtype"]) if g.S == 1 else 4       # split-K: f32 (int8: i32) partials
    g.ws_dtype = "i32" if p["in_dtype"] == "int8" else "f32"
    if g.mx:
        g.atom = mx_mfma(p["mx_b"], p["mx_a"])          # swapped: MFMA A = B fragment
        g.mods = f8f6f4_mods(g.atom)
    else:
        g.atom = dense_mfma(p["in_dtype"])
        g.mods = ""
    g.runs_b, g.runs_a = PL.byte_runs(g.atom, "a"), PL.byte_runs(g.atom, "b")
    # the epilogue of a split-K kernel (scales, bias, activation) is applied by NAME_reduce after the sum, not here
    g.block = block_scaled(p)                 # scale block128: f32 scales per 128-K block, applied in the loop
    g.acc_agpr = place.get("acc_agpr", False)  # block128: acc in AGPRs (v_accvgpr_read / fma / write per value)
    g.eight_bit_in = p["in_dtype"] in ("fp8", "int8") and not g.block
    g.eight_bit = g.eight_bit_in and g.S == 1
    g.has_bias = p["epilogue"] != "none" and g.S == 1
    g.ka_bytes, g.kb_bytes = g.K * g.ab // 8, g.K * g.bb // 8
    g.R = g.tk * g.ab // 8                    # A tile row bytes
    g.tkb = g.tk * g.bb // 8                  # B bytes per column per k-tile
    g.ksteps = g.tk // g.atom.k
    g.nk = loop_trips(g.K // g.tk // g.S, "K", "K / tile_k / split_k k-tiles per split")
    g.nm, g.wn = g.tm // 16, g.tn // WAVES_N
    g.nn = g.wn // 16
    # LDS row pitch: R, except async A with rows that are not a power of two (fp6/bf6: 96 or 192 B): LDS DMA
    # lands 16 B per lane densely, so the planner's swizzle-on-the-source law needs power-of-two rows; the
    # tile is then copied with rows padded to the next power of two (the pad chunks hold bytes of the next
    # k-tile or of the next row, or read 0 past the end, and no fragment read touches them)
    g.P = 1 << (g.R - 1).bit_length() if g.async_a else g.R
    g.TB = g.tm * g.P
    g.D = -(-g.ksteps // 4)                   # MX: e8m0 dwords per row per k-tile
    if g.block:                               # K blocks of 128 (one MFMA step each) and 128-column B blocks
        if g.atom.k != SCALE_BLOCK_K:
            raise PlanError(f"internal: block128 needs one MFMA step per {SCALE_BLOCK_K}-K block, got {g.atom.k}")
        g.KB, g.NB = g.K // SCALE_BLOCK_K, -(-g.N // SCALE_BLOCK_N)
    if g.mx:                                  # e8m0 bytes per row, and per k-tile (flygen.isa.mx_scales)
        g.srow, g.stile = mx_scale_row_bytes(g.K, g.tk), mx_scale_row_bytes(g.tk, g.tk)
    if g.stages * g.TB > limits.LDS_BYTES:
        raise PlanError(f"tile_m x tile_k x lds_stage = {g.stages * g.TB} B of LDS exceeds {limits.LDS_BYTES}")
    return g


def _kernel_args(p, g) -> tuple:
    argspec = [("A", "global_buffer", 8, p["mx_a"] if g.mx else p["in_dtype"], "read_only"),
               ("B", "global_buffer", 8, p["mx_b"] if g.mx else p["in_dtype"], "read_only"),
               ("C", "global_buffer", 8, p["out_dtype"], "write_only") if g.S == 1 else
               ("ws", "global_buffer", 8, g.ws_dtype, "read_write" if g.mode == "atomic" else "write_only")]
    if g.eight_bit or g.mx or g.block:
        sd = "e8m0" if g.mx else "f32"
        argspec += [("scale_a", "global_buffer", 8, sd, "read_only"), ("scale_b", "global_buffer", 8, sd, "read_only")]
    if g.has_bias:
        argspec.append(("bias", "global_buffer", 8, p["out_dtype"], "read_only"))
    argspec.append(("M", "by_value", 4, "u32", ""))
    return layout_args(argspec)


def _registers(g, args) -> SimpleNamespace:
    """SGPRs and the lane registers (step 3); the sections below allocate their VGPRs from k.ra in program
    order."""
    ra = RegAlloc()
    reserve_abi(ra, (("s_wg_n", "workgroup id x = N tile"), ("s_wg_m", "workgroup id y = M tile"))
                + ((("s_wg_z", "workgroup id z = K split"),) if g.S > 1 else ()))
    k = SimpleNamespace(ra=ra)
    k.ptr = {a.name: ra.s(f"s_ptr_{a.name}", 2, note=f"{a.name} address") for a in args if a.kind == "global_buffer"}
    k.s_M = ra.s("s_M", note="M (rows, runtime)")
    k.s_t = ra.s("s_tmp", 2, note="SALU temporaries")
    if g.group_m > 1 or g.xcd:
        ra.s("s_grp", wg_order.SCRATCH, note="group_m / wg_remap: workgroup remap temporaries")
    k.rs = {name: ra.s(f"s_rsrc_{name}", 4, align=4, note=f"V# of {name}") for name in k.ptr}
    declare(ra, (("s_a_koff", "A: byte offset of the k-tile (soffset)"),
                 ("s_b_off", "B: workgroup columns + k-tile (soffset)"),
                 ("s_c_off", "C/scale_b/bias: workgroup column offset bytes (soffset)"),
                 ("s_loop", "k-tile pair counter")))
    if g.async_a:
        ra.s("s_wave_lds", note="async A: this wave's LDS-DMA byte offset")
    if g.block:
        ra.s("s_bsa_koff", note="block128 scale_a: K block of the k-tile (soffset)")
        ra.s("s_bsb_off", note="block128 scale_b: workgroup's 128-column block + K block of the k-tile (soffset)")
        ra.s("s_bsb_tmp", note="block128 scale_b: workgroup's first column block")
    if g.mx:
        ra.s("s_sa_koff", note="MX scale_a: k-tile offset (soffset)")
        ra.s("s_sb_off", note="MX scale_b: workgroup rows + k-tile (soffset)")
    if g.eight_bit or g.has_bias:
        ra.s("s_e_off", note="epilogue per-column soffset")
    ra.v("v_tid", note="work-item id x")
    ra.v("v_lane", note="lane id")
    k.tmp = [str(ra.v(f"v_tmp{i}")) for i in range(3)]
    k.src = {"tid": "v[v_tid]", "lane": "v[v_lane]"}
    k.prologue = ["v_and_b32 v[v_tid], 0x3ff, v[v_tid_packed]", "v_and_b32 v[v_lane], 63, v[v_tid]"]
    k.v_ast = None
    return k


def _bases(k, prefix):
    def alloc(n):
        return [str(k.ra.v(f"{prefix}{i}", note=f"{prefix} base {i}")) for i in range(n)]
    return alloc


def _access(k, layout, threads: dict, width: int, offset_max: int, prefix: str, what: str, code=None, **kw):
    """Lower `layout` to per-lane bases (their code appended to `code`, default the prologue) and immediates."""
    acc = vector_accesses(layout, threads, width, offset_max, _bases(k, prefix), k.src, k.tmp, what, **kw)
    (k.prologue if code is None else code).extend(acc.code)
    return acc


def _a_copy_sync(k, g, copy, gA, swz, nva) -> None:
    """A: global -> staging VGPRs (buffer_load) -> LDS (ds_write, swizzled), per stage, in pieces of the copy
    layout's byte mode (16 B; 8 B for rows that no whole number of 16-byte chunks per thread covers)."""
    w = copy.shape[1][0] if isinstance(copy.shape[1], tuple) else copy.shape[1]
    wr = w // 4
    acc_g = vector_accesses(composition(gA, copy), {"tid": THREADS}, w, limits.MUBUF_OFFSET_MAX,
                            _bases(k, "v_ag"), k.src, k.tmp, "A global copy")
    k.v_ast = v_ast = k.ra.v("v_astage", wr * nva, note="A chunks in flight (global -> LDS)")
    a_loads = [instr(LOAD[w], v_ast.at(wr * x.index, wr), x.base, k.rs['A'], "s[s_a_koff]",
                     mods=("offen", f"offset:{x.imm}")) for x in acc_g.items]
    acc_w = vector_accesses(make_composed_layout(swz, 0, PL.with_stages(copy, g.stages, g.TB)), {"tid": THREADS},
                            w, limits.DS_OFFSET_MAX, _bases(k, "v_aw"), k.src, k.tmp, "A LDS write")
    k.a_writes = [[] for _ in range(g.stages)]
    for x in acc_w.items:
        st, v = divmod(x.index, nva)
        k.a_writes[st].append(instr(DS_WRITE[w], x.base, v_ast.at(wr * v, wr), mods=(f"offset:{x.imm}",)))
    k.prologue += list(acc_g.code) + list(acc_w.code)
    k.a_layout_note = [f"A global copy {acc_g.layout}", f"A LDS write {swz} o {acc_w.layout}"]
    k.a_loads = [a_loads]


def _a_copy_async(k, g, copy, gA, swz, nva) -> None:
    """A: LDS DMA. It lands lane-dense at M0 + 16*lane, so the swizzle moves to the global side:
    source(t, v) = G(swz(P(t, v))); law checked exhaustively: = G(swz(P(t, 0))) + G(P(0, v))."""
    tmp, src = k.tmp, k.src
    p0 = Layout(THREADS, 16)
    x0 = lower(make_composed_layout(swz, 0, p0), {"tid": THREADS})
    gl = lower(Layout((gA.shape, 16), (gA.stride, 1)), {"x": g.TB})
    v_ag = k.ra.v("v_ag0", note="A source base (async)")
    k.prologue += emit_valu(x0.base_expr, tmp[2], src, tmp[:2]) if x0.base_expr[0] != "const" else \
        [f"v_mov_b32 {tmp[2]}, {x0.base_expr[1]}"]
    k.prologue += emit_valu(gl.base_expr, str(v_ag), {"x": tmp[2]}, tmp[:2])
    # copy(t, (0, v)) = copy[0](t) + copy[1]((0, v)): every (t, v) at once with numpy
    c0 = table(copy[0], THREADS)
    c1 = np.array([copy[1]((0, v)) for v in range(nva)], dtype=np.int64)
    offs = evaluate(gA, c0[0] + c1).tolist()
    tbl = evaluate(gA, swz(c0[:, None] + c1[None, :]))
    law = evaluate(gA, swz(c0 + c1[0]))[:, None] + np.array(offs)[None, :]
    if not (np.array_equal(tbl, law) and x0.imms[0] == 0 and gl.imms[0] == 0):
        raise PlanError("async A: global source does not split into a lane base plus per-chunk offsets")
    per_stage = [[] for _ in range(g.stages)]
    for v, off in enumerate(offs):
        base, imm = str(v_ag), off
        if off > limits.MUBUF_OFFSET_MAX:
            r = k.ra.v(f"v_ag{v}x", note=f"A source base + chunk {v}")
            k.prologue.append(f"v_add_u32 {r}, {hex(off)}, {v_ag}")
            base, imm = str(r), 0
        for st in range(g.stages):
            m0 = int(copy(0, (0, v))) + st * g.TB
            per_stage[st].append((m0, instr("buffer_load_dwordx4", base, k.rs['A'], "s[s_a_koff]",
                                            mods=("offen", f"offset:{imm}", "lds"))))
    k.a_loads, k.a_writes = per_stage, [[] for _ in range(g.stages)]
    # the wave's first thread id (wave-uniform) -> its LDS-DMA offset P(t0, 0)
    k.prologue += ["v_readfirstlane_b32 s[s_wave_lds], v[v_tid]"] + \
        emit_salu(lower(p0, {"t": THREADS}).base_expr, "s[s_wave_lds]", {"t": "s[s_wave_lds]"}, [])
    k.a_layout_note = [f"A LDS-DMA source {gA} o {swz} o {p0}"]


def _a_fragments(k, g, swz) -> None:
    """A fragments: LDS -> VGPR, per stage, with the register range each read fills (for the waits).

    A fragment unit u = (k step, m atom) in MFMA order holds b_regs registers. a_ring = 0: every unit of a
    k-tile has its own registers. a_ring = S (lds_stage 2): S unit slots, unit u in slot u % S; the reads of
    unit u + S are issued in the MFMA stream right after the last MFMA reading unit u (_ring_stream), so only
    the first S units are read in the "reads" step (k.a_reads) and the rest ride in the stream."""
    rd = 16 if g.runs_a.length % 16 == 0 else 8
    br, S = g.atom.b_regs, g.a_ring
    if S and br % (rd // 4):
        raise PlanError(f"A fragment reads of {rd} B do not tile the {br}-register fragment")
    frag = PL.a_fragment(g.tm, g.P, g.runs_a, g.ksteps, g.stages, g.TB)
    k.acc_r = acc_r = _access(k, make_composed_layout(swz, 0, frag), {"lane": 64}, rd, limits.DS_OFFSET_MAX, "v_ar",
                              "A fragment read")
    units = g.nm * g.ksteps
    k.v_af = k.ra.v("v_afrag", (S or units) * br,
                    note=f"A fragments (MFMA B operand), ring of {S} of {units} units" if S else
                    "A fragments (MFMA B operand)")
    k.a_slot = (lambda r: (r // br % S) * br + r % br) if S else (lambda r: r)     # logical register -> v_afrag
    per_stage_reads = len(acc_r.items) // g.stages
    k.a_reads = [[] for _ in range(g.stages)]
    k.a_read_regs = [[] for _ in range(g.stages)]        # register range [lo, hi) of v_afrag each read fills
    for x in acc_r.items:
        st, a = divmod(x.index, per_stage_reads)
        k.a_reads[st].append(instr(DS_READ[rd], k.v_af.at(k.a_slot(a * rd // 4), rd // 4), x.base,
                                   mods=(f"offset:{x.imm}",)))
        k.a_read_regs[st].append((a * rd // 4, (a + 1) * rd // 4))
    k.a_reads_all = k.a_reads
    if S:                                                # the "reads" step issues the first S units only
        k.a_reads = [[ln for ln, (lo, _) in zip(rs, k.a_read_regs[st]) if lo // br < S]
                     for st, rs in enumerate(k.a_reads_all)]


def _b_fragments(k, g) -> None:
    """B fragments: preshuffled global -> VGPR, double buffered; MX scales: e8m0 dwords per k-tile (laid out by
    ref.mx_kernel_scales), double buffered with B."""
    rs, nm, nn, D = k.rs, g.nm, g.nn, g.D
    k.lb = PL.b_preshuffle(g.N, g.kb_bytes)
    k.acc_b = _access(k, PL.b_fragment(k.lb, g.N, g.tn, WAVES_N, g.runs_b, g.ksteps), {"tid": THREADS}, 16,
                      limits.MUBUF_OFFSET_MAX, "v_bg", "B fragment load")
    k.nbr = nbr = nn * g.ksteps * g.atom.a_regs
    nbuf = 1 if g.b_single else 2
    what = "single buffer (each load after the MFMAs that free it)" if g.b_single else "double buffer"
    if g.b_agpr:     # MFMA A/B operands may be AGPRs, and buffer_load writes AGPRs directly (gfx90a+)
        k.v_bf = k.ra.a("a_bfrag", nbuf * nbr, note=f"B fragments (MFMA A operand), {what}, in AGPRs")
    else:
        k.v_bf = k.ra.v("v_bfrag", nbuf * nbr, note=f"B fragments (MFMA A operand), {what}")
    k.b_off = (lambda par: 0) if g.b_single else (lambda par: par * nbr)
    items = list(k.acc_b.items)
    if g.b_single:
        # a load may refill its registers once the MFMA (k step, last m atom, n atom) reading them issued:
        # issue order = that MFMA's index, in the prologue too, so every k-tile sees the same queue
        k.b_free_at = {x.index: (4 * x.index // g.atom.a_regs // nn * nm + nm - 1) * nn
                       + 4 * x.index // g.atom.a_regs % nn for x in items}
        items.sort(key=lambda x: k.b_free_at[x.index])
    k.b_order = [x.index for x in items]
    k.b_loads = [[instr("buffer_load_dwordx4", k.v_bf.at(k.b_off(par) + 4 * x.index, 4), x.base, rs['B'], "s[s_b_off]",
                        mods=("offen", f"offset:{x.imm}")) for x in items] for par in range(2)]
    k.v_sa = k.v_sb = None
    if g.block:
        _block_scale_loads(k, g)
    if g.mx:
        srow = g.srow
        acc_sa = vector_accesses(PL.mx_scale_read(16, 0, nm, D, srow, WAVES_N), {"tid": THREADS}, 4,
                                 limits.MUBUF_OFFSET_MAX, _bases(k, "v_sa"), k.src, k.tmp, "scale_a read")
        acc_sb = vector_accesses(PL.mx_scale_read(16, g.wn, nn, D, srow, WAVES_N), {"tid": THREADS}, 4,
                                 limits.MUBUF_OFFSET_MAX, _bases(k, "v_sb"), k.src, k.tmp, "scale_b read")
        k.prologue += list(acc_sa.code) + list(acc_sb.code)
        k.v_sa = k.ra.v("v_scale_a", 2 * nm * D, note="A e8m0 scales (double buffer)")
        k.v_sb = k.ra.v("v_scale_b", 2 * nn * D, note="B e8m0 scales (double buffer)")
        for par in range(2):
            k.b_loads[par] += [instr("buffer_load_dword", k.v_sa.at(par * nm * D + x.index), x.base, rs['scale_a'],
                                     "s[s_sa_koff]", mods=("offen", f"offset:{x.imm}")) for x in acc_sa.items]
            k.b_loads[par] += [instr("buffer_load_dword", k.v_sb.at(par * nn * D + x.index), x.base, rs['scale_b'],
                                     "s[s_sb_off]", mods=("offen", f"offset:{x.imm}")) for x in acc_sb.items]


def _block_scale_loads(k, g) -> None:
    """block128: each k-tile's f32 scales, loaded with its B fragments (double buffered with them): per k step s
    (= K block) scale_a of the lane's row per m-atom (block_scale_a) and scale_b of its columns' 128-column block
    per n-atom (block_scale_b); n-atoms whose per-lane addresses coincide (the wave's columns in one block) share
    one load."""
    rs, nm, nn, ks = k.rs, g.nm, g.nn, g.ksteps
    acc_sa = vector_accesses(PL.block_scale_a(g.atom, g.tm, WAVES_N, g.KB, ks), {"tid": THREADS}, 4,
                             limits.MUBUF_OFFSET_MAX, _bases(k, "v_bsa"), k.src, k.tmp, "block scale_a read", elem=4)
    acc_sb = vector_accesses(PL.block_scale_b(g.atom, g.tn, WAVES_N, g.KB, ks), {"tid": THREADS}, 4,
                             limits.MUBUF_OFFSET_MAX, _bases(k, "v_bsb"), k.src, k.tmp, "block scale_b read", elem=4)
    k.prologue += list(acc_sa.code) + list(acc_sb.code)
    uniq, k.bsb_of = {}, {}                  # (base, imm) -> slot; value index (s + ks j) -> slot
    for x in acc_sb.items:
        k.bsb_of[x.index] = uniq.setdefault((x.base, x.imm), len(uniq))
    nsb = len(uniq)
    k.v_bsa = k.ra.v("v_bscale_a", 2 * ks * nm, note="block128 scale_a per (k step, m-atom), double buffer")
    k.v_bsb = k.ra.v("v_bscale_b", 2 * nsb, note=f"block128 scale_b: {nsb} distinct per k-tile, double buffer")
    k.v_bsc = k.ra.v("v_bscale", note="block128: sa x sb of an atom")
    k.bsa_at = lambda par, s, i: k.v_bsa.at(par * ks * nm + s + ks * i)
    k.bsb_at = lambda par, s, j: k.v_bsb.at(par * nsb + k.bsb_of[s + ks * j])
    firsts = {}
    for x in acc_sb.items:
        firsts.setdefault(k.bsb_of[x.index], x)
    for par in range(2):
        k.b_loads[par] += [instr("buffer_load_dword", k.v_bsa.at(par * ks * nm + x.index), x.base, rs['scale_a'],
                                 "s[s_bsa_koff]", mods=("offen", f"offset:{x.imm}")) for x in acc_sa.items]
        k.b_loads[par] += [instr("buffer_load_dword", k.v_bsb.at(par * nsb + slot), x.base, rs['scale_b'],
                                 "s[s_bsb_off]", mods=("offen", f"offset:{x.imm}")) for slot, x in firsts.items()]
    k.bs_notes = (f"block128 scale_a read {acc_sa.layout}", f"block128 scale_b read {acc_sb.layout}")


def _block_tails(k, g) -> None:
    """block128: after the MFMAs of k step s (= K block kb) wrote the block accumulators, per atom (i, j):
    t = fl(sa[m, kb] * sb[n / 128, kb]), then acc[r] = fma(block_acc[r], t, acc[r]) for its 4 registers (one
    rounding each: docs/numerics.md, flygen.ref.gemm_preshuffle.block_bound)."""
    nm, nn = g.nm, g.nn
    k.btail = [[], []]
    for par in range(2):
        for s in range(g.ksteps):
            lines = [Comment(f"block128: K block of k step {s}: acc = fma(block_acc, sa[row, kb] x sb[col / 128, kb], "
                             f"acc) per atom (scale buffer {par}, layouts block_scale_a / block_scale_b)"),
                     *hazard_nops("mfma_d_valu_read", g.atom.passes,
                                  f"{g.atom.passes}-pass MFMA block accumulators -> VALU")]
            for i in range(nm):
                for j in range(nn):
                    lines.append(instr("v_mul_f32", k.v_bsc, k.bsa_at(par, s, i), k.bsb_at(par, s, j),
                                       note=f"K block step {s}: sa(m atom {i}) x sb(n atom {j})"))
                    acc = [k.acc.at(4 * (i * nn + j) + r) for r in range(4)]
                    bacc = [k.bacc.at(4 * (i * nn + j) + r) for r in range(4)]
                    if g.acc_agpr:       # acc_agpr placement: VALU cannot read AGPRs, so through 4 VGPRs
                        t = [k.v_bst.at(r) for r in range(4)]
                        lines += [instr("v_accvgpr_read_b32", t[r], acc[r]) for r in range(4)]
                        lines += [instr("v_fma_f32", t[r], bacc[r], k.v_bsc, t[r]) for r in range(4)]
                        lines += [instr("v_accvgpr_write_b32", acc[r], t[r]) for r in range(4)]
                    else:
                        lines += [instr("v_fma_f32", acc[r], bacc[r], k.v_bsc, acc[r]) for r in range(4)]
            k.btail[par].append(lines)


def _mfmas(k, g) -> None:
    """Accumulators (AGPRs; MFMA writes them directly, no v_accvgpr moves in the loop) and the MFMA lines per
    B parity, with the v_afrag register range each MFMA reads (the same for both parities)."""
    atom, nm, nn, D, nbr = g.atom, g.nm, g.nn, g.D, k.nbr
    k.btail = None
    if g.block:      # VALU scales the block accumulators into acc: ArchVGPRs (MFMA D may be VGPRs); acc too, or
        # (placement acc_agpr) in AGPRs, moved through 4 VGPRs around each fma
        note = f"C accumulators (f32, scaled sums of K blocks), {nm} x {nn} atoms of 16x16"
        k.acc = acc = (k.ra.a("a_acc", nm * nn * 4, note=note) if g.acc_agpr else
                       k.ra.v("v_acc", nm * nn * 4, note=note))
        k.bacc = k.ra.v("v_bacc", nm * nn * 4, note="block128: one K block's MFMA results (C = 0), per atom")
        k.v_bst = k.ra.v("v_bacc_tmp", 4, note="block128: acc values through VGPRs") if g.acc_agpr else None
        k.prologue += [f"{'v_accvgpr_write_b32' if g.acc_agpr else 'v_mov_b32'} {acc.at(r)}, 0"
                       for r in range(acc.count)]
        _block_tails(k, g)
    else:
        k.acc = acc = k.ra.a("a_acc", nm * nn * 4, note=f"C accumulators, {nm} x {nn} atoms of 16x16 ({atom.acc})")
        # registers are undefined at wave launch: clear the accumulators once (the loop's MFMAs accumulate into them)
        k.prologue += [f"v_accvgpr_write_b32 {acc.at(r)}, 0" for r in range(acc.count)]
    k.mfmas, k.mfma_afrag = [[], []], []
    for par in range(2):
        for kk in range(g.ksteps):
            for i in range(nm):
                for j in range(nn):
                    if par == 0:
                        k.mfma_afrag.append(((kk * nm + i) * atom.b_regs, (kk * nm + i + 1) * atom.b_regs))
                    c = acc.at(4 * (i * nn + j), 4)
                    bsrc = k.v_bf.at(k.b_off(par) + (kk * nn + j) * atom.a_regs, atom.a_regs)
                    asrc = k.v_af.at(k.a_slot((kk * nm + i) * atom.b_regs), atom.b_regs)
                    args, mods = (c, bsrc, asrc, c), (g.mods,) if g.mods else ()
                    if g.block:          # one K block per MFMA: its own accumulator, from C = 0
                        args = (k.bacc.at(4 * (i * nn + j), 4), bsrc, asrc, 0)
                    if g.mx:
                        d, byte = divmod(kk, 4)
                        args += (k.v_sb.at(par * nn * D + j * D + d), k.v_sa.at(par * nm * D + i * D + d))
                        mods = (f"op_sel:[{byte & 1},{byte & 1},0]", f"op_sel_hi:[{byte >> 1},{byte >> 1},0]") + mods
                    k.mfmas[par].append(instr(atom.mnemonic, *args, mods=mods))


def _descriptors(k, g) -> tuple:
    """(V# lines, soffsets): ragged descriptors (A, C, scale_a) start at the workgroup's first row; soffset
    steps come from the layouts: one k-tile along K, one workgroup along N."""
    N, tn, ob, lb = g.N, g.tn, g.ob, k.lb
    ragged = {"A": g.ka_bytes, ("C" if g.S == 1 else "ws"): N * ob}
    if g.eight_bit:
        ragged["scale_a"] = 4
    if g.mx:
        ragged["scale_a"] = g.srow
    if g.block:
        ragged["scale_a"] = 4 * g.KB
    k.ragged = dict(ragged)                              # their row bytes also give the run-time limits
    full = {"B": N * g.kb_bytes}
    if g.eight_bit:
        full["scale_b"] = N * 4
    if g.mx:
        full["scale_b"] = N * g.srow
    if g.block:
        full["scale_b"] = g.NB * g.KB * 4
    if g.has_bias:
        full["bias"] = N * ob
    vsharp, tmp = [], (f"s[{k.s_t.name}]", f"s[{k.s_t.name}+1]")
    if g.xcd:
        vsharp += wg_order.salu_xcd(g.tm, str(k.s_M), N // tn, "s[s_wg_n]", "s[s_wg_m]",
                                    [f"s[s_grp+{i}]" for i in range(wg_order.SCRATCH)])
    if g.group_m > 1:
        vsharp += wg_order.salu(g.group_m, g.tm, str(k.s_M), N // tn, "s[s_wg_n]", "s[s_wg_m]",
                                [f"s[s_grp+{i}]" for i in range(wg_order.SCRATCH)])
    if g.mode == "deterministic":     # slice z of ws[S, M, N] f32 starts 4 N M z bytes in (64-bit)
        ws = k.ptr["ws"]
        vsharp += [f"// ws slice z: base += (z M) x {N * ob} B", f"s_mul_i32 {tmp[0]}, s[s_wg_z], {k.s_M}",
                   f"s_mul_hi_u32 {tmp[1]}, {tmp[0]}, {N * ob}", f"s_mul_i32 {tmp[0]}, {tmp[0]}, {N * ob}",
                   f"s_add_u32 {ws.at(0)}, {ws.at(0)}, {tmp[0]}", f"s_addc_u32 {ws.at(1)}, {ws.at(1)}, {tmp[1]}"]
    for name, row in ragged.items():
        vsharp += ragged_rsrc(k.rs[name], (k.ptr[name].at(0), k.ptr[name].at(1)), "s[s_wg_m]", g.tm, str(k.s_M), row,
                              tmp, name, padded=True)
    for name, nbytes in full.items():
        vsharp += buffer_rsrc(k.rs[name], (k.ptr[name].at(0), k.ptr[name].at(1)), nbytes, padded=True,
                              word3_note=name)
    a_step = Layout(g.ka_bytes, 1)(g.R)                   # A row-major: one k-tile = R bytes along K
    b_step = lb(0, g.tkb) if g.tkb < g.kb_bytes else 0    # preshuffled B at (n=0, k=tile_k bytes)
    soffs = [{"reg": "s[s_a_koff]", "init": "0", "step": a_step, "epi": False},
             {"reg": "s[s_b_off]", "init_mul": ("s[s_wg_n]", lb(tn, 0) if tn < N else 0), "step": b_step,
              "epi": False}]
    if g.S > 1:      # split z starts at k-tile z nk: the layouts at (0, z nk k-tile bytes), linear in z
        span_a, span_b = Layout(g.ka_bytes, 1)(g.R * g.nk), lb(0, g.tkb * g.nk)
        if any(Layout(g.ka_bytes, 1)(g.R * g.nk * z) != z * span_a or lb(0, g.tkb * g.nk * z) != z * span_b
               for z in range(g.S)):
            raise PlanError("internal: the K origin of a split is not linear in the split index")
        soffs[0]["split"], soffs[1]["split"] = span_a, span_b
    if g.mx:
        soffs += [{"reg": "s[s_sa_koff]", "init": "0", "step": g.stile, "epi": False},
                  {"reg": "s[s_sb_off]", "init_mul": ("s[s_wg_n]", tn * g.srow), "step": g.stile, "epi": False}]
        if g.S > 1:  # split z's e8m0 scales start at its first K block (z nk tile_k / 32): the scale layout there
            soffs[2]["split"] = soffs[3]["split"] = _mx_split_span(g)
    if g.block:
        soffs += _block_soffsets(g)
    epi_soffs = [("s[s_c_off]", c_lay_col(tn, ob))]     # C, or the f32 workspace (ob = 4)
    if g.eight_bit:
        epi_soffs.append(("s[s_e_off]", tn * 4))
    if g.has_bias:
        epi_soffs.append(("s[s_bias_off]", tn * ob))
    return vsharp, tuple(soffs) + tuple({"reg": r, "init_mul": ("s[s_wg_n]", c), "step": 0, "epi": True}
                                        for r, c in epi_soffs)


def _block_soffsets(g) -> list:
    """block128 soffsets: the k-tile's first K block (scale layouts at K block ksteps per k-tile) and, for scale_b,
    the workgroup's first 128-column block: tile_n a multiple of 128 -> wg_n x the layout at (tile_n / 128 blocks);
    tile_n | 128 -> (wg_n >> log2(128 / tile_n)) x the layout at one block (spec check: one or the other)."""
    lay_a = Layout((g.KB,), (4,))                             # a row of scale_a over K blocks
    lay_b = Layout((g.NB, g.KB), (4 * g.KB, 4))              # scale_b [ceil(N/128), K/128]
    step = lay_a(g.ksteps)
    if lay_b((0, g.ksteps)) != step:
        raise PlanError("internal: scale_a / scale_b K-block strides differ")
    if g.tn % SCALE_BLOCK_N == 0:
        col = [instr("s_mul_i32", "s[s_bsb_off]", "s[s_wg_n]", lay_b((g.tn // SCALE_BLOCK_N, 0)))]
    else:
        col = [instr("s_lshr_b32", "s[s_bsb_tmp]", "s[s_wg_n]", (SCALE_BLOCK_N // g.tn).bit_length() - 1),
               instr("s_mul_i32", "s[s_bsb_off]", "s[s_bsb_tmp]", lay_b((1, 0)))]
    return [{"reg": "s[s_bsa_koff]", "init": "0", "step": step, "epi": False},
            {"reg": "s[s_bsb_off]", "init_lines": col, "step": step, "epi": False}]


def _mx_split_span(g) -> int:
    """MX split-K: bytes from a row's first e8m0 scale to split z's, per z: the scale layout
    (flygen.isa.mx_scales.mx_scale_bytes) at block z nk tile_k / 32, checked whole blocks and linear in z (as the
    A / B origins)."""
    lay, blocks = mx_scale_bytes(g.K, 1, g.tk), g.nk * g.tk // SCALE_BLOCK
    if g.nk * g.tk % SCALE_BLOCK:
        raise PlanError(f"internal: a split's K range {g.nk * g.tk} is not whole {SCALE_BLOCK}-element scale blocks")
    span = lay((blocks, 0))
    if any(lay((blocks * z, 0)) != z * span for z in range(g.S)):
        raise PlanError("internal: the e8m0 scale origin of a split is not linear in the split index")
    return span


def _mfma_stream(k, g, par: int, prefetch: bool) -> tuple:
    """MFMA lines of B buffer `par` inside s_setprio 1/0; lds_stage 2: partial lgkmcnt waits (reads return in
    issue order) and, when prefetching, the next k-tile's B loads after successive MFMAs."""
    stages, mfmas = g.stages, k.mfmas
    out = [instr("s_setprio", 1)]
    regs = k.a_read_regs[0 if stages == 1 else par]
    group = max(1, -(-len(regs) // WAITS_PER_TILE))
    loads = list(k.b_loads[1 - par]) if (prefetch and stages == 2) else []
    if g.a_ring or g.b_single:
        return _ring_stream(k, g, par, loads)
    per_step = g.nm * g.nn
    uses = []                          # per MFMA: the last read of the group of reads its fragment needs
    for lo, hi in k.mfma_afrag[:len(mfmas[par])] if stages == 2 else ():
        need = max(r for r, (a, b) in enumerate(regs) if a < hi and lo < b)
        uses.append(("use", (min(len(regs) - 1, (need // group + 1) * group - 1),)))   # waits cover groups
    waits = wait_counts([("issue", r) for r in range(len(regs))] + uses)
    for m, line in enumerate(mfmas[par]):
        if len(regs) + m in waits:
            left, need = waits[len(regs) + m]
            out.append(Wait(lgkm=left, note=f"A fragment reads up to {need} landed"))
        out.append(line)
        if loads:
            out.append(loads.pop(0))
        if k.btail and m % per_step == per_step - 1:
            out += k.btail[par][m // per_step]
    return tuple(out + loads + [instr("s_setprio", 0)])


def _ring_stream(k, g, par: int, loads: list) -> tuple:
    """The MFMA stream of stage `par` for the a_ring / b_single placements. a_ring: the reads of unit u + S
    right after the last MFMA of unit u (it frees slot u % S); each MFMA behind the weakest lgkmcnt wait
    covering its own unit's reads. b_single: each next-k-tile B load right after the MFMA that frees its
    registers (k.b_free_at), and each MFMA behind the weakest vmcnt wait covering its own B fragment, counted on
    the queue every k-tile starts with: this tile's B loads (issued in that order in the previous stream or
    the prologue), then the next tile's A loads. Otherwise one B load after each MFMA."""
    S, nn, nm, br = g.a_ring or g.nm * g.ksteps, g.nn, g.nm, g.atom.b_regs
    reads, regs = k.a_reads_all[par], k.a_read_regs[par]
    unit = [lo // br for lo, _ in regs]
    of_unit = {}
    for r, u in enumerate(unit):
        of_unit.setdefault(u, []).append(r)
    single = g.b_single and bool(loads)
    pre_lg = [("issue", r) for r in range(len(reads)) if unit[r] < S]     # issued by the "reads" step
    pre_vm = ([("issue", ("b", q)) for q in k.b_order] + [("issue", ("a", i)) for i in range(len(k.a_loads[0]))]
              if single else [])
    per_unit = g.atom.a_regs // 4                     # B loads (16 B) per B fragment
    pending = list(zip(k.b_order, loads)) if single else [(None, ld) for ld in loads]
    items = []                                        # (lgkm event, vm event, line)
    for m, line in enumerate(k.mfmas[par]):
        u = m // nn                                   # MFMA order (k step, m atom, n atom): unit = m // nn
        bu = m // (nm * nn) * nn + m % nn             # B fragment (k step, n atom)
        vm = ("use", tuple(("b", q) for q in range(bu * per_unit, (bu + 1) * per_unit))) if single else None
        items.append((("use", tuple(of_unit[u])), vm, line))
        if m % nn == nn - 1:
            items += [(("issue", r), None, reads[r]) for r in of_unit.get(u + S, ())]
        if single:
            while pending and k.b_free_at[pending[0][0]] <= m:
                q, ld = pending.pop(0)
                items.append((None, ("issue", ("next", q)), ld))
        elif pending:
            items.append((None, None, pending.pop(0)[1]))
        if k.btail and m % (nm * nn) == nm * nn - 1:
            items += [(None, None, ln) for ln in k.btail[par][m // (nm * nn)]]
    lw = wait_counts(pre_lg + [lg for lg, _, _ in items])
    vw = wait_counts(pre_vm + [vm for _, vm, _ in items], limits.VMCNT_MAX)
    out = [instr("s_setprio", 1)]
    for i, (_, _, line) in enumerate(items):
        if len(pre_vm) + i in vw:
            out.append(Wait(vm=vw[len(pre_vm) + i][0], note="this MFMA's B fragment landed"))
        if len(pre_lg) + i in lw:
            left, need = lw[len(pre_lg) + i]
            out.append(Wait(lgkm=left, note=f"A fragment reads up to {need} landed"))
        out.append(line)
    return tuple(out + [ld for _, ld in pending] + [instr("s_setprio", 0)])


def placements(p) -> list:
    """Register placements, tried in order until one fits (kernels that fit the first keep their code):
    everything in ArchVGPRs; the B double buffer in AGPRs beside the accumulators; then (lds_stage 2) a ring of
    A fragment units of half, a quarter, ... of a k-tile's (with B in AGPRs first, then in VGPRs); then
    (lds_stage 2, not MX, not block128) the same with a single B buffer; block128: then each of the first with
    the scaled accumulators in AGPRs (acc_agpr: 3 VALU ops per value and K block instead of one v_fma_f32)."""
    base = [{"b_agpr": False, "a_ring": 0}, {"b_agpr": True, "a_ring": 0}]
    units = p["tile_m"] // 16 * (p["tile_k"] // mfma_k(p))
    ring = units // 2
    while p["lds_stage"] == 2 and ring >= 2:
        base += [{"b_agpr": True, "a_ring": ring}, {"b_agpr": False, "a_ring": ring}]
        ring //= 2
    out = [{**b, "b_single": False} for b in base]
    if p["lds_stage"] == 2 and p["in_dtype"] != "mx" and not block_scaled(p):
        out += [{**b, "b_single": True} for b in base]
    if block_scaled(p):      # then the scaled accumulators in AGPRs (3 VALU ops per value and K block, not 1)
        out += [{**b, "b_single": False, "acc_agpr": True} for b in base]
    return out


def plan(ks) -> KernelPlan:
    """The first register placement (placements) whose plan fits; else the last one's register error."""
    for place in placements(ks.params):
        try:
            return _plan(ks, place)
        except RegisterLimit as e:
            err = e
    raise err


def _plan(ks, place) -> KernelPlan:
    """geometry -> kernel arguments -> registers -> program (A copy, fragments, MFMAs, epilogue, descriptors,
    schedule)."""
    p = ks.params
    g = _geometry(p, place)
    args, kernarg_size = _kernel_args(p, g)
    k = _registers(g, args)
    copy, gA, swz = PL.a_copy(g.tm, g.P, THREADS), PL.a_global(g.tm, g.P, g.ka_bytes), PL.a_swizzle(g.P)
    nva = int(np.prod(copy.shape[1])) // (copy.shape[1][0] if isinstance(copy.shape[1], tuple) else 16)
    (_a_copy_async if g.async_a else _a_copy_sync)(k, g, copy, gA, swz, nva)
    _a_fragments(k, g, swz)
    _b_fragments(k, g)
    _mfmas(k, g)
    e = EP.place(p, k, g, _access)
    if g.has_bias:
        k.ra.s("s_bias_off", note="bias: workgroup column offset bytes")
    regs = k.ra.freeze("tile_m/tile_n/tile_k")
    bias_cvt, stores = EP.stores(p, k, g, e)
    vsharp, soffsets = _descriptors(k, g)
    na, nb = len(k.a_loads[0]), len(k.b_loads[0])
    streams = tuple(tuple(_mfma_stream(k, g, par, pf) for par in range(2)) for pf in (True, False))
    if na + nb > limits.VMCNT_MAX:
        raise PlanError(f"{na + nb} loads in flight per k-tile exceed vmcnt's {limits.VMCNT_MAX}; "
                        "reduce tile_m/tile_n")
    body = Body(
        program=PP.program(ks.name, k, g, e, per_arg_loads(args, {**k.ptr, "M": k.s_M}), vsharp, soffsets, streams,
                           (bias_cvt, stores)),
        layout_notes=tuple(k.a_layout_note) + (
            f"A fragment read {swz} o {k.acc_r.layout}", f"B preshuffle {k.lb}", f"B fragment load {k.acc_b.layout}",
            f"C store {e.acc_c.layout}") + (k.bs_notes if g.block else ()) + wg_order.notes(g.group_m, g.xcd),
    )
    kind = f"MX {p['mx_a']} x {p['mx_b']}" if g.mx else p["in_dtype"] + (" block128 scales" if g.block else "")
    N, K, tm, tn, tk, nk, stages = g.N, g.K, g.tm, g.tn, g.tk, g.nk, g.stages
    return KernelPlan(
        name=ks.name, family=ks.family, template=FAMILIES[ks.family].template, params=p,
        args=args, kernarg_size=kernarg_size, regs=regs, workgroup=(THREADS, 1, 1),
        grid=Grid((str(N // tn), f"ceil_div(M, {tm})", str(g.S)), ("M",)),
        lds_bytes=stages * g.TB, wg_ids=(True, True, g.S > 1), body=body, split_k=_split_k_contract(ks, g), size_limits=_size_limits(k, g),
        summary=(f"C[M, {N}] = {p['epilogue']}(A[M, {K}] @ B[{K}, {N}]), {kind} -> {p['out_dtype']}, "
                 f"{g.atom.mnemonic} (swapped operands)" if g.S == 1 else
                 f"split-K partials: ws{'[z]' if g.mode == 'deterministic' else ''}[M, {N}] f32 "
                 f"{'=' if g.mode == 'deterministic' else '+='} A[M, k-tiles of split z] @ B[.., {N}], {kind}, "
                 f"z < S = {g.S} (grid z); {ks.name}_reduce sums{' and scales' if g.eight_bit_in else ''}"
                 f"{', ' + p['epilogue'] if p['epilogue'] != 'none' else ''}"
                 f"{' -> ' + p['out_dtype'] if p['out_dtype'] != 'bf16' else ''}, "
                 f"{g.atom.mnemonic} (swapped operands)",
                 f"tile {tm}x{tn}x{tk}, 4 waves along N, {nk} k-tiles{' per split' if g.S > 1 else ''}, "
                 f"A {p['a_path']} via LDS x{stages}, B preshuffled global -> VGPR",
                 "ragged M: A/C/scale_a descriptors rebased per workgroup, num_records = (M - m0) * row bytes")
                + wg_order.notes(g.group_m, g.xcd),
    )


def _size_limits(k, g) -> tuple:
    """Run-time limits (flygen/plan/size_limits.py) of the ragged descriptors `_descriptors` lowers (`ragged_rsrc`:
    the first row's offset m0 x row bytes is one s_mul_i32, records = (M - m0) x row bytes uncapped) and of a
    deterministic split's slice row z M (s_mul_i32). B / scale_b / bias are whole-buffer V#s of compile-time
    size (N, K are compile-time)."""
    lims = []
    for name, row in k.ragged.items():
        lims.append(L.records(name, "M", row, f"V# {name}: num_records = (M - m0) x {row} B at m0 = 0"))
        lims.append(L.index(name, f"{row} * ((ceil_div(M, {g.tm}) - 1) * {g.tm})",
                            f"V# {name}: the last tile's base offset m0 x {row} B (s_mul_i32, 32-bit)"))
    if g.mode == "deterministic":
        lims.append(L.index("ws", f"{g.S - 1} * M", "the slice row z M of the last split (s_mul_i32)"))
    return tuple(lims)


def _split_k_contract(ks, g) -> dict | None:
    """What a launcher needs to run a split-K preshuffle GEMM (the manifest's `split_k`; the same contract as
    gemm_fp8's, N compile-time so the workspace size is an expression of M alone). The order string of a
    kernel with bias / activation / fp16 out names the unsplit epilogue the reduce applies once, after the sum."""
    if g.S == 1:
        return None
    det = g.mode == "deterministic"
    elems = f"{(g.S if det else 1) * g.N} * M"
    scaled, p = g.eight_bit_in, ks.params
    out, epi, wdt = p["out_dtype"], p["epilogue"], g.ws_dtype
    if epi == "none" and out == "bf16" and wdt == "f32":
        order = (("ws[z] = partial sum of split z (f32); C = bf16(" + ("fl32(fl32(" if scaled else "") +
                  "sum_{z=0..S-1} ws[z]" + (") * scale_a) * scale_b)" if scaled else ")") +
                  ", z summed in order 0..S-1") if det else
                 ("ws += each split's f32 partial (f32 atomics, order nondeterministic); C = bf16(" +
                  ("fl32(fl32(ws) * scale_a) * scale_b)" if scaled else "ws)")))
    else:
        how = "i32 atomics, exact" if wdt == "i32" else "f32 atomics, order nondeterministic"
        order = ((f"ws[z] = partial sum of split z ({wdt}); acc = sum_{{z=0..S-1}} ws[z], z summed in order "
                  "0..S-1" if det else f"ws += each split's {wdt} partial ({how}); acc = ws") +
                 (" (exact i32), then f32(acc)" if wdt == "i32" else "") +
                 f"; C = {out}_rne(" + (f"{epi}(" if epi != "none" else "") +
                 ("fl32(fl32(acc * scale_a) * scale_b)" if scaled else "acc") +
                 (" + bias)" if epi != "none" else "") + "): the unsplit epilogue, once after the sum")
    return {"splits": g.S, "mode": g.mode, "reduce": f"{ks.name}_reduce", "workspace": {
        "arg": "ws", "dtype": wdt, "shape": (["S", "M", "N"] if det else ["M", "N"]),
        "elements": elems, "bytes": f"4 * {elems}", "init": "any" if det else "zero",
        "note": ("every element written by the partial kernel" if det else
                 "zero before the first launch; the reduce kernel leaves it zero")},
        "launch": [ks.name, f"{ks.name}_reduce"], "order": order}


def c_lay_col(tile_n: int, out_bytes: int) -> int:
    """Byte offset of a workgroup's first column in C (row-major, column stride = out bytes)."""
    return Layout(tile_n, out_bytes)(1) * tile_n
