"""Weight fragments of the moe planner (preshuffled, per expert) and their scales (e8m0 blocks, or a8w8's f32
per-channel scales loaded once in the prologue); stage 1 loads the gate and the up half."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import PlanError
from flygen.layout import Layout
from flygen.plan import preshuffle_layouts as PL
from flygen.plan.items import Comment, instr
from flygen.plan.moe.layouts import channel_scale_layout, w_preshuffle
from flygen.plan.moe.regs import Load, Regs, access, frag_buffer
from flygen.spec.moe import THREADS, WAVES_N


@dataclass(frozen=True)
class Weights:
    lb: Layout                # W[e] preshuffle
    loads: tuple              # Load per fragment / scale load of one k-tile
    bufs: dict                # "wf_<half>" (and "sw_<half>": e8m0 scales) -> FragBuf
    v_cs: dict | None         # a8w8: half -> f32 channel scales of the lane's 4 columns per n-atom
    code: tuple               # prologue items
    notes: tuple


def plan_weights(r: Regs, g) -> Weights:
    """Weight fragments (preshuffled, per expert) and their scales; stage 1 loads the gate and the up half."""
    rs, so = r.rs, r.so
    lb = w_preshuffle(g)
    acc_w = access(r, PL.b_fragment(lb, g.nw, g.tn, WAVES_N, g.runs_w, g.ksteps), {"tid": THREADS}, 16, "v_wb",
                   "W fragment")
    acc_sw = access(r, PL.mx_scale_read(16, g.wn, g.nn, g.D, g.srow, WAVES_N), {"tid": THREADS}, 4, "v_swb",
                    "scale_w")
    code = list(acc_w.code) + (list(acc_sw.code) if g.w_mx else [])
    nwr = g.nn * g.ksteps * g.wat.a_regs
    bufs = {"wf_" + h: frag_buffer(r, f"v_wfrag_{h}", nwr, f"{h} weight fragments (MFMA A operand)",
                                   per_kstep=g.nn * g.wat.a_regs) for h in g.halves}
    if g.w_mx:
        bufs.update({"sw_" + h: frag_buffer(r, f"v_scale_w_{h}", g.nn * g.D, f"{h} weight e8m0 scales")
                     for h in g.halves})
    v_cs, notes = None, []
    if not g.w_mx:
        v_cs, cs_code, cs_note = _channel_scales(r, g)
        code += cs_code
        notes.append(cs_note)
    loads = []
    for h in g.halves:
        loads += [Load("buffer_load_dwordx4", "wf_" + h, 4 * x.index, 4,
                       f"{x.base}, {rs['W']}, {so['W_' + h]} offen offset:{x.imm}") for x in acc_w.items]
        loads += [Load("buffer_load_dword", "sw_" + h, x.index, 1,
                       f"{x.base}, {rs['scale_w']}, {so['scale_w_' + h]} offen offset:{x.imm}")
                  for x in (acc_sw.items if g.w_mx else ())]
    notes += [f"W[e] preshuffle {lb}", f"W fragment {acc_w.layout}"]
    return Weights(lb=lb, loads=tuple(loads), bufs=bufs, v_cs=v_cs, code=tuple(code), notes=tuple(notes))


def _channel_scales(r: Regs, g) -> tuple:
    """a8w8: the f32 scale of each accumulator column, loaded once in the prologue (the epilogue waits for it):
    the in-row part of the f32 output layout (`c_store`, element 4 B, row stride 0: lane l of wave w, n-atom j
    -> columns wn w + 16 j + 4 (l // 16) + 0..3) composed with the expert's scale row (`channel_scale_layout`,
    stride 4 along the row: the same bytes), one buffer_load_dwordx4 per (half, n-atom) into
    v_col_scale_<half>[4 j .. 4 j + 3]; the soffset adds the workgroup's columns and the up half.
    Returns (registers per half, code, note)."""
    lay = channel_scale_layout(g)
    ccol = PL.c_store(g.atom, g.N, g.tn, g.tm, WAVES_N, lay.stride[1], 0)
    acc = access(r, ccol, {"tid": THREADS}, 16, "v_cscb", "channel scales (per column)", elem=4)
    code = list(acc.code)
    v_cs = {h: r.ra.v(f"v_col_scale_{h}", 4 * g.nn, note=f"f32 channel scales of the {h} columns, per n-atom")
            for h in g.halves}
    # value index of the dwordx4 accesses: (m-atom i, n-atom j) -> i + nm j; m-atoms share the columns
    picked = {}
    for x in acc.items:
        i, j = x.index % g.nm, x.index // g.nm
        if i == 0:
            picked[j] = x
    if sorted(picked) != list(range(g.nn)):
        raise PlanError("channel scales: the column layout does not give one 4-column access per n-atom")
    code.append(Comment("channel scales: scale_w[e, col] of the lane's 4 columns per n-atom (f32)"))
    for h in g.halves:
        for j, x in sorted(picked.items()):
            code.append(instr("buffer_load_dwordx4", v_cs[h].at(4 * j, 4), x.base, r.rs["scale_w"],
                              r.so["scale_w_" + h], mods=("offen", f"offset:{x.imm}")))
    return v_cs, code, f"scale_w[e] = {lay} (expert rebased), columns {ccol}"
