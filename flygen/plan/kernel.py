"""The plan: a plain value that says everything a template prints and a manifest records."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.plan.regs import RegMap


@dataclass(frozen=True)
class KernelArg:
    name: str
    kind: str          # "global_buffer" | "by_value"
    size: int
    offset: int
    dtype: str = ""    # element type of a buffer / type of a scalar (u32, f32, ...)
    access: str = ""   # "read_only" | "write_only" | "read_write" for buffers

    def meta(self) -> dict:
        d = {".name": self.name, ".offset": self.offset, ".size": self.size, ".value_kind": self.kind}
        if self.kind == "global_buffer":
            d[".address_space"] = "global"
            if self.access:
                d[".access"] = self.access
        return d


def layout_args(specs: list[tuple]) -> tuple[tuple[KernelArg, ...], int]:
    """[(name, kind, size, dtype, access)] -> args at naturally aligned offsets, and the kernarg size."""
    out, off = [], 0
    for name, kind, size, dtype, access in specs:
        off = limits.align(off, min(size, 8))
        out.append(KernelArg(name, kind, size, off, dtype, access))
        off += size
    return tuple(out), limits.align(off, 8)


@dataclass(frozen=True)
class Grid:
    """Launch grid in workgroups, one Python expression per dimension over the runtime sizes."""

    exprs: tuple[str, str, str]
    sizes: tuple[str, ...]   # runtime size names the expressions use

    def __call__(self, **sizes) -> tuple[int, int, int]:
        env = {"ceil_div": lambda a, b: -(-a // b), "max": max, "min": min, "math": math}
        missing = [s for s in self.sizes if s not in sizes]
        if missing:
            raise PlanError(f"grid needs runtime sizes {', '.join(missing)}")
        return tuple(int(eval(e, env, dict(sizes))) for e in self.exprs)  # noqa: S307 (expressions are ours)


@dataclass(frozen=True)
class PlanLayout:
    """A layout the plan used, kept for `flygen plan --draw` and for the reader of the plan.

    kind: "layout" (plain picture), "tv" (thread-value layout over `tile`), "banks" (an LDS layout whose
    64-bank mapping is drawn for `access_bytes`-wide accesses of `elem_bytes` elements)."""

    name: str
    layout: object
    kind: str = "layout"
    tile: tuple | None = None
    access_bytes: int = 16
    elem_bytes: int = 1
    note: str = ""


@dataclass(frozen=True)
class KernelPlan:
    name: str
    family: str
    params: dict
    args: tuple[KernelArg, ...]
    kernarg_size: int
    regs: RegMap
    workgroup: tuple[int, int, int]
    grid: Grid
    lds_bytes: int = 0
    wg_ids: tuple[bool, bool, bool] = (True, False, False)
    workitem_dims: int = 0                  # highest work-item id dimension used (0 = x)
    body: object = None                     # family-specific values the template prints
    summary: tuple[str, ...] = field(default_factory=tuple)  # lines for the header comment
    layouts: tuple[PlanLayout, ...] = ()    # the layouts that decided addresses (for --draw and reports)
    split_k: dict | None = None             # split-K launch contract (second kernel, workspace); manifest `split_k`
    size_limits: tuple = ()                 # run-time size limits of 32-bit addressing (flygen/plan/size_limits.py)

    @property
    def threads(self) -> int:
        return self.workgroup[0] * self.workgroup[1] * self.workgroup[2]

    @property
    def waves(self) -> int:
        return -(-self.threads // limits.WAVE_SIZE)

    def occupancy(self) -> dict:
        """limits.occupancy of what this plan's descriptor will declare."""
        return limits.occupancy(self.regs.total_vgprs, self.regs.next_free_sgpr + limits.SGPR_RESERVED,
                                self.lds_bytes, self.threads)

    def check_limits(self, waves_per_eu: int = 1) -> None:
        """The one launch check (`limits.launch_problems`) on what this plan's descriptor will declare, then
        the occupancy the spec asks for (`waves_per_eu`, flygen/spec/launch.py)."""
        r = self.regs
        problems = limits.launch_problems(
            arch_vgprs=r.arch_vgprs, agprs=r.acc_vgprs, accum_offset=r.accum_offset, total_vgprs=r.total_vgprs,
            sgprs=r.next_free_sgpr, lds_bytes=self.lds_bytes, workgroup_size=self.threads)
        if problems:
            raise LaunchError("does not launch on gfx950: " + "; ".join(problems))
        occ = self.occupancy()
        if occ["waves_per_simd"] < waves_per_eu:
            have = {"vgpr": f"{limits.align(r.total_vgprs, limits.VGPR_GRANULE)} unified VGPRs per wave",
                    "sgpr": f"{r.next_free_sgpr + limits.SGPR_RESERVED} SGPRs",
                    "lds": f"{self.lds_bytes} B of LDS per workgroup",
                    "workgroup": f"whole workgroups of {occ['waves_per_workgroup']} waves"}
            raise LaunchError(f"waves_per_eu {waves_per_eu} asked, the plan allows {occ['waves_per_simd']} waves "
                              f"per SIMD ({have[occ['limited_by']]} limit it)")


def loop_trips(trips: int, field: str, what: str) -> int:
    """`trips` of a counted loop (or the K tiles it counts), checked before a plan uses it (issue 18): the loops
    decrement their counter and branch back while it is not 0, so a counter that starts at 0 runs 2^32 trips
    and a negative one nearly as many (a GPU hang). The error is located at `field` (flygen.plan.plan)."""
    if trips < 1:
        raise PlanError(f"{field}: {what} is {trips}; a counted loop needs at least 1 (its counter is decremented "
                        "before the test: 0 would run 2^32 times)")
    return trips


class LaunchError(PlanError):
    """A plan whose code object would not launch (registers for its occupancy, LDS, workgroup size)."""
