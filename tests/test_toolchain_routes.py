"""Every toolchain route present on this machine builds a gfx950 HSACO, deterministically; routes not
present are skipped with the reason. Also: discovery order/version gate, diagnostics, doctor CLI."""
from __future__ import annotations

import io
import json
import os
import stat
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from elftools.elf.elffile import ELFFile

from flygen.errors import ToolchainError
from flygen.toolchain import AssemblerError, find_toolchain, read_code_object, route_toolchain
from flygen.toolchain import discover
from flygen.toolchain.discover import Tool
from flygen.toolchain.tools import Toolchain

SOURCE = (Path(__file__).parent / "data" / "toolchain" / "gfx950-copy-kernel.s").read_text()
ROUTES = ["rocm", "system", "ziglang"]


def _route(route: str):
    tc = route_toolchain(route)
    if tc.assembler is None or tc.linker is None:
        why = "; ".join(dict.fromkeys(r for cap in ("assemble", "link") for r in tc.tried[cap]))
        pytest.skip(f"route {route} not present: {why}")
    return tc


def _build(tc, d: Path) -> tuple[bytes, bytes]:
    d.mkdir(parents=True, exist_ok=True)
    tc.assemble(SOURCE, d / "k.o")
    tc.link([d / "k.o"], d / "k.hsaco")
    return (d / "k.o").read_bytes(), (d / "k.hsaco").read_bytes()


@pytest.mark.parametrize("route", ROUTES)
def test_route_builds_gfx950_hsaco(route, tmp_path):
    tc = _route(route)
    _, hsaco = _build(tc, tmp_path)
    co = read_code_object(hsaco)
    assert co.e_flags == 0x54F and co.mach == "gfx950"
    assert [k.name for k in co.kernels] == ["copy_dword"]
    assert sorted(os.listdir(tmp_path)) == ["k.hsaco", "k.o"]  # nothing else left in the caller's dir


@pytest.mark.parametrize("route", ROUTES)
def test_route_is_byte_identical_across_runs_and_dirs(route, tmp_path):
    tc = _route(route)
    a = _build(tc, tmp_path / "first")
    b = _build(tc, tmp_path / "second" / "deeper")
    assert a == b
    for blob in a:
        assert str(tmp_path).encode() not in blob and b"flygen-" not in blob  # no paths embedded
    names = [s.name for s in ELFFile(io.BytesIO(a[1])).iter_sections()]
    assert ".note.gnu.build-id" not in names  # --build-id=none


def test_routes_with_same_llvm_agree(tmp_path):
    present = {}
    for route in ROUTES:
        tc = route_toolchain(route)
        if tc.assembler is not None:
            present[route] = tc
    versions = {r: tc.assembler.version for r, tc in present.items()}
    if len(present) < 2 or len(set(versions.values())) != 1:
        pytest.skip(f"need two assemble routes with the same LLVM version, have {versions}")
    objs = []
    for route, tc in present.items():
        tc.assemble(SOURCE, tmp_path / f"{route}.o")
        objs.append((tmp_path / f"{route}.o").read_bytes())
    assert all(o == objs[0] for o in objs)  # independent binaries of one LLVM release agree


@pytest.mark.parametrize("route", ROUTES)
def test_assembler_error_points_at_source_line(route, tmp_path):
    tc = _route(route)
    lines = SOURCE.splitlines()
    lines.insert(15, "        v_not_an_instruction v0, v1")      # becomes line 16
    lines.insert(17, "        s_mov_b32 s0, v[0:1]")              # line 18: bad operand
    with pytest.raises(AssemblerError) as ei:
        tc.assemble("\n".join(lines) + "\n", tmp_path / "bad.o", source_name="copy.s")
    errs = ei.value.errors
    assert [(e.line, e.severity) for e in errs] == [(16, "error"), (18, "error")]
    assert errs[0].col == 9 and errs[0].source_line == "        v_not_an_instruction v0, v1"
    assert errs[1].source_line.strip() == "s_mov_b32 s0, v[0:1]"
    msg = str(ei.value)
    assert "\n" not in msg and msg.startswith("copy.s:16:9: error:") and "(+1 more)" in msg
    assert not (tmp_path / "bad.o").exists()


@pytest.mark.parametrize("route", ROUTES)
def test_assemble_many_matches_single(route, tmp_path):
    tc = _route(route)
    variant = SOURCE.replace("copy_dword", "copy_two")
    tc.assemble_many([(SOURCE, tmp_path / "a.o"), (variant, tmp_path / "b.o")])
    tc.assemble(SOURCE, tmp_path / "a1.o")
    tc.assemble(variant, tmp_path / "b1.o")
    assert (tmp_path / "a.o").read_bytes() == (tmp_path / "a1.o").read_bytes()
    assert (tmp_path / "b.o").read_bytes() == (tmp_path / "b1.o").read_bytes()
    tc.link([tmp_path / "a.o", tmp_path / "b.o"], tmp_path / "two.hsaco")
    assert sorted(k.name for k in read_code_object(tmp_path / "two.hsaco").kernels) == ["copy_dword", "copy_two"]
    with pytest.raises(AssemblerError):
        tc.assemble_many([(SOURCE, tmp_path / "c.o"), ("bogus_op v0\n", tmp_path / "d.o")])


def test_python_m_ziglang_fallback_matches_direct_binary(tmp_path):
    direct = _route("ziglang")
    slow = Toolchain(Tool("assemble", "ziglang", "cc1as", (sys.executable, "-m", "ziglang", "clang"), "", ""),
                     Tool("link", "ziglang", "lld", (sys.executable, "-m", "ziglang", "ld.lld"), "", ""),
                     None, {})
    assert _build(direct, tmp_path / "direct") == _build(slow, tmp_path / "slow")


def test_disassemble_when_available(tmp_path):
    tc = find_toolchain()
    if tc.disassembler is None:
        pytest.skip("no llvm-objdump found (optional capability): " + "; ".join(tc.tried["disassemble"]))
    _build(tc, tmp_path)
    listing = tc.disassemble(tmp_path / "k.hsaco")
    assert "buffer_load_dword" in listing and "s_endpgm" in listing


def test_disassemble_missing_raises():
    tc = route_toolchain("ziglang")
    if tc.assembler is None:
        pytest.skip("ziglang wheel not installed")
    with pytest.raises(ToolchainError, match="disassemble"):
        tc.disassemble(Path("whatever.hsaco"))


def test_override_dir_without_tools_names_what_is_missing(tmp_path):
    with pytest.raises(ToolchainError) as ei:
        find_toolchain(tmp_path)
    assert "assemble" in str(ei.value) and "link" in str(ei.value) and str(tmp_path) in str(ei.value)


def test_env_override_is_honoured(tmp_path, monkeypatch):
    monkeypatch.setenv("FLYGEN_LLVM", str(tmp_path))
    with pytest.raises(ToolchainError, match="FLYGEN_LLVM|override"):
        find_toolchain()


def _fake_tool(d: Path, name: str, version: str) -> None:
    p = d / name
    p.write_text(f"#!/bin/sh\necho 'LLVM version {version}'\n")
    p.chmod(p.stat().st_mode | stat.S_IXUSR)


def test_system_discovery_rejects_old_llvm_and_prefers_newest(tmp_path, monkeypatch):
    _fake_tool(tmp_path, "llvm-mc", "19.1.0")     # plain name on PATH but too old
    _fake_tool(tmp_path, "llvm-mc-18", "18.1.8")  # versioned and too old
    _fake_tool(tmp_path, "llvm-mc-99", "99.0.0")  # newer than any real install
    monkeypatch.setenv("PATH", str(tmp_path))
    tool = discover._system("assemble")
    assert tool is not None and tool.path == str(tmp_path / "llvm-mc-99") and tool.version == "99.0.0"
    assert tool.style == "mc" and tool.route == "system"


def test_llvm_without_amdgpu_backend_is_rejected(tmp_path):
    p = tmp_path / "llvm-mc"
    p.write_text("#!/bin/sh\necho 'LLVM version 21.0.0'\necho '  Registered Targets:'\necho '    x86-64'\n")
    p.chmod(p.stat().st_mode | stat.S_IXUSR)
    _fake_tool(tmp_path, "ld.lld", "21.0.0")
    with pytest.raises(ToolchainError, match="assemble"):
        find_toolchain(tmp_path)


def test_override_dir_is_used(tmp_path):
    _fake_tool(tmp_path, "llvm-mc", "21.0.0")
    _fake_tool(tmp_path, "ld.lld", "21.0.0")
    tc = find_toolchain(tmp_path)
    assert (tc.assembler.route, tc.assembler.path) == ("override", str(tmp_path / "llvm-mc"))
    assert tc.linker.path == str(tmp_path / "ld.lld") and tc.disassembler is None


def test_doctor_cli_ok_and_failure(tmp_path):
    from flygen.cli.main import cli

    runner = CliRunner()
    res = runner.invoke(cli, ["doctor", "--json"])
    report = json.loads(res.output)
    assert res.exit_code == (0 if report["ok"] else 1)
    if report["ok"]:
        assert report["capabilities"]["assemble"]["probe"]["ok"] is True
        fast = report["fast_build"]
        assert fast["in_process_link"] is True and fast["bundles"] is True, fast
        assert "fast build: in-process link on, bundled assembly on" in runner.invoke(cli, ["doctor"]).output
    bad = runner.invoke(cli, ["doctor", "--llvm", str(tmp_path)])
    assert bad.exit_code != 0 and "Traceback" not in bad.output
    assert "missing (required)" in bad.output


def test_rocm_comes_first_in_discovery(tmp_path, monkeypatch):
    bin_dir = tmp_path / "llvm" / "bin"
    bin_dir.mkdir(parents=True)
    _fake_tool(bin_dir, "llvm-mc", "20.0.0")
    monkeypatch.setenv("ROCM_PATH", str(tmp_path))
    monkeypatch.delenv("FLYGEN_LLVM", raising=False)
    tc = find_toolchain()
    assert (tc.assembler.route, tc.assembler.path) == ("rocm", str(bin_dir / "llvm-mc"))
    assert tc.linker.route != "rocm"  # resolved on its own: the fake ROCm has no ld.lld


def test_tool_versions_are_remembered_per_executable(tmp_path, monkeypatch):
    """`--version` runs once per executable; a replaced executable (new inode/size/mtime) is probed again;
    an unwritable cache only means probing again."""
    monkeypatch.setenv("FLYGEN_CACHE", str(tmp_path / "cache"))
    log = tmp_path / "runs"

    def tool(version: str) -> Path:
        p = tmp_path / "bin" / "llvm-mc"
        p.parent.mkdir(exist_ok=True)
        if p.exists():
            p.unlink()
        p.write_text(f"#!/bin/sh\necho run >> {log}\necho 'LLVM version {version}'\n")
        p.chmod(p.stat().st_mode | stat.S_IXUSR)
        return p

    exe = (str(tool("21.0.0")),)
    runs = lambda: len(log.read_text().splitlines()) if log.exists() else 0   # noqa: E731
    assert discover._run_version(exe) == "21.0.0" and runs() == 1
    discover._load_version_memo.cache_clear()                  # a new process: read back from disk
    assert discover._run_version(exe) == "21.0.0" and runs() == 1
    exe = (str(tool("22.1.0")),)
    assert discover._run_version(exe) == "22.1.0" and runs() == 2
    monkeypatch.setenv("FLYGEN_CACHE", str(tmp_path / "bin" / "llvm-mc" / "not-a-dir"))
    discover._load_version_memo.cache_clear()
    assert discover._run_version(exe) == "22.1.0" and runs() == 3


def test_doctor_reports_a_fast_path_that_does_not_reproduce_the_linker(monkeypatch):
    import flygen.build.batch as fb
    from flygen.toolchain.doctor import doctor
    if not find_toolchain():
        pytest.skip("no toolchain")
    monkeypatch.setattr(fb, "link_shared", lambda obj, comment: b"other bytes")
    fast = doctor()["fast_build"]
    assert fast["in_process_link"] is False and fast["bundles"] is False
    assert "builds use the linker" in fast["detail"]
