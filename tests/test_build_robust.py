"""Issue 18, the build's robustness: a poisoned cache is never served, an interrupted build or verify
leaves nothing behind, a full disk is one located line."""
from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

import flygen.build.pipeline as fb
from flygen.build.cache import Cache, entry_digest

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


# --- interruption ---------------------------------------------------------------------------------

import signal
import subprocess
import sys
import time

REPO = Path(__file__).resolve().parent.parent


def _procs() -> dict[int, tuple[str, int, int]]:
    """pid -> (state, ppid, pgid) of every process (Linux /proc)."""
    out = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                with open(f"/proc/{d}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            out[int(d)] = (fields[0], int(fields[1]), int(fields[2]))
    return out


def _descendants(pid: int) -> set[int]:
    procs, found, todo = _procs(), set(), [pid]
    while todo:
        p = todo.pop()
        kids = {c for c, (_, ppid, _) in procs.items() if ppid == p}
        todo += list(kids - found)
        found |= kids
    return found


def _alive(pids: set[int], pgids: set[int]) -> list:
    """Live (not zombie) processes among `pids` or in the process groups `pgids`."""
    return [(p, st) for p, st in _procs().items() if st[0] != "Z" and (p in pids or st[2] in pgids)]


def _start(tmp_path: Path, *args: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]),
           "FLYGEN_CACHE": str(tmp_path / "cache"), "TMPDIR": str(tmp_path / "tmp")}
    (tmp_path / "tmp").mkdir(exist_ok=True)
    return subprocess.Popen([sys.executable, "-m", "flygen", *args], cwd=REPO, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)


def _wait_for(cond, proc, seconds=120.0):
    end = time.monotonic() + seconds
    while not cond():
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < end, "the command never got going"
        time.sleep(0.05)


def _cache_entries(tmp_path: Path) -> int:
    return sum(1 for p in (tmp_path / "cache").rglob("entries/*/*") if not p.name.endswith(".tmp"))


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_interrupted_build_leaves_nothing_behind(tmp_path, sig):
    """A 736-kernel build with two worker processes, signalled once its workers have stored some kernels:
    out/ exactly as it was, no staging or temp dir, no worker or assembler left, one line, 128 + signal."""
    out = tmp_path / "out"
    out.mkdir()
    (out / "manifest.json").write_text('{"kernels": []}\n')   # a previous build's state
    (out / "old.s").write_text("// kept\n")
    before = _tree(out)
    proc = _start(tmp_path, "build", "bench/library.yaml", "-o", str(out), "-j", "2")
    _wait_for(lambda: _cache_entries(tmp_path) >= 1 and len(_descendants(proc.pid)) >= 2, proc)
    kids = _descendants(proc.pid)
    pgids = {st[2] for p, st in _procs().items() if p in kids} - {os.getpgid(proc.pid)}
    proc.send_signal(sig)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 128 + sig, stderr
    assert stderr.strip().splitlines() == [f"error: interrupted by {signal.Signals(sig).name}"], stderr
    assert stdout == ""
    assert _tree(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cache", "out", "tmp"]   # no .flygen-build-*
    assert list((tmp_path / "tmp").iterdir()) == []
    time.sleep(0.2)
    assert _alive(kids, pgids) == []
    assert not list((tmp_path / "cache").rglob("entries/*/*.tmp"))   # killed writers leave no half entry


def test_interrupted_build_into_a_new_dir_creates_nothing(tmp_path):
    proc = _start(tmp_path, "build", "bench/library.yaml", "-o", str(tmp_path / "new" / "out"), "-j", "2")
    _wait_for(lambda: _cache_entries(tmp_path) >= 1, proc)
    proc.send_signal(signal.SIGINT)
    _, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 130, stderr
    assert list((tmp_path / "new").iterdir()) == []   # the parent was made, nothing inside it


def test_workers_die_with_a_killed_parent(tmp_path):
    """SIGKILL cannot be caught: the workers (and their assemblers) go with the parent all the same."""
    proc = _start(tmp_path, "build", "bench/library.yaml", "-o", str(tmp_path / "out"), "-j", "2")
    _wait_for(lambda: len(_descendants(proc.pid)) >= 2 and _cache_entries(tmp_path) >= 1, proc)
    kids = _descendants(proc.pid)
    pgids = {st[2] for p, st in _procs().items() if p in kids} - {os.getpgid(proc.pid)}
    proc.kill()
    proc.communicate(timeout=30)
    end = time.monotonic() + 10
    while _alive(kids, pgids) and time.monotonic() < end:
        time.sleep(0.1)
    assert _alive(kids, pgids) == []


def test_interrupted_verify_writes_no_partial_output(tmp_path):
    import sqlite3
    db = tmp_path / "results.db"

    def recorded() -> int:
        try:
            with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5) as con:
                return con.execute("SELECT COUNT(*) FROM results").fetchone()[0]
        except sqlite3.Error:    # not created yet
            return 0
    proc = _start(tmp_path, "verify", "bench/library.yaml", "--results", str(db))
    _wait_for(lambda: recorded() > 0, proc)
    proc.send_signal(signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 130, stderr
    assert stderr.strip().splitlines()[-1:] == ["error: interrupted by SIGINT"], stderr
    assert stdout == "" or stdout.endswith("\n")                      # never half a line
    assert list((tmp_path / "tmp").iterdir()) == []                    # no flygen-verify-* left
    with sqlite3.connect(db) as con:                                  # every record whole, none half-written
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        rows = con.execute("SELECT passed, result FROM results").fetchall()
    assert rows and all(p == 1 and json.loads(r)["passed"] is True for p, r in rows)
    assert stdout.count("PASS ") >= len(rows) - 1                     # results streamed as they were done


def test_a_signal_during_publish_waits_for_it(cached, monkeypatch):
    """Publishing into an existing dir moves file by file; a signal arriving meanwhile is held until
    the manifest is in place, so out/ is never half old, half new; the build has then finished, so the
    signal is a warning, not an interruption."""
    root = cached
    out = root / "out"
    fb.build([SPEC], out, names=(NAME,), jobs=1)
    for f in out.iterdir():
        f.write_bytes(b"stale")                        # every file is moved again
    real, calls = os.replace, []

    def replace(src, dst, *a, **k):
        if os.path.dirname(os.fspath(dst)) == str(out):
            calls.append(dst)
            if len(calls) == 1:
                signal.raise_signal(signal.SIGINT)
        return real(src, dst, *a, **k)
    monkeypatch.setattr(os, "replace", replace)
    res = fb.build([SPEC], out, names=(NAME,), jobs=1)
    assert any("SIGINT arrived while" in w and "holds the new library" in w for w in res["warnings"])
    assert len(calls) == 3                              # .s, .hsaco, manifest: all of them
    assert _tree(out) == _tree(root / "clean")
    assert [p.name for p in root.iterdir() if p.name.startswith(".flygen-build-")] == []


# --- a full disk ------------------------------------------------------------------------------------

def _full_at(monkeypatch, n: int, what: str = "write", once: bool = False):
    """os.write (or os.replace) fails with ENOSPC from the n-th call on (only the n-th with `once`),
    counted per process."""
    real, count = getattr(os, what), [0]

    def fake(*a, **k):
        count[0] += 1
        if count[0] == n or (count[0] > n and not once):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(*a, **k)
    monkeypatch.setattr(os, what, fake)


def _previous_build(root: Path) -> dict:
    out = root / "out"
    fb.build([SPEC], out, cache=False, jobs=1)
    for f in out.iterdir():
        f.write_text(f"// {f.name} edited: the next build replaces it\n")
    return _tree(out)


@pytest.mark.parametrize("nth", [1, 4])
@pytest.mark.parametrize("jobs", [1, 2])
def test_full_disk_while_staging(tmp_path, monkeypatch, nth, jobs):
    monkeypatch.chdir(REPO)
    before = _previous_build(tmp_path)
    _full_at(monkeypatch, nth)
    with pytest.raises(fb.BuildError) as e:
        fb.build([SPEC], tmp_path / "out", cache=False, jobs=jobs)
    msg = str(e.value)
    assert "\n" not in msg and "No space left on device" in msg and "output dir" in msg and "unchanged" in msg
    assert ".flygen-build-" in msg.split(":")[0].replace("cannot write ", "")   # names the file it was writing
    assert _tree(tmp_path / "out") == before
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


def test_full_disk_while_publishing_puts_everything_back(tmp_path, monkeypatch):
    before = _previous_build(tmp_path)
    _full_at(monkeypatch, 3, "replace", once=True)   # a directory that cannot take one more entry
    with pytest.raises(fb.BuildError) as e:
        fb.build([SPEC], tmp_path / "out", cache=False, jobs=1)
    msg = str(e.value)
    assert "\n" not in msg and "No space left on device" in msg and str(tmp_path / "out") in msg
    monkeypatch.undo()
    assert _tree(tmp_path / "out") == before
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


def test_full_disk_is_one_line_on_the_command_line(tmp_path, monkeypatch):
    from click.testing import CliRunner
    from flygen.cli.main import cli
    _full_at(monkeypatch, 2)
    r = CliRunner().invoke(cli, ["build", SPEC, "-o", str(tmp_path / "out"), "--no-cache", "-j", "1"])
    assert r.exit_code == 1 and r.exception is None or isinstance(r.exception, SystemExit), r.output
    (line,) = r.output.strip().splitlines()
    assert line.startswith("error: cannot write ") and "No space left on device" in line
    assert not (tmp_path / "out").exists()
