"""Assemble many kernels in one assembler run, then cut out of the shared object, for each kernel, the
object the assembler would have written for that kernel alone.

Why: each assembler process costs ~5-8 ms of start-up on top of the work, a quarter of a cold
GEMM-library build. One process per chunk of kernels removes it.

How a source joins a bundle (`parse`): kernel i's `.text` / `.rodata` become sections of their own
(`.text.k<i>`, `.rodata.k<i>`), so its code, descriptor, alignment and relocations come out exactly as
alone; its `.amdgpu_metadata` YAML is left out (the assembler takes one per object) and encoded here
as the NT_AMDGPU_METADATA msgpack note LLVM writes (sorted map keys, smallest encodings); its `.set`
symbols are read from the source (values are integer literals) and, after the kernel, set to an
undefined symbol, so a later kernel that uses one it did not define fails to assemble or leaves a
relocation - and drops out of the bundle - instead of reading a stale value.

A source with anything outside this subset (other sections or directives, non-literal `.set`, labels
other than the kernel's and `.L` ones, unusual YAML scalars) is not bundled: the caller assembles it
alone. Output bytes equal the one-kernel route (tested on every example and library kernel; each
build also checks its first bundled kernel against the real tools, flygen.build.batch).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import msgpack
import yaml

from flygen.toolchain.elfobj import (SHN_ABS, SHT_NOTE, SHT_PROGBITS, STB_GLOBAL, STB_LOCAL, STT_NOTYPE,
                                     RelObject, Reloc, Section, Symbol)

POISON = "flygen_bundle_unset"
NOTE_NAME, NT_AMDGPU_METADATA = b"AMDGPU\0", 32
_SET = re.compile(r"\s*\.set\s+([A-Za-z_][A-Za-z0-9_]*)\s*,\s*(-?(?:0[xX][0-9a-fA-F]+|[1-9][0-9]*|0))\s*(?://.*)?")
_LABEL = re.compile(r"\s*([A-Za-z_.$][A-Za-z0-9_.$]*):")
_DIRECTIVE = re.compile(r"\s*(\.[A-Za-z_][A-Za-z0-9_]*)\b(.*)")
_KD_FIELD = re.compile(r"\s*\.amdhsa_[a-z0-9_]+\s+-?[0-9]+\s*(?://.*)?")
_HEADER = (".amdgcn_target", ".amdhsa_code_object_version")
_PASS = (".p2align", ".globl", ".type", ".size")      # per-kernel directives passed through unchanged
# YAML scalars LLVM's msgpack reader and PyYAML could type differently are left to the assembler.
_PLAIN = re.compile(r"\.?[A-Za-z_][A-Za-z0-9_.\-]*")
_KEYWORDS = {"true", "false", "null", "yes", "no", "on", "off", "inf", "nan"}   # LLVM 22 keeps y/n strings
_ODD_NUMBER = re.compile(r"(?<![\w.])(?:0[0-9]|[0-9]+_[0-9]|0[xXoObB])")


@dataclass
class Part:
    """One kernel's source as it enters a bundle."""
    name: str                         # kernel symbol (from .amdhsa_kernel)
    index: int                        # its sections are .text.k<index> / .rodata.k<index>
    header: tuple[str, ...]           # .amdgcn_target / .amdhsa_code_object_version lines
    body: str                         # the source with sections renamed, header and metadata removed
    sets: dict[str, int] = field(default_factory=dict)    # last-definition order, final values
    note: bytes | None = None         # the metadata note's section bytes


def _yaml_ok(node) -> bool:
    if isinstance(node, dict):
        return all(isinstance(k, str) and _yaml_ok(k) and _yaml_ok(v) for k, v in node.items())
    if isinstance(node, list):
        return all(_yaml_ok(v) for v in node)
    if isinstance(node, bool) or not isinstance(node, (int, str)):
        return False
    return isinstance(node, int) or (bool(_PLAIN.fullmatch(node)) and node.lower() not in _KEYWORDS)


def _sorted(node):
    if isinstance(node, dict):   # LLVM's msgpack::Document keeps maps in a std::map: keys sorted
        return {k: _sorted(node[k]) for k in sorted(node, key=lambda s: s.encode())}
    if isinstance(node, list):
        return [_sorted(v) for v in node]
    return node


def metadata_note(yaml_text: str) -> bytes | None:
    """The .note section the assembler writes for an `.amdgpu_metadata` block, or None when the YAML
    uses scalars whose typing is not certain to match LLVM's reader."""
    if _ODD_NUMBER.search(yaml_text):
        return None
    try:
        doc = yaml.load(yaml_text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError:
        return None
    if not isinstance(doc, dict) or not _yaml_ok(doc):
        return None
    desc = msgpack.packb(_sorted(doc), use_bin_type=True)
    pad = lambda b: b + b"\0" * (-len(b) % 4)   # noqa: E731
    return (len(NOTE_NAME).to_bytes(4, "little") + len(desc).to_bytes(4, "little")
            + NT_AMDGPU_METADATA.to_bytes(4, "little") + pad(NOTE_NAME) + pad(desc))


def parse(source: str, index: int) -> Part | None:
    """Kernel `index`'s source rewritten for a bundle, or None when it is outside the subset."""
    header, body, sets = [], [], {}
    lines = source.split("\n")
    name = next((m.group(2).split("//")[0].strip() for m in map(_DIRECTIVE.match, lines)
                 if m and m.group(1) == ".amdhsa_kernel"), None)
    if name is None or not _PLAIN.fullmatch(name):
        return None
    seen_kernel, meta, i = False, None, 0
    while i < len(lines):
        line = lines[i]
        i += 1
        lab = _LABEL.match(line)
        m = None if lab else _DIRECTIVE.match(line)
        if m is None:
            if lab and not lab.group(1).startswith(".L") and lab.group(1) != name:
                return None
            body.append(line)
            continue
        d = m.group(1)
        if d in _HEADER:
            header.append(line.strip())
        elif d == ".set":
            s = _SET.fullmatch(line)
            if s is None:
                return None
            sets.pop(s.group(1), None)   # the assembler lists a redefined symbol where it was last set
            sets[s.group(1)] = int(s.group(2), 0)
            body.append(line)
        elif d == ".text":
            body.append(f'        .section .text.k{index},"ax",@progbits')
        elif d == ".rodata":
            body.append(f'        .section .rodata.k{index},"a",@progbits')
        elif d in _PASS:
            body.append(line)
        elif d == ".amdhsa_kernel":
            if seen_kernel:
                return None
            seen_kernel = True
            body.append(line)
            while i < len(lines) and not lines[i].strip().startswith(".end_amdhsa_kernel"):
                if lines[i].strip() and not lines[i].strip().startswith("//") and not _KD_FIELD.fullmatch(lines[i]):
                    return None
                body.append(lines[i])
                i += 1
            if i == len(lines):
                return None
            body.append(lines[i])
            i += 1
        elif d == ".amdgpu_metadata":
            if meta is not None:
                return None
            end = next((j for j in range(i, len(lines)) if lines[j].strip() == ".end_amdgpu_metadata"), None)
            if end is None:
                return None
            meta = "\n".join(lines[i:end])
            i = end + 1
        else:
            return None
    note = None
    if meta is not None:
        note = metadata_note(meta)
        if note is None:
            return None
    body += [f"        .set {s}, {POISON}" for s in sets]
    return Part(name, index, tuple(header), "\n".join(body) + "\n", sets, note)


def bundle_source(parts: list[Part]) -> str:
    """One assembler input holding every part (all parts share the first part's header; indices differ)."""
    return "\n".join(parts[0].header) + "\n" + "".join(p.body for p in parts)


def split(obj: RelObject, parts: list[Part]) -> list[RelObject | None]:
    """For each part, the object its source assembles to alone; None for a part whose slice of the
    bundle is not exactly one kernel (a relocation in its code, unexpected symbols)."""
    by_name = {s.name: s for s in obj.sections if s is not None}
    sym_index = {}
    for k, s in enumerate(obj.symbols):
        sym_index.setdefault(s.name, k)
    out = []
    for part in parts:
        text, rodata = by_name.get(f".text.k{part.index}"), by_name.get(f".rodata.k{part.index}")
        if text is None or rodata is None or text.relocs:
            out.append(None)
            continue
        ti, ri = obj.sections.index(text), obj.sections.index(rodata)
        mine = [s for s in obj.symbols[1:] if s.shndx in (ti, ri)]
        if any(s.bind != STB_GLOBAL for s in mine) or {s.name for s in mine} != {part.name, part.name + ".kd"}:
            out.append(None)
            continue
        sections: list[Section | None] = [None,
                                          Section(".text", SHT_PROGBITS, text.flags, text.addralign, text.entsize,
                                                  text.data),
                                          Section(".rodata", SHT_PROGBITS, rodata.flags, rodata.addralign,
                                                  rodata.entsize, rodata.data)]
        if part.note is not None:
            sections.append(Section(".note", SHT_NOTE, 0x2, 4, 0, part.note))
        symbols = [Symbol("", 0, 0, 0, 0, 0)]
        symbols += [Symbol(n, v & (2 ** 64 - 1), 0, (STB_LOCAL << 4) | STT_NOTYPE, 0, SHN_ABS)
                    for n, v in part.sets.items()]
        remap = {}
        for s in mine:
            remap[sym_index[s.name]] = len(symbols)
            symbols.append(Symbol(s.name, s.value, s.size, s.info, s.other, 1 if s.shndx == ti else 2))
        relocs = []
        for r in rodata.relocs:
            if r.sym not in remap:
                break
            relocs.append(Reloc(r.offset, remap[r.sym], r.type, r.addend))
        else:
            sections[2].relocs = relocs
            out.append(RelObject(obj.ident, obj.machine, obj.flags, sections, symbols))
            continue
        out.append(None)
    return out
