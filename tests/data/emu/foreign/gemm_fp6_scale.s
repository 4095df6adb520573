	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gemm_fp6_scale                  ; -- Begin function gemm_fp6_scale
	.p2align	8
	.type	gemm_fp6_scale,@function
gemm_fp6_scale:                         ; @gemm_fp6_scale
; %bb.0:                                ; %entry
	s_load_dword s12, s[0:1], 0x28
	s_load_dwordx2 s[2:3], s[0:1], 0x20
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v8, 15, v0
	v_lshrrev_b32_e32 v9, 4, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, s12, v8
	s_max_u32 s0, s12, 1
	v_mul_u32_u24_e32 v4, 24, v0
	v_lshl_or_b32 v6, v1, 2, v9
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
.LBB0_1:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[10:11], s[4:5], 0, v[4:5]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[12:13], s[6:7], 0, v[4:5]
	global_load_dwordx2 v[18:19], v[10:11], off offset:16
	global_load_dwordx4 v[14:17], v[10:11], off
	global_load_dwordx2 v[24:25], v[12:13], off offset:16
	global_load_dwordx4 v[20:23], v[12:13], off
	v_lshl_add_u64 v[10:11], s[8:9], 0, v[6:7]
	v_lshl_add_u64 v[12:13], s[10:11], 0, v[6:7]
	global_load_ubyte v5, v[10:11], off
	global_load_ubyte v7, v[12:13], off
	s_add_i32 s0, s0, -1
	v_add_u32_e32 v4, 0x600, v4
	s_cmp_lg_u32 s0, 0
	v_add_u32_e32 v6, 4, v6
	s_waitcnt vmcnt(0)
	v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[14:19], v[20:25], v[0:3], v5, v7 op_sel_hi:[0,0,0] cbsz:2 blgp:3
	s_cbranch_scc1 .LBB0_1
; %bb.2:                                ; %done
	v_lshlrev_b32_e32 v4, 2, v8
	v_lshl_or_b32 v4, v9, 8, v4
	s_nop 4
	global_store_dword v4, v0, s[2:3]
	global_store_dword v4, v1, s[2:3] offset:64
	global_store_dword v4, v2, s[2:3] offset:128
	global_store_dword v4, v3, s[2:3] offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_fp6_scale
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
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
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 28
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
.Lfunc_end0:
	.size	gemm_fp6_scale, .Lfunc_end0-gemm_fp6_scale
                                        ; -- End function
	.set gemm_fp6_scale.num_vgpr, 26
	.set gemm_fp6_scale.num_agpr, 0
	.set gemm_fp6_scale.numbered_sgpr, 13
	.set gemm_fp6_scale.num_named_barrier, 0
	.set gemm_fp6_scale.private_seg_size, 0
	.set gemm_fp6_scale.uses_vcc, 0
	.set gemm_fp6_scale.uses_flat_scratch, 0
	.set gemm_fp6_scale.has_dyn_sized_stack, 0
	.set gemm_fp6_scale.has_recursion, 0
	.set gemm_fp6_scale.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 260
; TotalNumSgprs: 19
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
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
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           A
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           Bt
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           SA
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           SB
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           C
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .name:           nk
        .offset:         40
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .max_flat_workgroup_size: 64
    .name:           gemm_fp6_scale
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         gemm_fp6_scale.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
