	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	scatter_add                     ; -- Begin function scatter_add
	.p2align	8
	.type	scatter_add,@function
scatter_add:                            ; @scatter_add
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.105:
	.file	1 "/work/wt/emucorpus/tools" "triton_corpus.py"
	.loc	1 270 0 prologue_end            ; triton_corpus.py:270:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.106:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 277 43 is_stmt 1              ; triton_corpus.py:277:43
	v_readfirstlane_b32 s0, v0
	.loc	1 274 10                        ; triton_corpus.py:274:10
	s_lshl_b32 s1, s14, 4
	.loc	1 274 21 is_stmt 0              ; triton_corpus.py:274:21
	s_lshr_b32 s0, s0, 6
	.loc	1 274 10                        ; triton_corpus.py:274:10
	s_or_b32 s18, s0, s1
	.loc	1 276 39 is_stmt 1              ; triton_corpus.py:276:39
	s_cmp_lt_i32 s18, s8
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 276 20 is_stmt 0              ; triton_corpus.py:276:20
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[0:1], s[18:19], 2
	s_add_u32 s22, s4, s0
	s_addc_u32 s23, s5, s1
	.loc	1 276 39                        ; triton_corpus.py:276:39
	s_cmp_ge_i32 s18, s8
	s_mov_b32 s35, 0
	s_mov_b32 s9, 0
	.loc	1 276 12                        ; triton_corpus.py:276:12
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_load_dword s9, s[22:23], 0x0
.LBB0_2:
	.loc	1 274 10 is_stmt 1              ; triton_corpus.py:274:10
	s_or_b32 s37, s18, 2
	.loc	1 276 39                        ; triton_corpus.py:276:39
	s_cmp_lt_i32 s37, s8
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_ge_i32 s37, s8
	.loc	1 276 12 is_stmt 0              ; triton_corpus.py:276:12
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	s_load_dword s35, s[22:23], 0x8
.LBB0_4:
	.loc	1 274 10 is_stmt 1              ; triton_corpus.py:274:10
	s_or_b32 s36, s18, 4
	.loc	1 276 39                        ; triton_corpus.py:276:39
	s_cmp_lt_i32 s36, s8
	s_mov_b32 s33, 0
	s_cselect_b64 s[12:13], -1, 0
	s_cmp_ge_i32 s36, s8
	s_mov_b32 s34, 0
	.loc	1 276 12 is_stmt 0              ; triton_corpus.py:276:12
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	s_load_dword s34, s[22:23], 0x10
.LBB0_6:
	.loc	1 274 10 is_stmt 1              ; triton_corpus.py:274:10
	s_or_b32 s27, s18, 6
	.loc	1 276 39                        ; triton_corpus.py:276:39
	s_cmp_lt_i32 s27, s8
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_ge_i32 s27, s8
	.loc	1 276 12 is_stmt 0              ; triton_corpus.py:276:12
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	s_load_dword s33, s[22:23], 0x18
.LBB0_8:
	.loc	1 274 10 is_stmt 1              ; triton_corpus.py:274:10
	s_or_b32 s26, s18, 8
	.loc	1 276 39                        ; triton_corpus.py:276:39
	s_cmp_lt_i32 s26, s8
	s_mov_b32 s30, 0
	s_cselect_b64 s[20:21], -1, 0
	s_cmp_ge_i32 s26, s8
	s_mov_b32 s31, 0
	.loc	1 276 12 is_stmt 0              ; triton_corpus.py:276:12
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	s_load_dword s31, s[22:23], 0x20
.LBB0_10:
	.loc	1 274 10 is_stmt 1              ; triton_corpus.py:274:10
	s_or_b32 s25, s18, 10
	.loc	1 276 39                        ; triton_corpus.py:276:39
	s_cmp_lt_i32 s25, s8
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_ge_i32 s25, s8
	.loc	1 276 12 is_stmt 0              ; triton_corpus.py:276:12
	s_cbranch_scc1 .LBB0_12
; %bb.11:
	s_load_dword s30, s[22:23], 0x28
.LBB0_12:
	.loc	1 274 10 is_stmt 1              ; triton_corpus.py:274:10
	s_or_b32 s24, s18, 12
	.loc	1 276 39                        ; triton_corpus.py:276:39
	s_cmp_lt_i32 s24, s8
	s_mov_b32 s28, 0
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_ge_i32 s24, s8
	s_mov_b32 s29, 0
	.loc	1 276 12 is_stmt 0              ; triton_corpus.py:276:12
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	s_load_dword s29, s[22:23], 0x30
.LBB0_14:
	.loc	1 274 10 is_stmt 1              ; triton_corpus.py:274:10
	s_or_b32 s19, s18, 14
	.loc	1 276 39                        ; triton_corpus.py:276:39
	s_cmp_lt_i32 s19, s8
	s_cselect_b64 vcc, -1, 0
	s_cmp_ge_i32 s19, s8
	.loc	1 276 12 is_stmt 0              ; triton_corpus.py:276:12
	s_cbranch_scc1 .LBB0_16
; %bb.15:
	s_load_dword s28, s[22:23], 0x38
.LBB0_16:
	.loc	1 277 9 is_stmt 1               ; triton_corpus.py:277:9
	s_and_b64 s[22:23], s[16:17], exec
	.loc	1 274 21                        ; triton_corpus.py:274:21
	v_and_b32_e32 v1, 63, v0
	.loc	1 277 9                         ; triton_corpus.py:277:9
	s_cselect_b32 s8, 1, 0
	v_mov_b32_e32 v17, 0
	s_cmp_lg_u32 s8, 1
	v_lshlrev_b32_e32 v2, 1, v1
	v_mov_b32_e32 v8, v17
	s_cbranch_scc1 .LBB0_18
; %bb.17:
	.loc	1 0 9 is_stmt 0                 ; triton_corpus.py:0:9
	s_lshl_b32 s22, s18, 6
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 277 9                         ; triton_corpus.py:277:9
	global_load_ushort v8, v2, s[22:23]
.LBB0_18:
	s_and_b64 s[22:23], s[14:15], exec
	s_cselect_b32 s8, 1, 0
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	.loc	1 277 25                        ; triton_corpus.py:277:25
	s_lshl_b32 s22, s37, 6
	.loc	1 277 17                        ; triton_corpus.py:277:17
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 277 9                         ; triton_corpus.py:277:9
	global_load_ushort v17, v2, s[22:23]
.LBB0_20:
	s_and_b64 s[22:23], s[12:13], exec
	s_cselect_b32 s8, 1, 0
	v_mov_b32_e32 v15, 0
	s_cmp_lg_u32 s8, 1
	v_mov_b32_e32 v16, v15
	s_cbranch_scc1 .LBB0_22
; %bb.21:
	.loc	1 277 25                        ; triton_corpus.py:277:25
	s_lshl_b32 s22, s36, 6
	.loc	1 277 17                        ; triton_corpus.py:277:17
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 277 9                         ; triton_corpus.py:277:9
	global_load_ushort v16, v2, s[22:23]
.LBB0_22:
	s_and_b64 s[22:23], s[10:11], exec
	s_cselect_b32 s8, 1, 0
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_24
; %bb.23:
	.loc	1 277 25                        ; triton_corpus.py:277:25
	s_lshl_b32 s22, s27, 6
	.loc	1 277 17                        ; triton_corpus.py:277:17
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 277 9                         ; triton_corpus.py:277:9
	global_load_ushort v15, v2, s[22:23]
.LBB0_24:
	s_and_b64 s[22:23], s[20:21], exec
	s_cselect_b32 s8, 1, 0
	v_mov_b32_e32 v13, 0
	s_cmp_lg_u32 s8, 1
	v_mov_b32_e32 v14, v13
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	.loc	1 277 25                        ; triton_corpus.py:277:25
	s_lshl_b32 s22, s26, 6
	.loc	1 277 17                        ; triton_corpus.py:277:17
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 277 9                         ; triton_corpus.py:277:9
	global_load_ushort v14, v2, s[22:23]
.LBB0_26:
	s_and_b64 s[22:23], s[4:5], exec
	s_cselect_b32 s8, 1, 0
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_28
; %bb.27:
	.loc	1 277 25                        ; triton_corpus.py:277:25
	s_lshl_b32 s22, s25, 6
	.loc	1 277 17                        ; triton_corpus.py:277:17
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 277 9                         ; triton_corpus.py:277:9
	global_load_ushort v13, v2, s[22:23]
.LBB0_28:
	s_and_b64 s[22:23], s[0:1], exec
	s_cselect_b32 s8, 1, 0
	v_mov_b32_e32 v10, 0
	s_cmp_lg_u32 s8, 1
	v_mov_b32_e32 v11, v10
	s_cbranch_scc1 .LBB0_30
; %bb.29:
	.loc	1 277 25                        ; triton_corpus.py:277:25
	s_lshl_b32 s22, s24, 6
	.loc	1 277 17                        ; triton_corpus.py:277:17
	s_ashr_i32 s23, s22, 31
	s_lshl_b64 s[22:23], s[22:23], 1
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 277 9                         ; triton_corpus.py:277:9
	global_load_ushort v11, v2, s[22:23]
.LBB0_30:
	s_and_b64 s[22:23], vcc, exec
	s_cselect_b32 s8, 1, 0
	s_cmp_lg_u32 s8, 1
	v_mov_b32_e32 v1, 0
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	.loc	1 277 25                        ; triton_corpus.py:277:25
	s_lshl_b32 s18, s19, 6
	.loc	1 277 17                        ; triton_corpus.py:277:17
	s_ashr_i32 s19, s18, 31
	s_lshl_b64 s[18:19], s[18:19], 1
	s_add_u32 s2, s2, s18
	s_addc_u32 s3, s3, s19
	.loc	1 277 9                         ; triton_corpus.py:277:9
	global_load_ushort v10, v2, s[2:3]
.LBB0_32:
	.loc	1 278 27 is_stmt 1              ; triton_corpus.py:278:27
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s2, s9, 6
	.loc	1 278 19 is_stmt 0              ; triton_corpus.py:278:19
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_mov_b32_e32 v3, v1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_and_b32_e32 v9, 1, v0
	.loc	1 278 19                        ; triton_corpus.py:278:19
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[2:3]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_mov_b32 s36, 0x5040100
	v_lshlrev_b32_e32 v12, 4, v9
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0)
	v_perm_b32 v0, v8, v8, s36
	v_lshlrev_b32_e64 v18, v12, s2
	v_and_b32_e32 v0, v18, v0
	v_cndmask_b32_e64 v5, -1, v7, s[16:17]
	v_cndmask_b32_e64 v4, -1, v6, s[16:17]
	v_cndmask_b32_e64 v3, 0, v0, s[16:17]
	v_mov_b32_e32 v0, 0
	v_mov_b32_dpp v1, v5 row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_e32 v8, 0
	v_mov_b32_dpp v0, v4 row_shl:1 row_mask:0xf bank_mask:0xf
	v_cmp_ne_u64_e64 s[18:19], -1, v[0:1]
	s_or_b64 s[8:9], s[16:17], s[18:19]
	v_cmp_eq_u32_e64 s[2:3], 0, v9
	v_mov_b32_dpp v8, v3 row_shl:1 row_mask:0xf bank_mask:0xf
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_saveexec_b64 s[24:25], s[8:9]
	s_cbranch_execz .LBB0_41
; %bb.33:
	v_lshl_add_u64 v[20:21], v[4:5], 0, 2
	v_cmp_eq_u64_e64 s[8:9], v[20:21], v[0:1]
	v_and_b32_e32 v20, 3, v4
	v_mov_b32_e32 v21, 0
	v_cmp_eq_u64_e64 s[22:23], 0, v[20:21]
	s_and_b64 s[8:9], s[22:23], s[8:9]
	s_and_b64 s[8:9], s[16:17], s[8:9]
	v_cndmask_b32_e64 v7, v1, v7, s[16:17]
	s_and_b64 s[8:9], s[18:19], s[8:9]
	v_or_b32_e32 v3, v8, v3
	v_cndmask_b32_e64 v8, v0, v6, s[16:17]
	v_mov_b32_e32 v9, v7
	s_mov_b64 s[26:27], 0
	s_xor_b64 s[8:9], s[8:9], -1
	s_and_saveexec_b64 s[16:17], s[8:9]
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_39
; %bb.34:
	v_and_b32_e32 v6, -4, v8
	global_load_dword v9, v[6:7], off
	v_and_b32_e32 v8, 3, v8
	v_lshlrev_b32_e32 v19, 3, v8
	s_mov_b32 s8, 0xffff
	v_lshlrev_b32_e64 v8, v19, s8
	v_not_b32_e32 v20, v8
	v_lshlrev_b32_e32 v21, 16, v3
	.loc	1 0 5                           ; :0:5
.Ltmp2:
	.p2align	5, , 4
.LBB0_35:                               ; %atomicrmw.start10
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v8, v19, v9 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v8, v8, v21
	v_cvt_pk_bf16_f32 v8, v8, s0
	v_lshlrev_b32_sdwa v8, v19, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v8, v9, v20, v8
	global_atomic_cmpswap v8, v[6:7], v[8:9], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[8:9], v8, v9
	s_or_b64 s[26:27], s[8:9], s[26:27]
	v_mov_b32_e32 v9, v8
	s_andn2_b64 exec, exec, s[26:27]
	s_cbranch_execnz .LBB0_35
; %bb.36:                               ; %atomicrmw.end9
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[26:27]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_cndmask_b32_e64 v4, v4, v0, s[18:19]
	v_cndmask_b32_e64 v1, v5, v1, s[18:19]
	v_and_b32_e32 v0, -4, v4
	global_load_dword v5, v[0:1], off
	v_lshrrev_b32_e32 v7, 16, v3
	v_and_b32_e32 v3, 3, v4
	v_lshlrev_b32_e32 v3, 3, v3
	s_mov_b32 s8, 0xffff
	v_lshlrev_b32_e64 v4, v3, s8
	v_not_b32_e32 v6, v4
	s_mov_b64 s[18:19], 0
	v_lshlrev_b32_e32 v7, 16, v7
	.loc	1 0 5                           ; :0:5
.Ltmp3:
	.p2align	5, , 4
.LBB0_37:                               ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v4, v3, v5 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v4, v4, v7
	v_cvt_pk_bf16_f32 v4, v4, s0
	v_lshlrev_b32_sdwa v4, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v4, v5, v6, v4
	global_atomic_cmpswap v4, v[0:1], v[4:5], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[8:9], v4, v5
	s_or_b64 s[18:19], s[8:9], s[18:19]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB0_37
; %bb.38:                               ; %atomicrmw.end
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[18:19]
                                        ; implicit-def: $vgpr8_vgpr9
                                        ; implicit-def: $vgpr3
.LBB0_39:                               ; %Flow315
	s_andn2_saveexec_b64 s[8:9], s[16:17]
	s_cbranch_execz .LBB0_41
; %bb.40:
	.loc	1 278 5 is_stmt 1               ; triton_corpus.py:278:5
	global_atomic_pk_add_bf16 v[8:9], v3, off
.LBB0_41:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[24:25]
	.loc	1 278 27 is_stmt 1              ; triton_corpus.py:278:27
	s_lshl_b32 s8, s35, 6
	.loc	1 278 19 is_stmt 0              ; triton_corpus.py:278:19
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_mov_b32_e32 v3, 0
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_perm_b32 v4, v17, v17, s36
	.loc	1 278 19                        ; triton_corpus.py:278:19
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[2:3]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_and_b32_e32 v4, v18, v4
	v_cndmask_b32_e64 v1, -1, v7, s[14:15]
	v_cndmask_b32_e64 v0, -1, v6, s[14:15]
	v_cndmask_b32_e64 v8, 0, v4, s[14:15]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_dpp v4, v0 row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v5, v1 row_shl:1 row_mask:0xf bank_mask:0xf
	v_cmp_ne_u64_e64 s[16:17], -1, v[4:5]
	s_or_b64 s[8:9], s[14:15], s[16:17]
	v_mov_b32_dpp v9, v8 row_shl:1 row_mask:0xf bank_mask:0xf
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_cbranch_execz .LBB0_50
; %bb.42:
	v_lshl_add_u64 v[18:19], v[0:1], 0, 2
	v_cmp_eq_u64_e64 s[8:9], v[18:19], v[4:5]
	v_and_b32_e32 v18, 3, v0
	v_mov_b32_e32 v19, v3
	v_cmp_eq_u64_e64 s[18:19], 0, v[18:19]
	s_and_b64 s[8:9], s[18:19], s[8:9]
	s_and_b64 s[8:9], s[14:15], s[8:9]
	v_cndmask_b32_e64 v7, v5, v7, s[14:15]
	s_and_b64 s[8:9], s[16:17], s[8:9]
	v_or_b32_e32 v17, v9, v8
	v_cndmask_b32_e64 v8, v4, v6, s[14:15]
	v_mov_b32_e32 v9, v7
	s_mov_b64 s[24:25], 0
	s_xor_b64 s[8:9], s[8:9], -1
	s_and_saveexec_b64 s[14:15], s[8:9]
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB0_48
; %bb.43:
	v_and_b32_e32 v6, -4, v8
	global_load_dword v9, v[6:7], off
	v_and_b32_e32 v8, 3, v8
	v_lshlrev_b32_e32 v18, 3, v8
	s_mov_b32 s8, 0xffff
	v_lshlrev_b32_e64 v8, v18, s8
	v_not_b32_e32 v19, v8
	v_lshlrev_b32_e32 v20, 16, v17
	.loc	1 0 5                           ; :0:5
.Ltmp4:
	.p2align	5, , 4
.LBB0_44:                               ; %atomicrmw.start48
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v8, v18, v9 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v8, v8, v20
	v_cvt_pk_bf16_f32 v8, v8, s0
	v_lshlrev_b32_sdwa v8, v18, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v8, v9, v19, v8
	global_atomic_cmpswap v8, v[6:7], v[8:9], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[8:9], v8, v9
	s_or_b64 s[24:25], s[8:9], s[24:25]
	v_mov_b32_e32 v9, v8
	s_andn2_b64 exec, exec, s[24:25]
	s_cbranch_execnz .LBB0_44
; %bb.45:                               ; %atomicrmw.end47
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[24:25]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_cndmask_b32_e64 v4, v0, v4, s[16:17]
	v_cndmask_b32_e64 v1, v1, v5, s[16:17]
	v_and_b32_e32 v0, -4, v4
	global_load_dword v5, v[0:1], off
	v_and_b32_e32 v4, 3, v4
	v_lshlrev_b32_e32 v6, 3, v4
	s_mov_b32 s8, 0xffff
	v_lshrrev_b32_e32 v8, 16, v17
	v_lshlrev_b32_e64 v4, v6, s8
	v_not_b32_e32 v7, v4
	s_mov_b64 s[16:17], 0
	v_lshlrev_b32_e32 v8, 16, v8
	.loc	1 0 5                           ; :0:5
.Ltmp5:
	.p2align	5, , 4
.LBB0_46:                               ; %atomicrmw.start29
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v4, v6, v5 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v4, v4, v8
	v_cvt_pk_bf16_f32 v4, v4, s0
	v_lshlrev_b32_sdwa v4, v6, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v4, v5, v7, v4
	global_atomic_cmpswap v4, v[0:1], v[4:5], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[8:9], v4, v5
	s_or_b64 s[16:17], s[8:9], s[16:17]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB0_46
; %bb.47:                               ; %atomicrmw.end28
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[16:17]
                                        ; implicit-def: $vgpr8_vgpr9
                                        ; implicit-def: $vgpr17
.LBB0_48:                               ; %Flow312
	s_andn2_saveexec_b64 s[8:9], s[14:15]
	s_cbranch_execz .LBB0_50
; %bb.49:
	.loc	1 278 5 is_stmt 1               ; triton_corpus.py:278:5
	global_atomic_pk_add_bf16 v[8:9], v17, off
.LBB0_50:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[22:23]
	.loc	1 278 27 is_stmt 1              ; triton_corpus.py:278:27
	s_lshl_b32 s8, s34, 6
	.loc	1 278 19 is_stmt 0              ; triton_corpus.py:278:19
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[2:3]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_mov_b32 s24, 0x5040100
	s_mov_b32 s8, 0xffff
	v_perm_b32 v4, v16, v16, s24
	v_lshlrev_b32_e64 v16, v12, s8
	v_cndmask_b32_e64 v1, -1, v7, s[12:13]
	v_and_b32_e32 v4, v16, v4
	v_cndmask_b32_e64 v0, -1, v6, s[12:13]
	v_cndmask_b32_e64 v8, 0, v4, s[12:13]
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_dpp v3, v1 row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_e32 v5, v3
	v_mov_b32_dpp v4, v0 row_shl:1 row_mask:0xf bank_mask:0xf
	v_cmp_ne_u64_e64 s[14:15], -1, v[4:5]
	s_or_b64 s[8:9], s[12:13], s[14:15]
	v_mov_b32_dpp v9, v8 row_shl:1 row_mask:0xf bank_mask:0xf
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_59
; %bb.51:
	v_lshl_add_u64 v[18:19], v[0:1], 0, 2
	v_cmp_eq_u64_e64 s[8:9], v[18:19], v[4:5]
	v_and_b32_e32 v18, 3, v0
	v_mov_b32_e32 v19, 0
	v_cmp_eq_u64_e64 s[16:17], 0, v[18:19]
	s_and_b64 s[8:9], s[16:17], s[8:9]
	s_and_b64 s[8:9], s[12:13], s[8:9]
	v_cndmask_b32_e64 v7, v3, v7, s[12:13]
	s_and_b64 s[8:9], s[14:15], s[8:9]
	v_or_b32_e32 v17, v9, v8
	v_cndmask_b32_e64 v8, v4, v6, s[12:13]
	v_mov_b32_e32 v9, v7
	s_mov_b64 s[22:23], 0
	s_xor_b64 s[8:9], s[8:9], -1
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_57
; %bb.52:
	v_and_b32_e32 v6, -4, v8
	global_load_dword v9, v[6:7], off
	v_and_b32_e32 v5, 3, v8
	v_lshlrev_b32_e32 v5, 3, v5
	s_mov_b32 s8, 0xffff
	v_lshlrev_b32_e64 v8, v5, s8
	v_not_b32_e32 v18, v8
	v_lshlrev_b32_e32 v19, 16, v17
	.loc	1 0 5                           ; :0:5
.Ltmp6:
	.p2align	5, , 4
.LBB0_53:                               ; %atomicrmw.start86
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v8, v5, v9 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v8, v8, v19
	v_cvt_pk_bf16_f32 v8, v8, s0
	v_lshlrev_b32_sdwa v8, v5, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v8, v9, v18, v8
	global_atomic_cmpswap v8, v[6:7], v[8:9], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[8:9], v8, v9
	s_or_b64 s[22:23], s[8:9], s[22:23]
	v_mov_b32_e32 v9, v8
	s_andn2_b64 exec, exec, s[22:23]
	s_cbranch_execnz .LBB0_53
; %bb.54:                               ; %atomicrmw.end85
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[22:23]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_cndmask_b32_e64 v1, v1, v3, s[14:15]
	v_cndmask_b32_e64 v3, v0, v4, s[14:15]
	v_and_b32_e32 v0, -4, v3
	global_load_dword v5, v[0:1], off
	v_and_b32_e32 v3, 3, v3
	v_lshlrev_b32_e32 v3, 3, v3
	s_mov_b32 s8, 0xffff
	v_lshrrev_b32_e32 v4, 16, v17
	v_lshlrev_b32_e64 v6, v3, s8
	v_not_b32_e32 v6, v6
	s_mov_b64 s[14:15], 0
	v_lshlrev_b32_e32 v7, 16, v4
	.loc	1 0 5                           ; :0:5
.Ltmp7:
	.p2align	5, , 4
.LBB0_55:                               ; %atomicrmw.start67
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v4, v3, v5 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v4, v4, v7
	v_cvt_pk_bf16_f32 v4, v4, s0
	v_lshlrev_b32_sdwa v4, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v4, v5, v6, v4
	global_atomic_cmpswap v4, v[0:1], v[4:5], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[8:9], v4, v5
	s_or_b64 s[14:15], s[8:9], s[14:15]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execnz .LBB0_55
; %bb.56:                               ; %atomicrmw.end66
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[14:15]
                                        ; implicit-def: $vgpr8_vgpr9
                                        ; implicit-def: $vgpr17
.LBB0_57:                               ; %Flow309
	s_andn2_saveexec_b64 s[8:9], s[12:13]
	s_cbranch_execz .LBB0_59
; %bb.58:
	.loc	1 278 5 is_stmt 1               ; triton_corpus.py:278:5
	global_atomic_pk_add_bf16 v[8:9], v17, off
.LBB0_59:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[18:19]
	.loc	1 278 27 is_stmt 1              ; triton_corpus.py:278:27
	s_lshl_b32 s8, s33, 6
	.loc	1 278 19 is_stmt 0              ; triton_corpus.py:278:19
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_mov_b32_e32 v3, 0
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_perm_b32 v4, v15, v15, s24
	.loc	1 278 19                        ; triton_corpus.py:278:19
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[2:3]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_and_b32_e32 v4, v16, v4
	v_cndmask_b32_e64 v1, -1, v7, s[10:11]
	v_cndmask_b32_e64 v0, -1, v6, s[10:11]
	v_cndmask_b32_e64 v8, 0, v4, s[10:11]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_dpp v4, v0 row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v5, v1 row_shl:1 row_mask:0xf bank_mask:0xf
	v_cmp_ne_u64_e64 s[12:13], -1, v[4:5]
	s_or_b64 s[8:9], s[10:11], s[12:13]
	v_mov_b32_dpp v9, v8 row_shl:1 row_mask:0xf bank_mask:0xf
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_saveexec_b64 s[16:17], s[8:9]
	s_cbranch_execz .LBB0_68
; %bb.60:
	v_lshl_add_u64 v[16:17], v[0:1], 0, 2
	v_cmp_eq_u64_e64 s[8:9], v[16:17], v[4:5]
	v_and_b32_e32 v16, 3, v0
	v_mov_b32_e32 v17, v3
	v_cmp_eq_u64_e64 s[14:15], 0, v[16:17]
	s_and_b64 s[8:9], s[14:15], s[8:9]
	s_and_b64 s[8:9], s[10:11], s[8:9]
	v_cndmask_b32_e64 v7, v5, v7, s[10:11]
	s_and_b64 s[8:9], s[12:13], s[8:9]
	v_or_b32_e32 v15, v9, v8
	v_cndmask_b32_e64 v8, v4, v6, s[10:11]
	v_mov_b32_e32 v9, v7
	s_mov_b64 s[18:19], 0
	s_xor_b64 s[8:9], s[8:9], -1
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_66
; %bb.61:
	v_and_b32_e32 v6, -4, v8
	global_load_dword v9, v[6:7], off
	v_and_b32_e32 v8, 3, v8
	v_lshlrev_b32_e32 v16, 3, v8
	s_mov_b32 s8, 0xffff
	v_lshlrev_b32_e64 v8, v16, s8
	v_not_b32_e32 v17, v8
	v_lshlrev_b32_e32 v18, 16, v15
	.loc	1 0 5                           ; :0:5
.Ltmp8:
	.p2align	5, , 4
.LBB0_62:                               ; %atomicrmw.start124
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v8, v16, v9 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v8, v8, v18
	v_cvt_pk_bf16_f32 v8, v8, s0
	v_lshlrev_b32_sdwa v8, v16, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v8, v9, v17, v8
	global_atomic_cmpswap v8, v[6:7], v[8:9], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[8:9], v8, v9
	s_or_b64 s[18:19], s[8:9], s[18:19]
	v_mov_b32_e32 v9, v8
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB0_62
; %bb.63:                               ; %atomicrmw.end123
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[18:19]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_cndmask_b32_e64 v4, v0, v4, s[12:13]
	v_cndmask_b32_e64 v1, v1, v5, s[12:13]
	v_and_b32_e32 v0, -4, v4
	global_load_dword v5, v[0:1], off
	v_and_b32_e32 v4, 3, v4
	v_lshlrev_b32_e32 v6, 3, v4
	s_mov_b32 s8, 0xffff
	v_lshrrev_b32_e32 v8, 16, v15
	v_lshlrev_b32_e64 v4, v6, s8
	v_not_b32_e32 v7, v4
	s_mov_b64 s[12:13], 0
	v_lshlrev_b32_e32 v8, 16, v8
	.loc	1 0 5                           ; :0:5
.Ltmp9:
	.p2align	5, , 4
.LBB0_64:                               ; %atomicrmw.start105
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v4, v6, v5 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v4, v4, v8
	v_cvt_pk_bf16_f32 v4, v4, s0
	v_lshlrev_b32_sdwa v4, v6, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v4, v5, v7, v4
	global_atomic_cmpswap v4, v[0:1], v[4:5], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[8:9], v4, v5
	s_or_b64 s[12:13], s[8:9], s[12:13]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_64
; %bb.65:                               ; %atomicrmw.end104
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[12:13]
                                        ; implicit-def: $vgpr8_vgpr9
                                        ; implicit-def: $vgpr15
.LBB0_66:                               ; %Flow306
	s_andn2_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_68
; %bb.67:
	.loc	1 278 5 is_stmt 1               ; triton_corpus.py:278:5
	global_atomic_pk_add_bf16 v[8:9], v15, off
.LBB0_68:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[16:17]
	.loc	1 278 27 is_stmt 1              ; triton_corpus.py:278:27
	s_lshl_b32 s8, s31, 6
	.loc	1 278 19 is_stmt 0              ; triton_corpus.py:278:19
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[2:3]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_mov_b32 s18, 0x5040100
	s_mov_b32 s8, 0xffff
	v_perm_b32 v4, v14, v14, s18
	v_lshlrev_b32_e64 v14, v12, s8
	v_cndmask_b32_e64 v1, -1, v7, s[20:21]
	v_and_b32_e32 v4, v14, v4
	v_cndmask_b32_e64 v0, -1, v6, s[20:21]
	v_cndmask_b32_e64 v8, 0, v4, s[20:21]
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_dpp v3, v1 row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_e32 v5, v3
	v_mov_b32_dpp v4, v0 row_shl:1 row_mask:0xf bank_mask:0xf
	v_cmp_ne_u64_e64 s[10:11], -1, v[4:5]
	s_or_b64 s[8:9], s[20:21], s[10:11]
	v_mov_b32_dpp v9, v8 row_shl:1 row_mask:0xf bank_mask:0xf
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_saveexec_b64 s[14:15], s[8:9]
	s_cbranch_execz .LBB0_77
; %bb.69:
	v_lshl_add_u64 v[16:17], v[0:1], 0, 2
	v_cmp_eq_u64_e64 s[8:9], v[16:17], v[4:5]
	v_and_b32_e32 v16, 3, v0
	v_mov_b32_e32 v17, 0
	v_cmp_eq_u64_e64 s[12:13], 0, v[16:17]
	s_and_b64 s[8:9], s[12:13], s[8:9]
	s_and_b64 s[8:9], s[20:21], s[8:9]
	v_cndmask_b32_e64 v7, v3, v7, s[20:21]
	s_and_b64 s[8:9], s[10:11], s[8:9]
	v_or_b32_e32 v15, v9, v8
	v_cndmask_b32_e64 v8, v4, v6, s[20:21]
	v_mov_b32_e32 v9, v7
	s_mov_b64 s[16:17], 0
	s_xor_b64 s[8:9], s[8:9], -1
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_75
; %bb.70:
	v_and_b32_e32 v6, -4, v8
	global_load_dword v9, v[6:7], off
	v_and_b32_e32 v5, 3, v8
	v_lshlrev_b32_e32 v5, 3, v5
	s_mov_b32 s8, 0xffff
	v_lshlrev_b32_e64 v8, v5, s8
	v_not_b32_e32 v16, v8
	v_lshlrev_b32_e32 v17, 16, v15
	.loc	1 0 5                           ; :0:5
.Ltmp10:
	.p2align	5, , 4
.LBB0_71:                               ; %atomicrmw.start162
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v8, v5, v9 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v8, v8, v17
	v_cvt_pk_bf16_f32 v8, v8, s0
	v_lshlrev_b32_sdwa v8, v5, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v8, v9, v16, v8
	global_atomic_cmpswap v8, v[6:7], v[8:9], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[8:9], v8, v9
	s_or_b64 s[16:17], s[8:9], s[16:17]
	v_mov_b32_e32 v9, v8
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB0_71
; %bb.72:                               ; %atomicrmw.end161
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[16:17]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_cndmask_b32_e64 v1, v1, v3, s[10:11]
	v_cndmask_b32_e64 v3, v0, v4, s[10:11]
	v_and_b32_e32 v0, -4, v3
	global_load_dword v5, v[0:1], off
	v_and_b32_e32 v3, 3, v3
	v_lshlrev_b32_e32 v3, 3, v3
	s_mov_b32 s8, 0xffff
	v_lshrrev_b32_e32 v4, 16, v15
	v_lshlrev_b32_e64 v6, v3, s8
	v_not_b32_e32 v6, v6
	s_mov_b64 s[10:11], 0
	v_lshlrev_b32_e32 v7, 16, v4
	.loc	1 0 5                           ; :0:5
.Ltmp11:
	.p2align	5, , 4
.LBB0_73:                               ; %atomicrmw.start143
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v4, v3, v5 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v4, v4, v7
	v_cvt_pk_bf16_f32 v4, v4, s0
	v_lshlrev_b32_sdwa v4, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v4, v5, v6, v4
	global_atomic_cmpswap v4, v[0:1], v[4:5], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[8:9], v4, v5
	s_or_b64 s[10:11], s[8:9], s[10:11]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB0_73
; %bb.74:                               ; %atomicrmw.end142
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr8_vgpr9
                                        ; implicit-def: $vgpr15
.LBB0_75:                               ; %Flow303
	s_andn2_saveexec_b64 s[8:9], s[12:13]
	s_cbranch_execz .LBB0_77
; %bb.76:
	.loc	1 278 5 is_stmt 1               ; triton_corpus.py:278:5
	global_atomic_pk_add_bf16 v[8:9], v15, off
.LBB0_77:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[14:15]
	.loc	1 278 27 is_stmt 1              ; triton_corpus.py:278:27
	s_lshl_b32 s8, s30, 6
	.loc	1 278 19 is_stmt 0              ; triton_corpus.py:278:19
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s6, s8
	s_addc_u32 s9, s7, s9
	v_mov_b32_e32 v3, 0
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_perm_b32 v4, v13, v13, s18
	.loc	1 278 19                        ; triton_corpus.py:278:19
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[2:3]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_and_b32_e32 v4, v14, v4
	v_cndmask_b32_e64 v1, -1, v7, s[4:5]
	v_cndmask_b32_e64 v0, -1, v6, s[4:5]
	v_cndmask_b32_e64 v8, 0, v4, s[4:5]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_dpp v4, v0 row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v5, v1 row_shl:1 row_mask:0xf bank_mask:0xf
	v_cmp_ne_u64_e64 s[8:9], -1, v[4:5]
	s_or_b64 s[10:11], s[4:5], s[8:9]
	v_mov_b32_dpp v9, v8 row_shl:1 row_mask:0xf bank_mask:0xf
	s_and_b64 s[10:11], s[2:3], s[10:11]
	s_and_saveexec_b64 s[14:15], s[10:11]
	s_cbranch_execz .LBB0_86
; %bb.78:
	v_lshl_add_u64 v[14:15], v[0:1], 0, 2
	v_cmp_eq_u64_e64 s[10:11], v[14:15], v[4:5]
	v_and_b32_e32 v14, 3, v0
	v_mov_b32_e32 v15, v3
	v_cmp_eq_u64_e64 s[12:13], 0, v[14:15]
	s_and_b64 s[10:11], s[12:13], s[10:11]
	v_or_b32_e32 v13, v9, v8
	v_cndmask_b32_e64 v7, v5, v7, s[4:5]
	v_cndmask_b32_e64 v8, v4, v6, s[4:5]
	s_and_b64 s[4:5], s[4:5], s[10:11]
	s_and_b64 s[4:5], s[8:9], s[4:5]
	v_mov_b32_e32 v9, v7
	s_mov_b64 s[16:17], 0
	s_xor_b64 s[4:5], s[4:5], -1
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_84
; %bb.79:
	v_and_b32_e32 v6, -4, v8
	global_load_dword v9, v[6:7], off
	v_and_b32_e32 v8, 3, v8
	v_lshlrev_b32_e32 v14, 3, v8
	s_mov_b32 s4, 0xffff
	v_lshlrev_b32_e64 v8, v14, s4
	v_not_b32_e32 v15, v8
	v_lshlrev_b32_e32 v16, 16, v13
	.loc	1 0 5                           ; :0:5
.Ltmp12:
	.p2align	5, , 4
.LBB0_80:                               ; %atomicrmw.start200
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v8, v14, v9 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v8, v8, v16
	v_cvt_pk_bf16_f32 v8, v8, s0
	v_lshlrev_b32_sdwa v8, v14, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v8, v9, v15, v8
	global_atomic_cmpswap v8, v[6:7], v[8:9], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[4:5], v8, v9
	s_or_b64 s[16:17], s[4:5], s[16:17]
	v_mov_b32_e32 v9, v8
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB0_80
; %bb.81:                               ; %atomicrmw.end199
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[16:17]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_cndmask_b32_e64 v4, v0, v4, s[8:9]
	v_cndmask_b32_e64 v1, v1, v5, s[8:9]
	v_and_b32_e32 v0, -4, v4
	global_load_dword v5, v[0:1], off
	v_and_b32_e32 v4, 3, v4
	v_lshlrev_b32_e32 v6, 3, v4
	s_mov_b32 s4, 0xffff
	v_lshrrev_b32_e32 v8, 16, v13
	v_lshlrev_b32_e64 v4, v6, s4
	v_not_b32_e32 v7, v4
	s_mov_b64 s[8:9], 0
	v_lshlrev_b32_e32 v8, 16, v8
	.loc	1 0 5                           ; :0:5
.Ltmp13:
	.p2align	5, , 4
.LBB0_82:                               ; %atomicrmw.start181
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v4, v6, v5 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v4, v4, v8
	v_cvt_pk_bf16_f32 v4, v4, s0
	v_lshlrev_b32_sdwa v4, v6, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v4, v5, v7, v4
	global_atomic_cmpswap v4, v[0:1], v[4:5], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[4:5], v4, v5
	s_or_b64 s[8:9], s[4:5], s[8:9]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_82
; %bb.83:                               ; %atomicrmw.end180
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[8:9]
                                        ; implicit-def: $vgpr8_vgpr9
                                        ; implicit-def: $vgpr13
.LBB0_84:                               ; %Flow300
	s_andn2_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB0_86
; %bb.85:
	.loc	1 278 5 is_stmt 1               ; triton_corpus.py:278:5
	global_atomic_pk_add_bf16 v[8:9], v13, off
.LBB0_86:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[14:15]
	.loc	1 278 27 is_stmt 1              ; triton_corpus.py:278:27
	s_lshl_b32 s4, s29, 6
	.loc	1 278 19 is_stmt 0              ; triton_corpus.py:278:19
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 1
	s_add_u32 s4, s6, s4
	s_addc_u32 s5, s7, s5
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[2:3]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_mov_b32 s16, 0x5040100
	s_mov_b32 s4, 0xffff
	v_perm_b32 v4, v11, v11, s16
	v_lshlrev_b32_e64 v11, v12, s4
	v_cndmask_b32_e64 v1, -1, v7, s[0:1]
	v_and_b32_e32 v4, v11, v4
	v_cndmask_b32_e64 v0, -1, v6, s[0:1]
	v_cndmask_b32_e64 v8, 0, v4, s[0:1]
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_dpp v3, v1 row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_e32 v5, v3
	v_mov_b32_dpp v4, v0 row_shl:1 row_mask:0xf bank_mask:0xf
	v_cmp_ne_u64_e64 s[4:5], -1, v[4:5]
	s_or_b64 s[8:9], s[0:1], s[4:5]
	v_mov_b32_dpp v9, v8 row_shl:1 row_mask:0xf bank_mask:0xf
	s_and_b64 s[8:9], s[2:3], s[8:9]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_95
; %bb.87:
	v_lshl_add_u64 v[14:15], v[0:1], 0, 2
	v_cmp_eq_u64_e64 s[8:9], v[14:15], v[4:5]
	v_and_b32_e32 v14, 3, v0
	v_mov_b32_e32 v15, 0
	v_cmp_eq_u64_e64 s[10:11], 0, v[14:15]
	s_and_b64 s[8:9], s[10:11], s[8:9]
	v_or_b32_e32 v12, v9, v8
	v_cndmask_b32_e64 v7, v3, v7, s[0:1]
	v_cndmask_b32_e64 v8, v4, v6, s[0:1]
	s_and_b64 s[0:1], s[0:1], s[8:9]
	s_and_b64 s[0:1], s[4:5], s[0:1]
	v_mov_b32_e32 v9, v7
	s_mov_b64 s[14:15], 0
	s_xor_b64 s[0:1], s[0:1], -1
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB0_93
; %bb.88:
	v_and_b32_e32 v6, -4, v8
	global_load_dword v9, v[6:7], off
	v_and_b32_e32 v5, 3, v8
	v_lshlrev_b32_e32 v5, 3, v5
	s_mov_b32 s0, 0xffff
	v_lshlrev_b32_e64 v8, v5, s0
	v_not_b32_e32 v13, v8
	v_lshlrev_b32_e32 v14, 16, v12
	.loc	1 0 5                           ; :0:5
.Ltmp14:
	.p2align	5, , 4
.LBB0_89:                               ; %atomicrmw.start238
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v8, v5, v9 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v8, v8, v14
	v_cvt_pk_bf16_f32 v8, v8, s0
	v_lshlrev_b32_sdwa v8, v5, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v8, v9, v13, v8
	global_atomic_cmpswap v8, v[6:7], v[8:9], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v8, v9
	s_or_b64 s[14:15], s[0:1], s[14:15]
	v_mov_b32_e32 v9, v8
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execnz .LBB0_89
; %bb.90:                               ; %atomicrmw.end237
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[14:15]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_cndmask_b32_e64 v1, v1, v3, s[4:5]
	v_cndmask_b32_e64 v3, v0, v4, s[4:5]
	v_and_b32_e32 v0, -4, v3
	global_load_dword v5, v[0:1], off
	v_and_b32_e32 v3, 3, v3
	v_lshlrev_b32_e32 v3, 3, v3
	s_mov_b32 s0, 0xffff
	v_lshrrev_b32_e32 v4, 16, v12
	v_lshlrev_b32_e64 v6, v3, s0
	v_not_b32_e32 v6, v6
	s_mov_b64 s[4:5], 0
	v_lshlrev_b32_e32 v7, 16, v4
	.loc	1 0 5                           ; :0:5
.Ltmp15:
	.p2align	5, , 4
.LBB0_91:                               ; %atomicrmw.start219
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v4, v3, v5 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v4, v4, v7
	v_cvt_pk_bf16_f32 v4, v4, s0
	v_lshlrev_b32_sdwa v4, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v4, v5, v6, v4
	global_atomic_cmpswap v4, v[0:1], v[4:5], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v4, v5
	s_or_b64 s[4:5], s[0:1], s[4:5]
	v_mov_b32_e32 v5, v4
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_91
; %bb.92:                               ; %atomicrmw.end218
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr8_vgpr9
                                        ; implicit-def: $vgpr12
.LBB0_93:                               ; %Flow297
	s_andn2_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_95
; %bb.94:
	.loc	1 278 5 is_stmt 1               ; triton_corpus.py:278:5
	global_atomic_pk_add_bf16 v[8:9], v12, off
.LBB0_95:
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[12:13]
	.loc	1 278 27 is_stmt 1              ; triton_corpus.py:278:27
	s_lshl_b32 s0, s28, 6
	.loc	1 278 19 is_stmt 0              ; triton_corpus.py:278:19
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[2:3]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_cndmask_b32_e32 v1, -1, v7, vcc
	v_cndmask_b32_e32 v0, -1, v6, vcc
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_perm_b32 v2, v10, v10, s16
	v_mov_b32_dpp v4, v0 row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v5, v1 row_shl:1 row_mask:0xf bank_mask:0xf
	v_and_b32_e32 v2, v11, v2
	v_cmp_ne_u64_e64 s[0:1], -1, v[4:5]
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_mov_b32_e32 v8, 0
	s_or_b64 s[4:5], vcc, s[0:1]
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_mov_b32_dpp v8, v2 row_shl:1 row_mask:0xf bank_mask:0xf
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_104
; %bb.96:
	v_or_b32_e32 v10, v8, v2
	v_lshl_add_u64 v[12:13], v[0:1], 0, 2
	v_and_b32_e32 v2, 3, v0
	v_cmp_eq_u64_e64 s[2:3], v[12:13], v[4:5]
	v_cmp_eq_u64_e64 s[4:5], 0, v[2:3]
	s_and_b64 s[2:3], s[4:5], s[2:3]
	s_and_b64 s[2:3], vcc, s[2:3]
	v_cndmask_b32_e32 v7, v5, v7, vcc
	s_and_b64 s[2:3], s[0:1], s[2:3]
	v_cndmask_b32_e32 v8, v4, v6, vcc
	v_mov_b32_e32 v9, v7
	s_mov_b64 s[6:7], 0
	s_xor_b64 s[2:3], s[2:3], -1
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_102
; %bb.97:
	v_and_b32_e32 v6, -4, v8
	global_load_dword v3, v[6:7], off
	v_and_b32_e32 v2, 3, v8
	v_lshlrev_b32_e32 v8, 3, v2
	s_mov_b32 s4, 0xffff
	v_lshlrev_b32_e64 v2, v8, s4
	v_not_b32_e32 v9, v2
	v_lshlrev_b32_e32 v11, 16, v10
	.loc	1 0 5                           ; :0:5
.Ltmp16:
	.p2align	5, , 4
.LBB0_98:                               ; %atomicrmw.start276
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v2, v8, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v2, v2, v11
	v_cvt_pk_bf16_f32 v2, v2, s0
	v_lshlrev_b32_sdwa v2, v8, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v2, v3, v9, v2
	global_atomic_cmpswap v2, v[6:7], v[2:3], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_98
; %bb.99:                               ; %atomicrmw.end275
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[6:7]
	.loc	1 278 5                         ; triton_corpus.py:278:5
	v_cndmask_b32_e64 v2, v0, v4, s[0:1]
	v_cndmask_b32_e64 v1, v1, v5, s[0:1]
	v_and_b32_e32 v0, -4, v2
	global_load_dword v3, v[0:1], off
	v_and_b32_e32 v2, 3, v2
	v_lshlrev_b32_e32 v4, 3, v2
	s_mov_b32 s0, 0xffff
	v_lshrrev_b32_e32 v6, 16, v10
	v_lshlrev_b32_e64 v2, v4, s0
	v_not_b32_e32 v5, v2
	s_mov_b64 s[0:1], 0
	v_lshlrev_b32_e32 v6, 16, v6
	.loc	1 0 5                           ; :0:5
.Ltmp17:
	.p2align	5, , 4
.LBB0_100:                              ; %atomicrmw.start257
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 278 5                         ; triton_corpus.py:278:5
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_sdwa v2, v4, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_add_f32_e32 v2, v2, v6
	v_cvt_pk_bf16_f32 v2, v2, s0
	v_lshlrev_b32_sdwa v2, v4, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_and_or_b32 v2, v3, v5, v2
	global_atomic_cmpswap v2, v[0:1], v[2:3], off sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_or_b64 s[0:1], vcc, s[0:1]
	v_mov_b32_e32 v3, v2
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_100
; %bb.101:                              ; %atomicrmw.end256
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr8_vgpr9
                                        ; implicit-def: $vgpr10
.LBB0_102:                              ; %Flow
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_104
; %bb.103:
	.loc	1 278 5 is_stmt 1               ; triton_corpus.py:278:5
	global_atomic_pk_add_bf16 v[8:9], v10, off
.LBB0_104:
	.loc	1 270 1                         ; triton_corpus.py:270:1
	s_endpgm
.Ltmp18:
.Lfunc_end0:
	.size	scatter_add, .Lfunc_end0-scatter_add
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scatter_add
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 12
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 38
		.amdhsa_accum_offset 24
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
	.set .Lscatter_add.num_vgpr, 22
	.set .Lscatter_add.num_agpr, 0
	.set .Lscatter_add.numbered_sgpr, 38
	.set .Lscatter_add.num_named_barrier, 0
	.set .Lscatter_add.private_seg_size, 0
	.set .Lscatter_add.uses_vcc, 1
	.set .Lscatter_add.uses_flat_scratch, 0
	.set .Lscatter_add.has_dyn_sized_stack, 0
	.set .Lscatter_add.has_recursion, 0
	.set .Lscatter_add.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5284
; TotalNumSgprs: 44
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x1f DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_corpus.py"              ; string offset=7 ; triton_corpus.py
.Linfo_string2:
	.asciz	"/work/wt/emucorpus/tools"      ; string offset=24 ; /work/wt/emucorpus/tools
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
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 128
    .name:           scatter_add
    .private_segment_fixed_size: 0
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         scatter_add.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
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
