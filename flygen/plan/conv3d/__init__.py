"""Planner of the conv3d family: implicit GEMM (M = output pixels, N = output channels, K = taps x channels).

Pipeline as gemm_fp8 (LDS-DMA double buffer, swizzled ds_read_b128 fragments, 16x16 MFMAs, one barrier per
K tile). Every K tile is 128 B of one compile-time filter tap's channels; the K loop is unrolled, or rolled
(k_loop, flygen.spec.conv3d.k_loop_forms; auto: by estimated code size, see plan): per tap a 2-stage loop over
its channel blocks, the x channel block in soffset s_koff_a (gA's channel mode) and w's K origin in s_koff_b
(w_kmode), see plan_rolled; or one loop
over the filter taps (k_loop: taps, plan_taps: tap offset s_xtap and padding mask s_tmask walked in SGPRs):
  A (x, NDHWC)  gathered by LDS DMA: lane -> (tile row, 16-byte chunk) from the swizzled LDS tile (as the
                GEMM), tile row -> output pixel m -> digits (wo, ho, do, n) (flygen.layout.divmod) -> the pixel
                mode of gA (conv3d.layouts); the tap mode of gA is a per-tile literal. A lane whose input
                coordinate falls into the padding gets voffset 0x80000000 (>= num_records): the DMA writes 0.
                The V# is rebased per M tile to the first input slice the tile can read (64-bit SGPR math),
                so inputs of any size work as long as one tile's window is < 2 GiB (checked here).
  B (w, KTRSC)  the GEMM's B: [K, T*R*S*C] rows (or the preshuffled channel-padded [K, T*R*S*Cp]), K tile
                origin in soffset (from conv3d.layouts.w_kmode: steps of 128 B, plus a jump over the padding
                at each tap's end when C*esize is not a multiple of 128).
  channel tail  when Cb = C*esize is not a multiple of 128, a tap's last K tile holds channel_tail(g) B: lanes
                whose 16-byte chunk lies beyond it use voffset 0x80000000 for x and for w (selected once in
                the prologue; the tap offset added to it keeps it >= num_records), so they contribute exact
                zeros and never read the next pixel's or the next tap's bytes (0 * inf would be NaN).
  epilogue      epilogue/rows: x_scale * w_scale[k], bias, activation, bf16, rows >= M / channels >= K dropped.
  registers     A fragment placements (placements): a K tile's A fragments in their own registers, else (when
                that does not launch, e.g. 8 waves at 256 x 256) a ring of S unit slots refilled in the MFMA
                stream (conv3d.steps); the first placement that launches is kept.

Stages, one module each, frozen records between them: config (validate and derive every number and layout:
Config) -> contract.kernel_args -> regs (registers in allocation order and the lane address code: Regs) ->
lanes (pixel code, per-tap voffsets), steps + loops (the K-tile items of the K loop form), descriptors (SALU
setup) -> program (Conv3dBody) -> KernelPlan. Layouts: conv3d.layouts; the packed small-C DMA: conv3d.pack.
"""
from __future__ import annotations

from dataclasses import replace

from flygen.errors import PlanError
from flygen.plan.codesize import estimate
from flygen.plan.conv3d.config import Config, configure
from flygen.plan.conv3d.contract import (NCDHW_WS, kernel_args, pre_contract, size_limits, split_k_contract,
                                         summary)
from flygen.plan.conv3d.descriptors import descriptors
from flygen.plan.conv3d.lanes import pixel_code
from flygen.plan.conv3d.program import Conv3dBody, acc_init, prologue
from flygen.plan.conv3d.regs import registers
from flygen.plan.conv3d.steps import program
from flygen.plan.epilogue.rows import MMajor, RowsOut, plan_epilogue_rows, scratch_regs
from flygen.plan import wg_order
from flygen.plan.kernargs import packed_loads
from flygen.plan.kernel import Grid, KernelPlan, LaunchError, PlanLayout
from flygen.spec.conv3d import AUTO_CODE_BUDGET, k_loop_forms

__all__ = ["Config", "Conv3dBody", "NCDHW_WS", "configure", "placements", "plan", "plan_form"]


def placements(p, form: str | None = None) -> list:
    """A fragment placements tried in order (plan keeps the first whose plan launches): 0 = every A fragment
    unit of a K tile has its own registers (what every kernel that planned before keeps, byte for byte), then
    rings of half, a quarter, ... of the units (flygen.plan.conv3d.steps: unit u in slot u % S, the reads of
    unit u + S issued right after the last MFMA reading unit u). `form`: the K loop form (default: the first
    k_loop_forms allows)."""
    c = configure(p, form or k_loop_forms(p)[0])
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


def _rows_out(p, c: Config) -> RowsOut:
    """The epilogue's output: the split-K workspace (f32 partials), or y (scales, bias, activation, NCDHW rows)."""
    if c.S > 1:
        return RowsOut("ws", "ws", pitch=4 * c.K, f32=c.sk_mode)
    return RowsOut("y", "y", pitch=2 * c.K, col_scale="w_scale" if c.scaled else None,
                   col_factor="s[s_xscale]" if c.scaled else None, bias="bias" if p["bias"] else None,
                   activation=p["activation"], bias_dtype=p["bias_dtype"],
                   m_major=MMajor(c.lay_y, c.y_rows, c.ydiv) if c.y_order == "ncdhw" else None)


def _plan(ks, form: str, ring: int) -> KernelPlan:
    """config (validate, layouts) -> kernel arguments -> registers -> program (pixel code, K-tile steps,
    epilogue, descriptors) -> KernelPlan, for K loop form `form`. `ring`: the A fragment placement (placements)."""
    p = ks.params
    c = configure(p, form)
    args, kernarg_size = kernel_args(p, c)
    out = _rows_out(p, c)
    k = registers(p, c, kernarg_size, ring, scratch_regs(c.mma, c.atom, out))
    a_code = pixel_code(c, k)
    first, steps = program(ks, p, c, k)
    epi, epi_code = plan_epilogue_rows(c.mma, c.atom, k.acc, k.acc_file, k.v_frag, k.rs, k.s_mask, c.threads,
                                       c.bm, c.bn, k.v_tmp, out)
    desc = descriptors(p, c, k, args)
    body = Conv3dBody(
        prologue=prologue(packed_loads(args, k.s_args)[0], k.code, desc, a_code, epi_code),
        acc_init=acc_init(k.acc_file, k.acc, k.n_acc),
        first_dma=tuple(first), steps=steps, epilogue=tuple(epi), rolled=c.rolled or c.tloop, form=c.form,
        notes=(f"gA (x bytes) = {c.lay_a} + ({c.pad_off})", f"A LDS tile: {c.dma_a.layout_note.split(';')[0]}",
               f"B LDS tile: {c.dma_b.layout_note}", f"A fragments: {c.fa}", f"B fragments: {c.fb}",
               f"largest x window of one M tile: {c.win['max_window']} B", *wg_order.notes(c.group_m, c.xcd)))
    ncdhw_x = p["x_layout"] == "ncdhw"   # the kernel reads NAME_x_ndhwc's workspace (the same NDHWC bytes)
    return KernelPlan(
        name=ks.name, family=ks.family, params=p,
        args=tuple(replace(a, name=NCDHW_WS) if ncdhw_x and a.name == "x" else a for a in args),
        kernarg_size=kernarg_size, regs=k.ra.freeze("tile_m/tile_n/waves"), workgroup=(c.threads, 1, 1),
        grid=Grid((str(c.ntiles), str(c.mtiles), str(c.S)), ()) if c.S > 1 else
        Grid((str(c.ntiles), f"{c.mtiles} - m_tile0", "1"), ("m_tile0",)),
        lds_bytes=c.lds_total, wg_ids=(True, True, c.S > 1), body=body,
        split_k=split_k_contract(ks, c) or pre_contract(ks, p, c),
        size_limits=tuple({**lim, "buffer": NCDHW_WS} if ncdhw_x and lim["buffer"] == "x" else lim
                          for lim in size_limits(c)),
        layouts=(PlanLayout("gA", c.lay_a, note="(pixel m, K byte) -> x byte (+ padding origin)"),
                 *((PlanLayout("y", c.lay_y, note="(pixel m, output channel) -> y byte (NCDHW)"),)
                   if c.y_order == "ncdhw" else ()),
                 PlanLayout("a_dma_row", c.a_row_layout, note="(LDS position x, round) -> A tile row")),
        summary=summary(ks, p, c))
