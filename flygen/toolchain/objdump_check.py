"""llvm-objdump as a cross-check of flygen's own disassembler (flygen.asm.disasm), not a requirement.

With `FLYGEN_TOOLCHAIN_CHECK=1` and a gfx950-capable llvm-objdump (LLVM >= 20, found by discovery), every
HSACO that `emulate`, `verify` or `inspect` reads is also disassembled by llvm-objdump; the two listings, both
parsed by the emulator's parser, must agree instruction by instruction (mnemonic, operands, modifiers,
branch targets) or a ToolchainError names the first difference. Without llvm-objdump the check is skipped.
"""
from __future__ import annotations

import os
from pathlib import Path

from flygen.scratch import scratch_dir
from flygen.errors import ToolchainError


def enabled() -> bool:
    v = os.environ.get("FLYGEN_TOOLCHAIN_CHECK")
    return v is not None and v.strip().lower() not in ("0", "no", "off", "false", "")


def _key(ins):
    return ins.mnemonic, tuple((o.kind, o.idx, o.n, o.value, o.neg, o.abs, o.sext) for o in ins.operands), \
        tuple(sorted((k, str(v)) for k, v in ins.mods.items())), ins.target


def compare_with_objdump(data: bytes, co, source: str = "<hsaco>", llvm_dir: str | None = None) -> bool:
    """Check the built-in disassembly of code object `co` (its bytes `data`) against llvm-objdump's.
    Returns False when no llvm-objdump is available (nothing checked); raises ToolchainError on a difference."""
    from flygen.asm.disasm import to_asm
    from flygen.asm.parse import parse_asm
    from flygen.toolchain.listing import disassembly_to_asm
    from flygen.toolchain.tools import probe_toolchain
    tc = probe_toolchain(llvm_dir)
    if tc.disassembler is None:
        return False
    with scratch_dir(prefix="flygen-objdump-") as tmp:
        path = Path(tmp, "k.hsaco")
        path.write_bytes(data)
        listing = tc.disassemble(path)
    for k in co.kernels:
        if not k.code:
            continue
        theirs = parse_asm(disassembly_to_asm(listing, k.code_offset, len(k.code), symbols=False)).instrs
        mine = parse_asm(to_asm(k.code, base=k.code_offset)).instrs
        for i, (a, b) in enumerate(zip(mine, theirs)):
            if _key(a) != _key(b):
                raise ToolchainError(f"{source}: kernel {k.name}: instruction {i}: flygen's disassembler says "
                                     f"`{a.text}`, llvm-objdump ({tc.disassembler.version}) `{b.text}`")
        if len(mine) != len(theirs):
            raise ToolchainError(f"{source}: kernel {k.name}: {len(mine)} instructions disassembled, "
                                 f"llvm-objdump lists {len(theirs)}")
    return True
