"""Packed small-C path of conv3d (C*esize not a multiple of 16 B; docs/conv3d.md "Small C in the kernel").

The GEMM's K is the dense run (c, s, r, t) of T*R*S*C elements (gA's K mode with unpadded channels, Cb bytes
per tap), cut into 128-byte K tiles; the last tile's bytes past T*R*S*Cb read nothing (x and w). A lane's
4-byte chunk at K byte u = 128 kt + j holds channels of one tap (Cb is a multiple of 4), but which tap
depends on the lane: the digits (c, s, r, t) of u are computed per lane and K tile by exact division
(flygen.layout.divmod) and folded into gA's K mode (conv3d_layouts.pack_fold); the padding mask of the lane's
tap is (1 << (bd + t)) | (1 << (bh + r)) | (1 << (bw + s)) over the tap loop's per-axis validity bits
(conv3d_layouts.tap_loop_checks).

LDS DMA with 4 bytes per lane: buffer_load_dword ... lds, lane t writes M0 + inst_offset + 4 t (the dword
form's long-standing lane rule; gfx950-reference §3; emulator rule flygen/emu/fidelity.py "( lds\\b" MODELLED).
The LDS tile, swizzle and fragment reads are the 16-byte path's (gemm_layouts): round i of the DMA fills
positions 4 tid + 4 threads i, whose tile (row, byte) is right_inverse of the swizzled tile. One round
(4 x 64 x waves bytes) can be shorter than the swizzle period (2048 B), so the lane's position splits into
classes (the lowering groups rounds by the run-time pattern they see): position = class base(tid) + imm.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from flygen.errors import PlanError
from flygen.layout import ComposedLayout, Layout, right_inverse
from flygen.layout.checked import composition, zipped_divide
from flygen.layout.lower import LoweredAddress, lower
from flygen.plan.gemm_layouts import ROW_BYTES, SWIZZLE, global_tile, lds_outer, lds_tile

SWIZZLE_PERIOD = 1 << (SWIZZLE.base + SWIZZLE.shift + SWIZZLE.bits)


@dataclass(frozen=True)
class NarrowDma:
    """LDS DMA of one operand tile in `cw`-byte chunks.

    lanepos: (tid, round) -> LDS position (bytes, stage-relative) = bases[class](tid) + imm; its imms are
    multiples of `period`, every base < period. row / byte: position -> tile (row, byte) as base(x) + imm per
    period block (byte: no imm). src: position -> global offset of the operand (row-major, kbytes per row),
    one base per period block (no instruction offset: an LDS DMA adds it to the LDS address too).
    m0: (wave, (round, stage)) -> M0."""

    cw: int
    rounds: int
    period: int
    lanepos: LoweredAddress
    row: LoweredAddress
    byte: LoweredAddress
    src: LoweredAddress | None
    m0: LoweredAddress
    note: str

    @property
    def layout_note(self) -> str:
        return self.note

    @property
    def instrs(self) -> int:
        return self.rounds

    def round_class(self, i: int) -> int:
        return self.lanepos.base_of[i]

    def round_block(self, i: int) -> int:
        return self.lanepos.imms[i] // self.period


@lru_cache(maxsize=64)
def narrow_dma(rows: int, threads: int, cw: int, lds_base: int, stage_bytes: int, stages: int,
               kbytes: int | None = None) -> NarrowDma:
    per = cw * threads
    if rows * ROW_BYTES % per:
        raise PlanError(f"tile of {rows} x {ROW_BYTES} B is not a whole number of {per}-byte DMA rounds")
    n = rows * ROW_BYTES // per
    period = max(per, SWIZZLE_PERIOD)
    lanepos = lower(ComposedLayout(SWIZZLE, 0, Layout((threads, n), (cw, per))), {"tid": threads}, max_imm=1 << 30)
    if any(int(i) % period for i in lanepos.imms):
        raise PlanError("internal: narrow LDS DMA round offsets are not whole swizzle periods")
    inv = right_inverse(lds_outer(rows))
    row = lower(zipped_divide(composition(Layout((rows, ROW_BYTES), (1, 0)), inv), Layout(period)),
                {"x": period}, max_imm=1 << 30)
    byte = lower(zipped_divide(composition(Layout((rows, ROW_BYTES), (0, 1)), inv), Layout(period)),
                 {"x": period}, max_imm=0)
    src = None
    if kbytes is not None:
        g = composition(global_tile(rows, kbytes, False), inv)
        src = lower(zipped_divide(g, Layout(period)), {"x": period}, max_imm=0)
    waves = threads // 64
    m0 = lower(ComposedLayout(None, lds_base, Layout((waves, (n, stages)), (64 * cw, (per, stage_bytes)))),
               {"wave": waves}, max_imm=1 << 31)
    # the whole chain against the swizzled LDS tile: the position lane t fills in round i holds (row, byte)
    t = np.arange(threads)
    pos = cw * t[:, None] + per * np.arange(n)[None, :]
    logical = SWIZZLE(pos)
    if not np.array_equal(lds_tile(rows)(logical // ROW_BYTES, logical % ROW_BYTES), pos):
        raise PlanError("internal: narrow LDS DMA image disagrees with the swizzled tile layout")
    if np.any(logical % cw) or np.any((logical % ROW_BYTES) + cw > ROW_BYTES):
        raise PlanError("internal: a narrow DMA chunk straddles a tile row")
    return NarrowDma(cw, n, period, lanepos, row, byte, src, m0,
                     f"{cw}-byte LDS DMA: position S({cw} tid + {per} round), {len(lanepos.bases)} lane class(es)")


def host_positions(d: NarrowDma, threads: int) -> tuple[np.ndarray, np.ndarray]:
    """(row, byte) of the tile each (lane, round) fills, from the lowered class bases + immediates (what the
    kernel computes), for tests and the planner's checks."""
    from flygen.layout.expr import evaluate
    t = np.arange(threads)
    rows = np.zeros((threads, d.rounds), np.int64)
    byts = np.zeros((threads, d.rounds), np.int64)
    for i in range(d.rounds):
        x = np.asarray(evaluate(d.lanepos.bases[d.round_class(i)], {"tid": t}), np.int64)
        blk = d.round_block(i)
        rows[:, i] = np.asarray(evaluate(d.row.bases[d.row.base_of[blk]], {"x": x}), np.int64) + d.row.imms[blk]
        byts[:, i] = np.asarray(evaluate(d.byte.bases[d.byte.base_of[blk]], {"x": x}), np.int64)
    return rows, byts
