"""Atomics of every memory space (DS/LDS, buffer_*, global_*, flat_*) from one table of kinds.

`KINDS[kind](tmp, d0, d1, bits)` is the new memory value, on unsigned ints of the access width, written from
AMD's CDNA4 pseudocode: `tmp` the memory value before the op, `d0`/`d1` the data operands in the pseudocode's
naming (DS: DATA, DATA2; VMEM cmpswap: DATA[lo] = src, DATA[hi] = cmp). The memory spaces only find addresses,
data and where the pre-op value goes; every space reuses the same table.

Order: the active lanes of all waves run one at a time, wave order then lane order, each seeing the previous
lanes' results, so returned pre-op values are deterministic. (Hardware serialises colliding lanes in an order
of its own; a kernel whose result depends on it is racy anyway.) Atomics must be naturally aligned
(error otherwise): keying colliding lanes by address needs it, and misaligned atomics are not defined.

Float numerics: f32/f64 add is IEEE round-to-nearest-even in the destination format with denormals kept (numpy
float32/float64, as the f32 VALU ops). min/max follow the pseudocode literally: `src < tmp ? src : tmp`
(max: `>`), so a NaN on either side keeps the memory value and -0/+0 ties keep it too. cmpst_f compares as
floats (-0 == +0, NaN never equal). pk_add_f16/bf16: the pseudocode (tinygrad cdna.str_pcode
BUFFER_ATOMIC_PK_ADD_BF16: `dst[31 : 16].bf16 = tmp[31 : 16].bf16 + src[31 : 16].bf16`, the same for [15 : 0]
and for f16 / the GLOBAL_, FLAT_ and DS_ forms) adds each half in the half format: one rounding, RNE (MODE's
default), denormals kept (MODE's fp16 denormal bits, which flygen kernels set; whether the atomic unit honours
them is unverified, flygen.emu.fidelity). Computed as an f32 sum rounded to the half format: f32 has >= 2p+2
bits for both formats, so the two roundings equal one correct rounding.
A NaN result's payload is numpy's (UNVERIFIED against hardware).
"""
from __future__ import annotations

import ml_dtypes
import numpy as np

from flygen.emu.ops_mem import _OFF, _buffer_addr, _ds_addr, _global_addr, _in_range, _smem_addr
from flygen.emu.state import exec_mask, vslot, vsrc
from flygen.errors import EmulatorError

U8, U32, U64, I64 = np.uint8, np.uint32, np.uint64, np.int64
_UINT = {32: np.uint32, 64: np.uint64}
_FLOAT = {32: np.float32, 64: np.float64}


def _signed(x: int, bits: int) -> int:
    return x - (1 << bits) if x >> (bits - 1) else x


def _fl(x: int, bits: int):
    return _UINT[bits](x).view(_FLOAT[bits])


def _fadd(t, a, b, n):
    with np.errstate(all="ignore"):
        return int((_fl(t, n) + _fl(a, n)).view(_UINT[n]))


def _pk_add(dt):
    def f(t, a, b, n):
        out = 0
        for sh in (0, 16):
            x = np.array([(t >> sh) & 0xFFFF, (a >> sh) & 0xFFFF], np.uint16).view(dt).astype(np.float32)
            with np.errstate(all="ignore"):
                s = np.array([x[0] + x[1]], np.float32).astype(dt).view(np.uint16)[0]
            out |= int(s) << sh
        return out
    return f


KINDS = {
    "add": lambda t, a, b, n: t + a,
    "sub": lambda t, a, b, n: t - a,
    "rsub": lambda t, a, b, n: a - t,
    "inc": lambda t, a, b, n: 0 if t >= a else t + 1,
    "dec": lambda t, a, b, n: a if t == 0 or t > a else t - 1,
    "umin": lambda t, a, b, n: a if a < t else t,
    "umax": lambda t, a, b, n: a if a > t else t,
    "smin": lambda t, a, b, n: a if _signed(a, n) < _signed(t, n) else t,
    "smax": lambda t, a, b, n: a if _signed(a, n) > _signed(t, n) else t,
    "and": lambda t, a, b, n: t & a,
    "or": lambda t, a, b, n: t | a,
    "xor": lambda t, a, b, n: t ^ a,
    "mskor": lambda t, a, b, n: (t & ~a) | b,                            # DS: DATA = mask, DATA2 = bits
    "swap": lambda t, a, b, n: a,
    "cmpswap": lambda t, a, b, n: a if t == b else t,                    # VMEM: DATA[lo] = src, DATA[hi] = cmp
    "cmpst": lambda t, a, b, n: b if t == a else t,                      # DS: DATA = cmp, DATA2 = src
    "cmpst_f": lambda t, a, b, n: b if _fl(t, n) == _fl(a, n) else t,
    "add_f": _fadd,
    "min_f": lambda t, a, b, n: a if _fl(a, n) < _fl(t, n) else t,
    "max_f": lambda t, a, b, n: a if _fl(a, n) > _fl(t, n) else t,
    "pk_add_f16": _pk_add(np.float16),
    "pk_add_bf16": _pk_add(ml_dtypes.bfloat16),
}
TWO_DATA = {"mskor", "cmpst", "cmpst_f"}     # DS kinds with a DATA2 operand (VMEM cmpswap packs both in one)


def _serial(keys, old, d0, d1, fn, bits):
    """Apply `fn` lane after lane in the given (wave, lane) order; returns (pre-op values, {key: final value})."""
    mask = (1 << bits) - 1
    cur: dict = {}
    pre = []
    for k, o, a, b in zip(keys, old, d0, d1):
        t = cur.get(k, o)
        pre.append(t)
        cur[k] = fn(t, a, b, bits) & mask
    return pre, cur


def _data(ctx, ins, w, op, first, ndw, shape):
    """uint64 [n, 64]: `ndw` (1 or 2) dwords of register operand `op` starting at dword `first`."""
    v = np.broadcast_to(vsrc(ctx.st, w, op, ins, first), shape).astype(U64)
    if ndw == 2:
        v = v | (np.broadcast_to(vsrc(ctx.st, w, op, ins, first + 1), shape).astype(U64) << U64(32))
    return v


def _write_ret(ctx, w, op, pre, sel, ndw):
    """Pre-op values (uint64 [n, 64]) into `ndw` dwords of `op` for the lanes in `sel`."""
    st = ctx.st
    for j in range(ndw):
        word = ((pre >> U64(32 * j)) & U64(0xFFFFFFFF)).astype(U32)
        st.v[w, vslot(op) + j] = np.where(sel, word, st.v[w, vslot(op) + j])


def _aligned(ins, addr, nb):
    bad = addr % nb != 0
    if bad.any():
        raise EmulatorError(f"line {ins.line}: misaligned {nb}-byte atomic at 0x{int(addr[bad][0]):x}: {ins.text}")


def _device_apply(ctx, ins, addr, sel, d0, d1, kind, bits):
    """Apply to device memory for the lanes in `sel`; pre-op values as uint64 [n, 64] (0 elsewhere)."""
    nb = bits // 8
    a = addr[sel]
    out = np.zeros(sel.shape, U64)
    if a.size == 0:
        return out
    _aligned(ins, a, nb)
    old = ctx.dev.gather(a, nb).view(_UINT[bits]).reshape(-1)
    pre, cur = _serial(a.tolist(), old.tolist(), d0[sel].tolist(), d1[sel].tolist(), KINDS[kind], bits)
    ctx.dev.scatter(np.array(list(cur), U64), np.array(list(cur.values()), _UINT[bits]).view(U8).reshape(-1, nb))
    out[sel] = pre
    return out


def _lds_apply(ctx, ins, w, addr, mask, d0, d1, kind, bits):
    """Apply to LDS; `addr`/`mask`/`d0`/`d1` are [n, 64] or [n, 64, k] (k accesses per lane, in that order).
    Out-of-range lanes are dropped and return 0 (as an LDS read beyond the allocation)."""
    st = ctx.st
    nb = bits // 8
    ok = mask & (addr >= 0) & (addr + nb <= st.lds_bytes)
    if (mask & ~ok).any():
        ctx.haz.info(w, ins, "lds_oob", "LDS atomic beyond the workgroup's allocation (dropped, returns 0)")
    wg = np.broadcast_to(st.wg[w].reshape((-1,) + (1,) * (addr.ndim - 1)), addr.shape)[ok]
    a = addr[ok]
    out = np.zeros(addr.shape, U64)
    if a.size:
        _aligned(ins, a, nb)
        old = np.ascontiguousarray(st.lds[wg[:, None], a[:, None] + np.arange(nb)]).view(_UINT[bits]).reshape(-1)
        pre, cur = _serial(list(zip(wg.tolist(), a.tolist())), old.tolist(), d0[ok].tolist(), d1[ok].tolist(),
                           KINDS[kind], bits)
        for (g, b), v in cur.items():
            st.lds[g, b:b + nb] = np.array([v], _UINT[bits]).view(U8)
        out[ok] = pre
    for j in range(1 if addr.ndim == 2 else addr.shape[2]):     # a read-modify-write: race-check as a write
        sl = (Ellipsis,) if addr.ndim == 2 else (Ellipsis, j)
        ctx.haz.lds_access(w, ins, addr[sl], nb, ok[sl], write=True)
    return out


def _returns(ins) -> bool:
    return bool(ins.mods.get("sc0") or ins.mods.get("glc"))


# ---------------------------------------------------------------------------------------------
# DS: ds_<op>[_rtn]_<type> [vdst,] vaddr, data0[, data1] [offset:N]


def _ds_atomic(kind, bits, rtn):
    ndw, nd = bits // 32, 2 if kind in TWO_DATA else 1

    def run(ctx, ins, w):
        ops = ins.operands
        vdst, ops = (ops[0], ops[1:]) if rtn else (None, ops)
        vaddr, datas = ops[0], ops[1:1 + nd]
        mask = exec_mask(ctx.st, w)
        for d in datas:
            ctx.haz.read_vregs(w, ins, vslot(d), ndw)
        addr = _ds_addr(ctx, ins, w, vaddr, int(ins.mods.get("offset", 0)))
        d0 = _data(ctx, ins, w, datas[0], 0, ndw, mask.shape)
        d1 = _data(ctx, ins, w, datas[1], 0, ndw, mask.shape) if nd == 2 else d0
        pre = _lds_apply(ctx, ins, w, addr, mask, d0, d1, kind, bits)
        if rtn:
            _write_ret(ctx, w, vdst, pre, mask, ndw)
            ctx.haz.issue_ds_load(w, ins, vslot(vdst), ndw)
        else:
            ctx.haz.issue_ds_store(w, ins)
    return run


def _ds_wrxchg2(bits, st64):
    """ds_wrxchg2[st64]_rtn_b{32,64} vdst, vaddr, data0, data1 offset0:A offset1:B: both old values are read
    before either write (pseudocode), returned as vdst = {old at A, old at B}."""
    ndw = bits // 32
    unit = bits // 8 * (64 if st64 else 1)

    def run(ctx, ins, w):
        vdst, vaddr, da, db = ins.operands[:4]
        mask = exec_mask(ctx.st, w)
        addr = np.stack([_ds_addr(ctx, ins, w, vaddr, int(ins.mods.get(k, 0)) * unit)
                         for k in ("offset0", "offset1")], -1)
        data = np.stack([_data(ctx, ins, w, d, 0, ndw, mask.shape) for d in (da, db)], -1)
        m2 = np.stack([mask, mask], -1)
        pre = _lds_apply(ctx, ins, w, addr, m2, data, data, "swap", bits)
        # run lane by lane, the second access of a lane whose two addresses coincide saw the first write
        same = addr[..., 0] == addr[..., 1]
        pre[..., 1] = np.where(same, pre[..., 0], pre[..., 1])
        for j in range(2):
            o = type(vdst)(vdst.kind, vdst.idx + j * ndw, ndw, text=vdst.text)
            _write_ret(ctx, w, o, pre[..., j], mask, ndw)
        ctx.haz.issue_ds_load(w, ins, vslot(vdst), 2 * ndw)
    return run


# ---------------------------------------------------------------------------------------------
# VMEM: buffer_atomic_* vdata, vaddr, rsrc, soffset; global_atomic_* [vdst,] vaddr, vdata, saddr|off;
# flat_atomic_* [vdst,] vaddr, vdata. The returning form (sc0, glc on older targets) writes the pre-op value
# to vdst (buffer: to the first dwords of vdata). cmpswap data = {src, cmp}, each `bits` wide.


def _vmem_data(ctx, ins, w, vdata, kind, bits, shape):
    ndw = bits // 32
    d0 = _data(ctx, ins, w, vdata, 0, ndw, shape)
    d1 = _data(ctx, ins, w, vdata, ndw, ndw, shape) if kind == "cmpswap" else d0
    return d0, d1


def _finish_vmem(ctx, ins, w, dst, pre, sel, bits):
    if dst is None:
        ctx.haz.issue_vmem_store(w, ins)
        return
    _write_ret(ctx, w, dst, pre, sel, bits // 32)
    ctx.haz.issue_vmem_load(w, ins, vslot(dst), bits // 32)


def _buffer_atomic(kind, bits):
    def run(ctx, ins, w):
        vdata, vaddr, rsrc, soff = ins.operands[:4]
        addr, off, index, raw, num, _ = _buffer_addr(ctx, ins, w, vaddr, rsrc, soff)
        mask = exec_mask(ctx.st, w)
        ok = _in_range(off, index, raw, num, bits // 8).all(axis=2)
        if (mask & ~ok).any():
            ctx.haz.info(w, ins, "oob_atomic", "buffer atomic out of range (dropped, returns 0)")
        d0, d1 = _vmem_data(ctx, ins, w, vdata, kind, bits, mask.shape)
        pre = _device_apply(ctx, ins, addr, mask & ok, d0, d1, kind, bits)
        _finish_vmem(ctx, ins, w, vdata if _returns(ins) else None, pre, mask, bits)
    return run


def _global_atomic(kind, bits, flat=False):
    def run(ctx, ins, w):
        ops = ins.operands
        dst, ops = (ops[0], ops[1:]) if _returns(ins) else (None, ops)
        vaddr, vdata = ops[:2]
        saddr = _OFF if flat else ops[2]
        addr = _global_addr(ctx, ins, w, vaddr, saddr)
        mask = exec_mask(ctx.st, w)
        d0, d1 = _vmem_data(ctx, ins, w, vdata, kind, bits, mask.shape)
        try:
            pre = _device_apply(ctx, ins, addr, mask, d0, d1, kind, bits)
        except EmulatorError as e:
            if not flat or "memory fault" not in str(e):
                raise
            raise EmulatorError(f"line {ins.line}: flat atomic outside device memory (the LDS/private apertures "
                                f"are not modelled): {e}: {ins.text}") from None
        _finish_vmem(ctx, ins, w, dst, pre, mask, bits)
    return run


# ---------------------------------------------------------------------------------------------
# SMEM: s_atomic_<op>[_x2] sdata, sbase, offset [glc]. One access per wave (waves in order); glc returns the
# pre-op value into sdata (cmpswap: its first half), under lgkmcnt (CDNA3/CDNA4 ISA "Scalar Memory Operations":
# S_ATOMIC_*, GLC = return pre-op value). cmpswap data = {src, cmp} as for VMEM.


def _smem_atomic(kind, bits):
    ndw = bits // 32

    def run(ctx, ins, w):
        st = ctx.st
        d = ins.operands[0]
        addr = _smem_addr(ctx, ins, w)[:, None]
        sel = np.ones(addr.shape, bool)
        word = lambda j: st.s[w, d.idx + j].astype(U64)[:, None]
        d0 = word(0) | (word(1) << U64(32)) if ndw == 2 else word(0)
        d1 = (word(ndw) | (word(ndw + 1) << U64(32)) if ndw == 2 else word(ndw)) if kind == "cmpswap" else d0
        pre = _device_apply(ctx, ins, addr, sel, d0, d1, kind, bits)[:, 0]
        if _returns(ins):
            for j in range(ndw):
                st.s[w, d.idx + j] = ((pre >> U64(32 * j)) & U64(0xFFFFFFFF)).astype(U32)
            ctx.haz.issue_smem(w, ins, d.idx, ndw)
        else:
            ctx.haz.issue_smem(w, ins, d.idx, 0)
    return run


# ---------------------------------------------------------------------------------------------
# mnemonic tables (checked against llvm-mc-22 -mcpu=gfx950 in tests/test_emu_atomics.py)

# DS: (stem, kind, type suffixes); bits from the suffix (f16/bf16 packed pairs are 32-bit)
_DS_ROWS = (
    ("add", "add", ("u32", "u64")), ("sub", "sub", ("u32", "u64")), ("rsub", "rsub", ("u32", "u64")),
    ("inc", "inc", ("u32", "u64")), ("dec", "dec", ("u32", "u64")),
    ("min", "smin", ("i32", "i64")), ("max", "smax", ("i32", "i64")),
    ("min", "umin", ("u32", "u64")), ("max", "umax", ("u32", "u64")),
    ("and", "and", ("b32", "b64")), ("or", "or", ("b32", "b64")), ("xor", "xor", ("b32", "b64")),
    ("mskor", "mskor", ("b32", "b64")), ("cmpst", "cmpst", ("b32", "b64")), ("cmpst", "cmpst_f", ("f32", "f64")),
    ("add", "add_f", ("f32", "f64")), ("min", "min_f", ("f32", "f64")), ("max", "max_f", ("f32", "f64")),
    ("pk_add", "pk_add_f16", ("f16",)), ("pk_add", "pk_add_bf16", ("bf16",)),
)
# VMEM: (suffix, kind, bits), shared by buffer_/global_/flat_atomic_
_VMEM_ROWS = tuple((s + x, s, b) for s in ("swap", "cmpswap", "add", "sub", "smin", "umin", "smax", "umax", "and",
                                          "or", "xor", "inc", "dec") for x, b in (("", 32), ("_x2", 64))) + (
    ("add_f32", "add_f", 32), ("pk_add_f16", "pk_add_f16", 32), ("pk_add_bf16", "pk_add_bf16", 32),
    ("add_f64", "add_f", 64), ("min_f64", "min_f", 64), ("max_f64", "max_f", 64))

OPS: dict = {}
for _stem, _kind, _types in _DS_ROWS:
    for _t in _types:
        _bits = 64 if _t.endswith("64") else 32
        OPS[f"ds_{_stem}_{_t}"] = _ds_atomic(_kind, _bits, False)
        OPS[f"ds_{_stem}_rtn_{_t}"] = _ds_atomic(_kind, _bits, True)
for _t, _bits in (("b32", 32), ("b64", 64)):       # exchange exists only in the returning form
    OPS[f"ds_wrxchg_rtn_{_t}"] = _ds_atomic("swap", _bits, True)
    OPS[f"ds_wrxchg2_rtn_{_t}"] = _ds_wrxchg2(_bits, False)
    OPS[f"ds_wrxchg2st64_rtn_{_t}"] = _ds_wrxchg2(_bits, True)
for _sfx, _kind, _bits in _VMEM_ROWS:
    if not _kind.endswith(("_f", "f16", "bf16")):      # the scalar unit has the integer atomics only
        OPS[f"s_atomic_{_sfx}"] = _smem_atomic(_kind, _bits)
    OPS[f"buffer_atomic_{_sfx}"] = _buffer_atomic(_kind, _bits)
    OPS[f"global_atomic_{_sfx}"] = _global_atomic(_kind, _bits)
    OPS[f"flat_atomic_{_sfx}"] = _global_atomic(_kind, _bits, flat=True)
