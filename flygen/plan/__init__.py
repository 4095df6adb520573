"""Planners: one per family, each turning a validated KernelSpec into a KernelPlan."""
from __future__ import annotations

import importlib

from flygen.errors import PlanError
from flygen.plan.kernel import KernelPlan

# family -> module with `plan(kspec) -> KernelPlan`
PLANNERS = {
    "elementwise": "flygen.plan.elementwise",
    "gemm_preshuffle": "flygen.plan.gemm_preshuffle",
    "gemm_fp8": "flygen.plan.gemm_fp8",
    "conv3d": "flygen.plan.conv3d",
    "moe": "flygen.plan.moe",
}


def plan(kspec) -> KernelPlan:
    """Plan one kernel; PlanErrors are prefixed with the spec file and kernel name."""
    mod = importlib.import_module(PLANNERS[kspec.family])
    try:
        p = mod.plan(kspec)
        p.check_limits()
    except PlanError as e:
        raise PlanError(f"{kspec.file}: kernels[{kspec.index}] ({kspec.name}): {e}") from None
    return p
