"""Issue 26, publishing under SIGKILL: a publish into an existing out/ killed at any step leaves a journal that
the next writer rolls forward (or back); readers refuse the dir until then; afterwards out/ is exactly the old
or the new library and holds nothing its manifest does not list (flygen.build.outdir.publish / recover). The many
randomized kills of a real build are bench/kill_publish.py; here, every step of one publish, deterministically."""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import signal
from pathlib import Path

import pytest

import flygen.build.pipeline as fb
from flygen.build import manifest as schema
from flygen.build import outdir
from flygen.errors import FlygenError

REPO = Path(__file__).resolve().parent.parent
OLD_SPEC = str(REPO / "examples" / "axpby.yaml")   # 6 kernels
NEW_SPEC = """target: gfx950
kernels:
  - name: axpby_{x_dtype}_{y_dtype}
    family: elementwise
    op: axpby
    vector: 2
    block: 128
    sweep:
      x_dtype: [f32]
      y_dtype: [f32, bf16]
"""                                                   # 2 of the 6 names, other bytes: 4 kernels become stale


def _tree(d: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(d.iterdir())}


@pytest.fixture(scope="module")
def libs(tmp_path_factory):
    root = tmp_path_factory.mktemp("publish")
    fb.build([OLD_SPEC], root / "old", jobs=1)
    (root / "new.yaml").write_text(NEW_SPEC)
    fb.build([str(root / "new.yaml")], root / "new", jobs=1)
    old, new = _tree(root / "old"), _tree(root / "new")
    assert set(new) < set(old) and all(old[f] != new[f] for f in new)   # every file moves, 8 go stale
    return root


def _setup(libs: Path, tmp: Path) -> tuple[Path, list[str], list[str]]:
    """out/ = the old library; the new library's file list and the old files that go stale."""
    out = tmp / "out"
    shutil.copytree(libs / "old", out)
    files = sorted(f for f in _tree(libs / "new") if f != "manifest.json")
    stale = sorted(set(_tree(libs / "old")) - set(_tree(libs / "new")))
    return out, files, stale


def _stage_of(tmp: Path) -> Path | None:
    return next((p for p in tmp.iterdir() if p.name.startswith(outdir.STAGE_PREFIX)), None)


def _publish_killed_at(libs: Path, out: Path, files, stale, n: int) -> bool:
    """In a forked child, stage the new library beside out/ (as a build does) and publish it, SIGKILLing
    itself at its n-th file-system step of the publish (a rename, a link or an unlink); whether it was killed
    (False: it completed, having fewer steps)."""
    pid = os.fork()
    if pid == 0:   # the child: no pytest machinery, no exit handlers
        try:
            stage = outdir.make_stage(out.parent)
            for f in (libs / "new").iterdir():
                shutil.copy2(f, os.path.join(stage, f.name))
            count = [0]
            for name in ("replace", "rename", "link", "unlink"):
                real = getattr(os, name)

                def step(*a, _real=real, **k):
                    count[0] += 1
                    if count[0] == n:
                        os.kill(os.getpid(), signal.SIGKILL)
                    return _real(*a, **k)
                setattr(os, name, step)
            outdir.publish(stage, str(out), files, stale)
            outdir.drop_stage(stage)
            os._exit(0)
        except BaseException:
            os._exit(3)
    _, status = os.waitpid(pid, 0)
    assert not (os.WIFEXITED(status) and os.WEXITSTATUS(status) == 3)
    return os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL


# steps: the journal (1), 4 files x (keep the old, move the new) (2-9), 8 stale files moved aside (10-17), the
# manifest kept and moved (18, 19), the journal removed (20); 99: never killed
@pytest.mark.parametrize("n", [1, 2, 3, 6, 9, 10, 13, 17, 18, 19, 20, 99])
def test_kill_at_every_step_leaves_old_or_new(libs, tmp_path, n):
    out, files, stale = _setup(libs, tmp_path)
    old, new = _tree(libs / "old"), _tree(libs / "new")
    killed = _publish_killed_at(libs, out, files, stale, n)
    journal = Path(outdir.journal_path(out))
    if killed and journal.exists():                       # mid-publish: readers refuse it, in one line
        with pytest.raises(schema.ManifestError, match="publish into it is under way or was interrupted") as e:
            schema.load(out)
        assert "\n" not in str(e.value)
    if killed:                                            # what the next build or merge does first
        with outdir.out_lock(out):
            how = outdir.recover(out)
        assert how in ((None,) if n == 1 else ("forward", "back"))
    assert not journal.exists()
    got = _tree(out)
    assert got in (old, new), sorted(set(got) ^ set(new))
    if not killed:
        assert got == new
    schema.load(out)                                      # consistent with its manifest, every file
    outdir.sweep_stages(tmp_path)                         # the dead publisher's staging dir goes now
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_the_sweep_spares_a_journaled_stage(libs, tmp_path):
    """A build into a sibling dir sweeps dead staging dirs, but never one a journal names: the interrupted
    publish's next writer needs its files (and `.prev`)."""
    out, files, stale = _setup(libs, tmp_path)
    assert _publish_killed_at(libs, out, files, stale, 5)
    stage = _stage_of(tmp_path)
    outdir.sweep_stages(tmp_path)
    assert stage.is_dir()
    fb.build([str(libs / "new.yaml")], tmp_path / "out", jobs=1)   # the next writer: recovers, then builds
    assert _tree(out) == _tree(libs / "new") and not Path(outdir.journal_path(out)).exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_a_damaged_staged_file_rolls_back(libs, tmp_path):
    """A staged file that no longer hashes to the journal's sha256 (a power cut before it reached the disk) is
    not installed: the recovery rolls back to the old library."""
    out, files, stale = _setup(libs, tmp_path)
    assert _publish_killed_at(libs, out, files, stale, 4)   # journal written, one file moved
    stage = _stage_of(tmp_path)
    left = next(f for f in files if (stage / f).exists())
    (stage / left).write_bytes(b"")                          # zero-length after the crash
    with outdir.out_lock(out):
        assert outdir.recover(out) == "back"
    assert _tree(out) == _tree(libs / "old")


def test_a_forged_journal_is_refused(libs, tmp_path):
    """The journal names what to move: one flygen cannot read (or that names a path outside the dir) is refused
    in one line, nothing moved."""
    out, files, stale = _setup(libs, tmp_path)
    stage = Path(outdir.make_stage(tmp_path))
    before = _tree(out)
    Path(outdir.journal_path(out)).write_text(json.dumps({"journal": 1, "out": str(out), "stage": stage.name,
                                                          "moves": [["../../etc/passwd", None, True]], "stale": [],
                                                          "manifest": ["0" * 64, True]}))
    with pytest.raises(FlygenError, match="cannot read; check") as e:
        with outdir.out_lock(out):
            outdir.recover(out)
    assert "\n" not in str(e.value) and _tree(out) == before


def test_a_smaller_rebuild_removes_only_what_the_old_manifest_listed(libs, tmp_path):
    out = tmp_path / "out"
    shutil.copytree(libs / "old", out)
    (out / "notes.txt").write_text("mine\n")                 # a user's file: never flygen's to remove
    (out / "flygen_kernels.h").write_text("/* header */\n")  # a derived file `flygen header` wrote: kept too
    fb.build([str(libs / "new.yaml")], out, jobs=1)
    assert _tree(out) == {**_tree(libs / "new"), "notes.txt": _tree(out)["notes.txt"],
                          "flygen_kernels.h": _tree(out)["flygen_kernels.h"]}


def test_readers_refuse_files_that_disagree_with_the_manifest(libs, tmp_path):
    from flygen.runtime.header import header_text
    out = tmp_path / "out"
    shutil.copytree(libs / "new", out)
    victim = out / "axpby_f32_bf16.hsaco"
    data = bytearray(victim.read_bytes())
    data[len(data) // 2] ^= 1                                # one bit, same size
    victim.write_bytes(bytes(data))
    with pytest.raises(FlygenError, match="bytes differ from the sha256") as e:
        header_text(out)
    assert "\n" not in str(e.value)
    victim.unlink()
    with pytest.raises(FlygenError, match="missing, but .* lists it"):
        header_text(out)


def test_sigterm_after_the_publish_is_not_an_interruption(libs, tmp_path):
    """A real build into an existing dir, SIGTERMed once its new manifest is in place (the process still cleans up):
    it does not say "interrupted", and the dir is the new library."""
    import subprocess
    import sys
    import time
    out = tmp_path / "out"
    shutil.copytree(libs / "old", out)
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    p = subprocess.Popen([sys.executable, "-m", "flygen", "build", str(libs / "new.yaml"), "-o", str(out)],
                         cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    want = (libs / "new" / "manifest.json").read_bytes()
    end = time.monotonic() + 120
    while p.poll() is None and time.monotonic() < end:
        try:
            if (out / "manifest.json").read_bytes() == want:
                p.send_signal(signal.SIGTERM)
                break
        except OSError:
            pass
        time.sleep(0.001)
    _, err = p.communicate(timeout=120)
    assert "interrupted" not in err, err
    assert p.returncode in (0, 128 + signal.SIGTERM), err   # 143: it was still cleaning up, and said so
    if p.returncode:
        assert "SIGTERM after" in err and "was published (it is complete)" in err
    assert _tree(out) == _tree(libs / "new")


def test_a_journal_whose_staging_dir_is_gone_is_repaired_by_the_next_build(libs, tmp_path):
    """Killed mid-publish, then the staging dir removed by hand: neither roll is possible; the next build drops the
    journal and its own publish rewrites every file that differs, so the dir ends up the new library."""
    out, files, stale = _setup(libs, tmp_path)
    assert _publish_killed_at(libs, out, files, stale, 6)
    shutil.rmtree(_stage_of(tmp_path))
    with pytest.raises(schema.ManifestError):
        schema.load(out)                                  # the journal: refused
    fb.build([str(libs / "new.yaml")], out, jobs=1)
    assert _tree(out) == _tree(libs / "new") and not Path(outdir.journal_path(out)).exists()
