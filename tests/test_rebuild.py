"""Without a disassembler (a pip-only machine: the ziglang wheel ships none), a flygen output's .hsaco can
still be inspected and emulated: its .s beside it is used only when it rebuilds to the exact bytes."""
from __future__ import annotations

import dataclasses
import shutil

import pytest

import flygen.toolchain.tools as tools
from flygen.build import build
from flygen.asm.parse import load_program, parse_asm
from flygen.errors import EmulatorError, ToolchainError
from flygen.inspect import inspect
from flygen.rebuild import proven_source


@pytest.fixture(scope="module")
def out(tmp_path_factory):
    d = tmp_path_factory.mktemp("rebuild") / "out"
    build(["examples/axpby.yaml"], d, names=("axpby_f32_f32", "axpby_bf16_f16"))
    return d


@pytest.fixture
def no_disassembler(monkeypatch):
    def none(*a, **k):
        raise ToolchainError("no tool to disassemble (llvm-objdump)")
    monkeypatch.setattr(tools.Toolchain, "disassemble", none)
    import flygen.toolchain as ft
    probe = ft.probe_toolchain
    monkeypatch.setattr(ft, "probe_toolchain", lambda *a: dataclasses.replace(probe(*a), disassembler=None))


def test_the_source_beside_is_proven_by_rebuilding(out, tmp_path):
    text = (out / "axpby_f32_f32.s").read_text()
    assert proven_source(out / "axpby_f32_f32.hsaco") == text
    d = tmp_path / "copy"                                     # no manifest: <stem>.s is the candidate
    d.mkdir()
    shutil.copy(out / "axpby_f32_f32.hsaco", d / "k.hsaco")
    shutil.copy(out / "axpby_bf16_f16.s", d / "k.s")         # another kernel's source: rejected
    assert proven_source(d / "k.hsaco") is None
    (d / "k.s").write_text(text.replace("s_endpgm", "s_nop 0\n        s_endpgm", 1))   # edited: rejected
    assert proven_source(d / "k.hsaco") is None
    (d / "k.s").write_text(text)
    assert proven_source(d / "k.hsaco") == text


def test_inspect_and_emulate_an_hsaco_without_a_disassembler(out, no_disassembler):
    rep = inspect(str(out / "axpby_f32_f32.hsaco"))
    ref = inspect(str(out / "axpby_f32_f32.s"))
    assert rep["origin"] == "hsaco" and "rebuilds to these exact bytes" in rep["notes"][0]
    assert rep["mix"] == ref["mix"] and rep["hot"] == ref["hot"] and rep["model"] == ref["model"]
    prog = load_program(str(out / "axpby_f32_f32.hsaco"))
    assert prog.instrs == parse_asm((out / "axpby_f32_f32.s").read_text(), "x").instrs


def test_without_a_matching_source_the_hsaco_is_refused_clearly(out, tmp_path, no_disassembler):
    shutil.copy(out / "axpby_f32_f32.hsaco", tmp_path / "k.hsaco")
    with pytest.raises(EmulatorError, match="llvm-objdump"):
        load_program(str(tmp_path / "k.hsaco"))
    rep = inspect(str(tmp_path / "k.hsaco"))
    assert "mix" not in rep and "no disassembler" in rep["notes"][0]
