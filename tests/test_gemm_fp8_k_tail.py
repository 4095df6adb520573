"""gemm_fp8 with `K: runtime` and `k_tail: true` (row-major B): any K whose rows are whole 16-byte chunks (fp8: K % 16,
bf16: K % 8), a ragged last K tile whose DMA chunks past K are loaded out of the buffer's range (0 in LDS). One code
object verified on the emulator at the brief's K = 1, 17, tile_k - 1, tile_k, tile_k + 1, 3 tile_k + 5 rounded up to
the 16-byte rule (and tile_k - 16), and at 2, 3, 4 and 5 tiles + a chunk (nt = 2 .. 6: the short paths, both
parities, with and without pair trips); through verify_one, the Python runtime, `flygen run`, Python select and
the compiled C table; a batch of 3 with lda / ldb: runtime; the launch check refusing K off the rule with the nearest K; the tail-mask mutant (masking
removed: the last tile's chunks past K are the next rows' bytes of A and B) caught."""
from __future__ import annotations

import dataclasses
import re

import numpy as np
import pytest
from click.testing import CliRunner

import flygen.runtime as rt
from flygen.build.pipeline import generate
from flygen.check.verify import verify_one
from flygen.cli.main import cli
from flygen.ref.compare import compare
from flygen.ref.gemm import make_case
from flygen.runtime.library import RuntimeError_
from flygen.runtime.table import table
from flygen.spec.load import load_specs
from flygen.errors import FlygenError
from spec_fixtures import CC, assert_verified, c_table_choices, loop_body, python_choice, spec_fixtures

SPEC = "tests/data/gemm_fp8/k_tail.yaml"
SMALL = {"M": 65, "N": 70}          # two partial 64 x 64 tiles each way

tc, built, lib = spec_fixtures(SPEC)


def _ks(tk: int, g: int) -> list[int]:
    """The brief's K = 1, 17, tk - 1, tk, tk + 1, 3 tk + 5 rounded up to the rule's multiple g, and tk - g."""
    return sorted({-(-k // g) * g for k in (1, 17, tk - 1, tk, tk + 1, 3 * tk + 5)} | {tk - g})


# fp8 tile_k 128 (g 16): 16 32 112 128 144 400 + 272 (nt 3) 528 (nt 5) 656 (nt 6); bf16 tile_k 64: 8 .. 200, 136
CASES = ([("kt_fp8_4w", k) for k in _ks(128, 16) + [272, 528, 656]]
         + [("kt_bf16_4w_narrow", k) for k in _ks(64, 8) + [136]]
         + [("kt_fp8_4w_batch_ld", k) for k in (16, 144)])


@pytest.mark.parametrize("name,k", CASES)
def test_verifies_at_ragged_k(name, k, built, tc):
    b = built[name]
    batch = b.plan.params["batch"]          # batch of 3 with lda / ldb > K (NaN padding: read past K would fail)
    assert b.plan.grid.sizes == ("M", "N", "K") + (("batch",) if batch else ()) and b.plan.params["k_tail"] is True
    r = verify_one(b, {**SMALL, "K": k, **({"batch": 3} if batch else {})}, seed=5, toolchain=tc)
    assert_verified(r)
    assert f"K={k}" in r["case"]


@pytest.mark.parametrize("bad_k,good_k", [(144, 128), (16, 256), (400, 384)])
def test_tail_mask_mutant_is_caught(bad_k, good_k, built, tc):
    b = built["kt_fp8_4w"]
    asm, n = re.subn(r"^\s*v_bfi_b32 .*\n", "", b.asm, flags=re.M)
    assert n >= 3, "no tail mask in the kernel"
    m = dataclasses.replace(b, asm=asm)
    assert not verify_one(m, {**SMALL, "K": bad_k}, seed=5, toolchain=tc)["passed"]
    assert_verified(verify_one(m, {**SMALL, "K": good_k}, seed=5, toolchain=tc))   # whole tiles: the mask is a no-op


def test_python_runtime_and_launch_check(lib):
    k = rt.load(lib)["kt_bf16_4w_narrow"]
    for kk in (72, 200):
        case = make_case(k.info.params, {**SMALL, "K": kk}, np.random.default_rng(2))
        k(**{**case.sizes, **case.args})
        for c in case.checks:
            r = compare(case.args[c.arg].reshape(-1).view(np.uint8).view(c.dtype)[:c.count + len(c.guard)], c)
            assert r.mismatches == 0 and r.guard_ok and r.nan_mismatch == 0, r
    with pytest.raises(RuntimeError_) as e:
        k(**{**case.sizes, "K": 17, **case.args, "k": np.uint32(17)})
    assert "K=17 is not a multiple of 8" in str(e.value) and "nearest: K=16 or K=24" in str(e.value)


def test_flygen_run(lib):
    r = CliRunner().invoke(cli, ["run", str(lib), "-k", "kt_fp8_4w", "--shape", "M=65,N=70,K=144"])
    assert r.exit_code == 0 and "PASS kt_fp8_4w" in r.output and "K=144" in r.output, r.output
    r = CliRunner().invoke(cli, ["run", str(lib), "-k", "kt_fp8_4w", "--shape", "M=65,N=70,K=17"])
    assert r.exit_code != 0 and "K=17 is not a multiple of 16" in r.output, r.output


SHAPES = [(65, 70, 1008, "fp8"), (65, 70, 16, "fp8"), (65, 70, 1000, "fp8"), (300, 520, 8200, "bf16"),
          (65, 70, 8201, "bf16")]


@pytest.mark.skipif(CC is None, reason="no C compiler (cc / gcc) for the C selection table")
def test_select_and_c_table_pick_the_k_tail_kernel(lib, tmp_path):
    want = [python_choice(lib, s) for s in SHAPES]
    assert want == ["kt_fp8_4w", "kt_fp8_4w", None, "kt_bf16_4w_narrow", None]
    assert c_table_choices(lib, SHAPES, tmp_path) == want
    row = next(r for r in table(lib)["kernels"] if r["name"] == "kt_fp8_4w")
    assert row["ragged"] == ["M", "N", "K"] and row["fixed"] == {}


@pytest.mark.parametrize("extra", ["    K: 256\n", "    K: runtime\n    b_layout: preshuffled\n"])
def test_spec_errors_are_located(tmp_path, extra):
    p = tmp_path / "bad.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: bad\n    family: gemm_fp8\n    k_tail: true\n" + extra)
    with pytest.raises(FlygenError) as e:
        load_specs([str(p)])
    assert "k_tail is built with K: runtime and b_layout row_major" in str(e.value) and "bad.yaml" in str(e.value) \
        and "k_tail" in str(e.value)


def test_main_loop_pays_nothing_for_the_tail(built):
    """The k_tail kernel's rolled loop is instruction for instruction the run-time-K kernel's of the same tiles
    (the tail is peeled after it)."""
    plain = next(b for b in generate(["tests/data/gemm_fp8/runtime_k.yaml"]) if b.plan.name == "rk_fp8_4w_kR")
    assert loop_body(built["kt_fp8_4w"]) == loop_body(plain)
    assert len(loop_body(plain)) > 40
