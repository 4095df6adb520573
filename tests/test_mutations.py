"""Verification power: a representative sample of bug-like mutants of every kernel family must FAIL verify
(tests/mutations; the full sweep and its table: `python tests/mutations/sweep.py`, docs/verification.md).
Each case takes the first sampled site of its class (seeded, deterministic), optionally narrowed by a substring
of the site description, so the set follows the kernels if their text changes. Also: an equivalent mutant must
pass (no false alarms), operators edit what they claim, and the half-ulp bound by hand."""
from __future__ import annotations

import numpy as np
import pytest

from flygen.build.pipeline import generate
from flygen.ref.tolerance import HALF_TINY, half_ulp
from mutations.harness import KILLED, clean_budget, run_asm, run_mutant, sample
from mutations.operators import mnemonic, mutate, sites
from mutations.targets import TARGETS, sibling_text

T = {t.name: t for t in TARGETS}

# (kernel, class, substring of the site description or "") -- each must be killed
CASES = [
    ("axpby_f32_bf16", "cvt_truncate", ""),
    ("axpby_f32_bf16", "offset_element", "buffer_store"),
    ("axpby_bf16_f16", "drop_waitcnt", ""),
    ("t_fp8_4w_row_major", "mfma_a_neighbour", ""),
    ("t_fp8_4w_row_major", "mfma_acc_neighbour", ""),
    ("t_fp8_4w_row_major", "mfma_format", "cbsz"),
    ("t_fp8_4w_row_major", "drop_barrier", ""),
    ("t_fp8_4w_row_major", "drop_exec", "s_mask"),
    ("t_fp8_4w_row_major", "loop_trip", "s_loop"),
    ("t_fp8_4w_row_major", "offset_element", "ds_read"),
    ("t_bf16_4w_row_major", "mfma_b_neighbour", ""),
    ("t_bf16_4w_row_major", "cvt_pk_swap", ""),
    ("preshuffle_fp8_bias_gelu", "drop_bias", ""),
    ("preshuffle_fp8_bias_gelu", "drop_scale_mul", "esc_b"),
    ("preshuffle_fp8_bias_gelu", "mfma_src_swap", ""),
    ("preshuffle_int8_bias_relu", "drop_relu", ""),
    ("preshuffle_fp8_async_s2", "drop_waitcnt", "vmcnt"),
    ("preshuffle_mx_fp4_fp8", "mfma_opsel", "op_sel["),
    ("preshuffle_mx_fp4_fp8", "mfma_scale_swap", ""),
    ("preshuffle_mx_fp6_fp4", "mfma_format", "blgp"),
    ("preshuffle_mx_fp8_fp8", "mfma_scale_neighbour", "scale_a"),
    ("mut_conv3d_fp8_333_relu", "drop_scale_mul", ""),
    ("mut_conv3d_fp8_333_relu", "mfma_a_neighbour", ""),
    ("mut_conv3d_bf16_333_dil", "offset_element", "buffer_load"),
    ("moe_s1_fp8_pipe", "loop_trip", "s_loop"),          # 5 k-tiles: a rolled loop (moe_s1_fp4_deep has none now)
    ("moe_s1_fp4_deep", "mfma_opsel", "op_sel_hi"),
    ("moe_s2_fp8", "mfma_scale_swap", ""),
    ("moe_s2_fp8", "drop_store", "atomic"),
    ("moe_s2_fp4_k2", "mfma_b_neighbour", ""),
    ("moe_s1_bf16", "cvt_opsel", ""),                    # a16w4: wrong fp4 pair dequantised
    ("moe_s2_bf16", "scale_byte_shift", ""),             # a16w4: another K block's e8m0 byte
    ("moe_s2_bf16", "mfma_b_neighbour", ""),             # a16w4: wrong bf16 activation micro-step
]
SIBLINGS = [("preshuffle_fp8_bias_gelu", "preshuffle_fp8_bias_silu"),
            ("mut_conv3d_fp8_333_relu", "mut_conv3d_fp8_333_none")]


_built, _budget = {}, {}


def _kernel(name, tc):
    if name not in _built:
        t = T[name]
        (_built[name],) = generate([t.spec], (name,))
        _budget[name] = clean_budget(_built[name], t.shapes, 0, tc)
    return _built[name], _budget[name]


def _pick(asm, cls, contains):
    cands = [s for s in sites(asm, cls) if contains in s.what]
    assert cands, f"no {cls} site matching {contains!r}"
    return sample(cands, 1, seed=0)[0]


@pytest.mark.parametrize("name,cls,contains", CASES, ids=[f"{n}-{c}" for n, c, _ in CASES])
def test_mutant_is_killed(name, cls, contains, tc):
    b, budget = _kernel(name, tc)
    site = _pick(b.asm, cls, contains)
    outcome, detail = run_mutant(b, site, T[name].shapes, 0, tc, budget)
    assert outcome in KILLED, f"{cls} at line {site.line + 1} ({site.what}) survived: {detail}"


@pytest.mark.parametrize("name,sibling", SIBLINGS)
def test_wrong_epilogue_text_is_killed(name, sibling, tc):
    b, budget = _kernel(name, tc)
    outcome, detail = run_asm(b, sibling_text(T[name], sibling), T[name].shapes, 0, tc, budget)
    assert outcome in ("value",), detail


def test_equivalent_mutant_passes(tc):
    # two adjacent MFMAs into different accumulators, exchanged: same sums, and (this site) no wait-state change
    b, budget = _kernel("preshuffle_mx_fp4_fp8", tc)
    site = sample(sites(b.asm, "mfma_reorder"), 1, seed=0)[0]
    assert run_mutant(b, site, T["preshuffle_mx_fp4_fp8"].shapes, 0, tc, budget)[0] == "survived"


def test_operators_edit_what_they_claim():
    asm = "\n".join(["k:", "        v_cvt_pk_bf16_f32 v[v_y+0], v[v_a+0], v[v_a+1]  // pack",
                     "        s_waitcnt vmcnt(2) lgkmcnt(0)",
                     "        buffer_store_dwordx2 v[1:2], v[3], s[4:7], 0 offen offset:24"])
    (t,) = sites(asm, "cvt_truncate")
    assert mutate(asm, t).split("\n")[1:4] == [
        "        v_lshrrev_b32 v[v_a+0], 16, v[v_a+0]", "        v_and_b32 v[v_a+1], 0xffff0000, v[v_a+1]",
        "        v_or_b32 v[v_y+0], v[v_a+0], v[v_a+1]"]
    assert [s.what for s in sites(asm, "waitcnt_plus1")] == ["vmcnt(2) -> vmcnt(3)", "lgkmcnt(0) -> lgkmcnt(1)"]
    assert [s.what for s in sites(asm, "offset_element")] == ["buffer_store_dwordx2 offset:24 -> 32",
                                                              "buffer_store_dwordx2 offset:24 -> 16"]
    (d,) = sites(asm, "drop_waitcnt")
    assert [mnemonic(x) for x in mutate(asm, d).split("\n")] == ["", "v_cvt_pk_bf16_f32", "buffer_store_dwordx2"]


def test_dequant_operators_edit_what_they_claim():
    asm = "\n".join(["k:", "        v_lshlrev_b32 v[v_wsc0], 15, v[v_scale_w_up+0]  // byte 1",
                     "        v_lshrrev_b32 v[v_wsc1], 1, v[v_scale_w_up+1]",
                     "        v_lshlrev_b32 v[v_tmp0], 15, v[v_x]",
                     "        v_cvt_scalef32_pk_bf16_fp4 v[v_wbf0+1], v[v_wfrag_up+0], v[v_wsc0] op_sel:[1,0,0]"])
    got = {(s.line, s.what): mutate(asm, s).split("\n")[s.line] for s in sites(asm, "scale_byte_shift")}
    assert got == {(1, "scale byte 1 -> 0"): "        v_lshlrev_b32 v[v_wsc0], 23, v[v_scale_w_up+0]",
                   (1, "scale byte 1 -> 2"): "        v_lshlrev_b32 v[v_wsc0], 7, v[v_scale_w_up+0]",
                   (2, "scale byte 3 -> 2"): "        v_lshlrev_b32 v[v_wsc1], 7, v[v_scale_w_up+1]"}
    got = [mutate(asm, s).split("\n")[4] for s in sites(asm, "cvt_opsel")]
    assert [g.split("op_sel:")[1] for g in got] == ["[0,0,0]", "[1,1,0]"]


def test_truncation_sequence_equals_bf16_truncation():
    # the cvt_truncate replacement, evaluated as the three instructions say, vs ml_dtypes-free bit truncation
    rng = np.random.default_rng(0)
    lo, hi = rng.standard_normal(1000).astype(np.float32).view(np.uint32), \
        rng.standard_normal(1000).astype(np.float32).view(np.uint32)
    packed = (lo >> 16) | (hi & 0xFFFF0000)
    back_lo = (packed << 16).view(np.float32).astype(np.float64)
    x = lo.view(np.float32).astype(np.float64)
    assert (np.abs(back_lo) <= np.abs(x)).all() and (np.abs(x - back_lo) < np.abs(x) * 2.0 ** -7).all()
    assert (back_lo != x).mean() > 0.9          # truncation changes almost every random value


@pytest.mark.parametrize("x,out,want", [(1.0, "bf16", 2.0 ** -8), (1.99, "bf16", 2.0 ** -8), (2.0, "bf16", 2.0 ** -7),
                                        (-3.0, "f16", 2.0 ** -10), (1.0, "f32", 2.0 ** -24), (0.0, "bf16", 2.0 ** -134),
                                        (2.0 ** -140, "bf16", 2.0 ** -134), (0.0, "f16", 2.0 ** -25)])
def test_half_ulp_by_hand(x, out, want):
    assert half_ulp(np.array([x]), out)[0] == want


def test_half_ulp_floor_is_half_tiny():
    for out in ("f32", "f16", "bf16"):
        assert half_ulp(np.array([0.0]), out)[0] == HALF_TINY[out]
