"""Every address of the GEMM data path, derived with the layout algebra (no arithmetic outside it).

Units are bytes. One K tile holds `rows` x 128 B of an operand (BLOCK_K elements of 1 or 2 bytes).
  sX      LDS tile: Swizzle(3,4,4) o make_ordered_layout((rows, 128), (1, 0)) -- row r, byte c at
          S(128 r + c); the swizzle xors row bits 1..3 onto the 16-byte chunk index.
  gX      global tile: (row, byte) -> global offset from the tile origin (row-major rows of Kbytes, or the
          preshuffled [N/16][Kbytes/16][16][16 B] order). With K a kernel argument (`K: runtime`) Kbytes is a
          run-time stride: gX = fixed + Kbytes * per_kbyte (`global_parts`), two plain layouts over gX's shape,
          checked against gX at sample Kbytes; the planner lowers both and joins them with one v_mul_lo_u32.
  g2s     LDS DMA: lane t of the workgroup writes 16 B at M0 + 16 t (+ 16*threads per instruction), so its
          source is gX o right_inverse(outer) o S applied to that LDS position (S is an involution).
  s2r     ds_read_b128 of MFMA fragments: the tiled MMA's A/B thread-value layout, in elements, composed
          with the LDS tile, keeping the first element of every 16-byte chunk.
  epilogue the tiled MMA's C layout composed with row / column projections.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from flygen.errors import PlanError
from flygen.layout import (ComposedLayout, Layout, Swizzle, coalesce, make_layout, make_ordered_layout,
                           right_inverse, size)
from flygen.layout.checked import composition, zipped_divide
from flygen.layout.lower import LoweredAddress, lower

ROW_BYTES = 128           # one K tile row in LDS
CHUNK = 16                # bytes per lane per LDS DMA / ds_read_b128
SWIZZLE = Swizzle(3, 4, 4)


def lds_outer(rows: int) -> Layout:
    return make_ordered_layout((rows, ROW_BYTES), (1, 0))


def lds_tile(rows: int, base: int = 0) -> ComposedLayout:
    """sX: (row, byte) -> LDS byte address."""
    return ComposedLayout(SWIZZLE, base, lds_outer(rows))


def global_tile(rows: int, kbytes: int, preshuffled: bool) -> Layout:
    """gX restricted to one K tile: (row, byte within the 128-byte K slice) -> offset from the tile origin."""
    if not preshuffled:
        return Layout((rows, ROW_BYTES), (kbytes, 1))
    if rows % 16:
        raise PlanError(f"preshuffled B needs tile rows in multiples of 16, got {rows}")
    kb = kbytes // CHUNK
    return Layout(((16, rows // 16), (CHUNK, ROW_BYTES // CHUNK)), ((CHUNK, 256 * kb), (1, 256)))


def global_full(kbytes: int, preshuffled: bool) -> Layout:
    """gX over a whole [rows, Kbytes] operand (rows unbounded): used for the tile origin and the K advance."""
    big = 1 << 20
    if not preshuffled:
        return Layout((big, kbytes), (kbytes, 1))
    kb = kbytes // CHUNK
    return Layout(((16, big), (CHUNK, kb)), ((CHUNK, 256 * kb), (1, 256)))


KMAX_BYTES = 1 << 24      # the K extent the run-time (whole-operand) layouts are drawn over: K x bytes <= 16 MiB
SAMPLE_KBYTES = (128, 384, 4096)    # Kbytes at which a run-time split is checked against gX


@lru_cache(maxsize=64)
def global_parts(rows: int, preshuffled: bool, full: bool = False) -> tuple[Layout, Layout]:
    """gX (`global_tile`, or with `full` `global_full` over rows x KMAX_BYTES) with its one run-time stride, the
    row pitch Kbytes, taken out: gX(Kbytes) = fixed + Kbytes * per_kbyte, both plain layouts over gX's shape
    (strides affine in Kbytes: row-major rows are Kbytes apart, preshuffled 16-row blocks 16 Kbytes apart).
    Checked against gX at SAMPLE_KBYTES on every coordinate (tile) or the first rows x K bytes (full)."""
    big = 1 << 20 if full else rows
    kext = KMAX_BYTES if full else ROW_BYTES
    if not preshuffled:
        shape = (big, kext)
        fixed, per = Layout(shape, (0, 1)), Layout(shape, (1, 0))
    else:
        if big % 16:
            raise PlanError(f"preshuffled B needs tile rows in multiples of 16, got {rows}")
        shape = ((16, big // 16), (CHUNK, kext // CHUNK))
        fixed, per = Layout(shape, ((CHUNK, 0), (1, 256))), Layout(shape, ((0, 16), (0, 0)))
    rs = sorted({*range(min(big, 32)), rows - 1, rows, 2 * rows - 1} if full else {*range(min(rows, 32)), rows - 1})
    cs = sorted({*range(16), *range(0, ROW_BYTES, 16), ROW_BYTES - 1, *((ROW_BYTES, 1000) if full else ())})
    for kb in SAMPLE_KBYTES:
        g = global_full(kb, preshuffled) if full else global_tile(rows, kb, preshuffled)
        bad = [(r, c) for r in rs for c in cs if c < (kb if full else ROW_BYTES)
               and g(r, c) != fixed(r, c) + kb * per(r, c)]
        if bad:
            raise PlanError(f"internal: gX != fixed + Kbytes x per_kbyte at Kbytes = {kb}, (row, byte) = {bad[0]}")
    return fixed, per


@dataclass(frozen=True)
class DmaPlan:
    """LDS DMA of one operand tile: per-lane global voffsets and per-(instruction, stage) M0 immediates."""

    swz: LoweredAddress        # x(tid) = S(16 tid): the swizzled LDS position a lane fills
    src: LoweredAddress        # global(x, instruction) -> per-lane base + immediate
    m0: LoweredAddress         # M0(wave, (instruction, stage)) -> SGPR base + immediate
    instrs: int
    layout_note: str
    src_k: LoweredAddress | None = None   # K: runtime: global = src + Kbytes * src_k (`global_parts`)


@lru_cache(maxsize=256)
def dma_plan(rows: int, kbytes: int | None, preshuffled: bool, threads: int, lds_base: int, stage_bytes: int,
             stages: int) -> DmaPlan:
    """kbytes None: K is a kernel argument; `src` is then the fixed part of the source and `src_k` its
    coefficient of Kbytes (`global_parts`), one base and an immediate per round."""
    per_instr = CHUNK * threads
    if rows * ROW_BYTES % per_instr:
        raise PlanError(f"tile of {rows} x {ROW_BYTES} B is not a whole number of {per_instr}-byte DMA rounds")
    if per_instr < 1 << (SWIZZLE.base + SWIZZLE.shift + SWIZZLE.bits):
        raise PlanError("one DMA round must cover the swizzle period")
    n = rows * ROW_BYTES // per_instr
    # source = gX o right_inverse(outer): LDS (unswizzled) position -> global offset
    def source(gx):
        return zipped_divide(composition(gx, right_inverse(lds_outer(rows))), Layout(per_instr))
    fixed, per = global_parts(rows, preshuffled) if kbytes is None else (global_tile(rows, kbytes, preshuffled), None)
    gz = source(fixed)                                 # ((position inside one round), (round))
    swz = lower(ComposedLayout(SWIZZLE, 0, Layout(threads, CHUNK)), {"tid": threads})
    # no instruction offset on the global side: an LDS DMA adds it to the LDS address as well (M0 + offset)
    src = lower(gz, {"x": per_instr}, max_imm=0)
    src_k = None if per is None else lower(source(per), {"x": per_instr}, max_imm=1 << 31)
    waves = threads // 64
    m0_layout = ComposedLayout(None, lds_base, Layout((waves, (n, stages)), (64 * CHUNK, (per_instr, stage_bytes))))
    m0 = lower(m0_layout, {"wave": waves}, max_imm=(1 << 31))
    # the whole chain, checked against the swizzled LDS tile: position p of round i holds logical (r, c)
    t = np.arange(threads)
    sx = lds_tile(rows)
    p = CHUNK * t[:, None] + per_instr * np.arange(n)[None, :]      # every (lane, round) at once
    logical = SWIZZLE(p)                               # S is an involution: S(S(p)) = p
    if not np.array_equal(sx(logical // ROW_BYTES, logical % ROW_BYTES), p):
        raise PlanError("internal: LDS DMA image disagrees with the swizzled tile layout")
    note = f"{sx}; source {gz}" if per is None else f"{sx}; source {gz} + Kbytes * {source(per)}"
    return DmaPlan(swz, src, m0, n, note, src_k)


def fragment_layout(tv: Layout, rows: int, tile_k: int, esize: int, lds_base: int, stage_bytes: int,
                    stages: int) -> ComposedLayout:
    """(tid, (chunk, reps, stage)) -> LDS byte address of a ds_read_b128 feeding MFMA operands.

    tv: the tiled MMA's (thread, (atom value, reps)) -> i + rows*k layout of A or B (elements).
    """
    elem = Layout((rows, tile_k), (ROW_BYTES, esize))           # logical (row, k) -> unswizzled byte
    b = composition(elem, tv)                                    # (thread, (value, reps)) -> byte
    thr, val = b[0], b[1]
    atom_val, reps = val[0], val[1]
    per = CHUNK // esize
    z = zipped_divide(atom_val, Layout(per))
    if coalesce(z[0]) != Layout(per * esize if esize == 1 else per, esize) or size(z[0]) * esize != CHUNK:
        raise PlanError(f"MFMA fragment values {atom_val} are not 16-byte contiguous chunks")
    outer = make_layout(thr, make_layout(z[1], reps, Layout(stages, stage_bytes)))
    return ComposedLayout(SWIZZLE, lds_base, outer)


def c_projections(tv_c: Layout, tile_m: int, tile_n: int) -> dict:
    """Row, column and scale-address views of the tiled MMA's C layout: (thread, (reg, reps)) -> value."""
    return {
        "row": composition(Layout((tile_m, tile_n), (1, 0)), tv_c),
        "col": composition(Layout((tile_m, tile_n), (0, 1)), tv_c),
        "sa": composition(Layout((tile_m, tile_n), (4, 0)), tv_c),    # f32 scale_a byte offset
        "sb": composition(Layout((tile_m, tile_n), (0, 4)), tv_c),    # f32 scale_b byte offset
    }
