"""Hardware facts live once, in flygen/isa, and planners import them: a planner that retypes the s_nop range or
the wait states of a hazard rule fails here. Also pins the s_nop fact itself (SIMM16[3:0] + 1 wait states)."""
import re
from pathlib import Path

import pytest

from flygen.emu.launch import run_snippet
from flygen.isa import hazards as HZ

PLAN = Path(__file__).resolve().parents[1] / "flygen" / "plan"

# patterns that mean "a wait-state count or the s_nop range typed in a planner"
RETYPED = {
    "literal nop item": re.compile(r'["\']kind["\']\s*:\s*["\']nop["\']'),
    "s_nop text": re.compile(r'["\']s_nop\s'),
    "s_nop split": re.compile(r"min\([^()]*,\s*(8|16)\)\s*-\s*1"),
    "MFMA passes arithmetic": re.compile(r"passes\s*\+\s*\d"),
}


@pytest.mark.parametrize("path", sorted(PLAN.glob("*.py")), ids=lambda p: p.name)
def test_planners_do_not_retype_wait_state_facts(path):
    src = path.read_text()
    found = [f"{what}: line {src[:m.start()].count(chr(10)) + 1}" for what, rx in RETYPED.items()
             for m in rx.finditer(src)]
    assert not found, f"{path.name} retypes a flygen/isa/hazards fact: {found}"


def test_the_patterns_catch_what_they_are_for():
    assert RETYPED["literal nop item"].search('{"kind": "nop", "n": 0}')
    assert RETYPED["s_nop split"].search("nops.append(min(left, 16) - 1)")
    assert RETYPED["MFMA passes arithmetic"].search('"n": atom.passes + 3')


def test_snop_counts_the_low_four_bits():
    assert [HZ.snop_wait_states(n) for n in (0, 7, 11, 15, 16, 17)] == [1, 8, 12, 16, 1, 2]
    assert HZ.nops_for(16) == [15] and HZ.nops_for(20) == [15, 3] and HZ.nops_for(0) == []
    assert all(n <= HZ.SNOP_MAX for w in range(1, 60) for n in HZ.nops_for(w))
    assert all(sum(HZ.snop_wait_states(n) for n in HZ.nops_for(w)) == w for w in range(60))


def test_emulator_counts_snop_by_the_same_table():
    # VALU write of VCC -> VALU read of it needs 2 wait states (rule valu_sgpr_valu): s_nop 0 is one short,
    # s_nop 1 is enough, s_nop 16 (= 1 wait state on hardware, low 4 bits 0) is one short again
    def run(nop):
        res = run_snippet(f"v_cmp_eq_u32 vcc, v1, v2\n{nop}\nv_cndmask_b32 v3, v1, v2, vcc")
        return {h.kind for h in res.hazards if h.severity == "error"}
    assert run("s_nop 1") == set()
    assert run("s_nop 0") == {"valu_sgpr"}
    assert run("s_nop 16") == {"valu_sgpr"}
