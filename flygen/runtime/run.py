"""`flygen run`: one kernel of a built library on generated inputs through the runtime, checked like `verify`.

The library-level counterpart of `flygen verify`: the kernel is not re-planned or re-assembled; the runtime loads
the library's HSACO, packs the kernargs from the manifest and computes the grid from its expressions, and the
family's reference (flygen/ref/<family>.py, from the manifest's parameters) makes the inputs and the bound.
"""
from __future__ import annotations

import importlib

import numpy as np

from flygen.errors import FlygenError
from flygen.runtime.launch import load, run_split_k
from flygen.verify import REFS, _ReadSizes, compare


def run_check(out_dir, name: str, sizes: dict | None = None, seed: int = 0, backend: str = "emu") -> dict:
    lib = load(out_dir, backend)
    k = lib[name]
    if k.info.family not in REFS:
        raise FlygenError(f"{name}: no reference for family {k.info.family}")
    ref = importlib.import_module(REFS[k.info.family])
    given = _ReadSizes(sizes or {})
    case = ref.make_case(k.info.params, given, np.random.default_rng(seed))
    unread = sorted(set(given) - given.read)
    if unread:
        raise FlygenError(f"--shape {', '.join(unread)}: not a runtime size of {name} "
                          f"(it takes: {', '.join(sorted(given.read)) or 'none'})")
    outputs = {c.arg for c in case.checks}
    runs = run_split_k(lib, name, **{**case.sizes, **case.args})   # split-K: the pair, on the same arrays
    res = runs[0]
    checks = []
    for c in case.checks:
        n_total = c.count + (len(c.guard) if c.guard is not None else 0)
        got = np.asarray(case.args[c.arg]).reshape(-1).view(np.uint8).view(c.dtype)[:n_total]
        checks.append(compare(got, c))
    hz = [h for r in runs for h in r.details.get("hazards", [])]
    errors = [str(h) for h in hz if getattr(h, "severity", "error") == "error"]
    passed = all(c.mismatches == 0 and c.guard_ok and c.nan_mismatch == 0 for c in checks) and not errors
    return {"kernel": name, "family": k.info.family, "backend": res.backend, "case": case.note,
            "grid": list(res.grid), "block": list(res.block), "passed": passed, "outputs": sorted(outputs),
            "checks": [c.__dict__ for c in checks], "hazards": errors,
            "warnings": [str(h) for h in hz if getattr(h, "severity", "error") == "warning"],
            "instructions": sum(r.details.get("instructions") or 0 for r in runs),
            "fidelity": res.details.get("fidelity"), "launched": [r.kernel for r in runs],
            "kernarg": res.kernarg.hex()}
