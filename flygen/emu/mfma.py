"""Executing one MFMA over W waves at once, from register bit patterns to D bit patterns.

Accumulation model (docs/numerics.md; the hardware's internal rounding order is UNVERIFIED):
float formats -- every product of two operands is exact in float64 (at most 2 x 11 significant bits), the
e8m0 block scales are exact powers of two, the whole K-dot-product (all blocks) is summed in float64, rounded
once to f32 (RNE) and added to C with one f32 addition (RNE). NaN/inf propagate as IEEE. i8 -- exact in int64,
D = C + sum wrapped to 32-bit two's complement.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from flygen.errors import EmulatorError
from flygen.isa.dtypes import decode, unpack
from flygen.isa.mfma import SCALE_BLOCK, MfmaAtom, lane_map


@lru_cache(maxsize=None)
def _maps(atom: MfmaAtom) -> dict:
    maps = {op: lane_map(atom, op) for op in ("a", "b", "c")}
    if atom.scaled:
        maps["scale_a"] = lane_map(atom, "scale_a")[:, 0]
        maps["scale_b"] = lane_map(atom, "scale_b")[:, 0]
    return maps


def _check(name: str, arr: np.ndarray, regs: int) -> np.ndarray:
    arr = np.asarray(arr)
    if arr.ndim != 3 or arr.shape[1:] != (regs, 64):
        raise EmulatorError(f"mfma operand {name}: expected shape [W, {regs}, 64], got {list(arr.shape)}")
    return arr.astype(np.uint32, copy=False)


def _dense(regs: np.ndarray, fmt: str, bits_rc: np.ndarray, rows: int, k: int) -> np.ndarray:
    """Registers [W, regs, 64] -> dense operand [W, rows, k] of decoded values (float64 or int64)."""
    nv = bits_rc.shape[1]
    vals = decode(unpack(regs, fmt, nv, axis=1), fmt)                 # [W, nv, 64]
    out = np.zeros((regs.shape[0], rows, k), vals.dtype)
    out[:, bits_rc[..., 0], bits_rc[..., 1]] = vals.transpose(0, 2, 1)  # every (row, k) is hit exactly once
    return out


def _block_scales(scale: np.ndarray | None, sel: int, rc: np.ndarray, rows: int, kblocks: int, w: int):
    if scale is None:
        raise EmulatorError("scaled MFMA needs scale_a and scale_b")
    scale = np.asarray(scale, dtype=np.uint32)
    if scale.shape != (w, 64) or not 0 <= sel <= 3:
        raise EmulatorError(f"scale operand must be uint32 [W, 64] with sel 0..3, got {list(scale.shape)}, {sel}")
    e8 = (scale >> np.uint32(8 * sel)) & np.uint32(0xFF)
    s = np.empty((w, rows, kblocks))
    s[:, rc[:, 0], rc[:, 1]] = decode(e8, "e8m0")                      # 2^(e-127); 0xFF -> NaN
    return np.repeat(s, SCALE_BLOCK, axis=2)                           # [W, rows, K]


def execute(atom: MfmaAtom, a: np.ndarray, b: np.ndarray, c: np.ndarray,
            scale_a: np.ndarray | None = None, scale_b: np.ndarray | None = None,
            sel_a: int = 0, sel_b: int = 0) -> np.ndarray:
    """a: uint32 [W, a_regs, 64]; b: uint32 [W, b_regs, 64]; c: uint32 [W, c_regs, 64] (f32/i32 bit patterns);
    scale_a/scale_b: uint32 [W, 64] (four e8m0 bytes per lane), sel_* = byte 0..3. Returns D uint32
    [W, c_regs, 64]."""
    a = _check("A", a, atom.a_regs)
    b = _check("B", b, atom.b_regs)
    c = _check("C", c, atom.c_regs)
    w = a.shape[0]
    if b.shape[0] != w or c.shape[0] != w:
        raise EmulatorError("mfma operands disagree on the number of waves")
    maps = _maps(atom)
    A = _dense(a, atom.a_fmt, maps["a"], atom.m, atom.k)
    B = _dense(b, atom.b_fmt, maps["b"], atom.n, atom.k)
    ci, cj = maps["c"][..., 0], maps["c"][..., 1]                      # [64, c_regs]
    if atom.acc == "i32":
        P = np.einsum("wmk,wnk->wmn", A, B)                            # int64, exact
        p = P[:, ci, cj].transpose(0, 2, 1)                            # [W, c_regs, 64]
        return ((c.view(np.int32).astype(np.int64) + p) & 0xFFFFFFFF).astype(np.uint32)
    if atom.scaled:
        kb = atom.k // SCALE_BLOCK
        A = A * _block_scales(scale_a, sel_a, maps["scale_a"], atom.m, kb, w)
        B = B * _block_scales(scale_b, sel_b, maps["scale_b"], atom.n, kb, w)
    with np.errstate(over="ignore", invalid="ignore"):
        P = np.matmul(A, B.transpose(0, 2, 1))                         # float64 sum of exact products
        p = P[:, ci, cj].transpose(0, 2, 1).astype(np.float32)         # one RNE rounding to f32
        d = c.view(np.float32) + p                                     # one f32 addition
    return d.view(np.uint32)
