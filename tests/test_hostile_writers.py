"""Issue 26, every writer on a full disk or a read-only file system: `header -o`, `select --emit c -o`, `merge` and
`build` end in one line naming the file and the real reason ("Read-only file system" is not "Permission
denied"), and an existing good file or dir stays as it was (flygen.build.outdir.replace_file, staged_output)."""
from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

import flygen.build.pipeline as fb
from flygen.cli.main import cli

REPO = Path(__file__).resolve().parent.parent
SPEC, NAME = str(REPO / "examples" / "axpby.yaml"), "axpby_f32_f32"


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    out = tmp_path_factory.mktemp("writers") / "lib"
    fb.build([SPEC], out, names=(NAME,), jobs=1)
    return out


def _fail(monkeypatch, code: int, under: Path, what: str = "open"):
    """os.open (creating) or os.write under `under` fails with `code`, as a full or read-only file system does."""
    real = getattr(os, what)

    def fake(*a, **k):
        if what == "open":
            path, flags = os.fspath(a[0]), a[1]
            if path.startswith(str(under)) and flags & os.O_CREAT:
                raise OSError(code, os.strerror(code), path)
        else:
            raise OSError(code, os.strerror(code))
        return real(*a, **k)
    monkeypatch.setattr(os, what, fake)


def _line(r, codes=(1,)) -> str:
    assert r.exit_code in codes and (r.exception is None or isinstance(r.exception, SystemExit)), r.output
    (line,) = r.output.strip().splitlines()
    return line


@pytest.mark.parametrize("code,why", [(errno.ENOSPC, "No space left on device"), (errno.EROFS, "Read-only file system")])
@pytest.mark.parametrize("cmd", [["header", "{lib}", "-o", "{f}"], ["select", "{lib}", "--emit", "c", "-o", "{f}"]],
                         ids=["header", "select-emit-c"])
def test_single_file_writers(lib, tmp_path, monkeypatch, code, why, cmd):
    f = tmp_path / "dest" / "out.h"
    f.parent.mkdir()
    f.write_text("/* the good old file */\n")
    _fail(monkeypatch, code, f.parent, "write" if code == errno.ENOSPC else "open")
    line = _line(CliRunner().invoke(cli, [a.format(lib=lib, f=f) for a in cmd]))
    monkeypatch.undo()
    assert line.startswith(f"error: cannot write {f}: {why}") and "existing file is unchanged" in line
    assert f.read_text() == "/* the good old file */\n" and sorted(os.listdir(f.parent)) == ["out.h"]


def test_build_on_a_read_only_file_system_says_so(lib, tmp_path, monkeypatch):
    out = tmp_path / "ro" / "out"
    shutil.copytree(lib, out)
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    _fail(monkeypatch, errno.EROFS, out.parent)
    line = _line(CliRunner().invoke(cli, ["build", SPEC, "-k", NAME, "-o", str(out)]))
    monkeypatch.undo()
    assert "Read-only file system" in line and "Permission denied" not in line
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before


def test_merge_on_a_full_disk_is_one_line(tmp_path, monkeypatch):
    from flygen.build.shard import parse_shard
    for i in (1, 2):
        fb.build([SPEC], tmp_path / f"s{i}", shard=parse_shard(f"{i}/2"), jobs=1)
    fb.build([SPEC], tmp_path / "out", names=(NAME,), jobs=1)
    before = {p.name: p.read_bytes() for p in (tmp_path / "out").iterdir()}
    _fail(monkeypatch, errno.ENOSPC, tmp_path, "write")
    line = _line(CliRunner().invoke(cli, ["merge", str(tmp_path / "s1"), str(tmp_path / "s2"), "-o",
                                          str(tmp_path / "out")]))
    monkeypatch.undo()
    assert "No space left on device" in line and "unchanged" in line
    assert {p.name: p.read_bytes() for p in (tmp_path / "out").iterdir()} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "s1", "s2"]


def test_emulate_out_on_a_full_disk_keeps_the_old_file(lib, tmp_path, monkeypatch):
    f = tmp_path / "dest" / "y.npy"
    f.parent.mkdir()
    f.write_bytes(b"old")
    _fail(monkeypatch, errno.ENOSPC, f.parent, "write")
    r = CliRunner().invoke(cli, ["emulate", str(lib / f"{NAME}.s"), "--grid", "1,1,1", "--block", "256,1,1",
                                 "--arg", "x=zeros:f32:1024", "--arg", "y=zeros:f32:1024", "--arg", "alpha=1.0",
                                 "--arg", "beta=1.0", "--arg", "n=1024", "--out", f"y={f}"])
    monkeypatch.undo()
    line = _line(r, (1, 2))   # emulate's errors exit 2
    assert line.startswith(f"error: cannot write {f}: No space left on device") and f.read_bytes() == b"old"
