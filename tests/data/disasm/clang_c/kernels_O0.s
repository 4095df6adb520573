	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	kmath                   ; -- Begin function kmath
	.globl	kmath
	.p2align	8
	.type	kmath,@function
kmath:                                  ; @kmath
; %bb.0:
	s_mov_b32 s33, 0
	s_load_dwordx2 s[20:21], s[4:5], 0x0
	s_load_dwordx2 s[16:17], s[4:5], 0x8
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_load_dwordx2 s[6:7], s[4:5], 0x18
	s_nop 0
	s_load_dword s4, s[4:5], 0x20
	s_mov_b64 s[2:3], 0
	s_mov_b32 s25, s3
                                        ; implicit-def: $vgpr17 : SGPR spill to VGPR lane
	v_writelane_b32 v17, s25, 0
	s_mov_b32 s26, -1
	v_writelane_b32 v17, s26, 1
	s_mov_b32 s1, s33
	s_cmp_lg_u32 s1, s26
	s_mov_b64 s[10:11], src_private_base
	s_mov_b32 s5, s11
	v_writelane_b32 v17, s5, 2
	s_cselect_b32 s0, s5, s25
	s_mov_b32 s24, s2
	v_writelane_b32 v17, s24, 3
	s_cselect_b32 s22, s1, s24
                                        ; kill: def $sgpr22 killed $sgpr22 def $sgpr22_sgpr23
	s_mov_b32 s23, s0
	s_mov_b64 s[0:1], s[22:23]
	v_writelane_b32 v17, s0, 4
	s_nop 1
	v_writelane_b32 v17, s1, 5
	s_add_i32 s0, s33, 8
	s_mov_b32 s1, s0
	s_cmp_lg_u32 s1, s26
	s_cselect_b32 s0, s5, s25
	s_cselect_b32 s18, s1, s24
                                        ; kill: def $sgpr18 killed $sgpr18 def $sgpr18_sgpr19
	s_mov_b32 s19, s0
	s_mov_b64 s[0:1], s[18:19]
	v_writelane_b32 v17, s0, 6
	s_nop 1
	v_writelane_b32 v17, s1, 7
	s_add_i32 s0, s33, 16
	s_mov_b32 s1, s0
	s_cmp_lg_u32 s1, s26
	s_cselect_b32 s0, s5, s25
	s_cselect_b32 s14, s1, s24
                                        ; kill: def $sgpr14 killed $sgpr14 def $sgpr14_sgpr15
	s_mov_b32 s15, s0
	s_mov_b64 s[0:1], s[14:15]
	v_writelane_b32 v17, s0, 8
	s_nop 1
	v_writelane_b32 v17, s1, 9
	s_add_i32 s0, s33, 24
	s_mov_b32 s1, s0
	s_cmp_lg_u32 s1, s26
	s_cselect_b32 s0, s5, s25
	s_cselect_b32 s10, s1, s24
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_mov_b32 s11, s0
	s_mov_b64 s[0:1], s[10:11]
	v_writelane_b32 v17, s0, 10
	s_nop 1
	v_writelane_b32 v17, s1, 11
	s_add_i32 s1, s33, 32
	s_mov_b32 s0, s1
	s_cmp_lg_u32 s0, s26
	s_cselect_b32 s2, s5, s25
	s_cselect_b32 s0, s0, s24
                                        ; kill: def $sgpr0 killed $sgpr0 def $sgpr0_sgpr1
	s_mov_b32 s1, s2
	s_add_i32 s3, s33, 36
	s_mov_b32 s2, s3
	s_cmp_lg_u32 s2, s26
	s_cselect_b32 s9, s5, s25
	s_cselect_b32 s2, s2, s24
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s9
	s_mov_b64 s[28:29], s[2:3]
	v_writelane_b32 v17, s28, 12
	s_nop 1
	v_writelane_b32 v17, s29, 13
	s_add_i32 s9, s33, 40
	s_mov_b32 s27, s9
	s_cmp_lg_u32 s27, s26
	s_cselect_b32 s9, s5, s25
	s_cselect_b32 s28, s27, s24
                                        ; kill: def $sgpr28 killed $sgpr28 def $sgpr28_sgpr29
	s_mov_b32 s29, s9
	v_writelane_b32 v17, s28, 14
	s_nop 1
	v_writelane_b32 v17, s29, 15
	s_add_i32 s9, s33, 48
	s_mov_b32 s27, s9
	s_cmp_lg_u32 s27, s26
	s_cselect_b32 s9, s5, s25
	s_cselect_b32 s28, s27, s24
                                        ; kill: def $sgpr28 killed $sgpr28 def $sgpr28_sgpr29
	s_mov_b32 s29, s9
	v_writelane_b32 v17, s28, 16
	s_nop 1
	v_writelane_b32 v17, s29, 17
	s_add_i32 s9, s33, 56
	s_mov_b32 s27, s9
	s_cmp_lg_u32 s27, s26
	s_cselect_b32 s9, s5, s25
	s_cselect_b32 s28, s27, s24
                                        ; kill: def $sgpr28 killed $sgpr28 def $sgpr28_sgpr29
	s_mov_b32 s29, s9
	v_writelane_b32 v17, s28, 18
	s_nop 1
	v_writelane_b32 v17, s29, 19
	s_add_i32 s9, s33, 60
	s_mov_b32 s27, s9
	s_cmp_lg_u32 s27, s26
	s_cselect_b32 s9, s5, s25
	s_cselect_b32 s28, s27, s24
                                        ; kill: def $sgpr28 killed $sgpr28 def $sgpr28_sgpr29
	s_mov_b32 s29, s9
	v_writelane_b32 v17, s28, 20
	s_nop 1
	v_writelane_b32 v17, s29, 21
	s_add_i32 s9, s33, 64
	s_mov_b32 s27, s9
	s_cmp_lg_u32 s27, s26
	s_cselect_b32 s9, s5, s25
	s_cselect_b32 s28, s27, s24
                                        ; kill: def $sgpr28 killed $sgpr28 def $sgpr28_sgpr29
	s_mov_b32 s29, s9
	v_writelane_b32 v17, s28, 22
	s_nop 1
	v_writelane_b32 v17, s29, 23
	s_add_i32 s9, s33, 0x44
	s_mov_b32 s27, s9
	s_cmp_lg_u32 s27, s26
	s_cselect_b32 s9, s5, s25
	s_cselect_b32 s28, s27, s24
                                        ; kill: def $sgpr28 killed $sgpr28 def $sgpr28_sgpr29
	s_mov_b32 s29, s9
	v_writelane_b32 v17, s28, 24
	s_nop 1
	v_writelane_b32 v17, s29, 25
	s_add_i32 s9, s33, 0x48
	s_mov_b32 s27, s9
	s_cmp_lg_u32 s27, s26
	s_cselect_b32 s9, s5, s25
	s_cselect_b32 s28, s27, s24
                                        ; kill: def $sgpr28 killed $sgpr28 def $sgpr28_sgpr29
	s_mov_b32 s29, s9
	v_writelane_b32 v17, s28, 26
	s_nop 1
	v_writelane_b32 v17, s29, 27
	s_add_i32 s9, s33, 0x4c
	s_mov_b32 s27, s9
	s_cmp_lg_u32 s27, s26
	s_cselect_b32 s9, s5, s25
	s_cselect_b32 s28, s27, s24
                                        ; kill: def $sgpr28 killed $sgpr28 def $sgpr28_sgpr29
	s_mov_b32 s29, s9
	v_writelane_b32 v17, s28, 28
	s_nop 1
	v_writelane_b32 v17, s29, 29
	s_add_i32 s9, s33, 0x50
	s_mov_b32 s27, s9
	s_cmp_lg_u32 s27, s26
	s_cselect_b32 s9, s5, s25
	s_cselect_b32 s28, s27, s24
                                        ; kill: def $sgpr28 killed $sgpr28 def $sgpr28_sgpr29
	s_mov_b32 s29, s9
	v_writelane_b32 v17, s28, 30
	s_nop 1
	v_writelane_b32 v17, s29, 31
	s_add_i32 s27, s33, 0x54
	s_mov_b32 s9, s27
	s_cmp_lg_u32 s9, s26
	s_cselect_b32 s5, s5, s25
	s_cselect_b32 s24, s9, s24
                                        ; kill: def $sgpr24 killed $sgpr24 def $sgpr24_sgpr25
	s_mov_b32 s25, s5
	v_writelane_b32 v17, s24, 32
	s_nop 1
	v_writelane_b32 v17, s25, 33
	v_mov_b64_e32 v[2:3], s[22:23]
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[4:5], s[20:21]
	flat_store_dwordx2 v[2:3], v[4:5]
	v_mov_b64_e32 v[2:3], s[18:19]
	v_mov_b64_e32 v[4:5], s[16:17]
	flat_store_dwordx2 v[2:3], v[4:5]
	v_mov_b64_e32 v[2:3], s[14:15]
	v_mov_b64_e32 v[4:5], s[12:13]
	flat_store_dwordx2 v[2:3], v[4:5]
	v_mov_b64_e32 v[2:3], s[10:11]
	v_mov_b64_e32 v[4:5], s[6:7]
	flat_store_dwordx2 v[2:3], v[4:5]
	v_mov_b64_e32 v[2:3], s[0:1]
	v_mov_b32_e32 v1, s4
	flat_store_dword v[2:3], v1
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v1, v0, s4
	s_mov_b32 s4, 8
	v_mov_b32_e32 v0, s4
	v_lshl_add_u32 v2, s8, v0, v1
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_load_dword v0, v[0:1]
	v_mov_b64_e32 v[2:3], s[0:1]
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[0:1], v0, v1
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v17, s2, 34
	s_nop 1
	v_writelane_b32 v17, s3, 35
	s_or_saveexec_b64 s[38:39], -1
	v_accvgpr_write_b32 a0, v17             ;  Reload Reuse
	s_mov_b64 exec, s[38:39]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_1
	s_branch .LBB0_3
.LBB0_1:
	s_or_saveexec_b64 s[38:39], -1
	v_accvgpr_read_b32 v17, a0              ;  Reload Reuse
	s_mov_b64 exec, s[38:39]
	v_readlane_b32 s0, v17, 34
	v_readlane_b32 s1, v17, 35
	s_or_saveexec_b64 s[0:1], s[0:1]
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v17, s0, 36
	s_nop 1
	v_writelane_b32 v17, s1, 37
	s_or_saveexec_b64 s[38:39], -1
	v_accvgpr_write_b32 a0, v17             ;  Reload Reuse
	s_mov_b64 exec, s[38:39]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.2:
	s_branch .LBB0_4
.LBB0_3:
	s_or_saveexec_b64 s[38:39], -1
	v_accvgpr_read_b32 v17, a0              ;  Reload Reuse
	s_mov_b64 exec, s[38:39]
	v_readlane_b32 s0, v17, 4
	v_readlane_b32 s1, v17, 5
	v_readlane_b32 s2, v17, 28
	v_readlane_b32 s3, v17, 29
	v_readlane_b32 s4, v17, 32
	v_readlane_b32 s5, v17, 33
	v_readlane_b32 s6, v17, 30
	v_readlane_b32 s7, v17, 31
	v_readlane_b32 s8, v17, 14
	v_readlane_b32 s9, v17, 15
	v_readlane_b32 s10, v17, 26
	v_readlane_b32 s11, v17, 27
	v_readlane_b32 s12, v17, 24
	v_readlane_b32 s13, v17, 25
	v_readlane_b32 s14, v17, 18
	v_readlane_b32 s15, v17, 19
	v_readlane_b32 s16, v17, 8
	v_readlane_b32 s17, v17, 9
	v_readlane_b32 s18, v17, 22
	v_readlane_b32 s19, v17, 23
	v_readlane_b32 s20, v17, 20
	v_readlane_b32 s21, v17, 21
	v_readlane_b32 s24, v17, 12
	v_readlane_b32 s25, v17, 13
	v_readlane_b32 s26, v17, 10
	v_readlane_b32 s27, v17, 11
	v_readlane_b32 s28, v17, 6
	v_readlane_b32 s29, v17, 7
	v_readlane_b32 s30, v17, 16
	v_readlane_b32 s31, v17, 17
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_load_dwordx2 v[2:3], v[0:1]
	v_mov_b64_e32 v[0:1], s[24:25]
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_mov_b32 s23, 2
	v_lshl_add_u64 v[0:1], v[0:1], s23, v[2:3]
	flat_load_dword v2, v[0:1]
	v_mov_b64_e32 v[0:1], s[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[8:9]
	flat_load_dword v1, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_accvgpr_write_b32 a1, v1              ;  Reload Reuse
	s_mov_b32 s22, 0xf800000
	v_cmp_lt_f32_e64 s[34:35], v1, s22
	s_mov_b32 s22, 0x4f800000
	v_mul_f32_e64 v0, v1, s22
	v_cndmask_b32_e64 v2, v1, v0, s[34:35]
	v_sqrt_f32_e64 v5, v2
	s_mov_b32 s22, -1
	v_add_u32_e64 v0, v5, s22
	v_fma_f32 v3, -v0, v5, v2
	s_mov_b32 s22, 0
	v_cmp_le_f32_e64 s[36:37], v3, s22
	s_nop 1
	v_cndmask_b32_e64 v0, v5, v0, s[36:37]
	v_mov_b32_e32 v4, 1
	v_add_u32_e64 v3, v5, v4
	v_fma_f32 v5, -v3, v5, v2
	v_cmp_gt_f32_e64 s[36:37], v5, s22
	s_nop 1
	v_cndmask_b32_e64 v0, v0, v3, s[36:37]
	s_mov_b32 s36, 0x37800000
	v_mul_f32_e64 v3, v0, s36
	v_cndmask_b32_e64 v0, v0, v3, s[34:35]
	v_mov_b32_e32 v9, 0x260
	v_cmp_class_f32_e64 s[34:35], v2, v9
	s_nop 1
	v_cndmask_b32_e64 v0, v0, v2, s[34:35]
	s_mov_b32 s34, 0x3fb8aa3b
	v_mul_f32_e64 v5, v1, s34
	v_rndne_f32_e64 v3, v5
	v_sub_f32_e64 v2, v5, v3
	v_fma_f32 v5, v1, s34, -v5
	s_mov_b32 s34, 0x32a5705f
	v_fmac_f32_e64 v5, v1, s34
	v_add_f32_e64 v2, v2, v5
	v_exp_f32_e64 v2, v2
	v_cvt_i32_f32_e64 v3, v3
	v_ldexp_f32 v2, v2, v3
	s_mov_b32 s34, 0xc2ce8ed0
	v_cmp_lt_f32_e64 s[34:35], v1, s34
	v_mov_b32_e32 v3, s22
	s_nop 0
	v_cndmask_b32_e64 v2, v2, v3, s[34:35]
	s_mov_b32 s22, 0x42b17218
	v_cmp_gt_f32_e64 s[34:35], v1, s22
	s_mov_b32 s22, 0x7f800000
	v_mov_b32_e32 v3, s22
	v_cndmask_b32_e64 v3, v2, v3, s[34:35]
	s_mov_b32 s22, 0x40400000
	v_add_f32_e64 v2, v1, s22
	v_div_scale_f32 v1, s[34:35], v2, v2, v3
	v_rcp_f32_e64 v5, v1
	s_mov_b32 s34, 1.0
	v_fma_f32 v6, -v1, v5, s34
	v_fmac_f32_e64 v5, v6, v5
	v_div_scale_f32 v7, vcc, v3, v2, v3
	v_mul_f32_e64 v6, v7, v5
	v_fma_f32 v8, -v1, v6, v7
	v_fmac_f32_e64 v6, v8, v5
	v_fma_f32 v1, -v1, v6, v7
	v_div_fmas_f32 v1, v1, v5, v6
	v_div_fixup_f32 v1, v1, v2, v3
	v_add_f32_e64 v2, v0, v1
	v_mov_b64_e32 v[0:1], s[8:9]
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[8:9]
	flat_load_dword v2, v[0:1]
	s_mov_b32 s22, 0.15915494
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v0, v2, s22, -v2
	s_mov_b32 s22, 0x7fffffff
	v_mov_b32_e32 v1, s34
	v_bfi_b32 v1, s22, v1, v2
	v_mul_f32_e64 v2, v0, v1
	v_mov_b64_e32 v[0:1], s[8:9]
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[8:9]
	flat_load_dword v1, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_floor_f32_e64 v0, v1
	s_mov_b32 s22, 0x40e00000
	v_mul_f32_e64 v2, v1, s22
	v_trunc_f32_e64 v2, v2
	v_add_f32_e64 v0, v0, v2
	v_add_f32_e64 v2, v0, |v1|
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_load_dwordx2 v[6:7], v[0:1]
	v_mov_b64_e32 v[0:1], s[24:25]
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshl_add_u64 v[0:1], v[0:1], s23, v[6:7]
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[28:29]
	flat_load_dwordx2 v[2:3], v[0:1]
	v_mov_b64_e32 v[0:1], s[24:25]
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v5, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v5
	s_mov_b32 s22, 3
	v_lshl_add_u64 v[0:1], v[0:1], s22, v[2:3]
	flat_load_dwordx2 v[2:3], v[0:1]
	v_mov_b64_e32 v[0:1], s[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dwordx2 v[0:1], v[2:3]
	v_mov_b64_e32 v[0:1], s[30:31]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_mov_b64 s[30:31], 1.0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f64 v[6:7], v[0:1], s[30:31]
	v_div_scale_f64 v[2:3], s[34:35], v[6:7], v[6:7], v[0:1]
	v_rcp_f64_e64 v[10:11], v[2:3]
	s_nop 0
	v_fma_f64 v[12:13], -v[2:3], v[10:11], s[30:31]
	v_fmac_f64_e64 v[10:11], v[10:11], v[12:13]
	v_fma_f64 v[12:13], -v[2:3], v[10:11], s[30:31]
	v_fmac_f64_e64 v[10:11], v[10:11], v[12:13]
	v_div_scale_f64 v[14:15], vcc, v[0:1], v[6:7], v[0:1]
	v_mul_f64 v[12:13], v[14:15], v[10:11]
	v_fma_f64 v[2:3], -v[2:3], v[12:13], v[14:15]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[10:11], v[12:13]
	v_div_fixup_f64 v[2:3], v[2:3], v[6:7], v[0:1]
	s_mov_b32 s30, 0
	s_mov_b32 s31, 0x10000000
	v_cmp_lt_f64_e64 s[30:31], v[0:1], s[30:31]
	s_mov_b32 s34, 0x100
	s_mov_b32 s35, 0
	v_mov_b32_e32 v5, s35
	v_mov_b32_e32 v6, s34
	v_cndmask_b32_e64 v5, v5, v6, s[30:31]
	v_ldexp_f64 v[6:7], v[0:1], v5
	v_rsq_f64_e64 v[10:11], v[6:7]
	s_nop 0
	v_mul_f64 v[0:1], v[6:7], v[10:11]
	s_mov_b64 s[36:37], 0.5
	v_mul_f64 v[12:13], v[10:11], s[36:37]
	v_fma_f64 v[14:15], -v[12:13], v[0:1], s[36:37]
	v_fmac_f64_e64 v[0:1], v[0:1], v[14:15]
	v_fma_f64 v[10:11], -v[0:1], v[0:1], v[6:7]
	v_fmac_f64_e64 v[12:13], v[12:13], v[14:15]
	v_fmac_f64_e64 v[0:1], v[10:11], v[12:13]
	v_fma_f64 v[10:11], -v[0:1], v[0:1], v[6:7]
	v_fmac_f64_e64 v[0:1], v[10:11], v[12:13]
	s_mov_b32 s34, 0xffffff80
	v_mov_b32_e32 v5, s35
	v_mov_b32_e32 v8, s34
	v_cndmask_b32_e64 v5, v5, v8, s[30:31]
	v_ldexp_f64 v[0:1], v[0:1], v5
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v8, v7
	v_cmp_class_f64_e64 s[30:31], v[6:7], v9
	s_mov_b64 s[34:35], s[30:31]
	v_cndmask_b32_e64 v5, v5, v8, s[34:35]
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v6
	v_cndmask_b32_e64 v0, v0, v1, s[30:31]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v5
	s_mov_b32 s30, 0
	s_mov_b32 s31, 0x3ff80000
	v_fmac_f64_e64 v[2:3], v[0:1], s[30:31]
	v_mov_b64_e32 v[0:1], s[28:29]
	flat_load_dwordx2 v[6:7], v[0:1]
	v_mov_b64_e32 v[0:1], s[24:25]
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v5, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v5
	v_lshl_add_u64 v[0:1], v[0:1], s22, v[6:7]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_mov_b64_e32 v[0:1], s[16:17]
	flat_load_dwordx2 v[2:3], v[0:1]
	v_mov_b64_e32 v[0:1], s[24:25]
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v5, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v5
	v_lshl_add_u64 v[0:1], v[0:1], s23, v[2:3]
	flat_load_dword v2, v[0:1]
	v_mov_b64_e32 v[0:1], s[14:15]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[14:15]
	flat_load_dword v2, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_accvgpr_write_b32 a2, v2              ;  Reload Reuse
	s_mov_b32 s28, 0x92492493
	v_mul_hi_i32 v0, v2, s28
	v_add_u32_e64 v0, v0, v2
	s_mov_b32 s28, 31
	v_lshrrev_b32_e64 v1, s28, v0
	v_ashrrev_i32_e64 v0, s23, v0
	s_mov_b32 s29, 0x4ec4ec4f
	v_mul_hi_i32 v3, v2, s29
	v_lshrrev_b32_e64 v5, s28, v3
	v_ashrrev_i32_e64 v3, s23, v3
	v_add_u32_e64 v3, v3, v5
	s_mov_b32 s28, 13
	v_mul_lo_u32 v3, v3, s28
	v_sub_u32_e64 v3, v2, v3
	v_add3_u32 v1, v0, v1, v3
	v_ashrrev_i32_e64 v0, s22, v2
	v_mul_lo_u32 v0, v2, v0
	v_lshl_add_u32 v0, v0, 2, v1
	v_bcnt_u32_b32 v1, v2, 0
	v_or_b32_e64 v2, v2, v4
	v_ffbh_u32_e64 v2, v2
	v_add3_u32 v2, v0, v1, v2
	v_mov_b64_e32 v[0:1], s[16:17]
	flat_load_dwordx2 v[6:7], v[0:1]
	v_mov_b64_e32 v[0:1], s[24:25]
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshl_add_u64 v[0:1], v[0:1], s23, v[6:7]
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[26:27]
	flat_load_dwordx2 v[2:3], v[0:1]
	v_mov_b64_e32 v[0:1], s[24:25]
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v5, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v5
	v_lshl_add_u64 v[0:1], v[0:1], s22, v[2:3]
	flat_load_dwordx2 v[6:7], v[0:1]
	s_mov_b32 s22, 32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshrrev_b64 v[2:3], s22, v[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	s_mov_b32 s23, 0x9cb59c69
	v_mad_u64_u32 v[10:11], s[24:25], v2, s23, 0
	v_mov_b32_e32 v8, v10
	v_mov_b32_e32 v5, 0
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v5
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v10, v11
                                        ; implicit-def: $sgpr24
                                        ; implicit-def: $sgpr25
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, s24
	v_lshlrev_b64 v[10:11], s22, v[10:11]
	v_mov_b32_e32 v12, v11
	v_or_b32_e64 v3, v3, v12
                                        ; kill: def $vgpr8 killed $vgpr8 killed $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v10
	v_or_b32_e64 v8, v8, v9
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v3, v6
	v_mul_hi_u32 v10, v3, s23
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v5
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[10:11]
	v_mov_b32_e32 v10, v9
	s_mov_b64 s[24:25], 0xffffffff
	s_mov_b32 s23, s25
	v_and_b32_e64 v10, v10, s23
	v_mov_b32_e32 v11, v8
	s_mov_b32 s23, s24
	v_and_b32_e64 v12, v11, s23
                                        ; kill: def $vgpr12 killed $vgpr12 def $vgpr12_vgpr13 killed $exec
	v_mov_b32_e32 v13, v10
	s_mov_b32 s23, 0xc6f4544
	v_mad_u64_u32 v[14:15], s[24:25], v3, s23, 0
	v_mov_b32_e32 v10, v14
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v5
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v14, v15
                                        ; implicit-def: $sgpr24
                                        ; implicit-def: $sgpr25
                                        ; kill: def $vgpr14 killed $vgpr14 def $vgpr14_vgpr15 killed $exec
	v_mov_b32_e32 v15, s24
	v_lshlrev_b64 v[14:15], s22, v[14:15]
	v_mov_b32_e32 v16, v15
	v_or_b32_e64 v3, v3, v16
                                        ; kill: def $vgpr10 killed $vgpr10 killed $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v14
	v_or_b32_e64 v10, v10, v11
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, v3
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[12:13]
	v_lshrrev_b64 v[10:11], s22, v[10:11]
	v_lshrrev_b64 v[8:9], s22, v[8:9]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[10:11]
	v_mad_u64_u32 v[10:11], s[24:25], v2, s23, 0
	v_mov_b32_e32 v2, v10
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v10, v11
                                        ; implicit-def: $sgpr23
                                        ; implicit-def: $sgpr24
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	v_mov_b32_e32 v11, s23
	v_lshlrev_b64 v[10:11], s22, v[10:11]
	v_mov_b32_e32 v12, v11
	v_or_b32_e64 v5, v5, v12
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v10
	v_or_b32_e64 v2, v2, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v5
	v_lshl_add_u64 v[8:9], v[2:3], 0, v[8:9]
	v_mov_b32_e32 v2, v6
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v3, v7
	v_mov_b32_e32 v5, v9
	v_sub_co_u32_e64 v2, s[22:23], v2, v10
	s_nop 1
	v_subb_co_u32_e64 v5, s[22:23], v3, v5, s[22:23]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v5
	v_lshrrev_b64 v[2:3], v4, v[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[8:9]
	s_mov_b32 s22, 19
	v_lshrrev_b64 v[2:3], s22, v[2:3]
	s_mov_b32 s22, 7
	v_lshlrev_b64 v[6:7], s22, v[6:7]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_mov_b64_e32 v[0:1], s[16:17]
	flat_load_dwordx2 v[0:1], v[0:1]
	v_mov_b64_e32 v[2:3], s[20:21]
	flat_store_dword v[2:3], v4
	v_mov_b64_e32 v[2:3], s[20:21]
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_atomic_add v2, v[0:1], v2 sc0 sc1
	v_mov_b64_e32 v[0:1], s[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[16:17]
	flat_load_dwordx2 v[0:1], v[0:1]
	v_mov_b64_e32 v[2:3], s[14:15]
	flat_load_dword v4, v[2:3]
	v_mov_b64_e32 v[2:3], s[12:13]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[2:3], v4
	v_mov_b64_e32 v[2:3], s[12:13]
	flat_load_dword v2, v[2:3]
	s_nop 0
	buffer_wbl2 sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_atomic_smax v2, v[0:1], v2 offset:4 sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_inv sc0 sc1
	v_mov_b64_e32 v[0:1], s[10:11]
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_load_dwordx2 v[0:1], v[0:1]
	v_mov_b64_e32 v[2:3], s[8:9]
	flat_load_dword v4, v[2:3]
	v_mov_b64_e32 v[2:3], s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[2:3], v4
	v_mov_b64_e32 v[2:3], s[6:7]
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_atomic_add_f32 v2, v[0:1], v2 sc0 sc1
	v_mov_b64_e32 v[0:1], s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[4:5]
	flat_load_dword v2, v[0:1]
	v_mov_b64_e32 v[0:1], s[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_load_dword v2, v[0:1]
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[0:1], v2 offset:4
	s_branch .LBB0_1
.LBB0_4:
	s_or_saveexec_b64 s[38:39], -1
	v_accvgpr_read_b32 v17, a0              ;  Reload Reuse
	s_mov_b64 exec, s[38:39]
	v_readlane_b32 s0, v17, 36
	v_readlane_b32 s1, v17, 37
	s_or_b64 exec, exec, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kmath
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 96
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 1
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
.Lfunc_end0:
	.size	kmath, .Lfunc_end0-kmath
                                        ; -- End function
	.set kmath.num_vgpr, 18
	.set kmath.num_agpr, 3
	.set kmath.numbered_sgpr, 40
	.set kmath.num_named_barrier, 0
	.set kmath.private_seg_size, 96
	.set kmath.uses_vcc, 1
	.set kmath.uses_flat_scratch, 0
	.set kmath.has_dyn_sized_stack, 0
	.set kmath.has_recursion, 0
	.set kmath.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3804
; TotalNumSgprs: 46
; NumVgprs: 18
; NumAgprs: 3
; TotalNumVgprs: 23
; ScratchSize: 96
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 23
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	kscratch                ; -- Begin function kscratch
	.globl	kscratch
	.p2align	8
	.type	kscratch,@function
kscratch:                               ; @kscratch
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b64 s[0:1], s[4:5]
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_load_dwordx2 s[10:11], s[0:1], 0x0
	s_load_dword s5, s[0:1], 0x8
	s_load_dword s4, s[0:1], 0xc
	s_mov_b64 s[0:1], 0
	s_mov_b32 s17, s1
	s_mov_b32 s18, -1
	s_mov_b32 s3, s33
	s_cmp_lg_u32 s3, s18
	s_mov_b64 s[6:7], src_private_base
	s_mov_b32 s16, s7
	s_cselect_b32 s2, s16, s17
	s_mov_b32 s15, s0
	s_cselect_b32 s12, s3, s15
                                        ; kill: def $sgpr12 killed $sgpr12 def $sgpr12_sgpr13
	s_mov_b32 s13, s2
	s_mov_b64 s[2:3], s[12:13]
                                        ; implicit-def: $vgpr8 : SGPR spill to VGPR lane
	v_writelane_b32 v8, s2, 0
	s_nop 1
	v_writelane_b32 v8, s3, 1
	s_add_i32 s2, s33, 8
	s_mov_b32 s3, s2
	s_cmp_lg_u32 s3, s18
	s_cselect_b32 s2, s16, s17
	s_cselect_b32 s8, s3, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s2
	s_mov_b64 s[2:3], s[8:9]
	v_writelane_b32 v8, s2, 2
	s_nop 1
	v_writelane_b32 v8, s3, 3
	s_add_i32 s2, s33, 12
	s_mov_b32 s3, s2
	s_cmp_lg_u32 s3, s18
	s_cselect_b32 s2, s16, s17
	s_cselect_b32 s6, s3, s15
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_mov_b32 s7, s2
	s_mov_b64 s[2:3], s[6:7]
	v_writelane_b32 v8, s2, 4
	s_nop 1
	v_writelane_b32 v8, s3, 5
	s_add_i32 s3, s33, 16
	s_mov_b32 s2, s3
	s_cmp_lg_u32 s2, s18
	s_cselect_b32 s14, s16, s17
	s_cselect_b32 s2, s2, s15
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s14
	v_writelane_b32 v8, s2, 6
	s_nop 1
	v_writelane_b32 v8, s3, 7
	s_add_i32 s3, s33, 0x110
	s_mov_b32 s2, s3
	s_cmp_lg_u32 s2, s18
	s_cselect_b32 s14, s16, s17
	s_cselect_b32 s2, s2, s15
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s14
	s_mov_b64 s[20:21], s[2:3]
	v_writelane_b32 v8, s20, 8
	s_nop 1
	v_writelane_b32 v8, s21, 9
	s_add_i32 s14, s33, 0x114
	s_mov_b32 s19, s14
	s_cmp_lg_u32 s19, s18
	s_cselect_b32 s14, s16, s17
	s_cselect_b32 s20, s19, s15
                                        ; kill: def $sgpr20 killed $sgpr20 def $sgpr20_sgpr21
	s_mov_b32 s21, s14
	v_writelane_b32 v8, s20, 10
	s_nop 1
	v_writelane_b32 v8, s21, 11
	s_add_i32 s19, s33, 0x118
	s_mov_b32 s14, s19
	s_cmp_lg_u32 s14, s18
	s_cselect_b32 s16, s16, s17
	s_cselect_b32 s14, s14, s15
                                        ; kill: def $sgpr14 killed $sgpr14 def $sgpr14_sgpr15
	s_mov_b32 s15, s16
	v_writelane_b32 v8, s14, 12
	s_nop 1
	v_writelane_b32 v8, s15, 13
	v_mov_b64_e32 v[0:1], s[12:13]
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[10:11]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_mov_b64_e32 v[0:1], s[8:9]
	v_mov_b32_e32 v2, s5
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[6:7]
	v_mov_b32_e32 v2, s4
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v2, 0
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_store_dword v[0:1], v2
                                        ; implicit-def: $sgpr2_sgpr3
	v_writelane_b32 v8, s0, 14
	s_nop 1
	v_writelane_b32 v8, s1, 15
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_write_b32 a1, v8              ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_read_b32 v8, a1               ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	v_readlane_b32 s2, v8, 8
	v_readlane_b32 s3, v8, 9
	v_readlane_b32 s0, v8, 16
	v_readlane_b32 s1, v8, 17
	v_readlane_b32 s4, v8, 14
	v_readlane_b32 s5, v8, 15
	s_nop 0
	v_writelane_b32 v8, s4, 18
	s_nop 1
	v_writelane_b32 v8, s5, 19
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_load_dword v0, v[0:1]
	s_mov_b32 s2, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[2:3], v0, s2
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v8, s0, 20
	s_nop 1
	v_writelane_b32 v8, s1, 21
	v_writelane_b32 v8, s0, 22
	s_nop 1
	v_writelane_b32 v8, s1, 23
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v8, s0, 24
	s_nop 1
	v_writelane_b32 v8, s1, 25
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_write_b32 a1, v8              ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB1_3
; %bb.2:                                ;   in Loop: Header=BB1_1 Depth=1
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_read_b32 v8, a1               ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	v_readlane_b32 s2, v8, 6
	v_readlane_b32 s3, v8, 7
	v_readlane_b32 s0, v8, 2
	v_readlane_b32 s1, v8, 3
	v_readlane_b32 s4, v8, 8
	v_readlane_b32 s5, v8, 9
	v_readlane_b32 s6, v8, 0
	v_readlane_b32 s7, v8, 1
	s_nop 1
	v_mov_b64_e32 v[0:1], s[6:7]
	flat_load_dwordx2 v[6:7], v[0:1]
	v_mov_b64_e32 v[0:1], s[4:5]
	flat_load_dword v3, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v2, 31, v3
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v2
	v_mov_b64_e32 v[4:5], s[0:1]
	flat_load_dword v2, v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v4, v3, v2
	v_ashrrev_i32_e64 v2, 31, v4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	s_mov_b32 s0, 2
	v_lshl_add_u64 v[4:5], v[4:5], s0, v[6:7]
	flat_load_dword v2, v[4:5]
	v_cvt_f32_i32_e64 v3, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e64 v2, v2, v3
	v_mov_b64_e32 v[4:5], s[2:3]
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	flat_store_dword v[0:1], v2
	s_branch .LBB1_4
.LBB1_3:                                ;   in Loop: Header=BB1_1 Depth=1
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_read_b32 v8, a1               ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	v_readlane_b32 s0, v8, 24
	v_readlane_b32 s1, v8, 25
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v8, 18
	v_readlane_b32 s5, v8, 19
	v_readlane_b32 s2, v8, 22
	v_readlane_b32 s3, v8, 23
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v8, s2, 16
	s_nop 1
	v_writelane_b32 v8, s3, 17
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v8, s2, 14
	s_nop 1
	v_writelane_b32 v8, s3, 15
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v8, s2, 26
	s_nop 1
	v_writelane_b32 v8, s3, 27
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_write_b32 a1, v8              ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB1_1
	s_branch .LBB1_5
.LBB1_4:                                ;   in Loop: Header=BB1_1 Depth=1
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_read_b32 v8, a1               ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	v_readlane_b32 s0, v8, 20
	v_readlane_b32 s1, v8, 21
	v_readlane_b32 s2, v8, 8
	v_readlane_b32 s3, v8, 9
	s_nop 1
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v2, v0, s4
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_store_dword v[0:1], v2
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v8, s0, 22
	s_nop 1
	v_writelane_b32 v8, s1, 23
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_write_b32 a1, v8              ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	s_branch .LBB1_3
.LBB1_5:
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_read_b32 v8, a1               ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	v_readlane_b32 s0, v8, 26
	v_readlane_b32 s1, v8, 27
	s_or_b64 exec, exec, s[0:1]
; %bb.6:
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_read_b32 v8, a1               ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	v_readlane_b32 s0, v8, 12
	v_readlane_b32 s1, v8, 13
	v_readlane_b32 s2, v8, 10
	v_readlane_b32 s3, v8, 11
	v_mov_b32_e32 v2, 0
	s_nop 0
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_store_dword v[0:1], v2
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr2_sgpr3
	v_writelane_b32 v8, s0, 28
	s_nop 1
	v_writelane_b32 v8, s1, 29
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_write_b32 a1, v8              ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
.LBB1_7:                                ; =>This Inner Loop Header: Depth=1
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_read_b32 v8, a1               ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	v_readlane_b32 s2, v8, 2
	v_readlane_b32 s3, v8, 3
	v_readlane_b32 s4, v8, 12
	v_readlane_b32 s5, v8, 13
	v_readlane_b32 s0, v8, 30
	v_readlane_b32 s1, v8, 31
	v_readlane_b32 s6, v8, 28
	v_readlane_b32 s7, v8, 29
	s_nop 0
	v_writelane_b32 v8, s6, 32
	s_nop 1
	v_writelane_b32 v8, s7, 33
	v_mov_b64_e32 v[0:1], s[4:5]
	flat_load_dword v0, v[0:1]
	v_mov_b64_e32 v[2:3], s[2:3]
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e64 s[2:3], v0, v1
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v8, s0, 34
	s_nop 1
	v_writelane_b32 v8, s1, 35
	v_writelane_b32 v8, s0, 36
	s_nop 1
	v_writelane_b32 v8, s1, 37
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v8, s0, 38
	s_nop 1
	v_writelane_b32 v8, s1, 39
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_write_b32 a1, v8              ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB1_9
; %bb.8:                                ;   in Loop: Header=BB1_7 Depth=1
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_read_b32 v8, a1               ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	v_readlane_b32 s0, v8, 10
	v_readlane_b32 s1, v8, 11
	v_readlane_b32 s2, v8, 6
	v_readlane_b32 s3, v8, 7
	v_readlane_b32 s4, v8, 4
	v_readlane_b32 s5, v8, 5
	v_readlane_b32 s6, v8, 12
	v_readlane_b32 s7, v8, 13
	s_nop 1
	v_mov_b64_e32 v[0:1], s[6:7]
	flat_load_dword v0, v[0:1]
	v_mov_b64_e32 v[2:3], s[4:5]
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	s_mov_b32 s4, 63
	v_and_b32_e64 v0, v0, s4
	s_mov_b32 s4, 2
	v_lshlrev_b32_e64 v0, s4, v0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	flat_load_dword v1, v[0:1]
	v_mov_b64_e32 v[2:3], s[0:1]
	flat_load_dword v0, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e64 v2, v0, v1
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_store_dword v[0:1], v2
	s_branch .LBB1_10
.LBB1_9:                                ;   in Loop: Header=BB1_7 Depth=1
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_read_b32 v8, a1               ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	v_readlane_b32 s0, v8, 38
	v_readlane_b32 s1, v8, 39
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v8, 32
	v_readlane_b32 s5, v8, 33
	v_readlane_b32 s2, v8, 36
	v_readlane_b32 s3, v8, 37
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v8, s2, 30
	s_nop 1
	v_writelane_b32 v8, s3, 31
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v8, s2, 28
	s_nop 1
	v_writelane_b32 v8, s3, 29
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v8, s2, 40
	s_nop 1
	v_writelane_b32 v8, s3, 41
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_write_b32 a1, v8              ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB1_7
	s_branch .LBB1_11
.LBB1_10:                               ;   in Loop: Header=BB1_7 Depth=1
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_read_b32 v8, a1               ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	v_readlane_b32 s0, v8, 34
	v_readlane_b32 s1, v8, 35
	v_readlane_b32 s2, v8, 12
	v_readlane_b32 s3, v8, 13
	s_nop 1
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_load_dword v0, v[0:1]
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v2, v0, s4
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_store_dword v[0:1], v2
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v8, s0, 36
	s_nop 1
	v_writelane_b32 v8, s1, 37
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_write_b32 a1, v8              ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	s_branch .LBB1_9
.LBB1_11:
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_read_b32 v8, a1               ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	v_readlane_b32 s0, v8, 40
	v_readlane_b32 s1, v8, 41
	s_or_b64 exec, exec, s[0:1]
; %bb.12:
	s_or_saveexec_b64 s[22:23], -1
	v_accvgpr_read_b32 v8, a1               ;  Reload Reuse
	s_mov_b64 exec, s[22:23]
	v_readlane_b32 s0, v8, 0
	v_readlane_b32 s1, v8, 1
	v_readlane_b32 s2, v8, 10
	v_readlane_b32 s3, v8, 11
	v_accvgpr_read_b32 v3, a0               ;  Reload Reuse
	s_nop 0
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_load_dword v2, v[0:1]
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_mov_b32 s0, 0x3ff
	v_and_b32_e64 v3, v3, s0
	s_mov_b32 s0, 2
	v_lshlrev_b32_e64 v4, s0, v3
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kscratch
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 288
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end1:
	.size	kscratch, .Lfunc_end1-kscratch
                                        ; -- End function
	.set kscratch.num_vgpr, 9
	.set kscratch.num_agpr, 2
	.set kscratch.numbered_sgpr, 34
	.set kscratch.num_named_barrier, 0
	.set kscratch.private_seg_size, 288
	.set kscratch.uses_vcc, 0
	.set kscratch.uses_flat_scratch, 0
	.set kscratch.has_dyn_sized_stack, 0
	.set kscratch.has_recursion, 0
	.set kscratch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2360
; TotalNumSgprs: 40
; NumVgprs: 9
; NumAgprs: 2
; TotalNumVgprs: 14
; ScratchSize: 288
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	klds                    ; -- Begin function klds
	.globl	klds
	.p2align	8
	.type	klds,@function
klds:                                   ; @klds
; %bb.0:
	s_mov_b32 s33, 0
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_mov_b64 s[10:11], 0
	s_mov_b32 s7, s11
	s_mov_b32 s8, -1
	s_mov_b32 s2, s33
	s_cmp_lg_u32 s2, s8
	s_mov_b64 s[4:5], src_private_base
	s_mov_b32 s6, s5
	s_cselect_b32 s4, s6, s7
	s_mov_b32 s5, s10
	s_cselect_b32 s2, s2, s5
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s4
	s_add_i32 s9, s33, 8
	s_mov_b32 s4, s9
	s_cmp_lg_u32 s4, s8
	s_cselect_b32 s6, s6, s7
	s_cselect_b32 s4, s4, s5
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	v_mov_b64_e32 v[2:3], s[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[4:5], s[0:1]
	flat_store_dwordx2 v[2:3], v[4:5]
	s_mov_b32 s1, 0x3ff
	v_and_b32_e64 v2, v0, s1
	v_mov_b64_e32 v[0:1], s[4:5]
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_load_dwordx2 v[4:5], v[0:1]
	v_mov_b64_e32 v[0:1], s[4:5]
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v1, 31, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	s_mov_b32 s0, 2
	v_lshl_add_u64 v[2:3], v[2:3], s0, v[4:5]
	flat_load_dword v1, v[2:3]
	v_lshlrev_b32_e64 v0, s0, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v0, v1
	s_barrier
	v_mov_b64_e32 v[0:1], s[4:5]
	flat_load_dword v3, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v2, 31, v3
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v2
	v_lshl_add_u32 v2, v3, 5, v3
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
	ds_read_b32 v2, v2
	s_mov_b32 s1, 1
	v_xor_b32_e64 v3, v3, s1
	v_lshlrev_b32_e64 v3, s0, v3
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e64 v2, v2, v3
	v_mov_b64_e32 v[4:5], s[2:3]
	flat_load_dwordx2 v[4:5], v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[4:5]
	flat_load_dword v4, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e64 v2, 31, v4
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, v2
	ds_swizzle_b32 v2, v4 offset:swizzle(SWAP,16)
                                        ; implicit-def: $sgpr1
	v_mov_b32_e32 v3, s1
	s_nop 1
	v_mov_b32_dpp v3, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v2, v2, v3
	v_readfirstlane_b32 s1, v4
	v_lshlrev_b32_e64 v3, s0, v4
	ds_bpermute_b32 v3, v3, v4
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v2, v2, s1, v3
	v_cvt_f32_i32_e64 v2, v2
	v_mov_b64_e32 v[4:5], s[2:3]
	flat_load_dwordx2 v[4:5], v[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	s_mov_b64 s[0:1], 0x1000
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel klds
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end2:
	.size	klds, .Lfunc_end2-klds
                                        ; -- End function
	.set klds.num_vgpr, 6
	.set klds.num_agpr, 0
	.set klds.numbered_sgpr, 34
	.set klds.num_named_barrier, 0
	.set klds.private_seg_size, 16
	.set klds.uses_vcc, 0
	.set klds.uses_flat_scratch, 0
	.set klds.has_dyn_sized_stack, 0
	.set klds.has_recursion, 0
	.set klds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 512
; TotalNumSgprs: 40
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
	.ident	"clang version 22.1.8"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     3
    .args:
      - .address_space:  generic
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  generic
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  generic
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  generic
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         120
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         136
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         144
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         152
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .max_flat_workgroup_size: 1024
    .name:           kmath
    .private_segment_fixed_size: 96
    .sgpr_count:     46
    .sgpr_spill_count: 38
    .symbol:         kmath.kd
    .uses_dynamic_stack: false
    .vgpr_count:     23
    .vgpr_spill_count: 4
    .wavefront_size: 64
  - .agpr_count:     2
    .args:
      - .address_space:  generic
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           kscratch
    .private_segment_fixed_size: 288
    .sgpr_count:     40
    .sgpr_spill_count: 50
    .symbol:         kscratch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 9
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  generic
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         88
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         104
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         112
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         120
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         208
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .max_flat_workgroup_size: 1024
    .name:           klds
    .private_segment_fixed_size: 16
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         klds.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
