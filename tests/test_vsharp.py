"""flygen.plan.vsharp is the one place that prints V# setup lines: planners and templates of all five families
compose its builders (a V# line typed anywhere else fails here), and the words its lines compute on the
emulator are the descriptor each docstring states."""
import re
from pathlib import Path

import pytest

from flygen.emu.launch import run_snippet
from flygen.isa import limits
from flygen.plan import vsharp as VS
from flygen.plan.regs import Reg

ROOT = Path(__file__).resolve().parents[1]
SOURCES = [p for p in sorted((ROOT / "flygen" / "plan").glob("*.py")) if p.name != "vsharp.py"] + \
    sorted((ROOT / "templates").glob("*.j2"))
# a V# line: the stride-0 mask of word 1, the format word (by name or value)
TYPED = {
    "word 1 mask": re.compile(r"0xffff\b"),
    "word 3 by name": re.compile(r"BUFFER_WORD3"),
    "word 3 by value": re.compile(r"0x0*20000\b"),
}


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_only_vsharp_prints_descriptor_lines(path):
    src = path.read_text()
    found = [f"{what}: line {src[:m.start()].count(chr(10)) + 1}" for what, rx in TYPED.items()
             for m in rx.finditer(src)]
    assert not found, f"{path.name} types V# setup itself (use flygen.plan.vsharp): {found}"


def test_the_patterns_catch_what_they_are_for():
    # lines the V# merge removed from templates/gemm_preshuffle.s.j2 (now kernel.s.j2), flygen/plan/moe.py and gemm_preshuffle.py
    assert TYPED["word 1 mask"].search("s_and_b32 {{ r.reg.at(1) }}, {{ r.ptr.at(1) }}, 0xffff")
    assert TYPED["word 1 mask"].search('f"s_and_b32 {reg.at(1)}, {reg.at(1)}, 0xffff"')
    assert TYPED["word 3 by name"].search("    word3 = limits.BUFFER_WORD3")
    assert TYPED["word 3 by value"].search("s_mov_b32 s[s_rsrc+3], 0x00020000")
    assert not any(rx.search("v_and_b32 v[v_tid], 0x3ff, v0") for rx in TYPED.values())


S = {"s_base": 10, "s_off": 20, "s_t": 24, "s_r": 32, "s_x": 40}
R = Reg("s_r", "s", S["s_r"], 4)
BASE = ("s[s_base]", "s[s_base+1]")
T = ("s[s_t]", "s[s_t+1]")


def words(lines, sgprs):
    """Run V# lines on the emulator with sgprs {index: value} preset; the 4 words of R."""
    def init(st):
        for i, v in sgprs.items():
            st.s[:, i] = v
    text = "\n".join(f".set {k}, {v}" for k, v in S.items()) + "\n" + "\n".join(lines)
    return [int(w) for w in run_snippet(text, init=init).state.s[0, S["s_r"]:S["s_r"] + 4]]


BASE_VAL = 0x0000_1234_8000_0000 | 0xFFFF_0000_0000_0000      # bits above 47 must not reach word 1


def _base_sgprs():
    return {S["s_base"]: BASE_VAL & 0xFFFFFFFF, S["s_base"] + 1: BASE_VAL >> 32}


@pytest.mark.parametrize("padded", [False, True])
def test_buffer_rsrc(padded):
    w = words(VS.buffer_rsrc(R, BASE, "s[s_x]", 6, padded=padded), {**_base_sgprs(), S["s_x"]: 1000})
    assert w == [0x8000_0000, 0x1234, 6000, limits.BUFFER_WORD3]
    assert VS.word3(R, padded=True).endswith("0x00020000") and VS.word3(R).endswith("0x20000")


def test_rebased_rsrc_adds_a_64_bit_offset():
    e, stride = 3, 0x9000_0000                                    # 3 * stride carries into word 1
    w = words(VS.rebased_rsrc(R, BASE, "s[s_x]", stride, T, 77), {**_base_sgprs(), S["s_x"]: e})
    b = (BASE_VAL + e * stride) & ((1 << 48) - 1)
    assert w == [b & 0xFFFFFFFF, b >> 32, 77, limits.BUFFER_WORD3]


def test_ragged_rsrc_starts_at_the_workgroup_row():
    wg, tile, rows, row_bytes = 5, 32, 170, 256
    lines = VS.ragged_rsrc(R, BASE, "s[s_off]", tile, "s[s_x]", row_bytes, T)
    w = words(lines, {**_base_sgprs(), S["s_off"]: wg, S["s_x"]: rows})
    b = (BASE_VAL + wg * tile * row_bytes) & ((1 << 48) - 1)
    assert w == [b & 0xFFFFFFFF, b >> 32, (rows - wg * tile) * row_bytes, limits.BUFFER_WORD3]


@pytest.mark.parametrize("off", [0, 0x7000_0000, 0x1_2000_0000, 0x2_FFFF_FF00])
def test_records_left64_caps_the_bytes_left(off):
    total, cap = 0x3_0000_0000, 1 << 31
    lines = VS.records_left64(R, total, ("s[s_off]", "s[s_off+1]"), cap, T)
    w = words(lines, {S["s_off"]: off & 0xFFFFFFFF, S["s_off"] + 1: off >> 32})
    assert w[2] == min(total - off, cap)
