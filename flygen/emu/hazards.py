"""Hazard checks while emulating: waits on memory counters, LDS races, MFMA wait states, LDS-DMA rules.

What is tracked (per wave, vectorised over the waves that execute an instruction):
- Scoreboard: each VGPR/SGPR written by a load remembers the load's position in its counter. VMEM
  (vmcnt) returns in order; DS returns in order within lgkmcnt; SMEM may return out of order, so only
  `lgkmcnt(0)` retires SMEM results (and while SMEM is outstanding, lgkmcnt(N>0) retires no DS either).
  Reading (or overwriting) a register whose load is not retired is `unwaited_read` / `unwaited_write`.
- LDS races, per dword and workgroup: cross-wave RAW/WAR/WAW that no s_barrier orders is `lds_race`,
  where an access is in flight until its counter retires it (see lds_access: a ds_read not waited for
  before a barrier still races with another wave's write after it). LDS DMA writes also
  count under vmcnt: the writer must wait vmcnt before its own reads (`lds_dma_unwaited`) and before the
  barrier that publishes the data to other waves (`lds_dma_unwaited`).
- Wait states (gfx950): the rows of flygen/isa/hazards.py (sources there: LLVM GCNHazardRecognizer gfx950
  helpers, llc-22 probes, rocRoller observers). Per VGPR/AGPR slot the tracker keeps the clock of the last
  MFMA write (and its passes and D range), the last MFMA read as C, the last VALU write, the last
  transcendental write, the last partial (dst_sel/op_sel) write and the last read as wide-store data; per
  SGPR the last VALU write. A consumer compares `clock - t - 1` with the row's need: MFMA results (P+4, C
  overlapped P+2, WAW, WAR on C), VALU -> MFMA (2), EXEC/SGPR/VCC after VALU writes (2, lane select 4,
  VMEM 5, MFMA 4), readlane/permlane (1/2), trans forwarding (1), partial writes (1), store data (2),
  M0 -> LDS DMA (1). Each instruction is 1 wait state, `s_nop N` is (N & 15) + 1 (isa.hazards.snop_wait_states).
- Info: out-of-range buffer/LDS accesses (legal; loads read 0, stores are dropped).
- Warning: `partial_oob`, a multi-dword buffer access of an active lane that is partly in range: the hardware
  result is chipset dependent, so a kernel must not rely on it (the model's result is one possibility).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.emu.state import EXEC, M0, vslot
from flygen.isa import hazards as HZ
from flygen.isa.limits import LGKMCNT_MAX, VMCNT_MAX
from flygen.isa.opcodes import strip_encoding

NEVER = -(1 << 40)
EXEC_SL = np.array([EXEC, EXEC + 1], np.int64)


@dataclass(frozen=True)
class Hazard:
    kind: str
    severity: str        # "error" | "warning" | "info"
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
WARNING_KINDS = {"partial_oob", "lds_unretired", "lds_same_value",     # shown, never fail verification
                 "llvm_stricter"}   # fewer wait states than LLVM inserts, where the ISA text asks none


def severity(kind: str) -> str:
    return "info" if kind in INFO_KINDS else "warning" if kind in WARNING_KINDS else "error"


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


def _compute_uses(ins) -> tuple:
    """(vgpr reads, sgpr reads, vgpr writes, sgpr writes) as tuples of (first slot, count)."""
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
        if ins.op.startswith(("global_atomic", "flat_atomic")) and (ins.mods.get("sc0") or ins.mods.get("glc")):
            nw = 1
    reads = list(ops[nw:])
    if ins.op in _ACC_DST or ins.op.startswith("v_smfmac_"):     # SMFMAC accumulates into D (C is D)
        reads.append(ops[0])
    rv = tuple((vslot(o), o.n) for o in reads if o.kind in ("v", "a"))
    rs = tuple((o.idx, o.n) for o in reads if o.kind == "s" and o.idx < 128)
    wv = tuple((vslot(o), o.n) for o in ops[:nw] if o.kind in ("v", "a"))
    ws = tuple((o.idx, o.n) for o in ops[:nw] if o.kind == "s" and o.idx < 128)
    return rv, rs, wv, ws


def _slots(ranges) -> np.ndarray:
    return np.array([s + k for s, n in ranges for k in range(n)], np.int64)


def _lut(name: str, dgemm: str) -> np.ndarray:
    return np.array(HZ.need_by_passes(name, dgemm), np.int64)


# wait-state lookups indexed by the producing MFMA's pass count (flygen/isa/hazards.py rows); the f64 MFMAs
# (DGEMM) sit at HZ.DGEMM_PASSES (17: 4x4x4, 18: 16x16x4) with rows of their own
RAW_VALU = _lut("mfma_d_valu_read", "dmfma_d_valu_read")
RAW_MEM = _lut("mfma_d_mem_read", "dmfma_d_mem_read")
RAW_AB = _lut("mfma_d_srcab", "dmfma_d_srcab")
RAW_WAW = _lut("mfma_d_write", "dmfma_d_write")
assert all((RAW_VALU[:17] == a[:17]).all() for a in (RAW_MEM, RAW_AB, RAW_WAW))   # one XDL row on gfx950
SRCC_OVL = _lut("mfma_d_srcc_overlap", "dmfma_d_srcc_overlap")
SRCC_SAME = _lut("mfma_d_srcc_same", "dmfma_d_srcc_same")
WAR = _lut("mfma_srcc_write", "dmfma_srcc_write")
# lane-mask reads of an SGPR/VCC (not "as constant"): the operand index by mnemonic
_MASK_OPERAND = {"v_cndmask_b32": 3, "v_addc_co_u32": 4, "v_subb_co_u32": 4, "v_subbrev_co_u32": 4}
N = HZ.need
_LANE_OPS = ("v_readlane_b32", "v_readfirstlane_b32", "v_writelane_b32")
_VSRC = ("v", "a")


def _regs(ops) -> tuple:
    return tuple((vslot(o), o.n) for o in ops if o.kind in _VSRC)


class _Facts:
    """What the checks need of one instruction, computed once per launch (register ranges and slot arrays)."""
    __slots__ = ("rv", "rs", "wv", "ws", "cls", "load", "sl_rv", "sl_rs", "sl_wv", "sl_ab", "sl_c", "dma",
                 "m0_write", "step", "passes", "c_range", "need_rs", "sl_ws", "exec_write", "trans", "fwd",
                 "sl_store", "lane", "permlane", "vwrite_hz", "valu_like", "dpp", "sl_mask", "mubuf_dma")

    def __init__(self, ins):
        self.rv, self.rs, self.wv, self.ws = _compute_uses(ins)
        cls = self.cls = ins.cls.cls if ins.cls else ""
        op, ops = strip_encoding(ins.op), ins.operands
        self.load = bool(ins.cls and ins.cls.load)
        self.sl_rv, self.sl_rs, self.sl_wv = _slots(self.rv), _slots(self.rs), _slots(self.wv)
        self.valu_like = cls in ("valu", "vopc")
        self.dma = cls == "lds_dma" or (cls == "vmem" and bool(ins.mods.get("lds")))
        self.mubuf_dma = self.dma and op.startswith("buffer_")
        self.m0_write = cls == "salu" and any(s <= M0 < s + n for s, n in self.ws)
        self.step = HZ.snop_wait_states(ops[0].value) if ins.op == "s_nop" and ops else 1
        self.passes = 0
        self.sl_ab = self.sl_c = _slots(())
        self.c_range = None
        if cls == "mfma" and self.wv:
            from flygen.emu.ops_mfma import atom_of
            atom = atom_of(ins)
            self.passes = HZ.DGEMM_PASSES[atom.passes] if atom.acc == "f64" and not atom.sparse else atom.passes
            # operand roles by position: D, A, B, C, [scale A, scale B]; C may be an inline constant.
            # SMFMAC: D, A, B, index VGPR; C is D (CDNA4 ISA §7.5); the index is read like A/B.
            sparse = atom.sparse
            self.sl_ab = _slots(_regs(ops[1:4] if sparse else ops[1:3] + ops[4:]))
            c = _regs(ops[0:1] if sparse else ops[3:4])
            self.sl_c = _slots(c)
            self.c_range = c[0] if c else None
        # SGPRs a VALU reads wait for a VALU write of them: 2, or 4 as a v_readlane/v_writelane lane select;
        # VMEM/LDS DMA reads (V#, soffset, saddr): 5
        self.need_rs = None
        self.sl_mask = _slots(())
        if self.rs and (self.valu_like or cls in ("vmem", "lds_dma")):
            if cls in ("vmem", "lds_dma"):
                need = [N("valu_sgpr_vmem")] * len(self.sl_rs)
            else:
                lanesel = _slots(((o.idx, o.n) for o in ops[2:3] if o.kind == "s")) \
                    if op in ("v_readlane_b32", "v_writelane_b32") else _slots(())
                k = _MASK_OPERAND.get(op)
                if k is not None and len(ops) > k and ops[k].kind == "s" and ops[k].idx < 128:
                    self.sl_mask = _slots(((ops[k].idx, ops[k].n),))
                need = [N("valu_sgpr_lanesel") if s in lanesel else N("valu_sgpr_mask") if s in self.sl_mask
                        else N("valu_sgpr_valu") for s in self.sl_rs]
            self.need_rs = np.array(need, np.int64)
        # SGPRs a VALU writes (v_cmpx also writes EXEC)
        self.exec_write = self.valu_like and (op.startswith("v_cmpx") or any(s <= EXEC < s + n for s, n in self.ws))
        ws = list(self.sl_ws_list()) if self.valu_like else []
        if op.startswith("v_cmpx"):
            ws += [EXEC, EXEC + 1]
        self.sl_ws = np.array(sorted(set(ws)), np.int64)
        self.trans = op in HZ.TRANS_OPS
        opsel = ins.mods.get("op_sel")
        nsrc = len(ops) - len(self.wv) - len(self.ws)
        self.fwd = self.valu_like and bool(
            (ins.mods.get("dst_sel") not in (None, "DWORD"))
            or (opsel and len(opsel) == nsrc + 1 and opsel[-1] and not op.startswith("v_pk_")))
        self.lane = op in _LANE_OPS
        self.dpp = "dpp" in ins.mods
        self.permlane = op.startswith("v_permlane")
        if self.permlane:          # both operands are read (and written)
            self.sl_rv = _slots(_regs(ops))
        # wide stores read their data VGPRs late: a VALU must not overwrite them for 2 wait states
        self.sl_store = _slots(())
        if cls == "vmem" and ins.cls.store and not op.startswith(("buffer_atomic", "global_atomic", "flat_atomic")):
            data = ops[0] if op.startswith("buffer_") else ops[1] if len(ops) > 1 else None
            soff = ops[3] if op.startswith("buffer_") and len(ops) > 3 else None
            if data is not None and data.kind in _VSRC and data.n > 2 and not (soff is not None and soff.kind == "s"):
                self.sl_store = _slots(_regs([data]))
        # writes that MFMA WAW/WAR rules apply to: VALU results and VMEM/DS load destinations
        self.vwrite_hz = bool(self.wv) and (self.valu_like or self.load)

    def sl_ws_list(self):
        return (s + k for s, n in self.ws for k in range(n))


class Tracker:
    def __init__(self, waive: set[str]):
        self.waive = waive
        self.found: dict[tuple[str, int], list] = {}
        self.wave_base = 0
        self.facts: dict[int, _Facts] = {}

    def _facts(self, ins) -> _Facts:
        f = self.facts.get(ins.index)
        if f is None:
            f = self.facts[ins.index] = _Facts(ins)
        return f

    # -- lifecycle -----------------------------------------------------------------------------
    def start_batch(self, st, wpw: int) -> None:
        W, R = st.v.shape[0], st.v.shape[1]
        self.st, self.wpw = st, wpw
        z = lambda *shape: np.zeros(shape, np.int64)
        never = lambda *shape: np.full(shape, NEVER, np.int64)
        self.vm_seq, self.ds_seq, self.sm_seq = z(W, R), z(W, R), z(W, 128)
        self.vm_issued, self.vm_done, self.vm_done_bar = z(W), z(W), z(W)
        self.lgkm_issued, self.ds_done, self.sm_done, self.sm_last = z(W), z(W), z(W), z(W)
        self.clock = z(W)
        self.mfma_t = never(W, R)
        self.mfma_p = np.zeros((W, R), np.int16)
        self.mfma_d0 = np.full((W, R), -1, np.int32)
        self.mfma_dn = np.zeros((W, R), np.int16)
        self.srcc_t = never(W, R)              # last read as C by an MFMA
        self.srcc_p = np.zeros((W, R), np.int16)
        self.valu_t = never(W, R)              # last VALU write
        self.trans_t = never(W, R)             # last transcendental write
        self.fwd_t = never(W, R)               # last partial (dst_sel / op_sel) write
        self.store_t = never(W, R)             # last read as data of a wide store
        self.sv_t = never(W, 128)              # last VALU write of an SGPR (EXEC/VCC included)
        self.m0_t = np.full(W, NEVER, np.int64)
        self.sstore_dirty = np.zeros(W, bool)      # a scalar store not yet written back by s_dcache_wb
        self.epoch = np.zeros(W, np.int32)
        nd = max(1, st.lds_bytes // 4 + 1)
        G = st.lds.shape[0]
        # LDS, per workgroup and dword: the last write (wave, barrier epoch, counter position, LDS DMA?) and,
        # per wave, the counter position of its last DS read of the dword (0: none)
        self.lw = np.full((G, nd), -1, np.int32)
        self.lwe = np.zeros((G, nd), np.int32)
        self.lwq = np.zeros((G, nd), np.int32)
        self.lwdma = np.zeros((G, nd), bool)
        self.lrq = np.zeros((W, nd), np.int32)
        # since the dword's last write: last reader wave (-1: none) and whether another wave read it too; a
        # write only gathers the per-wave positions of dwords another wave read
        self.lr = np.full((G, nd), -1, np.int32)
        self.lrm = np.zeros((G, nd), bool)
        self.ds_done_bar = z(W)            # DS ops retired when the wave last passed an s_barrier
        self.ds_iss_bar = z(W)             # DS ops issued when the wave last passed an s_barrier
        self.rd_last = z(W)                # counter position of the wave's last DS read
        # any load still in flight in any wave? (False lets the register checks skip their gathers)
        self.vm_pending = self.ds_pending = self.sm_pending = False
        self.mfma_any = self.valu_any = self.sv_any = self.trans_any = self.fwd_any = self.store_any = False

    def end_batch(self) -> None:
        self.wave_base += self.st.W

    def report(self) -> list[Hazard]:
        out = []
        for (kind, line), (wave, text, count) in sorted(self.found.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            out.append(Hazard(kind, severity(kind), wave, line, text, count))
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

    def warning(self, w, bad_waves: np.ndarray, ins, kind, text) -> None:
        """Per-wave report (count = waves that hit it) of a warning-severity kind."""
        self._flag(w, bad_waves, ins, kind, text)

    # -- per instruction -----------------------------------------------------------------------
    def _short(self, w, t_arr, sl, clock, need) -> np.ndarray:
        """Per wave: is any slot's producer (time in t_arr) fewer than `need` wait states back?"""
        return ((clock[:, None] - t_arr[w][:, sl] - 1) < need).any(1)

    def before(self, w, ins) -> None:
        f = self._facts(ins)
        cls = f.cls
        clock = self.clock[w]
        if cls in ("smem", "endpgm"):
            self._scalar_store_writeback(w, ins)
        if f.rv:
            sl = f.sl_rv
            if self.vm_pending:
                self._flag(w, (self.vm_seq[w][:, sl] > self.vm_done[w][:, None]).any(1), ins, "unwaited_read",
                           "reads a VGPR whose vector-memory load is not waited for (s_waitcnt vmcnt)")
            if self.ds_pending:
                self._flag(w, (self.ds_seq[w][:, sl] > self.ds_done[w][:, None]).any(1), ins, "unwaited_read",
                           "reads a VGPR whose LDS load is not waited for (s_waitcnt lgkmcnt)")
            if cls == "mfma":
                self._mfma_consumer(w, ins, f, clock)
            elif self.mfma_any:
                self._mfma_result_read(w, ins, f, clock)
            if f.valu_like or cls == "mfma":
                self._valu_consumer(w, ins, f, clock)
        elif cls == "mfma" and self.sv_any:
            self._flag(w, self._short(w, self.sv_t, EXEC_SL, clock, N("valu_exec_mfma")), ins, "valu_exec",
                       "MFMA within 4 wait states of a VALU write of EXEC (v_cmpx)")
        if f.rs:
            if self.sm_pending:
                self._flag(w, (self.sm_seq[w][:, f.sl_rs] > self.sm_done[w][:, None]).any(1), ins,
                           "unwaited_read", "reads an SGPR whose s_load is not waited for (s_waitcnt lgkmcnt(0))")
            if self.sv_any and f.need_rs is not None:
                self._flag(w, self._short(w, self.sv_t, f.sl_rs, clock, f.need_rs), ins, "valu_sgpr",
                           "reads an SGPR/VCC written by a VALU too early (VALU read 2, lane select 4, "
                           "VMEM 5 wait states)")
                if len(f.sl_mask):
                    self._flag(w, self._short(w, self.sv_t, f.sl_mask, clock, N("valu_sgpr_valu")), ins,
                               "llvm_stricter", "reads a lane mask (carry-in / v_cndmask mask) fewer than 2 wait "
                               "states after the VALU wrote it: the ISA asks none, LLVM inserts 2")
        if f.dpp and self.sv_any:
            self._flag(w, self._short(w, self.sv_t, EXEC_SL, clock, N("valu_exec_dpp")), ins, "valu_exec",
                       "DPP within 5 wait states of a VALU write of EXEC")
        if (f.lane or f.permlane) and self.sv_any:
            self._flag(w, self._short(w, self.sv_t, EXEC_SL, clock, N("valu_exec_lane")), ins, "valu_exec",
                       "v_readlane/v_writelane/v_permlane within 4 wait states of a VALU write of EXEC")
        if f.wv:
            if not f.load and (self.vm_pending or self.ds_pending):
                sl = f.sl_wv
                self._flag(w, (self.vm_seq[w][:, sl] > self.vm_done[w][:, None]).any(1) |
                           (self.ds_seq[w][:, sl] > self.ds_done[w][:, None]).any(1), ins, "unwaited_write",
                           "overwrites a VGPR whose load is still in flight")
            if f.vwrite_hz and self.mfma_any:
                sl = f.sl_wv
                t, p = self.mfma_t[w][:, sl], self.mfma_p[w][:, sl]
                self._flag(w, ((clock[:, None] - t - 1) < RAW_WAW[p]).any(1), ins, "mfma_waw",
                           "overwrites an MFMA result too early (needs passes+4 wait states)")
                t, p = self.srcc_t[w][:, sl], self.srcc_p[w][:, sl]
                self._flag(w, ((clock[:, None] - t - 1) < WAR[p]).any(1), ins, "mfma_war",
                           "overwrites a register an MFMA reads as C too early (2/4/8/16-pass: 1/3/7/15)")
            if self.store_any and (f.valu_like or cls == "mfma"):
                self._flag(w, self._short(w, self.store_t, f.sl_wv, clock, N("wide_store_data")), ins,
                           "store_data", "VALU overwrites the data of a >8-byte store within 2 wait states")
        if f.dma:
            short = clock - self.m0_t[w] - 1 < N("m0_lds_dma")
            if f.mubuf_dma:
                self._flag(w, short, ins, "llvm_stricter", "buffer_load ... lds right after the SALU write of M0: "
                           "the ISA asks no wait state for MUBUF LDS loads, LLVM inserts 1")
            else:
                self._flag(w, short, ins, "m0_lds_dma",
                           "LDS DMA within 1 wait state of the SALU write of M0 (needs s_nop 0)")

    def _scalar_store_writeback(self, w, ins) -> None:
        """Scalar stores sit in the scalar data cache until `s_dcache_wb`: LLVM SIInsertWaitcnts puts one before
        s_endpgm in every function with scalar stores ("the cache must be flushed or else the next wave to reuse
        the same scratch memory can be clobbered"); the model writes memory at once, so the missing write-back
        is reported here instead of passing unnoticed."""
        if ins.op.startswith(("s_store_", "s_buffer_store_")):
            self.sstore_dirty[w] = True
        elif ins.op == "s_dcache_wb":
            self.sstore_dirty[w] = False
        elif ins.op == "s_endpgm":
            self._flag(w, self.sstore_dirty[w], ins, "smem_store_unflushed",
                       "ends with a scalar store not written back (s_dcache_wb after the last s_store)")

    def _mfma_result_read(self, w, ins, f, clock) -> None:
        """A non-MFMA instruction reads registers: MFMA results need passes+4 (2-pass: 5) wait states."""
        if f.valu_like or f.cls in ("vmem", "ds", "lds_dma"):
            t = self.mfma_t[w][:, f.sl_rv]
            if (t > NEVER).any():
                p = self.mfma_p[w][:, f.sl_rv]
                what = "VALU" if f.valu_like else "memory instruction"
                lut = RAW_VALU if f.valu_like else RAW_MEM
                self._flag(w, ((clock[:, None] - t - 1) < lut[p]).any(1), ins, "mfma_result",
                           f"{what} reads an MFMA result too early (XDL: passes+4 wait states, f64 MFMA: flygen/isa/hazards.py dmfma_*; add s_nop)")

    def _mfma_consumer(self, w, ins, f, clock) -> None:
        if self.mfma_any:
            ab = f.sl_ab
            if len(ab):
                ta, pa = self.mfma_t[w][:, ab], self.mfma_p[w][:, ab]
                self._flag(w, ((clock[:, None] - ta - 1) < RAW_AB[pa]).any(1), ins, "mfma_result",
                           "MFMA reads a previous MFMA's result as A/B/scale too early (needs passes+4)")
            if f.c_range is not None:
                c0, cn = f.c_range
                cs = f.sl_c
                tc, pc = self.mfma_t[w][:, cs], self.mfma_p[w][:, cs]
                same = (self.mfma_d0[w][:, cs] == c0) & (self.mfma_dn[w][:, cs] == cn)
                need = np.where(same, SRCC_SAME[pc], SRCC_OVL[pc])
                self._flag(w, ((clock[:, None] - tc - 1) < need).any(1), ins, "mfma_result",
                           "MFMA reads a previous MFMA's result as C too early (overlapping, different range: "
                           "passes+2)")
        if self.sv_any:
            self._flag(w, self._short(w, self.sv_t, EXEC_SL, clock, N("valu_exec_mfma")), ins, "valu_exec",
                       "MFMA within 4 wait states of a VALU write of EXEC (v_cmpx)")

    def _valu_consumer(self, w, ins, f, clock) -> None:
        """VALU-produced VGPRs read by MFMA (2), v_readlane (1), v_permlane (2); trans and dst_sel forwarding."""
        sl = f.sl_rv
        if self.valu_any:
            if f.cls == "mfma":
                self._flag(w, self._short(w, self.valu_t, sl, clock, N("valu_vgpr_mfma")), ins, "valu_mfma",
                           "MFMA reads a register written by a VALU less than 2 wait states before (add s_nop 1)")
            elif f.dpp:
                self._flag(w, self._short(w, self.valu_t, sl, clock, N("valu_vgpr_dpp")), ins, "dpp",
                           "DPP reads a VGPR written by a VALU less than 2 wait states before (add s_nop 1)")
            elif f.lane or f.permlane:
                need = N("valu_vgpr_permlane") if f.permlane else N("valu_vgpr_readlane")
                self._flag(w, self._short(w, self.valu_t, sl, clock, need), ins, "valu_lane",
                           f"reads a VGPR written by a VALU less than {need} wait states before")
        if self.trans_any and not f.trans:
            self._flag(w, self._short(w, self.trans_t, sl, clock, N("trans_use")), ins, "trans_use",
                       "uses the result of a transcendental op in the next wait state (add s_nop 0)")
        if self.fwd_any:
            both = np.concatenate([sl, f.sl_wv]) if len(f.sl_wv) else sl
            self._flag(w, self._short(w, self.fwd_t, both, clock, N("dst_sel_forward")), ins, "dst_sel",
                       "uses a VGPR right after a partial (SDWA dst_sel / op_sel) write of it (add s_nop 0)")

    def after(self, w, ins) -> None:
        f = self._facts(ins)
        cls = f.cls
        clock = self.clock[w]
        rows = None
        if f.wv and (f.valu_like or cls == "mfma"):
            sl = f.sl_wv
            rows = w if isinstance(w, slice) else w[:, None]
            if cls == "mfma":
                d0, dn = f.wv[0]
                self.mfma_t[rows, sl] = clock[:, None]
                self.mfma_p[rows, sl] = f.passes
                self.mfma_d0[rows, sl] = d0
                self.mfma_dn[rows, sl] = dn
                self.valu_t[rows, sl] = NEVER
                if len(f.sl_c):
                    self.srcc_t[rows, f.sl_c] = clock[:, None]
                    self.srcc_p[rows, f.sl_c] = f.passes
                self.mfma_any = True
            else:
                self.valu_t[rows, sl] = clock[:, None]
                self.mfma_t[rows, sl] = NEVER
                self.valu_any = True
                if f.trans:
                    self.trans_t[rows, sl] = clock[:, None]
                    self.trans_any = True
                if f.fwd:
                    self.fwd_t[rows, sl] = clock[:, None]
                    self.fwd_any = True
        if len(f.sl_ws):
            rows = w if isinstance(w, slice) else w[:, None]
            self.sv_t[rows, f.sl_ws] = clock[:, None]
            self.sv_any = True
        if len(f.sl_store):
            rows = w if isinstance(w, slice) else w[:, None]
            self.store_t[rows, f.sl_store] = clock[:, None]
            self.store_any = True
        if f.m0_write:
            self.m0_t[w] = clock
        self.clock[w] = clock + f.step

    # -- counters ------------------------------------------------------------------------------
    def issue_vmem_load(self, w, ins, slot, n) -> None:
        self.vm_issued[w] += 1
        self.vm_seq[w, slot:slot + n] = self.vm_issued[w][:, None]
        self.vm_pending = True

    def issue_vmem_store(self, w, ins) -> None:
        self.vm_issued[w] += 1

    def issue_lds_dma(self, w, ins) -> None:
        self.vm_issued[w] += 1

    def issue_ds_load(self, w, ins, slot, n) -> None:
        self.lgkm_issued[w] += 1
        self.ds_seq[w, slot:slot + n] = self.lgkm_issued[w][:, None]
        self.ds_pending = True

    def issue_ds_store(self, w, ins) -> None:
        self.lgkm_issued[w] += 1

    def issue_smem(self, w, ins, sidx, n) -> None:
        self.lgkm_issued[w] += 1
        self.sm_seq[w, sidx:sidx + n] = self.lgkm_issued[w][:, None]
        self.sm_last[w] = self.lgkm_issued[w]
        self.sm_pending = True

    def read_vregs(self, *args) -> None:
        pass          # store data reads are covered by before()

    def waitcnt(self, w, ins) -> None:
        vm, lg = int(ins.mods.get("vmcnt", VMCNT_MAX)), int(ins.mods.get("lgkmcnt", LGKMCNT_MAX))
        self.vm_done[w] = np.maximum(self.vm_done[w], self.vm_issued[w] - vm)
        if lg == 0:
            self.ds_done[w] = self.lgkm_issued[w]
            self.sm_done[w] = self.lgkm_issued[w]
        else:
            smem_out = self.sm_last[w] > self.sm_done[w]
            self.ds_done[w] = np.where(smem_out, self.ds_done[w],
                                       np.maximum(self.ds_done[w], self.lgkm_issued[w] - lg))
        # a check can only fire while some register's load index exceeds its wave's retired count
        self.vm_pending = bool((self.vm_done < self.vm_issued).any())
        self.ds_pending = bool((self.ds_done < self.lgkm_issued).any())
        self.sm_pending = bool((self.sm_done < self.sm_last).any())

    def barrier(self, waves) -> None:
        self.epoch[waves] += 1
        # waves that ended count as arrived (launch._release): what they retired is ordered by this barrier too
        st = self.st
        ended = np.flatnonzero(st.done & np.isin(st.wg, st.wg[waves]))
        passed = np.concatenate([np.asarray(waves), ended]) if len(ended) else waves
        self.vm_done_bar[passed] = self.vm_done[passed]
        self.ds_done_bar[passed] = self.ds_done[passed]
        self.ds_iss_bar[passed] = self.lgkm_issued[passed]

    # -- LDS -----------------------------------------------------------------------------------
    # Happens-before: an access A of wave a is ordered before an access B of another wave b iff A was
    # performed before an s_barrier that b passed before issuing B. All waves of a workgroup pass the same
    # barriers and B is checked when it issues, so what matters is A's counter position against a's counts
    # when a passed its latest barrier:
    # - retired by then (lgkmcnt for DS, vmcnt for LDS DMA; *_done_bar): ordered.
    # - a DS op issued before the barrier but retired after it, against another wave's DS op: ordered on
    #   hardware, because "LDS operations for all waves are executed in a total global ordering as observed by
    #   all waves" (LLVM SIMemoryLegalizer, SIGfx6CacheControl::insertWait: a workgroup-scope LDS-only fence
    #   needs no lgkmcnt(0)) and a wave issues in order. Reported as the warning `lds_unretired` (a style risk:
    #   it needs a wait once global memory is ordered too, e.g. HIP's __syncthreads).
    # - issued after a's latest barrier (same epoch), or an LDS DMA on either side not retired (a DMA's LDS
    #   write is not in that order: LLVM #142018 "can be reordered with respect to other LDS operations"):
    #   `lds_race`, an error. The emulator performs accesses at issue.
    def _soft(self, w, bad, ins) -> None:
        if bad.any():
            self.warning(w, bad, ins, "lds_unretired",
                         "LDS access ordered against another wave's only by an s_barrier passed before that "
                         "wave's DS op retired (no lgkmcnt wait): safe for LDS alone (LDS ops are in one total "
                         "order, LLVM SIMemoryLegalizer), not once global memory must be ordered with it")

    def _same_value(self, w, bad, ins) -> None:
        if bad.any():
            self.warning(w, bad, ins, "lds_same_value",
                         "LDS location written by several waves with no s_barrier ordering them, each with the "
                         "bytes already there (the same result in any order: e.g. a layout conversion that "
                         "stores replicated values)")

    def lds_access(self, w, ins, addr, nbytes, ok, write, dma=False, same=None) -> None:
        """`same` (writes): a callable giving per lane (its wave's effective bytes equal what the location
        held before this call, ... equal what it holds after) -- evaluated only when a write races."""
        if not ok.any():
            return
        st = self.st
        waves = np.broadcast_to(np.arange(st.W)[w][:, None], ok.shape)
        first = addr // 4
        if not (addr & 3).any():
            # dword-aligned (the usual case): exactly ceil(nbytes/4) dwords per lane, no per-dword test
            d = first[..., None] + np.arange((nbytes + 3) // 4)
            if ok.all():
                wv = np.repeat(waves.reshape(-1), d.shape[-1])
                dd = d.reshape(-1)
                per_dword = lambda lanes: np.repeat(lanes.reshape(-1), d.shape[-1])        # noqa: E731
            else:
                wv = np.broadcast_to(waves[..., None], d.shape)[ok].reshape(-1)
                dd = d[ok].reshape(-1)
                per_dword = lambda lanes: np.broadcast_to(lanes[..., None], d.shape)[ok].reshape(-1)  # noqa: E731
        else:
            last = (addr + nbytes - 1) // 4
            d = first[..., None] + np.arange((nbytes + 3) // 4 + 1)
            valid = ok[..., None] & (d <= last[..., None])
            wv = np.broadcast_to(waves[..., None], d.shape)[valid]
            dd = d[valid]
            per_dword = lambda lanes: np.broadcast_to(lanes[..., None], d.shape)[valid]   # noqa: E731
        g = st.wg[wv]
        # counter position this access gets (the issue_* hook runs after the access)
        q = (self.vm_issued if dma else self.lgkm_issued)[wv] + 1
        writer = self.lw[g, dd]
        ws = np.maximum(writer, 0)
        wq, wdma = self.lwq[g, dd], self.lwdma[g, dd]
        other = (writer >= 0) & (writer != wv)
        done = np.where(wdma, self.vm_done_bar[ws], self.ds_done_bar[ws]) if wdma.any() else self.ds_done_bar[ws]
        live_w = other & (wq > done)                  # not retired before the latest barrier
        # the bound past which an unretired access races: DS vs DS, issued before the barrier; DMA, retired
        hard = done if dma else (np.where(wdma, done, self.ds_iss_bar[ws]) if wdma.any() else self.ds_iss_bar[ws])
        race_w = other & (wq > hard)
        n = ok.shape[0]

        def per_wave(mask):
            out = np.zeros(st.W, bool)
            out[wv[mask]] = True
            return out[np.arange(st.W)[w]] if n else out

        if write:
            race, soft = race_w, live_w & ~race_w
            kept_before = kept_after = None
            if same is not None and race_w.any():
                kb, ka = same()
                kept_before, kept_after = per_dword(kb), per_dword(ka)
                # unordered after another wave's write, but this wave's bytes are the ones already there:
                # any order leaves them (equal data interleaved at any granularity is that data)
                benign = race_w & kept_before
                race = race_w & ~kept_before
                self._same_value(w, per_wave(benign), ins)
            if (self.rd_last > self.ds_done_bar).any():        # some wave has a DS read not ordered yet
                lr = self.lr[g, dd]
                cand = np.flatnonzero(self.lrm[g, dd] | ((lr >= 0) & (lr != wv)))
                if len(cand):
                    rows = (g[cand] * self.wpw)[:, None] + np.arange(self.wpw)
                    rq = self.lrq[rows, dd[cand, None]]
                    mine = rows != wv[cand, None]
                    unretired = (rq > self.ds_done_bar[rows]) & mine
                    hit = (rq > (self.ds_done_bar if dma else self.ds_iss_bar)[rows]) & mine
                    race, soft = race.copy(), soft.copy()
                    race[cand] |= hit.any(1)
                    soft[cand] |= (unretired & ~hit).any(1)
            # every earlier read is now flagged or ordered before all later accesses (their waves passed the
            # ordering barrier before this write), so the reader summary restarts
            self.lr[g, dd] = -1
            self.lrm[g, dd] = False
            self._flag(w, per_wave(race), ins, "lds_race",
                       "LDS location accessed by another wave with no s_barrier ordering the two (same epoch, or "
                       "an LDS DMA not waited for before the barrier)")
            self._soft(w, per_wave(soft & ~race), ins)
            self.lw[g, dd] = wv
            self.lwe[g, dd] = self.epoch[wv]
            self.lwq[g, dd] = q
            self.lwdma[g, dd] = dma
            if n > 1 and not ins.op.startswith("ds_add"):
                # waves of this one call writing the same dword: the assignment above kept one of them; benign
                # when the losing wave's effective bytes are what the location ended with
                lost = self.lw[g, dd] != wv
                if lost.any() and kept_after is None and same is not None:
                    kept_after = per_dword(same()[1])
                same_end = kept_after if kept_after is not None else np.zeros_like(lost)
                self._flag(w, per_wave(lost & ~same_end), ins, "lds_race",
                           "LDS location written by several waves with no s_barrier in between")
                self._same_value(w, per_wave(lost & same_end), ins)
        else:
            same_ep = self.lwe[g, dd] == self.epoch[wv]
            self._flag(w, per_wave((race_w & ~wdma) | (live_w & wdma & same_ep)), ins, "lds_race",
                       "reads LDS written by another wave with no s_barrier ordering the two (same epoch)")
            self._soft(w, per_wave(live_w & ~race_w & ~wdma), ins)
            own = (writer == wv) & wdma & (wq > self.vm_done[wv])
            self._flag(w, per_wave(own | (live_w & wdma)), ins, "lds_dma_unwaited",
                       "reads LDS filled by an LDS DMA load that was not waited for (vmcnt) before this read / "
                       "before the s_barrier")
            lr = self.lr[g, dd]
            self.lrm[g[(lr >= 0) & (lr != wv)], dd[(lr >= 0) & (lr != wv)]] = True
            self.lr[g, dd] = wv
            self.lrq[wv, dd] = q
            self.rd_last[wv] = q
