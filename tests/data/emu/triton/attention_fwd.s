	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	attention_fwd                   ; -- Begin function attention_fwd
	.p2align	8
	.type	attention_fwd,@function
attention_fwd:                          ; @attention_fwd
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.129:
	.file	1 "/work/wt-ref/tools" "triton_corpus.py"
	.loc	1 183 0 prologue_end            ; triton_corpus.py:183:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.130:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 208 53 is_stmt 1              ; triton_corpus.py:208:53
	v_readfirstlane_b32 s0, v0
	.loc	1 189 10                        ; triton_corpus.py:189:10
	s_lshl_b32 s33, s16, 6
	.loc	1 189 21 is_stmt 0              ; triton_corpus.py:189:21
	s_lshr_b32 s40, s0, 6
	v_and_b32_e32 v1, 63, v0
	.loc	1 189 10                        ; triton_corpus.py:189:10
	s_or_b32 s1, s40, s33
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	s_cmp_ge_i32 s1, s10
	v_lshlrev_b32_e32 v2, 1, v1
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_17
; %bb.1:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	s_lshl_b32 s12, s1, 6
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 1
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v4, v2, s[12:13]
	.loc	1 189 21 is_stmt 1              ; triton_corpus.py:189:21
	s_or_b32 s12, s40, 4
	.loc	1 189 10 is_stmt 0              ; triton_corpus.py:189:10
	s_or_b32 s13, s12, s33
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc0 .LBB0_18
.LBB0_2:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v5, 0
	.loc	1 189 21 is_stmt 1              ; triton_corpus.py:189:21
	s_or_b32 s14, s40, 8
	.loc	1 189 10 is_stmt 0              ; triton_corpus.py:189:10
	s_or_b32 s13, s14, s33
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc0 .LBB0_19
.LBB0_3:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v6, 0
	.loc	1 189 21 is_stmt 1              ; triton_corpus.py:189:21
	s_or_b32 s16, s40, 12
	.loc	1 189 10 is_stmt 0              ; triton_corpus.py:189:10
	s_or_b32 s13, s16, s33
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc0 .LBB0_20
.LBB0_4:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v8, 0
	.loc	1 189 21 is_stmt 1              ; triton_corpus.py:189:21
	s_or_b32 s18, s40, 16
	.loc	1 189 10 is_stmt 0              ; triton_corpus.py:189:10
	s_or_b32 s13, s18, s33
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc0 .LBB0_21
.LBB0_5:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v9, 0
	.loc	1 189 21 is_stmt 1              ; triton_corpus.py:189:21
	s_or_b32 s20, s40, 20
	.loc	1 189 10 is_stmt 0              ; triton_corpus.py:189:10
	s_or_b32 s13, s20, s33
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc0 .LBB0_22
.LBB0_6:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v10, 0
	.loc	1 189 21 is_stmt 1              ; triton_corpus.py:189:21
	s_or_b32 s22, s40, 24
	.loc	1 189 10 is_stmt 0              ; triton_corpus.py:189:10
	s_or_b32 s13, s22, s33
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc0 .LBB0_23
.LBB0_7:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v11, 0
	.loc	1 189 21 is_stmt 1              ; triton_corpus.py:189:21
	s_or_b32 s27, s40, 28
	.loc	1 189 10 is_stmt 0              ; triton_corpus.py:189:10
	s_or_b32 s13, s27, s33
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc0 .LBB0_24
.LBB0_8:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v12, 0
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s13, s1, 32
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc0 .LBB0_25
.LBB0_9:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v13, 0
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s13, s1, 36
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc0 .LBB0_26
.LBB0_10:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v14, 0
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s13, s1, 40
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc0 .LBB0_27
.LBB0_11:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v15, 0
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s13, s1, 44
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc0 .LBB0_28
.LBB0_12:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v16, 0
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s13, s1, 48
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc0 .LBB0_29
.LBB0_13:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v17, 0
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s13, s1, 52
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc0 .LBB0_30
.LBB0_14:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v18, 0
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s13, s1, 56
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc0 .LBB0_31
.LBB0_15:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v19, 0
	s_and_b32 s26, s0, 0xc0
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s1, s1, 60
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s1, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc0 .LBB0_32
.LBB0_16:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v20, 0
	.loc	1 191 9                         ; triton_corpus.py:191:9
	s_branch .LBB0_33
.LBB0_17:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	v_mov_b32_e32 v4, 0
	.loc	1 189 21 is_stmt 1              ; triton_corpus.py:189:21
	s_or_b32 s12, s40, 4
	.loc	1 189 10 is_stmt 0              ; triton_corpus.py:189:10
	s_or_b32 s13, s12, s33
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_2
.LBB0_18:
	.loc	1 191 25                        ; triton_corpus.py:191:25
	s_lshl_b32 s14, s13, 6
	.loc	1 191 17                        ; triton_corpus.py:191:17
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v5, v2, s[14:15]
	.loc	1 189 21 is_stmt 1              ; triton_corpus.py:189:21
	s_or_b32 s14, s40, 8
	.loc	1 189 10 is_stmt 0              ; triton_corpus.py:189:10
	s_or_b32 s13, s14, s33
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_3
.LBB0_19:
	.loc	1 191 25                        ; triton_corpus.py:191:25
	s_lshl_b32 s16, s13, 6
	.loc	1 191 17                        ; triton_corpus.py:191:17
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[16:17], s[16:17], 1
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v6, v2, s[16:17]
	.loc	1 189 21 is_stmt 1              ; triton_corpus.py:189:21
	s_or_b32 s16, s40, 12
	.loc	1 189 10 is_stmt 0              ; triton_corpus.py:189:10
	s_or_b32 s13, s16, s33
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_4
.LBB0_20:
	.loc	1 191 25                        ; triton_corpus.py:191:25
	s_lshl_b32 s18, s13, 6
	.loc	1 191 17                        ; triton_corpus.py:191:17
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v8, v2, s[18:19]
	.loc	1 189 21 is_stmt 1              ; triton_corpus.py:189:21
	s_or_b32 s18, s40, 16
	.loc	1 189 10 is_stmt 0              ; triton_corpus.py:189:10
	s_or_b32 s13, s18, s33
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_5
.LBB0_21:
	.loc	1 191 25                        ; triton_corpus.py:191:25
	s_lshl_b32 s20, s13, 6
	.loc	1 191 17                        ; triton_corpus.py:191:17
	s_ashr_i32 s21, s20, 31
	s_lshl_b64 s[20:21], s[20:21], 1
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v9, v2, s[20:21]
	.loc	1 189 21 is_stmt 1              ; triton_corpus.py:189:21
	s_or_b32 s20, s40, 20
	.loc	1 189 10 is_stmt 0              ; triton_corpus.py:189:10
	s_or_b32 s13, s20, s33
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_6
.LBB0_22:
	.loc	1 191 25                        ; triton_corpus.py:191:25
	s_lshl_b32 s22, s13, 6
	.loc	1 191 17                        ; triton_corpus.py:191:17
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v10, v2, s[22:23]
	.loc	1 189 21 is_stmt 1              ; triton_corpus.py:189:21
	s_or_b32 s22, s40, 24
	.loc	1 189 10 is_stmt 0              ; triton_corpus.py:189:10
	s_or_b32 s13, s22, s33
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_7
.LBB0_23:
	.loc	1 191 25                        ; triton_corpus.py:191:25
	s_lshl_b32 s24, s13, 6
	.loc	1 191 17                        ; triton_corpus.py:191:17
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v11, v2, s[24:25]
	.loc	1 189 21 is_stmt 1              ; triton_corpus.py:189:21
	s_or_b32 s27, s40, 28
	.loc	1 189 10 is_stmt 0              ; triton_corpus.py:189:10
	s_or_b32 s13, s27, s33
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_8
.LBB0_24:
	.loc	1 191 25                        ; triton_corpus.py:191:25
	s_lshl_b32 s24, s13, 6
	.loc	1 191 17                        ; triton_corpus.py:191:17
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v12, v2, s[24:25]
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s13, s1, 32
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_9
.LBB0_25:
	.loc	1 191 25                        ; triton_corpus.py:191:25
	s_lshl_b32 s24, s13, 6
	.loc	1 191 17                        ; triton_corpus.py:191:17
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v13, v2, s[24:25]
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s13, s1, 36
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_10
.LBB0_26:
	.loc	1 191 25                        ; triton_corpus.py:191:25
	s_lshl_b32 s24, s13, 6
	.loc	1 191 17                        ; triton_corpus.py:191:17
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v14, v2, s[24:25]
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s13, s1, 40
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_11
.LBB0_27:
	.loc	1 191 25                        ; triton_corpus.py:191:25
	s_lshl_b32 s24, s13, 6
	.loc	1 191 17                        ; triton_corpus.py:191:17
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v15, v2, s[24:25]
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s13, s1, 44
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_12
.LBB0_28:
	.loc	1 191 25                        ; triton_corpus.py:191:25
	s_lshl_b32 s24, s13, 6
	.loc	1 191 17                        ; triton_corpus.py:191:17
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v16, v2, s[24:25]
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s13, s1, 48
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_13
.LBB0_29:
	.loc	1 191 25                        ; triton_corpus.py:191:25
	s_lshl_b32 s24, s13, 6
	.loc	1 191 17                        ; triton_corpus.py:191:17
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v17, v2, s[24:25]
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s13, s1, 52
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_14
.LBB0_30:
	.loc	1 191 25                        ; triton_corpus.py:191:25
	s_lshl_b32 s24, s13, 6
	.loc	1 191 17                        ; triton_corpus.py:191:17
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v18, v2, s[24:25]
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s13, s1, 56
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s13, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_15
.LBB0_31:
	.loc	1 191 25                        ; triton_corpus.py:191:25
	s_lshl_b32 s24, s13, 6
	.loc	1 191 17                        ; triton_corpus.py:191:17
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v19, v2, s[24:25]
	.loc	1 0 0                           ; triton_corpus.py:0
	s_and_b32 s26, s0, 0xc0
	.loc	1 189 10 is_stmt 1              ; triton_corpus.py:189:10
	s_or_b32 s1, s1, 60
	.loc	1 191 61                        ; triton_corpus.py:191:61
	s_cmp_ge_i32 s1, s10
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	s_cbranch_scc1 .LBB0_16
.LBB0_32:
	.loc	1 191 25                        ; triton_corpus.py:191:25
	s_lshl_b32 s24, s1, 6
	.loc	1 191 17                        ; triton_corpus.py:191:17
	s_ashr_i32 s25, s24, 31
	s_lshl_b64 s[24:25], s[24:25], 1
	s_add_u32 s2, s2, s24
	s_addc_u32 s3, s3, s25
	.loc	1 191 9                         ; triton_corpus.py:191:9
	global_load_ushort v20, v2, s[2:3]
.LBB0_33:
	.loc	1 189 21 is_stmt 1              ; triton_corpus.py:189:21
	s_and_b32 s39, s0, 0x80
	s_bfe_i32 s2, s0, 0x10007
	.loc	1 191 43                        ; triton_corpus.py:191:43
	s_and_b32 s38, s0, 64
	.loc	1 189 21                        ; triton_corpus.py:189:21
	v_or_b32_e32 v44, s26, v1
	.loc	1 191 9                         ; triton_corpus.py:191:9
	s_cmp_eq_u32 s39, 0
	v_lshlrev_b32_e32 v7, 1, v44
	s_cselect_b64 s[0:1], -1, 0
	s_and_b32 s2, s2, 0x110
	v_mov_b32_e32 v1, 0xfe
	v_bitop3_b32 v49, v7, s2, v1 bitop3:0x6c
	v_add_u32_e32 v3, 0, v49
	v_xor_b32_e32 v50, 32, v49
	s_waitcnt vmcnt(0)
	ds_write_b16 v3, v4
	ds_write_b16 v3, v9 offset:2048
	ds_write_b16 v3, v13 offset:4096
	ds_write_b16 v3, v17 offset:6144
	v_add_u32_e32 v4, 0, v50
	v_xor_b32_e32 v51, 64, v49
	ds_write_b16 v4, v5 offset:512
	ds_write_b16 v4, v10 offset:2560
	ds_write_b16 v4, v14 offset:4608
	ds_write_b16 v4, v18 offset:6656
	v_add_u32_e32 v5, 0, v51
	v_xor_b32_e32 v52, 0x60, v49
	.loc	1 189 21                        ; triton_corpus.py:189:21
	v_and_b32_e32 v43, 31, v0
	.loc	1 191 43                        ; triton_corpus.py:191:43
	v_and_b32_e32 v45, 32, v0
	.loc	1 191 9 is_stmt 0               ; triton_corpus.py:191:9
	ds_write_b16 v5, v6 offset:1024
	ds_write_b16 v5, v11 offset:3072
	ds_write_b16 v5, v15 offset:5120
	ds_write_b16 v5, v19 offset:7168
	v_add_u32_e32 v6, 0, v52
	ds_write_b16 v6, v8 offset:1536
	ds_write_b16 v6, v12 offset:3584
	ds_write_b16 v6, v16 offset:5632
	ds_write_b16 v6, v20 offset:7680
	v_lshlrev_b32_e32 v47, 7, v43
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshrrev_b32_e32 v8, 1, v45
	s_movk_i32 s3, 0x70
	v_lshl_or_b32 v9, s38, 6, v47
	v_bitop3_b32 v48, v1, v8, s3 bitop3:0x6c
	s_movk_i32 s2, 0x60
	v_or_b32_e32 v8, v9, v48
	v_add_u32_e32 v10, 0, v8
	v_xad_u32 v11, v8, 32, 0
	v_xad_u32 v8, v8, 64, 0
	v_bitop3_b32 v9, v9, s2, v48 bitop3:0x36
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[106:109], v10
	ds_read_b128 v[102:105], v11
	v_add_u32_e32 v9, 0, v9
	ds_read_b128 v[98:101], v8
	ds_read_b128 v[94:97], v9
	.loc	1 198 65 is_stmt 1              ; triton_corpus.py:198:65
	s_cmp_lt_i32 s40, s10
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_ge_i32 s40, s10
	.loc	1 198 13 is_stmt 0              ; triton_corpus.py:198:13
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_lshl_b32 s13, s26, 1
	s_add_u32 s24, s4, s13
	s_addc_u32 s25, s5, 0
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v9, v2, s[24:25]
	s_branch .LBB0_36
.LBB0_35:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_36:
	.loc	1 196 5 is_stmt 1               ; triton_corpus.py:196:5
	s_cmp_gt_i32 s10, 0
	s_cselect_b64 s[24:25], -1, 0
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_lt_i32 s12, s10
	s_cselect_b64 s[30:31], -1, 0
	.loc	1 198 29 is_stmt 0              ; triton_corpus.py:198:29
	s_lshl_b32 s28, s12, 6
	.loc	1 196 5 is_stmt 1               ; triton_corpus.py:196:5
	s_and_b64 s[12:13], s[24:25], s[30:31]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_and_b64 s[30:31], s[12:13], exec
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 1
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	.loc	1 198 21 is_stmt 0              ; triton_corpus.py:198:21
	s_lshl_b32 s15, s28, 1
	s_add_u32 s30, s4, s15
	s_addc_u32 s31, s5, 0
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v10, v2, s[30:31]
	s_branch .LBB0_39
.LBB0_38:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_39:
	.loc	1 198 65 is_stmt 1              ; triton_corpus.py:198:65
	s_cmp_lt_i32 s14, s10
	s_cselect_b64 s[30:31], -1, 0
	.loc	1 198 29 is_stmt 0              ; triton_corpus.py:198:29
	s_lshl_b32 s29, s14, 6
	.loc	1 196 5 is_stmt 1               ; triton_corpus.py:196:5
	s_and_b64 s[14:15], s[24:25], s[30:31]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_and_b64 s[30:31], s[14:15], exec
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 1
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 198 21 is_stmt 0              ; triton_corpus.py:198:21
	s_lshl_b32 s17, s29, 1
	s_add_u32 s30, s4, s17
	s_addc_u32 s31, s5, 0
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v11, v2, s[30:31]
	s_branch .LBB0_42
.LBB0_41:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_42:
	.loc	1 198 65 is_stmt 1              ; triton_corpus.py:198:65
	s_cmp_lt_i32 s16, s10
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 198 29 is_stmt 0              ; triton_corpus.py:198:29
	s_lshl_b32 s30, s16, 6
	.loc	1 196 5 is_stmt 1               ; triton_corpus.py:196:5
	s_and_b64 s[16:17], s[24:25], s[34:35]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_and_b64 s[34:35], s[16:17], exec
	s_cselect_b32 s19, 1, 0
	s_cmp_lg_u32 s19, 1
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	.loc	1 198 21 is_stmt 0              ; triton_corpus.py:198:21
	s_lshl_b32 s19, s30, 1
	s_add_u32 s34, s4, s19
	s_addc_u32 s35, s5, 0
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v12, v2, s[34:35]
	s_branch .LBB0_45
.LBB0_44:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_45:
	.loc	1 198 65 is_stmt 1              ; triton_corpus.py:198:65
	s_cmp_lt_i32 s18, s10
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 198 29 is_stmt 0              ; triton_corpus.py:198:29
	s_lshl_b32 s31, s18, 6
	.loc	1 196 5 is_stmt 1               ; triton_corpus.py:196:5
	s_and_b64 s[18:19], s[24:25], s[34:35]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_and_b64 s[34:35], s[18:19], exec
	s_cselect_b32 s21, 1, 0
	s_cmp_lg_u32 s21, 1
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	.loc	1 198 21 is_stmt 0              ; triton_corpus.py:198:21
	s_lshl_b32 s21, s31, 1
	s_add_u32 s34, s4, s21
	s_addc_u32 s35, s5, 0
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v13, v2, s[34:35]
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v13, 0
.LBB0_48:
	.loc	1 198 65 is_stmt 1              ; triton_corpus.py:198:65
	s_cmp_lt_i32 s20, s10
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 198 29 is_stmt 0              ; triton_corpus.py:198:29
	s_lshl_b32 s34, s20, 6
	.loc	1 196 5 is_stmt 1               ; triton_corpus.py:196:5
	s_and_b64 s[20:21], s[24:25], s[36:37]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_and_b64 s[36:37], s[20:21], exec
	s_cselect_b32 s23, 1, 0
	s_cmp_lg_u32 s23, 1
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	.loc	1 198 21 is_stmt 0              ; triton_corpus.py:198:21
	s_lshl_b32 s23, s34, 1
	s_add_u32 s36, s4, s23
	s_addc_u32 s37, s5, 0
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v14, v2, s[36:37]
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v14, 0
.LBB0_51:
	.loc	1 198 65 is_stmt 1              ; triton_corpus.py:198:65
	s_cmp_lt_i32 s22, s10
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 198 29 is_stmt 0              ; triton_corpus.py:198:29
	s_lshl_b32 s35, s22, 6
	.loc	1 196 5 is_stmt 1               ; triton_corpus.py:196:5
	s_and_b64 s[22:23], s[24:25], s[36:37]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_and_b64 s[36:37], s[22:23], exec
	s_cselect_b32 s36, 1, 0
	s_cmp_lg_u32 s36, 1
	s_cbranch_scc1 .LBB0_53
; %bb.52:
	.loc	1 198 21 is_stmt 0              ; triton_corpus.py:198:21
	s_lshl_b32 s36, s35, 1
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, 0
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v15, v2, s[36:37]
	s_branch .LBB0_54
.LBB0_53:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v15, 0
.LBB0_54:
	.loc	1 198 65 is_stmt 1              ; triton_corpus.py:198:65
	s_cmp_lt_i32 s27, s10
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 198 29 is_stmt 0              ; triton_corpus.py:198:29
	s_lshl_b32 s27, s27, 6
	.loc	1 196 5 is_stmt 1               ; triton_corpus.py:196:5
	s_and_b64 s[24:25], s[24:25], s[36:37]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_and_b64 s[36:37], s[24:25], exec
	s_cselect_b32 s36, 1, 0
	s_cmp_lg_u32 s36, 1
	s_cbranch_scc1 .LBB0_63
; %bb.55:
	.loc	1 198 21 is_stmt 0              ; triton_corpus.py:198:21
	s_lshl_b32 s36, s27, 1
	s_add_u32 s36, s4, s36
	s_addc_u32 s37, s5, 0
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v16, v2, s[36:37]
	.loc	1 205 13 is_stmt 1              ; triton_corpus.py:205:13
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_64
.LBB0_56:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mov_b32_e32 v17, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_and_b64 s[2:3], s[12:13], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_65
.LBB0_57:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v18, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_and_b64 s[2:3], s[14:15], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_66
.LBB0_58:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v19, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_and_b64 s[2:3], s[16:17], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_67
.LBB0_59:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v20, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_and_b64 s[2:3], s[18:19], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_68
.LBB0_60:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v21, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_and_b64 s[2:3], s[20:21], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_69
.LBB0_61:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v22, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_and_b64 s[2:3], s[22:23], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_70
.LBB0_62:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v23, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_branch .LBB0_71
.LBB0_63:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v16, 0
	.loc	1 205 13 is_stmt 1              ; triton_corpus.py:205:13
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_56
.LBB0_64:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_lshl_b32 s2, s26, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	global_load_ushort v17, v2, s[2:3]
	s_and_b64 s[2:3], s[12:13], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_57
.LBB0_65:
	.loc	1 205 21                        ; triton_corpus.py:205:21
	s_lshl_b32 s2, s28, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	global_load_ushort v18, v2, s[2:3]
	s_and_b64 s[2:3], s[14:15], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_58
.LBB0_66:
	.loc	1 205 21                        ; triton_corpus.py:205:21
	s_lshl_b32 s2, s29, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	global_load_ushort v19, v2, s[2:3]
	s_and_b64 s[2:3], s[16:17], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_59
.LBB0_67:
	.loc	1 205 21                        ; triton_corpus.py:205:21
	s_lshl_b32 s2, s30, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	global_load_ushort v20, v2, s[2:3]
	s_and_b64 s[2:3], s[18:19], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_60
.LBB0_68:
	.loc	1 205 21                        ; triton_corpus.py:205:21
	s_lshl_b32 s2, s31, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	global_load_ushort v21, v2, s[2:3]
	s_and_b64 s[2:3], s[20:21], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_61
.LBB0_69:
	.loc	1 205 21                        ; triton_corpus.py:205:21
	s_lshl_b32 s2, s34, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	global_load_ushort v22, v2, s[2:3]
	s_and_b64 s[2:3], s[22:23], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_62
.LBB0_70:
	.loc	1 205 21                        ; triton_corpus.py:205:21
	s_lshl_b32 s2, s35, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	global_load_ushort v23, v2, s[2:3]
.LBB0_71:
	s_and_b64 s[2:3], s[24:25], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_and_b32_e32 v8, 0xfe, v7
	s_cbranch_scc1 .LBB0_73
; %bb.72:
	.loc	1 205 21                        ; triton_corpus.py:205:21
	s_lshl_b32 s2, s27, 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	global_load_ushort v24, v2, s[2:3]
	s_branch .LBB0_74
.LBB0_73:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v24, 0
.LBB0_74:
	.loc	1 205 13 is_stmt 1              ; triton_corpus.py:205:13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 0, 0x108
	v_xor_b32_e32 v72, s0, v8
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v3, v9
	ds_write_b16 v3, v13 offset:2048
	ds_write_b16 v4, v10 offset:512
	ds_write_b16 v4, v14 offset:2560
	ds_write_b16 v5, v11 offset:1024
	ds_write_b16 v5, v15 offset:3072
	ds_write_b16 v6, v12 offset:1536
	ds_write_b16 v6, v16 offset:3584
	.loc	1 205 13                        ; triton_corpus.py:205:13
	v_add_u32_e32 v3, 0, v72
	v_xor_b32_e32 v73, 16, v72
	ds_write_b16 v3, v17 offset:8192
	ds_write_b16 v3, v21 offset:10240
	v_add_u32_e32 v3, 0, v73
	v_xor_b32_e32 v74, 32, v72
	.loc	1 191 43                        ; triton_corpus.py:191:43
	v_lshrrev_b32_e32 v46, 3, v45
	.loc	1 205 13                        ; triton_corpus.py:205:13
	ds_write_b16 v3, v18 offset:8704
	ds_write_b16 v3, v22 offset:10752
	v_add_u32_e32 v3, 0, v74
	v_xor_b32_e32 v75, 48, v72
	.loc	1 196 5                         ; triton_corpus.py:196:5
	s_sub_i32 s41, s10, 32
	.loc	1 195 16                        ; triton_corpus.py:195:16
	v_mov_b32_e32 v7, 0x3fb8aa3b
	.loc	1 197 22                        ; triton_corpus.py:197:22
	v_or_b32_e32 v58, 11, v46
	v_or_b32_e32 v59, 10, v46
	v_or_b32_e32 v60, 9, v46
	v_or_b32_e32 v61, 8, v46
	v_or_b32_e32 v62, 3, v46
	v_or_b32_e32 v70, 2, v46
	v_or_b32_e32 v69, 1, v46
	v_or_b32_e32 v63, 24, v46
	v_or_b32_e32 v64, 19, v46
	v_or_b32_e32 v65, 18, v46
	v_or_b32_e32 v66, 17, v46
	v_or_b32_e32 v67, 26, v46
	v_or_b32_e32 v68, 25, v46
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_mov_b32 s45, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	ds_write_b16 v3, v19 offset:9216
	ds_write_b16 v3, v23 offset:11264
	v_add_u32_e32 v3, 0, v75
	.loc	1 196 5                         ; triton_corpus.py:196:5
	s_cmp_gt_i32 s41, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	ds_write_b16 v3, v20 offset:9728
	ds_write_b16 v3, v24 offset:11776
	.loc	1 196 5                         ; triton_corpus.py:196:5
	s_cbranch_scc1 .LBB0_76
; %bb.75:                               ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_77
.LBB0_76:
	s_mov_b64 s[0:1], -1
.LBB0_77:                               ; %Flow213
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_mul_f32_e32 v34, s11, v7
	v_mov_b32_e32 v3, 0
	s_cmp_lg_u32 s0, 1
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v42, 0xff800000
	v_or_b32_e32 v71, v48, v47
	v_bfe_i32 v53, v0, 3, 1
	v_lshlrev_b32_e32 v55, 5, v0
	v_and_b32_e32 v54, 24, v1
	v_lshlrev_b32_e32 v57, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v45
	v_lshlrev_b32_e32 v56, 1, v43
	s_cbranch_scc1 .LBB0_121
; %bb.78:                               ; %.lr.ph
	s_movk_i32 s0, 0x60
	v_bitop3_b32 v78, v48, s0, v47 bitop3:0x36
	v_mov_b32_e32 v5, 0x210
	s_movk_i32 s0, 0x180
	s_movk_i32 s1, 0x108
	.loc	1 196 5 is_stmt 1               ; triton_corpus.py:196:5
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[36:37], s[6:7], 0, v[2:3]
	v_and_b32_e32 v2, 0x48, v44
	v_cndmask_b32_e64 v5, v5, 0, vcc
	v_and_or_b32 v6, v55, s0, v54
	v_bitop3_b32 v11, v53, v54, s1 bitop3:0x6c
	v_bitop3_b32 v2, v2, v6, v5 bitop3:0x36
	v_xor_b32_e32 v6, v5, v56
	v_bitop3_b32 v7, s38, v5, v56 bitop3:0xf6
	v_and_b32_e32 v10, 0x80, v55
	s_lshr_b32 s0, s39, 1
	v_xor_b32_e32 v5, v11, v5
	v_and_b32_e32 v4, 32, v57
	v_or3_b32 v5, v10, s0, v5
	v_or_b32_e32 v79, v2, v4
	v_bitop3_b32 v8, s38, 8, v6 bitop3:0x36
	v_bitop3_b32 v9, s38, 32, v6 bitop3:0x36
	v_bitop3_b32 v6, s38, 40, v6 bitop3:0x36
	v_or_b32_e32 v4, v5, v4
	v_bitop3_b32 v5, v5, 32, v57 bitop3:0x34
	v_bitop3_b32 v76, v48, 32, v47 bitop3:0x36
	v_bitop3_b32 v77, v48, 64, v47 bitop3:0x36
	s_lshl_b32 s42, s38, 1
	v_lshl_add_u32 v80, v43, 2, 0
	.loc	1 199 13                        ; triton_corpus.py:199:13
	v_mov_b32_e32 v35, v34
	v_mov_b32_e32 v38, v34
	v_mov_b32_e32 v39, v34
	v_mov_b32_e32 v40, v34
	v_mov_b32_e32 v41, v34
	v_bitop3_b32 v81, v2, 32, v57 bitop3:0x34
	s_movk_i32 s11, 0x2000
	.loc	1 196 5                         ; triton_corpus.py:196:5
	s_or_b32 s0, s26, 0xf00
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v91, 0xff800000
	v_add_u32_e32 v82, 0, v7
	v_add_u32_e32 v83, 0, v8
	v_add_u32_e32 v84, 0, v9
	v_add_u32_e32 v85, 0, v6
	v_add_u32_e32 v86, 0, v4
	v_add_u32_e32 v87, 0, v5
	v_mov_b32_e32 v88, 0xff800000
	s_mov_b32 s43, 0
	s_mov_b32 s44, 0
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
	s_branch .LBB0_81
.LBB0_79:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 205 21                        ; triton_corpus.py:205:21
	v_lshl_add_u64 v[124:125], s[0:1], 1, v[36:37]
	.loc	1 205 13 is_stmt 0              ; triton_corpus.py:205:13
	global_load_ushort v124, v[124:125], off
.LBB0_80:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 203 30 is_stmt 1              ; triton_corpus.py:203:30
	v_sub_f32_e32 v91, v91, v42
	.loc	1 203 17 is_stmt 0              ; triton_corpus.py:203:17
	v_exp_f32_e32 v91, v91
	.loc	1 205 13 is_stmt 1              ; triton_corpus.py:205:13
	v_add_u32_e32 v125, s11, v79
	v_add_u32_e32 v126, s11, v81
	ds_read_b64_tr_b16 v[128:129], v125
	ds_read_b64_tr_b16 v[132:133], v125 offset:2048
	ds_read_b64_tr_b16 v[130:131], v126 offset:1024
	ds_read_b64_tr_b16 v[134:135], v126 offset:3072
	.loc	1 206 15                        ; triton_corpus.py:206:15
	v_add_u32_e32 v125, s42, v80
	ds_write_b32 v125, v91 offset:16384
	v_add_u32_e32 v125, s39, v80
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v126, v125 offset:16384
	.loc	1 206 45 is_stmt 0              ; triton_corpus.py:206:45
	v_cvt_pk_bf16_f32 v18, v18, v19
	v_cvt_pk_bf16_f32 v19, v20, v21
	v_cvt_pk_bf16_f32 v20, v22, v23
	v_cvt_pk_bf16_f32 v21, v24, v25
	v_cvt_pk_bf16_f32 v22, v26, v27
	v_cvt_pk_bf16_f32 v23, v28, v29
	v_cvt_pk_bf16_f32 v24, v30, v31
	v_cvt_pk_bf16_f32 v25, v32, v33
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v82, v18 offset:16384
	ds_write_b16_d16_hi v82, v18 offset:16512
	ds_write_b16 v82, v22 offset:18432
	ds_write_b16_d16_hi v82, v22 offset:18560
	ds_write_b16 v83, v19 offset:16640
	ds_write_b16_d16_hi v83, v19 offset:16768
	ds_write_b16 v83, v23 offset:18688
	ds_write_b16_d16_hi v83, v23 offset:18816
	ds_write_b16 v84, v20 offset:17408
	ds_write_b16_d16_hi v84, v20 offset:17536
	ds_write_b16 v84, v24 offset:19456
	ds_write_b16_d16_hi v84, v24 offset:19584
	ds_write_b16 v85, v21 offset:17664
	ds_write_b16_d16_hi v85, v21 offset:17792
	ds_write_b16 v85, v25 offset:19712
	ds_write_b16_d16_hi v85, v25 offset:19840
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[18:19], v86 offset:16384
	ds_read_b64_tr_b16 v[20:21], v87 offset:17408
	.loc	1 206 15                        ; triton_corpus.py:206:15
	v_pk_mul_f32 v[2:3], v[2:3], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[126:127] op_sel_hi:[1,0]
	.loc	1 206 45                        ; triton_corpus.py:206:45
	ds_read_b64_tr_b16 v[22:23], v86 offset:18432
	ds_read_b64_tr_b16 v[24:25], v87 offset:19456
	.loc	1 206 38                        ; triton_corpus.py:206:38
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[2:17], v[128:131], v[18:21], v[2:17]
	.loc	1 196 5 is_stmt 1               ; triton_corpus.py:196:5
	s_add_i32 s44, s44, 32
	s_add_i32 s1, s43, 1
	s_cmp_lt_i32 s1, 2
	s_cselect_b32 s43, s1, 0
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_lshl_b32 s45, s43, 12
	v_add_u32_e32 v18, s45, v49
	s_waitcnt vmcnt(0)
	ds_write_b16 v18, v93
	ds_write_b16 v18, v113 offset:2048
	.loc	1 206 38                        ; triton_corpus.py:206:38
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[2:17], v[132:135], v[22:25], v[2:17]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	v_add_u32_e32 v18, s45, v50
	ds_write_b16 v18, v110 offset:512
	ds_write_b16 v18, v114 offset:2560
	v_add_u32_e32 v18, s45, v51
	ds_write_b16 v18, v111 offset:1024
	ds_write_b16 v18, v115 offset:3072
	v_add_u32_e32 v18, s45, v52
	ds_write_b16 v18, v112 offset:1536
	ds_write_b16 v18, v116 offset:3584
	.loc	1 205 13                        ; triton_corpus.py:205:13
	v_add_u32_e32 v18, s45, v72
.Ltmp2:
	.file	2 "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:204:29 ] ]
	v_add_f32_e32 v90, v90, v92
.Ltmp3:
	.loc	1 205 13                        ; triton_corpus.py:205:13
	ds_write_b16 v18, v117 offset:8192
	ds_write_b16 v18, v121 offset:10240
	v_add_u32_e32 v18, s45, v73
	.loc	1 204 15                        ; triton_corpus.py:204:15
	v_fmac_f32_e32 v90, v89, v91
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_add_i32 s11, s45, 0x2000
	ds_write_b16 v18, v118 offset:8704
	ds_write_b16 v18, v122 offset:10752
	v_add_u32_e32 v18, s45, v74
	.loc	1 196 5                         ; triton_corpus.py:196:5
	s_addk_i32 s0, 0x800
	.loc	1 205 13                        ; triton_corpus.py:205:13
	ds_write_b16 v18, v119 offset:9216
	ds_write_b16 v18, v123 offset:11264
	v_add_u32_e32 v18, s45, v75
	.loc	1 196 5                         ; triton_corpus.py:196:5
	s_cmp_lt_i32 s44, s41
	v_mov_b32_e32 v89, v90
	v_mov_b32_e32 v91, v42
	.loc	1 205 13                        ; triton_corpus.py:205:13
	ds_write_b16 v18, v120 offset:9728
	ds_write_b16 v18, v124 offset:11776
	.loc	1 196 5                         ; triton_corpus.py:196:5
	s_cbranch_scc0 .LBB0_122
.LBB0_81:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 197 14                        ; triton_corpus.py:197:14
	s_add_i32 s1, s40, s44
	s_add_i32 s3, s1, 32
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[6:7], -1, 0
	.loc	1 198 29 is_stmt 0              ; triton_corpus.py:198:29
	s_add_i32 s2, s0, 0xfffff900
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_ge_i32 s3, s10
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_cbranch_scc1 .LBB0_83
; %bb.82:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_ashr_i32 s3, s2, 31
	v_lshl_add_u64 v[18:19], s[2:3], 1, v[0:1]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v93, v[18:19], off
	s_branch .LBB0_84
.LBB0_83:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v93, 0
.LBB0_84:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 197 14 is_stmt 1              ; triton_corpus.py:197:14
	s_add_i32 s3, s1, 36
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[12:13], -1, 0
	.loc	1 198 29 is_stmt 0              ; triton_corpus.py:198:29
	s_add_i32 s4, s0, 0xfffffa00
	.loc	1 198 21                        ; triton_corpus.py:198:21
	s_ashr_i32 s5, s4, 31
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_ge_i32 s3, s10
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_cbranch_scc1 .LBB0_86
; %bb.85:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 198 21                        ; triton_corpus.py:198:21
	v_lshl_add_u64 v[18:19], s[4:5], 1, v[0:1]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v110, v[18:19], off
	s_branch .LBB0_87
.LBB0_86:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v110, 0
.LBB0_87:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 197 14 is_stmt 1              ; triton_corpus.py:197:14
	s_add_i32 s3, s1, 40
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 198 29 is_stmt 0              ; triton_corpus.py:198:29
	s_add_i32 s14, s0, 0xfffffb00
	.loc	1 198 21                        ; triton_corpus.py:198:21
	s_ashr_i32 s15, s14, 31
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_ge_i32 s3, s10
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_cbranch_scc1 .LBB0_89
; %bb.88:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 198 21                        ; triton_corpus.py:198:21
	v_lshl_add_u64 v[18:19], s[14:15], 1, v[0:1]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v111, v[18:19], off
	s_branch .LBB0_90
.LBB0_89:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v111, 0
.LBB0_90:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 197 14 is_stmt 1              ; triton_corpus.py:197:14
	s_add_i32 s3, s1, 44
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[20:21], -1, 0
	.loc	1 198 29 is_stmt 0              ; triton_corpus.py:198:29
	s_add_i32 s18, s0, 0xfffffc00
	.loc	1 198 21                        ; triton_corpus.py:198:21
	s_ashr_i32 s19, s18, 31
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_ge_i32 s3, s10
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_cbranch_scc1 .LBB0_92
; %bb.91:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 198 21                        ; triton_corpus.py:198:21
	v_lshl_add_u64 v[18:19], s[18:19], 1, v[0:1]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v112, v[18:19], off
	s_branch .LBB0_93
.LBB0_92:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v112, 0
.LBB0_93:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 197 14 is_stmt 1              ; triton_corpus.py:197:14
	s_add_i32 s3, s1, 48
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[24:25], -1, 0
	.loc	1 198 29 is_stmt 0              ; triton_corpus.py:198:29
	s_add_i32 s22, s0, 0xfffffd00
	.loc	1 198 21                        ; triton_corpus.py:198:21
	s_ashr_i32 s23, s22, 31
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_ge_i32 s3, s10
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_cbranch_scc1 .LBB0_95
; %bb.94:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 198 21                        ; triton_corpus.py:198:21
	v_lshl_add_u64 v[18:19], s[22:23], 1, v[0:1]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v113, v[18:19], off
	s_branch .LBB0_96
.LBB0_95:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v113, 0
.LBB0_96:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 197 14 is_stmt 1              ; triton_corpus.py:197:14
	s_add_i32 s3, s1, 52
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 198 29 is_stmt 0              ; triton_corpus.py:198:29
	s_add_i32 s26, s0, 0xfffffe00
	.loc	1 198 21                        ; triton_corpus.py:198:21
	s_ashr_i32 s27, s26, 31
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_ge_i32 s3, s10
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_cbranch_scc1 .LBB0_98
; %bb.97:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 198 21                        ; triton_corpus.py:198:21
	v_lshl_add_u64 v[18:19], s[26:27], 1, v[0:1]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v114, v[18:19], off
	s_branch .LBB0_99
.LBB0_98:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v114, 0
.LBB0_99:                               ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 197 14 is_stmt 1              ; triton_corpus.py:197:14
	s_add_i32 s3, s1, 56
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 198 29 is_stmt 0              ; triton_corpus.py:198:29
	s_add_i32 s30, s0, 0xffffff00
	.loc	1 198 21                        ; triton_corpus.py:198:21
	s_ashr_i32 s31, s30, 31
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_ge_i32 s3, s10
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_cbranch_scc1 .LBB0_101
; %bb.100:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 198 21                        ; triton_corpus.py:198:21
	v_lshl_add_u64 v[18:19], s[30:31], 1, v[0:1]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v115, v[18:19], off
	s_branch .LBB0_102
.LBB0_101:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v115, 0
.LBB0_102:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 198 65 is_stmt 1              ; triton_corpus.py:198:65
	s_add_i32 s3, s1, 60
	s_cmp_lt_i32 s3, s10
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 198 21 is_stmt 0              ; triton_corpus.py:198:21
	s_ashr_i32 s1, s0, 31
	.loc	1 198 65                        ; triton_corpus.py:198:65
	s_cmp_ge_i32 s3, s10
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_cbranch_scc1 .LBB0_104
; %bb.103:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 198 21                        ; triton_corpus.py:198:21
	v_lshl_add_u64 v[18:19], s[0:1], 1, v[0:1]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	global_load_ushort v116, v[18:19], off
	s_branch .LBB0_105
.LBB0_104:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v116, 0
.LBB0_105:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 198 13 is_stmt 1              ; triton_corpus.py:198:13
	v_add_u32_e32 v18, s45, v71
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[118:121], v18
	v_add_u32_e32 v18, s45, v76
	ds_read_b128 v[122:125], v18
	.loc	1 197 14                        ; triton_corpus.py:197:14
	v_or_b32_e32 v42, s44, v70
	v_or_b32_e32 v90, s44, v58
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v42
	.loc	1 199 13                        ; triton_corpus.py:199:13
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[18:33], v[118:121], v[106:109], 0
	.loc	1 198 13                        ; triton_corpus.py:198:13
	v_add_u32_e32 v119, s45, v77
	ds_read_b128 v[126:129], v119
	.loc	1 197 14                        ; triton_corpus.py:197:14
	v_or_b32_e32 v92, s44, v59
	v_or_b32_e32 v117, s44, v60
	v_or_b32_e32 v118, s44, v61
	v_or_b32_e32 v120, s44, v46
	v_or_b32_e32 v121, s44, v69
	.loc	1 199 13                        ; triton_corpus.py:199:13
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[18:33], v[122:125], v[102:105], v[18:33]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	v_add_u32_e32 v124, s45, v78
	ds_read_b128 v[130:133], v124
	.loc	1 197 14                        ; triton_corpus.py:197:14
	v_or_b32_e32 v119, s44, v62
	v_add_u32_e32 v122, s44, v46
	v_or_b32_e32 v123, s44, v63
	v_or_b32_e32 v124, s44, v64
	v_or_b32_e32 v125, s44, v65
	.loc	1 199 13                        ; triton_corpus.py:199:13
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[18:33], v[126:129], v[98:101], v[18:33]
	.loc	1 197 14                        ; triton_corpus.py:197:14
	v_add_u32_e32 v129, 16, v122
	v_or_b32_e32 v126, s44, v66
	v_add_u32_e32 v122, 27, v122
	v_or_b32_e32 v127, s44, v67
	v_or_b32_e32 v128, s44, v68
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s3, 1, 0
	.loc	1 199 13                        ; triton_corpus.py:199:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[18:33], v[130:133], v[94:97], v[18:33]
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_cmp_lg_u32 s3, 1
	.loc	1 199 13                        ; triton_corpus.py:199:13
	s_nop 10
	v_pk_mul_f32 v[20:21], v[40:41], v[20:21]
	v_pk_mul_f32 v[24:25], v[40:41], v[24:25]
	.loc	1 200 13                        ; triton_corpus.py:200:13
	v_cndmask_b32_e32 v20, v88, v20, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v90
	.loc	1 199 13                        ; triton_corpus.py:199:13
	v_pk_mul_f32 v[22:23], v[40:41], v[22:23]
	v_pk_mul_f32 v[18:19], v[34:35], v[18:19]
	.loc	1 200 13                        ; triton_corpus.py:200:13
	v_cndmask_b32_e32 v25, v88, v25, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v92
	.loc	1 199 13                        ; triton_corpus.py:199:13
	v_mul_f32_e32 v26, v34, v26
	v_mul_f32_e32 v33, v34, v33
	.loc	1 200 13                        ; triton_corpus.py:200:13
	v_cndmask_b32_e32 v24, v88, v24, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v117
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 1
	v_cndmask_b32_e32 v23, v88, v23, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v118
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 1
	v_cndmask_b32_e32 v22, v88, v22, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v119
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 1
	v_cndmask_b32_e32 v21, v88, v21, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v120
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 1
	v_cndmask_b32_e32 v18, v88, v18, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v121
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 1
	v_cndmask_b32_e32 v19, v88, v19, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v129
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 1
	v_cndmask_b32_e32 v90, v88, v26, vcc
	.loc	1 199 13                        ; triton_corpus.py:199:13
	v_mov_b32_e32 v26, v27
	v_mov_b32_e32 v27, v28
	v_mov_b32_e32 v28, v29
	v_mov_b32_e32 v29, v30
	v_pk_mul_f32 v[28:29], v[40:41], v[28:29]
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v123
	.loc	1 199 13                        ; triton_corpus.py:199:13
	v_pk_mul_f32 v[26:27], v[38:39], v[26:27]
.Ltmp4:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:201:33 ] ]
	v_max_f32_e32 v30, v18, v19
.Ltmp5:
	.loc	1 200 13                        ; triton_corpus.py:200:13
	v_cndmask_b32_e32 v29, v88, v29, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v124
.Ltmp6:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:201:33 ] ]
	v_max3_f32 v42, v24, v25, v90
.Ltmp7:
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 0
	v_cndmask_b32_e32 v28, v88, v28, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v125
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 1
	v_cndmask_b32_e32 v27, v88, v27, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v126
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 1
	v_cndmask_b32_e32 v26, v88, v26, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v122
.Ltmp8:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:201:33 ] ]
	v_max3_f32 v117, v26, v27, v28
.Ltmp9:
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 0
	v_cndmask_b32_e32 v92, v88, v33, vcc
.Ltmp10:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:201:33 ] ]
	v_max3_f32 v33, v21, v22, v23
	v_max3_f32 v33, v30, v20, v33
.Ltmp11:
	.loc	1 199 13                        ; triton_corpus.py:199:13
	v_mov_b32_e32 v30, v31
	v_mov_b32_e32 v31, v32
	v_pk_mul_f32 v[30:31], v[40:41], v[30:31]
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v127
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 1
	v_cndmask_b32_e32 v31, v88, v31, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v128
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 1
	v_cndmask_b32_e32 v30, v88, v30, vcc
.Ltmp12:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:201:33 ] ]
	v_max3_f32 v32, v29, v30, v31
	v_max3_f32 v32, v117, v32, v92
	v_max3_f32 v32, v33, v42, v32
.Ltmp13:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_corpus.py:201:33 ]
	v_mov_b32_e32 v33, v32
	s_nop 1
	v_permlane32_swap_b32_e32 v32, v33
.Ltmp14:
	.loc	1 201 17                        ; triton_corpus.py:201:17
	v_max3_f32 v42, v91, v32, v33
	.loc	1 202 26                        ; triton_corpus.py:202:26
	v_pk_add_f32 v[18:19], v[18:19], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[24:25], v[24:25], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v90, v90, v42
	v_pk_add_f32 v[32:33], v[26:27], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[118:119], v[28:29], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[120:121], v[30:31], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v92, v92, v42
	.loc	1 202 13 is_stmt 0              ; triton_corpus.py:202:13
	v_exp_f32_e32 v18, v18
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v20, v20
	v_exp_f32_e32 v21, v21
	v_exp_f32_e32 v22, v22
	v_exp_f32_e32 v23, v23
	v_exp_f32_e32 v24, v24
	v_exp_f32_e32 v25, v25
	v_exp_f32_e32 v26, v90
	v_exp_f32_e32 v27, v32
	v_exp_f32_e32 v28, v33
	v_exp_f32_e32 v29, v118
	v_exp_f32_e32 v30, v119
	v_exp_f32_e32 v31, v120
	v_exp_f32_e32 v32, v121
	v_exp_f32_e32 v33, v92
.Ltmp15:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_corpus.py:204:29 ]
	v_pk_add_f32 v[118:119], v[18:19], v[20:21]
	v_pk_add_f32 v[120:121], v[22:23], v[24:25]
	v_pk_add_f32 v[122:123], v[26:27], v[28:29]
	v_pk_add_f32 v[124:125], v[30:31], v[32:33]
	v_pk_add_f32 v[118:119], v[118:119], v[120:121]
	v_pk_add_f32 v[120:121], v[122:123], v[124:125]
	s_nop 0
	v_pk_add_f32 v[118:119], v[118:119], v[120:121]
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:204:29 ] ]
	s_nop 0
	v_add_f32_e32 v90, v118, v119
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_corpus.py:204:29 ]
	v_mov_b32_e32 v92, v90
	s_nop 1
	v_permlane32_swap_b32_e32 v90, v92
.Ltmp18:
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_cbranch_scc1 .LBB0_113
; %bb.106:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_ashr_i32 s3, s2, 31
	v_lshl_add_u64 v[118:119], s[2:3], 1, v[36:37]
	.loc	1 205 13                        ; triton_corpus.py:205:13
	global_load_ushort v117, v[118:119], off
	s_and_b64 s[2:3], s[12:13], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_114
.LBB0_107:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v118, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_and_b64 s[2:3], s[16:17], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_115
.LBB0_108:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v119, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_and_b64 s[2:3], s[20:21], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_116
.LBB0_109:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v120, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_and_b64 s[2:3], s[24:25], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_117
.LBB0_110:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v121, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_and_b64 s[2:3], s[28:29], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_118
.LBB0_111:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v122, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_and_b64 s[2:3], s[34:35], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_119
.LBB0_112:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v123, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_and_b64 s[2:3], s[36:37], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_79
	s_branch .LBB0_120
.LBB0_113:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v117, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_and_b64 s[2:3], s[12:13], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_107
.LBB0_114:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 205 21                        ; triton_corpus.py:205:21
	v_lshl_add_u64 v[118:119], s[4:5], 1, v[36:37]
	.loc	1 205 13                        ; triton_corpus.py:205:13
	global_load_ushort v118, v[118:119], off
	s_and_b64 s[2:3], s[16:17], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_108
.LBB0_115:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 205 21                        ; triton_corpus.py:205:21
	v_lshl_add_u64 v[120:121], s[14:15], 1, v[36:37]
	.loc	1 205 13                        ; triton_corpus.py:205:13
	global_load_ushort v119, v[120:121], off
	s_and_b64 s[2:3], s[20:21], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_109
.LBB0_116:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 205 21                        ; triton_corpus.py:205:21
	v_lshl_add_u64 v[120:121], s[18:19], 1, v[36:37]
	.loc	1 205 13                        ; triton_corpus.py:205:13
	global_load_ushort v120, v[120:121], off
	s_and_b64 s[2:3], s[24:25], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_110
.LBB0_117:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 205 21                        ; triton_corpus.py:205:21
	v_lshl_add_u64 v[122:123], s[22:23], 1, v[36:37]
	.loc	1 205 13                        ; triton_corpus.py:205:13
	global_load_ushort v121, v[122:123], off
	s_and_b64 s[2:3], s[28:29], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_111
.LBB0_118:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 205 21                        ; triton_corpus.py:205:21
	v_lshl_add_u64 v[122:123], s[26:27], 1, v[36:37]
	.loc	1 205 13                        ; triton_corpus.py:205:13
	global_load_ushort v122, v[122:123], off
	s_and_b64 s[2:3], s[34:35], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_112
.LBB0_119:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 205 21                        ; triton_corpus.py:205:21
	v_lshl_add_u64 v[124:125], s[30:31], 1, v[36:37]
	.loc	1 205 13                        ; triton_corpus.py:205:13
	global_load_ushort v123, v[124:125], off
	s_and_b64 s[2:3], s[36:37], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_79
.LBB0_120:                              ;   in Loop: Header=BB0_81 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v124, 0
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_branch .LBB0_80
.LBB0_121:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_movk_i32 s11, 0x2000
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
.LBB0_122:                              ; %._crit_edge
	.loc	1 196 5 is_stmt 1               ; triton_corpus.py:196:5
	s_add_i32 s3, s10, 31
	s_ashr_i32 s0, s3, 31
	s_lshr_b32 s0, s0, 27
	s_add_i32 s0, s3, s0
	s_ashr_i32 s0, s0, 5
	s_max_i32 s2, s0, 1
	s_cmp_gt_i32 s3, 31
	v_mov_b32_e32 v0, 0
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s3, 32
	.loc	1 199 13                        ; triton_corpus.py:199:13
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v36, v0
	v_mov_b32_e32 v37, v0
	v_mov_b32_e32 v28, v0
	v_mov_b32_e32 v29, v0
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v19, v0
	v_mov_b32_e32 v20, v0
	v_mov_b32_e32 v21, v0
	v_mov_b32_e32 v22, v0
	v_mov_b32_e32 v23, v0
	v_mov_b32_e32 v24, v0
	v_mov_b32_e32 v25, v0
	.loc	1 198 13                        ; triton_corpus.py:198:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 199 13                        ; triton_corpus.py:199:13
	s_cbranch_scc1 .LBB0_124
; %bb.123:
	.loc	1 198 13                        ; triton_corpus.py:198:13
	v_add_u32_e32 v0, s45, v71
	ds_read_b128 v[36:39], v0
	v_xad_u32 v0, v71, 32, s45
	s_movk_i32 s3, 0x60
	.loc	1 199 13                        ; triton_corpus.py:199:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[18:33], v[36:39], v[106:109], 0
	.loc	1 198 13                        ; triton_corpus.py:198:13
	ds_read_b128 v[36:39], v0
	v_xad_u32 v0, v71, 64, s45
	.loc	1 199 13                        ; triton_corpus.py:199:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[18:33], v[36:39], v[102:105], v[18:33]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	ds_read_b128 v[36:39], v0
	v_bitop3_b32 v0, v48, s3, v47 bitop3:0x36
	v_add_u32_e32 v0, s45, v0
	.loc	1 199 13                        ; triton_corpus.py:199:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[18:33], v[36:39], v[98:101], v[18:33]
	.loc	1 198 13                        ; triton_corpus.py:198:13
	ds_read_b128 v[36:39], v0
	.loc	1 199 13                        ; triton_corpus.py:199:13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[18:33], v[36:39], v[94:97], v[18:33]
	s_nop 11
	v_mov_b32_e32 v0, v31
	v_mov_b32_e32 v1, v32
	v_mov_b32_e32 v36, v27
	v_mov_b32_e32 v37, v28
	v_mov_b32_e32 v28, v29
	v_mov_b32_e32 v29, v30
.LBB0_124:
	.loc	1 196 5                         ; triton_corpus.py:196:5
	s_lshl_b32 s2, s2, 5
	s_sub_i32 s2, s2, 32
	.loc	1 197 14                        ; triton_corpus.py:197:14
	v_or_b32_e32 v31, s2, v70
	v_or_b32_e32 v32, s2, v58
	v_or_b32_e32 v35, s2, v59
	v_or_b32_e32 v38, s2, v60
	.loc	1 199 13                        ; triton_corpus.py:199:13
	v_pk_mul_f32 v[18:19], v[34:35], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[34:35], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[34:35], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[34:35], v[24:25] op_sel_hi:[0,1]
	v_mul_f32_e32 v60, v34, v26
	v_pk_mul_f32 v[26:27], v[34:35], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[34:35], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[0:1], v[34:35], v[0:1] op_sel_hi:[0,1]
	v_mul_f32_e32 v33, v34, v33
	.loc	1 200 13                        ; triton_corpus.py:200:13
	v_mov_b32_e32 v34, 0xff800000
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v31
	.loc	1 197 14                        ; triton_corpus.py:197:14
	v_or_b32_e32 v39, s2, v61
	v_or_b32_e32 v40, s2, v62
	.loc	1 200 13                        ; triton_corpus.py:200:13
	v_cndmask_b32_e32 v20, v34, v20, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v32
	.loc	1 197 22                        ; triton_corpus.py:197:22
	v_or_b32_e32 v30, s2, v46
	.loc	1 197 14 is_stmt 0              ; triton_corpus.py:197:14
	v_or_b32_e32 v41, s2, v69
	.loc	1 200 13 is_stmt 1              ; triton_corpus.py:200:13
	v_cndmask_b32_e32 v25, v34, v25, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v35
	.loc	1 197 14                        ; triton_corpus.py:197:14
	v_or_b32_e32 v47, 16, v30
	v_or_b32_e32 v48, s2, v63
	.loc	1 200 13                        ; triton_corpus.py:200:13
	v_cndmask_b32_e32 v24, v34, v24, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v38
	.loc	1 197 14                        ; triton_corpus.py:197:14
	v_or_b32_e32 v49, s2, v64
	v_or_b32_e32 v50, s2, v65
	.loc	1 200 13                        ; triton_corpus.py:200:13
	v_cndmask_b32_e32 v23, v34, v23, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v39
	.loc	1 197 14                        ; triton_corpus.py:197:14
	v_or_b32_e32 v51, s2, v66
	v_or_b32_e32 v59, 27, v30
	.loc	1 200 13                        ; triton_corpus.py:200:13
	v_cndmask_b32_e32 v22, v34, v22, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v40
	.loc	1 197 14                        ; triton_corpus.py:197:14
	v_or_b32_e32 v52, s2, v67
	v_or_b32_e32 v58, s2, v68
	.loc	1 200 13                        ; triton_corpus.py:200:13
	v_cndmask_b32_e32 v21, v34, v21, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v30
	.loc	1 205 13                        ; triton_corpus.py:205:13
	s_movk_i32 s2, 0x180
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 0
	v_cndmask_b32_e32 v18, v34, v18, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v41
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 1
	v_cndmask_b32_e32 v19, v34, v19, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v47
.Ltmp19:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:201:33 ] ]
	v_max_f32_e32 v30, v18, v19
.Ltmp20:
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 0
	v_cndmask_b32_e32 v31, v34, v60, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v48
.Ltmp21:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:201:33 ] ]
	v_max3_f32 v35, v24, v25, v31
.Ltmp22:
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 0
	v_cndmask_b32_e32 v29, v34, v29, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v49
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 1
	v_cndmask_b32_e32 v28, v34, v28, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v50
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 1
	v_cndmask_b32_e32 v27, v34, v27, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v51
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 1
	v_cndmask_b32_e32 v26, v34, v26, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v59
.Ltmp23:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:201:33 ] ]
	v_max3_f32 v36, v26, v27, v28
.Ltmp24:
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 0
	v_cndmask_b32_e32 v32, v34, v33, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v52
.Ltmp25:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:201:33 ] ]
	v_max3_f32 v33, v21, v22, v23
	v_max3_f32 v30, v30, v20, v33
.Ltmp26:
	.loc	1 200 13                        ; triton_corpus.py:200:13
	v_cndmask_b32_e32 v1, v34, v1, vcc
	.loc	1 198 65                        ; triton_corpus.py:198:65
	v_cmp_gt_i32_e32 vcc, s10, v58
	.loc	1 200 13                        ; triton_corpus.py:200:13
	s_nop 1
	v_cndmask_b32_e32 v0, v34, v0, vcc
.Ltmp27:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_corpus.py:201:33 ] ]
	v_max3_f32 v33, v29, v0, v1
	v_max3_f32 v33, v36, v33, v32
	v_max3_f32 v30, v30, v35, v33
.Ltmp28:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_corpus.py:201:33 ]
	v_mov_b32_e32 v33, v30
	s_nop 1
	v_permlane32_swap_b32_e32 v30, v33
.Ltmp29:
	.loc	1 201 17                        ; triton_corpus.py:201:17
	v_max3_f32 v30, v42, v30, v33
	.loc	1 202 26                        ; triton_corpus.py:202:26
	v_pk_add_f32 v[18:19], v[18:19], v[30:31] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[30:31] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[30:31] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[24:25], v[24:25], v[30:31] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v31, v31, v30
	v_pk_add_f32 v[26:27], v[26:27], v[30:31] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[28:29], v[30:31] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[0:1], v[0:1], v[30:31] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v47, v32, v30
	.loc	1 202 13 is_stmt 0              ; triton_corpus.py:202:13
	v_exp_f32_e32 v32, v18
	v_exp_f32_e32 v33, v19
	v_exp_f32_e32 v34, v20
	v_exp_f32_e32 v35, v21
	v_exp_f32_e32 v36, v22
	v_exp_f32_e32 v37, v23
	v_exp_f32_e32 v38, v24
	v_exp_f32_e32 v39, v25
	v_exp_f32_e32 v40, v31
	v_exp_f32_e32 v41, v26
	v_exp_f32_e32 v48, v27
	v_exp_f32_e32 v49, v28
	v_exp_f32_e32 v50, v29
	v_exp_f32_e32 v51, v0
	v_exp_f32_e32 v58, v1
	v_exp_f32_e32 v59, v47
	.loc	1 203 30 is_stmt 1              ; triton_corpus.py:203:30
	v_sub_f32_e32 v0, v42, v30
	.loc	1 203 17 is_stmt 0              ; triton_corpus.py:203:17
	v_exp_f32_e32 v19, v0
.Ltmp30:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_corpus.py:204:29 ]
	v_pk_add_f32 v[0:1], v[32:33], v[34:35]
	v_pk_add_f32 v[20:21], v[36:37], v[38:39]
	v_pk_add_f32 v[22:23], v[40:41], v[48:49]
	v_pk_add_f32 v[24:25], v[50:51], v[58:59]
	v_pk_add_f32 v[0:1], v[0:1], v[20:21]
	v_pk_add_f32 v[20:21], v[22:23], v[24:25]
.Ltmp31:
	.loc	1 205 13                        ; triton_corpus.py:205:13
	v_cmp_eq_u32_e32 vcc, 0, v45
.Ltmp32:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_corpus.py:204:29 ]
	v_pk_add_f32 v[0:1], v[0:1], v[20:21]
.Ltmp33:
	.loc	1 205 13                        ; triton_corpus.py:205:13
	v_and_b32_e32 v30, 32, v57
.Ltmp34:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:204:29 ] ]
	v_add_f32_e32 v20, v0, v1
.Ltmp35:
	.loc	1 205 13                        ; triton_corpus.py:205:13
	v_mov_b32_e32 v1, 0x210
	v_and_b32_e32 v0, 0x48, v44
	v_cndmask_b32_e64 v31, v1, 0, vcc
	v_and_or_b32 v1, v55, s2, v54
	v_bitop3_b32 v0, v0, v1, v31 bitop3:0x36
	v_or_b32_e32 v0, v0, v30
	v_add_u32_e32 v1, s11, v0
	v_xad_u32 v0, v0, 32, s11
	ds_read_b64_tr_b16 v[26:27], v1
	ds_read_b64_tr_b16 v[22:23], v1 offset:2048
	ds_read_b64_tr_b16 v[28:29], v0 offset:1024
	ds_read_b64_tr_b16 v[24:25], v0 offset:3072
	.loc	1 206 15                        ; triton_corpus.py:206:15
	v_lshlrev_b32_e32 v0, 2, v43
	v_lshl_or_b32 v1, s38, 1, v0
	v_or_b32_e32 v0, s39, v0
	.loc	1 206 45 is_stmt 0              ; triton_corpus.py:206:45
	v_cvt_pk_bf16_f32 v32, v32, v33
	v_cvt_pk_bf16_f32 v33, v34, v35
	v_cvt_pk_bf16_f32 v34, v36, v37
	v_cvt_pk_bf16_f32 v36, v40, v41
	v_bitop3_b32 v40, s38, v31, v56 bitop3:0xf6
	.loc	1 206 15                        ; triton_corpus.py:206:15
	v_add_u32_e32 v18, 0, v1
	v_add_u32_e32 v1, 0, v0
	.loc	1 206 45                        ; triton_corpus.py:206:45
	v_add_u32_e32 v41, 0, v40
	.loc	1 206 15                        ; triton_corpus.py:206:15
	ds_write_b32 v18, v19 offset:16384
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v1 offset:16384
	.loc	1 206 45                        ; triton_corpus.py:206:45
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b16 v41, v32 offset:16384
	ds_write_b16_d16_hi v41, v32 offset:16512
	ds_write_b16 v41, v36 offset:18432
	ds_write_b16_d16_hi v41, v36 offset:18560
	v_xad_u32 v32, v40, 8, 0
	v_cvt_pk_bf16_f32 v37, v48, v49
	ds_write_b16 v32, v33 offset:16640
	ds_write_b16_d16_hi v32, v33 offset:16768
	ds_write_b16 v32, v37 offset:18688
	ds_write_b16_d16_hi v32, v37 offset:18816
	v_xad_u32 v32, v40, 32, 0
	v_cvt_pk_bf16_f32 v35, v38, v39
	v_cvt_pk_bf16_f32 v38, v50, v51
	ds_write_b16 v32, v34 offset:17408
	ds_write_b16_d16_hi v32, v34 offset:17536
	ds_write_b16 v32, v38 offset:19456
	ds_write_b16_d16_hi v32, v38 offset:19584
	v_xad_u32 v32, v40, 40, 0
	v_cvt_pk_bf16_f32 v39, v58, v59
	ds_write_b16 v32, v35 offset:17664
	ds_write_b16_d16_hi v32, v35 offset:17792
	ds_write_b16 v32, v39 offset:19712
	ds_write_b16_d16_hi v32, v39 offset:19840
	v_and_b32_e32 v32, 0x80, v55
	s_lshr_b32 s2, s39, 1
	v_or_b32_e32 v32, s2, v32
	s_movk_i32 s2, 0x108
	v_bitop3_b32 v33, v53, v54, s2 bitop3:0x6c
	v_xor_b32_e32 v31, v33, v31
	v_or3_b32 v30, v32, v31, v30
	v_add_u32_e32 v31, 0, v30
	v_xad_u32 v32, v30, 32, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[34:35], v31 offset:16384
	ds_read_b64_tr_b16 v[30:31], v31 offset:18432
	ds_read_b64_tr_b16 v[36:37], v32 offset:17408
	ds_read_b64_tr_b16 v[32:33], v32 offset:19456
	.loc	1 206 38                        ; triton_corpus.py:206:38
	s_and_b64 s[0:1], s[0:1], exec
.Ltmp36:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_corpus.py:204:29 ]
	v_mov_b32_e32 v21, v20
.Ltmp37:
	.loc	1 206 38                        ; triton_corpus.py:206:38
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
.Ltmp38:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_corpus.py:204:29 ]
	v_permlane32_swap_b32_e32 v20, v21
.Ltmp39:
	.loc	1 206 38                        ; triton_corpus.py:206:38
	s_cbranch_scc1 .LBB0_126
; %bb.125:
	.loc	1 206 15 is_stmt 0              ; triton_corpus.py:206:15
	v_pk_mul_f32 v[16:17], v[16:17], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[0:1] op_sel_hi:[1,0]
.Ltmp40:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ triton_corpus.py:204:29 ] ]
	v_add_f32_e32 v0, v20, v21
.Ltmp41:
	.loc	1 204 15                        ; triton_corpus.py:204:15
	v_fmac_f32_e32 v0, v90, v19
	.loc	1 206 38                        ; triton_corpus.py:206:38
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[2:17], v[26:29], v[34:37], v[2:17]
	v_mov_b32_e32 v90, v0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[2:17], v[22:25], v[30:33], v[2:17]
.LBB0_126:
	.loc	1 189 21                        ; triton_corpus.py:189:21
	s_lshr_b32 s0, s39, 2
	s_or_b32 s0, s0, s33
	.loc	1 189 10 is_stmt 0              ; triton_corpus.py:189:10
	v_or_b32_e32 v0, s0, v43
	.loc	1 191 61 is_stmt 1              ; triton_corpus.py:191:61
	v_cmp_gt_i32_e32 vcc, s10, v0
	.loc	1 208 53                        ; triton_corpus.py:208:53
	ds_write_b32 v18, v90
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 208 5 is_stmt 0               ; triton_corpus.py:208:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_128
; %bb.127:                              ; %.critedge
	.loc	1 208 53                        ; triton_corpus.py:208:53
	ds_read_b32 v20, v1
	.loc	1 191 43 is_stmt 1              ; triton_corpus.py:191:43
	s_lshr_b32 s0, s38, 1
	v_or_b32_e32 v18, s0, v46
	.loc	1 191 25 is_stmt 0              ; triton_corpus.py:191:25
	v_lshlrev_b32_e32 v0, 6, v0
	.loc	1 208 14 is_stmt 1              ; triton_corpus.py:208:14
	v_lshlrev_b32_e32 v18, 2, v18
	.loc	1 208 53 is_stmt 0              ; triton_corpus.py:208:53
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v1, s[0:1], v20, v20, v17
	v_rcp_f32_e32 v19, v1
	v_div_scale_f32 v21, vcc, v17, v20, v17
	v_div_scale_f32 v22, s[0:1], v20, v20, v16
	v_rcp_f32_e32 v23, v22
	v_fma_f32 v24, -v1, v19, 1.0
	v_fmac_f32_e32 v19, v24, v19
	v_mul_f32_e32 v24, v21, v19
	v_fma_f32 v25, -v1, v24, v21
	v_fmac_f32_e32 v24, v25, v19
	v_fma_f32 v1, -v1, v24, v21
	v_div_fmas_f32 v1, v1, v19, v24
	v_div_fixup_f32 v17, v1, v20, v17
	v_fma_f32 v1, -v22, v23, 1.0
	v_fmac_f32_e32 v23, v1, v23
	v_div_scale_f32 v1, vcc, v16, v20, v16
	v_mul_f32_e32 v19, v1, v23
	v_fma_f32 v21, -v22, v19, v1
	v_fmac_f32_e32 v19, v21, v23
	v_div_scale_f32 v21, s[0:1], v20, v20, v15
	v_fma_f32 v1, -v22, v19, v1
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v1, v1, v23, v19
	v_div_fixup_f32 v16, v1, v20, v16
	v_fma_f32 v1, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v1, v22
	v_div_scale_f32 v1, vcc, v15, v20, v15
	v_mul_f32_e32 v19, v1, v22
	v_fma_f32 v23, -v21, v19, v1
	v_fmac_f32_e32 v19, v23, v22
	v_fma_f32 v1, -v21, v19, v1
	v_div_scale_f32 v21, s[0:1], v20, v20, v14
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v1, v1, v22, v19
	v_div_fixup_f32 v15, v1, v20, v15
	v_fma_f32 v1, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v1, v23
	v_div_scale_f32 v1, vcc, v14, v20, v14
	v_mul_f32_e32 v19, v1, v23
	v_fma_f32 v22, -v21, v19, v1
	v_fmac_f32_e32 v19, v22, v23
	v_fma_f32 v1, -v21, v19, v1
	v_div_scale_f32 v21, s[0:1], v20, v20, v13
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v1, v1, v23, v19
	v_div_fixup_f32 v14, v1, v20, v14
	v_fma_f32 v1, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v1, v22
	v_div_scale_f32 v1, vcc, v13, v20, v13
	v_mul_f32_e32 v19, v1, v22
	v_fma_f32 v23, -v21, v19, v1
	v_fmac_f32_e32 v19, v23, v22
	v_fma_f32 v1, -v21, v19, v1
	v_div_scale_f32 v21, s[0:1], v20, v20, v12
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v1, v1, v22, v19
	v_div_fixup_f32 v13, v1, v20, v13
	v_fma_f32 v1, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v1, v23
	v_div_scale_f32 v1, vcc, v12, v20, v12
	v_mul_f32_e32 v19, v1, v23
	v_fma_f32 v22, -v21, v19, v1
	v_fmac_f32_e32 v19, v22, v23
	v_fma_f32 v1, -v21, v19, v1
	v_div_scale_f32 v21, s[0:1], v20, v20, v11
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v1, v1, v23, v19
	v_div_fixup_f32 v12, v1, v20, v12
	v_fma_f32 v1, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v1, v22
	v_div_scale_f32 v1, vcc, v11, v20, v11
	v_mul_f32_e32 v19, v1, v22
	v_fma_f32 v23, -v21, v19, v1
	v_fmac_f32_e32 v19, v23, v22
	v_fma_f32 v1, -v21, v19, v1
	v_div_scale_f32 v21, s[0:1], v20, v20, v10
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v1, v1, v22, v19
	v_div_fixup_f32 v11, v1, v20, v11
	v_fma_f32 v1, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v1, v23
	v_div_scale_f32 v1, vcc, v10, v20, v10
	v_mul_f32_e32 v19, v1, v23
	v_fma_f32 v22, -v21, v19, v1
	v_fmac_f32_e32 v19, v22, v23
	v_fma_f32 v1, -v21, v19, v1
	v_div_scale_f32 v21, s[0:1], v20, v20, v9
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v1, v1, v23, v19
	v_div_fixup_f32 v10, v1, v20, v10
	v_fma_f32 v1, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v1, v22
	v_div_scale_f32 v1, vcc, v9, v20, v9
	v_mul_f32_e32 v19, v1, v22
	v_fma_f32 v23, -v21, v19, v1
	v_fmac_f32_e32 v19, v23, v22
	v_fma_f32 v1, -v21, v19, v1
	v_div_scale_f32 v21, s[0:1], v20, v20, v8
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v1, v1, v22, v19
	v_div_fixup_f32 v9, v1, v20, v9
	v_fma_f32 v1, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v1, v23
	v_div_scale_f32 v1, vcc, v8, v20, v8
	v_mul_f32_e32 v19, v1, v23
	v_fma_f32 v22, -v21, v19, v1
	v_fmac_f32_e32 v19, v22, v23
	v_fma_f32 v1, -v21, v19, v1
	v_div_scale_f32 v21, s[0:1], v20, v20, v7
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v1, v1, v23, v19
	v_div_fixup_f32 v8, v1, v20, v8
	v_fma_f32 v1, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v1, v22
	v_div_scale_f32 v1, vcc, v7, v20, v7
	v_mul_f32_e32 v19, v1, v22
	v_fma_f32 v23, -v21, v19, v1
	v_fmac_f32_e32 v19, v23, v22
	v_fma_f32 v1, -v21, v19, v1
	v_div_scale_f32 v21, s[0:1], v20, v20, v6
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v1, v1, v22, v19
	v_div_fixup_f32 v7, v1, v20, v7
	v_fma_f32 v1, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v1, v23
	v_div_scale_f32 v1, vcc, v6, v20, v6
	v_mul_f32_e32 v19, v1, v23
	v_fma_f32 v22, -v21, v19, v1
	v_fmac_f32_e32 v19, v22, v23
	v_fma_f32 v1, -v21, v19, v1
	v_div_scale_f32 v21, s[0:1], v20, v20, v5
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v1, v1, v23, v19
	v_div_fixup_f32 v6, v1, v20, v6
	v_fma_f32 v1, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v1, v22
	v_div_scale_f32 v1, vcc, v5, v20, v5
	v_mul_f32_e32 v19, v1, v22
	v_fma_f32 v23, -v21, v19, v1
	v_fmac_f32_e32 v19, v23, v22
	v_fma_f32 v1, -v21, v19, v1
	v_div_scale_f32 v21, s[0:1], v20, v20, v4
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v1, v1, v22, v19
	v_div_fixup_f32 v5, v1, v20, v5
	v_fma_f32 v1, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v1, v23
	v_div_scale_f32 v1, vcc, v4, v20, v4
	v_mul_f32_e32 v19, v1, v23
	v_fma_f32 v22, -v21, v19, v1
	v_fmac_f32_e32 v19, v22, v23
	v_fma_f32 v1, -v21, v19, v1
	v_div_scale_f32 v21, s[0:1], v20, v20, v2
	v_rcp_f32_e32 v22, v21
	v_div_fmas_f32 v1, v1, v23, v19
	v_div_fixup_f32 v4, v1, v20, v4
	.loc	1 208 14                        ; triton_corpus.py:208:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[8:9]
	v_mov_b32_e32 v19, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[18:19]
	.loc	1 208 53                        ; triton_corpus.py:208:53
	v_fma_f32 v18, -v21, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v2, v20, v2
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v23, -v21, v19, v18
	v_fmac_f32_e32 v19, v23, v22
	v_fma_f32 v18, -v21, v19, v18
	v_div_scale_f32 v21, s[0:1], v20, v20, v3
	v_rcp_f32_e32 v23, v21
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v2, v18, v20, v2
	v_fma_f32 v18, -v21, v23, 1.0
	v_fmac_f32_e32 v23, v18, v23
	v_div_scale_f32 v18, vcc, v3, v20, v3
	v_mul_f32_e32 v19, v18, v23
	v_fma_f32 v22, -v21, v19, v18
	v_fmac_f32_e32 v19, v22, v23
	v_fma_f32 v18, -v21, v19, v18
	v_div_fmas_f32 v18, v18, v23, v19
	v_div_fixup_f32 v3, v18, v20, v3
	.loc	1 208 5                         ; triton_corpus.py:208:5
	global_store_dwordx4 v[0:1], v[2:5], off
	global_store_dwordx4 v[0:1], v[6:9], off offset:32
	global_store_dwordx4 v[0:1], v[10:13], off offset:64
	global_store_dwordx4 v[0:1], v[14:17], off offset:96
.LBB0_128:                              ; %.critedge28
	.loc	1 183 1 is_stmt 1               ; triton_corpus.py:183:1
	s_endpgm
.Ltmp42:
.Lfunc_end0:
	.size	attention_fwd, .Lfunc_end0-attention_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attention_fwd
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
		.amdhsa_next_free_vgpr 136
		.amdhsa_next_free_sgpr 46
		.amdhsa_accum_offset 136
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
	.set .Lattention_fwd.num_vgpr, 136
	.set .Lattention_fwd.num_agpr, 0
	.set .Lattention_fwd.numbered_sgpr, 46
	.set .Lattention_fwd.num_named_barrier, 0
	.set .Lattention_fwd.private_seg_size, 0
	.set .Lattention_fwd.uses_vcc, 1
	.set .Lattention_fwd.uses_flat_scratch, 0
	.set .Lattention_fwd.has_dyn_sized_stack, 0
	.set .Lattention_fwd.has_recursion, 0
	.set .Lattention_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8184
; TotalNumSgprs: 52
; NumVgprs: 136
; NumAgprs: 0
; TotalNumVgprs: 136
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 136
; AccumOffset: 136
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 33
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
	.byte	1                               ; Abbrev [1] 0xb:0x6b DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x45 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	204                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5b:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	201                             ; DW_AT_call_line
	.byte	33                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x67:0xc DW_TAG_inlined_subroutine
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
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
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
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
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
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
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
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_corpus.py"              ; string offset=7 ; triton_corpus.py
.Linfo_string2:
	.asciz	"/work/wt-ref/tools"            ; string offset=24 ; /work/wt-ref/tools
.Linfo_string3:
	.asciz	"attention_fwd"                 ; string offset=43 ; attention_fwd
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
    .name:           attention_fwd
    .private_segment_fixed_size: 0
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         attention_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     136
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
