"""kv_stages: auto against every pipeline-dma kernel of examples/attention.yaml (docs/attention.md "pipeline: dma"):
for each, the registers, the stages auto picks and the waves per SIMD at 2, 3, 4 stages (flygen.isa.limits.occupancy,
the inspector's function). Static: plans only, nothing runs. Usage: python bench/attention_kv_stages.py"""
from __future__ import annotations

import sys

from flygen.build.pipeline import generate
from flygen.isa import limits
from flygen.plan.attention.geometry import geometry, stages_auto
from flygen.spec.attention import STAGES


def rows(spec: str = "examples/attention.yaml"):
    for b in generate([spec]):
        p = b.plan
        if p.family != "attention" or not geometry(p.params).dma:
            continue
        r = p.regs
        sg = r.next_free_sgpr + limits.SGPR_RESERVED
        stage = geometry(p.params).stage_bytes        # the stages change only the LDS: plan.lds_bytes / stage
        occ = {s: limits.occupancy(r.total_vgprs, sg, s * stage, p.threads)["waves_per_simd"] for s in STAGES}
        yield (p.name, p.waves, p.params["head_dim"], r.total_vgprs, p.params["kv_stages"] or "unset",
               p.lds_bytes // stage, stages_auto(r.total_vgprs, sg, stage, p.threads), occ)


def main() -> int:
    print("| kernel | waves | D | VGPRs | kv_stages (spec) | stages | auto | waves/SIMD at 2 / 3 / 4 stages |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for n, w, d, v, spec, s, a, occ in rows():
        print(f"| {n} | {w} | {d} | {v} | {spec} | {s} | {a} | {' / '.join(str(occ[k]) for k in STAGES)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
