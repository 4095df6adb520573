"""conv3d wave grids (spec wave_grid): 8 waves on a 128 x 128 tile (4 x 2 and the auto 2 x 4), other
factorisations of 4 and 8 waves, on the emulator vs numpy with padding, stride 2, ragged M, a channel tail;
the tiled MMA, fragment reads and epilogue follow the grid; grids that cannot tile the block are located spec
errors; 8-wave 256 x 256 plans with an A fragment ring at 2 waves per SIMD and verifies (its mutants fail);
8-wave 256 x 384 does not launch (located)."""

import json
import re

import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.inspect.resources import occupancy, resources
from flygen.inspect.source import from_asm_text
from flygen.isa import limits
from flygen.errors import FlygenError, PlanError
from flygen.plan import conv3d as conv3d_plan
from flygen.spec.conv3d import WAVE_GRID, WAVE_GRIDS, tile_units
from flygen.check.verify import verify_one

from conv3d_support import mutate

# 3x3x3, padding 1, stride 2: output 2 x 3 x 4 = 24 pixels per image, M = 48 (ragged vs 128); C = 96 bf16 = 192 B
# per tap (one full K tile + a 64-byte tail), 144 fp8 = 144 B (a 16-byte tail); K = 144 (ragged vs 128)
BASE = {"family": "conv3d", "n": 2, "d": 3, "h": 5, "w": 7, "k": 144, "t": 3, "r": 3, "s": 3,
        "stride": [2, 2, 2], "padding": [1, 1, 1]}
KERNELS = {
    "bf16_8w_42": dict(dtype="bf16", c=96, waves=8, wave_grid=[4, 2], tile_m=128, tile_n=128),
    "fp8_8w_42": dict(dtype="fp8", c=144, waves=8, wave_grid=[4, 2], tile_m=128, tile_n=128, bias=True,
                      activation="relu", w_layout="preshuffled"),
    "bf16_8w_auto": dict(dtype="bf16", c=96, waves=8, tile_m=128, tile_n=128),             # auto = 2 x 4
    "fp8_8w_81": dict(dtype="fp8", c=144, waves=8, wave_grid=[8, 1], tile_m=128, tile_n=64),
    "bf16_8w_18": dict(dtype="bf16", c=96, waves=8, wave_grid=[1, 8], tile_m=64, tile_n=128),
    "bf16_4w_41": dict(dtype="bf16", c=96, waves=4, wave_grid=[4, 1], tile_m=128, tile_n=64),
    "fp8_4w_14": dict(dtype="fp8", c=144, waves=4, wave_grid=[1, 4], tile_m=64, tile_n=128),
    # the rolled and tap K loops share the tiled MMA: C = 360 bf16 = 720 B per tap (6 K tiles, an 80-byte tail)
    "bf16_8w_42_rolled": dict(dtype="bf16", c=360, t=1, r=3, s=3, waves=8, wave_grid=[4, 2], tile_m=128,
                              tile_n=128, k_loop="rolled"),
    "fp8_8w_42_taps": dict(dtype="fp8", c=144, waves=8, wave_grid=[4, 2], tile_m=128, tile_n=128, k_loop="taps"),
}


def _write(path, kernels):
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [
        {"name": f"t_{name}", **{**BASE, **kw}} for name, kw in kernels.items()]}))
    return str(path)


@pytest.fixture(scope="module")
def spec(tmp_path_factory):
    return _write(tmp_path_factory.mktemp("conv3d_waves") / "waves.yaml", KERNELS)


def _built(spec, name):
    return generate([spec], (f"t_{name}",))[0]


@pytest.mark.parametrize("name", list(KERNELS))
def test_verify_passes_with_zero_hazards(spec, tc, name):
    r = verify_one(_built(spec, name), seed=7, toolchain=tc)
    (c,) = r["checks"]
    assert r["hazards"] == []
    assert c["mismatches"] == 0 and c["nan_mismatch"] == 0 and c["guard_ok"], c
    assert c["max_err_over_tol"] <= 1.0
    assert r["passed"]


@pytest.mark.parametrize("name,grid", [("bf16_8w_42", (4, 2)), ("bf16_8w_auto", (2, 4)), ("fp8_4w_14", (1, 4))])
def test_tiled_mma_is_over_the_wave_grid(spec, name, grid):
    b = _built(spec, name)
    c = conv3d_plan.configure(b.spec.params, b.plan.body.form)
    assert c.mma.waves == grid
    # each wave owns tile_m / wm x tile_n / wn of C, as whole 16 x 16 atoms
    assert c.rm * 16 * grid[0] == c.bm and c.rn * 16 * grid[1] == c.bn
    assert ("wave grid" in b.asm) == (grid != WAVE_GRID[b.spec.params["waves"]])


def test_4x2_and_2x4_differ_only_in_the_wave_layout(spec):
    # same data path, other per-wave tile: 32 x 64 (2 A, 4 B fragment reads per K step) vs 64 x 32 (4, 2)
    a, b = (conv3d_plan.configure(_built(spec, n).spec.params, _built(spec, n).plan.body.form)
            for n in ("bf16_8w_42", "bf16_8w_auto"))
    assert (a.rm, a.rn) == (2, 4) and (b.rm, b.rn) == (4, 2)
    assert a.dma_a.instrs == b.dma_a.instrs == 2 and a.lds_total == b.lds_total == 65536


def test_tile_units_divide_by_the_default_grid():
    # auto (2 x 2 / 2 x 4) tiles every block any other grid of the same waves tiles
    for w, grids in WAVE_GRIDS.items():
        um, un = tile_units(w, WAVE_GRID[w])
        assert all(u % um == 0 and v % un == 0 for u, v in (tile_units(w, g) for g in grids))
    assert tile_units(8, (4, 2)) == (64, 64) and tile_units(8, (8, 1)) == (128, 64)
    assert tile_units(4, (2, 2)) == (32, 32) and tile_units(4, (1, 4)) == (32, 64)


def _one(tmp_path, **kw):
    path = tmp_path / "e.yaml"
    kernel = {"dtype": "bf16", "d": 3, "h": 5, "w": 7, "c": 96, "k": 80, **kw}
    lines = ["target: gfx950", "kernels:", "  - name: e", "    family: conv3d"] + \
        [f"    {k}: {json.dumps(v)}" for k, v in kernel.items()]
    path.write_text("\n".join(lines) + "\n")
    return str(path), lines


@pytest.mark.parametrize("kw,field,msg", [
    ({"waves": 8, "wave_grid": [2, 2], "tile_m": 128, "tile_n": 128}, "wave_grid", r"\[2, 2\] is 4 waves"),
    ({"waves": 4, "wave_grid": [4, 2], "tile_m": 128, "tile_n": 128}, "wave_grid", r"\[4, 2\] is 8 waves"),
    ({"waves": 8, "wave_grid": [8, 1], "tile_m": 64, "tile_n": 128}, "wave_grid",
     r"cannot tile tile_m = 64: .* multiple of 128"),
    ({"waves": 8, "wave_grid": [1, 8], "tile_m": 128, "tile_n": 64}, "wave_grid",
     r"cannot tile tile_n = 64: .* multiple of 128"),
    ({"waves": 4, "wave_grid": [4, 1], "tile_m": 96, "tile_n": 64}, "wave_grid", r"cannot tile tile_m = 96"),
    ({"waves": 8, "tile_m": 96, "tile_n": 128}, "tile_m", r"\[2, 4\] \(auto\) cannot tile tile_m = 96"),
    ({"waves": 8, "wave_grid": [4], "tile_m": 128}, "wave_grid", r"list of two positive integers"),
    ({"waves": 8, "wave_grid": "4x2"}, "wave_grid", r"must be auto or"),
])
def test_grids_that_cannot_tile_the_block_are_located(tmp_path, kw, field, msg):
    path, lines = _one(tmp_path, **kw)
    line = next(i for i, s in enumerate(lines, 1) if s.startswith(f"    {field}:"))
    with pytest.raises(FlygenError, match=rf"^{re.escape(path)}:{line}:\d+: kernels\[0\]\.{field}: .*{msg}"):
        generate([path])


# 8 waves at 256 x 256 (2 waves per SIMD: 256 unified VGPRs per wave): 128 accumulators + addresses leave too
# few registers for a whole K tile's A fragments, so the planner takes the first A fragment ring that launches
# (flygen.plan.conv3d.placements). M = 2 x 5 x 4 = 40 (ragged vs 256), K = 144 (ragged vs 256), padding on h, w;
# C = 96 bf16 / 144 fp8: a channel tail; C = 224 bf16 = 448 B: 4 blocks per tap, the rolled loop runs.
BIG = {"family": "conv3d", "n": 2, "d": 1, "h": 5, "w": 4, "k": 144, "t": 1, "r": 3, "s": 3, "padding": [0, 1, 1],
       "waves": 8, "tile_m": 256, "tile_n": 256}
BIG_KERNELS = {   # name: (spec, ring slots of units)
    "bf16_256_auto": (dict(dtype="bf16", c=96), (8, 16)),
    "fp8_256_42": (dict(dtype="fp8", c=144, wave_grid=[4, 2], bias=True, activation="relu"), (2, 4)),
    "bf16_256_42_rolled": (dict(dtype="bf16", c=224, r=1, padding=[0, 0, 1], wave_grid=[4, 2], k_loop="rolled"),
                           (4, 8)),
    "fp8_256_auto_taps": (dict(dtype="fp8", c=144, k_loop="taps", w_layout="preshuffled"), (4, 8)),
}


@pytest.fixture(scope="module")
def big(tmp_path_factory):
    path = tmp_path_factory.mktemp("conv3d_256") / "big.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [
        {"name": f"t_{name}", **BIG, **kw} for name, (kw, _) in BIG_KERNELS.items()]}))
    return {b.spec.name[2:]: b for b in generate([str(path)])}


def _ok(r):
    (c,) = r["checks"]
    return r["hazards"] == [] and c["mismatches"] == 0 and c["nan_mismatch"] == 0 and c["guard_ok"] \
        and c["max_err_over_tol"] <= 1.0 and r["passed"]


@pytest.mark.parametrize("name", list(BIG_KERNELS))
def test_8_waves_256x256_plans_at_2_waves_per_simd_with_an_a_ring(big, name):
    b, (slots, units) = big[name], BIG_KERNELS[name][1]
    res = from_asm_text(b.asm, kernel=b.plan.name)
    r = resources(res)
    assert r["vgpr_allocated"] <= limits.vgpr_budget(8) == 256 and not r["spills"] and r["scratch_bytes"] == 0
    assert occupancy(r)["waves_per_simd"] == 2 == b.plan.occupancy()["waves_per_simd"]
    c = conv3d_plan.configure(b.spec.params, b.plan.body.form)
    assert c.rm * c.rk == units and conv3d_plan.placements(b.spec.params)[:2] == [0, units // 2]
    # the ring in the .set notes, and the A operands of the MFMAs only ever in the S slots
    assert f"ring: {slots} slots of {c.atom.a_regs} for {units} units" in b.asm
    a_ops = set(re.findall(r"^\s*v_mfma\S* v\[v_acc\+\d+:v_acc\+\d+\], v\[v_frag\+(\d+):", b.asm, re.M))
    assert {int(x) for x in a_ops} == {c.atom.a_regs * i for i in range(slots)}


@pytest.mark.parametrize("name", list(BIG_KERNELS))
def test_8_waves_256x256_verifies_with_zero_hazards(big, tc, name):
    assert _ok(verify_one(big[name], seed=7, toolchain=tc))


# mutants of the ring (fp8 4 x 2: 2 slots of 4 units, 2 ds_read_b128 per unit): the wait ahead of the first MFMA
# that reads a refilled slot dropped (it reads the slot before its lgkmcnt wait); a unit's reads moved ahead of
# the last MFMA reading the slot's previous unit (the slot overwritten while still needed)
RING_MUTANTS = [
    (r"^(\s*ds_read_b128 v\[v_frag\+0:v_frag\+3\][^\n]*A rep 2 k 0 chunk 0\n\s*ds_read_b128[^\n]*\n"
     r"(?:\s*s_waitcnt lgkmcnt\(\d+\)[^\n]*\n)?(?:\s*v_mfma[^\n]*\n){8}(?:\s*ds_read_b128[^\n]*\n){2})\s*s_waitcnt lgkmcnt\(\d+\)[^\n]*\n", r"\1"),
    (r"^(\s*v_mfma[^\n]*C rep \(0,7\) k 0\n)(\s*ds_read_b128[^\n]*A rep 2 k 0 chunk 0\n\s*ds_read_b128[^\n]*\n)",
     r"\2\1"),
]


@pytest.mark.parametrize("mut", RING_MUTANTS)
def test_ring_mutants_fail(big, tc, mut):
    r = verify_one(mutate(big["fp8_256_42"], *mut), seed=7, toolchain=tc)
    assert not _ok(r) and any("LDS load is not waited for" in str(h) for h in r["hazards"])


def test_tiles_that_fitted_keep_the_whole_k_tile_fragments(spec):
    # placement 0 (no ring) is what every kernel that planned before keeps (golden digests: their asm unchanged)
    for name in KERNELS:
        b = _built(spec, name)
        assert "A fragment ring" not in b.asm and conv3d_plan.placements(b.spec.params)[0] == 0


@pytest.mark.parametrize("dtype,kw,hint", [("bf16", {"tile_n": 384}, "tile_n: 192"),
                                           ("fp8", {"wave_grid": [4, 2], "tile_m": 384}, "tile_n: 128")])
def test_8_waves_over_256x256_does_not_launch(tmp_path, dtype, kw, hint):
    # 256 x 384 / 384 x 256 on 8 waves: 192 accumulators per lane; even the smallest A ring leaves 296 / 316
    # unified VGPRs > the 256 of a wave of an 8-wave workgroup: a located plan error naming the nearest fit
    path, _ = _one(tmp_path, dtype=dtype, c=144 if dtype == "fp8" else 96, waves=8, **{"tile_m": 256, "tile_n": 256, **kw})
    field = hint.split(":")[0]
    with pytest.raises(PlanError, match=rf"e\.yaml:\d+:\d+: kernels\[0\]\.{field} .*unified VGPRs per wave "
                                        rf"\(allocated \d+\) exceed the 256.*nearest configuration that fits: {hint}$"):
        generate([path])
