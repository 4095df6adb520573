"""Split-K gemm_preshuffle (issue 12 item 4, the decode case): the pair NAME + NAME_reduce on the emulator at a
ragged skinny M, S = 2 and 4, both reduction modes, fp8 and bf16, sync and async A; the deterministic mode
bitwise equal to numpy's fixed-order sum of the partials the kernel wrote; located spec errors; a wrong K origin
and a wrong workspace slice caught."""
import dataclasses
import math
import re
import tempfile

import ml_dtypes
import numpy as np
import pytest

from flygen.build.pipeline import build, generate
from flygen.errors import SpecErrors
from flygen.plan import plan
from flygen.ref.gemm_preshuffle import make_case
from flygen.spec.gemm_preshuffle import splits
from flygen.spec.load import load_spec
from flygen.check.verify import verify_one

SPEC = "tests/data/gemm_preshuffle/splitk.yaml"
SHAPE = {"M": 37}
PAIRS = [b for b in generate([SPEC]) if b.plan.family == "gemm_preshuffle"]


@pytest.mark.parametrize("b", PAIRS, ids=lambda b: b.plan.name)
def test_pair_verifies_with_zero_hazards(b, tc):
    r = verify_one(b, SHAPE, seed=5, toolchain=tc)
    assert r["passed"] and r["hazards"] == [], r
    assert r["grid"][2] == b.plan.split_k["splits"] == splits(b.spec.params) > 1
    assert [t["kernel"] for t in r["then"]] == [b.plan.name + "_reduce"]
    c, ws = r["checks"]
    assert c["count"] == 37 * 128 and c["max_err_over_tol"] <= 1.0 and c["guard_ok"]
    assert ws["mismatches"] == 0 and ws["guard_ok"]       # atomic: zero again; deterministic: every partial in bound


def _rne(x: np.ndarray, out: str) -> np.ndarray:
    return x.astype(np.float32).astype(ml_dtypes.bfloat16 if out == "bf16" else np.float16).view(np.uint16)


def _epilogue_f32(acc: np.ndarray, args: dict, epilogue: str) -> np.ndarray:
    """The unsplit kernel's epilogue in numpy float32, one rounding per kernel op, in its order: scales, + bias
    (exact widening of the 16-bit bias), then the activation (silu: x * 1 / (1 + 2^(-x log2 e)), each step f32)."""
    f = np.float32
    if "scale_a" in args:
        acc = (acc * args["scale_a"][:, None]).astype(f)
        acc = (acc * args["scale_b"][None, :]).astype(f)
    if epilogue != "none":
        acc = (acc + args["bias"].astype(f)[None, :]).astype(f)
    if epilogue == "bias_relu":
        acc = np.maximum(acc, f(0))
    elif epilogue == "bias_silu":
        u = (f(-math.log2(math.e)) * acc).astype(f)
        u = (f(1) / (f(1) + np.exp2(u)).astype(f)).astype(f)
        acc = (acc * u).astype(f)
    else:
        assert epilogue in ("none", "bias"), epilogue
    return acc


@pytest.mark.parametrize("name", ["psk_fp8_s4_det", "psk_bf16_s2_det", "psk_fp8_s2_det_bias_relu",
                                  "psk_bf16_s2_det_silu_f16"])
def test_deterministic_is_bitwise_the_fixed_order_of_its_partials(tmp_path, name):
    """C = out(act(fl32(fl32(((ws[0] + ws[1]) + ws[2]) + ...) * sa) * sb) + bias)), the sum in numpy f32 in the
    order z = 0..S-1 and the epilogue once after it, bit for bit; and the same bytes from a workspace of any
    initial contents."""
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
    want = _rne(_epilogue_f32(acc, case.args, info.params["epilogue"]), info.params["out_dtype"])
    got = case.args["c"][:37 * 128].view(np.uint16).reshape(37, 128)
    assert np.array_equal(got, want)


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


def _pair_with_reduce(b, mutate, tc) -> dict:
    """verify's run of the pair b + b's reduce companion, the reduce's assembly passed through `mutate`."""
    from flygen.build.pipeline import generate_one
    from flygen.runtime.run import check_case
    from flygen.spec.load import companion_specs
    from flygen.check.verify import emu_library
    red = generate_one(companion_specs(b.spec)[0])
    red = dataclasses.replace(red, asm=mutate(red.asm))
    with tempfile.TemporaryDirectory() as tmp:
        lib = emu_library([b, red], tmp, tc)
        return check_case(lib, b.plan.name, make_case(b.spec.params, SHAPE, np.random.default_rng(5)))


def _sub(pattern, repl):
    def f(asm):
        out, n = re.subn(pattern, repl, asm, flags=re.M)
        assert n == 1, pattern
        return out
    return f


def test_reduce_epilogue_after_the_sum_mutants_are_caught(tc):
    """The epilogue must follow the sum: the unmutated pair passes, and relu applied to split 0 before the sum,
    or the bias counted once per split (added twice for S = 2), fail."""
    b = next(b for b in PAIRS if b.plan.name == "psk_fp8_s2_det_bias_relu")
    assert _pair_with_reduce(b, lambda a: a, tc)["passed"]
    relu_first = lambda a: _sub(r"^(\s+)(v_mov_b32 v\[v_acc\], v\[v_p\+0\])$", r"\1\2\n\1v_max_f32 v[v_acc], 0, v[v_acc]")(
        _sub(r"^(\s+v_max_f32 v\[v_acc\], 0, v\[v_acc\])\n", "")(a))
    bias_per_split = _sub(r"^(\s+)(v_add_f32 v\[v_acc\], v\[v_bias\], v\[v_acc\])$", r"\1\2\n\1\2")
    for mutant in (relu_first, bias_per_split):
        r = _pair_with_reduce(b, mutant, tc)
        assert not r["passed"] and r["checks"][0]["mismatches"] > 0, r["checks"][0]


def test_reduce_companion_carries_the_epilogue(tmp_path):
    """NAME_reduce gets the unsplit kernel's epilogue (bias in out_dtype, the activation, fp16 out): its kernel
    arguments (manifest, `flygen header`) grow by `bias`, and run_split_k hands it the same array."""
    from flygen.runtime.header import header_text
    from flygen.runtime.launch import load
    ks = {k.name: k for k in load_spec(SPEC)}
    r = ks["psk_fp8_s2_atomic_gelu_f16_reduce"].params
    assert (r["epilogue"], r["out_dtype"], r["scaled"], r["acc"]) == ("bias_gelu", "f16", True, "f32")
    assert ks["psk_fp8_s2_det_reduce"].params["epilogue"] == "none"
    name = "psk_bf16_s2_det_silu_f16"
    build([SPEC], tmp_path, names=(name, f"{name}_reduce"), cache=False)
    lib = load(tmp_path)
    assert [a.name for a in lib[name].info.args] == ["A", "B", "ws", "M"]
    red = lib[f"{name}_reduce"].info
    assert [(a.name, a.dtype) for a in red.args] == [("ws", "f32"), ("bias", "f16"), ("c", "f16"), ("m", "u32"),
                                                     ("n", "u32")]
    assert "C = f16_rne(bias_silu(acc + bias))" in lib[name].info.split_k["order"]
    text = header_text(tmp_path)
    assert re.search(rf"struct {name}_reduce_args {{\n[^}}]*\bws;[^}}]*\bbias;[^}}]*\bc;", text), text
    # NAME_REDUCE_NAME is also NAME_reduce's own _NAME: defined once (as every kernel's macro is)
    defs = re.findall(rf"^#define ({name.upper()}\w*)", text, re.M)
    assert sorted(set(defs)) == sorted(defs) and defs.count(f"{name.upper()}_REDUCE_NAME") == 1


# one reduce per new value chain: bias + relu (scaled), silu -> f16, gelu -> f16 (atomic), i32 + bias + relu
REDUCES = [b for b in generate([SPEC]) if b.plan.name in (
    "psk_fp8_s2_det_bias_relu_reduce", "psk_bf16_s2_det_silu_f16_reduce", "psk_fp8_s2_atomic_gelu_f16_reduce",
    "psk_int8_s2_det_bias_relu_reduce")]


@pytest.mark.parametrize("b", REDUCES, ids=lambda b: b.plan.name)
def test_reduce_with_epilogue_alone(b, tc):
    """NAME_reduce run alone on random partials (flygen/ref/gemm_splitk_reduce.py): bitwise for bias / relu /
    i32, the activation's f32 bound for silu / gelu; the workspace zeroed (atomic) or untouched."""
    r = verify_one(b, {"M": 37, "N": 128}, seed=2, toolchain=tc)
    assert r["passed"] and r["hazards"] == [], r
    exact = b.spec.params["epilogue"] in ("none", "bias", "bias_relu")
    assert all(c["max_abs_err"] == 0 for c in r["checks"]) or not exact, r["checks"]


def test_int8_split_is_bitwise_the_unsplit_kernel(tmp_path, tc):
    """int8: i32 partials are exact, the reduce sums them exactly and applies the unsplit int8 epilogue (i32 ->
    f32, scales, bias, silu, fp16): the unsplit kernel, the deterministic pair and the atomic pair write the same
    bits on the same inputs (M = 37, S = 4, one k-tile per split); an f32 atomic add of the i32 bits in the partial kernel is caught."""
    from flygen.build.pipeline import generate_one
    from flygen.runtime.run import check_case
    from flygen.spec.load import companion_specs
    from flygen.check.verify import emu_library
    spec = tmp_path / "i8.yaml"
    spec.write_text("target: gfx950\ndefaults: {family: gemm_preshuffle, in_dtype: int8, N: 128, K: 512, tile_m: 32, "
                    "tile_n: 64, tile_k: 128, epilogue: bias_silu, out_dtype: f16}\nkernels:\n  - name: u\n"
                    "  - name: d\n    split_k: 4\n  - name: a\n    split_k: 4\n    split_k_reduce: atomic\n")
    builds = {b.plan.name: b for b in generate([spec])}

    def run(name, asm=lambda a: a):
        b = dataclasses.replace(builds[name], asm=asm(builds[name].asm))
        pair = [b] + [generate_one(c) for c in companion_specs(b.spec)]
        case = make_case(b.spec.params, SHAPE, np.random.default_rng(3))
        with tempfile.TemporaryDirectory() as tmp:
            r = check_case(emu_library(pair, tmp, tc), name, case)
        out = case.args["C" if name == "u" else "c"]
        return r, out[:37 * 128].view(np.uint16).copy()

    (ru, cu), (rd, cd), (ra, ca) = run("u"), run("d"), run("a")
    assert ru["passed"] and rd["passed"] and ra["passed"], (ru, rd, ra)
    assert np.array_equal(cd, cu) and np.array_equal(ca, cu)
    assert builds["a"].asm.count("buffer_atomic_add ") > 0 and "buffer_atomic_add_f32" not in builds["a"].asm
    rf, cf = run("a", lambda a: a.replace("buffer_atomic_add ", "buffer_atomic_add_f32 "))
    assert not rf["passed"] and not np.array_equal(cf, cu)


def test_mx_split_scale_origin_zero_is_caught(tc):
    """MX: split z must read the e8m0 scales of its own K blocks (soffset += z x the scale layout's span); with
    every split reading split 0's scales the pair fails."""
    b = next(b for b in PAIRS if b.plan.name == "psk_mx_fp4_s2_det_bias_gelu")
    assert "K origin from the A / B layouts and the e8m0 scale layout" in b.asm
    bad = _mutate(b, r"^\s+s_add_u32 s\[s_s[ab]_(koff|off)\], s\[s_s[ab]_(koff|off)\], s\[s_tmp\]\n")
    assert not verify_one(bad, SHAPE, seed=5, toolchain=tc)["passed"]
