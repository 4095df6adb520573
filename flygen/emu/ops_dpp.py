"""DPP (data-parallel primitives) on VOP1/VOP2: src0 is read from another lane of the same wave.

`v_add_f32_dpp v2, v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1` = v2 = v2[lane-1] + v2.
Per lane: a control picks the source lane; the source is *invalid* when it is outside the row/wave or its
EXEC bit is 0 (GCN3/Vega ISA "DPP": disabled source lanes count as out of bounds). Invalid with bound_ctrl
set: src0 reads 0; without it the lane is not written. Lanes of rows off in row_mask, or of banks (lane%16 // 4)
off in bank_mask, are not written. Only src0 is permuted; src1, VCC and the destination are the lane's own.

Sources of the lane maps: the LLVM DppCtrl enum comments (SIDefines.h), the GCN3/Vega ISA guides' DPP table and
the CDNA4 ISA guide's DPP_CTRL enumeration: row_bcast:15 feeds lane n > 15 from lane (n & 0x30) - 1 (row r from
lane 16r-1), row_bcast:31 feeds lane n > 31 from lane 31. The table has no else branch for them: row 0 (bcast:15)
and rows 0-1 (bcast:31) get no source, which the model treats as out of range (ASSUMED; LLVM masks those rows
off with row_mask 0xa / 0xc; a form that writes them is UNVERIFIED in flygen/emu/fidelity.py). gfx950 has no DPP on
VOP3/VOP3P (the `_e64_dpp` forms are gfx11+).
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from flygen.emu.state import exec_mask
from flygen.errors import EmulatorError

_LANE = np.arange(64)


@lru_cache(maxsize=None)
def source_lanes(control: str, arg) -> tuple[np.ndarray, np.ndarray]:
    """(source lane int64[64], in range bool[64]) of a DPP control."""
    row, pos = _LANE // 16 * 16, _LANE % 16
    if control == "quad_perm":
        if len(arg) != 4 or not all(0 <= a <= 3 for a in arg):
            raise EmulatorError(f"quad_perm needs 4 lane numbers 0..3, got {arg}")
        src, ok = _LANE // 4 * 4 + np.asarray(arg)[_LANE % 4], np.ones(64, bool)
    elif control in ("row_shl", "row_shr", "row_ror"):
        if not 1 <= arg <= 15:
            raise EmulatorError(f"{control}:{arg}: shift must be 1..15")
        p = pos + arg if control == "row_shl" else pos - arg
        ok = (p >= 0) & (p < 16) if control != "row_ror" else np.ones(64, bool)
        src = row + p % 16
    elif control in ("wave_shl", "wave_rol", "wave_shr", "wave_ror"):
        if arg != 1:
            raise EmulatorError(f"{control}:{arg}: only 1 exists")
        p = _LANE + 1 if control in ("wave_shl", "wave_rol") else _LANE - 1
        ok = (p >= 0) & (p < 64) if control in ("wave_shl", "wave_shr") else np.ones(64, bool)
        src = p % 64
    elif control == "row_mirror":
        src, ok = row + 15 - pos, np.ones(64, bool)
    elif control == "row_half_mirror":
        src, ok = _LANE // 8 * 8 + 7 - _LANE % 8, np.ones(64, bool)
    elif control == "row_bcast" and arg == 15:
        src, ok = np.maximum(row - 1, 0), row >= 16
    elif control == "row_bcast" and arg == 31:
        src, ok = np.full(64, 31), row >= 32
    else:
        raise EmulatorError(f"DPP control {control}:{arg} is not a gfx950 control")
    src.setflags(write=False)
    ok.setflags(write=False)
    return src, ok


def _controls(ins):
    control, arg = ins.mods["dpp"]
    return source_lanes(control, arg)


def _write_enable(ins) -> np.ndarray:
    """bool[64]: lanes whose row is in row_mask and bank in bank_mask."""
    rm, bm = int(ins.mods.get("row_mask", 0xF)), int(ins.mods.get("bank_mask", 0xF))
    return ((rm >> (_LANE // 16)) & 1).astype(bool) & ((bm >> (_LANE % 16 // 4)) & 1).astype(bool)


def _valid(st, w, ins) -> np.ndarray:
    """bool [n, 64]: the lane's source is in range and active."""
    src, ok = _controls(ins)
    return exec_mask(st, w)[:, src] & ok


def read_src0(st, w, ins, bits: np.ndarray) -> np.ndarray:
    """The DPP view of src0 bits ([n, 64] or broadcastable): each lane's source lane, 0 where invalid."""
    src, _ = _controls(ins)
    n = exec_mask(st, w).shape[0]
    b = np.broadcast_to(bits, (n, 64))[:, src]
    return np.where(_valid(st, w, ins), b, 0).astype(bits.dtype)


def write_mask(st, w, ins) -> np.ndarray:
    """bool [n, 64]: lanes the DPP instruction writes (EXEC not included)."""
    valid = _valid(st, w, ins)
    if not ins.mods.get("bound_ctrl"):
        return valid & _write_enable(ins)
    return np.broadcast_to(_write_enable(ins), valid.shape)
