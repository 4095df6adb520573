	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_dma                        ; -- Begin function gemm_dma
	.p2align	8
	.type	gemm_dma,@function
gemm_dma:                               ; @gemm_dma
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.10:
	.file	1 "/work/main/tools" "triton_corpus.py"
	.loc	1 122 0 prologue_end            ; triton_corpus.py:122:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.11:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx2 s[18:19], s[4:5], 0x20
	s_load_dword s29, s[4:5], 0x28
	v_and_b32_e32 v16, 0x3ff, v0
.Ltmp1:
	.loc	1 130 23 is_stmt 1              ; triton_corpus.py:130:23
	v_lshrrev_b32_e32 v0, 1, v0
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_readfirstlane_b32 s0, v16
	.loc	1 145 5                         ; triton_corpus.py:145:5
	s_bfe_u32 s28, s0, 0x20006
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_lshlrev_b32_e32 v2, 4, v16
	v_and_b32_e32 v0, 30, v0
	s_and_b32 s27, s0, 64
	s_bfe_u32 s31, s0, 0x10006
	s_lshr_b32 s0, s0, 2
	.loc	1 130 10 is_stmt 0              ; triton_corpus.py:130:10
	s_lshl_b32 s24, s16, 6
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_and_b32_e32 v1, 48, v2
	s_and_b32 s26, s0, 32
	v_or_b32_e32 v3, s31, v0
	v_or_b32_e32 v3, s26, v3
	.loc	1 130 10                        ; triton_corpus.py:130:10
	v_or_b32_e32 v4, s24, v1
	.loc	1 131 10 is_stmt 1              ; triton_corpus.py:131:10
	s_lshl_b32 s25, s17, 6
.Ltmp2:
	.file	2 "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13                         ; standard.py:43:13 @[ triton_corpus.py:134:23 ]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s30, s18, 63
.Ltmp3:
	.loc	1 131 10                        ; triton_corpus.py:131:10
	v_or_b32_e32 v5, s25, v1
	.loc	1 137 71                        ; triton_corpus.py:137:71
	v_cmp_gt_i32_e32 vcc, s14, v4
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cmp_gt_i32 s30, 63
	.loc	1 137 91                        ; triton_corpus.py:137:91
	v_cmp_gt_i32_e64 s[2:3], s18, v3
	.loc	1 143 91                        ; triton_corpus.py:143:91
	v_cmp_gt_i32_e64 s[0:1], s15, v5
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 137 70                        ; triton_corpus.py:137:70
	s_and_b64 s[6:7], vcc, s[2:3]
	.loc	1 137 25 is_stmt 0              ; triton_corpus.py:137:25
	v_mul_lo_u32 v4, v3, s19
	v_add3_u32 v4, v4, v1, s24
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_mulk_i32 s28, 0x420
	v_bfrev_b32_e32 v5, 1
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_and_b64 s[6:7], s[16:17], s[6:7]
	.loc	1 143 70                        ; triton_corpus.py:143:70
	s_and_b64 s[2:3], s[0:1], s[2:3]
	.loc	1 143 25 is_stmt 0              ; triton_corpus.py:143:25
	v_mul_lo_u32 v3, v3, s29
	s_mov_b64 s[20:21], s[10:11]
	.loc	1 137 17 is_stmt 1              ; triton_corpus.py:137:17
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	v_cndmask_b32_e64 v4, v5, v4, s[6:7]
	s_mov_b32 m0, s28
	.loc	1 143 25                        ; triton_corpus.py:143:25
	v_add3_u32 v3, v3, v1, s25
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_and_b64 s[2:3], s[16:17], s[2:3]
	.loc	1 137 17                        ; triton_corpus.py:137:17
	buffer_load_dwordx4 v4, s[8:11], 0 offen lds
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s22, s10
	s_mov_b32 s23, s11
	s_add_i32 m0, s28, 0x20e0
	v_cndmask_b32_e64 v3, v5, v3, s[2:3]
	; asyncmark
	buffer_load_dwordx4 v3, s[20:23], 0 offen lds
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_mov_b32 s6, 0
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cmpk_gt_i32 s30, 0x7f
	v_lshlrev_b32_e32 v3, 3, v16
	v_lshlrev_b32_e32 v4, 9, v16
	v_and_b32_e32 v17, 16, v16
	; asyncmark
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 137 17                        ; triton_corpus.py:137:17
	v_and_b32_e32 v5, 0x400, v4
	v_and_b32_e32 v18, 0x2c0, v2
	v_and_or_b32 v19, v3, 8, v5
	v_lshrrev_b32_e32 v20, 5, v5
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
.LBB0_3:                                ; %Flow26
	s_lshr_b32 s27, s27, 1
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_6
; %bb.4:                                ; %.lr.ph
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_add_i32 s31, s31, s26
	v_add3_u32 v21, s31, v0, 64
	v_mul_lo_u32 v0, s29, v21
	v_add3_u32 v22, v0, s25, v1
	v_mul_lo_u32 v0, s19, v21
.Ltmp4:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:134:23 ]
	s_lshr_b32 s2, s30, 6
	v_and_b32_e32 v18, 0x2c0, v2
	v_and_b32_e32 v2, 0x400, v4
.Ltmp5:
	.loc	1 134 5                         ; triton_corpus.py:134:5
	v_add3_u32 v23, v0, s24, v1
	v_mov_b32_e32 v0, 0
	v_and_or_b32 v19, v3, 8, v2
	v_lshrrev_b32_e32 v20, 5, v2
	s_add_i32 s30, s2, -1
	s_lshl_b32 s31, s29, 6
	s_movk_i32 s29, 0x20e0
	s_lshl_b32 s19, s19, 6
	v_bfrev_b32_e32 v24, 1
	s_mov_b32 s22, s10
	s_mov_b32 s23, s11
	s_mov_b32 s33, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_mov_b32 s34, s6
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_add_i32 s6, s33, 1
	.loc	1 137 91 is_stmt 1              ; triton_corpus.py:137:91
	v_cmp_gt_i32_e64 s[2:3], s18, v21
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cmp_lt_i32 s6, 2
	s_cselect_b32 s33, s6, 0
	.loc	1 137 70                        ; triton_corpus.py:137:70
	s_and_b64 s[6:7], vcc, s[2:3]
	.loc	1 143 70                        ; triton_corpus.py:143:70
	s_and_b64 s[2:3], s[0:1], s[2:3]
	.loc	1 143 17 is_stmt 0              ; triton_corpus.py:143:17
	v_cndmask_b32_e64 v26, v24, v22, s[2:3]
	.loc	1 137 17 is_stmt 1              ; triton_corpus.py:137:17
	s_lshl_b32 s2, s33, 12
	s_lshr_b32 s3, s2, 5
	v_cndmask_b32_e64 v25, v24, v23, s[6:7]
	s_add_i32 s6, s3, s2
	s_add_i32 s2, s6, s28
	s_mov_b32 m0, s2
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_load_dwordx4 v25, s[8:11], 0 offen lds
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 m0, s2, 0x20e0
	; asyncmark
	.loc	1 137 17                        ; triton_corpus.py:137:17
	v_add_u32_e32 v25, s34, v19
	.loc	1 143 17                        ; triton_corpus.py:143:17
	buffer_load_dwordx4 v26, s[20:23], 0 offen lds
	v_add_u32_e32 v26, s29, v19
	.loc	1 137 17                        ; triton_corpus.py:137:17
	v_add3_u32 v25, v25, v17, s26
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_add3_u32 v26, v26, v17, s27
	.loc	1 137 17                        ; triton_corpus.py:137:17
	v_add3_u32 v25, v25, v18, v20
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_add3_u32 v26, v26, v18, v20
	.loc	1 137 17                        ; triton_corpus.py:137:17
	ds_read_b64_tr_b8 v[28:29], v25
	ds_read_b64_tr_b8 v[30:31], v25 offset:256
	ds_read_b64_tr_b8 v[32:33], v25 offset:2112
	ds_read_b64_tr_b8 v[34:35], v25 offset:2368
	; asyncmark
	.loc	1 143 17                        ; triton_corpus.py:143:17
	ds_read_b64_tr_b8 v[36:37], v26
	ds_read_b64_tr_b8 v[38:39], v26 offset:256
	ds_read_b64_tr_b8 v[40:41], v26 offset:2112
	ds_read_b64_tr_b8 v[42:43], v26 offset:2368
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[36:43], v[28:35], v[0:15]
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_add_i32 s30, s30, -1
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 s29, s6, 0x20e0
	.loc	1 134 5                         ; triton_corpus.py:134:5
	v_add_u32_e32 v21, 64, v21
	v_add_u32_e32 v22, s31, v22
	s_cmp_lg_u32 s30, 0
	v_add_u32_e32 v23, s19, v23
	s_cbranch_scc1 .LBB0_5
	s_branch .LBB0_7
.LBB0_6:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s29, 0x20e0
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
.LBB0_7:                                ; %Flow27
	s_load_dword s4, s[4:5], 0x2c
	.loc	1 144 16 is_stmt 1              ; triton_corpus.py:144:16
	s_and_b64 s[0:1], s[16:17], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	; wait_asyncmark(0)
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_9
; %bb.8:
	.loc	1 0 0 is_stmt 0                 ; triton_corpus.py:0
	v_add_u32_e32 v21, s6, v19
	.loc	1 143 17 is_stmt 1              ; triton_corpus.py:143:17
	v_add_u32_e32 v19, s29, v19
	.loc	1 0 0 is_stmt 0                 ; triton_corpus.py:0
	v_add3_u32 v21, v21, v17, s26
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_add3_u32 v17, v19, v17, s27
	v_add3_u32 v17, v17, v18, v20
	.loc	1 0 0                           ; triton_corpus.py:0
	v_add3_u32 v21, v21, v18, v20
	.loc	1 143 17                        ; triton_corpus.py:143:17
	ds_read_b64_tr_b8 v[22:23], v17
	ds_read_b64_tr_b8 v[24:25], v17 offset:256
	ds_read_b64_tr_b8 v[26:27], v17 offset:2112
	ds_read_b64_tr_b8 v[28:29], v17 offset:2368
	.loc	1 0 0                           ; triton_corpus.py:0
	ds_read_b64_tr_b8 v[30:31], v21
	ds_read_b64_tr_b8 v[32:33], v21 offset:256
	ds_read_b64_tr_b8 v[34:35], v21 offset:2112
	ds_read_b64_tr_b8 v[36:37], v21 offset:2368
	.loc	1 144 16 is_stmt 1              ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[22:29], v[30:37], v[0:15]
.LBB0_9:                                ; %._crit_edge._crit_edge
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_lshrrev_b32_e32 v17, 3, v16
	v_and_or_b32 v17, v17, 4, s27
	v_and_or_b32 v16, v16, 31, s26
	.loc	1 145 14                        ; triton_corpus.py:145:14
	s_mul_i32 s5, s4, s24
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_or_b32_e32 v18, 16, v17
	.loc	1 131 10                        ; triton_corpus.py:131:10
	v_or_b32_e32 v20, s25, v17
	.loc	1 130 10                        ; triton_corpus.py:130:10
	v_or_b32_e32 v21, s24, v16
	.loc	1 145 14                        ; triton_corpus.py:145:14
	v_mul_lo_u32 v16, v16, s4
	s_add_i32 s5, s5, s25
	.loc	1 131 10                        ; triton_corpus.py:131:10
	v_or_b32_e32 v19, s25, v18
	.loc	1 145 65                        ; triton_corpus.py:145:65
	v_cmp_gt_i32_e32 vcc, s14, v21
	.loc	1 145 85 is_stmt 0              ; triton_corpus.py:145:85
	v_cmp_gt_i32_e64 s[0:1], s15, v20
	.loc	1 145 14                        ; triton_corpus.py:145:14
	v_add_u32_e32 v16, s5, v16
	.loc	1 145 85                        ; triton_corpus.py:145:85
	v_cmp_gt_i32_e64 s[2:3], s15, v19
	.loc	1 145 14                        ; triton_corpus.py:145:14
	v_add_lshl_u32 v17, v16, v17, 2
	.loc	1 145 5                         ; triton_corpus.py:145:5
	v_bfrev_b32_e32 v19, 1
	.loc	1 145 64                        ; triton_corpus.py:145:64
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 145 5                         ; triton_corpus.py:145:5
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_cndmask_b32_e64 v20, v19, v17, s[0:1]
	buffer_store_dwordx4 v[0:3], v20, s[12:15], 0 offen
	.loc	1 145 64                        ; triton_corpus.py:145:64
	s_and_b64 vcc, vcc, s[2:3]
	.loc	1 145 5                         ; triton_corpus.py:145:5
	s_nop 0
	v_add_u32_e32 v0, 32, v17
	v_cndmask_b32_e64 v0, v19, v0, s[0:1]
	buffer_store_dwordx4 v[4:7], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v16, v18, 2
	v_cndmask_b32_e32 v0, v19, v0, vcc
	buffer_store_dwordx4 v[8:11], v0, s[12:15], 0 offen
	v_add_u32_e32 v0, 0x60, v17
	v_cndmask_b32_e32 v0, v19, v0, vcc
	buffer_store_dwordx4 v[12:15], v0, s[12:15], 0 offen
	.loc	1 122 1 is_stmt 1               ; triton_corpus.py:122:1
	s_endpgm
.Ltmp6:
.Lfunc_end0:
	.size	gemm_dma, .Lfunc_end0-gemm_dma
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_dma
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 8
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 35
		.amdhsa_accum_offset 44
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
	.set .Lgemm_dma.num_vgpr, 44
	.set .Lgemm_dma.num_agpr, 0
	.set .Lgemm_dma.numbered_sgpr, 35
	.set .Lgemm_dma.num_named_barrier, 0
	.set .Lgemm_dma.private_seg_size, 0
	.set .Lgemm_dma.uses_vcc, 1
	.set .Lgemm_dma.uses_flat_scratch, 0
	.set .Lgemm_dma.has_dyn_sized_stack, 0
	.set .Lgemm_dma.has_recursion, 0
	.set .Lgemm_dma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1460
; TotalNumSgprs: 41
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 41
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
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
	.byte	1                               ; DW_CHILDREN_yes
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
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
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
	.byte	1                               ; Abbrev [1] 0xb:0x44 DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x1e DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	134                             ; DW_AT_call_line
	.byte	23                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_corpus.py"              ; string offset=7 ; triton_corpus.py
.Linfo_string2:
	.asciz	"/work/main/tools"              ; string offset=24 ; /work/main/tools
.Linfo_string3:
	.asciz	"gemm_dma"                      ; string offset=41 ; gemm_dma
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
      - .offset:         44
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
      - .offset:         184
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         264
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .max_flat_workgroup_size: 256
    .name:           gemm_dma
    .private_segment_fixed_size: 0
    .sgpr_count:     41
    .sgpr_spill_count: 0
    .symbol:         gemm_dma.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
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
