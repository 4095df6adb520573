"""Scalar ALU (SOP1/SOP2/SOPK/SOPC) and program control (SOPP) semantics, over all waves at once.

Each entry computes on uint64 numpy vectors [n] (one value per wave) and returns (result, scc);
scc None leaves SCC unchanged.
"""
from __future__ import annotations

import numpy as np

from flygen.emu.state import EXEC, VCC, read_s64, sreg, write_s64
from flygen.errors import EmulatorError

U64 = np.uint64
M32 = U64(0xFFFFFFFF)
M64 = U64(0xFFFFFFFFFFFFFFFF)


def _i32(x):
    return (x & M32).astype(np.uint32).view(np.int32).astype(np.int64)


def _i64(x):
    return x.astype(np.uint64).view(np.int64)


def _u(x):
    return np.asarray(x).astype(np.int64).astype(np.uint64) if np.asarray(x).dtype.kind == "i" else np.asarray(x, np.uint64)


def _nz(r):
    return r != 0


def _bfe(a, b, width_bits, signed):
    off = b & U64(width_bits - 1)
    wid = (b >> U64(16)) & U64(0x7F)
    wid = np.minimum(wid, U64(width_bits))
    mask = np.where(wid >= U64(64), M64, (U64(1) << np.minimum(wid, U64(63))) - U64(1))
    r = (a >> off) & mask
    if signed:
        sign = np.where(wid > 0, (r >> np.maximum(wid, U64(1)) - U64(1)) & U64(1), U64(0))
        r = np.where(sign == 1, r | (~mask), r)
        if width_bits == 32:
            r &= M32
    return r


def _add_i32(a, b, sub):
    x, y = _i32(a), _i32(b)
    r = x - y if sub else x + y
    return _u(r) & M32, (r > 2**31 - 1) | (r < -2**31)


def _lshl_add(n):
    return lambda a, b, c: (((a << U64(n)) & M32) + b & M32, (((a << U64(n)) & M32) + b) > M32)


# name -> (width, fn(a, b, scc) -> (result, scc|None))
BINOPS = {
    "s_add_u32": (32, lambda a, b, c: ((a + b) & M32, (a + b) > M32)),
    "s_addc_u32": (32, lambda a, b, c: ((a + b + c) & M32, (a + b + c) > M32)),
    "s_sub_u32": (32, lambda a, b, c: ((a - b) & M32, b > a)),
    "s_subb_u32": (32, lambda a, b, c: ((a - b - c) & M32, (b + c) > a)),
    "s_add_i32": (32, lambda a, b, c: _add_i32(a, b, False)),
    "s_sub_i32": (32, lambda a, b, c: _add_i32(a, b, True)),
    "s_mul_i32": (32, lambda a, b, c: ((a * b) & M32, None)),
    "s_mul_hi_u32": (32, lambda a, b, c: ((a * b) >> U64(32), None)),
    "s_mul_hi_i32": (32, lambda a, b, c: (_u((_i32(a) * _i32(b)) >> 32) & M32, None)),
    "s_lshl1_add_u32": (32, _lshl_add(1)), "s_lshl2_add_u32": (32, _lshl_add(2)),
    "s_lshl3_add_u32": (32, _lshl_add(3)), "s_lshl4_add_u32": (32, _lshl_add(4)),
    "s_min_i32": (32, lambda a, b, c: (np.where(_i32(a) < _i32(b), a, b), _i32(a) < _i32(b))),
    "s_max_i32": (32, lambda a, b, c: (np.where(_i32(a) > _i32(b), a, b), _i32(a) > _i32(b))),
    "s_min_u32": (32, lambda a, b, c: (np.minimum(a, b), a < b)),
    "s_max_u32": (32, lambda a, b, c: (np.maximum(a, b), a > b)),
    "s_cselect_b32": (32, lambda a, b, c: (np.where(c == 1, a, b), None)),
    "s_cselect_b64": (64, lambda a, b, c: (np.where(c == 1, a, b), None)),
    "s_lshl_b32": (32, lambda a, b, c: (r := (a << (b & U64(31))) & M32, _nz(r))),
    "s_lshr_b32": (32, lambda a, b, c: (r := a >> (b & U64(31)), _nz(r))),
    "s_ashr_i32": (32, lambda a, b, c: (r := _u(_i32(a) >> _i32(b & U64(31)).astype(np.int64)) & M32, _nz(r))),
    "s_lshl_b64": (64, lambda a, b, c: (r := a << (b & U64(63)), _nz(r))),
    "s_lshr_b64": (64, lambda a, b, c: (r := a >> (b & U64(63)), _nz(r))),
    "s_ashr_i64": (64, lambda a, b, c: (r := _u(_i64(a) >> (b & U64(63)).astype(np.int64)), _nz(r))),
    "s_bfe_u32": (32, lambda a, b, c: (r := _bfe(a, b, 32, False), _nz(r))),
    "s_bfe_i32": (32, lambda a, b, c: (r := _bfe(a, b, 32, True), _nz(r))),
    "s_bfe_u64": (64, lambda a, b, c: (r := _bfe(a, b, 64, False), _nz(r))),
    "s_bfe_i64": (64, lambda a, b, c: (r := _bfe(a, b, 64, True), _nz(r))),
    "s_bfm_b32": (32, lambda a, b, c: ((((U64(1) << (a & U64(31))) - U64(1)) << (b & U64(31))) & M32, None)),
    "s_pack_ll_b32_b16": (32, lambda a, b, c: ((a & U64(0xFFFF)) | ((b & U64(0xFFFF)) << U64(16)), None)),
    "s_pack_lh_b32_b16": (32, lambda a, b, c: ((a & U64(0xFFFF)) | (b & U64(0xFFFF0000)), None)),
    "s_pack_hh_b32_b16": (32, lambda a, b, c: ((a >> U64(16)) | (b & U64(0xFFFF0000)), None)),
    "s_absdiff_i32": (32, lambda a, b, c: (r := _u(np.abs(_i32(a) - _i32(b))) & M32, _nz(r))),
}
for _w, _m in ((32, M32), (64, M64)):
    BINOPS.update({
        f"s_and_b{_w}": (_w, lambda a, b, c: (r := a & b, _nz(r))),
        f"s_or_b{_w}": (_w, lambda a, b, c: (r := a | b, _nz(r))),
        f"s_xor_b{_w}": (_w, lambda a, b, c: (r := a ^ b, _nz(r))),
        f"s_andn2_b{_w}": (_w, lambda a, b, c, m=_m: (r := a & (~b & m), _nz(r))),
        f"s_orn2_b{_w}": (_w, lambda a, b, c, m=_m: (r := (a | (~b & m)) & m, _nz(r))),
        f"s_nand_b{_w}": (_w, lambda a, b, c, m=_m: (r := ~(a & b) & m, _nz(r))),
        f"s_nor_b{_w}": (_w, lambda a, b, c, m=_m: (r := ~(a | b) & m, _nz(r))),
        f"s_xnor_b{_w}": (_w, lambda a, b, c, m=_m: (r := ~(a ^ b) & m, _nz(r))),
    })

_POP = np.array([bin(i).count("1") for i in range(256)], np.uint64)


def _popcount(x):
    x = np.asarray(x, np.uint64)
    return sum(_POP[((x >> U64(8 * k)) & U64(0xFF)).astype(np.int64)] for k in range(8))


def _ff1(x, bits):
    out = np.full(x.shape, M32, np.uint64)
    for k in range(bits - 1, -1, -1):
        out = np.where((x >> U64(k)) & U64(1), U64(k), out)
    return out


def _flbit(x, bits):
    out = np.full(x.shape, M32, np.uint64)
    for k in range(bits):
        out = np.where((x >> U64(k)) & U64(1), U64(bits - 1 - k), out)
    return out


UNOPS = {
    "s_mov_b32": (32, lambda a, c: (a, None)),
    "s_mov_b64": (64, lambda a, c: (a, None)),
    "s_cmov_b32": (32, None),     # handled specially (conditional write)
    "s_cmov_b64": (64, None),
    "s_not_b32": (32, lambda a, c: (r := ~a & M32, _nz(r))),
    "s_not_b64": (64, lambda a, c: (r := ~a, _nz(r))),
    "s_abs_i32": (32, lambda a, c: (r := _u(np.abs(_i32(a))) & M32, _nz(r))),
    "s_brev_b32": (32, lambda a, c: (sum(((a >> U64(k)) & U64(1)) << U64(31 - k) for k in range(32)), None)),
    "s_bcnt1_i32_b32": (32, lambda a, c: (r := _popcount(a & M32), _nz(r))),
    "s_bcnt1_i32_b64": (64, lambda a, c: (r := _popcount(a), _nz(r))),
    "s_ff1_i32_b32": (32, lambda a, c: (_ff1(a, 32), None)),
    "s_ff1_i32_b64": (64, lambda a, c: (_ff1(a, 64), None)),
    "s_flbit_i32_b32": (32, lambda a, c: (_flbit(a & M32, 32), None)),
    "s_flbit_i32_b64": (64, lambda a, c: (_flbit(a, 64), None)),
    "s_sext_i32_i8": (32, lambda a, c: (_u(((a & U64(0xFF)).astype(np.int64) ^ 0x80) - 0x80) & M32, None)),
    "s_sext_i32_i16": (32, lambda a, c: (_u(((a & U64(0xFFFF)).astype(np.int64) ^ 0x8000) - 0x8000) & M32, None)),
}


def _ff0(x, bits):
    return _ff1(~x & (M64 >> U64(64 - bits)), bits)


def _flbit_signed(x, bits):
    """Bits below the sign that equal it, counted from the top: first i in 1..bits-1 with bit[bits-1-i] != sign;
    -1 (as u32) if all bits are the same."""
    sign = (x >> U64(bits - 1)) & U64(1)
    y = np.where(sign == 1, ~x, x) & (M64 >> U64(64 - bits))
    out = np.full(x.shape, M32, np.uint64)
    for k in range(bits - 1):               # highest differing bit wins
        out = np.where((y >> U64(k)) & U64(1), U64(bits - 1 - k), out)
    return out


def _brev64(a):
    r = np.zeros(a.shape, np.uint64)
    for k in range(64):
        r |= ((a >> U64(k)) & U64(1)) << U64(63 - k)
    return r


def _groups(a, bits, n):
    """Bit k = 1 if any bit of the k-th 4-bit group of a is set (quadmask)."""
    r = np.zeros(a.shape, np.uint64)
    for k in range(n):
        r |= (((a >> U64(4 * k)) & U64(0xF)) != 0).astype(np.uint64) << U64(k)
    return r


def _wqm(a, bits):
    q = _groups(a, bits, bits // 4)
    r = np.zeros(a.shape, np.uint64)
    for k in range(bits // 4):
        r |= ((q >> U64(k)) & U64(1)) * (U64(0xF) << U64(4 * k))
    return r


def _bitreplicate(a):
    r = np.zeros(a.shape, np.uint64)
    for k in range(32):
        r |= ((a >> U64(k)) & U64(1)) * (U64(3) << U64(2 * k))
    return r


UNOPS.update({
    "s_ff0_i32_b32": (32, lambda a, c: (_ff0(a, 32), None)),
    "s_ff0_i32_b64": (64, lambda a, c: (_ff0(a, 64), None)),
    "s_flbit_i32": (32, lambda a, c: (_flbit_signed(a & M32, 32), None)),
    "s_flbit_i32_i64": (64, lambda a, c: (_flbit_signed(a, 64), None)),
    "s_brev_b64": (64, lambda a, c: (_brev64(a), None)),
    "s_bcnt0_i32_b32": (32, lambda a, c: (r := U64(32) - _popcount(a & M32), _nz(r))),
    "s_bcnt0_i32_b64": (64, lambda a, c: (r := U64(64) - _popcount(a), _nz(r))),
    "s_quadmask_b32": (32, lambda a, c: (r := _groups(a & M32, 32, 8), _nz(r))),
    "s_quadmask_b64": (64, lambda a, c: (r := _groups(a, 64, 16), _nz(r))),
    "s_wqm_b32": (32, lambda a, c: (r := _wqm(a & M32, 32), _nz(r))),
    "s_wqm_b64": (64, lambda a, c: (r := _wqm(a, 64), _nz(r))),
})
# s_bitreplicate_b64_b32 reads 32 bits and writes 64: its own runner below.
BINOPS["s_bfm_b64"] = (64, lambda a, b, c: ((((U64(1) << (a & U64(63))) - U64(1)) << (b & U64(63))), None))

_CMP = {"eq": np.equal, "lg": np.not_equal, "gt": np.greater, "ge": np.greater_equal,
        "lt": np.less, "le": np.less_equal}


def _wr(st, w, op, width, val):
    if op.kind != "s":
        raise EmulatorError(f"scalar destination expected, got {op.text!r}")
    if width == 64:
        write_s64(st, w, op.idx, val)
    else:
        st.s[w, op.idx] = (np.asarray(val, np.uint64) & M32).astype(np.uint32)


def _rd(st, w, op, ins, width):
    return sreg(st, w, op, ins, width).astype(np.uint64)


def _binop(width, fn):
    def run(ctx, ins, w):
        st = ctx.st
        d, a, b = ins.operands
        r, scc = fn(_rd(st, w, a, ins, width), _rd(st, w, b, ins, width), st.scc[w].astype(np.uint64))
        _wr(st, w, d, width, r)
        if scc is not None:
            st.scc[w] = scc
    return run


def _unop(width, fn):
    def run(ctx, ins, w):
        st = ctx.st
        d, a = ins.operands
        if fn is None:        # s_cmov
            cur = _rd(st, w, d, ins, width)
            _wr(st, w, d, width, np.where(st.scc[w], _rd(st, w, a, ins, width), cur))
            return
        r, scc = fn(_rd(st, w, a, ins, width), st.scc[w].astype(np.uint64))
        _wr(st, w, d, width, r)
        if scc is not None:
            st.scc[w] = scc
    return run


def _cmp(pred, signed, width):
    def run(ctx, ins, w):
        st = ctx.st
        a, b = (_rd(st, w, o, ins, width) for o in ins.operands)
        if signed:
            a, b = _i32(a), _i32(b)
        st.scc[w] = pred(a, b)
    return run


def _cmpk(pred, signed):
    def run(ctx, ins, w):
        st = ctx.st
        a = _rd(st, w, ins.operands[0], ins, 32)
        k = ins.operands[1].value
        if signed:
            st.scc[w] = pred(_i32(a), np.int64(((k & 0xFFFF) ^ 0x8000) - 0x8000))
        else:
            st.scc[w] = pred(a, U64(k & 0xFFFF))
    return run


def _movk(ctx, ins, w):
    d, k = ins.operands
    _wr(ctx.st, w, d, 32, U64((((k.value & 0xFFFF) ^ 0x8000) - 0x8000) & 0xFFFFFFFF) + np.zeros(1, np.uint64))


def _addk(ctx, ins, w):
    st = ctx.st
    d, k = ins.operands
    r, scc = _add_i32(_rd(st, w, d, ins, 32), U64((((k.value & 0xFFFF) ^ 0x8000) - 0x8000) & 0xFFFFFFFF), False)
    _wr(st, w, d, 32, r)
    st.scc[w] = scc


def _mulk(ctx, ins, w):
    st = ctx.st
    d, k = ins.operands
    _wr(st, w, d, 32, (_rd(st, w, d, ins, 32) * U64((((k.value & 0xFFFF) ^ 0x8000) - 0x8000) & 0xFFFFFFFF)) & M32)


def _bitcmp(bit):
    def run(ctx, ins, w):
        st = ctx.st
        a, b = (_rd(st, w, o, ins, 32) for o in ins.operands)
        st.scc[w] = ((a >> (b & U64(31))) & U64(1)) == bit
    return run


def _bitcmp64(bit):
    def run(ctx, ins, w):
        st = ctx.st
        a = _rd(st, w, ins.operands[0], ins, 64)
        b = _rd(st, w, ins.operands[1], ins, 32)
        st.scc[w] = ((a >> (b & U64(63))) & U64(1)) == bit
    return run


def _bitset(width, bit):
    """s_bitset{0,1}_b{32,64} d, s: D[s[4:0] or s[5:0]] = bit, the other bits of D kept."""
    def run(ctx, ins, w):
        st = ctx.st
        d, a = ins.operands
        pos = U64(1) << (_rd(st, w, a, ins, 32) & U64(width - 1))
        cur = _rd(st, w, d, ins, width)
        _wr(st, w, d, width, (cur | pos) if bit else (cur & ~pos))
    return run


def _bitreplicate_run(ctx, ins, w):
    st = ctx.st
    d, a = ins.operands
    _wr(st, w, d, 64, _bitreplicate(_rd(st, w, a, ins, 32)))


def _cmovk(ctx, ins, w):
    st = ctx.st
    d, k = ins.operands
    val = U64((((k.value & 0xFFFF) ^ 0x8000) - 0x8000) & 0xFFFFFFFF)
    _wr(st, w, d, 32, np.where(st.scc[w], val, _rd(st, w, d, ins, 32)))


def _wrexec(fn):
    """s_andn{1,2}_wrexec_b64 d, s: EXEC = fn(s, EXEC); d = the new EXEC; SCC = EXEC != 0 (pseudocode:
    andn1 = ~S0 & EXEC, andn2 = S0 & ~EXEC)."""
    def run(ctx, ins, w):
        st = ctx.st
        d, a = ins.operands
        new = fn(_rd(st, w, a, ins, 64), read_s64(st, w, EXEC))
        write_s64(st, w, EXEC, new)
        _wr(st, w, d, 64, new)
        st.scc[w] = new != 0
    return run


_SAVEEXEC = {
    "and": lambda s, e: s & e, "or": lambda s, e: s | e, "xor": lambda s, e: s ^ e,
    "andn2": lambda s, e: s & ~e, "orn2": lambda s, e: s | ~e, "nand": lambda s, e: ~(s & e),
    "nor": lambda s, e: ~(s | e), "xnor": lambda s, e: ~(s ^ e),
    "andn1": lambda s, e: ~s & e, "orn1": lambda s, e: ~s | e,
}


def _saveexec(fn):
    def run(ctx, ins, w):
        st = ctx.st
        d, a = ins.operands
        src = _rd(st, w, a, ins, 64)
        old = read_s64(st, w, EXEC)
        new = fn(src, old)
        _wr(st, w, d, 64, old)
        write_s64(st, w, EXEC, new)
        st.scc[w] = new != 0
    return run


# -- program control ----------------------------------------------------------------------------

def _branch(cond):
    def run(ctx, ins, w):
        st = ctx.st
        if cond is None:
            st.pc[w] = ins.target
            return
        take = cond(st, w)
        idx = np.arange(st.W)[w]
        st.pc[idx[take]] = ins.target
    return run


_BRANCHES = {
    "s_branch": None,
    "s_cbranch_scc0": lambda st, w: ~st.scc[w],
    "s_cbranch_scc1": lambda st, w: st.scc[w],
    "s_cbranch_vccz": lambda st, w: read_s64(st, w, VCC) == 0,
    "s_cbranch_vccnz": lambda st, w: read_s64(st, w, VCC) != 0,
    "s_cbranch_execz": lambda st, w: read_s64(st, w, EXEC) == 0,
    "s_cbranch_execnz": lambda st, w: read_s64(st, w, EXEC) != 0,
}


def _nop(ctx, ins, w):
    pass


def _setreg(ctx, ins, w):
    # gfx10+ s_denorm_mode / s_round_mode: not gfx950 instructions; accepted and ignored.
    pass


# MODE register (hwreg 1): FP_ROUND [3:0], FP_DENORM [7:4], DX10_CLAMP [8], IEEE [9]. The emulator keeps its
# value per wave (initialised from the kernel descriptor) so s_getreg reads what s_setreg wrote. f32 math stays
# IEEE round-to-nearest with denormals kept whatever FP_DENORM says (LLVM only switches denormals on around the
# division sequence, where inputs are normal); writing a round mode other than nearest is an error.
HW_REG_MODE = 1
# MODE bit 23 FP16_OVFL: fp8/bf8 down-converts saturate instead of giving NaN/inf (Triton AMD backend
# ElementwiseOpToLLVM.cpp adjustModeRegister sets it with s_setreg; the descriptor's fp16_overflow is RSRC1 bit 26)
MODE_FP16_OVFL = 23
_MODE_FIELDS = (("float_round_mode_32", 0, 0), ("float_round_mode_16_64", 2, 0), ("float_denorm_mode_32", 4, 3),
                ("float_denorm_mode_16_64", 6, 3), ("dx10_clamp", 8, 1), ("ieee_mode", 9, 1),
                ("fp16_overflow", MODE_FP16_OVFL, 0))


def mode_bit(ctx, w, bit: int) -> np.ndarray:
    """bool [n]: MODE bit `bit` of waves w (descriptor value, then s_setreg)."""
    return ((_mode(ctx)[w] >> np.uint32(bit)) & np.uint32(1)).astype(bool)


def _mode(ctx) -> np.ndarray:
    st = ctx.st
    if getattr(st, "mode", None) is None:
        kd = ctx.kernel.descriptor if ctx.kernel is not None else {}
        st.mode = np.full(st.W, sum(int(kd.get(k, d)) << sh for k, sh, d in _MODE_FIELDS), np.uint32)
    return st.mode


def _hwreg_fields(ins, simm16: int):
    rid, off, size = simm16 & 0x3F, (simm16 >> 6) & 0x1F, ((simm16 >> 11) & 0x1F) + 1
    if rid != HW_REG_MODE:
        raise EmulatorError(f"line {ins.line}: hardware register {rid} is not modelled (only HW_REG_MODE): {ins.text}")
    return off, ((1 << size) - 1) << off


def _getreg(ctx, ins, w):
    off, mask = _hwreg_fields(ins, ins.operands[1].value)
    ctx.st.s[w, ins.operands[0].idx] = (_mode(ctx)[w] & np.uint32(mask)) >> np.uint32(off)


def _setreg_mode(ctx, ins, w):
    off, mask = _hwreg_fields(ins, ins.operands[0].value)
    val = sreg(ctx.st, w, ins.operands[1], ins).astype(np.uint64)
    new = (val << np.uint64(off)) & np.uint64(mask)
    if np.any(new & np.uint64(0xF)):
        raise EmulatorError(f"line {ins.line}: round modes other than nearest-even are not modelled: {ins.text}")
    mode = _mode(ctx)
    mode[w] = ((mode[w].astype(np.uint64) & ~np.uint64(mask)) | new).astype(np.uint32)


OPS: dict = {}
OPS.update({k: _binop(wd, fn) for k, (wd, fn) in BINOPS.items()})
OPS.update({k: _unop(wd, fn) for k, (wd, fn) in UNOPS.items()})
for _p, _f in _CMP.items():
    OPS[f"s_cmp_{_p}_i32"] = _cmp(_f, True, 32)
    OPS[f"s_cmp_{_p}_u32"] = _cmp(_f, False, 32)
    OPS[f"s_cmpk_{_p}_i32"] = _cmpk(_f, True)
    OPS[f"s_cmpk_{_p}_u32"] = _cmpk(_f, False)
OPS["s_cmp_eq_u64"] = _cmp(np.equal, False, 64)
OPS["s_cmp_lg_u64"] = _cmp(np.not_equal, False, 64)
OPS.update({"s_movk_i32": _movk, "s_addk_i32": _addk, "s_mulk_i32": _mulk,
            "s_bitcmp0_b32": _bitcmp(0), "s_bitcmp1_b32": _bitcmp(1)})
OPS.update({f"s_{k}_saveexec_b64": _saveexec(f) for k, f in _SAVEEXEC.items()})
OPS.update({"s_bitcmp0_b64": _bitcmp64(0), "s_bitcmp1_b64": _bitcmp64(1),
            "s_bitset0_b32": _bitset(32, 0), "s_bitset1_b32": _bitset(32, 1),
            "s_bitset0_b64": _bitset(64, 0), "s_bitset1_b64": _bitset(64, 1),
            "s_bitreplicate_b64_b32": _bitreplicate_run, "s_cmovk_i32": _cmovk,
            "s_andn1_wrexec_b64": _wrexec(lambda s, e: ~s & e), "s_andn2_wrexec_b64": _wrexec(lambda s, e: s & ~e)})
OPS.update({k: _branch(c) for k, c in _BRANCHES.items()})
OPS.update({k: _nop for k in ("s_nop", "s_sleep", "s_setprio", "s_icache_inv", "s_dcache_wb", "s_dcache_inv",
                              "s_waitcnt", "s_sched_barrier", "s_trap", "s_setkill", "s_code_end")})
OPS.update({"s_setreg_b32": _setreg_mode, "s_setreg_imm32_b32": _setreg_mode, "s_getreg_b32": _getreg,
            "s_denorm_mode": _setreg,
            "s_round_mode": _setreg})
# s_endpgm and s_barrier touch scheduling and are implemented by the launcher.
