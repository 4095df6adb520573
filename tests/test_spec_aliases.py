"""One spec vocabulary (docs/architecture.md, "Spec vocabulary"): deprecated parameter names are aliases of
the canonical ones. A spec written with the old names builds byte-identical kernels (same names, same .s),
each old name gets one located warning from validate/build/list (never an error), an old and a canonical
name in one kernel is a located error, and name placeholders work with either name."""
from __future__ import annotations

import json
import re
import warnings

import pytest
import yaml
from click.testing import CliRunner

from cli.main import cli
from flygen.build.pipeline import generate
from flygen.families import FAMILIES
from flygen.spec.load import SpecWarning, load_specs

WITH_ALIASES = sorted(n for n, f in FAMILIES.items() if getattr(f.module("spec"), "ALIASES", None))
SHIPPED = {"gemm_fp8": "examples/gemm_fp8.yaml", "conv3d": "examples/conv3d.yaml"}


def test_every_alias_names_a_canonical_parameter():
    for name, f in FAMILIES.items():
        mod = f.module("spec")
        for old, new in getattr(mod, "ALIASES", {}).items():
            assert new in mod.SCHEMA and old not in mod.SCHEMA, (name, old, new)
    assert set(WITH_ALIASES) == set(SHIPPED)      # a family gaining aliases gets a shipped spec checked here


def _to_old_names(doc: dict, aliases: dict) -> dict:
    """The shipped spec rewritten with every deprecated name (keys, sweep keys and name placeholders)."""
    back = {new: old for old, new in aliases.items()}
    ren = lambda d: {back.get(k, k): v for k, v in d.items()}   # noqa: E731
    out = dict(doc, defaults=ren(doc.get("defaults", {})), kernels=[])
    for k in doc["kernels"]:
        k = ren(k)
        if "sweep" in k:
            k["sweep"] = ren(k["sweep"])
        k["name"] = re.sub(r"\{(\w+)\}", lambda m: "{" + back.get(m.group(1), m.group(1)) + "}", k["name"])
        out["kernels"].append(k)
    return out


@pytest.mark.parametrize("family", WITH_ALIASES)
def test_old_names_build_byte_identical_kernels(tmp_path, family):
    src = SHIPPED[family]
    aliases = FAMILIES[family].module("spec").ALIASES
    doc = yaml.safe_load(open(src))
    old = tmp_path / "old.yaml"
    old.write_text(yaml.safe_dump(_to_old_names(doc, aliases), sort_keys=False))
    assert any(a in old.read_text() for a in aliases)
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        got = generate([old])
    assert seen and all(issubclass(w.category, SpecWarning) for w in seen)
    want = generate([src])
    assert [b.spec.name for b in got] == [b.spec.name for b in want]
    assert [b.spec.params for b in got] == [b.spec.params for b in want]     # planners see the canonical names
    assert [b.asm for b in got] == [b.asm for b in want]


SPEC = """target: gfx950
defaults:
  k: 256
kernels:
  - name: g_{block_m}_{tile_n}
    family: gemm_fp8
    waves: 4
    block_m: 64
    tile_n: 64
  - name: g_s{tile_m}
    family: gemm_fp8
    waves: 4
    sweep:
      block_m: [64, 128]
"""


def _run(*args):
    return CliRunner().invoke(cli, list(args))


def _lines(r, kind):
    return [line for line in r.stderr.splitlines() if line.startswith(kind)]


@pytest.mark.parametrize("cmd", [("validate",), ("list",), ("build", "-o", "OUT")])
def test_old_names_warn_located_and_build(tmp_path, cmd):
    p = tmp_path / "s.yaml"
    p.write_text(SPEC)
    args = [a.replace("OUT", str(tmp_path / "out")) for a in cmd]
    r = _run(*args, str(p))
    assert r.exit_code == 0, r.output
    assert _lines(r, "warning:") == [
        f"warning: {p}:8:14: kernels[0].block_m: deprecated, use tile_m",
        f"warning: {p}:3:6: defaults.k: deprecated, use K",
        f"warning: {p}:14:16: kernels[1].sweep.block_m: deprecated, use tile_m",
    ]
    assert not _lines(r, "error:")


def test_placeholders_work_with_either_name(tmp_path):
    p = tmp_path / "s.yaml"
    p.write_text(SPEC)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SpecWarning)
        ks = load_specs([p])
    assert [k.name for k in ks] == ["g_64_64", "g_s64", "g_s128"]
    assert all("block_m" not in k.params and k.params["tile_m"] in (64, 128) and k.params["K"] == 256 for k in ks)
    assert ks[0].where("tile_m") == (8, 14) and ks[2].where("tile_m") == (14, 21)   # located where written


@pytest.mark.parametrize("entry,at,old,new", [
    ("{name: g, family: gemm_fp8, K: 256, block_m: 256, tile_m: 256}", "3:50", "block_m", "tile_m"),
    ("{name: g, family: gemm_fp8, k: 256, K: 256}", "3:36", "k", "K"),
    ("{name: g, family: conv3d, d: 4, h: 4, w: 4, c: 64, k: 64, block_n: 64, sweep: {tile_n: [64]}}", "3:72",
     "block_n", "tile_n"),
])
def test_old_and_canonical_name_in_one_kernel_is_a_located_error(tmp_path, entry, at, old, new):
    p = tmp_path / "s.yaml"
    p.write_text(f"target: gfx950\nkernels:\n  - {entry}\n")
    r = _run("validate", str(p))
    assert r.exit_code == 2
    assert _lines(r, "error:") == [f"error: {p}:{at}: kernels[0].{old}: both {old} (deprecated) and {new} given "
                                   f"to kernels[0]; keep {new}"]


def test_schema_shows_canonical_names_and_marks_aliases_deprecated():
    r = _run("schema")
    assert r.exit_code == 0
    variants = {v["properties"]["family"]["const"]: v for v in json.loads(r.output)["properties"]["kernels"]["items"]["oneOf"]}
    for family in WITH_ALIASES:
        v = variants[family]
        for old, new in FAMILIES[family].module("spec").ALIASES.items():
            assert v["properties"][old]["deprecated"] is True and "deprecated" not in v["properties"][new]
            assert new in v["properties"] and old not in v.get("required", [])


def test_select_reads_a_manifest_written_with_the_old_names():
    from flygen.runtime.select import contract
    old = {"dtype": "fp8", "out_dtype": "bf16", "b_layout": "row_major", "block_m": 256, "block_n": 256,
           "block_k": 128, "k": 4096}
    new = {"dtype": "fp8", "out_dtype": "bf16", "b_layout": "row_major", "tile_m": 256, "tile_n": 256,
           "tile_k": 128, "K": 4096}
    assert contract("gemm_fp8", old) == contract("gemm_fp8", new) is not None


# one spelling per dtype (flygen.spec.schema.VALUE_ALIASES): fp16 is the deprecated spelling of f16
FP16_SPEC = """target: gfx950
defaults: {out_dtype: fp16}
kernels:
  - name: ps_{in_dtype}_{out_dtype}
    family: gemm_preshuffle
    N: 256
    K: 512
    tile_m: 64
    tile_n: 128
    tile_k: 64
    sweep:
      in_dtype: [fp16, bf16]
  - name: g8_{out_dtype}
    family: gemm_fp8
    dtype: fp8
    waves: 8
    K: 256
    out_dtype: fp16
"""


def test_fp16_is_a_deprecated_spelling_of_f16(tmp_path):
    old = tmp_path / "old.yaml"
    old.write_text(FP16_SPEC)
    new = tmp_path / "new.yaml"
    new.write_text(FP16_SPEC.replace("fp16", "f16"))
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        got = generate([old])
    msgs = sorted({str(w.message) for w in seen if issubclass(w.category, SpecWarning)})

    def at(line_text):        # FILE:LINE:COL of the fp16 on the spec line that starts with line_text
        n, line = next((n, t) for n, t in enumerate(FP16_SPEC.splitlines(), 1) if t.lstrip().startswith(line_text))
        return f"{old}:{n}:{line.index('fp16') + 1}"
    # located at each place fp16 is written: defaults, a sweep value, a kernel entry
    assert msgs == sorted([f"{at('defaults:')}: defaults.out_dtype: fp16 is deprecated, use f16",
                           f"{at('in_dtype:')}: kernels[0].sweep.in_dtype[0]: fp16 is deprecated, use f16",
                           f"{at('out_dtype:')}: kernels[1].out_dtype: fp16 is deprecated, use f16"]), msgs
    with warnings.catch_warnings():
        warnings.simplefilter("error")           # the canonical spelling warns nothing
        want = generate([new])
    assert [b.spec.name for b in got] == [b.spec.name for b in want] == ["ps_f16_f16", "ps_bf16_f16", "g8_f16"]
    assert [b.spec.params for b in got] == [b.spec.params for b in want]
    assert [b.asm for b in got] == [b.asm for b in want]
    assert {b.spec.params["out_dtype"] for b in got} == {"f16"}


def test_fp16_elsewhere_is_still_refused(tmp_path):
    """Only fields whose choices hold f16 rename it: a field without f16 reports fp16 as before (conv3d bias)."""
    spec = tmp_path / "c.yaml"
    spec.write_text("target: gfx950\nkernels:\n  - name: c\n    family: conv3d\n    bias: true\n    bias_dtype: fp16\n")
    with pytest.raises(Exception, match=r"bias_dtype"):
        load_specs([spec])


# conv3d's `relu: bool` became the shared activation field (RETYPED): relu: true is activation: relu
RELU_SPEC = """target: gfx950
defaults: {family: conv3d, d: 4, h: 4, w: 4, c: 64, k: 64, t: 3, r: 3, s: 3, padding: [1, 1, 1]}
kernels:
  - name: cv_on
    bias: true
    relu: true
  - name: cv_{relu}
    sweep:
      relu: [false, true]
"""


def test_relu_is_a_deprecated_spelling_of_activation_relu(tmp_path):
    old = tmp_path / "old.yaml"
    old.write_text(RELU_SPEC)
    new = tmp_path / "new.yaml"
    new.write_text(RELU_SPEC.replace("    relu: true", "    activation: relu").replace("{relu}", "{activation}")
                   .replace("      relu: [false, true]", "      activation: [none, relu]"))
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        got = generate([old])
    msgs = sorted({str(w.message) for w in seen if issubclass(w.category, SpecWarning)})
    lines = RELU_SPEC.splitlines()
    at = lambda n, s: f"{old}:{n + 1}:{lines[n].index(s) + 1}"   # noqa: E731  (the value the key holds)
    assert msgs == sorted([f"{at(5, 'true')}: kernels[0].relu: deprecated, use activation: relu",
                           f"{at(8, '[')}: kernels[1].sweep.relu: deprecated, use activation: true -> relu, "
                           "false -> none"]), msgs
    with warnings.catch_warnings():
        warnings.simplefilter("error")           # the canonical spelling warns nothing
        want = generate([new])
    assert [b.spec.name for b in got] == [b.spec.name for b in want] == ["cv_on", "cv_none", "cv_relu"]
    assert [b.spec.params for b in got] == [b.spec.params for b in want]
    assert "relu" not in got[0].spec.params and got[0].spec.params["activation"] == "relu"
    assert [b.asm for b in got] == [b.asm for b in want]
    assert "v_max_f32" in want[0].asm and "v_max_f32" not in want[1].asm


@pytest.mark.parametrize("value, shown", [("1", "1"), ("relu", "'relu'")])
def test_relu_takes_only_booleans(tmp_path, value, shown):
    spec = tmp_path / "c.yaml"
    spec.write_text(f"target: gfx950\nkernels:\n  - name: c\n    family: conv3d\n    d: 4\n    h: 4\n    w: 4\n"
                    f"    c: 64\n    k: 64\n    relu: {value}\n")
    with pytest.raises(Exception) as e:
        load_specs([spec])
    assert f"{spec}:10:11: kernels[0].relu: relu (deprecated) must be one of true, false, got {shown}; use activation" \
        in str(e.value), str(e.value)


def test_schema_marks_the_deprecated_spellings():
    from cli.cmd_spec import spec_json_schema
    kinds = spec_json_schema()["properties"]["kernels"]["items"]["oneOf"]
    variants = {v["properties"]["family"]["const"]: v for v in kinds}
    relu = variants["conv3d"]["properties"]["relu"]
    assert relu["deprecated"] is True and relu["type"] == "boolean" and "activation: relu" in relu["description"]
    assert variants["conv3d"]["properties"]["activation"]["enum"][0] == "none"
    out = variants["gemm_preshuffle"]["properties"]["out_dtype"]
    assert "enum" not in out and "f16" in out["anyOf"][0]["enum"] and "fp16" not in out["anyOf"][0]["enum"]
    assert {"const": "fp16", "deprecated": True, "description": "deprecated alias of f16"} in out["anyOf"]
    # a field without f16 among its choices has no fp16 branch
    assert "anyOf" not in variants["conv3d"]["properties"]["bias_dtype"]


def test_select_and_model_read_relu_through_the_retyped_field():
    from flygen.spec.conv3d import RETYPED
    import flygen.spec.conv3d as conv3d
    from flygen.spec.schema import canonical_params
    assert canonical_params(conv3d, {"relu": True, "block_m": 64}) == {"activation": "relu", "tile_m": 64}
    assert canonical_params(conv3d, {"relu": False}) == {"activation": "none"}
    assert canonical_params(conv3d, {"relu": 1}) == {"activation": 1}     # not a boolean: the schema refuses it
    assert RETYPED["relu"][0] in conv3d.SCHEMA and "relu" not in conv3d.SCHEMA
