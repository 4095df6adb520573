"""conv3d end to end on the emulator vs a float64 numpy convolution: bf16 and fp8, 1x1x1 and 3x3x3 filters,
stride 2, padding 1, dilation 2, ragged M (pixels not a multiple of tile_m), K not a multiple of tile_n,
preshuffled weights, AGPR accumulators, bias + relu, 8 waves; zero hazards; broken kernels fail."""

import numpy as np
import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.ref import conv3d as ref
from flygen.ref.gemm import np_type, preshuffle_b
from flygen.ref.compare import compare
from flygen.check.verify import verify_one

from conv3d_support import mutate as _mutate, run as _run

BASE = {"family": "conv3d", "n": 2, "d": 4, "h": 5, "w": 6, "k": 80}
KERNELS = {
    # 3x3x3, padding 1 on every axis, stride (1, 2, 1), dilation 2 along w; M = 2*4*3*4 = 96 (ragged vs 128),
    # K = 80 (ragged vs 64)
    "bf16_333_pad_dil": dict(dtype="bf16", c=64, t=3, r=3, s=3, stride=[1, 2, 1], padding=[1, 1, 1],
                             dilation=[1, 1, 2]),
    # fp8 3x3x3 stride 2 padding 1, bias + relu, preshuffled w
    "fp8_333_s2_bias_relu": dict(dtype="fp8", c=128, t=3, r=3, s=3, stride=[2, 2, 2], padding=[1, 1, 1],
                                 bias=True, activation="relu", w_layout="preshuffled"),
    # 1x1x1 (no padding: no validity code at all), M = 3*4*5*9 = 540, bias
    "bf16_111": dict(dtype="bf16", n=3, d=4, h=5, w=9, c=128, k=64, bias=True),
    "fp8_111_agpr": dict(dtype="fp8", n=1, d=3, h=7, w=5, c=256, k=96, acc="agpr"),
    # 8 waves, 128 x 256 tile, K = 300; depth dilation 2 with padding 2, asymmetric filter
    "bf16_8w_dil2": dict(dtype="bf16", n=1, d=6, h=6, w=6, c=64, k=300, t=3, r=1, s=3, padding=[2, 0, 1],
                         dilation=[2, 1, 1], waves=8, tile_m=128, tile_n=256),
    # padding 2 > reach along d: output slices 0 and 4 of each image are all padding; tiles span images
    "bf16_allpad_slices": dict(dtype="bf16", n=3, d=2, h=3, w=4, c=64, k=64, t=2, r=2, s=1, padding=[2, 1, 0]),
    # channels not a multiple of one 128-byte K tile: each tap's run is padded to whole tiles, the tail reads
    # nothing (x and w). C = 8 bf16 = 16 B per tap: 1x1x1 stride 2 along w, M = 2*2*3*4 = 48 (ragged)
    "bf16_c8_111_s2": dict(dtype="bf16", n=2, d=2, h=3, w=8, c=8, k=80, stride=[1, 1, 2]),
    "bf16_c24_333_pad": dict(dtype="bf16", c=24, t=3, r=3, s=3, stride=[1, 2, 1], padding=[1, 1, 1]),
    "bf16_c40_bias_relu": dict(dtype="bf16", n=1, d=3, h=5, w=7, c=40, k=64, t=1, r=3, s=3, padding=[0, 1, 1],
                               bias=True, activation="relu"),
    # 192 B per tap: a full tile then a 64-byte tail; stride 2 + padding, K = 80
    "bf16_c96_s2_pad": dict(dtype="bf16", n=1, d=5, h=5, w=5, c=96, t=2, r=2, s=1, stride=[2, 2, 1],
                            padding=[1, 0, 1]),
    "fp8_c16_333_pad": dict(dtype="fp8", n=1, d=3, h=4, w=5, c=16, k=64, t=3, r=3, s=3, padding=[1, 1, 1]),
    # preshuffled w is the preshuffle of the channel-padded [K, T*R*S*Cp]; bias + relu
    "fp8_c48_pre_bias_relu": dict(dtype="fp8", n=2, d=3, h=4, w=5, c=48, k=80, t=1, r=3, s=3, padding=[0, 1, 1],
                                  w_layout="preshuffled", bias=True, activation="relu"),
    # 144 B per tap: a full tile then a 16-byte tail; dilation 2 along h, ragged M (2*2*2*4 = 32)
    "fp8_c144_dil": dict(dtype="fp8", n=2, d=3, h=6, w=4, c=144, k=64, t=2, r=2, s=1, dilation=[1, 2, 1]),
    # no padding (every x read is real): the row-major w poisoning test below
    "bf16_c24_nopad": dict(dtype="bf16", n=1, d=2, h=3, w=4, c=24, k=80, t=1, r=2, s=2),
}


@pytest.fixture(scope="module")
def spec(tmp_path_factory):
    path = tmp_path_factory.mktemp("conv3d") / "verify.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [
        {"name": f"t_{name}", **{**BASE, **kw}} for name, kw in KERNELS.items()]}))
    return str(path)


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


# ---- channel tail (C * esize not a multiple of 128): the padded chunks must read nothing, in x and in w

X_TAIL = (r"v_cndmask_b32 (v\[v_xtail\+\d+\]), v\[v_sent\], (v\[v_rel\+\d+\]), vcc", r"v_mov_b32 \1, \2")
W_TAIL = (r"v_cndmask_b32 (v\[v_wtail\d+\]), v\[v_sent\], (v\[v_g\d+\]), vcc", r"v_mov_b32 \1, \2")




def _with_w_slack(args, fill):
    """w followed by 128 B of `fill`: without the w select, a row-major w's last tap reads past its end (soffset
    is outside the range check), which the emulator would report as a fault instead of a wrong result."""
    w = args["w"].reshape(-1)
    return {**args, "w": np.concatenate([w, np.full(128 // w.itemsize, fill, w.dtype)])}


def _passes(b, case) -> bool:
    (c,) = case.checks
    r = compare(_run(b, case.args), c)
    return r.mismatches == 0 and r.nan_mismatch == 0 and r.guard_ok


def test_x_channel_tail_select_is_needed(spec):
    # 1x1x1 stride 2 along w: pixels at odd w are never read by the convolution. Fill them with NaN: the tail
    # chunks (bytes 16..127 past a pixel's 8 channels) of an even pixel lie in the following pixels, so only
    # the x tail select keeps NaN * 0 out of the sums.
    b = _built(spec, "bf16_c8_111_s2")
    case = ref.make_case(b.spec.params, {}, np.random.default_rng(5))
    case.args["x"][:, :, :, 1::2, :] = np.nan
    assert _passes(b, case)
    assert not _passes(_mutate(b, *X_TAIL), case)


def test_w_channel_tail_select_is_needed_preshuffled(spec):
    # preshuffled w holds the channel padding in memory: fill it with NaN (the kernel must never read it)
    b = _built(spec, "fp8_c48_pre_bias_relu")
    p = b.spec.params
    case = ref.make_case(p, {}, np.random.default_rng(5))
    x, w, ws, xs, bias = ref.make_inputs(p, np.random.default_rng(5))      # make_case's inputs (same seed)
    w2 = w.reshape(p["k"], -1)
    assert np.array_equal(case.args["w"], preshuffle_b(ref.pad_taps(w2, 9), "fp8"))
    case.args["w"] = preshuffle_b(ref.pad_taps(w2, 9, fill=np.nan), "fp8")
    assert _passes(b, case)
    assert not _passes(_mutate(b, *W_TAIL), case)


def test_w_channel_tail_select_is_needed_row_major(spec):
    # row-major w is unpadded: a tap's tail chunks would read the next tap's first channels. Make those +inf
    # in some output channels, with x > 0 and no padding: the exact result there is +inf (inf * positive),
    # elsewhere finite. A missing w select adds 0 (x tail) * inf = NaN.
    b = _built(spec, "bf16_c24_nopad")
    p = b.spec.params
    x, w, _, _, _ = ref.make_inputs(p, np.random.default_rng(7))
    x = (np.abs(x.astype(np.float64)) + 0.5).astype(x.dtype)
    hot = np.arange(0, p["k"], 3)
    w[hot, :, :, :, 0] = np.inf                       # channel 0 of every tap = the element after each tap's run
    acc, mag = ref.reference(x, w, p["stride"], p["padding"], p["dilation"])
    with np.errstate(invalid="ignore", over="ignore"):
        want, bnd = ref.finish(acc, mag, 4 * p["c"])
    want, bnd = want.reshape(-1), bnd.reshape(-1)
    inf = np.isinf(want)
    assert inf.sum() == want.size // p["k"] * len(hot)
    y = np.zeros(want.size, np_type("bf16"))

    def run(kernel):
        args = _with_w_slack(ref.kernel_args(p, x, w, None, None, None, y.copy()), np.inf)
        return _run(kernel, args).astype(np.float64)

    got = run(b)
    assert np.array_equal(got[inf], want[inf])                   # +inf exactly
    assert np.all(np.abs(got[~inf] - want[~inf]) <= bnd[~inf])
    assert np.isnan(run(_mutate(b, *W_TAIL))[inf]).any()


def test_without_both_tail_selects_finite_inputs_fail(spec):
    # with both selects gone, a tail chunk multiplies the next pixel's channels by the next tap's weights
    b = _built(spec, "bf16_c24_333_pad")
    case = ref.make_case(b.spec.params, {}, np.random.default_rng(5))
    case.args = _with_w_slack(case.args, 1.0)
    assert _passes(b, case)
    for mutants in ((X_TAIL, W_TAIL), (X_TAIL,), (W_TAIL,)):
        m = b
        for mut in mutants:
            m = _mutate(m, *mut)
        assert _passes(m, case) == (len(mutants) == 1)     # one select alone suffices for finite data
