"""More VALU semantics for other compilers' output: f64 math and LLVM's f64 division steps, 16-bit integer/f16
ops, packing converts, integer dots, frexp, v_swap, v_mbcnt.

Semantics come from AMD's CDNA pseudocode (tinygrad.runtime.autogen.amd.cdna.str_pcode); where the
pseudocode is only a sketch of IEEE behaviour (rndne, fract, frexp of denormals) IEEE/C semantics are used.
Rows of `TYPED` run through ops_valu's typed runner (neg/abs, SDWA selects, op_sel halves, EXEC).

Numerics (see docs/emulator.md):
- f64 fma is exact-then-rounded-once (`fma64`); v_fma_f64 / v_fmac_f64 / v_div_fmas_f64 use it, so LLVM's
  Newton steps see the true residuals.
- Transcendentals are not the hardware's ~1 ulp approximations: v_rcp_f64 and v_sqrt_f64 are correctly
  rounded, v_rsq_f64 is 1/sqrt in float64 (two roundings); the f16 ones are computed in float64 from the exact
  f16 inputs and rounded once to f16 (correctly rounded except for float64 ties, which need a float64 result
  exactly halfway between two f16 values).
- Denormals are kept (inputs and results), as the existing f32/f16 ops; MODE.FP_DENORM is not followed.
"""
from __future__ import annotations

from fractions import Fraction

import numpy as np

from flygen.emu import ops_salu
from flygen.emu.ops_valu import (_cvt_i32, _lane_bits, _typed_op, _write_lane_mask, Operand_VCC, to_bits, typed,
                                 write_result)
from flygen.emu.state import exec_mask, vslot, vwrite

U16, U32, U64, I64, F16, F32, F64 = np.uint16, np.uint32, np.uint64, np.int64, np.float16, np.float32, np.float64

# ---------------------------------------------------------------------------------------------
# exact f64 fma: Dekker/Veltkamp TwoProduct + TwoSum, the low parts added with round-to-odd, one final
# round-to-nearest (Boldo & Melquiond's emulated FMA). Valid while nothing over/underflows; other lanes go
# through exact rationals (Python's int division rounds correctly, incl. subnormals).

_SPLIT = F64(134217729.0)        # 2^27 + 1


def _two_sum(a, b):
    s = a + b
    bb = s - a
    return s, (a - (s - bb)) + (b - bb)


def _split(a):
    c = _SPLIT * a
    hi = c - (c - a)
    return hi, a - hi


def _fma_exact_lane(a: float, b: float, c: float) -> float:
    if not (np.isfinite(a) and np.isfinite(b) and np.isfinite(c)):
        with np.errstate(all="ignore"):
            return F64(a) * F64(b) + F64(c)          # inf/NaN rules are those of the unfused expression
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        # IEEE: an exact zero sum is +0 in round-to-nearest, except (+-0)*b + (+-0) keeps the common sign
        return F64(a) * F64(b) + F64(c) if (a == 0 or b == 0) else 0.0
    try:
        return float(exact)
    except OverflowError:
        return float("inf") if exact > 0 else float("-inf")


def fma64(a, b, c) -> np.ndarray:
    """Correctly rounded a*b + c on float64 arrays (broadcast)."""
    a, b, c = (np.asarray(x, F64) for x in np.broadcast_arrays(a, b, c))
    with np.errstate(all="ignore"):
        ph = a * b
        ah, al = _split(a)
        bh, bl = _split(b)
        pl = ((ah * bh - ph) + ah * bl + al * bh) + al * bl
        th, tl = _two_sum(c, ph)
        s, e = _two_sum(tl, pl)
        even = (s.view(I64) & 1) == 0
        s = np.where((e != 0) & even, np.nextafter(s, np.where(e > 0, np.inf, -np.inf)), s)   # round to odd
        z = th + s
        ok = (np.isfinite(a) & np.isfinite(b) & np.isfinite(c) & (np.abs(a) < 2.0 ** 995) & (np.abs(b) < 2.0 ** 995)
              & (np.abs(c) < 2.0 ** 1000) & (np.abs(ph) < 2.0 ** 1000) & (np.abs(ph) > 2.0 ** -900)
              & (np.abs(z) > 2.0 ** -950) & np.isfinite(z))
    out = np.array(z)
    if not ok.all():
        for idx in zip(*np.nonzero(~ok)):
            out[idx] = _fma_exact_lane(float(a[idx]), float(b[idx]), float(c[idx]))
    return out


# ---------------------------------------------------------------------------------------------
# helpers

_LANE = np.arange(64, dtype=U64)
_POP8 = np.array([bin(i).count("1") for i in range(256)], U32)


def _popc(x):
    x = np.asarray(x, U32)
    return sum(_POP8[(x >> U32(8 * k)) & U32(0xFF)] for k in range(4))


def _mbcnt(a, b, hi):
    below = (U64(1) << _LANE) - U64(1)                     # lanes below this one, as a 64-bit mask
    part = ((below >> U64(32)) if hi else below) & U64(0xFFFFFFFF)
    return _popc(a & part.astype(U32)) + b


def _fract(x, below_one):
    # x - floor(x), kept below 1 (the hardware clamps; LLVM relies on it); NaN/inf give NaN
    return np.where(np.isinf(x), np.nan, np.minimum(x - np.floor(x), below_one))


def _frexp_mant(x):
    m, _ = np.frexp(x)
    return np.where(np.isfinite(x), m, x)             # inf/NaN: the source (pseudocode)


def _frexp_exp(x):
    _, e = np.frexp(x)
    return np.where(np.isfinite(x), e, 0)


def _sat(x, lo, hi):
    """Float -> integer, truncating toward zero, saturating, NaN -> 0."""
    return _cvt_i32(x, lo, hi)


def _norm(x, signed):
    # f16/f32 -> snorm/unorm16: clamp to [-1|0, 1], scale by 32767|65535, round to nearest even, NaN -> 0 (ASSUMED)
    x = np.asarray(x, F64)
    lo, scale = (-1.0, 32767.0) if signed else (0.0, 65535.0)
    r = np.rint(np.clip(np.nan_to_num(x, nan=0.0), lo, 1.0) * scale)
    return r.astype(I64)


def _ffbh_signed(x):
    """Leading bits equal to the sign bit, counted from bit 30 down: index of the first bit != bit 31, else -1."""
    x = np.asarray(x, U32)
    y = np.where(x >> U32(31), ~x, x)                    # first differing bit = first set bit of y
    out = np.full(x.shape, -1, I64)
    for k in range(31):                                  # highest set bit wins (loop low -> high)
        out = np.where((y >> U32(k)) & U32(1), 31 - k, out)
    return out


def _rt16(fn):
    """f16 op computed in float64 from the exact f16 value, rounded once to f16 by the writer."""
    return lambda a: fn(np.asarray(a, F64))


u, i, h, d = "u32", "i32", "f16", "f64"
u16, i16 = "u16", "i16"
TYPED = {
    # f64 (VOP1 unless noted); results are float64 arrays, written as 64-bit pairs
    "v_rcp_f64": ((d,), d, lambda a: 1.0 / a),
    "v_rsq_f64": ((d,), d, lambda a: 1.0 / np.sqrt(a)),
    "v_sqrt_f64": ((d,), d, np.sqrt),
    "v_floor_f64": ((d,), d, np.floor), "v_ceil_f64": ((d,), d, np.ceil),
    "v_trunc_f64": ((d,), d, np.trunc), "v_rndne_f64": ((d,), d, np.rint),
    "v_fract_f64": ((d,), d, lambda a: _fract(a, np.nextafter(1.0, 0.0))),
    "v_frexp_mant_f64": ((d,), d, _frexp_mant),
    "v_frexp_exp_i32_f64": ((d,), i, _frexp_exp),
    "v_cvt_i32_f64": ((d,), i, lambda a: _sat(a, -2**31, 2**31 - 1)),
    "v_cvt_u32_f64": ((d,), u, lambda a: _sat(a, 0, 2**32 - 1)),
    "v_ldexp_f64": ((d, i), d, lambda a, b: np.ldexp(a, np.clip(b, -2200, 2200).astype(np.int32))),   # VOP3
    "v_fma_f64": ((d, d, d), d, fma64),
    # f32 extras
    "v_frexp_mant_f32": (("f32",), "f32", _frexp_mant),
    "v_frexp_exp_i32_f32": (("f32",), i, _frexp_exp),
    "v_ffbh_i32": ((u,), i, _ffbh_signed),
    "v_mbcnt_lo_u32_b32": ((u, u), u, lambda a, b: _mbcnt(a, b, False)),
    "v_mbcnt_hi_u32_b32": ((u, u), u, lambda a, b: _mbcnt(a, b, True)),
    # 16-bit integer (results zero the high half unless op_sel[3], as the existing 16-bit ops)
    "v_sub_u16": ((u16, u16), u16, lambda a, b: a.astype(I64) - b),
    "v_subrev_u16": ((u16, u16), u16, lambda a, b: b.astype(I64) - a),
    "v_add_i16": ((i16, i16), i16, lambda a, b: a.astype(I64) + b),
    "v_sub_i16": ((i16, i16), i16, lambda a, b: a.astype(I64) - b),
    "v_min_u16": ((u16, u16), u16, np.minimum), "v_max_u16": ((u16, u16), u16, np.maximum),
    "v_min_i16": ((i16, i16), i16, np.minimum), "v_max_i16": ((i16, i16), i16, np.maximum),
    "v_lshlrev_b16": ((u16, u16), u16, lambda a, b: b.astype(I64) << (a.astype(I64) & 15)),
    "v_lshrrev_b16": ((u16, u16), u16, lambda a, b: b.astype(I64) >> (a.astype(I64) & 15)),
    "v_ashrrev_i16": ((u16, i16), i16, lambda a, b: b.astype(I64) >> (a.astype(I64) & 15)),
    # f16
    "v_subrev_f16": ((h, h), h, lambda a, b: b - a),
    "v_ceil_f16": ((h,), h, np.ceil), "v_floor_f16": ((h,), h, np.floor),
    "v_trunc_f16": ((h,), h, np.trunc), "v_rndne_f16": ((h,), h, np.rint),
    "v_fract_f16": ((h,), h, lambda a: _fract(a, F32(1 - 2.0 ** -11))),
    "v_exp_f16": ((h,), h, _rt16(np.exp2)), "v_log_f16": ((h,), h, _rt16(np.log2)),
    "v_rcp_f16": ((h,), h, _rt16(lambda a: 1.0 / a)), "v_sqrt_f16": ((h,), h, _rt16(np.sqrt)),
    "v_rsq_f16": ((h,), h, _rt16(lambda a: 1.0 / np.sqrt(a))),
    "v_sin_f16": ((h,), h, _rt16(lambda a: np.sin(a * (2 * np.pi)))),
    "v_cos_f16": ((h,), h, _rt16(lambda a: np.cos(a * (2 * np.pi)))),
    "v_frexp_mant_f16": ((h,), h, _frexp_mant),
    "v_frexp_exp_i16_f16": ((h,), i16, _frexp_exp),
    "v_ldexp_f16": ((h, i16), h, lambda a, b: np.ldexp(np.asarray(a, F64), np.asarray(b, np.int32))),
    "v_mac_f16": None,                                     # placeholder, see _MAC16 below
    "v_madmk_f16": ((h, h, h), h, lambda a, b, c: _f16(a * b) + c),     # written (a, K, c)
    "v_madak_f16": ((h, h, h), h, lambda a, b, c: _f16(a * b) + c),     # written (a, b, K)
    # converts
    "v_cvt_f16_i16": ((i16,), h, lambda a: a.astype(F64)),
    "v_cvt_f16_u16": ((u16,), h, lambda a: a.astype(F64)),
    "v_cvt_i16_f16": ((h,), i16, lambda a: _sat(a, -2**15, 2**15 - 1)),
    "v_cvt_u16_f16": ((h,), u16, lambda a: _sat(a, 0, 2**16 - 1)),
    "v_cvt_norm_i16_f16": ((h,), i16, lambda a: _norm(a, True)),
    "v_cvt_norm_u16_f16": ((h,), u16, lambda a: _norm(a, False)),
    "v_cvt_pk_i16_i32": ((i, i), u, lambda a, b: _pack16(np.clip(a, -2**15, 2**15 - 1), np.clip(b, -2**15, 2**15 - 1))),
    "v_cvt_pk_u16_u32": ((u, u), u, lambda a, b: _pack16(np.minimum(a, 0xFFFF), np.minimum(b, 0xFFFF))),
    "v_cvt_pknorm_i16_f16": ((h, h), u, lambda a, b: _pack16(_norm(a, True), _norm(b, True))),
    "v_cvt_pknorm_u16_f16": ((h, h), u, lambda a, b: _pack16(_norm(a, False), _norm(b, False))),
    "v_cvt_pknorm_i16_f32": (("f32", "f32"), u, lambda a, b: _pack16(_norm(a, True), _norm(b, True))),
    "v_cvt_pknorm_u16_f32": (("f32", "f32"), u, lambda a, b: _pack16(_norm(a, False), _norm(b, False))),
    "v_cvt_pk_u8_f32": (("f32", u, u), u, lambda a, b, c: _pk_u8(a, b, c)),
    "v_sat_pk_u8_i16": ((u,), u16, lambda a: _sat8(a & U32(0xFFFF)) | (_sat8(a >> U32(16)) << 8)),
}
del TYPED["v_mac_f16"]
del u, i, h, d, u16, i16


def _f16(x):
    return np.asarray(x).astype(F16).astype(F32)


def _pack16(lo, hi):
    return (np.asarray(lo).astype(I64) & 0xFFFF) | ((np.asarray(hi).astype(I64) & 0xFFFF) << 16)


def _pk_u8(x, sel, dst):
    # f32 -> u8: round to nearest even, saturate to [0, 255], NaN -> 0 (ASSUMED), into byte sel[1:0] of dst
    b = np.rint(np.clip(np.nan_to_num(np.asarray(x, F64), nan=0.0), 0, 255)).astype(U32)
    sh = (sel & U32(3)) * U32(8)
    return (dst & ~(U32(0xFF) << sh)) | (b << sh)


def _sat8(x16):
    v = (x16.astype(I64) ^ 0x8000) - 0x8000              # the 16-bit half as signed
    return np.clip(v, 0, 255).astype(I64)


# ---------------------------------------------------------------------------------------------
# accumulating forms (destination is also a source) and dots


def _acc(tin, tout, fn):
    """`op d, a, b` = fn(a, b, d): v_fmac_f64, v_mac_f16, v_dot*c."""
    def run(ctx, ins, w):
        a = typed(ctx, ins, ins.operands[1], 0, w, tin)
        b = typed(ctx, ins, ins.operands[2], 1, w, tin)
        c = typed(ctx, ins, ins.operands[0], 2, w, tout)
        with np.errstate(all="ignore"):
            r = fn(a, b, c)
            write_result(ctx, ins, w, to_bits(r, tout), tout)
    return run


def _lanes_of(x, bits, signed):
    """Split uint32 words into 32/bits fields (int64), sign-extended if signed."""
    x = np.asarray(x, U32).astype(I64)
    m = (1 << bits) - 1
    out = []
    for k in range(32 // bits):
        f = (x >> (bits * k)) & m
        out.append(((f ^ (1 << (bits - 1))) - (1 << (bits - 1))) if signed else f)
    return out


def _idot(bits, signed):
    def fn(a, b, c):
        s = np.asarray(c).astype(I64)
        for x, y in zip(_lanes_of(a, bits, signed), _lanes_of(b, bits, signed)):
            s = s + x * y
        return s
    return fn


def _dot3(bits, signed):
    """VOP3P `v_dotN_{i32,u32}_* d, a, b, c` = c + sum(a_k * b_k); clamp saturates to the 32-bit range."""
    t = "i32" if signed else "u32"
    fn = _idot(bits, signed)
    lo, hi = (-2**31, 2**31 - 1) if signed else (0, 2**32 - 1)

    def run(ctx, ins, w):
        a = typed(ctx, ins, ins.operands[1], 0, w, "u32")
        b = typed(ctx, ins, ins.operands[2], 1, w, "u32")
        c = typed(ctx, ins, ins.operands[3], 2, w, t)
        r = fn(a, b, c)
        if ins.mods.get("clamp"):
            r = np.clip(r, lo, hi)
        write_result(ctx, ins, w, to_bits(r, t), t)
    return run


def _bf16_dot_acc(a, b, c):
    dec = lambda x: (x << U32(16)).view(F32).astype(F64)
    return (c.astype(F64) + dec(a & U32(0xFFFF)) * dec(b & U32(0xFFFF))
            + dec(a >> U32(16)) * dec(b >> U32(16))).astype(F32)


def _bf16_dot_c(ctx, ins, w):
    a = typed(ctx, ins, ins.operands[1], 0, w, "u32")
    b = typed(ctx, ins, ins.operands[2], 1, w, "u32")
    c = typed(ctx, ins, ins.operands[0], 2, w, "f32")
    with np.errstate(all="ignore"):
        write_result(ctx, ins, w, to_bits(_bf16_dot_acc(a, b, c), "f32"), "f32")


def _swap(ctx, ins, w):
    st = ctx.st
    d, s = vslot(ins.operands[0]), vslot(ins.operands[1])
    mask = exec_mask(st, w)
    vd, vs = st.v[w, d].copy(), st.v[w, s].copy()
    vwrite(st, w, d, vs, mask)
    vwrite(st, w, s, vd, mask)


# ---------------------------------------------------------------------------------------------
# f64 division steps (LLVM's fdiv.f64: div_scale x2, rcp, fma refinement, div_fmas, div_fixup)

def _exp64(x):
    """Biased exponent field of float64 values."""
    return ((np.asarray(x, F64).view(U64) >> U64(52)) & U64(0x7FF)).astype(I64)


def _is_denorm64(x):
    return (x != 0) & (np.abs(x) < np.finfo(F64).tiny)


def _div_scale64(ctx, ins, w):
    d, sd = ins.operands[0], ins.operands[1]
    s0, s1, s2 = np.broadcast_arrays(*(typed(ctx, ins, ins.operands[2 + k], k, w, "f64") for k in range(3)))
    with np.errstate(all="ignore"):
        rcp_den = _is_denorm64(1.0 / s1)
        q_den = _is_denorm64(s2 / s1)
        up, down = np.ldexp(s0, 128), np.ldexp(s0, -128)
    gap = _exp64(s2) - _exp64(s1) >= 768
    # the pseudocode's if/elsif chain in order; np.select takes the first true condition
    conds = [(s2 == 0) | (s1 == 0), gap, _is_denorm64(s1), rcp_den & q_den, rcp_den, q_den, _exp64(s2) <= 53]
    vals = [np.nan, np.where(s0 == s1, up, s0), up, np.where(s0 == s1, up, s0), down, np.where(s0 == s2, up, s0), up]
    res = np.select(conds, vals, s0).astype(F64)
    vcc = np.select(conds, [False, True, False, True, False, True, False], False)
    _write_lane_mask(ctx, ins, w, sd, vcc, exec_mask(ctx.st, w))
    write_result(ctx, ins, w, res.view(U64), "u64", dst=d)


def _div_fmas64(ctx, ins, w):
    a, b, c = (typed(ctx, ins, ins.operands[1 + k], k, w, "f64") for k in range(3))
    r = fma64(a, b, c)
    with np.errstate(all="ignore"):
        r = np.where(_lane_bits(ctx, ins, Operand_VCC, w), np.ldexp(r, 64), r)      # 2^64 per the pseudocode
    write_result(ctx, ins, w, r.view(U64), "u64")


def _div_fixup64(ctx, ins, w):
    s0, s1, s2 = np.broadcast_arrays(*(typed(ctx, ins, ins.operands[1 + k], k, w, "f64") for k in range(3)))
    sign = np.signbit(s1) ^ np.signbit(s2)
    quiet = lambda x: (x.view(U64) | U64(1 << 51)).view(F64)
    nan = np.full(s0.shape, 0xFFF8000000000000, U64).view(F64)
    # exponent(S2) - exponent(S1) < -1075: the quotient underflows (0 here, as the f32 fixup)
    tiny_q = (_exp64(s2) - _exp64(s1) < -1075) & (s1 != 0) & (s2 != 0)
    conds = [np.isnan(s2), np.isnan(s1), (s1 == 0) & (s2 == 0), np.isinf(s1) & np.isinf(s2),
             (s1 == 0) | np.isinf(s2), np.isinf(s1) | (s2 == 0), tiny_q]
    vals = [quiet(s2), quiet(s1), nan, nan, np.where(sign, -np.inf, np.inf), np.where(sign, -0.0, 0.0),
            np.where(sign, -0.0, 0.0)]
    r = np.select(conds, vals, np.where(sign, -np.abs(s0), np.abs(s0))).astype(F64)
    write_result(ctx, ins, w, r.view(U64), "u64")


def _minmax64(is_max):
    """v_min_f64 / v_max_f64 per the pseudocode: a NaN operand yields the other one, except a signalling NaN in
    IEEE mode (MODE.IEEE, default on in kernels) which yields itself quieted; -0 < +0."""
    def run(ctx, ins, w):
        a, b = np.broadcast_arrays(*(typed(ctx, ins, ins.operands[1 + k], k, w, "f64") for k in range(2)))
        ieee = ((ops_salu._mode(ctx)[w] >> np.uint32(9)) & np.uint32(1)).astype(bool)[:, None]
        snan = lambda x: np.isnan(x) & ((x.view(U64) & U64(1 << 51)) == 0)
        quiet = lambda x: (x.view(U64) | U64(1 << 51)).view(F64)
        # order zeros by sign: -0 is the smaller one
        lt = (a < b) | ((a == 0) & (b == 0) & np.signbit(a) & ~np.signbit(b))
        pick = np.where(lt, b, a) if is_max else np.where(lt, a, b)
        conds = [ieee & snan(a), ieee & snan(b), np.isnan(a), np.isnan(b)]
        r = np.select(conds, [quiet(a), quiet(b), b, a], pick).astype(F64)
        write_result(ctx, ins, w, r.view(U64), "u64")
    return run


OPS: dict = {k: _typed_op(*v) for k, v in TYPED.items()}
OPS.update({
    "v_fmac_f64": _acc("f64", "f64", fma64),
    "v_mac_f16": _acc("f16", "f16", lambda a, b, c: _f16(a * b) + c),
    "v_dot2c_i32_i16": _acc("u32", "i32", _idot(16, True)),
    "v_dot4c_i32_i8": _acc("u32", "i32", _idot(8, True)),
    "v_dot8c_i32_i4": _acc("u32", "i32", _idot(4, True)),
    "v_dot2c_f32_bf16": _bf16_dot_c,
    "v_dot2_i32_i16": _dot3(16, True), "v_dot2_u32_u16": _dot3(16, False),
    "v_dot4_i32_i8": _dot3(8, True), "v_dot4_u32_u8": _dot3(8, False),
    "v_dot8_i32_i4": _dot3(4, True), "v_dot8_u32_u4": _dot3(4, False),
    "v_swap_b32": _swap,
    "v_div_scale_f64": _div_scale64, "v_div_fmas_f64": _div_fmas64, "v_div_fixup_f64": _div_fixup64,
    "v_min_f64": _minmax64(False), "v_max_f64": _minmax64(True),
})
# VOP1/VOP2 forms that take DPP through the same rules as ops_valu (src0 via typed, write via write_result)
DPP_OPS = frozenset({k for k, (tin, _, _) in TYPED.items() if len(tin) <= 2 and "f64" not in tin}
                    | {"v_mac_f16", "v_dot2c_i32_i16", "v_dot4c_i32_i8", "v_dot8c_i32_i4", "v_dot2c_f32_bf16"})
