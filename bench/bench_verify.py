"""Verify throughput: cases/s (wall and CPU) of `flygen verify` with 1 and 2 local processes (-j 1, -j 2) and
on a Dask LocalCluster of 2 worker processes (1 thread each), on one case list.

    python bench/bench_verify.py [--runs 1] [--modes j1,j2,cluster] [--n 200000] [--m 512]

The case list: the 6 axpby kernels of examples/axpby.yaml at n=N and the 8 MX preshuffle GEMMs of
examples/gemm_preshuffle_mx.yaml at M=M (14 cases). Each mode runs in a fresh Python process (nothing
warm from another mode), with no results database (every case runs). Figures per mode, median of --runs:
- wall: the verify call alone (after imports; for the cluster, after the LocalCluster has started; its
  start is printed separately);
- CPU: user + system seconds of the verify call in every process doing the work: this process and its
  reaped children (-j 2's forked workers), plus, for the cluster, each worker's own rusage delta (the
  scheduler and nannies run in this process);
- the sha256 of the results' JSON: every mode must give the same results (checked; a difference fails).
Not a timed test. On a shared machine the figures move with the load; the load average is printed.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import statistics
import subprocess
import sys
import time

SPECS = ["examples/axpby.yaml", "examples/gemm_preshuffle_mx.yaml"]


def _cpu(who) -> float:
    r = resource.getrusage(who)
    return r.ru_utime + r.ru_stime


def _worker_cpu() -> float:
    return _cpu(resource.RUSAGE_SELF)


def child(mode: str, sizes: dict) -> dict:
    import flygen.check.verify as fv
    out = {"mode": mode}
    if mode == "cluster":
        import distributed
        t0 = time.perf_counter()
        cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                           dashboard_address=None, silence_logs=40)
        client = distributed.Client(cluster.scheduler_address, set_as_default=False)
        client.wait_for_workers(2)
        out["start_s"] = time.perf_counter() - t0
        before = client.run(_worker_cpu)
    cpu0 = _cpu(resource.RUSAGE_SELF) + _cpu(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    if mode == "cluster":
        from flygen.check.cluster import Cluster
        res = fv.verify(SPECS, sizes=sizes, executor=Cluster(cluster.scheduler_address))
    else:
        res = fv.verify(SPECS, sizes=sizes, jobs=int(mode[1:]))
    out["wall_s"] = time.perf_counter() - t0
    out["cpu_s"] = _cpu(resource.RUSAGE_SELF) + _cpu(resource.RUSAGE_CHILDREN) - cpu0
    if mode == "cluster":
        after = client.run(_worker_cpu)
        out["cpu_s"] += sum(after[w] - before[w] for w in before)
        client.close()
        cluster.close()
    out["cases"] = len(res)
    out["passed"] = sum(r["passed"] for r in res)
    out["results_sha256"] = hashlib.sha256(json.dumps(res, sort_keys=True).encode()).hexdigest()
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--modes", default="j1,j2,cluster")
    ap.add_argument("--n", type=int, default=200000, help="axpby's n")
    ap.add_argument("--m", type=int, default=512, help="the MX GEMMs' M")
    ap.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args()
    sizes = {"n": args.n, "M": args.m}
    if args.child:
        print(json.dumps(child(args.child, sizes)))
        return
    print(f"cores {os.cpu_count()}, load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}; "
          f"case list: {' + '.join(SPECS)} at n={args.n}, M={args.m}")
    rows, shas = [], set()
    for mode in args.modes.split(","):
        runs = []
        for _ in range(args.runs):
            proc = subprocess.run([sys.executable, __file__, "--child", mode, "--n", str(args.n), "--m", str(args.m)],
                                  capture_output=True, text=True, check=False)
            if proc.returncode != 0:
                sys.exit(f"{mode}: failed:\n{proc.stderr}")
            runs.append(json.loads(proc.stdout.strip().splitlines()[-1]))
        shas |= {r["results_sha256"] for r in runs}
        wall = statistics.median(r["wall_s"] for r in runs)
        cpu = statistics.median(r["cpu_s"] for r in runs)
        cases = runs[0]["cases"]
        start = f", cluster start {statistics.median(r['start_s'] for r in runs):.1f} s" if mode == "cluster" else ""
        label = {"j1": "-j 1", "j2": "-j 2", "cluster": "LocalCluster 2 workers"}[mode]
        rows.append(f"{label:<24} {cases} cases ({runs[0]['passed']} passed): wall {wall:.1f} s = "
                    f"{cases / wall:.2f} cases/s, CPU {cpu:.1f} s = {cases / cpu:.2f} cases/CPU-s{start}")
        print(rows[-1], flush=True)
    print(f"load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    if len(shas) != 1:
        sys.exit(f"results differ between modes: {sorted(shas)}")
    print(f"results identical in every mode (sha256 {shas.pop()[:16]})")


if __name__ == "__main__":
    main()
