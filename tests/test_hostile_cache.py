"""Issue 26, the cache as untrusted input: a forged but self-consistent entry (blob and digests recomputed) is
caught by FLYGEN_TOOLCHAIN_CHECK=1, which rebuilds every kernel, cached or not; entries whose fields have the
wrong types are quarantined like any damaged entry, never a traceback (flygen.build.cache, flygen.build.pipeline)."""
from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

import flygen.build.pipeline as fb
from flygen.build.cache import Cache, entry_digest

REPO = Path(__file__).resolve().parent.parent
SPEC, NAME = str(REPO / "examples" / "axpby.yaml"), "axpby_f32_f32"


def _files(d: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(d.iterdir())}


@pytest.fixture
def cached(tmp_path, monkeypatch):
    monkeypatch.setenv("FLYGEN_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("FLYGEN_TOOLCHAIN_CHECK", raising=False)
    fb.build([SPEC], tmp_path / "clean", names=(NAME,), jobs=1)
    return tmp_path


def _entry_file(root: Path) -> Path:
    (path,) = [p for p in (root / "cache" / "v4" / "entries").rglob("*") if p.is_file()]
    return path


def _forge(root: Path, change=None) -> None:
    """As someone who knows the format and may write the cache would: one byte of the cached .hsaco flipped, the
    blob stored under its new sha256, the entry's sha256 and digest recomputed (or `change(entry)` instead)."""
    path = _entry_file(root)
    doc = json.loads(path.read_text())
    c = Cache(root / "cache")
    if change is None:
        data = bytearray(Path(c.blob_path(doc["entry"]["sha256"]["hsaco"])).read_bytes())
        data[len(data) // 2] ^= 0x10
        sha = hashlib.sha256(bytes(data)).hexdigest()
        blob = Path(c.blob_path(sha))
        blob.parent.mkdir(parents=True, exist_ok=True)
        blob.write_bytes(bytes(data))
        doc["entry"]["sha256"]["hsaco"] = sha
    else:
        change(doc["entry"])
    doc["sha256"] = entry_digest(doc["key"], doc["entry"])
    path.write_text(json.dumps(doc, sort_keys=True))


def test_a_forged_entry_is_served_without_the_check(cached):
    """What the documentation says: without the check, a cache is trusted to be written only by whom the user
    trusts (its permissions); the forged .hsaco reaches the output. This is why the check exists."""
    _forge(cached)
    fb.build([SPEC], cached / "out", names=(NAME,), jobs=1)
    assert _files(cached / "out")[f"{NAME}.hsaco"] != _files(cached / "clean")[f"{NAME}.hsaco"]


def test_the_toolchain_check_rebuilds_cached_kernels_and_catches_a_forgery(cached, monkeypatch):
    _forge(cached)
    monkeypatch.setenv("FLYGEN_TOOLCHAIN_CHECK", "1")
    res = fb.build([SPEC], cached / "out", names=(NAME,), jobs=1)
    assert _files(cached / "out") == _files(cached / "clean")        # the rebuilt bytes, not the forged ones
    (w,) = [w for w in res["warnings"] if "a rebuild does not reproduce" in w]
    assert NAME in w and ".hsaco" in w and "quarantined" in w
    assert any((cached / "cache" / "v4" / "quarantine").iterdir())
    monkeypatch.delenv("FLYGEN_TOOLCHAIN_CHECK")
    res = fb.build([SPEC], cached / "again", names=(NAME,), jobs=1)  # the cache holds the rebuilt entry now
    assert _files(cached / "again") == _files(cached / "clean") and res["warnings"] == []


def test_a_clean_cache_passes_the_check_silently(cached, monkeypatch):
    monkeypatch.setenv("FLYGEN_TOOLCHAIN_CHECK", "1")
    res = fb.build([SPEC], cached / "out", names=(NAME,), jobs=1)
    assert _files(cached / "out") == _files(cached / "clean") and res["warnings"] == []


@pytest.mark.parametrize("change", [
    lambda e: e.update(resources=None),
    lambda e: e["resources"].update(lds_bytes="0"),
    lambda e: e.update(args=[{"name": "x"}]),
    lambda e: e.update(workgroup_size=[1]),
    lambda e: e.update(kernarg_size=10 ** 30),
    lambda e: e.update(family="e */ int evil3; /*"),
    lambda e: e["grid"].update(exprs=["ceil_div(n, 1024)\n#define X 1", "1", "1"]),
    lambda e: e.update(symbol='x"; int evil; "'),
    lambda e: e.update(split_k={"splits": "2"}),
], ids=["resources-null", "lds-str", "arg-fields", "wg-1", "huge-int", "family-inject", "grid-newline",
        "symbol-inject", "split-k"])
def test_entries_of_the_wrong_shape_are_quarantined(cached, change):
    _forge(cached, change)
    res = fb.build([SPEC], cached / "out", names=(NAME,), jobs=1)
    assert _files(cached / "out") == _files(cached / "clean")
    (w,) = res["warnings"]
    assert "is damaged" in w and "quarantined" in w and "\n" not in w
    assert not os.path.exists(_entry_file(cached)) or json.loads(_entry_file(cached).read_text())["entry"] \
        == json.loads((cached / "clean" / "manifest.json").read_text())["kernels"][0] | {
            "spec": json.loads(_entry_file(cached).read_text())["entry"]["spec"]}


def test_verify_results_are_keyed_on_the_hsaco(cached, monkeypatch):
    """A stored PASS speaks for the .s and for the HSACO bytes that ran (the ones `flygen build` publishes): served
    again only while this toolchain still makes those bytes (flygen.check.results.result_key, flygen.check.verify)."""
    import flygen.check.verify as fv
    from flygen.check.results import ResultStore
    store = ResultStore(cached / "results.db")
    (r,) = fv.verify([SPEC], names=(NAME,), sizes={"n": 300}, store=store)
    built = json.loads((cached / "clean" / "manifest.json").read_text())["kernels"][0]["sha256"]["hsaco"]
    assert r["passed"] and r["hsaco_sha256"] == {NAME: built} and "stored" not in r
    (again,) = fv.verify([SPEC], names=(NAME,), sizes={"n": 300}, store=store)
    assert again.get("stored") is True
    monkeypatch.setattr(fv, "hsaco_digests", lambda b, tc=None: {NAME: "0" * 64})   # other bytes now
    (other,) = fv.verify([SPEC], names=(NAME,), sizes={"n": 300}, store=store)
    assert "stored" not in other and other["passed"]
