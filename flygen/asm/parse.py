"""Parse gfx950 assembly text into an immutable `Program` (decoded instructions, labels, kernels).

Accepts flygen's own `.s` (with `.set` symbols and expressions inside register operands such as
`v[v_acc+4:v_acc+7]`) and LLVM-emitted `.s`. Execution never re-parses text: every operand is
resolved to a register file, index and count, or an immediate.
"""
from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping

import yaml

from flygen.errors import EmulatorError
from flygen.asm.expr import evaluate
from flygen.asm.mods import Mods
from flygen.isa.formats import HWREG_NAMES, MTBUF_DEFAULT, MTBUF_DFMT, MTBUF_NFMT, SENDMSG_NAMES, SENDMSG_OPS
from flygen.isa.limits import EXPCNT_MAX, LGKMCNT_MAX, VMCNT_MAX
from flygen.isa.opcodes import OpClass, classify, strip_encoding

# Hardware SGPR numbers of the named scalar registers (the state keeps them in the SGPR file).
SPECIAL_SGPR = {
    "vcc": (106, 2), "vcc_lo": (106, 1), "vcc_hi": (107, 1),
    "exec": (126, 2), "exec_lo": (126, 1), "exec_hi": (127, 1),
    "m0": (124, 1), "flat_scratch": (102, 2), "flat_scratch_lo": (102, 1), "flat_scratch_hi": (103, 1),
    "xnack_mask": (104, 2), "xnack_mask_lo": (104, 1), "xnack_mask_hi": (105, 1),
    "src_scc": (253, 1), "scc": (253, 1),
}
NUM_SGPR = 128          # s0..s101 plus the specials above (scc is kept separately)
# DPP controls (written after the operands); each becomes mods["dpp"] = (control, argument)
DPP_CONTROLS = ("quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror",
                "row_mirror", "row_half_mirror", "row_bcast")
# hwreg(...) register ids (LLVM AMDGPU asm names, gfx9; the table is flygen.isa.formats.HWREG_NAMES);
# simm16 = id | offset << 6 | (size - 1) << 11
HWREG_IDS = {name: ident for ident, name in HWREG_NAMES.items()}


@dataclass(frozen=True)
class Operand:
    kind: str                 # "s" | "v" | "a" | "imm" | "off" | "label"
    idx: int = 0              # first register (hardware number for specials) or 0
    n: int = 1                # register count
    value: int = 0            # imm: integer value as written (floats: their f32 bit pattern)
    fvalue: float | None = None   # imm written as a float literal (needed to re-encode for f16/f64 ops)
    neg: bool = False
    abs: bool = False
    sext: bool = False        # SDWA `sext(v1)`: sign-extend the src*_sel field (LLVM MC test vop_sdwa.s, gfx9)
    text: str = ""

    def imm_bits(self, width: int = 32, ftype: str | None = None) -> int:
        """Bit pattern of an immediate for an operand of `width` bits; float literals follow `ftype`."""
        if self.fvalue is not None:
            if ftype == "f16" or (ftype is None and width == 16):
                import numpy as np
                return int(np.float16(self.fvalue).view(np.uint16))
            if ftype == "bf16":
                return struct.unpack("<I", struct.pack("<f", self.fvalue))[0] >> 16
            if ftype == "f64" or width == 64:
                return struct.unpack("<Q", struct.pack("<d", self.fvalue))[0]
            return struct.unpack("<I", struct.pack("<f", self.fvalue))[0]
        return self.value & ((1 << width) - 1)


@dataclass(frozen=True)
class Instr:
    index: int
    op: str                   # mnemonic without encoding suffix (`v_add_f32`)
    mnemonic: str             # as written (`v_add_f32_e32`)
    operands: tuple[Operand, ...]
    mods: Mapping[str, object]   # offen, offset: 16, op_sel: (0,1,0), src0_sel: "WORD_1", lds, sc0, vmcnt: 0 ...
    line: int
    text: str
    cls: OpClass | None
    target: int | None = None     # branch target instruction index


@dataclass(frozen=True)
class Kernel:
    name: str
    entry: int                # index of the first instruction
    end: int                  # one past the last instruction that belongs to this kernel
    descriptor: Mapping[str, int]   # `.amdhsa_*` values without the prefix (next_free_vgpr, ...)
    metadata: Mapping[str, object]  # the amdhsa.kernels entry (`.args`, `.kernarg_segment_size`, ...)
    program: "Program" = field(repr=False, compare=False)

    @property
    def args(self) -> list[dict]:
        return list(self.metadata.get(".args", []))

    @property
    def lds_bytes(self) -> int:
        return int(self.descriptor.get("group_segment_fixed_size", self.metadata.get(".group_segment_fixed_size", 0)))

    @property
    def code(self) -> tuple[Instr, ...]:
        return self.program.instrs


@dataclass(frozen=True)
class Program:
    instrs: tuple[Instr, ...]
    labels: Mapping[str, int]
    kernels: Mapping[str, Kernel]
    source: str = ""

    def kernel(self, name: str | None = None) -> Kernel:
        if name is None:
            if len(self.kernels) != 1:
                raise EmulatorError(f"{len(self.kernels)} kernels in {self.source or 'input'}; name one of "
                                    f"{sorted(self.kernels)}")
            return next(iter(self.kernels.values()))
        if name not in self.kernels:
            raise EmulatorError(f"no kernel {name!r} in {self.source or 'input'}; have {sorted(self.kernels)}")
        return self.kernels[name]


# ---------------------------------------------------------------------------------------------
# lexical helpers

_BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.S)


def _strip_comment(line: str) -> str:
    for mark in ("//", ";"):
        pos = line.find(mark)
        if pos >= 0:
            line = line[:pos]
    if line.lstrip().startswith("#"):
        return ""
    return line.strip()


def _split_top(text: str, sep: str = ",") -> list[str]:
    """Split at `sep` outside brackets/parentheses."""
    out, depth, cur = [], 0, []
    for ch in text:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch == sep and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if cur or out:
        out.append("".join(cur).strip())
    return [t for t in out if t != ""] if sep.isspace() else out


def _split_ws_top(text: str) -> list[str]:
    out, depth, cur = [], 0, []
    for ch in text:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch.isspace() and depth == 0:
            if cur:
                out.append("".join(cur))
                cur = []
        else:
            cur.append(ch)
    if cur:
        out.append("".join(cur))
    return out


_REG_RANGE = re.compile(r"^([sva])\[(.+)\]$")
_REG_ONE = re.compile(r"^([sva])(\d+)$")
_ACC_ONE = re.compile(r"^acc(\d+)$")
_FLOAT = re.compile(r"^[+-]?(\d+\.\d*|\.\d+|\d+\.?\d*[eE][+-]?\d+)$")
_INV2PI = 0.15915494309189535


def _parse_operand(tok: str, symbols: dict[str, int], where: str) -> Operand:
    text = tok
    if tok.lower().startswith("sext(") and tok.endswith(")"):
        # SDWA integer source modifier (LLVM AMDGPUAsmParser: `sext(v1)`, also around -/|| forms)
        inner = _parse_operand(tok[5:-1], symbols, where)
        return Operand(inner.kind, inner.idx, inner.n, inner.value, inner.fvalue, inner.neg, inner.abs, True, text)
    neg = absf = False
    if tok.startswith("neg(") and tok.endswith(")"):
        neg, tok = True, tok[4:-1]
    if tok.startswith("-") and (tok[1:2] in ("|", "v", "s", "a") or tok[1:5] == "abs("):
        neg, tok = True, tok[1:]
    if tok.startswith("|") and tok.endswith("|"):
        absf, tok = True, tok[1:-1]
    elif tok.startswith("abs(") and tok.endswith(")"):
        absf, tok = True, tok[4:-1]
    low = tok.lower()
    if low == "off":
        return Operand("off", text=text)
    if low in SPECIAL_SGPR:
        idx, n = SPECIAL_SGPR[low]
        return Operand("s", idx, n, neg=neg, abs=absf, text=text)
    m = _REG_ONE.match(low)
    if m:
        return Operand(m.group(1), int(m.group(2)), 1, neg=neg, abs=absf, text=text)
    m = _ACC_ONE.match(low)
    if m:
        return Operand("a", int(m.group(1)), 1, neg=neg, abs=absf, text=text)
    m = _REG_RANGE.match(tok)
    if m:
        parts = m.group(2).split(":")
        lo = evaluate(parts[0], symbols)
        hi = evaluate(parts[1], symbols) if len(parts) > 1 else lo
        if hi < lo:
            raise EmulatorError(f"{where}: bad register range {text!r}")
        return Operand(m.group(1), lo, hi - lo + 1, neg=neg, abs=absf, text=text)
    if _FLOAT.match(tok):
        f = float(tok)
        return Operand("imm", value=struct.unpack("<I", struct.pack("<f", f))[0], fvalue=f,
                       neg=neg, abs=absf, text=text)
    if low == "1/(2*pi)" or low == "0.15915494":
        return Operand("imm", value=0x3E22F983, fvalue=_INV2PI, text=text)
    if low.startswith("hwreg(") and low.endswith(")"):
        return Operand("imm", value=_hwreg(tok[6:-1], symbols, where), text=text)
    if low.startswith("sendmsg(") and low.endswith(")"):
        return Operand("imm", value=_sendmsg(tok[8:-1], symbols, where), text=text)
    if low.startswith("lit(") and low.endswith(")"):
        tok = tok[4:-1]
    try:
        val = evaluate(tok, symbols)
    except EmulatorError:
        if re.fullmatch(r"[A-Za-z_.$][\w.$]*", tok):
            return Operand("label", text=tok)
        raise EmulatorError(f"{where}: cannot parse operand {text!r}") from None
    return Operand("imm", value=val, neg=neg, abs=absf, text=text)


def _hwreg(args: str, symbols: dict[str, int], where: str) -> int:
    """`hwreg(HW_REG_MODE, 4, 2)` / `hwreg(HW_REG_MODE)` / `hwreg(1, 0, 32)` -> simm16."""
    parts = [p.strip() for p in args.split(",")]
    rid = HWREG_IDS.get(parts[0].upper())
    if rid is None:
        try:
            rid = evaluate(parts[0], symbols)
        except EmulatorError:
            raise EmulatorError(f"{where}: unknown hardware register {parts[0]!r} in hwreg({args})") from None
    off = evaluate(parts[1], symbols) if len(parts) > 1 else 0
    size = evaluate(parts[2], symbols) if len(parts) > 2 else 32
    return rid | (off << 6) | ((size - 1) << 11)


def _sendmsg(args: str, symbols: dict[str, int], where: str) -> int:
    """`sendmsg(MSG_GS, GS_OP_EMIT, 1)` / `sendmsg(MSG_INTERRUPT)` / `sendmsg(15, 7, 0)` -> simm16: id [3:0],
    op [6:4], stream [9:8] (names: flygen.isa.formats.SENDMSG_NAMES / SENDMSG_OPS, as LLVM 22 prints them)."""
    parts = [p.strip() for p in args.split(",")]
    ids = {n: k for k, n in SENDMSG_NAMES.items()}
    try:
        mid = ids[parts[0].upper()] if parts[0].upper() in ids else evaluate(parts[0], symbols)
        op_names = {n: k for ops in SENDMSG_OPS.values() for k, n in ops.items()}
        op = 0
        if len(parts) > 1:
            op = op_names[parts[1].upper()] if parts[1].upper() in op_names else evaluate(parts[1], symbols)
        stream = evaluate(parts[2], symbols) if len(parts) > 2 else 0
    except EmulatorError:
        raise EmulatorError(f"{where}: cannot parse sendmsg({args})") from None
    if not (0 <= mid < 16 and 0 <= op < 8 and 0 <= stream < 4) or len(parts) > 3:
        raise EmulatorError(f"{where}: sendmsg({args}) out of range (id < 16, op < 8, stream < 4)")
    return mid | op << 4 | stream << 8


_SWIZZLE_MAX = 0x1F


def _swizzle(args: str, symbols: dict[str, int]) -> int:
    """ds_swizzle `offset:swizzle(MODE, ...)` -> the 16-bit offset (LLVM AMDGPUAsmParser's encodings):
    QUAD_PERM -> 0x8000 | perm; the others are bitmask mode, and_mask [4:0] | or_mask [9:5] | xor_mask [14:10]."""
    parts = [p.strip() for p in args.split(",")]
    mode, vals = parts[0].upper(), parts[1:]
    num = lambda k: evaluate(vals[k], symbols)
    if mode == "QUAD_PERM":
        return 0x8000 | sum((num(k) & 3) << (2 * k) for k in range(4))
    if mode == "SWAP":
        and_m, or_m, xor_m = _SWIZZLE_MAX, 0, num(0)
    elif mode == "REVERSE":
        and_m, or_m, xor_m = _SWIZZLE_MAX, 0, num(0) - 1
    elif mode == "BROADCAST":
        and_m, or_m, xor_m = _SWIZZLE_MAX & ~(num(0) - 1), num(1), 0
    elif mode == "BITMASK_PERM":
        ctl = vals[0].strip('"')
        and_m = or_m = xor_m = 0
        for k, ch in enumerate(reversed(ctl)):
            and_m |= (ch in "pi") << k
            or_m |= (ch == "1") << k
            xor_m |= (ch == "i") << k
    else:
        raise EmulatorError(f"unknown ds_swizzle mode {mode!r}")
    return (and_m & 0x1F) | ((or_m & 0x1F) << 5) | ((xor_m & 0x1F) << 10)


def _mtbuf_format(val: str, symbols: dict[str, int]) -> tuple[int, int]:
    """tbuffer `format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]` (either part may be left out: LLVM's defaults) or
    `format:N` (dfmt | nfmt << 4) -> (dfmt, nfmt); names flygen.isa.formats.MTBUF_DFMT / MTBUF_NFMT."""
    dfmt, nfmt = MTBUF_DEFAULT
    if not val.startswith("["):
        v = evaluate(val, symbols)
        return v & 0xF, (v >> 4) & 7
    for part in (p.strip().upper() for p in val.strip("[]").split(",")):
        if part.startswith("BUF_DATA_FORMAT_") and part[16:] in MTBUF_DFMT:
            dfmt = MTBUF_DFMT.index(part[16:])
        elif part.startswith("BUF_NUM_FORMAT_") and part[15:] in MTBUF_NFMT:
            nfmt = MTBUF_NFMT.index(part[15:])
        else:
            raise EmulatorError(f"unknown buffer format {part!r} in format:{val}")
    return dfmt, nfmt


_MOD_KV = re.compile(r"^(\w+):(.+)$")
_FLAG_MODS = {"offen", "idxen", "lds", "sc0", "sc1", "nt", "glc", "slc", "clamp", "addr64", "gds", "tfe", "lwe",
              "row_mirror", "row_half_mirror"}


def _parse_mod(tok: str, symbols: dict[str, int]) -> tuple[str, object] | None:
    low = tok.lower()
    if low in _FLAG_MODS:
        return low, True
    m = _MOD_KV.match(tok)
    if not m:
        return None
    key, val = m.group(1).lower(), m.group(2)
    if key == "format":
        return key, _mtbuf_format(val, symbols)
    if val.startswith("["):
        return key, tuple(evaluate(x, symbols) for x in val[1:-1].split(","))
    if key.endswith("_sel") or key == "dst_unused":
        return key, val.upper()
    if key == "offset" and val.lower().startswith("swizzle(") and val.endswith(")"):
        return key, _swizzle(val[8:-1], symbols)
    return key, evaluate(val, symbols)


def _located_mod(tok: str, symbols: dict[str, int], where: str) -> tuple[str, object] | None:
    try:
        return _parse_mod(tok, symbols)
    except EmulatorError as exc:
        msg = str(exc)
        raise EmulatorError(msg if msg.startswith(where) else f"{where}: {msg}") from None


_WAITCNT = re.compile(r"(vmcnt|lgkmcnt|expcnt)\s*\(\s*([^)]+)\)")


def _parse_waitcnt(args: str, symbols: dict[str, int]) -> dict:
    mods: dict[str, object] = {}
    found = _WAITCNT.findall(args)
    for key, val in found:
        mods[key] = evaluate(val, symbols)
    if not found and args.strip():
        # raw encoded simm16 (gfx9: vmcnt = [3:0] | [15:14] << 4, expcnt [6:4], lgkmcnt [11:8]; isa.limits)
        v = evaluate(args, symbols)
        mods["vmcnt"] = (v & 0xF) | ((v >> 14) & 0x3) << 4
        mods["lgkmcnt"] = (v >> 8) & LGKMCNT_MAX
        mods["expcnt"] = (v >> 4) & EXPCNT_MAX
    mods.setdefault("vmcnt", VMCNT_MAX)         # an absent counter is not waited for
    mods.setdefault("lgkmcnt", LGKMCNT_MAX)
    return mods


def _dpp_mods(mods: dict, mnemonic: str, where: str, line: str) -> None:
    """Fold DPP controls into mods["dpp"] = (control, arg); row_mask/bank_mask default 0xf, bound_ctrl 0/1.
    `bound_ctrl:0` is LLVM's legacy spelling of the same bit as `bound_ctrl:1` (both set BOUND_CTRL)."""
    found = [k for k in DPP_CONTROLS if k in mods]
    if not found and not mnemonic.endswith("_dpp"):
        return
    if len(found) != 1:
        raise EmulatorError(f"{where}: DPP instruction needs exactly one control, got {found}: {line}")
    key = found[0]
    arg = mods.pop(key)
    mods["dpp"] = (key, tuple(arg) if isinstance(arg, tuple) else (0 if arg is True else int(arg)))
    mods.setdefault("row_mask", 0xF)
    mods.setdefault("bank_mask", 0xF)
    mods["bound_ctrl"] = "bound_ctrl" in mods


# ---------------------------------------------------------------------------------------------


def _parse_kd_value(text: str, symbols: dict[str, int]) -> int | None:
    try:
        return evaluate(text, symbols)
    except EmulatorError:
        return None


_NUM_LABEL = re.compile(r"^(\d+):(?!\S*:)\s*(.*)$")
_NAMED_LABEL = re.compile(r"^([A-Za-z_.$][\w.$]*):(?!\S*:)\s*(.*)$")
_NUM_REF = re.compile(r"(?<![\w.$])(\d+)([fb])(?![\w.$])")


def _num_label(n: int, k: int) -> str:
    """Internal name of the k-th definition of GNU numeric local label `n:` (no source name has a `$` here)."""
    return f".Lnum${n}${k}"


def parse_asm(text: str, source: str = "") -> Program:
    """Parse assembly text (one or more kernels) into a Program.

    GNU numeric local labels (`1:` may repeat; `1f`/`1b` in a branch bind to the next/previous definition, as
    llvm-mc and GNU as do) and `.rept N`/`.endr` are supported; directives are modelled per
    flygen.asm.directives or refused with file:line."""
    from flygen.asm import directives as D
    text = _BLOCK_COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    lines = [(k + 1, t) for k, t in enumerate(text.split("\n"))]
    symbols: dict[str, int | None] = {}
    raw: list[tuple[str, str, int, str]] = []   # (mnemonic, args, line, text)
    labels: dict[str, int] = {}
    label_line: dict[str, int] = {}
    descriptors: dict[str, dict[str, int]] = {}
    metadata_docs: list[dict] = []
    numeric: dict[int, int] = {}                # numeric label -> definitions so far
    section, previous, stack = ".text", ".text", []
    data_in_code: tuple[int, str] | None = None  # a data directive in a code section, not yet followed by code
    rept_lines = 0
    loc = lambda n: f"{source}:{n}" if source else f"line {n}"

    def define(name: str, lineno: int) -> None:
        if name in labels:
            raise EmulatorError(f"{loc(lineno)}: label {name!r} defined again (first at line {label_line[name]})")
        labels[name], label_line[name] = len(raw), lineno

    i = 0
    while i < len(lines):
        lineno, text_line = lines[i]
        line = _strip_comment(text_line)
        i += 1
        if not line:
            continue
        if line.startswith(".amdgpu_metadata"):
            body = []
            while i < len(lines) and not lines[i][1].strip().startswith(".end_amdgpu_metadata"):
                body.append(lines[i][1])
                i += 1
            i += 1
            try:
                doc = yaml.safe_load("\n".join(body))
            except yaml.YAMLError as exc:
                raise EmulatorError(f"{loc(lineno)}: bad .amdgpu_metadata YAML: {exc}") from None
            if isinstance(doc, dict):
                metadata_docs.append(doc)
            continue
        if line.startswith(".amdhsa_kernel"):
            name = line.split(None, 1)[1].strip() if len(line.split(None, 1)) > 1 else ""
            kd: dict[str, int] = {}
            while i < len(lines):
                body = _strip_comment(lines[i][1])
                i += 1
                if body.startswith(".end_amdhsa_kernel"):
                    break
                if body.startswith(".amdhsa_"):
                    key, _, val = body.partition(" ")
                    v = _parse_kd_value(val.strip(), symbols)
                    if v is not None:
                        kd[key[len(".amdhsa_"):]] = v
            descriptors[name] = kd
            continue
        # labels (possibly followed by an instruction on the same line)
        while True:
            m = _NUM_LABEL.match(line)
            if m:
                n = int(m.group(1))
                define(_num_label(n, numeric.get(n, 0)), lineno)
                numeric[n] = numeric.get(n, 0) + 1
                line = m.group(2)
                continue
            m = _NAMED_LABEL.match(line)
            if not m or m.group(1).startswith(("s[", "v[")):
                break
            define(m.group(1), lineno)
            line = m.group(2)
        if not line:
            continue
        m = (re.match(r"^\.(?:set|equ|equiv)\s+([\w.$]+)\s*,\s*(.+)$", line)
             or re.match(r"^([A-Za-z_][\w.$]*)\s*=\s*(.+)$", line))
        if m:
            try:
                symbols[m.group(1)] = evaluate(m.group(2), symbols)
            except EmulatorError:
                symbols[m.group(1)] = None   # e.g. LLVM's `.set f.num_vgpr, max(...)`; only an error if used
            continue
        if line.startswith("."):
            word = re.split(r"[\s,]", line, maxsplit=1)[0].lower()
            rest = line[len(word):].strip()
            if word == ".rept":
                body, depth, j = [], 1, i
                while j < len(lines):
                    w = _strip_comment(lines[j][1]).split(None, 1)
                    w = w[0].lower() if w else ""
                    depth += (w == ".rept") - (w == ".endr")
                    if depth == 0:
                        break
                    body.append(lines[j])
                    j += 1
                if depth:
                    raise EmulatorError(f"{loc(lineno)}: .rept without a matching .endr")
                try:
                    count = evaluate(rest, symbols)
                except EmulatorError as exc:
                    raise EmulatorError(f"{loc(lineno)}: .rept count: {exc}") from None
                if count < 0:
                    raise EmulatorError(f"{loc(lineno)}: .rept count {count} is negative")
                rept_lines += count * len(body)
                if rept_lines > D.REPT_MAX_LINES:
                    raise EmulatorError(f"{loc(lineno)}: .rept {count} expands to more than {D.REPT_MAX_LINES} "
                                        f"lines (the parser's bound, flygen.asm.directives.REPT_MAX_LINES)")
                lines[i:j + 1] = body * count
                continue
            if word in D.SECTION:
                if word == ".previous":
                    section, previous = previous, section
                elif word == ".popsection":
                    if not stack:
                        raise EmulatorError(f"{loc(lineno)}: .popsection without .pushsection")
                    previous, section = section, stack.pop()
                elif word != ".subsection":
                    if word == ".pushsection":
                        stack.append(section)
                    name = word if word in (".text", ".data", ".bss", ".rodata") else \
                        (re.split(r"[\s,]", rest, maxsplit=1)[0].strip('"') if rest else "")
                    previous, section = section, name
                continue
            if word in D.DATA:
                if D.is_code_section(section) and data_in_code is None:
                    data_in_code = (lineno, word)
                continue
            if word in D.NO_CODE or word in D.ALIGN:
                continue
            if word == ".endr":
                raise EmulatorError(f"{loc(lineno)}: .endr without .rept")
            raise EmulatorError(f"{loc(lineno)}: directive {word} is not modelled by the emulator's parser "
                                f"(see flygen/asm/directives.py): {line}")
        mnemonic, _, args = line.partition(" ")
        mnemonic = mnemonic.strip().lower()
        if data_in_code is not None:
            raise EmulatorError(f"{loc(data_in_code[0])}: {data_in_code[1]} puts data bytes in the code section "
                                f"before the instruction at line {lineno}; the emulator cannot execute raw bytes "
                                f"(emulate the assembled .hsaco instead)")
        if mnemonic.startswith(("s_branch", "s_cbranch", "s_call")):
            def ref(m: re.Match, lineno=lineno) -> str:
                n, back = int(m.group(1)), m.group(2) == "b"
                k = numeric.get(n, 0) - (1 if back else 0)
                if back and k < 0:
                    raise EmulatorError(f"{loc(lineno)}: {m.group(0)}: no label {n}: before this line")
                return _num_label(n, k)
            args = _NUM_REF.sub(ref, args)
        raw.append((mnemonic, args.strip(), lineno, line))

    instrs: list[Instr] = []
    for index, (mnemonic, args, lineno, line) in enumerate(raw):
        where = f"{source}:{lineno}" if source else f"line {lineno}"
        op = strip_encoding(mnemonic)
        mods: dict[str, object] = {}
        operands: list[Operand] = []
        if op == "s_waitcnt":
            mods = _parse_waitcnt(args, symbols)
        else:
            fields = _split_top(args) if args else []
            if fields:
                tail = _split_ws_top(fields[-1])
                fields[-1:] = tail[:1]
                extra = tail[1:]
                # a field that is itself a modifier (e.g. `s_nop 0` has none; `... off offset:16`)
                for tok in extra:
                    kv = _located_mod(tok, symbols, where)
                    if kv is None:
                        raise EmulatorError(f"{where}: cannot parse modifier {tok!r} in: {line}")
                    mods[kv[0]] = kv[1]
                for f in fields:
                    kv = _located_mod(f, symbols, where) if (":" in f and not f.startswith(("s[", "v[", "a["))) else None
                    if kv is not None:
                        mods[kv[0]] = kv[1]
                    elif f.lower() in _FLAG_MODS and op.startswith(("buffer_", "global_", "ds_")):
                        mods[f.lower()] = True
                    else:
                        operands.append(_parse_operand(f.replace(" ", ""), symbols, where))
            _dpp_mods(mods, mnemonic, where, line)
        instrs.append(Instr(index, op, mnemonic, tuple(operands), Mods(mods), lineno, line, classify(op)))

    # resolve branch targets
    for k, ins in enumerate(instrs):
        if ins.cls is not None and ins.cls.cls == "branch":
            if not ins.operands or ins.operands[0].kind != "label":
                raise EmulatorError(f"{source}:{ins.line}: branch needs a label: {ins.text}")
            name = ins.operands[0].text
            if name not in labels:
                if name.startswith(".Lnum$"):
                    n = name.split("$")[1]
                    raise EmulatorError(f"{source}:{ins.line}: {n}f: no label {n}: after this line: {ins.text}")
                raise EmulatorError(f"{source}:{ins.line}: unknown label {name!r}")
            instrs[k] = Instr(ins.index, ins.op, ins.mnemonic, ins.operands, ins.mods, ins.line, ins.text,
                              ins.cls, labels[name])

    meta_by_name: dict[str, dict] = {}
    for doc in metadata_docs:
        for k in doc.get("amdhsa.kernels", []) or []:
            meta_by_name[str(k.get(".name"))] = k
    names = list(descriptors) or [n for n in meta_by_name]
    entries = sorted((labels[n], n) for n in names if n in labels)
    kernels: dict[str, Kernel] = {}
    prog = Program(tuple(instrs), MappingProxyType(labels), MappingProxyType(kernels), source)
    for pos, (entry, name) in enumerate(entries):
        end = entries[pos + 1][0] if pos + 1 < len(entries) else len(instrs)
        kernels[name] = Kernel(name, entry, end, MappingProxyType(descriptors.get(name, {})),
                               MappingProxyType(meta_by_name.get(name, {})), prog)
    if not kernels and instrs:
        # bare instruction text (unit tests, snippets): one anonymous kernel with default ABI
        kernels["main"] = Kernel("main", 0, len(instrs), MappingProxyType({}), MappingProxyType({}), prog)
    return prog

