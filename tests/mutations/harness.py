"""Run mutants of a built kernel through `flygen.check.verify.verify_one` and say how each one died (or did not).

Outcomes (a mutant is *killed* when verify does not pass):
  value     an output element outside its bound, or NaN where a number is expected (or the reverse)
  guard     a guard element after the output changed (a store past the end)
  hazard    the emulator's hazard checker reported an error (missing wait, LDS race, wait states)
  fault     the emulator stopped: memory fault, unsupported operand, or the instruction budget (a hang)
  survived  verify passed: either the mutant is equivalent, or verification is too weak (investigate)
  stillborn the assembler rejected the mutant (not counted: such a bug cannot ship)
The instruction budget is 20x the clean kernel's count, so a mutated loop bound fails fast instead of
running 2^32 trips.
"""
from __future__ import annotations

import dataclasses
import functools
from contextlib import contextmanager
from unittest import mock

import numpy as np

from flygen.errors import EmulatorError, FlygenError
from flygen.toolchain import AssemblerError
from flygen.check.verify import verify_one

from .operators import OPERATORS, Site, mutate, sites

KILLED = ("value", "guard", "hazard", "fault")


@contextmanager
def instruction_budget(n: int):
    import flygen.emu.launch as L
    with mock.patch.object(L, "launch", functools.partial(L.launch, max_instructions=n)):
        yield


def outcome(report: dict) -> str:
    if report["passed"]:
        return "survived"
    if report["hazards"]:
        return "hazard"
    checks = report["checks"]
    if any(c["mismatches"] or c["nan_mismatch"] for c in checks):
        return "value"
    return "guard"


def clean_budget(b, shapes, seed, tc) -> int:
    """Instruction budget for mutants: 20x the most the clean kernel needs over `shapes` (which must pass)."""
    most = 0
    for sizes in shapes:
        r = verify_one(b, sizes, seed, toolchain=tc)
        if not r["passed"]:
            raise AssertionError(f"{b.plan.name} {sizes}: the unmutated kernel does not verify: {r['checks']} "
                                 f"{r['hazards']}")
        most = max(most, r["instructions"])
    return 20 * most + 100_000


def run_mutant(b, site: Site, shapes, seed: int, tc, budget: int) -> tuple[str, str]:
    """(outcome, detail) of one mutant."""
    asm = mutate(b.asm, site)
    if asm == b.asm:
        raise AssertionError(f"mutant {site.cls} at line {site.line + 1} does not change the text")
    return run_asm(b, asm, shapes, seed, tc, budget)


def run_asm(b, asm: str, shapes, seed: int, tc, budget: int) -> tuple[str, str]:
    """(outcome, detail) of kernel `b` with its text replaced by `asm`: the first shape that fails kills it."""
    mb = dataclasses.replace(b, asm=asm)
    for sizes in shapes:
        try:
            with instruction_budget(budget):
                r = verify_one(mb, sizes, seed, toolchain=tc)
        except AssemblerError as e:
            return "stillborn", str(e).splitlines()[0][:120]
        except (EmulatorError, FlygenError) as e:
            return "fault", f"{sizes}: " + str(e).splitlines()[0][:120]
        o = outcome(r)
        if o != "survived":
            detail = r["hazards"][0] if o == "hazard" else "; ".join(
                f"{c['arg']}: {c['mismatches']} bad, max err/tol {c['max_err_over_tol']:.3g}" for c in r["checks"])
            return o, f"{sizes}: {detail}"
    return "survived", "; ".join(f"{c['arg']}: max err/tol {c['max_err_over_tol']:.3g}" for c in r["checks"])


def sample(all_sites: list[Site], n: int, seed: int) -> list[Site]:
    """Up to n sites spread evenly over the kernel (every k-th, from a seeded start): deterministic."""
    if len(all_sites) <= n:
        return list(all_sites)
    k = len(all_sites) / n
    start = np.random.default_rng(seed).uniform(0, k)
    return [all_sites[int(start + i * k)] for i in range(n)]


def sweep_kernel(b, shapes, seed: int, tc, per_class: int, classes=None, extra=()) -> list[dict]:
    """Every class (or `classes`), up to `per_class` sampled sites each, plus `extra` (cls, asm) whole-text
    mutants (e.g. a sibling kernel's text). Returns one row per mutant."""
    budget = clean_budget(b, shapes, seed, tc)
    rows = []
    for cls in classes or OPERATORS:
        for s in sample(sites(b.asm, cls), per_class, seed):
            o, d = run_mutant(b, s, shapes, seed, tc, budget)
            rows.append({"kernel": b.plan.name, "cls": cls, "line": s.line + 1, "what": s.what,
                         "outcome": o, "detail": d})
    for cls, what, asm in extra:
        o, d = run_asm(b, asm, shapes, seed, tc, budget)
        rows.append({"kernel": b.plan.name, "cls": cls, "line": 0, "what": what, "outcome": o, "detail": d})
    return rows
