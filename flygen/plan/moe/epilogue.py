"""Glue from the moe planner's stage records to its epilogue (flygen.plan.epilogue.moe): the kit of registers and
address helpers the epilogue reads, and its result as one record."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.plan.epilogue import moe as EP
from flygen.plan.items import texts
from flygen.plan.moe import regs as RG
from flygen.plan.moe.layouts import check_split


@dataclass(frozen=True)
class EpilogueKit:
    """What flygen.plan.epilogue.moe reads: the lanes' registers, accumulators, routing registers, scales."""
    r: RG.Regs
    nm: int
    acc: dict
    rows_t: object
    v_tok: object
    v_wt: object | None
    v_rs: object | None
    v_cs: dict | None

    ra = property(lambda self: self.r.ra)
    rs = property(lambda self: self.r.rs)
    so = property(lambda self: self.r.so)
    src = property(lambda self: self.r.src)
    tmp = property(lambda self: self.r.tmp)
    check_split = staticmethod(check_split)

    def access(self, layout, threads: dict, width: int, prefix: str, what: str, **kw):
        return RG.access(self.r, layout, threads, width, prefix, what, **kw)

    def bases(self, prefix: str):
        return RG.bases(self.r, prefix)

    def row_bases(self, name: str, cols: list, row_bytes: int, note: str) -> tuple:
        return RG.row_bases(self.r, self.nm, self.v_tok, name, cols, row_bytes, note)


@dataclass(frozen=True)
class Epilogue:
    code: tuple               # prologue items (the stores' lane bases)
    atoms: tuple              # per atom (MX intermediate: per 32-column block): items
    final: tuple              # after all atoms (MX intermediate: the e8m0 stores)
    notes: tuple


def plan_epilogue(r: RG.Regs, g, rt, mf, w) -> Epilogue:
    """The epilogue of the configuration from the routing (`rt`), MFMA (`mf`) and weight (`w`) stages."""
    kit = EpilogueKit(r=r, nm=g.nm, acc=mf.acc, rows_t=rt.rows_t, v_tok=rt.v_tok, v_wt=rt.v_wt, v_rs=rt.v_rs,
                      v_cs=w.v_cs)
    code, atoms, final, notes = EP.epilogue(g, kit)
    return Epilogue(code=texts(code), atoms=tuple(tuple(x) for x in atoms), final=tuple(final), notes=tuple(notes))
