"""Load a kernel from an HSACO: descriptor and metadata via flygen.toolchain.codeobject (ELF + msgpack
note), code via flygen's own disassembler (flygen.asm.disasm: pure Python, no external tool).

Each kernel's code is disassembled into assembly text (branch offsets become labels, SOPP target =
address + 4 + 4*simm16), parsed, and the descriptor/metadata are attached to the parsed kernels.
"""
from __future__ import annotations

from types import MappingProxyType

from flygen.asm.parse import Kernel, Program, parse_asm
from flygen.errors import EmulatorError, FlygenError
from flygen.asm.disasm import DisassemblyError, to_asm
from flygen.toolchain.listing import disassembly_to_asm  # noqa: F401  (re-exported: the llvm-objdump cross-check)


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
    "float_denorm_mode_32": "float_denorm_mode_32", "fp16_ovfl": "fp16_overflow",
}


def hsaco_asm(co) -> str:
    """Assembly text of every kernel with code in code object `co` (flygen.toolchain.codeobject), each under
    a label of its symbol name; branch labels are `label_<address>` so they never collide between kernels."""
    parts = []
    for info in sorted(co.kernels, key=lambda k: k.code_offset):
        if info.code:
            parts.append(to_asm(info.code, info.symbol[:-3], base=info.code_offset))
    return "".join(parts)


def program_from_hsaco(data: bytes, source: str = "<hsaco>") -> Program:
    from flygen.toolchain.codeobject import read_code_object
    try:
        co = read_code_object(data)
    except FlygenError as exc:
        raise EmulatorError(f"{source}: {exc}") from None
    try:
        text = hsaco_asm(co)
    except DisassemblyError as exc:
        raise EmulatorError(f"{source}: {exc}") from None
    from flygen.toolchain import objdump_check
    if objdump_check.enabled():
        objdump_check.compare_with_objdump(data, co, source)
    prog = parse_asm(text, source)
    starts = sorted(prog.labels[k.symbol[:-3]] for k in co.kernels if k.code and k.symbol[:-3] in prog.labels)
    kernels = {}
    for info in co.kernels:
        if info.name not in prog.labels and info.symbol[:-3] not in prog.labels:
            continue
        entry = prog.labels.get(info.symbol[:-3], prog.labels.get(info.name))
        base = prog.kernels.get(info.symbol[:-3]) or prog.kernels.get(info.name)
        kd = {_KD_KEYS[k]: int(v) for k, v in info.descriptor.items() if k in _KD_KEYS}
        end = base.end if base else next((s for s in starts if s > entry), len(prog.instrs))
        kernels[info.name] = Kernel(info.name, entry, end, MappingProxyType(kd), MappingProxyType(info.metadata),
                                    prog)
    if not kernels:
        raise EmulatorError(f"{source}: no kernels with code found")
    prog2 = Program(prog.instrs, prog.labels, MappingProxyType(kernels), source)
    for k in kernels.values():
        object.__setattr__(k, "program", prog2)
    return prog2
