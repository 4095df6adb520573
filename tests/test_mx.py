"""MX quantisation, fp4/fp6 packing, row-wise fp8, and the verification tolerance."""
import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from flygen.errors import FlygenError
from flygen.isa.dtypes import decode, encode
from flygen.ref.mx import (dequantize_fp8_rowwise, dequantize_mx, pack_fp4, pack_fp6, quantize_fp8_rowwise,
                           quantize_mx)
from flygen.ref.tolerance import tolerance

# (mantissa bits, bias, max) written out from the OCP formats, independent of the library tables.
FMT = {"fp8": (3, 7, 448.0), "bf8": (2, 15, 57344.0), "fp6": (3, 1, 7.5), "bf6": (2, 3, 28.0), "fp4": (1, 1, 6.0)}


def block(values):
    x = np.zeros((1, 32))
    x[0, : len(values)] = values
    return x


def test_scale_rule_hand_values():
    assert quantize_mx(block([6.0, 1.0]), "fp4")[1].tolist() == [[127]]        # floor(log2 6)=2, emax 2
    assert quantize_mx(block([1.0]), "fp8")[1].tolist() == [[127 - 8]]
    assert quantize_mx(block([1.0]), "fp8")[0][0, 0] == 0x78                   # 1.0 / 2^-8 = 256 = 0 1111 000
    # 1.75: floor(log2) = 0 -> 125 for fp4. A rounding e8m0 cast of 1.75/4 would give 126.
    assert quantize_mx(block([1.75]), "fp4")[1].tolist() == [[125]]
    assert np.array([0.4375], np.float32).astype(ml_dtypes.float8_e8m0fnu).view(np.uint8)[0] == 126
    # clamps: tiny -> 0, huge -> 254; zero block -> 0; NaN or inf -> 0xFF
    assert quantize_mx(block([2.0 ** -140]), "fp4")[1].tolist() == [[0]]
    assert quantize_mx(block([2.0 ** 200]), "fp8")[1].tolist() == [[254]]
    assert quantize_mx(block([]), "fp6")[1].tolist() == [[0]]
    assert quantize_mx(block([np.nan]), "fp6")[1].tolist() == [[255]]
    assert quantize_mx(block([np.inf]), "bf8")[1].tolist() == [[255]]


def test_elements_saturate_to_format_max():
    codes, scales = quantize_mx(block([7.9, -7.0, 3.0]), "fp4")                 # X = 127, 7.9 -> 6 (clip)
    assert scales.tolist() == [[127]]
    assert decode(codes[0, :3], "fp4").tolist() == [6.0, -6.0, 3.0]


def test_two_blocks_get_independent_scales():
    x = np.concatenate([block([1.0]), block([64.0])], axis=1)
    assert quantize_mx(x, "bf6")[1].tolist() == [[127 - 4, 127 + 6 - 4]]


@pytest.mark.parametrize("fmt", sorted(FMT))
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2 ** 31), spread=st.floats(-20, 20))
def test_round_trip_error_is_half_a_step(fmt, seed, spread):
    mbits, bias, top = FMT[fmt]
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((4, 64)) * 2.0 ** spread
    codes, scales = quantize_mx(x, fmt)
    deq = dequantize_mx(codes, scales, fmt)
    step = np.repeat(2.0 ** (scales.astype(np.float64) - 127), 32, axis=1)
    y = np.abs(x) / step                                                        # value the element encodes
    e = np.maximum(np.floor(np.log2(np.maximum(y, 1e-300))), 1 - bias)
    half_spacing = 2.0 ** (e - mbits) / 2
    inside = y <= top
    assert (np.abs(x - deq)[inside] <= (half_spacing * step)[inside]).all()
    assert (np.abs(deq[~inside]) == (top * step)[~inside]).all()
    # the shared exponent puts each block's amax in the format's top binade [2^emax, 2^(emax+1))
    ymax = np.abs(x).reshape(4, 2, 32).max(axis=2) / 2.0 ** (scales.astype(np.float64) - 127)
    emax = np.floor(np.log2(top))
    assert ((2.0 ** emax <= ymax) & (ymax < 2.0 ** (emax + 1))).all()


def test_shape_errors():
    with pytest.raises(FlygenError):
        quantize_mx(np.zeros((2, 31)), "fp4")
    with pytest.raises(FlygenError):
        quantize_mx(np.zeros((2, 32)), "bf16")


def test_pack_fp4_hand():
    assert pack_fp4(np.array([1, 2, 3, 4, 0xF, 0])).tolist() == [0x21, 0x43, 0x0F]


def test_pack_fp6_hand_and_bitstream():
    c = np.zeros(16, np.uint8)
    c[1] = 0x3F                                                                 # stream bits 6..11
    assert pack_fp6(c).tolist()[:2] == [0xC0, 0x0F] and len(pack_fp6(c)) == 12
    rng = np.random.default_rng(3)
    c = rng.integers(0, 64, size=32)
    bits = [(int(c[i // 6]) >> (i % 6)) & 1 for i in range(192)]
    want = [sum(bits[8 * b + j] << j for j in range(8)) for b in range(24)]
    assert pack_fp6(c).tolist() == want


def test_quantize_fp8_rowwise_hand():
    codes, scale = quantize_fp8_rowwise(np.array([[896.0, -3.0, 0.0], [0.0, 0.0, 0.0]]))
    assert scale.tolist() == [2.0, 1.0]
    assert codes.tolist() == [[0x7E, 0xBC, 0x00], [0, 0, 0]]                    # 448, -1.5, 0
    assert dequantize_fp8_rowwise(codes, scale).tolist() == [[896.0, -3.0, 0.0], [0.0, 0.0, 0.0]]


# ---- tolerance --------------------------------------------------------------------------------------------
def test_tolerance_constants():
    t = tolerance(128, "f32", "bf16")
    assert t.gamma == 128 * 2.0 ** -24 / (1 - 128 * 2.0 ** -24)
    assert t.rel_out == 2.0 ** -8
    assert tolerance(64, "i32", "i32").gamma == 0
    with pytest.raises(FlygenError):
        tolerance(0)


def test_tolerance_accepts_output_rounding_and_rejects_more():
    t = tolerance(1, "f32", "bf16")
    want = np.array([1.0 + 2.0 ** -9 + 2.0 ** -12])                              # rounds to 1 + 2^-8 in bf16
    got = np.array([float(np.array(want, np.float32).astype(ml_dtypes.bfloat16).astype(np.float64)[0])])
    assert t.ok(got, want, np.abs(want)).all()
    assert not t.ok(want + 3 * 2.0 ** -8, want, np.abs(want)).any()
    assert t.ok(np.array([np.nan]), np.array([np.nan]), np.array([1.0])).all()


@settings(max_examples=30, deadline=None)
@given(k=st.integers(1, 4096), seed=st.integers(0, 2 ** 31))
def test_sequential_f32_accumulation_is_within_bound(k, seed):
    # Any summation order obeys the gamma_K bound; check a sequential f32 loop (numpy cumsum in float32).
    rng = np.random.default_rng(seed)
    a = encode(rng.standard_normal(k) * 8, "bf16", saturate=True)
    b = encode(rng.standard_normal(k), "bf16", saturate=True)
    p = decode(a, "bf16") * decode(b, "bf16")                                    # exact in float64 and f32
    got = np.cumsum(p.astype(np.float32), dtype=np.float32)[-1]
    t = tolerance(k, "f32", "f32")
    assert t.ok(np.array([got]), np.array([p.sum()]), np.array([np.abs(p).sum()])).all()
