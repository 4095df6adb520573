"""No flygen kernel may rely on an unverified emulator rule: every instruction form in every example kernel's .s
(executed or not) is exact or modelled by flygen.emu.fidelity, never unverified.

KNOWN lists the kernels that do today, each with the rule; the test fails when any other kernel relies on an
unverified rule and when a listed one no longer does (so the list only shrinks, and stays true)."""
from pathlib import Path

import pytest

from flygen.build.pipeline import generate
from flygen.emu import fidelity
from flygen.asm.parse import parse_asm

# kernel name prefix -> the unverified form it relies on (open: see the closing notes of issue 11)
KNOWN: dict = {}


def _known(name: str):
    return next((f for p, f in KNOWN.items() if name.startswith(p)), None)


EXAMPLES = sorted((Path(__file__).resolve().parents[1] / "examples").glob("*.yaml"))


@pytest.mark.parametrize("spec", EXAMPLES, ids=lambda p: p.stem)
def test_example_kernels_use_no_unverified_instruction_form(spec):
    bad = {}
    for b in generate([spec]):
        rep = fidelity.report(parse_asm(b.asm).instrs, {"float_denorm_mode_32": 3})
        forms = [f for g in rep[fidelity.UNVERIFIED] for f in g["forms"]]
        want = [_known(b.plan.name)] if _known(b.plan.name) else []
        if forms != want:
            bad[b.plan.name] = {"unverified": forms, "known": want}
    assert not bad, f"kernels relying on unverified rules (or no longer, update KNOWN): {bad}"


def test_the_check_sees_an_unverified_form():
    rep = fidelity.report(parse_asm("buffer_load_dwordx3 v1, s[0:3], 0 offen lds\ns_endpgm\n").instrs)
    assert rep[fidelity.UNVERIFIED]
