"""MoE per-row activation scales (issue 19, `row_scale: f32`; FlyDSL moe_gemm_2stage's scale_x / a2_scale):
scale_row[token] (stage 1) / scale_row[token * topk + slot] (stage 2) read through the routing, multiplied into
the f32 accumulators once before the epilogue. Emulator against flygen.ref.moe at ragged token counts (an
empty expert, padding rows), the MX intermediate and reduce: rows variants, mutants that take the scale of a
wrong row or drop it, the chain with a per-row quantised hand-over, and the spec field."""
import dataclasses
import re

import numpy as np
import pytest

from flygen.build.pipeline import generate
from flygen.errors import SpecErrors
from flygen.check.moe_chain import verify_chain
from flygen.spec.load import load_spec
from flygen.check.verify import verify_one

SPEC = "examples/moe.yaml"
NAMES = ("moe_s1_fp8_rowscale", "moe_s2_fp8_rowscale", "moe_s1_fp4_to_fp8_rowscale", "moe_s2_fp4_rows_rowscale",
         "moe_s2_fp4", "moe_s1_fp8")


@pytest.fixture(scope="module")
def built():
    return {b.plan.name: b for b in generate([SPEC], NAMES)}


@pytest.mark.parametrize("name, tokens", [("moe_s1_fp8_rowscale", 37), ("moe_s1_fp8_rowscale", 5),
                                          ("moe_s2_fp8_rowscale", 37), ("moe_s2_fp8_rowscale", 1),
                                          ("moe_s1_fp4_to_fp8_rowscale", 29), ("moe_s2_fp4_rows_rowscale", 9)])
def test_row_scaled_kernels_verify(built, tc, name, tokens):
    r = verify_one(built[name], {"tokens": tokens}, seed=5, toolchain=tc)
    assert r["passed"] and r["hazards"] == [], r
    assert "row scales per" in r["case"]
    assert all(c["guard_ok"] for c in r["checks"])


def test_the_scale_is_indexed_through_the_routing(built):
    """The address of each lane's scale is the layout of its row index: the token (stage 1), token * topk +
    slot (stage 2); the records are tokens resp. tokens * topk f32 (padding rows read 0)."""
    s1, s2 = built["moe_s1_fp8_rowscale"].asm, built["moe_s2_fp8_rowscale"].asm
    assert [a.name for a in built["moe_s1_fp8_rowscale"].plan.args][:3] == ["A", "scale_a", "scale_row"]
    assert "s_mul_i32 s[s_rsrc_scale_row+2], s[s_tokens], 4" in s1 and \
        "s_mul_i32 s[s_rsrc_scale_row+2], s[s_tokens], 8" in s2                # topk 2
    assert re.search(r"v_lshlrev_b32 v\[v_tmp2\], 2, v\[v_token\+0\]", s1)      # token * 4 (after the mask)
    assert re.search(r"v_mad_u32_u24 v\[v_tmp1\], v\[v_tmp1\], 2, v\[v_tmp0\]\n.*v_lshlrev_b32 v\[v_tmp2\], 2, "
                     r"v\[v_tmp1\]", s2)
    plain = built["moe_s2_fp4"].asm
    assert "scale_row" not in plain and "row scales" not in plain


def _mutate(b, pattern, repl):
    asm, n = re.subn(pattern, repl, b.asm, flags=re.M)
    assert n > 0, pattern
    return dataclasses.replace(b, asm=asm)


@pytest.mark.parametrize("name, pattern, repl", [
    # m-atom 0's values scaled by m-atom 1's scale: rows r take the scale of row r + 16
    ("moe_s1_fp8_rowscale", r"(v_mul_f32 v\[v_(?:x|up)\+\d\]), v\[v_row_scale\+0\]", r"\1, v[v_row_scale+1]"),
    # stage 2 index token * topk + 0: every route takes its token's slot-0 scale
    ("moe_s2_fp8_rowscale", r"(v_mad_u32_u24 v\[v_tmp1\], v\[v_tmp1\], 2), v\[v_tmp0\]", r"\1, 0"),
    # stage 2 index by token alone (the stage-1 indexing)
    ("moe_s2_fp4_rows_rowscale", r"^\s*v_mad_u32_u24 v\[v_tmp1\], v\[v_tmp1\], 3, v\[v_tmp0\]\n", ""),
    # the MX epilogue without the scale
    ("moe_s1_fp4_to_fp8_rowscale", r"^\s*v_mul_f32 v\[v_(?:x|up)\+\d\], v\[v_row_scale\+\d\], v\[v_(?:x|up)\+\d\]\n", ""),
])
def test_a_scale_of_the_wrong_row_is_caught(built, tc, name, pattern, repl):
    bad = _mutate(built[name], pattern, repl)
    assert not verify_one(bad, {"tokens": 37}, seed=5, toolchain=tc)["passed"]


def test_the_chain_hands_over_per_row_quantised(built, tc, tmp_path):
    """stage 1 with row scales -> bf16 -> the host's per-row quantisation (s_r = amax of the row, A2 = MX(x /
    s_r)) -> stage 2 multiplying s_r back, against the float64 MoE from the inputs alone; and a hand-over whose
    scales are off by one row fails the end-to-end check."""
    import flygen.check.moe_chain as C
    p = tmp_path / "c.yaml"
    p.write_text("target: gfx950\ndefaults:\n  hidden: 256\n  inter: 256\n  experts: 4\n  topk: 2\n  tile_m: 32\n"
                 "kernels:\n  - name: s1\n    family: moe\n    stage: 1\n    a_dtype: fp8\n    row_scale: f32\n"
                 "  - name: s2\n    family: moe\n    stage: 2\n    row_scale: f32\n")
    s1, s2 = generate([str(p)])
    r = verify_chain(s1, s2, {"tokens": 13}, seed=2, toolchain=tc)
    assert r["passed"], r
    real = C.row_quantisation

    def shifted(x, routing):
        s, scale_row = real(x, routing)
        return s, np.roll(scale_row, 1)
    C.row_quantisation = shifted
    try:
        bad = verify_chain(s1, s2, {"tokens": 13}, seed=2, toolchain=tc)
    finally:
        C.row_quantisation = real
    assert bad["checks"][0]["mismatches"] == 0 and not bad["passed"]


def test_spec_field(tmp_path):
    p = tmp_path / "s.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: x\n    family: moe\n    stage: 1\n    hidden: 256\n"
                 "    inter: 256\n    experts: 4\n    row_scale: f16\n")
    with pytest.raises(SpecErrors) as e:
        load_spec(p)
    assert "kernels[0].row_scale" in str(e.value) and "must be one of none, f32" in str(e.value), str(e.value)
    assert {k.name: k for k in load_spec(SPEC)}["moe_s2_fp4"].params["row_scale"] == "none"


def test_a16w4_takes_row_scales_too(tc, tmp_path):
    """bf16 activations (a16w4) x fp4 experts with a per-row f32 scale, both stages."""
    p = tmp_path / "a16.yaml"
    p.write_text("target: gfx950\ndefaults:\n  hidden: 256\n  inter: 256\n  experts: 4\n  topk: 2\n  tile_m: 32\n"
                 "  a_dtype: bf16\n  row_scale: f32\nkernels:\n  - name: s1\n    family: moe\n    stage: 1\n"
                 "  - name: s2\n    family: moe\n    stage: 2\n")
    for b in generate([str(p)]):
        r = verify_one(b, {"tokens": 13}, seed=4, toolchain=tc)
        assert r["passed"] and r["hazards"] == [] and "row scales per" in r["case"], r
