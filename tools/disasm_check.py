"""Check flygen's disassembler (flygen.asm.disasm) against LLVM 22, instruction by instruction.

For each assembly source: LLVM's canonical text of every instruction comes from the wheel's assembler
(`clang -cc1as -target-cpu gfx950 -filetype asm -show-encoding`: the MCInstPrinter llvm-objdump prints with);
the bytes come from assembling the same source to an object (`-filetype obj`). The object's `.text` is
disassembled by flygen and compared after the normalisation of docs/disassembler.md:
  - whitespace collapsed, the source's trailing comments dropped;
  - a branch target is compared as the index of the instruction it lands on (LLVM prints the source's label,
    flygen a `label_<offset>`);
  - an instruction whose operand is a relocation (`sym@rel32@lo`) is compared by mnemonic only (an object's
    unrelocated field is 0, LLVM prints the symbol);
  - `s_nop 0` alignment fill that `.p2align` adds between functions is skipped (it is no source instruction).
Round trip: flygen's text, assembled again, must give the object's `.text` bytes exactly.

    python tools/disasm_check.py                 # every example spec, bench spec and .s corpus in tests/data
    python tools/disasm_check.py FILE.s|SPEC.yaml ...
    python tools/disasm_check.py --write-listings   # rewrite tests/data/disasm/llvm/*.txt (LLVM's text)

Prints one line per source and exits 1 on any difference.
"""
from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

_ENC = re.compile(r"^\s*(\S.*?)\s*; encoding: \[([^\]]*)\]")
_LABEL = re.compile(r"^([.\w$]+):")
_BRANCH = re.compile(r"^(s_branch|s_cbranch_\w+|s_call_b64|s_cbranch_i_fork)\b")
_TARGET_FIX = re.compile(r'^(\s*\.amdgcn_target\s+)"[^"]*"', re.M)
TARGET = '"amdgcn-amd-amdhsa--gfx950"'


def normalise_source(text: str) -> str:
    """Triton writes `.amdgcn_target "amdgpu9.50-..."`, which LLVM 22 rejects for this triple: use the triple's."""
    return _TARGET_FIX.sub(lambda m: m.group(1) + TARGET, text)


def _cc1as(text: str, filetype: str, out: str, tmp: str) -> subprocess.CompletedProcess:
    Path(tmp, "in.s").write_text(text)
    argv = [sys.executable, "-m", "ziglang", "clang", "-cc1as", "-triple", "amdgcn-amd-amdhsa", "-target-cpu",
            "gfx950", "-filetype", filetype, "in.s", "-o", out]
    if filetype == "asm":
        argv.insert(-3, "-show-encoding")
    return subprocess.run(argv, cwd=tmp, capture_output=True, text=True, check=False)


@dataclass(frozen=True)
class Row:
    text: str                 # LLVM's instruction text, normalised
    fixup: str | None         # "branch" | "reloc" | None
    target: int | None        # a branch's target: the index of the instruction its label stands before


def llvm_rows(text: str) -> list[Row]:
    """LLVM's instructions of `text` in order (branch targets resolved to instruction indices)."""
    with tempfile.TemporaryDirectory() as tmp:
        r = _cc1as(normalise_source(text), "asm", "-", tmp)
    if r.returncode:
        raise RuntimeError(f"the assembler rejected the source: {r.stderr[:2000]}")
    rows, labels = [], {}
    for line in r.stdout.splitlines():
        m = _LABEL.match(line)
        if m:
            labels[m.group(1)] = len(rows)
            continue
        m = _ENC.match(line)
        if not m:
            continue
        ins = re.sub(r"\s+", " ", m.group(1).split("\t;")[0].split(" ;")[0].split("\t//")[0].strip())
        fix = target = None
        if "A" in m.group(2) or "@" in ins:
            if _BRANCH.match(ins):
                fix, target = "branch", ins.split()[-1]
            else:
                fix = "reloc"
        rows.append((ins, fix, target))
    return [Row(t, f, None if g is None else labels.get(g, -1)) for t, f, g in rows]


def object_text(text: str) -> bytes:
    """The `.text` bytes of `text` assembled to an object (all functions, in order)."""
    from flygen.toolchain.elfobj import read_relobject
    with tempfile.TemporaryDirectory() as tmp:
        r = _cc1as(normalise_source(text), "obj", "out.o", tmp)
        if r.returncode:
            raise RuntimeError(f"the assembler rejected the source: {r.stderr[:2000]}")
        obj = read_relobject(Path(tmp, "out.o").read_bytes())
    secs = [s for s in obj.sections if s is not None and s.name == ".text"]
    return b"".join(s.data for s in secs)


def compare(text: str, name: str = "", rows: list[Row] | None = None, code: bytes | None = None
            ) -> tuple[int, list[str]]:
    """(instructions compared, differences) of one assembly source against LLVM's rows (computed, or given:
    the committed listing); `code` is the source's object `.text` (assembled when not given)."""
    from flygen.asm.disasm import disassemble, DisassemblyError
    rows = llvm_rows(text) if rows is None else rows
    code = object_text(text) if code is None else code
    try:
        mine = disassemble(code)
    except DisassemblyError as e:
        return 0, [f"{name}: {e}"]
    index_of = {}
    bad: list[str] = []
    j = 0
    pairs = []
    for d in mine:
        if j < len(rows) and d.text == "s_nop 0" and rows[j].text != "s_nop 0" or j >= len(rows) and \
                d.text == "s_nop 0":
            continue                       # alignment fill
        index_of[d.offset] = j
        pairs.append((d, j))
        j += 1
    if j != len(rows):
        bad.append(f"{name}: {len(rows)} instructions in LLVM's listing, {j} decoded")
    index_of[len(code)] = j
    for d, j in pairs:
        if j >= len(rows):
            break
        row = rows[j]
        if row.fixup == "branch":
            got = d.text.rsplit(" ", 1)[0]
            want = row.text.rsplit(" ", 1)[0]
            ok = got == want and row.target == index_of.get(d.target)
        elif row.fixup == "reloc":
            ok = d.text.split()[0] == row.text.split()[0]
        else:
            ok = d.text == row.text
        if not ok:
            bad.append(f"{name}: instruction {j} at {d.offset:#x}: LLVM `{row.text}`, flygen `{d.text}`")
    return len(pairs), bad


def round_trip(text: str, name: str = "", code: bytes | None = None) -> list[str]:
    """flygen's listing of the object, assembled again, must give the same `.text` bytes."""
    from flygen.asm.disasm import DisassemblyError, to_asm
    code = object_text(text) if code is None else code
    try:
        again = object_text(".text\n" + to_asm(code, "k"))
    except DisassemblyError as e:
        return [f"{name}: round trip: {e}"]
    if again == code:
        return []
    n = next(i for i in range(min(len(code), len(again)) + 1) if i >= min(len(code), len(again)) or
             code[i] != again[i])
    return [f"{name}: round trip differs from byte {n:#x} ({len(code)} vs {len(again)} bytes)"]


LISTINGS = ROOT / "tests" / "data" / "disasm" / "llvm"


def data_sources() -> list[Path]:
    """The .s files of tests/data (the foreign corpora, flygen's hand-written ones, the disassembler corpus)."""
    return sorted(p for p in (ROOT / "tests" / "data").rglob("*.s"))


def listing_path(src: Path) -> Path:
    rel = src.resolve().relative_to(ROOT / "tests" / "data")
    return LISTINGS / (str(rel.with_suffix("")).replace("/", "__") + ".txt")


def format_listing(src: Path, rows: list[Row]) -> str:
    import hashlib
    head = [f"# LLVM 22's text of every instruction of {src.resolve().relative_to(ROOT)}",
            f"# sha256 {hashlib.sha256(src.read_bytes()).hexdigest()}",
            "# written by `python tools/disasm_check.py --write-listings` (clang -cc1as -show-encoding of the",
            "# ziglang wheel); columns: text, fixup (branch/reloc/-), branch target instruction index (-)"]
    body = [f"{r.text}\t{r.fixup or '-'}\t{'-' if r.target is None else r.target}" for r in rows]
    return "\n".join(head + body) + "\n"


def read_listing(path: Path) -> tuple[str, list[Row]]:
    """(sha256 of the source it was made from, rows) of a committed listing."""
    sha, rows = "", []
    for line in path.read_text().splitlines():
        if line.startswith("# sha256 "):
            sha = line.split()[2]
        elif line and not line.startswith("#"):
            text, fix, tgt = line.split("\t")
            rows.append(Row(text, None if fix == "-" else fix, None if tgt == "-" else int(tgt)))
    return sha, rows


def write_listings() -> int:
    LISTINGS.mkdir(parents=True, exist_ok=True)
    for src in data_sources():
        listing_path(src).write_text(format_listing(src, llvm_rows(src.read_text())))
    print(f"wrote {len(data_sources())} listings to {LISTINGS.relative_to(ROOT)}")
    return 0


def corpus_sources(sample: int | None = None) -> list[tuple[str, str]]:
    """(name, assembly text) of every kernel: example specs, bench specs, and the .s files of tests/data."""
    from flygen.build.pipeline import generate
    out = []
    specs = sorted((ROOT / "examples").glob("*.yaml")) + sorted((ROOT / "bench").glob("library*.yaml"))
    for f in specs:
        built = generate([f])
        if sample:
            built = built[::max(1, len(built) // sample)][:sample]
        out += [(f"{f.name}:{b.plan.name}", b.asm) for b in built]
    out += [(str(p.relative_to(ROOT)), p.read_text()) for p in data_sources()]
    return out


def main(argv: list[str]) -> int:
    if argv == ["--write-listings"]:
        return write_listings()
    if argv:
        from flygen.build.pipeline import generate
        srcs = []
        for a in argv:
            p = Path(a)
            if p.suffix in (".yaml", ".yml"):
                srcs += [(f"{p.name}:{b.plan.name}", b.asm) for b in generate([p])]
            else:
                srcs.append((a, p.read_text()))
    else:
        srcs = corpus_sources()
    failed = total = 0
    for name, text in srcs:
        n, bad = compare(text, name)
        bad += round_trip(text, name)
        total += n
        failed += bool(bad)
        print(f"{'ok  ' if not bad else 'FAIL'} {name}: {n} instructions")
        for b in bad[:10]:
            print(f"     {b}")
    print(f"{len(srcs) - failed}/{len(srcs)} sources identical to LLVM 22 ({total} instructions)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
