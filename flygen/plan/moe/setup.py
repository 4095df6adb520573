"""The SALU setup of the moe planner: early exit of blocks past the routed ones, the block's expert, the V#s
(W / scale_w rebased to the expert; num_records from `records`, which also gives the run-time size limits), the
soffsets of the block and workgroup, loop trips."""
from __future__ import annotations

from flygen.errors import PlanError
from flygen.layout import Layout
from flygen.plan.items import Wait, instr, texts
from flygen.plan.moe.layouts import channel_scale_layout, lb_cosize
from flygen.plan.moe.regs import Regs
from flygen.plan.vsharp import buffer_rsrc, rebased_rsrc


def per_expert(g, lb) -> dict:
    """Bytes one expert spans in the expert-rebased buffers (W, scale_w)."""
    return {"W": lb_cosize(lb), "scale_w": g.nw * g.srow if g.w_mx else channel_scale_layout(g).stride[0]}


def records(g, lb, names) -> dict:
    """{buffer: (run-time size argument or None, bytes per row)}: num_records = size x bytes of each V# in `names`;
    the same table gives the run-time limits."""
    pe, srow = per_expert(g, lb), g.srow
    rows_in = "tokens" if g.gather else "num_valid_ids"
    table = {"A": (rows_in, g.kb_a), "scale_a": (rows_in, srow),  # scale_a: MX activations only
             "W": (None, pe["W"]), "scale_w": (None, pe["scale_w"]),
             "sorted_token_ids": ("num_valid_ids", 4), "sorted_weights": ("num_valid_ids", 4),
             "out": ("num_valid_ids" if g.gather else "tokens", g.out_row),
             "ws": ("tokens", g.topk * g.out_row),            # rows tokens * topk (rows mode)
             "out_scale": ("num_valid_ids", g.srow2 if g.mx_out else 0),
             "scale_row": ("tokens", 4 * g.rs_rows)}
    return {n: table[n] for n in names}


def plan_setup(r: Regs, g, lb, trips: int, exit_label: str) -> tuple:
    """SALU items: early exit of blocks past the routed ones, the block's expert, V#s (W / scale_w rebased to the
    expert), soffsets of the block and workgroup, loop trips."""
    s_t, s_m0, s_e, so, scal = r.s_t, r.s_m0, r.s_e, r.so, r.scal
    head = (instr("s_mul_i32", s_m0, "s[s_wg_m]", g.tm, note="first sorted row of the M-block"),
            instr("s_cmp_ge_u32", s_m0, scal["num_valid_ids"], note="blocks past the routed ones do nothing"),
            instr("s_cbranch_scc1", exit_label),
            instr("s_mul_i32", s_t.at(0), "s[s_wg_m]", Layout(2, 4)(1),
                  note="expert id: sorted_expert_ids[block] (int32 table)"),
            instr("s_load_dword", s_e, r.ptr["sorted_expert_ids"], s_t.at(0)), Wait(lgkm=0))
    # W / scale_w descriptors are rebased to the block's expert (64-bit base + e * per-expert bytes), so one
    # V# spans one expert: bounds are tight and E x W[e] may exceed the 4 GiB a descriptor can address
    pe = per_expert(g, lb)
    if max(pe.values()) >= 1 << 32:
        raise PlanError(f"one expert's weights ({pe['W']} B) exceed a buffer descriptor's 4 GiB")
    out = []                  # V# setup: printed text (flygen.plan.vsharp)
    for n, (mul, c) in records(g, lb, r.rsrc_names).items():
        reg = r.rs[n]
        base, words = (r.ptr[n].at(0), r.ptr[n].at(1)), (scal[mul], c) if mul else (c, None)
        if n in pe:
            out += rebased_rsrc(reg, base, s_e, pe[n], (s_t.at(0), s_t.at(1)), *words,
                                note=f"V# {n}: rebased to expert e")
        else:
            out += buffer_rsrc(reg, base, *words, note=f"V# {n}")
    tail = _soffsets(r, g, lb) + ([instr("s_mov_b32", r.s_loop, trips, note="loop trips")] if trips else [])
    return head + texts(out) + tuple(tail)


def _lin(s_t, dst, terms) -> list:
    """dst = sum of s_reg * const (+ const) in SALU."""
    out, first = [], True
    for s, c in terms:
        if s is None:
            out.append(instr("s_add_u32", dst, dst, c) if not first else instr("s_mov_b32", dst, c))
        elif first:
            out.append(instr("s_mul_i32", dst, s, c))
        else:
            out += [instr("s_mul_i32", s_t.at(1), s, c), instr("s_add_u32", dst, dst, s_t.at(1))]
        first = False
    return out or [instr("s_mov_b32", dst, 0)]


def _soffsets(r: Regs, g, lb) -> list:
    """The soffsets of the block's rows and the workgroup's columns (linear in s_m0 and the workgroup id)."""
    so, s_m0, tn, srow = r.so, r.s_m0, g.tn, g.srow

    def lin(dst, terms):
        return _lin(r.s_t, dst, terms)
    w_col = lb(tn, 0) if tn < g.nw else 0                # one workgroup along N in the preshuffled W
    out = lin(so["tab"], [(s_m0, Layout(g.tm, 4)(1))])
    out += lin(so["A"], [] if g.gather else [(s_m0, g.kb_a)])
    if g.a_mx:
        out += lin(so["scale_a"], [] if g.gather else [(s_m0, srow)])
    csl = None if g.w_mx else channel_scale_layout(g)
    for h, base_n in zip(g.halves, (0, g.inter)):
        out += lin(so["W_" + h], [("s[s_wg_n]", w_col)] + ([(None, lb(base_n, 0))] if base_n else []))
        if csl is not None:       # channel scales: the workgroup's first column (+ the up half) of scale_w[e]
            out += lin(so["scale_w_" + h], [("s[s_wg_n]", csl(0, tn))] + ([(None, csl(0, base_n))] if base_n else []))
        else:
            out += lin(so["scale_w_" + h], [("s[s_wg_n]", tn * srow)] + ([(None, base_n * srow)] if base_n else []))
    # out rows: row-major, so the block's first row and the workgroup's columns are linear in the soffset
    out += lin(so["out"], [(s_m0, g.out_row), ("s[s_wg_n]", tn * g.out_row // g.N)] if g.gather else
               [("s[s_wg_n]", tn * (g.out_row // g.N))])
    if g.mx_out:      # rows are the outer mode of the scale layout; the wg_n part is in the per-lane address
        out += lin(so["out_scale"], [(s_m0, g.srow2)])
    return out
