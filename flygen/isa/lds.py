"""Which lanes of a wave a gfx950 DS instruction serves together (one "phase"): bank conflicts count only
between lanes of one phase. One table, shared by the timing model (flygen.model.cu.lds_cycles).

- 4-byte and 8-byte accesses: contiguous lanes moving 256 B per phase (64 lanes of b32, 32 of b64), the
  64 banks x 4 B of gfx950 (gfx950-reference §1). Source: IREE PR #24428 (phase-aware LDS analysis: CDNA4
  accesses of <= 8 bytes use contiguous phases) and nod-ai/amd-shark-ai PR #2919 (phase groups of ds_read
  b32/b64/b128 derived from latency measurements).
- ds_read_b128 (and other 16-byte reads, ds_read_b96 taken the same): 4 phases of 16 lanes that are NOT
  contiguous. Source: triton-lang/triton PR #11365 ("For MI350: Phase 0: T0-T3, T12-T15, T20-T23, T24-T27;
  Phase 1: T32-T35, T44-T47, T52-T55, T56-T59; Phase 2: T4-T7, T8-T11, T16-T19, T28-T31; Phase 3: T36-T39,
  T40-T43, T48-T51, T60-T63"); IREE PR #24428 uses the same non-contiguous 4 x 16 table for CDNA4.
- 16-byte writes (ds_write_b128): UNVERIFIED for gfx950 -- contiguous 16-lane phases assumed (CK's LDS notes
  give contiguous 8-lane phases for ds_write_b128 on the 32-bank CDNA3 LDS, i.e. 128 B per phase; the 64-bank
  LDS is taken to serve 16 such lanes).
- Empirical check of the read phases on gfx950: nod-ai/amd-shark-ai docs/empirical-lds/cdna4info.md (MI350X,
  pairwise-conflict probing): b32 one phase of 64 lanes, b64 two of 32, b128 the four non-contiguous 16-lane
  phases above -- the same table.

Two throughput facts of one wave's DS reads (issue 27, fourth round), used by flygen.model.cu:
- READ_PORT_BYTES_PER_CLK: the LDS returns read data to a SIMD at 64 B/clk; the CU's 256 B/clk (64 banks x 4 B)
  is four SIMDs' worth. Measured: tingqli/pyhip docs/mem_latency.md (MI308X, CDNA3, one wave per CU, s_memtime
  cycles): ds_read_b32 one per 4 cycles and ds_read_b128 one per 16 (64 B/clk both, conflict-free);
  nod-ai cdna4info.md (MI350X): 64 conflict-free ds_read_b64 of one wave in 583 cycles, 9.1 per 512 B read
  (~56 B/clk). So a read of n bytes holds its SIMD's return path n / 64 cycles.
- READ_B64_PASS_CYCLES: a bank-conflicting ds_read_b64 costs its wave ~2.4 cycles per bank pass on gfx950:
  nod-ai cdna4info.md's stride sweep (64 reads, average thread latency 583, 819, 1490, 2759, 5090, 10025
  cycles for 1-, 2-, 4-, 8-, 16-, 32-way conflicts = 2, 4, 8, 16, 32, 64 passes) rises (10025 - 583) / 64
  reads / 62 passes = 2.38 cycles per pass. One wave was measured, so the cost is charged to that wave's SIMD
  (its return path), not to the CU's shared bank pipeline (one cycle per pass: its 256 B/clk). 4-byte
  conflicts cost one cycle per pass (pyhip, CDNA3: a 64-way ds_read_b32 every 64 cycles); 16-byte reads' pass
  cost on gfx950 was not measured (one cycle taken).
"""
from __future__ import annotations

from flygen.isa.limits import LDS_BANK_BYTES, LDS_BANKS, WAVE_SIZE


def _quads(*starts: int) -> tuple[int, ...]:
    return tuple(s + i for s in starts for i in range(4))


READ_PORT_BYTES_PER_CLK = 64      # per SIMD (module docstring)
READ_B64_PASS_CYCLES = 2.38       # per bank pass of a ds_read_b64, on the wave's SIMD (module docstring)

# ds_read_b128 on gfx950 (triton PR #11365, MI350)
READ_B128_PHASES: tuple[tuple[int, ...], ...] = (
    _quads(0, 12, 20, 24), _quads(32, 44, 52, 56), _quads(4, 8, 16, 28), _quads(36, 40, 48, 60))


def phases(size: int, load: bool) -> tuple[tuple[int, ...], ...]:
    """Lane groups served together by one DS access of `size` bytes per lane (`load`: a read)."""
    if size > 8 and load:
        return READ_B128_PHASES
    per = max(1, LDS_BANKS * LDS_BANK_BYTES // max(size, LDS_BANK_BYTES))
    return tuple(tuple(range(g, min(g + per, WAVE_SIZE))) for g in range(0, WAVE_SIZE, per))


def read_port_cycles(nbytes: float, size: int, bank_cycles: float) -> float:
    """Cycles a DS read of `nbytes` (all lanes, `size` bytes each) holds its SIMD's LDS return path, given the
    bank passes it needs (`bank_cycles`, flygen.model.cu.lds_cycles): its bytes at READ_PORT_BYTES_PER_CLK, and
    for 8-byte reads at least READ_B64_PASS_CYCLES per pass (module docstring)."""
    port = nbytes / READ_PORT_BYTES_PER_CLK
    if size == 8:
        port = max(port, bank_cycles * READ_B64_PASS_CYCLES)
    return port
