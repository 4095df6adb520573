	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	kmath                   ; -- Begin function kmath
	.globl	kmath
	.p2align	8
	.type	kmath,@function
kmath:                                  ; @kmath
; %bb.0:
	s_load_dword s3, s[0:1], 0x20
	v_lshl_add_u32 v2, s2, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s3, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_12
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_lshlrev_b64 v[10:11], 3, v[2:3]
	s_mov_b32 s0, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[8:9]
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[10:11]
	global_load_dword v15, v[0:1], off
	global_load_dwordx2 v[6:7], v[4:5], off
	v_lshl_add_u64 v[8:9], s[8:9], 0, v[8:9]
	global_load_dword v14, v[8:9], off
	v_lshl_add_u64 v[10:11], s[10:11], 0, v[10:11]
	global_load_dwordx2 v[12:13], v[10:11], off
	s_mov_b32 s2, 0xf800000
	s_brev_b32 s1, 8
	s_mov_b32 s3, 0x3fb8aa3b
	v_mov_b32_e32 v18, 0x100
	s_mov_b32 s15, 0x92492493
	v_mov_b32_e32 v24, 0xffffff80
	s_mov_b32 s6, 0xc2ce8ed0
	s_mov_b32 s7, 0x42b17218
	v_mov_b32_e32 v34, 0x7f800000
	v_mov_b32_e32 v2, 0x260
	s_brev_b32 s14, -2
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[12:13], exec
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v19, 0x4f800000, v15
	s_waitcnt vmcnt(2)
	v_cmp_gt_f64_e32 vcc, s[0:1], v[6:7]
	v_cmp_gt_f32_e64 s[0:1], s2, v15
	v_mul_f32_e32 v25, 0x3fb8aa3b, v15
	v_add_f64 v[16:17], v[6:7], 1.0
	v_cndmask_b32_e64 v36, v15, v19, s[0:1]
	v_sqrt_f32_e32 v32, v36
	v_cndmask_b32_e32 v22, 0, v18, vcc
	v_fma_f32 v27, v15, s3, -v25
	v_rndne_f32_e32 v28, v25
	s_waitcnt vmcnt(1)
	v_mul_hi_i32 v26, v14, s15
	v_div_scale_f64 v[18:19], s[2:3], v[16:17], v[16:17], v[6:7]
	v_ldexp_f64 v[22:23], v[6:7], v22
	v_fmamk_f32 v29, v15, 0x32a5705f, v27
	v_sub_f32_e32 v30, v25, v28
	v_cndmask_b32_e32 v37, 0, v24, vcc
	v_add_u32_e32 v38, v26, v14
	v_cvt_i32_f32_e32 v33, v28
	v_rcp_f64_e32 v[24:25], v[18:19]
	v_rsq_f64_e32 v[26:27], v[22:23]
	v_add_f32_e32 v28, v30, v29
	v_exp_f32_e32 v40, v28
	v_add_u32_e32 v41, -1, v32
	v_add_u32_e32 v42, 1, v32
	v_fma_f32 v43, -v41, v32, v36
	v_fma_f32 v44, -v42, v32, v36
	v_cmp_ge_f32_e32 vcc, 0, v43
	v_fma_f64 v[28:29], -v[18:19], v[24:25], 1.0
	v_mul_f64 v[30:31], v[22:23], v[26:27]
	v_mul_f64 v[26:27], v[26:27], 0.5
	v_cndmask_b32_e32 v41, v32, v41, vcc
	v_cmp_lt_f32_e32 vcc, 0, v44
	v_fmac_f64_e32 v[24:25], v[24:25], v[28:29]
	v_fma_f64 v[28:29], -v[26:27], v[30:31], 0.5
	v_ldexp_f32 v40, v40, v33
	v_cndmask_b32_e32 v41, v41, v42, vcc
	v_cmp_ngt_f32_e32 vcc, s6, v15
	v_fmac_f64_e32 v[30:31], v[30:31], v[28:29]
	v_add_f32_e32 v35, 0x40400000, v15
	v_cndmask_b32_e32 v40, 0, v40, vcc
	v_cmp_nlt_f32_e32 vcc, s7, v15
	v_fmac_f64_e32 v[26:27], v[26:27], v[28:29]
	v_fma_f64 v[28:29], -v[30:31], v[30:31], v[22:23]
	v_mul_f32_e32 v42, 0x37800000, v41
	v_cndmask_b32_e32 v15, v34, v40, vcc
	v_fmac_f64_e32 v[30:31], v[28:29], v[26:27]
	v_cndmask_b32_e64 v28, v41, v42, s[0:1]
	v_div_scale_f32 v29, s[0:1], v35, v35, v15
	v_cmp_class_f32_e64 s[0:1], v36, v2
	v_fma_f64 v[32:33], -v[18:19], v[24:25], 1.0
	v_div_scale_f64 v[20:21], s[2:3], v[6:7], v[16:17], v[6:7]
	v_cndmask_b32_e64 v28, v28, v36, s[0:1]
	v_rcp_f32_e32 v36, v29
	v_fmac_f64_e32 v[24:25], v[24:25], v[32:33]
	v_mul_f64 v[32:33], v[20:21], v[24:25]
	v_fma_f64 v[18:19], -v[18:19], v[32:33], v[20:21]
	v_fma_f64 v[20:21], -v[30:31], v[30:31], v[22:23]
	v_cmp_class_f64_e64 s[0:1], v[22:23], v2
	v_fma_f32 v2, -v29, v36, 1.0
	v_div_scale_f32 v34, vcc, v15, v35, v15
	v_fmac_f64_e32 v[30:31], v[20:21], v[26:27]
	v_fmac_f32_e32 v36, v2, v36
	v_ldexp_f64 v[20:21], v[30:31], v37
	v_mul_f32_e32 v2, v34, v36
	v_cndmask_b32_e64 v20, v20, v22, s[0:1]
	v_fma_f32 v22, -v29, v2, v34
	v_fmac_f32_e32 v2, v22, v36
	v_fma_f32 v22, -v29, v2, v34
	v_div_fmas_f32 v2, v22, v36, v2
	v_div_fixup_f32 v2, v2, v35, v15
	s_mov_b64 vcc, s[2:3]
	v_div_fmas_f64 v[18:19], v[18:19], v[24:25], v[32:33]
	v_add_f32_e32 v2, v28, v2
	v_cndmask_b32_e64 v21, v21, v23, s[0:1]
	v_div_fixup_f64 v[16:17], v[18:19], v[16:17], v[6:7]
	v_fma_f32 v6, v2, 0.15915494, -v2
	v_bfi_b32 v2, s14, 1.0, v2
	v_fmac_f64_e32 v[16:17], 0x3ff80000, v[20:21]
	v_mul_f32_e32 v6, v6, v2
	global_store_dwordx2 v[4:5], v[16:17], off
	v_mul_f32_e32 v4, 0x40e00000, v6
	v_floor_f32_e32 v2, v6
	v_trunc_f32_e32 v4, v4
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e64 v2, |v6|, v2
	s_mov_b32 s0, 0x4ec4ec4f
	global_store_dword v[0:1], v2, off
	v_mul_hi_i32 v1, v14, s0
	v_lshrrev_b32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v1, 2, v1
	v_add_u32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v0, 2, v38
	v_mul_lo_u32 v1, v1, 13
	v_ashrrev_i32_e32 v2, 3, v14
	v_add_u32_e32 v0, v0, v39
	v_sub_u32_e32 v1, v14, v1
	v_mul_lo_u32 v2, v14, v2
	v_bcnt_u32_b32 v4, v14, 0
	v_or_b32_e32 v5, 1, v14
	v_lshlrev_b32_e32 v2, 2, v2
	v_ffbh_u32_e32 v5, v5
	v_add3_u32 v0, v0, v1, v4
	s_mov_b32 s0, 0x9cb59c69
	v_add3_u32 v0, v0, v2, v5
	s_waitcnt vmcnt(2)
	v_mul_hi_u32 v2, v12, s0
	global_store_dword v[8:9], v0, off
	v_mad_u64_u32 v[0:1], s[0:1], v13, s0, v[2:3]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v1, v3
	s_mov_b32 s2, 0xc6f4544
	v_mad_u64_u32 v[0:1], s[0:1], v12, s2, v[0:1]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v3
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[0:1]
	v_mad_u64_u32 v[0:1], s[0:1], v13, s2, v[0:1]
	v_sub_co_u32_e32 v4, vcc, v12, v0
	s_nop 1
	v_subb_co_u32_e32 v5, vcc, v13, v1, vcc
	v_lshrrev_b64 v[4:5], 1, v[4:5]
	v_lshl_add_u64 v[0:1], v[4:5], 0, v[0:1]
	v_lshrrev_b64 v[0:1], 19, v[0:1]
	v_lshlrev_b64 v[4:5], 7, v[12:13]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	global_store_dwordx2 v[10:11], v[0:1], off
	v_mbcnt_lo_u32_b32 v0, s12, 0
	v_mbcnt_hi_u32_b32 v0, s13, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_3
; %bb.2:
	s_bcnt1_i32_b64 s2, s[12:13]
	v_mov_b32_e32 v0, s2
	global_atomic_add v3, v0, s[8:9] sc1
.LBB0_3:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	s_brev_b32 s2, 1
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[0:1]
	v_readlane_b32 s6, v14, s3
	s_max_i32 s2, s2, s6
	s_lshl_b64 s[6:7], 1, s3
	s_andn2_b64 s[0:1], s[0:1], s[6:7]
	s_cbranch_scc1 .LBB0_4
; %bb.5:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_7
; %bb.6:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s2
	buffer_wbl2 sc0 sc1
	s_waitcnt vmcnt(0)
	global_atomic_smax v0, v1, s[8:9] offset:4 sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc0 sc1
.LBB0_7:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	v_bfrev_b32_e32 v1, 1
                                        ; implicit-def: $vgpr0
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[0:1]
	v_readfirstlane_b32 s3, v1
	s_mov_b32 m0, s2
	v_readlane_b32 s6, v6, s2
	v_writelane_b32 v0, s3, m0
	s_lshl_b64 s[2:3], 1, s2
	s_andn2_b64 s[0:1], s[0:1], s[2:3]
	v_add_f32_e32 v1, s6, v1
	s_cbranch_scc1 .LBB0_8
; %bb.9:
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_11
; %bb.10:
	v_mov_b32_e32 v2, 0
	global_atomic_add_f32 v2, v2, v1, s[4:5] sc0 sc1
.LBB0_11:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s0, v2
	v_mov_b32_e32 v1, 0
	s_nop 0
	v_add_f32_e32 v0, s0, v0
	v_mov_b32_e32 v2, s0
	v_cndmask_b32_e32 v0, v0, v2, vcc
	global_store_dword v1, v0, s[4:5] offset:4
.LBB0_12:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kmath
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 45
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 48
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	kmath, .Lfunc_end0-kmath
                                        ; -- End function
	.set kmath.num_vgpr, 45
	.set kmath.num_agpr, 0
	.set kmath.numbered_sgpr, 16
	.set kmath.num_named_barrier, 0
	.set kmath.private_seg_size, 0
	.set kmath.uses_vcc, 1
	.set kmath.uses_flat_scratch, 0
	.set kmath.has_dyn_sized_stack, 0
	.set kmath.has_recursion, 0
	.set kmath.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1312
; TotalNumSgprs: 22
; NumVgprs: 45
; NumAgprs: 0
; TotalNumVgprs: 45
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 45
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	kscratch                ; -- Begin function kscratch
	.globl	kscratch
	.p2align	8
	.type	kscratch,@function
kscratch:                               ; @kscratch
; %bb.0:
	s_load_dword s4, s[0:1], 0x8
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[6:7], s[4:5], 2
	s_mov_b64 s[8:9], s[2:3]
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s5, s[8:9], 0x0
	v_cvt_f32_u32_e32 v1, s11
	s_add_i32 s11, s11, 1
	s_add_u32 s8, s8, s6
	s_addc_u32 s9, s9, s7
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, s5, v1
	scratch_store_dword off, v1, s10
	s_add_i32 s10, s10, 4
	s_cmp_eq_u32 s11, 64
	s_cbranch_scc0 .LBB1_1
; %bb.2:
	s_cmp_lt_i32 s4, 1
	s_cbranch_scc1 .LBB1_5
; %bb.3:
	s_load_dword s0, s[0:1], 0xc
	s_mov_b32 s1, 0
	v_mov_b32_e32 v1, 0
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	s_and_b32 s5, s1, 63
	s_lshl_b32 s5, s5, 2
	scratch_load_dword v2, off, s5
	s_add_i32 s4, s4, -1
	s_waitcnt lgkmcnt(0)
	s_add_i32 s1, s1, s0
	s_cmp_eq_u32 s4, 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_cbranch_scc0 .LBB1_4
	s_branch .LBB1_6
.LBB1_5:
	v_mov_b32_e32 v1, 0
.LBB1_6:
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v0, v1, s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kscratch
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 260
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	kscratch, .Lfunc_end1-kscratch
                                        ; -- End function
	.set kscratch.num_vgpr, 3
	.set kscratch.num_agpr, 0
	.set kscratch.numbered_sgpr, 12
	.set kscratch.num_named_barrier, 0
	.set kscratch.private_seg_size, 260
	.set kscratch.uses_vcc, 0
	.set kscratch.uses_flat_scratch, 0
	.set kscratch.has_dyn_sized_stack, 0
	.set kscratch.has_recursion, 0
	.set kscratch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 184
; TotalNumSgprs: 18
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 260
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 3
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	klds                    ; -- Begin function klds
	.globl	klds
	.p2align	8
	.type	klds,@function
klds:                                   ; @klds
; %bb.0:
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_lshlrev_b32_e32 v2, 2, v0
	ds_swizzle_b32 v6, v0 offset:swizzle(SWAP,16)
	ds_bpermute_b32 v7, v2, v0
	v_mul_u32_u24_e32 v1, 33, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v9, v2, s[0:1]
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v4, 1, v0
	v_and_b32_e32 v1, 0x3ff, v1
	s_movk_i32 s2, 0x1000
	v_readfirstlane_b32 s3, v0
	v_lshlrev_b32_e32 v8, 2, v4
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[2:3]
	v_add_u32_dpp v0, v0, v6 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add3_u32 v3, v0, s3, v7
	v_add_co_u32_e32 v0, vcc, s2, v4
	v_cvt_f32_i32_e32 v3, v3
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v9
	s_barrier
	ds_read_b32 v4, v1
	ds_read_b32 v6, v8
	v_addc_co_u32_e32 v1, vcc, 0, v5, vcc
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v6
	global_store_dword v2, v4, s[0:1]
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel klds
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 4
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	klds, .Lfunc_end2-klds
                                        ; -- End function
	.set klds.num_vgpr, 10
	.set klds.num_agpr, 0
	.set klds.numbered_sgpr, 4
	.set klds.num_named_barrier, 0
	.set klds.private_seg_size, 0
	.set klds.uses_vcc, 1
	.set klds.uses_flat_scratch, 0
	.set klds.has_dyn_sized_stack, 0
	.set klds.has_recursion, 0
	.set klds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 172
; TotalNumSgprs: 10
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"clang version 22.1.8"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  generic
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  generic
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  generic
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  generic
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .max_flat_workgroup_size: 1024
    .name:           kmath
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         kmath.kd
    .uses_dynamic_stack: false
    .vgpr_count:     45
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  generic
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .name:           kscratch
    .private_segment_fixed_size: 260
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         kscratch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  generic
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 1024
    .name:           klds
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         klds.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
