"""The memory hierarchy's latency as the waves see it, and the launch time that it and the bandwidths give.
MODELED.

    latency_ns(fractions, prm, rho_l2) -> ns
    launch_time(curve, ..., mfma_cycles) -> {"cu", "l2", "mall", "hbm", "clock_ghz", ...}

- Where a request is served: of the bytes the CUs request (`requested`: every workgroup's traced global
  bytes), `fill` bytes miss L2 and come from the MALL (the traversal order's L2 fill, flygen.model.run), and
  `hbm` of those miss the MALL. Fractions l2 = 1 - fill / requested, mall = (fill - hbm) / requested,
  hbm = hbm / requested.
- Latency: a request's idle latency (lat_l2_ns for an L2 hit, lat_mall_ns for a MALL hit, lat_hbm_ns for a MALL
  miss: gfx950 pointer-chase figures, params.py; until issue 27's ninth round one assumed figure served MALL and
  HBM alike), weighted by where the bytes are served -- an L2 hit at the latency of the miss it waits for (the
  convoy rule, below) -- plus the
  L2's queueing delay, which every request crosses: lat_queue_ns x rho / (1 - rho) (an M/M/1 waiting time; rho =
  every requested byte / time / (8 XCDs x l2_bytes_per_clk_xcd x clock), capped at 0.9). The MALL and HBM add no
  wait (issue 27, seventh round): their bounds, mall_tbps and hbm_tbps, are MEASURED achievable streaming rates
  (sol-execbench-rocm, params.py), which already hold what load costs there (DRAM row and bank conflicts, refresh,
  the fabric), so a wait stacked on them would charge it twice; below them the CUs and the memory are a closed
  system (a wave issues loads only as its s_waitcnt lets it), whose latency stays at the idle figure until the
  bytes in flight exceed what the bandwidth drains, and from there the bound sets the time (asymptotic bound
  analysis: the max below). The L2's bound is rocprofiler-compute's peak, not a measured rate, so its loss below
  the peak under load is the wait. Until the sixth round the M/M/1 wait was stacked at every level crossed,
  against the datasheet 8 TB/s HBM and an assumed 16 TB/s MALL: launches that keep a few CUs streaming B from
  HBM (M <= 64, aiter's own FlyDSL MX kernels) paid 430-500 ns per load and came out at 0.56-0.65 of published.
- Convoy (issue 27, ninth round; a stated assumption, not a measurement): the L2 fill is counted per pass of
  resident workgroups (flygen.model.run), so every L2 hit is a line another workgroup of the same pass also
  reads -- at the same point of the same loop. The first request misses; the others arrive while that miss is in
  flight and wait for it (the L2 merges them; hit under miss), and a follower that waits for the leader's fill
  falls into step with it, so in steady state the sharers see the miss latency too. So a request's latency is
  the misses' mean (MALL and HBM weighted by their shares), and the hits lower only the fill, i.e. the bandwidth
  the launch needs beyond L2. Only a launch with no misses at all (fill 0) sees lat_l2_ns. Before, a hit was charged
  the idle L2-hit latency, which made loops that stream a shared panel (small M: PR #780's 64x128x256 fp4 rows,
  M = 128..512) 1.3-1.9x faster than published.
- The clock is the launch's own: the power-limited law of flygen.model.clock, at the launch's MFMA utilisation
  over the whole device (which depends on the time it solves for).
- The CU time is the issue model's (`flygen.model.cu.simulate`) at that latency in cycles of the launch's
  clock, read off the kernel's latency curve (cycles at a few latencies, interpolated, flygen.model.profile);
  time = max(CU time, L2 time, fill / MALL bandwidth, hbm / HBM bandwidth); the utilisations (of the L2 and of
  the MFMAs) depend on the time, so latency, clock and time are solved together (bisection, monotone).
- L2 time (issue 27, fifth round): every requested byte through the 8 XCDs' L2s at l2_bytes_per_clk_xcd (16
  channels x 128 B/clk, rocprofiler-compute's gfx950 L2 peak) at the launch's clock, assuming the workgroups
  spread over all XCDs (round robin). A CU's own return path (vmem_bytes_per_clk_cu, 128 B/clk: its vL1D's peak)
  is in the issue model; before this round that path was the L2's per-CU share, 64 B/clk, so a launch keeping
  few CUs busy (M = 1..32 streaming B through 64 workgroups) was charged a whole XCD's contention it does not have.
"""
from __future__ import annotations

from flygen.model.clock import clock_at_rate

RHO_MAX = 0.9


def fractions(requested: float, fill: float, hbm: float) -> tuple[float, float, float]:
    """(L2, MALL, HBM) fractions of the requested bytes (module docstring)."""
    if requested <= 0:
        return 1.0, 0.0, 0.0
    f_hbm = min(1.0, hbm / requested)
    f_mall = min(1.0 - f_hbm, max(0.0, (fill - hbm) / requested))
    return 1.0 - f_hbm - f_mall, f_mall, f_hbm


def queue_wait_ns(rho: float, prm) -> float:
    """Queueing delay at a level of utilisation `rho`: lat_queue_ns x rho / (1 - rho), rho clamped to [0, 0.9]."""
    r = min(max(rho, 0.0), RHO_MAX)
    return prm["lat_queue_ns"] * r / (1.0 - r)


def latency_ns(frac, prm, rho_l2: float = 0.0) -> float:
    """Mean latency of a vector load: each level's idle latency weighted by where the bytes are served, plus the
    L2's queueing delay at utilisation `rho_l2`, which every request crosses; the MALL's and HBM's load acts
    through their measured bandwidth bounds (module docstring)."""
    f_l2, f_mall, f_hbm = frac
    miss = f_mall + f_hbm
    if miss <= 0.0:
        return prm["lat_l2_ns"] + queue_wait_ns(rho_l2, prm)
    # convoy: an L2 hit is another workgroup's line of the same pass, wanted at the same point of the same loop, so
    # it waits for that line's miss (module docstring): every request sees the miss latency of the lines it shares
    return (f_mall * prm["lat_mall_ns"] + f_hbm * prm["lat_hbm_ns"]) / miss + queue_wait_ns(rho_l2, prm)


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


def launch_time(cu_cycles, requested: float, fill: float, hbm: float, prm, mfma_cycles: float, iters: int = 60,
                tol: float = 1e-7) -> dict:
    """Solve latency, clock and time together. `cu_cycles(latency_in_cycles)` -> the busiest CU's cycles; `prm`:
    the parameter values by name; `mfma_cycles`: the MFMA busy cycles (passes x 4) of every workgroup of the
    launch, summed. The time T solves T = f(T) = max(CU time at the latency of the L2's utilisation (requested /
    T / its bandwidth) and at the clock of MFMA utilisation mfma_cycles / (SIMDs x T x clock), L2 time at that
    clock, MALL time, HBM time); f falls as T grows (a longer time: less queueing, a lower MFMA activity, a faster
    clock), so the root is unique: bisection."""
    simds = prm["cus"] * prm["simds_per_cu"]
    frac = fractions(requested, fill, hbm)
    t_mall = fill / (prm["mall_tbps"] * 1e12)
    t_hbm = hbm / (prm["hbm_tbps"] * 1e12)
    l2_bytes_per_cycle = prm["xcds"] * prm["l2_bytes_per_clk_xcd"]     # the L2s serve every request at the clock

    def f(T):
        ghz = clock_at_rate(mfma_cycles / simds / T * 1e-9, prm) if T > 0 else prm["clock_ghz"]
        clock = ghz * 1e9
        t_l2 = requested / (l2_bytes_per_cycle * clock)
        lat = latency_ns(frac, prm, t_l2 / T if T > 0 else 0.0)
        t_cu = cu_cycles(lat * 1e-9 * clock) / clock
        return max(t_cu, t_l2, t_mall, t_hbm), t_cu, lat, ghz, t_l2
    # below the root: the CU and L2 times at the idle latency and the peak clock (neither can make them faster)
    peak = prm["clock_ghz"] * 1e9
    lo = max(requested / (l2_bytes_per_cycle * peak), t_mall, t_hbm,
             cu_cycles(latency_ns(frac, prm) * 1e-9 * peak) / peak)
    hi = max(f(lo)[0], lo)
    for _ in range(iters):
        if hi - lo <= tol * hi:
            break
        mid = 0.5 * (lo + hi)
        if f(mid)[0] > mid:
            lo = mid
        else:
            hi = mid
    total, t_cu, lat, ghz, t_l2 = f(hi)
    return {"cu": t_cu, "l2": t_l2, "mall": t_mall, "hbm": t_hbm, "latency_ns": lat, "fractions": frac,
            "rho_mall": t_mall / total if total else 0.0, "rho_hbm": t_hbm / total if total else 0.0,
            "rho_l2": t_l2 / total if total else 0.0, "clock_ghz": ghz,
            "mfma_activity": mfma_cycles / (simds * total * ghz * 1e9) if total else 0.0}
