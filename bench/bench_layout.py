"""Layout-op throughput at planning sizes, and planner cost per kernel over a spec library (prints figures;
not a timed test).

    python bench/bench_layout.py                       # layout operations
    python bench/bench_layout.py --plan --runs 5       # plan every kernel of bench/library_gemm.yaml
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from flygen.isa.mfma import mfma_atom
from flygen.layout import (Layout, Swizzle, complement, composition, logical_divide, make_composed_layout,
                           make_ordered_layout, raked_product, zipped_divide)
from flygen.layout.lower import lower
from flygen.layout.tv import make_tiled_copy, make_tiled_mma

SA = make_composed_layout(Swizzle(3, 4, 4), 0, make_ordered_layout((128, 128), (1, 0)))
G = Layout((4096, 4096), (4096, 1))
MMA = make_tiled_mma(mfma_atom("v_mfma_f32_16x16x32_bf16"), (2, 2), tile=(128, 128, 64))

CASES = {
    "composition (6,2):(8,2) o (4,3):(3,1)": lambda: composition(Layout((6, 2), (8, 2)), Layout((4, 3), (3, 1))),
    "complement 4:2 in 24": lambda: complement(Layout(4, 2), 24),
    "logical_divide (4,8):(1,4) / (2,4):(1,2)": lambda: logical_divide(Layout((4, 8), (1, 4)),
                                                                        Layout((2, 4), (1, 2))),
    "zipped_divide 4096x4096 by (128,128)": lambda: zipped_divide(G, (128, 128)),
    "raked_product (32,8) x (1,16)": lambda: raked_product(Layout((32, 8), (8, 1)), Layout((1, 16))),
    "make_tiled_copy 256 thr x 16 B": lambda: make_tiled_copy(Layout((32, 8), (8, 1)), Layout((1, 16))),
    "tiled_mma 2x2 waves tv_C": lambda: MMA.tv_C(),
    "lower swizzled g2s copy (256 thr)": lambda: lower(
        make_tiled_copy(Layout((32, 8), (8, 1)), Layout((1, 16))).tv(SA), {"tid": 256}),
    "lower MFMA C partition (lane, wave)": lambda: lower(
        composition(Layout((128, 128), (128, 1)), MMA.tv_C()), {"lane": 64, "wave": 4}),
}


def _plan_once(spec: str) -> dict:
    """Plan every kernel of `spec` in this process: CPU ms per kernel, first pass (empty memo caches, as a
    fresh build worker sees them) and second pass (every per-configuration result already memoised)."""
    from flygen.plan import plan
    from flygen.spec.load import load_specs
    kspecs = load_specs([spec])
    out = {"kernels": len(kspecs)}
    for key in ("first", "second"):
        t0 = time.process_time()
        for ks in kspecs:
            plan(ks)
        out[key] = 1e3 * (time.process_time() - t0) / len(kspecs)
    by_family = {}
    for ks in kspecs:                   # third pass, per family (warm): where the remaining cost sits
        t0 = time.process_time()
        plan(ks)
        by_family.setdefault(ks.family, []).append(1e3 * (time.process_time() - t0))
    out["warm_by_family"] = {f: statistics.mean(v) for f, v in sorted(by_family.items())}
    return out


def plan_bench(spec: str, runs: int) -> None:
    """Each run in a fresh interpreter, so the first pass starts with empty caches; medians over runs."""
    res = []
    for _ in range(runs):
        r = subprocess.run([sys.executable, __file__, "--plan-once", spec], capture_output=True, text=True,
                           check=True, env={**os.environ, "PYTHONHASHSEED": "0"})
        res.append(json.loads(r.stdout))
    n = res[0]["kernels"]
    print(f"plan: {spec} ({n} kernels), median of {runs} fresh processes, load average {os.getloadavg()[0]:.1f}")
    print(f"  first pass (cold caches)  cpu {statistics.median(r['first'] for r in res):6.2f} ms/kernel")
    print(f"  second pass (warm caches) cpu {statistics.median(r['second'] for r in res):6.2f} ms/kernel")
    for fam in res[0]["warm_by_family"]:
        print(f"  warm {fam:<20s} cpu {statistics.median(r['warm_by_family'][fam] for r in res):6.2f} ms/kernel")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--plan", action="store_true", help="time the planner over a spec library instead")
    ap.add_argument("--spec", default=str(Path(__file__).with_name("library_gemm.yaml")))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--plan-once", metavar="SPEC", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.plan_once:
        print(json.dumps(_plan_once(a.plan_once)))
        return
    if a.plan:
        plan_bench(a.spec, a.runs)
        return
    print(f"{'operation':48s} {'ops/s':>12s} {'us/op':>10s}")
    for name, fn in CASES.items():
        n, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < 0.3:
            fn()
            n += 1
        dt = (time.perf_counter() - t0) / n
        print(f"{name:48s} {1 / dt:12.0f} {dt * 1e6:10.1f}")


if __name__ == "__main__":
    main()
