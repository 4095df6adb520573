"""Host-side quantisation helpers for test inputs: OCP MX block scaling, fp4/fp6 packing, row-wise fp8.

MX rule (OCP Microscaling v1.0, docs/numerics.md): per block of 32 values along K,
  shared exponent X = floor(log2(amax)) - emax_elem + 127, clamped to [0, 254]   (amax == 0 -> X = 0;
  a NaN or inf in the block -> X = 0xFF, NaN), elements = RNE(x / 2^(X-127)) saturated to the format max.
Exponents are computed exactly with frexp, never through a rounding e8m0 cast.
"""
from __future__ import annotations

import numpy as np

from flygen.errors import FlygenError
from flygen.isa.dtypes import decode, emax, encode, max_finite, pack

# Exponent of the largest normal of each MX element format (emax_elem in the OCP spec), from the format table.
EMAX_ELEM = {f: emax(f) for f in ("fp8", "bf8", "fp6", "bf6", "fp4")}


def _blocks(x: np.ndarray, block: int) -> np.ndarray:
    x = np.asarray(x, np.float64)
    if x.ndim != 2 or x.shape[1] % block:
        raise FlygenError(f"MX quantisation needs a [R, K] array with K a multiple of {block}, got {list(x.shape)}")
    return x.reshape(x.shape[0], x.shape[1] // block, block)


def mx_scale_exponents(x: np.ndarray, fmt: str, block: int = 32) -> np.ndarray:
    """e8m0 shared-scale codes [R, K // block] (uint8) by the OCP rule."""
    if fmt not in EMAX_ELEM:
        raise FlygenError(f"MX element format must be one of {sorted(EMAX_ELEM)}, not {fmt!r}")
    amax = np.abs(_blocks(x, block)).max(axis=2)
    finite = np.isfinite(amax)
    pos = finite & (amax > 0)
    _, e2 = np.frexp(np.where(pos, amax, 1.0))                 # amax = f * 2^e2, f in [0.5, 1)
    code = np.clip(e2.astype(np.int64) - 1 - EMAX_ELEM[fmt] + 127, 0, 254)
    code = np.where(pos, code, 0)
    return np.where(finite, code, 255).astype(np.uint8)


def quantize_mx(x: np.ndarray, fmt: str, block: int = 32) -> tuple[np.ndarray, np.ndarray]:
    """x [R, K] -> (element codes [R, K] uint8, e8m0 scales [R, K // block] uint8)."""
    xb = _blocks(x, block)
    scales = mx_scale_exponents(x, fmt, block)
    step = np.ldexp(1.0, scales.astype(np.int32) - 127)[..., None]   # exact power of two
    with np.errstate(invalid="ignore"):
        codes = encode(xb / step, fmt, saturate=True)
    return codes.reshape(np.asarray(x).shape).astype(np.uint8), scales


def dequantize_mx(codes: np.ndarray, scales: np.ndarray, fmt: str, block: int = 32) -> np.ndarray:
    """Inverse map: decode(codes) * 2^(scale - 127) per block (scale 0xFF -> NaN). float64 [R, K]."""
    s = np.repeat(decode(np.asarray(scales), "e8m0"), block, axis=-1)
    return decode(np.asarray(codes), fmt) * s


def pack_fp4(codes: np.ndarray) -> np.ndarray:
    """fp4 codes [..., K] (K even) -> bytes [..., K // 2]; low nibble = even k (as the MFMA reads them)."""
    c = np.asarray(codes)
    if c.shape[-1] % 2:
        raise FlygenError("pack_fp4 needs an even number of values along the last axis")
    c = c.astype(np.uint8) & 0xF
    return (c[..., 0::2] | (c[..., 1::2] << 4)).astype(np.uint8)


def pack_fp6(codes: np.ndarray) -> np.ndarray:
    """fp6/bf6 codes [..., K] (K multiple of 16) -> bytes [..., 3K/4]: a little-endian 6-bit stream, so 32 values
    = 24 bytes = 6 dwords (value v at stream bits 6v..6v+5). UNVERIFIED against hardware (reference §7)."""
    c = np.asarray(codes)
    if c.shape[-1] % 16:
        raise FlygenError("pack_fp6 needs a multiple of 16 values along the last axis")
    words = pack(c, "fp6")                                   # uint32 [..., 3K/16]
    return np.ascontiguousarray(words.astype("<u4")).view(np.uint8)


def quantize_fp8_rowwise(x: np.ndarray, fmt: str = "fp8") -> tuple[np.ndarray, np.ndarray]:
    """Plain fp8 with one f32 scale per row: scale = f32(amax / max_fmt) (1.0 for all-zero rows),
    codes = RNE(x / scale) saturated. Returns (codes [R, K] uint8, scale [R] float32); x ~ decode(codes)*scale."""
    if fmt not in ("fp8", "bf8"):
        raise FlygenError(f"quantize_fp8_rowwise: fmt must be fp8 or bf8, not {fmt!r}")
    x = np.asarray(x, np.float64)
    if x.ndim != 2:
        raise FlygenError(f"quantize_fp8_rowwise needs a [R, K] array, got {list(x.shape)}")
    amax = np.abs(x).max(axis=1)
    scale = np.where(amax > 0, amax / max_finite(fmt), 1.0).astype(np.float32)
    codes = encode(x / scale.astype(np.float64)[:, None], fmt, saturate=True)
    return codes.astype(np.uint8), scale


def dequantize_fp8_rowwise(codes: np.ndarray, scale: np.ndarray, fmt: str = "fp8") -> np.ndarray:
    return decode(np.asarray(codes), fmt) * np.asarray(scale, np.float64)[:, None]
