"""Wiring of flygen's disassembler: doctor serves `disassemble` with it (llvm-objdump is the optional
`disassemble_check`), and FLYGEN_TOOLCHAIN_CHECK=1 compares its listing with llvm-objdump's when one exists."""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import flygen.toolchain.tools as tools
from flygen.asm.disasm import disassemble
from flygen.asm.hsaco import program_from_hsaco
from flygen.errors import EmulatorError, ToolchainError
from flygen.toolchain import find_toolchain, objdump_check, read_code_object
from flygen.toolchain.discover import Tool

DATA = Path(__file__).parent / "data" / "emu"


@pytest.fixture(scope="module")
def hsaco(tmp_path_factory):
    d = tmp_path_factory.mktemp("wiring")
    tc = find_toolchain()
    tc.assemble((DATA / "reduce_lds.s").read_text(), d / "r.o")
    tc.link([d / "r.o"], d / "r.hsaco")
    return d / "r.hsaco"


def test_doctor_serves_disassemble_with_the_builtin_disassembler():
    from flygen.cli.main import cli
    res = CliRunner().invoke(cli, ["doctor", "--json"])
    caps = json.loads(res.output)["capabilities"]
    assert caps["disassemble"]["route"] == "builtin" and caps["disassemble"]["probe"]["ok"] is True
    assert caps["disassemble_check"]["required"] is False


def _fake_objdump(monkeypatch, listing: str):
    fake = Tool("disassemble", "system", "objdump", ("/nonexistent/llvm-objdump",), "/nonexistent/llvm-objdump",
                "22.1.8")
    probe = tools.probe_toolchain
    monkeypatch.setattr(tools, "probe_toolchain", lambda *a: dataclasses.replace(probe(*a), disassembler=fake))
    monkeypatch.setattr(tools.Toolchain, "disassemble", lambda self, path, mcpu="gfx950": listing)


def _objdump_style(data: bytes) -> str:
    """An llvm-objdump-shaped listing of `data`'s kernels (the plumbing test's agreeing listing)."""
    co = read_code_object(data)
    lines = []
    for k in co.kernels:
        lines.append(f"{k.code_offset:016x} <{k.name}>:")
        for d in disassemble(k.code, k.code_offset):
            text = d.text
            if d.target is not None:          # objdump prints the raw simm16
                text = text.rsplit(" ", 1)[0] + f" {((d.target - d.offset - 4) // 4) & 0xFFFF}"
            lines.append(f"\t{text} // {d.offset:012X}: 00000000")
    return "\n".join(lines) + "\n"


def test_the_check_passes_when_llvm_objdump_agrees(hsaco, monkeypatch):
    data = hsaco.read_bytes()
    _fake_objdump(monkeypatch, _objdump_style(data))
    assert objdump_check.compare_with_objdump(data, read_code_object(data), "r.hsaco") is True
    monkeypatch.setenv("FLYGEN_TOOLCHAIN_CHECK", "1")
    assert program_from_hsaco(data, "r.hsaco").kernels["reduce_lds"]


def test_the_check_names_the_first_difference(hsaco, monkeypatch):
    # the committed listing was disassembled from reduce_lds before its fences were added (tests/data/emu/README):
    # it lacks the `s_waitcnt lgkmcnt(0)` before the first s_barrier that today's build has
    data = hsaco.read_bytes()
    _fake_objdump(monkeypatch, (DATA / "reduce_lds.objdump.txt").read_text())
    with pytest.raises(ToolchainError, match=r"instruction 13: flygen's disassembler says `s_waitcnt "
                                             r"lgkmcnt\(0\)`, llvm-objdump \(22.1.8\) `s_barrier`"):
        objdump_check.compare_with_objdump(data, read_code_object(data), "r.hsaco")
    monkeypatch.setenv("FLYGEN_TOOLCHAIN_CHECK", "1")
    with pytest.raises(ToolchainError):
        program_from_hsaco(data, "r.hsaco")
    monkeypatch.setenv("FLYGEN_TOOLCHAIN_CHECK", "0")
    assert program_from_hsaco(data, "r.hsaco").kernels["reduce_lds"]


def test_without_llvm_objdump_the_check_is_skipped(hsaco, monkeypatch):
    probe = tools.probe_toolchain
    monkeypatch.setattr(tools, "probe_toolchain", lambda *a: dataclasses.replace(probe(*a), disassembler=None))
    data = hsaco.read_bytes()
    assert objdump_check.compare_with_objdump(data, read_code_object(data)) is False


def test_undecodable_code_in_an_hsaco_is_one_located_error(hsaco, tmp_path):
    data = bytearray(hsaco.read_bytes())
    k = read_code_object(bytes(data)).kernels[0]
    at = data.index(k.code)                      # file offset of the code
    data[at + 8:at + 12] = bytes.fromhex("ffffffff")
    with pytest.raises(EmulatorError, match=r"^bad\.hsaco: cannot disassemble the bytes at offset 0x[0-9a-f]+ "
                                            r"\(ff ff ff ff"):
        program_from_hsaco(bytes(data), "bad.hsaco")


def _key(ins):
    return ins.op, tuple((o.kind, o.idx, o.n, o.value, o.neg, o.abs, o.sext) for o in ins.operands), \
        tuple(sorted((k, str(v)) for k, v in ins.mods.items()))


@pytest.mark.parametrize("name", ["reduce_lds.s", "gemm16_bf16.s", "foreign/gfx950_ops.s", "foreign/dpp_shuffle.s",
                                  "foreign/flat_scratch.s", "triton/gemm_mxfp4.s", "triton/gemm_dma_bf16.s",
                                  "triton/attention_fwd.s"])
def test_the_program_from_an_hsaco_is_the_program_from_its_source(name, tmp_path):
    """What the emulator runs from the HSACO (flygen's disassembly, parsed) is instruction for instruction what
    it runs from the .s: same operations, operands, modifiers and branch targets. The HSACO also holds the
    `s_nop 0` fill of a `.p2align` (Triton aligns the loop after its kernarg preload), which is skipped."""
    import sys
    from flygen.asm.parse import parse_asm
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
    import disasm_check as dc
    text = dc.normalise_source((DATA / name).read_text())
    tc = find_toolchain()
    tc.assemble(text, tmp_path / "k.o")
    tc.link([tmp_path / "k.o"], tmp_path / "k.hsaco")
    hp = program_from_hsaco((tmp_path / "k.hsaco").read_bytes(), name)
    sp = parse_asm(text, name)
    assert hp.kernels and set(hp.kernels) == set(sp.kernels)
    for kname, k in hp.kernels.items():
        sk = sp.kernels[kname]
        mine, theirs = hp.instrs[k.entry:k.end], sp.instrs[sk.entry:sk.end]
        kept = []
        for ins in mine:
            j = len(kept)
            if ins.text == "s_nop 0" and (j >= len(theirs) or theirs[j].op != "s_nop" or theirs[j].operands[0].value):
                continue
            kept.append(ins)
        pos = {ins.index: n for n, ins in enumerate(kept)}
        assert [_key(i) for i in kept] == [_key(i) for i in theirs]
        assert [None if i.target is None else pos.get(i.target) for i in kept] == \
               [None if i.target is None else i.target - sk.entry for i in theirs]
