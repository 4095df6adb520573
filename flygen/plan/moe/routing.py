"""The routing prologue of the moe planner: lane l of every wave reads the routing-table entries of its rows
l % 16 + 16 i (i = m-atom): the token (masked; stage 2 rows mode: the workspace row token * topk + slot), the
stage 2 sorted weight and, with row_scale, the row's f32 scale."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import PlanError
from flygen.layout import Layout
from flygen.plan.items import Comment, Wait, instr
from flygen.plan.moe.layouts import SLOT_SHIFT, TOKEN_MASK, routing_table, row_scale_layout, rows_of_threads
from flygen.plan.moe.regs import Regs, access
from flygen.spec.moe import THREADS


@dataclass(frozen=True)
class Routing:
    rows_t: Layout            # (thread, m-atom) -> row of the block
    tab: Layout               # (thread, m-atom) -> routing table byte
    v_tok: object             # token of the lane's row per m-atom (rows mode: workspace row)
    v_wt: object | None       # stage 2: sorted weight of the lane's row per m-atom
    v_rs: object | None       # row_scale: f32 scale of the lane's row per m-atom
    code: tuple               # prologue items
    notes: tuple


def plan_routing(r: Regs, g) -> Routing:
    """Routing tables: lane l of every wave reads the entries of its rows l % 16 + 16 i (i = m-atom)."""
    rs, so, tmp = r.rs, r.so, r.tmp
    rows_t, tab = rows_of_threads(g), routing_table(g)
    acc_tab = access(r, tab, {"tid": THREADS}, 4, "v_tabb", "routing table read", elem=4)
    code = list(acc_tab.code)
    v_tok = r.ra.v("v_token", g.nm, note="token of the lane's row per m-atom (masked)")
    v_wt = None if g.gather else r.ra.v("v_weight", g.nm, note="sorted weight of the lane's row per m-atom")
    tab_loads = [instr("buffer_load_dword", v_tok.at(x.index), x.base, rs["sorted_token_ids"], so["tab"],
                       mods=("offen", f"offset:{x.imm}")) for x in acc_tab.items]
    if v_wt is not None:
        tab_loads += [instr("buffer_load_dword", v_wt.at(x.index), x.base, rs["sorted_weights"], so["tab"],
                            mods=("offen", f"offset:{x.imm}")) for x in acc_tab.items]
    code += [Comment("routing table: token (and weight) of each lane's rows"), *tab_loads, Wait(vm=0)]
    v_rs = r.ra.v("v_row_scale", g.nm, note="f32 row scale of the lane's row per m-atom") if g.row_scale else None
    lines = []
    if g.row_scale and not g.gather:       # stage 2: scale_row[token * topk + slot], slot read before the mask
        for i in range(g.nm):
            lines += [instr("v_lshrrev_b32", tmp[0], SLOT_SHIFT, v_tok.at(i)),
                      instr("v_and_b32", tmp[1], hex(TOKEN_MASK), v_tok.at(i)),
                      instr("v_mad_u32_u24", tmp[1], tmp[1], g.topk, tmp[0])]
            lines += _row_scale_load(r, g, v_rs.at(i), tmp[1])
    if g.rows:      # workspace row = token * topk + slot (both in the id); padding: tokens * topk + topk, past ws
        for i in range(g.nm):
            lines += [instr("v_lshrrev_b32", tmp[0], SLOT_SHIFT, v_tok.at(i)),
                      instr("v_and_b32", v_tok.at(i), hex(TOKEN_MASK), v_tok.at(i)),
                      instr("v_mad_u32_u24", v_tok.at(i), v_tok.at(i), g.topk, tmp[0])]
    else:
        lines += [instr("v_and_b32", v_tok.at(i), hex(TOKEN_MASK), v_tok.at(i)) for i in range(g.nm)]
    if g.row_scale and g.gather:           # stage 1: scale_row[token], the gathered A row's scale
        for i in range(g.nm):
            lines += _row_scale_load(r, g, v_rs.at(i), v_tok.at(i))
    notes = []
    if g.row_scale:
        notes.append(f"scale_row = {'token' if g.gather else f'(token * {g.topk} + slot)'}(row) -> "
                     f"{row_scale_layout(g)}")
    notes.append(f"routing table {tab}")
    return Routing(rows_t=rows_t, tab=tab, v_tok=v_tok, v_wt=v_wt, v_rs=v_rs,
                   code=tuple(code + lines), notes=tuple(notes))


def _row_scale_load(r: Regs, g, dst: str, index: str) -> list:
    """The f32 row scale of one m-atom's row: byte offset = the scale layout of the row index (`index`: token,
    or token * topk + slot) in a VGPR, one dword load into `dst`. Padding rows (token = tokens) fall past the
    V#'s records and read 0."""
    lay = row_scale_layout(g)
    stride = lay(1)
    if stride & (stride - 1):
        raise PlanError(f"scale_row stride {stride} is not a power of two")
    return [instr("v_lshlrev_b32", r.tmp[2], stride.bit_length() - 1, index, note=f"scale_row byte = {lay}(row)"),
            instr("buffer_load_dword", dst, r.tmp[2], r.rs["scale_row"], 0, mods=("offen",))]
