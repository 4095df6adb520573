"""MFMA dispatch: decode D, A, B, C (+ scales, cbsz/blgp/op_sel) and call flygen.emu.mfma.execute."""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from flygen.emu.mfma import execute
from flygen.emu.state import vslot, vsrc
from flygen.errors import EmulatorError, FlygenError
from flygen.isa.mfma import mfma_atom


@lru_cache(maxsize=None)
def atom_for(op: str, cbsz: int, blgp: int):
    try:
        if "f8f6f4" in op:
            return mfma_atom(op, cbsz, blgp)
        return mfma_atom(op)
    except FlygenError as exc:
        raise EmulatorError(str(exc)) from None


def atom_of(ins):
    cbsz, blgp = int(ins.mods.get("cbsz", 0)), int(ins.mods.get("blgp", 0))
    atom = atom_for(ins.op, cbsz, blgp)
    if "f8f6f4" not in ins.op and (cbsz or blgp or ins.mods.get("abid")):
        raise EmulatorError(f"line {ins.line}: cbsz/abid/blgp broadcast modifiers are not modeled: {ins.text}")
    return atom


def _regs(st, w, op, n, ins, bits64=False):
    if op.kind == "imm":
        waves = st.W if isinstance(w, slice) else len(w)
        if bits64:                                   # an f64 operand: the constant as binary64, low word first
            v = op.imm_bits(64, "f64") if op.fvalue is not None else int(np.float64(op.value).view(np.uint64))
            pair = np.array([v & 0xFFFFFFFF, v >> 32], np.uint32)
            return np.broadcast_to(np.tile(pair, n // 2)[None, :, None], (waves, n, 64)).copy()
        bits = op.imm_bits(32, "f32")
        return np.full((waves, n, 64), bits, np.uint32)
    if op.kind not in ("v", "a"):
        raise EmulatorError(f"line {ins.line}: MFMA operand must be VGPR/AGPR: {op.text!r}")
    if op.n != n:
        raise EmulatorError(f"line {ins.line}: operand {op.text} has {op.n} registers, the atom needs {n}: {ins.text}")
    s = vslot(op)
    return st.v[w, s:s + n]


def run_mfma(ctx, ins, w):
    st = ctx.st
    atom = atom_of(ins)
    d, a, b, c = ins.operands[:4]
    f64 = atom.acc == "f64"
    A = _regs(st, w, a, atom.a_regs, ins, f64)
    B = _regs(st, w, b, atom.b_regs, ins, f64)
    C = _regs(st, w, c, atom.c_regs, ins, f64)
    sa = sb = None
    sel_a = sel_b = 0
    if atom.scaled:
        n = A.shape[0]
        sa = np.broadcast_to(vsrc(st, w, ins.operands[4], ins), (n, 64))
        sb = np.broadcast_to(vsrc(st, w, ins.operands[5], ins), (n, 64))
        ops = ins.mods.get("op_sel") or (0, 0, 0)
        opsh = ins.mods.get("op_sel_hi") or (0, 0, 0)
        sel_a = ops[0] + 2 * opsh[0]
        sel_b = (ops[1] if len(ops) > 1 else 0) + 2 * (opsh[1] if len(opsh) > 1 else 0)
    D = execute(atom, A, B, C, sa, sb, sel_a, sel_b)
    if d.n != atom.c_regs:
        raise EmulatorError(f"line {ins.line}: D has {d.n} registers, the atom writes {atom.c_regs}: {ins.text}")
    # MFMAs write all 64 lanes regardless of EXEC (the matrix core works on the whole wave).
    st.v[w, vslot(d):vslot(d) + atom.c_regs] = D
