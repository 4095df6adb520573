"""gemm_preshuffle: the MFMA stream of a k-tile per B buffer, inside s_setprio 1/0, with its waits computed by
flygen.plan.waits: lds_stage 2 partial lgkmcnt waits on the A fragment reads (they return in issue order) and,
when prefetching, the next k-tile's B loads after successive MFMAs; the a_ring / b_single placements' streams
refill registers inside the stream."""
from __future__ import annotations

from flygen.isa import limits
from flygen.plan.gemm_preshuffle.geometry import Geometry
from flygen.plan.gemm_preshuffle.kit import Kit
from flygen.plan.items import Wait, instr
from flygen.plan.waits import wait_counts

WAITS_PER_TILE = 4       # partial lgkmcnt waits in front of a k-tile's MFMAs (lds_stage 2)


def mfma_stream(k: Kit, g: Geometry, par: int, prefetch: bool) -> tuple:
    """MFMA lines of B buffer `par` inside s_setprio 1/0; lds_stage 2: partial lgkmcnt waits (reads return in
    issue order) and, when prefetching, the next k-tile's B loads after successive MFMAs."""
    stages, mfmas = g.stages, k.m.mfmas
    out = [instr("s_setprio", 1)]
    regs = k.af.read_regs[0 if stages == 1 else par]
    group = max(1, -(-len(regs) // WAITS_PER_TILE))
    loads = list(k.b.loads[1 - par]) if (prefetch and stages == 2) else []
    if g.a_ring or g.b_single:
        return _ring_stream(k, g, par, loads)
    per_step = g.nm * g.nn
    uses = []                          # per MFMA: the last read of the group of reads its fragment needs
    for lo, hi in k.m.afrag[:len(mfmas[par])] if stages == 2 else ():
        need = max(r for r, (a, b) in enumerate(regs) if a < hi and lo < b)
        uses.append(("use", (min(len(regs) - 1, (need // group + 1) * group - 1),)))   # waits cover groups
    waits = wait_counts([("issue", r) for r in range(len(regs))] + uses)
    for m, line in enumerate(mfmas[par]):
        if len(regs) + m in waits:
            left, need = waits[len(regs) + m]
            out.append(Wait(lgkm=left, note=f"A fragment reads up to {need} landed"))
        out.append(line)
        if loads:
            out.append(loads.pop(0))
        if k.m.btail and m % per_step == per_step - 1:
            out += k.m.btail[par][m // per_step]
    return tuple(out + loads + [instr("s_setprio", 0)])


def _ring_stream(k: Kit, g: Geometry, par: int, loads: list) -> tuple:
    """The MFMA stream of stage `par` for the a_ring / b_single placements. a_ring: the reads of unit u + S
    right after the last MFMA of unit u (it frees slot u % S); each MFMA behind the weakest lgkmcnt wait
    covering its own unit's reads. b_single: each next-k-tile B load right after the MFMA that frees its
    registers (BFrags.free_at), and each MFMA behind the weakest vmcnt wait covering its own B fragment, counted on
    the queue every k-tile starts with: this tile's B loads (issued in that order in the previous stream or
    the prologue), then the next tile's A loads. Otherwise one B load after each MFMA."""
    S, nn, nm, br = g.a_ring or g.nm * g.ksteps, g.nn, g.nm, g.atom.b_regs
    reads, regs = k.af.reads_all[par], k.af.read_regs[par]
    unit = [lo // br for lo, _ in regs]
    of_unit = {}
    for r, u in enumerate(unit):
        of_unit.setdefault(u, []).append(r)
    single = g.b_single and bool(loads)
    pre_lg = [("issue", r) for r in range(len(reads)) if unit[r] < S]     # issued by the "reads" step
    pre_vm = ([("issue", ("b", q)) for q in k.b.order] + [("issue", ("a", i)) for i in range(len(k.a.loads[0]))]
              if single else [])
    per_unit = g.atom.a_regs // 4                     # B loads (16 B) per B fragment
    pending = list(zip(k.b.order, loads)) if single else [(None, ld) for ld in loads]
    items = []                                        # (lgkm event, vm event, line)
    for m, line in enumerate(k.m.mfmas[par]):
        u = m // nn                                   # MFMA order (k step, m atom, n atom): unit = m // nn
        bu = m // (nm * nn) * nn + m % nn             # B fragment (k step, n atom)
        vm = ("use", tuple(("b", q) for q in range(bu * per_unit, (bu + 1) * per_unit))) if single else None
        items.append((("use", tuple(of_unit[u])), vm, line))
        if m % nn == nn - 1:
            items += [(("issue", r), None, reads[r]) for r in of_unit.get(u + S, ())]
        if single:
            while pending and k.b.free_at[pending[0][0]] <= m:
                q, ld = pending.pop(0)
                items.append((None, ("issue", ("next", q)), ld))
        elif pending:
            items.append((None, None, pending.pop(0)[1]))
        if k.m.btail and m % (nm * nn) == nm * nn - 1:
            items += [(None, None, ln) for ln in k.m.btail[par][m // (nm * nn)]]
    lw = wait_counts(pre_lg + [lg for lg, _, _ in items])
    vw = wait_counts(pre_vm + [vm for _, vm, _ in items], limits.VMCNT_MAX)
    out = [instr("s_setprio", 1)]
    for i, (_, _, line) in enumerate(items):
        if len(pre_vm) + i in vw:
            out.append(Wait(vm=vw[len(pre_vm) + i][0], note="this MFMA's B fragment landed"))
        if len(pre_lg) + i in lw:
            left, need = lw[len(pre_lg) + i]
            out.append(Wait(lgkm=left, note=f"A fragment reads up to {need} landed"))
        out.append(line)
    return tuple(out + [ld for _, ld in pending] + [instr("s_setprio", 0)])
