"""The code-size estimate (flygen.plan.codesize over flygen.isa.encoding) against the assembler: instruction by
instruction on a sample of the example kernels (every example: tools/code_size_check.py), on edge operands
(literals vs inline constants, e32 vs e64 forms), and every mnemonic the table gives a 32-bit form has one.
The sizes compared with are what llvm-mc's -show-encoding prints; a broken table is caught (mutants below)."""
import sys
from pathlib import Path

import pytest

from flygen.asm.parse import parse_asm
from flygen.build.pipeline import generate
from flygen.isa import encoding
from flygen.plan.codesize import estimate, program_lines
from flygen.toolchain import find_toolchain

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import code_size_check  # noqa: E402

HEAD = '.amdgcn_target "amdgcn-amd-amdhsa--gfx950"\n.text\n'
# one kernel per family and feature: conv3d (unrolled, padding selects; the tap loop; C = 3), gemm_fp8 (8 waves,
# preshuffled), split-K and its reduce, preshuffle (gelu epilogue, int8, MX scaled MFMA), moe, elementwise
SAMPLE = {
    "examples/conv3d.yaml": ("conv3d_fp8_3x3x3_c128_k128", "conv3d_bf16_3x3x3_c128_k128", "conv3d_bf16_3x3x3_c3"),
    "examples/gemm_fp8.yaml": ("gemm_fp8_8w_preshuffled",),
    "examples/gemm_fp8_splitk.yaml": ("decode_fp8_k8192_splitk_det", "decode_fp8_k8192_splitk_det_reduce"),
    "examples/gemm_preshuffle.yaml": ("preshuffle_int8_bias_gelu",),
    "examples/gemm_preshuffle_mx.yaml": ("preshuffle_mx_fp6_fp8",),
    "examples/moe.yaml": ("moe_s1_fp4_to_fp8", "moe_s2_fp4_rows_bf16"),
    "examples/axpby.yaml": ("axpby_bf16_f16",),
}


@pytest.fixture(scope="module")
def tool():
    t = find_toolchain().assembler
    if t is None:
        pytest.skip("no assembler")
    return t


@pytest.fixture(scope="module")
def sample(tool):
    """[(build, its parsed instructions, the assembler's size of each)] of the SAMPLE kernels."""
    return [(b, parse_asm(b.asm).kernel(b.plan.name).code, [n for _, n in code_size_check.encoded_sizes(b.asm, tool)])
            for f, names in SAMPLE.items() for b in generate([f], names=names)]


@pytest.fixture(scope="module")
def edges(tool):
    return _sizes(EDGES, tool)


def _sizes(lines, tool):
    return [n for _, n in code_size_check.encoded_sizes(HEAD + "\n".join(lines) + "\n", tool)]


def _table(lines):
    return [encoding.instr_bytes(i) for i in parse_asm("\n".join(lines) + "\n").instrs]


def test_estimate_is_the_assembled_size_instruction_by_instruction(sample):
    assert len(sample) == sum(map(len, SAMPLE.values()))
    for b, ins, real in sample:
        assert [encoding.instr_bytes(i) for i in ins] == real, b.spec.name
        assert estimate(b.plan) == sum(real) > 0, b.spec.name


def test_items_print_as_the_template_prints_them(sample):
    """The estimate reads the plan's items, not the .s: their lines are the rendered kernel's instructions."""
    for b, ins, _ in sample:
        kp = b.plan
        mine = parse_asm("\n".join([f".set {r.name}, {r.index}" for r in kp.regs.regs] + program_lines(kp)) + "\n")
        assert [(i.mnemonic, i.operands, dict(i.mods)) for i in mine.instrs] == \
               [(i.mnemonic, i.operands, dict(i.mods)) for i in ins], kp.name


EDGES = [
    "v_add_u32 v1, s2, v3", "v_add_u32 v1, v2, s3", "v_mul_u32_u24 v1, 0x1234, v2", "v_add_u32 v1, 64, v2",
    "v_add_u32 v1, 65, v2", "v_add_u32 v1, -16, v2", "v_add_u32 v1, -17, v2", "v_add_u32 v1, 0xfffffff0, v2",
    "v_mul_f32 v1, 1.0, v2", "v_mul_f32 v1, 0x3f800000, v2", "v_mul_f32 v1, 0x3e22f983, v2", "v_mul_f32 v1, 3.0, v2",
    "v_mul_f32 v1, -4.0, v2", "v_add_f16 v1, 0x3c00, v2", "v_add_f16 v1, 0x3c01, v2", "v_mov_b32 v1, s2",
    "v_mov_b32 v1, 0x80000000", "v_cndmask_b32 v1, v2, v3, vcc", "v_cndmask_b32 v1, v2, v3, s[4:5]",
    "v_cndmask_b32_e64 v1, 0, 1, vcc", "v_cmp_gt_u32 vcc, 64, v1",
    "v_cmp_gt_u32 vcc, v1, 64", "v_cmp_gt_u32 s[2:3], 64, v1", "v_cmp_eq_u32 vcc, 0x1000, v1",
    "v_add_co_u32 v1, vcc, v2, v3", "v_add_co_u32 v1, s[2:3], v2, v3", "v_addc_co_u32 v1, vcc, v2, v3, vcc",
    "v_max_f32 v1, |v2|, v3", "v_max_f32 v1, -v2, v3", "v_mul_f32 v1, v2, v3 clamp", "v_fma_f32 v1, v2, v3, v4",
    "v_lshl_or_b32 v1, v2, 3, v4", "v_mul_lo_u32 v1, v2, v3", "v_readfirstlane_b32 s1, v2",
    "v_accvgpr_write_b32 a1, v2", "v_accvgpr_read_b32 v1, a2", "v_accvgpr_mov_b32 a1, a2",
    "v_pk_mul_f32 v[2:3], v[4:5], v[6:7]",
    "v_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]", "v_cvt_pk_bf16_f32 v1, v2, v3",
    "v_cvt_f32_f16_sdwa v1, v2 src0_sel:WORD_1", "v_mov_b32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
    "v_permlane32_swap_b32 v1, v2", "v_mov_b64 v[2:3], v[4:5]", "v_lshlrev_b64 v[2:3], 1, v[4:5]",
    "s_mov_b32 s1, 64", "s_mov_b32 s1, 0x12345", "s_mov_b64 s[2:3], -1", "s_add_u32 s1, s2, 0x1000",
    "s_cmp_eq_u32 s1, 0x1000", "s_cmp_eq_u32 s1, 7", "s_movk_i32 s1, 0x1234",
    "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0x12345",
    "s_load_dwordx2 s[2:3], s[0:1], 0x10", "s_waitcnt vmcnt(0) lgkmcnt(0)", "s_nop 3", "s_setprio 1", "s_barrier",
    "buffer_load_dwordx4 v1, s[0:3], 0 offen offset:16 lds", "buffer_store_short v1, v2, s[0:3], 0 offen",
    "global_load_dword v1, v[2:3], off", "ds_read_b128 v[0:3], v4 offset:256", "ds_write_b64 v4, v[0:1]",
    "s_dcache_inv", "s_memtime s[2:3]", "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3], v20, v21",
    "v_bfe_u32 v1, v2, 4, 8", "v_med3_f32 v1, v2, v3, v4", "v_xor_b32 v1, 0x80000000, v2",
]


def test_edge_operands_match_the_assembler(edges):
    assert _table(EDGES) == edges


def _e32_line(op, shape):
    """The simplest operands of `op`'s 32-bit form (64-bit operands where its name says so)."""
    def r(i, t):
        return f"v[{i}:{i + 1}]" if t.endswith("64") else f"v{i}"
    parts = op.split("_")
    dst = parts[2] if op.startswith("v_cvt_") and len(parts) > 3 else parts[-1]
    src = parts[-1] if op != "v_frexp_exp_i32_f64" else "f64"
    dst = {"v_frexp_exp_i32_f64": "i32", "v_cvt_pk_f32_fp8": "f64", "v_cvt_pk_f32_bf8": "f64"}.get(op, dst)
    if op in ("v_nop", "v_clrexcp"):
        return f"{op}_e32"
    if op == "v_readfirstlane_b32":
        return f"{op}_e32 s1, v2"
    if op == "v_accvgpr_mov_b32":
        return f"{op}_e32 a1, a2"
    return {"vop1": f"{op}_e32 {r(2, dst)}, {r(4, src)}", "vop2": f"{op}_e32 {r(2, dst)}, {r(4, src)}, {r(6, src)}",
            "carry_out": f"{op}_e32 v1, vcc, v2, v3", "carry_in": f"{op}_e32 v1, vcc, v2, v3, vcc",
            "cndmask": f"{op}_e32 v1, v2, v3, vcc"}[shape]


def test_every_e32_mnemonic_of_the_table_has_a_4_byte_form(tool):
    lines = [_e32_line(op, shape) for op, shape in sorted(encoding.E32.items())]
    assert _sizes(lines, tool) == [4] * len(lines)


@pytest.mark.parametrize("mutant,in_kernels", [("no literal", True), ("no e32 for v_add_u32", True),
                                               ("e32 ignores src1", True), ("vcc not required", False)])
def test_a_broken_table_is_caught(sample, edges, monkeypatch, mutant, in_kernels):
    """Each mutant misjudges the edge corpus; the first three also a shipped kernel (the sample's VOPC with an SGPR
    pair result are written _e64, so only the corpus has the implicit case)."""
    if mutant == "no literal":
        monkeypatch.setattr(encoding, "LITERAL_BYTES", 0)
    elif mutant == "no e32 for v_add_u32":
        monkeypatch.setitem(encoding.E32, "v_add_u32", None)
    elif mutant == "e32 ignores src1":
        monkeypatch.setattr(encoding, "_e32_fits", lambda shape, ins: True)
    else:
        monkeypatch.setattr(encoding, "_is_vcc", lambda o: o.kind == "s")
    assert _table(EDGES) != edges
    assert any([encoding.instr_bytes(i) for i in ins] != real for _, ins, real in sample) == in_kernels

