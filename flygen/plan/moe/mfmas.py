"""The MFMAs of one k-tile of the moe planner as records typed by class (an operand is (fragment buffer, first
logical register, count)): `ScaledMfma` (MX: e8m0 scales of both operands), `DenseMfma` (a8w8: unscaled fp8),
and for a16w4 a `Dequant` (fp4 weights -> bf16 registers) followed by its `BfMfma`s. `items` turns one record
into instructions on a fragment copy."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.plan.items import instr
from flygen.plan.moe.regs import Regs


@dataclass(frozen=True)
class ScaledMfma:
    acc: str
    ops: tuple                # (weight fragment, activation fragment, weight scale, activation scale)
    mods: str


@dataclass(frozen=True)
class DenseMfma:
    acc: str
    ops: tuple                # (weight fragment, activation fragment)


@dataclass(frozen=True)
class Dequant:
    """a16w4: the lane's e8m0 byte `byte` as an f32 scale into `scale`, then the weight dwords -> bf16 `dst`."""
    scale: object
    dst: object
    byte: int
    ops: tuple                # (weight fragment, weight scale)


@dataclass(frozen=True)
class BfMfma:
    acc: str
    wb: str                   # the dequantised bf16 weight registers
    ops: tuple                # (activation fragment,)


@dataclass(frozen=True)
class Mfmas:
    acc: dict                 # half -> accumulator AGPRs
    records: tuple
    code: tuple               # accumulator zeroing (prologue items)


def plan_mfmas(r: Regs, g) -> Mfmas:
    """Accumulators (zeroed in the prologue) and the MFMAs of one k-tile as records (operand registers per
    fragment buffer). Order: k-step outer, then half, m-atom, n-atom, so the first k-step's MFMAs need only the
    first k-step's fragments (and the scales) and can start while the later k-steps' loads are in flight; each
    accumulator still sums its k-steps in ascending order (the same per-MFMA rounding sequence as before)."""
    atom, nm, nn, D = g.atom, g.nm, g.nn, g.D
    acc = {h: r.ra.a(f"a_{h}", nm * nn * 4, note=f"{h} accumulators, {nm} x {nn} atoms of 16x16") for h in g.halves}
    code = tuple(instr("v_accvgpr_write_b32", acc[h].at(x), 0) for h in g.halves for x in range(nm * nn * 4))
    if g.a16:
        return Mfmas(acc, _dequant_mfmas(r, g, acc), code)
    recs = []
    for kk in range(g.ksteps):
        d, byte = divmod(kk, 4)
        sel = f"op_sel:[{byte & 1},{byte & 1},0] op_sel_hi:[{byte >> 1},{byte >> 1},0]"
        for h in g.halves:
            for i in range(nm):
                for j in range(nn):
                    ops = (("wf_" + h, (kk * nn + j) * atom.a_regs, atom.a_regs),
                           ("afrag", (kk * nm + i) * atom.b_regs, atom.b_regs))
                    a = acc[h].at(4 * (i * nn + j), 4)
                    # a8w8: unscaled fp8 x fp8, operands (weight fragment, activation fragment), no e8m0
                    recs.append(DenseMfma(a, ops) if g.a8w8 else
                                ScaledMfma(a, ops + (("sw_" + h, j * D + d, 1), ("sa", i * D + d, 1)),
                                           f"{sel} {g.mods}"))
    return Mfmas(acc, tuple(recs), code)


def _dequant_mfmas(r: Regs, g, acc) -> tuple:
    """a16w4 records of one k-tile: per (k-step, half, n-atom) one `Dequant` record (the e8m0 byte of the lane's
    block as an f32 scale, then 4 x 4 v_cvt_scalef32_pk_bf16_fp4 of the 4 weight dwords into a bf16 buffer; two
    buffers alternate) followed by its micro-step x m-atom bf16 MFMAs. Each accumulator sums k-steps, then
    micro-steps, in ascending K order; the scale is applied once, by the conversion (the MFMA is unscaled)."""
    nm, nn, D, mu, wr = g.nm, g.nn, g.D, g.micro, g.wat.a_regs
    regs = mu * g.atom.a_regs                                  # bf16 registers of one dequantised fragment (16)
    wbf = [r.ra.v(f"v_wbf{c}", regs, note=f"dequantised bf16 weight fragment, buffer {c}") for c in range(2)]
    wsc = [r.ra.v(f"v_wsc{c}", note=f"f32 scale 2^(e-127) of the lane's K block, buffer {c}") for c in range(2)]
    out, c = [], 0
    for kk in range(g.ksteps):
        d, byte = divmod(kk, 4)
        for h in g.halves:
            for j in range(nn):
                out.append(Dequant(wsc[c], wbf[c], byte, (("wf_" + h, (kk * nn + j) * wr, wr), ("sw_" + h, j * D + d, 1))))
                for u in range(mu):
                    for i in range(nm):
                        out.append(BfMfma(acc[h].at(4 * (i * nn + j), 4), wbf[c].at(4 * u, 4),
                                          (("afrag", (kk * nm + i) * g.a_step.b_regs + 4 * u, 4),)))
                c ^= 1
    return tuple(out)


def dequant_items(bufs: dict, g, rec: Dequant, par: int, reads) -> list:
    """The VALU of a `Dequant` record on fragment copy `par`: scale = e8m0 byte `rec.byte` of the lane's scale
    dword moved to the f32 exponent field (only the exponent is read, CDNA4 pseudocode `exponent(S1.f32)`; the
    other bytes land in sign/mantissa), then byte b of weight dword u -> bf16 register 4u + b (low nibble = even
    K, the MFMA's value 2b)."""
    (wb, w0, _), (sb, s0, _) = rec.ops
    wf, sw = bufs[wb].copies[par], bufs[sb].copies[par]
    w0, s0 = bufs[wb].phys(w0), bufs[sb].phys(s0)              # k-step ring slot (flygen.plan.moe.plan)
    sc, dst = rec.scale, rec.dst
    sh = 23 - 8 * rec.byte
    items = [instr("v_lshlrev_b32" if sh >= 0 else "v_lshrrev_b32", sc, abs(sh), sw.at(s0), reads=reads,
                   note=f"scale: e8m0 byte {rec.byte} -> f32 exponent field")]
    for u in range(g.micro):
        for b in range(4):
            items.append(instr("v_cvt_scalef32_pk_bf16_fp4", dst.at(4 * u + b), wf.at(w0 + u), sc,
                               mods=(f"op_sel:[{b & 1},{b >> 1},0]",), reads=reads))
    return items


def items(rec, atom, bufs: dict, g, par: int, reads) -> list:
    """The instructions of one record on fragment copy `par` (`reads`: the load keys it needs landed)."""
    def reg(o):
        return bufs[o[0]].copies[par].at(bufs[o[0]].phys(o[1]), o[2])
    if isinstance(rec, Dequant):
        return dequant_items(bufs, g, rec, par, reads)
    if isinstance(rec, DenseMfma):
        wf, af = (reg(o) for o in rec.ops)
        return [instr(atom.mnemonic, rec.acc, wf, af, rec.acc, reads=reads)]
    if isinstance(rec, BfMfma):
        return [instr(atom.mnemonic, rec.acc, rec.wb, reg(rec.ops[0]), rec.acc, reads=reads)]
    wf, af, sw, sa = (reg(o) for o in rec.ops)
    return [instr(atom.mnemonic, rec.acc, wf, af, rec.acc, sw, sa, mods=(rec.mods,) if rec.mods else (),
                  reads=reads)]
