"""Vector ALU semantics (VOP1/VOP2/VOP3/VOPC/VOP3P, SDWA source/dest selects), over [waves, 64 lanes].

Most ops are rows of `TYPED`: (source types, result type, numpy function). The generic runner reads
typed sources (with neg/abs, op_sel and SDWA selects), computes, and writes under EXEC. Ops whose
shape does not fit (carries, compares, lane ops, packed, converts with partial writes) have their own
small functions. f32 math is numpy float32 (IEEE RNE, denormals kept; the MODE register is not modeled);
fma is computed in float64 and rounded once to f32 (rarely double-rounds); transcendental ops
(rcp, rsq, sqrt, exp, log, sin, cos) are numpy's (about correctly rounded) values, not the hardware's 1 ulp
ones (whose bits no source gives); the f32 exp, log, rcp, rsq, sqrt flush denormal inputs and results (`_ftz`,
the CDNA4 ISA guide).
"""
from __future__ import annotations

import ml_dtypes
import numpy as np

from flygen.emu import fields, ops_dpp
from flygen.emu.state import (EXEC, VCC, exec_mask, lanes_to_bits, sreg, vsrc, vsrc64,
                              vslot, vwrite, write_s64)
from flygen.asm.parse import Operand
from flygen.errors import EmulatorError
from flygen.isa import dtypes

U32, U64, I64, F32 = np.uint32, np.uint64, np.int64, np.float32
M32 = np.uint64(0xFFFFFFFF)

# ---------------------------------------------------------------------------------------------
# typed sources


def _sdwa_sel(bits: np.ndarray, sel: str | None, signed: bool = False) -> np.ndarray:
    if sel is None or sel == "DWORD":
        return bits
    shift, width = {"BYTE_0": (0, 8), "BYTE_1": (8, 8), "BYTE_2": (16, 8), "BYTE_3": (24, 8),
                    "WORD_0": (0, 16), "WORD_1": (16, 16)}[sel]
    v = (bits >> U32(shift)) & U32((1 << width) - 1)
    if signed:
        v = ((v.astype(I64) ^ (1 << (width - 1))) - (1 << (width - 1))).astype(np.int32).view(U32)
    return v


def _half(bits: np.ndarray, hi: int) -> np.ndarray:
    return ((bits >> U32(16)) if hi else bits) & U32(0xFFFF)


def typed(ctx, ins, op, i: int, w, t: str) -> np.ndarray:
    if t in ("u64", "i64", "f64"):
        b = vsrc64(ctx.st, w, op, ins, ftype=t)
        if t == "u64":
            return b
        if t == "i64":
            return b.view(I64)
        x = b.view(np.float64)
    else:
        b = vsrc(ctx.st, w, op, ins, 0, 32, ftype=t if t in ("f16", "bf16", "f32") else None)
        if i == 0 and "dpp" in ins.mods:
            b = ops_dpp.read_src0(ctx.st, w, ins, b)
        sel = ins.mods.get(f"src{i}_sel")
        if sel is not None:
            b = _sdwa_sel(b, sel, signed=bool(ins.mods.get(f"src{i}_sext") or op.sext))
        if t in ("f16", "bf16", "u16", "i16"):
            opsel = ins.mods.get("op_sel")
            if opsel and i < len(opsel) and opsel[i]:
                b = b >> U32(16)
            b = b & U32(0xFFFF)
        if t == "u32":
            return b
        if t == "i32":
            return b.view(np.int32)
        if t == "u16":
            return b.astype(np.uint16)
        if t == "i16":
            return b.astype(np.uint16).view(np.int16)
        if t == "f32":
            x = b.view(F32)
        elif t == "f16":
            x = b.astype(np.uint16).view(np.float16).astype(F32)
        elif t == "bf16":
            x = (b << U32(16)).view(F32)
        else:
            raise EmulatorError(f"internal: bad source type {t}")
    if op.abs or op.neg:
        fields.note(ins, fields.NEGABS)
    if op.abs:
        x = np.abs(x)
    if op.neg:
        x = -x
    return x


def to_bits(x: np.ndarray, t: str) -> np.ndarray:
    """Result of type t -> uint32 bits (64-bit types -> uint64)."""
    x = np.asarray(x)
    if t in ("u32", "i32"):
        return (x.astype(I64) & 0xFFFFFFFF).astype(U32) if x.dtype != U32 else x
    if t == "f32":
        return x.astype(F32).view(U32)
    if t == "f16":
        return x.astype(np.float16).view(np.uint16).astype(U32)
    if t == "bf16":
        return x.astype(F32).astype(ml_dtypes.bfloat16).view(np.uint16).astype(U32)
    if t in ("u16", "i16"):
        return (x.astype(I64) & 0xFFFF).astype(U32)
    if t == "f64":
        return x.astype(np.float64).view(U64)
    if t in ("u64", "i64"):
        return x.astype(I64).view(U64) if x.dtype.kind == "i" else x.astype(U64)
    raise EmulatorError(f"internal: bad result type {t}")


def write_result(ctx, ins, w, bits: np.ndarray, t: str, dst=None) -> None:
    """Write a result of type t to the destination under EXEC, with SDWA dst_sel / op_sel for halves."""
    st = ctx.st
    d = dst if dst is not None else ins.operands[0]
    mask = exec_mask(st, w)
    if "dpp" in ins.mods:
        mask = mask & ops_dpp.write_mask(st, w, ins)
    slot = vslot(d)
    if d.kind not in ("v", "a"):
        raise EmulatorError(f"line {ins.line}: vector destination expected, got {d.text!r}: {ins.text}")
    if t in ("u64", "i64", "f64"):
        bits = np.broadcast_to(bits, mask.shape).astype(U64)
        vwrite(st, w, slot, (bits & M32).astype(U32), mask)
        vwrite(st, w, slot + 1, (bits >> U64(32)).astype(U32), mask)
        return
    bits = np.broadcast_to(bits, mask.shape).astype(U32)
    dsel = ins.mods.get("dst_sel")
    if dsel is not None and dsel != "DWORD":
        shift, width = {"BYTE_0": (0, 8), "BYTE_1": (8, 8), "BYTE_2": (16, 8), "BYTE_3": (24, 8),
                        "WORD_0": (0, 16), "WORD_1": (16, 16)}[dsel]
        fm = U32(((1 << width) - 1) << shift)
        field = (bits << U32(shift)) & fm
        unused = ins.mods.get("dst_unused")
        if unused == "UNUSED_PRESERVE":
            bits = (st.v[w, slot] & ~fm) | field
        elif unused == "UNUSED_SEXT" and shift + width < 32:
            # bits above the field copy its sign bit, bits below stay 0 (CDNA4 ISA SDWA DST_U = 1 "sign extend upper / zero lower")
            sign = (field >> U32(shift + width - 1)) & U32(1)
            bits = field | (sign * U32((0xFFFFFFFF << (shift + width)) & 0xFFFFFFFF))
        else:
            bits = field
    elif t in ("f16", "bf16", "u16", "i16"):
        # op_sel lists one bit per source then the destination bit (OPSEL[3] in the encoding): [s0,s1,s2,d]
        # for 3-source ops, [s0,s1,d] for 2-source ones (v_add_i16 ... op_sel:[1,1,1])
        opsel = ins.mods.get("op_sel")
        if opsel and len(opsel) == len(ins.operands) and opsel[-1]:
            bits = (st.v[w, slot] & U32(0xFFFF)) | (bits << U32(16))
    if t == "f32" and ins.mods.get("clamp"):     # read only where applied (flygen/emu/fields.py)
        bits = np.clip(bits.view(F32), 0.0, 1.0).astype(F32).view(U32)
    vwrite(st, w, slot, bits, mask)


_F32_TINY = F32(2.0 ** -126)


def _ftz(x):
    """f32 denormals -> zero of the same sign: the CDNA4 ISA guide's "denormals are flushed" of v_exp_f32,
    v_log_f32, v_rcp_f32, v_rsq_f32, v_sqrt_f32 (inputs and results; flygen.emu.fidelity)."""
    x = np.asarray(x, F32)
    return np.where(np.abs(x) < _F32_TINY, np.copysign(F32(0), x), x).astype(F32)


def _typed_op(tin: tuple, tout: str, fn):
    n = len(tin)

    def run(ctx, ins, w):
        args = [typed(ctx, ins, ins.operands[1 + i], i, w, tin[i]) for i in range(n)]
        with np.errstate(all="ignore"):      # NaN/inf/overflow to f16 are results, not errors
            r = fn(*args)
            write_result(ctx, ins, w, to_bits(r, tout), tout)
    return run


# ---------------------------------------------------------------------------------------------
# helpers for integer ops

def _u(x):
    return np.asarray(x).astype(U64)


def _i24(x):
    return ((x.astype(I64) & 0xFFFFFF) ^ 0x800000) - 0x800000


def _bfe(a, off, wid, signed):
    off = off.astype(I64) & 31
    wid = wid.astype(I64) & 31
    r = (a.astype(I64) >> off) & ((1 << wid) - 1)
    if signed:
        sign = (r >> np.maximum(wid - 1, 0)) & 1
        r = np.where((wid > 0) & (sign == 1), r - (1 << wid), r)
    return np.where(wid == 0, 0, r)


def _perm(a, b, sel):
    data = (a.astype(U64) << U64(32)) | b.astype(U64)          # {S0, S1}: S1 is bytes 0..3
    out = np.zeros(np.broadcast(a, b, sel).shape, U64)
    for k in range(4):
        s = (sel.astype(U64) >> U64(8 * k)) & U64(0xFF)
        byte = (data >> (np.minimum(s, U64(7)) * U64(8))) & U64(0xFF)
        signbyte = lambda i: ((data >> U64(8 * i + 7)) & U64(1)) * U64(0xFF)
        v = np.where(s >= 13, U64(0xFF), np.where(s == 12, U64(0), np.where(
            s == 11, signbyte(7), np.where(s == 10, signbyte(5), np.where(
                s == 9, signbyte(3), np.where(s == 8, signbyte(1), byte))))))
        out |= v << U64(8 * k)
    return out.astype(U32)


def _alignbit(a, b, c):
    data = (a.astype(U64) << U64(32)) | b.astype(U64)
    return ((data >> (c.astype(U64) & U64(31))) & M32).astype(U32)


def _alignbyte(a, b, c):
    data = (a.astype(U64) << U64(32)) | b.astype(U64)
    return ((data >> ((c.astype(U64) & U64(3)) * U64(8))) & M32).astype(U32)


_POP = np.array([bin(i).count("1") for i in range(256)], U32)


def _popc(x):
    x = x.astype(U32)
    return sum(_POP[(x >> U32(8 * k)) & U32(0xFF)] for k in range(4))


def _ffbh(x):
    x = x.astype(U32)
    out = np.full(x.shape, 0xFFFFFFFF, U32)
    for k in range(32):
        out = np.where((x >> U32(k)) & U32(1), U32(31 - k), out)
    return out


def _ffbl(x):
    x = x.astype(U32)
    out = np.full(x.shape, 0xFFFFFFFF, U32)
    for k in range(31, -1, -1):
        out = np.where((x >> U32(k)) & U32(1), U32(k), out)
    return out


def _bfrev(x):
    x = x.astype(U32)
    out = np.zeros(x.shape, U32)
    for k in range(32):
        out |= ((x >> U32(k)) & U32(1)) << U32(31 - k)
    return out


def _cvt_i32(x, lo, hi):
    x = x.astype(np.float64)
    r = np.where(np.isnan(x), 0, np.clip(np.trunc(np.nan_to_num(x, posinf=hi, neginf=lo)), lo, hi))
    return r.astype(I64)


def _fma(a, b, c):
    return (a.astype(np.float64) * b.astype(np.float64) + c.astype(np.float64)).astype(F32)


def _med3(a, b, c):
    return np.maximum(np.minimum(a, b), np.minimum(np.maximum(a, b), c))


def _fmed3(a, b, c):
    return np.fmax(np.fmin(a, b), np.fmin(np.fmax(a, b), c))


def _f32(x):
    return np.asarray(x, F32)


def _minimum(a, b):
    """IEEE 754-2019 minimum (v_minimum*_f32/f16, gfx950): NaN if either operand is NaN (a quiet NaN; payload
    not modelled), -0 below +0. LLVM lowers llvm.minimum.* to these on gfx950 (tests/test_emu_foreign_gfx950.py)."""
    m = np.where(a < b, a, np.where(b < a, b, np.where(np.signbit(a), a, b)))
    return np.where(np.isnan(a) | np.isnan(b), a + b, m).astype(a.dtype)


def _maximum(a, b):
    """IEEE 754-2019 maximum: NaN-propagating, +0 above -0."""
    m = np.where(a > b, a, np.where(b > a, b, np.where(np.signbit(a), b, a)))
    return np.where(np.isnan(a) | np.isnan(b), a + b, m).astype(a.dtype)


u, i, f, h, bf = "u32", "i32", "f32", "f16", "bf16"
TYPED = {
    # moves and bit ops
    "v_mov_b32": ((u,), u, lambda a: a),
    "v_accvgpr_read_b32": ((u,), u, lambda a: a),
    "v_accvgpr_write_b32": ((u,), u, lambda a: a),
    "v_accvgpr_mov_b32": ((u,), u, lambda a: a),
    "v_not_b32": ((u,), u, lambda a: ~a),
    "v_bfrev_b32": ((u,), u, _bfrev),
    "v_ffbh_u32": ((u,), u, _ffbh),
    "v_ffbl_b32": ((u,), u, _ffbl),
    "v_and_b32": ((u, u), u, lambda a, b: a & b),
    "v_or_b32": ((u, u), u, lambda a, b: a | b),
    "v_xor_b32": ((u, u), u, lambda a, b: a ^ b),
    "v_xnor_b32": ((u, u), u, lambda a, b: ~(a ^ b)),
    "v_bcnt_u32_b32": ((u, u), u, lambda a, b: _popc(a) + b),
    "v_lshlrev_b32": ((u, u), u, lambda a, b: b << (a & U32(31))),
    "v_lshrrev_b32": ((u, u), u, lambda a, b: b >> (a & U32(31))),
    "v_ashrrev_i32": ((u, i), i, lambda a, b: b >> (a & U32(31)).astype(np.int32)),
    "v_lshl_b32": ((u, u), u, lambda a, b: a << (b & U32(31))),
    "v_lshr_b32": ((u, u), u, lambda a, b: a >> (b & U32(31))),
    "v_ashr_i32": ((i, u), i, lambda a, b: a >> (b & U32(31)).astype(np.int32)),
    "v_bfm_b32": ((u, u), u, lambda a, b: ((U32(1) << (a & U32(31))) - U32(1)) << (b & U32(31))),
    # integer arithmetic
    "v_add_u32": ((u, u), u, lambda a, b: a + b),
    "v_sub_u32": ((u, u), u, lambda a, b: a - b),
    "v_subrev_u32": ((u, u), u, lambda a, b: b - a),
    "v_add_i32": ((i, i), i, lambda a, b: a.astype(I64) + b),
    "v_sub_i32": ((i, i), i, lambda a, b: a.astype(I64) - b),
    "v_mul_lo_u32": ((u, u), u, lambda a, b: a.astype(U64) * b),
    "v_mul_hi_u32": ((u, u), u, lambda a, b: (a.astype(U64) * b.astype(U64)) >> U64(32)),
    "v_mul_hi_i32": ((i, i), i, lambda a, b: (a.astype(I64) * b.astype(I64)) >> 32),
    "v_mul_lo_i32": ((i, i), i, lambda a, b: a.astype(I64) * b),
    "v_mul_u32_u24": ((u, u), u, lambda a, b: (a & U32(0xFFFFFF)).astype(U64) * (b & U32(0xFFFFFF))),
    "v_mul_hi_u32_u24": ((u, u), u, lambda a, b: ((a & U32(0xFFFFFF)).astype(U64) * (b & U32(0xFFFFFF))) >> U64(32)),
    "v_mul_i32_i24": ((u, u), i, lambda a, b: _i24(a) * _i24(b)),
    "v_mul_hi_i32_i24": ((u, u), i, lambda a, b: (_i24(a) * _i24(b)) >> 32),
    "v_min_u32": ((u, u), u, np.minimum), "v_max_u32": ((u, u), u, np.maximum),
    "v_min_i32": ((i, i), i, np.minimum), "v_max_i32": ((i, i), i, np.maximum),
    "v_mad_u32_u24": ((u, u, u), u, lambda a, b, c: (a & U32(0xFFFFFF)).astype(U64) * (b & U32(0xFFFFFF)) + c),
    "v_mad_i32_i24": ((u, u, i), i, lambda a, b, c: _i24(a) * _i24(b) + c),
    "v_bfe_u32": ((u, u, u), u, lambda a, b, c: _bfe(a, b, c, False)),
    "v_bfe_i32": ((u, u, u), i, lambda a, b, c: _bfe(a, b, c, True)),
    "v_bfi_b32": ((u, u, u), u, lambda a, b, c: (a & b) | (~a & c)),
    "v_alignbit_b32": ((u, u, u), u, _alignbit),
    "v_alignbyte_b32": ((u, u, u), u, _alignbyte),
    "v_perm_b32": ((u, u, u), u, _perm),
    "v_lshl_add_u32": ((u, u, u), u, lambda a, b, c: (a << (b & U32(31))) + c),
    "v_add_lshl_u32": ((u, u, u), u, lambda a, b, c: (a + b) << (c & U32(31))),
    "v_lshl_or_b32": ((u, u, u), u, lambda a, b, c: (a << (b & U32(31))) | c),
    "v_and_or_b32": ((u, u, u), u, lambda a, b, c: (a & b) | c),
    "v_or3_b32": ((u, u, u), u, lambda a, b, c: a | b | c),
    "v_xor3_b32": ((u, u, u), u, lambda a, b, c: a ^ b ^ c),
    "v_xad_u32": ((u, u, u), u, lambda a, b, c: (a ^ b) + c),
    "v_add3_u32": ((u, u, u), u, lambda a, b, c: a + b + c),
    "v_min3_u32": ((u, u, u), u, lambda a, b, c: np.minimum(np.minimum(a, b), c)),
    "v_max3_u32": ((u, u, u), u, lambda a, b, c: np.maximum(np.maximum(a, b), c)),
    "v_min3_i32": ((i, i, i), i, lambda a, b, c: np.minimum(np.minimum(a, b), c)),
    "v_max3_i32": ((i, i, i), i, lambda a, b, c: np.maximum(np.maximum(a, b), c)),
    "v_med3_i32": ((i, i, i), i, _med3), "v_med3_u32": ((u, u, u), u, _med3),
    "v_sad_u32": ((u, u, u), u, lambda a, b, c: np.abs(a.astype(I64) - b) + c),
    # f32
    "v_add_f32": ((f, f), f, lambda a, b: a + b),
    "v_sub_f32": ((f, f), f, lambda a, b: a - b),
    "v_subrev_f32": ((f, f), f, lambda a, b: b - a),
    "v_mul_f32": ((f, f), f, lambda a, b: a * b),
    "v_mul_legacy_f32": ((f, f), f, lambda a, b: np.where((a == 0) | (b == 0), F32(0), a * b)),
    "v_min_f32": ((f, f), f, np.fmin), "v_max_f32": ((f, f), f, np.fmax),
    "v_min3_f32": ((f, f, f), f, lambda a, b, c: np.fmin(np.fmin(a, b), c)),
    "v_max3_f32": ((f, f, f), f, lambda a, b, c: np.fmax(np.fmax(a, b), c)),
    "v_med3_f32": ((f, f, f), f, _fmed3),
    "v_minimum3_f32": ((f, f, f), f, lambda a, b, c: _minimum(_minimum(a, b), c)),
    "v_maximum3_f32": ((f, f, f), f, lambda a, b, c: _maximum(_maximum(a, b), c)),
    "v_fma_f32": ((f, f, f), f, _fma),
    "v_mad_f32": ((f, f, f), f, lambda a, b, c: _f32(a * b) + c),
    "v_fmamk_f32": ((f, f, f), f, _fma),        # operands written as (a, K, c)
    "v_fmaak_f32": ((f, f, f), f, _fma),
    "v_madmk_f32": ((f, f, f), f, lambda a, b, c: _f32(a * b) + c),
    "v_madak_f32": ((f, f, f), f, lambda a, b, c: _f32(a * b) + c),
    "v_ldexp_f32": ((f, i), f, lambda a, b: np.ldexp(a, np.clip(b, -300, 300))),
    "v_rcp_f32": ((f,), f, lambda a: _ftz(F32(1) / _ftz(a))),
    "v_rcp_iflag_f32": ((f,), f, lambda a: F32(1) / a),
    "v_rsq_f32": ((f,), f, lambda a: _ftz(F32(1) / np.sqrt(_ftz(a)))),
    "v_sqrt_f32": ((f,), f, lambda a: np.sqrt(_ftz(a))),
    "v_exp_f32": ((f,), f, lambda a: _ftz(np.exp2(_ftz(a)))),
    "v_log_f32": ((f,), f, lambda a: np.log2(_ftz(a))),
    "v_sin_f32": ((f,), f, lambda a: np.sin(a * F32(2 * np.pi))),
    "v_cos_f32": ((f,), f, lambda a: np.cos(a * F32(2 * np.pi))),
    "v_floor_f32": ((f,), f, np.floor), "v_ceil_f32": ((f,), f, np.ceil),
    "v_trunc_f32": ((f,), f, np.trunc), "v_rndne_f32": ((f,), f, np.rint),
    "v_fract_f32": ((f,), f, lambda a: np.minimum(a - np.floor(a), F32(0.99999994))),
    "v_exp_legacy_f32": ((f,), f, np.exp2), "v_log_legacy_f32": ((f,), f, np.log2),
    # conversions
    "v_cvt_f32_i32": ((i,), f, lambda a: a.astype(F32)),
    "v_cvt_f32_u32": ((u,), f, lambda a: a.astype(F32)),
    "v_cvt_i32_f32": ((f,), i, lambda a: _cvt_i32(a, -2**31, 2**31 - 1)),
    "v_cvt_u32_f32": ((f,), u, lambda a: _cvt_i32(a, 0, 2**32 - 1)),
    "v_cvt_rpi_i32_f32": ((f,), i, lambda a: _cvt_i32(np.floor(a + F32(0.5)), -2**31, 2**31 - 1)),
    "v_cvt_flr_i32_f32": ((f,), i, lambda a: _cvt_i32(np.floor(a), -2**31, 2**31 - 1)),
    "v_cvt_f16_f32": ((f,), h, lambda a: a),
    "v_cvt_f32_f16": ((h,), f, lambda a: a),
    "v_cvt_f32_bf16": ((bf,), f, lambda a: a),
    "v_cvt_f32_ubyte0": ((u,), f, lambda a: (a & U32(0xFF)).astype(F32)),
    "v_cvt_f32_ubyte1": ((u,), f, lambda a: ((a >> U32(8)) & U32(0xFF)).astype(F32)),
    "v_cvt_f32_ubyte2": ((u,), f, lambda a: ((a >> U32(16)) & U32(0xFF)).astype(F32)),
    "v_cvt_f32_ubyte3": ((u,), f, lambda a: (a >> U32(24)).astype(F32)),
    "v_cvt_f32_f64": (("f64",), f, lambda a: a.astype(F32)),
    "v_cvt_f64_f32": ((f,), "f64", lambda a: a.astype(np.float64)),
    "v_cvt_f64_i32": ((i,), "f64", lambda a: a.astype(np.float64)),
    "v_cvt_f64_u32": ((u,), "f64", lambda a: a.astype(np.float64)),
    # f16 / bf16 scalar-in-lane math (results zero the high half unless op_sel[3])
    "v_add_f16": ((h, h), h, lambda a, b: a + b), "v_sub_f16": ((h, h), h, lambda a, b: a - b),
    "v_mul_f16": ((h, h), h, lambda a, b: a * b),
    "v_max_f16": ((h, h), h, np.fmax), "v_min_f16": ((h, h), h, np.fmin),
    "v_fma_f16": ((h, h, h), h, _fma), "v_fmac_f16": ((h, h, h), h, _fma),
    "v_add_u16": (("u16", "u16"), "u16", lambda a, b: a.astype(I64) + b),
    "v_mul_lo_u16": (("u16", "u16"), "u16", lambda a, b: a.astype(I64) * b),
    # f64
    "v_add_f64": (("f64", "f64"), "f64", lambda a, b: a + b),
    "v_mul_f64": (("f64", "f64"), "f64", lambda a, b: a * b),
    # v_fma_f64 (exact fma) and the other f64 ops: ops_vext
    "v_mov_b64": (("u64",), "u64", lambda a: a),
    "v_lshlrev_b64": ((u, "u64"), "u64", lambda a, b: b << (a & U32(63)).astype(U64)),
    "v_lshrrev_b64": ((u, "u64"), "u64", lambda a, b: b >> (a & U32(63)).astype(U64)),
    "v_ashrrev_i64": ((u, "i64"), "i64", lambda a, b: b >> (a & U32(63)).astype(I64)),
    "v_lshl_add_u64": (("u64", u, "u64"), "u64", lambda a, b, c: (a << (b & U32(7)).astype(U64)) + c),
    "v_prng_b32": ((u,), u, lambda a: (a << U32(1)) ^ np.where(a >> U32(31), U32(197), U32(0))),
}
del u, i, f, h, bf

# ops that accumulate into their destination (written `v_fmac_f32 d, a, b` = d = a*b + d)
_MAC = {"v_fmac_f32": _fma, "v_mac_f32": lambda a, b, c: _f32(a * b) + c}


def _mac(fn):
    def run(ctx, ins, w):
        a = typed(ctx, ins, ins.operands[1], 0, w, "f32")
        b = typed(ctx, ins, ins.operands[2], 1, w, "f32")
        c = typed(ctx, ins, ins.operands[0], 2, w, "f32")
        with np.errstate(all="ignore"):
            write_result(ctx, ins, w, to_bits(fn(a, b, c), "f32"), "f32")
    return run


# ---------------------------------------------------------------------------------------------
# carries, 64-bit mads, select, lane ops


def _lane_bits(ctx, ins, op, w) -> np.ndarray:
    """A 64-bit lane mask operand (VCC / SGPR pair) as bool [n, 64]."""
    bits = sreg(ctx.st, w, op, ins, 64)
    return ((bits[:, None] >> np.arange(64, dtype=U64)) & U64(1)).astype(bool)


def _write_lane_mask(ctx, ins, w, op, val: np.ndarray, mask: np.ndarray) -> None:
    """Write a per-lane bool result into an SGPR pair; inactive lanes write 0 (VOPC/carry-out rule)."""
    bits = lanes_to_bits(np.broadcast_to(val, mask.shape) & mask)
    if op.kind != "s":
        raise EmulatorError(f"line {ins.line}: lane-mask destination must be an SGPR pair: {ins.text}")
    write_s64(ctx.st, w, op.idx, bits)


def _carry(kind):
    def run(ctx, ins, w):
        d, sd = ins.operands[0], ins.operands[1]
        a = typed(ctx, ins, ins.operands[2], 0, w, "u32").astype(I64)
        b = typed(ctx, ins, ins.operands[3], 1, w, "u32").astype(I64)
        cin = _lane_bits(ctx, ins, ins.operands[4], w).astype(I64) if len(ins.operands) > 4 else 0
        if kind == "add":
            r = a + b + cin
            co = r > 0xFFFFFFFF
        elif kind == "sub":
            r = a - b - cin
            co = r < 0
        else:   # subrev
            r = b - a - cin
            co = r < 0
        mask = exec_mask(ctx.st, w)
        _write_lane_mask(ctx, ins, w, sd, co, mask)
        write_result(ctx, ins, w, (r & 0xFFFFFFFF).astype(U32), "u32", dst=d)
    return run


def _mad64(signed):
    def run(ctx, ins, w):
        d, sd = ins.operands[0], ins.operands[1]
        t = "i32" if signed else "u32"
        a = typed(ctx, ins, ins.operands[2], 0, w, t).astype(I64)
        b = typed(ctx, ins, ins.operands[3], 1, w, t).astype(I64)
        c = vsrc64(ctx.st, w, ins.operands[4], ins)
        if signed:
            prod = a * b                                  # fits in int64
            r = (prod.view(U64) + c).astype(U64)
            co = np.zeros(r.shape, bool)                  # signed carry-out not modeled
        else:
            au, bu = a.astype(U64), b.astype(U64)
            prod = au * bu                                # < 2^64, exact in uint64
            r = prod + c
            co = r < prod                                  # unsigned wrap = carry out of 64 bits
        mask = exec_mask(ctx.st, w)
        _write_lane_mask(ctx, ins, w, sd, co, mask)
        write_result(ctx, ins, w, r, "u64", dst=d)
    return run


def _cndmask(ctx, ins, w):
    a = typed(ctx, ins, ins.operands[1], 0, w, "u32")
    b = typed(ctx, ins, ins.operands[2], 1, w, "u32")
    if ins.operands[1].neg or ins.operands[1].abs or ins.operands[2].neg or ins.operands[2].abs:
        a = typed(ctx, ins, ins.operands[1], 0, w, "f32").view(U32)
        b = typed(ctx, ins, ins.operands[2], 1, w, "f32").view(U32)
    sel = _lane_bits(ctx, ins, ins.operands[3], w)
    write_result(ctx, ins, w, np.where(sel, b, a), "u32")


def _readfirstlane(ctx, ins, w):
    st = ctx.st
    d, s = ins.operands
    mask = exec_mask(st, w)
    lane = np.where(mask.any(axis=1), mask.argmax(axis=1), 0)
    vals = np.broadcast_to(vsrc(st, w, s, ins), mask.shape)
    st.s[w, d.idx] = vals[np.arange(len(lane)), lane]


def _readlane(ctx, ins, w):
    st = ctx.st
    d, s, l = ins.operands
    lane = sreg(st, w, l, ins).astype(I64) & 63
    vals = np.broadcast_to(vsrc(st, w, s, ins), (len(lane), 64))
    st.s[w, d.idx] = vals[np.arange(len(lane)), lane]


def _writelane(ctx, ins, w):
    st = ctx.st
    d, s, l = ins.operands
    lane = sreg(st, w, l, ins).astype(I64) & 63
    val = sreg(st, w, s, ins)
    rows = np.arange(st.W)[w]
    st.v[rows, vslot(d), lane] = val


def _permlane_swap(group):
    """Rows swap between the two operands whatever EXEC says. `bound_ctrl` / `fi` (LLVM VOP1Instructions.td
    VOP_PERMLANE_SWAP: the DPP operands Dpp16FI / DppBoundCtrl; the intrinsic's fi / bound_control) only decide
    what an invalid (EXEC-off) source lane gives, as in DPP: with EXEC all ones they change nothing; otherwise
    their effect is not modelled (an error)."""
    def run(ctx, ins, w):
        st = ctx.st
        dpp_ops = [ins.mods.get(k) for k in ("bound_ctrl", "fi")]        # both read (flygen/emu/fields.py)
        if any(x is not None for x in dpp_ops) and not exec_mask(st, w).all():
            raise EmulatorError(f"line {ins.line}: {ins.op} with bound_ctrl/fi and some EXEC lanes off: what an "
                                f"inactive source lane gives is not modelled: {ins.text}")
        d, s = vslot(ins.operands[0]), vslot(ins.operands[1])
        vd, vs = st.v[w, d].copy(), st.v[w, s].copy()
        lanes = np.arange(64)
        lo = lanes[(lanes // group) % 2 == 0]            # lanes of src that swap with lanes + group of dst
        nd, ns = vd.copy(), vs.copy()
        ns[:, lo] = vd[:, lo + group]
        nd[:, lo + group] = vs[:, lo]
        st.v[w, d] = nd
        st.v[w, s] = ns
    return run


def _bitop3(t: str):
    """v_bitop3_b16/_b32: D = OR over set bits n of the 8-bit truth table TTBL of (S0 if n&4 else ~S0) &
    (S1 if n&2 else ~S1) & (S2 if n&1 else ~S2) (CDNA4 pseudocode, tinygrad cdna str_pcode V_BITOP3_B16/B32;
    LLVM prints TTBL as `bitop3:0xNN`). The b16 form reads/writes 16-bit halves (op_sel like other VOP3 b16)."""
    dt = np.uint16 if t == "u16" else U32

    def run(ctx, ins, w):
        a, b, c = (typed(ctx, ins, ins.operands[1 + k], k, w, t).astype(dt) for k in range(3))
        ttbl = int(ins.mods.get("bitop3", 0))
        r = np.zeros(np.broadcast(a, b, c).shape, dt)
        for bit in range(8):
            if ttbl >> bit & 1:
                x = a if bit & 4 else ~a
                y = b if bit & 2 else ~b
                z = c if bit & 1 else ~c
                r |= x & y & z
        write_result(ctx, ins, w, r.astype(U32), t)
    return run


# ---------------------------------------------------------------------------------------------
# IEEE f32 division helpers (LLVM's fdiv: div_scale x2, rcp, fma refinement, div_fmas, div_fixup).
# Semantics from AMD's CDNA pseudocode (tinygrad.runtime.autogen.amd.cdna.str_pcode); where the pseudocode
# leaves D0 unassigned, D0 = S0 (no scaling).

Operand_VCC = Operand("s", VCC, 2, text="vcc")


def _fexp(x):
    """Biased exponent field of f32 values."""
    return ((x.astype(F32).view(U32) >> U32(23)) & U32(0xFF)).astype(np.int32)


def _div_scale(ctx, ins, w):
    d, sd = ins.operands[0], ins.operands[1]
    s0, s1, s2 = (typed(ctx, ins, ins.operands[2 + k], k, w, "f32") for k in range(3))
    s0, s1, s2 = np.broadcast_arrays(s0, s1, s2)
    tiny = np.finfo(F32).tiny
    with np.errstate(all="ignore"):
        q = s2.astype(np.float64) / s1.astype(np.float64)
    q_denorm = (np.abs(q) < tiny) & (q != 0)
    s1_denorm = (np.abs(s1) < tiny) & (s1 != 0)
    with np.errstate(all="ignore"):
        up = np.ldexp(s0, 64).astype(F32)
    # branches in the pseudocode's order; np.select takes the first true condition
    conds = [(s2 == 0) | (s1 == 0), _fexp(s2) - _fexp(s1) >= 96, s1_denorm, q_denorm, _fexp(s2) <= 23]
    res = np.select(conds, [np.float32(np.nan), np.where(s0 == s1, up, s0), up, np.where(s0 == s2, up, s0), up],
                    s0).astype(F32)
    vcc = np.select(conds, [False, True, False, True, False], False)
    mask = exec_mask(ctx.st, w)
    _write_lane_mask(ctx, ins, w, sd, vcc, mask)
    write_result(ctx, ins, w, res.view(U32), "u32", dst=d)


def _div_fmas(ctx, ins, w):
    a, b, c = (typed(ctx, ins, ins.operands[1 + k], k, w, "f32") for k in range(3))
    vcc = _lane_bits(ctx, ins, Operand_VCC, w)
    r = _fma(a, b, c)
    with np.errstate(all="ignore"):
        r = np.where(vcc, np.ldexp(r.astype(np.float64), 32).astype(F32), r)   # 2^32 per the pseudocode (UNVERIFIED)
    write_result(ctx, ins, w, to_bits(r, "f32"), "f32")


def _div_fixup(ctx, ins, w):
    s0, s1, s2 = np.broadcast_arrays(*(typed(ctx, ins, ins.operands[1 + k], k, w, "f32") for k in range(3)))
    sign = np.signbit(s1) ^ np.signbit(s2)
    inf = np.where(sign, -np.inf, np.inf).astype(F32)
    zero = np.where(sign, F32(-0.0), F32(0.0))
    qnan = lambda x: (x.view(U32) | U32(0x400000)).view(F32)
    big_gap = (_fexp(s2) - _fexp(s1) < -150) & (s1 != 0) & (s2 != 0)
    conds = [np.isnan(s2), np.isnan(s1), (s1 == 0) & (s2 == 0), np.isinf(s1) & np.isinf(s2),
             (s1 == 0) | np.isinf(s2), np.isinf(s1) | (s2 == 0), big_gap]
    vals = [qnan(s2), qnan(s1), np.full(s0.shape, 0xFFC00000, U32).view(F32),
            np.full(s0.shape, 0xFFC00000, U32).view(F32), inf, zero, zero]
    r = np.select(conds, vals, np.where(sign, -np.abs(s0), np.abs(s0))).astype(F32)
    write_result(ctx, ins, w, r.view(U32), "u32")


# ---------------------------------------------------------------------------------------------
# packed math (VOP3P)

def _pk_sel(ins, k, default_hi=1):
    ops = ins.mods.get("op_sel") or (0, 0, 0)
    opsh = ins.mods.get("op_sel_hi") or (default_hi,) * 3
    nl = ins.mods.get("neg_lo") or (0, 0, 0)
    nh = ins.mods.get("neg_hi") or (0, 0, 0)
    g = lambda t: t[k] if k < len(t) else 0
    return g(ops), (opsh[k] if k < len(opsh) else default_hi), g(nl), g(nh)


def _pk_f32(fn, n):
    def run(ctx, ins, w):
        st = ctx.st
        lo_args, hi_args = [], []
        for k in range(n):
            op = ins.operands[1 + k]
            sl, sh, nl, nh = _pk_sel(ins, k)
            halves = [vsrc(st, w, op, ins, j, ftype="f32") if op.kind != "imm" else vsrc(st, w, op, ins, 0, ftype="f32")
                      for j in (0, 1)]
            x_lo = halves[sl].view(F32)
            x_hi = halves[sh].view(F32)
            lo_args.append(-x_lo if nl else x_lo)
            hi_args.append(-x_hi if nh else x_hi)
        with np.errstate(all="ignore"):
            lo, hi = fn(*lo_args), fn(*hi_args)
        mask = exec_mask(st, w)
        slot = vslot(ins.operands[0])
        vwrite(st, w, slot, np.broadcast_to(_f32(lo).view(U32), mask.shape), mask)
        vwrite(st, w, slot + 1, np.broadcast_to(_f32(hi).view(U32), mask.shape), mask)
    return run


def _fma_mix(out):
    """v_fma_mix_f32 / v_fma_mixlo_f16 / v_fma_mixhi_f16: D = fma(S0, S1, S2) in f32 where source k is the full
    f32 register when op_sel_hi[k] = 0 (the default), else the f16 in its low (op_sel[k] = 0) or high half.
    `-src` is NEG (neg_lo) and `|src|` ABS (neg_hi). The f32 form writes the dword; mixlo / mixhi round to f16
    into the low / high half and keep the other half (vdst is tied to vdst_in). Sources: LLVM 22 AMDGPU
    VOP3PInstructions.td (VOP3P_Mix profile: F32 = F16/F32 sources by op_sel_hi, neg_hi as abs, tied vdst_in
    for mixlo/mixhi) and its CodeGen tests mad-mix.ll / mad-mix-lo.ll / mad-mix-hi.ll (fpext f16 operands,
    op_sel = high half; fptrunc results); the rounding is the modelled f64-then-f32 fma of v_fma_f32."""
    def run(ctx, ins, w):
        st = ctx.st
        ops = ins.mods.get("op_sel") or (0, 0, 0)
        opsh = ins.mods.get("op_sel_hi") or (0, 0, 0)
        nl = ins.mods.get("neg_lo") or (0, 0, 0)
        nh = ins.mods.get("neg_hi") or (0, 0, 0)
        g = lambda t, k: t[k] if k < len(t) else 0          # noqa: E731
        args = []
        for k in range(3):
            op = ins.operands[1 + k]
            if op.kind == "imm" and (op.fvalue is not None or op.value != 0):
                # which encoding a float/other constant takes for a mix source (f16 or f32) is not sourced here
                raise EmulatorError(f"line {ins.line}: {ins.op} with the constant {op.text!r} is not modelled "
                                    f"(only 0): {ins.text}")
            bits = vsrc(st, w, op, ins, 0)
            if g(opsh, k):
                x = _half(bits, g(ops, k)).astype(np.uint16).view(np.float16).astype(F32)
            else:
                x = bits.view(F32)
            if op.abs or op.neg:
                fields.note(ins, fields.NEGABS)
            if op.abs or g(nh, k):
                x = np.abs(x)
            if op.neg or g(nl, k):
                x = -x
            args.append(x)
        with np.errstate(all="ignore"):
            r = args[0].astype(np.float64) * args[1].astype(np.float64) + args[2].astype(np.float64)
            if ins.mods.get("clamp"):
                r = np.clip(r, 0.0, 1.0)
            mask = exec_mask(st, w)
            slot = vslot(ins.operands[0])
            if out == "f32":
                val = r.astype(F32).view(U32)
            else:
                h = r.astype(np.float16).view(np.uint16).astype(U32)     # f64 -> f16: one rounding
                cur = st.v[w, slot]
                val = (cur & U32(0xFFFF0000)) | h if out == "lo" else (cur & U32(0xFFFF)) | (h << U32(16))
        vwrite(st, w, slot, np.broadcast_to(val, mask.shape), mask)
    return run


def _pk_mov_b32(ctx, ins, w):
    st = ctx.st
    ops = ins.mods.get("op_sel") or (0, 0)
    a, b = ins.operands[1], ins.operands[2]
    lo = vsrc(st, w, a, ins, ops[0])
    hi = vsrc(st, w, b, ins, ops[1] if len(ops) > 1 else 0)
    mask = exec_mask(st, w)
    slot = vslot(ins.operands[0])
    vwrite(st, w, slot, np.broadcast_to(lo, mask.shape), mask)
    vwrite(st, w, slot + 1, np.broadcast_to(hi, mask.shape), mask)


def _pk16(t, fn, n):
    """Packed 16-bit ops: each half of the result from op_sel (low) / op_sel_hi (high) half of each source."""
    def run(ctx, ins, w):
        st = ctx.st
        res = []
        for half in (0, 1):
            args = []
            for k in range(n):
                op = ins.operands[1 + k]
                sl, sh, nl, nh = _pk_sel(ins, k)
                bits = vsrc(st, w, op, ins, 0, ftype=t)
                if op.kind == "imm":
                    bits = bits & U32(0xFFFF) | (bits << U32(16)) if op.fvalue is not None else bits
                x = ((bits >> U32(16)) if (sh if half else sl) else bits) & U32(0xFFFF)
                if t == "f16":
                    x = x.astype(np.uint16).view(np.float16).astype(F32)
                    if (nh if half else nl):
                        x = -x
                elif t == "bf16":
                    x = (x << U32(16)).view(F32)
                    if (nh if half else nl):
                        x = -x
                else:
                    x = x.astype(I64)
                args.append(x)
            with np.errstate(all="ignore"):
                r = fn(*args)
            res.append(to_bits(r, t if t != "u16" else "u16"))
        write_result(ctx, ins, w, (res[0] & U32(0xFFFF)) | (res[1] << U32(16)), "u32")
    return run


def _dot2(t):
    def run(ctx, ins, w):
        a = typed(ctx, ins, ins.operands[1], 0, w, "u32")
        b = typed(ctx, ins, ins.operands[2], 1, w, "u32")
        c = typed(ctx, ins, ins.operands[3], 2, w, "f32")
        dec = (lambda x: x.astype(np.uint16).view(np.float16).astype(np.float64)) if t == "f16" else \
            (lambda x: (x.astype(U32) << U32(16)).view(F32).astype(np.float64))
        lo = dec(a & U32(0xFFFF)) * dec(b & U32(0xFFFF))
        hi = dec(a >> U32(16)) * dec(b >> U32(16))
        write_result(ctx, ins, w, to_bits((lo + hi + c).astype(F32), "f32"), "f32")
    return run


# ---------------------------------------------------------------------------------------------
# compares (VOPC and VOP3 compares)

_FCMP = {
    "f": lambda a, b: np.zeros(np.broadcast(a, b).shape, bool), "lt": np.less, "eq": np.equal,
    "le": np.less_equal, "gt": np.greater, "lg": lambda a, b: (a < b) | (a > b), "ge": np.greater_equal,
    "o": lambda a, b: ~np.isnan(a) & ~np.isnan(b), "u": lambda a, b: np.isnan(a) | np.isnan(b),
    "nge": lambda a, b: ~(a >= b), "nlg": lambda a, b: ~((a < b) | (a > b)), "ngt": lambda a, b: ~(a > b),
    "nle": lambda a, b: ~(a <= b), "neq": lambda a, b: ~(a == b), "nlt": lambda a, b: ~(a < b),
    "tru": lambda a, b: np.ones(np.broadcast(a, b).shape, bool),
}
_ICMP = {"f": _FCMP["f"], "lt": np.less, "eq": np.equal, "le": np.less_equal, "gt": np.greater,
         "ne": np.not_equal, "lg": np.not_equal, "ge": np.greater_equal, "t": _FCMP["tru"]}
_CMP_TYPES = {"f16": "f16", "f32": "f32", "f64": "f64", "i16": "i16", "u16": "u16", "i32": "i32",
              "u32": "u32", "i64": "i64", "u64": "u64"}


def _fclass(x, m):
    x = x.astype(np.float64)
    m = m.astype(I64)
    tiny = np.finfo(F32).tiny
    ax = np.abs(x)
    neg = np.signbit(x)
    classes = [np.isnan(x) & False, np.isnan(x), np.isneginf(x), neg & (ax >= tiny) & np.isfinite(x),
               neg & (ax < tiny) & (ax > 0), neg & (x == 0), ~neg & (x == 0), ~neg & (ax < tiny) & (ax > 0),
               ~neg & (ax >= tiny) & np.isfinite(x), np.isposinf(x)]
    out = np.zeros(np.broadcast(x, m).shape, bool)
    for bit, c in enumerate(classes):
        out |= c & ((m >> bit) & 1).astype(bool)
    return out


def _vcmp(pred_fn, t, cmpx):
    def run(ctx, ins, w):
        st = ctx.st
        ops = ins.operands
        if len(ops) == 3:
            dst, a_op, b_op = ops
        else:                         # `v_cmpx_*_e32 a, b` without explicit destination
            dst, (a_op, b_op) = None, ops
        a = typed(ctx, ins, a_op, 0, w, t)
        b = typed(ctx, ins, b_op, 1, w, "u32" if pred_fn is _fclass else t)
        with np.errstate(invalid="ignore"):
            r = np.asarray(pred_fn(a, b), bool)
        mask = exec_mask(st, w)
        res = np.broadcast_to(r, mask.shape) & mask
        if dst is not None and not (dst.kind == "s" and dst.idx == EXEC):
            _write_lane_mask(ctx, ins, w, dst, res, mask)
        if cmpx:
            write_s64(st, w, EXEC, lanes_to_bits(res))
    return run


# ---------------------------------------------------------------------------------------------
# narrow-format conversions (fp8/bf8/fp4, scaled)

# Scaled converts (settled by AMD's code; not run on hardware): only the scale operand's f32 exponent field is
# read (CDNA4 pseudocode `scale = exponent(S2.f32)`); down-converts divide by 2^(e-127) and up-converts multiply
# (composable_kernel mxf8_utils.hpp / type_convert.hpp host fallbacks `f / scale`, test_mx_fp8.cpp
# DeviceScaledConvert {-8, 4} / 2 -> {-4, 2}; gem5 vop3_cvt.hh "scaleDiv"); exponent 255 is NaN (OCP E8M0; CK
# test_mx_fp8.cpp up-converts give NaN). fp8/bf8 overflow gives NaN/inf unless MODE.FP16_OVFL (CK device tests
# "256/0.5 > 448 => NaN", "31000/0.5 > 57344 => BF8 Inf"); fp4 saturates and NaN -> +6 (CK test_mx_fp4.cpp).
DOWN_SCALE_DIVIDES = True


def _scale_of(x_f32_bits: np.ndarray) -> np.ndarray:
    """2^(exponent field - 127) of an f32 scale operand (only the exponent is read; 255 is NaN)."""
    e = ((x_f32_bits >> U32(23)) & U32(0xFF)).astype(np.int32)
    return np.where(e == 255, np.nan, np.ldexp(1.0, e - 127))


def _fp8_saturates(ctx, ins, w) -> np.ndarray:
    """bool [n, 1]: fp8/bf8 down-converts of waves w saturate (clamp modifier or MODE.FP16_OVFL) instead of
    overflowing to NaN (fp8) / inf (bf8)."""
    from flygen.emu.ops_salu import MODE_FP16_OVFL, mode_bit
    return (mode_bit(ctx, w, MODE_FP16_OVFL) | bool(ins.mods.get("clamp")))[:, None]


def _enc(x, fmt, sat):
    return dtypes.encode(np.asarray(x, np.float64), fmt, saturate=sat).astype(U32)


def _cvt_pk_down(fmt, scaled):
    """v_cvt_pk_{fp8,bf8}_f32 d, a, b [op_sel:[..,..,..,1] = high word]; scalef32 form takes a scale third."""
    def run(ctx, ins, w):
        st = ctx.st
        a = typed(ctx, ins, ins.operands[1], 0, w, "f32").astype(np.float64)
        b = typed(ctx, ins, ins.operands[2], 1, w, "f32").astype(np.float64)
        if scaled:
            s = _scale_of(typed(ctx, ins, ins.operands[3], 2, w, "u32"))
            a, b = (a / s, b / s) if DOWN_SCALE_DIVIDES else (a * s, b * s)
        sat = _fp8_saturates(ctx, ins, w)
        enc = lambda x: np.where(sat, _enc(x, fmt, True), _enc(x, fmt, False))
        lohi = enc(a) | (enc(b) << U32(8))
        opsel = ins.mods.get("op_sel") or ()
        hi = (opsel[3] if len(opsel) > 3 else (opsel[2] if len(opsel) == 3 and not scaled else 0))
        cur = st.v[w, vslot(ins.operands[0])]
        val = (cur & U32(0x0000FFFF)) | (lohi << U32(16)) if hi else (cur & U32(0xFFFF0000)) | lohi
        write_result(ctx, ins, w, val, "u32")
    return run


def _cvt_pk_fp4(ctx, ins, w):
    st = ctx.st
    a = typed(ctx, ins, ins.operands[1], 0, w, "f32").astype(np.float64)
    b = typed(ctx, ins, ins.operands[2], 1, w, "f32").astype(np.float64)
    s = _scale_of(typed(ctx, ins, ins.operands[3], 2, w, "u32"))
    a, b = (a / s, b / s) if DOWN_SCALE_DIVIDES else (a * s, b * s)
    a, b = (np.where(np.isnan(x), np.inf, x) for x in (a, b))      # NaN -> +max (CK test_mx_fp4.cpp)
    byte = _enc(a, "fp4", True) | (_enc(b, "fp4", True) << U32(4))
    opsel = ins.mods.get("op_sel") or ()
    k = (opsel[2] if len(opsel) > 2 else 0) + 2 * (opsel[3] if len(opsel) > 3 else 0)
    cur = st.v[w, vslot(ins.operands[0])]
    sh = U32(8 * k)
    write_result(ctx, ins, w, (cur & ~(U32(0xFF) << sh)) | (byte << sh), "u32")


def _cvt_scalef32_2xpk16_6(fmt):
    """v_cvt_scalef32_2xpk16_{fp6,bf6}_f32 d[0:5], s0[0:15], s1[0:15], scale: 32 six-bit codes, S0 and S1
    interleaved (code 2p = S0[p], 2p+1 = S1[p]: CDNA4 pseudocode, tinygrad cdna.str_pcode, "S0 and S1 inputs are
    interleaved in the packed result"; hip-fpsan tests/cvt_scalef32_fp6_gfx950_test.cpp FloatPack2xpk16ExactBits,
    MI350), code i at bits [6i, 6i+6) of the little-endian 192-bit result. Each is x / 2^(e-127) (e = exponent
    field of the f32 scale), rounded RNE, saturated to +-max (fp6 7.5, bf6 28; +-inf too), NaN -> +max: CK
    test/data_type/test_mx_fp6.cpp / test_mx_bf6.cpp DeviceScaledConvert, whose f6_convert_rne / bf6_convert_rne
    call this builtin on gfx950 (4.75/4 -> 1.25, NaN/4 -> max, inf/2 -> max, +-512/0.5 -> +-max, 14/2 -> 7,
    0.25/2 -> 0.125 subnormal). x / 2^(e-127) is exact in float64, so `encode` rounds once."""
    def run(ctx, ins, w):
        st = ctx.st
        d, a_op, b_op, s_op = ins.operands
        for op, want in ((d, 6), (a_op, 16), (b_op, 16)):
            if op.kind != "v" or op.n != want:
                raise EmulatorError(f"line {ins.line}: {ins.op} takes 6 VGPRs = 16 VGPRs, 16 VGPRs, scale; "
                                    f"got {op.text}: {ins.text}")
        s = _scale_of(typed(ctx, ins, s_op, 2, w, "u32"))
        words = [np.zeros(s.shape, np.uint64) for _ in range(7)]
        for i in range(32):
            src = a_op if i % 2 == 0 else b_op
            x = st.v[w, vslot(src) + i // 2].view(F32).astype(np.float64)
            with np.errstate(invalid="ignore"):
                x = x / s
            x = np.where(np.isnan(x), np.inf, x)                 # NaN -> +max (CK DeviceScaledConvert)
            code = _enc(x, fmt, True).astype(np.uint64) << np.uint64((6 * i) % 32)
            words[6 * i // 32] |= code & np.uint64(0xFFFFFFFF)
            words[6 * i // 32 + 1] |= code >> np.uint64(32)
        for j in range(6):
            dj = type(d)(d.kind, d.idx + j, 1, text=d.text)
            write_result(ctx, ins, w, words[j].astype(U32), "u32", dst=dj)
    return run


def _cvt_up(fmt, count, scaled, byte_sel_bits):
    """fp8/bf8/fp4 -> f32 (one value, or a pair into a 64-bit destination)."""
    def run(ctx, ins, w):
        bits = typed(ctx, ins, ins.operands[1], 0, w, "u32")
        opsel = ins.mods.get("op_sel") or ()
        sdwa = ins.mods.get("src0_sel")
        if sdwa is None:
            if byte_sel_bits == 2:          # op_sel[1:0] = byte
                k = (opsel[0] if len(opsel) > 0 else 0) + 2 * (opsel[1] if len(opsel) > 1 else 0)
                bits = bits >> U32(8 * k)
            elif byte_sel_bits == 1:        # op_sel[0] = word
                bits = bits >> U32(16 * (opsel[0] if opsel else 0))
        elif count == 2 and sdwa == "WORD_1":
            pass                             # typed() already applied the SDWA select
        vbits = dtypes.bits_of(fmt)
        vals = [dtypes.decode((bits >> U32(vbits * j)) & U32((1 << vbits) - 1), fmt) for j in range(count)]
        if scaled:
            s = _scale_of(typed(ctx, ins, ins.operands[2], 1, w, "u32"))
            vals = [v * s for v in vals]
        d = ins.operands[0]
        for j, v in enumerate(vals):
            dj = type(d)(d.kind, d.idx + j, 1, text=d.text)
            write_result(ctx, ins, w, np.asarray(v, F32).view(U32), "f32", dst=dj)
    return run


def _cvt_pk_bf16_f32(ctx, ins, w):
    a = typed(ctx, ins, ins.operands[1], 0, w, "f32")
    b = typed(ctx, ins, ins.operands[2], 1, w, "f32")
    write_result(ctx, ins, w, to_bits(a, "bf16") | (to_bits(b, "bf16") << U32(16)), "u32")


def _cvt_pk_f16_f32(rtz):
    def run(ctx, ins, w):
        a = typed(ctx, ins, ins.operands[1], 0, w, "f32")
        b = typed(ctx, ins, ins.operands[2], 1, w, "f32")
        if rtz:
            enc = lambda x: _f16_rtz(x)
        else:
            enc = lambda x: to_bits(x, "f16")
        write_result(ctx, ins, w, enc(a) | (enc(b) << U32(16)), "u32")
    return run


def _f16_rtz(x):
    r = x.astype(np.float16)
    over = np.abs(r.astype(F32)) > np.abs(x)
    step = np.where(over, np.nextafter(r, np.float16(0)), r)
    return np.where(np.isnan(x) | np.isinf(x), r, step).astype(np.float16).view(np.uint16).astype(U32)


def _cvt_scalef32_pk_bf16_fp8(fmt):
    def run(ctx, ins, w):
        bits = typed(ctx, ins, ins.operands[1], 0, w, "u32")
        opsel = ins.mods.get("op_sel") or ()
        bits = bits >> U32(16 * (opsel[0] if opsel else 0))
        s = _scale_of(typed(ctx, ins, ins.operands[2], 1, w, "u32"))
        lo = dtypes.decode(bits & U32(0xFF), fmt) * s
        hi = dtypes.decode((bits >> U32(8)) & U32(0xFF), fmt) * s
        write_result(ctx, ins, w, to_bits(lo, "bf16") | (to_bits(hi, "bf16") << U32(16)), "u32")
    return run


def _cvt_scalef32_pk_16_fp4(fmt):
    """v_cvt_scalef32_pk_{bf16,f16}_fp4 d, src, scale [op_sel:[b0,b1,0]]: byte OPSEL[1:0] of src holds two fp4
    (low nibble -> d[15:0], high -> d[31:16]); each is fp4 * 2^(e - 127), e = exponent field of the f32 scale
    (CDNA4 pseudocode, tinygrad cdna.str_pcode V_CVT_SCALEF32_PK_BF16_FP4: fp4_to_bf16_scale(src, scale.u8)),
    rounded RNE to the 16-bit format with subnormal results kept, overflow -> +-inf, scale 255 -> NaN (AMD's
    host model of the conversion, ROCm/clr amd_hip_ocp_host.hpp fcbx::to_float: "Overflow: return infinity
    (gfx950 HW behavior)"). Every fp4 x 2^(e-127) is exact in float64, so `encode` rounds once."""
    def run(ctx, ins, w):
        bits = typed(ctx, ins, ins.operands[1], 0, w, "u32")
        opsel = ins.mods.get("op_sel") or ()
        k = (opsel[0] if len(opsel) > 0 else 0) + 2 * (opsel[1] if len(opsel) > 1 else 0)
        byte = (bits >> U32(8 * k)) & U32(0xFF)
        s = _scale_of(typed(ctx, ins, ins.operands[2], 1, w, "u32"))
        with np.errstate(invalid="ignore"):
            lo = dtypes.decode(byte & U32(0xF), "fp4") * s
            hi = dtypes.decode(byte >> U32(4), "fp4") * s
        enc = lambda x: dtypes.encode(np.asarray(x, np.float64), fmt, saturate=False).astype(U32)
        write_result(ctx, ins, w, enc(lo) | (enc(hi) << U32(16)), "u32")
    return run


# ---------------------------------------------------------------------------------------------

OPS: dict = {k: _typed_op(*v) for k, v in TYPED.items()}
OPS.update({k: _mac(fn) for k, fn in _MAC.items()})
OPS.update({
    "v_add_co_u32": _carry("add"), "v_addc_co_u32": _carry("add"),
    "v_sub_co_u32": _carry("sub"), "v_subb_co_u32": _carry("sub"),
    "v_subrev_co_u32": _carry("subrev"), "v_subbrev_co_u32": _carry("subrev"),
    "v_mad_u64_u32": _mad64(False), "v_mad_i64_i32": _mad64(True),
    "v_cndmask_b32": _cndmask,
    "v_readfirstlane_b32": _readfirstlane, "v_readlane_b32": _readlane, "v_writelane_b32": _writelane,
    "v_permlane16_swap_b32": _permlane_swap(16), "v_permlane32_swap_b32": _permlane_swap(32),
    "v_bitop3_b32": _bitop3("u32"), "v_bitop3_b16": _bitop3("u16"),
    "v_div_scale_f32": _div_scale, "v_div_fmas_f32": _div_fmas, "v_div_fixup_f32": _div_fixup,
    "v_nop": lambda ctx, ins, w: None,
    "v_pk_fma_f32": _pk_f32(_fma, 3), "v_pk_mul_f32": _pk_f32(lambda a, b: a * b, 2),
    "v_pk_add_f32": _pk_f32(lambda a, b: a + b, 2), "v_pk_mov_b32": _pk_mov_b32,
    "v_fma_mix_f32": _fma_mix("f32"), "v_fma_mixlo_f16": _fma_mix("lo"), "v_fma_mixhi_f16": _fma_mix("hi"),
    "v_pk_add_f16": _pk16("f16", lambda a, b: a + b, 2), "v_pk_mul_f16": _pk16("f16", lambda a, b: a * b, 2),
    "v_pk_fma_f16": _pk16("f16", _fma, 3), "v_pk_max_f16": _pk16("f16", np.fmax, 2),
    "v_pk_min_f16": _pk16("f16", np.fmin, 2),
    "v_pk_minimum3_f16": _pk16("f16", lambda a, b, c: _minimum(_minimum(a, b), c), 3),
    "v_pk_maximum3_f16": _pk16("f16", lambda a, b, c: _maximum(_maximum(a, b), c), 3),
    "v_pk_add_u16": _pk16("u16", lambda a, b: a + b, 2), "v_pk_mul_lo_u16": _pk16("u16", lambda a, b: a * b, 2),
    "v_pk_lshlrev_b16": _pk16("u16", lambda a, b: b << (a & 15), 2),
    "v_pk_lshrrev_b16": _pk16("u16", lambda a, b: b >> (a & 15), 2),
    "v_dot2_f32_f16": _dot2("f16"), "v_dot2c_f32_f16": _dot2("f16"), "v_dot2_f32_bf16": _dot2("bf16"),
    "v_cvt_pk_bf16_f32": _cvt_pk_bf16_f32,
    "v_cvt_pk_f16_f32": _cvt_pk_f16_f32(False), "v_cvt_pkrtz_f16_f32": _cvt_pk_f16_f32(True),
    "v_cvt_pk_fp8_f32": _cvt_pk_down("fp8", False), "v_cvt_pk_bf8_f32": _cvt_pk_down("bf8", False),
    "v_cvt_scalef32_pk_fp8_f32": _cvt_pk_down("fp8", True), "v_cvt_scalef32_pk_bf8_f32": _cvt_pk_down("bf8", True),
    "v_cvt_scalef32_pk_fp4_f32": _cvt_pk_fp4,
    "v_cvt_scalef32_2xpk16_fp6_f32": _cvt_scalef32_2xpk16_6("fp6"),
    "v_cvt_scalef32_2xpk16_bf6_f32": _cvt_scalef32_2xpk16_6("bf6"),
    "v_cvt_f32_fp8": _cvt_up("fp8", 1, False, 0), "v_cvt_f32_bf8": _cvt_up("bf8", 1, False, 0),
    "v_cvt_pk_f32_fp8": _cvt_up("fp8", 2, False, 0), "v_cvt_pk_f32_bf8": _cvt_up("bf8", 2, False, 0),
    "v_cvt_scalef32_f32_fp8": _cvt_up("fp8", 1, True, 2), "v_cvt_scalef32_f32_bf8": _cvt_up("bf8", 1, True, 2),
    "v_cvt_scalef32_pk_f32_fp8": _cvt_up("fp8", 2, True, 1), "v_cvt_scalef32_pk_f32_bf8": _cvt_up("bf8", 2, True, 1),
    "v_cvt_scalef32_pk_f32_fp4": _cvt_up("fp4", 2, True, 2),
    "v_cvt_scalef32_pk_bf16_fp8": _cvt_scalef32_pk_bf16_fp8("fp8"),
    "v_cvt_scalef32_pk_bf16_bf8": _cvt_scalef32_pk_bf16_fp8("bf8"),
    "v_cvt_scalef32_pk_bf16_fp4": _cvt_scalef32_pk_16_fp4("bf16"),
    "v_cvt_scalef32_pk_f16_fp4": _cvt_scalef32_pk_16_fp4("f16"),
})
for _t, _tt in _CMP_TYPES.items():
    table = _FCMP if _t.startswith("f") else _ICMP
    for _p, _fn in table.items():
        OPS[f"v_cmp_{_p}_{_t}"] = _vcmp(_fn, _tt, False)
        OPS[f"v_cmpx_{_p}_{_t}"] = _vcmp(_fn, _tt, True)
    if _t.startswith("f"):
        OPS[f"v_cmp_class_{_t}"] = _vcmp(_fclass, _tt, False)
        OPS[f"v_cmpx_class_{_t}"] = _vcmp(_fclass, _tt, True)
