"""SDWA operand modifiers and v_bitop3_b16/_b32 against per-lane plain-Python references.

Sources of the semantics (docs/emulator.md):
- SDWA (gfx9 / CDNA3 ISA "SDWA" section, field layout as in tinygrad's CDNA VOP_SDWA encoding and LLVM MC test
  llvm/test/MC/AMDGPU/vop_sdwa.s): src*_sel picks BYTE_0..3 / WORD_0..1 / DWORD of a source, zero-extended
  unless the source is written `sext(vN)`; dst_sel places the result's low bits in that field; dst_unused
  UNUSED_PAD zeroes the other bits, UNUSED_PRESERVE keeps them, UNUSED_SEXT copies the field's sign bit into the
  bits above it (bits below stay zero).
- v_bitop3: CDNA4 pseudocode (tinygrad cdna str_pcode V_BITOP3_B16/B32): D = OR over the set bits n of TTBL of
  (S0 if n&4 else ~S0) & (S1 if n&2 else ~S1) & (S2 if n&1 else ~S2), 16 or 32 bits wide.
Every snippet assembles with llvm-mc-22 for gfx950 (last test).
"""
import numpy as np
import pytest

from flygen.emu.launch import run_snippet

RNG = np.random.default_rng(11)
SNIPPETS: list[str] = []
X = [0, 1, 0x7F, 0x80, 0xFF, 0x7FFF, 0x8000, 0xFFFF, 0x80000000, 0xFFFFFFFF, 0x12345678, 0x89ABCDEF,
     0x00FF80FF, 0xFF7F0080]
X = np.array(X + list(RNG.integers(0, 1 << 32, 64 - len(X), dtype=np.uint64)), np.uint64).astype(np.uint32)
Y = np.roll(X, 5) ^ np.uint32(0x5A5A5A5A)
OLD = np.full(64, 0xCAFEF00D, np.uint32)
SEL = {"BYTE_0": (0, 8), "BYTE_1": (8, 8), "BYTE_2": (16, 8), "BYTE_3": (24, 8), "WORD_0": (0, 16),
       "WORD_1": (16, 16), "DWORD": (0, 32)}


def run(text, **regs):
    SNIPPETS.append(text)

    def init(st):
        for r, val in regs.items():
            st.v[0, int(r[1:])] = val
    return run_snippet(text, init=init, hazards=False).state.v[0]


def sel(x: int, name: str, sext: bool) -> int:
    sh, wd = SEL[name]
    v = (x >> sh) & ((1 << wd) - 1)
    if sext and wd < 32 and v >> (wd - 1):
        v -= 1 << wd
    return v & 0xFFFFFFFF


def place(r: int, old: int, name: str, unused: str) -> int:
    sh, wd = SEL[name]
    field = (r & ((1 << wd) - 1)) << sh
    if wd == 32:
        return r & 0xFFFFFFFF
    mask = ((1 << wd) - 1) << sh
    if unused == "UNUSED_PRESERVE":
        return (old & ~mask & 0xFFFFFFFF) | field
    if unused == "UNUSED_SEXT" and (field >> (sh + wd - 1)) & 1:
        return field | ((0xFFFFFFFF << (sh + wd)) & 0xFFFFFFFF)
    return field


@pytest.mark.parametrize("s0", ["BYTE_0", "BYTE_1", "BYTE_3", "WORD_1"])
@pytest.mark.parametrize("sx", [False, True])
def test_src_sel_and_sext_vop1_vop2(s0, sx):
    a = "sext(v2)" if sx else "v2"
    v = run(f"v_mov_b32_sdwa v1, {a} dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:{s0}", v2=X)
    assert [int(t) for t in v[1]] == [sel(int(x), s0, sx) for x in X]
    v = run(f"v_add_u32_sdwa v1, {a}, sext(v3) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:{s0} src1_sel:BYTE_2",
            v2=X, v3=Y)
    assert [int(t) for t in v[1]] == [(sel(int(x), s0, sx) + sel(int(y), "BYTE_2", True)) & 0xFFFFFFFF
                                      for x, y in zip(X, Y)]


@pytest.mark.parametrize("s0", ["BYTE_1", "WORD_0", "WORD_1"])
def test_sext_feeds_a_signed_convert(s0):
    v = run(f"v_cvt_f32_i32_sdwa v1, sext(v2) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:{s0}", v2=X)
    want = [float(np.int32(np.uint32(sel(int(x), s0, True)).view(np.int32))) for x in X]
    assert v[1].view(np.float32).tolist() == want


@pytest.mark.parametrize("dsel", ["BYTE_0", "BYTE_1", "BYTE_2", "WORD_0", "WORD_1"])
@pytest.mark.parametrize("unused", ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"])
def test_dst_sel_and_dst_unused(dsel, unused):
    v = run(f"v_xor_b32_sdwa v1, v2, v3 dst_sel:{dsel} dst_unused:{unused} src0_sel:DWORD src1_sel:DWORD",
            v1=OLD, v2=X, v3=Y)
    assert [int(t) for t in v[1]] == [place(int(x) ^ int(y), int(o), dsel, unused) for x, y, o in zip(X, Y, OLD)]


def _bitop3_ref(a: int, b: int, c: int, ttbl: int, width: int) -> int:
    m = (1 << width) - 1
    a, b, c = a & m, b & m, c & m
    out = 0
    for bit in range(width):
        n = ((a >> bit) & 1) << 2 | ((b >> bit) & 1) << 1 | ((c >> bit) & 1)
        out |= ((ttbl >> n) & 1) << bit
    return out


@pytest.mark.parametrize("ttbl", [0x00, 0xFF, 0x96, 0xE8, 0x6C, 0x36, 0xDE, 0xF8, 0x01, 0x80])
def test_bitop3_b32_and_b16(ttbl):
    z = np.roll(X, 17) * np.uint32(2654435761)
    v = run(f"v_bitop3_b32 v1, v2, v3, v4 bitop3:{ttbl:#x}", v2=X, v3=Y, v4=z)
    assert [int(t) for t in v[1]] == [_bitop3_ref(int(a), int(b), int(c), ttbl, 32) for a, b, c in zip(X, Y, z)]
    v = run(f"v_bitop3_b16 v1, v2, v3, v4 bitop3:{ttbl:#x}", v1=OLD, v2=X, v3=Y, v4=z)
    assert [int(t) for t in v[1]] == [_bitop3_ref(int(a), int(b), int(c), ttbl, 16) for a, b, c in zip(X, Y, z)]


def test_bitop3_b16_scalar_and_inline_operands_as_triton_emits():
    """Triton's gemm_mxfp8 (tests/data/emu/triton) emits `v_bitop3_b16 v0, s8, v0, 63 bitop3:0xf8`."""
    v = run("s_mov_b32 s8, 0x1234abcd\nv_bitop3_b16 v0, s8, v0, 63 bitop3:0xf8", v0=X)
    assert [int(t) for t in v[0]] == [_bitop3_ref(0x1234ABCD, int(x), 63, 0xF8, 16) for x in X]


def test_snippets_assemble_with_llvm(tmp_path):
    """Runs last in this module: every snippet must assemble for gfx950."""
    from flygen.toolchain.tools import find_toolchain
    try:
        tc = find_toolchain()
    except Exception as exc:      # noqa: BLE001 - no assembler on this machine
        pytest.skip(f"no assembler: {exc}")
    assert len(SNIPPETS) > 30
    tc.assemble("\n".join(dict.fromkeys(SNIPPETS)) + "\n", tmp_path / "sdwa.o")
