"""Small C inside the kernel (packed small-C path, flygen/plan/conv3d/pack.py; docs/conv3d.md "Small C in the
kernel"): C * esize not a multiple of 16 B, the GEMM's K is the dense (c, s, r, t) run cut into 128-byte tiles,
each lane's chunk has its own tap (digits by division, folded into gA's K mode) and padding mask.
Emulator vs the float64 reference (zero hazards), the layouts vs the convolution index, located errors for
what is not supported, and mutants (a lane class reading another class's tap, a padding mask dropped, one
axis' validity bit dropped, the K-tail selects) that must fail."""
import re

import numpy as np
import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.errors import FlygenError
from flygen.plan.conv3d.layouts import channel_tail, gA, geometry, pack_digits, pack_offsets, tap_loop_checks
from flygen.plan.conv3d.pack import host_positions, narrow_dma
from flygen.ref import conv3d as ref
from flygen.ref.compare import compare
from flygen.check.verify import verify_one

from conv3d_support import mutate, run

# the first layer of issue #19: 3x3x3, stride (1, 2, 2), padding 1 at every border
LAYER = {"family": "conv3d", "n": 1, "d": 4, "h": 9, "w": 9, "k": 80, "t": 3, "r": 3, "s": 3,
         "stride": [1, 2, 2], "padding": [1, 1, 1], "tile_m": 64, "tile_n": 64}
KERNELS = {
    # C = 12 bf16: 24 B per tap, 4-byte chunks; M = 4*5*5 = 100 (ragged vs 64), K = 80 (ragged vs 64);
    # 27 taps x 24 B = 648 B = 5 full K tiles + an 8-byte K tail
    "bf16_c12": dict(dtype="bf16", c=12),
    # C = 12 fp8: 12 B per tap (324 B: 2 tiles + a 68-byte tail), bias + relu
    "fp8_c12_bias_relu": dict(dtype="fp8", c=12, bias=True, activation="relu"),
    # a general small C: 6 bf16 = 12 B per tap, dilation 2 along d and w, padding 2 along d, 2 images
    # (tiles span images), asymmetric filter, 128-row tile
    "bf16_c6_dil": dict(dtype="bf16", c=6, n=2, d=5, h=7, w=8, k=48, t=3, r=2, s=3, stride=[1, 1, 2],
                        padding=[2, 1, 1], dilation=[2, 1, 2], tile_m=128),
    # fp8 C = 20 (20 B per tap), 8 waves, no K tail (27 * 20 = 540 = 4 tiles + 28 B: tail) -- 128 x 128 tile
    "fp8_c20_8w": dict(dtype="fp8", c=20, d=3, h=6, w=6, k=64, stride=[1, 1, 1], waves=8, tile_m=128,
                       tile_n=128),
    # C = 3 (RGB): 6 B bf16 / 3 B fp8 per pixel -> 2- / 1-byte chunks, loaded into VGPRs (buffer_load_ushort /
    # ubyte) and written to the LDS tile by ds_write_b16 / b8; 27 x 6 = 162 B = 2 K tiles (bf16), 81 B = 1 (fp8)
    "bf16_c3": dict(dtype="bf16", c=3),
    "fp8_c3_bias_relu": dict(dtype="fp8", c=3, bias=True, activation="relu"),
    # a general odd C: 5 bf16 = 10 B per tap (2-byte chunks), dilation, padding 2, 2 images
    "bf16_c5_dil": dict(dtype="bf16", c=5, n=2, d=5, h=7, w=8, k=48, t=3, r=2, s=3, stride=[1, 1, 2],
                        padding=[2, 1, 1], dilation=[2, 1, 2]),
}


@pytest.fixture(scope="module")
def spec(tmp_path_factory):
    path = tmp_path_factory.mktemp("smallc") / "smallc.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [
        {"name": f"s_{name}", **{**LAYER, **kw}} for name, kw in KERNELS.items()]}))
    return str(path)


@pytest.fixture(scope="module")
def built(spec):
    return {b.plan.name[2:]: b for b in generate([spec])}


@pytest.mark.parametrize("name", list(KERNELS))
def test_verify_passes_with_zero_hazards(built, tc, name):
    r = verify_one(built[name], seed=5, toolchain=tc)
    (c,) = r["checks"]
    assert r["hazards"] == []
    assert c["mismatches"] == 0 and c["nan_mismatch"] == 0 and c["guard_ok"], c
    assert c["max_err_over_tol"] <= 1.0
    assert r["passed"]


def test_packed_kernel_shape(built):
    # dense K: 6 K tiles for C = 12 bf16 (27 with taps padded to whole tiles), 4-byte LDS DMA only
    b = built["bf16_c12"]
    assert "buffer_load_dwordx4" not in b.asm and b.asm.count("buffer_load_dword ") > 0
    # 6 K tiles x (2 x 2 atoms of a wave's 32 x 32) x 2 k steps of 32
    assert len(re.findall(r"^\s*v_mfma_f32_16x16x32_bf16 ", b.asm, re.M)) == 6 * 4 * 2
    assert "lane-dependent taps" in " ".join(b.plan.summary)


# ---- the layouts --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("kw", [KERNELS["bf16_c12"], KERNELS["bf16_c6_dil"], KERNELS["fp8_c20_8w"]])
def test_pack_offsets_are_gA_K_mode_and_the_convolution_index(kw):
    g = geometry({**LAYER, "dilation": [1, 1, 1], "bias": False, "activation": "none", **kw})
    assert g.packed and g.cp == g.cb and g.kgemm_bytes == -(-g.taps * g.cb // 128) * 128
    u = np.arange(g.taps * g.cb)
    lay = gA(g)[0][1]
    got = pack_offsets(g, u)
    assert np.array_equal(got, [int(lay(int(x))) for x in u])
    c, s, r, t = pack_digits(g, u)
    pd, ph, pw = g.pitches
    assert np.array_equal(got, c + s * g.dil[2] * pw + r * g.dil[1] * ph + t * g.dil[0] * pd)
    assert channel_tail(g) == g.taps * g.cb % 128


@pytest.mark.parametrize("rows,threads", [(64, 256), (128, 256), (128, 512), (64, 512)])
def test_narrow_dma_fills_every_tile_byte_once(rows, threads):
    # (row, byte) of every (lane, round) from the lowered class bases + immediates: a bijection onto the tile's
    # 4-byte chunks, and the LDS position it lands at (M0 + 4 t) holds that (row, byte) under the swizzle
    d = narrow_dma(rows, threads, 4, 0, rows * 128, 2)
    r, b = host_positions(d, threads)
    assert d.rounds * threads * 4 == rows * 128
    flat = (r * 128 + b).reshape(-1)
    assert np.array_equal(np.sort(flat), np.arange(0, rows * 128, 4))
    assert len(d.lanepos.bases) == (2 if threads * 4 < 2048 else 1)     # rounds shorter than the swizzle period


# ---- located errors for what is not supported ---------------------------------------------------------------

def _spec(tmp_path, **kw):
    path = tmp_path / "c.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [{"name": "c", **{**LAYER, **kw}}]}))
    return str(path)


@pytest.mark.parametrize("kw,where,what", [
    ({"dtype": "fp8", "c": 12, "w_layout": "preshuffled"}, "w_layout", "preshuffled w is not supported"),
    ({"dtype": "bf16", "c": 3, "w_layout": "preshuffled"}, "w_layout", "preshuffled w is not supported"),
    ({"dtype": "fp8", "c": 3, "k_loop": "rolled"}, "k_loop", "unrolled only"),
    ({"dtype": "fp8", "c": 3, "tile_m": 128}, "tile_m", "ArchVGPRs"),     # 64 rounds of 1 B: does not launch
    ({"dtype": "bf16", "c": 12, "k_loop": "taps"}, "k_loop", "unrolled only"),
    ({"dtype": "bf16", "c": 1020, "t": 7, "r": 7, "s": 7}, "c", "at most 512"),
])
def test_unsupported_small_c_is_a_located_error(tmp_path, kw, where, what):
    with pytest.raises(FlygenError, match=rf"kernels\[0\] \(c\)|kernels\[0\]\.{where}") as e:
        generate([_spec(tmp_path, **kw)])
    assert f"kernels[0].{where}" in str(e.value) and what in str(e.value), str(e.value)
    assert re.match(r"^/.*c\.yaml:\d+:\d+: ", str(e.value))


# ---- mutants ------------------------------------------------------------------------------------------------

def _fails(b, tc) -> bool:
    c = verify_one(b, seed=5, toolchain=tc)["checks"][0]
    return c["mismatches"] > 0 or c["nan_mismatch"] > 0 or not c["guard_ok"]


def test_wrong_tap_for_one_lane_class_fails(built, tc):
    # class 1's rounds add class 0's K offset: those lanes read the tap (and channels) of another chunk
    b = mutate(built["bf16_c12"], r"^(\s*v_add_u32 v\[v_aoff\+\d+\]), v\[v_koff1\],", r"\1, v[v_koff0],")
    assert _fails(b, tc)


def test_padding_mask_dropped_fails(built, tc):
    b = mutate(built["fp8_c12_bias_relu"], r"^\s*v_cndmask_b32 v\[v_aoff\+\d+\], v\[v_sent\].*$")
    assert _fails(b, tc)


def test_one_axis_validity_bit_dropped_fails(built, tc):
    # the lane's mask without its w-axis bit: lanes at wo = 0, s = 0 read the previous pixel row's last pixel
    b = mutate(built["bf16_c12"], r"^(\s*)v_lshlrev_b32_e64 (v\[v_dig\+\d\]|v\[v_kmask\d\]), (\S+), 1  // validity "
               r"bit \d+ \+ s \(w axis\)$", r"\1v_mov_b32 \2, 0")
    assert _fails(b, tc)


X_TAIL = (r"v_cndmask_b32 (v\[v_xtail\+\d+\]), v\[v_sent\], (v\[v_rel\+\d+\]), vcc", r"v_mov_b32 \1, \2")
W_TAIL = (r"v_cndmask_b32 (v\[v_wtail\d+\]), v\[v_sent\], (v\[v_g\d+\]), vcc", r"v_mov_b32 \1, \2")


def test_k_tail_selects(built):
    # the last K tile's chunks past T*R*S*Cb: x would read the next pixels' channels, w the next row's weights
    # (finite): with both selects gone the sums pick up those products; either select alone zeroes them
    b = built["bf16_c12"]
    case = ref.make_case(b.spec.params, {}, np.random.default_rng(5))
    w = case.args["w"].reshape(-1)
    case.args["w"] = np.concatenate([w, np.full(64, 1.0, w.dtype)])     # slack after w's last row

    def passes(k):
        (chk,) = case.checks
        r = compare(run(k, case.args), chk)
        return r.mismatches == 0 and r.nan_mismatch == 0 and r.guard_ok

    assert passes(b)
    for muts in ((X_TAIL, W_TAIL), (X_TAIL,), (W_TAIL,)):
        m = b
        for mut in muts:
            m = mutate(m, *mut)
        assert passes(m) == (len(muts) == 1)


def test_vgpr_path_shape(built):
    # 2- / 1-byte chunks: no LDS DMA at all; one lane class (the lane's chunk byte is round-independent), the
    # swizzle moved to the ds_write addresses
    for name, load, write in (("bf16_c3", "buffer_load_ushort", "ds_write_b16"),
                              ("fp8_c3_bias_relu", "buffer_load_ubyte", "ds_write_b8")):
        b = built[name]
        assert not re.search(r"^\s*buffer_load\S* [^/]*\blds\b", b.asm, re.M)
        assert re.search(rf"^\s*{load} ", b.asm, re.M) and re.search(rf"^\s*{write} ", b.asm, re.M)
        assert "v_koff0" in b.asm and "v_koff1" not in b.asm
    d = narrow_dma(64, 256, 1, 0, 8192, 2, 81, 4095, vgpr=True)
    r, by = host_positions(d, 256)
    assert len(d.lanepos.bases) == 1 and np.array_equal(np.sort((r * 128 + by).reshape(-1)), np.arange(8192))


def test_vgpr_path_padding_select_of_one_round_dropped_fails(built, tc):
    # round 3's lanes (2 tile rows of 1-byte chunks) keep their voffset at padding taps
    b = mutate(built["fp8_c3_bias_relu"], r"^\s*v_cndmask_b32 v\[v_aoff\+3\], v\[v_sent\].*$")
    assert _fails(b, tc)


def test_vgpr_path_wrong_tap_fails(built, tc):
    # the fold stride of q2 (the r digit: dh WCb - S dw Cb) zeroed: every lane at r > 0 reads the wrong row
    b = built["bf16_c3"]
    q2 = re.search(r"^\s*v_mul_u32_u24 (v\[v_dig\+\d\]), (0x[0-9a-f]+), v\[v_dig\+2\]$", b.asm, re.M)
    assert q2
    assert _fails(mutate(b, rf"^(\s*v_mul_u32_u24 {re.escape(q2.group(1))}), {q2.group(2)}, v\[v_dig\+2\]$",
                         r"\1, 0, v[v_dig+2]"), tc)


VX_TAIL = (r"^\s*v_cndmask_b32_e64 v\[v_aoff\+\d+\], v\[v_sent\], v\[v_aoff\+\d+\], s\[\S+\]  // K tail$", "")
VW_TAIL = (r"^\s*v_cndmask_b32_e64 (v\[v_bst\+\d+\]), v\[v_sent\], (v\[v_g\d+\]), s\[\S+\]  // K tail$",
           r"v_mov_b32 \1, \2")


def test_vgpr_path_k_tail_selects(built):
    # bf16 C = 3: 162 B of K, the second tile holds 34 B. Its chunks past them read the next pixels' channels (x)
    # and the next w row's first weights: both selects removed -> wrong sums; either alone zeroes the products
    b = built["bf16_c3"]
    case = ref.make_case(b.spec.params, {}, np.random.default_rng(5))

    def passes(k):
        (chk,) = case.checks
        r = compare(run(k, case.args), chk)
        return r.mismatches == 0 and r.nan_mismatch == 0 and r.guard_ok

    assert passes(b)
    for muts in ((VX_TAIL, VW_TAIL), (VX_TAIL,), (VW_TAIL,)):
        m = b
        for mut in muts:
            m = mutate(m, *mut)
        assert passes(m) == (len(muts) == 1)


def test_vgpr_path_without_the_load_wait_is_a_hazard(built, tc):
    b = mutate(built["bf16_c3"], r"^\s*s_waitcnt vmcnt\(0\)\s*// the chunks of the next K tile are in VGPRs$")
    assert verify_one(b, seed=5, toolchain=tc)["hazards"]


def test_tap_loop_bits_are_the_lane_masks():
    # the per-lane mask uses the tap loop's per-axis bits: every tap of a padded axis has its own bit
    g = geometry({**LAYER, "dilation": [1, 1, 1], "bias": False, "activation": "none", "dtype": "bf16", "c": 12})
    checks, base = tap_loop_checks(g)
    assert base == {0: 0, 1: 3, 2: 6} and len(checks) == 9
