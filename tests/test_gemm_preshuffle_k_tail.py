"""gemm_preshuffle with `K: runtime` and `k_tail: true`: any K whose row is whole 16-byte chunks (fp8 / int8: K % 16,
bf16 / f16: K % 8), a ragged last k-tile. One code object verified on the emulator against the float64 reference at
the brief's K = 1, 17, tile_k - 1, tile_k, tile_k + 1, 3 tile_k + 5 rounded up to the 16-byte rule, and at 3 and 5
k-tiles (+ a chunk) for the odd-nk paths; the reference's B padding (K up to whole k-tiles) is random finite values,
not zeros, so a kernel that multiplies A's bytes past K (the next row's) fails. Through verify_one, the Python
runtime (with a host zero-padded B from preshuffle_b(k_to=...), and B preshuffled over the unpadded K refused by the
check), `flygen run`, and Python select / the compiled C table; a batch of 3 (B's batch stride its padded size); the launch check refusing K off the 16-byte rule
with the nearest K; the tail-mask mutant (the masking removed: the last k-tile reads the next row) caught."""
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
from flygen.errors import FlygenError
from flygen.ref.compare import compare
from flygen.ref.gemm import preshuffle_b
from flygen.ref.gemm_preshuffle import make_case
from flygen.runtime.library import RuntimeError_
from flygen.runtime.table import table
from flygen.spec.load import load_specs
from spec_fixtures import CC, assert_verified, c_table_choices, loop_body, python_choice, spec_fixtures

SPEC = "tests/data/gemm_preshuffle/k_tail.yaml"
M = {"M": 65}                       # two M tiles of 64, the last partial (N = 256: two N tiles)

tc, built, lib = spec_fixtures(SPEC)


def _up(k: int, g: int) -> int:
    return -(-k // g) * g


def _brief_ks(tk: int, g: int) -> list[int]:
    """K = 1, 17, tk - 1, tk, tk + 1, 3 tk + 5 (the brief's), each rounded up to the 16-byte rule's multiple g, and
    tk - g (the largest K below one k-tile the rule allows)."""
    return sorted({_up(k, g) for k in (1, 17, tk - 1, tk, tk + 1, 3 * tk + 5)} | {tk - g})


# fp8 tile_k 128 (g 16): 16 32 112 128 144 400, + 272 (nk 3: odd, no pair trip) and 528 (nk 5: odd, one trip)
# bf16 tile_k 64 (g 8): 8 24 56 64 72 200, + 136 (nk 3)
CASES = ([("ps_fp8_kT", k) for k in _brief_ks(128, 16) + [272, 528]]
         + [("ps_bf16_s1_bias_kT", k) for k in _brief_ks(64, 8) + [136]]
         + [("ps_bf16_kT_ld", 72), ("ps_bf16_kT_ld", 200), ("ps_fp8_batch_kT", 144), ("ps_fp8_batch_kT", 16)])


@pytest.mark.parametrize("name,k", CASES)
def test_verifies_at_ragged_k(name, k, built, tc):
    b = built[name]
    batch = b.plan.params["batch"]          # batch: 3 GEMMs, B's batch stride its padded size (and 64 elements)
    assert b.plan.grid.sizes == ("M", "K") + (("batch",) if batch else ()) and b.plan.params["k_tail"] is True
    r = verify_one(b, {**M, "K": k, **({"batch": 3} if batch else {})}, seed=5, toolchain=tc)
    assert_verified(r)
    assert f"K={k}," in r["case"]


def _without_tail_mask(b):
    """The mutant: every `v_bfi_b32` of the tail mask dropped, so the ragged k-tile's chunks past K load A's next
    row (or, lda: runtime, its padding) and multiply B's padding."""
    asm, n = re.subn(r"^\s*v_bfi_b32 .*\n", "", b.asm, flags=re.M)
    assert n >= 2, "no tail mask in the kernel"
    return dataclasses.replace(b, asm=asm)


@pytest.mark.parametrize("bad_k,good_k", [(144, 128), (16, 256)])
def test_tail_mask_mutant_is_caught(bad_k, good_k, built, tc):
    m = _without_tail_mask(built["ps_fp8_kT"])
    assert not verify_one(m, {**M, "K": bad_k}, seed=5, toolchain=tc)["passed"]
    assert_verified(verify_one(m, {**M, "K": good_k}, seed=5, toolchain=tc))   # whole k-tiles: the mask is a no-op


def _ok(case, args) -> bool:
    for c in case.checks:
        r = compare(args[c.arg].reshape(-1).view(np.uint8).view(c.dtype)[:c.count + len(c.guard)], c)
        if not (r.mismatches == 0 and r.guard_ok and r.nan_mismatch == 0):
            return False
    return True


def _run(k, case, **repl) -> bool:
    args = {**case.args, **{n: v.copy() for n, v in case.args.items() if isinstance(v, np.ndarray)}, **repl}
    k(**{**case.sizes, **args})
    return _ok(case, args)


def test_python_runtime_and_b_padding(lib):
    k = rt.load(lib)["ps_fp8_kT"]
    kk, n, tk = 144, 256, 128
    case = make_case(k.info.params, {**M, "K": kk}, np.random.default_rng(2))
    assert _run(k, case)
    # the reference's B pads K to 256 with random finite values; a host's zero padding (preshuffle_b k_to) is
    # the same matrix
    padded = case.args["B"].reshape(n // 16, 2 * tk // 16, 16, 16).transpose(0, 2, 1, 3).reshape(n, 2 * tk)
    assert padded[:, kk:].any()                # the case's padding is not zeros
    zero_pad = preshuffle_b(padded[:, :kk], k_to=_up(kk, tk))
    assert zero_pad.size == case.args["B"].size and not np.array_equal(zero_pad, case.args["B"])
    assert _run(k, case, B=zero_pad)
    # B preshuffled over K itself (not padded to whole k-tiles) has the wrong block pitch: the check fails
    unpadded = np.concatenate([preshuffle_b(padded[:, :kk]), np.zeros(zero_pad.size - n * kk, np.uint8)])
    assert not _run(k, case, B=unpadded)
    with pytest.raises(RuntimeError_) as e:
        k(**{**case.args, "K": np.uint32(17)})
    assert "K=17 is not a multiple of 16" in str(e.value) and "nearest: K=16 or K=32" in str(e.value)
    with pytest.raises(FlygenError, match="K=17 is not a multiple of 16"):
        make_case(k.info.params, {**M, "K": 17}, np.random.default_rng(2))


def test_flygen_run(lib):
    r = CliRunner().invoke(cli, ["run", str(lib), "-k", "ps_bf16_s1_bias_kT", "--shape", "M=65,K=200"])
    assert r.exit_code == 0 and "PASS ps_bf16_s1_bias_kT" in r.output and "K=200," in r.output, r.output
    r = CliRunner().invoke(cli, ["run", str(lib), "-k", "ps_bf16_s1_bias_kT", "--shape", "M=65,K=201"])
    assert r.exit_code != 0 and "K=201 is not a multiple of 8" in r.output, r.output


SHAPES = [(65, 256, 1008, "fp8"), (65, 256, 16, "fp8"), (65, 256, 1000, "fp8"), (300, 256, 8200, "bf16"),
          (65, 256, 8201, "bf16"), (65, 512, 1008, "fp8")]


@pytest.mark.skipif(CC is None, reason="no C compiler (cc / gcc) for the C selection table")
def test_select_and_c_table_pick_the_k_tail_kernel(lib, tmp_path):
    want = [python_choice(lib, s) for s in SHAPES]
    # bf16 epilogue none: the lda kernel (packed lda = K); bias kernels need epilogue bias
    assert want == ["ps_fp8_kT", "ps_fp8_kT", None, "ps_bf16_kT_ld", None, None]
    assert c_table_choices(lib, SHAPES, tmp_path) == want
    row = next(r for r in table(lib)["kernels"] if r["name"] == "ps_fp8_kT")
    assert row["fixed"] == {"N": 256} and row["ragged"] == ["M", "K"]
    assert {"buffer": "A", "kind": "multiple", "reach": "K % 16"}.items() <= next(
        x for x in row["limits"] if x["kind"] == "multiple").items()


@pytest.mark.parametrize("extra,msg", [
    ("    K: 256\n", "k_tail is built with K: runtime"),
    ("    K: runtime\n    a_path: async\n", "K: runtime is built for dense inputs"),
])
def test_spec_errors_are_located(tmp_path, extra, msg):
    p = tmp_path / "bad.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: bad\n    family: gemm_preshuffle\n    N: 256\n    k_tail: true\n"
                 + extra)
    with pytest.raises(FlygenError) as e:
        load_specs([str(p)])
    assert msg in str(e.value) and "bad.yaml" in str(e.value)


def test_main_loop_pays_nothing_for_the_tail(built):
    """The k_tail kernel's rolled loop is instruction for instruction the run-time-K kernel's of the same tiles
    (the tail is peeled after it)."""
    plain = next(b for b in generate(["tests/data/gemm_preshuffle/runtime_k.yaml"]) if b.plan.name == "ps_fp8_kR")
    assert loop_body(built["ps_fp8_kT"]) == loop_body(plain)
    assert len(loop_body(plain)) > 40
