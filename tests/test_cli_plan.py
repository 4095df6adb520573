"""`flygen plan`: the plan as data, and pictures of its layouts."""
import json

from click.testing import CliRunner

from flygen.cli.main import cli


def test_plan_json_matches_kernel_and_draws(tmp_path):
    r = CliRunner().invoke(cli, ["plan", "examples/axpby.yaml", "-k", "axpby_f32_bf16", "--json",
                                 "--draw", str(tmp_path)])
    assert r.exit_code == 0, r.output
    (info,) = json.loads(r.output)
    assert info["workgroup"] == [256, 1, 1] and info["waves"] == 4
    assert info["grid"]["exprs"][0] == "ceil_div(n, 1024)"
    assert [a["name"] for a in info["args"]] == ["x", "y", "alpha", "beta", "n"]
    assert [a["offset"] for a in info["args"]] == [0, 8, 16, 20, 24]
    (lay,) = info["layouts"]
    assert lay["layout"] == "(256,4):(4,1)"
    svg = (tmp_path / "axpby_f32_bf16.tile_tv.svg").read_text()
    assert svg.startswith("<svg") and "(256,4):(4,1)" in svg
    # every register symbol in the map appears as a .set line in the rendered kernel
    asm = CliRunner().invoke(cli, ["plan", "examples/axpby.yaml", "-k", "axpby_f32_bf16", "--asm"]).output
    for reg in info["registers"]["map"]:
        assert f".set {reg['name']}, {reg['index']}" in asm


def test_plan_draw_says_what_it_drew(tmp_path):
    r = CliRunner().invoke(cli, ["plan", "examples/axpby.yaml", "-k", "axpby_f32_bf16", "--draw", str(tmp_path)])
    assert r.exit_code == 0, r.output
    assert f"drew 1 of 1 layouts into {tmp_path}" in r.output
    r = CliRunner().invoke(cli, ["plan", "examples/gemm_preshuffle_paths.yaml", "-k", "preshuffle_fp8_sync_s1",
                                 "--draw", str(tmp_path / "pre")])
    assert r.exit_code == 0, r.output
    assert f"drew 7 of 7 layouts into {tmp_path / 'pre'}" in r.output


def _tv_values(lay):
    import numpy as np
    from flygen.layout.layout import size
    return np.sort(np.array([lay(i) for i in range(size(lay))], dtype=np.int64))


def test_gemm_preshuffle_records_its_layouts(tmp_path):
    """gemm_preshuffle's A copy / fragment, B fragment and C store TV layouts each cover their tile exactly once
    (a wrong mode or stride would miss or double a byte); the B tile is the full preshuffled layout on the
    workgroup's block; the swizzled A reads are conflict-free in the bank model (modeled)."""
    import numpy as np
    from flygen.build.pipeline import generate
    from flygen.plan import preshuffle_layouts as PL
    from flygen.plan.describe import pictures
    r = CliRunner().invoke(cli, ["plan", "examples/gemm_preshuffle_paths.yaml", "-k", "preshuffle_fp8_async_s2",
                                 "--json", "--draw", str(tmp_path)])
    assert r.exit_code == 0, r.output
    (info,) = json.loads(r.output)
    assert [lay["name"] for lay in info["layouts"]] == ["a_copy", "lds_a_tile", "a_fragment", "a_fragment_banks",
                                                         "b_preshuffled_tile", "b_fragment", "c_store"]
    assert len(info["pictures"]) == 7 and not info["pictures_skipped"]
    assert info["layouts"][3]["bank_conflicts"]["conflicts"] == 0
    for spec, name in [("examples/gemm_preshuffle_paths.yaml", "preshuffle_fp8_async_s2"),
                       ("examples/gemm_preshuffle_paths.yaml", "preshuffle_bf16_k128")]:
        (b,) = generate([spec], (name,))
        p, lays = b.plan.params, {pl.name: pl for pl in b.plan.layouts}
        for n in ("a_copy", "a_fragment", "b_fragment", "c_store"):
            tile = lays[n].tile
            assert np.array_equal(_tv_values(lays[n].layout), np.arange(tile[0] * tile[1])), (name, n)
        bt, full = lays["b_preshuffled_tile"].layout, None
        kb = p["K"] * (8 if p["in_dtype"] == "fp8" else 16) // 8
        full = PL.b_preshuffle(p["N"], kb)
        tn, tkb = p["tile_n"], bt.shape[1][0] * bt.shape[1][1] * bt.shape[1][2]
        for n in range(0, tn, 7):
            for k in range(0, tkb, 5):
                assert bt((n, k)) == full((n, k))
        assert sorted(pictures(b.plan)[0]) == sorted(f"{name}.{x}" for x in lays)


def test_gemm_fp8_records_its_layouts(tmp_path):
    """gemm_fp8's LDS tiles and fragment reads are recorded and drawn; the bank picture's model finds the swizzled
    A reads conflict-free (a wrong swizzle or fragment layout would show conflicts)."""
    r = CliRunner().invoke(cli, ["plan", "examples/gemm_fp8.yaml", "-k", "gemm_fp8_4w_row_major", "--json",
                                 "--draw", str(tmp_path)])
    assert r.exit_code == 0, r.output
    (info,) = json.loads(r.output)
    names = [lay["name"] for lay in info["layouts"]]
    assert names == ["lds_a_tile", "lds_b_tile", "a_fragment_read", "b_fragment_read", "a_fragment_banks"]
    assert len(info["pictures"]) == 5 and not info["pictures_skipped"]
    banks = info["layouts"][-1]["bank_conflicts"]
    assert banks["conflicts"] == 0          # the Swizzle(3,4,4) LDS map: no bank conflict on the A reads (modeled)


def test_plan_pictures_skip_layouts_past_the_cap(tmp_path):
    """The cap is flygen.layout.draw.MAX_CELLS, the same one `flygen layout draw` applies."""
    from types import SimpleNamespace
    from flygen.layout.draw import MAX_CELLS
    from flygen.layout.layout import Layout
    from flygen.plan.describe import pictures
    from flygen.plan.kernel import PlanLayout
    small = PlanLayout("small", Layout((16, 8), (8, 1)))
    big = PlanLayout("big", Layout((512, 256), (256, 1)))                    # 131072 elements
    tv = PlanLayout("tv_big", Layout((64, 4), (1, 64)), kind="tv", tile=(1024, 128))
    drawn, skipped = pictures(SimpleNamespace(name="k", layouts=[small, big, tv]))
    assert list(drawn) == ["k.small"] and drawn["k.small"].startswith("<svg")
    assert skipped == [f"k.big: 131072 elements, more than the {MAX_CELLS} drawn (`flygen layout eval` for single "
                       "values)", f"k.tv_big: 131072 elements, more than the {MAX_CELLS} drawn (`flygen layout "
                       "eval` for single values)"]
    r = CliRunner().invoke(cli, ["layout", "draw", "(512,256):(256,1)", "-o", str(tmp_path / "x.svg")])
    assert r.exit_code != 0 and f"at most {MAX_CELLS}" in r.output


FAMILY_KERNELS = [("examples/axpby.yaml", "axpby_f32_bf16"), ("examples/gemm_fp8.yaml", "gemm_fp8_4w_row_major"),
                  ("examples/gemm_preshuffle_paths.yaml", "preshuffle_fp8_sync_s1"),
                  ("examples/gemm_fp8_splitk.yaml", "decode_fp8_k8192_splitk_det_reduce"),
                  ("examples/conv3d.yaml", "conv3d_bf16_3x3x3_c128_k128"),
                  ("examples/conv3d.yaml", "conv3d_bf16_3x3x3_x_ncdhw_x_ndhwc"),
                  ("examples/moe.yaml", "moe_s1_fp8"), ("examples/attention.yaml", "fa_bf16_d64"),
                  ("examples/attention.yaml", "fa_f16_d64_causal_split2_combine")]


def test_every_family_draws_something():
    """Every family records layouts and at least one of them fits the cap, so `plan --draw` draws a picture for
    each (the whole-tensor layouts of conv3d / the transpose are skipped with a note, their tile views drawn)."""
    from flygen.build.pipeline import generate
    from flygen.families import FAMILIES
    from flygen.plan.describe import pictures
    seen = set()
    for spec, name in FAMILY_KERNELS:
        (b,) = generate([spec], (name,))
        drawn, skipped = pictures(b.plan)
        assert drawn and all(svg.startswith("<svg") for svg in drawn.values()), (name, skipped)
        assert len(drawn) + len(skipped) == len(b.plan.layouts)
        seen.add(b.plan.family)
    assert seen == set(FAMILIES)
