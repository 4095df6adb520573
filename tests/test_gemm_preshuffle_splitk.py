"""Split-K gemm_preshuffle (issue 12 item 4, the decode case): the pair NAME + NAME_reduce on the emulator at a
ragged skinny M, S = 2 and 4, both reduction modes, fp8 and bf16, sync and async A; the deterministic mode
bitwise equal to numpy's fixed-order sum of the partials the kernel wrote; located spec errors; a wrong K origin
and a wrong workspace slice caught."""
import dataclasses
import re

import ml_dtypes
import numpy as np
import pytest

from flygen.build import build, generate
from flygen.errors import SpecErrors
from flygen.plan import plan
from flygen.ref.gemm_preshuffle import make_case
from flygen.spec.gemm_preshuffle import splits
from flygen.spec.load import load_spec
from flygen.toolchain import find_toolchain
from flygen.verify import verify_one

SPEC = "tests/data/gemm_preshuffle/splitk.yaml"
SHAPE = {"M": 37}
PAIRS = [b for b in generate([SPEC]) if b.plan.family == "gemm_preshuffle"]


@pytest.fixture(scope="module")
def tc():
    return find_toolchain()


@pytest.mark.parametrize("b", PAIRS, ids=lambda b: b.plan.name)
def test_pair_verifies_with_zero_hazards(b, tc):
    r = verify_one(b, SHAPE, seed=5, toolchain=tc)
    assert r["passed"] and r["hazards"] == [], r
    assert r["grid"][2] == b.plan.split_k["splits"] == splits(b.spec.params) > 1
    assert [t["kernel"] for t in r["then"]] == [b.plan.name + "_reduce"]
    c, ws = r["checks"]
    assert c["count"] == 37 * 128 and c["max_err_over_tol"] <= 1.0 and c["guard_ok"]
    assert ws["mismatches"] == 0 and ws["guard_ok"]       # atomic: zero again; deterministic: every partial in bound


def _bf16_rne(x: np.ndarray) -> np.ndarray:
    return x.astype(np.float32).astype(ml_dtypes.bfloat16).view(np.uint16)


@pytest.mark.parametrize("name", ["psk_fp8_s4_det", "psk_bf16_s2_det"])
def test_deterministic_is_bitwise_the_fixed_order_of_its_partials(tmp_path, name):
    """C = bf16(fl32(fl32(((ws[0] + ws[1]) + ws[2]) + ...) * sa) * sb), the sum in numpy f32 in the order
    z = 0..S-1, bit for bit; and the same bytes from a workspace of any initial contents."""
    from flygen.runtime.launch import load, run_split_k
    build([SPEC], tmp_path, names=(name, f"{name}_reduce"), cache=False)
    lib = load(tmp_path)
    info = lib[name].info
    s = info.split_k["splits"]
    assert info.split_k["workspace"]["elements"] == f"{s * 128} * M"
    elems, outs = s * 37 * 128, []
    for init in (np.nan, 0.0):             # the guard after the workspace stays as make_case filled it
        case = make_case(info.params, SHAPE, np.random.default_rng(9))
        case.args["ws"][:elems] = init
        run_split_k(lib, name, **{**case.sizes, **case.args})
        outs.append((case.args["c"].tobytes(), case.args["ws"].tobytes()))
    assert outs[0] == outs[1]
    ws = case.args["ws"][:elems].reshape(s, 37, 128)
    acc = ws[0].copy()
    for z in range(1, s):
        acc = (acc + ws[z]).astype(np.float32)
    if "scale_a" in case.args:
        acc = (acc * case.args["scale_a"][:, None]).astype(np.float32)
        acc = (acc * case.args["scale_b"][None, :]).astype(np.float32)
    got = case.args["c"][:37 * 128].view(np.uint16).reshape(37, 128)
    assert np.array_equal(got, _bf16_rne(acc))


def test_auto_rule_and_companion():
    ks = {k.name: k for k in load_spec("examples/gemm_preshuffle_splitk.yaml")}
    # tiles = ceil(64 / 64) x 512 / 128 = 4, kt = 64: the largest divisor d with 4 d <= 256 and 64 / d >= 2
    assert splits(ks["decode_psk_fp8_k8192_splitk_det"].params) == 32
    r = ks["decode_psk_fp8_k8192_splitk_atomic_reduce"].params
    assert (r["splits"], r["mode"], r["scaled"]) == (1, "atomic", True)
    assert ks["decode_psk_bf16_k4096_splitk_det_reduce"].params["scaled"] is False
    assert "decode_psk_fp8_k8192_reduce" not in ks                  # split_k 1: no companion


@pytest.mark.parametrize("extra, msg", [
    ("K: 384\n    split_k: 2", "k-tiles K / tile_k = 3 are not divisible by split_k = 2 (divisors: 1, 3)"),
    ("K: 512\n    split_k: many", "must be an integer >= 1 or 'auto'"),
    ("K: 512\n    split_k: 0", "must be in 1..256"),
    ("K: 512\n    split_k: 2\n    epilogue: bias_relu", "bias / activation must be applied once, after the sum"),
    ("K: 512\n    split_k: 2\n    in_dtype: mx", "not supported for in_dtype mx"),
    ("K: 512\n    split_k: 2\n    in_dtype: int8", "not supported for in_dtype int8"),
    ("K: 512\n    split_k: 2\n    out_dtype: fp16", "needs out_dtype: bf16"),
])
def test_spec_errors_are_located(tmp_path, extra, msg):
    p = tmp_path / "s.yaml"
    p.write_text(f"target: gfx950\nkernels:\n  - name: x\n    family: gemm_preshuffle\n    N: 128\n    {extra}\n")
    with pytest.raises(SpecErrors) as e:
        load_spec(p)
    text = str(e.value)
    assert "kernels[0].split_k" in text and msg in text and f"{p}:" in text, text


def test_both_kernels_pass_the_launch_check():
    for ks in load_spec(SPEC):
        plan(ks).check_limits()


def _mutate(b, pattern, repl=""):
    asm, n = re.subn(pattern, repl, b.asm, flags=re.M)
    assert n > 0, pattern
    return dataclasses.replace(b, asm=asm)


def test_every_split_at_k_origin_zero_is_caught(tc):
    b = next(b for b in PAIRS if b.plan.name == "psk_fp8_s2_atomic")
    bad = _mutate(b, r"s_mul_i32 s\[s_tmp\], s\[s_wg_z\], \d+", "s_mov_b32 s[s_tmp], 0")
    assert not verify_one(bad, SHAPE, seed=5, toolchain=tc)["passed"]


def test_every_split_into_slice_zero_is_caught(tc):
    b = next(b for b in PAIRS if b.plan.name == "psk_bf16_s2_det")
    bad = _mutate(b, r"s_mul_i32 (s\[s_tmp\]), s\[s_wg_z\], s\[s_M\]", r"s_mov_b32 \1, 0")
    assert not verify_one(bad, SHAPE, seed=5, toolchain=tc)["passed"]
