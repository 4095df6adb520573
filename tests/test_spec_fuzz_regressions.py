"""Bugs found by the spec fuzzer (bench/fuzz_specs.py, tests/test_fuzz_specs.py), each minimised to the spec a
user could write, run through the CLI as a user would: one located line, no traceback, no hang."""
from __future__ import annotations

import re
import time

import pytest
from click.testing import CliRunner

from flygen.cli.main import cli
from flygen.layout.emit import emit_salu
from flygen.layout.lower import _lower_cached, lower
from flygen.plan import wg_order


def _run(*args):
    r = CliRunner().invoke(cli, [str(a) for a in args])
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)   # no traceback
    return r


def _errors(r) -> list[str]:
    return [ln for ln in r.output.splitlines() if ln.startswith("error: ")]


def _spec(tmp_path, body: str, name: str = "k"):
    path = tmp_path / "s.yaml"
    path.write_text(f"target: gfx950\nkernels:\n  - name: {name}\n" + body)
    return path


@pytest.mark.parametrize("value", ["[moe]", "{a: 1}"])
def test_family_that_is_not_a_string_is_located(tmp_path, value):
    """Was a TypeError (unhashable type: 'list') looking the family up (found as an alias to a list)."""
    path = _spec(tmp_path, f"    family: {value}\n")
    r = _run("validate", path)
    (err,) = _errors(r)
    assert r.exit_code == 2 and err.startswith(f"error: {path}:4:13: kernels[0].family: family must be one of ")
    assert err.endswith("got ['moe']" if value == "[moe]" else "got {'a': 1}")


def _wg_salu(n: int) -> list[str]:
    """The SALU of the xcd remap's id split and of every group_m's full-group split, lowered over n ids."""
    out = []
    for lay, dst in zip(wg_order.xcd_layouts(n), ("s10", "s11")):
        out += emit_salu(lower(lay, {"L": 8 * n}).base_expr, dst, {"L": "s11"}, ["s12"])
    for G in wg_order.GROUP_M[1:]:
        for lay, dst in zip(wg_order.full_group_layouts(G, n), ("s3", "s2")):
            out += emit_salu(lower(lay, {"r": G * n}).base_expr, dst, {"r": "s4"}, ["s5"])
    return out


def test_workgroup_order_lowering_is_the_same_over_fewer_ids():
    """The remaps' mask/shift maps were lowered (and checked exhaustively) over 8 x 2^24 and G x 2^20 ids: the
    first validate of a wg_remap: xcd kernel in a process took 150 s and 10 GB (a fuzzer HANG), group_m 16 ~10 s.
    They are lowered over LOWER_IDS now; the SALU is the same as over 2^16 ids (and was over 2^20)."""
    assert _wg_salu(wg_order.LOWER_IDS) == _wg_salu(1 << 16)
    assert _wg_salu(wg_order.LOWER_IDS)[:2] == ["s_and_b32 s10, s11, 7", "s_lshr_b32 s11, s11, 3"]


@pytest.mark.parametrize("family,extra", [("gemm_fp8", "    K: 4096\n    group_m: 16\n"),
                                          ("gemm_preshuffle", "    N: 256\n    K: 512\n    group_m: 16\n")])
def test_wg_remap_kernels_validate_quickly(tmp_path, family, extra):
    _lower_cached.cache_clear()           # as in a fresh process
    path = _spec(tmp_path, f"    family: {family}\n    wg_remap: xcd\n" + extra)
    t0 = time.monotonic()
    r = _run("validate", path)
    assert r.exit_code == 0, r.output
    assert time.monotonic() - t0 < 10


def test_an_error_at_some_sweep_points_names_them(tmp_path):
    """Issue 18: a schema or rule error inside a sweep did not say which sweep point failed. An error at every
    point (a base parameter's) is one line without a point; one at some points names them."""
    path = _spec(tmp_path, "    family: gemm_preshuffle\n    N: 256\n    tile_m: 0\n    sweep:\n"
                           "      K: [256, 384, 640, x]\n      tile_k: [128, 256]\n", name="k_{K}_{tile_k}")
    r = _run("validate", path)
    assert r.exit_code == 2 and _errors(r) == [
        f"error: {path}:6:13: kernels[0].tile_m: must be in 16..1024, got 0",
        f"error: {path}:8:26: kernels[0].K: must be a positive integer or 'runtime', got 'x' (sweep points K='x', tile_k=128; K='x', "
        "tile_k=256)"]
    path.write_text(path.read_text().replace("tile_m: 0", "tile_m: 32").replace(", x]", "]"))
    assert _errors(_run("validate", path)) == [
        f"error: {path}:8:16: kernels[0].K: must be a multiple of tile_k = 256, got 384 (sweep point K=384, "
        "tile_k=256)",
        f"error: {path}:8:21: kernels[0].K: must be a multiple of tile_k = 256, got 640 (sweep point K=640, "
        "tile_k=256)"]


def test_cross_field_rules_surface_together(tmp_path):
    """Issue 18: rules such as 'tile_m x tile_k x bytes a multiple of 4096' surfaced one at a time; every rule
    of a family's check is reported in one run (here three of gemm_preshuffle's, two of gemm_fp8's)."""
    path = tmp_path / "s.yaml"
    path.write_text("target: gfx950\nkernels:\n"
                    "  - {name: a, family: gemm_preshuffle, N: 250, K: 500, tile_m: 16, tile_k: 128}\n"
                    "  - {name: b, family: gemm_fp8, K: 100, waves: 4, tile_m: 64, tile_n: 64, schedule: pingpong}\n")
    r = _run("validate", path)
    assert [e.split(": ")[2] for e in _errors(r)] == ["kernels[0].K", "kernels[0].N", "kernels[0].tile_m",
                                                     "kernels[1].schedule", "kernels[1].K"]
    assert "tile_m x tile_k x bytes = multiple of 4096 B" in _errors(r)[2]


def test_moe_with_too_many_loads_is_refused_quickly(tmp_path):
    """tile_m 224 x tile_k 4096 took 17 s to reject (the A gather law tabulated 460k layout values one by one;
    a fuzzer HANG): now the tables are numpy outer sums and the same located error comes in well under a second."""
    path = _spec(tmp_path, "    family: moe\n    stage: 1\n    hidden: 8192\n    inter: 512\n    experts: 16\n"
                           "    topk: 1\n    tile_m: 224\n    tile_k: 4096\n")
    t0 = time.monotonic()
    r = _run("validate", path)
    assert time.monotonic() - t0 < 5
    assert r.exit_code == 2 and len(_errors(r)) == 1
    # located at the field to change (issue 19): tile_k, with its nearest value that fits, which then validates
    assert re.fullmatch(rf"error: {re.escape(str(path))}:\d+:\d+: kernels\[0\]\.tile_k \(k\): 720 loads per k-tile "
                        r"exceed vmcnt's 63; nearest tile_k that fits: 256 \(54 loads\)", _errors(r)[0]), _errors(r)
    path.write_text(path.read_text().replace("tile_k: 4096", "tile_k: 256"))
    assert _run("validate", path).exit_code == 0


def test_moe_too_many_activation_loads_is_located_at_tile_m(tmp_path):
    """bf16 activations, tile_m 256 x tile_k 128 (the smallest tile_k): only fewer rows fit vmcnt, so the error is
    at tile_m with the largest multiple of 16 that fits (vmcnt and the VGPRs: 160 needs 270); that value validates."""
    path = _spec(tmp_path, "    family: moe\n    stage: 1\n    a_dtype: bf16\n    hidden: 8192\n    inter: 512\n"
                           "    experts: 16\n    topk: 1\n    tile_m: 256\n    tile_k: 128\n")
    r = _run("validate", path)
    assert r.exit_code == 2 and len(_errors(r)) == 1
    assert re.fullmatch(rf"error: {re.escape(str(path))}:\d+:\d+: kernels\[0\]\.tile_m \(k\): 72 loads per k-tile "
                        r"exceed vmcnt's 63; nearest tile_m that fits: 144 \(44 loads\)", _errors(r)[0]), _errors(r)
    path.write_text(path.read_text().replace("tile_m: 256", "tile_m: 144"))
    assert _run("validate", path).exit_code == 0


@pytest.mark.parametrize("example,field,value", [
    ("examples/moe.yaml", "hidden", 0),                # stage 1 K: the 2^32-trip GPU hang of issue 18
    ("examples/gemm_fp8.yaml", "K", 0),
    ("examples/gemm_preshuffle.yaml", "K", 64),        # below one k-tile
    ("examples/conv3d.yaml", "k_loop", "rolled"),      # 1 channel block per tap: (1 - 2) // 2 = -1 trips
])
def test_planners_refuse_a_loop_of_no_trips_even_past_the_schema(example, field, value):
    """A plan never emits a loop whose counter starts at 0 or below, even for parameters the schema would have
    refused (here set on an already checked KernelSpec): a located PlanError at the field."""
    import dataclasses

    from flygen.errors import PlanError
    from flygen.plan import plan
    from flygen.spec.load import load_specs
    ks = load_specs([example])[0]
    bad = dataclasses.replace(ks, params={**ks.params, field: value})
    with pytest.raises(PlanError, match=rf"^{example}:\d+:\d+: kernels\[0\]\.{field} \({ks.name}\): .* is -?[0-9]+; "
                                        "a counted loop needs at least 1"):
        plan(bad)
