"""The cycle model: one steady-state iteration of the hot region, per CU, four resources in parallel.

Every number it prints is MODELED, not measured. Formulas (docs/inspect.md has the derivation):

    waves        = 4 SIMDs x w waves/SIMD resident on the CU, all running the hot region
    t_mfma       = w x sum(passes x 4)                     MFMA pipe of one SIMD
    t_issue      = w x ISSUE_CYCLES x (non-MFMA instrs)    one issue per 4 cycles per SIMD
    t_lds        = waves x LDS bytes / LDS_BYTES_PER_CLK   LDS bandwidth of the CU
    t_hbm        = waves x global bytes / reuse / HBM_BYTES_PER_CLK_CU
    t            = max(t_mfma, t_issue, t_lds, t_hbm);  bound = the argmax
    efficiency   = t_mfma / t;  TFLOPS = waves x flops / t x clock x CUs

w cancels out of every ratio (no latency hiding is modeled), so the bound and the efficiency depend
only on the region's mix. `reuse` divides global traffic for L2/MALL hits across workgroups (1 =
every global byte comes from HBM).
"""
from __future__ import annotations

from flygen.isa import limits

ISSUE_CYCLES = 4             # a wave64 instruction occupies a 16-lane SIMD's issue for 4 cycles
LDS_BYTES_PER_CLK = 256      # per CU; CDNA4 doubled CDNA3's 128 B/clk LDS read bandwidth (secondary source)
HBM_BYTES_PER_CLK_CU = limits.HBM_TBPS * 1e12 / (limits.CUS * limits.CLOCK_GHZ * 1e9)   # 13.02 B/clk
PEAK_FLOPS_PER_CLK_CU = {"fp8": 8192, "bf8": 8192, "fp6": 16384, "bf6": 16384, "fp4": 16384,
                         "bf16": 4096, "f16": 4096, "i8": 8192}   # reference §1, dense


def model(stats: dict, waves_per_simd: int = 1, reuse: float = 1.0) -> dict:
    """Model one iteration of a region whose `stats` come from `mix.region_stats` (per wave)."""
    w = max(waves_per_simd, 1)
    waves = limits.SIMDS_PER_CU * w
    t = {
        "mfma": w * stats["mfma_cycles"],
        "issue": w * ISSUE_CYCLES * stats["non_mfma"],
        "lds": waves * (stats["lds_read_bytes"] + stats["lds_write_bytes"]) / LDS_BYTES_PER_CLK,
        "hbm": waves * (stats["global_load_bytes"] + stats["global_store_bytes"]) / reuse / HBM_BYTES_PER_CLK_CU,
    }
    total = max(t.values())
    bound = max(t, key=lambda k: (t[k], -list(t).index(k))) if total > 0 else None
    flops = waves * stats["flops_per_wave"]
    clock = limits.CLOCK_GHZ * 1e9
    out = {
        "modeled": True,
        "cycles_per_iteration_per_cu": {k: round(v, 1) for k, v in t.items()},
        "modeled_cycles": round(total, 1),
        "bound": bound,
        "modeled_efficiency": round(t["mfma"] / total, 4) if stats["mfma"] and total else None,
        "modeled_tflops": round(flops / total * clock * limits.CUS / 1e12, 1) if flops and total else None,
        "reuse": reuse,
        "assumptions": {"clock_ghz": limits.CLOCK_GHZ, "cus": limits.CUS, "issue_cycles": ISSUE_CYCLES,
                        "lds_bytes_per_clk_cu": LDS_BYTES_PER_CLK,
                        "hbm_bytes_per_clk_cu": round(HBM_BYTES_PER_CLK_CU, 3)},
    }
    if total:
        out["modeled_hbm_tbps"] = round(t["hbm"] / total * limits.HBM_TBPS, 3)   # HBM share actually used
    return out


def peak_tflops(a_fmt: str | None, b_fmt: str | None = None) -> float | None:
    """Dense MI355X peak for an operand-format pair (the slower operand decides)."""
    fmts = [f for f in (a_fmt, b_fmt) if f]
    if not fmts or any(f not in PEAK_FLOPS_PER_CLK_CU for f in fmts):
        return None
    per_clk = min(PEAK_FLOPS_PER_CLK_CU[f] for f in fmts)
    return round(per_clk * limits.CUS * limits.CLOCK_GHZ * 1e9 / 1e12, 1)
