	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	axpby_clamp                     ; -- Begin function axpby_clamp
	.p2align	8
	.type	axpby_clamp,@function
axpby_clamp:                            ; @axpby_clamp
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "/work/wt/emucorpus/tools" "triton_corpus.py"
	.loc	1 312 0 prologue_end            ; triton_corpus.py:312:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.2:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_mov_b64 s[20:21], s[2:3]
.Ltmp1:
	.loc	1 314 39 is_stmt 1              ; triton_corpus.py:314:39
	v_readfirstlane_b32 s2, v0
	v_and_b32_e32 v0, 63, v0
	.loc	1 314 12 is_stmt 0              ; triton_corpus.py:314:12
	s_lshl_b32 s3, s16, 8
	.loc	1 314 39                        ; triton_corpus.py:314:39
	v_and_or_b32 v0, s2, 64, v0
	.loc	1 314 12                        ; triton_corpus.py:314:12
	v_lshl_or_b32 v0, v0, 1, s3
	v_or_b32_e32 v1, 1, v0
	.loc	1 316 9 is_stmt 1               ; triton_corpus.py:316:9
	v_lshlrev_b32_e32 v2, 1, v0
	v_bfrev_b32_e32 v3, 1
	.loc	1 315 9                         ; triton_corpus.py:315:9
	v_cmp_gt_i32_e32 vcc, s8, v0
	.loc	1 316 9                         ; triton_corpus.py:316:9
	s_mov_b32 s23, 0x27000
	s_mov_b32 s22, 0x7ffffffe
	v_cndmask_b32_e32 v6, v3, v2, vcc
	v_lshlrev_b32_e32 v2, 1, v1
	.loc	1 315 9                         ; triton_corpus.py:315:9
	v_cmp_gt_i32_e32 vcc, s8, v1
	s_mov_b64 s[0:1], s[6:7]
	.loc	1 316 9                         ; triton_corpus.py:316:9
	s_and_b32 s21, s21, 0xffff
	.loc	1 317 9                         ; triton_corpus.py:317:9
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s6, s22
	s_mov_b32 s7, s23
	.loc	1 316 9                         ; triton_corpus.py:316:9
	v_cndmask_b32_e32 v7, v3, v2, vcc
	buffer_load_ushort v0, v6, s[20:23], 0 offen
	.loc	1 317 9                         ; triton_corpus.py:317:9
	buffer_load_ushort v4, v6, s[4:7], 0 offen
	buffer_load_ushort v2, v7, s[4:7], 0 offen
	.loc	1 316 9                         ; triton_corpus.py:316:9
	buffer_load_ushort v5, v7, s[20:23], 0 offen
	s_mov_b32 s15, s10
	s_mov_b32 s14, s9
	.loc	1 318 28                        ; triton_corpus.py:318:28
	v_mov_b32_e32 v8, s12
	.loc	1 318 5 is_stmt 0               ; triton_corpus.py:318:5
	s_and_b32 s1, s1, 0xffff
	s_mov_b32 s2, s22
	s_mov_b32 s3, s23
	.loc	1 316 9 is_stmt 1               ; triton_corpus.py:316:9
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v0, v0
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v1, v4
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v3, v2
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v2, v5
	.loc	1 318 37                        ; triton_corpus.py:318:37
	v_pk_mul_f32 v[0:1], s[14:15], v[0:1]
	v_pk_mul_f32 v[2:3], s[14:15], v[2:3]
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v2, v1
	v_pk_add_f32 v[0:1], v[4:5], v[2:3]
	.loc	1 318 28 is_stmt 0              ; triton_corpus.py:318:28
	s_nop 0
	v_med3_f32 v0, v0, s11, v8
	v_med3_f32 v1, v1, s11, v8
	v_cvt_pk_f16_f32 v0, v0, v1
	.loc	1 318 5                         ; triton_corpus.py:318:5
	buffer_store_short v0, v6, s[0:3], 0 offen
	v_lshrrev_b32_e32 v0, 16, v0
	buffer_store_short v0, v7, s[0:3], 0 offen
	.loc	1 312 1 is_stmt 1               ; triton_corpus.py:312:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	axpby_clamp, .Lfunc_end0-axpby_clamp
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel axpby_clamp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 12
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
	.set .Laxpby_clamp.num_vgpr, 9
	.set .Laxpby_clamp.num_agpr, 0
	.set .Laxpby_clamp.numbered_sgpr, 24
	.set .Laxpby_clamp.num_named_barrier, 0
	.set .Laxpby_clamp.private_seg_size, 0
	.set .Laxpby_clamp.uses_vcc, 1
	.set .Laxpby_clamp.uses_flat_scratch, 0
	.set .Laxpby_clamp.has_dyn_sized_stack, 0
	.set .Laxpby_clamp.has_recursion, 0
	.set .Laxpby_clamp.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 544
; TotalNumSgprs: 30
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 128
    .name:           axpby_clamp
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         axpby_clamp.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
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
