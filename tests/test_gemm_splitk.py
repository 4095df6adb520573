"""Split-K gemm_fp8 (issue 12 item 4): the pair NAME + NAME_reduce on the emulator at ragged skinny shapes, both
reduction modes, the deterministic mode bitwise reproducible, the auto rule, located spec errors, the launch
check, and broken kernels caught."""
import dataclasses
import re

import numpy as np
import pytest

from flygen.build.pipeline import build, generate
from flygen.errors import SpecErrors
from flygen.plan import plan
from flygen.spec.gemm_fp8 import split_k_auto, splits
from flygen.spec.load import load_spec
from flygen.check.verify import verify_one

SPEC = "tests/data/gemm_fp8/splitk.yaml"
SHAPE = {"M": 37, "N": 300}
PAIRS = [b for b in generate([SPEC]) if b.plan.family == "gemm_fp8"]


@pytest.mark.parametrize("b", PAIRS, ids=lambda b: b.plan.name)
def test_pair_verifies_with_zero_hazards(b, tc):
    r = verify_one(b, SHAPE, seed=5, toolchain=tc)
    assert r["passed"] and r["hazards"] == [], r
    assert r["grid"][2] == b.plan.split_k["splits"] > 1
    assert [t["kernel"] for t in r["then"]] == [b.plan.name + "_reduce"]
    c, ws = r["checks"]
    assert c["count"] == 37 * 300 and c["max_err_over_tol"] <= 1.0 and c["guard_ok"]
    assert ws["mismatches"] == 0 and ws["guard_ok"]       # atomic: zero again; deterministic: every partial in bound


@pytest.mark.parametrize("b", [b for b in generate([SPEC]) if b.plan.family == "gemm_splitk_reduce"][:4],
                         ids=lambda b: b.plan.name)
def test_reduce_kernel_alone_is_bitwise_the_fixed_order(b, tc):
    r = verify_one(b, SHAPE, seed=2, toolchain=tc)
    assert r["passed"] and all(c["max_abs_err"] == 0 for c in r["checks"]), r


def test_deterministic_mode_is_bitwise_reproducible(tmp_path):
    from flygen.ref.gemm import make_inputs
    from flygen.runtime.launch import load, run_split_k
    build([SPEC], tmp_path, names=("sk_fp8_s4_det", "sk_fp8_s4_det_reduce"), cache=False)
    lib = load(tmp_path)
    assert lib["sk_fp8_s4_det"].info.split_k["workspace"]["elements"] == "4 * M * N"
    a, b, sa, sb = make_inputs("fp8", 37, 300, 1024, np.random.default_rng(9))
    outs = []
    for init in (np.nan, 0.0):             # a workspace of any contents: the same bytes out
        c = np.zeros(37 * 300, np.uint16)
        ws = np.full(4 * 37 * 300, init, np.float32)
        run_split_k(lib, "sk_fp8_s4_det", a=a, b=b, ws=ws, scale_a=sa, scale_b=sb, c=c, M=37, N=300)
        outs.append((c.tobytes(), ws.tobytes()))
    assert outs[0] == outs[1]


def test_auto_rule():
    assert split_k_auto(tiles=5, kt=16) == 8              # largest divisor of 16 with 5 d <= 256, >= 2 tiles each
    assert split_k_auto(tiles=1, kt=64) == 32             # 64 would leave 1 tile per split
    assert split_k_auto(tiles=130, kt=16) == 1            # two splits would exceed 256 CUs
    assert split_k_auto(tiles=1, kt=3) == 1               # no divisor keeps 2 tiles per split
    assert split_k_auto(tiles=50, kt=12) == 4             # 6 would need 300 workgroups
    ks = next(k for k in load_spec(SPEC) if k.name == "sk_fp8_auto_atomic")
    assert splits(ks.params) == 8                         # tiles = 1 x ceil(300 / 64) = 5, kt = 16


@pytest.mark.parametrize("extra, where, msg", [
    ("K: 384\n    split_k: 2", "split_k", "K tiles K / tile_k = 3 are not divisible by split_k = 2"),
    ("K: 512\n    split_k: auto", "split_k", "auto needs split_k_n"),
    ("K: 512\n    split_k: many", "split_k", "must be an integer >= 1 or 'auto'"),
    ("K: 512\n    split_k: 0", "split_k", "must be in 1..256"),
    ("K: 512\n    split_k: 2\n    c_store: narrow", "split_k", "needs c_store: wide"),
    ("K: 512\n    split_k: 2\n    schedule: pingpong", "split_k", "needs schedule: pipelined"),
    ("K: 512\n    epilogue: bias_silu", "epilogue", "applied by the split-K reduce: it needs split_k > 1, got split_k 1"),
    ("K: runtime\n    epilogue: bias", "epilogue", "needs split_k > 1"),
    ("K: 512\n    split_k: 2\n    epilogue: bias_tanh", "epilogue", "bias_silu"),
])
def test_spec_errors_are_located(tmp_path, extra, where, msg):
    p = tmp_path / "s.yaml"
    p.write_text(f"target: gfx950\nkernels:\n  - name: x\n    family: gemm_fp8\n    waves: 4\n    tile_m: 64\n"
                 f"    tile_n: 64\n    {extra}\n")
    with pytest.raises(SpecErrors) as e:
        load_spec(p)
    text = str(e.value)
    assert f"kernels[0].{where}" in text and msg in text and f"{p}:" in text, text


def test_companion_name_collision_is_located(tmp_path):
    p = tmp_path / "s.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: x_reduce\n    family: elementwise\n"
                 "  - name: x\n    family: gemm_fp8\n    waves: 4\n    tile_m: 64\n    tile_n: 64\n    K: 512\n"
                 "    split_k: 2\n")
    with pytest.raises(SpecErrors, match=r"kernels\[1\]\.name.*'x_reduce', already defined by kernels\[0\]"):
        load_spec(p)


def test_both_kernels_pass_the_launch_check():
    for ks in load_spec(SPEC):
        p = plan(ks)             # runs KernelPlan.check_limits
        p.check_limits()


def _mutate(b, pattern, repl=""):
    asm, n = re.subn(pattern, repl, b.asm, flags=re.M)
    assert n > 0, pattern
    return dataclasses.replace(b, asm=asm)


def test_every_split_at_k_origin_zero_is_caught(tc):
    b = next(b for b in PAIRS if b.plan.name == "sk_fp8_s2_det")
    bad = _mutate(b, r"s_mul_i32 s\[s_koff_a\], s\[s_wg_z\], \d+", "s_mov_b32 s[s_koff_a], 0")
    assert not verify_one(bad, SHAPE, seed=5, toolchain=tc)["passed"]


def test_dropping_a_split_from_the_sum_is_caught(tc):
    b = generate([SPEC], ("sk_fp8_s4_det_reduce",))[0]
    bad = _mutate(b, r"^\s*v_add_f32 v\[v_acc\], v\[v_acc\], v\[v_p\+2\].*$")
    assert not verify_one(bad, SHAPE, seed=2, toolchain=tc)["passed"]


EPI_SPEC = """target: gfx950
defaults: {family: gemm_fp8, K: 512, waves: 4, tile_m: 64, tile_n: 64, split_k: 2}
kernels:
  - {name: e_fp8_bias_silu, epilogue: bias_silu}
  - {name: e_fp8_bias_gelu_f16_atomic, epilogue: bias_gelu, out_dtype: f16, split_k_reduce: atomic}
  - {name: e_bf16_bias_relu, dtype: bf16, tile_k: 64, epilogue: bias_relu}
"""


def _epi_pairs(tmp_path, text=EPI_SPEC, name="e.yaml"):
    p = tmp_path / name
    p.write_text(text)
    return {b.plan.name: b for b in generate([str(p)]) if b.plan.family == "gemm_fp8"}


def test_split_k_epilogue_is_applied_by_the_reduce_and_verifies(tmp_path, tc):
    """gemm_fp8's split-K `epilogue` (flygen.activations' names): the reduce companion gets it, the pair
    verifies against the record's reference and bound (flygen.ref.gemm.epilogue_case)."""
    for name, b in _epi_pairs(tmp_path).items():
        r = verify_one(b, {"M": 37, "N": 100}, seed=5, toolchain=tc)
        assert r["passed"] and r["hazards"] == [], (name, r)
        assert b.spec.params["epilogue"] in r["case"], r["case"]
        assert [t["kernel"] for t in r["then"]] == [name + "_reduce"]


def test_a_reduce_without_the_epilogue_fails_the_pair(tmp_path, tc):
    """The check sees the epilogue: the partial kernel of e_fp8_bias_silu run with the reduce of the same kernel
    without an epilogue (same names, its HSACO handed in as the run's bytes) fails."""
    from flygen.check.verify import linked_case
    b = _epi_pairs(tmp_path)["e_fp8_bias_silu"]
    plain = _epi_pairs(tmp_path, EPI_SPEC.replace("epilogue: bias_silu", "epilogue: none"), "plain.yaml")
    mixed = linked_case(b, tc)[:1] + linked_case(plain["e_fp8_bias_silu"], tc)[1:]
    assert not verify_one(b, {"M": 37, "N": 100}, seed=5, toolchain=tc, linked=mixed)["passed"]
    assert verify_one(b, {"M": 37, "N": 100}, seed=5, toolchain=tc, linked=linked_case(b, tc))["passed"]


def test_select_sees_the_split_k_epilogue(tmp_path):
    """flygen select's contract of a gemm_fp8 kernel carries its epilogue (a bias_silu pair is not an epilogue
    none kernel); a manifest from before the field reads as none."""
    from flygen.runtime.select import contract
    p = tmp_path / "e.yaml"
    p.write_text(EPI_SPEC)
    params = {k.name: k.params for k in load_spec(p)}
    assert contract("gemm_fp8", params["e_fp8_bias_silu"]).epilogue == "bias_silu"
    old = {k: v for k, v in params["e_fp8_bias_silu"].items() if k != "epilogue"}
    assert contract("gemm_fp8", old).epilogue == "none"
