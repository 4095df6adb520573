"""Issue model of one gfx950 CU over per-wave instruction traces (`flygen.emu.trace`). MODELED cycles.

    simulate(streams, waves_per_wg) -> {"cycles": ..., "busy": {...}, "stalls": {...}}

Rules (parameters: flygen.model.params; docs/model.md derives them):
- Wave k of the CU runs on SIMD k % 4 (workgroups placed one after another; round robin is the usual
  placement, not an architectural guarantee: gfx950-reference §6). All resident waves start at cycle 0.
- The sequencer visits SIMD s at cycles t = s (mod 4). At a visit each wave of the SIMD issues at most one
  instruction, in order, and each category (VALU incl. MFMA, scalar = SALU/SMEM, VMEM incl. LDS DMA,
  LDS, branch) issues at most once, to the wave of highest priority: the user priority `s_setprio` sets
  (0..3), then the older wave (the ISA's S_SETPRIO: priority = {SysUserPrio, WaveAge}; the system priority
  of compute waves is 0 here; all resident waves start together, so age = wave order). Internal
  instructions (s_waitcnt, s_nop, s_barrier, s_endpgm) use no port.
- VALU: a SIMD's VALU takes one instruction a turn (valu_cycles); a transcendental (v_exp/log/rcp/rsq/sqrt/
  sin/cos) holds it trans_cycles (quarter rate, LLVM's SISchedule.td), so the SIMD's next VALU instruction or
  MFMA, of any of its waves, waits for it. MFMA and VALU co-issue (tingqli/pyhip docs/mfma-valu-coissue.md,
  gfx942 microbenchmarks): a transcendental issued after an MFMA runs under it, but an MFMA does not issue
  while a transcendental holds the VALU; packed FP32 (v_pk_add/mul/fma_f32) never runs under an MFMA: it
  waits for the SIMD's matrix core to go idle, and for its own wave's MFMA also mfma_drain.
- An instruction waits for its source registers: VALU/SALU results after their latency, MFMA results
  after passes x 4 cycles + drain (a same-register SrcC accumulate only after the passes). Loaded
  registers are not interlocked (the program's s_waitcnt is the only guard, as on hardware).
- MFMA: the SIMD's matrix core is busy passes x 4 cycles; the next MFMA of that SIMD waits for it.
- LDS: one pipeline per CU; a DS instruction holds it for the bank-model cycles of its actual lane
  addresses (`lds_cycles`); a read's data also returns through its SIMD's path at 64 B/clk (a bank-conflicting
  ds_read_b64 ~2.4 cycles per pass there: `flygen.isa.lds.read_port_cycles`); it arrives lds_latency after both.
- VMEM: a request reaches the CU's return path vmem_latency after issue; the path is a FIFO server at
  vmem_bytes_per_clk_cu (the CU's vL1D peak, 128 B/clk; the L2's bandwidth shared by an XCD's CUs is a
  launch-level bound, flygen.model.memory); vmcnt retires in order. LDS DMA also charges
  bytes / 256 cycles to the LDS pipeline when it issues. SMEM after smem_latency. lgkmcnt counts DS and SMEM.
- s_waitcnt blocks the wave until its counters are low enough; s_barrier until every unfinished wave of
  the workgroup arrived; s_nop N stalls the wave N+1 cycles. Counters cap issue (vmcnt 63, lgkmcnt 15).
"""
from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from flygen.inspect.mix import mfma_of
from flygen.isa import limits
from flygen.isa.hazards import snop_wait_states
from flygen.isa.lds import phases as lds_phases
from flygen.isa.lds import read_port_cycles
from flygen.isa.memops import memop
from flygen.model.params import p

INF = math.inf
TRANS = ("v_exp_", "v_log_", "v_rcp_", "v_rsq_", "v_sqrt_", "v_sin_", "v_cos_")
PACKED_F32 = ("v_pk_add_f32", "v_pk_mul_f32", "v_pk_fma_f32")   # never co-issue with an MFMA (module docstring)
PORT = {"valu": "valu", "vopc": "valu", "mfma": "valu", "salu": "scalar", "smem": "scalar", "vmem": "vmem",
        "lds_dma": "vmem", "ds": "lds", "branch": "branch"}
# classes whose first operand is a destination (stores, s_cmp and branches have none)
_WRITES_FIRST = ("valu", "vopc", "mfma", "salu", "smem")


def lds_cycles(addr: np.ndarray, size: int, load: bool = True) -> int:
    """Cycles the LDS needs for one DS instruction: `addr` int64 [n_addr, 64] byte addresses (-1 = inactive
    lane), `size` bytes per lane, `load` a read. Lanes are served in the phases of `flygen.isa.lds.phases`
    (contiguous 64 lanes for b32, 32 for b64; ds_read_b128's four non-contiguous 16-lane phases); a phase
    takes as many cycles as its busiest bank has distinct dwords (identical dwords broadcast)."""
    base = int(addr[addr >= 0].min()) if (addr >= 0).any() else 0
    rel = np.where(addr >= 0, addr - (base // 256) * 256, -1)
    return _lds_cycles(rel.tobytes(), rel.shape, size, bool(load))


@lru_cache(maxsize=8192)
def _lds_cycles(raw: bytes, shape, size: int, load: bool) -> int:
    addr = np.frombuffer(raw, np.int64).reshape(shape)
    nb = limits.LDS_BANK_BYTES
    ndw = max(1, -(-size // nb))
    total = 0
    for row in addr:
        for lanes in lds_phases(size, load):
            a = row[list(lanes)]
            a = a[a >= 0]
            if a.size == 0:
                continue
            dw = np.unique((a[:, None] // nb + np.arange(ndw)[None, :]).ravel())
            total += int(np.bincount(dw % limits.LDS_BANKS, minlength=limits.LDS_BANKS).max())
    return max(total, 1)


def _slots(op) -> list:
    if op.kind in ("v", "a"):
        base = op.idx + (256 if op.kind == "a" else 0)
        return [("v", base + i) for i in range(op.n)]
    if op.kind == "s":
        return [("s", op.idx + i) for i in range(op.n)]
    return []


def _decode(ins) -> tuple:
    """(class, port, dst slots, src slots, srcC slots, extra) of one instruction, computed once."""
    cls = ins.cls.cls if ins.cls is not None else "other"
    if cls == "vmem" and ins.mods.get("lds"):
        cls = "lds_dma"
    ops = ins.operands
    dst, srcs, srcc = [], [], []
    mo = memop(ins.op, bool(ins.mods.get("lds")))
    writes = cls in _WRITES_FIRST and not ins.op.startswith(("s_cmp", "s_bitcmp", "s_store", "s_dcache"))
    if cls in ("vmem", "ds") and ins.cls.load and mo is not None and cls != "lds_dma":
        writes = True            # load destination: not interlocked, but recorded as written
    for k, op in enumerate(ops):
        sl = _slots(op)
        if k == 0 and writes:
            dst = sl
        elif cls == "mfma" and k == 3:
            srcc = sl
        else:
            srcs += sl
    extra = {}
    if cls == "mfma":
        extra["passes"] = mfma_of(ins)["passes"]
    elif cls == "valu":
        trans = ins.op.startswith(TRANS)
        extra["lat"] = p("trans_latency") if trans else p("valu_latency")
        extra["hold"] = p("trans_cycles") if trans else p("valu_cycles")
        extra["pk32"] = ins.op in PACKED_F32
    elif cls == "nop" and ins.op == "s_setprio":
        # one issue turn, no wait states; the wave's user priority (module docstring)
        extra["wait"] = 0
        extra["prio"] = (int(ops[0].value) & 3) if ops and ops[0].kind == "imm" else 0
    elif cls == "nop":
        extra["wait"] = snop_wait_states(int(ops[0].value)) if ops and ops[0].kind == "imm" else 1
    elif cls == "waitcnt":
        extra["vm"] = int(ins.mods.get("vmcnt", limits.VMCNT_MAX))
        extra["lgkm"] = int(ins.mods.get("lgkmcnt", limits.LGKMCNT_MAX))
    if mo is not None:
        extra["bytes"] = mo.bytes
    mem_load = cls in ("vmem", "ds", "smem") and ins.cls.load
    return cls, PORT.get(cls), tuple(dst), tuple(srcs), tuple(srcc), extra, mem_load


class _Wave:
    __slots__ = ("k", "simd", "wg", "ev", "i", "t_next", "ready", "acc", "vm", "ds", "sm", "barrier", "done",
                 "t_end", "prio")

    def __init__(self, k, simd, wg, ev):
        self.k, self.simd, self.wg, self.ev = k, simd, wg, ev
        self.i = 0
        self.t_next = 0.0
        self.ready = {}      # slot -> cycle the value can be read
        self.acc = {}        # slot -> cycle an MFMA SrcC (same accumulator) can read it
        self.vm, self.ds, self.sm = [], [], []    # completion cycles of outstanding vmcnt / DS / SMEM ops
        self.barrier = False
        self.done = False
        self.prio = 0        # user priority (s_setprio); arbitration: higher first, then the older wave
        self.t_end = 0.0


def _count_after(times, t):
    return sum(1 for x in times if x > t)


def _wait_until(times, allowed, t):
    """Earliest cycle >= t at which at most `allowed` of `times` are still in the future."""
    live = sorted(x for x in times if x > t)
    if len(live) <= allowed:
        return t
    return live[len(live) - allowed - 1]


def simulate(streams, waves_per_wg: int, max_cycles: float = 5e8, vmem_latency: float | None = None) -> dict:
    """Run the issue model over `streams` (per-wave Event lists, workgroup-major). See the module docstring.
    `vmem_latency`: issue-to-data cycles of a vector memory request (default: the `vmem_latency` parameter;
    `flygen.model.run` passes the latency the launch's memory hierarchy and load give, `flygen.model.memory`)."""
    P = p("issue_period")
    pass_c = p("mfma_pass_cycles")
    drain = p("mfma_drain")
    lds_lat, smem_lat = p("lds_latency"), p("smem_latency")
    vmem_lat = p("vmem_latency") if vmem_latency is None else float(vmem_latency)
    vmem_bw, lds_bw = p("vmem_bytes_per_clk_cu"), p("lds_bytes_per_clk")
    salu_lat, bar_lat = p("salu_latency"), p("barrier_latency")
    valu_c, valu_lat = p("valu_cycles"), p("valu_latency")
    nsimd = limits.SIMDS_PER_CU
    waves = [_Wave(k, k % nsimd, k // waves_per_wg, ev) for k, ev in enumerate(streams)]
    by_simd = [[w for w in waves if w.simd == s] for s in range(nsimd)]
    by_wg: dict[int, list] = {}
    for w in waves:
        by_wg.setdefault(w.wg, []).append(w)
    mfma_free = [0.0] * nsimd
    valu_free = [0.0] * nsimd       # each SIMD's VALU: a transcendental holds it trans_cycles (quarter rate)
    mfma_wave = [None] * nsimd      # the wave whose MFMA last issued on each SIMD
    lds_free = 0.0
    port_free = [0.0] * nsimd       # each SIMD's LDS read-return path
    vmem_free = 0.0
    busy = {"mfma": 0.0, "valu": 0.0, "salu": 0.0, "lds": 0.0, "vmem_bytes": 0.0, "lds_conflict_cycles": 0.0}
    dec: dict = {}
    issued = 0
    next_turn = [float(s) for s in range(nsimd)]
    live = sum(1 for w in waves if w.ev)
    raised = [0] * nsimd            # waves of each SIMD whose user priority is not 0
    shared = [len(v) > 1 for v in by_simd]     # a SIMD with one wave has nothing to arbitrate
    for w in waves:
        if not w.ev:
            w.done = True

    def align(x, s):
        c = math.ceil(x)
        return c + ((s - c) % nsimd)

    while live:
        s = min(range(nsimd), key=lambda j: next_turn[j])
        t = next_turn[s]
        if t > max_cycles:
            raise RuntimeError(f"timing model ran past {max_cycles:.0f} cycles (a wave never finishes?)")
        used = set()
        wake = INF
        any_issue = False
        # higher user priority first, then the older wave (a stable sort keeps wave order within a priority)
        for w in (sorted(by_simd[s], key=lambda v: -v.prio) if raised[s] and shared[s] else by_simd[s]):
            if w.done or w.barrier:
                continue
            if w.t_next > t:
                wake = min(wake, w.t_next)
                continue
            e = w.ev[w.i]
            d = dec.get(id(e.ins))
            if d is None:
                d = dec[id(e.ins)] = _decode(e.ins)
            cls, port, dst, srcs, srcc, x, mem_load = d
            if port is not None and port in used:
                wake = min(wake, t + P)
                continue
            # when could it go?
            t_ok = t
            if cls == "waitcnt":
                t_ok = max(_wait_until(w.vm, x["vm"], t), _wait_until(w.ds + w.sm, x["lgkm"], t))
                if t_ok > t:
                    wake = min(wake, t_ok)
                    continue
            else:
                r = w.ready
                for sl in srcs:
                    v = r.get(sl)
                    if v is not None and v > t_ok:
                        t_ok = v
                a = w.acc
                for sl in srcc:
                    v = a.get(sl, r.get(sl))
                    if v is not None and v > t_ok:
                        t_ok = v
                if cls == "mfma":
                    # the matrix core is free, and the VALU is not held by a transcendental (measured, gfx942)
                    t_ok = max(t_ok, mfma_free[s], valu_free[s])
                elif cls in ("valu", "vopc"):
                    t_ok = max(t_ok, valu_free[s])
                    if x.get("pk32"):
                        # packed FP32 waits for the matrix core to go idle, its own wave's MFMA also drained
                        t_ok = max(t_ok, mfma_free[s] + (drain if mfma_wave[s] is w else 0.0))
                if cls in ("vmem", "lds_dma") and _count_after(w.vm, t) >= limits.VMCNT_MAX:
                    t_ok = max(t_ok, sorted(x_ for x_ in w.vm if x_ > t)[0])
                if cls in ("ds", "smem") and _count_after(w.ds + w.sm, t) >= limits.LGKMCNT_MAX:
                    t_ok = max(t_ok, sorted(x_ for x_ in w.ds + w.sm if x_ > t)[0])
                if t_ok > t:
                    wake = min(wake, t_ok)
                    continue
            # issue at t
            any_issue = True
            issued += 1
            if port is not None:
                used.add(port)
            w.i += 1
            w.t_next = t + P
            if cls == "mfma":
                c = x["passes"] * pass_c
                mfma_free[s] = t + c
                mfma_wave[s] = w
                busy["mfma"] += c
                for sl in dst:
                    w.ready[sl] = t + c + drain
                    w.acc[sl] = t + c
            elif cls in ("valu", "vopc"):
                hold = x.get("hold", valu_c)
                valu_free[s] = t + hold
                busy["valu"] += hold
                lat = x.get("lat", valu_lat)
                for sl in dst:
                    w.ready[sl] = t + lat
                    w.acc.pop(sl, None)
            elif cls == "salu":
                busy["salu"] += P
                for sl in dst:
                    w.ready[sl] = t + salu_lat
            elif cls == "smem":
                w.sm.append(t + smem_lat)
            elif cls == "ds":
                size = x.get("bytes") or 4
                if e.lds is not None:
                    c = lds_cycles(e.lds, size, mem_load)
                    ideal = max(1, math.ceil(max(e.lanes, 0) * size * e.lds.shape[0] / lds_bw))
                    busy["lds_conflict_cycles"] += max(0, c - ideal)
                else:
                    c = max(1, math.ceil(max(e.lanes, 1) * size / lds_bw))
                start = max(t, lds_free)
                lds_free = start + c
                busy["lds"] += c
                done = start + c
                if mem_load:
                    # the data returns to this SIMD at 64 B/clk (b64 conflicts ~2.4 cycles a pass there):
                    # flygen.isa.lds; the SIMD's reads queue on that path in issue order
                    nbytes = max(e.lanes, 1) * size * (e.lds.shape[0] if e.lds is not None else 1)
                    port_free[s] = max(t, port_free[s]) + read_port_cycles(nbytes, size, c)
                    done = max(done, port_free[s])
                w.ds.append(done + lds_lat)
            elif cls in ("vmem", "lds_dma"):
                # the return path is a FIFO server at vmem_bw; a request reaches it vmem_lat after issue
                nbytes = max(e.lanes, 0) * (x.get("bytes") or 0)
                vmem_free = max(t + vmem_lat, vmem_free) + nbytes / vmem_bw
                busy["vmem_bytes"] += nbytes
                done_at = vmem_free
                if cls == "lds_dma":
                    # its LDS write cycles are charged to the LDS pipeline at issue (bandwidth exact, timing
                    # approximate: a reservation far in the future would block the DS reads issued before it)
                    c = nbytes / lds_bw
                    lds_free = max(t, lds_free) + c
                    busy["lds"] += c
                w.vm.append(done_at)
            elif cls == "nop":
                w.t_next = t + max(P, x["wait"])
                if "prio" in x and x["prio"] != w.prio:
                    raised[s] += (x["prio"] != 0) - (w.prio != 0)
                    w.prio = x["prio"]
            elif cls == "barrier":
                w.barrier = True
                group = [v for v in by_wg[w.wg] if not v.done]
                if all(v.barrier for v in group):
                    rel = t + bar_lat
                    for v in group:
                        v.barrier = False
                        v.t_next = max(v.t_next, rel)
                        next_turn[v.simd] = min(next_turn[v.simd], align(rel, v.simd)) if v.simd != s else \
                            next_turn[v.simd]
            elif cls == "endpgm":
                w.done = True
                w.t_end = max([t] + w.vm + w.ds + w.sm)
                live -= 1
                group = [v for v in by_wg[w.wg] if not v.done]
                if group and all(v.barrier for v in group):
                    rel = t + bar_lat
                    for v in group:
                        v.barrier = False
                        v.t_next = max(v.t_next, rel)
                        if v.simd != s:
                            next_turn[v.simd] = min(next_turn[v.simd], align(rel, v.simd))
            if w.i >= len(w.ev) and not w.done:
                w.done = True
                w.t_end = max([t] + w.vm + w.ds + w.sm)
                live -= 1
        next_turn[s] = t + P if any_issue else align(max(t + P, wake), s) if wake < INF else INF
        if all(x == INF for x in next_turn) and live:
            raise RuntimeError("timing model deadlock: waves wait at s_barrier for waves that never arrive")
    cycles = max((w.t_end for w in waves), default=0.0)
    return {"cycles": cycles, "issued": issued, "busy": busy,
            "mfma_util": busy["mfma"] / (nsimd * cycles) if cycles else 0.0,
            "lds_util": busy["lds"] / cycles if cycles else 0.0,
            "vmem_util": busy["vmem_bytes"] / vmem_bw / cycles if cycles else 0.0}
