"""Issue 18: large sweeps show progress on a terminal (expanding, planning, building: done/total, ETA) and
nothing extra when stderr is not a terminal."""
from __future__ import annotations

import io
import os
import pty
import re
import subprocess
import sys
from pathlib import Path

import pytest

from flygen.cli.common import progress_bars
from flygen.spec.load import load_specs

REPO = Path(__file__).resolve().parent.parent
BLOCKS = list(range(64, 1025, 64))
SPEC = f"""target: gfx950
kernels:
  - name: p_{{x_dtype}}_b{{block}}_v{{vector}}
    family: elementwise
    sweep: {{x_dtype: [f32], vector: [1, 2, 4], block: {BLOCKS}}}
  - name: q_{{x_dtype}}_b{{block}}
    family: elementwise
    vector: 4
    sweep: {{x_dtype: [f32, f16], block: {BLOCKS}}}
"""
KERNELS = 3 * 16 + 2 * 16


@pytest.fixture
def spec(tmp_path):
    p = tmp_path / "sweep.yaml"
    p.write_text(SPEC)
    return p


def _run(tmp_path: Path, args, tty: bool) -> tuple[int, str, str]:
    """flygen ARGS with stderr on a pseudo-terminal (tty) or a pipe; stdout to a file."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]),
           "FLYGEN_CACHE": str(tmp_path / "cache"), "COLUMNS": "100"}
    with open(tmp_path / "stdout", "w") as out:
        if not tty:
            p = subprocess.run([sys.executable, "-m", "flygen", *args], cwd=REPO, env=env, stdout=out,
                               stderr=subprocess.PIPE, text=True, timeout=300)
            return p.returncode, (tmp_path / "stdout").read_text(), p.stderr
        master, slave = pty.openpty()
        p = subprocess.Popen([sys.executable, "-m", "flygen", *args], cwd=REPO, env=env, stdout=out, stderr=slave)
        os.close(slave)
        err = b""
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:      # EIO: the other side closed
                break
            if not chunk:
                break
            err += chunk
        os.close(master)
        p.wait(300)
    return p.returncode, (tmp_path / "stdout").read_text(), err.decode()


def _bars(err: str) -> dict[str, list[tuple[int, int]]]:
    """label -> [(done, total)] in drawing order, from the terminal output."""
    out: dict[str, list] = {}
    err = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", err)     # cursor hide/show
    for label, done, total in re.findall(r"([a-z]+)\s+\[[#-]*\]\s+(\d+)/(\d+)", err):
        out.setdefault(label, []).append((int(done), int(total)))
    return out


@pytest.mark.parametrize("cmd", ["list", "validate", "build"])
def test_progress_on_a_terminal_and_nothing_in_a_pipe(tmp_path, spec, cmd):
    args = [cmd, str(spec)] + (["-o", str(tmp_path / "out"), "-j", "2"] if cmd == "build" else [])
    rc, out, err = _run(tmp_path, args, tty=True)
    assert rc == 0, err
    bars = _bars(err)
    second = {"list": None, "validate": "planning", "build": "building"}[cmd]
    assert list(bars) == ["expanding"] + ([second] if second else [])
    for label, seen in bars.items():
        assert seen[-1] == (KERNELS, KERNELS), (label, seen)         # ends at done == total
        assert [d for d, _ in seen] == sorted(d for d, _ in seen)     # never goes back
    assert {t for _, t in bars["expanding"]} == {KERNELS}              # the total known from the start
    assert err.index("expanding") < (err.index(second) if second else len(err))
    if second:
        assert bars[second][0][0] < KERNELS                           # drawn as it went, not only at the end
    rc2, out2, err2 = _run(tmp_path, args, tty=False)
    assert rc2 == 0 and err2 == ""                                     # a pipe gets no bar
    assert out2.splitlines()[-1] == out.splitlines()[-1]


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_bars_redraw_at_most_every_tenth_of_a_second_and_follow_a_growing_total(monkeypatch):
    term = _Terminal()
    monkeypatch.setattr(sys, "stderr", term)
    with progress_bars() as bar:
        expanding, planning = bar("expanding"), bar("planning")
        for i in range(10_000):
            expanding(1, 5_000 if i < 5_000 else 10_000)
        for _ in range(3):
            planning(1, 3)
    text = term.getvalue()
    bars = _bars(text)
    assert bars["expanding"][-1] == (10_000, 10_000) and bars["planning"][-1] == (3, 3)
    assert len(bars["expanding"]) < 100                                 # not 10,000 redraws
    assert text.index("expanding") < text.index("planning")


def test_no_terminal_no_bar(monkeypatch):
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    with progress_bars() as bar:
        assert bar("expanding") is None


def test_expansion_reports_every_sweep_point_of_every_file(spec, tmp_path):
    other = tmp_path / "other.yaml"
    other.write_text(SPEC.replace("p_{", "r_{").replace("q_{", "s_{"))
    calls = []
    ks = load_specs([spec, other], progress=lambda n, total: calls.append((n, total)))
    assert len(ks) == 2 * KERNELS == sum(n for n, _ in calls)
    assert calls[0][1] == KERNELS and calls[-1][1] == 2 * KERNELS        # a file's total known up front


def test_a_message_line_ends_the_bar_first(monkeypatch):
    """`waiting for the build of PID ...` while the expanding bar is on screen: on a line of its own."""
    term = _Terminal()
    monkeypatch.setattr(sys, "stderr", term)
    with progress_bars() as bar:
        expanding = bar("expanding")
        expanding(5, 5)
        bar.finish()
        print("waiting for the build of PID 1 into out", file=term)
        bar("building")(1, 1)
    lines = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", term.getvalue()).split("\n")
    assert "waiting for the build of PID 1 into out" in lines
    assert _bars(term.getvalue()) == {"expanding": [(0, 5), (5, 5)], "building": [(0, 1), (1, 1)]}
