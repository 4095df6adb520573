"""Planners: one per family, each turning a validated KernelSpec into a KernelPlan."""
from __future__ import annotations

import importlib
import re

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


_FIELD = re.compile(r"^([A-Za-z_][\w.]*)(?:/[\w./]+)?: ")


def plan(kspec) -> KernelPlan:
    """Plan one kernel. A PlanError is located like a spec error: FILE:LINE:COL of the parameter its message
    starts with (planners write "tile_m: ..." or "block_m/block_n: ..."), else of the kernel's entry."""
    mod = importlib.import_module(PLANNERS[kspec.family])
    try:
        p = mod.plan(kspec)
        p.check_limits()
    except PlanError as e:
        msg = str(e)
        m = _FIELD.match(msg)
        field = m.group(1) if m and m.group(1) in kspec.locs else ""
        line, col = kspec.where(field)
        path = f"kernels[{kspec.index}]" + (f".{field}" if field else "")
        raise PlanError(f"{kspec.file}:{line}:{col}: {path} ({kspec.name}): "
                        f"{msg[m.end():] if field else msg}") from None
    return p
