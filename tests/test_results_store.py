"""Results store: a verify case that passed is not run again (same .s, shape, seed, flygen code); a failure is
recorded but never served as a pass; list and prune; verify --shard covers every case exactly once."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import flygen.ref.elementwise as ref
import flygen.verify as fv
from flygen.cli.main import cli
from flygen.results import ResultStore

SPEC = "examples/axpby.yaml"
K = ("axpby_f32_f32", "axpby_bf16_f16")


def test_a_pass_is_served_and_nothing_runs(tmp_path, monkeypatch):
    store = ResultStore(tmp_path / "st")
    first = fv.verify([SPEC], names=K, sizes={"n": 300}, store=store)
    assert all(r["passed"] and not r.get("stored") for r in first)

    def boom(*a, **k):
        raise AssertionError("a stored pass was verified again")
    monkeypatch.setattr(fv, "verify_one", boom)
    again = fv.verify([SPEC], names=K, sizes={"n": 300}, store=store)
    assert [r["stored"] for r in again] == [True, True]
    assert [{k: v for k, v in r.items() if k != "stored"} for r in again] == first
    with pytest.raises(AssertionError):                  # another shape, seed or no store: runs
        fv.verify([SPEC], names=K[:1], sizes={"n": 301}, store=store)
    with pytest.raises(AssertionError):
        fv.verify([SPEC], names=K[:1], sizes={"n": 300}, seed=1, store=store)
    with pytest.raises(AssertionError):
        fv.verify([SPEC], names=K[:1], sizes={"n": 300})


def test_a_failure_is_recorded_and_never_served_as_a_pass(tmp_path, monkeypatch):
    store = ResultStore(tmp_path / "st")
    real = ref.make_case

    def wrong(params, sizes, rng):        # expected values off: the kernel FAILs (same key: code unchanged)
        case = real(params, sizes, rng)
        for c in case.checks:
            c.expected = c.expected + 1.0
        return case
    monkeypatch.setattr(ref, "make_case", wrong)
    bad = fv.verify([SPEC], names=K[:1], sizes={"n": 300}, store=store)
    assert not bad[0]["passed"]
    recs = [rec for _, rec in store.records()]
    assert len(recs) == 1 and recs[0]["passed"] is False and recs[0]["result"]["passed"] is False
    again = fv.verify([SPEC], names=K[:1], sizes={"n": 300}, store=store)
    assert not again[0]["passed"] and not again[0].get("stored")          # ran again, failed again
    monkeypatch.setattr(ref, "make_case", real)
    good = fv.verify([SPEC], names=K[:1], sizes={"n": 300}, store=store)
    assert good[0]["passed"] and not good[0].get("stored")
    assert fv.verify([SPEC], names=K[:1], sizes={"n": 300}, store=store)[0]["stored"]
    # a record edited to claim a pass while its result says FAIL is not served either
    path, rec = next(store.records())
    rec["result"]["passed"] = False
    with open(path, "w") as f:
        json.dump(rec, f)
    assert store.get(rec["key"]) is None


def test_cli_store_list_and_prune(tmp_path):
    run = CliRunner().invoke
    st = str(tmp_path / "st")
    r = run(cli, ["verify", SPEC, "-k", K[0], "--shape", "n=300", "--store", st])
    assert r.exit_code == 0 and "stored result" not in r.output, r.output
    r = run(cli, ["verify", SPEC, "-k", K[0], "--shape", "n=300", "--store", st])
    assert r.exit_code == 0 and r.output.startswith(f"PASS {K[0]} (") and "; stored result)" in r.output
    r = run(cli, ["verify", SPEC, "-k", K[0], "--shape", "n=300", "--store", st, "--no-store"])
    assert r.exit_code == 1 and r.output == "error: --store and --no-store: give one\n"
    r = run(cli, ["verify", SPEC, "-k", K[0], "--shape", "n=300", "--no-store"])
    assert r.exit_code == 0 and "stored result" not in r.output
    r = run(cli, ["store", "list", "--store", st])
    assert r.exit_code == 0
    assert r.output.splitlines()[0].startswith(f"PASS {K[0]} (n=300, seed 0; ")
    assert r.output.splitlines()[-1] == f"1 records in {st}: 1 passed, 0 not; 0 stale"
    path, rec = next(ResultStore(st).records())
    rec["code"] = "0" * 64                               # written by other flygen code
    with open(path, "w") as f:
        json.dump(rec, f)
    assert run(cli, ["store", "list", "--store", st]).output.splitlines()[0].endswith(" stale")
    r = run(cli, ["store", "prune", "--store", st])
    assert r.exit_code == 0 and r.output == f"removed 1 records, kept 0 ({st})\n"


def test_verify_shards_cover_every_case_once(tmp_path):
    whole = fv.verify([SPEC], sizes={"n": 300})
    parts = [fv.verify([SPEC], sizes={"n": 300}, shard=(i, 3)) for i in (1, 2, 3)]
    got = sorted((r for p in parts for r in p), key=lambda r: r["kernel"])
    assert got == sorted(whole, key=lambda r: r["kernel"])
    with pytest.raises(fv.FlygenError, match=r"--shape m: not a runtime size of the selected kernels \(they take: n\)"):
        fv.verify([SPEC], sizes={"n": 300, "m": 3}, shard=(1, 3))
