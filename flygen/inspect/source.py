"""Turn what the user named (a `.s`, a `.hsaco`, or a spec) into one kernel's listing + resources.

All three routes end in the emulator's parser (`flygen.asm.parse.parse_asm`), so counting is the same
whatever the input. An HSACO's code is read by flygen's own disassembler (flygen.asm.disasm).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from flygen.scratch import scratch_dir
from flygen.asm.parse import Instr, parse_asm
from flygen.errors import EmulatorError, FlygenError
from flygen.inspect.loops import kstep_marks
from flygen.toolchain.listing import disassembly_to_asm


class InspectError(FlygenError):
    pass


@dataclass(frozen=True)
class Listing:
    name: str
    source: str                 # path as given
    origin: str                 # "asm" | "hsaco" | "spec"
    instrs: tuple[Instr, ...]   # this kernel's instructions, in order
    descriptor: dict            # .amdhsa_* values (asm) or the decoded descriptor (hsaco)
    metadata: dict              # this kernel's amdhsa.kernels entry
    workgroup: int | None       # work-items per workgroup, if known
    notes: tuple[str, ...] = field(default_factory=tuple)
    code_bytes: int | None = None   # machine code size (HSACO: exact; .s/spec: assembled, when a toolchain is found)
    # positions (into `instrs`) where a K-tile-0 mark (flygen.inspect.loops.KSTEP_MARK) is followed by code; for
    # an HSACO a function computing them from its proven .s, called only if the hot-region rules need them
    kmarks: object = ()

    def kstep_starts(self) -> tuple[int, ...]:
        if callable(self.kmarks):
            object.__setattr__(self, "kmarks", tuple(self.kmarks()))
        return self.kmarks


# DPP modifiers: the emulator rejects DPP; for counting, a DPP op is the same op.
_DPP_MODS = re.compile(r"\s*\b(quad_perm:\[[^\]]*\]|row_\w+(:\d+)?|wave_\w+(:\d+)?|bank_mask:\S+|"
                       r"row_mask:\S+|bound_ctrl:\S+|fi:\S+)")


def _strip_dpp(text: str) -> str:
    out = []
    for line in text.split("\n"):
        code = line.split(";", 1)[0].split("//", 1)[0].strip()
        if code.startswith(".") or code.endswith(":"):   # directives and labels: `row_sum` is a name there
            pass
        elif "_dpp" in line or "quad_perm" in line or "row_" in line:
            code, sep, comment = line.partition("//")
            code = _DPP_MODS.sub("", code).replace("_dpp ", " ")
            line = code + sep + comment
        out.append(line)
    return "\n".join(out)


def _parse(text: str, source: str):
    try:
        return parse_asm(_strip_dpp(text), source)
    except EmulatorError as e:
        raise InspectError(f"cannot parse {source}: {e}") from None


def _pick(names: list[str], kernel: str | None, source: str) -> str:
    if kernel is not None:
        if kernel not in names:
            raise InspectError(f"no kernel {kernel!r} in {source}; have {', '.join(sorted(names))}")
        return kernel
    if len(names) != 1:
        raise InspectError(f"{source} has {len(names)} kernels ({', '.join(sorted(names))}); pick one with --kernel")
    return names[0]


def from_asm_text(text: str, source: str = "<asm>", kernel: str | None = None,
                  workgroup: int | None = None, origin: str = "asm") -> Listing:
    prog = _parse(text, source)
    name = _pick(list(prog.kernels), kernel, source)
    k = prog.kernels[name]
    md = dict(k.metadata)
    wg = workgroup or md.get(".max_flat_workgroup_size")
    if ".reqd_workgroup_size" in md:
        x, y, z = md[".reqd_workgroup_size"]
        wg = x * y * z
    instrs = prog.instrs[k.entry:k.end]
    return Listing(name, source, origin, instrs, dict(k.descriptor), md, wg,
                   code_bytes=_assembled_code_bytes(text, name), kmarks=_positions(instrs, kstep_marks(text)))


def _positions(instrs, lines) -> tuple[int, ...]:
    """For each source line, the position of the first instruction below it (marks after the last one drop)."""
    out = []
    for ln in lines:
        pos = next((i for i, ins in enumerate(instrs) if ins.line > ln), None)
        if pos is not None and (pos == 0 or instrs[pos - 1].line < ln):   # the mark lies inside this kernel
            out.append(pos)
    return tuple(out)


def _assembled_code_bytes(text: str, name: str) -> int | None:
    """Code size of `name` once assembled (None without a toolchain or when the text does not assemble
    alone, e.g. a fragment of foreign output)."""
    import tempfile
    from flygen.toolchain import find_toolchain, read_code_object
    try:
        with scratch_dir(prefix="flygen-inspect-") as tmp:
            find_toolchain().assemble(text, Path(tmp, "k.o"))
            return len(read_code_object(Path(tmp, "k.o").read_bytes()).kernel(name).code)
    except (FlygenError, OSError, KeyError, ValueError):
        return None


# ---- HSACO -----------------------------------------------------------------------------------------
def objdump_to_asm(text: str, start: int, size: int) -> str:
    """The kernel's instructions in [start, start+size) of an llvm-objdump listing as parseable assembly."""
    return disassembly_to_asm(text, start, size, symbols=False)


def from_hsaco(path: str, kernel: str | None = None, llvm_dir: str | None = None) -> Listing:
    from flygen.toolchain import read_code_object
    co = read_code_object(path)
    name = _pick([k.name for k in co.kernels], kernel, path)
    info = co.kernel(name)
    md = dict(info.metadata)
    wg = md.get(".max_flat_workgroup_size")
    from flygen.asm.disasm import DisassemblyError, to_asm
    try:
        asm = to_asm(info.code, base=info.code_offset)
    except DisassemblyError as e:
        raise InspectError(f"{path}: kernel {name}: {e}") from None
    from flygen.toolchain import objdump_check
    if objdump_check.enabled():
        objdump_check.compare_with_objdump(Path(path).read_bytes(), co, path, llvm_dir)
    prog = _parse(asm, path)
    return Listing(name, path, "hsaco", prog.instrs, dict(info.descriptor), md, wg, code_bytes=len(info.code),
                   kmarks=lambda: _proven_marks(path, name, prog.instrs))


def _proven_marks(path: str, name: str, instrs) -> tuple[int, ...]:
    """K-tile-0 marks of a disassembled HSACO, taken from the .s beside it when that .s rebuilds to the exact
    bytes (flygen.build.rebuild.proven_source) and parses to the same mnemonics; () otherwise."""
    from flygen.build.rebuild import proven_source
    text = proven_source(path)
    if text is None:
        return ()
    try:
        prog = _parse(text, path)
        k = prog.kernels[name]
    except (FlygenError, KeyError):
        return ()
    mine = prog.instrs[k.entry:k.end]
    if [i.op for i in mine] != [i.op for i in instrs]:
        return ()
    return _positions(mine, kstep_marks(text))


def from_spec(path: str, kernel: str | None = None) -> Listing:
    from flygen.build.pipeline import generate
    built = generate([path])
    name = _pick([b.plan.name for b in built], kernel, path)
    b = next(b for b in built if b.plan.name == name)
    return from_asm_text(b.asm, f"{path}:{name}", name, workgroup=b.plan.threads, origin="spec")


def load(path: str, kernel: str | None = None, llvm_dir: str | None = None) -> Listing:
    """Listing of `kernel` in `path` (.s / .hsaco / spec .yaml, by content and extension)."""
    p = Path(path)
    if not p.is_file():
        raise InspectError(f"no such file: {path}")
    head = p.read_bytes()[:4]
    if head == b"\x7fELF":
        return from_hsaco(path, kernel, llvm_dir)
    if p.suffix in (".yaml", ".yml"):
        return from_spec(path, kernel)
    data = p.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InspectError(f"{path}: neither a code object (ELF) nor UTF-8 assembly text (byte "
                           f"{data[e.start]:#04x} at offset {e.start})") from None
    return from_asm_text(text, path, kernel)
