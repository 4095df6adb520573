"""Shapes found by bench/fuzz_shapes.py: minimised kernel bugs (xfail strict: they flip to failures when fixed,
then drop the mark) and edge cases worth keeping (1, tile-1, tile+1, ragged, tokens < topk, ...).

Every case is a one-kernel spec written to tmp_path, so it goes through the spec loader like a user's, then
plan + render + verify on the emulator against the family's numpy reference (independent of the kernel).
"""
from __future__ import annotations

import pytest
import yaml

from flygen.build.pipeline import generate
from flygen.check.verify import verify_one


def _verify(tmp_path, entry: dict, sizes: dict, tc, seed: int = 0) -> dict:
    path = tmp_path / "fz.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": [{"name": "fz", **entry}]}, sort_keys=False))
    (b,) = generate([path])
    return verify_one(b, sizes, seed=seed, toolchain=tc)


def _assert_pass(r):
    bad = [c for c in r["checks"] if c["mismatches"] or not c["guard_ok"] or c["nan_mismatch"]]
    assert r["passed"], (r["case"], r["hazards"], [(c["arg"], c["mismatches"], c["first_bad"][:2]) for c in bad])


# ---------------------------------------------------------------- kernel bugs (minimised, now fixed)

MOE_S1_MX = {"family": "moe", "stage": 1, "a_dtype": "fp4", "hidden": 256, "inter": 256, "experts": 2, "topk": 2,
             "tile_m": 32, "tile_n": 256, "tile_k": 128, "inter_dtype": "fp4", "inter_tile_k": 256}


@pytest.mark.parametrize("inter_dtype", ["fp4", "fp8"])
def test_moe_s1_mx_scales_two_blocks_per_wave_two_row_atoms(tmp_path, tc, inter_dtype):
    """Was a kernel bug (tile_n 256 = 2 scale blocks per wave, tile_m >= 32): the e8m0 registers were indexed
    row-major (i * blocks + jb) while the store layout's values run i + m-atoms * jb, so block 1 of row r went
    to block 0 of row r + 16 and vice versa. Fixed by moe_mx.scale_regs; moe_mx.check_scale_store proves it
    at plan time."""
    _assert_pass(_verify(tmp_path, {**MOE_S1_MX, "inter_dtype": inter_dtype}, {"tokens": 1}, tc))


# ---------------------------------------------------------------- passing edge cases worth keeping

@pytest.mark.parametrize("tile_m,tile_n", [(16, 256), (32, 128)])
def test_moe_s1_mx_scales_neighbours_of_the_bug_pass(tmp_path, tc, tile_m, tile_n):
    """The two one-step neighbours of the xfail above verify: the bug needs both conditions."""
    _assert_pass(_verify(tmp_path, {**MOE_S1_MX, "tile_m": tile_m, "tile_n": tile_n}, {"tokens": 1}, tc))


# ---------------------------------------------------------------- runtime sizes of 0 are refused by name

@pytest.mark.parametrize("module,params,sizes,key", [
    ("elementwise", {"x_dtype": "f32", "y_dtype": "f32"}, {"n": 0}, "n"),
    ("gemm", {"dtype": "fp8", "K": 128, "b_layout": "row_major"}, {"M": 0, "N": 5}, "M"),
    ("gemm", {"dtype": "bf16", "K": 64, "b_layout": "row_major"}, {"M": 3, "N": 0}, "N"),
    ("gemm_preshuffle", {"in_dtype": "fp8", "N": 128, "K": 128, "tile_k": 128, "out_dtype": "bf16",
                         "epilogue": "none"}, {"M": 0}, "M"),
    ("moe", {"stage": 1, "experts": 4, "topk": 2, "tile_m": 32}, {"tokens": 0}, "tokens"),
    ("gemm", {"dtype": "fp8", "K": 128, "b_layout": "row_major"}, {"M": -3, "N": 5}, "M"),
])
def test_zero_or_negative_runtime_size_is_a_named_flygen_error(module, params, sizes, key):
    """Found by the fuzzer: M=0 crashed the preshuffle/moe references with a numpy ValueError (a traceback in
    the CLI) and reached the emulator's empty-grid check elsewhere."""
    import importlib

    import numpy as np

    from flygen.errors import FlygenError
    ref = importlib.import_module(f"flygen.ref.{module}")
    with pytest.raises(FlygenError, match=f"runtime size {key} must be an integer >= 1"):
        ref.make_case(params, sizes, np.random.default_rng(0))


# ---------------------------------------------------------------- edge shapes the family tests never used (pass)

GEMM_4W = {"family": "gemm_fp8", "dtype": "fp8", "K": 128, "waves": 4, "tile_m": 64, "tile_n": 64}


@pytest.mark.parametrize("entry,sizes", [
    (GEMM_4W, {"M": 1, "N": 1}),                                                   # K = one tile, 1 x 1
    (GEMM_4W, {"M": 65, "N": 2}),                                                  # N < 4: per-element store
    ({**GEMM_4W, "c_store": "narrow", "dtype": "f16", "tile_k": 64, "K": 192}, {"M": 63, "N": 65}),
    ({**GEMM_4W, "tile_m": 128, "b_layout": "preshuffled", "K": 384}, {"M": 129, "N": 67}),
    ({"family": "gemm_fp8", "dtype": "bf16", "tile_k": 64, "K": 192, "waves": 8, "tile_m": 128,
      "tile_n": 256, "schedule": "pingpong", "acc": "agpr"}, {"M": 131, "N": 257}),
])
def test_gemm_fp8_edge_shapes(tmp_path, tc, entry, sizes):
    _assert_pass(_verify(tmp_path, entry, sizes, tc))


PRE = {"family": "gemm_preshuffle", "in_dtype": "fp8", "N": 128, "K": 128, "tile_m": 32, "tile_n": 128,
       "tile_k": 128}


@pytest.mark.parametrize("entry,m", [
    (PRE, 1), (PRE, 33),                                                           # one K tile, M = 1 / tile + 1
    ({**PRE, "lds_stage": 1, "K": 384, "epilogue": "bias_gelu"}, 31),           # odd tile count, 1 stage
    ({**PRE, "in_dtype": "mx", "mx_a": "fp6", "mx_b": "fp8", "tile_m": 128}, 127),  # 96-byte A rows
])
def test_preshuffle_edge_shapes(tmp_path, tc, entry, m):
    _assert_pass(_verify(tmp_path, entry, {"M": m}, tc))


CONV = {"family": "conv3d", "dtype": "bf16", "n": 1, "d": 1, "h": 1, "w": 1, "c": 64, "k": 64}


@pytest.mark.parametrize("entry", [
    {**CONV, "t": 3, "r": 3, "s": 3, "padding": [1, 1, 1], "k": 1},                # filter > input; K_out = 1
    {**CONV, "d": 2, "h": 2, "w": 2, "r": 2, "s": 2, "padding": [0, 3, 3], "k": 65, "bias": True, "activation": "relu"},
    {**CONV, "dtype": "fp8", "c": 128, "d": 3, "h": 3, "w": 3, "stride": [3, 3, 3], "padding": [1, 1, 1],
     "k": 130, "w_layout": "preshuffled"},                                         # stride > filter
])
def test_conv3d_edge_shapes(tmp_path, tc, entry):
    _assert_pass(_verify(tmp_path, entry, {}, tc))


MOE = {"family": "moe", "a_dtype": "fp4", "hidden": 256, "inter": 256, "tile_m": 16, "tile_n": 64,
       "tile_k": 128}


@pytest.mark.parametrize("entry,tokens", [
    ({**MOE, "stage": 1, "experts": 5, "topk": 3}, 1),                             # tokens < topk
    ({**MOE, "stage": 2, "experts": 1, "topk": 1, "a_dtype": "fp8"}, 17),          # one expert, tile_m + 1
    ({**MOE, "stage": 2, "experts": 8, "topk": 1, "tile_m": 64}, 2),               # most experts empty
])
def test_moe_edge_token_counts(tmp_path, tc, entry, tokens):
    _assert_pass(_verify(tmp_path, entry, {"tokens": tokens}, tc))


@pytest.mark.parametrize("x,y,vector,block,n", [("bf16", "bf16", 8, 64, 513), ("f16", "f32", 2, 1024, 2049),
                                               ("f32", "f16", 4, 64, 3)])
def test_elementwise_edge_lengths(tmp_path, tc, x, y, vector, block, n):
    entry = {"family": "elementwise", "x_dtype": x, "y_dtype": y, "vector": vector, "block": block}
    _assert_pass(_verify(tmp_path, entry, {"n": n}, tc))


# ---------------------------------------------------------------- bad input: one located line, never a traceback
# (issue 18: reproducers from the spec fuzzer; each is written as a user would write it and run through the CLI)

import json  # noqa: E402
import time  # noqa: E402

from click.testing import CliRunner  # noqa: E402

from flygen.cli.main import cli  # noqa: E402
from flygen.spec.families import FAMILIES  # noqa: E402

BASE = {"elementwise": {}, "gemm_fp8": {"K": 128}, "gemm_preshuffle": {"N": 128, "K": 128},
        "conv3d": {"d": 1, "h": 1, "w": 1, "c": 64, "k": 64},
        "moe": {"stage": 1, "hidden": 256, "inter": 256, "experts": 4}, "gemm_splitk_reduce": {"splits": 2},
        "layout_transpose": {"c": 64, "pixels": 64}, "attention": {}, "attention_combine": {}}


def _spec_file(tmp_path, family: str, entry: dict, name: str = "k", fname: str = "s.yaml"):
    """A one-kernel spec, one `key: value` per line from line 5 (so key i is at line 5 + i, its value at column
    len(key) + 7); values in flow style."""
    lines = ["target: gfx950", "kernels:", f"  - name: {name}", f"    family: {family}"]
    lines += [f"    {k}: {json.dumps(v)}" for k, v in entry.items()]
    path = tmp_path / fname
    path.write_text("\n".join(lines) + "\n")
    return path


def _at(path, entry: dict, key: str) -> str:
    """FILE:LINE:COL of key's value in a _spec_file."""
    return f"{path}:{5 + list(entry).index(key)}:{len(key) + 7}"


def _run(*args):
    r = CliRunner().invoke(cli, [str(a) for a in args])
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)   # no traceback
    assert "Traceback" not in r.output
    return r


def _errors(r) -> list[str]:
    return [ln for ln in r.output.splitlines() if ln.startswith("error: ")]


def _bounded_fields():
    for fam, mod in sorted(FAMILIES.items()):
        for key, f in mod.SCHEMA.items():
            if f.kind is int and not f.choices:
                yield fam, key, f


def test_every_free_int_field_of_every_family_has_bounds():
    """Every size a spec sets is range-checked (0 was the GPU hang; 2^63 an OverflowError; 65536 a 30 s plan)."""
    assert [(fam, key) for fam, key, f in _bounded_fields() if f.minimum is None or f.maximum is None] == []
    assert all(f.minimum >= 1 for _, _, f in _bounded_fields())


@pytest.mark.parametrize("fam,key", [(fam, key) for fam, key, _ in _bounded_fields()])
@pytest.mark.parametrize("side", ["zero", "below", "above", "huge"])
def test_out_of_range_size_is_one_located_line(tmp_path, fam, key, side):
    f = FAMILIES[fam].SCHEMA[key]
    value = {"zero": 0, "below": f.minimum - 1, "above": f.maximum + 1, "huge": 1 << 64}[side]
    entry = {**BASE[fam], key: value}
    path = _spec_file(tmp_path, fam, entry)
    r = _run("validate", path)
    assert r.exit_code == 2
    assert _errors(r) == [f"error: {_at(path, entry, key)}: kernels[0].{key}: must be in {f.minimum}..{f.maximum}, "
                          f"got {value}"]


@pytest.mark.parametrize("stage,key", [(1, "hidden"), (2, "inter")])
def test_moe_zero_k_is_refused_not_built_into_a_2_32_trip_loop(tmp_path, stage, key):
    """Was the GPU-hang class: K = 0 validated and built a kernel whose loop counter started at 0 (s_sub, then
    s_cbranch_scc1 on != 0: 2^32 trips). Now the spec is refused, and nothing is built."""
    entry = {**BASE["moe"], "stage": stage, key: 0}
    path = _spec_file(tmp_path, "moe", entry)
    lo = FAMILIES["moe"].SCHEMA[key].minimum
    msg = f"error: {_at(path, entry, key)}: kernels[0].{key}: must be in {lo}..1048576, got 0"
    assert _errors(_run("validate", path)) == [msg]
    r = _run("build", path, "-o", tmp_path / "out", "--no-cache")
    assert r.exit_code == 2 and _errors(r) == [msg] and not (tmp_path / "out").exists()


@pytest.mark.parametrize("fam,entry,key,msg", [
    ("gemm_preshuffle", {"tile_m": 0}, "tile_m", "must be in 16..1024, got 0"),                 # was ValueError
    ("gemm_preshuffle", {"tile_n": 0}, "tile_n", "must be in 64..1024, got 0"),             # ZeroDivisionError
    ("moe", {"tile_k": 0}, "tile_k", "must be in 128..4096, got 0"),                        # ZeroDivisionError
    ("gemm_preshuffle", {"N": 9223372036854775808}, "N", "must be in 1..16777216, got 9223372036854775808"),
    ("conv3d", {"c": 18446744073709551616}, "c", "must be in 1..1048576, got 18446744073709551616"),  # Overflow
    ("conv3d", {"k": 2147483648}, "k", "must be in 1..1048576, got 2147483648"),      # assembler: 2^32 literal
    ("gemm_fp8", {"K": 2147483648}, "K", "must be in 1..8388608, got 2147483648"),     # unlocated 32-bit overflow
    ("gemm_preshuffle", {"N": 4294967296}, "N", "must be in 1..16777216, got 4294967296"),  # same
    ("gemm_fp8", {"dtype": "bf16", "tile_k": 64, "K": 8388608}, "K",
     "max(tile_m, tile_n) x K x 2 B = 4294967296 B per A/B tile; an address expression must fit 32 bits "
     "(at most 2^32 - 1)"),                                                 # passed the schema, failed to assemble
    ("gemm_preshuffle", {"N": 65536, "K": 65536}, "K",
     "B is N x K = 65536 x 65536 elements = 4294967296 B; an address expression must fit 32 bits (at most "
     "2^32 - 1 B)"),
    ("moe", {"hidden": 1048576, "inter": 4096}, "hidden",
     "one expert's weights W[e] are 4294967296 B; an address expression must fit 32 bits (at most 2^32 - 1 B)"),
    ("conv3d", {"d": 64, "h": 64, "w": 64, "t": 64, "r": 64, "s": 64}, "t",
     "T*R*S = 262144 filter taps; at most 32768 are supported"),                              # was a 9 s plan
    ("conv3d", {"stride": [1 << 64, 1, 1]}, "stride", f"entries must be below 2^20, got [{1 << 64}, 1, 1]"),
    ("conv3d", {"n": 65537, "d": 32, "h": 14, "w": 64}, "n",                     # found by fuzzing: 7 s, 1.4 GB
     "N x Do x Ho x Wo = 1879076864 output pixels; at most 268435456 (the planner checks every M tile's input "
     "window; its time and memory grow with the pixels)"),
    ("moe", {"inter": 1048576, "inter_dtype": "fp4"}, "inter",                 # found by fuzzing: a 16 s, 1 GiB
     "must be at most 131072 with an MX intermediate (the plan-time proof of its scale layout grows as "
     "(inter / 32)^2), got 1048576"),                                          # probe per kernel in validate
])
def test_issue_reproducers_are_located_at_their_field(tmp_path, fam, entry, key, msg):
    entry = {**BASE[fam], **entry}
    path = _spec_file(tmp_path, fam, entry)
    r = _run("validate", path)
    assert r.exit_code == 2 and _errors(r) == [f"error: {_at(path, entry, key)}: kernels[0].{key}: {msg}"]


def test_moe_huge_tile_m_is_refused_at_once(tmp_path):
    """tile_m: 65536 made validate plan for > 30 s before failing."""
    entry = {**BASE["moe"], "tile_m": 65536}
    path = _spec_file(tmp_path, "moe", entry)
    t0 = time.monotonic()
    r = _run("validate", path)
    assert time.monotonic() - t0 < 5
    assert _errors(r) == [f"error: {_at(path, entry, 'tile_m')}: kernels[0].tile_m: must be in 16..256, got 65536"]


@pytest.mark.parametrize("entry", [{"family": "gemm_fp8", "K": 8388608},                    # the largest K
                                   {"family": "gemm_preshuffle", "N": 16777216, "K": 128}])   # 2 GiB of B
def test_largest_accepted_sizes_build(tmp_path, entry):
    """What validates builds: the bounds are not looser than the assembler."""
    fam = entry.pop("family")
    path = _spec_file(tmp_path, fam, entry)
    r = _run("build", path, "-o", tmp_path / "out", "--no-cache")
    assert r.exit_code == 0, r.output
    assert (tmp_path / "out" / "k.hsaco").exists()


def test_json_schema_carries_the_bounds():
    s = json.loads(_run("schema").output)
    moe = next(v for v in s["properties"]["kernels"]["items"]["oneOf"] if v["properties"]["family"] == {"const": "moe"})
    assert (moe["properties"]["hidden"]["minimum"], moe["properties"]["hidden"]["maximum"]) == (128, 1 << 20)
    assert moe["properties"]["tile_m"]["maximum"] == 256


# ---------------------------------------------------------------- YAML the loader refuses, located

@pytest.mark.parametrize("text,where,msg", [
    (b"target: gfx950\nkernels:\n  - name: k\xff\n", "3:12", "not UTF-8: byte 0xff (invalid start byte)"),
    (b"target: gfx950\nkernels:\n  - name: k\x00\n", "3:12", "character 0x0 is not allowed in YAML"),
    (b"target: gfx950\nkernels:\n  - name: k\n    family: elementwise\n    vector: !x 4\n", "5:13",
     "kernels[0].vector: YAML tag !x is not supported"),
    (b"target: gfx950\nkernels:\n  - name: k\n    family: elementwise\n    <<: {vector: 8}\n", "5:5",
     "kernels[0]: YAML merge keys (<<) are not supported; put shared parameters under 'defaults:' or repeat them"),
    (b"target: gfx950\nkernels:\n  - name: k\n    family: elementwise\n    opts: !!python/object:os.system {}\n",
     "5:11", "kernels[0].opts: YAML tag tag:yaml.org,2002:python/object:os.system is not supported"),
    (b"target: gfx950\nkernels:\n  - name: k\n    family: elementwise\n    block: 2001-13-45\n", "5:12",
     "kernels[0].block: cannot read '2001-13-45' as timestamp: month must be in 1..12"),          # ValueError
    (b"target: gfx950\nkernels:\n  - name: k\n    family: elementwise\n    block: !!int x\n", "5:12",
     "kernels[0].block: cannot read 'x' as int: invalid literal for int() with base 10: 'x'"),
    (b"target: gfx950\nkernels: [{name: k, family: elementwise, x: &a [*a]}]\n", "2:45",
     "kernels[0]: nested deeper than 64 levels"),                                          # a recursive alias
])
def test_bad_yaml_is_one_located_line(tmp_path, text, where, msg):
    path = tmp_path / "s.yaml"
    path.write_bytes(text)
    r = _run("validate", path)
    assert r.exit_code == 2 and _errors(r) == [f"error: {path}:{where}: {msg}"]


def test_yaml_alias_bomb_is_bounded(tmp_path):
    """A 9-level alias bomb (9^9 values) ran 163 s, then MemoryError."""
    text = "a0: &a0 [x]\n" + "".join(f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]\n" for i in range(1, 10))
    path = tmp_path / "s.yaml"
    path.write_text(text + "target: gfx950\nkernels: [{name: k, family: elementwise}]\n")
    t0 = time.monotonic()
    r = _run("validate", path)
    assert time.monotonic() - t0 < 30
    (err,) = _errors(r)
    assert err.startswith(f"error: {path}:") and err.endswith("the document expands to more than 200000 values "
                                                               "(YAML aliases?)")


def test_dotted_sweep_into_a_list_is_located(tmp_path):
    """Was a TypeError: stride.0 indexed the list [1, 1, 1] with the string '0'."""
    path = tmp_path / "s.yaml"
    path.write_text("target: gfx950\nkernels:\n  - name: k_{stride.0}\n    family: conv3d\n"
                    "    d: 4\n    h: 4\n    w: 4\n    c: 64\n    k: 64\n    stride: [1, 1, 1]\n"
                    "    sweep: {stride.0: [1, 2]}\n")
    r = _run("validate", path)
    assert r.exit_code == 2 and _errors(r) == [
        f"error: {path}:11:23: kernels[0].sweep.stride.0: sweep key 'stride.0' reaches into 'stride', which is not "
        "a mapping (it is [1, 1, 1]); sweep the whole value instead, e.g. stride: [[...], [...]]"]


# ---------------------------------------------------------------- names: validate refuses what build cannot write

@pytest.mark.parametrize("name,msg", [
    ('"k\\n"', "kernel name 'k\\n' is not an identifier ([A-Za-z_][A-Za-z0-9_]*)"),   # the assembler failed
    ("k" * 201, "kernel name is 201 characters; at most 200 (its output files are NAME.s, NAME.hsaco)"),
    ("k_{vector}" + "v" * 198, "kernel name is 201 characters; at most 200 (its output files are NAME.s, "
                               "NAME.hsaco)"),                      # counted after placeholders
])
def test_unbuildable_kernel_names_fail_validate(tmp_path, name, msg):
    path = tmp_path / "s.yaml"
    path.write_text(f"target: gfx950\nkernels:\n  - name: {name}\n    family: elementwise\n")
    r = _run("validate", path)
    assert r.exit_code == 2 and _errors(r) == [f"error: {path}:3:11: kernels[0].name: {msg}"]
    r = _run("build", path, "-o", tmp_path / "out", "--no-cache")
    assert r.exit_code == 2 and not (tmp_path / "out").exists()


def test_longest_name_builds(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(f"target: gfx950\nkernels:\n  - name: {'k' * 200}\n    family: elementwise\n")
    r = _run("build", path, "-o", tmp_path / "out", "--no-cache")
    assert r.exit_code == 0, r.output
    assert (tmp_path / "out" / f"{'k' * 200}.hsaco").exists()


def test_same_name_in_two_files_names_both_locations(tmp_path):
    a = _spec_file(tmp_path, "elementwise", {}, fname="a.yaml")
    b = _spec_file(tmp_path, "elementwise", {"vector": 2}, fname="b.yaml")
    want = [f"error: {b}:3:11: kernels[0].name: duplicate kernel name 'k' (also {a}:3:11: kernels[0]): their "
            "output files would collide"]
    r = _run("validate", a, b)
    assert r.exit_code == 2 and _errors(r) == want
    r = _run("build", a, b, "-o", tmp_path / "out")
    assert r.exit_code == 2 and _errors(r) == want and not (tmp_path / "out").exists()


# ---------------------------------------------------------------- CLI inputs: bounded, one line

def test_verify_refuses_a_shape_it_cannot_hold(tmp_path):
    """--shape n=1000000000 was a MemoryError traceback after allocating 7.5 GiB."""
    r = _run("verify", "examples/axpby.yaml", "-k", "axpby_f32_f32", "--shape", "n=1000000000")
    assert r.exit_code == 1 and _errors(r) == [
        "error: --shape n=1000000000: at most 16777216 (verify makes the inputs in memory and runs every work-item "
        "on the CPU emulator)"]


@pytest.mark.parametrize("args,msg", [
    (["show", "(100000,100000):(1,100000)"],                                                 # was MemoryError
     "layout has 10000000000 elements; show and draw tabulate at most 65536 (use `flygen layout eval` for single "
     "values)"),
    (["show", "(4):(100000000000000000000)"], "layout values do not fit 64-bit integers"),      # OverflowError
    (["show", "(0,4):(1,4)"], "every shape entry must be >= 1, got (0, 4)"),                  # ZeroDivisionError
    (["eval", "(4,4):(1,4)", "'a'"], "cannot parse coordinate \"'a'\": expected e.g. 5 or (1,(2,0))"),  # TypeError
    (["draw", "(4,4):(1,4)", "--tv", "100000,100000", "-o", "{tmp}/x.svg"],
     "--tv tile 100000 x 100000 has 10000000000 cells; at most 65536 are drawn"),
    (["draw", "(4,4):(1,4)", "-o", "{tmp}/missing/x.svg"], "cannot write {tmp}/missing/x.svg: No such file or "
                                                           "directory"),              # FileNotFoundError
])
def test_layout_cli_bad_input_is_one_line(tmp_path, args, msg):
    r = _run("layout", *(a.format(tmp=tmp_path) for a in args))
    assert r.exit_code == 1 and _errors(r) == [f"error: {msg.format(tmp=tmp_path)}"]


@pytest.fixture(scope="module")
def axpby_s(tmp_path_factory):
    (b,) = generate(["examples/axpby.yaml"], ("axpby_f32_f32",))
    path = tmp_path_factory.mktemp("emu") / "axpby_f32_f32.s"
    path.write_text(b.asm)
    return path


def test_emulate_bad_inputs_are_one_line(tmp_path, axpby_s):
    import numpy as np
    good = tmp_path / "good.npy"
    np.save(good, np.zeros(1024, np.float32))
    (tmp_path / "bad.npy").write_bytes(b"garbage\n")
    (tmp_path / "trunc.npy").write_bytes(good.read_bytes()[:200])
    run = ["emulate", axpby_s, "--grid", "1", "--block", "256", "--arg", f"y={good}", "--arg", "n=1024",
           "--arg", "alpha=1.0", "--arg", "beta=1.0"]
    cases = [
        (["--arg", f"x={tmp_path}/bad.npy"], f"--arg x={tmp_path}/bad.npy: not a readable .npy array: This file "
         "contains pickled (object) data. If you trust the file you can load it unsafely using the `allow_pickle=` "
         "keyword argument or `pickle.load()`."),
        (["--arg", f"x={tmp_path}/trunc.npy"], f"--arg x={tmp_path}/trunc.npy: not a readable .npy array: Failed "
         "to read all data for array. Expected (1024,) = 1024 elements, could only read 18 elements. (file seems "
         "not fully written?)"),
        (["--arg", f"x={good}", "--out", f"y={tmp_path}/missing/y.npy"],                  # was FileNotFoundError
         f"--out y={tmp_path}/missing/y.npy: cannot write {tmp_path}/missing/y.npy: {tmp_path}/missing is not a "
         "directory"),
        (["--arg", "x=zeros:f32:100000x100000x100"],                                       # was MemoryError
         "--arg x=zeros:f32:100000x100000x100: 4000000000000 B; at most 2147483648 B per array"),
    ]
    for extra, msg in cases:
        r = _run(*run, *extra)
        assert r.exit_code == 2 and _errors(r) == [f"error: {msg}"], (extra, r.output)
    assert not (tmp_path / "missing").exists()
    r = _run(*run, "--arg", "x=zeros:f32:1024", "--out", f"y={tmp_path}/y.npy")      # f32 = numpy's float32
    assert r.exit_code == 0, r.output
    assert np.load(tmp_path / "y.npy").dtype == np.float32


def test_emulate_and_inspect_refuse_binary_that_is_not_a_code_object(tmp_path, axpby_s):
    """Found while fuzzing the CLI: a .npy (or any non-UTF-8, non-ELF file) given as the kernel was a
    UnicodeDecodeError traceback in both; a grid of 2^32 or more work-items a struct.error."""
    blob = tmp_path / "k.bin"
    blob.write_bytes(b"\x93NUMPY\x01\x00")
    want = f"error: {blob}: neither a code object (ELF) nor UTF-8 assembly text (byte 0x93 at offset 0)"
    r = _run("emulate", blob, "--grid", "1", "--block", "256")
    assert r.exit_code == 2 and _errors(r) == [want]
    r = _run("inspect", blob)
    assert r.exit_code == 1 and _errors(r) == [want]
    r = _run("emulate", axpby_s, "--grid", "1000000000", "--block", "256")
    assert r.exit_code == 2 and _errors(r) == [
        "error: --grid 1000000000 x --block 256 = (256000000000,) work-items; a dispatch holds each extent in 32 "
        "bits (below 2^32)"]


@pytest.mark.parametrize("entry", [
    {"family": "moe", "stage": 1, "hidden": 128, "inter": 64, "tile_n": 64, "tile_k": 128, "tile_m": 16,
     "experts": 1, "topk": 1},
    {"family": "moe", "stage": 2, "hidden": 128, "inter": 128, "tile_n": 64, "tile_k": 128, "tile_m": 16,
     "experts": 1, "topk": 1},
])
def test_smallest_accepted_moe_sizes_verify(tmp_path, tc, entry):
    """The schema minima (hidden 128, inter 64 / 128) give exactly one k-tile: the K loop's counter starts at 1,
    never 0 (K = 0 was the 2^32-trip hang), and the kernel verifies on the emulator."""
    _assert_pass(_verify(tmp_path, entry, {"tokens": 1}, tc))


def test_build_with_an_empty_output_dir_is_refused(tmp_path, monkeypatch):
    """-o "" built into the current directory and printed the files as /NAME.hsaco."""
    monkeypatch.chdir(tmp_path)
    from pathlib import Path
    r = _run("build", Path(__file__).resolve().parent.parent / "examples" / "axpby.yaml", "-o", "")
    assert r.exit_code == 1 and _errors(r) == [
        "error: -o/--out is empty: give the output directory (e.g. -o out, or -o . for here)"]
    assert list(tmp_path.iterdir()) == []


def test_sweep_expansion_is_capped_with_a_located_error(tmp_path, monkeypatch):
    """A sweep of 10^6..10^9 kernels ran silently past 1.4 GB; the cap (10000 per spec file, FLYGEN_MAX_KERNELS)
    stops it before any kernel is expanded, at the sweep that crosses it."""
    path = tmp_path / "s.yaml"
    big = ", ".join(str(64 * (i % 16 + 1)) for i in range(101))
    path.write_text("target: gfx950\nkernels:\n  - name: k_{block}_{x_dtype}\n    family: elementwise\n"
                    f"    sweep: {{x_dtype: [{', '.join(['f32'] * 100)}], block: [{big}]}}\n")
    t0 = time.monotonic()
    r = _run("validate", path)
    assert time.monotonic() - t0 < 10
    assert r.exit_code == 2 and _errors(r) == [
        f"error: {path}:5:12: kernels[0].sweep: the spec expands to more than 10000 kernels (this entry: 10100); "
        "split it, or raise the cap with FLYGEN_MAX_KERNELS"]
    small = _spec_file(tmp_path, "elementwise", {"sweep": {"vector": [1, 2, 4]}}, name="k_{vector}",
                       fname="small.yaml")
    monkeypatch.setenv("FLYGEN_MAX_KERNELS", "2")
    assert _errors(_run("validate", "--no-plan", small)) == [
        f"error: {small}:5:12: kernels[0].sweep: the spec expands to more than 2 kernels (this entry: 3); split "
        "it, or raise the cap with FLYGEN_MAX_KERNELS"]
    monkeypatch.setenv("FLYGEN_MAX_KERNELS", "3")
    r = _run("validate", "--no-plan", small)
    assert r.exit_code == 0 and "ok: 3 kernel(s)" in r.output
