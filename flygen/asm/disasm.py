"""A pure-Python gfx950 disassembler: machine code -> assembly text in LLVM 22's spelling.

Formats and field layouts: flygen.isa.formats; opcode numbers and operand fields: flygen.isa.gfx950_ops
(generated from the LLVM 22 assembler, tools/gen_gfx950_ops.py); MFMA operand widths of the f8f6f4 forms:
flygen.isa.mfma. The text is what llvm-objdump 22 prints for the same bytes (the MCInstPrinter that
`clang -cc1as -show-encoding` prints with), after the normalisation of docs/disassembler.md; branch targets
become labels. Bytes it cannot decode raise DisassemblyError naming the offset and the bytes, never a guess.
"""
from __future__ import annotations

import re
import struct
from dataclasses import dataclass

from flygen.errors import FlygenError
from flygen.isa import formats as F
from flygen.isa.gfx950_ops import OPS


class DisassemblyError(FlygenError):
    """Bytes that are no gfx950 instruction this disassembler knows (offset and bytes in the message)."""

    def __init__(self, offset: int, data: bytes, why: str):
        self.offset, self.data, self.why = offset, bytes(data), why
        super().__init__(f"cannot disassemble the bytes at offset {offset:#x} "
                         f"({' '.join(f'{b:02x}' for b in data)}): {why}")


@dataclass(frozen=True)
class Decoded:
    offset: int                 # byte offset in the code
    size: int                   # bytes
    text: str                   # LLVM spelling; branch targets as `label_<hex offset>` placeholders
    target: int | None = None   # branch target byte offset


class _Undecodable(Exception):
    pass


# ---- operands ----------------------------------------------------------------------------------------
def _reg(prefix: str, n: int, w: int) -> str:
    return f"{prefix}{n}" if w == 1 else f"{prefix}[{n}:{n + w - 1}]"


def _sreg(v: int, w: int) -> str:
    """A scalar register field value (SGPR, special, ttmp) of `w` dwords."""
    if v <= F.SGPR_LAST:
        if v + w - 1 > F.SGPR_LAST:
            raise _Undecodable(f"SGPR tuple s[{v}:{v + w - 1}] runs past s{F.SGPR_LAST}")
        return _reg("s", v, w)
    if F.TTMP_FIRST <= v <= F.TTMP_LAST:
        return _reg("ttmp", v - F.TTMP_FIRST, w)
    if w == 1 and v in F.SREG_NAMES:
        return F.SREG_NAMES[v]
    if w == 2 and v in F.SREG_PAIRS:
        return F.SREG_PAIRS[v]
    if w > 1 and v in F.SREG_NAMES and v not in F.SREG_PAIRS and v >= 124:
        return F.SREG_NAMES[v]          # m0 / null / src_scc as a 64-bit source: LLVM prints the name
    raise _Undecodable(f"scalar operand {v} is not a register of width {w}")


def _src(v: int, w: int, lit: int | None, acc: bool = False, lit16: bool = False) -> str:
    """A 9-bit (or 8-bit scalar) source operand."""
    if v >= 256:
        return _reg("a" if acc else "v", v - 256, w)
    if v <= 127:
        return _sreg(v, w)
    if v <= 192:
        return str(v - 128)
    if v <= 208:
        return str(192 - v)
    if v in F.INLINE_FLOATS:
        return F.INLINE_FLOATS[v]
    if v == F.SRC_LITERAL:
        if lit is None:
            raise _Undecodable("literal operand without a literal dword")
        return f"{lit & 0xFFFF:#x}" if lit16 else f"{lit:#x}"
    if v in F.SREG_NAMES:
        return F.SREG_NAMES[v] if w == 1 or v not in F.SREG_PAIRS else F.SREG_PAIRS[v]
    raise _Undecodable(f"source operand value {v} is reserved")


def _literal(lit: int) -> str:
    """A 32-bit literal as LLVM prints it: decimal when it would be an inline integer, else hex."""
    signed = lit - (1 << 32) if lit >> 31 else lit
    return str(signed) if -16 <= signed <= 64 else f"{lit:#x}"


def _is_const(v: int) -> bool:
    """A source field naming an inline constant or the literal (not a register)."""
    return 128 <= v <= 208 or v in F.INLINE_FLOATS or v == F.SRC_LITERAL


def _mods(text: str, neg: bool, absv: bool, const: bool = False) -> str:
    """neg/abs of a source as LLVM 22 prints them: `-x`, `|x|`, `-|x|`; a negated constant without abs is
    `neg(c)` (`-1` would be another constant; checked with the wheel's clang -cc1as -show-encoding)."""
    if absv:
        text = f"|{text}|"
    if neg and const and not absv:
        return f"neg({text})"
    return f"-{text}" if neg else text


def _bits(v: int, n: int) -> str:
    return "[" + ",".join(str((v >> i) & 1) for i in range(n)) + "]"


# ---- formats -----------------------------------------------------------------------------------------
def _lookup(fmt: str, op: int):
    ent = OPS.get(fmt, {}).get(op)
    if ent is None:
        raise _Undecodable(f"no {fmt} instruction with opcode {op}")
    return ent


def _fields(fmt: str, v: int) -> dict[str, int]:
    return {name: (v >> lo) & ((1 << (hi - lo + 1)) - 1) for name, (lo, hi) in F.FIELDS[fmt].items()}


def _is16(mn: str) -> bool:
    """Whether a VALU op's source is one 16-bit value (its literal prints as 16 bits); packed sources
    (v_pk_*, v_sat_pk_*, v_dot2c_*) are 32-bit."""
    return bool(re.search(r"_(f16|b16|i16|u16|bf16)(_e32|_e64|_sdwa|_dpp)?$", mn)) and "pk" not in mn and \
        "dot" not in mn


_BRANCHES = ("s_branch", "s_call_b64", "s_cbranch_i_fork")


def _sop(fmt: str, fl: dict, mn: str, shape, lit: int | None, pc: int):
    """SOP1/SOP2/SOPC/SOPK/SOPP text, and a branch's target byte offset (SIMM16 dwords after the next pc)."""
    branch = fmt in ("SOPP", "SOPK") and (mn in _BRANCHES or mn.startswith("s_cbranch_"))
    target = None
    if branch:
        simm = fl["simm16"] - 0x10000 if fl["simm16"] & 0x8000 else fl["simm16"]
        target = pc + 4 + 4 * simm
        if target < 0:
            raise _Undecodable(f"branch to a negative offset ({target})")
    out = []
    for fld, kind, w in shape:
        val = fl.get(fld)
        if fld == "sdst":
            out.append(_sreg(val, w))
        elif fld in ("ssrc0", "ssrc1"):
            out.append(_src(val, max(w, 1), lit))
        elif fld == "simm16" and mn == "s_waitcnt":
            out.append(_waitcnt(val))
        elif fld == "simm16":
            out.append(f"label_{target:04x}" if branch else _simm16(mn, val, fmt))
        elif fld == "literal":
            out.append(_literal(lit))
    if branch and not any(f == "simm16" for f, _, _ in shape):
        out.append(f"label_{target:04x}")
    if mn == "s_waitcnt" and not out:
        out = [_waitcnt(fl["simm16"])]
    return " ".join([mn, ", ".join(out)]).strip(), target


def _simm16(mn: str, v: int, fmt: str) -> str:
    if mn in ("s_getreg_b32", "s_setreg_b32", "s_setreg_imm32_b32"):
        ident, off, size = v & 0x3F, (v >> 6) & 0x1F, ((v >> 11) & 0x1F) + 1
        name = F.HWREG_NAMES.get(ident, str(ident))
        return f"hwreg({name})" if off == 0 and size == 32 else f"hwreg({name}, {off}, {size})"
    if fmt == "SOPK":
        return f"{v:#x}"
    if mn == "s_sendmsg" or mn == "s_sendmsghalt":
        return _sendmsg(v)
    return str(v)


def _sendmsg(v: int) -> str:
    """LLVM 22's text of a sendmsg simm16: symbolic when id, op and stream are valid (LLVM then drops bits outside
    the three fields, e.g. 0x1001 prints as sendmsg(MSG_INTERRUPT), which reassembles to 0x1), numeric fields
    when only the fields are set, else the decimal value."""
    mid, op, stream = v & 0xF, (v >> 4) & 7, (v >> 8) & 3
    ops = F.SENDMSG_OPS.get(mid)
    op_ok = op in ops if ops is not None else op == 0
    streams = mid in F.SENDMSG_STREAM_MSGS and op != 0
    if mid in F.SENDMSG_NAMES and op_ok and (streams or stream == 0):
        parts = [F.SENDMSG_NAMES[mid]] + ([ops[op]] if ops is not None else []) + ([str(stream)] if streams else [])
        return f"sendmsg({', '.join(parts)})"
    if v & ~0x37F == 0:
        return f"sendmsg({mid}, {op}, {stream})"
    return str(v)


def _waitcnt(v: int) -> str:
    parts, vals = [], []
    for name, ranges, mx in F.WAITCNT_FIELDS:
        val, shift = 0, 0
        for lo, hi in ranges:
            val |= ((v >> lo) & ((1 << (hi - lo + 1)) - 1)) << shift
            shift += hi - lo + 1
        vals.append((name, val, mx))
    every = all(val == mx for _, val, mx in vals)
    for name, val, mx in vals:
        if val != mx or every:
            parts.append(f"{name}({val})")
    return " ".join(parts)


def _smem(fl: dict, mn: str, shape) -> str:
    out = []
    for fld, kind, w in shape:
        if fld == "sdata":
            out.append(_sreg(fl["sdata"], w))
        elif fld == "sbase":
            out.append(_sreg(fl["sbase"] * 2, w))
    if any(f == "offset" or f == "soffset" for f, _, _ in shape) or len(shape) == 2 and fl["imm"] | fl["soe"]:
        if fl["imm"] and not fl["soe"]:
            off = fl["offset"] - (1 << 21) if fl["offset"] & (1 << 20) else fl["offset"]
            out.append(f"{off:#x}" if off >= 0 else f"-{-off:#x}")
        elif fl["soe"]:
            out.append(_sreg(fl["soffset"], 1))
            if fl["imm"] and fl["offset"]:
                out[-1] += f" offset:{fl['offset']:#x}"
        else:
            out.append(_sreg(fl["offset"] & 0x7F, 1))
    text = " ".join([mn, ", ".join(out)]).strip()
    if fl["glc"]:
        text += " glc"
    if fl["nv"]:
        text += " nv"
    return text


def _vop3(fl: dict, mn: str, shape, lit: int | None) -> str:
    vop3b = any(f == "sdst" for f, _, _ in shape)
    bitop3 = mn.startswith("v_bitop3_")     # bitop3 = neg | abs << 3 | omod << 6 (checked against LLVM 22)
    srcs = [f for f, _, _ in shape if f.startswith("src")]
    out = []
    for fld, kind, w in shape:
        if fld == "vdst":
            out.append(_sreg(fl["vdst"], w) if kind == "s" else _reg("v", fl["vdst"], w))
        elif fld == "sdst":
            out.append(_sreg(fl["sdst"], w))
        else:
            i = int(fld[3])
            text = _src(fl[fld], max(w, 1), lit, acc=kind == "a")
            neg = 0 if bitop3 else (fl["neg"] >> i) & 1
            absv = 0 if vop3b or bitop3 else (fl["abs"] >> i) & 1
            out.append(_mods(text, neg, absv, _is_const(fl[fld])))
    text = " ".join([mn, ", ".join(out)]).strip()
    if bitop3:
        b3 = fl["neg"] | fl["abs"] << 3 | fl["omod"] << 6
        if b3:
            text += f" bitop3:{b3 if b3 <= 10 else hex(b3)}"
    if not vop3b and fl["op_sel"]:
        # op_sel bits 0-2 select the sources' halves, bit 3 the destination's: printed as [srcs..., dst]
        sel = [(fl["op_sel"] >> i) & 1 for i in range(len(srcs))] + [fl["op_sel"] >> 3]
        text += " op_sel:[" + ",".join(map(str, sel)) + "]"
    if fl["clamp"]:
        text += " clamp"
    if fl["omod"] and not bitop3:
        text += " " + F.OMOD[fl["omod"]]
    return text


_MIX = ("v_fma_mix", "v_mad_mix")


def _vop3p(fl: dict, mn: str, shape, lit: int | None) -> str:
    srcs = [f for f, _, _ in shape if f.startswith("src")]
    n = len(srcs)
    mix = mn.startswith(_MIX)       # the mix forms print NEG as `-x` and NEG_HI as `|x|` (an abs), per source
    out = []
    for fld, kind, w in shape:
        if fld == "vdst":
            out.append(_reg("a" if kind == "a" else "v", fl["vdst"], w))
        else:
            text = _src(fl[fld], max(w, 1), lit, acc=kind == "a")
            if mix:
                i = int(fld[3])
                text = _mods(text, (fl["neg"] >> i) & 1, (fl["neg_hi"] >> i) & 1, _is_const(fl[fld]))
            out.append(text)
    text = " ".join([mn, ", ".join(out)]).strip()
    if mn.startswith(("v_accvgpr_",)):
        return text
    hi = fl["op_sel_hi"] | fl["op_sel_hi2"] << 2
    full = (1 << n) - 1
    mods = []
    if fl["op_sel"] & full:
        mods.append(f"op_sel:{_bits(fl['op_sel'], n)}")
    if mn.startswith(_MIX) and hi & full or not mn.startswith(_MIX) and hi & full != full:
        mods.append(f"op_sel_hi:{_bits(hi, n)}")
    if fl["neg"] & full and not mix:
        mods.append(f"neg_lo:{_bits(fl['neg'], n)}")
    if fl["neg_hi"] & full and not mix:
        mods.append(f"neg_hi:{_bits(fl['neg_hi'], n)}")
    if fl["clamp"]:
        mods.append("clamp")
    return " ".join([text] + mods)


def _f8f6f4_regs(code: int, what: str) -> int:
    from flygen.isa.dtypes import bits_of
    from flygen.isa.mfma import F8F6F4_FORMATS
    if code not in F8F6F4_FORMATS:
        raise _Undecodable(f"{what} {code} names no f8f6f4 format")
    return bits_of(F8F6F4_FORMATS[code])


def _mai(fl: dict, mn: str, shape, scale: dict | None = None) -> str:
    out = []
    f8 = "f8f6f4" in mn
    for fld, kind, w in shape:
        if fld == "vdst":
            out.append(_reg("a" if fl["acc_cd"] else "v", fl["vdst"], w))
            continue
        v = fl[fld]
        if f8 and fld in ("src0", "src1"):
            w = _f8f6f4_regs(fl["cbsz"] if fld == "src0" else fl["blgp"], "cbsz" if fld == "src0" else "blgp")
        acc = (fld == "src0" and fl["acc"] & 1) or (fld == "src1" and fl["acc"] & 2) or \
              (fld == "src2" and fl["acc_cd"] and not mn.startswith("v_smfmac"))
        out.append(_src(v, max(w, 1), None, acc=bool(acc)))
    name = mn
    mods = []
    if scale is not None:
        name = "v_mfma_scale_" + mn[len("v_mfma_"):]
        if fl["abid"] != 1:
            raise _Undecodable("the MFMA of a v_mfma_scale pair has abid != 1")
        fl = dict(fl, abid=0)          # the pair's MFMA word always carries abid 1; LLVM does not print it
        out.append(_src(scale["src0"], 1, None))
        out.append(_src(scale["src1"], 1, None))
        if scale["op_sel"]:
            mods.append(f"op_sel:{_bits(scale['op_sel'], 3)}")
        hi = scale["op_sel_hi"] | scale["op_sel_hi2"] << 2
        mods.append(f"op_sel_hi:{_bits(hi, 3)}")
    f64 = mn.startswith("v_mfma_f64")
    for k in ("cbsz", "abid", "blgp"):
        if fl[k] and not (f64 and k == "blgp"):
            mods.append(f"{k}:{fl[k]}")
    if f64 and fl["blgp"]:              # f64 MFMAs (gfx940+): bits 63:61 are neg of A, B, C, not blgp
        mods.append(f"neg:{_bits(fl['blgp'], 3)}")
    return " ".join([name + " " + ", ".join(out)] + mods)


_DS2 = re.compile(r"^ds_(read|write|wrxchg|load|store)2(st64)?_")


def _ds(fl: dict, mn: str, shape) -> str:
    out = []
    for fld, kind, w in shape:
        f = "a" if fl["acc"] and fld != "addr" else "v"
        out.append(_reg(f, fl[fld], w))
    text = " ".join([mn, ", ".join(out)]).strip()
    off = fl["offset0"] | fl["offset1"] << 8
    if _DS2.match(mn):
        if fl["offset0"]:
            text += f" offset0:{fl['offset0']}"
        if fl["offset1"]:
            text += f" offset1:{fl['offset1']}"
    elif mn == "ds_swizzle_b32":
        text += f" offset:{_swizzle(off)}" if off else ""
    elif off:
        text += f" offset:{off}"
    if fl["gds"]:
        text += " gds"
    return text


def _swizzle(v: int) -> str:
    if v & 0x8000:
        return "swizzle(QUAD_PERM," + ",".join(str((v >> (2 * i)) & 3) for i in range(4)) + ")"
    andm, orm, xorm = v & 0x1F, (v >> 5) & 0x1F, (v >> 10) & 0x1F
    if andm == 0x1F and orm == 0 and xorm and xorm & (xorm - 1) == 0:
        return f"swizzle(SWAP,{xorm})"
    if andm == 0x1F and orm == 0 and xorm and (xorm + 1) & xorm == 0:
        return f"swizzle(REVERSE,{xorm + 1})"
    group = 0x1F - andm + 1
    if group > 1 and group & (group - 1) == 0 and orm < group and xorm == 0 and andm & (group - 1) == 0:
        return f"swizzle(BROADCAST,{group},{orm})"
    chars = []
    for i in range(4, -1, -1):
        m = 1 << i
        chars.append(("1" if orm & m else "0") if not andm & m else ("i" if xorm & m else "p"))
    return 'swizzle(BITMASK_PERM,"' + "".join(chars) + '")'


def _cpol(fl: dict) -> str:
    return "".join(f" {n}" for n, on in (("sc0", fl["sc0"]), ("nt", fl["nt"]), ("sc1", fl["sc1"])) if on)


def _pick_shape(shapes, want) -> tuple:
    for s in shapes:
        if want(s):
            return s
    raise _Undecodable("no operand form of this opcode matches the encoding's fields")


def _buffer_operands(fl: dict, mn: str, shape, addr_off: bool) -> str:
    """MUBUF / MTBUF: the mnemonic and its vdata, vaddr | off, srsrc, soffset (the fields `shape` names)."""
    out = []
    for fld, kind, w in shape:
        if fld == "vdata":
            out.append(_reg("a" if fl["acc"] else "v", fl["vdata"], w))
        elif fld == "vaddr":
            out.append("off" if addr_off else _reg("v", fl["vaddr"], 2 if fl["offen"] and fl["idxen"] else 1))
        elif fld == "srsrc":
            out.append(_sreg(fl["srsrc"] * 4, 4))
        elif fld == "soffset":
            out.append(_src(fl["soffset"], 1, None))
    return " ".join([mn, ", ".join(out)]).strip()


def _addr_mods(fl: dict) -> str:
    """MUBUF / MTBUF address modifiers in LLVM 22's order: [idxen] [offen] [offset:N]."""
    return "".join((" idxen" if fl["idxen"] else "", " offen" if fl["offen"] else "",
                    f" offset:{fl['offset']}" if fl["offset"] else ""))


def _mubuf(fl: dict, mn: str, shapes) -> str:
    addr_off = not (fl["offen"] or fl["idxen"])

    def want(s):
        flds = {f: k for f, k, _ in s}
        if "vaddr" in flds and (flds["vaddr"] == "off") != addr_off:
            return False
        if fl["lds"] != ("vdata" not in flds and mn.startswith("buffer_load")):
            return False
        return True
    shape = _pick_shape(shapes, want)
    text = _buffer_operands(fl, mn, shape, addr_off)
    text += _addr_mods(fl)
    text += _cpol(fl)
    if fl["lds"]:
        text += " lds"
    return text


def _mtbuf(fl: dict, mn: str, shapes) -> str:
    """tbuffer_*: vdata, vaddr | off, srsrc, soffset [format:[DFMT,NFMT]] [idxen] [offen] [offset:N] [sc0 nt sc1]
    (LLVM 22's order; the default format parts omitted, F.MTBUF_DEFAULT)."""
    addr_off = not (fl["offen"] or fl["idxen"])
    shape = _pick_shape(shapes, lambda s: {f: k for f, k, _ in s}.get("vaddr") == ("off" if addr_off else "v"))
    text = _buffer_operands(fl, mn, shape, addr_off)
    dflt_d, dflt_n = F.MTBUF_DEFAULT
    fmt = ([f"BUF_DATA_FORMAT_{F.MTBUF_DFMT[fl['dfmt']]}"] if fl["dfmt"] != dflt_d else []) + \
          ([f"BUF_NUM_FORMAT_{F.MTBUF_NFMT[fl['nfmt']]}"] if fl["nfmt"] != dflt_n else [])
    if fmt:
        text += f" format:[{','.join(fmt)}]"
    text += _addr_mods(fl)
    return text + _cpol(fl)


def _flat(seg: str, fl: dict, mn: str, shapes) -> str:
    saddr_off = fl["saddr"] == 0x7F
    atomic = "atomic" in mn
    sve = seg != "SCRATCH" or fl["lds"]          # scratch: bit 13 is SVE (a VGPR address is used)

    def want(s):
        flds = {f: k for f, k, _ in s}
        if seg != "FLAT" and ("saddr" in flds) and (flds["saddr"] == "off") != saddr_off:
            return False
        if seg == "SCRATCH" and ("addr" in flds) and (flds["addr"] == "off") == bool(sve):
            return False
        if atomic and ("vdst" in flds) != bool(fl["sc0"]):
            return False
        return True
    shape = _pick_shape(shapes, want)
    out = []
    for fld, kind, w in shape:
        if kind == "off":
            out.append("off")
        elif fld == "saddr":
            out.append(_sreg(fl["saddr"], w))
        elif fld == "addr":
            out.append(_reg("v", fl["addr"], 1 if seg == "SCRATCH" else (2 if saddr_off or seg == "FLAT" else 1)))
        else:
            out.append(_reg("a" if fl["acc"] else "v", fl[fld], w))
    text = " ".join([mn, ", ".join(out)]).strip()
    off = fl["offset"]
    if seg != "FLAT":
        off = off - 0x2000 if off & 0x1000 else off
    if off:
        text += f" offset:{off}"
    text += _cpol(fl)
    return text


# ---- SDWA / DPP ----------------------------------------------------------------------------------------
_DPP_CTRL = {0x130: "wave_shl:1", 0x134: "wave_rol:1", 0x138: "wave_shr:1", 0x13C: "wave_ror:1",
             0x140: "row_mirror", 0x141: "row_half_mirror", 0x142: "row_bcast:15", 0x143: "row_bcast:31"}


def _dpp_ctrl(c: int) -> str:
    if c <= 0xFF:
        return "quad_perm:[" + ",".join(str((c >> (2 * i)) & 3) for i in range(4)) + "]"
    for lo, name in ((0x100, "row_shl"), (0x110, "row_shr"), (0x120, "row_ror")):
        if lo < c <= lo + 0xF:
            return f"{name}:{c - lo}"
    if c in _DPP_CTRL:
        return _DPP_CTRL[c]
    raise _Undecodable(f"DPP control {c:#x} is reserved")


def _vop_e32(fmt: str, fl: dict, mn: str, shape, ext: dict | None, kind: str, lit: int | None) -> str:
    out = []
    base = mn[:-4] if mn.endswith("_e32") else mn
    name = base + ("_sdwa" if kind == "SDWA" else "_dpp" if kind == "DPP" else "") if kind else mn
    lit16 = _is16(mn)
    for fld, k, w in shape:
        if fld == "vdst":
            if fmt == "VOPC":
                continue
            out.append(_reg("a" if k == "a" else "v", fl["vdst"], w) if k != "s" else _sreg(fl["vdst"], w))
        elif fld == "src0":
            if kind is None:
                out.append(_src(fl["src0"], max(w, 1), lit, acc=k == "a", lit16=lit16))
            else:
                v = ext["src0"] + (0 if kind == "SDWA" and ext["src0_sgpr"] else 256)
                t = _src(v, max(w, 1), None)
                if kind == "SDWA" and ext["src0_sext"]:
                    t = f"sext({t})"
                out.append(_mods(t, ext["src0_neg"], ext["src0_abs"]))
        elif fld == "vsrc1":
            t = _reg("v", fl["vsrc1"], w)
            if kind == "SDWA" and ext["src1_sext"]:
                t = f"sext({t})"
            out.append(_mods(t, ext["src1_neg"], ext["src1_abs"]) if kind else t)
        elif fld == "vcc":
            out.append("vcc")
        elif fld == "literal":
            out.append(f"{lit:#x}")             # K of v_fmamk / v_fmaak: always hex (LLVM 22)
    if fmt == "VOPC" and kind == "SDWA" and ext["sd"]:
        out[out.index("vcc")] = _sreg(ext["sdst"], 2)
    text = " ".join([name, ", ".join(out)]).strip()
    if kind == "SDWA":
        mods = []
        if ext["clamp"] and fmt != "VOPC":      # VOPC SDWA: bits 40-47 hold sdst and sd instead
            mods.append("clamp")
        if ext["omod"] and fmt != "VOPC":
            mods.append(F.OMOD[ext["omod"]])
        if fmt != "VOPC" and base not in _SDWA_NO_DST:
            mods += [f"dst_sel:{_sel(ext['dst_sel'])}", f"dst_unused:{_unused(ext['dst_unused'])}"]
        mods.append(f"src0_sel:{_sel(ext['src0_sel'])}")
        if fmt != "VOP1":
            mods.append(f"src1_sel:{_sel(ext['src1_sel'])}")
        text += " " + " ".join(mods)
    elif kind == "DPP":
        text += f" {_dpp_ctrl(ext['dpp_ctrl'])} row_mask:{ext['row_mask']:#x} bank_mask:{ext['bank_mask']:#x}"
        if ext["bound_ctrl"]:
            text += " bound_ctrl:1"
    return text


# SDWA forms without dst_sel / dst_unused (LLVM 22 prints none for them: the f8 -> f32 conversions)
_SDWA_NO_DST = frozenset({"v_cvt_f32_fp8", "v_cvt_f32_bf8", "v_cvt_pk_f32_fp8", "v_cvt_pk_f32_bf8"})


def _sel(v: int) -> str:
    if v >= len(F.SDWA_SEL):
        raise _Undecodable(f"SDWA select {v} is reserved")
    return F.SDWA_SEL[v]


def _unused(v: int) -> str:
    if v >= len(F.SDWA_UNUSED):
        raise _Undecodable(f"SDWA dst_unused {v} is reserved")
    return F.SDWA_UNUSED[v]


def _shape(shapes):
    return max(shapes, key=len)


# ---- one instruction ---------------------------------------------------------------------------------
def _decode(code: bytes, off: int) -> tuple[int, str, int | None]:
    """(size, text, branch target) of the instruction at `off`."""
    if off + 4 > len(code):
        raise _Undecodable("a partial instruction word at the end of the code")
    w0 = struct.unpack_from("<I", code, off)[0]
    fmt = F.match_format(w0)
    if fmt is None:
        raise _Undecodable("no gfx950 format starts with these bits")
    if fmt not in F.FIELDS:
        raise _Undecodable(f"{fmt} instructions are not decoded")
    words = F.WORDS[fmt]
    if off + 4 * words > len(code):
        raise _Undecodable(f"a {fmt} instruction cut off by the end of the code")
    v = w0 if words == 1 else struct.unpack_from("<Q", code, off)[0]
    fl = _fields(fmt, v)
    size = 4 * words

    def literal():
        if off + size + 4 > len(code):
            raise _Undecodable("a literal constant cut off by the end of the code")
        return struct.unpack_from("<I", code, off + size)[0]

    if fmt in ("SOP1", "SOP2", "SOPC", "SOPK", "SOPP"):
        mn, shapes = _lookup(fmt, fl["op"])
        lit = None
        if any(fl.get(s) == F.SRC_LITERAL for s in ("ssrc0", "ssrc1")) or mn == "s_setreg_imm32_b32":
            lit = literal()
            size += 4
        shape = _shape(shapes)
        if mn == "s_endpgm":
            shape = shapes[0] if fl["simm16"] == 0 else _shape(shapes)
        text, target = _sop(fmt, fl, mn, shape, lit, off)
        return size, text, target
    if fmt == "SMEM":
        mn, shapes = _lookup(fmt, fl["op"])
        return size, _smem(fl, mn, _shape(shapes)), None
    if fmt in ("VOP1", "VOP2", "VOPC"):
        mn, shapes = _lookup(fmt, fl["op"])
        shape = _shape(shapes)
        kind = ext = lit = None
        if fl["src0"] in (F.SRC_SDWA, F.SRC_DPP):
            kind = "SDWA" if fl["src0"] == F.SRC_SDWA else "DPP"
            if any(f == "literal" for f, _, _ in shape):
                raise _Undecodable(f"{mn} has no {kind} form")
            if off + 8 > len(code):
                raise _Undecodable(f"a {kind} instruction cut off by the end of the code")
            v = struct.unpack_from("<Q", code, off)[0]
            ext = _fields(kind, v)
            size = 8
        elif fl["src0"] == F.SRC_LITERAL or any(f == "literal" for f, _, _ in shape):
            lit = literal()                     # a literal source, or v_fmamk/v_fmaak's constant K
            size += 4
        return size, _vop_e32(fmt, fl, mn, shape, ext, kind, lit), None
    if fmt == "VOP3":
        mn, shapes = _lookup(fmt, fl["op"])
        return size, _vop3(fl, mn, _shape(shapes), None), None
    if fmt == "VOP3P":
        op = fl["op"]
        if op in OPS.get("MAI", {}):
            mn, shapes = OPS["MAI"][op]
            mf = _fields("MAI", v)
            if mn == "v_mfma_ld_scale_b32" and off + 16 <= len(code):
                v2 = struct.unpack_from("<Q", code, off + 8)[0]
                nxt = _fields("MAI", v2)
                if F.match_format(v2 & 0xFFFFFFFF) == "VOP3P" and nxt["op"] in OPS["MAI"] and \
                        "f8f6f4" in OPS["MAI"][nxt["op"]][0]:
                    mn2, shapes2 = OPS["MAI"][nxt["op"]]
                    return 16, _mai(nxt, mn2, _shape(shapes2), scale=_fields("VOP3P", v)), None
            if mn == "v_mfma_ld_scale_b32":
                return size, _vop3p(_fields("VOP3P", v), mn, _shape(shapes), None), None
            return size, _mai(mf, mn, _shape(shapes)), None
        mn, shapes = _lookup("VOP3P", op)
        return size, _vop3p(fl, mn, _shape(shapes), None), None
    if fmt == "DS":
        mn, shapes = _lookup(fmt, fl["op"])
        return size, _ds(fl, mn, _shape(shapes)), None
    if fmt == "MUBUF":
        mn, shapes = _lookup(fmt, fl["op"])
        return size, _mubuf(fl, mn, shapes), None
    if fmt == "MTBUF":
        mn, shapes = _lookup(fmt, fl["op"])
        return size, _mtbuf(fl, mn, shapes), None
    if fmt == "FLAT":
        seg = ("FLAT", "SCRATCH", "GLOBAL", None)[fl["seg"]]
        if seg is None:
            raise _Undecodable("FLAT segment 3 is reserved")
        mn, shapes = _lookup(seg, fl["op"])
        return size, _flat(seg, fl, mn, shapes), None
    raise _Undecodable(f"{fmt} instructions are not decoded")


def decode_at(code: bytes, off: int) -> Decoded:
    try:
        size, text, target = _decode(code, off)
    except _Undecodable as e:
        raise DisassemblyError(off, code[off:off + 8], str(e)) from None
    return Decoded(off, size, text, target)


def disassemble(code: bytes, base: int = 0) -> list[Decoded]:
    """Every instruction of `code` (offsets relative to `base`: added to the printed offsets)."""
    out, off = [], 0
    code = bytes(code)
    while off < len(code):
        try:
            size, text, target = _decode(code, off)
        except _Undecodable as e:
            raise DisassemblyError(base + off, code[off:off + 8], str(e)) from None
        out.append(Decoded(base + off, size, text, None if target is None else base + target))
        off += size
    return out


_LABEL = re.compile(r"\blabel_([0-9a-f]+)\b")


def to_asm(code: bytes, name: str | None = None, base: int = 0) -> str:
    """`code` as assembly text the emulator's parser reads: branch targets become labels `label_<offset>`
    placed where they land (a target at the very end gets a label before a closing `s_endpgm`)."""
    ins = disassemble(code, base)
    starts = {d.offset for d in ins} | {base + len(code)}
    for d in ins:
        if d.target is not None and d.target not in starts:
            raise DisassemblyError(d.offset, code[d.offset - base:d.offset - base + d.size],
                                   f"branch target {d.target:#x} is not an instruction of this code "
                                   f"[{base:#x}, {base + len(code):#x})")
    targets = {d.target for d in ins if d.target is not None}
    lines = [f"{name}:"] if name else []
    for d in ins:
        if d.offset in targets:
            lines.append(f"label_{d.offset:04x}:")
        lines.append(f"    {_relabel(d, base)}")
    end = base + len(code)
    if end in targets:
        lines += [f"label_{end:04x}:", "    s_endpgm"]
    return "\n".join(lines) + "\n"


def _relabel(d: Decoded, base: int) -> str:
    if d.target is None:
        return d.text
    return _LABEL.sub(f"label_{d.target:04x}", d.text)
