"""Every parameter of the timing model, in one table, each with its source or marked ASSUMED.

MFMA passes are not here: they come from the one MFMA table (`flygen.isa.mfma`, via
`flygen.inspect.mix.mfma_info`). Machine counts (CUs, clock, HBM, LDS banks) come from
`flygen.isa.limits`, which cites gfx950-reference §1. `status`:
  published  a number read in the named public document
  derived    arithmetic on published numbers (the formula is in `source`)
  assumed    no public number was read; the value is a stated guess, to be replaced by a measurement
Nothing here was fitted to end-to-end kernel results (issue 16: a fitted model would hide its errors).
"""
from __future__ import annotations

from dataclasses import dataclass

from flygen.isa import limits


@dataclass(frozen=True)
class Param:
    value: float
    unit: str
    status: str       # published | derived | assumed
    source: str


PARAMS: dict[str, Param] = {
    # machine
    "clock_ghz": Param(limits.CLOCK_GHZ, "GHz", "published",
                       "MI355X peak engine clock (AMD Hot Chips 2025, gfx950-reference §1)"),
    "cus": Param(limits.CUS, "CUs", "published", "256 CUs = 8 XCDs x 32 (ROCm gpu-arch-specs)"),
    "xcds": Param(limits.XCDS, "XCDs", "published", "ROCm gpu-arch-specs (MI355X); id % 8 -> XCD: flygen/isa/limits.py"),
    "simds_per_cu": Param(limits.SIMDS_PER_CU, "SIMDs", "published", "CDNA3/CDNA4 white papers: 4 SIMDs per CU"),
    # issue
    "issue_period": Param(4, "cycles", "published",
                          "GCN/CDNA compute unit: the sequencer visits each of the 4 SIMDs once every 4 cycles and "
                          "issues at most one instruction per wave, at most one per category from different waves "
                          "(AMD 'Graphics Cores Next Architecture' white paper, 2012; unchanged in the CDNA3 ISA guide)"),
    "valu_cycles": Param(4, "cycles", "derived",
                         "wave64 on a 16-lane SIMD = 4 cycles per VALU instruction (CDNA3 white paper: 4 x SIMD16)"),
    "valu_latency": Param(4, "cycles", "derived",
                          "LLVM gfx950 sched model: VALU latency 1 issue slot (llvm-mca-22 -mcpu=gfx950), = one "
                          "4-cycle turn: a dependent VALU issues back to back"),
    "trans_latency": Param(16, "cycles", "derived",
                           "LLVM gfx950 sched model: transcendental VALU (v_exp/log/rcp/rsq/sqrt/sin/cos) latency 4 "
                           "slots (llvm-mca-22), x 4 cycles"),
    "salu_latency": Param(4, "cycles", "derived", "LLVM gfx950 sched model: SALU latency 1 slot, x 4 cycles"),
    # MFMA
    "mfma_pass_cycles": Param(4, "cycles", "published",
                              "1 pass = 4 cycles (AMD matrix-core blog 'Matrix Core Programming on CDNA3 and CDNA4'); "
                              "passes per MFMA from flygen.isa.mfma"),
    "mfma_drain": Param(8, "cycles", "assumed",
                        "extra cycles after the last pass before a VALU or a SrcA/B read sees an MFMA result; LLVM's "
                        "GCNHazardRecognizer asks NumPasses+2 wait states for such reads on gfx940/950, read here as 2 "
                        "passes; a full-overlap SrcC read by the next MFMA needs none (same source), so dependent "
                        "accumulation runs back to back"),
    # LDS
    "lds_banks": Param(limits.LDS_BANKS, "banks x 4 B", "published",
                       "gfx950 LDS has 64 banks (Triton PR #6033; gfx950-reference §1)"),
    "lds_bytes_per_clk": Param(limits.LDS_BANKS * limits.LDS_BANK_BYTES, "B/clk/CU", "derived",
                               "64 banks x 4 B per clock; CDNA3 is 128 B/clk/CU (rocprofiler-compute docs, LDS "
                               "bandwidth example) with 32 banks, CDNA4 doubles the banks"),
    "lds_latency": Param(64, "cycles", "assumed",
                         "issue to data of a conflict-free DS read; public pointer-chase studies put CDNA LDS latency "
                         "at tens of cycles (no gfx950 figure read)"),
    # vector memory
    "vmem_latency": Param(600, "cycles", "assumed",
                          "issue to data of a buffer/global load that hits L2 or MALL under load; public pointer-chase "
                          "studies of MI300X (e.g. 'The MALL is Open', SC25 workshop; Chips and Cheese 'Testing AMD's "
                          "Giant MI300X') give a few hundred ns idle for L2..HBM; the value is not read from them"),
    "vmem_bytes_per_clk_cu": Param(64, "B/clk/CU", "derived",
                                   "L2: 16 channels x 128 B/clk per XCD (rocprofiler-compute L2 docs, CDNA3) / 32 CUs "
                                   "per XCD = 64 B/clk/CU; also the vL1D's 64 B/clk (rocprofiler-compute vL1D docs)"),
    "smem_latency": Param(100, "cycles", "assumed", "scalar cache hit latency (no gfx950 figure read)"),
    "barrier_latency": Param(4, "cycles", "assumed", "one issue turn from the last arrival to the release"),
    # device
    "hbm_tbps": Param(limits.HBM_TBPS, "TB/s", "published", "MI355X HBM3E 8 TB/s (AMD datasheet)"),
    "l2_bytes_per_xcd": Param(4 << 20, "B", "published", "4 MiB L2 per XCD (ROCm gpu-arch-specs)"),
    "mall_bytes": Param(256 << 20, "B", "published", "256 MiB Infinity Cache (ROCm gpu-arch-specs)"),
    "mall_tbps": Param(2 * limits.HBM_TBPS, "TB/s", "assumed",
                       "MALL -> L2 bandwidth taken as 2x HBM (no MI355X figure read)"),
}


def p(name: str) -> float:
    return PARAMS[name].value


def table() -> list[dict]:
    return [{"name": k, "value": v.value, "unit": v.unit, "status": v.status, "source": v.source}
            for k, v in PARAMS.items()]
