"""The memory hierarchy's latency as the waves see it, and the launch time that it and the bandwidths give.
MODELED.

    latency_ns(fractions, rho_mall, rho_hbm) -> ns      launch_time(curve, ...) -> {"cu", "mall", "hbm", ...}

- Where a request is served: of the bytes the CUs request (`requested`: every workgroup's traced global
  bytes), `fill` bytes miss L2 and come from the MALL (the traversal order's L2 fill, flygen.model.run), and
  `hbm` of those miss the MALL. Fractions l2 = 1 - fill / requested, mall = (fill - hbm) / requested,
  hbm = hbm / requested.
- Latency of a level under load (HBM's idle latency = the MALL's + lat_hbm_extra_ns): its idle latency over (1 - rho), rho = the level's utilisation (bytes / time /
  bandwidth, capped at 0.9; the L2's: every requested byte over 256 CUs x vmem_bytes_per_clk_cu, so a launch that
  keeps few CUs busy sees near-idle L2 latency and a dense GEMM a queued one): an M/M/1 residence time with the idle latency as the service time, an upper
  estimate of the queueing (no public figure read for gfx950). The mean latency is the fraction-weighted sum.
- The CU time is the issue model's (`flygen.model.cu.simulate`) at that latency in cycles of the sustained
  clock, read off the kernel's latency curve (cycles at a few latencies, interpolated, flygen.model.profile);
  time = max(CU time, fill / MALL bandwidth, hbm / HBM bandwidth); the utilisations depend on the time, so
  latency and time are solved together (fixed-point iteration, monotone).
"""
from __future__ import annotations

RHO_MAX = 0.9


def fractions(requested: float, fill: float, hbm: float) -> tuple[float, float, float]:
    """(L2, MALL, HBM) fractions of the requested bytes (module docstring)."""
    if requested <= 0:
        return 1.0, 0.0, 0.0
    f_hbm = min(1.0, hbm / requested)
    f_mall = min(1.0 - f_hbm, max(0.0, (fill - hbm) / requested))
    return 1.0 - f_hbm - f_mall, f_mall, f_hbm


def latency_ns(frac, rho_mall: float, rho_hbm: float, prm, rho_l2: float = 0.0) -> float:
    """Mean latency of a vector load: each level's idle latency over (1 - its utilisation), weighted by where
    the bytes are served (module docstring). `rho_l2`: the L2's utilisation by all requests (every request
    queues there; a hit pays it, a miss's queueing is the MALL's / HBM's)."""
    f_l2, f_mall, f_hbm = frac
    q = lambda r: 1.0 / (1.0 - min(max(r, 0.0), RHO_MAX))     # noqa: E731
    hbm = prm["lat_mall_ns"] + prm["lat_hbm_extra_ns"]
    return f_l2 * prm["lat_l2_ns"] * q(rho_l2) + f_mall * prm["lat_mall_ns"] * q(rho_mall) + \
        f_hbm * hbm * q(rho_hbm)


def interp(points, cycles, lat_cycles: float) -> float:
    """Cycles at `lat_cycles` from a curve sampled at `points` (piecewise linear, linear beyond the ends; plain
    Python: the calibration fit calls it ~10^6 times)."""
    x, y = points, cycles
    n = len(x)
    k = 1
    while k < n - 1 and lat_cycles > x[k]:
        k += 1
    v = y[k - 1] + (y[k] - y[k - 1]) * (lat_cycles - x[k - 1]) / (x[k] - x[k - 1])
    return max(float(v), 0.0)


def launch_time(cu_cycles, requested: float, fill: float, hbm: float, prm, iters: int = 60, tol: float = 1e-7) -> dict:
    """Solve latency and time together. `cu_cycles(latency_in_cycles)` -> the busiest CU's cycles; `prm`: the
    parameter values by name. The time T solves T = f(T) = max(CU time at the latency of utilisations
    (bytes / T / bandwidth), MALL time, HBM time); f falls as T grows, so the root is unique: bisection."""
    clock = prm["clock_sustained_ghz"] * 1e9
    frac = fractions(requested, fill, hbm)
    t_mall = fill / (prm["mall_tbps"] * 1e12)
    t_hbm = hbm / (prm["hbm_tbps"] * 1e12)
    t_l2 = requested / (prm["cus"] * prm["vmem_bytes_per_clk_cu"] * clock)    # the L2's service time of every request

    def f(T):
        rho_m, rho_h, rho_l = (t_mall / T, t_hbm / T, t_l2 / T) if T > 0 else (0.0, 0.0, 0.0)
        lat = latency_ns(frac, rho_m, rho_h, prm, rho_l)
        t_cu = cu_cycles(lat * 1e-9 * clock) / clock
        return max(t_cu, t_mall, t_hbm), t_cu, lat
    lo = max(t_mall, t_hbm, f(0.0)[0])
    hi = f(lo)[0]
    for _ in range(iters):
        if hi - lo <= tol * hi:
            break
        mid = 0.5 * (lo + hi)
        if f(mid)[0] > mid:
            lo = mid
        else:
            hi = mid
    total, t_cu, lat = f(hi)
    return {"cu": t_cu, "mall": t_mall, "hbm": t_hbm, "latency_ns": lat, "fractions": frac,
            "rho_mall": t_mall / total if total else 0.0, "rho_hbm": t_hbm / total if total else 0.0,
            "rho_l2": t_l2 / total if total else 0.0}
