"""llvm-objdump `-d` listings -> assembly text the emulator's parser reads (one place for emulator and inspector).

Branch immediates (simm16, in dwords after the next pc) become labels `.L_<addr>` placed where they land;
function symbols become labels when asked for. A code object that keeps local symbols (aiter's `.co` files
keep `label_0060`) is printed with the symbol as the branch operand (LLVM's AMDGPUSymbolizer names a branch
target that has a symbol): it is resolved through the `<name>:` rows of the same listing."""
from __future__ import annotations

import re

from flygen.errors import EmulatorError

_INSTR = re.compile(r"^\s+(\S.*?)\s*//\s*([0-9A-Fa-f]+):")
_FUNC = re.compile(r"^([0-9A-Fa-f]+) <([^>]+)>:")
_BRANCH = re.compile(r"^(s_branch|s_cbranch_\w+)\s+(\S+)$")


def disassembly_to_asm(listing: str, start: int | None = None, size: int | None = None,
                       symbols: bool = True) -> str:
    """Instructions of `listing` (only those in [start, start+size) if given) as parseable assembly."""
    rows: list[tuple[int, str]] = []
    funcs: dict[int, str] = {}
    by_name: dict[str, int] = {}
    for line in listing.splitlines():
        m = _FUNC.match(line)
        if m:
            funcs[int(m.group(1), 16)] = m.group(2)
            by_name.setdefault(m.group(2), int(m.group(1), 16))
            continue
        m = _INSTR.match(line)
        if m:
            addr = int(m.group(2), 16)
            if start is None or start <= addr < start + size:
                rows.append((addr, m.group(1)))
    targets: dict[int, str] = {}
    out_rows = []
    for addr, text in rows:
        m = _BRANCH.match(text)
        if m:
            tgt = _target(addr, m.group(2), by_name, text)
            targets[tgt] = f".L_{tgt:x}"
            text = f"{m.group(1)} {targets[tgt]}"
        out_rows.append((addr, text))
    lines = []
    for addr, text in out_rows:
        if symbols and addr in funcs:
            lines.append(f"{funcs[addr]}:")
        if addr in targets:
            lines.append(f"{targets[addr]}:")
        lines.append(f"    {text}")
    if start is not None and start + size in targets:   # a branch to the very end of the kernel
        lines.append(f"{targets[start + size]}:")
        lines.append("    s_endpgm")
    return "\n".join(lines) + "\n"


def _target(addr: int, operand: str, by_name: dict[str, int], text: str) -> int:
    """Byte address a branch at `addr` lands on: simm16 (dwords after the next pc) or a symbol of the listing."""
    try:
        simm = int(operand, 0) & 0xFFFF
    except ValueError:
        if operand in by_name:
            return by_name[operand]
        raise EmulatorError(f"disassembly at 0x{addr:x}: branch target {operand!r} is neither an offset nor a "
                            f"symbol of the listing: {text}") from None
    simm -= 0x10000 if simm & 0x8000 else 0
    return addr + 4 + 4 * simm
