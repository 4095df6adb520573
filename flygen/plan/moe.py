"""Planner of the MX MoE 2-stage family (stage 1 gate+up+silu*mul, stage 2 down + weighted atomics).

One workgroup = one M-block of BM = tile_m sorted rows (one expert, read from sorted_expert_ids) x tile_n
output columns; 4 waves along N as in the preshuffle GEMM, whose layouts (flygen/plan/preshuffle_layouts.py)
and MX scale layout (ref.gemm_preshuffle.mx_kernel_scales) are reused: 16x16x128 scaled MFMAs with swapped
operands (MFMA A = fp4 weight fragment, MFMA B = activation fragment), so lane l owns sorted row l % 16 of
each m-atom and four consecutive output columns.

Activation fragments go global -> VGPR directly (no LDS, no barriers): every wave loads the block's A
fragments itself (4x redundant reads of a BM x tile_k tile that L1/L2 serve; weights dominate MoE traffic).
Stage 1 gathers: the per-row base comes from memory (token = sorted_token_ids[row] & 0xFFFFFF, times the
A row stride of the layout), the in-row part from the fragment layout; the split is checked exhaustively.
Padding rows carry token = tokens, so their A / scale reads fall past num_records and read 0, and stage 2's
atomics to row `tokens` fall past the output's num_records and are dropped. Blocks at or past
num_valid_ids / BM exit before touching memory. Loop: one k-tile per iteration (loads, wait, MFMAs).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.isa.dtypes import bits_of
from flygen.isa.mfma import f8f6f4_mods, mx_mfma
from flygen.layout import Layout, composition
from flygen.plan import moe_mx
from flygen.plan import preshuffle_layouts as PL
from flygen.isa import hazards as HZ
from flygen.plan.kernargs import per_arg_loads, reserve_abi
from flygen.plan.kernel import Grid, KernelPlan, PlanLayout, layout_args
from flygen.plan.preshuffle_access import vector_accesses
from flygen.plan.preshuffle_epilogue import activation_lines
from flygen.plan.regs import RegAlloc
from flygen.plan.vsharp import buffer_rsrc, rebased_rsrc
from flygen.spec.moe import THREADS, WAVES_N, dims

TOKEN_MASK = 0xFFFFFF          # sorted_token_ids = token | slot << 24 (flygen/ref/moe.py)


@dataclass(frozen=True)
class Body:
    kernarg_loads: tuple      # (op, dst, offset, note)
    setup: tuple              # SALU: early exit, expert id, descriptors, soffsets (strings; labels marked)
    prologue: tuple           # VALU: lane bases, routing-table loads, gathered row bases, accumulator zeroing
    loads: tuple              # per k-tile: fragment and scale loads
    mfmas: tuple              # per k-tile
    advance: tuple            # per k-tile soffset steps
    k_tiles: int
    nops: tuple
    epilogue: tuple           # per atom (MX intermediate: per 32-column block): list of lines
    epilogue_final: tuple     # after all atoms (MX intermediate: the e8m0 stores)
    layout_notes: tuple


def _table(layout, threads: int, nvals: int) -> np.ndarray:
    return np.array([[int(layout(t, v)) for v in range(nvals)] for t in range(threads)], np.int64)


def _check_split(full, row, col, row_stride: int, threads: int, nvals: int, row_of_value, what: str) -> None:
    """Law: full(t, v) == row(t, i(v)) * row_stride + col(t, v) for every thread t and value v."""
    f, c = _table(full, threads, nvals), _table(col, threads, nvals)
    r = _table(row, threads, max(row_of_value) + 1)[:, row_of_value]
    if not np.array_equal(f, r * row_stride + c):
        raise PlanError(f"{what}: the layout does not split into a gathered row base plus an in-row offset")


def plan(ks) -> KernelPlan:
    p = ks.params
    stage, tm, tn, tk, E = p["stage"], p["tile_m"], p["tile_n"], p["tile_k"], p["experts"]
    N, K = dims(p)
    inter = p["inter"]
    gather = stage == 1
    abits, wbits = bits_of(p["a_dtype"]), bits_of(p["w_dtype"])
    atom = mx_mfma(p["w_dtype"], p["a_dtype"])          # swapped: MFMA A = weight fragment
    mods = f8f6f4_mods(atom)
    runs_w, runs_a = PL.byte_runs(atom, "a"), PL.byte_runs(atom, "b")
    kb_a, kb_w = K * abits // 8, K * wbits // 8          # row bytes of A and of W[e]
    R, tkw = tk * abits // 8, tk * wbits // 8            # bytes per k-tile of an A row / W row
    ksteps, nk = tk // atom.k, K // tk
    nm, wn = tm // 16, tn // WAVES_N
    nn = wn // 16
    D = -(-ksteps // 4)                                   # e8m0 dwords per row per k-tile
    srow = nk * D * 16                                    # scale bytes per row (mx_kernel_scales)
    nw = 2 * inter if gather else N                       # rows of W[e]
    halves = ("gate", "up") if gather else ("down",)
    mx_out = p.get("inter_dtype", "bf16") if gather and p.get("inter_dtype", "bf16") != "bf16" else None
    if mx_out:                                            # the stage-2 scale layout the MX intermediate feeds
        tk2 = p["inter_tile_k"]
        srow2 = moe_mx.scale_bytes(N, 1, tk2)(0, 1)
        out_row = N * bits_of(mx_out) // 8
    else:
        out_row = N * 2 if gather else N * 4

    # ---------------------------------------------------------------- kernel arguments
    spec = [("A", "global_buffer", 8, p["a_dtype"], "read_only"),
            ("scale_a", "global_buffer", 8, "e8m0", "read_only"),
            ("W", "global_buffer", 8, p["w_dtype"], "read_only"),
            ("scale_w", "global_buffer", 8, "e8m0", "read_only"),
            ("sorted_token_ids", "global_buffer", 8, "u32", "read_only")]
    if not gather:
        spec.append(("sorted_weights", "global_buffer", 8, "f32", "read_only"))
    spec += [("sorted_expert_ids", "global_buffer", 8, "i32", "read_only"),
             ("out", "global_buffer", 8, (mx_out or "bf16") if gather else "f32",
              "write_only" if gather else "read_write")]
    if mx_out:
        spec.append(("out_scale", "global_buffer", 8, "e8m0", "write_only"))
    spec += [("num_valid_ids", "by_value", 4, "u32", ""), ("tokens", "by_value", 4, "u32", "")]
    args, kernarg_size = layout_args(spec)

    # ---------------------------------------------------------------- registers
    ra = RegAlloc()
    reserve_abi(ra, (("s_wg_n", "workgroup id x = N tile"), ("s_wg_m", "workgroup id y = M-block")))
    ptr = {a.name: ra.s(f"s_ptr_{a.name}", 2, note=f"{a.name} address") for a in args if a.kind == "global_buffer"}
    scal = {a.name: ra.s(f"s_{a.name}", note=f"{a.name} (runtime)") for a in args if a.kind == "by_value"}
    s_t = ra.s("s_tmp", 2, note="SALU temporaries")
    s_m0 = ra.s("s_m0", note="first sorted row of the block")
    s_e = ra.s("s_expert", note="expert of the block (sorted_expert_ids)")
    rsrc_names = ["A", "scale_a", "W", "scale_w", "sorted_token_ids"] + ([] if gather else ["sorted_weights"]) + ["out"] + \
        (["out_scale"] if mx_out else [])
    rs = {n: ra.s(f"s_rsrc_{n}", 4, align=4, note=f"V# of {n}") for n in rsrc_names}
    so = {n: ra.s(f"s_off_{n}", note=f"soffset of {n}") for n in
          ["tab", "A", "scale_a"] + [f"W_{h}" for h in halves] + [f"scale_w_{h}" for h in halves] + ["out"] +
          (["out_scale"] if mx_out else [])}
    s_loop = ra.s("s_loop", note="k-tiles left")

    v_tid, v_lane = ra.v("v_tid", note="work-item id x"), ra.v("v_lane", note="lane id")
    tmp = [str(ra.v(f"v_tmp{i}")) for i in range(3)]
    src = {"tid": str(v_tid), "lane": str(v_lane)}

    def bases(prefix):
        return lambda n: [str(ra.v(f"{prefix}{i}", note=f"{prefix} base {i}")) for i in range(n)]

    prologue = [f"v_and_b32 {v_tid}, 0x3ff, v[v_tid_packed]", f"v_and_b32 {v_lane}, 63, {v_tid}"]
    notes, draw = [], []

    # routing tables: lane l of every wave reads the entries of its rows l % 16 + 16 i (i = m-atom)
    rows_t = Layout(((16, 4, WAVES_N), nm), ((1, 0, 0), 16))          # (thread, m-atom) -> row of the block
    tab = composition(Layout(tm, 4), rows_t)                          # -> byte offset in the u32/f32 tables
    acc_tab = vector_accesses(tab, {"tid": THREADS}, 4, limits.MUBUF_OFFSET_MAX, bases("v_tabb"), src, tmp,
                              "routing table read", elem=4)
    prologue += list(acc_tab.code)
    v_tok = ra.v("v_token", nm, note="token of the lane's row per m-atom (masked)")
    v_wt = None if gather else ra.v("v_weight", nm, note="sorted weight of the lane's row per m-atom")
    tab_loads = [f"buffer_load_dword {v_tok.at(x.index)}, {x.base}, {rs['sorted_token_ids']}, "
                 f"{so['tab'].__str__()} offen offset:{x.imm}" for x in acc_tab.items]
    if v_wt is not None:
        tab_loads += [f"buffer_load_dword {v_wt.at(x.index)}, {x.base}, {rs['sorted_weights']}, {so['tab']} "
                      f"offen offset:{x.imm}" for x in acc_tab.items]
    prologue += ["// routing table: token (and weight) of each lane's rows"] + tab_loads + ["s_waitcnt vmcnt(0)"]
    prologue += [f"v_and_b32 {v_tok.at(i)}, {hex(TOKEN_MASK)}, {v_tok.at(i)}" for i in range(nm)]
    notes.append(f"routing table {tab}")

    # activation fragments: global -> VGPR
    frag = PL.a_fragment(tm, kb_a, runs_a, ksteps, 1, 0)             # (lane, (byte, run, m-atom, k-step)) -> bytes
    nva = runs_a.length * runs_a.runs * nm * ksteps
    a_items = []                                                       # (base operand, imm, access index)
    if gather:
        col = Layout(((16, 4), (runs_a.length, runs_a.runs, nm, ksteps)),
                     ((0, runs_a.group_stride), (1, max(runs_a.run_stride, 1), 0, runs_a.atom_k_bytes)))
        rows_l = Layout(((16, 4), nm), ((1, 0), 16))
        atom_of = [(v // (runs_a.length * runs_a.runs)) % nm for v in range(nva)]
        _check_split(frag, rows_l, col, kb_a, 64, nva, atom_of, "A fragment gather")
        acc_a = vector_accesses(col, {"lane": 64}, 16, limits.MUBUF_OFFSET_MAX, bases("v_acol"), src, tmp,
                                "A fragment (in-row part)")
        prologue += list(acc_a.code)
        colb = sorted({x.base for x in acc_a.items})
        v_arow = ra.v("v_arow", nm * len(colb), note="A fragment bases: token * row bytes + in-row base")
        for bi, b in enumerate(colb):
            for i in range(nm):
                r = v_arow.at(bi * nm + i)
                prologue += [f"v_mul_u32_u24 {r}, {hex(kb_a)}, {v_tok.at(i)}", f"v_add_u32 {r}, {r}, {b}"]
        for x in acc_a.items:
            i = (x.index // runs_a.runs) % nm
            a_items.append((v_arow.at(colb.index(x.base) * nm + i), x.imm, x.index))
        notes.append(f"A fragment = token(row) * {kb_a} + {col}")
    else:
        acc_a = vector_accesses(frag, {"lane": 64}, 16, limits.MUBUF_OFFSET_MAX, bases("v_ab"), src, tmp,
                                "A fragment")
        prologue += list(acc_a.code)
        a_items = [(x.base, x.imm, x.index) for x in acc_a.items]
        notes.append(f"A fragment {acc_a.layout}")
    v_af = ra.v("v_afrag", nm * ksteps * atom.b_regs, note="activation fragments (MFMA B operand)")
    loads = [f"buffer_load_dwordx4 {v_af.at(4 * a, 4)}, {b}, {rs['A']}, {so['A']} offen offset:{imm}"
             for b, imm, a in a_items]

    # activation e8m0 scales: dword d of lane (row l % 16 + 16 i, K group l // 16)
    sfull = PL.mx_scale_read(16, 0, nm, D, srow, WAVES_N)
    v_sa = ra.v("v_scale_a", nm * D, note="activation e8m0 scales")
    if gather:
        scol = PL.mx_scale_read(16, 0, nm, D, 0, WAVES_N)
        _check_split(sfull, rows_t, scol, srow, THREADS, 4 * D * nm, [v // (4 * D) for v in range(4 * D * nm)],
                     "scale_a gather")
        acc_sa = vector_accesses(scol, {"tid": THREADS}, 4, limits.MUBUF_OFFSET_MAX, bases("v_sacol"), src, tmp,
                                 "scale_a (in-row part)")
        prologue += list(acc_sa.code)
        sb = sorted({x.base for x in acc_sa.items})
        v_sarow = ra.v("v_sarow", nm * len(sb), note="scale_a bases: token * scale row bytes + in-row base")
        for bi, b in enumerate(sb):
            for i in range(nm):
                r = v_sarow.at(bi * nm + i)
                prologue += [f"v_mul_u32_u24 {r}, {hex(srow)}, {v_tok.at(i)}", f"v_add_u32 {r}, {r}, {b}"]
        loads += [f"buffer_load_dword {v_sa.at(x.index)}, {v_sarow.at(sb.index(x.base) * nm + x.index // D)}, "
                  f"{rs['scale_a']}, {so['scale_a']} offen offset:{x.imm}" for x in acc_sa.items]
        notes.append(f"scale_a = token(row) * {srow} + {scol}")
    else:
        acc_sa = vector_accesses(sfull, {"tid": THREADS}, 4, limits.MUBUF_OFFSET_MAX, bases("v_sab"), src, tmp,
                                 "scale_a")
        prologue += list(acc_sa.code)
        loads += [f"buffer_load_dword {v_sa.at(x.index)}, {x.base}, {rs['scale_a']}, {so['scale_a']} offen "
                  f"offset:{x.imm}" for x in acc_sa.items]
        notes.append(f"scale_a {acc_sa.layout}")

    # weight fragments (preshuffled, per expert) and their scales; stage 1 loads the gate and the up half
    lb = PL.b_preshuffle(nw, kb_w)
    acc_w = vector_accesses(PL.b_fragment(lb, nw, tn, WAVES_N, runs_w, ksteps), {"tid": THREADS}, 16,
                            limits.MUBUF_OFFSET_MAX, bases("v_wb"), src, tmp, "W fragment")
    acc_sw = vector_accesses(PL.mx_scale_read(16, wn, nn, D, srow, WAVES_N), {"tid": THREADS}, 4,
                             limits.MUBUF_OFFSET_MAX, bases("v_swb"), src, tmp, "scale_w")
    prologue += list(acc_w.code) + list(acc_sw.code)
    nwr = nn * ksteps * atom.a_regs
    v_wf = {h: ra.v(f"v_wfrag_{h}", nwr, note=f"{h} weight fragments (MFMA A operand)") for h in halves}
    v_sw = {h: ra.v(f"v_scale_w_{h}", nn * D, note=f"{h} weight e8m0 scales") for h in halves}
    for h in halves:
        loads += [f"buffer_load_dwordx4 {v_wf[h].at(4 * x.index, 4)}, {x.base}, {rs['W']}, {so['W_' + h]} offen "
                  f"offset:{x.imm}" for x in acc_w.items]
        loads += [f"buffer_load_dword {v_sw[h].at(x.index)}, {x.base}, {rs['scale_w']}, {so['scale_w_' + h]} "
                  f"offen offset:{x.imm}" for x in acc_sw.items]
    notes += [f"W[e] preshuffle {lb}", f"W fragment {acc_w.layout}"]
    if len(loads) > limits.VMCNT_MAX:
        raise PlanError(f"{len(loads)} loads per k-tile exceed vmcnt's {limits.VMCNT_MAX}; "
                        "reduce tile_m/tile_n/tile_k")

    # accumulators and MFMAs
    acc = {h: ra.a(f"a_{h}", nm * nn * 4, note=f"{h} accumulators, {nm} x {nn} atoms of 16x16") for h in halves}
    prologue += [f"v_accvgpr_write_b32 {acc[h].at(r)}, 0" for h in halves for r in range(nm * nn * 4)]
    mfmas = []
    for h in halves:
        for k in range(ksteps):
            d, byte = divmod(k, 4)
            sel = f"op_sel:[{byte & 1},{byte & 1},0] op_sel_hi:[{byte >> 1},{byte >> 1},0]"
            for i in range(nm):
                for j in range(nn):
                    c = acc[h].at(4 * (i * nn + j), 4)
                    mfmas.append(f"{atom.mnemonic} {c}, {v_wf[h].at((k * nn + j) * atom.a_regs, atom.a_regs)}, "
                                 f"{v_af.at((k * nm + i) * atom.b_regs, atom.b_regs)}, {c}, "
                                 f"{v_sw[h].at(j * D + d)}, {v_sa.at(i * D + d)} {sel} {mods}")

    # ---------------------------------------------------------------- epilogue
    epi, epi_final = [], []
    if mx_out:
        pro, epi, epi_final, mx_notes = moe_mx.epilogue(
            mx_out, atom, N, tn, tm, WAVES_N, tk2, ra, acc, rs, so, src, tmp, bases, vector_accesses,
            lambda x, u: activation_lines("bias_silu", x, u), limits.MUBUF_OFFSET_MAX)
        prologue += pro
        notes += mx_notes
    elif gather:
        v_x = ra.v("v_x", 4, note="accumulator values (f32)")
        c_lay = PL.c_store(atom, N, tn, tm, WAVES_N, 2, N * 2)
        acc_c = vector_accesses(c_lay, {"tid": THREADS}, 8, limits.MUBUF_OFFSET_MAX, bases("v_cb"), src, tmp,
                                "intermediate store", elem=2)
        prologue += list(acc_c.code)
        v_y, v_u, v_pk = ra.v("v_up", 4, note="up values"), ra.v("v_u", note="silu temporary"), ra.v("v_pk", 2)
        for x in acc_c.items:
            i, j = x.index % nm, x.index // nm
            lines = [f"// atom (m {i}, n {j}): silu(gate) * up -> bf16"]
            lines += [f"v_accvgpr_read_b32 {v_x.at(r)}, {acc['gate'].at(4 * (i * nn + j) + r)}" for r in range(4)]
            lines += [f"v_accvgpr_read_b32 {v_y.at(r)}, {acc['up'].at(4 * (i * nn + j) + r)}" for r in range(4)]
            for r in range(4):
                lines += activation_lines("bias_silu", v_x.at(r), str(v_u))
                lines.append(f"v_mul_f32 {v_x.at(r)}, {v_x.at(r)}, {v_y.at(r)}")
            lines += [f"v_cvt_pk_bf16_f32 {v_pk.at(0)}, {v_x.at(0)}, {v_x.at(1)}",
                      f"v_cvt_pk_bf16_f32 {v_pk.at(1)}, {v_x.at(2)}, {v_x.at(3)}",
                      f"buffer_store_dwordx2 {v_pk}, {x.base}, {rs['out']}, {so['out']} offen offset:{x.imm}"]
            epi.append(lines)
        notes.append(f"intermediate store {acc_c.layout}")
    else:
        v_x = ra.v("v_x", 4, note="accumulator values (f32)")
        full = PL.c_store(atom, N, tn, tm, WAVES_N, 4, 1)                   # row stride 1: row index only
        ccol = PL.c_store(atom, N, tn, tm, WAVES_N, 4, 0)
        _check_split(full, rows_t, ccol, 1, THREADS, 4 * nm * nn, [(v // 4) % nm for v in range(4 * nm * nn)],
                     "out scatter")
        acc_c = vector_accesses(ccol, {"tid": THREADS}, 4, limits.MUBUF_OFFSET_MAX, bases("v_ccol"), src, tmp,
                                "out atomics (in-row part)", elem=4)
        prologue += list(acc_c.code)
        cb = sorted({x.base for x in acc_c.items})
        v_orow = ra.v("v_orow", nm * len(cb), note="out bases: token * row bytes + in-row base")
        row_bytes = N * 4
        for bi, b in enumerate(cb):
            for i in range(nm):
                r = v_orow.at(bi * nm + i)
                prologue += [f"v_mul_u32_u24 {r}, {hex(row_bytes)}, {v_tok.at(i)}", f"v_add_u32 {r}, {r}, {b}"]
        by_atom = {}
        for x in acc_c.items:
            r, i, j = x.index % 4, (x.index // 4) % nm, x.index // (4 * nm)
            by_atom.setdefault((i, j), []).append((r, x))
        for (i, j), xs in sorted(by_atom.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            lines = [f"// atom (m {i}, n {j}): weight x acc, f32 atomics into out[token]"]
            lines += [f"v_accvgpr_read_b32 {v_x.at(r)}, {acc['down'].at(4 * (i * nn + j) + r)}" for r in range(4)]
            lines += [f"v_mul_f32 {v_x.at(r)}, {v_wt.at(i)}, {v_x.at(r)}" for r in range(4)]
            lines += [f"buffer_atomic_add_f32 {v_x.at(r)}, {v_orow.at(cb.index(x.base) * nm + i)}, {rs['out']}, "
                      f"{so['out']} offen offset:{x.imm}" for r, x in xs]
            epi.append(lines)
        notes.append(f"out = token(row) * {row_bytes} + {ccol}")
    regs = ra.freeze("tile_m/tile_n/tile_k")

    # ---------------------------------------------------------------- SALU setup
    exit_label = f".L{ks.name}_exit"
    tab_step = Layout(tm, 4)(1)
    setup = [f"s_mul_i32 {s_m0}, s[s_wg_m], {tm}  // first sorted row of the M-block",
             f"s_cmp_ge_u32 {s_m0}, {scal['num_valid_ids']}  // blocks past the routed ones do nothing",
             f"s_cbranch_scc1 {exit_label}",
             f"s_mul_i32 {s_t.at(0)}, s[s_wg_m], {Layout(2, 4)(1)}  // expert id: sorted_expert_ids[block] (int32 table)",
             f"s_load_dword {s_e}, {ptr['sorted_expert_ids']}, {s_t.at(0)}",
             "s_waitcnt lgkmcnt(0)"]
    # W / scale_w descriptors are rebased to the block's expert (64-bit base + e * per-expert bytes), so one
    # V# spans one expert: bounds are tight and E x W[e] may exceed the 4 GiB a descriptor can address
    per_expert = {"W": lb_cosize(lb), "scale_w": nw * srow}
    if max(per_expert.values()) >= 1 << 32:
        raise PlanError(f"one expert's weights ({per_expert['W']} B) exceed a buffer descriptor's 4 GiB")
    records = {"A": (scal["tokens"] if gather else scal["num_valid_ids"], kb_a),
               "scale_a": (scal["tokens"] if gather else scal["num_valid_ids"], srow),
               "W": (None, per_expert["W"]), "scale_w": (None, per_expert["scale_w"]),
               "sorted_token_ids": (scal["num_valid_ids"], 4), "sorted_weights": (scal["num_valid_ids"], 4),
               "out": (scal["num_valid_ids"] if gather else scal["tokens"], out_row),
               "out_scale": (scal["num_valid_ids"], srow2 if mx_out else 0)}
    for n in rsrc_names:
        reg, (mul, c) = rs[n], records[n]
        base, words = (ptr[n].at(0), ptr[n].at(1)), (mul, c) if mul else (c, None)
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

    w_col = lb(tn, 0) if tn < nw else 0                  # one workgroup along N in the preshuffled W
    setup += lin(so["tab"], [(s_m0, tab_step)])
    setup += lin(so["A"], [] if gather else [(s_m0, kb_a)])
    setup += lin(so["scale_a"], [] if gather else [(s_m0, srow)])
    for h, base_n in zip(halves, (0, inter)):
        setup += lin(so["W_" + h], [("s[s_wg_n]", w_col)] + ([(None, lb(base_n, 0))] if base_n else []))
        setup += lin(so["scale_w_" + h], [("s[s_wg_n]", tn * srow)] + ([(None, base_n * srow)] if base_n else []))
    # out rows: row-major, so the block's first row and the workgroup's columns are linear in the soffset
    setup += lin(so["out"], [(s_m0, out_row), ("s[s_wg_n]", tn * out_row // N)] if gather else
                 [("s[s_wg_n]", tn * 4)])
    if mx_out:        # rows are the outer mode of the scale layout; the wg_n part is in the per-lane address
        setup += lin(so["out_scale"], [(s_m0, srow2)])
    setup.append(f"s_mov_b32 {s_loop}, {nk}")
    # one k-tile along K: A row-major (R bytes), preshuffled W at (n=0, k=tkw bytes), D scale dwords of 16 B
    steps = {so["A"]: Layout(kb_a, 1)(R), so["scale_a"]: D * 16}
    for h in halves:
        steps.update({so["W_" + h]: lb(0, tkw) if tkw < kb_w else 0, so["scale_w_" + h]: D * 16})
    advance = [f"s_add_u32 {r}, {r}, {c}" for r, c in steps.items() if c and nk > 1]

    nops = HZ.nops_for(HZ.need("mfma_d_valu_read", atom.passes))     # last MFMA's D -> v_accvgpr_read
    body = Body(
        kernarg_loads=per_arg_loads(args, {**ptr, **scal}),
        setup=tuple(setup), prologue=tuple(prologue), loads=tuple(loads), mfmas=tuple(mfmas),
        advance=tuple(advance), k_tiles=nk, nops=tuple(nops), epilogue=tuple(tuple(x) for x in epi),
        epilogue_final=tuple(epi_final),
        layout_notes=tuple(notes))
    draw += [PlanLayout("routing_table", tab, note="(thread, m-atom) -> table byte"),
             PlanLayout("w_preshuffle", lb, note="W[e] bytes over (n, k byte)")]
    what = f"gate+up, silu(gate) * up -> {mx_out or 'bf16'} sorted intermediate" + \
        (f" (e8m0 scales in stage 2's layout, its tile_k {p['inter_tile_k']})" if mx_out else "") if gather else \
        "down, sorted_weight x acc -> f32 atomics into out[token]"
    return KernelPlan(
        name=ks.name, family="moe", template="moe.s.j2", params=p, args=args, kernarg_size=kernarg_size,
        regs=regs, workgroup=(THREADS, 1, 1), grid=Grid((str(N // tn), "blocks", "1"), ("blocks",)),
        lds_bytes=0, wg_ids=(True, True, False), body=body, layouts=tuple(draw),
        summary=(f"MoE stage {stage}: {what}; A {p['a_dtype']} MX x W {p['w_dtype']} MX, {atom.mnemonic} {mods}",
                 f"N = {N}, K = {K}, experts = {E}; M-block {tm} sorted rows x {tn} columns per workgroup, "
                 f"{nk} k-tiles of {tk}",
                 "grid y = blocks (upper bound); blocks >= num_valid_ids / tile_m exit; padding rows "
                 "(token = tokens) read 0 and never write"))


def lb_cosize(lb: Layout) -> int:
    """Bytes of one expert's preshuffled weights (the layout's codomain size)."""
    from flygen.layout.layout import cosize
    return cosize(lb)
