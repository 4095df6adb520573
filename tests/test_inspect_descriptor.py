"""`flygen inspect` reads a gfx950 descriptor with 256 arch + 256 acc VGPRs (512 unified, accum_offset 256), as
aiter's tuned 256x256 GEMM code objects declare, and the code size of a kernel symbol without `.size`
(issue #30 item 6: it said "512 ArchVGPRs ... DOES NOT LAUNCH" and "code 0 B"). The kernel
(tests/data/emu/foreign/big_regs.s) is assembled and linked by the wheel's LLVM 22; its code size is compared
with the sum of the assembler's own instruction encodings."""
import sys
from pathlib import Path

import pytest

from flygen.inspect import inspect
from flygen.inspect.report import format_text
from flygen.toolchain import find_toolchain, read_code_object

SRC = Path(__file__).parent / "data" / "emu" / "foreign" / "big_regs.s"
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))


@pytest.fixture(scope="module")
def hsaco(tmp_path_factory):
    tc = find_toolchain()
    if tc.assembler is None or tc.linker is None:
        pytest.skip("needs the wheel's assembler and linker (ziglang)")
    d = tmp_path_factory.mktemp("big")
    tc.assemble(SRC.read_text(), d / "k.o")
    tc.link([d / "k.o"], d / "k.hsaco")
    return d / "k.hsaco"


def _check(rep):
    r = rep["resources"]
    assert (r["vgpr_arch"], r["agpr"], r["vgpr_unified"], r["accum_offset"]) == (256, 256, 512, 256)
    assert rep["launch"] == []
    assert "DOES NOT LAUNCH" not in format_text(rep)


def test_hsaco_512_unified_vgprs_launch(hsaco):
    _check(inspect(str(hsaco)))


def test_asm_512_unified_vgprs_launch():
    _check(inspect(str(SRC)))


def test_unsized_kernel_symbol_code_bytes_equal_the_encodings(hsaco):
    import code_size_check
    want = sum(n for _, n in code_size_check.encoded_sizes(SRC.read_text(), find_toolchain().assembler))
    assert want == 48
    assert len(read_code_object(hsaco).kernel("big_regs").code) == want
    rep = inspect(str(hsaco))
    assert rep["resources"]["code_bytes"] == want
    assert f"code {want} B" in format_text(rep)
