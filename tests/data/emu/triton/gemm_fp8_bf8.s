	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm                            ; -- Begin function gemm
	.p2align	8
	.type	gemm,@function
gemm:                                   ; @gemm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.106:
	.file	1 "/work/main/tools" "triton_corpus.py"
	.loc	1 28 0 prologue_end             ; triton_corpus.py:28:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.107:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 43 5 is_stmt 1                ; triton_corpus.py:43:5
	v_readfirstlane_b32 s18, v0
	s_lshr_b32 s33, s18, 6
	.loc	1 32 10                         ; triton_corpus.py:32:10
	s_lshl_b32 s16, s16, 5
	s_or_b32 s52, s33, s16
.Ltmp2:
	.file	2 "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13                         ; standard.py:43:13 @[ triton_corpus.py:36:23 ]
	s_add_i32 s54, s10, 63
.Ltmp3:
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s52, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s18, s52, s11
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[20:21], -1, 0
	.loc	1 38 21                         ; triton_corpus.py:38:21
	s_ashr_i32 s19, s18, 31
	s_add_u32 s22, s2, s18
	.loc	1 32 23                         ; triton_corpus.py:32:23
	v_and_b32_e32 v1, 63, v0
	.loc	1 38 21                         ; triton_corpus.py:38:21
	s_addc_u32 s23, s3, s19
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cmp_gt_i32 s54, 63
	.loc	1 39 47                         ; triton_corpus.py:39:47
	v_cmp_gt_i32_e32 vcc, s10, v1
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cselect_b64 s[18:19], -1, 0
	.loc	1 39 26                         ; triton_corpus.py:39:26
	s_and_b64 s[24:25], vcc, s[20:21]
	.loc	1 38 49                         ; triton_corpus.py:38:49
	v_mul_lo_u32 v2, s12, v1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[26:27], s[18:19], s[24:25]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_lshl_add_u64 v[4:5], s[22:23], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v7, v[4:5], off
.LBB0_2:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[24:25]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s26, s52, 4
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s26, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s26, s26, s11
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[24:25], -1, 0
	.loc	1 38 21                         ; triton_corpus.py:38:21
	s_ashr_i32 s27, s26, 31
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	.loc	1 39 26                         ; triton_corpus.py:39:26
	s_and_b64 s[28:29], vcc, s[24:25]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[30:31], s[18:19], s[28:29]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[28:29], s[30:31]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[4:5], s[26:27], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v6, v[4:5], off
.LBB0_4:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s30, s52, 8
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s30, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s30, s30, s11
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 38 21                         ; triton_corpus.py:38:21
	s_ashr_i32 s31, s30, 31
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s31
	.loc	1 39 26                         ; triton_corpus.py:39:26
	s_and_b64 s[34:35], vcc, s[28:29]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[36:37], s[18:19], s[34:35]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[34:35], s[36:37]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[4:5], s[30:31], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v9, v[4:5], off
.LBB0_6:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[34:35]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s36, s52, 12
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s36, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s36, s36, s11
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 38 21                         ; triton_corpus.py:38:21
	s_ashr_i32 s37, s36, 31
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	.loc	1 39 26                         ; triton_corpus.py:39:26
	s_and_b64 s[38:39], vcc, s[34:35]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[40:41], s[18:19], s[38:39]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[38:39], s[40:41]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[4:5], s[36:37], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v8, v[4:5], off
.LBB0_8:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[38:39]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s40, s52, 16
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s40, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s40, s40, s11
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[38:39], -1, 0
	.loc	1 38 21                         ; triton_corpus.py:38:21
	s_ashr_i32 s41, s40, 31
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	.loc	1 39 26                         ; triton_corpus.py:39:26
	s_and_b64 s[42:43], vcc, s[38:39]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[44:45], s[18:19], s[42:43]
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[42:43], s[44:45]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[4:5], s[40:41], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v11, v[4:5], off
.LBB0_10:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[42:43]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s44, s52, 20
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s44, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s44, s44, s11
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[42:43], -1, 0
	.loc	1 38 21                         ; triton_corpus.py:38:21
	s_ashr_i32 s45, s44, 31
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	.loc	1 39 26                         ; triton_corpus.py:39:26
	s_and_b64 s[46:47], vcc, s[42:43]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[48:49], s[18:19], s[46:47]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[46:47], s[48:49]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[4:5], s[44:45], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v10, v[4:5], off
.LBB0_12:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[46:47]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s48, s52, 24
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s48, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s48, s48, s11
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[46:47], -1, 0
	.loc	1 38 21                         ; triton_corpus.py:38:21
	s_ashr_i32 s49, s48, 31
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s49
	.loc	1 39 26                         ; triton_corpus.py:39:26
	s_and_b64 s[50:51], vcc, s[46:47]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[56:57], s[18:19], s[50:51]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[50:51], s[56:57]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[4:5], s[48:49], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v13, v[4:5], off
.LBB0_14:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[50:51]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s52, s52, 28
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s52, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s52, s52, s11
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[50:51], -1, 0
	.loc	1 38 21                         ; triton_corpus.py:38:21
	s_ashr_i32 s11, s52, 31
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s11
	.loc	1 39 26                         ; triton_corpus.py:39:26
	s_and_b64 s[2:3], vcc, s[50:51]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[56:57], s[18:19], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[2:3], s[52:53], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v12, v[2:3], off
.LBB0_16:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	s_lshl_b32 s55, s33, 6
	v_or_b32_e32 v21, s55, v1
	v_and_b32_e32 v20, 31, v0
	.loc	1 33 10                         ; triton_corpus.py:33:10
	s_lshl_b32 s11, s17, 5
	v_or_b32_e32 v2, s11, v20
	.loc	1 34 10                         ; triton_corpus.py:34:10
	v_lshrrev_b32_e32 v4, 5, v21
	.loc	1 41 47                         ; triton_corpus.py:41:47
	v_cmp_gt_i32_e32 vcc, s9, v2
	.loc	1 41 27 is_stmt 0               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 40 49 is_stmt 1               ; triton_corpus.py:40:49
	v_mul_lo_u32 v2, s14, v2
	.loc	1 41 26                         ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[56:57], s[18:19], s[2:3]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mul_lo_u32 v16, v4, s13
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v15, v[16:17], off
.LBB0_18:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 8, v4
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[56:57], s[18:19], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v16, v5, s13
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v14, v[16:17], off
.LBB0_20:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 16, v4
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[56:57], s[18:19], s[2:3]
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v18, v5, s13
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[4:5], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v17, v[18:19], off
.LBB0_22:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 24, v4
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[56:57], s[18:19], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v18, v5, s13
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[4:5], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v16, v[18:19], off
.LBB0_24:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 32, v4
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[56:57], s[18:19], s[2:3]
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v22, v5, s13
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v19, v[22:23], off
.LBB0_26:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 40, v4
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[56:57], s[18:19], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v22, v5, s13
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v18, v[22:23], off
.LBB0_28:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 48, v4
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[56:57], s[18:19], s[2:3]
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v24, v5, s13
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], s[4:5], 0, v[24:25]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v23, v[24:25], off
.LBB0_30:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 56, v4
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[56:57], s[18:19], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v4, v4, s13
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v22, v[4:5], off
.LBB0_32:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_xor_b32_e32 v28, 16, v21
	.loc	1 38 13 is_stmt 1               ; triton_corpus.py:38:13
	v_add_u32_e32 v5, 0, v28
	v_xor_b32_e32 v29, 32, v21
	s_waitcnt vmcnt(0)
	ds_write_b8 v5, v6 offset:256
	ds_write_b8 v5, v10 offset:1280
	v_add_u32_e32 v6, 0, v29
	v_xor_b32_e32 v30, 48, v21
	v_add_u32_e32 v4, 0, v21
	ds_write_b8 v6, v9 offset:512
	ds_write_b8 v6, v13 offset:1536
	v_add_u32_e32 v6, 0, v30
	s_mov_b32 s57, 0
	ds_write_b8 v4, v7
	ds_write_b8 v4, v11 offset:1024
	ds_write_b8 v6, v8 offset:768
	ds_write_b8 v6, v12 offset:1792
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b8 v4, v15 offset:4096
	ds_write_b8 v4, v17 offset:4608
	ds_write_b8 v4, v19 offset:5120
	ds_write_b8 v4, v23 offset:5632
	ds_write_b8 v5, v14 offset:4352
	ds_write_b8 v5, v16 offset:4864
	ds_write_b8 v5, v18 offset:5376
	ds_write_b8 v5, v22 offset:5888
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cmpk_gt_i32 s54, 0x7f
	v_lshlrev_b32_e32 v4, 4, v0
	v_lshlrev_b32_e32 v5, 3, v0
	v_and_b32_e32 v6, 16, v0
	s_cbranch_scc1 .LBB0_34
; %bb.33:                               ; %.._crit_edge_crit_edge
	.loc	1 40 13                         ; triton_corpus.py:40:13
	v_and_b32_e32 v7, 0x2e0, v4
	v_and_or_b32 v8, v5, 8, v6
	s_movk_i32 s2, 0x110
	v_or_b32_e32 v26, v8, v7
	v_bitop3_b32 v27, v8, s2, v7 bitop3:0x36
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_35
.LBB0_34:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr27
.LBB0_35:                               ; %Flow99
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v22, 32, v0
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v23, 6, v20
	v_lshlrev_b32_e32 v24, 2, v0
	v_lshrrev_b32_e32 v25, 1, v22
	s_cbranch_scc1 .LBB0_70
; %bb.36:                               ; %.lr.ph
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[2:3]
	v_and_b32_e32 v0, 48, v24
	v_bitop3_b32 v2, v24, v25, 48 bitop3:0x6c
	v_bitop3_b32 v31, v0, v23, v25 bitop3:0xde
	v_bitop3_b32 v32, v2, 32, v23 bitop3:0x36
	v_and_b32_e32 v0, 0x2e0, v4
	v_and_or_b32 v2, v5, 8, v6
	s_movk_i32 s3, 0x110
	v_or_b32_e32 v26, v2, v0
	v_bitop3_b32 v27, v2, s3, v0 bitop3:0x36
	v_bitop3_b32 v33, v2, 16, v0 bitop3:0x36
	v_add_u32_e32 v0, s55, v1
	v_lshrrev_b32_e32 v35, 5, v0
	v_add_u32_e32 v0, 0x78, v35
	v_mul_lo_u32 v36, s13, v0
	v_add_u32_e32 v0, 0x70, v35
	v_mul_lo_u32 v37, s13, v0
	v_add_u32_e32 v0, 0x68, v35
.Ltmp4:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_ashr_i32 s2, s54, 31
.Ltmp5:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v38, s13, v0
	v_add_u32_e32 v0, 0x60, v35
.Ltmp6:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_lshr_b32 s2, s2, 26
.Ltmp7:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v39, s13, v0
	v_add_u32_e32 v0, 0x58, v35
.Ltmp8:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_add_i32 s54, s54, s2
.Ltmp9:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v40, s13, v0
	v_add_u32_e32 v0, 0x50, v35
.Ltmp10:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_ashr_i32 s2, s54, 6
.Ltmp11:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v41, s13, v0
	v_add_u32_e32 v0, 0x48, v35
	s_max_i32 s2, s2, 2
	v_mul_lo_u32 v42, s13, v0
	v_add_u32_e32 v0, 64, v35
	s_lshl_b32 s2, s2, 6
	v_or_b32_e32 v34, 64, v1
	v_mul_lo_u32 v43, s13, v0
	v_mov_b32_e32 v0, 0
	s_sub_i32 s14, s2, 64
	v_mul_lo_u32 v18, s12, v34
	s_lshl_b32 s12, s12, 6
	s_lshl_b32 s17, s13, 6
	s_movk_i32 s54, 0x1000
	s_mov_b32 s13, 0
	s_mov_b32 s55, 0
	s_mov_b32 s56, 0
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
	s_branch .LBB0_38
.LBB0_37:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	v_add_u32_e32 v67, s54, v26
	v_add_u32_e32 v68, s54, v33
	ds_read_b64_tr_b8 v[70:71], v67
	ds_read_b64_tr_b8 v[74:75], v67 offset:1024
	ds_read_b64_tr_b8 v[72:73], v68 offset:256
	ds_read_b64_tr_b8 v[76:77], v68 offset:1280
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_add_i32 s2, s56, 1
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s56, s2, 0
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[70:77], v[44:51], v[0:15] cbsz:1
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_lshl_b32 s57, s56, 11
	v_add_u32_e32 v45, s57, v29
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_add_i32 s54, s57, 0x1000
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_add_i32 s55, s55, 64
	s_add_i32 s13, s13, s17
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_barrier
	v_add_u32_e32 v67, s57, v21
	v_add_u32_e32 v44, s57, v28
	s_waitcnt vmcnt(0)
	ds_write_b8 v45, v53 offset:512
	ds_write_b8 v45, v57 offset:1536
	v_add_u32_e32 v45, s57, v30
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cmp_lg_u32 s14, s55
	v_add_u32_e32 v18, s12, v18
	.loc	1 38 13                         ; triton_corpus.py:38:13
	ds_write_b8 v67, v52
	ds_write_b8 v67, v56 offset:1024
	ds_write_b8 v44, v54 offset:256
	ds_write_b8 v44, v58 offset:1280
	ds_write_b8 v45, v55 offset:768
	ds_write_b8 v45, v59 offset:1792
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b8 v67, v60 offset:4096
	ds_write_b8 v67, v62 offset:4608
	ds_write_b8 v67, v64 offset:5120
	ds_write_b8 v67, v66 offset:5632
	ds_write_b8 v44, v61 offset:4352
	ds_write_b8 v44, v63 offset:4864
	ds_write_b8 v44, v65 offset:5376
	ds_write_b8 v44, v19 offset:5888
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cbranch_scc0 .LBB0_71
.LBB0_38:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 39 47                         ; triton_corpus.py:39:47
	v_add_u32_e32 v19, s55, v34
	v_cmp_gt_i32_e64 s[2:3], s10, v19
	.loc	1 39 26 is_stmt 0               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[20:21], s[2:3]
	.loc	1 38 21 is_stmt 1               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_mov_b32_e32 v52, 0
	.loc	1 38 13 is_stmt 0               ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_40
; %bb.39:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_lshl_add_u64 v[44:45], s[22:23], 0, v[18:19]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v52, v[44:45], off
.LBB0_40:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[24:25], s[2:3]
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_42
; %bb.41:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[44:45], s[26:27], 0, v[18:19]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v54, v[44:45], off
.LBB0_42:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[28:29], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_44
; %bb.43:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[44:45], s[30:31], 0, v[18:19]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v53, v[44:45], off
.LBB0_44:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[34:35], s[2:3]
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v55, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_46
; %bb.45:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[44:45], s[36:37], 0, v[18:19]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v55, v[44:45], off
.LBB0_46:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[38:39], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_48
; %bb.47:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[44:45], s[40:41], 0, v[18:19]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v56, v[44:45], off
.LBB0_48:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[42:43], s[2:3]
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_50
; %bb.49:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[44:45], s[44:45], 0, v[18:19]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v58, v[44:45], off
.LBB0_50:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[46:47], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_52
; %bb.51:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[44:45], s[48:49], 0, v[18:19]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v57, v[44:45], off
.LBB0_52:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[4:5], s[50:51], s[2:3]
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v59, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_54
; %bb.53:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[44:45], s[52:53], 0, v[18:19]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v59, v[44:45], off
.LBB0_54:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_add_u32_e32 v19, s57, v31
	v_add_u32_e32 v48, s57, v32
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[44:47], v19
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	ds_read_b128 v[48:51], v48
	.loc	1 37 14                         ; triton_corpus.py:37:14
	v_add_u32_e32 v19, s55, v35
	v_add_u32_e32 v61, 64, v19
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v61
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_56
; %bb.55:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_add_u32_e32 v60, s13, v43
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[16:17], 0, v[60:61]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v60, v[60:61], off
.LBB0_56:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v61, 0x48, v19
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v61
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v61, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v64, s13, v42
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[16:17], 0, v[64:65]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v61, v[64:65], off
.LBB0_58:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v63, 0x50, v19
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v63
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_60
; %bb.59:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v62, s13, v41
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[16:17], 0, v[62:63]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v62, v[62:63], off
.LBB0_60:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v63, 0x58, v19
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v63
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v63, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v66, s13, v40
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], v[16:17], 0, v[66:67]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v63, v[66:67], off
.LBB0_62:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v65, 0x60, v19
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v65
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_64
; %bb.63:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v64, s13, v39
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[16:17], 0, v[64:65]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v64, v[64:65], off
.LBB0_64:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v65, 0x68, v19
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v65
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v65, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_66
; %bb.65:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v68, s13, v38
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], v[16:17], 0, v[68:69]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v65, v[68:69], off
.LBB0_66:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v67, 0x70, v19
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v67
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_68
; %bb.67:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v66, s13, v37
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], v[16:17], 0, v[66:67]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v66, v[66:67], off
.LBB0_68:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v19, 0x78, v19
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v19
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v19, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_37
; %bb.69:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 21 is_stmt 0               ; triton_corpus.py:40:21
	v_add_u32_e32 v68, s13, v36
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], v[16:17], 0, v[68:69]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v19, v[68:69], off
	s_branch .LBB0_37
.LBB0_70:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v15, 0
	s_movk_i32 s54, 0x1000
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
.LBB0_71:                               ; %Flow100
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	v_add_u32_e32 v16, s54, v26
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 40 13                         ; triton_corpus.py:40:13
	v_add_u32_e32 v17, s54, v27
	ds_read_b64_tr_b8 v[26:27], v16
	ds_read_b64_tr_b8 v[30:31], v16 offset:1024
	ds_read_b64_tr_b8 v[28:29], v17
	ds_read_b64_tr_b8 v[32:33], v17 offset:1024
	s_load_dword s4, s[0:1], 0x38
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_73
; %bb.72:
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_and_b32_e32 v16, 48, v24
	v_bitop3_b32 v16, v16, v23, v25 bitop3:0xde
	v_xad_u32 v17, v16, 32, s57
	v_add_u32_e32 v16, s57, v16
	ds_read_b128 v[38:41], v17
	ds_read_b128 v[34:37], v16
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[26:33], v[34:41], v[0:15] cbsz:1
.LBB0_73:                               ; %._crit_edge._crit_edge
	.loc	1 32 23                         ; triton_corpus.py:32:23
	v_lshrrev_b32_e32 v16, 3, v22
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v17, s16, v20
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v18, s11, v16
	.loc	1 43 72                         ; triton_corpus.py:43:72
	v_cmp_gt_i32_e32 vcc, s8, v17
	.loc	1 43 92 is_stmt 0               ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v18
	.loc	1 43 71                         ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 22                         ; triton_corpus.py:43:22
	v_mul_lo_u32 v16, s15, v17
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_cmp_eq_u32 s33, 0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_75
; %bb.74:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v20, s4, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_nop 1
	global_store_dword v[20:21], v0, off
.LBB0_75:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	s_nop 4
	v_or_b32_e32 v0, 1, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_77
; %bb.76:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v20, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[20:21], v1, off
.LBB0_77:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 2, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_79
; %bb.78:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v2, off
.LBB0_79:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 3, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_81
; %bb.80:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v3, off
.LBB0_81:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 8, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_83
; %bb.82:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v4, off
.LBB0_83:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 9, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_85
; %bb.84:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v5, off
.LBB0_85:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 10, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_87
; %bb.86:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v6, off
.LBB0_87:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 11, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_89
; %bb.88:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v7, off
.LBB0_89:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 16, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_91
; %bb.90:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v8, off
.LBB0_91:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 17, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_93
; %bb.92:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v9, off
.LBB0_93:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 18, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_95
; %bb.94:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v10, off
.LBB0_95:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 19, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_97
; %bb.96:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v11, off
.LBB0_97:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 24, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_99
; %bb.98:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v12, off
.LBB0_99:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 25, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_101
; %bb.100:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v13, off
.LBB0_101:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 26, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_103
; %bb.102:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v14, off
.LBB0_103:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 27, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_105
; %bb.104:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v15, off
.LBB0_105:
	.loc	1 28 1 is_stmt 1                ; triton_corpus.py:28:1
	s_endpgm
.Ltmp12:
.Lfunc_end0:
	.size	gemm, .Lfunc_end0-gemm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
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
		.amdhsa_next_free_sgpr 60
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
	.set .Lgemm.num_vgpr, 78
	.set .Lgemm.num_agpr, 0
	.set .Lgemm.numbered_sgpr, 60
	.set .Lgemm.num_named_barrier, 0
	.set .Lgemm.private_seg_size, 0
	.set .Lgemm.uses_vcc, 1
	.set .Lgemm.uses_flat_scratch, 0
	.set .Lgemm.has_dyn_sized_stack, 0
	.set .Lgemm.has_recursion, 0
	.set .Lgemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4388
; TotalNumSgprs: 66
; NumVgprs: 78
; NumAgprs: 0
; TotalNumVgprs: 78
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 66
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
	.byte	36                              ; DW_AT_call_line
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
	.asciz	"gemm"                          ; string offset=41 ; gemm
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
    .max_flat_workgroup_size: 256
    .name:           gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
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
