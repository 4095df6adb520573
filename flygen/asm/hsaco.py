"""Load a kernel from an HSACO: descriptor and metadata via flygen.toolchain.codeobject (pyelftools +
msgpack note), code via the toolchain's llvm-objdump (optional; a clear error when it is missing).

The disassembly is turned back into assembly text: branch offsets become labels (SOPP target =
address + 4 + 4*simm16), and the descriptor/metadata are attached to the parsed kernels.
"""
from __future__ import annotations

import tempfile
from pathlib import Path
from types import MappingProxyType

from flygen.asm.parse import Kernel, Program, parse_asm
from flygen.errors import EmulatorError, FlygenError
from flygen.toolchain.listing import disassembly_to_asm  # noqa: F401  (re-exported)


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
        from flygen.rebuild import proven_source
        text = proven_source(source) if Path(source).is_file() else None
        if text is not None:   # the .s beside it rebuilds to these exact bytes: run that
            return parse_asm(text, source)
        raise EmulatorError(f"{source}: cannot recover the code of a .hsaco without llvm-objdump (the ziglang "
                            f"wheel has none) or a .s beside it that rebuilds to these bytes: pass the .s it "
                            f"was built from, or install LLVM >= 20 (e.g. apt install llvm-22) ({exc})") from None
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
