	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_fp4_mn_packed              ; -- Begin function gemm_fp4_mn_packed
	.p2align	8
	.type	gemm_fp4_mn_packed,@function
gemm_fp4_mn_packed:                     ; @gemm_fp4_mn_packed
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.131:
	.file	1 "/work/main/tools" "triton_corpus.py"
	.loc	1 149 0 prologue_end            ; triton_corpus.py:149:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_load_dword s14, s[0:1], 0x30
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.132:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 162 46 is_stmt 1              ; triton_corpus.py:162:46
	s_ashr_i32 s52, s14, 31
	s_lshr_b32 s0, s52, 27
	.loc	1 157 10                        ; triton_corpus.py:157:10
	s_lshl_b32 s17, s15, 5
	.loc	1 157 23 is_stmt 0              ; triton_corpus.py:157:23
	v_and_b32_e32 v1, 31, v0
	.loc	1 162 46 is_stmt 1              ; triton_corpus.py:162:46
	s_add_i32 s0, s14, s0
	.loc	1 157 10                        ; triton_corpus.py:157:10
	v_or_b32_e32 v30, s17, v1
	.loc	1 162 46                        ; triton_corpus.py:162:46
	s_ashr_i32 s21, s0, 5
	.loc	1 162 31 is_stmt 0              ; triton_corpus.py:162:31
	v_mul_lo_u32 v2, s21, v30
	.loc	1 162 22                        ; triton_corpus.py:162:22
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 161 5 is_stmt 1               ; triton_corpus.py:161:5
	s_cmpk_gt_i32 s14, 0x7f
	.loc	1 159 11                        ; triton_corpus.py:159:11
	v_bfe_u32 v16, v0, 5, 1
	.loc	1 162 95                        ; triton_corpus.py:162:95
	v_cmp_gt_i32_e32 vcc, s12, v30
	.loc	1 162 22 is_stmt 0              ; triton_corpus.py:162:22
	v_lshl_add_u64 v[18:19], s[4:5], 0, v[2:3]
	.loc	1 161 5 is_stmt 1               ; triton_corpus.py:161:5
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 162 22                        ; triton_corpus.py:162:22
	v_mov_b32_e32 v17, 0
	.loc	1 178 5                         ; triton_corpus.py:178:5
	v_readfirstlane_b32 s20, v0
	.loc	1 162 22                        ; triton_corpus.py:162:22
	v_lshl_add_u64 v[2:3], v[18:19], 0, v[16:17]
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_and_b64 s[0:1], vcc, s[4:5]
	v_mov_b32_e32 v31, 0x7f
	v_mov_b32_e32 v32, 0x7f
	.loc	1 162 14                        ; triton_corpus.py:162:14
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	global_load_ubyte v32, v[2:3], off
.LBB0_2:
	.loc	1 0 14 is_stmt 0                ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[18:19]
	.loc	1 162 14                        ; triton_corpus.py:162:14
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	global_load_ubyte v31, v[2:3], off offset:2
.LBB0_4:
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[18:19]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	s_lshl_b32 s15, s16, 5
	v_or_b32_e32 v2, s15, v1
	.loc	1 163 95                        ; triton_corpus.py:163:95
	v_cmp_gt_i32_e64 s[0:1], s13, v2
	.loc	1 163 31 is_stmt 0              ; triton_corpus.py:163:31
	v_mul_lo_u32 v2, s21, v2
	.loc	1 163 22                        ; triton_corpus.py:163:22
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[20:21], s[8:9], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[20:21], 0, v[16:17]
	.loc	1 161 5 is_stmt 1               ; triton_corpus.py:161:5
	s_and_b64 s[8:9], s[0:1], s[4:5]
	v_mov_b32_e32 v17, 0x7f
	v_mov_b32_e32 v29, 0x7f
	.loc	1 163 14                        ; triton_corpus.py:163:14
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_6
; %bb.5:
	global_load_ubyte v29, v[2:3], off
.LBB0_6:
	.loc	1 0 14 is_stmt 0                ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[18:19]
	.loc	1 163 14                        ; triton_corpus.py:163:14
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_ubyte v17, v[2:3], off offset:2
.LBB0_8:
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[18:19]
	.loc	1 178 5 is_stmt 1               ; triton_corpus.py:178:5
	s_bfe_u32 s33, s20, 0x20006
	.loc	1 157 10                        ; triton_corpus.py:157:10
	s_or_b32 s17, s33, s17
	.loc	1 162 95                        ; triton_corpus.py:162:95
	s_cmp_lt_i32 s17, s12
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 175 48                        ; triton_corpus.py:175:48
	s_lshr_b32 s18, s14, 31
	s_add_i32 s18, s14, s18
	s_ashr_i32 s48, s18, 1
	.loc	1 175 33 is_stmt 0              ; triton_corpus.py:175:33
	s_mul_i32 s18, s17, s48
	.loc	1 175 25                        ; triton_corpus.py:175:25
	s_ashr_i32 s19, s18, 31
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	.loc	1 161 5 is_stmt 1               ; triton_corpus.py:161:5
	s_and_b64 s[20:21], s[4:5], s[8:9]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_and_b64 s[20:21], s[20:21], exec
	s_cselect_b32 s20, 1, 0
	.loc	1 157 23                        ; triton_corpus.py:157:23
	v_and_b32_e32 v22, 63, v0
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_cmp_lg_u32 s20, 1
	.loc	1 175 25 is_stmt 0              ; triton_corpus.py:175:25
	v_mov_b32_e32 v23, 0
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_lshl_add_u64 v[2:3], s[18:19], 0, v[22:23]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v4, v[2:3], off
	s_branch .LBB0_11
.LBB0_10:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v4, v23
.LBB0_11:
	.loc	1 157 10 is_stmt 1              ; triton_corpus.py:157:10
	s_or_b32 s22, s17, 4
	.loc	1 162 95                        ; triton_corpus.py:162:95
	s_cmp_lt_i32 s22, s12
	.loc	1 175 33                        ; triton_corpus.py:175:33
	s_mul_i32 s22, s22, s48
	.loc	1 162 95                        ; triton_corpus.py:162:95
	s_cselect_b64 s[20:21], -1, 0
	.loc	1 175 25                        ; triton_corpus.py:175:25
	s_ashr_i32 s23, s22, 31
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_and_b64 s[24:25], s[4:5], s[20:21]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_and_b64 s[24:25], s[24:25], exec
	s_cselect_b32 s24, 1, 0
	s_cmp_lg_u32 s24, 1
	s_cbranch_scc1 .LBB0_13
; %bb.12:
	.loc	1 175 25 is_stmt 0              ; triton_corpus.py:175:25
	v_lshl_add_u64 v[2:3], s[22:23], 0, v[22:23]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v5, v[2:3], off
	s_branch .LBB0_14
.LBB0_13:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v5, 0
.LBB0_14:
	.loc	1 157 10 is_stmt 1              ; triton_corpus.py:157:10
	s_or_b32 s26, s17, 8
	.loc	1 162 95                        ; triton_corpus.py:162:95
	s_cmp_lt_i32 s26, s12
	.loc	1 175 33                        ; triton_corpus.py:175:33
	s_mul_i32 s26, s26, s48
	.loc	1 162 95                        ; triton_corpus.py:162:95
	s_cselect_b64 s[24:25], -1, 0
	.loc	1 175 25                        ; triton_corpus.py:175:25
	s_ashr_i32 s27, s26, 31
	s_add_u32 s26, s2, s26
	s_addc_u32 s27, s3, s27
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_and_b64 s[28:29], s[4:5], s[24:25]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_and_b64 s[28:29], s[28:29], exec
	s_cselect_b32 s28, 1, 0
	s_cmp_lg_u32 s28, 1
	s_cbranch_scc1 .LBB0_16
; %bb.15:
	.loc	1 175 25 is_stmt 0              ; triton_corpus.py:175:25
	v_lshl_add_u64 v[2:3], s[26:27], 0, v[22:23]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v6, v[2:3], off
	s_branch .LBB0_17
.LBB0_16:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v6, 0
.LBB0_17:
	.loc	1 157 10 is_stmt 1              ; triton_corpus.py:157:10
	s_or_b32 s30, s17, 12
	.loc	1 162 95                        ; triton_corpus.py:162:95
	s_cmp_lt_i32 s30, s12
	.loc	1 175 33                        ; triton_corpus.py:175:33
	s_mul_i32 s30, s30, s48
	.loc	1 162 95                        ; triton_corpus.py:162:95
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 175 25                        ; triton_corpus.py:175:25
	s_ashr_i32 s31, s30, 31
	s_add_u32 s30, s2, s30
	s_addc_u32 s31, s3, s31
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_and_b64 s[34:35], s[4:5], s[28:29]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_and_b64 s[34:35], s[34:35], exec
	s_cselect_b32 s34, 1, 0
	s_cmp_lg_u32 s34, 1
	s_cbranch_scc1 .LBB0_19
; %bb.18:
	.loc	1 175 25 is_stmt 0              ; triton_corpus.py:175:25
	v_lshl_add_u64 v[2:3], s[30:31], 0, v[22:23]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v7, v[2:3], off
	s_branch .LBB0_20
.LBB0_19:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v7, 0
.LBB0_20:
	.loc	1 157 10 is_stmt 1              ; triton_corpus.py:157:10
	s_or_b32 s36, s17, 16
	.loc	1 162 95                        ; triton_corpus.py:162:95
	s_cmp_lt_i32 s36, s12
	.loc	1 175 33                        ; triton_corpus.py:175:33
	s_mul_i32 s36, s36, s48
	.loc	1 162 95                        ; triton_corpus.py:162:95
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 175 25                        ; triton_corpus.py:175:25
	s_ashr_i32 s37, s36, 31
	s_add_u32 s36, s2, s36
	s_addc_u32 s37, s3, s37
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_and_b64 s[38:39], s[4:5], s[34:35]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_and_b64 s[38:39], s[38:39], exec
	s_cselect_b32 s38, 1, 0
	s_cmp_lg_u32 s38, 1
	s_cbranch_scc1 .LBB0_22
; %bb.21:
	.loc	1 175 25 is_stmt 0              ; triton_corpus.py:175:25
	v_lshl_add_u64 v[2:3], s[36:37], 0, v[22:23]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v8, v[2:3], off
	s_branch .LBB0_23
.LBB0_22:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v8, 0
.LBB0_23:
	.loc	1 157 10 is_stmt 1              ; triton_corpus.py:157:10
	s_or_b32 s40, s17, 20
	.loc	1 162 95                        ; triton_corpus.py:162:95
	s_cmp_lt_i32 s40, s12
	.loc	1 175 33                        ; triton_corpus.py:175:33
	s_mul_i32 s40, s40, s48
	.loc	1 162 95                        ; triton_corpus.py:162:95
	s_cselect_b64 s[38:39], -1, 0
	.loc	1 175 25                        ; triton_corpus.py:175:25
	s_ashr_i32 s41, s40, 31
	s_add_u32 s40, s2, s40
	s_addc_u32 s41, s3, s41
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_and_b64 s[42:43], s[4:5], s[38:39]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_and_b64 s[42:43], s[42:43], exec
	s_cselect_b32 s42, 1, 0
	s_cmp_lg_u32 s42, 1
	s_cbranch_scc1 .LBB0_25
; %bb.24:
	.loc	1 175 25 is_stmt 0              ; triton_corpus.py:175:25
	v_lshl_add_u64 v[2:3], s[40:41], 0, v[22:23]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v9, v[2:3], off
	s_branch .LBB0_26
.LBB0_25:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v9, 0
.LBB0_26:
	.loc	1 157 10 is_stmt 1              ; triton_corpus.py:157:10
	s_or_b32 s44, s17, 24
	.loc	1 162 95                        ; triton_corpus.py:162:95
	s_cmp_lt_i32 s44, s12
	.loc	1 175 33                        ; triton_corpus.py:175:33
	s_mul_i32 s44, s44, s48
	.loc	1 162 95                        ; triton_corpus.py:162:95
	s_cselect_b64 s[42:43], -1, 0
	.loc	1 175 25                        ; triton_corpus.py:175:25
	s_ashr_i32 s45, s44, 31
	s_add_u32 s44, s2, s44
	s_addc_u32 s45, s3, s45
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_and_b64 s[46:47], s[4:5], s[42:43]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_and_b64 s[46:47], s[46:47], exec
	s_cselect_b32 s46, 1, 0
	s_cmp_lg_u32 s46, 1
	s_cbranch_scc1 .LBB0_28
; %bb.27:
	.loc	1 175 25 is_stmt 0              ; triton_corpus.py:175:25
	v_lshl_add_u64 v[2:3], s[44:45], 0, v[22:23]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v10, v[2:3], off
	s_branch .LBB0_29
.LBB0_28:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v10, 0
.LBB0_29:
	.loc	1 157 10 is_stmt 1              ; triton_corpus.py:157:10
	s_or_b32 s17, s17, 28
	.loc	1 162 95                        ; triton_corpus.py:162:95
	s_cmp_lt_i32 s17, s12
	.loc	1 175 33                        ; triton_corpus.py:175:33
	s_mul_i32 s17, s17, s48
	.loc	1 162 95                        ; triton_corpus.py:162:95
	s_cselect_b64 s[46:47], -1, 0
	.loc	1 175 25                        ; triton_corpus.py:175:25
	s_ashr_i32 s12, s17, 31
	s_add_u32 s48, s2, s17
	s_addc_u32 s49, s3, s12
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_and_b64 s[2:3], s[4:5], s[46:47]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_31
; %bb.30:
	.loc	1 175 25 is_stmt 0              ; triton_corpus.py:175:25
	v_lshl_add_u64 v[2:3], s[48:49], 0, v[22:23]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v11, v[2:3], off
	s_branch .LBB0_32
.LBB0_31:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v11, 0
.LBB0_32:
	.loc	1 176 92 is_stmt 1              ; triton_corpus.py:176:92
	s_lshr_b32 s2, s13, 31
	.loc	1 172 39                        ; triton_corpus.py:172:39
	v_and_b32_e32 v2, 15, v0
	.loc	1 176 92                        ; triton_corpus.py:176:92
	s_add_i32 s2, s13, s2
	.loc	1 172 19                        ; triton_corpus.py:172:19
	v_lshl_or_b32 v2, s16, 4, v2
	.loc	1 176 92                        ; triton_corpus.py:176:92
	s_ashr_i32 s12, s2, 1
	.loc	1 157 23                        ; triton_corpus.py:157:23
	v_lshl_or_b32 v23, s33, 6, v22
	.loc	1 176 77                        ; triton_corpus.py:176:77
	v_cmp_gt_i32_e64 s[2:3], s12, v2
	.loc	1 174 27                        ; triton_corpus.py:174:27
	v_lshrrev_b32_e32 v33, 4, v23
	.loc	1 176 25                        ; triton_corpus.py:176:25
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_and_b64 s[16:17], s[4:5], s[2:3]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[50:51], s[16:17]
	s_cbranch_execz .LBB0_34
; %bb.33:
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	v_mul_lo_u32 v14, v33, s12
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v13, v[14:15], off
.LBB0_34:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[50:51]
	.loc	1 174 27 is_stmt 1              ; triton_corpus.py:174:27
	v_or_b32_e32 v35, 16, v33
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[50:51], s[16:17]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 176 33 is_stmt 0              ; triton_corpus.py:176:33
	v_mul_lo_u32 v14, v35, s12
	.loc	1 176 25                        ; triton_corpus.py:176:25
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v12, v[14:15], off
.LBB0_36:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[50:51]
	.loc	1 174 27 is_stmt 1              ; triton_corpus.py:174:27
	v_or_b32_e32 v36, 32, v33
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[50:51], s[16:17]
	s_cbranch_execz .LBB0_38
; %bb.37:
	.loc	1 176 33 is_stmt 0              ; triton_corpus.py:176:33
	v_mul_lo_u32 v24, v36, s12
	.loc	1 176 25                        ; triton_corpus.py:176:25
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], s[6:7], 0, v[24:25]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[2:3]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v15, v[24:25], off
.LBB0_38:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[50:51]
	.loc	1 174 27 is_stmt 1              ; triton_corpus.py:174:27
	v_or_b32_e32 v37, 48, v33
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[50:51], s[16:17]
	s_cbranch_execz .LBB0_40
; %bb.39:
	.loc	1 176 33 is_stmt 0              ; triton_corpus.py:176:33
	v_mul_lo_u32 v24, v37, s12
	.loc	1 176 25                        ; triton_corpus.py:176:25
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], s[6:7], 0, v[24:25]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[2:3]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v14, v[24:25], off
.LBB0_40:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[50:51]
	.loc	1 174 27 is_stmt 1              ; triton_corpus.py:174:27
	v_or_b32_e32 v38, 64, v33
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[50:51], s[16:17]
	s_cbranch_execz .LBB0_42
; %bb.41:
	.loc	1 176 33 is_stmt 0              ; triton_corpus.py:176:33
	v_mul_lo_u32 v26, v38, s12
	.loc	1 176 25                        ; triton_corpus.py:176:25
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[26:27]
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[2:3]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v25, v[26:27], off
.LBB0_42:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[50:51]
	.loc	1 174 27 is_stmt 1              ; triton_corpus.py:174:27
	v_or_b32_e32 v39, 0x50, v33
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[50:51], s[16:17]
	s_cbranch_execz .LBB0_44
; %bb.43:
	.loc	1 176 33 is_stmt 0              ; triton_corpus.py:176:33
	v_mul_lo_u32 v26, v39, s12
	.loc	1 176 25                        ; triton_corpus.py:176:25
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[26:27]
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[2:3]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v24, v[26:27], off
.LBB0_44:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[50:51]
	.loc	1 174 27 is_stmt 1              ; triton_corpus.py:174:27
	v_or_b32_e32 v40, 0x60, v33
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[50:51], s[16:17]
	s_cbranch_execz .LBB0_46
; %bb.45:
	.loc	1 176 33 is_stmt 0              ; triton_corpus.py:176:33
	v_mul_lo_u32 v42, v40, s12
	.loc	1 176 25                        ; triton_corpus.py:176:25
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshl_add_u64 v[42:43], s[6:7], 0, v[42:43]
	v_lshl_add_u64 v[42:43], v[42:43], 0, v[2:3]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v27, v[42:43], off
.LBB0_46:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[50:51]
	.loc	1 174 27 is_stmt 1              ; triton_corpus.py:174:27
	v_or_b32_e32 v46, 0x70, v33
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[50:51], s[16:17]
	s_cbranch_execz .LBB0_48
; %bb.47:
	.loc	1 176 33 is_stmt 0              ; triton_corpus.py:176:33
	v_mul_lo_u32 v42, v46, s12
	.loc	1 176 25                        ; triton_corpus.py:176:25
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshl_add_u64 v[42:43], s[6:7], 0, v[42:43]
	v_lshl_add_u64 v[42:43], v[42:43], 0, v[2:3]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v26, v[42:43], off
.LBB0_48:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[50:51]
	.loc	1 175 17 is_stmt 1              ; triton_corpus.py:175:17
	v_add_u32_e32 v28, 0, v23
	v_xor_b32_e32 v47, 16, v23
	s_waitcnt vmcnt(0)
	ds_write_b8 v28, v4
	ds_write_b8 v28, v8 offset:1024
	v_add_u32_e32 v4, 0, v47
	v_xor_b32_e32 v48, 32, v23
	ds_write_b8 v4, v5 offset:256
	ds_write_b8 v4, v9 offset:1280
	v_add_u32_e32 v4, 0, v48
	v_xor_b32_e32 v49, 48, v23
	ds_write_b8 v4, v6 offset:512
	ds_write_b8 v4, v10 offset:1536
	v_add_u32_e32 v4, 0, v49
	s_mov_b32 s50, 0
	ds_write_b8 v4, v7 offset:768
	ds_write_b8 v4, v11 offset:1792
	.loc	1 176 17                        ; triton_corpus.py:176:17
	ds_write_b8 v28, v13 offset:4096
	ds_write_b8 v28, v12 offset:4352
	ds_write_b8 v28, v15 offset:4608
	ds_write_b8 v28, v14 offset:4864
	ds_write_b8 v28, v25 offset:5120
	ds_write_b8 v28, v24 offset:5376
	ds_write_b8 v28, v27 offset:5632
	ds_write_b8 v28, v26 offset:5888
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_cmpk_gt_i32 s14, 0xff
	v_lshlrev_b32_e32 v4, 4, v0
	v_lshrrev_b32_e32 v5, 1, v0
	s_cbranch_scc1 .LBB0_50
; %bb.49:                               ; %.._crit_edge_crit_edge
	.loc	1 177 19                        ; triton_corpus.py:177:19
	v_and_b32_e32 v41, 0x2f0, v4
	v_and_b32_e32 v42, 8, v5
	s_mov_b64 s[16:17], 0
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 19 is_stmt 0                ; triton_corpus.py:0:19
	s_mov_b64 s[16:17], -1
                                        ; implicit-def: $vgpr42
                                        ; implicit-def: $vgpr41
.LBB0_51:                               ; %Flow
	s_and_b64 s[16:17], s[16:17], exec
	v_and_b32_e32 v34, 32, v0
	s_cselect_b32 s16, 1, 0
	v_mov_b32_e32 v25, 0
	s_cmp_lg_u32 s16, 1
	v_lshlrev_b32_e32 v43, 6, v1
	v_lshlrev_b32_e32 v44, 2, v0
	v_lshrrev_b32_e32 v45, 1, v34
	s_cbranch_scc1 .LBB0_95
; %bb.52:                               ; %.lr.ph
	.loc	1 161 5 is_stmt 1               ; triton_corpus.py:161:5
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[2:3]
	.loc	1 161 23 is_stmt 0              ; triton_corpus.py:161:23
	s_lshr_b32 s6, s52, 25
	s_add_i32 s14, s14, s6
	s_ashr_i32 s6, s14, 7
	v_and_b32_e32 v0, 48, v44
	v_bitop3_b32 v1, v44, v45, 48 bitop3:0x6c
	v_bitop3_b32 v50, v0, v43, v45 bitop3:0xde
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_max_i32 s16, s6, 2
	s_mov_b32 s17, 0xc0c0004
	v_mov_b32_e32 v0, 0
	v_bitop3_b32 v51, v1, 32, v43 bitop3:0x36
	v_and_b32_e32 v41, 0x2f0, v4
	v_and_b32_e32 v42, 8, v5
	s_add_i32 s16, s16, -2
	v_perm_b32 v52, v29, v17, s17
	.loc	1 177 19 is_stmt 1              ; triton_corpus.py:177:19
	v_perm_b32 v53, v32, v31, s17
	s_movk_i32 s14, 0x1000
	s_mov_b32 s51, 0
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
	s_mov_b32 s52, 0
	s_branch .LBB0_54
.LBB0_53:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 19 is_stmt 0                ; triton_corpus.py:0:19
	s_or_b64 exec, exec, s[6:7]
	.loc	1 177 19 is_stmt 1              ; triton_corpus.py:177:19
	v_add3_u32 v76, s14, v42, v41
	ds_read_b64_tr_b4 v[78:79], v76
	ds_read_b64_tr_b4 v[80:81], v76 offset:256
	v_and_b32_e32 v53, 0xffff, v53
	v_and_b32_e32 v52, 0xffff, v52
	ds_read_b64_tr_b4 v[82:83], v76 offset:1024
	ds_read_b64_tr_b4 v[84:85], v76 offset:1280
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_add_i32 s6, s51, 1
	.loc	1 177 19                        ; triton_corpus.py:177:19
	s_waitcnt lgkmcnt(2)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[78:81], v[58:61], v[0:15], v52, v53 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_cmp_lt_i32 s6, 2
	s_cselect_b32 s51, s6, 0
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_lshl_b32 s50, s51, 11
	v_add_u32_e32 v58, s50, v23
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 177 19                        ; triton_corpus.py:177:19
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[82:85], v[54:57], v[0:15], v52, v53 op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:4 blgp:4
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_waitcnt vmcnt(0)
	ds_write_b8 v58, v28
	ds_write_b8 v58, v65 offset:1024
	v_add_u32_e32 v28, s50, v47
	ds_write_b8 v28, v62 offset:256
	ds_write_b8 v28, v66 offset:1280
	v_add_u32_e32 v28, s50, v48
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_add_i32 s14, s50, 0x1000
	.loc	1 175 17                        ; triton_corpus.py:175:17
	ds_write_b8 v28, v63 offset:512
	ds_write_b8 v28, v67 offset:1536
	v_add_u32_e32 v28, s50, v49
	v_perm_b32 v52, v29, v17, s17
	.loc	1 161 5                         ; triton_corpus.py:161:5
	v_perm_b32 v53, v32, v31, s17
	s_cmp_lg_u32 s52, s16
	s_mov_b32 s52, s53
	.loc	1 175 17                        ; triton_corpus.py:175:17
	ds_write_b8 v28, v64 offset:768
	ds_write_b8 v28, v24 offset:1792
	.loc	1 176 17                        ; triton_corpus.py:176:17
	ds_write_b8 v58, v69 offset:4096
	ds_write_b8 v58, v68 offset:4352
	ds_write_b8 v58, v71 offset:4608
	ds_write_b8 v58, v70 offset:4864
	ds_write_b8 v58, v73 offset:5120
	ds_write_b8 v58, v72 offset:5376
	ds_write_b8 v58, v75 offset:5632
	ds_write_b8 v58, v74 offset:5888
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_cbranch_scc0 .LBB0_96
.LBB0_54:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_add_i32 s53, s52, 1
	.loc	1 162 58                        ; triton_corpus.py:162:58
	s_lshl_b32 s54, s53, 2
	v_or_b32_e32 v28, s54, v16
	v_mov_b32_e32 v31, 0x7f
	v_mov_b32_e32 v32, 0x7f
	.loc	1 162 14 is_stmt 0              ; triton_corpus.py:162:14
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_56
; %bb.55:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 14                          ; triton_corpus.py:0:14
	v_mov_b32_e32 v29, v25
	v_lshl_add_u64 v[54:55], v[18:19], 0, v[28:29]
	.loc	1 162 14                        ; triton_corpus.py:162:14
	global_load_ubyte v32, v[54:55], off
.LBB0_56:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v24, s54, v16
	.loc	1 162 14                        ; triton_corpus.py:162:14
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 162 22                        ; triton_corpus.py:162:22
	v_lshl_add_u64 v[54:55], v[18:19], 0, v[24:25]
	.loc	1 162 14                        ; triton_corpus.py:162:14
	global_load_ubyte v31, v[54:55], off offset:2
.LBB0_58:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v17, 0x7f
	v_mov_b32_e32 v29, 0x7f
	.loc	1 163 14 is_stmt 1              ; triton_corpus.py:163:14
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_60
; %bb.59:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 14 is_stmt 0                ; triton_corpus.py:0:14
	v_mov_b32_e32 v29, v25
	v_lshl_add_u64 v[28:29], v[20:21], 0, v[28:29]
	.loc	1 163 14                        ; triton_corpus.py:163:14
	global_load_ubyte v29, v[28:29], off
.LBB0_60:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[6:7]
	.loc	1 163 14                        ; triton_corpus.py:163:14
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 163 22                        ; triton_corpus.py:163:22
	v_lshl_add_u64 v[54:55], v[20:21], 0, v[24:25]
	.loc	1 163 14                        ; triton_corpus.py:163:14
	global_load_ubyte v17, v[54:55], off offset:2
.LBB0_62:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[6:7]
	.loc	1 175 17 is_stmt 1              ; triton_corpus.py:175:17
	s_and_b64 s[6:7], s[8:9], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	.loc	1 173 19                        ; triton_corpus.py:173:19
	v_lshl_or_b32 v24, s53, 6, v22
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_cbranch_scc1 .LBB0_71
; %bb.63:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	v_lshl_add_u64 v[54:55], s[18:19], 0, v[24:25]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v28, v[54:55], off
	s_and_b64 s[6:7], s[20:21], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_72
.LBB0_64:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v62, 0
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_and_b64 s[6:7], s[24:25], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_73
.LBB0_65:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v63, 0
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_and_b64 s[6:7], s[28:29], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_74
.LBB0_66:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v64, 0
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_and_b64 s[6:7], s[34:35], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_75
.LBB0_67:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v65, 0
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_and_b64 s[6:7], s[38:39], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_76
.LBB0_68:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v66, 0
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_and_b64 s[6:7], s[42:43], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_77
.LBB0_69:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v67, 0
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_and_b64 s[6:7], s[46:47], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_78
.LBB0_70:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v24, 0
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_branch .LBB0_79
.LBB0_71:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v28, 0
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_and_b64 s[6:7], s[20:21], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_64
.LBB0_72:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 175 25                        ; triton_corpus.py:175:25
	v_lshl_add_u64 v[54:55], s[22:23], 0, v[24:25]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v62, v[54:55], off
	s_and_b64 s[6:7], s[24:25], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_65
.LBB0_73:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 175 25                        ; triton_corpus.py:175:25
	v_lshl_add_u64 v[54:55], s[26:27], 0, v[24:25]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v63, v[54:55], off
	s_and_b64 s[6:7], s[28:29], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_66
.LBB0_74:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 175 25                        ; triton_corpus.py:175:25
	v_lshl_add_u64 v[54:55], s[30:31], 0, v[24:25]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v64, v[54:55], off
	s_and_b64 s[6:7], s[34:35], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_67
.LBB0_75:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 175 25                        ; triton_corpus.py:175:25
	v_lshl_add_u64 v[54:55], s[36:37], 0, v[24:25]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v65, v[54:55], off
	s_and_b64 s[6:7], s[38:39], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_68
.LBB0_76:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 175 25                        ; triton_corpus.py:175:25
	v_lshl_add_u64 v[54:55], s[40:41], 0, v[24:25]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v66, v[54:55], off
	s_and_b64 s[6:7], s[42:43], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_69
.LBB0_77:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 175 25                        ; triton_corpus.py:175:25
	v_lshl_add_u64 v[54:55], s[44:45], 0, v[24:25]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v67, v[54:55], off
	s_and_b64 s[6:7], s[46:47], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_70
.LBB0_78:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 175 25                        ; triton_corpus.py:175:25
	v_lshl_add_u64 v[54:55], s[48:49], 0, v[24:25]
	.loc	1 175 17                        ; triton_corpus.py:175:17
	global_load_ubyte v24, v[54:55], off
.LBB0_79:                               ;   in Loop: Header=BB0_54 Depth=1
	v_add_u32_e32 v54, s50, v50
	v_add_u32_e32 v55, s50, v51
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[58:61], v54
	ds_read_b128 v[54:57], v55
	.loc	1 174 18 is_stmt 1              ; triton_corpus.py:174:18
	s_lshl_b32 s50, s53, 7
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_81
; %bb.80:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 174 18                        ; triton_corpus.py:174:18
	v_or_b32_e32 v69, s50, v33
	v_mul_lo_u32 v70, v69, s12
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], v[26:27], 0, v[70:71]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v69, v[70:71], off
.LBB0_81:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[6:7]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_83
; %bb.82:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 174 18 is_stmt 1              ; triton_corpus.py:174:18
	v_or_b32_e32 v68, s50, v35
	.loc	1 176 33                        ; triton_corpus.py:176:33
	v_mul_lo_u32 v70, v68, s12
	.loc	1 176 25 is_stmt 0              ; triton_corpus.py:176:25
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], v[26:27], 0, v[70:71]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v68, v[70:71], off
.LBB0_83:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_85
; %bb.84:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 174 18 is_stmt 1              ; triton_corpus.py:174:18
	v_or_b32_e32 v71, s50, v36
	.loc	1 176 33                        ; triton_corpus.py:176:33
	v_mul_lo_u32 v72, v71, s12
	.loc	1 176 25 is_stmt 0              ; triton_corpus.py:176:25
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], v[26:27], 0, v[72:73]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v71, v[72:73], off
.LBB0_85:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[6:7]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_87
; %bb.86:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 174 18 is_stmt 1              ; triton_corpus.py:174:18
	v_or_b32_e32 v70, s50, v37
	.loc	1 176 33                        ; triton_corpus.py:176:33
	v_mul_lo_u32 v72, v70, s12
	.loc	1 176 25 is_stmt 0              ; triton_corpus.py:176:25
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshl_add_u64 v[72:73], v[26:27], 0, v[72:73]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v70, v[72:73], off
.LBB0_87:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_89
; %bb.88:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 174 18 is_stmt 1              ; triton_corpus.py:174:18
	v_or_b32_e32 v73, s50, v38
	.loc	1 176 33                        ; triton_corpus.py:176:33
	v_mul_lo_u32 v74, v73, s12
	.loc	1 176 25 is_stmt 0              ; triton_corpus.py:176:25
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[74:75], v[26:27], 0, v[74:75]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v73, v[74:75], off
.LBB0_89:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[6:7]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_91
; %bb.90:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 174 18 is_stmt 1              ; triton_corpus.py:174:18
	v_or_b32_e32 v72, s50, v39
	.loc	1 176 33                        ; triton_corpus.py:176:33
	v_mul_lo_u32 v74, v72, s12
	.loc	1 176 25 is_stmt 0              ; triton_corpus.py:176:25
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[74:75], v[26:27], 0, v[74:75]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v72, v[74:75], off
.LBB0_91:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_93
; %bb.92:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 174 18 is_stmt 1              ; triton_corpus.py:174:18
	v_or_b32_e32 v75, s50, v40
	.loc	1 176 33                        ; triton_corpus.py:176:33
	v_mul_lo_u32 v76, v75, s12
	.loc	1 176 25 is_stmt 0              ; triton_corpus.py:176:25
	v_ashrrev_i32_e32 v77, 31, v76
	v_lshl_add_u64 v[76:77], v[26:27], 0, v[76:77]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v75, v[76:77], off
.LBB0_93:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[6:7]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_53
; %bb.94:                               ;   in Loop: Header=BB0_54 Depth=1
	.loc	1 174 18 is_stmt 1              ; triton_corpus.py:174:18
	v_or_b32_e32 v74, s50, v46
	.loc	1 176 33                        ; triton_corpus.py:176:33
	v_mul_lo_u32 v76, v74, s12
	.loc	1 176 25 is_stmt 0              ; triton_corpus.py:176:25
	v_ashrrev_i32_e32 v77, 31, v76
	v_lshl_add_u64 v[76:77], v[26:27], 0, v[76:77]
	.loc	1 176 17                        ; triton_corpus.py:176:17
	global_load_ubyte v74, v[76:77], off
	s_branch .LBB0_53
.LBB0_95:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v15, 0
	s_movk_i32 s14, 0x1000
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
.LBB0_96:                               ; %._crit_edge
	.loc	1 177 19 is_stmt 1              ; triton_corpus.py:177:19
	v_add3_u32 v16, s14, v42, v41
	.loc	1 175 17                        ; triton_corpus.py:175:17
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 177 19                        ; triton_corpus.py:177:19
	ds_read_b64_tr_b4 v[22:23], v16
	ds_read_b64_tr_b4 v[24:25], v16 offset:256
	ds_read_b64_tr_b4 v[18:19], v16 offset:1024
	ds_read_b64_tr_b4 v[20:21], v16 offset:1280
	s_and_b64 s[0:1], s[4:5], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_98
; %bb.97:
	.loc	1 175 17                        ; triton_corpus.py:175:17
	v_and_b32_e32 v16, 48, v44
	v_bitop3_b32 v16, v16, v43, v45 bitop3:0xde
	v_add_u32_e32 v26, s50, v16
	ds_read_b128 v[36:39], v26
	.loc	1 177 19                        ; triton_corpus.py:177:19
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v26, v32, v31, s0
	v_perm_b32 v17, v29, v17, s0
	.loc	1 175 17                        ; triton_corpus.py:175:17
	v_xad_u32 v16, v16, 32, s50
	.loc	1 177 19                        ; triton_corpus.py:177:19
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[22:25], v[36:39], v[0:15], v17, v26 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	.loc	1 175 17                        ; triton_corpus.py:175:17
	ds_read_b128 v[22:25], v16
	.loc	1 177 19                        ; triton_corpus.py:177:19
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[18:21], v[22:25], v[0:15], v17, v26 op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:4 blgp:4
.LBB0_98:                               ; %._crit_edge._crit_edge
	.loc	1 157 23                        ; triton_corpus.py:157:23
	v_lshrrev_b32_e32 v16, 3, v34
	.loc	1 158 10                        ; triton_corpus.py:158:10
	v_or_b32_e32 v16, s15, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v16
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 22                        ; triton_corpus.py:178:22
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v18, s13, v30
	.loc	1 178 14                        ; triton_corpus.py:178:14
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_cmp_eq_u32 s33, 0
	.loc	1 178 14                        ; triton_corpus.py:178:14
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[10:11]
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 178 14                        ; triton_corpus.py:178:14
	v_lshl_add_u64 v[18:19], v[16:17], 2, v[18:19]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_100
; %bb.99:
	global_store_dword v[18:19], v0, off
.LBB0_100:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 1, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_102
; %bb.101:
	global_store_dword v[18:19], v1, off offset:4
.LBB0_102:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 2, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_104
; %bb.103:
	global_store_dword v[18:19], v2, off offset:8
.LBB0_104:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 3, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_106
; %bb.105:
	global_store_dword v[18:19], v3, off offset:12
.LBB0_106:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 8, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_108
; %bb.107:
	global_store_dword v[18:19], v4, off offset:32
.LBB0_108:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 9, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_110
; %bb.109:
	global_store_dword v[18:19], v5, off offset:36
.LBB0_110:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 10, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_112
; %bb.111:
	global_store_dword v[18:19], v6, off offset:40
.LBB0_112:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 11, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_114
; %bb.113:
	global_store_dword v[18:19], v7, off offset:44
.LBB0_114:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 16, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_116
; %bb.115:
	global_store_dword v[18:19], v8, off offset:64
.LBB0_116:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 17, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_118
; %bb.117:
	global_store_dword v[18:19], v9, off offset:68
.LBB0_118:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 18, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_120
; %bb.119:
	global_store_dword v[18:19], v10, off offset:72
.LBB0_120:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 19, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_122
; %bb.121:
	global_store_dword v[18:19], v11, off offset:76
.LBB0_122:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 24, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_124
; %bb.123:
	global_store_dword v[18:19], v12, off offset:96
.LBB0_124:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 25, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_126
; %bb.125:
	global_store_dword v[18:19], v13, off offset:100
.LBB0_126:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 26, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_128
; %bb.127:
	global_store_dword v[18:19], v14, off offset:104
.LBB0_128:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 27, v16
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_130
; %bb.129:
	global_store_dword v[18:19], v15, off offset:108
.LBB0_130:
	.loc	1 149 1 is_stmt 1               ; triton_corpus.py:149:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	gemm_fp4_mn_packed, .Lfunc_end0-gemm_fp4_mn_packed
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_fp4_mn_packed
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
		.amdhsa_next_free_vgpr 86
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
	.set .Lgemm_fp4_mn_packed.num_vgpr, 86
	.set .Lgemm_fp4_mn_packed.num_agpr, 0
	.set .Lgemm_fp4_mn_packed.numbered_sgpr, 55
	.set .Lgemm_fp4_mn_packed.num_named_barrier, 0
	.set .Lgemm_fp4_mn_packed.private_seg_size, 0
	.set .Lgemm_fp4_mn_packed.uses_vcc, 1
	.set .Lgemm_fp4_mn_packed.uses_flat_scratch, 0
	.set .Lgemm_fp4_mn_packed.has_dyn_sized_stack, 0
	.set .Lgemm_fp4_mn_packed.has_recursion, 0
	.set .Lgemm_fp4_mn_packed.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4256
; TotalNumSgprs: 61
; NumVgprs: 86
; NumAgprs: 0
; TotalNumVgprs: 86
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 61
; NumVGPRsForWavesPerEU: 86
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
    .name:           gemm_fp4_mn_packed
    .private_segment_fixed_size: 0
    .sgpr_count:     61
    .sgpr_spill_count: 0
    .symbol:         gemm_fp4_mn_packed.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     86
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
