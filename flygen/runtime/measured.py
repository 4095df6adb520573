"""Measured times for `flygen select --measured FILE.csv`: a measurement beats the model wherever one exists for
the kernel and the shape.

The file is CSV with a header row (aiter's tuned-GEMM tables have this shape; column names are matched case-
insensitively, aliases in COLUMNS): M, N, K, the kernel (its library name, or the sha256 of its HSACO or .s from
the manifest, at least 12 hex digits), the time in microseconds; optional TFLOPS, machine and interp. Lines
starting with '#' are comments.
- Repeats of one (kernel, M, N, K): their median is the measurement.
- interp: `linear` on a row lets a problem whose M lies between two such rows of the same kernel, N and K take
  the time linear in M between them (a GEMM's time is close to linear in M between measured M when the tile
  count grows with M); `none` or empty: exact shapes only. The table says how; nothing is extrapolated.
- machine: kept and reported; a table of several machines is refused unless --machine names the one to use.
Bad input is a located error (file:line, column), never a traceback.
"""
from __future__ import annotations

import csv
import math
import re
from dataclasses import dataclass
from pathlib import Path

from flygen.errors import FlygenError

COLUMNS = {
    "M": ("m",), "N": ("n",), "K": ("k",),
    "kernel": ("kernel", "kernel_name", "kernelname", "name", "solution", "kernel_or_hash", "spec_hash", "hash",
               "sha256"),
    "us": ("us", "time_us", "latency_us", "us_per_call"),
    "tflops": ("tflops",), "machine": ("machine", "gpu", "device"), "interp": ("interp", "interpolation"),
}
_HEX = re.compile(r"[0-9a-f]{12,64}")


class MeasuredError(FlygenError):
    pass


@dataclass(frozen=True)
class Point:
    M: int
    N: int
    K: int
    us: float
    linear: bool
    line: int


@dataclass(frozen=True)
class Measured:
    path: str
    machine: str | None
    points: dict          # kernel key (name or hex digest) -> tuple[Point, ...] sorted by (N, K, M)

    def shapes_for(self, name: str, digests: tuple[str, ...]) -> list[tuple[int, int, int, float, bool, int]]:
        """(M, N, K, us, linear, first line) per distinct shape measured for kernel `name` (or one of its sha256
        `digests`, matched by prefix): us = the median of its rows, linear = any of them says `interp linear`.
        Sorted by (N, K, M). `lookup` and the C table (`select --emit c --measured`) both read these."""
        pts = list(self.points.get(name, ()))
        for key, v in self.points.items():
            if key != name and _HEX.fullmatch(key) and any(d.startswith(key) for d in digests):
                pts += v
        by: dict = {}
        for q in pts:
            by.setdefault((q.N, q.K, q.M), []).append(q)
        return [(M, N, K, _median([q.us for q in v]), any(q.linear for q in v), min(q.line for q in v))
                for (N, K, M), v in sorted(by.items())]

    def lookup(self, name: str, digests: tuple[str, ...], M: int, N: int, K: int) -> dict | None:
        """{"us", "how"} for kernel `name` (or one of its sha256 `digests`) at M, N, K, else None."""
        same = [x for x in self.shapes_for(name, digests) if x[1] == N and x[2] == K]
        for x in same:
            if x[0] == M:
                return {"us": x[3], "how": f"measured ({self.path}:{x[5]})"}
        lo = max((x for x in same if x[0] < M and x[4]), key=lambda x: x[0], default=None)
        hi = min((x for x in same if x[0] > M and x[4]), key=lambda x: x[0], default=None)
        if lo is None or hi is None:
            return None
        us = lo[3] + (hi[3] - lo[3]) * (M - lo[0]) / (hi[0] - lo[0])
        return {"us": us, "how": f"measured, linear in M between M={lo[0]} and M={hi[0]} ({self.path}:{lo[5]}, "
                                 f"{hi[5]})"}


def _median(v):
    v = sorted(v)
    n = len(v)
    return v[n // 2] if n % 2 else 0.5 * (v[n // 2 - 1] + v[n // 2])


def read_measured(path, machine: str | None = None) -> Measured:
    """Parse a measured-times CSV (module docstring)."""
    p = Path(path)
    try:
        text = p.read_text()
    except (OSError, UnicodeDecodeError) as e:
        raise MeasuredError(f"{path}: cannot read ({e})") from None
    numbered = [(i + 1, ln) for i, ln in enumerate(text.splitlines()) if ln.strip() and not ln.lstrip().startswith("#")]
    if not numbered:
        raise MeasuredError(f"{path}: no header row")
    recs = list(csv.reader([ln for _, ln in numbered]))
    head_line = numbered[0][0]
    shown = [h.strip() for h in recs[0]]              # as written, for messages
    header = [h.lower() for h in shown]
    col = {}
    for field, names in COLUMNS.items():
        hits = [i for i, h in enumerate(header) if h in names]
        if len(hits) > 1:
            raise MeasuredError(f"{path}:{head_line}: columns {', '.join(shown[i] for i in hits)} both mean {field}")
        if hits:
            col[field] = hits[0]
    missing = [f for f in ("M", "N", "K", "kernel", "us") if f not in col]
    if missing:
        raise MeasuredError(f"{path}:{head_line}: no column for {', '.join(missing)} (header: {', '.join(shown)}; "
                            f"accepted names: " + "; ".join(f"{f}: {'/'.join(COLUMNS[f])}" for f in missing) + ")")
    points: dict = {}
    machines = set()
    for (line, _), rec in zip(numbered[1:], recs[1:]):
        if len(rec) != len(header):
            raise MeasuredError(f"{path}:{line}: {len(rec)} fields, the header has {len(header)}")

        def get(field, conv, required=True):
            if field not in col:
                return None
            raw = rec[col[field]].strip()
            if raw == "" and not required:
                return None
            try:
                v = conv(raw)
            except ValueError:
                raise MeasuredError(f"{path}:{line}: column {shown[col[field]]}: {raw!r} is not "
                                    f"{'an integer' if conv is int else 'a number'}") from None
            return v
        M, N, K = (get(s, int) for s in "MNK")
        for s, v in zip("MNK", (M, N, K)):
            if not 1 <= v <= (1 << 31) - 1:
                raise MeasuredError(f"{path}:{line}: column {shown[col[s]]}: {v} is not in [1, 2^31-1]")
        us = get("us", float)
        if not (math.isfinite(us) and us > 0):
            raise MeasuredError(f"{path}:{line}: column {shown[col['us']]}: {us} is not a positive time")
        get("tflops", float, required=False)
        kernel = rec[col["kernel"]].strip()
        if not kernel:
            raise MeasuredError(f"{path}:{line}: column {shown[col['kernel']]}: empty kernel name or hash")
        key = kernel.lower() if _HEX.fullmatch(kernel.lower()) else kernel
        mach = rec[col["machine"]].strip() if "machine" in col else ""
        if mach:
            machines.add(mach)
        if machine is not None and mach and mach != machine:
            continue
        interp = rec[col["interp"]].strip().lower() if "interp" in col else ""
        if interp not in ("", "none", "linear"):
            raise MeasuredError(f"{path}:{line}: column {shown[col['interp']]}: {interp!r} is not linear or none")
        points.setdefault(key, []).append(Point(M, N, K, us, interp == "linear", line))
    if machine is None and len(machines) > 1:
        raise MeasuredError(f"{path}: rows of several machines ({', '.join(sorted(machines))}); pick one with "
                            "--machine")
    if machine is not None and machine not in machines:
        raise MeasuredError(f"{path}: no row of machine {machine!r} (has: {', '.join(sorted(machines)) or 'none'})")
    mach = machine or (next(iter(machines)) if machines else None)
    return Measured(str(path), mach, {k: tuple(sorted(v, key=lambda q: (q.N, q.K, q.M))) for k, v in points.items()})
