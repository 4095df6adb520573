"""Packed small-C path of conv3d (C*esize not a multiple of 16 B; docs/conv3d.md "Small C in the kernel").

The GEMM's K is the dense run (c, s, r, t) of T*R*S*C elements (gA's K mode with unpadded channels, Cb bytes
per tap), cut into 128-byte K tiles; the last tile's bytes past T*R*S*Cb read nothing (x and w). A lane's
4-byte chunk at K byte u = 128 kt + j holds channels of one tap (Cb is a multiple of 4), but which tap
depends on the lane: the digits (c, s, r, t) of u are computed per lane and K tile by exact division
(flygen.layout.divmod) and folded into gA's K mode (conv3d.layouts.pack_fold); the padding mask of the lane's
tap is (1 << (bd + t)) | (1 << (bh + r)) | (1 << (bw + s)) over the tap loop's per-axis validity bits
(conv3d.layouts.tap_loop_checks).

LDS DMA with 4 bytes per lane: buffer_load_dword ... lds, lane t writes M0 + inst_offset + 4 t (the dword
form's long-standing lane rule; gfx950-reference §3; emulator rule flygen/emu/fidelity.py "( lds\\b" MODELLED).
The LDS tile, swizzle and fragment reads are the 16-byte path's (gemm_layouts): round i of the DMA fills
positions 4 tid + 4 threads i, whose tile (row, byte) is right_inverse of the swizzled tile. One round
(4 x 64 x waves bytes) can be shorter than the swizzle period (2048 B), so the lane's position splits into
classes (the lowering groups rounds by the run-time pattern they see): position = class base(tid) + imm.

2- / 1-byte chunks (C*esize not a multiple of 4, e.g. C = 3): sub-dword LDS DMA is not dense on hardware
(ROCm/rocm-libraries#5084: a 1-byte BufferToLDS lands lane t at byte 4 t), so the chunk goes through a VGPR
(buffer_load_ushort / ubyte, then ds_write_b16 / b8 after vmcnt(0)); `narrow_dma(..., vgpr=True)` swaps the
roles of the two layouts (lane -> logical position, swizzle on the ds_write address): one lane class.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from flygen.errors import PlanError
from flygen.layout import ComposedLayout, Layout, right_inverse
from flygen.layout.checked import composition, zipped_divide
from flygen.layout.lower import LoweredAddress, lower
from flygen.isa.limits import DS_OFFSET_MAX
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
    lds: LoweredAddress
    note: str

    # the names conv3d reads on gemm_layouts.dma_plan's plans too
    layout_note = property(lambda self: self.note)
    instrs = property(lambda self: self.rounds)

    def round_class(self, i: int) -> int:
        return self.lanepos.base_of[i]

    def round_block(self, i: int) -> int:
        return self.lanepos.imms[i] // self.period


@lru_cache(maxsize=64)
def narrow_dma(rows: int, threads: int, cw: int, lds_base: int, stage_bytes: int, stages: int,
               kbytes: int | None = None, src_imm: int = 0, vgpr: bool = False) -> NarrowDma:
    """src_imm: the largest instruction offset of the source (0 for LDS DMA: it would move the LDS address too;
    the 12-bit MUBUF offset for loads into VGPRs). lds: (tid, (round, stage)) -> LDS byte address of the lane's
    chunk, for the ds_write of the VGPR path.

    vgpr (loads into VGPRs + ds_write, any LDS address per lane): the roles swap -- lane t of round i takes
    the *logical* tile position cw t + cw threads i (row-major (row, byte)) and writes it at its swizzled LDS
    address S(base + position); so the lane's chunk byte is the same in every round (one lane class) and
    only the ds_write addresses split by the swizzle's pattern."""
    per = cw * threads
    if rows * ROW_BYTES % per:
        raise PlanError(f"tile of {rows} x {ROW_BYTES} B is not a whole number of {per}-byte DMA rounds")
    n = rows * ROW_BYTES // per
    period = per if vgpr else max(per, SWIZZLE_PERIOD)
    if vgpr:
        if lds_base % SWIZZLE_PERIOD or stage_bytes % SWIZZLE_PERIOD or per % ROW_BYTES:
            raise PlanError("internal: VGPR-path LDS bases must be whole swizzle periods")
        lanepos = lower(Layout((threads, n), (cw, per)), {"tid": threads}, max_imm=1 << 30)
    else:
        lanepos = lower(ComposedLayout(SWIZZLE, 0, Layout((threads, n), (cw, per))), {"tid": threads},
                        max_imm=1 << 30)
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
        src = lower(zipped_divide(g, Layout(period)), {"x": period}, max_imm=src_imm)
    waves = threads // 64
    m0 = lower(ComposedLayout(None, lds_base, Layout((waves, (n, stages)), (64 * cw, (per, stage_bytes)))),
               {"wave": waves}, max_imm=1 << 31)
    # the whole chain against the swizzled LDS tile: the position lane t fills in round i holds (row, byte)
    t = np.arange(threads)
    pos = cw * t[:, None] + per * np.arange(n)[None, :]
    logical = pos if vgpr else SWIZZLE(pos)
    phys = SWIZZLE(pos) if vgpr else pos
    if not np.array_equal(lds_tile(rows)(logical // ROW_BYTES, logical % ROW_BYTES), phys):
        raise PlanError("internal: narrow LDS DMA image disagrees with the swizzled tile layout")
    if np.any(logical % cw) or np.any((logical % ROW_BYTES) + cw > ROW_BYTES):
        raise PlanError("internal: a narrow DMA chunk straddles a tile row")
    lds = lower(ComposedLayout(SWIZZLE if vgpr else None, lds_base,
                               Layout((threads, (n, stages)), (cw, (per, stage_bytes)))),
                {"tid": threads}, max_imm=DS_OFFSET_MAX)
    return NarrowDma(cw, n, period, lanepos, row, byte, src, m0, lds,
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
