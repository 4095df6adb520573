"""conv3d `bias_dtype: f32` on the emulator vs the float64 reference: bf16 and fp8 with padding, ragged M and K,
relu; the epilogue order (acc x scale, + bias in f32, relu, bf16 RNE); mutants that round the bias to bf16 or
apply relu before the bias fail; located spec errors."""
import dataclasses
import re

import numpy as np
import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.errors import FlygenError
from flygen.ref import conv3d as ref
from flygen.check.verify import verify_one

from conv3d_support import mutate

KERNELS = {
    # 3x3x3 padding 1, stride (1, 2, 1): M = 2*4*3*6 = 144 (ragged vs 128), K = 80 (ragged vs 64), relu
    "bf16": dict(dtype="bf16", n=2, d=4, h=5, w=6, c=64, k=80, t=3, r=3, s=3, stride=[1, 2, 1],
                 padding=[1, 1, 1], bias=True, bias_dtype="f32", activation="relu"),
    # fp8 1x3x3 padding (0, 1, 1), preshuffled w, channel tail (48 of 128 B): M = 120 (ragged), K = 80
    "fp8": dict(dtype="fp8", n=2, d=3, h=4, w=5, c=48, k=80, t=1, r=3, s=3, padding=[0, 1, 1],
                w_layout="preshuffled", bias=True, bias_dtype="f32"),
}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    path = tmp_path_factory.mktemp("conv3d_bias") / "b.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [
        {"name": f"b_{n}", "family": "conv3d", **kw} for n, kw in KERNELS.items()]}))
    return {b.spec.name[2:]: b for b in generate([str(path)])}


def _ok(r) -> bool:
    (c,) = r["checks"]
    return r["passed"] and c["mismatches"] == 0 and c["nan_mismatch"] == 0 and c["guard_ok"]


@pytest.mark.parametrize("name", list(KERNELS))
def test_f32_bias_verifies_with_zero_hazards(built, tc, name):
    b = built[name]
    assert b.plan.args[[a.name for a in b.plan.args].index("bias")].dtype == "f32"
    assert "buffer_load_dword v" in b.asm and "buffer_load_ushort" not in b.asm   # one dword per channel
    r = verify_one(b, seed=5, toolchain=tc)
    assert r["hazards"] == [] and _ok(r) and r["checks"][0]["max_err_over_tol"] <= 1.0, r["checks"]


def test_centred_f32_bias_is_not_bf16_representable_and_dominates(built):
    # the case's bias is f32 (full significand) and cancels the channel mean: |bias| >> |pre-activation|, so
    # an ulp of bf16(bias) is larger than the output bound (what the rounding mutant below relies on)
    p = built["bf16"].spec.params
    case = ref.make_case(p, {}, np.random.default_rng(5))
    bias = case.args["bias"]
    assert bias.dtype == np.float32
    assert np.mean(bias.view(np.uint32) & 0xFFFF != 0) > 0.9
    x, w, _, _, _ = ref.make_inputs(p, np.random.default_rng(5))
    acc, _ = ref.reference(x, w, p["stride"], p["padding"], p["dilation"])
    v = acc + bias.astype(np.float64)
    assert np.median(np.abs(v)) * 4 < np.median(np.abs(bias))


def _bias_regs(asm: str) -> list[str]:
    return re.findall(r"buffer_load_dword (v\[v_frag\+\d+\]), .*f32 bias of column", asm)


def _round_bias_to_bf16(b):
    """After the epilogue's vmcnt(0) wait, truncate every loaded f32 bias to its bf16 high half."""
    regs, lines = _bias_regs(b.asm), b.asm.split("\n")
    last = max(i for i, ln in enumerate(lines) if "f32 bias of column" in ln)
    wait = next(i for i in range(last, len(lines)) if "s_waitcnt vmcnt(0)" in lines[i])
    lines[wait + 1:wait + 1] = [f"        v_and_b32 {r}, 0xffff0000, {r}" for r in regs]
    return dataclasses.replace(b, asm="\n".join(lines))


@pytest.mark.parametrize("name", list(KERNELS))
def test_bias_rounded_to_bf16_fails(built, tc, name):
    m = _round_bias_to_bf16(built[name])
    r = verify_one(m, seed=5, toolchain=tc)
    assert not _ok(r) and r["checks"][0]["mismatches"] > 0


def test_relu_before_bias_fails(built, tc):
    # the documented order is bias then relu; swapping them clamps negative sums that the bias lifts
    b = built["bf16"]
    m = mutate(b, r"v_add_f32 (v\[v_frag\+\d+\]), (v\[v_frag\+\d+\]), (\S+)\n(\s*)v_max_f32 \1, 0, \1",
               r"v_max_f32 \1, 0, \3\n\4v_add_f32 \1, \2, \1")
    r = verify_one(m, seed=5, toolchain=tc)
    assert not _ok(r) and r["checks"][0]["mismatches"] > 0


def test_bias_dtype_errors_are_located(tmp_path):
    path = tmp_path / "e.yaml"
    path.write_text("target: gfx950\nkernels:\n  - name: e\n    family: conv3d\n    d: 4\n    h: 4\n    w: 4\n"
                    "    c: 64\n    k: 64\n    bias_dtype: f32\n")
    with pytest.raises(FlygenError, match=rf"^{re.escape(str(path))}:10:17: kernels\[0\]\.bias_dtype: f32 needs "
                                          r"bias: true"):
        generate([str(path)])
    path.write_text(path.read_text().replace("bias_dtype: f32", "bias: true\n    bias_dtype: fp16"))
    with pytest.raises(FlygenError, match=r"kernels\[0\].*bias_dtype"):
        generate([str(path)])
