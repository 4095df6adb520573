"""gemm_preshuffle: the MFMA stream of a k-tile per B buffer, inside s_setprio 1/0, with its waits placed by
flygen.plan.waits.stream_waits over the typed items: an A fragment read fills ("a", r) (r: its index in the
stage), a B load ("b", q) (this k-tile's, issued before the stream) or ("next", q) (the next k-tile's, inside
it), and an MFMA reads the keys it needs. lds_stage 2: partial lgkmcnt waits on the A fragment reads (they
return in issue order) and, when prefetching, the next k-tile's B loads in the MFMAs' shadows (as many after each
MFMA as its passes leave issue turns: they leave early, their latency under the tile's other MFMAs); the a_ring /
b_single placements' streams refill registers inside the stream."""
from __future__ import annotations

from dataclasses import replace

from flygen.isa import limits
from flygen.plan.gemm_preshuffle.geometry import Geometry
from flygen.plan.gemm_preshuffle.kit import Kit
from flygen.plan.items import Instr, Wait, instr
from flygen.plan.waits import stream_waits

WAITS_PER_TILE = 4       # partial lgkmcnt waits in front of a k-tile's MFMAs (lds_stage 2)


def mfma_stream(k: Kit, g: Geometry, par: int, prefetch: bool) -> tuple:
    """MFMA items of B buffer `par` inside s_setprio 1/0; lds_stage 2: partial lgkmcnt waits (reads return in
    issue order; each MFMA waits for the group of reads its fragment falls in, WAITS_PER_TILE groups) and,
    when prefetching, the next k-tile's B loads after successive MFMAs, passes - 1 after each (at least one)."""
    stages, mfmas = g.stages, k.m.mfmas[par]
    loads = list(k.b.loads[1 - par]) if (prefetch and stages == 2) else []
    if g.a_ring or g.b_single:
        return _ring_stream(k, g, par, loads)
    reads, regs = k.af.reads_all[0 if stages == 1 else par], k.af.read_regs[0 if stages == 1 else par]
    group = max(1, -(-len(regs) // WAITS_PER_TILE))
    if stages == 2:                    # each MFMA reads the last read of the group of reads its fragment needs
        mfmas = [replace(mf, reads=(("a", min(len(regs) - 1, (need // group + 1) * group - 1)),))
                 for mf, need in zip(mfmas, (max(r for r, (a, b) in enumerate(regs) if a < hi and lo < b)
                                             for lo, hi in k.m.afrag))]
    per_step, stream = g.nm * g.nn, []
    shadow = max(1, g.atom.passes - 1)        # issue turns an MFMA leaves its wave before the next can issue
    for m, mf in enumerate(mfmas):
        stream.append(mf)
        stream += loads[:shadow]
        del loads[:shadow]
        if k.m.btail and m % per_step == per_step - 1:
            stream += k.m.btail[par][m // per_step]
    waits, out = stream_waits(reads, stream, "lgkmcnt"), [instr("s_setprio", 1)]
    for i, it in enumerate(stream):
        if i in waits:
            out.append(Wait(lgkm=waits[i][0], note=f"A fragment reads up to {waits[i][1]} landed"))
        out.append(it)
    return tuple(out + loads + [instr("s_setprio", 0)])


def _ring_items(k: Kit, g: Geometry, par: int, loads: list, single: bool) -> tuple:
    """(stream items, B loads left over): the MFMAs with the keys they read, the ring's reads of unit u + S
    after the last MFMA of unit u, the next k-tile's B loads (b_single: each once the MFMA that frees its
    registers issued; else one after each MFMA), the block128 scaling."""
    S, nn, nm, br = g.a_ring or g.nm * g.ksteps, g.nn, g.nm, g.atom.b_regs
    reads, regs = k.af.reads_all[par], k.af.read_regs[par]
    of_unit = {}
    for r, (lo, _) in enumerate(regs):
        of_unit.setdefault(lo // br, []).append(r)
    per_unit = g.atom.a_regs // 4                     # B loads (16 B) per B fragment
    pending = [replace(ld, writes=(("next", q),)) for q, ld in zip(k.b.order, loads)] if single else list(loads)
    stream = []
    for m, mf in enumerate(k.m.mfmas[par]):
        u = m // nn                                   # MFMA order (k step, m atom, n atom): unit = m // nn
        bu = m // (nm * nn) * nn + m % nn             # B fragment (k step, n atom)
        b_keys = tuple(("b", q) for q in range(bu * per_unit, (bu + 1) * per_unit)) if single else ()
        stream.append(replace(mf, reads=tuple(("a", r) for r in of_unit[u]) + b_keys))
        if m % nn == nn - 1:
            stream += [reads[r] for r in of_unit.get(u + S, ())]
        if single:
            while pending and k.b.free_at[pending[0].writes[0][1]] <= m:
                stream.append(pending.pop(0))
        elif pending:
            stream.append(pending.pop(0))
        if k.m.btail and m % (nm * nn) == nm * nn - 1:
            stream += k.m.btail[par][m // (nm * nn)]
    return stream, pending


def _ring_stream(k: Kit, g: Geometry, par: int, loads: list) -> tuple:
    """The MFMA stream of stage `par` for the a_ring / b_single placements. a_ring: the reads of unit u + S
    right after the last MFMA of unit u (it frees slot u % S); each MFMA behind the weakest lgkmcnt wait
    covering its own unit's reads, counted after the "reads" step's reads. b_single: each next-k-tile B load
    right after the MFMA that frees its registers (BFrags.free_at), and each MFMA behind the weakest vmcnt wait
    covering its own B fragment, counted on the queue every k-tile starts with: this tile's B loads (issued in
    that order in the previous stream or the prologue), then the next tile's A loads. Otherwise one B load
    after each MFMA."""
    single = g.b_single and bool(loads)
    stream, pending = _ring_items(k, g, par, loads, single)
    a_next = [ld if isinstance(ld, Instr) else ld[1] for ld in k.a.loads[0]]     # async: (M0 offset, load)
    vw = stream_waits(k.b.loads[par][:len(k.b.order)] + a_next, stream, "vmcnt", limits.VMCNT_MAX) if single else {}
    lw = stream_waits(k.af.reads[par], stream, "lgkmcnt")       # the "reads" step issued the first S units
    out = [instr("s_setprio", 1)]
    for i, it in enumerate(stream):
        if i in vw:
            out.append(Wait(vm=vw[i][0], note="this MFMA's B fragment landed"))
        if i in lw:
            out.append(Wait(lgkm=lw[i][0], note=f"A fragment reads up to {lw[i][1]} landed"))
        out.append(it)
    return tuple(out + pending + [instr("s_setprio", 0)])
