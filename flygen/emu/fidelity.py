"""What an emulator PASS rests on: every executed instruction form classed as exact, modelled (with the
assumption named and its source) or unverified (an assumption without a source; no flygen kernel may rely on
one). One table, first matching row wins; `report` groups the forms a launch executed.

- exact: the semantics are AMD's CDNA4 pseudocode (AMD's machine-readable ISA as carried by tinygrad's
  `cdna.str_pcode`) computed bit for bit: integer, bitwise, move, compare, branch, LDS read/write, no-ops.
- modelled: a model of the hardware whose assumption is named here and sourced (docs/emulator.md).
- unverified: marked UNVERIFIED / ASSUMED in docs/emulator.md.
"""
from __future__ import annotations

import re

from flygen.isa.mfma import ALIASES, SMFMAC, mfma_atom, smfmac_index_set

EXACT, MODELLED, UNVERIFIED = "exact", "modelled", "unverified"
LEVELS = (EXACT, MODELLED, UNVERIFIED)

_F8F6F4_FP6 = {2, 3}        # cbsz / blgp codes of fp6 / bf6
# row_mask bits of the rows to which the CDNA4 ISA's DPP_CTRL formula assigns no source lane: row_bcast:15
# "if (n>15) ..." (row 0), row_bcast:31 "if (n>31) ..." (rows 0 and 1)
_BCAST_NO_SRC = {15: 0x1, 31: 0x3}


def _key(ins) -> str:
    """The instruction form: mnemonic plus the modifiers whose semantics the table tells apart."""
    m = ins.mods
    parts = [ins.op]
    if m.get("lds"):
        parts.append("lds")
    if "dpp" in m:
        parts.append(f"{m['dpp'][0]}:{m['dpp'][1]}" if isinstance(m["dpp"], tuple) else "dpp")
        if m["dpp"] in (("row_bcast", 15), ("row_bcast", 31)) and (int(m.get("row_mask", 0xF)) & _BCAST_NO_SRC[
                m["dpp"][1]]):
            parts.append("rows_unsourced")        # writes rows the ISA's formula gives no source lane
    if m.get("dst_unused") == "UNUSED_SEXT":
        parts.append("dst_unused:UNUSED_SEXT")
        if str(m.get("dst_sel", "DWORD")).startswith("BYTE"):
            parts.append("dst_sel:BYTE")          # byte selects: "reserved" in the CDNA4 SDWA table
    if "f8f6f4" in ins.op and ({int(m.get("cbsz", 0)), int(m.get("blgp", 0))} & _F8F6F4_FP6):
        parts.append("fp6")
    if ALIASES.get(ins.op, ins.op) in SMFMAC:       # which index set cbsz/abid pick
        sel = smfmac_index_set(mfma_atom(ins.op), int(m.get("cbsz", 0)), int(m.get("abid", 0)))
        if sel:
            parts.append(f"set{sel}")
    return " ".join(parts)


# (pattern over the form key, level, assumption, source); first match wins
RULES = (
    (r"^(buffer_load_dwordx4 .*lds|global_load_lds_dwordx4)", MODELLED,
     "LDS DMA of 16 B per lane: lane t writes M0 + inst_offset + t*16 (dense in lane order); cross-checked "
     "against Triton 3.9 gfx950 code (inst_offset 0 there), not run on hardware",
     "tests/test_emu_triton_corpus.py gemm_dma_*, gemm_gdma_*; gfx950-reference §7.4"),
    (r"^(buffer_load_dwordx3 .*lds|global_load_lds_dwordx3)", UNVERIFIED,
     "LDS DMA of 12 B per lane: lane t writes M0 + inst_offset + t*16 (LLVM: 16 * lane_id above 4 bytes); what "
     "bytes 12..15 of each lane's 16-byte slot hold is not stated; no other compiler's code here uses it",
     "isa.memops.lds_dma_lane_slot; LLVM AMDGPUDMAOperations.md"),
    (r"^(buffer_load_(u|s)?(byte|short)\b.* lds\b|global_load_lds_(u|s)?(byte|short)\b)", UNVERIFIED,
     "LDS DMA of 1 or 2 B per lane: lane t writes its bytes at M0 + inst_offset + t*4 (ISA §9.1.9, LLVM); "
     "whether the slot's other bytes are written (zero or sign extended) or kept is not stated "
     "(rocRoller ROCm/rocm-libraries#5084 shows zeros, on an LDS that may already have held zeros)",
     "isa.memops.lds_dma_lane_slot; LLVM AMDGPUDMAOperations.md; ROCm/rocm-libraries#5084"),
    (r"( lds\b|^global_load_lds_)", MODELLED,
     "LDS DMA of 4 B per lane: lane t writes M0 + inst_offset + t*4; out-of-range lanes write zeros",
     "CDNA3/CDNA4 ISA §9.1.9 (via ROCm/rocm-systems#10192); LLVM AMDGPUDMAOperations.md; rocjitsu "
     "ROCm/rocm-systems#10928 (zeros)"),
    (r"^ds_read_b64_tr_b(4|8|16)$", MODELLED,
     "transposing LDS read: lane map of docs/emulator.md (16-lane groups, derived from Triton's description); "
     "cross-checked against Triton 3.9 gfx950 code, not run on hardware",
     "tests/test_emu_triton_corpus.py (every GEMM there; b4: gemm_mxfp4_npack/_mpack); gfx950-reference §3; b8: "
     "CK ck_tile amd_transpose_load_encoding.hpp LaneGroupTransposeTraits<sizeof(T) == 1> (8 x 16 B in, 16 x 8 out)"),
    (r"^ds_read_b(64|96)_tr_b", UNVERIFIED,
     "transposing LDS read: lane map derived from Triton's description", "gfx950-reference §3"),
    (r"^v_cvt_scalef32_pk_fp4_f32$", MODELLED,
     "scaled fp4 down-convert: x / 2^(e-127), e = exponent field of the f32 scale, RNE, saturates to +-6, "
     "NaN -> +6",
     "CDNA4 pseudocode (tinygrad cdna.str_pcode: scale = exponent(S2.f32)); CK test/data_type/test_mx_fp4.cpp "
     "DeviceScaledConvert + include/ck/utility/type_convert.hpp f4_convert_rne; gem5 vop3_cvt.hh scaleDiv"),
    (r"^v_cvt_scalef32_pk_(fp8|bf8)_f32$", MODELLED,
     "scaled fp8/bf8 down-convert: x / 2^(e-127), RNE; overflow -> NaN (fp8) / inf (bf8) unless MODE.FP16_OVFL "
     "(bit 23, from the descriptor or s_setreg) or clamp, then saturate",
     "CK test/data_type/test_mx_fp8.cpp, test_mx_bf8.cpp DeviceScaledConvert (run on the device), "
     "include/ck/utility/mxf8_utils.hpp; Triton ElementwiseOpToLLVM.cpp adjustModeRegister"),
    (r"^v_cvt_scalef32_2xpk16_(fp6|bf6)_f32$", MODELLED,
     "scaled fp6/bf6 down-convert: 32 codes, S0 and S1 interleaved (code 2p = S0[p], 2p+1 = S1[p]) at bits "
     "[6i, 6i+6) of the 6 result registers; x / 2^(e-127), RNE, saturates to +-max (fp6 7.5, bf6 28; +-inf "
     "too), NaN -> +max; a scale exponent of 255 is not covered by the sources (the model gives +max)",
     "CDNA4 ISA Reference Guide §7.3 converts with scale (saturate to the FP4/FP6 max preserving the sign, "
     "below the smallest subnormal -> 0, no FP16_OVFL); "
     "CK test/data_type/test_mx_fp6.cpp, test_mx_bf6.cpp DeviceScaledConvert (f6/bf6_convert_rne call this "
     "builtin on gfx950: include/ck/utility/type_convert.hpp); hip-fpsan tests/cvt_scalef32_fp6_gfx950_test.cpp "
     "FloatPack2xpk16ExactBits (MI350); CDNA4 pseudocode (tinygrad cdna.str_pcode); "
     "tests/test_emu_fidelity_sources.py"),
    (r"^v_cvt_scalef32_(sr_)?(pk32_|pk_)?(fp8|bf8|fp4|fp6|bf6)_", UNVERIFIED,
     "other scaled down-converts (stochastic rounding, fp6/bf6): divide by the scale (settled for fp8/fp4), "
     "rounding and saturation not checked",
     "docs/emulator.md; gfx950-reference §7.5"),
    (r"^v_cvt_scalef32_pk_(bf16|f16)_fp4$", MODELLED,
     "scaled fp4 -> bf16/f16 up-convert: fp4 * 2^(e-127), e = exponent field of the f32 scale, rounded RNE to the "
     "16-bit format with subnormal results kept (fp4 * 2^(e-127) is exact in bf16 down to e = 0: 2^-128 and "
     "3 * 2^-128 are bf16 subnormals), overflow -> +-inf (bf16: e >= 253 for |fp4| >= 4), e = 255 -> NaN "
     "(payload not modelled)",
     "CDNA4 pseudocode (tinygrad cdna.str_pcode V_CVT_SCALEF32_PK_BF16_FP4: OPSEL[1:0] = source byte, "
     "fp4_to_bf16_scale); ROCm/clr hipamd/include/hip/amd_detail/amd_hip_ocp_host.hpp @0c33dfa fcbx::to_float "
     "(AMD's host model of __builtin_amdgcn_cvt_scalef32_pk_bf16_fp4: subnormal results rounded RNE, "
     "'Overflow: return infinity (gfx950 HW behavior)', scale NaN -> NaN); not run on hardware by us"),
    (r"^v_cvt_scalef32_", MODELLED, "scaled up-convert multiplies by 2^(e - 127); e = 255 gives NaN",
     "CK test/data_type/test_mx_fp8.cpp (V = X * P for all scale/value pairs; NaN for scale 0xFF)"),
    (r"f8f6f4.* fp6$", MODELLED,
     "fp6/bf6 MFMA operand: lane value i (k = 32g + i) at bits [6i, 6i+6) of the little-endian 192-bit stream "
     "of the 6 registers",
     "CK include/ck/utility/data_type.hpp f6_pk_t::pack + test/mx_mfma_op/mx_mfma_op.hpp (FP6 register map; "
     "device MFMA vs host reference); CDNA4 pseudocode of V_CVT_SCALEF32_PK32_F32_FP6 (S0[6p+5:6p])"),
    (r"^v_mfma_i32_(16x16x32|32x32x16)_i8", MODELLED,
     "gfx942 i8 MFMA lane layout: lane = 16 (32) * blk_id + row, K values 8 blk_id .. 8 blk_id + 7 in the lane's "
     "two registers, C/D as the f32 MFMAs; the layout of AMD's CK xdlops code, which runs these forms on gfx942 "
     "and, for int8 with KPack <= 8, on gfx950 (a permutation of K shared by A and B changes no result and is "
     "not pinned); exact integer sum, wrapped",
     "CDNA4 ISA Reference Guide §7.1.4 general input/output layout (K_L = K / (64 / (M B)), A[b,i,k] item "
     "k % K_L of lane i + M (b + B (k / K_L))); "
     "CK include/ck/tensor_operation/gpu/warp/xdlops_gemm.hpp @03d3a48 (mfma_type<mfma_i32_16x16x32i8 / "
     "_32x32x16i8>, GetBlkIdx, Calculate{A,B}ThreadOriginDataIndex, GetBeginOfThreadBlk, is_single_rate_mfma); "
     "Triton 3.9 gfx950 gemm_i8_k32 (tests/test_emu_triton_corpus.py); tests/test_emu_fidelity_sources.py"),
    (r"^v_smfmac_.* set[1-3]$", MODELLED,
     "SMFMAC index set other than the first (cbsz[1:0] = 0, abid > 0): set abid of the index VGPR, per the ISA's "
     "text and index tables only (hip-fpsan checked cbsz != 0 -> first set on MI350, not abid > 0)",
     "CDNA4 ISA §7.5 (kuhar/amdgpu-isa-manuals cdna4/README.md); LLVM #193541; flygen/isa/mfma.py smfmac_index_set"),
    (r"^v_smfmac_i32_", MODELLED,
     "i8 SMFMAC: the layouts of the ISA's shared IU8/F8 tables (A = dense layout of the compressed A, index bits "
     "2v..2v+1 for A value v, B as §7.5.1.2/7.5.1.3); the fp8 forms with these tables were run on MI350 by "
     "hip-fpsan, the i8 ones by nobody we can cite; exact integer sum, wrapped",
     "CDNA4 ISA §7.5 (kuhar/amdgpu-isa-manuals cdna4/README.md); flygen/isa/mfma.py SMFMAC"),
    (r"^v_smfmac_", MODELLED,
     "SMFMAC (2:4 sparse A): A = dense layout of the compressed A, index bits 2v..2v+1 give the position of A value "
     "v in its group of 4, B and index tables of the ISA; silicon-verified on MI350 by hip-fpsan for every "
     "f16/bf16/fp8/bf8 shape; f32 accumulation as the dense MFMAs (hardware order unverified)",
     "CDNA4 ISA §7.5 (kuhar/amdgpu-isa-manuals cdna4/README.md); ROCm/hip-fpsan include/fpsan/amdgcn_smfmac.hpp "
     "and tests/mfma_gfx950_smfmac_test.cpp; "
     "efric/hip-matmul GFX950_SMFMAC_16x16x64.md; tests/test_emu_smfmac.py"),
    (r"^v_mfma_f64_", MODELLED,
     "f64 MFMA: lane layouts from the AMD matrix instruction calculator (CDNA fp64 formulas); D = a chain of "
     "correctly rounded f64 FMAs in ascending k starting from C (hardware order and internal precision "
     "unverified; another order differs by the rounding of K f64 additions); neg:[a,b,c] (the BLGP field) "
     "negates source i",
     "flygen/isa/mfma.py F64; ROCm/amd_matrix_instruction_calculator; CDNA4 ISA Table 89 (VOP3P-MAI fields: BLGP is "
     "NEG for the f64 MFMAs); tests/test_emu_mfma_f64_smfmac.py"),
    (r"^v_mfma_", MODELLED,
     "MFMA lane layouts from the one table (LLVM MC tests, AMD matrix instruction calculator, fp8 K order from "
     "other compilers' hardware-tested code); f32 accumulation rounded once per block sum (hardware order "
     "unverified; verify tolerances cover any order)",
     "flygen/isa/mfma.py; gfx950-reference §2; docs/numerics.md"),
    (r"^v_div_fmas_f64", UNVERIFIED, "scales by 2^64 when VCC is set (pseudocode; not checked)", "docs/emulator.md"),
    (r"(norm|^v_cvt_pk_u8_f32|^v_cvt_u8)", UNVERIFIED, "norm / u8 converts clamp and round to nearest even",
     "docs/emulator.md (ASSUMED)"),
    (r"row_bcast:(15|31) rows_unsourced", UNVERIFIED,
     "DPP row_bcast:15 row 0 / row_bcast:31 rows 0-1 written (row_mask): the ISA's formula gives them no source "
     "lane; the model treats them as out of range (bound_ctrl: src0 = 0, else not written)",
     "docs/emulator.md (ASSUMED); CDNA4 ISA DPP_CTRL enumeration (no else branch for BCAST15/31)"),
    (r"row_bcast:(15|31)$", MODELLED,
     "DPP row_bcast with the unsourced rows masked off: row_bcast:15 feeds lane n > 15 from lane (n & 0x30) - 1, "
     "row_bcast:31 feeds lane n > 31 from lane 31; row_mask / bank_mask gate the write only",
     "CDNA4 ISA Reference Guide, microcode formats: DPP fields (ROW_MASK, BANK_MASK 'applies to the VGPR "
     "destination write only') and DPP_CTRL enumeration (DPP_ROW_BCAST15 0x142, DPP_ROW_BCAST31 0x143); "
     "tests/test_emu_fidelity_sources.py"),
    (r"dst_unused:UNUSED_SEXT dst_sel:BYTE", UNVERIFIED,
     "SDWA UNUSED_SEXT with a byte dst_sel: the CDNA4 SDWA table lists dst_sel 0-3 (bytes) as reserved",
     "CDNA4 ISA Reference Guide, SDWA fields (DST_SEL, DST_U)"),
    (r"dst_unused:UNUSED_SEXT", MODELLED,
     "SDWA UNUSED_SEXT (word or dword dst_sel): the bits above the selected field copy its sign bit, the bits "
     "below are zero",
     "CDNA4 ISA Reference Guide, SDWA fields: DST_U '1 = sign extend upper / zero lower'; "
     "tests/test_emu_fidelity_sources.py"),
    (r"^(ds_pk_add(_rtn)?|(buffer|global|flat)_atomic_pk_add)_(f16|bf16)$", MODELLED,
     "packed 16-bit atomic add: each half is tmp.X + src.X in the 16-bit format X (one rounding, RNE: MODE's "
     "default round mode; computed as an f32 sum then RNE to X, equal since f32 has >= 2p + 2 bits), subnormals "
     "kept (MODE's fp16 denormal bits, flygen kernels keep them; whether the atomic unit honours MODE and "
     "flushes is unverified: the moe atomic16 bound carries a flush allowance); lanes in wave then lane order "
     "(hardware order unverified; the bound is order-free)",
     "CDNA4 pseudocode (tinygrad cdna.str_pcode MUBUFOp.BUFFER_ATOMIC_PK_ADD_BF16 / _F16, GLOBAL_, FLAT_, "
     "DS_PK_ADD_*: dst[31:16].bf16 = tmp[31:16].bf16 + src[31:16].bf16, the same for [15:0]); "
     "docs/emulator.md Atomics; tests/test_moe_atomic16.py"),
    (r"^(ds|buffer|global|flat)_atomic_.*(f32|f64|f16|bf16)|^ds_(add|min|max)(_rtn)?_f(32|64)|^ds_pk_add",
     MODELLED, "float atomics: lanes applied in wave then lane order, RNE, denormals kept (hardware order and "
     "flushing unverified)", "docs/emulator.md Atomics"),
    (r"^(ds|buffer|global|flat)_atomic_", MODELLED,
     "integer atomics: lanes applied one at a time (the result is order independent except returned values)",
     "CDNA4 pseudocode; docs/emulator.md Atomics"),
    (r"^v_(exp|log|rcp|rsq|sqrt)_f32( |$)", MODELLED,
     "f32 transcendentals: the value is numpy's (about correctly rounded; the hardware's is within 1 ULP, its "
     "exact bits are given by no source, so a kernel's bound must allow 1 ULP: flygen's do, docs/numerics.md); "
     "denormal inputs and results flushed to zero of the same sign",
     "CDNA4 ISA Reference Guide §12.8 V_EXP_F32 / V_LOG_F32 / V_RCP_F32 / V_RSQ_F32 / V_SQRT_F32 notes: "
     "'1ULP accuracy, denormals are flushed' (and their functional examples, tests/test_emu_fidelity_sources.py); "
     "LLVM AMDGPUISelLowering.cpp lowerFEXP2 / LowerFLOG2 ('v_exp_f32 is good enough for OpenCL, except it doesn't "
     "handle denormals': scaled by 2^64 / 2^32 around the instruction), AMDGPUUsage.rst llvm.exp2 / llvm.log2"),
    (r"^v_(exp|log|rcp|rsq|sqrt|sin|cos)(_iflag)?_(f16|f32|f64)|^v_rcp_iflag", MODELLED,
     "transcendentals correctly rounded (hardware: about 1 ulp)", "docs/emulator.md"),
    (r"^v_(pk_)?(minimum|maximum)3_(f32|f16)$", MODELLED,
     "IEEE 754-2019 minimum/maximum: NaN if either operand is NaN, -0 below +0; the NaN's payload is not "
     "modelled", "CDNA4 pseudocode (v_minimum_f32 of v_minimum_f32); LLVM 22 lowers llvm.minimum/maximum to "
     "them on gfx950 (tests/data/emu/foreign/gfx950_ops)"),
    (r"^v_(fma|fmac|mad|mac|pk_fma)_(f32|f16|mix)|^v_fma_mix|^v_dot", MODELLED,
     "fused multiply-add via float64 (rare double rounding)", "docs/emulator.md"),
    (r"^v_cvt_pk_(fp8|bf8|bf16|f16)_f32|^v_cvt_(f16|bf16)_f32", MODELLED,
     "down-convert round to nearest even, OCP fp8/bf8, overflow to NaN/inf unless clamp or MODE.FP16_OVFL",
     "ml_dtypes; Triton adjustModeRegister; gfx950-reference §3"),
    (r"^v_\S*_(f16|bf16|f32|f64)( |$)", MODELLED,           # ( |$): DPP/SDWA forms' keys carry modifiers
     "IEEE round to nearest even with denormals kept: assumes the descriptor's float_denorm_mode keeps them "
     "(flygen kernels set 3); the MODE register is not modelled", "docs/emulator.md; gfx950-reference §5.2"),
    (r"^buffer_", MODELLED,
     "raw-buffer range check per dword with soffset counted; partly out-of-range multi-dword accesses are "
     "chipset dependent (the partial_oob warning)", "rocjitsu #10928, LLVM #207796; gfx950-reference §4"),
    (r"^(s_waitcnt|s_barrier)$", MODELLED,
     "memory completes at issue; waits and barriers drive the hazard scoreboard (no timing)", "docs/emulator.md"),
)
_COMPILED = tuple((re.compile(p), lvl, why, src) for p, lvl, why, src in RULES)
_EXACT = ("semantics of AMD's CDNA4 pseudocode computed bit for bit", "tinygrad cdna.str_pcode")


def classify(key: str) -> tuple[str, str, str]:
    """(level, assumption, source) of an instruction form key (`_key`)."""
    for rx, lvl, why, src in _COMPILED:
        if rx.search(key):
            return lvl, why, src
    return (EXACT, *_EXACT)


_F32_ARITH = re.compile(r"^v_\S*_f32( |$)")
_F32_FLUSHING = re.compile(r"^v_(exp|log|rcp|rsq|sqrt)_f32( |$)")      # flush whatever MODE says (the ISA guide)


def report(instrs, descriptor: dict | None = None) -> dict:
    """{level: [{"forms": [...], "assumption": ..., "source": ...}]} over the executed instructions. A kernel
    descriptor that flushes f32 denormals (float_denorm_mode_32 != 3) makes its f32 VALU results unverified:
    the emulator keeps denormals."""
    flush = (descriptor or {}).get("float_denorm_mode_32", 3) != 3
    groups: dict[tuple, list] = {}
    for key in sorted({_key(i) for i in instrs}):
        cls = classify(key)
        if flush and cls[0] == MODELLED and _F32_ARITH.search(key) and not key.startswith("v_mfma") \
                and not _F32_FLUSHING.search(key):
            cls = (UNVERIFIED, f"the kernel sets float_denorm_mode_32 = {descriptor['float_denorm_mode_32']} "
                               f"(f32 denormals flushed) but the emulator keeps denormals", "gfx950-reference §5.2")
        groups.setdefault(cls, []).append(key)
    out = {lvl: [] for lvl in LEVELS}
    for (lvl, why, src), forms in groups.items():
        out[lvl].append({"forms": forms, "assumption": why, "source": src})
    for lvl in LEVELS:
        out[lvl].sort(key=lambda g: g["forms"][0])
    return out


def lines(rep: dict, indent: str = "  ", detail: bool = False) -> list[str]:
    """Text for `verify` / `emulate`: a count line, then every unverified form with its assumption (and, with
    `detail`, every modelled one too)."""
    n = {lvl: sum(len(g["forms"]) for g in rep[lvl]) for lvl in LEVELS}
    out = [f"{indent}fidelity: {n[EXACT]} instruction forms exact, {n[MODELLED]} modelled "
           f"({len(rep[MODELLED])} assumptions{'' if detail else ', --fidelity lists them'}), "
           f"{n[UNVERIFIED]} unverified"]
    for lvl in ((MODELLED, UNVERIFIED) if detail else (UNVERIFIED,)):
        for g in rep[lvl]:
            out.append(f"{indent}  {lvl}: {', '.join(g['forms'])}: {g['assumption']} [{g['source']}]")
    return out
