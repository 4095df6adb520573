"""Stores of finished values under ragged-edge masks: rows >= M fall outside the rebased V# (vsharp.py), columns
>= N are masked with EXEC (`s_nrem` = valid columns of the tile). Typed items (flygen.plan.items)."""
from __future__ import annotations

from flygen.plan.items import instr

EXEC_ALL = instr("s_mov_b64", "exec", -1)


def buffer_store(op: str, data: str, vaddr: str, rsrc, offset: int, soffset="0"):
    """`op data, vaddr, rsrc, soffset offen offset:N` (a MUBUF store or atomic with a VGPR offset)."""
    return instr(op, data, vaddr, rsrc, soffset, mods=("offen", f"offset:{offset}"))


def masked_row_stores(r: int, packed: list[str], vrow: str, rsrc, s_mask, col_imm: list) -> list:
    """Stores of accumulator row r (one bf16 half of packed[ni] per N repeat) under each N repeat's mask
    (s_mask pair ni, computed once in the prologue by lanes.column_masks)."""
    op = "buffer_store_short_d16_hi" if r % 2 else "buffer_store_short"
    out = []
    for ni, c in enumerate(col_imm):
        out += [instr("s_mov_b64", "exec", s_mask.at(2 * ni, 2)), buffer_store(op, packed[ni], vrow, rsrc, 2 * c)]
    return out + [EXEC_ALL]


def masked_element_stores(elems: list[tuple[str, str]], col: int, elem_bytes: int, colb: str, vcol: str, vrow: str,
                          rsrc: str, s_mask) -> list:
    """One store per consecutive column col + r of the lane (elems[r] = (store op, data register)), each under
    its own EXEC mask col(tid) + col + r < s_nrem (first SGPR pair of s_mask as scratch)."""
    out, m = [], s_mask.at(0, 2)
    for r, (op, data) in enumerate(elems):
        out += [instr("v_add_u32", vcol, col + r, colb), instr("v_cmp_gt_u32_e64", m, "s[s_nrem]", vcol),
                instr("s_mov_b64", "exec", m), buffer_store(op, data, vrow, rsrc, elem_bytes * (col + r)), EXEC_ALL]
    return out
