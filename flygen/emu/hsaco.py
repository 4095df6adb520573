"""Load a kernel from an HSACO: descriptor and metadata via flygen.toolchain.codeobject (pyelftools +
msgpack note), code via the toolchain's llvm-objdump (optional; a clear error when it is missing).

The disassembly is turned back into assembly text: branch offsets become labels (SOPP target =
address + 4 + 4*simm16), and the descriptor/metadata are attached to the parsed kernels.
"""
from __future__ import annotations

import re
import tempfile
from pathlib import Path
from types import MappingProxyType

from flygen.emu.asm import Kernel, Program, parse_asm
from flygen.errors import EmulatorError, FlygenError

_LINE = re.compile(r"^\s+(\S.*?)\s*//\s*([0-9A-Fa-f]+):")
_FUNC = re.compile(r"^([0-9A-Fa-f]+) <([^>]+)>:")

# descriptor field names of flygen.toolchain.codeobject -> `.amdhsa_*` directive names used by launch
_KD_KEYS = {
    "enable_sgpr_dispatch_ptr": "user_sgpr_dispatch_ptr", "enable_sgpr_queue_ptr": "user_sgpr_queue_ptr",
    "enable_sgpr_kernarg_segment_ptr": "user_sgpr_kernarg_segment_ptr",
    "enable_sgpr_dispatch_id": "user_sgpr_dispatch_id",
    "enable_sgpr_private_segment_size": "user_sgpr_private_segment_size",
    "user_sgpr_count": "user_sgpr_count", "kernarg_preload_spec_length": "user_sgpr_kernarg_preload_length",
    "kernarg_preload_spec_offset": "user_sgpr_kernarg_preload_offset",
    "enable_sgpr_workgroup_id_x": "system_sgpr_workgroup_id_x",
    "enable_sgpr_workgroup_id_y": "system_sgpr_workgroup_id_y",
    "enable_sgpr_workgroup_id_z": "system_sgpr_workgroup_id_z",
    "enable_sgpr_workgroup_info": "system_sgpr_workgroup_info",
    "enable_vgpr_workitem_id": "system_vgpr_workitem_id", "enable_private_segment": "enable_private_segment",
    "group_segment_fixed_size": "group_segment_fixed_size", "kernarg_size": "kernarg_size",
    "next_free_vgpr": "next_free_vgpr", "next_free_sgpr": "next_free_sgpr", "accum_offset": "accum_offset",
    "float_denorm_mode_32": "float_denorm_mode_32",
}


def disassembly_to_asm(listing: str) -> str:
    """llvm-objdump -d text -> assembly text with labels for the kernel symbols and branch targets."""
    rows: list[tuple[int, str]] = []
    funcs: dict[int, str] = {}
    for line in listing.splitlines():
        m = _FUNC.match(line)
        if m:
            funcs[int(m.group(1), 16)] = m.group(2)
            continue
        m = _LINE.match(line)
        if m:
            rows.append((int(m.group(2), 16), m.group(1)))
    targets: dict[int, str] = {}
    out_rows = []
    for addr, text in rows:
        mn, _, arg = text.partition(" ")
        if mn == "s_branch" or mn.startswith("s_cbranch_"):
            simm = int(arg.strip(), 0) & 0xFFFF
            simm = simm - 0x10000 if simm & 0x8000 else simm
            tgt = addr + 4 + 4 * simm
            targets[tgt] = f".L_{tgt:x}"
            text = f"{mn} .L_{tgt:x}"
        out_rows.append((addr, text))
    lines = []
    for addr, text in out_rows:
        if addr in funcs:
            lines.append(f"{funcs[addr]}:")
        if addr in targets:
            lines.append(f"{targets[addr]}:")
        lines.append(f"    {text}")
    return "\n".join(lines) + "\n"


def program_from_hsaco(data: bytes, source: str = "<hsaco>") -> Program:
    from flygen.toolchain.codeobject import read_code_object
    try:
        co = read_code_object(data)
    except FlygenError as exc:
        raise EmulatorError(f"{source}: {exc}") from None
    try:
        from flygen.toolchain.tools import find_toolchain
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp, "k.hsaco")
            path.write_bytes(data)
            listing = find_toolchain().disassemble(path)
    except FlygenError as exc:
        raise EmulatorError(f"{source}: running a .hsaco needs llvm-objdump to recover the code ({exc}); "
                            f"pass the .s instead") from None
    prog = parse_asm(disassembly_to_asm(listing), source)
    kernels = {}
    for info in co.kernels:
        if info.name not in prog.labels and info.symbol[:-3] not in prog.labels:
            continue
        entry = prog.labels.get(info.symbol[:-3], prog.labels.get(info.name))
        base = prog.kernels.get(info.symbol[:-3]) or prog.kernels.get(info.name)
        kd = {_KD_KEYS[k]: int(v) for k, v in info.descriptor.items() if k in _KD_KEYS}
        end = base.end if base else len(prog.instrs)
        kernels[info.name] = Kernel(info.name, entry, end, MappingProxyType(kd), MappingProxyType(info.metadata),
                                    prog)
    if not kernels:
        raise EmulatorError(f"{source}: no kernels with code found")
    prog2 = Program(prog.instrs, prog.labels, MappingProxyType(kernels), source)
    for k in kernels.values():
        object.__setattr__(k, "program", prog2)
    return prog2
