	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm                            ; -- Begin function gemm
	.p2align	8
	.type	gemm,@function
gemm:                                   ; @gemm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.74:
	.file	1 "/work/wt/emucorpus/tools" "triton_corpus.py"
	.loc	1 28 0 prologue_end             ; triton_corpus.py:28:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.75:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 43 5 is_stmt 1                ; triton_corpus.py:43:5
	v_readfirstlane_b32 s29, v0
	.loc	1 32 23                         ; triton_corpus.py:32:23
	s_and_b32 s18, s29, 0xc0
	v_and_or_b32 v1, v0, 63, s18
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	s_lshl_b32 s16, s16, 5
	.loc	1 32 23                         ; triton_corpus.py:32:23
	v_lshrrev_b32_e32 v29, 5, v1
	.loc	1 32 10                         ; triton_corpus.py:32:10
	v_or_b32_e32 v2, s16, v29
	.loc	1 32 23                         ; triton_corpus.py:32:23
	v_and_b32_e32 v28, 31, v0
.Ltmp2:
	.file	2 "/work/venvs/emucorpus/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13 is_stmt 1               ; standard.py:43:13 @[ triton_corpus.py:36:23 ]
	s_add_i32 s28, s10, 31
.Ltmp3:
	.loc	1 39 27                         ; triton_corpus.py:39:27
	v_cmp_gt_i32_e32 vcc, s8, v2
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v2, v2, s11
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_cmp_gt_i32 s28, 31
	.loc	1 39 47                         ; triton_corpus.py:39:47
	v_cmp_gt_i32_e64 s[22:23], s10, v28
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[16:17], v[2:3], 1, s[2:3]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cselect_b64 s[26:27], -1, 0
	.loc	1 39 26                         ; triton_corpus.py:39:26
	s_and_b64 s[18:19], s[22:23], vcc
	.loc	1 38 49                         ; triton_corpus.py:38:49
	v_mul_lo_u32 v2, s12, v28
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[20:21], s[26:27], s[18:19]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_lshl_add_u64 v[6:7], v[2:3], 1, v[16:17]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ushort v5, v[6:7], off
.LBB0_2:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v30, 8, v29
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v6, s16, v30
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[18:19], s8, v6
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v6, v6, s11
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[20:21], s[22:23], s[18:19]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[18:19], v[6:7], 1, s[2:3]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[24:25], s[26:27], s[20:21]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[20:21], s[24:25]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[6:7], v[2:3], 1, v[18:19]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ushort v4, v[6:7], off
.LBB0_4:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[20:21]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v32, 16, v29
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v6, s16, v32
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[20:21], s8, v6
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v6, v6, s11
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[24:25], s[22:23], s[20:21]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_lshl_add_u64 v[20:21], v[6:7], 1, s[2:3]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[30:31], s[26:27], s[24:25]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[24:25], s[30:31]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[8:9], v[2:3], 1, v[20:21]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ushort v7, v[8:9], off
.LBB0_6:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[24:25]
	.loc	1 32 23 is_stmt 1               ; triton_corpus.py:32:23
	v_or_b32_e32 v33, 24, v29
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v8, s16, v33
	.loc	1 39 27 is_stmt 1               ; triton_corpus.py:39:27
	v_cmp_gt_i32_e64 s[24:25], s8, v8
	.loc	1 38 29                         ; triton_corpus.py:38:29
	v_mul_lo_u32 v8, v8, s11
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[22:23], v[8:9], 1, s[2:3]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[2:3], s[22:23], s[24:25]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[22:23], s[26:27], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[2:3], s[22:23]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[22:23]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ushort v6, v[2:3], off
.LBB0_8:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	s_lshl_b32 s11, s17, 5
	v_or_b32_e32 v2, s11, v28
	.loc	1 41 47                         ; triton_corpus.py:41:47
	v_cmp_gt_i32_e64 s[22:23], s9, v2
	.loc	1 41 27 is_stmt 0               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v29
	.loc	1 40 49 is_stmt 1               ; triton_corpus.py:40:49
	v_mul_lo_u32 v2, s14, v2
	.loc	1 41 26                         ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[22:23], s[2:3]
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_and_b64 s[30:31], s[26:27], s[2:3]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[30:31]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mul_lo_u32 v10, v29, s13
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[4:5]
	v_lshl_add_u64 v[10:11], v[2:3], 1, v[10:11]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ushort v9, v[10:11], off
.LBB0_10:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v30
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[22:23], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[30:31], s[26:27], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[30:31]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v10, v30, s13
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[4:5]
	v_lshl_add_u64 v[10:11], v[2:3], 1, v[10:11]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ushort v8, v[10:11], off
.LBB0_12:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v32
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[22:23], s[2:3]
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[30:31], s[26:27], s[2:3]
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[30:31]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v12, v32, s13
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[4:5]
	v_lshl_add_u64 v[12:13], v[2:3], 1, v[12:13]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ushort v11, v[12:13], off
.LBB0_14:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 41 27 is_stmt 1               ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v33
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[2:3], s[22:23], s[2:3]
	.loc	1 0 0                           ; triton_corpus.py:0
	s_lshr_b32 s14, s29, 6
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	s_and_b64 s[30:31], s[26:27], s[2:3]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[30:31]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v12, v33, s13
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[4:5]
	v_lshl_add_u64 v[12:13], v[2:3], 1, v[12:13]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ushort v10, v[12:13], off
.LBB0_16:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 13 is_stmt 1               ; triton_corpus.py:38:13
	s_cmp_lt_u32 s14, 2
	v_lshlrev_b32_e32 v1, 1, v1
	s_cselect_b32 s2, 0, 0x110
	v_mov_b32_e32 v12, 0xfe
	v_bitop3_b32 v39, v1, s2, v12 bitop3:0x6c
	v_add_u32_e32 v1, 0, v39
	v_xor_b32_e32 v40, 32, v39
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v5
	ds_write_b16 v1, v7 offset:1024
	v_add_u32_e32 v5, 0, v40
	s_mov_b32 s17, 0
	ds_write_b16 v5, v4 offset:512
	ds_write_b16 v5, v6 offset:1536
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b16 v1, v9 offset:4096
	ds_write_b16 v1, v11 offset:5120
	ds_write_b16 v5, v8 offset:4608
	ds_write_b16 v5, v10 offset:5632
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cmp_gt_i32 s28, 63
	v_and_b32_e32 v34, 12, v0
	v_lshlrev_b32_e32 v4, 3, v0
	v_lshlrev_b32_e32 v1, 1, v0
	s_cbranch_scc1 .LBB0_18
; %bb.17:                               ; %.._crit_edge_crit_edge
	.loc	1 40 13                         ; triton_corpus.py:40:13
	v_and_b32_e32 v5, 24, v4
	v_and_b32_e32 v37, 32, v1
	v_lshl_or_b32 v38, v34, 4, v5
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_19
.LBB0_18:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr37
                                        ; implicit-def: $vgpr38
.LBB0_19:                               ; %Flow23
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v31, 32, v0
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v35, 6, v28
	v_lshrrev_b32_e32 v36, 1, v31
	v_cmp_eq_u32_e64 s[2:3], 0, v31
	s_cbranch_scc1 .LBB0_38
; %bb.20:                               ; %.lr.ph
	v_lshlrev_b32_e32 v0, 2, v34
	.loc	1 36 5 is_stmt 1                ; triton_corpus.py:36:5
	v_lshl_add_u64 v[24:25], v[2:3], 1, s[4:5]
.Ltmp4:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:36:23 ]
	s_ashr_i32 s4, s28, 31
	v_xor_b32_e32 v2, v0, v36
	s_lshr_b32 s4, s4, 27
	v_bitop3_b32 v42, v2, 32, v35 bitop3:0x36
	v_mov_b32_e32 v2, 0x220
	s_add_i32 s28, s28, s4
	v_bitop3_b32 v41, v0, v35, v36 bitop3:0xde
	v_and_b32_e32 v0, 24, v4
	v_cndmask_b32_e64 v2, v2, 0, s[2:3]
	s_ashr_i32 s4, s28, 5
	v_lshl_or_b32 v38, v34, 4, v0
	v_bitop3_b32 v0, v2, v1, 32 bitop3:0x78
	v_or_b32_e32 v43, v0, v38
.Ltmp5:
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_max_i32 s29, s4, 2
	v_bitop3_b32 v44, v0, 16, v38 bitop3:0x36
	v_mov_b32_e32 v0, 0
	v_and_b32_e32 v37, 32, v1
	s_add_i32 s29, s29, -2
	s_movk_i32 s28, 0x1000
	s_mov_b32 s30, 0
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
	s_mov_b32 s31, 0
	s_branch .LBB0_22
.LBB0_21:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	v_add_u32_e32 v26, s28, v43
	v_add_u32_e32 v60, s28, v44
	ds_read_b64_tr_b16 v[62:63], v26
	ds_read_b64_tr_b16 v[64:65], v60 offset:256
	ds_read_b64_tr_b16 v[66:67], v26 offset:1024
	ds_read_b64_tr_b16 v[68:69], v60 offset:1280
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_add_i32 s2, s30, 1
	s_cmp_lt_i32 s2, 2
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[62:65], v[50:53], v[0:15]
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cselect_b32 s30, s2, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_lshl_b32 s17, s30, 11
	.loc	1 40 13                         ; triton_corpus.py:40:13
	s_add_i32 s28, s17, 0x1000
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_add_u32_e32 v26, s17, v39
	v_add_u32_e32 v50, s17, v40
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cmp_lg_u32 s31, s29
	s_mov_b32 s31, s33
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[66:69], v[46:49], v[0:15]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b16 v26, v45
	ds_write_b16 v26, v55 offset:1024
	ds_write_b16 v50, v54 offset:512
	ds_write_b16 v50, v56 offset:1536
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_write_b16 v26, v57 offset:4096
	ds_write_b16 v26, v58 offset:5120
	ds_write_b16 v50, v27 offset:4608
	ds_write_b16 v50, v59 offset:5632
	.loc	1 36 5                          ; triton_corpus.py:36:5
	s_cbranch_scc0 .LBB0_39
.LBB0_22:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s33, s31, 1
	.loc	1 37 14                         ; triton_corpus.py:37:14
	s_lshl_b32 s34, s33, 5
	v_or_b32_e32 v26, s34, v28
	.loc	1 39 47                         ; triton_corpus.py:39:47
	v_cmp_gt_i32_e64 s[2:3], s10, v26
	.loc	1 38 49                         ; triton_corpus.py:38:49
	v_mul_lo_u32 v26, v26, s12
	.loc	1 39 26                         ; triton_corpus.py:39:26
	s_and_b64 s[36:37], vcc, s[2:3]
	.loc	1 38 21                         ; triton_corpus.py:38:21
	v_ashrrev_i32_e32 v27, 31, v26
	v_mov_b32_e32 v45, 0
	.loc	1 38 13 is_stmt 0               ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB0_24
; %bb.23:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_lshl_add_u64 v[46:47], v[26:27], 1, v[16:17]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ushort v45, v[46:47], off
.LBB0_24:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[36:37], s[18:19], s[2:3]
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB0_26
; %bb.25:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[46:47], v[26:27], 1, v[18:19]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ushort v54, v[46:47], off
.LBB0_26:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[36:37], s[20:21], s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB0_28
; %bb.27:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[46:47], v[26:27], 1, v[20:21]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ushort v55, v[46:47], off
.LBB0_28:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 39 26 is_stmt 1               ; triton_corpus.py:39:26
	s_and_b64 s[4:5], s[24:25], s[2:3]
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_30
; %bb.29:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 38 21 is_stmt 0               ; triton_corpus.py:38:21
	v_lshl_add_u64 v[26:27], v[26:27], 1, v[22:23]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	global_load_ushort v56, v[26:27], off
.LBB0_30:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_add_u32_e32 v26, s17, v41
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v27, s17, v42
	ds_read_b128 v[50:53], v26
	ds_read_b128 v[46:49], v27
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_or_b32_e32 v26, s34, v29
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v26
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[22:23], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_32
; %bb.31:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	v_mul_lo_u32 v26, v26, s13
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], v[26:27], 1, v[24:25]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ushort v57, v[26:27], off
.LBB0_32:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_or_b32_e32 v26, s34, v30
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v26
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[22:23], s[2:3]
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v27, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_34
; %bb.33:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v26, v26, s13
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], v[26:27], 1, v[24:25]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ushort v27, v[26:27], off
.LBB0_34:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_or_b32_e32 v26, s34, v32
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v26
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[22:23], s[2:3]
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_36
; %bb.35:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v58, v26, s13
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshl_add_u64 v[58:59], v[58:59], 1, v[24:25]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ushort v58, v[58:59], off
.LBB0_36:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 37 14 is_stmt 1               ; triton_corpus.py:37:14
	v_or_b32_e32 v26, s34, v33
	.loc	1 41 27                         ; triton_corpus.py:41:27
	v_cmp_gt_i32_e64 s[2:3], s10, v26
	.loc	1 41 26 is_stmt 0               ; triton_corpus.py:41:26
	s_and_b64 s[4:5], s[22:23], s[2:3]
	v_mov_b32_e32 v59, 0
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_21
; %bb.37:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 40 29 is_stmt 0               ; triton_corpus.py:40:29
	v_mul_lo_u32 v60, v26, s13
	.loc	1 40 21                         ; triton_corpus.py:40:21
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[24:25]
	.loc	1 40 13                         ; triton_corpus.py:40:13
	global_load_ushort v59, v[60:61], off
	s_branch .LBB0_21
.LBB0_38:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	v_mov_b32_e32 v15, 0
	s_movk_i32 s28, 0x1000
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
.LBB0_39:                               ; %Flow24
	.loc	1 40 13 is_stmt 1               ; triton_corpus.py:40:13
	v_mov_b32_e32 v16, 0x220
	v_cmp_eq_u32_e32 vcc, 0, v31
	s_load_dword s4, s[0:1], 0x38
	s_movk_i32 s0, 0x110
	v_cndmask_b32_e64 v16, v16, 0, vcc
	v_xor_b32_e32 v17, v16, v37
	v_bitop3_b32 v16, v16, v38, v37 bitop3:0xde
	v_bitop3_b32 v17, v17, s0, v38 bitop3:0x36
	v_add_u32_e32 v16, s28, v16
	v_add_u32_e32 v18, s28, v17
	.loc	1 38 13                         ; triton_corpus.py:38:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 40 13                         ; triton_corpus.py:40:13
	ds_read_b64_tr_b16 v[20:21], v16
	ds_read_b64_tr_b16 v[16:17], v16 offset:1024
	ds_read_b64_tr_b16 v[22:23], v18
	ds_read_b64_tr_b16 v[18:19], v18 offset:1024
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_and_b64 s[0:1], s[26:27], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_lshlrev_b32_e32 v24, 2, v34
	v_bitop3_b32 v24, v24, v35, v36 bitop3:0xde
	v_add_u32_e32 v25, s17, v24
	ds_read_b128 v[32:35], v25
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[20:23], v[32:35], v[0:15]
	.loc	1 38 13                         ; triton_corpus.py:38:13
	v_xad_u32 v20, v24, 32, s17
	ds_read_b128 v[20:23], v20
	.loc	1 42 16                         ; triton_corpus.py:42:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[16:19], v[20:23], v[0:15]
.LBB0_41:                               ; %._crit_edge._crit_edge
	.loc	1 32 23                         ; triton_corpus.py:32:23
	s_waitcnt lgkmcnt(2)
	v_lshrrev_b32_e32 v16, 3, v31
	.loc	1 32 10 is_stmt 0               ; triton_corpus.py:32:10
	v_or_b32_e32 v17, s16, v28
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v18, s11, v16
	.loc	1 43 72                         ; triton_corpus.py:43:72
	v_cmp_gt_i32_e32 vcc, s8, v17
	.loc	1 43 92 is_stmt 0               ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v18
	.loc	1 43 71                         ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 22                         ; triton_corpus.py:43:22
	v_mul_lo_u32 v16, s15, v17
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_cmp_eq_u32 s14, 0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_43
; %bb.42:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	v_mul_lo_u32 v20, s4, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[20:21], v0, off
.LBB0_43:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 1, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_45
; %bb.44:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v20, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[20:21], v1, off
.LBB0_45:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 2, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_47
; %bb.46:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v2, off
.LBB0_47:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 3, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_49
; %bb.48:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v3, off
.LBB0_49:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 8, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_51
; %bb.50:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v4, off
.LBB0_51:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 9, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_53
; %bb.52:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v5, off
.LBB0_53:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 10, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_55
; %bb.54:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v6, off
.LBB0_55:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 11, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_57
; %bb.56:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v7, off
.LBB0_57:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 16, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_59
; %bb.58:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v8, off
.LBB0_59:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 17, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_61
; %bb.60:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v9, off
.LBB0_61:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 18, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_63
; %bb.62:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v10, off
.LBB0_63:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 19, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_65
; %bb.64:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v11, off
.LBB0_65:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 24, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_67
; %bb.66:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v12, off
.LBB0_67:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 25, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_69
; %bb.68:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v13, off
.LBB0_69:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 26, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[6:7], s[0:1], s[2:3]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_71
; %bb.70:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v14, off
.LBB0_71:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 33 10 is_stmt 1               ; triton_corpus.py:33:10
	v_or_b32_e32 v0, 27, v18
	.loc	1 43 92                         ; triton_corpus.py:43:92
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	.loc	1 43 71 is_stmt 0               ; triton_corpus.py:43:71
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_73
; %bb.72:
	.loc	1 43 42                         ; triton_corpus.py:43:42
	v_mul_lo_u32 v0, s4, v0
	.loc	1 43 14                         ; triton_corpus.py:43:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[16:17]
	.loc	1 43 5                          ; triton_corpus.py:43:5
	global_store_dword v[0:1], v15, off
.LBB0_73:
	.loc	1 28 1 is_stmt 1                ; triton_corpus.py:28:1
	s_endpgm
.Ltmp6:
.Lfunc_end0:
	.size	gemm, .Lfunc_end0-gemm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
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
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 38
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
	.set .Lgemm.num_vgpr, 70
	.set .Lgemm.num_agpr, 0
	.set .Lgemm.numbered_sgpr, 38
	.set .Lgemm.num_named_barrier, 0
	.set .Lgemm.private_seg_size, 0
	.set .Lgemm.uses_vcc, 1
	.set .Lgemm.uses_flat_scratch, 0
	.set .Lgemm.has_dyn_sized_stack, 0
	.set .Lgemm.has_recursion, 0
	.set .Lgemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3196
; TotalNumSgprs: 44
; NumVgprs: 70
; NumAgprs: 0
; TotalNumVgprs: 70
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 70
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 0
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
	.byte	1                               ; Abbrev [1] 0xb:0x44 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x1e DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	36                              ; DW_AT_call_line
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
	.asciz	"gemm"                          ; string offset=49 ; gemm
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
    .name:           gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     70
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
