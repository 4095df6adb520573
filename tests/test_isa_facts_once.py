"""Hardware facts live once, in flygen/isa, and planners import them: a planner that retypes the s_nop range,
the wait states of a hazard rule, the s_waitcnt counter maxima, a byte-width table of number formats, the MFMA
picked per dtype, or the LDS size fails here. Also pins the facts themselves (s_nop: SIMM16[3:0] + 1 wait
states; s_waitcnt fields: llvm-mc's encoding) and that the emulator reads them from the same tables."""
import re
from pathlib import Path

import pytest

from flygen.asm.parse import _parse_waitcnt
from flygen.emu.launch import run_snippet
from flygen.errors import FlygenError
from flygen.isa import dtypes, limits, mfma
from flygen.isa import hazards as HZ

ROOT = Path(__file__).resolve().parents[1]
PLAN = ROOT / "flygen" / "plan"

# patterns that mean "a wait-state count or the s_nop range typed in a planner"
RETYPED = {
    "literal nop item": re.compile(r'["\']kind["\']\s*:\s*["\']nop["\']'),
    "s_nop text": re.compile(r'["\']s_nop[\s"\']'),      # also an item's op: Instr("s_nop", ...)
    "s_nop split": re.compile(r"min\([^()]*,\s*(8|16)\)\s*-\s*1"),
    "MFMA passes arithmetic": re.compile(r"passes\s*\+\s*\d"),
}
# s_waitcnt maxima (limits.VMCNT_MAX / LGKMCNT_MAX): a counter-named constant, a clamp or bound at 15 / 63
WAITCNT = {
    "waitcnt maximum constant": re.compile(r"(?i)\b(?:lgkm|vmcnt|vm)\w*(?:\s*:\s*int)?\s*=\s*(?:15|63)\b"),
    "waitcnt clamp": re.compile(r"min\((?:[^()\n]|\([^()\n]*\))*,\s*(?:15|63)\)"),
    "waitcnt bound": re.compile(r"[<>]=?\s*(?:15|63)\b"),
    "waitcnt maximum in a message": re.compile(r"(?:vmcnt|lgkmcnt)'s\s+\d"),
}
# number formats (dtypes.bytes_of / bits_of), MFMA per dtype (mfma.dense_mfma / mx_mfma), LDS size
FORMATS = {
    "byte-width table": re.compile(r"\{\s*[\"'](?:f32|fp32|f16|fp16|bf16|fp8|bf8|i8|int8|fp6|bf6|fp4)[\"']\s*:\s*(?:1|2|4|6|8|16|32)\s*[,}]"),
    "width table from the spec": re.compile(r"from flygen\.spec\.\w+ import[^\n]*\b(?:BYTES|BITS|ELEM_BITS)\b"),
    "MFMA mnemonic literal": re.compile(r"[\"']v_mfma_"),
    "cbsz/blgp codes typed": re.compile(r"cbsz:\d|cbsz:\{F8F6F4_CODES"),
    "LDS size literal": re.compile(r"\b(?:163840|160\s*\*\s*1024)\b"),
}
PLANNER_FACTS = {**RETYPED, **WAITCNT, **FORMATS}
# emulator and inspector: the LDS size and width tables (their own MFMA tables are flygen.isa.mfma itself)
EMU_FACTS = {k: FORMATS[k] for k in ("byte-width table", "width table from the spec", "LDS size literal")}
EMU = sorted((ROOT / "flygen" / "emu").glob("*.py")) + sorted((ROOT / "flygen" / "inspect").glob("*.py"))
# the other rooms that read number formats, MFMAs and the LDS size (their own wait-state facts are not theirs:
# `1 << 15` in a spec bound is not a counter): specs, references, the model, the runtime, the templates
ROOMS = [p for room in ("spec", "ref", "model", "runtime") for p in sorted((ROOT / "flygen" / room).rglob("*.py"))]
ROOMS += sorted(p for p in (ROOT / "templates").rglob("*") if p.is_file() and p.suffix in (".py", ".j2"))


def _found(path, patterns) -> list:
    src = path.read_text()
    return [f"{what}: line {src[:m.start()].count(chr(10)) + 1}" for what, rx in patterns.items()
            for m in rx.finditer(src)]


@pytest.mark.parametrize("path", sorted(PLAN.rglob("*.py")), ids=lambda p: str(p.relative_to(PLAN)))
def test_planners_do_not_retype_wait_state_facts(path):
    found = _found(path, PLANNER_FACTS)
    if path == PLAN / "items.py":          # hazard_nops: the one place that spells the s_nop item (from isa/hazards)
        found = [f for f in found if not f.startswith("s_nop text")]
    assert not found, f"{path.name} retypes a flygen/isa fact: {found}"


@pytest.mark.parametrize("path", EMU, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_emulator_and_inspector_do_not_retype_format_facts(path):
    found = _found(path, EMU_FACTS)
    assert not found, f"{path.parent.name}/{path.name} retypes a flygen/isa fact: {found}"


@pytest.mark.parametrize("path", ROOMS, ids=lambda p: str(p.relative_to(ROOT)))
def test_specs_refs_model_runtime_and_templates_do_not_retype_format_facts(path):
    found = _found(path, FORMATS)
    assert not found, f"{path.relative_to(ROOT)} retypes a flygen/isa fact: {found}"


def test_the_rooms_are_all_searched():
    rooms = {p.relative_to(ROOT).parts[:2] if p.suffix == ".py" else ("templates",) for p in ROOMS}
    assert rooms >= {("flygen", r) for r in ("spec", "ref", "model", "runtime")} | {("templates",)}
    assert any("/" in str(p.relative_to(PLAN)) for p in PLAN.rglob("*.py"))    # plan/ is searched recursively


def test_the_patterns_catch_what_they_are_for():
    assert RETYPED["literal nop item"].search('{"kind": "nop", "n": 0}')
    assert RETYPED["s_nop text"].search('instr("s_nop", 0)') and RETYPED["s_nop text"].search("'s_nop 3'")
    assert RETYPED["s_nop split"].search("nops.append(min(left, 16) - 1)")
    assert RETYPED["MFMA passes arithmetic"].search('"n": atom.passes + 3')
    # what the s_waitcnt, format, MFMA and LDS patterns are for (the lines step 1 of issue 13 removed)
    caught = {
        "waitcnt maximum constant": ["LGKM_MAX = 15", "def lgkm_needs(stream: list, lgkm_max: int = 15) -> dict:",
                                     "VMCNT_MAX = 63"],
        "waitcnt clamp": ["left = min(len(order) - 1 - need, 15)", "left = min(len(regs) - 1 - need, 15)"],
        "waitcnt bound": ["if na + nb > 63:", "if len(loads) > 63:"],
        "waitcnt maximum in a message": ['f"{n} loads in flight per k-tile exceed vmcnt\'s 63"'],
        "byte-width table": ['BYTES = {"fp8": 1, "bf16": 2, "f16": 2}', 'OUT_BYTES = {"bf16": 2, "fp16": 2}',
                             'BITS = {"fp4": 4, "fp8": 8}'],
        "width table from the spec": ["from flygen.spec.gemm_fp8 import BYTES, WAVE_GRID",
                                      "from flygen.spec.moe import BITS"],
        "MFMA mnemonic literal": ['MNEMONIC = {"fp8": "v_mfma_f32_16x16x128_f8f6f4"}',
                                  'mn = "v_mfma_scale_f32_16x16x128_f8f6f4"'],
        "cbsz/blgp codes typed": ['mfma_args = " cbsz:0 blgp:0" if scaled else ""',
                                  'mods = f"cbsz:{F8F6F4_CODES[p[\'mx_b\']]} blgp:{F8F6F4_CODES[p[\'mx_a\']]}"'],
        "LDS size literal": ["MAX_LDS = 160 * 1024", "LDS = 163840"],
    }
    for what, lines in caught.items():
        for line in lines:
            assert PLANNER_FACTS[what].search(line), (what, line)
    # and what they must let pass: the imported facts, and look-alike numbers that are not these facts
    for line in ["left = min(len(regs) - 1 - need, limits.LGKMCNT_MAX)", "if na + nb > limits.VMCNT_MAX:",
                 '"v_and_b32 v[v_lane], 63, v[v_tid]"', 'f"s_add_u32 {t2}, {sa[\'n\']}, 15"',
                 "atom = dense_mfma(dtype)", "mods = f8f6f4_mods(atom)", "xb = bytes_of(p[\"x_dtype\"])",
                 "if lds_total > limits.LDS_BYTES:", 'PACK = {"bf16": "v_cvt_pk_bf16_f32"}',
                 'PEAK_FLOPS_PER_CLK_CU = {"fp8": 8192, "bf16": 4096}']:
        assert not [w for w, rx in PLANNER_FACTS.items() if rx.search(line)], line


def test_snop_counts_the_low_four_bits():
    assert [HZ.snop_wait_states(n) for n in (0, 7, 11, 15, 16, 17)] == [1, 8, 12, 16, 1, 2]
    assert HZ.nops_for(16) == [15] and HZ.nops_for(20) == [15, 3] and HZ.nops_for(0) == []
    assert all(n <= HZ.SNOP_MAX for w in range(1, 60) for n in HZ.nops_for(w))
    assert all(sum(HZ.snop_wait_states(n) for n in HZ.nops_for(w)) == w for w in range(60))


def test_emulator_counts_snop_by_the_same_table():
    # VALU write of VCC -> VALU read of it as a constant needs 2 wait states (rule valu_sgpr_valu): s_nop 0 is one
    # short, s_nop 1 is enough, s_nop 16 (= 1 wait state on hardware, low 4 bits 0) is one short again
    def run(nop):
        res = run_snippet(f"v_cmp_eq_u32 vcc, v1, v2\n{nop}\nv_add_u32 v3, vcc_lo, v2")
        return {h.kind for h in res.hazards if h.severity == "error"}
    assert run("s_nop 1") == set()
    assert run("s_nop 0") == {"valu_sgpr"}
    assert run("s_nop 16") == {"valu_sgpr"}


def test_waitcnt_maxima_are_the_encoding_fields():
    # SOPP s_waitcnt SIMM16: vmcnt [3:0] | [15:14], expcnt [6:4], lgkmcnt [11:8]; llvm-mc-22 -mcpu=gfx950 encodes
    # `s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)` as SIMM16 0xcf7f and rejects vmcnt(64), lgkmcnt(16)
    full = 0xCF7F
    assert (full & 0xF) | ((full >> 14) & 0x3) << 4 == limits.VMCNT_MAX == (1 << 6) - 1
    assert (full >> 8) & 0xF == limits.LGKMCNT_MAX == (1 << 4) - 1
    assert (full >> 4) & 0x7 == limits.EXPCNT_MAX == (1 << 3) - 1


def test_emulator_parses_waitcnt_by_the_same_table():
    def mods(args):
        m = _parse_waitcnt(args, {})
        return m["vmcnt"], m["lgkmcnt"]
    assert mods("lgkmcnt(0)") == (limits.VMCNT_MAX, 0)      # an absent counter waits for nothing
    assert mods("vmcnt(3)") == (3, limits.LGKMCNT_MAX)
    assert mods("0xcf7f") == (limits.VMCNT_MAX, limits.LGKMCNT_MAX)
    assert mods("0x0") == (0, 0)


def test_format_widths_and_mfma_choice_come_from_isa():
    assert [dtypes.bytes_of(f) for f in ("fp8", "bf16", "f16", "fp16", "f32", "int8")] == [1, 2, 2, 2, 4, 1]
    assert [dtypes.bits_of(f) for f in ("fp4", "fp6", "fp8")] == [4, 6, 8]
    with pytest.raises(FlygenError):
        dtypes.bytes_of("fp4")
    assert {d: mfma.dense_mfma(d).mnemonic for d in ("fp8", "bf16", "fp16", "int8")} == {
        "fp8": "v_mfma_f32_16x16x128_f8f6f4", "bf16": "v_mfma_f32_16x16x32_bf16",
        "fp16": "v_mfma_f32_16x16x32_f16", "int8": "v_mfma_i32_16x16x64_i8"}
    fp8 = mfma.dense_mfma("fp8")
    assert (fp8.a_fmt, fp8.b_fmt, fp8.scaled) == ("fp8", "fp8", False) and mfma.f8f6f4_mods(fp8) == "cbsz:0 blgp:0"
    mx = mfma.mx_mfma("fp4", "fp8")
    assert mx.scaled and mfma.f8f6f4_mods(mx) == "cbsz:4 blgp:0"


def test_planners_read_formats_from_facts_not_from_the_reference():
    """A planner learns a data format from flygen/isa (e.g. the e8m0 scale bytes, flygen.isa.mx_scales; emax of
    an element format, flygen.isa.dtypes.emax), never from flygen/ref (moe_mx once probed mx_kernel_scales with
    np.eye and read EMAX_ELEM from the reference's own table)."""
    pat = re.compile(r"from flygen\.ref\b|import flygen\.ref\b|np\.(?:eye|identity)\(")
    bad = [f"{p.relative_to(PLAN)}:{i}" for p in sorted(PLAN.rglob("*.py"))
           for i, line in enumerate(p.read_text().splitlines(), 1) if pat.search(line)]
    assert not bad, f"planners reading a format through the reference: {bad}"
    assert pat.search("from flygen.ref.gemm_preshuffle import mx_kernel_scales")
    assert pat.search("probe = f(np.eye(n // 32))") and pat.search("from flygen.ref.mx import EMAX_ELEM")
    assert not pat.search("from flygen.isa.dtypes import emax")
