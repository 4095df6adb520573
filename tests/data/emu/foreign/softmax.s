	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	softmax                         ; -- Begin function softmax
	.p2align	8
	.type	softmax,@function
softmax:                                ; @softmax
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_and_b32_e32 v1, 0x3ff, v0
	v_lshl_add_u32 v2, s8, 8, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[2:3]
	global_load_dword v8, v[4:5], off offset:768
	global_load_dword v9, v[4:5], off offset:512
	global_load_dword v10, v[4:5], off
	global_load_dword v11, v[4:5], off offset:256
	v_mov_b32_e32 v12, 0x3ff
	v_bitop3_b32 v1, v0, 1, v12 bitop3:0x6c
	v_lshlrev_b32_e32 v1, 2, v1
	s_mov_b32 s0, 0x3fb8aa3b
	s_mov_b32 s1, 0xc2ce8ed0
	s_mov_b32 s4, 0x42b17218
	s_waitcnt vmcnt(3)
	v_max_f32_e32 v4, v8, v8
	s_waitcnt vmcnt(2)
	v_max_f32_e32 v5, v9, v9
	v_max_f32_e32 v4, v5, v4
	s_waitcnt vmcnt(0)
	v_max3_f32 v5, v10, v11, v4
	ds_bpermute_b32 v6, v1, v5
	v_bitop3_b32 v4, v0, 2, v12 bitop3:0x6c
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v6, v5, v6
	ds_bpermute_b32 v7, v4, v6
	v_bitop3_b32 v5, v0, 4, v12 bitop3:0x6c
	v_lshlrev_b32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v7, v7, v7
	v_max_f32_e32 v7, v6, v7
	ds_bpermute_b32 v13, v5, v7
	v_bitop3_b32 v6, v0, 8, v12 bitop3:0x6c
	v_lshlrev_b32_e32 v6, 2, v6
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v13, v13, v13
	v_max_f32_e32 v13, v7, v13
	ds_bpermute_b32 v14, v6, v13
	v_bitop3_b32 v7, v0, 16, v12 bitop3:0x6c
	v_lshlrev_b32_e32 v7, 2, v7
	v_bitop3_b32 v0, v0, 32, v12 bitop3:0x6c
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v14, v14, v14
	v_max_f32_e32 v13, v13, v14
	ds_bpermute_b32 v14, v7, v13
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v12, v14, v14
	v_max_f32_e32 v12, v13, v12
	ds_bpermute_b32 v13, v0, v12
	v_mov_b32_e32 v14, 0x7f800000
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v13, v13, v13
	v_max_f32_e32 v12, v12, v13
	v_sub_f32_e32 v10, v10, v12
	v_sub_f32_e32 v11, v11, v12
	v_sub_f32_e32 v9, v9, v12
	v_sub_f32_e32 v8, v8, v12
	v_mul_f32_e32 v12, 0x3fb8aa3b, v10
	v_mul_f32_e32 v13, 0x3fb8aa3b, v11
	v_fma_f32 v17, v10, s0, -v12
	v_rndne_f32_e32 v18, v12
	v_mul_f32_e32 v15, 0x3fb8aa3b, v9
	v_fma_f32 v19, v11, s0, -v13
	v_rndne_f32_e32 v20, v13
	v_fmac_f32_e32 v17, 0x32a5705f, v10
	v_sub_f32_e32 v12, v12, v18
	v_mul_f32_e32 v16, 0x3fb8aa3b, v8
	v_fma_f32 v21, v9, s0, -v15
	v_rndne_f32_e32 v22, v15
	v_fmac_f32_e32 v19, 0x32a5705f, v11
	v_sub_f32_e32 v13, v13, v20
	v_add_f32_e32 v12, v12, v17
	v_fma_f32 v23, v8, s0, -v16
	v_rndne_f32_e32 v24, v16
	v_cvt_i32_f32_e32 v18, v18
	v_fmac_f32_e32 v21, 0x32a5705f, v9
	v_sub_f32_e32 v15, v15, v22
	v_add_f32_e32 v13, v13, v19
	v_exp_f32_e32 v12, v12
	v_cvt_i32_f32_e32 v20, v20
	v_fmac_f32_e32 v23, 0x32a5705f, v8
	v_sub_f32_e32 v16, v16, v24
	v_add_f32_e32 v15, v15, v21
	v_exp_f32_e32 v13, v13
	v_cvt_i32_f32_e32 v22, v22
	v_add_f32_e32 v16, v16, v23
	v_exp_f32_e32 v15, v15
	v_cvt_i32_f32_e32 v24, v24
	v_exp_f32_e32 v16, v16
	v_ldexp_f32 v12, v12, v18
	v_cmp_ngt_f32_e32 vcc, s1, v10
	v_ldexp_f32 v13, v13, v20
	v_ldexp_f32 v15, v15, v22
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cmp_ngt_f32_e32 vcc, s1, v11
	v_ldexp_f32 v16, v16, v24
	s_nop 0
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_cmp_ngt_f32_e32 vcc, s1, v9
	s_nop 1
	v_cndmask_b32_e32 v15, 0, v15, vcc
	v_cmp_ngt_f32_e32 vcc, s1, v8
	s_nop 1
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_nlt_f32_e32 vcc, s4, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v14, v12, vcc
	v_cmp_nlt_f32_e32 vcc, s4, v11
	s_nop 1
	v_cndmask_b32_e32 v11, v14, v13, vcc
	v_cmp_nlt_f32_e32 vcc, s4, v9
	v_add_f32_e32 v12, v10, v11
	s_nop 0
	v_cndmask_b32_e32 v9, v14, v15, vcc
	v_cmp_nlt_f32_e32 vcc, s4, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v14, v16, vcc
	v_add_f32_e32 v13, v9, v8
	v_add_f32_e32 v12, v12, v13
	ds_bpermute_b32 v1, v1, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v12, v1
	ds_bpermute_b32 v4, v4, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	ds_bpermute_b32 v4, v5, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	ds_bpermute_b32 v4, v6, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	ds_bpermute_b32 v4, v7, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v1, v4
	ds_bpermute_b32 v5, v0, v4
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v4, v5
	v_div_scale_f32 v3, s[0:1], v2, v2, v10
	v_div_scale_f32 v5, s[0:1], v2, v2, v11
	v_rcp_f32_e32 v15, v3
	v_div_scale_f32 v7, s[2:3], v2, v2, v9
	v_rcp_f32_e32 v16, v5
	v_div_scale_f32 v13, s[4:5], v2, v2, v8
	v_rcp_f32_e32 v17, v7
	v_rcp_f32_e32 v18, v13
	v_fma_f32 v19, -v3, v15, 1.0
	v_div_scale_f32 v4, vcc, v10, v2, v10
	v_fma_f32 v20, -v5, v16, 1.0
	v_fmac_f32_e32 v15, v19, v15
	v_div_scale_f32 v6, s[0:1], v11, v2, v11
	v_fma_f32 v21, -v7, v17, 1.0
	v_fmac_f32_e32 v16, v20, v16
	v_mul_f32_e32 v19, v4, v15
	v_div_scale_f32 v12, s[2:3], v9, v2, v9
	v_fma_f32 v22, -v13, v18, 1.0
	v_fmac_f32_e32 v17, v21, v17
	v_mul_f32_e32 v20, v6, v16
	v_fma_f32 v23, -v3, v19, v4
	v_div_scale_f32 v14, s[4:5], v8, v2, v8
	v_fmac_f32_e32 v18, v22, v18
	v_mul_f32_e32 v21, v12, v17
	v_fma_f32 v24, -v5, v20, v6
	v_fmac_f32_e32 v19, v23, v15
	v_mul_f32_e32 v22, v14, v18
	v_fma_f32 v25, -v7, v21, v12
	v_fmac_f32_e32 v20, v24, v16
	v_fma_f32 v3, -v3, v19, v4
	v_fma_f32 v26, -v13, v22, v14
	v_fmac_f32_e32 v21, v25, v17
	v_fma_f32 v4, -v5, v20, v6
	v_div_fmas_f32 v3, v3, v15, v19
	s_mov_b64 vcc, s[0:1]
	v_fmac_f32_e32 v22, v26, v18
	v_fma_f32 v5, -v7, v21, v12
	v_div_fmas_f32 v4, v4, v16, v20
	s_mov_b64 vcc, s[2:3]
	v_fma_f32 v6, -v13, v22, v14
	v_div_fixup_f32 v3, v3, v2, v10
	v_div_fmas_f32 v5, v5, v17, v21
	s_mov_b64 vcc, s[4:5]
	v_div_fixup_f32 v4, v4, v2, v11
	global_store_dword v[0:1], v3, off
	v_div_fixup_f32 v3, v5, v2, v9
	v_div_fmas_f32 v5, v6, v18, v22
	global_store_dword v[0:1], v4, off offset:256
	v_div_fixup_f32 v2, v5, v2, v8
	global_store_dword v[0:1], v3, off offset:512
	global_store_dword v[0:1], v2, off offset:768
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel softmax
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 27
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 28
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
	.size	softmax, .Lfunc_end0-softmax
                                        ; -- End function
	.set softmax.num_vgpr, 27
	.set softmax.num_agpr, 0
	.set softmax.numbered_sgpr, 9
	.set softmax.num_named_barrier, 0
	.set softmax.private_seg_size, 0
	.set softmax.uses_vcc, 1
	.set softmax.uses_flat_scratch, 0
	.set softmax.has_dyn_sized_stack, 0
	.set softmax.has_recursion, 0
	.set softmax.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1112
; TotalNumSgprs: 15
; NumVgprs: 27
; NumAgprs: 0
; TotalNumVgprs: 27
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 27
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 1
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
      - .address_space:  global
        .name:           y
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           softmax
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         softmax.kd
    .uses_dynamic_stack: false
    .vgpr_count:     27
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
