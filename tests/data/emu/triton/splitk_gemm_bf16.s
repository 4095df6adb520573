	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	splitk_gemm                     ; -- Begin function splitk_gemm
	.p2align	8
	.type	splitk_gemm,@function
splitk_gemm:                            ; @splitk_gemm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.50:
	.file	1 "/work/wt/emucorpus/tools" "triton_corpus.py"
	.loc	1 243 0 prologue_end            ; triton_corpus.py:243:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.51:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.file	2 "/work/venvs/emucorpus/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13 is_stmt 1               ; standard.py:43:13 @[ triton_corpus.py:250:17 ]
	s_add_i32 s0, s9, 31
	.loc	2 43 12 is_stmt 0               ; standard.py:43:12 @[ triton_corpus.py:250:17 ]
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 27
	s_add_i32 s0, s0, s1
	s_ashr_i32 s0, s0, 5
.Ltmp2:
	.loc	1 251 24 is_stmt 1              ; triton_corpus.py:251:24
	s_lshl_b32 s1, s0, 1
	.loc	1 252 20                        ; triton_corpus.py:252:20
	s_abs_i32 s14, s1
	v_cvt_f32_u32_e32 v1, s14
.Ltmp3:
	.loc	2 43 13                         ; standard.py:43:13 @[ triton_corpus.py:249:17 ]
	s_add_i32 s15, s8, 31
.Ltmp4:
	.loc	1 252 20                        ; triton_corpus.py:252:20
	s_sub_i32 s19, 0, s14
.Ltmp5:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:249:17 ]
	s_ashr_i32 s18, s15, 31
.Ltmp6:
	.loc	1 252 20                        ; triton_corpus.py:252:20
	v_rcp_f32_e32 v1, v1
.Ltmp7:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:249:17 ]
	s_lshr_b32 s18, s18, 27
	s_add_i32 s15, s15, s18
.Ltmp8:
	.loc	1 252 20                        ; triton_corpus.py:252:20
	s_abs_i32 s18, s16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_readfirstlane_b32 s25, v0
	.loc	1 252 20                        ; triton_corpus.py:252:20
	s_xor_b32 s0, s16, s0
	.loc	1 265 5                         ; triton_corpus.py:265:5
	s_and_b32 s24, s25, 0xc0
	.loc	1 252 20                        ; triton_corpus.py:252:20
	v_readfirstlane_b32 s20, v1
	s_mul_i32 s19, s19, s20
	s_mul_hi_u32 s19, s20, s19
	s_add_i32 s20, s20, s19
	s_mul_hi_u32 s19, s18, s20
	s_mul_i32 s20, s19, s14
	s_sub_i32 s18, s18, s20
.Ltmp9:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:249:17 ]
	s_ashr_i32 s15, s15, 5
.Ltmp10:
	.loc	1 252 20                        ; triton_corpus.py:252:20
	s_ashr_i32 s0, s0, 31
	s_add_i32 s20, s19, 1
	s_sub_i32 s21, s18, s14
	s_cmp_ge_u32 s18, s14
	s_cselect_b32 s19, s20, s19
	s_cselect_b32 s18, s21, s18
	s_add_i32 s20, s19, 1
	s_cmp_ge_u32 s18, s14
	s_cselect_b32 s14, s20, s19
	s_xor_b32 s14, s14, s0
	s_sub_i32 s0, s14, s0
	.loc	1 252 19 is_stmt 0              ; triton_corpus.py:252:19
	s_lshl_b32 s14, s0, 1
	.loc	1 253 24 is_stmt 1              ; triton_corpus.py:253:24
	s_sub_i32 s15, s15, s14
	.loc	1 253 20 is_stmt 0              ; triton_corpus.py:253:20
	s_min_i32 s15, s15, 2
	.loc	1 255 13 is_stmt 1              ; triton_corpus.py:255:13
	s_abs_i32 s18, s15
	v_cvt_f32_u32_e32 v1, s18
	s_sub_i32 s19, 0, s18
	.loc	1 254 29                        ; triton_corpus.py:254:29
	s_mul_i32 s0, s0, s1
	s_sub_i32 s0, s16, s0
	.loc	1 255 13                        ; triton_corpus.py:255:13
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s16, s0
	s_xor_b32 s1, s0, s15
	s_ashr_i32 s1, s1, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 256 23                        ; triton_corpus.py:256:23
	v_and_or_b32 v32, v0, 63, s24
	v_lshrrev_b32_e32 v38, 5, v32
	v_and_b32_e32 v34, 31, v0
	.loc	1 255 13                        ; triton_corpus.py:255:13
	v_readfirstlane_b32 s20, v1
	s_mul_i32 s19, s19, s20
	s_mul_hi_u32 s19, s20, s19
	s_add_i32 s20, s20, s19
	s_mul_hi_u32 s19, s16, s20
	s_mul_i32 s20, s19, s18
	s_sub_i32 s16, s16, s20
	s_add_i32 s20, s19, 1
	s_sub_i32 s21, s16, s18
	s_cmp_ge_u32 s16, s18
	s_cselect_b32 s19, s20, s19
	s_cselect_b32 s16, s21, s16
	s_add_i32 s20, s19, 1
	s_cmp_ge_u32 s16, s18
	s_cselect_b32 s16, s20, s19
	s_xor_b32 s16, s16, s1
	s_sub_i32 s27, s16, s1
	.loc	1 254 28                        ; triton_corpus.py:254:28
	s_mul_i32 s1, s27, s15
	s_sub_i32 s0, s0, s1
	.loc	1 254 13 is_stmt 0              ; triton_corpus.py:254:13
	s_add_i32 s0, s0, s14
	.loc	1 256 10 is_stmt 1              ; triton_corpus.py:256:10
	s_lshl_b32 s28, s0, 5
.Ltmp11:
	.loc	2 43 13                         ; standard.py:43:13 @[ triton_corpus.py:260:27 ]
	s_add_i32 s0, s10, 31
	.loc	2 43 12 is_stmt 0               ; standard.py:43:12 @[ triton_corpus.py:260:27 ]
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 27
	s_add_i32 s0, s0, s1
.Ltmp12:
	.loc	1 256 10 is_stmt 1              ; triton_corpus.py:256:10
	v_or_b32_e32 v1, s28, v38
.Ltmp13:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:260:27 ]
	s_ashr_i32 s16, s0, 5
.Ltmp14:
	.loc	1 262 29                        ; triton_corpus.py:262:29
	v_mul_lo_u32 v2, v1, s11
	.loc	1 260 5                         ; triton_corpus.py:260:5
	s_cmp_lt_i32 s17, s16
	.loc	1 262 21                        ; triton_corpus.py:262:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 260 5                         ; triton_corpus.py:260:5
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 261 14                        ; triton_corpus.py:261:14
	s_lshl_b32 s26, s17, 5
	.loc	1 262 21                        ; triton_corpus.py:262:21
	v_lshl_add_u64 v[20:21], v[2:3], 1, s[2:3]
	.loc	1 261 14                        ; triton_corpus.py:261:14
	v_or_b32_e32 v2, s26, v34
	.loc	1 262 67                        ; triton_corpus.py:262:67
	v_cmp_gt_i32_e32 vcc, s8, v1
	.loc	1 262 87 is_stmt 0              ; triton_corpus.py:262:87
	v_cmp_gt_i32_e64 s[20:21], s10, v2
	.loc	1 262 66                        ; triton_corpus.py:262:66
	s_and_b64 s[0:1], s[20:21], vcc
	.loc	1 262 21                        ; triton_corpus.py:262:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 260 5 is_stmt 1               ; triton_corpus.py:260:5
	s_and_b64 s[14:15], s[22:23], s[0:1]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_lshl_add_u64 v[6:7], v[2:3], 1, v[20:21]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	global_load_ushort v5, v[6:7], off
.LBB0_2:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 256 23 is_stmt 1              ; triton_corpus.py:256:23
	v_or_b32_e32 v40, 8, v38
	.loc	1 256 10 is_stmt 0              ; triton_corpus.py:256:10
	v_or_b32_e32 v33, s28, v40
	.loc	1 262 67 is_stmt 1              ; triton_corpus.py:262:67
	v_cmp_gt_i32_e64 s[0:1], s8, v33
	.loc	1 262 29 is_stmt 0              ; triton_corpus.py:262:29
	v_mul_lo_u32 v6, v33, s11
	.loc	1 262 21                        ; triton_corpus.py:262:21
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 262 66                        ; triton_corpus.py:262:66
	s_and_b64 s[14:15], s[20:21], s[0:1]
	.loc	1 262 21                        ; triton_corpus.py:262:21
	v_lshl_add_u64 v[22:23], v[6:7], 1, s[2:3]
	.loc	1 260 5 is_stmt 1               ; triton_corpus.py:260:5
	s_and_b64 s[18:19], s[22:23], s[14:15]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 262 21 is_stmt 0              ; triton_corpus.py:262:21
	v_lshl_add_u64 v[6:7], v[2:3], 1, v[22:23]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	global_load_ushort v4, v[6:7], off
.LBB0_4:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[14:15]
	.loc	1 256 23 is_stmt 1              ; triton_corpus.py:256:23
	v_or_b32_e32 v41, 16, v38
	.loc	1 256 10 is_stmt 0              ; triton_corpus.py:256:10
	v_or_b32_e32 v35, s28, v41
	.loc	1 262 67 is_stmt 1              ; triton_corpus.py:262:67
	v_cmp_gt_i32_e64 s[14:15], s8, v35
	.loc	1 262 29 is_stmt 0              ; triton_corpus.py:262:29
	v_mul_lo_u32 v6, v35, s11
	.loc	1 262 21                        ; triton_corpus.py:262:21
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 262 66                        ; triton_corpus.py:262:66
	s_and_b64 s[18:19], s[20:21], s[14:15]
	.loc	1 262 21                        ; triton_corpus.py:262:21
	v_lshl_add_u64 v[24:25], v[6:7], 1, s[2:3]
	.loc	1 260 5 is_stmt 1               ; triton_corpus.py:260:5
	s_and_b64 s[30:31], s[22:23], s[18:19]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_and_saveexec_b64 s[18:19], s[30:31]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 262 21 is_stmt 0              ; triton_corpus.py:262:21
	v_lshl_add_u64 v[8:9], v[2:3], 1, v[24:25]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	global_load_ushort v7, v[8:9], off
.LBB0_6:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 256 23 is_stmt 1              ; triton_corpus.py:256:23
	v_or_b32_e32 v42, 24, v38
	.loc	1 256 10 is_stmt 0              ; triton_corpus.py:256:10
	v_or_b32_e32 v36, s28, v42
	.loc	1 262 29 is_stmt 1              ; triton_corpus.py:262:29
	v_mul_lo_u32 v8, v36, s11
	.loc	1 262 67 is_stmt 0              ; triton_corpus.py:262:67
	v_cmp_gt_i32_e64 s[18:19], s8, v36
	.loc	1 262 21                        ; triton_corpus.py:262:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[26:27], v[8:9], 1, s[2:3]
	.loc	1 262 66                        ; triton_corpus.py:262:66
	s_and_b64 s[2:3], s[20:21], s[18:19]
	.loc	1 260 5 is_stmt 1               ; triton_corpus.py:260:5
	s_and_b64 s[20:21], s[22:23], s[2:3]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_and_saveexec_b64 s[2:3], s[20:21]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 262 21 is_stmt 0              ; triton_corpus.py:262:21
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[26:27]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	global_load_ushort v6, v[2:3], off
.LBB0_8:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 257 10 is_stmt 1              ; triton_corpus.py:257:10
	v_lshl_or_b32 v18, s27, 5, v34
	.loc	1 261 14                        ; triton_corpus.py:261:14
	v_or_b32_e32 v2, s26, v38
	.loc	1 263 87                        ; triton_corpus.py:263:87
	v_cmp_gt_i32_e64 s[8:9], s9, v18
	.loc	1 263 67 is_stmt 0              ; triton_corpus.py:263:67
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 263 66                        ; triton_corpus.py:263:66
	s_and_b64 s[2:3], s[2:3], s[8:9]
	.loc	1 263 21                        ; triton_corpus.py:263:21
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 260 5 is_stmt 1               ; triton_corpus.py:260:5
	s_and_b64 s[20:21], s[22:23], s[2:3]
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v8, 0
	.loc	1 263 13                        ; triton_corpus.py:263:13
	s_and_saveexec_b64 s[2:3], s[20:21]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mul_lo_u32 v8, v2, s12
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[4:5]
	v_lshl_add_u64 v[8:9], v[18:19], 1, v[8:9]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	global_load_ushort v8, v[8:9], off
.LBB0_10:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 261 14 is_stmt 1              ; triton_corpus.py:261:14
	v_or_b32_e32 v2, s26, v40
	.loc	1 263 67                        ; triton_corpus.py:263:67
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 263 66 is_stmt 0              ; triton_corpus.py:263:66
	s_and_b64 s[2:3], s[2:3], s[8:9]
	.loc	1 260 5 is_stmt 1               ; triton_corpus.py:260:5
	s_and_b64 s[20:21], s[22:23], s[2:3]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	s_and_saveexec_b64 s[2:3], s[20:21]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 263 29 is_stmt 0              ; triton_corpus.py:263:29
	v_mul_lo_u32 v2, v2, s12
	.loc	1 263 21                        ; triton_corpus.py:263:21
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[4:5]
	v_lshl_add_u64 v[2:3], v[18:19], 1, v[2:3]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	global_load_ushort v3, v[2:3], off
.LBB0_12:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 261 14 is_stmt 1              ; triton_corpus.py:261:14
	v_or_b32_e32 v2, s26, v41
	.loc	1 263 67                        ; triton_corpus.py:263:67
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 263 66 is_stmt 0              ; triton_corpus.py:263:66
	s_and_b64 s[2:3], s[2:3], s[8:9]
	.loc	1 260 5 is_stmt 1               ; triton_corpus.py:260:5
	s_and_b64 s[20:21], s[22:23], s[2:3]
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	.loc	1 263 13                        ; triton_corpus.py:263:13
	s_and_saveexec_b64 s[2:3], s[20:21]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 263 29 is_stmt 0              ; triton_corpus.py:263:29
	v_mul_lo_u32 v10, v2, s12
	.loc	1 263 21                        ; triton_corpus.py:263:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[4:5]
	v_lshl_add_u64 v[10:11], v[18:19], 1, v[10:11]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	global_load_ushort v10, v[10:11], off
.LBB0_14:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 261 14 is_stmt 1              ; triton_corpus.py:261:14
	v_or_b32_e32 v2, s26, v42
	.loc	1 263 67                        ; triton_corpus.py:263:67
	v_cmp_gt_i32_e64 s[2:3], s10, v2
	.loc	1 263 66 is_stmt 0              ; triton_corpus.py:263:66
	s_and_b64 s[2:3], s[2:3], s[8:9]
	.loc	1 260 5 is_stmt 1               ; triton_corpus.py:260:5
	s_and_b64 s[20:21], s[22:23], s[2:3]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	s_and_saveexec_b64 s[2:3], s[20:21]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 263 29 is_stmt 0              ; triton_corpus.py:263:29
	v_mul_lo_u32 v12, v2, s12
	.loc	1 263 21                        ; triton_corpus.py:263:21
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[4:5]
	v_lshl_add_u64 v[12:13], v[18:19], 1, v[12:13]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	global_load_ushort v9, v[12:13], off
.LBB0_16:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 262 13 is_stmt 1              ; triton_corpus.py:262:13
	s_bfe_i32 s2, s25, 0x10007
	v_lshlrev_b32_e32 v2, 1, v32
	s_and_b32 s2, s2, 0x110
	v_mov_b32_e32 v11, 0xfe
	v_bitop3_b32 v47, v2, s2, v11 bitop3:0x6c
	v_add_u32_e32 v2, 0, v47
	v_xor_b32_e32 v48, 32, v47
	s_waitcnt vmcnt(0)
	ds_write_b16 v2, v5
	ds_write_b16 v2, v7 offset:1024
	v_add_u32_e32 v5, 0, v48
	.loc	1 260 5                         ; triton_corpus.py:260:5
	s_add_i32 s11, s16, -3
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_mov_b32 s20, 0
	ds_write_b16 v5, v4 offset:512
	ds_write_b16 v5, v6 offset:1536
	.loc	1 263 13                        ; triton_corpus.py:263:13
	ds_write_b16 v2, v8 offset:4096
	ds_write_b16 v2, v10 offset:5120
	ds_write_b16 v5, v3 offset:4608
	ds_write_b16 v5, v9 offset:5632
	.loc	1 260 5                         ; triton_corpus.py:260:5
	s_cmp_lt_i32 s17, s11
	v_and_b32_e32 v43, 12, v0
	v_and_b32_e32 v37, 32, v0
	v_lshlrev_b32_e32 v39, 3, v0
	v_lshlrev_b32_e32 v2, 1, v0
	s_cbranch_scc1 .LBB0_18
; %bb.17:                               ; %.._crit_edge_crit_edge
	.loc	1 263 13                        ; triton_corpus.py:263:13
	v_and_b32_e32 v3, 24, v39
	v_and_b32_e32 v45, 32, v2
	v_lshl_or_b32 v44, v43, 4, v3
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_19
.LBB0_18:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr45
                                        ; implicit-def: $vgpr44
.LBB0_19:                               ; %Flow23
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v46, 6, v34
	s_cbranch_scc1 .LBB0_38
; %bb.20:                               ; %.lr.ph
	v_lshlrev_b32_e32 v3, 2, v43
	v_lshrrev_b32_e32 v5, 1, v37
	v_bfe_i32 v4, v0, 5, 1
	v_xor_b32_e32 v6, v3, v5
	v_bitop3_b32 v49, v3, v46, v5 bitop3:0xde
	v_and_b32_e32 v3, 24, v39
	v_and_b32_e32 v45, 32, v2
	s_movk_i32 s2, 0x220
	v_lshl_or_b32 v44, v43, 4, v3
	v_bitop3_b32 v2, v4, v45, s2 bitop3:0x6c
	v_or_b32_e32 v51, v2, v44
	v_bitop3_b32 v52, v2, 16, v44 bitop3:0x36
	v_mov_b32_e32 v2, 0
	.loc	1 260 5 is_stmt 1               ; triton_corpus.py:260:5
	v_lshl_add_u64 v[28:29], v[18:19], 1, s[4:5]
	v_bitop3_b32 v50, v6, 32, v46 bitop3:0x36
	s_movk_i32 s21, 0x1000
	s_mov_b32 s22, 0
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
	s_mov_b32 s23, s17
	s_branch .LBB0_22
.LBB0_21:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 263 13 is_stmt 1              ; triton_corpus.py:263:13
	v_add_u32_e32 v30, s21, v51
	v_add_u32_e32 v68, s21, v52
	ds_read_b64_tr_b16 v[70:71], v30
	ds_read_b64_tr_b16 v[72:73], v68 offset:256
	ds_read_b64_tr_b16 v[74:75], v30 offset:1024
	ds_read_b64_tr_b16 v[76:77], v68 offset:1280
	.loc	1 260 5                         ; triton_corpus.py:260:5
	s_add_i32 s2, s22, 1
	s_cmp_lt_i32 s2, 2
	.loc	1 264 16                        ; triton_corpus.py:264:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[2:17], v[70:73], v[58:61], v[2:17]
	.loc	1 260 5                         ; triton_corpus.py:260:5
	s_cselect_b32 s22, s2, 0
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_lshl_b32 s20, s22, 11
	.loc	1 263 13                        ; triton_corpus.py:263:13
	s_add_i32 s21, s20, 0x1000
	.loc	1 262 13                        ; triton_corpus.py:262:13
	v_add_u32_e32 v30, s20, v47
	v_add_u32_e32 v58, s20, v48
	.loc	1 260 5                         ; triton_corpus.py:260:5
	s_cmp_lt_i32 s23, s11
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_waitcnt lgkmcnt(0)
	.loc	1 264 16                        ; triton_corpus.py:264:16
	v_mfma_f32_32x32x16_bf16 v[2:17], v[74:77], v[54:57], v[2:17]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v30, v53
	ds_write_b16 v30, v63 offset:1024
	ds_write_b16 v58, v62 offset:512
	ds_write_b16 v58, v64 offset:1536
	.loc	1 263 13                        ; triton_corpus.py:263:13
	ds_write_b16 v30, v65 offset:4096
	ds_write_b16 v30, v66 offset:5120
	ds_write_b16 v58, v31 offset:4608
	ds_write_b16 v58, v67 offset:5632
	.loc	1 260 5                         ; triton_corpus.py:260:5
	s_cbranch_scc0 .LBB0_39
.LBB0_22:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s23, s23, 3
	.loc	1 261 14                        ; triton_corpus.py:261:14
	s_lshl_b32 s25, s23, 5
	v_or_b32_e32 v30, s25, v34
	.loc	1 262 87                        ; triton_corpus.py:262:87
	v_cmp_gt_i32_e64 s[2:3], s10, v30
	.loc	1 262 66 is_stmt 0              ; triton_corpus.py:262:66
	s_and_b64 s[26:27], vcc, s[2:3]
	.loc	1 262 21                        ; triton_corpus.py:262:21
	v_ashrrev_i32_e32 v31, 31, v30
	v_mov_b32_e32 v53, 0
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_and_saveexec_b64 s[4:5], s[26:27]
	s_cbranch_execz .LBB0_24
; %bb.23:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_lshl_add_u64 v[54:55], v[30:31], 1, v[20:21]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	global_load_ushort v53, v[54:55], off
.LBB0_24:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 262 66                        ; triton_corpus.py:262:66
	s_and_b64 s[26:27], s[0:1], s[2:3]
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_and_saveexec_b64 s[4:5], s[26:27]
	s_cbranch_execz .LBB0_26
; %bb.25:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 262 21                        ; triton_corpus.py:262:21
	v_lshl_add_u64 v[54:55], v[30:31], 1, v[22:23]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	global_load_ushort v62, v[54:55], off
.LBB0_26:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 262 66                        ; triton_corpus.py:262:66
	s_and_b64 s[26:27], s[14:15], s[2:3]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_and_saveexec_b64 s[4:5], s[26:27]
	s_cbranch_execz .LBB0_28
; %bb.27:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 262 21                        ; triton_corpus.py:262:21
	v_lshl_add_u64 v[54:55], v[30:31], 1, v[24:25]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	global_load_ushort v63, v[54:55], off
.LBB0_28:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 262 66                        ; triton_corpus.py:262:66
	s_and_b64 s[4:5], s[18:19], s[2:3]
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_30
; %bb.29:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 262 21                        ; triton_corpus.py:262:21
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[26:27]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	global_load_ushort v64, v[30:31], off
.LBB0_30:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	v_add_u32_e32 v30, s20, v49
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v31, s20, v50
	ds_read_b128 v[58:61], v30
	ds_read_b128 v[54:57], v31
	.loc	1 261 14 is_stmt 1              ; triton_corpus.py:261:14
	v_or_b32_e32 v30, s25, v38
	.loc	1 263 67                        ; triton_corpus.py:263:67
	v_cmp_gt_i32_e64 s[2:3], s10, v30
	.loc	1 263 66 is_stmt 0              ; triton_corpus.py:263:66
	s_and_b64 s[4:5], s[8:9], s[2:3]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_32
; %bb.31:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mul_lo_u32 v30, v30, s12
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[28:29]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	global_load_ushort v65, v[30:31], off
.LBB0_32:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 261 14 is_stmt 1              ; triton_corpus.py:261:14
	v_or_b32_e32 v30, s25, v40
	.loc	1 263 67                        ; triton_corpus.py:263:67
	v_cmp_gt_i32_e64 s[2:3], s10, v30
	.loc	1 263 66 is_stmt 0              ; triton_corpus.py:263:66
	s_and_b64 s[4:5], s[8:9], s[2:3]
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v31, 0
	.loc	1 263 13                        ; triton_corpus.py:263:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_34
; %bb.33:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 263 29                        ; triton_corpus.py:263:29
	v_mul_lo_u32 v30, v30, s12
	.loc	1 263 21                        ; triton_corpus.py:263:21
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[28:29]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	global_load_ushort v31, v[30:31], off
.LBB0_34:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 261 14 is_stmt 1              ; triton_corpus.py:261:14
	v_or_b32_e32 v30, s25, v41
	.loc	1 263 67                        ; triton_corpus.py:263:67
	v_cmp_gt_i32_e64 s[2:3], s10, v30
	.loc	1 263 66 is_stmt 0              ; triton_corpus.py:263:66
	s_and_b64 s[4:5], s[8:9], s[2:3]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_36
; %bb.35:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 263 29                        ; triton_corpus.py:263:29
	v_mul_lo_u32 v66, v30, s12
	.loc	1 263 21                        ; triton_corpus.py:263:21
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[28:29]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	global_load_ushort v66, v[66:67], off
.LBB0_36:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 261 14 is_stmt 1              ; triton_corpus.py:261:14
	v_or_b32_e32 v30, s25, v42
	.loc	1 263 67                        ; triton_corpus.py:263:67
	v_cmp_gt_i32_e64 s[2:3], s10, v30
	.loc	1 263 66 is_stmt 0              ; triton_corpus.py:263:66
	s_and_b64 s[4:5], s[8:9], s[2:3]
	v_mov_b32_e32 v67, 0
	.loc	1 263 13                        ; triton_corpus.py:263:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_21
; %bb.37:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 263 29                        ; triton_corpus.py:263:29
	v_mul_lo_u32 v68, v30, s12
	.loc	1 263 21                        ; triton_corpus.py:263:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[28:29]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	global_load_ushort v67, v[68:69], off
	s_branch .LBB0_21
.LBB0_38:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v17, 0
	s_movk_i32 s21, 0x1000
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
.LBB0_39:                               ; %._crit_edge
	.loc	1 263 13 is_stmt 1              ; triton_corpus.py:263:13
	v_mov_b32_e32 v20, 0x220
	v_cmp_eq_u32_e64 s[2:3], 0, v37
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 263 13                        ; triton_corpus.py:263:13
	v_cndmask_b32_e64 v20, v20, 0, s[2:3]
	v_xor_b32_e32 v21, v20, v45
	s_movk_i32 s2, 0x110
	v_bitop3_b32 v20, v20, v44, v45 bitop3:0xde
	v_bitop3_b32 v21, v21, s2, v44 bitop3:0x36
	v_add_u32_e32 v20, s21, v20
	v_add_u32_e32 v22, s21, v21
	ds_read_b64_tr_b16 v[24:25], v20
	ds_read_b64_tr_b16 v[20:21], v20 offset:1024
	ds_read_b64_tr_b16 v[26:27], v22
	ds_read_b64_tr_b16 v[22:23], v22 offset:1024
	.loc	1 260 5                         ; triton_corpus.py:260:5
	s_sub_i32 s2, s16, s17
	s_add_i32 s2, s2, 2
	s_cmp_lt_i32 s2, 3
	.loc	1 264 16                        ; triton_corpus.py:264:16
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 262 13                        ; triton_corpus.py:262:13
	v_lshlrev_b32_e32 v28, 2, v43
	v_lshrrev_b32_e32 v29, 1, v37
	v_bitop3_b32 v28, v28, v46, v29 bitop3:0xde
	v_add_u32_e32 v29, s20, v28
	ds_read_b128 v[40:43], v29
	.loc	1 264 16                        ; triton_corpus.py:264:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[2:17], v[24:27], v[40:43], v[2:17]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	v_xad_u32 v24, v28, 32, s20
	ds_read_b128 v[24:27], v24
	.loc	1 264 16                        ; triton_corpus.py:264:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[2:17], v[20:23], v[24:27], v[2:17]
.LBB0_41:                               ; %._crit_edge._crit_edge
	.loc	1 265 5                         ; triton_corpus.py:265:5
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b32_e32 v20, 7, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v20, 0xf00, v20
	v_and_b32_e32 v21, 0xc0, v39
	v_and_b32_e32 v0, 28, v0
	v_or3_b32 v0, v21, v20, v0
	v_or_b32_e32 v20, v0, v37
	v_add_u32_e32 v21, 0, v20
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_nop 0
	ds_write_b32 v21, v2
	v_xad_u32 v2, v20, 8, 0
	ds_write_b32 v2, v3
	v_xad_u32 v2, v20, 16, 0
	ds_write_b32 v2, v4
	v_xad_u32 v2, v20, 24, 0
	ds_write_b32 v2, v5
	v_xad_u32 v2, v20, 64, 0
	s_movk_i32 s3, 0x48
	ds_write_b32 v2, v6
	v_bitop3_b32 v2, v0, s3, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	s_movk_i32 s3, 0x50
	ds_write_b32 v2, v7
	v_bitop3_b32 v2, v0, s3, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	s_movk_i32 s3, 0x58
	ds_write_b32 v2, v8
	v_bitop3_b32 v2, v0, s3, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	s_movk_i32 s3, 0x80
	ds_write_b32 v2, v9
	v_bitop3_b32 v2, v0, s3, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	s_movk_i32 s3, 0x88
	ds_write_b32 v2, v10
	v_bitop3_b32 v2, v0, s3, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	s_movk_i32 s3, 0x90
	ds_write_b32 v2, v11
	v_bitop3_b32 v2, v0, s3, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	s_movk_i32 s3, 0x98
	ds_write_b32 v2, v12
	v_bitop3_b32 v2, v0, s3, v37 bitop3:0x36
	s_movk_i32 s2, 0xc0
	v_add_u32_e32 v2, 0, v2
	ds_write_b32 v2, v13
	v_bitop3_b32 v2, v0, s2, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	s_movk_i32 s2, 0xc8
	ds_write_b32 v2, v14
	v_bitop3_b32 v2, v0, s2, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	s_movk_i32 s2, 0xd0
	ds_write_b32 v2, v15
	v_bitop3_b32 v2, v0, s2, v37 bitop3:0x36
	s_movk_i32 s2, 0xd8
	v_bitop3_b32 v0, v0, s2, v37 bitop3:0x36
	v_add_u32_e32 v2, 0, v2
	v_add_u32_e32 v0, 0, v0
	ds_write_b32 v2, v16
	ds_write_b32 v0, v17
	v_lshlrev_b32_e32 v0, 3, v34
	v_lshrrev_b32_e32 v2, 3, v32
	v_lshl_or_b32 v0, s24, 2, v0
	v_bitop3_b32 v0, v2, v0, 28 bitop3:0x6c
	v_xor_b32_e32 v3, 0x80, v0
	v_xad_u32 v2, v0, 64, 0
	v_add_u32_e32 v3, 0, v3
	v_xor_b32_e32 v4, 0xc0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v5, 0, v4
	ds_read_b32 v4, v2 offset:1024
	ds_read_b32 v3, v3 offset:2048
	ds_read_b32 v2, v5 offset:3072
	.loc	1 265 69 is_stmt 0              ; triton_corpus.py:265:69
	s_and_b64 s[4:5], vcc, s[8:9]
	.loc	1 265 5                         ; triton_corpus.py:265:5
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execnz .LBB0_46
; %bb.42:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 265 69                        ; triton_corpus.py:265:69
	s_and_b64 s[2:3], s[0:1], s[8:9]
	.loc	1 265 5                         ; triton_corpus.py:265:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_47
.LBB0_43:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 265 69                        ; triton_corpus.py:265:69
	s_and_b64 s[2:3], s[14:15], s[8:9]
	.loc	1 265 5                         ; triton_corpus.py:265:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_48
.LBB0_44:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 265 69                        ; triton_corpus.py:265:69
	s_and_b64 s[0:1], s[18:19], s[8:9]
	.loc	1 265 5                         ; triton_corpus.py:265:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_49
.LBB0_45:
	.loc	1 243 1 is_stmt 1               ; triton_corpus.py:243:1
	s_endpgm
.LBB0_46:
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_add_u32_e32 v0, 0, v0
	ds_read_b32 v5, v0
	.loc	1 265 27 is_stmt 0              ; triton_corpus.py:265:27
	v_mul_lo_u32 v0, v1, s13
	.loc	1 265 19                        ; triton_corpus.py:265:19
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	v_lshl_add_u64 v[0:1], v[18:19], 2, v[0:1]
	.loc	1 265 5                         ; triton_corpus.py:265:5
	s_waitcnt lgkmcnt(0)
	global_atomic_add_f32 v[0:1], v5, off
	s_or_b64 exec, exec, s[2:3]
	.loc	1 265 69                        ; triton_corpus.py:265:69
	s_and_b64 s[2:3], s[0:1], s[8:9]
	.loc	1 265 5                         ; triton_corpus.py:265:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_43
.LBB0_47:
	.loc	1 265 27                        ; triton_corpus.py:265:27
	v_mul_lo_u32 v0, v33, s13
	.loc	1 265 19                        ; triton_corpus.py:265:19
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	v_lshl_add_u64 v[0:1], v[18:19], 2, v[0:1]
	.loc	1 265 5                         ; triton_corpus.py:265:5
	s_waitcnt lgkmcnt(2)
	global_atomic_add_f32 v[0:1], v4, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 265 69                        ; triton_corpus.py:265:69
	s_and_b64 s[2:3], s[14:15], s[8:9]
	.loc	1 265 5                         ; triton_corpus.py:265:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_44
.LBB0_48:
	.loc	1 265 27                        ; triton_corpus.py:265:27
	v_mul_lo_u32 v0, v35, s13
	.loc	1 265 19                        ; triton_corpus.py:265:19
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	v_lshl_add_u64 v[0:1], v[18:19], 2, v[0:1]
	.loc	1 265 5                         ; triton_corpus.py:265:5
	s_waitcnt lgkmcnt(1)
	global_atomic_add_f32 v[0:1], v3, off
	s_or_b64 exec, exec, s[0:1]
	.loc	1 265 69                        ; triton_corpus.py:265:69
	s_and_b64 s[0:1], s[18:19], s[8:9]
	.loc	1 265 5                         ; triton_corpus.py:265:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_45
.LBB0_49:
	.loc	1 265 27                        ; triton_corpus.py:265:27
	v_mul_lo_u32 v0, v36, s13
	.loc	1 265 19                        ; triton_corpus.py:265:19
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	v_lshl_add_u64 v[0:1], v[18:19], 2, v[0:1]
	.loc	1 265 5                         ; triton_corpus.py:265:5
	s_waitcnt lgkmcnt(0)
	global_atomic_add_f32 v[0:1], v2, off
	.loc	1 243 1 is_stmt 1               ; triton_corpus.py:243:1
	s_endpgm
.Ltmp15:
.Lfunc_end0:
	.size	splitk_gemm, .Lfunc_end0-splitk_gemm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel splitk_gemm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
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
		.amdhsa_next_free_sgpr 32
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
	.set .Lsplitk_gemm.num_vgpr, 78
	.set .Lsplitk_gemm.num_agpr, 0
	.set .Lsplitk_gemm.numbered_sgpr, 32
	.set .Lsplitk_gemm.num_named_barrier, 0
	.set .Lsplitk_gemm.private_seg_size, 0
	.set .Lsplitk_gemm.uses_vcc, 1
	.set .Lsplitk_gemm.uses_flat_scratch, 0
	.set .Lsplitk_gemm.has_dyn_sized_stack, 0
	.set .Lsplitk_gemm.has_recursion, 0
	.set .Lsplitk_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3232
; TotalNumSgprs: 38
; NumVgprs: 78
; NumAgprs: 0
; TotalNumVgprs: 78
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 38
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
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
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
	.byte	6                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	5                               ; DW_FORM_data2
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
	.byte	1                               ; Abbrev [1] 0xb:0x65 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x3f DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x14 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp1                          ; DW_AT_low_pc
	.long	.Ltmp2-.Ltmp1                   ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	250                             ; DW_AT_call_line
	.byte	17                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x55:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	249                             ; DW_AT_call_line
	.byte	17                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x61:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.short	260                             ; DW_AT_call_line
	.byte	27                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
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
	.asciz	"splitk_gemm"                   ; string offset=49 ; splitk_gemm
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
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 256
    .name:           splitk_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         splitk_gemm.kd
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
