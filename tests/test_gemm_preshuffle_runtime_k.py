"""gemm_preshuffle with `K: runtime` (the kernel argument K, any multiple of tile_k; dense inputs, a_path sync): one
code object verified on the emulator against the float64 reference at K = tile_k (no pair trip, the last k-tile
only), 2 tile_k (the odd prefetching k-tile then the last on stage 1), 3 and 5 tile_k (pair trips and both tails);
through verify_one, the Python runtime and `flygen run`; the launch check and the reference refusing a K off the
tile; `flygen select` and its C table choosing the kernel for a K no kernel compiles in; mutants of the pair count
and of the parity branch caught; located spec errors for what is not built (MX, block128, async A, split-K).
N: runtime (the kernel argument N, a multiple of tile_n), alone and with K: runtime: verified at one and three
column tiles, refused off the tile, selected for an N and K no kernel compiles in (Python and the C table)."""
from __future__ import annotations

import dataclasses
import re

import numpy as np
import pytest
from click.testing import CliRunner

import flygen.runtime as rt
from flygen.build.pipeline import build, generate
from flygen.check.verify import verify_one
from flygen.cli.main import cli
from flygen.errors import FlygenError
from flygen.ref.compare import compare
from flygen.ref.gemm_preshuffle import make_case
from flygen.runtime.library import RuntimeError_
from flygen.runtime.table import table
from flygen.spec.load import load_specs
from spec_fixtures import CC, assert_verified, c_table_choices, python_choice, spec_fixtures

SPEC = "tests/data/gemm_preshuffle/runtime_k.yaml"
M = {"M": 65}                       # two M tiles of 64, the last partial (N = 256: two N tiles)


tc, built, lib = spec_fixtures(SPEC)
_ok = assert_verified


CASES = [("ps_fp8_kR", 128), ("ps_fp8_kR", 256), ("ps_fp8_kR", 384), ("ps_fp8_kR", 640),
         ("ps_bf16_s1_kR", 64), ("ps_bf16_s1_kR", 192), ("ps_int8_bias_kR", 512)]


@pytest.mark.parametrize("name,k", CASES)
def test_verifies_at_run_time_k(name, k, built, tc):
    b = built[name]
    assert [a.name for a in b.plan.args][-2:] == ["M", "K"] and b.plan.grid.sizes == ("M", "K")
    r = verify_one(b, {**M, "K": k}, seed=5, toolchain=tc)
    _ok(r)
    assert f"K={k}," in r["case"]


def _mutate(b, pattern, repl):
    asm, n = re.subn(pattern, repl, b.asm, flags=re.M)
    assert n == 1, pattern
    return dataclasses.replace(b, asm=asm)


@pytest.mark.parametrize("pattern,repl,bad_k,good_k", [
    (r"(s_lshr_b32 s\[s_loop\], s\[s_tmp\]), 1", r"\1, 2", 640, 256),      # pairs (nk - 1) >> 2: 5 k-tiles 2 -> 1
    (r"s_cbranch_scc1 (\.L\w+_last0)", r"s_branch \1", 256, 384),          # even nk takes the odd-nk tail
])
def test_mutant_is_caught(pattern, repl, bad_k, good_k, built, tc):
    m = _mutate(built["ps_fp8_kR"], pattern, repl)
    assert not verify_one(m, {**M, "K": bad_k}, seed=5, toolchain=tc)["passed"]
    _ok(verify_one(m, {**M, "K": good_k}, seed=5, toolchain=tc))


def test_python_runtime_and_launch_check(lib):
    k = rt.load(lib)["ps_int8_bias_kR"]
    for kk in (128, 384):
        case = make_case(k.info.params, {**M, "K": kk}, np.random.default_rng(2))
        k(**{**case.sizes, **case.args})
        for c in case.checks:
            r = compare(case.args[c.arg].reshape(-1).view(np.uint8).view(c.dtype)[:c.count + len(c.guard)], c)
            assert r.mismatches == 0 and r.guard_ok and r.nan_mismatch == 0, r
    case = make_case(k.info.params, {**M, "K": 128}, np.random.default_rng(2))
    with pytest.raises(RuntimeError_) as e:
        k(**{**case.args, "K": np.uint32(200)})
    assert "K=200 is not a multiple of 128" in str(e.value) and "nearest: K=128 or K=256" in str(e.value)
    with pytest.raises(FlygenError, match="K=200 is not a multiple of tile_k = 128"):
        make_case(k.info.params, {**M, "K": 200}, np.random.default_rng(2))


def test_flygen_run(lib):
    r = CliRunner().invoke(cli, ["run", str(lib), "-k", "ps_bf16_s1_kR", "--shape", "M=65,K=64"])
    assert r.exit_code == 0 and "PASS ps_bf16_s1_kR" in r.output and "K=64," in r.output, r.output


SHAPES = [(65, 256, 1152, "fp8"), (300, 256, 8192, "bf16"), (65, 256, 100, "fp8"), (65, 512, 1152, "fp8"),
          (1, 256, 128, "int8")]


@pytest.mark.skipif(CC is None, reason="no C compiler (cc / gcc) for the C selection table")
def test_select_and_c_table_pick_the_runtime_k_kernel(lib, tmp_path):
    want = [python_choice(lib, s) for s in SHAPES]
    assert want == ["ps_fp8_kR", "ps_bf16_s1_kR", None, None, None]    # int8: bias_silu, not epilogue none
    assert c_table_choices(lib, SHAPES, tmp_path) == want
    row = next(r for r in table(lib)["kernels"] if r["name"] == "ps_fp8_kR")
    assert row["fixed"] == {"N": 256} and row["ragged"] == ["M"] and row["grid_sizes"] == ["M", "K"]


@pytest.mark.parametrize("extra,field,msg", [
    ("    in_dtype: mx\n    mx_a: fp4\n    mx_b: fp4\n", "in_dtype", "K: runtime is built for dense inputs"),
    ("    in_dtype: fp8\n    scale: block128\n", "scale", "K: runtime is built for dense inputs"),
    ("    in_dtype: fp8\n    a_path: async\n", "a_path", "K: runtime is built for dense inputs"),
    ("    in_dtype: fp8\n    split_k: 2\n", "split_k", "split-K needs a compile-time K"),
    ("    in_dtype: fp8\n    K: 'dyn'\n", "K", "must be a positive integer or 'runtime'"),
])
def test_spec_errors_are_located(tmp_path, extra, field, msg):
    p = tmp_path / "bad.yaml"
    body = extra if "K:" in extra else "    K: runtime\n" + extra
    p.write_text("target: gfx950\nkernels:\n  - name: bad\n    family: gemm_preshuffle\n    N: 256\n" + body)
    with pytest.raises(FlygenError) as e:
        load_specs([str(p)])
    assert msg in str(e.value) and "bad.yaml" in str(e.value) and field in str(e.value)


# N: runtime (alone and with K: runtime): the grid's column tiles, C's pitch and B's / bias' sizes at run time
SPEC_N = "tests/data/gemm_preshuffle/runtime_n.yaml"


@pytest.fixture(scope="module")
def built_n():
    return {b.plan.name: b for b in generate([SPEC_N])}


@pytest.fixture(scope="module")
def lib_n(tmp_path_factory):
    out = tmp_path_factory.mktemp("rkn") / "lib"
    build([SPEC_N], out)
    return out


@pytest.mark.parametrize("name,sizes", [
    ("ps_fp8_nR", {"N": 128}), ("ps_fp8_nR", {"N": 384}),                  # one column tile, three
    ("ps_fp8_nR_kR", {"N": 256, "K": 128}), ("ps_fp8_nR_kR", {"N": 384, "K": 640}),
    ("ps_bf16_bias_nR_kR", {"N": 384, "K": 192})])
def test_run_time_n_verifies(name, sizes, built_n, tc):
    b = built_n[name]
    assert "N" in b.plan.grid.sizes and [a.name for a in b.plan.args if a.name in "MNK"][:2] == ["M", "N"]
    r = verify_one(b, {**M, **sizes}, seed=5, toolchain=tc)
    _ok(r)
    assert f"N={sizes['N']}," in r["case"]


def test_run_time_n_launch_check_and_selection(lib_n, tmp_path):
    k = rt.load(lib_n)["ps_fp8_nR_kR"]
    case = make_case(k.info.params, {**M, "N": 256, "K": 128}, np.random.default_rng(2))
    with pytest.raises(RuntimeError_) as e:
        k(**{**case.args, "N": np.uint32(200)})
    assert "N=200 is not a multiple of 128" in str(e.value) and "nearest: N=128 or N=256" in str(e.value)
    shapes = [(65, 1152, 1152, "fp8"), (65, 200, 256, "fp8"), (65, 640, 100, "fp8"), (65, 640, 256, "bf16")]
    want = [python_choice(lib_n, s) for s in shapes]
    assert want[0] == "ps_fp8_nR_kR" and want[1] is None and want[2] is None and want[3] is None
    if CC is None:
        pytest.skip("no C compiler (cc / gcc) for the C selection table")
    assert c_table_choices(lib_n, shapes, tmp_path) == want


def test_run_time_n_spec_errors(tmp_path):
    p = tmp_path / "bad.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: bad\n    family: gemm_preshuffle\n    N: runtime\n    K: 256\n"
                 "    in_dtype: fp8\n    group_m: 4\n")
    with pytest.raises(FlygenError) as e:
        load_specs([str(p)])
    assert "N: runtime is built for dense inputs" in str(e.value) and "group_m" in str(e.value)
