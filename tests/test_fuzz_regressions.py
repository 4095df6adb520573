"""Shapes found by bench/fuzz_shapes.py: minimised kernel bugs (xfail strict: they flip to failures when fixed,
then drop the mark) and edge cases worth keeping (1, tile-1, tile+1, ragged, tokens < topk, ...).

Every case is a one-kernel spec written to tmp_path, so it goes through the spec loader like a user's, then
plan + render + verify on the emulator against the family's numpy reference (independent of the kernel).
"""
from __future__ import annotations

import pytest
import yaml

from flygen.build import generate
from flygen.toolchain import find_toolchain
from flygen.verify import verify_one


@pytest.fixture(scope="module")
def tc():
    return find_toolchain()


def _verify(tmp_path, entry: dict, sizes: dict, tc, seed: int = 0) -> dict:
    path = tmp_path / "fz.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [{"name": "fz", **entry}]}, sort_keys=False))
    (b,) = generate([path])
    return verify_one(b, sizes, seed=seed, toolchain=tc)


def _assert_pass(r):
    bad = [c for c in r["checks"] if c["mismatches"] or not c["guard_ok"] or c["nan_mismatch"]]
    assert r["passed"], (r["case"], r["hazards"], [(c["arg"], c["mismatches"], c["first_bad"][:2]) for c in bad])


# ---------------------------------------------------------------- kernel bugs (minimised, now fixed)

MOE_S1_MX = {"family": "moe", "stage": 1, "a_dtype": "fp4", "hidden": 256, "inter": 256, "experts": 2, "topk": 2,
             "tile_m": 32, "tile_n": 256, "tile_k": 128, "inter_dtype": "fp4", "inter_tile_k": 256}


@pytest.mark.parametrize("inter_dtype", ["fp4", "fp8"])
def test_moe_s1_mx_scales_two_blocks_per_wave_two_row_atoms(tmp_path, tc, inter_dtype):
    """Was a kernel bug (tile_n 256 = 2 scale blocks per wave, tile_m >= 32): the e8m0 registers were indexed
    row-major (i * blocks + jb) while the store layout's values run i + m-atoms * jb, so block 1 of row r went
    to block 0 of row r + 16 and vice versa. Fixed by moe_mx.scale_regs; moe_mx.check_scale_store proves it
    at plan time."""
    _assert_pass(_verify(tmp_path, {**MOE_S1_MX, "inter_dtype": inter_dtype}, {"tokens": 1}, tc))


# ---------------------------------------------------------------- passing edge cases worth keeping

@pytest.mark.parametrize("tile_m,tile_n", [(16, 256), (32, 128)])
def test_moe_s1_mx_scales_neighbours_of_the_bug_pass(tmp_path, tc, tile_m, tile_n):
    """The two one-step neighbours of the xfail above verify: the bug needs both conditions."""
    _assert_pass(_verify(tmp_path, {**MOE_S1_MX, "tile_m": tile_m, "tile_n": tile_n}, {"tokens": 1}, tc))


# ---------------------------------------------------------------- runtime sizes of 0 are refused by name

@pytest.mark.parametrize("module,params,sizes,key", [
    ("elementwise", {"x_dtype": "f32", "y_dtype": "f32"}, {"n": 0}, "n"),
    ("gemm", {"dtype": "fp8", "k": 128, "b_layout": "row_major"}, {"M": 0, "N": 5}, "M"),
    ("gemm", {"dtype": "bf16", "k": 64, "b_layout": "row_major"}, {"M": 3, "N": 0}, "N"),
    ("gemm_preshuffle", {"in_dtype": "fp8", "N": 128, "K": 128, "tile_k": 128, "out_dtype": "bf16",
                         "epilogue": "none"}, {"M": 0}, "M"),
    ("moe", {"stage": 1, "experts": 4, "topk": 2, "tile_m": 32}, {"tokens": 0}, "tokens"),
    ("gemm", {"dtype": "fp8", "k": 128, "b_layout": "row_major"}, {"M": -3, "N": 5}, "M"),
])
def test_zero_or_negative_runtime_size_is_a_named_flygen_error(module, params, sizes, key):
    """Found by the fuzzer: M=0 crashed the preshuffle/moe references with a numpy ValueError (a traceback in
    the CLI) and reached the emulator's empty-grid check elsewhere."""
    import importlib

    import numpy as np

    from flygen.errors import FlygenError
    ref = importlib.import_module(f"flygen.ref.{module}")
    with pytest.raises(FlygenError, match=f"runtime size {key} must be an integer >= 1"):
        ref.make_case(params, sizes, np.random.default_rng(0))


# ---------------------------------------------------------------- edge shapes the family tests never used (pass)

GEMM_4W = {"family": "gemm_fp8", "dtype": "fp8", "k": 128, "waves": 4, "block_m": 64, "block_n": 64}


@pytest.mark.parametrize("entry,sizes", [
    (GEMM_4W, {"M": 1, "N": 1}),                                                   # K = one tile, 1 x 1
    (GEMM_4W, {"M": 65, "N": 2}),                                                  # N < 4: per-element store
    ({**GEMM_4W, "c_store": "narrow", "dtype": "f16", "block_k": 64, "k": 192}, {"M": 63, "N": 65}),
    ({**GEMM_4W, "block_m": 128, "b_layout": "preshuffled", "k": 384}, {"M": 129, "N": 67}),
    ({"family": "gemm_fp8", "dtype": "bf16", "block_k": 64, "k": 192, "waves": 8, "block_m": 128,
      "block_n": 256, "schedule": "pingpong", "acc": "agpr"}, {"M": 131, "N": 257}),
])
def test_gemm_fp8_edge_shapes(tmp_path, tc, entry, sizes):
    _assert_pass(_verify(tmp_path, entry, sizes, tc))


PRE = {"family": "gemm_preshuffle", "in_dtype": "fp8", "N": 128, "K": 128, "tile_m": 32, "tile_n": 128,
       "tile_k": 128}


@pytest.mark.parametrize("entry,m", [
    (PRE, 1), (PRE, 33),                                                           # one K tile, M = 1 / tile + 1
    ({**PRE, "lds_stage": 1, "K": 384, "epilogue": "bias_gelu"}, 31),           # odd tile count, 1 stage
    ({**PRE, "in_dtype": "mx", "mx_a": "fp6", "mx_b": "fp8", "tile_m": 128}, 127),  # 96-byte A rows
])
def test_preshuffle_edge_shapes(tmp_path, tc, entry, m):
    _assert_pass(_verify(tmp_path, entry, {"M": m}, tc))


CONV = {"family": "conv3d", "dtype": "bf16", "n": 1, "d": 1, "h": 1, "w": 1, "c": 64, "k": 64}


@pytest.mark.parametrize("entry", [
    {**CONV, "t": 3, "r": 3, "s": 3, "padding": [1, 1, 1], "k": 1},                # filter > input; K_out = 1
    {**CONV, "d": 2, "h": 2, "w": 2, "r": 2, "s": 2, "padding": [0, 3, 3], "k": 65, "bias": True, "relu": True},
    {**CONV, "dtype": "fp8", "c": 128, "d": 3, "h": 3, "w": 3, "stride": [3, 3, 3], "padding": [1, 1, 1],
     "k": 130, "w_layout": "preshuffled"},                                         # stride > filter
])
def test_conv3d_edge_shapes(tmp_path, tc, entry):
    _assert_pass(_verify(tmp_path, entry, {}, tc))


MOE = {"family": "moe", "a_dtype": "fp4", "hidden": 256, "inter": 256, "tile_m": 16, "tile_n": 64,
       "tile_k": 128}


@pytest.mark.parametrize("entry,tokens", [
    ({**MOE, "stage": 1, "experts": 5, "topk": 3}, 1),                             # tokens < topk
    ({**MOE, "stage": 2, "experts": 1, "topk": 1, "a_dtype": "fp8"}, 17),          # one expert, tile_m + 1
    ({**MOE, "stage": 2, "experts": 8, "topk": 1, "tile_m": 64}, 2),               # most experts empty
])
def test_moe_edge_token_counts(tmp_path, tc, entry, tokens):
    _assert_pass(_verify(tmp_path, entry, {"tokens": tokens}, tc))


@pytest.mark.parametrize("x,y,vector,block,n", [("bf16", "bf16", 8, 64, 513), ("f16", "f32", 2, 1024, 2049),
                                               ("f32", "f16", 4, 64, 3)])
def test_elementwise_edge_lengths(tmp_path, tc, x, y, vector, block, n):
    entry = {"family": "elementwise", "x_dtype": x, "y_dtype": y, "vector": vector, "block": block}
    _assert_pass(_verify(tmp_path, entry, {"n": n}, tc))
