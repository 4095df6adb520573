"""Register allocation by name: the planner asks for named tuples, the template prints `.set` lines."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import PlanError, RegisterLimit
from flygen.isa import limits


@dataclass(frozen=True)
class Reg:
    name: str   # symbol printed with .set, e.g. "v_acc"
    file: str   # "v" (ArchVGPR), "a" (AccVGPR) or "s"
    index: int
    count: int
    note: str = ""

    def __str__(self) -> str:  # the operand text a template prints
        if self.count == 1:
            return f"{self.file}[{self.name}]"
        return f"{self.file}[{self.name}:{self.name}+{self.count - 1}]"

    def at(self, i: int, n: int = 1) -> str:
        """Sub-range operand: element i (n registers) of this tuple."""
        if not 0 <= i and i + n <= self.count:
            raise PlanError(f"register {self.name}[{i}:{i + n}] outside its {self.count} registers")
        if n == 1:
            return f"{self.file}[{self.name}+{i}]"
        return f"{self.file}[{self.name}+{i}:{self.name}+{i + n - 1}]"


class RegAlloc:
    """Bump allocator with alignment; `reserve` marks ABI-preloaded registers (kernarg ptr, wg ids, v0)."""

    def __init__(self) -> None:
        self.next = {"v": 0, "a": 0, "s": 0}
        self.regs: list[Reg] = []

    def reserve(self, file: str, name: str, index: int, count: int = 1, note: str = "") -> Reg:
        r = Reg(name, file, index, count, note)
        self.next[file] = max(self.next[file], index + count)
        self.regs.append(r)
        return r

    def alloc(self, file: str, name: str, count: int = 1, align: int = 1, note: str = "") -> Reg:
        if count > 1 and align == 1:
            align = 4 if (file == "s" and count == 4) else 2  # gfx950: tuples start even; V# quads 4-aligned
        idx = limits.align(self.next[file], align)
        return self.reserve(file, name, idx, count, note)

    def v(self, name, count=1, align=1, note=""):
        return self.alloc("v", name, count, align, note)

    def a(self, name, count=1, align=1, note=""):
        return self.alloc("a", name, count, align, note)

    def s(self, name, count=1, align=1, note=""):
        return self.alloc("s", name, count, align, note)

    def freeze(self, field: str = "") -> "RegMap":
        arch, acc, sg = self.next["v"], self.next["a"], self.next["s"]
        pre = f"{field}: " if field else ""   # the spec field(s) the caller names, for a located error
        if arch > limits.ARCH_VGPRS:
            raise RegisterLimit(f"{pre}needs {arch} ArchVGPRs, limit {limits.ARCH_VGPRS}")
        if acc > limits.ACC_VGPRS:
            raise RegisterLimit(f"{pre}needs {acc} AccVGPRs, limit {limits.ACC_VGPRS}")
        off, total = limits.vgpr_total(arch, acc)
        if total > limits.VGPR_TOTAL:
            raise RegisterLimit(f"{pre}needs {total} unified VGPRs (arch {arch} + acc {acc}), limit {limits.VGPR_TOTAL}")
        if sg > limits.SGPR_ADDRESSABLE:
            raise RegisterLimit(f"{pre}needs {sg} SGPRs, limit {limits.SGPR_ADDRESSABLE}")
        for r in self.regs:
            if r.count > 1 and r.index % 2:
                raise PlanError(f"register tuple {r.name} starts at odd {r.file}{r.index}")
        return RegMap(tuple(self.regs), arch, acc, sg, off, total)


@dataclass(frozen=True)
class RegMap:
    regs: tuple
    arch_vgprs: int
    acc_vgprs: int
    sgprs: int
    accum_offset: int
    total_vgprs: int

    @property
    def next_free_vgpr(self) -> int:
        return self.total_vgprs

    @property
    def next_free_sgpr(self) -> int:
        return max(self.sgprs, 1)

    def __getitem__(self, name: str) -> Reg:
        for r in self.regs:
            if r.name == name:
                return r
        raise KeyError(name)


def declare(ra: RegAlloc, rows) -> None:
    """Allocate one SGPR per (name, note) row, in order: a kernel's table of single scalars."""
    for name, note in rows:
        ra.s(name, note=note)
