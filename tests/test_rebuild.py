"""The .s beside a flygen output's .hsaco is proven by rebuilding it to the exact bytes (it gives the
K-tile marks of the inspector); without llvm-objdump (a pip-only machine) an HSACO, with or without its
.s beside it, is inspected and emulated from flygen's own disassembler (flygen.asm.disasm)."""
from __future__ import annotations

import dataclasses
import shutil

import pytest

import flygen.toolchain.tools as tools
from flygen.build.pipeline import build
from flygen.asm.load import load_program
from flygen.asm.parse import parse_asm
from flygen.errors import ToolchainError
from flygen.inspect import inspect
from flygen.build.rebuild import proven_source


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


def _same_code(a, b):
    def key(ins):
        return ins.op, [(o.kind, o.idx, o.n, o.value, o.neg, o.abs, o.sext) for o in ins.operands]
    return [key(i) for i in a] == [key(i) for i in b]


def test_inspect_and_emulate_an_hsaco_without_llvm_objdump(out, no_disassembler):
    rep = inspect(str(out / "axpby_f32_f32.hsaco"))
    ref = inspect(str(out / "axpby_f32_f32.s"))
    assert rep["origin"] == "hsaco" and rep["notes"] == []
    lines = ("start_line", "end_line")           # lines of the listing vs of the .s: not comparable
    assert {k: v for k, v in rep["hot"].items() if k not in lines} == {k: v for k, v in ref["hot"].items()
                                                                         if k not in lines}
    assert rep["mix"] == ref["mix"] and rep["model"] == ref["model"]
    prog = load_program(str(out / "axpby_f32_f32.hsaco"))
    assert _same_code(prog.instrs, parse_asm((out / "axpby_f32_f32.s").read_text(), "x").instrs)


def test_an_hsaco_copied_away_from_its_source_gives_the_full_listing(out, tmp_path, no_disassembler):
    shutil.copy(out / "axpby_f32_f32.hsaco", tmp_path / "k.hsaco")
    prog = load_program(str(tmp_path / "k.hsaco"))
    assert _same_code(prog.instrs, parse_asm((out / "axpby_f32_f32.s").read_text(), "x").instrs)
    rep = inspect(str(tmp_path / "k.hsaco"))
    assert rep["mix"] == inspect(str(out / "axpby_f32_f32.s"))["mix"]
