"""An output against its reference: the per-element comparison `verify`, `flygen run` and the runtime's checks
share (flygen.runtime.run.check_case). It sits with the references, below both the runtime and the verifier."""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np


@dataclass
class CheckResult:
    arg: str
    count: int
    mismatches: int
    max_abs_err: float
    max_rel_err: float
    max_err_over_tol: float
    guard_ok: bool
    nan_mismatch: int = 0
    first_bad: list = field(default_factory=list)


def compare(got: np.ndarray, check) -> CheckResult:
    g = got[: check.count].astype(np.float64)
    e = np.asarray(check.expected, dtype=np.float64).reshape(-1)
    atol = np.broadcast_to(np.asarray(check.atol, dtype=np.float64).reshape(-1) if np.ndim(check.atol) else
                           np.float64(check.atol), e.shape)
    both_nan = np.isnan(g) & np.isnan(e)
    same_inf = np.isinf(e) & (g == e)          # an expected infinity met exactly (attention's masked-row LSE)
    with np.errstate(invalid="ignore"):
        err = np.where(both_nan | same_inf, 0.0, np.abs(g - e))
    err = np.where(np.isnan(err), np.inf, err)
    bad = err > atol
    with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
        # fmax: an element expected NaN and NaN (err 0) has rel 0, not a NaN that hides the check's maximum
        rel = err / np.fmax(np.abs(e), np.finfo(np.float64).tiny)
    ratio = np.where(atol > 0, err / np.where(atol > 0, atol, 1), np.where(err > 0, np.inf, 0))
    guard_ok = True
    if check.guard is not None:
        tail = got[check.count: check.count + len(check.guard)]
        guard_ok = bool(np.array_equal(tail.view(np.uint8), np.asarray(check.guard).view(np.uint8)))
    idx = np.flatnonzero(bad)[:5]
    return CheckResult(check.arg, int(check.count), int(bad.sum()), float(err.max(initial=0.0)),
                       float(rel.max(initial=0.0)), float(ratio.max(initial=0.0)), guard_ok,
                       int((np.isnan(g) != np.isnan(e)).sum()),
                       [{"index": int(i), "got": float(g[i]), "expected": float(e[i]), "tol": float(atol[i])}
                        for i in idx])
