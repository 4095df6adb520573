"""v_fma_mix_f32 / v_fma_mixlo_f16 / v_fma_mixhi_f16 (gfx950 VOP3P mixed-precision FMA; Triton 3.9 emits the f32
form for f16 axpby, tests/data/emu/triton/axpby_clamp_f16_div16.s) against a per-lane reference in exact rationals.

Rule (flygen/emu/ops_valu.py `_fma_mix`; sources: LLVM 22 VOP3PInstructions.td VOP3P_Mix profile, CodeGen tests
mad-mix.ll / mad-mix-lo.ll / mad-mix-hi.ll): source k is f32 when op_sel_hi[k] = 0 (the default), else the f16 in
the low (op_sel[k] = 0) or high half; `-x` negates, `|x|` is the absolute value (encoded in neg_hi); the product
and sum are exact, rounded once (f32, or f16 for mixlo/mixhi, which keep the other half of vdst); clamp to [0, 1].
The inputs are f16 values and f32 values of at most 24 bits whose exact fma fits in float64, so Python's
float(Fraction) is the single rounding the rule states. Every snippet assembles with LLVM 22 (skip without it).
"""
from fractions import Fraction

import numpy as np
import pytest

from flygen.emu.launch import run_snippet
from flygen.errors import EmulatorError

RNG = np.random.default_rng(31)
SNIPPETS: list[str] = []


def _run(text, regs):
    SNIPPETS.append(text)

    def init(st):
        for r, val in regs.items():
            st.v[0, r] = np.asarray(val, np.uint32)
    return run_snippet(text, init=init, hazards=False).state


def _f16_bits():
    x = (RNG.standard_normal(64) * 4).astype(np.float16)
    x[:4] = [0.0, -0.0, 1.0, -2.5]
    return x.view(np.uint16).astype(np.uint32)


def _f32_vals():
    return (RNG.standard_normal(64) * 8).astype(np.float16).astype(np.float32)   # 11-bit significands


def _h(bits, hi):
    return np.float64(np.uint16((int(bits) >> 16) & 0xFFFF if hi else int(bits) & 0xFFFF).view(np.float16))


def _ref(a, b, c):
    return float(Fraction(float(a)) * Fraction(float(b)) + Fraction(float(c)))


def test_mix_f32_selects_halves_and_f32_sources():
    lo0, hi0, lo1, hi1 = _f16_bits(), _f16_bits(), _f16_bits(), _f16_bits()
    v0, v1 = lo0 | (hi0 << 16), lo1 | (hi1 << 16)
    c = _f32_vals()
    st = _run("v_fma_mix_f32 v3, v0, v1, v2 op_sel:[1,0,0] op_sel_hi:[1,1,0]",
              {0: v0, 1: v1, 2: c.view(np.uint32)})
    want = np.array([_ref(_h(v0[i], 1), _h(v1[i], 0), c[i]) for i in range(64)], np.float32)
    assert np.array_equal(st.v[0, 3].view(np.float32), want)
    # default op_sel_hi (all 0): three f32 sources = v_fma_f32
    a, b = _f32_vals(), _f32_vals()
    st = _run("v_fma_mix_f32 v3, v0, v1, v2", {0: a.view(np.uint32), 1: b.view(np.uint32), 2: c.view(np.uint32)})
    assert np.array_equal(st.v[0, 3].view(np.float32),
                          np.array([_ref(a[i], b[i], c[i]) for i in range(64)], np.float32))


def test_mix_f32_neg_abs_clamp_and_zero_constant():
    v0, v1, v2 = _f16_bits() | (_f16_bits() << 16), _f16_bits(), _f16_bits() << 16
    st = _run("v_fma_mix_f32 v3, -|v0|, v1, -v2 op_sel:[1,0,1] op_sel_hi:[1,1,1]", {0: v0, 1: v1, 2: v2})
    want = [_ref(-abs(_h(v0[i], 1)), _h(v1[i], 0), -_h(v2[i], 1)) for i in range(64)]
    assert np.array_equal(st.v[0, 3].view(np.float32), np.array(want, np.float32))
    st = _run("v_fma_mix_f32 v3, v0, v1, v2 op_sel_hi:[1,1,1] clamp", {0: v0, 1: v1, 2: v2})
    want = [min(max(_ref(_h(v0[i], 0), _h(v1[i], 0), _h(v2[i], 0)), 0.0), 1.0) for i in range(64)]
    assert np.array_equal(st.v[0, 3].view(np.float32), np.array(want, np.float32))
    # Triton's form: an f16 times an f32 scalar plus neg(0) (-0.0 as f32): the product, rounded once
    a = _f32_vals()
    st = _run("v_fma_mix_f32 v3, v0, v1, neg(0) op_sel_hi:[1,0,0]", {0: v0, 1: a.view(np.uint32)})
    assert np.array_equal(st.v[0, 3].view(np.float32),
                          np.array([_ref(_h(v0[i], 0), a[i], -0.0) for i in range(64)], np.float32))


@pytest.mark.parametrize("form,hi", [("v_fma_mixlo_f16", 0), ("v_fma_mixhi_f16", 1)])
def test_mixlo_mixhi_round_to_f16_and_keep_the_other_half(form, hi):
    v0, v1, v2 = _f16_bits(), _f16_bits(), _f16_bits()
    keep = RNG.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
    st = _run(f"{form} v3, v0, v1, v2 op_sel_hi:[1,1,1]", {0: v0, 1: v1, 2: v2, 3: keep})
    h = np.array([_ref(_h(v0[i], 0), _h(v1[i], 0), _h(v2[i], 0)) for i in range(64)]).astype(np.float16)
    h = h.view(np.uint16).astype(np.uint32)
    want = (keep & 0xFFFF0000) | h if hi == 0 else (keep & 0xFFFF) | (h << 16)
    assert np.array_equal(st.v[0, 3], want)


def test_mix_nonzero_constant_is_refused():
    with pytest.raises(EmulatorError, match="not modelled"):
        _run("v_fma_mix_f32 v3, v0, 1.0, v2 op_sel_hi:[1,1,1]", {})


def test_snippets_assemble_with_llvm(tmp_path):
    """Runs last in this module: every snippet the other tests ran assembles for gfx950 (the wheel's LLVM 22)."""
    from flygen.toolchain.tools import find_toolchain
    try:
        tc = find_toolchain()
    except Exception as exc:      # noqa: BLE001 - no assembler on this machine
        pytest.skip(f"no assembler (the ziglang wheel's clang -cc1as): {exc}")
    assert len(SNIPPETS) >= 6
    tc.assemble("\n".join(dict.fromkeys(SNIPPETS)) + "\n", tmp_path / "mix.o")
