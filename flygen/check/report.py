"""`flygen report`: a library's verify state from its results database (flygen.check.results).

A case is (kernel, kind, sizes, seed, waived hazards); its latest record (by time) is its result. The kind
(flygen.check.results: "case" plain verify, "big" `verify --big`, "chain" `verify --moe-chain`) is shown with each
kernel; a kernel verified in two modes has a line per mode. Per kernel:
cases, passed, failed, and how many of those latest results are stale (written by other flygen code: the
emulator, references or templates changed since, so a verify would run them again). Failures come with
their spec location and worst err/bound. Deterministic order: spec file, spec index, kernel, case.
"""
from __future__ import annotations

import json

from flygen.build.cache import code_identity
from flygen.errors import FlygenError
from flygen.check.results import ResultStore


def _case(r: dict) -> tuple:
    return (r["kernel"], r["kind"], json.dumps(r["sizes"], sort_keys=True), r["seed"], json.dumps(r["waive"]))


def _order(r: dict) -> tuple:
    return (r["spec_file"] or "", r["spec_index"] if r["spec_index"] is not None else -1, r["kernel"],
            r["kind"], json.dumps(r["sizes"], sort_keys=True), r["seed"])


def report(store: ResultStore) -> dict:
    if not store.path.exists():
        raise FlygenError(f"{store.path}: no such results database (flygen verify --results FILE writes one)")
    rows = store.rows()
    latest: dict[tuple, dict] = {}
    for r in rows:                         # oldest first: a later record of the same case replaces it
        latest[_case(r)] = r
    kernels: dict[str, dict] = {}
    failures = []
    for r in sorted(latest.values(), key=_order):
        k = kernels.setdefault((r["kernel"], r["kind"]), {"kernel": r["kernel"], "kind": r["kind"],
                                                          "family": r["family"], "spec": r["spec"],
                                                          "cases": 0, "passed": 0, "failed": 0, "stale": 0})
        k["cases"] += 1
        k["passed" if r["passed"] else "failed"] += 1
        k["stale"] += r["stale"]
        if not r["passed"]:
            res = store.result(r["key"]) or {}
            checks = res.get("checks", [])
            failures.append({"kernel": r["kernel"], "kind": r["kind"], "spec": r["spec"], "sizes": r["sizes"], "seed": r["seed"],
                             "worst": r["worst"], "mismatches": sum(c["mismatches"] for c in checks),
                             "clobbered": [c["arg"] for c in checks if not c["guard_ok"]],
                             "hazards": len(res.get("hazards", [])), "asm_sha256": r["asm_sha256"],
                             "stale": r["stale"], "created": r["created"]})
    stale = [{"kernel": r["kernel"], "kind": r["kind"], "sizes": r["sizes"], "seed": r["seed"], "passed": r["passed"],
              "code": r["code"], "created": r["created"]} for r in sorted(rows, key=_order) if r["stale"]]
    ks = list(kernels.values())
    return {"store": str(store.path), "code": code_identity(),
            "kernels": ks, "failures": failures, "stale": stale,
            "totals": {"kernels": len(ks), "cases": len(latest), "passed": sum(k["passed"] for k in ks),
                       "failed": sum(k["failed"] for k in ks), "stale_latest": sum(k["stale"] for k in ks),
                       "records": len(rows), "stale_records": len(stale)}}
