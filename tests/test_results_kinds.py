"""Result kinds in the results database (issue 19): `verify --big` and `verify --moe-chain` records carry kind
"big" / "chain" and their own keys (a chain's includes stage 1's .s), a recorded pass is served like a plain
verify's, `flygen report` / `store list` tag them, and a schema-1 file (no kind column) is read as plain cases
and migrated when written. Fake builds and runs: no emulator here (the CLI paths are in test_moe_chain.py and
test_conv3d_verify_big.py)."""
from __future__ import annotations

import sqlite3
from types import SimpleNamespace

import pytest
from click.testing import CliRunner

from flygen.cli.main import cli
from flygen.check.report import report
from flygen.check.results import ResultStore, result_key, served_or_recorded


def _build(name, asm="a" * 64, family="moe"):
    spec = SimpleNamespace(name=name, family=family, params={"stage": 2}, file="x.yaml", index=0, sweep=None,
                           line=1, col=1)
    return SimpleNamespace(spec=spec, asm_sha256=asm)


def _result(kernel, passed=True):
    return {"kernel": kernel, "passed": passed, "checks": [{"max_err_over_tol": 0.5, "mismatches": 0,
                                                              "guard_ok": True, "arg": "out"}],
            "instructions": 7, "fidelity": None, "hazards": []}


@pytest.fixture
def spec_location(monkeypatch):
    import flygen.build.pipeline as fb
    monkeypatch.setattr(fb, "spec_location", lambda ks: f"{ks.file}:1:1: kernels[{ks.index}] ({ks.name})")


def test_kinds_key_apart_and_a_recorded_pass_is_served(tmp_path, spec_location):
    store = ResultStore(tmp_path / "r.db")
    s1, s2, sizes = _build("s1", "1" * 64), _build("s2", "2" * 64), {"tokens": 5}
    runs = []

    def run(kernel="s1 -> s2", passed=True):
        def go():
            runs.append(kernel)
            return _result(kernel, passed)
        return go
    keys = {result_key(s2, sizes, 0, ()), result_key(s2, sizes, 0, (), "chain", s1),
            result_key(s2, sizes, 0, (), "chain", _build("s1", "3" * 64)), result_key(s2, sizes, 0, (), "big")}
    assert len(keys) == 4                          # plain / chain / chain with another stage 1 / big: apart
    first = served_or_recorded(store, s2, sizes, 0, (), "chain", run(), stage1=s1, reads=["tokens"])
    again = served_or_recorded(store, s2, sizes, 0, (), "chain", run(), stage1=s1, reads=["tokens"])
    assert runs == ["s1 -> s2"] and "stored" not in first and again["stored"] is True
    served_or_recorded(store, s2, sizes, 0, (), "chain", run(), stage1=_build("s1", "3" * 64))   # other stage 1
    served_or_recorded(store, s2, sizes, 0, (), "case", run("s2"))      # the plain case of s2: not the chain's
    assert runs == ["s1 -> s2"] * 2 + ["s2"]
    bad = [served_or_recorded(store, _build("big_t3", family="conv3d"), {}, 0, (), "big", run("big_t3", False))
           for _ in range(2)]
    assert runs[-2:] == ["big_t3"] * 2 and not any(r.get("stored") for r in bad)   # a failure is never served
    rows = store.rows()
    assert [(r["kernel"], r["kind"], r["passed"]) for r in rows] == [
        ("s1 -> s2", "chain", True), ("s1 -> s2", "chain", True), ("s2", "case", True), ("big_t3", "big", False)]
    # (the failure's second record replaced the first: one row per key)
    assert rows[0]["reads"] == ["tokens"] and set(rows[0]["toolchain"]) == {"assemble", "link"}
    rep = report(store)
    assert [(k["kernel"], k["kind"], k["cases"]) for k in rep["kernels"]] == [
        ("big_t3", "big", 1), ("s1 -> s2", "chain", 1), ("s2", "case", 1)]
    assert [(f["kernel"], f["kind"]) for f in rep["failures"]] == [("big_t3", "big")]
    out = CliRunner().invoke(cli, ["report", str(store.path)])
    lines = out.output.splitlines()
    assert lines[1].split() == ["big_t3", "[big]", "1", "0", "1", "0"], out.output
    assert lines[2].split() == ["s1", "->", "s2", "[chain]", "1", "1", "0", "0"] and lines[3].split()[0] == "s2"
    assert lines[5].startswith("  FAIL big_t3 [big] (default shape, seed 0)")
    listing = CliRunner().invoke(cli, ["store", "list", "--results", str(store.path)]).output.splitlines()
    assert listing[0].startswith("PASS s1 -> s2 [chain] (tokens=5, seed 0;") and listing[2].startswith("PASS s2 (")


def test_a_schema_1_file_reads_as_plain_cases_and_is_migrated_on_write(tmp_path, spec_location):
    path = tmp_path / "old.db"
    store = ResultStore(path)
    served_or_recorded(store, _build("k"), {}, 0, (), "case", lambda: _result("k"))
    store.close()
    with sqlite3.connect(path) as db:              # what schema 1 wrote: no kind column
        db.execute("ALTER TABLE results DROP COLUMN kind")
        db.execute("UPDATE meta SET value = '1' WHERE name = 'schema'")
    old = ResultStore(path)
    assert [(r["kernel"], r["kind"]) for r in old.rows()] == [("k", "case")]      # read, not migrated
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT value FROM meta WHERE name = 'schema'").fetchone() == ("1",)
    served_or_recorded(old, _build("k"), {}, 0, (), "big", lambda: _result("k"))  # a write migrates it
    assert [(r["kernel"], r["kind"]) for r in old.rows()] == [("k", "case"), ("k", "big")]
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT value FROM meta WHERE name = 'schema'").fetchone() == ("2",)
        db.execute("UPDATE meta SET value = '3' WHERE name = 'schema'")
    with pytest.raises(Exception, match="results schema 3, this flygen reads 1 or 2"):
        ResultStore(path).rows()
