	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_scaled                     ; -- Begin function gemm_scaled
	.p2align	8
	.type	gemm_scaled,@function
gemm_scaled:                            ; @gemm_scaled
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.204:
	.file	1 "/work/main/tools" "triton_corpus.py"
	.loc	1 64 0 prologue_end             ; triton_corpus.py:64:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_load_dword s14, s[0:1], 0x30
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.205:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 84 5 is_stmt 1                ; triton_corpus.py:84:5
	v_readfirstlane_b32 s33, v0
	.loc	1 70 10                         ; triton_corpus.py:70:10
	s_lshl_b32 s59, s15, 5
	.loc	1 70 23 is_stmt 0               ; triton_corpus.py:70:23
	s_lshr_b32 s60, s33, 7
	s_and_b32 s58, s33, 0xc0
	.loc	1 70 10                         ; triton_corpus.py:70:10
	s_or_b32 s0, s60, s59
	.loc	1 76 97 is_stmt 1               ; triton_corpus.py:76:97
	s_cmp_lt_i32 s0, s12
	s_cselect_b64 s[20:21], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_cmpk_gt_i32 s14, 0x7f
	s_cselect_b64 s[18:19], -1, 0
	s_and_b64 s[22:23], s[18:19], s[20:21]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[22:23], s[22:23], exec
	.loc	1 70 23                         ; triton_corpus.py:70:23
	v_and_b32_e32 v1, 63, v0
	.loc	1 72 11                         ; triton_corpus.py:72:11
	v_mov_b32_e32 v2, 0x7f
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_cselect_b32 s1, 1, 0
	.loc	1 72 11                         ; triton_corpus.py:72:11
	v_bitop3_b32 v2, s58, v2, v1 bitop3:0xc8
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_cmp_lg_u32 s1, 1
	.loc	1 76 21 is_stmt 0               ; triton_corpus.py:76:21
	v_mov_b32_e32 v3, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 76 29                         ; triton_corpus.py:76:29
	s_mul_i32 s1, s0, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s15, s1, 31
	s_add_u32 s22, s2, s1
	s_addc_u32 s23, s3, s15
	v_lshl_add_u64 v[4:5], s[22:23], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v7, v[4:5], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v7, v3
.LBB0_3:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s1, s0, 2
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[24:25], s[18:19], s[22:23]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[24:25], s[24:25], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s1, s1, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s15, s1, 31
	s_add_u32 s24, s2, s1
	s_addc_u32 s25, s3, s15
	v_lshl_add_u64 v[4:5], s[24:25], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v8, v[4:5], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_6:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s1, s0, 4
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[24:25], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[26:27], s[18:19], s[24:25]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[26:27], s[26:27], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s1, s1, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s15, s1, 31
	s_add_u32 s26, s2, s1
	s_addc_u32 s27, s3, s15
	v_lshl_add_u64 v[4:5], s[26:27], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v9, v[4:5], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_9:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s1, s0, 6
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[26:27], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[28:29], s[18:19], s[26:27]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[28:29], s[28:29], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s1, s1, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s15, s1, 31
	s_add_u32 s28, s2, s1
	s_addc_u32 s29, s3, s15
	v_lshl_add_u64 v[4:5], s[28:29], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v10, v[4:5], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_12:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s1, s0, 8
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[30:31], s[18:19], s[28:29]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[30:31], s[30:31], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s1, s1, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s15, s1, 31
	s_add_u32 s30, s2, s1
	s_addc_u32 s31, s3, s15
	v_lshl_add_u64 v[4:5], s[30:31], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v11, v[4:5], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_15:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s1, s0, 10
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[30:31], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[34:35], s[18:19], s[30:31]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[34:35], s[34:35], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s1, s1, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s15, s1, 31
	s_add_u32 s34, s2, s1
	s_addc_u32 s35, s3, s15
	v_lshl_add_u64 v[4:5], s[34:35], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v12, v[4:5], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_18:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s1, s0, 12
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[36:37], s[18:19], s[34:35]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[36:37], s[36:37], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s1, s1, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s15, s1, 31
	s_add_u32 s36, s2, s1
	s_addc_u32 s37, s3, s15
	v_lshl_add_u64 v[4:5], s[36:37], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v13, v[4:5], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_21:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s1, s0, 14
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[38:39], s[18:19], s[36:37]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[38:39], s[38:39], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s1, s1, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s15, s1, 31
	s_add_u32 s38, s2, s1
	s_addc_u32 s39, s3, s15
	v_lshl_add_u64 v[4:5], s[38:39], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v14, v[4:5], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_24:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s1, s0, 16
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[38:39], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[40:41], s[18:19], s[38:39]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[40:41], s[40:41], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s1, s1, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s15, s1, 31
	s_add_u32 s40, s2, s1
	s_addc_u32 s41, s3, s15
	v_lshl_add_u64 v[4:5], s[40:41], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v15, v[4:5], off
	s_branch .LBB0_27
.LBB0_26:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_27:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s1, s0, 18
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[40:41], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[42:43], s[18:19], s[40:41]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[42:43], s[42:43], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s1, s1, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s15, s1, 31
	s_add_u32 s42, s2, s1
	s_addc_u32 s43, s3, s15
	v_lshl_add_u64 v[4:5], s[42:43], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v18, v[4:5], off
	s_branch .LBB0_30
.LBB0_29:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v18, 0
.LBB0_30:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s1, s0, 20
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[42:43], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[44:45], s[18:19], s[42:43]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[44:45], s[44:45], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s1, s1, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s15, s1, 31
	s_add_u32 s44, s2, s1
	s_addc_u32 s45, s3, s15
	v_lshl_add_u64 v[4:5], s[44:45], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v19, v[4:5], off
	s_branch .LBB0_33
.LBB0_32:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v19, 0
.LBB0_33:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s1, s0, 22
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[44:45], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[46:47], s[18:19], s[44:45]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[46:47], s[46:47], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s1, s1, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s15, s1, 31
	s_add_u32 s46, s2, s1
	s_addc_u32 s47, s3, s15
	v_lshl_add_u64 v[4:5], s[46:47], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v20, v[4:5], off
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v20, 0
.LBB0_36:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s1, s0, 24
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[46:47], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[48:49], s[18:19], s[46:47]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[48:49], s[48:49], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s1, s1, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s15, s1, 31
	s_add_u32 s48, s2, s1
	s_addc_u32 s49, s3, s15
	v_lshl_add_u64 v[4:5], s[48:49], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v21, v[4:5], off
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v21, 0
.LBB0_39:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s1, s0, 26
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[48:49], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[50:51], s[18:19], s[48:49]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[50:51], s[50:51], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s1, s1, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s15, s1, 31
	s_add_u32 s50, s2, s1
	s_addc_u32 s51, s3, s15
	v_lshl_add_u64 v[4:5], s[50:51], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v22, v[4:5], off
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v22, 0
.LBB0_42:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s1, s0, 28
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[50:51], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[52:53], s[18:19], s[50:51]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[52:53], s[52:53], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s1, s1, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s15, s1, 31
	s_add_u32 s52, s2, s1
	s_addc_u32 s53, s3, s15
	v_lshl_add_u64 v[4:5], s[52:53], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v23, v[4:5], off
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v23, 0
.LBB0_45:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s0, s0, 30
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s0, s12
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[54:55], s[18:19], s[52:53]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[54:55], s[54:55], exec
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
	.loc	1 0 0 is_stmt 0                 ; triton_corpus.py:0
	v_or_b32_e32 v58, s58, v1
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	.loc	1 76 29                         ; triton_corpus.py:76:29
	s_mul_i32 s0, s0, s14
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v24, v[2:3], off
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_48:
	.loc	1 70 23 is_stmt 1               ; triton_corpus.py:70:23
	v_and_b32_e32 v6, 31, v0
	.loc	1 71 10                         ; triton_corpus.py:71:10
	s_lshl_b32 s15, s16, 5
	v_or_b32_e32 v2, s15, v6
	.loc	1 77 87                         ; triton_corpus.py:77:87
	v_cmp_gt_i32_e64 s[0:1], s13, v2
	.loc	1 72 11                         ; triton_corpus.py:72:11
	v_lshrrev_b32_e32 v4, 5, v58
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[16:17], s[0:1], s[18:19]
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_50
; %bb.49:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mul_lo_u32 v16, v4, s13
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v26, v[16:17], off
.LBB0_50:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_52
; %bb.51:
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v5, 8, v4
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v16, v5, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v25, v[16:17], off
.LBB0_52:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_54
; %bb.53:
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v5, 16, v4
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v16, v5, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v28, v[16:17], off
.LBB0_54:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_56
; %bb.55:
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v5, 24, v4
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v16, v5, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v27, v[16:17], off
.LBB0_56:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_58
; %bb.57:
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v5, 32, v4
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v16, v5, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v30, v[16:17], off
.LBB0_58:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_60
; %bb.59:
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v5, 40, v4
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v16, v5, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v29, v[16:17], off
.LBB0_60:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_62
; %bb.61:
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v5, 48, v4
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v16, v5, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v32, v[16:17], off
.LBB0_62:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_64
; %bb.63:
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v5, 56, v4
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v16, v5, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v31, v[16:17], off
.LBB0_64:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_66
; %bb.65:
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v5, 64, v4
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v16, v5, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v34, v[16:17], off
.LBB0_66:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_68
; %bb.67:
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v5, 0x48, v4
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v16, v5, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v33, v[16:17], off
.LBB0_68:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_70
; %bb.69:
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v5, 0x50, v4
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v16, v5, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v36, v[16:17], off
.LBB0_70:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_72
; %bb.71:
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v5, 0x58, v4
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v16, v5, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v35, v[16:17], off
.LBB0_72:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_74
; %bb.73:
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v5, 0x60, v4
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v16, v5, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v38, v[16:17], off
.LBB0_74:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_76
; %bb.75:
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v5, 0x68, v4
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v16, v5, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v37, v[16:17], off
.LBB0_76:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v39, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_78
; %bb.77:
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v5, 0x70, v4
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v40, v5, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[40:41], s[6:7], 0, v[40:41]
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v39, v[40:41], off
.LBB0_78:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	v_mov_b32_e32 v40, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_80
; %bb.79:
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v4, 0x78, v4
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v4, v4, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v40, v[4:5], off
.LBB0_80:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	v_or_b32_e32 v59, s59, v6
	.loc	1 81 46                         ; triton_corpus.py:81:46
	s_ashr_i32 s62, s14, 31
	.loc	1 76 97                         ; triton_corpus.py:76:97
	v_cmp_gt_i32_e32 vcc, s12, v59
	.loc	1 81 46                         ; triton_corpus.py:81:46
	s_lshr_b32 s12, s62, 27
	s_add_i32 s12, s14, s12
	s_ashr_i32 s61, s12, 5
	.loc	1 81 31 is_stmt 0               ; triton_corpus.py:81:31
	v_mul_lo_u32 v4, s61, v59
	.loc	1 81 22                         ; triton_corpus.py:81:22
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 73 11 is_stmt 1               ; triton_corpus.py:73:11
	v_bfe_u32 v16, v0, 5, 1
	.loc	1 81 22                         ; triton_corpus.py:81:22
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[16:17]
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[54:55], vcc, s[18:19]
	v_mov_b32_e32 v95, 0x7f
	v_mov_b32_e32 v96, 0x7f
	.loc	1 81 14                         ; triton_corpus.py:81:14
	s_and_saveexec_b64 s[56:57], s[54:55]
	s_cbranch_execz .LBB0_82
; %bb.81:
	global_load_ubyte v96, v[4:5], off
.LBB0_82:
	.loc	1 0 14 is_stmt 0                ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[56:57]
	.loc	1 81 14                         ; triton_corpus.py:81:14
	s_and_saveexec_b64 s[56:57], s[54:55]
	s_cbranch_execz .LBB0_84
; %bb.83:
	global_load_ubyte v95, v[4:5], off offset:2
.LBB0_84:
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[56:57]
	.loc	1 82 31 is_stmt 1               ; triton_corpus.py:82:31
	v_mul_lo_u32 v4, s61, v2
	.loc	1 82 22 is_stmt 0               ; triton_corpus.py:82:22
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[16:17]
	v_mov_b32_e32 v97, 0x7f
	v_mov_b32_e32 v98, 0x7f
	.loc	1 82 14                         ; triton_corpus.py:82:14
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_86
; %bb.85:
	global_load_ubyte v98, v[4:5], off
.LBB0_86:
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[54:55]
	.loc	1 82 14                         ; triton_corpus.py:82:14
	s_and_saveexec_b64 s[54:55], s[16:17]
	s_cbranch_execz .LBB0_88
; %bb.87:
	global_load_ubyte v97, v[4:5], off offset:2
.LBB0_88:
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[54:55]
	.loc	1 76 13 is_stmt 1               ; triton_corpus.py:76:13
	v_add_u32_e32 v4, 0, v58
	v_xor_b32_e32 v66, 32, v58
	s_waitcnt vmcnt(0)
	ds_write_b8 v4, v7
	ds_write_b8 v4, v15 offset:2048
	v_add_u32_e32 v7, 0, v66
	v_xor_b32_e32 v67, 48, v58
	ds_write_b8 v7, v9 offset:512
	ds_write_b8 v7, v19 offset:2560
	v_add_u32_e32 v7, 0, v67
	v_xor_b32_e32 v68, 64, v58
	ds_write_b8 v7, v10 offset:768
	ds_write_b8 v7, v20 offset:2816
	v_add_u32_e32 v7, 0, v68
	v_xor_b32_e32 v69, 0x50, v58
	ds_write_b8 v7, v11 offset:1024
	ds_write_b8 v7, v21 offset:3072
	v_add_u32_e32 v7, 0, v69
	v_xor_b32_e32 v70, 0x60, v58
	v_xor_b32_e32 v65, 16, v58
	ds_write_b8 v7, v12 offset:1280
	ds_write_b8 v7, v22 offset:3328
	v_add_u32_e32 v7, 0, v70
	v_xor_b32_e32 v71, 0x70, v58
	v_add_u32_e32 v5, 0, v65
	ds_write_b8 v7, v13 offset:1536
	ds_write_b8 v7, v23 offset:3584
	v_add_u32_e32 v7, 0, v71
	s_mov_b32 s12, 0
	ds_write_b8 v5, v8 offset:256
	ds_write_b8 v5, v18 offset:2304
	ds_write_b8 v7, v14 offset:1792
	ds_write_b8 v7, v24 offset:3840
	.loc	1 77 13                         ; triton_corpus.py:77:13
	ds_write_b8 v4, v26 offset:8192
	ds_write_b8 v4, v28 offset:8704
	ds_write_b8 v4, v30 offset:9216
	ds_write_b8 v4, v32 offset:9728
	ds_write_b8 v4, v34 offset:10240
	ds_write_b8 v4, v36 offset:10752
	ds_write_b8 v4, v38 offset:11264
	ds_write_b8 v4, v39 offset:11776
	ds_write_b8 v5, v25 offset:8448
	ds_write_b8 v5, v27 offset:8960
	ds_write_b8 v5, v29 offset:9472
	ds_write_b8 v5, v31 offset:9984
	ds_write_b8 v5, v33 offset:10496
	ds_write_b8 v5, v35 offset:11008
	ds_write_b8 v5, v37 offset:11520
	ds_write_b8 v5, v40 offset:12032
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_cmpk_gt_i32 s14, 0xff
	v_lshlrev_b32_e32 v4, 4, v0
	v_lshlrev_b32_e32 v61, 3, v0
	v_and_b32_e32 v5, 16, v0
	s_cbranch_scc1 .LBB0_90
; %bb.89:                               ; %.._crit_edge_crit_edge
	.loc	1 80 17                         ; triton_corpus.py:80:17
	v_and_b32_e32 v7, 0x2e0, v4
	v_and_or_b32 v8, v61, 8, v5
	s_movk_i32 s16, 0x110
	v_or_b32_e32 v64, v8, v7
	v_bitop3_b32 v18, v8, s16, v7 bitop3:0x36
	s_mov_b64 s[16:17], 0
	s_branch .LBB0_91
.LBB0_90:
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	s_mov_b64 s[16:17], -1
                                        ; implicit-def: $vgpr64
                                        ; implicit-def: $vgpr18
.LBB0_91:                               ; %Flow
	s_and_b64 s[16:17], s[16:17], exec
	v_and_b32_e32 v60, 32, v0
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	v_lshlrev_b32_e32 v62, 7, v6
	v_lshrrev_b32_e32 v63, 1, v60
	s_cbranch_scc1 .LBB0_167
; %bb.92:                               ; %.lr.ph
	.loc	1 75 5 is_stmt 1                ; triton_corpus.py:75:5
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[2:3]
	s_movk_i32 s7, 0x70
	v_and_b32_e32 v2, 0x70, v61
	v_bitop3_b32 v3, v61, v63, s7 bitop3:0x6c
	s_movk_i32 s7, 0x60
	v_bitop3_b32 v72, v2, v62, v63 bitop3:0xde
	v_bitop3_b32 v73, v3, 32, v62 bitop3:0x36
	v_bitop3_b32 v74, v3, 64, v62 bitop3:0x36
	v_bitop3_b32 v75, v3, s7, v62 bitop3:0x36
	v_and_b32_e32 v2, 0x2e0, v4
	v_and_or_b32 v3, v61, 8, v5
	v_or_b32_e32 v64, v3, v2
	v_bitop3_b32 v76, v3, 16, v2 bitop3:0x36
	v_add_u32_e32 v2, s59, v6
	.loc	1 75 23 is_stmt 0               ; triton_corpus.py:75:23
	s_lshr_b32 s6, s62, 25
	.loc	1 75 5                          ; triton_corpus.py:75:5
	v_mul_lo_u32 v2, s61, v2
	.loc	1 75 23                         ; triton_corpus.py:75:23
	s_add_i32 s6, s14, s6
	.loc	1 75 5                          ; triton_corpus.py:75:5
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 75 23                         ; triton_corpus.py:75:23
	s_ashr_i32 s6, s6, 7
	.loc	1 75 5                          ; triton_corpus.py:75:5
	v_lshl_add_u64 v[20:21], s[4:5], 0, v[2:3]
	v_add_u32_e32 v2, s15, v6
	s_max_i32 s7, s6, 2
	v_mul_lo_u32 v2, s61, v2
	s_add_i32 s16, s60, s59
	s_lshl_b32 s7, s7, 7
	v_ashrrev_i32_e32 v3, 31, v2
	s_mul_i32 s4, s14, s16
	s_add_u32 s7, s7, 0xffffff80
	v_lshl_add_u64 v[22:23], s[8:9], 0, v[2:3]
	s_ashr_i32 s5, s4, 31
	s_and_b32 s8, s33, 64
	s_add_u32 s4, s2, s4
	v_bitop3_b16 v0, s8, v0, 63 bitop3:0xf8
	s_addc_u32 s5, s3, s5
	s_add_i32 s8, s16, 30
	s_mul_i32 s8, s14, s8
	s_ashr_i32 s9, s8, 31
	v_and_b32_e32 v2, 0xffff, v0
	v_mov_b32_e32 v3, s12
	s_add_u32 s8, s2, s8
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	s_mov_b64 s[4:5], 0x80
	s_addc_u32 s9, s3, s9
	v_lshl_add_u64 v[24:25], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_add_i32 s8, s16, 28
	s_mul_i32 s8, s14, s8
	s_ashr_i32 s9, s8, 31
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	v_lshl_add_u64 v[26:27], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_add_i32 s8, s16, 26
	s_mul_i32 s8, s14, s8
	s_ashr_i32 s9, s8, 31
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	v_lshl_add_u64 v[28:29], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_add_i32 s8, s16, 24
	s_mul_i32 s8, s14, s8
	s_ashr_i32 s9, s8, 31
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	v_lshl_add_u64 v[30:31], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_add_i32 s8, s16, 22
	s_mul_i32 s8, s14, s8
	s_ashr_i32 s9, s8, 31
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	v_lshl_add_u64 v[32:33], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_add_i32 s8, s16, 20
	s_mul_i32 s8, s14, s8
	s_ashr_i32 s9, s8, 31
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	v_lshl_add_u64 v[34:35], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_add_i32 s8, s16, 18
	s_mul_i32 s8, s14, s8
	s_ashr_i32 s9, s8, 31
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	v_lshl_add_u64 v[36:37], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_add_i32 s8, s16, 16
	s_mul_i32 s8, s14, s8
	s_ashr_i32 s9, s8, 31
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	v_lshl_add_u64 v[38:39], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_add_i32 s8, s16, 14
	s_mul_i32 s8, s14, s8
	s_ashr_i32 s9, s8, 31
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	v_lshl_add_u64 v[40:41], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_add_i32 s8, s16, 12
	s_mul_i32 s8, s14, s8
	s_ashr_i32 s9, s8, 31
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	v_lshl_add_u64 v[42:43], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_add_i32 s8, s16, 10
	s_mul_i32 s8, s14, s8
	s_ashr_i32 s9, s8, 31
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	v_lshl_add_u64 v[44:45], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_add_i32 s8, s16, 8
	s_mul_i32 s8, s14, s8
	s_ashr_i32 s9, s8, 31
	v_add_u32_e32 v0, s58, v1
	s_add_u32 s8, s2, s8
	v_lshrrev_b32_e32 v0, 5, v0
	s_addc_u32 s9, s3, s9
	v_add_u32_e32 v1, 0xf8, v0
	v_lshl_add_u64 v[46:47], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_add_i32 s8, s16, 6
	v_mul_lo_u32 v79, s13, v1
	v_or_b32_e32 v1, 0xf0, v0
	s_mul_i32 s8, s14, s8
	v_mul_lo_u32 v80, s13, v1
	v_add_u32_e32 v1, 0xe8, v0
	s_ashr_i32 s9, s8, 31
	v_mul_lo_u32 v81, s13, v1
	v_or_b32_e32 v1, 0xe0, v0
	s_add_u32 s8, s2, s8
	v_mul_lo_u32 v82, s13, v1
	v_add_u32_e32 v1, 0xd8, v0
	s_addc_u32 s9, s3, s9
	v_mul_lo_u32 v83, s13, v1
	v_or_b32_e32 v1, 0xd0, v0
	v_lshl_add_u64 v[48:49], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_add_i32 s8, s16, 4
	v_mul_lo_u32 v84, s13, v1
	v_add_u32_e32 v1, 0xc8, v0
	s_mul_i32 s8, s14, s8
	v_mul_lo_u32 v85, s13, v1
	v_or_b32_e32 v1, 0xc0, v0
	s_ashr_i32 s9, s8, 31
	v_mul_lo_u32 v86, s13, v1
	v_add_u32_e32 v1, 0xb8, v0
	s_add_u32 s8, s2, s8
	v_mul_lo_u32 v87, s13, v1
	v_or_b32_e32 v1, 0xb0, v0
	s_addc_u32 s9, s3, s9
	s_add_i32 s16, s16, 2
	v_mul_lo_u32 v88, s13, v1
	v_add_u32_e32 v1, 0xa8, v0
	s_mul_i32 s14, s14, s16
	v_mul_lo_u32 v89, s13, v1
	v_or_b32_e32 v1, 0xa0, v0
	v_lshl_add_u64 v[50:51], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_ashr_i32 s8, s14, 31
	v_mul_lo_u32 v90, s13, v1
	v_add_u32_e32 v1, 0x98, v0
	s_add_u32 s2, s2, s14
	v_mul_lo_u32 v91, s13, v1
	v_or_b32_e32 v1, 0x90, v0
	s_addc_u32 s3, s3, s8
	v_mul_lo_u32 v92, s13, v1
	v_add_u32_e32 v1, 0x88, v0
	v_or_b32_e32 v0, 0x80, v0
	s_mov_b32 s6, 0xc0c0004
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	v_mul_lo_u32 v94, s13, v0
	v_mov_b32_e32 v0, 0
	v_perm_b32 v77, v98, v97, s6
	v_perm_b32 v78, v96, v95, s6
	v_lshl_add_u64 v[52:53], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[54:55], v[2:3], 0, s[4:5]
	s_lshl_b32 s8, s13, 7
	v_mul_lo_u32 v93, s13, v1
	s_movk_i32 s16, 0x2000
	s_mov_b64 s[2:3], 0
	s_mov_b32 s9, 0
	s_mov_b32 s14, 0
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
	s_branch .LBB0_94
.LBB0_93:                               ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[4:5]
	.loc	1 83 15 is_stmt 1               ; triton_corpus.py:83:15
	v_and_b32_e32 v56, 0xffff, v78
	v_and_b32_e32 v57, 0xffff, v77
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_add_i32 s4, s14, 1
	s_cmp_lt_i32 s4, 2
	.loc	1 83 15                         ; triton_corpus.py:83:15
	s_waitcnt lgkmcnt(2)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[124:131], v[108:115], v[0:15], v57, v56 op_sel_hi:[0,0,0]
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_cselect_b32 s14, s4, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_lshl_b32 s12, s14, 12
	v_add_u32_e32 v77, s12, v58
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b8 v77, v99
	ds_write_b8 v77, v139 offset:2048
	v_add_u32_e32 v99, s12, v66
	ds_write_b8 v99, v133 offset:512
	ds_write_b8 v99, v141 offset:2560
	v_add_u32_e32 v99, s12, v67
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_add_i32 s16, s12, 0x2000
	.loc	1 76 13                         ; triton_corpus.py:76:13
	ds_write_b8 v99, v134 offset:768
	ds_write_b8 v99, v142 offset:2816
	v_add_u32_e32 v99, s12, v68
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_add_u32 s2, s2, 0x80
	.loc	1 76 13                         ; triton_corpus.py:76:13
	v_add_u32_e32 v78, s12, v65
	.loc	1 83 15                         ; triton_corpus.py:83:15
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[116:123], v[100:107], v[0:15], v57, v56 op_sel:[1,1,0] op_sel_hi:[0,0,0]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	ds_write_b8 v99, v135 offset:1024
	ds_write_b8 v99, v143 offset:3072
	v_add_u32_e32 v99, s12, v69
	v_add_u32_e32 v56, s12, v71
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_addc_u32 s3, s3, 0
	s_add_i32 s9, s9, s8
	.loc	1 76 13                         ; triton_corpus.py:76:13
	ds_write_b8 v78, v132 offset:256
	ds_write_b8 v78, v140 offset:2304
	ds_write_b8 v99, v136 offset:1280
	ds_write_b8 v99, v144 offset:3328
	v_add_u32_e32 v99, s12, v70
	ds_write_b8 v56, v138 offset:1792
	ds_write_b8 v56, v146 offset:3840
	.loc	1 77 13                         ; triton_corpus.py:77:13
	ds_write_b8 v77, v148 offset:8192
	ds_write_b8 v77, v150 offset:8704
	ds_write_b8 v77, v152 offset:9216
	ds_write_b8 v77, v154 offset:9728
	ds_write_b8 v77, v156 offset:10240
	ds_write_b8 v77, v158 offset:10752
	ds_write_b8 v77, v160 offset:11264
	ds_write_b8 v77, v162 offset:11776
	ds_write_b8 v78, v147 offset:8448
	ds_write_b8 v78, v149 offset:8960
	ds_write_b8 v78, v151 offset:9472
	ds_write_b8 v78, v153 offset:9984
	ds_write_b8 v78, v155 offset:10496
	ds_write_b8 v78, v157 offset:11008
	ds_write_b8 v78, v159 offset:11520
	ds_write_b8 v78, v161 offset:12032
	v_perm_b32 v77, v98, v97, s6
	.loc	1 75 5                          ; triton_corpus.py:75:5
	v_perm_b32 v78, v96, v95, s6
	v_lshl_add_u64 v[20:21], v[20:21], 0, 4
	s_cmp_lg_u32 s7, s2
	v_lshl_add_u64 v[22:23], v[22:23], 0, 4
	.loc	1 76 13                         ; triton_corpus.py:76:13
	ds_write_b8 v99, v137 offset:1536
	ds_write_b8 v99, v145 offset:3584
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_cbranch_scc0 .LBB0_168
.LBB0_94:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[20:21], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_111
; %bb.95:                               ;   in Loop: Header=BB0_94 Depth=1
	v_lshl_add_u64 v[56:57], v[24:25], 0, s[2:3]
	global_load_ubyte v99, v[56:57], off
	s_and_b64 s[4:5], s[22:23], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_112
.LBB0_96:                               ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v132, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[24:25], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_113
.LBB0_97:                               ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v133, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[26:27], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_114
.LBB0_98:                               ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v134, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[28:29], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_115
.LBB0_99:                               ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v135, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[30:31], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_116
.LBB0_100:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v136, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[34:35], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_117
.LBB0_101:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v137, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[36:37], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_118
.LBB0_102:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v138, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[38:39], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_119
.LBB0_103:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v139, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[40:41], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_120
.LBB0_104:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v140, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[42:43], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_121
.LBB0_105:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v141, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[44:45], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_122
.LBB0_106:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v142, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[46:47], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_123
.LBB0_107:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v143, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[48:49], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_124
.LBB0_108:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v144, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[50:51], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_125
.LBB0_109:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v145, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[52:53], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_126
.LBB0_110:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v146, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_branch .LBB0_127
.LBB0_111:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v99, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[22:23], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_96
.LBB0_112:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[56:57], v[54:55], 0, s[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v132, v[56:57], off
	s_and_b64 s[4:5], s[24:25], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_97
.LBB0_113:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[56:57], v[52:53], 0, s[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v133, v[56:57], off
	s_and_b64 s[4:5], s[26:27], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_98
.LBB0_114:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[56:57], v[50:51], 0, s[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v134, v[56:57], off
	s_and_b64 s[4:5], s[28:29], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_99
.LBB0_115:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[56:57], v[48:49], 0, s[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v135, v[56:57], off
	s_and_b64 s[4:5], s[30:31], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_100
.LBB0_116:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[56:57], v[46:47], 0, s[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v136, v[56:57], off
	s_and_b64 s[4:5], s[34:35], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_101
.LBB0_117:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[56:57], v[44:45], 0, s[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v137, v[56:57], off
	s_and_b64 s[4:5], s[36:37], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_102
.LBB0_118:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[56:57], v[42:43], 0, s[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v138, v[56:57], off
	s_and_b64 s[4:5], s[38:39], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_103
.LBB0_119:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[56:57], v[40:41], 0, s[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v139, v[56:57], off
	s_and_b64 s[4:5], s[40:41], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_104
.LBB0_120:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[56:57], v[38:39], 0, s[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v140, v[56:57], off
	s_and_b64 s[4:5], s[42:43], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_105
.LBB0_121:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[56:57], v[36:37], 0, s[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v141, v[56:57], off
	s_and_b64 s[4:5], s[44:45], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_106
.LBB0_122:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[56:57], v[34:35], 0, s[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v142, v[56:57], off
	s_and_b64 s[4:5], s[46:47], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_107
.LBB0_123:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[56:57], v[32:33], 0, s[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v143, v[56:57], off
	s_and_b64 s[4:5], s[48:49], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_108
.LBB0_124:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[56:57], v[30:31], 0, s[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v144, v[56:57], off
	s_and_b64 s[4:5], s[50:51], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_109
.LBB0_125:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[56:57], v[28:29], 0, s[2:3]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v145, v[56:57], off
	s_and_b64 s[4:5], s[52:53], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_110
.LBB0_126:                              ;   in Loop: Header=BB0_94 Depth=1
	v_lshl_add_u64 v[56:57], v[26:27], 0, s[2:3]
	global_load_ubyte v146, v[56:57], off
.LBB0_127:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 79 17 is_stmt 1               ; triton_corpus.py:79:17
	v_add_u32_e32 v56, s12, v72
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[108:111], v56
	v_add_u32_e32 v56, s12, v73
	ds_read_b128 v[112:115], v56
	v_add_u32_e32 v56, s12, v74
	ds_read_b128 v[100:103], v56
	v_add_u32_e32 v56, s12, v75
	.loc	1 77 13                         ; triton_corpus.py:77:13
	ds_read_b128 v[104:107], v56
	v_mov_b32_e32 v147, 0
	v_mov_b32_e32 v148, 0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_129
; %bb.128:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_add_u32_e32 v56, s9, v94
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v148, v[56:57], off
.LBB0_129:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_131
; %bb.130:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_add_u32_e32 v56, s9, v93
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v147, v[56:57], off
.LBB0_131:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v149, 0
	v_mov_b32_e32 v150, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_133
; %bb.132:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_add_u32_e32 v56, s9, v92
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v150, v[56:57], off
.LBB0_133:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_135
; %bb.134:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_add_u32_e32 v56, s9, v91
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v149, v[56:57], off
.LBB0_135:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v151, 0
	v_mov_b32_e32 v152, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_137
; %bb.136:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_add_u32_e32 v56, s9, v90
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v152, v[56:57], off
.LBB0_137:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_139
; %bb.138:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_add_u32_e32 v56, s9, v89
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v151, v[56:57], off
.LBB0_139:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v153, 0
	v_mov_b32_e32 v154, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_141
; %bb.140:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_add_u32_e32 v56, s9, v88
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v154, v[56:57], off
.LBB0_141:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_143
; %bb.142:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_add_u32_e32 v56, s9, v87
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v153, v[56:57], off
.LBB0_143:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v155, 0
	v_mov_b32_e32 v156, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_145
; %bb.144:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_add_u32_e32 v56, s9, v86
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v156, v[56:57], off
.LBB0_145:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_147
; %bb.146:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_add_u32_e32 v56, s9, v85
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v155, v[56:57], off
.LBB0_147:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v157, 0
	v_mov_b32_e32 v158, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_149
; %bb.148:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_add_u32_e32 v56, s9, v84
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v158, v[56:57], off
.LBB0_149:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_151
; %bb.150:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_add_u32_e32 v56, s9, v83
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v157, v[56:57], off
.LBB0_151:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v159, 0
	v_mov_b32_e32 v160, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_153
; %bb.152:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_add_u32_e32 v56, s9, v82
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v160, v[56:57], off
.LBB0_153:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_155
; %bb.154:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_add_u32_e32 v56, s9, v81
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v159, v[56:57], off
.LBB0_155:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v161, 0
	v_mov_b32_e32 v162, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_157
; %bb.156:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_add_u32_e32 v56, s9, v80
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v162, v[56:57], off
.LBB0_157:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_159
; %bb.158:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_add_u32_e32 v56, s9, v79
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v161, v[56:57], off
.LBB0_159:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 80 17 is_stmt 1               ; triton_corpus.py:80:17
	v_add_u32_e32 v56, s16, v64
	ds_read_b64_tr_b8 v[124:125], v56
	ds_read_b64_tr_b8 v[128:129], v56 offset:1024
	ds_read_b64_tr_b8 v[116:117], v56 offset:2048
	ds_read_b64_tr_b8 v[120:121], v56 offset:3072
	v_add_u32_e32 v56, s16, v76
	ds_read_b64_tr_b8 v[126:127], v56 offset:256
	ds_read_b64_tr_b8 v[130:131], v56 offset:1280
	ds_read_b64_tr_b8 v[118:119], v56 offset:2304
	ds_read_b64_tr_b8 v[122:123], v56 offset:3328
	.loc	1 81 14                         ; triton_corpus.py:81:14
	v_lshl_add_u64 v[56:57], v[20:21], 0, v[16:17]
	v_mov_b32_e32 v95, 0x7f
	v_mov_b32_e32 v96, 0x7f
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_161
; %bb.160:                              ;   in Loop: Header=BB0_94 Depth=1
	global_load_ubyte v96, v[56:57], off offset:4
.LBB0_161:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 14 is_stmt 0                ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[4:5]
	.loc	1 81 14                         ; triton_corpus.py:81:14
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_163
; %bb.162:                              ;   in Loop: Header=BB0_94 Depth=1
	global_load_ubyte v95, v[56:57], off offset:6
.LBB0_163:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[4:5]
	.loc	1 82 14 is_stmt 1               ; triton_corpus.py:82:14
	v_lshl_add_u64 v[56:57], v[22:23], 0, v[16:17]
	v_mov_b32_e32 v97, 0x7f
	v_mov_b32_e32 v98, 0x7f
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_165
; %bb.164:                              ;   in Loop: Header=BB0_94 Depth=1
	global_load_ubyte v98, v[56:57], off offset:4
.LBB0_165:                              ;   in Loop: Header=BB0_94 Depth=1
	.loc	1 0 14 is_stmt 0                ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[4:5]
	.loc	1 82 14                         ; triton_corpus.py:82:14
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_93
; %bb.166:                              ;   in Loop: Header=BB0_94 Depth=1
	global_load_ubyte v97, v[56:57], off offset:6
	s_branch .LBB0_93
.LBB0_167:
	.loc	1 0 14                          ; triton_corpus.py:0:14
	v_mov_b32_e32 v15, 0
	s_movk_i32 s16, 0x2000
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
	s_branch .LBB0_169
.LBB0_168:                              ; %._crit_edge.loopexit
	v_xor_b32_e32 v18, 0x110, v64
.LBB0_169:                              ; %Flow510
	.loc	1 80 17 is_stmt 1               ; triton_corpus.py:80:17
	v_add_u32_e32 v19, s16, v64
	v_add_u32_e32 v22, s16, v18
	.loc	1 79 17                         ; triton_corpus.py:79:17
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 80 17                         ; triton_corpus.py:80:17
	ds_read_b64_tr_b8 v[24:25], v19
	ds_read_b64_tr_b8 v[28:29], v19 offset:1024
	ds_read_b64_tr_b8 v[16:17], v19 offset:2048
	ds_read_b64_tr_b8 v[20:21], v19 offset:3072
	ds_read_b64_tr_b8 v[26:27], v22
	ds_read_b64_tr_b8 v[30:31], v22 offset:1024
	ds_read_b64_tr_b8 v[18:19], v22 offset:2048
	ds_read_b64_tr_b8 v[22:23], v22 offset:3072
	s_lshr_b32 s2, s33, 6
	.loc	1 83 15                         ; triton_corpus.py:83:15
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_171
; %bb.170:
	.loc	1 79 17                         ; triton_corpus.py:79:17
	v_and_b32_e32 v32, 0x70, v61
	v_bitop3_b32 v32, v32, v62, v63 bitop3:0xde
	v_xad_u32 v33, v32, 32, s12
	v_add_u32_e32 v34, s12, v32
	ds_read_b128 v[40:43], v33
	ds_read_b128 v[36:39], v34
	.loc	1 83 15                         ; triton_corpus.py:83:15
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v33, v96, v95, s0
	v_perm_b32 v34, v98, v97, s0
	.loc	1 79 17                         ; triton_corpus.py:79:17
	s_movk_i32 s0, 0x70
	.loc	1 83 15                         ; triton_corpus.py:83:15
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[24:31], v[36:43], v[0:15], v34, v33 op_sel_hi:[0,0,0]
	.loc	1 79 17                         ; triton_corpus.py:79:17
	v_bitop3_b32 v24, v61, v63, s0 bitop3:0x6c
	s_movk_i32 s0, 0x60
	v_bitop3_b32 v24, v24, s0, v62 bitop3:0x36
	v_add_u32_e32 v24, s12, v24
	v_xad_u32 v25, v32, 64, s12
	ds_read_b128 v[28:31], v24
	ds_read_b128 v[24:27], v25
	.loc	1 83 15                         ; triton_corpus.py:83:15
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[0:15], v34, v33 op_sel:[1,1,0] op_sel_hi:[0,0,0]
.LBB0_171:                              ; %._crit_edge._crit_edge
	.loc	1 70 23                         ; triton_corpus.py:70:23
	s_waitcnt lgkmcnt(5)
	v_lshrrev_b32_e32 v16, 3, v60
	.loc	1 71 10                         ; triton_corpus.py:71:10
	v_or_b32_e32 v16, s15, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v16
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 22                         ; triton_corpus.py:84:22
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v18, s13, v59
	.loc	1 84 14                         ; triton_corpus.py:84:14
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_cmp_eq_u32 s2, 0
	.loc	1 84 14                         ; triton_corpus.py:84:14
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[10:11]
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 84 14                         ; triton_corpus.py:84:14
	v_lshl_add_u64 v[18:19], v[16:17], 2, v[18:19]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_173
; %bb.172:
	s_nop 3
	global_store_dword v[18:19], v0, off
.LBB0_173:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	s_nop 2
	v_or_b32_e32 v0, 1, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_175
; %bb.174:
	global_store_dword v[18:19], v1, off offset:4
.LBB0_175:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	v_or_b32_e32 v0, 2, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_177
; %bb.176:
	global_store_dword v[18:19], v2, off offset:8
.LBB0_177:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	v_or_b32_e32 v0, 3, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_179
; %bb.178:
	global_store_dword v[18:19], v3, off offset:12
.LBB0_179:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	v_or_b32_e32 v0, 8, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_181
; %bb.180:
	global_store_dword v[18:19], v4, off offset:32
.LBB0_181:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	v_or_b32_e32 v0, 9, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_183
; %bb.182:
	global_store_dword v[18:19], v5, off offset:36
.LBB0_183:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	v_or_b32_e32 v0, 10, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_185
; %bb.184:
	global_store_dword v[18:19], v6, off offset:40
.LBB0_185:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	v_or_b32_e32 v0, 11, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_187
; %bb.186:
	global_store_dword v[18:19], v7, off offset:44
.LBB0_187:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	v_or_b32_e32 v0, 16, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_189
; %bb.188:
	global_store_dword v[18:19], v8, off offset:64
.LBB0_189:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	v_or_b32_e32 v0, 17, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_191
; %bb.190:
	global_store_dword v[18:19], v9, off offset:68
.LBB0_191:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	v_or_b32_e32 v0, 18, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_193
; %bb.192:
	global_store_dword v[18:19], v10, off offset:72
.LBB0_193:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	v_or_b32_e32 v0, 19, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_195
; %bb.194:
	global_store_dword v[18:19], v11, off offset:76
.LBB0_195:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	v_or_b32_e32 v0, 24, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_197
; %bb.196:
	global_store_dword v[18:19], v12, off offset:96
.LBB0_197:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	v_or_b32_e32 v0, 25, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_199
; %bb.198:
	global_store_dword v[18:19], v13, off offset:100
.LBB0_199:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	v_or_b32_e32 v0, 26, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_201
; %bb.200:
	global_store_dword v[18:19], v14, off offset:104
.LBB0_201:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	v_or_b32_e32 v0, 27, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_203
; %bb.202:
	global_store_dword v[18:19], v15, off offset:108
.LBB0_203:
	.loc	1 64 1 is_stmt 1                ; triton_corpus.py:64:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	gemm_scaled, .Lfunc_end0-gemm_scaled
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_scaled
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 13
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 163
		.amdhsa_next_free_sgpr 63
		.amdhsa_accum_offset 164
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
	.set .Lgemm_scaled.num_vgpr, 163
	.set .Lgemm_scaled.num_agpr, 0
	.set .Lgemm_scaled.numbered_sgpr, 63
	.set .Lgemm_scaled.num_named_barrier, 0
	.set .Lgemm_scaled.private_seg_size, 0
	.set .Lgemm_scaled.uses_vcc, 1
	.set .Lgemm_scaled.uses_flat_scratch, 0
	.set .Lgemm_scaled.has_dyn_sized_stack, 0
	.set .Lgemm_scaled.has_recursion, 0
	.set .Lgemm_scaled.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7396
; TotalNumSgprs: 69
; NumVgprs: 163
; NumAgprs: 0
; TotalNumVgprs: 163
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 20
; NumSGPRsForWavesPerEU: 69
; NumVGPRsForWavesPerEU: 163
; AccumOffset: 164
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 40
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
	.asciz	"/work/main/tools"              ; string offset=24 ; /work/main/tools
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
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .name:           gemm_scaled
    .private_segment_fixed_size: 0
    .sgpr_count:     69
    .sgpr_spill_count: 0
    .symbol:         gemm_scaled.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     163
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
