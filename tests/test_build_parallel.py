"""Parallel builds: worker processes give the same files as one in-process build; errors raised in a
worker (assembler, plan) reach the caller with their message and leave the output untouched."""
from __future__ import annotations

import hashlib
import threading
from pathlib import Path

import pytest

import flygen.build.pipeline as fb
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
    assert "kernel.s.j2" in msg and "gemm_preshuffle_mx.yaml kernels[0]" in msg
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
        # and an attribute no pickler can take: with dask's distributed imported (tests/test_cluster.py), tblib's
        # exception reducers pickle by __dict__, which would make the two-argument __init__ alone picklable
        self.lock = threading.Lock()


def test_unpicklable_error_crosses_as_its_message():
    e = _NeedsTwoArgs("k", "bad")
    ported = fb._portable(e)
    assert type(ported) is fb.BuildError and str(ported) == "k: bad"
    ok = FlygenError("plain")
    assert fb._portable(ok) is ok


def _tool(cap, route, style, version):
    from flygen.toolchain.discover import Tool
    return Tool(cap, route, style, (f"/{route}/{style}",), f"/{route}/{style}", version)


@pytest.mark.parametrize("route,style,zig_version,swapped", [
    ("system", "mc", "22.1.8", True),        # same LLVM release: the driver assembles
    ("system", "mc", "21.1.0", False),       # another release may encode differently
    ("override", "mc", "22.1.8", False),     # --llvm DIR is exclusive
    ("system", "cc1as", "22.1.8", False),    # already a driver
])
def test_batch_toolchain_swaps_only_same_release_system_llvm_mc(monkeypatch, route, style, zig_version, swapped):
    import flygen.build.batch as fbatch
    from flygen.toolchain.tools import Toolchain
    zig = _tool("assemble", "ziglang", "cc1as", zig_version)
    monkeypatch.setattr(fbatch, "route_tool", lambda cap, r: (zig, ""))
    tc = Toolchain(_tool("assemble", route, style, "22.1.8"), _tool("link", route, "lld", "22.1.8"), None, {})
    got = fbatch.batch_toolchain(tc)
    assert got.assembler == (zig if swapped else tc.assembler) and got.linker == tc.linker


def test_llvm_mc_and_clang_driver_give_identical_gemm_objects(tmp_path):
    """The fact batch_toolchain relies on, on real GEMM kernels of both families."""
    from flygen.build.batch import _driver_argv, _ok
    from flygen.build.pipeline import generate
    from flygen.toolchain import route_toolchain
    mc, zig = route_toolchain("system").assembler, route_toolchain("ziglang").assembler
    if mc is None or zig is None or mc.style != "mc" or mc.version != zig.version:
        pytest.skip(f"need system llvm-mc and the ziglang driver of one LLVM release, have {mc} / {zig}")
    from flygen.toolchain.tools import Toolchain
    built = generate(["examples/gemm_fp8.yaml", "examples/gemm_preshuffle_paths.yaml"])[::2]
    files = []
    for i, b in enumerate(built):
        (tmp_path / f"k{i}.s").write_text(b.asm)
        files.append(f"k{i}.s")
    assert _ok([*_driver_argv(Toolchain(zig, None, None, {}), "gfx950"), *files], str(tmp_path))
    for f in files:
        Toolchain(mc, None, None, {}).assemble((tmp_path / f).read_text(), tmp_path / "mc.o")
        assert (tmp_path / "mc.o").read_bytes() == (tmp_path / f.replace(".s", ".o")).read_bytes(), f


def test_gemm_bench_library_has_500_gemm_variants():
    from flygen.spec.load import load_specs
    ks = load_specs(["bench/library_gemm.yaml"])
    assert len(ks) >= 500 and {k.family for k in ks} == {"gemm_fp8", "gemm_preshuffle"}
