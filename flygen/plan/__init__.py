"""Planners: one per family, each turning a validated KernelSpec into a KernelPlan."""
from __future__ import annotations

import dataclasses
import importlib
import re

from flygen.errors import LayoutError, PlanError, ResourceLimit
from flygen.families import FAMILIES
from flygen.plan.kernel import KernelPlan, LaunchError

# family -> module with `plan(kspec) -> KernelPlan` (the family registry's planner column)
PLANNERS = {name: f.planner for name, f in FAMILIES.items()}


_FIELD = re.compile(r"^([A-Za-z_][\w.]*)(?:/[\w./]+)?: ")


def plan(kspec) -> KernelPlan:
    """Plan one kernel. A PlanError is located like a spec error: FILE:LINE:COL of the parameter its message
    starts with (planners write "tile_m: ..." or "tile_m/tile_n: ..."), else of the kernel's entry. A plan
    that would not launch (`KernelPlan.check_limits`) or that a planner finds past a resource (ResourceLimit:
    registers, LDS, vmcnt) names the nearest one-field change that fits (`_NEIGHBOURS`, or says none does) and
    is located at the field that changes."""
    mod = importlib.import_module(PLANNERS[kspec.family])
    try:
        try:
            p = mod.plan(kspec)
            p.check_limits(kspec.params.get("waves_per_eu", 1))
        except (LaunchError, ResourceLimit) as e:   # registers, LDS, vmcnt, occupancy: name the nearest fit
            fit = _nearest_fit(mod, kspec)
            tried = [f for f, alts in _NEIGHBOURS if f in kspec.params and alts(kspec.params[f])]
            hint = f"; nearest configuration that fits: {fit[0]}: {fit[1]}" if fit else \
                (f"; no one-field change of {', '.join(tried)} fits" if tried else "")
            msg = str(e)
            named = _FIELD.match(msg)            # "tile_m/tile_n: ...": located there unless a fit moves it
            if named and named.group(1) in kspec.params and not fit:   # the planner's own location
                raise PlanError(f"{msg}{hint}") from None
            rest = msg[named.end():] if named and named.group(1) in kspec.params else msg
            fallback = ("waves_per_eu",) if msg.startswith("waves_per_eu") else ("waves", "tile_m")
            field = fit[0] if fit else next((f for f in fallback if f in kspec.params), "")
            raise PlanError(f"{field + ': ' if field else ''}{rest}{hint}") from None
        except LayoutError as e:      # a layout the spec made impossible: located at the kernel
            raise PlanError(f"layout: {e}") from None
    except PlanError as e:
        msg = str(e)
        m = _FIELD.match(msg)
        field = m.group(1) if m and m.group(1) in kspec.locs else ""
        line, col = kspec.where(field)
        path = f"kernels[{kspec.index}]" + (f".{field}" if field else "")
        raise PlanError(f"{kspec.file}:{line}:{col}: {path} ({kspec.name}): "
                        f"{msg[m.end():] if field else msg}") from None
    return p


def _halve(v):
    return [v // 2] if isinstance(v, int) and v >= 32 else []


# One-field changes that lower a wave's registers or a workgroup's LDS, nearest first: where accumulators live,
# fewer waves sharing a SIMD, one LDS stage, then smaller tiles.
_NEIGHBOURS = (
    ("acc", lambda v: [x for x in ("vgpr", "agpr") if x != v]),
    ("waves", lambda v: [4] if v == 8 else []),
    ("lds_stage", lambda v: [1] if v == 2 else []),
    ("tile_n", _halve), ("tile_m", _halve), ("tile_k", _halve),
)


def _nearest_fit(mod, kspec):
    """(field, value) of the first one-field change of `_NEIGHBOURS` whose plan launches, or None."""
    for field, alternatives in _NEIGHBOURS:
        if field not in kspec.params:
            continue
        for v in alternatives(kspec.params[field]):
            trial = dataclasses.replace(kspec, params={**kspec.params, field: v})
            try:
                mod.plan(trial).check_limits(kspec.params.get("waves_per_eu", 1))
            except Exception:   # noqa: BLE001 - a probe: any failure means "this one does not fit"
                continue
            return field, v
    return None
