"""The last step of the moe planner: the stage records as one `Body` (its whole program as typed items,
flygen.plan.programs.moe) and the KernelPlan (grid, launch contract, size limits, summary)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from flygen.plan import programs
from flygen.plan.kernel import Grid, KernelPlan, PlanLayout
from flygen.plan.moe.contract import rows_contract, size_limits
from flygen.spec.moe import THREADS


@dataclass(frozen=True)
class Body:
    kernarg_loads: tuple      # (op, dst, offset, note)
    setup: tuple              # SALU items: early exit, expert id, descriptors, soffsets
    prologue: tuple           # VALU items: lane bases, routing-table loads, gathered row bases, accumulator zeroing
    pre: tuple                # k-tile 0's loads before the loop (double buffering), else empty
    loop: tuple               # loop body: loads, partial vmcnt waits, MFMAs, soffset steps (one or two k-tiles)
    trips: int                # loop trips (0: no loop)
    tail: tuple               # after the loop: the last k-tile(s) of a double-buffered K loop
    buffering: int            # fragment register copies (1, or 2 = next k-tile prefetched during the MFMAs)
    epilogue: tuple           # per atom (MX intermediate: per 32-column block): typed items (flygen.plan.items)
    epilogue_final: tuple     # after all atoms (MX intermediate: the e8m0 stores)
    layout_notes: tuple
    program: tuple = ()       # all of the above in issue order as typed items (flygen.plan.programs.moe)
    ring: int | None = None   # k-steps the A / W fragment registers hold (None: the whole k-tile)


def with_program(body: Body, name: str, passes: int) -> Body:
    """`body` with its program filled in."""
    return replace(body, program=programs.moe(body, name, passes))


def kernel_plan(ks, g, args, kernarg_size: int, regs, body: Body, lds_bytes: int, tab, lb, records: dict) -> KernelPlan:
    """The KernelPlan of the configuration (`tab`, `lb`: the routing-table and W preshuffle layouts drawn)."""
    p = ks.params
    out_dtype = p.get("out_dtype") or "bf16"
    draw = [PlanLayout("routing_table", tab, note="(thread, m-atom) -> table byte"),
            PlanLayout("w_preshuffle", lb, note="W[e] bytes over (n, k byte)")]
    return KernelPlan(
        name=ks.name, family=ks.family, params=p, args=args,
        kernarg_size=kernarg_size, regs=regs, workgroup=(THREADS, 1, 1),
        grid=Grid((str(g.N // g.tn), "blocks", "1"), ("blocks", "tokens") if g.rows else ("blocks",)),
        lds_bytes=lds_bytes, wg_ids=(True, True, False), body=body, layouts=tuple(draw),
        split_k=rows_contract(ks.name, g, out_dtype) if g.rows else None, size_limits=size_limits(g, records),
        summary=_summary(ks, g, out_dtype))


def _summary(ks, g, out_dtype: str) -> tuple:
    p = ks.params
    what = f"gate+up, silu(gate) * up -> {g.mx_out or 'bf16'} sorted intermediate" + \
        (f" (e8m0 scales in stage 2's layout, its tile_k {p['inter_tile_k']})" if g.mx_out else "") if g.gather else \
        (f"down, sorted_weight x acc -> f32 ws[token * {g.topk} + slot], then {ks.name}_reduce: {out_dtype} "
         f"out[token] = sum over slots in order" if g.rows else
         f"down, sorted_weight x acc -> {g.out16} pairs, packed {g.out16} atomics into out[token]" if g.out16 else
         "down, sorted_weight x acc -> f32 atomics into out[token]")
    return (f"MoE stage {g.stage}: {what}; " +
            (f"A bf16 x W {p['w_dtype']} MX dequantised in VGPRs (v_cvt_scalef32_pk_bf16_fp4, e8m0 per 32), "
             f"{g.micro} x {g.atom.mnemonic} per 128-K step" if g.a16 else
             f"A fp8 x W fp8 (a8w8), {g.atom.mnemonic}; f32 scales acc * "
             f"{'scale_row[row] * ' if g.row_scale else ''}scale_w[e, col] in the epilogue" if g.a8w8 else
             f"A {p['a_dtype']} MX x W {p['w_dtype']} MX, {g.atom.mnemonic} {g.mods}"),
            f"N = {g.N}, K = {g.K}, experts = {g.E}; M-block {g.tm} sorted rows x {g.tn} columns per "
            f"workgroup, {g.nk} k-tiles of {g.tk}",
            "grid y = blocks (upper bound); blocks >= num_valid_ids / tile_m exit; padding rows "
            "(token = tokens) read 0 and never write")
