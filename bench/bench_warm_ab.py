"""Warm builds, before vs after: flygen/build/pipeline.py and flygen/build/cache.py of a git commit against the working
tree's, alternating in one process on one filled cache (so load swings on a shared box hit both).

    python bench/bench_warm_ab.py --before COMMIT [--spec bench/library_gemm.yaml] [--runs 11]

Prints the median wall time, kernels/s and CPU ms/kernel of each, and whether their outputs agree
(.s/.hsaco bytes, manifest content). Not a test.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from flygen.build import pipeline as after
from flygen.toolchain import route_toolchain


def _load_before(commit: str, where: Path):
    """The commit's build.py, importing the commit's cache.py, as module `before_build`."""
    def show(*paths):   # the commit's file at its path then (flygen/build.py before the move into flygen/build/)
        for path in paths:
            r = subprocess.run(["git", "show", f"{commit}:{path}"], capture_output=True, text=True)
            if r.returncode == 0:
                return r.stdout
        raise SystemExit(f"{commit} has none of {paths}")
    (where / "before_cache.py").write_text(show("flygen/build/cache.py", "flygen/cache.py"))
    build = show("flygen/build/pipeline.py", "flygen/build.py")
    for mod in ("flygen.build.cache", "flygen.cache"):
        build = build.replace(f"from {mod} import", "from before_cache import")
    (where / "before_build.py").write_text(build)
    sys.path.insert(0, str(where))
    import before_build
    return before_build


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", required=True, help="git commit whose build.py/cache.py are 'before'")
    ap.add_argument("--spec", default=str(Path(__file__).with_name("library_gemm.yaml")))
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--route", default="ziglang")
    a = ap.parse_args(argv)
    tc = route_toolchain(a.route)
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        os.environ["FLYGEN_CACHE"] = str(tmp / "cache")
        before = _load_before(a.before, tmp)
        sides = {"before": before, "after": after}
        for name, mod in sides.items():   # fill the cache (each layout its own)
            mod.build([a.spec], tmp / f"fill-{name}", toolchain=tc)
        times = {name: [] for name in sides}
        for r in range(a.runs):
            for name, mod in sides.items():
                t, c = time.perf_counter(), os.times()
                res = mod.build([a.spec], tmp / f"{name}{r}", toolchain=tc)
                c2 = os.times()
                times[name].append((time.perf_counter() - t, c2.user + c2.system - c.user - c.system))
        n = len(res["kernels"])
        print(f"cores: {os.cpu_count()}  library: {a.spec} ({n} kernels)  median of {a.runs} runs  "
              f"load average {os.getloadavg()[0]:.1f}")
        for name, v in times.items():
            wall, cpu = statistics.median(x[0] for x in v), statistics.median(x[1] for x in v)
            print(f"  {name:<6} warm wall {1e3 * wall:7.0f} ms {n / wall:6.0f} kernels/s   cpu {1e3 * cpu / n:5.2f} ms/kernel")
        b, f = tmp / "before0", tmp / "after0"
        same = all((b / p).read_bytes() == (f / p).read_bytes() for p in os.listdir(b) if p != "manifest.json")
        same_manifest = json.loads((b / "manifest.json").read_text()) == json.loads((f / "manifest.json").read_text())
        print(f"  .s/.hsaco bytes identical: {same}   manifest content identical: {same_manifest}")


if __name__ == "__main__":
    main()
