	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	cvt_fp8                         ; -- Begin function cvt_fp8
	.p2align	8
	.type	cvt_fp8,@function
cvt_fp8:                                ; @cvt_fp8
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshl_add_u32 v0, s8, 6, v0
	v_lshlrev_b32_e32 v2, 2, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[6:7]
	global_load_dwordx4 v[2:5], v[2:3], off
	s_load_dwordx8 s[8:15], s[4:5], 0x10
	v_mov_b32_e32 v22, 0
	s_load_dwordx4 s[16:19], s[4:5], 0x30
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[12:13], s[8:9], 0, v[8:9]
	v_lshl_add_u64 v[16:17], s[12:13], 0, v[6:7]
	v_lshl_add_u64 v[14:15], s[10:11], 0, v[8:9]
	v_lshl_add_u64 v[18:19], s[14:15], 0, v[6:7]
	v_lshl_add_u64 v[20:21], s[16:17], 0, v[8:9]
	v_lshlrev_b32_e32 v0, 1, v0
	v_mov_b32_e32 v10, s18
	v_mov_b32_e32 v11, s19
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[10:11]
	s_waitcnt vmcnt(0)
	v_cvt_pk_fp8_f32 v22, v2, v3
	v_cvt_scalef32_pk_fp8_f32 v23, v2, v3, s2
	v_cvt_scalef32_pk_bf8_f32 v24, v2, v3, s2
	v_cvt_scalef32_pk_fp8_f32 v23, v4, v5, s2 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_bf8_f32 v24, v4, v5, s2 op_sel:[0,0,0,1]
	v_cvt_scalef32_f32_fp8 v2, v23, s3
	v_cvt_scalef32_f32_fp8 v3, v23, s3 op_sel:[1,0,0]
	v_cvt_scalef32_f32_fp8 v4, v23, s3 op_sel:[0,1,0]
	v_cvt_scalef32_f32_fp8 v5, v23, s3 op_sel:[1,1,0]
	global_store_dword v[12:13], v23, off
	global_store_dword v[14:15], v24, off
	v_cvt_scalef32_pk_f32_bf8 v[6:7], v24, s3
	v_cvt_scalef32_pk_f32_bf8 v[8:9], v24, s3 op_sel:[1,0,0]
	global_store_dwordx4 v[16:17], v[2:5], off
	global_store_dwordx4 v[18:19], v[6:9], off
	global_store_dword v[20:21], v22, off
	v_cvt_f32_fp8_e32 v2, v22
	v_cvt_f32_fp8_sdwa v3, v22 src0_sel:BYTE_1
	global_store_dwordx2 v[0:1], v[2:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cvt_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 20
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
	.size	cvt_fp8, .Lfunc_end0-cvt_fp8
                                        ; -- End function
	.set cvt_fp8.num_vgpr, 25
	.set cvt_fp8.num_agpr, 0
	.set cvt_fp8.numbered_sgpr, 20
	.set cvt_fp8.num_named_barrier, 0
	.set cvt_fp8.private_seg_size, 0
	.set cvt_fp8.uses_vcc, 0
	.set cvt_fp8.uses_flat_scratch, 0
	.set cvt_fp8.has_dyn_sized_stack, 0
	.set cvt_fp8.has_recursion, 0
	.set cvt_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 324
; TotalNumSgprs: 26
; NumVgprs: 25
; NumAgprs: 0
; TotalNumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 25
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
        .name:           x
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .name:           qscale
        .offset:         8
        .size:           4
        .value_kind:     by_value
      - .name:           dscale
        .offset:         12
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           q8
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           qb8
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           dq8
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           dqb8
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           raw8
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           rawdq
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         144
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         152
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         160
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         168
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         176
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         264
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .max_flat_workgroup_size: 1024
    .name:           cvt_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         cvt_fp8.kd
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
