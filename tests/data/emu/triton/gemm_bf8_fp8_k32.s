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
; %bb.82:
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
; %bb.83:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	s_lshl_b32 s16, s16, 4
	.loc	1 32 23 is_stmt 0               ; triton_corpus.py:32:23
	v_lshrrev_b32_e32 v1, 5, v0
	.loc	1 32 10                         ; triton_corpus.py:32:10
	v_or_b32_e32 v1, s16, v1
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_and_b32_e32 v4, 31, v0
.Ltmp2:
	.file	2 "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13                         ; standard.py:43:13 @[ triton_corpus.py:36:23 ]
	s_add_i32 s33, s10, 31
.Ltmp3:
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v2, s11, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e32 vcc, s8, v1
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cmp_gt_i32 s33, 31
	.loc	1 39 47                         ; triton_corpus.py:39:47
	v_cmp_gt_i32_e64 s[18:19], s10, v4
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[2:3]
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
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v23, v[8:9], off
.LBB0_2:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[20:21]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	v_or_b32_e32 v5, 2, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[22:23], s8, v5
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v8, s11, v5
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[20:21], s[22:23], s[18:19]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[24:25], s[36:37], s[20:21]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[20:21], s[24:25]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v22, v[10:11], off
.LBB0_4:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[20:21]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	v_or_b32_e32 v5, 4, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[20:21], s8, v5
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v10, s11, v5
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[24:25], s[20:21], s[18:19]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[10:11]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[26:27], s[36:37], s[24:25]
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v25, v[12:13], off
.LBB0_6:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[24:25]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	v_or_b32_e32 v5, 6, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[24:25], s8, v5
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v12, s11, v5
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v13, 31, v12
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[26:27], s[24:25], s[18:19]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[12:13], s[2:3], 0, v[12:13]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[28:29], s[36:37], s[26:27]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[26:27], s[28:29]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[14:15], v[12:13], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v24, v[14:15], off
.LBB0_8:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[26:27]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	v_or_b32_e32 v5, 8, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[28:29], s8, v5
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v14, s11, v5
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v15, 31, v14
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[26:27], s[28:29], s[18:19]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[14:15], s[2:3], 0, v[14:15]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[30:31], s[36:37], s[26:27]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[26:27], s[30:31]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[16:17], v[14:15], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v28, v[16:17], off
.LBB0_10:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[26:27]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	v_or_b32_e32 v5, 10, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[30:31], s8, v5
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v16, s11, v5
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[26:27], s[30:31], s[18:19]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[16:17]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[34:35], s[36:37], s[26:27]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[26:27], s[34:35]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[16:17], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v27, v[18:19], off
.LBB0_12:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[26:27]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	v_or_b32_e32 v5, 12, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[26:27], s8, v5
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v18, s11, v5
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[34:35], s[26:27], s[18:19]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[38:39], s[36:37], s[34:35]
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[34:35], s[38:39]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v30, v[20:21], off
.LBB0_14:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[34:35]
	.loc	1 32 10 is_stmt 1               ; triton_corpus.py:32:10
	v_or_b32_e32 v1, 14, v1
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v20, s11, v1
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[34:35], s8, v1
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], s[2:3], 0, v[20:21]
	.loc	1 39 26                         ; triton_corpus.py:39:26
	s_and_b64 s[2:3], s[34:35], s[18:19]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[18:19], s[36:37], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[2:3], v[20:21], 0, v[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v29, v[2:3], off
.LBB0_16:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_and_b32_e32 v1, 15, v0
	.loc	1 33 10                         ; triton_corpus.py:33:10
	s_lshl_b32 s11, s17, 4
	v_or_b32_e32 v2, s11, v1
	.loc	1 34 10                         ; triton_corpus.py:34:10
	v_lshrrev_b32_e32 v26, 4, v0
	.loc	1 41 47                         ; triton_corpus.py:41:47
	v_cmp_gt_i32_e64 s[18:19], s9, v2
	.loc	1 41 27 is_stmt 0               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v26
	.loc	1 40 49 is_stmt 1               ; triton_corpus.py:40:49
	v_mul_lo_u32 v2, s14, v2
	.loc	1 41 26                         ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[18:19], s[2:3]
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[38:39], s[36:37], s[2:3]
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v33, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[38:39]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mul_lo_u32 v32, s13, v26
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], s[4:5], 0, v[32:33]
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v33, v[32:33], off
.LBB0_18:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 4, v26
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
	v_mul_lo_u32 v34, s13, v5
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], s[4:5], 0, v[34:35]
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v31, v[34:35], off
.LBB0_20:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 8, v26
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
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v36, s13, v5
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[36:37], s[4:5], 0, v[36:37]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v35, v[36:37], off
.LBB0_22:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 12, v26
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
	v_mul_lo_u32 v36, s13, v5
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[36:37], s[4:5], 0, v[36:37]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v34, v[36:37], off
.LBB0_24:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 16, v26
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
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v38, s13, v5
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], s[4:5], 0, v[38:39]
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v37, v[38:39], off
.LBB0_26:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 20, v26
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
	v_mul_lo_u32 v38, s13, v5
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], s[4:5], 0, v[38:39]
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v36, v[38:39], off
.LBB0_28:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 24, v26
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[18:19], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[38:39], s[36:37], s[2:3]
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
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
	global_load_ubyte v39, v[40:41], off
.LBB0_30:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 34 10 is_stmt 1               ; triton_corpus.py:34:10
	v_or_b32_e32 v5, 28, v26
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
	global_load_ubyte v38, v[40:41], off
.LBB0_32:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 13 is_stmt 1               ; triton_corpus.py:38:13
	v_add_u32_e32 v5, 0, v0
	v_xor_b32_e32 v32, 8, v0
	s_waitcnt vmcnt(0)
	ds_write_b8 v5, v23
	ds_write_b8 v5, v22 offset:64
	ds_write_b8 v5, v25 offset:128
	ds_write_b8 v5, v24 offset:192
	v_add_u32_e32 v22, 0, v32
	s_mov_b32 s40, 0
	ds_write_b8 v22, v28 offset:256
	ds_write_b8 v22, v27 offset:320
	ds_write_b8 v22, v30 offset:384
	ds_write_b8 v22, v29 offset:448
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b8 v5, v33 offset:1024
	ds_write_b8 v5, v31 offset:1088
	ds_write_b8 v5, v35 offset:1152
	ds_write_b8 v5, v34 offset:1216
	ds_write_b8 v5, v37 offset:1280
	ds_write_b8 v5, v36 offset:1344
	ds_write_b8 v5, v39 offset:1408
	ds_write_b8 v5, v38 offset:1472
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cmp_gt_i32 s33, 63
	v_lshlrev_b32_e32 v28, 3, v0
	s_cbranch_scc1 .LBB0_34
; %bb.33:                               ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_35
.LBB0_34:
	s_mov_b64 s[2:3], -1
.LBB0_35:                               ; %Flow79
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v27, 48, v0
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_bfe_i32 v29, v0, 3, 1
	v_lshlrev_b32_e32 v31, 5, v0
	v_lshrrev_b32_e32 v30, 1, v27
	s_cbranch_scc1 .LBB0_70
; %bb.36:                               ; %.lr.ph
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[2:3]
	v_or_b32_e32 v2, 60, v26
	v_mul_lo_u32 v35, s13, v2
	v_or_b32_e32 v2, 56, v26
	v_mul_lo_u32 v36, s13, v2
	v_or_b32_e32 v2, 52, v26
.Ltmp4:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_ashr_i32 s2, s33, 31
.Ltmp5:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v37, s13, v2
	v_or_b32_e32 v2, 48, v26
.Ltmp6:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_lshr_b32 s2, s2, 27
.Ltmp7:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v38, s13, v2
	v_or_b32_e32 v2, 44, v26
.Ltmp8:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_add_i32 s33, s33, s2
.Ltmp9:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v39, s13, v2
	v_or_b32_e32 v2, 40, v26
.Ltmp10:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_ashr_i32 s2, s33, 5
.Ltmp11:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	v_mul_lo_u32 v40, s13, v2
	v_or_b32_e32 v2, 36, v26
	s_max_i32 s2, s2, 2
	v_mul_lo_u32 v41, s13, v2
	v_or_b32_e32 v2, 32, v26
	s_movk_i32 s3, 0x108
	s_lshl_b32 s2, s2, 5
	v_or_b32_e32 v34, 32, v4
	v_mul_lo_u32 v42, s13, v2
	v_mov_b32_e32 v2, 0
	v_bitop3_b32 v33, v29, v30, s3 bitop3:0x6c
	s_sub_i32 s14, s2, 32
	v_mul_lo_u32 v24, s12, v34
	s_lshl_b32 s12, s12, 5
	s_lshl_b32 s17, s13, 5
	s_movk_i32 s33, 0x400
	s_mov_b32 s13, 0
	s_mov_b32 s38, 0
	s_mov_b32 s39, 0
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	s_branch .LBB0_38
.LBB0_37:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	v_add_u32_e32 v60, s33, v28
	ds_read_b64_tr_b8 v[62:63], v60
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_add_i32 s2, s39, 1
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s39, s2, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_lshl_b32 s40, s39, 9
	v_add_u32_e32 v60, s40, v0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_add_i32 s33, s40, 0x400
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_add_i32 s38, s38, 32
	s_add_i32 s13, s13, s17
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_fp8_bf8 v[2:5], v[62:63], v[44:45], v[2:5]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_waitcnt vmcnt(0)
	; wave barrier
	ds_write_b8 v60, v43
	v_add_u32_e32 v43, s40, v32
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cmp_lg_u32 s14, s38
	v_add_u32_e32 v24, s12, v24
	.loc	1 38 13                         ; triton_corpus.py:38:13
	ds_write_b8 v60, v47 offset:64
	ds_write_b8 v60, v46 offset:128
	ds_write_b8 v60, v49 offset:192
	ds_write_b8 v43, v48 offset:256
	ds_write_b8 v43, v51 offset:320
	ds_write_b8 v43, v50 offset:384
	ds_write_b8 v43, v52 offset:448
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b8 v60, v53 offset:1024
	ds_write_b8 v60, v55 offset:1088
	ds_write_b8 v60, v54 offset:1152
	ds_write_b8 v60, v57 offset:1216
	ds_write_b8 v60, v56 offset:1280
	ds_write_b8 v60, v59 offset:1344
	ds_write_b8 v60, v58 offset:1408
	ds_write_b8 v60, v25 offset:1472
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cbranch_scc0 .LBB0_71
.LBB0_38:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 39 47                         ; triton_corpus.py:39:47
	v_add_u32_e32 v25, s38, v34
	v_cmp_gt_i32_e64 s[2:3], s10, v25
	.loc	1 39 26 is_stmt 0               ; triton_corpus.py:39:26
	s_and_b64 s[42:43], vcc, s[2:3]
	.loc	1 38 21 is_stmt 1               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v25, 31, v24
	v_mov_b32_e32 v43, 0
	.loc	1 38 13 is_stmt 0               ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB0_40
; %bb.39:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_lshl_add_u64 v[44:45], v[6:7], 0, v[24:25]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v43, v[44:45], off
.LBB0_40:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[42:43], s[22:23], s[2:3]
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB0_42
; %bb.41:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[44:45], v[8:9], 0, v[24:25]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v47, v[44:45], off
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
	v_lshl_add_u64 v[44:45], v[10:11], 0, v[24:25]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v46, v[44:45], off
.LBB0_44:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[42:43], s[24:25], s[2:3]
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB0_46
; %bb.45:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[44:45], v[12:13], 0, v[24:25]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v49, v[44:45], off
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
	v_lshl_add_u64 v[44:45], v[14:15], 0, v[24:25]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v48, v[44:45], off
.LBB0_48:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[42:43], s[30:31], s[2:3]
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB0_50
; %bb.49:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[44:45], v[16:17], 0, v[24:25]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v51, v[44:45], off
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
	v_lshl_add_u64 v[44:45], v[18:19], 0, v[24:25]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v50, v[44:45], off
.LBB0_52:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[4:5], s[34:35], s[2:3]
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_54
; %bb.53:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[44:45], v[20:21], 0, v[24:25]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ubyte v52, v[44:45], off
.LBB0_54:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_and_b32_e32 v25, 0xe0, v31
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_add3_u32 v25, s40, v25, v33
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b64 v[44:45], v25
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v25, s38, v26
	v_add_u32_e32 v54, 32, v25
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v54
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_56
; %bb.55:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_add_u32_e32 v54, s13, v42
	v_ashrrev_i32_e32 v55, 31, v54
	v_lshl_add_u64 v[54:55], v[22:23], 0, v[54:55]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v53, v[54:55], off
.LBB0_56:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v54, 36, v25
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v54
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v56, s13, v41
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[22:23], 0, v[56:57]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v55, v[56:57], off
.LBB0_58:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v56, 40, v25
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v56
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_60
; %bb.59:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v56, s13, v40
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[22:23], 0, v[56:57]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v54, v[56:57], off
.LBB0_60:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v56, 44, v25
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v56
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v58, s13, v39
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshl_add_u64 v[58:59], v[22:23], 0, v[58:59]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v57, v[58:59], off
.LBB0_62:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v58, 48, v25
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v58
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_64
; %bb.63:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v58, s13, v38
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshl_add_u64 v[58:59], v[22:23], 0, v[58:59]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v56, v[58:59], off
.LBB0_64:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v58, 52, v25
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v58
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_66
; %bb.65:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v60, s13, v37
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[22:23], 0, v[60:61]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v59, v[60:61], off
.LBB0_66:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v60, 56, v25
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v60
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_68
; %bb.67:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_add_u32_e32 v60, s13, v36
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[22:23], 0, v[60:61]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v58, v[60:61], off
.LBB0_68:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_add_u32_e32 v25, 60, v25
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v25
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[18:19], s[2:3]
	v_mov_b32_e32 v25, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_37
; %bb.69:                               ;   in Loop: Header=BB0_38 Depth=1
	.loc	1 40 21 is_stmt 0               ; triton_corpus.py:40:21
	v_add_u32_e32 v60, s13, v35
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[22:23], 0, v[60:61]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ubyte v25, v[60:61], off
	s_branch .LBB0_37
.LBB0_70:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v5, 0
	s_movk_i32 s33, 0x400
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v2, v5
.LBB0_71:                               ; %Flow80
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	v_add_u32_e32 v0, s33, v28
	s_load_dword s2, s[0:1], 0x38
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_waitcnt lgkmcnt(0)
	; wave barrier
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_read_b64_tr_b8 v[6:7], v0
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_and_b64 s[0:1], s[36:37], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_73
; %bb.72:
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_movk_i32 s0, 0x108
	v_and_b32_e32 v0, 0xe0, v31
	v_bitop3_b32 v8, v29, v30, s0 bitop3:0x6c
	v_add3_u32 v0, s40, v0, v8
	ds_read_b64 v[8:9], v0
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_fp8_bf8 v[2:5], v[6:7], v[8:9], v[2:5]
.LBB0_73:                               ; %._crit_edge._crit_edge
	.loc	1 32 23                         ; triton_corpus.py:32:23
	v_lshrrev_b32_e32 v0, 2, v27
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v1, s16, v1
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	s_waitcnt lgkmcnt(0)
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
	s_cbranch_execz .LBB0_75
; %bb.74:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	v_mul_lo_u32 v8, s2, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[8:9], v2, off
.LBB0_75:
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
	s_cbranch_execz .LBB0_77
; %bb.76:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v8, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[8:9], v3, off
.LBB0_77:
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
	v_or_b32_e32 v2, 3, v6
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_81
; %bb.80:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v2, s2, v2
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v5, off
.LBB0_81:
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
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 44
		.amdhsa_accum_offset 64
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
	.set .Lgemm.num_vgpr, 64
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
; codeLenInByte = 3252
; TotalNumSgprs: 50
; NumVgprs: 64
; NumAgprs: 0
; TotalNumVgprs: 64
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 64
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
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
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     64
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
