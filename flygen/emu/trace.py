"""Per-wave instruction traces of an emulator run, for the timing model (`flygen.model`).

    tr = Trace(); launch(kern, grid, block, args, trace=tr, workgroups=[0, 256])
    tr.streams()  ->  [[Event(pc, ins, lanes, lds), ...] per wave]   (wave = batch index, workgroup-major)

The launch loop calls `start` once per batch and `step` before every instruction it runs (for the group
of waves `w` at pc `p`), so the streams are the executed instructions of each wave in order: loops
unrolled, branches resolved. Recorded per step: the pc and the waves; for memory instructions the number
of active lanes (EXEC); for DS instructions also every active lane's LDS byte address (two for the
read2/write2 forms), taken before the instruction runs (its vaddr may be overwritten by it). Off (the
default, `trace=None`) the launch loop pays one `is not None` test per step.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.emu.state import exec_mask, vsrc
from flygen.isa.memops import memop

_NO_LANES = -1


@dataclass(frozen=True)
class Event:
    pc: int
    ins: object                       # flygen.asm.parse.Instr
    lanes: int = _NO_LANES            # active lanes of a memory instruction (else -1)
    lds: np.ndarray | None = None     # DS: int64 [n_addr, 64] byte addresses, -1 for inactive lanes


def _ds_layout(ins) -> tuple[int, list[int], int] | None:
    """(vaddr operand index, byte offsets, bytes per lane) of a DS instruction that touches LDS banks."""
    op = ins.op
    mo = memop(op)
    if op.startswith(("ds_bpermute", "ds_permute", "ds_swizzle")):
        return None                                  # crossbar, no bank access: modeled conflict-free
    size = mo.bytes if mo is not None and mo.bytes else 4
    is_load = mo is not None and mo.kind == "load"
    vaddr = 1 if (is_load or "_rtn_" in op) else 0
    if "2st64" in op or op.startswith(("ds_read2", "ds_write2", "ds_load_2", "ds_store_2")):
        unit = size * (64 if "st64" in op else 1)
        return vaddr, [int(ins.mods.get("offset0", 0)) * unit, int(ins.mods.get("offset1", 0)) * unit], size
    return vaddr, [int(ins.mods.get("offset", 0))], size


class Trace:
    """Recorder passed as `launch(..., trace=Trace())`; see the module docstring."""

    def __init__(self):
        self._batches = []            # (W, steps) per batch; steps = [(p, w, lanes, lds)]
        self._steps = None
        self._W = 0

    # -- hooks called by flygen.emu.launch._run_batch --------------------------------------------------
    def start(self, st, wgs, wpw) -> None:
        self._steps = []
        self._W = st.W
        self._batches.append((st.W, self._steps))

    def step(self, ctx, ins, p, w) -> None:
        cls = ins.cls.cls if ins.cls is not None else None
        if cls not in ("ds", "vmem", "lds_dma", "smem"):
            self._steps.append((p, w, None, None))
            return
        st = ctx.st
        mask = exec_mask(st, w)                                   # [n, 64]
        lanes = mask.sum(axis=1)
        lds = None
        if cls == "ds":
            lay = _ds_layout(ins)
            if lay is not None and len(ins.operands) > lay[0]:
                vi, offs, _ = lay
                base = np.broadcast_to(vsrc(st, w, ins.operands[vi], ins), mask.shape).astype(np.int64)
                lds = np.stack([np.where(mask, base + o, -1) for o in offs], axis=1)   # [n, n_addr, 64]
        self._steps.append((p, w, lanes, lds))

    # -- results ----------------------------------------------------------------------------------------
    def streams(self, code) -> list[list[Event]]:
        """Per wave (all batches, in batch order), its executed instructions as Events; `code` is
        `kernel.program.instrs`."""
        out: list[list[Event]] = []
        for W, steps in self._batches:
            per = [[] for _ in range(W)]
            every = range(W)
            for p, w, lanes, lds in steps:
                ins = code[p]
                waves = every if isinstance(w, slice) else w.tolist()
                if lanes is None:
                    ev = Event(p, ins)
                    for k in waves:
                        per[k].append(ev)
                    continue
                for j, k in enumerate(waves):
                    per[k].append(Event(p, ins, int(lanes[j]), None if lds is None else lds[j]))
            out.extend(per)
        return out
