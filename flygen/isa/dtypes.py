"""Number formats of gfx950 operands: bit codes <-> float64 values, and packing codes into dwords.

Contract (see docs/numerics.md): encode rounds to nearest, ties to even, computed exactly in float64
(one rounding step, no double rounding through float32); fp8 is OCP E4M3FN and bf8 is OCP E5M2
(NOT the gfx942 FNUZ bytes); fp6/fp4 have no inf/NaN and always saturate; e8m0 is a bare exponent
(value 2^(e-127), 0xFF = NaN) and encodes by truncating to floor(log2|x|), the MX scale rule.
Codes are unsigned integers holding the format's bit pattern in their low `bits` bits. f64 is IEEE binary64 (the
f64 MFMAs' operands, a value in two registers, low word first, as `pack` lays 64-bit codes out).
"""
from __future__ import annotations

import math

from dataclasses import dataclass

import ml_dtypes
import numpy as np

from flygen.errors import FlygenError


@dataclass(frozen=True)
class Fmt:
    name: str
    bits: int
    kind: str            # "float" | "int" | "uint" | "exp" (e8m0)
    mbits: int = 0       # stored mantissa bits (float)
    bias: int = 0        # exponent bias (float, exp)
    has_inf: bool = False
    has_nan: bool = False
    np_dtype: object = None   # numpy / ml_dtypes type holding exact values (float kinds, ints)


# One row per format. max/min come from the np_dtype (ml_dtypes.finfo), so they are not repeated here.
FORMATS: dict[str, Fmt] = {f.name: f for f in (
    Fmt("f64", 64, "float", 52, 1023, True, True, np.float64),             # f64 MFMA operands (2 registers)
    Fmt("f32", 32, "float", 23, 127, True, True, np.float32),
    Fmt("f16", 16, "float", 10, 15, True, True, np.float16),
    Fmt("bf16", 16, "float", 7, 127, True, True, ml_dtypes.bfloat16),
    Fmt("fp8", 8, "float", 3, 7, False, True, ml_dtypes.float8_e4m3fn),    # OCP E4M3FN, max 448
    Fmt("bf8", 8, "float", 2, 15, True, True, ml_dtypes.float8_e5m2),      # OCP E5M2, max 57344
    Fmt("fp6", 6, "float", 3, 1, False, False, ml_dtypes.float6_e2m3fn),   # max 7.5
    Fmt("bf6", 6, "float", 2, 3, False, False, ml_dtypes.float6_e3m2fn),   # max 28
    Fmt("fp4", 4, "float", 1, 1, False, False, ml_dtypes.float4_e2m1fn),   # max 6
    Fmt("e8m0", 8, "exp", 0, 127, False, True, None),
    Fmt("i8", 8, "int", np_dtype=np.int8),
    Fmt("u8", 8, "uint", np_dtype=np.uint8),
    Fmt("i16", 16, "int", np_dtype=np.int16),
    Fmt("u16", 16, "uint", np_dtype=np.uint16),
    Fmt("i32", 32, "int", np_dtype=np.int32),
    Fmt("u32", 32, "uint", np_dtype=np.uint32),
)}

ALIASES = {
    "fp64": "f64", "float64": "f64", "fp32": "f32", "float32": "f32", "fp16": "f16", "float16": "f16", "bfloat16": "bf16",
    "e4m3": "fp8", "float8_e4m3fn": "fp8", "e5m2": "bf8", "float8_e5m2": "bf8",
    "e2m3": "fp6", "float6_e2m3fn": "fp6", "e3m2": "bf6", "float6_e3m2fn": "bf6",
    "e2m1": "fp4", "float4_e2m1fn": "fp4", "float8_e8m0fnu": "e8m0", "int8": "i8", "int32": "i32",
}

_UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}


def fmt_info(fmt: str) -> Fmt:
    """The table row of a format name (aliases allowed); FlygenError for unknown names."""
    name = ALIASES.get(fmt, fmt)
    if name not in FORMATS:
        raise FlygenError(f"unknown number format {fmt!r}; known: {', '.join(FORMATS)}")
    return FORMATS[name]


def bits_of(fmt: str) -> int:
    return fmt_info(fmt).bits


def bytes_of(fmt: str) -> int:
    """Bytes of one value of a whole-byte format (fp8, bf16, f16 = fp16, f32, i8 = int8, ...): the one
    byte-width table of planners, emulator and inspector. FlygenError for fp4/fp6/bf6, which exist only packed
    (use bits_of)."""
    bits = bits_of(fmt)
    if bits % 8:
        raise FlygenError(f"{fmt} values are {bits} bits, not whole bytes; use bits_of")
    return bits // 8


def max_finite(fmt: str) -> float:
    f = fmt_info(fmt)
    if f.kind == "exp":
        return 2.0 ** 127
    if f.kind == "float":
        return float(ml_dtypes.finfo(f.np_dtype).max)
    return float(np.iinfo(f.np_dtype).max)


def emax(fmt: str) -> int:
    """Exponent of the largest finite value of a float format (emax_elem of the OCP MX spec): floor(log2 max)."""
    f = fmt_info(fmt)
    if f.kind != "float":
        raise FlygenError(f"emax is defined for float formats, not {fmt!r}")
    return math.frexp(max_finite(fmt))[1] - 1


def eps(fmt: str) -> float:
    """Gap between 1.0 and the next value (2^-mbits); unit roundoff is eps/2."""
    f = fmt_info(fmt)
    if f.kind != "float":
        raise FlygenError(f"eps is defined for float formats, not {fmt!r}")
    return 2.0 ** -f.mbits


def _uint_view(codes: np.ndarray, bits: int) -> np.ndarray:
    c = np.asarray(codes).astype(np.uint64) & np.uint64((1 << bits) - 1)
    return c.astype(_UINT[max(8, bits)])


def decode(bits: np.ndarray, fmt: str) -> np.ndarray:
    """Codes (any unsigned int array; only the low `bits` bits are read) -> float64 values (ints for int kinds
    are returned as int64)."""
    f = fmt_info(fmt)
    c = _uint_view(bits, f.bits)
    if f.kind == "exp":
        e = c.astype(np.int64)
        return np.where(e == 0xFF, np.nan, np.ldexp(1.0, (e - 127).astype(np.int32)))
    if f.kind == "float":
        return c.view(f.np_dtype).astype(np.float64)
    return c.view(np.dtype(f.np_dtype)).astype(np.int64)


def round_to(x: np.ndarray, fmt: str, *, saturate: bool) -> np.ndarray:
    """Round float values to the nearest value of a float format (ties to even), as float64.

    Overflow: saturate -> +-max; otherwise inf where the format has inf, NaN for E4M3FN; fp6/fp4 have neither
    and always saturate. Done exactly in float64: |x| = m * 2^(e - mbits) with m rounded by np.rint (RNE).
    """
    f = fmt_info(fmt)
    if f.kind != "float":
        raise FlygenError(f"round_to needs a float format, not {fmt!r}")
    x = np.asarray(x, dtype=np.float64)
    ax = np.abs(x)
    fin = np.isfinite(ax) & (ax > 0)
    _, e2 = np.frexp(np.where(fin, ax, 1.0))               # ax = frac * 2^e2, frac in [0.5, 1)
    e = np.maximum(e2 - 1, 1 - f.bias)                     # exponent of the binade; subnormals share emin
    q = np.ldexp(1.0, (e - f.mbits).astype(np.int32))      # spacing of values in that binade
    r = np.where(fin, np.rint(np.where(fin, ax, 0.0) / q) * q, ax)
    top = max_finite(fmt)
    if saturate or not (f.has_inf or f.has_nan):
        over = top
    else:
        over = np.inf if f.has_inf else np.nan
    r = np.where(r > top, over, r)                         # inf inputs land here too
    return np.copysign(r, x)


def encode(x: np.ndarray, fmt: str, *, saturate: bool) -> np.ndarray:
    """Values -> codes (uint8/16/32). Floats round to nearest even (see round_to); e8m0 truncates to
    floor(log2|x|) + 127, clamped to [0, 254] (NaN/inf -> 0xFF unless saturate, then 254 for inf);
    ints wrap (two's complement) unless saturate, then clamp."""
    f = fmt_info(fmt)
    x = np.asarray(x)
    if f.kind == "exp":
        xf = np.abs(x.astype(np.float64))
        pos = np.isfinite(xf) & (xf > 0)
        _, e2 = np.frexp(np.where(pos, xf, 1.0))
        code = np.clip(e2.astype(np.int64) - 1 + 127, 0, 254)
        code = np.where(xf == 0, 0, code)
        code = np.where(np.isinf(xf), 254 if saturate else 255, code)
        return np.where(np.isnan(xf), 255, code).astype(np.uint8)
    if f.kind == "float":
        r = round_to(x, fmt, saturate=saturate)
        # r is exactly representable, so the cast is exact; NaN follows ml_dtypes (fp6/fp4: UNVERIFIED).
        v = r.astype(f.np_dtype)
        return v.view(_UINT[max(8, f.bits)]) & np.array((1 << f.bits) - 1, dtype=_UINT[max(8, f.bits)])
    info = np.iinfo(f.np_dtype)
    xi = np.rint(x).astype(np.int64) if x.dtype.kind == "f" else x.astype(np.int64)
    if saturate:
        xi = np.clip(xi, info.min, info.max)
    return (xi & ((1 << f.bits) - 1)).astype(_UINT[f.bits])


def _group(bits: int) -> tuple[int, int]:
    """Smallest run of values that fills whole dwords: (values, dwords). 6-bit: 16 values in 3 dwords."""
    g = 32 // np.gcd(bits, 32)
    return int(g), int(g * bits // 32)


def unpack(words: np.ndarray, fmt: str, count: int, axis: int = -1) -> np.ndarray:
    """Read `count` codes from a little-endian bit stream of uint32 words along `axis`.

    Value v occupies stream bits [v*bits, (v+1)*bits): word v*bits//32, offset v*bits%32, spilling into the next
    word when it crosses a dword boundary (only 6-bit does). Returns uint8/16/32 codes with `axis` of length count.
    """
    bits = bits_of(fmt)
    w = np.moveaxis(np.asarray(words, dtype=np.uint32), axis, -1)
    gv, gw = _group(bits)
    ngroups = -(-count // gv)
    need = ngroups * gw
    if w.shape[-1] < -(-count * bits // 32):
        raise FlygenError(f"unpack: {count} x {bits}-bit values need {-(-count * bits // 32)} dwords, got {w.shape[-1]}")
    w = w[..., :need] if w.shape[-1] >= need else np.concatenate(
        [w, np.zeros(w.shape[:-1] + (need - w.shape[-1],), np.uint32)], axis=-1)
    w = w.reshape(w.shape[:-1] + (ngroups, gw)).astype(np.uint64)
    # Glue each group into one integer-like stream via uint64 pairs (a value spans at most 2 words).
    wpad = np.concatenate([w, np.zeros(w.shape[:-1] + (1,), np.uint64)], axis=-1)
    out = np.empty(w.shape[:-1] + (gv,), np.uint64)
    mask = np.uint64((1 << bits) - 1)
    for v in range(gv):                                     # gv <= 32: loop over in-group position only
        p = v * bits
        lo, off = p // 32, p % 32
        pair = wpad[..., lo] | (wpad[..., lo + 1] << np.uint64(32))
        out[..., v] = (pair >> np.uint64(off)) & mask
    out = out.reshape(out.shape[:-2] + (ngroups * gv,))[..., :count]
    return np.moveaxis(out.astype(_UINT[max(8, bits)]), -1, axis)


def pack(codes: np.ndarray, fmt: str, axis: int = -1) -> np.ndarray:
    """Inverse of unpack: codes along `axis` -> uint32 words (ceil(count*bits/32) of them) along `axis`.
    Bits above the format width in a code are ignored."""
    bits = bits_of(fmt)
    c = np.moveaxis(np.asarray(codes), axis, -1).astype(np.uint64) & np.uint64((1 << bits) - 1)
    count = c.shape[-1]
    gv, gw = _group(bits)
    ngroups = -(-count // gv)
    if ngroups * gv != count:
        c = np.concatenate([c, np.zeros(c.shape[:-1] + (ngroups * gv - count,), np.uint64)], axis=-1)
    c = c.reshape(c.shape[:-1] + (ngroups, gv))
    acc = np.zeros(c.shape[:-1] + (gw + 1,), np.uint64)
    for v in range(gv):
        p = v * bits
        lo, off = p // 32, p % 32
        val = c[..., v] << np.uint64(off)                   # < 2^64: off + bits <= 62, or off = 0 (64-bit)
        acc[..., lo] |= val & np.uint64(0xFFFFFFFF)
        acc[..., lo + 1] |= val >> np.uint64(32)
    words = acc[..., :gw].astype(np.uint32).reshape(c.shape[:-2] + (ngroups * gw,))
    words = words[..., : -(-count * bits // 32)]
    return np.moveaxis(words, -1, axis)
