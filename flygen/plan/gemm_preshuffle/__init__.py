"""Planner of the preshuffle GEMM: C = epilogue(A @ B), B pre-shuffled so fragments load global -> VGPR.

Workgroup = 4 waves along N; wave w owns C[tile_m, w*tile_n/4 : (w+1)*tile_n/4]. 16x16 MFMA atoms with
swapped operands (MFMA A = B fragment, MFMA B = A fragment; see preshuffle_layouts). Rolled K loop
(SGPR counter) over pairs of k-tiles so the B double buffer and the LDS stage alternate at compile time.
Ragged M: A, C and scale_a descriptors are rebased to the workgroup's first row with
num_records = (M - m0) * row bytes, and every row-dependent offset is in the VGPR offset, so rows >= M
read 0 and are never written whether or not soffset takes part in the range check (reference §4).

Stages, one module each, frozen records between them: geometry (Geometry) -> contract.kernel_args -> regs
(Base: SGPRs, lane registers) -> a_path (ACopy, AFrags) -> b_path (BFrags) -> mfma (Mfmas), together a Kit ->
flygen.plan.epilogue.preshuffle (Epi) -> descriptors (V#s, Soffset) -> streams (the MFMA streams and their waits) -> program (the
typed items) -> KernelPlan.
"""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import PlanError, RegisterLimit, ResourceLimit
from flygen.isa import limits
from flygen.plan import preshuffle_layouts as PL
from flygen.plan import wg_order
from flygen.plan.epilogue import preshuffle as EP
from flygen.plan.gemm_preshuffle.a_path import a_copy, a_fragments
from flygen.plan.gemm_preshuffle.b_path import b_fragments
from flygen.plan.gemm_preshuffle.contract import kernel_args, size_limits, split_k_contract, summary
from flygen.plan.gemm_preshuffle.descriptors import soffsets, vsharps
from flygen.plan.gemm_preshuffle.drawn import layouts
from flygen.plan.gemm_preshuffle.geometry import Geometry, geometry
from flygen.plan.gemm_preshuffle.kit import Kit
from flygen.plan.gemm_preshuffle.mfma import mfmas
from flygen.plan.gemm_preshuffle.program import program
from flygen.plan.gemm_preshuffle.regs import registers
from flygen.plan.gemm_preshuffle.streams import mfma_stream
from flygen.plan.kernargs import per_arg_loads
from flygen.plan.kernel import Grid, KernelPlan
from flygen.spec.gemm_preshuffle import THREADS, block_scaled, mfma_k

__all__ = ["Body", "Geometry", "placements", "plan"]


@dataclass(frozen=True)
class Body:
    program: tuple           # typed items (flygen.plan.items) in issue order, built by gemm_preshuffle.program
    layout_notes: tuple


def placements(p) -> list:
    """Register placements, tried in order until one fits (kernels that fit the first keep their code):
    everything in ArchVGPRs; the B double buffer in AGPRs beside the accumulators; then (lds_stage 2) a ring of
    A fragment units of half, a quarter, ... of a k-tile's (with B in AGPRs first, then in VGPRs); then
    (lds_stage 2, not MX, not block128) the same with a single B buffer; block128: then each of the first with
    the scaled accumulators in AGPRs (acc_agpr: 3 VALU ops per value and K block instead of one v_fma_f32)."""
    base = [{"b_agpr": False, "a_ring": 0}, {"b_agpr": True, "a_ring": 0}]
    units = p["tile_m"] // 16 * (p["tile_k"] // mfma_k(p))
    ring = units // 2
    while p["lds_stage"] == 2 and ring >= 2:
        base += [{"b_agpr": True, "a_ring": ring}, {"b_agpr": False, "a_ring": ring}]
        ring //= 2
    out = [{**b, "b_single": False} for b in base]
    if p["lds_stage"] == 2 and p["in_dtype"] != "mx" and not block_scaled(p):
        out += [{**b, "b_single": True} for b in base]
    if block_scaled(p):      # then the scaled accumulators in AGPRs (3 VALU ops per value and K block, not 1)
        out += [{**b, "b_single": False, "acc_agpr": True} for b in base]
    return out


def plan(ks) -> KernelPlan:
    """The first register placement (placements) whose plan fits; else the last one's register error."""
    for place in placements(ks.params):
        try:
            return _plan(ks, place)
        except RegisterLimit as e:
            err = e
    raise err


def _kit(g: Geometry, args) -> Kit:
    """Registers and the loop's items (step 3): SGPRs and lane ids, the A copy and fragment reads, the B
    fragment loads and scales, the accumulators and MFMAs, allocated in that order."""
    base = registers(g, args)
    copy, swz = PL.a_copy(g.tm, g.P, THREADS), PL.a_swizzle(g.P)
    gA = None if g.rt else PL.a_global(g.tm, g.P, g.ka_bytes)       # K: runtime: a_path's a_global_parts
    a = a_copy(base, g, copy, gA, swz)
    af = a_fragments(base, g, swz)
    b = b_fragments(base, g)
    return Kit(base=base, a=a, af=af, b=b, m=mfmas(base, g, af, b))


def _plan(ks, place) -> KernelPlan:
    """geometry -> kernel arguments -> registers and loop items -> epilogue -> descriptors -> MFMA streams ->
    program -> KernelPlan."""
    p = ks.params
    g = geometry(p, place)
    args, kernarg_size = kernel_args(p, g)
    k = _kit(g, args)
    e = EP.place(p, k, g)
    if g.has_bias:
        k.base.ra.s("s_bias_off", note="bias: workgroup column offset bytes")
    regs = k.base.ra.freeze("tile_m/tile_n/tile_k")
    bias_cvt, stores = EP.stores(p, k, g, e)
    vsharp, soffs = vsharps(k.base, g), soffsets(g, k.b.lb, k.b.lb_per)
    na, nb = len(k.a.loads[0]), len(k.b.loads[0])
    streams = tuple(tuple(mfma_stream(k, g, par, pf) for par in range(2)) for pf in (True, False))
    if na + nb > limits.VMCNT_MAX:
        raise ResourceLimit(f"{na + nb} loads in flight per k-tile exceed vmcnt's {limits.VMCNT_MAX}; "
                        "reduce tile_m/tile_n")
    body = Body(
        program=program(ks.name, k, g, e, per_arg_loads(args, {**k.base.ptr, "M": k.base.s_M, "N": "s[s_N]", "K": "s[s_K]",
                                               "lda": "s[s_lda]", "ldc": "s[s_ldc]",
                                               **{f"stride_{x}": f"s[s_stride_{x}:s_stride_{x}+1]" for x in "abc"}}), vsharp, soffs,
                        streams, (bias_cvt, stores)),
        layout_notes=tuple(k.a.notes) + (
            k.af.note, f"B preshuffle {k.b.lb}",
            f"B fragment load {k.b.acc_b.layout}", f"C store {e.acc_c.layout}")
        + (k.b.scales.notes if g.block else ()) + wg_order.notes(g.group_m, g.xcd),
    )
    return KernelPlan(
        name=ks.name, family=ks.family, params=p,
        args=args, kernarg_size=kernarg_size, regs=regs, workgroup=(THREADS, 1, 1),
        grid=Grid((f"ceil_div(N, {g.tn})" if g.rtn else str(g.N // g.tn), f"ceil_div(M, {g.tm})",
                   "batch" if g.batch else str(g.S)),
                  ("M",) + (("N",) if g.rtn else ()) + (("K",) if g.rt else ()) + (("batch",) if g.batch else ())),
        lds_bytes=g.stages * g.TB, wg_ids=(True, True, g.S > 1 or g.batch), body=body, split_k=split_k_contract(ks, g),
        size_limits=size_limits(g), summary=summary(ks, g),
        layouts=layouts(g, PL.a_swizzle(g.P), 16 if g.runs_a.length % 16 == 0 else 8))
