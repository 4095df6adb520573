"""Code-size estimate of a plan, before the assembler: the bytes its instructions encode to.

Every planner hands its template typed items (flygen.plan.items); the template prints `body.program` and
nothing else, so the kernel's code is exactly those items. Each item is turned into its printed line (an
Instr's op, operands and modifiers, a Wait's s_waitcnt, a Label, a Text line verbatim; comments and notes
carry no code), the lines are parsed with flygen.asm (register names resolved from the plan's `.set`
symbols) and every instruction is sized by flygen.isa.encoding (encoding format + literal). Checked
against the assembler: tools/code_size_check.py, tests/test_code_size.py.
"""
from __future__ import annotations

from collections import Counter

from flygen.asm.parse import parse_asm
from flygen.isa import limits
from flygen.isa.encoding import instr_bytes
from flygen.plan.items import Comment, Instr, Label, Text, Wait


def item_line(it) -> str | None:
    """The assembly line an item prints as (flygen.plan.items' rule, without the trailing note), or None."""
    if isinstance(it, Instr):
        return " ".join(p for p in (it.op, ", ".join(it.args), " ".join(it.mods)) if p)
    if isinstance(it, Wait):
        return " ".join(["s_waitcnt"] + ([f"vmcnt({it.vm})"] if it.vm is not None else [])
                        + ([f"lgkmcnt({it.lgkm})"] if it.lgkm is not None else []))
    if isinstance(it, Label):
        return f".L{it.name}:"
    if isinstance(it, Text):
        return it.line
    if isinstance(it, Comment):
        return None
    raise TypeError(f"not a plan item: {it!r}")


def program_lines(plan) -> list[str]:
    """The program's lines (what the template prints between the kernel's label and its end, minus comments)."""
    return [ln for ln in map(item_line, plan.body.program) if ln]


def estimate(plan) -> int:
    """Bytes of machine code the plan's kernel assembles to (flygen.isa.encoding per instruction).

    An instruction's size depends only on its text, so each distinct line is parsed once (with the plan's
    `.set` register symbols) and counted as often as it occurs: an unrolled K loop repeats its steps' lines."""
    counts = Counter(program_lines(plan))
    head = [f".set {r.name}, {r.index}" for r in plan.regs.regs]
    lines = head + list(counts)
    prog = parse_asm("\n".join(lines) + "\n", plan.name)
    return sum(instr_bytes(i) * counts[lines[i.line - 1]] for i in prog.instrs)


def icache_warning(ks, nbytes: int, what: str = "code") -> str | None:
    """The located warning for a kernel whose code (`what`: "code" assembled, "estimated code" from the plan)
    does not fit the instruction cache 2 CUs share (limits.ICACHE_BYTES), else None. Located at `k_loop` when
    the spec writes it (the field that decides the code size), else at the kernel entry. Such a kernel launches,
    but refetches instructions from L2 in every loop trip that does not fit. Used by `flygen validate` (the
    estimate, before the assembler) and `flygen build` (the assembled bytes)."""
    if nbytes <= limits.ICACHE_BYTES:
        return None
    field = "k_loop" if "k_loop" in ks.locs else ""
    line, col = ks.where(field)
    return (f"{ks.file}:{line}:{col}: kernels[{ks.index}]{'.' + field if field else ''} ({ks.name}): {what} "
            f"{nbytes} B exceeds the {limits.ICACHE_BYTES} B instruction cache shared by 2 CUs (a rolled K loop or "
            "a smaller tile keeps it inside; flygen inspect shows the hot loop)")
