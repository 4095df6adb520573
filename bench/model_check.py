"""Check flygen's timing model from outside: published MI355X (gfx950) timings that the model was NOT fitted to
(bench/model_check.csv; the fit uses ../shared/perf/calibration.csv only, docs/model.md §7). For each row, the
flygen kernel of the row's configuration (closest flygen spec) is modeled at the row's shape -- the figure
`flygen model` reports -- and compared with the published TFLOPS. MODELED figures against published ones.

    python bench/model_check.py [--kind gemm|attention] [--source TEXT] [--limit N] [--markdown] [--cached-only]

Prints per-row ratios (modeled / published TFLOPS), then the median ratio, the share of rows within +-25 % and
+-15 %, and the pairs ordered as the hardware orders them (issue 27's targets: median 0.85-1.15, >= 75 % within
+-25 %, >= 90 % of pairs ordered):
  - "config" pairs: same source, same shape, different configuration: ordered if the model ranks the two the
    way the published figures do (TFLOPS; same shape, so also time);
  - "shape" pairs: same source, same configuration, different shapes: ordered if the model ranks the two shapes'
    TFLOPS (efficiency, not time: time mostly follows the work) as published.
  A pair whose published figures are equal has no order to reproduce and is left out; a modeled tie counts as
  not ordered. Rows whose configuration does not plan in flygen have no flygen equivalent: listed, not counted.
  `--cached-only` models nothing: it reports the rows the cache already holds and counts the others.

Each modeled row is cached in $FLYGEN_CACHE/model_check/ keyed by flygen's code identity (every module, the
model's rules and parameters included), calibration.json, the spec, kernel, sizes and overrides; the profile
(trace) is also kept in $FLYGEN_CACHE/model/ (flygen.model.profile), so a re-run reads JSON.
"""
from __future__ import annotations

import csv
import hashlib
import json
import math
import os
import re
import sys
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ("source", "url", "repo", "path", "commit")
# one table per kind of kernel: its file, columns after the source ones, integer columns, configuration columns
# (pairs of one shape compare these) and shape columns (pairs of one configuration compare these)
KINDS = {
    "gemm": {"file": ROOT / "bench" / "model_check.csv",
             "columns": ("family", "dtype", "a_path", "tile_m", "tile_n", "tile_k", "M", "N", "K"),
             "ints": ("tile_m", "tile_n", "tile_k", "M", "N", "K"),
             "config": ("family", "dtype", "a_path", "tile_m", "tile_n", "tile_k"), "shape": ("M", "N", "K")},
    "attention": {"file": ROOT / "bench" / "model_check_attention.csv",
                  "columns": ("dtype", "causal", "wg_remap", "batch", "heads_q", "head_dim", "seqlen_q", "seqlen_k"),
                  "ints": ("causal", "batch", "heads_q", "head_dim", "seqlen_q", "seqlen_k"),
                  "config": ("dtype", "causal", "wg_remap", "head_dim"),
                  "shape": ("batch", "heads_q", "seqlen_q", "seqlen_k")},
}
DATA = KINDS["gemm"]["file"]
PUBLISHED = ("published_tflops", "published_us", "assumed")
DENSE = ("fp8", "int8", "bf16", "f16")


class Timing(NamedTuple):
    """How a source's published figure was measured, as its own code or text says (read with the search/fetch
    tools; where it is read and what is assumed is in `how`). clock: "device" (GPU timestamps of the kernel's own
    execution), "wall" (host wall-clock around back-to-back calls, so it includes the host's per-call cost where
    that exceeds the kernel's) or "unstated". per_call_us: the source's OWN statement of its per-call host cost
    (None: it states none). tile_published: the row's tile is the source's (not our assumption), so its grid and
    the CUs it can occupy are known."""
    clock: str
    how: str
    per_call_us: float | None = None
    per_call_source: str = ""
    tile_published: bool = True
    same_buffers: bool = False     # calls repeated on the same tensors (operands that fit stay in the MALL)


_RUN_PERFTEST = ("FlyDSL tests/test_common.py run_perftest (unchanged from 3a80579e, PR #656, through 4f527a27): by "
                 "default torch.profiler's CUDA-kernel self_device_time_total per iteration (the profiler's GPU "
                 "kernel records: start..end of each dispatch), 3 warm-up + 20 timed iterations, the first dropped, "
                 "the calls cycled through up to 20 deep copies of the inputs (num_rotate_args=0: as many as memory "
                 "allows), so repeated calls do not find their operands in the MALL; HIP events around the whole "
                 "loop only with FLYDSL_PERFTEST_USE_EVENTS=1")
TIMING = {
    "FlyDSL#780": Timing(
        "device", _RUN_PERFTEST + ". The commit message (927959cd) does not name its harness: the PR's "
        "tests/kernels/test_preshuffle_gemm.py times its a6w4 GEMM with run_perftest (assumed the figures' source)",
        tile_published=False),
    "FlyDSL#1007": Timing(
        "device", _RUN_PERFTEST + ". The commit message (4f527a27) says 'single-hunk A/B on ac227c3', harness not "
        "named; tests/kernels/test_preshuffle_gemm.py times with run_perftest (assumed)"),
    "aiter a6w4_flydsl_tuned_gemm.csv": Timing(
        "wall", "ROCm/aiter op_tests/op_benchmarks/hip/tune_gemm_mx_a6w4.py _bench (the script the table names as "
        "its generator; read at ROCm/aiter 3a32b404, the stored version whose SHAPES hold the table's shapes -- "
        "N 576 / 1280 / 16384 / 106496 -- ; 70f7183b and amd-satre/aiter 719a7f18 list 10 shapes, same _bench; the "
        "script at the table's commit 3bd15ba4 is not stored here): time.perf_counter() around 20 back-to-back "
        "Python calls of aiter.ops.flydsl.batched_gemm_mxfp4.flydsl_gemm_mxfp4 on the same tensors, then "
        "torch.cuda.synchronize(), best of 3, / 20; 5 warm-up calls",
        per_call_us=19.0,
        per_call_source="aiter/ops/flydsl/batched_gemm_mxfp4.py (read at amd-satre/aiter 719a7f18; not at 3bd15ba4, "
        "not stored here): calling the cached CompiledFunction 'is ~19us, measured on MI355X at M=1 where the call "
        "is dispatch-bound rather than compute-bound' (~38us through the @flyc.jit wrapper); pick_mx_tiles: 'Below "
        "M~2048 the call is dominated by per-launch dispatch rather than compute'", same_buffers=True),
    "FlyDSL#919": Timing(
        "unstated", "commit message (cf1db2fe): 'median of 30 timed iterations', timer not named (run_perftest "
        "reports a mean, so the PR's own script)", tile_published=False),
}


class DataError(ValueError):
    pass


def columns(kind: str) -> tuple:
    return SOURCE + KINDS[kind]["columns"] + PUBLISHED


def read_rows(path=None, kind: str = "gemm") -> list[dict]:
    """The rows of a check table, validated (schema, numbers, sources); DataError names file and line. Each row
    also gets its kind, work (flops, the sources' convention), and its configuration and shape keys."""
    K = KINDS[kind]
    path = Path(path or K["file"])
    cols = columns(kind)
    text = path.read_text().splitlines()
    body = [(i + 1, ln) for i, ln in enumerate(text) if ln.strip() and not ln.lstrip().startswith("#")]
    if not body:
        raise DataError(f"{path}: no rows")
    header = next(csv.reader([body[0][1]]))
    if tuple(header) != cols:
        raise DataError(f"{path}:{body[0][0]}: header {header} is not {list(cols)}")
    rows = []
    for line, rec in zip((n for n, _ in body[1:]), csv.reader([ln for _, ln in body[1:]])):
        if len(rec) != len(cols):
            raise DataError(f"{path}:{line}: {len(rec)} fields, expected {len(cols)}")
        r = dict(zip(cols, rec))
        try:
            for k in K["ints"]:
                r[k] = int(r[k])
            r["published_tflops"] = float(r["published_tflops"])
            r["published_us"] = float(r["published_us"]) if r["published_us"] else None
        except ValueError as e:
            raise DataError(f"{path}:{line}: {e}") from None
        r["kind"] = kind
        problem = row_problem(r)
        if problem:
            raise DataError(f"{path}:{line}: {problem}")
        r.update(line=line, flops=work(r), config=(kind,) + tuple(r[k] for k in K["config"]),
                 shape=tuple(r[k] for k in K["shape"]))
        rows.append(r)
    return rows


def work(r: dict) -> float:
    """Floating-point operations the source's TFLOPS counts: 2 M N K for a GEMM; 4 B H Sq Sk D for attention,
    halved when causal (FlyDSL's flash-attention benchmark convention)."""
    if r["kind"] == "gemm":
        return 2.0 * r["M"] * r["N"] * r["K"]
    f = 4.0 * r["batch"] * r["heads_q"] * r["seqlen_q"] * r["seqlen_k"] * r["head_dim"]
    return f / 2 if r["causal"] else f


def row_problem(r: dict) -> str | None:
    """Why a row is not a usable published measurement with an exact source, or None."""
    if not r["source"]:
        return "source is empty"
    if not re.fullmatch(r"https://github\.com/[\w.-]+/[\w.-]+/\S+", r["url"]):
        return f"url {r['url']!r} is not a GitHub address"
    if not re.fullmatch(r"[\w.-]+/[\w.-]+", r["repo"]) or f"github.com/{r['repo']}/" not in r["url"]:
        return f"repo {r['repo']!r} does not match the url"
    if not re.fullmatch(r"[0-9a-f]{40}", r["commit"]):
        return f"commit {r['commit']!r} is not a full 40-hex sha"
    if not r["path"]:
        return "path is empty (a file in the repository, or '(commit message)')"
    if r["kind"] == "gemm":
        if r["family"] != "gemm_preshuffle":
            return f"family {r['family']!r}: only gemm_preshuffle rows are mapped to flygen kernels here"
        if r["a_path"] not in ("sync", "async"):
            return f"a_path {r['a_path']!r} is not sync or async"
        if not (r["dtype"] in DENSE or re.fullmatch(r"mx (fp4|fp6|bf6|fp8) x (fp4|fp8)", r["dtype"])):
            return f"dtype {r['dtype']!r} is not a gemm_preshuffle input type"
    else:
        if r["dtype"] not in ("bf16", "f16") or r["causal"] not in (0, 1) or r["wg_remap"] not in ("none", "xcd"):
            return "attention rows need dtype bf16/f16, causal 0/1 and wg_remap none/xcd"
    if min(r[k] for k in KINDS[r["kind"]]["ints"] if k != "causal") < 1:
        return "sizes and tiles must be positive"
    if not r["published_tflops"] > 0:
        return "published_tflops must be positive"
    if r["published_us"] is not None:
        implied = work(r) / (r["published_us"] * 1e-6) / 1e12
        if abs(implied / r["published_tflops"] - 1) > 0.02:
            return f"published_us {r['published_us']} implies {implied:.1f} TFLOPS, not {r['published_tflops']}"
    return None


def flygen_target(r: dict) -> tuple[str, str, dict, dict]:
    """(spec file, kernel, run-time sizes, spec overrides) of the flygen kernel closest to the row's configuration."""
    if r["kind"] == "attention":
        # FlyDSL's dual-wave kernel (the source's) runs 8 waves as two groups half a trip apart with its MFMA
        # phase at raised priority: flygen's `schedule: pingpong`, `waves: 8` (docs/attention.md)
        return ("examples/attention.yaml", f"fa_{r['dtype']}_d{r['head_dim']}" + ("_causal" if r["causal"] else ""),
                {"batch": r["batch"], "seqlen_q": r["seqlen_q"], "seqlen_k": r["seqlen_k"]},
                {"heads_q": r["heads_q"], "wg_remap": r["wg_remap"], "schedule": "pingpong", "waves": 8})
    over = {"N": r["N"], "K": r["K"], "tile_m": r["tile_m"], "tile_n": r["tile_n"], "tile_k": r["tile_k"],
            "a_path": r["a_path"], "out_dtype": "bf16"}
    m = re.fullmatch(r"mx (\w+) x (\w+)", r["dtype"])
    if m:
        return "examples/gemm_preshuffle_mx.yaml", f"preshuffle_mx_{m.group(1)}_{m.group(2)}", {"M": r["M"]}, over
    if r["dtype"] == "bf16":
        return "examples/gemm_preshuffle_paths.yaml", "preshuffle_bf16_k128", {"M": r["M"]}, {**over, "epilogue": "none"}
    return ("examples/gemm_preshuffle_paths.yaml", "preshuffle_fp8_sync_s2", {"M": r["M"]},
            {**over, "in_dtype": r["dtype"]})


def _key(spec, kernel, sizes, over, *extra) -> str:
    from flygen.model.params import CALIBRATION
    from flygen.model.profile import disk_key
    return disk_key("model_check", hashlib.sha256((ROOT / spec).read_bytes()).hexdigest(), kernel, sizes, over, *extra,
                    hashlib.sha256(CALIBRATION.read_bytes()).hexdigest() if CALIBRATION.is_file() else None)


def model_row(r: dict, run: bool = True) -> dict:
    """{"modeled_tflops", "modeled_us", "bound", "kernel", "seconds"} or {"no_equivalent": reason}; cached.
    run=False: only what the cache holds, else {"not_run": True}."""
    from flygen.build.cache import cache_root
    from flygen.errors import FlygenError
    spec, kernel, sizes, over = flygen_target(r)
    same = TIMING[r["source"]].same_buffers if r["source"] in TIMING else False
    key = _key(spec, kernel, sizes, over, *([r["flops"]] if r["kind"] != "gemm" else []), *(["same_buffers"] if same else []))
    path = cache_root() / "model_check" / key[:2] / f"{key}.json"
    try:
        got = json.loads(path.read_text())
        if got.get("key") == key:
            return {**got["result"], "cached": True}
    except (OSError, ValueError, KeyError, AttributeError):
        pass
    if not run:
        return {"not_run": True}
    from flygen.model import model_kernel
    t = time.perf_counter()
    try:
        m = model_kernel(str(ROOT / spec), kernel, sizes=sizes, overrides=over, profile_key=key, flops=r["flops"],
                         same_buffers=same)
        res = {"modeled_tflops": m["modeled_tflops"], "modeled_us": m["modeled_time_us"], "bound": m["bound"],
               "kernel": kernel, "wg_per_cu": m["occupancy"]["workgroups_per_cu"],
               "seconds": round(time.perf_counter() - t, 1)}
    except FlygenError as e:       # the configuration does not plan in flygen: no equivalent (said, not counted)
        res = {"no_equivalent": str(e).splitlines()[0][:160], "kernel": kernel}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps({"key": key, "result": res}, sort_keys=True))
        os.replace(tmp, path)
    except OSError:
        pass
    return {**res, "cached": False}


def config_of(r: dict) -> tuple:
    return r["config"]


def shape_of(r: dict) -> tuple:
    return r["shape"]


def occupied_peak(r: dict) -> tuple[int, int, float] | None:
    """(workgroups, CUs they can occupy, dense MFMA peak TFLOPS of those CUs at the 2.4 GHz peak clock) of a GEMM
    row's stated grid: workgroups = ceil(M / tile_m) x ceil(N / tile_n), one CU each at most, each CU at its 4
    SIMDs' full MFMA rate (flygen.isa.mfma's atom for the row's formats: flops / cycles; flygen.isa.limits) -- an
    upper bound on any device time of that configuration. None for other kinds."""
    if r["kind"] != "gemm":
        return None
    from flygen.isa import limits, mfma
    m = re.fullmatch(r"mx (\w+) x (\w+)", r["dtype"])
    atom = mfma.mx_mfma(*m.groups()) if m else mfma.dense_mfma(r["dtype"])
    wgs = -(-r["M"] // r["tile_m"]) * -(-r["N"] // r["tile_n"])
    cus = min(wgs, limits.CUS)
    return wgs, cus, cus * limits.SIMDS_PER_CU * atom.flops / atom.cycles * limits.CLOCK_GHZ * 1e9 / 1e12


def above_peak(r: dict) -> bool:
    """The published figure cannot be a device time of the stated configuration: more TFLOPS than the MFMA peak of
    the CUs its grid can occupy. Only where the source states the tile (else the grid is our assumption)."""
    occ = occupied_peak(r)
    return bool(occ and TIMING[r["source"]].tile_published and r["published_tflops"] > occ[2])


def dispatch_bound(r: dict, modeled_us: float) -> bool:
    """The source times wall-clock and states its own per-call host cost, and the modeled device time is below
    it: the published figure is bounded by that cost, not by the kernel."""
    t = TIMING[r["source"]]
    return t.clock == "wall" and t.per_call_us is not None and modeled_us < t.per_call_us


def classes(rows: list[dict]) -> dict[str, list[dict]]:
    """Split modeled rows (carrying 'modeled_us') by the stated rules, in this order, each row in one class:
    "above_peak" (published figure, stated tile: no model involved), "dispatch_bound" (the source's own per-call
    statement against the modeled device time), "rest". Never by the ratio modeled / published."""
    out = {"above_peak": [], "dispatch_bound": [], "rest": []}
    for r in rows:
        k = "above_peak" if above_peak(r) else "dispatch_bound" if dispatch_bound(r, r["modeled_us"]) else "rest"
        out[k].append(r)
    return out


def summary(rows: list[dict]) -> dict:
    """Figures over rows carrying 'published' and 'modeled' (TFLOPS), 'source', 'config' and 'shape'."""
    ratios = sorted(r["modeled"] / r["published"] for r in rows)
    n = len(ratios)
    med = (ratios[(n - 1) // 2] + ratios[n // 2]) / 2 if n else None
    out = {"rows": n, "median_ratio": med,
           "within_25": sum(abs(x - 1) <= 0.25 for x in ratios), "within_15": sum(abs(x - 1) <= 0.15 for x in ratios),
           "min_ratio": ratios[0] if n else None, "max_ratio": ratios[-1] if n else None}
    for kind, same, differ in (("config", shape_of, config_of), ("shape", config_of, shape_of)):
        ok = bad = skipped = 0
        for i in range(n):
            for j in range(i + 1, n):
                a, b = rows[i], rows[j]
                if a["source"] != b["source"] or same(a) != same(b) or differ(a) == differ(b):
                    continue
                hw = a["published"] - b["published"]
                if hw == 0:
                    skipped += 1
                    continue
                md = a["modeled"] - b["modeled"]
                if md != 0 and (md > 0) == (hw > 0):
                    ok += 1
                else:
                    bad += 1
        out[f"{kind}_pairs"] = ok + bad
        out[f"{kind}_ordered"] = ok
        out[f"{kind}_published_ties"] = skipped
    return out


def targets_met(s: dict) -> dict:
    pairs = s["config_pairs"] + s["shape_pairs"]
    return {"median_in_0.85_1.15": s["median_ratio"] is not None and 0.85 <= s["median_ratio"] <= 1.15,
            "75pct_within_25": s["rows"] > 0 and s["within_25"] >= 0.75 * s["rows"],
            "90pct_pairs_ordered": pairs > 0 and s["config_ordered"] + s["shape_ordered"] >= 0.9 * pairs}


def _fmt_summary(name, s) -> str:
    if not s["rows"]:
        return f"{name}: no rows modeled"
    pct = lambda a, b: f"{a}/{b} ({100 * a / b:.0f} %)" if b else "0/0"
    return (f"{name}: {s['rows']} rows, median modeled/published {s['median_ratio']:.3f} "
            f"(range {s['min_ratio']:.2f}-{s['max_ratio']:.2f}), within +-25 % {pct(s['within_25'], s['rows'])}, "
            f"within +-15 % {pct(s['within_15'], s['rows'])}; pairs ordered: config {pct(s['config_ordered'], s['config_pairs'])}, "
            f"shape {pct(s['shape_ordered'], s['shape_pairs'])}, all "
            f"{pct(s['config_ordered'] + s['shape_ordered'], s['config_pairs'] + s['shape_pairs'])}")


def labels(r: dict) -> tuple[str, str]:
    """(configuration, shape) of a row as printed."""
    if r["kind"] == "gemm":
        return (f"{r['dtype']} {r['a_path']} {r['tile_m']}x{r['tile_n']}x{r['tile_k']}", f"{r['M']}x{r['N']}x{r['K']}")
    return (f"{r['dtype']} d{r['head_dim']} {'causal' if r['causal'] else 'non-causal'} wg_remap {r['wg_remap']}",
            f"B{r['batch']} H{r['heads_q']} S{r['seqlen_q']}x{r['seqlen_k']}")


def main(argv) -> int:
    kinds = [argv[argv.index("--kind") + 1]] if "--kind" in argv else list(KINDS)
    rows = [r for k in kinds for r in read_rows(kind=k)]
    if "--source" in argv:
        rows = [r for r in rows if argv[argv.index("--source") + 1] in r["source"]]
    if "--limit" in argv:
        rows = rows[:int(argv[argv.index("--limit") + 1])]
    md = "--markdown" in argv
    print("MODELED (flygen.model, fitted to calibration.csv only) against PUBLISHED MI355X figures never fitted to\n")
    if md:
        print("| source | configuration | shape | published TFLOPS | modeled TFLOPS | ratio | bound |")
        print("| --- | --- | --- | --- | --- | --- | --- |")
    done, none, not_run = [], [], []
    t0 = time.perf_counter()
    for r in rows:
        res = model_row(r, run="--cached-only" not in argv)
        cfg, shape = labels(r)
        if "not_run" in res:
            not_run.append(r)
            continue
        if "no_equivalent" in res:
            res["no_equivalent"] = res["no_equivalent"].replace(str(ROOT) + "/", "")   # repository-relative
            none.append((r, res["no_equivalent"]))
            print(f"| {r['source']} | {cfg} | {shape} | {r['published_tflops']:g} | no flygen equivalent | - | - |" if md
                  else f"{r['source'][:14]:14s} {cfg:30s} {shape:22s} {r['published_tflops']:8.1f}  no flygen "
                       f"equivalent: {res['no_equivalent']}", flush=True)
            continue
        ratio = res["modeled_tflops"] / r["published_tflops"]
        done.append({**r, "published": r["published_tflops"], "modeled": res["modeled_tflops"],
                     "modeled_us": res["modeled_us"]})
        print(f"| {r['source']} | {cfg} | {shape} | {r['published_tflops']:g} | {res['modeled_tflops']:.1f} | "
              f"{ratio:.2f} | {res['bound']} |" if md
              else f"{r['source'][:14]:14s} {cfg:30s} {shape:22s} {r['published_tflops']:8.1f} "
                   f"{res['modeled_tflops']:8.1f} {ratio:6.3f} {res['bound']:4s} "
                   f"{'cached' if res['cached'] else str(res['seconds']) + ' s'}", flush=True)
    print()
    for src in sorted({r["source"] for r in done}):
        print(_fmt_summary(src, summary([r for r in done if r["source"] == src])))
    s = summary(done)
    print(_fmt_summary("ALL", s))
    print("targets (issue 27):", targets_met(s) if done else "no rows modeled")
    print("\nhow each source timed its figures (TIMING in this script):")
    for src in sorted({r["source"] for r in rows}):
        t = TIMING[src]
        print(f"  {src}: {t.clock}: {t.how}" + (f"; per-call cost stated: {t.per_call_us:g} us ({t.per_call_source})"
                                                if t.per_call_us is not None else ""))
    if done:
        c = classes(done)
        print(f"\nclasses (stated rules, not the fit; each row in the first that applies):")
        print(f"  above the MFMA peak of the CUs the stated grid occupies (published figure, stated tile; cannot be "
              f"a device time of that configuration): {len(c['above_peak'])} rows")
        for r in c["above_peak"]:
            wgs, cus, pk = occupied_peak(r)
            cfg, shape = labels(r)
            print(f"    {r['source'][:14]:14s} {cfg:30s} {shape:22s} {wgs} workgroups -> {cus} CUs, peak "
                  f"{pk:.0f} TFLOPS at {r['published_tflops']:g} published (modeled {r['modeled']:.1f})")
        print("  " + _fmt_summary("dispatch-bound by the source's own statement (wall-clock source, modeled device "
                                  "time below its stated per-call cost)", summary(c["dispatch_bound"])))
        print("  " + _fmt_summary("neither (the rest)", summary(c["rest"])))
    print(f"no flygen equivalent: {len(none)} rows; not modeled (--cached-only, not in the cache): {len(not_run)} "
          f"rows{' (' + ', '.join(sorted({r['source'] for r in not_run})) + ')' if not_run else ''}; "
          f"{time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main(sys.argv[1:]))
