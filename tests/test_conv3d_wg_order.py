"""conv3d workgroup order (`group_m`, `wg_remap: xcd`; FlyDSL's test_conv3d_fp8_wgm_configs, wgm 1/2/4/8) through
gemm_fp8's code (flygen/plan/wg_order.py, the fields from flygen.spec.gemm_fp8.wg_order_fields): a remap moves
which workgroup computes which tile, never a result, so y is bit-identical to the hardware order for every
group size (ragged M and N tiles, a short tail group), a partial launch (m_tile0 > 0) still verifies (the remap
is a bijection on the launched grid), the order is printed by `flygen plan`, a mutant remap (the group's first
tile dropped) changes y, and a non-power-of-two tile_m is a located error."""
import re

import numpy as np
import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.errors import FlygenError
from flygen.plan.describe import describe
from flygen.ref import conv3d as ref
from flygen.toolchain import find_toolchain
from flygen.check.verify import verify_one

from conv3d_support import mutate, run

# M = 10 x 30 = 300 pixels: 5 M tiles of 64 (the last ragged); K = 160: 3 N tiles of 64 (the last ragged)
BASE = dict(family="conv3d", dtype="bf16", n=1, d=1, h=10, w=30, c=64, k=160, t=1, r=3, s=3, padding=[0, 1, 1],
            tile_m=64, tile_n=64)
ORDERS = {"g1": (1, "none"), "g2x": (2, "xcd"), "g4": (4, "none"), "g8x": (8, "xcd")}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    path = tmp_path_factory.mktemp("conv3d_wgo") / "o.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [
        {"name": f"o_{n}", **BASE, "group_m": g, "wg_remap": x} for n, (g, x) in ORDERS.items()]}))
    return {b.spec.name[2:]: b for b in generate([str(path)])}


@pytest.fixture(scope="module")
def case(built):
    return ref.make_case(built["g1"].spec.params, {}, np.random.default_rng(3))


@pytest.fixture(scope="module")
def baseline(built, case):
    return run(built["g1"], case.args).view(np.uint16)


@pytest.mark.parametrize("name", ["g2x", "g4", "g8x"])
def test_remap_keeps_every_bit(built, case, baseline, name):
    b = built[name]
    g, x = ORDERS[name]
    assert f"workgroup order: group_m {g}" in "\n".join(b.plan.summary)
    assert ("wg_remap xcd" in b.asm) == (x == "xcd") and f"// group_m {g}:" in b.asm
    got = run(b, {**case.args, "y": case.args["y"].copy()}).view(np.uint16)
    assert np.array_equal(got, baseline)


def test_hardware_order_is_unchanged_and_verifies(built, case, baseline):
    assert "group_m" not in built["g1"].asm and "wg_remap" not in built["g1"].asm
    c = case.checks[0]
    want = np.asarray(c.expected, np.float64)
    got = baseline[:c.count].view(np.dtype("V2")).view(case.args["y"].dtype).astype(np.float64)
    assert np.all(np.abs(got - want) <= c.atol)


def test_partial_launch_with_remap_verifies(built):
    r = verify_one(built["g8x"], sizes={"m_tile0": 2}, seed=1, toolchain=find_toolchain())
    assert r["passed"] and r["hazards"] == [] and r["grid"] == [3, 3, 1], r["checks"]


def test_order_is_in_flygen_plan(built):
    s = describe(built["g8x"].plan)["summary"]
    assert any(line.startswith("workgroup order: wg_remap xcd") for line in s)
    assert any(line.startswith("workgroup order: group_m 8") for line in s)
    assert not any("workgroup order" in line for line in describe(built["g1"].plan)["summary"])


def test_mutant_remap_changes_y(built, case, baseline):
    # the last line of the group_m remap adds the group's first M tile; without it groups after the first
    # overwrite the first group's tiles
    bad = mutate(built["g4"], r"^\s*s_add_u32 s\[s_wg_y\], s\[s_wg_y\], s\[s_tmp\+1\]\n", count=1)
    got = run(bad, {**case.args, "y": case.args["y"].copy()}).view(np.uint16)
    assert not np.array_equal(got, baseline)


def test_non_power_of_two_tile_m_is_located(tmp_path):
    path = tmp_path / "e.yaml"
    path.write_text("target: gfx950\nkernels:\n  - name: e\n    family: conv3d\n    d: 4\n    h: 4\n    w: 4\n"
                    "    c: 64\n    k: 64\n    tile_m: 192\n    group_m: 2\n")
    with pytest.raises(FlygenError, match=rf"^{re.escape(str(path))}:11:14: kernels\[0\]\.group_m: group_m 2 needs "
                                          r"a power-of-two tile_m"):
        generate([str(path)])
