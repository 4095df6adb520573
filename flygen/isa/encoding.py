"""Encoded size of a gfx950 instruction, by encoding format: the one table for code-size estimates.

Sizes per format (AMD "CDNA3 / CDNA4 Instruction Set Architecture" reference guides, chapter "Microcode
Formats"; LLVM AMDGPU SIInstrFormats.td / VOP*Instructions.td, gfx9 encodings):

  SOPP SOPK SOP1 SOP2 SOPC   4 B, + a 32-bit literal (4 B) when a source is not an inline constant
  VOP1 VOP2 VOPC (e32)       4 B, + a 32-bit literal (4 B) likewise
  VOP3 (e64) VOP3P           8 B; gfx9 has no VOP3 literal (the assembler rejects one)
  SDWA DPP                   8 B (the 4-byte VOP word + the SDWA / DPP dword; no literal)
  SMEM MUBUF MTBUF DS FLAT   8 B (GLOBAL and SCRATCH are FLAT)
  v_mfma_scale_*             16 B: v_mfma_ld_scale_b32 (VOP3P) then the MFMA (VOP3P), one mnemonic

Which encoding a VALU mnemonic gets is the assembler's: LLVM's AMDGPUAsmParser takes the 32-bit form (e32)
when the mnemonic has one and the operands fit it (src1 a VGPR, no neg/abs/clamp/omod/op_sel, a carry
out or in that is VCC, a VOPC result in VCC), else VOP3 (e64); `_e32` / `_e64` / `_sdwa` / `_dpp` written
in the mnemonic force the form. `E32` lists the mnemonics with a 32-bit form (LLVM VOP1Instructions.td,
VOP2Instructions.td, VOPCInstructions.td for gfx9/gfx940/gfx950); a VALU mnemonic not in it is counted as
VOP3 (8 B). Inline constants (no literal): integers -16..64 and the float bit patterns of 0.5, 1, 2, 4 (and
negatives) and 1/(2 pi) at the operand's width (ISA guide "Scalar ALU / Vector ALU operands", LLVM
AMDGPUBaseInfo isInlinableLiteral32/16/64; gfx950 has the inv2pi constant).

Checked against llvm-mc 22 `-show-encoding`, instruction by instruction, on every kernel the example specs
generate (tools/code_size_check.py; tests/test_code_size.py on a sample). No gfx9 encoding is longer than
8 B except the 16-byte scaled MFMA pair, so 8 B per instruction bounds anything this table might misjudge.
"""
from __future__ import annotations

import struct

FORMAT_BYTES = {"SOPP": 4, "SOPK": 4, "SOP1": 4, "SOP2": 4, "SOPC": 4, "SMEM": 8,
                "VOP1": 4, "VOP2": 4, "VOPC": 4, "VOP3": 8, "VOP3P": 8, "SDWA": 8, "DPP": 8,
                "MUBUF": 8, "MTBUF": 8, "DS": 8, "FLAT": 8, "VINTRP": 4, "EXP": 8, "MFMA_SCALE": 16}
LITERAL_BYTES = 4
MAX_PLAIN_BYTES = 8            # the longest single gfx9 encoding (VOP3, SMEM, MUBUF, ..., or e32 + literal)

# SOPP: program control without SGPR operands (LLVM SOPInstructions.td, SOPP_Pseudo, gfx9)
SOPP = frozenset({
    "s_nop", "s_endpgm", "s_endpgm_saved", "s_branch", "s_wakeup", "s_cbranch_scc0", "s_cbranch_scc1",
    "s_cbranch_vccz", "s_cbranch_vccnz", "s_cbranch_execz", "s_cbranch_execnz", "s_cbranch_cdbgsys",
    "s_cbranch_cdbguser", "s_cbranch_cdbgsys_or_user", "s_cbranch_cdbgsys_and_user", "s_barrier", "s_setkill",
    "s_waitcnt", "s_sethalt", "s_sleep", "s_setprio", "s_sendmsg", "s_sendmsghalt", "s_trap", "s_icache_inv",
    "s_incperflevel", "s_decperflevel", "s_ttracedata", "s_set_gpr_idx_off", "s_set_gpr_idx_mode"})
# SOPK: a 16-bit immediate in the instruction word; s_setreg_imm32_b32 carries a 32-bit one after it
SOPK = frozenset({
    "s_movk_i32", "s_cmovk_i32", "s_cmpk_eq_i32", "s_cmpk_lg_i32", "s_cmpk_gt_i32", "s_cmpk_ge_i32",
    "s_cmpk_lt_i32", "s_cmpk_le_i32", "s_cmpk_eq_u32", "s_cmpk_lg_u32", "s_cmpk_gt_u32", "s_cmpk_ge_u32",
    "s_cmpk_lt_u32", "s_cmpk_le_u32", "s_addk_i32", "s_mulk_i32", "s_getreg_b32", "s_setreg_b32",
    "s_call_b64", "s_cbranch_i_fork"})
SOPK_LITERAL = frozenset({"s_setreg_imm32_b32"})

# VALU mnemonics with a 32-bit encoding, by its operand shape:
#   vop1 (dst, src0) | vop2 (dst, src0, src1) | vopc (vcc, src0, src1) | carry_out (dst, vcc, src0, src1)
#   carry_in (dst, vcc, src0, src1, vcc) | cndmask (dst, src0, src1, vcc)
_VOP1 = """v_nop v_mov_b32 v_readfirstlane_b32 v_cvt_i32_f64 v_cvt_f64_i32 v_cvt_f32_i32 v_cvt_f32_u32 v_cvt_u32_f32
v_cvt_i32_f32 v_cvt_f16_f32 v_cvt_f32_f16 v_cvt_rpi_i32_f32 v_cvt_flr_i32_f32 v_cvt_off_f32_i4 v_cvt_f32_f64
v_cvt_f64_f32 v_cvt_f32_ubyte0 v_cvt_f32_ubyte1 v_cvt_f32_ubyte2 v_cvt_f32_ubyte3 v_cvt_u32_f64 v_cvt_f64_u32
v_trunc_f64 v_ceil_f64 v_rndne_f64 v_floor_f64 v_fract_f32 v_trunc_f32 v_ceil_f32 v_rndne_f32 v_floor_f32
v_exp_f32 v_log_f32 v_rcp_f32 v_rcp_iflag_f32 v_rsq_f32 v_rcp_f64 v_rsq_f64 v_sqrt_f32 v_sqrt_f64 v_sin_f32
v_cos_f32 v_not_b32 v_bfrev_b32 v_ffbh_u32 v_ffbl_b32 v_ffbh_i32 v_frexp_exp_i32_f64 v_frexp_mant_f64
v_fract_f64 v_frexp_exp_i32_f32 v_frexp_mant_f32 v_clrexcp v_mov_b64 v_cvt_f16_u16 v_cvt_f16_i16 v_cvt_u16_f16
v_cvt_i16_f16 v_rcp_f16 v_sqrt_f16 v_rsq_f16 v_log_f16 v_exp_f16 v_frexp_mant_f16 v_frexp_exp_i16_f16
v_floor_f16 v_ceil_f16 v_trunc_f16 v_rndne_f16 v_fract_f16 v_sin_f16 v_cos_f16 v_exp_legacy_f32
v_log_legacy_f32 v_cvt_norm_i16_f16 v_cvt_norm_u16_f16 v_sat_pk_u8_i16 v_swap_b32 v_accvgpr_mov_b32
v_cvt_f32_fp8 v_cvt_f32_bf8 v_cvt_pk_f32_fp8 v_cvt_pk_f32_bf8 v_prng_b32 v_cvt_f32_bf16
v_permlane16_swap_b32 v_permlane32_swap_b32"""
_VOP2 = """v_add_f32 v_sub_f32 v_subrev_f32 v_mul_f32 v_mul_i32_i24 v_mul_hi_i32_i24
v_mul_u32_u24 v_mul_hi_u32_u24 v_min_f32 v_max_f32 v_min_i32 v_max_i32 v_min_u32 v_max_u32 v_lshrrev_b32
v_ashrrev_i32 v_lshlrev_b32 v_and_b32 v_or_b32 v_xor_b32 v_add_f16 v_sub_f16 v_subrev_f16
v_mul_f16 v_mac_f16 v_add_u16 v_sub_u16 v_subrev_u16 v_mul_lo_u16 v_lshlrev_b16 v_lshrrev_b16 v_ashrrev_i16
v_max_f16 v_min_f16 v_max_u16 v_max_i16 v_min_u16 v_min_i16 v_ldexp_f16 v_add_u32 v_sub_u32 v_subrev_u32
v_fmac_f32 v_xnor_b32 v_fmac_f64 v_dot2c_f32_f16 v_dot2c_i32_i16 v_dot4c_i32_i8 v_dot8c_i32_i4
v_pk_fmac_f16 v_dot2c_f32_bf16"""
E32 = {**{m: "vop1" for m in _VOP1.split()}, **{m: "vop2" for m in _VOP2.split()},
       "v_add_co_u32": "carry_out", "v_sub_co_u32": "carry_out", "v_subrev_co_u32": "carry_out",
       "v_addc_co_u32": "carry_in", "v_subb_co_u32": "carry_in", "v_subbrev_co_u32": "carry_in",
       "v_cndmask_b32": "cndmask"}
VOP3P_PREFIXES = ("v_pk_", "v_mfma", "v_smfmac", "v_accvgpr_read", "v_accvgpr_write", "v_dot", "v_fma_mix",
                  "v_mad_mix")
_SDWA_DPP = ("_sdwa", "_dpp")

_VCC = 106                     # hardware SGPR number of VCC (flygen.asm.parse.SPECIAL_SGPR)


def _f32(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def _f64(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


_FLOATS = (0.5, 1.0, 2.0, 4.0)
INLINE_F32 = frozenset([_f32(s * v) for v in _FLOATS for s in (1, -1)] + [0x3E22F983])
INLINE_F16 = frozenset([0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400, 0x3118])
INLINE_F64 = frozenset([_f64(s * v) for v in _FLOATS for s in (1, -1)] + [0x3FC45F306DC9C882])


def operand_bits(op: str) -> int:
    """Width of an instruction's source operands for inline-constant purposes: 16, 32 or 64."""
    if any(t in op for t in ("_f16", "_b16", "_u16", "_i16")) and not op.startswith("v_pk_"):
        return 16
    if any(t in op for t in ("_f64", "_b64", "_u64", "_i64")):
        return 64
    return 32


def is_inline(operand, bits: int = 32) -> bool:
    """Whether an immediate operand (flygen.asm.parse.Operand, kind "imm") is an inline constant."""
    if operand.fvalue is not None:
        return operand.fvalue in (0.0, *_FLOATS, *(-v for v in _FLOATS)) or operand.value == 0x3E22F983
    v = operand.value
    if bits == 64:
        v &= (1 << 64) - 1
        signed = v - (1 << 64) if v >> 63 else v
        return -16 <= signed <= 64 or v in INLINE_F64
    v &= 0xFFFFFFFF
    signed = v - (1 << 32) if v >> 31 else v
    if -16 <= signed <= 64:
        return True
    if bits == 16:
        return v in INLINE_F16 or (v >> 16 in (0, 0xFFFF) and (v & 0xFFFF) in INLINE_F16)
    return v in INLINE_F32


def has_literal(ins) -> bool:
    bits = operand_bits(ins.op)
    return any(o.kind == "imm" and not is_inline(o, bits) for o in ins.operands)


def _is_vcc(o) -> bool:
    return o.kind == "s" and o.idx == _VCC and o.n == 2


def _e32_fits(shape: str, ins) -> bool:
    """The operands fit the 32-bit form of a mnemonic with operand shape `shape` (no source modifiers)."""
    ops = ins.operands
    if any(o.neg or o.abs or o.sext for o in ops) or any(k in ins.mods for k in ("clamp", "omod", "op_sel")):
        return False
    if any(o.kind == "a" for o in ops) and ins.op != "v_accvgpr_mov_b32":
        return False
    if shape == "vop1":
        return len(ops) == 2
    if shape == "vop2":
        return len(ops) == 3 and ops[0].kind == "v" and ops[2].kind == "v"
    if shape == "vopc":
        return len(ops) == 3 and _is_vcc(ops[0]) and ops[2].kind == "v"
    if shape == "carry_out":
        return len(ops) == 4 and _is_vcc(ops[1]) and ops[3].kind == "v"
    if shape == "carry_in":
        return len(ops) == 5 and _is_vcc(ops[1]) and ops[3].kind == "v" and _is_vcc(ops[4])
    if shape == "cndmask":
        return len(ops) == 4 and ops[2].kind == "v" and _is_vcc(ops[3])
    return False


def valu_format(ins) -> str:
    """VOP1 / VOP2 / VOPC / VOP3 / VOP3P / SDWA / DPP / MFMA_SCALE for a VALU or MFMA instruction."""
    op, m = ins.op, ins.mnemonic
    if op.startswith("v_mfma_scale_"):
        return "MFMA_SCALE"
    if m.endswith("_sdwa"):
        return "SDWA"
    if m.endswith("_dpp") or "dpp" in ins.mods:
        return "DPP"
    if op.startswith(VOP3P_PREFIXES) and op not in E32:
        return "VOP3P"
    shape = "vopc" if op.startswith(("v_cmp_", "v_cmpx_")) else E32.get(op)
    if shape is None or m.endswith("_e64"):
        return "VOP3"
    if m.endswith("_e32") or _e32_fits(shape, ins):
        return {"vop1": "VOP1", "vopc": "VOPC"}.get(shape, "VOP2")
    return "VOP3"


def instr_format(ins) -> str:
    """Encoding format of a parsed instruction (flygen.asm.parse.Instr)."""
    op = ins.op
    if op.startswith("v_interp_"):
        return "VINTRP"
    if op.startswith("v_"):
        return valu_format(ins)
    if op.startswith("s_"):
        if op in SOPP:
            return "SOPP"
        if op in SOPK or op in SOPK_LITERAL:
            return "SOPK"
        if ins.cls is not None and ins.cls.cls == "smem" or op.startswith(("s_atc_probe", "s_memrealtime",
                                                                              "s_scratch_", "s_atomic_",
                                                                              "s_buffer_atomic_")):
            return "SMEM"
        if op.startswith(("s_cmp_", "s_bitcmp", "s_setvskip")):
            return "SOPC"
        n_src = len(ins.operands) - (0 if op.startswith("s_cmp") else 1)
        return "SOP2" if n_src >= 2 else "SOP1"
    if op.startswith("ds_"):
        return "DS"
    if op.startswith("buffer_"):
        return "MUBUF"
    if op.startswith("tbuffer_"):
        return "MTBUF"
    if op.startswith(("global_", "flat_", "scratch_")):
        return "FLAT"
    if op.startswith("exp"):
        return "EXP"
    return "VOP3"                       # unknown: the longest plain encoding (an upper bound)


def instr_bytes(ins) -> int:
    """Bytes of one parsed instruction (flygen.asm.parse.Instr) in the code object."""
    fmt = instr_format(ins)
    n = FORMAT_BYTES[fmt]
    if fmt in ("SOP1", "SOP2", "SOPC", "VOP1", "VOP2", "VOPC") and has_literal(ins):
        n += LITERAL_BYTES
    elif fmt == "SOPK" and ins.op in SOPK_LITERAL:
        n += LITERAL_BYTES
    return n
