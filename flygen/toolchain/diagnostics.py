"""Assembler messages -> structured diagnostics tied to the ``.s`` line that caused them."""
from __future__ import annotations

import os
import re
from typing import NamedTuple

from flygen.errors import ToolchainError

# llvm-mc and clang -cc1as both print "FILE:LINE:COL: severity: message".
_DIAG = re.compile(r"^(?P<file>[^\n]*?):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|note): (?P<msg>.*)$")


class Diagnostic(NamedTuple):
    line: int
    col: int
    severity: str
    message: str
    source_line: str


def parse_diagnostics(stderr: str, source_text: str, file_name: str) -> list[Diagnostic]:
    """Diagnostics about ``file_name`` (the name the tool was given), in the order printed."""
    lines = source_text.splitlines()
    out = []
    for raw in stderr.splitlines():
        m = _DIAG.match(raw)
        if not m or os.path.basename(m["file"]) != file_name:
            continue
        ln = int(m["line"])
        src = lines[ln - 1] if 0 < ln <= len(lines) else ""
        out.append(Diagnostic(ln, int(m["col"]), m["sev"], m["msg"], src))
    return out


class AssemblerError(ToolchainError):
    """The assembler rejected the source. ``diagnostics`` holds (line, col, severity, message, source_line)."""

    def __init__(self, diagnostics: list[Diagnostic], raw: str = "", source_name: str = "") -> None:
        self.diagnostics = diagnostics
        self.raw = raw
        self.source_name = source_name
        super().__init__(str(self))

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]

    def __str__(self) -> str:
        # One line (the CLI prints errors as one line each); `format()` gives the full listing.
        where = self.source_name or "<asm>"
        errs = self.errors or self.diagnostics
        if not errs:
            first = (self.raw.strip().splitlines() or ["assembler failed with no message"])[0]
            return f"{where}: assembler: {first}"
        d = errs[0]
        more = f" (+{len(errs) - 1} more)" if len(errs) > 1 else ""
        return f"{where}:{d.line}:{d.col}: {d.severity}: {d.message}: `{d.source_line.strip()}`{more}"

    def format(self) -> str:
        where = self.source_name or "<asm>"
        parts = []
        for d in self.diagnostics:
            parts.append(f"{where}:{d.line}:{d.col}: {d.severity}: {d.message}")
            parts.append(f"    {d.source_line}")
            parts.append("    " + " " * max(d.col - 1, 0) + "^")
        return "\n".join(parts) if parts else str(self)

