"""conv3d's tap loop (k_loop: taps / auto): one loop over the filter taps with the tap's gA offset (s_xtap) and
padding mask (s_tmask) walked in SGPRs, channel blocks unrolled (<= 3 per tap) or rolled inside. Emulator vs
float64 numpy (bf16 and fp8, padding on every axis, stride 2, dilation, channel tails, ragged M and K, nested
channel loops, 7x7x7 and 5x5x5), zero hazards; bit-identical to the unrolled / rolled form of the same spec;
a wrong tap stride or a dropped validity update fails; plan: the rule, the walk's strides against gA's tap mode,
every K tile consumed once, code size bounded (assembled bytes under the 64 KiB I-cache)."""
import re

import numpy as np
import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.inspect.source import from_asm_text
from flygen.isa import limits
from flygen.plan.conv3d.layouts import gA, geometry, tap_loop_checks
from flygen.plan.items import Wait
from flygen.ref import conv3d as ref
from flygen.plan.codesize import estimate
from flygen.spec.conv3d import AUTO_CODE_BUDGET, k_blocks
from flygen.check.verify import verify_one

from conv3d_support import mutate as _mutate, plan_all, run as _run

KERNELS = {
    # C = 24 bf16: 1 K tile per tap with a 48-byte tail (2 taps per loop body); padding on every axis,
    # stride (1, 2, 1); M = 30 (ragged vs 128), K = 80 (ragged vs 64)
    "bf16_c24": dict(dtype="bf16", n=1, d=3, h=4, w=5, c=24, k=80, t=3, r=3, s=3, stride=[1, 2, 1],
                     padding=[1, 1, 1], k_loop="taps"),
    # fp8 C = 144: 2 K tiles per tap (16-byte tail), stride 2, dilation 2 on h, padding on every axis,
    # preshuffled w, bias + relu
    "fp8_c144": dict(dtype="fp8", n=2, d=4, h=5, w=5, c=144, k=64, t=3, r=3, s=3, stride=[2, 2, 2],
                     padding=[1, 2, 1], dilation=[1, 2, 1], bias=True, activation="relu", w_layout="preshuffled",
                     k_loop="taps"),
    # C = 360 bf16: 6 K tiles per tap (80-byte tail): the rolled channel-block loop nested in the tap loop
    "bf16_c360": dict(dtype="bf16", n=1, d=3, h=4, w=5, c=360, k=80, t=3, r=3, s=3, stride=[1, 2, 1],
                      padding=[1, 1, 1], k_loop="taps"),
    # fp8 C = 592: 5 K tiles per tap (odd: 2 taps per body, 2 nested loops, odd leftover step), 12 taps
    # (2 peeled), stride 2 on w, padding on d and w only
    "fp8_c592": dict(dtype="fp8", n=1, d=3, h=3, w=4, c=592, k=64, t=2, r=2, s=3, stride=[1, 1, 2],
                     padding=[1, 0, 1], k_loop="taps"),
    # 7x7x7, C = 192 bf16 (3 K tiles per tap, 1029 K tiles): auto picks the tap loop (rejected before)
    "bf16_7x7x7_c192": dict(dtype="bf16", n=1, d=3, h=3, w=3, c=192, k=64, t=7, r=7, s=7, padding=[3, 3, 3]),
    # 5x5x5 fp8 C = 128 (1 K tile per tap, no tail), stride 2 on d, dilation 2 on w
    "fp8_5x5x5_c128": dict(dtype="fp8", n=1, d=4, h=4, w=6, c=128, k=64, t=5, r=5, s=5, padding=[2, 2, 2],
                           stride=[2, 1, 1], dilation=[1, 1, 2], k_loop="taps"),
    # no padding at all (no validity bits, no select), and a single padded 1x1x1 tap (no loop trip; the
    # extent-1 d axis contributes a constant bit)
    "bf16_nopad": dict(dtype="bf16", n=1, d=4, h=5, w=5, c=64, k=64, t=3, r=3, s=3, k_loop="taps"),
    "fp8_1tap": dict(dtype="fp8", n=1, d=2, h=3, w=3, c=48, k=64, padding=[1, 0, 0], k_loop="taps"),
}
SAME = {"bf16_c24": "unrolled", "bf16_c360": "rolled"}          # bitwise twins


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    path = tmp_path_factory.mktemp("conv3d_taps") / "taps.yaml"
    kernels = [{"name": f"tl_{n}", "family": "conv3d", **kw} for n, kw in KERNELS.items()]
    kernels += [{"name": f"tl_{n}_{form}", "family": "conv3d", **{**KERNELS[n], "k_loop": form}}
                for n, form in SAME.items()]
    kernels.append({"name": "tl_big_c512", "family": "conv3d", "dtype": "bf16", "n": 2, "d": 16, "h": 28,
                    "w": 28, "c": 512, "k": 128, "t": 3, "r": 3, "s": 3, "padding": [1, 1, 1], "tile_n": 128})
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": kernels}))
    return {b.plan.name: b for b in generate([str(path)])}


@pytest.mark.parametrize("name", list(KERNELS))
def test_tap_loop_verifies_with_zero_hazards(built, tc, name):
    b = built[f"tl_{name}"]
    assert b.plan.body.form == "taps"
    taploop = re.search(r"^\s*s_cbranch_scc1 \.L\w+_taploop\b", b.asm, re.M)   # the tap loop's branch back
    assert bool(taploop) == (geometry(b.spec.params).taps > 1)
    assert ("s[s_tmask]" in b.asm) == (name != "bf16_nopad")
    r = verify_one(b, seed=7, toolchain=tc)
    (c,) = r["checks"]
    assert r["hazards"] == []
    assert c["mismatches"] == 0 and c["nan_mismatch"] == 0 and c["guard_ok"], c
    assert c["max_err_over_tol"] <= 1.0
    assert r["passed"]


@pytest.mark.parametrize("name", list(SAME))
def test_tap_loop_bit_identical_to_other_form(built, name):
    # same K tiles in the same order, same MFMAs: the forms agree bit for bit
    a, b = built[f"tl_{name}"], built[f"tl_{name}_{SAME[name]}"]
    assert b.plan.body.form == SAME[name]
    case = ref.make_case(a.spec.params, {}, np.random.default_rng(11))
    y0 = case.args["y"].copy()
    ya = _run(a, case.args)
    case.args["y"] = y0
    assert np.array_equal(ya.view(np.uint16), _run(b, case.args).view(np.uint16))


# ---- negatives: the tap walk's strides and the run-time validity mask are load-bearing

def _fails(b, tc):
    r = verify_one(b, seed=7, toolchain=tc)
    return not r["passed"] and r["checks"][0]["mismatches"] > 0


def test_wrong_tap_stride_fails(built, tc):
    b = built["tl_bf16_c24"]
    st = int(gA(geometry(b.spec.params))[0][1].stride[2])          # gA tap mode: r stride (dh WCb)
    assert _fails(_mutate(b, rf"^(\s*s_mul_i32 s\[s_tapc\], s\[s_tch\]), {hex(st)}$", rf"\1, {hex(st + 48)}"), tc)


def test_dropped_validity_update_fails(built, tc):
    # the h bit of s_tmask stays that of r = 0: taps r = 1, 2 keep tap 0's padding decision along h
    b = built["tl_bf16_c24"]
    assert _fails(_mutate(b, r"^(\s*s_lshl_b32 s\[s_tapc\], 0x\w+), s\[s_tch\]", r"\1, 0"), tc)


def test_dropped_padding_select_fails(built, tc):
    b = built["tl_fp8_c144"]
    assert _fails(_mutate(b, r"^\s*v_cndmask_b32 (v\[v_aoff\+\d+\]), v\[v_sent\], \1, vcc$", ""), tc)


# ---- plan

def test_rule(tmp_path):
    """auto: the first of unrolled, rolled, taps the spec allows whose estimated code fits the budget."""
    plans = plan_all(tmp_path, {
        "c24": dict(c=24),                          # 27 tiles, 15 KB unrolled: fits
        "c256": dict(c=256),                        # 108 tiles: unrolled 53 KB, rolled 49 KB (27 taps), taps 6 KB
        "k7x7x7_c192": dict(c=192, t=7, r=7, s=7),  # 1029 tiles, 3 per tap: unrolled and rolled impossible
        "c24_taps": dict(c=24, k_loop="taps")})     # explicit: no choice
    want = {"c24": ["unrolled"], "c256": ["unrolled", "rolled", "taps"], "k7x7x7_c192": ["taps"],
            "c24_taps": []}
    for name, kp in plans.items():
        tried = kp.body.k_loop_auto
        assert [f for f, _ in tried] == want[name], name
        if tried:
            assert kp.body.form == tried[-1][0]
            assert all(n > AUTO_CODE_BUDGET for _, n in tried[:-1]) and tried[-1][1] <= AUTO_CODE_BUDGET
            assert estimate(kp) == tried[-1][1]
        assert ("k_loop auto:" in " ".join(kp.body.notes)) == (len(tried) > 1)
    assert plans["c24_taps"].body.form == "taps"
    looped = set()
    for b in generate(["examples/conv3d.yaml"]):        # unrolled where it fits the budget, else the tap loop
        if b.spec.family != "conv3d":                    # the NCDHW example's x transpose companion
            continue
        (first, n), *rest = b.plan.body.k_loop_auto
        assert first == "unrolled" and (n <= AUTO_CODE_BUDGET) == (not rest) == (b.plan.body.form == "unrolled")
        looped |= {b.spec.name} if rest else set()
    assert looped == {"conv3d_bf16_3x3x3_c128_k128", "conv3d_bf16_3x3x3_ncdhw",      # 39.6 / 38.5 KB unrolled
                      "conv3d_bf16_3x3x3_x_ncdhw"}                                   # the NCDHW-x example, as ncdhw


@pytest.mark.parametrize("name", list(KERNELS))
def test_walk_strides_are_gA_tap_mode(built, name):
    b = built[f"tl_{name}"]
    g = geometry(b.spec.params)
    tap_mode = gA(g)[0][1]                                           # (Cp, S, R, T)
    muls = dict(re.findall(r"s_mul_i32 s\[(?:s_xtap|s_tapc)\], s\[s_tc([dhw])\], (0x[0-9a-f]+)", b.asm))
    want = {"dhw"[a]: int(tap_mode.stride[3 - a]) for a in range(3) if g.filt[a] > 1}
    assert {k: int(v, 16) for k, v in muls.items()} == want
    # the tap offsets the walk reaches are gA's tap mode at every tap's block 0
    ts = [(t, r, s) for t in range(g.filt[0]) for r in range(g.filt[1]) for s in range(g.filt[2])]
    for i, (t, r, s) in enumerate(ts):
        assert t * want.get("d", 0) + r * want.get("h", 0) + s * want.get("w", 0) == int(tap_mode(i * g.cp))


def test_validity_bits_cover_every_padded_axis():
    g = geometry({"dtype": "bf16", "n": 1, "d": 3, "h": 4, "w": 5, "c": 24, "k": 8, "t": 3, "r": 1, "s": 3,
                  "stride": [1, 1, 1], "padding": [1, 0, 0], "dilation": [1, 1, 1]})
    checks, base = tap_loop_checks(g)
    assert base == {0: 0} and [c for _, c, _ in checks] == [0, 1, 2]    # d padded: all 3 taps get a bit


@pytest.mark.parametrize("name", list(KERNELS))
def test_every_k_tile_consumed_once(built, name):
    b = built[f"tl_{name}"]
    g = geometry(b.spec.params)
    n = 0
    for heading, st in b.plan.body.steps:
        mult = int(re.search(r"\(x (\d+)\)$", heading).group(1))
        n += mult * sum(1 for it in st if isinstance(it, Wait) and (it.vm, it.lgkm) == (0, None))
    assert n == g.k_tiles
    _, nb, _ = k_blocks(b.spec.params)
    # code: at most 2 taps in the loop body + 2 peeled, each <= 5 K tile steps
    steps = sum(1 for _, st in b.plan.body.steps if any(getattr(it, "op", None) == "s_barrier" for it in st))
    assert steps <= 4 * min(nb, 5)


@pytest.mark.parametrize("name", ["bf16_7x7x7_c192", "big_c512"])
def test_code_bytes_under_icache(built, name):
    b = built[f"tl_{name}"]
    code = from_asm_text(b.asm, kernel=b.plan.name).code_bytes
    if code is None:
        pytest.skip("no assembler found")
    assert code < limits.ICACHE_BYTES
