"""Print the timing model's prediction (MODELED, never measured) for every example kernel at a small shape, and a
tile sweep of the fp8 GEMMs at 8192^3 and at a skinny shape. Reproduce: `python bench/bench_model.py [--quick]`.

The calibration check (docs/model.md) compares the 8192^3 preshuffle fp8 GEMM with 128x256x128 tiles against the
published MI355X figure quoted in issue 16 (2237 TFLOPS measured for a comparable kernel); nothing is fitted to it.
"""
from __future__ import annotations

import sys
import time

from flygen.model import model_kernel
from flygen.spec.load import load_specs

EXAMPLE_SHAPES = {"gemm_fp8": {"M": 512, "N": 512}, "gemm_preshuffle": {"M": 256}}


def row(label, r, dt):
    frac = f"{r['modeled_fraction_of_peak']:.0%}" if r["modeled_fraction_of_peak"] else "-"
    print(f"{label:58s} {r['modeled_time_us']:>10.1f} us {str(r['modeled_tflops']):>8s} TF {frac:>5s} "
          f"{r['bound']:>5s}  wg/CU {r['occupancy']['workgroups_per_cu']}  ({dt:.1f} s)")


def main(quick: bool) -> None:
    print("MODELED figures (flygen.model), not hardware measurements\n")
    print("examples (GEMM families at a small shape):")
    for path in ("examples/gemm_fp8.yaml", "examples/gemm_preshuffle_paths.yaml", "examples/gemm_preshuffle.yaml"):
        for ks in load_specs([path]):
            sizes = EXAMPLE_SHAPES.get(ks.family)
            if sizes is None:
                continue
            t = time.perf_counter()
            try:
                r = model_kernel(path, ks.name, sizes=sizes)
            except Exception as e:       # report and go on: one kernel's failure should not hide the others
                print(f"{ks.name:58s} FAILED: {e}")
                continue
            row(ks.name, r, time.perf_counter() - t)
    big = 2048 if quick else 8192
    print(f"\npreshuffle fp8 tile sweep at M=N=K={big}:")
    for tm, tn in ((128, 128), (128, 256), (256, 128), (256, 256)):
        for name in ("preshuffle_fp8_sync_s2", "preshuffle_fp8_async_s2", "preshuffle_fp8_sync_s1"):
            t = time.perf_counter()
            try:
                r = model_kernel("examples/gemm_preshuffle_paths.yaml", name, sizes={"M": big},
                                 overrides={"N": big, "K": big, "tile_m": tm, "tile_n": tn})
            except Exception as e:
                print(f"{name} {tm}x{tn}: FAILED: {e}")
                continue
            row(f"{name} tile {tm}x{tn}x128", r, time.perf_counter() - t)
    print(f"\nskinny M=64, N=K={big}:")
    for tn in (128, 256):
        t = time.perf_counter()
        r = model_kernel("examples/gemm_preshuffle_paths.yaml", "preshuffle_fp8_sync_s2", sizes={"M": 64},
                         overrides={"N": big, "K": big, "tile_m": 128, "tile_n": tn})
        row(f"preshuffle_fp8_sync_s2 M=64 tile 128x{tn}", r, time.perf_counter() - t)
    print(f"\ngemm_fp8 8-wave 256x256x128 at {big}^3:")
    t = time.perf_counter()
    r = model_kernel("examples/gemm_fp8.yaml", "gemm_fp8_8w_row_major", sizes={"M": big, "N": big}, overrides={"K": big})
    row("gemm_fp8_8w_row_major", r, time.perf_counter() - t)


if __name__ == "__main__":
    main("--quick" in sys.argv)
