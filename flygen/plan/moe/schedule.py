"""The K loop of the moe planner: fragment copies (`double_buffer`), load issue order, the loop body / prologue /
tail as typed items (flygen.plan.items) and their vmcnt (and a_stage lds: lgkmcnt) waits placed by
flygen.plan.waits.wait_counts over items.events.

Loads are issued in the order of the first MFMA that reads them and every MFMA waits only for its own loads, so a
k-tile's MFMAs start as its first k-step lands. With two fragment copies k-tile t + 1's loads are issued between
k-tile t's MFMAs; on a k-step ring of d k-steps, k-step kk + d's loads right behind the last MFMA reading k-step
kk's slot."""
from __future__ import annotations

import copy
from dataclasses import dataclass, replace

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.isa.mx_scales import mx_scale_row_bytes
from flygen.layout import Layout
from flygen.plan.items import Comment, Wait, events, instr
from flygen.plan.moe import mfmas as MF
from flygen.plan.moe.regs import Regs
from flygen.plan.waits import wait_counts
from flygen.spec.moe import THREADS


@dataclass(frozen=True)
class Schedule:
    pre: tuple                # k-tile 0's loads before the loop (double buffering), else empty
    loop: tuple               # loop body: loads, partial waits, MFMAs, soffset steps (one or two k-tiles)
    trips: int                # loop trips (0: no loop)
    tail: tuple               # after the loop: the last k-tile(s) of a double-buffered K loop


def double_buffer(r: Regs, g, bufs: dict) -> tuple:
    """(buffers, note): every fragment buffer with a second copy, so k-tile t + 1 loads while k-tile t's MFMAs
    run, when that pays and fits: more than one k-tile, the kernel still launches, and it keeps at least
    min(2, waves/SIMD of one copy) waves per SIMD. Otherwise one copy (the loads of a k-tile still overlap its
    own earlier MFMAs through the partial waits), and the note says why when registers decided it."""
    if g.nk < 2:
        return bufs, None
    trial = copy.deepcopy(r.ra)
    for b in bufs.values():
        x = b.copies[0]
        trial.v(x.name + "_1", x.count, note=x.note + ", copy 1")

    def fit(ra):
        off, total = limits.vgpr_total(ra.next["v"], ra.next["a"])
        bad = limits.launch_problems(arch_vgprs=ra.next["v"], agprs=ra.next["a"], accum_offset=off,
                                     total_vgprs=total, sgprs=ra.next["s"], lds_bytes=0, workgroup_size=THREADS)
        return (limits.waves_per_simd(total, ra.next["s"]) if not bad else 0), total
    (w1, t1), (w2, t2) = fit(r.ra), fit(trial)
    if w2 < max(1, min(2, w1)):
        return bufs, f"one fragment copy: two would need {t2} unified VGPRs ({w2} waves/SIMD, one copy {w1})"
    out = {}
    for key, b in bufs.items():
        x = b.copies[0]
        out[key] = replace(b, copies=(x, r.ra.v(x.name + "_1", x.count, note=x.note + ", copy 1")))
    return out, None


def _reads(ld, o) -> bool:
    """Does MFMA operand o = (buffer, first register, count) read a register load ld fills?"""
    return o[0] == ld.buf and o[1] < ld.at + ld.n and ld.at < o[1] + o[2]


def issue_order(loads, recs) -> tuple:
    """(loads in issue order, per MFMA the indices of the loads it reads): loads sorted by the first MFMA that
    reads them, so the waits can release the MFMAs k-step by k-step. Checks every operand register is loaded."""
    first = []
    for ld in loads:
        users = [m for m, mf in enumerate(recs) if any(_reads(ld, o) for o in mf.ops)]
        if not users:
            raise PlanError(f"load into {ld.buf}[{ld.at}:{ld.at + ld.n}] feeds no MFMA")
        first.append(users[0])
    loads = [loads[q] for q in sorted(range(len(loads)), key=lambda q: first[q])]
    needs = []
    for mf in recs:
        needs.append(tuple(q for q, ld in enumerate(loads) if any(_reads(ld, o) for o in mf.ops)))
        for o in mf.ops:
            filled = {x for q in needs[-1] if loads[q].buf == o[0] for x in range(loads[q].at, loads[q].at + loads[q].n)}
            if not set(range(o[1], o[1] + o[2])) <= filled:
                raise PlanError(f"MFMA operand {o} is not loaded every k-tile")
    return loads, needs


def advance(r: Regs, g, lb) -> list:
    """soffset steps of one k-tile along K: A row-major (R bytes), preshuffled W at (n=0, k=tkw bytes), D
    scale dwords of 16 B."""
    so = r.so
    steps = {so["A"]: Layout(g.kb_a, 1)(g.R)}
    if g.a_mx:
        steps[so["scale_a"]] = mx_scale_row_bytes(g.tk, g.tk)
    for h in g.halves:
        steps[so["W_" + h]] = lb(0, g.tkw) if g.tkw < g.kb_w else 0
        if g.w_mx:
            steps[so["scale_w_" + h]] = mx_scale_row_bytes(g.tk, g.tk)
    return [instr("s_add_u32", x, x, c) for x, c in steps.items() if c and g.nk > 1]


@dataclass(frozen=True)
class _Stream:
    """What the k-tile builders share: the loads in issue order, what each MFMA record needs, the buffers."""
    g: object
    bufs: dict
    loads: list
    needs: list
    recs: tuple
    ring: int | None

    def load(self, q: int, par: int):
        ld = self.loads[q]
        b = self.bufs[ld.buf]
        return instr(ld.op, b.copies[par].at(b.phys(ld.at), ld.n), ld.addr, writes=((par, q),))

    def emit(self, m: int, par: int) -> list:
        return MF.items(self.recs[m], self.g.atom, self.bufs, self.g, par, tuple((par, q) for q in self.needs[m]))

    def tile(self, par: int, nxt: int | None) -> list:
        """The k-tile's MFMAs on copy `par`, the next k-tile's loads into copy `nxt` spread evenly after them."""
        items = [Comment(f"k-tile on fragment copy {par}" + (f"; next k-tile -> copy {nxt}" if nxt is not None else ""))]
        L, M, after = len(self.loads), len(self.recs), {}
        for q in range(L if nxt is not None else 0):
            after.setdefault(q * M // L, []).append(q)
        for m in range(M):
            items += self.emit(m, par)
            items += [self.load(q, nxt) for q in after.get(m, ())]
        return items

    def ring_tile(self) -> list:
        """One k-tile on a k-step ring: each load is issued right after the last MFMA that reads the previous
        contents of its ring slot (at the k-tile's start if no MFMA of this k-tile does: the previous k-tile's
        MFMAs all issued before), and never before a load that precedes it in first-use order (so vmcnt
        drains in the order the MFMAs need). A load never precedes an MFMA that reads the registers it
        overwrites (an MFMA reads A / B / scales at issue: LLVM GCNHazardRecognizer has a WAR rule for SrcC
        only, flygen.isa.hazards `mfma_srcc_write`; the C operand is an AGPR accumulator, never loaded)."""
        def phys_regs(buf, at, n):
            return {(buf, self.bufs[buf].phys(x)) for x in range(at, at + n)}
        first = [min(m for m, n in enumerate(self.needs) if q in n) for q in range(len(self.loads))]
        reads = [set().union(*(phys_regs(*o) for o in mf.ops)) for mf in self.recs]
        at, prev = {}, 0
        for q, ld in enumerate(self.loads):
            mine = phys_regs(ld.buf, ld.at, ld.n)
            pos = max([m + 1 for m in range(first[q]) if reads[m] & mine] + [prev])
            at.setdefault(pos, []).append(q)
            prev = pos
        items = [Comment(f"k-tile on a ring of {self.ring} k-step(s): the next k-step's loads follow the last MFMA "
                         "reading their slot")]
        for m in range(len(self.recs)):
            items += [self.load(q, 0) for q in at.get(m, ())]
            items += self.emit(m, 0)
        return items


def _lds_body(s: _Stream, act) -> list:
    """a_stage lds: the A tile copy's global loads first (the weight loads behind them keep flowing while the
    copy waits), s_barrier so no wave still reads the previous k-tile's tile (each wave's ds_reads were waited
    for by its MFMAs), ds_write, every wave's writes done + s_barrier, then the fragment reads."""
    L = len(s.loads)
    direct = [q for q in range(L) if s.loads[q].buf != "afrag"]
    reads_ = [q for q in range(L) if s.loads[q].buf == "afrag"]
    body = [Comment("A tile: global -> staging VGPRs (one copy per workgroup)"), *act.stage_loads,
            *[s.load(q, 0) for q in direct]]
    if s.g.nk > 1:
        body += [Comment("every wave has read the previous k-tile's A tile"), instr("s_barrier")]
    return body + [Comment("staging VGPRs -> LDS (swizzled)"), *act.stage_writes, Wait(lgkm=0), instr("s_barrier"),
                   Comment("A fragments LDS -> VGPR"), *[s.load(q, 0) for q in reads_]]


def plan_schedule(r: Regs, g, bufs: dict, loads, recs, lb, act) -> Schedule:
    """(pre, loop body, trips, tail) as typed items: a load fills key (copy, load index), an MFMA reads the keys
    of the loads it needs; the waits are placed by `_with_waits`.

    One copy: body = the k-tile's loads, then its MFMAs (partial waits), soffset steps; trips = k-tiles.
    Two copies: pre = k-tile 0 -> copy 0; body = MFMAs on copy 0 with k-tile t + 1's loads into copy 1
    interleaved (spread evenly after the MFMAs), then the same with the copies swapped; the tail holds the one
    or two k-tiles left (the last without loads)."""
    loads, needs = issue_order(loads, recs)
    s = _Stream(g, bufs, loads, needs, recs, r.ring)
    adv, L = advance(r, g, lb), len(loads)
    if g.lds:
        pre, body, trips, tail = [], _lds_body(s, act) + s.tile(0, None) + adv, g.nk, []
    elif r.ring:
        pre, body, trips, tail = [], s.ring_tile() + adv, g.nk, []
    elif len(bufs["afrag"].copies) == 1:
        pre, body, trips, tail = [], [s.load(q, 0) for q in range(L)] + s.tile(0, None) + adv, g.nk, []
    else:
        pre = [s.load(q, 0) for q in range(L)] + adv
        body, trips = s.tile(0, 1) + adv + s.tile(1, 0) + adv, (g.nk - 1) // 2
        tail = s.tile(0, 1) + s.tile(1, None) if (g.nk - 1) % 2 else s.tile(0, None)
    return _with_waits(g, pre, body, trips, tail)


def _with_waits(g, pre, body, trips, tail) -> Schedule:
    """The vmcnt waits (a_stage lds: and lgkmcnt) placed by flygen.plan.waits.wait_counts over items.events of
    pre + body x min(trips, 3) + tail; the body's waits must come out the same in every simulated iteration
    (one printed body serves them all)."""
    segs = [pre] + [body] * min(trips, 3) + [tail]
    flat = [it for seg in segs for it in seg]
    waits = wait_counts(events(flat, "vmcnt"), limits.VMCNT_MAX)
    lgkm = wait_counts(events(flat, "lgkmcnt"), limits.LGKMCNT_MAX) if g.lds else {}
    out, i = [], 0
    for seg in segs:
        lines = []
        for it in seg:
            if i in lgkm:
                lines.append(Wait(vm=waits[i][0] if i in waits else None, lgkm=lgkm[i][0],
                                  note="loads / LDS reads this instruction reads have landed"))
            elif i in waits:
                lines.append(Wait(vm=waits[i][0], note="loads this MFMA reads have landed"))
            lines.append(it)
            i += 1
        out.append(lines)
    bodies = out[1:-1]
    if any(b != bodies[0] for b in bodies):
        raise PlanError("vmcnt waits differ between loop iterations; the printed loop body would not cover all")
    return Schedule(tuple(out[0]), tuple(bodies[0] if bodies else ()), trips, tuple(out[-1]))
