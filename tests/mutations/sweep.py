"""Full mutation sweep (not run in CI): every target x every operator class, sampled sites; prints the kill table.

    python tests/mutations/sweep.py [--per-class 6] [--seed 0] [--family gemm_fp8] [--json out.json]
"""
from __future__ import annotations

import argparse
import collections
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mutations.harness import KILLED, sweep_kernel          # noqa: E402
from mutations.operators import EXPECTED_EQUIVALENT         # noqa: E402
from mutations.targets import TARGETS, sibling_text         # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--per-class", type=int, default=6)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--family", action="append")
    ap.add_argument("--kernel", action="append")
    ap.add_argument("--cls", action="append")
    ap.add_argument("--json")
    a = ap.parse_args()
    from flygen.build.pipeline import generate
    from flygen.toolchain import find_toolchain
    tc = find_toolchain()
    rows, t0 = [], time.time()
    for t in TARGETS:
        if a.family and t.family not in a.family or a.kernel and t.name not in a.kernel:
            continue
        try:
            (b,) = generate([t.spec], (t.name,))
            extra = [("sibling_epilogue", f"text of {s}", sibling_text(t, s)) for s in t.siblings]
        except Exception as e:     # another room mid-edit: report and go on with the other targets
            print(f"{t.name}: not buildable, skipped ({type(e).__name__}: {e})", flush=True)
            continue
        if a.cls and "sibling_epilogue" not in a.cls:
            extra = []
        rs = sweep_kernel(b, t.shapes, a.seed, tc, a.per_class, a.cls and [c for c in a.cls if c != "sibling_epilogue"],
                          extra)
        for r in rs:
            r["family"] = t.family
            if r["outcome"] == "survived":
                print(f"  SURVIVED {t.name} {r['cls']} line {r['line']}: {r['what']}  [{r['detail']}]", flush=True)
        rows += rs
        print(f"{t.name}: {len(rs)} mutants, {time.time() - t0:.0f} s", flush=True)
    print_table(rows)
    if a.json:
        Path(a.json).write_text(json.dumps(rows, indent=1))


def print_table(rows) -> None:
    fams = sorted({r["family"] for r in rows})
    by = collections.defaultdict(collections.Counter)
    for r in rows:
        by[(r["cls"], r["family"])][r["outcome"]] += 1
    print("\n| class | " + " | ".join(fams) + " |")
    print("| --- |" + " --- |" * len(fams))
    for cls in sorted({r["cls"] for r in rows}):
        cells = []
        for f in fams:
            c = by[(cls, f)]
            n = sum(v for k, v in c.items() if k != "stillborn")
            k = sum(c[x] for x in KILLED)
            cells.append("" if not n else f"{k}/{n}" + (f" (+{c['stillborn']} asm)" if c["stillborn"] else ""))
        mark = " (equivalent by construction)" if cls in EXPECTED_EQUIVALENT else ""
        print(f"| {cls}{mark} | " + " | ".join(cells) + " |")
    tot = collections.Counter(r["outcome"] for r in rows)
    print("\noutcomes:", dict(sorted(tot.items())))


if __name__ == "__main__":
    main()
