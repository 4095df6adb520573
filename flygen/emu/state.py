"""Wave-batched register state and operand access.

All waves of a launch live in the same arrays: SGPRs `s[W, 128]` (hardware numbering, so VCC is
s[106:107], M0 s124, EXEC s[126:127]), SCC `scc[W]`, VGPRs `v[W, 256 + agprs, 64]` with ArchVGPR
v_i at slot i and AccVGPR a_i at slot 256 + i (a fixed split; accum_offset only matters for
resource accounting). Handlers index waves with `w`, a slice (all waves) or an index array.
"""
from __future__ import annotations

import numpy as np

from flygen.asm.parse import NUM_SGPR, Instr, Operand
from flygen.errors import EmulatorError

AGPR_BASE = 256
LANES = np.arange(64, dtype=np.uint64)
EXEC, VCC, M0, SCC_REG = 126, 106, 124, 253


class State:
    def __init__(self, waves: int, agprs: int, lds_bytes: int, workgroups: int, wave_wg: np.ndarray):
        self.W = waves
        self.s = np.zeros((waves, NUM_SGPR), np.uint32)
        self.scc = np.zeros(waves, bool)
        self.v = np.zeros((waves, AGPR_BASE + agprs, 64), np.uint32)
        self.pc = np.zeros(waves, np.int64)
        self.done = np.zeros(waves, bool)
        self.at_barrier = np.zeros(waves, bool)
        self.wg = wave_wg.astype(np.int64)              # workgroup of each wave
        self.lds = np.zeros((workgroups, max(lds_bytes, 4)), np.uint8)
        self.lds_bytes = lds_bytes


def vslot(op: Operand) -> int:
    return op.idx + AGPR_BASE if op.kind == "a" else op.idx


def exec_mask(st: State, w) -> np.ndarray:
    """EXEC as bool [n, 64]."""
    e = st.s[w, EXEC].astype(np.uint64) | (st.s[w, EXEC + 1].astype(np.uint64) << np.uint64(32))
    return ((e[:, None] >> LANES) & np.uint64(1)).astype(bool)


def lanes_to_bits(mask: np.ndarray) -> np.ndarray:
    """bool [n, 64] -> uint64 [n]."""
    return (mask.astype(np.uint64) << LANES).sum(axis=1, dtype=np.uint64)


def read_s64(st: State, w, idx: int) -> np.ndarray:
    return st.s[w, idx].astype(np.uint64) | (st.s[w, idx + 1].astype(np.uint64) << np.uint64(32))


def write_s64(st: State, w, idx: int, val: np.ndarray) -> None:
    val = np.asarray(val, np.uint64)
    st.s[w, idx] = (val & np.uint64(0xFFFFFFFF)).astype(np.uint32)
    st.s[w, idx + 1] = (val >> np.uint64(32)).astype(np.uint32)


def sreg(st: State, w, op: Operand, ins: Instr, width: int = 32, ftype: str | None = None) -> np.ndarray:
    """A scalar source as uint32 [n] (or uint64 [n] for width 64)."""
    if op.kind == "imm":
        dt = np.uint64 if width == 64 else np.uint32
        val = op.value & ((1 << width) - 1) if op.fvalue is None else op.imm_bits(width, ftype)
        if width == 64 and op.fvalue is None and op.value < 0:
            val = op.value & ((1 << 64) - 1)
        return np.full(_n(st, w), val, dt)
    if op.kind != "s":
        raise EmulatorError(f"line {ins.line}: expected a scalar operand, got {op.text!r}: {ins.text}")
    if op.idx == SCC_REG:
        r = st.scc[w].astype(np.uint32)
        return r.astype(np.uint64) if width == 64 else r
    if width == 64:
        return read_s64(st, w, op.idx)
    return st.s[w, op.idx]


def _n(st: State, w) -> int:
    return st.W if isinstance(w, slice) else len(w)


def vsrc(st: State, w, op: Operand, ins: Instr, k: int = 0, width: int = 32, ftype: str | None = None) -> np.ndarray:
    """A vector-instruction source register k of operand `op`, as uint32 [n, 64] or broadcastable [n|1, 1]."""
    if op.kind in ("v", "a"):
        return st.v[w, vslot(op) + k]
    if op.kind == "s":
        if op.idx == SCC_REG:
            return st.scc[w].astype(np.uint32)[:, None]
        return st.s[w, op.idx + k][:, None]
    if op.kind == "imm":
        bits = op.imm_bits(width, ftype)
        if op.fvalue is None and op.value < 0 and width == 64:
            bits = op.value & ((1 << 64) - 1)
        if width == 64:
            return np.array([[bits & 0xFFFFFFFF if k == 0 else bits >> 32]], np.uint32)
        return np.array([[bits]], np.uint32)
    raise EmulatorError(f"line {ins.line}: bad vector source {op.text!r}: {ins.text}")


def vsrc64(st: State, w, op: Operand, ins: Instr, ftype: str | None = None) -> np.ndarray:
    """A 64-bit vector source as uint64 [n, 64] or [n|1, 1]."""
    if op.kind == "imm":
        if op.fvalue is not None:
            bits = op.imm_bits(64, "f64") if ftype == "f64" else op.imm_bits(32, ftype)
        else:
            bits = op.value & ((1 << 64) - 1)   # integer immediates sign-extend to 64 bits
        return np.array([[bits]], np.uint64)
    lo = vsrc(st, w, op, ins, 0).astype(np.uint64)
    hi = vsrc(st, w, op, ins, 1).astype(np.uint64)
    return lo | (hi << np.uint64(32))


def vwrite(st: State, w, slot: int, val: np.ndarray, mask: np.ndarray) -> None:
    """Write uint32 lanes of VGPR slot under the lane mask."""
    cur = st.v[w, slot]
    st.v[w, slot] = np.where(mask, np.asarray(val, np.uint32), cur)
