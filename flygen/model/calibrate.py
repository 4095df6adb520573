"""Calibration of the timing model's unpublished parameters to the published MI355X rows of
../shared/perf/calibration.csv -- and to nothing else (other public measurements are kept for checking the
model; fitting to them would hide its error). MODELED figures against published ones.

    python -m flygen.model.calibrate --features [--csv PATH]   # trace + simulate each row's flygen kernel (~1 min)
    python -m flygen.model.calibrate --fit                     # fit + leave-one-out from the stored features
    python -m flygen.model.calibrate                           # print the stored fit, residuals and LOO

Each row names a configuration in flygen's spec terms; ROWS below maps it to the flygen example kernel that
has it (FlyDSL's / aiter's kernels themselves are not flygen's: the residual includes that difference). The
features of a row are the shape-independent profile (flygen.model.profile: cycles at 5 memory latencies) and
the launch's bytes (requested, L2 fill, HBM), computed once by `--features` and stored in calibration.json with
the rows they came from. The fit then needs only flygen.model.memory's arithmetic: the parameters in FIT are
chosen in their ranges (params.py) to minimise the sum of squared log(modeled / published) by a deterministic
coordinate search (golden section per parameter, a fixed number of sweeps), and the leave-one-out error of
each row is its error under the fit to the other rows. `tests/test_model.py` re-runs the fit and one row's
features and checks the docs quote what this computes.
"""
from __future__ import annotations

import csv
import json
import math
import os
import sys
from dataclasses import asdict
from pathlib import Path

from flygen.model.params import CALIBRATION, PARAMS

FIT = ("clock_sustained_ghz", "lat_queue_ns")      # the fitted parameters (params.py status "fitted")
SWEEPS = 4
GOLDEN_STEPS = 28

# calibration.csv config text -> (example spec file, kernel, its run-time sizes (the rest of M, N, K are spec
# overrides), spec overrides beyond the shape). Keyed by the config text alone: the CSV's family column names the
# family the example kernel is of (family names are spelled only in flygen/families.py). The preshuffle rows do
# not state the A path: the sync A path with 2 LDS stages is modeled (stated, not known).
ROWS = {
    "waves 4, block_m 256, block_n 256, b_layout row_major, fp8 e4m3 in, bf16 out":
        ("examples/gemm_fp8.yaml", "gemm_fp8_4w_row_major", ("M", "N"), {}),
    "waves 4, block_m 256, block_n 256, b_layout preshuffled, fp8 e4m3 in, bf16 out":
        ("examples/gemm_fp8.yaml", "gemm_fp8_4w_preshuffled", ("M", "N"), {}),
    "in_dtype fp8, out_dtype bf16, tile 128x256x128 (A path not stated by the source)":
        ("examples/gemm_preshuffle_paths.yaml", "preshuffle_fp8_sync_s2", ("M",), {"tile_m": 128, "tile_n": 256}),
    "in_dtype fp8, out_dtype bf16, tile 128x256x128 (aiter's tuned kernel, A path not stated)":
        ("examples/gemm_preshuffle_paths.yaml", "preshuffle_fp8_sync_s2", ("M",), {"tile_m": 128, "tile_n": 256}),
}


def repo_root() -> Path:
    return Path(__file__).resolve().parents[2]


def csv_path() -> Path | None:
    """$FLYGEN_CALIBRATION_CSV, else ../shared/perf/calibration.csv beside the repository; None if neither exists."""
    env = os.environ.get("FLYGEN_CALIBRATION_CSV")
    for c in ([Path(env)] if env else []) + [repo_root().parent / "shared" / "perf" / "calibration.csv"]:
        if c.is_file():
            return c
    return None


def read_rows(path) -> list[dict]:
    """The published rows of calibration.csv (comment lines start with '#')."""
    lines = [ln for ln in Path(path).read_text().splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    out = []
    for i, rec in enumerate(csv.reader(lines)):
        fam, cfg, M, N, K, tf, src = rec
        out.append({"family": fam, "config": cfg, "M": int(M), "N": int(N), "K": int(K),
                    "published_tflops": float(tf), "source": src})
    return out


def row_features(row: dict) -> dict:
    """Trace and simulate the flygen kernel of `row` at its shape: its profile and launch bytes."""
    from flygen.model import run
    spec, name, runtime, extra = ROWS[row["config"]]
    M, N, K = row["M"], row["N"], row["K"]
    sizes = {k: row[k] for k in runtime}
    over = {**{k: row[k] for k in ("M", "N", "K") if k not in runtime}, **extra}
    path = str(repo_root() / spec)
    r = run.model_kernel(path, name, sizes=sizes, overrides=over)
    from flygen.model.profile import _MEMO
    prof = next(v for v in reversed(list(_MEMO.values())) if v.kernel == r["kernel"])
    return {"kernel": name, "spec": spec, "sizes": sizes, "overrides": over, "profile": asdict(prof),
            "n_cu": r["workgroups_per_cu"], "workgroups": r["workgroups"], "requested": r["bytes"]["requested"],
            "fill": r["bytes"]["l2_fill"], "hbm": r["bytes"]["hbm"], "flops": 2.0 * M * N * K}


def modeled_tflops(feat: dict, vals: dict) -> float:
    """The model's TFLOPS for a row's features under parameter values `vals` (what run.launch_model computes)."""
    from flygen.model.memory import launch_time
    from flygen.model.profile import Profile
    pr = feat["profile"]
    prof = Profile(**{**pr, "lat_points": tuple(pr["lat_points"]), "cycles": tuple(tuple(c) for c in pr["cycles"])})
    full, rem = divmod(feat["n_cu"], prof.traced)

    def cu_cycles(lat):
        return full * prof.cu_cycles(prof.traced, lat) + (prof.cu_cycles(rem, lat) if rem else 0.0)
    t = launch_time(cu_cycles, feat["requested"], feat["fill"], feat["hbm"], vals,
                    prof.mfma_cycles_per_wg * feat["workgroups"])
    return feat["flops"] / max(t["cu"], t["l2"], t["mall"], t["hbm"]) / 1e12


def _loss(feats, rows, vals) -> float:
    return sum(math.log(modeled_tflops(f, vals) / r["published_tflops"]) ** 2 for f, r in zip(feats, rows))


def fit(feats, rows) -> dict:
    """The FIT parameters minimising the squared log error over `rows` (deterministic coordinate search)."""
    base = {k: v.value for k, v in PARAMS.items()}
    vals = dict(base)
    for k in FIT:
        lo, hi = PARAMS[k].range
        vals[k] = math.sqrt(lo * hi)
    g = (math.sqrt(5) - 1) / 2
    for _ in range(SWEEPS):
        for k in FIT:
            lo, hi = (math.log(x) for x in PARAMS[k].range)
            a, b = lo, hi

            def at(x):
                return _loss(feats, rows, {**vals, k: math.exp(x)})
            c, d = b - g * (b - a), a + g * (b - a)
            fc, fd = at(c), at(d)
            for _ in range(GOLDEN_STEPS):
                if fc <= fd:
                    b, d, fd = d, c, fc
                    c = b - g * (b - a)
                    fc = at(c)
                else:
                    a, c, fc = c, d, fd
                    d = a + g * (b - a)
                    fd = at(d)
            best = min((at(a), a), (fc, c), (fd, d), (at(b), b), (at(math.log(vals[k])), math.log(vals[k])))
            vals[k] = math.exp(best[1])
    return {k: round(vals[k], 6) for k in FIT}


def evaluate(feats, rows, params: dict) -> list[dict]:
    vals = {**{k: v.value for k, v in PARAMS.items()}, **params}
    return [{"kernel": f["kernel"], "M": r["M"], "N": r["N"], "K": r["K"], "published_tflops": r["published_tflops"],
             "modeled_tflops": round(modeled_tflops(f, vals), 1),
             "ratio": round(modeled_tflops(f, vals) / r["published_tflops"], 4)} for f, r in zip(feats, rows)]


def leave_one_out(feats, rows) -> list[dict]:
    out = []
    for i in range(len(rows)):
        keep = [j for j in range(len(rows)) if j != i]
        prm = fit([feats[j] for j in keep], [rows[j] for j in keep])
        e = evaluate([feats[i]], [rows[i]], prm)[0]
        out.append({**e, "params": prm})
    return out


def summary(res: list[dict]) -> dict:
    errs = sorted(abs(r["ratio"] - 1) for r in res)
    return {"max_abs_error": round(errs[-1], 4), "median_abs_error": round(errs[len(errs) // 2], 4),
            "within_15pct": sum(e <= 0.15 for e in errs), "rows": len(errs)}


def load() -> dict:
    return json.loads(CALIBRATION.read_text())


def main(argv) -> int:
    data = load() if CALIBRATION.is_file() else {}
    if "--features" in argv:
        path = Path(argv[argv.index("--csv") + 1]) if "--csv" in argv else csv_path()
        if path is None:
            print("calibration.csv not found: give --csv PATH or FLYGEN_CALIBRATION_CSV", file=sys.stderr)
            return 2
        rows = read_rows(path)
        data = {"rows": rows, "features": [row_features(r) for r in rows]}
        argv = argv + ["--fit"]
    if "--fit" in argv:
        rows, feats = data["rows"], data["features"]
        params = fit(feats, rows)
        res = evaluate(feats, rows, params)
        loo = leave_one_out(feats, rows)
        data.update({"fitted": list(FIT), "params": params, "residuals": res, "loo": loo,
                     "loo_summary": summary(loo), "fit_summary": summary(res)})
        CALIBRATION.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    print("fitted (ONLY to calibration.csv):", data["params"])
    print(f"{'kernel':28s} {'M':>6s} {'N':>6s} {'K':>6s} {'published':>9s} {'modeled':>8s} {'ratio':>6s} {'LOO':>6s}")
    for r, l in zip(data["residuals"], data["loo"]):
        print(f"{r['kernel']:28s} {r['M']:6d} {r['N']:6d} {r['K']:6d} {r['published_tflops']:9.0f} "
              f"{r['modeled_tflops']:8.0f} {r['ratio']:6.3f} {l['ratio']:6.3f}")
    print("fit:", data["fit_summary"], " leave-one-out:", data["loo_summary"])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
