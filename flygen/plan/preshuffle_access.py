"""Turn a (thread, value-bytes) layout into vector accesses: hoisted base registers + per-access immediates."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import PlanError
from flygen.layout import expr as E
from flygen.layout.emit import emit_valu
from flygen.layout.lower import lower


@dataclass(frozen=True)
class Access:
    base: str      # VGPR operand holding the per-thread base
    imm: int       # instruction offset
    index: int     # access number (value index // vector bytes)


@dataclass(frozen=True)
class Accesses:
    layout: str               # printed in the kernel's comments
    code: tuple               # VALU lines computing the bases (prologue / epilogue)
    items: tuple              # Access per vector


def vector_accesses(layout, runtime: dict, vec: int, max_imm: int, base_regs, src: dict, tmp: list,
                    what: str, elem: int = 1) -> Accesses:
    """Lower `layout` (runtime mode 0, value modes with contiguous bytes first) and group every `vec`
    consecutive values into one access; each group must share a base and have consecutive immediates.
    `base_regs(n)` allocates n VGPR operands for the bases."""
    low = lower(layout, runtime, max_imm=max_imm)
    nv = len(low.imms)
    per = vec // elem                     # values per access
    if nv % per:
        raise PlanError(f"{what}: {nv} values per thread is not a multiple of {per}-value accesses")
    items = []
    for a in range(nv // per):
        v0 = a * per
        for v in range(v0, v0 + per):
            if low.base_of[v] != low.base_of[v0] or low.imms[v] != low.imms[v0] + (v - v0) * elem:
                raise PlanError(f"{what}: values {v0}..{v0 + per - 1} are not contiguous in memory")
        if low.imms[v0] % min(vec, 16):
            raise PlanError(f"{what}: access {a} at offset {low.imms[v0]} is not {vec}-byte aligned")
        items.append((low.base_of[v0], low.imms[v0], a))
    regs = base_regs(len(low.bases))
    code = []
    for r, e in zip(regs, low.bases):
        code += emit_valu(e, r, src, list(tmp)) if e != E.ZERO else [f"v_mov_b32 {r}, 0"]
    return Accesses(str(layout), tuple(code), tuple(Access(regs[b], imm, a) for b, imm, a in items))
