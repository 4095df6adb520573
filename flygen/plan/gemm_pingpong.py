"""Ping-pong schedule of the 8-wave GEMM: two groups of 4 waves (one per SIMD) alternate memory and MFMA phases.

Each wave runs, per K tile t (LDS stage s = t % 2), a memory phase Mem(t) (its ds_read_b128 fragments of tile
t) then an MFMA phase Comp(t), with an s_barrier after each phase. Group 1 starts one barrier late, so
between barriers B(2t+1) and B(2t+2) group 0 runs Comp(t) while group 1 runs Mem(t), and between B(2t+2)
and B(2t+3) group 0 runs Mem(t+1) while group 1 runs Comp(t) (B0 = "tile 0 in LDS", common to both):

    group 0:  DMA 0        B0 Mem(0)+DMA 1 B1 Comp(0) B2 Mem(1)+DMA 2 B3 Comp(1) B4 ...
    group 1:  DMA 0, DMA 1 B0 B1 Mem(0)    B2 Comp(0)+DMA 2 B3 Mem(1)  B4 Comp(1)+DMA 3 ...

Every wave still DMAs its share of every tile (the same `dma_plan` rounds as the pipelined schedule), at a
group-dependent time chosen so that the stage written is free and the data lands before it is read:
  - DMA of tile t+2 into stage s may start after B(2t+2): group 1 finished reading stage s before it
    (`lgkmcnt(0)` ends its Mem(t)), group 0 before B(2t+1) (likewise). Group 0 issues it in Mem(t+1),
    group 1 in Comp(t) -- both right after B(2t+2).
  - It must land before B(2t+4), after which group 0 reads it: group 0 waits `vmcnt(0)` at the end of
    Comp(t+1), group 1 at the end of Mem(t+1) -- both just before B(2t+4).
The last phases drop their barriers (nothing is written to LDS after the last DMA) so both groups execute
2 kt barriers. Fragments use one slot per fragment (no spares: a wave never reads while it multiplies).
Every memory phase ends with `lgkmcnt(0)`: its latency hides behind the other group's MFMA phase, which
the barrier waits for anyway, so the MFMA phases need no waits (per-MFMA partial waits would add ~9
s_waitcnt per tile for nothing). Only group 1's last tile (no barrier before it) gets computed
lgkmcnt waits (`gemm_schedule.with_lgkm_waits`).
"""
from __future__ import annotations

from dataclasses import dataclass

from flygen.plan import programs
from flygen.plan.gemm_schedule import with_lgkm_waits
from flygen.plan.items import M0_DMA_WAIT, Comment, Label, Wait, instr, loop_close
from flygen.plan.waits import covering

GROUPS = 2


@dataclass(frozen=True)
class PingPongBody:
    prologue: tuple          # items (as GemmBody)
    acc_init: tuple
    sections: tuple          # (title, items) printed in order: group select, group 0, group 1
    groups: tuple            # per group (loop trips, first, loop steps, tail steps) with waits: the stream a
                             # wave runs is first + trips x loop + tail (tests check its LDS ordering)
    epilogue: tuple
    notes: tuple

    @property
    def program(self) -> tuple:
        return programs.pingpong(self)


def _interleave_dma(ops: list, dmas: list, koffs: list) -> list:
    """Spread the DMAs ([m0, dma] pairs) over `ops`: M0 write, the next op (the M0 -> LDS DMA wait state),
    the DMA; `M0_DMA_WAIT` stands in when the ops run out. soffsets advance after the last DMA."""
    out, ops, dmas = [], list(ops), list(dmas)
    every = max(1, len(ops) // max(len(dmas), 1))
    while dmas:
        m0, dma = dmas.pop(0)
        out += [m0, *([ops.pop(0)] if ops else M0_DMA_WAIT), dma]
        for _ in range(min(every - 1, len(ops))):
            out.append(ops.pop(0))
        if not dmas:
            out += koffs
    return out + ops


@dataclass(frozen=True)
class _Streams:
    """What both groups' steps are built from: reads(key, stage) -> ds items of one fragment; mfma(cell, stage) ->
    MFMA item; dma_items(stage) -> [m0, dma] pairs of one tile into that stage; order: MFMA cells in issue order;
    keys: the fragments in order of first use."""
    keys: list
    order: tuple
    reads: object
    mfma: object
    dma_items: object
    koffs: list
    setprio: bool

    def prio(self, n: int) -> list:
        return [instr("s_setprio", n)] if self.setprio else []

    def tile_reads(self, stage: int) -> list:
        return [it for k in self.keys for it in self.reads(k, stage)]

    def mfmas(self, stage: int) -> list:
        return [self.mfma(c, stage) for c in self.order]

    def dma_all(self, stage: int) -> list:
        out = []
        for m0, dma in self.dma_items(stage):
            out += [m0, *M0_DMA_WAIT, dma]
        return out + self.koffs

    def step0(self, stage: int, dma_next: bool, last: bool) -> list:
        """Group 0, tile t: Mem(t) with the DMA of tile t+1, B(2t+1), Comp(t), vmcnt(0), B(2t+2)."""
        items = _interleave_dma(self.tile_reads(stage), self.dma_items(1 - stage) if dma_next else [], self.koffs)
        items += [Wait(lgkm=0, note=f"this wave's reads of stage {stage} done"),
                  _barrier("group 0 reads landed / group 1 done with its MFMAs: swap phases")]
        items += self.prio(1) + self.mfmas(stage) + self.prio(0)
        if not last:
            items += [Wait(vm=0, note=f"DMA into stage {1 - stage} landed (this wave)"),
                      _barrier(f"next tile in LDS stage {1 - stage}; group 0 done reading stage {stage}")]
        return items

    def step1(self, stage: int, dma2: bool, last: bool) -> list:
        """Group 1, tile t: Mem(t), vmcnt(0) lgkmcnt(0), B(2t+2), Comp(t) with the DMA of tile t+2, B(2t+3)."""
        items = self.tile_reads(stage)
        if not last:
            items += [Wait(vm=0, lgkm=0,
                           note=f"DMA into stage {1 - stage} landed (this wave); its reads of stage {stage} done"),
                      _barrier(f"next tile in LDS stage {1 - stage}; stage {stage} read by both groups: free")]
        items += self.prio(1) + _interleave_dma(self.mfmas(stage), self.dma_items(stage) if dma2 else [],
                                                self.koffs) + self.prio(0)
        if not last:
            items += [_barrier("group 1 done with its MFMAs / group 0 reads landed: swap phases")]
        return items


def _barrier(note: str):
    return instr("s_barrier", note=note)


def _group0(st: _Streams, kt: int) -> tuple:
    """Group 0: full steps are tiles 0 .. kt-2 (DMA of t+1), then the last tile."""
    pairs, rem = divmod(kt - 1, 2)
    first = [instr("s_mov_b32", "s[s_loop]", pairs), *st.dma_all(0), Wait(vm=0, note="tile 0 landed (this wave)"),
             _barrier("B0: tile 0 in LDS stage 0 (every wave)")]
    loop = [st.step0(0, True, False), st.step0(1, True, False)] if pairs else []
    tail = ([st.step0(0, True, False)] if rem else []) + [st.step0((kt - 1) % 2, False, True)]
    return pairs, first, loop, tail


def _group1(st: _Streams, kt: int, n_dma: int) -> tuple:
    """Group 1: full steps are tiles 0 .. kt-3 (DMA of t+2), then kt-2 (no DMA), then the last tile."""
    pairs, rem = divmod(max(kt - 2, 0), 2)
    first = [instr("s_mov_b32", "s[s_loop]", pairs), *st.dma_all(0)]
    if kt > 1:
        first += st.dma_all(1)
    first += [Wait(vm=covering((n_dma, n_dma if kt > 1 else 0), 0), note="tile 0 landed (this wave)"),
              _barrier("B0: tile 0 in LDS stage 0 (every wave)"),
              _barrier("B1: group 1 starts one phase behind group 0")]
    loop = [st.step1(0, True, False), st.step1(1, True, False)] if pairs else []
    tail = [st.step1(0, True, False)] if rem else []
    if kt > 1:
        tail.append(st.step1(kt % 2, False, False))
    tail.append(st.step1((kt - 1) % 2, False, True))
    return pairs, first, loop, tail


def pingpong_streams(kt: int, order: tuple, needs: dict, reads, mfma, dma_items, koffs: list, n_dma: int,
                     setprio: bool, wave_split: int, s_wave: str, label: str) -> tuple:
    """(sections, groups): both groups' streams as (title, items) sections to print, and as (loop trips, first,
    loop steps, tail steps) per group; lgkmcnt waits placed.

    reads(key, stage) -> ds items of one fragment; mfma(cell, stage) -> MFMA item; dma_items(stage) -> [m0, dma]
    pairs of one tile into that stage; order: MFMA cells in issue order (both stages); needs: cell -> its
    fragment keys (reads are issued in order of first use); wave_split: first wave of group 1."""
    st = _Streams(keys=list(dict.fromkeys(k for cell in order for k in needs[cell])), order=order, reads=reads,
                  mfma=mfma, dma_items=dma_items, koffs=koffs, setprio=setprio)
    groups = [_group0(st, kt), _group1(st, kt, n_dma)]
    sections = [("group select: waves < %d are group 0" % wave_split,
                 [instr("s_cmp_ge_u32", s_wave, wave_split), instr("s_cbranch_scc1", f".L{label}_g1")])]
    groups = [(pairs, *with_lgkm_waits(first, loop, tail)) for pairs, first, loop, tail in groups]
    for g, (pairs, first, loop, tail) in enumerate(groups):
        lbl = f"{label}_g{g}_kloop"
        head = [Label(f"{label}_g1")] if g else []
        sections.append((f"group {g}: first tiles -> LDS", head + first))
        if pairs:
            body = [Label(lbl)]
            for s, steps in enumerate(loop):
                body += [Comment(f"K tile in stage {s}")] + steps
            body += loop_close("s[s_loop]", lbl, f"group {g} main loop")
            sections.append((f"group {g} main loop: {pairs} trips x 2 K tiles", body))
        rest = [it for steps in tail for it in steps]
        rest += [instr("s_branch", f".L{label}_epilogue")] if g == 0 else [Label(f"{label}_epilogue")]
        sections.append((f"group {g}: last K tiles", rest))
    return (tuple((t, tuple(its)) for t, its in sections),
            tuple((pairs, tuple(first), tuple(map(tuple, loop)), tuple(map(tuple, tail)))
                  for pairs, first, loop, tail in groups))
