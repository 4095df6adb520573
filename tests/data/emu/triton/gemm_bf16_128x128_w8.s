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
	.file	1 "/work/wt-ref/tools" "triton_corpus.py"
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
	v_and_b32_e32 v41, 0x3ff, v0
	s_load_dwordx2 s[18:19], s[4:5], 0x20
	s_load_dword s27, s[4:5], 0x28
.Ltmp1:
	.loc	1 143 17 is_stmt 1              ; triton_corpus.py:143:17
	v_readfirstlane_b32 s0, v41
	.loc	1 145 5                         ; triton_corpus.py:145:5
	s_bfe_u32 s28, s0, 0x30006
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_lshlrev_b32_e32 v3, 3, v41
	v_and_b32_e32 v1, 16, v0
	v_and_b32_e32 v42, 32, v0
	v_lshlrev_b32_e32 v45, 1, v1
	v_lshrrev_b32_e32 v43, 1, v42
	v_and_or_b32 v2, v3, 64, s28
	.loc	1 130 10 is_stmt 0              ; triton_corpus.py:130:10
	s_lshl_b32 s24, s16, 7
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_or3_b32 v4, v2, v43, v45
	s_lshl_b32 s26, s28, 6
	.loc	1 130 10                        ; triton_corpus.py:130:10
	v_or_b32_e32 v6, s24, v4
	.loc	1 131 10 is_stmt 1              ; triton_corpus.py:131:10
	s_lshl_b32 s25, s17, 7
	.loc	1 132 10                        ; triton_corpus.py:132:10
	v_and_b32_e32 v40, 56, v3
.Ltmp2:
	.file	2 "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13                         ; standard.py:43:13 @[ triton_corpus.py:134:23 ]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s31, s18, 63
.Ltmp3:
	.loc	1 139 71                        ; triton_corpus.py:139:71
	v_cmp_gt_i32_e64 s[2:3], s14, v6
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cmp_gt_i32 s31, 63
	.loc	1 139 91                        ; triton_corpus.py:139:91
	v_cmp_gt_i32_e32 vcc, s18, v40
	s_mov_b64 s[20:21], s[10:11]
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_or_b32_e32 v5, 8, v4
	.loc	1 139 25                        ; triton_corpus.py:139:25
	s_mul_i32 s30, s19, s24
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 139 70                        ; triton_corpus.py:139:70
	s_and_b64 s[6:7], s[2:3], vcc
	.loc	1 139 25 is_stmt 0              ; triton_corpus.py:139:25
	v_mad_u64_u32 v[38:39], s[10:11], s19, v4, v[40:41]
	.loc	1 130 23 is_stmt 1              ; triton_corpus.py:130:23
	v_and_b32_e32 v44, 15, v0
	.loc	1 139 25                        ; triton_corpus.py:139:25
	v_mad_u64_u32 v[34:35], s[10:11], s19, v5, v[40:41]
	.loc	1 139 17 is_stmt 0              ; triton_corpus.py:139:17
	s_mul_i32 s29, s28, 0x410
	v_add_lshl_u32 v4, v38, s30, 1
	v_bfrev_b32_e32 v5, 1
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_and_b64 vcc, s[16:17], s[6:7]
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_lshlrev_b32_e32 v2, 3, v44
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	s_add_i32 m0, s29, 0x87c0
	v_cndmask_b32_e32 v4, v5, v4, vcc
	.loc	1 131 10                        ; triton_corpus.py:131:10
	v_or_b32_e32 v7, s25, v2
	.loc	1 132 10                        ; triton_corpus.py:132:10
	v_and_or_b32 v47, v0, 48, s28
	.loc	1 139 17                        ; triton_corpus.py:139:17
	buffer_load_dwordx4 v4, s[8:11], 0 offen lds
	v_add_lshl_u32 v4, v34, s30, 1
	.loc	1 143 91                        ; triton_corpus.py:143:91
	v_cmp_gt_i32_e64 s[0:1], s15, v7
	.loc	1 139 17                        ; triton_corpus.py:139:17
	v_cndmask_b32_e32 v4, v5, v4, vcc
	.loc	1 143 71                        ; triton_corpus.py:143:71
	v_cmp_gt_i32_e32 vcc, s18, v47
	.loc	1 132 10                        ; triton_corpus.py:132:10
	v_or_b32_e32 v0, 8, v47
	.loc	1 143 70                        ; triton_corpus.py:143:70
	s_and_b64 s[6:7], s[0:1], vcc
	.loc	1 143 25 is_stmt 0              ; triton_corpus.py:143:25
	v_mad_u64_u32 v[36:37], s[22:23], v47, s27, v[2:3]
	.loc	1 139 17 is_stmt 1              ; triton_corpus.py:139:17
	s_add_i32 m0, s29, 0xa840
	.loc	1 143 25                        ; triton_corpus.py:143:25
	v_mad_u64_u32 v[32:33], s[22:23], v0, s27, v[2:3]
	.loc	1 143 17 is_stmt 0              ; triton_corpus.py:143:17
	s_mulk_i32 s28, 0x440
	v_add_lshl_u32 v0, v36, s25, 1
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_and_b64 vcc, s[16:17], s[6:7]
	.loc	1 139 17                        ; triton_corpus.py:139:17
	buffer_load_dwordx4 v4, s[8:11], 0 offen lds
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s22, s10
	s_mov_b32 s23, s11
	v_cndmask_b32_e32 v0, v5, v0, vcc
	s_mov_b32 m0, s28
	; asyncmark
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_mov_b32 s33, 0
	.loc	1 143 17                        ; triton_corpus.py:143:17
	buffer_load_dwordx4 v0, s[20:23], 0 offen lds
	v_add_lshl_u32 v0, v32, s25, 1
	s_add_i32 m0, s28, 0x2200
	v_cndmask_b32_e32 v0, v5, v0, vcc
	buffer_load_dwordx4 v0, s[20:23], 0 offen lds
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cmpk_gt_i32 s31, 0x7f
	v_lshlrev_b32_e32 v0, 8, v41
	v_and_b32_e32 v33, 24, v3
	; asyncmark
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_and_b32_e32 v35, 0x2c00, v0
	v_lshrrev_b32_e32 v37, 4, v35
	s_mov_b64 s[6:7], 0
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $vgpr35
                                        ; implicit-def: $vgpr37
.LBB0_3:                                ; %Flow39
	s_and_b32 s19, s26, 0x100
	s_and_b32 s26, s26, 0xc0
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	v_lshlrev_b32_e32 v39, 5, v1
	v_lshlrev_b32_e32 v46, 4, v44
	s_cbranch_scc1 .LBB0_8
; %bb.4:                                ; %.lr.ph
.Ltmp4:
	.loc	2 43 12 is_stmt 1               ; standard.py:43:12 @[ triton_corpus.py:134:23 ]
	s_lshr_b32 s35, s31, 6
	v_and_b32_e32 v35, 0x2c00, v0
	v_lshlrev_b32_e32 v48, 10, v44
.Ltmp5:
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cmp_eq_u32 s35, 2
	v_lshrrev_b32_e32 v37, 4, v35
	s_cbranch_scc1 .LBB0_9
; %bb.5:                                ; %.lr.ph.new
	s_add_i32 s35, s35, -1
	v_mov_b32_e32 v16, 0
	s_mov_b32 s34, 0x87c0
	s_and_b32 s31, s35, -2
	v_bfrev_b32_e32 v49, 1
	s_mov_b32 s22, s10
	s_mov_b32 s23, s11
	s_mov_b32 s37, 0
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v19, v16
	v_mov_b32_e32 v20, v16
	v_mov_b32_e32 v21, v16
	v_mov_b32_e32 v22, v16
	v_mov_b32_e32 v23, v16
	v_mov_b32_e32 v24, v16
	v_mov_b32_e32 v25, v16
	v_mov_b32_e32 v26, v16
	v_mov_b32_e32 v27, v16
	v_mov_b32_e32 v28, v16
	v_mov_b32_e32 v29, v16
	v_mov_b32_e32 v30, v16
	v_mov_b32_e32 v31, v16
	v_mov_b32_e32 v0, v16
	v_mov_b32_e32 v1, v16
	v_mov_b32_e32 v2, v16
	v_mov_b32_e32 v3, v16
	v_mov_b32_e32 v4, v16
	v_mov_b32_e32 v5, v16
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v7, v16
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v10, v16
	v_mov_b32_e32 v11, v16
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v14, v16
	v_mov_b32_e32 v15, v16
	s_mov_b32 s36, 0
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s6, s37, 1
	s_cmp_lt_i32 s6, 2
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_add_u32_e32 v51, s33, v45
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cselect_b32 s33, s6, 0
	.loc	1 135 14                        ; triton_corpus.py:135:14
	s_lshl_b32 s6, s36, 6
	s_or_b32 s6, s6, 64
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_lshl_b32 s7, s33, 13
	v_add_u32_e32 v50, s34, v48
	s_lshl_b32 s34, s33, 14
	.loc	1 135 14                        ; triton_corpus.py:135:14
	v_or_b32_e32 v52, s6, v40
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_lshr_b32 s38, s7, 5
	.loc	1 139 25 is_stmt 0              ; triton_corpus.py:139:25
	s_add_i32 s37, s6, s30
	.loc	1 139 91                        ; triton_corpus.py:139:91
	v_cmp_gt_i32_e32 vcc, s18, v52
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_add_i32 s38, s34, s38
	.loc	1 135 14 is_stmt 1              ; triton_corpus.py:135:14
	v_or_b32_e32 v53, s6, v47
	.loc	1 143 25                        ; triton_corpus.py:143:25
	s_mul_i32 s39, s6, s27
	.loc	1 143 17 is_stmt 0              ; triton_corpus.py:143:17
	s_lshr_b32 s40, s7, 3
	.loc	1 139 17 is_stmt 1              ; triton_corpus.py:139:17
	v_add_lshl_u32 v52, s37, v38, 1
	v_add_lshl_u32 v54, s37, v34, 1
	s_add_i32 s37, s38, s29
	.loc	1 139 70 is_stmt 0              ; triton_corpus.py:139:70
	s_and_b64 vcc, s[2:3], vcc
	.loc	1 143 71 is_stmt 1              ; triton_corpus.py:143:71
	v_cmp_gt_i32_e64 s[6:7], s18, v53
	.loc	1 143 25 is_stmt 0              ; triton_corpus.py:143:25
	s_add_i32 s39, s39, s25
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 s34, s34, s40
	.loc	1 139 17 is_stmt 1              ; triton_corpus.py:139:17
	v_cndmask_b32_e32 v52, v49, v52, vcc
	s_add_i32 m0, s37, 0x87c0
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_add_lshl_u32 v53, s39, v36, 1
	.loc	1 143 70 is_stmt 0              ; triton_corpus.py:143:70
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 s40, s34, s28
	.loc	1 139 17 is_stmt 1              ; triton_corpus.py:139:17
	v_cndmask_b32_e32 v54, v49, v54, vcc
	buffer_load_dwordx4 v52, s[8:11], 0 offen lds
	s_add_i32 m0, s37, 0xa840
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_cndmask_b32_e64 v53, v49, v53, s[6:7]
	.loc	1 139 17                        ; triton_corpus.py:139:17
	buffer_load_dwordx4 v54, s[8:11], 0 offen lds
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_mov_b32 m0, s40
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_add_i32 s33, s33, 1
	; asyncmark
	.loc	1 143 17                        ; triton_corpus.py:143:17
	buffer_load_dwordx4 v53, s[20:23], 0 offen lds
	s_add_i32 m0, s40, 0x2200
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cmp_lt_i32 s33, 2
	.loc	1 139 17                        ; triton_corpus.py:139:17
	v_add3_u32 v50, v50, v39, v43
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_add_lshl_u32 v55, s39, v32, 1
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cselect_b32 s37, s33, 0
	s_add_i32 s36, s36, 2
	.loc	1 139 17                        ; triton_corpus.py:139:17
	v_add3_u32 v50, v50, s19, v46
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_cndmask_b32_e64 v55, v49, v55, s[6:7]
	.loc	1 135 14                        ; triton_corpus.py:135:14
	s_lshl_b32 s6, s36, 6
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_lshl_b32 s7, s37, 13
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_add3_u32 v51, v51, v35, v33
	.loc	1 139 17                        ; triton_corpus.py:139:17
	v_add_u32_e32 v56, s38, v48
	ds_read_b128 v[58:61], v50
	ds_read_b128 v[62:65], v50 offset:32
	ds_read_b128 v[66:69], v50 offset:64
	ds_read_b128 v[70:73], v50 offset:96
	ds_read_b128 v[74:77], v50 offset:128
	ds_read_b128 v[78:81], v50 offset:160
	ds_read_b128 v[82:85], v50 offset:192
	ds_read_b128 v[86:89], v50 offset:224
	s_lshl_b32 s33, s37, 14
	.loc	1 135 14                        ; triton_corpus.py:135:14
	v_or_b32_e32 v50, s6, v40
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_lshr_b32 s38, s7, 5
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_add3_u32 v51, v51, s26, v37
	v_add_u32_e32 v57, s34, v45
	.loc	1 139 25                        ; triton_corpus.py:139:25
	s_add_i32 s34, s6, s30
	.loc	1 139 91 is_stmt 0              ; triton_corpus.py:139:91
	v_cmp_gt_i32_e32 vcc, s18, v50
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_add_i32 s38, s33, s38
	.loc	1 143 17 is_stmt 1              ; triton_corpus.py:143:17
	buffer_load_dwordx4 v55, s[20:23], 0 offen lds
	; asyncmark
	ds_read_b64_tr_b16 v[92:93], v51 offset:4352
	ds_read_b64_tr_b16 v[90:91], v51
	ds_read_b64_tr_b16 v[94:95], v51 offset:256
	ds_read_b64_tr_b16 v[98:99], v51 offset:512
	ds_read_b64_tr_b16 v[102:103], v51 offset:768
	ds_read_b64_tr_b16 v[96:97], v51 offset:4608
	ds_read_b64_tr_b16 v[100:101], v51 offset:4864
	ds_read_b64_tr_b16 v[104:105], v51 offset:5120
	.loc	1 135 14                        ; triton_corpus.py:135:14
	v_or_b32_e32 v51, s6, v47
	.loc	1 143 25                        ; triton_corpus.py:143:25
	s_mul_i32 s39, s6, s27
	.loc	1 143 17 is_stmt 0              ; triton_corpus.py:143:17
	s_lshr_b32 s40, s7, 3
	.loc	1 139 17 is_stmt 1              ; triton_corpus.py:139:17
	v_add_lshl_u32 v50, s34, v38, 1
	v_add_lshl_u32 v53, s34, v34, 1
	s_add_i32 s34, s38, s29
	.loc	1 139 70 is_stmt 0              ; triton_corpus.py:139:70
	s_and_b64 vcc, s[2:3], vcc
	.loc	1 143 71 is_stmt 1              ; triton_corpus.py:143:71
	v_cmp_gt_i32_e64 s[6:7], s18, v51
	.loc	1 143 25 is_stmt 0              ; triton_corpus.py:143:25
	s_add_i32 s39, s39, s25
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 s33, s33, s40
	.loc	1 139 17 is_stmt 1              ; triton_corpus.py:139:17
	v_cndmask_b32_e32 v50, v49, v50, vcc
	s_add_i32 m0, s34, 0x87c0
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_add_lshl_u32 v51, s39, v36, 1
	.loc	1 143 70 is_stmt 0              ; triton_corpus.py:143:70
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 s40, s33, s28
	.loc	1 139 17 is_stmt 1              ; triton_corpus.py:139:17
	v_cndmask_b32_e32 v53, v49, v53, vcc
	buffer_load_dwordx4 v50, s[8:11], 0 offen lds
	s_add_i32 m0, s34, 0xa840
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_add_lshl_u32 v54, s39, v32, 1
	v_cndmask_b32_e64 v51, v49, v51, s[6:7]
	.loc	1 139 17                        ; triton_corpus.py:139:17
	buffer_load_dwordx4 v53, s[8:11], 0 offen lds
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_mov_b32 m0, s40
	v_cndmask_b32_e64 v54, v49, v54, s[6:7]
	; asyncmark
	buffer_load_dwordx4 v51, s[20:23], 0 offen lds
	s_add_i32 m0, s40, 0x2200
	.loc	1 144 16                        ; triton_corpus.py:144:16
	v_mfma_f32_32x32x16_bf16 v[16:31], v[90:93], v[58:61], v[16:31]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	buffer_load_dwordx4 v54, s[20:23], 0 offen lds
	.loc	1 139 17                        ; triton_corpus.py:139:17
	v_add3_u32 v56, v56, v39, v43
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_add3_u32 v57, v57, v35, v33
	.loc	1 139 17                        ; triton_corpus.py:139:17
	v_add3_u32 v52, v56, s19, v46
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_add3_u32 v56, v57, s26, v37
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_add_i32 s34, s38, 0x87c0
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cmp_lg_u32 s36, s31
	.loc	1 144 16                        ; triton_corpus.py:144:16
	v_mfma_f32_32x32x16_bf16 v[0:15], v[90:93], v[74:77], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[94:97], v[62:65], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[94:97], v[78:81], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[98:101], v[66:69], v[16:31]
	.loc	1 139 17                        ; triton_corpus.py:139:17
	ds_read_b128 v[58:61], v52 offset:34752
	ds_read_b128 v[62:65], v52 offset:34784
	ds_read_b128 v[66:69], v52 offset:34816
	ds_read_b128 v[74:77], v52 offset:34848
	ds_read_b128 v[78:81], v52 offset:34880
	.loc	1 144 16                        ; triton_corpus.py:144:16
	v_mfma_f32_32x32x16_bf16 v[0:15], v[98:101], v[82:85], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[102:105], v[70:73], v[16:31]
	.loc	1 139 17                        ; triton_corpus.py:139:17
	ds_read_b128 v[70:73], v52 offset:34912
	ds_read_b128 v[82:85], v52 offset:34944
	ds_read_b128 v[50:53], v52 offset:34976
	; asyncmark
	.loc	1 143 17                        ; triton_corpus.py:143:17
	ds_read_b64_tr_b16 v[90:91], v56 offset:4352
	.loc	1 144 16                        ; triton_corpus.py:144:16
	v_mfma_f32_32x32x16_bf16 v[0:15], v[102:105], v[86:89], v[0:15]
	.loc	1 143 17                        ; triton_corpus.py:143:17
	ds_read_b64_tr_b16 v[88:89], v56
	ds_read_b64_tr_b16 v[92:93], v56 offset:256
	ds_read_b64_tr_b16 v[96:97], v56 offset:512
	ds_read_b64_tr_b16 v[54:55], v56 offset:768
	ds_read_b64_tr_b16 v[94:95], v56 offset:4608
	ds_read_b64_tr_b16 v[98:99], v56 offset:4864
	ds_read_b64_tr_b16 v[56:57], v56 offset:5120
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[88:91], v[58:61], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[88:91], v[78:81], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[92:95], v[62:65], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[92:95], v[70:73], v[0:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[96:99], v[66:69], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[96:99], v[82:85], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[54:57], v[74:77], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[54:57], v[50:53], v[0:15]
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_cbranch_scc1 .LBB0_6
; %bb.7:                                ; %._crit_edge.loopexit.unr-lcssa
	s_bitcmp1_b32 s35, 0
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_10
	s_branch .LBB0_11
.LBB0_8:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	v_mov_b32_e32 v16, 0
	s_mov_b32 s34, 0x87c0
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v19, v16
	v_mov_b32_e32 v20, v16
	v_mov_b32_e32 v21, v16
	v_mov_b32_e32 v22, v16
	v_mov_b32_e32 v23, v16
	v_mov_b32_e32 v24, v16
	v_mov_b32_e32 v25, v16
	v_mov_b32_e32 v26, v16
	v_mov_b32_e32 v27, v16
	v_mov_b32_e32 v28, v16
	v_mov_b32_e32 v29, v16
	v_mov_b32_e32 v30, v16
	v_mov_b32_e32 v31, v16
	v_mov_b32_e32 v0, v16
	v_mov_b32_e32 v1, v16
	v_mov_b32_e32 v2, v16
	v_mov_b32_e32 v3, v16
	v_mov_b32_e32 v4, v16
	v_mov_b32_e32 v5, v16
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v7, v16
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v10, v16
	v_mov_b32_e32 v11, v16
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v14, v16
	v_mov_b32_e32 v15, v16
	s_branch .LBB0_11
.LBB0_9:
	v_mov_b32_e32 v15, 0
	s_mov_b32 s31, 0
	s_mov_b32 s34, 0x87c0
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
	v_mov_b32_e32 v31, v15
	v_mov_b32_e32 v30, v15
	v_mov_b32_e32 v29, v15
	v_mov_b32_e32 v28, v15
	v_mov_b32_e32 v27, v15
	v_mov_b32_e32 v26, v15
	v_mov_b32_e32 v25, v15
	v_mov_b32_e32 v24, v15
	v_mov_b32_e32 v23, v15
	v_mov_b32_e32 v22, v15
	v_mov_b32_e32 v21, v15
	v_mov_b32_e32 v20, v15
	v_mov_b32_e32 v19, v15
	v_mov_b32_e32 v18, v15
	v_mov_b32_e32 v17, v15
	v_mov_b32_e32 v16, v15
	s_mov_b32 s37, 0
	s_cbranch_execz .LBB0_11
.LBB0_10:                               ; %.epil.preheader
	.loc	1 135 14 is_stmt 1              ; triton_corpus.py:135:14
	s_lshl_b32 s7, s31, 6
	s_add_i32 s7, s7, 64
	v_or_b32_e32 v40, s7, v40
	.loc	1 134 5                         ; triton_corpus.py:134:5
	s_add_i32 s6, s37, 1
	.loc	1 139 91                        ; triton_corpus.py:139:91
	v_cmp_gt_i32_e32 vcc, s18, v40
	.loc	1 139 25 is_stmt 0              ; triton_corpus.py:139:25
	s_add_i32 s22, s7, s30
	.loc	1 139 70                        ; triton_corpus.py:139:70
	s_and_b64 vcc, s[2:3], vcc
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_lshl_b32 s2, s6, 13
	.loc	1 134 5 is_stmt 1               ; triton_corpus.py:134:5
	s_cmp_lt_i32 s6, 2
	s_cselect_b32 s2, s2, 0
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_lshl1_add_u32 s3, s2, 0
	s_lshr_b32 s6, s2, 5
	s_add_i32 s6, s3, s6
	v_add_lshl_u32 v38, s22, v38, 1
	v_bfrev_b32_e32 v40, 1
	.loc	1 135 14                        ; triton_corpus.py:135:14
	v_or_b32_e32 v47, s7, v47
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_add_i32 s23, s6, s29
	v_add_lshl_u32 v34, s22, v34, 1
	.loc	1 143 25                        ; triton_corpus.py:143:25
	s_mul_i32 s7, s7, s27
	.loc	1 143 17 is_stmt 0              ; triton_corpus.py:143:17
	s_lshr_b32 s2, s2, 3
	.loc	1 139 17 is_stmt 1              ; triton_corpus.py:139:17
	s_add_i32 m0, s23, 0x87c0
	v_cndmask_b32_e32 v38, v40, v38, vcc
	v_cndmask_b32_e32 v34, v40, v34, vcc
	.loc	1 143 71                        ; triton_corpus.py:143:71
	v_cmp_gt_i32_e32 vcc, s18, v47
	.loc	1 143 25 is_stmt 0              ; triton_corpus.py:143:25
	s_add_i32 s7, s7, s25
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 s2, s3, s2
	; wait_asyncmark(0)
	.loc	1 139 17 is_stmt 1              ; triton_corpus.py:139:17
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_load_dwordx4 v38, s[8:11], 0 offen lds
	s_add_i32 m0, s23, 0xa840
	.loc	1 143 17                        ; triton_corpus.py:143:17
	s_add_i32 s3, s2, s28
	v_add_lshl_u32 v36, s7, v36, 1
	.loc	1 143 70 is_stmt 0              ; triton_corpus.py:143:70
	s_and_b64 vcc, s[0:1], vcc
	.loc	1 139 17 is_stmt 1              ; triton_corpus.py:139:17
	buffer_load_dwordx4 v34, s[8:11], 0 offen lds
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_cndmask_b32_e32 v36, v40, v36, vcc
	s_mov_b32 s22, s10
	s_mov_b32 s23, s11
	s_mov_b32 m0, s3
	v_add_lshl_u32 v32, s7, v32, 1
	; asyncmark
	buffer_load_dwordx4 v36, s[20:23], 0 offen lds
	s_add_i32 m0, s3, 0x2200
	v_cndmask_b32_e32 v32, v40, v32, vcc
	buffer_load_dwordx4 v32, s[20:23], 0 offen lds
	.loc	1 139 17                        ; triton_corpus.py:139:17
	v_add_u32_e32 v34, s34, v48
	v_add3_u32 v34, v34, v39, v43
	v_add3_u32 v34, v34, s19, v46
	ds_read_b128 v[48:51], v34
	ds_read_b128 v[52:55], v34 offset:32
	ds_read_b128 v[56:59], v34 offset:64
	ds_read_b128 v[60:63], v34 offset:96
	ds_read_b128 v[64:67], v34 offset:128
	ds_read_b128 v[68:71], v34 offset:160
	.loc	1 143 17                        ; triton_corpus.py:143:17
	v_add_u32_e32 v32, s33, v45
	v_add3_u32 v32, v32, v35, v33
	v_add3_u32 v32, v32, s26, v37
	.loc	1 139 17                        ; triton_corpus.py:139:17
	ds_read_b128 v[72:75], v34 offset:192
	ds_read_b128 v[76:79], v34 offset:224
	; asyncmark
	.loc	1 143 17                        ; triton_corpus.py:143:17
	ds_read_b64_tr_b16 v[82:83], v32 offset:4352
	ds_read_b64_tr_b16 v[80:81], v32
	ds_read_b64_tr_b16 v[84:85], v32 offset:256
	ds_read_b64_tr_b16 v[88:89], v32 offset:512
	ds_read_b64_tr_b16 v[92:93], v32 offset:768
	ds_read_b64_tr_b16 v[86:87], v32 offset:4608
	ds_read_b64_tr_b16 v[90:91], v32 offset:4864
	ds_read_b64_tr_b16 v[94:95], v32 offset:5120
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[80:83], v[48:51], v[16:31]
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_add_i32 s34, s6, 0x87c0
	s_mov_b32 s33, s2
	.loc	1 144 16                        ; triton_corpus.py:144:16
	v_mfma_f32_32x32x16_bf16 v[0:15], v[80:83], v[64:67], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[84:87], v[52:55], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[84:87], v[68:71], v[0:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[88:91], v[56:59], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[88:91], v[72:75], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[92:95], v[60:63], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[92:95], v[76:79], v[0:15]
.LBB0_11:                               ; %._crit_edge
	.loc	1 0 16 is_stmt 0                ; triton_corpus.py:0:16
	s_load_dword s6, s[4:5], 0x2c
	.loc	1 144 16 is_stmt 1              ; triton_corpus.py:144:16
	s_and_b64 s[0:1], s[16:17], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	; wait_asyncmark(0)
	.loc	1 139 17                        ; triton_corpus.py:139:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_13
; %bb.12:
	.loc	1 0 17 is_stmt 0                ; triton_corpus.py:0:17
	v_add_u32_e32 v32, s33, v45
	v_add3_u32 v32, v32, v35, v33
	.loc	1 139 17                        ; triton_corpus.py:139:17
	v_lshl_add_u32 v33, v44, 10, s34
	v_add3_u32 v32, v32, s26, v37
	v_add3_u32 v33, v33, v39, v43
	ds_read_b64_tr_b16 v[36:37], v32 offset:4352
	ds_read_b64_tr_b16 v[34:35], v32
	ds_read_b64_tr_b16 v[48:49], v32 offset:256
	ds_read_b64_tr_b16 v[52:53], v32 offset:512
	ds_read_b64_tr_b16 v[56:57], v32 offset:768
	v_add3_u32 v33, v33, s19, v46
	ds_read_b128 v[44:47], v33
	ds_read_b64_tr_b16 v[50:51], v32 offset:4608
	ds_read_b64_tr_b16 v[54:55], v32 offset:4864
	ds_read_b64_tr_b16 v[58:59], v32 offset:5120
	ds_read_b128 v[60:63], v33 offset:32
	.loc	1 144 16 is_stmt 1              ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[34:37], v[44:47], v[16:31]
	.loc	1 139 17                        ; triton_corpus.py:139:17
	ds_read_b128 v[44:47], v33 offset:64
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[48:51], v[60:63], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[52:55], v[44:47], v[16:31]
	.loc	1 139 17                        ; triton_corpus.py:139:17
	ds_read_b128 v[44:47], v33 offset:96
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[56:59], v[44:47], v[16:31]
	.loc	1 139 17                        ; triton_corpus.py:139:17
	ds_read_b128 v[44:47], v33 offset:128
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[34:37], v[44:47], v[0:15]
	.loc	1 139 17                        ; triton_corpus.py:139:17
	ds_read_b128 v[34:37], v33 offset:160
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[48:51], v[34:37], v[0:15]
	.loc	1 139 17                        ; triton_corpus.py:139:17
	ds_read_b128 v[34:37], v33 offset:192
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[52:55], v[34:37], v[0:15]
	.loc	1 139 17                        ; triton_corpus.py:139:17
	ds_read_b128 v[32:35], v33 offset:224
	.loc	1 144 16                        ; triton_corpus.py:144:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[56:59], v[32:35], v[0:15]
.LBB0_13:                               ; %._crit_edge._crit_edge
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_lshrrev_b32_e32 v32, 3, v42
	s_lshr_b32 s0, s26, 1
	v_or_b32_e32 v32, s0, v32
	v_or_b32_e32 v33, 16, v32
	s_lshr_b32 s0, s19, 3
	.loc	1 131 10                        ; triton_corpus.py:131:10
	v_or_b32_e32 v34, s25, v33
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_and_or_b32 v36, v41, 31, s0
	.loc	1 145 14                        ; triton_corpus.py:145:14
	s_mul_i32 s7, s6, s24
	.loc	1 131 10                        ; triton_corpus.py:131:10
	v_or_b32_e32 v35, s25, v32
	.loc	1 130 23                        ; triton_corpus.py:130:23
	v_or_b32_e32 v37, 64, v36
	.loc	1 130 10 is_stmt 0              ; triton_corpus.py:130:10
	v_or_b32_e32 v39, s24, v36
	.loc	1 145 85 is_stmt 1              ; triton_corpus.py:145:85
	v_cmp_gt_i32_e64 s[4:5], s15, v34
	.loc	1 145 14 is_stmt 0              ; triton_corpus.py:145:14
	v_mul_lo_u32 v34, v36, s6
	s_add_i32 s7, s7, s25
	.loc	1 145 65                        ; triton_corpus.py:145:65
	v_cmp_gt_i32_e32 vcc, s14, v39
	.loc	1 145 85                        ; triton_corpus.py:145:85
	v_cmp_gt_i32_e64 s[2:3], s15, v35
	.loc	1 145 14                        ; triton_corpus.py:145:14
	v_mul_lo_u32 v35, v37, s6
	v_add_u32_e32 v34, s7, v34
	.loc	1 130 10 is_stmt 1              ; triton_corpus.py:130:10
	v_or_b32_e32 v38, s24, v37
	.loc	1 145 14                        ; triton_corpus.py:145:14
	v_add_u32_e32 v35, s7, v35
	.loc	1 145 5 is_stmt 0               ; triton_corpus.py:145:5
	v_add_lshl_u32 v36, v34, v32, 2
	v_bfrev_b32_e32 v37, 1
	.loc	1 145 64                        ; triton_corpus.py:145:64
	s_and_b64 s[6:7], vcc, s[2:3]
	.loc	1 130 23 is_stmt 1              ; triton_corpus.py:130:23
	v_or_b32_e32 v41, 8, v32
	.loc	1 145 65                        ; triton_corpus.py:145:65
	v_cmp_gt_i32_e64 s[0:1], s14, v38
	.loc	1 145 5 is_stmt 0               ; triton_corpus.py:145:5
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_cndmask_b32_e64 v36, v37, v36, s[6:7]
	buffer_store_dwordx4 v[16:19], v36, s[12:15], 0 offen
	.loc	1 145 64                        ; triton_corpus.py:145:64
	s_and_b64 vcc, vcc, s[4:5]
	.loc	1 130 23 is_stmt 1              ; triton_corpus.py:130:23
	v_or_b32_e32 v40, 24, v32
	.loc	1 145 5                         ; triton_corpus.py:145:5
	v_add_lshl_u32 v16, v34, v41, 2
	v_cndmask_b32_e64 v16, v37, v16, s[6:7]
	buffer_store_dwordx4 v[20:23], v16, s[12:15], 0 offen
	v_add_lshl_u32 v16, v34, v33, 2
	v_cndmask_b32_e32 v16, v37, v16, vcc
	buffer_store_dwordx4 v[24:27], v16, s[12:15], 0 offen
	v_add_lshl_u32 v16, v34, v40, 2
	v_cndmask_b32_e32 v16, v37, v16, vcc
	buffer_store_dwordx4 v[28:31], v16, s[12:15], 0 offen
	v_add_lshl_u32 v16, v35, v32, 2
	.loc	1 145 64 is_stmt 0              ; triton_corpus.py:145:64
	s_and_b64 vcc, s[2:3], s[0:1]
	.loc	1 145 5                         ; triton_corpus.py:145:5
	v_cndmask_b32_e32 v16, v37, v16, vcc
	buffer_store_dwordx4 v[0:3], v16, s[12:15], 0 offen
	s_nop 1
	v_add_lshl_u32 v0, v35, v41, 2
	v_cndmask_b32_e32 v0, v37, v0, vcc
	buffer_store_dwordx4 v[4:7], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v35, v33, 2
	.loc	1 145 64                        ; triton_corpus.py:145:64
	s_and_b64 vcc, s[0:1], s[4:5]
	.loc	1 145 5                         ; triton_corpus.py:145:5
	v_cndmask_b32_e32 v0, v37, v0, vcc
	buffer_store_dwordx4 v[8:11], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v35, v40, 2
	v_cndmask_b32_e32 v0, v37, v0, vcc
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
		.amdhsa_next_free_vgpr 106
		.amdhsa_next_free_sgpr 41
		.amdhsa_accum_offset 108
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
	.set .Lgemm_dma.num_vgpr, 106
	.set .Lgemm_dma.num_agpr, 0
	.set .Lgemm_dma.numbered_sgpr, 41
	.set .Lgemm_dma.num_named_barrier, 0
	.set .Lgemm_dma.private_seg_size, 0
	.set .Lgemm_dma.uses_vcc, 1
	.set .Lgemm_dma.uses_flat_scratch, 0
	.set .Lgemm_dma.has_dyn_sized_stack, 0
	.set .Lgemm_dma.has_recursion, 0
	.set .Lgemm_dma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3260
; TotalNumSgprs: 47
; NumVgprs: 106
; NumAgprs: 0
; TotalNumVgprs: 106
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 47
; NumVGPRsForWavesPerEU: 106
; AccumOffset: 108
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 26
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
	.asciz	"/work/wt-ref/tools"            ; string offset=24 ; /work/wt-ref/tools
.Linfo_string3:
	.asciz	"gemm_dma"                      ; string offset=43 ; gemm_dma
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
    .max_flat_workgroup_size: 512
    .name:           gemm_dma
    .private_segment_fixed_size: 0
    .sgpr_count:     47
    .sgpr_spill_count: 0
    .symbol:         gemm_dma.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     106
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
