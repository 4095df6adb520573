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
    assert "drew nothing: the gemm_preshuffle planner records no layouts" in r.output


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
