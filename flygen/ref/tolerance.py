"""How far an emulated (or hardware) GEMM result may be from the float64 reference, derived from the formats.

Model (docs/numerics.md): the reference is computed in float64 from the *decoded* operand values (quantised
inputs, with their scales), so input quantisation is not an error. Left are
  1. f32 accumulation of a K-long dot product in an unknown order: |err| <= gamma_K * sum_k |a_k b_k|,
     gamma_K = K*u / (1 - K*u), u = 2^-24 (f32 unit roundoff). Exact (0) for i32 accumulation.
  2. the final rounding to the output format: <= u_out * |result| (u_out = 2^-8 bf16, 2^-11 f16, 2^-24 f32)
     plus half the smallest subnormal of the output (underflow).
bound = gamma_K * mag * (1 + u_out) + u_out * |want| + tiny_out, where mag = |A| @ |B| (with scales).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.errors import FlygenError

UNIT_ROUNDOFF = {"f32": 2.0 ** -24, "f16": 2.0 ** -11, "bf16": 2.0 ** -8, "i32": 0.0}
HALF_TINY = {"f32": 2.0 ** -150, "f16": 2.0 ** -25, "bf16": 2.0 ** -134, "i32": 0.0}   # half min subnormal
MBITS_EMIN = {"f32": (23, -126), "f16": (10, -14), "bf16": (7, -126)}      # mantissa bits, smallest normal exponent


def half_ulp(x, out: str) -> np.ndarray:
    """Half the spacing of `out` at |x|: the most an RNE rounding to `out` of any value of magnitude <= |x| moves it
    (subnormal spacing below the normal range, so half_ulp(0) = HALF_TINY). For |x| in [2^e, 2^(e+1)) this is
    2^(e - mbits - 1), between 1/2 and 1 times u_out * |x|: the exact half-ulp bound, not the model bound
    u_out * |x|, which lets a truncating (round-toward-zero) conversion pass on up to half the values."""
    mbits, emin = MBITS_EMIN[out]
    e = np.floor(np.log2(np.maximum(np.abs(np.asarray(x, np.float64)), 2.0 ** emin)))
    return np.ldexp(1.0, (e - mbits - 1).astype(np.int64))


@dataclass(frozen=True)
class Tolerance:
    k: int
    acc: str
    out: str
    gamma: float        # multiplies mag = sum |a||b| (accumulation)
    rel_out: float      # multiplies |want| (output rounding)
    tiny: float         # absolute floor (output underflow)

    def bound(self, want: np.ndarray, mag: np.ndarray) -> np.ndarray:
        """Elementwise allowed |got - want| given the reference `want` and mag = |A| @ |B|."""
        return self.gamma * (1 + self.rel_out) * np.asarray(mag, np.float64) \
            + self.rel_out * np.abs(np.asarray(want, np.float64)) + self.tiny

    def ok(self, got: np.ndarray, want: np.ndarray, mag: np.ndarray) -> np.ndarray:
        """Boolean array: got within bound (NaN matches NaN, inf matches the same inf)."""
        got = np.asarray(got, np.float64)
        want = np.asarray(want, np.float64)
        with np.errstate(invalid="ignore"):
            close = np.abs(got - want) <= self.bound(want, mag)
        same_special = (np.isnan(got) & np.isnan(want)) | (np.isinf(want) & (got == want))
        return close | same_special


def tolerance(k: int, acc: str = "f32", out: str = "f32") -> Tolerance:
    """Tolerance for a GEMM with reduction length k accumulated in `acc` ("f32" | "i32") and stored as `out`
    ("f32" | "bf16" | "f16" | "i32")."""
    if acc not in ("f32", "i32") or out not in UNIT_ROUNDOFF:
        raise FlygenError(f"tolerance: unsupported acc/out {acc!r}/{out!r}")
    if k < 1:
        raise FlygenError(f"tolerance: k must be >= 1, got {k}")
    u = UNIT_ROUNDOFF[acc]
    if k * u >= 1:
        raise FlygenError(f"tolerance: k = {k} too long for a meaningful f32 error bound")
    gamma = k * u / (1 - k * u)
    return Tolerance(k, acc, out, gamma, UNIT_ROUNDOFF[out], HALF_TINY[out])
