"""Split-K conv3d with the epilogues the reduce gained (issue 12 item 4 / #19): relu without bias (the reduce's
activation-only `epilogue: relu`), `bias_dtype: f32` (the reduce's `bias_dtype: f32`) and `y_layout: ncdhw` (the
reduce's `c_layout: ncdhw`, y stored at conv3d's ((P, N), K) : ((2, 2KP), 2P)) -- on the emulator, ragged M and K,
both reduction modes; the deterministic NCDHW y bitwise the fixed-order f32 sum of the kernel's own partials; a
mutant each (relu dropped, the f32 bias rounded to bf16, y stored row-major) caught; the reduce alone with each
new field bitwise against numpy, and its located errors."""
import re

import ml_dtypes
import numpy as np
import pytest
import yaml

import flygen.check.verify as fv
from flygen.build.pipeline import build, generate
from flygen.errors import SpecErrors
from flygen.ref import conv3d as ref
from flygen.spec.load import load_spec
from flygen.check.verify import verify_one

from conv3d_support import mutate

BASE = dict(family="conv3d", n=1, d=3, h=4, w=5, t=3, r=3, s=3, padding=[1, 1, 1], stride=[1, 2, 1])
KERNELS = {
    # bf16 C = 64, 27 taps in 3 splits, M = 30 of a 128 tile, K = 80 of 64 + 16: relu without bias, NCDHW y
    "ske_bf16_ncdhw_relu": dict(dtype="bf16", c=64, k=80, split_k=3, activation="relu", y_layout="ncdhw"),
    # fp8, 2 images (NCDHW image stride), 9 taps in 3 splits, atomic, f32 bias + relu, NCDHW y
    "ske_fp8_atomic_f32bias_ncdhw": dict(dtype="fp8", n=2, d=3, h=3, w=4, t=3, r=1, s=3, padding=[1, 0, 1],
                                         stride=[1, 1, 1], c=128, k=80, split_k=3, split_k_reduce="atomic",
                                         bias=True, bias_dtype="f32", activation="relu", y_layout="ncdhw"),
    # bf16, deterministic, f32 bias, NDHWC y
    "ske_bf16_f32bias": dict(dtype="bf16", c=64, k=80, split_k=3, bias=True, bias_dtype="f32"),
}


@pytest.fixture(scope="module")
def spec_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("conv3d_splitk_epi") / "ske.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [{"name": n, **BASE, **kw}
                                                                   for n, kw in KERNELS.items()]}))
    return path


@pytest.fixture(scope="module")
def built(spec_path):
    return {b.plan.name: b for b in generate([str(spec_path)])}


@pytest.mark.parametrize("name", list(KERNELS))
def test_pair_verifies_with_zero_hazards(built, tc, name):
    b = built[name]
    r = verify_one(b, seed=3, toolchain=tc)
    assert r["passed"] and r["hazards"] == [], r
    assert [t["kernel"] for t in r["then"]] == [name + "_reduce"]
    c, ws = r["checks"]
    assert c["mismatches"] == 0 and c["guard_ok"] and ws["mismatches"] == 0 and ws["guard_ok"]


def test_companion_fields(built):
    p = {n: built[n + "_reduce"].spec.params for n in KERNELS}
    a, b, c = (p[n] for n in KERNELS)
    assert (a["epilogue"], a["c_layout"], a["pixels"], a["bias_dtype"]) == ("relu", "ncdhw", 3 * 2 * 5, "out")
    assert (b["epilogue"], b["c_layout"], b["pixels"], b["bias_dtype"], b["mode"], b["scale_a"]) == \
        ("bias_relu", "ncdhw", 3 * 3 * 4, "f32", "atomic", "tensor")
    assert (c["epilogue"], c["c_layout"], c["bias_dtype"]) == ("bias", "rows", "f32")
    assert [x.dtype for x in built["ske_fp8_atomic_f32bias_ncdhw_reduce"].plan.args if x.name == "bias"] == ["f32"]


def _bf16_rne(x: np.ndarray) -> np.ndarray:
    return x.astype(np.float32).astype(ml_dtypes.bfloat16).view(np.uint16)


def test_ncdhw_deterministic_is_bitwise_the_fixed_order_of_its_partials(spec_path, tmp_path):
    """y[n, k, pixel] = bf16(relu(((ws[0] + ws[1]) + ws[2])[n P + pixel, k])) in numpy f32, bit for bit: the reduce
    reads ws as [S, M, K] and stores every (m, k) at conv3d's NCDHW byte."""
    from flygen.runtime.launch import load, run_split_k
    name = "ske_bf16_ncdhw_relu"
    build([str(spec_path)], tmp_path, names=(name, f"{name}_reduce"), cache=False)
    lib = load(tmp_path)
    info = lib[name].info
    case = ref.make_case(info.params, {}, np.random.default_rng(9))
    m, k = int(case.args["m"]), int(case.args["n"])
    run_split_k(lib, name, **{**case.sizes, **case.args})
    ws = case.args["ws"][:3 * m * k].reshape(3, m, k)
    acc = ((ws[0] + ws[1]).astype(np.float32) + ws[2]).astype(np.float32)
    acc = np.maximum(acc, np.float32(0))
    got = case.args["c"][:m * k].view(np.uint16).reshape(k, m)          # n = 1 image: y[k, pixel]
    assert np.array_equal(got, _bf16_rne(acc).T)
    assert (case.args["c"][m * k:].view(np.uint16) == ref.SENTINEL_BF16).all()


# ---- mutants: each new reduce feature is load-bearing

def _fails_with(monkeypatch, b, tc, pattern, repl):
    """verify b with its companion NAME_reduce's assembly edited by a regex (which must match)."""
    real = fv.generate_one

    def gen(ks):
        x = real(ks)
        return mutate(x, pattern, repl) if x.plan.name.endswith("_reduce") else x
    monkeypatch.setattr(fv, "generate_one", gen)
    r = verify_one(b, seed=3, toolchain=tc)
    return not r["passed"] and r["checks"][0]["mismatches"] > 0


def test_relu_dropped_fails(built, tc, monkeypatch):
    # the activation-only epilogue's v_max_f32 removed: negative sums survive into y
    assert _fails_with(monkeypatch, built["ske_bf16_ncdhw_relu"], tc, r"^\s*v_max_f32 v\[v_acc\], 0, v\[v_acc\].*$", "")


def test_f32_bias_rounded_to_bf16_fails(built, tc, monkeypatch):
    # the f32 bias truncated to its bf16 bits after the load: the centred bias's low bits matter (centre_bias)
    assert _fails_with(monkeypatch, built["ske_bf16_f32bias"], tc,
                       r"^(\s*)(buffer_load_dword v\[v_bias\].*)$", r"\1\2\n\1s_waitcnt vmcnt(0)\n"
                       r"\1v_and_b32 v[v_bias], 0xffff0000, v[v_bias]")


def test_ncdhw_stored_row_major_fails(built, tc, monkeypatch):
    # the reduce stores C at the row-major lane offset (2 n) instead of the NCDHW column part (2 P n)
    assert _fails_with(monkeypatch, built["ske_fp8_atomic_f32bias_ncdhw"], tc,
                       r"(buffer_store_short v\[v_acc\]), v\[v_offc\]", r"\1, v[v_off16]")


# ---- the reduce alone

@pytest.mark.parametrize("kw", [
    dict(splits=3, scaled=True, scale_a="tensor", epilogue="relu"),
    dict(splits=2, scaled=False, epilogue="silu", out_dtype="f16"),
    dict(splits=3, scaled=True, epilogue="bias_relu", bias_dtype="f32"),
    dict(splits=3, scaled=False, c_layout="ncdhw", pixels=7, epilogue="gelu"),
    dict(splits=1, mode="atomic", scaled=True, scale_a="tensor", c_layout="ncdhw", pixels=12, epilogue="bias",
         bias_dtype="f32", block=64),
])
def test_reduce_alone(tmp_path, tc, kw):
    """Each new field run alone on a ragged column block (N = 300): none / relu / bias exact (atol 0),
    silu / gelu within their f32 bound; NCDHW rows are whole images (M = 3 P)."""
    path = tmp_path / "red.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [
        {"name": "red", "family": "gemm_splitk_reduce", **kw}]}))
    (b,) = generate([str(path)])
    r = verify_one(b, seed=1, toolchain=tc)
    c = r["checks"][0]
    assert r["passed"] and r["hazards"] == [] and c["mismatches"] == 0 and c["guard_ok"], r
    if kw.get("c_layout") == "ncdhw":
        assert c["count"] == 3 * kw["pixels"] * 300


def test_reduce_summary_says_scale_a_tensor(tmp_path):
    path = tmp_path / "red.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [
        {"name": "red", "family": "gemm_splitk_reduce", "splits": 2, "scaled": True, "scale_a": "tensor"},
        {"name": "red_rows", "family": "gemm_splitk_reduce", "splits": 2, "scaled": True}]}))
    t, rows = generate([str(path)])
    assert "* scale_a[0]) * scale_b[n]" in t.plan.summary[0] and "scale_a[m]" not in t.plan.summary[0]
    assert "* scale_a[m]) * scale_b[n]" in rows.plan.summary[0]


@pytest.mark.parametrize("kw, where, what", [
    (dict(epilogue="relu", bias_dtype="f32"), "bias_dtype", "needs a bias epilogue"),
    (dict(c_layout="ncdhw"), "pixels", "needs pixels >= 1"),
    (dict(pixels=4), "pixels", "read by c_layout ncdhw only"),
    (dict(layout="rows", scaled=False, c_layout="ncdhw", pixels=4), "c_layout", "supports c_layout rows only"),
])
def test_reduce_errors_are_located(tmp_path, kw, where, what):
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [
        {"name": "bad", "family": "gemm_splitk_reduce", "splits": 2, **kw}]}))
    with pytest.raises(SpecErrors) as e:
        load_spec(str(path))
    assert re.search(rf"bad\.yaml:\d+:\d+: kernels\[0\]\.{where}: .*{what}", str(e.value)), str(e.value)


def test_conv3d_ncdhw_split_too_wide_is_located(tmp_path):
    """An NCDHW split-K layer whose reduce row segment (256 columns x 2P bytes) cannot be one V#'s records."""
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [
        {"name": "bad", **BASE, "dtype": "bf16", "c": 64, "k": 64, "n": 1, "d": 512, "h": 128, "w": 256,
         "stride": [1, 1, 1], "split_k": 3, "y_layout": "ncdhw"}]}))
    with pytest.raises(SpecErrors, match=r"bad\.yaml:\d+:\d+: kernels\[0\]\.split_k: .*must be below 2\^32"):
        load_spec(str(path))
