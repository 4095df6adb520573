"""Issue 18, the build's robustness: a poisoned cache is never served, an interrupted build or verify
leaves nothing behind, a full disk is one located line."""
from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

import flygen.build as fb
from flygen.cache import Cache, entry_digest

SPEC, NAME = "examples/axpby.yaml", "axpby_f32_f32"


def _tree(d: Path) -> dict:
    """Every path under `d` with its bytes (or symlink target): what "unchanged" and "identical" compare."""
    if not os.path.lexists(d):
        return {}
    out = {}
    for p in sorted(d.rglob("*")):
        rel = str(p.relative_to(d))
        out[rel] = ("link", os.readlink(p)) if p.is_symlink() else ("dir",) if p.is_dir() else p.read_bytes()
    return out


@pytest.fixture
def cached(tmp_path, monkeypatch):
    """A cache holding NAME, and the bytes of a clean build of it."""
    monkeypatch.setenv("FLYGEN_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("FLYGEN_CACHE_LINKS", raising=False)
    fb.build([SPEC], tmp_path / "clean", names=(NAME,), jobs=1)
    return tmp_path


def _entry_file(root: Path) -> Path:
    (path,) = [p for p in (root / "cache" / "v4" / "entries").rglob("*") if p.is_file()]
    return path


def _blob(root: Path, role: str) -> Path:
    doc = json.loads(_entry_file(root).read_text())
    return Path(Cache(root / "cache").blob_path(doc["entry"]["sha256"][role]))


def _rewrite(blob: Path, data: bytes) -> None:
    blob.chmod(0o644)
    blob.write_bytes(data)


def _edit_entry(root: Path, change, redigest: bool) -> None:
    path = _entry_file(root)
    doc = json.loads(path.read_text())
    change(doc["entry"])
    if redigest:     # as someone would who knows the format: only the structural checks stand
        doc["sha256"] = entry_digest(doc["key"], doc["entry"])
    path.write_text(json.dumps(doc, sort_keys=True))


def _truncate_hsaco(root):
    b = _blob(root, "hsaco")
    _rewrite(b, b.read_bytes()[:-40])


def _flip_asm_bit(root):
    b = _blob(root, "asm")
    data = bytearray(b.read_bytes())
    data[len(data) // 2] ^= 0x04
    _rewrite(b, bytes(data))


def _replace_asm(root):
    b = _blob(root, "asm")
    _rewrite(b, b.read_bytes().replace(b"s_endpgm", b"s_nop 0\n  s_endpgm"))


def _symlinked_blob(root):
    """The blob becomes a symlink to a file with the right bytes today (whoever owns it may change them)."""
    b = _blob(root, "hsaco")
    planted = root / "planted.hsaco"
    planted.write_bytes(b.read_bytes())
    b.unlink()
    b.symlink_to(planted)


def _symlinked_entry(root):
    e = _entry_file(root)
    planted = root / "planted.json"
    planted.write_bytes(e.read_bytes())
    e.unlink()
    e.symlink_to(planted)


def _fifo_blob(root):
    b = _blob(root, "asm")
    b.unlink()
    os.mkfifo(b)


def _vgpr_edited(root):
    _edit_entry(root, lambda e: e["resources"].update(vgpr_count=999), redigest=False)


def _renamed_redigested(root):
    """An entry rewritten with its digest recomputed: the entry must still name the kernel asked for."""
    _edit_entry(root, lambda e: e.update(name="other", files={"asm": "other.s", "hsaco": "other.hsaco"}),
                redigest=True)


def _path_traversal(root):
    _edit_entry(root, lambda e: e["files"].update(asm="../../../x/ESCAPED.s"), redigest=True)


def _entry_truncated(root):
    e = _entry_file(root)
    e.write_bytes(e.read_bytes()[:100])


def _entry_of_another_key(root):
    """A valid entry moved under another kernel's key (the key is inside the digest)."""
    e = _entry_file(root)
    doc = json.loads(e.read_text())
    doc["key"] = "0" * 64
    doc["sha256"] = entry_digest(doc["key"], doc["entry"])
    e.write_text(json.dumps(doc))


POISONS = [_truncate_hsaco, _flip_asm_bit, _replace_asm, _symlinked_blob, _symlinked_entry, _fifo_blob,
           _vgpr_edited, _renamed_redigested, _path_traversal, _entry_truncated, _entry_of_another_key]


@pytest.mark.parametrize("links", ["0", "1"])
@pytest.mark.parametrize("poison", POISONS, ids=lambda f: f.__name__.strip("_"))
def test_poisoned_cache_is_detected_quarantined_and_rebuilt(cached, monkeypatch, poison, links):
    root = cached
    monkeypatch.setenv("FLYGEN_CACHE_LINKS", links)
    poison(root)
    res = fb.build([SPEC], root / "out", names=(NAME,), jobs=1)
    assert _tree(root / "out") == _tree(root / "clean")                  # byte-identical to a clean build
    assert not any(p.is_symlink() for p in (root / "out").iterdir())
    assert not list(root.rglob("ESCAPED.s"))
    damaged = [w for w in res["warnings"] if "cache entry" in w]
    assert len(damaged) == 1 and "\n" not in damaged[0] and "damaged" in damaged[0], res["warnings"]
    assert list((root / "cache" / "v4" / "quarantine").iterdir())       # kept for a look, out of the way
    again = fb.build([SPEC], root / "again", names=(NAME,), jobs=1)       # the rebuild repaired the cache
    assert again["warnings"] == [] and _tree(root / "again") == _tree(root / "clean")


def test_warning_is_one_line_on_the_command_line(cached):
    from click.testing import CliRunner
    from flygen.cli.main import cli
    _flip_asm_bit(cached)
    r = CliRunner().invoke(cli, ["build", SPEC, "-k", NAME, "-o", str(cached / "out"), "-j", "1"])
    assert r.exit_code == 0, r.output
    lines = [ln for ln in r.output.splitlines() if ln.startswith("warning: cache entry")]
    assert len(lines) == 1 and "asm blob" in lines[0] and "rebuilding" in lines[0]


def test_a_half_written_entry_is_never_read(cached):
    """Writers rename complete files into place: a temp file beside an entry is not an entry, and the
    entry itself is whole or absent."""
    e = _entry_file(cached)
    whole = e.read_bytes()
    (e.parent / f"{e.name}.123.abcd.tmp").write_bytes(whole[: len(whole) // 2])
    res = fb.build([SPEC], cached / "out", names=(NAME,), jobs=1)
    assert res["warnings"] == [] and _tree(cached / "out") == _tree(cached / "clean")
