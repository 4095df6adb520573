"""Issue 18, one writer per output dir: a second build into a dir being written waits (saying for whom) or
fails clearly; a killed build's staging dir is swept by the next one, a live build's never (flygen.build.outdir)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

import flygen.build.pipeline as fb
from flygen.cli.main import cli
from flygen.build.outdir import STAGE_PREFIX, OutDirBusy, lock_path, out_lock, sweep_stages

REPO = Path(__file__).resolve().parent.parent
SPEC, NAME = "examples/axpby.yaml", "axpby_f32_f32"


def _env(tmp_path: Path) -> dict:
    (tmp_path / "tmp").mkdir(exist_ok=True)
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]),
            "FLYGEN_CACHE": str(tmp_path / "cache"), "TMPDIR": str(tmp_path / "tmp")}


def _flygen(tmp_path: Path, *args: str, env: dict | None = None) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "flygen", *args], cwd=REPO, env={**_env(tmp_path), **(env or {})},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)


def _wait_for(cond, proc, seconds=120.0):
    end = time.monotonic() + seconds
    while not cond():
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < end, "the command never got going"
        time.sleep(0.05)


def _stages(d: Path) -> list[Path]:
    return sorted(p for p in d.iterdir() if p.name.startswith(STAGE_PREFIX))


def _lock_names_pid(out: Path, pid: int) -> bool:
    try:
        return Path(lock_path(out)).read_text().split()[:1] == [str(pid)]
    except OSError:
        return False


def test_a_second_build_fails_or_waits_for_the_first(tmp_path):
    """Two real builds into one dir: with --no-wait the second fails naming the first's PID; with --wait it
    says whom it waits for and builds once the first is gone (here: interrupted). Its manifest is the one left."""
    out = tmp_path / "out"
    # slow on purpose (the real tools, one kernel at a time): it must outlast two more command starts
    first = _flygen(tmp_path, "build", "bench/library.yaml", "-o", str(out), "-j", "1", "--no-cache",
                    env={"FLYGEN_FAST_TOOLCHAIN": "0"})
    _wait_for(lambda: _lock_names_pid(out, first.pid), first)

    second = subprocess.run([sys.executable, "-m", "flygen", "build", SPEC, "-k", NAME, "-o", str(out), "--no-wait"],
                            cwd=REPO, env=_env(tmp_path), capture_output=True, text=True, timeout=120)
    assert second.returncode == 1 and second.stdout == ""
    (line,) = second.stderr.strip().splitlines()
    assert line.startswith(f"error: output dir {out} is being written by the build of PID {first.pid} ")
    assert "--no-wait" in line and "--wait SECONDS" in line

    third = _flygen(tmp_path, "build", SPEC, "-k", NAME, "-o", str(out), "--wait", "120")
    said = third.stderr.readline()
    assert said == f"waiting for the build of PID {first.pid} into {out} (up to 120 s)\n"
    first.send_signal(signal.SIGINT)                                      # (or it is done by now)
    assert first.wait(60) in (0, 130)
    stdout, stderr = third.communicate(timeout=120)
    assert third.returncode == 0, stderr
    assert stdout.splitlines()[-1] == f"manifest: {out}/manifest.json"
    assert [k["name"] for k in json.loads((out / "manifest.json").read_text())["kernels"]] == [NAME]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cache", "out", "tmp"]   # no lock, no staging dir


def test_a_killed_builds_staging_dir_and_lock_are_swept_by_the_next_build(tmp_path, monkeypatch):
    out = tmp_path / "out"
    killed = _flygen(tmp_path, "build", "bench/library.yaml", "-o", str(out), "-j", "2")
    _wait_for(lambda: any(p.name.endswith(".s") for s in _stages(tmp_path) for p in s.iterdir()), killed)
    killed.kill()
    killed.communicate(timeout=30)
    (left,) = _stages(tmp_path)
    assert f"-{killed.pid}-" in left.name and Path(lock_path(out)).exists()   # SIGKILL: no clean-up ran
    monkeypatch.setenv("FLYGEN_CACHE", str(tmp_path / "cache"))
    end = time.monotonic() + 20                                            # its workers die with it
    while time.monotonic() < end:
        try:
            fb.build([SPEC], out, names=(NAME,), jobs=1, wait=0)           # the dead build holds no lock
            break
        except OutDirBusy:                   # its workers (which inherited the lock) are not gone yet
            time.sleep(0.2)
    assert json.loads((out / "manifest.json").read_text())["kernels"][0]["name"] == NAME
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cache", "out", "tmp"]


HOLD = """
import sys
from flygen.build.outdir import make_stage
print(make_stage(sys.argv[1]), flush=True)
sys.stdin.read()
"""


def _dead_pid() -> int:
    p = subprocess.Popen(["true"])
    p.wait()
    return p.pid


def test_sweep_removes_only_staging_dirs_no_live_process_owns(tmp_path):
    from flygen.build.outdir import _host
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(tmp_path)], env=_env(tmp_path), cwd=REPO,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        live = Path(holder.stdout.readline().strip())
        dead = tmp_path / f"{STAGE_PREFIX}{_host()}-{_dead_pid()}-0123456789ab"
        # a dir named by a PID this process cannot see (another PID namespace) but flocked by a live one
        hidden = tmp_path / f"{STAGE_PREFIX}{_host()}-{_dead_pid()}-ba9876543210"
        other_host = tmp_path / f"{STAGE_PREFIX}elsewhere.example-{_dead_pid()}-aaaaaaaaaaaa"
        legacy = tmp_path / f"{STAGE_PREFIX}0123456789ab"                    # no owner recorded: left alone
        for d in (dead, other_host, legacy):
            d.mkdir()
            (d / "k.s").write_text("// staged\n")
        live.rename(hidden)        # the holder's flock goes with the inode
        holder2 = subprocess.Popen([sys.executable, "-c", HOLD, str(tmp_path)], env=_env(tmp_path), cwd=REPO,
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        try:
            live2 = Path(holder2.stdout.readline().strip())
            (live2 / "k.s").write_text("// being built\n")
            assert sweep_stages(tmp_path) == [str(dead)]
            assert _stages(tmp_path) == sorted([hidden, other_host, legacy, live2])
        finally:
            holder2.communicate("")
    finally:
        holder.communicate("")
    assert sorted(sweep_stages(tmp_path)) == sorted([str(hidden), str(live2)])   # their holders are gone now
    assert _stages(tmp_path) == sorted([other_host, legacy])


def test_the_lock_is_exclusive_and_leaves_nothing(tmp_path):
    out = tmp_path / "out"
    with out_lock(out) as path:
        assert Path(path).read_text() == f"{os.getpid()} {__import__('flygen.build.outdir').build.outdir._host()}\n"
        with pytest.raises(OutDirBusy, match=f"build of PID {os.getpid()} .*not waiting"):
            with out_lock(out, wait=0):
                pass
        told = []
        t0 = time.monotonic()
        with pytest.raises(OutDirBusy, match="waited 0.3 s"):
            with out_lock(f"{tmp_path}/./out", wait=0.3, notify=told.append):   # the same dir, spelt otherwise
                pass
        assert time.monotonic() - t0 >= 0.3
        assert told == [f"waiting for the build of PID {os.getpid()} into {tmp_path}/./out (up to 0.3 s)"]
    assert list(tmp_path.iterdir()) == []
    with out_lock(out):                                                   # free again
        pass


@pytest.fixture
def shards(tmp_path, monkeypatch):
    monkeypatch.setenv("FLYGEN_CACHE", str(tmp_path / "cache"))
    dirs = [tmp_path / f"s{i}" for i in (1, 2)]
    for i, d in enumerate(dirs, 1):
        fb.build([SPEC], d, shard=(i, 2), jobs=1)
    return dirs


def test_merge_takes_the_lock_too(tmp_path, shards):
    out = tmp_path / "merged"
    args = ["merge", *map(str, shards), "-o", str(out)]
    with out_lock(out):
        r = CliRunner().invoke(cli, [*args, "--no-wait"])
    assert r.exit_code == 1 and r.output.startswith(f"error: output dir {out} is being written by the build of PID")
    assert not out.exists()
    with out_lock(shards[1]):                                             # a shard being (re)built
        r = CliRunner().invoke(cli, [*args, "--no-wait"])
    assert r.exit_code == 1 and r.output.startswith(f"error: output dir {shards[1]} is being written by the build")
    assert not out.exists()
    r = CliRunner().invoke(cli, [*args, "--no-wait", str(shards[0])])            # a dir given twice: locked once
    assert r.exit_code == 1 and "shard 1/2 is given twice" in r.output
    r = CliRunner().invoke(cli, args)
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(cli, [*args, str(out), "--no-wait"])                    # OUT as a shard: not a self-lock
    assert r.exit_code == 1 and "not a shard's manifest" in r.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cache", "merged", "s1", "s2"]


def test_an_empty_output_dir_is_refused(shards):
    r = CliRunner().invoke(cli, ["merge", *map(str, shards), "-o", ""])
    assert r.exit_code == 1 and r.output.strip() == "error: -o/--out is empty: give the output directory"


def test_another_users_lock_file_is_locked_read_only(tmp_path, monkeypatch):
    """A lock file this user cannot write (another user's, left by a killed build) is still locked: read-only,
    then replaced by one of ours; where it cannot even be removed it is held as it is. (Simulated: the tests
    run as root, which permissions do not stop.)"""
    import errno
    import flygen.build.outdir as od
    out = tmp_path / "out"
    lock = Path(lock_path(out))
    real_open, real_unlink = os.open, os.unlink
    stale = {"unlink": True}

    def is_stale() -> bool:   # the other user's file (inode numbers are reused: its text tells)
        try:
            return lock.read_text() == "99999 otherhost\n"
        except OSError:
            return False

    def fake_open(path, flags, *a):
        if path == str(lock) and flags & os.O_ACCMODE == os.O_RDWR and is_stale():
            raise PermissionError(errno.EACCES, "Permission denied", path)
        return real_open(path, flags, *a)

    def fake_unlink(path, *a, **k):
        if path == str(lock) and not stale["unlink"] and is_stale():
            raise PermissionError(errno.EACCES, "Permission denied", path)
        return real_unlink(path, *a, **k)
    monkeypatch.setattr(od.os, "open", fake_open)
    monkeypatch.setattr(od.os, "unlink", fake_unlink)

    lock.write_text("99999 otherhost\n")
    with out_lock(out, wait=0):
        assert lock.read_text() == f"{os.getpid()} {od._host()}\n"
    assert not lock.exists()

    lock.write_text("99999 otherhost\n")
    stale["unlink"] = False
    with out_lock(out, wait=0):
        assert lock.read_text() == "99999 otherhost\n"                     # not ours to write
        with pytest.raises(OutDirBusy, match="PID 99999 on otherhost"):    # but held all the same
            with out_lock(out, wait=0):
                pass
    assert lock.read_text() == "99999 otherhost\n"


def test_where_no_lock_file_can_be_made_the_dir_itself_is_locked(tmp_path, monkeypatch):
    """`-o .` under a parent this user cannot write (simulated): the existing output dir is flocked itself."""
    import errno
    import flygen.build.outdir as od
    out = tmp_path / "out"
    out.mkdir()
    real_open = os.open

    def fake_open(path, flags, *a):
        if os.path.basename(path).startswith(".flygen-lock-"):
            raise PermissionError(errno.EACCES, "Permission denied", path)
        return real_open(path, flags, *a)
    monkeypatch.setattr(od.os, "open", fake_open)
    with out_lock(out, wait=0):
        with pytest.raises(OutDirBusy, match="build of another process"):
            with out_lock(out, wait=0):
                pass
    with out_lock(out, wait=0):
        pass
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"] and list(out.iterdir()) == []
    with pytest.raises(PermissionError):                                     # no dir to lock: the error stands
        with out_lock(tmp_path / "new", wait=0):
            pass
