"""The family registry: the one table naming every kernel family and the modules that make it.

Everything that dispatches on a family name reads this table (the spec loader, the planner entry, verify and
the runtime's reference cases, the runtime's kernel selection, the launch model);
`tests/test_family_registry.py` fails if a family name is spelled as a string key anywhere else.
Modules are named, not imported, so the table has no import cycles and costs nothing to read.

Adding a family: one row here, plus the modules it names (docs/architecture.md, "Where a change goes").
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Family:
    name: str
    spec: str                    # SCHEMA, optional check(params, report), optional ALIASES {old key: canonical}
    planner: str                 # plan(kspec) -> KernelPlan
    ref: str                     # make_case(params, sizes, rng) -> inputs, expected outputs, error bounds
    contract: str | None = None  # "module:function": params -> flygen.runtime.select.Contract (GEMM selection)
    geometry: str | None = None  # "module:function": (params, sizes) -> GEMM geometry for the launch model
    traffic: str | None = None   # "module:function": (params, sizes, grid, resident) -> the launch model's
                                 # requested / L2-fill / HBM bytes from the family's own workgroup order, or None
    trace_points: str | None = None  # "module:function": (params, sizes) -> two short trip counts to trace and
                                     # extrapolate from (flygen.model.profile.extrapolate), or None: trace as is
    companion: str | None = None  # the family of the companion kernel a spec may add (split-K reduce, MoE reduce: rows)
    pre: str | None = None       # the family of a kernel a spec may launch before itself (conv3d's NCDHW x transpose)
    attention_contract: str | None = None  # "module:function": params -> flygen.runtime.select_attention.
                                            # AttentionContract (`flygen select --attention`)

    def module(self, role: str):
        """The imported module for `role` ("spec", "planner", "ref")."""
        return importlib.import_module(getattr(self, role))

    def hook(self, role: str):
        """The function a "module:function" role names, or None."""
        ref = getattr(self, role)
        if ref is None:
            return None
        mod, fn = ref.split(":")
        return getattr(importlib.import_module(mod), fn)


def of_spec(module: str) -> Family:
    """The row whose spec module is `module` (a spec module naming its own family or companion)."""
    return next(f for f in FAMILIES.values() if f.spec == module)


FAMILIES: dict[str, Family] = {f.name: f for f in (
    Family("elementwise", "flygen.spec.elementwise", "flygen.plan.elementwise", "flygen.ref.elementwise"),
    Family("gemm_preshuffle", "flygen.spec.gemm_preshuffle", "flygen.plan.gemm_preshuffle",
           "flygen.ref.gemm_preshuffle",
           contract="flygen.runtime.select:gemm_preshuffle_contract",
           geometry="flygen.model.run:gemm_preshuffle_geometry", companion="gemm_splitk_reduce"),
    Family("gemm_fp8", "flygen.spec.gemm_fp8", "flygen.plan.gemm_fp8", "flygen.ref.gemm",
           contract="flygen.runtime.select:gemm_fp8_contract", geometry="flygen.model.run:gemm_fp8_geometry",
           companion="gemm_splitk_reduce"),
    Family("conv3d", "flygen.spec.conv3d", "flygen.plan.conv3d", "flygen.ref.conv3d",
           companion="gemm_splitk_reduce", pre="layout_transpose"),
    Family("moe", "flygen.spec.moe", "flygen.plan.moe", "flygen.ref.moe",
           companion="gemm_splitk_reduce"),
    Family("gemm_splitk_reduce", "flygen.spec.gemm_splitk_reduce", "flygen.plan.gemm_splitk_reduce",
           "flygen.ref.gemm_splitk_reduce"),
    Family("layout_transpose", "flygen.spec.layout_transpose", "flygen.plan.layout_transpose",
           "flygen.ref.layout_transpose"),
    # flash-attention forward
    Family("attention", "flygen.spec.attention", "flygen.plan.attention", "flygen.ref.attention",
           companion="attention_combine", traffic="flygen.model.attention:traffic",
           trace_points="flygen.model.attention:trace_points",
           attention_contract="flygen.runtime.select_attention:attention_contract"),
    Family("attention_combine", "flygen.spec.attention_combine", "flygen.plan.attention_combine",
           "flygen.ref.attention_combine"),
)}
