"""`flygen run`: one kernel of a built library on generated inputs through the runtime, checked like `verify`.

The library-level counterpart of `flygen verify`: the kernel is not re-planned or re-assembled; the runtime loads
the library's HSACO, packs the kernargs from the manifest and computes the grid from its expressions, and the
family's reference (flygen/ref/<family>.py, from the manifest's parameters) makes the inputs and the bound.
`check_case` is the one launch-and-compare path: `flygen run`, `flygen verify` (flygen/check/verify.py, on a one-kernel
library it builds in a temporary directory) and bench/runtime_examples.py all go through it.
"""
from __future__ import annotations

import importlib

import numpy as np

from flygen.errors import FlygenError
from flygen.families import FAMILIES
from flygen.ref.case import ReadSizes
from flygen.ref.compare import compare
from flygen.runtime.launch import Library, load, run_split_k
from flygen.runtime.sparse import host_view


def severity(h) -> str:
    return getattr(h, "severity", "error")


def check_case(lib: Library, name: str, case, backend=None, grid=None) -> dict:
    """Launch kernel `name` of `lib` (and a split-K GEMM's second kernel) on `case` (a flygen.ref Case: its
    arrays are written in place) and compare every output with the reference. The result fields shared by
    `run` and `verify`. `grid`: a partial launch of a one-kernel case (flygen.runtime.launch.Kernel)."""
    if grid is not None:
        runs = [lib[name](backend, grid=grid, **{**case.sizes, **case.args})]
    else:
        runs = run_split_k(lib, name, backend, **{**case.sizes, **case.args})   # split-K: the pair, one device
    checks = []
    for c in case.checks:
        n_total = c.count + (len(c.guard) if c.guard is not None else 0)
        got = np.asarray(host_view(case.args[c.arg])).reshape(-1).view(np.uint8).view(c.dtype)[:n_total]
        checks.append(compare(got, c))
    every = [h for r in runs for h in r.details.get("hazards", [])]
    errors = [h for h in every if severity(h) == "error"]
    passed = all(c.mismatches == 0 and c.guard_ok and c.nan_mismatch == 0 for c in checks) and not errors
    at = next((i for i, r in enumerate(runs) if r.kernel == name), 0)
    first = runs[at]                    # the named kernel (a conv3d with x_layout ncdhw runs NAME_x_ndhwc before it)
    return {"kernel": name, "family": lib[name].info.family, "case": case.note, "grid": list(first.grid),
            "block": list(first.block), "passed": passed, "checks": [c.__dict__ for c in checks],
            "hazards": [str(h) for h in errors],
            "warnings": [str(h) for h in every if severity(h) == "warning"],     # e.g. partial_oob: shown, not failing
            "info": sum(severity(h) == "info" for h in every),
            "instructions": sum(r.details.get("instructions") or 0 for r in runs),
            "fidelity": first.details.get("fidelity"),                           # what this PASS rests on
            **({"then": [{"kernel": r.kernel, "grid": list(r.grid), "block": list(r.block),
                          "instructions": r.details.get("instructions"), "fidelity": r.details.get("fidelity")}
                         for r in runs[at + 1:]]} if len(runs) > at + 1 else {}),
            **({"before": [{"kernel": r.kernel, "grid": list(r.grid), "block": list(r.block),
                            "instructions": r.details.get("instructions"), "fidelity": r.details.get("fidelity")}
                           for r in runs[:at]]} if at else {}),
            "launched": [r.kernel for r in runs], "kernarg": first.kernarg.hex()}


def _by_reference(info, call):
    """`call()` (a family reference reading the manifest's parameters); a manifest is input, so parameters the
    reference cannot use (a wrong type, a missing key) are one FlygenError line, not a traceback."""
    try:
        return call()
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
        from flygen.cnames import brief
        raise FlygenError(f"{info.name}: the {info.family} reference cannot use the manifest's parameters "
                          f"({type(e).__name__}: {brief(str(e), 100)})") from None


def make_case(info, sizes, seed: int):
    """The family reference's case for kernel `info` (flygen.runtime.library.KernelInfo) at `sizes`."""
    if info.family not in FAMILIES:
        raise FlygenError(f"{info.name}: no reference for family {info.family}")
    ref = importlib.import_module(FAMILIES[info.family].ref)
    return _by_reference(info, lambda: ref.make_case(info.params, sizes, np.random.default_rng(seed)))


def small_sizes(info) -> dict:
    """The smallest runtime sizes that still exercise kernel `info` (its family reference's `small_sizes`)."""
    ref = importlib.import_module(FAMILIES[info.family].ref)
    return _by_reference(info, lambda: ref.small_sizes(info.params))


def run_check(out_dir, name: str, sizes: dict | None = None, seed: int = 0, backend: str = "emu") -> dict:
    lib = load(out_dir, backend)
    k = lib[name]
    for kn in (k.info.split_k or {}).get("launch", [name]):   # before the case is made (it would allocate GiBs)
        lib[kn].info.check_sizes(**{s: v for s, v in (sizes or {}).items() if isinstance(v, int)})
    given = ReadSizes(sizes or {})
    case = make_case(k.info, given, seed)
    unread = sorted(set(given) - given.read)
    if unread:
        raise FlygenError(f"--shape {', '.join(unread)}: not a runtime size of {name} "
                          f"(it takes: {', '.join(sorted(given.read)) or 'none'})")
    r = check_case(lib, name, case)
    return {**r, "backend": lib.backend().name, "outputs": sorted({c.arg for c in case.checks})}
