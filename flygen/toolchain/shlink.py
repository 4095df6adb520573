"""Link one assembled kernel object into an HSACO in-process, writing the bytes `ld.lld -shared
--build-id=none` writes for it.

Why: an `ld.lld` process costs ~7 ms per kernel, a third of a cold library build; this costs ~0.2 ms.
Scope: the objects flygen's kernels assemble to (`.note`, `.rodata` kernel descriptors with
R_AMDGPU_REL64 relocations to their kernels, `.text`, local absolute and section symbols, protected
or default globals). Anything else returns None and the caller runs the real linker.
Trust: the output is compared byte for byte with ld.lld on every library kernel and on generated
corner cases (tests/test_shlink.py), and each build checks one kernel against the real linker first
(flygen.build.batch) so a different lld release switches this path off rather than changing bytes.

The layout is lld's for this input (lld/ELF/Writer.cpp, SyntheticSections.cpp): sections
.note .dynsym .gnu.hash .hash .dynstr .rodata | .text | .dynamic .relro_padding, then .comment .symtab
.shstrtab .strtab; one PT_LOAD per permission change, each new one at the next page plus the current
page offset (-z noseparate-code), file offsets congruent to addresses modulo the 4 KiB max page size.
"""
from __future__ import annotations

from flygen.toolchain.elfobj import (DYN, EHDR, ET_DYN, PHDR, R_AMDGPU_REL64, SHDR, SHF_ALLOC,
                                     SHF_EXECINSTR, SHF_MERGE, SHF_STRINGS, SHF_WRITE, SHN_ABS,
                                     SHN_UNDEF, SHT_DYNAMIC, SHT_DYNSYM, SHT_GNU_HASH, SHT_HASH, SHT_NOBITS,
                                     SHT_NOTE, SHT_PROGBITS, SHT_RELA, SHT_STRTAB, SHT_SYMTAB, STB_GLOBAL,
                                     STB_LOCAL, STT_FILE, STT_FUNC, STT_NOTYPE, STT_OBJECT, STT_SECTION,
                                     STV_DEFAULT, STV_HIDDEN, STV_PROTECTED, SYM, RelObject, Symbol)

MAX_PAGE = 0x1000          # lld's AMDGPU max page size
PF_X, PF_W, PF_R = 1, 2, 4
PT_LOAD, PT_DYNAMIC, PT_NOTE, PT_PHDR, PT_GNU_STACK, PT_GNU_RELRO = 1, 2, 4, 6, 0x6474E551, 0x6474E552
DT_NULL, DT_HASH, DT_STRTAB, DT_SYMTAB, DT_STRSZ, DT_SYMENT, DT_GNU_HASH = 0, 4, 5, 6, 10, 11, 0x6FFFFEF5
GNU_HASH_SHIFT2 = 26       # lld's bloom filter second-bit shift
# Input sections this linker lays out, in lld's output order, with the flags they must have.
INPUT_ORDER = ((".note", SHT_NOTE, SHF_ALLOC), (".rodata", SHT_PROGBITS, SHF_ALLOC),
               (".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR))
IGNORED = (SHT_SYMTAB, SHT_STRTAB, SHT_RELA)   # consumed, not copied


def align(x: int, a: int) -> int:
    return x if a <= 1 else (x + a - 1) // a * a


def align_skew(x: int, a: int, skew: int) -> int:
    """The least value >= x congruent to skew modulo a (llvm::alignTo with skew)."""
    return x + (skew - x) % a


def gnu_hash(name: bytes) -> int:
    h = 5381
    for c in name:
        h = (h * 33 + c) & 0xFFFFFFFF
    return h


def sysv_hash(name: bytes) -> int:
    h = 0
    for c in name:
        h = ((h << 4) + c) & 0xFFFFFFFF
        h ^= (h >> 24) & 0xF0
    return h & 0x0FFFFFFF


class _StrTab:
    """lld's StringTableSection: "\\0" first; dynstr dedups, symtab/shstrtab strings do not."""

    def __init__(self, dedup: bool):
        self.data, self.seen, self.dedup = bytearray(b"\0"), {}, dedup

    def add(self, s: str) -> int:
        if self.dedup and s in self.seen:
            return self.seen[s]
        off = len(self.data)
        self.data += s.encode() + b"\0"
        self.seen.setdefault(s, off)
        return off


def _supported(obj: RelObject) -> dict[str, int] | None:
    """Input index of each laid-out section, or None when the object is outside this linker's scope."""
    where: dict[str, int] = {}
    allowed = {name: (t, f) for name, t, f in INPUT_ORDER}
    for i, s in enumerate(obj.sections):
        if s is None or s.type in IGNORED:
            if s is not None and s.type == SHT_RELA and s.name != ".rela.rodata":
                return None
            continue
        if s.name not in allowed or (s.type, s.flags) != allowed[s.name] or s.name in where:
            return None
        where[s.name] = i
    if ".text" not in where or obj.sections[where[".text"]].relocs:
        return None
    for name in (".note", ".rodata"):
        if name in where and obj.sections[where[name]].relocs and name != ".rodata":
            return None
    for k, sym in enumerate(obj.symbols[1:], 1):
        if sym.shndx == SHN_UNDEF or sym.type == STT_FILE or sym.bind not in (STB_LOCAL, STB_GLOBAL):
            return None
        if sym.type not in (STT_NOTYPE, STT_OBJECT, STT_FUNC, STT_SECTION):
            return None
        if sym.shndx != SHN_ABS and sym.shndx not in where.values():
            return None
        if sym.bind == STB_GLOBAL and sym.other not in (STV_DEFAULT, STV_PROTECTED):
            return None
    if ".rodata" in where:
        for r in obj.sections[where[".rodata"]].relocs:
            sym = obj.symbols[r.sym]
            # Resolved at link time only when the target cannot be preempted (protected or local).
            if r.type != R_AMDGPU_REL64 or sym.shndx == SHN_ABS or sym.type == STT_SECTION:
                return None
            if sym.bind == STB_GLOBAL and sym.other != STV_PROTECTED:
                return None
    return where


def link_shared(obj: RelObject, comment: str) -> bytes | None:
    """The HSACO bytes ld.lld would write for `obj` alone; `comment` is that lld's .comment string
    ("Linker: LLD 22.1.8"). None when the object is outside the supported scope."""
    where = _supported(obj)
    if where is None:
        return None
    inputs = [(name, obj.sections[where[name]]) for name, _, _ in INPUT_ORDER if name in where]
    exported = [s for s in obj.symbols[1:] if s.bind == STB_GLOBAL]
    locals_ = [s for s in obj.symbols[1:] if s.bind == STB_LOCAL and s.type != STT_SECTION]

    dynstr = _StrTab(dedup=True)
    dyn_names = [dynstr.add(s.name) for s in exported]
    # .gnu.hash: every exported symbol is defined, so all are hashed; lld sorts them by bucket (stable).
    nbuckets = max(len(exported) // 4, 1)
    hashes = [gnu_hash(s.name.encode()) for s in exported]
    order = sorted(range(len(exported)), key=lambda i: hashes[i] % nbuckets)
    exported = [exported[i] for i in order]
    dyn_names = [dyn_names[i] for i in order]
    hashes = [hashes[i] for i in order]
    mask_words = 1 << (len(exported) * 12 // 64).bit_length()   # llvm::NextPowerOf2: strictly greater

    # Output sections: (name, type, flags, align, entsize, size, data or None until written).
    n_dynsym = 1 + len(exported)
    sizes = {".dynsym": SYM.size * n_dynsym,
             ".gnu.hash": 16 + 8 * mask_words + 4 * nbuckets + 4 * len(exported),
             ".hash": 4 * (2 + 2 * n_dynsym), ".dynstr": len(dynstr.data), ".dynamic": DYN.size * 7}
    out = []   # dicts with name, type, flags, align, entsize, size
    for name, sec in inputs[:1] if inputs[0][0] == ".note" else []:
        out.append(dict(name=name, type=sec.type, flags=sec.flags, align=sec.addralign, entsize=sec.entsize,
                        size=len(sec.data), src=sec))
    out += [dict(name=".dynsym", type=SHT_DYNSYM, flags=SHF_ALLOC, align=8, entsize=SYM.size),
            dict(name=".gnu.hash", type=SHT_GNU_HASH, flags=SHF_ALLOC, align=8, entsize=0),
            dict(name=".hash", type=SHT_HASH, flags=SHF_ALLOC, align=4, entsize=4),
            dict(name=".dynstr", type=SHT_STRTAB, flags=SHF_ALLOC, align=1, entsize=0)]
    for o in out[-4:]:
        o["size"] = sizes[o["name"]]
    for name, sec in inputs:
        if name != ".note":
            out.append(dict(name=name, type=sec.type, flags=sec.flags, align=sec.addralign,
                            entsize=sec.entsize, size=len(sec.data), src=sec))
    out += [dict(name=".dynamic", type=SHT_DYNAMIC, flags=SHF_ALLOC | SHF_WRITE, align=8, entsize=DYN.size,
                 size=sizes[".dynamic"]),
            dict(name=".relro_padding", type=SHT_NOBITS, flags=SHF_ALLOC | SHF_WRITE, align=1, entsize=0,
                 size=0)]
    index = {o["name"]: i + 1 for i, o in enumerate(out)}
    has_note = ".note" in where
    n_phdr = 7 + has_note

    # Addresses and file offsets (lld Writer::assignAddresses / assignFileOffsets).
    def perm(o):
        return PF_R | (PF_X if o["flags"] & SHF_EXECINSTR else 0) | (PF_W if o["flags"] & SHF_WRITE else 0)

    dot = EHDR.size + PHDR.size * n_phdr
    off = dot
    loads = []   # [perm, first, last]
    for o in out:
        p = perm(o)
        if not loads or loads[-1][0] != p:
            if loads:
                dot = align(dot, MAX_PAGE) + dot % MAX_PAGE
            loads.append([p, o, o])
            first = True
        else:
            loads[-1][2] = o
            first = False
        dot = align(dot, o["align"])
        o["addr"] = dot
        if o["name"] == ".relro_padding":
            o["size"] = align(dot, MAX_PAGE) - dot
        if first:   # the first section of a PT_LOAD: offset congruent to its address
            off = align_skew(off, MAX_PAGE, o["addr"])
        else:
            f = loads[-1][1]
            off = f["off"] + o["addr"] - f["addr"]
        o["off"] = off
        if o["type"] != SHT_NOBITS:
            off += o["size"]
        dot += o["size"]

    # Non-alloc sections.
    comment_data = comment.encode() + b"\0"
    strtab = _StrTab(dedup=False)
    sym_rows = []
    out_idx = {where[n]: index[n] for n in where}

    def out_sym(s: Symbol, name_off: int) -> bytes:
        if s.shndx == SHN_ABS:
            return SYM.pack(name_off, s.info, s.other, SHN_ABS, s.value, s.size)
        o = out[out_idx[s.shndx] - 1]
        return SYM.pack(name_off, s.info, s.other, out_idx[s.shndx], o["addr"] + s.value, s.size)

    for s in locals_:
        sym_rows.append(out_sym(s, strtab.add(s.name)))
    # lld names symbols in the order its symbol table met them (the object's globals, then the
    # linker-defined _DYNAMIC), then moves _DYNAMIC (hidden, so local) before the globals.
    globals_ = [s for s in obj.symbols[1:] if s.bind == STB_GLOBAL]
    global_names = [strtab.add(s.name) for s in globals_]
    dyn = out[index[".dynamic"] - 1]
    sym_rows.append(SYM.pack(strtab.add("_DYNAMIC"), (STB_LOCAL << 4) | STT_NOTYPE, STV_HIDDEN,
                             index[".dynamic"], dyn["addr"], 0))
    first_global = 1 + len(sym_rows)
    sym_rows += [out_sym(s, n) for s, n in zip(globals_, global_names)]
    symtab_data = SYM.pack(0, 0, 0, 0, 0, 0) + b"".join(sym_rows)

    tail = [dict(name=".comment", type=SHT_PROGBITS, flags=SHF_MERGE | SHF_STRINGS, align=1, entsize=1,
                 size=len(comment_data), data=comment_data),
            dict(name=".symtab", type=SHT_SYMTAB, flags=0, align=8, entsize=SYM.size, size=len(symtab_data),
                 data=symtab_data),
            dict(name=".shstrtab", type=SHT_STRTAB, flags=0, align=1, entsize=0),
            dict(name=".strtab", type=SHT_STRTAB, flags=0, align=1, entsize=0, size=len(strtab.data),
                 data=bytes(strtab.data))]
    allsec = out + tail
    shstr = _StrTab(dedup=False)
    for o in allsec:
        o["name_off"] = shstr.add(o["name"])
    tail[2]["data"] = bytes(shstr.data)
    tail[2]["size"] = len(shstr.data)
    index.update({o["name"]: len(out) + 1 + i for i, o in enumerate(tail)})
    last = out[-1]
    off = last["off"] + (0 if last["type"] == SHT_NOBITS else last["size"])
    for o in tail:
        off = align(off, o["align"])
        o["addr"], o["off"] = 0, off
        off += o["size"]
    shoff = align(off, 8)

    # Contents of the synthetic and input alloc sections.
    addr = {o["name"]: o["addr"] for o in out}
    dynsym = SYM.pack(0, 0, 0, 0, 0, 0) + b"".join(
        out_sym(s, n) for s, n in zip(exported, dyn_names))
    bloom = [0] * mask_words
    for h in hashes:
        i = (h // 64) & (mask_words - 1)
        bloom[i] |= (1 << (h % 64)) | (1 << ((h >> GNU_HASH_SHIFT2) % 64))
    buckets, values, old = [0] * nbuckets, [], None
    for i, h in enumerate(hashes):
        b = h % nbuckets
        last_in_chain = i + 1 == len(hashes) or (hashes[i + 1] % nbuckets) != b
        values.append(h | 1 if last_in_chain else h & ~1)
        if b != old:
            buckets[b], old = 1 + i, b
    gnu = (b"".join(x.to_bytes(4, "little") for x in (nbuckets, 1, mask_words, GNU_HASH_SHIFT2))
           + b"".join(w.to_bytes(8, "little") for w in bloom)
           + b"".join(x.to_bytes(4, "little") for x in buckets + values))
    hb, hc = [0] * n_dynsym, [0] * n_dynsym
    for i, s in enumerate(exported, 1):
        h = sysv_hash(s.name.encode()) % n_dynsym
        hc[i], hb[h] = hb[h], i
    sysv = b"".join(x.to_bytes(4, "little") for x in [n_dynsym, n_dynsym] + hb + hc)
    dynamic = b"".join(DYN.pack(t, v) for t, v in (
        (DT_SYMTAB, addr[".dynsym"]), (DT_SYMENT, SYM.size), (DT_STRTAB, addr[".dynstr"]),
        (DT_STRSZ, len(dynstr.data)), (DT_GNU_HASH, addr[".gnu.hash"]), (DT_HASH, addr[".hash"]),
        (DT_NULL, 0)))
    synth = {".dynsym": dynsym, ".gnu.hash": gnu, ".hash": sysv, ".dynstr": bytes(dynstr.data),
             ".dynamic": dynamic}
    for o in out:
        if "src" in o:
            data = bytearray(o["src"].data)
            for r in o["src"].relocs:   # R_AMDGPU_REL64: S + A - P
                s = obj.symbols[r.sym]
                target = out[out_idx[s.shndx] - 1]["addr"] + s.value
                v = (target + r.addend - (o["addr"] + r.offset)) & (2 ** 64 - 1)
                data[r.offset:r.offset + 8] = v.to_bytes(8, "little")
            o["data"] = bytes(data)
        elif o["type"] != SHT_NOBITS:
            o["data"] = synth[o["name"]]

    # Program headers.
    ph = [(PT_PHDR, PF_R, EHDR.size, EHDR.size, PHDR.size * n_phdr, PHDR.size * n_phdr, 8)]
    r_end = loads[0][2]   # the first PT_LOAD also maps the ELF and program headers, from offset 0
    ph.append((PT_LOAD, PF_R, 0, 0, r_end["off"] + r_end["size"], r_end["addr"] + r_end["size"], MAX_PAGE))
    for p, f, l in loads[1:]:
        filesz = (l["off"] + (0 if l["type"] == SHT_NOBITS else l["size"])) - f["off"]
        ph.append((PT_LOAD, p, f["off"], f["addr"], filesz, l["addr"] + l["size"] - f["addr"], MAX_PAGE))
    ph.append((PT_DYNAMIC, PF_R | PF_W, dyn["off"], dyn["addr"], dyn["size"], dyn["size"], 8))
    pad = out[index[".relro_padding"] - 1]
    ph.append((PT_GNU_RELRO, PF_R, dyn["off"], dyn["addr"], dyn["size"],
               pad["addr"] + pad["size"] - dyn["addr"], 1))
    ph.append((PT_GNU_STACK, PF_R | PF_W, 0, 0, 0, 0, 0))
    if has_note:
        n = out[0]
        ph.append((PT_NOTE, PF_R, n["off"], n["addr"], n["size"], n["size"], n["align"]))

    # Section headers and the file.
    links = {".dynsym": (index[".dynstr"], 1), ".gnu.hash": (index[".dynsym"], 0),
             ".hash": (index[".dynsym"], 0), ".dynamic": (index[".dynstr"], 0),
             ".symtab": (index[".strtab"], first_global)}
    buf = bytearray(shoff + SHDR.size * (1 + len(allsec)))
    buf[0:EHDR.size] = EHDR.pack(obj.ident, ET_DYN, obj.machine, 1, 0, EHDR.size, shoff, obj.flags, EHDR.size,
                                 PHDR.size, n_phdr, SHDR.size, 1 + len(allsec), index[".shstrtab"])
    for i, (t, fl, o_, a, fs, ms, al) in enumerate(ph):
        PHDR.pack_into(buf, EHDR.size + i * PHDR.size, t, fl, o_, a, a, fs, ms, al)
    for i, o in enumerate(allsec, 1):
        if o.get("data"):
            buf[o["off"]:o["off"] + len(o["data"])] = o["data"]
        link, info = links.get(o["name"], (0, 0))
        SHDR.pack_into(buf, shoff + i * SHDR.size, o["name_off"], o["type"], o["flags"], o["addr"], o["off"],
                       o["size"], link, info, o["align"], o["entsize"])
    return bytes(buf)


def comment_of(hsaco: bytes) -> str | None:
    """The `.comment` string in a linked code object: the identity of the lld that wrote it."""
    e = EHDR.unpack_from(hsaco)
    shoff, shnum, shstrndx = e[6], e[12], e[13]
    hdrs = [SHDR.unpack_from(hsaco, shoff + i * SHDR.size) for i in range(shnum)]
    names = hsaco[hdrs[shstrndx][4]:hdrs[shstrndx][4] + hdrs[shstrndx][5]]
    for h in hdrs:
        if names[h[0]:names.index(b"\0", h[0])] == b".comment":
            text = hsaco[h[4]:h[4] + h[5]]
            return text.split(b"\0")[0].decode() if text.count(b"\0") == 1 and text.endswith(b"\0") else None
    return None
