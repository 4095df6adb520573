"""Planner of the MX MoE 2-stage family (stage 1 gate+up+silu*mul, stage 2 down + weighted atomics).

One workgroup = one M-block of BM = tile_m sorted rows (one expert, read from sorted_expert_ids) x tile_n
output columns; 4 waves along N as in the preshuffle GEMM, whose layouts (flygen/plan/preshuffle_layouts.py)
and MX scale layout (flygen.isa.mx_scales) are reused: 16x16x128 scaled MFMAs with swapped
operands (MFMA A = fp4 weight fragment, MFMA B = activation fragment), so lane l owns sorted row l % 16 of
each m-atom and four consecutive output columns.

Activation fragments go global -> VGPR directly (no LDS, no barriers): every wave loads the block's A
fragments itself (4x redundant reads of a BM x tile_k tile that L1/L2 serve; weights dominate MoE traffic).
Stage 1 gathers: the per-row base comes from memory (token = sorted_token_ids[row] & 0xFFFFFF, times the
A row stride of the layout), the in-row part from the fragment layout; the split is checked exhaustively.
Padding rows carry token = tokens, so their A / scale reads fall past num_records and read 0, and stage 2's
atomics to row `tokens` fall past the output's num_records and are dropped. Blocks at or past
num_valid_ids / BM exit before touching memory.

Schedule (flygen/plan/moe/schedule.py): loads are issued in the order of the first MFMA that reads them and every MFMA waits
only for its own loads (partial vmcnt waits from flygen.plan.waits.wait_counts), so a k-tile's MFMAs start as
its first k-step lands. With more than one k-tile and registers to spare (`double_buffer`), the fragment
registers have two copies and k-tile t + 1's loads are issued between k-tile t's MFMAs. Where even one
whole-k-tile copy leaves < 2 waves/SIMD (64 x 256, 128 x 128 stage 1), the A / W fragments shrink to a ring of
d k-steps (`plan`), k-step kk + d's loads issued right behind the last MFMA reading k-step kk's slot.

The pipeline (`_plan`), one module per stage, frozen records between them: geometry (numbers) -> regs (kernel
arguments, SGPRs, lane registers) -> routing -> activations -> weights -> mfmas -> epilogue -> schedule (K loop,
waits) -> setup (SALU) -> program (Body, KernelPlan).
"""
from __future__ import annotations

from flygen.plan.kernargs import per_arg_loads
from flygen.plan.kernel import KernelPlan
from flygen.plan.moe.activations import plan_activations
from flygen.plan.moe.epilogue import plan_epilogue
from flygen.plan.moe.fit import check_vmcnt, vm_loads
from flygen.plan.moe.geometry import plan_geometry
from flygen.plan.moe.mfmas import plan_mfmas
from flygen.plan.moe.program import Body, kernel_plan, with_program
from flygen.plan.moe.regs import kernel_args, registers
from flygen.plan.moe.routing import plan_routing
from flygen.plan.moe.schedule import double_buffer, plan_schedule
from flygen.plan.moe.setup import plan_setup, records
from flygen.plan.moe.weights import plan_weights

RING_MIN_WAVES = 2      # waves/SIMD below which the A / W fragments shrink to a k-step ring (issue 12 item 3)


def plan(ks) -> KernelPlan:
    """The plan with whole-k-tile fragment buffers (one or two copies, `double_buffer`); if that leaves fewer
    than RING_MIN_WAVES waves per SIMD, the same kernel with the A / W fragment registers as a ring of d
    k-steps (the largest d < k-steps that reaches it; loads of k-step kk + d issued behind k-step kk's MFMAs,
    flygen/plan/moe/schedule.py), when one exists. Occupancy from the one launch check (KernelPlan.occupancy)."""
    whole = _plan(ks, None)
    w = whole.occupancy()["waves_per_simd"]
    if w >= RING_MIN_WAVES or ks.params.get("a_stage", "direct") == "lds":
        return whole
    ksteps = plan_geometry(ks.params).ksteps
    for d in range(ksteps - 1, 0, -1):
        ringed = _plan(ks, d, note=f"k-step ring of {d}: whole-k-tile fragments allow {w} wave(s)/SIMD "
                                   f"({whole.regs.total_vgprs} unified VGPRs)")
        if ringed.occupancy()["waves_per_simd"] >= RING_MIN_WAVES:
            return ringed
    return whole


def _plan(ks, ring: int | None, note: str = "") -> KernelPlan:
    """geometry -> kernel arguments -> registers -> routing, activation and weight loads -> MFMAs -> epilogue ->
    K loop -> SALU setup -> program; `ring`: k-steps the A / W fragment buffers hold (None: a whole k-tile)."""
    p = ks.params
    g = plan_geometry(p)
    args, kernarg_size = kernel_args(p, g)
    r = registers(g, args, ring)
    rt = plan_routing(r, g)
    act = plan_activations(r, g, rt)
    w = plan_weights(r, g)
    check_vmcnt(ks, vm_loads(act, w), plan)
    mf = plan_mfmas(r, g)
    epi = plan_epilogue(r, g, rt, mf, w)
    bufs, copies_note = {**act.bufs, **w.bufs}, None
    if not ring and not g.lds:
        bufs, copies_note = double_buffer(r, g, bufs)
    sched = plan_schedule(r, g, bufs, act.loads + w.loads, mf.records, w.lb, act)
    regs = r.ra.freeze("tile_m/tile_n/tile_k")
    body = Body(
        kernarg_loads=per_arg_loads(args, {**r.ptr, **r.scal}),
        setup=plan_setup(r, g, w.lb, sched.trips, f".L{ks.name}_exit"),
        prologue=r.code + rt.code + act.code + w.code + mf.code + epi.code,
        pre=sched.pre, loop=sched.loop, trips=sched.trips, tail=sched.tail,
        buffering=len(bufs["afrag"].copies), ring=ring, epilogue=epi.atoms, epilogue_final=epi.final,
        layout_notes=((note,) if note else ()) + rt.notes + act.notes + w.notes + epi.notes +
        ((copies_note,) if copies_note else ()))
    return kernel_plan(ks, g, args, kernarg_size, regs, with_program(body, ks.name, g.atom.passes),
                       act.lds_bytes, rt.tab, w.lb, records(g, w.lb, r.rsrc_names))
