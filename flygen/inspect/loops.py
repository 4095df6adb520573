"""Where the hot code is: loops from backward branches, or, in code whose K tiles are not in a loop (fully
unrolled, a split-K slice of 1-3 tiles, prefetch + last tile), the span of the K-tile steps.

The steady-state region has one definition for every kernel shape, chosen by the first rule that applies:

  "loop"       the innermost loop (backward branch) holding the most MFMAs;
  "k-steps"    no loop holds an MFMA, and the listing marks where its first K tile's step starts (flygen's
               `k-tile 0 ->` / `K tile 0 ->` block comment, `KSTEP_MARK`): from that mark to the last MFMA --
               every K tile's loads and MFMAs, without the setup before it and the epilogue after it;
  "mfma span"  no loop holds an MFMA and no mark is known (foreign code, an HSACO without its .s): from the
               first MFMA to the last -- the same span minus the loads issued before the first MFMA;
  "loop"       (again) no MFMA at all: the largest innermost loop; otherwise the whole kernel ("kernel").

Positions are indices into the kernel's instruction tuple (not global program indices).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

# The block comment flygen's planners put before the first K tile's step (flygen.plan.programs,
# gemm_preshuffle.program, moe): "---- K tile 0 -> LDS stage 0", "prologue: k-tile 0 -> LDS stage 0 / B buffer 0",
# "k-tile 0 -> fragment copy 0 ...". Only ever a hint: without it the region is the MFMA span.
KSTEP_MARK = re.compile(r"^\s*//.*\bk[- ]tile 0 ->", re.IGNORECASE)
RULES = ("loop", "k-steps", "mfma span", "kernel")


@dataclass(frozen=True)
class Region:
    start: int      # first instruction (inclusive)
    end: int        # last instruction (inclusive)
    kind: str       # the rule that chose it: "loop" | "k-steps" | "mfma span" | "kernel" (RULES)
    depth: int = 0  # loop nesting depth (1 = outermost loop)


def find_loops(instrs) -> list[Region]:
    """One Region per backward branch: body = [branch target, branch]. Sorted by start, then by size
    (outer first); depth = number of loops containing it (itself included)."""
    if not instrs:
        return []
    base = instrs[0].index
    spans = []
    for pos, ins in enumerate(instrs):
        if ins.target is not None and ins.cls is not None and ins.cls.cls == "branch":
            t = ins.target - base
            if 0 <= t <= pos:
                spans.append((t, pos))
    spans = sorted(set(spans), key=lambda s: (s[0], -s[1]))
    return [Region(s, e, "loop", sum(1 for s2, e2 in spans if s2 <= s and e <= e2)) for s, e in spans]


def innermost(loops: list[Region]) -> list[Region]:
    return [a for a in loops
            if not any(b is not a and a.start <= b.start and b.end <= a.end for b in loops)]


def kstep_marks(text: str) -> tuple[int, ...]:
    """1-based line numbers of the `KSTEP_MARK` comments of an assembly text."""
    return tuple(i for i, line in enumerate(text.split("\n"), 1) if KSTEP_MARK.match(line))


def k_span(instrs, is_mfma, starts: tuple[int, ...] = ()) -> Region | None:
    """The K-tile steps of code whose MFMAs are not in a loop: "k-steps" from the last of `starts` (positions
    of the first instruction after a K-tile-0 mark) at or before the first MFMA, else "mfma span" from the
    first MFMA; both end at the last MFMA. None without MFMAs."""
    mpos = [i for i, ins in enumerate(instrs) if is_mfma(ins)]
    if not mpos:
        return None
    first, last = mpos[0], mpos[-1]
    marks = [s for s in starts if s <= first]
    if marks:
        return Region(max(marks), last, "k-steps")
    return Region(first, last, "mfma span")
