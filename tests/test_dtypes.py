"""Number formats: decode tables checked by hand, encode against ml_dtypes' direct float32 casts and RNE laws,
pack/unpack bit streams against hand-built words."""
import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from flygen.errors import FlygenError
from flygen.isa.dtypes import decode, emax, encode, max_finite, pack, round_to, unpack

SMALL_FLOATS = ["fp8", "bf8", "fp6", "bf6", "fp4"]
ML = {"fp8": ml_dtypes.float8_e4m3fn, "bf8": ml_dtypes.float8_e5m2, "fp6": ml_dtypes.float6_e2m3fn,
      "bf6": ml_dtypes.float6_e3m2fn, "fp4": ml_dtypes.float4_e2m1fn, "bf16": ml_dtypes.bfloat16}


def test_decode_hand_values():
    # fp4 E2M1: the whole OCP table.
    assert decode(np.arange(8), "fp4").tolist() == [0, 0.5, 1, 1.5, 2, 3, 4, 6]
    assert decode(np.array([0xF]), "fp4")[0] == -6
    # fp8 E4M3FN: 1.0 = 0 0111 000; max 0x7E = 1.75*2^8; 0x7F NaN; min subnormal 2^-9; no inf.
    v = decode(np.array([0x38, 0x7E, 0x01, 0xB8, 0x7F, 0xFF, 0x78]), "fp8")
    assert v[:4].tolist() == [1.0, 448.0, 2.0 ** -9, -1.0] and np.isnan(v[4]) and np.isnan(v[5]) and v[6] == 256
    # bf8 E5M2: 1.0 = 0 01111 00 = 0x3C; max 0x7B = 1.75*2^15; 0x7C inf; 0x7D NaN.
    v = decode(np.array([0x3C, 0x7B, 0x7C, 0x7D, 0x01]), "bf8")
    assert v[0] == 1 and v[1] == 57344 and np.isinf(v[2]) and np.isnan(v[3]) and v[4] == 2.0 ** -16
    # fp6 E2M3 (bias 1) 0x08 = 1.0, 0x1F = 1.875*4 = 7.5; bf6 E3M2 (bias 3) 0x0C = 1.0, 0x1F = 1.75*16 = 28.
    assert decode(np.array([0x08, 0x1F, 0x01, 0x3F]), "fp6").tolist() == [1.0, 7.5, 0.125, -7.5]
    assert decode(np.array([0x0C, 0x1F, 0x01]), "bf6").tolist() == [1.0, 28.0, 0.0625]
    # e8m0: 127 = 1.0, 0 = 2^-127 (not 1), 255 = NaN.
    e = decode(np.array([127, 0, 128, 254, 255]), "e8m0")
    assert e[:4].tolist() == [1.0, 2.0 ** -127, 2.0, 2.0 ** 127] and np.isnan(e[4])
    assert decode(np.array([0x3F80, 0xC040]), "bf16").tolist() == [1.0, -3.0]
    assert decode(np.array([0xFF, 0x80]), "i8").tolist() == [-1, -128]


def test_max_finite():
    assert [max_finite(f) for f in SMALL_FLOATS] == [448, 57344, 7.5, 28, 6]


def test_emax_is_the_ocp_emax_elem():
    """OCP MX v1.0 table 2: emax_elem of E4M3 8, E5M2 15, E2M3 2, E3M2 4, E2M1 2."""
    assert [emax(f) for f in SMALL_FLOATS] == [8, 15, 2, 4, 2]
    assert emax("bf16") == 127 and emax("f32") == 127
    with pytest.raises(FlygenError, match="float formats"):
        emax("i8")


@pytest.mark.parametrize("fmt", SMALL_FLOATS + ["bf16"])
@settings(max_examples=300, deadline=None)
@given(x=st.floats(width=32, allow_nan=False))
def test_encode_matches_ml_dtypes_float32_cast(fmt, x):
    # ml_dtypes converts float32 -> narrow format in one RNE step: an independent implementation.
    # Its overflow behaviour is the non-saturating one (E4M3FN -> NaN, E5M2/bf16 -> inf, fp6/fp4 saturate).
    arr = np.array([x], np.float32)
    want = arr.astype(ML[fmt]).view(np.uint16 if fmt == "bf16" else np.uint8)
    got = encode(arr, fmt, saturate=False)
    assert int(got[0]) == int(want[0])


@pytest.mark.parametrize("fmt", SMALL_FLOATS)
def test_midpoints_round_to_even_and_neighbours_to_nearest(fmt):
    bits = {"fp8": 8, "bf8": 8, "fp6": 6, "bf6": 6, "fp4": 4}[fmt]
    codes = np.arange(1 << (bits - 1))
    vals = decode(codes, fmt)
    ok = np.isfinite(vals)
    codes, vals = codes[ok], vals[ok]
    mid = (vals[:-1] + vals[1:]) / 2
    even = np.where(codes[:-1] % 2 == 0, codes[:-1], codes[1:])
    assert (encode(mid, fmt, saturate=True) == even).all()
    below, above = np.nextafter(mid, -np.inf), np.nextafter(mid, np.inf)
    assert (encode(below, fmt, saturate=True) == codes[:-1]).all()
    assert (encode(above, fmt, saturate=True) == codes[1:]).all()
    assert (encode(-mid, fmt, saturate=True) == even | (1 << (bits - 1))).all()


def test_overflow_rules():
    big = np.array([500.0, 464.0, 465.0, np.inf, -1e9])
    assert encode(big, "fp8", saturate=True).tolist() == [0x7E, 0x7E, 0x7E, 0x7E, 0xFE]
    # 464 is the midpoint 448..480: ties to even keeps 448; past it E4M3FN has no inf -> NaN.
    assert encode(big, "fp8", saturate=False).tolist() == [0x7F, 0x7E, 0x7F, 0x7F, 0xFF]
    assert encode(np.array([61440.0, 59392.0]), "bf8", saturate=False).tolist() == [0x7C, 0x7B]
    assert encode(np.array([61440.0]), "bf8", saturate=True).tolist() == [0x7B]
    assert encode(np.array([100.0, -7.0]), "fp4", saturate=False).tolist() == [0x7, 0xF]
    assert np.isnan(round_to(np.array([1e6]), "fp8", saturate=False)[0])


def test_e8m0_encode_is_floor_log2_exactly():
    x = np.array([1.0, 1.9999999, 0.75, 2.0 ** -127, 2.0 ** -130, 2.0 ** 127 * 1.5, 0.0, np.inf, np.nan])
    assert encode(x, "e8m0", saturate=False).tolist() == [127, 127, 126, 0, 0, 254, 0, 255, 255]
    assert encode(np.array([np.inf]), "e8m0", saturate=True).tolist() == [254]


def test_int_encode_wraps_or_clamps():
    assert encode(np.array([-1, 128, 300]), "i8", saturate=False).tolist() == [0xFF, 0x80, 300 & 0xFF]
    assert encode(np.array([-200, 128]), "i8", saturate=True).tolist() == [0x80, 0x7F]


def test_unknown_format_is_a_flygen_error():
    with pytest.raises(FlygenError):
        decode(np.array([0]), "fp7")


def test_pack_hand_words():
    # fp4: value v in nibble v (low nibble = even index).
    assert pack(np.arange(8), "fp4").tolist() == [0x76543210]
    assert pack(np.array([0x11, 0x22, 0x33, 0x44, 0x55]), "fp8").tolist() == [0x44332211, 0x55]
    assert pack(np.array([0x3C00, 0xBC00]), "f16").tolist() == [0xBC003C00]
    # fp6: value 5 sits at stream bits 30..35 -> 2 bits in word 0, 4 bits in word 1.
    c = np.zeros(16, np.uint8)
    c[5] = 0b110101
    assert pack(c, "fp6").tolist() == [0b01 << 30, 0b1101, 0]
    c = np.zeros(16, np.uint8)
    c[15] = 0x3F                                         # bits 90..95 = top of word 2
    assert pack(c, "fp6").tolist() == [0, 0, 0x3F << 26]


@settings(max_examples=60, deadline=None)
@given(fmt=st.sampled_from(["fp4", "fp6", "fp8", "bf16", "f32"]), count=st.integers(1, 70),
       seed=st.integers(0, 2 ** 31))
def test_unpack_inverts_pack(fmt, count, seed):
    bits = {"fp4": 4, "fp6": 6, "fp8": 8, "bf16": 16, "f32": 32}[fmt]
    rng = np.random.default_rng(seed)
    codes = rng.integers(0, 1 << bits, size=(3, count), dtype=np.uint64)
    words = pack(codes, fmt)
    assert words.shape == (3, -(-count * bits // 32))
    assert (unpack(words, fmt, count) == codes).all()
    # along another axis too (registers x lanes layout of the emulator)
    wt = pack(codes.T, fmt, axis=0)
    assert (unpack(wt, fmt, count, axis=0) == codes.T).all()


def test_unpack_reads_bits_independently():
    # An independent bit-by-bit reader of the little-endian stream.
    rng = np.random.default_rng(1)
    words = rng.integers(0, 2 ** 32, size=6, dtype=np.uint64).astype(np.uint32)
    stream = [(int(words[i // 32]) >> (i % 32)) & 1 for i in range(192)]
    want = [sum(stream[6 * v + b] << b for b in range(6)) for v in range(32)]
    assert unpack(words, "fp6", 32).tolist() == want
