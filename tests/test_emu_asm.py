"""Parser: symbols and expressions in register operands, modifiers, labels, kernels, errors with lines."""
import pytest

from flygen.asm.parse import parse_asm
from flygen.errors import EmulatorError

SRC = """
.set v_acc, 8
s_acc = 4          // flygen may also write NAME = EXPR
/* block
   comment */
k0:
    v_mfma_f32_16x16x32_bf16 v[v_acc+0:v_acc+3], v[0:3], v[4:7], v[v_acc:v_acc+3]   ; trailing
    buffer_load_dwordx4 v[4:7], v0, s[s_acc:s_acc+3], 0 offen offset:16 sc0
    v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[8:15], a[0:3], v16, v17 op_sel:[1,0,0] op_sel_hi:[0,1,0]
    v_cvt_pk_f32_fp8_sdwa v[0:1], v2 src0_sel:WORD_1
    s_waitcnt vmcnt(3) lgkmcnt(1)
.Lloop:
    s_sub_u32 s0, s0, 1
    s_cbranch_scc1 .Lloop
    s_endpgm
"""


def test_registers_symbols_and_modifiers():
    p = parse_asm(SRC)
    mfma, buf, scale, sdwa, wait, sub, br, end = p.instrs
    assert (mfma.operands[0].kind, mfma.operands[0].idx, mfma.operands[0].n) == ("v", 8, 4)
    assert (mfma.operands[3].idx, mfma.operands[3].n) == (8, 4)
    assert buf.operands[2].idx == 4 and buf.operands[2].n == 4
    assert buf.mods["offen"] is True and buf.mods["offset"] == 16 and buf.mods["sc0"] is True
    assert scale.mods["op_sel"] == (1, 0, 0) and scale.mods["op_sel_hi"] == (0, 1, 0)
    assert scale.operands[0].kind == "a" and len(scale.operands) == 6
    assert sdwa.op == "v_cvt_pk_f32_fp8" and sdwa.mods["src0_sel"] == "WORD_1"
    assert wait.mods["vmcnt"] == 3 and wait.mods["lgkmcnt"] == 1
    assert br.target == sub.index == 5
    assert mfma.line == 7 and end.op == "s_endpgm"


def test_immediates_and_specials():
    p = parse_asm("v_mov_b32 v0, 0x3ff\nv_mov_b32 v1, -1.0\ns_mov_b64 exec, vcc\nv_add_f32 v2, -v1, |v3|")
    a, b, c, d = p.instrs
    assert a.operands[1].value == 0x3FF
    assert b.operands[1].value == 0xBF800000 and b.operands[1].fvalue == -1.0
    assert (c.operands[0].idx, c.operands[0].n, c.operands[1].idx) == (126, 2, 106)
    assert d.operands[1].neg and d.operands[2].abs


def test_multiple_kernels_and_metadata():
    src = """
a:
  s_endpgm
b:
  s_nop 0
  s_endpgm
.amdhsa_kernel a
  .amdhsa_next_free_vgpr 8
  .amdhsa_group_segment_fixed_size 1024
.end_amdhsa_kernel
.amdhsa_kernel b
  .amdhsa_next_free_vgpr 4
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .name: a
    .args:
      - { .name: x, .offset: 0, .size: 8, .value_kind: global_buffer }
...
.end_amdgpu_metadata
"""
    p = parse_asm(src)
    assert sorted(p.kernels) == ["a", "b"]
    assert (p.kernel("a").entry, p.kernel("a").end, p.kernel("b").entry) == (0, 1, 1)
    assert p.kernel("a").lds_bytes == 1024 and p.kernel("a").args[0][".name"] == "x"
    with pytest.raises(EmulatorError, match="2 kernels"):
        p.kernel()


def test_errors_name_the_line():
    with pytest.raises(EmulatorError, match="unknown label"):
        parse_asm("s_nop 0\ns_branch .Lnowhere")
    with pytest.raises(EmulatorError, match="unknown symbol 'v_nope'"):
        parse_asm("v_mov_b32 v[v_nope], 0")
    from flygen.emu.launch import run_snippet
    with pytest.raises(EmulatorError, match=r"line 2: unknown instruction 'v_frobnicate_b32'"):
        run_snippet("s_nop 0\nv_frobnicate_b32 v0, v1")


def test_labels_containing_row_are_not_dpp():
    from flygen.asm.parse import parse_asm
    prog = parse_asm("s_branch .Lgemm_row_major_loop\n.Lgemm_row_major_loop:\ns_endpgm\n")
    assert prog.kernel().code[0].target == 1
    # DPP controls are operands of the instruction (emulated since the foreign-kernel work)
    ins = parse_asm("v_mov_b32 v0, v1 row_shl:1\n").kernel().code[0]
    assert ins.mods["dpp"] == ("row_shl", 1) and ins.mods["row_mask"] == 0xF and not ins.mods["bound_ctrl"]


def test_parser_has_its_own_home():
    """flygen/asm is the parser emu and inspect share: it imports neither, and inspect parses through it,
    not through the emulator."""
    import ast
    from pathlib import Path
    root = Path(__file__).resolve().parents[1] / "flygen"

    def imports(pkg):
        out = set()
        for f in (root / pkg).glob("*.py"):
            for n in ast.walk(ast.parse(f.read_text())):
                if isinstance(n, ast.ImportFrom) and n.module:
                    out.add((f.name, n.module))
                elif isinstance(n, ast.Import):
                    out.update((f.name, a.name) for a in n.names)
        return out
    asm = imports("asm")
    assert any(m == "flygen.asm.expr" for _, m in asm)           # the walk sees the package's own imports
    assert not [x for x in asm if x[1].startswith(("flygen.emu", "flygen.inspect"))]
    ins = imports("inspect")
    assert ("source.py", "flygen.asm.parse") in ins
    assert not [x for x in ins if x[1].startswith("flygen.emu")]
