"""Spec loading: located errors, defaults, sweeps, schema."""
import json
import textwrap

import pytest
from click.testing import CliRunner

from flygen.cli.main import cli
from flygen.errors import SpecErrors
from flygen.spec.load import load_spec

DATA = "tests/data/specs"


def write(tmp_path, text, name="s.yaml"):
    p = tmp_path / name
    p.write_text(textwrap.dedent(text))
    return p


def test_sweep_expands_cartesian_and_fills_names(tmp_path):
    p = write(tmp_path, """\
        target: gfx950
        defaults: {block: 128}
        kernels:
          - name: k_{x_dtype}_{vector}
            family: elementwise
            sweep: {x_dtype: [f32, bf16], vector: [2, 4]}
        """)
    ks = load_spec(p)
    assert [k.name for k in ks] == ["k_f32_2", "k_f32_4", "k_bf16_2", "k_bf16_4"]
    assert all(k.params["block"] == 128 for k in ks)          # from defaults
    assert ks[2].params["x_dtype"] == "bf16" and ks[2].params["vector"] == 2
    assert ks[0].params["y_dtype"] == "f32"                    # schema default


def test_every_error_is_located(tmp_path):
    with pytest.raises(SpecErrors) as ei:
        load_spec(f"{DATA}/bad_keys.yaml")
    lines = [str(e) for e in ei.value.errors]
    # unknown key on line 7 col 12 (value position), with a suggestion
    assert any(line.startswith(f"{DATA}/bad_keys.yaml:7:") and "kernels[1].blok" in line
               and "did you mean 'block'" in line for line in lines), lines
    assert any(":8:14: kernels[1].x_dtype: must be one of f32, f16, bf16, got 'f64'" in line for line in lines), lines


def test_sweep_value_error_points_at_the_value(tmp_path):
    with pytest.raises(SpecErrors) as ei:
        load_spec(f"{DATA}/bad_sweep.yaml")
    (err,) = ei.value.errors
    # 96 is the second sweep value, at line 6 col 20
    assert (err.line, err.col) == (6, 20)
    assert err.path == "kernels[0].block" and "multiple of 64, got 96" in err.message


def test_yaml_syntax_and_type_errors(tmp_path):
    p = write(tmp_path, "target: gfx950\nkernels: [\n")
    with pytest.raises(SpecErrors) as ei:
        load_spec(p)
    assert "YAML syntax error" in str(ei.value)
    p = write(tmp_path, """\
        target: gfx942
        kernels:
          - {name: b, family: elementwise, block: "256"}
          - {name: a, family: elementwise}
          - {name: a, family: elementwise}
        """)
    msgs = [str(e) for e in pytest.raises(SpecErrors, load_spec, p).value.errors]
    assert any(":1:9: target: target must be one of gfx950, got 'gfx942'" in m for m in msgs), msgs
    assert any("kernels[0].block: must be an integer, got '256'" in m for m in msgs), msgs
    assert any("kernels[2].name: duplicate kernel name 'a' (also kernels[1])" in m for m in msgs), msgs


def test_duplicate_yaml_key_rejected(tmp_path):
    p = write(tmp_path, "target: gfx950\ntarget: gfx950\nkernels: []\n")
    err = pytest.raises(SpecErrors, load_spec, p).value.errors[0]
    assert (err.line, err.path, err.message) == (2, "target", "duplicate key")


def test_cli_validate_reports_without_traceback():
    r = CliRunner().invoke(cli, ["validate", f"{DATA}/bad_keys.yaml"])
    assert r.exit_code == 2
    assert "Traceback" not in r.output
    assert r.output.count("error: ") == 2


def test_cli_validate_runs_the_planners_and_reports_every_failing_kernel(tmp_path):
    """A spec that passes the schema but not its planner (LDS over 160 KiB) fails validate, located at the
    field, for every such kernel; --no-plan checks the schema only."""
    spec = tmp_path / "s.yaml"
    spec.write_text(textwrap.dedent("""\
        target: gfx950
        kernels:
          - {name: big, family: gemm_fp8, dtype: fp8, K: 4096, tile_m: 512, tile_n: 512}
          - {name: fine, family: gemm_fp8, dtype: fp8, K: 4096}
          - {name: big2, family: gemm_fp8, dtype: bf16, tile_k: 64, K: 4096, tile_n: 512}
        """))
    r = CliRunner().invoke(cli, ["validate", str(spec)])
    assert r.exit_code == 2 and "Traceback" not in r.output
    lines = [ln for ln in r.output.splitlines() if ln.startswith("error: ")]
    assert len(lines) == 2
    assert f"{spec}:3:" in lines[0] and "kernels[0].tile_m (big)" in lines[0] and "LDS" in lines[0]
    assert f"{spec}:5:" in lines[1] and "kernels[2]" in lines[1] and "(big2)" in lines[1]
    r = CliRunner().invoke(cli, ["validate", "--no-plan", str(spec)])
    assert r.exit_code == 0 and "schema only" in r.output
    r = CliRunner().invoke(cli, ["validate", "examples/axpby.yaml"])
    assert r.exit_code == 0 and "all planned" in r.output


def test_cli_list_and_schema():
    r = CliRunner().invoke(cli, ["list", "--json", "examples/axpby.yaml"])
    assert r.exit_code == 0, r.output
    names = [k["name"] for k in json.loads(r.output)]
    assert names == [f"axpby_{x}_{y}" for x in ("f32", "bf16") for y in ("f32", "bf16", "f16")]
    r = CliRunner().invoke(cli, ["schema"])
    s = json.loads(r.output)
    fam = next(v for v in s["properties"]["kernels"]["items"]["oneOf"]
               if v["properties"]["family"] == {"const": "elementwise"})
    assert fam["properties"]["family"] == {"const": "elementwise"}
    # the canonical choices, and fp16 offered only as a deprecated alias of f16 (flygen.spec.schema.VALUE_ALIASES)
    canonical, alias = fam["properties"]["x_dtype"]["anyOf"]
    assert canonical["enum"] == ["f32", "f16", "bf16"]
    assert alias["const"] == "fp16" and alias["deprecated"] is True
