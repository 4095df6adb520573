	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_bf16_fp4                   ; -- Begin function gemm_bf16_fp4
	.p2align	8
	.type	gemm_bf16_fp4,@function
gemm_bf16_fp4:                          ; @gemm_bf16_fp4
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.100:
	.file	1 "/work/wt/emucorpus/tools" "triton_corpus.py"
	.loc	1 353 0 prologue_end            ; triton_corpus.py:353:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.101:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 369 5 is_stmt 1               ; triton_corpus.py:369:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s13, s0, 6
	.loc	1 357 10                        ; triton_corpus.py:357:10
	s_lshl_b32 s33, s16, 5
	s_or_b32 s0, s13, s33
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cmp_lt_i32 s0, s10
	.loc	1 364 29 is_stmt 0              ; triton_corpus.py:364:29
	s_mul_i32 s14, s0, s12
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cselect_b64 s[18:19], -1, 0
	.loc	1 364 21                        ; triton_corpus.py:364:21
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s20, s2, s14
	s_addc_u32 s21, s3, s15
	.loc	1 363 5 is_stmt 1               ; triton_corpus.py:363:5
	s_cmp_gt_i32 s12, 63
	s_cselect_b64 s[14:15], -1, 0
	s_and_b64 s[22:23], s[14:15], s[18:19]
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[22:23], s[22:23], exec
	.loc	1 357 23                        ; triton_corpus.py:357:23
	v_and_b32_e32 v22, 63, v0
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
	v_lshlrev_b32_e32 v1, 1, v22
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	global_load_ushort v5, v1, s[20:21]
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v5, 0
.LBB0_3:
	.loc	1 357 10 is_stmt 1              ; triton_corpus.py:357:10
	s_or_b32 s1, s0, 4
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cmp_lt_i32 s1, s10
	.loc	1 364 29 is_stmt 0              ; triton_corpus.py:364:29
	s_mul_i32 s24, s1, s12
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 364 21                        ; triton_corpus.py:364:21
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 363 5 is_stmt 1               ; triton_corpus.py:363:5
	s_and_b64 s[26:27], s[14:15], s[22:23]
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[26:27], s[26:27], exec
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	global_load_ushort v6, v1, s[24:25]
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v6, 0
.LBB0_6:
	.loc	1 357 10 is_stmt 1              ; triton_corpus.py:357:10
	s_or_b32 s1, s0, 8
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cmp_lt_i32 s1, s10
	.loc	1 364 29 is_stmt 0              ; triton_corpus.py:364:29
	s_mul_i32 s28, s1, s12
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cselect_b64 s[26:27], -1, 0
	.loc	1 364 21                        ; triton_corpus.py:364:21
	s_ashr_i32 s29, s28, 31
	s_lshl_b64 s[28:29], s[28:29], 1
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	.loc	1 363 5 is_stmt 1               ; triton_corpus.py:363:5
	s_and_b64 s[30:31], s[14:15], s[26:27]
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[30:31], s[30:31], exec
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	global_load_ushort v7, v1, s[28:29]
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_9:
	.loc	1 357 10 is_stmt 1              ; triton_corpus.py:357:10
	s_or_b32 s1, s0, 12
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cmp_lt_i32 s1, s10
	.loc	1 364 29 is_stmt 0              ; triton_corpus.py:364:29
	s_mul_i32 s34, s1, s12
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cselect_b64 s[30:31], -1, 0
	.loc	1 364 21                        ; triton_corpus.py:364:21
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[34:35], s[34:35], 1
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s35
	.loc	1 363 5 is_stmt 1               ; triton_corpus.py:363:5
	s_and_b64 s[36:37], s[14:15], s[30:31]
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[36:37], s[36:37], exec
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	global_load_ushort v8, v1, s[34:35]
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_12:
	.loc	1 357 10 is_stmt 1              ; triton_corpus.py:357:10
	s_or_b32 s1, s0, 16
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cmp_lt_i32 s1, s10
	.loc	1 364 29 is_stmt 0              ; triton_corpus.py:364:29
	s_mul_i32 s38, s1, s12
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 364 21                        ; triton_corpus.py:364:21
	s_ashr_i32 s39, s38, 31
	s_lshl_b64 s[38:39], s[38:39], 1
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s39
	.loc	1 363 5 is_stmt 1               ; triton_corpus.py:363:5
	s_and_b64 s[40:41], s[14:15], s[36:37]
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[40:41], s[40:41], exec
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	global_load_ushort v9, v1, s[38:39]
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_15:
	.loc	1 357 10 is_stmt 1              ; triton_corpus.py:357:10
	s_or_b32 s1, s0, 20
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cmp_lt_i32 s1, s10
	.loc	1 364 29 is_stmt 0              ; triton_corpus.py:364:29
	s_mul_i32 s42, s1, s12
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cselect_b64 s[40:41], -1, 0
	.loc	1 364 21                        ; triton_corpus.py:364:21
	s_ashr_i32 s43, s42, 31
	s_lshl_b64 s[42:43], s[42:43], 1
	s_add_u32 s42, s2, s42
	s_addc_u32 s43, s3, s43
	.loc	1 363 5 is_stmt 1               ; triton_corpus.py:363:5
	s_and_b64 s[44:45], s[14:15], s[40:41]
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[44:45], s[44:45], exec
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	global_load_ushort v10, v1, s[42:43]
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_18:
	.loc	1 357 10 is_stmt 1              ; triton_corpus.py:357:10
	s_or_b32 s1, s0, 24
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cmp_lt_i32 s1, s10
	.loc	1 364 29 is_stmt 0              ; triton_corpus.py:364:29
	s_mul_i32 s46, s1, s12
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cselect_b64 s[44:45], -1, 0
	.loc	1 364 21                        ; triton_corpus.py:364:21
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[46:47], s[46:47], 1
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s47
	.loc	1 363 5 is_stmt 1               ; triton_corpus.py:363:5
	s_and_b64 s[48:49], s[14:15], s[44:45]
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[48:49], s[48:49], exec
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	global_load_ushort v11, v1, s[46:47]
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_21:
	.loc	1 357 10 is_stmt 1              ; triton_corpus.py:357:10
	s_or_b32 s0, s0, 28
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cmp_lt_i32 s0, s10
	.loc	1 364 29 is_stmt 0              ; triton_corpus.py:364:29
	s_mul_i32 s0, s0, s12
	.loc	1 364 77                        ; triton_corpus.py:364:77
	s_cselect_b64 s[48:49], -1, 0
	.loc	1 364 21                        ; triton_corpus.py:364:21
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s50, s2, s0
	s_addc_u32 s51, s3, s1
	.loc	1 363 5 is_stmt 1               ; triton_corpus.py:363:5
	s_and_b64 s[0:1], s[14:15], s[48:49]
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	global_load_ushort v12, v1, s[50:51]
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_24:
	.loc	1 357 23 is_stmt 1              ; triton_corpus.py:357:23
	v_and_b32_e32 v20, 31, v0
	.loc	1 358 10                        ; triton_corpus.py:358:10
	s_lshl_b32 s52, s17, 5
	.loc	1 357 23                        ; triton_corpus.py:357:23
	s_lshl_b32 s53, s13, 6
	.loc	1 358 10                        ; triton_corpus.py:358:10
	v_or_b32_e32 v2, s52, v20
	.loc	1 357 23                        ; triton_corpus.py:357:23
	v_or_b32_e32 v26, s53, v22
	.loc	1 365 84                        ; triton_corpus.py:365:84
	v_cmp_gt_i32_e32 vcc, s11, v2
	.loc	1 357 23                        ; triton_corpus.py:357:23
	v_lshrrev_b32_e32 v27, 5, v26
	.loc	1 365 21                        ; triton_corpus.py:365:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 363 5                         ; triton_corpus.py:363:5
	s_and_b64 s[0:1], vcc, s[14:15]
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	.loc	1 365 13                        ; triton_corpus.py:365:13
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mul_lo_u32 v14, v27, s11
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], s[4:5], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	.loc	1 365 13                        ; triton_corpus.py:365:13
	global_load_ubyte v14, v[14:15], off
.LBB0_26:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 357 23 is_stmt 1              ; triton_corpus.py:357:23
	v_or_b32_e32 v28, 8, v27
	.loc	1 365 13                        ; triton_corpus.py:365:13
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 365 29 is_stmt 0              ; triton_corpus.py:365:29
	v_mul_lo_u32 v16, v28, s11
	.loc	1 365 21                        ; triton_corpus.py:365:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 365 13                        ; triton_corpus.py:365:13
	global_load_ubyte v13, v[16:17], off
.LBB0_28:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 357 23 is_stmt 1              ; triton_corpus.py:357:23
	v_or_b32_e32 v29, 16, v27
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v18, 0
	.loc	1 365 13                        ; triton_corpus.py:365:13
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 365 29 is_stmt 0              ; triton_corpus.py:365:29
	v_mul_lo_u32 v16, v29, s11
	.loc	1 365 21                        ; triton_corpus.py:365:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 365 13                        ; triton_corpus.py:365:13
	global_load_ubyte v18, v[16:17], off
.LBB0_30:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 357 23 is_stmt 1              ; triton_corpus.py:357:23
	v_or_b32_e32 v30, 24, v27
	.loc	1 365 13                        ; triton_corpus.py:365:13
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 365 29 is_stmt 0              ; triton_corpus.py:365:29
	v_mul_lo_u32 v16, v30, s11
	.loc	1 365 21                        ; triton_corpus.py:365:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 365 13                        ; triton_corpus.py:365:13
	global_load_ubyte v15, v[16:17], off
.LBB0_32:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 366 46 is_stmt 1              ; triton_corpus.py:366:46
	s_ashr_i32 s54, s12, 31
	s_lshr_b32 s2, s54, 27
	.loc	1 357 23                        ; triton_corpus.py:357:23
	v_bfe_u32 v1, v0, 1, 5
	.loc	1 366 46                        ; triton_corpus.py:366:46
	s_add_i32 s2, s12, s2
	.loc	1 358 10                        ; triton_corpus.py:358:10
	v_or_b32_e32 v4, s52, v1
	.loc	1 366 46                        ; triton_corpus.py:366:46
	s_ashr_i32 s2, s2, 5
	.loc	1 366 31 is_stmt 0              ; triton_corpus.py:366:31
	v_mul_lo_u32 v16, s2, v4
	.loc	1 366 95                        ; triton_corpus.py:366:95
	v_cmp_gt_i32_e64 s[0:1], s11, v4
	.loc	1 366 22                        ; triton_corpus.py:366:22
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 361 11 is_stmt 1              ; triton_corpus.py:361:11
	s_lshr_b32 s16, s13, 1
	.loc	1 366 22                        ; triton_corpus.py:366:22
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	.loc	1 363 5                         ; triton_corpus.py:363:5
	s_and_b64 s[6:7], s[0:1], s[14:15]
	v_mov_b32_e32 v4, 0x7f
	.loc	1 366 14                        ; triton_corpus.py:366:14
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_34
; %bb.33:
	.loc	1 0 14 is_stmt 0                ; triton_corpus.py:0:14
	s_mov_b32 s17, 0
	v_lshl_add_u64 v[24:25], v[16:17], 0, s[16:17]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	global_load_ubyte v4, v[24:25], off
.LBB0_34:
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[2:3]
	.loc	1 361 11 is_stmt 1              ; triton_corpus.py:361:11
	s_bfe_i32 s2, s53, 0x10007
	.loc	1 364 13                        ; triton_corpus.py:364:13
	v_lshlrev_b32_e32 v19, 1, v26
	s_and_b32 s2, s2, 0x110
	v_mov_b32_e32 v23, 0xfe
	v_bitop3_b32 v31, v19, s2, v23 bitop3:0x6c
	v_add_u32_e32 v19, 0, v31
	v_xor_b32_e32 v32, 32, v31
	s_waitcnt vmcnt(0)
	ds_write_b16 v19, v5
	ds_write_b16 v19, v9 offset:2048
	v_add_u32_e32 v5, 0, v32
	v_xor_b32_e32 v33, 64, v31
	.loc	1 361 11                        ; triton_corpus.py:361:11
	s_and_b32 s6, s53, 0x80
	.loc	1 364 13                        ; triton_corpus.py:364:13
	ds_write_b16 v5, v6 offset:512
	ds_write_b16 v5, v10 offset:2560
	v_add_u32_e32 v5, 0, v33
	v_xor_b32_e32 v34, 0x60, v31
	ds_write_b16 v5, v7 offset:1024
	ds_write_b16 v5, v11 offset:3072
	v_add_u32_e32 v5, 0, v34
	.loc	1 366 14                        ; triton_corpus.py:366:14
	s_lshr_b32 s6, s6, 2
	.loc	1 357 23                        ; triton_corpus.py:357:23
	v_and_b32_e32 v21, 32, v0
	.loc	1 364 13                        ; triton_corpus.py:364:13
	ds_write_b16 v5, v8 offset:1536
	ds_write_b16 v5, v12 offset:3584
	.loc	1 365 13                        ; triton_corpus.py:365:13
	v_add_u32_e32 v5, 0, v26
	v_xor_b32_e32 v35, 4, v26
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_or_b32_e32 v36, s6, v1
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_mov_b32 s2, 0
	s_movk_i32 s3, 0x60
	.loc	1 365 13                        ; triton_corpus.py:365:13
	ds_write_b8 v5, v14 offset:8192
	ds_write_b8 v5, v18 offset:8704
	v_add_u32_e32 v5, 0, v35
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_add_u32_e32 v1, 0, v36
	.loc	1 363 5                         ; triton_corpus.py:363:5
	s_cmpk_lt_i32 s12, 0x80
	v_lshlrev_b32_e32 v23, 7, v20
	v_lshlrev_b32_e32 v24, 3, v0
	v_lshrrev_b32_e32 v25, 1, v21
	.loc	1 365 13                        ; triton_corpus.py:365:13
	ds_write_b8 v5, v13 offset:8448
	ds_write_b8 v5, v15 offset:8960
	.loc	1 366 14                        ; triton_corpus.py:366:14
	ds_write_b8 v1, v4 offset:10240
	.loc	1 363 5                         ; triton_corpus.py:363:5
	s_cbranch_scc1 .LBB0_64
; %bb.35:                               ; %.lr.ph
	.loc	1 363 23 is_stmt 0              ; triton_corpus.py:363:23
	s_lshr_b32 s2, s54, 26
	s_add_i32 s12, s12, s2
	v_and_b32_e32 v0, 0x70, v24
	.loc	1 363 5                         ; triton_corpus.py:363:5
	v_lshl_add_u64 v[18:19], s[4:5], 0, v[2:3]
	.loc	1 363 23                        ; triton_corpus.py:363:23
	s_ashr_i32 s2, s12, 6
	s_movk_i32 s4, 0x70
	v_bitop3_b32 v37, v0, v23, v25 bitop3:0xde
	v_lshlrev_b32_e32 v0, 2, v21
	v_bitop3_b32 v1, v24, v25, s4 bitop3:0x6c
	v_or_b32_e32 v41, v0, v20
	.loc	1 363 5                         ; triton_corpus.py:363:5
	s_max_i32 s12, s2, 2
	v_bitop3_b32 v42, v0, 4, v20 bitop3:0x36
	v_mov_b32_e32 v0, 0
	v_bitop3_b32 v38, v1, 32, v23 bitop3:0x36
	v_bitop3_b32 v39, v1, 64, v23 bitop3:0x36
	v_bitop3_b32 v40, v1, s3, v23 bitop3:0x36
	s_add_i32 s12, s12, -2
	s_mov_b32 s7, 0
	s_movk_i32 s4, 0x2000
	s_movk_i32 s5, 0x2800
	s_movk_i32 s17, 0xff
	v_mov_b32_e32 v43, 0x7fc0
	s_mov_b32 s53, 0x5040100
	v_mov_b32_e32 v44, 64
	s_mov_b32 s2, 0
	s_mov_b32 s54, 0
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
	s_mov_b32 s55, 0
	s_branch .LBB0_37
.LBB0_36:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 366 14 is_stmt 1              ; triton_corpus.py:366:14
	v_add_u32_e32 v90, s5, v20
	ds_read_u8 v91, v90
	ds_read_u8 v90, v90 offset:32
	.loc	1 368 15                        ; triton_corpus.py:368:15
	s_waitcnt lgkmcnt(14)
	v_lshlrev_b16_e32 v61, 8, v61
	v_lshlrev_b16_e32 v57, 8, v57
	s_waitcnt lgkmcnt(10)
	v_lshlrev_b16_e32 v53, 8, v53
	v_lshlrev_b16_e32 v49, 8, v49
	.loc	1 366 14                        ; triton_corpus.py:366:14
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_u16_e64 s[4:5], s17, v91
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u16_e64 s[2:3], s17, v90
	v_lshlrev_b16_e32 v91, 7, v91
	v_lshlrev_b16_e32 v90, 7, v90
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_or_b32_sdwa v59, v59, v61 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v55, v55, v57
	v_or_b32_sdwa v51, v51, v53 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v47, v47, v49
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_max_u16_sdwa v91, v91, v44 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_max_u16_sdwa v90, v90, v44 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_or_b32_sdwa v55, v59, v55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_or_b32_sdwa v47, v51, v47 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_cvt_scalef32_pk_bf16_fp4 v59, v55, v91 op_sel:[1,0,0]
	v_lshlrev_b16_e32 v60, 8, v60
	v_lshlrev_b16_e32 v56, 8, v56
	v_cvt_scalef32_pk_bf16_fp4 v93, v47, v90
	v_cvt_scalef32_pk_bf16_fp4 v94, v47, v90 op_sel:[1,0,0]
	v_cvt_scalef32_pk_bf16_fp4 v95, v47, v90 op_sel:[0,1,0]
	v_cvt_scalef32_pk_bf16_fp4 v96, v47, v90 op_sel:[1,1,0]
	v_lshlrev_b16_e32 v47, 8, v52
	v_lshlrev_b16_e32 v48, 8, v48
	v_cvt_scalef32_pk_bf16_fp4 v61, v55, v91 op_sel:[0,1,0]
	v_or_b32_sdwa v58, v58, v60 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v54, v54, v56
	v_or_b32_sdwa v47, v50, v47 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v46, v46, v48
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_lshrrev_b32_e32 v48, 16, v59
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v57, v55, v91
	v_cvt_scalef32_pk_bf16_fp4 v55, v55, v91 op_sel:[1,1,0]
	v_or_b32_sdwa v54, v58, v54 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_or_b32_sdwa v46, v47, v46 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e64 v47, v59, v43, s[4:5]
	v_cndmask_b32_e64 v48, v48, v43, s[4:5]
	v_lshrrev_b32_e32 v49, 16, v61
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v56, v54, v91
	v_cvt_scalef32_pk_bf16_fp4 v58, v54, v91 op_sel:[1,0,0]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_perm_b32 v47, v48, v47, s53
	v_cndmask_b32_e64 v48, v61, v43, s[4:5]
	v_cndmask_b32_e64 v49, v49, v43, s[4:5]
	v_lshrrev_b32_e32 v51, 16, v55
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v60, v54, v91 op_sel:[0,1,0]
	v_cvt_scalef32_pk_bf16_fp4 v54, v54, v91 op_sel:[1,1,0]
	v_lshrrev_b32_e32 v91, 16, v56
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_perm_b32 v48, v49, v48, s53
	v_cndmask_b32_e64 v49, v55, v43, s[4:5]
	v_cndmask_b32_e64 v51, v51, v43, s[4:5]
	v_cndmask_b32_e64 v101, v56, v43, s[4:5]
	v_lshrrev_b32_e32 v52, 16, v58
	v_lshrrev_b32_e32 v56, 16, v94
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_lshrrev_b32_e32 v92, 16, v57
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e64 v100, v57, v43, s[4:5]
	v_perm_b32 v49, v51, v49, s53
	v_cndmask_b32_e64 v51, v58, v43, s[4:5]
	v_cndmask_b32_e64 v52, v52, v43, s[4:5]
	v_lshrrev_b32_e32 v53, 16, v60
	v_cndmask_b32_e64 v55, v94, v43, s[2:3]
	v_cndmask_b32_e64 v56, v56, v43, s[2:3]
	v_lshrrev_b32_e32 v57, 16, v95
	v_perm_b32 v51, v52, v51, s53
	v_cndmask_b32_e64 v52, v60, v43, s[4:5]
	v_cndmask_b32_e64 v53, v53, v43, s[4:5]
	v_perm_b32 v55, v56, v55, s53
	v_cndmask_b32_e64 v56, v95, v43, s[2:3]
	v_cndmask_b32_e64 v57, v57, v43, s[2:3]
	v_lshrrev_b32_e32 v59, 16, v96
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v98, v46, v90 op_sel:[1,0,0]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_perm_b32 v52, v53, v52, s53
	v_cndmask_b32_e64 v53, v54, v43, s[4:5]
	v_lshrrev_b32_e32 v54, 16, v54
	v_perm_b32 v56, v57, v56, s53
	v_cndmask_b32_e64 v57, v96, v43, s[2:3]
	v_cndmask_b32_e64 v59, v59, v43, s[2:3]
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v50, v46, v90
	v_cvt_scalef32_pk_bf16_fp4 v99, v46, v90 op_sel:[0,1,0]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e64 v54, v54, v43, s[4:5]
	v_perm_b32 v57, v59, v57, s53
	v_lshrrev_b32_e32 v59, 16, v98
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_lshrrev_b32_e32 v97, 16, v93
	v_cvt_scalef32_pk_bf16_fp4 v46, v46, v90 op_sel:[1,1,0]
	v_lshrrev_b32_e32 v90, 16, v50
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_perm_b32 v53, v54, v53, s53
	v_cndmask_b32_e64 v54, v93, v43, s[2:3]
	v_cndmask_b32_e64 v93, v50, v43, s[2:3]
	v_cndmask_b32_e64 v50, v98, v43, s[2:3]
	v_cndmask_b32_e64 v59, v59, v43, s[2:3]
	v_lshrrev_b32_e32 v60, 16, v99
	v_perm_b32 v59, v59, v50, s53
	v_cndmask_b32_e64 v50, v99, v43, s[2:3]
	v_cndmask_b32_e64 v60, v60, v43, s[2:3]
	v_perm_b32 v60, v60, v50, s53
	v_cndmask_b32_e64 v50, v46, v43, s[2:3]
	v_lshrrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v92, v92, v43, s[4:5]
	v_cndmask_b32_e64 v46, v46, v43, s[2:3]
	v_perm_b32 v61, v46, v50, s53
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_perm_b32 v46, v92, v100, s53
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e64 v91, v91, v43, s[4:5]
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_perm_b32 v50, v91, v101, s53
	v_mfma_f32_32x32x16_bf16 v[0:15], v[46:49], v[74:77], v[0:15]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e64 v58, v97, v43, s[2:3]
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_perm_b32 v54, v58, v54, s53
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e64 v90, v90, v43, s[2:3]
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_perm_b32 v58, v90, v93, s53
	.loc	1 363 5                         ; triton_corpus.py:363:5
	s_add_i32 s2, s54, 1
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s54, s2, 0
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_mfma_f32_32x32x16_bf16 v[0:15], v[50:53], v[70:73], v[0:15]
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_lshl_b32 s2, s54, 12
	v_add_u32_e32 v46, s2, v31
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v46, v78
	ds_write_b16 v46, v82 offset:2048
	v_add_u32_e32 v46, s2, v32
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_mfma_f32_32x32x16_bf16 v[0:15], v[54:57], v[62:65], v[0:15]
	.loc	1 364 13                        ; triton_corpus.py:364:13
	ds_write_b16 v46, v79 offset:512
	ds_write_b16 v46, v83 offset:2560
	v_add_u32_e32 v46, s2, v33
	ds_write_b16 v46, v80 offset:1024
	ds_write_b16 v46, v84 offset:3072
	v_add_u32_e32 v46, s2, v34
	.loc	1 365 13                        ; triton_corpus.py:365:13
	s_lshl_b32 s3, s54, 10
	.loc	1 364 13                        ; triton_corpus.py:364:13
	ds_write_b16 v46, v81 offset:1536
	ds_write_b16 v46, v85 offset:3584
	.loc	1 365 13                        ; triton_corpus.py:365:13
	v_add_u32_e32 v46, s3, v26
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_mfma_f32_32x32x16_bf16 v[0:15], v[58:61], v[66:69], v[0:15]
	.loc	1 365 13                        ; triton_corpus.py:365:13
	s_add_i32 s4, s3, 0x2000
	ds_write_b8 v46, v87 offset:8192
	ds_write_b8 v46, v89 offset:8704
	v_add_u32_e32 v46, s3, v35
	.loc	1 366 14                        ; triton_corpus.py:366:14
	s_lshl_b32 s3, s54, 6
	s_add_i32 s5, s3, 0x2800
	.loc	1 365 13                        ; triton_corpus.py:365:13
	ds_write_b8 v46, v86 offset:8448
	ds_write_b8 v46, v88 offset:8960
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_add_u32_e32 v46, s3, v36
	.loc	1 363 5                         ; triton_corpus.py:363:5
	s_cmp_lg_u32 s55, s12
	s_mov_b32 s55, s56
	.loc	1 366 14                        ; triton_corpus.py:366:14
	ds_write_b8 v46, v45 offset:10240
	.loc	1 363 5                         ; triton_corpus.py:363:5
	s_cbranch_scc0 .LBB0_65
.LBB0_37:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s56, s55, 1
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[58:59], s[18:19], exec
	.loc	1 364 48 is_stmt 0              ; triton_corpus.py:364:48
	v_lshl_or_b32 v45, s56, 6, v22
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	v_lshlrev_b32_e32 v45, 1, v45
	s_cbranch_scc1 .LBB0_46
; %bb.38:                               ;   in Loop: Header=BB0_37 Depth=1
	global_load_ushort v78, v45, s[20:21]
	s_and_b64 s[58:59], s[22:23], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc0 .LBB0_47
.LBB0_39:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v79, 0
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[58:59], s[26:27], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc0 .LBB0_48
.LBB0_40:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v80, 0
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[58:59], s[30:31], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc0 .LBB0_49
.LBB0_41:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v81, 0
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[58:59], s[36:37], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc0 .LBB0_50
.LBB0_42:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v82, 0
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[58:59], s[40:41], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc0 .LBB0_51
.LBB0_43:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v83, 0
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[58:59], s[44:45], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc0 .LBB0_52
.LBB0_44:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v84, 0
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[58:59], s[48:49], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc0 .LBB0_53
.LBB0_45:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v85, 0
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_branch .LBB0_54
.LBB0_46:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v78, 0
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_and_b64 s[58:59], s[22:23], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc1 .LBB0_39
.LBB0_47:                               ;   in Loop: Header=BB0_37 Depth=1
	global_load_ushort v79, v45, s[24:25]
	s_and_b64 s[58:59], s[26:27], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc1 .LBB0_40
.LBB0_48:                               ;   in Loop: Header=BB0_37 Depth=1
	global_load_ushort v80, v45, s[28:29]
	s_and_b64 s[58:59], s[30:31], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc1 .LBB0_41
.LBB0_49:                               ;   in Loop: Header=BB0_37 Depth=1
	global_load_ushort v81, v45, s[34:35]
	s_and_b64 s[58:59], s[36:37], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc1 .LBB0_42
.LBB0_50:                               ;   in Loop: Header=BB0_37 Depth=1
	global_load_ushort v82, v45, s[38:39]
	s_and_b64 s[58:59], s[40:41], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc1 .LBB0_43
.LBB0_51:                               ;   in Loop: Header=BB0_37 Depth=1
	global_load_ushort v83, v45, s[42:43]
	s_and_b64 s[58:59], s[44:45], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc1 .LBB0_44
.LBB0_52:                               ;   in Loop: Header=BB0_37 Depth=1
	global_load_ushort v84, v45, s[46:47]
	s_and_b64 s[58:59], s[48:49], exec
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
	s_cbranch_scc1 .LBB0_45
.LBB0_53:                               ;   in Loop: Header=BB0_37 Depth=1
	global_load_ushort v85, v45, s[50:51]
.LBB0_54:                               ;   in Loop: Header=BB0_37 Depth=1
	v_add_u32_e32 v45, s2, v37
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[74:77], v45
	v_add_u32_e32 v45, s2, v38
	ds_read_b128 v[70:73], v45
	v_add_u32_e32 v45, s2, v39
	ds_read_b128 v[62:65], v45
	v_add_u32_e32 v45, s2, v40
	ds_read_b128 v[66:69], v45
	.loc	1 365 30 is_stmt 1              ; triton_corpus.py:365:30
	s_lshl_b32 s6, s56, 5
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	.loc	1 365 13 is_stmt 0              ; triton_corpus.py:365:13
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_56
; %bb.55:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 365 30                        ; triton_corpus.py:365:30
	v_or_b32_e32 v45, s6, v27
	.loc	1 365 29                        ; triton_corpus.py:365:29
	v_mul_lo_u32 v46, v45, s11
	.loc	1 365 21                        ; triton_corpus.py:365:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], v[18:19], 0, v[46:47]
	.loc	1 365 13                        ; triton_corpus.py:365:13
	global_load_ubyte v87, v[46:47], off
.LBB0_56:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 365 13                        ; triton_corpus.py:365:13
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 365 30                        ; triton_corpus.py:365:30
	v_or_b32_e32 v45, s6, v28
	.loc	1 365 29                        ; triton_corpus.py:365:29
	v_mul_lo_u32 v46, v45, s11
	.loc	1 365 21                        ; triton_corpus.py:365:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], v[18:19], 0, v[46:47]
	.loc	1 365 13                        ; triton_corpus.py:365:13
	global_load_ubyte v86, v[46:47], off
.LBB0_58:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	.loc	1 365 13                        ; triton_corpus.py:365:13
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_60
; %bb.59:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 365 30                        ; triton_corpus.py:365:30
	v_or_b32_e32 v45, s6, v29
	.loc	1 365 29                        ; triton_corpus.py:365:29
	v_mul_lo_u32 v46, v45, s11
	.loc	1 365 21                        ; triton_corpus.py:365:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], v[18:19], 0, v[46:47]
	.loc	1 365 13                        ; triton_corpus.py:365:13
	global_load_ubyte v89, v[46:47], off
.LBB0_60:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 365 13                        ; triton_corpus.py:365:13
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 365 30                        ; triton_corpus.py:365:30
	v_or_b32_e32 v45, s6, v30
	.loc	1 365 29                        ; triton_corpus.py:365:29
	v_mul_lo_u32 v46, v45, s11
	.loc	1 365 21                        ; triton_corpus.py:365:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], v[18:19], 0, v[46:47]
	.loc	1 365 13                        ; triton_corpus.py:365:13
	global_load_ubyte v88, v[46:47], off
.LBB0_62:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 365 13                        ; triton_corpus.py:365:13
	v_add_u32_e32 v45, s4, v41
	ds_read_u8 v55, v45
	ds_read_u8 v57, v45 offset:32
	ds_read_u8 v59, v45 offset:64
	ds_read_u8 v61, v45 offset:96
	ds_read_u8 v47, v45 offset:512
	ds_read_u8 v49, v45 offset:544
	ds_read_u8 v51, v45 offset:576
	ds_read_u8 v53, v45 offset:608
	v_add_u32_e32 v45, s4, v42
	ds_read_u8 v54, v45 offset:256
	ds_read_u8 v56, v45 offset:288
	ds_read_u8 v58, v45 offset:320
	ds_read_u8 v60, v45 offset:352
	ds_read_u8 v46, v45 offset:768
	ds_read_u8 v48, v45 offset:800
	ds_read_u8 v50, v45 offset:832
	ds_read_u8 v52, v45 offset:864
	v_mov_b32_e32 v45, 0x7f
	.loc	1 366 14 is_stmt 1              ; triton_corpus.py:366:14
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_36
; %bb.63:                               ;   in Loop: Header=BB0_37 Depth=1
	.loc	1 0 14 is_stmt 0                ; triton_corpus.py:0:14
	s_lshl_b32 s4, s56, 1
	s_or_b32 s6, s4, s16
	v_lshl_add_u64 v[90:91], v[16:17], 0, s[6:7]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	global_load_ubyte v45, v[90:91], off
	s_branch .LBB0_36
.LBB0_64:
	.loc	1 0 14                          ; triton_corpus.py:0:14
	v_mov_b32_e32 v15, 0
	s_movk_i32 s4, 0x2000
	s_movk_i32 s5, 0x2800
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
.LBB0_65:                               ; %._crit_edge
	.loc	1 368 15 is_stmt 1              ; triton_corpus.py:368:15
	s_and_b64 s[0:1], s[14:15], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 368 15                        ; triton_corpus.py:368:15
	s_cbranch_scc1 .LBB0_67
; %bb.66:
	.loc	1 365 13                        ; triton_corpus.py:365:13
	v_lshl_or_b32 v17, v21, 2, v20
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_add_u32_e32 v16, s5, v20
	.loc	1 365 13                        ; triton_corpus.py:365:13
	v_xad_u32 v22, v17, 4, s4
	.loc	1 368 15                        ; triton_corpus.py:368:15
	ds_read_u8 v18, v22 offset:800
	ds_read_u8 v19, v22 offset:864
	ds_read_u8 v26, v22 offset:832
	ds_read_u8 v27, v22 offset:768
	.loc	1 366 14                        ; triton_corpus.py:366:14
	ds_read_u8 v30, v16
	ds_read_u8 v16, v16 offset:32
	.loc	1 368 15                        ; triton_corpus.py:368:15
	s_mov_b32 s3, 0xc0c0004
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v19, v26, v19, s3
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v18, v27, v18, s3
	v_lshl_or_b32 v38, v19, 16, v18
	.loc	1 366 14                        ; triton_corpus.py:366:14
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b16_e32 v18, 7, v16
	v_mov_b32_e32 v26, 64
	s_movk_i32 s0, 0xff
	v_max_u16_sdwa v39, v18, v26 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mov_b32_e32 v40, 0x7fc0
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v18, v38, v39 op_sel:[1,1,0]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cmp_eq_u16_e32 vcc, s0, v16
	s_mov_b32 s5, 0x5040100
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v32, v38, v39 op_sel:[1,0,0]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e32 v16, v18, v40, vcc
	v_lshrrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e32 v18, v18, v40, vcc
	v_perm_b32 v19, v18, v16, s5
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v16, v38, v39 op_sel:[0,1,0]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e32 v18, v16, v40, vcc
	v_lshrrev_b32_e32 v16, 16, v16
	v_cndmask_b32_e32 v16, v16, v40, vcc
	v_perm_b32 v18, v16, v18, s5
	.loc	1 365 13                        ; triton_corpus.py:365:13
	v_add_u32_e32 v16, s4, v17
	.loc	1 368 15                        ; triton_corpus.py:368:15
	ds_read_u8 v17, v16 offset:544
	ds_read_u8 v27, v16 offset:608
	ds_read_u8 v28, v16 offset:576
	ds_read_u8 v29, v16 offset:512
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e32 v41, v32, v40, vcc
	v_lshrrev_b32_e32 v42, 16, v32
	.loc	1 368 15                        ; triton_corpus.py:368:15
	ds_read_u8 v31, v22 offset:352
	ds_read_u8 v34, v16 offset:96
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v17, v29, v17, s3
	v_perm_b32 v27, v28, v27, s3
	v_lshl_or_b32 v17, v27, 16, v17
	v_cvt_scalef32_pk_bf16_fp4 v27, v17, v39 op_sel:[1,1,0]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e32 v28, v27, v40, vcc
	v_lshrrev_b32_e32 v27, 16, v27
	v_cndmask_b32_e32 v27, v27, v40, vcc
	v_perm_b32 v29, v27, v28, s5
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v27, v17, v39 op_sel:[0,1,0]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e32 v28, v27, v40, vcc
	v_lshrrev_b32_e32 v27, 16, v27
	v_cndmask_b32_e32 v27, v27, v40, vcc
	v_perm_b32 v28, v27, v28, s5
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v27, v17, v39 op_sel:[1,0,0]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e32 v32, v27, v40, vcc
	v_lshrrev_b32_e32 v27, 16, v27
	v_cndmask_b32_e32 v27, v27, v40, vcc
	v_perm_b32 v27, v27, v32, s5
	.loc	1 368 15                        ; triton_corpus.py:368:15
	ds_read_u8 v32, v22 offset:320
	ds_read_u8 v33, v22 offset:256
	ds_read_u8 v22, v22 offset:288
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cmp_eq_u16_e64 s[0:1], s0, v30
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v17, v17, v39
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v31, v32, v31, s3
	v_lshrrev_b32_e32 v35, 16, v17
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v22, v33, v22, s3
	v_lshl_or_b32 v22, v31, 16, v22
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_lshlrev_b16_e32 v31, 7, v30
	v_max_u16_sdwa v26, v31, v26 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cndmask_b32_e32 v43, v35, v40, vcc
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v31, v22, v26 op_sel:[1,1,0]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e64 v30, v31, v40, s[0:1]
	v_lshrrev_b32_e32 v31, 16, v31
	v_cndmask_b32_e64 v31, v31, v40, s[0:1]
	v_perm_b32 v33, v31, v30, s5
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v30, v22, v26 op_sel:[0,1,0]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e64 v31, v30, v40, s[0:1]
	v_lshrrev_b32_e32 v30, 16, v30
	.loc	1 368 15                        ; triton_corpus.py:368:15
	ds_read_u8 v35, v16 offset:64
	ds_read_u8 v36, v16
	ds_read_u8 v16, v16 offset:32
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e64 v30, v30, v40, s[0:1]
	v_perm_b32 v32, v30, v31, s5
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v30, v22, v26 op_sel:[1,0,0]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e64 v31, v30, v40, s[0:1]
	v_lshrrev_b32_e32 v30, 16, v30
	v_cndmask_b32_e64 v30, v30, v40, s[0:1]
	v_perm_b32 v31, v30, v31, s5
	.loc	1 368 15                        ; triton_corpus.py:368:15
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v30, v35, v34, s3
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v16, v36, v16, s3
	v_lshl_or_b32 v16, v30, 16, v16
	v_cvt_scalef32_pk_bf16_fp4 v30, v16, v26 op_sel:[1,1,0]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e64 v34, v30, v40, s[0:1]
	v_lshrrev_b32_e32 v30, 16, v30
	v_cndmask_b32_e64 v30, v30, v40, s[0:1]
	v_perm_b32 v37, v30, v34, s5
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v30, v16, v26 op_sel:[0,1,0]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e64 v34, v30, v40, s[0:1]
	v_lshrrev_b32_e32 v30, 16, v30
	v_cndmask_b32_e64 v30, v30, v40, s[0:1]
	v_perm_b32 v36, v30, v34, s5
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v30, v16, v26 op_sel:[1,0,0]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e64 v34, v30, v40, s[0:1]
	v_lshrrev_b32_e32 v30, 16, v30
	v_cndmask_b32_e64 v30, v30, v40, s[0:1]
	v_perm_b32 v35, v30, v34, s5
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v16, v16, v26
	.loc	1 364 13                        ; triton_corpus.py:364:13
	v_and_b32_e32 v34, 0x70, v24
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_lshrrev_b32_e32 v30, 16, v16
	.loc	1 364 13                        ; triton_corpus.py:364:13
	v_bitop3_b32 v44, v34, v23, v25 bitop3:0xde
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e64 v30, v30, v40, s[0:1]
	v_cndmask_b32_e64 v16, v16, v40, s[0:1]
	.loc	1 364 13                        ; triton_corpus.py:364:13
	v_xad_u32 v34, v44, 32, s2
	v_add_u32_e32 v45, s2, v44
	ds_read_b128 v[46:49], v34
	ds_read_b128 v[50:53], v45
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_perm_b32 v34, v30, v16, s5
	v_cvt_scalef32_pk_bf16_fp4 v16, v22, v26
	v_lshrrev_b32_e32 v22, 16, v16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[34:37], v[50:53], v[0:15]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e64 v22, v22, v40, s[0:1]
	v_cndmask_b32_e64 v16, v16, v40, s[0:1]
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_perm_b32 v30, v22, v16, s5
	.loc	1 364 13                        ; triton_corpus.py:364:13
	s_movk_i32 s0, 0x70
	v_bitop3_b32 v24, v24, v25, s0 bitop3:0x6c
	s_movk_i32 s0, 0x60
	v_bitop3_b32 v16, v24, s0, v23 bitop3:0x36
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_mfma_f32_32x32x16_bf16 v[0:15], v[30:33], v[46:49], v[0:15]
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e32 v17, v17, v40, vcc
	.loc	1 364 13                        ; triton_corpus.py:364:13
	v_add_u32_e32 v16, s2, v16
	v_xad_u32 v22, v44, 64, s2
	ds_read_b128 v[30:33], v16
	ds_read_b128 v[34:37], v22
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_perm_b32 v26, v43, v17, s5
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e32 v16, v42, v40, vcc
	v_perm_b32 v17, v16, v41, s5
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_cvt_scalef32_pk_bf16_fp4 v16, v38, v39
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[26:29], v[34:37], v[0:15]
	v_lshrrev_b32_e32 v22, 16, v16
	.loc	1 366 14                        ; triton_corpus.py:366:14
	v_cndmask_b32_e32 v22, v22, v40, vcc
	v_cndmask_b32_e32 v16, v16, v40, vcc
	.loc	1 368 15                        ; triton_corpus.py:368:15
	v_perm_b32 v16, v22, v16, s5
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[0:15], v[16:19], v[30:33], v[0:15]
.LBB0_67:                               ; %._crit_edge._crit_edge
	.loc	1 357 23                        ; triton_corpus.py:357:23
	v_lshrrev_b32_e32 v16, 3, v21
	.loc	1 357 10 is_stmt 0              ; triton_corpus.py:357:10
	v_or_b32_e32 v17, s33, v20
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v16, s52, v16
	.loc	1 369 64                        ; triton_corpus.py:369:64
	v_cmp_gt_i32_e32 vcc, s10, v17
	.loc	1 369 84 is_stmt 0              ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v16
	.loc	1 369 63                        ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 22                        ; triton_corpus.py:369:22
	v_mul_lo_u32 v18, s11, v17
	.loc	1 369 14                        ; triton_corpus.py:369:14
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_cmp_eq_u32 s13, 0
	.loc	1 369 14                        ; triton_corpus.py:369:14
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[8:9]
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 369 14                        ; triton_corpus.py:369:14
	v_lshl_add_u64 v[18:19], v[16:17], 2, v[18:19]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_69
; %bb.68:
	global_store_dword v[18:19], v0, off
.LBB0_69:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v0, 1, v16
	.loc	1 369 84                        ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 369 63 is_stmt 0              ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_71
; %bb.70:
	global_store_dword v[18:19], v1, off offset:4
.LBB0_71:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v0, 2, v16
	.loc	1 369 84                        ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 369 63 is_stmt 0              ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_73
; %bb.72:
	global_store_dword v[18:19], v2, off offset:8
.LBB0_73:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v0, 3, v16
	.loc	1 369 84                        ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 369 63 is_stmt 0              ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_75
; %bb.74:
	global_store_dword v[18:19], v3, off offset:12
.LBB0_75:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v0, 8, v16
	.loc	1 369 84                        ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 369 63 is_stmt 0              ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_77
; %bb.76:
	global_store_dword v[18:19], v4, off offset:32
.LBB0_77:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v0, 9, v16
	.loc	1 369 84                        ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 369 63 is_stmt 0              ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_79
; %bb.78:
	global_store_dword v[18:19], v5, off offset:36
.LBB0_79:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v0, 10, v16
	.loc	1 369 84                        ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 369 63 is_stmt 0              ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_81
; %bb.80:
	global_store_dword v[18:19], v6, off offset:40
.LBB0_81:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v0, 11, v16
	.loc	1 369 84                        ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 369 63 is_stmt 0              ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_83
; %bb.82:
	global_store_dword v[18:19], v7, off offset:44
.LBB0_83:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v0, 16, v16
	.loc	1 369 84                        ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 369 63 is_stmt 0              ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_85
; %bb.84:
	global_store_dword v[18:19], v8, off offset:64
.LBB0_85:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v0, 17, v16
	.loc	1 369 84                        ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 369 63 is_stmt 0              ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_87
; %bb.86:
	global_store_dword v[18:19], v9, off offset:68
.LBB0_87:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v0, 18, v16
	.loc	1 369 84                        ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 369 63 is_stmt 0              ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_89
; %bb.88:
	global_store_dword v[18:19], v10, off offset:72
.LBB0_89:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v0, 19, v16
	.loc	1 369 84                        ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 369 63 is_stmt 0              ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_91
; %bb.90:
	global_store_dword v[18:19], v11, off offset:76
.LBB0_91:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v0, 24, v16
	.loc	1 369 84                        ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 369 63 is_stmt 0              ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_93
; %bb.92:
	global_store_dword v[18:19], v12, off offset:96
.LBB0_93:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v0, 25, v16
	.loc	1 369 84                        ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 369 63 is_stmt 0              ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_95
; %bb.94:
	global_store_dword v[18:19], v13, off offset:100
.LBB0_95:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v0, 26, v16
	.loc	1 369 84                        ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 369 63 is_stmt 0              ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_97
; %bb.96:
	global_store_dword v[18:19], v14, off offset:104
.LBB0_97:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 358 10 is_stmt 1              ; triton_corpus.py:358:10
	v_or_b32_e32 v0, 27, v16
	.loc	1 369 84                        ; triton_corpus.py:369:84
	v_cmp_gt_i32_e64 s[0:1], s11, v0
	.loc	1 369 63 is_stmt 0              ; triton_corpus.py:369:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 369 5                         ; triton_corpus.py:369:5
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_99
; %bb.98:
	global_store_dword v[18:19], v15, off offset:108
.LBB0_99:
	.loc	1 353 1 is_stmt 1               ; triton_corpus.py:353:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	gemm_bf16_fp4, .Lfunc_end0-gemm_bf16_fp4
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_bf16_fp4
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 102
		.amdhsa_next_free_sgpr 60
		.amdhsa_accum_offset 104
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
	.set .Lgemm_bf16_fp4.num_vgpr, 102
	.set .Lgemm_bf16_fp4.num_agpr, 0
	.set .Lgemm_bf16_fp4.numbered_sgpr, 60
	.set .Lgemm_bf16_fp4.num_named_barrier, 0
	.set .Lgemm_bf16_fp4.private_seg_size, 0
	.set .Lgemm_bf16_fp4.uses_vcc, 1
	.set .Lgemm_bf16_fp4.uses_flat_scratch, 0
	.set .Lgemm_bf16_fp4.has_dyn_sized_stack, 0
	.set .Lgemm_bf16_fp4.has_recursion, 0
	.set .Lgemm_bf16_fp4.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5224
; TotalNumSgprs: 66
; NumVgprs: 102
; NumAgprs: 0
; TotalNumVgprs: 102
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 66
; NumVGPRsForWavesPerEU: 102
; AccumOffset: 104
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 25
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
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
    .max_flat_workgroup_size: 256
    .name:           gemm_bf16_fp4
    .private_segment_fixed_size: 0
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         gemm_bf16_fp4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     102
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
