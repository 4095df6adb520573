"""flygen against the reference project (tools/parity_check.py, issue #19): every row's spec is run through
`flygen validate` and must have the status the row states -- supported rows validate, rejected rows are refused
with a located error (FILE:LINE:COL of the row's own spec file) at the stated field, rows needing a field flygen
lacks fail with a located "unknown key" at it. Validation only, no builds (~5 s). The docs' tables are
generated from the same rows (`python tools/parity_check.py --write-docs`)."""
import copy
import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("parity_check", ROOT / "tools" / "parity_check.py")
pc = importlib.util.module_from_spec(_spec)
sys.modules["parity_check"] = pc       # its dataclasses look their module up while the class is built
_spec.loader.exec_module(pc)


@pytest.fixture(scope="module")
def rows():
    return pc.run_rows(copy.deepcopy(pc.ROWS))


def test_rows_have_their_stated_status(rows):
    bad = [f"ROWS[{i}] [{r.family}] {r.flydsl}: {p}" for i, r in enumerate(rows) for p in pc.problems(r)]
    assert not bad, "\n".join(bad)


def test_every_family_has_each_kind_of_row(rows):
    """The tables are not all 'supported': each family has supported rows and refused rows, and every refusal
    is located in the row's own file at a field of kernels[0] (line and column of the spec)."""
    for fam in pc.FAMILY_DOCS:
        got = {r.live["status"] for r in rows if r.family == fam}
        assert "supported" in got and got & {"rejected", "not expressible"}, (fam, got)
    refused = [r for r in rows if r.live["status"] in ("rejected", "not expressible")]
    assert refused and all(r.live["where"].count(":") == 1 and r.live["field"] == r.at for r in refused)
    assert all(r.live["status"] in ("supported", "rejected", "not expressible", "n/a") for r in rows)


def test_a_wrong_statement_is_caught(rows):
    """The check can fail: a supported row stated as rejected, a refusal stated at another field, a row naming
    a test or an example that does not exist, and an example whose key fields differ are all reported."""
    sup = next(r for r in rows if r.live["status"] == "supported" and r.example)
    rej = next(r for r in rows if r.live["status"] == "rejected")
    cases = [(sup, {"stated": "rejected"}, "stated 'rejected', live 'supported'"),
             (rej, {"at": "no_such_field"}, "error located at"),
             (sup, {"test": "tests/test_parity.py::no_such_test"}, "does not exist"),
             (sup, {"example": (sup.example[0], "no_such_kernel")}, "does not exist"),
             (sup, {"spec": {**sup.spec, sup.key[0]: "changed"}}, "differs in")]
    for row, change, msg in cases:
        r = copy.copy(row)
        for k, v in change.items():
            setattr(r, k, v)
        assert any(msg in p for p in pc.problems(r)), (change, pc.problems(r))
    assert pc.problems(sup) == [] and pc.problems(rej) == []


def test_unlocated_output_is_an_error_status(tmp_path, monkeypatch):
    """A refusal that is not located in the row's file (here: an error naming another file) is not counted as
    a located rejection."""
    import types

    import click.testing

    def fake_invoke(self, cli, args, **kw):
        return types.SimpleNamespace(output="error: other.yaml:1:1: kernels[0].x: boom\n", exit_code=2, exception=None)
    monkeypatch.setattr(click.testing.CliRunner, "invoke", fake_invoke)
    row = copy.deepcopy(next(r for r in pc.ROWS if r.stated == "rejected"))
    pc.run_rows([row])
    assert row.live["status"] == "error" and pc.problems(row)


def test_docs_sections_hold_every_row(rows):
    """Each family doc has the generated section, with one table line per row of the family (regenerate with
    `python tools/parity_check.py --write-docs` after changing rows)."""
    for fam, doc in pc.FAMILY_DOCS.items():
        text = (ROOT / doc).read_text()
        assert pc.SECTION in text, doc
        sec = text.split(pc.SECTION, 1)[1].split("\n## ", 1)[0]
        for r in rows:
            if r.family == fam:
                assert f"| {pc._md(r.flydsl)} (" in sec, (doc, r.flydsl)
