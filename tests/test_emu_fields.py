"""Nothing an instruction says is silently ignored (issue #30): a modifier its semantics do not read, and an
operand neg/abs no source read applied, is an EmulatorError at its first execution (flygen/emu/fields.py);
inert ones (cache policy on loads/stores, dst_unused with a DWORD dst_sel, s_waitcnt counters) are accepted with
their reason. Every refused VALU form below assembles for gfx950 with the wheel's LLVM 22 (checked where present),
and was accepted and dropped before: `mul:2` (omod), integer and f16 clamp."""
from pathlib import Path

import numpy as np
import pytest

from flygen.asm.parse import parse_asm
from flygen.emu import fields
from flygen.emu.launch import run_snippet
from flygen.errors import EmulatorError

DATA = Path(__file__).parent / "data" / "emu"

REFUSED = [
    ("v_add_f32_e64 v0, v1, v2 mul:2", "mul on v_add_f32"),                   # omod: not modelled
    ("v_add_f32_e64 v0, v1, v2 div:2", "div on v_add_f32"),
    ("v_add_u32_e64 v0, v1, v2 clamp", "clamp on v_add_u32"),                  # integer saturation: not modelled
    ("v_add_f16_e64 v0, v1, v2 clamp", "clamp on v_add_f16"),                  # f16 clamp: not modelled
    ("s_add_u32 s0, s1, s2 mul:2", "mul on s_add_u32"),                        # (not even valid syntax)
]
ACCEPTED = [
    "v_add_f32_e64 v0, v1, v2 clamp",                                          # f32 clamp: modelled
    "v_add_f32_e64 v0, -v1, |v2|",                                             # operand neg/abs: applied
    "v_dot2_i32_i16 v0, v1, v2, v3 clamp",                                     # dot clamp: saturates (modelled)
    "v_mov_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1",    # inert dst_unused
    "s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)",
]


@pytest.mark.parametrize("text, msg", REFUSED)
def test_unread_modifiers_are_refused(text, msg):
    with pytest.raises(EmulatorError, match=f"{msg} not modelled"):
        run_snippet(text)


@pytest.mark.parametrize("text", ACCEPTED)
def test_modelled_and_inert_modifiers_run(text):
    run_snippet(text)


def test_cache_policy_bits_on_loads_are_inert_but_select_the_returning_atomic():
    from flygen.emu.memory import Device
    dev = Device()
    buf = dev.upload(np.arange(64, dtype=np.uint32))

    def init(st):
        st.s[:, 0], st.s[:, 1] = buf.addr & 0xFFFFFFFF, buf.addr >> 32
        st.v[:, 2] = np.arange(64, dtype=np.uint32) * 4
    res = run_snippet("global_load_dword v1, v2, s[0:1] sc0 sc1 nt\ns_waitcnt vmcnt(0)", init=init, device=dev)
    assert res.state.v[0, 1].tolist() == list(range(64))
    res = run_snippet("s_mov_b64 exec, 1\nglobal_atomic_add v3, v2, v2, s[0:1] sc0\ns_waitcnt vmcnt(0)",
                      init=init, device=dev)
    assert int(res.state.v[0, 3, 0]) == 0                     # returned the pre-op value (sc0 was read)


def test_a_handler_that_ignores_neg_is_caught():
    """The neg/abs bookkeeping itself: a semantics function that reads a float source without applying the
    operand's neg (simulated by a handler that reads no source at all) is refused, not run."""
    ins = parse_asm("v_add_f32_e64 v0, -v1, v2\n").instrs[0]
    assert fields.unread(ins, set()) == ["neg/abs of an operand"]
    assert fields.unread(ins, {fields.NEGABS}) == []


def test_the_refused_forms_assemble_for_gfx950(tmp_path):
    from flygen.toolchain import find_toolchain
    tc = find_toolchain()
    if tc.assembler is None:
        pytest.skip("no assembler (the ziglang wheel's clang -cc1as)")
    tc.assemble("\n".join(t for t, _ in REFUSED if not t.startswith("s_")) + "\n" + "\n".join(ACCEPTED) + "\n",
                tmp_path / "k.o")


def _corpus_instances():
    """One instance of every opcode the foreign corpus uses (its operands are valid for that opcode)."""
    seen = {}
    for path in sorted(DATA.glob("*/*.s")) + sorted(DATA.glob("*.s")):
        try:
            prog = parse_asm(path.read_text(), str(path))
        except EmulatorError:
            continue
        for ins in prog.instrs:
            if ins.cls and ins.cls.cls in ("salu", "valu", "vopc") and not ins.mods and ins.op not in seen \
                    and not ins.op.startswith(("s_cbranch", "s_branch", "s_set", "s_get")):
                seen[ins.op] = ins.text
    return sorted(seen.items())


def test_every_alu_opcode_of_the_corpus_refuses_an_unread_modifier():
    """Enumerates the SALU/VALU opcodes of the corpus (tests/data/emu): each, given a modifier no semantics
    read (`mul:2`), is refused at its first execution rather than run as if the modifier were absent."""
    cases = _corpus_instances()
    assert len(cases) > 60
    for op, text in cases:
        try:
            run_snippet(f"{text} mul:2")
        except EmulatorError as exc:
            assert "mul on" in str(exc) or "unknown" in str(exc) or "not modelled" in str(exc), (op, str(exc))
        else:
            pytest.fail(f"{op}: mul:2 accepted: {text}")
