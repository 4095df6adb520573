"""Results database (flygen.check.results, SQLite): a verify case that passed is not run again (same .s, shape, seed,
flygen code); a failure (a broken reference, a mutated .s) is recorded but never served as a pass; other flygen
code re-verifies; several processes writing at once lose nothing; `flygen report`; store list/prune; verify -j 2
equals -j 1; results stream in spec order; verify --shard covers every case exactly once."""
from __future__ import annotations

import dataclasses
import json
import multiprocessing as mp
import sqlite3
from types import SimpleNamespace

import pytest
from click.testing import CliRunner

import flygen.ref.elementwise as ref
import flygen.check.results as fr
import flygen.check.verify as fv
from flygen.cli.main import cli
from flygen.check.report import report
from flygen.check.results import ResultStore

SPEC = "examples/axpby.yaml"
K = ("axpby_f32_f32", "axpby_bf16_f16")
N300 = {"n": 300}


def _broken_reference(monkeypatch):
    real = ref.make_case

    def wrong(params, sizes, rng):        # expected values off: the kernel FAILs (same key: code unchanged)
        case = real(params, sizes, rng)
        for c in case.checks:
            c.expected = c.expected + 1.0
        return case
    monkeypatch.setattr(ref, "make_case", wrong)
    return real


def test_a_pass_is_served_and_nothing_runs(tmp_path, monkeypatch):
    store = ResultStore(tmp_path / "r.db")
    first = fv.verify([SPEC], names=K, sizes=N300, store=store)
    assert all(r["passed"] and not r.get("stored") for r in first)

    def boom(*a, **k):
        raise AssertionError("a stored pass was verified again")
    monkeypatch.setattr(fv, "verify_one", boom)
    again = fv.verify([SPEC], names=K, sizes=N300, store=store)
    assert [r["stored"] for r in again] == [True, True]
    assert [{k: v for k, v in r.items() if k != "stored"} for r in again] == first
    with pytest.raises(AssertionError):                  # another shape, seed or no store: runs
        fv.verify([SPEC], names=K[:1], sizes={"n": 301}, store=store)
    with pytest.raises(AssertionError):
        fv.verify([SPEC], names=K[:1], sizes=N300, seed=1, store=store)
    with pytest.raises(AssertionError):
        fv.verify([SPEC], names=K[:1], sizes=N300)
    monkeypatch.setattr(fr, "code_identity", lambda: "e" * 64)   # the emulator (any flygen code) changed
    with pytest.raises(AssertionError):
        fv.verify([SPEC], names=K[:1], sizes=N300, store=store)


def test_the_record_holds_what_the_issue_lists(tmp_path):
    store = ResultStore(tmp_path / "r.db")
    res = fv.verify([SPEC], names=K[:1], sizes=N300, seed=3, store=store)[0]
    (row,) = store.rows()
    b = fv.generate_one(fv.select(fv.load_specs([SPEC]), K[:1])[0])
    assert row["asm_sha256"] == b.asm_sha256 and row["code"] == fr.code_identity() and not row["stale"]
    assert row["sizes"] == N300 and row["seed"] == 3 and row["passed"] is True and row["reads"] == ["n"]
    assert row["worst"] == res["checks"][0]["max_err_over_tol"] and row["instructions"] == res["instructions"]
    assert row["fidelity"] == res["fidelity"] and row["seconds"] > 0
    assert set(row["toolchain"]) == {"assemble", "link"} and row["toolchain"]["link"][1]   # route, version, style
    assert row["spec"].startswith(f"{SPEC}:") and row["spec"].endswith(f"({K[0]})")
    assert store.result(row["key"]) == res
    with sqlite3.connect(store.path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)


def test_a_failure_is_recorded_and_never_served_as_a_pass(tmp_path, monkeypatch):
    store = ResultStore(tmp_path / "r.db")
    real = _broken_reference(monkeypatch)
    bad = fv.verify([SPEC], names=K[:1], sizes=N300, store=store)
    assert not bad[0]["passed"]
    (row,) = store.rows()
    assert row["passed"] is False and store.result(row["key"])["passed"] is False and row["worst"] > 1
    again = fv.verify([SPEC], names=K[:1], sizes=N300, store=store)
    assert not again[0]["passed"] and not again[0].get("stored")          # ran again, failed again
    monkeypatch.setattr(ref, "make_case", real)
    good = fv.verify([SPEC], names=K[:1], sizes=N300, store=store)
    assert good[0]["passed"] and not good[0].get("stored")
    assert fv.verify([SPEC], names=K[:1], sizes=N300, store=store)[0]["stored"]
    # a record edited to claim a pass while its result says FAIL is not served
    (row,) = store.rows()
    with sqlite3.connect(store.path) as db:
        db.execute("UPDATE results SET result = ? WHERE key = ?",
                   (json.dumps({**store.result(row["key"]), "passed": False}), row["key"]))
    assert store.get(row["key"]) is None


def test_a_mutated_kernel_is_verified_again_and_its_failure_recorded(tmp_path, monkeypatch):
    """The .s is the kernel's content: beta in place of alpha in the first element's FMA (full and tail
    path) is another key, run, FAIL."""
    store = ResultStore(tmp_path / "r.db")
    assert fv.verify([SPEC], names=K[:1], sizes=N300, store=store)[0]["passed"]
    real = fv.generate_one
    good_line = "v_fmac_f32 v[v_y+0], s[s_alpha], v[v_x+0]"

    def mutated(ks):
        b = real(ks)
        assert good_line in b.asm
        return dataclasses.replace(b, asm=b.asm.replace(good_line, "v_fmac_f32 v[v_y+0], s[s_beta], v[v_x+0]"))
    monkeypatch.setattr(fv, "generate_one", mutated)
    bad = fv.verify([SPEC], names=K[:1], sizes=N300, store=store)[0]
    assert not bad["passed"] and not bad.get("stored") and bad["checks"][0]["mismatches"] > 0
    rows = store.rows()
    assert [r["passed"] for r in rows] == [True, False] and rows[0]["asm_sha256"] != rows[1]["asm_sha256"]
    rep = report(store)                                   # the latest record of the case is the failure
    assert rep["totals"] == {"kernels": 1, "cases": 1, "passed": 0, "failed": 1, "stale_latest": 0,
                             "records": 2, "stale_records": 0}
    assert rep["failures"][0]["asm_sha256"] == rows[1]["asm_sha256"]


def _writer(path: str, w: int, n: int, go) -> None:
    st = ResultStore(path)
    go.wait()
    for i in range(n):
        spec = SimpleNamespace(name=f"k{w}_{i}", family="elementwise", file="x.yaml", index=w, sweep={},
                               line=1, col=1, params={})
        b = SimpleNamespace(spec=spec, asm_sha256=f"{w:032x}{i:032x}")
        result = {"passed": i % 3 != 0, "checks": [{"max_err_over_tol": 0.5, "mismatches": 0, "guard_ok": True}],
                  "instructions": i, "fidelity": {"exact": 1}}
        assert st.put(f"{w}-{i}", b, {"n": i}, 0, (), result, ["n"], 0.01, {"link": None}), st.errors


def test_concurrent_writers_lose_nothing(tmp_path, monkeypatch):
    """Four processes, started together on a database none of them has created, 60 records each."""
    monkeypatch.setattr("flygen.build.pipeline.spec_location",
                        lambda ks: f"{ks.file}:1:1: kernels[{ks.index}] ({ks.name})")
    path = str(tmp_path / "r.db")
    ctx = mp.get_context("fork")
    go = ctx.Event()
    procs = [ctx.Process(target=_writer, args=(path, w, 60, go)) for w in range(4)]
    for p in procs:
        p.start()
    go.set()
    for p in procs:
        p.join(120)
    assert [p.exitcode for p in procs] == [0, 0, 0, 0]
    rows = ResultStore(path).rows()
    assert sorted(r["key"] for r in rows) == sorted(f"{w}-{i}" for w in range(4) for i in range(60))
    assert sum(r["passed"] for r in rows) == 4 * 40
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_report(tmp_path, monkeypatch):
    db = tmp_path / "r.db"
    store = ResultStore(db)
    fv.verify([SPEC], names=K, sizes=N300, store=store)                 # 2 passes
    _broken_reference(monkeypatch)
    fv.verify([SPEC], names=K[:1], sizes={"n": 301}, store=store)       # a failing case of K[0]
    monkeypatch.setattr(fr, "code_identity", lambda: "e" * 64)          # ... and K[1] under other code
    fv.verify([SPEC], names=K[1:], sizes={"n": 302}, store=store)
    monkeypatch.undo()
    rep = report(ResultStore(db))
    assert rep["totals"] == {"kernels": 2, "cases": 4, "passed": 2, "failed": 2, "stale_latest": 1,
                             "records": 4, "stale_records": 1}
    assert [(k["kernel"], k["cases"], k["passed"], k["failed"], k["stale"]) for k in rep["kernels"]] == \
        [(K[1], 2, 1, 1, 1), (K[0], 2, 1, 1, 0)]     # spec file, entry, then name: both are one sweep entry
    f = {x["kernel"]: x for x in rep["failures"]}
    assert f[K[0]]["sizes"] == {"n": 301} and f[K[0]]["mismatches"] == 301 and f[K[0]]["worst"] > 1
    assert f[K[0]]["spec"].startswith(f"{SPEC}:") and f[K[1]]["stale"] is True
    assert [s["kernel"] for s in rep["stale"]] == [K[1]] and rep["stale"][0]["code"] == "e" * 64
    r = CliRunner().invoke(cli, ["report", str(db)])
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert lines[0].split() == ["kernel", "cases", "passed", "failed", "stale"]
    assert lines[1].split() == [K[1], "2", "1", "1", "1"] and lines[2].split() == [K[0], "2", "1", "1", "0"]
    assert lines[3] == "failures:"
    assert lines[4].startswith(f"  FAIL {K[1]} (n=302, seed 0) [{SPEC}:") and lines[4].endswith(" (stale)")
    assert lines[5].startswith(f"  FAIL {K[0]} (n=301, seed 0) [{SPEC}:") and ": worst err/bound " in lines[5]
    assert "mismatches 301" in lines[5]
    assert lines[-1] == f"totals: 2 kernels, 4 cases: 2 passed, 2 failed (1 of their latest results stale); " \
                        f"4 records in {db}"
    j = CliRunner().invoke(cli, ["report", str(db), "--json"])
    assert json.loads(j.output)["totals"] == rep["totals"]
    missing = CliRunner().invoke(cli, ["report", str(tmp_path / "none.db")])
    assert missing.exit_code == 1 and missing.output == \
        f"error: {tmp_path / 'none.db'}: no such results database (flygen verify --results FILE writes one)\n"


def test_cli_store_list_and_prune(tmp_path):
    run = CliRunner().invoke
    db = str(tmp_path / "results.db")
    r = run(cli, ["verify", SPEC, "-k", K[0], "--shape", "n=300", "--results", db])
    assert r.exit_code == 0 and "stored result" not in r.stdout, r.stdout
    r = run(cli, ["verify", SPEC, "-k", K[0], "--shape", "n=300", "--results", db])
    assert r.exit_code == 0 and r.stdout.startswith(f"PASS {K[0]} (") and "; stored result)" in r.stdout
    r = run(cli, ["verify", SPEC, "-k", K[0], "--shape", "n=300", "--results", db, "--no-store"])
    assert r.exit_code == 1 and r.stderr == "error: --results and --no-store: give one\n"
    r = run(cli, ["verify", SPEC, "-k", K[0], "--shape", "n=300", "--no-store"])
    assert r.exit_code == 0 and "stored result" not in r.stdout
    r = run(cli, ["store", "list", "--results", db])
    assert r.exit_code == 0
    assert r.stdout.splitlines()[0].startswith(f"PASS {K[0]} (n=300, seed 0; ")
    assert r.stdout.splitlines()[-1] == f"1 records in {db}: 1 passed, 0 not; 0 stale"
    # --store DIR: the deprecated spelling of --results DIR/results.db
    r = run(cli, ["verify", SPEC, "-k", K[0], "--shape", "n=300", "--store", str(tmp_path)])
    assert r.exit_code == 0 and "; stored result)" in r.stdout
    assert r.stderr == f"warning: --store DIR is deprecated: use --results {tmp_path}/results.db\n"
    r = run(cli, ["store", "list", "--store", str(tmp_path)])
    assert r.stdout.splitlines()[-1] == f"1 records in {db}: 1 passed, 0 not; 0 stale"
    with sqlite3.connect(db) as con:                      # written by other flygen code
        con.execute("UPDATE results SET code = ?", ("0" * 64,))
    assert run(cli, ["store", "list", "--results", db]).output.splitlines()[0].endswith(" stale")
    r = run(cli, ["store", "prune", "--results", db])
    assert r.exit_code == 0 and r.stdout == f"removed 1 records, kept 0 ({db})\n"
    r = run(cli, ["verify", SPEC, "-k", K[0], "--results", str(tmp_path)])
    assert r.exit_code == 1 and r.stderr.startswith(f"error: --results {tmp_path}: is a directory")


def test_jobs_2_equals_jobs_1():
    names = ("axpby_f32_f32", "axpby_f32_bf16", "axpby_bf16_f16", "axpby_bf16_bf16", "axpby_f32_f16")
    one = fv.verify([SPEC], names=names, sizes=N300, jobs=1)
    two = fv.verify([SPEC], names=names, sizes=N300, jobs=2)
    assert json.dumps(two, sort_keys=True) == json.dumps(one, sort_keys=True) and len(one) == 5
    args = ["verify", SPEC, "--shape", "n=300", "--no-store"]
    a, b = CliRunner().invoke(cli, [*args, "-j", "1"]), CliRunner().invoke(cli, [*args, "-j", "2"])
    assert a.exit_code == b.exit_code == 0 and a.output == b.output and a.output.count("\nPASS ") == 5


def test_jobs_2_reports_a_failure_in_order_and_records_it(tmp_path, monkeypatch):
    _broken_reference(monkeypatch)
    store = ResultStore(tmp_path / "r.db")
    got = fv.verify([SPEC], names=K, sizes=N300, jobs=2, store=store)
    assert json.dumps(got, sort_keys=True) == json.dumps(fv.verify([SPEC], names=K, sizes=N300, jobs=1),
                                                         sort_keys=True)
    assert [r["passed"] for r in got] == [False, False]
    assert [r["passed"] for r in store.rows()] == [False, False]


def test_results_stream_in_spec_order(monkeypatch):
    """Each result is out (yielded, and printed by the CLI) before the next case starts (-j 1)."""
    events = []
    real = fv.run_case

    def logged(b, *a, **k):
        events.append(("run", b.spec.name))
        return real(b, *a, **k)
    monkeypatch.setattr(fv, "run_case", logged)
    for r in fv.iter_verify([SPEC], names=K, sizes=N300):
        events.append(("out", r["kernel"]))
    order = [r["kernel"] for r in fv.verify([SPEC], names=K, sizes=N300)]
    assert events[:4] == [("run", order[0]), ("out", order[0]), ("run", order[1]), ("out", order[1])]

    printed = []

    def seen(b, *a, **k):        # what the CLI had printed when this case started
        import sys
        printed.append(sys.stdout.buffer.getvalue().decode().count("PASS "))
        return real(b, *a, **k)
    monkeypatch.setattr(fv, "run_case", seen)
    r = CliRunner().invoke(cli, ["verify", SPEC, "--shape", "n=300", "--no-store"])
    assert r.exit_code == 0 and printed == [0, 1, 2, 3, 4, 5]


def test_verify_shards_cover_every_case_once(tmp_path):
    whole = fv.verify([SPEC], sizes=N300)
    parts = [fv.verify([SPEC], sizes=N300, shard=(i, 3)) for i in (1, 2, 3)]
    got = sorted((r for p in parts for r in p), key=lambda r: r["kernel"])
    assert got == sorted(whole, key=lambda r: r["kernel"])
    with pytest.raises(fv.FlygenError, match=r"--shape m: not a runtime size of the selected kernels \(they take: n\)"):
        fv.verify([SPEC], sizes={"n": 300, "m": 3}, shard=(1, 3))


def test_a_shape_typo_is_an_error_before_anything_runs(monkeypatch):
    def boom(*a, **k):
        raise AssertionError("a case ran")
    monkeypatch.setattr(fv, "run_case", boom)
    with pytest.raises(fv.FlygenError, match=r"^--shape m: not a runtime size"):
        list(fv.iter_verify([SPEC], names=K, sizes={"m": 5}))


def test_a_dead_worker_process_is_survived_or_located(tmp_path, monkeypatch):
    """-j 2: a worker killed once (SIGKILL, the OOM killer) loses no result; a case whose process dies
    every time is one located line."""
    import os
    import signal
    real, parent, once = fv.run_case, os.getpid(), tmp_path / "killed"

    def dies(b, *a, **k):
        if os.getpid() != parent and b.spec.name == K[1] and (always or not once.exists()):
            once.touch()
            os.kill(os.getpid(), signal.SIGKILL)
        return real(b, *a, **k)
    monkeypatch.setattr(fv, "run_case", dies)
    always = False
    store = ResultStore(tmp_path / "r.db")      # open in this process while the retry forks again
    got = fv.verify([SPEC], names=K, sizes=N300, jobs=2, store=store)
    assert once.exists() and json.dumps(got, sort_keys=True) == \
        json.dumps(fv.verify([SPEC], names=K, sizes=N300, jobs=1), sort_keys=True)
    assert sorted(r["kernel"] for r in store.rows()) == sorted(K)
    with sqlite3.connect(store.path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    always = True
    with pytest.raises(fv.FlygenError, match=rf"^{SPEC}:\d+:\d+: kernels\[0\] \({K[1]}\): its verify worker "
                                            r"process died, twice \(killed, or out of memory"):
        fv.verify([SPEC], names=K, sizes=N300, jobs=2)


def test_a_file_that_is_not_a_results_database(tmp_path):
    junk = tmp_path / "junk.db"
    junk.write_text("not a database\n" * 100)
    r = CliRunner().invoke(cli, ["verify", SPEC, "-k", K[0], "--shape", "n=300", "--results", str(junk)])
    assert r.exit_code == 0 and r.stdout.startswith(f"PASS {K[0]} (")          # the verify stands, unrecorded
    assert r.stderr == f"warning: {junk}: result of {K[0]} not recorded: {junk}: not a usable flygen results " \
                       "database (file is not a database)\n"
    r = CliRunner().invoke(cli, ["report", str(junk)])
    assert r.exit_code == 1 and r.stderr == \
        f"error: {junk}: not a usable flygen results database (file is not a database)\n"
