	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	im2col_index                    ; -- Begin function im2col_index
	.p2align	8
	.type	im2col_index,@function
im2col_index:                           ; @im2col_index
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "/work/wt/emucorpus/tools" "triton_corpus.py"
	.loc	1 339 0 prologue_end            ; triton_corpus.py:339:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.2:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_mov_b64 s[0:1], s[2:3]
.Ltmp1:
	.loc	1 345 9 is_stmt 1               ; triton_corpus.py:345:9
	s_abs_i32 s3, s7
	v_cvt_f32_u32_e32 v1, s3
	.loc	1 342 39                        ; triton_corpus.py:342:39
	v_readfirstlane_b32 s2, v0
	.loc	1 349 5                         ; triton_corpus.py:349:5
	s_and_b32 s2, s2, 0xc0
	.loc	1 342 12                        ; triton_corpus.py:342:12
	s_lshl_b32 s10, s14, 8
	.loc	1 342 39 is_stmt 0              ; triton_corpus.py:342:39
	v_and_or_b32 v0, v0, 63, s2
	.loc	1 342 12                        ; triton_corpus.py:342:12
	v_or_b32_e32 v2, s10, v0
	.loc	1 345 9 is_stmt 1               ; triton_corpus.py:345:9
	v_rcp_f32_e32 v0, v1
	s_bfe_i32 s2, s14, 0x10017
	s_ashr_i32 s10, s7, 31
	v_add_u32_e32 v1, s2, v2
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_xor_b32 s10, s2, s10
	v_xor_b32_e32 v1, s2, v1
	s_sub_i32 s2, 0, s3
	v_mul_lo_u32 v3, s2, v0
	v_mul_hi_u32 v3, v0, v3
	v_add_u32_e32 v0, v0, v3
	v_mul_hi_u32 v0, v1, v0
	v_mul_lo_u32 v3, v0, s3
	v_sub_u32_e32 v1, v1, v3
	v_add_u32_e32 v3, 1, v0
	v_cmp_le_u32_e32 vcc, s3, v1
	.loc	1 347 9                         ; triton_corpus.py:347:9
	s_abs_i32 s2, s9
	.loc	1 348 9                         ; triton_corpus.py:348:9
	s_and_b32 s1, s1, 0xffff
	.loc	1 345 9                         ; triton_corpus.py:345:9
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_subrev_u32_e32 v3, s3, v1
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_cmp_le_u32_e32 vcc, s3, v1
	.loc	1 347 9                         ; triton_corpus.py:347:9
	v_cvt_f32_u32_e32 v1, s2
	.loc	1 345 9                         ; triton_corpus.py:345:9
	v_add_u32_e32 v3, 1, v0
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_xor_b32_e32 v0, s10, v0
	.loc	1 347 9                         ; triton_corpus.py:347:9
	v_rcp_f32_e32 v1, v1
	s_sub_i32 s3, 0, s2
	.loc	1 345 9                         ; triton_corpus.py:345:9
	v_subrev_u32_e32 v3, s10, v0
	.loc	1 347 9                         ; triton_corpus.py:347:9
	v_sub_u32_e32 v5, 0, v3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_max_i32_e32 v5, v5, v3
	.loc	1 344 9                         ; triton_corpus.py:344:9
	v_mul_lo_u32 v0, v3, s7
	v_sub_u32_e32 v4, v2, v0
	.loc	1 347 9                         ; triton_corpus.py:347:9
	v_mul_lo_u32 v6, s3, v1
	v_mul_hi_u32 v6, v1, v6
	v_add_u32_e32 v1, v1, v6
	v_mul_hi_u32 v1, v5, v1
	v_mul_lo_u32 v6, v1, s2
	v_sub_u32_e32 v5, v5, v6
	v_add_u32_e32 v6, 1, v1
	v_cmp_le_u32_e32 vcc, s2, v5
	v_xor_b32_e32 v0, s9, v3
	v_ashrrev_i32_e32 v0, 31, v0
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_subrev_u32_e32 v6, s2, v5
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_u32_e32 v6, 1, v1
	v_cmp_le_u32_e32 vcc, s2, v5
	.loc	1 349 5                         ; triton_corpus.py:349:5
	s_and_b32 s5, s5, 0xffff
	.loc	1 347 9                         ; triton_corpus.py:347:9
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_xor_b32_e32 v1, v1, v0
	v_sub_u32_e32 v0, v1, v0
	.loc	1 346 9                         ; triton_corpus.py:346:9
	v_mul_lo_u32 v1, v0, s9
	v_sub_u32_e32 v3, v3, v1
	.loc	1 348 17                        ; triton_corpus.py:348:17
	v_mad_u64_u32 v[0:1], s[2:3], v4, s8, v[0:1]
	v_mul_lo_u32 v0, v0, s9
	.loc	1 348 9 is_stmt 0               ; triton_corpus.py:348:9
	v_add_lshl_u32 v0, v0, v3, 2
	v_bfrev_b32_e32 v1, 1
	.loc	1 343 9 is_stmt 1               ; triton_corpus.py:343:9
	v_cmp_gt_i32_e32 vcc, s6, v2
	.loc	1 348 9                         ; triton_corpus.py:348:9
	s_mov_b32 s3, 0x27000
	s_mov_b32 s2, 0x7ffffffe
	v_cndmask_b32_e32 v0, v1, v0, vcc
	buffer_load_dword v0, v0, s[0:3], 0 offen
	.loc	1 349 28                        ; triton_corpus.py:349:28
	v_mov_b32_e32 v3, 0x3e8
	.loc	1 349 5 is_stmt 0               ; triton_corpus.py:349:5
	v_lshlrev_b32_e32 v2, 2, v2
	s_mov_b32 s6, s2
	s_mov_b32 s7, s3
	v_cndmask_b32_e32 v1, v1, v2, vcc
	.loc	1 349 28                        ; triton_corpus.py:349:28
	s_waitcnt vmcnt(0)
	v_med3_i32 v0, v0, -7, v3
	.loc	1 349 5                         ; triton_corpus.py:349:5
	buffer_store_dword v0, v1, s[4:7], 0 offen
	.loc	1 339 1 is_stmt 1               ; triton_corpus.py:339:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	im2col_index, .Lfunc_end0-im2col_index
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel im2col_index
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 12
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
		.amdhsa_next_free_sgpr 15
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
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
                                        ; -- End function
	.set .Lim2col_index.num_vgpr, 7
	.set .Lim2col_index.num_agpr, 0
	.set .Lim2col_index.numbered_sgpr, 15
	.set .Lim2col_index.num_named_barrier, 0
	.set .Lim2col_index.private_seg_size, 0
	.set .Lim2col_index.uses_vcc, 1
	.set .Lim2col_index.uses_flat_scratch, 0
	.set .Lim2col_index.has_dyn_sized_stack, 0
	.set .Lim2col_index.has_recursion, 0
	.set .Lim2col_index.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 696
; TotalNumSgprs: 21
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
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
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	0                               ; DW_CHILDREN_no
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.ascii	"\341\177"                      ; DW_AT_APPLE_optimized
	.byte	25                              ; DW_FORM_flag_present
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x1f DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_corpus.py"              ; string offset=7 ; triton_corpus.py
.Linfo_string2:
	.asciz	"/work/wt/emucorpus/tools"      ; string offset=24 ; /work/wt/emucorpus/tools
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name:           im2col_index
    .private_segment_fixed_size: 0
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         im2col_index.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
