"""Kernel arguments in SGPRs: the ABI-preloaded registers, the loads from the kernarg segment, the operands.

The kernel descriptor (templates/base.s.j2) asks the hardware for the kernarg segment pointer in s[0:1],
the enabled workgroup ids from s2 on, and the packed work-item ids in v0; `reserve_abi` pins those names
so the allocator starts after them. Two ways to bring arguments into SGPRs are in use:
`packed_loads` copies the whole segment into one SGPR block with the widest aligned s_load_dwordxN,
`per_arg_loads` gives each argument its own register (a pointer pair or one dword).
"""
from __future__ import annotations

from typing import NamedTuple

from flygen.plan.regs import Reg, RegAlloc


def reserve_abi(ra: RegAlloc, wg_ids: tuple[tuple[str, str], ...]) -> None:
    """Pin s[0:1] = kernarg pointer, s2.. = workgroup ids [(name, what it indexes)], v0 = packed ids."""
    ra.reserve("s", "s_kernarg", 0, 2, "kernarg segment pointer (ABI)")
    for i, (name, note) in enumerate(wg_ids):
        ra.reserve("s", name, 2 + i, 1, f"{note} (ABI)")
    ra.reserve("v", "v_tid_packed", 0, 1, "packed work-item ids (ABI)")


def packed_loads(args, s_args: Reg) -> tuple[list, dict]:
    """s_load_dwordx{8,4,2,1} covering the kernarg segment; arg name -> SGPR operand of its first dword."""
    end = (args[-1].offset + args[-1].size + 3) // 4
    loads, d = [], 0
    while d < end:
        n = next(w for w in (8, 4, 2, 1) if w <= end - d and d % w == 0 or w == 1)
        op = "s_load_dword" if n == 1 else f"s_load_dwordx{n}"
        dst = s_args.at(d) if n == 1 else s_args.at(d, n)
        loads.append(f"{op} {dst}, s[s_kernarg:s_kernarg+1], {hex(4 * d)}")
        d += n
    return loads, {a.name: a.offset // 4 for a in args}


def packed_operands(args, s_args: Reg) -> tuple[dict, dict]:
    """(name -> first dword, name -> second dword) of each argument in the `packed_loads` block."""
    offs = packed_loads(args, s_args)[1]
    return ({n: f"s[{s_args.name}+{o}]" for n, o in offs.items()},
            {n: f"s[{s_args.name}+{o + 1}]" for n, o in offs.items()})


class KernargLoad(NamedTuple):
    op: str
    dst: str
    offset: int
    note: str


def per_arg_loads(args, dst: dict) -> tuple[KernargLoad, ...]:
    """One load per argument into dst[name]: a pointer pair or an 8-byte value (s_load_dwordx2), or a 4-byte value
    (s_load_dword)."""
    return tuple(KernargLoad("s_load_dwordx2" if a.kind == "global_buffer" or a.size == 8 else "s_load_dword",
                             str(dst[a.name]), a.offset, a.name) for a in args)
