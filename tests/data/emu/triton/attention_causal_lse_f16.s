	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	attention_causal_lse            ; -- Begin function attention_causal_lse
	.p2align	8
	.type	attention_causal_lse,@function
attention_causal_lse:                   ; @attention_causal_lse
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.228:
	.file	1 "/work/wt/emucorpus/tools" "triton_corpus.py"
	.loc	1 282 0 prologue_end            ; triton_corpus.py:282:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.229:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 308 5 is_stmt 1               ; triton_corpus.py:308:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s90, s0, 6
	.loc	1 288 10                        ; triton_corpus.py:288:10
	s_lshl_b32 s62, s16, 6
                                        ; implicit-def: $vgpr205 : SGPR spill to VGPR lane
	.loc	1 288 21 is_stmt 0              ; triton_corpus.py:288:21
	v_and_b32_e32 v51, 63, v0
	.loc	1 288 10                        ; triton_corpus.py:288:10
	s_or_b32 s0, s90, s62
	s_mov_b32 s42, s13
	v_writelane_b32 v205, s8, 0
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	v_lshlrev_b32_e32 v2, 1, v51
	v_writelane_b32 v205, s9, 1
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_17
; %bb.1:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	s_lshl_b32 s0, s0, 6
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v4, v2, s[0:1]
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s8, s90, 4
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s8, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc0 .LBB0_18
.LBB0_2:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v5, 0
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s15, s90, 8
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s15, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc0 .LBB0_19
.LBB0_3:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v6, 0
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s14, s90, 12
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s14, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc0 .LBB0_20
.LBB0_4:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v7, 0
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s16, s90, 16
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s16, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc0 .LBB0_21
.LBB0_5:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v8, 0
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s20, s90, 20
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s20, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc0 .LBB0_22
.LBB0_6:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v9, 0
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s22, s90, 24
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s22, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc0 .LBB0_23
.LBB0_7:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v10, 0
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s24, s90, 28
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s24, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc0 .LBB0_24
.LBB0_8:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v11, 0
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s26, s90, 32
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s26, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc0 .LBB0_25
.LBB0_9:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v12, 0
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s28, s90, 36
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s28, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc0 .LBB0_26
.LBB0_10:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v13, 0
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s30, s90, 40
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s30, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc0 .LBB0_27
.LBB0_11:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v14, 0
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s33, s90, 44
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s33, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc0 .LBB0_28
.LBB0_12:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v15, 0
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s36, s90, 48
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s36, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc0 .LBB0_29
.LBB0_13:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v16, 0
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s38, s90, 52
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s38, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc0 .LBB0_30
.LBB0_14:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v17, 0
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s40, s90, 56
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s40, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc0 .LBB0_31
.LBB0_15:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v18, 0
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s43, s90, 60
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s43, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc0 .LBB0_32
.LBB0_16:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v19, 0
	.loc	1 290 9                         ; triton_corpus.py:290:9
	s_branch .LBB0_33
.LBB0_17:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v4, 0
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s8, s90, 4
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s8, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_2
.LBB0_18:
	.loc	1 290 25                        ; triton_corpus.py:290:25
	s_lshl_b32 s0, s0, 6
	.loc	1 290 17                        ; triton_corpus.py:290:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v5, v2, s[0:1]
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s15, s90, 8
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s15, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_3
.LBB0_19:
	.loc	1 290 25                        ; triton_corpus.py:290:25
	s_lshl_b32 s0, s0, 6
	.loc	1 290 17                        ; triton_corpus.py:290:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v6, v2, s[0:1]
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s14, s90, 12
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s14, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_4
.LBB0_20:
	.loc	1 290 25                        ; triton_corpus.py:290:25
	s_lshl_b32 s0, s0, 6
	.loc	1 290 17                        ; triton_corpus.py:290:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v7, v2, s[0:1]
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s16, s90, 16
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s16, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_5
.LBB0_21:
	.loc	1 290 25                        ; triton_corpus.py:290:25
	s_lshl_b32 s0, s0, 6
	.loc	1 290 17                        ; triton_corpus.py:290:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v8, v2, s[0:1]
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s20, s90, 20
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s20, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_6
.LBB0_22:
	.loc	1 290 25                        ; triton_corpus.py:290:25
	s_lshl_b32 s0, s0, 6
	.loc	1 290 17                        ; triton_corpus.py:290:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v9, v2, s[0:1]
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s22, s90, 24
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s22, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_7
.LBB0_23:
	.loc	1 290 25                        ; triton_corpus.py:290:25
	s_lshl_b32 s0, s0, 6
	.loc	1 290 17                        ; triton_corpus.py:290:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v10, v2, s[0:1]
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s24, s90, 28
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s24, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_8
.LBB0_24:
	.loc	1 290 25                        ; triton_corpus.py:290:25
	s_lshl_b32 s0, s0, 6
	.loc	1 290 17                        ; triton_corpus.py:290:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v11, v2, s[0:1]
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s26, s90, 32
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s26, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_9
.LBB0_25:
	.loc	1 290 25                        ; triton_corpus.py:290:25
	s_lshl_b32 s0, s0, 6
	.loc	1 290 17                        ; triton_corpus.py:290:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v12, v2, s[0:1]
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s28, s90, 36
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s28, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_10
.LBB0_26:
	.loc	1 290 25                        ; triton_corpus.py:290:25
	s_lshl_b32 s0, s0, 6
	.loc	1 290 17                        ; triton_corpus.py:290:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v13, v2, s[0:1]
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s30, s90, 40
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s30, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_11
.LBB0_27:
	.loc	1 290 25                        ; triton_corpus.py:290:25
	s_lshl_b32 s0, s0, 6
	.loc	1 290 17                        ; triton_corpus.py:290:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v14, v2, s[0:1]
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s33, s90, 44
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s33, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_12
.LBB0_28:
	.loc	1 290 25                        ; triton_corpus.py:290:25
	s_lshl_b32 s0, s0, 6
	.loc	1 290 17                        ; triton_corpus.py:290:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v15, v2, s[0:1]
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s36, s90, 48
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s36, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_13
.LBB0_29:
	.loc	1 290 25                        ; triton_corpus.py:290:25
	s_lshl_b32 s0, s0, 6
	.loc	1 290 17                        ; triton_corpus.py:290:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v16, v2, s[0:1]
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s38, s90, 52
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s38, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_14
.LBB0_30:
	.loc	1 290 25                        ; triton_corpus.py:290:25
	s_lshl_b32 s0, s0, 6
	.loc	1 290 17                        ; triton_corpus.py:290:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v17, v2, s[0:1]
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s40, s90, 56
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s40, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_15
.LBB0_31:
	.loc	1 290 25                        ; triton_corpus.py:290:25
	s_lshl_b32 s0, s0, 6
	.loc	1 290 17                        ; triton_corpus.py:290:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v18, v2, s[0:1]
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_or_b32 s43, s90, 60
	.loc	1 288 10 is_stmt 0              ; triton_corpus.py:288:10
	s_or_b32 s0, s43, s62
	.loc	1 290 61 is_stmt 1              ; triton_corpus.py:290:61
	s_cmp_ge_i32 s0, s12
	.loc	1 290 9 is_stmt 0               ; triton_corpus.py:290:9
	s_cbranch_scc1 .LBB0_16
.LBB0_32:
	.loc	1 290 25                        ; triton_corpus.py:290:25
	s_lshl_b32 s0, s0, 6
	.loc	1 290 17                        ; triton_corpus.py:290:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 290 9                         ; triton_corpus.py:290:9
	global_load_ushort v19, v2, s[0:1]
.LBB0_33:
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_lshl_b32 s13, s90, 6
	s_and_b32 s91, s13, 64
	s_and_b32 s0, s13, 0x80
	s_bfe_i32 s2, s90, 0x10001
	v_or_b32_e32 v65, s13, v51
	.loc	1 290 9                         ; triton_corpus.py:290:9
	s_cmp_eq_u32 s0, 0
	v_lshlrev_b32_e32 v1, 1, v65
	v_writelane_b32 v205, s0, 2
	s_cselect_b64 s[0:1], -1, 0
	s_and_b32 s2, s2, 0x110
	v_mov_b32_e32 v3, 0xfe
	v_bitop3_b32 v66, v1, s2, v3 bitop3:0x6c
	v_add_u32_e32 v3, 0, v66
	v_xor_b32_e32 v67, 32, v66
	s_waitcnt vmcnt(0)
	ds_write_b16 v3, v4
	ds_write_b16 v3, v8 offset:2048
	ds_write_b16 v3, v12 offset:4096
	ds_write_b16 v3, v16 offset:6144
	v_add_u32_e32 v8, 0, v67
	v_xor_b32_e32 v68, 64, v66
	ds_write_b16 v8, v5 offset:512
	ds_write_b16 v8, v9 offset:2560
	ds_write_b16 v8, v13 offset:4608
	ds_write_b16 v8, v17 offset:6656
	v_add_u32_e32 v9, 0, v68
	v_xor_b32_e32 v69, 0x60, v66
	.loc	1 288 21                        ; triton_corpus.py:288:21
	v_and_b32_e32 v63, 32, v0
	.loc	1 290 9                         ; triton_corpus.py:290:9
	ds_write_b16 v9, v6 offset:1024
	ds_write_b16 v9, v10 offset:3072
	ds_write_b16 v9, v14 offset:5120
	ds_write_b16 v9, v18 offset:7168
	v_add_u32_e32 v10, 0, v69
	v_lshlrev_b32_e32 v4, 3, v0
	.loc	1 288 21                        ; triton_corpus.py:288:21
	v_and_b32_e32 v64, 31, v0
	.loc	1 290 9                         ; triton_corpus.py:290:9
	ds_write_b16 v10, v7 offset:1536
	ds_write_b16 v10, v11 offset:3584
	ds_write_b16 v10, v15 offset:5632
	ds_write_b16 v10, v19 offset:7680
	v_and_b32_e32 v6, 0x70, v4
	v_lshrrev_b32_e32 v7, 1, v63
	s_lshl_b32 s3, s91, 6
	s_movk_i32 s2, 0x60
	v_lshlrev_b32_e32 v5, 7, v64
	v_bitop3_b32 v11, s3, v6, v7 bitop3:0xf6
	v_or_b32_e32 v12, v11, v5
	v_bitop3_b32 v11, v11, s2, v5 bitop3:0x36
	.loc	1 295 38                        ; triton_corpus.py:295:38
	s_add_i32 s2, s62, 64
	.loc	1 295 27 is_stmt 0              ; triton_corpus.py:295:27
	s_min_i32 s2, s2, s12
	.loc	1 295 5                         ; triton_corpus.py:295:5
	s_cmp_gt_i32 s2, 0
	.loc	1 290 9 is_stmt 1               ; triton_corpus.py:290:9
	v_add_u32_e32 v13, 0, v12
	v_xad_u32 v14, v12, 32, 0
	v_xad_u32 v12, v12, 64, 0
	.loc	1 295 5                         ; triton_corpus.py:295:5
	s_cselect_b64 s[18:19], -1, 0
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s90, s12
	.loc	1 290 9                         ; triton_corpus.py:290:9
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[134:137], v13
	ds_read_b128 v[130:133], v14
	v_add_u32_e32 v11, 0, v11
	ds_read_b128 v[138:141], v12
	ds_read_b128 v[126:129], v11
	v_writelane_b32 v205, s2, 3
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 295 5                         ; triton_corpus.py:295:5
	s_and_b64 s[2:3], s[18:19], s[2:3]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[34:35], s[2:3], exec
	s_cselect_b32 s9, 1, 0
	s_cmp_lg_u32 s9, 1
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_lshl_b32 s9, s13, 1
	s_add_u32 s34, s4, s9
	s_addc_u32 s35, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v14, v2, s[34:35]
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_36:
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	s_cmp_lt_i32 s8, s12
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_lshl_b32 s44, s8, 6
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_and_b64 s[8:9], s[18:19], s[34:35]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[34:35], s[8:9], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	s_lshl_b32 s17, s44, 1
	s_add_u32 s34, s4, s17
	s_addc_u32 s35, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v15, v2, s[34:35]
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_39:
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	s_cmp_lt_i32 s15, s12
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_lshl_b32 s45, s15, 6
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_and_b64 s[60:61], s[18:19], s[34:35]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[34:35], s[60:61], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	s_lshl_b32 s15, s45, 1
	s_add_u32 s34, s4, s15
	s_addc_u32 s35, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v16, v2, s[34:35]
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v16, 0
.LBB0_42:
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	s_cmp_lt_i32 s14, s12
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_lshl_b32 s46, s14, 6
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_and_b64 s[14:15], s[18:19], s[34:35]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[34:35], s[14:15], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	s_lshl_b32 s17, s46, 1
	s_add_u32 s34, s4, s17
	s_addc_u32 s35, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v17, v2, s[34:35]
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v17, 0
.LBB0_45:
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	s_cmp_lt_i32 s16, s12
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_lshl_b32 s47, s16, 6
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_and_b64 s[16:17], s[18:19], s[34:35]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[34:35], s[16:17], exec
	s_cselect_b32 s21, 1, 0
	s_cmp_lg_u32 s21, 1
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	s_lshl_b32 s21, s47, 1
	s_add_u32 s34, s4, s21
	s_addc_u32 s35, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v18, v2, s[34:35]
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v18, 0
.LBB0_48:
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	s_cmp_lt_i32 s20, s12
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_lshl_b32 s48, s20, 6
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_and_b64 s[20:21], s[18:19], s[34:35]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[34:35], s[20:21], exec
	s_cselect_b32 s23, 1, 0
	s_cmp_lg_u32 s23, 1
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	s_lshl_b32 s23, s48, 1
	s_add_u32 s34, s4, s23
	s_addc_u32 s35, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v19, v2, s[34:35]
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v19, 0
.LBB0_51:
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	s_cmp_lt_i32 s22, s12
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_lshl_b32 s49, s22, 6
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_and_b64 s[22:23], s[18:19], s[34:35]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[34:35], s[22:23], exec
	s_cselect_b32 s25, 1, 0
	s_cmp_lg_u32 s25, 1
	s_cbranch_scc1 .LBB0_53
; %bb.52:
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	s_lshl_b32 s25, s49, 1
	s_add_u32 s34, s4, s25
	s_addc_u32 s35, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v20, v2, s[34:35]
	s_branch .LBB0_54
.LBB0_53:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v20, 0
.LBB0_54:
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	s_cmp_lt_i32 s24, s12
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_lshl_b32 s50, s24, 6
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_and_b64 s[24:25], s[18:19], s[34:35]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[34:35], s[24:25], exec
	s_cselect_b32 s27, 1, 0
	s_cmp_lg_u32 s27, 1
	s_cbranch_scc1 .LBB0_56
; %bb.55:
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	s_lshl_b32 s27, s50, 1
	s_add_u32 s34, s4, s27
	s_addc_u32 s35, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v21, v2, s[34:35]
	s_branch .LBB0_57
.LBB0_56:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v21, 0
.LBB0_57:
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	s_cmp_lt_i32 s26, s12
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_lshl_b32 s51, s26, 6
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_and_b64 s[26:27], s[18:19], s[34:35]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[34:35], s[26:27], exec
	s_cselect_b32 s29, 1, 0
	s_cmp_lg_u32 s29, 1
	s_cbranch_scc1 .LBB0_59
; %bb.58:
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	s_lshl_b32 s29, s51, 1
	s_add_u32 s34, s4, s29
	s_addc_u32 s35, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v22, v2, s[34:35]
	s_branch .LBB0_60
.LBB0_59:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v22, 0
.LBB0_60:
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	s_cmp_lt_i32 s28, s12
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_lshl_b32 s52, s28, 6
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_and_b64 s[28:29], s[18:19], s[34:35]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[34:35], s[28:29], exec
	s_cselect_b32 s31, 1, 0
	s_cmp_lg_u32 s31, 1
	s_cbranch_scc1 .LBB0_62
; %bb.61:
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	s_lshl_b32 s31, s52, 1
	s_add_u32 s34, s4, s31
	s_addc_u32 s35, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v23, v2, s[34:35]
	s_branch .LBB0_63
.LBB0_62:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v23, 0
.LBB0_63:
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	s_cmp_lt_i32 s30, s12
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_lshl_b32 s53, s30, 6
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_and_b64 s[30:31], s[18:19], s[34:35]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[34:35], s[30:31], exec
	s_cselect_b32 s34, 1, 0
	s_cmp_lg_u32 s34, 1
	s_cbranch_scc1 .LBB0_65
; %bb.64:
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	s_lshl_b32 s34, s53, 1
	s_add_u32 s34, s4, s34
	s_addc_u32 s35, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v24, v2, s[34:35]
	s_branch .LBB0_66
.LBB0_65:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_66:
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	s_cmp_lt_i32 s33, s12
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_lshl_b32 s33, s33, 6
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_and_b64 s[34:35], s[18:19], s[34:35]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[54:55], s[34:35], exec
	s_cselect_b32 s37, 1, 0
	s_cmp_lg_u32 s37, 1
	s_cbranch_scc1 .LBB0_68
; %bb.67:
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	s_lshl_b32 s37, s33, 1
	s_add_u32 s54, s4, s37
	s_addc_u32 s55, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v25, v2, s[54:55]
	s_branch .LBB0_69
.LBB0_68:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v25, 0
.LBB0_69:
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	s_cmp_lt_i32 s36, s12
	s_cselect_b64 s[56:57], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_lshl_b32 s54, s36, 6
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_and_b64 s[36:37], s[18:19], s[56:57]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[56:57], s[36:37], exec
	s_cselect_b32 s39, 1, 0
	s_cmp_lg_u32 s39, 1
	s_cbranch_scc1 .LBB0_71
; %bb.70:
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	s_lshl_b32 s39, s54, 1
	s_add_u32 s56, s4, s39
	s_addc_u32 s57, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v26, v2, s[56:57]
	s_branch .LBB0_72
.LBB0_71:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v26, 0
.LBB0_72:
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	s_cmp_lt_i32 s38, s12
	s_cselect_b64 s[56:57], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_lshl_b32 s55, s38, 6
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_and_b64 s[38:39], s[18:19], s[56:57]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[56:57], s[38:39], exec
	s_cselect_b32 s41, 1, 0
	s_cmp_lg_u32 s41, 1
	s_cbranch_scc1 .LBB0_74
; %bb.73:
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	s_lshl_b32 s41, s55, 1
	s_add_u32 s56, s4, s41
	s_addc_u32 s57, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v27, v2, s[56:57]
	s_branch .LBB0_75
.LBB0_74:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v27, 0
.LBB0_75:
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	s_cmp_lt_i32 s40, s12
	s_cselect_b64 s[58:59], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_lshl_b32 s56, s40, 6
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_and_b64 s[40:41], s[18:19], s[58:59]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[58:59], s[40:41], exec
	s_cselect_b32 s57, 1, 0
	s_cmp_lg_u32 s57, 1
	s_cbranch_scc1 .LBB0_77
; %bb.76:
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	s_lshl_b32 s57, s56, 1
	s_add_u32 s58, s4, s57
	s_addc_u32 s59, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v28, v2, s[58:59]
	s_branch .LBB0_78
.LBB0_77:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v28, 0
.LBB0_78:
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	s_cmp_lt_i32 s43, s12
	s_cselect_b64 s[58:59], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_lshl_b32 s43, s43, 6
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_and_b64 s[18:19], s[18:19], s[58:59]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_and_b64 s[58:59], s[18:19], exec
	s_cselect_b32 s57, 1, 0
	s_cmp_lg_u32 s57, 1
	s_cbranch_scc1 .LBB0_95
; %bb.79:
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	s_lshl_b32 s57, s43, 1
	s_add_u32 s58, s4, s57
	s_addc_u32 s59, s5, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v29, v2, s[58:59]
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_96
.LBB0_80:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v30, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[8:9], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_97
.LBB0_81:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v31, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[60:61], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_98
.LBB0_82:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v32, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[14:15], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_99
.LBB0_83:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v33, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[16:17], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_100
.LBB0_84:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v34, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[20:21], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_101
.LBB0_85:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v35, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[22:23], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_102
.LBB0_86:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v36, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[24:25], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_103
.LBB0_87:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v37, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[26:27], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_104
.LBB0_88:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v38, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[28:29], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_105
.LBB0_89:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v39, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[30:31], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_106
.LBB0_90:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v40, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[34:35], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_107
.LBB0_91:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v41, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[36:37], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_108
.LBB0_92:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v42, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[38:39], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_109
.LBB0_93:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v43, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[40:41], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_110
.LBB0_94:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v44, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_branch .LBB0_111
.LBB0_95:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v29, 0
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_80
.LBB0_96:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_lshl_b32 s2, s13, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v30, v2, s[2:3]
	s_and_b64 s[2:3], s[8:9], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_81
.LBB0_97:
	.loc	1 304 21                        ; triton_corpus.py:304:21
	s_lshl_b32 s2, s44, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v31, v2, s[2:3]
	s_and_b64 s[2:3], s[60:61], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_82
.LBB0_98:
	.loc	1 304 21                        ; triton_corpus.py:304:21
	s_lshl_b32 s2, s45, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v32, v2, s[2:3]
	s_and_b64 s[2:3], s[14:15], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_83
.LBB0_99:
	.loc	1 304 21                        ; triton_corpus.py:304:21
	s_lshl_b32 s2, s46, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v33, v2, s[2:3]
	s_and_b64 s[2:3], s[16:17], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_84
.LBB0_100:
	.loc	1 304 21                        ; triton_corpus.py:304:21
	s_lshl_b32 s2, s47, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v34, v2, s[2:3]
	s_and_b64 s[2:3], s[20:21], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_85
.LBB0_101:
	.loc	1 304 21                        ; triton_corpus.py:304:21
	s_lshl_b32 s2, s48, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v35, v2, s[2:3]
	s_and_b64 s[2:3], s[22:23], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_86
.LBB0_102:
	.loc	1 304 21                        ; triton_corpus.py:304:21
	s_lshl_b32 s2, s49, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v36, v2, s[2:3]
	s_and_b64 s[2:3], s[24:25], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_87
.LBB0_103:
	.loc	1 304 21                        ; triton_corpus.py:304:21
	s_lshl_b32 s2, s50, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v37, v2, s[2:3]
	s_and_b64 s[2:3], s[26:27], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_88
.LBB0_104:
	.loc	1 304 21                        ; triton_corpus.py:304:21
	s_lshl_b32 s2, s51, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v38, v2, s[2:3]
	s_and_b64 s[2:3], s[28:29], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_89
.LBB0_105:
	.loc	1 304 21                        ; triton_corpus.py:304:21
	s_lshl_b32 s2, s52, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v39, v2, s[2:3]
	s_and_b64 s[2:3], s[30:31], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_90
.LBB0_106:
	.loc	1 304 21                        ; triton_corpus.py:304:21
	s_lshl_b32 s2, s53, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v40, v2, s[2:3]
	s_and_b64 s[2:3], s[34:35], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_91
.LBB0_107:
	.loc	1 304 21                        ; triton_corpus.py:304:21
	s_lshl_b32 s2, s33, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v41, v2, s[2:3]
	s_and_b64 s[2:3], s[36:37], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_92
.LBB0_108:
	.loc	1 304 21                        ; triton_corpus.py:304:21
	s_lshl_b32 s2, s54, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v42, v2, s[2:3]
	s_and_b64 s[2:3], s[38:39], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_93
.LBB0_109:
	.loc	1 304 21                        ; triton_corpus.py:304:21
	s_lshl_b32 s2, s55, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v43, v2, s[2:3]
	s_and_b64 s[2:3], s[40:41], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_94
.LBB0_110:
	.loc	1 304 21                        ; triton_corpus.py:304:21
	s_lshl_b32 s2, s56, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v44, v2, s[2:3]
.LBB0_111:
	s_and_b64 s[2:3], s[18:19], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_and_b32_e32 v13, 0xfe, v1
	s_cbranch_scc1 .LBB0_113
; %bb.112:
	.loc	1 304 21                        ; triton_corpus.py:304:21
	s_lshl_b32 s2, s43, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v45, v2, s[2:3]
	s_branch .LBB0_114
.LBB0_113:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v45, 0
.LBB0_114:
	.loc	1 288 21 is_stmt 1              ; triton_corpus.py:288:21
	s_lshr_b32 s3, s91, 1
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 0, 0x108
	v_xor_b32_e32 v107, s0, v13
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v3, v14
	ds_write_b16 v3, v18 offset:2048
	ds_write_b16 v3, v22 offset:4096
	ds_write_b16 v3, v26 offset:6144
	ds_write_b16 v8, v15 offset:512
	ds_write_b16 v8, v19 offset:2560
	ds_write_b16 v8, v23 offset:4608
	ds_write_b16 v8, v27 offset:6656
	ds_write_b16 v9, v16 offset:1024
	ds_write_b16 v9, v20 offset:3072
	ds_write_b16 v9, v24 offset:5120
	ds_write_b16 v9, v28 offset:7168
	ds_write_b16 v10, v17 offset:1536
	ds_write_b16 v10, v21 offset:3584
	ds_write_b16 v10, v25 offset:5632
	ds_write_b16 v10, v29 offset:7680
	.loc	1 304 13                        ; triton_corpus.py:304:13
	v_add_u32_e32 v3, 0, v107
	v_xor_b32_e32 v108, 16, v107
	ds_write_b16 v3, v30 offset:16384
	ds_write_b16 v3, v34 offset:18432
	ds_write_b16 v3, v38 offset:20480
	ds_write_b16 v3, v42 offset:22528
	v_add_u32_e32 v3, 0, v108
	v_xor_b32_e32 v109, 32, v107
	.loc	1 295 5                         ; triton_corpus.py:295:5
	v_readlane_b32 s0, v205, 3
	.loc	1 288 21                        ; triton_corpus.py:288:21
	v_lshrrev_b32_e32 v50, 3, v63
	.loc	1 304 13                        ; triton_corpus.py:304:13
	ds_write_b16 v3, v31 offset:16896
	ds_write_b16 v3, v35 offset:18944
	ds_write_b16 v3, v39 offset:20992
	ds_write_b16 v3, v43 offset:23040
	v_add_u32_e32 v3, 0, v109
	v_xor_b32_e32 v110, 48, v107
	.loc	1 295 5                         ; triton_corpus.py:295:5
	s_sub_i32 s0, s0, 64
	.loc	1 294 16                        ; triton_corpus.py:294:16
	v_mov_b32_e32 v11, 0x3fb8aa3b
	.loc	1 288 21                        ; triton_corpus.py:288:21
	v_or_b32_e32 v1, 1, v50
	v_or_b32_e32 v91, 3, v50
	v_or_b32_e32 v80, 2, v50
	v_or_b32_e32 v85, 11, v50
	v_or_b32_e32 v90, 10, v50
	v_or_b32_e32 v96, 9, v50
	v_or_b32_e32 v101, 8, v50
	v_or_b32_e32 v76, 32, v50
	v_or_b32_e32 v78, 27, v50
	v_or_b32_e32 v81, 26, v50
	v_or_b32_e32 v86, 25, v50
	v_or_b32_e32 v92, 24, v50
	v_or_b32_e32 v97, 19, v50
	v_or_b32_e32 v102, 18, v50
	v_or_b32_e32 v104, 17, v50
	v_or_b32_e32 v77, 49, v50
	v_or_b32_e32 v79, 48, v50
	v_or_b32_e32 v82, 43, v50
	v_or_b32_e32 v87, 42, v50
	v_or_b32_e32 v93, 41, v50
	v_or_b32_e32 v98, 40, v50
	v_or_b32_e32 v103, 35, v50
	v_or_b32_e32 v105, 34, v50
	v_or_b32_e32 v83, 58, v50
	v_or_b32_e32 v88, 57, v50
	v_or_b32_e32 v94, 56, v50
	v_or_b32_e32 v99, 51, v50
	v_or_b32_e32 v84, 59, v50
	v_or_b32_e32 v89, 50, v50
	v_or_b32_e32 v95, 33, v50
	v_or_b32_e32 v100, 16, v50
	v_or_b32_e32 v12, s62, v64
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_mov_b32 s2, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	ds_write_b16 v3, v32 offset:17408
	ds_write_b16 v3, v36 offset:19456
	ds_write_b16 v3, v40 offset:21504
	ds_write_b16 v3, v44 offset:23552
	v_add_u32_e32 v3, 0, v110
	v_writelane_b32 v205, s0, 4
	.loc	1 295 5                         ; triton_corpus.py:295:5
	s_cmp_gt_i32 s0, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	ds_write_b16 v3, v33 offset:17920
	ds_write_b16 v3, v37 offset:19968
	ds_write_b16 v3, v41 offset:22016
	ds_write_b16 v3, v45 offset:24064
	v_writelane_b32 v205, s62, 5
	.loc	1 295 5                         ; triton_corpus.py:295:5
	s_cbranch_scc1 .LBB0_116
; %bb.115:                              ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_mov_b64 s[0:1], 0
	v_mov_b64_e32 v[52:53], s[12:13]
	v_mov_b64_e32 v[58:59], s[18:19]
	v_mov_b64_e32 v[56:57], s[16:17]
	v_mov_b64_e32 v[54:55], s[14:15]
	s_branch .LBB0_117
.LBB0_116:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr52_vgpr53_vgpr54_vgpr55_vgpr56_vgpr57_vgpr58_vgpr59
.LBB0_117:                              ; %Flow
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_mul_f32_e32 v60, s42, v11
	v_or_b32_e32 v75, s3, v12
	v_mov_b32_e32 v3, 0
	s_cmp_lg_u32 s0, 1
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0xff800000
	v_bitop3_b32 v106, v5, v7, v6 bitop3:0x36
	v_bfe_i32 v70, v0, 3, 1
	v_lshlrev_b32_e32 v72, 5, v0
	v_and_b32_e32 v71, 24, v4
	v_lshlrev_b32_e32 v74, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v63
	v_lshlrev_b32_e32 v73, 1, v64
	v_writelane_b32 v205, s3, 6
	s_cbranch_scc1 .LBB0_216
; %bb.118:                              ; %.lr.ph
	v_writelane_b32 v205, s10, 7
	s_movk_i32 s0, 0x180
	v_and_or_b32 v6, v72, s0, v71
	v_writelane_b32 v205, s11, 8
	s_lshl_b32 s0, s91, 1
	v_writelane_b32 v205, s0, 9
	v_mov_b32_e32 v5, 0x210
	v_writelane_b32 v205, s91, 10
	s_movk_i32 s1, 0x108
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	v_lshl_add_u64 v[52:53], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[54:55], s[6:7], 0, v[2:3]
	v_and_b32_e32 v2, 0x48, v65
	v_cndmask_b32_e64 v5, v5, 0, vcc
	v_readlane_b32 s0, v205, 2
	v_bitop3_b32 v11, v70, v71, s1 bitop3:0x6c
	v_bitop3_b32 v2, v2, v6, v5 bitop3:0x36
	v_xor_b32_e32 v6, v5, v73
	v_bitop3_b32 v7, s91, v5, v73 bitop3:0xf6
	v_and_b32_e32 v10, 0x80, v72
	s_lshr_b32 s0, s0, 1
	v_xor_b32_e32 v5, v11, v5
	v_and_b32_e32 v4, 32, v74
	v_or3_b32 v5, v10, s0, v5
	v_or_b32_e32 v113, v2, v4
	v_bitop3_b32 v8, s91, 8, v6 bitop3:0x36
	v_bitop3_b32 v9, s91, 32, v6 bitop3:0x36
	v_bitop3_b32 v6, s91, 40, v6 bitop3:0x36
	v_or_b32_e32 v4, v5, v4
	v_bitop3_b32 v5, v5, 32, v74 bitop3:0x34
	v_xor_b32_e32 v0, 32, v106
	v_xor_b32_e32 v111, 64, v106
	v_xor_b32_e32 v112, 0x60, v106
	v_lshl_add_u32 v114, v64, 2, 0
	.loc	1 298 13                        ; triton_corpus.py:298:13
	v_mov_b32_e32 v56, v60
	v_mov_b32_e32 v57, v60
	v_mov_b32_e32 v58, v60
	v_mov_b32_e32 v59, v60
	v_bitop3_b32 v115, v2, 32, v74 bitop3:0x34
	s_movk_i32 s93, 0x4000
	.loc	1 295 5                         ; triton_corpus.py:295:5
	s_add_i32 s92, s13, 0x1f00
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v124, 0xff800000
	v_add_u32_e32 v116, 0, v7
	v_add_u32_e32 v117, 0, v8
	v_add_u32_e32 v118, 0, v9
	v_add_u32_e32 v119, 0, v6
	v_add_u32_e32 v120, 0, v4
	v_add_u32_e32 v121, 0, v5
	v_mov_b32_e32 v122, 0xff800000
	s_mov_b32 s33, 0
	s_mov_b32 s13, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, v3
	v_mov_b32_e32 v14, v3
	v_mov_b32_e32 v15, v3
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v10, v3
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v2, v3
	v_writelane_b32 v205, s90, 11
                                        ; implicit-def: $vgpr204 : SGPR spill to VGPR lane
	s_branch .LBB0_121
.LBB0_119:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 21                        ; triton_corpus.py:304:21
	v_lshl_add_u64 v[174:175], s[92:93], 1, v[54:55]
	.loc	1 304 13 is_stmt 0              ; triton_corpus.py:304:13
	global_load_ushort v173, v[174:175], off
.LBB0_120:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 302 30 is_stmt 1              ; triton_corpus.py:302:30
	v_sub_f32_e32 v124, v124, v62
	.loc	1 302 17 is_stmt 0              ; triton_corpus.py:302:17
	v_exp_f32_e32 v174, v124
	v_readlane_b32 s0, v205, 48
	.loc	1 305 45 is_stmt 1              ; triton_corpus.py:305:45
	v_cvt_pk_f16_f32 v18, v18, v19
	v_cvt_pk_f16_f32 v19, v20, v21
	.loc	1 304 13                        ; triton_corpus.py:304:13
	v_add_u32_e32 v124, s0, v113
	ds_read_b64_tr_b16 v[176:177], v124
	ds_read_b64_tr_b16 v[180:181], v124 offset:2048
	ds_read_b64_tr_b16 v[184:185], v124 offset:4096
	ds_read_b64_tr_b16 v[188:189], v124 offset:6144
	v_add_u32_e32 v124, s0, v115
	.loc	1 305 15                        ; triton_corpus.py:305:15
	v_readlane_b32 s0, v205, 9
	.loc	1 304 13                        ; triton_corpus.py:304:13
	ds_read_b64_tr_b16 v[178:179], v124 offset:1024
	ds_read_b64_tr_b16 v[182:183], v124 offset:3072
	ds_read_b64_tr_b16 v[186:187], v124 offset:5120
	ds_read_b64_tr_b16 v[190:191], v124 offset:7168
	.loc	1 305 15                        ; triton_corpus.py:305:15
	v_add_u32_e32 v124, s0, v114
	v_readlane_b32 s0, v205, 2
	ds_write_b32 v124, v174 offset:32768
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v124, s0, v114
	s_barrier
	ds_read_b32 v124, v124 offset:32768
	.loc	1 305 45 is_stmt 0              ; triton_corpus.py:305:45
	v_cvt_pk_f16_f32 v20, v22, v23
	v_cvt_pk_f16_f32 v21, v24, v25
	v_cvt_pk_f16_f32 v22, v26, v27
	v_cvt_pk_f16_f32 v23, v28, v29
	.loc	1 305 15                        ; triton_corpus.py:305:15
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[2:3], v[2:3], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[124:125] op_sel_hi:[1,0]
	.loc	1 305 45                        ; triton_corpus.py:305:45
	v_cvt_pk_f16_f32 v24, v30, v31
	v_cvt_pk_f16_f32 v25, v32, v33
	v_cvt_pk_f16_f32 v26, v34, v35
	v_cvt_pk_f16_f32 v27, v36, v37
	v_cvt_pk_f16_f32 v28, v38, v39
	v_cvt_pk_f16_f32 v29, v40, v41
	v_cvt_pk_f16_f32 v30, v42, v43
	v_cvt_pk_f16_f32 v31, v44, v45
	v_cvt_pk_f16_f32 v32, v46, v47
	v_cvt_pk_f16_f32 v33, v48, v49
	s_barrier
	ds_write_b16 v116, v18 offset:32768
	ds_write_b16_d16_hi v116, v18 offset:32896
	ds_write_b16 v116, v22 offset:34816
	ds_write_b16_d16_hi v116, v22 offset:34944
	ds_write_b16 v116, v26 offset:36864
	ds_write_b16_d16_hi v116, v26 offset:36992
	ds_write_b16 v116, v30 offset:38912
	ds_write_b16_d16_hi v116, v30 offset:39040
	ds_write_b16 v117, v19 offset:33024
	ds_write_b16_d16_hi v117, v19 offset:33152
	ds_write_b16 v117, v23 offset:35072
	ds_write_b16_d16_hi v117, v23 offset:35200
	ds_write_b16 v117, v27 offset:37120
	ds_write_b16_d16_hi v117, v27 offset:37248
	ds_write_b16 v117, v31 offset:39168
	ds_write_b16_d16_hi v117, v31 offset:39296
	ds_write_b16 v118, v20 offset:33792
	ds_write_b16_d16_hi v118, v20 offset:33920
	ds_write_b16 v118, v24 offset:35840
	ds_write_b16_d16_hi v118, v24 offset:35968
	ds_write_b16 v118, v28 offset:37888
	ds_write_b16_d16_hi v118, v28 offset:38016
	ds_write_b16 v118, v32 offset:39936
	ds_write_b16_d16_hi v118, v32 offset:40064
	ds_write_b16 v119, v21 offset:34048
	ds_write_b16_d16_hi v119, v21 offset:34176
	ds_write_b16 v119, v25 offset:36096
	ds_write_b16_d16_hi v119, v25 offset:36224
	ds_write_b16 v119, v29 offset:38144
	ds_write_b16_d16_hi v119, v29 offset:38272
	ds_write_b16 v119, v33 offset:40192
	ds_write_b16_d16_hi v119, v33 offset:40320
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[20:21], v121 offset:33792
	ds_read_b64_tr_b16 v[18:19], v120 offset:32768
	ds_read_b64_tr_b16 v[22:23], v120 offset:34816
	ds_read_b64_tr_b16 v[26:27], v120 offset:36864
	ds_read_b64_tr_b16 v[30:31], v120 offset:38912
	ds_read_b64_tr_b16 v[24:25], v121 offset:35840
	ds_read_b64_tr_b16 v[28:29], v121 offset:37888
	ds_read_b64_tr_b16 v[32:33], v121 offset:39936
	.loc	1 305 38                        ; triton_corpus.py:305:38
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_f16 v[2:17], v[176:179], v[18:21], v[2:17]
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_add_i32 s13, s13, 64
	s_add_i32 s0, s33, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s33, s0, 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_lshl_b32 s2, s33, 13
	v_add_u32_e32 v18, s2, v66
	s_waitcnt vmcnt(0)
	ds_write_b16 v18, v142
	ds_write_b16 v18, v146 offset:2048
	ds_write_b16 v18, v150 offset:4096
	ds_write_b16 v18, v154 offset:6144
	.loc	1 305 38                        ; triton_corpus.py:305:38
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_f16 v[2:17], v[180:183], v[22:25], v[2:17]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	v_add_u32_e32 v18, s2, v67
	ds_write_b16 v18, v143 offset:512
	ds_write_b16 v18, v147 offset:2560
	ds_write_b16 v18, v151 offset:4608
	ds_write_b16 v18, v155 offset:6656
	v_add_u32_e32 v18, s2, v68
	ds_write_b16 v18, v144 offset:1024
	ds_write_b16 v18, v148 offset:3072
	ds_write_b16 v18, v152 offset:5120
	ds_write_b16 v18, v156 offset:7168
	v_add_u32_e32 v18, s2, v69
	ds_write_b16 v18, v145 offset:1536
	ds_write_b16 v18, v149 offset:3584
	ds_write_b16 v18, v153 offset:5632
	ds_write_b16 v18, v157 offset:7680
	.loc	1 304 13                        ; triton_corpus.py:304:13
	v_add_u32_e32 v18, s2, v107
	.loc	1 305 38                        ; triton_corpus.py:305:38
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x16_f16 v[2:17], v[184:187], v[26:29], v[2:17]
.Ltmp2:
	.file	2 "/work/venvs/emucorpus/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:303:29 ] ]
	v_add_f32_e32 v61, v61, v125
.Ltmp3:
	.loc	1 304 13                        ; triton_corpus.py:304:13
	ds_write_b16 v18, v158 offset:16384
	ds_write_b16 v18, v162 offset:18432
	ds_write_b16 v18, v166 offset:20480
	ds_write_b16 v18, v170 offset:22528
	v_add_u32_e32 v18, s2, v108
	.loc	1 303 15                        ; triton_corpus.py:303:15
	v_fmac_f32_e32 v61, v123, v174
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_add_i32 s93, s2, 0x4000
	ds_write_b16 v18, v159 offset:16896
	ds_write_b16 v18, v163 offset:18944
	ds_write_b16 v18, v167 offset:20992
	ds_write_b16 v18, v171 offset:23040
	v_add_u32_e32 v18, s2, v109
	.loc	1 305 38                        ; triton_corpus.py:305:38
	v_mfma_f32_32x32x16_f16 v[2:17], v[188:191], v[30:33], v[2:17]
	.loc	1 295 5                         ; triton_corpus.py:295:5
	s_addk_i32 s92, 0x1000
	v_readlane_b32 s0, v205, 4
	.loc	1 304 13                        ; triton_corpus.py:304:13
	ds_write_b16 v18, v160 offset:17408
	ds_write_b16 v18, v164 offset:19456
	ds_write_b16 v18, v168 offset:21504
	ds_write_b16 v18, v172 offset:23552
	v_add_u32_e32 v18, s2, v110
	.loc	1 295 5                         ; triton_corpus.py:295:5
	s_cmp_lt_i32 s13, s0
	v_mov_b32_e32 v123, v61
	v_mov_b32_e32 v124, v62
	.loc	1 304 13                        ; triton_corpus.py:304:13
	ds_write_b16 v18, v161 offset:17920
	ds_write_b16 v18, v165 offset:19968
	ds_write_b16 v18, v169 offset:22016
	ds_write_b16 v18, v173 offset:24064
	.loc	1 295 5                         ; triton_corpus.py:295:5
	s_cbranch_scc0 .LBB0_217
.LBB0_121:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 296 14                        ; triton_corpus.py:296:14
	s_add_i32 s0, s90, s13
	s_add_i32 s1, s0, 64
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[4:5], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	v_writelane_b32 v205, s4, 12
	s_nop 1
	v_writelane_b32 v205, s5, 13
	s_add_i32 s4, s92, 0xfffff100
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s1, s12
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_cbranch_scc1 .LBB0_123
; %bb.122:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[18:19], s[4:5], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v142, v[18:19], off
	s_branch .LBB0_124
.LBB0_123:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v142, 0
.LBB0_124:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	s_add_i32 s1, s0, 0x44
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[6:7], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	v_writelane_b32 v205, s6, 14
	s_nop 1
	v_writelane_b32 v205, s7, 15
	s_add_i32 s6, s92, 0xfffff200
	.loc	1 297 21                        ; triton_corpus.py:297:21
	s_ashr_i32 s7, s6, 31
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s1, s12
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_cbranch_scc1 .LBB0_126
; %bb.125:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_lshl_add_u64 v[18:19], s[6:7], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v143, v[18:19], off
	s_branch .LBB0_127
.LBB0_126:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v143, 0
.LBB0_127:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	s_add_i32 s1, s0, 0x48
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	v_writelane_b32 v205, s8, 16
	s_nop 1
	v_writelane_b32 v205, s9, 17
	s_add_i32 s8, s92, 0xfffff300
	.loc	1 297 21                        ; triton_corpus.py:297:21
	s_ashr_i32 s9, s8, 31
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s1, s12
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_cbranch_scc1 .LBB0_129
; %bb.128:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_lshl_add_u64 v[18:19], s[8:9], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v144, v[18:19], off
	s_branch .LBB0_130
.LBB0_129:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v144, 0
.LBB0_130:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	s_add_i32 s1, s0, 0x4c
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[10:11], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	v_writelane_b32 v205, s10, 18
	s_nop 1
	v_writelane_b32 v205, s11, 19
	s_add_i32 s10, s92, 0xfffff400
	.loc	1 297 21                        ; triton_corpus.py:297:21
	s_ashr_i32 s11, s10, 31
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s1, s12
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_cbranch_scc1 .LBB0_132
; %bb.131:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_lshl_add_u64 v[18:19], s[10:11], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v145, v[18:19], off
	s_branch .LBB0_133
.LBB0_132:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v145, 0
.LBB0_133:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	s_add_i32 s1, s0, 0x50
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[14:15], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	v_writelane_b32 v205, s14, 20
	s_nop 1
	v_writelane_b32 v205, s15, 21
	s_add_i32 s14, s92, 0xfffff500
	.loc	1 297 21                        ; triton_corpus.py:297:21
	s_ashr_i32 s15, s14, 31
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s1, s12
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_cbranch_scc1 .LBB0_135
; %bb.134:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_lshl_add_u64 v[18:19], s[14:15], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v146, v[18:19], off
	s_branch .LBB0_136
.LBB0_135:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v146, 0
.LBB0_136:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	s_add_i32 s1, s0, 0x54
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	v_writelane_b32 v205, s16, 22
	s_nop 1
	v_writelane_b32 v205, s17, 23
	s_add_i32 s16, s92, 0xfffff600
	.loc	1 297 21                        ; triton_corpus.py:297:21
	s_ashr_i32 s17, s16, 31
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s1, s12
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_cbranch_scc1 .LBB0_138
; %bb.137:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_lshl_add_u64 v[18:19], s[16:17], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v147, v[18:19], off
	s_branch .LBB0_139
.LBB0_138:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v147, 0
.LBB0_139:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	s_add_i32 s1, s0, 0x58
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[18:19], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	v_writelane_b32 v205, s18, 24
	s_nop 1
	v_writelane_b32 v205, s19, 25
	s_add_i32 s18, s92, 0xfffff700
	.loc	1 297 21                        ; triton_corpus.py:297:21
	s_ashr_i32 s19, s18, 31
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s1, s12
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_cbranch_scc1 .LBB0_141
; %bb.140:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_lshl_add_u64 v[18:19], s[18:19], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v148, v[18:19], off
	s_branch .LBB0_142
.LBB0_141:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v148, 0
.LBB0_142:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	s_add_i32 s1, s0, 0x5c
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[20:21], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	v_writelane_b32 v205, s20, 26
	s_nop 1
	v_writelane_b32 v205, s21, 27
	s_add_i32 s20, s92, 0xfffff800
	.loc	1 297 21                        ; triton_corpus.py:297:21
	s_ashr_i32 s21, s20, 31
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s1, s12
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_cbranch_scc1 .LBB0_144
; %bb.143:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_lshl_add_u64 v[18:19], s[20:21], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v149, v[18:19], off
	s_branch .LBB0_145
.LBB0_144:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v149, 0
.LBB0_145:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	s_add_i32 s1, s0, 0x60
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	v_writelane_b32 v205, s22, 28
	s_nop 1
	v_writelane_b32 v205, s23, 29
	s_add_i32 s22, s92, 0xfffff900
	.loc	1 297 21                        ; triton_corpus.py:297:21
	s_ashr_i32 s23, s22, 31
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s1, s12
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_cbranch_scc1 .LBB0_147
; %bb.146:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_lshl_add_u64 v[18:19], s[22:23], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v150, v[18:19], off
	s_branch .LBB0_148
.LBB0_147:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v150, 0
.LBB0_148:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	s_add_i32 s1, s0, 0x64
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[24:25], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	v_writelane_b32 v205, s24, 30
	s_nop 1
	v_writelane_b32 v205, s25, 31
	s_add_i32 s24, s92, 0xfffffa00
	.loc	1 297 21                        ; triton_corpus.py:297:21
	s_ashr_i32 s25, s24, 31
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s1, s12
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_cbranch_scc1 .LBB0_150
; %bb.149:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_lshl_add_u64 v[18:19], s[24:25], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v151, v[18:19], off
	s_branch .LBB0_151
.LBB0_150:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v151, 0
.LBB0_151:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	s_add_i32 s1, s0, 0x68
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[26:27], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_add_i32 s94, s92, 0xfffffb00
	.loc	1 297 21                        ; triton_corpus.py:297:21
	s_ashr_i32 s95, s94, 31
	.loc	1 297 29                        ; triton_corpus.py:297:29
	v_writelane_b32 v205, s26, 32
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s1, s12
	.loc	1 297 29                        ; triton_corpus.py:297:29
	s_nop 0
	v_writelane_b32 v205, s27, 33
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_cbranch_scc1 .LBB0_153
; %bb.152:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_lshl_add_u64 v[18:19], s[94:95], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v152, v[18:19], off
	s_branch .LBB0_154
.LBB0_153:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v152, 0
.LBB0_154:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	s_add_i32 s1, s0, 0x6c
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[26:27], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	v_writelane_b32 v205, s26, 34
	s_add_i32 s96, s92, 0xfffffc00
	.loc	1 297 21                        ; triton_corpus.py:297:21
	s_ashr_i32 s97, s96, 31
	.loc	1 297 29                        ; triton_corpus.py:297:29
	v_writelane_b32 v205, s27, 35
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s1, s12
	.loc	1 297 13                        ; triton_corpus.py:297:13
	v_writelane_b32 v205, s10, 36
	s_nop 1
	v_writelane_b32 v205, s11, 37
	s_cbranch_scc1 .LBB0_156
; %bb.155:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_lshl_add_u64 v[18:19], s[96:97], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v153, v[18:19], off
	s_branch .LBB0_157
.LBB0_156:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v153, 0
.LBB0_157:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	s_add_i32 s1, s0, 0x70
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[10:11], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	v_writelane_b32 v205, s10, 38
	s_nop 1
	v_writelane_b32 v205, s11, 39
	s_add_i32 s10, s92, 0xfffffd00
	.loc	1 297 21                        ; triton_corpus.py:297:21
	s_ashr_i32 s11, s10, 31
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s1, s12
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_cbranch_scc1 .LBB0_159
; %bb.158:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_lshl_add_u64 v[18:19], s[10:11], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v154, v[18:19], off
	s_branch .LBB0_160
.LBB0_159:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v154, 0
.LBB0_160:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	s_add_i32 s1, s0, 0x74
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[26:27], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	v_writelane_b32 v205, s26, 40
	s_add_i32 s98, s92, 0xfffffe00
	.loc	1 297 21                        ; triton_corpus.py:297:21
	s_ashr_i32 s99, s98, 31
	.loc	1 297 29                        ; triton_corpus.py:297:29
	v_writelane_b32 v205, s27, 41
	.loc	1 297 13                        ; triton_corpus.py:297:13
	v_writelane_b32 v205, s6, 42
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s1, s12
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_nop 0
	v_writelane_b32 v205, s7, 43
	v_writelane_b32 v205, s8, 44
	s_nop 1
	v_writelane_b32 v205, s9, 45
	s_cbranch_scc1 .LBB0_162
; %bb.161:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_lshl_add_u64 v[18:19], s[98:99], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v155, v[18:19], off
	s_branch .LBB0_163
.LBB0_162:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v155, 0
.LBB0_163:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	s_add_i32 s1, s0, 0x78
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s1, s12
	s_cselect_b64 s[6:7], -1, 0
	.loc	1 297 29 is_stmt 0              ; triton_corpus.py:297:29
	s_add_i32 s8, s92, 0xffffff00
	v_writelane_b32 v205, s6, 46
	.loc	1 297 21                        ; triton_corpus.py:297:21
	s_ashr_i32 s9, s8, 31
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s1, s12
	.loc	1 297 29                        ; triton_corpus.py:297:29
	v_writelane_b32 v205, s7, 47
	.loc	1 297 13                        ; triton_corpus.py:297:13
	v_writelane_b32 v205, s93, 48
	s_cbranch_scc1 .LBB0_165
; %bb.164:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_lshl_add_u64 v[18:19], s[8:9], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v156, v[18:19], off
	s_branch .LBB0_166
.LBB0_165:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v156, 0
.LBB0_166:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	s_addk_i32 s0, 0x7c
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_lt_i32 s0, s12
	s_cselect_b64 s[6:7], -1, 0
	.loc	1 297 21 is_stmt 0              ; triton_corpus.py:297:21
	v_writelane_b32 v205, s6, 49
	s_ashr_i32 s93, s92, 31
	.loc	1 297 65                        ; triton_corpus.py:297:65
	s_cmp_ge_i32 s0, s12
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_writelane_b32 v205, s7, 50
	.loc	1 297 13                        ; triton_corpus.py:297:13
	v_writelane_b32 v205, s14, 51
	s_nop 1
	v_writelane_b32 v205, s15, 52
	v_writelane_b32 v205, s16, 53
	s_nop 1
	v_writelane_b32 v205, s17, 54
	v_writelane_b32 v205, s18, 55
	s_nop 1
	v_writelane_b32 v205, s19, 56
	v_writelane_b32 v205, s20, 57
	s_nop 1
	v_writelane_b32 v205, s21, 58
	v_writelane_b32 v205, s22, 59
	s_nop 1
	v_writelane_b32 v205, s23, 60
	v_writelane_b32 v205, s24, 61
	s_nop 1
	v_writelane_b32 v205, s25, 62
	v_writelane_b32 v205, s4, 63
	s_nop 1
	v_writelane_b32 v204, s5, 0
	s_cbranch_scc1 .LBB0_168
; %bb.167:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 21                        ; triton_corpus.py:297:21
	v_lshl_add_u64 v[18:19], s[92:93], 1, v[52:53]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	global_load_ushort v157, v[18:19], off
	s_branch .LBB0_169
.LBB0_168:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v157, 0
.LBB0_169:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 297 13 is_stmt 1              ; triton_corpus.py:297:13
	v_add_u32_e32 v18, s2, v106
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[36:39], v18
	ds_read_b128 v[188:191], v18 offset:4096
	v_add_u32_e32 v34, s2, v0
	ds_read_b128 v[40:43], v34
	ds_read_b128 v[192:195], v34 offset:4096
	v_add_u32_e32 v34, s2, v111
	.loc	1 298 13                        ; triton_corpus.py:298:13
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[18:33], v[36:39], v[134:137], 0
	.loc	1 297 13                        ; triton_corpus.py:297:13
	ds_read_b128 v[36:39], v34
	ds_read_b128 v[196:199], v34 offset:4096
	v_add_u32_e32 v34, s2, v112
	.loc	1 296 14                        ; triton_corpus.py:296:14
	v_or_b32_e32 v61, s13, v1
	.loc	1 297 13                        ; triton_corpus.py:297:13
	ds_read_b128 v[200:203], v34 offset:4096
	.loc	1 296 14                        ; triton_corpus.py:296:14
	v_or_b32_e32 v160, s13, v90
	v_or_b32_e32 v161, s13, v85
	.loc	1 298 13                        ; triton_corpus.py:298:13
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_f16 v[18:33], v[40:43], v[130:133], v[18:33]
	.loc	1 297 13                        ; triton_corpus.py:297:13
	ds_read_b128 v[40:43], v34
	.loc	1 296 14                        ; triton_corpus.py:296:14
	v_or_b32_e32 v162, s13, v80
	.loc	1 297 65                        ; triton_corpus.py:297:65
	v_cmp_gt_i32_e64 s[74:75], s12, v161
	v_cmp_gt_i32_e64 s[80:81], s12, v160
	v_cmp_gt_i32_e64 s[62:63], s12, v61
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[84:85], v161, v75
	v_cmp_le_i32_e64 s[86:87], v160, v75
	.loc	1 298 13                        ; triton_corpus.py:298:13
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[18:33], v[36:39], v[138:141], v[18:33]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[70:71], v61, v75
	.loc	1 298 13                        ; triton_corpus.py:298:13
	v_mov_b32_e32 v61, v60
	.loc	1 296 14                        ; triton_corpus.py:296:14
	v_or_b32_e32 v62, s13, v50
	v_or_b32_e32 v158, s13, v101
	v_or_b32_e32 v159, s13, v96
	v_or_b32_e32 v165, s13, v78
	v_or_b32_e32 v166, s13, v76
	.loc	1 298 13                        ; triton_corpus.py:298:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[18:33], v[40:43], v[126:129], v[18:33]
	.loc	1 296 14                        ; triton_corpus.py:296:14
	v_or_b32_e32 v168, s13, v92
	v_or_b32_e32 v169, s13, v86
	v_or_b32_e32 v170, s13, v81
	.loc	1 297 65                        ; triton_corpus.py:297:65
	v_cmp_gt_i32_e64 s[72:73], s12, v162
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[82:83], v162, v75
	.loc	1 299 22 is_stmt 0              ; triton_corpus.py:299:22
	s_and_b64 s[80:81], s[86:87], s[80:81]
	s_and_b64 s[74:75], s[84:85], s[74:75]
	.loc	1 298 13 is_stmt 1              ; triton_corpus.py:298:13
	v_mfma_f32_32x32x16_f16 v[34:49], v[188:191], v[134:137], 0
	s_nop 3
	v_mul_f32_e64 v24, v60, v24
	v_mul_f32_e64 v25, v61, v25
	.loc	1 297 65                        ; triton_corpus.py:297:65
	v_cmp_gt_i32_e64 s[58:59], s12, v159
	v_cmp_gt_i32_e64 s[68:69], s12, v158
	v_cmp_gt_i32_e64 s[64:65], s12, v62
	v_cmp_gt_i32_e64 s[60:61], s12, v170
	v_cmp_gt_i32_e64 s[56:57], s12, v169
	v_cmp_gt_i32_e64 s[54:55], s12, v168
	.loc	1 298 13                        ; triton_corpus.py:298:13
	v_mfma_f32_32x32x16_f16 v[34:49], v[192:195], v[130:133], v[34:49]
	.loc	1 297 65                        ; triton_corpus.py:297:65
	v_cmp_gt_i32_e64 s[44:45], s12, v166
	v_cmp_gt_i32_e64 s[42:43], s12, v165
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[88:89], v159, v75
	v_cmp_le_i32_e64 s[78:79], v158, v75
	v_cmp_le_i32_e64 s[90:91], v62, v75
	v_cmp_le_i32_e64 s[86:87], v170, v75
	v_cmp_le_i32_e64 s[84:85], v169, v75
	.loc	1 298 13                        ; triton_corpus.py:298:13
	v_mfma_f32_32x32x16_f16 v[34:49], v[196:199], v[138:141], v[34:49]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[72:73], s[82:83], s[72:73]
	.loc	1 299 23 is_stmt 0              ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[82:83], v168, v75
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v25, v122, v25, s[74:75]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[74:75], v166, v75
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v24, v122, v24, s[80:81]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[80:81], v165, v75
	.loc	1 298 13 is_stmt 1              ; triton_corpus.py:298:13
	v_pk_mov_b32 v[158:159], v[30:31], v[32:33] op_sel:[1,0]
	v_mfma_f32_32x32x16_f16 v[34:49], v[200:203], v[126:129], v[34:49]
	v_pk_mov_b32 v[30:31], v[28:29], v[30:31] op_sel:[1,0]
	.loc	1 296 14                        ; triton_corpus.py:296:14
	v_or_b32_e32 v125, s13, v91
	v_or_b32_e32 v167, s13, v97
	v_or_b32_e32 v177, s13, v79
	v_or_b32_e32 v182, s13, v83
	.loc	1 298 13                        ; triton_corpus.py:298:13
	v_pk_mul_f32 v[18:19], v[58:59], v[18:19]
	v_pk_mul_f32 v[20:21], v[60:61], v[20:21]
	s_nop 4
	v_pk_mov_b32 v[32:33], v[32:33], v[34:35] op_sel:[1,0]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[64:65], s[90:91], s[64:65]
	.loc	1 298 13                        ; triton_corpus.py:298:13
	v_pk_mul_f32 v[158:159], v[60:61], v[158:159]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[60:61], s[86:87], s[60:61]
	.loc	1 298 13                        ; triton_corpus.py:298:13
	v_pk_mul_f32 v[30:31], v[60:61], v[30:31]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[56:57], s[84:85], s[56:57]
	s_and_b64 s[54:55], s[82:83], s[54:55]
	.loc	1 298 13                        ; triton_corpus.py:298:13
	v_pk_mul_f32 v[32:33], v[60:61], v[32:33]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[44:45], s[74:75], s[44:45]
	s_and_b64 s[42:43], s[80:81], s[42:43]
	.loc	1 296 14                        ; triton_corpus.py:296:14
	v_or_b32_e32 v163, s13, v104
	v_or_b32_e32 v164, s13, v102
	v_or_b32_e32 v176, s13, v82
	v_or_b32_e32 v181, s13, v88
	v_or_b32_e32 v184, s13, v95
	.loc	1 297 65                        ; triton_corpus.py:297:65
	v_cmp_gt_i32_e64 s[66:67], s12, v125
	v_cmp_gt_i32_e64 s[52:53], s12, v167
	v_cmp_gt_i32_e64 s[28:29], s12, v177
	v_cmp_gt_i32_e64 s[14:15], s12, v182
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[76:77], v125, v75
	.loc	1 298 13                        ; triton_corpus.py:298:13
	v_pk_mul_f32 v[22:23], v[60:61], v[22:23]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[88:89], s[88:89], s[58:59]
	.loc	1 299 13 is_stmt 0              ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v20, v122, v20, s[72:73]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[72:73], v167, v75
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[68:69], s[78:79], s[68:69]
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v18, v122, v18, s[64:65]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[64:65], v177, v75
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[62:63], s[70:71], s[62:63]
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v160, v122, v159, s[60:61]
	v_cndmask_b32_e64 v159, v122, v158, s[56:57]
	v_cndmask_b32_e64 v158, v122, v31, s[54:55]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[54:55], v182, v75
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v34, v122, v33, s[44:45]
	v_cndmask_b32_e64 v161, v122, v32, s[42:43]
	.loc	1 298 13 is_stmt 1              ; triton_corpus.py:298:13
	v_pk_mul_f32 v[32:33], v[58:59], v[36:37]
	v_pk_mul_f32 v[36:37], v[60:61], v[38:39]
	v_pk_mul_f32 v[38:39], v[60:61], v[40:41]
	v_pk_mul_f32 v[40:41], v[60:61], v[42:43]
	v_mov_b32_e32 v43, v46
	v_mov_b32_e32 v46, v47
	v_mov_b32_e32 v47, v48
	.loc	1 296 14                        ; triton_corpus.py:296:14
	v_or_b32_e32 v171, s13, v105
	v_or_b32_e32 v172, s13, v103
	v_or_b32_e32 v173, s13, v98
	v_or_b32_e32 v174, s13, v93
	v_or_b32_e32 v175, s13, v87
	v_or_b32_e32 v178, s13, v77
	v_or_b32_e32 v179, s13, v99
	v_or_b32_e32 v180, s13, v94
	v_or_b32_e32 v183, s13, v100
	v_or_b32_e32 v185, s13, v89
	v_or_b32_e32 v186, s13, v84
	.loc	1 297 65                        ; triton_corpus.py:297:65
	v_cmp_gt_i32_e64 s[40:41], s12, v164
	v_cmp_gt_i32_e64 s[38:39], s12, v163
	v_cmp_gt_i32_e64 s[36:37], s12, v176
	v_cmp_gt_i32_e64 s[18:19], s12, v181
	v_cmp_gt_i32_e64 s[0:1], s12, v184
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[50:51], v184, v75
	.loc	1 299 13 is_stmt 0              ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v23, v122, v23, s[88:89]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[88:89], v164, v75
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v22, v122, v22, s[68:69]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[68:69], v163, v75
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[66:67], s[76:77], s[66:67]
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v19, v122, v19, s[62:63]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[62:63], v176, v75
	v_cmp_le_i32_e64 s[82:83], v181, v75
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[52:53], s[72:73], s[52:53]
	.loc	1 298 13 is_stmt 1              ; triton_corpus.py:298:13
	v_pk_mov_b32 v[28:29], v[26:27], v[28:29] op_sel:[1,0]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[28:29], s[64:65], s[28:29]
	.loc	1 298 13                        ; triton_corpus.py:298:13
	v_pk_mul_f32 v[46:47], v[60:61], v[46:47]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[14:15], s[54:55], s[14:15]
	.loc	1 298 13                        ; triton_corpus.py:298:13
	v_mov_b32_e32 v27, v35
	.loc	1 297 65                        ; triton_corpus.py:297:65
	v_cmp_gt_i32_e64 s[34:35], s12, v178
	v_cmp_gt_i32_e64 s[30:31], s12, v175
	v_cmp_gt_i32_e64 s[26:27], s12, v174
	v_cmp_gt_i32_e64 s[24:25], s12, v173
	v_cmp_gt_i32_e64 s[22:23], s12, v172
	v_cmp_gt_i32_e64 s[20:21], s12, v171
	v_cmp_gt_i32_e64 s[16:17], s12, v180
	v_cmp_gt_i32_e64 s[6:7], s12, v179
	v_cmp_gt_i32_e64 s[4:5], s12, v186
	v_cmp_gt_i32_e64 s[2:3], s12, v185
	v_cmp_gt_i32_e32 vcc, s12, v183
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[46:47], v186, v75
	v_cmp_le_i32_e64 s[48:49], v185, v75
	v_cmp_le_i32_e64 s[58:59], v183, v75
	.loc	1 299 13 is_stmt 0              ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v21, v122, v21, s[66:67]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[66:67], v178, v75
	v_cmp_le_i32_e64 s[70:71], v175, v75
	v_cmp_le_i32_e64 s[76:77], v174, v75
	v_cmp_le_i32_e64 s[78:79], v173, v75
	v_cmp_le_i32_e64 s[60:61], v172, v75
	v_cmp_le_i32_e64 s[56:57], v171, v75
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v31, v122, v30, s[52:53]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[52:53], v180, v75
	v_cmp_le_i32_e64 s[72:73], v179, v75
	.loc	1 298 13 is_stmt 1              ; triton_corpus.py:298:13
	v_pk_mul_f32 v[28:29], v[58:59], v[28:29]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[40:41], s[88:89], s[40:41]
	s_and_b64 s[38:39], s[68:69], s[38:39]
	.loc	1 299 13 is_stmt 0              ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v40, v122, v40, s[28:29]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[28:29], s[62:63], s[36:37]
	.loc	1 298 13 is_stmt 1              ; triton_corpus.py:298:13
	v_mov_b32_e32 v42, v45
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v48, v122, v47, s[14:15]
	.loc	1 299 22 is_stmt 0              ; triton_corpus.py:299:22
	s_and_b64 s[14:15], s[82:83], s[18:19]
	.loc	1 298 13 is_stmt 1              ; triton_corpus.py:298:13
	v_pk_mul_f32 v[26:27], v[56:57], v[26:27]
	v_mov_b32_e32 v45, v49
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[0:1], s[50:51], s[0:1]
	.loc	1 299 13 is_stmt 0              ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v30, v122, v29, s[40:41]
	v_cndmask_b32_e64 v29, v122, v28, s[38:39]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[34:35], s[66:67], s[34:35]
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v39, v122, v39, s[28:29]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[28:29], s[70:71], s[30:31]
	s_and_b64 s[26:27], s[76:77], s[26:27]
	s_and_b64 s[24:25], s[78:79], s[24:25]
	s_and_b64 s[22:23], s[60:61], s[22:23]
	s_and_b64 s[20:21], s[56:57], s[20:21]
	.loc	1 298 13 is_stmt 1              ; triton_corpus.py:298:13
	v_pk_mul_f32 v[42:43], v[56:57], v[42:43]
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v47, v122, v46, s[14:15]
	.loc	1 299 22 is_stmt 0              ; triton_corpus.py:299:22
	s_and_b64 s[14:15], s[52:53], s[16:17]
	s_and_b64 s[6:7], s[72:73], s[6:7]
	.loc	1 298 13 is_stmt 1              ; triton_corpus.py:298:13
	v_pk_mul_f32 v[44:45], v[60:61], v[44:45]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[4:5], s[46:47], s[4:5]
	s_and_b64 s[2:3], s[48:49], s[2:3]
	.loc	1 299 13 is_stmt 0              ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v35, v122, v27, s[0:1]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 vcc, s[58:59], vcc
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v41, v122, v41, s[34:35]
	v_cndmask_b32_e64 v38, v122, v38, s[28:29]
	v_cndmask_b32_e64 v37, v122, v37, s[26:27]
	v_cndmask_b32_e64 v36, v122, v36, s[24:25]
	v_cndmask_b32_e64 v33, v122, v33, s[22:23]
	v_cndmask_b32_e64 v32, v122, v32, s[20:21]
	v_cndmask_b32_e64 v46, v122, v43, s[14:15]
	v_cndmask_b32_e64 v43, v122, v42, s[6:7]
	v_cndmask_b32_e64 v49, v122, v45, s[4:5]
	v_cndmask_b32_e64 v42, v122, v44, s[2:3]
	v_cndmask_b32_e32 v28, v122, v26, vcc
.Ltmp4:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:300:33 ] ]
	v_max_f32_e32 v26, v18, v19
	v_max3_f32 v27, v21, v22, v23
	v_max3_f32 v45, v29, v30, v31
	v_max3_f32 v61, v158, v159, v160
	v_max3_f32 v62, v161, v34, v35
	v_max3_f32 v44, v24, v25, v28
	v_max3_f32 v125, v32, v33, v36
	v_max3_f32 v162, v37, v38, v39
	v_max3_f32 v163, v40, v41, v42
	v_max3_f32 v164, v43, v46, v47
	v_max3_f32 v26, v26, v20, v27
	v_max3_f32 v27, v45, v61, v62
	v_max3_f32 v45, v125, v162, v163
	v_max3_f32 v61, v164, v48, v49
	v_max3_f32 v26, v26, v44, v27
	v_max3_f32 v26, v26, v45, v61
.Ltmp5:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_corpus.py:300:33 ]
	v_mov_b32_e32 v27, v26
	s_nop 1
	v_permlane32_swap_b32_e32 v26, v27
.Ltmp6:
	.loc	1 300 17                        ; triton_corpus.py:300:17
	v_max3_f32 v62, v124, v26, v27
	.loc	1 301 26                        ; triton_corpus.py:301:26
	v_pk_add_f32 v[18:19], v[18:19], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[24:25], v[24:25], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[26:27], v[28:29], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[30:31], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[30:31], v[158:159], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[160:161], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[158:159], v[32:33], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[160:161], v[36:37], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[162:163], v[38:39], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[164:165], v[40:41], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[166:167], v[42:43], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 301 13 is_stmt 0              ; triton_corpus.py:301:13
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
	v_exp_f32_e32 v30, v30
	v_exp_f32_e32 v31, v31
	v_exp_f32_e32 v32, v44
	v_exp_f32_e32 v33, v45
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v36, v158
	v_exp_f32_e32 v37, v159
	v_exp_f32_e32 v38, v160
	v_exp_f32_e32 v39, v161
	v_exp_f32_e32 v40, v162
	v_exp_f32_e32 v41, v163
	v_exp_f32_e32 v42, v164
	v_exp_f32_e32 v43, v165
	v_exp_f32_e32 v44, v166
	v_exp_f32_e32 v45, v167
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
.Ltmp7:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_corpus.py:303:29 ]
	v_pk_add_f32 v[158:159], v[18:19], v[20:21]
	v_pk_add_f32 v[160:161], v[22:23], v[24:25]
	v_pk_add_f32 v[162:163], v[26:27], v[28:29]
	v_pk_add_f32 v[164:165], v[30:31], v[32:33]
	v_pk_add_f32 v[166:167], v[34:35], v[36:37]
	v_pk_add_f32 v[168:169], v[38:39], v[40:41]
	v_pk_add_f32 v[170:171], v[42:43], v[44:45]
	v_pk_add_f32 v[172:173], v[46:47], v[48:49]
	v_pk_add_f32 v[158:159], v[158:159], v[160:161]
	v_pk_add_f32 v[160:161], v[162:163], v[164:165]
	v_pk_add_f32 v[162:163], v[166:167], v[168:169]
	v_pk_add_f32 v[164:165], v[170:171], v[172:173]
	v_pk_add_f32 v[158:159], v[158:159], v[160:161]
	v_pk_add_f32 v[160:161], v[162:163], v[164:165]
.Ltmp8:
	.loc	1 304 13                        ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 12
.Ltmp9:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_corpus.py:303:29 ]
	v_pk_add_f32 v[158:159], v[158:159], v[160:161]
.Ltmp10:
	.loc	1 304 13                        ; triton_corpus.py:304:13
	v_readlane_b32 s1, v205, 13
.Ltmp11:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:303:29 ] ]
	v_add_f32_e32 v61, v158, v159
.Ltmp12:
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_and_b64 s[0:1], s[0:1], exec
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_corpus.py:303:29 ]
	v_mov_b32_e32 v125, v61
.Ltmp14:
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_corpus.py:303:29 ]
	v_permlane32_swap_b32_e32 v61, v125
.Ltmp16:
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_cbranch_scc1 .LBB0_171
; %bb.170:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_readlane_b32 s0, v205, 63
	v_readlane_b32 s1, v204, 0
	s_ashr_i32 s1, s0, 31
	s_nop 0
	v_lshl_add_u64 v[158:159], s[0:1], 1, v[54:55]
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v158, v[158:159], off
	s_branch .LBB0_172
.LBB0_171:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v158, 0
.LBB0_172:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 14
	v_readlane_b32 s1, v205, 15
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_readlane_b32 s90, v205, 11
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_174
; %bb.173:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 21 is_stmt 0              ; triton_corpus.py:304:21
	v_readlane_b32 s0, v205, 42
	v_readlane_b32 s1, v205, 43
	s_nop 1
	v_lshl_add_u64 v[160:161], s[0:1], 1, v[54:55]
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v159, v[160:161], off
	s_branch .LBB0_175
.LBB0_174:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v159, 0
.LBB0_175:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 16
	v_readlane_b32 s1, v205, 17
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_177
; %bb.176:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 21 is_stmt 0              ; triton_corpus.py:304:21
	v_readlane_b32 s0, v205, 44
	v_readlane_b32 s1, v205, 45
	s_nop 1
	v_lshl_add_u64 v[160:161], s[0:1], 1, v[54:55]
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v160, v[160:161], off
	s_branch .LBB0_178
.LBB0_177:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v160, 0
.LBB0_178:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 18
	v_readlane_b32 s1, v205, 19
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_180
; %bb.179:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 21 is_stmt 0              ; triton_corpus.py:304:21
	v_readlane_b32 s0, v205, 36
	v_readlane_b32 s1, v205, 37
	s_nop 1
	v_lshl_add_u64 v[162:163], s[0:1], 1, v[54:55]
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v161, v[162:163], off
	s_branch .LBB0_181
.LBB0_180:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v161, 0
.LBB0_181:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 20
	v_readlane_b32 s1, v205, 21
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_183
; %bb.182:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 21 is_stmt 0              ; triton_corpus.py:304:21
	v_readlane_b32 s0, v205, 51
	v_readlane_b32 s1, v205, 52
	s_nop 1
	v_lshl_add_u64 v[162:163], s[0:1], 1, v[54:55]
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v162, v[162:163], off
	s_branch .LBB0_184
.LBB0_183:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v162, 0
.LBB0_184:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 22
	v_readlane_b32 s1, v205, 23
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_186
; %bb.185:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 21 is_stmt 0              ; triton_corpus.py:304:21
	v_readlane_b32 s0, v205, 53
	v_readlane_b32 s1, v205, 54
	s_nop 1
	v_lshl_add_u64 v[164:165], s[0:1], 1, v[54:55]
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v163, v[164:165], off
	s_branch .LBB0_187
.LBB0_186:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v163, 0
.LBB0_187:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 24
	v_readlane_b32 s1, v205, 25
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_189
; %bb.188:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 21 is_stmt 0              ; triton_corpus.py:304:21
	v_readlane_b32 s0, v205, 55
	v_readlane_b32 s1, v205, 56
	s_nop 1
	v_lshl_add_u64 v[164:165], s[0:1], 1, v[54:55]
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v164, v[164:165], off
	s_branch .LBB0_190
.LBB0_189:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v164, 0
.LBB0_190:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 26
	v_readlane_b32 s1, v205, 27
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_192
; %bb.191:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 21 is_stmt 0              ; triton_corpus.py:304:21
	v_readlane_b32 s0, v205, 57
	v_readlane_b32 s1, v205, 58
	s_nop 1
	v_lshl_add_u64 v[166:167], s[0:1], 1, v[54:55]
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v165, v[166:167], off
	s_branch .LBB0_193
.LBB0_192:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v165, 0
.LBB0_193:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 28
	v_readlane_b32 s1, v205, 29
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_195
; %bb.194:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 21 is_stmt 0              ; triton_corpus.py:304:21
	v_readlane_b32 s0, v205, 59
	v_readlane_b32 s1, v205, 60
	s_nop 1
	v_lshl_add_u64 v[166:167], s[0:1], 1, v[54:55]
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v166, v[166:167], off
	s_branch .LBB0_196
.LBB0_195:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v166, 0
.LBB0_196:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 30
	v_readlane_b32 s1, v205, 31
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_198
; %bb.197:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 21 is_stmt 0              ; triton_corpus.py:304:21
	v_readlane_b32 s0, v205, 61
	v_readlane_b32 s1, v205, 62
	s_nop 1
	v_lshl_add_u64 v[168:169], s[0:1], 1, v[54:55]
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v167, v[168:169], off
	s_branch .LBB0_199
.LBB0_198:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v167, 0
.LBB0_199:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 32
	v_readlane_b32 s1, v205, 33
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_201
; %bb.200:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 21 is_stmt 0              ; triton_corpus.py:304:21
	v_lshl_add_u64 v[168:169], s[94:95], 1, v[54:55]
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v168, v[168:169], off
	s_branch .LBB0_202
.LBB0_201:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v168, 0
.LBB0_202:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 34
	v_readlane_b32 s1, v205, 35
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_204
; %bb.203:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 21 is_stmt 0              ; triton_corpus.py:304:21
	v_lshl_add_u64 v[170:171], s[96:97], 1, v[54:55]
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v169, v[170:171], off
	s_branch .LBB0_205
.LBB0_204:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v169, 0
.LBB0_205:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 38
	v_readlane_b32 s1, v205, 39
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_207
; %bb.206:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 21 is_stmt 0              ; triton_corpus.py:304:21
	v_lshl_add_u64 v[170:171], s[10:11], 1, v[54:55]
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v170, v[170:171], off
	s_branch .LBB0_208
.LBB0_207:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v170, 0
.LBB0_208:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 40
	v_readlane_b32 s1, v205, 41
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_210
; %bb.209:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 21 is_stmt 0              ; triton_corpus.py:304:21
	v_lshl_add_u64 v[172:173], s[98:99], 1, v[54:55]
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v171, v[172:173], off
	s_branch .LBB0_211
.LBB0_210:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v171, 0
.LBB0_211:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 46
	v_readlane_b32 s1, v205, 47
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_213
; %bb.212:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 21 is_stmt 0              ; triton_corpus.py:304:21
	v_lshl_add_u64 v[172:173], s[8:9], 1, v[54:55]
	.loc	1 304 13                        ; triton_corpus.py:304:13
	global_load_ushort v172, v[172:173], off
	s_branch .LBB0_214
.LBB0_213:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v172, 0
.LBB0_214:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 304 13 is_stmt 1              ; triton_corpus.py:304:13
	v_readlane_b32 s0, v205, 49
	v_readlane_b32 s1, v205, 50
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_119
; %bb.215:                              ;   in Loop: Header=BB0_121 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v173, 0
	.loc	1 304 13                        ; triton_corpus.py:304:13
	s_branch .LBB0_120
.LBB0_216:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_movk_i32 s93, 0x4000
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
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	s_branch .LBB0_218
.LBB0_217:                              ; %._crit_edge.loopexit
	v_readlane_b32 s10, v205, 7
	v_mov_b64_e32 v[52:53], s[12:13]
	v_readlane_b32 s11, v205, 8
	v_readlane_b32 s91, v205, 10
	v_mov_b64_e32 v[58:59], s[18:19]
	v_mov_b64_e32 v[56:57], s[16:17]
	v_mov_b64_e32 v[54:55], s[14:15]
.LBB0_218:                              ; %._crit_edge
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	v_readlane_b32 s0, v205, 3
	s_add_i32 s1, s0, 63
	s_ashr_i32 s0, s1, 31
	s_lshr_b32 s0, s0, 26
	s_add_i32 s0, s1, s0
	s_ashr_i32 s0, s0, 6
	s_max_i32 s0, s0, 1
	s_cmp_gt_i32 s1, 63
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_lt_i32 s1, 64
	.loc	1 297 13                        ; triton_corpus.py:297:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 298 13                        ; triton_corpus.py:298:13
	s_cbranch_scc1 .LBB0_220
; %bb.219:
	.loc	1 297 13                        ; triton_corpus.py:297:13
	v_xor_b32_e32 v0, 0x60, v106
	v_add_u32_e32 v0, s2, v0
	ds_read_b128 v[56:59], v0 offset:4096
	ds_read_b128 v[34:37], v0
	v_xad_u32 v0, v106, 64, s2
	ds_read_b128 v[66:69], v0 offset:4096
	ds_read_b128 v[38:41], v0
	v_xad_u32 v0, v106, 32, s2
	ds_read_b128 v[108:111], v0 offset:4096
	ds_read_b128 v[42:45], v0
	v_add_u32_e32 v0, s2, v106
	ds_read_b128 v[112:115], v0 offset:4096
	ds_read_b128 v[46:49], v0
	.loc	1 298 13                        ; triton_corpus.py:298:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[18:33], v[46:49], v[134:137], 0
	v_mfma_f32_32x32x16_f16 v[18:33], v[42:45], v[130:133], v[18:33]
	v_mfma_f32_32x32x16_f16 v[18:33], v[38:41], v[138:141], v[18:33]
	v_mfma_f32_32x32x16_f16 v[18:33], v[34:37], v[126:129], v[18:33]
	v_mfma_f32_32x32x16_f16 v[34:49], v[112:115], v[134:137], 0
	s_nop 10
	v_mov_b32_e32 v54, v26
	v_mov_b32_e32 v26, v27
	v_mov_b32_e32 v27, v28
	v_mov_b32_e32 v28, v29
	v_mov_b32_e32 v29, v30
	v_mov_b32_e32 v30, v31
	v_mov_b32_e32 v31, v32
	v_mfma_f32_32x32x16_f16 v[34:49], v[108:111], v[130:133], v[34:49]
	v_mov_b32_e32 v32, v33
	v_mfma_f32_32x32x16_f16 v[34:49], v[66:69], v[138:141], v[34:49]
	v_mfma_f32_32x32x16_f16 v[34:49], v[56:59], v[126:129], v[34:49]
	s_nop 11
	v_mov_b32_e32 v55, v35
	v_mov_b32_e32 v56, v44
	v_mov_b32_e32 v57, v49
	v_mov_b32_e32 v33, v34
	v_mov_b32_e32 v34, v45
	v_mov_b32_e32 v35, v46
	v_mov_b32_e32 v44, v47
	v_mov_b32_e32 v45, v48
	s_branch .LBB0_221
.LBB0_220:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, v54
	v_mov_b32_e32 v56, v54
	v_mov_b32_e32 v57, v54
	v_mov_b32_e32 v26, v54
	v_mov_b32_e32 v27, v54
	v_mov_b32_e32 v28, v54
	v_mov_b32_e32 v29, v54
	v_mov_b32_e32 v30, v54
	v_mov_b32_e32 v31, v54
	v_mov_b32_e32 v32, v54
	v_mov_b32_e32 v33, v54
	v_mov_b32_e32 v18, v54
	v_mov_b32_e32 v19, v54
	v_mov_b32_e32 v20, v54
	v_mov_b32_e32 v21, v54
	v_mov_b32_e32 v22, v54
	v_mov_b32_e32 v23, v54
	v_mov_b32_e32 v24, v54
	v_mov_b32_e32 v25, v54
	v_mov_b32_e32 v36, v54
	v_mov_b32_e32 v37, v54
	v_mov_b32_e32 v38, v54
	v_mov_b32_e32 v39, v54
	v_mov_b32_e32 v40, v54
	v_mov_b32_e32 v41, v54
	v_mov_b32_e32 v42, v54
	v_mov_b32_e32 v43, v54
	v_mov_b32_e32 v34, v54
	v_mov_b32_e32 v35, v54
	v_mov_b32_e32 v44, v54
	v_mov_b32_e32 v45, v54
.LBB0_221:
	.loc	1 295 5 is_stmt 1               ; triton_corpus.py:295:5
	s_lshl_b32 s0, s0, 6
	s_sub_i32 s0, s0, 64
	.loc	1 296 14                        ; triton_corpus.py:296:14
	v_or_b32_e32 v49, s0, v50
	v_or_b32_e32 v50, s0, v91
	v_or_b32_e32 v53, s0, v101
	v_or_b32_e32 v58, s0, v96
	v_or_b32_e32 v66, s0, v85
	v_or_b32_e32 v67, s0, v80
	v_or_b32_e32 v48, s0, v1
	v_or_b32_e32 v59, s0, v90
	v_or_b32_e32 v81, s0, v81
	v_or_b32_e32 v78, s0, v78
	v_or_b32_e32 v76, s0, v76
	.loc	1 297 65                        ; triton_corpus.py:297:65
	v_cmp_gt_i32_e64 s[54:55], s12, v67
	v_cmp_gt_i32_e64 s[56:57], s12, v66
	v_cmp_gt_i32_e64 s[64:65], s12, v58
	v_cmp_gt_i32_e64 s[66:67], s12, v53
	v_cmp_gt_i32_e64 s[68:69], s12, v50
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[74:75], v67, v75
	v_cmp_le_i32_e64 s[76:77], v66, v75
	v_cmp_le_i32_e64 s[80:81], v58, v75
	v_cmp_le_i32_e64 s[82:83], v53, v75
	v_cmp_le_i32_e64 s[84:85], v50, v75
	.loc	1 296 14                        ; triton_corpus.py:296:14
	v_or_b32_e32 v68, s0, v104
	v_or_b32_e32 v69, s0, v102
	v_or_b32_e32 v80, s0, v97
	v_or_b32_e32 v85, s0, v92
	v_or_b32_e32 v86, s0, v86
	v_or_b32_e32 v95, s0, v95
	.loc	1 297 65                        ; triton_corpus.py:297:65
	v_cmp_gt_i32_e64 s[58:59], s12, v59
	v_cmp_lt_i32_e64 s[70:71], v49, v52
	v_cmp_gt_i32_e64 s[72:73], s12, v48
	v_cmp_gt_i32_e64 s[48:49], s12, v76
	v_cmp_gt_i32_e64 s[50:51], s12, v78
	v_cmp_gt_i32_e64 s[52:53], s12, v81
	.loc	1 298 13                        ; triton_corpus.py:298:13
	v_pk_mul_f32 v[0:1], v[60:61], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[60:61], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[60:61], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[60:61], v[24:25] op_sel_hi:[0,1]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[78:79], v59, v75
	v_cmp_le_i32_e64 s[86:87], v49, v75
	v_cmp_le_i32_e64 s[88:89], v48, v75
	.loc	1 299 13 is_stmt 0              ; triton_corpus.py:299:13
	v_mov_b32_e32 v50, 0xff800000
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[68:69], s[68:69], s[84:85]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[84:85], v76, v75
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[66:67], s[66:67], s[82:83]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[82:83], v78, v75
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[64:65], s[64:65], s[80:81]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[80:81], v81, v75
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[56:57], s[56:57], s[76:77]
	s_and_b64 s[54:55], s[54:55], s[74:75]
	.loc	1 296 14 is_stmt 1              ; triton_corpus.py:296:14
	v_or_b32_e32 v90, s0, v105
	v_or_b32_e32 v91, s0, v103
	v_or_b32_e32 v92, s0, v98
	v_or_b32_e32 v93, s0, v93
	v_or_b32_e32 v87, s0, v87
	v_or_b32_e32 v82, s0, v82
	v_or_b32_e32 v79, s0, v79
	v_or_b32_e32 v77, s0, v77
	v_or_b32_e32 v96, s0, v99
	v_or_b32_e32 v94, s0, v94
	v_or_b32_e32 v88, s0, v88
	v_or_b32_e32 v83, s0, v83
	v_or_b32_e32 v97, s0, v100
	v_or_b32_e32 v89, s0, v89
	v_or_b32_e32 v84, s0, v84
	.loc	1 297 65                        ; triton_corpus.py:297:65
	v_cmp_gt_i32_e64 s[46:47], s12, v86
	v_cmp_gt_i32_e64 s[44:45], s12, v85
	v_cmp_gt_i32_e64 s[42:43], s12, v80
	v_cmp_gt_i32_e64 s[40:41], s12, v69
	v_cmp_lt_i32_e64 s[38:39], v68, v52
	v_cmp_gt_i32_e64 s[0:1], s12, v95
	.loc	1 298 13                        ; triton_corpus.py:298:13
	v_pk_mul_f32 v[30:31], v[60:61], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[60:61], v[32:33] op_sel_hi:[0,1]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[72:73], s[72:73], s[88:89]
	.loc	1 299 23 is_stmt 0              ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[88:89], v95, v75
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[70:71], s[70:71], s[86:87]
	s_and_b64 s[58:59], s[58:59], s[78:79]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[78:79], v86, v75
	v_cmp_le_i32_e64 s[76:77], v85, v75
	v_cmp_le_i32_e64 s[74:75], v80, v75
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v18, v50, v18, s[54:55]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[54:55], v69, v75
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v23, v50, v23, s[56:57]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[56:57], v68, v75
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[52:53], s[52:53], s[80:81]
	s_and_b64 s[50:51], s[50:51], s[82:83]
	s_and_b64 s[48:49], s[48:49], s[84:85]
	.loc	1 297 65 is_stmt 1              ; triton_corpus.py:297:65
	v_cmp_gt_i32_e64 s[36:37], s12, v77
	v_cmp_gt_i32_e64 s[34:35], s12, v79
	v_cmp_gt_i32_e64 s[30:31], s12, v82
	v_cmp_gt_i32_e64 s[28:29], s12, v87
	v_cmp_gt_i32_e64 s[26:27], s12, v93
	v_cmp_gt_i32_e64 s[24:25], s12, v92
	v_cmp_gt_i32_e64 s[22:23], s12, v91
	v_cmp_lt_i32_e64 s[20:21], v90, v52
	v_cmp_gt_i32_e64 s[18:19], s12, v83
	v_cmp_gt_i32_e64 s[16:17], s12, v88
	v_cmp_gt_i32_e64 s[14:15], s12, v94
	v_cmp_gt_i32_e64 s[6:7], s12, v96
	v_cmp_gt_i32_e64 s[4:5], s12, v84
	v_cmp_gt_i32_e64 s[2:3], s12, v89
	v_cmp_gt_i32_e32 vcc, s12, v97
	.loc	1 298 13                        ; triton_corpus.py:298:13
	v_pk_mul_f32 v[24:25], v[60:61], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[60:61], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[60:61], v[28:29] op_sel_hi:[0,1]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[62:63], v84, v75
	v_cmp_le_i32_e64 s[60:61], v89, v75
	v_cmp_le_i32_e64 s[86:87], v97, v75
	.loc	1 299 13 is_stmt 0              ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v22, v50, v22, s[58:59]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[58:59], v77, v75
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v21, v50, v21, s[64:65]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[64:65], v79, v75
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v20, v50, v20, s[66:67]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[66:67], v82, v75
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v19, v50, v19, s[68:69]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[68:69], v87, v75
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v48, v50, v0, s[70:71]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[70:71], v93, v75
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v49, v50, v1, s[72:73]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[72:73], v92, v75
	v_cmp_le_i32_e64 s[80:81], v91, v75
	v_cmp_le_i32_e64 s[82:83], v90, v75
	v_cmp_le_i32_e64 s[84:85], v83, v75
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v52, v50, v33, s[48:49]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[48:49], v88, v75
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v33, v50, v32, s[50:51]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[50:51], v94, v75
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v32, v50, v31, s[52:53]
	.loc	1 299 23                        ; triton_corpus.py:299:23
	v_cmp_le_i32_e64 s[52:53], v96, v75
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 s[46:47], s[46:47], s[78:79]
	s_and_b64 s[44:45], s[44:45], s[76:77]
	s_and_b64 s[42:43], s[42:43], s[74:75]
	s_and_b64 s[40:41], s[40:41], s[54:55]
	s_and_b64 s[38:39], s[38:39], s[56:57]
	s_and_b64 s[0:1], s[0:1], s[88:89]
	.loc	1 298 13 is_stmt 1              ; triton_corpus.py:298:13
	v_pk_mul_f32 v[46:47], v[60:61], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[60:61], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[60:61], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[60:61], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[60:61], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[60:61], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[60:61], v[44:45] op_sel_hi:[0,1]
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v31, v50, v30, s[46:47]
	v_cndmask_b32_e64 v30, v50, v29, s[44:45]
	v_cndmask_b32_e64 v29, v50, v28, s[42:43]
	v_cndmask_b32_e64 v28, v50, v27, s[40:41]
	v_cndmask_b32_e64 v27, v50, v26, s[38:39]
	.loc	1 299 22 is_stmt 0              ; triton_corpus.py:299:22
	s_and_b64 s[36:37], s[36:37], s[58:59]
	s_and_b64 s[34:35], s[34:35], s[64:65]
	s_and_b64 s[30:31], s[30:31], s[66:67]
	s_and_b64 s[28:29], s[28:29], s[68:69]
	s_and_b64 s[26:27], s[26:27], s[70:71]
	s_and_b64 s[24:25], s[24:25], s[72:73]
	s_and_b64 s[22:23], s[22:23], s[80:81]
	s_and_b64 s[20:21], s[20:21], s[82:83]
	s_and_b64 s[18:19], s[18:19], s[84:85]
	s_and_b64 s[16:17], s[16:17], s[48:49]
	s_and_b64 s[14:15], s[14:15], s[50:51]
	s_and_b64 s[6:7], s[6:7], s[52:53]
	s_and_b64 s[4:5], s[4:5], s[62:63]
	s_and_b64 s[2:3], s[2:3], s[60:61]
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v53, v50, v25, s[0:1]
	.loc	1 299 22                        ; triton_corpus.py:299:22
	s_and_b64 vcc, vcc, s[86:87]
	.loc	1 299 13                        ; triton_corpus.py:299:13
	v_cndmask_b32_e64 v43, v50, v43, s[36:37]
	v_cndmask_b32_e64 v42, v50, v42, s[34:35]
	v_cndmask_b32_e64 v41, v50, v41, s[30:31]
	v_cndmask_b32_e64 v40, v50, v40, s[28:29]
	v_cndmask_b32_e64 v39, v50, v39, s[26:27]
	v_cndmask_b32_e64 v38, v50, v38, s[24:25]
	v_cndmask_b32_e64 v37, v50, v37, s[22:23]
	v_cndmask_b32_e64 v36, v50, v36, s[20:21]
	v_cndmask_b32_e64 v54, v50, v45, s[18:19]
	v_cndmask_b32_e64 v45, v50, v44, s[16:17]
	v_cndmask_b32_e64 v44, v50, v35, s[14:15]
	v_cndmask_b32_e64 v35, v50, v34, s[6:7]
	v_cndmask_b32_e64 v55, v50, v47, s[4:5]
	v_cndmask_b32_e64 v34, v50, v46, s[2:3]
	v_cndmask_b32_e32 v26, v50, v24, vcc
.Ltmp17:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:300:33 ] ]
	v_max_f32_e32 v0, v48, v49
	v_max3_f32 v1, v19, v20, v21
	v_max3_f32 v25, v27, v28, v29
	v_max3_f32 v46, v30, v31, v32
	v_max3_f32 v47, v33, v52, v53
	v_max3_f32 v24, v22, v23, v26
	v_max3_f32 v50, v36, v37, v38
	v_max3_f32 v56, v39, v40, v41
	v_max3_f32 v57, v42, v43, v34
	v_max3_f32 v58, v35, v44, v45
	v_max3_f32 v0, v0, v18, v1
	v_max3_f32 v1, v25, v46, v47
	v_max3_f32 v25, v50, v56, v57
	v_max3_f32 v46, v58, v54, v55
	v_max3_f32 v0, v0, v24, v1
	v_max3_f32 v0, v0, v25, v46
.Ltmp18:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_corpus.py:300:33 ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v0, v1
.Ltmp19:
	.loc	1 300 17                        ; triton_corpus.py:300:17
	v_max3_f32 v0, v62, v0, v1
	.loc	1 301 26                        ; triton_corpus.py:301:26
	v_pk_add_f32 v[24:25], v[48:49], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[18:19], v[18:19], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[26:27], v[26:27], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[28:29], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[30:31], v[30:31], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[52:53], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[54:55], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 301 13 is_stmt 0              ; triton_corpus.py:301:13
	v_exp_f32_e32 v52, v24
	v_exp_f32_e32 v53, v25
	v_exp_f32_e32 v54, v18
	v_exp_f32_e32 v55, v19
	v_exp_f32_e32 v56, v20
	v_exp_f32_e32 v57, v21
	v_exp_f32_e32 v58, v22
	v_exp_f32_e32 v59, v23
	v_exp_f32_e32 v66, v26
	v_exp_f32_e32 v67, v27
	v_exp_f32_e32 v68, v28
	v_exp_f32_e32 v69, v29
	v_exp_f32_e32 v76, v30
	v_exp_f32_e32 v77, v31
	v_exp_f32_e32 v78, v32
	v_exp_f32_e32 v79, v33
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v80, v36
	v_exp_f32_e32 v81, v37
	v_exp_f32_e32 v82, v38
	v_exp_f32_e32 v83, v39
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v84, v34
	v_exp_f32_e32 v85, v35
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
.Ltmp20:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_corpus.py:303:29 ]
	v_pk_add_f32 v[18:19], v[52:53], v[54:55]
	v_pk_add_f32 v[22:23], v[56:57], v[58:59]
	v_pk_add_f32 v[24:25], v[66:67], v[68:69]
	v_pk_add_f32 v[26:27], v[76:77], v[78:79]
	v_pk_add_f32 v[28:29], v[46:47], v[80:81]
	v_pk_add_f32 v[30:31], v[82:83], v[40:41]
	v_pk_add_f32 v[32:33], v[42:43], v[84:85]
	v_pk_add_f32 v[34:35], v[44:45], v[48:49]
	v_pk_add_f32 v[18:19], v[18:19], v[22:23]
	v_pk_add_f32 v[22:23], v[24:25], v[26:27]
	v_pk_add_f32 v[24:25], v[28:29], v[30:31]
	v_pk_add_f32 v[26:27], v[32:33], v[34:35]
	v_pk_add_f32 v[18:19], v[18:19], v[22:23]
	v_pk_add_f32 v[22:23], v[24:25], v[26:27]
.Ltmp21:
	.loc	1 302 30                        ; triton_corpus.py:302:30
	v_sub_f32_e32 v1, v62, v0
.Ltmp22:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_corpus.py:303:29 ]
	v_pk_add_f32 v[18:19], v[18:19], v[22:23]
.Ltmp23:
	.loc	1 304 13                        ; triton_corpus.py:304:13
	v_cmp_eq_u32_e32 vcc, 0, v63
.Ltmp24:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:303:29 ] ]
	v_add_f32_e32 v21, v18, v19
.Ltmp25:
	.loc	1 304 13                        ; triton_corpus.py:304:13
	v_mov_b32_e32 v18, 0x210
	s_movk_i32 s0, 0x180
	.loc	1 302 17                        ; triton_corpus.py:302:17
	v_exp_f32_e32 v20, v1
	.loc	1 304 13                        ; triton_corpus.py:304:13
	v_and_b32_e32 v1, 0x48, v65
	v_cndmask_b32_e64 v50, v18, 0, vcc
	v_and_or_b32 v18, v72, s0, v71
	v_and_b32_e32 v23, 32, v74
	v_bitop3_b32 v1, v1, v18, v50 bitop3:0x36
	v_or_b32_e32 v1, v1, v23
	v_add_u32_e32 v18, s93, v1
	v_xad_u32 v1, v1, 32, s93
	ds_read_b64_tr_b16 v[38:39], v1 offset:1024
	ds_read_b64_tr_b16 v[34:35], v1 offset:3072
	ds_read_b64_tr_b16 v[30:31], v1 offset:5120
	ds_read_b64_tr_b16 v[26:27], v1 offset:7168
	.loc	1 305 15                        ; triton_corpus.py:305:15
	v_lshlrev_b32_e32 v1, 2, v64
	v_readlane_b32 s0, v205, 2
	.loc	1 304 13                        ; triton_corpus.py:304:13
	ds_read_b64_tr_b16 v[36:37], v18
	ds_read_b64_tr_b16 v[32:33], v18 offset:2048
	ds_read_b64_tr_b16 v[28:29], v18 offset:4096
	ds_read_b64_tr_b16 v[24:25], v18 offset:6144
	.loc	1 305 15                        ; triton_corpus.py:305:15
	v_lshl_or_b32 v18, s91, 1, v1
	v_or_b32_e32 v1, s0, v1
	.loc	1 305 45 is_stmt 0              ; triton_corpus.py:305:45
	v_cvt_pk_f16_f32 v40, v40, v41
	v_cvt_pk_f16_f32 v41, v42, v43
	v_cvt_pk_f16_f32 v43, v44, v45
	v_bitop3_b32 v45, s91, v50, v73 bitop3:0xf6
	.loc	1 305 15                        ; triton_corpus.py:305:15
	v_add_u32_e32 v19, 0, v18
	v_add_u32_e32 v1, 0, v1
	.loc	1 305 45                        ; triton_corpus.py:305:45
	v_cvt_pk_f16_f32 v52, v52, v53
	v_cvt_pk_f16_f32 v44, v48, v49
	v_add_u32_e32 v48, 0, v45
	.loc	1 305 15                        ; triton_corpus.py:305:15
	ds_write_b32 v19, v20 offset:32768
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v18, v1 offset:32768
	.loc	1 305 45                        ; triton_corpus.py:305:45
	v_cvt_pk_f16_f32 v53, v54, v55
	v_cvt_pk_f16_f32 v54, v56, v57
	v_cvt_pk_f16_f32 v56, v66, v67
	v_cvt_pk_f16_f32 v46, v46, v47
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v48, v52 offset:32768
	ds_write_b16_d16_hi v48, v52 offset:32896
	ds_write_b16 v48, v56 offset:34816
	ds_write_b16_d16_hi v48, v56 offset:34944
	ds_write_b16 v48, v46 offset:36864
	ds_write_b16_d16_hi v48, v46 offset:36992
	ds_write_b16 v48, v41 offset:38912
	ds_write_b16_d16_hi v48, v41 offset:39040
	v_xad_u32 v41, v45, 8, 0
	v_cvt_pk_f16_f32 v57, v68, v69
	v_cvt_pk_f16_f32 v47, v80, v81
	v_cvt_pk_f16_f32 v42, v84, v85
	ds_write_b16 v41, v53 offset:33024
	ds_write_b16_d16_hi v41, v53 offset:33152
	ds_write_b16 v41, v57 offset:35072
	ds_write_b16_d16_hi v41, v57 offset:35200
	ds_write_b16 v41, v47 offset:37120
	ds_write_b16_d16_hi v41, v47 offset:37248
	ds_write_b16 v41, v42 offset:39168
	ds_write_b16_d16_hi v41, v42 offset:39296
	v_xad_u32 v41, v45, 32, 0
	v_cvt_pk_f16_f32 v55, v58, v59
	v_cvt_pk_f16_f32 v58, v76, v77
	v_cvt_pk_f16_f32 v60, v82, v83
	ds_write_b16 v41, v54 offset:33792
	ds_write_b16_d16_hi v41, v54 offset:33920
	ds_write_b16 v41, v58 offset:35840
	ds_write_b16_d16_hi v41, v58 offset:35968
	ds_write_b16 v41, v60 offset:37888
	ds_write_b16_d16_hi v41, v60 offset:38016
	ds_write_b16 v41, v43 offset:39936
	ds_write_b16_d16_hi v41, v43 offset:40064
	v_xad_u32 v41, v45, 40, 0
	v_cvt_pk_f16_f32 v59, v78, v79
	ds_write_b16 v41, v55 offset:34048
	ds_write_b16_d16_hi v41, v55 offset:34176
	ds_write_b16 v41, v59 offset:36096
	ds_write_b16_d16_hi v41, v59 offset:36224
	ds_write_b16 v41, v40 offset:38144
	ds_write_b16_d16_hi v41, v40 offset:38272
	ds_write_b16 v41, v44 offset:40192
	ds_write_b16_d16_hi v41, v44 offset:40320
	v_and_b32_e32 v40, 0x80, v72
	s_lshr_b32 s0, s0, 1
	v_or_b32_e32 v40, s0, v40
	s_movk_i32 s0, 0x108
	v_bitop3_b32 v41, v70, v71, s0 bitop3:0x6c
	v_xor_b32_e32 v41, v41, v50
	v_or3_b32 v23, v40, v41, v23
	v_add_u32_e32 v40, 0, v23
	v_xad_u32 v23, v23, 32, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[56:57], v40 offset:32768
	ds_read_b64_tr_b16 v[52:53], v40 offset:34816
	ds_read_b64_tr_b16 v[44:45], v40 offset:36864
	ds_read_b64_tr_b16 v[40:41], v40 offset:38912
	ds_read_b64_tr_b16 v[58:59], v23 offset:33792
	ds_read_b64_tr_b16 v[54:55], v23 offset:35840
	ds_read_b64_tr_b16 v[46:47], v23 offset:37888
	ds_read_b64_tr_b16 v[42:43], v23 offset:39936
	.loc	1 305 38                        ; triton_corpus.py:305:38
	s_and_b64 s[0:1], s[8:9], exec
.Ltmp26:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_corpus.py:303:29 ]
	v_mov_b32_e32 v22, v21
.Ltmp27:
	.loc	1 305 38                        ; triton_corpus.py:305:38
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
.Ltmp28:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_corpus.py:303:29 ]
	v_permlane32_swap_b32_e32 v21, v22
.Ltmp29:
	.loc	1 305 38                        ; triton_corpus.py:305:38
	s_cbranch_scc1 .LBB0_223
; %bb.222:
	.loc	1 305 15 is_stmt 0              ; triton_corpus.py:305:15
	v_pk_mul_f32 v[16:17], v[16:17], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[18:19] op_sel_hi:[1,0]
.Ltmp30:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:303:29 ] ]
	v_add_f32_e32 v18, v21, v22
.Ltmp31:
	.loc	1 303 15                        ; triton_corpus.py:303:15
	v_fmac_f32_e32 v18, v61, v20
	.loc	1 305 38                        ; triton_corpus.py:305:38
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[2:17], v[36:39], v[56:59], v[2:17]
	v_mov_b32_e32 v61, v18
	v_mov_b32_e32 v62, v0
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[2:17], v[32:35], v[52:55], v[2:17]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[2:17], v[28:31], v[44:47], v[2:17]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[2:17], v[24:27], v[40:43], v[2:17]
.LBB0_223:
	.loc	1 307 54                        ; triton_corpus.py:307:54
	ds_write_b32 v19, v61
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v20, v1
	.loc	1 288 21                        ; triton_corpus.py:288:21
	v_readlane_b32 s0, v205, 2
	s_lshr_b32 s2, s0, 2
	v_readlane_b32 s3, v205, 5
	.loc	1 307 54                        ; triton_corpus.py:307:54
	s_waitcnt lgkmcnt(0)
	s_nop 3
	v_div_scale_f32 v0, s[0:1], v20, v20, v2
	v_rcp_f32_e32 v1, v0
	.loc	1 288 10                        ; triton_corpus.py:288:10
	s_or_b32 s0, s3, s2
	v_or_b32_e32 v18, s0, v64
	.loc	1 290 61                        ; triton_corpus.py:290:61
	v_cmp_gt_i32_e64 s[0:1], s12, v18
	.loc	1 307 54                        ; triton_corpus.py:307:54
	v_fma_f32 v21, -v0, v1, 1.0
	v_fmac_f32_e32 v1, v21, v1
	v_div_scale_f32 v21, vcc, v2, v20, v2
	v_mul_f32_e32 v22, v21, v1
	v_fma_f32 v23, -v0, v22, v21
	v_fmac_f32_e32 v22, v23, v1
	v_fma_f32 v0, -v0, v22, v21
	v_div_scale_f32 v21, s[2:3], v20, v20, v3
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v0, v0, v1, v22
	v_div_fixup_f32 v0, v0, v20, v2
	v_fma_f32 v1, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v1, v23
	v_div_scale_f32 v1, vcc, v3, v20, v3
	v_mul_f32_e32 v2, v1, v23
	v_fma_f32 v22, -v21, v2, v1
	v_fmac_f32_e32 v2, v22, v23
	v_fma_f32 v1, -v21, v2, v1
	v_div_scale_f32 v21, s[2:3], v20, v20, v4
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v1, v1, v23, v2
	v_div_fixup_f32 v1, v1, v20, v3
	.loc	1 307 53 is_stmt 0              ; triton_corpus.py:307:53
	v_cvt_pk_f16_f32 v0, v0, v1
	.loc	1 307 54                        ; triton_corpus.py:307:54
	v_fma_f32 v2, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v2, v22
	v_div_scale_f32 v2, vcc, v4, v20, v4
	v_mul_f32_e32 v3, v2, v22
	v_fma_f32 v23, -v21, v3, v2
	v_fmac_f32_e32 v3, v23, v22
	v_fma_f32 v2, -v21, v3, v2
	v_div_scale_f32 v21, s[2:3], v20, v20, v5
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v2, v2, v22, v3
	v_div_fixup_f32 v3, v2, v20, v4
	v_fma_f32 v2, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v2, v23
	v_div_scale_f32 v2, vcc, v5, v20, v5
	v_mul_f32_e32 v4, v2, v23
	v_fma_f32 v22, -v21, v4, v2
	v_fmac_f32_e32 v4, v22, v23
	v_fma_f32 v2, -v21, v4, v2
	v_div_scale_f32 v21, s[2:3], v20, v20, v6
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v2, v2, v23, v4
	v_div_fixup_f32 v4, v2, v20, v5
	v_fma_f32 v2, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v2, v22
	v_div_scale_f32 v2, vcc, v6, v20, v6
	v_mul_f32_e32 v5, v2, v22
	v_fma_f32 v23, -v21, v5, v2
	v_fmac_f32_e32 v5, v23, v22
	v_fma_f32 v2, -v21, v5, v2
	v_div_scale_f32 v21, s[2:3], v20, v20, v7
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v2, v2, v22, v5
	v_div_fixup_f32 v2, v2, v20, v6
	v_fma_f32 v5, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v5, v23
	v_div_scale_f32 v5, vcc, v7, v20, v7
	v_mul_f32_e32 v6, v5, v23
	v_fma_f32 v22, -v21, v6, v5
	v_fmac_f32_e32 v6, v22, v23
	v_fma_f32 v5, -v21, v6, v5
	v_div_scale_f32 v21, s[2:3], v20, v20, v8
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v5, v5, v23, v6
	v_div_fixup_f32 v5, v5, v20, v7
	.loc	1 307 53                        ; triton_corpus.py:307:53
	v_cvt_pk_f16_f32 v2, v2, v5
	.loc	1 307 54                        ; triton_corpus.py:307:54
	v_fma_f32 v6, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v6, v22
	v_div_scale_f32 v6, vcc, v8, v20, v8
	v_mul_f32_e32 v7, v6, v22
	v_fma_f32 v23, -v21, v7, v6
	v_fmac_f32_e32 v7, v23, v22
	v_fma_f32 v6, -v21, v7, v6
	v_div_scale_f32 v21, s[2:3], v20, v20, v9
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v6, v6, v22, v7
	v_div_fixup_f32 v6, v6, v20, v8
	.loc	1 307 53                        ; triton_corpus.py:307:53
	v_permlane32_swap_b32_e32 v0, v2
	.loc	1 307 54                        ; triton_corpus.py:307:54
	v_fma_f32 v7, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v7, v23
	v_div_scale_f32 v7, vcc, v9, v20, v9
	v_mul_f32_e32 v8, v7, v23
	v_fma_f32 v22, -v21, v8, v7
	v_fmac_f32_e32 v8, v22, v23
	v_fma_f32 v7, -v21, v8, v7
	v_div_scale_f32 v21, s[2:3], v20, v20, v10
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v7, v7, v23, v8
	v_div_fixup_f32 v7, v7, v20, v9
	v_fma_f32 v8, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v8, v22
	v_div_scale_f32 v8, vcc, v10, v20, v10
	v_mul_f32_e32 v9, v8, v22
	v_fma_f32 v23, -v21, v9, v8
	v_fmac_f32_e32 v9, v23, v22
	v_fma_f32 v8, -v21, v9, v8
	v_div_scale_f32 v21, s[2:3], v20, v20, v11
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v8, v8, v22, v9
	v_div_fixup_f32 v8, v8, v20, v10
	v_fma_f32 v9, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v9, v23
	v_div_scale_f32 v9, vcc, v11, v20, v11
	v_mul_f32_e32 v10, v9, v23
	v_fma_f32 v22, -v21, v10, v9
	v_fmac_f32_e32 v10, v22, v23
	v_fma_f32 v9, -v21, v10, v9
	v_div_scale_f32 v21, s[2:3], v20, v20, v12
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v9, v9, v23, v10
	v_div_fixup_f32 v9, v9, v20, v11
	v_fma_f32 v10, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v10, v22
	v_div_scale_f32 v10, vcc, v12, v20, v12
	v_mul_f32_e32 v11, v10, v22
	v_fma_f32 v23, -v21, v11, v10
	v_fmac_f32_e32 v11, v23, v22
	v_fma_f32 v10, -v21, v11, v10
	v_div_scale_f32 v21, s[2:3], v20, v20, v13
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v10, v10, v22, v11
	v_div_fixup_f32 v10, v10, v20, v12
	v_fma_f32 v11, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v11, v23
	v_div_scale_f32 v11, vcc, v13, v20, v13
	v_mul_f32_e32 v12, v11, v23
	v_fma_f32 v22, -v21, v12, v11
	v_fmac_f32_e32 v12, v22, v23
	v_fma_f32 v11, -v21, v12, v11
	v_div_scale_f32 v21, s[2:3], v20, v20, v14
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v11, v11, v23, v12
	v_div_fixup_f32 v11, v11, v20, v13
	v_fma_f32 v12, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v12, v22
	v_div_scale_f32 v12, vcc, v14, v20, v14
	v_mul_f32_e32 v13, v12, v22
	v_fma_f32 v23, -v21, v13, v12
	v_fmac_f32_e32 v13, v23, v22
	v_fma_f32 v12, -v21, v13, v12
	v_div_scale_f32 v21, s[2:3], v20, v20, v15
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v12, v12, v22, v13
	v_div_fixup_f32 v12, v12, v20, v14
	v_fma_f32 v13, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v13, v23
	v_div_scale_f32 v13, vcc, v15, v20, v15
	v_mul_f32_e32 v14, v13, v23
	v_fma_f32 v22, -v21, v14, v13
	v_fmac_f32_e32 v14, v22, v23
	v_fma_f32 v13, -v21, v14, v13
	v_div_scale_f32 v21, s[2:3], v20, v20, v16
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v1, v13, v23, v14
	v_div_fixup_f32 v5, v1, v20, v15
	v_div_scale_f32 v15, s[2:3], v20, v20, v17
	v_fma_f32 v1, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v1, v22
	v_div_scale_f32 v1, vcc, v16, v20, v16
	v_mul_f32_e32 v13, v1, v22
	v_fma_f32 v14, -v21, v13, v1
	v_fmac_f32_e32 v13, v14, v22
	v_fma_f32 v14, -v21, v13, v1
	v_rcp_f32_e32 v21, v15
	.loc	1 307 53                        ; triton_corpus.py:307:53
	v_cvt_pk_f16_f32 v1, v3, v4
	.loc	1 307 54                        ; triton_corpus.py:307:54
	v_div_fmas_f32 v4, v14, v22, v13
	.loc	1 307 53                        ; triton_corpus.py:307:53
	v_cvt_pk_f16_f32 v3, v6, v7
	.loc	1 307 54                        ; triton_corpus.py:307:54
	v_div_fixup_f32 v7, v4, v20, v16
	v_fma_f32 v4, -v15, v21, 1.0
	v_fmac_f32_e32 v21, v4, v21
	v_div_scale_f32 v4, vcc, v17, v20, v17
	v_mul_f32_e32 v13, v4, v21
	v_fma_f32 v6, -v15, v13, v4
	v_fmac_f32_e32 v13, v6, v21
	v_fma_f32 v14, -v15, v13, v4
	.loc	1 307 53                        ; triton_corpus.py:307:53
	v_cvt_pk_f16_f32 v6, v12, v5
	.loc	1 307 54                        ; triton_corpus.py:307:54
	v_div_fmas_f32 v5, v14, v21, v13
	.loc	1 307 53                        ; triton_corpus.py:307:53
	v_cvt_pk_f16_f32 v4, v8, v9
	.loc	1 307 54                        ; triton_corpus.py:307:54
	v_div_fixup_f32 v8, v5, v20, v17
	.loc	1 307 53                        ; triton_corpus.py:307:53
	v_cvt_pk_f16_f32 v5, v10, v11
	v_cvt_pk_f16_f32 v7, v7, v8
	v_permlane32_swap_b32_e32 v1, v3
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	.loc	1 307 5                         ; triton_corpus.py:307:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_225
; %bb.224:                              ; %.critedge
	.loc	1 290 43 is_stmt 1              ; triton_corpus.py:290:43
	v_lshrrev_b32_e32 v9, 2, v63
	v_readlane_b32 s0, v205, 6
	.loc	1 290 25 is_stmt 0              ; triton_corpus.py:290:25
	v_lshlrev_b32_e32 v8, 6, v18
	.loc	1 307 14 is_stmt 1              ; triton_corpus.py:307:14
	v_mov_b32_e32 v11, 0
	.loc	1 290 43                        ; triton_corpus.py:290:43
	v_or_b32_e32 v10, s0, v9
	.loc	1 307 14                        ; triton_corpus.py:307:14
	v_readlane_b32 s0, v205, 0
	v_ashrrev_i32_e32 v9, 31, v8
	v_readlane_b32 s1, v205, 1
	v_lshlrev_b32_e32 v10, 1, v10
	s_nop 0
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[0:1]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[10:11]
	.loc	1 307 5 is_stmt 0               ; triton_corpus.py:307:5
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:32
.LBB0_225:                              ; %.critedge28
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[2:3]
	s_mov_b32 s0, 0x800000
	.loc	1 308 34 is_stmt 1              ; triton_corpus.py:308:34
	v_mov_b32_e32 v0, 0x42000000
	v_cmp_gt_f32_e32 vcc, s0, v61
	.loc	1 288 10                        ; triton_corpus.py:288:10
	v_readlane_b32 s0, v205, 5
	.loc	1 308 5                         ; triton_corpus.py:308:5
	s_cmp_eq_u32 s90, 0
	.loc	1 308 34 is_stmt 0              ; triton_corpus.py:308:34
	v_cndmask_b32_e32 v1, 0, v0, vcc
	v_cndmask_b32_e64 v0, 0, 32, vcc
	v_ldexp_f32 v0, v61, v0
	v_log_f32_e32 v2, v0
	.loc	1 288 10 is_stmt 1              ; triton_corpus.py:288:10
	v_or_b32_e32 v0, s0, v51
	.loc	1 308 58                        ; triton_corpus.py:308:58
	v_cmp_gt_i32_e32 vcc, s12, v0
	.loc	1 308 5 is_stmt 0               ; triton_corpus.py:308:5
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 308 34                        ; triton_corpus.py:308:34
	v_sub_f32_e32 v1, v2, v1
	.loc	1 308 28                        ; triton_corpus.py:308:28
	v_add_f32_e32 v1, v62, v1
	.loc	1 308 5                         ; triton_corpus.py:308:5
	s_and_b64 s[0:1], vcc, s[0:1]
	s_barrier
	ds_write_b32 v19, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_227
; %bb.226:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	v_lshl_add_u32 v1, v51, 2, 0
	.loc	1 308 5                         ; triton_corpus.py:308:5
	ds_read_b32 v2, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
.LBB0_227:
	.loc	1 282 1 is_stmt 1               ; triton_corpus.py:282:1
	s_endpgm
.Ltmp32:
.Lfunc_end0:
	.size	attention_causal_lse, .Lfunc_end0-attention_causal_lse
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attention_causal_lse
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 206
		.amdhsa_next_free_sgpr 100
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
	.set .Lattention_causal_lse.num_vgpr, 206
	.set .Lattention_causal_lse.num_agpr, 0
	.set .Lattention_causal_lse.numbered_sgpr, 100
	.set .Lattention_causal_lse.num_named_barrier, 0
	.set .Lattention_causal_lse.private_seg_size, 0
	.set .Lattention_causal_lse.uses_vcc, 1
	.set .Lattention_causal_lse.uses_flat_scratch, 0
	.set .Lattention_causal_lse.has_dyn_sized_stack, 0
	.set .Lattention_causal_lse.has_recursion, 0
	.set .Lattention_causal_lse.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 14736
; TotalNumSgprs: 106
; NumVgprs: 206
; NumAgprs: 0
; TotalNumVgprs: 206
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 25
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 206
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
	.short	303                             ; DW_AT_call_line
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
	.short	300                             ; DW_AT_call_line
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
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
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
	.asciz	"attention_causal_lse"          ; string offset=49 ; attention_causal_lse
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
    .name:           attention_causal_lse
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 67
    .symbol:         attention_causal_lse.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     206
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
