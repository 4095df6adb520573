"""Emulator speed: wave-instructions/s on a synthetic loop, and a 512x512x512 fp8 GEMM split into phases.

    python bench/bench_emu.py [--runs 3] [--workgroups 256] [--iters 64] [--skip-loop] [--skip-gemm]

Prints the core count and the median of `--runs` runs of each figure; not a timed test.
- loop: a uniform VALU + SALU + LDS + MFMA loop over `--workgroups` workgroups of 4 waves.
- gemm: the gemm_fp8 family (examples/gemm_fp8.yaml settings: 256x256 tiles, 8 and 4 waves, row-major B)
  at K = 512, run directly on the emulator for M = N = 512 (the result is checked against the numpy
  reference). Phases: parse (assembly text -> Program), setup (kernargs, uploads, register init),
  execute (hazards off), hazards (execute with hazards on minus execute with them off).
"""
from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

import numpy as np

from flygen.asm.parse import parse_asm
from flygen.emu.launch import launch
from flygen.emu.memory import Device

LOOP = """
    v_and_b32 v1, 0x3ff, v0
    v_lshlrev_b32 v2, 2, v1
    s_mov_b32 s10, {iters}
    v_mov_b32 v3, 1.0
.Lloop:
    v_fma_f32 v3, v3, 0.5, 1.0
    v_add_u32 v4, v1, s10
    v_cvt_pk_bf16_f32 v5, v3, v3
    ds_write_b32 v2, v3
    s_waitcnt lgkmcnt(0)
    ds_read_b32 v6, v2
    s_waitcnt lgkmcnt(0)
    v_mfma_f32_16x16x32_bf16 a[0:3], v[4:7], v[4:7], a[0:3]
    s_sub_u32 s10, s10, 1
    s_cmp_lg_u32 s10, 0
    s_cbranch_scc1 .Lloop
    s_nop 7
    v_accvgpr_read_b32 v7, a0
    s_endpgm
"""

GEMM_SPEC = """
target: gfx950
kernels:
  - name: bench_fp8_{waves}w
    family: gemm_fp8
    dtype: fp8
    tile_m: 256
    tile_n: 256
    K: 512
    b_layout: row_major
    sweep:
      waves: [8, 4]
"""


def _median(xs) -> float:
    return statistics.median(xs)


def bench_loop(workgroups: int, iters: int, runs: int) -> None:
    kern = parse_asm(LOOP.format(iters=iters)).kernel()
    for hz in (False, True):
        times, n = [], 0
        for _ in range(runs):
            t = time.perf_counter()
            res = launch(kern, (workgroups,), (256,), None, hazards=hz, lds_bytes=1024)
            times.append(time.perf_counter() - t)
            n = res.instructions
        dt = _median(times)
        print(f"loop  hazards={'on ' if hz else 'off'} waves={res.stats['waves']:5d} wave-instructions={n:9d} "
              f"time={dt:6.3f}s -> {n / dt / 1e6:6.3f} M wave-instr/s")


def _gemm_once(b, hazards: bool) -> dict:
    from flygen.ref.gemm import make_case
    from flygen.ref.compare import compare

    t = time.perf_counter()
    kern = parse_asm(b.asm).kernel(b.plan.name)
    parse = time.perf_counter() - t
    case = make_case(b.spec.params, {"M": 512, "N": 512}, np.random.default_rng(0))
    dev = Device()
    bufs = {k: dev.upload(np.ascontiguousarray(v)) for k, v in case.args.items()
            if isinstance(v, np.ndarray) and v.ndim > 0}
    args = {k: bufs.get(k, v) for k, v in case.args.items()}
    t = time.perf_counter()
    res = launch(kern, b.plan.grid(**case.sizes), b.plan.workgroup, args, device=dev, hazards=hazards)
    total = time.perf_counter() - t
    (chk,) = case.checks
    got = dev.download(bufs[chk.arg], chk.dtype, (chk.count + len(chk.guard),))
    c = compare(got, chk)
    if c.mismatches or not c.guard_ok or [h for h in res.hazards if h.severity == "error"]:
        raise SystemExit(f"{b.plan.name}: wrong result or hazards: {c} {res.hazards}")
    timing = getattr(res, "timing", None) or {"setup": 0.0, "execute": total}   # older emulators: no split
    return {"parse": parse, "setup": timing["setup"], "execute": timing["execute"],
            "launch": total, "instructions": res.instructions, "waves": res.stats["waves"]}


def bench_gemm(runs: int) -> None:
    from flygen.build.pipeline import generate

    with tempfile.TemporaryDirectory() as tmp:
        spec = Path(tmp, "gemm512.yaml")
        spec.write_text(GEMM_SPEC)
        built = generate([str(spec)])
    for b in built:
        off = [_gemm_once(b, False) for _ in range(runs)]
        on = [_gemm_once(b, True) for _ in range(runs)]
        med = lambda rows, key: _median([r[key] for r in rows])
        parse, setup, ex_off, ex_on = med(on, "parse"), med(on, "setup"), med(off, "execute"), med(on, "execute")
        n = on[0]["instructions"]
        print(f"gemm  {b.plan.name}: 512x512x512, {on[0]['waves']} waves, {n} wave-instructions: "
              f"parse {parse:.3f}s  setup {setup:.3f}s  execute {ex_off:.3f}s  hazards {ex_on - ex_off:+.3f}s  "
              f"-> total {parse + setup + ex_on:.3f}s ({n / ex_on / 1e6:.3f} M wave-instr/s with hazards)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--workgroups", type=int, default=256)
    ap.add_argument("--iters", type=int, default=64)
    ap.add_argument("--skip-loop", action="store_true")
    ap.add_argument("--skip-gemm", action="store_true")
    a = ap.parse_args()
    print(f"cores: {os.cpu_count()} (affinity {len(os.sched_getaffinity(0))}), median of {a.runs} runs")
    if not a.skip_loop:
        bench_loop(a.workgroups, a.iters, a.runs)
    if not a.skip_gemm:
        bench_gemm(a.runs)


if __name__ == "__main__":
    main()
