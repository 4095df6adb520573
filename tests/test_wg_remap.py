"""wg_remap: xcd (XCD-aware workgroup remap, Triton's/aiter's remap_xcd) on gemm_fp8 and gemm_preshuffle, alone
and with group_m: the remap is remap_xcd, a bijection on the launched grid for every M, N; the emitted code
(SALU magic division for preshuffle's compile-time N tiles, f32 reciprocal + correction for gemm_fp8's run-time
N) computes it on the emulator; the f32 route stays exact with a reciprocal off by a few ULP; the kernels verify
with ragged M and N; the model's L2 fill sees the remap; spec errors are located."""
import dataclasses
import itertools

import numpy as np
import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.emu.launch import run_snippet
from flygen.errors import EmulatorError, SpecErrors
from flygen.isa import limits
from flygen.plan import wg_order
from flygen.check.verify import verify_one


def _triton_remap_xcd(pid, grid_mn, num_xcds=8):
    """aiter/ops/triton/utils/pid_preprocessing.py remap_xcd, branch for branch."""
    pids_per_xcd = (grid_mn + num_xcds - 1) // num_xcds
    tall_xcds = grid_mn % num_xcds
    tall_xcds = num_xcds if tall_xcds == 0 else tall_xcds
    xcd = pid % num_xcds
    local_pid = pid // num_xcds
    if xcd < tall_xcds:
        return xcd * pids_per_xcd + local_pid
    return tall_xcds * pids_per_xcd + (xcd - tall_xcds) * (pids_per_xcd - 1) + local_pid


def test_remap_is_remap_xcd_and_a_bijection():
    assert limits.XCDS == 8 and limits.xcd_of(13) == 5
    for T in range(1, 400):
        got = wg_order.xcd_remap(np.arange(T), T)
        assert list(got) == [_triton_remap_xcd(p, T) for p in range(T)], T
        assert sorted(got) == list(range(T)), T


def test_each_xcd_gets_a_contiguous_run():
    T = 8 * 37 + 5                                     # 5 tall XCDs of 38 ids, 3 short ones of 37
    L = np.arange(T)
    new = wg_order.xcd_remap(L, T)
    for x in range(8):
        mine = np.sort(new[limits.xcd_of(L) == x])
        assert (np.diff(mine) == 1).all() and mine.size == (38 if x < 5 else 37)


@pytest.mark.parametrize("G", wg_order.GROUP_M)
def test_remap_then_group_is_a_bijection_on_every_grid(G):
    for gx, gy in itertools.product(range(1, 21), range(1, 37)):
        y, x = np.divmod(np.arange(gx * gy), gx)
        m, n = wg_order.order(G, gx, gy, x, y, remap=True)
        assert m.min() >= 0 and n.min() >= 0 and m.max() < gy and n.max() < gx, (G, gx, gy)
        assert np.unique(m * gx + n).size == gx * gy, (G, gx, gy)


def _run(gx_const, M, gx, x, y, G=1):
    s = [f"s{20 + i}" for i in range(wg_order.SCRATCH)]
    gxr = gx if gx_const else "s13"
    lines = [f"s_mov_b32 s12, {M}", f"s_mov_b32 s13, {gx}", f"s_mov_b32 s2, {x}", f"s_mov_b32 s3, {y}"]
    lines += wg_order.salu_xcd(64, "s12", gxr, "s2", "s3", s, ["v4", "v5"])
    lines += wg_order.salu(G, 64, "s12", gxr, "s2", "s3", s)
    st = run_snippet("\n".join(ln for ln in lines if not ln.startswith("//"))).state
    return int(st.s[0, 3]), int(st.s[0, 2])


@pytest.mark.parametrize("gx_const", (True, False))
def test_emitted_code_is_the_map(gx_const):
    for G, gx, gy in ((1, 1, 1), (1, 3, 5), (1, 7, 9), (4, 5, 11), (2, 1, 13), (8, 3, 17)):
        M = 64 * gy - 5
        m, n = wg_order.order(G, gx, gy, *np.divmod(np.arange(gx * gy), gx)[::-1], remap=True)
        for i in range(gx * gy):
            y, x = divmod(i, gx)
            assert _run(gx_const, M, gx, x, y, G) == (m[i], n[i]), (G, gx, gy, x, y)


@pytest.mark.parametrize("gx_const", (True, False))
def test_emitted_code_on_large_grids(gx_const):
    rng = np.random.default_rng(1)
    for gx, gy in ((1, 60000), (40000, 3), (4097, 4093), (65535, 65535)):
        M = 64 * gy
        ids = rng.integers(0, gx * gy, 12).tolist() + [0, gx * gy - 1]
        m, n = wg_order.order(1, gx, gy, np.array(ids) % gx, np.array(ids) // gx, remap=True)
        for i, L in enumerate(ids):
            assert _run(gx_const, M, gx, L % gx, L // gx) == (m[i], n[i]), (gx, gy, L)


def test_f32_division_survives_an_inexact_reciprocal():
    # gemm_fp8's route: q0 = trunc(f32(L) * rcp(f32(gx))), one correction step each way; hardware v_rcp_f32 is
    # within 1 ULP, here perturbed by up to +-2 ULP, for quotients below 2^21 (the documented bound)
    rng = np.random.default_rng(0)
    gx = np.concatenate([np.arange(1, 300), rng.integers(1, 1 << 26, 3000)]).astype(np.int64)
    q = rng.integers(0, 1 << 21, gx.size)
    r = (rng.random(gx.size) * gx).astype(np.int64)
    L = np.minimum(q * gx + r, (1 << 31) - 1)
    for ulp in range(-2, 3):
        rc = np.float32(1) / gx.astype(np.float32)
        rc = rc.view(np.int32) + np.int32(ulp)
        q0 = np.trunc(L.astype(np.float32) * rc.view(np.float32)).astype(np.int64)
        rem = L - q0 * gx
        q0, rem = np.where(rem < 0, q0 - 1, q0), np.where(rem < 0, rem + gx, rem)
        q0, rem = np.where(rem >= gx, q0 + 1, q0), np.where(rem >= gx, rem - gx, rem)
        assert (q0 == L // gx).all() and (rem == L % gx).all(), ulp


def _build(tmp_path, kern):
    path = tmp_path / "x.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [kern]}))
    return generate([str(path)])[0]


FP8 = {"family": "gemm_fp8", "dtype": "fp8", "waves": 4, "tile_m": 64, "tile_n": 64, "K": 256,
       "wg_remap": "xcd"}
PS = {"family": "gemm_preshuffle", "in_dtype": "fp8", "N": 192, "K": 256, "tile_m": 64, "tile_n": 64,
      "tile_k": 128, "wg_remap": "xcd"}


@pytest.mark.parametrize("G,shape", [(1, {"M": 300, "N": 200}), (4, {"M": 700, "N": 330}),
                                     (2, {"M": 65, "N": 1000}), (1, {"M": 1, "N": 1})])
def test_gemm_fp8_verifies(tmp_path, tc, G, shape):
    b = _build(tmp_path, {"name": f"fx_g{G}", **FP8, "group_m": G})
    r = verify_one(b, shape, seed=7, toolchain=tc)
    (c,) = r["checks"]
    assert r["passed"] and r["hazards"] == [] and c["mismatches"] == 0 and c["guard_ok"], r


@pytest.mark.parametrize("G,M", [(1, 300), (2, 161), (8, 1000)])
def test_gemm_preshuffle_verifies(tmp_path, tc, G, M):
    b = _build(tmp_path, {"name": f"px_g{G}", **PS, "group_m": G})
    r = verify_one(b, {"M": M}, seed=7, toolchain=tc)
    assert r["passed"] and r["hazards"] == [], r
    assert all(c["mismatches"] == 0 and c["guard_ok"] for c in r["checks"])


def test_a_wrong_remap_is_caught(tmp_path, tc):
    b = _build(tmp_path, {"name": "fx", **FP8})
    bad = b.asm.replace("s_cselect_b32 s[s_grp+3], 0, s[s_grp+3]", "s_mov_b32 s[s_grp+3], 0", 1)
    assert bad != b.asm                 # drop the short-XCD correction: ids collide and run past the grid
    try:
        r = verify_one(dataclasses.replace(b, asm=bad), {"M": 300, "N": 200}, seed=7, toolchain=tc)
    except EmulatorError as e:          # a tile past M: the A descriptor's base lands outside every allocation
        assert "memory fault" in str(e)
    else:
        assert not r["passed"]


def test_plan_shows_the_order(tmp_path):
    b = _build(tmp_path, {"name": "fxg", **FP8, "group_m": 4})
    assert any("wg_remap xcd" in s for s in b.plan.summary) and any("group_m 4" in s for s in b.plan.summary)


def test_model_l2_fill_follows_the_remap():
    from flygen.model.run import _traffic
    geo = (8192, 8192, 8192, 256, 256, 1, 1, 2)
    grid = (32, 32, 1)
    fills = {(g, x): _traffic(geo, grid, 1024, 1, 0.0, 1.0, g, x)[0] for g in (1, 8) for x in (False, True)}
    # hardware order: each XCD's 32 resident tiles span 8 rows x 4 columns; group_m 8 alone: 1 row x 32 columns
    # (consecutive ids go to different XCDs); remap + group_m 8: 8 x 4 again, but now contiguous per XCD
    assert fills[(8, False)] > fills[(1, False)]
    assert fills[(8, True)] <= fills[(1, False)]
    assert "wg_remap xcd" in _traffic(geo, grid, 1024, 1, 0.0, 1.0, 1, True)[2]


@pytest.mark.parametrize("kern,msg", [
    ({**FP8, "waves": 8, "tile_m": 256, "tile_n": 768}, "wg_remap xcd needs a power-of-two tile_n"),
    ({**PS, "tile_m": 48}, "wg_remap xcd needs a power-of-two tile_m"),
    ({**FP8, "wg_remap": "yes"}, "wg_remap"),
])
def test_spec_errors_are_located(tmp_path, kern, msg):
    from flygen.spec.load import load_spec
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [{"name": "bad", **kern}]}, sort_keys=False))
    with pytest.raises(SpecErrors) as e:
        load_spec(path)
    text = str(e.value)
    assert f"{path}:" in text and "kernels[0].wg_remap" in text and msg in text, text
