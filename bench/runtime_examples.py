"""Every example kernel through the runtime on the emulator, checked against its numpy reference.

    python bench/runtime_examples.py [-o DIR] [-k NAME ...] [--seed 0]

Builds examples/*.yaml into DIR (default: a temporary directory) as one library, then for every kernel of its
manifest (split-K reduce kernels included: run alone, and as the second launch of their pair) runs
`flygen.runtime.run.run_check` at the family reference's `small_sizes` (the smallest runtime shape that still
exercises the kernel: docs/runtime.md, "Every example kernel"). Prints one line per kernel and the totals; exit
status 1 if any kernel fails. Wall and cpu seconds per kernel and in total (the machine may be shared: cpu is this
process's own time). Not a timed test (the suite runs one kernel per example file and class:
tests/test_runtime_examples.py); takes minutes on one core.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-o", "--out", default=None, help="library directory (default: a temporary one)")
    ap.add_argument("-k", "--kernel", action="append", default=[], help="only these kernels (repeatable)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    from flygen.build.pipeline import build
    from flygen.runtime.library import read_manifest
    from flygen.runtime.run import run_check, small_sizes

    tmp = None if args.out else tempfile.TemporaryDirectory(prefix="flygen-rt-examples-")
    out = Path(args.out or tmp.name) / "lib"
    specs = sorted(str(p) for p in (ROOT / "examples").glob("*.yaml"))
    start = time.perf_counter()
    build(specs, out)
    built = time.perf_counter() - start
    _, kernels = read_manifest(out)
    todo = [k for k in kernels if not args.kernel or k.name in args.kernel]
    print(f"{len(kernels)} kernels built from {len(specs)} example files in {built:.1f} s; "
          f"running {len(todo)} on the emulator ({os.cpu_count()} cores)", flush=True)
    failed, t_all, cpu_all = [], time.perf_counter(), time.process_time()
    for k in todo:
        sizes = small_sizes(k)
        t, cpu = time.perf_counter(), time.process_time()
        try:
            r = run_check(out, k.name, sizes, args.seed)
            status = "PASS" if r["passed"] else "FAIL"
            worst = max((c["max_err_over_tol"] for c in r["checks"]), default=0.0)
            detail = (f"grid {r['grid']}, {'+'.join(r['launched'])}, {r['instructions']} wave-instr, "
                      f"worst err/bound {worst:.3g}")
            if not r["passed"]:
                detail += "; " + "; ".join(f"{c['arg']}: {c['mismatches']} mismatches, guard "
                                           f"{'ok' if c['guard_ok'] else 'CLOBBERED'}" for c in r["checks"])
                detail += "".join(f"; hazard {h}" for h in r["hazards"][:3])
        except Exception as e:   # noqa: BLE001 - a broken kernel or runtime is a line of the report, not the end
            status, detail = "ERROR", f"{type(e).__name__}: {e}"
        if status != "PASS":
            failed.append(k.name)
        shown = " ".join(f"{n}={v}" for n, v in sizes.items())
        print(f"{status} {k.name} [{k.family}] {shown}: {detail} ({time.perf_counter() - t:.1f} s, "
              f"cpu {time.process_time() - cpu:.1f} s)", flush=True)
    wall, cpu = time.perf_counter() - t_all, time.process_time() - cpu_all
    print(f"total: {len(todo) - len(failed)}/{len(todo)} passed in {wall:.0f} s wall, {cpu:.0f} s cpu on the emulator "
          f"(+ {built:.0f} s build)" + (f"; failed: {', '.join(failed)}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
