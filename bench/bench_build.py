"""Generator throughput: per-stage times and whole builds, cold (empty cache) and warm (full cache).

    python bench/bench_build.py [--spec bench/library.yaml] [--runs 3] [--jobs N] [--route ziglang|system|...]

Prints the machine's core count, the toolchain, and the median of --runs runs of each figure. Not a test.
Stages are timed one after another on the whole library: spec (YAML load + sweep expansion), plan,
render, assemble (batched, --jobs workers), link (--jobs workers). Builds go through flygen.build.build
into a temp dir, with a temp FLYGEN_CACHE (cold = empty, warm = filled by the previous build).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from flygen.batch import CHUNK, _assemble_chunk, _driver_argv
from flygen.build import build
from flygen.plan import plan as plan_kernel
from flygen.render import render
from flygen.spec.load import load_specs
from flygen.toolchain import find_toolchain, route_toolchain


def _timed(fn):
    t = time.perf_counter()
    out = fn()
    return time.perf_counter() - t, out


def stages(spec: str, tc, jobs: int) -> dict:
    t_spec, kspecs = _timed(lambda: load_specs([spec]))
    t_plan, plans = _timed(lambda: [plan_kernel(k) for k in kspecs])
    t_render, texts = _timed(lambda: [render(p) for p in plans])
    items = [(p.name, t) for p, t in zip(plans, texts)]
    argv = _driver_argv(tc, "gfx950")
    size = CHUNK if argv else 1
    chunks = [items[i:i + size] for i in range(0, len(items), size)]
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        with ThreadPoolExecutor(jobs) as pool:
            t_asm, _ = _timed(lambda: list(pool.map(lambda c: _assemble_chunk(tc, argv, c, out, "gfx950"), chunks)))
            t_link, _ = _timed(lambda: list(pool.map(
                lambda it: tc.link([out / f"{it[0]}.o"], out / f"{it[0]}.hsaco"), items)))
    return {"kernels": len(kspecs), "spec": t_spec, "plan": t_plan, "render": t_render,
            "assemble": t_asm, "link": t_link}


def builds(spec: str, tc, jobs: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["FLYGEN_CACHE"] = str(Path(tmp, "cache"))
        t_cold, res = _timed(lambda: build([spec], Path(tmp, "out1"), jobs=jobs, toolchain=tc))
        t_warm, _ = _timed(lambda: build([spec], Path(tmp, "out2"), jobs=jobs, toolchain=tc))
        t_nocache, _ = _timed(lambda: build([spec], Path(tmp, "out3"), jobs=jobs, toolchain=tc, cache=False))
        same = all(Path(tmp, "out1", f).read_bytes() == Path(tmp, "out2", f).read_bytes()
                   for f in os.listdir(Path(tmp, "out1")))
    return {"kernels": len(res["kernels"]), "cold": t_cold, "warm": t_warm, "no_cache": t_nocache,
            "warm_output_identical": same}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--spec", default=str(Path(__file__).with_name("library.yaml")))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--route", default=None, help="toolchain route (ziglang, system, rocm); default: discovery")
    a = ap.parse_args(argv)
    tc = route_toolchain(a.route) if a.route else find_toolchain()
    print(f"cores: {os.cpu_count()}  jobs: {a.jobs}  python {sys.version.split()[0]}")
    print(f"toolchain: assemble {tc.assembler.route} {tc.assembler.style} {tc.assembler.version}, "
          f"link {tc.linker.route} {tc.linker.version}")
    st = [stages(a.spec, tc, a.jobs) for _ in range(a.runs)]
    bd = [builds(a.spec, tc, a.jobs) for _ in range(a.runs)]
    n = st[0]["kernels"]
    print(f"library: {a.spec} ({n} kernels); median of {a.runs} runs")
    for key in ("spec", "plan", "render", "assemble", "link"):
        t = statistics.median(s[key] for s in st)
        print(f"  stage {key:<9} {t:8.3f} s  {1e3 * t / n:7.2f} ms/kernel")
    for key in ("cold", "warm", "no_cache"):
        t = statistics.median(b[key] for b in bd)
        print(f"  build {key:<9} {t:8.3f} s  {n / t:8.0f} kernels/s")
    print(f"  warm output byte-identical to cold: {all(b['warm_output_identical'] for b in bd)}")


if __name__ == "__main__":
    main()
