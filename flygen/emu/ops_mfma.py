"""MFMA dispatch: decode D, A, B, C (+ scales, cbsz/blgp/op_sel) and call flygen.emu.mfma.execute; SMFMAC: D, A, B
and the index VGPR (C is D; cbsz/abid pick the index set) to flygen.emu.mfma.execute_sparse."""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from flygen.emu.mfma import execute, execute_sparse
from flygen.emu.state import vslot, vsrc
from flygen.errors import EmulatorError, FlygenError
from flygen.isa.mfma import mfma_atom, smfmac_index_set


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
    if atom.sparse:              # SMFMAC: cbsz/abid only pick the index set (CDNA4 ISA §7.5 rule 5)
        return atom
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


def run_smfmac(ctx, ins, w, atom):
    from flygen.emu.ops_salu import MODE_FP16_OVFL, mode_bit
    st = ctx.st
    d, a, b, ix = ins.operands[:4]
    if ix.kind != "v" or ix.n != 1:
        raise EmulatorError(f"line {ins.line}: the SMFMAC index operand must be one VGPR: {ins.text}")
    if mode_bit(ctx, w, MODE_FP16_OVFL).any():
        raise EmulatorError(f"line {ins.line}: SMFMAC with MODE.FP16_OVFL set (results clamp on overflow, CDNA4 ISA "
                            f"§7.5) is not modelled: {ins.text}")
    if d.n != atom.c_regs:
        raise EmulatorError(f"line {ins.line}: D has {d.n} registers, the atom writes {atom.c_regs}: {ins.text}")
    A = _regs(st, w, a, atom.a_regs, ins)
    B = _regs(st, w, b, atom.b_regs, ins)
    C = _regs(st, w, d, atom.c_regs, ins)               # SMFMAC accumulates into D: C is the D registers
    idx = st.v[w, vslot(ix)]
    sel = smfmac_index_set(atom, int(ins.mods.get("cbsz", 0)), int(ins.mods.get("abid", 0)))
    st.v[w, vslot(d):vslot(d) + atom.c_regs] = execute_sparse(atom, A, B, C, idx, sel, f"line {ins.line}: ")


def _f64_neg(ins, f64, neg, A, B, C):
    """`neg:[a,b,c]` of the f64 MFMAs: CDNA4 ISA Table 89 (VOP3P-MAI fields): "For V_MFMA_F64_4X4X4F64 and
    V_MFMA_F64_16X16X4F64 this field [BLGP, bits 63:61] specifies the NEG modifier instead of BLGP"; bit i
    negates source i (A, B, C), as NEG does in every VOP3P encoding (llvm-mc 22 encodes neg:[1,0,1] as
    BLGP = 0b101, neg:[0,1,0] as 0b010). Negation flips the sign bit of each binary64 value (the high word of
    each register pair), exact for every value. LLVM refuses neg on every other gfx950 MFMA, so it is an error
    there (the ISA's "NEG[2] may be used to control matrix C" for some f32 forms has no assembler syntax)."""
    if not f64:
        raise EmulatorError(f"line {ins.line}: neg: on {ins.op} is not modelled (only the f64 MFMAs take it; "
                            f"CDNA4 ISA Table 89, llvm-mc 22 refuses it elsewhere): {ins.text}")
    if len(neg) != 3:
        raise EmulatorError(f"line {ins.line}: neg: needs 3 bits [a,b,c], got {list(neg)}: {ins.text}")
    out = []
    for on, X in zip(neg, (A, B, C)):
        if on:
            X = X.copy()
            X[:, 1::2] ^= np.uint32(0x80000000)       # [waves, regs, lanes]: odd registers hold the high words
        out.append(X)
    return tuple(out)


def run_mfma(ctx, ins, w):
    st = ctx.st
    atom = atom_of(ins)
    if atom.sparse:
        return run_smfmac(ctx, ins, w, atom)
    d, a, b, c = ins.operands[:4]
    f64 = atom.acc == "f64"
    A = _regs(st, w, a, atom.a_regs, ins, f64)
    B = _regs(st, w, b, atom.b_regs, ins, f64)
    C = _regs(st, w, c, atom.c_regs, ins, f64)
    neg = tuple(ins.mods.get("neg") or ())
    if any(neg):
        A, B, C = _f64_neg(ins, f64, neg, A, B, C)
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
