	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_i8                         ; -- Begin function gemm_i8
	.p2align	8
	.type	gemm_i8,@function
gemm_i8:                                ; @gemm_i8
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.146:
	.file	1 "/work/main/tools" "triton_corpus.py"
	.loc	1 47 0 prologue_end             ; triton_corpus.py:47:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.147:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_lshl_b32 s16, s16, 4
.Ltmp2:
	.file	2 "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13                         ; standard.py:43:13 @[ triton_corpus.py:55:23 ]
	s_add_i32 s33, s10, 63
.Ltmp3:
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s16, s8
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_mul_i32 s84, s11, s16
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cselect_b64 s[20:21], -1, 0
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s18, s84, 31
	s_add_u32 s22, s2, s84
	s_addc_u32 s23, s3, s18
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_cmp_gt_i32 s33, 63
	.loc	1 57 94                         ; triton_corpus.py:57:94
	v_cmp_gt_i32_e32 vcc, s10, v0
	.loc	1 55 5                          ; triton_corpus.py:55:5
	s_cselect_b64 s[18:19], -1, 0
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[24:25], s[20:21], vcc
	.loc	1 57 49 is_stmt 0               ; triton_corpus.py:57:49
	v_mul_lo_u32 v2, s12, v0
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[26:27], s[18:19], s[24:25]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_lshl_add_u64 v[4:5], s[22:23], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v7, v[4:5], off
.LBB0_2:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[24:25]
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_or_b32 s24, s16, 1
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s24, s8
	s_cselect_b64 s[24:25], -1, 0
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_add_i32 s26, s84, s11
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s27, s26, 31
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[28:29], s[24:25], vcc
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[30:31], s[18:19], s[28:29]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[28:29], s[30:31]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 57 21 is_stmt 0               ; triton_corpus.py:57:21
	v_lshl_add_u64 v[4:5], s[26:27], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v6, v[4:5], off
.LBB0_4:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_or_b32 s28, s16, 2
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s28, s8
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_lshl1_add_u32 s30, s11, s84
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s31, s30, 31
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s31
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[34:35], s[28:29], vcc
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[36:37], s[18:19], s[34:35]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[34:35], s[36:37]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 57 21 is_stmt 0               ; triton_corpus.py:57:21
	v_lshl_add_u64 v[4:5], s[30:31], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v9, v[4:5], off
.LBB0_6:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[34:35]
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_or_b32 s34, s16, 3
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s34, s8
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_mul_i32 s36, s11, 3
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 57 29                         ; triton_corpus.py:57:29
	s_add_i32 s36, s84, s36
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s37, s36, 31
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[38:39], s[34:35], vcc
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[40:41], s[18:19], s[38:39]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[38:39], s[40:41]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 57 21 is_stmt 0               ; triton_corpus.py:57:21
	v_lshl_add_u64 v[4:5], s[36:37], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v8, v[4:5], off
.LBB0_8:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[38:39]
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_or_b32 s38, s16, 4
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s38, s8
	s_cselect_b64 s[38:39], -1, 0
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_lshl2_add_u32 s40, s11, s84
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s41, s40, 31
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[42:43], s[38:39], vcc
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[44:45], s[18:19], s[42:43]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v14, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[42:43], s[44:45]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 57 21 is_stmt 0               ; triton_corpus.py:57:21
	v_lshl_add_u64 v[4:5], s[40:41], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v14, v[4:5], off
.LBB0_10:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[42:43]
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_or_b32 s42, s16, 5
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s42, s8
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_mul_i32 s44, s11, 5
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cselect_b64 s[42:43], -1, 0
	.loc	1 57 29                         ; triton_corpus.py:57:29
	s_add_i32 s44, s84, s44
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s45, s44, 31
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[46:47], s[42:43], vcc
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[48:49], s[18:19], s[46:47]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[46:47], s[48:49]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 57 21 is_stmt 0               ; triton_corpus.py:57:21
	v_lshl_add_u64 v[4:5], s[44:45], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v12, v[4:5], off
.LBB0_12:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_or_b32 s46, s16, 6
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s46, s8
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_mul_i32 s48, s11, 6
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cselect_b64 s[46:47], -1, 0
	.loc	1 57 29                         ; triton_corpus.py:57:29
	s_add_i32 s48, s84, s48
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s49, s48, 31
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s49
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[50:51], s[46:47], vcc
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[52:53], s[18:19], s[50:51]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[50:51], s[52:53]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 57 21 is_stmt 0               ; triton_corpus.py:57:21
	v_lshl_add_u64 v[4:5], s[48:49], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v16, v[4:5], off
.LBB0_14:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[50:51]
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_or_b32 s50, s16, 7
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s50, s8
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_mul_i32 s52, s11, 7
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cselect_b64 s[50:51], -1, 0
	.loc	1 57 29                         ; triton_corpus.py:57:29
	s_add_i32 s52, s84, s52
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s53, s52, 31
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s53
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[54:55], s[50:51], vcc
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[56:57], s[18:19], s[54:55]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[54:55], s[56:57]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 57 21 is_stmt 0               ; triton_corpus.py:57:21
	v_lshl_add_u64 v[4:5], s[52:53], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v15, v[4:5], off
.LBB0_16:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[54:55]
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_or_b32 s54, s16, 8
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s54, s8
	s_cselect_b64 s[54:55], -1, 0
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_lshl3_add_u32 s56, s11, s84
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s57, s56, 31
	s_add_u32 s56, s2, s56
	s_addc_u32 s57, s3, s57
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[58:59], s[54:55], vcc
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[60:61], s[18:19], s[58:59]
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[58:59], s[60:61]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 57 21 is_stmt 0               ; triton_corpus.py:57:21
	v_lshl_add_u64 v[4:5], s[56:57], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v18, v[4:5], off
.LBB0_18:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[58:59]
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_or_b32 s58, s16, 9
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s58, s8
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_mul_i32 s60, s11, 9
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cselect_b64 s[58:59], -1, 0
	.loc	1 57 29                         ; triton_corpus.py:57:29
	s_add_i32 s60, s84, s60
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s61, s60, 31
	s_add_u32 s60, s2, s60
	s_addc_u32 s61, s3, s61
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[62:63], s[58:59], vcc
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[64:65], s[18:19], s[62:63]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[62:63], s[64:65]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 57 21 is_stmt 0               ; triton_corpus.py:57:21
	v_lshl_add_u64 v[4:5], s[60:61], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v17, v[4:5], off
.LBB0_20:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[62:63]
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_or_b32 s62, s16, 10
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s62, s8
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_mul_i32 s64, s11, 10
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cselect_b64 s[62:63], -1, 0
	.loc	1 57 29                         ; triton_corpus.py:57:29
	s_add_i32 s64, s84, s64
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s65, s64, 31
	s_add_u32 s64, s2, s64
	s_addc_u32 s65, s3, s65
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[66:67], s[62:63], vcc
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[68:69], s[18:19], s[66:67]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[66:67], s[68:69]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 57 21 is_stmt 0               ; triton_corpus.py:57:21
	v_lshl_add_u64 v[4:5], s[64:65], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v20, v[4:5], off
.LBB0_22:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[66:67]
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_or_b32 s66, s16, 11
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s66, s8
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_mul_i32 s68, s11, 11
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cselect_b64 s[66:67], -1, 0
	.loc	1 57 29                         ; triton_corpus.py:57:29
	s_add_i32 s68, s84, s68
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s69, s68, 31
	s_add_u32 s68, s2, s68
	s_addc_u32 s69, s3, s69
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[70:71], s[66:67], vcc
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[72:73], s[18:19], s[70:71]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[70:71], s[72:73]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 57 21 is_stmt 0               ; triton_corpus.py:57:21
	v_lshl_add_u64 v[4:5], s[68:69], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v19, v[4:5], off
.LBB0_24:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[70:71]
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_or_b32 s70, s16, 12
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s70, s8
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_mul_i32 s72, s11, 12
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 57 29                         ; triton_corpus.py:57:29
	s_add_i32 s72, s84, s72
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s73, s72, 31
	s_add_u32 s72, s2, s72
	s_addc_u32 s73, s3, s73
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[74:75], s[70:71], vcc
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[76:77], s[18:19], s[74:75]
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[74:75], s[76:77]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 57 21 is_stmt 0               ; triton_corpus.py:57:21
	v_lshl_add_u64 v[4:5], s[72:73], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v22, v[4:5], off
.LBB0_26:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[74:75]
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_or_b32 s74, s16, 13
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s74, s8
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_mul_i32 s76, s11, 13
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cselect_b64 s[74:75], -1, 0
	.loc	1 57 29                         ; triton_corpus.py:57:29
	s_add_i32 s76, s84, s76
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s77, s76, 31
	s_add_u32 s76, s2, s76
	s_addc_u32 s77, s3, s77
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[78:79], s[74:75], vcc
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[80:81], s[18:19], s[78:79]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[78:79], s[80:81]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 57 21 is_stmt 0               ; triton_corpus.py:57:21
	v_lshl_add_u64 v[4:5], s[76:77], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v21, v[4:5], off
.LBB0_28:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[78:79]
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_or_b32 s78, s16, 14
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s78, s8
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_mul_i32 s80, s11, 14
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cselect_b64 s[78:79], -1, 0
	.loc	1 57 29                         ; triton_corpus.py:57:29
	s_add_i32 s80, s84, s80
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s81, s80, 31
	s_add_u32 s80, s2, s80
	s_addc_u32 s81, s3, s81
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[82:83], s[78:79], vcc
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[82:83]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[82:83], s[86:87]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 57 21 is_stmt 0               ; triton_corpus.py:57:21
	v_lshl_add_u64 v[4:5], s[80:81], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v24, v[4:5], off
.LBB0_30:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[82:83]
	.loc	1 51 10 is_stmt 1               ; triton_corpus.py:51:10
	s_or_b32 s82, s16, 15
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cmp_lt_i32 s82, s8
	.loc	1 57 29 is_stmt 0               ; triton_corpus.py:57:29
	s_mul_i32 s11, s11, 15
	.loc	1 57 74                         ; triton_corpus.py:57:74
	s_cselect_b64 s[82:83], -1, 0
	.loc	1 57 29                         ; triton_corpus.py:57:29
	s_add_i32 s84, s84, s11
	.loc	1 57 21                         ; triton_corpus.py:57:21
	s_ashr_i32 s11, s84, 31
	s_add_u32 s84, s2, s84
	s_addc_u32 s85, s3, s11
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[2:3], s[82:83], vcc
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 57 21 is_stmt 0               ; triton_corpus.py:57:21
	v_lshl_add_u64 v[2:3], s[84:85], 0, v[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v23, v[2:3], off
.LBB0_32:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 51 23 is_stmt 1               ; triton_corpus.py:51:23
	v_and_b32_e32 v1, 15, v0
	.loc	1 52 10                         ; triton_corpus.py:52:10
	s_lshl_b32 s11, s17, 4
	v_or_b32_e32 v2, s11, v1
	.loc	1 53 10                         ; triton_corpus.py:53:10
	v_lshrrev_b32_e32 v10, 4, v0
	.loc	1 58 94                         ; triton_corpus.py:58:94
	v_cmp_gt_i32_e32 vcc, s9, v2
	.loc	1 58 74 is_stmt 0               ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v10
	.loc	1 58 49                         ; triton_corpus.py:58:49
	v_mul_lo_u32 v4, s14, v2
	.loc	1 58 73                         ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v25, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_34
; %bb.33:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mul_lo_u32 v26, s13, v10
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], s[4:5], 0, v[26:27]
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v25, v[26:27], off
.LBB0_34:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 10 is_stmt 1               ; triton_corpus.py:53:10
	v_or_b32_e32 v2, 4, v10
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 58 29 is_stmt 0               ; triton_corpus.py:58:29
	v_mul_lo_u32 v2, s13, v2
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v3, v[2:3], off
.LBB0_36:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 10 is_stmt 1               ; triton_corpus.py:53:10
	v_or_b32_e32 v2, 8, v10
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_38
; %bb.37:
	.loc	1 58 29 is_stmt 0               ; triton_corpus.py:58:29
	v_mul_lo_u32 v28, s13, v2
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], s[4:5], 0, v[28:29]
	v_lshl_add_u64 v[28:29], v[28:29], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v27, v[28:29], off
.LBB0_38:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 10 is_stmt 1               ; triton_corpus.py:53:10
	v_or_b32_e32 v2, 12, v10
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_40
; %bb.39:
	.loc	1 58 29 is_stmt 0               ; triton_corpus.py:58:29
	v_mul_lo_u32 v28, s13, v2
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], s[4:5], 0, v[28:29]
	v_lshl_add_u64 v[28:29], v[28:29], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v26, v[28:29], off
.LBB0_40:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 10 is_stmt 1               ; triton_corpus.py:53:10
	v_or_b32_e32 v2, 16, v10
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_42
; %bb.41:
	.loc	1 58 29 is_stmt 0               ; triton_corpus.py:58:29
	v_mul_lo_u32 v30, s13, v2
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[30:31], s[4:5], 0, v[30:31]
	v_lshl_add_u64 v[30:31], v[30:31], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v29, v[30:31], off
.LBB0_42:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 10 is_stmt 1               ; triton_corpus.py:53:10
	v_or_b32_e32 v2, 20, v10
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_44
; %bb.43:
	.loc	1 58 29 is_stmt 0               ; triton_corpus.py:58:29
	v_mul_lo_u32 v30, s13, v2
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[30:31], s[4:5], 0, v[30:31]
	v_lshl_add_u64 v[30:31], v[30:31], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v28, v[30:31], off
.LBB0_44:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 10 is_stmt 1               ; triton_corpus.py:53:10
	v_or_b32_e32 v2, 24, v10
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_46
; %bb.45:
	.loc	1 58 29 is_stmt 0               ; triton_corpus.py:58:29
	v_mul_lo_u32 v32, s13, v2
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], s[4:5], 0, v[32:33]
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v31, v[32:33], off
.LBB0_46:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 10 is_stmt 1               ; triton_corpus.py:53:10
	v_or_b32_e32 v2, 28, v10
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_48
; %bb.47:
	.loc	1 58 29 is_stmt 0               ; triton_corpus.py:58:29
	v_mul_lo_u32 v32, s13, v2
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], s[4:5], 0, v[32:33]
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v30, v[32:33], off
.LBB0_48:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 10 is_stmt 1               ; triton_corpus.py:53:10
	v_or_b32_e32 v2, 32, v10
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_50
; %bb.49:
	.loc	1 58 29 is_stmt 0               ; triton_corpus.py:58:29
	v_mul_lo_u32 v34, s13, v2
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], s[4:5], 0, v[34:35]
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v33, v[34:35], off
.LBB0_50:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 10 is_stmt 1               ; triton_corpus.py:53:10
	v_or_b32_e32 v2, 36, v10
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_52
; %bb.51:
	.loc	1 58 29 is_stmt 0               ; triton_corpus.py:58:29
	v_mul_lo_u32 v34, s13, v2
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], s[4:5], 0, v[34:35]
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v32, v[34:35], off
.LBB0_52:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 10 is_stmt 1               ; triton_corpus.py:53:10
	v_or_b32_e32 v2, 40, v10
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_54
; %bb.53:
	.loc	1 58 29 is_stmt 0               ; triton_corpus.py:58:29
	v_mul_lo_u32 v36, s13, v2
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[36:37], s[4:5], 0, v[36:37]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v35, v[36:37], off
.LBB0_54:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 10 is_stmt 1               ; triton_corpus.py:53:10
	v_or_b32_e32 v2, 44, v10
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_56
; %bb.55:
	.loc	1 58 29 is_stmt 0               ; triton_corpus.py:58:29
	v_mul_lo_u32 v36, s13, v2
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[36:37], s[4:5], 0, v[36:37]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v34, v[36:37], off
.LBB0_56:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 10 is_stmt 1               ; triton_corpus.py:53:10
	v_or_b32_e32 v2, 48, v10
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_58
; %bb.57:
	.loc	1 58 29 is_stmt 0               ; triton_corpus.py:58:29
	v_mul_lo_u32 v38, s13, v2
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], s[4:5], 0, v[38:39]
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v37, v[38:39], off
.LBB0_58:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 10 is_stmt 1               ; triton_corpus.py:53:10
	v_or_b32_e32 v2, 52, v10
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_60
; %bb.59:
	.loc	1 58 29 is_stmt 0               ; triton_corpus.py:58:29
	v_mul_lo_u32 v38, s13, v2
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], s[4:5], 0, v[38:39]
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v36, v[38:39], off
.LBB0_60:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 10 is_stmt 1               ; triton_corpus.py:53:10
	v_or_b32_e32 v2, 56, v10
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_62
; %bb.61:
	.loc	1 58 29 is_stmt 0               ; triton_corpus.py:58:29
	v_mul_lo_u32 v40, s13, v2
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[40:41], s[4:5], 0, v[40:41]
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v39, v[40:41], off
.LBB0_62:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 10 is_stmt 1               ; triton_corpus.py:53:10
	v_or_b32_e32 v2, 60, v10
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	s_and_b64 s[86:87], s[18:19], s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[86:87]
	s_cbranch_execz .LBB0_64
; %bb.63:
	.loc	1 58 29 is_stmt 0               ; triton_corpus.py:58:29
	v_mul_lo_u32 v40, s13, v2
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[40:41], s[4:5], 0, v[40:41]
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[4:5]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v38, v[40:41], off
.LBB0_64:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 57 13 is_stmt 1               ; triton_corpus.py:57:13
	v_add_u32_e32 v2, 0, v0
	v_xor_b32_e32 v13, 16, v0
	s_waitcnt vmcnt(0)
	ds_write_b8 v2, v7
	ds_write_b8 v2, v6 offset:64
	ds_write_b8 v2, v9 offset:128
	ds_write_b8 v2, v8 offset:192
	v_add_u32_e32 v6, 0, v13
	ds_write_b8 v6, v14 offset:256
	ds_write_b8 v6, v12 offset:320
	ds_write_b8 v6, v16 offset:384
	ds_write_b8 v6, v15 offset:448
	v_xor_b32_e32 v15, 32, v0
	v_add_u32_e32 v6, 0, v15
	v_xor_b32_e32 v16, 48, v0
	.loc	1 0 0 is_stmt 0                 ; triton_corpus.py:0
	v_and_b32_e32 v11, 48, v0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	ds_write_b8 v6, v18 offset:512
	ds_write_b8 v6, v17 offset:576
	ds_write_b8 v6, v20 offset:640
	ds_write_b8 v6, v19 offset:704
	v_add_u32_e32 v6, 0, v16
	.loc	1 58 13 is_stmt 1               ; triton_corpus.py:58:13
	v_or_b32_e32 v19, 0x3c0, v0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_mov_b32 s88, 0
	ds_write_b8 v6, v22 offset:768
	ds_write_b8 v6, v21 offset:832
	ds_write_b8 v6, v24 offset:896
	ds_write_b8 v6, v23 offset:960
	.loc	1 58 13                         ; triton_corpus.py:58:13
	ds_write_b8 v2, v25 offset:2048
	ds_write_b8 v2, v3 offset:2112
	ds_write_b8 v2, v27 offset:2176
	ds_write_b8 v2, v26 offset:2240
	ds_write_b8 v2, v29 offset:2304
	ds_write_b8 v2, v28 offset:2368
	ds_write_b8 v2, v31 offset:2432
	ds_write_b8 v2, v30 offset:2496
	ds_write_b8 v2, v33 offset:2560
	ds_write_b8 v2, v32 offset:2624
	ds_write_b8 v2, v35 offset:2688
	ds_write_b8 v2, v34 offset:2752
	ds_write_b8 v2, v37 offset:2816
	ds_write_b8 v2, v36 offset:2880
	ds_write_b8 v2, v39 offset:2944
	v_add_u32_e32 v2, 0, v19
	.loc	1 55 5                          ; triton_corpus.py:55:5
	s_cmpk_gt_i32 s33, 0x7f
	v_lshlrev_b32_e32 v12, 4, v11
	v_lshlrev_b32_e32 v14, 3, v1
	.loc	1 58 13                         ; triton_corpus.py:58:13
	ds_write_b8 v2, v38 offset:2048
	.loc	1 55 5                          ; triton_corpus.py:55:5
	s_cbranch_scc1 .LBB0_66
; %bb.65:                               ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_67
.LBB0_66:
	s_mov_b64 s[2:3], -1
.LBB0_67:                               ; %Flow155
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	v_mov_b32_e32 v2, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v17, 6, v1
	v_lshlrev_b32_e32 v18, 2, v0
	s_cbranch_scc1 .LBB0_134
; %bb.68:                               ; %.lr.ph
	.loc	1 55 5 is_stmt 1                ; triton_corpus.py:55:5
	v_or_b32_e32 v3, 0x7c, v10
	v_mul_lo_u32 v22, s13, v3
	v_or_b32_e32 v3, 0x78, v10
	v_mul_lo_u32 v23, s13, v3
	v_or_b32_e32 v3, 0x74, v10
	v_mul_lo_u32 v24, s13, v3
	v_or_b32_e32 v3, 0x70, v10
	v_mul_lo_u32 v25, s13, v3
	v_or_b32_e32 v3, 0x6c, v10
	v_mul_lo_u32 v26, s13, v3
	v_or_b32_e32 v3, 0x68, v10
	v_mul_lo_u32 v27, s13, v3
	v_or_b32_e32 v3, 0x64, v10
	v_mul_lo_u32 v28, s13, v3
	v_or_b32_e32 v3, 0x60, v10
	v_mul_lo_u32 v29, s13, v3
	v_or_b32_e32 v3, 0x5c, v10
	v_mul_lo_u32 v30, s13, v3
	v_or_b32_e32 v3, 0x58, v10
.Ltmp4:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:55:23 ]
	s_ashr_i32 s2, s33, 31
.Ltmp5:
	.loc	1 55 5                          ; triton_corpus.py:55:5
	v_mul_lo_u32 v31, s13, v3
	v_or_b32_e32 v3, 0x54, v10
.Ltmp6:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:55:23 ]
	s_lshr_b32 s2, s2, 26
.Ltmp7:
	.loc	1 55 5                          ; triton_corpus.py:55:5
	v_mul_lo_u32 v32, s13, v3
	v_or_b32_e32 v3, 0x50, v10
.Ltmp8:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:55:23 ]
	s_add_i32 s33, s33, s2
.Ltmp9:
	.loc	1 55 5                          ; triton_corpus.py:55:5
	v_mul_lo_u32 v33, s13, v3
	v_or_b32_e32 v3, 0x4c, v10
.Ltmp10:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:55:23 ]
	s_ashr_i32 s2, s33, 6
.Ltmp11:
	.loc	1 55 5                          ; triton_corpus.py:55:5
	v_mul_lo_u32 v34, s13, v3
	v_or_b32_e32 v3, 0x48, v10
	s_max_i32 s2, s2, 2
	v_mul_lo_u32 v35, s13, v3
	v_or_b32_e32 v3, 0x44, v10
	s_lshl_b32 s2, s2, 6
	v_or_b32_e32 v21, 64, v0
	v_mul_lo_u32 v36, s13, v3
	v_or_b32_e32 v3, 64, v10
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[4:5]
	v_bitop3_b32 v20, v18, 48, v0 bitop3:0x48
	s_sub_i32 s14, s2, 64
	v_mul_lo_u32 v8, s12, v21
	s_lshl_b32 s12, s12, 6
	s_lshl_b32 s17, s13, 6
	s_movk_i32 s86, 0x800
	v_mul_lo_u32 v37, s13, v3
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b32 s13, 0
	s_mov_b32 s33, 0
	s_mov_b32 s87, 0
	s_branch .LBB0_70
.LBB0_69:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 58 13 is_stmt 1               ; triton_corpus.py:58:13
	v_add3_u32 v73, s86, v12, v14
	ds_read_b64_tr_b8 v[74:75], v73
	ds_read_b64_tr_b8 v[76:77], v73 offset:128
	.loc	1 55 5                          ; triton_corpus.py:55:5
	s_add_i32 s2, s87, 1
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s87, s2, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_lshl_b32 s88, s87, 10
	.loc	1 59 16                         ; triton_corpus.py:59:16
	s_waitcnt lgkmcnt(0)
	v_mfma_i32_16x16x64_i8 v[2:5], v[74:77], v[38:41], v[2:5]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	v_add_u32_e32 v38, s88, v13
	s_waitcnt vmcnt(0)
	; wave barrier
	ds_write_b8 v38, v45 offset:256
	ds_write_b8 v38, v48 offset:320
	ds_write_b8 v38, v47 offset:384
	ds_write_b8 v38, v50 offset:448
	v_add_u32_e32 v38, s88, v15
	ds_write_b8 v38, v49 offset:512
	ds_write_b8 v38, v52 offset:576
	ds_write_b8 v38, v51 offset:640
	ds_write_b8 v38, v54 offset:704
	v_add_u32_e32 v38, s88, v16
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_add_i32 s86, s88, 0x800
	.loc	1 55 5                          ; triton_corpus.py:55:5
	s_add_i32 s33, s33, 64
	s_add_i32 s13, s13, s17
	.loc	1 57 13                         ; triton_corpus.py:57:13
	v_add_u32_e32 v73, s88, v0
	ds_write_b8 v38, v53 offset:768
	ds_write_b8 v38, v56 offset:832
	ds_write_b8 v38, v55 offset:896
	ds_write_b8 v38, v57 offset:960
	.loc	1 58 13                         ; triton_corpus.py:58:13
	v_add_u32_e32 v38, s88, v19
	.loc	1 55 5                          ; triton_corpus.py:55:5
	s_cmp_lg_u32 s14, s33
	v_add_u32_e32 v8, s12, v8
	.loc	1 57 13                         ; triton_corpus.py:57:13
	ds_write_b8 v73, v42
	ds_write_b8 v73, v44 offset:64
	ds_write_b8 v73, v43 offset:128
	ds_write_b8 v73, v46 offset:192
	.loc	1 58 13                         ; triton_corpus.py:58:13
	ds_write_b8 v73, v58 offset:2048
	ds_write_b8 v73, v60 offset:2112
	ds_write_b8 v73, v59 offset:2176
	ds_write_b8 v73, v62 offset:2240
	ds_write_b8 v73, v61 offset:2304
	ds_write_b8 v73, v64 offset:2368
	ds_write_b8 v73, v63 offset:2432
	ds_write_b8 v73, v66 offset:2496
	ds_write_b8 v73, v65 offset:2560
	ds_write_b8 v73, v68 offset:2624
	ds_write_b8 v73, v67 offset:2688
	ds_write_b8 v73, v70 offset:2752
	ds_write_b8 v73, v69 offset:2816
	ds_write_b8 v73, v72 offset:2880
	ds_write_b8 v73, v71 offset:2944
	ds_write_b8 v38, v9 offset:2048
	.loc	1 55 5                          ; triton_corpus.py:55:5
	s_cbranch_scc0 .LBB0_135
.LBB0_70:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 57 94                         ; triton_corpus.py:57:94
	v_add_u32_e32 v9, s33, v21
	v_cmp_gt_i32_e64 s[2:3], s10, v9
	.loc	1 57 73 is_stmt 0               ; triton_corpus.py:57:73
	s_and_b64 s[90:91], s[20:21], s[2:3]
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v42, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[4:5], s[90:91]
	s_cbranch_execz .LBB0_72
; %bb.71:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_lshl_add_u64 v[38:39], s[22:23], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v42, v[38:39], off
.LBB0_72:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[90:91], s[24:25], s[2:3]
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[4:5], s[90:91]
	s_cbranch_execz .LBB0_74
; %bb.73:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_lshl_add_u64 v[38:39], s[26:27], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v44, v[38:39], off
.LBB0_74:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[90:91], s[28:29], s[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[4:5], s[90:91]
	s_cbranch_execz .LBB0_76
; %bb.75:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_lshl_add_u64 v[38:39], s[30:31], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v43, v[38:39], off
.LBB0_76:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[90:91], s[34:35], s[2:3]
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[4:5], s[90:91]
	s_cbranch_execz .LBB0_78
; %bb.77:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_lshl_add_u64 v[38:39], s[36:37], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v46, v[38:39], off
.LBB0_78:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[90:91], s[38:39], s[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[4:5], s[90:91]
	s_cbranch_execz .LBB0_80
; %bb.79:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_lshl_add_u64 v[38:39], s[40:41], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v45, v[38:39], off
.LBB0_80:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[90:91], s[42:43], s[2:3]
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[4:5], s[90:91]
	s_cbranch_execz .LBB0_82
; %bb.81:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_lshl_add_u64 v[38:39], s[44:45], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v48, v[38:39], off
.LBB0_82:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[90:91], s[46:47], s[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[4:5], s[90:91]
	s_cbranch_execz .LBB0_84
; %bb.83:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_lshl_add_u64 v[38:39], s[48:49], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v47, v[38:39], off
.LBB0_84:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[90:91], s[50:51], s[2:3]
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[4:5], s[90:91]
	s_cbranch_execz .LBB0_86
; %bb.85:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_lshl_add_u64 v[38:39], s[52:53], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v50, v[38:39], off
.LBB0_86:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[90:91], s[54:55], s[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[4:5], s[90:91]
	s_cbranch_execz .LBB0_88
; %bb.87:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_lshl_add_u64 v[38:39], s[56:57], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v49, v[38:39], off
.LBB0_88:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[90:91], s[58:59], s[2:3]
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[4:5], s[90:91]
	s_cbranch_execz .LBB0_90
; %bb.89:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_lshl_add_u64 v[38:39], s[60:61], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v52, v[38:39], off
.LBB0_90:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[90:91], s[62:63], s[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[4:5], s[90:91]
	s_cbranch_execz .LBB0_92
; %bb.91:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_lshl_add_u64 v[38:39], s[64:65], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v51, v[38:39], off
.LBB0_92:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[90:91], s[66:67], s[2:3]
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[4:5], s[90:91]
	s_cbranch_execz .LBB0_94
; %bb.93:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_lshl_add_u64 v[38:39], s[68:69], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v54, v[38:39], off
.LBB0_94:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[90:91], s[70:71], s[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[4:5], s[90:91]
	s_cbranch_execz .LBB0_96
; %bb.95:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_lshl_add_u64 v[38:39], s[72:73], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v53, v[38:39], off
.LBB0_96:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[90:91], s[74:75], s[2:3]
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[4:5], s[90:91]
	s_cbranch_execz .LBB0_98
; %bb.97:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_lshl_add_u64 v[38:39], s[76:77], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v56, v[38:39], off
.LBB0_98:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[90:91], s[78:79], s[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[4:5], s[90:91]
	s_cbranch_execz .LBB0_100
; %bb.99:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_lshl_add_u64 v[38:39], s[80:81], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v55, v[38:39], off
.LBB0_100:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 57 73                         ; triton_corpus.py:57:73
	s_and_b64 s[4:5], s[82:83], s[2:3]
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v57, 0
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_102
; %bb.101:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 57 21                         ; triton_corpus.py:57:21
	v_lshl_add_u64 v[38:39], s[84:85], 0, v[8:9]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	global_load_ubyte v57, v[38:39], off
.LBB0_102:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 57 13                         ; triton_corpus.py:57:13
	v_add3_u32 v9, s88, v17, v20
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b128 v[38:41], v9
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v9, s33, v10
	v_add_u32_e32 v59, 64, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v59
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_104
; %bb.103:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_add_u32_e32 v58, s13, v37
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshl_add_u64 v[58:59], v[6:7], 0, v[58:59]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v58, v[58:59], off
.LBB0_104:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v59, 0x44, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v59
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_106
; %bb.105:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 58 29                         ; triton_corpus.py:58:29
	v_add_u32_e32 v60, s13, v36
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[6:7], 0, v[60:61]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v60, v[60:61], off
.LBB0_106:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v61, 0x48, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v61
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_108
; %bb.107:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 58 29                         ; triton_corpus.py:58:29
	v_add_u32_e32 v62, s13, v35
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[6:7], 0, v[62:63]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v59, v[62:63], off
.LBB0_108:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v61, 0x4c, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v61
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_110
; %bb.109:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 58 29                         ; triton_corpus.py:58:29
	v_add_u32_e32 v62, s13, v34
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[6:7], 0, v[62:63]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v62, v[62:63], off
.LBB0_110:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v63, 0x50, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v63
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_112
; %bb.111:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 58 29                         ; triton_corpus.py:58:29
	v_add_u32_e32 v64, s13, v33
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[6:7], 0, v[64:65]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v61, v[64:65], off
.LBB0_112:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v63, 0x54, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v63
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v64, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_114
; %bb.113:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 58 29                         ; triton_corpus.py:58:29
	v_add_u32_e32 v64, s13, v32
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[6:7], 0, v[64:65]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v64, v[64:65], off
.LBB0_114:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v65, 0x58, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v65
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_116
; %bb.115:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 58 29                         ; triton_corpus.py:58:29
	v_add_u32_e32 v66, s13, v31
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], v[6:7], 0, v[66:67]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v63, v[66:67], off
.LBB0_116:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v65, 0x5c, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v65
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_118
; %bb.117:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 58 29                         ; triton_corpus.py:58:29
	v_add_u32_e32 v66, s13, v30
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], v[6:7], 0, v[66:67]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v66, v[66:67], off
.LBB0_118:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v67, 0x60, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v67
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_120
; %bb.119:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 58 29                         ; triton_corpus.py:58:29
	v_add_u32_e32 v68, s13, v29
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], v[6:7], 0, v[68:69]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v65, v[68:69], off
.LBB0_120:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v67, 0x64, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v67
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v68, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_122
; %bb.121:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 58 29                         ; triton_corpus.py:58:29
	v_add_u32_e32 v68, s13, v28
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], v[6:7], 0, v[68:69]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v68, v[68:69], off
.LBB0_122:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v69, 0x68, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v69
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_124
; %bb.123:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 58 29                         ; triton_corpus.py:58:29
	v_add_u32_e32 v70, s13, v27
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], v[6:7], 0, v[70:71]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v67, v[70:71], off
.LBB0_124:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v69, 0x6c, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v69
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_126
; %bb.125:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 58 29                         ; triton_corpus.py:58:29
	v_add_u32_e32 v70, s13, v26
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], v[6:7], 0, v[70:71]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v70, v[70:71], off
.LBB0_126:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v71, 0x70, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v71
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_128
; %bb.127:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 58 29                         ; triton_corpus.py:58:29
	v_add_u32_e32 v72, s13, v25
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], v[6:7], 0, v[72:73]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v69, v[72:73], off
.LBB0_128:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v71, 0x74, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v71
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v72, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_130
; %bb.129:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 58 29                         ; triton_corpus.py:58:29
	v_add_u32_e32 v72, s13, v24
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], v[6:7], 0, v[72:73]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v72, v[72:73], off
.LBB0_130:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v73, 0x78, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v73
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_132
; %bb.131:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 58 29                         ; triton_corpus.py:58:29
	v_add_u32_e32 v74, s13, v23
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[74:75], v[6:7], 0, v[74:75]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v71, v[74:75], off
.LBB0_132:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 56 14 is_stmt 1               ; triton_corpus.py:56:14
	v_add_u32_e32 v9, 0x7c, v9
	.loc	1 58 74                         ; triton_corpus.py:58:74
	v_cmp_gt_i32_e64 s[2:3], s10, v9
	.loc	1 58 73 is_stmt 0               ; triton_corpus.py:58:73
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v9, 0
	.loc	1 58 13                         ; triton_corpus.py:58:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_69
; %bb.133:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 58 21                         ; triton_corpus.py:58:21
	v_add_u32_e32 v74, s13, v22
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[74:75], v[6:7], 0, v[74:75]
	.loc	1 58 13                         ; triton_corpus.py:58:13
	global_load_ubyte v9, v[74:75], off
	s_branch .LBB0_69
.LBB0_134:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v5, 0
	s_movk_i32 s86, 0x800
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v2, v5
.LBB0_135:                              ; %Flow156
	.loc	1 58 13 is_stmt 1               ; triton_corpus.py:58:13
	v_add3_u32 v8, s86, v12, v14
	s_load_dword s2, s[0:1], 0x38
	.loc	1 57 13                         ; triton_corpus.py:57:13
	s_waitcnt lgkmcnt(0)
	; wave barrier
	.loc	1 58 13                         ; triton_corpus.py:58:13
	ds_read_b64_tr_b8 v[6:7], v8
	ds_read_b64_tr_b8 v[8:9], v8 offset:128
	.loc	1 59 16                         ; triton_corpus.py:59:16
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_137
; %bb.136:
	.loc	1 57 13                         ; triton_corpus.py:57:13
	v_bitop3_b32 v0, v18, 48, v0 bitop3:0x48
	v_add3_u32 v0, s88, v17, v0
	ds_read_b128 v[12:15], v0
	.loc	1 59 16                         ; triton_corpus.py:59:16
	s_waitcnt lgkmcnt(0)
	v_mfma_i32_16x16x64_i8 v[2:5], v[6:9], v[12:15], v[2:5]
.LBB0_137:                              ; %._crit_edge._crit_edge
	.loc	1 51 23                         ; triton_corpus.py:51:23
	v_lshrrev_b32_e32 v0, 2, v11
	.loc	1 51 10 is_stmt 0               ; triton_corpus.py:51:10
	v_or_b32_e32 v1, s16, v1
	.loc	1 52 10 is_stmt 1               ; triton_corpus.py:52:10
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v6, s11, v0
	.loc	1 60 22                         ; triton_corpus.py:60:22
	v_mul_lo_u32 v0, s15, v1
	.loc	1 60 72 is_stmt 0               ; triton_corpus.py:60:72
	v_cmp_gt_i32_e32 vcc, s8, v1
	.loc	1 60 92                         ; triton_corpus.py:60:92
	v_cmp_gt_i32_e64 s[0:1], s9, v6
	.loc	1 60 14                         ; triton_corpus.py:60:14
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 60 71                         ; triton_corpus.py:60:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 60 14                         ; triton_corpus.py:60:14
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	.loc	1 60 5                          ; triton_corpus.py:60:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_139
; %bb.138:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, s2, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[0:1]
	.loc	1 60 5                          ; triton_corpus.py:60:5
	global_store_dword v[8:9], v2, off
.LBB0_139:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 52 10 is_stmt 1               ; triton_corpus.py:52:10
	v_or_b32_e32 v2, 1, v6
	.loc	1 60 92                         ; triton_corpus.py:60:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 60 71 is_stmt 0               ; triton_corpus.py:60:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 60 5                          ; triton_corpus.py:60:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_141
; %bb.140:
	.loc	1 60 42                         ; triton_corpus.py:60:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, s2, v2
	.loc	1 60 14                         ; triton_corpus.py:60:14
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[0:1]
	.loc	1 60 5                          ; triton_corpus.py:60:5
	global_store_dword v[8:9], v3, off
.LBB0_141:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 52 10 is_stmt 1               ; triton_corpus.py:52:10
	v_or_b32_e32 v2, 2, v6
	.loc	1 60 92                         ; triton_corpus.py:60:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 60 71 is_stmt 0               ; triton_corpus.py:60:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 60 5                          ; triton_corpus.py:60:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_143
; %bb.142:
	.loc	1 60 42                         ; triton_corpus.py:60:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 60 14                         ; triton_corpus.py:60:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 60 5                          ; triton_corpus.py:60:5
	global_store_dword v[2:3], v4, off
.LBB0_143:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 52 10 is_stmt 1               ; triton_corpus.py:52:10
	v_or_b32_e32 v2, 3, v6
	.loc	1 60 92                         ; triton_corpus.py:60:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 60 71 is_stmt 0               ; triton_corpus.py:60:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 60 5                          ; triton_corpus.py:60:5
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_145
; %bb.144:
	.loc	1 60 42                         ; triton_corpus.py:60:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 60 14                         ; triton_corpus.py:60:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	.loc	1 60 5                          ; triton_corpus.py:60:5
	global_store_dword v[0:1], v5, off
.LBB0_145:
	.loc	1 47 1 is_stmt 1                ; triton_corpus.py:47:1
	s_endpgm
.Ltmp12:
.Lfunc_end0:
	.size	gemm_i8, .Lfunc_end0-gemm_i8
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 78
		.amdhsa_next_free_sgpr 92
		.amdhsa_accum_offset 80
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
	.set .Lgemm_i8.num_vgpr, 78
	.set .Lgemm_i8.num_agpr, 0
	.set .Lgemm_i8.numbered_sgpr, 92
	.set .Lgemm_i8.num_named_barrier, 0
	.set .Lgemm_i8.private_seg_size, 0
	.set .Lgemm_i8.uses_vcc, 1
	.set .Lgemm_i8.uses_flat_scratch, 0
	.set .Lgemm_i8.has_dyn_sized_stack, 0
	.set .Lgemm_i8.has_recursion, 0
	.set .Lgemm_i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5620
; TotalNumSgprs: 98
; NumVgprs: 78
; NumAgprs: 0
; TotalNumVgprs: 78
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 98
; NumVGPRsForWavesPerEU: 78
; AccumOffset: 80
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 19
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
	.byte	55                              ; DW_AT_call_line
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
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
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
	.asciz	"gemm_i8"                       ; string offset=41 ; gemm_i8
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
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 64
    .name:           gemm_i8
    .private_segment_fixed_size: 0
    .sgpr_count:     98
    .sgpr_spill_count: 0
    .symbol:         gemm_i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     78
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
