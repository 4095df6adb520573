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
; %bb.436:
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
; %bb.437:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
                                        ; implicit-def: $vgpr254 : SGPR spill to VGPR lane
	s_mov_b32 s68, s10
	v_writelane_b32 v254, s8, 0
	s_nop 1
	v_writelane_b32 v254, s9, 1
.Ltmp1:
	.loc	1 373 1 is_stmt 1               ; triton_corpus.py:373:1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 396 53                        ; triton_corpus.py:396:53
	v_readfirstlane_b32 s0, v0
	.loc	1 377 10                        ; triton_corpus.py:377:10
	s_lshl_b32 s65, s16, 6
	.loc	1 377 21 is_stmt 0              ; triton_corpus.py:377:21
	s_lshr_b32 s67, s0, 7
	.loc	1 396 5 is_stmt 1               ; triton_corpus.py:396:5
	s_and_b32 s1, s0, 0xc0
	.loc	1 377 21                        ; triton_corpus.py:377:21
	v_and_b32_e32 v1, 63, v0
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s8, s67, s65
	.loc	1 379 43 is_stmt 1              ; triton_corpus.py:379:43
	v_mov_b32_e32 v2, 0x7f
	.loc	1 379 61 is_stmt 0              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s8, s10
	.loc	1 379 43                        ; triton_corpus.py:379:43
	v_bitop3_b32 v2, s1, v2, v1 bitop3:0xc8
	.loc	1 379 17                        ; triton_corpus.py:379:17
	v_mov_b32_e32 v3, 0
	.loc	1 379 9                         ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_32
; %bb.1:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	s_lshl_b32 s8, s8, 7
	s_ashr_i32 s9, s8, 31
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v4, v[4:5], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s9, s67, 2
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s8, s9, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s8, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_33
.LBB0_2:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v5, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s8, s67, 4
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s8, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_34
.LBB0_3:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v6, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s12, s67, 6
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s12, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_35
.LBB0_4:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v11, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s14, s67, 8
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s14, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_36
.LBB0_5:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v12, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s16, s67, 10
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s16, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_37
.LBB0_6:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v13, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s18, s67, 12
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s18, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_38
.LBB0_7:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v15, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s20, s67, 14
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s20, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_39
.LBB0_8:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v16, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s22, s67, 16
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s22, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_40
.LBB0_9:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v8, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s24, s67, 18
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s24, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_41
.LBB0_10:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v9, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s28, s67, 20
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s28, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_42
.LBB0_11:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v10, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s30, s67, 22
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s30, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_43
.LBB0_12:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v14, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s34, s67, 24
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s34, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_44
.LBB0_13:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v17, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s36, s67, 26
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s36, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_45
.LBB0_14:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v18, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s38, s67, 28
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s38, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_46
.LBB0_15:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v19, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s40, s67, 30
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s40, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_47
.LBB0_16:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v20, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s42, s67, 32
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s42, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_48
.LBB0_17:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v21, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s44, s67, 34
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s44, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_49
.LBB0_18:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v22, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s46, s67, 36
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s46, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_50
.LBB0_19:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v23, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s48, s67, 38
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s48, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_51
.LBB0_20:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v24, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s50, s67, 40
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s50, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_52
.LBB0_21:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v25, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s52, s67, 42
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s52, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_53
.LBB0_22:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v26, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s54, s67, 44
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s54, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_54
.LBB0_23:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v27, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s56, s67, 46
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s56, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_55
.LBB0_24:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v28, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s58, s67, 48
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s58, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_56
.LBB0_25:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v29, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s60, s67, 50
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s60, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_57
.LBB0_26:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v30, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s62, s67, 52
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s62, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_58
.LBB0_27:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v31, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s64, s67, 54
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s64, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_59
.LBB0_28:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v32, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s66, s67, 56
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s66, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_60
.LBB0_29:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v33, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s69, s67, 58
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s69, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_61
.LBB0_30:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v34, 0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s33, s67, 60
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s33, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc0 .LBB0_62
.LBB0_31:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v35, 0
	.loc	1 379 9                         ; triton_corpus.py:379:9
	s_branch .LBB0_63
.LBB0_32:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v4, v3
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s9, s67, 2
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s8, s9, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s8, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_2
.LBB0_33:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s8, s8, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s10, s8, 31
	s_add_u32 s12, s2, s8
	s_addc_u32 s13, s3, s10
	v_lshl_add_u64 v[6:7], s[12:13], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v5, v[6:7], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s8, s67, 4
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s8, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_3
.LBB0_34:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s12, s2, s10
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[6:7], s[12:13], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v6, v[6:7], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s12, s67, 6
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s12, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_4
.LBB0_35:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s14, s2, s10
	s_addc_u32 s15, s3, s13
	v_lshl_add_u64 v[8:9], s[14:15], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v11, v[8:9], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s14, s67, 8
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s14, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_5
.LBB0_36:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s16, s2, s10
	s_addc_u32 s17, s3, s13
	v_lshl_add_u64 v[8:9], s[16:17], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v12, v[8:9], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s16, s67, 10
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s16, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_6
.LBB0_37:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s18, s2, s10
	s_addc_u32 s19, s3, s13
	v_lshl_add_u64 v[8:9], s[18:19], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v13, v[8:9], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s18, s67, 12
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s18, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_7
.LBB0_38:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s20, s2, s10
	s_addc_u32 s21, s3, s13
	v_lshl_add_u64 v[8:9], s[20:21], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v15, v[8:9], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s20, s67, 14
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s20, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_8
.LBB0_39:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s22, s2, s10
	s_addc_u32 s23, s3, s13
	v_lshl_add_u64 v[8:9], s[22:23], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v16, v[8:9], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s22, s67, 16
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s22, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_9
.LBB0_40:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s24, s2, s10
	s_addc_u32 s25, s3, s13
	v_lshl_add_u64 v[8:9], s[24:25], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v8, v[8:9], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s24, s67, 18
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s24, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_10
.LBB0_41:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[18:19], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v9, v[18:19], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s28, s67, 20
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s28, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_11
.LBB0_42:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[18:19], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v10, v[18:19], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s30, s67, 22
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s30, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_12
.LBB0_43:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[18:19], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v14, v[18:19], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s34, s67, 24
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s34, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_13
.LBB0_44:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[18:19], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v17, v[18:19], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s36, s67, 26
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s36, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_14
.LBB0_45:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[18:19], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v18, v[18:19], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s38, s67, 28
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s38, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_15
.LBB0_46:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[20:21], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v19, v[20:21], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s40, s67, 30
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s40, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_16
.LBB0_47:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[20:21], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v20, v[20:21], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s42, s67, 32
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s42, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_17
.LBB0_48:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[22:23], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v21, v[22:23], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s44, s67, 34
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s44, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_18
.LBB0_49:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[22:23], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v22, v[22:23], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s46, s67, 36
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s46, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_19
.LBB0_50:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[24:25], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v23, v[24:25], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s48, s67, 38
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s48, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_20
.LBB0_51:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[24:25], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v24, v[24:25], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s50, s67, 40
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s50, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_21
.LBB0_52:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[26:27], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v25, v[26:27], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s52, s67, 42
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s52, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_22
.LBB0_53:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[26:27], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v26, v[26:27], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s54, s67, 44
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s54, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_23
.LBB0_54:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[28:29], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v27, v[28:29], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s56, s67, 46
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s56, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_24
.LBB0_55:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[28:29], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v28, v[28:29], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s58, s67, 48
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s58, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_25
.LBB0_56:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[30:31], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v29, v[30:31], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s60, s67, 50
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s60, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_26
.LBB0_57:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[30:31], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v30, v[30:31], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s62, s67, 52
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s62, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_27
.LBB0_58:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[32:33], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v31, v[32:33], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s64, s67, 54
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s64, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_28
.LBB0_59:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[32:33], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v32, v[32:33], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s66, s67, 56
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s66, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_29
.LBB0_60:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[34:35], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v33, v[34:35], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s69, s67, 58
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s69, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_30
.LBB0_61:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[34:35], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v34, v[34:35], off
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s33, s67, 60
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s10, s33, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s10, s68
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_31
.LBB0_62:
	.loc	1 379 25                        ; triton_corpus.py:379:25
	s_lshl_b32 s10, s10, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s10, 31
	s_add_u32 s26, s2, s10
	s_addc_u32 s27, s3, s13
	v_lshl_add_u64 v[36:37], s[26:27], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v35, v[36:37], off
.LBB0_63:
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	s_or_b32 s10, s67, 62
	.loc	1 377 10 is_stmt 0              ; triton_corpus.py:377:10
	s_or_b32 s13, s10, s65
	.loc	1 379 61 is_stmt 1              ; triton_corpus.py:379:61
	s_cmp_ge_i32 s13, s68
	.loc	1 377 21                        ; triton_corpus.py:377:21
	v_or_b32_e32 v127, s1, v1
	.loc	1 379 9                         ; triton_corpus.py:379:9
	s_cbranch_scc1 .LBB0_65
; %bb.64:
	.loc	1 379 25 is_stmt 0              ; triton_corpus.py:379:25
	s_lshl_b32 s1, s13, 7
	.loc	1 379 17                        ; triton_corpus.py:379:17
	s_ashr_i32 s13, s1, 31
	s_add_u32 s2, s2, s1
	s_addc_u32 s3, s3, s13
	v_lshl_add_u64 v[36:37], s[2:3], 0, v[2:3]
	.loc	1 379 9                         ; triton_corpus.py:379:9
	global_load_ubyte v1, v[36:37], off
	s_branch .LBB0_66
.LBB0_65:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v1, 0
.LBB0_66:
	.loc	1 379 9 is_stmt 1               ; triton_corpus.py:379:9
	v_add_u32_e32 v7, 0, v127
	v_xor_b32_e32 v128, 16, v127
	s_waitcnt vmcnt(0)
	ds_write_b8 v7, v4
	ds_write_b8 v7, v8 offset:2048
	ds_write_b8 v7, v21 offset:4096
	ds_write_b8 v7, v29 offset:6144
	v_add_u32_e32 v8, 0, v128
	v_xor_b32_e32 v129, 32, v127
	ds_write_b8 v8, v5 offset:256
	ds_write_b8 v8, v9 offset:2304
	ds_write_b8 v8, v22 offset:4352
	ds_write_b8 v8, v30 offset:6400
	v_add_u32_e32 v9, 0, v129
	v_xor_b32_e32 v130, 48, v127
	ds_write_b8 v9, v6 offset:512
	ds_write_b8 v9, v10 offset:2560
	ds_write_b8 v9, v23 offset:4608
	ds_write_b8 v9, v31 offset:6656
	v_add_u32_e32 v10, 0, v130
	v_xor_b32_e32 v131, 64, v127
	ds_write_b8 v10, v11 offset:768
	ds_write_b8 v10, v14 offset:2816
	ds_write_b8 v10, v24 offset:4864
	ds_write_b8 v10, v32 offset:6912
	v_add_u32_e32 v11, 0, v131
	v_xor_b32_e32 v132, 0x50, v127
	ds_write_b8 v11, v12 offset:1024
	ds_write_b8 v11, v17 offset:3072
	ds_write_b8 v11, v25 offset:5120
	ds_write_b8 v11, v33 offset:7168
	v_add_u32_e32 v12, 0, v132
	v_xor_b32_e32 v134, 0x70, v127
	ds_write_b8 v12, v13 offset:1280
	ds_write_b8 v12, v18 offset:3328
	ds_write_b8 v12, v26 offset:5376
	ds_write_b8 v12, v34 offset:7424
	v_add_u32_e32 v13, 0, v134
	.loc	1 377 21                        ; triton_corpus.py:377:21
	v_and_b32_e32 v126, 32, v0
	.loc	1 379 43                        ; triton_corpus.py:379:43
	s_and_b32 s1, s0, 64
	v_xor_b32_e32 v133, 0x60, v127
	.loc	1 379 9 is_stmt 0               ; triton_corpus.py:379:9
	ds_write_b8 v13, v16 offset:1792
	ds_write_b8 v13, v20 offset:3840
	ds_write_b8 v13, v28 offset:5888
	ds_write_b8 v13, v1 offset:7936
	v_lshlrev_b32_e32 v1, 3, v0
	.loc	1 377 21 is_stmt 1              ; triton_corpus.py:377:21
	v_and_b32_e32 v125, 31, v0
	.loc	1 379 9                         ; triton_corpus.py:379:9
	v_add_u32_e32 v14, 0, v133
	v_and_b32_e32 v5, 0x70, v1
	v_lshrrev_b32_e32 v6, 1, v126
	v_writelane_b32 v254, s1, 2
	s_lshl_b32 s1, s1, 6
	ds_write_b8 v14, v15 offset:1536
	ds_write_b8 v14, v19 offset:3584
	ds_write_b8 v14, v27 offset:5632
	ds_write_b8 v14, v35 offset:7680
	v_lshlrev_b32_e32 v4, 7, v125
	v_bitop3_b32 v15, s1, v5, v6 bitop3:0xf6
	.loc	1 377 21                        ; triton_corpus.py:377:21
	s_and_b32 s13, s0, 0x80
	s_movk_i32 s0, 0x60
	.loc	1 379 9                         ; triton_corpus.py:379:9
	v_or_b32_e32 v16, v15, v4
	v_add_u32_e32 v17, 0, v16
	v_xad_u32 v18, v16, 32, 0
	v_xad_u32 v16, v16, 64, 0
	v_bitop3_b32 v15, v15, s0, v4 bitop3:0x36
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[90:93], v17
	ds_read_b128 v[94:97], v18
	v_add_u32_e32 v15, 0, v15
	ds_read_b128 v[82:85], v16
	.loc	1 386 65                        ; triton_corpus.py:386:65
	ds_read_b128 v[86:89], v15
	s_cmp_lt_i32 s67, s68
	s_cselect_b64 s[0:1], -1, 0
	v_writelane_b32 v254, s0, 3
	s_cmp_ge_i32 s67, s68
	s_nop 0
	v_writelane_b32 v254, s1, 4
	.loc	1 386 13 is_stmt 0              ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_68
; %bb.67:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_add_u32 s2, s4, s13
	s_addc_u32 s3, s5, 0
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v15, v[16:17], off
	s_branch .LBB0_69
.LBB0_68:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_69:
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_cmp_gt_i32 s68, 0
	s_cselect_b64 s[26:27], -1, 0
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s9, s68
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s74, s9, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[2:3], s[26:27], s[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[2:3], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_mov_b32_e32 v16, 0
	s_cbranch_scc1 .LBB0_71
; %bb.70:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s74
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[16:17], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v16, v[16:17], off
.LBB0_71:
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s8, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29                        ; triton_corpus.py:386:29
	s_lshl_b32 s75, s8, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[8:9], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[8:9], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_writelane_b32 v254, s13, 5
	s_cbranch_scc1 .LBB0_73
; %bb.72:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s75
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[18:19], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v17, v[18:19], off
	s_branch .LBB0_74
.LBB0_73:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v17, 0
.LBB0_74:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s12, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s76, s12, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[12:13], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[12:13], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_76
; %bb.75:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s76
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[18:19], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v18, v[18:19], off
	s_branch .LBB0_77
.LBB0_76:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v18, 0
.LBB0_77:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s14, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s77, s14, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[14:15], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[14:15], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_79
; %bb.78:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s77
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[20:21], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v19, v[20:21], off
	s_branch .LBB0_80
.LBB0_79:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v19, 0
.LBB0_80:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s16, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s78, s16, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[16:17], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[16:17], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_82
; %bb.81:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s78
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[20:21], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v20, v[20:21], off
	s_branch .LBB0_83
.LBB0_82:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v20, 0
.LBB0_83:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s18, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s79, s18, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[18:19], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_85
; %bb.84:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s79
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[22:23], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v21, v[22:23], off
	s_branch .LBB0_86
.LBB0_85:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v21, 0
.LBB0_86:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s20, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s80, s20, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[20:21], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[20:21], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_88
; %bb.87:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s80
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[22:23], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v22, v[22:23], off
	s_branch .LBB0_89
.LBB0_88:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v22, 0
.LBB0_89:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s22, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s81, s22, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[22:23], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[22:23], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_91
; %bb.90:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s81
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[24:25], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v23, v[24:25], off
	s_branch .LBB0_92
.LBB0_91:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v23, 0
.LBB0_92:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s24, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s82, s24, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[24:25], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[24:25], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_94
; %bb.93:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s82
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[24:25], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v24, v[24:25], off
	s_branch .LBB0_95
.LBB0_94:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_95:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s28, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s83, s28, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[28:29], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[28:29], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_97
; %bb.96:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s83
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[26:27], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v25, v[26:27], off
	s_branch .LBB0_98
.LBB0_97:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v25, 0
.LBB0_98:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s30, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s84, s30, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[30:31], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[30:31], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_100
; %bb.99:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s84
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[26:27], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v26, v[26:27], off
	s_branch .LBB0_101
.LBB0_100:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v26, 0
.LBB0_101:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s34, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s85, s34, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[34:35], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[34:35], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_103
; %bb.102:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s85
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[28:29], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v27, v[28:29], off
	s_branch .LBB0_104
.LBB0_103:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v27, 0
.LBB0_104:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s36, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s86, s36, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[36:37], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[36:37], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_106
; %bb.105:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s86
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[28:29], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v28, v[28:29], off
	s_branch .LBB0_107
.LBB0_106:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v28, 0
.LBB0_107:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s38, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s87, s38, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[38:39], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[38:39], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_109
; %bb.108:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s87
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[30:31], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v29, v[30:31], off
	s_branch .LBB0_110
.LBB0_109:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v29, 0
.LBB0_110:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s40, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s88, s40, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[40:41], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[40:41], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_112
; %bb.111:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s88
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[30:31], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v30, v[30:31], off
	s_branch .LBB0_113
.LBB0_112:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v30, 0
.LBB0_113:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s42, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s89, s42, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[42:43], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[42:43], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_115
; %bb.114:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s89
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[32:33], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v31, v[32:33], off
	s_branch .LBB0_116
.LBB0_115:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v31, 0
.LBB0_116:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s44, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s90, s44, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[44:45], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[44:45], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_118
; %bb.117:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s90
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[32:33], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v32, v[32:33], off
	s_branch .LBB0_119
.LBB0_118:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v32, 0
.LBB0_119:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s46, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s91, s46, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[46:47], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[46:47], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_121
; %bb.120:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s91
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[34:35], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v33, v[34:35], off
	s_branch .LBB0_122
.LBB0_121:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v33, 0
.LBB0_122:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s48, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s92, s48, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[48:49], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[48:49], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_124
; %bb.123:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s92
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[34:35], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v34, v[34:35], off
	s_branch .LBB0_125
.LBB0_124:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v34, 0
.LBB0_125:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s50, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s93, s50, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[50:51], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[50:51], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_127
; %bb.126:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s93
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[36:37], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v35, v[36:37], off
	s_branch .LBB0_128
.LBB0_127:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v35, 0
.LBB0_128:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s52, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s94, s52, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[52:53], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[52:53], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_130
; %bb.129:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s94
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[36:37], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v36, v[36:37], off
	s_branch .LBB0_131
.LBB0_130:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v36, 0
.LBB0_131:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s54, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s95, s54, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[54:55], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[54:55], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_133
; %bb.132:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s95
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[38:39], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v37, v[38:39], off
	s_branch .LBB0_134
.LBB0_133:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v37, 0
.LBB0_134:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s56, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s96, s56, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[56:57], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[56:57], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_136
; %bb.135:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s96
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[38:39], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v38, v[38:39], off
	s_branch .LBB0_137
.LBB0_136:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v38, 0
.LBB0_137:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s58, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s97, s58, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[58:59], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[58:59], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_139
; %bb.138:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s97
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[40:41], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v39, v[40:41], off
	s_branch .LBB0_140
.LBB0_139:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v39, 0
.LBB0_140:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s60, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s98, s60, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[60:61], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[60:61], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_142
; %bb.141:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s98
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[40:41], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v40, v[40:41], off
	s_branch .LBB0_143
.LBB0_142:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v40, 0
.LBB0_143:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s62, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s99, s62, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[62:63], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[62:63], exec
	s_cselect_b32 s0, 1, 0
	v_writelane_b32 v254, s67, 6
	s_cmp_lg_u32 s0, 1
	v_writelane_b32 v254, s65, 7
	s_cbranch_scc1 .LBB0_145
; %bb.144:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, s99
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[42:43], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v41, v[42:43], off
	s_branch .LBB0_146
.LBB0_145:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v41, 0
.LBB0_146:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s64, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 vcc_lo, s64, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[64:65], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[64:65], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_148
; %bb.147:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, vcc_lo
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[42:43], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v42, v[42:43], off
	s_branch .LBB0_149
.LBB0_148:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v42, 0
.LBB0_149:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s66, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 vcc_hi, s66, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[66:67], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[70:71], s[66:67], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_151
; %bb.150:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s70, s4, vcc_hi
	s_addc_u32 s71, s5, 0
	v_lshl_add_u64 v[44:45], s[70:71], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v43, v[44:45], off
	s_branch .LBB0_152
.LBB0_151:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v43, 0
.LBB0_152:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s69, s68
	s_cselect_b64 s[70:71], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s69, s69, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[70:71], s[26:27], s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[72:73], s[70:71], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_154
; %bb.153:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s72, s4, s69
	s_addc_u32 s73, s5, 0
	v_lshl_add_u64 v[44:45], s[72:73], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v44, v[44:45], off
	s_branch .LBB0_155
.LBB0_154:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v44, 0
.LBB0_155:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s33, s68
	s_cselect_b64 s[72:73], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s33, s33, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[72:73], s[26:27], s[72:73]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[0:1], s[72:73], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_157
; %bb.156:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s0, s4, s33
	s_addc_u32 s1, s5, 0
	v_lshl_add_u64 v[46:47], s[0:1], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v45, v[46:47], off
	s_branch .LBB0_158
.LBB0_157:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v45, 0
.LBB0_158:
	.loc	1 386 65 is_stmt 1              ; triton_corpus.py:386:65
	s_cmp_lt_i32 s10, s68
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_lshl_b32 s10, s10, 7
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_and_b64 s[26:27], s[26:27], s[0:1]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_and_b64 s[0:1], s[26:27], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_160
; %bb.159:
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	s_add_u32 s0, s4, s10
	s_addc_u32 s1, s5, 0
	v_lshl_add_u64 v[46:47], s[0:1], 0, v[2:3]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v46, v[46:47], off
	s_branch .LBB0_161
.LBB0_160:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v46, 0
.LBB0_161:
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 3
	v_readlane_b32 s1, v254, 4
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_166
; %bb.162:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_readlane_b32 s0, v254, 5
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[48:49], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v47, v[48:49], off
	s_and_b64 s[0:1], s[2:3], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_167
.LBB0_163:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v48, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[8:9], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_168
.LBB0_164:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v49, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[12:13], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_169
.LBB0_165:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v50, 0
	s_branch .LBB0_170
.LBB0_166:
	v_mov_b32_e32 v47, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[2:3], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_163
.LBB0_167:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s74
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[48:49], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v48, v[48:49], off
	s_and_b64 s[0:1], s[8:9], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_164
.LBB0_168:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s75
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[50:51], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v49, v[50:51], off
	s_and_b64 s[0:1], s[12:13], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_165
.LBB0_169:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s76
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[50:51], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v50, v[50:51], off
.LBB0_170:
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[14:15], exec
	s_cselect_b32 s0, 1, 0
	v_readlane_b32 s12, v254, 5
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_198
; %bb.171:
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s77
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[52:53], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v51, v[52:53], off
	s_and_b64 s[0:1], s[16:17], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_199
.LBB0_172:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v52, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_200
.LBB0_173:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v53, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[20:21], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_201
.LBB0_174:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v54, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[22:23], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_202
.LBB0_175:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v55, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[24:25], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_203
.LBB0_176:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v56, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[28:29], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_204
.LBB0_177:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v57, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[30:31], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_205
.LBB0_178:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v58, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[34:35], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_206
.LBB0_179:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v59, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[36:37], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_207
.LBB0_180:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v60, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[38:39], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_208
.LBB0_181:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v61, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[40:41], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_209
.LBB0_182:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v62, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[42:43], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_210
.LBB0_183:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v63, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[44:45], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_211
.LBB0_184:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v66, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[46:47], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_212
.LBB0_185:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v67, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[48:49], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_213
.LBB0_186:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v68, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[50:51], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_214
.LBB0_187:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v69, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[52:53], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_215
.LBB0_188:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v70, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[54:55], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_216
.LBB0_189:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v71, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[56:57], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_217
.LBB0_190:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v72, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[58:59], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_218
.LBB0_191:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v73, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[60:61], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_219
.LBB0_192:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v74, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[62:63], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_220
.LBB0_193:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v75, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[64:65], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_221
.LBB0_194:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v76, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[66:67], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_222
.LBB0_195:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v77, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[70:71], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_223
.LBB0_196:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v78, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[72:73], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_224
.LBB0_197:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v79, 0
	s_branch .LBB0_225
.LBB0_198:
	v_mov_b32_e32 v51, 0
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[16:17], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_172
.LBB0_199:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s78
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[52:53], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v52, v[52:53], off
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_173
.LBB0_200:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s79
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[54:55], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v53, v[54:55], off
	s_and_b64 s[0:1], s[20:21], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_174
.LBB0_201:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s80
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[54:55], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v54, v[54:55], off
	s_and_b64 s[0:1], s[22:23], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_175
.LBB0_202:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s81
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[56:57], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v55, v[56:57], off
	s_and_b64 s[0:1], s[24:25], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_176
.LBB0_203:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s82
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[56:57], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v56, v[56:57], off
	s_and_b64 s[0:1], s[28:29], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_177
.LBB0_204:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s83
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[58:59], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v57, v[58:59], off
	s_and_b64 s[0:1], s[30:31], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_178
.LBB0_205:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s84
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[58:59], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v58, v[58:59], off
	s_and_b64 s[0:1], s[34:35], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_179
.LBB0_206:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s85
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[60:61], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v59, v[60:61], off
	s_and_b64 s[0:1], s[36:37], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_180
.LBB0_207:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s86
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[60:61], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v60, v[60:61], off
	s_and_b64 s[0:1], s[38:39], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_181
.LBB0_208:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s87
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[62:63], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v61, v[62:63], off
	s_and_b64 s[0:1], s[40:41], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_182
.LBB0_209:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s88
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[62:63], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v62, v[62:63], off
	s_and_b64 s[0:1], s[42:43], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_183
.LBB0_210:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s89
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v63, v[64:65], off
	s_and_b64 s[0:1], s[44:45], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_184
.LBB0_211:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s90
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v66, v[64:65], off
	s_and_b64 s[0:1], s[46:47], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_185
.LBB0_212:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s91
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v67, v[64:65], off
	s_and_b64 s[0:1], s[48:49], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_186
.LBB0_213:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s92
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v68, v[64:65], off
	s_and_b64 s[0:1], s[50:51], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_187
.LBB0_214:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s93
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v69, v[64:65], off
	s_and_b64 s[0:1], s[52:53], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_188
.LBB0_215:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s94
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v70, v[64:65], off
	s_and_b64 s[0:1], s[54:55], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_189
.LBB0_216:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s95
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v71, v[64:65], off
	s_and_b64 s[0:1], s[56:57], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_190
.LBB0_217:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s96
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v72, v[64:65], off
	s_and_b64 s[0:1], s[58:59], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_191
.LBB0_218:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s97
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v73, v[64:65], off
	s_and_b64 s[0:1], s[60:61], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_192
.LBB0_219:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s98
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v74, v[64:65], off
	s_and_b64 s[0:1], s[62:63], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_193
.LBB0_220:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s99
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v75, v[64:65], off
	s_and_b64 s[0:1], s[64:65], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_194
.LBB0_221:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, vcc_lo
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v76, v[64:65], off
	s_and_b64 s[0:1], s[66:67], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_195
.LBB0_222:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, vcc_hi
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v77, v[64:65], off
	s_and_b64 s[0:1], s[70:71], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_196
.LBB0_223:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s69
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v78, v[64:65], off
	s_and_b64 s[0:1], s[72:73], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_197
.LBB0_224:
	.loc	1 393 21                        ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s33
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v79, v[64:65], off
.LBB0_225:
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[26:27], exec
	s_cselect_b32 s0, 1, 0
	v_readlane_b32 s8, v254, 2
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_227
; %bb.226:
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	s_add_u32 s0, s6, s10
	s_addc_u32 s1, s7, 0
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[2:3]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v80, v[64:65], off
	s_branch .LBB0_228
.LBB0_227:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v80, 0
.LBB0_228:
	.loc	1 383 16 is_stmt 1              ; triton_corpus.py:383:16
	v_mov_b32_e32 v64, 0x3fb8aa3b
	.loc	1 379 9                         ; triton_corpus.py:379:9
	s_waitcnt lgkmcnt(2)
	v_lshrrev_b64 v[112:113], 24, v[94:95]
	v_lshrrev_b64 v[114:115], 24, v[96:97]
	.loc	1 383 16                        ; triton_corpus.py:383:16
	v_mul_f32_e32 v98, s11, v64
	.loc	1 377 21                        ; triton_corpus.py:377:21
	v_lshrrev_b32_e32 v64, 3, v126
	.loc	1 384 5                         ; triton_corpus.py:384:5
	s_sub_i32 s0, s68, 64
	.loc	1 379 9                         ; triton_corpus.py:379:9
	v_lshrrev_b64 v[108:109], 24, v[90:91]
	v_lshrrev_b64 v[110:111], 24, v[92:93]
	s_waitcnt lgkmcnt(1)
	v_lshrrev_b64 v[100:101], 24, v[82:83]
	v_lshrrev_b64 v[102:103], 24, v[84:85]
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b64 v[104:105], 24, v[86:87]
	v_lshrrev_b64 v[106:107], 24, v[88:89]
	.loc	1 377 21                        ; triton_corpus.py:377:21
	v_or_b32_e32 v65, 1, v64
	v_or_b32_e32 v113, 3, v64
	v_or_b32_e32 v162, 2, v64
	v_or_b32_e32 v158, 11, v64
	v_or_b32_e32 v159, 10, v64
	v_or_b32_e32 v160, 9, v64
	v_or_b32_e32 v161, 8, v64
	v_or_b32_e32 v115, 32, v64
	v_or_b32_e32 v135, 27, v64
	v_or_b32_e32 v136, 26, v64
	v_or_b32_e32 v137, 25, v64
	v_or_b32_e32 v138, 24, v64
	v_or_b32_e32 v139, 19, v64
	v_or_b32_e32 v140, 18, v64
	v_or_b32_e32 v141, 17, v64
	v_or_b32_e32 v142, 49, v64
	v_or_b32_e32 v143, 48, v64
	v_or_b32_e32 v144, 43, v64
	v_or_b32_e32 v145, 42, v64
	v_or_b32_e32 v146, 41, v64
	v_or_b32_e32 v147, 40, v64
	v_or_b32_e32 v148, 35, v64
	v_or_b32_e32 v149, 34, v64
	v_or_b32_e32 v150, 58, v64
	v_or_b32_e32 v151, 57, v64
	v_or_b32_e32 v152, 56, v64
	v_or_b32_e32 v153, 51, v64
	v_or_b32_e32 v154, 59, v64
	v_or_b32_e32 v155, 50, v64
	v_or_b32_e32 v156, 33, v64
	v_or_b32_e32 v157, 16, v64
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_mov_b32 s2, 0
	v_writelane_b32 v254, s0, 8
	.loc	1 384 5                         ; triton_corpus.py:384:5
	s_cmp_gt_i32 s0, 0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b8 v7, v15
	ds_write_b8 v7, v23 offset:2048
	ds_write_b8 v7, v31 offset:4096
	ds_write_b8 v7, v39 offset:6144
	ds_write_b8 v8, v16 offset:256
	ds_write_b8 v8, v24 offset:2304
	ds_write_b8 v8, v32 offset:4352
	ds_write_b8 v8, v40 offset:6400
	ds_write_b8 v9, v17 offset:512
	ds_write_b8 v9, v25 offset:2560
	ds_write_b8 v9, v33 offset:4608
	ds_write_b8 v9, v41 offset:6656
	ds_write_b8 v10, v18 offset:768
	ds_write_b8 v10, v26 offset:2816
	ds_write_b8 v10, v34 offset:4864
	ds_write_b8 v10, v42 offset:6912
	ds_write_b8 v11, v19 offset:1024
	ds_write_b8 v11, v27 offset:3072
	ds_write_b8 v11, v35 offset:5120
	ds_write_b8 v11, v43 offset:7168
	ds_write_b8 v12, v20 offset:1280
	ds_write_b8 v12, v28 offset:3328
	ds_write_b8 v12, v36 offset:5376
	ds_write_b8 v12, v44 offset:7424
	ds_write_b8 v14, v21 offset:1536
	ds_write_b8 v14, v29 offset:3584
	ds_write_b8 v14, v37 offset:5632
	ds_write_b8 v14, v45 offset:7680
	ds_write_b8 v13, v22 offset:1792
	ds_write_b8 v13, v30 offset:3840
	ds_write_b8 v13, v38 offset:5888
	ds_write_b8 v13, v46 offset:7936
	.loc	1 393 13                        ; triton_corpus.py:393:13
	ds_write_b8 v7, v47 offset:16384
	ds_write_b8 v7, v55 offset:18432
	ds_write_b8 v7, v63 offset:20480
	ds_write_b8 v7, v73 offset:22528
	ds_write_b8 v8, v48 offset:16640
	ds_write_b8 v8, v56 offset:18688
	ds_write_b8 v8, v66 offset:20736
	ds_write_b8 v8, v74 offset:22784
	ds_write_b8 v9, v49 offset:16896
	ds_write_b8 v9, v57 offset:18944
	ds_write_b8 v9, v67 offset:20992
	ds_write_b8 v9, v75 offset:23040
	ds_write_b8 v10, v50 offset:17152
	ds_write_b8 v10, v58 offset:19200
	ds_write_b8 v10, v68 offset:21248
	ds_write_b8 v10, v76 offset:23296
	ds_write_b8 v11, v51 offset:17408
	ds_write_b8 v11, v59 offset:19456
	ds_write_b8 v11, v69 offset:21504
	ds_write_b8 v11, v77 offset:23552
	ds_write_b8 v12, v52 offset:17664
	ds_write_b8 v12, v60 offset:19712
	ds_write_b8 v12, v70 offset:21760
	ds_write_b8 v12, v78 offset:23808
	ds_write_b8 v14, v53 offset:17920
	ds_write_b8 v14, v61 offset:19968
	ds_write_b8 v14, v71 offset:22016
	ds_write_b8 v14, v79 offset:24064
	ds_write_b8 v13, v54 offset:18176
	ds_write_b8 v13, v62 offset:20224
	ds_write_b8 v13, v72 offset:22272
	ds_write_b8 v13, v80 offset:24320
	.loc	1 384 5                         ; triton_corpus.py:384:5
	s_cbranch_scc1 .LBB0_230
; %bb.229:                              ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_mov_b64 s[0:1], 0
	v_mov_b64_e32 v[66:67], s[68:69]
	v_mov_b64_e32 v[68:69], s[70:71]
	v_mov_b64_e32 v[70:71], s[72:73]
	v_mov_b64_e32 v[72:73], s[74:75]
	s_branch .LBB0_231
.LBB0_230:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr66_vgpr67_vgpr68_vgpr69_vgpr70_vgpr71_vgpr72_vgpr73
.LBB0_231:                              ; %Flow
	s_lshr_b32 s10, s12, 2
	s_lshr_b32 s9, s8, 1
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_lshrrev_b32_e32 v34, 8, v90
	v_lshrrev_b32_e32 v176, 16, v90
	v_lshrrev_b32_e32 v35, 8, v91
	v_lshrrev_b32_e32 v178, 16, v91
	v_lshrrev_b32_e32 v179, 24, v91
	v_lshrrev_b32_e32 v180, 8, v92
	v_lshrrev_b32_e32 v181, 16, v92
	v_lshrrev_b32_e32 v184, 8, v93
	v_lshrrev_b32_e32 v185, 16, v93
	v_lshrrev_b32_e32 v187, 24, v93
	v_lshrrev_b32_e32 v190, 8, v94
	v_lshrrev_b32_e32 v191, 16, v94
	v_lshrrev_b32_e32 v194, 8, v95
	v_lshrrev_b32_e32 v195, 16, v95
	v_lshrrev_b32_e32 v197, 24, v95
	v_lshrrev_b32_e32 v198, 8, v96
	v_lshrrev_b32_e32 v199, 16, v96
	v_lshrrev_b32_e32 v200, 8, v97
	v_lshrrev_b32_e32 v201, 16, v97
	v_lshrrev_b32_e32 v202, 24, v97
	v_lshrrev_b32_e32 v60, 8, v82
	v_lshrrev_b32_e32 v163, 16, v82
	v_lshrrev_b32_e32 v61, 8, v83
	v_lshrrev_b32_e32 v173, 16, v83
	v_lshrrev_b32_e32 v170, 24, v83
	v_lshrrev_b32_e32 v62, 8, v84
	v_lshrrev_b32_e32 v175, 16, v84
	v_lshrrev_b32_e32 v63, 8, v85
	v_lshrrev_b32_e32 v171, 16, v85
	v_lshrrev_b32_e32 v172, 24, v85
	v_lshrrev_b32_e32 v50, 8, v86
	v_lshrrev_b32_e32 v174, 16, v86
	v_lshrrev_b32_e32 v182, 8, v87
	v_lshrrev_b32_e32 v183, 16, v87
	v_lshrrev_b32_e32 v186, 24, v87
	v_lshrrev_b32_e32 v188, 8, v88
	v_lshrrev_b32_e32 v189, 16, v88
	v_lshrrev_b32_e32 v192, 8, v89
	v_lshrrev_b32_e32 v193, 16, v89
	v_lshrrev_b32_e32 v196, 24, v89
	v_mov_b32_e32 v17, 0
	s_cmp_lg_u32 s0, 1
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v124, 0xff800000
	v_bitop3_b32 v203, v4, v6, v5 bitop3:0x36
	v_bfe_i32 v101, v0, 3, 1
	v_lshlrev_b32_e32 v109, 6, v0
	v_lshlrev_b32_e32 v111, 2, v0
	v_and_b32_e32 v103, 8, v1
	v_and_b32_e32 v105, 16, v0
	v_cmp_eq_u32_e32 vcc, 0, v126
	v_lshlrev_b32_e32 v107, 5, v0
	s_cbranch_scc1 .LBB0_426
; %bb.232:                              ; %.lr.ph
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v0, v97, v200, s0
	v_perm_b32 v1, v201, v202, s0
	v_lshl_or_b32 v73, v1, 16, v0
	v_perm_b32 v0, v96, v198, s0
	v_perm_b32 v1, v199, v114, s0
	v_lshl_or_b32 v72, v1, 16, v0
	v_perm_b32 v0, v95, v194, s0
	v_perm_b32 v1, v195, v197, s0
	v_lshl_or_b32 v71, v1, 16, v0
	v_perm_b32 v0, v94, v190, s0
	v_perm_b32 v1, v191, v112, s0
	v_lshl_or_b32 v70, v1, 16, v0
	v_perm_b32 v0, v93, v184, s0
	v_perm_b32 v1, v185, v187, s0
	v_lshl_or_b32 v69, v1, 16, v0
	v_perm_b32 v0, v92, v180, s0
	v_perm_b32 v1, v181, v110, s0
	v_lshl_or_b32 v68, v1, 16, v0
	v_perm_b32 v0, v91, v35, s0
	v_perm_b32 v1, v178, v179, s0
	v_lshl_or_b32 v67, v1, 16, v0
	v_perm_b32 v0, v90, v34, s0
	v_perm_b32 v1, v176, v108, s0
	v_lshl_or_b32 v66, v1, 16, v0
	v_perm_b32 v0, v89, v192, s0
	v_perm_b32 v1, v193, v196, s0
	v_lshl_or_b32 v81, v1, 16, v0
	v_perm_b32 v0, v88, v188, s0
	v_perm_b32 v1, v189, v106, s0
	v_lshl_or_b32 v80, v1, 16, v0
	v_perm_b32 v0, v87, v182, s0
	v_perm_b32 v1, v183, v186, s0
	v_lshl_or_b32 v79, v1, 16, v0
	v_perm_b32 v0, v86, v50, s0
	v_perm_b32 v1, v174, v104, s0
	v_lshl_or_b32 v78, v1, 16, v0
	v_perm_b32 v0, v85, v63, s0
	v_perm_b32 v1, v171, v172, s0
	v_lshl_or_b32 v77, v1, 16, v0
	v_perm_b32 v0, v84, v62, s0
	v_perm_b32 v1, v175, v102, s0
	v_lshl_or_b32 v76, v1, 16, v0
	v_perm_b32 v0, v83, v61, s0
	v_perm_b32 v1, v173, v170, s0
	v_lshl_or_b32 v75, v1, 16, v0
	v_perm_b32 v0, v82, v60, s0
	v_perm_b32 v1, v163, v100, s0
	v_lshl_or_b32 v74, v1, 16, v0
	v_and_b32_e32 v0, 48, v111
	s_movk_i32 s0, 0xb80
	v_and_or_b32 v0, v109, s0, v0
	s_lshl_b32 s0, s8, 1
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	v_lshl_add_u64 v[116:117], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[118:119], s[6:7], 0, v[2:3]
	v_bitop3_b32 v204, s9, v0, v105 bitop3:0x36
	v_writelane_b32 v254, s0, 9
	s_movk_i32 s0, 0x110
	v_mov_b32_e32 v0, 0x110
	v_and_b32_e32 v2, 0x4c0, v107
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_and_or_b32 v2, v101, s0, v2
	v_xor_b32_e32 v1, v0, v125
	v_writelane_b32 v254, s9, 10
	v_bitop3_b32 v2, s10, v2, v105 bitop3:0xf6
	v_bitop3_b32 v0, s9, v0, v125 bitop3:0xf6
	v_bitop3_b32 v1, s9, 32, v1 bitop3:0x36
	v_writelane_b32 v254, s10, 11
	v_or_b32_e32 v3, v2, v103
	v_bitop3_b32 v2, v2, 32, v103 bitop3:0x36
	v_mov_b32_e32 v14, 0
	v_accvgpr_write_b32 a44, v35
	v_accvgpr_write_b32 a43, v34
	v_accvgpr_write_b32 a42, v50
	v_accvgpr_write_b32 a41, v63
	v_accvgpr_write_b32 a40, v62
	v_accvgpr_write_b32 a39, v61
	v_accvgpr_write_b32 a38, v60
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_mov_b32_e32 v120, v98
	v_mov_b32_e32 v121, v98
	v_mov_b32_e32 v122, v98
	v_mov_b32_e32 v123, v98
	s_movk_i32 s69, 0x4000
	.loc	1 384 5                         ; triton_corpus.py:384:5
	s_or_b32 s66, s12, 0x3f00
	v_mov_b32_e32 v209, 0
	v_mov_b32_e32 v210, 0xff800000
	v_add_u32_e32 v205, 0, v0
	v_add_u32_e32 v206, 0, v1
	v_add_u32_e32 v207, 0, v3
	v_add_u32_e32 v208, 0, v2
	s_mov_b32 s1, 0
	s_mov_b32 s33, 0
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
	v_mov_b32_e32 v30, v14
	v_mov_b32_e32 v31, v14
	v_mov_b32_e32 v28, v14
	v_mov_b32_e32 v29, v14
	v_mov_b32_e32 v26, v14
	v_mov_b32_e32 v27, v14
	v_mov_b32_e32 v24, v14
	v_mov_b32_e32 v25, v14
	v_mov_b32_e32 v22, v14
	v_mov_b32_e32 v23, v14
	v_mov_b32_e32 v20, v14
	v_mov_b32_e32 v21, v14
	v_mov_b32_e32 v18, v14
	v_mov_b32_e32 v19, v14
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v17, v14
	v_readlane_b32 s3, v254, 6
                                        ; implicit-def: $vgpr255 : SGPR spill to VGPR lane
	s_branch .LBB0_235
.LBB0_233:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21                        ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[66:67]
	.loc	1 393 13 is_stmt 0              ; triton_corpus.py:393:13
	global_load_ubyte a21, v[164:165], off
.LBB0_234:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 391 30 is_stmt 1              ; triton_corpus.py:391:30
	v_sub_f32_e32 v164, v210, v124
	.loc	1 391 17 is_stmt 0              ; triton_corpus.py:391:17
	v_exp_f32_e32 v164, v164
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_add3_u32 v165, s69, v103, v204
	ds_read_b64_tr_b8 a[22:23], v165
	ds_read_b64_tr_b8 a[24:25], v165 offset:1088
	ds_read_b64_tr_b8 a[26:27], v165 offset:4096
	ds_read_b64_tr_b8 a[28:29], v165 offset:5184
	ds_read_b64_tr_b8 a[30:31], v165 offset:64
	ds_read_b64_tr_b8 a[32:33], v165 offset:1024
	ds_read_b64_tr_b8 a[34:35], v165 offset:4160
	ds_read_b64_tr_b8 a[36:37], v165 offset:5120
	v_lshl_add_u32 v165, v125, 2, 0
	.loc	1 394 15                        ; triton_corpus.py:394:15
	v_readlane_b32 s0, v254, 9
	.loc	1 394 45 is_stmt 0              ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v32, v32, v33, 1.0
.Ltmp2:
	.file	2 "/work/venvs/emucorpus/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:392:29 ] ]
	v_add_f32_e32 v99, v99, v211
.Ltmp3:
	.loc	1 394 15                        ; triton_corpus.py:394:15
	v_add_u32_e32 v166, s0, v165
	.loc	1 394 45 is_stmt 0              ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v32, v34, v35, 1.0 op_sel:[0,0,0,1]
	.loc	1 392 15 is_stmt 1              ; triton_corpus.py:392:15
	v_fmac_f32_e32 v99, v209, v164
	.loc	1 394 15                        ; triton_corpus.py:394:15
	ds_write_b32 v166, v164 offset:32768
	v_add_u32_e32 v164, s12, v165
	.loc	1 394 45 is_stmt 0              ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v34, v40, v41, 1.0
	v_lshrrev_b32_e32 v40, 8, v32
	.loc	1 394 15                        ; triton_corpus.py:394:15
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v164, v164 offset:32768
	.loc	1 394 45                        ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v34, v42, v43, 1.0 op_sel:[0,0,0,1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v205, v32 offset:32768
	ds_write_b8 v205, v40 offset:32832
	ds_write_b8_d16_hi v205, v32 offset:32896
	v_lshrrev_b32_e32 v32, 24, v32
	v_cvt_scalef32_pk_fp8_f32 v33, v36, v37, 1.0
	v_cvt_scalef32_pk_fp8_f32 v36, v48, v49, 1.0
	ds_write_b8 v205, v32 offset:32960
	ds_write_b8 v205, v34 offset:33792
	v_lshrrev_b32_e32 v32, 8, v34
	v_cvt_scalef32_pk_fp8_f32 v36, v50, v51, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v205, v32 offset:33856
	ds_write_b8_d16_hi v205, v34 offset:33920
	v_lshrrev_b32_e32 v32, 24, v34
	v_cvt_scalef32_pk_fp8_f32 v33, v38, v39, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v38, v56, v57, 1.0
	ds_write_b8 v205, v32 offset:33984
	ds_write_b8 v205, v36 offset:34816
	v_lshrrev_b32_e32 v32, 8, v36
	v_cvt_scalef32_pk_fp8_f32 v38, v58, v59, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v205, v32 offset:34880
	ds_write_b8_d16_hi v205, v36 offset:34944
	v_lshrrev_b32_e32 v32, 24, v36
	ds_write_b8 v205, v32 offset:35008
	ds_write_b8 v205, v38 offset:35840
	v_lshrrev_b32_e32 v32, 8, v38
	ds_write_b8 v205, v32 offset:35904
	ds_write_b8_d16_hi v205, v38 offset:35968
	v_lshrrev_b32_e32 v32, 24, v38
	v_cvt_scalef32_pk_fp8_f32 v35, v44, v45, 1.0
	ds_write_b8 v205, v32 offset:36032
	ds_write_b8 v206, v33 offset:33280
	v_lshrrev_b32_e32 v32, 8, v33
	v_cvt_scalef32_pk_fp8_f32 v35, v46, v47, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v206, v32 offset:33344
	ds_write_b8_d16_hi v206, v33 offset:33408
	v_lshrrev_b32_e32 v32, 24, v33
	v_cvt_scalef32_pk_fp8_f32 v37, v52, v53, 1.0
	ds_write_b8 v206, v32 offset:33472
	ds_write_b8 v206, v35 offset:34304
	v_lshrrev_b32_e32 v32, 8, v35
	v_cvt_scalef32_pk_fp8_f32 v37, v54, v55, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v206, v32 offset:34368
	ds_write_b8_d16_hi v206, v35 offset:34432
	v_lshrrev_b32_e32 v32, 24, v35
	v_cvt_scalef32_pk_fp8_f32 v39, v60, v61, 1.0
	ds_write_b8 v206, v32 offset:34496
	ds_write_b8 v206, v37 offset:35328
	v_lshrrev_b32_e32 v32, 8, v37
	v_cvt_scalef32_pk_fp8_f32 v39, v62, v63, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v206, v32 offset:35392
	ds_write_b8_d16_hi v206, v37 offset:35456
	v_lshrrev_b32_e32 v32, 24, v37
	ds_write_b8 v206, v32 offset:35520
	ds_write_b8 v206, v39 offset:36352
	v_lshrrev_b32_e32 v32, 8, v39
	ds_write_b8 v206, v32 offset:36416
	ds_write_b8_d16_hi v206, v39 offset:36480
	v_lshrrev_b32_e32 v32, 24, v39
	ds_write_b8 v206, v32 offset:36544
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[32:33], v207 offset:32768
	ds_read_b64_tr_b8 v[36:37], v207 offset:34816
	ds_read_b64_tr_b8 v[34:35], v208 offset:33280
	ds_read_b64_tr_b8 v[38:39], v208 offset:35328
	.loc	1 394 15                        ; triton_corpus.py:394:15
	v_pk_mul_f32 v[0:1], v[0:1], v[164:165] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[164:165] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[164:165] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[164:165] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[164:165] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[164:165] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[164:165] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[164:165] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[164:165] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[164:165] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[164:165] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[164:165] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[164:165] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[164:165] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[164:165] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[164:165] op_sel_hi:[1,0]
	.loc	1 394 38                        ; triton_corpus.py:394:38
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[22:29], v[32:39], v[0:15]
	v_readlane_b32 s1, v254, 3
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_add_i32 s33, s33, 64
	s_add_i32 s0, s1, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s1, s0, 0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_lshl_b32 s2, s1, 13
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_add_i32 s69, s2, 0x4000
	.loc	1 384 5                         ; triton_corpus.py:384:5
	s_addk_i32 s66, 0x2000
	v_readlane_b32 s0, v254, 8
	s_cmp_lt_i32 s33, s0
	v_mov_b32_e32 v209, v99
	v_mov_b32_e32 v210, v124
	.loc	1 394 38                        ; triton_corpus.py:394:38
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[30:37], v[32:39], v[16:31]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	v_add_u32_e32 v32, s2, v127
	v_add_u32_e32 v33, s2, v128
	v_add_u32_e32 v34, s2, v129
	v_add_u32_e32 v35, s2, v130
	v_add_u32_e32 v36, s2, v131
	v_add_u32_e32 v37, s2, v132
	v_add_u32_e32 v38, s2, v133
	v_add_u32_e32 v39, s2, v134
	s_waitcnt vmcnt(0)
	ds_write_b8 v32, v212
	ds_write_b8 v32, v220 offset:2048
	ds_write_b8 v32, v228 offset:4096
	ds_write_b8 v32, v236 offset:6144
	ds_write_b8 v33, v213 offset:256
	ds_write_b8 v33, v221 offset:2304
	ds_write_b8 v33, v229 offset:4352
	ds_write_b8 v33, v237 offset:6400
	ds_write_b8 v34, v214 offset:512
	ds_write_b8 v34, v222 offset:2560
	ds_write_b8 v34, v230 offset:4608
	ds_write_b8 v34, v238 offset:6656
	ds_write_b8 v35, v215 offset:768
	ds_write_b8 v35, v223 offset:2816
	ds_write_b8 v35, v231 offset:4864
	ds_write_b8 v35, v239 offset:6912
	ds_write_b8 v36, v216 offset:1024
	ds_write_b8 v36, v224 offset:3072
	ds_write_b8 v36, v232 offset:5120
	ds_write_b8 v36, v240 offset:7168
	ds_write_b8 v37, v217 offset:1280
	ds_write_b8 v37, v225 offset:3328
	ds_write_b8 v37, v233 offset:5376
	ds_write_b8 v37, v241 offset:7424
	ds_write_b8 v38, v218 offset:1536
	ds_write_b8 v38, v226 offset:3584
	ds_write_b8 v38, v234 offset:5632
	ds_write_b8 v38, v242 offset:7680
	ds_write_b8 v39, v219 offset:1792
	ds_write_b8 v39, v227 offset:3840
	ds_write_b8 v39, v235 offset:5888
	ds_write_b8 v39, v243 offset:7936
	.loc	1 393 13                        ; triton_corpus.py:393:13
	ds_write_b8 v32, v244 offset:16384
	ds_write_b8 v32, v252 offset:18432
	ds_write_b8 v32, a6 offset:20480
	ds_write_b8 v32, a14 offset:22528
	ds_write_b8 v33, v245 offset:16640
	ds_write_b8 v33, v253 offset:18688
	ds_write_b8 v33, a7 offset:20736
	ds_write_b8 v33, a15 offset:22784
	ds_write_b8 v34, v246 offset:16896
	ds_write_b8 v34, a0 offset:18944
	ds_write_b8 v34, a8 offset:20992
	ds_write_b8 v34, a16 offset:23040
	ds_write_b8 v35, v247 offset:17152
	ds_write_b8 v35, a1 offset:19200
	ds_write_b8 v35, a9 offset:21248
	ds_write_b8 v35, a17 offset:23296
	ds_write_b8 v36, v248 offset:17408
	ds_write_b8 v36, a2 offset:19456
	ds_write_b8 v36, a10 offset:21504
	ds_write_b8 v36, a18 offset:23552
	ds_write_b8 v37, v249 offset:17664
	ds_write_b8 v37, a3 offset:19712
	ds_write_b8 v37, a11 offset:21760
	ds_write_b8 v37, a19 offset:23808
	ds_write_b8 v38, v250 offset:17920
	ds_write_b8 v38, a4 offset:19968
	ds_write_b8 v38, a12 offset:22016
	ds_write_b8 v38, a20 offset:24064
	ds_write_b8 v39, v251 offset:18176
	ds_write_b8 v39, a5 offset:20224
	ds_write_b8 v39, a13 offset:22272
	ds_write_b8 v39, a21 offset:24320
	.loc	1 384 5                         ; triton_corpus.py:384:5
	s_cbranch_scc0 .LBB0_427
.LBB0_235:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 385 14                        ; triton_corpus.py:385:14
	s_add_i32 s0, s3, s33
	v_writelane_b32 v254, s1, 3
	s_add_i32 s1, s0, 64
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[6:7], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s6, 12
	s_nop 1
	v_writelane_b32 v254, s7, 13
	s_add_i32 s6, s66, 0xffffe100
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_237
; %bb.236:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_ashr_i32 s7, s6, 31
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[6:7]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v212, v[32:33], off
	s_branch .LBB0_238
.LBB0_237:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v212, 0
.LBB0_238:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x42
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s8, 14
	s_nop 1
	v_writelane_b32 v254, s9, 15
	s_add_i32 s8, s66, 0xffffe200
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s9, s8, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_240
; %bb.239:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[8:9]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v213, v[32:33], off
	s_branch .LBB0_241
.LBB0_240:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v213, 0
.LBB0_241:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x44
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[10:11], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s10, 16
	s_nop 1
	v_writelane_b32 v254, s11, 17
	s_add_i32 s10, s66, 0xffffe300
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s11, s10, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_243
; %bb.242:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[10:11]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v214, v[32:33], off
	s_branch .LBB0_244
.LBB0_243:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v214, 0
.LBB0_244:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x46
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[12:13], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s12, 18
	s_nop 1
	v_writelane_b32 v254, s13, 19
	s_add_i32 s12, s66, 0xffffe400
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s13, s12, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_246
; %bb.245:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[12:13]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v215, v[32:33], off
	s_branch .LBB0_247
.LBB0_246:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v215, 0
.LBB0_247:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x48
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s14, 20
	s_nop 1
	v_writelane_b32 v254, s15, 21
	s_add_i32 s14, s66, 0xffffe500
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s15, s14, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_249
; %bb.248:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[14:15]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v216, v[32:33], off
	s_branch .LBB0_250
.LBB0_249:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v216, 0
.LBB0_250:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x4a
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s16, 22
	s_nop 1
	v_writelane_b32 v254, s17, 23
	s_add_i32 s16, s66, 0xffffe600
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s17, s16, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_252
; %bb.251:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[16:17]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v217, v[32:33], off
	s_branch .LBB0_253
.LBB0_252:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v217, 0
.LBB0_253:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x4c
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[18:19], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s18, 24
	s_nop 1
	v_writelane_b32 v254, s19, 25
	s_add_i32 s18, s66, 0xffffe700
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s19, s18, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_255
; %bb.254:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[18:19]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v218, v[32:33], off
	s_branch .LBB0_256
.LBB0_255:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v218, 0
.LBB0_256:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x4e
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[20:21], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s20, 26
	s_nop 1
	v_writelane_b32 v254, s21, 27
	s_add_i32 s20, s66, 0xffffe800
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s21, s20, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_258
; %bb.257:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[20:21]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v219, v[32:33], off
	s_branch .LBB0_259
.LBB0_258:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v219, 0
.LBB0_259:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x50
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s22, 28
	s_nop 1
	v_writelane_b32 v254, s23, 29
	s_add_i32 s22, s66, 0xffffe900
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s23, s22, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_261
; %bb.260:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[22:23]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v220, v[32:33], off
	s_branch .LBB0_262
.LBB0_261:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v220, 0
.LBB0_262:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x52
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[24:25], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s24, 30
	s_nop 1
	v_writelane_b32 v254, s25, 31
	s_add_i32 s24, s66, 0xffffea00
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s25, s24, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_264
; %bb.263:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[24:25]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v221, v[32:33], off
	s_branch .LBB0_265
.LBB0_264:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v221, 0
.LBB0_265:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x54
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[26:27], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s26, 32
	s_nop 1
	v_writelane_b32 v254, s27, 33
	s_add_i32 s26, s66, 0xffffeb00
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s27, s26, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_267
; %bb.266:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[26:27]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v222, v[32:33], off
	s_branch .LBB0_268
.LBB0_267:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v222, 0
.LBB0_268:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x56
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s28, 34
	s_nop 1
	v_writelane_b32 v254, s29, 35
	s_add_i32 s28, s66, 0xffffec00
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s29, s28, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_270
; %bb.269:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[28:29]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v223, v[32:33], off
	s_branch .LBB0_271
.LBB0_270:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v223, 0
.LBB0_271:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x58
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[30:31], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s30, 36
	s_nop 1
	v_writelane_b32 v254, s31, 37
	s_add_i32 s30, s66, 0xffffed00
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s31, s30, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_273
; %bb.272:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[30:31]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v224, v[32:33], off
	s_branch .LBB0_274
.LBB0_273:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v224, 0
.LBB0_274:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x5a
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s34, 38
	s_nop 1
	v_writelane_b32 v254, s35, 39
	s_add_i32 s34, s66, 0xffffee00
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s35, s34, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_276
; %bb.275:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[34:35]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v225, v[32:33], off
	s_branch .LBB0_277
.LBB0_276:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v225, 0
.LBB0_277:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x5c
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s36, 40
	s_nop 1
	v_writelane_b32 v254, s37, 41
	s_add_i32 s36, s66, 0xffffef00
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s37, s36, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_279
; %bb.278:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[36:37]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v226, v[32:33], off
	s_branch .LBB0_280
.LBB0_279:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v226, 0
.LBB0_280:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x5e
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[38:39], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v254, s38, 42
	s_add_i32 s74, s66, 0xfffff000
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s75, s74, 31
	.loc	1 386 29                        ; triton_corpus.py:386:29
	v_writelane_b32 v254, s39, 43
	.loc	1 386 13                        ; triton_corpus.py:386:13
	v_writelane_b32 v254, s14, 44
	v_writelane_b32 v255, s36, 0
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	v_writelane_b32 v254, s15, 45
	v_writelane_b32 v254, s16, 46
	v_writelane_b32 v255, s37, 1
	s_nop 0
	v_writelane_b32 v254, s17, 47
	v_writelane_b32 v254, s18, 48
	s_nop 1
	v_writelane_b32 v254, s19, 49
	v_writelane_b32 v254, s20, 50
	s_nop 1
	v_writelane_b32 v254, s21, 51
	v_writelane_b32 v254, s22, 52
	s_nop 1
	v_writelane_b32 v254, s23, 53
	v_writelane_b32 v254, s24, 54
	s_nop 1
	v_writelane_b32 v254, s25, 55
	v_writelane_b32 v254, s26, 56
	s_nop 1
	v_writelane_b32 v254, s27, 57
	v_writelane_b32 v254, s28, 58
	s_nop 1
	v_writelane_b32 v254, s29, 59
	v_writelane_b32 v254, s30, 60
	s_nop 1
	v_writelane_b32 v254, s31, 61
	v_writelane_b32 v254, s34, 62
	s_nop 1
	v_writelane_b32 v254, s35, 63
	s_cbranch_scc1 .LBB0_282
; %bb.281:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[74:75]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v227, v[32:33], off
	s_branch .LBB0_283
.LBB0_282:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v227, 0
.LBB0_283:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x60
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s70, s66, 0xfffff100
	v_writelane_b32 v255, s14, 2
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s71, s70, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 29                        ; triton_corpus.py:386:29
	v_writelane_b32 v255, s15, 3
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_285
; %bb.284:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[70:71]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v228, v[32:33], off
	s_branch .LBB0_286
.LBB0_285:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v228, 0
.LBB0_286:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x62
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s72, s66, 0xfffff200
	v_writelane_b32 v255, s14, 4
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s73, s72, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 29                        ; triton_corpus.py:386:29
	v_writelane_b32 v255, s15, 5
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_288
; %bb.287:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[72:73]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v229, v[32:33], off
	s_branch .LBB0_289
.LBB0_288:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v229, 0
.LBB0_289:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x64
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s78, s66, 0xfffff300
	v_writelane_b32 v255, s14, 6
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s79, s78, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 29                        ; triton_corpus.py:386:29
	v_writelane_b32 v255, s15, 7
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_291
; %bb.290:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[78:79]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v230, v[32:33], off
	s_branch .LBB0_292
.LBB0_291:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v230, 0
.LBB0_292:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x66
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s82, s66, 0xfffff400
	v_writelane_b32 v255, s14, 8
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s83, s82, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 29                        ; triton_corpus.py:386:29
	v_writelane_b32 v255, s15, 9
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_294
; %bb.293:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[82:83]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v231, v[32:33], off
	s_branch .LBB0_295
.LBB0_294:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v231, 0
.LBB0_295:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x68
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s86, s66, 0xfffff500
	v_writelane_b32 v255, s14, 10
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s87, s86, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 29                        ; triton_corpus.py:386:29
	v_writelane_b32 v255, s15, 11
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_297
; %bb.296:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[86:87]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v232, v[32:33], off
	s_branch .LBB0_298
.LBB0_297:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v232, 0
.LBB0_298:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x6a
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s90, s66, 0xfffff600
	v_writelane_b32 v255, s14, 12
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s91, s90, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 29                        ; triton_corpus.py:386:29
	v_writelane_b32 v255, s15, 13
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_300
; %bb.299:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[90:91]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v233, v[32:33], off
	s_branch .LBB0_301
.LBB0_300:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v233, 0
.LBB0_301:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x6c
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s94, s66, 0xfffff700
	v_writelane_b32 v255, s14, 14
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s95, s94, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 29                        ; triton_corpus.py:386:29
	v_writelane_b32 v255, s15, 15
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_303
; %bb.302:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[94:95]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v234, v[32:33], off
	s_branch .LBB0_304
.LBB0_303:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v234, 0
.LBB0_304:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x6e
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v255, s14, 16
	s_add_i32 s98, s66, 0xfffff800
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s99, s98, 31
	.loc	1 386 29                        ; triton_corpus.py:386:29
	v_writelane_b32 v255, s15, 17
	.loc	1 386 13                        ; triton_corpus.py:386:13
	v_writelane_b32 v255, s8, 18
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_nop 0
	v_writelane_b32 v255, s9, 19
	s_cbranch_scc1 .LBB0_306
; %bb.305:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[98:99]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v235, v[32:33], off
	s_branch .LBB0_307
.LBB0_306:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v235, 0
.LBB0_307:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x70
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	v_writelane_b32 v255, s8, 20
	s_nop 1
	v_writelane_b32 v255, s9, 21
	s_add_i32 s8, s66, 0xfffff900
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s9, s8, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_309
; %bb.308:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[8:9]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v236, v[32:33], off
	s_branch .LBB0_310
.LBB0_309:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v236, 0
.LBB0_310:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x72
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s80, s66, 0xfffffa00
	v_writelane_b32 v255, s14, 22
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s81, s80, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 29                        ; triton_corpus.py:386:29
	v_writelane_b32 v255, s15, 23
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_312
; %bb.311:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[80:81]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v237, v[32:33], off
	s_branch .LBB0_313
.LBB0_312:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v237, 0
.LBB0_313:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x74
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s88, s66, 0xfffffb00
	v_writelane_b32 v255, s14, 24
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s89, s88, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 29                        ; triton_corpus.py:386:29
	v_writelane_b32 v255, s15, 25
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_315
; %bb.314:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[88:89]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v238, v[32:33], off
	s_branch .LBB0_316
.LBB0_315:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v238, 0
.LBB0_316:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x76
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s96, s66, 0xfffffc00
	v_writelane_b32 v255, s14, 26
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s97, s96, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 29                        ; triton_corpus.py:386:29
	v_writelane_b32 v255, s15, 27
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_318
; %bb.317:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[96:97]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v239, v[32:33], off
	s_branch .LBB0_319
.LBB0_318:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v239, 0
.LBB0_319:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x78
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s76, s66, 0xfffffd00
	v_writelane_b32 v255, s14, 28
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s77, s76, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 29                        ; triton_corpus.py:386:29
	v_writelane_b32 v255, s15, 29
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_321
; %bb.320:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[76:77]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v240, v[32:33], off
	s_branch .LBB0_322
.LBB0_321:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v240, 0
.LBB0_322:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x7a
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s92, s66, 0xfffffe00
	v_writelane_b32 v255, s14, 30
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s93, s92, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 29                        ; triton_corpus.py:386:29
	v_writelane_b32 v255, s15, 31
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_324
; %bb.323:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[92:93]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v241, v[32:33], off
	s_branch .LBB0_325
.LBB0_324:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v241, 0
.LBB0_325:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_add_i32 s1, s0, 0x7c
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s1, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 29 is_stmt 0              ; triton_corpus.py:386:29
	s_add_i32 s84, s66, 0xffffff00
	v_writelane_b32 v255, s14, 32
	.loc	1 386 21                        ; triton_corpus.py:386:21
	s_ashr_i32 s85, s84, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s1, s68
	.loc	1 386 29                        ; triton_corpus.py:386:29
	v_writelane_b32 v255, s15, 33
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_cbranch_scc1 .LBB0_327
; %bb.326:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[84:85]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v242, v[32:33], off
	s_branch .LBB0_328
.LBB0_327:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v242, 0
.LBB0_328:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 385 14 is_stmt 1              ; triton_corpus.py:385:14
	s_addk_i32 s0, 0x7e
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_lt_i32 s0, s68
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 386 21 is_stmt 0              ; triton_corpus.py:386:21
	v_writelane_b32 v255, s14, 34
	s_ashr_i32 s67, s66, 31
	.loc	1 386 65                        ; triton_corpus.py:386:65
	s_cmp_ge_i32 s0, s68
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_writelane_b32 v255, s15, 35
	.loc	1 386 13                        ; triton_corpus.py:386:13
	v_writelane_b32 v255, s10, 36
	s_nop 1
	v_writelane_b32 v255, s11, 37
	v_writelane_b32 v255, s12, 38
	s_nop 1
	v_writelane_b32 v255, s13, 39
	v_writelane_b32 v255, s6, 40
	s_nop 1
	v_writelane_b32 v255, s7, 41
	s_cbranch_scc1 .LBB0_330
; %bb.329:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 386 21                        ; triton_corpus.py:386:21
	v_lshl_add_u64 v[32:33], v[116:117], 0, s[66:67]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	global_load_ubyte v243, v[32:33], off
	s_branch .LBB0_331
.LBB0_330:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v243, 0
.LBB0_331:                              ;   in Loop: Header=BB0_235 Depth=1
	v_xor_b32_e32 v32, 32, v203
	.loc	1 386 13 is_stmt 1              ; triton_corpus.py:386:13
	v_add_u32_e32 v165, s2, v203
	v_add_u32_e32 v166, s2, v32
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 a[0:3], v165
	ds_read_b128 a[4:7], v166
	v_xor_b32_e32 v251, 64, v203
	v_xor_b32_e32 v252, 0x60, v203
	v_add_u32_e32 v251, s2, v251
	.loc	1 387 13                        ; triton_corpus.py:387:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[0:7], v[66:73], 0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	v_add_u32_e32 v252, s2, v252
	ds_read_b128 a[0:3], v251
	ds_read_b128 a[4:7], v252
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v48, s33, v162
	v_or_b32_e32 v49, s33, v158
	v_or_b32_e32 v50, s33, v159
	v_or_b32_e32 v51, s33, v160
	v_or_b32_e32 v52, s33, v161
	v_or_b32_e32 v53, s33, v113
	v_or_b32_e32 v54, s33, v64
	v_or_b32_e32 v55, s33, v65
	v_or_b32_e32 v56, s33, v136
	v_or_b32_e32 v57, s33, v137
	v_or_b32_e32 v58, s33, v138
	v_or_b32_e32 v59, s33, v139
	.loc	1 387 13                        ; triton_corpus.py:387:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[0:7], v[74:81], v[32:47]
	.loc	1 386 13                        ; triton_corpus.py:386:13
	ds_read_b128 a[0:3], v165 offset:4096
	ds_read_b128 a[4:7], v166 offset:4096
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v60, s33, v115
	v_or_b32_e32 v61, s33, v135
	v_or_b32_e32 v62, s33, v140
	v_or_b32_e32 v63, s33, v141
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e64 s[30:31], s68, v55
	v_cmp_gt_i32_e64 s[36:37], s68, v54
	v_cmp_gt_i32_e64 s[38:39], s68, v53
	v_cmp_gt_i32_e64 s[40:41], s68, v52
	v_cmp_gt_i32_e64 s[42:43], s68, v51
	v_cmp_gt_i32_e64 s[44:45], s68, v50
	v_cmp_gt_i32_e64 s[46:47], s68, v49
	v_cmp_gt_i32_e64 s[48:49], s68, v48
	v_cmp_gt_i32_e64 s[12:13], s68, v63
	v_cmp_gt_i32_e64 s[16:17], s68, v62
	v_cmp_gt_i32_e64 s[20:21], s68, v61
	v_cmp_gt_i32_e64 s[22:23], s68, v60
	v_cmp_gt_i32_e64 s[24:25], s68, v59
	v_cmp_gt_i32_e64 s[26:27], s68, v58
	v_cmp_gt_i32_e64 s[28:29], s68, v57
	v_cmp_gt_i32_e64 s[34:35], s68, v56
	.loc	1 387 13                        ; triton_corpus.py:387:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[0:7], v[66:73], 0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	ds_read_b128 a[0:3], v251 offset:4096
	ds_read_b128 a[4:7], v252 offset:4096
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v99, s33, v142
	v_or_b32_e32 v244, s33, v149
	v_or_b32_e32 v245, s33, v150
	v_or_b32_e32 v124, s33, v143
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v244
	v_cmp_gt_i32_e64 s[18:19], s68, v99
	v_cmp_gt_i32_e64 s[64:65], s68, v245
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_mov_b32_e32 v99, v98
	v_pk_mov_b32 v[244:245], v[44:45], v[46:47] op_sel:[1,0]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v247, s33, v152
	v_or_b32_e32 v253, s33, v156
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e64 s[14:15], s68, v124
	v_mov_b32_e32 v124, 0xff800000
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mov_b32 v[44:45], v[42:43], v[44:45] op_sel:[1,0]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[0:7], v[74:81], v[48:63]
	v_pk_mov_b32 v[42:43], v[40:41], v[42:43] op_sel:[1,0]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v164, s33, v144
	v_or_b32_e32 v167, s33, v145
	v_or_b32_e32 v168, s33, v146
	v_or_b32_e32 v169, s33, v147
	v_or_b32_e32 v211, s33, v148
	v_or_b32_e32 v246, s33, v151
	v_or_b32_e32 v248, s33, v153
	v_or_b32_e32 v249, s33, v154
	v_or_b32_e32 v250, s33, v155
	v_or_b32_e32 v177, s33, v157
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e64 s[60:61], s68, v247
	v_cmp_gt_i32_e64 s[52:53], s68, v253
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[34:35], v[98:99], v[34:35]
	v_pk_mul_f32 v[36:37], v[98:99], v[36:37]
	v_pk_mul_f32 v[32:33], v[122:123], v[32:33]
	v_pk_mul_f32 v[44:45], v[98:99], v[44:45]
	v_pk_mul_f32 v[244:245], v[98:99], v[244:245]
	v_pk_mul_f32 v[42:43], v[122:123], v[42:43]
	v_pk_mov_b32 v[46:47], v[46:47], v[48:49] op_sel:[1,0]
	v_mov_b32_e32 v41, v49
	v_pk_mul_f32 v[46:47], v[98:99], v[46:47]
	v_pk_mul_f32 v[40:41], v[120:121], v[40:41]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e64 v48, v124, v47, s[22:23]
	v_cndmask_b32_e64 v247, v124, v46, s[20:21]
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[46:47], v[122:123], v[50:51]
	v_pk_mul_f32 v[50:51], v[98:99], v[52:53]
	v_pk_mul_f32 v[52:53], v[98:99], v[54:55]
	v_pk_mul_f32 v[54:55], v[98:99], v[56:57]
	v_mov_b32_e32 v56, v59
	v_mov_b32_e32 v57, v60
	v_mov_b32_e32 v60, v61
	v_mov_b32_e32 v61, v62
	v_mov_b32_e32 v59, v63
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e64 s[0:1], s68, v211
	v_cmp_gt_i32_e64 s[2:3], s68, v169
	v_cmp_gt_i32_e64 s[4:5], s68, v168
	v_cmp_gt_i32_e64 s[6:7], s68, v167
	v_cmp_gt_i32_e64 s[10:11], s68, v164
	v_cmp_gt_i32_e64 s[58:59], s68, v248
	v_cmp_gt_i32_e64 s[62:63], s68, v246
	v_cmp_gt_i32_e64 s[50:51], s68, v177
	v_cmp_gt_i32_e64 s[54:55], s68, v250
	v_cmp_gt_i32_e64 s[56:57], s68, v249
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[38:39], v[98:99], v[38:39]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e64 v37, v124, v37, s[42:43]
	v_cndmask_b32_e64 v36, v124, v36, s[40:41]
	v_cndmask_b32_e64 v35, v124, v35, s[38:39]
	v_cndmask_b32_e64 v32, v124, v32, s[36:37]
	v_cndmask_b32_e64 v33, v124, v33, s[30:31]
	v_cndmask_b32_e64 v246, v124, v245, s[34:35]
	v_cndmask_b32_e64 v245, v124, v244, s[28:29]
	v_cndmask_b32_e64 v244, v124, v45, s[26:27]
	v_cndmask_b32_e64 v45, v124, v44, s[24:25]
	v_cndmask_b32_e64 v44, v124, v43, s[16:17]
	v_cndmask_b32_e64 v43, v124, v42, s[12:13]
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[56:57], v[120:121], v[56:57]
	v_pk_mul_f32 v[60:61], v[98:99], v[60:61]
	v_pk_mul_f32 v[58:59], v[98:99], v[58:59]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e64 v49, v124, v41, s[52:53]
	v_cndmask_b32_e64 v34, v124, v34, s[48:49]
	v_cndmask_b32_e64 v39, v124, v39, s[46:47]
	v_cndmask_b32_e64 v38, v124, v38, s[44:45]
	v_cndmask_b32_e64 v55, v124, v55, s[18:19]
	v_cndmask_b32_e64 v54, v124, v54, s[14:15]
	v_cndmask_b32_e64 v53, v124, v53, s[10:11]
	v_cndmask_b32_e64 v52, v124, v52, s[6:7]
	v_cndmask_b32_e64 v51, v124, v51, s[4:5]
	v_cndmask_b32_e64 v50, v124, v50, s[2:3]
	v_cndmask_b32_e64 v47, v124, v47, s[0:1]
	v_cndmask_b32_e32 v46, v124, v46, vcc
	v_cndmask_b32_e64 v62, v124, v61, s[64:65]
	v_cndmask_b32_e64 v61, v124, v60, s[62:63]
	v_cndmask_b32_e64 v60, v124, v57, s[60:61]
	v_cndmask_b32_e64 v57, v124, v56, s[58:59]
	v_cndmask_b32_e64 v63, v124, v59, s[56:57]
	v_cndmask_b32_e64 v56, v124, v58, s[54:55]
	v_cndmask_b32_e64 v42, v124, v40, s[50:51]
.Ltmp4:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max_f32_e32 v40, v32, v33
	v_max3_f32 v41, v35, v36, v37
	v_max3_f32 v59, v43, v44, v45
	v_max3_f32 v99, v244, v245, v246
	v_max3_f32 v124, v247, v48, v49
	v_max3_f32 v58, v38, v39, v42
	v_max3_f32 v164, v46, v47, v50
	v_max3_f32 v165, v51, v52, v53
	v_max3_f32 v166, v54, v55, v56
	v_max3_f32 v167, v57, v60, v61
	v_max3_f32 v40, v40, v34, v41
	v_max3_f32 v41, v59, v99, v124
	v_max3_f32 v59, v164, v165, v166
	v_max3_f32 v99, v167, v62, v63
	v_max3_f32 v40, v40, v58, v41
	v_max3_f32 v40, v40, v59, v99
.Ltmp5:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_corpus.py:389:33 ]
	v_mov_b32_e32 v41, v40
	s_nop 1
	v_permlane32_swap_b32_e32 v40, v41
.Ltmp6:
	.loc	1 389 17                        ; triton_corpus.py:389:17
	v_max3_f32 v124, v210, v40, v41
	.loc	1 390 26                        ; triton_corpus.py:390:26
	v_pk_add_f32 v[32:33], v[32:33], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[42:43], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[44:45], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[244:245], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[246:247], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[244:245], v[46:47], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[246:247], v[50:51], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[248:249], v[52:53], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[250:251], v[54:55], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[252:253], v[56:57], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[60:61], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[62:63], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 390 13 is_stmt 0              ; triton_corpus.py:390:13
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v46, v58
	v_exp_f32_e32 v47, v59
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v50, v244
	v_exp_f32_e32 v51, v245
	v_exp_f32_e32 v52, v246
	v_exp_f32_e32 v53, v247
	v_exp_f32_e32 v54, v248
	v_exp_f32_e32 v55, v249
	v_exp_f32_e32 v56, v250
	v_exp_f32_e32 v57, v251
	v_exp_f32_e32 v58, v252
	v_exp_f32_e32 v59, v253
	v_exp_f32_e32 v60, v60
	v_exp_f32_e32 v61, v61
	v_exp_f32_e32 v62, v62
	v_exp_f32_e32 v63, v63
.Ltmp7:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_corpus.py:392:29 ]
	v_pk_add_f32 v[244:245], v[32:33], v[34:35]
	v_pk_add_f32 v[246:247], v[36:37], v[38:39]
	v_pk_add_f32 v[248:249], v[40:41], v[42:43]
	v_pk_add_f32 v[250:251], v[44:45], v[46:47]
	v_pk_add_f32 v[252:253], v[48:49], v[50:51]
	v_pk_add_f32 v[164:165], v[52:53], v[54:55]
	v_pk_add_f32 v[166:167], v[56:57], v[58:59]
	v_pk_add_f32 v[168:169], v[60:61], v[62:63]
	v_pk_add_f32 v[244:245], v[244:245], v[246:247]
	v_pk_add_f32 v[246:247], v[248:249], v[250:251]
	v_pk_add_f32 v[164:165], v[252:253], v[164:165]
	v_pk_add_f32 v[166:167], v[166:167], v[168:169]
	v_pk_add_f32 v[168:169], v[244:245], v[246:247]
	v_pk_add_f32 v[164:165], v[164:165], v[166:167]
.Ltmp8:
	.loc	1 393 13                        ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 12
.Ltmp9:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_corpus.py:392:29 ]
	v_pk_add_f32 v[164:165], v[168:169], v[164:165]
.Ltmp10:
	.loc	1 393 13                        ; triton_corpus.py:393:13
	v_readlane_b32 s1, v254, 13
.Ltmp11:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:392:29 ] ]
	v_add_f32_e32 v99, v164, v165
.Ltmp12:
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_and_b64 s[0:1], s[0:1], exec
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_corpus.py:392:29 ]
	v_mov_b32_e32 v211, v99
.Ltmp14:
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_corpus.py:392:29 ]
	v_permlane32_swap_b32_e32 v99, v211
.Ltmp16:
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_cbranch_scc1 .LBB0_333
; %bb.332:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_readlane_b32 s0, v255, 40
	v_readlane_b32 s1, v255, 41
	s_ashr_i32 s1, s0, 31
	s_nop 0
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[0:1]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v244, v[164:165], off
	s_branch .LBB0_334
.LBB0_333:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v244, 0
.LBB0_334:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 14
	v_readlane_b32 s1, v254, 15
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_readlane_b32 s12, v254, 5
	v_readlane_b32 s3, v254, 6
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_336
; %bb.335:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_readlane_b32 s0, v255, 18
	v_readlane_b32 s1, v255, 19
	s_nop 1
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[0:1]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v245, v[164:165], off
	s_branch .LBB0_337
.LBB0_336:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v245, 0
.LBB0_337:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 16
	v_readlane_b32 s1, v254, 17
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_339
; %bb.338:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_readlane_b32 s0, v255, 36
	v_readlane_b32 s1, v255, 37
	s_nop 1
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[0:1]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v246, v[164:165], off
	s_branch .LBB0_340
.LBB0_339:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v246, 0
.LBB0_340:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 18
	v_readlane_b32 s1, v254, 19
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_342
; %bb.341:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_readlane_b32 s0, v255, 38
	v_readlane_b32 s1, v255, 39
	s_nop 1
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[0:1]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v247, v[164:165], off
	s_branch .LBB0_343
.LBB0_342:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v247, 0
.LBB0_343:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 20
	v_readlane_b32 s1, v254, 21
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_345
; %bb.344:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_readlane_b32 s0, v254, 44
	v_readlane_b32 s1, v254, 45
	s_nop 1
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[0:1]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v248, v[164:165], off
	s_branch .LBB0_346
.LBB0_345:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v248, 0
.LBB0_346:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 22
	v_readlane_b32 s1, v254, 23
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_348
; %bb.347:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_readlane_b32 s0, v254, 46
	v_readlane_b32 s1, v254, 47
	s_nop 1
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[0:1]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v249, v[164:165], off
	s_branch .LBB0_349
.LBB0_348:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v249, 0
.LBB0_349:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 24
	v_readlane_b32 s1, v254, 25
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_351
; %bb.350:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_readlane_b32 s0, v254, 48
	v_readlane_b32 s1, v254, 49
	s_nop 1
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[0:1]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v250, v[164:165], off
	s_branch .LBB0_352
.LBB0_351:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v250, 0
.LBB0_352:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 26
	v_readlane_b32 s1, v254, 27
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_354
; %bb.353:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_readlane_b32 s0, v254, 50
	v_readlane_b32 s1, v254, 51
	s_nop 1
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[0:1]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v251, v[164:165], off
	s_branch .LBB0_355
.LBB0_354:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v251, 0
.LBB0_355:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 28
	v_readlane_b32 s1, v254, 29
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_357
; %bb.356:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_readlane_b32 s0, v254, 52
	v_readlane_b32 s1, v254, 53
	s_nop 1
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[0:1]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v252, v[164:165], off
	s_branch .LBB0_358
.LBB0_357:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v252, 0
.LBB0_358:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 30
	v_readlane_b32 s1, v254, 31
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_360
; %bb.359:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_readlane_b32 s0, v254, 54
	v_readlane_b32 s1, v254, 55
	s_nop 1
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[0:1]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte v253, v[164:165], off
	s_branch .LBB0_361
.LBB0_360:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v253, 0
.LBB0_361:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 32
	v_readlane_b32 s1, v254, 33
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_363
; %bb.362:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_readlane_b32 s0, v254, 56
	v_readlane_b32 s1, v254, 57
	s_nop 1
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[0:1]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a0, v[164:165], off
	s_branch .LBB0_364
.LBB0_363:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a0, 0
.LBB0_364:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 34
	v_readlane_b32 s1, v254, 35
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_366
; %bb.365:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_readlane_b32 s0, v254, 58
	v_readlane_b32 s1, v254, 59
	s_nop 1
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[0:1]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a1, v[164:165], off
	s_branch .LBB0_367
.LBB0_366:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a1, 0
.LBB0_367:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 36
	v_readlane_b32 s1, v254, 37
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_369
; %bb.368:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_readlane_b32 s0, v254, 60
	v_readlane_b32 s1, v254, 61
	s_nop 1
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[0:1]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a2, v[164:165], off
	s_branch .LBB0_370
.LBB0_369:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a2, 0
.LBB0_370:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 38
	v_readlane_b32 s1, v254, 39
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_372
; %bb.371:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_readlane_b32 s0, v254, 62
	v_readlane_b32 s1, v254, 63
	s_nop 1
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[0:1]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a3, v[164:165], off
	s_branch .LBB0_373
.LBB0_372:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a3, 0
.LBB0_373:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 40
	v_readlane_b32 s1, v254, 41
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_375
; %bb.374:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_readlane_b32 s0, v255, 0
	v_readlane_b32 s1, v255, 1
	s_nop 1
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[0:1]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a4, v[164:165], off
	s_branch .LBB0_376
.LBB0_375:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a4, 0
.LBB0_376:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v254, 42
	v_readlane_b32 s1, v254, 43
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_378
; %bb.377:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[74:75]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a5, v[164:165], off
	s_branch .LBB0_379
.LBB0_378:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a5, 0
.LBB0_379:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 2
	v_readlane_b32 s1, v255, 3
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_381
; %bb.380:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[70:71]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a6, v[164:165], off
	s_branch .LBB0_382
.LBB0_381:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a6, 0
.LBB0_382:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 4
	v_readlane_b32 s1, v255, 5
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_384
; %bb.383:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[72:73]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a7, v[164:165], off
	s_branch .LBB0_385
.LBB0_384:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a7, 0
.LBB0_385:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 6
	v_readlane_b32 s1, v255, 7
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_387
; %bb.386:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[78:79]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a8, v[164:165], off
	s_branch .LBB0_388
.LBB0_387:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a8, 0
.LBB0_388:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 8
	v_readlane_b32 s1, v255, 9
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_390
; %bb.389:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[82:83]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a9, v[164:165], off
	s_branch .LBB0_391
.LBB0_390:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a9, 0
.LBB0_391:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 10
	v_readlane_b32 s1, v255, 11
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_393
; %bb.392:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[86:87]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a10, v[164:165], off
	s_branch .LBB0_394
.LBB0_393:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a10, 0
.LBB0_394:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 12
	v_readlane_b32 s1, v255, 13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_396
; %bb.395:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[90:91]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a11, v[164:165], off
	s_branch .LBB0_397
.LBB0_396:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a11, 0
.LBB0_397:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 14
	v_readlane_b32 s1, v255, 15
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_399
; %bb.398:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[94:95]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a12, v[164:165], off
	s_branch .LBB0_400
.LBB0_399:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a12, 0
.LBB0_400:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 16
	v_readlane_b32 s1, v255, 17
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_402
; %bb.401:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[98:99]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a13, v[164:165], off
	s_branch .LBB0_403
.LBB0_402:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a13, 0
.LBB0_403:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 20
	v_readlane_b32 s1, v255, 21
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_405
; %bb.404:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[8:9]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a14, v[164:165], off
	s_branch .LBB0_406
.LBB0_405:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a14, 0
.LBB0_406:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 22
	v_readlane_b32 s1, v255, 23
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_408
; %bb.407:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[80:81]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a15, v[164:165], off
	s_branch .LBB0_409
.LBB0_408:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a15, 0
.LBB0_409:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 24
	v_readlane_b32 s1, v255, 25
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_411
; %bb.410:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[88:89]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a16, v[164:165], off
	s_branch .LBB0_412
.LBB0_411:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a16, 0
.LBB0_412:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 26
	v_readlane_b32 s1, v255, 27
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_414
; %bb.413:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[96:97]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a17, v[164:165], off
	s_branch .LBB0_415
.LBB0_414:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a17, 0
.LBB0_415:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 28
	v_readlane_b32 s1, v255, 29
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_417
; %bb.416:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[76:77]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a18, v[164:165], off
	s_branch .LBB0_418
.LBB0_417:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a18, 0
.LBB0_418:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 30
	v_readlane_b32 s1, v255, 31
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_420
; %bb.419:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[92:93]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a19, v[164:165], off
	s_branch .LBB0_421
.LBB0_420:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a19, 0
.LBB0_421:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 32
	v_readlane_b32 s1, v255, 33
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_423
; %bb.422:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 21 is_stmt 0              ; triton_corpus.py:393:21
	v_lshl_add_u64 v[164:165], v[118:119], 0, s[84:85]
	.loc	1 393 13                        ; triton_corpus.py:393:13
	global_load_ubyte a20, v[164:165], off
	s_branch .LBB0_424
.LBB0_423:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a20, 0
.LBB0_424:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 393 13 is_stmt 1              ; triton_corpus.py:393:13
	v_readlane_b32 s0, v255, 34
	v_readlane_b32 s1, v255, 35
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_233
; %bb.425:                              ;   in Loop: Header=BB0_235 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_accvgpr_write_b32 a21, 0
	s_branch .LBB0_234
.LBB0_426:
	s_movk_i32 s69, 0x4000
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v1, 0
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
	s_branch .LBB0_428
.LBB0_427:                              ; %._crit_edge.loopexit
	v_mov_b64_e32 v[66:67], s[68:69]
	v_readlane_b32 s8, v254, 2
	v_readlane_b32 s9, v254, 10
	v_readlane_b32 s10, v254, 11
	v_accvgpr_read_b32 v60, a38
	v_accvgpr_read_b32 v61, a39
	v_accvgpr_read_b32 v62, a40
	v_accvgpr_read_b32 v63, a41
	v_accvgpr_read_b32 v50, a42
	v_accvgpr_read_b32 v34, a43
	v_accvgpr_read_b32 v35, a44
	v_mov_b64_e32 v[68:69], s[70:71]
	v_mov_b64_e32 v[70:71], s[72:73]
	v_mov_b64_e32 v[72:73], s[74:75]
.LBB0_428:                              ; %._crit_edge
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_add_i32 s4, s68, 63
	s_ashr_i32 s0, s4, 31
	s_lshr_b32 s0, s0, 26
	s_add_i32 s0, s4, s0
	s_ashr_i32 s0, s0, 6
	s_max_i32 s3, s0, 1
	s_cmp_gt_i32 s4, 63
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s4, 64
	.loc	1 386 13                        ; triton_corpus.py:386:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 387 13                        ; triton_corpus.py:387:13
	s_cbranch_scc1 .LBB0_430
; %bb.429:
	.loc	1 386 13                        ; triton_corpus.py:386:13
	v_xor_b32_e32 v32, 0x60, v203
	v_add_u32_e32 v67, s2, v32
	v_xad_u32 v76, v203, 64, s2
	v_xad_u32 v48, v203, 32, s2
	v_add_u32_e32 v49, s2, v203
	.loc	1 387 13                        ; triton_corpus.py:387:13
	s_mov_b32 s2, 0xc0c0004
	v_perm_b32 v32, v97, v200, s2
	v_perm_b32 v33, v201, v202, s2
	v_lshl_or_b32 v75, v33, 16, v32
	v_perm_b32 v32, v96, v198, s2
	v_perm_b32 v33, v199, v114, s2
	.loc	1 386 13                        ; triton_corpus.py:386:13
	ds_read_b128 v[120:123], v48
	ds_read_b128 v[116:119], v49
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_lshl_or_b32 v74, v33, 16, v32
	v_perm_b32 v32, v95, v194, s2
	v_perm_b32 v33, v195, v197, s2
	v_lshl_or_b32 v73, v33, 16, v32
	v_perm_b32 v32, v94, v190, s2
	v_perm_b32 v33, v191, v112, s2
	v_lshl_or_b32 v72, v33, 16, v32
	v_perm_b32 v32, v93, v184, s2
	v_perm_b32 v33, v185, v187, s2
	v_lshl_or_b32 v71, v33, 16, v32
	v_perm_b32 v32, v92, v180, s2
	v_perm_b32 v33, v181, v110, s2
	v_lshl_or_b32 v70, v33, 16, v32
	v_perm_b32 v32, v91, v35, s2
	v_perm_b32 v33, v178, v179, s2
	v_lshl_or_b32 v69, v33, 16, v32
	v_perm_b32 v32, v90, v34, s2
	v_perm_b32 v33, v176, v108, s2
	v_lshl_or_b32 v68, v33, 16, v32
	v_perm_b32 v32, v89, v192, s2
	v_perm_b32 v33, v193, v196, s2
	v_lshl_or_b32 v89, v33, 16, v32
	v_perm_b32 v32, v88, v188, s2
	v_perm_b32 v33, v189, v106, s2
	v_lshl_or_b32 v88, v33, 16, v32
	v_perm_b32 v32, v87, v182, s2
	v_perm_b32 v33, v183, v186, s2
	v_lshl_or_b32 v87, v33, 16, v32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[116:123], v[68:75], 0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	ds_read_b128 v[56:59], v67
	ds_read_b128 v[52:55], v76
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_perm_b32 v50, v86, v50, s2
	v_perm_b32 v51, v174, v104, s2
	v_lshl_or_b32 v86, v51, 16, v50
	v_perm_b32 v50, v85, v63, s2
	v_perm_b32 v51, v171, v172, s2
	.loc	1 386 13                        ; triton_corpus.py:386:13
	ds_read_b128 v[94:97], v48 offset:4096
	ds_read_b128 v[90:93], v49 offset:4096
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_lshl_or_b32 v85, v51, 16, v50
	v_perm_b32 v50, v84, v62, s2
	v_perm_b32 v51, v175, v102, s2
	v_lshl_or_b32 v84, v51, 16, v50
	v_perm_b32 v50, v83, v61, s2
	v_perm_b32 v51, v173, v170, s2
	v_lshl_or_b32 v83, v51, 16, v50
	v_perm_b32 v50, v82, v60, s2
	v_perm_b32 v51, v163, v100, s2
	v_lshl_or_b32 v82, v51, 16, v50
	s_waitcnt lgkmcnt(2)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[52:59], v[82:89], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[90:97], v[68:75], 0
	.loc	1 386 13                        ; triton_corpus.py:386:13
	ds_read_b128 v[72:75], v67 offset:4096
	ds_read_b128 v[68:71], v76 offset:4096
	.loc	1 387 13                        ; triton_corpus.py:387:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[68:75], v[82:89], v[48:63]
	s_nop 13
	v_mov_b32_e32 v68, v40
	v_mov_b32_e32 v40, v41
	v_mov_b32_e32 v41, v42
	v_mov_b32_e32 v42, v43
	v_mov_b32_e32 v43, v44
	v_mov_b32_e32 v44, v45
	v_mov_b32_e32 v45, v46
	v_mov_b32_e32 v46, v47
	v_mov_b32_e32 v69, v49
	v_mov_b32_e32 v70, v58
	v_mov_b32_e32 v71, v63
	v_mov_b32_e32 v47, v48
	v_mov_b32_e32 v48, v59
	v_mov_b32_e32 v49, v60
	v_mov_b32_e32 v58, v61
	v_mov_b32_e32 v59, v62
	s_branch .LBB0_431
.LBB0_430:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, v68
	v_mov_b32_e32 v70, v68
	v_mov_b32_e32 v71, v68
	v_mov_b32_e32 v40, v68
	v_mov_b32_e32 v41, v68
	v_mov_b32_e32 v42, v68
	v_mov_b32_e32 v43, v68
	v_mov_b32_e32 v44, v68
	v_mov_b32_e32 v45, v68
	v_mov_b32_e32 v46, v68
	v_mov_b32_e32 v47, v68
	v_mov_b32_e32 v32, v68
	v_mov_b32_e32 v33, v68
	v_mov_b32_e32 v34, v68
	v_mov_b32_e32 v35, v68
	v_mov_b32_e32 v36, v68
	v_mov_b32_e32 v37, v68
	v_mov_b32_e32 v38, v68
	v_mov_b32_e32 v39, v68
	v_mov_b32_e32 v50, v68
	v_mov_b32_e32 v51, v68
	v_mov_b32_e32 v52, v68
	v_mov_b32_e32 v53, v68
	v_mov_b32_e32 v54, v68
	v_mov_b32_e32 v55, v68
	v_mov_b32_e32 v56, v68
	v_mov_b32_e32 v57, v68
	v_mov_b32_e32 v48, v68
	v_mov_b32_e32 v49, v68
	v_mov_b32_e32 v58, v68
	v_mov_b32_e32 v59, v68
.LBB0_431:
	.loc	1 384 5 is_stmt 1               ; triton_corpus.py:384:5
	s_lshl_b32 s2, s3, 6
	s_sub_i32 s2, s2, 64
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v67, s2, v162
	v_or_b32_e32 v72, s2, v158
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[34:35], v[98:99], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[98:99], v[70:71] op_sel_hi:[0,1]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_mov_b32_e32 v70, 0xff800000
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v67
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v73, s2, v159
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[38:39], v[98:99], v[38:39] op_sel_hi:[0,1]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v34, v70, v34, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v72
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v74, s2, v160
	v_or_b32_e32 v75, s2, v161
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v39, v70, v39, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v73
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[36:37], v[98:99], v[36:37] op_sel_hi:[0,1]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v76, s2, v113
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v38, v70, v38, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v74
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v77, s2, v64
	v_or_b32_e32 v65, s2, v65
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v37, v70, v37, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v75
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[32:33], v[98:99], v[32:33] op_sel_hi:[0,1]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v78, s2, v115
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v36, v70, v36, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v76
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v79, s2, v135
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[46:47], v[98:99], v[46:47] op_sel_hi:[0,1]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v35, v70, v35, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_lt_i32_e32 vcc, v77, v66
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v80, s2, v136
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[60:61], v[98:99], v[68:69] op_sel_hi:[0,1]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v32, v70, v32, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v65
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v81, s2, v137
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[44:45], v[98:99], v[44:45] op_sel_hi:[0,1]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v33, v70, v33, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v78
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v82, s2, v138
	v_or_b32_e32 v83, s2, v139
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v68, v70, v47, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v79
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[42:43], v[98:99], v[42:43] op_sel_hi:[0,1]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v84, s2, v140
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v47, v70, v46, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v80
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v85, s2, v141
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[40:41], v[98:99], v[40:41] op_sel_hi:[0,1]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v46, v70, v45, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v81
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v86, s2, v142
	v_or_b32_e32 v87, s2, v143
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v45, v70, v44, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v82
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[56:57], v[98:99], v[56:57] op_sel_hi:[0,1]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v88, s2, v144
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v44, v70, v43, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v83
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v89, s2, v145
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[54:55], v[98:99], v[54:55] op_sel_hi:[0,1]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v43, v70, v42, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v84
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v90, s2, v146
	v_or_b32_e32 v91, s2, v147
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v42, v70, v41, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_lt_i32_e32 vcc, v85, v66
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[52:53], v[98:99], v[52:53] op_sel_hi:[0,1]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v92, s2, v148
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v41, v70, v40, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v86
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v93, s2, v149
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[50:51], v[98:99], v[50:51] op_sel_hi:[0,1]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v57, v70, v57, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v87
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v94, s2, v150
	v_or_b32_e32 v95, s2, v151
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v56, v70, v56, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v88
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[58:59], v[98:99], v[58:59] op_sel_hi:[0,1]
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v96, s2, v152
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v55, v70, v55, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v89
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v97, s2, v153
	.loc	1 387 13                        ; triton_corpus.py:387:13
	v_pk_mul_f32 v[48:49], v[98:99], v[48:49] op_sel_hi:[0,1]
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v54, v70, v54, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v90
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v100, s2, v154
	v_or_b32_e32 v102, s2, v155
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v53, v70, v53, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v91
	.loc	1 385 14                        ; triton_corpus.py:385:14
	v_or_b32_e32 v104, s2, v156
	v_or_b32_e32 v106, s2, v157
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v52, v70, v52, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v92
.Ltmp17:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v65, v44, v45, v46
	v_max3_f32 v72, v53, v54, v55
.Ltmp18:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v51, v70, v51, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_lt_i32_e32 vcc, v93, v66
	.loc	1 393 13                        ; triton_corpus.py:393:13
	s_movk_i32 s2, 0xb80
	.loc	1 394 38                        ; triton_corpus.py:394:38
	s_and_b64 s[0:1], s[0:1], exec
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v50, v70, v50, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v94
.Ltmp19:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v71, v50, v51, v52
.Ltmp20:
	.loc	1 394 38                        ; triton_corpus.py:394:38
	s_cselect_b32 s0, 1, 0
	.loc	1 388 13                        ; triton_corpus.py:388:13
	v_cndmask_b32_e32 v66, v70, v59, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v95
	.loc	1 394 38                        ; triton_corpus.py:394:38
	s_cmp_lg_u32 s0, 1
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 0
	v_cndmask_b32_e32 v59, v70, v58, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v96
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 1
	v_cndmask_b32_e32 v58, v70, v49, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v97
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 1
	v_cndmask_b32_e32 v49, v70, v48, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v100
.Ltmp21:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v74, v49, v58, v59
.Ltmp22:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 0
	v_cndmask_b32_e32 v67, v70, v63, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v102
.Ltmp23:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v63, v41, v42, v43
.Ltmp24:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 0
	v_cndmask_b32_e32 v48, v70, v62, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v104
.Ltmp25:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v73, v56, v57, v48
.Ltmp26:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 0
	v_cndmask_b32_e32 v69, v70, v61, vcc
	.loc	1 386 65                        ; triton_corpus.py:386:65
	v_cmp_gt_i32_e32 vcc, s68, v106
.Ltmp27:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max3_f32 v61, v35, v36, v37
.Ltmp28:
	.loc	1 388 13                        ; triton_corpus.py:388:13
	s_nop 0
	v_cndmask_b32_e32 v40, v70, v60, vcc
.Ltmp29:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:389:33 ] ]
	v_max_f32_e32 v60, v32, v33
	v_max3_f32 v70, v47, v68, v69
	v_max3_f32 v62, v38, v39, v40
	v_max3_f32 v60, v60, v34, v61
	v_max3_f32 v61, v63, v65, v70
	v_max3_f32 v63, v71, v72, v73
	v_max3_f32 v65, v74, v66, v67
	v_max3_f32 v60, v60, v62, v61
	v_max3_f32 v60, v60, v63, v65
.Ltmp30:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_corpus.py:389:33 ]
	v_mov_b32_e32 v61, v60
	s_nop 1
	v_permlane32_swap_b32_e32 v60, v61
.Ltmp31:
	.loc	1 389 17                        ; triton_corpus.py:389:17
	v_max3_f32 v60, v124, v60, v61
	.loc	1 390 26                        ; triton_corpus.py:390:26
	v_pk_add_f32 v[32:33], v[32:33], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[68:69], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[66:67], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 390 13 is_stmt 0              ; triton_corpus.py:390:13
	v_exp_f32_e32 v68, v32
	v_exp_f32_e32 v69, v33
	v_exp_f32_e32 v70, v34
	v_exp_f32_e32 v71, v35
	v_exp_f32_e32 v72, v36
	v_exp_f32_e32 v73, v37
	v_exp_f32_e32 v74, v38
	v_exp_f32_e32 v75, v39
	v_exp_f32_e32 v76, v40
	v_exp_f32_e32 v77, v41
	v_exp_f32_e32 v78, v42
	v_exp_f32_e32 v79, v43
	v_exp_f32_e32 v80, v44
	v_exp_f32_e32 v81, v45
	v_exp_f32_e32 v82, v46
	v_exp_f32_e32 v83, v47
	v_exp_f32_e32 v62, v62
	v_exp_f32_e32 v63, v63
	v_exp_f32_e32 v84, v50
	v_exp_f32_e32 v85, v51
	v_exp_f32_e32 v86, v52
	v_exp_f32_e32 v87, v53
	v_exp_f32_e32 v54, v54
	v_exp_f32_e32 v55, v55
	v_exp_f32_e32 v56, v56
	v_exp_f32_e32 v57, v57
	v_exp_f32_e32 v88, v48
	v_exp_f32_e32 v89, v49
	v_exp_f32_e32 v58, v58
	v_exp_f32_e32 v59, v59
	v_exp_f32_e32 v66, v66
	v_exp_f32_e32 v67, v67
	.loc	1 391 30 is_stmt 1              ; triton_corpus.py:391:30
	v_sub_f32_e32 v32, v124, v60
	.loc	1 391 17 is_stmt 0              ; triton_corpus.py:391:17
	v_exp_f32_e32 v35, v32
.Ltmp32:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_corpus.py:392:29 ]
	v_pk_add_f32 v[32:33], v[68:69], v[70:71]
	v_pk_add_f32 v[36:37], v[72:73], v[74:75]
	v_pk_add_f32 v[38:39], v[76:77], v[78:79]
	v_pk_add_f32 v[40:41], v[80:81], v[82:83]
	v_pk_add_f32 v[42:43], v[62:63], v[84:85]
	v_pk_add_f32 v[44:45], v[86:87], v[54:55]
	v_pk_add_f32 v[46:47], v[56:57], v[88:89]
	v_pk_add_f32 v[48:49], v[58:59], v[66:67]
	v_pk_add_f32 v[32:33], v[32:33], v[36:37]
	v_pk_add_f32 v[36:37], v[38:39], v[40:41]
	v_pk_add_f32 v[38:39], v[42:43], v[44:45]
	v_pk_add_f32 v[40:41], v[46:47], v[48:49]
	v_pk_add_f32 v[32:33], v[32:33], v[36:37]
	v_pk_add_f32 v[36:37], v[38:39], v[40:41]
.Ltmp33:
	.loc	1 394 45                        ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v62, v62, v63, 1.0
.Ltmp34:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_corpus.py:392:29 ]
	v_pk_add_f32 v[32:33], v[32:33], v[36:37]
.Ltmp35:
	.loc	1 394 45                        ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v63, v86, v87, 1.0
.Ltmp36:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:392:29 ] ]
	v_add_f32_e32 v36, v32, v33
.Ltmp37:
	.loc	1 393 13                        ; triton_corpus.py:393:13
	v_and_b32_e32 v32, 48, v111
	v_and_or_b32 v32, v109, s2, v32
	v_bitop3_b32 v32, s9, v32, v105 bitop3:0x36
	v_add3_u32 v32, s69, v103, v32
	.loc	1 394 45                        ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v63, v54, v55, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v54, v56, v57, 1.0
	v_mov_b32_e32 v56, 0x110
	v_cmp_eq_u32_e32 vcc, 0, v126
	.loc	1 393 13                        ; triton_corpus.py:393:13
	ds_read_b64_tr_b8 v[46:47], v32
	ds_read_b64_tr_b8 v[48:49], v32 offset:1088
	ds_read_b64_tr_b8 v[38:39], v32 offset:64
	ds_read_b64_tr_b8 v[40:41], v32 offset:1024
	ds_read_b64_tr_b8 v[50:51], v32 offset:4096
	ds_read_b64_tr_b8 v[52:53], v32 offset:5184
	ds_read_b64_tr_b8 v[42:43], v32 offset:4160
	ds_read_b64_tr_b8 v[44:45], v32 offset:5120
	.loc	1 394 15                        ; triton_corpus.py:394:15
	v_lshlrev_b32_e32 v32, 2, v125
	.loc	1 394 45 is_stmt 0              ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v60, v68, v69, 1.0
	v_cndmask_b32_e64 v56, v56, 0, vcc
	.loc	1 394 15                        ; triton_corpus.py:394:15
	v_lshl_or_b32 v33, s8, 1, v32
	v_or_b32_e32 v32, s12, v32
	.loc	1 394 45                        ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v60, v70, v71, 1.0 op_sel:[0,0,0,1]
	v_bitop3_b32 v56, s9, v56, v125 bitop3:0xf6
	.loc	1 394 15                        ; triton_corpus.py:394:15
	v_add_u32_e32 v34, 0, v33
	v_add_u32_e32 v33, 0, v32
	.loc	1 394 45                        ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v65, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v55, v58, v59, 1.0
	v_add_u32_e32 v57, 0, v56
	v_lshrrev_b32_e32 v58, 8, v60
	.loc	1 394 15                        ; triton_corpus.py:394:15
	ds_write_b32 v34, v35 offset:32768
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v32, v33 offset:32768
	.loc	1 394 45                        ; triton_corpus.py:394:45
	v_cvt_scalef32_pk_fp8_f32 v65, v78, v79, 1.0 op_sel:[0,0,0,1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v57, v58 offset:32832
	ds_write_b8_d16_hi v57, v60 offset:32896
	v_lshrrev_b32_e32 v58, 24, v60
	ds_write_b8 v57, v58 offset:32960
	ds_write_b8 v57, v65 offset:33792
	v_lshrrev_b32_e32 v58, 8, v65
	v_cvt_scalef32_pk_fp8_f32 v62, v84, v85, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v57, v58 offset:33856
	ds_write_b8_d16_hi v57, v65 offset:33920
	v_lshrrev_b32_e32 v58, 24, v65
	ds_write_b8 v57, v58 offset:33984
	ds_write_b8 v57, v62 offset:34816
	v_lshrrev_b32_e32 v58, 8, v62
	v_cvt_scalef32_pk_fp8_f32 v54, v88, v89, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v57, v58 offset:34880
	ds_write_b8_d16_hi v57, v62 offset:34944
	v_lshrrev_b32_e32 v58, 24, v62
	v_cvt_scalef32_pk_fp8_f32 v61, v72, v73, 1.0
	ds_write_b8 v57, v58 offset:35008
	ds_write_b8 v57, v54 offset:35840
	v_lshrrev_b32_e32 v58, 8, v54
	v_cvt_scalef32_pk_fp8_f32 v61, v74, v75, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v57, v58 offset:35904
	ds_write_b8_d16_hi v57, v54 offset:35968
	v_lshrrev_b32_e32 v54, 24, v54
	v_cvt_scalef32_pk_fp8_f32 v68, v80, v81, 1.0
	ds_write_b8 v57, v54 offset:36032
	v_xad_u32 v54, v56, 32, 0
	v_lshrrev_b32_e32 v56, 8, v61
	v_cvt_scalef32_pk_fp8_f32 v68, v82, v83, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v54, v56 offset:33344
	ds_write_b8_d16_hi v54, v61 offset:33408
	v_lshrrev_b32_e32 v56, 24, v61
	ds_write_b8 v54, v56 offset:33472
	ds_write_b8 v54, v68 offset:34304
	v_lshrrev_b32_e32 v56, 8, v68
	ds_write_b8 v54, v56 offset:34368
	ds_write_b8_d16_hi v54, v68 offset:34432
	v_lshrrev_b32_e32 v56, 24, v68
	ds_write_b8 v54, v56 offset:34496
	ds_write_b8 v54, v63 offset:35328
	v_lshrrev_b32_e32 v56, 8, v63
	v_cvt_scalef32_pk_fp8_f32 v55, v66, v67, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v54, v56 offset:35392
	ds_write_b8_d16_hi v54, v63 offset:35456
	v_lshrrev_b32_e32 v56, 24, v63
	ds_write_b8 v54, v56 offset:35520
	ds_write_b8 v54, v55 offset:36352
	v_lshrrev_b32_e32 v56, 8, v55
	ds_write_b8 v54, v56 offset:36416
	ds_write_b8_d16_hi v54, v55 offset:36480
	v_lshrrev_b32_e32 v55, 24, v55
	ds_write_b8 v54, v61 offset:33280
	ds_write_b8 v54, v55 offset:36544
	v_and_b32_e32 v54, 0x4c0, v107
	v_and_b32_e32 v55, 0x110, v101
	v_bitop3_b32 v54, v55, v105, v54 bitop3:0x36
	v_or3_b32 v54, s10, v54, v103
	ds_write_b8 v57, v60 offset:32768
	v_add_u32_e32 v56, 0, v54
	v_xad_u32 v60, v54, 32, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[54:55], v56 offset:32768
	ds_read_b64_tr_b8 v[58:59], v56 offset:34816
	ds_read_b64_tr_b8 v[56:57], v60 offset:33280
	ds_read_b64_tr_b8 v[60:61], v60 offset:35328
.Ltmp38:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_corpus.py:392:29 ]
	v_mov_b32_e32 v37, v36
	s_nop 1
	v_permlane32_swap_b32_e32 v36, v37
.Ltmp39:
	.loc	1 394 38                        ; triton_corpus.py:394:38
	s_cbranch_scc1 .LBB0_433
; %bb.432:
	.loc	1 394 15 is_stmt 0              ; triton_corpus.py:394:15
	v_pk_mul_f32 v[14:15], v[14:15], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[32:33] op_sel_hi:[1,0]
	.loc	1 394 38                        ; triton_corpus.py:394:38
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[46:53], v[54:61], v[0:15]
.Ltmp40:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:392:29 ] ]
	v_add_f32_e32 v32, v36, v37
.Ltmp41:
	.loc	1 392 15                        ; triton_corpus.py:392:15
	v_fmac_f32_e32 v32, v99, v35
	v_mov_b32_e32 v99, v32
	.loc	1 394 38                        ; triton_corpus.py:394:38
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[38:45], v[54:61], v[16:31]
.LBB0_433:
	.loc	1 377 21                        ; triton_corpus.py:377:21
	v_readlane_b32 s0, v254, 7
	s_or_b32 s0, s10, s0
	.loc	1 396 53                        ; triton_corpus.py:396:53
	ds_write_b32 v34, v99
	.loc	1 377 10                        ; triton_corpus.py:377:10
	v_or_b32_e32 v32, s0, v125
	.loc	1 379 61                        ; triton_corpus.py:379:61
	v_cmp_gt_i32_e32 vcc, s68, v32
	.loc	1 396 53                        ; triton_corpus.py:396:53
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 396 5 is_stmt 0               ; triton_corpus.py:396:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_435
; %bb.434:                              ; %.critedge
	.loc	1 396 53                        ; triton_corpus.py:396:53
	ds_read_b32 v34, v33
	.loc	1 379 25 is_stmt 1              ; triton_corpus.py:379:25
	v_lshlrev_b32_e32 v32, 7, v32
	.loc	1 379 43 is_stmt 0              ; triton_corpus.py:379:43
	v_or_b32_e32 v35, s9, v64
	.loc	1 396 53 is_stmt 1              ; triton_corpus.py:396:53
	s_waitcnt lgkmcnt(0)
	s_nop 6
	v_div_scale_f32 v33, s[0:1], v34, v34, v31
	v_rcp_f32_e32 v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v30
	v_div_scale_f32 v39, vcc, v31, v34, v31
	v_rcp_f32_e32 v38, v36
	v_fma_f32 v40, -v33, v37, 1.0
	v_fmac_f32_e32 v37, v40, v37
	v_mul_f32_e32 v40, v39, v37
	v_fma_f32 v42, -v33, v40, v39
	v_fmac_f32_e32 v40, v42, v37
	v_fma_f32 v33, -v33, v40, v39
	v_fma_f32 v41, -v36, v38, 1.0
	v_div_fmas_f32 v33, v33, v37, v40
	v_div_fixup_f32 v31, v33, v34, v31
	v_fmac_f32_e32 v38, v41, v38
	v_div_scale_f32 v33, vcc, v30, v34, v30
	v_mul_f32_e32 v37, v33, v38
	v_fma_f32 v39, -v36, v37, v33
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v29
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v33, v33, v38, v37
	v_div_fixup_f32 v30, v33, v34, v30
	v_fma_f32 v33, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v33, v39
	v_div_scale_f32 v33, vcc, v29, v34, v29
	v_mul_f32_e32 v37, v33, v39
	v_fma_f32 v38, -v36, v37, v33
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v28
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v33, v33, v39, v37
	v_div_fixup_f32 v29, v33, v34, v29
	v_fma_f32 v33, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v33, v38
	v_div_scale_f32 v33, vcc, v28, v34, v28
	v_mul_f32_e32 v37, v33, v38
	v_fma_f32 v39, -v36, v37, v33
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v27
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v33, v33, v38, v37
	v_div_fixup_f32 v28, v33, v34, v28
	v_fma_f32 v33, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v33, v39
	v_div_scale_f32 v33, vcc, v27, v34, v27
	v_mul_f32_e32 v37, v33, v39
	v_fma_f32 v38, -v36, v37, v33
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v26
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v33, v33, v39, v37
	v_div_fixup_f32 v27, v33, v34, v27
	v_fma_f32 v33, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v33, v38
	v_div_scale_f32 v33, vcc, v26, v34, v26
	v_mul_f32_e32 v37, v33, v38
	v_fma_f32 v39, -v36, v37, v33
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v25
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v33, v33, v38, v37
	v_div_fixup_f32 v26, v33, v34, v26
	v_fma_f32 v33, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v33, v39
	v_div_scale_f32 v33, vcc, v25, v34, v25
	v_mul_f32_e32 v37, v33, v39
	v_fma_f32 v38, -v36, v37, v33
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v24
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v33, v33, v39, v37
	v_div_fixup_f32 v25, v33, v34, v25
	v_fma_f32 v33, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v33, v38
	v_div_scale_f32 v33, vcc, v24, v34, v24
	v_mul_f32_e32 v37, v33, v38
	v_fma_f32 v39, -v36, v37, v33
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v23
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v33, v33, v38, v37
	v_div_fixup_f32 v24, v33, v34, v24
	v_fma_f32 v33, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v33, v39
	v_div_scale_f32 v33, vcc, v23, v34, v23
	v_mul_f32_e32 v37, v33, v39
	v_fma_f32 v38, -v36, v37, v33
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v22
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v33, v33, v39, v37
	v_div_fixup_f32 v23, v33, v34, v23
	v_fma_f32 v33, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v33, v38
	v_div_scale_f32 v33, vcc, v22, v34, v22
	v_mul_f32_e32 v37, v33, v38
	v_fma_f32 v39, -v36, v37, v33
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v21
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v33, v33, v38, v37
	v_div_fixup_f32 v22, v33, v34, v22
	v_fma_f32 v33, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v33, v39
	v_div_scale_f32 v33, vcc, v21, v34, v21
	v_mul_f32_e32 v37, v33, v39
	v_fma_f32 v38, -v36, v37, v33
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v20
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v33, v33, v39, v37
	v_div_fixup_f32 v21, v33, v34, v21
	v_fma_f32 v33, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v33, v38
	v_div_scale_f32 v33, vcc, v20, v34, v20
	v_mul_f32_e32 v37, v33, v38
	v_fma_f32 v39, -v36, v37, v33
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v19
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v33, v33, v38, v37
	v_div_fixup_f32 v20, v33, v34, v20
	v_fma_f32 v33, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v33, v39
	v_div_scale_f32 v33, vcc, v19, v34, v19
	v_mul_f32_e32 v37, v33, v39
	v_fma_f32 v38, -v36, v37, v33
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v18
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v33, v33, v39, v37
	v_div_fixup_f32 v19, v33, v34, v19
	v_fma_f32 v33, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v33, v38
	v_div_scale_f32 v33, vcc, v18, v34, v18
	v_mul_f32_e32 v37, v33, v38
	v_fma_f32 v39, -v36, v37, v33
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v17
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v33, v33, v38, v37
	v_div_fixup_f32 v18, v33, v34, v18
	v_fma_f32 v33, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v33, v39
	v_div_scale_f32 v33, vcc, v17, v34, v17
	v_mul_f32_e32 v37, v33, v39
	v_fma_f32 v38, -v36, v37, v33
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v16
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v33, v33, v39, v37
	v_div_fixup_f32 v17, v33, v34, v17
	v_fma_f32 v33, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v33, v38
	v_div_scale_f32 v33, vcc, v16, v34, v16
	v_mul_f32_e32 v37, v33, v38
	v_fma_f32 v39, -v36, v37, v33
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v15
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v33, v33, v38, v37
	v_div_fixup_f32 v16, v33, v34, v16
	v_fma_f32 v33, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v33, v39
	v_div_scale_f32 v33, vcc, v15, v34, v15
	v_mul_f32_e32 v37, v33, v39
	v_fma_f32 v38, -v36, v37, v33
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v14
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v33, v33, v39, v37
	v_div_fixup_f32 v15, v33, v34, v15
	v_fma_f32 v33, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v33, v38
	v_div_scale_f32 v33, vcc, v14, v34, v14
	v_mul_f32_e32 v37, v33, v38
	v_fma_f32 v39, -v36, v37, v33
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v13
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v33, v33, v38, v37
	v_div_fixup_f32 v14, v33, v34, v14
	v_fma_f32 v33, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v33, v39
	v_div_scale_f32 v33, vcc, v13, v34, v13
	v_mul_f32_e32 v37, v33, v39
	v_fma_f32 v38, -v36, v37, v33
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v12
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v33, v33, v39, v37
	v_div_fixup_f32 v13, v33, v34, v13
	v_fma_f32 v33, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v33, v38
	v_div_scale_f32 v33, vcc, v12, v34, v12
	v_mul_f32_e32 v37, v33, v38
	v_fma_f32 v39, -v36, v37, v33
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v11
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v33, v33, v38, v37
	v_div_fixup_f32 v12, v33, v34, v12
	v_fma_f32 v33, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v33, v39
	v_div_scale_f32 v33, vcc, v11, v34, v11
	v_mul_f32_e32 v37, v33, v39
	v_fma_f32 v38, -v36, v37, v33
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v10
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v33, v33, v39, v37
	v_div_fixup_f32 v11, v33, v34, v11
	v_fma_f32 v33, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v33, v38
	v_div_scale_f32 v33, vcc, v10, v34, v10
	v_mul_f32_e32 v37, v33, v38
	v_fma_f32 v39, -v36, v37, v33
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v9
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v33, v33, v38, v37
	v_div_fixup_f32 v10, v33, v34, v10
	v_fma_f32 v33, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v33, v39
	v_div_scale_f32 v33, vcc, v9, v34, v9
	v_mul_f32_e32 v37, v33, v39
	v_fma_f32 v38, -v36, v37, v33
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v8
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v33, v33, v39, v37
	v_div_fixup_f32 v9, v33, v34, v9
	v_fma_f32 v33, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v33, v38
	v_div_scale_f32 v33, vcc, v8, v34, v8
	v_mul_f32_e32 v37, v33, v38
	v_fma_f32 v39, -v36, v37, v33
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v7
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v33, v33, v38, v37
	v_div_fixup_f32 v8, v33, v34, v8
	v_fma_f32 v33, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v33, v39
	v_div_scale_f32 v33, vcc, v7, v34, v7
	v_mul_f32_e32 v37, v33, v39
	v_fma_f32 v38, -v36, v37, v33
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v6
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v33, v33, v39, v37
	v_div_fixup_f32 v7, v33, v34, v7
	v_fma_f32 v33, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v33, v38
	v_div_scale_f32 v33, vcc, v6, v34, v6
	v_mul_f32_e32 v37, v33, v38
	v_fma_f32 v39, -v36, v37, v33
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v5
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v33, v33, v38, v37
	v_div_fixup_f32 v6, v33, v34, v6
	v_fma_f32 v33, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v33, v39
	v_div_scale_f32 v33, vcc, v5, v34, v5
	v_mul_f32_e32 v37, v33, v39
	v_fma_f32 v38, -v36, v37, v33
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v4
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v33, v33, v39, v37
	v_div_fixup_f32 v5, v33, v34, v5
	v_fma_f32 v33, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v33, v38
	v_div_scale_f32 v33, vcc, v4, v34, v4
	v_mul_f32_e32 v37, v33, v38
	v_fma_f32 v39, -v36, v37, v33
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v3
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v33, v33, v38, v37
	v_div_fixup_f32 v4, v33, v34, v4
	v_fma_f32 v33, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v33, v39
	v_div_scale_f32 v33, vcc, v3, v34, v3
	v_mul_f32_e32 v37, v33, v39
	v_fma_f32 v38, -v36, v37, v33
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v33, -v36, v37, v33
	v_div_scale_f32 v36, s[0:1], v34, v34, v2
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v33, v33, v39, v37
	v_div_fixup_f32 v3, v33, v34, v3
	.loc	1 396 14 is_stmt 0              ; triton_corpus.py:396:14
	v_readlane_b32 s0, v254, 0
	.loc	1 396 53                        ; triton_corpus.py:396:53
	v_fma_f32 v33, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v33, v38
	v_div_scale_f32 v33, vcc, v2, v34, v2
	v_mul_f32_e32 v37, v33, v38
	v_fma_f32 v39, -v36, v37, v33
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v33, -v36, v37, v33
	v_div_fmas_f32 v33, v33, v38, v37
	v_div_fixup_f32 v2, v33, v34, v2
	.loc	1 396 14                        ; triton_corpus.py:396:14
	v_ashrrev_i32_e32 v33, 31, v32
	v_readlane_b32 s1, v254, 1
	v_lshlrev_b32_e32 v36, 2, v35
	v_mov_b32_e32 v37, 0
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[0:1]
	.loc	1 396 53                        ; triton_corpus.py:396:53
	v_div_scale_f32 v38, s[0:1], v34, v34, v0
	v_rcp_f32_e32 v39, v38
	.loc	1 396 14                        ; triton_corpus.py:396:14
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[36:37]
	.loc	1 396 53                        ; triton_corpus.py:396:53
	v_fma_f32 v35, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v0, v34, v0
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v37, -v38, v36, v35
	v_fmac_f32_e32 v36, v37, v39
	v_div_scale_f32 v37, s[0:1], v34, v34, v1
	v_fma_f32 v35, -v38, v36, v35
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v0, v35, v34, v0
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v1, v34, v1
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v1, v35, v34, v1
	.loc	1 396 5                         ; triton_corpus.py:396:5
	global_store_dwordx4 v[32:33], v[0:3], off
	global_store_dwordx4 v[32:33], v[4:7], off offset:32
	global_store_dwordx4 v[32:33], v[8:11], off offset:64
	global_store_dwordx4 v[32:33], v[12:15], off offset:96
	global_store_dwordx4 v[32:33], v[16:19], off offset:256
	global_store_dwordx4 v[32:33], v[20:23], off offset:288
	global_store_dwordx4 v[32:33], v[24:27], off offset:320
	global_store_dwordx4 v[32:33], v[28:31], off offset:352
.LBB0_435:                              ; %.critedge60
	.loc	1 373 1 is_stmt 1               ; triton_corpus.py:373:1
	s_endpgm
.Ltmp42:
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
		.amdhsa_next_free_vgpr 301
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 256
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
	.set .Lattention_fp8.num_vgpr, 256
	.set .Lattention_fp8.num_agpr, 45
	.set .Lattention_fp8.numbered_sgpr, 100
	.set .Lattention_fp8.num_named_barrier, 0
	.set .Lattention_fp8.private_seg_size, 0
	.set .Lattention_fp8.uses_vcc, 1
	.set .Lattention_fp8.uses_flat_scratch, 0
	.set .Lattention_fp8.has_dyn_sized_stack, 0
	.set .Lattention_fp8.has_recursion, 0
	.set .Lattention_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 22176
; TotalNumSgprs: 106
; NumVgprs: 256
; NumAgprs: 45
; TotalNumVgprs: 301
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 37
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 301
; AccumOffset: 256
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 63
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
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
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
  - .agpr_count:     45
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
    .sgpr_count:     106
    .sgpr_spill_count: 109
    .symbol:         attention_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     301
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
