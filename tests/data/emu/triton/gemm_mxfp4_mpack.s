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
; %bb.122:
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
; %bb.123:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 162 46 is_stmt 1              ; triton_corpus.py:162:46
	s_ashr_i32 s30, s14, 31
	s_lshr_b32 s0, s30, 27
	.loc	1 157 10                        ; triton_corpus.py:157:10
	s_lshl_b32 s28, s15, 5
	.loc	1 157 23 is_stmt 0              ; triton_corpus.py:157:23
	v_and_b32_e32 v8, 31, v0
	.loc	1 162 46 is_stmt 1              ; triton_corpus.py:162:46
	s_add_i32 s0, s14, s0
	.loc	1 157 10                        ; triton_corpus.py:157:10
	v_or_b32_e32 v1, s28, v8
	.loc	1 162 46                        ; triton_corpus.py:162:46
	s_ashr_i32 s29, s0, 5
	.loc	1 162 31 is_stmt 0              ; triton_corpus.py:162:31
	v_mul_lo_u32 v4, s29, v1
	.loc	1 162 22                        ; triton_corpus.py:162:22
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 161 5 is_stmt 1               ; triton_corpus.py:161:5
	s_cmpk_gt_i32 s14, 0x7f
	.loc	1 159 11                        ; triton_corpus.py:159:11
	v_bfe_u32 v2, v0, 5, 1
	.loc	1 162 95                        ; triton_corpus.py:162:95
	v_cmp_gt_i32_e32 vcc, s12, v1
	.loc	1 162 22 is_stmt 0              ; triton_corpus.py:162:22
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	.loc	1 161 5 is_stmt 1               ; triton_corpus.py:161:5
	s_cselect_b64 s[18:19], -1, 0
	.loc	1 162 22                        ; triton_corpus.py:162:22
	v_mov_b32_e32 v3, 0
	.loc	1 178 5                         ; triton_corpus.py:178:5
	v_readfirstlane_b32 s22, v0
	.loc	1 162 22                        ; triton_corpus.py:162:22
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_and_b64 s[0:1], vcc, s[18:19]
	v_mov_b32_e32 v28, 0x7f
	v_mov_b32_e32 v29, 0x7f
	.loc	1 162 14                        ; triton_corpus.py:162:14
	s_and_saveexec_b64 s[20:21], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	global_load_ubyte v29, v[4:5], off
.LBB0_2:
	.loc	1 0 14 is_stmt 0                ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[20:21]
	.loc	1 162 14                        ; triton_corpus.py:162:14
	s_and_saveexec_b64 s[20:21], s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	global_load_ubyte v28, v[4:5], off offset:2
.LBB0_4:
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[20:21]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	s_lshl_b32 s26, s16, 5
	v_or_b32_e32 v4, s26, v8
	.loc	1 163 31                        ; triton_corpus.py:163:31
	v_mul_lo_u32 v6, s29, v4
	.loc	1 163 22 is_stmt 0              ; triton_corpus.py:163:22
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 163 95                        ; triton_corpus.py:163:95
	v_cmp_gt_i32_e64 s[0:1], s13, v4
	.loc	1 163 22                        ; triton_corpus.py:163:22
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	.loc	1 161 5 is_stmt 1               ; triton_corpus.py:161:5
	s_and_b64 s[20:21], s[0:1], s[18:19]
	v_mov_b32_e32 v30, 0x7f
	v_mov_b32_e32 v31, 0x7f
	.loc	1 163 14                        ; triton_corpus.py:163:14
	s_and_saveexec_b64 s[16:17], s[20:21]
	s_cbranch_execz .LBB0_6
; %bb.5:
	global_load_ubyte v31, v[6:7], off
.LBB0_6:
	.loc	1 0 14 is_stmt 0                ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[16:17]
	.loc	1 163 14                        ; triton_corpus.py:163:14
	s_and_saveexec_b64 s[16:17], s[20:21]
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_ubyte v30, v[6:7], off offset:2
.LBB0_8:
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[16:17]
	.loc	1 165 39 is_stmt 1              ; triton_corpus.py:165:39
	v_and_b32_e32 v5, 15, v0
	.loc	1 165 19 is_stmt 0              ; triton_corpus.py:165:19
	v_lshl_or_b32 v6, s15, 4, v5
	.loc	1 168 92 is_stmt 1              ; triton_corpus.py:168:92
	s_lshr_b32 s15, s12, 31
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_bfe_u32 s27, s22, 0x20006
	.loc	1 168 92                        ; triton_corpus.py:168:92
	s_add_i32 s12, s12, s15
	.loc	1 157 23                        ; triton_corpus.py:157:23
	v_and_b32_e32 v9, 63, v0
	s_lshl_b32 s33, s27, 6
	.loc	1 168 92                        ; triton_corpus.py:168:92
	s_ashr_i32 s31, s12, 1
	.loc	1 157 23                        ; triton_corpus.py:157:23
	v_or_b32_e32 v32, s33, v9
	.loc	1 168 77                        ; triton_corpus.py:168:77
	v_cmp_gt_i32_e64 s[16:17], s31, v6
	.loc	1 166 27                        ; triton_corpus.py:166:27
	v_lshrrev_b32_e32 v5, 4, v32
	.loc	1 168 25                        ; triton_corpus.py:168:25
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_and_b64 s[22:23], s[16:17], s[18:19]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	v_mul_lo_u32 v12, v5, s31
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], s[2:3], 0, v[12:13]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[6:7]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v12, v[12:13], off
.LBB0_10:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[24:25]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 166 27 is_stmt 1              ; triton_corpus.py:166:27
	v_or_b32_e32 v10, 16, v5
	.loc	1 168 33                        ; triton_corpus.py:168:33
	v_mul_lo_u32 v10, v10, s31
	.loc	1 168 25 is_stmt 0              ; triton_corpus.py:168:25
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[6:7]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v11, v[10:11], off
.LBB0_12:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[24:25]
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 166 27 is_stmt 1              ; triton_corpus.py:166:27
	v_or_b32_e32 v10, 32, v5
	.loc	1 168 33                        ; triton_corpus.py:168:33
	v_mul_lo_u32 v14, v10, s31
	.loc	1 168 25 is_stmt 0              ; triton_corpus.py:168:25
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], s[2:3], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[6:7]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v14, v[14:15], off
.LBB0_14:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[24:25]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 166 27 is_stmt 1              ; triton_corpus.py:166:27
	v_or_b32_e32 v10, 48, v5
	.loc	1 168 33                        ; triton_corpus.py:168:33
	v_mul_lo_u32 v16, v10, s31
	.loc	1 168 25 is_stmt 0              ; triton_corpus.py:168:25
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[6:7]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v13, v[16:17], off
.LBB0_16:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[24:25]
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 166 27 is_stmt 1              ; triton_corpus.py:166:27
	v_or_b32_e32 v10, 64, v5
	.loc	1 168 33                        ; triton_corpus.py:168:33
	v_mul_lo_u32 v16, v10, s31
	.loc	1 168 25 is_stmt 0              ; triton_corpus.py:168:25
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[6:7]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v16, v[16:17], off
.LBB0_18:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[24:25]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 166 27 is_stmt 1              ; triton_corpus.py:166:27
	v_or_b32_e32 v10, 0x50, v5
	.loc	1 168 33                        ; triton_corpus.py:168:33
	v_mul_lo_u32 v18, v10, s31
	.loc	1 168 25 is_stmt 0              ; triton_corpus.py:168:25
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[6:7]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v15, v[18:19], off
.LBB0_20:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[24:25]
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 166 27 is_stmt 1              ; triton_corpus.py:166:27
	v_or_b32_e32 v10, 0x60, v5
	.loc	1 168 33                        ; triton_corpus.py:168:33
	v_mul_lo_u32 v18, v10, s31
	.loc	1 168 25 is_stmt 0              ; triton_corpus.py:168:25
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[6:7]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v18, v[18:19], off
.LBB0_22:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[24:25]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 166 27 is_stmt 1              ; triton_corpus.py:166:27
	v_or_b32_e32 v5, 0x70, v5
	.loc	1 168 33                        ; triton_corpus.py:168:33
	v_mul_lo_u32 v20, v5, s31
	.loc	1 168 25 is_stmt 0              ; triton_corpus.py:168:25
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], s[2:3], 0, v[20:21]
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[6:7]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v17, v[20:21], off
.LBB0_24:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[24:25]
	.loc	1 167 35 is_stmt 1              ; triton_corpus.py:167:35
	v_lshrrev_b32_e32 v10, 5, v32
	.loc	1 169 25                        ; triton_corpus.py:169:25
	v_ashrrev_i32_e32 v5, 31, v4
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	.loc	1 169 17 is_stmt 0              ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mul_lo_u32 v20, v10, s13
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], s[6:7], 0, v[20:21]
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[4:5]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v20, v[20:21], off
.LBB0_26:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[22:23]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 167 35 is_stmt 1              ; triton_corpus.py:167:35
	v_or_b32_e32 v19, 8, v10
	.loc	1 169 33                        ; triton_corpus.py:169:33
	v_mul_lo_u32 v22, v19, s13
	.loc	1 169 25 is_stmt 0              ; triton_corpus.py:169:25
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], s[6:7], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[4:5]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v19, v[22:23], off
.LBB0_28:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 167 35 is_stmt 1              ; triton_corpus.py:167:35
	v_or_b32_e32 v22, 16, v10
	.loc	1 169 33                        ; triton_corpus.py:169:33
	v_mul_lo_u32 v22, v22, s13
	.loc	1 169 25 is_stmt 0              ; triton_corpus.py:169:25
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], s[6:7], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[4:5]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v22, v[22:23], off
.LBB0_30:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[22:23]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 167 35 is_stmt 1              ; triton_corpus.py:167:35
	v_or_b32_e32 v21, 24, v10
	.loc	1 169 33                        ; triton_corpus.py:169:33
	v_mul_lo_u32 v24, v21, s13
	.loc	1 169 25 is_stmt 0              ; triton_corpus.py:169:25
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], s[6:7], 0, v[24:25]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[4:5]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v21, v[24:25], off
.LBB0_32:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_34
; %bb.33:
	.loc	1 167 35 is_stmt 1              ; triton_corpus.py:167:35
	v_or_b32_e32 v24, 32, v10
	.loc	1 169 33                        ; triton_corpus.py:169:33
	v_mul_lo_u32 v24, v24, s13
	.loc	1 169 25 is_stmt 0              ; triton_corpus.py:169:25
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], s[6:7], 0, v[24:25]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[4:5]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v24, v[24:25], off
.LBB0_34:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[22:23]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 167 35 is_stmt 1              ; triton_corpus.py:167:35
	v_or_b32_e32 v23, 40, v10
	.loc	1 169 33                        ; triton_corpus.py:169:33
	v_mul_lo_u32 v26, v23, s13
	.loc	1 169 25 is_stmt 0              ; triton_corpus.py:169:25
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[26:27]
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[4:5]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v23, v[26:27], off
.LBB0_36:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_38
; %bb.37:
	.loc	1 167 35 is_stmt 1              ; triton_corpus.py:167:35
	v_or_b32_e32 v26, 48, v10
	.loc	1 169 33                        ; triton_corpus.py:169:33
	v_mul_lo_u32 v26, v26, s13
	.loc	1 169 25 is_stmt 0              ; triton_corpus.py:169:25
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[26:27]
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[4:5]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v26, v[26:27], off
.LBB0_38:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[22:23]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_40
; %bb.39:
	.loc	1 167 35 is_stmt 1              ; triton_corpus.py:167:35
	v_or_b32_e32 v10, 56, v10
	.loc	1 169 33                        ; triton_corpus.py:169:33
	v_mul_lo_u32 v34, v10, s13
	.loc	1 169 25 is_stmt 0              ; triton_corpus.py:169:25
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], s[6:7], 0, v[34:35]
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[4:5]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v25, v[34:35], off
.LBB0_40:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[22:23]
	.loc	1 168 17 is_stmt 1              ; triton_corpus.py:168:17
	v_add_u32_e32 v10, 0, v32
	v_xor_b32_e32 v37, 16, v32
	s_waitcnt vmcnt(0)
	ds_write_b8 v10, v12
	ds_write_b8 v10, v11 offset:256
	ds_write_b8 v10, v14 offset:512
	ds_write_b8 v10, v13 offset:768
	ds_write_b8 v10, v16 offset:1024
	ds_write_b8 v10, v15 offset:1280
	ds_write_b8 v10, v18 offset:1536
	ds_write_b8 v10, v17 offset:1792
	.loc	1 169 17                        ; triton_corpus.py:169:17
	ds_write_b8 v10, v20 offset:4096
	ds_write_b8 v10, v22 offset:4608
	ds_write_b8 v10, v24 offset:5120
	ds_write_b8 v10, v26 offset:5632
	v_add_u32_e32 v10, 0, v37
	ds_write_b8 v10, v19 offset:4352
	ds_write_b8 v10, v21 offset:4864
	ds_write_b8 v10, v23 offset:5376
	ds_write_b8 v10, v25 offset:5888
	v_lshlrev_b32_e32 v11, 4, v0
	v_lshlrev_b32_e32 v10, 3, v0
	v_and_b32_e32 v12, 0x2e0, v11
	v_and_b32_e32 v13, 8, v10
	v_and_b32_e32 v10, 16, v0
	v_or3_b32 v34, v12, v13, v10
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_mov_b32 s12, 0
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_cmpk_gt_i32 s14, 0xff
	v_xor_b32_e32 v33, 16, v34
	s_cbranch_scc1 .LBB0_42
; %bb.41:                               ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_mov_b64 s[20:21], 0
	s_branch .LBB0_43
.LBB0_42:
	s_mov_b64 s[20:21], -1
.LBB0_43:                               ; %Flow
	s_and_b64 s[20:21], s[20:21], exec
	s_cselect_b32 s15, 1, 0
	v_and_b32_e32 v35, 0x2f0, v11
	s_cmp_lg_u32 s15, 1
	v_lshrrev_b32_e32 v36, 1, v10
	s_cbranch_scc1 .LBB0_86
; %bb.44:                               ; %.lr.ph
	.loc	1 161 5 is_stmt 1               ; triton_corpus.py:161:5
	v_lshl_add_u64 v[20:21], s[6:7], 0, v[4:5]
	v_add_u32_e32 v4, s33, v9
	v_lshrrev_b32_e32 v5, 5, v4
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[6:7]
	v_add_u32_e32 v6, 0x78, v5
	v_mul_lo_u32 v38, s13, v6
	v_or_b32_e32 v6, 0x70, v5
	v_mul_lo_u32 v39, s13, v6
	v_add_u32_e32 v6, 0x68, v5
	v_mul_lo_u32 v40, s13, v6
	v_or_b32_e32 v6, 0x60, v5
	v_mul_lo_u32 v41, s13, v6
	v_add_u32_e32 v6, 0x58, v5
	v_mul_lo_u32 v42, s13, v6
	v_or_b32_e32 v6, 0x50, v5
	v_mul_lo_u32 v43, s13, v6
	v_add_u32_e32 v6, 0x48, v5
	v_or_b32_e32 v5, 64, v5
	v_lshrrev_b32_e32 v4, 4, v4
	v_mul_lo_u32 v45, s13, v5
	v_or_b32_e32 v5, 0x80, v4
	v_mul_lo_u32 v46, s31, v5
	v_add_u32_e32 v5, 0xf0, v4
	v_mul_lo_u32 v47, s31, v5
	v_or_b32_e32 v5, 0xe0, v4
	v_mul_lo_u32 v48, s31, v5
	v_add_u32_e32 v5, 0xd0, v4
	v_mul_lo_u32 v49, s31, v5
	v_or_b32_e32 v5, 0xc0, v4
	v_mul_lo_u32 v50, s31, v5
	v_add_u32_e32 v5, 0xb0, v4
	v_mul_lo_u32 v51, s31, v5
	v_or_b32_e32 v5, 0xa0, v4
	v_add_u32_e32 v4, 0x90, v4
	v_mul_lo_u32 v53, s31, v4
	v_add_u32_e32 v4, s28, v8
	v_mul_lo_u32 v4, s29, v4
	v_mul_lo_u32 v52, s31, v5
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 161 23 is_stmt 0              ; triton_corpus.py:161:23
	s_lshr_b32 s2, s30, 25
	.loc	1 161 5                         ; triton_corpus.py:161:5
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[4:5]
	v_add_u32_e32 v4, s26, v8
	.loc	1 161 23                        ; triton_corpus.py:161:23
	s_add_i32 s14, s14, s2
	.loc	1 161 5                         ; triton_corpus.py:161:5
	v_mul_lo_u32 v4, s29, v4
	.loc	1 161 23                        ; triton_corpus.py:161:23
	s_ashr_i32 s2, s14, 7
	.loc	1 161 5                         ; triton_corpus.py:161:5
	v_ashrrev_i32_e32 v5, 31, v4
	s_max_i32 s2, s2, 2
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	s_mov_b32 s6, 0xc0c0004
	s_lshl_b32 s2, s2, 2
	v_lshl_add_u64 v[24:25], s[8:9], 0, v[2:3]
	v_mov_b32_e32 v2, 0
	v_perm_b32 v54, v31, v30, s6
	v_perm_b32 v55, v29, v28, s6
	s_add_u32 s7, s2, -4
	s_lshl_b32 s14, s13, 6
	v_mul_lo_u32 v44, s13, v6
	s_lshl_b32 s15, s31, 7
	s_movk_i32 s8, 0x1000
	s_mov_b64 s[2:3], 0
	s_mov_b32 s9, 0
	s_mov_b32 s20, 0
	s_mov_b32 s21, 0
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
	s_branch .LBB0_46
	.loc	1 0 5                           ; :0:5
.Ltmp2:
	.p2align	5
.LBB0_45:                               ;   in Loop: Header=BB0_46 Depth=1
	s_or_b64 exec, exec, s[4:5]
	.loc	1 169 17 is_stmt 1              ; triton_corpus.py:169:17
	v_add_u32_e32 v70, s8, v34
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v71, s8, v33
	ds_read_b64_tr_b8 v[72:73], v70
	ds_read_b64_tr_b8 v[76:77], v70 offset:1024
	ds_read_b64_tr_b8 v[74:75], v71 offset:256
	ds_read_b64_tr_b8 v[78:79], v71 offset:1280
	.loc	1 170 19                        ; triton_corpus.py:170:19
	v_add3_u32 v70, s12, v36, v35
	ds_read_b64_tr_b4 v[80:81], v70
	ds_read_b64_tr_b4 v[82:83], v70 offset:256
	ds_read_b64_tr_b4 v[84:85], v70 offset:1024
	ds_read_b64_tr_b4 v[86:87], v70 offset:1280
	v_and_b32_e32 v55, 0xffff, v55
	v_and_b32_e32 v54, 0xffff, v54
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_add_i32 s4, s21, 1
	s_cmp_lt_i32 s4, 2
	.loc	1 170 19                        ; triton_corpus.py:170:19
	s_waitcnt lgkmcnt(2)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[2:17], v[72:75], v[80:83], v[2:17], v54, v55 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_cselect_b32 s21, s4, 0
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_lshl_b32 s12, s21, 11
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_add_i32 s8, s12, 0x1000
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_add_i32 s20, s20, s14
	s_add_i32 s9, s9, s15
	.loc	1 170 19                        ; triton_corpus.py:170:19
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[2:17], v[76:79], v[84:87], v[2:17], v54, v55 op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:4 blgp:4
	.loc	1 168 17                        ; triton_corpus.py:168:17
	v_add_u32_e32 v54, s12, v32
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b8 v54, v27
	ds_write_b8 v54, v26 offset:256
	ds_write_b8 v54, v57 offset:512
	ds_write_b8 v54, v56 offset:768
	ds_write_b8 v54, v59 offset:1024
	ds_write_b8 v54, v58 offset:1280
	ds_write_b8 v54, v61 offset:1536
	ds_write_b8 v54, v60 offset:1792
	.loc	1 169 17                        ; triton_corpus.py:169:17
	ds_write_b8 v54, v63 offset:4096
	ds_write_b8 v54, v65 offset:4608
	ds_write_b8 v54, v67 offset:5120
	ds_write_b8 v54, v69 offset:5632
	v_add_u32_e32 v26, s12, v37
	v_perm_b32 v54, v31, v30, s6
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_cmp_lg_u32 s7, s2
	v_perm_b32 v55, v29, v28, s6
	.loc	1 169 17                        ; triton_corpus.py:169:17
	ds_write_b8 v26, v62 offset:4352
	ds_write_b8 v26, v64 offset:4864
	ds_write_b8 v26, v66 offset:5376
	ds_write_b8 v26, v68 offset:5888
	.loc	1 161 5                         ; triton_corpus.py:161:5
	s_cbranch_scc0 .LBB0_87
.LBB0_46:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 162 14                        ; triton_corpus.py:162:14
	v_lshl_add_u64 v[26:27], v[22:23], 0, s[2:3]
	v_mov_b32_e32 v28, 0x7f
	v_mov_b32_e32 v29, 0x7f
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_48
; %bb.47:                               ;   in Loop: Header=BB0_46 Depth=1
	global_load_ubyte v29, v[26:27], off offset:4
.LBB0_48:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 14 is_stmt 0                ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[4:5]
	.loc	1 162 14                        ; triton_corpus.py:162:14
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_50
; %bb.49:                               ;   in Loop: Header=BB0_46 Depth=1
	global_load_ubyte v28, v[26:27], off offset:6
.LBB0_50:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[4:5]
	.loc	1 163 14 is_stmt 1              ; triton_corpus.py:163:14
	v_lshl_add_u64 v[26:27], v[24:25], 0, s[2:3]
	v_mov_b32_e32 v30, 0x7f
	v_mov_b32_e32 v31, 0x7f
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_52
; %bb.51:                               ;   in Loop: Header=BB0_46 Depth=1
	global_load_ubyte v31, v[26:27], off offset:4
.LBB0_52:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 14 is_stmt 0                ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[4:5]
	.loc	1 163 14                        ; triton_corpus.py:163:14
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_54
; %bb.53:                               ;   in Loop: Header=BB0_46 Depth=1
	global_load_ubyte v30, v[26:27], off offset:6
.LBB0_54:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	.loc	1 168 17 is_stmt 1              ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_56
; %bb.55:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 168 25 is_stmt 0              ; triton_corpus.py:168:25
	v_add_u32_e32 v56, s9, v46
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v27, v[56:57], off
.LBB0_56:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[4:5]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 168 33                        ; triton_corpus.py:168:33
	v_add_u32_e32 v56, s9, v53
	.loc	1 168 25                        ; triton_corpus.py:168:25
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[18:19], 0, v[56:57]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v26, v[56:57], off
.LBB0_58:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_60
; %bb.59:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 168 33                        ; triton_corpus.py:168:33
	v_add_u32_e32 v58, s9, v52
	.loc	1 168 25                        ; triton_corpus.py:168:25
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshl_add_u64 v[58:59], v[18:19], 0, v[58:59]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v57, v[58:59], off
.LBB0_60:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[4:5]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 168 33                        ; triton_corpus.py:168:33
	v_add_u32_e32 v58, s9, v51
	.loc	1 168 25                        ; triton_corpus.py:168:25
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshl_add_u64 v[58:59], v[18:19], 0, v[58:59]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v56, v[58:59], off
.LBB0_62:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_64
; %bb.63:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 168 33                        ; triton_corpus.py:168:33
	v_add_u32_e32 v60, s9, v50
	.loc	1 168 25                        ; triton_corpus.py:168:25
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[18:19], 0, v[60:61]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v59, v[60:61], off
.LBB0_64:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[4:5]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_66
; %bb.65:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 168 33                        ; triton_corpus.py:168:33
	v_add_u32_e32 v60, s9, v49
	.loc	1 168 25                        ; triton_corpus.py:168:25
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[18:19], 0, v[60:61]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v58, v[60:61], off
.LBB0_66:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_68
; %bb.67:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 168 33                        ; triton_corpus.py:168:33
	v_add_u32_e32 v62, s9, v48
	.loc	1 168 25                        ; triton_corpus.py:168:25
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[18:19], 0, v[62:63]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v61, v[62:63], off
.LBB0_68:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[4:5]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_70
; %bb.69:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 168 25                        ; triton_corpus.py:168:25
	v_add_u32_e32 v62, s9, v47
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[18:19], 0, v[62:63]
	.loc	1 168 17                        ; triton_corpus.py:168:17
	global_load_ubyte v60, v[62:63], off
.LBB0_70:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	.loc	1 169 17 is_stmt 1              ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_72
; %bb.71:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	v_add_u32_e32 v64, s20, v45
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[20:21], 0, v[64:65]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v63, v[64:65], off
.LBB0_72:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[4:5]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_74
; %bb.73:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 169 33                        ; triton_corpus.py:169:33
	v_add_u32_e32 v64, s20, v44
	.loc	1 169 25                        ; triton_corpus.py:169:25
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[20:21], 0, v[64:65]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v62, v[64:65], off
.LBB0_74:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_76
; %bb.75:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 169 33                        ; triton_corpus.py:169:33
	v_add_u32_e32 v66, s20, v43
	.loc	1 169 25                        ; triton_corpus.py:169:25
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], v[20:21], 0, v[66:67]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v65, v[66:67], off
.LBB0_76:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[4:5]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_78
; %bb.77:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 169 33                        ; triton_corpus.py:169:33
	v_add_u32_e32 v66, s20, v42
	.loc	1 169 25                        ; triton_corpus.py:169:25
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], v[20:21], 0, v[66:67]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v64, v[66:67], off
.LBB0_78:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_80
; %bb.79:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 169 33                        ; triton_corpus.py:169:33
	v_add_u32_e32 v68, s20, v41
	.loc	1 169 25                        ; triton_corpus.py:169:25
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], v[20:21], 0, v[68:69]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v67, v[68:69], off
.LBB0_80:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[4:5]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_82
; %bb.81:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 169 33                        ; triton_corpus.py:169:33
	v_add_u32_e32 v68, s20, v40
	.loc	1 169 25                        ; triton_corpus.py:169:25
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], v[20:21], 0, v[68:69]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v66, v[68:69], off
.LBB0_82:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_84
; %bb.83:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 169 33                        ; triton_corpus.py:169:33
	v_add_u32_e32 v70, s20, v39
	.loc	1 169 25                        ; triton_corpus.py:169:25
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], v[20:21], 0, v[70:71]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v69, v[70:71], off
.LBB0_84:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[4:5]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_45
; %bb.85:                               ;   in Loop: Header=BB0_46 Depth=1
	.loc	1 169 25                        ; triton_corpus.py:169:25
	v_add_u32_e32 v70, s20, v38
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], v[20:21], 0, v[70:71]
	.loc	1 169 17                        ; triton_corpus.py:169:17
	global_load_ubyte v68, v[70:71], off
	s_branch .LBB0_45
.LBB0_86:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v17, 0
	s_movk_i32 s8, 0x1000
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
.LBB0_87:                               ; %Flow387
	.loc	1 169 17 is_stmt 1              ; triton_corpus.py:169:17
	v_add_u32_e32 v18, s8, v34
	v_add_u32_e32 v20, s8, v33
	.loc	1 170 19                        ; triton_corpus.py:170:19
	v_add3_u32 v26, s12, v36, v35
	.loc	1 169 17                        ; triton_corpus.py:169:17
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[22:23], v18
	ds_read_b64_tr_b8 v[18:19], v18 offset:1024
	ds_read_b64_tr_b8 v[24:25], v20 offset:256
	ds_read_b64_tr_b8 v[20:21], v20 offset:1280
	.loc	1 170 19                        ; triton_corpus.py:170:19
	ds_read_b64_tr_b4 v[32:33], v26
	ds_read_b64_tr_b4 v[34:35], v26 offset:256
	ds_read_b64_tr_b4 v[36:37], v26 offset:1024
	ds_read_b64_tr_b4 v[38:39], v26 offset:1280
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	v_and_b32_e32 v0, 32, v0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_89
; %bb.88:
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v26, v29, v28, s0
	v_perm_b32 v27, v31, v30, s0
	s_waitcnt lgkmcnt(2)
	s_nop 0
	v_mfma_scale_f32_32x32x64_f8f6f4 v[2:17], v[22:25], v[32:35], v[2:17], v27, v26 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[2:17], v[18:21], v[36:39], v[2:17], v27, v26 op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:4 blgp:4
.LBB0_89:                               ; %._crit_edge._crit_edge
	.loc	1 157 23                        ; triton_corpus.py:157:23
	v_lshrrev_b32_e32 v0, 3, v0
	.loc	1 158 10                        ; triton_corpus.py:158:10
	v_or_b32_e32 v0, s26, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 22                        ; triton_corpus.py:178:22
	s_waitcnt lgkmcnt(6)
	v_mul_lo_u32 v18, s13, v1
	.loc	1 178 14                        ; triton_corpus.py:178:14
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_cmp_eq_u32 s27, 0
	.loc	1 178 14                        ; triton_corpus.py:178:14
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[10:11]
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 178 14                        ; triton_corpus.py:178:14
	v_lshl_add_u64 v[18:19], v[0:1], 2, v[18:19]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_91
; %bb.90:
	global_store_dword v[18:19], v2, off
.LBB0_91:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v1, 1, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_93
; %bb.92:
	global_store_dword v[18:19], v3, off offset:4
.LBB0_93:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v1, 2, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_95
; %bb.94:
	global_store_dword v[18:19], v4, off offset:8
.LBB0_95:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v1, 3, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_97
; %bb.96:
	global_store_dword v[18:19], v5, off offset:12
.LBB0_97:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v1, 8, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_99
; %bb.98:
	global_store_dword v[18:19], v6, off offset:32
.LBB0_99:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v1, 9, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_101
; %bb.100:
	global_store_dword v[18:19], v7, off offset:36
.LBB0_101:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v1, 10, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_103
; %bb.102:
	global_store_dword v[18:19], v8, off offset:40
.LBB0_103:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v1, 11, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_105
; %bb.104:
	global_store_dword v[18:19], v9, off offset:44
.LBB0_105:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v1, 16, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_107
; %bb.106:
	global_store_dword v[18:19], v10, off offset:64
.LBB0_107:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v1, 17, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_109
; %bb.108:
	global_store_dword v[18:19], v11, off offset:68
.LBB0_109:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v1, 18, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_111
; %bb.110:
	global_store_dword v[18:19], v12, off offset:72
.LBB0_111:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v1, 19, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_113
; %bb.112:
	global_store_dword v[18:19], v13, off offset:76
.LBB0_113:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v1, 24, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_115
; %bb.114:
	global_store_dword v[18:19], v14, off offset:96
.LBB0_115:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v1, 25, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_117
; %bb.116:
	global_store_dword v[18:19], v15, off offset:100
.LBB0_117:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v1, 26, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_119
; %bb.118:
	global_store_dword v[18:19], v16, off offset:104
.LBB0_119:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 158 10 is_stmt 1              ; triton_corpus.py:158:10
	v_or_b32_e32 v0, 27, v0
	.loc	1 178 84                        ; triton_corpus.py:178:84
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 178 63 is_stmt 0              ; triton_corpus.py:178:63
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 178 5                         ; triton_corpus.py:178:5
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_121
; %bb.120:
	global_store_dword v[18:19], v17, off offset:108
.LBB0_121:
	.loc	1 149 1 is_stmt 1               ; triton_corpus.py:149:1
	s_endpgm
.Ltmp3:
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
		.amdhsa_next_free_vgpr 88
		.amdhsa_next_free_sgpr 34
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
	.set .Lgemm_fp4_mn_packed.num_vgpr, 88
	.set .Lgemm_fp4_mn_packed.num_agpr, 0
	.set .Lgemm_fp4_mn_packed.numbered_sgpr, 34
	.set .Lgemm_fp4_mn_packed.num_named_barrier, 0
	.set .Lgemm_fp4_mn_packed.private_seg_size, 0
	.set .Lgemm_fp4_mn_packed.uses_vcc, 1
	.set .Lgemm_fp4_mn_packed.uses_flat_scratch, 0
	.set .Lgemm_fp4_mn_packed.has_dyn_sized_stack, 0
	.set .Lgemm_fp4_mn_packed.has_recursion, 0
	.set .Lgemm_fp4_mn_packed.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4264
; TotalNumSgprs: 40
; NumVgprs: 88
; NumAgprs: 0
; TotalNumVgprs: 88
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 40
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
    .name:           gemm_fp4_mn_packed
    .private_segment_fixed_size: 0
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         gemm_fp4_mn_packed.kd
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
