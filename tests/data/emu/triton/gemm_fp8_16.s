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
; %bb.274:
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
; %bb.275:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_lshl_b32 s16, s16, 4
.Ltmp2:
	.file	2 "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13                         ; standard.py:43:13 @[ triton_corpus.py:36:23 ]
	s_add_i32 s33, s10, 0x7f
.Ltmp3:
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s16, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s86, s11, s16
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 38 21                         ; triton_corpus.py:38:21
	s_ashr_i32 s18, s86, 31
	s_add_u32 s24, s2, s86
	s_addc_u32 s25, s3, s18
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cmpk_gt_i32 s33, 0x7f
	.loc	1 39 47                         ; triton_corpus.py:39:47
	v_cmp_gt_i32_e32 vcc, s10, v0
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cselect_b64 s[20:21], -1, 0
	.loc	1 39 26                         ; triton_corpus.py:39:26
	s_and_b64 s[18:19], s[22:23], vcc
	.loc	1 38 49                         ; triton_corpus.py:38:49
	v_mul_lo_u32 v2, s12, v0
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[26:27], s[20:21], s[18:19]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[18:19], s[26:27]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_lshl_add_u64 v[4:5], s[24:25], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v7, v[4:5], off
.LBB0_2:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v1, 64, v0
	.loc	1 39 47                         ; triton_corpus.py:39:47
	v_cmp_gt_i32_e64 s[18:19], s10, v1
	.loc	1 39 26 is_stmt 0               ; triton_corpus.py:39:26
	s_and_b64 s[26:27], s[22:23], s[18:19]
	.loc	1 38 49 is_stmt 1               ; triton_corpus.py:38:49
	v_lshl_add_u32 v4, s12, 6, v2
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[28:29], s[20:21], s[26:27]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[26:27], s[28:29]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[8:9], s[24:25], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v6, v[8:9], off
.LBB0_4:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[26:27]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s26, s16, 1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s26, s8
	s_cselect_b64 s[26:27], -1, 0
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_add_i32 s28, s86, s11
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	s_ashr_i32 s29, s28, 31
	s_add_u32 s28, s2, s28
	s_addc_u32 s29, s3, s29
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[30:31], s[26:27], vcc
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[34:35], s[20:21], s[30:31]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[10:11], s[28:29], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v9, v[10:11], off
.LBB0_6:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[30:31]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[30:31], s[26:27], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[34:35], s[20:21], s[30:31]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[10:11], s[28:29], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v8, v[10:11], off
.LBB0_8:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[30:31]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s30, s16, 2
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s30, s8
	s_cselect_b64 s[30:31], -1, 0
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_lshl1_add_u32 s34, s11, s86
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	s_ashr_i32 s35, s34, 31
	s_add_u32 s34, s2, s34
	s_addc_u32 s35, s3, s35
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[36:37], s[30:31], vcc
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[38:39], s[20:21], s[36:37]
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[36:37], s[38:39]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[34:35], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v11, v[12:13], off
.LBB0_10:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[36:37]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[36:37], s[30:31], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[38:39], s[20:21], s[36:37]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[36:37], s[38:39]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[34:35], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v10, v[12:13], off
.LBB0_12:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[36:37]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s36, s16, 3
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s36, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s38, s11, 3
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_add_i32 s38, s86, s38
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	s_ashr_i32 s39, s38, 31
	s_add_u32 s38, s2, s38
	s_addc_u32 s39, s3, s39
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[40:41], s[36:37], vcc
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[42:43], s[20:21], s[40:41]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[40:41], s[42:43]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[38:39], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v16, v[12:13], off
.LBB0_14:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[40:41]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[40:41], s[36:37], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[42:43], s[20:21], s[40:41]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[40:41], s[42:43]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[38:39], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v15, v[12:13], off
.LBB0_16:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[40:41]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s40, s16, 4
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s40, s8
	s_cselect_b64 s[40:41], -1, 0
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_lshl2_add_u32 s42, s11, s86
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	s_ashr_i32 s43, s42, 31
	s_add_u32 s42, s2, s42
	s_addc_u32 s43, s3, s43
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[44:45], s[40:41], vcc
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[46:47], s[20:21], s[44:45]
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[44:45], s[46:47]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[42:43], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v18, v[12:13], off
.LBB0_18:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[44:45]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[44:45], s[40:41], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[46:47], s[20:21], s[44:45]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[44:45], s[46:47]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[42:43], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v17, v[12:13], off
.LBB0_20:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[44:45]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s44, s16, 5
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s44, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s46, s11, 5
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[44:45], -1, 0
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_add_i32 s46, s86, s46
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	s_ashr_i32 s47, s46, 31
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s47
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[48:49], s[44:45], vcc
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[50:51], s[20:21], s[48:49]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[48:49], s[50:51]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[46:47], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v20, v[12:13], off
.LBB0_22:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[48:49]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[48:49], s[44:45], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[50:51], s[20:21], s[48:49]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[48:49], s[50:51]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[46:47], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v19, v[12:13], off
.LBB0_24:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[48:49]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s48, s16, 6
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s48, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s50, s11, 6
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[48:49], -1, 0
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_add_i32 s50, s86, s50
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	s_ashr_i32 s51, s50, 31
	s_add_u32 s50, s2, s50
	s_addc_u32 s51, s3, s51
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[52:53], s[48:49], vcc
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[20:21], s[52:53]
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[52:53], s[54:55]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[50:51], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v22, v[12:13], off
.LBB0_26:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[52:53]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[52:53], s[48:49], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[20:21], s[52:53]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[52:53], s[54:55]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[50:51], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v21, v[12:13], off
.LBB0_28:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[52:53]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s52, s16, 7
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s52, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s54, s11, 7
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_add_i32 s54, s86, s54
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	s_ashr_i32 s55, s54, 31
	s_add_u32 s54, s2, s54
	s_addc_u32 s55, s3, s55
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[56:57], s[52:53], vcc
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[58:59], s[20:21], s[56:57]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[56:57], s[58:59]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[54:55], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v24, v[12:13], off
.LBB0_30:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[56:57], s[52:53], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[58:59], s[20:21], s[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[56:57], s[58:59]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[54:55], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v23, v[12:13], off
.LBB0_32:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s56, s16, 8
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s56, s8
	s_cselect_b64 s[56:57], -1, 0
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_lshl3_add_u32 s58, s11, s86
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	s_ashr_i32 s59, s58, 31
	s_add_u32 s58, s2, s58
	s_addc_u32 s59, s3, s59
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[60:61], s[56:57], vcc
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[62:63], s[20:21], s[60:61]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v25, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[60:61], s[62:63]
	s_cbranch_execz .LBB0_34
; %bb.33:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[58:59], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v25, v[12:13], off
.LBB0_34:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[60:61]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[60:61], s[56:57], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[62:63], s[20:21], s[60:61]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[60:61], s[62:63]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[58:59], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v14, v[12:13], off
.LBB0_36:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[60:61]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s60, s16, 9
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s60, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s62, s11, 9
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[60:61], -1, 0
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_add_i32 s62, s86, s62
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	s_ashr_i32 s63, s62, 31
	s_add_u32 s62, s2, s62
	s_addc_u32 s63, s3, s63
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[64:65], s[60:61], vcc
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[66:67], s[20:21], s[64:65]
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[64:65], s[66:67]
	s_cbranch_execz .LBB0_38
; %bb.37:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[62:63], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v27, v[12:13], off
.LBB0_38:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[64:65]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[64:65], s[60:61], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[66:67], s[20:21], s[64:65]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[64:65], s[66:67]
	s_cbranch_execz .LBB0_40
; %bb.39:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[62:63], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v26, v[12:13], off
.LBB0_40:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[64:65]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s64, s16, 10
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s64, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s66, s11, 10
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[64:65], -1, 0
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_add_i32 s66, s86, s66
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	s_ashr_i32 s67, s66, 31
	s_add_u32 s66, s2, s66
	s_addc_u32 s67, s3, s67
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[68:69], s[64:65], vcc
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[70:71], s[20:21], s[68:69]
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[68:69], s[70:71]
	s_cbranch_execz .LBB0_42
; %bb.41:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[66:67], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v29, v[12:13], off
.LBB0_42:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[68:69]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[68:69], s[64:65], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[70:71], s[20:21], s[68:69]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[68:69], s[70:71]
	s_cbranch_execz .LBB0_44
; %bb.43:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[66:67], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v28, v[12:13], off
.LBB0_44:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[68:69]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s68, s16, 11
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s68, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s70, s11, 11
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[68:69], -1, 0
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_add_i32 s70, s86, s70
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	s_ashr_i32 s71, s70, 31
	s_add_u32 s70, s2, s70
	s_addc_u32 s71, s3, s71
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[72:73], s[68:69], vcc
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[74:75], s[20:21], s[72:73]
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[72:73], s[74:75]
	s_cbranch_execz .LBB0_46
; %bb.45:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[70:71], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v31, v[12:13], off
.LBB0_46:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[72:73]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[72:73], s[68:69], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[74:75], s[20:21], s[72:73]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[72:73], s[74:75]
	s_cbranch_execz .LBB0_48
; %bb.47:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[70:71], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v30, v[12:13], off
.LBB0_48:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[72:73]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s72, s16, 12
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s72, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s74, s11, 12
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[72:73], -1, 0
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_add_i32 s74, s86, s74
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	s_ashr_i32 s75, s74, 31
	s_add_u32 s74, s2, s74
	s_addc_u32 s75, s3, s75
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[76:77], s[72:73], vcc
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[78:79], s[20:21], s[76:77]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[76:77], s[78:79]
	s_cbranch_execz .LBB0_50
; %bb.49:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[74:75], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v33, v[12:13], off
.LBB0_50:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[76:77]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[76:77], s[72:73], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[78:79], s[20:21], s[76:77]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[76:77], s[78:79]
	s_cbranch_execz .LBB0_52
; %bb.51:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[74:75], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v32, v[12:13], off
.LBB0_52:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[76:77]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s76, s16, 13
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s76, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s78, s11, 13
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[76:77], -1, 0
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_add_i32 s78, s86, s78
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	s_ashr_i32 s79, s78, 31
	s_add_u32 s78, s2, s78
	s_addc_u32 s79, s3, s79
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[80:81], s[76:77], vcc
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[82:83], s[20:21], s[80:81]
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[80:81], s[82:83]
	s_cbranch_execz .LBB0_54
; %bb.53:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[78:79], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v35, v[12:13], off
.LBB0_54:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[80:81]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[80:81], s[76:77], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[82:83], s[20:21], s[80:81]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[80:81], s[82:83]
	s_cbranch_execz .LBB0_56
; %bb.55:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[78:79], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v34, v[12:13], off
.LBB0_56:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[80:81]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s80, s16, 14
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s80, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s82, s11, 14
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[80:81], -1, 0
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_add_i32 s82, s86, s82
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	s_ashr_i32 s83, s82, 31
	s_add_u32 s82, s2, s82
	s_addc_u32 s83, s3, s83
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[84:85], s[80:81], vcc
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[88:89], s[20:21], s[84:85]
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[84:85], s[88:89]
	s_cbranch_execz .LBB0_58
; %bb.57:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[82:83], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v37, v[12:13], off
.LBB0_58:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[84:85]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[84:85], s[80:81], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[88:89], s[20:21], s[84:85]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[84:85], s[88:89]
	s_cbranch_execz .LBB0_60
; %bb.59:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[82:83], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v36, v[12:13], off
.LBB0_60:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[84:85]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_or_b32 s84, s16, 15
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cmp_lt_i32 s84, s8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_mul_i32 s11, s11, 15
	.loc	1 39 27                         ; triton_corpus.py:39:27
	s_cselect_b64 s[84:85], -1, 0
	.loc	1 38 29                         ; triton_corpus.py:38:29
	s_add_i32 s86, s86, s11
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	s_ashr_i32 s11, s86, 31
	s_add_u32 s86, s2, s86
	s_addc_u32 s87, s3, s11
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[2:3], s[84:85], vcc
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[88:89], s[20:21], s[2:3]
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[2:3], s[88:89]
	s_cbranch_execz .LBB0_62
; %bb.61:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[2:3], s[86:87], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v39, v[2:3], off
.LBB0_62:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[2:3], s[84:85], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_64
; %bb.63:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[2:3], s[86:87], 0, v[4:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v38, v[2:3], off
.LBB0_64:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_and_b32_e32 v1, 15, v0
	.loc	1 33 10                         ; triton_corpus.py:33:10
	s_lshl_b32 s11, s17, 4
	v_or_b32_e32 v2, s11, v1
	.loc	1 34 10                         ; triton_corpus.py:34:10
	v_lshrrev_b32_e32 v12, 4, v0
	.loc	1 41 47                         ; triton_corpus.py:41:47
	v_cmp_gt_i32_e32 vcc, s9, v2
	.loc	1 41 27 is_stmt 0               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v12
	.loc	1 40 49 is_stmt 1               ; triton_corpus.py:40:49
	v_mul_lo_u32 v2, s14, v2
	.loc	1 41 26                         ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v40, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_66
; %bb.65:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mul_lo_u32 v40, s13, v12
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[40:41], s[4:5], 0, v[40:41]
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v40, v[40:41], off
.LBB0_66:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 4, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_68
; %bb.67:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v4, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v5, v[4:5], off
.LBB0_68:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 8, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_70
; %bb.69:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v42, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshl_add_u64 v[42:43], s[4:5], 0, v[42:43]
	v_lshl_add_u64 v[42:43], v[42:43], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v42, v[42:43], off
.LBB0_70:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 12, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_72
; %bb.71:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v44, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshl_add_u64 v[44:45], s[4:5], 0, v[44:45]
	v_lshl_add_u64 v[44:45], v[44:45], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v41, v[44:45], off
.LBB0_72:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 16, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_74
; %bb.73:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v44, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshl_add_u64 v[44:45], s[4:5], 0, v[44:45]
	v_lshl_add_u64 v[44:45], v[44:45], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v44, v[44:45], off
.LBB0_74:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 20, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_76
; %bb.75:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v46, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[4:5], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v43, v[46:47], off
.LBB0_76:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 24, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_78
; %bb.77:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v46, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[46:47], s[4:5], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v46, v[46:47], off
.LBB0_78:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 28, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_80
; %bb.79:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v48, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshl_add_u64 v[48:49], s[4:5], 0, v[48:49]
	v_lshl_add_u64 v[48:49], v[48:49], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v45, v[48:49], off
.LBB0_80:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 32, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_82
; %bb.81:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v48, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshl_add_u64 v[48:49], s[4:5], 0, v[48:49]
	v_lshl_add_u64 v[48:49], v[48:49], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v48, v[48:49], off
.LBB0_82:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 36, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_84
; %bb.83:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v50, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v51, 31, v50
	v_lshl_add_u64 v[50:51], s[4:5], 0, v[50:51]
	v_lshl_add_u64 v[50:51], v[50:51], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v47, v[50:51], off
.LBB0_84:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 40, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_86
; %bb.85:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v50, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v51, 31, v50
	v_lshl_add_u64 v[50:51], s[4:5], 0, v[50:51]
	v_lshl_add_u64 v[50:51], v[50:51], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v50, v[50:51], off
.LBB0_86:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 44, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_88
; %bb.87:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v52, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], s[4:5], 0, v[52:53]
	v_lshl_add_u64 v[52:53], v[52:53], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v49, v[52:53], off
.LBB0_88:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 48, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_90
; %bb.89:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v52, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], s[4:5], 0, v[52:53]
	v_lshl_add_u64 v[52:53], v[52:53], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v52, v[52:53], off
.LBB0_90:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 52, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_92
; %bb.91:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v54, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v55, 31, v54
	v_lshl_add_u64 v[54:55], s[4:5], 0, v[54:55]
	v_lshl_add_u64 v[54:55], v[54:55], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v51, v[54:55], off
.LBB0_92:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 56, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_94
; %bb.93:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v54, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v55, 31, v54
	v_lshl_add_u64 v[54:55], s[4:5], 0, v[54:55]
	v_lshl_add_u64 v[54:55], v[54:55], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v54, v[54:55], off
.LBB0_94:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 60, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_96
; %bb.95:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v56, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], s[4:5], 0, v[56:57]
	v_lshl_add_u64 v[56:57], v[56:57], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v53, v[56:57], off
.LBB0_96:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 64, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_98
; %bb.97:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v56, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], s[4:5], 0, v[56:57]
	v_lshl_add_u64 v[56:57], v[56:57], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v56, v[56:57], off
.LBB0_98:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 0x44, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_100
; %bb.99:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v58, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshl_add_u64 v[58:59], s[4:5], 0, v[58:59]
	v_lshl_add_u64 v[58:59], v[58:59], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v55, v[58:59], off
.LBB0_100:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 0x48, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_102
; %bb.101:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v58, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshl_add_u64 v[58:59], s[4:5], 0, v[58:59]
	v_lshl_add_u64 v[58:59], v[58:59], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v58, v[58:59], off
.LBB0_102:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 0x4c, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_104
; %bb.103:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v60, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], s[4:5], 0, v[60:61]
	v_lshl_add_u64 v[60:61], v[60:61], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v57, v[60:61], off
.LBB0_104:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 0x50, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_106
; %bb.105:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v60, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], s[4:5], 0, v[60:61]
	v_lshl_add_u64 v[60:61], v[60:61], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v60, v[60:61], off
.LBB0_106:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 0x54, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_108
; %bb.107:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v62, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], s[4:5], 0, v[62:63]
	v_lshl_add_u64 v[62:63], v[62:63], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v59, v[62:63], off
.LBB0_108:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 0x58, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_110
; %bb.109:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v62, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], s[4:5], 0, v[62:63]
	v_lshl_add_u64 v[62:63], v[62:63], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v62, v[62:63], off
.LBB0_110:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 0x5c, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_112
; %bb.111:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v64, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], s[4:5], 0, v[64:65]
	v_lshl_add_u64 v[64:65], v[64:65], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v61, v[64:65], off
.LBB0_112:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 0x60, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v64, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_114
; %bb.113:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v64, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], s[4:5], 0, v[64:65]
	v_lshl_add_u64 v[64:65], v[64:65], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v64, v[64:65], off
.LBB0_114:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 0x64, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_116
; %bb.115:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v66, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], s[4:5], 0, v[66:67]
	v_lshl_add_u64 v[66:67], v[66:67], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v63, v[66:67], off
.LBB0_116:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 0x68, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_118
; %bb.117:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v66, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], s[4:5], 0, v[66:67]
	v_lshl_add_u64 v[66:67], v[66:67], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v66, v[66:67], off
.LBB0_118:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 0x6c, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_120
; %bb.119:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v68, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], s[4:5], 0, v[68:69]
	v_lshl_add_u64 v[68:69], v[68:69], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v65, v[68:69], off
.LBB0_120:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 0x70, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v68, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_122
; %bb.121:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v68, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], s[4:5], 0, v[68:69]
	v_lshl_add_u64 v[68:69], v[68:69], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v68, v[68:69], off
.LBB0_122:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 0x74, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_124
; %bb.123:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v70, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], s[4:5], 0, v[70:71]
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v67, v[70:71], off
.LBB0_124:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 0x78, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_126
; %bb.125:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v70, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], s[4:5], 0, v[70:71]
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v70, v[70:71], off
.LBB0_126:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v4, 0x7c, v12
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[20:21], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_128
; %bb.127:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v72, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], s[4:5], 0, v[72:73]
	v_lshl_add_u64 v[72:73], v[72:73], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v69, v[72:73], off
.LBB0_128:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 13 is_stmt 1               ; triton_corpus.py:38:13
	v_add_u32_e32 v4, 0, v0
	s_waitcnt vmcnt(0)
	ds_write_b8 v4, v7
	ds_write_b8 v4, v6 offset:64
	ds_write_b8 v4, v9 offset:128
	ds_write_b8 v4, v8 offset:192
	ds_write_b8 v4, v25 offset:1088
	ds_write_b8 v4, v14 offset:1024
	ds_write_b8 v4, v27 offset:1216
	ds_write_b8 v4, v26 offset:1152
	v_xor_b32_e32 v14, 16, v0
	v_add_u32_e32 v6, 0, v14
	ds_write_b8 v6, v11 offset:256
	ds_write_b8 v6, v10 offset:320
	ds_write_b8 v6, v16 offset:384
	ds_write_b8 v6, v15 offset:448
	ds_write_b8 v6, v29 offset:1344
	ds_write_b8 v6, v28 offset:1280
	ds_write_b8 v6, v31 offset:1472
	ds_write_b8 v6, v30 offset:1408
	v_xor_b32_e32 v15, 32, v0
	v_add_u32_e32 v6, 0, v15
	v_xor_b32_e32 v16, 48, v0
	ds_write_b8 v6, v18 offset:512
	ds_write_b8 v6, v17 offset:576
	ds_write_b8 v6, v20 offset:640
	ds_write_b8 v6, v19 offset:704
	ds_write_b8 v6, v33 offset:1600
	ds_write_b8 v6, v32 offset:1536
	ds_write_b8 v6, v35 offset:1728
	ds_write_b8 v6, v34 offset:1664
	v_add_u32_e32 v6, 0, v16
	.loc	1 40 13                         ; triton_corpus.py:40:13
	v_or_b32_e32 v20, 0x3c0, v0
	.loc	1 0 0 is_stmt 0                 ; triton_corpus.py:0
	v_and_b32_e32 v13, 48, v0
	.loc	1 38 13 is_stmt 1               ; triton_corpus.py:38:13
	ds_write_b8 v6, v22 offset:768
	ds_write_b8 v6, v21 offset:832
	ds_write_b8 v6, v24 offset:896
	ds_write_b8 v6, v23 offset:960
	ds_write_b8 v6, v37 offset:1856
	ds_write_b8 v6, v36 offset:1792
	ds_write_b8 v6, v39 offset:1984
	ds_write_b8 v6, v38 offset:1920
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b8 v4, v40 offset:4096
	ds_write_b8 v4, v5 offset:4160
	ds_write_b8 v4, v42 offset:4224
	ds_write_b8 v4, v41 offset:4288
	ds_write_b8 v4, v44 offset:4352
	ds_write_b8 v4, v43 offset:4416
	ds_write_b8 v4, v46 offset:4480
	ds_write_b8 v4, v45 offset:4544
	ds_write_b8 v4, v48 offset:4608
	ds_write_b8 v4, v47 offset:4672
	ds_write_b8 v4, v50 offset:4736
	ds_write_b8 v4, v49 offset:4800
	ds_write_b8 v4, v52 offset:4864
	ds_write_b8 v4, v51 offset:4928
	ds_write_b8 v4, v54 offset:4992
	v_add_u32_e32 v5, 0, v20
	v_or_b32_e32 v22, 0x7c0, v0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_mov_b32 s90, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b8 v5, v53 offset:4096
	ds_write_b8 v4, v56 offset:5120
	ds_write_b8 v4, v55 offset:5184
	ds_write_b8 v4, v58 offset:5248
	ds_write_b8 v4, v57 offset:5312
	ds_write_b8 v4, v60 offset:5376
	ds_write_b8 v4, v59 offset:5440
	ds_write_b8 v4, v62 offset:5504
	ds_write_b8 v4, v61 offset:5568
	ds_write_b8 v4, v64 offset:5632
	ds_write_b8 v4, v63 offset:5696
	ds_write_b8 v4, v66 offset:5760
	ds_write_b8 v4, v65 offset:5824
	ds_write_b8 v4, v68 offset:5888
	ds_write_b8 v4, v67 offset:5952
	ds_write_b8 v4, v70 offset:6016
	v_add_u32_e32 v4, 0, v22
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cmpk_gt_i32 s33, 0xff
	v_lshlrev_b32_e32 v17, 4, v13
	v_lshlrev_b32_e32 v18, 3, v1
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b8 v4, v69 offset:4096
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cbranch_scc1 .LBB0_130
; %bb.129:                              ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_131
.LBB0_130:
	s_mov_b64 s[2:3], -1
.LBB0_131:                              ; %Flow311
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v19, 7, v1
	v_lshlrev_b32_e32 v21, 3, v0
	s_cbranch_scc1 .LBB0_262
; %bb.132:                              ; %.lr.ph
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[2:3]
	v_and_b32_e32 v2, 0x70, v21
	v_bitop3_b32 v23, v2, v19, v13 bitop3:0xde
	v_or_b32_e32 v2, 0xc0, v0
	v_mul_lo_u32 v8, s12, v2
	v_or_b32_e32 v2, 0x80, v0
	v_mul_lo_u32 v10, s12, v2
	v_or_b32_e32 v2, 0xfc, v12
	v_mul_lo_u32 v25, s13, v2
	v_or_b32_e32 v2, 0xf8, v12
	v_mul_lo_u32 v26, s13, v2
	v_or_b32_e32 v2, 0xf4, v12
	v_mul_lo_u32 v27, s13, v2
	v_or_b32_e32 v2, 0xf0, v12
	v_mul_lo_u32 v28, s13, v2
	v_or_b32_e32 v2, 0xec, v12
	v_mul_lo_u32 v29, s13, v2
	v_or_b32_e32 v2, 0xe8, v12
	v_mul_lo_u32 v30, s13, v2
	v_or_b32_e32 v2, 0xe4, v12
	v_mul_lo_u32 v31, s13, v2
	v_or_b32_e32 v2, 0xe0, v12
	v_mul_lo_u32 v32, s13, v2
	v_or_b32_e32 v2, 0xdc, v12
	v_mul_lo_u32 v33, s13, v2
	v_or_b32_e32 v2, 0xd8, v12
	v_mul_lo_u32 v34, s13, v2
	v_or_b32_e32 v2, 0xd4, v12
	v_mul_lo_u32 v35, s13, v2
	v_or_b32_e32 v2, 0xd0, v12
	v_mul_lo_u32 v36, s13, v2
	v_or_b32_e32 v2, 0xcc, v12
	v_mul_lo_u32 v37, s13, v2
	v_or_b32_e32 v2, 0xc8, v12
	v_mul_lo_u32 v38, s13, v2
	v_or_b32_e32 v2, 0xc4, v12
	v_mul_lo_u32 v39, s13, v2
	v_or_b32_e32 v2, 0xc0, v12
	v_mul_lo_u32 v40, s13, v2
	v_or_b32_e32 v2, 0xbc, v12
	v_mul_lo_u32 v41, s13, v2
	v_or_b32_e32 v2, 0xb8, v12
	v_mul_lo_u32 v42, s13, v2
	v_or_b32_e32 v2, 0xb4, v12
	v_mul_lo_u32 v43, s13, v2
	v_or_b32_e32 v2, 0xb0, v12
	v_mul_lo_u32 v44, s13, v2
	v_or_b32_e32 v2, 0xac, v12
	v_mul_lo_u32 v45, s13, v2
	v_or_b32_e32 v2, 0xa8, v12
	v_mul_lo_u32 v46, s13, v2
	v_or_b32_e32 v2, 0xa4, v12
	v_mul_lo_u32 v47, s13, v2
	v_or_b32_e32 v2, 0xa0, v12
	v_mul_lo_u32 v48, s13, v2
	v_or_b32_e32 v2, 0x9c, v12
	v_mul_lo_u32 v49, s13, v2
	v_or_b32_e32 v2, 0x98, v12
	v_mul_lo_u32 v50, s13, v2
	v_or_b32_e32 v2, 0x94, v12
.Ltmp4:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_ashr_i32 s2, s33, 31
.Ltmp5:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v51, s13, v2
	v_or_b32_e32 v2, 0x90, v12
.Ltmp6:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_lshr_b32 s2, s2, 25
.Ltmp7:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v52, s13, v2
	v_or_b32_e32 v2, 0x8c, v12
.Ltmp8:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_add_i32 s33, s33, s2
.Ltmp9:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v53, s13, v2
	v_or_b32_e32 v2, 0x88, v12
.Ltmp10:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_ashr_i32 s2, s33, 7
.Ltmp11:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v54, s13, v2
	v_or_b32_e32 v2, 0x84, v12
	s_movk_i32 s3, 0x70
	s_max_i32 s2, s2, 2
	v_mul_lo_u32 v55, s13, v2
	v_or_b32_e32 v2, 0x80, v12
	v_bitop3_b32 v3, v21, v13, s3 bitop3:0x6c
	s_lshl_b32 s14, s2, 7
	v_mul_lo_u32 v56, s13, v2
	v_mov_b32_e32 v2, 0
	v_bitop3_b32 v24, v3, 64, v19 bitop3:0x36
	s_addk_i32 s14, 0xff80
	s_lshl_b32 s17, s12, 7
	s_lshl_b32 s18, s13, 7
	s_movk_i32 s89, 0x1000
	s_mov_b32 s19, 0
	s_mov_b32 s33, 0
	s_mov_b32 s88, 0
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	s_branch .LBB0_134
.LBB0_133:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	v_add3_u32 v127, s89, v17, v18
	ds_read_b64_tr_b8 v[128:129], v127
	ds_read_b64_tr_b8 v[130:131], v127 offset:128
	ds_read_b64_tr_b8 v[132:133], v127 offset:1024
	ds_read_b64_tr_b8 v[134:135], v127 offset:1152
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_add_i32 s2, s88, 1
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s88, s2, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_lshl_b32 s90, s88, 11
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[2:5], v[128:135], v[58:65], v[2:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_add_u32_e32 v58, s90, v0
	s_waitcnt vmcnt(0)
	; wave barrier
	ds_write_b8 v58, v57
	ds_write_b8 v58, v67 offset:64
	ds_write_b8 v58, v66 offset:128
	ds_write_b8 v58, v69 offset:192
	ds_write_b8 v58, v81 offset:1088
	ds_write_b8 v58, v83 offset:1024
	ds_write_b8 v58, v82 offset:1216
	ds_write_b8 v58, v85 offset:1152
	v_add_u32_e32 v57, s90, v14
	ds_write_b8 v57, v68 offset:256
	ds_write_b8 v57, v71 offset:320
	ds_write_b8 v57, v70 offset:384
	ds_write_b8 v57, v73 offset:448
	ds_write_b8 v57, v84 offset:1344
	ds_write_b8 v57, v87 offset:1280
	ds_write_b8 v57, v86 offset:1472
	ds_write_b8 v57, v89 offset:1408
	v_add_u32_e32 v57, s90, v15
	ds_write_b8 v57, v72 offset:512
	ds_write_b8 v57, v75 offset:576
	ds_write_b8 v57, v74 offset:640
	ds_write_b8 v57, v77 offset:704
	ds_write_b8 v57, v88 offset:1600
	ds_write_b8 v57, v91 offset:1536
	ds_write_b8 v57, v90 offset:1728
	ds_write_b8 v57, v93 offset:1664
	v_add_u32_e32 v57, s90, v16
	ds_write_b8 v57, v76 offset:768
	ds_write_b8 v57, v79 offset:832
	ds_write_b8 v57, v78 offset:896
	ds_write_b8 v57, v80 offset:960
	ds_write_b8 v57, v92 offset:1856
	ds_write_b8 v57, v95 offset:1792
	ds_write_b8 v57, v94 offset:1984
	ds_write_b8 v57, v11 offset:1920
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_add_i32 s89, s90, 0x1000
	v_add_u32_e32 v11, s90, v20
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_addk_i32 s33, 0x80
	s_add_i32 s19, s19, s18
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b8 v58, v96 offset:4096
	ds_write_b8 v58, v98 offset:4160
	ds_write_b8 v58, v97 offset:4224
	ds_write_b8 v58, v100 offset:4288
	ds_write_b8 v58, v99 offset:4352
	ds_write_b8 v58, v102 offset:4416
	ds_write_b8 v58, v101 offset:4480
	ds_write_b8 v58, v104 offset:4544
	ds_write_b8 v58, v103 offset:4608
	ds_write_b8 v58, v106 offset:4672
	ds_write_b8 v58, v105 offset:4736
	ds_write_b8 v58, v108 offset:4800
	ds_write_b8 v58, v107 offset:4864
	ds_write_b8 v58, v110 offset:4928
	ds_write_b8 v58, v109 offset:4992
	ds_write_b8 v11, v112 offset:4096
	ds_write_b8 v58, v111 offset:5120
	ds_write_b8 v58, v114 offset:5184
	ds_write_b8 v58, v113 offset:5248
	ds_write_b8 v58, v116 offset:5312
	ds_write_b8 v58, v115 offset:5376
	ds_write_b8 v58, v118 offset:5440
	ds_write_b8 v58, v117 offset:5504
	ds_write_b8 v58, v120 offset:5568
	ds_write_b8 v58, v119 offset:5632
	ds_write_b8 v58, v122 offset:5696
	ds_write_b8 v58, v121 offset:5760
	ds_write_b8 v58, v124 offset:5824
	ds_write_b8 v58, v123 offset:5888
	ds_write_b8 v58, v126 offset:5952
	ds_write_b8 v58, v125 offset:6016
	v_add_u32_e32 v11, s90, v22
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_add_u32_e32 v8, s17, v8
	s_cmp_lg_u32 s14, s33
	v_add_u32_e32 v10, s17, v10
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b8 v11, v9 offset:4096
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cbranch_scc0 .LBB0_263
.LBB0_134:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 37 14                         ; triton_corpus.py:37:14
	v_add_u32_e32 v9, s33, v0
	v_add_u32_e32 v11, 0x80, v9
	.loc	1 39 47                         ; triton_corpus.py:39:47
	v_cmp_gt_i32_e64 s[2:3], s10, v11
	.loc	1 39 26 is_stmt 0               ; triton_corpus.py:39:26
	s_and_b64 s[12:13], s[22:23], s[2:3]
	.loc	1 38 21 is_stmt 1               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_mov_b32_e32 v57, 0
	.loc	1 38 13 is_stmt 0               ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_136
; %bb.135:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_lshl_add_u64 v[58:59], s[24:25], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v57, v[58:59], off
.LBB0_136:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 47 is_stmt 1               ; triton_corpus.py:39:47
	v_add_u32_e32 v9, 0xc0, v9
	v_cmp_gt_i32_e64 s[4:5], s10, v9
	.loc	1 39 26 is_stmt 0               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[22:23], s[4:5]
	.loc	1 38 21 is_stmt 1               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	.loc	1 38 13 is_stmt 0               ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_138
; %bb.137:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[24:25], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v67, v[58:59], off
.LBB0_138:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[26:27], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_140
; %bb.139:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[28:29], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v66, v[58:59], off
.LBB0_140:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[26:27], s[4:5]
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_142
; %bb.141:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[28:29], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v69, v[58:59], off
.LBB0_142:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[30:31], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_144
; %bb.143:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[34:35], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v68, v[58:59], off
.LBB0_144:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[30:31], s[4:5]
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_146
; %bb.145:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[34:35], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v71, v[58:59], off
.LBB0_146:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[36:37], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_148
; %bb.147:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[38:39], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v70, v[58:59], off
.LBB0_148:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[36:37], s[4:5]
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_150
; %bb.149:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[38:39], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v73, v[58:59], off
.LBB0_150:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[40:41], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_152
; %bb.151:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[42:43], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v72, v[58:59], off
.LBB0_152:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[40:41], s[4:5]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_154
; %bb.153:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[42:43], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v75, v[58:59], off
.LBB0_154:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[44:45], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_156
; %bb.155:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[46:47], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v74, v[58:59], off
.LBB0_156:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[44:45], s[4:5]
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_158
; %bb.157:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[46:47], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v77, v[58:59], off
.LBB0_158:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[48:49], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_160
; %bb.159:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[50:51], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v76, v[58:59], off
.LBB0_160:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[48:49], s[4:5]
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_162
; %bb.161:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[50:51], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v79, v[58:59], off
.LBB0_162:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[52:53], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_164
; %bb.163:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[54:55], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v78, v[58:59], off
.LBB0_164:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[52:53], s[4:5]
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v80, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_166
; %bb.165:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[54:55], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v80, v[58:59], off
.LBB0_166:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[56:57], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_168
; %bb.167:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[58:59], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v81, v[58:59], off
.LBB0_168:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[56:57], s[4:5]
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_170
; %bb.169:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[58:59], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v83, v[58:59], off
.LBB0_170:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[60:61], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_172
; %bb.171:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[62:63], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v82, v[58:59], off
.LBB0_172:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[60:61], s[4:5]
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_174
; %bb.173:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[62:63], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v85, v[58:59], off
.LBB0_174:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[64:65], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_176
; %bb.175:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[66:67], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v84, v[58:59], off
.LBB0_176:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[64:65], s[4:5]
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_178
; %bb.177:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[66:67], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v87, v[58:59], off
.LBB0_178:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[68:69], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_180
; %bb.179:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[70:71], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v86, v[58:59], off
.LBB0_180:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[68:69], s[4:5]
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_182
; %bb.181:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[70:71], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v89, v[58:59], off
.LBB0_182:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[72:73], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_184
; %bb.183:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[74:75], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v88, v[58:59], off
.LBB0_184:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[72:73], s[4:5]
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_186
; %bb.185:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[74:75], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v91, v[58:59], off
.LBB0_186:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[76:77], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_188
; %bb.187:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[78:79], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v90, v[58:59], off
.LBB0_188:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[76:77], s[4:5]
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_190
; %bb.189:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[78:79], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v93, v[58:59], off
.LBB0_190:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[80:81], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_192
; %bb.191:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[82:83], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v92, v[58:59], off
.LBB0_192:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[92:93], s[80:81], s[4:5]
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[12:13], s[92:93]
	s_cbranch_execz .LBB0_194
; %bb.193:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[82:83], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v95, v[58:59], off
.LBB0_194:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[12:13], s[84:85], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[2:3], s[12:13]
	s_cbranch_execz .LBB0_196
; %bb.195:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[86:87], 0, v[10:11]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v94, v[58:59], off
.LBB0_196:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[4:5], s[84:85], s[4:5]
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v11, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_198
; %bb.197:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[58:59], s[86:87], 0, v[8:9]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v11, v[58:59], off
.LBB0_198:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_add_u32_e32 v9, s90, v23
	v_add_u32_e32 v62, s90, v24
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b128 v[58:61], v9
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	ds_read_b128 v[62:65], v62
	.loc	1 37 14                         ; triton_corpus.py:37:14
	v_add_u32_e32 v9, s33, v12
	v_add_u32_e32 v97, 0x80, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v97
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_200
; %bb.199:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_add_u32_e32 v96, s19, v56
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[96:97], v[6:7], 0, v[96:97]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v96, v[96:97], off
.LBB0_200:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v97, 0x84, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v97
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v98, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_202
; %bb.201:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v98, s19, v55
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshl_add_u64 v[98:99], v[6:7], 0, v[98:99]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v98, v[98:99], off
.LBB0_202:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v99, 0x88, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v99
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_204
; %bb.203:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v100, s19, v54
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v101, 31, v100
	v_lshl_add_u64 v[100:101], v[6:7], 0, v[100:101]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v97, v[100:101], off
.LBB0_204:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v99, 0x8c, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v99
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v100, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_206
; %bb.205:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v100, s19, v53
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v101, 31, v100
	v_lshl_add_u64 v[100:101], v[6:7], 0, v[100:101]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v100, v[100:101], off
.LBB0_206:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v101, 0x90, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v101
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_208
; %bb.207:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v102, s19, v52
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v103, 31, v102
	v_lshl_add_u64 v[102:103], v[6:7], 0, v[102:103]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v99, v[102:103], off
.LBB0_208:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v101, 0x94, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v101
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v102, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_210
; %bb.209:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v102, s19, v51
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v103, 31, v102
	v_lshl_add_u64 v[102:103], v[6:7], 0, v[102:103]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v102, v[102:103], off
.LBB0_210:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v103, 0x98, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v103
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_212
; %bb.211:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v104, s19, v50
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v105, 31, v104
	v_lshl_add_u64 v[104:105], v[6:7], 0, v[104:105]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v101, v[104:105], off
.LBB0_212:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v103, 0x9c, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v103
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v104, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_214
; %bb.213:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v104, s19, v49
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v105, 31, v104
	v_lshl_add_u64 v[104:105], v[6:7], 0, v[104:105]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v104, v[104:105], off
.LBB0_214:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v105, 0xa0, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v105
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_216
; %bb.215:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v106, s19, v48
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v107, 31, v106
	v_lshl_add_u64 v[106:107], v[6:7], 0, v[106:107]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v103, v[106:107], off
.LBB0_216:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v105, 0xa4, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v105
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v106, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_218
; %bb.217:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v106, s19, v47
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v107, 31, v106
	v_lshl_add_u64 v[106:107], v[6:7], 0, v[106:107]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v106, v[106:107], off
.LBB0_218:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v107, 0xa8, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v107
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_220
; %bb.219:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v108, s19, v46
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v109, 31, v108
	v_lshl_add_u64 v[108:109], v[6:7], 0, v[108:109]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v105, v[108:109], off
.LBB0_220:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v107, 0xac, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v107
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v108, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_222
; %bb.221:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v108, s19, v45
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v109, 31, v108
	v_lshl_add_u64 v[108:109], v[6:7], 0, v[108:109]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v108, v[108:109], off
.LBB0_222:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v109, 0xb0, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v109
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_224
; %bb.223:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v110, s19, v44
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v111, 31, v110
	v_lshl_add_u64 v[110:111], v[6:7], 0, v[110:111]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v107, v[110:111], off
.LBB0_224:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v109, 0xb4, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v109
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v110, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_226
; %bb.225:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v110, s19, v43
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v111, 31, v110
	v_lshl_add_u64 v[110:111], v[6:7], 0, v[110:111]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v110, v[110:111], off
.LBB0_226:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v111, 0xb8, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v111
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_228
; %bb.227:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v112, s19, v42
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v113, 31, v112
	v_lshl_add_u64 v[112:113], v[6:7], 0, v[112:113]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v109, v[112:113], off
.LBB0_228:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v111, 0xbc, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v111
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v112, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_230
; %bb.229:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v112, s19, v41
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v113, 31, v112
	v_lshl_add_u64 v[112:113], v[6:7], 0, v[112:113]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v112, v[112:113], off
.LBB0_230:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v113, 0xc0, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v113
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_232
; %bb.231:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v114, s19, v40
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v115, 31, v114
	v_lshl_add_u64 v[114:115], v[6:7], 0, v[114:115]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v111, v[114:115], off
.LBB0_232:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v113, 0xc4, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v113
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v114, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_234
; %bb.233:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v114, s19, v39
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v115, 31, v114
	v_lshl_add_u64 v[114:115], v[6:7], 0, v[114:115]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v114, v[114:115], off
.LBB0_234:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v115, 0xc8, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v115
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_236
; %bb.235:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v116, s19, v38
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v117, 31, v116
	v_lshl_add_u64 v[116:117], v[6:7], 0, v[116:117]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v113, v[116:117], off
.LBB0_236:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v115, 0xcc, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v115
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v116, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_238
; %bb.237:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v116, s19, v37
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v117, 31, v116
	v_lshl_add_u64 v[116:117], v[6:7], 0, v[116:117]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v116, v[116:117], off
.LBB0_238:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v117, 0xd0, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v117
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_240
; %bb.239:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v118, s19, v36
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v119, 31, v118
	v_lshl_add_u64 v[118:119], v[6:7], 0, v[118:119]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v115, v[118:119], off
.LBB0_240:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v117, 0xd4, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v117
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v117, 0
	v_mov_b32_e32 v118, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_242
; %bb.241:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v118, s19, v35
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v119, 31, v118
	v_lshl_add_u64 v[118:119], v[6:7], 0, v[118:119]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v118, v[118:119], off
.LBB0_242:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v119, 0xd8, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v119
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_244
; %bb.243:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v120, s19, v34
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v121, 31, v120
	v_lshl_add_u64 v[120:121], v[6:7], 0, v[120:121]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v117, v[120:121], off
.LBB0_244:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v119, 0xdc, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v119
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v119, 0
	v_mov_b32_e32 v120, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_246
; %bb.245:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v120, s19, v33
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v121, 31, v120
	v_lshl_add_u64 v[120:121], v[6:7], 0, v[120:121]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v120, v[120:121], off
.LBB0_246:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v121, 0xe0, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v121
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_248
; %bb.247:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v122, s19, v32
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v123, 31, v122
	v_lshl_add_u64 v[122:123], v[6:7], 0, v[122:123]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v119, v[122:123], off
.LBB0_248:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v121, 0xe4, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v121
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v121, 0
	v_mov_b32_e32 v122, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_250
; %bb.249:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v122, s19, v31
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v123, 31, v122
	v_lshl_add_u64 v[122:123], v[6:7], 0, v[122:123]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v122, v[122:123], off
.LBB0_250:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v123, 0xe8, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v123
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_252
; %bb.251:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v124, s19, v30
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v125, 31, v124
	v_lshl_add_u64 v[124:125], v[6:7], 0, v[124:125]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v121, v[124:125], off
.LBB0_252:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v123, 0xec, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v123
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v124, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_254
; %bb.253:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v124, s19, v29
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v125, 31, v124
	v_lshl_add_u64 v[124:125], v[6:7], 0, v[124:125]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v124, v[124:125], off
.LBB0_254:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v125, 0xf0, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v125
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_256
; %bb.255:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v126, s19, v28
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v127, 31, v126
	v_lshl_add_u64 v[126:127], v[6:7], 0, v[126:127]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v123, v[126:127], off
.LBB0_256:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v125, 0xf4, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v125
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v125, 0
	v_mov_b32_e32 v126, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_258
; %bb.257:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v126, s19, v27
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v127, 31, v126
	v_lshl_add_u64 v[126:127], v[6:7], 0, v[126:127]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v126, v[126:127], off
.LBB0_258:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v127, 0xf8, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v127
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_260
; %bb.259:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v128, s19, v26
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v129, 31, v128
	v_lshl_add_u64 v[128:129], v[6:7], 0, v[128:129]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v125, v[128:129], off
.LBB0_260:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v9, 0xfc, v9
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v9
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], vcc, s[2:3]
	v_mov_b32_e32 v9, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_133
; %bb.261:                              ;   in Loop: Header=BB0_134 Depth=1
	.loc	1 40 21 is_stmt 0               ; triton_corpus.py:40:21
	v_add_u32_e32 v128, s19, v25
	v_ashrrev_i32_e32 v129, 31, v128
	v_lshl_add_u64 v[128:129], v[6:7], 0, v[128:129]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v9, v[128:129], off
	s_branch .LBB0_133
.LBB0_262:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v5, 0
	s_movk_i32 s89, 0x1000
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v2, v5
.LBB0_263:                              ; %Flow312
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	v_add3_u32 v0, s89, v17, v18
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_waitcnt lgkmcnt(0)
	; wave barrier
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_read_b64_tr_b8 v[22:23], v0
	ds_read_b64_tr_b8 v[24:25], v0 offset:128
	ds_read_b64_tr_b8 v[26:27], v0 offset:1024
	ds_read_b64_tr_b8 v[28:29], v0 offset:1152
	s_load_dword s2, s[0:1], 0x38
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_and_b64 s[0:1], s[20:21], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_265
; %bb.264:
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_and_b32_e32 v0, 0x70, v21
	v_bitop3_b32 v0, v0, v19, v13 bitop3:0xde
	v_xad_u32 v6, v0, 64, s90
	v_add_u32_e32 v0, s90, v0
	ds_read_b128 v[18:21], v6
	ds_read_b128 v[14:17], v0
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[2:5], v[22:29], v[14:21], v[2:5]
.LBB0_265:                              ; %._crit_edge._crit_edge
	.loc	1 32 23                         ; triton_corpus.py:32:23
	v_lshrrev_b32_e32 v0, 2, v13
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v1, s16, v1
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v6, s11, v0
	.loc	1 43 22                         ; triton_corpus.py:43:22
	v_mul_lo_u32 v0, s15, v1
	.loc	1 43 72 is_stmt 0               ; triton_corpus.py:43:72
	v_cmp_gt_i32_e32 vcc, s8, v1
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v6
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 43 71                         ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_267
; %bb.266:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, s2, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[8:9], v2, off
.LBB0_267:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 1, v6
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_269
; %bb.268:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[8:9], v3, off
.LBB0_269:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 2, v6
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_271
; %bb.270:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v4, off
.LBB0_271:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 3, v6
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_273
; %bb.272:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v5, off
.LBB0_273:
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
		.amdhsa_next_free_vgpr 136
		.amdhsa_next_free_sgpr 94
		.amdhsa_accum_offset 136
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
	.set .Lgemm.num_vgpr, 136
	.set .Lgemm.num_agpr, 0
	.set .Lgemm.numbered_sgpr, 94
	.set .Lgemm.num_named_barrier, 0
	.set .Lgemm.private_seg_size, 0
	.set .Lgemm.uses_vcc, 1
	.set .Lgemm.uses_flat_scratch, 0
	.set .Lgemm.has_dyn_sized_stack, 0
	.set .Lgemm.has_recursion, 0
	.set .Lgemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 9972
; TotalNumSgprs: 100
; NumVgprs: 136
; NumAgprs: 0
; TotalNumVgprs: 136
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 100
; NumVGPRsForWavesPerEU: 136
; AccumOffset: 136
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 33
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
    .max_flat_workgroup_size: 64
    .name:           gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     100
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     136
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
