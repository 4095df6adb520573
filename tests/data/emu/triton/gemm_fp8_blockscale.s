	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_fp8_blockscale             ; -- Begin function gemm_fp8_blockscale
	.p2align	8
	.type	gemm_fp8_blockscale,@function
gemm_fp8_blockscale:                    ; @gemm_fp8_blockscale
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.370:
	.file	1 "/work/wt/emucorpus/tools" "triton_corpus.py"
	.loc	1 400 0 prologue_end            ; triton_corpus.py:400:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_load_dword s14, s[0:1], 0x30
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.371:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 414 13 is_stmt 1              ; triton_corpus.py:414:13
	v_readfirstlane_b32 s57, v0
	.loc	1 406 10                        ; triton_corpus.py:406:10
	s_lshl_b32 s63, s15, 5
	.loc	1 406 23 is_stmt 0              ; triton_corpus.py:406:23
	s_lshr_b32 s56, s57, 7
                                        ; implicit-def: $vgpr199 : SGPR spill to VGPR lane
	s_mov_b64 s[70:71], s[4:5]
	.loc	1 418 5 is_stmt 1               ; triton_corpus.py:418:5
	s_and_b32 s4, s57, 0xc0
	.loc	1 406 10                        ; triton_corpus.py:406:10
	s_or_b32 s5, s56, s63
.Ltmp2:
	.file	2 "/work/venvs/emucorpus/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13                         ; standard.py:43:13 @[ triton_corpus.py:409:11 ]
	s_add_i32 s54, s14, 0x7f
	v_writelane_b32 v199, s10, 0
.Ltmp3:
	.loc	1 406 23                        ; triton_corpus.py:406:23
	v_and_b32_e32 v1, 63, v0
	.loc	1 407 23                        ; triton_corpus.py:407:23
	v_mov_b32_e32 v2, 0x7f
	.loc	1 413 66                        ; triton_corpus.py:413:66
	s_cmp_lt_i32 s5, s12
	v_writelane_b32 v199, s11, 1
	s_mov_b64 s[68:69], s[8:9]
	.loc	1 407 23                        ; triton_corpus.py:407:23
	v_bitop3_b32 v2, s4, v2, v1 bitop3:0xc8
	.loc	1 413 66                        ; triton_corpus.py:413:66
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 411 5                         ; triton_corpus.py:411:5
	s_cmpk_gt_i32 s54, 0x7f
	.loc	1 413 86                        ; triton_corpus.py:413:86
	v_cmp_gt_i32_e64 s[0:1], s14, v2
	v_writelane_b32 v199, s8, 2
	.loc	1 411 5                         ; triton_corpus.py:411:5
	s_cselect_b64 vcc, -1, 0
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_mov_b32_e32 v4, 0
	v_writelane_b32 v199, s9, 3
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	s_mov_b32 s66, s16
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_mov_b32_e32 v3, v4
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v5, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s5, s5, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s2, s5
	s_addc_u32 s9, s3, s9
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v5, v[6:7], off
.LBB0_2:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	s_or_b32 s5, s56, 2
	.loc	1 406 10 is_stmt 0              ; triton_corpus.py:406:10
	s_or_b32 s8, s5, s63
	.loc	1 413 66 is_stmt 1              ; triton_corpus.py:413:66
	s_cmp_lt_i32 s8, s12
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[10:11], s[0:1], s[22:23]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[10:11], vcc, s[10:11]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[18:19], s[10:11]
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s8, s8, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s9, s8, 31
	s_add_u32 s8, s2, s8
	s_addc_u32 s9, s3, s9
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v4, v[6:7], off
.LBB0_4:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	s_or_b32 s8, s56, 4
	.loc	1 406 10 is_stmt 0              ; triton_corpus.py:406:10
	s_or_b32 s9, s8, s63
	.loc	1 413 66 is_stmt 1              ; triton_corpus.py:413:66
	s_cmp_lt_i32 s9, s12
	s_cselect_b64 s[24:25], -1, 0
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[10:11], s[0:1], s[24:25]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[10:11], vcc, s[10:11]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[18:19], s[10:11]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s9, s9, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s11, s9, 31
	s_add_u32 s10, s2, s9
	s_addc_u32 s11, s3, s11
	v_lshl_add_u64 v[8:9], s[10:11], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v7, v[8:9], off
.LBB0_6:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	s_or_b32 s9, s56, 6
	.loc	1 406 10 is_stmt 0              ; triton_corpus.py:406:10
	s_or_b32 s10, s9, s63
	.loc	1 413 66 is_stmt 1              ; triton_corpus.py:413:66
	s_cmp_lt_i32 s10, s12
	s_cselect_b64 s[26:27], -1, 0
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[16:17], s[0:1], s[26:27]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s10, s10, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s11, s10, 31
	s_add_u32 s10, s2, s10
	s_addc_u32 s11, s3, s11
	v_lshl_add_u64 v[8:9], s[10:11], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v6, v[8:9], off
.LBB0_8:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	s_or_b32 s10, s56, 8
	.loc	1 406 10 is_stmt 0              ; triton_corpus.py:406:10
	s_or_b32 s11, s10, s63
	.loc	1 413 66 is_stmt 1              ; triton_corpus.py:413:66
	s_cmp_lt_i32 s11, s12
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[16:17], s[0:1], s[28:29]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[16:17], vcc, s[16:17]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s11, s11, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s15, s11, 31
	s_add_u32 s16, s2, s11
	s_addc_u32 s17, s3, s15
	v_lshl_add_u64 v[10:11], s[16:17], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v9, v[10:11], off
.LBB0_10:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	s_or_b32 s11, s56, 10
	.loc	1 406 10 is_stmt 0              ; triton_corpus.py:406:10
	s_or_b32 s15, s11, s63
	.loc	1 413 66 is_stmt 1              ; triton_corpus.py:413:66
	s_cmp_lt_i32 s15, s12
	s_cselect_b64 s[30:31], -1, 0
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[16:17], s[0:1], s[30:31]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[16:17], vcc, s[16:17]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s15, s15, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s17, s15, 31
	s_add_u32 s16, s2, s15
	s_addc_u32 s17, s3, s17
	v_lshl_add_u64 v[10:11], s[16:17], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v8, v[10:11], off
.LBB0_12:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	s_or_b32 s15, s56, 12
	.loc	1 406 10 is_stmt 0              ; triton_corpus.py:406:10
	s_or_b32 s16, s15, s63
	.loc	1 413 66 is_stmt 1              ; triton_corpus.py:413:66
	s_cmp_lt_i32 s16, s12
	s_cselect_b64 s[34:35], -1, 0
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[18:19], s[0:1], s[34:35]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[20:21], vcc, s[18:19]
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s16, s16, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s2, s16
	s_addc_u32 s17, s3, s17
	v_lshl_add_u64 v[12:13], s[16:17], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v11, v[12:13], off
.LBB0_14:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	s_or_b32 s16, s56, 14
	.loc	1 406 10 is_stmt 0              ; triton_corpus.py:406:10
	s_or_b32 s17, s16, s63
	.loc	1 413 66 is_stmt 1              ; triton_corpus.py:413:66
	s_cmp_lt_i32 s17, s12
	s_cselect_b64 s[36:37], -1, 0
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[18:19], s[0:1], s[36:37]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[20:21], vcc, s[18:19]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s17, s17, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s21, s17, 31
	s_add_u32 s20, s2, s17
	s_addc_u32 s21, s3, s21
	v_lshl_add_u64 v[12:13], s[20:21], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v10, v[12:13], off
.LBB0_16:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	s_or_b32 s17, s56, 16
	.loc	1 406 10 is_stmt 0              ; triton_corpus.py:406:10
	s_or_b32 s20, s17, s63
	.loc	1 413 66 is_stmt 1              ; triton_corpus.py:413:66
	s_cmp_lt_i32 s20, s12
	s_cselect_b64 s[38:39], -1, 0
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[18:19], s[0:1], s[38:39]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[40:41], vcc, s[18:19]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[18:19], s[40:41]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s20, s20, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s21, s20, 31
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	v_lshl_add_u64 v[14:15], s[20:21], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v13, v[14:15], off
.LBB0_18:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	s_or_b32 s20, s56, 18
	.loc	1 406 10 is_stmt 0              ; triton_corpus.py:406:10
	s_or_b32 s21, s20, s63
	.loc	1 413 66 is_stmt 1              ; triton_corpus.py:413:66
	s_cmp_lt_i32 s21, s12
	s_cselect_b64 s[40:41], -1, 0
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[18:19], s[0:1], s[40:41]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[42:43], vcc, s[18:19]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[18:19], s[42:43]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s21, s21, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s33, s21, 31
	s_add_u32 s42, s2, s21
	s_addc_u32 s43, s3, s33
	v_lshl_add_u64 v[14:15], s[42:43], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v12, v[14:15], off
.LBB0_20:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	s_or_b32 s21, s56, 20
	.loc	1 406 10 is_stmt 0              ; triton_corpus.py:406:10
	s_or_b32 s33, s21, s63
	.loc	1 413 66 is_stmt 1              ; triton_corpus.py:413:66
	s_cmp_lt_i32 s33, s12
	s_cselect_b64 s[42:43], -1, 0
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[18:19], s[0:1], s[42:43]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[44:45], vcc, s[18:19]
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[18:19], s[44:45]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s33, s33, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s45, s33, 31
	s_add_u32 s44, s2, s33
	s_addc_u32 s45, s3, s45
	v_lshl_add_u64 v[16:17], s[44:45], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v15, v[16:17], off
.LBB0_22:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	s_or_b32 s33, s56, 22
	.loc	1 406 10 is_stmt 0              ; triton_corpus.py:406:10
	s_or_b32 s46, s33, s63
	.loc	1 413 66 is_stmt 1              ; triton_corpus.py:413:66
	s_cmp_lt_i32 s46, s12
	s_cselect_b64 s[44:45], -1, 0
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[18:19], s[0:1], s[44:45]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[48:49], vcc, s[18:19]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[18:19], s[48:49]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s46, s46, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s47, s46, 31
	s_add_u32 s46, s2, s46
	s_addc_u32 s47, s3, s47
	v_lshl_add_u64 v[16:17], s[46:47], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v14, v[16:17], off
.LBB0_24:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	s_or_b32 s55, s56, 24
	.loc	1 406 10 is_stmt 0              ; triton_corpus.py:406:10
	s_or_b32 s48, s55, s63
	.loc	1 413 66 is_stmt 1              ; triton_corpus.py:413:66
	s_cmp_lt_i32 s48, s12
	s_cselect_b64 s[46:47], -1, 0
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[18:19], s[0:1], s[46:47]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[50:51], vcc, s[18:19]
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[18:19], s[50:51]
	s_cbranch_execz .LBB0_26
; %bb.25:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s48, s48, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s49, s48, 31
	s_add_u32 s48, s2, s48
	s_addc_u32 s49, s3, s49
	v_lshl_add_u64 v[18:19], s[48:49], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v17, v[18:19], off
.LBB0_26:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	s_or_b32 s58, s56, 26
	.loc	1 406 10 is_stmt 0              ; triton_corpus.py:406:10
	s_or_b32 s50, s58, s63
	.loc	1 413 66 is_stmt 1              ; triton_corpus.py:413:66
	s_cmp_lt_i32 s50, s12
	s_cselect_b64 s[48:49], -1, 0
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[18:19], s[0:1], s[48:49]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[52:53], vcc, s[18:19]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[18:19], s[52:53]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s50, s50, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s51, s50, 31
	s_add_u32 s50, s2, s50
	s_addc_u32 s51, s3, s51
	v_lshl_add_u64 v[18:19], s[50:51], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v16, v[18:19], off
.LBB0_28:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	s_or_b32 s59, s56, 28
	.loc	1 406 10 is_stmt 0              ; triton_corpus.py:406:10
	s_or_b32 s52, s59, s63
	.loc	1 413 66 is_stmt 1              ; triton_corpus.py:413:66
	s_cmp_lt_i32 s52, s12
	s_cselect_b64 s[50:51], -1, 0
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[18:19], s[0:1], s[50:51]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[60:61], vcc, s[18:19]
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[18:19], s[60:61]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s52, s52, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s53, s52, 31
	s_add_u32 s52, s2, s52
	s_addc_u32 s53, s3, s53
	v_lshl_add_u64 v[20:21], s[52:53], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v19, v[20:21], off
.LBB0_30:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	s_or_b32 s60, s56, 30
	.loc	1 406 10 is_stmt 0              ; triton_corpus.py:406:10
	s_or_b32 s18, s60, s63
	.loc	1 413 66 is_stmt 1              ; triton_corpus.py:413:66
	s_cmp_lt_i32 s18, s12
	s_cselect_b64 s[52:53], -1, 0
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	s_and_b64 s[0:1], s[0:1], s[52:53]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[64:65], vcc, s[0:1]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[0:1], s[64:65]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 413 29 is_stmt 0              ; triton_corpus.py:413:29
	s_mul_i32 s18, s18, s14
	.loc	1 413 21                        ; triton_corpus.py:413:21
	s_ashr_i32 s19, s18, 31
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	v_lshl_add_u64 v[20:21], s[18:19], 0, v[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v18, v[20:21], off
.LBB0_32:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	s_lshl_b32 s0, s66, 7
	v_or_b32_e32 v2, s0, v2
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s56, s14
	v_writelane_b32 v199, s0, 4
	.loc	1 414 86 is_stmt 0              ; triton_corpus.py:414:86
	v_cmp_gt_i32_e64 s[0:1], s13, v2
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cselect_b64 s[18:19], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[18:19], s[18:19], s[0:1]
	.loc	1 414 21                        ; triton_corpus.py:414:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[64:65], vcc, s[18:19]
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[64:65]
	s_cbranch_execz .LBB0_34
; %bb.33:
	.loc	1 0 13 is_stmt 0                ; triton_corpus.py:0:13
	s_mul_i32 s61, s56, s13
	s_ashr_i32 s62, s61, 31
	s_add_u32 s64, s6, s61
	s_addc_u32 s65, s7, s62
	v_lshl_add_u64 v[22:23], s[64:65], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v21, v[22:23], off
.LBB0_34:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[18:19], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[18:19], s[18:19], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[64:65], vcc, s[18:19]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[64:65]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s61, s5, 31
	s_add_u32 s64, s6, s5
	s_addc_u32 s65, s7, s61
	v_lshl_add_u64 v[22:23], s[64:65], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v20, v[22:23], off
.LBB0_36:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s8, s14
	s_cselect_b64 s[18:19], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[18:19], s[18:19], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[64:65], vcc, s[18:19]
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[64:65]
	s_cbranch_execz .LBB0_38
; %bb.37:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s8, s8, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s5, s8, 31
	s_add_u32 s64, s6, s8
	s_addc_u32 s65, s7, s5
	v_lshl_add_u64 v[24:25], s[64:65], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v23, v[24:25], off
.LBB0_38:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s9, s14
	s_cselect_b64 s[18:19], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[18:19], s[18:19], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[64:65], vcc, s[18:19]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[64:65]
	s_cbranch_execz .LBB0_40
; %bb.39:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s9, s9, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s5, s9, 31
	s_add_u32 s8, s6, s9
	s_addc_u32 s9, s7, s5
	v_lshl_add_u64 v[24:25], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v22, v[24:25], off
.LBB0_40:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s10, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_42
; %bb.41:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s10, s10, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s5, s10, 31
	s_add_u32 s8, s6, s10
	s_addc_u32 s9, s7, s5
	v_lshl_add_u64 v[26:27], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v25, v[26:27], off
.LBB0_42:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s11, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_44
; %bb.43:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s11, s11, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s5, s11, 31
	s_add_u32 s8, s6, s11
	s_addc_u32 s9, s7, s5
	v_lshl_add_u64 v[26:27], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v24, v[26:27], off
.LBB0_44:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s15, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_46
; %bb.45:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s15, s15, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s5, s15, 31
	s_add_u32 s8, s6, s15
	s_addc_u32 s9, s7, s5
	v_lshl_add_u64 v[28:29], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v27, v[28:29], off
.LBB0_46:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s16, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_48
; %bb.47:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s16, s16, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s5, s16, 31
	s_add_u32 s8, s6, s16
	s_addc_u32 s9, s7, s5
	v_lshl_add_u64 v[28:29], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v26, v[28:29], off
.LBB0_48:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s17, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_50
; %bb.49:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s17, s17, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s5, s17, 31
	s_add_u32 s8, s6, s17
	s_addc_u32 s9, s7, s5
	v_lshl_add_u64 v[30:31], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v29, v[30:31], off
.LBB0_50:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s20, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_52
; %bb.51:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s20, s20, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s5, s20, 31
	s_add_u32 s8, s6, s20
	s_addc_u32 s9, s7, s5
	v_lshl_add_u64 v[30:31], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v28, v[30:31], off
.LBB0_52:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s21, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_54
; %bb.53:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s21, s21, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s5, s21, 31
	s_add_u32 s8, s6, s21
	s_addc_u32 s9, s7, s5
	v_lshl_add_u64 v[32:33], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v31, v[32:33], off
.LBB0_54:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s33, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_56
; %bb.55:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s33, s33, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s5, s33, 31
	s_add_u32 s8, s6, s33
	s_addc_u32 s9, s7, s5
	v_lshl_add_u64 v[32:33], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v30, v[32:33], off
.LBB0_56:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s55, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_58
; %bb.57:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s55, s55, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s5, s55, 31
	s_add_u32 s8, s6, s55
	s_addc_u32 s9, s7, s5
	v_lshl_add_u64 v[34:35], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v33, v[34:35], off
.LBB0_58:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s58, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_60
; %bb.59:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s58, s58, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s5, s58, 31
	s_add_u32 s8, s6, s58
	s_addc_u32 s9, s7, s5
	v_lshl_add_u64 v[34:35], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v32, v[34:35], off
.LBB0_60:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s59, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_62
; %bb.61:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s59, s59, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s5, s59, 31
	s_add_u32 s8, s6, s59
	s_addc_u32 s9, s7, s5
	v_lshl_add_u64 v[36:37], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v35, v[36:37], off
.LBB0_62:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s60, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65                        ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_64
; %bb.63:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s60, s60, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s5, s60, 31
	s_add_u32 s8, s6, s60
	s_addc_u32 s9, s7, s5
	v_lshl_add_u64 v[36:37], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v34, v[36:37], off
.LBB0_64:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 32
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_66
; %bb.65:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[38:39], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v37, v[38:39], off
.LBB0_66:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 34
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_68
; %bb.67:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[38:39], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v36, v[38:39], off
.LBB0_68:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 36
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_70
; %bb.69:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[40:41], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v39, v[40:41], off
.LBB0_70:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 38
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_72
; %bb.71:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[40:41], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v38, v[40:41], off
.LBB0_72:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 40
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_74
; %bb.73:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[42:43], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v41, v[42:43], off
.LBB0_74:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 42
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_76
; %bb.75:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[42:43], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v40, v[42:43], off
.LBB0_76:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 44
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_78
; %bb.77:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[44:45], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v43, v[44:45], off
.LBB0_78:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 46
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_80
; %bb.79:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[44:45], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v42, v[44:45], off
.LBB0_80:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 48
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_82
; %bb.81:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[46:47], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v45, v[46:47], off
.LBB0_82:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 50
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_84
; %bb.83:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[46:47], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v44, v[46:47], off
.LBB0_84:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 52
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_86
; %bb.85:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[48:49], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v47, v[48:49], off
.LBB0_86:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 54
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_88
; %bb.87:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[48:49], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v46, v[48:49], off
.LBB0_88:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 56
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_90
; %bb.89:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[50:51], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v49, v[50:51], off
.LBB0_90:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 58
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_92
; %bb.91:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[50:51], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v48, v[50:51], off
.LBB0_92:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 60
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_94
; %bb.93:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[52:53], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v51, v[52:53], off
.LBB0_94:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 62
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_96
; %bb.95:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[52:53], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v50, v[52:53], off
.LBB0_96:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 64
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_98
; %bb.97:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[54:55], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v53, v[54:55], off
.LBB0_98:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x42
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_100
; %bb.99:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[54:55], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v52, v[54:55], off
.LBB0_100:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x44
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_102
; %bb.101:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[56:57], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v55, v[56:57], off
.LBB0_102:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x46
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_104
; %bb.103:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[56:57], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v54, v[56:57], off
.LBB0_104:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x48
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_106
; %bb.105:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[58:59], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v57, v[58:59], off
.LBB0_106:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x4a
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_108
; %bb.107:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[58:59], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v56, v[58:59], off
.LBB0_108:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x4c
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_110
; %bb.109:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[60:61], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v59, v[60:61], off
.LBB0_110:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x4e
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_112
; %bb.111:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[60:61], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v58, v[60:61], off
.LBB0_112:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x50
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_114
; %bb.113:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[62:63], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v61, v[62:63], off
.LBB0_114:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x52
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_116
; %bb.115:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[62:63], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v60, v[62:63], off
.LBB0_116:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x54
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_118
; %bb.117:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[64:65], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v63, v[64:65], off
.LBB0_118:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x56
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_120
; %bb.119:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[64:65], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v62, v[64:65], off
.LBB0_120:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x58
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_122
; %bb.121:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[66:67], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v65, v[66:67], off
.LBB0_122:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x5a
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_124
; %bb.123:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[66:67], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v64, v[66:67], off
.LBB0_124:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x5c
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_126
; %bb.125:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[68:69], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v67, v[68:69], off
.LBB0_126:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x5e
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_128
; %bb.127:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[68:69], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v66, v[68:69], off
.LBB0_128:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x60
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_130
; %bb.129:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v69, v[70:71], off
.LBB0_130:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x62
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_132
; %bb.131:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v68, v[70:71], off
.LBB0_132:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x64
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v75, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_134
; %bb.133:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v75, v[70:71], off
.LBB0_134:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x66
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_136
; %bb.135:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v73, v[70:71], off
.LBB0_136:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x68
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v82, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_138
; %bb.137:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v82, v[70:71], off
.LBB0_138:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x6a
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_140
; %bb.139:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v81, v[70:71], off
.LBB0_140:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x6c
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_142
; %bb.141:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v85, v[70:71], off
.LBB0_142:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x6e
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_144
; %bb.143:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v84, v[70:71], off
.LBB0_144:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x70
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_146
; %bb.145:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v87, v[70:71], off
.LBB0_146:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x72
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_148
; %bb.147:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v86, v[70:71], off
.LBB0_148:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x74
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_150
; %bb.149:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v89, v[70:71], off
.LBB0_150:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x76
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_152
; %bb.151:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v88, v[70:71], off
.LBB0_152:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x78
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_154
; %bb.153:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v91, v[70:71], off
.LBB0_154:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x7a
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_156
; %bb.155:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v90, v[70:71], off
.LBB0_156:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x7c
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_158
; %bb.157:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v93, v[70:71], off
.LBB0_158:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 407 23 is_stmt 1              ; triton_corpus.py:407:23
	s_or_b32 s5, s56, 0x7e
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s5, s14
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 0 0                           ; triton_corpus.py:0
	v_or_b32_e32 v72, s4, v1
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_and_b64 s[8:9], vcc, s[8:9]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB0_160
; %bb.159:
	.loc	1 414 29 is_stmt 0              ; triton_corpus.py:414:29
	s_mul_i32 s5, s5, s13
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s9, s5, 31
	s_add_u32 s8, s6, s5
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[70:71], s[8:9], 0, v[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v92, v[70:71], off
.LBB0_160:
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[18:19]
	.loc	1 413 13 is_stmt 1              ; triton_corpus.py:413:13
	v_add_u32_e32 v94, 0, v72
	v_xor_b32_e32 v74, 16, v72
	s_waitcnt vmcnt(0)
	ds_write_b8 v94, v5 offset:32768
	ds_write_b8 v94, v13 offset:34816
	v_add_u32_e32 v5, 0, v74
	v_xor_b32_e32 v76, 32, v72
	ds_write_b8 v5, v4 offset:33024
	ds_write_b8 v5, v12 offset:35072
	v_add_u32_e32 v4, 0, v76
	v_xor_b32_e32 v77, 48, v72
	ds_write_b8 v4, v7 offset:33280
	ds_write_b8 v4, v15 offset:35328
	v_add_u32_e32 v7, 0, v77
	v_xor_b32_e32 v78, 64, v72
	ds_write_b8 v7, v6 offset:33536
	ds_write_b8 v7, v14 offset:35584
	v_add_u32_e32 v6, 0, v78
	v_xor_b32_e32 v79, 0x50, v72
	ds_write_b8 v6, v9 offset:33792
	ds_write_b8 v6, v17 offset:35840
	v_add_u32_e32 v9, 0, v79
	v_xor_b32_e32 v80, 0x60, v72
	.loc	1 407 23                        ; triton_corpus.py:407:23
	s_lshr_b32 s9, s4, 1
.Ltmp4:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:409:11 ]
	s_ashr_i32 s4, s54, 31
.Ltmp5:
	.loc	1 413 13                        ; triton_corpus.py:413:13
	ds_write_b8 v9, v8 offset:34048
	ds_write_b8 v9, v16 offset:36096
	v_add_u32_e32 v8, 0, v80
	v_xor_b32_e32 v83, 0x70, v72
	.loc	1 407 23                        ; triton_corpus.py:407:23
	v_and_b32_e32 v71, 32, v0
.Ltmp6:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:409:11 ]
	s_lshr_b32 s4, s4, 25
.Ltmp7:
	.loc	1 413 13                        ; triton_corpus.py:413:13
	ds_write_b8 v8, v11 offset:34304
	ds_write_b8 v8, v19 offset:36352
	v_add_u32_e32 v11, 0, v83
.Ltmp8:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:409:11 ]
	s_add_i32 s4, s54, s4
	s_movk_i32 s8, 0x70
.Ltmp9:
	.loc	1 413 13                        ; triton_corpus.py:413:13
	ds_write_b8 v11, v10 offset:34560
	ds_write_b8 v11, v18 offset:36608
	.loc	1 414 13                        ; triton_corpus.py:414:13
	ds_write_b8 v94, v21
	ds_write_b8 v94, v29 offset:2048
	ds_write_b8 v94, v37 offset:4096
	ds_write_b8 v94, v45 offset:6144
	ds_write_b8 v94, v53 offset:8192
	ds_write_b8 v94, v61 offset:10240
	ds_write_b8 v94, v69 offset:12288
	ds_write_b8 v94, v87 offset:14336
	ds_write_b8 v5, v20 offset:256
	ds_write_b8 v5, v28 offset:2304
	ds_write_b8 v5, v36 offset:4352
	ds_write_b8 v5, v44 offset:6400
	ds_write_b8 v5, v52 offset:8448
	ds_write_b8 v5, v60 offset:10496
	ds_write_b8 v5, v68 offset:12544
	ds_write_b8 v5, v86 offset:14592
	ds_write_b8 v4, v23 offset:512
	ds_write_b8 v4, v31 offset:2560
	ds_write_b8 v4, v39 offset:4608
	ds_write_b8 v4, v47 offset:6656
	ds_write_b8 v4, v55 offset:8704
	ds_write_b8 v4, v63 offset:10752
	ds_write_b8 v4, v75 offset:12800
	ds_write_b8 v4, v89 offset:14848
	ds_write_b8 v7, v22 offset:768
	ds_write_b8 v7, v30 offset:2816
	ds_write_b8 v7, v38 offset:4864
	ds_write_b8 v7, v46 offset:6912
	ds_write_b8 v7, v54 offset:8960
	ds_write_b8 v7, v62 offset:11008
	ds_write_b8 v7, v73 offset:13056
	ds_write_b8 v7, v88 offset:15104
	ds_write_b8 v6, v25 offset:1024
	ds_write_b8 v6, v33 offset:3072
	ds_write_b8 v6, v41 offset:5120
	ds_write_b8 v6, v49 offset:7168
	ds_write_b8 v6, v57 offset:9216
	ds_write_b8 v6, v65 offset:11264
	ds_write_b8 v6, v82 offset:13312
	ds_write_b8 v6, v91 offset:15360
	ds_write_b8 v9, v24 offset:1280
	ds_write_b8 v9, v32 offset:3328
	ds_write_b8 v9, v40 offset:5376
	ds_write_b8 v9, v48 offset:7424
	ds_write_b8 v9, v56 offset:9472
	ds_write_b8 v9, v64 offset:11520
	ds_write_b8 v9, v81 offset:13568
	ds_write_b8 v9, v90 offset:15616
	ds_write_b8 v8, v27 offset:1536
	ds_write_b8 v8, v35 offset:3584
	ds_write_b8 v8, v43 offset:5632
	ds_write_b8 v8, v51 offset:7680
	ds_write_b8 v8, v59 offset:9728
	ds_write_b8 v8, v67 offset:11776
	ds_write_b8 v8, v85 offset:13824
	ds_write_b8 v8, v93 offset:15872
	ds_write_b8 v11, v26 offset:1792
	ds_write_b8 v11, v34 offset:3840
	ds_write_b8 v11, v42 offset:5888
	ds_write_b8 v11, v50 offset:7936
	ds_write_b8 v11, v58 offset:9984
	ds_write_b8 v11, v66 offset:12032
	ds_write_b8 v11, v84 offset:14080
	ds_write_b8 v11, v92 offset:16128
	v_lshlrev_b32_e32 v8, 3, v0
	v_lshrrev_b32_e32 v7, 1, v71
	v_lshlrev_b32_e32 v10, 2, v0
.Ltmp10:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:409:11 ]
	s_ashr_i32 s10, s4, 7
.Ltmp11:
	.loc	2 43 13 is_stmt 0               ; standard.py:43:13 @[ triton_corpus.py:416:36 ]
	s_add_i32 s4, s13, 0x7f
	v_bitop3_b32 v5, v8, v7, s8 bitop3:0x6c
	v_lshlrev_b32_e32 v9, 6, v0
	v_and_b32_e32 v10, 48, v10
	s_movk_i32 s8, 0xb80
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:416:36 ]
	s_ashr_i32 s5, s4, 31
	v_and_b32_e32 v11, 16, v0
	v_and_or_b32 v9, v9, s8, v10
.Ltmp12:
	.loc	1 406 23 is_stmt 1              ; triton_corpus.py:406:23
	v_and_b32_e32 v1, 31, v0
.Ltmp13:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:416:36 ]
	s_lshr_b32 s5, s5, 25
	v_bitop3_b32 v9, s9, v9, v11 bitop3:0x36
.Ltmp14:
	.loc	1 406 10                        ; triton_corpus.py:406:10
	v_or_b32_e32 v70, s63, v1
.Ltmp15:
	.loc	2 43 12                         ; standard.py:43:12 @[ triton_corpus.py:416:36 ]
	s_add_i32 s4, s4, s5
	v_and_or_b32 v75, v8, 8, v9
.Ltmp16:
	.loc	1 415 51                        ; triton_corpus.py:415:51
	v_cmp_gt_i32_e64 s[18:19], s12, v70
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_mov_b32 s17, 0
	s_movk_i32 s5, 0x60
	.loc	1 411 5                         ; triton_corpus.py:411:5
	s_cmpk_gt_i32 s54, 0xff
	v_lshlrev_b32_e32 v4, 7, v1
	v_and_b32_e32 v6, 0x70, v8
	v_xor_b32_e32 v73, 64, v75
	s_cbranch_scc1 .LBB0_162
; %bb.161:                              ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_mov_b64 s[54:55], 0
	s_branch .LBB0_163
.LBB0_162:
	s_mov_b64 s[54:55], -1
.LBB0_163:                              ; %Flow1770
	s_ashr_i32 s12, s4, 7
	s_add_i32 s8, s10, -1
	v_bitop3_b32 v81, v5, s5, v4 bitop3:0x36
	s_and_b64 s[4:5], s[54:55], exec
	s_cselect_b32 s4, 1, 0
	v_bitop3_b32 v85, v6, v4, v7 bitop3:0xde
	v_bitop3_b32 v84, v5, 32, v4 bitop3:0x36
	v_bitop3_b32 v82, v5, 64, v4 bitop3:0x36
	s_cmp_lg_u32 s4, 1
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	s_cbranch_scc1 .LBB0_328
; %bb.164:                              ; %.lr.ph
	v_writelane_b32 v199, s9, 5
	s_mov_b32 s4, s66
	s_ashr_i32 s67, s66, 31
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	v_writelane_b32 v199, s4, 6
	v_lshl_add_u64 v[32:33], s[6:7], 0, v[2:3]
	v_add_u32_e32 v1, s63, v1
	v_writelane_b32 v199, s5, 7
	s_lshl_b64 s[4:5], s[66:67], 2
	s_add_u32 s60, s68, s4
	v_writelane_b32 v199, s68, 8
	s_addc_u32 s61, s69, s5
	s_max_i32 s4, s8, 1
	v_writelane_b32 v199, s69, 9
	v_writelane_b32 v199, s8, 10
	s_add_i32 s8, s63, s56
	s_lshl_b32 s62, s4, 7
	s_mul_i32 s4, s14, s8
	s_ashr_i32 s5, s4, 31
	s_and_b32 s6, s57, 64
	v_mul_lo_u32 v2, s10, v1
	v_bitop3_b16 v0, s6, v0, 63 bitop3:0xf8
	s_add_u32 s4, s2, s4
	v_writelane_b32 v199, s10, 11
	v_ashrrev_i32_e32 v3, 31, v2
	v_and_b32_e32 v0, 0xffff, v0
	v_mov_b32_e32 v1, s17
	s_addc_u32 s5, s3, s5
	v_writelane_b32 v199, s70, 12
	s_mov_b64 s[6:7], 0x80
	v_mov_b32_e32 v28, 0
	v_lshl_add_u64 v[34:35], v[2:3], 2, s[70:71]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	s_add_i32 s4, s8, 30
	s_mul_i32 s4, s14, s4
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	v_lshl_add_u64 v[36:37], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	s_add_i32 s4, s8, 28
	s_mul_i32 s4, s14, s4
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	v_lshl_add_u64 v[38:39], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	s_add_i32 s4, s8, 26
	s_mul_i32 s4, s14, s4
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	v_lshl_add_u64 v[40:41], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	s_add_i32 s4, s8, 24
	s_mul_i32 s4, s14, s4
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	v_lshl_add_u64 v[42:43], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	s_add_i32 s4, s8, 22
	s_mul_i32 s4, s14, s4
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	v_lshl_add_u64 v[44:45], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	s_add_i32 s4, s8, 20
	s_mul_i32 s4, s14, s4
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	v_lshl_add_u64 v[46:47], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	s_add_i32 s4, s8, 18
	s_mul_i32 s4, s14, s4
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	v_lshl_add_u64 v[48:49], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	s_add_i32 s4, s8, 16
	s_mul_i32 s4, s14, s4
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	v_lshl_add_u64 v[50:51], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	s_add_i32 s4, s8, 14
	s_mul_i32 s4, s14, s4
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	v_lshl_add_u64 v[52:53], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	s_add_i32 s4, s8, 12
	s_mul_i32 s4, s14, s4
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	v_lshl_add_u64 v[54:55], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	s_add_i32 s4, s8, 10
	s_mul_i32 s4, s14, s4
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	v_lshl_add_u64 v[56:57], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	s_add_i32 s4, s8, 8
	s_mul_i32 s4, s14, s4
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	v_lshl_add_u64 v[58:59], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	s_add_i32 s4, s8, 6
	s_mul_i32 s4, s14, s4
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	v_lshl_add_u64 v[60:61], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	s_add_i32 s4, s8, 4
	s_mul_i32 s4, s14, s4
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s2, s4
	s_addc_u32 s5, s3, s5
	s_add_i32 s8, s8, 2
	v_lshl_add_u64 v[62:63], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	s_mul_i32 s4, s14, s8
	s_ashr_i32 s5, s4, 31
	s_add_u32 s2, s2, s4
	s_addc_u32 s3, s3, s5
	v_lshl_add_u64 v[64:65], v[2:3], 0, s[6:7]
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	s_add_i32 s2, s56, 0xfe
	v_writelane_b32 v199, s71, 13
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 14
	s_add_i32 s2, s56, 0xfc
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 15
	s_add_i32 s2, s56, 0xfa
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 16
	s_add_i32 s2, s56, 0xf8
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 17
	s_add_i32 s2, s56, 0xf6
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 18
	s_add_i32 s2, s56, 0xf4
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 19
	s_add_i32 s2, s56, 0xf2
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 20
	s_add_i32 s2, s56, 0xf0
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 21
	s_add_i32 s2, s56, 0xee
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 22
	s_add_i32 s2, s56, 0xec
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 23
	s_add_i32 s2, s56, 0xea
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 24
	s_add_i32 s2, s56, 0xe8
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 25
	s_add_i32 s2, s56, 0xe6
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 26
	s_add_i32 s2, s56, 0xe4
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 27
	s_add_i32 s2, s56, 0xe2
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 28
	s_add_i32 s2, s56, 0xe0
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 29
	s_add_i32 s2, s56, 0xde
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 30
	s_add_i32 s2, s56, 0xdc
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 31
	s_add_i32 s2, s56, 0xda
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 32
	s_add_i32 s2, s56, 0xd8
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 33
	s_add_i32 s2, s56, 0xd6
	s_mul_i32 s2, s13, s2
	v_writelane_b32 v199, s2, 34
	s_add_i32 s2, s56, 0xd4
	s_mul_i32 s86, s13, s2
	s_add_i32 s2, s56, 0xd2
	s_mul_i32 s87, s13, s2
	s_add_i32 s2, s56, 0xd0
	s_mul_i32 s88, s13, s2
	s_add_i32 s2, s56, 0xce
	s_mul_i32 s89, s13, s2
	s_add_i32 s2, s56, 0xcc
	s_mul_i32 s90, s13, s2
	s_add_i32 s2, s56, 0xca
	s_mul_i32 s91, s13, s2
	s_add_i32 s2, s56, 0xc8
	s_mul_i32 s92, s13, s2
	s_add_i32 s2, s56, 0xc6
	s_mul_i32 s93, s13, s2
	s_add_i32 s2, s56, 0xc4
	s_mul_i32 s94, s13, s2
	s_add_i32 s2, s56, 0xc2
	s_mul_i32 s95, s13, s2
	s_add_i32 s2, s56, 0xc0
	s_mul_i32 s96, s13, s2
	s_add_i32 s2, s56, 0xbe
	s_mul_i32 s97, s13, s2
	s_add_i32 s2, s56, 0xbc
	s_mul_i32 s98, s13, s2
	s_add_i32 s2, s56, 0xba
	s_mul_i32 s99, s13, s2
	s_add_i32 s2, s56, 0xb8
	s_mul_i32 s15, s13, s2
	s_add_i32 s2, s56, 0xb6
	s_mul_i32 s11, s13, s2
	s_add_i32 s2, s56, 0xb4
	s_mul_i32 s10, s13, s2
	s_add_i32 s2, s56, 0xb2
	s_mul_i32 s5, s13, s2
	s_add_i32 s2, s56, 0xb0
	s_mul_i32 s4, s13, s2
	s_add_i32 s2, s56, 0xae
	s_mul_i32 s9, s13, s2
	s_add_i32 s2, s56, 0xac
	s_mul_i32 s8, s13, s2
	s_add_i32 s2, s56, 0xaa
	s_mul_i32 s59, s13, s2
	s_add_i32 s2, s56, 0xa8
	s_mul_i32 s33, s13, s2
	s_add_i32 s2, s56, 0xa6
	s_mul_i32 s58, s13, s2
	s_add_i32 s2, s56, 0xa4
	s_mul_i32 s16, s13, s2
	s_add_i32 s2, s56, 0xa2
	s_mul_i32 s63, s13, s2
	s_add_i32 s2, s56, 0xa0
	s_mul_i32 s66, s13, s2
	s_add_i32 s2, s56, 0x9e
	s_mul_i32 s67, s13, s2
	s_add_i32 s2, s56, 0x9c
	s_mul_i32 s68, s13, s2
	s_add_i32 s2, s56, 0x9a
	s_mul_i32 s69, s13, s2
	s_add_i32 s2, s56, 0x98
	s_mul_i32 s70, s13, s2
	s_add_i32 s2, s56, 0x96
	s_mul_i32 s71, s13, s2
	s_add_i32 s2, s56, 0x94
	s_mul_i32 s72, s13, s2
	s_add_i32 s2, s56, 0x92
	s_mul_i32 s73, s13, s2
	s_add_i32 s2, s56, 0x90
	s_mul_i32 s74, s13, s2
	s_add_i32 s2, s56, 0x8e
	s_mul_i32 s75, s13, s2
	s_add_i32 s2, s56, 0x8c
	s_mul_i32 s76, s13, s2
	s_add_i32 s2, s56, 0x8a
	s_mul_i32 s77, s13, s2
	s_add_i32 s2, s56, 0x88
	s_mul_i32 s78, s13, s2
	s_add_i32 s2, s56, 0x86
	s_mul_i32 s79, s13, s2
	s_add_i32 s2, s56, 0x84
	s_mul_i32 s20, s13, s2
	s_add_i32 s2, s56, 0x82
	s_addk_i32 s56, 0x80
	v_lshl_add_u64 v[66:67], v[2:3], 0, s[6:7]
	v_or_b32_e32 v86, 0x80, v0
	s_lshl_b32 s64, s13, 7
	s_bfe_u32 s65, s57, 0x10007
	s_mul_i32 s21, s13, s2
	s_mov_b32 s83, 0x8000
	s_mul_i32 s80, s13, s56
	s_mov_b64 s[6:7], 0
	s_mov_b32 s81, 0
	s_mov_b32 s54, 0
	s_mov_b32 s82, 0
	v_mov_b32_e32 v29, v28
	v_mov_b32_e32 v26, v28
	v_mov_b32_e32 v27, v28
	v_mov_b32_e32 v30, v28
	v_mov_b32_e32 v31, v28
	v_mov_b32_e32 v24, v28
	v_mov_b32_e32 v25, v28
	v_mov_b32_e32 v22, v28
	v_mov_b32_e32 v23, v28
	v_mov_b32_e32 v20, v28
	v_mov_b32_e32 v21, v28
	v_mov_b32_e32 v18, v28
	v_mov_b32_e32 v19, v28
	v_mov_b32_e32 v16, v28
	v_mov_b32_e32 v17, v28
	s_branch .LBB0_166
.LBB0_165:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 5 is_stmt 0                 ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 417 16 is_stmt 1              ; triton_corpus.py:417:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[112:119], v[96:103], 0
	.loc	1 416 22                        ; triton_corpus.py:416:22
	s_ashr_i32 s55, s54, 31
	s_lshl_b64 s[2:3], s[54:55], 2
	s_add_u32 s2, s60, s2
	s_addc_u32 s3, s61, s3
	.loc	1 416 14 is_stmt 0              ; triton_corpus.py:416:14
	s_load_dword s2, s[2:3], 0x0
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	s_add_i32 s3, s82, 1
	s_cmp_lt_i32 s3, 2
	.loc	1 416 31                        ; triton_corpus.py:416:31
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v69, v68
	.loc	1 411 5                         ; triton_corpus.py:411:5
	s_cselect_b32 s82, s3, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_lshl_b32 s3, s82, 12
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_lshl_b32 s17, s82, 14
	.loc	1 413 13                        ; triton_corpus.py:413:13
	v_add_u32_e32 v96, s3, v72
	.loc	1 417 16                        ; triton_corpus.py:417:16
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[104:111], v[88:95], v[0:15]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	ds_write_b8 v96, v121 offset:32768
	ds_write_b8 v96, v127 offset:34816
	s_add_i32 s83, s3, 0x8000
	.loc	1 411 5                         ; triton_corpus.py:411:5
	s_add_i32 s54, s54, s12
	s_add_u32 s6, s6, 0x80
	s_addc_u32 s7, s7, 0
	s_add_i32 s81, s81, s64
	s_cmp_lg_u32 s62, s6
	v_lshl_add_u64 v[34:35], v[34:35], 0, 4
	.loc	1 417 16                        ; triton_corpus.py:417:16
	s_nop 10
	v_pk_mul_f32 v[0:1], v[68:69], v[0:1]
	v_pk_mul_f32 v[2:3], v[68:69], v[2:3]
	.loc	1 417 9 is_stmt 0               ; triton_corpus.py:417:9
	v_pk_fma_f32 v[28:29], s[2:3], v[0:1], v[28:29] op_sel_hi:[0,1,1]
	.loc	1 413 13 is_stmt 1              ; triton_corpus.py:413:13
	v_add_u32_e32 v0, s3, v74
	ds_write_b8 v0, v120 offset:33024
	ds_write_b8 v0, v129 offset:35072
	v_add_u32_e32 v0, s3, v76
	ds_write_b8 v0, v87 offset:33280
	ds_write_b8 v0, v128 offset:35328
	v_add_u32_e32 v0, s3, v77
	ds_write_b8 v0, v123 offset:33536
	ds_write_b8 v0, v131 offset:35584
	v_add_u32_e32 v0, s3, v78
	ds_write_b8 v0, v122 offset:33792
	ds_write_b8 v0, v130 offset:35840
	v_add_u32_e32 v0, s3, v79
	ds_write_b8 v0, v125 offset:34048
	ds_write_b8 v0, v133 offset:36096
	v_add_u32_e32 v0, s3, v80
	ds_write_b8 v0, v124 offset:34304
	ds_write_b8 v0, v132 offset:36352
	v_add_u32_e32 v0, s3, v83
	ds_write_b8 v0, v126 offset:34560
	ds_write_b8 v0, v135 offset:36608
	.loc	1 414 13                        ; triton_corpus.py:414:13
	v_add_u32_e32 v0, s17, v72
	ds_write_b8 v0, v134
	ds_write_b8 v0, v143 offset:2048
	ds_write_b8 v0, v151 offset:4096
	ds_write_b8 v0, v159 offset:6144
	ds_write_b8 v0, v167 offset:8192
	ds_write_b8 v0, v175 offset:10240
	ds_write_b8 v0, v183 offset:12288
	ds_write_b8 v0, v191 offset:14336
	v_add_u32_e32 v0, s17, v74
	ds_write_b8 v0, v137 offset:256
	ds_write_b8 v0, v145 offset:2304
	ds_write_b8 v0, v153 offset:4352
	ds_write_b8 v0, v161 offset:6400
	ds_write_b8 v0, v169 offset:8448
	ds_write_b8 v0, v177 offset:10496
	ds_write_b8 v0, v185 offset:12544
	ds_write_b8 v0, v193 offset:14592
	v_add_u32_e32 v0, s17, v76
	ds_write_b8 v0, v136 offset:512
	ds_write_b8 v0, v144 offset:2560
	ds_write_b8 v0, v152 offset:4608
	ds_write_b8 v0, v160 offset:6656
	ds_write_b8 v0, v168 offset:8704
	ds_write_b8 v0, v176 offset:10752
	ds_write_b8 v0, v184 offset:12800
	ds_write_b8 v0, v192 offset:14848
	v_add_u32_e32 v0, s17, v77
	ds_write_b8 v0, v139 offset:768
	ds_write_b8 v0, v147 offset:2816
	ds_write_b8 v0, v155 offset:4864
	ds_write_b8 v0, v163 offset:6912
	ds_write_b8 v0, v171 offset:8960
	ds_write_b8 v0, v179 offset:11008
	ds_write_b8 v0, v187 offset:13056
	ds_write_b8 v0, v195 offset:15104
	v_add_u32_e32 v0, s17, v78
	ds_write_b8 v0, v138 offset:1024
	ds_write_b8 v0, v146 offset:3072
	ds_write_b8 v0, v154 offset:5120
	ds_write_b8 v0, v162 offset:7168
	ds_write_b8 v0, v170 offset:9216
	ds_write_b8 v0, v178 offset:11264
	ds_write_b8 v0, v186 offset:13312
	ds_write_b8 v0, v194 offset:15360
	v_add_u32_e32 v0, s17, v79
	.loc	1 417 16                        ; triton_corpus.py:417:16
	v_pk_mul_f32 v[4:5], v[68:69], v[4:5]
	v_pk_mul_f32 v[6:7], v[68:69], v[6:7]
	v_pk_mul_f32 v[8:9], v[68:69], v[8:9]
	v_pk_mul_f32 v[10:11], v[68:69], v[10:11]
	v_pk_mul_f32 v[12:13], v[68:69], v[12:13]
	v_pk_mul_f32 v[14:15], v[68:69], v[14:15]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	ds_write_b8 v0, v141 offset:1280
	ds_write_b8 v0, v149 offset:3328
	ds_write_b8 v0, v157 offset:5376
	ds_write_b8 v0, v165 offset:7424
	ds_write_b8 v0, v173 offset:9472
	ds_write_b8 v0, v181 offset:11520
	ds_write_b8 v0, v189 offset:13568
	ds_write_b8 v0, v197 offset:15616
	v_add_u32_e32 v0, s17, v80
	.loc	1 417 9                         ; triton_corpus.py:417:9
	v_pk_fma_f32 v[26:27], s[2:3], v[2:3], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], s[2:3], v[4:5], v[30:31] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], s[2:3], v[6:7], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], s[2:3], v[8:9], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], s[2:3], v[10:11], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], s[2:3], v[12:13], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], s[2:3], v[14:15], v[16:17] op_sel_hi:[0,1,1]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	ds_write_b8 v0, v140 offset:1536
	ds_write_b8 v0, v148 offset:3584
	ds_write_b8 v0, v156 offset:5632
	ds_write_b8 v0, v164 offset:7680
	ds_write_b8 v0, v172 offset:9728
	ds_write_b8 v0, v180 offset:11776
	ds_write_b8 v0, v188 offset:13824
	ds_write_b8 v0, v196 offset:15872
	v_add_u32_e32 v0, s17, v83
	ds_write_b8 v0, v142 offset:1792
	ds_write_b8 v0, v150 offset:3840
	ds_write_b8 v0, v158 offset:5888
	ds_write_b8 v0, v166 offset:7936
	ds_write_b8 v0, v174 offset:9984
	ds_write_b8 v0, v182 offset:12032
	ds_write_b8 v0, v190 offset:14080
	ds_write_b8 v0, v198 offset:16128
	.loc	1 411 5                         ; triton_corpus.py:411:5
	s_cbranch_scc0 .LBB0_329
.LBB0_166:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 413 86                        ; triton_corpus.py:413:86
	v_add_u32_e32 v0, s6, v86
	.loc	1 413 65 is_stmt 0              ; triton_corpus.py:413:65
	v_readlane_b32 s56, v199, 2
	.loc	1 413 86                        ; triton_corpus.py:413:86
	v_cmp_gt_i32_e64 s[2:3], s14, v0
	.loc	1 413 65                        ; triton_corpus.py:413:65
	v_readlane_b32 s57, v199, 3
	s_and_b64 s[84:85], s[56:57], s[2:3]
	v_mov_b32_e32 v121, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[56:57], s[84:85]
	s_cbranch_execz .LBB0_168
; %bb.167:                              ;   in Loop: Header=BB0_166 Depth=1
	v_lshl_add_u64 v[0:1], v[36:37], 0, s[6:7]
	global_load_ubyte v121, v[0:1], off
.LBB0_168:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 413 65                        ; triton_corpus.py:413:65
	s_and_b64 s[84:85], s[22:23], s[2:3]
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v120, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[56:57], s[84:85]
	s_cbranch_execz .LBB0_170
; %bb.169:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_lshl_add_u64 v[0:1], v[66:67], 0, s[6:7]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v120, v[0:1], off
.LBB0_170:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 413 65                        ; triton_corpus.py:413:65
	s_and_b64 s[84:85], s[24:25], s[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[56:57], s[84:85]
	s_cbranch_execz .LBB0_172
; %bb.171:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_lshl_add_u64 v[0:1], v[64:65], 0, s[6:7]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v87, v[0:1], off
.LBB0_172:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 413 65                        ; triton_corpus.py:413:65
	s_and_b64 s[84:85], s[26:27], s[2:3]
	v_mov_b32_e32 v122, 0
	v_mov_b32_e32 v123, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[56:57], s[84:85]
	s_cbranch_execz .LBB0_174
; %bb.173:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_lshl_add_u64 v[0:1], v[62:63], 0, s[6:7]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v123, v[0:1], off
.LBB0_174:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 413 65                        ; triton_corpus.py:413:65
	s_and_b64 s[84:85], s[28:29], s[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[56:57], s[84:85]
	s_cbranch_execz .LBB0_176
; %bb.175:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_lshl_add_u64 v[0:1], v[60:61], 0, s[6:7]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v122, v[0:1], off
.LBB0_176:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 413 65                        ; triton_corpus.py:413:65
	s_and_b64 s[84:85], s[30:31], s[2:3]
	v_mov_b32_e32 v124, 0
	v_mov_b32_e32 v125, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[56:57], s[84:85]
	s_cbranch_execz .LBB0_178
; %bb.177:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_lshl_add_u64 v[0:1], v[58:59], 0, s[6:7]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v125, v[0:1], off
.LBB0_178:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 413 65                        ; triton_corpus.py:413:65
	s_and_b64 s[84:85], s[34:35], s[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[56:57], s[84:85]
	s_cbranch_execz .LBB0_180
; %bb.179:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_lshl_add_u64 v[0:1], v[56:57], 0, s[6:7]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v124, v[0:1], off
.LBB0_180:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 413 65                        ; triton_corpus.py:413:65
	s_and_b64 s[84:85], s[36:37], s[2:3]
	v_mov_b32_e32 v127, 0
	v_mov_b32_e32 v126, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[56:57], s[84:85]
	s_cbranch_execz .LBB0_182
; %bb.181:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_lshl_add_u64 v[0:1], v[54:55], 0, s[6:7]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v126, v[0:1], off
.LBB0_182:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 413 65                        ; triton_corpus.py:413:65
	s_and_b64 s[84:85], s[38:39], s[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[56:57], s[84:85]
	s_cbranch_execz .LBB0_184
; %bb.183:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_lshl_add_u64 v[0:1], v[52:53], 0, s[6:7]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v127, v[0:1], off
.LBB0_184:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 413 65                        ; triton_corpus.py:413:65
	s_and_b64 s[84:85], s[40:41], s[2:3]
	v_mov_b32_e32 v128, 0
	v_mov_b32_e32 v129, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[56:57], s[84:85]
	s_cbranch_execz .LBB0_186
; %bb.185:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_lshl_add_u64 v[0:1], v[50:51], 0, s[6:7]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v129, v[0:1], off
.LBB0_186:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 413 65                        ; triton_corpus.py:413:65
	s_and_b64 s[84:85], s[42:43], s[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[56:57], s[84:85]
	s_cbranch_execz .LBB0_188
; %bb.187:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_lshl_add_u64 v[0:1], v[48:49], 0, s[6:7]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v128, v[0:1], off
.LBB0_188:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 413 65                        ; triton_corpus.py:413:65
	s_and_b64 s[84:85], s[44:45], s[2:3]
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v131, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[56:57], s[84:85]
	s_cbranch_execz .LBB0_190
; %bb.189:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_lshl_add_u64 v[0:1], v[46:47], 0, s[6:7]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v131, v[0:1], off
.LBB0_190:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 413 65                        ; triton_corpus.py:413:65
	s_and_b64 s[84:85], s[46:47], s[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[56:57], s[84:85]
	s_cbranch_execz .LBB0_192
; %bb.191:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_lshl_add_u64 v[0:1], v[44:45], 0, s[6:7]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v130, v[0:1], off
.LBB0_192:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 413 65                        ; triton_corpus.py:413:65
	s_and_b64 s[84:85], s[48:49], s[2:3]
	v_mov_b32_e32 v132, 0
	v_mov_b32_e32 v133, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[56:57], s[84:85]
	s_cbranch_execz .LBB0_194
; %bb.193:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_lshl_add_u64 v[0:1], v[42:43], 0, s[6:7]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v133, v[0:1], off
.LBB0_194:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 413 65                        ; triton_corpus.py:413:65
	s_and_b64 s[84:85], s[50:51], s[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[56:57], s[84:85]
	s_cbranch_execz .LBB0_196
; %bb.195:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 413 21                        ; triton_corpus.py:413:21
	v_lshl_add_u64 v[0:1], v[40:41], 0, s[6:7]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	global_load_ubyte v132, v[0:1], off
.LBB0_196:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[56:57]
	.loc	1 413 65                        ; triton_corpus.py:413:65
	s_and_b64 s[56:57], s[52:53], s[2:3]
	v_mov_b32_e32 v134, 0
	v_mov_b32_e32 v135, 0
	.loc	1 413 13                        ; triton_corpus.py:413:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_198
; %bb.197:                              ;   in Loop: Header=BB0_166 Depth=1
	v_lshl_add_u64 v[0:1], v[38:39], 0, s[6:7]
	global_load_ubyte v135, v[0:1], off
.LBB0_198:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 413 13                        ; triton_corpus.py:413:13
	v_add_u32_e32 v0, s83, v85
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v1, s83, v84
	ds_read_b128 v[96:99], v0
	ds_read_b128 v[100:103], v1
	v_add_u32_e32 v0, s83, v82
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_u32 s55, s65, s6
	.loc	1 413 13                        ; triton_corpus.py:413:13
	v_add_u32_e32 v1, s83, v81
	ds_read_b128 v[88:91], v0
	ds_read_b128 v[92:95], v1
	.loc	1 412 14                        ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x80
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_200
; %bb.199:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_add_i32 s56, s80, s81
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v134, v[0:1], off
.LBB0_200:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x82
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v136, 0
	v_mov_b32_e32 v137, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_202
; %bb.201:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s21, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v137, v[0:1], off
.LBB0_202:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x84
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_204
; %bb.203:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s20, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v136, v[0:1], off
.LBB0_204:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x86
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v139, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_206
; %bb.205:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s79, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v139, v[0:1], off
.LBB0_206:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x88
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_208
; %bb.207:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s78, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v138, v[0:1], off
.LBB0_208:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x8a
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v140, 0
	v_mov_b32_e32 v141, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_210
; %bb.209:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s77, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v141, v[0:1], off
.LBB0_210:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x8c
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_212
; %bb.211:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s76, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v140, v[0:1], off
.LBB0_212:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x8e
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v143, 0
	v_mov_b32_e32 v142, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_214
; %bb.213:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s75, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v142, v[0:1], off
.LBB0_214:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x90
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_216
; %bb.215:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s74, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v143, v[0:1], off
.LBB0_216:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x92
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v144, 0
	v_mov_b32_e32 v145, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_218
; %bb.217:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s73, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v145, v[0:1], off
.LBB0_218:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x94
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_220
; %bb.219:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s72, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v144, v[0:1], off
.LBB0_220:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x96
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v146, 0
	v_mov_b32_e32 v147, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_222
; %bb.221:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s71, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v147, v[0:1], off
.LBB0_222:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x98
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_224
; %bb.223:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s70, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v146, v[0:1], off
.LBB0_224:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x9a
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v148, 0
	v_mov_b32_e32 v149, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_226
; %bb.225:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s69, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v149, v[0:1], off
.LBB0_226:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x9c
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_228
; %bb.227:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s68, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v148, v[0:1], off
.LBB0_228:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0x9e
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v151, 0
	v_mov_b32_e32 v150, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_230
; %bb.229:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s67, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v150, v[0:1], off
.LBB0_230:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xa0
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_232
; %bb.231:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s66, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v151, v[0:1], off
.LBB0_232:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xa2
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v152, 0
	v_mov_b32_e32 v153, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_234
; %bb.233:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s63, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v153, v[0:1], off
.LBB0_234:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xa4
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_236
; %bb.235:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s16, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v152, v[0:1], off
.LBB0_236:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xa6
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v154, 0
	v_mov_b32_e32 v155, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_238
; %bb.237:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s58, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v155, v[0:1], off
.LBB0_238:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xa8
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_240
; %bb.239:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s33, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v154, v[0:1], off
.LBB0_240:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xaa
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v156, 0
	v_mov_b32_e32 v157, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_242
; %bb.241:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s59, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v157, v[0:1], off
.LBB0_242:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xac
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_244
; %bb.243:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s8, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v156, v[0:1], off
.LBB0_244:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xae
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v159, 0
	v_mov_b32_e32 v158, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_246
; %bb.245:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s9, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v158, v[0:1], off
.LBB0_246:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xb0
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_248
; %bb.247:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s4, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v159, v[0:1], off
.LBB0_248:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xb2
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v160, 0
	v_mov_b32_e32 v161, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_250
; %bb.249:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s5, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v161, v[0:1], off
.LBB0_250:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xb4
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_252
; %bb.251:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s10, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v160, v[0:1], off
.LBB0_252:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xb6
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v162, 0
	v_mov_b32_e32 v163, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_254
; %bb.253:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s11, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v163, v[0:1], off
.LBB0_254:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xb8
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_256
; %bb.255:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s15, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v162, v[0:1], off
.LBB0_256:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xba
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v164, 0
	v_mov_b32_e32 v165, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_258
; %bb.257:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s99, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v165, v[0:1], off
.LBB0_258:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xbc
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_260
; %bb.259:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s98, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v164, v[0:1], off
.LBB0_260:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xbe
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v167, 0
	v_mov_b32_e32 v166, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_262
; %bb.261:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s97, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v166, v[0:1], off
.LBB0_262:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xc0
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_264
; %bb.263:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s96, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v167, v[0:1], off
.LBB0_264:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xc2
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v168, 0
	v_mov_b32_e32 v169, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_266
; %bb.265:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s95, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v169, v[0:1], off
.LBB0_266:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xc4
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_268
; %bb.267:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s94, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v168, v[0:1], off
.LBB0_268:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xc6
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v170, 0
	v_mov_b32_e32 v171, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_270
; %bb.269:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s93, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v171, v[0:1], off
.LBB0_270:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xc8
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_272
; %bb.271:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s92, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v170, v[0:1], off
.LBB0_272:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xca
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v172, 0
	v_mov_b32_e32 v173, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_274
; %bb.273:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s91, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v173, v[0:1], off
.LBB0_274:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xcc
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_276
; %bb.275:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s90, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v172, v[0:1], off
.LBB0_276:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xce
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v175, 0
	v_mov_b32_e32 v174, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_278
; %bb.277:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s89, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v174, v[0:1], off
.LBB0_278:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xd0
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_280
; %bb.279:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s88, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v175, v[0:1], off
.LBB0_280:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xd2
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v176, 0
	v_mov_b32_e32 v177, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_282
; %bb.281:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s87, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v177, v[0:1], off
.LBB0_282:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xd4
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_284
; %bb.283:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	s_add_i32 s56, s86, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v176, v[0:1], off
.LBB0_284:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xd6
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v178, 0
	v_mov_b32_e32 v179, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_286
; %bb.285:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 34
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v179, v[0:1], off
.LBB0_286:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xd8
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_288
; %bb.287:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 33
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v178, v[0:1], off
.LBB0_288:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xda
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v180, 0
	v_mov_b32_e32 v181, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_290
; %bb.289:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 32
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v181, v[0:1], off
.LBB0_290:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xdc
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_292
; %bb.291:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 31
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v180, v[0:1], off
.LBB0_292:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xde
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v183, 0
	v_mov_b32_e32 v182, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_294
; %bb.293:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 30
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v182, v[0:1], off
.LBB0_294:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xe0
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_296
; %bb.295:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 29
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v183, v[0:1], off
.LBB0_296:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xe2
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v184, 0
	v_mov_b32_e32 v185, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_298
; %bb.297:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 28
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v185, v[0:1], off
.LBB0_298:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xe4
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_300
; %bb.299:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 27
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v184, v[0:1], off
.LBB0_300:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xe6
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v186, 0
	v_mov_b32_e32 v187, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_302
; %bb.301:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 26
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v187, v[0:1], off
.LBB0_302:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xe8
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_304
; %bb.303:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 25
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v186, v[0:1], off
.LBB0_304:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xea
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v188, 0
	v_mov_b32_e32 v189, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_306
; %bb.305:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 24
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v189, v[0:1], off
.LBB0_306:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xec
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_308
; %bb.307:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 23
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v188, v[0:1], off
.LBB0_308:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xee
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v191, 0
	v_mov_b32_e32 v190, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_310
; %bb.309:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 22
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v190, v[0:1], off
.LBB0_310:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xf0
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_312
; %bb.311:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 21
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v191, v[0:1], off
.LBB0_312:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xf2
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v192, 0
	v_mov_b32_e32 v193, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_314
; %bb.313:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 20
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v193, v[0:1], off
.LBB0_314:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xf4
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_316
; %bb.315:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 19
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v192, v[0:1], off
.LBB0_316:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xf6
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v194, 0
	v_mov_b32_e32 v195, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_318
; %bb.317:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 18
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v195, v[0:1], off
.LBB0_318:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xf8
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_320
; %bb.319:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 17
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v194, v[0:1], off
.LBB0_320:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xfa
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v196, 0
	v_mov_b32_e32 v197, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_322
; %bb.321:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 16
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v197, v[0:1], off
.LBB0_322:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_add_i32 s2, s55, 0xfc
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s2, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_324
; %bb.323:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 29                        ; triton_corpus.py:414:29
	v_readlane_b32 s56, v199, 15
	s_add_i32 s56, s56, s81
	.loc	1 414 21                        ; triton_corpus.py:414:21
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v196, v[0:1], off
.LBB0_324:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 412 14 is_stmt 1              ; triton_corpus.py:412:14
	s_addk_i32 s55, 0xfe
	.loc	1 414 66                        ; triton_corpus.py:414:66
	s_cmp_lt_i32 s55, s14
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 414 65 is_stmt 0              ; triton_corpus.py:414:65
	s_and_b64 s[56:57], s[0:1], s[2:3]
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v198, 0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	s_and_saveexec_b64 s[2:3], s[56:57]
	s_cbranch_execz .LBB0_326
; %bb.325:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 414 21                        ; triton_corpus.py:414:21
	v_readlane_b32 s55, v199, 14
	s_add_i32 s56, s55, s81
	s_ashr_i32 s57, s56, 31
	v_lshl_add_u64 v[0:1], v[32:33], 0, s[56:57]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	global_load_ubyte v198, v[0:1], off
.LBB0_326:                              ;   in Loop: Header=BB0_166 Depth=1
	.loc	1 0 13                          ; triton_corpus.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 414 13                        ; triton_corpus.py:414:13
	v_add_u32_e32 v0, s17, v75
	ds_read_b64_tr_b8 v[112:113], v0
	ds_read_b64_tr_b8 v[116:117], v0 offset:4096
	ds_read_b64_tr_b8 v[104:105], v0 offset:8192
	ds_read_b64_tr_b8 v[108:109], v0 offset:12288
	v_add_u32_e32 v0, s17, v73
	ds_read_b64_tr_b8 v[114:115], v0 offset:1024
	ds_read_b64_tr_b8 v[118:119], v0 offset:5120
	ds_read_b64_tr_b8 v[106:107], v0 offset:9216
	ds_read_b64_tr_b8 v[110:111], v0 offset:13312
	.loc	1 415 14 is_stmt 1              ; triton_corpus.py:415:14
	s_and_saveexec_b64 s[2:3], s[18:19]
	s_cbranch_execz .LBB0_165
; %bb.327:                              ;   in Loop: Header=BB0_166 Depth=1
	global_load_dword v68, v[34:35], off
	s_branch .LBB0_165
.LBB0_328:
	.loc	1 0 14 is_stmt 0                ; triton_corpus.py:0:14
	s_mov_b32 s83, 0x8000
	s_branch .LBB0_330
.LBB0_329:                              ; %Flow
	v_readlane_b32 s68, v199, 8
	v_readlane_b32 s70, v199, 12
	v_readlane_b32 s66, v199, 6
	v_readlane_b32 s69, v199, 9
	v_readlane_b32 s71, v199, 13
	v_readlane_b32 s9, v199, 5
	v_readlane_b32 s10, v199, 11
	v_readlane_b32 s8, v199, 10
	v_readlane_b32 s67, v199, 7
.LBB0_330:                              ; %._crit_edge
	.loc	1 413 13 is_stmt 1              ; triton_corpus.py:413:13
	v_add_u32_e32 v0, s83, v85
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v1, s83, v84
	ds_read_b128 v[34:37], v0
	ds_read_b128 v[38:41], v1
	v_add_u32_e32 v0, s83, v82
	v_add_u32_e32 v1, s83, v81
	ds_read_b128 v[42:45], v0
	.loc	1 414 13                        ; triton_corpus.py:414:13
	ds_read_b128 v[46:49], v1
	v_add_u32_e32 v0, s17, v75
	ds_read_b64_tr_b8 v[50:51], v0
	ds_read_b64_tr_b8 v[54:55], v0 offset:4096
	ds_read_b64_tr_b8 v[58:59], v0 offset:8192
	ds_read_b64_tr_b8 v[62:63], v0 offset:12288
	v_add_u32_e32 v0, s17, v73
	ds_read_b64_tr_b8 v[52:53], v0 offset:1024
	ds_read_b64_tr_b8 v[56:57], v0 offset:5120
	ds_read_b64_tr_b8 v[60:61], v0 offset:9216
	ds_read_b64_tr_b8 v[64:65], v0 offset:13312
	v_mov_b32_e32 v32, 0
	s_mov_b32 s0, 0
	.loc	1 411 5                         ; triton_corpus.py:411:5
	s_max_i32 s1, s8, 0
	s_and_b64 s[4:5], s[18:19], vcc
	v_mov_b32_e32 v33, v32
	.loc	1 415 14                        ; triton_corpus.py:415:14
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_332
; %bb.331:
	.loc	1 415 31 is_stmt 0              ; triton_corpus.py:415:31
	v_mul_lo_u32 v0, s10, v70
	.loc	1 415 22                        ; triton_corpus.py:415:22
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[70:71]
	s_lshl_b32 s4, s1, 2
	s_mov_b32 s5, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	.loc	1 415 14                        ; triton_corpus.py:415:14
	global_load_dword v32, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v33, v32
.LBB0_332:
	.loc	1 0 14                          ; triton_corpus.py:0:14
	s_or_b64 exec, exec, s[2:3]
	.loc	1 416 14 is_stmt 1              ; triton_corpus.py:416:14
	s_and_b64 s[2:3], vcc, exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_334
; %bb.333:
	.loc	1 416 31 is_stmt 0              ; triton_corpus.py:416:31
	s_mul_i32 s0, s1, s12
	.loc	1 416 22                        ; triton_corpus.py:416:22
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s68, s0
	s_addc_u32 s3, s69, s1
	s_ashr_i32 s67, s66, 31
	s_lshl_b64 s[0:1], s[66:67], 2
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 416 14                        ; triton_corpus.py:416:14
	s_load_dword s0, s[0:1], 0x0
.LBB0_334:
	.loc	1 417 16 is_stmt 1              ; triton_corpus.py:417:16
	s_and_b64 s[2:3], vcc, exec
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_336
; %bb.335:
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[50:57], v[34:41], 0
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[58:65], v[42:49], v[0:15]
	s_branch .LBB0_337
.LBB0_336:
	.loc	1 0 16 is_stmt 0                ; triton_corpus.py:0:16
	v_mov_b32_e32 v0, 0
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
.LBB0_337:
	.loc	1 417 16 is_stmt 1              ; triton_corpus.py:417:16
	s_nop 15
	s_nop 2
	v_pk_mul_f32 v[0:1], v[32:33], v[0:1]
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s1, s0
	v_pk_mul_f32 v[4:5], v[32:33], v[4:5]
	.loc	1 417 9 is_stmt 0               ; triton_corpus.py:417:9
	v_pk_fma_f32 v[0:1], s[0:1], v[0:1], v[28:29]
	.loc	1 417 16                        ; triton_corpus.py:417:16
	v_pk_mul_f32 v[2:3], v[32:33], v[2:3]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	v_cndmask_b32_e32 v29, v29, v1, vcc
	v_cndmask_b32_e32 v28, v28, v0, vcc
	.loc	1 417 9                         ; triton_corpus.py:417:9
	v_pk_fma_f32 v[0:1], s[0:1], v[4:5], v[30:31]
	.loc	1 417 16 is_stmt 0              ; triton_corpus.py:417:16
	v_pk_mul_f32 v[4:5], v[32:33], v[6:7]
	.loc	1 417 9                         ; triton_corpus.py:417:9
	v_pk_fma_f32 v[2:3], s[0:1], v[2:3], v[26:27]
	.loc	1 417 16                        ; triton_corpus.py:417:16
	v_pk_mul_f32 v[6:7], v[32:33], v[8:9]
	v_pk_mul_f32 v[8:9], v[32:33], v[10:11]
	v_pk_mul_f32 v[10:11], v[32:33], v[12:13]
	v_pk_mul_f32 v[12:13], v[32:33], v[14:15]
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	v_cndmask_b32_e32 v14, v27, v3, vcc
	v_cndmask_b32_e32 v15, v26, v2, vcc
	.loc	1 417 9                         ; triton_corpus.py:417:9
	v_pk_fma_f32 v[2:3], s[0:1], v[4:5], v[24:25]
	.loc	1 411 5                         ; triton_corpus.py:411:5
	v_cndmask_b32_e32 v1, v31, v1, vcc
	v_cndmask_b32_e32 v4, v25, v3, vcc
	v_cndmask_b32_e32 v5, v24, v2, vcc
	.loc	1 417 9                         ; triton_corpus.py:417:9
	v_pk_fma_f32 v[2:3], s[0:1], v[6:7], v[22:23]
	.loc	1 411 5                         ; triton_corpus.py:411:5
	v_cndmask_b32_e32 v0, v30, v0, vcc
	v_cndmask_b32_e32 v6, v23, v3, vcc
	v_cndmask_b32_e32 v22, v22, v2, vcc
	.loc	1 417 9                         ; triton_corpus.py:417:9
	v_pk_fma_f32 v[2:3], s[0:1], v[8:9], v[20:21]
	.loc	1 418 53                        ; triton_corpus.py:418:53
	v_cvt_pk_bf16_f32 v29, v28, v29
	.loc	1 411 5                         ; triton_corpus.py:411:5
	v_cndmask_b32_e32 v9, v21, v3, vcc
	v_cndmask_b32_e32 v20, v20, v2, vcc
	.loc	1 417 9                         ; triton_corpus.py:417:9
	v_pk_fma_f32 v[2:3], s[0:1], v[10:11], v[18:19]
	.loc	1 418 53                        ; triton_corpus.py:418:53
	v_cvt_pk_bf16_f32 v28, v0, v1
	.loc	1 407 23                        ; triton_corpus.py:407:23
	v_lshrrev_b32_e32 v0, 2, v71
	.loc	1 411 5                         ; triton_corpus.py:411:5
	v_cndmask_b32_e32 v10, v19, v3, vcc
	v_cndmask_b32_e32 v11, v18, v2, vcc
	.loc	1 417 9                         ; triton_corpus.py:417:9
	v_pk_fma_f32 v[2:3], s[0:1], v[12:13], v[16:17]
	.loc	1 407 23                        ; triton_corpus.py:407:23
	v_or_b32_e32 v0, s9, v0
	.loc	1 407 10 is_stmt 0              ; triton_corpus.py:407:10
	v_readlane_b32 s2, v199, 4
	.loc	1 411 5 is_stmt 1               ; triton_corpus.py:411:5
	v_cndmask_b32_e32 v13, v16, v2, vcc
	.loc	1 418 22                        ; triton_corpus.py:418:22
	v_mul_lo_u32 v2, s13, v70
	.loc	1 418 14 is_stmt 0              ; triton_corpus.py:418:14
	v_readlane_b32 s0, v199, 0
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v0, s2, v0
	.loc	1 411 5                         ; triton_corpus.py:411:5
	v_cndmask_b32_e32 v12, v17, v3, vcc
	.loc	1 418 14                        ; triton_corpus.py:418:14
	v_ashrrev_i32_e32 v3, 31, v2
	v_readlane_b32 s1, v199, 1
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 418 100 is_stmt 0             ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v0
	.loc	1 418 14                        ; triton_corpus.py:418:14
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[0:1]
	v_lshl_add_u64 v[2:3], v[0:1], 1, v[2:3]
	.loc	1 418 53                        ; triton_corpus.py:418:53
	v_cvt_pk_bf16_f32 v8, v15, v14
	v_cvt_pk_bf16_f32 v7, v5, v4
	v_cvt_pk_bf16_f32 v6, v22, v6
	v_cvt_pk_bf16_f32 v5, v20, v9
	v_cvt_pk_bf16_f32 v4, v11, v10
	v_cvt_pk_bf16_f32 v1, v13, v12
	v_permlane32_swap_b32_e32 v29, v28
	v_permlane32_swap_b32_e32 v8, v7
	.loc	1 418 79                        ; triton_corpus.py:418:79
	s_and_b64 s[2:3], s[18:19], vcc
	.loc	1 418 53                        ; triton_corpus.py:418:53
	v_permlane32_swap_b32_e32 v6, v4
	v_permlane32_swap_b32_e32 v5, v1
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_339
; %bb.338:
	global_store_short v[2:3], v29, off
.LBB0_339:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v9, 1, v0
	.loc	1 418 100                       ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v9
	.loc	1 418 79 is_stmt 0              ; triton_corpus.py:418:79
	s_and_b64 s[2:3], s[18:19], vcc
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_341
; %bb.340:
	global_store_short_d16_hi v[2:3], v29, off offset:2
.LBB0_341:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v9, 2, v0
	.loc	1 418 100                       ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v9
	.loc	1 418 79 is_stmt 0              ; triton_corpus.py:418:79
	s_and_b64 s[2:3], s[18:19], vcc
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_343
; %bb.342:
	global_store_short v[2:3], v8, off offset:4
.LBB0_343:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v9, 3, v0
	.loc	1 418 100                       ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v9
	.loc	1 418 79 is_stmt 0              ; triton_corpus.py:418:79
	s_and_b64 s[2:3], s[18:19], vcc
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_345
; %bb.344:
	global_store_short_d16_hi v[2:3], v8, off offset:6
.LBB0_345:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v8, 4, v0
	.loc	1 418 100                       ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v8
	.loc	1 418 79 is_stmt 0              ; triton_corpus.py:418:79
	s_and_b64 s[2:3], s[18:19], vcc
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_347
; %bb.346:
	global_store_short v[2:3], v28, off offset:8
.LBB0_347:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v8, 5, v0
	.loc	1 418 100                       ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v8
	.loc	1 418 79 is_stmt 0              ; triton_corpus.py:418:79
	s_and_b64 s[2:3], s[18:19], vcc
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_349
; %bb.348:
	global_store_short_d16_hi v[2:3], v28, off offset:10
.LBB0_349:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v8, 6, v0
	.loc	1 418 100                       ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v8
	.loc	1 418 79 is_stmt 0              ; triton_corpus.py:418:79
	s_and_b64 s[2:3], s[18:19], vcc
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_351
; %bb.350:
	global_store_short v[2:3], v7, off offset:12
.LBB0_351:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v8, 7, v0
	.loc	1 418 100                       ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v8
	.loc	1 418 79 is_stmt 0              ; triton_corpus.py:418:79
	s_and_b64 s[2:3], s[18:19], vcc
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_353
; %bb.352:
	global_store_short_d16_hi v[2:3], v7, off offset:14
.LBB0_353:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v7, 16, v0
	.loc	1 418 100                       ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v7
	.loc	1 418 79 is_stmt 0              ; triton_corpus.py:418:79
	s_and_b64 s[2:3], s[18:19], vcc
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_355
; %bb.354:
	global_store_short v[2:3], v6, off offset:32
.LBB0_355:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v7, 17, v0
	.loc	1 418 100                       ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v7
	.loc	1 418 79 is_stmt 0              ; triton_corpus.py:418:79
	s_and_b64 s[2:3], s[18:19], vcc
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_357
; %bb.356:
	global_store_short_d16_hi v[2:3], v6, off offset:34
.LBB0_357:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v6, 18, v0
	.loc	1 418 100                       ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v6
	.loc	1 418 79 is_stmt 0              ; triton_corpus.py:418:79
	s_and_b64 s[2:3], s[18:19], vcc
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_359
; %bb.358:
	global_store_short v[2:3], v5, off offset:36
.LBB0_359:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v6, 19, v0
	.loc	1 418 100                       ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v6
	.loc	1 418 79 is_stmt 0              ; triton_corpus.py:418:79
	s_and_b64 s[2:3], s[18:19], vcc
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_361
; %bb.360:
	global_store_short_d16_hi v[2:3], v5, off offset:38
.LBB0_361:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v5, 20, v0
	.loc	1 418 100                       ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v5
	.loc	1 418 79 is_stmt 0              ; triton_corpus.py:418:79
	s_and_b64 s[2:3], s[18:19], vcc
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_363
; %bb.362:
	global_store_short v[2:3], v4, off offset:40
.LBB0_363:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v5, 21, v0
	.loc	1 418 100                       ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v5
	.loc	1 418 79 is_stmt 0              ; triton_corpus.py:418:79
	s_and_b64 s[2:3], s[18:19], vcc
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_365
; %bb.364:
	global_store_short_d16_hi v[2:3], v4, off offset:42
.LBB0_365:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v4, 22, v0
	.loc	1 418 100                       ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v4
	.loc	1 418 79 is_stmt 0              ; triton_corpus.py:418:79
	s_and_b64 s[2:3], s[18:19], vcc
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_367
; %bb.366:
	global_store_short v[2:3], v1, off offset:44
.LBB0_367:
	.loc	1 0 5                           ; triton_corpus.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 407 10 is_stmt 1              ; triton_corpus.py:407:10
	v_or_b32_e32 v0, 23, v0
	.loc	1 418 100                       ; triton_corpus.py:418:100
	v_cmp_gt_i32_e32 vcc, s13, v0
	.loc	1 418 79 is_stmt 0              ; triton_corpus.py:418:79
	s_and_b64 s[0:1], s[18:19], vcc
	.loc	1 418 5                         ; triton_corpus.py:418:5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_369
; %bb.368:
	global_store_short_d16_hi v[2:3], v1, off offset:46
.LBB0_369:
	.loc	1 400 1 is_stmt 1               ; triton_corpus.py:400:1
	s_endpgm
.Ltmp17:
.Lfunc_end0:
	.size	gemm_fp8_blockscale, .Lfunc_end0-gemm_fp8_blockscale
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_fp8_blockscale
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 13
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 200
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 200
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
	.set .Lgemm_fp8_blockscale.num_vgpr, 200
	.set .Lgemm_fp8_blockscale.num_agpr, 0
	.set .Lgemm_fp8_blockscale.numbered_sgpr, 100
	.set .Lgemm_fp8_blockscale.num_named_barrier, 0
	.set .Lgemm_fp8_blockscale.private_seg_size, 0
	.set .Lgemm_fp8_blockscale.uses_vcc, 1
	.set .Lgemm_fp8_blockscale.uses_flat_scratch, 0
	.set .Lgemm_fp8_blockscale.has_dyn_sized_stack, 0
	.set .Lgemm_fp8_blockscale.has_recursion, 0
	.set .Lgemm_fp8_blockscale.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 15800
; TotalNumSgprs: 106
; NumVgprs: 200
; NumAgprs: 0
; TotalNumVgprs: 200
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 24
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 200
; AccumOffset: 200
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 49
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
	.byte	1                               ; Abbrev [1] 0xb:0x52 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x2c DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.short	409                             ; DW_AT_call_line
	.byte	11                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x4e:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.short	416                             ; DW_AT_call_line
	.byte	36                              ; DW_AT_call_column
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
.Ldebug_ranges1:
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
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
	.asciz	"gemm_fp8_blockscale"           ; string offset=49 ; gemm_fp8_blockscale
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
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .name:           gemm_fp8_blockscale
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 35
    .symbol:         gemm_fp8_blockscale.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     200
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
