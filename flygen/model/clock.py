"""The engine clock of a launch under the power limit: a power-limited clock law. MODELED.

    clock_ghz(u, prm) -> GHz            clock_at_rate(mfma_rate_ghz, prm) -> GHz   (u depends on the clock)

The power manager holds the package at its power limit, so a power-limited launch keeps activity x f^3
constant (dynamic CMOS power a C V^2 f, with V rising with f in the DVFS range: the cube is ASSUMED -- the form's
exponent; V constant would give f^1):

    f = min(clock_ghz, clock_sustained_ghz x (1 / activity)^(1/3))
    activity = clock_idle_activity + (1 - clock_idle_activity) x u / clock_activity_ref

u = the launch's MFMA utilisation over the whole device: every workgroup's MFMA busy cycles (passes x 4) over
cus x 4 SIMDs x the launch's cycles, so idle CUs (a small grid) and a tail pass count as idle. A dense GEMM at the
reference utilisation (0.94, the MAF GEMMs of AMD's 'Measuring Max-Achievable FLOPs - Part 2') runs at the fitted
clock; a launch whose MFMAs are idle runs 1 / clock_idle_activity^(1/3) = 1792 / 1188 = 1.51x it -- the ratio
the blog measured between zero-valued and realistic data in one GEMM, i.e. with the MFMA datapath not toggling --
capped at the 2.4 GHz peak (gfx950-reference §1). Parameters: params.py (clock_sustained_ghz fitted, the other two
published / derived). ASSUMED in the form: activity linear in u with a constant rest (VALU, LDS, memory traffic
and HBM do not change the power; MFMA shape and data format neither -- the blog finds 16x16 MFMAs draw less than
32x32), one clock for the whole device (the blog: the XCDs' clocks are "usually very close"), and the power
manager at its steady state for a launch repeated back to back (it samples over milliseconds).
"""
from __future__ import annotations


def clock_ghz(u: float, prm) -> float:
    """The power-limited engine clock (GHz) of a launch at device MFMA utilisation `u` (module docstring)."""
    b = prm["clock_idle_activity"]
    act = b + (1.0 - b) * max(u, 0.0) / prm["clock_activity_ref"]
    return min(prm["clock_ghz"], prm["clock_sustained_ghz"] * act ** (-1.0 / 3.0))


def clock_at_rate(mfma_rate_ghz: float, prm) -> float:
    """The clock (GHz) when the MFMAs are busy `mfma_rate_ghz` x 1e9 SIMD-cycles per second of the launch over
    all SIMDs -- u = rate / f then depends on the clock itself: the root of b f^3 + (1 - b) rate / u_ref f^2 =
    f_s^3 (clock_ghz's law solved for f), or the peak. Newton from the peak (the left side is convex and
    increasing for f > 0: it converges from above)."""
    b, fs, peak = prm["clock_idle_activity"], prm["clock_sustained_ghz"], prm["clock_ghz"]
    k = (1.0 - b) * mfma_rate_ghz / prm["clock_activity_ref"]
    target = fs ** 3

    def g(f):
        return b * f ** 3 + k * f ** 2 - target
    f = peak
    if g(f) <= 0.0:
        return peak
    for _ in range(60):
        step = g(f) / (3.0 * b * f * f + 2.0 * k * f)
        f -= step
        if step <= 1e-12 * f:
            break
    return f
