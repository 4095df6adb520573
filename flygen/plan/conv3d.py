"""Planner of the conv3d family: implicit GEMM (M = output pixels, N = output channels, K = taps x channels).

Pipeline as gemm_fp8 (LDS-DMA double buffer, swizzled ds_read_b128 fragments, 16x16 MFMAs, one barrier per
K tile). Every K tile is 128 B of one compile-time filter tap's channels; the K loop is unrolled, or rolled
(k_loop, flygen.spec.conv3d.k_loop_forms; auto: by estimated code size, see plan): per tap a 2-stage loop over
its channel blocks, the x channel block in soffset s_koff_a (gA's channel mode) and w's K origin in s_koff_b
(w_kmode), see plan_rolled; or one loop
over the filter taps (k_loop: taps, plan_taps: tap offset s_xtap and padding mask s_tmask walked in SGPRs):
  A (x, NDHWC)  gathered by LDS DMA: lane -> (tile row, 16-byte chunk) from the swizzled LDS tile (as the
                GEMM), tile row -> output pixel m -> digits (wo, ho, do, n) (flygen.layout.divmod) -> the pixel
                mode of gA (conv3d_layouts); the tap mode of gA is a per-tile literal. A lane whose input
                coordinate falls into the padding gets voffset 0x80000000 (>= num_records): the DMA writes 0.
                The V# is rebased per M tile to the first input slice the tile can read (64-bit SGPR math),
                so inputs of any size work as long as one tile's window is < 2 GiB (checked here).
  B (w, KTRSC)  the GEMM's B: [K, T*R*S*C] rows (or the preshuffled channel-padded [K, T*R*S*Cp]), K tile
                origin in soffset (from conv3d_layouts.w_kmode: steps of 128 B, plus a jump over the padding
                at each tap's end when C*esize is not a multiple of 128).
  channel tail  when Cb = C*esize is not a multiple of 128, a tap's last K tile holds channel_tail(g) B: lanes
                whose 16-byte chunk lies beyond it use voffset 0x80000000 for x and for w (selected once in
                the prologue; the tap offset added to it keeps it >= num_records), so they contribute exact
                zeros and never read the next pixel's or the next tap's bytes (0 * inf would be NaN).
  epilogue      epilogue/rows: x_scale * w_scale[k], bias, relu, bf16, rows >= M / channels >= K dropped.
  registers     A fragment placements (placements): a K tile's A fragments in their own registers, else (when
                that does not launch, e.g. 8 waves at 256 x 256) a ring of S unit slots refilled in the MFMA
                stream (_step); the first placement that launches is kept.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from types import SimpleNamespace

import numpy as np

from flygen.errors import PlanError
from flygen.families import FAMILIES
from flygen.isa import limits
from flygen.isa.hazards import nop_lines
from flygen.isa.mfma import dense_mfma, f8f6f4_mods
from flygen.layout import Layout, right_inverse
from flygen.layout.checked import composition, zipped_divide
from flygen.layout.divmod import emit_divmod_salu, emit_divmod_valu, magic
from flygen.layout.emit import emit_valu
from flygen.layout.expr import to_str
from flygen.layout.lower import lower
from flygen.layout.tv import make_tiled_mma
from flygen.plan import programs, wg_order
from flygen.plan.address import BaseRegs, wave_m0
from flygen.plan.codesize import estimate
from flygen.plan.epilogue.rows import MMajor, RowsOut, plan_epilogue_rows, scratch_regs
from flygen.plan.conv3d_layouts import (RECORDS_CAP, SENTINEL, channel_tail, checked_taps, gA, geometry,
                                        pack_fold, pack_offsets, pixel_shape, store_rows, tap_loop_checks, taps,
                                        tile_windows, w_kmode, y_layout, y_windows)
from flygen.plan.conv3d_pack import narrow_dma
from flygen.plan.gemm_layouts import CHUNK, ROW_BYTES, dma_plan, fragment_layout, global_full, lds_outer
from flygen.plan.items import M0_DMA_WAIT, Label, Wait, instr, texts
from flygen.plan.kernargs import packed_loads, packed_operands, reserve_abi
from flygen.plan.kernel import Grid, KernelPlan, LaunchError, PlanLayout, layout_args, loop_trips
from flygen.plan.regs import RegAlloc, declare
from flygen.plan.waits import wait_counts
from flygen.plan.vsharp import base_words, mul64, output_rsrc, records_left64, tile_rsrc, word3
from flygen.spec.conv3d import (AUTO_CODE_BUDGET, PACK_CHUNK, TILE_BYTES, WAVE_GRID, k_blocks, k_loop_forms,
                                pack_chunk, rolled_trips, splits, wave_grid)

STAGES = 2
U32 = (1 << 32) - 1


@dataclass(frozen=True)
class Conv3dBody:
    prologue: tuple          # instruction lines
    acc_init: tuple
    first_dma: tuple         # items: K tile 0 -> stage 0
    steps: tuple             # one tuple of items per K tile (unrolled: each tile is a compile-time tap)
    epilogue: tuple
    notes: tuple
    rolled: bool = False     # rolled or tap loop: steps are (heading, items) blocks, loops included (plan_rolled,
    form: str = "unrolled"   # plan_taps); the K loop form (flygen.spec.conv3d.k_loop_forms)
    k_loop_auto: tuple = ()  # k_loop auto: ((form, estimated code bytes), ...) in the order tried (plan)

    @property
    def program(self) -> tuple:
        return programs.conv3d(self)


def _mul_add(dst: str, x: str, c: int, xmax: int, acc: str | None, tmp: str) -> list[str]:
    """dst = x * c (+ acc), u32 wrap-around; 24-bit form when x and c fit."""
    c &= U32
    if c == 0:
        return [] if acc == dst else ([f"v_mov_b32 {dst}, {acc}"] if acc else [f"v_mov_b32 {dst}, 0"])
    if xmax < (1 << 24) and c < (1 << 24):
        out = [f"v_mul_u32_u24 {tmp}, {hex(c)}, {x}"]
    else:
        out = [f"v_mov_b32 {tmp}, {hex(c)}", f"v_mul_lo_u32 {tmp}, {x}, {tmp}"]
    out.append(f"v_add_u32 {dst}, {acc}, {tmp}" if acc else f"v_mov_b32 {dst}, {tmp}")
    return out


def tail_selects(byte: str, tail: int, sent: str, pairs: list) -> list[str]:
    """dst = src if the lane's chunk byte < tail (channel_tail) else the sentinel, for each (dst, src) pair.

    The chunk byte within the 128-byte tile row is the same for every DMA round and for A and B (both LDS
    tiles are (rows, 128) row-major under the same swizzle), so one compare serves all selects."""
    return [f"// channel tail (conv3d_layouts.channel_tail): a tap's last K tile holds {tail} B of channels; "
            f"lanes with chunk byte >= {tail} read {SENTINEL:#x} (x and w) in those tiles",
            f"v_cmp_gt_u32 vcc, {tail}, {byte}", *nop_lines("valu_sgpr_valu"),
            *(f"v_cndmask_b32 {d}, {sent}, {s}, vcc" for d, s in pairs)]


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


def _config(p, form: str) -> SimpleNamespace:
    """Validate the configuration and derive every number and layout (step 1): MMA tiling, LDS map [A stage 0 |
    A stage 1 | B stage 0 | B stage 1] (rows x 128 B each, swizzled), DMA, fragment reads, gA, taps, K-loop
    form, channel tail. `c.g` is the conv3d_layouts geometry."""
    g = geometry(p)
    c = SimpleNamespace(g=g, dtype=p["dtype"], waves=p["waves"], bm=p["tile_m"], bn=p["tile_n"], grid=wave_grid(p))
    bm, bn = c.bm, c.bn
    c.scaled, c.pre = c.dtype == "fp8", p["w_layout"] == "preshuffled"
    c.esize, c.kbytes, c.wbytes, c.threads = g.esize, g.kgemm_bytes, g.w_row_bytes(c.pre), 64 * c.waves
    c.bk = TILE_BYTES // c.esize
    c.atom = dense_mfma(c.dtype)
    if c.grid[0] * c.grid[1] != c.waves:      # the spec check's rule, also for the launch check's one-field probes
        raise PlanError(f"wave_grid: {list(c.grid)} is not {c.waves} waves")
    c.mma = make_tiled_mma(c.atom, c.grid, tile=(bm, bn, c.bk))   # the wave grid (spec wave_grid)
    c.rm, c.rn, c.rk = c.mma.reps
    c.KT, c.M, c.K = g.k_tiles, g.m, g.k
    c.mtiles, c.ntiles = -(-c.M // bm), -(-c.K // bn)
    c.mmax = c.mtiles * bm - 1
    if c.mmax >= 1 << 31:
        raise PlanError(f"n/d/h/w: {c.M} output pixels; the pixel index must stay below 2^31")
    if g.n * g.dims[0] >= 1 << 31:
        raise PlanError("n/d: N x D input slices must stay below 2^31")
    c.win = tile_windows(g, bm)
    if c.win["max_window"] > RECORDS_CAP:
        raise PlanError(f"tile_m: one M tile reads an input window of {c.win['max_window']} B (> 2 GiB) of x; "
                        f"use a smaller tile_m or smaller H*W*C")
    c.a_bytes, c.b_bytes = bm * ROW_BYTES, bn * ROW_BYTES
    lds_a, lds_b = 0, STAGES * c.a_bytes
    c.lds_total = STAGES * (c.a_bytes + c.b_bytes)
    if c.lds_total > limits.LDS_BYTES:
        raise PlanError(f"tile_m/tile_n: {c.lds_total} B of LDS exceed {limits.LDS_BYTES}")
    c.pack = g.packed                           # packed small-C path (conv3d_pack): dense K, 4-byte chunks
    c.cw = pack_chunk(g.cb) if c.pack else CHUNK
    c.vgpr = c.cw < PACK_CHUNK                  # 2- / 1-byte chunks: loads into VGPRs + ds_write (no LDS DMA)
    if c.pack:
        c.dma_a = narrow_dma(bm, c.threads, c.cw, lds_a, c.a_bytes, STAGES, vgpr=c.vgpr)
        c.dma_b = narrow_dma(bn, c.threads, c.cw, lds_b, c.b_bytes, STAGES, c.wbytes,
                             limits.MUBUF_OFFSET_MAX if c.vgpr else 0, vgpr=c.vgpr)
        c.a_row_layout = zipped_divide(composition(Layout((bm, ROW_BYTES), (1, 0)), right_inverse(lds_outer(bm))),
                                       Layout(c.dma_a.period))
    else:
        c.dma_a = dma_plan(bm, c.kbytes, False, c.threads, lds_a, c.a_bytes, STAGES)
        c.dma_b = dma_plan(bn, c.wbytes, c.pre, c.threads, lds_b, c.b_bytes, STAGES)   # source offsets never in the instruction
        c.a_row, c.a_byte, c.a_row_layout = a_row_layouts(bm, c.threads)
    c.fa = fragment_layout(c.mma.tv_A(), bm, c.bk, c.esize, lds_a, c.a_bytes, STAGES)
    c.fb = fragment_layout(c.mma.tv_B(), bn, c.bk, c.esize, lds_b, c.b_bytes, STAGES)
    c.rda = lower(c.fa, {"tid": c.threads}, max_imm=limits.DS_OFFSET_MAX)
    c.rdb = lower(c.fb, {"tid": c.threads}, max_imm=limits.DS_OFFSET_MAX)
    c.nch = c.atom.a_regs // 4
    gb, wk = global_full(c.wbytes, c.pre), w_kmode(g, c.pre)
    c.origin_b = gb((bn, 0))
    c.korigin_b = [int(gb((0, int(wk(TILE_BYTES * kt))))) for kt in range(c.KT + 1)]   # w K origin of each tile
    c.lay_a, c.pad_off = gA(g)
    c.tap_list = taps(g)
    c.form = form
    c.rolled, c.tloop = c.form == "rolled", c.form == "taps"
    c.checks, c.check_base = tap_loop_checks(g) if c.tloop or c.pack else (checked_taps(g), {})
    c.tail = channel_tail(g)
    c.rounds = c.dma_a.instrs
    if c.pack:
        if c.form != "unrolled":
            raise PlanError(f"k_loop: the packed small-C path is unrolled only, got {c.form}")
        c.fold = pack_fold(g)
        offs = pack_offsets(g, np.arange(c.kbytes))
        if int(offs.max()) >= SENTINEL:
            raise PlanError("t/r/s: a packed K offset of 2 GiB or more would wrap the sentinel below num_records")
    elif c.tail and not same_chunk_bytes(c.a_byte, a_row_layouts(bn, c.threads)[1]):
        raise PlanError("internal: A and B DMA lanes disagree on their chunk byte; the tail select needs one")
    if bn * c.wbytes > RECORDS_CAP:
        raise PlanError(f"c/tile_n: one N tile of w is {bn} x {c.wbytes} B > 2 GiB; the {SENTINEL:#x} sentinel "
                        f"voffset must stay out of range")
    if c.tail and max(t.offset for t in c.tap_list) >= SENTINEL:
        raise PlanError("t/r/s: a tap offset of 2 GiB or more would wrap the channel-tail sentinel below num_records")
    c.tap_axes = [(a, g.filt[a], int(c.lay_a[1].stride[3 - a])) for a in (2, 1, 0) if g.filt[a] > 1] \
        if c.tloop else []
    c.chan_mode = c.lay_a[1][0]                 # gA's channel mode (Cp : 1): the K advance inside a tap
    c.y_order = p["y_layout"]
    c.lay_y = y_layout(g, c.y_order)            # (pixel m, channel k) -> y byte
    if c.y_order == "ncdhw":
        c.y_rows = store_rows(c.lay_y)          # rows per store along M (the layout's contiguous run)
        c.ywin = y_windows(g, bm)
        if c.ywin["max_window"] > RECORDS_CAP:
            raise PlanError(f"tile_m: one M tile's NCDHW y rows span {c.ywin['max_window']} B (> 2 GiB) of whole "
                            "images; use a smaller tile_m or fewer output channels / pixels per image")
        c.ydiv = magic(g.out[0] * g.out[1] * g.out[2], c.mmax)
    _split_config(p, c)
    c.group_m, c.xcd = p.get("group_m", 1), p.get("wg_remap", "none") == "xcd"     # flygen/plan/wg_order.py
    return c


def _split_config(p, c) -> None:
    """Split-K (S > 1): split z runs the taps [z P/S, (z+1) P/S) of the tap loop, K tiles [z KT/S, (z+1) KT/S).
    Its K origin is layout values: in w `z * split_b` with split_b = the w K origin (w_kmode through w's
    global layout) at K tile KT/S, checked linear in z; in x the tap loop's state at tap z P/S (counters = the
    tap's digits in gA's tap shape, s_xtap = gA's tap mode there, s_tmask its validity bits), computed at run
    time from z and checked against gA's tap mode at K byte z (P/S) Cp for every z. c.KT_run = K tiles this
    kernel's loop runs (KT / S)."""
    g = c.g
    c.S = splits(p)
    c.sk_mode = p.get("split_k_reduce", "deterministic") if c.S > 1 else ""
    c.taps_run, c.KT_run = g.taps // c.S, c.KT // c.S
    c.split_b = c.korigin_b[c.KT_run] if c.S > 1 else 0
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
                int(c.lay_a[1](z * c.taps_run * g.cp)):
            raise PlanError("internal: the tap state of a split is not gA's tap mode at its first tap")
    if c.bm * 4 * c.K >= 1 << 32:
        raise PlanError(f"tile_m/k: one M tile of the f32 workspace is {c.bm} x {4 * c.K} B; its records must "
                        "fit 32 bits")
    if c.S * c.mtiles * c.bm >= 1 << 32:
        raise PlanError(f"split_k: S x M tiles x tile_m = {c.S * c.mtiles * c.bm}: the workspace row z M + m0 "
                        "must fit 32 bits")


def _kernel_args(p, c) -> tuple:
    specs = [("x", "global_buffer", 8, c.dtype, "read_only"), ("w", "global_buffer", 8, c.dtype, "read_only")]
    if c.S > 1:             # unscaled f32 partials; scales (fp8) are applied by NAME_reduce after the sum
        return layout_args(specs + [("ws", "global_buffer", 8, "f32",
                                     "read_write" if c.sk_mode == "atomic" else "write_only")])
    if c.scaled:
        specs += [("w_scale", "global_buffer", 8, "f32", "read_only"), ("x_scale", "by_value", 4, "f32", "")]
    if p["bias"]:
        specs += [("bias", "global_buffer", 8, p["bias_dtype"], "read_only")]
    specs += [("y", "global_buffer", 8, "bf16", "write_only"), ("m_tile0", "by_value", 4, "u32", "")]
    return layout_args(specs)


def _sgprs(p, c, ra, kernarg_size: int) -> SimpleNamespace:
    """SGPRs: kernel arguments, V#s, soffsets, loop counters and tap-walk state, tile origin, temporaries."""
    k = SimpleNamespace(ra=ra)
    k.s_args = ra.s("s_args", limits.align(kernarg_size // 4, 4), align=4, note="kernel arguments")
    bufs = ["x", "w", "ws"] if c.S > 1 else \
        ["x", "w"] + (["w_scale"] if c.scaled else []) + (["bias"] if p["bias"] else []) + ["y"]
    k.rs = {x: ra.s(f"s_rsrc_{x}", 4, align=4, note=f"V# of {x}") for x in bufs}
    k.rs["a"], k.rs["b"] = k.rs["x"], k.rs["w"]
    kstep_note = f"+{c.korigin_b[1] - c.korigin_b[0]} B per tile" + \
        (", more at a tap's end" if c.tail and not c.pre else "")
    ra.s("s_koff_b", note=f"soffset: K tile origin in w ({kstep_note})")
    _, nb_tap, _ = k_blocks(p)
    if c.rolled or c.tloop:
        ra.s("s_koff_a", note="soffset: x channel block of the next tile (gA channel mode at 128 B steps)")
        if c.rolled or rolled_trips(nb_tap) >= 1:
            ra.s("s_loop", note="remaining trips of the current tap's channel-block loop")
    if c.tloop:
        ra.s("s_tloop", note="remaining trips of the tap loop")
        ra.s("s_xtap", note="gA tap mode at the current tap's block 0 (t dt HWCb + r dh WCb + s dw Cb)")
        for a, f, _ in c.tap_axes:
            ra.s(f"s_tc{'dhw'[a]}", note=f"current tap coordinate along {'dhw'[a]} (0 .. {f - 1})")
        ra.s("s_tapc", note="tap walk temporary (carry, stride products, mask parts)")
        if c.checks:
            ra.s("s_tmask", note="validity bits the current tap needs (conv3d_layouts.tap_loop_checks)")
    declare(ra, (("s_wave", "wave id in the workgroup"),
                 ("s_m0", "first output pixel of the tile"),
                 ("s_n0", "first output channel of the tile"),
                 ("s_nrem", "valid output channels in this tile: K - n0"),
                 ("s_relbase", "x byte offset (mod 2^32) of the V# base plus the padding origin")))
    if c.scaled and c.S == 1:
        ra.s("s_xscale", note="x_scale (f32)")
    if c.y_order == "ncdhw":
        ra.s("s_yimg", note="first image of the tile (m0 / Do Ho Wo): the NCDHW y V# base")
    k.s_tmp = ra.s("s_tmp", 6, align=2, note="prologue temporaries")
    k.s_mask = ra.s("s_mask", 2 * c.rn, align=2, note="EXEC masks of valid output channels, one pair per N repeat")
    return k


def _lane_registers(c, k) -> None:
    """Per-lane VGPRs of the A DMA (tile row/byte, per-round pixel offsets, validity bits, voffsets, digits,
    sentinel, channel-tail offsets), then the address code of DMA and fragment reads (its base registers are
    allocated as it is emitted) and the wave's M0 bases."""
    ra, rounds, tail, checks = k.ra, c.rounds, c.tail, c.checks
    sregs = BaseRegs(ra, "s", "s_dma")
    ra.v("v_tid", note="work-item id x")
    k.v_tmp = ra.v("v_tmp", 6, note="address temporaries")
    vregs_swz, vregs_g, vregs_r = BaseRegs(ra, "v", "v_swz"), BaseRegs(ra, "v", "v_g"), BaseRegs(ra, "v", "v_r")
    if not c.pack:
        k.v_arow = ra.v("v_arow", note=f"A tile row of round 0: {to_str(c.a_row.bases[0])}")
        k.v_abyte = ra.v("v_abyte", note=f"byte within the 128-byte K tile row: {to_str(c.a_byte.bases[0])}")
    k.v_rel = ra.v("v_rel", rounds, note="per DMA round: x offset of the lane's pixel at tap 0 (relative to V#)")
    k.v_valid = ra.v("v_valid", rounds, note="per DMA round: bit per checked tap coordinate inside the volume") \
        if checks else None
    k.v_aoff = ra.v("v_aoff", rounds, note="per DMA round: voffset of the current tap (or 0x80000000)")
    k.v_dig = ra.v("v_dig", 7, note="pixel digits (m, wo, ho, do, n) and temporaries")
    k.vt = k.v_dig.at(6)
    k.v_sent = ra.v("v_sent", note=f"{SENTINEL:#x}: voffset of a {'padding' if checks else 'channel-tail'} lane "
                    "(VOP2 cndmask: VCC + literal exceed the constant bus)") if checks or tail else None
    k.v_xtail = ra.v("v_xtail", rounds, note=f"per DMA round: v_rel, or {SENTINEL:#x} if the lane's chunk is past "
                     f"the {tail} B channel tail") if tail and not c.vgpr else None

    code, tmpv = [], [k.v_tmp.at(i) for i in range(1, 6)]
    if c.pack:
        code += _pack_registers(c, k, vregs_swz, tmpv)
    else:
        code += _dma_registers(c, k, vregs_swz, vregs_g, tmpv)
    k.read_regs = {}
    for name, lo, lay in (("a", c.rda, c.fa), ("b", c.rdb, c.fb)):
        code.append(f"// {name.upper()} fragment reads: {lay}")
        k.read_regs[name] = [vregs_r.emit(e, {"tid": "v[v_tid]"}, tmpv, code) for e in lo.bases]
    m0_code, k.m0_regs = wave_m0((("a", c.dma_a), ("b", c.dma_b)), sregs, k.v_tmp, k.s_tmp)
    k.code = code + m0_code


def _dma_registers(c, k, vregs_swz, vregs_g, tmpv) -> list:
    """16-byte path: the lane's swizzled LDS position, w sources, channel-tail registers, A tile (row, byte)."""
    ra, tail, code = k.ra, c.tail, []
    swz_reg = vregs_swz.get(c.dma_a.swz.bases[0])
    code += [f"// LDS DMA: lane fills x = S(16 tid) = {to_str(c.dma_a.swz.bases[0])}"]
    code += emit_valu(c.dma_a.swz.bases[0], swz_reg, {"tid": "v[v_tid]"}, list(tmpv))
    code.append(f"// w global source of position x: {c.dma_b.layout_note}")
    k.b_regs = [vregs_g.emit(e, {"x": swz_reg}, tmpv, code) for e in c.dma_b.src.bases]
    # w records = min(K - n0, block_n) rows x w row bytes <= 2^31 (checked above): the sentinel is out of range
    k.w_tail = [ra.v(f"v_wtail{i}", note=f"{r}, or {SENTINEL:#x} past the {tail} B channel tail")
                for i, r in enumerate(k.b_regs)] if tail else None
    code.append(f"// A tile (row, byte) of position x: {c.a_row_layout}")
    code += emit_valu(c.a_row.bases[0], str(k.v_arow), {"x": swz_reg}, list(tmpv))
    code += emit_valu(c.a_byte.bases[0], str(k.v_abyte), {"x": swz_reg}, list(tmpv))
    return code


def _pack_registers(c, k, vregs_swz, tmpv) -> list:
    """Packed path (conv3d_pack): per lane class its LDS position x (lowered S(4 tid + 4 threads round)), the A
    tile row and the chunk byte j of x; per B round its w source (row-major rows of T*R*S*Cb bytes) and, with a
    K tail, the tail-selected copy; per class the K-offset and mask registers of the current K tile."""
    ra, tail, da, db, code = k.ra, c.tail, c.dma_a, c.dma_b, []
    code.append(f"// packed small-C LDS DMA ({da.note}): lane classes {[to_str(e) for e in da.lanepos.bases]}")
    k.cls = {}                                   # lanepos expression -> (x, row, byte) registers
    for e in list(da.lanepos.bases) + list(db.lanepos.bases):
        key = to_str(e)
        if key in k.cls:
            continue
        ci = len(k.cls)
        xr = vregs_swz.emit(e, {"tid": "v[v_tid]"}, tmpv, code)
        row = ra.v(f"v_arow{ci}", note=f"A tile row of lane class {ci} (period block 0): {to_str(da.row.bases[0])}")
        byte = ra.v(f"v_abyte{ci}", note=f"chunk byte within the 128-byte K tile row, lane class {ci}")
        code += emit_valu(da.row.bases[0], str(row), {"x": xr}, list(tmpv))
        code += emit_valu(da.byte.bases[0], str(byte), {"x": xr}, list(tmpv))
        k.cls[key] = (xr, str(row), str(byte))
    k.a_cls = [to_str(da.lanepos.bases[da.round_class(i)]) for i in range(da.rounds)]
    k.b_cls = [to_str(db.lanepos.bases[db.round_class(i)]) for i in range(db.rounds)]
    code.append(f"// w global source per B round (row-major [K, {c.wbytes}] B): {db.src.bases and to_str(db.src.bases[0])} ...")
    k.b_regs, seen = [], {}
    for i in range(db.rounds):
        blk = db.round_block(i)
        key = (k.b_cls[i], blk)
        if key not in seen:
            r = ra.v(f"v_g{len(seen)}", note=f"w source of lane class {list(k.cls).index(k.b_cls[i])}, period block {blk}")
            code += emit_valu(db.src.bases[db.src.base_of[blk]], str(r), {"x": k.cls[k.b_cls[i]][0]}, list(tmpv))
            seen[key] = str(r)
        k.b_regs.append(seen[key])
    k.b_imms = [int(db.src.imms[db.round_block(i)]) for i in range(db.rounds)]
    k.w_tail = [ra.v(f"v_wtail{i}", note=f"B round {i}: {r}, or {SENTINEL:#x} past the {tail} B K tail")
                for i, r in enumerate(k.b_regs)] if tail and not c.vgpr else None
    if c.vgpr:
        k.v_bst = ra.v("v_bst", db.rounds, note=f"per B round: the {c.cw}-byte w chunk loaded into a VGPR (its voffset "
                       "first, in the K-tail tile)")
        k.s_ktail = {key: ra.s(f"s_ktail{i}", 2, align=2, note="lanes of this class whose chunk byte < the K tail")
                     for i, key in enumerate(k.cls)} if tail else None
        lds_regs = BaseRegs(ra, "v", "v_lds")
        code.append(f"// LDS addresses of the ds_write_b{8 * c.cw} (the DMA image: stage base + {c.cw} tid + "
                    f"{c.cw * c.threads} round)")
        k.lds_a = [(lds_regs.emit(da.lds.bases[da.lds.base_of[v]], {"tid": "v[v_tid]"}, tmpv, code), int(da.lds.imms[v]))
                   for v in range(len(da.lds.imms))]
        k.lds_b = [(lds_regs.emit(db.lds.bases[db.lds.base_of[v]], {"tid": "v[v_tid]"}, tmpv, code), int(db.lds.imms[v]))
                   for v in range(len(db.lds.imms))]
    a_classes = list(dict.fromkeys(k.a_cls))
    k.v_koff = {key: ra.v(f"v_koff{i}", note="current K tile: gA K-mode offset of the lane's chunk (pack_fold)")
                for i, key in enumerate(a_classes)}
    k.v_kmask = {key: ra.v(f"v_kmask{i}", note="current K tile: validity bits the lane's tap needs")
                 for i, key in enumerate(a_classes)} if c.checks else None
    return code


def _accumulators(p, c, k, scratch: int) -> None:
    """Fragments (A then B, at least the epilogue's `scratch` registers, which overlay them once the K loop
    is done) and accumulators (VGPRs if they fit, else AGPRs)."""
    ra, atom = k.ra, c.atom
    units = c.rm * c.rk
    k.nfa, k.nfb = (c.ring or units) * atom.a_regs, c.rn * c.rk * atom.b_regs
    a_note = f"A fragment ring: {c.ring} slots of {atom.a_regs} for {units} units (k, m rep)" if c.ring else \
        f"A fragments ({k.nfa})"
    k.v_frag = ra.v("v_frag", max(k.nfa + k.nfb, scratch), note=f"{a_note} then B fragments ({k.nfb}); epilogue scratch")
    k.n_acc = c.rm * c.rn * atom.c_regs
    k.acc_file = p["acc"]
    if k.acc_file == "auto":
        k.acc_file = "vgpr" if ra.next["v"] + k.n_acc <= limits.ARCH_VGPRS else "agpr"
    k.acc = ra.v("v_acc", k.n_acc, align=4, note="accumulators") if k.acc_file == "vgpr" else \
        ra.a("a_acc", k.n_acc, align=4, note="accumulators")


def _pixel_code(c, k) -> list:
    """Per-lane pixel digits and tap-independent offsets (after the descriptors: needs s_m0, s_relbase): per
    DMA round, m = m0 + row -> digits (wo, ho, do, n) -> v_rel, the validity bits, the channel-tail selects."""
    g, checks, tail, rounds = c.g, c.checks, c.tail, c.rounds
    pshape = pixel_shape(g)                     # (Wo, Ho, Do, N)
    pstride = c.lay_a[0].stride                 # bytes per pixel digit
    dig = [k.v_dig.at(i) for i in range(7)]
    vm, vq, vt = dig[0], dig[5], dig[6]           # vq: scratch once n is folded into rel
    xmax = [c.mmax]
    for e in pshape[:-1]:
        xmax.append(xmax[-1] // e)
    mg = [magic(e, xm) for e, xm in zip(pshape[:-1], xmax[:-1])]
    a_code = [f"// A pixel mode of gA {c.lay_a} (offset {c.pad_off}): m = m0 + row -> digits (wo, ho, do, n)"]
    if checks or tail:
        a_code.append(f"v_mov_b32 {k.v_sent}, {hex(SENTINEL)}")
    if checks:
        a_code.append("// validity bits: " + ", ".join(f"bit {b}: {'dhw'[a]} coord + {cc} in range"
                                                      for a, cc, b in checks))
    for i in range(rounds):
        if c.pack:
            blk = c.dma_a.round_block(i)
            imm, arow = int(c.dma_a.row.imms[blk]), k.cls[k.a_cls[i]][1]
            a_code.append(f"// round {i}: tile row = {arow} + {imm} (lane class {list(k.cls).index(k.a_cls[i])})")
        else:
            imm, arow = int(c.a_row.imms[i]), k.v_arow
            a_code.append(f"// round {i}: tile row = v_arow + {imm}")
        a_code.append(f"v_add_u32 {vm}, s[s_m0], {arow}")
        if imm:
            a_code.append(f"v_add_u32 {vm}, {imm}, {vm}")
        # wo = m % Wo, q = m / Wo; ho = q % Ho, q' = q / Ho; do = q' % Do, n = q' / Do
        a_code += emit_divmod_valu(vm, mg[0], dig[5], dig[1], vt)
        a_code += emit_divmod_valu(dig[5], mg[1], dig[4], dig[2], vt)
        a_code += emit_divmod_valu(dig[4], mg[2], dig[5], dig[3], vt)
        digits = (dig[1], dig[2], dig[3], dig[5])            # (wo, ho, do, n): gA's pixel mode order
        rel = k.v_rel.at(i)
        a_code.append(f"v_mov_b32 {rel}, {0 if c.pack else k.v_abyte}")
        for j in range(4):
            a_code += _mul_add(rel, digits[j], int(pstride[j]), pshape[j] - 1 if j < 3 else xmax[3], rel, vt)
        a_code.append(f"v_subrev_u32 {rel}, s[s_relbase], {rel}")
        if checks:
            val = k.v_valid.at(i)
            a_code.append(f"v_mov_b32 {val}, 0")
            for axis in sorted({a for a, _, _ in checks}):
                d = dig[3 - axis]                   # do, ho, wo
                a_code.append(f"v_mul_u32_u24 {vq}, {g.stride[axis]}, {d}  // {'dhw'[axis]}o * stride")
                for a, cc, b in checks:
                    if a != axis:
                        continue
                    a_code += [f"v_add_u32 {vm}, {hex((cc - g.pad[axis]) & U32)}, {vq}",
                               f"v_cmp_gt_u32 vcc, {g.dims[axis]}, {vm}", *nop_lines("valu_sgpr_valu"),
                               f"v_cndmask_b32_e64 {vm}, 0, 1, vcc",
                               f"v_lshl_or_b32 {val}, {vm}, {b}, {val}"]
    if tail and c.vgpr:
        a_code.append(f"// K tail (conv3d_layouts.channel_tail): the last K tile holds {tail} B of the dense K; per lane "
                      f"class the lanes with chunk byte < {tail} (s_ktail), the others read {SENTINEL:#x} there")
        for key, (_, _, byte) in k.cls.items():
            a_code += [f"v_cmp_gt_u32 vcc, {tail}, {byte}", f"s_mov_b64 {k.s_ktail[key].at(0, 2)}, vcc"]
    elif tail and c.pack:
        a_code.append(f"// K tail (conv3d_layouts.channel_tail): the last K tile holds {tail} B of the dense K; lanes "
                      f"with chunk byte >= {tail} read {SENTINEL:#x} (x and w) there")
        for key, (_, _, byte) in k.cls.items():
            pairs = [(k.v_xtail.at(i), k.v_rel.at(i)) for i in range(rounds) if k.a_cls[i] == key] + \
                [(k.w_tail[i], k.b_regs[i]) for i in range(c.dma_b.rounds) if k.b_cls[i] == key]
            if pairs:
                a_code += [f"v_cmp_gt_u32 vcc, {tail}, {byte}", *nop_lines("valu_sgpr_valu"),
                           *(f"v_cndmask_b32 {d}, {k.v_sent}, {s}, vcc" for d, s in pairs)]
    elif tail:
        a_code += tail_selects(str(k.v_abyte), tail, str(k.v_sent),
                               [(k.v_xtail.at(i), k.v_rel.at(i)) for i in range(rounds)]
                               + list(zip(k.w_tail, k.b_regs)))
    return a_code


# ---- items: fragment reads, MFMAs, DMA rounds, soffset advances, K-tile steps
def _slot(c, f: int) -> int:
    """Register slot of A fragment unit f = m rep + rm x k step: its own, or f % S in a ring of S slots."""
    return f % c.ring if c.ring else f


def _frag(c, k, which: str, f: int, ch: int) -> str:
    base = 0 if which == "a" else k.nfa
    f = _slot(c, f) if which == "a" else f
    size = c.atom.a_regs if which == "a" else c.atom.b_regs
    return k.v_frag.at(base + f * size + 4 * ch, 4)


def _reads(c, k, which: str, lo, reps_m: int, stage: int) -> list:
    out = []
    for v in range(len(lo.imms)):
        ch, r, q, s = np.unravel_index(v, (c.nch, reps_m, c.rk, STAGES), order="F")
        if s != stage:
            continue
        out.append(instr("ds_read_b128", _frag(c, k, which, int(r + reps_m * q), int(ch)),
                         k.read_regs[which][lo.base_of[v]], mods=(f"offset:{int(lo.imms[v])}",),
                         note=f"{which.upper()} rep {int(r)} k {int(q)} chunk {int(ch)}", writes=((which, int(r), int(q)),)))
    return out


def _mfmas(c, k) -> list:
    atom, rm, rn, nfa = c.atom, c.rm, c.rn, k.nfa
    mods = (f8f6f4_mods(atom),) if c.scaled else ()
    mfmas = []
    for q in range(c.rk):
        for mi in range(rm):
            for ni in range(rn):
                d = k.acc.at(atom.c_regs * (mi + rm * ni), atom.c_regs)
                mfmas.append(instr(atom.mnemonic, d, k.v_frag.at(_slot(c, mi + rm * q) * atom.a_regs, atom.a_regs),
                                   k.v_frag.at(nfa + (ni + rn * q) * atom.b_regs, atom.b_regs), d, mods=mods,
                                   note=f"C rep ({mi},{ni}) k {q}", reads=(("b", ni, q), ("a", mi, q))))
    return mfmas


def _chan(c, kt: int) -> int:
    """x byte of K tile kt's channel block within its tap: gA's channel mode at 128-byte steps."""
    return int(c.chan_mode((TILE_BYTES * kt) % c.g.cp))


def _tap_base(c, kt: int) -> int:
    """gA's tap mode at the first block of K tile kt's tap (the per-tap voffset of the rolled form)."""
    kb = TILE_BYTES * kt
    base = int(c.lay_a[1](kb - kb % c.g.cp))
    assert base + _chan(c, kt) == c.tap_list[kt].offset
    return base


def _a_offsets(c, k, tap) -> tuple[list, list]:
    """VALU lines making each round's voffset for this tap, and the register each DMA round reads."""
    if c.tloop:
        return _a_offsets_loop(c, k, tap.tail)
    if c.pack:
        return _a_offsets_pack(c, k, tap)
    off = _tap_base(c, tap.kt) if c.rolled else tap.offset
    lines = [f"// x voffsets for K tile {tap.kt}: {tap.note} -> +{tap.offset} B"
             + (f" = tap base {off} B (gA tap mode at block 0) + s_koff_a {tap.offset - off} B (channel mode)"
                if c.rolled else "")
             + (f", valid iff bits {tap.mask:#x} set" if tap.mask else ", never padding")
             + (f"; channel tail: chunks >= {c.tail} B read nothing (v_xtail, v_wtail)" if tap.tail else "")]
    regs = []
    for i in range(c.rounds):
        src, dst = (k.v_xtail if tap.tail else k.v_rel).at(i), k.v_aoff.at(i)
        if off:
            lines.append(f"v_add_u32 {dst}, {hex(off)}, {src}")
            src = dst
        if tap.mask:
            lines += [f"v_and_b32 {k.vt}, {hex(tap.mask)}, {k.v_valid.at(i)}",
                      f"v_cmp_eq_u32 vcc, {hex(tap.mask)}, {k.vt}", *nop_lines("valu_sgpr_valu"),
                      f"v_cndmask_b32 {dst}, {k.v_sent}, {src}, vcc"]
            src = dst
        regs.append(src)
    return lines, regs


def _kpos_code(c, k, key: str, kt: int) -> list:
    """Packed path, one lane class, K tile kt: the lane's K byte u = 128 kt + j -> q1 = u / Cb, q2 = q1 / S,
    q3 = q2 / R (flygen.layout.divmod, exact over u < 128 KT) -> v_koff = gA's K mode at u (pack_fold) and
    v_kmask = the validity bits of the lane's tap (s, r, t) = (q1 - S q2, q2 - R q3, q3) (tap_loop_checks bits)."""
    g, dig = c.g, [k.v_dig.at(i) for i in range(7)]
    u, tmp = dig[0], dig[4]
    byte = k.cls[key][2]
    out = [f"v_add_u32 {u}, {hex(TILE_BYTES * kt)}, {byte}"] if kt else []
    x, xmax, qs, qmax = (u if kt else byte), c.kbytes - 1, [], []
    for (n, _), q in zip(c.fold, dig[1:4]):
        if n > 1:
            out += emit_divmod_valu(x, magic(n, xmax), q, None, tmp)
            x = q
        xmax //= n
        qs.append(x)
        qmax.append(xmax)
    off = k.v_koff[key]
    out.append(f"v_mov_b32 {off}, {u if kt else byte}")
    for q, (_, f), qm in zip(qs, c.fold, qmax):
        out += _mul_add(off, q, f, qm, off, tmp)
    if c.checks:
        mask, parts, const = k.v_kmask[key], [], 0
        for axis, b in sorted(c.check_base.items()):
            if g.filt[axis] == 1:
                const |= 1 << b
                continue
            p = [mask, dig[5], dig[6]][len(parts)]
            if axis == 0:                                          # t = q3
                d = qs[2]
            else:                                                  # r = q2 - R q3, s = q1 - S q2
                hi, lo, n = (qs[2], qs[1], g.filt[1]) if axis == 1 else (qs[1], qs[0], g.filt[2])
                out += [f"v_mul_u32_u24 {tmp}, {n}, {hi}", f"v_sub_u32 {p}, {lo}, {tmp}"]
                d = p
            if b:
                out.append(f"v_add_u32 {p}, {b}, {d}")
                d = p
            out.append(f"v_lshlrev_b32_e64 {p}, {d}, 1  // validity bit {b} + {'trs'[axis]} ({'dhw'[axis]} axis)")
            parts.append(p)
        if len(parts) == 2:
            out.append(f"v_or_b32 {mask}, {parts[0]}, {parts[1]}")
        elif len(parts) == 3:
            out.append(f"v_or3_b32 {mask}, {parts[0]}, {parts[1]}, {parts[2]}")
        if const:
            out.append(f"v_or_b32 {mask}, {hex(const)}, {mask}" if parts else f"v_mov_b32 {mask}, {hex(const)}")
    return out


def _a_offsets_pack(c, k, tap) -> tuple[list, list]:
    """Packed path: per lane class the K offset and mask of the lane's chunk in this tile (_kpos_code), then
    per round voffset = v_rel (v_xtail in the K-tail tile) + v_koff, and the padding select with v_kmask."""
    lines = [f"// x voffsets for K tile {tap.kt}: {tap.note}; per lane: u = {TILE_BYTES * tap.kt} + chunk byte "
             f"-> gA K mode (Cb, S, R, T) = {c.lay_a[1]} by division"
             + (", valid iff the lane's tap bits are set" if c.checks else ", never padding")
             + (f"; K tail: chunks >= {c.tail} B read nothing (v_xtail, v_wtail)" if tap.tail else "")]
    for key in k.v_koff:
        lines += _kpos_code(c, k, key, tap.kt)
    regs = []
    for i in range(c.rounds):
        key = k.a_cls[i]
        src, dst = (k.v_xtail if tap.tail and not c.vgpr else k.v_rel).at(i), k.v_aoff.at(i)
        lines.append(f"v_add_u32 {dst}, {k.v_koff[key]}, {src}")
        if c.checks:
            lines += [f"v_and_b32 {k.vt}, {k.v_kmask[key]}, {k.v_valid.at(i)}",
                      f"v_cmp_eq_u32 vcc, {k.v_kmask[key]}, {k.vt}", *nop_lines("valu_sgpr_valu"),
                      f"v_cndmask_b32 {dst}, {k.v_sent}, {dst}, vcc"]
        if tap.tail and c.vgpr:
            lines.append(f"v_cndmask_b32_e64 {dst}, {k.v_sent}, {dst}, {k.s_ktail[key].at(0, 2)}  // K tail")
        regs.append(dst)
    if c.vgpr and tap.tail:                                        # w chunks past the K tail: the sentinel
        for i in range(c.dma_b.rounds):
            lines.append(f"v_cndmask_b32_e64 {k.v_bst.at(i)}, {k.v_sent}, {k.b_regs[i]}, "
                         f"{k.s_ktail[k.b_cls[i]].at(0, 2)}  // K tail")
    return lines, regs


def _a_offsets_loop(c, k, is_tail: bool) -> tuple[list, list]:
    """Tap loop: voffset = v_rel (v_xtail in a tail tile) + s_xtap, then the padding select with the
    current tap's mask from s_tmask (all run time; the channel block is in s_koff_a)."""
    lines = ["// x voffsets of the current tap: v_" + ("xtail" if is_tail else "rel") + " + s_xtap (gA tap mode)"
             + (", valid iff the bits in s_tmask are set" if c.checks else ", never padding")]
    regs = []
    for i in range(c.rounds):
        src, dst = (k.v_xtail if is_tail else k.v_rel).at(i), k.v_aoff.at(i)
        lines.append(f"v_add_u32 {dst}, s[s_xtap], {src}")
        if c.checks:
            lines += [f"v_and_b32 {k.vt}, s[s_tmask], {k.v_valid.at(i)}",
                      f"v_cmp_eq_u32 vcc, s[s_tmask], {k.vt}", *nop_lines("valu_sgpr_valu"),
                      f"v_cndmask_b32 {dst}, {k.v_sent}, {dst}, vcc"]
        regs.append(dst)
    return lines, regs


def _tap_walk(c) -> list:
    """Tap loop: (t, r, s) counters one tap on (s fastest, carries by s_cmp/s_cselect), s_xtap = the sum
    of counter x gA tap-mode stride (layout values), s_tmask = the counters' validity bits."""
    tap_axes = c.tap_axes
    out = ["// next filter tap: counters (s, r, t) +1 with carry; s_xtap = gA tap mode (strides "
           + ", ".join(f"{'dhw'[a]}: {st}" for a, _, st in tap_axes) + ")"]
    for i, (a, f, _) in enumerate(tap_axes):
        ctr = f"s[s_tc{'dhw'[a]}]"
        out.append(f"s_add_u32 {ctr}, {ctr}, " + ("1" if i == 0 else "s[s_tapc]"))
        if i + 1 < len(tap_axes):
            out += [f"s_cmp_eq_u32 {ctr}, {f}", "s_cselect_b32 s[s_tapc], 1, 0", f"s_cselect_b32 {ctr}, 0, {ctr}"]
    return out + _tap_state(c)


def _tap_state(c) -> list:
    """Tap loop: s_xtap = the sum of counter x gA tap-mode stride (layout values), s_tmask = the counters'
    validity bits (the walk's second half; split-K's start of a split)."""
    tap_axes, check_base, out = c.tap_axes, c.check_base, []
    for i, (a, _, st) in enumerate(tap_axes):
        ctr = f"s[s_tc{'dhw'[a]}]"
        if i == 0:
            out.append(f"s_mul_i32 s[s_xtap], {ctr}, {hex(st)}")
        else:
            out += [f"s_mul_i32 s[s_tapc], {ctr}, {hex(st)}", "s_add_u32 s[s_xtap], s[s_xtap], s[s_tapc]"]
    if c.checks:
        const = sum(1 << check_base[a] for a in check_base if c.g.filt[a] == 1)
        var = [a for a, _, _ in tap_axes if a in check_base]
        if const or not var:
            out.append(f"s_mov_b32 s[s_tmask], {hex(const)}")
        for i, a in enumerate(var):
            first = i == 0 and not const
            out.append(f"s_lshl_b32 s[{'s_tmask' if first else 's_tapc'}], {hex(1 << check_base[a])}, "
                       f"s[s_tc{'dhw'[a]}]  // validity bit of the {'dhw'[a]} tap coordinate")
            if not first:
                out.append("s_or_b32 s[s_tmask], s[s_tmask], s[s_tapc]")
    return out


def _dma_items(c, k, tap, stage: int) -> tuple[tuple, list]:
    if c.pack:
        return _dma_items_pack(c, k, tap, stage)
    lines, aregs = _a_offsets(c, k, tap)
    bregs = k.w_tail if tap.tail else k.b_regs
    soff_a = "s[s_koff_a]" if c.rolled or c.tloop else "0"
    dma_a, dma_b, rounds = c.dma_a, c.dma_b, c.rounds
    out = []
    for i in range(rounds):
        out.append([instr("s_add_u32", "m0", k.m0_regs["a"], int(dma_a.m0.imms[i + rounds * stage]),
                          note=f"M0: A round {i} -> stage {stage}"),
                    _dma(aregs[i], k.rs["x"], soff_a, 0)])
    for i in range(dma_b.instrs):
        vi = i + dma_b.instrs * stage
        out.append([instr("s_add_u32", "m0", k.m0_regs["b"], int(dma_b.m0.imms[vi]),
                          note=f"M0: B round {i} -> stage {stage}"),
                    _dma(bregs[dma_b.src.base_of[i]], k.rs["w"], "s[s_koff_b]", int(dma_b.src.imms[i]))])
    return texts(lines), out


def _dma_items_pack(c, k, tap, stage: int) -> tuple[tuple, list]:
    """Packed path: 4-byte LDS DMA rounds (buffer_load_dword ... lds) of A and B."""
    lines, aregs = _a_offsets_pack(c, k, tap)
    if c.vgpr:
        op = {2: "buffer_load_ushort", 1: "buffer_load_ubyte"}[c.cw]
        bregs = [k.v_bst.at(i) for i in range(c.dma_b.rounds)] if tap.tail else k.b_regs
        out = [[None, instr(op, aregs[i], aregs[i], k.rs["x"], "0", mods=("offen", "offset:0"),
                            note=f"A round {i}: {c.cw} B of x into a VGPR")] for i in range(c.rounds)]
        out += [[None, instr(op, k.v_bst.at(i), bregs[i], k.rs["w"], "s[s_koff_b]", mods=("offen", f"offset:{k.b_imms[i]}"),
                             note=f"B round {i}: {c.cw} B of w into a VGPR")] for i in range(c.dma_b.rounds)]
        return texts(lines), out
    bregs = k.w_tail if tap.tail else k.b_regs
    out = []
    for name, d, regs, rs, soff in (("A", c.dma_a, aregs, k.rs["x"], "0"), ("B", c.dma_b, bregs, k.rs["w"], "s[s_koff_b]")):
        for i in range(d.rounds):
            out.append([instr("s_add_u32", "m0", k.m0_regs[name.lower()], int(d.m0.imms[i + d.rounds * stage]),
                              note=f"M0: {name} round {i} -> stage {stage}"),
                        _dma(regs[i], rs, soff, 0, op="buffer_load_dword")])
    return texts(lines), out


def _vgpr_writes(c, k, stage: int) -> list:
    """VGPR path: once the loads landed, each lane's chunks into the LDS tile of `stage` (ds_write_b16 / b8 at the
    narrow DMA's image: stage base + cw tid + cw threads round, conv3d_pack.narrow_dma .lds)."""
    op = f"ds_write_b{8 * c.cw}"
    out = [Wait(vm=0, note="the chunks of the next K tile are in VGPRs")]
    for name, d, regs, lds in (("A", c.dma_a, [k.v_aoff.at(i) for i in range(c.rounds)], k.lds_a),
                               ("B", c.dma_b, [k.v_bst.at(i) for i in range(c.dma_b.rounds)], k.lds_b)):
        for i in range(d.rounds):
            reg, imm = lds[i + d.rounds * stage]
            out.append(instr(op, reg, regs[i], mods=(f"offset:{imm}",), note=f"{name} round {i} -> stage {stage}"))
    return out


def _dma(addr, rsrc, soff, imm: int, op: str = "buffer_load_dwordx4"):
    """One LDS-DMA round: 16 B (dwordx4) or 4 B (dword, packed path) per lane from the buffer into LDS at M0."""
    return instr(op, addr, rsrc, soff, mods=("offen", f"offset:{imm}", "lds"))


def _koff(c, kt: int):
    """Advance soffset from K tile kt's w origin to the next tile's (w_kmode)."""
    return instr("s_add_u32", "s[s_koff_b]", "s[s_koff_b]", c.korigin_b[kt + 1] - c.korigin_b[kt], note="next K tile")


def _advance(c, kt: int) -> list:
    """Rolled form, after issuing K tile kt: s_koff_a / s_koff_b from tile kt's values to tile kt+1's."""
    if kt + 1 >= c.KT_run:
        return []
    dx, dw = _chan(c, kt + 1) - _chan(c, kt), c.korigin_b[kt + 1] - c.korigin_b[kt]
    if _chan(c, kt + 1) == 0:
        x = instr("s_mov_b32", "s[s_koff_a]", _chan(c, kt + 1), note="gA channel mode at the next tap's block 0")
        wn = "w_kmode step to the next tap's block 0"
    else:
        x = instr("s_add_u32", "s[s_koff_a]", "s[s_koff_a]", dx, note="gA channel mode: one 128-byte block")
        wn = "w_kmode: one 128-byte block"
    return [x, instr("s_add_u32", "s[s_koff_b]", "s[s_koff_b]", dw, note=wn)]


def _step(p, c, k, mfmas, kt: int, issue=None, what=None) -> tuple:
    """Consume K tile kt (LDS stage kt % 2) while issuing the next tile's DMA: by default K tile kt+1 as a
    compile-time tap; `issue` = (lines item or None, DMA pairs, advance items) overrides it (rolled loop)."""
    stage = kt % 2
    what = what or f"K tile {kt}"
    items = [Wait(vm=0, lgkm=0, note=f"this wave's ds_writes of {what} done") if c.vgpr else
             Wait(vm=0, note=f"this wave's DMA of {what} landed"),
             instr("s_barrier", note=f"every wave's DMA of stage {stage} landed; stage {1 - stage} free")]
    rd = sorted(_reads(c, k, "a", c.rda, c.rm, stage) + _reads(c, k, "b", c.rdb, c.rn, stage),
                key=lambda it: (it.writes[0][2], it.writes[0][0] == "a", it.writes[0][1]))
    ring = {}                                   # A ring: unit u >= S -> its reads, issued in the MFMA stream
    if c.ring:
        pre = []
        for it in rd:
            which, r, q = it.writes[0]
            if which == "a" and r + c.rm * q >= c.ring:
                ring.setdefault(r + c.rm * q, []).append(it)
            else:
                pre.append(it)
        rd = pre
    order = [it.writes[0] for it in rd]
    if issue is None and kt + 1 < c.KT_run:
        lines, pairs = _dma_items(c, k, c.tap_list[kt + 1], 1 - stage)
        issue = (lines, pairs, _advance(c, kt + 1) if c.rolled else [_koff(c, kt + 1)])
    if issue is not None:
        lines, pairs, adv = issue
        if lines is not None:
            items += lines
        for m0, dma in pairs:
            items += [dma] if m0 is None else [m0, *([rd.pop(0)] if rd else M0_DMA_WAIT), dma]
        items += adv
    items += rd
    if p["setprio"]:
        items.append(instr("s_setprio", 1))
    stream = []                                 # (lgkm event, item): the MFMAs (order: k step, m rep, n rep)
    for j, mf in enumerate(mfmas):
        stream.append((("use", mf.reads), mf))
        if c.ring and j % c.rn == c.rn - 1:     # last MFMA of A unit j // rn: its slot takes unit + S
            stream += [(("issue", it.writes[0]), it) for it in ring.pop(j // c.rn + c.ring, ())]
    assert not ring, "A ring: a unit's reads were never issued"
    waits = wait_counts([("issue", key) for key in order] + [ev for ev, _ in stream])
    for j, (_, it) in enumerate(stream):
        if len(order) + j in waits:
            left, need = waits[len(order) + j]
            items.append(Wait(lgkm=left, note=f"fragments up to read {need}"))
        items.append(it)
    if p["setprio"]:
        items.append(instr("s_setprio", 0))
    if c.vgpr and issue is not None:
        items += _vgpr_writes(c, k, 1 - stage)
    return tuple(items)


def _program(ks, p, c, k) -> tuple:
    """(first DMA items, K-tile steps): tile 0's DMA, then the unrolled, rolled (plan_rolled) or tap-loop
    (plan_taps) steps."""
    mfmas = _mfmas(c, k)

    def step(kt, issue=None, what=None):
        return _step(p, c, k, mfmas, kt, issue, what)

    def dma_items(tap, stage):
        return _dma_items(c, k, tap, stage)

    def advance(kt):
        return _advance(c, kt)

    lines0, pairs0 = dma_items(c.tap_list[0], 0)
    first = list(lines0)
    for m0, dma in pairs0:
        first += [dma] if m0 is None else [m0, *M0_DMA_WAIT, dma]
    if c.vgpr:
        first += _vgpr_writes(c, k, 0)
    if c.tloop:
        first += advance(0)
        steps = plan_taps(step, dma_items, advance, lambda: _tap_walk(c), c.tap_list,
                          ks.name, p, c.g, taps=c.taps_run)
    elif not c.rolled:
        first.append(_koff(c, 0))
        steps = tuple(step(kt) for kt in range(c.KT))
    else:
        first += advance(0)
        steps = plan_rolled(step, dma_items, advance, c.tap_list, ks.name, p)
    return first, steps


def _wg_order(c, sa, t) -> list:
    """group_m / wg_remap xcd (gemm_fp8's workgroup order, flygen/plan/wg_order.py): (s_wg_x, s_wg_y) remapped in
    place over the launched grid (ntiles x launched M tiles; mtiles - m_tile0 of a partial launch, so the map
    is a bijection on what runs, then m_tile0 is added as before). s_m0 holds the launched rows until the tile
    origin overwrites it; the six prologue temporaries are the remap's scratch (no new SGPRs)."""
    if c.group_m == 1 and not c.xcd:
        return []
    bm, lg = c.bm, c.bm.bit_length() - 1
    rows = [f"s_mov_b32 s[s_m0], {c.mtiles * bm}"] if c.S > 1 else \
        [f"s_sub_u32 s[s_m0], {c.mtiles}, {sa['m_tile0']}", f"s_lshl_b32 s[s_m0], s[s_m0], {lg}"]
    out = [f"// workgroup order over the launched grid: {c.ntiles} N tiles x launched M tiles (rows in s_m0)", *rows]
    if c.xcd:
        out += wg_order.salu_xcd(bm, "s[s_m0]", c.ntiles, "s[s_wg_x]", "s[s_wg_y]", list(t))
    return out + wg_order.salu(c.group_m, bm, "s[s_m0]", c.ntiles, "s[s_wg_x]", "s[s_wg_y]", list(t))


def _descriptors(p, c, k, args) -> list:
    """SALU setup: tile origin, V# x rebased to the input slice of the tile's first pixel (records capped at
    2^31), V#s of w / w_scale / bias per channel tile and of y, soffsets and tap-walk state."""
    g, bm, bn, K, M = c.g, c.bm, c.bn, c.K, c.M
    rs = k.rs
    sa, sa_hi = packed_operands(args, k.s_args)
    t = [k.s_tmp.at(i) for i in range(6)]
    D, pdp = g.dims[0], g.pitches[0]
    do_, ho, wo = g.out
    mg_s = magic(ho * wo, c.mmax)
    mg_d = magic(do_, c.mmax // (ho * wo))
    desc = _wg_order(c, sa, t)
    first_tile = [f"s_mul_i32 s[s_m0], s[s_wg_y], {bm}"] if c.S > 1 else \
        [f"s_add_u32 {t[0]}, s[s_wg_y], {sa['m_tile0']}", f"s_mul_i32 s[s_m0], {t[0]}, {bm}"]
    desc += [*first_tile, f"s_mul_i32 s[s_n0], s[s_wg_x], {bn}", f"s_sub_u32 s[s_nrem], {K}, s[s_n0]",
            "// V# x: rebased to slice qb = n0*D + clamp(do0*st - pt, 0, D) of the tile's first pixel m0",
            *emit_divmod_salu("s[s_m0]", mg_s, t[0], None, t[2]),          # g0 = m0 / (Ho Wo)
            *emit_divmod_salu(t[0], mg_d, t[1], t[2], t[3]),                # n0 = g0 / Do, do0 = g0 % Do
            f"s_mul_i32 {t[2]}, {t[2]}, {g.stride[0]}", f"s_sub_i32 {t[2]}, {t[2]}, {g.pad[0]}",
            f"s_max_i32 {t[2]}, {t[2]}, 0", f"s_min_i32 {t[2]}, {t[2]}, {D}",
            f"s_mul_i32 {t[1]}, {t[1]}, {D}", f"s_add_u32 {t[1]}, {t[1]}, {t[2]}     // qb",
            f"s_mul_i32 {t[2]}, {t[1]}, {hex(pdp)}", f"s_mul_hi_u32 {t[3]}, {t[1]}, {hex(pdp)}  // qb * HWCb (64-bit)",
            *base_words(rs["x"], (sa["x"], sa_hi["x"]), (t[2], t[3]), carry=t[4]),
            *records_left64(rs["x"], g.total_bytes, (t[2], t[3]), RECORDS_CAP, (t[4], t[5]),
                            "records = min(bytes left, 2^31)"),
            word3(rs["x"]),
            f"s_add_u32 s[s_relbase], {t[2]}, {hex((-c.pad_off) & U32)}  // + padding origin {-c.pad_off} B"]

    def rsrc(name, origin, rows_left, row_bytes, tile_rows):
        return tile_rsrc(name, rs[name], (sa[name], sa_hi[name]), "s[s_wg_x]", origin,
                         [f"s_sub_u32 {t[2]}, {rows_left}, s[s_n0]"], tile_rows, row_bytes, tuple(t[:3]), "channel tile")

    desc += rsrc("w", c.origin_b, -(-K // 16) * 16 if c.pre else K, c.wbytes, bn)
    if c.S > 1:
        return desc + _split_descriptors(c, k, sa, sa_hi, t)
    if c.scaled:
        desc += rsrc("w_scale", 4 * bn, K, 4, bn) + [f"s_mov_b32 s[s_xscale], {sa['x_scale']}"]
    if p["bias"]:
        bsize = 4 if p["bias_dtype"] == "f32" else 2
        desc += rsrc("bias", bsize * bn, K, bsize, bn)
    if c.y_order == "ncdhw":
        img = int(c.lay_y[0].stride[1])
        desc += [f"// V# y (NCDHW {c.lay_y}): base += (m0 / {c.ydiv.d}) x {img} B (the tile's first image); "
                 "records = min(bytes left, 2^31)",
                 *emit_divmod_salu("s[s_m0]", c.ydiv, "s[s_yimg]", None, t[2]),
                 *mul64((t[0], t[1]), "s[s_yimg]", hex(img)),
                 *base_words(rs["y"], (sa["y"], sa_hi["y"]), (t[0], t[1]), carry=t[2]),
                 *records_left64(rs["y"], 2 * M * K, (t[0], t[1]), RECORDS_CAP, (t[2], t[3])),
                 word3(rs["y"])]
    else:
        desc += output_rsrc("// V# y: base += m0 * 2K + 2 n0; records = min(M - m0, block_m) x 2K", rs["y"],
                            (sa["y"], sa_hi["y"]), hex(2 * K), M, bm, tuple(t[:3]))
    desc += ["s_mov_b32 s[s_koff_b], 0"]
    if c.rolled or c.tloop:
        desc += ["s_mov_b32 s[s_koff_a], 0  // gA channel mode at K tile 0"]
    if c.tloop:
        desc += [f"s_mov_b32 s[s_xtap], {int(c.lay_a[1](0))}  // gA tap mode at tap (0, 0, 0)",
                 *(f"s_mov_b32 s[s_tc{'dhw'[a]}], 0" for a, _, _ in c.tap_axes)]
        if c.checks:
            mask0 = sum(1 << c.check_base[a] for a in c.check_base)
            desc.append(f"s_mov_b32 s[s_tmask], {hex(mask0)}  // validity bits of tap (0, 0, 0)")
    return desc


def _split_descriptors(c, k, sa, sa_hi, t) -> list:
    """Split-K: V# ws rebased to row (z M +) m0, column n0 (records = min(M - m0, tile_m) x 4K), and the split's
    K origin: s_koff_b = z x split_b (w), the tap loop's counters at tap z P/S (scalar divmod of z P/S by the
    tap shape, s fastest), s_xtap / s_tmask from them as the tap walk computes them (_tap_state)."""
    det = c.sk_mode == "deterministic"
    row = [f"s_mul_i32 {t[3]}, s[s_wg_z], {c.M}", f"s_add_u32 {t[3]}, {t[3]}, s[s_m0]"] if det else []
    desc = row + output_rsrc("// V# ws: base += " + ("(z M + m0)" if det else "m0") + f" * {4 * c.K} + 4 n0; "
                             "records = min(M - m0, tile_m) x 4K", k.rs["ws"], (sa["ws"], sa_hi["ws"]),
                             hex(4 * c.K), c.M, c.bm, tuple(t[:3]), row=t[3] if det else "s[s_m0]", elem_shift=2)
    desc += [f"// split z runs taps [z {c.taps_run}, (z + 1) {c.taps_run}) = K tiles [z {c.KT_run}, (z + 1) "
             f"{c.KT_run}): w K origin z x {c.split_b} B (w_kmode at K tile {c.KT_run}, linear in z)",
             f"s_mul_i32 s[s_koff_b], s[s_wg_z], {c.split_b}",
             "s_mov_b32 s[s_koff_a], 0  // gA channel mode at the tap's block 0",
             f"// tap counters at the split's first tap z {c.taps_run}: its digits in gA's tap shape (s fastest)",
             f"s_mul_i32 {t[0]}, s[s_wg_z], {c.taps_run}"]
    cur, xmax = t[0], (c.S - 1) * c.taps_run
    for i, (a, f, _) in enumerate(c.tap_axes):
        ctr = f"s[s_tc{'dhw'[a]}]"
        if i + 1 == len(c.tap_axes):
            desc.append(f"s_mov_b32 {ctr}, {cur}")
        else:
            nxt = t[1] if cur == t[0] else t[0]
            desc += emit_divmod_salu(cur, magic(f, xmax), nxt, ctr, t[2])
            cur, xmax = nxt, xmax // f
    return desc + _tap_state(c)


def placements(p, form: str | None = None) -> list:
    """A fragment placements tried in order (plan keeps the first whose plan launches): 0 = every A fragment
    unit of a K tile has its own registers (what every kernel that planned before keeps, byte for byte), then
    rings of half, a quarter, ... of the units (flygen.plan.conv3d._step: unit u in slot u % S, the reads of
    unit u + S issued right after the last MFMA reading unit u). `form`: the K loop form (default: the first
    k_loop_forms allows)."""
    c = _config(p, form or k_loop_forms(p)[0])
    units = c.rm * c.rk
    out, ring = [0], units // 2
    while ring >= 1:
        out.append(ring)
        ring //= 2
    return out


def plan(ks) -> KernelPlan:
    """The plan of the K loop form k_loop names, or for `auto` the first of k_loop_forms (unrolled, rolled,
    taps: least loop overhead first) whose plan launches and whose estimated code (flygen.plan.codesize, the
    bytes the assembler will emit) fits AUTO_CODE_BUDGET; if none fits, the smallest; if none plans, the first
    form's error. The forms tried and their estimates are kept in `body.k_loop_auto`; when one was passed over,
    the notes (the .s header) say so."""
    forms = k_loop_forms(ks.params)
    if ks.params.get("k_loop", "auto") != "auto":
        return plan_form(ks, forms[0])
    tried, error = [], None
    for form in forms:
        try:
            kp = plan_form(ks, form)
            kp.check_limits(ks.params.get("waves_per_eu", 1))
        except PlanError as e:          # e.g. the tap loop's 32 validity bits; a launch limit of one form
            error = error or e
            continue
        tried.append((form, estimate(kp), kp))
        if tried[-1][1] <= AUTO_CODE_BUDGET:
            break
    if not tried:
        raise error
    form, size, kp = min(tried, key=lambda t: t[1]) if tried[-1][1] > AUTO_CODE_BUDGET else tried[-1]
    notes = () if len(tried) == 1 else (
        "k_loop auto: " + ", ".join(f"{f} {n} B" for f, n, _ in tried) + f" of estimated code; budget "
        f"{AUTO_CODE_BUDGET} B (half the I-cache) -> {form}",)
    body = replace(kp.body, notes=kp.body.notes + notes, k_loop_auto=tuple((f, n) for f, n, _ in tried))
    return replace(kp, body=body)


def plan_form(ks, form: str) -> KernelPlan:
    """The plan of K loop form `form` with the first A fragment placement (placements) whose plan launches
    (KernelPlan.check_limits with the spec's waves_per_eu); if none does, the last one's plan (the fewest
    registers), whose launch error flygen.plan.plan locates."""
    for ring in placements(ks.params, form):
        kp = _plan(ks, form, ring)
        try:
            kp.check_limits(ks.params.get("waves_per_eu", 1))
        except LaunchError:
            continue
        return kp
    return kp


def _plan(ks, form: str, ring: int) -> KernelPlan:
    """config (validate, layouts) -> kernel arguments -> registers -> program (pixel code, K-tile steps,
    epilogue, descriptors) -> KernelPlan, for K loop form `form`. `ring`: the A fragment placement (placements)."""
    p = ks.params
    c = _config(p, form)
    c.ring = ring
    g, bm, bn, K, M, KT, tail = c.g, c.bm, c.bn, c.K, c.M, c.KT, c.tail
    args, kernarg_size = _kernel_args(p, c)
    ra = RegAlloc()
    reserve_abi(ra, (("s_wg_x", "workgroup id x = output-channel tile"),
                     ("s_wg_y", "workgroup id y = pixel tile" + ("" if c.S > 1 else " - m_tile0")))
                + ((("s_wg_z", "workgroup id z = K split (a run of filter taps)"),) if c.S > 1 else ()))
    k = _sgprs(p, c, ra, kernarg_size)
    _lane_registers(c, k)
    out = RowsOut("ws", "ws", pitch=4 * K, f32=c.sk_mode) if c.S > 1 else \
        RowsOut("y", "y", pitch=2 * K, col_scale="w_scale" if c.scaled else None,
                col_factor="s[s_xscale]" if c.scaled else None, bias="bias" if p["bias"] else None, relu=p["relu"],
                bias_dtype=p["bias_dtype"],
                m_major=MMajor(c.lay_y, c.y_rows, c.ydiv) if c.y_order == "ncdhw" else None)
    _accumulators(p, c, k, scratch_regs(c.mma, c.atom, out))
    a_code = _pixel_code(c, k)
    first, steps = _program(ks, p, c, k)
    epi, epi_code = plan_epilogue_rows(c.mma, c.atom, k.acc, k.acc_file, k.v_frag, k.rs, k.s_mask, c.threads, bm, bn,
                                       k.v_tmp, out)
    desc = _descriptors(p, c, k, args)

    loads, _ = packed_loads(args, k.s_args)
    init_op = "v_mov_b32" if k.acc_file == "vgpr" else "v_accvgpr_write_b32"
    regs = ra.freeze("tile_m/tile_n/waves")
    do_s, ho_s, wo_s = g.out
    body = Conv3dBody(
        prologue=tuple(loads + ["v_and_b32 v[v_tid], 0x3ff, v0"] + k.code + ["s_waitcnt lgkmcnt(0)"] + desc
                       + a_code + epi_code),
        acc_init=tuple(f"{init_op} {k.acc.at(i)}, 0" for i in range(k.n_acc)),
        first_dma=tuple(first), steps=steps, epilogue=tuple(epi), rolled=c.rolled or c.tloop, form=c.form,
        notes=(f"gA (x bytes) = {c.lay_a} + ({c.pad_off})", f"A LDS tile: {c.dma_a.layout_note.split(';')[0]}",
               f"B LDS tile: {c.dma_b.layout_note}", f"A fragments: {c.fa}", f"B fragments: {c.fb}",
               f"largest x window of one M tile: {c.win['max_window']} B", *wg_order.notes(c.group_m, c.xcd)))
    if p["x_layout"] == "ncdhw":        # the kernel reads NAME_x_ndhwc's workspace (the same NDHWC bytes)
        args = tuple(replace(a, name=NCDHW_WS) if a.name == "x" else a for a in args)
    return KernelPlan(
        name=ks.name, family=ks.family, template=FAMILIES[ks.family].template, params=p, args=args, kernarg_size=kernarg_size,
        regs=regs, workgroup=(c.threads, 1, 1),
        grid=Grid((str(c.ntiles), str(c.mtiles), str(c.S)), ()) if c.S > 1 else
        Grid((str(c.ntiles), f"{c.mtiles} - m_tile0", "1"), ("m_tile0",)),
        lds_bytes=c.lds_total, wg_ids=(True, True, c.S > 1), body=body,
        split_k=_split_k_contract(ks, c) or _pre_contract(ks, p, c),
        size_limits=tuple({**lim, "buffer": NCDHW_WS} if p["x_layout"] == "ncdhw" and lim["buffer"] == "x" else lim
                          for lim in _size_limits(c)),
        layouts=(PlanLayout("gA", c.lay_a, note="(pixel m, K byte) -> x byte (+ padding origin)"),
                 *((PlanLayout("y", c.lay_y, note="(pixel m, output channel) -> y byte (NCDHW)"),)
                   if c.y_order == "ncdhw" else ()),
                 PlanLayout("a_dma_row", c.a_row_layout, note="(LDS position x, round) -> A tile row")),
        summary=(f"split-K partials: ws{'[z]' if c.sk_mode == 'deterministic' else ''}[M,K] f32 "
                 f"{'=' if c.sk_mode == 'deterministic' else '+= (atomic)'} conv3d over filter taps "
                 f"[z {c.taps_run}, (z+1) {c.taps_run}) (x NDHWC {c.dtype}, w KTRSC), z < S = {c.S} (grid z); "
                 f"{ks.name}_reduce sums{' and scales (x_scale * w_scale[k])' if c.scaled else ''} into y"
                 if c.S > 1 else
                 ("y[n,k,do,ho,wo] bf16 (NCDHW, " + f"{c.y_rows} pixels per store)" if c.y_order == "ncdhw"
                  else "y[n,do,ho,wo,k] bf16") + f" = conv3d(x NDHWC {c.dtype}, w KTRSC)"
                 f"{' * x_scale * w_scale[k]' if c.scaled else ''}"
                 f"{(' + bias[k]' + (' (f32)' if p['bias_dtype'] == 'f32' else '')) if p['bias'] else ''}{', relu' if p['relu'] else ''}",
                 f"x {g.n}x{g.dims[0]}x{g.dims[1]}x{g.dims[2]}x{g.c}, filter {K}x{g.filt[0]}x{g.filt[1]}x{g.filt[2]}, "
                 f"stride {list(g.stride)}, padding {list(g.pad)}, dilation {list(g.dil)} -> "
                 f"y {g.n}x{do_s}x{ho_s}x{wo_s}x{K}",
                 f"implicit GEMM M = {M}, N = {K}, K = {g.taps * g.c}"
                 + (f" (packed small C: dense (c, s, r, t) K of {g.taps * g.cb} B in {c.cw}-byte "
                    + ("chunks through VGPRs" if c.vgpr else "LDS-DMA chunks") + ", lane-dependent taps" + (f"; the last tile's {tail} B K tail" if tail else "") + ")"
                    if c.pack else
                    f" (taps padded from {g.cb} to {g.cp} B: channel tail {tail} B reads nothing)" if tail else "")
                 + f"; tile {bm} x {bn} x {c.bk}, {c.waves} waves, "
                 + ("" if c.grid == WAVE_GRID[c.waves] else f"wave grid {c.grid[0]} x {c.grid[1]} (M x N"
                    + (", auto: least LDS fragment bytes per wave" if p.get("wave_grid", "auto") == "auto" else "")
                    + "), ")
                 + (f"{KT} K tiles in a loop over {g.taps} filter taps (tap offset s_xtap, padding mask s_tmask; "
                    f"{k_blocks(p)[1]} channel blocks per tap, K advance in s_koff_a / s_koff_b), {c.atom.mnemonic}"
                    if c.tloop else
                    f"{KT} K tiles in a rolled loop per tap ({rolled_trips(k_blocks(p)[1])} trips x 2 channel "
                    f"blocks, K advance in s_koff_a / s_koff_b), {c.atom.mnemonic}" if c.rolled else
                    f"{KT} unrolled K tiles (lane-dependent taps), {c.atom.mnemonic}" if c.pack else
                    f"{KT} unrolled K tiles (one filter tap each), {c.atom.mnemonic}"),
                 (f"grid = ({c.ntiles}, {c.mtiles}, {c.S})" if c.S > 1 else
                  f"grid = ({c.ntiles}, {c.mtiles} - m_tile0)")
                 + f"; padding lanes read x at voffset {SENTINEL:#x} (returns 0)",
                 *wg_order.notes(c.group_m, c.xcd)),
    )


def _size_limits(c) -> tuple:
    """Run-time limits (flygen/plan/size_limits.py). Every shape is compile-time and the planner refuses what would
    not fit 32 bits (pixel index < 2^31, records capped at 2^31, V# x rebased per tile with a 64-bit base; tiles
    past 4 GiB by rebasing, flygen/conv3d_big.py). The one run-time size, m_tile0 (a partial launch), moves the
    first tile: m0 = (wg_y + m_tile0) x tile_m feeds the pixel divisions, whose magic numbers hold for
    m <= mmax = tiles x tile_m - 1 (`magic(..., c.mmax)`), so the last launched tile's m0 must stay <= mmax.
    Split-K kernels (grid z = S) take no run-time size."""
    if c.S > 1:
        return ()
    return ({"buffer": "x", "kind": "index", "reach": f"{c.bm} * max(m_tile0, {c.mtiles - 1})", "limit": c.mmax,
             "note": f"the last tile's first pixel (wg_y + m_tile0) x {c.bm}: the pixel divisions' magic numbers "
                     f"hold up to mmax = {c.mmax}"},)


def _split_k_contract(ks, c) -> dict | None:
    """The manifest's `split_k` (gemm_fp8's contract): the reduce kernel writes y as the [M, K] matrix C it is
    (NDHWC = pixel-major rows of K channels). M and K are compile-time, so the workspace size is a number."""
    if c.S == 1:
        return None
    det = c.sk_mode == "deterministic"
    elems = (c.S if det else 1) * c.M * c.K
    return {"splits": c.S, "mode": c.sk_mode, "reduce": f"{ks.name}_reduce", "workspace": {
        "arg": "ws", "dtype": "f32", "shape": [str(c.S), str(c.M), str(c.K)] if det else [str(c.M), str(c.K)], "elements": str(elems),
        "bytes": str(4 * elems), "init": "any" if det else "zero",
        "note": ("every element written by the partial kernel before the reduce kernel reads it" if det else
                 "must be zero before the first launch; the reduce kernel writes it back to zero")},
        "launch": [ks.name, f"{ks.name}_reduce"],
        "order": ("ws[z] = partial sum of split z over its filter taps (f32); y = bf16(" +
                  ("fl32(fl32(sum * x_scale) * w_scale[k])" if c.scaled else "sum") +
                  "), sum_{z=0..S-1} in the fixed order: bitwise reproducible" if det else
                  "ws += each split's f32 partial (f32 atomics, order nondeterministic); y = bf16(" +
                  ("fl32(fl32(ws * x_scale) * w_scale[k])" if c.scaled else "ws") + "); ws = 0")}


NCDHW_WS = "x_ndhwc"                 # x_layout ncdhw: the workspace (NDHWC x) NAME_x_ndhwc writes and NAME reads


def _pre_contract(ks, p, c) -> dict | None:
    """x_layout ncdhw: the manifest's launch contract (the split-K field, mode `pre`): NAME_x_ndhwc transposes
    the caller's NCDHW x into the workspace x_ndhwc [N, D, H, W, C], then NAME reads it as its NDHWC x."""
    if p["x_layout"] != "ncdhw":
        return None
    g, e = c.g, 1 if c.dtype == "fp8" else 2
    elems = g.n * g.dims[0] * g.dims[1] * g.dims[2] * g.c
    pre = f"{ks.name}_x_ndhwc"
    return {"splits": 1, "mode": "pre", "reduce": pre, "workspace": {
        "arg": NCDHW_WS, "dtype": c.dtype, "shape": [str(v) for v in (g.n, *g.dims, g.c)], "elements": str(elems),
        "bytes": str(e * elems), "init": "any", "note": f"every element written by {pre} before {ks.name} reads it"},
        "launch": [pre, ks.name],
        "order": f"x_ndhwc[n, d, h, w, c] = x[n, c, d, h, w] ({pre}, a bitwise copy), then {ks.name} reads x_ndhwc"}


def counted_loop(heading: str, end_heading: str, counter: str, trips: int, why: str, name: str,
                 body: list) -> list:
    """Blocks of a counted loop: set `counter` to `trips` (a plan value, `why` says which), the label, the
    body blocks, then decrement and branch back while non-zero."""
    loop_trips(trips, "k_loop", heading)
    return [(heading, (instr("s_mov_b32", f"s[{counter}]", trips, note=f"plan: {why}"), Label(name))),
            *body,
            (end_heading, (instr("s_sub_u32", f"s[{counter}]", f"s[{counter}]", 1),
                           instr("s_cmp_eq_u32", f"s[{counter}]", 0), instr("s_cbranch_scc0", f".L{name}")))]


def plan_rolled(step, dma_items, advance, tap_list, label: str, p: dict) -> tuple:
    """The rolled K loop: ((heading, items), ...) blocks in program order.

    Step kt consumes K tile kt (LDS stage kt % 2) and issues tile kt+1. Per tap (K tiles kt0 .. kt0+nb-1, the
    nb = Cp / 128 blocks of its padded channel run), the steps issuing blocks 1 .. nb-2 do the same thing every
    time: DMA with the tap's voffsets (v_aoff, set when block 0 was issued: the padding masks depend only on the
    tap) and the soffsets s_koff_a (x, gA's channel mode) / s_koff_b (w, w_kmode), then both advance by one
    block of those layouts (the same value for every such step: asserted). They form a loop of
    rolled_trips(nb) trips x 2 steps (LDS stages kt0 % 2 and the other one, so stages stay compile-time). An odd
    leftover, the step issuing block nb-1 (the channel tail, if any: v_xtail / v_wtail, or the last full block
    followed by a jump to the next tap) and the step issuing the next tap's block 0 (new voffsets and masks,
    s_koff_a back to 0) are peeled.
    """
    taps, nb, _ = k_blocks(p)
    trips = loop_trips(rolled_trips(nb), "k_loop",
                       f"rolled: channel-block loop trips per tap (({nb} K tiles - 2) // 2)")
    out = []
    for tau in range(taps):
        kt0 = tau * nb
        uniform = [advance(kt0 + j) for j in range(1, nb - 1)]    # after issuing block j, to block j+1
        assert trips >= 1 and all(a == uniform[0] for a in uniform), "rolled loop: non-uniform K advance"
        tap = tap_list[kt0 + 1]                                    # a full block of this tap: same voffsets

        def issue(kt: int):
            _, pairs = dma_items(tap, 1 - kt % 2)                  # the tap's voffset registers, no VALU
            return None, pairs, advance(kt + 1)

        where = tap.note.split(" channels")[0]
        out += counted_loop(
            f"{where}: loop over its channel blocks, {trips} trips x 2 (K tiles {kt0} .. {kt0 + 2 * trips - 1})",
            f"end of the loop of tap {tau}", "s_loop", trips, f"({nb} blocks per tap - 2) // 2 trips",
            f"{label}_tap{tau}_kloop",
            [(f"K tile {kt0} + 2i + {kt - kt0} (LDS stage {kt % 2}), issuing channel block {kt - kt0 + 1} + 2i",
              step(kt, issue(kt), what=f"the tap's channel block {kt - kt0} + 2i")) for kt in (kt0, kt0 + 1)])
        for kt in range(kt0 + 2 * trips, kt0 + nb):
            if kt + 1 < kt0 + nb - 1:                              # odd leftover step of the loop
                out.append((f"K tile {kt} (LDS stage {kt % 2}), peeled loop step", step(kt, issue(kt))))
            else:
                out.append((f"K tile {kt} (LDS stage {kt % 2})", step(kt)))
    return tuple(out)


def plan_taps(step, dma_items, advance, tap_walk, tap_list, label: str, p: dict, g, taps: int | None = None) -> tuple:
    """The tap loop (k_loop: taps): ((heading, items), ...) blocks in program order.

    Everything that differs between filter taps is in SGPRs: s_xtap (gA's tap mode at the tap's block 0, the
    sum of the (t, r, s) counters times gA's tap-mode strides), s_tmask (the validity bits the tap needs,
    conv3d_layouts.tap_loop_checks) and the soffsets s_koff_a (gA's channel mode) / s_koff_b (w_kmode), whose
    128-byte advances and end-of-tap jump are the same for every tap (asserted). So one tap's K tile steps
    serve every tap: the step consuming a tap's last block walks the counters (tap_walk) and recomputes the
    voffsets v_aoff = v_rel + s_xtap with the run-time padding select; the other steps reuse v_aoff (the tail
    block: v_xtail + s_xtap). Inside a tap the channel blocks are unrolled (nb <= 3) or the rolled form's
    channel-block loop (nb >= 4). The loop body is U taps, U = 1 (nb even) or 2 (nb odd) so that its K tile
    count is even and LDS stages stay compile-time; it runs (T*R*S - 1) // U trips (every tap of the loop
    issues a next tap); the remaining 1 or 2 taps are peeled, the very last step issues nothing.
    Headings end in "(x N)": how often the block runs. `taps`: the taps this kernel's loop runs (split-K: T*R*S / S,
    from the split's first tap, whose state the prologue sets; default all).
    """
    P, nb, _ = k_blocks(p)
    P = taps or P
    KT = P * nb
    trips = rolled_trips(nb)
    U = 1 if nb % 2 == 0 else 2
    L = (P - 1) // U
    assert all(advance(kt) == advance(kt % nb) for kt in range(KT - 1)), "tap loop: tap-dependent K advance"
    assert all(t.tail == tap_list[t.kt % nb].tail for t in tap_list), "tap loop: tap-dependent channel tail"

    def issue(kt: int):
        stage = 1 - kt % 2
        if (kt + 1) % nb:                                          # next block of the same tap
            nxt = tap_list[kt + 1]
            lines, pairs = dma_items(nxt, stage)
            return (lines if nxt.tail else None), pairs, advance(kt + 1)
        lines, pairs = dma_items(tap_list[kt + 1], stage)          # block 0 of the next tap
        return texts(tap_walk()) + lines, pairs, advance(kt + 1)

    def tap_steps(kt0: int, name: str, last: bool, mult: int) -> list:
        out, rest = [], range(kt0, kt0 + nb)
        if trips >= 1:
            uniform = [advance(kt0 + j) for j in range(1, nb - 1)]
            assert all(a == uniform[0] for a in uniform), "tap loop: non-uniform K advance inside a tap"
            out += counted_loop(
                f"channel-block loop of the tap: {trips} trips x 2 (x {mult})",
                f"end of the channel-block loop (x {mult})", "s_loop", trips,
                f"({nb} blocks per tap - 2) // 2 trips", name,
                [(f"tap block {kt - kt0} + 2i (LDS stage {kt % 2}), issuing block {kt - kt0 + 1} + 2i "
                  f"(x {mult * trips})", step(kt, issue(kt), what=f"the tap's block {kt - kt0} + 2i"))
                 for kt in (kt0, kt0 + 1)])
            rest = range(kt0 + 2 * trips, kt0 + nb)
        for kt in rest:
            j = kt - kt0
            if last and kt == KT - 1:
                out.append((f"tap block {j} (LDS stage {kt % 2}), the last K tile (x 1)", step(kt)))
            else:
                what = f"block {j + 1}" if j + 1 < nb else "block 0 of the next tap"
                out.append((f"tap block {j} (LDS stage {kt % 2}), issuing {what} (x {mult})",
                            step(kt, issue(kt), what=f"the tap's block {j}")))
        return out

    out = []
    if L >= 1:
        out += counted_loop(
            f"loop over filter taps: {L} trips x {U} tap{'s' if U > 1 else ''} (taps 0 .. {L * U - 1}) (x 1)",
            f"end of the tap loop (x {L})", "s_tloop", L, f"(T*R*S - 1) // {U} trips", f"{label}_taploop",
            [blk for u in range(U) for blk in tap_steps(u * nb, f"{label}_tl{u}_kloop", False, L)])
    for tau in range(L * U, P):
        out.append((f"peeled filter tap {tau} (x 1)", ()))
        out += tap_steps(tau * nb, f"{label}_tap{tau}_kloop", tau == P - 1, 1)
    return tuple(out)
