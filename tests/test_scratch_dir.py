"""flygen.scratch.scratch_dir: removed on normal exit, on an exception in the body, and when an interrupt lands
inside its own removal (tempfile.TemporaryDirectory leaves the directory then: seen as a flygen-verify-* left
behind by a SIGINTed verify in tests/test_build_robust.py)."""
import os
import shutil

import pytest

from flygen import scratch
from flygen.scratch import scratch_dir


def test_removed_on_exit_and_on_error(tmp_path):
    with scratch_dir("t-", dir=tmp_path) as d:
        open(os.path.join(d, "f"), "w").close()
    assert not os.path.exists(d)
    with pytest.raises(ValueError):
        with scratch_dir("t-", dir=tmp_path) as d:
            raise ValueError
    assert not os.path.exists(d)


def test_removed_when_the_removal_is_interrupted(tmp_path, monkeypatch):
    real, calls = shutil.rmtree, []

    def interrupted_once(path, ignore_errors=False):
        calls.append(path)
        if len(calls) == 1:
            os.remove(os.path.join(path, "a"))          # part of the tree is gone, then the signal lands
            raise KeyboardInterrupt
        real(path, ignore_errors=ignore_errors)

    monkeypatch.setattr(scratch.shutil, "rmtree", interrupted_once)
    with pytest.raises(KeyboardInterrupt):
        with scratch_dir("t-", dir=tmp_path) as d:
            for name in ("a", "b"):
                open(os.path.join(d, name), "w").close()
    assert len(calls) == 2 and not os.path.exists(d)
