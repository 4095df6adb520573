	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_dma                        ; -- Begin function gemm_dma
	.p2align	8
	.type	gemm_dma,@function
gemm_dma:                               ; @gemm_dma
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.30:
	.file	1 "/work/main/tools" "triton_corpus.py"
	.loc	1 122 0 prologue_end            ; triton_corpus.py:122:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.31:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dword s20, s[4:5], 0x20
	v_and_b32_e32 v26, 0x3ff, v0
.Ltmp1:
	.loc	1 130 23 is_stmt 1              ; triton_corpus.py:130:23
	v_and_b32_e32 v3, 60, v0
	.loc	1 141 17                        ; triton_corpus.py:141:17
	v_readfirstlane_b32 s19, v26
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_and_b32_e32 v4, 3, v0
	s_lshr_b32 s0, s19, 2
	v_lshrrev_b32_e32 v2, 1, v3
	s_bfe_u32 s25, s19, 0x10006
	.loc	1 130 10 is_stmt 0              ; triton_corpus.py:130:10
	s_lshl_b32 s16, s16, 6
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_and_b32_e32 v27, 63, v0
	v_lshlrev_b32_e32 v16, 4, v4
	s_and_b32 s18, s0, 32
	v_or_b32_e32 v0, s25, v2
	.loc	1 145 5 is_stmt 1               ; triton_corpus.py:145:5
	s_bfe_u32 s26, s19, 0x20006
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_or_b32_e32 v5, s18, v0
	.loc	1 130 10 is_stmt 0              ; triton_corpus.py:130:10
	v_or_b32_e32 v0, s16, v16
.Ltmp2:
	.file	2 "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13 is_stmt 1               ; standard.py:43:13 @[ triton_corpus.py:134:23 ]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s23, s20, 63
.Ltmp3:
	.loc	1 137 71                        ; triton_corpus.py:137:71
	v_cmp_gt_i32_e32 vcc, s14, v0
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cmp_gt_i32 s23, 63
	.loc	1 137 91                        ; triton_corpus.py:137:91
	v_cmp_gt_i32_e64 s[0:1], s20, v5
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cselect_b64 s[6:7], -1, 0
	.loc	1 137 70                        ; triton_corpus.py:137:70
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_and_b64 s[0:1], s[6:7], s[0:1]
	s_xor_b64 s[0:1], s[0:1], -1
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_mul_i32 s21, s26, 0x420
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge4
	v_mov_b32_e32 v6, 0
	v_lshl_add_u32 v1, v27, 4, s21
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	ds_write_b128 v1, v[6:9]
                                        ; implicit-def: $vgpr5
.LBB0_2:                                ; %Flow39
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	s_or_saveexec_b64 s[0:1], s[0:1]
	s_load_dword s27, s[4:5], 0x24
	v_ashrrev_i32_e32 v1, 31, v0
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 137 33 is_stmt 1              ; triton_corpus.py:137:33
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s27
	.loc	1 137 25 is_stmt 0              ; triton_corpus.py:137:25
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[0:1]
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_mov_b32 m0, s21
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
.LBB0_4:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[0:1]
	.loc	1 131 10 is_stmt 1              ; triton_corpus.py:131:10
	s_lshl_b32 s17, s17, 6
	.loc	1 130 23                        ; triton_corpus.py:130:23
	s_or_b32 s0, s26, s17
	.loc	1 131 10                        ; triton_corpus.py:131:10
	v_or_b32_e32 v5, s0, v3
	.loc	1 141 91                        ; triton_corpus.py:141:91
	v_cmp_gt_i32_e64 s[0:1], s15, v5
	.loc	1 141 71 is_stmt 0              ; triton_corpus.py:141:71
	v_cmp_gt_i32_e64 s[2:3], s20, v16
	.loc	1 141 70                        ; triton_corpus.py:141:70
	s_and_b64 s[2:3], s[2:3], s[0:1]
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_and_b64 s[2:3], s[6:7], s[2:3]
	s_xor_b64 s[2:3], s[2:3], -1
	.loc	1 141 17                        ; triton_corpus.py:141:17
	s_mul_i32 s22, s26, 0x410
	; asyncmark
	s_and_saveexec_b64 s[28:29], s[2:3]
	s_xor_b64 s[2:3], exec, s[28:29]
	s_cbranch_execz .LBB0_6
; %bb.5:                                ; %.critedge6
	v_mov_b32_e32 v6, 0
	v_lshl_add_u32 v5, v27, 4, s22
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	ds_write_b128 v5, v[6:9] offset:8416
                                        ; implicit-def: $vgpr5
.LBB0_6:                                ; %Flow37
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_load_dword s28, s[4:5], 0x28
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 141 33 is_stmt 1              ; triton_corpus.py:141:33
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s28
	.loc	1 141 25 is_stmt 0              ; triton_corpus.py:141:25
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[10:11], 0, v[6:7]
	v_mov_b32_e32 v17, 0
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[16:17]
	.loc	1 141 17                        ; triton_corpus.py:141:17
	s_add_i32 m0, s22, 0x20e0
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
.LBB0_8:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[2:3]
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_cmpk_gt_i32 s23, 0x7f
	v_lshlrev_b32_e32 v28, 4, v26
	v_lshlrev_b32_e32 v6, 3, v26
	v_lshlrev_b32_e32 v5, 9, v26
	v_and_b32_e32 v29, 16, v26
	; asyncmark
	s_cbranch_scc1 .LBB0_10
; %bb.9:                                ; %.._crit_edge_crit_edge
	.loc	1 137 17                        ; triton_corpus.py:137:17
	v_and_b32_e32 v32, 0x400, v5
	v_and_b32_e32 v30, 0x2c0, v28
	v_and_b32_e32 v31, 8, v6
	v_lshrrev_b32_e32 v33, 5, v32
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_11
.LBB0_10:
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr30
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr33
.LBB0_11:                               ; %Flow34
	s_and_b32 s19, s19, 64
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v17, 32, v26
	s_cselect_b32 s2, 1, 0
	v_mov_b32_e32 v46, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v34, 10, v4
	v_lshrrev_b32_e32 v35, 1, v17
	s_cbranch_scc1 .LBB0_22
; %bb.12:                               ; %.lr.ph
.Ltmp4:
	.loc	2 43 12 is_stmt 1               ; standard.py:43:12 @[ triton_corpus.py:134:23 ]
	s_ashr_i32 s2, s23, 31
.Ltmp5:
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_add_i32 s26, s26, s17
.Ltmp6:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:134:23 ]
	s_lshr_b32 s2, s2, 26
.Ltmp7:
	.loc	1 134 5                         ; triton_corpus.py:134:5
	v_lshl_add_u64 v[18:19], s[8:9], 0, v[0:1]
	v_add_u32_e32 v0, s26, v3
.Ltmp8:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:134:23 ]
	s_add_i32 s23, s23, s2
.Ltmp9:
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s28, v0
.Ltmp10:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:134:23 ]
	s_ashr_i32 s2, s23, 6
.Ltmp11:
	.loc	1 134 5                         ; triton_corpus.py:134:5
	v_ashrrev_i32_e32 v1, 31, v0
	s_add_i32 s25, s25, s18
	v_and_b32_e32 v32, 0x400, v5
	s_max_i32 s2, s2, 2
	v_lshl_add_u64 v[20:21], s[10:11], 0, v[0:1]
	v_and_b32_e32 v0, 3, v26
	v_add3_u32 v37, s25, v2, 64
	v_and_b32_e32 v30, 0x2c0, v28
	v_and_b32_e32 v31, 8, v6
	v_lshrrev_b32_e32 v33, 5, v32
	v_and_b32_e32 v36, 0x1c0, v28
	s_lshl_b32 s23, s19, 3
	s_add_i32 s24, s2, -1
	v_lshl_or_b32 v22, v0, 4, 64
	v_mov_b32_e32 v23, v46
	v_mul_lo_u32 v24, s27, v37
	s_mov_b32 s28, 0
	s_movk_i32 s26, 0x20e0
	s_lshl_b32 s11, s27, 6
	s_xor_b64 s[2:3], vcc, -1
	s_xor_b64 s[0:1], s[0:1], -1
	v_mov_b32_e32 v47, v46
	v_mov_b32_e32 v48, v46
	v_mov_b32_e32 v49, v46
	s_mov_b32 s25, 0
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v46
	v_mov_b32_e32 v6, v46
	v_mov_b32_e32 v7, v46
	v_mov_b32_e32 v8, v46
	v_mov_b32_e32 v9, v46
	v_mov_b32_e32 v10, v46
	v_mov_b32_e32 v11, v46
	v_mov_b32_e32 v12, v46
	v_mov_b32_e32 v13, v46
	v_mov_b32_e32 v14, v46
	v_mov_b32_e32 v15, v46
	s_branch .LBB0_14
.LBB0_13:                               ;   in Loop: Header=BB0_14 Depth=1
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 141 17 is_stmt 1              ; triton_corpus.py:141:17
	s_add_i32 s8, s26, s23
	v_add3_u32 v25, s8, v36, v34
	v_add3_u32 v25, v25, v35, v16
	; asyncmark
	ds_read_b128 v[50:53], v25
	ds_read_b128 v[54:57], v25 offset:32
	s_add_i32 s8, s27, 0x20e0
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_add_i32 s24, s24, -1
	v_lshl_add_u64 v[22:23], v[22:23], 0, 64
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[50:57], v[38:45], v[0:15]
	.loc	1 134 5                         ; triton_corpus.py:134:5
	v_add_u32_e32 v24, s11, v24
	v_add_u32_e32 v37, 64, v37
	s_cmp_lg_u32 s24, 0
	s_mov_b32 s26, s8
	s_mov_b32 s28, s10
	s_cbranch_scc0 .LBB0_23
.LBB0_14:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s8, s25, 1
	s_cmp_lt_i32 s8, 2
	s_cselect_b32 s25, s8, 0
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_lshl_b32 s27, s25, 12
	s_lshr_b32 s10, s27, 5
	.loc	1 137 91 is_stmt 0              ; triton_corpus.py:137:91
	v_cmp_le_i32_e32 vcc, s20, v37
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_add_i32 s10, s27, s10
	s_or_b64 s[8:9], s[2:3], vcc
	s_add_i32 s29, s10, s21
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[30:31], s[8:9]
	s_xor_b64 s[8:9], exec, s[30:31]
; %bb.15:                               ; %.critedge8
                                        ;   in Loop: Header=BB0_14 Depth=1
	v_lshl_add_u32 v25, v27, 4, s29
	ds_write_b128 v25, v[46:49]
; %bb.16:                               ; %Flow31
                                        ;   in Loop: Header=BB0_14 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_18
; %bb.17:                               ;   in Loop: Header=BB0_14 Depth=1
	.loc	1 137 25 is_stmt 1              ; triton_corpus.py:137:25
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[38:39], v[18:19], 0, v[24:25]
	.loc	1 137 17 is_stmt 0              ; triton_corpus.py:137:17
	s_mov_b32 m0, s29
	s_nop 0
	global_load_lds_dwordx4 v[38:39], off
.LBB0_18:                               ;   in Loop: Header=BB0_14 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[8:9]
	.loc	1 137 17 is_stmt 1              ; triton_corpus.py:137:17
	v_add3_u32 v25, s28, v29, v30
	v_add3_u32 v25, v25, v31, v32
	v_add3_u32 v25, v25, s18, v33
	; asyncmark
	ds_read_b64_tr_b8 v[38:39], v25
	ds_read_b64_tr_b8 v[40:41], v25 offset:256
	ds_read_b64_tr_b8 v[42:43], v25 offset:2112
	ds_read_b64_tr_b8 v[44:45], v25 offset:2368
	s_lshr_b32 s29, s27, 6
	.loc	1 141 71                        ; triton_corpus.py:141:71
	v_cmp_le_i32_e32 vcc, s20, v22
	.loc	1 141 17 is_stmt 0              ; triton_corpus.py:141:17
	s_add_i32 s27, s27, s29
	s_or_b64 s[8:9], s[0:1], vcc
	s_add_i32 s28, s27, s22
	s_and_saveexec_b64 s[30:31], s[8:9]
	s_xor_b64 s[8:9], exec, s[30:31]
; %bb.19:                               ; %.critedge10
                                        ;   in Loop: Header=BB0_14 Depth=1
	v_lshl_add_u32 v25, v27, 4, s28
	ds_write_b128 v25, v[46:49] offset:8416
; %bb.20:                               ; %Flow
                                        ;   in Loop: Header=BB0_14 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_13
; %bb.21:                               ;   in Loop: Header=BB0_14 Depth=1
	.loc	1 141 17 is_stmt 1              ; triton_corpus.py:141:17
	v_lshl_add_u64 v[50:51], v[20:21], 0, v[22:23]
	s_add_i32 m0, s28, 0x20e0
	s_nop 0
	global_load_lds_dwordx4 v[50:51], off
	s_branch .LBB0_13
.LBB0_22:
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	v_mov_b32_e32 v15, 0
	s_mov_b32 s10, 0
	s_movk_i32 s8, 0x20e0
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
.LBB0_23:                               ; %Flow35
	.loc	1 137 17 is_stmt 1              ; triton_corpus.py:137:17
	v_add3_u32 v18, s10, v29, v30
	v_add3_u32 v18, v18, v31, v32
	v_add3_u32 v24, v18, s18, v33
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[18:19], v24
	ds_read_b64_tr_b8 v[20:21], v24 offset:256
	ds_read_b64_tr_b8 v[22:23], v24 offset:2112
	ds_read_b64_tr_b8 v[24:25], v24 offset:2368
	s_load_dword s2, s[4:5], 0x2c
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_and_b64 s[0:1], s[6:7], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_25
; %bb.24:
	.loc	1 141 17                        ; triton_corpus.py:141:17
	v_and_b32_e32 v27, 0x1c0, v28
	s_lshl3_add_u32 s0, s19, s8
	v_add3_u32 v27, s0, v27, v34
	v_add3_u32 v16, v27, v35, v16
	ds_read_b128 v[28:31], v16
	ds_read_b128 v[32:35], v16 offset:32
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[28:35], v[18:25], v[0:15]
.LBB0_25:                               ; %._crit_edge._crit_edge
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_lshrrev_b32_e32 v16, 3, v17
	s_lshr_b32 s0, s19, 1
	.loc	1 130 10 is_stmt 0              ; triton_corpus.py:130:10
	v_and_or_b32 v17, v26, 31, s16
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_or_b32_e32 v16, s0, v16
	.loc	1 130 10                        ; triton_corpus.py:130:10
	v_or_b32_e32 v17, s18, v17
	.loc	1 131 10 is_stmt 1              ; triton_corpus.py:131:10
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v18, s17, v16
	.loc	1 145 22                        ; triton_corpus.py:145:22
	v_mul_lo_u32 v16, v17, s2
	.loc	1 145 65 is_stmt 0              ; triton_corpus.py:145:65
	v_cmp_gt_i32_e32 vcc, s14, v17
	.loc	1 145 14                        ; triton_corpus.py:145:14
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 145 85                        ; triton_corpus.py:145:85
	v_cmp_gt_i32_e64 s[0:1], s15, v18
	.loc	1 145 14                        ; triton_corpus.py:145:14
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[12:13]
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 145 64                        ; triton_corpus.py:145:64
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 145 14                        ; triton_corpus.py:145:14
	v_lshl_add_u64 v[16:17], v[18:19], 2, v[16:17]
	.loc	1 145 5                         ; triton_corpus.py:145:5
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_27
; %bb.26:
	s_nop 2
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
.LBB0_27:                               ; %.critedge
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 131 10 is_stmt 1              ; triton_corpus.py:131:10
	s_nop 1
	v_or_b32_e32 v0, 16, v18
	.loc	1 145 85                        ; triton_corpus.py:145:85
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 145 64 is_stmt 0              ; triton_corpus.py:145:64
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 145 5                         ; triton_corpus.py:145:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_29
; %bb.28:
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	global_store_dwordx4 v[16:17], v[12:15], off offset:96
.LBB0_29:                               ; %.critedge2
	.loc	1 122 1 is_stmt 1               ; triton_corpus.py:122:1
	s_endpgm
.Ltmp12:
.Lfunc_end0:
	.size	gemm_dma, .Lfunc_end0-gemm_dma
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_dma
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
		.amdhsa_next_free_vgpr 58
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 60
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
	.set .Lgemm_dma.num_vgpr, 58
	.set .Lgemm_dma.num_agpr, 0
	.set .Lgemm_dma.numbered_sgpr, 32
	.set .Lgemm_dma.num_named_barrier, 0
	.set .Lgemm_dma.private_seg_size, 0
	.set .Lgemm_dma.uses_vcc, 1
	.set .Lgemm_dma.uses_flat_scratch, 0
	.set .Lgemm_dma.has_dyn_sized_stack, 0
	.set .Lgemm_dma.has_recursion, 0
	.set .Lgemm_dma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1732
; TotalNumSgprs: 38
; NumVgprs: 58
; NumAgprs: 0
; TotalNumVgprs: 58
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 58
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
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
	.byte	134                             ; DW_AT_call_line
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
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_corpus.py"              ; string offset=7 ; triton_corpus.py
.Linfo_string2:
	.asciz	"/work/main/tools"              ; string offset=24 ; /work/main/tools
.Linfo_string3:
	.asciz	"gemm_dma"                      ; string offset=41 ; gemm_dma
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
    .name:           gemm_dma
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         gemm_dma.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     58
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
