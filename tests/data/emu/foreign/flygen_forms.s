	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	flygen_forms                    ; -- Begin function flygen_forms
	.p2align	8
	.type	flygen_forms,@function
flygen_forms:                           ; @flygen_forms
; %bb.0:                                ; %entry
	s_load_dwordx8 s[4:11], s[0:1], 0x20
	s_load_dwordx8 s[16:23], s[0:1], 0x0
	v_lshl_or_b32 v2, s2, 6, v0
	s_mov_b32 s27, 0x20000
	s_mov_b32 s31, s27
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s26, s8, 2
	s_lshl_b32 s30, s8, 1
	s_lshl_b32 s14, s8, 3
	s_and_b32 s25, s17, 0xffff
	s_mov_b32 s24, s16
	s_and_b32 s17, s19, 0xffff
	s_mov_b32 s16, s18
	s_mov_b32 s18, s26
	s_mov_b32 s19, s27
	s_and_b32 s29, s21, 0xffff
	s_mov_b32 s28, s20
	s_and_b32 s13, s23, 0xffff
	s_mov_b32 s12, s22
	s_mov_b32 s15, s27
	v_lshlrev_b32_e32 v1, 1, v2
	v_add_lshl_u32 v3, s8, v2, 1
	s_setprio 2
	buffer_load_ushort v4, v1, s[24:27], 0 offen
	buffer_load_ushort v5, v3, s[24:27], 0 offen
	s_setprio 0
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0)
	v_perm_b32 v3, v5, v4, s2
	v_lshlrev_b32_e32 v6, 2, v2
	v_cvt_f32_f16_e32 v4, v4
	buffer_store_dword v3, v6, s[16:19], 0 offen
	buffer_store_short v5, v1, s[28:31], 0 offen
	v_cvt_f32_f16_e32 v1, v5
	v_mov_b32_e32 v5, 0x40e00000
	v_subrev_f32_e32 v3, s10, v4
	v_cmp_neq_f32_e32 vcc, s10, v4
	s_nop 1
	v_cndmask_b32_e32 v4, v5, v3, vcc
	v_add_f32_e32 v5, v1, v1
	v_lshlrev_b32_e32 v1, 3, v0
	ds_write_b64 v1, v[4:5]
	v_xor_b32_e32 v1, 1, v0
	v_lshlrev_b32_e32 v1, 3, v1
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b64 v[4:5], v1
	v_lshlrev_b32_e32 v1, 3, v2
	v_cmp_gt_u32_e32 vcc, s8, v2
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx2 v[4:5], v1, s[12:15], 0 offen
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB0_3
; %bb.1:                                ; %scal
	s_or_b64 exec, exec, s[2:3]
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB0_4
.LBB0_2:                                ; %done
	s_endpgm
.LBB0_3:                                ; %store_k
	v_and_b32_e32 v1, 0xffff, v2
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	v_ashrrev_i32_e32 v3, 31, v2
	v_mad_u32_u24 v0, v1, 24, v0
	v_lshl_add_u64 v[4:5], v[2:3], 2, v[4:5]
	v_min_i32_e32 v0, s9, v0
	global_store_dword v[4:5], v0, off
	s_or_b64 exec, exec, s[2:3]
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
.LBB0_4:                                ; %scalars
	s_load_dwordx4 s[0:3], s[0:1], 0x40
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s0, s0, s2
	s_subb_u32 s1, s1, s3
	s_cmp_le_u32 s8, s9
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	s_min_u32 s2, s8, s9
	v_mov_b32_e32 v0, s2
	v_mov_b64_e32 v[2:3], s[0:1]
	global_store_dwordx4 v4, v[0:3], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flygen_forms
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 8
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
	.size	flygen_forms, .Lfunc_end0-flygen_forms
                                        ; -- End function
	.set flygen_forms.num_vgpr, 7
	.set flygen_forms.num_agpr, 0
	.set flygen_forms.numbered_sgpr, 32
	.set flygen_forms.num_named_barrier, 0
	.set flygen_forms.private_seg_size, 0
	.set flygen_forms.uses_vcc, 1
	.set flygen_forms.uses_flat_scratch, 0
	.set flygen_forms.has_dyn_sized_stack, 0
	.set flygen_forms.has_recursion, 0
	.set flygen_forms.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 432
; TotalNumSgprs: 38
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
        .name:           h
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           hi
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           f
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           k
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           s
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .name:           n
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           lim
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           bias
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           a
        .offset:         64
        .size:           8
        .value_kind:     by_value
      - .name:           b
        .offset:         72
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 64
    .name:           flygen_forms
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         flygen_forms.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
