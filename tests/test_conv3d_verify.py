"""conv3d end to end on the emulator vs a float64 numpy convolution: bf16 and fp8, 1x1x1 and 3x3x3 filters,
stride 2, padding 1, dilation 2, ragged M (pixels not a multiple of block_m), K not a multiple of block_n,
preshuffled weights, AGPR accumulators, bias + relu, 8 waves; zero hazards; broken kernels fail."""
import dataclasses
import re

import pytest
import yaml

from flygen.build import generate
from flygen.toolchain import find_toolchain
from flygen.verify import verify_one

BASE = {"family": "conv3d", "n": 2, "d": 4, "h": 5, "w": 6, "k": 80}
KERNELS = {
    # 3x3x3, padding 1 on every axis, stride (1, 2, 1), dilation 2 along w; M = 2*4*3*4 = 96 (ragged vs 128),
    # K = 80 (ragged vs 64)
    "bf16_333_pad_dil": dict(dtype="bf16", c=64, t=3, r=3, s=3, stride=[1, 2, 1], padding=[1, 1, 1],
                             dilation=[1, 1, 2]),
    # fp8 3x3x3 stride 2 padding 1, bias + relu, preshuffled w
    "fp8_333_s2_bias_relu": dict(dtype="fp8", c=128, t=3, r=3, s=3, stride=[2, 2, 2], padding=[1, 1, 1],
                                 bias=True, relu=True, w_layout="preshuffled"),
    # 1x1x1 (no padding: no validity code at all), M = 3*4*5*9 = 540, bias
    "bf16_111": dict(dtype="bf16", n=3, d=4, h=5, w=9, c=128, k=64, bias=True),
    "fp8_111_agpr": dict(dtype="fp8", n=1, d=3, h=7, w=5, c=256, k=96, acc="agpr"),
    # 8 waves, 128 x 256 tile, K = 300; depth dilation 2 with padding 2, asymmetric filter
    "bf16_8w_dil2": dict(dtype="bf16", n=1, d=6, h=6, w=6, c=64, k=300, t=3, r=1, s=3, padding=[2, 0, 1],
                         dilation=[2, 1, 1], waves=8, block_m=128, block_n=256),
    # padding 2 > reach along d: output slices 0 and 4 of each image are all padding; tiles span images
    "bf16_allpad_slices": dict(dtype="bf16", n=3, d=2, h=3, w=4, c=64, k=64, t=2, r=2, s=1, padding=[2, 1, 0]),
}


@pytest.fixture(scope="module")
def spec(tmp_path_factory):
    path = tmp_path_factory.mktemp("conv3d") / "verify.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [
        {"name": f"t_{name}", **{**BASE, **kw}} for name, kw in KERNELS.items()]}))
    return str(path)


@pytest.fixture(scope="module")
def tc():
    return find_toolchain()


def _built(spec, name):
    return generate([spec], (f"t_{name}",))[0]


@pytest.mark.parametrize("name", list(KERNELS))
def test_verify_passes_with_zero_hazards(spec, tc, name):
    r = verify_one(_built(spec, name), seed=5, toolchain=tc)
    (c,) = r["checks"]
    assert r["hazards"] == []
    assert c["mismatches"] == 0 and c["nan_mismatch"] == 0 and c["guard_ok"], c
    assert c["max_err_over_tol"] <= 1.0
    assert r["passed"]


def _mutate(b, pattern, repl=""):
    asm, n = re.subn(pattern, repl, b.asm, flags=re.M)
    assert n > 0, pattern
    return dataclasses.replace(b, asm=asm)


def test_padding_lanes_not_masked_fail(spec, tc):
    # without the sentinel select, a lane whose w coordinate is -1 reads the previous pixel's channels
    b = _mutate(_built(spec, "bf16_333_pad_dil"), r"^\s*v_cndmask_b32 v\[v_aoff.*$")
    r = verify_one(b, seed=5, toolchain=tc)
    assert not r["passed"] and r["checks"][0]["mismatches"] > 0


def test_wrong_tap_offset_fails(spec, tc):
    # the tap mode of gA: dropping one tap's offset reads tap (0,0,0) twice
    b = _mutate(_built(spec, "fp8_333_s2_bias_relu"), r"^(\s*v_add_u32 v\[v_aoff\+\d+\]), 0x[0-9a-f]+,", r"\1, 0,")
    assert verify_one(b, seed=5, toolchain=tc)["checks"][0]["mismatches"] > 0


def test_without_channel_masks_the_guard_or_next_row_breaks(spec, tc):
    b = _mutate(_built(spec, "bf16_333_pad_dil"), r"^\s*s_mov_b64 exec, s\[s_mask.*$")
    c = verify_one(b, seed=5, toolchain=tc)["checks"][0]
    assert c["mismatches"] > 0 or not c["guard_ok"]


def test_without_barrier_the_emulator_reports_a_hazard(spec, tc):
    b = _mutate(_built(spec, "bf16_111"), r"^\s*s_barrier.*$")
    assert verify_one(b, seed=5, toolchain=tc)["hazards"]
