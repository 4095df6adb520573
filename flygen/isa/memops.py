"""Bytes moved per lane by gfx950 memory instructions, and which memory they touch.

One table of (regex, space, bytes) rules, first match wins; used by the inspector to count global
and LDS traffic. Spaces: "global" (buffer/global/flat, i.e. HBM via L2), "lds" (ds_*), "lds_dma"
(global -> LDS without VGPRs: reads global AND writes LDS), "scalar" (s_load/s_buffer_load),
"scratch" (private segment: spills). Sizes: gfx950-reference.md §3.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

# Element-size suffixes of memory mnemonics -> bytes per lane.
_SIZE = {
    "dword": 4, "dwordx2": 8, "dwordx3": 12, "dwordx4": 16, "dwordx8": 32, "dwordx16": 64,
    "ubyte": 1, "sbyte": 1, "byte": 1, "ushort": 2, "sshort": 2, "short": 2,
    "ubyte_d16": 1, "sbyte_d16": 1, "ubyte_d16_hi": 1, "sbyte_d16_hi": 1, "byte_d16_hi": 1,
    "short_d16": 2, "short_d16_hi": 2,
    "b8": 1, "u8": 1, "i8": 1, "b16": 2, "u16": 2, "i16": 2, "u8_d16": 1, "u8_d16_hi": 1,
    "i8_d16": 1, "i8_d16_hi": 1, "u16_d16": 2, "u16_d16_hi": 2, "b8_d16_hi": 1, "b16_d16_hi": 2,
    "b32": 4, "b64": 8, "b96": 12, "b128": 16,
}


# A raw-buffer voffset that puts a lane out of range: loads read 0, stores are dropped, for any num_records <=
# BUFFER_OOB_RECORDS_MAX (voffset + inst_offset < 2^32 then exceeds num_records - soffset). The Triton masking
# idiom (gfx950-reference §4); out-of-range loads read zero: CDNA4 ISA §9.1.5.1 "Range Checking", Triton Gluon
# cdna3/cdna4 buffer-op docs ("Out-of-bounds loads return zero"), LLVM AMDGPUUsage "relaxed buffer OOB mode"
# (PR #134734, per-dword checks), rocjitsu ROCm/rocm-systems#10928 (soffset counted); the emulator's rule is
# flygen.emu.ops_mem._raw_limit / _in_range, from the same sources.
BUFFER_OOB_VOFFSET = 0x80000000
BUFFER_OOB_RECORDS_MAX = 1 << 31


@dataclass(frozen=True)
class MemOp:
    space: str        # global | lds | lds_dma | scalar | scratch
    kind: str         # load | store | atomic | other
    bytes: int        # per lane (per wave for scalar ops)


def lds_dma_lane_slot(nbytes: int) -> int:
    """Bytes between consecutive lanes' LDS destinations of an LDS DMA moving `nbytes` per lane: lane t writes
    at M0 + inst_offset + t * slot. Sources: CDNA3/CDNA4 ISA §9.1.9 "Memory Buffer Load to LDS" (LDS_ADDR =
    M0 + inst_offset + TIDinWave*4; quoted in ROCm/rocm-systems#10192); LLVM AMDGPUDMAOperations.md ("offset by
    4 * lane_id bytes for sizes up to 4 bytes, and by 16 * lane_id bytes for larger"); ROCm/rocm-libraries#5084
    (rocRoller: 1-byte lanes land 4 bytes apart). What the unloaded bytes of a 1/2/12-byte lane's slot hold is
    stated nowhere: those forms are UNVERIFIED in flygen.emu.fidelity."""
    return 4 if nbytes <= 4 else 16


def _atomic_bytes(op: str) -> int:
    return 8 if re.search(r"(_x2|_f64|_u64|_i64|_b64)$", op) else 4


@lru_cache(maxsize=None)
def memop(op: str, lds: bool = False) -> MemOp | None:
    """Memory facts of mnemonic `op` (encoding suffix already stripped); `lds` = the `lds` modifier of a
    buffer load (LDS DMA). None for non-memory instructions."""
    m = re.match(r"^(buffer|global|flat|scratch)_(load|store)_(lds_)?(.+)$", op)
    if m:
        unit, kind, lds_infix, size = m.groups()
        n = _SIZE.get(size)
        if n is None:
            return None
        if unit == "scratch":
            return MemOp("scratch", kind, n)
        return MemOp("lds_dma" if (lds or lds_infix) else "global", kind, n)
    m = re.match(r"^(buffer|global|flat|scratch)_atomic_(.+)$", op)
    if m:
        return MemOp("scratch" if m.group(1) == "scratch" else "global", "atomic", _atomic_bytes(op))
    if op.startswith(("buffer_", "global_", "flat_")):
        return MemOp("global", "other", 0)          # buffer_wbl2, buffer_inv ...
    m = re.match(r"^ds_(read|write|load|store)(2st64|2)?_(.+?)(_tr_b\d+)?$", op)
    if m:
        kind = "load" if m.group(1) in ("read", "load") else "store"
        n = _SIZE.get(m.group(3))
        if n is None:
            return None
        return MemOp("lds", kind, n * (2 if m.group(2) else 1))
    if op.startswith(("ds_bpermute", "ds_permute", "ds_swizzle")):
        return MemOp("lds", "load", 4)              # crossbar traffic, one dword per lane
    if op.startswith("ds_"):
        return MemOp("lds", "atomic", _atomic_bytes(op))
    m = re.match(r"^s_(buffer_)?(load|store)_(dword(?:x\d+)?)$", op)
    if m:
        return MemOp("scalar", m.group(2), _SIZE[m.group(3)])
    return None


def tr_read_sources(bits: int) -> list[list[tuple[int, int]]]:
    """ds_read_b64_tr_b{bits} (gfx950): [lane t][element e] -> (lane, element) of the 8 bytes each lane addressed
    that lands there. In each group of 16 lanes every lane loads 8 bytes = E = 64 / bits elements; lane t gets
    element (t mod E) of lane (16 / E) e + (t mod 16) div E of its group, for e = 0..E-1 (gfx950-reference §3;
    the one table: the emulator's `_ds_read_tr` (flygen/emu/ops_mem.py) and the attention planner read it; the
    Triton gfx950 corpus cross-checks it, tests/test_emu_triton_corpus.py; not run on hardware)."""
    E = 64 // bits
    return [[((t // 16) * 16 + (16 // E) * e + (t % 16) // E, t % E) for e in range(E)] for t in range(64)]
