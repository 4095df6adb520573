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
    fixed: str = ""  # affine_accesses: the VGPR of the fixed part's lane base (fixed(lane) = it + imm)


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


def affine_accesses(fixed, per, runtime: dict, vec: int, max_imm: int, base_regs, src: dict, tmp: list,
                    what: str, stride: str, elem: int = 1) -> tuple[Accesses, tuple]:
    """`vector_accesses` of fixed + stride x per (K: runtime: `stride` an SGPR holding the run-time pitch): each
    access's base is fixed's lane base + stride x (per's lane base + per's immediate of the access), one VGPR per
    distinct (fixed base, per base, per immediate); its immediate is fixed's. Returns (accesses, code_k): the
    lane-only code is in the accesses, the products by `stride` in code_k (after the kernel arguments land)."""
    lf, lp = lower(fixed, runtime, max_imm=max_imm), lower(per, runtime, max_imm=1 << 31)
    nv, n = len(lf.imms), vec // elem
    if nv % n or len(lp.imms) != nv:
        raise PlanError(f"{what}: {nv} values per thread is not a multiple of {n}-value accesses")
    items, keys = [], {}
    for a in range(nv // n):
        v0 = a * n
        for v in range(v0, v0 + n):
            if (lf.base_of[v], lp.base_of[v], lp.imms[v]) != (lf.base_of[v0], lp.base_of[v0], lp.imms[v0]) \
                    or lf.imms[v] != lf.imms[v0] + (v - v0) * elem:
                raise PlanError(f"{what}: values {v0}..{v0 + n - 1} are not contiguous in memory")
        if lf.imms[v0] % min(vec, 16):
            raise PlanError(f"{what}: access {a} at offset {lf.imms[v0]} is not {vec}-byte aligned")
        key = (lf.base_of[v0], lp.base_of[v0], lp.imms[v0])
        items.append((keys.setdefault(key, len(keys)), lf.imms[v0], a))
    regs = base_regs(len(lf.bases) + len(lp.bases) + len(keys))
    rf, rp, rk = regs[:len(lf.bases)], regs[len(lf.bases):len(lf.bases) + len(lp.bases)], regs[-len(keys):]
    code, code_k = [], [f"// {what}: + {stride} x (per-lane {per} + immediate) per access"]
    for r, e in zip(rf + rp, lf.bases + lp.bases):
        code += emit_valu(e, r, src, list(tmp)) if e != E.ZERO else [f"v_mov_b32 {r}, 0"]
    for (fb, pb, pimm), i in keys.items():
        code_k += ([f"v_add_u32 {tmp[0]}, {hex(pimm)}, {rp[pb]}"] if pimm else []) + [
            f"v_mul_lo_u32 {tmp[0]}, {tmp[0] if pimm else rp[pb]}, {stride}", f"v_add_u32 {rk[i]}, {tmp[0]}, {rf[fb]}"]
    fb_of = {i: fb for (fb, _, _), i in keys.items()}
    return Accesses(f"{fixed} + {stride} x {per}", tuple(code),
                    tuple(Access(rk[k], imm, a, rf[fb_of[k]]) for k, imm, a in items)), \
        tuple(code_k)
