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
; %bb.14:
	.file	1 "/work/main/tools" "triton_corpus.py"
	.loc	1 122 0 prologue_end            ; triton_corpus.py:122:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.15:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	v_and_b32_e32 v24, 0x3ff, v0
	s_load_dwordx2 s[26:27], s[4:5], 0x20
	s_load_dword s34, s[4:5], 0x28
.Ltmp1:
	.loc	1 143 17 is_stmt 1              ; triton_corpus.py:143:17
	v_readfirstlane_b32 s0, v24
	.loc	1 145 5                         ; triton_corpus.py:145:5
	s_bfe_u32 s35, s0, 0x20006
	.loc	1 130 23                        ; triton_corpus.py:130:23
	s_lshl_b32 s18, s35, 6
	s_and_b32 s30, s18, 0x80
	v_lshlrev_b32_e32 v1, 3, v24
	s_bfe_u32 s0, s0, 0x10006
	s_lshr_b32 s1, s30, 3
	.loc	1 130 10 is_stmt 0              ; triton_corpus.py:130:10
	s_lshl_b32 s28, s16, 6
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_and_b32_e32 v2, 56, v1
	v_lshrrev_b32_e32 v0, 2, v0
	s_or_b32 s0, s0, s1
	v_and_or_b32 v25, v0, 14, s0
	.loc	1 130 10                        ; triton_corpus.py:130:10
	v_or_b32_e32 v0, s28, v2
	.loc	1 131 10 is_stmt 1              ; triton_corpus.py:131:10
	s_lshl_b32 s29, s17, 6
.Ltmp2:
	.file	2 "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13                         ; standard.py:43:13 @[ triton_corpus.py:134:23 ]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s19, s26, 63
.Ltmp3:
	.loc	1 131 10                        ; triton_corpus.py:131:10
	v_or_b32_e32 v3, s29, v2
	.loc	1 137 71                        ; triton_corpus.py:137:71
	v_cmp_gt_i32_e64 s[2:3], s14, v0
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cmp_gt_i32 s19, 63
	.loc	1 137 91                        ; triton_corpus.py:137:91
	v_cmp_gt_i32_e32 vcc, s26, v25
	s_mov_b64 s[20:21], s[10:11]
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_or_b32_e32 v26, 32, v25
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cselect_b64 s[24:25], -1, 0
	.loc	1 137 70                        ; triton_corpus.py:137:70
	s_and_b64 s[16:17], s[2:3], vcc
	.loc	1 137 25 is_stmt 0              ; triton_corpus.py:137:25
	v_mad_u64_u32 v[22:23], s[10:11], v25, s27, v[2:3]
	.loc	1 143 91 is_stmt 1              ; triton_corpus.py:143:91
	v_cmp_gt_i32_e64 s[0:1], s15, v3
	.loc	1 137 91                        ; triton_corpus.py:137:91
	v_cmp_gt_i32_e64 s[6:7], s26, v26
	.loc	1 137 25 is_stmt 0              ; triton_corpus.py:137:25
	v_mad_u64_u32 v[20:21], s[10:11], v26, s27, v[2:3]
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_mulk_i32 s35, 0x440
	v_add_lshl_u32 v0, v22, s28, 1
	v_bfrev_b32_e32 v3, 1
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_and_b64 s[16:17], s[24:25], s[16:17]
	.loc	1 137 70                        ; triton_corpus.py:137:70
	s_and_b64 s[22:23], s[2:3], s[6:7]
	.loc	1 137 17 is_stmt 0              ; triton_corpus.py:137:17
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	v_cndmask_b32_e64 v0, v3, v0, s[16:17]
	s_mov_b32 m0, s35
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_and_b64 s[16:17], s[24:25], s[22:23]
	.loc	1 137 17                        ; triton_corpus.py:137:17
	buffer_load_dwordx4 v0, s[8:11], 0 offen lds
	v_add_lshl_u32 v0, v20, s28, 1
	s_add_i32 m0, s35, 0x1100
	v_cndmask_b32_e64 v0, v3, v0, s[16:17]
	.loc	1 143 70                        ; triton_corpus.py:143:70
	s_and_b64 s[16:17], s[0:1], vcc
	.loc	1 143 25 is_stmt 0              ; triton_corpus.py:143:25
	v_mad_u64_u32 v[18:19], s[22:23], v25, s34, v[2:3]
	.loc	1 137 17 is_stmt 1              ; triton_corpus.py:137:17
	buffer_load_dwordx4 v0, s[8:11], 0 offen lds
	.loc	1 143 25                        ; triton_corpus.py:143:25
	v_mad_u64_u32 v[16:17], s[22:23], v26, s34, v[2:3]
	.loc	1 143 17 is_stmt 0              ; triton_corpus.py:143:17
	v_add_lshl_u32 v0, v18, s29, 1
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_and_b64 vcc, s[24:25], s[16:17]
	.loc	1 143 70                        ; triton_corpus.py:143:70
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	1 143 17 is_stmt 0              ; triton_corpus.py:143:17
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s22, s10
	s_mov_b32 s23, s11
	s_add_i32 m0, s35, 0x43c0
	v_cndmask_b32_e32 v0, v3, v0, vcc
	; asyncmark
	buffer_load_dwordx4 v0, s[20:23], 0 offen lds
	v_add_lshl_u32 v0, v16, s29, 1
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_and_b64 vcc, s[24:25], s[6:7]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 m0, s35, 0x54c0
	v_cndmask_b32_e32 v0, v3, v0, vcc
	buffer_load_dwordx4 v0, s[20:23], 0 offen lds
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_mov_b32 s38, 0
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cmpk_gt_i32 s19, 0x7f
	v_lshlrev_b32_e32 v0, 4, v24
	v_and_b32_e32 v1, 24, v1
	v_lshlrev_b32_e32 v3, 8, v24
	v_lshlrev_b32_e32 v2, 1, v24
	; asyncmark
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 137 17                        ; triton_corpus.py:137:17
	v_and_b32_e32 v4, 0x400, v3
	s_movk_i32 s6, 0x280
	s_lshr_b32 s33, s30, 1
	v_and_or_b32 v17, v2, 32, v4
	v_and_or_b32 v19, v0, s6, v1
	v_lshrrev_b32_e32 v21, 4, v4
	s_mov_b64 s[6:7], 0
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $sgpr33
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr21
.LBB0_3:                                ; %Flow23
	s_and_b32 s31, s18, 64
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_8
; %bb.4:                                ; %.lr.ph
.Ltmp4:
	.loc	2 43 12 is_stmt 1               ; standard.py:43:12 @[ triton_corpus.py:134:23 ]
	s_lshr_b32 s39, s19, 6
	v_and_b32_e32 v3, 0x400, v3
	s_lshr_b32 s33, s30, 1
	s_movk_i32 s6, 0x280
	v_and_or_b32 v17, v2, 32, v3
	v_and_or_b32 v19, v0, s6, v1
.Ltmp5:
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cmp_eq_u32 s39, 2
	v_lshrrev_b32_e32 v21, 4, v3
	s_cbranch_scc1 .LBB0_9
; %bb.5:                                ; %.lr.ph.new
	s_add_i32 s39, s39, -1
	v_mov_b32_e32 v0, 0
	s_movk_i32 s37, 0x43c0
	s_and_b32 s36, s39, -2
	v_bfrev_b32_e32 v23, 1
	s_mov_b32 s22, s10
	s_mov_b32 s23, s11
	s_mov_b32 s41, 0
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
	s_mov_b32 s40, 0
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s6, s41, 1
	s_cmp_lt_i32 s6, 2
	s_cselect_b32 s41, s6, 0
	.loc	1 135 14                        ; triton_corpus.py:135:14
	s_lshl_b32 s6, s40, 6
	s_or_b32 s43, s6, 64
	.loc	1 137 25                        ; triton_corpus.py:137:25
	s_mul_i32 s42, s43, s27
	s_add_i32 s44, s42, s28
	.loc	1 137 17 is_stmt 0              ; triton_corpus.py:137:17
	s_lshl_b32 s42, s41, 12
	s_lshr_b32 s45, s42, 4
	.loc	1 135 14 is_stmt 1              ; triton_corpus.py:135:14
	v_or_b32_e32 v27, s43, v25
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_add_i32 s45, s45, s42
	.loc	1 137 91 is_stmt 0              ; triton_corpus.py:137:91
	v_cmp_gt_i32_e32 vcc, s26, v27
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_lshl1_add_u32 s42, s45, 0
	.loc	1 135 14 is_stmt 1              ; triton_corpus.py:135:14
	v_or_b32_e32 v28, s43, v26
	.loc	1 137 70                        ; triton_corpus.py:137:70
	s_and_b64 s[16:17], s[2:3], vcc
	.loc	1 137 17 is_stmt 0              ; triton_corpus.py:137:17
	s_add_i32 s45, s42, s35
	v_add_lshl_u32 v27, s44, v22, 1
	.loc	1 137 91                        ; triton_corpus.py:137:91
	v_cmp_gt_i32_e64 s[6:7], s26, v28
	.loc	1 137 17                        ; triton_corpus.py:137:17
	v_cndmask_b32_e64 v27, v23, v27, s[16:17]
	s_mov_b32 m0, s45
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	.loc	1 137 70                        ; triton_corpus.py:137:70
	s_and_b64 s[18:19], s[2:3], s[6:7]
	.loc	1 137 17                        ; triton_corpus.py:137:17
	buffer_load_dwordx4 v27, s[8:11], 0 offen lds
	v_add_lshl_u32 v27, s44, v20, 1
	s_add_i32 m0, s45, 0x1100
	v_cndmask_b32_e64 v27, v23, v27, s[18:19]
	s_add_i32 s16, s33, s38
	buffer_load_dwordx4 v27, s[8:11], 0 offen lds
	v_add_u32_e32 v27, s16, v17
	.loc	1 143 25 is_stmt 1              ; triton_corpus.py:143:25
	s_mul_i32 s16, s43, s34
	.loc	1 137 17                        ; triton_corpus.py:137:17
	v_add3_u32 v27, v27, v19, v21
	.loc	1 143 25                        ; triton_corpus.py:143:25
	s_add_i32 s16, s16, s29
	; asyncmark
	.loc	1 137 17                        ; triton_corpus.py:137:17
	ds_read_b64_tr_b16 v[28:29], v27
	ds_read_b64_tr_b16 v[30:31], v27 offset:256
	ds_read_b64_tr_b16 v[32:33], v27 offset:2176
	ds_read_b64_tr_b16 v[34:35], v27 offset:2432
	ds_read_b64_tr_b16 v[36:37], v27 offset:4352
	ds_read_b64_tr_b16 v[38:39], v27 offset:4608
	ds_read_b64_tr_b16 v[40:41], v27 offset:6528
	ds_read_b64_tr_b16 v[42:43], v27 offset:6784
	.loc	1 143 70                        ; triton_corpus.py:143:70
	s_and_b64 vcc, s[0:1], vcc
	.loc	1 143 17 is_stmt 0              ; triton_corpus.py:143:17
	v_add_lshl_u32 v27, s16, v18, 1
	s_add_i32 m0, s45, 0x43c0
	v_cndmask_b32_e32 v27, v23, v27, vcc
	.loc	1 143 70                        ; triton_corpus.py:143:70
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	buffer_load_dwordx4 v27, s[20:23], 0 offen lds
	v_add_lshl_u32 v27, s16, v16, 1
	s_add_i32 m0, s45, 0x54c0
	v_cndmask_b32_e64 v27, v23, v27, s[6:7]
	s_add_i32 s6, s31, s37
	buffer_load_dwordx4 v27, s[20:23], 0 offen lds
	v_add_u32_e32 v27, s6, v17
	v_add3_u32 v27, v27, v19, v21
	; asyncmark
	ds_read_b64_tr_b16 v[44:45], v27
	ds_read_b64_tr_b16 v[46:47], v27 offset:256
	ds_read_b64_tr_b16 v[48:49], v27 offset:2176
	ds_read_b64_tr_b16 v[50:51], v27 offset:2432
	ds_read_b64_tr_b16 v[52:53], v27 offset:4352
	ds_read_b64_tr_b16 v[54:55], v27 offset:4608
	ds_read_b64_tr_b16 v[56:57], v27 offset:6528
	ds_read_b64_tr_b16 v[58:59], v27 offset:6784
	.loc	1 144 16 is_stmt 1              ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[44:47], v[28:31], v[0:15]
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_add_i32 s41, s41, 1
	s_cmp_lt_i32 s41, 2
	s_cselect_b32 s41, s41, 0
	s_add_i32 s40, s40, 2
	.loc	1 135 14                        ; triton_corpus.py:135:14
	s_lshl_b32 s37, s40, 6
	.loc	1 137 25                        ; triton_corpus.py:137:25
	s_mul_i32 s38, s37, s27
	s_add_i32 s43, s38, s28
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[48:51], v[32:35], v[0:15]
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_lshl_b32 s38, s41, 12
	s_lshr_b32 s44, s38, 4
	.loc	1 135 14                        ; triton_corpus.py:135:14
	v_or_b32_e32 v27, s37, v25
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_add_i32 s44, s44, s38
	.loc	1 137 91 is_stmt 0              ; triton_corpus.py:137:91
	v_cmp_gt_i32_e32 vcc, s26, v27
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_lshl1_add_u32 s38, s44, 0
	.loc	1 135 14 is_stmt 1              ; triton_corpus.py:135:14
	v_or_b32_e32 v28, s37, v26
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[52:55], v[36:39], v[0:15]
	.loc	1 137 70                        ; triton_corpus.py:137:70
	s_and_b64 s[16:17], s[2:3], vcc
	.loc	1 137 17 is_stmt 0              ; triton_corpus.py:137:17
	s_add_i32 s44, s38, s35
	v_add_lshl_u32 v27, s43, v22, 1
	.loc	1 137 91                        ; triton_corpus.py:137:91
	v_cmp_gt_i32_e64 s[6:7], s26, v28
	.loc	1 137 17                        ; triton_corpus.py:137:17
	v_cndmask_b32_e64 v27, v23, v27, s[16:17]
	s_mov_b32 m0, s44
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	.loc	1 137 70                        ; triton_corpus.py:137:70
	s_and_b64 s[18:19], s[2:3], s[6:7]
	.loc	1 137 17                        ; triton_corpus.py:137:17
	buffer_load_dwordx4 v27, s[8:11], 0 offen lds
	v_add_lshl_u32 v27, s43, v20, 1
	s_add_i32 m0, s44, 0x1100
	v_cndmask_b32_e64 v27, v23, v27, s[18:19]
	buffer_load_dwordx4 v27, s[8:11], 0 offen lds
	v_add_u32_e32 v27, s42, v17
	v_add_u32_e32 v28, s33, v27
	.loc	1 143 25 is_stmt 1              ; triton_corpus.py:143:25
	s_mul_i32 s16, s37, s34
	.loc	1 137 17                        ; triton_corpus.py:137:17
	v_add3_u32 v28, v28, v19, v21
	.loc	1 143 25                        ; triton_corpus.py:143:25
	s_add_i32 s16, s16, s29
	.loc	1 144 16                        ; triton_corpus.py:144:16
	v_mfma_f32_32x32x16_bf16 v[0:15], v[56:59], v[40:43], v[0:15]
	; asyncmark
	.loc	1 137 17                        ; triton_corpus.py:137:17
	ds_read_b64_tr_b16 v[30:31], v28
	ds_read_b64_tr_b16 v[32:33], v28 offset:256
	ds_read_b64_tr_b16 v[34:35], v28 offset:2176
	ds_read_b64_tr_b16 v[36:37], v28 offset:2432
	ds_read_b64_tr_b16 v[38:39], v28 offset:4352
	ds_read_b64_tr_b16 v[40:41], v28 offset:4608
	ds_read_b64_tr_b16 v[42:43], v28 offset:6528
	ds_read_b64_tr_b16 v[44:45], v28 offset:6784
	.loc	1 143 70                        ; triton_corpus.py:143:70
	s_and_b64 vcc, s[0:1], vcc
	.loc	1 143 17 is_stmt 0              ; triton_corpus.py:143:17
	v_add_lshl_u32 v28, s16, v18, 1
	s_add_i32 m0, s44, 0x43c0
	v_cndmask_b32_e32 v28, v23, v28, vcc
	.loc	1 143 70                        ; triton_corpus.py:143:70
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	buffer_load_dwordx4 v28, s[20:23], 0 offen lds
	v_add_lshl_u32 v28, s16, v16, 1
	s_add_i32 m0, s44, 0x54c0
	v_cndmask_b32_e64 v28, v23, v28, s[6:7]
	buffer_load_dwordx4 v28, s[20:23], 0 offen lds
	v_add_u32_e32 v27, s31, v27
	v_add3_u32 v27, v27, v19, v21
	; asyncmark
	ds_read_b64_tr_b16 v[46:47], v27 offset:17344
	ds_read_b64_tr_b16 v[48:49], v27 offset:17600
	ds_read_b64_tr_b16 v[50:51], v27 offset:19520
	ds_read_b64_tr_b16 v[52:53], v27 offset:19776
	ds_read_b64_tr_b16 v[54:55], v27 offset:21696
	ds_read_b64_tr_b16 v[56:57], v27 offset:21952
	ds_read_b64_tr_b16 v[58:59], v27 offset:23872
	ds_read_b64_tr_b16 v[60:61], v27 offset:24128
	.loc	1 144 16 is_stmt 1              ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[46:49], v[30:33], v[0:15]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 s37, s38, 0x43c0
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cmp_lg_u32 s40, s36
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[50:53], v[34:37], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[54:57], v[38:41], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[58:61], v[42:45], v[0:15]
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cbranch_scc1 .LBB0_6
; %bb.7:                                ; %._crit_edge.loopexit.unr-lcssa
	s_bitcmp1_b32 s39, 0
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_10
	s_branch .LBB0_11
.LBB0_8:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	v_mov_b32_e32 v0, 0
	s_movk_i32 s37, 0x43c0
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
	s_branch .LBB0_11
.LBB0_9:
	v_mov_b32_e32 v15, 0
	s_mov_b32 s36, 0
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
	s_mov_b32 s41, 0
	s_cbranch_execz .LBB0_11
.LBB0_10:                               ; %.epil.preheader
	.loc	1 135 14 is_stmt 1              ; triton_corpus.py:135:14
	s_lshl_b32 s6, s36, 6
	s_add_i32 s19, s6, 64
	v_or_b32_e32 v23, s19, v25
	v_or_b32_e32 v25, s19, v26
	.loc	1 137 25                        ; triton_corpus.py:137:25
	s_mul_i32 s16, s19, s27
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_add_i32 s18, s41, 1
	.loc	1 137 91                        ; triton_corpus.py:137:91
	v_cmp_gt_i32_e32 vcc, s26, v23
	v_cmp_gt_i32_e64 s[6:7], s26, v25
	.loc	1 137 25 is_stmt 0              ; triton_corpus.py:137:25
	s_add_i32 s22, s16, s28
	.loc	1 137 17                        ; triton_corpus.py:137:17
	v_add_lshl_u32 v22, s22, v22, 1
	.loc	1 137 70                        ; triton_corpus.py:137:70
	s_and_b64 s[16:17], s[2:3], vcc
	.loc	1 137 17                        ; triton_corpus.py:137:17
	v_add_lshl_u32 v20, s22, v20, 1
	.loc	1 137 70                        ; triton_corpus.py:137:70
	s_and_b64 s[2:3], s[2:3], s[6:7]
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_lshl_b32 s22, s18, 12
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_cmp_lt_i32 s18, 2
	s_cselect_b32 s18, s22, 0
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_lshr_b32 s22, s18, 4
	s_add_i32 s22, s22, s18
	v_bfrev_b32_e32 v23, 1
	s_lshl1_add_u32 s18, s22, 0
	s_add_i32 s26, s18, s35
	v_cndmask_b32_e64 v20, v23, v20, s[2:3]
	.loc	1 143 25                        ; triton_corpus.py:143:25
	s_mul_i32 s2, s19, s34
	.loc	1 137 17                        ; triton_corpus.py:137:17
	v_cndmask_b32_e64 v22, v23, v22, s[16:17]
	s_mov_b32 m0, s26
	.loc	1 143 25                        ; triton_corpus.py:143:25
	s_add_i32 s2, s2, s29
	; wait_asyncmark(0)
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_load_dwordx4 v22, s[8:11], 0 offen lds
	s_add_i32 m0, s26, 0x1100
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_add_lshl_u32 v18, s2, v18, 1
	.loc	1 143 70 is_stmt 0              ; triton_corpus.py:143:70
	s_and_b64 vcc, s[0:1], vcc
	.loc	1 137 17 is_stmt 1              ; triton_corpus.py:137:17
	buffer_load_dwordx4 v20, s[8:11], 0 offen lds
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 m0, s26, 0x43c0
	v_cndmask_b32_e32 v18, v23, v18, vcc
	s_mov_b32 s22, s10
	s_mov_b32 s23, s11
	v_add_lshl_u32 v16, s2, v16, 1
	.loc	1 143 70 is_stmt 0              ; triton_corpus.py:143:70
	s_and_b64 vcc, s[0:1], s[6:7]
	; asyncmark
	.loc	1 143 17                        ; triton_corpus.py:143:17
	buffer_load_dwordx4 v18, s[20:23], 0 offen lds
	s_add_i32 m0, s26, 0x54c0
	v_cndmask_b32_e32 v16, v23, v16, vcc
	buffer_load_dwordx4 v16, s[20:23], 0 offen lds
	.loc	1 137 17 is_stmt 1              ; triton_corpus.py:137:17
	s_add_i32 s0, s33, s38
	v_add_u32_e32 v16, s0, v17
	v_add3_u32 v16, v16, v19, v21
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 s0, s31, s37
	.loc	1 137 17                        ; triton_corpus.py:137:17
	ds_read_b64_tr_b16 v[26:27], v16
	ds_read_b64_tr_b16 v[28:29], v16 offset:256
	ds_read_b64_tr_b16 v[30:31], v16 offset:2176
	ds_read_b64_tr_b16 v[32:33], v16 offset:2432
	ds_read_b64_tr_b16 v[34:35], v16 offset:4352
	ds_read_b64_tr_b16 v[36:37], v16 offset:4608
	ds_read_b64_tr_b16 v[38:39], v16 offset:6528
	ds_read_b64_tr_b16 v[40:41], v16 offset:6784
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_add_u32_e32 v16, s0, v17
	v_add3_u32 v16, v16, v19, v21
	; asyncmark
	ds_read_b64_tr_b16 v[42:43], v16
	ds_read_b64_tr_b16 v[44:45], v16 offset:256
	ds_read_b64_tr_b16 v[46:47], v16 offset:2176
	ds_read_b64_tr_b16 v[48:49], v16 offset:2432
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[42:45], v[26:29], v[0:15]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 s37, s18, 0x43c0
	s_mov_b32 s38, s18
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[46:49], v[30:33], v[0:15]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	ds_read_b64_tr_b16 v[26:27], v16 offset:4352
	ds_read_b64_tr_b16 v[28:29], v16 offset:4608
	ds_read_b64_tr_b16 v[30:31], v16 offset:6528
	ds_read_b64_tr_b16 v[32:33], v16 offset:6784
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[26:29], v[34:37], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[30:33], v[38:41], v[0:15]
.LBB0_11:                               ; %._crit_edge
	.loc	1 0 16 is_stmt 0                ; triton_corpus.py:0:16
	s_load_dword s4, s[4:5], 0x2c
	.loc	1 144 16 is_stmt 1              ; triton_corpus.py:144:16
	s_and_b64 s[0:1], s[24:25], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	; wait_asyncmark(0)
	.loc	1 137 17                        ; triton_corpus.py:137:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_13
; %bb.12:
	.loc	1 0 0 is_stmt 0                 ; triton_corpus.py:0
	s_add_i32 s1, s31, s37
	v_add_u32_e32 v16, s1, v17
	v_add3_u32 v16, v16, v19, v21
	ds_read_b64_tr_b16 v[26:27], v16
	ds_read_b64_tr_b16 v[28:29], v16 offset:256
	s_add_i32 s0, s33, s38
	v_add_u32_e32 v17, s0, v17
	v_add3_u32 v17, v17, v19, v21
	ds_read_b64_tr_b16 v[18:19], v17
	ds_read_b64_tr_b16 v[20:21], v17 offset:256
	ds_read_b64_tr_b16 v[30:31], v17 offset:2176
	ds_read_b64_tr_b16 v[32:33], v17 offset:2432
	ds_read_b64_tr_b16 v[34:35], v16 offset:2176
	ds_read_b64_tr_b16 v[36:37], v16 offset:2432
	.loc	1 144 16 is_stmt 1              ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[26:29], v[18:21], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[34:37], v[30:33], v[0:15]
	.loc	1 0 0 is_stmt 0                 ; triton_corpus.py:0
	ds_read_b64_tr_b16 v[18:19], v16 offset:4352
	ds_read_b64_tr_b16 v[20:21], v16 offset:4608
	ds_read_b64_tr_b16 v[26:27], v17 offset:4352
	ds_read_b64_tr_b16 v[28:29], v17 offset:4608
	ds_read_b64_tr_b16 v[30:31], v17 offset:6528
	ds_read_b64_tr_b16 v[32:33], v17 offset:6784
	ds_read_b64_tr_b16 v[34:35], v16 offset:6528
	ds_read_b64_tr_b16 v[36:37], v16 offset:6784
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[18:21], v[26:29], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[34:37], v[30:33], v[0:15]
.LBB0_13:                               ; %._crit_edge._crit_edge
	.loc	1 130 23 is_stmt 1              ; triton_corpus.py:130:23
	v_lshrrev_b32_e32 v16, 3, v24
	s_lshr_b32 s0, s31, 1
	v_and_or_b32 v16, v16, 4, s0
	v_or_b32_e32 v17, 16, v16
	s_lshr_b32 s0, s30, 2
	.loc	1 131 10                        ; triton_corpus.py:131:10
	v_or_b32_e32 v18, s29, v17
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_and_or_b32 v20, v24, 31, s0
	.loc	1 145 14                        ; triton_corpus.py:145:14
	s_mul_i32 s5, s4, s28
	.loc	1 131 10                        ; triton_corpus.py:131:10
	v_or_b32_e32 v19, s29, v16
	.loc	1 130 10                        ; triton_corpus.py:130:10
	v_or_b32_e32 v21, s28, v20
	.loc	1 145 85                        ; triton_corpus.py:145:85
	v_cmp_gt_i32_e64 s[2:3], s15, v18
	.loc	1 145 14 is_stmt 0              ; triton_corpus.py:145:14
	v_mul_lo_u32 v18, v20, s4
	s_add_i32 s5, s5, s29
	.loc	1 145 65                        ; triton_corpus.py:145:65
	v_cmp_gt_i32_e32 vcc, s14, v21
	.loc	1 145 85                        ; triton_corpus.py:145:85
	v_cmp_gt_i32_e64 s[0:1], s15, v19
	.loc	1 145 14                        ; triton_corpus.py:145:14
	v_add_u32_e32 v18, s5, v18
	v_add_lshl_u32 v16, v18, v16, 2
	.loc	1 145 5                         ; triton_corpus.py:145:5
	v_bfrev_b32_e32 v19, 1
	.loc	1 145 64                        ; triton_corpus.py:145:64
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 145 5                         ; triton_corpus.py:145:5
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_cndmask_b32_e64 v20, v19, v16, s[0:1]
	buffer_store_dwordx4 v[0:3], v20, s[12:15], 0 offen
	.loc	1 145 64                        ; triton_corpus.py:145:64
	s_and_b64 vcc, vcc, s[2:3]
	.loc	1 145 5                         ; triton_corpus.py:145:5
	s_nop 0
	v_add_u32_e32 v0, 32, v16
	v_cndmask_b32_e64 v0, v19, v0, s[0:1]
	buffer_store_dwordx4 v[4:7], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v18, v17, 2
	v_cndmask_b32_e32 v0, v19, v0, vcc
	buffer_store_dwordx4 v[8:11], v0, s[12:15], 0 offen
	v_add_u32_e32 v0, 0x60, v16
	v_cndmask_b32_e32 v0, v19, v0, vcc
	buffer_store_dwordx4 v[12:15], v0, s[12:15], 0 offen
	.loc	1 122 1 is_stmt 1               ; triton_corpus.py:122:1
	s_endpgm
.Ltmp6:
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
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 46
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
	.set .Lgemm_dma.num_vgpr, 62
	.set .Lgemm_dma.num_agpr, 0
	.set .Lgemm_dma.numbered_sgpr, 46
	.set .Lgemm_dma.num_named_barrier, 0
	.set .Lgemm_dma.private_seg_size, 0
	.set .Lgemm_dma.uses_vcc, 1
	.set .Lgemm_dma.uses_flat_scratch, 0
	.set .Lgemm_dma.has_dyn_sized_stack, 0
	.set .Lgemm_dma.has_recursion, 0
	.set .Lgemm_dma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2812
; TotalNumSgprs: 52
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
; NumSGPRsForWavesPerEU: 52
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
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         gemm_dma.kd
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
