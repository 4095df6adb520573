"""Every parameter of the timing model, in one table, each with its source or marked ASSUMED.

MFMA passes are not here: they come from the one MFMA table (`flygen.isa.mfma`, via
`flygen.inspect.mix.mfma_info`). Machine counts (CUs, clock, HBM, LDS banks) come from
`flygen.isa.limits`, which cites gfx950-reference §1. `status`:
  published  a number read in the named public document
  derived    arithmetic on published numbers (the formula is in `source`)
  assumed    no public number was read; the value is a stated guess inside `range`, to be replaced by a measurement
  fitted     no public number was read; the value is fitted to ../shared/perf/calibration.csv (and ONLY to it:
             flygen/model/calibrate.py, the result in flygen/model/calibration.json) inside `range`
At most 8 parameters are unpublished (assumed or fitted), each with a physical meaning and a range whose source
is named (`test_model.py` counts them). Other public measurements are kept for checking the model, never fitted.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path

from flygen.isa import lds, limits

CALIBRATION = Path(__file__).with_name("calibration.json")   # written by `python -m flygen.model.calibrate --fit`


@dataclass(frozen=True)
class Param:
    value: float
    unit: str
    status: str       # published | derived | assumed | fitted
    source: str
    range: tuple[float, float] | None = None      # plausible range of an unpublished value (its source in `source`)


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
    "trans_cycles": Param(16, "cycles", "derived",
                          "cycles a transcendental VALU instruction (v_exp/log/rcp/rsq/sqrt/sin/cos, f16/f32/f64) "
                          "holds its SIMD's VALU: quarter rate, 4 x valu_cycles. LLVM's SISchedule.td, whose "
                          "SICommonWriteRes the gfx950 model (SIDPGFX950FullSpeedModel) takes: 'F16 or F32 "
                          "transcendental instructions (these are quarter rate)' and 'The latency values are 1 / "
                          "(operations / cycle) / 4' -- WriteTrans32 = WriteTrans64 = 4, Write32Bit = 1. LLVM's "
                          "scheduler keeps the rate only as a latency; here it is also the occupancy, and measured: "
                          "v_exp_f32 and v_rcp_f32 16.000 cycles an instruction, one wave, gfx942 (tingqli/pyhip "
                          "docs/mfma-valu-coissue.md at 581ed656, s_memtime over 10^6 instructions), where an MFMA "
                          "also waits for the VALU a transcendental holds (MFMA + N v_exp_f32 = 4 + 16 N cycles a "
                          "group: flygen.model.cu). Until issue 27's tenth round a transcendental held the VALU one "
                          "turn (valu_cycles), as any VALU instruction"),
    "salu_latency": Param(4, "cycles", "derived", "LLVM gfx950 sched model: SALU latency 1 slot, x 4 cycles"),
    # MFMA
    "mfma_pass_cycles": Param(4, "cycles", "published",
                              "1 pass = 4 cycles (AMD matrix-core blog 'Matrix Core Programming on CDNA3 and CDNA4'); "
                              "passes per MFMA from flygen.isa.mfma"),
    "mfma_drain": Param(8, "cycles", "derived",
                        "extra cycles after the last pass before a VALU or a SrcA/B read sees an MFMA result; LLVM's "
                        "GCNHazardRecognizer asks NumPasses+2 wait states for such reads on gfx940/950: the 2 extra "
                        "wait states x 4 cycles; a full-overlap SrcC read by the next MFMA needs none (same source), so dependent "
                        "accumulation runs back to back"),
    # LDS
    "lds_banks": Param(limits.LDS_BANKS, "banks x 4 B", "published",
                       "gfx950 LDS has 64 banks (Triton PR #6033; gfx950-reference §1)"),
    "lds_bytes_per_clk": Param(limits.LDS_BANKS * limits.LDS_BANK_BYTES, "B/clk/CU", "derived",
                               "64 banks x 4 B per clock; CDNA3 is 128 B/clk/CU (rocprofiler-compute docs, LDS "
                               "bandwidth example) with 32 banks, CDNA4 doubles the banks"),
    "lds_read_port_bytes_per_clk": Param(lds.READ_PORT_BYTES_PER_CLK, "B/clk/SIMD", "derived",
                                         "a DS read's data returns to its SIMD at 64 B/clk (a quarter of the CU's "
                                         "256 B/clk): one wave per CU measured 64 B/clk for ds_read_b32 and "
                                         "ds_read_b128 (tingqli/pyhip docs/mem_latency.md, MI308X) and 512 B per "
                                         "9.1 cycles for ds_read_b64 (nod-ai/amd-shark-ai docs/empirical-lds/"
                                         "cdna4info.md, MI350X); flygen.isa.lds"),
    "lds_b64_pass_cycles": Param(lds.READ_B64_PASS_CYCLES, "cycles", "derived",
                                 "a bank-conflicting ds_read_b64 holds its SIMD's return path this long per bank "
                                 "pass: slope of nod-ai's MI350X stride sweep, (10025 - 583) cycles / 64 reads / 62 "
                                 "extra passes (docs/empirical-lds/cdna4info.md); flygen.isa.lds"),
    "lds_latency": Param(48, "cycles", "published",
                         "issue to data of a conflict-free DS read: 47.5 cycles mean (p50 48, p95 48), a one-thread "
                         "LDS pointer chase on gfx950 (caps-tum/mt4g sample_results/AMD_Instinct_MI350P.json at 52701e71, its 'shared' latency; "
                         "s_memtime cycles, the timer's own cost included). Until issue 27's ninth round ASSUMED "
                         "64 cycles (MI308X's 50..64, tingqli/pyhip)"),
    # vector memory
    "vmem_latency": Param(600, "cycles", "derived",
                          "default issue-to-data latency of a vector memory request when the caller gives none (unit "
                          "tests, cu.simulate alone); a launch uses the hierarchy's latency instead "
                          "(flygen.model.memory: lat_l2_ns / lat_mall_ns / lat_hbm_ns + the L2's queueing, x clock)"),
    "vmem_bytes_per_clk_cu": Param(128, "B/clk/CU", "derived",
                                   "a CU's vector-memory return path (the FIFO of flygen.model.cu): its vL1D's peak, "
                                   "one 128 B line per clock -- rocprofiler-compute's gfx950 analysis config takes "
                                   "the vL1D peak as max_sclk x 128 B x CUs (src/rocprof_compute_soc/analysis_configs/"
                                   "gfx950/1600_L1_cache.yaml and 0200_system-speed-of-light.yaml). Issue 27's fifth "
                                   "round; it was 64 B/clk/CU, the L2's share per CU when all 32 CUs of an XCD "
                                   "stream, which is now its own term (l2_bytes_per_clk_xcd)"),
    "l2_bytes_per_clk_xcd": Param(2048, "B/clk/XCD", "derived",
                                  "the L2's bandwidth to its CUs: 16 channels x 128 B/clk per XCD -- rocprofiler-"
                                  "compute's gfx950 L2 peak is max_sclk x 128 B x total_l2_chan (analysis_configs/"
                                  "gfx950/1700_L2_cache.yaml), 16 channels per XCD (rocprofiler-compute L2 docs, "
                                  "CDNA3); shared by the XCD's CUs (flygen.model.memory: the L2's utilisation and a "
                                  "bandwidth bound), so 64 B/clk per CU only when all 32 stream"),
    "smem_latency": Param(48, "cycles", "published",
                          "scalar cache hit latency: 48.0 cycles (p50 48, p95 48), a one-thread s_load pointer chase "
                          "on gfx950 (caps-tum/mt4g sample_results/AMD_Instinct_MI350P.json at 52701e71, its 'scalarL1' latency; s_memtime cycles). "
                          "Until issue 27's ninth round ASSUMED 100 cycles (range 50..300)"),
    "barrier_latency": Param(4, "cycles", "assumed", "one issue turn from the last arrival to the release (no "
                             "figure read); range 4..64 (one turn .. an LDS round trip)", (4, 64)),
    # device
    "hbm_tbps": Param(6.55, "TB/s", "published",
                      "achievable HBM streaming bandwidth, measured on MI355X: 6.38..6.55 TB/s for working sets "
                      "beyond 2 GiB over six access patterns, 82 % of the 8 TB/s datasheet peak (flygen.isa.limits."
                      "HBM_TBPS), no pattern reaching 8 (williamqwu/sol-execbench-rocm docs/findings.md D67 at "
                      "0f2d867c, artifact artifacts/03-MI355X/llc/llc-bandwidth-gpu0.json, mean clock 2394.6 MHz); "
                      "the best pattern's (assumed: a GEMM's wide sequential loads stream as well as the best of "
                      "the six). The datasheet peak is not reachable; flygen.model.memory stacks no HBM wait on "
                      "this measured rate"),
    "l2_bytes_per_xcd": Param(4 << 20, "B", "published", "4 MiB L2 per XCD (ROCm gpu-arch-specs)"),
    "mall_bytes": Param(256 << 20, "B", "published", "256 MiB Infinity Cache (ROCm gpu-arch-specs)"),
    "mall_tbps": Param(7.3, "TB/s", "published",
                       "achievable bandwidth of L2 misses served by the MALL, measured on MI355X: 7.24..7.30 TB/s "
                       "for 128..256 MiB working sets (which fit the 256 MiB MALL, not the 8 x 4 MiB L2s); above "
                       "8 TB/s only below ~64 MiB, where the L2s serve part (williamqwu/sol-execbench-rocm "
                       "docs/findings.md D67 at 0f2d867c; its authors leave open why the MALL helps so little). "
                       "It was ASSUMED 16 TB/s (2x HBM) before issue 27's seventh round"),
    # memory latency and clock. Idle latencies: one published light-load measurement (CDNA3, below); load adds
    # the L2's queueing (fitted scale) and, past L2, acts through the measured bandwidths (flygen.model.memory);
    # the queueing scale and the sustained clock are fitted to calibration.csv (calibrate.py)
    "clock_sustained_ghz": Param(2.1, "GHz", "fitted",
                                 "engine clock of a launch whose MFMAs keep the device at the reference activity "
                                 "(clock_activity_ref: a dense GEMM); the power limit lowers it below the peak, and "
                                 "flygen.model.clock moves it with the launch's own MFMA activity. The "
                                 "range: AMD's 'Measuring Max-Achievable FLOPs - Part 2' (ROCm blog) measured "
                                 "median engine clocks under dense hipBLASLt GEMMs of realistic data of 1115..1230 MHz "
                                 "on MI300X (750 W) and 1354..1464 MHz on MI325X (1000 W), 53..70 % of their 2.1 GHz "
                                 "peak; 53 % of MI355X's 2.4 GHz peak (AMD Hot Chips 2025, gfx950-reference §1) = "
                                 "1.27 GHz is the lower end, the peak the upper; range 1.27..2.4 GHz", (1.27, 2.4)),
    # the power-limited clock law (flygen.model.memory.clock_ghz): P ~ activity x f^3 held at the limit
    "clock_activity_ref": Param(0.94, "fraction", "published",
                                "device MFMA utilisation at which clock_sustained_ghz holds: the blog's MAF GEMMs "
                                "ran at 94 % software efficiency (footnote 2: MI300X BF16 708 TFLOPS at a median "
                                "1207 MHz = 94 % of the 751 TFLOPS that clock gives; 'Measuring Max-Achievable FLOPs "
                                "- Part 2', ROCm blog)"),
    "clock_idle_activity": Param(round((1188 / 1792) ** 3, 4), "fraction", "derived",
                                 "switching activity left when the MFMA datapath does not toggle, as a share of a "
                                 "dense GEMM's at clock_activity_ref: the blog's footnote 1 (MI300X, FP8 "
                                 "M = N = K = 4096) measured 1188 MHz with trig_float data and 1792 MHz with zeros "
                                 "('Measuring Max-Achievable FLOPs - Part 2', ROCm blog); under the law's assumed "
                                 "P ~ activity x f^3 at the power limit that is (1188 / 1792)^3 = 0.291, so an "
                                 "MFMA-idle launch runs 1792 / 1188 = 1.51x the dense clock (capped at the peak). "
                                 "Assumed: the zero-data GEMM's non-toggling datapath stands for idle MFMAs (it "
                                 "still issued them, so this share is an upper bound and the boost a lower one), and "
                                 "its utilisation (not stated) is clock_activity_ref's"),
    "lat_l2_ns": Param(round(256.0 / 2.2, 1), "ns", "published",
                       "issue-to-data latency of a vector load that hits L2, idle (flygen.model.memory adds the "
                       "L2's queueing): 256.0 cycles mean (p50 256, p95 260) = 116.4 ns -- "
                       "caps-tum/mt4g sample_results/AMD_Instinct_MI350P.json at 52701e71: a one-thread dependent pointer chase (p-chase) on an MI350P, gfx950 (compute capability 9.5; 4 XCDs, 128 MiB MALL), timed by s_memtime, which counts shader-clock cycles (mt4g include/utils: __timer); cycles / the card's 2.2 GHz peak engine clock (its clockRate; a latency-bound chase is taken to run there); each sample also holds the timer's own s_memtime + s_waitcnt, so these are upper bounds. Until issue 27's ninth round it was ASSUMED 200 ns (range 100..240)"),
    "lat_mall_ns": Param(round(443.9 / 2.2, 1), "ns", "published",
                         "issue-to-data latency of a vector load that misses L2 and hits the MALL, idle: 443.9 "
                         "cycles mean (p50 444, p95 488; a chase over twice the L2) = 201.8 ns -- caps-tum/mt4g sample_results/AMD_Instinct_MI350P.json at 52701e71: a one-thread dependent pointer chase (p-chase) on an MI350P, gfx950 (compute capability 9.5; 4 XCDs, 128 MiB MALL), timed by s_memtime, which counts shader-clock cycles (mt4g include/utils: __timer); cycles / the card's 2.2 GHz peak engine clock (its clockRate; a latency-bound chase is taken to run there); each sample also holds the timer's own s_memtime + s_waitcnt, so these are upper bounds. Until "
                         "the ninth round ASSUMED 300 ns for MALL and HBM alike"),
    "lat_hbm_ns": Param(round(767.5 / 2.2, 1), "ns", "published",
                        "issue-to-data latency of a vector load that misses the MALL (HBM), idle: 767.5 cycles mean "
                        "(p50 740, p95 932) = 348.9 ns -- caps-tum/mt4g sample_results/AMD_Instinct_MI350P.json at 52701e71: a one-thread dependent pointer chase (p-chase) on an MI350P, gfx950 (compute capability 9.5; 4 XCDs, 128 MiB MALL), timed by s_memtime, which counts shader-clock cycles (mt4g include/utils: __timer); cycles / the card's 2.2 GHz peak engine clock (its clockRate; a latency-bound chase is taken to run there); each sample also holds the timer's own s_memtime + s_waitcnt, so these are upper bounds. CDNA3 for comparison, the same tool on MI300X "
                        "(sample_results/AMD Instinct MI300X VF.json): L2 288, HBM 900 cycles at 2.1 GHz"),
    "lat_queue_ns": Param(300.0, "ns", "fitted",
                          "queueing delay scale at the L2, which every vector load crosses: a request waits "
                          "lat_queue_ns x rho / (1 - rho) there, rho = the L2's utilisation against its peak "
                          "(l2_bytes_per_clk_xcd; an M/M/1 waiting time with this mean service; flygen.model.memory). "
                          "The MALL and HBM add none: their bounds are measured achievable rates (mall_tbps, "
                          "hbm_tbps). It stands for the bursts the CUs issue, not one 128 B line: range = one "
                          "wave's buffer_load_dwordx4 at a CU's measured return rate (~32 cycles = 15 ns, "
                          "tingqli/pyhip docs/mem_latency.md, MI308X) up to a full vmcnt queue ahead of it (63 such "
                          "requests, flygen.isa.limits.VMCNT_MAX: ~1000 ns); range 15..1000 ns",
                          (15.0, 1000.0)),
}


def _apply_calibration(params: dict) -> dict:
    """The fitted parameters' values from calibration.json (absent or unreadable: the defaults above)."""
    try:
        fit = json.loads(CALIBRATION.read_text())["params"]
    except (OSError, ValueError, KeyError, TypeError):
        return params
    out = dict(params)
    for name, v in fit.items():
        prm = out.get(name)
        if prm is not None and prm.status == "fitted" and isinstance(v, (int, float)):
            lo, hi = prm.range
            out[name] = replace(prm, value=float(min(max(v, lo), hi)))
    return out


PARAMS = _apply_calibration(PARAMS)


def p(name: str) -> float:
    return PARAMS[name].value


def table() -> list[dict]:
    return [{"name": k, "value": v.value, "unit": v.unit, "status": v.status, "source": v.source,
             "range": list(v.range) if v.range else None} for k, v in PARAMS.items()]
