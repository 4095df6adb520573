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
; %bb.12:
	.file	1 "/work/wt/emucorpus/tools" "triton_corpus.py"
	.loc	1 243 0 prologue_end            ; triton_corpus.py:243:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.13:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.file	2 "/work/venvs/emucorpus/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13 is_stmt 1               ; standard.py:43:13 @[ triton_corpus.py:250:17 ]
	s_add_i32 s1, s15, 63
	.loc	2 43 12 is_stmt 0               ; standard.py:43:12 @[ triton_corpus.py:250:17 ]
	s_ashr_i32 s2, s1, 31
	s_lshr_b32 s2, s2, 26
	s_add_i32 s1, s1, s2
	s_ashr_i32 s1, s1, 6
.Ltmp2:
	.loc	1 251 24 is_stmt 1              ; triton_corpus.py:251:24
	s_lshl_b32 s2, s1, 1
	.loc	1 252 20                        ; triton_corpus.py:252:20
	s_abs_i32 s3, s2
	v_cvt_f32_u32_e32 v1, s3
	s_mov_b64 s[20:21], s[10:11]
.Ltmp3:
	.loc	2 43 13                         ; standard.py:43:13 @[ triton_corpus.py:249:17 ]
	s_add_i32 s6, s14, 63
.Ltmp4:
	.loc	1 252 20                        ; triton_corpus.py:252:20
	s_sub_i32 s10, 0, s3
	v_rcp_f32_e32 v1, v1
.Ltmp5:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:249:17 ]
	s_ashr_i32 s7, s6, 31
	s_lshr_b32 s7, s7, 26
	s_add_i32 s6, s6, s7
.Ltmp6:
	.loc	1 252 20                        ; triton_corpus.py:252:20
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_abs_i32 s7, s16
	v_and_b32_e32 v19, 0x3ff, v0
	s_xor_b32 s1, s16, s1
	v_readfirstlane_b32 s11, v1
	s_mul_i32 s10, s10, s11
	s_mul_hi_u32 s10, s11, s10
	s_add_i32 s11, s11, s10
	s_mul_hi_u32 s10, s7, s11
	s_mul_i32 s11, s10, s3
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_readfirstlane_b32 s0, v19
	.loc	1 252 20                        ; triton_corpus.py:252:20
	s_sub_i32 s7, s7, s11
	.loc	1 265 5                         ; triton_corpus.py:265:5
	s_bfe_u32 s26, s0, 0x20006
.Ltmp7:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:249:17 ]
	s_ashr_i32 s6, s6, 6
.Ltmp8:
	.loc	1 252 20                        ; triton_corpus.py:252:20
	s_ashr_i32 s1, s1, 31
	s_add_i32 s11, s10, 1
	s_sub_i32 s18, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s10, s11, s10
	s_cselect_b32 s7, s18, s7
	s_add_i32 s11, s10, 1
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s3, s11, s10
	s_xor_b32 s3, s3, s1
	s_sub_i32 s1, s3, s1
	.loc	1 252 19 is_stmt 0              ; triton_corpus.py:252:19
	s_lshl_b32 s3, s1, 1
	.loc	1 253 24 is_stmt 1              ; triton_corpus.py:253:24
	s_sub_i32 s6, s6, s3
	.loc	1 253 20 is_stmt 0              ; triton_corpus.py:253:20
	s_min_i32 s6, s6, 2
	.loc	1 255 13 is_stmt 1              ; triton_corpus.py:255:13
	s_abs_i32 s7, s6
	v_cvt_f32_u32_e32 v1, s7
	.loc	1 254 29                        ; triton_corpus.py:254:29
	s_mul_i32 s1, s1, s2
	s_sub_i32 s1, s16, s1
	.loc	1 255 13                        ; triton_corpus.py:255:13
	s_sub_i32 s11, 0, s7
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s10, s1
	s_xor_b32 s2, s1, s6
	s_ashr_i32 s2, s2, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_load_dwordx2 s[24:25], s[4:5], 0x20
	s_load_dword s30, s[4:5], 0x28
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_mul_i32 s33, s26, 0x410
	.loc	1 263 13                        ; triton_corpus.py:263:13
	s_mul_i32 s35, s26, 0x440
	.loc	1 255 13                        ; triton_corpus.py:255:13
	v_readfirstlane_b32 s16, v1
	s_mul_i32 s11, s11, s16
	s_mul_hi_u32 s11, s16, s11
	s_add_i32 s16, s16, s11
	s_mul_hi_u32 s11, s10, s16
	s_mul_i32 s16, s11, s7
	s_sub_i32 s10, s10, s16
	s_add_i32 s16, s11, 1
	s_sub_i32 s18, s10, s7
	s_cmp_ge_u32 s10, s7
	s_cselect_b32 s11, s16, s11
	s_cselect_b32 s10, s18, s10
	s_add_i32 s16, s11, 1
	s_cmp_ge_u32 s10, s7
	s_cselect_b32 s7, s16, s11
	s_xor_b32 s7, s7, s2
	s_sub_i32 s2, s7, s2
	.loc	1 254 28                        ; triton_corpus.py:254:28
	s_mul_i32 s6, s2, s6
	s_sub_i32 s1, s1, s6
	.loc	1 256 23                        ; triton_corpus.py:256:23
	s_lshl_b32 s18, s26, 6
	.loc	1 254 13                        ; triton_corpus.py:254:13
	s_add_i32 s1, s1, s3
	.loc	1 256 23                        ; triton_corpus.py:256:23
	s_and_b32 s28, s18, 0x80
	.loc	1 256 10 is_stmt 0              ; triton_corpus.py:256:10
	s_lshl_b32 s27, s1, 6
	.loc	1 256 23                        ; triton_corpus.py:256:23
	v_and_b32_e32 v1, 56, v0
	s_bfe_u32 s0, s0, 0x10006
	s_lshr_b32 s1, s28, 3
	v_or_b32_e32 v2, s26, v1
	v_lshrrev_b32_e32 v1, 2, v1
	s_or_b32 s0, s0, s1
	v_or_b32_e32 v31, s0, v1
.Ltmp9:
	.loc	2 43 13 is_stmt 1               ; standard.py:43:13 @[ triton_corpus.py:260:27 ]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s24, 63
	.loc	2 43 12 is_stmt 0               ; standard.py:43:12 @[ triton_corpus.py:260:27 ]
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 26
	s_add_i32 s0, s0, s1
.Ltmp10:
	.loc	1 257 10 is_stmt 1              ; triton_corpus.py:257:10
	s_lshl_b32 s16, s2, 6
.Ltmp11:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:260:27 ]
	s_ashr_i32 s29, s0, 6
.Ltmp12:
	.loc	1 256 23                        ; triton_corpus.py:256:23
	v_and_b32_e32 v0, 7, v0
	.loc	1 260 5                         ; triton_corpus.py:260:5
	s_cmp_lt_i32 s17, s29
	.loc	1 256 23                        ; triton_corpus.py:256:23
	v_lshlrev_b32_e32 v18, 3, v0
	.loc	1 256 10 is_stmt 0              ; triton_corpus.py:256:10
	v_or_b32_e32 v1, s27, v2
	.loc	1 260 5 is_stmt 1               ; triton_corpus.py:260:5
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 261 14                        ; triton_corpus.py:261:14
	s_lshl_b32 s19, s17, 6
	.loc	1 262 67                        ; triton_corpus.py:262:67
	v_cmp_gt_i32_e32 vcc, s14, v1
	.loc	1 261 14                        ; triton_corpus.py:261:14
	v_or_b32_e32 v1, s19, v18
	.loc	1 262 21                        ; triton_corpus.py:262:21
	s_mul_i32 s31, s27, s25
	.loc	1 262 87 is_stmt 0              ; triton_corpus.py:262:87
	v_cmp_gt_i32_e64 s[2:3], s24, v1
	.loc	1 262 66                        ; triton_corpus.py:262:66
	s_and_b64 s[2:3], s[2:3], vcc
	.loc	1 262 21                        ; triton_corpus.py:262:21
	s_add_i32 s22, s31, s19
	v_mad_u64_u32 v[20:21], s[6:7], v2, s25, v[18:19]
	.loc	1 256 23 is_stmt 1              ; triton_corpus.py:256:23
	v_or_b32_e32 v3, 4, v2
	.loc	1 262 13                        ; triton_corpus.py:262:13
	v_add_lshl_u32 v1, s22, v20, 1
	v_bfrev_b32_e32 v2, 1
	.loc	1 260 5                         ; triton_corpus.py:260:5
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 257 10                        ; triton_corpus.py:257:10
	v_or_b32_e32 v4, s16, v18
	.loc	1 262 21                        ; triton_corpus.py:262:21
	v_mad_u64_u32 v[22:23], s[6:7], v3, s25, v[18:19]
	.loc	1 262 13 is_stmt 0              ; triton_corpus.py:262:13
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	s_add_i32 m0, s33, 0x43c0
	v_cndmask_b32_e64 v1, v2, v1, s[2:3]
	.loc	1 256 23 is_stmt 1              ; triton_corpus.py:256:23
	v_or_b32_e32 v32, 32, v31
	.loc	1 263 87                        ; triton_corpus.py:263:87
	v_cmp_gt_i32_e64 s[0:1], s15, v4
	.loc	1 261 14                        ; triton_corpus.py:261:14
	v_or_b32_e32 v4, s19, v31
	.loc	1 262 13                        ; triton_corpus.py:262:13
	buffer_load_dwordx4 v1, s[8:11], 0 offen lds
	v_add_lshl_u32 v1, s22, v22, 1
	.loc	1 261 14                        ; triton_corpus.py:261:14
	v_or_b32_e32 v5, s19, v32
	.loc	1 262 13                        ; triton_corpus.py:262:13
	v_cndmask_b32_e64 v1, v2, v1, s[2:3]
	.loc	1 263 67                        ; triton_corpus.py:263:67
	v_cmp_gt_i32_e64 s[2:3], s24, v4
	.loc	1 263 21 is_stmt 0              ; triton_corpus.py:263:21
	s_mul_i32 s19, s30, s19
	.loc	1 262 13 is_stmt 1              ; triton_corpus.py:262:13
	s_add_i32 m0, s33, 0x5400
	.loc	1 263 66                        ; triton_corpus.py:263:66
	s_and_b64 s[2:3], s[0:1], s[2:3]
	.loc	1 263 21 is_stmt 0              ; triton_corpus.py:263:21
	s_add_i32 s19, s16, s19
	v_mad_u64_u32 v[24:25], s[22:23], v31, s30, v[18:19]
	.loc	1 262 13 is_stmt 1              ; triton_corpus.py:262:13
	buffer_load_dwordx4 v1, s[8:11], 0 offen lds
	.loc	1 263 67                        ; triton_corpus.py:263:67
	v_cmp_gt_i32_e64 s[6:7], s24, v5
	.loc	1 263 21 is_stmt 0              ; triton_corpus.py:263:21
	v_mad_u64_u32 v[26:27], s[22:23], v32, s30, v[18:19]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	v_add_lshl_u32 v1, v24, s19, 1
	.loc	1 260 5 is_stmt 1               ; triton_corpus.py:260:5
	s_and_b64 s[2:3], s[36:37], s[2:3]
	.loc	1 263 66                        ; triton_corpus.py:263:66
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	1 263 13 is_stmt 0              ; triton_corpus.py:263:13
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s22, s10
	s_mov_b32 s23, s11
	v_cndmask_b32_e64 v1, v2, v1, s[2:3]
	s_mov_b32 m0, s35
	; asyncmark
	.loc	1 260 5 is_stmt 1               ; triton_corpus.py:260:5
	s_and_b64 s[2:3], s[36:37], s[6:7]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	buffer_load_dwordx4 v1, s[20:23], 0 offen lds
	v_add_lshl_u32 v1, v26, s19, 1
	s_add_i32 m0, s35, 0x1100
	v_cndmask_b32_e64 v1, v2, v1, s[2:3]
	buffer_load_dwordx4 v1, s[20:23], 0 offen lds
	.loc	1 260 5                         ; triton_corpus.py:260:5
	s_add_i32 s36, s29, -2
	s_mov_b32 s34, 0
	s_cmp_lt_i32 s17, s36
	v_lshrrev_b32_e32 v3, 1, v19
	v_lshlrev_b32_e32 v21, 4, v19
	v_lshlrev_b32_e32 v2, 8, v19
	v_lshlrev_b32_e32 v1, 1, v19
	; asyncmark
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 263 13                        ; triton_corpus.py:263:13
	v_and_b32_e32 v25, 0x400, v2
	v_and_b32_e32 v17, 16, v3
	v_and_b32_e32 v23, 0x280, v21
	v_and_b32_e32 v27, 32, v1
	v_lshrrev_b32_e32 v28, 4, v25
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr16_vgpr17
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr23
.LBB0_3:                                ; %Flow23
	s_and_b32 s25, s18, 64
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v29, 10, v0
	v_lshlrev_b32_e32 v30, 4, v0
	v_lshlrev_b32_e32 v16, 3, v19
	s_cbranch_scc1 .LBB0_6
; %bb.4:                                ; %.lr.ph
	v_and_b32_e32 v25, 0x400, v2
	v_mov_b32_e32 v0, 0
	s_lshl_b32 s38, s28, 2
	v_and_b32_e32 v17, 16, v3
	v_and_b32_e32 v23, 0x280, v21
	v_and_b32_e32 v33, 24, v16
	v_and_b32_e32 v27, 32, v1
	v_lshrrev_b32_e32 v28, 4, v25
	s_movk_i32 s37, 0x43c0
	v_bfrev_b32_e32 v34, 1
	s_mov_b32 s22, s10
	s_mov_b32 s23, s11
	s_mov_b32 s39, 0
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
	s_mov_b32 s40, s17
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 260 5 is_stmt 1               ; triton_corpus.py:260:5
	s_add_i32 s2, s39, 1
	s_cmp_lt_i32 s2, 2
	s_cselect_b32 s39, s2, 0
	s_add_i32 s40, s40, 2
	.loc	1 261 14                        ; triton_corpus.py:261:14
	s_lshl_b32 s2, s40, 6
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_lshl_b32 s3, s39, 12
	s_mov_b32 s41, s34
	s_lshl_b32 s34, s39, 13
	.loc	1 261 14                        ; triton_corpus.py:261:14
	v_or_b32_e32 v35, s2, v18
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_lshr_b32 s7, s3, 5
	.loc	1 261 14                        ; triton_corpus.py:261:14
	v_or_b32_e32 v36, s2, v31
	v_or_b32_e32 v37, s2, v32
	.loc	1 262 21                        ; triton_corpus.py:262:21
	s_add_i32 s6, s2, s31
	.loc	1 263 21                        ; triton_corpus.py:263:21
	s_mul_i32 s42, s2, s30
	.loc	1 263 13 is_stmt 0              ; triton_corpus.py:263:13
	s_lshr_b32 s43, s3, 3
	.loc	1 262 87 is_stmt 1              ; triton_corpus.py:262:87
	v_cmp_gt_i32_e64 s[2:3], s24, v35
	.loc	1 262 13 is_stmt 0              ; triton_corpus.py:262:13
	s_add_i32 s44, s34, s7
	v_add_lshl_u32 v35, s6, v20, 1
	.loc	1 263 13 is_stmt 1              ; triton_corpus.py:263:13
	s_add_i32 s34, s34, s43
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_add_i32 s43, s44, s33
	.loc	1 262 66 is_stmt 0              ; triton_corpus.py:262:66
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	v_add_lshl_u32 v38, s6, v22, 1
	.loc	1 263 67 is_stmt 1              ; triton_corpus.py:263:67
	v_cmp_gt_i32_e64 s[6:7], s24, v36
	.loc	1 263 21 is_stmt 0              ; triton_corpus.py:263:21
	s_add_i32 s42, s42, s16
	.loc	1 262 13 is_stmt 1              ; triton_corpus.py:262:13
	v_cndmask_b32_e64 v35, v34, v35, s[2:3]
	s_add_i32 m0, s43, 0x43c0
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	.loc	1 263 67                        ; triton_corpus.py:263:67
	v_cmp_gt_i32_e64 s[18:19], s24, v37
	.loc	1 263 13 is_stmt 0              ; triton_corpus.py:263:13
	v_add_lshl_u32 v36, s42, v24, 1
	.loc	1 263 66                        ; triton_corpus.py:263:66
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	v_add_lshl_u32 v37, s42, v26, 1
	s_add_i32 s42, s34, s35
	.loc	1 262 13 is_stmt 1              ; triton_corpus.py:262:13
	v_cndmask_b32_e64 v38, v34, v38, s[2:3]
	buffer_load_dwordx4 v35, s[8:11], 0 offen lds
	s_add_i32 m0, s43, 0x5400
	.loc	1 263 66                        ; triton_corpus.py:263:66
	s_and_b64 s[18:19], s[0:1], s[18:19]
	.loc	1 263 13 is_stmt 0              ; triton_corpus.py:263:13
	v_cndmask_b32_e64 v36, v34, v36, s[6:7]
	.loc	1 262 13 is_stmt 1              ; triton_corpus.py:262:13
	buffer_load_dwordx4 v38, s[8:11], 0 offen lds
	.loc	1 263 13                        ; triton_corpus.py:263:13
	s_mov_b32 m0, s42
	v_cndmask_b32_e64 v37, v34, v37, s[18:19]
	; asyncmark
	buffer_load_dwordx4 v36, s[20:23], 0 offen lds
	s_add_i32 m0, s42, 0x1100
	v_and_b32_e32 v35, 0x180, v21
	buffer_load_dwordx4 v37, s[20:23], 0 offen lds
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_add_i32 s37, s37, s38
	.loc	1 263 13                        ; triton_corpus.py:263:13
	v_add3_u32 v36, s41, v27, v23
	.loc	1 262 13                        ; triton_corpus.py:262:13
	v_add3_u32 v35, s37, v35, v29
	.loc	1 263 13                        ; triton_corpus.py:263:13
	v_add3_u32 v36, v36, v33, v25
	.loc	1 262 13                        ; triton_corpus.py:262:13
	v_add3_u32 v35, v35, v17, v30
	.loc	1 263 13                        ; triton_corpus.py:263:13
	v_add3_u32 v36, v36, s25, v28
	.loc	1 262 13                        ; triton_corpus.py:262:13
	ds_read_b128 v[38:41], v35
	ds_read_b128 v[42:45], v35 offset:32
	ds_read_b128 v[46:49], v35 offset:64
	ds_read_b128 v[50:53], v35 offset:96
	; asyncmark
	.loc	1 263 13                        ; triton_corpus.py:263:13
	ds_read_b64_tr_b16 v[54:55], v36
	ds_read_b64_tr_b16 v[56:57], v36 offset:256
	ds_read_b64_tr_b16 v[58:59], v36 offset:2176
	ds_read_b64_tr_b16 v[60:61], v36 offset:2432
	.loc	1 264 16                        ; triton_corpus.py:264:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[54:57], v[38:41], v[0:15]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	ds_read_b64_tr_b16 v[38:39], v36 offset:4352
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_add_i32 s37, s44, 0x43c0
	.loc	1 260 5                         ; triton_corpus.py:260:5
	s_cmp_lt_i32 s40, s36
	.loc	1 264 16                        ; triton_corpus.py:264:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[58:61], v[42:45], v[0:15]
	.loc	1 263 13                        ; triton_corpus.py:263:13
	ds_read_b64_tr_b16 v[40:41], v36 offset:4608
	ds_read_b64_tr_b16 v[42:43], v36 offset:6528
	ds_read_b64_tr_b16 v[44:45], v36 offset:6784
	.loc	1 264 16                        ; triton_corpus.py:264:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[38:41], v[46:49], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[42:45], v[50:53], v[0:15]
	.loc	1 260 5                         ; triton_corpus.py:260:5
	s_cbranch_scc1 .LBB0_5
	s_branch .LBB0_7
.LBB0_6:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s37, 0x43c0
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
.LBB0_7:                                ; %Flow24
	s_load_dword s8, s[4:5], 0x2c
	.loc	1 260 5 is_stmt 1               ; triton_corpus.py:260:5
	s_sub_i32 s0, s29, s17
	s_add_i32 s0, s0, 1
	s_cmp_gt_i32 s0, 1
	s_mov_b64 s[0:1], -1
	; wait_asyncmark(0)
	.loc	1 262 13                        ; triton_corpus.py:262:13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_9
; %bb.8:                                ; %._crit_edge.._crit_edge._crit_edge_crit_edge
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_mov_b64 s[0:1], 0
.LBB0_9:                                ; %Flow
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_and_b32_e32 v18, 3, v19
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	v_lshlrev_b32_e32 v20, 3, v18
	v_add3_u32 v22, s34, v27, v23
	v_add3_u32 v20, v22, v20, v25
	v_add3_u32 v20, v20, s25, v28
	ds_read_b64_tr_b16 v[22:23], v20
	ds_read_b64_tr_b16 v[24:25], v20 offset:256
	.loc	1 262 13 is_stmt 1              ; triton_corpus.py:262:13
	v_and_b32_e32 v21, 0x180, v21
	s_lshl2_add_u32 s0, s28, s37
	v_add3_u32 v21, s0, v29, v21
	v_add3_u32 v21, v21, v17, v30
	ds_read_b128 v[26:29], v21
	ds_read_b64_tr_b16 v[30:31], v20 offset:2176
	ds_read_b64_tr_b16 v[32:33], v20 offset:2432
	ds_read_b128 v[34:37], v21 offset:32
	.loc	1 264 16                        ; triton_corpus.py:264:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[22:25], v[26:29], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[30:33], v[34:37], v[0:15]
	ds_read_b64_tr_b16 v[22:23], v20 offset:4352
	ds_read_b64_tr_b16 v[24:25], v20 offset:4608
	.loc	1 262 13                        ; triton_corpus.py:262:13
	ds_read_b128 v[26:29], v21 offset:64
	ds_read_b64_tr_b16 v[30:31], v20 offset:6528
	ds_read_b64_tr_b16 v[32:33], v20 offset:6784
	.loc	1 264 16                        ; triton_corpus.py:264:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[22:25], v[26:29], v[0:15]
	.loc	1 262 13                        ; triton_corpus.py:262:13
	ds_read_b128 v[20:23], v21 offset:96
	.loc	1 264 16                        ; triton_corpus.py:264:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[30:33], v[20:23], v[0:15]
.LBB0_11:                               ; %._crit_edge._crit_edge
	.loc	1 256 10                        ; triton_corpus.py:256:10
	s_or_b32 s0, s27, s26
	s_or_b32 s2, s0, 48
	s_or_b32 s3, s0, 32
	s_or_b32 s4, s0, 16
	.loc	1 265 70                        ; triton_corpus.py:265:70
	s_cmp_lt_i32 s0, s14
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s4, s14
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_lt_i32 s3, s14
	.loc	1 256 23                        ; triton_corpus.py:256:23
	v_and_b32_e32 v20, 63, v19
	.loc	1 265 70                        ; triton_corpus.py:265:70
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lt_i32 s2, s14
	.loc	1 265 19 is_stmt 0              ; triton_corpus.py:265:19
	s_mul_i32 s9, s27, s8
	.loc	1 257 10 is_stmt 1              ; triton_corpus.py:257:10
	v_or_b32_e32 v21, s16, v20
	.loc	1 265 70                        ; triton_corpus.py:265:70
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 265 19 is_stmt 0              ; triton_corpus.py:265:19
	s_add_i32 s9, s9, s16
	.loc	1 265 90                        ; triton_corpus.py:265:90
	v_cmp_gt_i32_e32 vcc, s15, v21
	.loc	1 265 19                        ; triton_corpus.py:265:19
	v_or_b32_e32 v21, s9, v20
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_and_b32_e32 v16, 0xe0, v16
	v_lshlrev_b32_e32 v18, 2, v18
	s_lshl_b32 s9, s26, 7
	v_lshlrev_b32_e32 v19, 9, v19
	v_bitop3_b32 v16, s9, v16, v18 bitop3:0x1e
	s_movk_i32 s9, 0x3e00
	v_and_or_b32 v16, v19, s9, v16
	v_or_b32_e32 v18, v16, v17
	v_add_u32_e32 v19, 0, v18
	s_barrier
	ds_write_b32 v19, v0
	v_xad_u32 v0, v18, 4, 0
	ds_write_b32 v0, v1
	v_xad_u32 v0, v18, 8, 0
	ds_write_b32 v0, v2
	v_xad_u32 v0, v18, 12, 0
	ds_write_b32 v0, v3
	v_xad_u32 v0, v18, 32, 0
	ds_write_b32 v0, v4
	v_xad_u32 v0, v18, 36, 0
	ds_write_b32 v0, v5
	v_xad_u32 v0, v18, 40, 0
	ds_write_b32 v0, v6
	v_xad_u32 v0, v18, 44, 0
	ds_write_b32 v0, v7
	v_xad_u32 v0, v18, 64, 0
	s_movk_i32 s9, 0x44
	ds_write_b32 v0, v8
	v_bitop3_b32 v0, v16, s9, v17 bitop3:0x36
	v_add_u32_e32 v0, 0, v0
	s_movk_i32 s9, 0x48
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_mul_i32 s10, s26, s8
	s_mul_i32 s14, s8, 12
	.loc	1 265 5                         ; triton_corpus.py:265:5
	ds_write_b32 v0, v9
	v_bitop3_b32 v0, v16, s9, v17 bitop3:0x36
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_add_i32 s18, s10, s14
	s_mul_i32 s14, s8, 20
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_add_u32_e32 v0, 0, v0
	s_movk_i32 s9, 0x4c
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_add_i32 s20, s10, s14
	s_mul_i32 s14, s8, 24
	.loc	1 265 5                         ; triton_corpus.py:265:5
	ds_write_b32 v0, v10
	v_bitop3_b32 v0, v16, s9, v17 bitop3:0x36
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_add_i32 s21, s10, s14
	s_mul_i32 s14, s8, 28
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_add_u32_e32 v0, 0, v0
	s_movk_i32 s9, 0x60
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_add_i32 s22, s10, s14
	s_lshl_b32 s14, s8, 5
	.loc	1 265 5                         ; triton_corpus.py:265:5
	ds_write_b32 v0, v11
	v_bitop3_b32 v0, v16, s9, v17 bitop3:0x36
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_add_i32 s23, s10, s14
	s_mul_i32 s14, s8, 36
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_add_u32_e32 v0, 0, v0
	s_movk_i32 s9, 0x64
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_add_i32 s24, s10, s14
	s_mul_i32 s14, s8, 40
	.loc	1 265 5                         ; triton_corpus.py:265:5
	ds_write_b32 v0, v12
	v_bitop3_b32 v0, v16, s9, v17 bitop3:0x36
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_add_i32 s25, s10, s14
	s_mul_i32 s14, s8, 44
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_add_u32_e32 v0, 0, v0
	s_movk_i32 s9, 0x68
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_add_i32 s27, s10, s14
	s_mul_i32 s14, s8, 48
	.loc	1 265 5                         ; triton_corpus.py:265:5
	ds_write_b32 v0, v13
	v_bitop3_b32 v0, v16, s9, v17 bitop3:0x36
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_add_i32 s28, s10, s14
	s_mul_i32 s14, s8, 52
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_add_u32_e32 v0, 0, v0
	s_movk_i32 s9, 0x6c
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_add_i32 s29, s10, s14
	s_mul_i32 s14, s8, 56
	.loc	1 265 5                         ; triton_corpus.py:265:5
	ds_write_b32 v0, v14
	v_bitop3_b32 v0, v16, s9, v17 bitop3:0x36
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_add_i32 s30, s10, s14
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_add_u32_e32 v0, 0, v0
	s_lshl_b32 s14, s26, 2
	ds_write_b32 v0, v15
	s_lshl_b32 s9, s26, 9
	v_lshlrev_b32_e32 v0, 2, v20
	v_mov_b32_e32 v1, s14
	v_bitop3_b32 v14, s9, v1, v0 bitop3:0x36
	v_add_u32_e32 v0, 0, v14
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[0:1], v0 offset1:1
	v_xad_u32 v2, v14, 32, 0
	ds_read2st64_b32 v[2:3], v2 offset0:8 offset1:9
	v_xad_u32 v4, v14, 64, 0
	v_xor_b32_e32 v6, 0x60, v14
	v_xor_b32_e32 v8, 0x80, v14
	v_xor_b32_e32 v10, 0xa0, v14
	v_xor_b32_e32 v12, 0xc0, v14
	v_xor_b32_e32 v14, 0xe0, v14
	v_add_lshl_u32 v16, v21, s10, 2
	v_bfrev_b32_e32 v17, 1
	.loc	1 265 69                        ; triton_corpus.py:265:69
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_lshl2_add_u32 s11, s8, s10
	.loc	1 265 5                         ; triton_corpus.py:265:5
	ds_read2st64_b32 v[4:5], v4 offset0:16 offset1:17
	v_add_u32_e32 v6, 0, v6
	v_add_u32_e32 v8, 0, v8
	v_add_u32_e32 v10, 0, v10
	v_add_u32_e32 v12, 0, v12
	v_add_u32_e32 v14, 0, v14
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_cndmask_b32_e64 v16, v17, v16, s[0:1]
	ds_read2st64_b32 v[6:7], v6 offset0:24 offset1:25
	ds_read2st64_b32 v[8:9], v8 offset0:32 offset1:33
	ds_read2st64_b32 v[10:11], v10 offset0:40 offset1:41
	ds_read2st64_b32 v[12:13], v12 offset0:48 offset1:49
	ds_read2st64_b32 v[14:15], v14 offset0:56 offset1:57
	s_waitcnt lgkmcnt(7)
	buffer_atomic_add_f32 v0, v16, s[12:15], 0 offen
	v_add_lshl_u32 v0, v21, s11, 2
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_lshl3_add_u32 s17, s8, s10
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_cndmask_b32_e64 v0, v17, v0, s[0:1]
	s_waitcnt lgkmcnt(6)
	buffer_atomic_add_f32 v2, v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v21, s17, 2
	v_cndmask_b32_e64 v0, v17, v0, s[0:1]
	s_waitcnt lgkmcnt(5)
	buffer_atomic_add_f32 v4, v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v21, s18, 2
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_lshl4_add_u32 s19, s8, s10
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_cndmask_b32_e64 v0, v17, v0, s[0:1]
	s_waitcnt lgkmcnt(4)
	buffer_atomic_add_f32 v6, v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v21, s19, 2
	.loc	1 265 69                        ; triton_corpus.py:265:69
	s_and_b64 s[0:1], s[6:7], vcc
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_cndmask_b32_e64 v0, v17, v0, s[0:1]
	s_waitcnt lgkmcnt(3)
	buffer_atomic_add_f32 v8, v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v21, s20, 2
	v_cndmask_b32_e64 v0, v17, v0, s[0:1]
	s_waitcnt lgkmcnt(2)
	buffer_atomic_add_f32 v10, v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v21, s21, 2
	v_cndmask_b32_e64 v0, v17, v0, s[0:1]
	s_waitcnt lgkmcnt(1)
	buffer_atomic_add_f32 v12, v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v21, s22, 2
	v_cndmask_b32_e64 v0, v17, v0, s[0:1]
	s_waitcnt lgkmcnt(0)
	buffer_atomic_add_f32 v14, v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v21, s23, 2
	.loc	1 265 69                        ; triton_corpus.py:265:69
	s_and_b64 s[0:1], s[4:5], vcc
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_cndmask_b32_e64 v0, v17, v0, s[0:1]
	buffer_atomic_add_f32 v1, v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v21, s24, 2
	v_cndmask_b32_e64 v0, v17, v0, s[0:1]
	buffer_atomic_add_f32 v3, v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v21, s25, 2
	v_cndmask_b32_e64 v0, v17, v0, s[0:1]
	buffer_atomic_add_f32 v5, v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v21, s27, 2
	v_cndmask_b32_e64 v0, v17, v0, s[0:1]
	buffer_atomic_add_f32 v7, v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v21, s28, 2
	.loc	1 265 69                        ; triton_corpus.py:265:69
	s_and_b64 vcc, s[2:3], vcc
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_cndmask_b32_e32 v0, v17, v0, vcc
	buffer_atomic_add_f32 v9, v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v21, s29, 2
	v_cndmask_b32_e32 v0, v17, v0, vcc
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_mul_i32 s8, s8, 60
	.loc	1 265 5                         ; triton_corpus.py:265:5
	buffer_atomic_add_f32 v11, v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v21, s30, 2
	.loc	1 265 19                        ; triton_corpus.py:265:19
	s_add_i32 s8, s10, s8
	.loc	1 265 5                         ; triton_corpus.py:265:5
	v_cndmask_b32_e32 v0, v17, v0, vcc
	buffer_atomic_add_f32 v13, v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v21, s8, 2
	v_cndmask_b32_e32 v0, v17, v0, vcc
	buffer_atomic_add_f32 v15, v0, s[12:15], 0 offen
	.loc	1 243 1 is_stmt 1               ; triton_corpus.py:243:1
	s_endpgm
.Ltmp13:
.Lfunc_end0:
	.size	splitk_gemm, .Lfunc_end0-splitk_gemm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel splitk_gemm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 8
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 45
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
	.set .Lsplitk_gemm.num_vgpr, 62
	.set .Lsplitk_gemm.num_agpr, 0
	.set .Lsplitk_gemm.numbered_sgpr, 45
	.set .Lsplitk_gemm.num_named_barrier, 0
	.set .Lsplitk_gemm.private_seg_size, 0
	.set .Lsplitk_gemm.uses_vcc, 1
	.set .Lsplitk_gemm.uses_flat_scratch, 0
	.set .Lsplitk_gemm.has_dyn_sized_stack, 0
	.set .Lsplitk_gemm.has_recursion, 0
	.set .Lsplitk_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3188
; TotalNumSgprs: 51
; NumVgprs: 62
; NumAgprs: 0
; TotalNumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 51
; NumVGPRsForWavesPerEU: 62
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
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
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         144
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         152
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         160
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         168
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         176
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         184
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         264
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .max_flat_workgroup_size: 256
    .name:           splitk_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     51
    .sgpr_spill_count: 0
    .symbol:         splitk_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     62
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
