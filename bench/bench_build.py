"""Generator throughput: per-stage times and whole builds, cold (empty cache) and warm (full cache).

    python bench/bench_build.py [--spec bench/library_gemm.yaml] [--runs 3] [--jobs N] [--route ziglang|system|...]

Prints the machine's core count, the toolchain, and the median of --runs runs of each figure. Not a test.
Stages are timed one after another on the whole library, in this process, one kernel at a time (CPU
cost per kernel): spec (YAML load + sweep expansion), plan, render, then the toolchain both ways: the
plain route (assemble: one assembler run per kernel, chunks of flygen.build.batch.CHUNK per clang-driver call;
link: one ld.lld per kernel) and the fast route builds use (assemble_bundled: one assembler run per
chunk; link_in_process: objects cut out of the bundle and linked in Python), whose bytes are compared
with the plain route's; read back (manifest entry). Builds go through flygen.build.pipeline.build (--jobs worker
processes) into a temp dir, with a temp FLYGEN_CACHE (cold = empty, warm = filled by the previous build,
into a new output dir; warm_again = the same into the existing output dir, replacing its files;
no_cache_plain_tools = --no-cache with FLYGEN_FAST_TOOLCHAIN=0, i.e. the toolchain before bundles).
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

import flygen.build.batch as fb
from flygen.build.batch import CHUNK, _driver_argv, _ok
from flygen.build.pipeline import Built, build, manifest_entry
from flygen.plan import plan as plan_kernel
from flygen.render import render
from flygen.spec.load import load_specs
from flygen.toolchain import find_toolchain, route_toolchain
from flygen.toolchain import bundle
from flygen.toolchain.elfobj import read_relobject
from flygen.toolchain.shlink import comment_of, link_shared
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
        comment = comment_of(fb._lld(tc, _one_obj(tc, texts[0], tmp), Path(tmp), "cal"))
        hsacos = {}

        def assemble_plain():
            if driver:
                for i in range(0, len(files), CHUNK):
                    assert _ok([*driver, *files[i:i + CHUNK]], tmp)
            else:
                for f in files:
                    assert _ok(_assemble_argv(tc.assembler, "gfx950", obj=f[:-2] + ".o", src=f), tmp)

        def link_lld():
            for f in files:
                subprocess.run(_link_argv(tc.linker, [f[:-2] + ".o"], out=f[:-2] + ".hsaco"), cwd=tmp,
                               capture_output=True, check=True)

        def assemble_bundled():   # parse + one assembler run per chunk
            out = []
            for c in range(0, len(texts), CHUNK):
                parts = [bundle.parse(t, i) for i, t in enumerate(texts[c:c + CHUNK])]
                Path(tmp, "bundle.s").write_text(bundle.bundle_source(parts))
                assert _ok(_assemble_argv(tc.assembler, "gfx950", obj=f"b{c}.o", src="bundle.s"), tmp)
                out.append((c, parts))
            return out

        def link_inprocess(bundles):   # cut each kernel's object out, link in Python
            for c, parts in bundles:
                objs = bundle.split(read_relobject(Path(tmp, f"b{c}.o").read_bytes()), parts)
                for i, o in enumerate(objs):
                    hsacos[c + i] = link_shared(o, comment)

        def readback():
            for i, (ks, p, text) in enumerate(zip(kspecs, plans, texts)):
                manifest_entry(Built(ks, p, text), text.encode(), hsacos[i])

        t_asm, _ = _timed(assemble_plain)
        t_link, _ = _timed(link_lld)
        t_basm, bundles = _timed(assemble_bundled)
        t_blink, _ = _timed(lambda: link_inprocess(bundles))
        t_read, _ = _timed(readback)
        same = all(hsacos[i] == Path(tmp, f[:-2] + ".hsaco").read_bytes() for i, f in enumerate(files))
    return {"kernels": len(kspecs), "spec": t_spec, "plan": t_plan, "render": t_render,
            "assemble": t_asm, "link": t_link, "assemble_bundled": t_basm, "link_in_process": t_blink,
            "readback": t_read, "same": same}


def _one_obj(tc, text: str, tmp: str) -> bytes:
    tc.assemble(text, Path(tmp, "cal.o"))
    return Path(tmp, "cal.o").read_bytes()


def builds(spec: str, tc, jobs: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["FLYGEN_CACHE"] = str(Path(tmp, "cache"))
        # os.sync() before each build: the previous build's dirty pages otherwise slow this build's
        # file creation several-fold on ext4 (0.7 vs 0.02 ms per file here) while they drain.
        os.sync()
        t_cold, res = _timed(lambda: build([spec], Path(tmp, "out1"), jobs=jobs, toolchain=tc))
        os.sync()
        t_warm, _ = _timed(lambda: build([spec], Path(tmp, "out2"), jobs=jobs, toolchain=tc))
        os.sync()
        t_again, _ = _timed(lambda: build([spec], Path(tmp, "out2"), jobs=jobs, toolchain=tc))
        os.sync()
        t_nocache, _ = _timed(lambda: build([spec], Path(tmp, "out3"), jobs=jobs, toolchain=tc, cache=False))
        os.sync()
        os.environ["FLYGEN_FAST_TOOLCHAIN"] = "0"   # the real tools for every kernel, as before bundles
        try:
            t_plain, _ = _timed(lambda: build([spec], Path(tmp, "out4"), jobs=jobs, toolchain=tc, cache=False))
        finally:
            del os.environ["FLYGEN_FAST_TOOLCHAIN"]
        same = all(Path(tmp, "out1", f).read_bytes() == Path(tmp, "out2", f).read_bytes()
                   == Path(tmp, "out3", f).read_bytes() == Path(tmp, "out4", f).read_bytes()
                   for f in os.listdir(Path(tmp, "out1")))
    return {"kernels": len(res["kernels"]), "cold": t_cold, "warm": t_warm, "warm_again": t_again,
            "no_cache": t_nocache, "no_cache_plain_tools": t_plain, "outputs_identical": same}


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
        for key in ("spec", "plan", "render", "assemble", "link", "assemble_bundled", "link_in_process",
                    "readback"):
            wall = statistics.median(s[key][0] for s in st)
            cpu = statistics.median(s[key][1] for s in st)
            print(f"  stage {key:<16} wall {wall:8.3f} s  cpu {1e3 * cpu / n:7.2f} ms/kernel")
        print(f"  bundled + in-process bytes equal assembler + ld.lld: {all(x['same'] for x in st)}")
    for key in ("cold", "warm", "warm_again", "no_cache", "no_cache_plain_tools"):
        wall = statistics.median(b[key][0] for b in bd)
        cpu = statistics.median(b[key][1] for b in bd)
        print(f"  build {key:<20} wall {wall:8.3f} s {n / wall:7.0f} kernels/s   cpu {1e3 * cpu / n:6.2f} ms/kernel"
              f" (= {cores * n / cpu:5.0f} kernels/s on {cores} idle cores, if perfectly parallel)")
    print(f"  cold, warm, --no-cache and plain-tools outputs byte-identical: "
          f"{all(b['outputs_identical'] for b in bd)}")


if __name__ == "__main__":
    main()
