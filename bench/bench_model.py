"""Print the timing model's prediction (MODELED, never measured) for every example kernel at a small shape, and a
tile sweep of the fp8 GEMMs at 8192^3 and at a skinny shape. Reproduce: `python bench/bench_model.py [--quick]`.

The model's unpublished parameters are fitted to ../shared/perf/calibration.csv only (flygen/model/calibrate.py,
docs/model.md §7). `--rank` prints only the model's ranking of flygen's tiles at the families' main shapes
(docs/model.md §8).
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


RANK_SHAPES = {
    "gemm_preshuffle fp8 (B preshuffled, A via LDS), M=N=K=8192": (
        "examples/gemm_preshuffle_paths.yaml", {"M": 8192}, {"N": 8192, "K": 8192},
        [(a, st, tm, tn) for a in ("sync", "async") for st in (1, 2) for tm, tn in ((128, 128), (128, 256), (256, 128))]),
    "gemm_preshuffle fp8, M=256, N=K=8192 (few workgroups: latency-bound)": (
        "examples/gemm_preshuffle_paths.yaml", {"M": 256}, {"N": 8192, "K": 8192},
        [(a, st, tm, tn) for a in ("sync", "async") for st in (1, 2) for tm, tn in ((128, 128), (128, 256))]),
}
GEMM_FP8_RANK = ("gemm_fp8 fp8 (A and B via LDS DMA), M=N=K=8192", "examples/gemm_fp8.yaml",
                 {"M": 8192, "N": 8192}, {"K": 8192},
                 [("gemm_fp8_8w_row_major", {}), ("gemm_fp8_8w_preshuffled", {}), ("gemm_fp8_4w_row_major", {}),
                  ("gemm_fp8_4w_preshuffled", {}), ("gemm_fp8_4w_row_major", {"tile_m": 128, "tile_n": 128}),
                  ("gemm_fp8_4w_row_major", {"tile_m": 128, "tile_n": 256})])


# issue 27's tile_k rows: bf16 128x256 at M = 54560, N = K = 8192. flygen's bf16 GEMM with a free tile_k is
# gemm_preshuffle (tile_k a power of two); gemm_fp8 stages one 128-byte row per K tile, so bf16 there is tile_k 64
# only (before issue 27's fourth round model_kernel's overrides skipped the spec checks and a bf16 gemm_fp8 at
# tile_k 128 -- a kernel reading half of K -- was ranked first)
TILE_K_RANK = ("gemm_preshuffle bf16 128x256 (4 waves, sync A, 2 LDS stages), M=54560, N=K=8192: tile_k",
               "examples/gemm_preshuffle_paths.yaml", "preshuffle_fp8_sync_s2", {"M": 54560},
               {"N": 8192, "K": 8192, "tile_m": 128, "tile_n": 256, "in_dtype": "bf16"})


def rank_tile_k() -> None:
    title, spec, name, sizes, base = TILE_K_RANK
    rows = []
    for tk in (64, 128, 256):
        try:
            r = model_kernel(spec, name, sizes=sizes, overrides={**base, "tile_k": tk})
        except Exception as e:
            print(f"  {name} tile_k {tk}: does not plan ({str(e).splitlines()[0][:80]})")
            continue
        rows.append((r["modeled_time_us"], f"{name} bf16 128x256x{tk}", r))
    _print_rank(title, rows)


def rank() -> None:
    print("MODELED ranking of flygen's tiles (flygen.model, fitted to calibration.csv only), fastest first\n")
    for title, (spec, sizes, base, points) in RANK_SHAPES.items():
        rows = []
        for a, st, tm, tn in points:
            name = f"preshuffle_fp8_{a}_s{st}"
            try:
                r = model_kernel(spec, name, sizes=sizes, overrides={**base, "tile_m": tm, "tile_n": tn})
            except Exception as e:       # a tile that does not plan: say so and go on
                print(f"  {name} {tm}x{tn}: does not plan ({str(e).splitlines()[0][:80]})")
                continue
            rows.append((r["modeled_time_us"], f"{name} {tm}x{tn}x128", r))
        _print_rank(title, rows)
    title, spec, sizes, base, points = GEMM_FP8_RANK
    rows = []
    for name, extra in points:
        try:
            r = model_kernel(spec, name, sizes=sizes, overrides={**base, **extra})
        except Exception as e:
            print(f"  {name} {extra}: does not plan ({str(e).splitlines()[0][:80]})")
            continue
        tile = f"{extra.get('tile_m', 256)}x{extra.get('tile_n', 256)}"
        rows.append((r["modeled_time_us"], f"{name} {tile}", r))
    _print_rank(title, rows)


def _print_rank(title, rows) -> None:
    print(f"{title}:")
    print("| rank | kernel, tile | modeled us | modeled TFLOPS | bound | wg/CU | latency ns |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for i, (us, label, r) in enumerate(sorted(rows, key=lambda x: x[0])):
        print(f"| {i + 1} | {label} | {us:.1f} | {r['modeled_tflops']} | {r['bound']} | "
              f"{r['occupancy']['workgroups_per_cu']} | {r['memory']['latency_ns']:.0f} |")
    print()


if __name__ == "__main__":
    if "--rank-tile-k" in sys.argv:
        rank_tile_k()
    elif "--rank" in sys.argv:
        rank()
        rank_tile_k()
    else:
        main("--quick" in sys.argv)
