"""group_m (workgroup-M grouping, Triton's GROUP_SIZE_M) on gemm_fp8 and gemm_preshuffle: the map from the
hardware workgroup id to the (m, n) tile is a bijection on the launched grid for every M, N (short tail group
included); the emitted SALU computes that map (run on the emulator for every workgroup of many grids); the
kernels verify against numpy with ragged M and N; a broken remap is caught; spec errors are located."""
import itertools

import numpy as np
import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.emu.launch import run_snippet
from flygen.errors import SpecErrors
from flygen.plan import wg_order
from flygen.check.verify import verify_one


def _order_table(G, gx, gy):
    y, x = np.divmod(np.arange(gx * gy), gx)          # hardware dispatch order: x fastest
    return wg_order.order(G, gx, gy, x, y)


@pytest.mark.parametrize("G", wg_order.GROUP_M)
def test_bijection_on_every_grid(G):
    for gx, gy in itertools.product(range(1, 23), range(1, 41)):
        m, n = _order_table(G, gx, gy)
        assert m.min() >= 0 and n.min() >= 0 and m.max() < gy and n.max() < gx, (G, gx, gy)
        assert np.unique(m * gx + n).size == gx * gy, (G, gx, gy)


def test_grouped_order_walks_G_m_tiles_first():
    m, n = _order_table(4, 5, 6)                      # 6 M tiles: one full group of 4, a tail group of 2
    assert list(zip(m[:8], n[:8])) == [(0, 0), (1, 0), (2, 0), (3, 0), (0, 1), (1, 1), (2, 1), (3, 1)]
    assert list(zip(m[20:24], n[20:24])) == [(4, 0), (5, 0), (4, 1), (5, 1)]       # Triton's short tail group


def _run_salu(G, tile_m, M, gx, x, y):
    t = [f"s{20 + i}" for i in range(wg_order.SCRATCH)]
    code = "\n".join([f"s_mov_b32 s12, {M}", f"s_mov_b32 s13, {gx}", f"s_mov_b32 s2, {x}", f"s_mov_b32 s3, {y}"]
                      + [ln for ln in wg_order.salu(G, tile_m, "s12", "s13", "s2", "s3", t) if not ln.startswith("//")])
    st = run_snippet(code).state
    return int(st.s[0, 3]), int(st.s[0, 2])


@pytest.mark.parametrize("G", (2, 4, 8))
def test_emitted_salu_is_the_map(G):
    for gx, gy in ((1, 1), (3, 5), (2, 2 * G + 3), (3, 3 * G - 1), (1, G + 1)):
        M = 64 * gy - 17                       # ragged last M tile
        m, n = _order_table(G, gx, gy)
        for i in range(gx * gy):
            y, x = divmod(i, gx)
            assert _run_salu(G, 64, M, gx, x, y) == (m[i], n[i]), (G, gx, gy, x, y)


def _build(tmp_path, kern):
    path = tmp_path / "g.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [kern]}))
    return generate([str(path)])[0]


FP8 = {"family": "gemm_fp8", "dtype": "fp8", "waves": 4, "tile_m": 64, "tile_n": 64, "K": 256}
PS = {"family": "gemm_preshuffle", "in_dtype": "fp8", "N": 192, "K": 256, "tile_m": 64, "tile_n": 64,
      "tile_k": 128}


@pytest.mark.parametrize("G,shape", [(4, {"M": 300, "N": 200}), (2, {"M": 130, "N": 330}),
                                     (8, {"M": 100, "N": 70})])
def test_gemm_fp8_verifies(tmp_path, tc, G, shape):
    b = _build(tmp_path, {"name": f"fp8_g{G}", **FP8, "group_m": G})
    r = verify_one(b, shape, seed=5, toolchain=tc)
    (c,) = r["checks"]
    assert r["passed"] and c["mismatches"] == 0 and c["guard_ok"], c


@pytest.mark.parametrize("G,M", [(4, 300), (2, 161), (8, 40)])
def test_gemm_preshuffle_verifies(tmp_path, tc, G, M):
    b = _build(tmp_path, {"name": f"ps_g{G}", **PS, "group_m": G})
    r = verify_one(b, {"M": M}, seed=5, toolchain=tc)
    assert r["passed"] and all(c["mismatches"] == 0 and c["guard_ok"] for c in r["checks"]), r["checks"]


def test_a_wrong_remap_is_caught(tmp_path, tc):
    b = _build(tmp_path, {"name": "fp8_g4", **FP8, "group_m": 4})
    bad = b.asm.replace("s_add_u32 s[s_wg_y], s[s_wg_y], s[s_grp+1]", "s_mov_b32 s[s_wg_y], s[s_wg_y]", 1)
    assert bad != b.asm
    import dataclasses
    r = verify_one(dataclasses.replace(b, asm=bad), {"M": 300, "N": 200}, seed=5, toolchain=tc)
    assert not r["passed"]


def test_default_is_no_remap(tmp_path):
    assert "s_grp" not in _build(tmp_path, {"name": "fp8_g1", **FP8}).asm
    assert "s_grp" not in _build(tmp_path, {"name": "ps_g1", **PS}).asm


@pytest.mark.parametrize("kern,msg", [
    ({**FP8, "waves": 8, "tile_m": 384, "tile_n": 256, "group_m": 4}, "group_m 4 needs a power-of-two tile_m"),
    ({**PS, "tile_m": 48, "group_m": 2}, "group_m 2 needs a power-of-two tile_m"),
    ({**FP8, "group_m": 3}, "group_m"),
])
def test_spec_errors_are_located(tmp_path, kern, msg):
    from flygen.spec.load import load_spec
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [{"name": "bad", **kern}]}, sort_keys=False))
    with pytest.raises(SpecErrors) as e:
        load_spec(path)
    text = str(e.value)
    assert f"{path}:" in text and "kernels[0].group_m" in text and msg in text, text
