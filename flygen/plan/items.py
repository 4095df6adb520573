"""Typed instruction items: what a planner hands a template, one frozen dataclass per printed line.

A family body is a sequence of items; `templates/_items.s.j2` prints each with one macro (`items.item(it)`) and
interprets nothing. The printed text of an `Instr` is `op`, then `args` joined by ", ", then `mods` joined by
" ", then `  // note` when `note` is not None (so a line reads as it would be typed by hand).

What the wait pass needs rides on the item: the counter an `Instr` bumps comes from `flygen.isa.opcodes`
(`counter`), the keys an asynchronous op fills when it lands are `writes`, the keys an instruction needs landed
are `reads` (register slots, fragment indices: whatever the planner tracks), and a `Wait` says what it drains.
`events(items, counter)` turns a stream into `flygen.plan.waits.wait_counts` events.
"""
from __future__ import annotations

from dataclasses import dataclass

from flygen.isa import hazards as HZ
from flygen.isa.opcodes import classify


@dataclass(frozen=True)
class Instr:
    """One instruction: `op args, ... mods ...  // note`."""
    op: str
    args: tuple = ()                 # comma-separated operands, printed as given
    mods: tuple = ()                 # space-separated modifiers after the operands (offen, offset:16, lds, ...)
    note: str | None = None          # trailing comment; None prints none
    reads: tuple = ()                # keys this instruction needs landed (for the wait pass)
    writes: tuple = ()               # keys an async op of `counter` fills when it lands

    @property
    def counter(self) -> str | None:
        """'vmcnt' | 'lgkmcnt' | None: the counter this instruction bumps (flygen.isa.opcodes)."""
        c = classify(self.op)
        return c.counter if c else None


@dataclass(frozen=True)
class Wait:
    """`s_waitcnt [vmcnt(vm)] [lgkmcnt(lgkm)]  // note`: at most vm / lgkm of each counter left outstanding."""
    vm: int | None = None
    lgkm: int | None = None
    note: str | None = None

    def drains(self, counter: str) -> int | None:
        return self.vm if counter == "vmcnt" else self.lgkm if counter == "lgkmcnt" else None


@dataclass(frozen=True)
class Label:
    """`.L{name}:` (a branch target)."""
    name: str


@dataclass(frozen=True)
class Comment:
    """`// text` on its own line, indented like an instruction."""
    text: str


@dataclass(frozen=True)
class Text:
    """A line printed verbatim, indented like an instruction: the output of producers that still build text
    (flygen.layout.emit's lowered address code, flygen.plan.vsharp's V# setup)."""
    line: str


def instr(op: str, *args, mods=(), note=None, reads=(), writes=()) -> Instr:
    """Instr with its operands given positionally (each str()-ed: registers, immediates)."""
    return Instr(op, tuple(str(a) for a in args), tuple(mods), note, tuple(reads), tuple(writes))


def texts(lines) -> tuple:
    """Text items of `lines` (a producer's printed lines); items among them (a typed Wait in a prologue) pass
    as they are."""
    return tuple(Text(line) if isinstance(line, str) else line for line in lines)


def hazard_nops(rule: str, passes: int = 0, note: str | None = None, between: int = 0) -> tuple:
    """The `s_nop` items covering hazard `rule` (flygen.isa.hazards: its wait states, s_nop's range) between
    two instructions with `between` others already between them (each one wait state, as LLVM's
    GCNHazardRecognizer counts them): the one place in flygen/plan that spells an s_nop."""
    return tuple(Instr("s_nop", (str(n),), (), note) for n in HZ.nops_for(HZ.need(rule, passes) - between))


def loop_close(counter: str, label: str, loop: str) -> tuple:
    """The end of a counted rolled loop, the one form every family uses: decrement `counter` (an SGPR), branch
    back to `.L{label}` while it is not 0. So a loop the planner enters with `counter` = n >= 1 runs n trips
    (flygen.plan.kernel.loop_trips checks n; a counter entering at 0 would wrap and run 2^32). `loop` names the
    loop in the branch's note."""
    return (instr("s_sub_u32", counter, counter, 1), instr("s_cmp_lg_u32", counter, 0),
            instr("s_cbranch_scc1", f".L{label}", note=f"{loop}: back while {counter} != 0"))


M0_DMA_WAIT = hazard_nops("m0_lds_dma", note="M0 -> LDS DMA")   # between `s_add_u32 m0` and its LDS DMA


def events(items, counter: str) -> list:
    """`items` as flygen.plan.waits.wait_counts events for `counter`: an Instr bumping it fills its `writes`
    (one operation), an Instr with `reads` uses them, a Wait on it is a wait, anything else None."""
    out = []
    for it in items:
        if isinstance(it, Wait) and it.drains(counter) is not None:
            out.append(("wait", it.drains(counter)))
        elif isinstance(it, Instr) and it.counter == counter:
            out.append(("fill", it.writes))
        elif isinstance(it, Instr) and it.reads:
            out.append(("use", it.reads))
        else:
            out.append(None)
    return out
