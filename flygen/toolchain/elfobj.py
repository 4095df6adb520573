"""A relocatable ELF64 object as plain data: what the assembler wrote and what the in-process linker
(`flygen.toolchain.shlink`) reads. Constants from LLVM ``llvm/BinaryFormat/ELF.h``.
"""
from __future__ import annotations

import struct
from dataclasses import dataclass, field

EHDR = struct.Struct("<16sHHIQQQIHHHHHH")
SHDR = struct.Struct("<IIQQQQIIQQ")
SYM = struct.Struct("<IBBHQQ")
RELA = struct.Struct("<QQq")
PHDR = struct.Struct("<IIQQQQQQ")
DYN = struct.Struct("<qQ")

ET_REL, ET_DYN = 1, 3
SHT_PROGBITS, SHT_SYMTAB, SHT_STRTAB, SHT_RELA, SHT_HASH, SHT_DYNAMIC, SHT_NOTE, SHT_NOBITS, SHT_DYNSYM = \
    1, 2, 3, 4, 5, 6, 7, 8, 11
SHT_GNU_HASH = 0x6FFFFFF6
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR, SHF_MERGE, SHF_STRINGS, SHF_INFO_LINK = 0x1, 0x2, 0x4, 0x10, 0x20, 0x40
SHN_UNDEF, SHN_ABS = 0, 0xFFF1
STB_LOCAL, STB_GLOBAL = 0, 1
STT_NOTYPE, STT_OBJECT, STT_FUNC, STT_SECTION, STT_FILE = 0, 1, 2, 3, 4
STV_DEFAULT, STV_HIDDEN, STV_PROTECTED = 0, 2, 3
R_AMDGPU_REL64 = 5


@dataclass(frozen=True)
class Symbol:
    name: str
    value: int
    size: int
    info: int        # bind << 4 | type
    other: int       # visibility
    shndx: int       # input section index, SHN_ABS or SHN_UNDEF

    @property
    def bind(self) -> int:
        return self.info >> 4

    @property
    def type(self) -> int:
        return self.info & 0xF


@dataclass(frozen=True)
class Reloc:
    offset: int
    sym: int         # index into RelObject.symbols
    type: int
    addend: int


@dataclass
class Section:
    name: str
    type: int
    flags: int
    addralign: int
    entsize: int
    data: bytes
    relocs: list[Reloc] = field(default_factory=list)   # from its SHT_RELA section, if any


@dataclass
class RelObject:
    """Sections by input index (index 0 is the null section, None), symbols by index (0 is null)."""
    ident: bytes                # e_ident: class, data, OS ABI, ABI version
    machine: int
    flags: int
    sections: list[Section | None]
    symbols: list[Symbol]


def _cstr(table: bytes, off: int) -> str:
    return table[off:table.index(b"\0", off)].decode()


def read_relobject(raw: bytes) -> RelObject:
    """Parse a relocatable object; ValueError when it is not an ELF64 little-endian ET_REL, or is malformed
    (an offset, index or size outside the file: never another exception)."""
    try:
        return _read_relobject(raw)
    except ValueError:
        raise
    except (struct.error, IndexError, KeyError, TypeError, UnicodeError, OverflowError) as e:
        raise ValueError(f"not a valid relocatable object ({type(e).__name__}: {str(e)[:120]})") from None


def _read_relobject(raw: bytes) -> RelObject:
    if raw[:4] != b"\x7fELF" or raw[4] != 2 or raw[5] != 1:
        raise ValueError("not an ELF64 little-endian object")
    ident, etype, machine, _v, _e, _ph, shoff, flags, _eh, _phe, _phn, shentsize, shnum, shstrndx = \
        EHDR.unpack_from(raw)
    if etype != ET_REL:
        raise ValueError(f"not a relocatable object (e_type {etype})")
    hdrs = [SHDR.unpack_from(raw, shoff + i * shentsize) for i in range(shnum)]
    shstr = raw[hdrs[shstrndx][4]:hdrs[shstrndx][4] + hdrs[shstrndx][5]]

    def data(h):
        return b"" if h[1] == SHT_NOBITS else raw[h[4]:h[4] + h[5]]

    sections: list[Section | None] = [None]
    for h in hdrs[1:]:
        sections.append(Section(_cstr(shstr, h[0]), h[1], h[2], h[8], h[9], data(h)))
    symbols: list[Symbol] = []
    for h in hdrs:
        if h[1] == SHT_SYMTAB:
            strtab = data(hdrs[h[6]])
            body = data(h)
            for off in range(0, len(body), SYM.size):
                name, info, other, shndx, value, size = SYM.unpack_from(body, off)
                symbols.append(Symbol(_cstr(strtab, name), value, size, info, other, shndx))
    for h in hdrs:
        if h[1] == SHT_RELA:
            body = data(h)
            target = sections[h[7]]
            for off in range(0, len(body), RELA.size):
                r_off, r_info, addend = RELA.unpack_from(body, off)
                target.relocs.append(Reloc(r_off, r_info >> 32, r_info & 0xFFFFFFFF, addend))
    return RelObject(ident, machine, flags, sections, symbols)
