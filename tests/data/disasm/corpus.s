// Hand-written gfx950 instructions, a few per encoding class, for the disassembler's coverage beyond what
// kernels use (tests/test_disasm.py assembles this with the ziglang wheel's LLVM 22 and compares flygen's
// disassembly with LLVM's own text, instruction by instruction, and round-trips the bytes).
        .amdgcn_target "amdgcn-amd-amdhsa--gfx950"
        .text
corpus:
// ---- SOP1 / SOP2 / SOPK / SOPC / SOPP, scalar operands and constants
        s_mov_b32 s0, s1
        s_mov_b32 s0, 0x12345678
        s_mov_b32 s0, -16
        s_mov_b32 s0, 64
        s_mov_b32 s0, 65
        s_mov_b32 s0, 0.5
        s_mov_b32 s0, -4.0
        s_mov_b32 s0, 0.15915494
        s_mov_b32 m0, s2
        s_mov_b32 vcc_lo, exec_hi
        s_mov_b32 ttmp3, s4
        s_mov_b32 s5, src_scc
        s_mov_b32 flat_scratch_lo, s6
        s_mov_b64 s[2:3], exec
        s_mov_b64 vcc, s[4:5]
        s_mov_b64 ttmp[4:5], src_shared_base
        s_mov_b64 s[0:1], xnack_mask
        s_mov_b64 s[0:1], -1
        s_mov_b64 s[0:1], 1.0
        s_mov_b32 s0, src_pops_exiting_wave_id
        s_mov_b32 s0, pops_exiting_wave_id
        s_mov_b32 s0, src_vccz
        s_mov_b32 s0, src_execz
        s_mov_b32 s0, src_scc
        s_mov_b32 s0, src_shared_base
        s_mov_b32 s0, shared_base
        s_mov_b32 s0, src_shared_limit
        s_mov_b32 s0, src_private_base
        s_mov_b32 s0, src_private_limit
        s_mov_b32 s0, xnack_mask_lo
        s_mov_b32 s0, xnack_mask_hi
        s_mov_b32 s0, flat_scratch_lo
        s_mov_b32 s0, flat_scratch_hi
        s_mov_b32 s0, ttmp15
        s_mov_b32 s0, vcc_hi
        s_mov_b32 s0, exec_hi
        s_mov_b32 s0, m0
        s_mov_b64 s[0:1], src_shared_base
        v_mov_b32_e32 v0, src_shared_base
        s_mov_b64 s[0:1], src_private_base
        v_mov_b32_e32 v0, src_private_base
        s_mov_b64 s[0:1], src_shared_limit
        v_mov_b32_e32 v0, src_shared_limit
        s_mov_b64 s[0:1], src_private_limit
        v_mov_b32_e32 v0, src_private_limit
        s_mov_b64 s[0:1], xnack_mask
        s_mov_b64 s[0:1], flat_scratch
        s_mov_b64 s[0:1], vcc
        s_mov_b64 s[0:1], exec
        s_mov_b64 s[0:1], src_scc
        v_mov_b32_e32 v0, src_scc
        s_mov_b64 s[0:1], src_execz
        v_mov_b32_e32 v0, src_execz
        s_not_b32 s7, s8
        s_brev_b32 s1, s2
        s_and_saveexec_b64 s[0:1], vcc
        s_getpc_b64 s[4:5]
        s_add_u32 s0, s1, 0x1000
        s_addc_u32 s0, s1, 0
        s_lshl_b64 s[0:1], s[2:3], 4
        s_bfe_u32 s0, s1, 0x80008
        s_cselect_b64 s[0:1], s[2:3], 0
        s_mul_hi_u32 s9, s10, s11
        s_lshl2_add_u32 s0, s1, s2
        s_movk_i32 s0, 0x1234
        s_movk_i32 s0, 0xffff
        s_cmpk_eq_u32 s3, 0x7fff
        s_addk_i32 s4, 0xfff0
        s_mulk_i32 s5, 3
        s_getreg_b32 s0, hwreg(HW_REG_MODE)
        s_getreg_b32 s0, hwreg(HW_REG_HW_ID, 8, 4)
        s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s1
        s_setreg_b32 hwreg(HW_REG_TRAPSTS, 2, 3), s2
        s_getreg_b32 s1, hwreg(0)
        s_getreg_b32 s1, hwreg(HW_REG_XCC_ID)
        s_getreg_b32 s1, hwreg(HW_REG_SQ_PERF_SNAPSHOT_PC_HI, 1, 31)
        s_getreg_b32 s1, hwreg(40, 3, 5)
        s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
        s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0xff
        s_cmp_eq_u32 s0, s1
        s_cmp_lg_u64 s[0:1], 0
        s_cmp_lt_i32 s2, -5
        s_bitcmp1_b32 s3, 7
        s_nop 0
        s_nop 7
        s_waitcnt vmcnt(0)
        s_waitcnt lgkmcnt(3)
        s_waitcnt expcnt(2)
        s_waitcnt vmcnt(12) lgkmcnt(1)
        s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
        s_waitcnt vmcnt(40) expcnt(0)
        s_barrier
        s_setprio 3
        s_sleep 2
        s_trap 2
        s_icache_inv
        s_endpgm 1
        s_sendmsg sendmsg(MSG_INTERRUPT)
        s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 2)
        s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
        s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
        s_sendmsg sendmsg(11, 0, 0)
        s_sendmsg 0x3ff
        s_sendmsghalt sendmsg(MSG_HALT_WAVES)
// ---- SMEM
        s_load_dword s0, s[4:5], 0x10
        s_load_dwordx2 s[0:1], s[4:5], 0x0
        s_load_dwordx8 s[8:15], s[2:3], 0x40
        s_load_dwordx16 s[16:31], s[2:3], 0x100
        s_load_dword s0, s[4:5], s6
        s_load_dword s0, s[4:5], 0x10 glc
        s_load_dword s0, s[4:5], -0x8
        s_buffer_load_dwordx4 s[0:3], s[8:11], 0x20
        s_store_dword s0, s[4:5], 0x8
        s_memtime s[0:1]
        s_memrealtime s[2:3]
        s_dcache_wb
        s_dcache_inv
// ---- VOP1 / VOP2 / VOPC (e32), literals and inline constants of each operand type
        v_mov_b32_e32 v0, v1
        v_mov_b32_e32 v0, 0x3f800001
        v_mov_b32_e32 v0, 1.0
        v_mov_b32_e32 v0, -2.0
        v_mov_b32_e32 v0, 0.15915494
        v_mov_b32_e32 v0, m0
        v_mov_b32_e32 v0, src_vccz
        v_readfirstlane_b32 s0, v1
        v_cvt_f32_i32_e32 v0, -7
        v_cvt_f64_f32_e32 v[0:1], v2
        v_cvt_f32_f64_e32 v0, v[2:3]
        v_rcp_f64_e32 v[0:1], 0.5
        v_add_f64 v[0:1], 1.0, v[2:3]
        v_mov_b64_e32 v[0:1], v[2:3]
        v_mov_b64_e32 v[0:1], 0x12345
        v_add_f16_e32 v0, 0x1234, v1
        v_add_f16_e32 v0, 0.5, v1
        v_mul_f16_e32 v0, -1.0, v1
        v_add_u16_e32 v0, 0x4321, v1
        v_add_f32_e32 v0, 0x12345, v2
        v_add_f32_e32 v0, s1, v2
        v_add_u32_e32 v0, 64, v1
        v_sub_u32_e32 v0, -16, v1
        v_lshlrev_b32_e32 v0, 2, v1
        v_fmac_f32_e32 v0, v1, v2
        v_fmac_f64_e32 v[0:1], v[2:3], v[4:5]
        v_pk_fmac_f16_e32 v0, v1, v2
        v_dot2c_f32_bf16_e32 v0, v1, v2
        v_cndmask_b32_e32 v0, v1, v2, vcc
        v_add_co_u32_e32 v0, vcc, v1, v2
        v_addc_co_u32_e32 v0, vcc, v1, v2, vcc
        v_subrev_co_u32_e32 v0, vcc, 5, v2
        v_cmp_eq_u32_e32 vcc, 0, v0
        v_cmp_lt_f32_e32 vcc, 0x42000000, v1
        v_cmp_class_f32_e32 vcc, v1, v2
        v_cmpx_gt_i32_e32 vcc, s3, v4
        v_cmp_lt_f64_e32 vcc, v[0:1], v[2:3]
        v_cmp_eq_u64_e32 vcc, 1, v[2:3]
        v_accvgpr_mov_b32 a1, a2
        v_swap_b32 v0, v1
        v_permlane16_swap_b32_e32 v0, v1
        v_permlane32_swap_b32_e32 v2, v3
        v_cvt_f32_bf16_e32 v0, v1
        v_prng_b32_e32 v0, v1
// ---- VOP3 (VOP3a and VOP3b), source modifiers, clamp, omod, op_sel
        v_add_f32_e64 v0, -v1, |v2|
        v_add_f32_e64 v0, -|v1|, s2 clamp
        v_mul_f32_e64 v0, v1, v2 mul:2
        v_mul_f32_e64 v0, v1, v2 mul:4
        v_mul_f32_e64 v0, v1, v2 div:2
        v_fma_f32 v0, v1, -v2, |v3|
        v_fma_f64 v[0:1], v[2:3], v[4:5], -v[6:7]
        v_fma_f16 v0, v1, v2, v3 op_sel:[1,0,1,0]
        v_fma_f16 v0, v1, v2, v3 op_sel:[0,0,0,1]
        v_add_f16_e64 v0, -v1, v2
        v_max_f16_e64 v0, v1, v2 clamp
        v_cndmask_b32_e64 v0, v1, v2, s[4:5]
        v_cndmask_b32_e64 v0, 0, -1, vcc
        v_add_co_u32_e64 v0, s[2:3], v1, v2
        v_addc_co_u32_e64 v0, s[2:3], v1, v2, s[4:5]
        v_sub_co_u32_e64 v0, vcc, s1, v2
        v_div_scale_f32 v0, vcc, v1, v2, v1
        v_div_scale_f64 v[0:1], s[4:5], v[2:3], v[4:5], v[2:3]
        v_mad_u64_u32 v[0:1], s[2:3], v1, v2, v[4:5]
        v_mad_i64_i32 v[0:1], s[2:3], v1, s2, 0
        v_cmp_eq_u32_e64 s[0:1], v1, v2
        v_cmp_gt_f32_e64 vcc, -v1, |v2|
        v_cmp_lt_u64_e64 s[0:1], v[2:3], s[4:5]
        v_cmpx_eq_u32_e64 s[2:3], v1, 1
        v_readlane_b32 s0, v1, 63
        v_readlane_b32 s0, v1, s2
        v_writelane_b32 v0, s1, 5
        v_lshlrev_b64 v[0:1], 3, v[2:3]
        v_lshl_add_u64 v[0:1], v[2:3], 2, v[4:5]
        v_lshl_add_u32 v0, v1, 2, v3
        v_mul_lo_u32 v0, v1, v2
        v_mul_hi_u32 v0, s1, v2
        v_bfe_u32 v0, v1, 8, 8
        v_perm_b32 v0, v1, v2, s4
        v_bitop3_b32 v0, v1, v2, v3 bitop3:0x96
        v_bitop3_b32 v0, v1, v2, v3 bitop3:7
        v_bitop3_b16 v0, v1, v2, v3 bitop3:0xe8 op_sel:[1,0,0,1]
        v_cvt_pk_bf16_f32 v0, v1, v2
        v_cvt_pk_fp8_f32 v0, v1, v2 op_sel:[0,0,1]
        v_cvt_scalef32_pk_fp8_f32 v0, v1, v2, v3 op_sel:[0,0,0,1]
        v_cvt_scalef32_pk_f32_fp4 v[0:1], v2, v3 op_sel:[1,1,0]
        v_cvt_scalef32_2xpk16_fp6_f32 v[0:5], v[6:21], v[22:37], v38
        v_cvt_scalef32_pk32_f32_fp6 v[0:31], v[32:37], v38
        v_med3_f32 v0, v1, v2, v3
        v_minimum3_f32 v0, v1, v2, v3
        v_maximum3_f32 v0, -v1, v2, |v3|
        v_ldexp_f32 v0, v1, v2
        v_mov_b32_e64 v0, s1
        v_cvt_f32_f16_e64 v0, |v1| clamp
        v_exp_f32_e64 v0, v1 div:2
// ---- VOP3P: op_sel, op_sel_hi, neg_lo, neg_hi, clamp; mix forms; accvgpr moves
        v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]
        v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel:[1,0,0] op_sel_hi:[0,1,1]
        v_pk_mul_f32 v[0:1], v[2:3], v[4:5] op_sel_hi:[1,0]
        v_pk_add_f32 v[0:1], v[2:3], v[4:5] neg_lo:[1,0] neg_hi:[0,1]
        v_pk_add_f16 v0, v1, v2 op_sel:[1,1] op_sel_hi:[0,0]
        v_pk_fma_f16 v0, v1, v2, v3 clamp
        v_pk_mul_lo_u16 v0, v1, 4
        v_pk_minimum3_f16 v0, v1, v2, v3
        v_pk_maximum3_f16 v0, v1, v2, v3 op_sel:[0,1,0]
        v_fma_mix_f32 v0, v1, v2, v3 op_sel_hi:[1,1,0]
        v_fma_mixlo_f16 v0, v1, v2, v3 op_sel:[1,0,0]
        v_fma_mix_f32 v20, v0, s15, neg(0) op_sel_hi:[1,0,0]
        v_fma_mix_f32 v20, -|v0|, |s15|, -v1 op_sel_hi:[1,0,1]
        v_fma_mix_f32 v20, v0, s15, -|0| op_sel_hi:[1,0,0]
        v_fma_mixlo_f16 v20, v0, -s15, |v2| op_sel:[1,0,0] op_sel_hi:[1,1,1] clamp
        v_fma_mixhi_f16 v20, v0, s15, v2 op_sel_hi:[1,0,1]
        v_add_f32_e64 v0, neg(1.0), v1
        v_add_f32_e64 v0, -|1.0|, v1
        v_fma_f32 v0, neg(2), v1, -v2
        v_dot2_f32_f16 v0, v1, v2, v3
        v_dot2_f32_bf16 v0, v1, v2, v3 neg_lo:[1,1,0]
        v_accvgpr_read_b32 v0, a1
        v_accvgpr_write_b32 a0, v1
        v_accvgpr_write_b32 a2, 7
// ---- VOP3P-MAI: dense (a/v registers, cbsz/abid/blgp), f8f6f4 formats, scaled, f64, SMFMAC
        v_mfma_f32_16x16x32_bf16 a[0:3], v[0:3], v[4:7], a[0:3]
        v_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3] cbsz:1 abid:2 blgp:3
        v_mfma_f32_16x16x32_f16 a[4:7], a[0:3], a[8:11], 0
        v_mfma_f32_32x32x16_bf16 a[0:15], v[0:3], v[4:7], a[16:31]
        v_mfma_i32_16x16x64_i8 v[0:3], v[4:7], v[8:11], v[0:3]
        v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]
        v_mfma_f32_4x4x1_16b_f32 v[0:3], v4, v5, v[0:3]
        v_mfma_f32_32x32x1_2b_f32 a[0:31], v0, v1, a[0:31]
        v_mfma_f32_16x16x32_fp8_bf8 v[0:3], v[4:5], v[6:7], v[0:3]
        v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3]
        v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:17], v[0:3] cbsz:2 blgp:3
        v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:7], v[12:15], v[0:3] cbsz:4 blgp:4
        v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[0:7], v[8:13], a[0:15] cbsz:1 blgp:2
        v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3], v20, v21
        v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], v[4:7], v[12:17], a[0:3], v20, v21 op_sel:[1,0,0] op_sel_hi:[0,1,0] cbsz:4 blgp:2
        v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[0:15], v1, v33 op_sel:[0,1,0]
        v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7]
        v_mfma_f64_4x4x4_4b_f64 a[0:1], v[2:3], v[4:5], a[0:1]
        v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7] neg:[0,1,1]
        v_mfma_f64_4x4x4_4b_f64 v[0:1], v[2:3], v[4:5], 0 neg:[1,0,0]
        v_smfmac_f32_16x16x64_bf16 v[0:3], v[4:7], v[8:15], v16 cbsz:1 abid:1
        v_smfmac_f32_32x32x32_f16 a[0:15], v[16:19], v[20:27], v28
        v_smfmac_i32_16x16x128_i8 v[0:3], v[4:7], v[8:15], v16
        v_smfmac_f32_16x16x128_fp8_bf8 v[0:3], v[4:7], v[8:15], v16 abid:1
        v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[6:9], v10 cbsz:2 abid:3
// ---- DPP
        v_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
        v_mov_b32_dpp v0, v1 row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
        v_add_f32_dpp v0, v1, v2 row_shr:15 row_mask:0xf bank_mask:0xf
        v_add_f32_dpp v0, -v1, |v2| row_ror:7 row_mask:0xf bank_mask:0xf
        v_add_u32_dpp v0, v1, v2 wave_shl:1 row_mask:0xf bank_mask:0xf
        v_add_u32_dpp v0, v1, v2 wave_rol:1 row_mask:0xf bank_mask:0xf
        v_add_u32_dpp v0, v1, v2 wave_shr:1 row_mask:0xf bank_mask:0xf
        v_add_u32_dpp v0, v1, v2 wave_ror:1 row_mask:0xf bank_mask:0xf
        v_max_f32_dpp v0, v1, v2 row_mirror row_mask:0xf bank_mask:0xf
        v_max_f32_dpp v0, v1, v2 row_half_mirror row_mask:0xf bank_mask:0xf
        v_add_f32_dpp v0, v1, v2 row_bcast:15 row_mask:0xa bank_mask:0xf
        v_add_f32_dpp v0, v1, v2 row_bcast:31 row_mask:0xc bank_mask:0xf
        v_cvt_f32_f16_dpp v0, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
        v_add_co_u32_dpp v0, vcc, v1, v2 row_shl:2 row_mask:0xf bank_mask:0xf
// ---- SDWA
        v_add_f32_sdwa v0, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:DWORD
        v_mov_b32_sdwa v0, v1 dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:WORD_1
        v_add_u32_sdwa v0, sext(v1), v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:BYTE_2
        v_mul_f32_sdwa v0, -v1, |v2| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1
        v_add_f32_sdwa v0, s1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
        v_cvt_f32_f16_sdwa v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
        v_cvt_f32_fp8_sdwa v3, v22 src0_sel:BYTE_1
        v_cvt_pk_f32_bf8_sdwa v[0:1], v2 src0_sel:WORD_1
        v_cmp_eq_u32_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
        v_cmp_lt_f32_sdwa s[2:3], v1, v2 src0_sel:WORD_1 src1_sel:DWORD
        v_add_f32_sdwa v0, v1, v2 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
        v_mul_f32_sdwa v0, v1, v2 mul:2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
// ---- DS: offsets, 2-address forms, gds, _tr_ reads, swizzle, permute, atomics, AGPR data
        ds_read_b32 v0, v1
        ds_read_b32 v0, v1 offset:65535
        ds_read_b128 v[0:3], v4 offset:16
        ds_read_b64 a[0:1], v2 offset:8
        ds_read2_b32 v[0:1], v2 offset0:1 offset1:255
        ds_read2st64_b64 v[0:3], v4 offset1:3
        ds_write_b32 v1, v2 offset:4
        ds_write_b128 v0, v[4:7] offset:32
        ds_write_b64 v0, a[2:3]
        ds_write2_b32 v0, v1, v2 offset0:2 offset1:3
        ds_write2st64_b64 v0, v[2:3], v[4:5] offset0:1
        ds_write_b8 v0, v1 offset:3
        ds_write_b16_d16_hi v0, v1
        ds_read_u16_d16_hi v0, v1 offset:2
        ds_read_b64_tr_b16 v[0:1], v2 offset:16
        ds_read_b64_tr_b8 v[0:1], v2
        ds_read_b64_tr_b4 v[0:1], v2 offset:512
        ds_read_b96_tr_b6 v[0:2], v3
        ds_swizzle_b32 v0, v1 offset:swizzle(SWAP,16)
        ds_swizzle_b32 v0, v1 offset:swizzle(REVERSE,8)
        ds_swizzle_b32 v0, v1 offset:swizzle(BROADCAST,4,1)
        ds_swizzle_b32 v0, v1 offset:swizzle(QUAD_PERM,3,2,1,0)
        ds_swizzle_b32 v0, v1 offset:swizzle(BITMASK_PERM,"01pip")
        ds_bpermute_b32 v0, v1, v2 offset:4
        ds_permute_b32 v0, v1, v2
        ds_add_u32 v0, v1
        ds_add_rtn_u32 v0, v1, v2 offset:8
        ds_add_f32 v0, v1
        ds_cmpst_rtn_b32 v0, v1, v2, v3
        ds_max_rtn_f64 v[0:1], v2, v[4:5]
        ds_pk_add_f16 v0, v1
        ds_nop
// ---- MUBUF: addressing, cache bits, LDS DMA, atomics
        buffer_load_dword v1, v0, s[4:7], 0 offen
        buffer_load_dword v1, v0, s[4:7], s8 offen offset:16
        buffer_load_dword v1, off, s[4:7], s8 offset:4095
        buffer_load_dword v1, v0, s[4:7], 0 idxen
        buffer_load_dword v1, v[2:3], s[4:7], 0 idxen offen
        buffer_load_dwordx4 v[0:3], v4, s[8:11], 0 offen sc0 sc1
        buffer_load_dwordx2 a[0:1], v4, s[8:11], 0 offen nt
        buffer_load_dwordx3 v[0:2], v4, s[8:11], -1 offen
        buffer_load_ubyte v0, v1, s[4:7], 64 offen
        buffer_load_short_d16_hi v0, v1, s[4:7], 0 offen
        buffer_load_dword v0, s[4:7], 0 offen lds
        buffer_load_dword off, s[4:7], s9 offset:16 lds
        buffer_load_dwordx4 v1, s[4:7], 0 offen offset:64 lds
        buffer_load_ubyte v2, s[4:7], 0 offen lds
        buffer_store_dword v1, v0, s[4:7], 0 offen offset:8
        buffer_store_dwordx4 v[0:3], v4, s[8:11], s12 offen sc0 nt sc1
        buffer_store_short_d16_hi v0, v1, s[4:7], 0 offen
        buffer_store_byte v0, off, s[4:7], 0
        buffer_atomic_add v0, v1, s[4:7], 0 offen
        buffer_atomic_add v0, v1, s[4:7], 0 offen sc0
        buffer_atomic_add_f32 v0, v1, s[4:7], 0 offen
        buffer_atomic_pk_add_bf16 v0, v1, s[4:7], s2 offen
        buffer_atomic_cmpswap v[0:1], v2, s[4:7], 0 offen sc0
        buffer_atomic_add_x2 v[0:1], v2, s[4:7], 0 offen
        buffer_wbl2 sc1
        buffer_inv sc0 sc1
// ---- MTBUF (tbuffer_*): formats, addressing, cache bits, AGPR data
        tbuffer_load_format_x v1, off, s[4:7], 0
        tbuffer_load_format_x v1, off, s[4:7], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]
        tbuffer_load_format_x v1, off, s[4:7], 0 format:[BUF_DATA_FORMAT_INVALID]
        tbuffer_load_format_xy v[2:3], v0, s[8:11], s1 format:[BUF_NUM_FORMAT_SINT] offen offset:16 sc0 nt sc1
        tbuffer_load_format_xyzw a[2:5], v[0:1], s[8:11], 2 idxen offen offset:7
        tbuffer_store_format_xyz v[2:4], off, s[8:11], m0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UINT] sc1
        tbuffer_load_format_d16_xy v1, v2, s[4:7], s3 idxen
        tbuffer_store_format_d16_xyzw v[2:3], off, s[8:11], 0.5 offset:4095
// ---- FLAT / GLOBAL / SCRATCH
        flat_load_dword v0, v[2:3]
        flat_load_dwordx4 v[0:3], v[4:5] offset:16
        flat_store_dword v[0:1], v2 offset:4 sc0 sc1
        flat_atomic_add v0, v[2:3], v4 sc0
        flat_atomic_add v[2:3], v4
        global_load_dword v0, v[2:3], off
        global_load_dword v0, v1, s[2:3]
        global_load_dword v0, v1, s[2:3] offset:-4096
        global_load_dwordx4 v[0:3], v[4:5], off offset:4095 sc0 nt
        global_load_ubyte v0, v[2:3], off offset:-1
        global_load_short_d16_hi v0, v[2:3], off
        global_load_dword a0, v[2:3], off
        global_store_dword v[0:1], v2, off
        global_store_dwordx2 v0, v[2:3], s[4:5] offset:8
        global_store_dwordx4 v[0:1], a[4:7], off sc1
        global_store_byte_d16_hi v[0:1], v2, off
        global_atomic_add_f32 v[0:1], v2, off
        global_atomic_add_f32 v0, v[2:3], v4, off sc0
        global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
        global_atomic_cmpswap_x2 v[0:1], v2, v[4:7], s[2:3] sc0
        global_atomic_pk_add_bf16 v1, v2, s[4:5]
        global_atomic_max_f64 v[0:1], v[2:3], off
        global_load_lds_dwordx4 v[0:1], off
        global_load_lds_dword v0, s[2:3] offset:16
        global_load_lds_ubyte v[0:1], off offset:-8
        scratch_load_dword v0, v1, off
        scratch_load_dword v0, off, s2 offset:16
        scratch_load_dwordx2 v[0:1], v2, s3 offset:-32
        scratch_load_dword v0, off, off offset:4
        scratch_store_dword v1, v2, off
        scratch_store_dword off, v1, s0 sc0 sc1
        scratch_store_dwordx4 v0, v[4:7], off offset:64
        scratch_load_lds_dword v0, off
// ---- literals at each operand width (64-bit SALU/VALU, 16-bit, packed), v_fmamk/v_fmaak's K
        s_mov_b64 s[0:1], 0x12345678
        s_mov_b64 s[0:1], 0xffffff00
        s_add_u32 s0, s1, 0xfffffff0
        s_and_b64 s[0:1], s[2:3], 0x80000000
        v_rcp_f64_e32 v[0:1], 0x40000000
        v_add_f64 v[0:1], v[2:3], 2.0
        v_mov_b32_e32 v0, 0xfffff000
        v_add_f16_e32 v0, 0xbc01, v1
        v_add_f16_e32 v0, 0x3118, v1
        v_add_u16_e32 v0, 0xffff, v1
        v_add_u16_e32 v0, 0x8000, v1
        v_mul_lo_u16_e32 v0, 0x100, v1
        v_cvt_f32_f16_e32 v0, 0x3c01
        v_fmamk_f32 v0, v1, 0x42000000, v2
        v_fmaak_f32 v0, v1, v2, 0x42000000
        v_pk_add_f16 v0, v1, 1.0
        v_pk_mul_f32 v[0:1], v[2:3], 1.0
        v_pk_add_u16 v0, v1, 64
        v_pk_fma_f16 v0, v1, v2, -1
        v_cmp_lt_f16_e32 vcc, 0x1234, v1
        v_cmp_eq_u64_e32 vcc, 0x12345678, v[0:1]
        v_lshlrev_b64 v[0:1], 1, v[2:3]
        s_mov_b32 s0, 0x3e22f983
        v_mov_b32_e32 v0, 0x3e22f983
        v_add_f16_e32 v0, 0x3800, v1
        v_add_f32_e32 v0, 0x3800, v1
        v_mov_b64_e32 v[0:1], 0.5
        v_fract_f64_e32 v[0:1], 0x3fe00000
        s_cmp_eq_u64 s[0:1], 0x1234
        s_movk_i32 s0, 0x8000
        v_dot2c_f32_f16_e32 v0, 0x3c003c00, v1
        v_pk_fmac_f16_e32 v0, 0x12345678, v1
        v_cvt_pk_fp8_f32 v0, 1.0, -1.0
        v_and_b32_e64 v0, v1, 0.15915494
        v_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], 1.0
        v_accvgpr_write_b32 a0, 0.5
        .text
        v_fmamk_f32 v0, v1, 0x1, v2
        v_fmaak_f32 v0, v1, v2, 0xffffffff
        v_add_f32_sdwa v0, 1.0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
        v_mov_b32_sdwa v0, s1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2
        v_sub_f32_dpp v0, v1, -|v2| row_shl:3 row_mask:0x3 bank_mask:0xc
// ---- branches (labels), the kernel's end
.Lloop:
        s_sub_u32 s0, s0, 1
        s_cbranch_scc1 .Lloop
        s_cbranch_vccz .Lend
        s_cbranch_vccnz .Lloop
        s_cbranch_execz .Lend
        s_cbranch_execnz .Lloop
        s_branch .Lend
        s_nop 1
.Lend:
        s_endpgm
