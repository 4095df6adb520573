"""Where the hot code is: loops from backward branches, or, in fully unrolled code, the steady-state
period of the MFMA stream.

Positions are indices into the kernel's instruction tuple (not global program indices).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Region:
    start: int      # first instruction (inclusive)
    end: int        # last instruction (inclusive)
    kind: str       # "loop" | "period" | "kernel"
    depth: int = 0  # loop nesting depth (1 = outermost loop)
    repeats: int = 1  # periods: how many times the period repeats back to back


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


def _longest_true_run(mask: np.ndarray) -> tuple[int, int]:
    """(start, length) of the longest run of True in a 1-D bool array (first one on ties)."""
    if not mask.any():
        return 0, 0
    padded = np.concatenate(([False], mask, [False])).astype(np.int8)
    d = np.diff(padded)
    starts, ends = np.flatnonzero(d == 1), np.flatnonzero(d == -1)
    lengths = ends - starts
    i = int(np.argmax(lengths))
    return int(starts[i]), int(lengths[i])


def find_period(instrs, is_mfma) -> Region | None:
    """Steady state of straight-line code. The stream is cut into segments that each start at an MFMA;
    segment signature = its mnemonics. The period p (in segments) is the one whose back-to-back repeats
    cover the most segments (at least two full periods), smallest p on ties; the Region is one period at
    the start of that run. None when nothing repeats."""
    mpos = [i for i, ins in enumerate(instrs) if is_mfma(ins)]
    if len(mpos) < 2:
        return None
    bounds = mpos + [len(instrs)]
    sigs: dict[tuple, int] = {}
    seq = np.array([sigs.setdefault(tuple(ins.op for ins in instrs[bounds[i]:bounds[i + 1]]), len(sigs))
                    for i in range(len(mpos))])
    # the last segment runs to the kernel's end (epilogue), so it only takes part as a period's tail
    best = None   # (covered, -p, start)
    n = len(seq)
    for p in range(1, n // 2 + 1):
        start, run = _longest_true_run(seq[:-p] == seq[p:])
        if run < p:
            continue
        covered = run + p
        key = (covered, -p)
        if best is None or key > best[0]:
            best = (key, p, start, covered)
    if best is None:
        return None
    _, p, start, covered = best
    return Region(bounds[start], bounds[start + p] - 1, "period", repeats=covered // p)
