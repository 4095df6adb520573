	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	attention_fp8                   ; -- Begin function attention_fp8
	.p2align	8
	.type	attention_fp8,@function
attention_fp8:                          ; @attention_fp8
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.210:
	.file	1 "/work/wt/emucorpus/tools" "triton_corpus.py"
	.loc	1 373 0 prologue_end            ; triton_corpus.py:373:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.211:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_mov_b32 s0, s10
.Ltmp1:
	.loc	1 373 1 is_stmt 1               ; triton_corpus.py:373:1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 396 53                        ; triton_corpus.py:396:53
	v_readfirstlane_b32 s10, v0
	.loc	1 377 10                        ; triton_corpus.py:377:10
	s_lshl_b32 s1, s16, 6
	.loc	1 377 21 is_stmt 0              ; triton_corpus.py:377:21
	s_lshr_b32 s70, s10, 6
	.loc	1 377 10                        ; triton_corpus.py:377:10
	s_or_b32 s12, s70, s1
	.loc	1 377 21                        ; triton_corpus.py:377:21
	v_and_b32_e32 v2, 63, v0
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s12, s0
	.loc	1 379 17 is_stmt 0              ; triton_corpus.py:379:17
	v_mov_b32_e32 v3, 0
	.loc	1 379 9                         ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_16
; %bb.1:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	s_lshl_b32 s12, s12, 6
	s_ashr_i32 s13, s12, 31
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[4:5], s[12:13], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v1, v[4:5], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s12, s70, 4
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s12, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_17
.LBB0_2:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v4, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s14, s70, 8
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s14, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_18
.LBB0_3:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v5, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s16, s70, 12
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s16, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_19
.LBB0_4:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v9, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s18, s70, 16
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s18, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_20
.LBB0_5:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v6, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s20, s70, 20
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s20, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_21
.LBB0_6:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v10, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s22, s70, 24
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s22, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_22
.LBB0_7:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v11, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s24, s70, 28
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s24, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_23
.LBB0_8:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v12, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s26, s70, 32
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s26, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_24
.LBB0_9:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v7, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s28, s70, 36
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s28, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_25
.LBB0_10:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v13, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s34, s70, 40
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s34, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_26
.LBB0_11:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v14, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s36, s70, 44
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s36, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_27
.LBB0_12:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v15, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s38, s70, 48
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s38, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_28
.LBB0_13:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v16, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s40, s70, 52
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s40, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_29
.LBB0_14:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v17, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s42, s70, 56
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s42, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_30
.LBB0_15:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v18, 0
	.loc	1 379 9                         ; triton_corpus.py:379:9
	s_branch .LBB0_31
.LBB0_16:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v1, v3
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s12, s70, 4
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s12, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_2
.LBB0_17:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s13, s13, 6
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s15, s13, 31
	s_add_u32 s14, s2, s13
	s_addc_u32 s15, s3, s15
	v_lshl_add_u64 v[4:5], s[14:15], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v4, v[4:5], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s14, s70, 8
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s14, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_3
.LBB0_18:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s13, s13, 6
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s15, s13, 31
	s_add_u32 s16, s2, s13
	s_addc_u32 s17, s3, s15
	v_lshl_add_u64 v[6:7], s[16:17], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v5, v[6:7], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s16, s70, 12
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s16, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_4
.LBB0_19:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s13, s13, 6
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s15, s13, 31
	s_add_u32 s18, s2, s13
	s_addc_u32 s19, s3, s15
	v_lshl_add_u64 v[6:7], s[18:19], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v9, v[6:7], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s18, s70, 16
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s18, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_5
.LBB0_20:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s13, s13, 6
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s15, s13, 31
	s_add_u32 s20, s2, s13
	s_addc_u32 s21, s3, s15
	v_lshl_add_u64 v[6:7], s[20:21], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v6, v[6:7], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s20, s70, 20
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s20, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_6
.LBB0_21:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s13, s13, 6
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s15, s13, 31
	s_add_u32 s22, s2, s13
	s_addc_u32 s23, s3, s15
	v_lshl_add_u64 v[10:11], s[22:23], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v10, v[10:11], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s22, s70, 24
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s22, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_7
.LBB0_22:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s13, s13, 6
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s15, s13, 31
	s_add_u32 s24, s2, s13
	s_addc_u32 s25, s3, s15
	v_lshl_add_u64 v[12:13], s[24:25], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v11, v[12:13], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s24, s70, 28
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s24, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_8
.LBB0_23:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s13, s13, 6
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s15, s13, 31
	s_add_u32 s26, s2, s13
	s_addc_u32 s27, s3, s15
	v_lshl_add_u64 v[12:13], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v12, v[12:13], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s26, s70, 32
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s26, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_9
.LBB0_24:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s13, s13, 6
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s15, s13, 31
	s_add_u32 s28, s2, s13
	s_addc_u32 s29, s3, s15
	v_lshl_add_u64 v[14:15], s[28:29], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v7, v[14:15], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s28, s70, 36
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s28, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_10
.LBB0_25:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s13, s13, 6
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s15, s13, 31
	s_add_u32 s30, s2, s13
	s_addc_u32 s31, s3, s15
	v_lshl_add_u64 v[14:15], s[30:31], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v13, v[14:15], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s34, s70, 40
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s34, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_11
.LBB0_26:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s13, s13, 6
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s15, s13, 31
	s_add_u32 s30, s2, s13
	s_addc_u32 s31, s3, s15
	v_lshl_add_u64 v[14:15], s[30:31], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v14, v[14:15], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s36, s70, 44
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s36, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_12
.LBB0_27:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s13, s13, 6
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s15, s13, 31
	s_add_u32 s30, s2, s13
	s_addc_u32 s31, s3, s15
	v_lshl_add_u64 v[16:17], s[30:31], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v15, v[16:17], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s38, s70, 48
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s38, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_13
.LBB0_28:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s13, s13, 6
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s15, s13, 31
	s_add_u32 s30, s2, s13
	s_addc_u32 s31, s3, s15
	v_lshl_add_u64 v[16:17], s[30:31], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v16, v[16:17], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s40, s70, 52
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s40, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_14
.LBB0_29:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s13, s13, 6
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s15, s13, 31
	s_add_u32 s30, s2, s13
	s_addc_u32 s31, s3, s15
	v_lshl_add_u64 v[18:19], s[30:31], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v17, v[18:19], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s42, s70, 56
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s42, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_15
.LBB0_30:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s13, s13, 6
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s15, s13, 31
	s_add_u32 s30, s2, s13
	s_addc_u32 s31, s3, s15
	v_lshl_add_u64 v[18:19], s[30:31], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v18, v[18:19], off
.LBB0_31:
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s45, s70, 60
	.loc	1 0 0 is_stmt 0                 ; triton_corpus.py:0
	s_and_b32 s44, s10, 0xc0
	.loc	1 377 10                        ; triton_corpus.py:377:10
	s_or_b32 s13, s45, s1
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s0
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_33
; %bb.32:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s13, s13, 6
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s15, s13, 31
	s_add_u32 s2, s2, s13
	s_addc_u32 s3, s3, s15
	v_lshl_add_u64 v[20:21], s[2:3], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v19, v[20:21], off
	s_branch .LBB0_34
.LBB0_33:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v19, 0
.LBB0_34:
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	v_or_b32_e32 v87, s44, v2
	.loc	1 379 9                         ; triton_corpus.py:379:9
	v_add_u32_e32 v8, 0, v87
	v_bitop3_b32 v89, s44, 32, v2 bitop3:0x36
	v_bitop3_b32 v90, s44, 48, v2 bitop3:0x36
	.loc	1 377 21                        ; triton_corpus.py:377:21
	v_and_b32_e32 v86, 32, v0
	.loc	1 379 9                         ; triton_corpus.py:379:9
	s_waitcnt vmcnt(0)
	ds_write_b8 v8, v1
	ds_write_b8 v8, v6 offset:1024
	ds_write_b8 v8, v7 offset:2048
	ds_write_b8 v8, v16 offset:3072
	v_bitop3_b32 v88, s44, 16, v2 bitop3:0x36
	v_add_u32_e32 v1, 0, v89
	v_add_u32_e32 v6, 0, v90
	.loc	1 377 21                        ; triton_corpus.py:377:21
	v_and_b32_e32 v85, 31, v0
	.loc	1 379 43                        ; triton_corpus.py:379:43
	s_and_b32 s33, s10, 64
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	v_add_u32_e32 v7, 0, v88
	ds_write_b8 v1, v5 offset:512
	ds_write_b8 v1, v11 offset:1536
	ds_write_b8 v1, v14 offset:2560
	ds_write_b8 v1, v18 offset:3584
	ds_write_b8 v6, v9 offset:768
	ds_write_b8 v6, v12 offset:1792
	ds_write_b8 v6, v15 offset:2816
	ds_write_b8 v6, v19 offset:3840
	v_lshlrev_b32_e32 v9, 2, v0
	v_lshrrev_b32_e32 v5, 1, v86
	ds_write_b8 v7, v4 offset:256
	ds_write_b8 v7, v10 offset:1280
	ds_write_b8 v7, v13 offset:2304
	ds_write_b8 v7, v17 offset:3328
	v_lshlrev_b32_e32 v4, 6, v85
	s_lshl_b32 s2, s33, 5
	v_bitop3_b32 v10, v9, v5, 48 bitop3:0x6c
	v_or3_b32 v10, s2, v10, v4
	v_add_u32_e32 v11, 0, v10
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_xad_u32 v10, v10, 32, 0
	ds_read_b128 v[58:61], v11
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	ds_read_b128 v[62:65], v10
	s_cmp_lt_i32 s70, s0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_ge_i32 s70, s0
	.loc	1 386 13 is_stmt 0              ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_36
; %bb.35:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_add_u32 s30, s4, s44
	s_addc_u32 s31, s5, 0
	v_lshl_add_u64 v[10:11], s[30:31], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v10, v[10:11], off
	s_branch .LBB0_37
.LBB0_36:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_37:
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_cmp_gt_i32 s0, 0
	s_cselect_b64 s[30:31], -1, 0
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s12, s0
	s_cselect_b64 s[48:49], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s46, s12, 6
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[12:13], s[30:31], s[48:49]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[48:49], s[12:13], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	v_mov_b32_e32 v11, 0
	s_cbranch_scc1 .LBB0_39
; %bb.38:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s48, s4, s46
	s_addc_u32 s49, s5, 0
	v_lshl_add_u64 v[12:13], s[48:49], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v11, v[12:13], off
.LBB0_39:
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s14, s0
	s_cselect_b64 s[48:49], -1, 0
	.loc	1 386 29                        ; triton_corpus.py:386:29
	s_lshl_b32 s47, s14, 6
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[14:15], s[30:31], s[48:49]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[48:49], s[14:15], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s48, s4, s47
	s_addc_u32 s49, s5, 0
	v_lshl_add_u64 v[12:13], s[48:49], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v12, v[12:13], off
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_42:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s16, s0
	s_cselect_b64 s[50:51], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s48, s16, 6
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[16:17], s[30:31], s[50:51]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[50:51], s[16:17], exec
	s_cselect_b32 s19, 1, 0
	s_cmp_lg_u32 s19, 1
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s50, s4, s48
	s_addc_u32 s51, s5, 0
	v_lshl_add_u64 v[14:15], s[50:51], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v13, v[14:15], off
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_45:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s18, s0
	s_cselect_b64 s[50:51], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s49, s18, 6
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[18:19], s[30:31], s[50:51]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[50:51], s[18:19], exec
	s_cselect_b32 s21, 1, 0
	s_cmp_lg_u32 s21, 1
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s50, s4, s49
	s_addc_u32 s51, s5, 0
	v_lshl_add_u64 v[14:15], s[50:51], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v14, v[14:15], off
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_48:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s20, s0
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s50, s20, 6
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[20:21], s[30:31], s[52:53]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[52:53], s[20:21], exec
	s_cselect_b32 s23, 1, 0
	s_cmp_lg_u32 s23, 1
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s52, s4, s50
	s_addc_u32 s53, s5, 0
	v_lshl_add_u64 v[16:17], s[52:53], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v15, v[16:17], off
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_51:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s22, s0
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s51, s22, 6
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[22:23], s[30:31], s[52:53]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[52:53], s[22:23], exec
	s_cselect_b32 s25, 1, 0
	s_cmp_lg_u32 s25, 1
	s_cbranch_scc1 .LBB0_53
; %bb.52:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s52, s4, s51
	s_addc_u32 s53, s5, 0
	v_lshl_add_u64 v[16:17], s[52:53], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v16, v[16:17], off
	s_branch .LBB0_54
.LBB0_53:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v16, 0
.LBB0_54:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s24, s0
	s_cselect_b64 s[54:55], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s52, s24, 6
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[24:25], s[30:31], s[54:55]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[54:55], s[24:25], exec
	s_cselect_b32 s27, 1, 0
	s_cmp_lg_u32 s27, 1
	s_cbranch_scc1 .LBB0_56
; %bb.55:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s54, s4, s52
	s_addc_u32 s55, s5, 0
	v_lshl_add_u64 v[18:19], s[54:55], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v17, v[18:19], off
	s_branch .LBB0_57
.LBB0_56:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v17, 0
.LBB0_57:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s26, s0
	s_cselect_b64 s[54:55], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s53, s26, 6
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[26:27], s[30:31], s[54:55]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[54:55], s[26:27], exec
	s_cselect_b32 s29, 1, 0
	s_cmp_lg_u32 s29, 1
	s_cbranch_scc1 .LBB0_59
; %bb.58:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s54, s4, s53
	s_addc_u32 s55, s5, 0
	v_lshl_add_u64 v[18:19], s[54:55], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v18, v[18:19], off
	s_branch .LBB0_60
.LBB0_59:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v18, 0
.LBB0_60:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s28, s0
	s_cselect_b64 s[56:57], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s54, s28, 6
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[28:29], s[30:31], s[56:57]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[56:57], s[28:29], exec
	s_cselect_b32 s35, 1, 0
	s_cmp_lg_u32 s35, 1
	s_cbranch_scc1 .LBB0_62
; %bb.61:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s56, s4, s54
	s_addc_u32 s57, s5, 0
	v_lshl_add_u64 v[20:21], s[56:57], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v19, v[20:21], off
	s_branch .LBB0_63
.LBB0_62:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v19, 0
.LBB0_63:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s34, s0
	s_cselect_b64 s[56:57], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s55, s34, 6
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[34:35], s[30:31], s[56:57]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[56:57], s[34:35], exec
	s_cselect_b32 s37, 1, 0
	s_cmp_lg_u32 s37, 1
	s_cbranch_scc1 .LBB0_65
; %bb.64:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s56, s4, s55
	s_addc_u32 s57, s5, 0
	v_lshl_add_u64 v[20:21], s[56:57], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v20, v[20:21], off
	s_branch .LBB0_66
.LBB0_65:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v20, 0
.LBB0_66:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s36, s0
	s_cselect_b64 s[58:59], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s56, s36, 6
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[36:37], s[30:31], s[58:59]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[58:59], s[36:37], exec
	s_cselect_b32 s39, 1, 0
	s_cmp_lg_u32 s39, 1
	s_cbranch_scc1 .LBB0_68
; %bb.67:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s58, s4, s56
	s_addc_u32 s59, s5, 0
	v_lshl_add_u64 v[22:23], s[58:59], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v21, v[22:23], off
	s_branch .LBB0_69
.LBB0_68:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v21, 0
.LBB0_69:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s38, s0
	s_cselect_b64 s[58:59], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s57, s38, 6
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[38:39], s[30:31], s[58:59]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[58:59], s[38:39], exec
	s_cselect_b32 s41, 1, 0
	s_cmp_lg_u32 s41, 1
	s_cbranch_scc1 .LBB0_71
; %bb.70:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s58, s4, s57
	s_addc_u32 s59, s5, 0
	v_lshl_add_u64 v[22:23], s[58:59], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v22, v[22:23], off
	s_branch .LBB0_72
.LBB0_71:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v22, 0
.LBB0_72:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s40, s0
	s_cselect_b64 s[60:61], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s58, s40, 6
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[40:41], s[30:31], s[60:61]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[60:61], s[40:41], exec
	s_cselect_b32 s43, 1, 0
	s_cmp_lg_u32 s43, 1
	s_cbranch_scc1 .LBB0_74
; %bb.73:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s60, s4, s58
	s_addc_u32 s61, s5, 0
	v_lshl_add_u64 v[24:25], s[60:61], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v23, v[24:25], off
	s_branch .LBB0_75
.LBB0_74:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v23, 0
.LBB0_75:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s42, s0
	s_cselect_b64 s[60:61], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s59, s42, 6
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[42:43], s[30:31], s[60:61]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[60:61], s[42:43], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc1 .LBB0_77
; %bb.76:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s60, s4, s59
	s_addc_u32 s61, s5, 0
	v_lshl_add_u64 v[24:25], s[60:61], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v24, v[24:25], off
	s_branch .LBB0_78
.LBB0_77:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_78:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s45, s0
	s_cselect_b64 s[60:61], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s45, s45, 6
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[30:31], s[30:31], s[60:61]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[60:61], s[30:31], exec
	s_cselect_b32 s60, 1, 0
	s_cmp_lg_u32 s60, 1
	s_cbranch_scc1 .LBB0_96
; %bb.79:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s60, s4, s45
	s_addc_u32 s61, s5, 0
	v_lshl_add_u64 v[26:27], s[60:61], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v25, v[26:27], off
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_97
.LBB0_80:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v26, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[12:13], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_98
.LBB0_81:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v27, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[14:15], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_99
.LBB0_82:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v28, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[16:17], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_100
.LBB0_83:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v29, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[18:19], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_101
.LBB0_84:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v30, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[20:21], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_102
.LBB0_85:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v31, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[22:23], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_103
.LBB0_86:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v32, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[24:25], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_104
.LBB0_87:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v33, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[26:27], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_105
.LBB0_88:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v34, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[28:29], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_106
.LBB0_89:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v35, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[34:35], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_107
.LBB0_90:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v36, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[36:37], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_108
.LBB0_91:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v37, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[38:39], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_109
.LBB0_92:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v38, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[40:41], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_110
.LBB0_93:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v39, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[42:43], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_111
.LBB0_94:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v40, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[30:31], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_112
.LBB0_95:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v41, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_branch .LBB0_113
.LBB0_96:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v25, 0
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_80
.LBB0_97:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_add_u32 s2, s6, s44
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[26:27], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v26, v[26:27], off
	s_and_b64 s[2:3], s[12:13], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_81
.LBB0_98:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s2, s6, s46
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[28:29], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v27, v[28:29], off
	s_and_b64 s[2:3], s[14:15], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_82
.LBB0_99:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s2, s6, s47
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[28:29], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v28, v[28:29], off
	s_and_b64 s[2:3], s[16:17], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_83
.LBB0_100:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s2, s6, s48
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[30:31], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v29, v[30:31], off
	s_and_b64 s[2:3], s[18:19], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_84
.LBB0_101:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s2, s6, s49
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[30:31], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v30, v[30:31], off
	s_and_b64 s[2:3], s[20:21], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_85
.LBB0_102:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s2, s6, s50
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v31, v[32:33], off
	s_and_b64 s[2:3], s[22:23], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_86
.LBB0_103:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s2, s6, s51
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v32, v[32:33], off
	s_and_b64 s[2:3], s[24:25], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_87
.LBB0_104:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s2, s6, s52
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[34:35], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v33, v[34:35], off
	s_and_b64 s[2:3], s[26:27], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_88
.LBB0_105:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s2, s6, s53
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[34:35], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v34, v[34:35], off
	s_and_b64 s[2:3], s[28:29], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_89
.LBB0_106:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s2, s6, s54
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[36:37], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v35, v[36:37], off
	s_and_b64 s[2:3], s[34:35], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_90
.LBB0_107:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s2, s6, s55
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[36:37], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v36, v[36:37], off
	s_and_b64 s[2:3], s[36:37], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_91
.LBB0_108:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s2, s6, s56
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[38:39], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v37, v[38:39], off
	s_and_b64 s[2:3], s[38:39], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_92
.LBB0_109:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s2, s6, s57
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[38:39], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v38, v[38:39], off
	s_and_b64 s[2:3], s[40:41], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_93
.LBB0_110:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s2, s6, s58
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[40:41], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v39, v[40:41], off
	s_and_b64 s[2:3], s[42:43], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_94
.LBB0_111:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s2, s6, s59
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[40:41], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v40, v[40:41], off
	s_and_b64 s[2:3], s[30:31], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_95
.LBB0_112:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s2, s6, s45
	s_addc_u32 s3, s7, 0
	v_lshl_add_u64 v[42:43], s[2:3], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v41, v[42:43], off
.LBB0_113:
	.loc	1 383 16 is_stmt 1              ; triton_corpus.py:383:16
	v_mov_b32_e32 v42, 0x3fb8aa3b
	.loc	1 377 21                        ; triton_corpus.py:377:21
	s_and_b32 s73, s10, 0x80
	v_lshrrev_b32_e32 v48, 3, v86
	.loc	1 384 5                         ; triton_corpus.py:384:5
	s_sub_i32 s75, s0, 64
	v_and_b32_e32 v9, 48, v9
	.loc	1 379 9                         ; triton_corpus.py:379:9
	s_waitcnt lgkmcnt(1)
	v_lshrrev_b64 v[68:69], 24, v[58:59]
	v_lshrrev_b64 v[70:71], 24, v[60:61]
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b64 v[72:73], 24, v[62:63]
	v_lshrrev_b64 v[74:75], 24, v[64:65]
	.loc	1 383 16                        ; triton_corpus.py:383:16
	v_mul_f32_e32 v66, s11, v42
	.loc	1 377 21                        ; triton_corpus.py:377:21
	v_or_b32_e32 v91, 3, v48
	v_or_b32_e32 v118, 2, v48
	v_or_b32_e32 v114, 11, v48
	v_or_b32_e32 v115, 10, v48
	v_or_b32_e32 v116, 9, v48
	v_or_b32_e32 v117, 8, v48
	v_or_b32_e32 v92, 32, v48
	v_or_b32_e32 v93, 27, v48
	v_or_b32_e32 v94, 26, v48
	v_or_b32_e32 v95, 25, v48
	v_or_b32_e32 v96, 24, v48
	v_or_b32_e32 v97, 19, v48
	v_or_b32_e32 v98, 18, v48
	v_or_b32_e32 v99, 17, v48
	v_or_b32_e32 v100, 49, v48
	v_or_b32_e32 v101, 48, v48
	v_or_b32_e32 v102, 43, v48
	v_or_b32_e32 v103, 42, v48
	v_or_b32_e32 v104, 41, v48
	v_or_b32_e32 v105, 40, v48
	v_or_b32_e32 v106, 35, v48
	v_or_b32_e32 v107, 34, v48
	v_or_b32_e32 v108, 58, v48
	v_or_b32_e32 v109, 57, v48
	v_or_b32_e32 v110, 56, v48
	v_or_b32_e32 v111, 51, v48
	v_or_b32_e32 v112, 59, v48
	v_or_b32_e32 v113, 50, v48
	v_or_b32_e32 v119, 33, v48
	v_or_b32_e32 v120, 16, v48
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_mov_b32 s79, 0
	.loc	1 384 5                         ; triton_corpus.py:384:5
	s_cmp_gt_i32 s75, 0
	.loc	1 377 21                        ; triton_corpus.py:377:21
	v_or_b32_e32 v49, 1, v48
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b8 v8, v10
	ds_write_b8 v8, v14 offset:1024
	ds_write_b8 v8, v18 offset:2048
	ds_write_b8 v8, v22 offset:3072
	.loc	1 393 13                        ; triton_corpus.py:393:13
	ds_write_b8 v8, v26 offset:8192
	ds_write_b8 v8, v30 offset:9216
	ds_write_b8 v8, v34 offset:10240
	ds_write_b8 v8, v38 offset:11264
	.loc	1 386 13                        ; triton_corpus.py:386:13
	ds_write_b8 v7, v11 offset:256
	ds_write_b8 v7, v15 offset:1280
	ds_write_b8 v7, v19 offset:2304
	ds_write_b8 v7, v23 offset:3328
	.loc	1 393 13                        ; triton_corpus.py:393:13
	ds_write_b8 v7, v27 offset:8448
	ds_write_b8 v7, v31 offset:9472
	ds_write_b8 v7, v35 offset:10496
	ds_write_b8 v7, v39 offset:11520
	.loc	1 386 13                        ; triton_corpus.py:386:13
	ds_write_b8 v1, v12 offset:512
	ds_write_b8 v1, v16 offset:1536
	ds_write_b8 v1, v20 offset:2560
	ds_write_b8 v1, v24 offset:3584
	ds_write_b8 v6, v13 offset:768
	ds_write_b8 v6, v17 offset:1792
	ds_write_b8 v6, v21 offset:2816
	ds_write_b8 v6, v25 offset:3840
	.loc	1 393 13                        ; triton_corpus.py:393:13
	ds_write_b8 v1, v28 offset:8704
	ds_write_b8 v1, v32 offset:9728
	ds_write_b8 v1, v36 offset:10752
	ds_write_b8 v1, v40 offset:11776
	ds_write_b8 v6, v29 offset:8960
	ds_write_b8 v6, v33 offset:9984
	ds_write_b8 v6, v37 offset:11008
	ds_write_b8 v6, v41 offset:12032
	.loc	1 384 5                         ; triton_corpus.py:384:5
	s_cbranch_scc1 .LBB0_115
; %bb.114:                              ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_mov_b64 s[2:3], 0
	v_mov_b64_e32 v[50:51], s[0:1]
	v_mov_b64_e32 v[56:57], s[6:7]
	v_mov_b64_e32 v[54:55], s[4:5]
	v_mov_b64_e32 v[52:53], s[2:3]
	s_branch .LBB0_116
.LBB0_115:
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr50_vgpr51_vgpr52_vgpr53_vgpr54_vgpr55_vgpr56_vgpr57
.LBB0_116:                              ; %Flow
	s_lshr_b32 s72, s73, 2
	s_lshr_b32 s71, s33, 1
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	v_lshrrev_b32_e32 v121, 8, v58
	v_lshrrev_b32_e32 v122, 16, v58
	v_lshrrev_b32_e32 v123, 8, v59
	v_lshrrev_b32_e32 v124, 16, v59
	v_lshrrev_b32_e32 v125, 24, v59
	v_lshrrev_b32_e32 v126, 8, v60
	v_lshrrev_b32_e32 v127, 16, v60
	v_lshrrev_b32_e32 v128, 8, v61
	v_lshrrev_b32_e32 v129, 16, v61
	v_lshrrev_b32_e32 v130, 24, v61
	v_lshrrev_b32_e32 v131, 8, v62
	v_lshrrev_b32_e32 v132, 16, v62
	v_lshrrev_b32_e32 v133, 8, v63
	v_lshrrev_b32_e32 v134, 16, v63
	v_lshrrev_b32_e32 v135, 24, v63
	v_lshrrev_b32_e32 v136, 8, v64
	v_lshrrev_b32_e32 v137, 16, v64
	v_lshrrev_b32_e32 v138, 8, v65
	v_lshrrev_b32_e32 v139, 16, v65
	v_lshrrev_b32_e32 v140, 24, v65
	v_mov_b32_e32 v1, 0
	s_cmp_lg_u32 s2, 1
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v84, 0xff800000
	v_bitop3_b32 v141, v4, v5, v9 bitop3:0x36
	v_bfe_i32 v69, v0, 3, 1
	v_lshlrev_b32_e32 v73, 5, v0
	v_lshlrev_b32_e32 v71, 3, v0
	v_and_b32_e32 v75, 16, v0
	v_cmp_eq_u32_e32 vcc, 0, v86
	s_cbranch_scc1 .LBB0_200
; %bb.117:                              ; %.lr.ph
	s_mov_b32 s2, 0xc0c0004
	v_perm_b32 v0, v65, v138, s2
	v_perm_b32 v1, v139, v140, s2
	v_lshl_or_b32 v57, v1, 16, v0
	v_perm_b32 v0, v64, v136, s2
	v_perm_b32 v1, v137, v74, s2
	v_lshl_or_b32 v56, v1, 16, v0
	v_perm_b32 v0, v63, v133, s2
	v_perm_b32 v1, v134, v135, s2
	v_lshl_or_b32 v55, v1, 16, v0
	v_perm_b32 v0, v62, v131, s2
	v_perm_b32 v1, v132, v72, s2
	v_lshl_or_b32 v54, v1, 16, v0
	v_perm_b32 v0, v61, v128, s2
	v_perm_b32 v1, v129, v130, s2
	v_lshl_or_b32 v53, v1, 16, v0
	v_perm_b32 v0, v60, v126, s2
	v_perm_b32 v1, v127, v70, s2
	v_lshl_or_b32 v52, v1, 16, v0
	v_perm_b32 v0, v59, v123, s2
	v_perm_b32 v1, v124, v125, s2
	v_lshl_or_b32 v51, v1, 16, v0
	v_perm_b32 v0, v58, v121, s2
	v_perm_b32 v1, v122, v68, s2
	v_lshl_or_b32 v50, v1, 16, v0
	v_and_b32_e32 v0, 0x4c0, v73
	v_and_b32_e32 v1, 0x110, v69
	v_bitop3_b32 v0, v1, v75, v0 bitop3:0x36
	v_mov_b32_e32 v1, 0x110
	v_cndmask_b32_e64 v1, v1, 0, vcc
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	v_lshl_add_u64 v[76:77], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[78:79], s[6:7], 0, v[2:3]
	v_and_or_b32 v0, v71, 8, v0
	v_xor_b32_e32 v2, v1, v85
	v_bitop3_b32 v1, s71, v1, v85 bitop3:0xf6
	v_bitop3_b32 v2, s71, 32, v2 bitop3:0x36
	v_or_b32_e32 v3, s72, v0
	v_bitop3_b32 v4, v0, 32, s72 bitop3:0x36
	v_mov_b32_e32 v14, 0
	v_xor_b32_e32 v142, 32, v141
	v_or_b32_e32 v143, s71, v0
	s_lshl_b32 s76, s33, 1
	v_lshl_add_u32 v144, v85, 2, 0
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_mov_b32_e32 v80, v66
	v_mov_b32_e32 v81, v66
	v_mov_b32_e32 v82, v66
	v_mov_b32_e32 v83, v66
	v_bitop3_b32 v145, v0, 32, s71 bitop3:0x36
	s_movk_i32 s74, 0x2000
	.loc	1 384 5                         ; triton_corpus.py:384:5
	s_or_b32 s2, s44, 0x1f00
	v_mov_b32_e32 v151, 0
	v_mov_b32_e32 v152, 0xff800000
	v_add_u32_e32 v146, 0, v1
	v_add_u32_e32 v147, 0, v2
	v_add_u32_e32 v148, 0, v3
	v_add_u32_e32 v149, 0, v4
	v_mov_b32_e32 v150, 0xff800000
	s_mov_b32 s77, 0
	s_mov_b32 s78, 0
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v12, v14
	v_mov_b32_e32 v13, v14
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v14
	v_mov_b32_e32 v8, v14
	v_mov_b32_e32 v9, v14
	v_mov_b32_e32 v6, v14
	v_mov_b32_e32 v7, v14
	v_mov_b32_e32 v4, v14
	v_mov_b32_e32 v5, v14
	v_mov_b32_e32 v2, v14
	v_mov_b32_e32 v3, v14
	v_mov_b32_e32 v0, v14
	v_mov_b32_e32 v1, v14
	s_branch .LBB0_120
.LBB0_118:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[186:187], v[78:79], 0, s[2:3]
	.loc	1 393 13 is_stmt 0              ; triton_corpus.py:393:13
	global_load_ubyte v185, v[186:187], off
.LBB0_119:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 391 30 is_stmt 1              ; triton_corpus.py:391:30
	v_sub_f32_e32 v152, v152, v84
	.loc	1 391 17 is_stmt 0              ; triton_corpus.py:391:17
	v_exp_f32_e32 v186, v152
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_add_u32_e32 v152, s74, v143
	.loc	1 394 45                        ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v16, v16, v17, 1.0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	v_add_u32_e32 v187, s74, v145
	ds_read_b64_tr_b8 v[188:189], v152
	ds_read_b64_tr_b8 v[192:193], v152 offset:2048
	ds_read_b64_tr_b8 v[190:191], v187 offset:512
	ds_read_b64_tr_b8 v[194:195], v187 offset:2560
	.loc	1 394 15                        ; triton_corpus.py:394:15
	v_add_u32_e32 v152, s76, v144
	.loc	1 394 45 is_stmt 0              ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v16, v18, v19, 1.0 op_sel:[0,0,0,1]
	.loc	1 394 15                        ; triton_corpus.py:394:15
	ds_write_b32 v152, v186 offset:16384
	v_add_u32_e32 v152, s73, v144
	.loc	1 394 45                        ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v18, v24, v25, 1.0
	v_lshrrev_b32_e32 v24, 8, v16
	.loc	1 394 15                        ; triton_corpus.py:394:15
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v152, v152 offset:16384
	.loc	1 394 45                        ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v18, v26, v27, 1.0 op_sel:[0,0,0,1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v146, v16 offset:16384
	ds_write_b8 v146, v24 offset:16448
	ds_write_b8_d16_hi v146, v16 offset:16512
	v_lshrrev_b32_e32 v16, 24, v16
	v_cvt_scalef32_pk_fp8_f32 v17, v20, v21, 1.0
	v_cvt_scalef32_pk_fp8_f32 v20, v32, v33, 1.0
	ds_write_b8 v146, v16 offset:16576
	ds_write_b8 v146, v18 offset:17408
	v_lshrrev_b32_e32 v16, 8, v18
	v_cvt_scalef32_pk_fp8_f32 v20, v34, v35, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v146, v16 offset:17472
	ds_write_b8_d16_hi v146, v18 offset:17536
	v_lshrrev_b32_e32 v16, 24, v18
	v_cvt_scalef32_pk_fp8_f32 v17, v22, v23, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v22, v40, v41, 1.0
	ds_write_b8 v146, v16 offset:17600
	ds_write_b8 v146, v20 offset:18432
	v_lshrrev_b32_e32 v16, 8, v20
	v_cvt_scalef32_pk_fp8_f32 v22, v42, v43, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v146, v16 offset:18496
	ds_write_b8_d16_hi v146, v20 offset:18560
	v_lshrrev_b32_e32 v16, 24, v20
	ds_write_b8 v146, v16 offset:18624
	ds_write_b8 v146, v22 offset:19456
	v_lshrrev_b32_e32 v16, 8, v22
	ds_write_b8 v146, v16 offset:19520
	ds_write_b8_d16_hi v146, v22 offset:19584
	v_lshrrev_b32_e32 v16, 24, v22
	v_cvt_scalef32_pk_fp8_f32 v19, v28, v29, 1.0
	ds_write_b8 v146, v16 offset:19648
	ds_write_b8 v147, v17 offset:16896
	v_lshrrev_b32_e32 v16, 8, v17
	v_cvt_scalef32_pk_fp8_f32 v19, v30, v31, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v147, v16 offset:16960
	ds_write_b8_d16_hi v147, v17 offset:17024
	v_lshrrev_b32_e32 v16, 24, v17
	v_cvt_scalef32_pk_fp8_f32 v21, v36, v37, 1.0
	ds_write_b8 v147, v16 offset:17088
	ds_write_b8 v147, v19 offset:17920
	v_lshrrev_b32_e32 v16, 8, v19
	v_cvt_scalef32_pk_fp8_f32 v21, v38, v39, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v147, v16 offset:17984
	ds_write_b8_d16_hi v147, v19 offset:18048
	v_lshrrev_b32_e32 v16, 24, v19
	v_cvt_scalef32_pk_fp8_f32 v23, v44, v45, 1.0
	ds_write_b8 v147, v16 offset:18112
	ds_write_b8 v147, v21 offset:18944
	v_lshrrev_b32_e32 v16, 8, v21
	v_cvt_scalef32_pk_fp8_f32 v23, v46, v47, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v147, v16 offset:19008
	ds_write_b8_d16_hi v147, v21 offset:19072
	v_lshrrev_b32_e32 v16, 24, v21
	ds_write_b8 v147, v16 offset:19136
	ds_write_b8 v147, v23 offset:19968
	v_lshrrev_b32_e32 v16, 8, v23
	ds_write_b8 v147, v16 offset:20032
	ds_write_b8_d16_hi v147, v23 offset:20096
	v_lshrrev_b32_e32 v16, 24, v23
	ds_write_b8 v147, v16 offset:20160
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[16:17], v148 offset:16384
	ds_read_b64_tr_b8 v[20:21], v148 offset:18432
	ds_read_b64_tr_b8 v[18:19], v149 offset:16896
	ds_read_b64_tr_b8 v[22:23], v149 offset:18944
	.loc	1 394 15                        ; triton_corpus.py:394:15
	v_pk_mul_f32 v[0:1], v[0:1], v[152:153] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[152:153] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[152:153] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[152:153] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[152:153] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[152:153] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[152:153] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[152:153] op_sel_hi:[1,0]
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_add_i32 s78, s78, 64
	s_add_i32 s3, s77, 1
	.loc	1 394 38                        ; triton_corpus.py:394:38
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[188:195], v[16:23], v[0:15]
	.loc	1 384 5                         ; triton_corpus.py:384:5
	s_cmp_lt_i32 s3, 2
	s_cselect_b32 s77, s3, 0
.Ltmp2:
	.file	2 "/work/venvs/emucorpus/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:392:29 ] ]
	v_add_f32_e32 v67, v67, v153
.Ltmp3:
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_lshl_b32 s79, s77, 12
	.loc	1 392 15                        ; triton_corpus.py:392:15
	v_fmac_f32_e32 v67, v151, v186
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_add_i32 s74, s79, 0x2000
	.loc	1 384 5                         ; triton_corpus.py:384:5
	s_addk_i32 s2, 0x1000
	.loc	1 386 13                        ; triton_corpus.py:386:13
	v_add_u32_e32 v16, s79, v87
	v_add_u32_e32 v17, s79, v88
	v_add_u32_e32 v18, s79, v89
	v_add_u32_e32 v19, s79, v90
	.loc	1 384 5                         ; triton_corpus.py:384:5
	s_cmp_lt_i32 s78, s75
	v_mov_b32_e32 v151, v67
	v_mov_b32_e32 v152, v84
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_waitcnt vmcnt(0)
	ds_write_b8 v16, v154
	ds_write_b8 v16, v158 offset:1024
	ds_write_b8 v16, v162 offset:2048
	ds_write_b8 v16, v166 offset:3072
	ds_write_b8 v17, v155 offset:256
	ds_write_b8 v17, v159 offset:1280
	ds_write_b8 v17, v163 offset:2304
	ds_write_b8 v17, v167 offset:3328
	ds_write_b8 v18, v156 offset:512
	ds_write_b8 v18, v160 offset:1536
	ds_write_b8 v18, v164 offset:2560
	ds_write_b8 v18, v168 offset:3584
	ds_write_b8 v19, v157 offset:768
	ds_write_b8 v19, v161 offset:1792
	ds_write_b8 v19, v165 offset:2816
	ds_write_b8 v19, v169 offset:3840
	.loc	1 393 13                        ; triton_corpus.py:393:13
	ds_write_b8 v16, v170 offset:8192
	ds_write_b8 v16, v174 offset:9216
	ds_write_b8 v16, v178 offset:10240
	ds_write_b8 v16, v182 offset:11264
	ds_write_b8 v17, v171 offset:8448
	ds_write_b8 v17, v175 offset:9472
	ds_write_b8 v17, v179 offset:10496
	ds_write_b8 v17, v183 offset:11520
	ds_write_b8 v18, v172 offset:8704
	ds_write_b8 v18, v176 offset:9728
	ds_write_b8 v18, v180 offset:10752
	ds_write_b8 v18, v184 offset:11776
	ds_write_b8 v19, v173 offset:8960
	ds_write_b8 v19, v177 offset:9984
	ds_write_b8 v19, v181 offset:11008
	ds_write_b8 v19, v185 offset:12032
	.loc	1 384 5                         ; triton_corpus.py:384:5
	s_cbranch_scc0 .LBB0_201
.LBB0_120:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 385 14                        ; triton_corpus.py:385:14
	s_add_i32 s3, s70, s78
	s_add_i32 s5, s3, 64
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[10:11], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s4, s2, 0xfffff100
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_122
; %bb.121:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[4:5]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v154, v[16:17], off
	s_branch .LBB0_123
.LBB0_122:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v154, 0
.LBB0_123:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s5, s3, 0x44
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[12:13], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s6, s2, 0xfffff200
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s7, s6, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_125
; %bb.124:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[6:7]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v155, v[16:17], off
	s_branch .LBB0_126
.LBB0_125:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v155, 0
.LBB0_126:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s5, s3, 0x48
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s14, s2, 0xfffff300
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s15, s14, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_128
; %bb.127:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[14:15]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v156, v[16:17], off
	s_branch .LBB0_129
.LBB0_128:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v156, 0
.LBB0_129:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s5, s3, 0x4c
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[20:21], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s18, s2, 0xfffff400
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s19, s18, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_131
; %bb.130:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[18:19]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v157, v[16:17], off
	s_branch .LBB0_132
.LBB0_131:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v157, 0
.LBB0_132:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s5, s3, 0x50
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[24:25], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s22, s2, 0xfffff500
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s23, s22, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_134
; %bb.133:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[22:23]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v158, v[16:17], off
	s_branch .LBB0_135
.LBB0_134:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v158, 0
.LBB0_135:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s5, s3, 0x54
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s26, s2, 0xfffff600
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s27, s26, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_137
; %bb.136:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[26:27]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v159, v[16:17], off
	s_branch .LBB0_138
.LBB0_137:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v159, 0
.LBB0_138:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s5, s3, 0x58
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s30, s2, 0xfffff700
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s31, s30, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_140
; %bb.139:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[30:31]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v160, v[16:17], off
	s_branch .LBB0_141
.LBB0_140:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v160, 0
.LBB0_141:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s5, s3, 0x5c
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[38:39], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s36, s2, 0xfffff800
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s37, s36, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_143
; %bb.142:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[36:37]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v161, v[16:17], off
	s_branch .LBB0_144
.LBB0_143:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v161, 0
.LBB0_144:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s5, s3, 0x60
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[42:43], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s40, s2, 0xfffff900
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s41, s40, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_146
; %bb.145:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[40:41]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v162, v[16:17], off
	s_branch .LBB0_147
.LBB0_146:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v162, 0
.LBB0_147:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s5, s3, 0x64
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[46:47], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s44, s2, 0xfffffa00
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s45, s44, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_149
; %bb.148:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[44:45]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v163, v[16:17], off
	s_branch .LBB0_150
.LBB0_149:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v163, 0
.LBB0_150:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s5, s3, 0x68
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[50:51], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s48, s2, 0xfffffb00
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s49, s48, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_152
; %bb.151:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[48:49]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v164, v[16:17], off
	s_branch .LBB0_153
.LBB0_152:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v164, 0
.LBB0_153:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s5, s3, 0x6c
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[54:55], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s52, s2, 0xfffffc00
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s53, s52, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_155
; %bb.154:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[52:53]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v165, v[16:17], off
	s_branch .LBB0_156
.LBB0_155:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v165, 0
.LBB0_156:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s5, s3, 0x70
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[58:59], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s56, s2, 0xfffffd00
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s57, s56, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_158
; %bb.157:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[56:57]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v166, v[16:17], off
	s_branch .LBB0_159
.LBB0_158:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v166, 0
.LBB0_159:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s5, s3, 0x74
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[62:63], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s60, s2, 0xfffffe00
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s61, s60, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_161
; %bb.160:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[60:61]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v167, v[16:17], off
	s_branch .LBB0_162
.LBB0_161:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v167, 0
.LBB0_162:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s5, s3, 0x78
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[66:67], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s64, s2, 0xffffff00
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s65, s64, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_164
; %bb.163:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[64:65]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v168, v[16:17], off
	s_branch .LBB0_165
.LBB0_164:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v168, 0
.LBB0_165:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_add_i32 s5, s3, 0x7c
	s_cmp_lt_i32 s5, s0
	s_cselect_b64 s[68:69], -1, 0
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_ashr_i32 s3, s2, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s5, s0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_167
; %bb.166:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[16:17], v[76:77], 0, s[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v169, v[16:17], off
	s_branch .LBB0_168
.LBB0_167:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v169, 0
.LBB0_168:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 386 13 is_stmt 1              ; triton_corpus.py:386:13
	v_add_u32_e32 v16, s79, v141
	v_add_u32_e32 v17, s79, v142
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[32:35], v16
	ds_read_b128 v[36:39], v17
	ds_read_b128 v[200:203], v16 offset:2048
	ds_read_b128 v[204:207], v17 offset:2048
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v84, s78, v118
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_mov_b32_e32 v67, v66
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[32:39], v[50:57], 0
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v153, s78, v114
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v84
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v170, s78, v115
	v_or_b32_e32 v171, s78, v116
	v_or_b32_e32 v172, s78, v117
	v_or_b32_e32 v173, s78, v91
	v_or_b32_e32 v174, s78, v48
	v_or_b32_e32 v175, s78, v49
	v_or_b32_e32 v176, s78, v94
	v_or_b32_e32 v177, s78, v95
	v_or_b32_e32 v178, s78, v96
	v_or_b32_e32 v179, s78, v97
	v_or_b32_e32 v180, s78, v92
	v_or_b32_e32 v181, s78, v93
	v_or_b32_e32 v182, s78, v98
	.loc	1 387 13                        ; triton_corpus.py:387:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[200:207], v[50:57], 0
	s_nop 2
	v_mul_f32_e64 v18, v66, v18
	v_mul_f32_e64 v19, v67, v19
	v_mul_f32_e64 v22, v66, v22
	v_mul_f32_e64 v23, v67, v23
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v18, v150, v18, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v153
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_mul_f32_e64 v20, v66, v20
	v_mul_f32_e64 v21, v67, v21
	v_mul_f32_e64 v16, v82, v16
	v_mul_f32_e64 v17, v83, v17
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v23, v150, v23, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v170
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v183, s78, v99
	v_or_b32_e32 v184, s78, v100
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v22, v150, v22, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v171
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mov_b32 v[170:171], v[28:29], v[30:31] op_sel:[1,0]
	v_pk_mov_b32 v[28:29], v[26:27], v[28:29] op_sel:[1,0]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v21, v150, v21, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v172
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[170:171], v[66:67], v[170:171]
	v_pk_mul_f32 v[28:29], v[66:67], v[28:29]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v20, v150, v20, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v173
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mov_b32 v[30:31], v[30:31], v[32:33] op_sel:[1,0]
	v_pk_mov_b32 v[26:27], v[24:25], v[26:27] op_sel:[1,0]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v19, v150, v19, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v174
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[30:31], v[66:67], v[30:31]
	v_pk_mul_f32 v[26:27], v[82:83], v[26:27]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v16, v150, v16, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v175
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v185, s78, v101
	v_or_b32_e32 v186, s78, v102
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v17, v150, v17, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v176
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v187, s78, v103
	v_or_b32_e32 v188, s78, v104
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v172, v150, v171, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v177
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v189, s78, v105
	v_or_b32_e32 v190, s78, v106
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v171, v150, v170, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v178
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v191, s78, v107
	v_or_b32_e32 v192, s78, v108
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v170, v150, v29, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v179
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v193, s78, v109
	v_or_b32_e32 v194, s78, v110
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v29, v150, v28, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v180
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v195, s78, v111
	v_or_b32_e32 v196, s78, v112
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v32, v150, v31, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v181
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v197, s78, v113
	v_or_b32_e32 v198, s78, v119
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v173, v150, v30, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v182
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[30:31], v[82:83], v[34:35]
	v_pk_mul_f32 v[34:35], v[66:67], v[36:37]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v28, v150, v27, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v183
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[36:37], v[66:67], v[38:39]
	v_pk_mul_f32 v[38:39], v[66:67], v[40:41]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v27, v150, v26, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v184
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_mov_b32_e32 v41, v44
	v_mov_b32_e32 v44, v45
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v39, v150, v39, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v185
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_mov_b32_e32 v45, v46
	v_pk_mul_f32 v[44:45], v[66:67], v[44:45]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v38, v150, v38, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v186
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_mov_b32_e32 v40, v43
	v_pk_mul_f32 v[40:41], v[80:81], v[40:41]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v37, v150, v37, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v187
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_mov_b32_e32 v43, v47
	v_pk_mul_f32 v[42:43], v[66:67], v[42:43]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v36, v150, v36, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v188
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_mov_b32_e32 v25, v33
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v199, s78, v120
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v35, v150, v35, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v189
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[24:25], v[80:81], v[24:25]
.Ltmp4:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v67, v170, v171, v172
.Ltmp5:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v34, v150, v34, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v190
.Ltmp6:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v174, v35, v36, v37
.Ltmp7:
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[10:11], s[10:11], exec
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v31, v150, v31, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v191
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_cselect_b32 s5, 1, 0
	s_cmp_lg_u32 s5, 1
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v30, v150, v30, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v192
.Ltmp8:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v153, v30, v31, v34
.Ltmp9:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 0
	v_cndmask_b32_e32 v46, v150, v45, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v193
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 1
	v_cndmask_b32_e32 v45, v150, v44, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v194
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 1
	v_cndmask_b32_e32 v44, v150, v41, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v195
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 1
	v_cndmask_b32_e32 v41, v150, v40, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v196
.Ltmp10:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v176, v41, v44, v45
.Ltmp11:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 0
	v_cndmask_b32_e32 v47, v150, v43, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v197
.Ltmp12:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v43, v27, v28, v29
.Ltmp13:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 0
	v_cndmask_b32_e32 v40, v150, v42, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v198
.Ltmp14:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v175, v38, v39, v40
.Ltmp15:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 0
	v_cndmask_b32_e32 v33, v150, v25, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v199
.Ltmp16:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v25, v19, v20, v21
	v_max3_f32 v84, v173, v32, v33
.Ltmp17:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v26, v150, v24, vcc
.Ltmp18:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max_f32_e32 v24, v16, v17
	v_max3_f32 v42, v22, v23, v26
	v_max3_f32 v24, v24, v18, v25
	v_max3_f32 v25, v43, v67, v84
	v_max3_f32 v43, v153, v174, v175
	v_max3_f32 v67, v176, v46, v47
	v_max3_f32 v24, v24, v42, v25
	v_max3_f32 v24, v24, v43, v67
.Ltmp19:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_corpus.py:389:33 ]
	v_mov_b32_e32 v25, v24
	s_nop 1
	v_permlane32_swap_b32_e32 v24, v25
.Ltmp20:
	.loc	1 389 17                        ; triton_corpus.py:389:17
	v_max3_f32 v84, v152, v24, v25
	.loc	1 390 26                        ; triton_corpus.py:390:26
	v_pk_add_f32 v[16:17], v[16:17], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[18:19], v[18:19], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[24:25], v[26:27], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[26:27], v[28:29], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[170:171], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[172:173], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[170:171], v[30:31], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[172:173], v[34:35], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[174:175], v[36:37], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[176:177], v[38:39], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[178:179], v[40:41], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[84:85] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 390 13 is_stmt 0              ; triton_corpus.py:390:13
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v18, v18
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v20, v20
	v_exp_f32_e32 v21, v21
	v_exp_f32_e32 v22, v22
	v_exp_f32_e32 v23, v23
	v_exp_f32_e32 v24, v24
	v_exp_f32_e32 v25, v25
	v_exp_f32_e32 v26, v26
	v_exp_f32_e32 v27, v27
	v_exp_f32_e32 v28, v28
	v_exp_f32_e32 v29, v29
	v_exp_f32_e32 v30, v42
	v_exp_f32_e32 v31, v43
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v34, v170
	v_exp_f32_e32 v35, v171
	v_exp_f32_e32 v36, v172
	v_exp_f32_e32 v37, v173
	v_exp_f32_e32 v38, v174
	v_exp_f32_e32 v39, v175
	v_exp_f32_e32 v40, v176
	v_exp_f32_e32 v41, v177
	v_exp_f32_e32 v42, v178
	v_exp_f32_e32 v43, v179
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
.Ltmp21:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_corpus.py:392:29 ]
	v_pk_add_f32 v[170:171], v[16:17], v[18:19]
	v_pk_add_f32 v[172:173], v[20:21], v[22:23]
	v_pk_add_f32 v[174:175], v[24:25], v[26:27]
	v_pk_add_f32 v[176:177], v[28:29], v[30:31]
	v_pk_add_f32 v[178:179], v[32:33], v[34:35]
	v_pk_add_f32 v[180:181], v[36:37], v[38:39]
	v_pk_add_f32 v[182:183], v[40:41], v[42:43]
	v_pk_add_f32 v[184:185], v[44:45], v[46:47]
	v_pk_add_f32 v[170:171], v[170:171], v[172:173]
	v_pk_add_f32 v[172:173], v[174:175], v[176:177]
	v_pk_add_f32 v[174:175], v[178:179], v[180:181]
	v_pk_add_f32 v[176:177], v[182:183], v[184:185]
	v_pk_add_f32 v[170:171], v[170:171], v[172:173]
	v_pk_add_f32 v[172:173], v[174:175], v[176:177]
	s_nop 0
	v_pk_add_f32 v[170:171], v[170:171], v[172:173]
.Ltmp22:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:392:29 ] ]
	s_nop 0
	v_add_f32_e32 v67, v170, v171
.Ltmp23:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_corpus.py:392:29 ]
	v_mov_b32_e32 v153, v67
	s_nop 1
	v_permlane32_swap_b32_e32 v67, v153
.Ltmp24:
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_cbranch_scc1 .LBB0_184
; %bb.169:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[170:171], v[78:79], 0, s[4:5]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v170, v[170:171], off
	s_and_b64 s[4:5], s[12:13], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_185
.LBB0_170:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v171, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[4:5], s[16:17], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_186
.LBB0_171:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v172, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[4:5], s[20:21], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_187
.LBB0_172:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v173, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[4:5], s[24:25], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_188
.LBB0_173:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v174, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[4:5], s[28:29], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_189
.LBB0_174:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v175, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[4:5], s[34:35], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_190
.LBB0_175:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v176, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[4:5], s[38:39], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_191
.LBB0_176:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v177, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[4:5], s[42:43], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_192
.LBB0_177:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v178, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[4:5], s[46:47], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_193
.LBB0_178:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v179, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[4:5], s[50:51], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_194
.LBB0_179:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v180, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[4:5], s[54:55], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_195
.LBB0_180:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v181, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[4:5], s[58:59], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_196
.LBB0_181:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v182, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[4:5], s[62:63], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_197
.LBB0_182:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v183, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[4:5], s[66:67], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_198
.LBB0_183:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v184, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[4:5], s[68:69], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_118
	s_branch .LBB0_199
.LBB0_184:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v170, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[4:5], s[12:13], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_170
.LBB0_185:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[172:173], v[78:79], 0, s[6:7]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v171, v[172:173], off
	s_and_b64 s[4:5], s[16:17], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_171
.LBB0_186:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[172:173], v[78:79], 0, s[14:15]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v172, v[172:173], off
	s_and_b64 s[4:5], s[20:21], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_172
.LBB0_187:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[174:175], v[78:79], 0, s[18:19]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v173, v[174:175], off
	s_and_b64 s[4:5], s[24:25], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_173
.LBB0_188:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[174:175], v[78:79], 0, s[22:23]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v174, v[174:175], off
	s_and_b64 s[4:5], s[28:29], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_174
.LBB0_189:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[176:177], v[78:79], 0, s[26:27]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v175, v[176:177], off
	s_and_b64 s[4:5], s[34:35], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_175
.LBB0_190:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[176:177], v[78:79], 0, s[30:31]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v176, v[176:177], off
	s_and_b64 s[4:5], s[38:39], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_176
.LBB0_191:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[178:179], v[78:79], 0, s[36:37]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v177, v[178:179], off
	s_and_b64 s[4:5], s[42:43], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_177
.LBB0_192:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[178:179], v[78:79], 0, s[40:41]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v178, v[178:179], off
	s_and_b64 s[4:5], s[46:47], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_178
.LBB0_193:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[180:181], v[78:79], 0, s[44:45]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v179, v[180:181], off
	s_and_b64 s[4:5], s[50:51], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_179
.LBB0_194:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[180:181], v[78:79], 0, s[48:49]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v180, v[180:181], off
	s_and_b64 s[4:5], s[54:55], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_180
.LBB0_195:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[182:183], v[78:79], 0, s[52:53]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v181, v[182:183], off
	s_and_b64 s[4:5], s[58:59], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_181
.LBB0_196:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[182:183], v[78:79], 0, s[56:57]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v182, v[182:183], off
	s_and_b64 s[4:5], s[62:63], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_182
.LBB0_197:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[184:185], v[78:79], 0, s[60:61]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v183, v[184:185], off
	s_and_b64 s[4:5], s[66:67], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_183
.LBB0_198:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[184:185], v[78:79], 0, s[64:65]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v184, v[184:185], off
	s_and_b64 s[4:5], s[68:69], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_118
.LBB0_199:                              ;   in Loop: Header=BB0_120 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v185, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_branch .LBB0_119
.LBB0_200:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_movk_i32 s74, 0x2000
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	s_branch .LBB0_202
.LBB0_201:                              ; %._crit_edge.loopexit
	v_mov_b64_e32 v[50:51], s[0:1]
	v_mov_b64_e32 v[56:57], s[6:7]
	v_mov_b64_e32 v[54:55], s[4:5]
	v_mov_b64_e32 v[52:53], s[2:3]
.LBB0_202:                              ; %._crit_edge
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_add_i32 s5, s0, 63
	s_ashr_i32 s2, s5, 31
	s_lshr_b32 s2, s2, 26
	s_add_i32 s2, s5, s2
	s_ashr_i32 s2, s2, 6
	s_max_i32 s4, s2, 1
	s_cmp_gt_i32 s5, 63
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s5, 64
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 387 13                        ; triton_corpus.py:387:13
	s_cbranch_scc1 .LBB0_204
; %bb.203:
	.loc	1 386 13                        ; triton_corpus.py:386:13
	v_xad_u32 v16, v141, 32, s79
	v_add_u32_e32 v17, s79, v141
	.loc	1 387 13                        ; triton_corpus.py:387:13
	s_mov_b32 s5, 0xc0c0004
	.loc	1 386 13                        ; triton_corpus.py:386:13
	ds_read_b128 v[24:27], v16
	ds_read_b128 v[20:23], v17
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_perm_b32 v18, v65, v138, s5
	v_perm_b32 v19, v139, v140, s5
	v_lshl_or_b32 v65, v19, 16, v18
	v_perm_b32 v18, v64, v136, s5
	v_perm_b32 v19, v137, v74, s5
	v_lshl_or_b32 v64, v19, 16, v18
	v_perm_b32 v18, v63, v133, s5
	v_perm_b32 v19, v134, v135, s5
	v_lshl_or_b32 v63, v19, 16, v18
	v_perm_b32 v18, v62, v131, s5
	v_perm_b32 v19, v132, v72, s5
	v_lshl_or_b32 v62, v19, 16, v18
	v_perm_b32 v18, v61, v128, s5
	v_perm_b32 v19, v129, v130, s5
	.loc	1 386 13                        ; triton_corpus.py:386:13
	ds_read_b128 v[80:83], v16 offset:2048
	ds_read_b128 v[76:79], v17 offset:2048
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_lshl_or_b32 v61, v19, 16, v18
	v_perm_b32 v18, v60, v126, s5
	v_perm_b32 v19, v127, v70, s5
	v_lshl_or_b32 v60, v19, 16, v18
	v_perm_b32 v18, v59, v123, s5
	v_perm_b32 v19, v124, v125, s5
	v_lshl_or_b32 v59, v19, 16, v18
	v_perm_b32 v18, v58, v121, s5
	v_perm_b32 v19, v122, v68, s5
	v_lshl_or_b32 v58, v19, 16, v18
	s_waitcnt lgkmcnt(2)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[20:27], v[58:65], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[76:83], v[58:65], 0
	s_nop 15
	s_nop 1
	v_mov_b32_e32 v52, v40
	v_mov_b32_e32 v40, v41
	v_mov_b32_e32 v41, v42
	v_mov_b32_e32 v42, v43
	v_mov_b32_e32 v43, v44
	v_mov_b32_e32 v44, v45
	v_mov_b32_e32 v45, v46
	v_mov_b32_e32 v46, v47
	v_mov_b32_e32 v53, v17
	v_mov_b32_e32 v54, v26
	v_mov_b32_e32 v55, v31
	v_mov_b32_e32 v47, v16
	v_mov_b32_e32 v16, v27
	v_mov_b32_e32 v17, v28
	v_mov_b32_e32 v26, v29
	v_mov_b32_e32 v27, v30
	s_branch .LBB0_205
.LBB0_204:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, v52
	v_mov_b32_e32 v54, v52
	v_mov_b32_e32 v55, v52
	v_mov_b32_e32 v40, v52
	v_mov_b32_e32 v41, v52
	v_mov_b32_e32 v42, v52
	v_mov_b32_e32 v43, v52
	v_mov_b32_e32 v44, v52
	v_mov_b32_e32 v45, v52
	v_mov_b32_e32 v46, v52
	v_mov_b32_e32 v47, v52
	v_mov_b32_e32 v32, v52
	v_mov_b32_e32 v33, v52
	v_mov_b32_e32 v34, v52
	v_mov_b32_e32 v35, v52
	v_mov_b32_e32 v36, v52
	v_mov_b32_e32 v37, v52
	v_mov_b32_e32 v38, v52
	v_mov_b32_e32 v39, v52
	v_mov_b32_e32 v18, v52
	v_mov_b32_e32 v19, v52
	v_mov_b32_e32 v20, v52
	v_mov_b32_e32 v21, v52
	v_mov_b32_e32 v22, v52
	v_mov_b32_e32 v23, v52
	v_mov_b32_e32 v24, v52
	v_mov_b32_e32 v25, v52
	v_mov_b32_e32 v16, v52
	v_mov_b32_e32 v17, v52
	v_mov_b32_e32 v26, v52
	v_mov_b32_e32 v27, v52
.LBB0_205:
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_lshl_b32 s4, s4, 6
	s_sub_i32 s4, s4, 64
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v51, s4, v118
	v_or_b32_e32 v56, s4, v114
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[30:31], v[66:67], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[66:67], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[66:67], v[54:55] op_sel_hi:[0,1]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_mov_b32_e32 v54, 0xff800000
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v51
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v57, s4, v115
	v_or_b32_e32 v58, s4, v116
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v30, v54, v30, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v56
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v59, s4, v117
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[28:29], v[66:67], v[32:33] op_sel_hi:[0,1]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v35, v54, v35, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v57
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[32:33], v[66:67], v[36:37] op_sel_hi:[0,1]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v60, s4, v91
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v34, v54, v34, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v58
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v61, s4, v48
	v_or_b32_e32 v49, s4, v49
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v33, v54, v33, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v59
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v62, s4, v92
	v_or_b32_e32 v63, s4, v93
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v32, v54, v32, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v60
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[46:47], v[66:67], v[46:47] op_sel_hi:[0,1]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v64, s4, v94
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v31, v54, v31, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_lt_i32_e32 vcc, v61, v50
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[36:37], v[66:67], v[52:53] op_sel_hi:[0,1]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v65, s4, v95
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v28, v54, v28, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v49
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[44:45], v[66:67], v[44:45] op_sel_hi:[0,1]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v68, s4, v96
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v29, v54, v29, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v62
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v70, s4, v97
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[42:43], v[66:67], v[42:43] op_sel_hi:[0,1]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v52, v54, v47, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v63
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v72, s4, v98
	v_or_b32_e32 v74, s4, v99
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v47, v54, v46, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v64
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[40:41], v[66:67], v[40:41] op_sel_hi:[0,1]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v76, s4, v100
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v46, v54, v45, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v65
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v77, s4, v101
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[24:25], v[66:67], v[24:25] op_sel_hi:[0,1]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v45, v54, v44, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v68
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v78, s4, v102
	v_or_b32_e32 v79, s4, v103
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v44, v54, v43, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v70
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[22:23], v[66:67], v[22:23] op_sel_hi:[0,1]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v80, s4, v104
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v43, v54, v42, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v72
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v81, s4, v105
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[20:21], v[66:67], v[20:21] op_sel_hi:[0,1]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v42, v54, v41, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_lt_i32_e32 vcc, v74, v50
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v82, s4, v106
	v_or_b32_e32 v83, s4, v107
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v41, v54, v40, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v76
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[18:19], v[66:67], v[18:19] op_sel_hi:[0,1]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v87, s4, v108
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v25, v54, v25, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v77
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v88, s4, v109
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[26:27], v[66:67], v[26:27] op_sel_hi:[0,1]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v24, v54, v24, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v78
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v89, s4, v110
	v_or_b32_e32 v90, s4, v111
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v23, v54, v23, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v79
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[16:17], v[66:67], v[16:17] op_sel_hi:[0,1]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v91, s4, v112
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v22, v54, v22, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v80
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v92, s4, v113
	v_or_b32_e32 v93, s4, v119
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v21, v54, v21, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v81
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v94, s4, v120
.Ltmp25:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v49, v44, v45, v46
.Ltmp26:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v20, v54, v20, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v82
.Ltmp27:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v56, v21, v22, v23
.Ltmp28:
	.loc	1 394 38                        ; triton_corpus.py:394:38
	s_and_b64 s[2:3], s[2:3], exec
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v19, v54, v19, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_lt_i32_e32 vcc, v83, v50
	.loc	1 394 38                        ; triton_corpus.py:394:38
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v18, v54, v18, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v87
.Ltmp29:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v55, v18, v19, v20
.Ltmp30:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 0
	v_cndmask_b32_e32 v50, v54, v27, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v88
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 1
	v_cndmask_b32_e32 v27, v54, v26, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v89
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 1
	v_cndmask_b32_e32 v26, v54, v17, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v90
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 1
	v_cndmask_b32_e32 v17, v54, v16, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v91
.Ltmp31:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v58, v17, v26, v27
.Ltmp32:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 0
	v_cndmask_b32_e32 v51, v54, v39, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v92
.Ltmp33:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v39, v41, v42, v43
.Ltmp34:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 0
	v_cndmask_b32_e32 v16, v54, v38, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v93
.Ltmp35:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v57, v24, v25, v16
.Ltmp36:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 0
	v_cndmask_b32_e32 v53, v54, v37, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s0, v94
.Ltmp37:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v37, v31, v32, v33
.Ltmp38:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 0
	v_cndmask_b32_e32 v40, v54, v36, vcc
.Ltmp39:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max_f32_e32 v36, v28, v29
	v_max3_f32 v54, v47, v52, v53
	v_max3_f32 v38, v34, v35, v40
	v_max3_f32 v36, v36, v30, v37
	v_max3_f32 v37, v39, v49, v54
	v_max3_f32 v39, v55, v56, v57
	v_max3_f32 v49, v58, v50, v51
	v_max3_f32 v36, v36, v38, v37
	v_max3_f32 v36, v36, v39, v49
.Ltmp40:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_corpus.py:389:33 ]
	v_mov_b32_e32 v37, v36
	s_nop 1
	v_permlane32_swap_b32_e32 v36, v37
.Ltmp41:
	.loc	1 389 17                        ; triton_corpus.py:389:17
	v_max3_f32 v36, v84, v36, v37
	.loc	1 390 26                        ; triton_corpus.py:390:26
	v_pk_add_f32 v[28:29], v[28:29], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[30:31], v[30:31], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[40:41], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[42:43], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[44:45], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[46:47], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[52:53], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[18:19], v[18:19], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[24:25], v[24:25], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[16:17], v[16:17], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[26:27], v[26:27], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 390 13 is_stmt 0              ; triton_corpus.py:390:13
	v_exp_f32_e32 v52, v28
	v_exp_f32_e32 v53, v29
	v_exp_f32_e32 v30, v30
	v_exp_f32_e32 v31, v31
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v54, v18
	v_exp_f32_e32 v55, v19
	v_exp_f32_e32 v56, v20
	v_exp_f32_e32 v57, v21
	v_exp_f32_e32 v58, v22
	v_exp_f32_e32 v59, v23
	v_exp_f32_e32 v60, v24
	v_exp_f32_e32 v61, v25
	v_exp_f32_e32 v62, v16
	v_exp_f32_e32 v63, v17
	v_exp_f32_e32 v64, v26
	v_exp_f32_e32 v65, v27
	v_exp_f32_e32 v50, v50
	v_exp_f32_e32 v51, v51
	.loc	1 391 30 is_stmt 1              ; triton_corpus.py:391:30
	v_sub_f32_e32 v16, v84, v36
	.loc	1 391 17 is_stmt 0              ; triton_corpus.py:391:17
	v_exp_f32_e32 v19, v16
.Ltmp42:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_corpus.py:392:29 ]
	v_pk_add_f32 v[16:17], v[52:53], v[30:31]
	v_pk_add_f32 v[20:21], v[32:33], v[34:35]
	v_pk_add_f32 v[22:23], v[38:39], v[40:41]
	v_pk_add_f32 v[24:25], v[42:43], v[44:45]
	v_pk_add_f32 v[26:27], v[46:47], v[54:55]
	v_pk_add_f32 v[28:29], v[56:57], v[58:59]
	v_pk_add_f32 v[36:37], v[60:61], v[62:63]
	v_pk_add_f32 v[76:77], v[64:65], v[50:51]
	v_pk_add_f32 v[16:17], v[16:17], v[20:21]
	v_pk_add_f32 v[20:21], v[22:23], v[24:25]
	v_pk_add_f32 v[22:23], v[26:27], v[28:29]
	v_pk_add_f32 v[24:25], v[36:37], v[76:77]
	v_pk_add_f32 v[16:17], v[16:17], v[20:21]
	v_pk_add_f32 v[20:21], v[22:23], v[24:25]
.Ltmp43:
	.loc	1 394 45                        ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v37, v52, v53, 1.0
.Ltmp44:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_corpus.py:392:29 ]
	v_pk_add_f32 v[16:17], v[16:17], v[20:21]
.Ltmp45:
	.loc	1 394 45                        ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v37, v30, v31, 1.0 op_sel:[0,0,0,1]
.Ltmp46:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:392:29 ] ]
	v_add_f32_e32 v20, v16, v17
.Ltmp47:
	.loc	1 393 13                        ; triton_corpus.py:393:13
	v_and_b32_e32 v16, 0x4c0, v73
	v_and_b32_e32 v17, 0x110, v69
	v_bitop3_b32 v16, v17, v75, v16 bitop3:0x36
	v_and_or_b32 v36, v71, 8, v16
	v_or_b32_e32 v16, s71, v36
	v_add_u32_e32 v17, s74, v16
	v_xad_u32 v16, v16, 32, s74
	.loc	1 394 45                        ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v31, v38, v39, 1.0
	v_mov_b32_e32 v39, 0x110
	v_cmp_eq_u32_e32 vcc, 0, v86
	.loc	1 393 13                        ; triton_corpus.py:393:13
	ds_read_b64_tr_b8 v[22:23], v17
	ds_read_b64_tr_b8 v[26:27], v17 offset:2048
	ds_read_b64_tr_b8 v[24:25], v16 offset:512
	ds_read_b64_tr_b8 v[28:29], v16 offset:2560
	.loc	1 394 15                        ; triton_corpus.py:394:15
	v_lshlrev_b32_e32 v16, 2, v85
	.loc	1 394 45 is_stmt 0              ; triton_corpus.py:394:45
	v_cndmask_b32_e64 v39, v39, 0, vcc
	.loc	1 394 15                        ; triton_corpus.py:394:15
	v_lshl_or_b32 v17, s33, 1, v16
	v_or_b32_e32 v16, s73, v16
	.loc	1 394 45                        ; triton_corpus.py:394:45
	v_bitop3_b32 v39, s71, v39, v85 bitop3:0xf6
	.loc	1 394 15                        ; triton_corpus.py:394:15
	v_add_u32_e32 v18, 0, v17
	v_add_u32_e32 v17, 0, v16
	.loc	1 394 45                        ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v31, v40, v41, 1.0 op_sel:[0,0,0,1]
	v_add_u32_e32 v40, 0, v39
	v_lshrrev_b32_e32 v41, 8, v37
	.loc	1 394 15                        ; triton_corpus.py:394:15
	ds_write_b32 v18, v19 offset:16384
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v16, v17 offset:16384
	.loc	1 394 45                        ; triton_corpus.py:394:45
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v40, v37 offset:16384
	ds_write_b8 v40, v41 offset:16448
	ds_write_b8_d16_hi v40, v37 offset:16512
	v_lshrrev_b32_e32 v37, 24, v37
	v_cvt_scalef32_pk_fp8_f32 v30, v32, v33, 1.0
	v_cvt_scalef32_pk_fp8_f32 v33, v46, v47, 1.0
	ds_write_b8 v40, v37 offset:16576
	ds_write_b8 v40, v31 offset:17408
	v_lshrrev_b32_e32 v37, 8, v31
	v_cvt_scalef32_pk_fp8_f32 v33, v54, v55, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v40, v37 offset:17472
	ds_write_b8_d16_hi v40, v31 offset:17536
	v_lshrrev_b32_e32 v31, 24, v31
	v_cvt_scalef32_pk_fp8_f32 v30, v34, v35, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v35, v60, v61, 1.0
	ds_write_b8 v40, v31 offset:17600
	ds_write_b8 v40, v33 offset:18432
	v_lshrrev_b32_e32 v31, 8, v33
	v_cvt_scalef32_pk_fp8_f32 v35, v62, v63, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v40, v31 offset:18496
	ds_write_b8_d16_hi v40, v33 offset:18560
	v_lshrrev_b32_e32 v31, 24, v33
	ds_write_b8 v40, v31 offset:18624
	ds_write_b8 v40, v35 offset:19456
	v_lshrrev_b32_e32 v31, 8, v35
	ds_write_b8 v40, v31 offset:19520
	ds_write_b8_d16_hi v40, v35 offset:19584
	v_lshrrev_b32_e32 v31, 24, v35
	v_cvt_scalef32_pk_fp8_f32 v32, v42, v43, 1.0
	ds_write_b8 v40, v31 offset:19648
	v_xad_u32 v31, v39, 32, 0
	v_lshrrev_b32_e32 v33, 8, v30
	v_cvt_scalef32_pk_fp8_f32 v32, v44, v45, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v31, v30 offset:16896
	ds_write_b8 v31, v33 offset:16960
	ds_write_b8_d16_hi v31, v30 offset:17024
	v_lshrrev_b32_e32 v30, 24, v30
	v_cvt_scalef32_pk_fp8_f32 v34, v56, v57, 1.0
	ds_write_b8 v31, v30 offset:17088
	ds_write_b8 v31, v32 offset:17920
	v_lshrrev_b32_e32 v30, 8, v32
	v_cvt_scalef32_pk_fp8_f32 v34, v58, v59, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v31, v30 offset:17984
	ds_write_b8_d16_hi v31, v32 offset:18048
	v_lshrrev_b32_e32 v30, 24, v32
	v_cvt_scalef32_pk_fp8_f32 v38, v64, v65, 1.0
	ds_write_b8 v31, v30 offset:18112
	ds_write_b8 v31, v34 offset:18944
	v_lshrrev_b32_e32 v30, 8, v34
	v_cvt_scalef32_pk_fp8_f32 v38, v50, v51, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v31, v30 offset:19008
	ds_write_b8_d16_hi v31, v34 offset:19072
	v_lshrrev_b32_e32 v30, 24, v34
	ds_write_b8 v31, v30 offset:19136
	ds_write_b8 v31, v38 offset:19968
	v_lshrrev_b32_e32 v30, 8, v38
	ds_write_b8 v31, v30 offset:20032
	ds_write_b8_d16_hi v31, v38 offset:20096
	v_lshrrev_b32_e32 v30, 24, v38
	ds_write_b8 v31, v30 offset:20160
	v_or_b32_e32 v30, s72, v36
	v_add_u32_e32 v32, 0, v30
	v_xad_u32 v36, v30, 32, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[30:31], v32 offset:16384
	ds_read_b64_tr_b8 v[34:35], v32 offset:18432
	ds_read_b64_tr_b8 v[32:33], v36 offset:16896
	ds_read_b64_tr_b8 v[36:37], v36 offset:18944
.Ltmp48:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_corpus.py:392:29 ]
	v_mov_b32_e32 v21, v20
	s_nop 1
	v_permlane32_swap_b32_e32 v20, v21
.Ltmp49:
	.loc	1 394 38                        ; triton_corpus.py:394:38
	s_cbranch_scc1 .LBB0_207
; %bb.206:
	.loc	1 394 15 is_stmt 0              ; triton_corpus.py:394:15
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[16:17] op_sel_hi:[1,0]
.Ltmp50:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:392:29 ] ]
	v_add_f32_e32 v16, v20, v21
.Ltmp51:
	.loc	1 392 15                        ; triton_corpus.py:392:15
	v_fmac_f32_e32 v16, v67, v19
	.loc	1 394 38                        ; triton_corpus.py:394:38
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[22:29], v[30:37], v[0:15]
	v_mov_b32_e32 v67, v16
.LBB0_207:
	.loc	1 377 21                        ; triton_corpus.py:377:21
	s_or_b32 s72, s72, s1
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	v_or_b32_e32 v16, s72, v85
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	v_cmp_gt_i32_e32 vcc, s0, v16
	.loc	1 396 53                        ; triton_corpus.py:396:53
	ds_write_b32 v18, v67
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 396 5 is_stmt 0               ; triton_corpus.py:396:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_209
; %bb.208:                              ; %.critedge
	.loc	1 396 53                        ; triton_corpus.py:396:53
	ds_read_b32 v20, v17
	.loc	1 379 25 is_stmt 1              ; triton_corpus.py:379:25
	v_lshlrev_b32_e32 v16, 6, v16
	.loc	1 379 43 is_stmt 0              ; triton_corpus.py:379:43
	v_or_b32_e32 v22, s71, v48
	.loc	1 396 53 is_stmt 1              ; triton_corpus.py:396:53
	s_waitcnt lgkmcnt(0)
	s_nop 6
	v_div_scale_f32 v17, s[0:1], v20, v20, v15
	v_rcp_f32_e32 v19, v17
	v_div_scale_f32 v18, s[0:1], v20, v20, v14
	v_div_scale_f32 v23, vcc, v15, v20, v15
	v_rcp_f32_e32 v21, v18
	v_fma_f32 v24, -v17, v19, 1.0
	v_fmac_f32_e32 v19, v24, v19
	v_mul_f32_e32 v24, v23, v19
	v_fma_f32 v26, -v17, v24, v23
	v_fmac_f32_e32 v24, v26, v19
	v_fma_f32 v17, -v17, v24, v23
	v_fma_f32 v25, -v18, v21, 1.0
	v_div_fmas_f32 v17, v17, v19, v24
	v_div_fixup_f32 v15, v17, v20, v15
	v_fmac_f32_e32 v21, v25, v21
	v_div_scale_f32 v17, vcc, v14, v20, v14
	v_mul_f32_e32 v19, v17, v21
	v_fma_f32 v23, -v18, v19, v17
	v_fmac_f32_e32 v19, v23, v21
	v_fma_f32 v17, -v18, v19, v17
	v_div_scale_f32 v18, s[0:1], v20, v20, v13
	v_rcp_f32_e32 v23, v18
	v_div_fmas_f32 v17, v17, v21, v19
	v_div_fixup_f32 v14, v17, v20, v14
	v_fma_f32 v17, -v18, v23, 1.0
	v_fmac_f32_e32 v23, v17, v23
	v_div_scale_f32 v17, vcc, v13, v20, v13
	v_mul_f32_e32 v19, v17, v23
	v_fma_f32 v21, -v18, v19, v17
	v_fmac_f32_e32 v19, v21, v23
	v_fma_f32 v17, -v18, v19, v17
	v_div_scale_f32 v18, s[0:1], v20, v20, v12
	v_rcp_f32_e32 v21, v18
	v_div_fmas_f32 v17, v17, v23, v19
	v_div_fixup_f32 v13, v17, v20, v13
	v_fma_f32 v17, -v18, v21, 1.0
	v_fmac_f32_e32 v21, v17, v21
	v_div_scale_f32 v17, vcc, v12, v20, v12
	v_mul_f32_e32 v19, v17, v21
	v_fma_f32 v23, -v18, v19, v17
	v_fmac_f32_e32 v19, v23, v21
	v_fma_f32 v17, -v18, v19, v17
	v_div_scale_f32 v18, s[0:1], v20, v20, v11
	v_rcp_f32_e32 v23, v18
	v_div_fmas_f32 v17, v17, v21, v19
	v_div_fixup_f32 v12, v17, v20, v12
	v_fma_f32 v17, -v18, v23, 1.0
	v_fmac_f32_e32 v23, v17, v23
	v_div_scale_f32 v17, vcc, v11, v20, v11
	v_mul_f32_e32 v19, v17, v23
	v_fma_f32 v21, -v18, v19, v17
	v_fmac_f32_e32 v19, v21, v23
	v_fma_f32 v17, -v18, v19, v17
	v_div_scale_f32 v18, s[0:1], v20, v20, v10
	v_rcp_f32_e32 v21, v18
	v_div_fmas_f32 v17, v17, v23, v19
	v_div_fixup_f32 v11, v17, v20, v11
	v_fma_f32 v17, -v18, v21, 1.0
	v_fmac_f32_e32 v21, v17, v21
	v_div_scale_f32 v17, vcc, v10, v20, v10
	v_mul_f32_e32 v19, v17, v21
	v_fma_f32 v23, -v18, v19, v17
	v_fmac_f32_e32 v19, v23, v21
	v_fma_f32 v17, -v18, v19, v17
	v_div_scale_f32 v18, s[0:1], v20, v20, v9
	v_rcp_f32_e32 v23, v18
	v_div_fmas_f32 v17, v17, v21, v19
	v_div_fixup_f32 v10, v17, v20, v10
	v_fma_f32 v17, -v18, v23, 1.0
	v_fmac_f32_e32 v23, v17, v23
	v_div_scale_f32 v17, vcc, v9, v20, v9
	v_mul_f32_e32 v19, v17, v23
	v_fma_f32 v21, -v18, v19, v17
	v_fmac_f32_e32 v19, v21, v23
	v_fma_f32 v17, -v18, v19, v17
	v_div_scale_f32 v18, s[0:1], v20, v20, v8
	v_rcp_f32_e32 v21, v18
	v_div_fmas_f32 v17, v17, v23, v19
	v_div_fixup_f32 v9, v17, v20, v9
	v_fma_f32 v17, -v18, v21, 1.0
	v_fmac_f32_e32 v21, v17, v21
	v_div_scale_f32 v17, vcc, v8, v20, v8
	v_mul_f32_e32 v19, v17, v21
	v_fma_f32 v23, -v18, v19, v17
	v_fmac_f32_e32 v19, v23, v21
	v_fma_f32 v17, -v18, v19, v17
	v_div_scale_f32 v18, s[0:1], v20, v20, v7
	v_rcp_f32_e32 v23, v18
	v_div_fmas_f32 v17, v17, v21, v19
	v_div_fixup_f32 v8, v17, v20, v8
	v_fma_f32 v17, -v18, v23, 1.0
	v_fmac_f32_e32 v23, v17, v23
	v_div_scale_f32 v17, vcc, v7, v20, v7
	v_mul_f32_e32 v19, v17, v23
	v_fma_f32 v21, -v18, v19, v17
	v_fmac_f32_e32 v19, v21, v23
	v_fma_f32 v17, -v18, v19, v17
	v_div_scale_f32 v18, s[0:1], v20, v20, v6
	v_rcp_f32_e32 v21, v18
	v_div_fmas_f32 v17, v17, v23, v19
	v_div_fixup_f32 v7, v17, v20, v7
	v_fma_f32 v17, -v18, v21, 1.0
	v_fmac_f32_e32 v21, v17, v21
	v_div_scale_f32 v17, vcc, v6, v20, v6
	v_mul_f32_e32 v19, v17, v21
	v_fma_f32 v23, -v18, v19, v17
	v_fmac_f32_e32 v19, v23, v21
	v_fma_f32 v17, -v18, v19, v17
	v_div_scale_f32 v18, s[0:1], v20, v20, v5
	v_rcp_f32_e32 v23, v18
	v_div_fmas_f32 v17, v17, v21, v19
	v_div_fixup_f32 v6, v17, v20, v6
	v_fma_f32 v17, -v18, v23, 1.0
	v_fmac_f32_e32 v23, v17, v23
	v_div_scale_f32 v17, vcc, v5, v20, v5
	v_mul_f32_e32 v19, v17, v23
	v_fma_f32 v21, -v18, v19, v17
	v_fmac_f32_e32 v19, v21, v23
	v_fma_f32 v17, -v18, v19, v17
	v_div_scale_f32 v18, s[0:1], v20, v20, v4
	v_rcp_f32_e32 v21, v18
	v_div_fmas_f32 v17, v17, v23, v19
	v_div_fixup_f32 v5, v17, v20, v5
	v_fma_f32 v17, -v18, v21, 1.0
	v_fmac_f32_e32 v21, v17, v21
	v_div_scale_f32 v17, vcc, v4, v20, v4
	v_mul_f32_e32 v19, v17, v21
	v_fma_f32 v23, -v18, v19, v17
	v_fmac_f32_e32 v19, v23, v21
	v_fma_f32 v17, -v18, v19, v17
	v_div_scale_f32 v18, s[0:1], v20, v20, v3
	v_rcp_f32_e32 v23, v18
	v_div_fmas_f32 v17, v17, v21, v19
	v_div_fixup_f32 v4, v17, v20, v4
	v_fma_f32 v17, -v18, v23, 1.0
	v_fmac_f32_e32 v23, v17, v23
	v_div_scale_f32 v17, vcc, v3, v20, v3
	v_mul_f32_e32 v19, v17, v23
	v_fma_f32 v21, -v18, v19, v17
	v_fmac_f32_e32 v19, v21, v23
	v_fma_f32 v17, -v18, v19, v17
	v_div_scale_f32 v18, s[0:1], v20, v20, v2
	v_rcp_f32_e32 v21, v18
	v_div_fmas_f32 v17, v17, v23, v19
	v_div_fixup_f32 v3, v17, v20, v3
	v_fma_f32 v17, -v18, v21, 1.0
	v_fmac_f32_e32 v21, v17, v21
	v_div_scale_f32 v17, vcc, v2, v20, v2
	v_mul_f32_e32 v19, v17, v21
	v_fma_f32 v23, -v18, v19, v17
	v_fmac_f32_e32 v19, v23, v21
	v_fma_f32 v17, -v18, v19, v17
	v_div_fmas_f32 v17, v17, v21, v19
	v_div_scale_f32 v21, s[0:1], v20, v20, v0
	v_rcp_f32_e32 v23, v21
	v_div_fixup_f32 v2, v17, v20, v2
	.loc	1 396 14 is_stmt 0              ; triton_corpus.py:396:14
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[8:9]
	v_lshlrev_b32_e32 v18, 2, v22
	v_mov_b32_e32 v19, 0
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[18:19]
	.loc	1 396 53                        ; triton_corpus.py:396:53
	v_fma_f32 v18, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v18, v23
	v_div_scale_f32 v18, vcc, v0, v20, v0
	v_mul_f32_e32 v19, v18, v23
	v_fma_f32 v22, -v21, v19, v18
	v_fmac_f32_e32 v19, v22, v23
	v_fma_f32 v18, -v21, v19, v18
	v_div_scale_f32 v21, s[0:1], v20, v20, v1
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v18, v18, v23, v19
	v_div_fixup_f32 v0, v18, v20, v0
	v_fma_f32 v18, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v1, v20, v1
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v23, -v21, v19, v18
	v_fmac_f32_e32 v19, v23, v22
	v_fma_f32 v18, -v21, v19, v18
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v1, v18, v20, v1
	.loc	1 396 5                         ; triton_corpus.py:396:5
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	global_store_dwordx4 v[16:17], v[12:15], off offset:96
.LBB0_209:                              ; %.critedge28
	.loc	1 373 1 is_stmt 1               ; triton_corpus.py:373:1
	s_endpgm
.Ltmp52:
.Lfunc_end0:
	.size	attention_fp8, .Lfunc_end0-attention_fp8
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attention_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 208
		.amdhsa_next_free_sgpr 80
		.amdhsa_accum_offset 208
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
	.set .Lattention_fp8.num_vgpr, 208
	.set .Lattention_fp8.num_agpr, 0
	.set .Lattention_fp8.numbered_sgpr, 80
	.set .Lattention_fp8.num_named_barrier, 0
	.set .Lattention_fp8.private_seg_size, 0
	.set .Lattention_fp8.uses_vcc, 1
	.set .Lattention_fp8.uses_flat_scratch, 0
	.set .Lattention_fp8.has_dyn_sized_stack, 0
	.set .Lattention_fp8.has_recursion, 0
	.set .Lattention_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12488
; TotalNumSgprs: 86
; NumVgprs: 208
; NumAgprs: 0
; TotalNumVgprs: 208
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 25
; NumSGPRsForWavesPerEU: 86
; NumVGPRsForWavesPerEU: 208
; AccumOffset: 208
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 51
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
	.byte	1                               ; DW_CHILDREN_yes
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
	.byte	5                               ; DW_FORM_data2
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
	.byte	1                               ; Abbrev [1] 0xb:0x6d DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x47 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1b DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.short	392                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4e:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5c:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.short	389                             ; DW_AT_call_line
	.byte	33                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x69:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
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
	.asciz	"attention_fp8"                 ; string offset=49 ; attention_fp8
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
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 256
    .name:           attention_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     86
    .sgpr_spill_count: 0
    .symbol:         attention_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     208
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
