"""The assembly parser against GNU/llvm-mc semantics: numeric local labels, `.rept`, and every other directive
either modelled (flygen.asm.directives) or refused with file:line (issues #28, #26 item 7).

`numeric_labels.s` (tests/data/emu/foreign) is hand-written in FlyDSL's inline-asm style; where the wheel's
LLVM 22 assembler is present, each branch target the parser resolved is compared with the one llvm-mc encoded
into the object (SOPP simm16: target = pc + 4 + 4 * simm16), instruction sizes from its -show-encoding."""
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from flygen.asm.load import load_program

from flygen.asm.parse import parse_asm
from flygen.emu.launch import launch
from flygen.emu.memory import Device
from flygen.errors import EmulatorError, FlygenError

DATA = Path(__file__).parent / "data" / "emu" / "foreign"
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))


def _want(x, n):
    y = np.float32(0) + np.zeros_like(x)
    for _ in range(n):
        y = (y + x).astype(np.float32)
    for _ in range(2 * (n % 2) + 3):             # each +1 rounds on its own, as the kernel's adds do
        y = (y + np.float32(1)).astype(np.float32)
    return np.where(y < 0, y * np.float32(-2), y).astype(np.float32)


@pytest.mark.parametrize("n", [0, 1, 4])
def test_numeric_labels_kernel_matches_numpy(n):
    kern = load_program(str(DATA / "numeric_labels.s")).kernel()
    x = np.linspace(-3, 3, 64).astype(np.float32)
    dev = Device()
    res = launch(kern, (1,), (64,), {"x": x, "out": np.zeros(64, np.float32), "n": n}, device=dev)
    assert [h for h in res.hazards if h.severity == "error"] == []
    assert np.array_equal(dev.download(res.buffers["out"], np.float32), _want(x, n))


def test_numeric_label_targets_equal_llvm_mc_encoding(tmp_path):
    from elftools.elf.elffile import ELFFile
    from flygen.toolchain import find_toolchain
    tc = find_toolchain()
    if tc.assembler is None:
        pytest.skip("no assembler (the ziglang wheel's clang -cc1as)")
    import code_size_check
    text = (DATA / "numeric_labels.s").read_text()
    tc.assemble(text, tmp_path / "k.o")
    with open(tmp_path / "k.o", "rb") as fh:
        code = ELFFile(fh).get_section_by_name(".text").data()
    sizes = [n for _, n in code_size_check.encoded_sizes(text, tc.assembler)]
    instrs = parse_asm(text).instrs
    assert len(sizes) == len(instrs) == 29            # the .rept copies are in both
    addr = np.concatenate([[0], np.cumsum(sizes)]).tolist()
    branches = 0
    for ins in instrs:
        if ins.target is None:
            continue
        word = int.from_bytes(code[addr[ins.index]:addr[ins.index] + 4], "little")
        simm = (word & 0xFFFF) - (0x10000 if word & 0x8000 else 0)
        assert word >> 23 == 0x17F, ins.text          # SOPP
        assert addr.index(addr[ins.index] + 4 + 4 * simm) == ins.target, ins.text
        branches += 1
    assert branches == 5


@pytest.mark.parametrize("src, msg", [
    ("s_branch 1b\n1:\ns_endpgm\n", r"line 1: 1b: no label 1: before"),
    ("1:\ns_branch 1f\ns_endpgm\n", r"1f: no label 1: after"),
    ("a:\ns_nop 0\na:\ns_endpgm\n", r"line 3: label 'a' defined again \(first at line 1\)"),
    (".include \"x.s\"\ns_endpgm\n", r"line 1: directive \.include is not modelled"),
    ("s_nop 0\n.incbin \"blob\"\ns_endpgm\n", r"line 2: directive \.incbin"),
    (".macro m\ns_nop 0\n.endm\n", r"line 1: directive \.macro"),
    (".if 1\ns_nop 0\n.endif\n", r"line 1: directive \.if "),
    (".irp r, 1, 2\ns_nop \\r\n.endr\n", r"line 1: directive \.irp"),
    (".frobnicate 3\n", r"line 1: directive \.frobnicate"),
    (".rept 2\ns_nop 0\n", r"line 1: \.rept without a matching \.endr"),
    (".endr\n", r"line 1: \.endr without \.rept"),
    (".rept -1\ns_nop 0\n.endr\n", r"count -1 is negative"),
    ("s_nop 0\n.long 0xBF800000\ns_endpgm\n", r"line 2: \.long puts data bytes in the code section before the "
                                              r"instruction at line 3"),
])
def test_directive_faults_are_located(src, msg):
    with pytest.raises(EmulatorError, match=msg):
        parse_asm(src)


def test_rept_bound_is_an_error_not_a_hang():
    t = time.perf_counter()
    with pytest.raises(FlygenError, match=r"k\.s:2: \.rept 100000000 expands to more than"):
        parse_asm("s_nop 0\n.rept 100000000\ns_nop 0\n.endr\ns_endpgm\n", "k.s")
    assert time.perf_counter() - t < 5


def test_rept_expands_nested_and_with_symbols():
    prog = parse_asm(".set N, 3\n.rept N\n.rept 2\ns_nop 1\n.endr\ns_nop 2\n.endr\ns_endpgm\n")
    assert [i.text for i in prog.instrs] == ["s_nop 1", "s_nop 1", "s_nop 2"] * 3 + ["s_endpgm"]
    assert [i.line for i in prog.instrs[:3]] == [4, 4, 6]        # lines of the source, not of the expansion


def test_data_outside_code_and_trailing_code_padding_are_accepted():
    prog = parse_asm(".text\ns_nop 0\ns_endpgm\n.section .rodata,\"a\"\n.long 1\n.text\n.p2alignl 6, 3212836864\n"
                     ".fill 256, 4, 3212836864\n.section .AMDGPU.csdata,\"\",@progbits\n.byte 1\n")
    assert [i.op for i in prog.instrs] == ["s_nop", "s_endpgm"]
    # data in a data section between kernels is fine; .previous / push / pop track the section
    prog = parse_asm(".text\na:\ns_endpgm\n.pushsection .rodata\n.quad 0\n.popsection\nb:\ns_endpgm\n"
                     ".section .data\n.long 2\n.previous\ns_nop 0\n")
    assert prog.labels == {"a": 0, "b": 1}
