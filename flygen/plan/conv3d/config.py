"""conv3d step 1: validate one configuration and derive every number and layout into a frozen `Config`.

MMA tiling, LDS map [A stage 0 | A stage 1 | B stage 0 | B stage 1] (rows x 128 B each, swizzled), DMA (16-byte
LDS DMA, or the packed small-C path of conv3d.pack), fragment reads, gA, the tap table, the K-loop form, the
channel tail, the y layout and split-K. The checks run in a fixed order, so a configuration with several
faults always reports the same one first."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.errors import PlanError, ResourceLimit
from flygen.isa import limits
from flygen.isa.mfma import dense_mfma
from flygen.layout import Layout, right_inverse
from flygen.layout.checked import composition, zipped_divide
from flygen.layout.divmod import magic
from flygen.layout.expr import to_str
from flygen.layout.lower import lower
from flygen.layout.tv import make_tiled_mma
from flygen.plan.conv3d.layouts import (RECORDS_CAP, SENTINEL, channel_tail, checked_taps, gA, geometry,
                                        pack_fold, pack_offsets, store_rows, tap_loop_checks, taps, tile_windows,
                                        w_kmode, y_layout, y_windows)
from flygen.plan.conv3d.pack import narrow_dma
from flygen.plan.gemm_layouts import CHUNK, ROW_BYTES, dma_plan, fragment_layout, global_full, lds_outer
from flygen.spec.conv3d import PACK_CHUNK, TILE_BYTES, pack_chunk, splits, wave_grid

STAGES = 2


@dataclass(frozen=True)
class Config:
    """Every number of one configuration (`g`: the conv3d.layouts geometry)."""
    g: object
    dtype: str
    waves: int
    bm: int
    bn: int
    grid: tuple               # wave grid (M x N waves)
    scaled: bool              # fp8: x_scale * w_scale[k]
    pre: bool                 # w preshuffled
    esize: int
    kbytes: int               # implicit-GEMM K bytes of a row of A
    wbytes: int               # bytes of a row of w
    threads: int
    bk: int
    atom: object
    mma: object
    rm: int
    rn: int
    rk: int
    KT: int                   # K tiles
    M: int                    # output pixels
    K: int                    # output channels
    mtiles: int
    ntiles: int
    mmax: int                 # largest pixel index of the grid (the magic numbers' range)
    win: dict                 # conv3d.layouts.tile_windows
    a_bytes: int
    b_bytes: int
    lds_total: int
    pack: bool                # packed small-C path (conv3d.pack): dense K, narrow chunks
    cw: int                   # chunk bytes per lane and round
    vgpr: bool                # 2- / 1-byte chunks: loads into VGPRs + ds_write (no LDS DMA)
    dma_a: object
    dma_b: object
    a_row_layout: object      # (LDS position x, round) -> A tile row
    a_row: object             # 16-byte path: lowered A tile row / byte of position x (None when packed)
    a_byte: object
    fa: object
    fb: object
    rda: object
    rdb: object
    nch: int                  # ds_read_b128 per fragment
    origin_b: int
    korigin_b: tuple          # w K origin of each K tile (w_kmode through w's global layout)
    lay_a: object             # gA
    pad_off: int
    tap_list: tuple
    form: str                 # K loop form: unrolled | rolled | taps
    rolled: bool
    tloop: bool
    checks: object            # checked taps / tap-loop validity bits
    check_base: dict
    tail: int                 # channel tail bytes (0: none)
    rounds: int               # A DMA rounds
    fold: object              # packed path: pack_fold (None otherwise)
    tap_axes: tuple           # tap loop: (axis, filter extent, gA tap-mode stride) for the walked axes
    chan_mode: object         # gA's channel mode (Cp : 1): the K advance inside a tap
    y_order: str
    lay_y: object             # (pixel m, channel k) -> y byte
    y_rows: object            # NCDHW: rows per store along M (None for NDHWC)
    ywin: object
    ydiv: object
    S: int                    # split-K splits
    sk_mode: str
    taps_run: int             # taps / K tiles this kernel's loop runs (split-K: of one split)
    KT_run: int
    split_b: int              # w K origin of split 1 (split z: z x split_b)
    group_m: int
    xcd: bool


def same_chunk_bytes(a_byte, b_byte) -> bool:
    """The lane's byte within the tile row is one per-lane base, round-independent, and equal for A and B."""
    return (len(a_byte.bases) == 1 and not np.any(np.asarray(a_byte.imms)) and
            to_str(a_byte.bases[0]) == to_str(b_byte.bases[0]) and not np.any(np.asarray(b_byte.imms)))


def a_row_layouts(bm: int, threads: int) -> tuple:
    """(row, byte) of the A tile each lane's DMA fills: the swizzled LDS position x (run time) plus the round."""
    per = CHUNK * threads
    inv = right_inverse(lds_outer(bm))
    row = zipped_divide(composition(Layout((bm, ROW_BYTES), (1, 0)), inv), Layout(per))
    byte = zipped_divide(composition(Layout((bm, ROW_BYTES), (0, 1)), inv), Layout(per))
    return lower(row, {"x": per}, max_imm=1 << 30), lower(byte, {"x": per}, max_imm=0), row


def _dma(g, bm: int, bn: int, threads: int, kbytes: int, wbytes: int, pre: bool, a_bytes: int, b_bytes: int):
    """(cw, vgpr, dma_a, dma_b, a_row_layout, a_row, a_byte): the packed narrow DMA or the 16-byte LDS DMA."""
    lds_a, lds_b = 0, STAGES * a_bytes
    if g.packed:
        cw = pack_chunk(g.cb)
        vgpr = cw < PACK_CHUNK
        dma_a = narrow_dma(bm, threads, cw, lds_a, a_bytes, STAGES, vgpr=vgpr)
        dma_b = narrow_dma(bn, threads, cw, lds_b, b_bytes, STAGES, wbytes,
                           limits.MUBUF_OFFSET_MAX if vgpr else 0, vgpr=vgpr)
        a_row_layout = zipped_divide(composition(Layout((bm, ROW_BYTES), (1, 0)), right_inverse(lds_outer(bm))),
                                     Layout(dma_a.period))
        return cw, vgpr, dma_a, dma_b, a_row_layout, None, None
    dma_a = dma_plan(bm, kbytes, False, threads, lds_a, a_bytes, STAGES)
    dma_b = dma_plan(bn, wbytes, pre, threads, lds_b, b_bytes, STAGES)   # source offsets never in the instruction
    a_row, a_byte, a_row_layout = a_row_layouts(bm, threads)
    return CHUNK, False, dma_a, dma_b, a_row_layout, a_row, a_byte


def _tiling(p):
    """(g, grid, atom, mma): the conv geometry and the MMA tiling over the wave grid."""
    g = geometry(p)
    grid, waves = wave_grid(p), p["waves"]
    atom = dense_mfma(p["dtype"])
    if grid[0] * grid[1] != waves:       # the spec check's rule, also for the launch check's one-field probes
        raise PlanError(f"wave_grid: {list(grid)} is not {waves} waves")
    mma = make_tiled_mma(atom, grid, tile=(p["tile_m"], p["tile_n"], TILE_BYTES // g.esize))
    return g, grid, atom, mma


def _window_checks(g, bm: int, M: int, mmax: int) -> dict:
    """The x window of one M tile (tile_windows), after the 31-bit pixel and slice index checks."""
    if mmax >= 1 << 31:
        raise PlanError(f"n/d/h/w: {M} output pixels; the pixel index must stay below 2^31")
    if g.n * g.dims[0] >= 1 << 31:
        raise PlanError("n/d: N x D input slices must stay below 2^31")
    win = tile_windows(g, bm)
    if win["max_window"] > RECORDS_CAP:
        raise PlanError(f"tile_m: one M tile reads an input window of {win['max_window']} B (> 2 GiB) of x; "
                        f"use a smaller tile_m or smaller H*W*C")
    return win


def _sentinel_checks(g, form: str, kbytes: int, bn: int, wbytes: int, tail: int, tap_list, a_byte,
                     threads: int) -> object:
    """The packed path's form and K offsets, the tail select's one chunk byte, and that the 0x80000000
    sentinel stays out of range; returns the packed path's pack_fold (None otherwise)."""
    fold = None
    if g.packed:
        if form != "unrolled":
            raise PlanError(f"k_loop: the packed small-C path is unrolled only, got {form}")
        fold = pack_fold(g)
        offs = pack_offsets(g, np.arange(kbytes))
        if int(offs.max()) >= SENTINEL:
            raise PlanError("t/r/s: a packed K offset of 2 GiB or more would wrap the sentinel below num_records")
    elif tail and not same_chunk_bytes(a_byte, a_row_layouts(bn, threads)[1]):
        raise PlanError("internal: A and B DMA lanes disagree on their chunk byte; the tail select needs one")
    if bn * wbytes > RECORDS_CAP:
        raise PlanError(f"c/tile_n: one N tile of w is {bn} x {wbytes} B > 2 GiB; the {SENTINEL:#x} sentinel "
                        f"voffset must stay out of range")
    if tail and max(t.offset for t in tap_list) >= SENTINEL:
        raise PlanError("t/r/s: a tap offset of 2 GiB or more would wrap the channel-tail sentinel below num_records")
    return fold


def _y(p, g, bm: int, mmax: int) -> tuple:
    """(lay_y, y_rows, ywin, ydiv): the y layout and, for NCDHW, its store rows, window and image division."""
    lay_y = y_layout(g, p["y_layout"])
    if p["y_layout"] != "ncdhw":
        return lay_y, None, None, None
    ywin = y_windows(g, bm)
    if ywin["max_window"] > RECORDS_CAP:
        raise PlanError(f"tile_m: one M tile's NCDHW y rows span {ywin['max_window']} B (> 2 GiB) of whole "
                        "images; use a smaller tile_m or fewer output channels / pixels per image")
    return lay_y, store_rows(lay_y), ywin, magic(g.out[0] * g.out[1] * g.out[2], mmax)


def configure(p, form: str) -> Config:
    """Validate the configuration and derive every number and layout for K loop form `form`."""
    g, grid, atom, mma = _tiling(p)
    dtype, waves, bm, bn = p["dtype"], p["waves"], p["tile_m"], p["tile_n"]
    pre, threads = p["w_layout"] == "preshuffled", 64 * waves
    kbytes, wbytes = g.kgemm_bytes, g.w_row_bytes(pre)
    mtiles, ntiles = -(-g.m // bm), -(-g.k // bn)
    mmax = mtiles * bm - 1
    win = _window_checks(g, bm, g.m, mmax)
    a_bytes, b_bytes = bm * ROW_BYTES, bn * ROW_BYTES
    lds_total = STAGES * (a_bytes + b_bytes)
    if lds_total > limits.LDS_BYTES:
        raise ResourceLimit(f"tile_m/tile_n: {lds_total} B of LDS exceed {limits.LDS_BYTES}")
    cw, vgpr, dma_a, dma_b, a_row_layout, a_row, a_byte = _dma(g, bm, bn, threads, kbytes, wbytes, pre,
                                                               a_bytes, b_bytes)
    bk = TILE_BYTES // g.esize
    fa = fragment_layout(mma.tv_A(), bm, bk, g.esize, 0, a_bytes, STAGES)
    fb = fragment_layout(mma.tv_B(), bn, bk, g.esize, STAGES * a_bytes, b_bytes, STAGES)
    rda = lower(fa, {"tid": threads}, max_imm=limits.DS_OFFSET_MAX)
    rdb = lower(fb, {"tid": threads}, max_imm=limits.DS_OFFSET_MAX)
    gb, wk = global_full(wbytes, pre), w_kmode(g, pre)
    korigin_b = tuple(int(gb((0, int(wk(TILE_BYTES * kt))))) for kt in range(g.k_tiles + 1))
    lay_a, pad_off = gA(g)
    tap_list, tloop = taps(g), form == "taps"
    checks, check_base = tap_loop_checks(g) if tloop or g.packed else (checked_taps(g), {})
    tail = channel_tail(g)
    fold = _sentinel_checks(g, form, kbytes, bn, wbytes, tail, tap_list, a_byte, threads)
    tap_axes = tuple((a, g.filt[a], int(lay_a[1].stride[3 - a])) for a in (2, 1, 0) if g.filt[a] > 1) \
        if tloop else ()
    lay_y, y_rows, ywin, ydiv = _y(p, g, bm, mmax)
    S = splits(p)
    c = Config(
        g=g, dtype=dtype, waves=waves, bm=bm, bn=bn, grid=grid, scaled=dtype == "fp8", pre=pre, esize=g.esize,
        kbytes=kbytes, wbytes=wbytes, threads=threads, bk=bk, atom=atom, mma=mma, rm=mma.reps[0], rn=mma.reps[1],
        rk=mma.reps[2], KT=g.k_tiles, M=g.m, K=g.k, mtiles=mtiles, ntiles=ntiles, mmax=mmax, win=win,
        a_bytes=a_bytes, b_bytes=b_bytes, lds_total=lds_total, pack=g.packed, cw=cw, vgpr=vgpr, dma_a=dma_a,
        dma_b=dma_b, a_row_layout=a_row_layout, a_row=a_row, a_byte=a_byte, fa=fa, fb=fb,
        rda=rda, rdb=rdb, nch=atom.a_regs // 4,
        origin_b=gb((bn, 0)), korigin_b=korigin_b, lay_a=lay_a, pad_off=pad_off, tap_list=tap_list, form=form,
        rolled=form == "rolled", tloop=tloop, checks=checks, check_base=check_base, tail=tail,
        rounds=dma_a.instrs, fold=fold, tap_axes=tap_axes, chan_mode=lay_a[1][0], y_order=p["y_layout"],
        lay_y=lay_y, y_rows=y_rows, ywin=ywin, ydiv=ydiv, S=S,
        sk_mode=p.get("split_k_reduce", "deterministic") if S > 1 else "",
        taps_run=g.taps // S, KT_run=g.k_tiles // S, split_b=korigin_b[g.k_tiles // S] if S > 1 else 0,
        group_m=p.get("group_m", 1), xcd=p.get("wg_remap", "none") == "xcd")   # flygen/plan/wg_order.py
    _split_checks(c)
    return c


def _split_checks(c: Config) -> None:
    """Split-K (S > 1): split z runs the taps [z P/S, (z+1) P/S) of the tap loop, K tiles [z KT/S, (z+1) KT/S).
    Its K origin is layout values: in w `z * split_b` with split_b = the w K origin (w_kmode through w's
    global layout) at K tile KT/S, checked linear in z; in x the tap loop's state at tap z P/S (counters = the
    tap's digits in gA's tap shape, s_xtap = gA's tap mode there, s_tmask its validity bits), computed at run
    time from z and checked against gA's tap mode at K byte z (P/S) Cp for every z."""
    if c.S == 1:
        return
    if not c.tloop:
        raise PlanError(f"split_k: split-K cuts over filter taps and needs k_loop: taps, got {c.form}")
    if any(c.korigin_b[z * c.KT_run] != z * c.split_b for z in range(c.S)):
        raise PlanError("internal: the K origin of a split in w is not linear in the split index")
    for z in range(c.S):
        digits, tau = {}, z * c.taps_run
        for a, f, _ in c.tap_axes:
            digits[a], tau = tau % f, tau // f
        if sum(digits[a] * st for a, _, st in c.tap_axes) + int(c.lay_a[1](0)) != \
                int(c.lay_a[1](z * c.taps_run * c.g.cp)):
            raise PlanError("internal: the tap state of a split is not gA's tap mode at its first tap")
    if c.bm * 4 * c.K >= 1 << 32:
        raise PlanError(f"tile_m/k: one M tile of the f32 workspace is {c.bm} x {4 * c.K} B; its records must "
                        "fit 32 bits")
    if c.S * c.mtiles * c.bm >= 1 << 32:
        raise PlanError(f"split_k: S x M tiles x tile_m = {c.S * c.mtiles * c.bm}: the workspace row z M + m0 "
                        "must fit 32 bits")
