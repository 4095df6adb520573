"""gemm_fp8 with `K: runtime` (K a kernel argument k, any multiple of tile_k): one code object verified on the
emulator against the float64 reference at K = tile_k (the pair loop runs 0 trips, only the odd tile), 2 tile_k
(one trip), 3 and 5 tile_k (trips + the odd tile); through `flygen verify`'s path (verify_one), the Python runtime
(flygen.runtime) and `flygen run`; the launch check refusing a K that is not a multiple of tile_k (with the nearest
ones); `flygen select` and its C table choosing a runtime-K kernel for a K no kernel compiles in; mutants of the trip
count and of the odd-tile branch caught; located spec errors."""
from __future__ import annotations

import dataclasses
import re

import numpy as np
import pytest
from click.testing import CliRunner

import flygen.runtime as rt
from flygen.cli.main import cli
from flygen.errors import FlygenError
from flygen.ref.compare import compare
from flygen.ref.gemm import make_case
from flygen.runtime.library import RuntimeError_
from flygen.runtime.table import table
from flygen.spec.load import load_specs
from spec_fixtures import CC, assert_verified, c_table_choices, python_choice, spec_fixtures
from flygen.check.verify import verify_one

SPEC = "tests/data/gemm_fp8/runtime_k.yaml"
SMALL = {"M": 65, "N": 70}            # two M and two N tiles of 64, the last of each partial


tc, built, lib = spec_fixtures(SPEC)
_ok = assert_verified


# (kernel, K): K = tile_k (no pair trip), 2 tile_k (one trip, even), 3 / 5 tile_k (trips and the odd tile)
CASES = [("rk_fp8_4w_kR", 128), ("rk_fp8_4w_kR", 384), ("rk_fp8_4w_pre_kR", 256), ("rk_fp8_4w_pre_kR", 640),
         ("rk_bf16_4w_narrow_kR", 64), ("rk_bf16_4w_narrow_kR", 192), ("rk_fp8_8w_kR", 384)]


@pytest.mark.parametrize("name,k", CASES)
def test_verifies_at_run_time_k(name, k, built, tc):
    b = built[name]
    assert [a.name for a in b.plan.args][-3:] == ["m", "n", "k"] and b.plan.grid.sizes == ("M", "N", "K")
    r = verify_one(b, {**SMALL, "K": k}, seed=5, toolchain=tc)
    _ok(r)
    assert f"K={k}" in r["case"]


def _mutate(b, pattern, repl):
    asm, n = re.subn(pattern, repl, b.asm, flags=re.M)
    assert n == 1, pattern
    return dataclasses.replace(b, asm=asm)


@pytest.mark.parametrize("pattern,repl,bad_k,good_k", [
    (r"s_cbranch_scc0 (\.L\w+_odd_end)", r"s_branch \1", 384, 256),          # the odd tile never runs
    (r"(s_lshr_b32 s\[s_loop\], s\[s_kbytes\]), 8", r"\1, 9", 512, 128),       # half the pair trips
])
def test_mutant_is_caught(pattern, repl, bad_k, good_k, built, tc):
    m = _mutate(built["rk_fp8_4w_kR"], pattern, repl)
    assert not verify_one(m, {**SMALL, "K": bad_k}, seed=5, toolchain=tc)["passed"]
    _ok(verify_one(m, {**SMALL, "K": good_k}, seed=5, toolchain=tc))       # the mutant differs only there


def test_python_runtime_one_library_many_k(lib):
    k = rt.load(lib)["rk_fp8_4w_pre_kR"]
    assert "K: int (grid)" not in k.signature()              # K is the argument k's twin size
    for kk in (128, 384):
        case = make_case(k.info.params, {**SMALL, "K": kk}, np.random.default_rng(2))
        assert case.sizes == {**SMALL, "K": kk} and int(case.args["k"]) == kk
        k(**{**case.sizes, **case.args})
        for c in case.checks:
            n = c.count + len(c.guard)
            r = compare(case.args[c.arg].reshape(-1).view(np.uint8).view(c.dtype)[:n], c)
            assert r.mismatches == 0 and r.guard_ok and r.nan_mismatch == 0, r


def test_launch_refuses_a_k_off_the_tile(lib):
    k = rt.load(lib)["rk_bf16_4w_narrow_kR"]
    case = make_case(k.info.params, {**SMALL, "K": 64}, np.random.default_rng(2))
    args = {**case.args, "k": np.uint32(100)}
    with pytest.raises(RuntimeError_) as e:
        k(**{**case.sizes, "K": 100, **args})
    assert "K=100 is not a multiple of 64" in str(e.value) and "nearest: K=64 or K=128" in str(e.value)


def test_flygen_run(lib):
    r = CliRunner().invoke(cli, ["run", str(lib), "-k", "rk_fp8_4w_kR", "--shape", "M=65,N=70,K=128"])
    assert r.exit_code == 0 and "PASS rk_fp8_4w_kR" in r.output and "K=128" in r.output, r.output
    r = CliRunner().invoke(cli, ["run", str(lib), "-k", "rk_fp8_4w_kR", "--shape", "M=65,N=70,K=200"])
    assert r.exit_code == 1 and "K=200 is not a multiple of 128" in r.output and "nearest: K=128 or K=256" in r.output


# no kernel compiles K in: every K a multiple of the tile fits a runtime-K kernel, 1000 / 100 none
SHAPES = [(65, 70, 1152, "fp8"), (4096, 4096, 128, "fp8"), (1, 1, 8192, "fp8"), (300, 520, 1000, "fp8"),
          (65, 70, 64, "bf16"), (65, 70, 100, "bf16"), (65, 70, 1 << 22, "fp8")]


@pytest.mark.skipif(CC is None, reason="no C compiler (cc / gcc) for the C selection table")
def test_select_and_c_table_pick_a_runtime_k_kernel(lib, tmp_path):
    want = [python_choice(lib, s) for s in SHAPES]
    assert want[0] in {"rk_fp8_4w_kR", "rk_fp8_4w_pre_kR", "rk_fp8_8w_kR"} and want[4] == "rk_bf16_4w_narrow_kR"
    assert want[3] is None and want[5] is None
    assert c_table_choices(lib, SHAPES, tmp_path) == want
    row = next(r for r in table(lib)["kernels"] if r["name"] == "rk_fp8_4w_kR")
    assert row["fixed"] == {} and row["ragged"] == ["M", "N"] and row["grid_sizes"] == ["M", "N", "K"]


def _spec(tmp_path, extra: str) -> str:
    p = tmp_path / "bad.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: bad\n    family: gemm_fp8\n    waves: 8\n" + extra)
    return str(p)


@pytest.mark.parametrize("extra,field,msg", [
    ("    K: dynamic\n", "K", "must be a positive integer or 'runtime', got 'dynamic'"),
    ("    K: runtime\n    split_k: 2\n", "split_k", "split-K needs a compile-time K"),
    ("    K: runtime\n    schedule: pingpong\n", "schedule", "K: runtime needs schedule: pipelined"),
])
def test_spec_errors_are_located(tmp_path, extra, field, msg):
    with pytest.raises(FlygenError) as e:
        load_specs([_spec(tmp_path, extra)])
    assert msg in str(e.value) and "bad.yaml" in str(e.value) and field in str(e.value)
