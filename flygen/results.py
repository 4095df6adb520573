"""Results store for `flygen verify`: each verify result kept under a content key, so a re-run skips the
cases that passed before.

key = sha256(store layout + flygen code identity (flygen.cache.code_identity: every module and template,
so the emulator and references too) + sha256 of the kernel's .s + kernel name, family and params (the
references read them) + the runtime sizes given + seed + waived hazard kinds). The emulator runs the .s
text, so the toolchain is not part of the key. Location: `--store DIR`, default $FLYGEN_CACHE/results
(~/.cache/flygen/results).

One JSON file per case, `r1/<k[:2]>/<k>.json`, written to a temp name and renamed: concurrent writers
(shards on one machine, cluster clients) are safe, and two stores merge by copying files. Failed results
are recorded too, but only a record that says it passed, whose key matches its name, is served: a
failure is run again, never taken for a pass.
"""
from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path

from flygen.cache import _write_atomic, cache_root, code_identity

LAYOUT = "r1"


def store_root() -> Path:
    return cache_root() / "results"


def result_key(b, sizes: dict, seed: int, waive) -> str:
    doc = {"layout": LAYOUT, "code": code_identity(), "asm": b.asm_sha256, "kernel": b.spec.name,
           "family": b.spec.family, "params": b.spec.params, "sizes": dict(sizes or {}), "seed": seed,
           "waive": sorted(waive)}
    return hashlib.sha256(json.dumps(doc, sort_keys=True, default=str).encode()).hexdigest()


class ResultStore:
    def __init__(self, root: str | os.PathLike | None = None):
        self.root = Path(root) if root else store_root()
        self._dir = os.path.join(self.root, LAYOUT)

    def path(self, key: str) -> str:
        return os.path.join(self._dir, key[:2], f"{key}.json")

    def get(self, key: str) -> dict | None:
        """The stored record of a case that passed, else None (absent, damaged, or a failure)."""
        try:
            with open(self.path(key), "rb") as f:
                rec = json.loads(f.read())
            ok = rec["key"] == key and rec["passed"] is True and rec["result"]["passed"] is True
        except (OSError, ValueError, KeyError, TypeError):
            return None
        return rec if ok else None

    def put(self, key: str, b, sizes: dict, seed: int, waive, result: dict, reads: list, seconds: float) -> None:
        """Record one result (pass or fail). A read-only or full store never fails a verify."""
        rec = {"key": key, "kernel": b.spec.name, "family": b.spec.family,
               "spec": {"file": b.spec.file, "index": b.spec.index, "sweep": b.spec.sweep},
               "asm_sha256": b.asm_sha256, "code": code_identity(), "sizes": dict(sizes or {}), "seed": seed,
               "waive": sorted(waive), "passed": bool(result["passed"]), "reads": sorted(reads),
               "seconds": round(seconds, 3), "created": int(time.time()), "result": result}
        try:
            _write_atomic(self.path(key), json.dumps(rec, sort_keys=True, default=str).encode(), 0o666)
        except OSError:
            pass

    def records(self):
        """(path, record) for every readable record, in key order."""
        if not os.path.isdir(self._dir):
            return
        for sub in sorted(os.listdir(self._dir)):
            d = os.path.join(self._dir, sub)
            for name in sorted(os.listdir(d)) if os.path.isdir(d) else ():
                if not name.endswith(".json"):
                    continue
                p = os.path.join(d, name)
                try:
                    with open(p, "rb") as f:
                        yield p, json.loads(f.read())
                except (OSError, ValueError):
                    yield p, None

    def summary(self) -> list[dict]:
        """One dict per record, for `flygen store list` (a damaged file shows as such)."""
        code = code_identity()
        out = []
        for p, rec in self.records():
            if not isinstance(rec, dict):
                out.append({"path": p, "damaged": True})
                continue
            out.append({"path": p, "kernel": rec.get("kernel"), "passed": rec.get("passed"),
                        "sizes": rec.get("sizes"), "seed": rec.get("seed"), "spec": rec.get("spec"),
                        "created": rec.get("created"), "seconds": rec.get("seconds"),
                        "stale": rec.get("code") != code})
        return out

    def prune(self, *, stale: bool = False, failed: bool = False, older_than_days: float | None = None,
              everything: bool = False) -> dict:
        """Remove records: from other flygen code (`stale`, they can never be served again), failed
        ones, ones older than `older_than_days`, or all. Damaged files always go."""
        code, now = code_identity(), time.time()
        removed = kept = 0
        for p, rec in list(self.records()):
            drop = everything or not isinstance(rec, dict) or (stale and rec.get("code") != code) \
                or (failed and rec.get("passed") is not True) \
                or (older_than_days is not None and now - (rec.get("created") or 0) > older_than_days * 86400)
            if drop:
                try:
                    os.unlink(p)
                    removed += 1
                except OSError:
                    kept += 1
            else:
                kept += 1
        return {"store": str(self.root), "removed": removed, "kept": kept}
