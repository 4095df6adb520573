"""Error types. Every user-facing failure is one of these; the CLI prints them as one line each."""
from __future__ import annotations

import re
from dataclasses import dataclass

LINE_MAX = 2000   # characters of one error line: input echoed into it (a 100k-digit integer) is cut


def tame(line: str) -> str:
    """One error line as printed: digit runs of 80+ (longer than any digest) shown as their length, the whole
    cut at LINE_MAX."""
    line = re.sub(r"\d{80,}", lambda m: f"<{len(m.group())}-digit number>", line)
    return line if len(line) <= LINE_MAX else line[:LINE_MAX - 40] + f"... ({len(line)} characters, cut)"


class FlygenError(Exception):
    """Base of all errors the CLI reports without a traceback."""


@dataclass
class SpecError(FlygenError):
    """A problem in a spec file, located at file:line:col and a YAML path like ``kernels[1].tile.m``."""

    file: str
    line: int
    col: int
    path: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}:{self.col}"
        return tame(f"{where}: {self.path}: {self.message}" if self.path else f"{where}: {self.message}")


class PlanError(FlygenError):
    """A spec that validates but cannot be planned (resource limits, divisibility)."""


class ResourceLimit(PlanError):
    """A plan past a hardware resource (registers, LDS, vmcnt): flygen.plan.plan then probes the nearest one-field
    change of the configuration that fits and names it, as for a plan that would not launch."""


class RegisterLimit(ResourceLimit):
    """A plan that needs more registers than a wave has (a planner may retry with another register placement)."""


class LayoutError(FlygenError, ValueError):
    """A layout-algebra precondition failed (e.g. divisibility in a divide or complement)."""


class ToolchainError(FlygenError):
    """A missing tool or a failed assemble/link."""


class EmulatorError(FlygenError):
    """The emulator met something it cannot execute (unknown instruction, bad operand)."""


class SpecErrors(FlygenError):
    """Several located spec errors, reported together (one line each)."""

    def __init__(self, errors: list[SpecError]):
        self.errors = list(errors)
        super().__init__("\n".join(str(e) for e in self.errors))
