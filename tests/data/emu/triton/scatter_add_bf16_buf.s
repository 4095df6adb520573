	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	scatter_add                     ; -- Begin function scatter_add
	.p2align	8
	.type	scatter_add,@function
scatter_add:                            ; @scatter_add
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.1:
	.file	1 "/work/wt/emucorpus/tools" "triton_corpus.py"
	.loc	1 270 0 prologue_end            ; triton_corpus.py:270:0
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
.Ltmp1:
	.loc	1 278 5 is_stmt 1               ; triton_corpus.py:278:5
	v_readfirstlane_b32 s0, v0
	s_and_b32 s10, s0, 64
	.loc	1 274 21                        ; triton_corpus.py:274:21
	v_and_or_b32 v1, v0, 63, s10
	.loc	1 274 10 is_stmt 0              ; triton_corpus.py:274:10
	s_lshl_b32 s0, s14, 4
	.loc	1 274 21                        ; triton_corpus.py:274:21
	v_lshrrev_b32_e32 v3, 5, v1
	.loc	1 274 10                        ; triton_corpus.py:274:10
	v_or_b32_e32 v3, s0, v3
	.loc	1 276 12 is_stmt 1              ; triton_corpus.py:276:12
	v_lshlrev_b32_e32 v8, 2, v3
	v_bfrev_b32_e32 v9, 1
	.loc	1 276 39 is_stmt 0              ; triton_corpus.py:276:39
	v_cmp_gt_i32_e32 vcc, s8, v3
	.loc	1 274 21 is_stmt 1              ; triton_corpus.py:274:21
	v_lshrrev_b32_e32 v2, 3, v1
	.loc	1 274 10 is_stmt 0              ; triton_corpus.py:274:10
	v_or_b32_e32 v4, 4, v3
	v_or_b32_e32 v5, 8, v3
	v_or_b32_e32 v6, 12, v3
	.loc	1 276 12 is_stmt 1              ; triton_corpus.py:276:12
	v_cndmask_b32_e32 v3, v9, v8, vcc
	.loc	1 277 43                        ; triton_corpus.py:277:43
	v_lshlrev_b32_e32 v8, 4, v0
	.loc	1 274 10                        ; triton_corpus.py:274:10
	v_or_b32_e32 v7, s0, v2
	.loc	1 0 0 is_stmt 0                 ; triton_corpus.py:0
	s_lshl_b32 s0, s14, 11
	.loc	1 277 43 is_stmt 1              ; triton_corpus.py:277:43
	v_and_b32_e32 v8, 0x70, v8
	.loc	1 277 17 is_stmt 0              ; triton_corpus.py:277:17
	v_lshlrev_b32_e32 v10, 7, v2
	s_mov_b64 s[16:17], s[2:3]
	s_mov_b64 s[12:13], s[6:7]
	.loc	1 276 12 is_stmt 1              ; triton_corpus.py:276:12
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	.loc	1 277 17                        ; triton_corpus.py:277:17
	v_or3_b32 v8, v10, v8, s0
	.loc	1 277 61 is_stmt 0              ; triton_corpus.py:277:61
	v_cmp_gt_i32_e64 s[0:1], s8, v7
	.loc	1 277 9                         ; triton_corpus.py:277:9
	s_and_b32 s17, s17, 0xffff
	s_mov_b32 s18, s6
	s_mov_b32 s19, s7
	v_cndmask_b32_e64 v7, v9, v8, s[0:1]
	.loc	1 276 12 is_stmt 1              ; triton_corpus.py:276:12
	s_and_b32 s5, s5, 0xffff
	.loc	1 277 9                         ; triton_corpus.py:277:9
	buffer_load_dwordx4 v[14:17], v7, s[16:19], 0 offen
	.loc	1 276 12                        ; triton_corpus.py:276:12
	buffer_load_dword v8, v3, s[4:7], 0 offen
	v_lshlrev_b32_e32 v3, 2, v4
	.loc	1 276 39 is_stmt 0              ; triton_corpus.py:276:39
	v_cmp_gt_i32_e64 s[0:1], s8, v4
	.loc	1 276 12                        ; triton_corpus.py:276:12
	v_lshlrev_b32_e32 v4, 2, v5
	.loc	1 276 39                        ; triton_corpus.py:276:39
	v_cmp_gt_i32_e64 s[2:3], s8, v5
	.loc	1 276 12                        ; triton_corpus.py:276:12
	v_cndmask_b32_e64 v3, v9, v3, s[0:1]
	v_lshlrev_b32_e32 v5, 2, v6
	.loc	1 276 39                        ; triton_corpus.py:276:39
	v_cmp_gt_i32_e64 s[8:9], s8, v6
	.loc	1 276 12                        ; triton_corpus.py:276:12
	v_cndmask_b32_e64 v4, v9, v4, s[2:3]
	.loc	1 278 5 is_stmt 1               ; triton_corpus.py:278:5
	v_lshlrev_b32_e32 v1, 3, v1
	.loc	1 276 12                        ; triton_corpus.py:276:12
	v_cndmask_b32_e64 v5, v9, v5, s[8:9]
	buffer_load_dword v6, v3, s[4:7], 0 offen
	buffer_load_dword v7, v4, s[4:7], 0 offen
	buffer_load_dword v10, v5, s[4:7], 0 offen
	.loc	1 277 43                        ; triton_corpus.py:277:43
	v_lshlrev_b32_e32 v3, 2, v0
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_lshlrev_b32_e32 v4, 5, v0
	v_lshrrev_b32_e32 v0, 1, v0
	s_movk_i32 s4, 0x2f8
	.loc	1 277 43                        ; triton_corpus.py:277:43
	v_and_b32_e32 v5, 0x7c, v3
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_and_b32_e32 v3, 0x6e0, v4
	v_and_b32_e32 v0, 28, v0
	s_lshl_b32 s5, s10, 2
	v_and_b32_e32 v2, 12, v2
	v_or3_b32 v0, s5, v3, v0
	v_bitop3_b32 v1, v1, v2, s4 bitop3:0x6c
	v_add_u32_e32 v3, 0, v0
	v_xad_u32 v4, v0, 8, 0
	v_xad_u32 v11, v0, 16, 0
	v_xad_u32 v0, v0, 24, 0
	v_add_u32_e32 v2, 0, v1
	v_xad_u32 v12, v1, 16, 0
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s14, s6
	s_mov_b32 s15, s7
	s_waitcnt vmcnt(4)
	ds_write_b32 v3, v14
	ds_write_b32 v4, v15
	ds_write_b32 v11, v16
	ds_write_b32 v0, v17
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[0:1], v2 offset1:1
	ds_read2st64_b32 v[2:3], v12 offset0:4 offset1:5
	s_waitcnt vmcnt(3)
	v_lshl_or_b32 v4, v8, 7, v5
	v_cndmask_b32_e32 v4, v9, v4, vcc
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v6, v6, 7, v5
	s_waitcnt vmcnt(1)
	v_lshl_or_b32 v7, v7, 7, v5
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v5, v10, 7, v5
	v_cndmask_b32_e64 v6, v9, v6, s[0:1]
	v_cndmask_b32_e64 v7, v9, v7, s[2:3]
	s_waitcnt lgkmcnt(1)
	buffer_atomic_pk_add_bf16 v0, v4, s[12:15], 0 offen
	s_waitcnt lgkmcnt(0)
	buffer_atomic_pk_add_bf16 v2, v6, s[12:15], 0 offen
	buffer_atomic_pk_add_bf16 v1, v7, s[12:15], 0 offen
	v_cndmask_b32_e64 v0, v9, v5, s[8:9]
	buffer_atomic_pk_add_bf16 v3, v0, s[12:15], 0 offen
	.loc	1 270 1                         ; triton_corpus.py:270:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	scatter_add, .Lfunc_end0-scatter_add
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scatter_add
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 20
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
	.set .Lscatter_add.num_vgpr, 18
	.set .Lscatter_add.num_agpr, 0
	.set .Lscatter_add.numbered_sgpr, 20
	.set .Lscatter_add.num_named_barrier, 0
	.set .Lscatter_add.private_seg_size, 0
	.set .Lscatter_add.uses_vcc, 1
	.set .Lscatter_add.uses_flat_scratch, 0
	.set .Lscatter_add.has_dyn_sized_stack, 0
	.set .Lscatter_add.has_recursion, 0
	.set .Lscatter_add.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 812
; TotalNumSgprs: 26
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 18
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
    .max_flat_workgroup_size: 128
    .name:           scatter_add
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         scatter_add.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
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
