"""conv3d's rolled K loop (k_loop: rolled / auto): per filter tap a loop over its 128-byte channel blocks with
the K advance in SGPRs (s_koff_a: gA's channel mode, s_koff_b: w_kmode). Emulator vs float64 numpy (bf16 and
fp8, padding, channel tails, stride 2, ragged M and K, preshuffled w, > 512 K tiles), zero hazards; the rolled
and unrolled forms of one spec give bit-identical outputs; a zeroed K advance or a wrong trip count fails;
plan: the rule, the loop's advances against the layouts, every K tile consumed exactly once."""
import re

import numpy as np
import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.errors import EmulatorError
from flygen.plan.conv3d.layouts import gA, geometry, w_kmode
from flygen.plan.items import Instr, Label, Wait
from flygen.plan.gemm_layouts import global_full
from flygen.ref import conv3d as ref
from flygen.spec.conv3d import MAX_K_TILES, k_blocks, k_loop_forms, rolled_trips
from flygen.check.verify import verify_one

from conv3d_support import mutate as _mutate, plan_all, run as _run

KERNELS = {
    # 360 bf16 = 720 B per tap: 5 full blocks + an 80-byte tail (6 K tiles: 2 trips); 3x3x3 padding 1,
    # stride (1, 2, 1); M = 1*3*2*5 = 30 (ragged vs 128), K = 80 (ragged vs 64)
    "bf16_c360_pad_tail": dict(dtype="bf16", n=1, d=3, h=4, w=5, c=360, k=80, t=3, r=3, s=3, stride=[1, 2, 1],
                               padding=[1, 1, 1], k_loop="rolled"),
    # fp8, 592 B per tap (4 full + 80-byte tail: 1 trip + a peeled step), stride 2 padding 1, preshuffled,
    # bias + relu
    "fp8_c592_s2_pre": dict(dtype="fp8", n=2, d=3, h=3, w=4, c=592, k=64, t=3, r=3, s=3, stride=[2, 2, 2],
                            padding=[1, 1, 1], w_layout="preshuffled", bias=True, activation="relu", k_loop="rolled"),
    # bf16 320 = 640 B = 5 whole blocks (no tail: the step issuing the last block jumps to the next tap);
    # depth dilation 2 with padding 2, asymmetric filter, K = 80
    "bf16_c320_dil": dict(dtype="bf16", n=1, d=5, h=3, w=4, c=320, k=80, t=3, r=1, s=3, padding=[2, 0, 1],
                          dilation=[2, 1, 1], k_loop="rolled"),
    # fp8 row-major with a 16-byte tail: 1040 B = 8 blocks + 16 B (9 K tiles: 3 trips + a peeled step)
    "fp8_c1040_tail": dict(dtype="fp8", n=1, d=2, h=3, w=3, c=1040, k=64, t=2, r=2, s=1, padding=[0, 1, 0],
                           k_loop="rolled"),
    # > 512 K tiles (27 taps x 20 blocks = 540; unrolled is capped at 512). auto picks the tap loop (the rolled
    # code, 27 taps x 4 steps, is over its code budget), so the rolled form is asked for explicitly
    "bf16_c1280_540_tiles": dict(dtype="bf16", n=1, d=3, h=3, w=3, c=1280, k=64, t=3, r=3, s=3,
                                 padding=[1, 1, 1], k_loop="rolled"),
}


@pytest.fixture(scope="module")
def spec(tmp_path_factory):
    path = tmp_path_factory.mktemp("conv3d_rolled") / "rolled.yaml"
    kernels = [{"name": f"r_{n}", "family": "conv3d", **kw} for n, kw in KERNELS.items()]
    kernels.append({"name": "r_unrolled_c360", "family": "conv3d", **{**KERNELS["bf16_c360_pad_tail"],
                                                                      "k_loop": "unrolled"}})
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": kernels}))
    return str(path)


@pytest.fixture(scope="module")
def built(spec):
    return {b.plan.name: b for b in generate([spec])}


@pytest.mark.parametrize("name", list(KERNELS))
def test_rolled_verifies_with_zero_hazards(built, tc, name):
    b = built[f"r_{name}"]
    assert b.plan.body.rolled and re.search(r"^\s*s_cbranch_scc1 \.L\w+_kloop\b", b.asm, re.M)
    r = verify_one(b, seed=5, toolchain=tc)
    (c,) = r["checks"]
    assert r["hazards"] == []
    assert c["mismatches"] == 0 and c["nan_mismatch"] == 0 and c["guard_ok"], c
    assert c["max_err_over_tol"] <= 1.0
    assert r["passed"]


def test_rolled_and_unrolled_give_identical_bits(built):
    # same tiles, same MFMA order: the two forms must agree bit for bit
    rolled, unrolled = built["r_bf16_c360_pad_tail"], built["r_unrolled_c360"]
    assert not unrolled.plan.body.rolled and "s_cbranch" not in unrolled.asm
    case = ref.make_case(rolled.spec.params, {}, np.random.default_rng(3))
    y0 = case.args["y"].copy()
    a = _run(rolled, case.args)
    case.args["y"] = y0
    assert np.array_equal(a.view(np.uint16), _run(unrolled, case.args).view(np.uint16))


# ---- negatives: the loop's K advance and trip count are load-bearing

def _fails(b, tc):
    """Wrong results, or a memory fault (an extra trip reads past the end of w through soffset)."""
    try:
        r = verify_one(b, seed=5, toolchain=tc)
    except EmulatorError as e:
        return "memory fault" in str(e)
    return not r["passed"] and r["checks"][0]["mismatches"] > 0


@pytest.mark.parametrize("reg", ["s_koff_a", "s_koff_b"])
def test_zero_k_advance_fails(built, tc, reg):
    # the per-block advance inside the loop body set to 0: the loop re-reads one channel block
    b = built["r_bf16_c360_pad_tail"]
    pat = rf"^(\s*s_add_u32 s\[{reg}\], s\[{reg}\]), 128(\s*// (gA channel mode|w_kmode): one 128-byte block)$"
    assert _fails(_mutate(b, pat, r"\1, 0\2"), tc)


@pytest.mark.parametrize("delta", [-1, 1])
def test_wrong_trip_count_fails(built, tc, delta):
    b = built["r_fp8_c1040_tail"]
    trips = rolled_trips(k_blocks(b.spec.params)[1])
    assert trips == 3
    m = _mutate(b, rf"^(\s*s_mov_b32 s\[s_loop\]), {trips}\b", rf"\1, {trips + delta}", count=1)
    assert _fails(m, tc)


# ---- plan

def test_rule_picks_rolled_when_unrolled_is_over_budget(tmp_path):
    # (the rule itself and the tap loop's side: tests/test_conv3d_taps.py::test_rule)
    plans = plan_all(tmp_path, {
        "c1280_1x1x4": dict(c=1280, t=1, r=1, s=4),    # 80 tiles: unrolled 40 KB > budget, rolled 9 KB
        "c16384_1x1x1": dict(c=16384, t=1, r=1, s=1),  # 1 tap x 256 blocks: unrolled 123 KB, rolled 4 KB
        "c1024_1x1x1": dict(c=1024, t=1, r=1, s=1),    # 16 tiles: unrolled 10 KB fits
        "c1280": dict(c=1280)})                        # 540 tiles: no unrolled; rolled 49 KB (27 taps), taps
    forms = {n: [f for f, _ in kp.body.k_loop_auto] for n, kp in plans.items()}
    assert forms == {"c1280_1x1x4": ["unrolled", "rolled"], "c16384_1x1x1": ["unrolled", "rolled"],
                     "c1024_1x1x1": ["unrolled"], "c1280": ["rolled", "taps"]}
    assert [plans[n].body.form for n in forms] == ["rolled", "rolled", "unrolled", "taps"]
    assert rolled_trips(k_blocks(plans["c16384_1x1x1"].params)[1]) == 127
    assert k_loop_forms({"dtype": "bf16", "c": 64, "t": 3, "r": 3, "s": 3, "k_loop": "rolled"}) == ("rolled",)
    assert k_loop_forms({"dtype": "bf16", "c": 64, "t": 3, "r": 3, "s": 3, "k_loop": "auto"}) == ("unrolled", "taps")


def _advances(items):
    out = {}
    for it in items:
        if isinstance(it, Instr) and it.op == "s_add_u32" and it.args[0] in ("s[s_koff_a]", "s[s_koff_b]"):
            out[it.args[0][2:-1]] = int(it.args[2])
    return out


@pytest.mark.parametrize("name", ["bf16_c360_pad_tail", "fp8_c592_s2_pre", "bf16_c320_dil"])
def test_loop_advances_are_the_layouts_at_128_byte_steps(built, name):
    b = built[f"r_{name}"]
    p = b.spec.params
    g = geometry(p)
    pre = p["w_layout"] == "preshuffled"
    chan = gA(g)[0][1][0]                                             # gA's channel mode
    wk, gb = w_kmode(g, pre), global_full(g.w_row_bytes(pre), pre)
    blocks = [(h, st) for h, st in b.plan.body.steps if "+ 2i" in h]
    assert len(blocks) == 2 * g.taps
    for tau in range(g.taps):
        for j, (_, st) in enumerate(blocks[2 * tau: 2 * tau + 2]):
            kb = tau * g.cp + 128 * (j + 1)                           # the block this step issues
            want_a = int(chan(kb % g.cp + 128)) - int(chan(kb % g.cp))
            want_b = int(gb((0, int(wk(kb + 128))))) - int(gb((0, int(wk(kb)))))
            assert _advances(st) == {"s_koff_a": want_a, "s_koff_b": want_b}


@pytest.mark.parametrize("name", list(KERNELS))
def test_every_k_tile_consumed_once(built, name):
    # steps inside a loop run `trips` times: the consumed K tiles (one vmcnt(0) wait each) add up to K tiles
    b = built[f"r_{name}"]
    g = geometry(b.spec.params)
    trips = rolled_trips(g.cp // 128)
    n, tap_loops = 0, 0
    for heading, st in b.plan.body.steps:
        waits = sum(1 for it in st if isinstance(it, Wait) and (it.vm, it.lgkm) == (0, None))
        n += waits * (trips if "+ 2i" in heading else 1)
        tap_loops += any(isinstance(it, Label) for it in st)
        sets = [it for it in st if isinstance(it, Instr) and it.op == "s_mov_b32" and it.args[0] == "s[s_loop]"]
        assert all(it.args == ("s[s_loop]", str(trips)) for it in sets)
    assert n == g.k_tiles and tap_loops == g.taps
    # code: 2 loop steps + the peeled ones per tap instead of every K tile
    assert len(b.plan.body.steps) == g.taps * (2 + g.cp // 128 - 2 * trips + 2)


def test_over_512_tiles_is_rolled_and_small(built):
    b = built["r_bf16_c1280_540_tiles"]
    g = geometry(b.spec.params)
    assert g.k_tiles == 540 > MAX_K_TILES
    mfmas = re.findall(r"^\s+v_mfma_f32_16x16x32_bf16 ", b.asm, flags=re.M)
    assert len(mfmas) == 16 * g.taps * 4                          # 4 steps of code per tap, not 20
