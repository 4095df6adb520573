"""gemm_fp8 end to end on the emulator vs numpy: 8/4 waves, row-major/preshuffled B, fp8/bf16/f16, ragged M and N
(M=300, N=520 with 256-wide tiles), 2-4 K tiles, AGPR accumulators; zero hazards; broken kernels fail."""
import dataclasses
import re

import pytest

from flygen.build.pipeline import generate
from flygen.check.verify import verify_one

SPEC = "tests/data/gemm_fp8/small.yaml"
SHAPE = {"M": 300, "N": 520}
KERNELS = [b.plan.name for b in generate([SPEC])]


def _built(name):
    return generate([SPEC], (name,))[0]


@pytest.mark.parametrize("name", KERNELS)
def test_verify_passes_with_zero_hazards(name, tc):
    r = verify_one(_built(name), SHAPE, seed=3, toolchain=tc)
    (c,) = r["checks"]
    assert r["hazards"] == []
    assert c["mismatches"] == 0 and c["nan_mismatch"] == 0 and c["guard_ok"], c
    assert c["max_err_over_tol"] <= 1.0
    assert r["passed"]


def test_small_m_and_n_below_one_tile(tc):
    r = verify_one(_built("t_fp8_8w_k256"), {"M": 5, "N": 37}, seed=4, toolchain=tc)
    assert r["passed"] and r["grid"] == [1, 1, 1], r


def _mutate(b, pattern, repl=""):
    asm, n = re.subn(pattern, repl, b.asm, flags=re.M)
    assert n > 0, pattern
    return dataclasses.replace(b, asm=asm)


def test_without_column_masks_the_guard_or_next_row_breaks(tc):
    # columns >= N of a valid row land in the next row: dropping the EXEC masks must be caught
    b = _mutate(_built("t_fp8_8w_row_major"), r"^\s*s_mov_b64 exec, s\[s_mask.*$")
    c = verify_one(b, SHAPE, seed=3, toolchain=tc)["checks"][0]
    assert c["mismatches"] > 0 or not c["guard_ok"]


def test_without_swizzled_dma_source_results_are_wrong(tc):
    # the DMA source must be pre-swizzled to match the ds_read layout; using S(16 t) = 16 t breaks it
    b = _mutate(_built("t_bf16_4w_row_major"), r"^\s*v_xor_b32 v\[v_swz0\].*$")
    assert verify_one(b, SHAPE, seed=3, toolchain=tc)["checks"][0]["mismatches"] > 0


def test_without_barrier_the_emulator_reports_a_hazard(tc):
    b = _mutate(_built("t_fp8_4w_row_major"), r"^\s*s_barrier.*$")
    assert verify_one(b, SHAPE, seed=3, toolchain=tc)["hazards"]


@pytest.mark.parametrize("name,shape", [("t_fp8_8w_row_major", {"M": 260, "N": 517}),     # N % 4 != 0: per element
                                        ("t_bf16_4w_row_major", {"M": 130, "N": 256})])   # full tiles: 8-byte stores
def test_wide_and_narrow_c_store_paths(name, shape, tc):
    r = verify_one(_built(name), shape, seed=5, toolchain=tc)
    assert r["passed"] and r["hazards"] == [], r


def test_wide_stores_on_a_ragged_tile_are_caught(tc):
    # the scalar branch to per-element stores protects ragged tiles: forcing 8-byte stores must be caught
    b = _mutate(_built("t_fp8_8w_row_major"), r"^\s*s_cbranch_scc0 \.L\w+_narrow.*$")
    c = verify_one(b, SHAPE, seed=3, toolchain=tc)["checks"][0]
    assert c["mismatches"] > 0 or not c["guard_ok"]
