"""group_n (workgroup-N grouping, the transpose of group_m; FlyDSL's 2-D N-band order) on gemm_fp8: the map is
group_m's code with M and N exchanged (wg_order.order_n over wg_order.order, the SALU of wg_order.salu), a
bijection on the launched grid; the emitted SALU is that map; the remapped kernel's C is bitwise the
hardware-order kernel's C on the emulator (same inputs); ragged M and N verify; a broken swap is caught; spec
errors are located."""
import dataclasses
import itertools
import tempfile

import numpy as np
import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.errors import EmulatorError, SpecErrors
from flygen.plan import wg_order
from flygen.ref.gemm import make_case
from flygen.runtime.run import check_case
from flygen.check.verify import emu_library, verify_one

FP8 = {"family": "gemm_fp8", "dtype": "fp8", "waves": 4, "tile_m": 64, "tile_n": 64, "K": 256}


def _build(tmp_path, kern):
    path = tmp_path / f"{kern['name']}.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [kern]}))
    return generate([str(path)])[0]


def _order_n_table(G, gx, gy):
    """(m, n) per hardware id of the transposed grid: x = M tile (gy of them) fastest, y = N tile (gx)."""
    y, x = np.divmod(np.arange(gx * gy), gy)
    return wg_order.order_n(G, gx, gy, x, y)


@pytest.mark.parametrize("G", (2, 4, 8))
def test_bijection_and_n_first(G):
    for gx, gy in itertools.product(range(1, 19), range(1, 13)):
        m, n = _order_n_table(G, gx, gy)
        assert m.min() >= 0 and n.min() >= 0 and m.max() < gy and n.max() < gx, (G, gx, gy)
        assert np.unique(m * gx + n).size == gx * gy, (G, gx, gy)
        y, x = np.divmod(np.arange(gx * gy), gy)        # wg_remap xcd first: still a bijection
        m, n = wg_order.order_n(G, gx, gy, x, y, True)
        assert np.unique(m * gx + n).size == gx * gy, (G, gx, gy)
    m, n = _order_n_table(G, G + 1, 3)                  # a full N band of G tiles, then the short tail band
    assert list(zip(m[:G], n[:G])) == [(0, j) for j in range(G)]
    assert list(zip(m[G:2 * G], n[G:2 * G])) == [(1, j) for j in range(G)]
    assert set(n[3 * G:]) == {G}                        # the tail band: the last N tile, every M tile


@pytest.mark.parametrize("G,shape", [(4, {"M": 150, "N": 300}), (2, {"M": 97, "N": 161})])
def test_remap_is_bitwise_the_hardware_order(tmp_path, tc, G, shape):
    plain = _build(tmp_path, {"name": "fp8_plain", **FP8})
    grouped = _build(tmp_path, {"name": f"fp8_gn{G}", **FP8, "group_n": G})
    assert grouped.plan.grid.exprs[0] == "ceil_div(M, 64)" and plain.plan.grid.exprs[0] == "ceil_div(N, 64)"
    outs = []
    for b in (plain, grouped):
        with tempfile.TemporaryDirectory() as tmp:
            lib = emu_library([b], tmp, tc)
            case = make_case(b.spec.params, shape, np.random.default_rng(7))
            r = check_case(lib, b.plan.name, case)
        assert r["passed"] and r["hazards"] == [], r
        outs.append(np.asarray(case.args["c"]).view(np.uint16).copy())
    assert np.array_equal(outs[0], outs[1])


def test_a_broken_exchange_is_caught(tmp_path, tc):
    b = _build(tmp_path, {"name": "fp8_gn4", **FP8, "group_n": 4})
    bad = b.asm.replace("s_mov_b32 s[s_wg_y], s[s_grp+0]", "s_mov_b32 s[s_wg_y], s[s_wg_y]", 1)
    assert bad != b.asm
    try:        # without the exchange tiles land on wrong (or no) C elements: mismatches, or a fault past a buffer
        r = verify_one(dataclasses.replace(b, asm=bad), {"M": 150, "N": 300}, seed=5, toolchain=tc)
    except EmulatorError as e:
        assert "outside every allocation" in str(e)
    else:
        assert not r["passed"] and r["checks"][0]["mismatches"] > 0


@pytest.mark.parametrize("kern,msg", [
    ({**FP8, "group_n": 4, "group_m": 2}, "exclude each other"),
    ({**FP8, "waves": 8, "tile_m": 384, "tile_n": 256, "group_n": 4}, "group_n 4 needs a power-of-two tile_m"),
    ({**FP8, "group_n": 3}, "group_n"),
])
def test_spec_errors_are_located(tmp_path, kern, msg):
    from flygen.spec.load import load_spec
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [{"name": "bad", **kern}]}, sort_keys=False))
    with pytest.raises(SpecErrors) as e:
        load_spec(path)
    text = str(e.value)
    assert f"{path}:" in text and "kernels[0].group_n" in text and msg in text, text
