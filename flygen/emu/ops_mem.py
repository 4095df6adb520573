"""Memory instructions: SMEM, MUBUF (buffer_*), global_*, DS (LDS) and LDS DMA, for all waves at once.

Loads complete immediately in the model; the hazard tracker (ctx.haz) records which registers are still
"in flight" until the matching s_waitcnt, and reports early reads.
Atomics live in ops_atomic.py. Buffer rules (gfx950-reference §4): which range check applies is CDNA4 ISA §9.1.5.1
(`_buffer_kind`): raw when AddTID == 0, SwizzleEn == 0 and the instruction has no idxen, whatever the stride:
per dword of the access, voffset + inst_offset against num_records - soffset (saturating; `_raw_limit`);
structured when AddTID == 0, stride != 0 and idxen: the index against num_records. Out-of-range loads read 0,
out-of-range stores and atomics are dropped and reported as info. LDS DMA (`... lds`, global_load_lds_*)
writes lane t's data at M0 + inst_offset + t*slot, slot = 4 B for sizes up to a dword and 16 B for 12/16 B
(isa.memops.lds_dma_lane_slot, sources there).
"""
from __future__ import annotations

import numpy as np

from flygen.asm.parse import Operand
from flygen.emu.state import M0, exec_mask, read_s64, sreg, vslot, vsrc
from flygen.errors import EmulatorError
from flygen.isa.memops import lds_dma_lane_slot, tr_read_sources

U8, U32, U64, I64 = np.uint8, np.uint32, np.uint64, np.int64

# ---------------------------------------------------------------------------------------------
# SMEM


def _smem_load(count, buffer):
    def run(ctx, ins, w):
        st = ctx.st
        d, base_op = ins.operands[0], ins.operands[1]
        off = np.zeros(st.s[w, 0].shape, U64)
        if len(ins.operands) > 2:
            off = sreg(st, w, ins.operands[2], ins).astype(U64) if ins.operands[2].kind == "s" else \
                off + U64(ins.operands[2].value & 0xFFFFFFFF)
        off = off + U64(int(ins.mods.get("offset", 0)))
        nbytes = 4 * count
        if buffer:
            base, _, num, _ = _vdesc(st, w, base_op.idx)
            addr = (base + off) & ~U64(3)
            inb = (off[:, None] + np.arange(0, nbytes, 4, dtype=U64)) < num[:, None].astype(U64)
            data = np.zeros((addr.size, count), U32)
            rows = inb.any(axis=1)
            if rows.any():
                got = ctx.dev.gather(addr[rows], nbytes).view(U32).reshape(-1, count)
                data[rows] = np.where(inb[rows], got, 0)
        else:
            addr = (read_s64(st, w, base_op.idx) + off) & ~U64(3)
            data = ctx.dev.gather(addr, nbytes).view(U32).reshape(-1, count)
        st.s[w, d.idx:d.idx + count] = data
        ctx.haz.issue_smem(w, ins, d.idx, count)
    return run


def _smem_addr(ctx, ins, w):
    """uint64 [n]: sbase (64-bit) + the SGPR or immediate offset + `offset:`, dword aligned (the low 2 bits are
    ignored, as for s_load; CDNA4 ISA "Scalar Memory Operations")."""
    st = ctx.st
    base_op = ins.operands[1]
    off = np.zeros(st.s[w, 0].shape, U64)
    if len(ins.operands) > 2:
        o = ins.operands[2]
        off = sreg(st, w, o, ins).astype(U64) if o.kind == "s" else off + U64(o.value & 0xFFFFFFFF)
    off = off + U64(int(ins.mods.get("offset", 0)))
    return (read_s64(st, w, base_op.idx) + off) & ~U64(3)


def _smem_store(count):
    """s_store_dword{,x2,x4} sdata, sbase, offset: the SGPRs to memory. The scalar data cache is not modelled:
    the bytes are in device memory at once (a reader on another CU needs the writer's s_dcache_wb on hardware;
    the model does not check that the kernel issues it)."""
    def run(ctx, ins, w):
        st = ctx.st
        d = ins.operands[0]
        addr = _smem_addr(ctx, ins, w)
        data = np.ascontiguousarray(st.s[w, d.idx:d.idx + count].astype(U32)).view(U8).reshape(-1, 4 * count)
        ctx.dev.scatter(addr, data)
        ctx.haz.issue_smem(w, ins, d.idx, 0)
    return run


# ---------------------------------------------------------------------------------------------
# buffer resource


def _vdesc(st, w, idx):
    """(base uint64 [n], stride [n], num_records [n], word3 [n]) of the V# in s[idx:idx+3]."""
    w0, w1 = st.s[w, idx].astype(U64), st.s[w, idx + 1].astype(U64)
    base = w0 | ((w1 & U64(0xFFFF)) << U64(32))
    stride = (w1 >> U64(16)) & U64(0x3FFF)
    return base, stride, st.s[w, idx + 2].astype(U64), st.s[w, idx + 3]


# V# bits (CDNA4 ISA §9.1.8 "Buffer Resource"): Swizzle enable is bit 63 (word 1 bit 31), Add tid enable bit 119
# (word 3 bit 23). Bit 62 (cache swizzle, word 1 bit 30) only picks TC L1 banks: no effect on the data.
SWIZZLE_EN_BIT, ADD_TID_BIT = 31, 23


def _buffer_kind(ctx, ins, w, rsrc_op, stride):
    """bool [n]: True for a raw buffer, False for a structured one (CDNA4 ISA §9.1.5.1 "Range Checking":
    raw when AddTID==0 && SwizzleEn==0 && IdxEn==0; structured when AddTID==0 && Stride!=0 && IdxEn==1).
    The other V#s (private/scratch with AddTID, swizzled addressing §9.1.5.2, idxen with stride 0, which the
    ISA names no range check for) are not modelled: refused, not guessed."""
    st = ctx.st
    add_tid = ((st.s[w, rsrc_op.idx + 3] >> U32(ADD_TID_BIT)) & U32(1)).astype(bool)
    swizzle = ((st.s[w, rsrc_op.idx + 1] >> U32(SWIZZLE_EN_BIT)) & U32(1)).astype(bool)
    idxen = bool(ins.mods.get("idxen"))
    raw = ~add_tid & ~swizzle & (not idxen)
    structured = ~add_tid & (stride != 0) & idxen & ~swizzle
    bad = ~(raw | structured)
    if bad.any():
        k = int(np.flatnonzero(bad)[0])
        raise EmulatorError(
            f"line {ins.line}: {ins.text}: buffer V# in s[{rsrc_op.idx}:{rsrc_op.idx + 3}] with add_tid="
            f"{int(add_tid[k])}, swizzle_en={int(swizzle[k])}, stride={int(stride[k])}, idxen={int(idxen)} is "
            f"neither a raw nor a structured buffer (CDNA4 ISA 9.1.5.1); the emulator does not model it")
    return raw


_LOADS = {   # suffix -> (bytes, dwords written, kind)
    "dword": (4, 1, "u"), "dwordx2": (8, 2, "u"), "dwordx3": (12, 3, "u"), "dwordx4": (16, 4, "u"),
    "ubyte": (1, 1, "u"), "sbyte": (1, 1, "s"), "ushort": (2, 1, "u"), "sshort": (2, 1, "s"),
    "short_d16": (2, 1, "lo"), "short_d16_hi": (2, 1, "hi"), "ubyte_d16": (1, 1, "lo"),
    "ubyte_d16_hi": (1, 1, "hi"), "sbyte_d16": (1, 1, "slo"), "sbyte_d16_hi": (1, 1, "shi"),
}
_STORES = {"dword": (4, "w"), "dwordx2": (8, "w"), "dwordx3": (12, "w"), "dwordx4": (16, "w"),
           "byte": (1, "w"), "short": (2, "w"), "short_d16_hi": (2, "hi"), "byte_d16_hi": (1, "hi")}


def _buffer_addr(ctx, ins, w, vaddr_op, rsrc_op, soff_op):
    """Per-lane device address [n, 64] (uint64), the offset voffset + inst_offset (u32), index, stride, the limit
    that offset + bytes must not exceed (`_raw_limit`) and V# word 3."""
    st = ctx.st
    base, stride, num, word3 = _vdesc(st, w, rsrc_op.idx)
    soff = sreg(st, w, soff_op, ins).astype(U64) if soff_op.kind in ("s", "imm") else np.zeros(base.shape, U64)
    inst = U64(int(ins.mods.get("offset", 0)) & 0xFFF)
    n = base.shape[0]
    voff = np.zeros((n, 64), U64)
    index = np.zeros((n, 64), U64)
    k = 0
    if ins.mods.get("idxen"):
        index = np.broadcast_to(vsrc(st, w, vaddr_op, ins, k), (n, 64)).astype(U64)
        k += 1
    if ins.mods.get("offen"):
        voff = np.broadcast_to(vsrc(st, w, vaddr_op, ins, k), (n, 64)).astype(U64)
    off = (voff + inst) & U64(0xFFFFFFFF)        # only voffset + inst_offset wraps at 32 bits
    addr = base[:, None] + soff[:, None] + off + index * stride[:, None]
    raw = _buffer_kind(ctx, ins, w, rsrc_op, stride)
    return addr, off, index, raw, _raw_limit(num, raw, soff), word3


def _raw_limit(num, raw, soff):
    """The bound `_in_range` checks voffset + inst_offset + bytes against: for raw buffers num_records - soffset,
    saturating at 0 (soffset takes part in the range check: rocjitsu ROCm/rocm-systems#10928 "SOFFSET and the
    instruction offset count toward the bounds check", LLVM #207796, rocMLIR #678, Triton Gluon cdna3/cdna4
    buffer docs; gfx950-reference §4). Structured buffers check the index against num_records."""
    return np.where(raw, np.where(soff > num, U64(0), num - np.minimum(soff, num)), num)


def _in_range(off, index, raw, num, nbytes):
    """bool [n, 64, nbytes//4 or 1]: each dword (or the whole sub-dword access) of the access is in range.
    `raw` [n] is `_buffer_kind`'s answer per wave."""
    if nbytes >= 4:
        ends = off[..., None] + np.arange(4, nbytes + 1, 4, dtype=U64)
    else:
        ends = off[..., None] + U64(nbytes)
    raw = raw[:, None, None]
    raw_ok = ends <= num[:, None, None]
    struct_ok = (index < num[:, None])[..., None] & np.ones_like(raw_ok)
    return np.where(raw, raw_ok, struct_ok)


def _partial(ctx, ins, w, mask, ok, what):
    """Warn when an active lane's multi-dword access is partly in range: hardware results are chipset dependent
    (MLIR AMDGPU dialect: "Partially-out of bounds have chipset-dependent behavior"), so kernels must not rely
    on whatever the model does."""
    if ok.shape[-1] < 2:
        return
    part = mask & ok.any(axis=2) & ~ok.all(axis=2)
    if part.any():
        ctx.haz.warning(w, part.any(axis=1), ins, "partial_oob",
                        f"multi-dword buffer access partly out of range (chipset-dependent on hardware; {what})")


def _mubuf_load(suffix):
    nbytes, ndw, kind = _LOADS[suffix]

    def run(ctx, ins, w):
        st = ctx.st
        lds = bool(ins.mods.get("lds"))
        ops = ins.operands
        vdata, rest = (None, ops) if lds else (ops[0], ops[1:])
        addr, off, index, raw, num, word3 = _buffer_addr(ctx, ins, w, rest[0], rest[1], rest[2])
        mask = exec_mask(st, w)
        ok = _in_range(off, index, raw, num, nbytes)                # [n, 64, d]
        ok &= (((word3 >> U32(15)) & U32(0xF)) != 0)[:, None, None]     # data_format 0 reads nothing
        okb = np.repeat(ok, 4, axis=2)[..., :nbytes] if nbytes >= 4 else ok
        need = mask & okb.any(axis=2)
        data = np.zeros(mask.shape + (nbytes,), U8)
        if need.any():
            whole = mask & okb.all(axis=2)
            if (need == whole).all():
                data[need] = ctx.dev.gather(addr[need], nbytes)
            else:   # partly in range: touch only the in-range dwords (the rest may lie outside any allocation)
                for j in range(ok.shape[2]):
                    part = mask & ok[..., j]
                    if part.any():
                        lo, hi = 4 * j, min(4 * j + 4, nbytes)
                        data[part, lo:hi] = ctx.dev.gather(addr[part] + U64(lo), hi - lo)
        data = np.where(okb, data, 0)
        if (mask & ~okb.all(axis=2)).any():
            ctx.haz.info(w, ins, "oob_load", "buffer load partly out of range (reads 0)")
        _partial(ctx, ins, w, mask, ok, "load: the model reads 0 for the out-of-range dwords")
        if lds:
            _lds_dma(ctx, ins, w, data, mask)
            return
        _write_loaded(ctx, ins, w, vdata, data, mask, kind, nbytes, ndw)
    return run


def _write_loaded(ctx, ins, w, vdata, data, mask, kind, nbytes, ndw):
    st = ctx.st
    slot = vslot(vdata)
    if nbytes >= 4:
        words = data.view(U32).reshape(mask.shape + (nbytes // 4,))
        for j in range(nbytes // 4):
            st.v[w, slot + j] = np.where(mask, words[..., j], st.v[w, slot + j])
        ctx.haz.issue_vmem_load(w, ins, slot, nbytes // 4)
        return
    val = data[..., 0].astype(U32) if nbytes == 1 else data.view(np.uint16)[..., 0].astype(U32)
    cur = st.v[w, slot]
    bits = 8 * nbytes
    sext = lambda x: ((x.astype(I64) ^ (1 << (bits - 1))) - (1 << (bits - 1))).astype(np.int32).view(U32)
    if kind == "s":
        val = sext(val)
    elif kind in ("lo", "slo"):
        val = (cur & U32(0xFFFF0000)) | ((sext(val) if kind == "slo" else val) & U32(0xFFFF))
    elif kind in ("hi", "shi"):
        val = (cur & U32(0xFFFF)) | (((sext(val) if kind == "shi" else val) & U32(0xFFFF)) << U32(16))
    st.v[w, slot] = np.where(mask, val, cur)
    ctx.haz.issue_vmem_load(w, ins, slot, 1)


def _store_bytes(ctx, ins, w, vdata, nbytes, kind, mask):
    st = ctx.st
    slot = vslot(vdata)
    if nbytes >= 4:
        regs = np.stack([np.broadcast_to(vsrc(st, w, vdata, ins, j), mask.shape) for j in range(nbytes // 4)], -1)
        return np.ascontiguousarray(regs.astype(U32)).view(U8).reshape(mask.shape + (nbytes,))
    v = st.v[w, slot]
    if kind == "hi":
        v = v >> U32(16)
    return np.ascontiguousarray(v.astype(U32)).view(U8).reshape(mask.shape + (4,))[..., :nbytes]


def _mubuf_store(suffix):
    nbytes, kind = _STORES[suffix]

    def run(ctx, ins, w):
        st = ctx.st
        vdata, vaddr, rsrc, soff = ins.operands[:4]
        ctx.haz.read_vregs(w, ins, vslot(vdata), max(1, nbytes // 4))
        addr, off, index, raw, num, word3 = _buffer_addr(ctx, ins, w, vaddr, rsrc, soff)
        mask = exec_mask(st, w)
        ok_dw = _in_range(off, index, raw, num, nbytes)
        ok_dw &= (((word3 >> U32(15)) & U32(0xF)) != 0)[:, None, None]
        ok = ok_dw.all(axis=2)
        if (mask & ~ok).any():
            ctx.haz.info(w, ins, "oob_store", "buffer store out of range (dropped)")
        _partial(ctx, ins, w, mask, ok_dw, "store: the model drops the whole store")
        sel = mask & ok
        data = _store_bytes(ctx, ins, w, vdata, nbytes, kind, mask)
        ctx.dev.scatter(addr[sel], data[sel])
        ctx.haz.issue_vmem_store(w, ins)
    return run


# ---------------------------------------------------------------------------------------------
# global_*


def _global_addr(ctx, ins, w, vaddr, saddr):
    st = ctx.st
    off = int(ins.mods.get("offset", 0))
    n = st.s[w, 0].shape[0]
    if saddr.kind == "off":
        a = np.broadcast_to(vsrc(st, w, vaddr, ins, 0), (n, 64)).astype(U64) | \
            (np.broadcast_to(vsrc(st, w, vaddr, ins, 1), (n, 64)).astype(U64) << U64(32))
    else:
        a = read_s64(st, w, saddr.idx)[:, None] + np.broadcast_to(vsrc(st, w, vaddr, ins, 0), (n, 64)).astype(U64)
    return (a.astype(I64) + off).astype(U64) if off < 0 else a + U64(off)


_OFF = Operand("off", text="off")


def _global_load(suffix, flat=False):
    """global_load (vdst, vaddr, saddr|off) or flat_load (vdst, vaddr): flat addresses are device addresses
    (the LDS and private apertures are not modelled: such an address faults like any unallocated one)."""
    nbytes, ndw, kind = _LOADS[suffix]

    def run(ctx, ins, w):
        st = ctx.st
        vdst, vaddr = ins.operands[:2]
        saddr = _OFF if flat else ins.operands[2]
        addr = _global_addr(ctx, ins, w, vaddr, saddr)
        mask = exec_mask(st, w)
        data = np.zeros(mask.shape + (nbytes,), U8)
        data[mask] = ctx.dev.gather(addr[mask], nbytes)
        _write_loaded(ctx, ins, w, vdst, data, mask, kind, nbytes, ndw)
    return run


def _global_store(suffix, flat=False):
    nbytes, kind = _STORES[suffix]

    def run(ctx, ins, w):
        st = ctx.st
        vaddr, vdata = ins.operands[:2]
        saddr = _OFF if flat else ins.operands[2]
        ctx.haz.read_vregs(w, ins, vslot(vdata), max(1, nbytes // 4))
        addr = _global_addr(ctx, ins, w, vaddr, saddr)
        mask = exec_mask(st, w)
        data = _store_bytes(ctx, ins, w, vdata, nbytes, kind, mask)
        ctx.dev.scatter(addr[mask], data[mask])
        ctx.haz.issue_vmem_store(w, ins)
    return run


def _global_load_lds(nbytes):
    def run(ctx, ins, w):
        st = ctx.st
        vaddr, saddr = ins.operands[:2]
        addr = _global_addr(ctx, ins, w, vaddr, saddr)
        mask = exec_mask(st, w)
        data = np.zeros(mask.shape + (nbytes,), U8)
        data[mask] = ctx.dev.gather(addr[mask], nbytes)
        _lds_dma(ctx, ins, w, data, mask)
    return run


def _lds_dma(ctx, ins, w, data, mask):
    """LDS DMA: lane t's bytes land at M0 + inst_offset + t*slot (isa.memops.lds_dma_lane_slot, sources there);
    only the loaded bytes are written."""
    st = ctx.st
    nbytes = data.shape[-1]
    base = st.s[w, M0].astype(I64) & 0x3FFFF
    inst = int(ins.mods.get("offset", 0)) & 0xFFF if ins.op.startswith("buffer_") else int(ins.mods.get("offset", 0))
    lane_addr = base[:, None] + inst + np.arange(64, dtype=I64) * lds_dma_lane_slot(nbytes)
    _lds_store(ctx, ins, w, lane_addr, data, mask, dma=True)
    ctx.haz.issue_lds_dma(w, ins)


# ---------------------------------------------------------------------------------------------
# LDS


def _lds_gather(ctx, ins, w, addr, nbytes, mask):
    st = ctx.st
    wg = st.wg[w]
    span = addr[..., None] + np.arange(nbytes, dtype=I64)
    ok = (addr >= 0) & (addr + nbytes <= st.lds_bytes) & mask
    if (mask & ~ok).any():
        ctx.haz.info(w, ins, "lds_oob", "LDS access beyond the workgroup's allocation (reads 0)")
    safe = np.where(ok[..., None], span, 0)
    data = st.lds[wg[:, None, None], safe]
    ctx.haz.lds_access(w, ins, addr, nbytes, ok, write=False)
    return np.where(ok[..., None], data, 0)


def _lds_store(ctx, ins, w, addr, data, mask, dma=False):
    st = ctx.st
    wg = np.broadcast_to(st.wg[w][:, None], mask.shape)
    nbytes = data.shape[-1]
    ok = (addr >= 0) & (addr + nbytes <= st.lds_bytes) & mask
    if (mask & ~ok).any():
        ctx.haz.info(w, ins, "lds_oob", "LDS write beyond the workgroup's allocation (dropped)")
    span = addr[..., None] + np.arange(nbytes, dtype=I64)
    rows = np.broadcast_to(wg[..., None], span.shape)
    safe = np.where(ok[..., None], span, 0)
    before = st.lds[rows, safe]
    # lane order within a wave decides overlapping writes (later lane wins), like the model of one DS op
    st.lds[rows[ok], span[ok]] = data[ok]
    ctx.haz.lds_access(w, ins, addr, nbytes, ok, write=True, dma=dma,
                       same=lambda: _same_bytes(st, rows, safe, ok, data, before))


def _same_bytes(st, rows, safe, ok, data, before):
    """Per lane of an LDS write: (its wave's effective bytes at the lane's span -- its lanes applied in order --
    equal what the span held before this call, ... equal what it holds after it). The hazard check's
    same-value rule: unordered writes of equal bytes leave the same LDS in any order."""
    eff = np.zeros(st.lds.shape[1], np.uint8)          # scratch: only positions written just before are read
    out_before, out_after = np.zeros(ok.shape, bool), np.zeros(ok.shape, bool)
    after = st.lds[rows, safe]
    for i in range(ok.shape[0]):
        o = ok[i]
        if not o.any():
            continue
        eff[safe[i][o]] = data[i][o]
        mine = eff[safe[i][o]]
        out_before[i, o] = (mine == before[i][o]).all(-1)
        out_after[i, o] = (mine == after[i][o]).all(-1)
    return out_before, out_after


def _ds_addr(ctx, ins, w, vaddr, offset):
    st = ctx.st
    n = st.s[w, 0].shape[0]
    return np.broadcast_to(vsrc(st, w, vaddr, ins), (n, 64)).astype(I64) + offset


_DS_READ = {"b32": (4, "u"), "b64": (8, "u"), "b96": (12, "u"), "b128": (16, "u"), "u8": (1, "u"),
            "i8": (1, "s"), "u16": (2, "u"), "i16": (2, "s"), "u8_d16": (1, "lo"), "u8_d16_hi": (1, "hi"),
            "u16_d16": (2, "lo"), "u16_d16_hi": (2, "hi"), "i8_d16": (1, "slo"), "i8_d16_hi": (1, "shi")}
_DS_WRITE = {"b32": (4, "w"), "b64": (8, "w"), "b96": (12, "w"), "b128": (16, "w"), "b8": (1, "w"),
             "b16": (2, "w"), "b8_d16_hi": (1, "hi"), "b16_d16_hi": (2, "hi")}


def _ds_read(suffix):
    nbytes, kind = _DS_READ[suffix]

    def run(ctx, ins, w):
        vdst, vaddr = ins.operands[:2]
        mask = exec_mask(ctx.st, w)
        addr = _ds_addr(ctx, ins, w, vaddr, int(ins.mods.get("offset", 0)))
        data = _lds_gather(ctx, ins, w, addr, nbytes, mask)
        _write_loaded_ds(ctx, ins, w, vdst, data, mask, kind, nbytes)
    return run


def _write_loaded_ds(ctx, ins, w, vdst, data, mask, kind, nbytes, issue=True):
    # reuse the VMEM writer, but register the result under lgkmcnt
    haz = ctx.haz
    ctx.haz = _Silent
    try:
        _write_loaded(ctx, ins, w, vdst, data, mask, kind, nbytes, max(1, nbytes // 4))
    finally:
        ctx.haz = haz
    if issue:
        haz.issue_ds_load(w, ins, vslot(vdst), max(1, nbytes // 4))


class _Silent:
    @staticmethod
    def issue_vmem_load(*a, **k):
        pass


def _ds_write(suffix):
    nbytes, kind = _DS_WRITE[suffix]

    def run(ctx, ins, w):
        vaddr, vdata = ins.operands[:2]
        ctx.haz.read_vregs(w, ins, vslot(vdata), max(1, nbytes // 4))
        mask = exec_mask(ctx.st, w)
        addr = _ds_addr(ctx, ins, w, vaddr, int(ins.mods.get("offset", 0)))
        data = _store_bytes(ctx, ins, w, vdata, nbytes, kind, mask)
        _lds_store(ctx, ins, w, addr, data, mask)
        ctx.haz.issue_ds_store(w, ins)
    return run


def _ds_read2(size, st64):
    unit = size * (64 if st64 else 1)

    def run(ctx, ins, w):
        vdst, vaddr = ins.operands[:2]
        mask = exec_mask(ctx.st, w)
        n = size // 4
        # both addresses and both reads before any write: vdst may overlap vaddr (llc: ds_read2_b32 v[2:3], v2)
        datas = [_lds_gather(ctx, ins, w, _ds_addr(ctx, ins, w, vaddr, int(ins.mods.get(key, 0)) * unit), size, mask)
                 for key in ("offset0", "offset1")]
        for j, data in enumerate(datas):
            d = type(vdst)(vdst.kind, vdst.idx + j * n, n, text=vdst.text)
            _write_loaded_ds(ctx, ins, w, d, data, mask, "u", size, issue=False)
        ctx.haz.issue_ds_load(w, ins, vslot(vdst), 2 * n)     # one DS instruction: one lgkmcnt step
    return run


def _ds_write2(size, st64):
    unit = size * (64 if st64 else 1)

    def run(ctx, ins, w):
        vaddr, d0, d1 = ins.operands[:3]
        mask = exec_mask(ctx.st, w)
        for key, vd in (("offset0", d0), ("offset1", d1)):
            ctx.haz.read_vregs(w, ins, vslot(vd), size // 4)
            addr = _ds_addr(ctx, ins, w, vaddr, int(ins.mods.get(key, 0)) * unit)
            _lds_store(ctx, ins, w, addr, _store_bytes(ctx, ins, w, vd, size, "w", mask), mask)
        ctx.haz.issue_ds_store(w, ins)
    return run


def _ds_read_tr(bits):
    """ds_read_b64_tr_b{16,8,4}: in each group of 16 lanes, lane j loads 8 bytes = E = 64/bits elements; the
    result lane t holds element k (k = 0..E-1) = element (t mod E) loaded by lane (16/E)*k + t div E of its group
    (4-bit elements: nibble i = bits 4i..4i+3, low nibble first). Derived from reference §3 (Triton's
    description); cross-checked against Triton 3.9 gfx950 code (tests/test_emu_triton_corpus.py: b16/b8 in the
    DMA and k-major GEMMs, b4 in gemm_mxfp4_npack/_mpack); not run on hardware.
    """
    src = np.array(tr_read_sources(bits))                                        # [64, E, 2]: the one table
    src_lane, src_elem = src[..., 0], src[..., 1]                                # (flygen/isa/memops.py)

    def run(ctx, ins, w):
        vdst, vaddr = ins.operands[:2]
        mask = exec_mask(ctx.st, w)
        addr = _ds_addr(ctx, ins, w, vaddr, int(ins.mods.get("offset", 0)))
        data = _lds_gather(ctx, ins, w, addr, 8, mask)                  # [n, 64, 8]
        if bits == 16:
            el = data.view(np.uint16)                                     # [n, 64, 4]
        elif bits == 4:
            el = np.stack([data & U8(0xF), data >> U8(4)], -1).reshape(data.shape[:2] + (16,))
        else:
            el = data
        out = el[:, src_lane, src_elem]                                   # [n, 64, E]
        if bits == 4:
            out = (out[..., 0::2] | (out[..., 1::2] << U8(4))).astype(U8)
        out = np.ascontiguousarray(out).view(U8).reshape(data.shape)
        _write_loaded_ds(ctx, ins, w, vdst, out, mask, "u", 8)
    return run


def _ds_bpermute(ctx, ins, w):
    st = ctx.st
    vdst, vaddr, vdata = ins.operands[:3]
    mask = exec_mask(st, w)
    addr = _ds_addr(ctx, ins, w, vaddr, int(ins.mods.get("offset", 0)))
    src_lane = (addr >> 2) & 63
    data = np.broadcast_to(vsrc(st, w, vdata, ins), mask.shape)
    rows = np.arange(mask.shape[0])[:, None]
    val = np.where(mask[rows, src_lane], data[rows, src_lane], 0).astype(U32)
    st.v[w, vslot(vdst)] = np.where(mask, val, st.v[w, vslot(vdst)])
    ctx.haz.issue_ds_load(w, ins, vslot(vdst), 1)


def _ds_swizzle(ctx, ins, w):
    """ds_swizzle_b32 vdst, vsrc offset:N. offset[15] = 1: quad permute, lane j reads (j & ~3) | perm[j & 3];
    otherwise bitmask mode within each 32-lane half: lane j reads ((j & and) | or) ^ xor (masks in offset
    [4:0] [9:5] [14:10]). An inactive source lane reads 0 (ASSUMED, as ds_bpermute)."""
    st = ctx.st
    vdst, vsrc_op = ins.operands[:2]
    off = int(ins.mods.get("offset", 0))
    src = _swizzle_lanes(off)
    mask = exec_mask(st, w)
    data = np.broadcast_to(vsrc(st, w, vsrc_op, ins), mask.shape)
    val = np.where(mask[:, src], data[:, src], 0).astype(U32)
    st.v[w, vslot(vdst)] = np.where(mask, val, st.v[w, vslot(vdst)])
    ctx.haz.issue_ds_load(w, ins, vslot(vdst), 1)


def _swizzle_lanes(off: int) -> np.ndarray:
    j = np.arange(64)
    if off & 0x8000:
        perm = np.array([(off >> (2 * k)) & 3 for k in range(4)])
        return (j & ~3) | perm[j & 3]
    and_m, or_m, xor_m = off & 0x1F, (off >> 5) & 0x1F, (off >> 10) & 0x1F
    return (j & 32) | ((((j & 31) & and_m) | or_m) ^ xor_m)


# ---------------------------------------------------------------------------------------------
# scratch_* (private memory): each lane has its own bytes [0, private_segment_fixed_size); the address is
# vaddr (or 0 if `off`) + saddr (or 0) + offset, an offset into that lane's private segment (architected
# flat scratch, as LLVM uses it on gfx950). Outside the segment is an error (a kernel bug, not a fault model).

def _scratch(ctx):
    st = ctx.st
    if getattr(st, "scratch", None) is None:
        kd = ctx.kernel.descriptor if ctx.kernel is not None else {}
        size = int(kd.get("private_segment_fixed_size", ctx.kernel.metadata.get(".private_segment_fixed_size", 0)
                          if ctx.kernel is not None else 0))
        st.scratch = np.zeros((st.W, 64, max(size, 4)), U8)
        st.scratch_bytes = size
    return st.scratch


def _scratch_addr(ctx, ins, w, vaddr, saddr, nbytes, mask):
    st = ctx.st
    n = mask.shape[0]
    a = np.zeros((n, 64), I64)
    if vaddr.kind != "off":
        a = a + np.broadcast_to(vsrc(st, w, vaddr, ins), (n, 64)).astype(I64)
    if saddr.kind != "off":
        a = a + sreg(st, w, saddr, ins).astype(np.int32).astype(I64)[:, None]
    a = a + int(ins.mods.get("offset", 0))
    _scratch(ctx)
    bad = mask & ((a < 0) | (a + nbytes > st.scratch_bytes))
    if bad.any():
        r, l = np.argwhere(bad)[0]
        raise EmulatorError(f"line {ins.line}: scratch access at {int(a[r, l])} (+{nbytes} B) outside the "
                            f"{st.scratch_bytes}-byte private segment (lane {l}): {ins.text}")
    return a


def _scratch_load(suffix):
    nbytes, ndw, kind = _LOADS[suffix]

    def run(ctx, ins, w):
        vdst, vaddr, saddr = ins.operands[:3]
        mask = exec_mask(ctx.st, w)
        a = _scratch_addr(ctx, ins, w, vaddr, saddr, nbytes, mask)
        rows = np.arange(ctx.st.W)[w][:, None, None]
        idx = np.where(mask, a, 0)[..., None] + np.arange(nbytes)
        data = np.where(mask[..., None], ctx.st.scratch[rows, np.arange(64)[None, :, None], idx], 0).astype(U8)
        _write_loaded(ctx, ins, w, vdst, np.ascontiguousarray(data), mask, kind, nbytes, ndw)
    return run


def _scratch_store(suffix):
    nbytes, kind = _STORES[suffix]

    def run(ctx, ins, w):
        vaddr, vdata, saddr = ins.operands[:3]
        ctx.haz.read_vregs(w, ins, vslot(vdata), max(1, nbytes // 4))
        mask = exec_mask(ctx.st, w)
        a = _scratch_addr(ctx, ins, w, vaddr, saddr, nbytes, mask)
        data = _store_bytes(ctx, ins, w, vdata, nbytes, kind, mask)
        r, l = np.nonzero(mask)
        rows = np.arange(ctx.st.W)[w][r]
        ctx.st.scratch[rows[:, None], l[:, None], a[r, l][:, None] + np.arange(nbytes)] = data[r, l]
        ctx.haz.issue_vmem_store(w, ins)
    return run


OPS: dict = {}
for _cnt, _sfx in ((1, "dword"), (2, "dwordx2"), (4, "dwordx4"), (8, "dwordx8"), (16, "dwordx16")):
    OPS[f"s_load_{_sfx}"] = _smem_load(_cnt, False)
    OPS[f"s_buffer_load_{_sfx}"] = _smem_load(_cnt, True)
    if _cnt in (1, 2, 4):
        OPS[f"s_store_{_sfx}"] = _smem_store(_cnt)
for _sfx in _LOADS:
    OPS[f"buffer_load_{_sfx}"] = _mubuf_load(_sfx)
    OPS[f"global_load_{_sfx}"] = _global_load(_sfx)
    OPS[f"flat_load_{_sfx}"] = _global_load(_sfx, flat=True)
    OPS[f"scratch_load_{_sfx}"] = _scratch_load(_sfx)
for _sfx in _STORES:
    OPS[f"buffer_store_{_sfx}"] = _mubuf_store(_sfx)
    OPS[f"global_store_{_sfx}"] = _global_store(_sfx)
    OPS[f"flat_store_{_sfx}"] = _global_store(_sfx, flat=True)
    OPS[f"scratch_store_{_sfx}"] = _scratch_store(_sfx)
for _n, _sfx in ((4, "dword"), (12, "dwordx3"), (16, "dwordx4"), (1, "ubyte"), (2, "ushort"), (1, "sbyte"),
                 (2, "sshort")):
    OPS[f"global_load_lds_{_sfx}"] = _global_load_lds(_n)
for _sfx in _DS_READ:
    OPS[f"ds_read_{_sfx}"] = _ds_read(_sfx)
for _sfx in _DS_WRITE:
    OPS[f"ds_write_{_sfx}"] = _ds_write(_sfx)
for _size, _sfx in ((4, "b32"), (8, "b64")):
    OPS[f"ds_read2_{_sfx}"] = _ds_read2(_size, False)
    OPS[f"ds_read2st64_{_sfx}"] = _ds_read2(_size, True)
    OPS[f"ds_write2_{_sfx}"] = _ds_write2(_size, False)
    OPS[f"ds_write2st64_{_sfx}"] = _ds_write2(_size, True)
OPS["ds_read_b64_tr_b16"] = _ds_read_tr(16)
OPS["ds_read_b64_tr_b8"] = _ds_read_tr(8)
OPS["ds_read_b64_tr_b4"] = _ds_read_tr(4)
OPS["ds_bpermute_b32"] = _ds_bpermute
OPS["ds_swizzle_b32"] = _ds_swizzle
OPS.update({k: (lambda ctx, ins, w: None) for k in ("buffer_wbl2", "buffer_inv", "buffer_wbinvl1_vol",
                                                   "buffer_wbinvl1")})
