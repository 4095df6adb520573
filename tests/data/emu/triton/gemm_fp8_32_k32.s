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
; %bb.170:
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
; %bb.171:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_lshl_b32 s16, s16, 5
	.loc	1 32 23 is_stmt 0               ; triton_corpus.py:32:23
	v_lshrrev_b32_e32 v58, 5, v0
	.loc	1 32 10                         ; triton_corpus.py:32:10
	v_or_b32_e32 v2, s16, v58
	.loc	1 32 23                         ; triton_corpus.py:32:23
	v_and_b32_e32 v1, 31, v0
.Ltmp2:
	.file	2 "/work/venvs/emucorpus/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13 is_stmt 1               ; standard.py:43:13 @[ triton_corpus.py:36:23 ]
	s_add_i32 s33, s10, 31
.Ltmp3:
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e32 vcc, s8, v2
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v2, s11, v2
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_cmp_gt_i32 s33, 31
	.loc	1 39 47                         ; triton_corpus.py:39:47
	v_cmp_gt_i32_e64 s[36:37], s10, v1
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[22:23], s[2:3], 0, v[2:3]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 39 26                         ; triton_corpus.py:39:26
	s_and_b64 s[18:19], vcc, s[36:37]
	.loc	1 38 49                         ; triton_corpus.py:38:49
	v_mul_lo_u32 v2, s12, v1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[20:21], s[52:53], s[18:19]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_lshl_add_u64 v[4:5], v[22:23], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v20, v[4:5], off
.LBB0_2:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v4, 2, v58
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v5, s16, v4
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[40:41], s8, v5
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v6, s11, v5
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[18:19], s[40:41], s[36:37]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[24:25], s[2:3], 0, v[6:7]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[20:21], s[52:53], s[18:19]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[6:7], v[24:25], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v19, v[6:7], off
.LBB0_4:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v5, 4, v58
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v6, s16, v5
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[38:39], s8, v6
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v6, s11, v6
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[18:19], s[38:39], s[36:37]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[26:27], s[2:3], 0, v[6:7]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[20:21], s[52:53], s[18:19]
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v54, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[6:7], v[26:27], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v54, v[6:7], off
.LBB0_6:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v6, 6, v58
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v7, s16, v6
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[42:43], s8, v7
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v8, s11, v7
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[18:19], s[42:43], s[36:37]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[28:29], s[2:3], 0, v[8:9]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[20:21], s[52:53], s[18:19]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[8:9], v[28:29], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v21, v[8:9], off
.LBB0_8:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v7, 8, v58
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v8, s16, v7
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[46:47], s8, v8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v8, s11, v8
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[18:19], s[46:47], s[36:37]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[30:31], s[2:3], 0, v[8:9]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[20:21], s[52:53], s[18:19]
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[8:9], v[30:31], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v56, v[8:9], off
.LBB0_10:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v8, 10, v58
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v9, s16, v8
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[48:49], s8, v9
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v10, s11, v9
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[18:19], s[48:49], s[36:37]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[10:11]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[20:21], s[52:53], s[18:19]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[10:11], v[32:33], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v55, v[10:11], off
.LBB0_12:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v9, 12, v58
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v10, s16, v9
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[44:45], s8, v10
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v10, s11, v10
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[18:19], s[44:45], s[36:37]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[34:35], s[2:3], 0, v[10:11]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[20:21], s[52:53], s[18:19]
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v59, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v59, v[10:11], off
.LBB0_14:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v10, 14, v58
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v11, s16, v10
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[50:51], s8, v11
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v12, s11, v11
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v13, 31, v12
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[18:19], s[50:51], s[36:37]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[36:37], s[2:3], 0, v[12:13]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[20:21], s[52:53], s[18:19]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], v[36:37], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v57, v[12:13], off
.LBB0_16:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v11, 16, v58
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v12, s16, v11
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[18:19], s8, v12
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v12, s11, v12
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v13, 31, v12
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[20:21], s[18:19], s[36:37]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[38:39], s[2:3], 0, v[12:13]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[22:23], s[52:53], s[20:21]
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], v[38:39], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v61, v[12:13], off
.LBB0_18:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[20:21]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v12, 18, v58
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v13, s16, v12
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[20:21], s8, v13
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v14, s11, v13
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v15, 31, v14
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[22:23], s[20:21], s[36:37]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[40:41], s[2:3], 0, v[14:15]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[24:25], s[52:53], s[22:23]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[22:23], s[24:25]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[14:15], v[40:41], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v60, v[14:15], off
.LBB0_20:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[22:23]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v13, 20, v58
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v14, s16, v13
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[22:23], s8, v14
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v14, s11, v14
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v15, 31, v14
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[24:25], s[22:23], s[36:37]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[42:43], s[2:3], 0, v[14:15]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[26:27], s[52:53], s[24:25]
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[14:15], v[42:43], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v63, v[14:15], off
.LBB0_22:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[24:25]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v14, 22, v58
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v15, s16, v14
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[24:25], s8, v15
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v16, s11, v15
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[26:27], s[24:25], s[36:37]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[44:45], s[2:3], 0, v[16:17]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[28:29], s[52:53], s[26:27]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[26:27], s[28:29]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[16:17], v[44:45], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v62, v[16:17], off
.LBB0_24:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[26:27]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v15, 24, v58
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v16, s16, v15
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[26:27], s8, v16
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v16, s11, v16
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[28:29], s[26:27], s[36:37]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[46:47], s[2:3], 0, v[16:17]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[30:31], s[52:53], s[28:29]
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v66, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[28:29], s[30:31]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[16:17], v[46:47], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v66, v[16:17], off
.LBB0_26:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[28:29]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v16, 26, v58
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v17, s16, v16
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[28:29], s8, v17
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v48, s11, v17
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v49, 31, v48
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[30:31], s[28:29], s[36:37]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[48:49], s[2:3], 0, v[48:49]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[34:35], s[52:53], s[30:31]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[30:31], s[34:35]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[50:51], v[48:49], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v64, v[50:51], off
.LBB0_28:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[30:31]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v17, 28, v58
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v18, s16, v17
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[30:31], s8, v18
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v50, s11, v18
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v51, 31, v50
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[34:35], s[30:31], s[36:37]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[50:51], s[2:3], 0, v[50:51]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[34:35]
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v68, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[34:35], s[54:55]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[52:53], v[50:51], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v68, v[52:53], off
.LBB0_30:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[34:35]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v18, 30, v58
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v52, s16, v18
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[34:35], s8, v52
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v52, s11, v52
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], s[2:3], 0, v[52:53]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[2:3], s[34:35], s[36:37]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[36:37], s[52:53], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[2:3], s[36:37]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[2:3], v[52:53], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v67, v[2:3], off
.LBB0_32:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	s_lshl_b32 s11, s17, 5
	v_or_b32_e32 v2, s11, v1
	.loc	1 41 47                         ; triton_corpus.py:41:47
	v_cmp_gt_i32_e64 s[36:37], s9, v2
	.loc	1 41 27 is_stmt 0               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v58
	.loc	1 40 49 is_stmt 1               ; triton_corpus.py:40:49
	v_mul_lo_u32 v2, s14, v2
	.loc	1 41 26                         ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v70, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_34
; %bb.33:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mul_lo_u32 v70, s13, v58
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], s[4:5], 0, v[70:71]
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v70, v[70:71], off
.LBB0_34:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v72, s13, v4
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], s[4:5], 0, v[72:73]
	v_lshl_add_u64 v[72:73], v[72:73], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v69, v[72:73], off
.LBB0_36:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v71, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_38
; %bb.37:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v72, s13, v5
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], s[4:5], 0, v[72:73]
	v_lshl_add_u64 v[72:73], v[72:73], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v71, v[72:73], off
.LBB0_38:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v6
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_40
; %bb.39:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v4, s13, v6
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v4, v[4:5], off
.LBB0_40:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v7
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_42
; %bb.41:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v6, s13, v7
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v6, v[6:7], off
.LBB0_42:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v8
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_44
; %bb.43:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v72, s13, v8
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], s[4:5], 0, v[72:73]
	v_lshl_add_u64 v[72:73], v[72:73], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v5, v[72:73], off
.LBB0_44:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v9
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_46
; %bb.45:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v8, s13, v9
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[4:5], 0, v[8:9]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v8, v[8:9], off
.LBB0_46:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v10
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_48
; %bb.47:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v72, s13, v10
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], s[4:5], 0, v[72:73]
	v_lshl_add_u64 v[72:73], v[72:73], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v7, v[72:73], off
.LBB0_48:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v11
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_50
; %bb.49:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v10, s13, v11
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], s[4:5], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v10, v[10:11], off
.LBB0_50:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v12
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_52
; %bb.51:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v72, s13, v12
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], s[4:5], 0, v[72:73]
	v_lshl_add_u64 v[72:73], v[72:73], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v9, v[72:73], off
.LBB0_52:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v13
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_54
; %bb.53:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v12, s13, v13
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], s[4:5], 0, v[12:13]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v12, v[12:13], off
.LBB0_54:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v14
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_56
; %bb.55:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v72, s13, v14
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], s[4:5], 0, v[72:73]
	v_lshl_add_u64 v[72:73], v[72:73], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v11, v[72:73], off
.LBB0_56:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v15
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_58
; %bb.57:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v14, s13, v15
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], s[4:5], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v14, v[14:15], off
.LBB0_58:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v16
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_60
; %bb.59:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v72, s13, v16
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], s[4:5], 0, v[72:73]
	v_lshl_add_u64 v[72:73], v[72:73], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v13, v[72:73], off
.LBB0_60:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v17
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_62
; %bb.61:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v16, s13, v17
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v16, v[16:17], off
.LBB0_62:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v18
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[54:55], s[52:53], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[54:55]
	s_cbranch_execz .LBB0_64
; %bb.63:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v72, s13, v18
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], s[4:5], 0, v[72:73]
	v_lshl_add_u64 v[72:73], v[72:73], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v15, v[72:73], off
.LBB0_64:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_xor_b32_e32 v65, 8, v0
	.loc	1 38 13 is_stmt 1               ; triton_corpus.py:38:13
	v_add_u32_e32 v17, 0, v0
	v_add_u32_e32 v18, 0, v65
	s_mov_b32 s56, 0
	s_waitcnt vmcnt(0)
	ds_write_b8 v17, v20
	ds_write_b8 v17, v19 offset:64
	ds_write_b8 v17, v54 offset:128
	ds_write_b8 v17, v21 offset:192
	ds_write_b8 v17, v61 offset:512
	ds_write_b8 v17, v60 offset:576
	ds_write_b8 v17, v63 offset:640
	ds_write_b8 v17, v62 offset:704
	ds_write_b8 v18, v56 offset:256
	ds_write_b8 v18, v55 offset:320
	ds_write_b8 v18, v59 offset:384
	ds_write_b8 v18, v57 offset:448
	ds_write_b8 v18, v66 offset:768
	ds_write_b8 v18, v64 offset:832
	ds_write_b8 v18, v68 offset:896
	ds_write_b8 v18, v67 offset:960
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b8 v17, v70 offset:2048
	ds_write_b8 v17, v69 offset:2112
	ds_write_b8 v17, v71 offset:2176
	ds_write_b8 v17, v4 offset:2240
	ds_write_b8 v17, v10 offset:2560
	ds_write_b8 v17, v9 offset:2624
	ds_write_b8 v17, v12 offset:2688
	ds_write_b8 v17, v11 offset:2752
	ds_write_b8 v18, v6 offset:2304
	ds_write_b8 v18, v5 offset:2368
	ds_write_b8 v18, v8 offset:2432
	ds_write_b8 v18, v7 offset:2496
	ds_write_b8 v18, v14 offset:2816
	ds_write_b8 v18, v13 offset:2880
	ds_write_b8 v18, v16 offset:2944
	ds_write_b8 v18, v15 offset:3008
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cmp_gt_i32 s33, 63
	v_lshlrev_b32_e32 v4, 4, v0
	v_lshlrev_b32_e32 v5, 3, v0
	v_and_b32_e32 v60, 16, v0
	s_cbranch_scc1 .LBB0_66
; %bb.65:                               ; %.._crit_edge_crit_edge
	.loc	1 40 13                         ; triton_corpus.py:40:13
	v_and_b32_e32 v6, 8, v5
	s_movk_i32 s2, 0xe0
	v_and_or_b32 v64, v4, s2, v6
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_67
.LBB0_66:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr64
.LBB0_67:                               ; %Flow181
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v59, 32, v0
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_bfe_i32 v61, v0, 3, 1
	v_lshlrev_b32_e32 v62, 5, v0
	v_lshrrev_b32_e32 v63, 2, v59
	v_cmp_eq_u32_e64 s[2:3], 0, v59
	s_cbranch_scc1 .LBB0_134
; %bb.68:                               ; %.lr.ph
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	v_lshl_add_u64 v[54:55], s[4:5], 0, v[2:3]
	v_and_b32_e32 v2, 0xe0, v4
	v_mov_b32_e32 v4, 0x108
	v_and_b32_e32 v3, 8, v5
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	v_or_b32_e32 v64, v2, v3
	v_bitop3_b32 v68, v2, v4, v3 bitop3:0x36
	v_or_b32_e32 v2, 62, v58
	v_mul_lo_u32 v70, s13, v2
	v_or_b32_e32 v2, 60, v58
	v_mul_lo_u32 v71, s13, v2
	v_or_b32_e32 v2, 58, v58
	v_mul_lo_u32 v72, s13, v2
	v_or_b32_e32 v2, 56, v58
	v_mul_lo_u32 v73, s13, v2
	v_or_b32_e32 v2, 54, v58
	v_mul_lo_u32 v74, s13, v2
	v_or_b32_e32 v2, 52, v58
	v_mul_lo_u32 v75, s13, v2
	v_or_b32_e32 v2, 50, v58
	v_mul_lo_u32 v76, s13, v2
	v_or_b32_e32 v2, 48, v58
	v_mul_lo_u32 v77, s13, v2
	v_or_b32_e32 v2, 46, v58
	v_mul_lo_u32 v78, s13, v2
	v_or_b32_e32 v2, 44, v58
	v_mul_lo_u32 v79, s13, v2
	v_or_b32_e32 v2, 42, v58
.Ltmp4:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_ashr_i32 s4, s33, 31
.Ltmp5:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v80, s13, v2
	v_or_b32_e32 v2, 40, v58
.Ltmp6:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_lshr_b32 s4, s4, 27
.Ltmp7:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v81, s13, v2
	v_or_b32_e32 v2, 38, v58
.Ltmp8:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_add_i32 s33, s33, s4
.Ltmp9:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v82, s13, v2
	v_or_b32_e32 v2, 36, v58
.Ltmp10:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_ashr_i32 s4, s33, 5
.Ltmp11:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v83, s13, v2
	v_or_b32_e32 v2, 34, v58
	s_max_i32 s2, s4, 2
	v_mul_lo_u32 v84, s13, v2
	v_or_b32_e32 v2, 32, v58
	s_movk_i32 s5, 0x108
	s_lshl_b32 s2, s2, 5
	v_or_b32_e32 v69, 32, v1
	v_mul_lo_u32 v85, s13, v2
	v_mov_b32_e32 v2, 0
	v_and_b32_e32 v66, 0x2e0, v62
	v_bitop3_b32 v67, v61, v63, s5 bitop3:0x6c
	s_sub_i32 s14, s2, 32
	v_mul_lo_u32 v56, s12, v69
	s_lshl_b32 s12, s12, 5
	s_lshl_b32 s17, s13, 5
	s_movk_i32 s33, 0x800
	s_mov_b32 s13, 0
	s_mov_b32 s54, 0
	s_mov_b32 s55, 0
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
	s_branch .LBB0_70
.LBB0_69:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	v_add3_u32 v117, s33, v60, v68
	ds_read_b64_tr_b8 v[118:119], v117
	ds_read_b64_tr_b8 v[120:121], v117 offset:512
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_add_i32 s2, s55, 1
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s55, s2, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_lshl_b32 s56, s55, 10
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_add_i32 s33, s56, 0x800
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_add_i32 s54, s54, 32
	s_add_i32 s13, s13, s17
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[118:119], v[18:19], v[2:17]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_add_u32_e32 v117, s56, v0
	v_add_u32_e32 v18, s56, v65
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cmp_lg_u32 s14, s54
	v_add_u32_e32 v56, s12, v56
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	; wave barrier
	ds_write_b8 v117, v86
	ds_write_b8 v117, v88 offset:64
	ds_write_b8 v117, v87 offset:128
	ds_write_b8 v117, v90 offset:192
	ds_write_b8 v117, v94 offset:512
	ds_write_b8 v117, v96 offset:576
	ds_write_b8 v117, v95 offset:640
	.loc	1 42 16                         ; triton_corpus.py:42:16
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[120:121], v[20:21], v[2:17]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	ds_write_b8 v117, v98 offset:704
	ds_write_b8 v18, v89 offset:256
	ds_write_b8 v18, v92 offset:320
	ds_write_b8 v18, v91 offset:384
	ds_write_b8 v18, v93 offset:448
	ds_write_b8 v18, v97 offset:768
	ds_write_b8 v18, v100 offset:832
	ds_write_b8 v18, v99 offset:896
	ds_write_b8 v18, v101 offset:960
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b8 v117, v102 offset:2048
	ds_write_b8 v117, v104 offset:2112
	ds_write_b8 v117, v103 offset:2176
	ds_write_b8 v117, v106 offset:2240
	ds_write_b8 v117, v110 offset:2560
	ds_write_b8 v117, v112 offset:2624
	ds_write_b8 v117, v111 offset:2688
	ds_write_b8 v117, v114 offset:2752
	ds_write_b8 v18, v105 offset:2304
	ds_write_b8 v18, v108 offset:2368
	ds_write_b8 v18, v107 offset:2432
	ds_write_b8 v18, v109 offset:2496
	ds_write_b8 v18, v113 offset:2816
	ds_write_b8 v18, v116 offset:2880
	ds_write_b8 v18, v115 offset:2944
	ds_write_b8 v18, v57 offset:3008
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cbranch_scc0 .LBB0_135
.LBB0_70:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 39 47                         ; triton_corpus.py:39:47
	v_add_u32_e32 v18, s54, v69
	v_cmp_gt_i32_e64 s[2:3], s10, v18
	.loc	1 39 26 is_stmt 0               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], vcc, s[2:3]
	.loc	1 38 21 is_stmt 1               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_mov_b32_e32 v86, 0
	.loc	1 38 13 is_stmt 0               ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_72
; %bb.71:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_lshl_add_u64 v[18:19], v[22:23], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v86, v[18:19], off
.LBB0_72:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[40:41], s[2:3]
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v88, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_74
; %bb.73:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[24:25], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v88, v[18:19], off
.LBB0_74:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[38:39], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_76
; %bb.75:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[26:27], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v87, v[18:19], off
.LBB0_76:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[42:43], s[2:3]
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v90, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_78
; %bb.77:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[28:29], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v90, v[18:19], off
.LBB0_78:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[46:47], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_80
; %bb.79:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[30:31], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v89, v[18:19], off
.LBB0_80:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[48:49], s[2:3]
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v92, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_82
; %bb.81:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[32:33], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v92, v[18:19], off
.LBB0_82:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[44:45], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_84
; %bb.83:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[34:35], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v91, v[18:19], off
.LBB0_84:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[50:51], s[2:3]
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v93, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_86
; %bb.85:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[36:37], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v93, v[18:19], off
.LBB0_86:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[18:19], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_88
; %bb.87:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[38:39], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v94, v[18:19], off
.LBB0_88:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[20:21], s[2:3]
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v96, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_90
; %bb.89:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[40:41], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v96, v[18:19], off
.LBB0_90:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[22:23], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_92
; %bb.91:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[42:43], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v95, v[18:19], off
.LBB0_92:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[24:25], s[2:3]
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v98, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_94
; %bb.93:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[44:45], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v98, v[18:19], off
.LBB0_94:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[26:27], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_96
; %bb.95:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[46:47], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v97, v[18:19], off
.LBB0_96:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[28:29], s[2:3]
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v100, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_98
; %bb.97:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[48:49], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v100, v[18:19], off
.LBB0_98:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[58:59], s[30:31], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB0_100
; %bb.99:                               ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[50:51], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v99, v[18:19], off
.LBB0_100:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[4:5], s[34:35], s[2:3]
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v101, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_102
; %bb.101:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[52:53], 0, v[56:57]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v101, v[18:19], off
.LBB0_102:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_add3_u32 v18, s56, v66, v67
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read2_b64 v[18:21], v18 offset1:2
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v57, s54, v58
	v_add_u32_e32 v103, 32, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v103
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_104
; %bb.103:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_add_u32_e32 v102, s13, v85
	v_ashrrev_i32_e32 v103, 31, v102
	v_lshl_add_u64 v[102:103], v[54:55], 0, v[102:103]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v102, v[102:103], off
.LBB0_104:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v103, 34, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v103
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v104, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_106
; %bb.105:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v104, s13, v84
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v105, 31, v104
	v_lshl_add_u64 v[104:105], v[54:55], 0, v[104:105]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v104, v[104:105], off
.LBB0_106:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v105, 36, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v105
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_108
; %bb.107:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v106, s13, v83
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v107, 31, v106
	v_lshl_add_u64 v[106:107], v[54:55], 0, v[106:107]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v103, v[106:107], off
.LBB0_108:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v105, 38, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v105
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v106, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_110
; %bb.109:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v106, s13, v82
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v107, 31, v106
	v_lshl_add_u64 v[106:107], v[54:55], 0, v[106:107]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v106, v[106:107], off
.LBB0_110:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v107, 40, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v107
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_112
; %bb.111:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v108, s13, v81
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v109, 31, v108
	v_lshl_add_u64 v[108:109], v[54:55], 0, v[108:109]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v105, v[108:109], off
.LBB0_112:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v107, 42, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v107
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v108, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_114
; %bb.113:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v108, s13, v80
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v109, 31, v108
	v_lshl_add_u64 v[108:109], v[54:55], 0, v[108:109]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v108, v[108:109], off
.LBB0_114:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v109, 44, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v109
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_116
; %bb.115:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v110, s13, v79
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v111, 31, v110
	v_lshl_add_u64 v[110:111], v[54:55], 0, v[110:111]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v107, v[110:111], off
.LBB0_116:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v109, 46, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v109
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v109, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_118
; %bb.117:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v112, s13, v78
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v113, 31, v112
	v_lshl_add_u64 v[112:113], v[54:55], 0, v[112:113]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v109, v[112:113], off
.LBB0_118:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v111, 48, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v111
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_120
; %bb.119:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v110, s13, v77
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v111, 31, v110
	v_lshl_add_u64 v[110:111], v[54:55], 0, v[110:111]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v110, v[110:111], off
.LBB0_120:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v111, 50, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v111
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v112, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_122
; %bb.121:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v112, s13, v76
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v113, 31, v112
	v_lshl_add_u64 v[112:113], v[54:55], 0, v[112:113]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v112, v[112:113], off
.LBB0_122:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v113, 52, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v113
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_124
; %bb.123:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v114, s13, v75
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v115, 31, v114
	v_lshl_add_u64 v[114:115], v[54:55], 0, v[114:115]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v111, v[114:115], off
.LBB0_124:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v113, 54, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v113
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v114, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_126
; %bb.125:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v114, s13, v74
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v115, 31, v114
	v_lshl_add_u64 v[114:115], v[54:55], 0, v[114:115]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v114, v[114:115], off
.LBB0_126:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v115, 56, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v115
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_128
; %bb.127:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v116, s13, v73
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v117, 31, v116
	v_lshl_add_u64 v[116:117], v[54:55], 0, v[116:117]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v113, v[116:117], off
.LBB0_128:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v115, 58, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v115
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v116, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_130
; %bb.129:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v116, s13, v72
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v117, 31, v116
	v_lshl_add_u64 v[116:117], v[54:55], 0, v[116:117]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v116, v[116:117], off
.LBB0_130:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v117, 60, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v117
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_132
; %bb.131:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v118, s13, v71
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v119, 31, v118
	v_lshl_add_u64 v[118:119], v[54:55], 0, v[118:119]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v115, v[118:119], off
.LBB0_132:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v57, 62, v57
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v57
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[36:37], s[2:3]
	v_mov_b32_e32 v57, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_69
; %bb.133:                              ;   in Loop: Header=BB0_70 Depth=1
	.loc	1 40 21 is_stmt 0               ; triton_corpus.py:40:21
	v_add_u32_e32 v118, s13, v70
	v_ashrrev_i32_e32 v119, 31, v118
	v_lshl_add_u64 v[118:119], v[54:55], 0, v[118:119]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v57, v[118:119], off
	s_branch .LBB0_69
.LBB0_134:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v17, 0
	s_movk_i32 s33, 0x800
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
.LBB0_135:                              ; %Flow182
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	v_mov_b32_e32 v0, 0x108
	v_cmp_eq_u32_e32 vcc, 0, v59
	s_load_dword s2, s[0:1], 0x38
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_waitcnt lgkmcnt(0)
	.loc	1 40 13                         ; triton_corpus.py:40:13
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_xor_b32_e32 v0, v64, v0
	v_add3_u32 v0, s33, v60, v0
	; wave barrier
	ds_read_b64_tr_b8 v[20:21], v0
	ds_read_b64_tr_b8 v[18:19], v0 offset:512
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_and_b64 s[0:1], s[52:53], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_movk_i32 s0, 0x108
	s_cbranch_scc1 .LBB0_137
; %bb.136:
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_and_b32_e32 v0, 0x2e0, v62
	v_bitop3_b32 v22, v61, v63, s0 bitop3:0x6c
	v_add3_u32 v0, s56, v0, v22
	ds_read2_b64 v[22:25], v0 offset1:2
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[20:21], v[22:23], v[2:17]
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[18:19], v[24:25], v[2:17]
.LBB0_137:                              ; %._crit_edge._crit_edge
	.loc	1 32 23                         ; triton_corpus.py:32:23
	v_lshrrev_b32_e32 v0, 3, v59
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
	s_cbranch_execz .LBB0_139
; %bb.138:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	v_mul_lo_u32 v20, s2, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[20:21], v2, off
.LBB0_139:
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
	s_cbranch_execz .LBB0_141
; %bb.140:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v20, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[20:21], v3, off
.LBB0_141:
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
	s_cbranch_execz .LBB0_143
; %bb.142:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v4, off
.LBB0_143:
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
	s_cbranch_execz .LBB0_145
; %bb.144:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v5, off
.LBB0_145:
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
	s_cbranch_execz .LBB0_147
; %bb.146:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v6, off
.LBB0_147:
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
	s_cbranch_execz .LBB0_149
; %bb.148:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v7, off
.LBB0_149:
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
	s_cbranch_execz .LBB0_151
; %bb.150:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v8, off
.LBB0_151:
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
	s_cbranch_execz .LBB0_153
; %bb.152:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v9, off
.LBB0_153:
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
	s_cbranch_execz .LBB0_155
; %bb.154:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v10, off
.LBB0_155:
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
	s_cbranch_execz .LBB0_157
; %bb.156:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v11, off
.LBB0_157:
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
	s_cbranch_execz .LBB0_159
; %bb.158:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v12, off
.LBB0_159:
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
	s_cbranch_execz .LBB0_161
; %bb.160:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v13, off
.LBB0_161:
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
	s_cbranch_execz .LBB0_163
; %bb.162:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v14, off
.LBB0_163:
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
	s_cbranch_execz .LBB0_165
; %bb.164:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v15, off
.LBB0_165:
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
	s_cbranch_execz .LBB0_167
; %bb.166:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[2:3], v16, off
.LBB0_167:
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
	s_cbranch_execz .LBB0_169
; %bb.168:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v17, off
.LBB0_169:
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
		.amdhsa_next_free_vgpr 122
		.amdhsa_next_free_sgpr 60
		.amdhsa_accum_offset 124
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
	.set .Lgemm.num_vgpr, 122
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
; codeLenInByte = 6388
; TotalNumSgprs: 66
; NumVgprs: 122
; NumAgprs: 0
; TotalNumVgprs: 122
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 66
; NumVGPRsForWavesPerEU: 122
; AccumOffset: 124
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 30
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
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     122
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
