"""HSACO input: the objdump listing -> assembly path (no LLVM needed), and a real .hsaco when tools exist."""
from pathlib import Path

import numpy as np
import pytest

from flygen.asm.parse import parse_asm
from flygen.asm.hsaco import disassembly_to_asm
from flygen.emu.launch import launch
from flygen.emu.memory import Device
from flygen.errors import FlygenError

DATA = Path(__file__).parent / "data" / "emu"


def test_listing_branch_offsets_become_labels():
    asm = disassembly_to_asm((DATA / "reduce_lds.objdump.txt").read_text())
    prog = parse_asm(asm)
    # `s_branch 4` at 0x1950 jumps to 0x1950 + 4 + 16 = 0x1964 (objdump's comment says <reduce_lds+0x64>)
    br = next(i for i in prog.instrs if i.op == "s_branch")
    assert prog.labels[".L_1964"] == br.target
    assert prog.instrs[br.target].op == "v_cmp_gt_u32"


def test_listing_runs_with_the_source_descriptor():
    listing_prog = parse_asm(disassembly_to_asm((DATA / "reduce_lds.objdump.txt").read_text()))
    src_kernel = parse_asm((DATA / "reduce_lds.s").read_text()).kernel()
    from flygen.asm.parse import Kernel
    k = Kernel("reduce_lds", listing_prog.labels["reduce_lds"], len(listing_prog.instrs), src_kernel.descriptor,
               src_kernel.metadata, listing_prog)
    x = np.linspace(-1, 1, 512).astype(np.float32)
    dev = Device()
    out = dev.alloc(8)
    launch(k, (2,), (256,), {"x": x, "out": out}, device=dev)
    np.testing.assert_allclose(dev.download(out, np.float32), x.reshape(2, 256).sum(1), atol=1e-5)


def test_real_hsaco_when_toolchain_can_disassemble(tmp_path):
    try:
        from flygen.toolchain.tools import find_toolchain
        tc = find_toolchain()
        tc.disassemble   # noqa: B018
        obj, hsaco = tmp_path / "r.o", tmp_path / "r.hsaco"
        tc.assemble((DATA / "reduce_lds.s").read_text(), obj)
        tc.link([obj], hsaco)
        tc.disassemble(hsaco)
    except FlygenError as exc:
        pytest.skip(f"no assembler/linker/llvm-objdump here: {exc}")
    from flygen.asm.parse import load_program
    k = load_program(str(hsaco)).kernel()
    x = np.arange(512, dtype=np.float32)
    dev = Device()
    out = dev.alloc(8)
    launch(k, (2,), (256,), {"x": x, "out": out}, device=dev)
    assert list(dev.download(out, np.float32)) == [x[:256].sum(), x[256:].sum()]
