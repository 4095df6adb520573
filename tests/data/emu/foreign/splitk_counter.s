	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	splitk_counter                  ; -- Begin function splitk_counter
	.p2align	8
	.type	splitk_counter,@function
splitk_counter:                         ; @splitk_counter
; %bb.0:                                ; %entry
	s_load_dwordx2 s[12:13], s[0:1], 0x20
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	s_mov_b32 s15, 0x20000
	s_mov_b32 s19, s15
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s14, s12, 6
	s_and_b32 s0, s5, 0xffff
	s_mul_i32 s5, s13, s3
	s_or_b32 s16, s0, 0x40000
	s_and_b32 s0, s7, 0xffff
	v_lshl_or_b32 v1, s5, 8, v1
	s_lshl_b32 s1, s5, 2
	s_add_i32 s5, s12, s5
	s_lshl_b32 s18, s12, 8
	s_or_b32 s17, s0, 0x40000
	s_max_u32 s0, s13, 1
	s_lshl_b32 s2, s12, 3
	s_lshl_b32 s5, s5, 2
	s_mov_b32 s7, 0
	s_mov_b32 s12, s4
	s_mov_b32 s13, s16
	s_mov_b32 s16, s6
	v_mov_b32_e32 v3, 0
	s_branch .LBB0_2
.LBB0_1:                                ; %add.1
                                        ;   in Loop: Header=BB0_2 Depth=1
	global_load_dword v6, v[4:5], off offset:256
	s_add_i32 s7, s7, 2
	s_add_i32 s1, s1, s2
	s_add_i32 s5, s5, s2
	s_cmp_lg_u32 s7, 16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v6
	global_store_dword v[4:5], v2, off offset:256
	s_cbranch_scc0 .LBB0_10
.LBB0_2:                                ; %rows
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
                                        ;     Child Loop BB0_5 Depth 2
                                        ;     Child Loop BB0_7 Depth 2
                                        ;     Child Loop BB0_9 Depth 2
	v_mov_b32_e32 v6, 0
	s_mov_b32 s4, s1
	v_mov_b32_e32 v2, v1
	s_mov_b32 s6, s0
.LBB0_3:                                ; %kloop
                                        ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v4, s4
	buffer_load_dword v5, v2, s[16:19], 0 offen
	buffer_load_dword v7, v4, s[12:15], 0 offen
	s_add_i32 s6, s6, -1
	s_add_i32 s4, s4, 4
	v_add_u32_e32 v2, 0x100, v2
	s_cmp_lg_u32 s6, 0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, v7, v5
	v_add_f32_e32 v6, v6, v4
	s_cbranch_scc1 .LBB0_3
; %bb.4:                                ; %wait.preheader
                                        ;   in Loop: Header=BB0_2 Depth=1
	global_load_dword v2, v3, s[10:11] sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	v_cmp_eq_u32_e32 vcc, s3, v2
	s_cbranch_vccnz .LBB0_6
.LBB0_5:                                ; %sleep
                                        ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_sleep 1
	global_load_dword v2, v3, s[10:11] sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	v_cmp_ne_u32_e32 vcc, s3, v2
	s_cbranch_vccnz .LBB0_5
.LBB0_6:                                ; %add
                                        ;   in Loop: Header=BB0_2 Depth=1
	v_lshl_or_b32 v2, s7, 6, v0
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[8:9]
	global_load_dword v8, v[4:5], off
	v_mov_b32_e32 v2, 0
	s_mov_b32 s4, s5
	v_mov_b32_e32 v7, v1
	s_mov_b32 s6, s0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v6, v8
	global_store_dword v[4:5], v6, off
.LBB0_7:                                ; %kloop.1
                                        ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v6, s4
	buffer_load_dword v8, v7, s[16:19], 0 offen
	buffer_load_dword v9, v6, s[12:15], 0 offen
	s_add_i32 s6, s6, -1
	s_add_i32 s4, s4, 4
	v_add_u32_e32 v7, 0x100, v7
	s_cmp_lg_u32 s6, 0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, v9, v8
	v_add_f32_e32 v2, v2, v6
	s_cbranch_scc1 .LBB0_7
; %bb.8:                                ; %wait.preheader.1
                                        ;   in Loop: Header=BB0_2 Depth=1
	global_load_dword v6, v3, s[10:11] sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	v_cmp_eq_u32_e32 vcc, s3, v6
	s_cbranch_vccnz .LBB0_1
.LBB0_9:                                ; %sleep.1
                                        ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_sleep 1
	global_load_dword v6, v3, s[10:11] sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	v_cmp_ne_u32_e32 vcc, s3, v6
	s_cbranch_vccnz .LBB0_9
	s_branch .LBB0_1
.LBB0_10:                               ; %release
	v_cmp_eq_u32_e32 vcc, 0, v0
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_12
; %bb.11:                               ; %st
	s_add_i32 s0, s3, 1
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s0
	global_store_dword v0, v1, s[10:11] sc1
.LBB0_12:                               ; %done
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel splitk_counter
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 20
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
.Lfunc_end0:
	.size	splitk_counter, .Lfunc_end0-splitk_counter
                                        ; -- End function
	.set splitk_counter.num_vgpr, 10
	.set splitk_counter.num_agpr, 0
	.set splitk_counter.numbered_sgpr, 20
	.set splitk_counter.num_named_barrier, 0
	.set splitk_counter.private_seg_size, 0
	.set splitk_counter.uses_vcc, 1
	.set splitk_counter.uses_flat_scratch, 0
	.set splitk_counter.has_dyn_sized_stack, 0
	.set splitk_counter.has_recursion, 0
	.set splitk_counter.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 532
; TotalNumSgprs: 26
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
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
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           a
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           c
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           turn
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .name:           K
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           kslice
        .offset:         36
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           splitk_counter
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         splitk_counter.kd
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
