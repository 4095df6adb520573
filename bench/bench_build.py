"""Generator throughput: per-stage times and whole builds, cold (empty cache) and warm (full cache).

    python bench/bench_build.py [--spec bench/library_gemm.yaml] [--runs 3] [--jobs N] [--route ziglang|system|...]

Prints the machine's core count, the toolchain, and the median of --runs runs of each figure. Not a test.
Stages are timed one after another on the whole library, in this process, one kernel at a time (CPU
cost per kernel): spec (YAML load + sweep expansion), plan, render, assemble (chunks of
flygen.batch.CHUNK, driver-batched when the assembler is a clang driver), link, read back (manifest
entry). Builds go through flygen.build.build (--jobs worker processes) into a temp dir, with a temp
FLYGEN_CACHE (cold = empty, warm = filled by the previous build, into a new output dir; warm_again =
the same into the existing output dir, replacing its files).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from flygen.batch import CHUNK, _driver_argv, _ok
from flygen.build import Built, build, manifest_entry
from flygen.plan import plan as plan_kernel
from flygen.render import render
from flygen.spec.load import load_specs
from flygen.toolchain import find_toolchain, route_toolchain
from flygen.toolchain.tools import _assemble_argv, _link_argv


def _cpu() -> float:
    """CPU seconds of this process and its waited-for descendants (workers, assemblers, linkers):
    unlike wall time, not inflated by other jobs sharing the machine."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def _timed(fn):
    t, c = time.perf_counter(), _cpu()
    out = fn()
    return (time.perf_counter() - t, _cpu() - c), out


def stages(spec: str, tc) -> dict:
    t_spec, kspecs = _timed(lambda: load_specs([spec]))
    t_plan, plans = _timed(lambda: [plan_kernel(k) for k in kspecs])
    t_render, texts = _timed(lambda: [render(p) for p in plans])
    files = [f"k{i}.s" for i in range(len(texts))]
    driver = _driver_argv(tc, "gfx950")
    with tempfile.TemporaryDirectory() as tmp:
        for f, text in zip(files, texts):
            Path(tmp, f).write_text(text)

        def assemble():
            if driver:
                for i in range(0, len(files), CHUNK):
                    assert _ok([*driver, *files[i:i + CHUNK]], tmp)
            else:
                for f in files:
                    assert _ok(_assemble_argv(tc.assembler, "gfx950", obj=f[:-2] + ".o", src=f), tmp)

        def link():
            for f in files:
                subprocess.run(_link_argv(tc.linker, [f[:-2] + ".o"], out=f[:-2] + ".hsaco"), cwd=tmp,
                               capture_output=True, check=True)

        def readback():
            for ks, p, text, f in zip(kspecs, plans, texts, files):
                manifest_entry(Built(ks, p, text), text.encode(), Path(tmp, f[:-2] + ".hsaco").read_bytes())

        t_asm, _ = _timed(assemble)
        t_link, _ = _timed(link)
        t_read, _ = _timed(readback)
    return {"kernels": len(kspecs), "spec": t_spec, "plan": t_plan, "render": t_render,
            "assemble": t_asm, "link": t_link, "readback": t_read}


def builds(spec: str, tc, jobs: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["FLYGEN_CACHE"] = str(Path(tmp, "cache"))
        t_cold, res = _timed(lambda: build([spec], Path(tmp, "out1"), jobs=jobs, toolchain=tc))
        t_warm, _ = _timed(lambda: build([spec], Path(tmp, "out2"), jobs=jobs, toolchain=tc))
        t_again, _ = _timed(lambda: build([spec], Path(tmp, "out2"), jobs=jobs, toolchain=tc))
        t_nocache, _ = _timed(lambda: build([spec], Path(tmp, "out3"), jobs=jobs, toolchain=tc, cache=False))
        same = all(Path(tmp, "out1", f).read_bytes() == Path(tmp, "out2", f).read_bytes()
                   == Path(tmp, "out3", f).read_bytes() for f in os.listdir(Path(tmp, "out1")))
    return {"kernels": len(res["kernels"]), "cold": t_cold, "warm": t_warm, "warm_again": t_again,
            "no_cache": t_nocache,
            "outputs_identical": same}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--spec", default=str(Path(__file__).with_name("library_gemm.yaml")))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--route", default=None, help="toolchain route (ziglang, system, rocm); default: discovery")
    ap.add_argument("--no-stages", action="store_true", help="time whole builds only")
    a = ap.parse_args(argv)
    tc = route_toolchain(a.route) if a.route else find_toolchain()
    print(f"cores: {os.cpu_count()}  jobs: {a.jobs}  python {sys.version.split()[0]}  chunk {CHUNK}")
    print(f"toolchain: assemble {tc.assembler.route} {tc.assembler.style} {tc.assembler.version}, "
          f"link {tc.linker.route} {tc.linker.version}")
    bd = [builds(a.spec, tc, a.jobs) for _ in range(a.runs)]
    n = bd[0]["kernels"]
    cores = os.cpu_count() or 1
    print(f"library: {a.spec} ({n} kernels); median of {a.runs} runs; load average {os.getloadavg()[0]:.1f}")
    if not a.no_stages:
        st = [stages(a.spec, tc) for _ in range(a.runs)]
        for key in ("spec", "plan", "render", "assemble", "link", "readback"):
            wall = statistics.median(s[key][0] for s in st)
            cpu = statistics.median(s[key][1] for s in st)
            print(f"  stage {key:<9} wall {wall:8.3f} s  cpu {1e3 * cpu / n:7.2f} ms/kernel")
    for key in ("cold", "warm", "warm_again", "no_cache"):
        wall = statistics.median(b[key][0] for b in bd)
        cpu = statistics.median(b[key][1] for b in bd)
        print(f"  build {key:<10} wall {wall:8.3f} s {n / wall:7.0f} kernels/s   cpu {1e3 * cpu / n:6.2f} ms/kernel"
              f" (= {cores * n / cpu:5.0f} kernels/s on {cores} idle cores, if perfectly parallel)")
    print(f"  cold, warm and --no-cache outputs byte-identical: {all(b['outputs_identical'] for b in bd)}")


if __name__ == "__main__":
    main()
