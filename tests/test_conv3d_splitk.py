"""Split-K conv3d (issue 12 item 4): the pair NAME (f32 partials over a run of filter taps) + NAME_reduce
(gemm_splitk_reduce) on the emulator -- bf16 and fp8, padding at the borders, both reduction modes, S = 3 / 4 /
9, one and two K tiles per tap, an odd block count (two taps per loop body) -- zero hazards, y within the
gamma_(K/S+S-1) bound of the float64 conv, each deterministic slice within gamma_(K/S) of its float64
partial; the deterministic y bitwise equal to numpy's fixed-order f32 sum of the partials the kernel wrote
(followed by the reduce's scales), from a workspace of any initial contents; a wrong K origin for z (w, x)
and a tap mask from the wrong split caught; the auto rule, the contract, located spec errors."""
import re

import ml_dtypes
import numpy as np
import pytest
import yaml

from flygen.build.pipeline import build, generate
from flygen.errors import SpecErrors
from flygen.plan.conv3d.layouts import gA, geometry, tap_loop_checks
from flygen.ref import conv3d as ref
from flygen.spec.conv3d import k_loop_forms, splits
from flygen.spec.load import load_spec
from flygen.check.verify import verify_one

from conv3d_support import mutate

BASE = dict(family="conv3d", n=1, d=3, h=4, w=5, t=3, r=3, s=3, padding=[1, 1, 1])
KERNELS = {
    # bf16 C = 64 (1 K tile per tap), 27 taps in 3 splits of 9 (tap 9 = (1, 0, 0): the split starts mid-filter),
    # stride (1, 2, 1), ragged M (30 of 128) and K (80 of 64)
    "sk_bf16_s3_det": dict(dtype="bf16", c=64, k=80, stride=[1, 2, 1], split_k=3),
    "sk_bf16_s3_atomic": dict(dtype="bf16", c=64, k=80, stride=[1, 2, 1], split_k=3, split_k_reduce="atomic",
                              bias=True),
    # fp8 C = 144 (2 K tiles per tap, 16-byte channel tail), stride 2, dilation 2 on h, preshuffled w, S = 9
    "sk_fp8_s9_atomic": dict(dtype="fp8", n=2, d=4, h=5, w=5, c=144, k=64, stride=[2, 2, 2], padding=[1, 2, 1],
                             dilation=[1, 2, 1], w_layout="preshuffled", split_k=9, split_k_reduce="atomic"),
    # fp8 C = 592 (5 K tiles per tap: two taps per loop body, nested channel loops), 2x2x3 = 12 taps in 4 splits
    # of 3 (one loop trip + one peeled tap each), padding on d and w; bias + relu in the reduce
    "sk_fp8_s4_det": dict(dtype="fp8", d=3, h=3, w=4, c=592, k=64, t=2, r=2, s=3, stride=[1, 1, 2],
                          padding=[1, 0, 1], split_k=4, bias=True, activation="relu"),
}


@pytest.fixture(scope="module")
def spec_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("conv3d_splitk") / "splitk.yaml"
    kernels = [{"name": n, **BASE, **kw} for n, kw in KERNELS.items()]
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": kernels}))
    return path


@pytest.fixture(scope="module")
def built(spec_path):
    return {b.plan.name: b for b in generate([str(spec_path)])}


@pytest.mark.parametrize("name", list(KERNELS))
def test_pair_verifies_with_zero_hazards(built, tc, name):
    b = built[name]
    assert b.plan.body.form == "taps" and b.plan.split_k["splits"] == KERNELS[name]["split_k"]
    assert b.plan.split_k["launch"] == [name, f"{name}_reduce"]
    r = verify_one(b, seed=3, toolchain=tc)
    assert r["passed"] and r["hazards"] == [], r
    assert r["grid"][2] == KERNELS[name]["split_k"]
    assert [t["kernel"] for t in r["then"]] == [name + "_reduce"]
    c, ws = r["checks"]
    assert c["mismatches"] == 0 and c["max_err_over_tol"] <= 1.0 and c["guard_ok"]
    assert ws["mismatches"] == 0 and ws["guard_ok"]     # atomic: zero again; deterministic: every partial in bound


def _bf16_rne(x: np.ndarray) -> np.ndarray:
    return x.astype(np.float32).astype(ml_dtypes.bfloat16).view(np.uint16)


@pytest.mark.parametrize("name", ["sk_bf16_s3_det", "sk_fp8_s4_det"])
def test_deterministic_is_bitwise_the_fixed_order_of_its_partials(spec_path, tmp_path, name):
    """y = bf16(relu(fl32(fl32(fl32(((ws[0] + ws[1]) + ws[2]) + ..) * x_scale) * w_scale[k]) + bias[k])) in numpy
    f32, z = 0..S-1, bit for bit; the same bytes from a workspace of NaN and of zeros."""
    from flygen.runtime.launch import load, run_split_k
    build([str(spec_path)], tmp_path, names=(name, f"{name}_reduce"), cache=False)
    lib = load(tmp_path)
    info = lib[name].info
    s = info.split_k["splits"]
    case = ref.make_case(info.params, {}, np.random.default_rng(9))
    m, k = int(case.args["m"]), int(case.args["n"])
    assert info.split_k["workspace"]["elements"] == str(s * m * k)
    outs = []
    for init in (np.nan, 0.0):             # the guard after the workspace stays as make_case filled it
        case = ref.make_case(info.params, {}, np.random.default_rng(9))
        case.args["ws"][:s * m * k] = init
        run_split_k(lib, name, **{**case.sizes, **case.args})
        outs.append((case.args["c"].tobytes(), case.args["ws"].tobytes()))
    assert outs[0] == outs[1]
    ws = case.args["ws"][:s * m * k].reshape(s, m, k)
    acc = ws[0].copy()
    for z in range(1, s):
        acc = (acc + ws[z]).astype(np.float32)
    if "scale_a" in case.args:
        assert case.args["scale_a"].shape == (1,)          # x_scale, one f32 for every row (scale_a: tensor)
        acc = (acc * case.args["scale_a"][0]).astype(np.float32)
        acc = (acc * case.args["scale_b"][None, :]).astype(np.float32)
    if "bias" in case.args:
        acc = (acc + case.args["bias"].astype(np.float32)[None, :]).astype(np.float32)
    if info.params["activation"] != "none":
        acc = np.maximum(acc, np.float32(0))
    got = case.args["c"][:m * k].view(np.uint16).reshape(m, k)
    assert np.array_equal(got, _bf16_rne(acc))


# ---- negatives: the split's K origin (w and x) and its first tap's padding mask are load-bearing

def _fails(b, tc):
    r = verify_one(b, seed=3, toolchain=tc)
    return not r["passed"] and r["checks"][0]["mismatches"] > 0


def test_wrong_w_origin_for_z_fails(built, tc):
    # every split reads w from K tile 0 (x from its own taps)
    b = built["sk_bf16_s3_det"]
    assert _fails(mutate(b, r"^(\s*)s_mul_i32 s\[s_koff_b\], s\[s_wg_z\], \d+", r"\1s_mov_b32 s[s_koff_b], 0"), tc)


def test_wrong_x_origin_for_z_fails(built, tc):
    # every split walks x from tap 0 (w from its own taps): the divmod input z P/S replaced by 0
    b = built["sk_fp8_s4_det"]
    assert _fails(mutate(b, r"^(\s*)s_mul_i32 (s\[s_tmp\+?\d*\]|s\d+), s\[s_wg_z\], 3\b", r"\1s_mov_b32 \2, 0"), tc)


def test_relu_dropped_from_the_reduce_fails(built, tc, monkeypatch):
    # the companion built without relu (epilogue bias): negative sums survive into y
    import flygen.spec.conv3d as spec
    monkeypatch.setattr(spec, "reduce_epilogue", lambda p: "bias")
    assert _fails(built["sk_fp8_s4_det"], tc)


def test_tap_mask_from_the_wrong_split_fails(built, tc):
    # the split's first tap keeps split 0's validity bits (tap (0, 0, 0)); s_xtap and the walk stay right,
    # so only the first tap of splits 1, 2 is masked wrongly (tap 9 = (1, 0, 0): d - 1 required in range)
    b = built["sk_bf16_s3_det"]
    _, base = tap_loop_checks(geometry(b.spec.params))
    mask0 = sum(1 << base[a] for a in base)
    assert _fails(mutate(b, r"^(\s*// A pixel mode of gA)", rf"    s_mov_b32 s[s_tmask], {hex(mask0)}\n\1",
                         count=1), tc)


# ---- plan and spec

def test_split_state_is_gA_tap_mode_of_the_first_tap(built):
    """The prologue's counters for split z are the digits of z P/S in gA's tap shape (s fastest) and s_xtap
    their sum with gA's tap-mode strides (the planner checks it for every z; here independently by hand)."""
    b = built["sk_bf16_s3_det"]
    g = geometry(b.spec.params)
    lay, _ = gA(g)
    assert "s_mul_i32 s[s_koff_b], s[s_wg_z], " + str(9 * g.cb) in b.asm     # w_kmode at tap 9 (row-major)
    for z, want in enumerate([(0, 0, 0), (1, 0, 0), (2, 0, 0)]):            # taps 0, 9, 18 as (t, r, s)
        t, r, s = want
        assert int(lay[1](z * 9 * g.cp)) == t * g.dil[0] * g.pitches[0] + r * g.dil[1] * g.pitches[1] \
            + s * g.dil[2] * g.pitches[2]


def test_auto_rule():
    def sk(**kw):
        return splits({**BASE, "dtype": "bf16", "c": 64, "k": 64, "tile_m": 128, "tile_n": 64, "split_k": "auto",
                       "stride": [1, 1, 1], "dilation": [1, 1, 1], **kw})
    # 1 output tile, 27 taps of 1 K tile: the largest divisor d of 27 with d <= 256 and >= 2 K tiles per split
    assert sk() == 9
    # 2 K tiles per tap (C = 128): one tap per split is enough
    assert sk(c=128) == 27
    # 30 output tiles (M = 60 x 64 pixels in tiles of 128 -> 30, K = 64): 30 d <= 256 -> d = 3
    assert sk(n=2, d=16, h=16, w=15) == 3
    # already >= 256 tiles: no split
    assert sk(n=4, d=16, h=32, w=64) == 1
    # the packed small-C path (C x esize not a multiple of 16) has no tap loop: auto never splits it
    assert sk(c=12) == 1
    assert k_loop_forms({**BASE, "dtype": "bf16", "c": 64, "k": 64, "tile_m": 128, "tile_n": 64, "split_k": 3}) == ("taps",)


def test_companion_and_contract(built):
    b8, b16 = built["sk_fp8_s4_det"], built["sk_bf16_s3_atomic"]
    r8, r16 = built["sk_fp8_s4_det_reduce"], built["sk_bf16_s3_atomic_reduce"]
    assert (r8.spec.params["splits"], r8.spec.params["scaled"], r8.spec.params["scale_a"],
            r8.spec.params["epilogue"]) == (4, True, "tensor", "bias_relu")
    assert (r16.spec.params["splits"], r16.spec.params["mode"], r16.spec.params["scaled"],
            r16.spec.params["epilogue"]) == (1, "atomic", False, "bias")
    assert [a.name for a in b8.plan.args] == ["x", "w", "ws"]
    m = 4 * 2 * 2                       # Do x Ho x Wo = 4 x 2 x 2 (padding 1 on d and w, stride 2 on w)
    assert b8.plan.split_k["workspace"]["elements"] == str(4 * m * 64)
    assert b16.plan.split_k["workspace"]["init"] == "zero"
    assert "m_tile0" not in b8.asm and ref.small_sizes(b8.spec.params) == {}


def _errors(tmp_path, **kw):
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [
        {"name": "bad", **BASE, "dtype": "bf16", "c": 64, "k": 64, **kw}]}))
    with pytest.raises(SpecErrors) as e:
        load_spec(str(path))
    return str(e.value)


@pytest.mark.parametrize("kw, where, what", [
    (dict(split_k=4), "split_k", r"27 filter taps.*not divisible by split_k = 4 \(divisors: 1, 3, 9, 27\)"),
    (dict(split_k=3, k_loop="unrolled"), "split_k", "needs k_loop: taps"),
    (dict(split_k=3, k_loop="rolled", c=512), "split_k", "needs k_loop: taps"),
    (dict(split_k="many"), "split_k", "integer >= 1 or 'auto'"),
    (dict(split_k=3, c=12), "split_k", r"packed small-C path \(unrolled only\), whose 6 K tiles of 128 B each "
     r"hold 4-byte chunks of several taps.*over K-tile ranges .* is possible but not built"),
])
def test_spec_errors_are_located(tmp_path, kw, where, what):
    msg = _errors(tmp_path, **kw)
    assert re.search(rf"bad\.yaml:\d+:\d+: kernels\[0\]\.{where}: ", msg), msg
    assert re.search(what, msg), msg


def test_one_tap_cannot_split(tmp_path):
    assert "divisors: 1)" in _errors(tmp_path, t=1, r=1, s=1, split_k=2)


def test_reduce_with_one_scale_a_alone_is_bitwise(tmp_path, tc):
    """gemm_splitk_reduce scale_a: tensor (conv3d's x_scale: scale_a[0] for every row) run alone against numpy
    f32 in the kernel's order, tolerance 0; without `scaled` the field is a located error."""
    path = tmp_path / "red.yaml"
    red = {"family": "gemm_splitk_reduce", "splits": 3, "scaled": True, "scale_a": "tensor"}
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [{"name": "red_t", **red}]}))
    (b,) = generate([str(path)])
    r = verify_one(b, {"M": 5, "N": 300}, seed=1, toolchain=tc)
    assert r["passed"] and r["checks"][0]["count"] == 5 * 300 and r["checks"][0]["mismatches"] == 0, r
    assert "s[s_wg_y]" not in b.asm.split("V# scale_a")[1].split("V# scale_b")[0]   # never rebased per row
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [{"name": "red_t", **red, "scaled": False}]}))
    with pytest.raises(SpecErrors, match=r"red\.yaml:\d+:\d+: kernels\[0\]\.scale_a: .*needs scaled: true"):
        load_spec(str(path))


def test_big_refuses_split_k():
    from flygen.errors import FlygenError
    from flygen.ref.conv3d_big import check_big
    p = {**BASE, "dtype": "bf16", "n": 1, "d": 140000, "h": 16, "w": 16, "c": 64, "k": 64, "tile_m": 128,
         "tile_n": 64, "stride": [1, 1, 1], "dilation": [1, 1, 1], "split_k": 3}
    with pytest.raises(FlygenError, match="split-K kernel .* verify it without --big"):
        check_big(p)
    check_big({**p, "split_k": 1})                  # the same layer unsplit is a --big case (x > 2 GB)
