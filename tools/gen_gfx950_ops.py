"""Generate flygen/isa/gfx950_ops.py (the opcode numbers and operand fields of every gfx950 instruction) from
LLVM 22's own assembler in the ziglang wheel.

What it reads: the mnemonic strings of the wheel's LLVM (`strings` over the zig binary: every AMDGPU mnemonic of
every generation, as candidates), plus the instructions of the repository's `.s` corpora; nothing else. For each
candidate it writes probe lines with operands of several shapes and widths (distinct register numbers per
position), runs them through `clang -cc1as -target-cpu gfx950 -show-encoding` (lines the assembler rejects for
gfx950 simply drop out), and from each accepted line reads LLVM's canonical text and encoding bytes: the format
(flygen.isa.formats.match_format), the opcode field, and which field holds each printed register operand (the
probes' distinct register numbers make that unique). The table is the union of what LLVM accepted; conflicting
entries for one (format, opcode) abort the run.

    python tools/gen_gfx950_ops.py            # rewrites flygen/isa/gfx950_ops.py (about a minute)
"""
from __future__ import annotations

import itertools
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from flygen.isa.formats import FIELDS, match_format  # noqa: E402

_MN = re.compile(r"^(v|s|ds|buffer|tbuffer|global|flat|scratch)_[a-z0-9_]+$")
_ENC = re.compile(r"^\s*(\S.*?)\s*; encoding: \[([^\]]*)\]")
_REG = re.compile(r"^(v|s|a|ttmp)(?:(\d+)|\[(\d+):(\d+)\])$")
SPECIAL = {"vcc": (106, 2), "exec": (126, 2), "vcc_lo": (106, 1), "vcc_hi": (107, 1), "m0": (124, 1),
           "exec_lo": (126, 1), "exec_hi": (127, 1), "flat_scratch": (102, 2)}


# Two mnemonics LLVM accepts for one encoding: the one printed (v_mul_lo_i32 is gfx9's alias of v_mul_lo_u32;
# both assemble to the same bytes, so the round trip holds whichever is printed).
ALIASES = {"v_mul_lo_i32": "v_mul_lo_u32"}


def wheel_strings() -> list[str]:
    import ziglang
    binary = Path(ziglang.__file__).parent / "zig"
    out = subprocess.run(["strings", "-n", "4", str(binary)], capture_output=True, text=True, check=True).stdout
    return sorted({s for s in out.split() if _MN.match(s)})


def vreg(i: int, w: int, f: str = "v") -> str:
    base = 2 + 20 * i
    return f"{f}{base}" if w == 1 else f"{f}[{base}:{base + w - 1}]"


def sreg(i: int, w: int) -> str:
    base = 4 * (i + 1) if w <= 4 else 16 * (i + 1)
    return f"s{base}" if w == 1 else f"s[{base}:{base + w - 1}]"


def probes(mn: str) -> list[str]:
    """Probe lines for one candidate mnemonic."""
    out = []
    if mn.startswith("s_"):
        out.append(mn)
        for n in (1, 2, 3):
            for ws in itertools.product((1, 2), repeat=n):
                out.append(f"{mn} " + ", ".join(sreg(i, w) for i, w in enumerate(ws)))
        out += [f"{mn} 3", f"{mn} s4, 0x1234", f"{mn} 0x1234", f"{mn} s4, 0x12345678",
                f"{mn} hwreg(HW_REG_MODE, 2, 3), s4", f"{mn} s4, hwreg(HW_REG_MODE, 2, 3)",
                f"{mn} hwreg(HW_REG_MODE, 2, 3), 0x12345"]
        for w in (1, 2, 4, 8, 16):
            for b in (2, 4):
                out.append(f"{mn} {sreg(0, w)}, {sreg(1, b)}, 0x10")
                out.append(f"{mn} {sreg(0, w)}, {sreg(1, b)}, s20")
        out += [f"{mn} s[4:5], s[8:9], 0x10 glc", f"{mn} s4, s[8:9], 0x10 glc"]
    elif mn.startswith("v_"):
        names = [mn] + ([f"{mn}_e64"] if not mn.endswith(("_e32", "_e64")) else [])
        for m in names:
            out.append(m)
            for n in (1, 2, 3, 4):
                for ws in itertools.product((1, 2), repeat=n):
                    out.append(f"{m} " + ", ".join(vreg(i, w) for i, w in enumerate(ws)))
            for ws in itertools.product((1, 2), repeat=2):
                a, b = (vreg(i + 1, w) for i, w in enumerate(ws))
                out += [f"{m} vcc, {a}, {b}", f"{m} s[4:5], {a}, {b}", f"{m} {vreg(0, 1)}, vcc, {a}, {b}",
                        f"{m} {vreg(0, 1)}, s[4:5], {a}, {b}", f"{m} {vreg(0, 1)}, {a}, {b}, vcc",
                        f"{m} {vreg(0, 1)}, {a}, {b}, s[4:5]", f"{m} {vreg(0, 1)}, vcc, {a}, {b}, vcc",
                        f"{m} {vreg(0, 1)}, s[4:5], {a}, {b}, s[8:9]", f"{m} s4, {a}, {b}",
                        f"{m} {vreg(0, 2)}, s[4:5], {a}, {b}, {vreg(3, 2)}",
                        f"{m} {vreg(0, 1)}, s[4:5], {a}, {b}, {vreg(3, 1)}",
                        f"{m} {vreg(0, 2)}, s[4:5], {a}, {b}, {vreg(3, 2)}"]
            out += [f"{m} {vreg(0, 1)}, {vreg(1, 1)}, 0x42000000, {vreg(2, 1)}",
                    f"{m} {vreg(0, 1)}, {vreg(1, 1)}, {vreg(2, 1)}, 0x42000000",
                    f"{m} s4, {vreg(1, 1)}", f"{m} s4, {vreg(1, 1)}, s8", f"{m} {vreg(0, 1)}, s4, s8",
                    f"{m} {vreg(0, 1)}, {vreg(1, 1, 'a')}", f"{m} {vreg(0, 1, 'a')}, {vreg(1, 1)}",
                    f"{m} {vreg(0, 1, 'a')}, {vreg(1, 1, 'a')}", f"{m} {vreg(0, 6)}, {vreg(1, 16)}, {vreg(2, 1)}",
                    f"{m} {vreg(0, 3)}, {vreg(1, 1)}, {vreg(2, 1)}", f"{m} {vreg(0, 6)}, {vreg(1, 8)}, {vreg(2, 1)}",
                    f"{m} {vreg(0, 1)}, {vreg(1, 3)}, {vreg(2, 1)}", f"{m} {vreg(0, 8)}, {vreg(1, 1)}, {vreg(2, 1)}",
                    f"{m} {vreg(0, 4)}, {vreg(1, 1)}, {vreg(2, 1)}", f"{m} {vreg(0, 1)}, {vreg(1, 4)}, {vreg(2, 1)}",
                    f"{m} {vreg(0, 6)}, {vreg(1, 1)}, {vreg(2, 1)}", f"{m} {vreg(0, 4)}, {vreg(1, 2)}, {vreg(2, 1)}",
                    f"{m} {vreg(0, 2)}, {vreg(1, 4)}, {vreg(2, 1)}", f"{m} {vreg(0, 1)}, {vreg(1, 6)}, {vreg(2, 1)}",
                    f"{m} {vreg(0, 2)}, {vreg(1, 6)}, {vreg(2, 1)}", f"{m} {vreg(0, 1)}, {vreg(1, 8)}, {vreg(2, 1)}",
                    f"{m} {vreg(0, 4)}, {vreg(1, 8)}, {vreg(2, 1)}", f"{m} {vreg(0, 8)}, {vreg(1, 16)}, {vreg(2, 1)}",
                    f"{m} {vreg(0, 16)}, {vreg(1, 16)}, {vreg(2, 1)}", f"{m} {vreg(0, 3)}, {vreg(1, 6)}, {vreg(2, 1)}"]
        out += mfma_probes(mn)
        if "scale" in mn or "pk" in mn:            # the scaled conversions' wide tuples
            for ws in itertools.product((1, 2, 3, 4, 6, 8, 16, 32), (1, 2, 3, 4, 6, 8, 16, 32), (1, 2, 4, 8, 16)):
                out.append(f"{mn} " + ", ".join(vreg(i, w) for i, w in enumerate(ws)) + f", {vreg(3, 1)}")
                out.append(f"{mn} " + ", ".join(vreg(i, w) for i, w in enumerate(ws)))
    elif mn.startswith("ds_"):
        ws = (1, 2, 3, 4)
        out.append(mn)
        out.append(f"{mn} {vreg(0, 1)}")
        for a in ws:
            out += [f"{mn} {vreg(0, a)}, {vreg(1, 1)}", f"{mn} {vreg(1, 1)}, {vreg(2, a)}"]
            for b in ws:
                out += [f"{mn} {vreg(0, a)}, {vreg(1, 1)}, {vreg(2, b)}", f"{mn} {vreg(1, 1)}, {vreg(2, a)}, {vreg(3, b)}"]
                out.append(f"{mn} {vreg(0, a)}, {vreg(1, 1)}, {vreg(2, b)}, {vreg(3, b)}")
        out += [f"{mn} {vreg(0, 1)}, {vreg(1, 1)} offset:8 gds", f"{mn} {vreg(0, 1)} offset:8 gds", f"{mn} {vreg(0, 1)} gds"]
    elif mn.startswith("buffer_"):
        out.append(mn)
        out += [f"{mn} {vreg(1, 1)}, s[8:11], s20 offen lds", f"{mn} off, s[8:11], s20 lds"]
        for w in (1, 2, 3, 4):
            out += [f"{mn} {vreg(0, w)}, {vreg(1, 1)}, s[8:11], s20 offen",
                    f"{mn} {vreg(0, w)}, {vreg(1, 1)}, s[8:11], s20 offen sc0",
                    f"{mn} {vreg(0, w)}, off, s[8:11], s20", f"{mn} {vreg(0, w)}, off, s[8:11], s20 sc0"]
    elif mn.startswith("tbuffer_"):
        for w in (1, 2, 3, 4):                     # VGPR tuples even-aligned (gfx90a+ requires it)
            out += [f"{mn} {vreg(0, w)}, {vreg(1, 1)}, s[8:11], s20 offen",
                    f"{mn} {vreg(0, w)}, off, s[8:11], s20", f"{mn} {vreg(0, w)}, off, s[8:11], s20 sc0"]
    elif mn.startswith(("global_", "flat_", "scratch_")):
        out += [f"{mn} {vreg(1, 2)}, off", f"{mn} {vreg(1, 1)}, s[8:9]", f"{mn} {vreg(1, 1)}, s8",
                f"{mn} off, s8", f"{mn} {vreg(1, 1)}, off", f"{mn} off, off"]
        for w in (1, 2, 3, 4):
            d = vreg(0, w)
            out += [f"{mn} {d}, {vreg(1, 2)}, off", f"{mn} {vreg(1, 2)}, {d}, off", f"{mn} {d}, {vreg(1, 1)}, s[8:9]",
                    f"{mn} {vreg(1, 1)}, {d}, s[8:9]", f"{mn} {d}, {vreg(1, 2)}", f"{mn} {vreg(1, 2)}, {d}",
                    f"{mn} {d}, {vreg(1, 1)}, off", f"{mn} {vreg(1, 1)}, {d}, off", f"{mn} {d}, off, s8",
                    f"{mn} off, {d}, s8", f"{mn} {d}, {vreg(1, 2)}, {vreg(2, w)}, off sc0",
                    f"{mn} {d}, off, off", f"{mn} off, {d}, off", f"{mn} {d}, {vreg(1, 1)}, s8",
                    f"{mn} {vreg(1, 1)}, {d}, s8",
                    f"{mn} {d}, {vreg(1, 2)}, {vreg(2, w)} sc0", f"{mn} {d}, {vreg(1, 1)}, {vreg(2, w)}, s[8:9] sc0",
                    f"{mn} {vreg(1, 2)}, {vreg(2, w)}, off", f"{mn} {vreg(1, 2)}, {vreg(2, w)}",
                    f"{mn} {vreg(1, 1)}, {vreg(2, w)}, s[8:9]"]
            if w in (1, 2):
                d2 = vreg(0, 2 * w)
                out += [f"{mn} {d}, {vreg(1, 2)}, {d2}, off sc0", f"{mn} {d}, {vreg(1, 2)}, {d2} sc0",
                        f"{mn} {d}, {vreg(1, 1)}, {d2}, s[8:9] sc0", f"{mn} {vreg(1, 2)}, {d2}, off",
                        f"{mn} {vreg(1, 2)}, {d2}", f"{mn} {vreg(1, 1)}, {d2}, s[8:9]"]
    return out


def mfma_probes(mn: str) -> list[str]:
    from flygen.isa import mfma
    out = []
    if not mn.startswith(("v_mfma", "v_smfmac")):
        return out
    try:
        atom = mfma.mfma_atom(mn)
    except Exception:
        return out
    a, b, c = atom.a_regs, atom.b_regs, atom.c_regs
    for f in ("v", "a"):
        if atom.sparse:
            out.append(f"{mn} {vreg(0, c, f)}, {vreg(1, a)}, {vreg(2, b)}, {vreg(4, 1)}")
        elif atom.scaled:
            out.append(f"{mn} {vreg(0, c, f)}, {vreg(1, a)}, {vreg(2, b)}, {vreg(3, c, f)}, {vreg(4, 1)}, {vreg(5, 1)}")
        else:
            out.append(f"{mn} {vreg(0, c, f)}, {vreg(1, a)}, {vreg(2, b)}, {vreg(3, c, f)}")
    return out


def assemble_show(lines: list[str]) -> list[tuple[str, bytes]]:
    with tempfile.TemporaryDirectory() as d:
        Path(d, "p.s").write_text(".text\n" + "\n".join(lines) + "\n")
        r = subprocess.run([sys.executable, "-m", "ziglang", "clang", "-cc1as", "-triple", "amdgcn-amd-amdhsa",
                            "-target-cpu", "gfx950", "-filetype", "asm", "-show-encoding", "p.s", "-o", "-"],
                           cwd=d, capture_output=True, text=True, check=False)
    res = []
    for line in r.stdout.splitlines():
        m = _ENC.match(line)
        if m and "A" not in m.group(2):
            res.append((m.group(1), bytes(int(x, 16) for x in m.group(2).split(","))))
    return res


def _tokens(text: str) -> tuple[str, list[str]]:
    mn, _, rest = text.partition(" ")
    rest = re.sub(r"\w+:\[[^\]]*\]", " ", rest)          # op_sel:[1,0] and friends are modifiers
    rest = re.sub(r"\w+\([^)]*\)", "FUNC", rest)            # hwreg(...), sendmsg(...): one immediate
    return mn, [t.strip() for t in re.split(r",\s*|\s+", rest.strip()) if t.strip()]


def reg_of(tok: str):
    tok = tok.lstrip("-|").rstrip("|")
    if tok in SPECIAL:
        return ("s",) + SPECIAL[tok]
    m = _REG.match(tok)
    if not m:
        return None
    f = m.group(1)
    if m.group(2) is not None:
        return f, int(m.group(2)), 1
    return f, int(m.group(3)), int(m.group(4)) - int(m.group(3)) + 1


# which register file each field can hold, and how its value encodes register n
SRC9 = ("src0", "src1", "src2")
VFIELDS = ("vdst", "vsrc1", "addr", "data", "data0", "data1", "vaddr", "vdata")


def expected(fmt: str, fld: str, f: str, n: int) -> int | None:
    if fld in SRC9 and fmt in ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3P", "MAI"):
        return 256 + n if f in ("v", "a") else n if f == "s" else None
    if fld in ("ssrc0", "ssrc1", "sdst", "sdata", "soffset", "saddr"):
        return n if f == "s" else None
    if fld == "sbase":
        return n // 2 if f == "s" else None
    if fld == "srsrc":
        return n // 4 if f == "s" else None
    if fld in VFIELDS:
        return n if f in ("v", "a") else (n if f == "s" and fmt in ("VOP1", "VOP3", "VOP3P") and fld == "vdst"
                                          else None)
    return None


def fields_of(fmt: str, value: int) -> dict[str, int]:
    out = {}
    for name, (lo, hi) in FIELDS[fmt].items():
        out[name] = (value >> lo) & ((1 << (hi - lo + 1)) - 1)
    return out


def analyse(text: str, data: bytes):
    """(fmt, opcode, mnemonic, operands) of one accepted line; operands = ((field, file, width), ...)."""
    w0 = int.from_bytes(data[:4], "little")
    fmt = match_format(w0)
    if fmt is None or len(data) > 8 and fmt != "VOP3P":
        return None
    value = int.from_bytes(data[:8].ljust(8, b"\0"), "little")
    mn, toks = _tokens(text)
    if fmt == "VOP3P" and mn.startswith(("v_mfma", "v_smfmac")):
        fmt = "MAI"
    if fmt == "FLAT":
        fmt_key = ("FLAT", "SCRATCH", "GLOBAL", "FLAT?")[(value >> 14) & 3]
    else:
        fmt_key = fmt
    if fmt in ("VOP1", "VOP2", "VOPC") and w0 & 0x1FF in (249, 250):
        return None                     # SDWA / DPP: same opcode as the e32 form
    fl = fields_of(fmt, value)
    if fmt == "VOP3P" and len(data) > 8:
        return None
    used, ops = set(), []
    for t in toks:
        if t.startswith(("offset", "sc0", "sc1", "nt", "glc", "offen", "idxen", "lds", "gds", "op_sel", "neg_",
                         "clamp", "cbsz", "abid", "blgp", "mul:", "div:", "bitop3", "row_", "quad_", "bank_",
                         "bound_", "dst_", "src0_", "src1_", "byte_sel", "nv")):
            continue
        r = reg_of(t)
        if r is None:
            # a positional non-register operand: a constant in a source field, an immediate, or `off`
            if t == "off":
                fld = {"MUBUF": "vaddr", "MTBUF": "vaddr"}.get(fmt) or ("addr" if "addr" not in used else "saddr")
                used.add(fld)
                ops.append((fld, "off", 0))
                continue
            pos = [f for f in ("src0", "src1", "src2", "ssrc0", "ssrc1", "soffset", "simm16", "offset")
                   if f in FIELDS[fmt] and f not in used]
            if fmt in ("SOPK", "SOPP", "SMEM"):
                pos = [f for f in pos if f in ("simm16", "offset", "soffset")]
                if fmt == "SOPK" and not pos:
                    pos = ["literal"]           # s_setreg_imm32_b32: the 32-bit value after the word
            if fmt == "VOP2" and not pos:
                pos = ["literal"]               # v_fmamk / v_fmaak: the constant K after the word
            if not pos:
                return None
            used.add(pos[0])
            ops.append((pos[0], "*" if pos[0] in SRC9 + ("ssrc0", "ssrc1", "soffset") else "imm", 0))
            continue
        f, n, w = r
        cands = [fld for fld in FIELDS[fmt] if fld not in used and expected(fmt, fld, f, n) == fl[fld]]
        if fmt == "VOP3" and "sdst" in cands and "vdst" in cands:
            cands.remove("sdst")
        if not ops and len(cands) > 1 and fmt not in ("DS", "MUBUF", "MTBUF", "FLAT"):
            # the first printed operand is the destination (MFMA: D and C alike)
            cands = [c for c in cands if c in ("vdst", "sdst", "sdata", "vdata")] or cands
        if not cands and fmt in ("VOP1", "VOP2", "VOPC") and (f, n, w) == ("s", 106, 2):
            used.add(f"vcc{len(ops)}")
            ops.append(("vcc", "implicit", 2))      # the e32 forms' implicit VCC, printed by LLVM
            continue
        if len(cands) != 1:
            return None                 # no field, or ambiguous (a corpus line reusing a register number)
        fld = cands[0]
        used.add(fld)
        ops.append((fld, ("a" if f == "a" else "*") if fld in SRC9 + ("ssrc0", "ssrc1", "soffset") else f, w))
    return fmt_key, fl["op"], mn, tuple(ops)


def merge(shapes, fmt: str) -> tuple:
    """One operand list per field sequence: a field's width is the widest register LLVM printed there (a
    constant in a source field counts 0); its file the one register file LLVM printed there, "*" when it
    printed several (the encoding's bits decide: MAI's acc bits, a source's value). Order-independent."""
    by_seq: dict[tuple, list] = {}
    for shape in sorted(shapes):
        seq = tuple((f, k == "off") for f, k, _ in shape)
        cur = by_seq.setdefault(seq, [[f, set(), 0] for f, _, _ in shape])
        for slot, (f, k, w) in zip(cur, shape):
            slot[1].add(k)
            slot[2] = max(slot[2], w)
    out = []
    for v in by_seq.values():
        row = []
        for f, kinds, w in v:
            regs = kinds - {"*", "imm", "off"}
            if "off" in kinds:
                k = "off"
            elif fmt == "MAI" and (f == "vdst" or f in SRC9):
                k = "*"
            elif len(regs) == 1 and not (f in SRC9 and "*" in kinds):
                k = next(iter(regs))
            elif regs:
                k = "*"
            else:
                k = sorted(kinds)[0]
            row.append((f, k, w))
        out.append(tuple(row))
    return tuple(sorted(out, key=lambda s: (len(s), s)))


def corpus_lines() -> list[str]:
    """Instructions of the repository's .s corpora (tests/data), as extra probes."""
    out = []
    for p in sorted((ROOT / "tests" / "data").rglob("*.s")):
        for line in p.read_text().splitlines():
            s = line.split(";")[0].split("//")[0].strip()
            if _MN.match(s.split(" ")[0]) and not s.split(" ")[0].endswith(":"):
                out.append(s)
    return out


def main() -> int:
    cands = wheel_strings()
    lines = [ln for mn in cands for ln in probes(mn)] + corpus_lines()
    print(f"{len(cands)} candidate mnemonics, {len(lines)} probe lines", file=sys.stderr)
    rows: dict[tuple[str, int], dict] = {}
    chunk = 20000
    for i in range(0, len(lines), chunk):
        for text, data in assemble_show(lines[i:i + chunk]):
            a = analyse(text, data)
            if a is None:
                continue
            fmt, op, mn, ops = a
            key = (fmt, op)
            ent = rows.setdefault(key, {"mn": mn, "shapes": set()})
            if ent["mn"] != mn:
                # LLVM prints one canonical name per encoding; two names for one opcode means a probe mismatch
                ent.setdefault("alt", set()).add(mn)
            ent["shapes"].add(ops)
    for key, ent in rows.items():
        names = {ent["mn"], *ent.get("alt", ())}
        for alias, canon in ALIASES.items():
            if names == {alias, canon}:
                ent["mn"] = canon
                del ent["alt"]
    bad = {k: v for k, v in rows.items() if "alt" in v}
    for k, v in sorted(bad.items()):
        print(f"conflict {k}: {v['mn']} vs {sorted(v['alt'])}", file=sys.stderr)
    out = ROOT / "flygen" / "isa" / "gfx950_ops.py"
    lines = ['"""Opcode numbers and operand fields of the gfx950 instructions, per format (GENERATED by',
             "tools/gen_gfx950_ops.py from the LLVM 22 assembler of the ziglang wheel: do not edit).",
             "",
             "OPS[format][opcode] = (mnemonic as LLVM prints it, shapes): each shape is one operand list LLVM",
             "accepted, ((field, register file, registers), ...) in printed order. The disassembler picks the",
             'shape whose fields the encoding fills (flygen.asm.disasm)."""',
             "OPS = {"]
    for fmt in sorted({k[0] for k in rows}):
        lines.append(f"    {fmt!r}: {{")
        for (f, op), v in sorted((k, v) for k, v in rows.items() if k[0] == fmt):
            shapes = merge(v["shapes"], fmt)
            lines.append(f"        {op}: ({v['mn']!r}, {tuple(shapes)!r}),")
        lines.append("    },")
    lines.append("}")
    out.write_text("\n".join(lines) + "\n")
    print(f"{len(rows)} encodings, {len(bad)} conflicts -> {out}", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
