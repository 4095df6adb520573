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
; %bb.46:
	.file	1 "/work/main/tools" "triton_corpus.py"
	.loc	1 122 0 prologue_end            ; triton_corpus.py:122:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.47:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx2 s[18:19], s[4:5], 0x20
	v_and_b32_e32 v24, 0x3ff, v0
.Ltmp1:
	.loc	1 130 23 is_stmt 1              ; triton_corpus.py:130:23
	v_and_b32_e32 v5, 56, v0
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_readfirstlane_b32 s0, v24
	.loc	1 145 5                         ; triton_corpus.py:145:5
	s_bfe_u32 s22, s0, 0x20006
	.loc	1 130 10                        ; triton_corpus.py:130:10
	s_lshl_b32 s16, s16, 6
	.loc	1 130 23 is_stmt 0              ; triton_corpus.py:130:23
	v_or_b32_e32 v1, s22, v5
	v_and_b32_e32 v4, 7, v0
	v_and_b32_e32 v25, 63, v0
	v_lshlrev_b32_e32 v26, 3, v4
	.loc	1 130 10                        ; triton_corpus.py:130:10
	v_or_b32_e32 v0, s16, v1
.Ltmp2:
	.file	2 "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13 is_stmt 1               ; standard.py:43:13 @[ triton_corpus.py:134:23 ]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s24, s18, 63
.Ltmp3:
	.loc	1 139 71                        ; triton_corpus.py:139:71
	v_cmp_gt_i32_e32 vcc, s14, v0
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cmp_gt_i32 s24, 63
	.loc	1 139 91                        ; triton_corpus.py:139:91
	v_cmp_gt_i32_e64 s[0:1], s18, v26
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cselect_b64 s[6:7], -1, 0
	.loc	1 139 70                        ; triton_corpus.py:139:70
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 139 33 is_stmt 0              ; triton_corpus.py:139:33
	v_mul_lo_u32 v0, v0, s19
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_and_b64 s[0:1], s[6:7], s[0:1]
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_mul_i32 s21, s22, 0x410
	.loc	1 139 25 is_stmt 0              ; triton_corpus.py:139:25
	v_ashrrev_i32_e32 v1, 31, v0
	s_xor_b64 s[0:1], s[0:1], -1
	v_lshl_add_u32 v6, v25, 4, s21
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.1:                                ; %.critedge4
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v6, v[8:11] offset:17344
; %bb.2:                                ; %Flow41
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_saveexec_b64 s[2:3], s[2:3]
	v_lshl_add_u64 v[16:17], v[0:1], 1, s[8:9]
	v_lshlrev_b32_e32 v2, 1, v26
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 139 25 is_stmt 1              ; triton_corpus.py:139:25
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[8:9], v[16:17], 0, v[2:3]
	.loc	1 139 17 is_stmt 0              ; triton_corpus.py:139:17
	s_add_i32 m0, s21, 0x43c0
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
.LBB0_4:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[2:3]
	.loc	1 139 33 is_stmt 1              ; triton_corpus.py:139:33
	v_lshl_add_u32 v0, s19, 2, v0
	.loc	1 139 25 is_stmt 0              ; triton_corpus.py:139:25
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
; %bb.5:                                ; %.critedge6
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v6, v[8:11] offset:21504
                                        ; implicit-def: $vgpr2
; %bb.6:                                ; %Flow40
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_lshl_add_u64 v[18:19], v[0:1], 1, s[8:9]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 139 25 is_stmt 1              ; triton_corpus.py:139:25
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[0:1], v[18:19], 0, v[2:3]
	.loc	1 139 17 is_stmt 0              ; triton_corpus.py:139:17
	s_add_i32 m0, s21, 0x5400
	s_nop 0
	global_load_lds_dwordx4 v[0:1], off
.LBB0_8:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[0:1]
	.loc	1 130 23 is_stmt 1              ; triton_corpus.py:130:23
	s_lshl_b32 s8, s22, 6
	s_and_b32 s19, s8, 0x80
	s_and_b32 s0, s22, 1
	s_lshr_b32 s1, s19, 3
	v_lshrrev_b32_e32 v0, 2, v5
	s_or_b32 s0, s0, s1
	.loc	1 131 10                        ; triton_corpus.py:131:10
	s_lshl_b32 s17, s17, 6
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_or_b32_e32 v29, s0, v0
	.loc	1 131 10                        ; triton_corpus.py:131:10
	v_or_b32_e32 v0, s17, v26
	.loc	1 143 91                        ; triton_corpus.py:143:91
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 143 71 is_stmt 0              ; triton_corpus.py:143:71
	v_cmp_gt_i32_e64 s[2:3], s18, v29
	.loc	1 143 70                        ; triton_corpus.py:143:70
	s_and_b64 s[2:3], s[0:1], s[2:3]
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_and_b64 s[2:3], s[6:7], s[2:3]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_mulk_i32 s22, 0x440
	.loc	1 143 25 is_stmt 0              ; triton_corpus.py:143:25
	v_ashrrev_i32_e32 v1, 31, v0
	s_xor_b64 s[2:3], s[2:3], -1
	v_lshl_add_u32 v2, v25, 4, s22
	; asyncmark
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_and_saveexec_b64 s[26:27], s[2:3]
	s_xor_b64 s[2:3], exec, s[26:27]
; %bb.9:                                ; %.critedge8
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	ds_write_b128 v2, v[6:9]
; %bb.10:                               ; %Flow38
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_load_dword s23, s[4:5], 0x28
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 143 33 is_stmt 1              ; triton_corpus.py:143:33
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v29, s23
	.loc	1 143 25 is_stmt 0              ; triton_corpus.py:143:25
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[10:11]
	v_lshl_add_u64 v[6:7], v[0:1], 1, v[6:7]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_mov_b32 m0, s22
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
.LBB0_12:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[2:3]
	.loc	1 130 23 is_stmt 1              ; triton_corpus.py:130:23
	v_or_b32_e32 v38, 32, v29
	.loc	1 143 71                        ; triton_corpus.py:143:71
	v_cmp_gt_i32_e64 s[2:3], s18, v38
	.loc	1 143 70 is_stmt 0              ; triton_corpus.py:143:70
	s_and_b64 s[2:3], s[0:1], s[2:3]
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_and_b64 s[2:3], s[6:7], s[2:3]
	s_xor_b64 s[2:3], s[2:3], -1
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_and_saveexec_b64 s[26:27], s[2:3]
	s_xor_b64 s[2:3], exec, s[26:27]
; %bb.13:                               ; %.critedge10
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	ds_write_b128 v2, v[6:9] offset:4352
; %bb.14:                               ; %Flow36
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 143 33 is_stmt 1              ; triton_corpus.py:143:33
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v38, s23
	.loc	1 143 25 is_stmt 0              ; triton_corpus.py:143:25
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[10:11]
	v_lshl_add_u64 v[2:3], v[0:1], 1, v[2:3]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 m0, s22, 0x1100
	s_nop 0
	global_load_lds_dwordx4 v[2:3], off
.LBB0_16:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[2:3]
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_cmpk_gt_i32 s24, 0x7f
	v_lshlrev_b32_e32 v28, 4, v24
	v_lshlrev_b32_e32 v5, 3, v24
	v_lshlrev_b32_e32 v3, 8, v24
	v_lshlrev_b32_e32 v2, 1, v24
	; asyncmark
	s_cbranch_scc1 .LBB0_18
; %bb.17:                               ; %.._crit_edge_crit_edge
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_and_b32_e32 v32, 0x400, v3
	v_and_b32_e32 v30, 0x280, v28
	v_and_b32_e32 v31, 24, v5
	v_and_b32_e32 v33, 32, v2
	v_lshrrev_b32_e32 v36, 4, v32
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_19
.LBB0_18:
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr30
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr33
                                        ; implicit-def: $vgpr36
.LBB0_19:                               ; %Flow33
	s_and_b32 s20, s8, 64
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v27, 32, v24
	s_cselect_b32 s2, 1, 0
	v_mov_b32_e32 v21, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v34, 10, v4
	v_lshrrev_b32_e32 v35, 1, v27
	v_lshlrev_b32_e32 v37, 4, v4
	s_cbranch_scc1 .LBB0_38
; %bb.20:                               ; %.lr.ph
.Ltmp4:
	.loc	2 43 12 is_stmt 1               ; standard.py:43:12 @[ triton_corpus.py:134:23 ]
	s_ashr_i32 s2, s24, 31
	s_lshr_b32 s2, s2, 26
	s_add_i32 s24, s24, s2
	s_ashr_i32 s2, s24, 6
.Ltmp5:
	.loc	1 134 5                         ; triton_corpus.py:134:5
	v_lshl_add_u64 v[22:23], v[0:1], 1, s[10:11]
	v_and_b32_e32 v32, 0x400, v3
	s_max_i32 s25, s2, 2
	v_mov_b32_e32 v0, 0
	v_and_b32_e32 v39, 0x180, v28
	s_lshl_b32 s24, s19, 2
	v_and_b32_e32 v30, 0x280, v28
	v_and_b32_e32 v31, 24, v5
	v_and_b32_e32 v33, 32, v2
	v_lshrrev_b32_e32 v36, 4, v32
	s_mov_b32 s30, 0
	s_movk_i32 s27, 0x43c0
	s_add_i32 s25, s25, -2
	s_xor_b64 s[2:3], vcc, -1
	s_xor_b64 s[0:1], s[0:1], -1
	v_mov_b32_e32 v42, v21
	v_mov_b32_e32 v43, v21
	v_mov_b32_e32 v44, v21
	v_mov_b32_e32 v45, v21
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
	s_mov_b32 s28, 0
	s_branch .LBB0_22
.LBB0_21:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[8:9]
	.loc	1 143 17 is_stmt 1              ; triton_corpus.py:143:17
	v_add3_u32 v20, s30, v33, v30
	v_add3_u32 v20, v20, v31, v32
	v_add3_u32 v20, v20, s20, v36
	; asyncmark
	ds_read_b64_tr_b16 v[62:63], v20
	ds_read_b64_tr_b16 v[64:65], v20 offset:256
	ds_read_b64_tr_b16 v[66:67], v20 offset:2176
	ds_read_b64_tr_b16 v[68:69], v20 offset:2432
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_add_i32 s27, s31, 0x43c0
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[62:65], v[58:61], v[0:15]
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cmp_lg_u32 s28, s25
	s_mov_b32 s30, s10
	s_mov_b32 s28, s29
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[66:69], v[54:57], v[0:15]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	ds_read_b64_tr_b16 v[54:55], v20 offset:4352
	ds_read_b64_tr_b16 v[56:57], v20 offset:4608
	ds_read_b64_tr_b16 v[58:59], v20 offset:6528
	ds_read_b64_tr_b16 v[60:61], v20 offset:6784
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[54:57], v[50:53], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[58:61], v[46:49], v[0:15]
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cbranch_scc0 .LBB0_39
.LBB0_22:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s8, s26, 1
	s_cmp_lt_i32 s8, 2
	s_cselect_b32 s26, s8, 0
	s_add_i32 s29, s28, 1
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_lshl_b32 s34, s26, 12
	.loc	1 135 14                        ; triton_corpus.py:135:14
	s_lshl_b32 s33, s29, 6
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_lshl_b32 s35, s26, 13
	s_lshr_b32 s10, s34, 5
	.loc	1 135 14                        ; triton_corpus.py:135:14
	v_or_b32_e32 v20, s33, v26
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_add_i32 s31, s35, s10
	.loc	1 139 91 is_stmt 0              ; triton_corpus.py:139:91
	v_cmp_le_i32_e32 vcc, s18, v20
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_add_i32 s36, s31, s21
	s_or_b64 s[8:9], s[2:3], vcc
	v_lshl_add_u32 v40, v25, 4, s36
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execnz .LBB0_35
; %bb.23:                               ; %Flow30
                                        ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_lshlrev_b32_e32 v20, 1, v20
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB0_36
.LBB0_24:                               ;   in Loop: Header=BB0_22 Depth=1
	s_or_b64 exec, exec, s[10:11]
	.loc	1 139 17 is_stmt 1              ; triton_corpus.py:139:17
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[8:9], exec, s[10:11]
	s_cbranch_execnz .LBB0_37
.LBB0_25:                               ; %Flow29
                                        ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_27
.LBB0_26:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 139 25 is_stmt 1              ; triton_corpus.py:139:25
	v_lshl_add_u64 v[40:41], v[18:19], 0, v[20:21]
	.loc	1 139 17 is_stmt 0              ; triton_corpus.py:139:17
	s_add_i32 m0, s36, 0x5400
	s_nop 0
	global_load_lds_dwordx4 v[40:41], off
.LBB0_27:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[8:9]
	.loc	1 139 17 is_stmt 1              ; triton_corpus.py:139:17
	s_add_i32 s8, s27, s24
	v_add3_u32 v20, s8, v39, v34
	v_add3_u32 v20, v20, v35, v37
	; asyncmark
	ds_read_b128 v[58:61], v20
	ds_read_b128 v[54:57], v20 offset:32
	ds_read_b128 v[50:53], v20 offset:64
	ds_read_b128 v[46:49], v20 offset:96
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_lshr_b32 s10, s34, 3
	.loc	1 135 14                        ; triton_corpus.py:135:14
	v_or_b32_e32 v40, s33, v29
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 s10, s35, s10
	.loc	1 143 71 is_stmt 0              ; triton_corpus.py:143:71
	v_cmp_le_i32_e32 vcc, s18, v40
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 s11, s10, s22
	s_or_b64 s[8:9], s[0:1], vcc
	v_lshl_add_u32 v20, v25, 4, s11
	s_and_saveexec_b64 s[34:35], s[8:9]
	s_xor_b64 s[8:9], exec, s[34:35]
; %bb.28:                               ; %.critedge16
                                        ;   in Loop: Header=BB0_22 Depth=1
	ds_write_b128 v20, v[42:45]
                                        ; implicit-def: $vgpr40
; %bb.29:                               ; %Flow27
                                        ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_31
; %bb.30:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 143 33 is_stmt 1              ; triton_corpus.py:143:33
	v_mul_lo_u32 v40, v40, s23
	.loc	1 143 25 is_stmt 0              ; triton_corpus.py:143:25
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[40:41], v[40:41], 1, v[22:23]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_mov_b32 m0, s11
	s_nop 0
	global_load_lds_dwordx4 v[40:41], off
.LBB0_31:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_or_b64 exec, exec, s[8:9]
	.loc	1 135 14 is_stmt 1              ; triton_corpus.py:135:14
	v_or_b32_e32 v40, s33, v38
	.loc	1 143 71                        ; triton_corpus.py:143:71
	v_cmp_le_i32_e32 vcc, s18, v40
	s_or_b64 s[8:9], s[0:1], vcc
	.loc	1 143 17 is_stmt 0              ; triton_corpus.py:143:17
	s_and_saveexec_b64 s[34:35], s[8:9]
	s_xor_b64 s[8:9], exec, s[34:35]
; %bb.32:                               ; %.critedge18
                                        ;   in Loop: Header=BB0_22 Depth=1
	ds_write_b128 v20, v[42:45] offset:4352
                                        ; implicit-def: $vgpr40
; %bb.33:                               ; %Flow
                                        ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 0 17                          ; triton_corpus.py:0:17
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_21
; %bb.34:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 143 33 is_stmt 1              ; triton_corpus.py:143:33
	v_mul_lo_u32 v40, v40, s23
	.loc	1 143 25 is_stmt 0              ; triton_corpus.py:143:25
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[40:41], v[40:41], 1, v[22:23]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 m0, s11, 0x1100
	s_nop 0
	global_load_lds_dwordx4 v[40:41], off
	s_branch .LBB0_21
.LBB0_35:                               ; %.critedge12
                                        ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 139 17 is_stmt 1              ; triton_corpus.py:139:17
	ds_write_b128 v40, v[42:45] offset:17344
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_lshlrev_b32_e32 v20, 1, v20
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB0_24
.LBB0_36:                               ;   in Loop: Header=BB0_22 Depth=1
	.loc	1 139 25                        ; triton_corpus.py:139:25
	v_lshl_add_u64 v[46:47], v[16:17], 0, v[20:21]
	.loc	1 139 17 is_stmt 0              ; triton_corpus.py:139:17
	s_add_i32 m0, s36, 0x43c0
	s_nop 0
	global_load_lds_dwordx4 v[46:47], off
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[8:9], exec, s[10:11]
	s_cbranch_execz .LBB0_25
.LBB0_37:                               ; %.critedge14
                                        ;   in Loop: Header=BB0_22 Depth=1
	ds_write_b128 v40, v[42:45] offset:21504
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execnz .LBB0_26
	s_branch .LBB0_27
.LBB0_38:
	.loc	1 0 17                          ; triton_corpus.py:0:17
	v_mov_b32_e32 v15, 0
	s_mov_b32 s10, 0
	s_movk_i32 s27, 0x43c0
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
.LBB0_39:                               ; %Flow34
	.loc	1 143 17 is_stmt 1              ; triton_corpus.py:143:17
	v_add3_u32 v16, s10, v33, v30
	v_add3_u32 v16, v16, v31, v32
	v_add3_u32 v18, v16, s20, v36
	; wait_asyncmark(0)
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	.loc	1 143 17                        ; triton_corpus.py:143:17
	ds_read_b64_tr_b16 v[30:31], v18
	ds_read_b64_tr_b16 v[32:33], v18 offset:256
	ds_read_b64_tr_b16 v[38:39], v18 offset:2176
	ds_read_b64_tr_b16 v[40:41], v18 offset:2432
	ds_read_b64_tr_b16 v[20:21], v18 offset:4352
	ds_read_b64_tr_b16 v[22:23], v18 offset:4608
	ds_read_b64_tr_b16 v[16:17], v18 offset:6528
	ds_read_b64_tr_b16 v[18:19], v18 offset:6784
	s_load_dword s2, s[4:5], 0x2c
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_and_b64 s[0:1], s[6:7], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	.loc	1 139 17                        ; triton_corpus.py:139:17
	v_and_b32_e32 v25, 0x180, v28
	s_lshl2_add_u32 s0, s19, s27
	v_add3_u32 v25, s0, v25, v34
	v_add3_u32 v25, v25, v35, v37
	ds_read_b128 v[34:37], v25
	ds_read_b128 v[42:45], v25 offset:32
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[30:33], v[34:37], v[0:15]
	.loc	1 139 17                        ; triton_corpus.py:139:17
	ds_read_b128 v[28:31], v25 offset:64
	.loc	1 144 16                        ; triton_corpus.py:144:16
	v_mfma_f32_32x32x16_bf16 v[0:15], v[38:41], v[42:45], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[20:23], v[28:31], v[0:15]
	.loc	1 139 17                        ; triton_corpus.py:139:17
	ds_read_b128 v[20:23], v25 offset:96
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[16:19], v[20:23], v[0:15]
.LBB0_41:                               ; %._crit_edge._crit_edge
	.loc	1 130 23                        ; triton_corpus.py:130:23
	s_lshr_b32 s0, s19, 2
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v16, 3, v27
	s_lshr_b32 s1, s20, 1
	.loc	1 130 10 is_stmt 0              ; triton_corpus.py:130:10
	v_and_or_b32 v17, v24, 31, s0
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_or_b32_e32 v16, s1, v16
	.loc	1 130 10                        ; triton_corpus.py:130:10
	v_or_b32_e32 v17, s16, v17
	.loc	1 131 10 is_stmt 1              ; triton_corpus.py:131:10
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
	s_cbranch_execz .LBB0_43
; %bb.42:
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
.LBB0_43:                               ; %.critedge
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 131 10 is_stmt 1              ; triton_corpus.py:131:10
	v_or_b32_e32 v0, 16, v18
	.loc	1 145 85                        ; triton_corpus.py:145:85
	v_cmp_gt_i32_e64 s[0:1], s15, v0
	.loc	1 145 64 is_stmt 0              ; triton_corpus.py:145:64
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 145 5                         ; triton_corpus.py:145:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_45
; %bb.44:
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	global_store_dwordx4 v[16:17], v[12:15], off offset:96
.LBB0_45:                               ; %.critedge2
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
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 37
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
	.set .Lgemm_dma.num_vgpr, 70
	.set .Lgemm_dma.num_agpr, 0
	.set .Lgemm_dma.numbered_sgpr, 37
	.set .Lgemm_dma.num_named_barrier, 0
	.set .Lgemm_dma.private_seg_size, 0
	.set .Lgemm_dma.uses_vcc, 1
	.set .Lgemm_dma.uses_flat_scratch, 0
	.set .Lgemm_dma.has_dyn_sized_stack, 0
	.set .Lgemm_dma.has_recursion, 0
	.set .Lgemm_dma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2248
; TotalNumSgprs: 43
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
; NumSGPRsForWavesPerEU: 43
; NumVGPRsForWavesPerEU: 70
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
    .sgpr_count:     43
    .sgpr_spill_count: 0
    .symbol:         gemm_dma.kd
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
