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
