"""Spec fuzzing: does bad input ever get a traceback, a hang or an unlocated error, and does what validates build?

Cases come from bench/spec_cases.py (valid-looking, edge values of every numeric field, mutated entries, YAML
oddities; every family). Each runs `flygen validate SPEC` through the CLI entry point in-process (click's
CliRunner) under a per-case time limit; a sampled subset of the specs that validate is built (`flygen build
SPEC -o TMP --no-cache -j 1`). Classes:

  ok-accepted                  validate exit 0
  ok-rejected-located          validate failed, every `error:` line names SPEC:LINE:COL inside the file
  UNLOCATED                    an error line without a location in the spec (or a failure with no error line)
  TRACEBACK                    an exception escaped the CLI (validate or build)
  HANG                         the time limit passed (validate or build)
  VALIDATED-BUT-BUILD-FAILED   validate accepted the spec, build failed or built fewer kernels

Deterministic: case I of --seed S is the same bytes on every run (`--case I` replays one and prints it);
the first cases of a run are the systematic edge values (every family x int field x edge value) unless
--no-edges. Bounded by --cases and --budget seconds. Exit status 1 if any of the capitalised classes occurred.

Usage:  python bench/fuzz_specs.py [--cases 10000] [--budget 1500] [--seed 0] [--build-rate 0.05]
                                   [--family F] [--json out.json] [--save-bad DIR] [--case I]
"""
from __future__ import annotations

import argparse
import collections
import contextlib
import json
import multiprocessing as mp
import os
import random
import re
import resource
import signal
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from click.testing import CliRunner  # noqa: E402

import spec_cases  # noqa: E402
from flygen.cli.main import cli  # noqa: E402

OK = ("ok-accepted", "ok-rejected-located")
BAD = ("UNLOCATED", "TRACEBACK", "HANG", "VALIDATED-BUT-BUILD-FAILED")
CLASSES = OK + BAD
_LOCATED = re.compile(r"^error: (?P<file>.+?):(?P<line>\d+):(?P<col>\d+): \S")
_BUILT = re.compile(r"^ok: (\d+) kernel\(s\)")


class CaseTimeout(BaseException):
    """Raised by SIGALRM in the case's own frame (a BaseException: no `except Exception` swallows it)."""


@contextlib.contextmanager
def time_limit(seconds: float, where: list):
    def expire(_signum, frame):
        where[:] = [f"{f.filename}:{f.lineno} {f.name}" for f in traceback.extract_stack(frame)[-4:]]
        raise CaseTimeout
    old = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def invoke(args: list[str], timeout: float) -> dict:
    """Run the flygen CLI in-process: exit code, output (stdout + stderr), escaped exception, time."""
    where: list = []
    t0 = time.perf_counter()
    try:
        with time_limit(timeout, where):
            r = CliRunner().invoke(cli, args)
    except CaseTimeout:
        return {"hang": True, "seconds": time.perf_counter() - t0, "where": where}
    exc = r.exception if r.exception is not None and not isinstance(r.exception, SystemExit) else None
    tb = None
    if exc is not None:
        frames = traceback.extract_tb(r.exc_info[2])[-3:]
        tb = f"{type(exc).__name__}: {str(exc)[:300]} at " + " <- ".join(
            f"{Path(f.filename).name}:{f.lineno}" for f in reversed(frames))
    return {"hang": False, "exit": r.exit_code, "output": r.output, "exception": tb,
            "seconds": time.perf_counter() - t0}


def classify_validate(res: dict, spec: str, nlines: int) -> tuple[str, str]:
    """(class, detail) of one validate run on the spec file `spec` of `nlines` lines."""
    if res["hang"]:
        return "HANG", " <- ".join(reversed(res["where"]))
    if res["exception"] or "Traceback (most recent call last)" in res["output"]:
        return "TRACEBACK", res["exception"] or res["output"][-300:]
    errors = [ln for ln in res["output"].splitlines() if ln.startswith("error: ")]
    if res["exit"] == 0 and not errors:
        return "ok-accepted", ""
    if not errors:
        return "UNLOCATED", f"exit {res['exit']} without an error line: {res['output'][-200:]!r}"
    for ln in errors:
        m = _LOCATED.match(ln)
        if not m or m["file"] != spec or not (1 <= int(m["line"]) <= nlines + 1) or int(m["col"]) < 1:
            return "UNLOCATED", ln[:300]
    return "ok-rejected-located", errors[0][len(spec) + 8:][:200]


def classify_build(res: dict, out: Path, kernels: int) -> tuple[str, str]:
    if res["hang"]:
        return "HANG", "build: " + " <- ".join(reversed(res["where"]))
    if res["exception"] or "Traceback (most recent call last)" in res["output"]:
        return "TRACEBACK", "build: " + (res["exception"] or res["output"][-300:])
    if res["exit"] != 0:
        errs = [ln for ln in res["output"].splitlines() if ln.startswith("error: ")]
        return "VALIDATED-BUT-BUILD-FAILED", (errs[0] if errs else res["output"][-300:])[:300]
    try:
        built = len(json.loads((out / "manifest.json").read_text())["kernels"])
    except (OSError, ValueError, KeyError) as e:
        return "VALIDATED-BUT-BUILD-FAILED", f"no readable manifest: {e}"
    if built != kernels:
        return "VALIDATED-BUT-BUILD-FAILED", f"validate planned {kernels} kernel(s), build wrote {built}"
    return "built", ""


def yaml_lines(data: bytes) -> int:
    """Lines as YAML counts them (CR LF, CR, LF, NEL, LS, PS each end one)."""
    return len(re.split("\r\n|[\r\n\x85\u2028\u2029]", data.decode("utf-8", "replace")))


def run_case(case: spec_cases.Case, work: Path, build: bool, timeout: float, build_timeout: float,
             mem_bytes: int | None = None) -> dict:
    """Validate one case (and build it if `build` and it validated): a result row."""
    spec = work / "spec.yaml"
    spec.write_bytes(case.text)
    nlines = yaml_lines(case.text)
    with _address_space(mem_bytes):
        res = invoke(["validate", str(spec)], timeout)
    cls, detail = classify_validate(res, str(spec), nlines)
    row = {"family": case.family, "kind": case.kind, "what": case.what, "class": cls, "detail": detail,
           "seconds": round(res["seconds"], 3), "build": None}
    if cls == "ok-accepted" and build:
        out = work / "out"
        m = _BUILT.search(res["output"])
        bres = invoke(["build", str(spec), "-o", str(out), "--no-cache", "-j", "1"], build_timeout)
        bcls, bdetail = classify_build(bres, out, int(m.group(1)) if m else -1)
        row["build"] = {"class": bcls, "seconds": round(bres["seconds"], 3)}
        if bcls != "built":
            row["class"], row["detail"] = bcls, bdetail
        _rmtree(out)
    return row


@contextlib.contextmanager
def _address_space(limit: int | None):
    """Cap this process's address space while validating (a runaway allocation is a MemoryError, reported as an
    unlocated 'out of memory' line, not a machine out of memory); builds run uncapped (the assembler's mmaps)."""
    if not limit:
        yield
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def _rmtree(p: Path) -> None:
    import shutil
    shutil.rmtree(p, ignore_errors=True)


# ---------------------------------------------------------------- the run: cases -> worker -> rows

def case_at(seed: int, index: int, families: tuple | None, edges: bool) -> spec_cases.Case:
    rng = spec_cases.case_rng(seed, index)
    table = [e for e in spec_cases.edge_cases() if not families or e[0] in families] if edges else []
    if index < len(table):
        fam, key, value = table[index]
        return spec_cases.case_edge(rng, fam, key, value, where="kernel")
    return spec_cases.make_case(rng, rng.choice(families) if families else None)


def wants_build(seed: int, index: int, rate: float) -> bool:
    return random.Random(f"flygen-spec-fuzz-build:{seed}:{index}").random() < rate


def _worker(conn, args) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)      # the parent decides on Ctrl-C
    work = Path(tempfile.mkdtemp(prefix="flygen-fuzz-"))
    os.environ["FLYGEN_CACHE"] = str(work / "cache")
    try:
        while True:
            job = conn.recv()
            if job is None:
                return
            index, build = job
            case = case_at(args.seed, index, args.family, not args.no_edges)
            row = run_case(case, work, build, args.timeout, args.build_timeout, args.mem_mb << 20)
            conn.send((index, row))
    finally:
        _rmtree(work)


class Worker:
    """One forked worker process; a case that outlives the time limit by `grace` seconds (stuck where SIGALRM
    cannot reach: C code) kills it, is reported as HANG, and a new worker takes over."""

    def __init__(self, args):
        self.args = args
        self.start()

    def start(self):
        self.conn, child = mp.get_context("fork").Pipe()
        self.proc = mp.get_context("fork").Process(target=_worker, args=(child, self.args), daemon=True)
        self.proc.start()
        self.done = 0

    def run(self, index: int, build: bool) -> dict:
        self.conn.send((index, build))
        limit = self.args.timeout + (self.args.build_timeout if build else 0) + 30
        if self.conn.poll(limit):
            try:
                got, row = self.conn.recv()
                self.done += 1
                if self.done >= self.args.recycle:   # bound what caches keep across cases
                    self.stop()
                    self.start()
                return row
            except EOFError:
                pass
        self.proc.kill()
        self.proc.join()
        code = self.proc.exitcode
        self.start()
        case = case_at(self.args.seed, index, self.args.family, not self.args.no_edges)
        return {"family": case.family, "kind": case.kind, "what": case.what, "class": "HANG",
                "detail": f"worker stuck or died (exit {code}) within {limit:.0f} s", "seconds": limit,
                "build": None}

    def stop(self):
        with contextlib.suppress(OSError, BrokenPipeError):
            self.conn.send(None)
        self.proc.join(10)
        if self.proc.is_alive():
            self.proc.kill()


def summary(rows: dict, args, seconds: float) -> dict:
    by_fam = collections.defaultdict(collections.Counter)
    by_kind = collections.defaultdict(collections.Counter)
    builds = collections.Counter()
    for r in rows.values():
        by_fam[r["family"]][r["class"]] += 1
        by_kind[r["kind"]][r["class"]] += 1
        if r["build"]:
            builds[r["build"]["class"]] += 1
    total = collections.Counter(r["class"] for r in rows.values())
    bad = [{"index": i, **r} for i, r in sorted(rows.items()) if r["class"] in BAD]
    slow = sorted(((r["seconds"], i) for i, r in rows.items()), reverse=True)[:10]
    return {"seed": args.seed, "cases": len(rows), "seconds": round(seconds, 1),
            "classes": {c: total[c] for c in CLASSES},
            "by_family": {f: {c: n[c] for c in CLASSES} for f, n in sorted(by_fam.items())},
            "by_kind": {k: {c: n[c] for c in CLASSES} for k, n in sorted(by_kind.items())},
            "builds": {"attempted": sum(builds.values()), **dict(sorted(builds.items()))},
            "validate_seconds_median": sorted(r["seconds"] for r in rows.values())[len(rows) // 2] if rows else 0,
            "slowest": [{"index": i, "seconds": s, "family": rows[i]["family"], "what": rows[i]["what"]}
                        for s, i in slow],
            "bad": bad}


def print_table(s: dict) -> None:
    short = {"ok-accepted": "accepted", "ok-rejected-located": "rejected", "UNLOCATED": "UNLOC",
             "TRACEBACK": "TRACE", "HANG": "HANG", "VALIDATED-BUT-BUILD-FAILED": "BUILDFAIL"}
    cols = list(CLASSES)
    head = f"{'':20s}" + "".join(f"{short[c]:>10s}" for c in cols) + f"{'total':>8s}"
    print(head)
    for title, table in (("family", s["by_family"]), ("kind", s["by_kind"])):
        for name, n in table.items():
            print(f"{name:20s}" + "".join(f"{n[c]:10d}" for c in cols) + f"{sum(n.values()):8d}")
        print()
    print(f"{'all':20s}" + "".join(f"{s['classes'][c]:10d}" for c in cols) + f"{s['cases']:8d}")
    b = s["builds"]
    print(f"builds: {b['attempted']} attempted, " + ", ".join(f"{k} {v}" for k, v in b.items() if k != "attempted"))
    print(f"{s['cases']} cases in {s['seconds']} s (median validate {s['validate_seconds_median'] * 1000:.0f} ms); "
          f"slowest: " + ", ".join(f"#{x['index']} {x['seconds']:.1f} s" for x in s["slowest"][:5]))
    for r in s["bad"][:40]:
        print(f"  {r['class']:26s} #{r['index']} {r['family']} {r['kind']} [{r['what'][:50]}]: {r['detail'][:200]}")
    if len(s["bad"]) > 40:
        print(f"  ... {len(s['bad']) - 40} more (--json)")


def replay(args) -> int:
    case = case_at(args.seed, args.case, args.family, not args.no_edges)
    print(f"# case {args.case}: {case.family} {case.kind} [{case.what}]")
    sys.stdout.write(case.text.decode("utf-8", "backslashreplace"))
    with tempfile.TemporaryDirectory() as d:
        os.environ["FLYGEN_CACHE"] = str(Path(d) / "cache")
        row = run_case(case, Path(d), True, args.timeout, args.build_timeout, args.mem_mb << 20)
        spec = Path(d) / "spec.yaml"
        spec.write_bytes(case.text)
        res = invoke(["validate", str(spec)], args.timeout)
        print(res.get("output", ""), res.get("exception") or "")
    print(json.dumps(row, indent=1))
    return 1 if row["class"] in BAD else 0


def _preload() -> None:
    """Import every module a case can reach before forking: a recycled worker is a fresh fork of this process,
    so it runs the code this run started with even if files change on disk meanwhile."""
    import flygen.build.pipeline  # noqa: F401
    import flygen.render  # noqa: F401
    import flygen.toolchain  # noqa: F401
    from flygen.families import FAMILIES
    for fam in FAMILIES.values():
        for role in ("spec", "planner", "ref"):
            fam.module(role)
    spec_cases.seeds()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cases", type=int, default=10_000, help="cases to run (edge table first)")
    ap.add_argument("--budget", type=float, default=1500.0, help="stop starting cases after this many seconds")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--family", action="append", choices=spec_cases.FAMILY_NAMES)
    ap.add_argument("--no-edges", action="store_true", help="skip the systematic edge-value table")
    ap.add_argument("--build-rate", type=float, default=0.05, help="fraction of accepted specs also built")
    ap.add_argument("--max-builds", type=int, default=400)
    ap.add_argument("--timeout", type=float, default=20.0, help="seconds per validate")
    ap.add_argument("--build-timeout", type=float, default=120.0, help="seconds per build")
    ap.add_argument("--mem-mb", type=int, default=6144, help="address-space cap while validating (0: none)")
    ap.add_argument("--recycle", type=int, default=500, help="restart the worker after this many cases")
    ap.add_argument("--json", help="write the summary (and every bad case) here")
    ap.add_argument("--save-bad", help="write each bad case's spec here as case<I>.yaml")
    ap.add_argument("--case", type=int, help="replay one case: print its spec, output and row")
    args = ap.parse_args(argv)
    args.family = tuple(args.family) if args.family else None
    if args.case is not None:
        return replay(args)
    _preload()
    worker = Worker(args)
    rows: dict[int, dict] = {}
    builds = 0
    t0 = time.monotonic()
    try:
        for index in range(args.cases):
            if time.monotonic() - t0 > args.budget:
                print(f"budget of {args.budget:.0f} s spent after {index} cases", file=sys.stderr)
                break
            build = builds < args.max_builds and wants_build(args.seed, index, args.build_rate)
            rows[index] = row = worker.run(index, build)
            builds += bool(row["build"])
            if index % 500 == 499:
                n = collections.Counter(r["class"] for r in rows.values())
                print(f"[{time.monotonic() - t0:6.0f} s] {index + 1} cases: "
                      + ", ".join(f"{c} {n[c]}" for c in CLASSES if n[c]), file=sys.stderr, flush=True)
    except KeyboardInterrupt:
        print("interrupted: summary of the cases run so far", file=sys.stderr)
    finally:
        worker.stop()
    s = summary(rows, args, time.monotonic() - t0)
    print_table(s)
    if args.save_bad:
        os.makedirs(args.save_bad, exist_ok=True)
        for r in s["bad"]:
            case = case_at(args.seed, r["index"], args.family, not args.no_edges)
            Path(args.save_bad, f"case{r['index']}.yaml").write_bytes(case.text)
    if args.json:
        Path(args.json).write_text(json.dumps(s, indent=1, sort_keys=True) + "\n")
    return 1 if any(s["classes"][c] for c in BAD) else 0


if __name__ == "__main__":
    sys.exit(main())
