"""Planner of the MX MoE 2-stage family (stage 1 gate+up+silu*mul, stage 2 down + weighted atomics).

One workgroup = one M-block of BM = tile_m sorted rows (one expert, read from sorted_expert_ids) x tile_n
output columns; 4 waves along N as in the preshuffle GEMM, whose layouts (flygen/plan/preshuffle_layouts.py)
and MX scale layout (flygen.isa.mx_scales) are reused: 16x16x128 scaled MFMAs with swapped
operands (MFMA A = fp4 weight fragment, MFMA B = activation fragment), so lane l owns sorted row l % 16 of
each m-atom and four consecutive output columns.

Activation fragments go global -> VGPR directly (no LDS, no barriers): every wave loads the block's A
fragments itself (4x redundant reads of a BM x tile_k tile that L1/L2 serve; weights dominate MoE traffic).
Stage 1 gathers: the per-row base comes from memory (token = sorted_token_ids[row] & 0xFFFFFF, times the
A row stride of the layout), the in-row part from the fragment layout; the split is checked exhaustively.
Padding rows carry token = tokens, so their A / scale reads fall past num_records and read 0, and stage 2's
atomics to row `tokens` fall past the output's num_records and are dropped. Blocks at or past
num_valid_ids / BM exit before touching memory.

Schedule (`_schedule`): loads are issued in the order of the first MFMA that reads them and every MFMA waits
only for its own loads (partial vmcnt waits from flygen.plan.waits.wait_counts), so a k-tile's MFMAs start as
its first k-step lands. With more than one k-tile and registers to spare (`_double_buffer`), the fragment
registers have two copies and k-tile t + 1's loads are issued between k-tile t's MFMAs. Where even one
whole-k-tile copy leaves < 2 waves/SIMD (64 x 256, 128 x 128 stage 1), the A / W fragments shrink to a ring of
d k-steps (`plan`), k-step kk + d's loads issued right behind the last MFMA reading k-step kk's slot.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from types import SimpleNamespace

import numpy as np

from flygen.errors import PlanError
from flygen.families import FAMILIES
from flygen.isa import limits
from flygen.isa.dtypes import bits_of
from flygen.isa.mfma import dense_mfma, f8f6f4_mods, lane_map, mx_mfma, operand_bits
from flygen.isa.mx_scales import mx_scale_row_bytes
from flygen.layout import Layout, Swizzle, make_composed_layout
from flygen.layout.layout import table
from flygen.layout.checked import composition
from flygen.plan.epilogue import moe as EP
from flygen.plan import preshuffle_layouts as PL
from flygen.plan import programs
from flygen.plan.items import Comment, Wait, events, instr
from flygen.plan.kernargs import per_arg_loads, reserve_abi
from flygen.plan.kernel import Grid, KernelPlan, PlanLayout, layout_args, loop_trips
from flygen.plan.preshuffle_access import vector_accesses
from flygen.plan.regs import RegAlloc
from flygen.plan import size_limits as L
from flygen.plan.vsharp import buffer_rsrc, rebased_rsrc
from flygen.plan.waits import wait_counts
from flygen.spec.moe import MFMA_K, THREADS, WAVES_N, a8w8, check as spec_check, dims

TOKEN_MASK = 0xFFFFFF          # sorted_token_ids = token | slot << 24 (flygen/ref/moe.py)
SLOT_SHIFT = 24


@dataclass(frozen=True)
class Body:
    kernarg_loads: tuple      # (op, dst, offset, note)
    setup: tuple              # SALU: early exit, expert id, descriptors, soffsets (strings; labels marked)
    prologue: tuple           # VALU: lane bases, routing-table loads, gathered row bases, accumulator zeroing
    pre: tuple                # k-tile 0's loads before the loop (double buffering), else empty
    loop: tuple               # loop body: loads, partial vmcnt waits, MFMAs, soffset steps (one or two k-tiles)
    trips: int                # loop trips (0: no loop)
    tail: tuple               # after the loop: the last k-tile(s) of a double-buffered K loop
    buffering: int            # fragment register copies (1, or 2 = next k-tile prefetched during the MFMAs)
    epilogue: tuple           # per atom (MX intermediate: per 32-column block): typed items (flygen.plan.items)
    epilogue_final: tuple     # after all atoms (MX intermediate: the e8m0 stores)
    layout_notes: tuple
    program: tuple = ()       # all of the above in issue order as typed items (flygen.plan.programs.moe)
    ring: int | None = None   # k-steps the A / W fragment registers hold (None: the whole k-tile)


def _table(layout, threads: int, nvals: int) -> np.ndarray:
    """[t, v] -> layout(t, v); a (thread, value) layout is the outer sum of its two modes' tables (one numpy op
    per mode: layout by layout in Python took 17 s for tile_m 224 x tile_k 4096, a fuzzer HANG)."""
    if isinstance(layout, Layout) and len(layout) == 2:
        return table(layout[0], threads)[:, None] + table(layout[1], nvals)[None, :]
    return np.array([[int(layout(t, v)) for v in range(nvals)] for t in range(threads)], np.int64)


def _check_split(full, row, col, row_stride: int, threads: int, nvals: int, row_of_value, what: str) -> None:
    """Law: full(t, v) == row(t, i(v)) * row_stride + col(t, v) for every thread t and value v."""
    f, c = _table(full, threads, nvals), _table(col, threads, nvals)
    r = _table(row, threads, max(row_of_value) + 1)[:, row_of_value]
    if not np.array_equal(f, r * row_stride + c):
        raise PlanError(f"{what}: the layout does not split into a gathered row base plus an in-row offset")


def _geometry(p) -> SimpleNamespace:
    """Every number of one configuration (step 1): MFMA atom, byte runs, tiles, scale rows, output rows."""
    g = SimpleNamespace(stage=p["stage"], tm=p["tile_m"], tn=p["tile_n"], tk=p["tile_k"], E=p["experts"],
                        inter=p["inter"], gather=p["stage"] == 1)
    g.N, g.K = dims(p)
    g.abits, g.wbits = bits_of(p["a_dtype"]), bits_of(p["w_dtype"])
    g.a16 = p["a_dtype"] == "bf16"                            # a16w4: fp4 weights dequantised to bf16 in VGPRs
    g.a8w8 = a8w8(p)                                          # fp8 x fp8, f32 scales per row and per channel
    g.a_mx, g.w_mx = not (g.a16 or g.a8w8), not g.a8w8        # operands carrying e8m0 block scales
    if g.a16:
        _dequant_step(g, p)
    elif g.a8w8:
        # the unscaled fp8 x fp8 f8f6f4 MFMA (cbsz = blgp = 0, the assembler's default), swapped as the MX
        # kernels: its lane maps are the scaled form's (flygen.isa.mfma), so the preshuffled fragment layouts
        # carry over with 8-bit weights; the f32 scales are applied in the epilogue (acc * sx * sw)
        g.atom = g.wat = dense_mfma("fp8")
        g.mods = ""
        g.runs_w, g.runs_a = PL.byte_runs(g.atom, "a"), PL.byte_runs(g.atom, "b")
        g.micro = 1
    else:
        g.atom = g.wat = mx_mfma(p["w_dtype"], p["a_dtype"])  # swapped: MFMA A = weight fragment
        g.mods = f8f6f4_mods(g.atom)
        g.runs_w, g.runs_a = PL.byte_runs(g.atom, "a"), PL.byte_runs(g.atom, "b")
        g.micro = 1
    g.kb_a, g.kb_w = g.K * g.abits // 8, g.K * g.wbits // 8          # row bytes of A and of W[e]
    g.R, g.tkw = g.tk * g.abits // 8, g.tk * g.wbits // 8            # bytes per k-tile of an A row / W row
    g.ksteps, g.nk = g.tk // g.wat.k, loop_trips(g.K // g.tk, "hidden" if g.gather else "inter",
                                                  "stage K / tile_k k-tiles")
    g.nm, g.wn = g.tm // 16, g.tn // WAVES_N
    g.nn = g.wn // 16
    g.D = -(-g.ksteps // 4)                                   # e8m0 dwords per row per k-tile
    g.srow = mx_scale_row_bytes(g.K, g.tk)                    # scale bytes per row (flygen.isa.mx_scales)
    g.nw = 2 * g.inter if g.gather else g.N                   # rows of W[e]
    g.halves = ("gate", "up") if g.gather else ("down",)
    g.rows = not g.gather and p.get("reduce", "atomic") == "rows"   # stage 2 -> ws[token * topk + slot], no atomics
    g.topk = p["topk"]
    g.lds = p.get("a_stage", "direct") == "lds"               # A tile global -> LDS once per workgroup
    g.out_arg = "ws" if g.rows else "out"
    # stage 2 atomic mode: out f32 (buffer_atomic_add_f32) or, with out_dtype, 16-bit out added by packed atomics
    g.out16 = None if g.gather or g.rows else p.get("out_dtype")
    g.row_scale = p.get("row_scale", "none") == "f32"        # one f32 per A row (stage 1 token, stage 2 (t, s))
    g.rs_rows = 1 if g.gather else g.topk                     # scale_row entries per token
    inter_dtype = p.get("inter_dtype", "bf16")
    g.mx_out = inter_dtype if g.gather and inter_dtype != "bf16" else None
    if g.mx_out:                                              # the stage-2 scale layout the MX intermediate feeds
        g.tk2 = p["inter_tile_k"]
        g.srow2 = mx_scale_row_bytes(g.N, g.tk2)
        g.out_row = g.N * bits_of(g.mx_out) // 8
    else:
        g.tk2 = g.srow2 = None
        g.out_row = g.N * 2 if g.gather or g.out16 else g.N * 4
    return g


def _dequant_step(g, p) -> None:
    """a16w4 k-step (step 1b): one 128-K step of the MX weight atom (fp4 fragments, e8m0 scale lanes, preshuffle
    layouts unchanged) is computed as `micro` = 4 bf16 MFMAs 16x16x32. Weight dword u of a lane (fp4 values
    8u..8u+7) is dequantised by 4 v_cvt_scalef32_pk_bf16_fp4 (byte b -> bf16 register b) into MFMA u's A operand,
    so MFMA u's k_mfma = 8g + e (lane group g) stands for K = 32g + 8u + e of the step; the activation operand of
    MFMA u is then bf16 registers 4u..4u+3 of the lane's 64 B at K 32g..32g+31 (`a_step`: the weight atom's B
    lane map with 16-bit values). Checked here for every lane and value: the weight and activation K of each
    MFMA value agree, the micro-steps cover the step's K once, and every value of lane l lies in K block l // 16,
    the block whose e8m0 scale the MX scale layout hands lane l (so each scale multiplies its own 32 values,
    once, in the conversion)."""
    g.wat = mx_mfma(p["w_dtype"], p["w_dtype"])               # weight side of the step (fp4 x fp4 lane maps)
    g.atom = dense_mfma("bf16")                               # the MFMA issued (swapped: A = dequantised weights)
    g.mods = ""
    g.micro = g.wat.k // g.atom.k
    g.a_step = replace(g.wat, b_fmt="bf16", b_bits=16, b_regs=g.wat.b_regs * 16 // g.wbits)
    g.runs_w, g.runs_a = PL.byte_runs(g.wat, "a"), PL.byte_runs(g.a_step, "b")
    per = operand_bits(g.atom, "a")[1]                        # bf16 values per lane per MFMA (8)
    wk, ak = lane_map(g.wat, "a"), lane_map(g.a_step, "b")     # [64, 32, (row, K)] fp4 weights / bf16 activations
    mk_w, mk_a = lane_map(g.atom, "a"), lane_map(g.atom, "b")  # [64, 8, (row, k_mfma)] of one bf16 MFMA
    sc = lane_map(g.wat, "scale_a")[:, 0, 1]                   # K block of the scale lane l supplies
    seen = np.zeros((16, g.wat.k), np.int64)
    for u in range(g.micro):
        vals = u * per + np.arange(per)                        # fragment values of MFMA u (dword u / regs 4u..)
        if not (np.array_equal(wk[:, vals], ak[:, vals]) and np.array_equal(mk_w[:, :, 0], wk[:, vals, 0])
                and np.array_equal(mk_a[:, :, 1], mk_w[:, :, 1])):
            raise PlanError("a16w4: the dequantised weight and bf16 activation fragments of a micro-step disagree")
        np.add.at(seen, (wk[:, vals, 0], wk[:, vals, 1]), 1)
        if not np.array_equal(wk[:, vals, 1] // 32, np.repeat(sc[:, None], per, 1)):
            raise PlanError("a16w4: a lane's values are not in the K block of the e8m0 scale it holds")
    if not (seen == 1).all():
        raise PlanError("a16w4: the micro-steps do not cover the 128-K step exactly once")


def _kernel_args(p, g) -> tuple:
    spec = [("A", "global_buffer", 8, p["a_dtype"], "read_only")] + \
        ([("scale_a", "global_buffer", 8, "e8m0", "read_only")] if g.a_mx else [])
    if g.row_scale:
        spec.append(("scale_row", "global_buffer", 8, "f32", "read_only"))
    spec += [("W", "global_buffer", 8, p["w_dtype"], "read_only"),
            ("scale_w", "global_buffer", 8, "e8m0" if g.w_mx else "f32", "read_only"),
            ("sorted_token_ids", "global_buffer", 8, "u32", "read_only")]
    if not g.gather:
        spec.append(("sorted_weights", "global_buffer", 8, "f32", "read_only"))
    spec += [("sorted_expert_ids", "global_buffer", 8, "i32", "read_only"),
             (g.out_arg, "global_buffer", 8, (g.mx_out or "bf16") if g.gather else g.out16 or "f32",
              "write_only" if g.gather or g.rows else "read_write")]
    if g.mx_out:
        spec.append(("out_scale", "global_buffer", 8, "e8m0", "write_only"))
    spec += [("num_valid_ids", "by_value", 4, "u32", ""), ("tokens", "by_value", 4, "u32", "")]
    return layout_args(spec)


def _registers(g, args, ring: int | None = None) -> SimpleNamespace:
    """SGPRs (pointers, runtime scalars, V#s, soffsets) and the lane registers every section uses (step 3);
    the sections below allocate their own VGPRs from k.ra in program order."""
    ra = RegAlloc()
    reserve_abi(ra, (("s_wg_n", "workgroup id x = N tile"), ("s_wg_m", "workgroup id y = M-block")))
    k = SimpleNamespace(ra=ra)
    k.ptr = {a.name: ra.s(f"s_ptr_{a.name}", 2, note=f"{a.name} address") for a in args if a.kind == "global_buffer"}
    k.scal = {a.name: ra.s(f"s_{a.name}", note=f"{a.name} (runtime)") for a in args if a.kind == "by_value"}
    k.s_t = ra.s("s_tmp", 2, note="SALU temporaries")
    k.s_m0 = ra.s("s_m0", note="first sorted row of the block")
    k.s_e = ra.s("s_expert", note="expert of the block (sorted_expert_ids)")
    k.rsrc_names = ["A"] + (["scale_a"] if g.a_mx else []) + (["scale_row"] if g.row_scale else []) + \
        ["W", "scale_w", "sorted_token_ids"] + ([] if g.gather else ["sorted_weights"]) + \
        [g.out_arg] + (["out_scale"] if g.mx_out else [])
    k.rs = {n: ra.s(f"s_rsrc_{n}", 4, align=4, note=f"V# of {n}") for n in k.rsrc_names}
    k.so = {n: ra.s(f"s_off_{n}", note=f"soffset of {n}") for n in
            ["tab", "A"] + (["scale_a"] if g.a_mx else []) + [f"W_{h}" for h in g.halves] + [f"scale_w_{h}" for h in g.halves] + ["out"] +
            (["out_scale"] if g.mx_out else [])}
    k.s_loop = ra.s("s_loop", note="k-tiles left")
    k.v_tid, k.v_lane = ra.v("v_tid", note="work-item id x"), ra.v("v_lane", note="lane id")
    k.tmp = [str(ra.v(f"v_tmp{i}")) for i in range(3)]
    k.src = {"tid": str(k.v_tid), "lane": str(k.v_lane)}
    k.prologue = [f"v_and_b32 {k.v_tid}, 0x3ff, v[v_tid_packed]", f"v_and_b32 {k.v_lane}, 63, {k.v_tid}"]
    k.notes, k.loads, k.bufs = [], [], {}
    k.ring, k.period = ring, {}
    k.lds_bytes, k.stage_loads, k.stage_writes = 0, [], []
    return k


def _buffer(k, key: str, name: str, count: int, note: str, per_kstep: int | None = None) -> None:
    """A fragment buffer (VGPRs one k-tile's loads fill): copy 0 now, copy 1 by `_double_buffer`. With a k-step
    ring (`k.ring` = d k-steps, `plan`), a buffer of `per_kstep` registers per k-step holds d k-steps only: the
    logical register r of k-step kk lives at r mod (d * per_kstep), i.e. in slot kk mod d."""
    if k.ring and per_kstep:
        k.period[key] = k.ring * per_kstep
        count, note = k.period[key], f"{note}; ring of {k.ring} k-step(s)"
    k.bufs[key] = [k.ra.v(name, count, note=note)]


def _phys(k, buf: str, at: int) -> int:
    """Register of logical fragment register `at` of `buf` (its k-step ring slot, or itself)."""
    return at % k.period[buf] if buf in k.period else at


def _load(k, op: str, buf: str, at: int, n: int, addr: str) -> None:
    """One per-k-tile load into registers [at, at + n) of fragment buffer `buf` (addr: its operands after vdata)."""
    k.loads.append(SimpleNamespace(op=op, buf=buf, at=at, n=n, addr=addr))


def _bases(k, prefix):
    return lambda n: [str(k.ra.v(f"{prefix}{i}", note=f"{prefix} base {i}")) for i in range(n)]


def _access(k, layout, threads: dict, width: int, prefix: str, what: str, **kw):
    """Lower `layout` to per-lane bases (their code into the prologue) and per-value immediates."""
    acc = vector_accesses(layout, threads, width, limits.MUBUF_OFFSET_MAX, _bases(k, prefix), k.src, k.tmp, what,
                          **kw)
    k.prologue += list(acc.code)
    return acc


def _row_bases(k, g, name: str, cols: list, row_bytes: int, note: str):
    """VGPRs token(row of m-atom i) * row_bytes + in-row base, for each in-row base and m-atom (gathers)."""
    v = k.ra.v(name, g.nm * len(cols), note=note)
    for bi, b in enumerate(cols):
        for i in range(g.nm):
            r = v.at(bi * g.nm + i)
            k.prologue += [f"v_mul_u32_u24 {r}, {hex(row_bytes)}, {k.v_tok.at(i)}", f"v_add_u32 {r}, {r}, {b}"]
    return v


def _routing(k, g):
    """Routing tables: lane l of every wave reads the entries of its rows l % 16 + 16 i (i = m-atom)."""
    rs, so = k.rs, k.so
    k.rows_t = Layout(((16, 4, WAVES_N), g.nm), ((1, 0, 0), 16))      # (thread, m-atom) -> row of the block
    k.tab = composition(Layout(g.tm, 4), k.rows_t)                    # -> byte offset in the u32/f32 tables
    acc_tab = _access(k, k.tab, {"tid": THREADS}, 4, "v_tabb", "routing table read", elem=4)
    k.v_tok = k.ra.v("v_token", g.nm, note="token of the lane's row per m-atom (masked)")
    k.v_wt = None if g.gather else k.ra.v("v_weight", g.nm, note="sorted weight of the lane's row per m-atom")
    tab_loads = [f"buffer_load_dword {k.v_tok.at(x.index)}, {x.base}, {rs['sorted_token_ids']}, "
                 f"{so['tab'].__str__()} offen offset:{x.imm}" for x in acc_tab.items]
    if k.v_wt is not None:
        tab_loads += [f"buffer_load_dword {k.v_wt.at(x.index)}, {x.base}, {rs['sorted_weights']}, {so['tab']} "
                      f"offen offset:{x.imm}" for x in acc_tab.items]
    k.prologue += ["// routing table: token (and weight) of each lane's rows"] + tab_loads + ["s_waitcnt vmcnt(0)"]
    k.v_rs = k.ra.v("v_row_scale", g.nm, note="f32 row scale of the lane's row per m-atom") if g.row_scale else None
    if g.row_scale and not g.gather:       # stage 2: scale_row[token * topk + slot], slot read before the mask
        for i in range(g.nm):
            k.prologue += [f"v_lshrrev_b32 {k.tmp[0]}, {SLOT_SHIFT}, {k.v_tok.at(i)}",
                           f"v_and_b32 {k.tmp[1]}, {hex(TOKEN_MASK)}, {k.v_tok.at(i)}",
                           f"v_mad_u32_u24 {k.tmp[1]}, {k.tmp[1]}, {g.topk}, {k.tmp[0]}"]
            k.prologue += _row_scale_load(k, g, i, k.tmp[1])
    if g.rows:      # workspace row = token * topk + slot (both in the id); padding: tokens * topk + topk, past ws
        for i in range(g.nm):
            k.prologue += [f"v_lshrrev_b32 {k.tmp[0]}, {SLOT_SHIFT}, {k.v_tok.at(i)}",
                           f"v_and_b32 {k.v_tok.at(i)}, {hex(TOKEN_MASK)}, {k.v_tok.at(i)}",
                           f"v_mad_u32_u24 {k.v_tok.at(i)}, {k.v_tok.at(i)}, {g.topk}, {k.tmp[0]}"]
    else:
        k.prologue += [f"v_and_b32 {k.v_tok.at(i)}, {hex(TOKEN_MASK)}, {k.v_tok.at(i)}" for i in range(g.nm)]
    if g.row_scale and g.gather:           # stage 1: scale_row[token], the gathered A row's scale
        for i in range(g.nm):
            k.prologue += _row_scale_load(k, g, i, k.v_tok.at(i))
    if g.row_scale:
        k.notes.append(f"scale_row = {'token' if g.gather else f'(token * {g.topk} + slot)'}(row) -> {k.rs_lay}")
    k.notes.append(f"routing table {k.tab}")


def _row_scale_load(k, g, i: int, index: str) -> list:
    """The f32 row scale of m-atom i's row: byte offset = the scale layout of the row index (`index`: token, or
    token * topk + slot) in a VGPR, one dword load into v_row_scale[i]. Padding rows (token = tokens) fall past
    the V#'s records and read 0."""
    k.rs_lay = Layout(1 << 24 if g.gather else (1 << 24) * g.topk, 4)      # row index -> byte (f32 per row)
    stride = k.rs_lay(1)
    if stride & (stride - 1):
        raise PlanError(f"scale_row stride {stride} is not a power of two")
    return [f"v_lshlrev_b32 {k.tmp[2]}, {stride.bit_length() - 1}, {index}  // scale_row byte = {k.rs_lay}(row)",
            f"buffer_load_dword {k.v_rs.at(i)}, {k.tmp[2]}, {k.rs['scale_row']}, 0 offen"]


def _activation_loads(k, g):
    """Activation fragments global -> VGPR (stage 1: gathered rows) and their e8m0 scales: dword d of lane
    (row l % 16 + 16 i, K group l // 16)."""
    rs, so, runs_a, nm, ksteps, kb_a, D, srow = k.rs, k.so, g.runs_a, g.nm, g.ksteps, g.kb_a, g.D, g.srow
    frag = PL.a_fragment(g.tm, kb_a, runs_a, ksteps, 1, 0)         # (lane, (byte, run, m-atom, k-step)) -> bytes
    nva = runs_a.length * runs_a.runs * nm * ksteps
    if g.lds:
        a_items = _a_stage_lds(k, g)
    elif g.gather:
        col = Layout(((16, 4), (runs_a.length, runs_a.runs, nm, ksteps)),
                     ((0, runs_a.group_stride), (1, max(runs_a.run_stride, 1), 0, runs_a.atom_k_bytes)))
        rows_l = Layout(((16, 4), nm), ((1, 0), 16))
        atom_of = [(v // (runs_a.length * runs_a.runs)) % nm for v in range(nva)]
        _check_split(frag, rows_l, col, kb_a, 64, nva, atom_of, "A fragment gather")
        acc_a = _access(k, col, {"lane": 64}, 16, "v_acol", "A fragment (in-row part)")
        colb = sorted({x.base for x in acc_a.items})
        v_arow = _row_bases(k, g, "v_arow", colb, kb_a, "A fragment bases: token * row bytes + in-row base")
        per_atom = runs_a.length * runs_a.runs // 16           # 16-byte accesses per (m-atom, k-step)
        a_items = [(v_arow.at(colb.index(x.base) * nm + (x.index // per_atom) % nm), x.imm, x.index)
                   for x in acc_a.items]
        k.notes.append(f"A fragment = token(row) * {kb_a} + {col}")
    else:
        acc_a = _access(k, frag, {"lane": 64}, 16, "v_ab", "A fragment")
        a_items = [(x.base, x.imm, x.index) for x in acc_a.items]
        k.notes.append(f"A fragment {acc_a.layout}")
    breg = g.a_step.b_regs if g.a16 else g.atom.b_regs
    _buffer(k, "afrag", "v_afrag", nm * ksteps * breg, "activation fragments (MFMA B operand)" +
            (", bf16: 4 MFMAs per k-step" if g.a16 else ""), per_kstep=nm * breg)
    for b, imm, a in a_items:
        if g.lds:
            _load(k, "ds_read_b128", "afrag", 4 * a, 4, f"{b} offset:{imm}")
        else:
            _load(k, "buffer_load_dwordx4", "afrag", 4 * a, 4, f"{b}, {rs['A']}, {so['A']} offen offset:{imm}")
    if not g.a_mx:
        return                                                # bf16 / a8w8 activations carry no e8m0 scales

    sfull = PL.mx_scale_read(16, 0, nm, D, srow, WAVES_N)
    _buffer(k, "sa", "v_scale_a", nm * D, "activation e8m0 scales")
    if g.gather:
        scol = PL.mx_scale_read(16, 0, nm, D, 0, WAVES_N)
        _check_split(sfull, k.rows_t, scol, srow, THREADS, 4 * D * nm, [v // (4 * D) for v in range(4 * D * nm)],
                     "scale_a gather")
        acc_sa = _access(k, scol, {"tid": THREADS}, 4, "v_sacol", "scale_a (in-row part)")
        sb = sorted({x.base for x in acc_sa.items})
        v_sarow = _row_bases(k, g, "v_sarow", sb, srow, "scale_a bases: token * scale row bytes + in-row base")
        for x in acc_sa.items:
            _load(k, "buffer_load_dword", "sa", x.index, 1, f"{v_sarow.at(sb.index(x.base) * nm + x.index // D)}, "
                  f"{rs['scale_a']}, {so['scale_a']} offen offset:{x.imm}")
        k.notes.append(f"scale_a = token(row) * {srow} + {scol}")
    else:
        acc_sa = _access(k, sfull, {"tid": THREADS}, 4, "v_sab", "scale_a")
        for x in acc_sa.items:
            _load(k, "buffer_load_dword", "sa", x.index, 1, f"{x.base}, {rs['scale_a']}, {so['scale_a']} offen "
                  f"offset:{x.imm}")
        k.notes.append(f"scale_a {acc_sa.layout}")


def _lds_swizzle(row_bytes: int) -> Swizzle:
    """The A tile's LDS swizzle: a fragment ds_read_b128 is served 16 lanes at a time, 256 B per cycle over the
    64 banks of 4 B (flygen.layout.draw.bank_conflicts / flygen.model.cu.lds_cycles, stated assumption), and
    those 16 lanes read one 16-byte K chunk of 16 consecutive rows. The bank group of a chunk is address bits
    [4, 8); rows add bits from log2(R) up, so the 16 rows are made distinct in bits [4, 8) by XORing the chunk
    index (B = min(log2(R / 16), 4) bits at bit 4) with the 4 row bits that are not bank bits already
    (from bit max(8, log2 R)). `PL.a_swizzle` (the preshuffle GEMM's, row mod 8) leaves rows r and r + 8 on
    one bank group here: 2-way conflicts (modeled 64 / 128 conflict cycles per 32 x 256 fp4 / fp8 workgroup)."""
    lr = row_bytes.bit_length() - 1
    return Swizzle(min(lr - 4, 4), 4, max(8, lr) - 4)


def _a_stage_lds(k, g) -> list:
    """a_stage: lds. The k-tile's A tile (BM rows x R bytes) is copied once per workgroup: work-item t loads the
    16-byte chunks `PL.a_copy` gives it (tile index x = row * R + byte; stage 1: global = token(row) * K bytes
    + byte, the row split checked like the fragment gather; stage 2: row * K bytes + byte, rows in the soffset)
    into staging VGPRs, ds_writes them to LDS at `_lds_swizzle(R)`(x) (the 16-byte chunk XOR row bits: 16
    lanes reading one K chunk of 16 rows hit different banks), and after an s_barrier every wave ds_reads its
    fragments from `_lds_swizzle` o `PL.a_fragment(tile_m, R, ...)`, the
    fragment layout of the direct path with the tile row stride R: the same values in the same registers.
    Returns the fragment reads as (base, imm, value index)."""
    rs, so, R, kb_a, tm = k.rs, k.so, g.R, g.kb_a, g.tm
    copy, swz = PL.a_copy(tm, R, THREADS), _lds_swizzle(R)
    nv = copy.shape[1][1]
    k.lds_bytes = tm * R
    chunks = Layout((THREADS, nv), (16, 16 * THREADS))                  # (t, v) -> first tile index of a chunk
    if g.gather:
        rows_tab = composition(Layout((R, tm), (0, 4)), chunks)          # (t, v) -> table byte of the chunk's row
        acc_t = _access(k, rows_tab, {"tid": THREADS}, 4, "v_stabb", "A staging rows (routing table)", elem=4)
        v_stok = k.ra.v("v_stage_token", nv, note="token of each staging chunk's row")
        k.prologue += [f"buffer_load_dword {v_stok.at(x.index)}, {x.base}, {rs['sorted_token_ids']}, {so['tab']} "
                       f"offen offset:{x.imm}" for x in acc_t.items] + ["s_waitcnt vmcnt(0)"]
        k.prologue += [f"v_and_b32 {v_stok.at(v)}, {hex(TOKEN_MASK)}, {v_stok.at(v)}" for v in range(nv)]
        full = composition(PL.a_global(tm, R, kb_a), copy)
        col = composition(Layout((R, tm), (1, 0)), copy)
        rows_l = composition(Layout((R, tm), (0, 1)), chunks)
        _check_split(full, rows_l, col, kb_a, THREADS, 16 * nv, [v // 16 for v in range(16 * nv)], "A staging gather")
        acc_g = _access(k, col, {"tid": THREADS}, 16, "v_sgcol", "A staging copy (in-row part)")
        v_sg = k.ra.v("v_stage_base", nv, note="A staging bases: token * row bytes + in-row base")
        for x in acc_g.items:
            k.prologue += [f"v_mul_u32_u24 {v_sg.at(x.index)}, {hex(kb_a)}, {v_stok.at(x.index)}",
                           f"v_add_u32 {v_sg.at(x.index)}, {v_sg.at(x.index)}, {x.base}"]
        g_items = [(v_sg.at(x.index), x.imm, x.index) for x in acc_g.items]
        k.notes.append(f"A staging copy = token(row) * {kb_a} + {col}")
    else:
        acc_g = _access(k, composition(PL.a_global(tm, R, kb_a), copy), {"tid": THREADS}, 16, "v_sgb",
                        "A staging copy")
        g_items = [(x.base, x.imm, x.index) for x in acc_g.items]
        k.notes.append(f"A staging copy {acc_g.layout}")
    v_st = k.ra.v("v_astage", 4 * nv, note="A tile chunks in flight (global -> LDS)")
    k.stage_loads = [instr("buffer_load_dwordx4", v_st.at(4 * a, 4), f"{b}, {rs['A']}, {so['A']} offen offset:{imm}",
                           writes=(("stage", a),)) for b, imm, a in g_items]
    acc_w = vector_accesses(make_composed_layout(swz, 0, copy), {"tid": THREADS}, 16, limits.DS_OFFSET_MAX,
                            _bases(k, "v_sw"), k.src, k.tmp, "A LDS write")
    k.prologue += list(acc_w.code)
    k.stage_writes = [instr("ds_write_b128", x.base, v_st.at(4 * x.index, 4), mods=(f"offset:{x.imm}",),
                            reads=(("stage", x.index),)) for x in acc_w.items]
    frag = PL.a_fragment(tm, R, g.runs_a, g.ksteps, 1, 0)
    acc_r = vector_accesses(make_composed_layout(swz, 0, frag), {"lane": 64}, 16, limits.DS_OFFSET_MAX,
                            _bases(k, "v_ar"), k.src, k.tmp, "A fragment read (LDS)")
    k.prologue += list(acc_r.code)
    k.notes += [f"A LDS write {swz} o {copy}", f"A fragment read {swz} o {acc_r.layout}"]
    return [(x.base, x.imm, x.index) for x in acc_r.items]


def _weight_loads(k, g, check: bool = True):
    """Weight fragments (preshuffled, per expert) and their scales; stage 1 loads the gate and the up half."""
    rs, so = k.rs, k.so
    k.lb = lb = PL.b_preshuffle(g.nw, g.kb_w)
    acc_w = vector_accesses(PL.b_fragment(lb, g.nw, g.tn, WAVES_N, g.runs_w, g.ksteps), {"tid": THREADS}, 16,
                            limits.MUBUF_OFFSET_MAX, _bases(k, "v_wb"), k.src, k.tmp, "W fragment")
    acc_sw = vector_accesses(PL.mx_scale_read(16, g.wn, g.nn, g.D, g.srow, WAVES_N), {"tid": THREADS}, 4,
                             limits.MUBUF_OFFSET_MAX, _bases(k, "v_swb"), k.src, k.tmp, "scale_w")
    k.prologue += list(acc_w.code) + (list(acc_sw.code) if g.w_mx else [])
    nwr = g.nn * g.ksteps * g.wat.a_regs
    for h in g.halves:
        _buffer(k, "wf_" + h, f"v_wfrag_{h}", nwr, f"{h} weight fragments (MFMA A operand)",
                per_kstep=g.nn * g.wat.a_regs)
    for h in g.halves:
        if g.w_mx:
            _buffer(k, "sw_" + h, f"v_scale_w_{h}", g.nn * g.D, f"{h} weight e8m0 scales")
    if not g.w_mx:
        _channel_scales(k, g)
    for h in g.halves:
        for x in acc_w.items:
            _load(k, "buffer_load_dwordx4", "wf_" + h, 4 * x.index, 4,
                  f"{x.base}, {rs['W']}, {so['W_' + h]} offen offset:{x.imm}")
        for x in acc_sw.items if g.w_mx else ():
            _load(k, "buffer_load_dword", "sw_" + h, x.index, 1,
                  f"{x.base}, {rs['scale_w']}, {so['scale_w_' + h]} offen offset:{x.imm}")
    k.notes += [f"W[e] preshuffle {lb}", f"W fragment {acc_w.layout}"]
    if _vm_loads(k) > limits.VMCNT_MAX and check:
        raise PlanError(f"{_vm_loads(k)} loads per k-tile exceed vmcnt's {limits.VMCNT_MAX}" if _PROBING else
                        _vmcnt_error(k.ks, _vm_loads(k)))


def _vm_loads(k) -> int:
    """Vector-memory loads per k-tile (vmcnt): fragment loads, and with a_stage: lds the A copy's loads in
    place of the fragment ds_reads (those count on lgkmcnt)."""
    return len([ld for ld in k.loads if not ld.op.startswith("ds_")]) + len(k.stage_loads)


def channel_scale_layout(g) -> Layout:
    """(expert, W row) -> byte of the f32 per-channel weight scales scale_w [E, rows of W[e]] (stage 1: 2 * inter
    rows, gate then up; stage 2: hidden), row-major: the expert stride is what the scale_w V# is rebased by."""
    return Layout((g.E, g.nw), (g.nw * 4, 4))


def _channel_scales(k, g) -> None:
    """a8w8: the f32 scale of each accumulator column, loaded once in the prologue (the epilogue waits for it):
    the in-row part of the f32 output layout (`c_store`, element 4 B, row stride 0: lane l of wave w, n-atom j
    -> columns wn w + 16 j + 4 (l // 16) + 0..3) composed with the expert's scale row (`channel_scale_layout`,
    stride 4 along the row: the same bytes), one buffer_load_dwordx4 per (half, n-atom) into
    v_col_scale_<half>[4 j .. 4 j + 3]; the soffset adds the workgroup's columns and the up half."""
    lay = channel_scale_layout(g)
    ccol = PL.c_store(g.atom, g.N, g.tn, g.tm, WAVES_N, lay.stride[1], 0)
    acc = _access(k, ccol, {"tid": THREADS}, 16, "v_cscb", "channel scales (per column)", elem=4)
    k.v_cs = {h: k.ra.v(f"v_col_scale_{h}", 4 * g.nn, note=f"f32 channel scales of the {h} columns, per n-atom")
              for h in g.halves}
    # value index of the dwordx4 accesses: (m-atom i, n-atom j) -> i + nm j; m-atoms share the columns
    picked = {}
    for x in acc.items:
        i, j = x.index % g.nm, x.index // g.nm
        if i == 0:
            picked[j] = x
    if sorted(picked) != list(range(g.nn)):
        raise PlanError("channel scales: the column layout does not give one 4-column access per n-atom")
    k.prologue.append("// channel scales: scale_w[e, col] of the lane's 4 columns per n-atom (f32)")
    for h in g.halves:
        for j, x in sorted(picked.items()):
            k.prologue.append(f"buffer_load_dwordx4 {k.v_cs[h].at(4 * j, 4)}, {x.base}, {k.rs['scale_w']}, "
                              f"{k.so['scale_w_' + h]} offen offset:{x.imm}")
    k.notes.append(f"scale_w[e] = {lay} (expert rebased), columns {ccol}")


_PROBING: list = []      # non-empty while _vmcnt_error plans trial configurations (no nested search)


def _fits(ks, p: dict) -> int | None:
    """Loads per k-tile of the configuration p if it passes the spec check, plans and launches
    (KernelPlan.check_limits), else None."""
    bad = []
    spec_check(p, lambda *a: bad.append(a))
    n = None if bad else _loads_per_tile(p)
    if n is None or n > limits.VMCNT_MAX:
        return None
    _PROBING.append(p)
    try:
        plan(replace(ks, params=p)).check_limits(p.get("waves_per_eu", 1))
    except Exception:   # noqa: BLE001 - a probe: any failure means "this one does not fit"
        return None
    finally:
        _PROBING.pop()
    return n


def _loads_per_tile(p: dict) -> int | None:
    """Loads per k-tile of a configuration (the planner's own count: routing, activation and weight loads), or
    None when it does not plan that far."""
    try:
        g = _geometry(p)
        k = _registers(g, _kernel_args(p, g)[0])
        _routing(k, g)
        _activation_loads(k, g)
        _weight_loads(k, g, check=False)
    except Exception:   # noqa: BLE001 - a probe: any failure means "this one does not plan"
        return None
    return _vm_loads(k)


def _vmcnt_error(ks, n: int) -> str:
    """The message of too many loads per k-tile, located at the field whose one change makes the kernel fit
    (vmcnt, then the spec check, the plan and its launch limits, _fits): tile_k (every load stream is per
    k-tile) or tile_m (the activation rows), the one whose nearest fitting value (largest below the current
    one that the spec allows: tile_k a multiple of the MFMA K dividing the stage's K, tile_m a multiple of 16)
    keeps more of the current tile (ties: tile_k); loads and registers grow with both, so each is found by
    bisection over the allowed values (the found one is planned, not assumed)."""
    p = ks.params
    K = dims(p)[1]
    allowed = {"tile_k": [v for v in range(MFMA_K, p["tile_k"], MFMA_K) if K % v == 0],
               "tile_m": list(range(16, p["tile_m"], 16))}
    fits = []
    for field, vals in allowed.items():
        lo, hi, best = 0, len(vals) - 1, None
        while lo <= hi:
            mid = (lo + hi) // 2
            c = _fits(ks, {**p, field: vals[mid]})
            if c is not None:
                best, lo = (vals[mid], c), mid + 1
            else:
                hi = mid - 1
        if best:
            fits.append((best[0] / p[field], field == "tile_k", field, best))     # ties: tile_k
    head = f"{n} loads per k-tile exceed vmcnt's {limits.VMCNT_MAX}"
    if not fits:
        return f"tile_k: {head}; no smaller tile_k or tile_m alone fits: reduce both"
    *_, field, (v, c) = max(fits)
    return f"{field}: {head}; nearest {field} that fits: {v} ({c} loads)"


def _mfmas(k, g) -> list:
    """Accumulators (zeroed in the prologue) and the MFMAs of one k-tile as records (operand registers per
    fragment buffer). Order: k-step outer, then half, m-atom, n-atom, so the first k-step's MFMAs need only the
    first k-step's fragments (and the scales) and can start while the later k-steps' loads are in flight; each
    accumulator still sums its k-steps in ascending order (the same per-MFMA rounding sequence as before)."""
    atom, nm, nn, D = g.atom, g.nm, g.nn, g.D
    k.acc = {h: k.ra.a(f"a_{h}", nm * nn * 4, note=f"{h} accumulators, {nm} x {nn} atoms of 16x16") for h in g.halves}
    k.prologue += [f"v_accvgpr_write_b32 {k.acc[h].at(r)}, 0" for h in g.halves for r in range(nm * nn * 4)]
    if g.a16:
        return _dequant_mfmas(k, g)
    mfmas = []
    if g.a8w8:          # unscaled fp8 x fp8: operands (weight fragment, activation fragment), no e8m0
        for kk in range(g.ksteps):
            for h in g.halves:
                for i in range(nm):
                    for j in range(nn):
                        ops = (("wf_" + h, (kk * nn + j) * atom.a_regs, atom.a_regs),
                               ("afrag", (kk * nm + i) * atom.b_regs, atom.b_regs))
                        mfmas.append(SimpleNamespace(kind="dense", acc=k.acc[h].at(4 * (i * nn + j), 4), ops=ops))
        return mfmas
    for kk in range(g.ksteps):
        d, byte = divmod(kk, 4)
        sel = f"op_sel:[{byte & 1},{byte & 1},0] op_sel_hi:[{byte >> 1},{byte >> 1},0]"
        for h in g.halves:
            for i in range(nm):
                for j in range(nn):
                    ops = (("wf_" + h, (kk * nn + j) * atom.a_regs, atom.a_regs),
                           ("afrag", (kk * nm + i) * atom.b_regs, atom.b_regs), ("sw_" + h, j * D + d, 1),
                           ("sa", i * D + d, 1))
                    mfmas.append(SimpleNamespace(acc=k.acc[h].at(4 * (i * nn + j), 4), ops=ops,
                                                 mods=f"{sel} {g.mods}"))
    return mfmas


def _dequant_mfmas(k, g) -> list:
    """a16w4 records of one k-tile: per (k-step, half, n-atom) one `dequant` record (the e8m0 byte of the lane's
    block as an f32 scale, then 4 x 4 v_cvt_scalef32_pk_bf16_fp4 of the 4 weight dwords into a bf16 buffer; two
    buffers alternate) followed by its micro-step x m-atom bf16 MFMAs. Each accumulator sums k-steps, then
    micro-steps, in ascending K order; the scale is applied once, by the conversion (the MFMA is unscaled)."""
    nm, nn, D, mu, wr = g.nm, g.nn, g.D, g.micro, g.wat.a_regs
    regs = mu * g.atom.a_regs                                  # bf16 registers of one dequantised fragment (16)
    k.wbf = [k.ra.v(f"v_wbf{c}", regs, note=f"dequantised bf16 weight fragment, buffer {c}") for c in range(2)]
    k.wsc = [k.ra.v(f"v_wsc{c}", note=f"f32 scale 2^(e-127) of the lane's K block, buffer {c}") for c in range(2)]
    out, c = [], 0
    for kk in range(g.ksteps):
        d, byte = divmod(kk, 4)
        for h in g.halves:
            for j in range(nn):
                out.append(SimpleNamespace(kind="dequant", buf=c, byte=byte,
                                           ops=(("wf_" + h, (kk * nn + j) * wr, wr), ("sw_" + h, j * D + d, 1))))
                for u in range(mu):
                    for i in range(nm):
                        out.append(SimpleNamespace(kind="mfma", acc=k.acc[h].at(4 * (i * nn + j), 4),
                                                   wb=k.wbf[c].at(4 * u, 4),
                                                   ops=(("afrag", (kk * nm + i) * g.a_step.b_regs + 4 * u, 4),)))
                c ^= 1
    return out


def _dequant_items(k, g, rec, par: int, reads) -> list:
    """The VALU of a `dequant` record on fragment copy `par`: scale = e8m0 byte `rec.byte` of the lane's scale
    dword moved to the f32 exponent field (only the exponent is read, CDNA4 pseudocode `exponent(S1.f32)`; the
    other bytes land in sign/mantissa), then byte b of weight dword u -> bf16 register 4u + b (low nibble = even
    K, the MFMA's value 2b)."""
    (wb, w0, _), (sb, s0, _) = rec.ops
    wf, sw = k.bufs[wb][par], k.bufs[sb][par]
    w0, s0 = _phys(k, wb, w0), _phys(k, sb, s0)                # k-step ring slot (flygen.plan.moe.plan)
    sc, dst = k.wsc[rec.buf], k.wbf[rec.buf]
    sh = 23 - 8 * rec.byte
    items = [instr("v_lshlrev_b32" if sh >= 0 else "v_lshrrev_b32", sc, abs(sh), sw.at(s0), reads=reads,
                   note=f"scale: e8m0 byte {rec.byte} -> f32 exponent field")]
    for u in range(g.micro):
        for b in range(4):
            items.append(instr("v_cvt_scalef32_pk_bf16_fp4", dst.at(4 * u + b), wf.at(w0 + u), sc,
                               mods=(f"op_sel:[{b & 1},{b >> 1},0]",), reads=reads))
    return items


def _double_buffer(k, g) -> bool:
    """Give every fragment buffer a second copy, so k-tile t + 1 loads while k-tile t's MFMAs run, when that
    pays and fits: more than one k-tile, the kernel still launches, and it keeps at least min(2, waves/SIMD of
    one copy) waves per SIMD. Otherwise one copy (the loads of a k-tile still overlap its own earlier MFMAs
    through the partial waits)."""
    if g.nk < 2:
        return False
    trial = copy.deepcopy(k.ra)
    for key, (r,) in k.bufs.items():
        trial.v(r.name + "_1", r.count, note=r.note + ", copy 1")

    def fit(ra):
        off, total = limits.vgpr_total(ra.next["v"], ra.next["a"])
        bad = limits.launch_problems(arch_vgprs=ra.next["v"], agprs=ra.next["a"], accum_offset=off,
                                     total_vgprs=total, sgprs=ra.next["s"], lds_bytes=0, workgroup_size=THREADS)
        return (limits.waves_per_simd(total, ra.next["s"]) if not bad else 0), total
    (w1, t1), (w2, t2) = fit(k.ra), fit(trial)
    if w2 < max(1, min(2, w1)):
        k.notes.append(f"one fragment copy: two would need {t2} unified VGPRs ({w2} waves/SIMD, one copy {w1})")
        return False
    for key, (r,) in list(k.bufs.items()):
        k.bufs[key].append(k.ra.v(r.name + "_1", r.count, note=r.note + ", copy 1"))
    return True


def _reads(ld, o) -> bool:
    """Does MFMA operand o = (buffer, first register, count) read a register load ld fills?"""
    return o[0] == ld.buf and o[1] < ld.at + ld.n and ld.at < o[1] + o[2]


def _issue_order(k, mfmas) -> tuple:
    """(loads in issue order, per MFMA the indices of the loads it reads): loads sorted by the first MFMA that
    reads them, so the waits can release the MFMAs k-step by k-step. Checks every operand register is loaded."""
    first = []
    for ld in k.loads:
        users = [m for m, mf in enumerate(mfmas) if any(_reads(ld, o) for o in mf.ops)]
        if not users:
            raise PlanError(f"load into {ld.buf}[{ld.at}:{ld.at + ld.n}] feeds no MFMA")
        first.append(users[0])
    loads = [k.loads[q] for q in sorted(range(len(k.loads)), key=lambda q: first[q])]
    needs = []
    for mf in mfmas:
        needs.append(tuple(q for q, ld in enumerate(loads) if any(_reads(ld, o) for o in mf.ops)))
        for o in mf.ops:
            filled = {r for q in needs[-1] if loads[q].buf == o[0] for r in range(loads[q].at, loads[q].at + loads[q].n)}
            if not set(range(o[1], o[1] + o[2])) <= filled:
                raise PlanError(f"MFMA operand {o} is not loaded every k-tile")
    return loads, needs


def _schedule(k, g, mfmas) -> tuple:
    """(pre, loop body, trips, tail) as typed items (flygen.plan.items): a load fills key (copy, load index), an
    MFMA reads the keys of the loads it needs; the vmcnt waits are placed by flygen.plan.waits.wait_counts over
    items.events of pre + body x min(trips, 3) + tail, and the body's waits must come out
    the same in every simulated iteration (one printed body serves them all).

    One copy: body = the k-tile's loads, then its MFMAs (partial waits), soffset steps; trips = k-tiles.
    Two copies: pre = k-tile 0 -> copy 0; body = MFMAs on copy 0 with k-tile t + 1's loads into copy 1
    interleaved (spread evenly after the MFMAs), then the same with the copies swapped; the tail holds the one
    or two k-tiles left (the last without loads)."""
    loads, needs = _issue_order(k, mfmas)
    atom, L, M = g.atom, len(loads), len(mfmas)

    def reg(o, par):
        return k.bufs[o[0]][par].at(_phys(k, o[0], o[1]), o[2])

    def load(q, par):
        ld = loads[q]
        return instr(ld.op, k.bufs[ld.buf][par].at(_phys(k, ld.buf, ld.at), ld.n), ld.addr, writes=((par, q),))

    def ring_tile():
        """One k-tile on a k-step ring: each load is issued right after the last MFMA that reads the previous
        contents of its ring slot (at the k-tile's start if no MFMA of this k-tile does: the previous k-tile's
        MFMAs all issued before), and never before a load that precedes it in first-use order (so vmcnt
        drains in the order the MFMAs need). A load never precedes an MFMA that reads the registers it
        overwrites (an MFMA reads A / B / scales at issue: LLVM GCNHazardRecognizer has a WAR rule for SrcC
        only, flygen.isa.hazards `mfma_srcc_write`; the C operand is an AGPR accumulator, never loaded)."""
        def phys_regs(buf, at, n):
            return {(buf, _phys(k, buf, r)) for r in range(at, at + n)}
        first = [min(m for m, n in enumerate(needs) if q in n) for q in range(L)]
        reads = [set().union(*(phys_regs(*o) for o in mf.ops)) for mf in mfmas]
        at, prev = {}, 0
        for q, ld in enumerate(loads):
            mine = phys_regs(ld.buf, ld.at, ld.n)
            pos = max([m + 1 for m in range(first[q]) if reads[m] & mine] + [prev])
            at.setdefault(pos, []).append(q)
            prev = pos
        items = [Comment(f"k-tile on a ring of {k.ring} k-step(s): the next k-step's loads follow the last MFMA "
                         "reading their slot")]
        for m, mf in enumerate(mfmas):
            items += [load(q, 0) for q in at.get(m, ())]
            items += emit(mf, 0, tuple((0, q) for q in needs[m]))
        return items

    def emit(mf, par, reads):
        """The instructions of one record on fragment copy `par` (a16w4: dequant VALU or a bf16 MFMA)."""
        if getattr(mf, "kind", None) == "dequant":
            return _dequant_items(k, g, mf, par, reads)
        if getattr(mf, "kind", None) == "dense":
            wf, af = (reg(o, par) for o in mf.ops)
            return [instr(atom.mnemonic, mf.acc, wf, af, mf.acc, reads=reads)]
        if getattr(mf, "kind", None) == "mfma":
            return [instr(atom.mnemonic, mf.acc, mf.wb, reg(mf.ops[0], par), mf.acc, reads=reads)]
        wf, af, sw, sa = (reg(o, par) for o in mf.ops)
        return [instr(atom.mnemonic, mf.acc, wf, af, mf.acc, sw, sa, mods=(mf.mods,) if mf.mods else (),
                      reads=reads)]

    def tile(par, nxt):
        items = [Comment(f"k-tile on fragment copy {par}" + (f"; next k-tile -> copy {nxt}" if nxt is not None else ""))]
        after = {}
        for q in range(L if nxt is not None else 0):
            after.setdefault(q * M // L, []).append(q)
        for m, mf in enumerate(mfmas):
            items += emit(mf, par, tuple((par, q) for q in needs[m]))
            items += [load(q, nxt) for q in after.get(m, ())]
        return items

    adv = _advance(k, g)
    if g.lds:
        # A tile copy: its global loads first (the weight loads behind them keep flowing while the copy
        # waits), s_barrier so no wave still reads the previous k-tile's tile (each wave's ds_reads were
        # waited for by its MFMAs), ds_write, every wave's writes done + s_barrier, then the fragment reads
        direct = [q for q in range(L) if loads[q].buf != "afrag"]
        reads_ = [q for q in range(L) if loads[q].buf == "afrag"]
        body = [Comment("A tile: global -> staging VGPRs (one copy per workgroup)"), *k.stage_loads,
                *[load(q, 0) for q in direct]]
        if g.nk > 1:
            body += [Comment("every wave has read the previous k-tile's A tile"), instr("s_barrier")]
        body += [Comment("staging VGPRs -> LDS (swizzled)"), *k.stage_writes, Wait(lgkm=0), instr("s_barrier"),
                 Comment("A fragments LDS -> VGPR"), *[load(q, 0) for q in reads_]]
        pre, body, trips, tail = [], body + tile(0, None) + adv, g.nk, []
    elif k.ring:
        pre, body, trips, tail = [], ring_tile() + adv, g.nk, []
    elif len(k.bufs["afrag"]) == 1:
        pre, body, trips, tail = [], [load(q, 0) for q in range(L)] + tile(0, None) + adv, g.nk, []
    else:
        pre = [load(q, 0) for q in range(L)] + adv
        body, trips = tile(0, 1) + adv + tile(1, 0) + adv, (g.nk - 1) // 2
        tail = tile(0, 1) + tile(1, None) if (g.nk - 1) % 2 else tile(0, None)
    segs = [pre] + [body] * min(trips, 3) + [tail]
    flat = [it for seg in segs for it in seg]
    waits = wait_counts(events(flat, "vmcnt"), limits.VMCNT_MAX)
    lgkm = wait_counts(events(flat, "lgkmcnt"), limits.LGKMCNT_MAX) if g.lds else {}
    out, i = [], 0
    for seg in segs:
        lines = []
        for it in seg:
            if i in lgkm:
                lines.append(Wait(vm=waits[i][0] if i in waits else None, lgkm=lgkm[i][0],
                                  note="loads / LDS reads this instruction reads have landed"))
            elif i in waits:
                lines.append(Wait(vm=waits[i][0], note="loads this MFMA reads have landed"))
            lines.append(it)
            i += 1
        out.append(lines)
    bodies = out[1:-1]
    if any(b != bodies[0] for b in bodies):
        raise PlanError("vmcnt waits differ between loop iterations; the printed loop body would not cover all")
    return tuple(out[0]), tuple(bodies[0] if bodies else ()), trips, tuple(out[-1])


def _setup(k, g, exit_label: str) -> list:
    """SALU: early exit of blocks past the routed ones, the block's expert, V#s (W / scale_w rebased to the
    expert), soffsets of the block and workgroup, loop trips."""
    s_t, s_m0, s_e, so, scal, lb, tn, srow = k.s_t, k.s_m0, k.s_e, k.so, k.scal, k.lb, g.tn, g.srow
    setup = [f"s_mul_i32 {s_m0}, s[s_wg_m], {g.tm}  // first sorted row of the M-block",
             f"s_cmp_ge_u32 {s_m0}, {scal['num_valid_ids']}  // blocks past the routed ones do nothing",
             f"s_cbranch_scc1 {exit_label}",
             f"s_mul_i32 {s_t.at(0)}, s[s_wg_m], {Layout(2, 4)(1)}  // expert id: sorted_expert_ids[block] (int32 table)",
             f"s_load_dword {s_e}, {k.ptr['sorted_expert_ids']}, {s_t.at(0)}",
             "s_waitcnt lgkmcnt(0)"]
    # W / scale_w descriptors are rebased to the block's expert (64-bit base + e * per-expert bytes), so one
    # V# spans one expert: bounds are tight and E x W[e] may exceed the 4 GiB a descriptor can address
    per_expert = {"W": lb_cosize(lb), "scale_w": g.nw * srow if g.w_mx else channel_scale_layout(g).stride[0]}
    if max(per_expert.values()) >= 1 << 32:
        raise PlanError(f"one expert's weights ({per_expert['W']} B) exceed a buffer descriptor's 4 GiB")
    rows_in = "tokens" if g.gather else "num_valid_ids"
    # num_records = (run-time size argument) x (bytes per row); the same table gives the run-time limits
    records = {"A": (rows_in, g.kb_a), "scale_a": (rows_in, srow),  # scale_a: MX activations only
               "W": (None, per_expert["W"]), "scale_w": (None, per_expert["scale_w"]),
               "sorted_token_ids": ("num_valid_ids", 4), "sorted_weights": ("num_valid_ids", 4),
               "out": ("num_valid_ids" if g.gather else "tokens", g.out_row),
               "ws": ("tokens", g.topk * g.out_row),            # rows tokens * topk (rows mode)
               "out_scale": ("num_valid_ids", g.srow2 if g.mx_out else 0),
               "scale_row": ("tokens", 4 * g.rs_rows)}
    k.records = {n: records[n] for n in k.rsrc_names}
    for n in k.rsrc_names:
        reg, (mul, c) = k.rs[n], records[n]
        base, words = (k.ptr[n].at(0), k.ptr[n].at(1)), (scal[mul], c) if mul else (c, None)
        if n in per_expert:
            setup += rebased_rsrc(reg, base, s_e, per_expert[n], (s_t.at(0), s_t.at(1)), *words,
                                  note=f"V# {n}: rebased to expert e")
        else:
            setup += buffer_rsrc(reg, base, *words, note=f"V# {n}")

    def lin(dst, terms):
        """dst = sum of s_reg * const (+ const) in SALU."""
        out, first = [], True
        for s, c in terms:
            if s is None:
                out.append(f"s_add_u32 {dst}, {dst}, {c}" if not first else f"s_mov_b32 {dst}, {c}")
            elif first:
                out.append(f"s_mul_i32 {dst}, {s}, {c}")
            else:
                out += [f"s_mul_i32 {s_t.at(1)}, {s}, {c}", f"s_add_u32 {dst}, {dst}, {s_t.at(1)}"]
            first = False
        return out or [f"s_mov_b32 {dst}, 0"]

    w_col = lb(tn, 0) if tn < g.nw else 0                # one workgroup along N in the preshuffled W
    setup += lin(so["tab"], [(s_m0, Layout(g.tm, 4)(1))])
    setup += lin(so["A"], [] if g.gather else [(s_m0, g.kb_a)])
    if g.a_mx:
        setup += lin(so["scale_a"], [] if g.gather else [(s_m0, srow)])
    csl = None if g.w_mx else channel_scale_layout(g)
    for h, base_n in zip(g.halves, (0, g.inter)):
        setup += lin(so["W_" + h], [("s[s_wg_n]", w_col)] + ([(None, lb(base_n, 0))] if base_n else []))
        if csl is not None:       # channel scales: the workgroup's first column (+ the up half) of scale_w[e]
            setup += lin(so["scale_w_" + h], [("s[s_wg_n]", csl(0, tn))] + ([(None, csl(0, base_n))] if base_n else []))
        else:
            setup += lin(so["scale_w_" + h], [("s[s_wg_n]", tn * srow)] + ([(None, base_n * srow)] if base_n else []))
    # out rows: row-major, so the block's first row and the workgroup's columns are linear in the soffset
    setup += lin(so["out"], [(s_m0, g.out_row), ("s[s_wg_n]", tn * g.out_row // g.N)] if g.gather else
                 [("s[s_wg_n]", tn * (g.out_row // g.N))])
    if g.mx_out:      # rows are the outer mode of the scale layout; the wg_n part is in the per-lane address
        setup += lin(so["out_scale"], [(s_m0, g.srow2)])
    if g.trips:
        setup.append(f"s_mov_b32 {k.s_loop}, {g.trips}  // loop trips")
    return setup


def _advance(k, g) -> list:
    """soffset steps of one k-tile along K: A row-major (R bytes), preshuffled W at (n=0, k=tkw bytes), D
    scale dwords of 16 B."""
    so = k.so
    steps = {so["A"]: Layout(g.kb_a, 1)(g.R)}
    if g.a_mx:
        steps[so["scale_a"]] = mx_scale_row_bytes(g.tk, g.tk)
    for h in g.halves:
        steps[so["W_" + h]] = k.lb(0, g.tkw) if g.tkw < g.kb_w else 0
        if g.w_mx:
            steps[so["scale_w_" + h]] = mx_scale_row_bytes(g.tk, g.tk)
    return [instr("s_add_u32", r, r, c) for r, c in steps.items() if c and g.nk > 1]


RING_MIN_WAVES = 2      # waves/SIMD below which the A / W fragments shrink to a k-step ring (issue 12 item 3)


def plan(ks) -> KernelPlan:
    """The plan with whole-k-tile fragment buffers (one or two copies, `_double_buffer`); if that leaves fewer
    than RING_MIN_WAVES waves per SIMD, the same kernel with the A / W fragment registers as a ring of d
    k-steps (the largest d < k-steps that reaches it; loads of k-step kk + d issued behind k-step kk's MFMAs,
    `_schedule`), when one exists. Occupancy from the one launch check (KernelPlan.occupancy)."""
    whole = _plan(ks, None)
    w = whole.occupancy()["waves_per_simd"]
    if w >= RING_MIN_WAVES or ks.params.get("a_stage", "direct") == "lds":
        return whole
    ksteps = _geometry(ks.params).ksteps
    for d in range(ksteps - 1, 0, -1):
        ringed = _plan(ks, d, note=f"k-step ring of {d}: whole-k-tile fragments allow {w} wave(s)/SIMD "
                                   f"({whole.regs.total_vgprs} unified VGPRs)")
        if ringed.occupancy()["waves_per_simd"] >= RING_MIN_WAVES:
            return ringed
    return whole


def _plan(ks, ring: int | None, note: str = "") -> KernelPlan:
    """geometry -> kernel arguments -> registers -> program (routing, loads, MFMAs, epilogue, SALU setup);
    `ring`: k-steps the A / W fragment buffers hold (None: a whole k-tile)."""
    p = ks.params
    g = _geometry(p)
    args, kernarg_size = _kernel_args(p, g)
    k = _registers(g, args, ring)
    k.ks = ks
    if note:
        k.notes.append(note)
    _routing(k, g)
    _activation_loads(k, g)
    _weight_loads(k, g)
    mfmas = _mfmas(k, g)
    helpers = SimpleNamespace(access=_access, bases=_bases, row_bases=_row_bases, check_split=_check_split)
    epi, epi_final = EP.epilogue(k, g, helpers)
    if not ring and not g.lds:
        _double_buffer(k, g)
    pre, loop, g.trips, tail = _schedule(k, g, mfmas)
    regs = k.ra.freeze("tile_m/tile_n/tile_k")
    setup = _setup(k, g, f".L{ks.name}_exit")
    body = Body(
        kernarg_loads=per_arg_loads(args, {**k.ptr, **k.scal}),
        setup=tuple(setup), prologue=tuple(k.prologue), pre=pre, loop=loop, trips=g.trips, tail=tail,
        buffering=len(k.bufs["afrag"]), ring=ring, epilogue=tuple(tuple(x) for x in epi),
        epilogue_final=tuple(epi_final),
        layout_notes=tuple(k.notes))
    body = replace(body, program=programs.moe(body, ks.name, g.atom.passes))
    out_dtype = p.get("out_dtype") or "bf16"
    draw = [PlanLayout("routing_table", k.tab, note="(thread, m-atom) -> table byte"),
            PlanLayout("w_preshuffle", k.lb, note="W[e] bytes over (n, k byte)")]
    what = f"gate+up, silu(gate) * up -> {g.mx_out or 'bf16'} sorted intermediate" + \
        (f" (e8m0 scales in stage 2's layout, its tile_k {p['inter_tile_k']})" if g.mx_out else "") if g.gather else \
        (f"down, sorted_weight x acc -> f32 ws[token * {g.topk} + slot], then {ks.name}_reduce: {out_dtype} "
         f"out[token] = sum over slots in order" if g.rows else
         f"down, sorted_weight x acc -> {g.out16} pairs, packed {g.out16} atomics into out[token]" if g.out16 else
         "down, sorted_weight x acc -> f32 atomics into out[token]")
    return KernelPlan(
        name=ks.name, family=ks.family, template=FAMILIES[ks.family].template, params=p, args=args, kernarg_size=kernarg_size,
        regs=regs, workgroup=(THREADS, 1, 1),
        grid=Grid((str(g.N // g.tn), "blocks", "1"), ("blocks", "tokens") if g.rows else ("blocks",)),
        lds_bytes=k.lds_bytes, wg_ids=(True, True, False), body=body, layouts=tuple(draw),
        split_k=_rows_contract(ks.name, g, out_dtype) if g.rows else None, size_limits=_size_limits(k, g),
        summary=(f"MoE stage {g.stage}: {what}; " +
                 (f"A bf16 x W {p['w_dtype']} MX dequantised in VGPRs (v_cvt_scalef32_pk_bf16_fp4, e8m0 per 32), "
                  f"{g.micro} x {g.atom.mnemonic} per 128-K step" if g.a16 else
                  f"A fp8 x W fp8 (a8w8), {g.atom.mnemonic}; f32 scales acc * "
                  f"{'scale_row[row] * ' if g.row_scale else ''}scale_w[e, col] in the epilogue" if g.a8w8 else
                  f"A {p['a_dtype']} MX x W {p['w_dtype']} MX, {g.atom.mnemonic} {g.mods}"),
                 f"N = {g.N}, K = {g.K}, experts = {g.E}; M-block {g.tm} sorted rows x {g.tn} columns per "
                 f"workgroup, {g.nk} k-tiles of {g.tk}",
                 "grid y = blocks (upper bound); blocks >= num_valid_ids / tile_m exit; padding rows "
                 "(token = tokens) read 0 and never write"))


def _size_limits(k, g) -> tuple:
    """The run-time size limits of this kernel's 32-bit addressing (flygen/plan/size_limits.py), from the V#
    records table `_setup` lowers (`k.records`) and the row strides the address lowering uses: every V# whose
    records read a run-time size, and per row-addressed buffer the offset its last row forms. Padding rows carry
    token = tokens and slot = topk (flygen/ref/moe.py), so their offsets sit one row past the records and must
    not wrap; sorted rows run to the M-block's end past num_valid_ids."""
    lims = [L.records(n, rows, c, f"V# {n}: num_records = {rows} x {c} B") for n, (rows, c) in k.records.items()
            if rows is not None and c]
    sorted_rows = f"ceil_div(num_valid_ids, {g.tm}) * {g.tm}"     # one past the last sorted row a block forms
    tab = Layout(g.tm, 4)(1)                                        # routing table bytes per sorted row (k.tab)
    lims.append(L.offsets("sorted_token_ids", sorted_rows + " - 1", tab, tab,
                          "the last M-block's routing-table rows (soffset m0 x 4 + lane rows)"))
    pad = "tokens"                                                  # a padding row's token
    if g.gather:                # stage 1: A / scale_a / scale_row gathered by token; out in sorted rows
        lims.append(L.offsets("A", pad, g.kb_a, g.kb_a, f"a padding row (token = tokens) reads row tokens of "
                              f"{g.kb_a} B (v_mul_u32_u24 token x row bytes + in-row base)"))
        if not g.a16:
            lims.append(L.offsets("scale_a", pad, g.srow, g.srow, "a padding row's scale row tokens"))
        lims.append(L.offsets(g.out_arg, sorted_rows + " - 1", g.out_row, g.out_row,
                              "the last M-block's sorted output rows (soffset m0 x row bytes)"))
        if g.mx_out:
            lims.append(L.offsets("out_scale", sorted_rows + " - 1", g.srow2, g.srow2,
                                  "the last M-block's output scale rows"))
        if g.row_scale:
            st = k.rs_lay(1)
            lims.append(L.offsets("scale_row", pad, st, st, "a padding row's scale_row[tokens]"))
    else:                       # stage 2: A in sorted rows; out rows by token, ws / scale_row by token x topk + slot
        lims.append(L.offsets("A", sorted_rows + " - 1", g.kb_a, g.kb_a,
                              "the last M-block's sorted A rows (soffset m0 x row bytes)"))
        if not g.a16:
            lims.append(L.offsets("scale_a", sorted_rows + " - 1", g.srow, g.srow, "the last M-block's scale rows"))
        lims.append(L.offsets("sorted_weights", sorted_rows + " - 1", tab, tab, "the last M-block's weights"))
        if not g.rows:
            lims.append(L.offsets(g.out_arg, pad, g.out_row, g.out_row,
                                  "a padding row's atomics at row tokens (dropped past the records)"))
        if g.row_scale:
            st = k.rs_lay(1)                                        # f32 per (token, slot) row
            lims.append(L.offsets("scale_row", f"{g.topk} * tokens + {g.topk}", st, st,
                                  "a padding row's scale_row[tokens x topk + topk]"))
    return tuple(lims)


def _rows_contract(name: str, g, out_dtype: str) -> dict:
    """The two-kernel launch contract (the manifest's `split_k`, as a split-K GEMM's): NAME writes every routed
    (token, slot) row of the f32 workspace, NAME_reduce sums each token's topk rows in slot order."""
    elems = f"tokens * {g.topk * g.N}"
    return {"splits": g.topk, "mode": "rows", "reduce": f"{name}_reduce", "workspace": {
        "arg": "ws", "dtype": "f32", "shape": ["tokens", str(g.topk), str(g.N)], "elements": elems,
        "bytes": f"4 * {elems}", "init": "any",
        "note": "row token * topk + slot written by the routed row (token, slot) before the reduce kernel reads it",
        # voffset + offset is 32-bit: the padding rows' stores (row tokens * topk + topk, dropped past the
        # records) must not wrap into the rows, so one past the last byte they form must be <= 2^32
        "offset_end": f"{4 * g.N} * ({g.topk} * tokens + {g.topk + 1})", "offset_limit": 1 << 32,
        "offset_note": "the padding rows' stores at row tokens * topk + topk would wrap into the rows"},
        "launch": [name, f"{name}_reduce"],
        "order": (f"ws[t * {g.topk} + s] = f32(sorted_weight * acc) of the row routed as (t, s); out[t] = "
                  f"{out_dtype}(sum_(s=0..{g.topk - 1}) ws[t * {g.topk} + s]), the sum in the fixed order s = "
                  f"0..{g.topk - 1}: bitwise reproducible")}


def lb_cosize(lb: Layout) -> int:
    """Bytes of one expert's preshuffled weights (the layout's codomain size)."""
    from flygen.layout.layout import cosize
    return cosize(lb)
