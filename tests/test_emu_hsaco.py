"""HSACO input: the llvm-objdump listing -> assembly path (the cross-check's), and a real .hsaco read by
flygen's own disassembler."""
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


def test_real_hsaco_runs_from_the_builtin_disassembler(tmp_path):
    from flygen.toolchain.tools import find_toolchain
    tc = find_toolchain()
    obj, hsaco = tmp_path / "r.o", tmp_path / "r.hsaco"
    tc.assemble((DATA / "reduce_lds.s").read_text(), obj)
    tc.link([obj], hsaco)
    from flygen.asm.load import load_program
    k = load_program(str(hsaco)).kernel()
    x = np.arange(512, dtype=np.float32)
    dev = Device()
    out = dev.alloc(8)
    launch(k, (2,), (256,), {"x": x, "out": out}, device=dev)
    assert list(dev.download(out, np.float32)) == [x[:256].sum(), x[256:].sum()]


def _symbolized(listing: str) -> str:
    """The same listing as llvm-objdump prints a code object that keeps local symbols (aiter's `.co` files keep
    `label_XXXX`): a `<label_XXXX>:` row before each branch target and the symbol as the branch operand."""
    import re
    rows = listing.splitlines()
    targets = {}
    for line in rows:
        m = re.match(r"^\s+(s_branch|s_cbranch_\w+) (\d+)\s+//\s*([0-9A-F]+):", line)
        if m:
            simm = int(m.group(2)) - (0x10000 if int(m.group(2)) & 0x8000 else 0)
            tgt = int(m.group(3), 16) + 4 + 4 * simm
            targets[tgt] = f"label_{tgt & 0xFFFF:04x}"
    out = []
    for line in rows:
        m = re.match(r"^\s+(s_branch|s_cbranch_\w+) (\d+)(\s+//\s*([0-9A-F]+):.*)$", line)
        addr = re.search(r"//\s*([0-9A-F]+):", line)
        if addr and int(addr.group(1), 16) in targets:
            out += ["", f"{int(addr.group(1), 16):016x} <{targets[int(addr.group(1), 16)]}>:"]
        if m:
            simm = int(m.group(2)) - (0x10000 if int(m.group(2)) & 0x8000 else 0)
            tgt = int(m.group(4), 16) + 4 + 4 * simm
            line = f"\t{m.group(1)} {targets[tgt]}{m.group(3)}"
        out.append(line)
    return "\n".join(out) + "\n"


def test_listing_symbolic_branch_targets_resolve_like_offsets():
    # issue #30 item 3: `s_cbranch_scc0 label_0060` ended in a ValueError; it must land where the offset does
    text = (DATA / "reduce_lds.objdump.txt").read_text()
    sym = _symbolized(text)
    assert "s_branch label_1964" in sym and "<label_1964>:" in sym
    plain, named = parse_asm(disassembly_to_asm(text)), parse_asm(disassembly_to_asm(sym))
    pick = lambda p: [(i.op, i.target) for i in p.instrs if i.target is not None]
    assert pick(named) == pick(plain) and len(pick(plain)) >= 5
    assert [i.op for i in named.instrs] == [i.op for i in plain.instrs]


def test_listing_unknown_symbolic_branch_target_is_a_clear_error():
    text = (DATA / "reduce_lds.objdump.txt").read_text().replace("s_branch 4 ", "s_branch nowhere ")
    with pytest.raises(FlygenError, match="branch target 'nowhere'"):
        disassembly_to_asm(text)
