"""MoE stage 2 without atomics (reduce: rows, issue 19): NAME stores each routed row's weighted f32 result to
ws[token * topk + slot], NAME_reduce sums each token's topk rows in slot order and writes bf16 / f16. The pair on
the emulator at ragged token counts (fewer tokens than blocks, an empty expert), bytes independent of the
workspace's prior contents, the output bitwise numpy's fixed-order sum of the device workspace, a wrong slot
shift caught, located spec errors, and today's atomic kernels unchanged."""
import dataclasses
import re

import numpy as np
import pytest

from flygen.build.pipeline import build, generate
from flygen.errors import SpecErrors
from flygen.ref import moe as R
from flygen.spec.load import load_spec
from flygen.check.verify import verify_one

SPEC = "examples/moe.yaml"
NAMES = ("moe_s2_fp4_rows_bf16", "moe_s2_fp4_rows_f16")


@pytest.fixture(scope="module")
def pairs():
    return {b.plan.name: b for b in generate([SPEC], NAMES)}


@pytest.mark.parametrize("name, tokens", [("moe_s2_fp4_rows_bf16", 1), ("moe_s2_fp4_rows_bf16", 37),
                                          ("moe_s2_fp4_rows_f16", 5)])
def test_pair_verifies_at_ragged_token_counts(pairs, tc, name, tokens):
    r = verify_one(pairs[name], {"tokens": tokens}, seed=3, toolchain=tc)
    assert r["passed"] and r["hazards"] == [], r
    assert [t["kernel"] for t in r["then"]] == [name + "_reduce"]
    assert "empty" in r["case"]                              # experts 4 > topk 3: one expert gets no token
    out, ws = r["checks"]
    assert out["count"] == tokens * 256 and out["guard_ok"] and 0 < out["max_err_over_tol"] <= 1.0
    assert ws["count"] == tokens * 3 * 256 and ws["guard_ok"]     # padding rows stored nothing past the rows


def test_reduce_alone_is_bitwise_the_fixed_order(tc):
    b = generate([SPEC], ("moe_s2_fp4_rows_f16_reduce",))[0]
    r = verify_one(b, {"tokens": 3, "hidden": 300}, seed=1, toolchain=tc)
    assert r["passed"] and all(c["max_abs_err"] == 0 for c in r["checks"]), r


def test_bytes_are_deterministic_and_the_fixed_order_sum_of_the_workspace(tmp_path):
    from flygen.runtime.launch import load, run_split_k
    build([SPEC], tmp_path, names=("moe_s2_fp4_rows_bf16", "moe_s2_fp4_rows_bf16_reduce"), cache=False)
    lib = load(tmp_path)
    contract = lib["moe_s2_fp4_rows_bf16"].info.split_k
    assert contract["mode"] == "rows" and contract["workspace"]["elements"] == "tokens * 768"
    ks = next(k for k in load_spec(SPEC) if k.name == "moe_s2_fp4_rows_bf16")
    case = R.make_case(ks.params, {"tokens": 37}, np.random.default_rng(4))
    runs = []
    for garbage in (np.nan, -3.0e38):          # whatever the workspace held before: the same bytes out
        args = {k: (v.copy() if isinstance(v, np.ndarray) and v.ndim else v) for k, v in case.args.items()}
        args["ws"][:] = garbage
        run_split_k(lib, "moe_s2_fp4_rows_bf16", **{**case.sizes, **args})
        runs.append((args["out"][: 37 * 256].tobytes(), args["ws"][: 37 * 768].tobytes(), args["ws"], args["out"]))
    assert runs[0][:2] == runs[1][:2]
    ws, out = runs[0][2], runs[0][3]
    assert not np.isnan(ws[: 37 * 768]).any()                # every (token, slot) row was written
    assert np.isnan(ws[37 * 768:]).all()                     # padding rows (token = tokens) stored nothing
    want = R.rows_sum(ws, 37, 3, 256, "bf16")
    assert want.view(np.uint16).tobytes() == out[: 37 * 256].view(np.uint16).tobytes()
    # and the order matters at f32: a reversed sum differs somewhere, so the bitwise check can fail
    rev = np.asarray(ws[: 37 * 768], np.float32).reshape(37, 3, 256)
    back = ((rev[:, 2] + rev[:, 1]).astype(np.float32) + rev[:, 0]).astype(np.float32)
    fwd = ((rev[:, 0] + rev[:, 1]).astype(np.float32) + rev[:, 2]).astype(np.float32)
    assert not np.array_equal(back, fwd)


def _mutate(b, pattern, repl):
    asm, n = re.subn(pattern, repl, b.asm, flags=re.M)
    assert n > 0, pattern
    return dataclasses.replace(b, asm=asm)


@pytest.mark.parametrize("pattern, repl", [
    (r"v_lshrrev_b32 (v\[v_tmp0\]), 24, (v\[v_token\+\d+\])", r"v_lshrrev_b32 \1, 23, \2"),    # wrong slot shift
    (r"v_mad_u32_u24 (v\[v_token\+\d+\]), (v\[v_token\+\d+\]), 3,", r"v_mad_u32_u24 \1, \2, 2,"),  # row = t * 2 + s
])
def test_a_wrong_workspace_row_is_caught(pairs, tc, pattern, repl):
    bad = _mutate(pairs["moe_s2_fp4_rows_bf16"], pattern, repl)
    assert not verify_one(bad, {"tokens": 37}, seed=3, toolchain=tc)["passed"]


@pytest.mark.parametrize("extra, where, msg", [
    ("stage: 1\n    reduce: rows", "reduce", "only stage 2 scatters to tokens"),
    ("stage: 1\n    out_dtype: f16", "out_dtype", "only stage 2 writes out"),
    ("stage: 2\n    reduce: rows\n    out_dtype: f32", "out_dtype", "must be one of bf16, f16"),
    ("stage: 2\n    reduce: sorted", "reduce", "must be one of atomic, rows"),
])
def test_spec_errors_are_located(tmp_path, extra, where, msg):
    p = tmp_path / "s.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: x\n    family: moe\n    hidden: 256\n    inter: 256\n"
                 f"    experts: 4\n    {extra}\n")
    with pytest.raises(SpecErrors) as e:
        load_spec(p)
    text = str(e.value)
    assert f"kernels[0].{where}" in text and msg in text and f"{p}:" in text, text


def test_reduce_rows_rejects_split_k_only_options(tmp_path):
    p = tmp_path / "s.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: r\n    family: gemm_splitk_reduce\n    layout: rows\n"
                 "    scaled: true\n  - name: q\n    family: gemm_splitk_reduce\n    layout: rows\n"
                 "    epilogue: bias\n    acc: i32\n")
    with pytest.raises(SpecErrors) as e:
        load_spec(p)
    text = str(e.value)
    assert all(f in text for f in ("kernels[0].scaled", "kernels[1].epilogue", "kernels[1].acc")), text


def test_atomic_mode_has_no_companion():
    kernels = {k.name: k for k in load_spec(SPEC)}
    assert "moe_s2_fp4_reduce" not in kernels and kernels["moe_s2_fp4"].params["reduce"] == "atomic"
    assert kernels["moe_s2_fp4_rows_f16_reduce"].params["out_dtype"] == "f16"


def test_chain_end_to_end_with_reduce_rows(tmp_path):
    """stage 1 -> stage 2 (reduce: rows) -> NAME_reduce against the float64 MoE from the inputs alone."""
    from flygen.check.moe_chain import iter_chains
    p = tmp_path / "c.yaml"
    p.write_text("target: gfx950\ndefaults:\n  hidden: 256\n  inter: 256\n  experts: 4\n  topk: 3\n"
                 "kernels:\n  - name: s1\n    family: moe\n    stage: 1\n  - name: s2\n    family: moe\n"
                 "    stage: 2\n    reduce: rows\n")
    (r,) = list(iter_chains([str(p)], sizes={"tokens": 9}, seed=2))
    assert r["passed"], r
    assert [c["arg"] for c in r["checks"]] == ["s1.out", "s2.out", "s2.ws"]


# reduce: rows workspace offsets (issue 19): voffset + offset is 32-bit, so the padding rows' stores at row
# tokens * topk + topk must stay below 2^32 or they wrap into the rows. topk 3, hidden 256: the largest fitting
# tokens from the bound written out by hand, 4 * 256 * (3 * tokens + 3 + 1) <= 2^32.
FIT = ((1 << 32) // (4 * 256) - 4) // 3


def test_workspace_offsets_past_32_bits_are_refused_before_any_case(pairs, tc):
    from flygen.errors import FlygenError
    from flygen.check.moe_chain import verify_chain
    from flygen.runtime.library import check_workspace
    b = pairs["moe_s2_fp4_rows_bf16"]
    check_workspace(b.plan.name, b.plan.split_k, {"tokens": FIT})            # fits: no error
    assert 4 * 3 * 256 * (FIT + 1) < 1 << 32          # the workspace itself still fits; its padding offsets do not
    with pytest.raises(FlygenError):
        check_workspace(b.plan.name, b.plan.split_k, {"tokens": FIT + 1})
    with pytest.raises(FlygenError) as e:
        verify_one(b, {"tokens": FIT + 1}, seed=0, toolchain=tc)     # raised before a 4 GiB case is made
    text = str(e.value)
    assert f"tokens={FIT + 1}" in text and f"at most tokens={FIT}" in text and "> 4294967296 B" in text, text
    assert f"{4 * 3 * 256 * (FIT + 1)} B" in text and b.plan.name in text, text
    s1 = generate([SPEC], ("moe_s1_fp4",))[0]
    with pytest.raises(FlygenError, match=f"tokens={FIT + 1}"):
        verify_chain(s1, b, {"tokens": FIT + 1}, toolchain=tc)


def test_runtime_launch_run_and_header_refuse_the_workspace(tmp_path):
    import shutil
    import subprocess
    from flygen.errors import FlygenError
    from flygen.runtime.header import write_header
    from flygen.runtime.launch import load, run_split_k
    from flygen.runtime.run import run_check
    name = "moe_s2_fp4_rows_bf16"
    build([SPEC], tmp_path, names=(name, name + "_reduce"), cache=False)
    lib = load(tmp_path)
    assert lib[name].info.split_k["workspace"]["offset_end"] == "1024 * (3 * tokens + 4)"
    tiny = {a.name: np.zeros(4, np.uint8) for a in lib[name].info.buffers}
    with pytest.raises(FlygenError, match=f"at most tokens={FIT}"):
        lib[name].info.check_workspace(blocks=1, tokens=FIT + 1)
    for launch in (lambda **kw: lib[name](**kw), lambda **kw: run_split_k(lib, name, **kw)):
        with pytest.raises(FlygenError, match=f"at most tokens={FIT}"):
            launch(**tiny, num_valid_ids=0, tokens=FIT + 1, blocks=1)
    with pytest.raises(FlygenError, match=f"tokens={FIT + 1}"):
        run_check(tmp_path, name, {"tokens": FIT + 1})
    cc = shutil.which("cc")
    if cc is None:
        pytest.skip("needs cc for the header check")
    write_header(tmp_path)
    src = tmp_path / "t.c"
    src.write_text('#include <stdio.h>\n#include "flygen_kernels.h"\nint main(void) {\n'
                   f'    printf("%d %d %d\\n", {name}_workspace_check(1, 1), {name}_workspace_check(1, {FIT}), '
                   f'{name}_workspace_check(1, {FIT + 1}));\n    return 0;\n}}\n')
    exe = tmp_path / "t"
    subprocess.run([cc, "-std=c11", "-Wall", "-Wextra", "-Werror", "-I", str(tmp_path), str(src), "-o", str(exe)],
                   check=True, capture_output=True)
    assert subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout.split() == ["0", "0", "-1"]
