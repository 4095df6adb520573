"""Former disassembler gaps (docs/disassembler.md). s_sendmsg / s_sendmsghalt operands in flygen's disassembler
(flygen/asm/disasm.py `_sendmsg`, names in flygen/isa/formats.py) and parser, against LLVM 22 (the ziglang wheel's
clang -cc1as -show-encoding) for every simm16 below 1024 and values with bits above the three fields; MTBUF
(tbuffer_*: every format and opcode); EXP and VINTRP, which gfx950 does not have."""
import importlib.util
import struct
import sys
from pathlib import Path

import pytest

from flygen.asm.disasm import disassemble
from flygen.asm.parse import parse_asm
from flygen.errors import FlygenError

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import disasm_check as dc  # noqa: E402

VALUES = list(range(1024)) + [0x400, 0x800, 0x1001, 0x8001, 0x4022, 0xFFFF]
SOPP_SENDMSG, SOPP_SENDMSGHALT = 0xBF900000, 0xBF910000


def _text(word: int) -> str:
    return disassemble(struct.pack("<I", word))[0].text


def test_pinned_llvm_22_texts():
    """LLVM 22's text for these words (read off the wheel's -show-encoding output, not computed by flygen):
    symbolic when id/op/stream are valid, even with other bits set (0x1001: not a round trip in LLVM either);
    numeric fields when only the fields' bits are set; else the decimal value."""
    want = {0x22: "sendmsg(MSG_GS, GS_OP_EMIT, 0)", 0x3: "sendmsg(MSG_GS_DONE, GS_OP_NOP)",
            0x1: "sendmsg(MSG_INTERRUPT)", 0x4F: "sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)",
            0x3F: "sendmsg(15, 3, 0)", 0x7F: "sendmsg(15, 7, 0)", 0x2: "sendmsg(2, 0, 0)", 191: "191",
            1024: "1024", 0x1001: "sendmsg(MSG_INTERRUPT)", 0x4022: "sendmsg(MSG_GS, GS_OP_EMIT, 0)",
            0xFFFF: "65535"}
    for v, t in want.items():
        assert _text(SOPP_SENDMSG | v) == f"s_sendmsg {t}", hex(v)
    assert _text(SOPP_SENDMSGHALT | 0x7F) == "s_sendmsghalt sendmsg(15, 7, 0)"


def test_parser_reads_what_the_disassembler_prints():
    """Where LLVM's text keeps every set bit, parsing flygen's text gives the word back; where LLVM drops bits
    outside the fields (a valid message with stray bits), it gives the fields' bits."""
    for v in VALUES:
        text = _text(SOPP_SENDMSG | v)
        got = parse_asm(text + "\ns_endpgm\n").instrs[0].operands[0].value
        assert got in (v, v & 0x37F), (hex(v), text)
        if got != v:
            assert text.startswith("s_sendmsg sendmsg(MSG_"), text


def test_every_value_matches_llvm_22():
    if importlib.util.find_spec("ziglang") is None:
        pytest.skip("no LLVM 22 assembler (the ziglang wheel) to compare with")
    src = "".join(f"s_sendmsg {v:#x}\n" for v in VALUES) + "s_sendmsghalt 0x22\ns_sendmsghalt 0x7f\n"
    n, bad = dc.compare(src, "sendmsg")
    assert n == len(VALUES) + 2 and bad == [], bad[:5]


def test_exp_and_vintrp_are_no_gfx950_instructions():
    """EXP and VINTRP (graphics) do not exist on gfx950: LLVM 22 refuses `exp` / `v_interp_*` for it ("instruction
    not supported on this GPU"), and flygen refuses their words (here the gfx900 encodings LLVM 22 gives for
    `exp mrt0 v1, v2, v3, v4 done vm` and `v_interp_p1_f32 v0, v1, attr0.x`) as no gfx950 format."""
    from flygen.asm.disasm import DisassemblyError
    for code in (bytes([0x0F, 0x18, 0x00, 0xC4, 0x01, 0x02, 0x03, 0x04]), bytes([0x01, 0x00, 0x00, 0xD4])):
        with pytest.raises(DisassemblyError, match="no gfx950 format"):
            disassemble(code)
    if importlib.util.find_spec("ziglang") is None:
        pytest.skip("no LLVM 22 assembler (the ziglang wheel) to ask")
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        for line in ("exp mrt0 v1, v2, v3, v4 done vm", "v_interp_p1_f32 v0, v1, attr0.x"):
            r = dc._cc1as(line + "\n", "obj", "o.o", tmp)
            assert r.returncode != 0 and "not supported on this GPU" in r.stderr, (line, r.stderr)


MTBUF_LLVM = {   # words -> LLVM 22's text (its -show-encoding output for gfx950, recorded 2026-12-02)
    (0x00, 0x00, 0x08, 0xE8, 0x00, 0x01, 0x01, 0x80): "tbuffer_load_format_x v1, off, s[4:7], 0",
    (0x00, 0x00, 0xA0, 0xEB, 0x00, 0x01, 0x01, 0x80):
        "tbuffer_load_format_x v1, off, s[4:7], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]",
    (0x00, 0x00, 0x00, 0xE8, 0x00, 0x01, 0x01, 0x80): "tbuffer_load_format_x v1, off, s[4:7], 0 "
                                                      "format:[BUF_DATA_FORMAT_INVALID]",
    (0x00, 0x00, 0x88, 0xEA, 0x00, 0x01, 0x01, 0x80): "tbuffer_load_format_x v1, off, s[4:7], 0 "
                                                      "format:[BUF_NUM_FORMAT_SINT]",
    (0x00, 0x30, 0x08, 0xE8, 0x02, 0x01, 0x01, 0x03): "tbuffer_load_format_x v1, v[2:3], s[4:7], s3 idxen offen",
    (0x00, 0x40, 0x08, 0xE8, 0x00, 0x01, 0x61, 0x80): "tbuffer_load_format_x v1, off, s[4:7], 0 sc0 nt sc1",
    (0x00, 0x00, 0x08, 0xE8, 0x00, 0x01, 0x81, 0x80): "tbuffer_load_format_x a1, off, s[4:7], 0",
    (0x00, 0x00, 0x0A, 0xE8, 0x00, 0x01, 0x01, 0x80): "tbuffer_store_format_x v1, off, s[4:7], 0",
    (0x00, 0x80, 0x0C, 0xE8, 0x00, 0x01, 0x01, 0x80): "tbuffer_load_format_d16_xy v1, off, s[4:7], 0",
    (0x00, 0x00, 0x08, 0xE8, 0x00, 0x01, 0x01, 0xF0): "tbuffer_load_format_x v1, off, s[4:7], 0.5",
}


def test_mtbuf_pinned_llvm_22_texts():
    for code, text in MTBUF_LLVM.items():
        assert disassemble(bytes(code))[0].text == text


def test_mtbuf_parser_reads_the_format_back():
    for code, text in MTBUF_LLVM.items():
        ins = parse_asm(text + "\ns_endpgm\n").instrs[0]
        w0 = int.from_bytes(bytes(code[:4]), "little")
        want = ((w0 >> 19) & 0xF, (w0 >> 23) & 7)
        assert ins.mods.get("format", (1, 0)) == want, text
    with pytest.raises(FlygenError, match="line 1: unknown buffer format"):
        parse_asm("tbuffer_load_format_x v1, off, s[4:7], 0 format:[BUF_DATA_FORMAT_33]\n")


def test_mtbuf_every_format_and_form_matches_llvm_22():
    """All 128 dfmt/nfmt pairs and each opcode with offen/idxen/offset/cache bits/AGPR data, vs LLVM's text."""
    if importlib.util.find_spec("ziglang") is None:
        pytest.skip("no LLVM 22 assembler (the ziglang wheel) to compare with")
    lines = [f"tbuffer_load_format_x v1, off, s[4:7], 0 format:{d | n << 4}" for d in range(16) for n in range(8)]
    forms = ["load_format_x v1", "load_format_xy v[2:3]", "load_format_xyz v[2:4]", "load_format_xyzw v[2:5]",
             "store_format_x v1", "store_format_xy v[2:3]", "store_format_xyz v[2:4]", "store_format_xyzw v[2:5]",
             "load_format_d16_x v1", "load_format_d16_xy v1", "load_format_d16_xyz v[2:3]",
             "load_format_d16_xyzw v[2:3]", "store_format_d16_x v1", "store_format_d16_xy v1",
             "store_format_d16_xyz v[2:3]", "store_format_d16_xyzw v[2:3]", "load_format_xyzw a[2:5]"]
    for f in forms:
        lines += [f"tbuffer_{f}, v0, s[8:11], s1 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_UINT] offen offset:16 "
                  "sc0 sc1 nt", f"tbuffer_{f}, v[0:1], s[8:11], 2 idxen offen offset:7",
                  f"tbuffer_{f}, off, s[8:11], m0 format:[BUF_NUM_FORMAT_SNORM] sc1"]
    src = "\n".join(lines) + "\n"
    n, bad = dc.compare(src, "mtbuf")
    assert n == len(lines) and bad == [], bad[:5]
    assert dc.round_trip(src, "mtbuf") == []
