"""The shape-independent part of the timing model of one kernel: its traced per-wave streams run through the
issue model (`flygen.model.cu.simulate`) for 1..R resident workgroups at a few memory latencies. MODELED.

    profile(kern, grid, block, kargs, ids, lds_bytes) -> Profile         (in-process memo)
    cached(key, build) -> Profile                                        (on disk: $FLYGEN_CACHE/model/)

A launch (flygen.model.run) then needs only arithmetic: the latency its memory hierarchy gives (flygen.model.
memory), the busiest CU's passes (wave quantisation over 256 CUs) and the L2/MALL/HBM bytes. `flygen select
--model trace` keys the disk cache by the kernel's HSACO sha256 and flygen's code identity, so a warm library
costs a JSON read per kernel. Nothing read from the cache is trusted: a file that does not parse into the record
below (numbers where numbers belong, the key it was asked for) is ignored and recomputed.
"""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass

from flygen.model import cu
from flygen.model.params import p

LAT_POINTS = (300.0, 700.0, 1500.0, 3000.0, 6000.0)    # cycles; the curve is flat, then linear: 5 points suffice


@dataclass(frozen=True)
class Profile:
    kernel: str
    waves_per_wg: int
    traced: int                          # resident workgroups traced (R, or fewer when the grid is smaller)
    lat_points: tuple[float, ...]
    cycles: tuple[tuple[float, ...], ...]  # [r - 1][latency point]: cycles of r resident workgroups together
    flops_per_wg: float
    mfma_cycles_per_wg: float            # the matrix cores' busy cycles (passes x 4) of one workgroup's waves
    gbytes_per_wg: float                 # global bytes a workgroup requests (active lanes x access size)
    instructions: int                    # issued by the traced workgroups (r = traced)
    mfma_util: float                     # at the middle latency point, r = traced
    lds_util: float
    vmem_util: float
    lds_conflict_cycles: float
    mfma: dict | None                    # the widest MFMA's formats (a_fmt, b_fmt) for the peak, or None
    occupancy: dict | None = None        # {"workgroups_per_cu", "waves_per_simd", "limited_by"} (flygen.inspect)

    def cu_cycles(self, r: int, lat_cycles: float) -> float:
        from flygen.model.memory import interp
        return interp(self.lat_points, self.cycles[r - 1], lat_cycles) if r else 0.0


def from_streams(name: str, streams, wpw: int, occupancy: dict | None = None) -> Profile:
    """Simulate `streams` (workgroup-major, `wpw` waves per workgroup) for every resident count and latency."""
    from flygen.inspect.mix import mfma_of
    from flygen.isa.memops import memop
    traced = len(streams) // wpw
    cycles, mid = [], None
    for r in range(1, traced + 1):
        row = []
        for L in LAT_POINTS:
            s = cu.simulate(streams[:r * wpw], wpw, vmem_latency=L)
            row.append(float(s["cycles"]))
            if r == traced and L == LAT_POINTS[len(LAT_POINTS) // 2]:
                mid = s
        cycles.append(tuple(row))
    fl, gb, busy, mf = 0.0, 0.0, 0.0, []
    for ev in (e for s in streams[:wpw] for e in s):
        ins = ev.ins
        if ins.cls is not None and ins.cls.cls == "mfma":
            d = mfma_of(ins)
            fl += d["flops"]
            busy += d["passes"] * p("mfma_pass_cycles")      # what cu.simulate holds the matrix core for
            mf.append(d)
        elif ev.lanes >= 0 and ins.cls is not None and ins.cls.cls in ("vmem", "lds_dma"):
            mo = memop(ins.op, bool(ins.mods.get("lds")))
            gb += ev.lanes * (mo.bytes if mo else 0)
    main = max(mf, key=lambda d: d["cycles"]) if mf else None
    return Profile(name, wpw, traced, LAT_POINTS, tuple(cycles), fl, busy, gb, int(mid["issued"]),
                   round(mid["mfma_util"], 4), round(mid["lds_util"], 4), round(mid["vmem_util"], 4),
                   round(mid["busy"]["lds_conflict_cycles"], 1),
                   {"a_fmt": main["a_fmt"], "b_fmt": main["b_fmt"]} if main else None,
                   dict(occupancy) if occupancy else None)


def extrapolate(a: Profile, b: Profile, ta: int, tb: int, t: int) -> Profile:
    """The profile of a kernel whose workgroups run a loop body t times, from profiles `a` and `b` traced at ta <
    tb trips: every count (cycles at each resident count and latency, FLOPs, MFMA busy cycles, bytes,
    instructions, bank-conflict cycles) linear in the trips through the two points -- exact when each trip costs
    the same once the loop is in step, which the second point's difference measures; the utilisations are the
    longer trace's. MODELED (docs/model.md §2)."""
    if not ta < tb or a.traced != b.traced or a.lat_points != b.lat_points:
        raise ValueError("extrapolate: two traces of one kernel at ta < tb trips")
    w = (t - ta) / (tb - ta)

    def lin(x, y):
        return max(0.0, x + (y - x) * w)
    cycles = tuple(tuple(lin(x, y) for x, y in zip(ra, rb)) for ra, rb in zip(a.cycles, b.cycles))
    return Profile(b.kernel, b.waves_per_wg, b.traced, b.lat_points, cycles, lin(a.flops_per_wg, b.flops_per_wg),
                   lin(a.mfma_cycles_per_wg, b.mfma_cycles_per_wg), lin(a.gbytes_per_wg, b.gbytes_per_wg),
                   round(lin(a.instructions, b.instructions)), b.mfma_util, b.lds_util, b.vmem_util,
                   round(lin(a.lds_conflict_cycles, b.lds_conflict_cycles), 1), b.mfma, b.occupancy)


_MEMO: dict = {}


def memo(key, build) -> Profile:
    if key not in _MEMO:
        _MEMO[key] = build()
    return _MEMO[key]


def _path(key: str):
    from flygen.build.cache import cache_root
    return cache_root() / "model" / key[:2] / f"{key}.json"


def disk_key(*parts) -> str:
    """sha256 of flygen's code identity (every module: the model's rules and parameters included) and `parts`."""
    from flygen.build.cache import code_identity
    h = hashlib.sha256(code_identity().encode())
    for x in parts:
        h.update(b"\0" + json.dumps(x, sort_keys=True, default=str).encode())
    return h.hexdigest()


def _load(key: str) -> Profile | None:
    try:
        d = json.loads(_path(key).read_text())
        if d.pop("key") != key:
            return None
        d["lat_points"] = tuple(float(x) for x in d["lat_points"])
        d["cycles"] = tuple(tuple(float(x) for x in row) for row in d["cycles"])
        prof = Profile(**d)
        ok = (isinstance(prof.kernel, str) and isinstance(prof.waves_per_wg, int) and prof.traced == len(prof.cycles)
              and all(len(r) == len(prof.lat_points) for r in prof.cycles) and prof.traced >= 1
              and all(isinstance(getattr(prof, f), (int, float)) for f in
                      ("flops_per_wg", "mfma_cycles_per_wg", "gbytes_per_wg", "instructions", "mfma_util",
                       "lds_util", "vmem_util", "lds_conflict_cycles"))
              and (prof.mfma is None or (isinstance(prof.mfma, dict) and set(prof.mfma) == {"a_fmt", "b_fmt"}))
              and (prof.occupancy is None or (isinstance(prof.occupancy, dict)
                                              and isinstance(prof.occupancy.get("workgroups_per_cu"), int))))
        return prof if ok else None
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def lookup(key: str) -> Profile | None:
    """The profile under `key` from the memo or the disk cache, else None (nothing built)."""
    if key in _MEMO:
        return _MEMO[key]
    prof = _load(key)
    if prof is not None:
        _MEMO[key] = prof
    return prof


def cached(key: str, build) -> Profile:
    """The profile under `key` from the in-process memo, else the disk cache, else `build()` (then stored)."""
    if key in _MEMO:
        return _MEMO[key]
    prof = _load(key)
    if prof is None:
        prof = build()
        path = _path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
            tmp.write_text(json.dumps({"key": key, **asdict(prof)}, sort_keys=True))
            os.replace(tmp, path)
        except OSError:
            pass                      # a read-only cache: the profile is still returned, just not kept
    _MEMO[key] = prof
    return prof
