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
	.file	1 "/work/wt/emucorpus/tools" "triton_corpus.py"
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
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_lshl_b32 s16, s16, 5
	.loc	1 32 23 is_stmt 0               ; triton_corpus.py:32:23
	v_lshrrev_b32_e32 v1, 4, v0
	.loc	1 32 10                         ; triton_corpus.py:32:10
	v_or_b32_e32 v1, s16, v1
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_and_b32_e32 v4, 15, v0
.Ltmp2:
	.file	2 "/work/venvs/emucorpus/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13                         ; standard.py:43:13 @[ triton_corpus.py:36:23 ]
	s_add_i32 s33, s10, 15
.Ltmp3:
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v2, s11, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e32 vcc, s8, v1
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cmp_gt_i32 s33, 15
	.loc	1 39 47                         ; triton_corpus.py:39:47
	v_cmp_gt_i32_e64 s[18:19], s10, v4
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[2:3]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 39 26                         ; triton_corpus.py:39:26
	s_and_b64 s[20:21], vcc, s[18:19]
	.loc	1 38 49                         ; triton_corpus.py:38:49
	v_mul_lo_u32 v2, s12, v4
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[22:23], s[36:37], s[20:21]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_lshl_add_u64 v[8:9], v[18:19], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v7, v[8:9], off
.LBB0_2:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[20:21]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	v_or_b32_e32 v5, 4, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[22:23], s8, v5
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v8, s11, v5
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[20:21], s[22:23], s[18:19]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[20:21], s[2:3], 0, v[8:9]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[24:25], s[36:37], s[20:21]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[20:21], s[24:25]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[8:9], v[20:21], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v6, v[8:9], off
.LBB0_4:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[20:21]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	v_or_b32_e32 v5, 8, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[20:21], s8, v5
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v8, s11, v5
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[24:25], s[20:21], s[18:19]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[22:23], s[2:3], 0, v[8:9]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[26:27], s[36:37], s[24:25]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[10:11], v[22:23], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v9, v[10:11], off
.LBB0_6:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[24:25]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	v_or_b32_e32 v5, 12, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[24:25], s8, v5
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v10, s11, v5
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[26:27], s[24:25], s[18:19]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[24:25], s[2:3], 0, v[10:11]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[28:29], s[36:37], s[26:27]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[26:27], s[28:29]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[10:11], v[24:25], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v8, v[10:11], off
.LBB0_8:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[26:27]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	v_or_b32_e32 v5, 16, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[28:29], s8, v5
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v10, s11, v5
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[26:27], s[28:29], s[18:19]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[26:27], s[2:3], 0, v[10:11]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[30:31], s[36:37], s[26:27]
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[26:27], s[30:31]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], v[26:27], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v11, v[12:13], off
.LBB0_10:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[26:27]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	v_or_b32_e32 v5, 20, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[30:31], s8, v5
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v12, s11, v5
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v13, 31, v12
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[26:27], s[30:31], s[18:19]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[28:29], s[2:3], 0, v[12:13]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[34:35], s[36:37], s[26:27]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[26:27], s[34:35]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], v[28:29], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v10, v[12:13], off
.LBB0_12:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[26:27]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	v_or_b32_e32 v5, 24, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[26:27], s8, v5
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v12, s11, v5
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v13, 31, v12
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[34:35], s[26:27], s[18:19]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[30:31], s[2:3], 0, v[12:13]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[38:39], s[36:37], s[34:35]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[34:35], s[38:39]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[14:15], v[30:31], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v13, v[14:15], off
.LBB0_14:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[34:35]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	v_or_b32_e32 v1, 28, v1
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v14, s11, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[34:35], s8, v1
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[14:15]
	.loc	1 39 26                         ; triton_corpus.py:39:26
	s_and_b64 s[2:3], s[34:35], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[36:37], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[2:3], v[32:33], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v12, v[2:3], off
.LBB0_16:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_and_b32_e32 v1, 31, v0
	.loc	1 33 10                         ; triton_corpus.py:33:10
	s_lshl_b32 s11, s17, 5
	v_or_b32_e32 v2, s11, v1
	.loc	1 34 10                         ; triton_corpus.py:34:10
	v_lshrrev_b32_e32 v38, 5, v0
	.loc	1 41 47                         ; triton_corpus.py:41:47
	v_cmp_gt_i32_e64 s[18:19], s9, v2
	.loc	1 41 27 is_stmt 0               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v38
	.loc	1 40 49 is_stmt 1               ; triton_corpus.py:40:49
	v_mul_lo_u32 v2, s14, v2
	.loc	1 41 26                         ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[18:19], s[2:3]
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[38:39], s[36:37], s[2:3]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[38:39]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mul_lo_u32 v16, s13, v38
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v15, v[16:17], off
.LBB0_18:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 2, v38
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[18:19], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[38:39], s[36:37], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[38:39]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v16, s13, v5
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
	v_or_b32_e32 v5, 4, v38
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[18:19], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[38:39], s[36:37], s[2:3]
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[38:39]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v34, s13, v5
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], s[4:5], 0, v[34:35]
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v17, v[34:35], off
.LBB0_22:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 6, v38
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[18:19], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[38:39], s[36:37], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[38:39]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v34, s13, v5
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], s[4:5], 0, v[34:35]
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v16, v[34:35], off
.LBB0_24:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 8, v38
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[18:19], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[38:39], s[36:37], s[2:3]
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[38:39]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v36, s13, v5
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[36:37], s[4:5], 0, v[36:37]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v35, v[36:37], off
.LBB0_26:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 10, v38
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[18:19], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[38:39], s[36:37], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[38:39]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v36, s13, v5
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[36:37], s[4:5], 0, v[36:37]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v34, v[36:37], off
.LBB0_28:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 12, v38
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[18:19], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[38:39], s[36:37], s[2:3]
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[38:39]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v40, s13, v5
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[40:41], s[4:5], 0, v[40:41]
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v37, v[40:41], off
.LBB0_30:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 14, v38
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[18:19], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[38:39], s[36:37], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[38:39]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v40, s13, v5
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[40:41], s[4:5], 0, v[40:41]
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v36, v[40:41], off
.LBB0_32:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 13 is_stmt 1               ; triton_corpus.py:38:13
	v_add_u32_e32 v5, 0, v0
	v_xor_b32_e32 v45, 8, v0
	s_waitcnt vmcnt(0)
	ds_write_b8 v5, v7
	ds_write_b8 v5, v6 offset:64
	ds_write_b8 v5, v9 offset:128
	ds_write_b8 v5, v8 offset:192
	ds_write_b8 v5, v11 offset:256
	ds_write_b8 v5, v10 offset:320
	ds_write_b8 v5, v13 offset:384
	ds_write_b8 v5, v12 offset:448
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b8 v5, v15 offset:1024
	ds_write_b8 v5, v14 offset:1088
	ds_write_b8 v5, v17 offset:1152
	ds_write_b8 v5, v16 offset:1216
	v_add_u32_e32 v5, 0, v45
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_mov_b32 s40, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b8 v5, v35 offset:1280
	ds_write_b8 v5, v34 offset:1344
	ds_write_b8 v5, v37 offset:1408
	ds_write_b8 v5, v36 offset:1472
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cmp_gt_i32 s33, 31
	v_lshlrev_b32_e32 v6, 4, v0
	v_lshlrev_b32_e32 v5, 3, v0
	v_and_b32_e32 v40, 16, v0
	s_cbranch_scc1 .LBB0_34
; %bb.33:                               ; %.._crit_edge_crit_edge
	.loc	1 40 13                         ; triton_corpus.py:40:13
	v_and_b32_e32 v41, 0xe0, v6
	v_and_b32_e32 v42, 8, v5
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_35
.LBB0_34:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr41
                                        ; implicit-def: $vgpr42
.LBB0_35:                               ; %Flow95
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v39, 32, v0
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v43, 4, v1
	v_lshrrev_b32_e32 v44, 2, v39
	v_cmp_eq_u32_e64 s[2:3], 0, v39
	s_cbranch_scc1 .LBB0_70
; %bb.36:                               ; %.lr.ph
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	v_lshl_add_u64 v[34:35], s[4:5], 0, v[2:3]
	v_mov_b32_e32 v2, 0x108
	v_cndmask_b32_e64 v2, v2, 0, s[2:3]
	v_bitop3_b32 v46, v2, v5, 8 bitop3:0x78
	v_or_b32_e32 v2, 30, v38
	v_mul_lo_u32 v48, s13, v2
	v_or_b32_e32 v2, 28, v38
	v_mul_lo_u32 v49, s13, v2
	v_or_b32_e32 v2, 26, v38
	v_mul_lo_u32 v50, s13, v2
	v_or_b32_e32 v2, 24, v38
.Ltmp4:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_ashr_i32 s4, s33, 31
.Ltmp5:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v51, s13, v2
	v_or_b32_e32 v2, 22, v38
.Ltmp6:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_lshr_b32 s4, s4, 28
.Ltmp7:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v52, s13, v2
	v_or_b32_e32 v2, 20, v38
.Ltmp8:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_add_i32 s33, s33, s4
.Ltmp9:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v53, s13, v2
	v_or_b32_e32 v2, 18, v38
.Ltmp10:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_ashr_i32 s4, s33, 4
.Ltmp11:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v54, s13, v2
	v_or_b32_e32 v2, 16, v38
	s_max_i32 s2, s4, 2
	v_or_b32_e32 v47, 16, v4
	v_mul_lo_u32 v55, s13, v2
	v_mov_b32_e32 v2, 0
	v_and_b32_e32 v41, 0xe0, v6
	v_and_b32_e32 v42, 8, v5
	s_lshl4_add_u32 s14, s2, -16
	v_mul_lo_u32 v36, s12, v47
	s_lshl_b32 s17, s12, 4
	s_lshl_b32 s33, s13, 4
	s_movk_i32 s12, 0x400
	s_mov_b32 s13, 0
	s_mov_b32 s38, 0
	s_mov_b32 s39, 0
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v2
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v11, v2
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v14, v2
	v_mov_b32_e32 v15, v2
	v_mov_b32_e32 v16, v2
	v_mov_b32_e32 v17, v2
	s_branch .LBB0_38
.LBB0_37:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	v_add_u32_e32 v73, s12, v41
	v_add3_u32 v73, v73, v40, v46
	ds_read_b64_tr_b8 v[74:75], v73
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_add_i32 s2, s39, 1
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s39, s2, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_lshl_b32 s40, s39, 9
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_add_i32 s12, s40, 0x400
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_add_i32 s38, s38, 16
	s_add_i32 s13, s13, s33
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_add_u32_e32 v73, s40, v0
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[74:75], v[56:57], v[2:17]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	v_add_u32_e32 v56, s40, v45
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cmp_lg_u32 s14, s38
	v_add_u32_e32 v36, s17, v36
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_waitcnt vmcnt(0)
	; wave barrier
	ds_write_b8 v73, v58
	ds_write_b8 v73, v60 offset:64
	ds_write_b8 v73, v59 offset:128
	ds_write_b8 v73, v62 offset:192
	ds_write_b8 v73, v61 offset:256
	ds_write_b8 v73, v64 offset:320
	ds_write_b8 v73, v63 offset:384
	ds_write_b8 v73, v65 offset:448
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b8 v73, v66 offset:1024
	ds_write_b8 v73, v68 offset:1088
	ds_write_b8 v73, v67 offset:1152
	ds_write_b8 v73, v70 offset:1216
	ds_write_b8 v56, v69 offset:1280
	ds_write_b8 v56, v72 offset:1344
	ds_write_b8 v56, v71 offset:1408
	ds_write_b8 v56, v37 offset:1472
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cbranch_scc0 .LBB0_71
.LBB0_38:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 39 47                         ; triton_corpus.py:39:47
	v_add_u32_e32 v37, s38, v47
	v_cmp_gt_i32_e64 s[2:3], s10, v37
	.loc	1 39 26 is_stmt 0               ; triton_corpus.py:39:26
	s_and_b64 s[42:43], vcc, s[2:3]
	.loc	1 38 21 is_stmt 1               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_mov_b32_e32 v58, 0
	.loc	1 38 13 is_stmt 0               ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB0_40
; %bb.39:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[36:37]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v58, v[56:57], off
.LBB0_40:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[42:43], s[22:23], s[2:3]
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB0_42
; %bb.41:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[56:57], v[20:21], 0, v[36:37]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v60, v[56:57], off
.LBB0_42:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[42:43], s[20:21], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB0_44
; %bb.43:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[56:57], v[22:23], 0, v[36:37]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v59, v[56:57], off
.LBB0_44:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[42:43], s[24:25], s[2:3]
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB0_46
; %bb.45:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[56:57], v[24:25], 0, v[36:37]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v62, v[56:57], off
.LBB0_46:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[42:43], s[28:29], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB0_48
; %bb.47:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[56:57], v[26:27], 0, v[36:37]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v61, v[56:57], off
.LBB0_48:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[42:43], s[30:31], s[2:3]
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v64, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB0_50
; %bb.49:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[56:57], v[28:29], 0, v[36:37]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v64, v[56:57], off
.LBB0_50:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[42:43], s[26:27], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB0_52
; %bb.51:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[56:57], v[30:31], 0, v[36:37]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v63, v[56:57], off
.LBB0_52:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[4:5], s[34:35], s[2:3]
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v65, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_54
; %bb.53:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[56:57], v[32:33], 0, v[36:37]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v65, v[56:57], off
.LBB0_54:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_add3_u32 v37, s40, v43, v44
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b64 v[56:57], v37
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v37, s38, v38
	v_add_u32_e32 v67, 16, v37
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v67
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_56
; %bb.55:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_add_u32_e32 v66, s13, v55
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], v[34:35], 0, v[66:67]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v66, v[66:67], off
.LBB0_56:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v67, 18, v37
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v67
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v68, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v68, s13, v54
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], v[34:35], 0, v[68:69]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v68, v[68:69], off
.LBB0_58:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v69, 20, v37
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v69
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_60
; %bb.59:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v70, s13, v53
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], v[34:35], 0, v[70:71]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v67, v[70:71], off
.LBB0_60:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v69, 22, v37
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v69
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v70, s13, v52
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], v[34:35], 0, v[70:71]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v70, v[70:71], off
.LBB0_62:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v71, 24, v37
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v71
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_64
; %bb.63:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v72, s13, v51
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], v[34:35], 0, v[72:73]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v69, v[72:73], off
.LBB0_64:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v71, 26, v37
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v71
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v72, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_66
; %bb.65:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v72, s13, v50
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], v[34:35], 0, v[72:73]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v72, v[72:73], off
.LBB0_66:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v73, 28, v37
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v73
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_68
; %bb.67:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v74, s13, v49
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[74:75], v[34:35], 0, v[74:75]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v71, v[74:75], off
.LBB0_68:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v37, 30, v37
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v37
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	v_mov_b32_e32 v37, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_37
; %bb.69:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 21 is_stmt 0               ; triton_corpus.py:40:21
	v_add_u32_e32 v74, s13, v48
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[74:75], v[34:35], 0, v[74:75]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v37, v[74:75], off
	s_branch .LBB0_37
.LBB0_70:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v17, 0
	s_movk_i32 s12, 0x400
	v_mov_b32_e32 v16, v17
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v14, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v6, v17
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v2, v17
.LBB0_71:                               ; %Flow96
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	v_mov_b32_e32 v0, 0x108
	v_cmp_eq_u32_e32 vcc, 0, v39
	v_add_u32_e32 v18, s12, v41
	s_load_dword s2, s[0:1], 0x38
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_xor_b32_e32 v0, v0, v42
	v_add3_u32 v0, v18, v40, v0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_waitcnt lgkmcnt(0)
	; wave barrier
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_read_b64_tr_b8 v[18:19], v0
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_and_b64 s[0:1], s[36:37], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_73
; %bb.72:
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_add3_u32 v0, s40, v43, v44
	ds_read_b64 v[20:21], v0
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[18:19], v[20:21], v[2:17]
.LBB0_73:                               ; %._crit_edge._crit_edge
	.loc	1 32 23                         ; triton_corpus.py:32:23
	v_lshrrev_b32_e32 v0, 3, v39
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v1, s16, v1
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v18, s11, v0
	.loc	1 43 22                         ; triton_corpus.py:43:22
	v_mul_lo_u32 v0, s15, v1
	.loc	1 43 72 is_stmt 0               ; triton_corpus.py:43:72
	v_cmp_gt_i32_e32 vcc, s8, v1
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v18
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 43 71                         ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_75
; %bb.74:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	v_mul_lo_u32 v20, s2, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[20:21], v2, off
.LBB0_75:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 1, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_77
; %bb.76:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v20, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[20:21], v3, off
.LBB0_77:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 2, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_79
; %bb.78:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v4, off
.LBB0_79:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 3, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_81
; %bb.80:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v5, off
.LBB0_81:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 8, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_83
; %bb.82:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v6, off
.LBB0_83:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 9, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_85
; %bb.84:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v7, off
.LBB0_85:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 10, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_87
; %bb.86:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v8, off
.LBB0_87:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 11, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_89
; %bb.88:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v9, off
.LBB0_89:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 16, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_91
; %bb.90:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v10, off
.LBB0_91:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 17, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_93
; %bb.92:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v11, off
.LBB0_93:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 18, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_95
; %bb.94:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v12, off
.LBB0_95:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 19, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_97
; %bb.96:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v13, off
.LBB0_97:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 24, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_99
; %bb.98:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v14, off
.LBB0_99:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 25, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_101
; %bb.100:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v15, off
.LBB0_101:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 26, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_103
; %bb.102:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v16, off
.LBB0_103:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v2, 27, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_105
; %bb.104:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v17, off
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
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 44
		.amdhsa_accum_offset 76
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
	.set .Lgemm.num_vgpr, 76
	.set .Lgemm.num_agpr, 0
	.set .Lgemm.numbered_sgpr, 44
	.set .Lgemm.num_named_barrier, 0
	.set .Lgemm.private_seg_size, 0
	.set .Lgemm.uses_vcc, 1
	.set .Lgemm.uses_flat_scratch, 0
	.set .Lgemm.has_dyn_sized_stack, 0
	.set .Lgemm.has_recursion, 0
	.set .Lgemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4072
; TotalNumSgprs: 50
; NumVgprs: 76
; NumAgprs: 0
; TotalNumVgprs: 76
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 76
; AccumOffset: 76
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 18
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
	.asciz	"/work/wt/emucorpus/tools"      ; string offset=24 ; /work/wt/emucorpus/tools
.Linfo_string3:
	.asciz	"gemm"                          ; string offset=49 ; gemm
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
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     76
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
