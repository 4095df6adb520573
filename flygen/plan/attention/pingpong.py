"""schedule: pingpong -- the two wave groups' barrier schedule, as a record, and its happens-before check.

Group 0 = waves 0 .. waves/2 - 1, group 1 = the rest (with 8 waves one wave of each group per SIMD, assuming
round-robin wave placement, as gemm_fp8's pingpong). Every wave runs the same trip j, two phases, each opened
by one s_barrier:

    mfma     the DMA of tile j + S - 1 into the stage trip j - 1 read; K(j) fragment reads; O^T += V^T P^T of tile
             j - 1; S^T = K Q^T of tile j; V^T(j) fragment reads; then lgkmcnt(0) (this wave's reads of stage j
             retired) and vmcnt(n) (this wave's DMA of tile j + 1 landed)
    softmax  mask, online softmax of S(j), P(j) -> 16 bits, row sum, stage rotation

Group 1 passes `lead` extra barriers before its first trip and group 0 as many after its last, so both pass
the same number and group 1's phase k runs between the same two barriers as group 0's phase k + lead: while
one group runs its softmax (VALU, v_exp_f32) the other issues its MFMAs. `check` proves, for this record, that
every read of a tile follows a barrier both groups passed after their DMA of it landed, and every DMA into a
stage follows a barrier both groups passed after their reads of the tile it replaces retired (the emulator's
hazard checker tests the emitted code; tests/test_attention_pingpong.py mutates both).
"""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import PlanError


@dataclass(frozen=True)
class Phase:
    name: str                 # "mfma" | "softmax": what program.py emits in it
    reads_stage: bool         # LDS reads of this trip's stage, retired (lgkmcnt(0)) before the next barrier
    dma: bool                 # issues this wave's DMA of tile j + S - 1 after its opening barrier
    lands_next: bool          # ends with this wave's DMA of tile j + 1 landed (vmcnt) before the next barrier


@dataclass(frozen=True)
class PingPong:
    group_waves: int          # waves per group (2 groups)
    phases: tuple             # Phase per trip, in order, each opened by one s_barrier
    lead: int = 1             # extra barriers group 1 passes first (group 0 passes them after its last trip)

    def opening(self, group: int, trip: int, phase: int) -> int:
        """Index (from 0, counted over the workgroup) of the s_barrier opening `phase` of `trip` for `group`;
        the prologue's wait for tile 0 precedes barrier 0."""
        return group * self.lead + trip * len(self.phases) + phase


def schedule(waves: int) -> PingPong:
    return PingPong(group_waves=waves // 2, phases=(Phase("mfma", reads_stage=True, dma=True, lands_next=True),
                                                    Phase("softmax", reads_stage=False, dma=False, lands_next=False)))


def _one(phases, flag: str, what: str) -> int:
    got = [i for i, p in enumerate(phases) if getattr(p, flag)]
    if len(got) != 1:
        raise PlanError(f"internal: pingpong needs exactly one phase that {what}, got {len(got)}")
    return got[0]


def check(pp: PingPong, stages: int, trips: int | None = None) -> None:
    """Happens-before of the record (barrier indices; a wave's access is ordered before another wave's iff it
    retired before a barrier the other passed before its access). Periodic in the trip, so `trips` (default
    stages + 3) trips cover every case, the prologue's and the tail's included."""
    rd, dm, ln = (_one(pp.phases, "reads_stage", "reads the stage"), _one(pp.phases, "dma", "issues the DMA"),
                  _one(pp.phases, "lands_next", "waits for the next tile's DMA"))
    n = trips or stages + 3
    groups = (0, 1)

    def landed(g, t):         # the barrier this group's DMA of tile t landed before
        return 0 if t == 0 else pp.opening(g, t - 1, ln) + 1

    def issued(g, t):         # the barrier this group's DMA of tile t follows (prologue: tiles < S - 1)
        return -1 if t < stages - 1 else pp.opening(g, t - stages + 1, dm)

    for t in range(n):
        for g in groups:
            if t >= stages - 1 and issued(g, t) > pp.opening(g, t - 1, ln):
                raise PlanError(f"internal: pingpong: group {g} waits for its DMA of tile {t} (phase "
                                f"{pp.phases[ln].name} of trip {t - 1}) before issuing it")
            for h in groups:
                if landed(h, t) > pp.opening(g, t, rd):
                    raise PlanError(f"internal: pingpong: group {g} reads tile {t} after barrier "
                                    f"{pp.opening(g, t, rd)}, group {h}'s DMA of it lands before barrier "
                                    f"{landed(h, t)} only")
                if t >= stages and issued(g, t) < pp.opening(h, t - stages, rd) + 1:
                    raise PlanError(f"internal: pingpong: group {g}'s DMA of tile {t} follows barrier "
                                    f"{issued(g, t)}, group {h} reads stage {t % stages} (tile {t - stages}) "
                                    f"until barrier {pp.opening(h, t - stages, rd) + 1}")
