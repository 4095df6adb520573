"""Instruction mix of a run of instructions: counts per class and mnemonic, MFMA work, memory bytes.

Bytes are per wave (bytes per lane x 64, scalar loads count once). MFMA facts come from
`flygen.isa.mfma` (cbsz/blgp pick the f8f6f4 formats); MFMAs outside that table (mnemonics gfx950 lacks, in
foreign code) get M, N, K from the mnemonic and an assumed 4 passes per 16 rows of M, marked known=False.
"""
from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from flygen.asm.parse import Instr
from flygen.errors import FlygenError
from flygen.isa.hazards import snop_wait_states
from flygen.isa.limits import WAVE_SIZE
from flygen.isa.memops import memop
from flygen.isa.mfma import mfma_atom

# Every MFMA gfx950 has (gfx942 forms and f64 ones included, in either spelling) is in flygen.isa.mfma.
_SHAPE = re.compile(r"^v_(?:mfma|smfmac)_(?:scale_)?[a-z0-9]+_(\d+)x(\d+)x(\d+)")


@lru_cache(maxsize=None)
def mfma_info(op: str, cbsz: int = 0, blgp: int = 0) -> dict:
    """{op, a_fmt, b_fmt, m, n, k, passes, cycles, flops, known} for one MFMA instruction."""
    try:
        a = mfma_atom(op, cbsz, blgp) if "f8f6f4" in op else mfma_atom(op)
        return {"op": op, "a_fmt": a.a_fmt, "b_fmt": a.b_fmt, "m": a.m, "n": a.n, "k": a.k,
                "passes": a.passes, "cycles": a.cycles, "flops": 2 * a.m * a.n * a.k, "known": True}
    except FlygenError:
        pass
    s = _SHAPE.match(op)
    m, n, k = (int(x) for x in s.groups()) if s else (16, 16, 16)
    passes = 4 * max(1, m // 16)
    return {"op": op, "a_fmt": None, "b_fmt": None, "m": m, "n": n, "k": k, "passes": passes,
            "cycles": 4 * passes, "flops": 2 * m * n * k, "known": False}


def instr_class(ins: Instr) -> str:
    if ins.op.startswith("scratch_"):
        return "scratch"
    if ins.cls is None:
        return "other"
    if ins.cls.cls == "vmem" and ins.mods.get("lds"):
        return "lds_dma"
    return ins.cls.cls


def mfma_of(ins: Instr) -> dict:
    return mfma_info(ins.op, int(ins.mods.get("cbsz", 0)), int(ins.mods.get("blgp", 0)))


def region_stats(instrs) -> dict:
    """Counts and per-MFMA ratios over `instrs` (one loop body, one period, or a whole kernel)."""
    by_class: Counter = Counter()
    by_op: Counter = Counter()
    mfmas: Counter = Counter()
    mfma_cycles = flops = 0
    mem = Counter()       # (space, kind) -> bytes per wave
    nop_states = 0
    for ins in instrs:
        c = instr_class(ins)
        by_class[c] += 1
        by_op[ins.op] += 1
        if c == "mfma":
            info = mfma_of(ins)
            fmt = f" {info['a_fmt']}x{info['b_fmt']}" if info["a_fmt"] and "f8f6f4" in ins.op else ""
            mfmas[ins.op + fmt] += 1
            mfma_cycles += info["cycles"]
            flops += info["flops"]
        elif c == "nop" and ins.op == "s_nop":
            nop_states += snop_wait_states(ins.operands[0].value) if ins.operands else 1
        mo = memop(ins.op, bool(ins.mods.get("lds")))
        if mo is not None:
            per_wave = mo.bytes if mo.space == "scalar" else mo.bytes * WAVE_SIZE
            if mo.space == "lds_dma":      # reads global, writes LDS
                mem[("global", "load")] += per_wave
                mem[("lds", "store")] += per_wave
            else:
                mem[(mo.space, "store" if mo.kind == "store" else "load")] += per_wave
    n = sum(by_class.values())
    n_mfma = by_class.get("mfma", 0)
    g_load, g_store = mem[("global", "load")], mem[("global", "store")] + mem[("global", "atomic")]
    l_load, l_store = mem[("lds", "load")], mem[("lds", "store")]

    def per(x):
        return round(x / n_mfma, 3) if n_mfma else None

    return {
        "instructions": n,
        "by_class": dict(sorted(by_class.items())),
        "by_op": dict(sorted(by_op.items())),
        "mfma": n_mfma,
        "mfma_ops": dict(sorted(mfmas.items())),
        "mfma_cycles": mfma_cycles,
        "flops_per_wave": flops,
        "non_mfma": n - n_mfma,
        "non_mfma_per_mfma": per(n - n_mfma),
        "waits": by_op.get("s_waitcnt", 0),
        "barriers": by_class.get("barrier", 0),
        "nop_wait_states": nop_states,
        "global_load_bytes": g_load,
        "global_store_bytes": g_store,
        "lds_read_bytes": l_load,
        "lds_write_bytes": l_store,
        "scratch_bytes": mem[("scratch", "load")] + mem[("scratch", "store")],
        "scalar_load_bytes": mem[("scalar", "load")],
        "global_bytes_per_mfma": per(g_load + g_store),
        "lds_bytes_per_mfma": per(l_load + l_store),
    }
