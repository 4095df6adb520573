"""Register, LDS and scratch use of one kernel, and the occupancy they allow (gfx950-reference §6).

Declared values come from the descriptor / metadata; `*_used` values are the highest register the
listing touches (+1), a cross-check that also works for listings without metadata.
"""
from __future__ import annotations

from flygen.isa import limits


def _used(instrs, kind: str) -> int:
    top = 0
    for ins in instrs:
        for o in ins.operands:
            if o.kind == kind and (kind != "s" or o.idx < limits.SGPR_ADDRESSABLE):
                top = max(top, o.idx + o.n)
    return top


def resources(listing) -> dict:
    d, md, ins = listing.descriptor, listing.metadata, listing.instrs
    agpr_used, vgpr_used, sgpr_used = _used(ins, "a"), _used(ins, "v"), _used(ins, "s")
    accum = d.get("accum_offset")
    total = d.get("next_free_vgpr") or md.get(".vgpr_count")
    # gfx90a+ descriptors declare the unified count (arch + acc) and where the AGPRs start (accum_offset,
    # COMPUTE_PGM_RSRC3; AMDGPUUsage "Code Object V3+ Kernel Descriptor"): a descriptor with 512 unified and
    # accum_offset 256 holds 256 + 256, whether or not the metadata carries an `.agpr_count` (hand-written
    # code objects, e.g. aiter's, do not), and whether or not a listing shows the AGPRs.
    split = total - accum if accum is not None and total is not None and total > accum else 0
    agprs = md.get(".agpr_count", max(agpr_used, split))
    if total is None:           # bare listing: derive per §6 from what the code touches
        accum, total = limits.vgpr_total(vgpr_used, agpr_used)
    arch = (accum if agprs else total) if accum is not None else total - agprs
    sgprs = md.get(".sgpr_count")
    if sgprs is None and d.get("next_free_sgpr") is not None:
        sgprs = d["next_free_sgpr"] + limits.SGPR_RESERVED
    if sgprs is None:
        sgprs = sgpr_used + limits.SGPR_RESERVED
    lds = d.get("group_segment_fixed_size", md.get(".group_segment_fixed_size", 0)) or 0
    scratch = d.get("private_segment_fixed_size", md.get(".private_segment_fixed_size", 0)) or 0
    scratch_ops = sum(1 for i in ins if i.op.startswith("scratch_"))
    return {
        "vgpr_arch": arch, "agpr": agprs, "vgpr_unified": total,
        "vgpr_allocated": limits.align(max(total, 1), limits.VGPR_GRANULE),
        "accum_offset": accum,
        "sgpr": sgprs,
        "vgpr_used": vgpr_used, "agpr_used": agpr_used, "sgpr_used": sgpr_used,
        "lds_bytes": lds, "scratch_bytes": scratch, "scratch_ops": scratch_ops,
        "spills": bool(scratch or scratch_ops),
        "workgroup_size": listing.workgroup,
        "code_bytes": listing.code_bytes,
    }


def occupancy(res: dict) -> dict:
    """Waves per SIMD and which resource sets it (limits.occupancy, the planner's check too)."""
    return limits.occupancy(res["vgpr_unified"], res["sgpr"], res["lds_bytes"],
                            res["workgroup_size"] or limits.WAVE_SIZE)
