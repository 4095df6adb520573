"""Stores of finished values under ragged-edge masks: rows >= M fall outside the rebased V# (vsharp.py), columns
>= N are masked with EXEC (`s_nrem` = valid columns of the tile)."""
from __future__ import annotations


def masked_row_stores(r: int, packed: list[str], vrow: str, rsrc, s_mask, col_imm: list) -> list[str]:
    """Stores of accumulator row r (one bf16 half of packed[ni] per N repeat) under each N repeat's mask
    (s_mask pair ni, computed once in the prologue by lanes.column_masks)."""
    op = "buffer_store_short_d16_hi" if r % 2 else "buffer_store_short"
    out = []
    for ni, c in enumerate(col_imm):
        out += [f"s_mov_b64 exec, {s_mask.at(2 * ni, 2)}", f"{op} {packed[ni]}, {vrow}, {rsrc}, 0 offen offset:{2 * c}"]
    return out + ["s_mov_b64 exec, -1"]


def masked_element_stores(elems: list[tuple[str, str]], col: int, elem_bytes: int, colb: str, vcol: str, vrow: str,
                          rsrc: str, s_mask) -> list[str]:
    """One store per consecutive column col + r of the lane (elems[r] = (store op, data register)), each under
    its own EXEC mask col(tid) + col + r < s_nrem (first SGPR pair of s_mask as scratch)."""
    out = []
    for r, (op, data) in enumerate(elems):
        out += [f"v_add_u32 {vcol}, {col + r}, {colb}",
                f"v_cmp_gt_u32_e64 {s_mask.at(0, 2)}, s[s_nrem], {vcol}",
                f"s_mov_b64 exec, {s_mask.at(0, 2)}",
                f"{op} {data}, {vrow}, {rsrc}, 0 offen offset:{elem_bytes * (col + r)}",
                "s_mov_b64 exec, -1"]
    return out
