	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	moe_gemm                        ; -- Begin function moe_gemm
	.p2align	8
	.type	moe_gemm,@function
moe_gemm:                               ; @moe_gemm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.76:
	.file	1 "/work/wt/emucorpus/tools" "triton_corpus.py"
	.loc	1 422 0 prologue_end            ; triton_corpus.py:422:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.77:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_mov_b32 s18, s16
.Ltmp1:
	.loc	1 428 17 is_stmt 1              ; triton_corpus.py:428:17
	s_ashr_i32 s19, s16, 31
	s_lshl_b64 s[20:21], s[18:19], 2
	.loc	1 443 5                         ; triton_corpus.py:443:5
	v_readfirstlane_b32 s23, v0
	.loc	1 428 17                        ; triton_corpus.py:428:17
	s_add_u32 s12, s12, s20
	s_addc_u32 s13, s13, s21
	.loc	1 429 25                        ; triton_corpus.py:429:25
	s_and_b32 s18, s23, 0xc0
	v_and_or_b32 v1, v0, 63, s18
	.loc	1 429 12 is_stmt 0              ; triton_corpus.py:429:12
	s_lshl_b32 s16, s16, 5
	.loc	1 429 25                        ; triton_corpus.py:429:25
	v_lshrrev_b32_e32 v17, 5, v1
	.loc	1 429 12                        ; triton_corpus.py:429:12
	v_or_b32_e32 v2, s16, v17
	.loc	1 430 19 is_stmt 1              ; triton_corpus.py:430:19
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[10:11]
	.loc	1 430 11 is_stmt 0              ; triton_corpus.py:430:11
	global_load_dword v7, v[2:3], off
	.loc	1 429 25 is_stmt 1              ; triton_corpus.py:429:25
	v_and_b32_e32 v30, 31, v0
	.loc	1 429 12 is_stmt 0              ; triton_corpus.py:429:12
	v_or_b32_e32 v4, s16, v30
	.loc	1 430 19 is_stmt 1              ; triton_corpus.py:430:19
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[10:11]
	.loc	1 430 11 is_stmt 0              ; triton_corpus.py:430:11
	global_load_dword v16, v[8:9], off
	global_load_dword v6, v[2:3], off offset:32
	global_load_dword v5, v[2:3], off offset:64
	global_load_dword v4, v[2:3], off offset:96
	s_load_dword s22, s[0:1], 0x38
	.loc	1 428 9 is_stmt 1               ; triton_corpus.py:428:9
	s_load_dword s25, s[12:13], 0x0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v30
.Ltmp2:
	.file	2 "/work/venvs/emucorpus/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13                         ; standard.py:43:13 @[ triton_corpus.py:435:23 ]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s24, s22, 31
.Ltmp3:
	.loc	1 437 94                        ; triton_corpus.py:437:94
	v_cmp_gt_i32_e64 s[10:11], s22, v30
	.loc	1 435 5                         ; triton_corpus.py:435:5
	s_cmp_gt_i32 s24, 31
	s_cselect_b64 s[20:21], -1, 0
	.loc	1 437 30                        ; triton_corpus.py:437:30
	s_waitcnt vmcnt(4)
	v_lshrrev_b32_e32 v8, 31, v7
	.loc	1 431 13                        ; triton_corpus.py:431:13
	v_cmp_gt_i32_e32 vcc, s14, v7
	.loc	1 437 30                        ; triton_corpus.py:437:30
	v_add_u32_e32 v7, v7, v8
	v_ashrrev_i32_e32 v7, 1, v7
	.loc	1 437 29 is_stmt 0              ; triton_corpus.py:437:29
	v_mul_lo_u32 v8, v7, s22
	.loc	1 437 76                        ; triton_corpus.py:437:76
	s_and_b64 s[0:1], s[10:11], vcc
	.loc	1 437 21                        ; triton_corpus.py:437:21
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 435 5 is_stmt 1               ; triton_corpus.py:435:5
	s_and_b64 s[12:13], s[20:21], s[0:1]
	.loc	1 437 21                        ; triton_corpus.py:437:21
	v_lshl_add_u64 v[18:19], v[8:9], 1, s[2:3]
	v_mov_b32_e32 v8, 0
	.loc	1 437 13 is_stmt 0              ; triton_corpus.py:437:13
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_lshl_add_u64 v[8:9], v[18:19], 0, v[2:3]
	.loc	1 437 13                        ; triton_corpus.py:437:13
	global_load_ushort v8, v[8:9], off
.LBB0_2:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 437 30                        ; triton_corpus.py:437:30
	s_waitcnt vmcnt(2)
	v_lshrrev_b32_e32 v7, 31, v6
	.loc	1 431 13 is_stmt 1              ; triton_corpus.py:431:13
	v_cmp_gt_i32_e64 s[0:1], s14, v6
	.loc	1 437 30                        ; triton_corpus.py:437:30
	v_add_u32_e32 v6, v6, v7
	v_ashrrev_i32_e32 v6, 1, v6
	.loc	1 437 29 is_stmt 0              ; triton_corpus.py:437:29
	v_mul_lo_u32 v6, v6, s22
	.loc	1 437 21                        ; triton_corpus.py:437:21
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 437 76                        ; triton_corpus.py:437:76
	s_and_b64 s[12:13], s[10:11], s[0:1]
	.loc	1 437 21                        ; triton_corpus.py:437:21
	v_lshl_add_u64 v[20:21], v[6:7], 1, s[2:3]
	.loc	1 435 5 is_stmt 1               ; triton_corpus.py:435:5
	s_and_b64 s[18:19], s[20:21], s[12:13]
	.loc	1 437 13                        ; triton_corpus.py:437:13
	s_and_saveexec_b64 s[12:13], s[18:19]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 437 21 is_stmt 0              ; triton_corpus.py:437:21
	v_lshl_add_u64 v[6:7], v[20:21], 0, v[2:3]
	.loc	1 437 13                        ; triton_corpus.py:437:13
	global_load_ushort v3, v[6:7], off
.LBB0_4:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 437 30                        ; triton_corpus.py:437:30
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v6, 31, v5
	.loc	1 431 13 is_stmt 1              ; triton_corpus.py:431:13
	v_cmp_gt_i32_e64 s[18:19], s14, v5
	.loc	1 437 30                        ; triton_corpus.py:437:30
	v_add_u32_e32 v5, v5, v6
	v_ashrrev_i32_e32 v5, 1, v5
	.loc	1 437 29 is_stmt 0              ; triton_corpus.py:437:29
	v_mul_lo_u32 v6, v5, s22
	.loc	1 437 21                        ; triton_corpus.py:437:21
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 437 76                        ; triton_corpus.py:437:76
	s_and_b64 s[12:13], s[10:11], s[18:19]
	.loc	1 437 21                        ; triton_corpus.py:437:21
	v_lshl_add_u64 v[22:23], v[6:7], 1, s[2:3]
	.loc	1 435 5 is_stmt 1               ; triton_corpus.py:435:5
	s_and_b64 s[26:27], s[20:21], s[12:13]
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v9, 0
	.loc	1 437 13                        ; triton_corpus.py:437:13
	s_and_saveexec_b64 s[12:13], s[26:27]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 437 21 is_stmt 0              ; triton_corpus.py:437:21
	v_mov_b32_e32 v6, v2
	v_lshl_add_u64 v[10:11], v[22:23], 0, v[6:7]
	.loc	1 437 13                        ; triton_corpus.py:437:13
	global_load_ushort v9, v[10:11], off
.LBB0_6:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[12:13]
	.loc	1 437 30                        ; triton_corpus.py:437:30
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v5, 31, v4
	.loc	1 431 13 is_stmt 1              ; triton_corpus.py:431:13
	v_cmp_gt_i32_e64 s[12:13], s14, v4
	.loc	1 437 30                        ; triton_corpus.py:437:30
	v_add_u32_e32 v4, v4, v5
	v_ashrrev_i32_e32 v4, 1, v4
	.loc	1 437 29 is_stmt 0              ; triton_corpus.py:437:29
	v_mul_lo_u32 v4, v4, s22
	.loc	1 437 21                        ; triton_corpus.py:437:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[24:25], v[4:5], 1, s[2:3]
	.loc	1 437 76                        ; triton_corpus.py:437:76
	s_and_b64 s[2:3], s[10:11], s[12:13]
	.loc	1 435 5 is_stmt 1               ; triton_corpus.py:435:5
	s_and_b64 s[10:11], s[20:21], s[2:3]
	.loc	1 437 13                        ; triton_corpus.py:437:13
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 437 21 is_stmt 0              ; triton_corpus.py:437:21
	v_mov_b32_e32 v6, v2
	v_lshl_add_u64 v[4:5], v[24:25], 0, v[6:7]
	.loc	1 437 13                        ; triton_corpus.py:437:13
	global_load_ushort v7, v[4:5], off
.LBB0_8:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	s_lshl_b32 s16, s17, 5
	.loc	1 439 29                        ; triton_corpus.py:439:29
	s_ashr_i32 s2, s25, 31
	s_mul_i32 s17, s22, s15
	s_mul_hi_i32 s3, s22, s15
	s_mul_i32 s2, s17, s2
	s_mul_hi_u32 s26, s17, s25
	s_add_i32 s2, s26, s2
	s_mul_i32 s3, s3, s25
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s17, s25
	.loc	1 439 21 is_stmt 0              ; triton_corpus.py:439:21
	s_lshl_b64 s[2:3], s[2:3], 1
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v4, s16, v30
	.loc	1 439 21                        ; triton_corpus.py:439:21
	s_add_u32 s4, s4, s2
	.loc	1 440 47                        ; triton_corpus.py:440:47
	v_cmp_gt_i32_e64 s[10:11], s15, v4
	.loc	1 439 21                        ; triton_corpus.py:439:21
	s_addc_u32 s5, s5, s3
	.loc	1 440 27                        ; triton_corpus.py:440:27
	v_cmp_gt_i32_e64 s[2:3], s22, v17
	.loc	1 440 26 is_stmt 0              ; triton_corpus.py:440:26
	s_and_b64 s[2:3], s[10:11], s[2:3]
	.loc	1 439 21 is_stmt 1              ; triton_corpus.py:439:21
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 435 5                         ; triton_corpus.py:435:5
	s_and_b64 s[26:27], s[20:21], s[2:3]
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v6, 0
	.loc	1 439 13                        ; triton_corpus.py:439:13
	s_and_saveexec_b64 s[2:3], s[26:27]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mul_lo_u32 v10, v17, s15
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[4:5]
	v_lshl_add_u64 v[10:11], v[4:5], 1, v[10:11]
	.loc	1 439 13                        ; triton_corpus.py:439:13
	global_load_ushort v6, v[10:11], off
.LBB0_10:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 429 25 is_stmt 1              ; triton_corpus.py:429:25
	v_or_b32_e32 v37, 8, v17
	.loc	1 440 27                        ; triton_corpus.py:440:27
	v_cmp_gt_i32_e64 s[2:3], s22, v37
	.loc	1 440 26 is_stmt 0              ; triton_corpus.py:440:26
	s_and_b64 s[2:3], s[10:11], s[2:3]
	.loc	1 435 5 is_stmt 1               ; triton_corpus.py:435:5
	s_and_b64 s[26:27], s[20:21], s[2:3]
	.loc	1 439 13                        ; triton_corpus.py:439:13
	s_and_saveexec_b64 s[2:3], s[26:27]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 439 54 is_stmt 0              ; triton_corpus.py:439:54
	v_mul_lo_u32 v10, v37, s15
	.loc	1 439 21                        ; triton_corpus.py:439:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[4:5]
	v_lshl_add_u64 v[10:11], v[4:5], 1, v[10:11]
	.loc	1 439 13                        ; triton_corpus.py:439:13
	global_load_ushort v2, v[10:11], off
.LBB0_12:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 429 25 is_stmt 1              ; triton_corpus.py:429:25
	v_or_b32_e32 v38, 16, v17
	.loc	1 440 27                        ; triton_corpus.py:440:27
	v_cmp_gt_i32_e64 s[2:3], s22, v38
	.loc	1 440 26 is_stmt 0              ; triton_corpus.py:440:26
	s_and_b64 s[2:3], s[10:11], s[2:3]
	.loc	1 435 5 is_stmt 1               ; triton_corpus.py:435:5
	s_and_b64 s[26:27], s[20:21], s[2:3]
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	.loc	1 439 13                        ; triton_corpus.py:439:13
	s_and_saveexec_b64 s[2:3], s[26:27]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 439 54 is_stmt 0              ; triton_corpus.py:439:54
	v_mul_lo_u32 v12, v38, s15
	.loc	1 439 21                        ; triton_corpus.py:439:21
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[4:5]
	v_lshl_add_u64 v[12:13], v[4:5], 1, v[12:13]
	.loc	1 439 13                        ; triton_corpus.py:439:13
	global_load_ushort v11, v[12:13], off
.LBB0_14:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 429 25 is_stmt 1              ; triton_corpus.py:429:25
	v_or_b32_e32 v39, 24, v17
	.loc	1 440 27                        ; triton_corpus.py:440:27
	v_cmp_gt_i32_e64 s[2:3], s22, v39
	.loc	1 440 26 is_stmt 0              ; triton_corpus.py:440:26
	s_and_b64 s[2:3], s[10:11], s[2:3]
	.loc	1 0 0                           ; triton_corpus.py:0
	s_lshr_b32 s17, s23, 6
	.loc	1 435 5 is_stmt 1               ; triton_corpus.py:435:5
	s_and_b64 s[26:27], s[20:21], s[2:3]
	.loc	1 439 13                        ; triton_corpus.py:439:13
	s_and_saveexec_b64 s[2:3], s[26:27]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 439 54 is_stmt 0              ; triton_corpus.py:439:54
	v_mul_lo_u32 v12, v39, s15
	.loc	1 439 21                        ; triton_corpus.py:439:21
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[4:5]
	v_lshl_add_u64 v[12:13], v[4:5], 1, v[12:13]
	.loc	1 439 13                        ; triton_corpus.py:439:13
	global_load_ushort v10, v[12:13], off
.LBB0_16:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 437 13 is_stmt 1              ; triton_corpus.py:437:13
	s_cmp_lt_u32 s17, 2
	v_lshlrev_b32_e32 v1, 1, v1
	s_cselect_b32 s2, 0, 0x110
	v_mov_b32_e32 v12, 0xfe
	v_bitop3_b32 v40, v1, s2, v12 bitop3:0x6c
	v_add_u32_e32 v1, 0, v40
	v_xor_b32_e32 v41, 32, v40
	ds_write_b16 v1, v8
	ds_write_b16 v1, v9 offset:1024
	v_add_u32_e32 v8, 0, v41
	s_mov_b32 s23, 0
	ds_write_b16 v8, v3 offset:512
	s_waitcnt vmcnt(0)
	ds_write_b16 v8, v7 offset:1536
	.loc	1 439 13                        ; triton_corpus.py:439:13
	ds_write_b16 v1, v6 offset:4096
	ds_write_b16 v1, v11 offset:5120
	ds_write_b16 v8, v2 offset:4608
	ds_write_b16 v8, v10 offset:5632
	.loc	1 435 5                         ; triton_corpus.py:435:5
	s_cmp_gt_i32 s24, 63
	v_and_b32_e32 v32, 12, v0
	v_lshlrev_b32_e32 v2, 3, v0
	v_lshlrev_b32_e32 v1, 1, v0
	s_cbranch_scc1 .LBB0_18
; %bb.17:                               ; %.._crit_edge_crit_edge
	.loc	1 439 13                        ; triton_corpus.py:439:13
	v_and_b32_e32 v3, 24, v2
	v_and_b32_e32 v35, 32, v1
	v_lshl_or_b32 v36, v32, 4, v3
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_19
.LBB0_18:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr35
                                        ; implicit-def: $vgpr36
.LBB0_19:                               ; %Flow
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v31, 32, v0
	s_cselect_b32 s2, 1, 0
	v_mov_b32_e32 v27, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v33, 6, v30
	v_lshrrev_b32_e32 v34, 1, v31
	v_cmp_eq_u32_e64 s[2:3], 0, v31
	s_cbranch_scc1 .LBB0_38
; %bb.20:                               ; %.lr.ph
	.loc	1 435 5 is_stmt 1               ; triton_corpus.py:435:5
	v_lshl_add_u64 v[28:29], v[4:5], 1, s[4:5]
.Ltmp4:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:435:23 ]
	s_ashr_i32 s4, s24, 31
	v_lshlrev_b32_e32 v0, 2, v32
	s_lshr_b32 s4, s4, 27
	v_xor_b32_e32 v3, v0, v34
	v_bitop3_b32 v42, v0, v33, v34 bitop3:0xde
	v_and_b32_e32 v0, 24, v2
	v_mov_b32_e32 v2, 0x220
	s_add_i32 s24, s24, s4
	v_cndmask_b32_e64 v2, v2, 0, s[2:3]
	s_ashr_i32 s4, s24, 5
	v_lshl_or_b32 v36, v32, 4, v0
	v_bitop3_b32 v0, v2, v1, 32 bitop3:0x78
	v_or_b32_e32 v44, v0, v36
.Ltmp5:
	.loc	1 435 5                         ; triton_corpus.py:435:5
	s_max_i32 s25, s4, 2
	v_bitop3_b32 v45, v0, 16, v36 bitop3:0x36
	v_mov_b32_e32 v0, 0
	v_bitop3_b32 v43, v3, 32, v33 bitop3:0x36
	v_and_b32_e32 v35, 32, v1
	s_add_i32 s25, s25, -2
	s_movk_i32 s24, 0x1000
	s_mov_b32 s26, 0
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
	s_mov_b32 s27, 0
	s_branch .LBB0_22
.LBB0_21:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 439 13 is_stmt 1              ; triton_corpus.py:439:13
	v_add_u32_e32 v26, s24, v44
	v_add_u32_e32 v62, s24, v45
	ds_read_b64_tr_b16 v[64:65], v26
	ds_read_b64_tr_b16 v[66:67], v62 offset:256
	ds_read_b64_tr_b16 v[68:69], v26 offset:1024
	ds_read_b64_tr_b16 v[70:71], v62 offset:1280
	.loc	1 435 5                         ; triton_corpus.py:435:5
	s_add_i32 s2, s26, 1
	s_cmp_lt_i32 s2, 2
	.loc	1 441 16                        ; triton_corpus.py:441:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[64:67], v[50:53], v[0:15]
	.loc	1 435 5                         ; triton_corpus.py:435:5
	s_cselect_b32 s26, s2, 0
	.loc	1 437 13                        ; triton_corpus.py:437:13
	s_lshl_b32 s23, s26, 11
	.loc	1 439 13                        ; triton_corpus.py:439:13
	s_add_i32 s24, s23, 0x1000
	.loc	1 437 13                        ; triton_corpus.py:437:13
	v_add_u32_e32 v26, s23, v40
	v_add_u32_e32 v50, s23, v41
	.loc	1 435 5                         ; triton_corpus.py:435:5
	s_cmp_lg_u32 s27, s25
	s_mov_b32 s27, s28
	.loc	1 441 16                        ; triton_corpus.py:441:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[68:71], v[46:49], v[0:15]
	.loc	1 437 13                        ; triton_corpus.py:437:13
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v26, v55
	ds_write_b16 v26, v57 offset:1024
	ds_write_b16 v50, v54 offset:512
	ds_write_b16 v50, v56 offset:1536
	.loc	1 439 13                        ; triton_corpus.py:439:13
	ds_write_b16 v26, v59 offset:4096
	ds_write_b16 v26, v61 offset:5120
	ds_write_b16 v50, v58 offset:4608
	ds_write_b16 v50, v60 offset:5632
	.loc	1 435 5                         ; triton_corpus.py:435:5
	s_cbranch_scc0 .LBB0_39
.LBB0_22:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s28, s27, 1
	.loc	1 436 14                        ; triton_corpus.py:436:14
	s_lshl_b32 s29, s28, 5
	v_or_b32_e32 v26, s29, v30
	.loc	1 437 94                        ; triton_corpus.py:437:94
	v_cmp_gt_i32_e64 s[2:3], s22, v26
	.loc	1 437 76 is_stmt 0              ; triton_corpus.py:437:76
	s_and_b64 s[30:31], vcc, s[2:3]
	v_mov_b32_e32 v54, 0
	v_lshlrev_b32_e32 v26, 1, v26
	v_mov_b32_e32 v55, 0
	.loc	1 437 13                        ; triton_corpus.py:437:13
	s_and_saveexec_b64 s[4:5], s[30:31]
	s_cbranch_execz .LBB0_24
; %bb.23:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_lshl_add_u64 v[46:47], v[18:19], 0, v[26:27]
	.loc	1 437 13                        ; triton_corpus.py:437:13
	global_load_ushort v55, v[46:47], off
.LBB0_24:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 437 76                        ; triton_corpus.py:437:76
	s_and_b64 s[30:31], s[0:1], s[2:3]
	.loc	1 437 13                        ; triton_corpus.py:437:13
	s_and_saveexec_b64 s[4:5], s[30:31]
	s_cbranch_execz .LBB0_26
; %bb.25:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 437 21                        ; triton_corpus.py:437:21
	v_lshl_add_u64 v[46:47], v[20:21], 0, v[26:27]
	.loc	1 437 13                        ; triton_corpus.py:437:13
	global_load_ushort v54, v[46:47], off
.LBB0_26:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 437 76                        ; triton_corpus.py:437:76
	s_and_b64 s[30:31], s[18:19], s[2:3]
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	.loc	1 437 13                        ; triton_corpus.py:437:13
	s_and_saveexec_b64 s[4:5], s[30:31]
	s_cbranch_execz .LBB0_28
; %bb.27:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 437 21                        ; triton_corpus.py:437:21
	v_lshl_add_u64 v[46:47], v[22:23], 0, v[26:27]
	.loc	1 437 13                        ; triton_corpus.py:437:13
	global_load_ushort v57, v[46:47], off
.LBB0_28:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 437 76                        ; triton_corpus.py:437:76
	s_and_b64 s[4:5], s[12:13], s[2:3]
	.loc	1 437 13                        ; triton_corpus.py:437:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_30
; %bb.29:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 437 21                        ; triton_corpus.py:437:21
	v_lshl_add_u64 v[46:47], v[24:25], 0, v[26:27]
	.loc	1 437 13                        ; triton_corpus.py:437:13
	global_load_ushort v56, v[46:47], off
.LBB0_30:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 437 13                        ; triton_corpus.py:437:13
	v_add_u32_e32 v46, s23, v42
	v_add_u32_e32 v47, s23, v43
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[50:53], v46
	ds_read_b128 v[46:49], v47
	.loc	1 436 14 is_stmt 1              ; triton_corpus.py:436:14
	v_or_b32_e32 v26, s29, v17
	.loc	1 440 27                        ; triton_corpus.py:440:27
	v_cmp_gt_i32_e64 s[2:3], s22, v26
	.loc	1 440 26 is_stmt 0              ; triton_corpus.py:440:26
	s_and_b64 s[4:5], s[10:11], s[2:3]
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	.loc	1 439 13 is_stmt 1              ; triton_corpus.py:439:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_32
; %bb.31:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mul_lo_u32 v60, v26, s15
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[28:29]
	.loc	1 439 13                        ; triton_corpus.py:439:13
	global_load_ushort v59, v[60:61], off
.LBB0_32:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 436 14 is_stmt 1              ; triton_corpus.py:436:14
	v_or_b32_e32 v26, s29, v37
	.loc	1 440 27                        ; triton_corpus.py:440:27
	v_cmp_gt_i32_e64 s[2:3], s22, v26
	.loc	1 440 26 is_stmt 0              ; triton_corpus.py:440:26
	s_and_b64 s[4:5], s[10:11], s[2:3]
	.loc	1 439 13 is_stmt 1              ; triton_corpus.py:439:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_34
; %bb.33:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 439 54 is_stmt 0              ; triton_corpus.py:439:54
	v_mul_lo_u32 v60, v26, s15
	.loc	1 439 21                        ; triton_corpus.py:439:21
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[28:29]
	.loc	1 439 13                        ; triton_corpus.py:439:13
	global_load_ushort v58, v[60:61], off
.LBB0_34:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 436 14 is_stmt 1              ; triton_corpus.py:436:14
	v_or_b32_e32 v26, s29, v38
	.loc	1 440 27                        ; triton_corpus.py:440:27
	v_cmp_gt_i32_e64 s[2:3], s22, v26
	.loc	1 440 26 is_stmt 0              ; triton_corpus.py:440:26
	s_and_b64 s[4:5], s[10:11], s[2:3]
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	.loc	1 439 13 is_stmt 1              ; triton_corpus.py:439:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_36
; %bb.35:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 439 54 is_stmt 0              ; triton_corpus.py:439:54
	v_mul_lo_u32 v62, v26, s15
	.loc	1 439 21                        ; triton_corpus.py:439:21
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[28:29]
	.loc	1 439 13                        ; triton_corpus.py:439:13
	global_load_ushort v61, v[62:63], off
.LBB0_36:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 436 14 is_stmt 1              ; triton_corpus.py:436:14
	v_or_b32_e32 v26, s29, v39
	.loc	1 440 27                        ; triton_corpus.py:440:27
	v_cmp_gt_i32_e64 s[2:3], s22, v26
	.loc	1 440 26 is_stmt 0              ; triton_corpus.py:440:26
	s_and_b64 s[4:5], s[10:11], s[2:3]
	.loc	1 439 13 is_stmt 1              ; triton_corpus.py:439:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_21
; %bb.37:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 439 54 is_stmt 0              ; triton_corpus.py:439:54
	v_mul_lo_u32 v62, v26, s15
	.loc	1 439 21                        ; triton_corpus.py:439:21
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[28:29]
	.loc	1 439 13                        ; triton_corpus.py:439:13
	global_load_ushort v60, v[62:63], off
	s_branch .LBB0_21
.LBB0_38:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v15, 0
	s_movk_i32 s24, 0x1000
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
.LBB0_39:                               ; %._crit_edge
	.loc	1 439 13 is_stmt 1              ; triton_corpus.py:439:13
	v_mov_b32_e32 v17, 0x220
	v_cmp_eq_u32_e32 vcc, 0, v31
	s_movk_i32 s0, 0x110
	.loc	1 437 13                        ; triton_corpus.py:437:13
	s_waitcnt lgkmcnt(0)
	.loc	1 439 13                        ; triton_corpus.py:439:13
	v_cndmask_b32_e64 v17, v17, 0, vcc
	v_xor_b32_e32 v18, v17, v35
	v_bitop3_b32 v17, v17, v36, v35 bitop3:0xde
	v_bitop3_b32 v18, v18, s0, v36 bitop3:0x36
	v_add_u32_e32 v17, s24, v17
	v_add_u32_e32 v20, s24, v18
	.loc	1 437 13                        ; triton_corpus.py:437:13
	s_barrier
	.loc	1 439 13                        ; triton_corpus.py:439:13
	ds_read_b64_tr_b16 v[22:23], v17
	ds_read_b64_tr_b16 v[18:19], v17 offset:1024
	ds_read_b64_tr_b16 v[24:25], v20
	ds_read_b64_tr_b16 v[20:21], v20 offset:1024
	.loc	1 441 16                        ; triton_corpus.py:441:16
	s_and_b64 s[0:1], s[20:21], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 437 13                        ; triton_corpus.py:437:13
	v_lshlrev_b32_e32 v17, 2, v32
	v_bitop3_b32 v17, v17, v33, v34 bitop3:0xde
	v_add_u32_e32 v26, s23, v17
	ds_read_b128 v[26:29], v26
	v_xad_u32 v17, v17, 32, s23
	.loc	1 441 16                        ; triton_corpus.py:441:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[22:25], v[26:29], v[0:15]
	.loc	1 437 13                        ; triton_corpus.py:437:13
	ds_read_b128 v[22:25], v17
	.loc	1 441 16                        ; triton_corpus.py:441:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[18:21], v[22:25], v[0:15]
.LBB0_41:                               ; %._crit_edge._crit_edge
	.loc	1 431 13                        ; triton_corpus.py:431:13
	v_cmp_gt_i32_e32 vcc, s14, v16
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, 0
	.loc	1 442 9                         ; triton_corpus.py:442:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_43
; %bb.42:
	.loc	1 0 9 is_stmt 0                 ; triton_corpus.py:0:9
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[18:19], v[16:17], 2, s[8:9]
	.loc	1 442 9                         ; triton_corpus.py:442:9
	global_load_dword v20, v[18:19], off
.LBB0_43:
	.loc	1 0 9                           ; triton_corpus.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 429 25 is_stmt 1              ; triton_corpus.py:429:25
	v_lshrrev_b32_e32 v17, 2, v31
	.loc	1 432 10                        ; triton_corpus.py:432:10
	v_or_b32_e32 v18, s16, v17
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v18
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v21, v20
	.loc	1 443 22                        ; triton_corpus.py:443:22
	v_mul_lo_u32 v16, v16, s15
	.loc	1 444 19                        ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 14                        ; triton_corpus.py:443:14
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 443 55 is_stmt 0              ; triton_corpus.py:443:55
	v_pk_mul_f32 v[0:1], v[0:1], v[20:21]
	v_pk_mul_f32 v[2:3], v[2:3], v[20:21]
	v_pk_mul_f32 v[4:5], v[4:5], v[20:21]
	v_pk_mul_f32 v[22:23], v[6:7], v[20:21]
	v_pk_mul_f32 v[8:9], v[8:9], v[20:21]
	v_pk_mul_f32 v[10:11], v[10:11], v[20:21]
	v_pk_mul_f32 v[12:13], v[12:13], v[20:21]
	v_pk_mul_f32 v[14:15], v[14:15], v[20:21]
	.loc	1 443 5                         ; triton_corpus.py:443:5
	s_cmp_eq_u32 s17, 0
	.loc	1 443 14                        ; triton_corpus.py:443:14
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[6:7]
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 443 54                        ; triton_corpus.py:443:54
	v_cvt_pk_f16_f32 v7, v0, v1
	v_cvt_pk_f16_f32 v6, v2, v3
	v_cvt_pk_f16_f32 v5, v4, v5
	v_cvt_pk_f16_f32 v4, v22, v23
	v_cvt_pk_f16_f32 v3, v8, v9
	v_cvt_pk_f16_f32 v2, v10, v11
	v_cvt_pk_f16_f32 v1, v12, v13
	v_cvt_pk_f16_f32 v0, v14, v15
	.loc	1 443 5                         ; triton_corpus.py:443:5
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 443 14                        ; triton_corpus.py:443:14
	v_lshl_add_u64 v[16:17], v[18:19], 1, v[16:17]
	.loc	1 443 54                        ; triton_corpus.py:443:54
	v_permlane32_swap_b32_e32 v7, v5
	v_permlane32_swap_b32_e32 v6, v4
	v_permlane32_swap_b32_e32 v3, v1
	v_permlane32_swap_b32_e32 v2, v0
	.loc	1 443 5                         ; triton_corpus.py:443:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_45
; %bb.44:
	global_store_short v[16:17], v7, off
.LBB0_45:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v8, 1, v18
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v8
	.loc	1 444 19 is_stmt 0              ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 5 is_stmt 1               ; triton_corpus.py:443:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_47
; %bb.46:
	global_store_short_d16_hi v[16:17], v7, off offset:2
.LBB0_47:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v7, 2, v18
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v7
	.loc	1 444 19 is_stmt 0              ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 5 is_stmt 1               ; triton_corpus.py:443:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_49
; %bb.48:
	global_store_short v[16:17], v6, off offset:4
.LBB0_49:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v7, 3, v18
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v7
	.loc	1 444 19 is_stmt 0              ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 5 is_stmt 1               ; triton_corpus.py:443:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_51
; %bb.50:
	global_store_short_d16_hi v[16:17], v6, off offset:6
.LBB0_51:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v6, 4, v18
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v6
	.loc	1 444 19 is_stmt 0              ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 5 is_stmt 1               ; triton_corpus.py:443:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_53
; %bb.52:
	global_store_short v[16:17], v5, off offset:8
.LBB0_53:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v6, 5, v18
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v6
	.loc	1 444 19 is_stmt 0              ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 5 is_stmt 1               ; triton_corpus.py:443:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_55
; %bb.54:
	global_store_short_d16_hi v[16:17], v5, off offset:10
.LBB0_55:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v5, 6, v18
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v5
	.loc	1 444 19 is_stmt 0              ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 5 is_stmt 1               ; triton_corpus.py:443:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_57
; %bb.56:
	global_store_short v[16:17], v4, off offset:12
.LBB0_57:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v5, 7, v18
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v5
	.loc	1 444 19 is_stmt 0              ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 5 is_stmt 1               ; triton_corpus.py:443:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_59
; %bb.58:
	global_store_short_d16_hi v[16:17], v4, off offset:14
.LBB0_59:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v4, 16, v18
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v4
	.loc	1 444 19 is_stmt 0              ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 5 is_stmt 1               ; triton_corpus.py:443:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_61
; %bb.60:
	global_store_short v[16:17], v3, off offset:32
.LBB0_61:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v4, 17, v18
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v4
	.loc	1 444 19 is_stmt 0              ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 5 is_stmt 1               ; triton_corpus.py:443:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_63
; %bb.62:
	global_store_short_d16_hi v[16:17], v3, off offset:34
.LBB0_63:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v3, 18, v18
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v3
	.loc	1 444 19 is_stmt 0              ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 5 is_stmt 1               ; triton_corpus.py:443:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_65
; %bb.64:
	global_store_short v[16:17], v2, off offset:36
.LBB0_65:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v3, 19, v18
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v3
	.loc	1 444 19 is_stmt 0              ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 5 is_stmt 1               ; triton_corpus.py:443:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_67
; %bb.66:
	global_store_short_d16_hi v[16:17], v2, off offset:38
.LBB0_67:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v2, 20, v18
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v2
	.loc	1 444 19 is_stmt 0              ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 5 is_stmt 1               ; triton_corpus.py:443:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_69
; %bb.68:
	global_store_short v[16:17], v1, off offset:40
.LBB0_69:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v2, 21, v18
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v2
	.loc	1 444 19 is_stmt 0              ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 5 is_stmt 1               ; triton_corpus.py:443:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_71
; %bb.70:
	global_store_short_d16_hi v[16:17], v1, off offset:42
.LBB0_71:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v1, 22, v18
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v1
	.loc	1 444 19 is_stmt 0              ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 5 is_stmt 1               ; triton_corpus.py:443:5
	s_and_b64 s[4:5], s[2:3], s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_73
; %bb.72:
	global_store_short v[16:17], v0, off offset:44
.LBB0_73:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 432 10 is_stmt 1              ; triton_corpus.py:432:10
	v_or_b32_e32 v1, 23, v18
	.loc	1 444 37                        ; triton_corpus.py:444:37
	v_cmp_gt_i32_e64 s[0:1], s15, v1
	.loc	1 444 19 is_stmt 0              ; triton_corpus.py:444:19
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 443 5 is_stmt 1               ; triton_corpus.py:443:5
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_75
; %bb.74:
	global_store_short_d16_hi v[16:17], v0, off offset:46
.LBB0_75:
	.loc	1 422 1                         ; triton_corpus.py:422:1
	s_endpgm
.Ltmp6:
.Lfunc_end0:
	.size	moe_gemm, .Lfunc_end0-moe_gemm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel moe_gemm
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
		.amdhsa_next_free_vgpr 72
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 72
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
	.set .Lmoe_gemm.num_vgpr, 72
	.set .Lmoe_gemm.num_agpr, 0
	.set .Lmoe_gemm.numbered_sgpr, 32
	.set .Lmoe_gemm.num_named_barrier, 0
	.set .Lmoe_gemm.private_seg_size, 0
	.set .Lmoe_gemm.uses_vcc, 1
	.set .Lmoe_gemm.uses_flat_scratch, 0
	.set .Lmoe_gemm.has_dyn_sized_stack, 0
	.set .Lmoe_gemm.has_recursion, 0
	.set .Lmoe_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3256
; TotalNumSgprs: 38
; NumVgprs: 72
; NumAgprs: 0
; TotalNumVgprs: 72
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 72
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 17
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
	.byte	1                               ; Abbrev [1] 0xb:0x45 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x1f DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.short	435                             ; DW_AT_call_line
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
	.asciz	"moe_gemm"                      ; string offset=49 ; moe_gemm
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
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
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
    .max_flat_workgroup_size: 256
    .name:           moe_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         moe_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     72
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
