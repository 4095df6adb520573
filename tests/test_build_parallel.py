"""Parallel builds: worker processes give the same files as one in-process build; errors raised in a
worker (assembler, plan) reach the caller with their message and leave the output untouched."""
from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

import flygen.build as fb
from flygen.errors import FlygenError

SPECS = ["examples/axpby.yaml", "examples/gemm_preshuffle_mx.yaml"]   # 14 kernels: 2 chunks per worker


def digest(d: Path) -> dict:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(d.iterdir())}


def test_worker_processes_match_in_process_build(tmp_path, monkeypatch):
    monkeypatch.setattr(fb, "CHUNK", 4)
    calls = []
    one = fb.build(SPECS, tmp_path / "one", jobs=1, cache=False)
    two = fb.build(SPECS, tmp_path / "two", jobs=2, cache=False, progress=lambda n, t: calls.append((n, t)))
    assert digest(tmp_path / "one") == digest(tmp_path / "two")
    assert one["kernels"] == two["kernels"] and len(two["kernels"]) == 14
    assert sum(n for n, _ in calls) == 14 and {t for _, t in calls} == {14}


def test_worker_cache_fill_serves_in_process_build(tmp_path, monkeypatch):
    monkeypatch.setattr(fb, "CHUNK", 4)
    fb.build(SPECS, tmp_path / "cold", jobs=2)          # workers fill the cache

    def boom(*a, **k):
        raise AssertionError("a cached kernel was regenerated")
    monkeypatch.setattr(fb, "plan_kernel", boom)
    fb.build(SPECS, tmp_path / "warm", jobs=1)
    assert digest(tmp_path / "cold") == digest(tmp_path / "warm")


def test_assembler_error_in_a_worker_names_kernel_and_template(tmp_path, monkeypatch):
    monkeypatch.setattr(fb, "CHUNK", 4)
    real = fb.render

    def broken(plan):   # only the last MX kernel (last chunk) is broken
        text = real(plan)
        return text.replace("s_endpgm", "s_endpgm_bogus", 1) if plan.name == "preshuffle_mx_fp8_fp8" else text
    monkeypatch.setattr(fb, "render", broken)
    out = tmp_path / "o"
    out.mkdir()
    (out / "keep.txt").write_text("x")
    with pytest.raises(FlygenError) as ei:
        fb.build(SPECS, out, jobs=2, cache=False)
    msg = str(ei.value)
    assert msg.startswith("preshuffle_mx_fp8_fp8.s:") and "s_endpgm_bogus" in msg
    assert "gemm_preshuffle.s.j2" in msg and "gemm_preshuffle_mx.yaml kernels[0]" in msg
    assert sorted(p.name for p in out.iterdir()) == ["keep.txt"]
    assert not list(tmp_path.glob(".flygen-build-*"))


def test_plan_error_in_a_worker_keeps_its_message(tmp_path, monkeypatch):
    from flygen.errors import PlanError
    monkeypatch.setattr(fb, "CHUNK", 4)
    real = fb.plan_kernel

    def failing(ks):
        if ks.name == "preshuffle_mx_bf6_fp4":
            raise PlanError(f"{ks.name}: needs 999 ArchVGPRs")
        return real(ks)
    monkeypatch.setattr(fb, "plan_kernel", failing)
    with pytest.raises(PlanError, match="preshuffle_mx_bf6_fp4: needs 999 ArchVGPRs"):
        fb.build(SPECS, tmp_path / "o", jobs=2, cache=False)
    assert not (tmp_path / "o").exists()


class _NeedsTwoArgs(FlygenError):
    def __init__(self, what, why):     # Exception pickling replays __init__(*args) with one arg: fails
        super().__init__(f"{what}: {why}")


def test_unpicklable_error_crosses_as_its_message():
    e = _NeedsTwoArgs("k", "bad")
    ported = fb._portable(e)
    assert type(ported) is fb.BuildError and str(ported) == "k: bad"
    ok = FlygenError("plain")
    assert fb._portable(ok) is ok
