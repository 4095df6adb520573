"""Hazard checks while emulating: waits on memory counters, LDS races, MFMA wait states, LDS-DMA rules.

What is tracked (per wave, vectorised over the waves that execute an instruction):
- Scoreboard: each VGPR/SGPR written by a load remembers the load's position in its counter. VMEM
  (vmcnt) returns in order; DS returns in order within lgkmcnt; SMEM may return out of order, so only
  `lgkmcnt(0)` retires SMEM results (and while SMEM is outstanding, lgkmcnt(N>0) retires no DS either).
  Reading (or overwriting) a register whose load is not retired is `unwaited_read` / `unwaited_write`.
- LDS races, per dword and workgroup: last writer and last reader wave with their barrier epoch; a
  cross-wave RAW/WAR/WAW in the same epoch (no s_barrier in between) is `lds_race`. LDS DMA writes also
  count under vmcnt: the writer must wait vmcnt before its own reads (`lds_dma_unwaited`) and before the
  barrier that publishes the data to other waves (`lds_dma_unwaited`).
- MFMA wait states (gfx950, LLVM GCNHazardRecognizer checkMAIHazards90A/checkMAIVALUHazards, numbers
  checked against llc output in reference §2.4; P = atom.passes): MFMA D -> VALU read (incl.
  v_accvgpr_read) needs P+4 wait states (4-pass: 8, 8-pass: 12); -> VMEM/DS reading it needs P+4 for
  P <= 4 and P+3 above (8-pass store: 11); -> another MFMA's A/B needs P+4; -> another MFMA's C with a
  different register range needs P+2 (the same range, an accumulate chain, needs 0). VALU write of a
  VGPR -> MFMA A/B read needs 2. SALU write of M0 -> LDS DMA needs 1. Each instruction is 1 wait
  state, `s_nop N` is N+1. These are LLVM's numbers, not the CDNA4 ISA guide's tables (UNVERIFIED).
- Info: out-of-range buffer/LDS accesses (legal; loads read 0, stores are dropped).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.emu.state import AGPR_BASE, M0, vslot

NEVER = -(1 << 40)


@dataclass(frozen=True)
class Hazard:
    kind: str
    severity: str        # "error" | "info"
    wave: int            # first wave (index in the launch) that hit it
    line: int
    text: str
    count: int = 1       # waves that hit it at this line

    def to_dict(self) -> dict:
        return {"kind": self.kind, "severity": self.severity, "wave": self.wave, "line": self.line,
                "text": self.text, "count": self.count}

    def __str__(self) -> str:
        return f"line {self.line}: {self.severity} {self.kind}: {self.text} (wave {self.wave}, {self.count} waves)"


INFO_KINDS = {"oob_load", "oob_store", "oob_atomic", "lds_oob"}


def make_tracker(enabled: bool, waive=()):
    return Tracker(set(waive)) if enabled else NullTracker()


class NullTracker:
    """hazards=False: every hook is a no-op, except that info is still not collected."""

    def __getattr__(self, name):
        return _noop

    def report(self):
        return []


def _noop(*args, **kwargs):
    return None


_TWO_DST = {"v_add_co_u32", "v_addc_co_u32", "v_sub_co_u32", "v_subb_co_u32", "v_subrev_co_u32",
            "v_subbrev_co_u32", "v_mad_u64_u32", "v_mad_i64_i32", "v_div_scale_f32", "v_div_scale_f64"}
_ACC_DST = {"v_fmac_f32", "v_mac_f32", "v_fmac_f16", "v_dot2c_f32_f16"}


_USES: dict[int, tuple] = {}


def _uses(ins) -> tuple:
    """(vgpr reads, sgpr reads, vgpr writes, sgpr writes) as tuples of (first slot, count)."""
    got = _USES.get(id(ins))
    if got is not None and got[0] is ins:
        return got[1]
    res = _compute_uses(ins)
    _USES[id(ins)] = (ins, res)
    return res


def _compute_uses(ins) -> tuple:
    cls = ins.cls.cls if ins.cls else ""
    ops = ins.operands
    nw = 0
    if cls in ("salu",):
        nw = 0 if ins.op.startswith(("s_cmp", "s_bitcmp")) else 1
    elif cls in ("smem", "ds", "mfma"):
        nw = 1 if (cls != "ds" or ins.cls.load) else 0
    elif cls == "valu":
        nw = 2 if ins.op in _TWO_DST else 1
    elif cls == "vopc":
        nw = 1 if len(ops) == 3 else 0
    elif cls == "vmem":
        nw = 1 if (ins.cls.load and not ins.mods.get("lds")) else 0
        if ins.op.startswith("global_atomic") and (ins.mods.get("sc0") or ins.mods.get("glc")):
            nw = 1
    reads = list(ops[nw:])
    if ins.op in _ACC_DST:
        reads.append(ops[0])
    rv = tuple((vslot(o), o.n) for o in reads if o.kind in ("v", "a"))
    rs = tuple((o.idx, o.n) for o in reads if o.kind == "s" and o.idx < 128)
    wv = tuple((vslot(o), o.n) for o in ops[:nw] if o.kind in ("v", "a"))
    ws = tuple((o.idx, o.n) for o in ops[:nw] if o.kind == "s" and o.idx < 128)
    return rv, rs, wv, ws


def _slots(ranges) -> np.ndarray:
    return np.array([s + k for s, n in ranges for k in range(n)], np.int64)


class Tracker:
    def __init__(self, waive: set[str]):
        self.waive = waive
        self.found: dict[tuple[str, int], list] = {}
        self.wave_base = 0

    # -- lifecycle -----------------------------------------------------------------------------
    def start_batch(self, st, wpw: int) -> None:
        W, R = st.v.shape[0], st.v.shape[1]
        self.st, self.wpw = st, wpw
        z = lambda *shape: np.zeros(shape, np.int64)
        self.vm_seq, self.ds_seq, self.sm_seq = z(W, R), z(W, R), z(W, 128)
        self.vm_issued, self.vm_done, self.vm_done_bar = z(W), z(W), z(W)
        self.lgkm_issued, self.ds_done, self.sm_done, self.sm_last = z(W), z(W), z(W), z(W)
        self.clock = z(W)
        self.mfma_t = np.full((W, R), NEVER, np.int64)
        self.mfma_p = np.zeros((W, R), np.int16)
        self.mfma_d0 = np.full((W, R), -1, np.int32)
        self.mfma_dn = np.zeros((W, R), np.int16)
        self.valu_t = np.full((W, R), NEVER, np.int64)
        self.m0_t = np.full(W, NEVER, np.int64)
        self.epoch = np.zeros(W, np.int32)
        nd = max(1, st.lds_bytes // 4 + 1)
        G = st.lds.shape[0]
        self.lw = np.full((G, nd), -1, np.int32)
        self.lwe = np.zeros((G, nd), np.int32)
        self.lr = np.full((G, nd), -1, np.int32)
        self.lre = np.zeros((G, nd), np.int32)
        self.ldma = np.zeros((G, nd), np.int64)

    def end_batch(self) -> None:
        self.wave_base += self.st.W

    def report(self) -> list[Hazard]:
        out = []
        for (kind, line), (wave, text, count) in sorted(self.found.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            out.append(Hazard(kind, "info" if kind in INFO_KINDS else "error", wave, line, text, count))
        return out

    def _flag(self, w, bad: np.ndarray, ins, kind: str, text: str) -> None:
        if kind in self.waive or not bad.any():
            return
        waves = np.arange(self.st.W)[w][bad]
        key = (kind, ins.line)
        if key in self.found:
            self.found[key][2] += len(waves)
        else:
            self.found[key] = [int(waves[0]) + self.wave_base, f"{text}: {ins.text}", len(waves)]

    def info(self, w, ins, kind, text) -> None:
        n = self.st.W if isinstance(w, slice) else len(w)
        bad = np.zeros(n, bool)
        bad[0] = True
        self._flag(w, bad, ins, kind, text)

    # -- per instruction -----------------------------------------------------------------------
    def before(self, w, ins) -> None:
        rv, rs, wv, ws = _uses(ins)
        cls = ins.cls.cls if ins.cls else ""
        clock = self.clock[w]
        if rv:
            sl = _slots(rv)
            self._flag(w, (self.vm_seq[w][:, sl] > self.vm_done[w][:, None]).any(1), ins, "unwaited_read",
                       "reads a VGPR whose vector-memory load is not waited for (s_waitcnt vmcnt)")
            self._flag(w, (self.ds_seq[w][:, sl] > self.ds_done[w][:, None]).any(1), ins, "unwaited_read",
                       "reads a VGPR whose LDS load is not waited for (s_waitcnt lgkmcnt)")
            self._mfma_read_checks(w, ins, cls, rv, sl, clock)
        if rs:
            sl = _slots(rs)
            self._flag(w, (self.sm_seq[w][:, sl] > self.sm_done[w][:, None]).any(1), ins, "unwaited_read",
                       "reads an SGPR whose s_load is not waited for (s_waitcnt lgkmcnt(0))")
        if wv and not (ins.cls and ins.cls.load):
            sl = _slots(wv)
            self._flag(w, (self.vm_seq[w][:, sl] > self.vm_done[w][:, None]).any(1) |
                       (self.ds_seq[w][:, sl] > self.ds_done[w][:, None]).any(1), ins, "unwaited_write",
                       "overwrites a VGPR whose load is still in flight")
        if cls == "lds_dma" or (cls == "vmem" and ins.mods.get("lds")):
            self._flag(w, clock - self.m0_t[w] - 1 < 1, ins, "m0_lds_dma",
                       "LDS DMA within 1 wait state of the SALU write of M0 (needs s_nop 0)")

    def _mfma_read_checks(self, w, ins, cls, rv, sl, clock) -> None:
        t = self.mfma_t[w][:, sl]
        if not (t > NEVER).any():
            if cls == "mfma":
                self._valu_to_mfma(w, ins, rv, clock)
            return
        p = self.mfma_p[w][:, sl].astype(np.int64)
        gap = clock[:, None] - t - 1
        if cls in ("valu", "vopc"):
            self._flag(w, (gap < p + 4).any(1), ins, "mfma_result",
                       "VALU reads an MFMA result too early (needs passes+4 wait states; add s_nop)")
        elif cls in ("vmem", "ds", "lds_dma"):
            need = np.where(p <= 4, p + 4, p + 3)
            self._flag(w, (gap < need).any(1), ins, "mfma_result",
                       "memory instruction reads an MFMA result too early (add s_nop)")
        elif cls == "mfma":
            # operands 1, 2 are A, B; operand 3 is C
            ab = _slots(rv[:2])
            ta = self.mfma_t[w][:, ab]
            pa = self.mfma_p[w][:, ab].astype(np.int64)
            self._flag(w, ((clock[:, None] - ta - 1) < pa + 4).any(1), ins, "mfma_result",
                       "MFMA reads a previous MFMA's result as A/B too early (needs passes+4 wait states)")
            if len(rv) > 2:
                c0, cn = rv[2]
                cs = _slots(rv[2:3])
                tc = self.mfma_t[w][:, cs]
                pc = self.mfma_p[w][:, cs].astype(np.int64)
                same = (self.mfma_d0[w][:, cs] == c0) & (self.mfma_dn[w][:, cs] == cn)
                self._flag(w, (((clock[:, None] - tc - 1) < pc + 2) & ~same).any(1), ins, "mfma_result",
                           "MFMA reads an overlapping but different previous MFMA result as C too early")
            self._valu_to_mfma(w, ins, rv, clock)

    def _valu_to_mfma(self, w, ins, rv, clock) -> None:
        ab = _slots(rv[:2])
        gap = clock[:, None] - self.valu_t[w][:, ab] - 1
        self._flag(w, (gap < 2).any(1), ins, "valu_mfma",
                   "MFMA reads A/B written by a VALU less than 2 wait states before (add s_nop 1)")

    def after(self, w, ins) -> None:
        rv, rs, wv, ws = _uses(ins)
        cls = ins.cls.cls if ins.cls else ""
        clock = self.clock[w]
        if wv and cls in ("valu", "vopc", "mfma"):
            sl = _slots(wv)
            if cls == "mfma":
                from flygen.emu.ops_mfma import atom_of
                P = atom_of(ins).passes
                d0, dn = wv[0]
                for s in sl:
                    self.mfma_t[w, s] = clock
                    self.mfma_p[w, s] = P
                    self.mfma_d0[w, s] = d0
                    self.mfma_dn[w, s] = dn
                    self.valu_t[w, s] = NEVER
            else:
                for s in sl:
                    self.valu_t[w, s] = clock
                    self.mfma_t[w, s] = NEVER
        if ws and cls == "salu" and any(s <= M0 < s + n for s, n in ws):
            self.m0_t[w] = clock
        step = 1 + (int(ins.operands[0].value) if ins.op == "s_nop" and ins.operands else 0)
        self.clock[w] = clock + step

    # -- counters ------------------------------------------------------------------------------
    def issue_vmem_load(self, w, ins, slot, n) -> None:
        self.vm_issued[w] += 1
        self.vm_seq[w, slot:slot + n] = self.vm_issued[w][:, None]

    def issue_vmem_store(self, w, ins) -> None:
        self.vm_issued[w] += 1

    def issue_lds_dma(self, w, ins) -> None:
        self.vm_issued[w] += 1

    def issue_ds_load(self, w, ins, slot, n) -> None:
        self.lgkm_issued[w] += 1
        self.ds_seq[w, slot:slot + n] = self.lgkm_issued[w][:, None]

    def issue_ds_store(self, w, ins) -> None:
        self.lgkm_issued[w] += 1

    def issue_smem(self, w, ins, sidx, n) -> None:
        self.lgkm_issued[w] += 1
        self.sm_seq[w, sidx:sidx + n] = self.lgkm_issued[w][:, None]
        self.sm_last[w] = self.lgkm_issued[w]

    def read_vregs(self, *args) -> None:
        pass          # store data reads are covered by before()

    def waitcnt(self, w, ins) -> None:
        vm, lg = int(ins.mods.get("vmcnt", 63)), int(ins.mods.get("lgkmcnt", 15))
        self.vm_done[w] = np.maximum(self.vm_done[w], self.vm_issued[w] - vm)
        if lg == 0:
            self.ds_done[w] = self.lgkm_issued[w]
            self.sm_done[w] = self.lgkm_issued[w]
        else:
            smem_out = self.sm_last[w] > self.sm_done[w]
            self.ds_done[w] = np.where(smem_out, self.ds_done[w],
                                       np.maximum(self.ds_done[w], self.lgkm_issued[w] - lg))

    def barrier(self, waves) -> None:
        self.epoch[waves] += 1
        self.vm_done_bar[waves] = self.vm_done[waves]

    # -- LDS -----------------------------------------------------------------------------------
    def lds_access(self, w, ins, addr, nbytes, ok, write, dma=False) -> None:
        if not ok.any():
            return
        st = self.st
        waves = np.broadcast_to(np.arange(st.W)[w][:, None], ok.shape)
        nd = (nbytes + 3) // 4 + 1
        first = addr // 4
        last = (addr + nbytes - 1) // 4
        d = first[..., None] + np.arange(nd)
        valid = ok[..., None] & (d <= last[..., None])
        wv = np.broadcast_to(waves[..., None], d.shape)[valid]
        dd = d[valid]
        g = st.wg[wv]
        ep = self.epoch[wv]
        writer, wep = self.lw[g, dd], self.lwe[g, dd]
        other_w = (writer >= 0) & (writer != wv) & (wep == ep)
        n = ok.shape[0]

        def per_wave(mask):
            out = np.zeros(st.W, bool)
            out[wv[mask]] = True
            return out[np.arange(st.W)[w]] if n else out

        if write:
            reader, rep = self.lr[g, dd], self.lre[g, dd]
            race = other_w | ((reader >= 0) & (reader != wv) & (rep == ep))
            self._flag(w, per_wave(race), ins, "lds_race",
                       "LDS location accessed by another wave of the workgroup with no s_barrier in between")
            self.lw[g, dd] = wv
            self.lwe[g, dd] = ep
            self.ldma[g, dd] = (self.vm_issued[wv] + 1) if dma else 0
        else:
            self._flag(w, per_wave(other_w), ins, "lds_race",
                       "reads LDS written by another wave with no s_barrier in between")
            q = self.ldma[g, dd]
            own = (writer == wv) & (q > self.vm_done[wv])
            cross = (writer >= 0) & (writer != wv) & (q > 0) & (q > self.vm_done_bar[np.maximum(writer, 0)])
            self._flag(w, per_wave(own | cross), ins, "lds_dma_unwaited",
                       "reads LDS filled by an LDS DMA load that was not waited for (vmcnt) before this read / "
                       "before the s_barrier")
            self.lr[g, dd] = wv
            self.lre[g, dd] = ep
