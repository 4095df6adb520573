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
; %bb.132:
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
; %bb.133:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 84 5 is_stmt 1                ; triton_corpus.py:84:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s33, s0, 6
	.loc	1 70 10                         ; triton_corpus.py:70:10
	s_lshl_b32 s54, s15, 5
	s_or_b32 s0, s33, s54
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s0, s12
	s_cselect_b64 s[20:21], -1, 0
	.loc	1 76 44 is_stmt 0               ; triton_corpus.py:76:44
	s_lshr_b32 s1, s14, 31
	s_add_i32 s1, s14, s1
	s_ashr_i32 s1, s1, 1
	.loc	1 76 29                         ; triton_corpus.py:76:29
	s_mul_i32 s15, s0, s1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s17, s15, 31
	s_add_u32 s22, s2, s15
	s_addc_u32 s23, s3, s17
	.loc	1 75 5 is_stmt 1                ; triton_corpus.py:75:5
	s_cmpk_gt_i32 s14, 0x7f
	s_cselect_b64 s[18:19], -1, 0
	s_and_b64 s[24:25], s[18:19], s[20:21]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[24:25], s[24:25], exec
	s_cselect_b32 s15, 1, 0
	.loc	1 70 23                         ; triton_corpus.py:70:23
	v_and_b32_e32 v16, 63, v0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_cmp_lg_u32 s15, 1
	.loc	1 76 21 is_stmt 0               ; triton_corpus.py:76:21
	v_mov_b32_e32 v17, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_lshl_add_u64 v[2:3], s[22:23], 0, v[16:17]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v6, v[2:3], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v6, v17
.LBB0_3:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s15, s0, 4
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s15, s12
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s15, s15, s1
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cselect_b64 s[24:25], -1, 0
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s17, s15, 31
	s_add_u32 s26, s2, s15
	s_addc_u32 s27, s3, s17
	.loc	1 75 5 is_stmt 1                ; triton_corpus.py:75:5
	s_and_b64 s[28:29], s[18:19], s[24:25]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[28:29], s[28:29], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	.loc	1 76 21 is_stmt 0               ; triton_corpus.py:76:21
	v_lshl_add_u64 v[2:3], s[26:27], 0, v[16:17]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v7, v[2:3], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_6:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s15, s0, 8
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s15, s12
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s15, s15, s1
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s17, s15, 31
	s_add_u32 s30, s2, s15
	s_addc_u32 s31, s3, s17
	.loc	1 75 5 is_stmt 1                ; triton_corpus.py:75:5
	s_and_b64 s[34:35], s[18:19], s[28:29]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[34:35], s[34:35], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 76 21 is_stmt 0               ; triton_corpus.py:76:21
	v_lshl_add_u64 v[2:3], s[30:31], 0, v[16:17]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v8, v[2:3], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_9:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s15, s0, 12
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s15, s12
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s15, s15, s1
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s17, s15, 31
	s_add_u32 s36, s2, s15
	s_addc_u32 s37, s3, s17
	.loc	1 75 5 is_stmt 1                ; triton_corpus.py:75:5
	s_and_b64 s[38:39], s[18:19], s[34:35]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[38:39], s[38:39], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 76 21 is_stmt 0               ; triton_corpus.py:76:21
	v_lshl_add_u64 v[2:3], s[36:37], 0, v[16:17]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v9, v[2:3], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_12:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s15, s0, 16
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s15, s12
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s15, s15, s1
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cselect_b64 s[38:39], -1, 0
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s17, s15, 31
	s_add_u32 s40, s2, s15
	s_addc_u32 s41, s3, s17
	.loc	1 75 5 is_stmt 1                ; triton_corpus.py:75:5
	s_and_b64 s[42:43], s[18:19], s[38:39]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[42:43], s[42:43], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	.loc	1 76 21 is_stmt 0               ; triton_corpus.py:76:21
	v_lshl_add_u64 v[2:3], s[40:41], 0, v[16:17]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v10, v[2:3], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_15:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s15, s0, 20
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s15, s12
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s15, s15, s1
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cselect_b64 s[42:43], -1, 0
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s17, s15, 31
	s_add_u32 s44, s2, s15
	s_addc_u32 s45, s3, s17
	.loc	1 75 5 is_stmt 1                ; triton_corpus.py:75:5
	s_and_b64 s[46:47], s[18:19], s[42:43]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[46:47], s[46:47], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	.loc	1 76 21 is_stmt 0               ; triton_corpus.py:76:21
	v_lshl_add_u64 v[2:3], s[44:45], 0, v[16:17]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v11, v[2:3], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_18:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s15, s0, 24
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s15, s12
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s15, s15, s1
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cselect_b64 s[46:47], -1, 0
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s17, s15, 31
	s_add_u32 s48, s2, s15
	s_addc_u32 s49, s3, s17
	.loc	1 75 5 is_stmt 1                ; triton_corpus.py:75:5
	s_and_b64 s[50:51], s[18:19], s[46:47]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[50:51], s[50:51], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	.loc	1 76 21 is_stmt 0               ; triton_corpus.py:76:21
	v_lshl_add_u64 v[2:3], s[48:49], 0, v[16:17]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v12, v[2:3], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_21:
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	s_or_b32 s0, s0, 28
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cmp_lt_i32 s0, s12
	.loc	1 76 29 is_stmt 0               ; triton_corpus.py:76:29
	s_mul_i32 s0, s0, s1
	.loc	1 76 97                         ; triton_corpus.py:76:97
	s_cselect_b64 s[50:51], -1, 0
	.loc	1 76 21                         ; triton_corpus.py:76:21
	s_ashr_i32 s1, s0, 31
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	.loc	1 75 5 is_stmt 1                ; triton_corpus.py:75:5
	s_and_b64 s[0:1], s[18:19], s[50:51]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 76 21 is_stmt 0               ; triton_corpus.py:76:21
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[16:17]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v13, v[2:3], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_24:
	.loc	1 70 23 is_stmt 1               ; triton_corpus.py:70:23
	v_and_b32_e32 v1, 31, v0
	.loc	1 71 10                         ; triton_corpus.py:71:10
	s_lshl_b32 s15, s16, 5
	v_or_b32_e32 v2, s15, v1
	.loc	1 70 23                         ; triton_corpus.py:70:23
	v_lshl_or_b32 v30, s33, 6, v16
	.loc	1 77 87                         ; triton_corpus.py:77:87
	v_cmp_gt_i32_e64 s[0:1], s13, v2
	.loc	1 72 11                         ; triton_corpus.py:72:11
	v_lshrrev_b32_e32 v31, 5, v30
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[16:17], s[0:1], s[18:19]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[52:53], s[16:17]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mul_lo_u32 v4, v31, s13
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v15, v[4:5], off
.LBB0_26:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[52:53]
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v32, 8, v31
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[52:53], s[16:17]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 77 29 is_stmt 0               ; triton_corpus.py:77:29
	v_mul_lo_u32 v4, v32, s13
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v14, v[4:5], off
.LBB0_28:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[52:53]
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v33, 16, v31
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[52:53], s[16:17]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 77 29 is_stmt 0               ; triton_corpus.py:77:29
	v_mul_lo_u32 v4, v33, s13
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v25, v[4:5], off
.LBB0_30:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[52:53]
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v34, 24, v31
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[52:53], s[16:17]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 77 29 is_stmt 0               ; triton_corpus.py:77:29
	v_mul_lo_u32 v4, v34, s13
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v24, v[4:5], off
.LBB0_32:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[52:53]
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v35, 32, v31
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[52:53], s[16:17]
	s_cbranch_execz .LBB0_34
; %bb.33:
	.loc	1 77 29 is_stmt 0               ; triton_corpus.py:77:29
	v_mul_lo_u32 v4, v35, s13
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v27, v[4:5], off
.LBB0_34:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[52:53]
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v36, 40, v31
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[52:53], s[16:17]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 77 29 is_stmt 0               ; triton_corpus.py:77:29
	v_mul_lo_u32 v4, v36, s13
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v26, v[4:5], off
.LBB0_36:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[52:53]
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v37, 48, v31
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v28, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[52:53], s[16:17]
	s_cbranch_execz .LBB0_38
; %bb.37:
	.loc	1 77 29 is_stmt 0               ; triton_corpus.py:77:29
	v_mul_lo_u32 v4, v37, s13
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v28, v[4:5], off
.LBB0_38:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[52:53]
	.loc	1 72 11 is_stmt 1               ; triton_corpus.py:72:11
	v_or_b32_e32 v38, 56, v31
	v_mov_b32_e32 v39, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[52:53], s[16:17]
	s_cbranch_execz .LBB0_40
; %bb.39:
	.loc	1 77 29 is_stmt 0               ; triton_corpus.py:77:29
	v_mul_lo_u32 v4, v38, s13
	.loc	1 77 21                         ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v39, v[4:5], off
.LBB0_40:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[52:53]
	.loc	1 70 10 is_stmt 1               ; triton_corpus.py:70:10
	v_or_b32_e32 v17, s54, v1
	.loc	1 76 97                         ; triton_corpus.py:76:97
	v_cmp_gt_i32_e32 vcc, s12, v17
	.loc	1 81 46                         ; triton_corpus.py:81:46
	s_ashr_i32 s12, s14, 31
	s_lshr_b32 s52, s12, 27
	s_add_i32 s52, s14, s52
	s_ashr_i32 s54, s52, 5
	.loc	1 81 31 is_stmt 0               ; triton_corpus.py:81:31
	v_mul_lo_u32 v4, s54, v17
	.loc	1 81 22                         ; triton_corpus.py:81:22
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 73 11 is_stmt 1               ; triton_corpus.py:73:11
	v_bfe_u32 v18, v0, 5, 1
	.loc	1 81 22                         ; triton_corpus.py:81:22
	v_lshl_add_u64 v[20:21], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[20:21], 0, v[18:19]
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_and_b64 s[4:5], vcc, s[18:19]
	v_mov_b32_e32 v51, 0x7f
	v_mov_b32_e32 v52, 0x7f
	.loc	1 81 14                         ; triton_corpus.py:81:14
	s_and_saveexec_b64 s[52:53], s[4:5]
	s_cbranch_execz .LBB0_42
; %bb.41:
	global_load_ubyte v52, v[4:5], off
.LBB0_42:
	.loc	1 0 14 is_stmt 0                ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[52:53]
	.loc	1 81 14                         ; triton_corpus.py:81:14
	s_and_saveexec_b64 s[52:53], s[4:5]
	s_cbranch_execz .LBB0_44
; %bb.43:
	global_load_ubyte v51, v[4:5], off offset:2
.LBB0_44:
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[52:53]
	.loc	1 82 31 is_stmt 1               ; triton_corpus.py:82:31
	v_mul_lo_u32 v4, s54, v2
	.loc	1 82 22 is_stmt 0               ; triton_corpus.py:82:22
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[22:23], s[8:9], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[22:23], 0, v[18:19]
	v_mov_b32_e32 v53, 0x7f
	v_mov_b32_e32 v29, 0x7f
	.loc	1 82 14                         ; triton_corpus.py:82:14
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_46
; %bb.45:
	global_load_ubyte v29, v[4:5], off
.LBB0_46:
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[4:5]
	.loc	1 82 14                         ; triton_corpus.py:82:14
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_48
; %bb.47:
	global_load_ubyte v53, v[4:5], off offset:2
.LBB0_48:
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[4:5]
	.loc	1 76 13 is_stmt 1               ; triton_corpus.py:76:13
	v_add_u32_e32 v4, 0, v30
	v_xor_b32_e32 v44, 32, v30
	s_waitcnt vmcnt(0)
	ds_write_b8 v4, v6
	ds_write_b8 v4, v10 offset:1024
	v_xor_b32_e32 v43, 16, v30
	v_add_u32_e32 v6, 0, v44
	v_xor_b32_e32 v45, 48, v30
	v_add_u32_e32 v5, 0, v43
	ds_write_b8 v6, v8 offset:512
	ds_write_b8 v6, v12 offset:1536
	v_add_u32_e32 v6, 0, v45
	s_mov_b32 s16, 0
	ds_write_b8 v5, v7 offset:256
	ds_write_b8 v5, v11 offset:1280
	ds_write_b8 v6, v9 offset:768
	ds_write_b8 v6, v13 offset:1792
	.loc	1 77 13                         ; triton_corpus.py:77:13
	ds_write_b8 v4, v15 offset:4096
	ds_write_b8 v4, v25 offset:4608
	ds_write_b8 v4, v27 offset:5120
	ds_write_b8 v4, v28 offset:5632
	ds_write_b8 v5, v14 offset:4352
	ds_write_b8 v5, v24 offset:4864
	ds_write_b8 v5, v26 offset:5376
	ds_write_b8 v5, v39 offset:5888
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_cmpk_gt_i32 s14, 0xff
	v_lshlrev_b32_e32 v4, 4, v0
	v_lshlrev_b32_e32 v5, 3, v0
	v_and_b32_e32 v6, 16, v0
	s_cbranch_scc1 .LBB0_50
; %bb.49:                               ; %.._crit_edge_crit_edge
	.loc	1 77 13                         ; triton_corpus.py:77:13
	v_and_b32_e32 v7, 0x2e0, v4
	v_and_or_b32 v8, v5, 8, v6
	s_movk_i32 s4, 0x110
	v_or_b32_e32 v39, v8, v7
	v_bitop3_b32 v24, v8, s4, v7 bitop3:0x36
	s_mov_b64 s[4:5], 0
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $vgpr39
                                        ; implicit-def: $vgpr24
.LBB0_51:                               ; %Flow
	s_and_b64 s[4:5], s[4:5], exec
	v_and_b32_e32 v19, 32, v0
	s_cselect_b32 s4, 1, 0
	v_mov_b32_e32 v25, 0
	s_cmp_lg_u32 s4, 1
	v_lshlrev_b32_e32 v40, 6, v1
	v_lshlrev_b32_e32 v41, 2, v0
	v_lshrrev_b32_e32 v42, 1, v19
	s_cbranch_scc1 .LBB0_95
; %bb.52:                               ; %.lr.ph
	.loc	1 75 23 is_stmt 1               ; triton_corpus.py:75:23
	s_lshr_b32 s4, s12, 25
	s_add_i32 s14, s14, s4
	v_and_b32_e32 v0, 48, v41
	v_bitop3_b32 v1, v41, v42, 48 bitop3:0x6c
	s_ashr_i32 s4, s14, 7
	v_bitop3_b32 v46, v0, v40, v42 bitop3:0xde
	v_bitop3_b32 v47, v1, 32, v40 bitop3:0x36
	v_and_b32_e32 v0, 0x2e0, v4
	v_and_or_b32 v1, v5, 8, v6
	.loc	1 75 5 is_stmt 0                ; triton_corpus.py:75:5
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[2:3]
	v_or_b32_e32 v39, v1, v0
	s_max_i32 s6, s4, 2
	s_mov_b32 s7, 0xc0c0004
	v_bitop3_b32 v48, v1, 16, v0 bitop3:0x36
	v_mov_b32_e32 v0, 0
	s_add_i32 s6, s6, -2
	v_perm_b32 v49, v29, v53, s7
	v_perm_b32 v50, v52, v51, s7
	s_movk_i32 s9, 0x1000
	s_mov_b32 s8, 0
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
	s_mov_b32 s12, 0
	s_branch .LBB0_54
.LBB0_53:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[4:5]
	.loc	1 83 15 is_stmt 1               ; triton_corpus.py:83:15
	v_and_b32_e32 v24, 0xffff, v50
	v_and_b32_e32 v28, 0xffff, v49
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_add_i32 s4, s8, 1
	s_cmp_lt_i32 s4, 2
	.loc	1 83 15                         ; triton_corpus.py:83:15
	s_waitcnt lgkmcnt(1)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[66:69], v[58:61], v[0:15], v28, v24 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_cselect_b32 s8, s4, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_lshl_b32 s16, s8, 11
	v_add_u32_e32 v49, s16, v30
	v_add_u32_e32 v50, s16, v43
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_add_i32 s9, s16, 0x1000
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 83 15                         ; triton_corpus.py:83:15
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[62:65], v[54:57], v[0:15], v28, v24 op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:4 blgp:4
	.loc	1 76 13                         ; triton_corpus.py:76:13
	v_add_u32_e32 v24, s16, v44
	s_waitcnt vmcnt(0)
	ds_write_b8 v49, v70
	ds_write_b8 v49, v74 offset:1024
	ds_write_b8 v50, v71 offset:256
	ds_write_b8 v50, v75 offset:1280
	ds_write_b8 v24, v72 offset:512
	ds_write_b8 v24, v76 offset:1536
	v_add_u32_e32 v24, s16, v45
	.loc	1 77 13                         ; triton_corpus.py:77:13
	ds_write_b8 v49, v79 offset:4096
	ds_write_b8 v49, v81 offset:4608
	ds_write_b8 v49, v83 offset:5120
	ds_write_b8 v49, v85 offset:5632
	ds_write_b8 v50, v78 offset:4352
	ds_write_b8 v50, v80 offset:4864
	ds_write_b8 v50, v82 offset:5376
	ds_write_b8 v50, v84 offset:5888
	v_perm_b32 v49, v29, v53, s7
	.loc	1 75 5                          ; triton_corpus.py:75:5
	v_perm_b32 v50, v52, v51, s7
	s_cmp_lg_u32 s12, s6
	s_mov_b32 s12, s14
	.loc	1 76 13                         ; triton_corpus.py:76:13
	ds_write_b8 v24, v73 offset:768
	ds_write_b8 v24, v77 offset:1792
	.loc	1 75 5                          ; triton_corpus.py:75:5
	s_cbranch_scc0 .LBB0_96
.LBB0_54:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s14, s12, 1
	.loc	1 76 58                         ; triton_corpus.py:76:58
	s_lshl_b32 s17, s14, 6
	.loc	1 76 13 is_stmt 0               ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[20:21], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	.loc	1 76 58                         ; triton_corpus.py:76:58
	v_or_b32_e32 v24, s17, v16
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_cbranch_scc1 .LBB0_63
; %bb.55:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_lshl_add_u64 v[28:29], s[22:23], 0, v[24:25]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v70, v[28:29], off
	s_and_b64 s[4:5], s[24:25], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_64
.LBB0_56:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v71, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[28:29], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_65
.LBB0_57:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v72, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[34:35], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_66
.LBB0_58:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v73, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[38:39], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_67
.LBB0_59:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v74, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[42:43], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_68
.LBB0_60:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v75, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[46:47], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_69
.LBB0_61:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v76, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[50:51], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_70
.LBB0_62:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v77, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_branch .LBB0_71
.LBB0_63:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v70, 0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_and_b64 s[4:5], s[24:25], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_56
.LBB0_64:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[28:29], s[26:27], 0, v[24:25]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v71, v[28:29], off
	s_and_b64 s[4:5], s[28:29], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_57
.LBB0_65:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[28:29], s[30:31], 0, v[24:25]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v72, v[28:29], off
	s_and_b64 s[4:5], s[34:35], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_58
.LBB0_66:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[28:29], s[36:37], 0, v[24:25]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v73, v[28:29], off
	s_and_b64 s[4:5], s[38:39], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_59
.LBB0_67:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[28:29], s[40:41], 0, v[24:25]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v74, v[28:29], off
	s_and_b64 s[4:5], s[42:43], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_60
.LBB0_68:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[28:29], s[44:45], 0, v[24:25]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v75, v[28:29], off
	s_and_b64 s[4:5], s[46:47], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_61
.LBB0_69:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[28:29], s[48:49], 0, v[24:25]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v76, v[28:29], off
	s_and_b64 s[4:5], s[50:51], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_62
.LBB0_70:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 76 21                         ; triton_corpus.py:76:21
	v_lshl_add_u64 v[28:29], s[2:3], 0, v[24:25]
	.loc	1 76 13                         ; triton_corpus.py:76:13
	global_load_ubyte v77, v[28:29], off
.LBB0_71:                               ;   in Loop: Header=BB0_54 Depth=1
	v_add_u32_e32 v24, s16, v46
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v28, s16, v47
	ds_read_b128 v[58:61], v24
	ds_read_b128 v[54:57], v28
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	.loc	1 77 13 is_stmt 1               ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_73
; %bb.72:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 76 58                         ; triton_corpus.py:76:58
	v_or_b32_e32 v24, s17, v31
	v_mul_lo_u32 v28, v24, s13
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[26:27], 0, v[28:29]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v79, v[28:29], off
.LBB0_73:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_75
; %bb.74:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 76 58 is_stmt 1               ; triton_corpus.py:76:58
	v_or_b32_e32 v24, s17, v32
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v28, v24, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[26:27], 0, v[28:29]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v78, v[28:29], off
.LBB0_75:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_77
; %bb.76:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 76 58 is_stmt 1               ; triton_corpus.py:76:58
	v_or_b32_e32 v24, s17, v33
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v28, v24, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[26:27], 0, v[28:29]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v81, v[28:29], off
.LBB0_77:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_79
; %bb.78:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 76 58 is_stmt 1               ; triton_corpus.py:76:58
	v_or_b32_e32 v24, s17, v34
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v28, v24, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[26:27], 0, v[28:29]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v80, v[28:29], off
.LBB0_79:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_81
; %bb.80:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 76 58 is_stmt 1               ; triton_corpus.py:76:58
	v_or_b32_e32 v24, s17, v35
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v28, v24, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[26:27], 0, v[28:29]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v83, v[28:29], off
.LBB0_81:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_83
; %bb.82:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 76 58 is_stmt 1               ; triton_corpus.py:76:58
	v_or_b32_e32 v24, s17, v36
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v28, v24, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[26:27], 0, v[28:29]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v82, v[28:29], off
.LBB0_83:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_85
; %bb.84:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 76 58 is_stmt 1               ; triton_corpus.py:76:58
	v_or_b32_e32 v24, s17, v37
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v28, v24, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[26:27], 0, v[28:29]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v85, v[28:29], off
.LBB0_85:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_87
; %bb.86:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 76 58 is_stmt 1               ; triton_corpus.py:76:58
	v_or_b32_e32 v24, s17, v38
	.loc	1 77 29                         ; triton_corpus.py:77:29
	v_mul_lo_u32 v28, v24, s13
	.loc	1 77 21 is_stmt 0               ; triton_corpus.py:77:21
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[26:27], 0, v[28:29]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	global_load_ubyte v84, v[28:29], off
.LBB0_87:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 77 13                         ; triton_corpus.py:77:13
	v_add_u32_e32 v24, s9, v39
	v_add_u32_e32 v28, s9, v48
	ds_read_b64_tr_b8 v[66:67], v24
	ds_read_b64_tr_b8 v[62:63], v24 offset:1024
	ds_read_b64_tr_b8 v[68:69], v28 offset:256
	ds_read_b64_tr_b8 v[64:65], v28 offset:1280
	.loc	1 81 58 is_stmt 1               ; triton_corpus.py:81:58
	s_lshl_b32 s9, s14, 2
	v_or_b32_e32 v28, s9, v18
	v_mov_b32_e32 v51, 0x7f
	v_mov_b32_e32 v52, 0x7f
	.loc	1 81 14 is_stmt 0               ; triton_corpus.py:81:14
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_89
; %bb.88:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 14                          ; triton_corpus.py:0:14
	v_mov_b32_e32 v29, v25
	v_lshl_add_u64 v[52:53], v[20:21], 0, v[28:29]
	.loc	1 81 14                         ; triton_corpus.py:81:14
	global_load_ubyte v52, v[52:53], off
.LBB0_89:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v24, s9, v18
	.loc	1 81 14                         ; triton_corpus.py:81:14
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_91
; %bb.90:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 81 22                         ; triton_corpus.py:81:22
	v_lshl_add_u64 v[86:87], v[20:21], 0, v[24:25]
	.loc	1 81 14                         ; triton_corpus.py:81:14
	global_load_ubyte v51, v[86:87], off offset:2
.LBB0_91:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v53, 0x7f
	v_mov_b32_e32 v29, 0x7f
	.loc	1 82 14 is_stmt 1               ; triton_corpus.py:82:14
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_93
; %bb.92:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 14 is_stmt 0                ; triton_corpus.py:0:14
	v_mov_b32_e32 v29, v25
	v_lshl_add_u64 v[28:29], v[22:23], 0, v[28:29]
	.loc	1 82 14                         ; triton_corpus.py:82:14
	global_load_ubyte v29, v[28:29], off
.LBB0_93:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[4:5]
	.loc	1 82 14                         ; triton_corpus.py:82:14
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_53
; %bb.94:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 82 22                         ; triton_corpus.py:82:22
	v_lshl_add_u64 v[86:87], v[22:23], 0, v[24:25]
	.loc	1 82 14                         ; triton_corpus.py:82:14
	global_load_ubyte v53, v[86:87], off offset:2
	s_branch .LBB0_53
.LBB0_95:
	.loc	1 0 14                          ; triton_corpus.py:0:14
	v_mov_b32_e32 v15, 0
	s_movk_i32 s9, 0x1000
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
	s_branch .LBB0_97
.LBB0_96:                               ; %._crit_edge.loopexit
	v_xor_b32_e32 v24, 0x110, v39
.LBB0_97:                               ; %._crit_edge
	.loc	1 77 13 is_stmt 1               ; triton_corpus.py:77:13
	v_add_u32_e32 v16, s9, v39
	.loc	1 76 13                         ; triton_corpus.py:76:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 77 13                         ; triton_corpus.py:77:13
	v_add_u32_e32 v18, s9, v24
	ds_read_b64_tr_b8 v[24:25], v16
	ds_read_b64_tr_b8 v[20:21], v16 offset:1024
	ds_read_b64_tr_b8 v[26:27], v18
	ds_read_b64_tr_b8 v[22:23], v18 offset:1024
	.loc	1 83 15                         ; triton_corpus.py:83:15
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_99
; %bb.98:
	.loc	1 76 13                         ; triton_corpus.py:76:13
	v_and_b32_e32 v16, 48, v41
	v_bitop3_b32 v16, v16, v40, v42 bitop3:0xde
	v_add_u32_e32 v18, s16, v16
	ds_read_b128 v[30:33], v18
	.loc	1 83 15                         ; triton_corpus.py:83:15
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v18, v52, v51, s0
	v_perm_b32 v28, v29, v53, s0
	.loc	1 76 13                         ; triton_corpus.py:76:13
	v_xad_u32 v16, v16, 32, s16
	.loc	1 83 15                         ; triton_corpus.py:83:15
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[24:27], v[30:33], v[0:15], v28, v18 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	.loc	1 76 13                         ; triton_corpus.py:76:13
	ds_read_b128 v[24:27], v16
	.loc	1 83 15                         ; triton_corpus.py:83:15
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[20:23], v[24:27], v[0:15], v28, v18 op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:4 blgp:4
.LBB0_99:                               ; %._crit_edge._crit_edge
	.loc	1 70 23                         ; triton_corpus.py:70:23
	v_lshrrev_b32_e32 v16, 3, v19
	.loc	1 71 10                         ; triton_corpus.py:71:10
	v_or_b32_e32 v16, s15, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v16
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 22                         ; triton_corpus.py:84:22
	v_mul_lo_u32 v18, s13, v17
	.loc	1 84 14                         ; triton_corpus.py:84:14
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_cmp_eq_u32 s33, 0
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
	s_cbranch_execz .LBB0_101
; %bb.100:
	global_store_dword v[18:19], v0, off
.LBB0_101:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 71 10 is_stmt 1               ; triton_corpus.py:71:10
	v_or_b32_e32 v0, 1, v16
	.loc	1 84 84                         ; triton_corpus.py:84:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 84 63 is_stmt 0               ; triton_corpus.py:84:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 84 5                          ; triton_corpus.py:84:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_103
; %bb.102:
	global_store_dword v[18:19], v1, off offset:4
.LBB0_103:
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
	s_cbranch_execz .LBB0_105
; %bb.104:
	global_store_dword v[18:19], v2, off offset:8
.LBB0_105:
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
	s_cbranch_execz .LBB0_107
; %bb.106:
	global_store_dword v[18:19], v3, off offset:12
.LBB0_107:
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
	s_cbranch_execz .LBB0_109
; %bb.108:
	global_store_dword v[18:19], v4, off offset:32
.LBB0_109:
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
	s_cbranch_execz .LBB0_111
; %bb.110:
	global_store_dword v[18:19], v5, off offset:36
.LBB0_111:
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
	s_cbranch_execz .LBB0_113
; %bb.112:
	global_store_dword v[18:19], v6, off offset:40
.LBB0_113:
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
	s_cbranch_execz .LBB0_115
; %bb.114:
	global_store_dword v[18:19], v7, off offset:44
.LBB0_115:
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
	s_cbranch_execz .LBB0_117
; %bb.116:
	global_store_dword v[18:19], v8, off offset:64
.LBB0_117:
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
	s_cbranch_execz .LBB0_119
; %bb.118:
	global_store_dword v[18:19], v9, off offset:68
.LBB0_119:
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
	s_cbranch_execz .LBB0_121
; %bb.120:
	global_store_dword v[18:19], v10, off offset:72
.LBB0_121:
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
	s_cbranch_execz .LBB0_123
; %bb.122:
	global_store_dword v[18:19], v11, off offset:76
.LBB0_123:
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
	s_cbranch_execz .LBB0_125
; %bb.124:
	global_store_dword v[18:19], v12, off offset:96
.LBB0_125:
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
	s_cbranch_execz .LBB0_127
; %bb.126:
	global_store_dword v[18:19], v13, off offset:100
.LBB0_127:
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
	s_cbranch_execz .LBB0_129
; %bb.128:
	global_store_dword v[18:19], v14, off offset:104
.LBB0_129:
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
	s_cbranch_execz .LBB0_131
; %bb.130:
	global_store_dword v[18:19], v15, off offset:108
.LBB0_131:
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
		.amdhsa_next_free_vgpr 88
		.amdhsa_next_free_sgpr 55
		.amdhsa_accum_offset 88
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
	.set .Lgemm_scaled.num_vgpr, 88
	.set .Lgemm_scaled.num_agpr, 0
	.set .Lgemm_scaled.numbered_sgpr, 55
	.set .Lgemm_scaled.num_named_barrier, 0
	.set .Lgemm_scaled.private_seg_size, 0
	.set .Lgemm_scaled.uses_vcc, 1
	.set .Lgemm_scaled.uses_flat_scratch, 0
	.set .Lgemm_scaled.has_dyn_sized_stack, 0
	.set .Lgemm_scaled.has_recursion, 0
	.set .Lgemm_scaled.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4248
; TotalNumSgprs: 61
; NumVgprs: 88
; NumAgprs: 0
; TotalNumVgprs: 88
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 61
; NumVGPRsForWavesPerEU: 88
; AccumOffset: 88
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 21
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
    .sgpr_count:     61
    .sgpr_spill_count: 0
    .symbol:         gemm_scaled.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     88
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
