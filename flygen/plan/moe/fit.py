"""Too many loads per k-tile for vmcnt: the check, and its message located at the field whose one change makes
the kernel fit (found by planning trial configurations with the planner passed in)."""
from __future__ import annotations

from dataclasses import replace

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.plan.moe.activations import plan_activations
from flygen.plan.moe.geometry import plan_geometry
from flygen.plan.moe.regs import kernel_args, registers
from flygen.plan.moe.routing import plan_routing
from flygen.plan.moe.weights import plan_weights
from flygen.spec.moe import MFMA_K, check as spec_check, dims

_PROBING: list = []      # non-empty while vmcnt_error plans trial configurations (no nested search)


def vm_loads(act, w) -> int:
    """Vector-memory loads per k-tile (vmcnt): fragment loads, and with a_stage: lds the A copy's loads in
    place of the fragment ds_reads (those count on lgkmcnt)."""
    return len([ld for ld in act.loads + w.loads if not ld.op.startswith("ds_")]) + len(act.stage_loads)


def check_vmcnt(ks, n: int, plan) -> None:
    """PlanError if the k-tile's `n` loads exceed vmcnt (`plan`: the planner the message's search runs)."""
    if n > limits.VMCNT_MAX:
        raise PlanError(f"{n} loads per k-tile exceed vmcnt's {limits.VMCNT_MAX}" if _PROBING else
                        _vmcnt_error(ks, n, plan))


def _loads_per_tile(p: dict) -> int | None:
    """Loads per k-tile of a configuration (the planner's own count: routing, activation and weight loads), or
    None when it does not plan that far."""
    try:
        g = plan_geometry(p)
        r = registers(g, kernel_args(p, g)[0])
        act = plan_activations(r, g, plan_routing(r, g))
        return vm_loads(act, plan_weights(r, g))
    except Exception:   # noqa: BLE001 - a probe: any failure means "this one does not plan"
        return None


def _fits(ks, p: dict, plan) -> int | None:
    """Loads per k-tile of the configuration p if it passes the spec check, plans and launches
    (KernelPlan.check_limits), else None."""
    bad = []
    spec_check(p, lambda *a: bad.append(a))
    n = None if bad else _loads_per_tile(p)
    if n is None or n > limits.VMCNT_MAX:
        return None
    _PROBING.append(p)
    try:
        plan(replace(ks, params=p)).check_limits(p.get("waves_per_eu", 1))
    except Exception:   # noqa: BLE001 - a probe: any failure means "this one does not fit"
        return None
    finally:
        _PROBING.pop()
    return n


def _vmcnt_error(ks, n: int, plan) -> str:
    """The message of too many loads per k-tile, located at the field whose one change makes the kernel fit
    (vmcnt, then the spec check, the plan and its launch limits, _fits): tile_k (every load stream is per
    k-tile) or tile_m (the activation rows), the one whose nearest fitting value (largest below the current
    one that the spec allows: tile_k a multiple of the MFMA K dividing the stage's K, tile_m a multiple of 16)
    keeps more of the current tile (ties: tile_k); loads and registers grow with both, so each is found by
    bisection over the allowed values (the found one is planned, not assumed)."""
    p = ks.params
    K = dims(p)[1]
    allowed = {"tile_k": [v for v in range(MFMA_K, p["tile_k"], MFMA_K) if K % v == 0],
               "tile_m": list(range(16, p["tile_m"], 16))}
    fits = []
    for field, vals in allowed.items():
        lo, hi, best = 0, len(vals) - 1, None
        while lo <= hi:
            mid = (lo + hi) // 2
            c = _fits(ks, {**p, field: vals[mid]}, plan)
            if c is not None:
                best, lo = (vals[mid], c), mid + 1
            else:
                hi = mid - 1
        if best:
            fits.append((best[0] / p[field], field == "tile_k", field, best))     # ties: tile_k
    head = f"{n} loads per k-tile exceed vmcnt's {limits.VMCNT_MAX}"
    if not fits:
        return f"tile_k: {head}; no smaller tile_k or tile_m alone fits: reduce both"
    *_, field, (v, c) = max(fits)
    return f"{field}: {head}; nearest {field} that fits: {v} ({c} loads)"
