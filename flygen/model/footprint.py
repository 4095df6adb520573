"""A kernel's own workgroup-to-data mapping, read from what its code computes: which global cache lines the
first vector loads of each workgroup touch. MODELED (an estimate of L2 / MALL reuse between workgroups).

    probe(kern, grid, block, args, dev, buffers, ids) -> Footprint        share and reuse per global buffer

For a kernel flygen did not plan (another compiler's `.s` / `.hsaco`) the timing model has no tile geometry.
Instead the emulator runs the workgroups of the first dispatch pass (ids 0 .. 256 R - 1, round robin over the 8
XCDs: id % 8; at most its first MAX_PROBED ids) from their start until every wave has jumped back twice (the end of
its second loop iteration: a GEMM's prologue and two K-steps) or issued `LOADS` vector loads (a loop-free kernel),
and records, per workgroup and global buffer, the 128-byte lines those loads touch and whether they came before
the first backward jump (the prologue and first iteration) or after it (the second, a steady iteration). Whatever
the kernel does with its workgroup ids (grid order, grouped / swizzled order, XCD remapping, persistent tiles)
is in those addresses. Per buffer b:
  share_b   = its fraction of the launch's requests: with `per_wg` (a workgroup's traced bytes, G) and a second
              iteration that loads, first_b + n loop_b over their sum, first_b / loop_b the bytes before / after
              the first backward jump and n = (G - sum first) / sum loop the iterations that make up G (issue 27,
              eighth round: an attention kernel loads Q once and streams K / V, so the first iteration's mix
              overstated Q, which no other workgroup shares); else its fraction of the probed bytes,
  reuse_xcd = sum over XCD 0's probed workgroups of their lines / the distinct lines among them (how many
              workgroups of one XCD -- one L2 -- read each line), reuse_dev the same over all probed
              workgroups (how many read each line device-wide: the MALL in front of HBM).
The launch's L2 fill is then requested x sum_b share_b / reuse_xcd_b, its HBM bytes requested x sum_b share_b /
reuse_dev_b. Assumed, and said in the report: the probed iterations' reuse holds for the whole loop (a GEMM's
panels move together along K), the second iteration's mix for every later one, and XCD 0's first pass stands for
every XCD and pass.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

LOADS = 256               # vector loads per wave probed at most (a kernel whose loop never jumps back)
LINE = 128                # bytes per cache line (gfx950 L2 line: gfx950-reference §1)
MAX_PROBED = 512          # workgroups probed at most: the first ids of the first pass (a partial pass shares
                          # less than a whole one: reuse is underestimated, the traffic overestimated)
CHUNK = 128               # workgroups per emulator launch (bounds the register state held at once)


class _Done(Exception):
    pass


@dataclass(frozen=True)
class Footprint:
    buffers: tuple[str, ...]
    share: tuple[float, ...]          # fraction of the probed bytes per buffer
    reuse_xcd: tuple[float, ...]      # >= 1
    reuse_dev: tuple[float, ...]      # >= reuse_xcd
    probed: int                       # workgroups probed
    loads: int                        # vector loads recorded per wave (the mean)
    first: tuple[float, ...] = ()     # bytes per workgroup per buffer before the first backward jump (the mean)
    loop: tuple[float, ...] = ()      # ... between the first and the second (a steady iteration)

    def shares(self, per_wg: float | None = None) -> tuple[float, ...]:
        """Each buffer's fraction of a workgroup's `per_wg` requested bytes (module docstring)."""
        if per_wg is None or not self.loop or sum(self.loop) <= 0:
            return self.share
        n = max(0.0, (per_wg - sum(self.first)) / sum(self.loop))
        b = [f + n * lo for f, lo in zip(self.first, self.loop)]
        return tuple(x / sum(b) for x in b)

    def fill_factor(self, per_wg: float | None = None) -> float:
        """L2 fill bytes per requested byte."""
        return sum(s / r for s, r in zip(self.shares(per_wg), self.reuse_xcd))

    def hbm_factor(self, per_wg: float | None = None) -> float:
        return sum(s / r for s, r in zip(self.shares(per_wg), self.reuse_dev))


class _Probe:
    """A `flygen.emu.launch` trace hook recording the lines of each wave's vector loads up to its second backward
    jump (seen as a pc lower than the wave's last one) or its LOADS-th load, each with its phase (the backward
    jumps before it: 0 or 1)."""

    def __init__(self, bases: np.ndarray, loads: int):
        self.bases = bases
        self.loads = loads
        self.rows = []                # (global wg [k], buffer [k], line [k], bytes [k], phase [k])
        self.counts = []              # loads recorded per wave, every batch

    def start(self, st, wgs, wpw) -> None:
        self.finish()
        self.st = st
        self.wgs = np.asarray(wgs, np.int64)
        self.count = np.zeros(st.W, np.int64)
        self.last = np.full(st.W, -1, np.int64)
        self.jumps = np.zeros(st.W, np.int64)
        self.closed = np.zeros(st.W, bool)        # jumped back twice, or LOADS loads: recording over

    def finish(self) -> None:
        if getattr(self, "count", None) is not None:
            self.counts.extend(self.count.tolist())
            self.count = None

    def step(self, ctx, ins, p, w) -> None:
        from flygen.emu.ops_mem import _buffer_addr, _global_addr, _OFF
        from flygen.emu.state import exec_mask
        st = ctx.st
        waves = np.arange(st.W)[w]
        back = self.last[waves] > p
        self.last[waves] = p
        if back.any():
            self.jumps[waves[back]] += 1
            self.closed[waves[back][self.jumps[waves[back]] >= 2]] = True
            if (self.closed | st.done).all():
                raise _Done
        if ins.cls is None or ins.cls.cls not in ("vmem", "lds_dma") or not ins.cls.load:
            return
        op = ins.op
        ops = ins.operands
        if op.startswith("buffer_load"):
            rest = ops if ins.mods.get("lds") else ops[1:]
            addr = _buffer_addr(ctx, ins, w, rest[0], rest[1], rest[2])[0]
        elif op.startswith(("global_load", "flat_load")):
            lds_form = op.startswith("global_load_lds")
            vaddr = ops[0] if lds_form else ops[1]
            saddr = ops[1] if lds_form else (ops[2] if op.startswith("global") and len(ops) > 2 else _OFF)
            addr = _global_addr(ctx, ins, w, vaddr, saddr)
        else:
            return
        mask = exec_mask(st, w)
        from flygen.isa.memops import memop
        mo = memop(op, bool(ins.mods.get("lds")))
        nbytes = (mo.bytes if mo is not None and mo.bytes else 4)
        live = ~self.closed[waves]
        self.count[waves[live]] += 1
        self.closed[waves[self.count[waves] >= self.loads]] = True
        if live.any():
            a = addr[live].astype(np.int64)
            m = mask[live]
            wg = np.broadcast_to(self.wgs[st.wg[waves[live]]][:, None], m.shape)[m]
            a = a[m]
            buf = np.searchsorted(self.bases, a, side="right") - 1
            phase = np.broadcast_to(self.jumps[waves[live]][:, None], m.shape)[m]
            self.rows.append((wg, buf, a // LINE, np.full(a.shape, nbytes, np.int64), phase))
        if (self.closed | st.done).all():
            raise _Done


def probe(kern, grid, block, args, dev, buffers: dict, ids, loads: int = LOADS, lds_bytes=None) -> Footprint | None:
    """Run workgroups `ids` (a first dispatch pass) until each wave jumped back twice or issued `loads` vector
    loads; None when no global load touched a buffer (nothing to share)."""
    from flygen.emu.launch import launch
    names = sorted(buffers, key=lambda k: buffers[k].addr)
    bases = np.array([buffers[k].addr for k in names], np.int64)
    ids = list(ids)
    ids = ids[:MAX_PROBED]
    pr = _Probe(bases, loads)
    for first in range(0, len(ids), CHUNK):          # one launch per chunk: each stops on its own
        try:
            launch(kern, grid, block, args, device=dev, hazards=False, poison=False, trace=pr,
                   workgroups=ids[first:first + CHUNK], lds_bytes=lds_bytes)
        except _Done:
            pass
    pr.finish()
    if not pr.rows:
        return None
    wg = np.concatenate([r[0] for r in pr.rows])
    buf = np.concatenate([r[1] for r in pr.rows])
    line = np.concatenate([r[2] for r in pr.rows])
    nb = np.concatenate([r[3] for r in pr.rows])
    ph = np.concatenate([r[4] for r in pr.rows])
    ok = (buf >= 0) & (buf < len(names))
    if not ok.any():
        return None
    wg, buf, line, nb, ph = wg[ok], buf[ok], line[ok], nb[ok], ph[ok]
    from flygen.isa import limits
    xcds = limits.XCDS
    used = sorted(set(buf.tolist()))
    share, rx, rd, first, loop = [], [], [], [], []
    total = float(nb.sum())
    for b in used:
        sel = buf == b
        share.append(float(nb[sel].sum()) / total)
        first.append(float(nb[sel & (ph == 0)].sum()) / len(ids))
        loop.append(float(nb[sel & (ph == 1)].sum()) / len(ids))
        per_wg = np.unique(np.stack([wg[sel], line[sel]]), axis=1)       # (wg, line) pairs
        w_ids, lines = per_wg
        dev_reuse = w_ids.size / max(1, np.unique(lines).size)
        x0 = (w_ids % xcds) == (min(ids) % xcds)
        xcd_reuse = x0.sum() / max(1, np.unique(lines[x0]).size) if x0.any() else 1.0
        rx.append(max(1.0, float(xcd_reuse)))
        rd.append(max(float(xcd_reuse), float(dev_reuse), 1.0))
    mean_loads = round(float(np.mean(pr.counts))) if pr.counts else 0
    return Footprint(tuple(names[b] for b in used), tuple(share), tuple(rx), tuple(rd), len(ids), mean_loads,
                     tuple(first), tuple(loop))
