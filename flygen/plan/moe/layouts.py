"""The moe planner's own layouts (flygen/layout algebra; the fragment, preshuffle and scale layouts are
flygen.plan.preshuffle_layouts'): routing-table rows, scale rows, channel scales, the A tile's LDS swizzle, and
the law a gathered access must satisfy (a row base from memory plus an in-row offset)."""
from __future__ import annotations

import numpy as np

from flygen.errors import PlanError
from flygen.layout import Layout, Swizzle
from flygen.layout.checked import composition
from flygen.layout.layout import cosize, table
from flygen.plan import preshuffle_layouts as PL
from flygen.spec.moe import WAVES_N

TOKEN_MASK = 0xFFFFFF          # sorted_token_ids = token | slot << 24 (flygen/ref/moe.py)
SLOT_SHIFT = 24


def _table(layout, threads: int, nvals: int) -> np.ndarray:
    """[t, v] -> layout(t, v); a (thread, value) layout is the outer sum of its two modes' tables (one numpy op
    per mode: layout by layout in Python took 17 s for tile_m 224 x tile_k 4096, a fuzzer HANG)."""
    if isinstance(layout, Layout) and len(layout) == 2:
        return table(layout[0], threads)[:, None] + table(layout[1], nvals)[None, :]
    return np.array([[int(layout(t, v)) for v in range(nvals)] for t in range(threads)], np.int64)


def check_split(full, row, col, row_stride: int, threads: int, nvals: int, row_of_value, what: str) -> None:
    """Law: full(t, v) == row(t, i(v)) * row_stride + col(t, v) for every thread t and value v."""
    f, c = _table(full, threads, nvals), _table(col, threads, nvals)
    r = _table(row, threads, max(row_of_value) + 1)[:, row_of_value]
    if not np.array_equal(f, r * row_stride + c):
        raise PlanError(f"{what}: the layout does not split into a gathered row base plus an in-row offset")


def rows_of_threads(g) -> Layout:
    """(thread, m-atom) -> row of the block: lane l of every wave owns rows l % 16 + 16 i."""
    return Layout(((16, 4, WAVES_N), g.nm), ((1, 0, 0), 16))


def routing_table(g) -> Layout:
    """(thread, m-atom) -> byte offset in the u32 / f32 routing tables (sorted_token_ids, sorted_weights)."""
    return composition(Layout(g.tm, 4), rows_of_threads(g))


def row_scale_layout(g) -> Layout:
    """Row index (stage 1 token, stage 2 token * topk + slot) -> byte of scale_row (f32 per row)."""
    return Layout(1 << 24 if g.gather else (1 << 24) * g.topk, 4)


def channel_scale_layout(g) -> Layout:
    """(expert, W row) -> byte of the f32 per-channel weight scales scale_w [E, rows of W[e]] (stage 1: 2 * inter
    rows, gate then up; stage 2: hidden), row-major: the expert stride is what the scale_w V# is rebased by."""
    return Layout((g.E, g.nw), (g.nw * 4, 4))


def w_preshuffle(g) -> Layout:
    """W[e] bytes over (n, k byte): the preshuffled weights of one expert."""
    return PL.b_preshuffle(g.nw, g.kb_w)


def lb_cosize(lb: Layout) -> int:
    """Bytes of one expert's preshuffled weights (the layout's codomain size)."""
    return cosize(lb)


def lds_swizzle(row_bytes: int) -> Swizzle:
    """The A tile's LDS swizzle: a fragment ds_read_b128 is served 16 lanes at a time, 256 B per cycle over the
    64 banks of 4 B (flygen.layout.draw.bank_conflicts / flygen.model.cu.lds_cycles, stated assumption), and
    those 16 lanes read one 16-byte K chunk of 16 consecutive rows. The bank group of a chunk is address bits
    [4, 8); rows add bits from log2(R) up, so the 16 rows are made distinct in bits [4, 8) by XORing the chunk
    index (B = min(log2(R / 16), 4) bits at bit 4) with the 4 row bits that are not bank bits already
    (from bit max(8, log2 R)). `PL.a_swizzle` (the preshuffle GEMM's, row mod 8) leaves rows r and r + 8 on
    one bank group here: 2-way conflicts (modeled 64 / 128 conflict cycles per 32 x 256 fp4 / fp8 workgroup)."""
    lr = row_bytes.bit_length() - 1
    return Swizzle(min(lr - 4, 4), 4, max(8, lr) - 4)
