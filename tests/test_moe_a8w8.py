"""MoE a8w8 (issue 19; FlyDSL kernels/moe/moe_gemm_2stage fp8): fp8 activations with a per-row f32 scale x fp8
experts with a per-(expert, output column) f32 scale, the unscaled v_mfma_f32_16x16x128_f8f6f4, and the scales
applied once in the epilogue, v = acc * scale_row * scale_w[e, col], before silu (stage 1) / the routing weight
(stage 2). Emulator against flygen.ref.moe at ragged token counts (an empty expert, padding rows, unused blocks),
both stages, atomic and reduce: rows; mutants taking the scale of a wrong expert or column, or dropping it; the
emitted structure; located spec errors."""
import dataclasses
import re

import numpy as np
import pytest

from flygen.build.pipeline import generate
from flygen.errors import SpecErrors
from flygen.check.moe_chain import chains
from flygen.ref import moe as R
from flygen.spec.load import load_spec
from flygen.check.verify import verify_one

SPEC = "examples/moe.yaml"
NAMES = ("moe_s1_a8w8", "moe_s2_a8w8", "moe_s2_a8w8_rows", "moe_s1_fp8_rowscale")


@pytest.fixture(scope="module")
def built():
    return {b.plan.name: b for b in generate([SPEC], NAMES)}


def _ok(r):
    assert r["passed"] and r["hazards"] == [], r
    assert "channel scales per (expert, column)" in r["case"] and all(c["guard_ok"] for c in r["checks"])


@pytest.mark.parametrize("name, tokens", [("moe_s1_a8w8", 37), ("moe_s1_a8w8", 5), ("moe_s2_a8w8", 37),
                                          ("moe_s2_a8w8", 1), ("moe_s2_a8w8_rows", 13)])
def test_a8w8_kernels_verify(built, tc, name, tokens):
    """37 tokens: expert 3 empty, ragged blocks padded (padding rows read 0 and never write), unused blocks."""
    r = verify_one(built[name], {"tokens": tokens}, seed=5, toolchain=tc)
    _ok(r)
    if tokens == 37:
        assert "expert [3] empty" in r["case"]


def test_a8w8_without_row_scale(tc, tmp_path):
    """row_scale: none: v = acc * scale_w[e, col] alone (sx = 1), both stages."""
    p = tmp_path / "a8.yaml"
    p.write_text("target: gfx950\ndefaults:\n  hidden: 256\n  inter: 256\n  experts: 4\n  topk: 2\n  tile_m: 16\n"
                 "  tile_n: 64\n  a_dtype: fp8\n  w_dtype: fp8\nkernels:\n  - name: s1\n    family: moe\n"
                 "    stage: 1\n  - name: s2\n    family: moe\n    stage: 2\n")
    for b in generate([str(p)]):
        assert "scale_row" not in [a.name for a in b.plan.args]
        r = verify_one(b, {"tokens": 11}, seed=7, toolchain=tc)
        _ok(r)
        assert "row scales" not in r["case"]


def test_emitted_structure(built):
    """Unscaled fp8 MFMAs (no e8m0 operands, no cbsz/blgp: fp8 x fp8 is the default), no scale_a, the channel
    scales one dwordx4 per (half, n-atom) from the expert-rebased scale_w V# (records = one expert's row of
    W-rows x 4 B), and two f32 multiplies per value before silu: row scale then channel scale."""
    b = built["moe_s1_a8w8"]
    s, p = b.asm, b.plan
    assert [a.name for a in p.args][:4] == ["A", "scale_row", "W", "scale_w"]
    assert {a.name: a.dtype for a in p.args}["scale_w"] == "f32"
    assert "v_mfma_scale" not in s and "cbsz" not in s
    assert len(re.findall(r"^\s*v_mfma_f32_16x16x128_f8f6f4 ", s, re.M)) == 2 * 2 * 2 * 2   # k-steps, halves, m, n
    loads = re.findall(r"buffer_load_dwordx4 v\[v_col_scale_(gate|up)\+(\d)", s)
    assert sorted(loads) == [("gate", "0"), ("gate", "4"), ("up", "0"), ("up", "4")]
    assert "s_mov_b32 s[s_rsrc_scale_w+2], 2048" in s                  # 2 * inter rows x 4 B per expert
    assert "s_mul_i32 s[s_tmp+0], s[s_expert], 2048  // V# scale_w: rebased to expert e" in s
    assert "s_add_u32 s[s_off_scale_w_up], s[s_off_scale_w_up], 1024" in s    # the up half: inter x 4 B
    atom = s.split("atom (m 0, n 1): silu(gate) * up -> bf16")[1].split("v_exp_f32")[0]
    muls = re.findall(r"v_mul_f32 v\[v_x\+0\], v\[(v_\w+)\+(\d)\], v\[v_x\+0\]", atom)
    assert muls == [("v_row_scale", "0"), ("v_col_scale_gate", "4")], muls    # (acc * s_row) * s_col, n-atom 1
    s2 = built["moe_s2_a8w8"].asm
    atom2 = s2.split("atom (m 1, n 1): weight x acc")[1].split("buffer_atomic_add_f32")[0]
    assert re.findall(r"v_mul_f32 v\[v_x\+2\], v\[(v_\w+)\+(\d)\], v\[v_x\+2\]", atom2) == [
        ("v_row_scale", "1"), ("v_col_scale_down", "6"), ("v_weight", "1")]


def _mutate(b, pattern, repl):
    asm, n = re.subn(pattern, repl, b.asm, flags=re.M)
    assert n > 0, pattern
    return dataclasses.replace(b, asm=asm)


@pytest.mark.parametrize("name, pattern, repl", [
    # the scale of the wrong expert: scale_w rebased by 0 bytes per expert (every block reads expert 0's)
    ("moe_s1_a8w8", r"(s_mul_(?:hi_u32|i32) s\[s_tmp\+\d\], s\[s_expert\]), 2048(  // V# scale_w)", r"\1, 0\2"),
    ("moe_s2_a8w8", r"(s_mul_(?:hi_u32|i32) s\[s_tmp\+\d\], s\[s_expert\]), 1024(  // V# scale_w)", r"\1, 0\2"),
    # the scale of the wrong column: n-atom 1's 4 columns read n-atom 0's scales
    ("moe_s2_a8w8", r"(buffer_load_dwordx4 v\[v_col_scale_down\+4:.*) offset:64$", r"\1 offset:0"),
    # gate values scaled by the up half's scales (the up soffset's inter x 4 B missing)
    ("moe_s1_a8w8", r"^\s*s_add_u32 s\[s_off_scale_w_up\], s\[s_off_scale_w_up\], 1024\n", ""),
    # the channel scale dropped (stage 2, rows)
    ("moe_s2_a8w8_rows", r"^\s*v_mul_f32 v\[v_x\+\d\], v\[v_col_scale_down\+\d\], v\[v_x\+\d\]\n", ""),
])
def test_a_wrong_channel_scale_is_caught(built, tc, name, pattern, repl):
    bad = _mutate(built[name], pattern, repl)
    assert not verify_one(bad, {"tokens": 37}, seed=5, toolchain=tc)["passed"]


def test_the_reference_sees_a_wrong_expert(built, tc, monkeypatch):
    """Host-side control: scale_w handed over with experts rolled by one fails the same kernel."""
    real = R.kernel_channel_scales
    monkeypatch.setattr(R, "kernel_channel_scales", lambda c: real(np.roll(c, 1, axis=0)))
    assert not verify_one(built["moe_s2_a8w8"], {"tokens": 37}, seed=5, toolchain=tc)["passed"]


def test_a8w8_stage2_does_not_chain(built):
    """Its A is fp8 codes + scale_row, which the chain's MX / per-row MX hand-overs do not produce."""
    p1, p2 = built["moe_s1_a8w8"].spec.params, built["moe_s2_a8w8"].spec.params
    assert not chains(p1, p2)
    assert chains(p1, {**p2, "w_dtype": "fp4", "w_scale": None, "a_dtype": "fp4"})


@pytest.mark.parametrize("fields, where, msg", [
    ("a_dtype: fp4\n    w_dtype: fp8", "a_dtype", "must be fp8 with w_dtype: fp8"),
    ("a_dtype: fp8\n    w_scale: channel", "w_scale", "per-channel f32 weight scales are built for fp8 experts"),
    ("a_dtype: fp8\n    w_dtype: fp8\n    w_scale: mx", "w_scale", "MX fp8 experts (e8m0 per 32) are not built"),
    ("a_dtype: fp8\n    w_dtype: fp8\n    inter_dtype: fp8", "inter_dtype", "an MX intermediate from an a8w8"),
    ("w_dtype: int4", "w_dtype", "must be one of fp4, fp8"),
])
def test_spec_errors_are_located(tmp_path, fields, where, msg):
    p = tmp_path / "s.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: x\n    family: moe\n    stage: 1\n    hidden: 256\n"
                 f"    inter: 256\n    experts: 4\n    {fields}\n")
    with pytest.raises(SpecErrors) as e:
        load_spec(p)
    assert f"kernels[0].{where}" in str(e.value) and msg in str(e.value), str(e.value)


def test_a8w8_with_lds_staging_and_16_bit_atomics(tc, tmp_path):
    """The a8w8 kernels through main's other MoE paths: A staged in LDS (a_stage: lds, stage 1) and stage 2's
    packed 16-bit atomics (out_dtype: bf16); the channel scales are applied before the pack."""
    p = tmp_path / "a8.yaml"
    p.write_text("target: gfx950\ndefaults:\n  hidden: 256\n  inter: 256\n  experts: 4\n  topk: 2\n  tile_m: 32\n"
                 "  a_dtype: fp8\n  w_dtype: fp8\n  row_scale: f32\nkernels:\n  - name: s1\n    family: moe\n"
                 "    stage: 1\n    a_stage: lds\n  - name: s2\n    family: moe\n    stage: 2\n    out_dtype: bf16\n")
    for b in generate([str(p)]):
        assert "v_col_scale" in b.asm
        _ok(verify_one(b, {"tokens": 13}, seed=3, toolchain=tc))
