	.amdgcn_target "amdgcn-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	flash_attn_dualwave_swp_fp8_bn128_kernel_0
	.p2align	8
	.type	flash_attn_dualwave_swp_fp8_bn128_kernel_0,@function
flash_attn_dualwave_swp_fp8_bn128_kernel_0:
	s_mov_b32 s6, s3
	s_load_dwordx8 s[8:15], s[0:1], 0x0
	s_load_dwordx4 s[28:31], s[0:1], 0x38
	s_load_dwordx2 s[24:25], s[0:1], 0x48
	s_load_dwordx4 s[16:19], s[0:1], 0x50
	s_ashr_i32 s7, s3, 31
	v_lshrrev_b32_e32 v5, 6, v0
	v_readfirstlane_b32 s33, v0
	s_lshr_b32 s36, s33, 6
	s_lshl_b64 s[6:7], s[6:7], 8
	s_and_b32 s5, s2, 7
	s_lshr_b32 s2, s2, 3
	s_add_i32 s2, s5, s2
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s7, s16, s4
	s_add_u32 s20, s7, s16
	s_add_u32 s16, s7, s6
	s_mul_i32 s6, s16, s18
	s_lshl_b64 s[34:35], s[2:3], 7
	s_add_i32 s2, s6, s34
	s_mul_i32 s3, s19, s17
	s_mul_i32 s4, s3, s4
	s_lshl_b32 s5, s5, 7
	s_add_i32 s35, s4, s5
	s_mul_i32 s6, s20, s18
	s_add_i32 s22, s4, s3
	s_and_b32 s5, s9, 0xffff
	s_mov_b32 s7, 0x27000
	s_mov_b32 s4, s8
	s_and_b32 s21, s11, 0xffff
	s_mov_b32 s20, s10
	s_mov_b32 s23, s7
	v_and_b32_e32 v2, 7, v0
	s_and_b32 s41, s29, 0xffff
	s_mov_b32 s42, -1
	s_mov_b32 s40, s28
	s_mov_b32 s43, s7
	buffer_load_dword v1, off, s[40:43], 0
	s_and_b32 s41, s31, 0xffff
	s_mov_b32 s40, s30
	buffer_load_dword v3, off, s[40:43], 0
	s_and_b32 s25, s25, 0xffff
	s_mov_b32 s26, s42
	s_mov_b32 s27, s7
	buffer_load_dword v163, off, s[24:27], 0
	s_mul_i32 s28, s36, 0x410
	v_and_or_b32 v4, v0, 56, v5
	v_lshlrev_b32_e32 v6, 4, v2
	v_mul_lo_u32 v4, v4, s19
	v_add3_u32 v4, v6, s35, v4
	v_ashrrev_i32_e32 v6, 31, v4
	v_lshrrev_b32_e32 v7, 22, v6
	v_add_u32_e32 v7, v4, v7
	v_ashrrev_i32_e32 v7, 10, v7
	v_mul_i32_i24_e32 v8, 0x400, v7
	v_sub_u32_e32 v8, v4, v8
	v_lshlrev_b32_e32 v8, 10, v8
	v_lshrrev_b32_e32 v9, 29, v7
	v_add_u32_e32 v9, v7, v9
	v_and_b32_e32 v9, 0x1fffff8, v9
	v_sub_u32_e32 v7, v7, v9
	v_lshrrev_b32_e32 v6, 19, v6
	v_add_u32_e32 v4, v4, v6
	v_ashrrev_i32_e32 v4, 13, v4
	v_lshlrev_b32_e32 v6, 7, v7
	v_add3_u32 v175, v8, v4, v6
	s_mov_b32 m0, s28
	s_nop 0
	buffer_load_dwordx4 v175, s[20:23], 0 offen lds
	v_lshrrev_b32_e32 v7, 3, v0
	v_lshlrev_b32_e32 v4, 4, v0
	v_and_b32_e32 v6, 0x70, v4
	v_add_u32_e32 v6, s2, v6
	v_mad_u64_u32 v[8:9], s[2:3], v7, s18, v[6:7]
	v_add_u32_e32 v7, 0x18400, v4
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshrrev_b32_e32 v10, 22, v9
	v_add_u32_e32 v10, v8, v10
	v_ashrrev_i32_e32 v10, 10, v10
	v_mul_i32_i24_e32 v11, 0x400, v10
	v_sub_u32_e32 v11, v8, v11
	v_lshlrev_b32_e32 v11, 10, v11
	v_lshrrev_b32_e32 v12, 29, v10
	v_add_u32_e32 v12, v10, v12
	v_and_b32_e32 v12, 0x1fffff8, v12
	v_sub_u32_e32 v10, v10, v12
	v_lshrrev_b32_e32 v9, 19, v9
	v_add_u32_e32 v8, v8, v9
	v_ashrrev_i32_e32 v8, 13, v8
	v_lshlrev_b32_e32 v9, 7, v10
	v_add3_u32 v8, v11, v8, v9
	v_readfirstlane_b32 s2, v7
	s_mov_b32 m0, s2
	s_nop 0
	buffer_load_dwordx4 v8, s[4:7], 0 offen lds
	v_or_b32_e32 v7, 0x200, v0
	v_lshrrev_b32_e32 v8, 3, v7
	v_mad_u64_u32 v[8:9], s[2:3], v8, s18, v[6:7]
	v_mov_b32_e32 v10, 0x18400
	v_lshl_add_u32 v7, v7, 4, v10
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshrrev_b32_e32 v11, 22, v9
	v_add_u32_e32 v11, v8, v11
	v_ashrrev_i32_e32 v11, 10, v11
	v_mul_i32_i24_e32 v12, 0x400, v11
	v_sub_u32_e32 v12, v8, v12
	v_lshlrev_b32_e32 v12, 10, v12
	v_lshrrev_b32_e32 v13, 29, v11
	v_add_u32_e32 v13, v11, v13
	v_and_b32_e32 v13, 0x1fffff8, v13
	v_sub_u32_e32 v11, v11, v13
	v_lshrrev_b32_e32 v9, 19, v9
	v_add_u32_e32 v8, v8, v9
	v_ashrrev_i32_e32 v8, 13, v8
	v_lshlrev_b32_e32 v9, 7, v11
	v_add3_u32 v8, v12, v8, v9
	v_readfirstlane_b32 s2, v7
	s_mov_b32 m0, s2
	s_nop 0
	buffer_load_dwordx4 v8, s[4:7], 0 offen lds
	v_or_b32_e32 v7, 0x400, v0
	v_lshrrev_b32_e32 v8, 3, v7
	v_mad_u64_u32 v[8:9], s[2:3], v8, s18, v[6:7]
	v_lshl_add_u32 v7, v7, 4, v10
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshrrev_b32_e32 v11, 22, v9
	v_add_u32_e32 v11, v8, v11
	v_ashrrev_i32_e32 v11, 10, v11
	v_mul_i32_i24_e32 v12, 0x400, v11
	v_sub_u32_e32 v12, v8, v12
	v_lshlrev_b32_e32 v12, 10, v12
	v_lshrrev_b32_e32 v13, 29, v11
	v_add_u32_e32 v13, v11, v13
	v_and_b32_e32 v13, 0x1fffff8, v13
	v_sub_u32_e32 v11, v11, v13
	v_lshrrev_b32_e32 v9, 19, v9
	v_add_u32_e32 v8, v8, v9
	v_ashrrev_i32_e32 v8, 13, v8
	v_lshlrev_b32_e32 v9, 7, v11
	v_add3_u32 v8, v12, v8, v9
	v_readfirstlane_b32 s2, v7
	s_mov_b32 m0, s2
	s_nop 0
	buffer_load_dwordx4 v8, s[4:7], 0 offen lds
	v_or_b32_e32 v8, 0x600, v0
	v_lshrrev_b32_e32 v7, 3, v8
	v_mad_u64_u32 v[6:7], s[2:3], v7, s18, v[6:7]
	v_lshl_add_u32 v7, v8, 4, v10
	v_ashrrev_i32_e32 v8, 31, v6
	v_lshrrev_b32_e32 v9, 22, v8
	v_add_u32_e32 v9, v6, v9
	v_ashrrev_i32_e32 v9, 10, v9
	v_mul_i32_i24_e32 v10, 0x400, v9
	v_sub_u32_e32 v10, v6, v10
	v_lshlrev_b32_e32 v10, 10, v10
	v_lshrrev_b32_e32 v11, 29, v9
	v_add_u32_e32 v11, v9, v11
	v_and_b32_e32 v11, 0x1fffff8, v11
	v_sub_u32_e32 v9, v9, v11
	v_lshrrev_b32_e32 v8, 19, v8
	v_add_u32_e32 v6, v6, v8
	v_ashrrev_i32_e32 v6, 13, v6
	v_lshlrev_b32_e32 v8, 7, v9
	v_add3_u32 v6, v10, v6, v8
	v_readfirstlane_b32 s2, v7
	s_mov_b32 m0, s2
	s_nop 0
	buffer_load_dwordx4 v6, s[4:7], 0 offen lds
	s_load_dword s30, s[0:1], 0x60
	s_ashr_i32 s4, s17, 31
	s_mov_b32 s5, s17
	s_ashr_i32 s0, s18, 31
	v_mov_b32_e32 v161, 0
	v_lshlrev_b32_e32 v6, 5, v5
	s_mov_b32 s0, s10
	s_mov_b32 s1, s21
	s_mov_b32 s2, s22
	s_mov_b32 s3, s7
	s_and_b32 s25, s13, 0xffff
	s_mov_b32 s24, s12
	s_mov_b32 s26, s22
	s_mov_b32 s8, s12
	s_mov_b32 s9, s25
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_barrier
	v_and_or_b32 v162, v0, 31, v6
	v_and_b32_e32 v6, 32, v0
	v_lshl_or_b32 v7, v162, 7, v6
	v_add_u32_e32 v7, 0x18400, v7
	ds_read_b128 v[180:183], v7
	ds_read_b128 v[184:187], v7 offset:16
	ds_read_b128 v[188:191], v7 offset:64
	ds_read_b128 v[192:195], v7 offset:80
	s_lshl_b32 s10, s19, 6
	s_add_i32 m0, s28, 0x2080
	s_nop 0
	buffer_load_dwordx4 v175, s[20:23], s10 offen lds
	s_lshl_b32 s7, s36, 10
	s_add_u32 s7, s7, 0xc300
	v_lshlrev_b32_e32 v5, 3, v5
	v_or_b32_e32 v7, v5, v2
	v_bitop3_b32 v5, v5, 12, v2 bitop3:0xc8
	v_cmp_eq_u32_e32 vcc, 4, v5
	s_nop 1
	v_cndmask_b32_e64 v8, 0, 4, vcc
	v_cmp_eq_u32_e32 vcc, 8, v5
	s_nop 1
	v_cndmask_b32_e64 v5, 0, -4, vcc
	v_add3_u32 v5, v8, v7, v5
	v_mul_lo_u32 v5, v5, s19
	v_lshlrev_b32_e32 v7, 1, v0
	v_and_b32_e32 v7, 0x70, v7
	v_add3_u32 v8, v7, s35, v5
	v_ashrrev_i32_e32 v5, 31, v8
	v_lshrrev_b32_e32 v7, 22, v5
	v_add_u32_e32 v7, v8, v7
	v_ashrrev_i32_e32 v7, 10, v7
	v_mul_i32_i24_e32 v9, 0x400, v7
	v_sub_u32_e32 v9, v8, v9
	v_lshlrev_b32_e32 v9, 10, v9
	v_lshrrev_b32_e32 v10, 29, v7
	v_add_u32_e32 v10, v7, v10
	v_and_b32_e32 v10, 0x1fffff8, v10
	v_sub_u32_e32 v7, v7, v10
	v_lshrrev_b32_e32 v5, 19, v5
	v_add_u32_e32 v5, v8, v5
	v_ashrrev_i32_e32 v5, 13, v5
	v_lshlrev_b32_e32 v7, 7, v7
	v_add3_u32 v176, v9, v5, v7
	s_mov_b32 m0, s7
	s_nop 0
	buffer_load_dwordx4 v176, s[24:27], 0 offen lds
	s_add_i32 m0, s7, 0x2000
	s_nop 0
	buffer_load_dwordx4 v176, s[24:27], s10 offen lds
	s_lshl_b32 s29, s19, 7
	s_add_i32 m0, s28, 0x4100
	s_nop 0
	buffer_load_dwordx4 v175, s[20:23], s29 offen lds
	s_mul_i32 s10, s19, 0xc0
	s_add_i32 m0, s28, 0x6180
	s_nop 0
	buffer_load_dwordx4 v175, s[20:23], s10 offen lds
	s_add_i32 m0, s7, 0x4000
	s_nop 0
	buffer_load_dwordx4 v176, s[24:27], s29 offen lds
	s_add_i32 m0, s7, 0x6000
	s_nop 0
	buffer_load_dwordx4 v176, s[24:27], s10 offen lds
	v_mov_b32_e32 v7, v161
	s_mov_b64 s[10:11], 0xc300
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_barrier
	s_cmpk_lt_u32 s33, 0x100
	s_cbranch_scc1 .LBB0_2
	s_barrier
.LBB0_2:
	v_cvt_f32_i32_e32 v5, s30
	v_bfe_u32 v160, v0, 5, 1
	v_mul_f32_e32 v1, 0x3fb8aa3b, v1
	s_add_u32 s12, s5, 63
	v_rsq_f32_e32 v5, v5
	v_mul_f32_e32 v1, v1, v3
	s_addc_u32 s13, s4, 0
	s_lshr_b64 s[4:5], s[12:13], 6
	v_mul_f32_e32 v164, v1, v5
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_and_b32 s5, s5, 0x7ffffff
	s_and_b32 s4, s4, -2
	v_cmp_gt_u64_e64 s[12:13], s[4:5], 4
	s_and_b64 s[12:13], s[12:13], exec
	s_cselect_b32 s5, s5, 0
	s_cselect_b32 s4, s4, 4
	v_mul_u32_u24_e32 v1, 0x410, v2
	v_and_b32_e32 v2, 0x180, v4
	v_add_u32_e32 v2, v1, v2
	v_mov_b32_e32 v3, v161
	v_lshlrev_b32_e32 v4, 3, v0
	s_movk_i32 s22, 0x80
	v_and_b32_e32 v0, 0x80, v4
	v_mov_b32_e32 v1, v161
	v_and_b32_e32 v10, 0x78, v4
	v_lshlrev_b32_e32 v4, 10, v160
	v_mov_b32_e32 v5, v161
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[10:11]
	v_or_b32_e32 v8, v0, v10
	v_mov_b32_e32 v9, v1
	v_lshl_add_u64 v[166:167], v[8:9], 0, v[4:5]
	v_or_b32_e32 v4, v10, v4
	v_lshlrev_b32_e32 v167, 2, v160
	v_mov_b32_e32 v168, v164
	v_mov_b32_e32 v169, v164
	v_lshl_add_u64 v[170:171], v[0:1], 0, v[4:5]
	v_lshl_add_u64 v[172:173], v[2:3], 0, v[6:7]
	s_mul_i32 s23, s19, 0x140
	s_lshl_b32 s19, s19, 8
	v_mov_b32_e32 v0, v161
	v_mov_b32_e32 v1, v161
	v_mov_b32_e32 v2, v161
	v_mov_b32_e32 v4, v161
	v_mov_b32_e32 v6, v161
	v_mov_b32_e32 v7, v161
	v_mov_b32_e32 v8, v161
	v_mov_b32_e32 v9, v161
	v_mov_b32_e32 v10, v161
	v_mov_b32_e32 v11, v161
	v_mov_b32_e32 v12, v161
	v_mov_b32_e32 v13, v161
	v_mov_b32_e32 v14, v161
	v_mov_b32_e32 v15, v161
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v178, 0xff800000
	v_mov_b32_e32 v171, 0x7f7f7f7f
	s_mov_b32 s24, 0x41000000
	v_mov_b32_e32 v177, 0xff800000
	v_mov_b64_e32 v[30:31], v[14:15]
	v_mov_b64_e32 v[28:29], v[12:13]
	v_mov_b64_e32 v[26:27], v[10:11]
	v_mov_b64_e32 v[24:25], v[8:9]
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
	v_mov_b64_e32 v[46:47], v[14:15]
	v_mov_b64_e32 v[44:45], v[12:13]
	v_mov_b64_e32 v[42:43], v[10:11]
	v_mov_b64_e32 v[40:41], v[8:9]
	v_mov_b64_e32 v[38:39], v[6:7]
	v_mov_b64_e32 v[36:37], v[4:5]
	v_mov_b64_e32 v[34:35], v[2:3]
	v_mov_b64_e32 v[32:33], v[0:1]
	v_mov_b64_e32 v[62:63], v[14:15]
	v_mov_b64_e32 v[60:61], v[12:13]
	v_mov_b64_e32 v[58:59], v[10:11]
	v_mov_b64_e32 v[56:57], v[8:9]
	v_mov_b64_e32 v[54:55], v[6:7]
	v_mov_b64_e32 v[52:53], v[4:5]
	v_mov_b64_e32 v[50:51], v[2:3]
	v_mov_b64_e32 v[48:49], v[0:1]
	v_mov_b32_e32 v173, v161
	s_mov_b64 s[20:21], 0
	.p2align	5, , 4
.LBB0_3:
	s_mul_i32 s10, s12, 0x2080
	v_add_u32_e32 v64, s10, v172
	ds_read_b128 v[66:69], v64
	ds_read_b128 v[70:73], v64 offset:16
	ds_read_b128 v[74:77], v64 offset:64
	ds_read_b128 v[78:81], v64 offset:80
	s_waitcnt lgkmcnt(2)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[112:127], v[66:73], v[180:187], 0, v171, v171 op_sel_hi:[0,0,0]
	ds_read_b128 v[66:69], v64 offset:512
	ds_read_b128 v[70:73], v64 offset:528
	ds_read_b128 v[82:85], v64 offset:576
	ds_read_b128 v[86:89], v64 offset:592
	s_waitcnt lgkmcnt(2)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[96:111], v[66:73], v[180:187], 0, v171, v171 op_sel_hi:[0,0,0]
	v_mfma_scale_f32_32x32x64_f8f6f4 v[112:127], v[74:81], v[188:195], v[112:127], v171, v171 op_sel_hi:[0,0,0]
	s_add_u32 s10, s12, 1
	s_addc_u32 s11, s13, 0
	v_cmp_gt_i64_e64 s[26:27], s[10:11], 5
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[96:111], v[82:89], v[188:195], v[96:111], v171, v171 op_sel_hi:[0,0,0]
	s_add_u32 s11, s12, -5
	s_and_b64 s[26:27], s[26:27], exec
	s_cselect_b32 s25, s11, s10
	s_mul_i32 s10, s25, 0x2080
	v_add_u32_e32 v80, s10, v172
	ds_read_b128 v[64:67], v80
	ds_read_b128 v[68:71], v80 offset:16
	s_add_u32 s10, s12, 4
	ds_read_b128 v[196:199], v80 offset:64
	ds_read_b128 v[200:203], v80 offset:80
	s_waitcnt lgkmcnt(2)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[64:79], v[64:71], v[180:187], 0, v171, v171 op_sel_hi:[0,0,0]
	s_addc_u32 s11, s13, 0
	v_cmp_gt_i64_e64 s[26:27], s[10:11], 5
	s_add_i32 s11, s12, -2
	s_add_u32 s30, s12, 5
	s_addc_u32 s31, s13, 0
	ds_read_b128 v[82:85], v80 offset:512
	ds_read_b128 v[86:89], v80 offset:528
	v_cmp_gt_i64_e64 s[36:37], s[30:31], 5
	s_add_i32 s31, s12, -1
	ds_read_b128 v[204:207], v80 offset:576
	ds_read_b128 v[208:211], v80 offset:592
	v_lshl_add_u32 v134, s12, 13, v166
	;;#ASMSTART
	ds_read_b64_tr_b8 v[152:153], v134 offset:0

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[154:155], v134 offset:2048

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[156:157], v134 offset:4096

	;;#ASMEND
	s_waitcnt lgkmcnt(2)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[80:95], v[82:89], v[180:187], 0, v171, v171 op_sel_hi:[0,0,0]
	;;#ASMSTART
	ds_read_b64_tr_b8 v[158:159], v134 offset:6144

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[144:145], v134 offset:256

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[146:147], v134 offset:2304

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[148:149], v134 offset:4352

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[150:151], v134 offset:6400

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[136:137], v134 offset:512

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[138:139], v134 offset:2560

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[140:141], v134 offset:4608

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[142:143], v134 offset:6656

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[128:129], v134 offset:768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[130:131], v134 offset:2816

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[132:133], v134 offset:4864

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[134:135], v134 offset:6912

	;;#ASMEND
	s_and_b64 s[26:27], s[26:27], exec
	s_cselect_b32 s26, s11, s10
	v_mfma_scale_f32_32x32x64_f8f6f4 v[64:79], v[196:203], v[188:195], v[64:79], v171, v171 op_sel_hi:[0,0,0]
	s_mul_i32 s10, s26, 0x2080
	s_add_i32 m0, s28, s10
	s_nop 0
	buffer_load_dwordx4 v175, s[0:3], s19 offen lds
	s_and_b64 s[10:11], s[36:37], exec
	s_cselect_b32 s27, s31, s30
	s_mul_i32 s10, s27, 0x2080
	s_add_i32 m0, s28, s10
	s_nop 0
	buffer_load_dwordx4 v175, s[0:3], s23 offen lds
	s_lshl_b32 s10, s26, 13
	s_add_i32 m0, s7, s10
	s_mov_b32 s10, s2
	s_mov_b32 s11, s3
	buffer_load_dwordx4 v176, s[8:11], s19 offen lds
	s_lshl_b32 s26, s27, 13
	s_add_i32 m0, s7, s26
	s_nop 0
	buffer_load_dwordx4 v176, s[8:11], s23 offen lds
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[80:95], v[204:211], v[188:195], v[80:95], v171, v171 op_sel_hi:[0,0,0]
	s_barrier
	s_sub_i32 s10, s22, 64
	s_cmp_le_i32 s10, s17
	v_add_u32_e32 v165, s22, v167
	s_cbranch_scc1 .LBB0_5
	v_add_u32_e32 v174, 0xffffff80, v165
	v_add_u32_e32 v179, 0xffffffa0, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v112, v177, v112, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v96, v177, v96, vcc
	v_add_u32_e32 v174, 0xffffff81, v165
	v_add_u32_e32 v179, 0xffffffa1, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v113, v177, v113, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v97, v177, v97, vcc
	v_add_u32_e32 v174, 0xffffff82, v165
	v_add_u32_e32 v179, 0xffffffa2, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v114, v177, v114, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v98, v177, v98, vcc
	v_add_u32_e32 v174, 0xffffff83, v165
	v_add_u32_e32 v179, 0xffffffa3, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v115, v177, v115, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v99, v177, v99, vcc
	v_add_u32_e32 v174, 0xffffff88, v165
	v_add_u32_e32 v179, 0xffffffa8, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v116, v177, v116, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v100, v177, v100, vcc
	v_add_u32_e32 v174, 0xffffff89, v165
	v_add_u32_e32 v179, 0xffffffa9, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v117, v177, v117, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v101, v177, v101, vcc
	v_add_u32_e32 v174, 0xffffff8a, v165
	v_add_u32_e32 v179, 0xffffffaa, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v118, v177, v118, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v102, v177, v102, vcc
	v_add_u32_e32 v174, 0xffffff8b, v165
	v_add_u32_e32 v179, 0xffffffab, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v119, v177, v119, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v103, v177, v103, vcc
	v_add_u32_e32 v174, 0xffffff90, v165
	v_add_u32_e32 v179, 0xffffffb0, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v120, v177, v120, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v104, v177, v104, vcc
	v_add_u32_e32 v174, 0xffffff91, v165
	v_add_u32_e32 v179, 0xffffffb1, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v121, v177, v121, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v105, v177, v105, vcc
	v_add_u32_e32 v174, 0xffffff92, v165
	v_add_u32_e32 v179, 0xffffffb2, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v122, v177, v122, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v106, v177, v106, vcc
	v_add_u32_e32 v174, 0xffffff93, v165
	v_add_u32_e32 v179, 0xffffffb3, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v123, v177, v123, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v107, v177, v107, vcc
	v_add_u32_e32 v174, 0xffffff98, v165
	v_add_u32_e32 v179, 0xffffffb8, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v124, v177, v124, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v108, v177, v108, vcc
	v_add_u32_e32 v174, 0xffffff99, v165
	v_add_u32_e32 v179, 0xffffffb9, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v125, v177, v125, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v109, v177, v109, vcc
	v_add_u32_e32 v174, 0xffffff9a, v165
	v_add_u32_e32 v179, 0xffffffba, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v126, v177, v126, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v110, v177, v110, vcc
	v_add_u32_e32 v174, 0xffffff9b, v165
	v_add_u32_e32 v179, 0xffffffbb, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v127, v177, v127, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v111, v177, v111, vcc
.LBB0_5:
	s_cmp_le_i32 s22, s17
	s_cbranch_scc1 .LBB0_7
	v_subrev_u32_e32 v174, 64, v165
	v_subrev_u32_e32 v179, 32, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v64, v177, v64, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 5
	v_cndmask_b32_e32 v80, v177, v80, vcc
	v_subrev_u32_e32 v174, 63, v165
	v_subrev_u32_e32 v179, 31, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v65, v177, v65, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v81, v177, v81, vcc
	v_subrev_u32_e32 v174, 62, v165
	v_subrev_u32_e32 v179, 30, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v66, v177, v66, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v82, v177, v82, vcc
	v_subrev_u32_e32 v174, 61, v165
	v_subrev_u32_e32 v179, 29, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v67, v177, v67, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v83, v177, v83, vcc
	v_subrev_u32_e32 v174, 56, v165
	v_subrev_u32_e32 v179, 24, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v68, v177, v68, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v84, v177, v84, vcc
	v_subrev_u32_e32 v174, 55, v165
	v_subrev_u32_e32 v179, 23, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v69, v177, v69, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v85, v177, v85, vcc
	v_subrev_u32_e32 v174, 54, v165
	v_subrev_u32_e32 v179, 22, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v70, v177, v70, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v86, v177, v86, vcc
	v_subrev_u32_e32 v174, 53, v165
	v_subrev_u32_e32 v179, 21, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v71, v177, v71, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v87, v177, v87, vcc
	v_subrev_u32_e32 v174, 48, v165
	v_add_u32_e32 v179, -16, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v72, v177, v72, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v88, v177, v88, vcc
	v_subrev_u32_e32 v174, 47, v165
	v_add_u32_e32 v179, -15, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v73, v177, v73, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v89, v177, v89, vcc
	v_subrev_u32_e32 v174, 46, v165
	v_add_u32_e32 v179, -14, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v74, v177, v74, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v90, v177, v90, vcc
	v_subrev_u32_e32 v174, 45, v165
	v_add_u32_e32 v179, -13, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v75, v177, v75, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v91, v177, v91, vcc
	v_subrev_u32_e32 v174, 40, v165
	v_add_u32_e32 v179, -8, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v76, v177, v76, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v92, v177, v92, vcc
	v_subrev_u32_e32 v174, 39, v165
	v_add_u32_e32 v179, -7, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v77, v177, v77, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v93, v177, v93, vcc
	v_subrev_u32_e32 v174, 38, v165
	v_add_u32_e32 v179, -6, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v78, v177, v78, vcc
	v_cmp_gt_i32_e32 vcc, s17, v179
	s_nop 1
	v_cndmask_b32_e32 v94, v177, v94, vcc
	v_subrev_u32_e32 v174, 37, v165
	v_add_u32_e32 v165, -5, v165
	v_cmp_gt_i32_e32 vcc, s17, v174
	s_nop 1
	v_cndmask_b32_e32 v79, v177, v79, vcc
	v_cmp_gt_i32_e32 vcc, s17, v165
	s_nop 1
	v_cndmask_b32_e32 v95, v177, v95, vcc
.LBB0_7:
	v_max_f32_e32 v165, v112, v113
	v_max3_f32 v165, v165, v114, v115
	v_max3_f32 v165, v165, v116, v117
	v_max3_f32 v165, v165, v118, v119
	v_max3_f32 v165, v165, v120, v121
	v_max3_f32 v165, v165, v122, v123
	v_max3_f32 v165, v165, v124, v125
	v_max3_f32 v165, v165, v126, v127
	v_max3_f32 v165, v165, v96, v97
	v_max3_f32 v165, v165, v98, v99
	v_max_f32_e32 v174, v64, v65
	v_max3_f32 v174, v174, v66, v67
	v_max3_f32 v174, v174, v68, v69
	v_max3_f32 v174, v174, v70, v71
	v_max3_f32 v174, v174, v72, v73
	v_max3_f32 v174, v174, v74, v75
	v_max3_f32 v174, v174, v76, v77
	v_max3_f32 v174, v174, v78, v79
	v_max3_f32 v174, v174, v80, v81
	v_max3_f32 v174, v174, v82, v83
	v_max3_f32 v165, v165, v100, v101
	v_max3_f32 v174, v174, v84, v85
	v_max3_f32 v174, v174, v86, v87
	v_max3_f32 v165, v165, v102, v103
	v_max3_f32 v165, v165, v104, v105
	v_max3_f32 v174, v174, v88, v89
	v_max3_f32 v174, v174, v90, v91
	v_max3_f32 v165, v165, v106, v107
	v_max3_f32 v165, v165, v108, v109
	v_max3_f32 v174, v174, v92, v93
	v_max3_f32 v174, v174, v94, v95
	v_max3_f32 v165, v165, v110, v111
	v_mov_b32_e32 v179, v165
	v_mov_b32_e32 v196, v174
	s_nop 0
	v_permlane32_swap_b32_e64 v165, v179 bound_ctrl:1
	v_permlane32_swap_b32_e64 v174, v196 bound_ctrl:1
	v_max3_f32 v165, v165, v179, v174
	v_max_f32_e32 v174, v196, v196
	v_max_f32_e32 v165, v165, v174
	v_sub_f32_e32 v174, v165, v178
	v_mul_f32_e32 v174, v174, v164
	v_cmp_ge_f32_e32 vcc, s24, v174
	s_cmp_eq_u64 vcc, exec
	s_cbranch_scc0 .LBB0_9
.LBB0_8:
	s_add_u32 s20, s20, 2
	s_addc_u32 s21, s21, 0
	s_add_u32 s10, s12, 2
	s_addc_u32 s11, s13, 0
	v_cmp_gt_i64_e64 s[26:27], s[10:11], 5
	s_add_u32 s30, s12, -4
	s_addc_u32 s31, s13, -1
	s_and_b64 s[12:13], s[26:27], exec
	s_cselect_b32 s13, s31, s11
	s_cselect_b32 s12, s30, s10
	v_mul_f32_e64 v174, v178, -v164
	v_mov_b32_e32 v165, v164
	v_pk_fma_f32 v[126:127], v[126:127], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[124:125], v[124:125], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[122:123], v[122:123], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[120:121], v[120:121], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[118:119], v[118:119], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[116:117], v[116:117], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[168:169], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[108:109], v[108:109], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[106:107], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[104:105], v[104:105], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[98:99], v[98:99], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[96:97], v[96:97], v[168:169], v[174:175] op_sel_hi:[1,1,0]
	v_exp_f32_e32 v112, v112
	v_exp_f32_e32 v113, v113
	v_exp_f32_e32 v114, v114
	v_exp_f32_e32 v115, v115
	v_exp_f32_e32 v116, v116
	v_exp_f32_e32 v117, v117
	v_exp_f32_e32 v118, v118
	v_exp_f32_e32 v119, v119
	v_exp_f32_e32 v120, v120
	v_exp_f32_e32 v121, v121
	v_exp_f32_e32 v122, v122
	v_exp_f32_e32 v123, v123
	v_exp_f32_e32 v124, v124
	v_exp_f32_e32 v125, v125
	v_exp_f32_e32 v126, v126
	v_exp_f32_e32 v127, v127
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v97, v97
	v_exp_f32_e32 v98, v98
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v100, v100
	v_exp_f32_e32 v101, v101
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v104, v104
	v_exp_f32_e32 v105, v105
	v_exp_f32_e32 v106, v106
	v_exp_f32_e32 v107, v107
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v109, v109
	v_exp_f32_e32 v110, v110
	v_exp_f32_e32 v111, v111
	v_pk_add_f32 v[196:197], v[120:121], v[104:105]
	v_pk_add_f32 v[198:199], v[122:123], v[106:107]
	v_pk_add_f32 v[200:201], v[114:115], v[98:99]
	v_pk_add_f32 v[202:203], v[126:127], v[110:111]
	v_pk_add_f32 v[204:205], v[118:119], v[102:103]
	v_pk_add_f32 v[206:207], v[124:125], v[108:109]
	v_pk_add_f32 v[208:209], v[116:117], v[100:101]
	v_pk_add_f32 v[210:211], v[112:113], v[96:97]
	v_pk_add_f32 v[206:207], v[208:209], v[206:207]
	v_pk_add_f32 v[202:203], v[204:205], v[202:203]
	v_pk_add_f32 v[198:199], v[200:201], v[198:199]
	v_pk_add_f32 v[196:197], v[210:211], v[196:197]
	v_pk_add_f32 v[198:199], v[198:199], v[202:203]
	v_pk_add_f32 v[196:197], v[196:197], v[206:207]
	s_nop 0
	v_pk_add_f32 v[196:197], v[196:197], v[198:199]
	s_nop 0
	v_add_f32_e32 v179, v196, v197
	v_cvt_pk_fp8_f32 v196, v112, v113
	v_cvt_pk_fp8_f32 v197, v116, v117
	v_cvt_pk_fp8_f32 v198, v120, v121
	v_cvt_pk_fp8_f32 v199, v124, v125
	v_cvt_pk_fp8_f32 v196, v114, v115 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v197, v118, v119 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v198, v122, v123 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v199, v126, v127 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v200, v96, v97
	v_cvt_pk_fp8_f32 v201, v100, v101
	v_cvt_pk_fp8_f32 v202, v104, v105
	v_cvt_pk_fp8_f32 v203, v108, v109
	v_cvt_pk_fp8_f32 v200, v98, v99 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v201, v102, v103 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v202, v106, v107 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v203, v110, v111 op_sel:[0,0,1]
	v_mov_b32_e32 v204, v179
	;;#ASMSTART
	;;#ASMEND
	s_nop 1
	v_permlane32_swap_b32_e64 v179, v204 bound_ctrl:1
	s_barrier
	v_lshl_add_u32 v102, s25, 13, v170
	;;#ASMSTART
	ds_read_b64_tr_b8 v[120:121], v102 offset:0

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[122:123], v102 offset:2048

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[124:125], v102 offset:4096

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[126:127], v102 offset:6144

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[112:113], v102 offset:256

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[114:115], v102 offset:2304

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[116:117], v102 offset:4352

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[118:119], v102 offset:6400

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[104:105], v102 offset:512

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[106:107], v102 offset:2560

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[108:109], v102 offset:4608

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[110:111], v102 offset:6656

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[96:97], v102 offset:768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[98:99], v102 offset:2816

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[100:101], v102 offset:4864

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b8 v[102:103], v102 offset:6912

	;;#ASMEND
	;;#ASMSTART
	;;#ASMEND
	s_nop 0
	v_mfma_scale_f32_32x32x64_f8f6f4 v[48:63], v[152:159], v[196:203], v[48:63], v171, v171 op_sel_hi:[0,0,0]
	v_mfma_scale_f32_32x32x64_f8f6f4 v[32:47], v[144:151], v[196:203], v[32:47], v171, v171 op_sel_hi:[0,0,0]
	v_mfma_scale_f32_32x32x64_f8f6f4 v[16:31], v[136:143], v[196:203], v[16:31], v171, v171 op_sel_hi:[0,0,0]
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[128:135], v[196:203], v[0:15], v171, v171 op_sel_hi:[0,0,0]
	;;#ASMSTART
	;;#ASMEND
	s_barrier
	v_pk_fma_f32 v[78:79], v[78:79], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[76:77], v[76:77], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[74:75], v[74:75], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[72:73], v[72:73], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[70:71], v[70:71], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[68:69], v[68:69], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[66:67], v[66:67], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[64:65], v[64:65], v[168:169], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[94:95], v[94:95], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[92:93], v[92:93], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[90:91], v[90:91], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[88:89], v[88:89], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[86:87], v[86:87], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[84:85], v[84:85], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[82:83], v[164:165], v[174:175] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[80:81], v[80:81], v[168:169], v[174:175] op_sel_hi:[1,1,0]
	v_exp_f32_e32 v128, v64
	v_exp_f32_e32 v129, v65
	v_exp_f32_e32 v130, v66
	v_exp_f32_e32 v131, v67
	v_exp_f32_e32 v132, v68
	v_exp_f32_e32 v133, v69
	v_exp_f32_e32 v134, v70
	v_exp_f32_e32 v135, v71
	v_exp_f32_e32 v72, v72
	v_exp_f32_e32 v73, v73
	v_exp_f32_e32 v74, v74
	v_exp_f32_e32 v75, v75
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	v_exp_f32_e32 v80, v80
	v_exp_f32_e32 v81, v81
	v_exp_f32_e32 v82, v82
	v_exp_f32_e32 v83, v83
	v_exp_f32_e32 v84, v84
	v_exp_f32_e32 v85, v85
	v_exp_f32_e32 v86, v86
	v_exp_f32_e32 v87, v87
	v_exp_f32_e32 v88, v88
	v_exp_f32_e32 v89, v89
	v_exp_f32_e32 v90, v90
	v_exp_f32_e32 v91, v91
	v_exp_f32_e32 v92, v92
	v_exp_f32_e32 v93, v93
	v_exp_f32_e32 v94, v94
	v_exp_f32_e32 v95, v95
	v_cvt_pk_fp8_f32 v64, v128, v129
	v_cvt_pk_fp8_f32 v65, v132, v133
	v_cvt_pk_fp8_f32 v66, v72, v73
	v_cvt_pk_fp8_f32 v67, v76, v77
	v_cvt_pk_fp8_f32 v64, v130, v131 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v65, v134, v135 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v66, v74, v75 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v67, v78, v79 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v68, v80, v81
	v_cvt_pk_fp8_f32 v69, v84, v85
	v_cvt_pk_fp8_f32 v70, v88, v89
	v_cvt_pk_fp8_f32 v71, v92, v93
	v_cvt_pk_fp8_f32 v68, v82, v83 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v69, v86, v87 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v70, v90, v91 op_sel:[0,0,1]
	v_cvt_pk_fp8_f32 v71, v94, v95 op_sel:[0,0,1]
	;;#ASMSTART
	;;#ASMEND
	s_nop 1
	v_mfma_scale_f32_32x32x64_f8f6f4 v[48:63], v[120:127], v[64:71], v[48:63], v171, v171 op_sel_hi:[0,0,0]
	v_mfma_scale_f32_32x32x64_f8f6f4 v[32:47], v[112:119], v[64:71], v[32:47], v171, v171 op_sel_hi:[0,0,0]
	v_add_f32_e64 v72, v72, v88
	v_add_f32_e64 v73, v73, v89
	v_add_f32_e64 v74, v74, v90
	v_add_f32_e64 v75, v75, v91
	v_add_f32_e64 v82, v130, v82
	v_add_f32_e64 v83, v131, v83
	v_add_f32_e64 v78, v78, v94
	v_add_f32_e64 v79, v79, v95
	v_add_f32_e64 v86, v134, v86
	v_add_f32_e64 v87, v135, v87
	v_add_f32_e64 v76, v76, v92
	v_add_f32_e64 v77, v77, v93
	v_add_f32_e64 v84, v132, v84
	v_add_f32_e64 v85, v133, v85
	v_mfma_scale_f32_32x32x64_f8f6f4 v[16:31], v[104:111], v[64:71], v[16:31], v171, v171 op_sel_hi:[0,0,0]
	v_add_f32_e64 v80, v128, v80
	v_add_f32_e64 v81, v129, v81
	v_add_f32_e64 v76, v84, v76
	v_add_f32_e64 v77, v85, v77
	v_add_f32_e64 v78, v86, v78
	v_add_f32_e64 v79, v87, v79
	v_add_f32_e64 v74, v82, v74
	v_add_f32_e64 v75, v83, v75
	v_add_f32_e64 v72, v80, v72
	v_add_f32_e64 v73, v81, v73
	v_add_f32_e64 v74, v74, v78
	v_add_f32_e64 v75, v75, v79
	v_add_f32_e64 v72, v72, v76
	v_add_f32_e64 v73, v73, v77
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
	s_nop 0
	v_add_f32_e32 v72, v72, v73
	v_mov_b32_e32 v73, v72
	s_nop 1
	v_permlane32_swap_b32_e64 v72, v73 bound_ctrl:1
	v_add_f32_e32 v74, v173, v204
	v_add_f32_e32 v74, v74, v179
	v_add_f32_e32 v73, v74, v73
	v_add_f32_e32 v173, v73, v72
	v_mfma_scale_f32_32x32x64_f8f6f4 v[0:15], v[96:103], v[64:71], v[0:15], v171, v171 op_sel_hi:[0,0,0]
	;;#ASMSTART
	;;#ASMEND
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_barrier
	s_addk_i32 s22, 0x80
	s_add_i32 s23, s23, s29
	s_add_i32 s19, s19, s29
	v_mov_b64_e32 v[64:65], s[4:5]
	v_cmp_lt_u64_e32 vcc, s[20:21], v[64:65]
	s_cbranch_vccnz .LBB0_3
	s_branch .LBB0_10
.LBB0_9:
	v_exp_f32_e64 v174, -v174
	s_nop 0
	v_pk_mul_f32 v[62:63], v[174:175], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[174:175], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[174:175], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[174:175], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[174:175], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[174:175], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[174:175], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[174:175], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[174:175], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[174:175], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[174:175], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[174:175], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[174:175], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[174:175], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[174:175], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[174:175], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[174:175], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[174:175], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[174:175], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[174:175], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[174:175], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[174:175], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[174:175], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[174:175], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[174:175], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[174:175], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[174:175], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[174:175], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[174:175], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[174:175], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[174:175], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[0:1], v[174:175], v[0:1] op_sel_hi:[0,1]
	v_mul_f32_e32 v173, v174, v173
	;;#ASMSTART
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v178, v165
	s_branch .LBB0_8
.LBB0_10:
	s_lshl_b32 s2, s6, 1
	s_and_b32 s1, s15, 0xffff
	v_rcp_f32_e32 v64, v173
	s_mov_b32 s3, 0x27000
	s_mov_b32 s0, s14
	v_cmp_lt_f32_e32 vcc, 0, v173
	s_nop 1
	v_cndmask_b32_e32 v64, 0, v64, vcc
	v_mul_f32_e32 v64, v64, v163
	v_pk_mul_f32 v[62:63], v[64:65], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[64:65], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[64:65], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[64:65], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[64:65], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[64:65], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[64:65], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[64:65], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[64:65], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[64:65], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[64:65], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[64:65], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[64:65], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[64:65], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[64:65], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[64:65], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[64:65], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[64:65], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[64:65], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[64:65], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[64:65], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[66:67], v[64:65], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[64:65], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[64:65], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[64:65], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[64:65], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[64:65], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[64:65], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[64:65], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[64:65], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[64:65], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[64:65], v[0:1] op_sel_hi:[0,1]
	s_barrier
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v0, v48, v49
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v50, v51
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v20, v52, v53
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v21, v54, v55
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v48, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v48
	v_mov_b32_e32 v18, v1
	v_mov_b32_e32 v49, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v49
	v_mov_b32_e32 v18, v20
	v_mov_b32_e32 v19, v20
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v19
	v_mov_b32_e32 v19, v21
	v_mov_b32_e32 v50, v21
	s_nop 1
	v_permlane32_swap_b32_e32 v19, v50
	v_cmp_eq_u64_e32 vcc, 0, v[160:161]
	s_nop 1
	v_cndmask_b32_e32 v18, v18, v0, vcc
	v_cndmask_b32_e32 v19, v19, v1, vcc
	v_cndmask_b32_e32 v20, v20, v48, vcc
	v_cndmask_b32_e32 v21, v21, v49, vcc
	v_lshlrev_b32_e32 v0, 3, v160
	v_add_u32_e32 v1, s16, v162
	v_mul_lo_u32 v1, v1, s18
	v_add3_u32 v0, v1, s34, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v48, 22, v1
	v_add_u32_e32 v48, v0, v48
	v_ashrrev_i32_e32 v48, 10, v48
	v_mul_i32_i24_e32 v49, 0x400, v48
	v_sub_u32_e32 v49, v0, v49
	v_lshrrev_b32_e32 v50, 29, v48
	v_add_u32_e32 v50, v48, v50
	v_and_b32_e32 v50, 0xfffff8, v50
	v_sub_u32_e32 v48, v48, v50
	v_lshrrev_b32_e32 v1, 19, v1
	v_add_u32_e32 v1, v0, v1
	v_ashrrev_i32_e32 v1, 13, v1
	v_lshlrev_b32_e32 v1, 1, v1
	v_lshl_add_u32 v1, v49, 11, v1
	v_lshl_add_u32 v1, v48, 8, v1
	buffer_store_dwordx4 v[18:21], v1, s[0:3], 0 offen
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v56, v57
	;;#ASMEND
	s_nop 1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v19, v58, v59
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v20, v60, v61
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v21, v62, v63
	;;#ASMEND
	v_mov_b32_e32 v18, v1
	v_mov_b32_e32 v48, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v48
	v_mov_b32_e32 v18, v19
	v_mov_b32_e32 v49, v19
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v49
	v_mov_b32_e32 v18, v20
	v_mov_b32_e32 v50, v20
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v50
	v_mov_b32_e32 v50, v21
	v_mov_b32_e32 v51, v21
	s_nop 1
	v_permlane32_swap_b32_e32 v50, v51
	v_cndmask_b32_e32 v18, v18, v1, vcc
	v_cndmask_b32_e32 v19, v50, v19, vcc
	v_cndmask_b32_e32 v20, v20, v48, vcc
	v_cndmask_b32_e32 v21, v21, v49, vcc
	v_add_u32_e32 v48, 16, v0
	v_ashrrev_i32_e32 v1, 31, v48
	v_lshrrev_b32_e32 v49, 22, v1
	v_add_u32_e32 v49, v48, v49
	v_ashrrev_i32_e32 v49, 10, v49
	v_mul_i32_i24_e32 v50, 0x400, v49
	v_sub_u32_e32 v50, v48, v50
	v_lshrrev_b32_e32 v51, 29, v49
	v_add_u32_e32 v51, v49, v51
	v_and_b32_e32 v51, 0xfffff8, v51
	v_sub_u32_e32 v49, v49, v51
	v_lshrrev_b32_e32 v1, 19, v1
	v_add_u32_e32 v1, v48, v1
	v_ashrrev_i32_e32 v1, 13, v1
	v_lshlrev_b32_e32 v1, 1, v1
	v_lshl_add_u32 v1, v50, 11, v1
	v_lshl_add_u32 v1, v49, 8, v1
	buffer_store_dwordx4 v[18:21], v1, s[0:3], 0 offen
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v32, v33
	;;#ASMEND
	s_nop 1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v19, v34, v35
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v20, v36, v37
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v21, v38, v39
	;;#ASMEND
	v_mov_b32_e32 v18, v1
	v_mov_b32_e32 v32, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v32
	v_mov_b32_e32 v18, v19
	v_mov_b32_e32 v33, v19
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v33
	v_mov_b32_e32 v18, v20
	v_mov_b32_e32 v34, v20
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v34
	v_mov_b32_e32 v34, v21
	v_mov_b32_e32 v35, v21
	s_nop 1
	v_permlane32_swap_b32_e32 v34, v35
	v_cndmask_b32_e32 v18, v18, v1, vcc
	v_cndmask_b32_e32 v19, v34, v19, vcc
	v_cndmask_b32_e32 v20, v20, v32, vcc
	v_cndmask_b32_e32 v21, v21, v33, vcc
	v_add_u32_e32 v32, 32, v0
	v_ashrrev_i32_e32 v1, 31, v32
	v_lshrrev_b32_e32 v33, 22, v1
	v_add_u32_e32 v33, v32, v33
	v_ashrrev_i32_e32 v33, 10, v33
	v_mul_i32_i24_e32 v34, 0x400, v33
	v_sub_u32_e32 v34, v32, v34
	v_lshrrev_b32_e32 v35, 29, v33
	v_add_u32_e32 v35, v33, v35
	v_and_b32_e32 v35, 0xfffff8, v35
	v_sub_u32_e32 v33, v33, v35
	v_lshrrev_b32_e32 v1, 19, v1
	v_add_u32_e32 v1, v32, v1
	v_ashrrev_i32_e32 v1, 13, v1
	v_lshlrev_b32_e32 v1, 1, v1
	v_lshl_add_u32 v1, v34, 11, v1
	v_lshl_add_u32 v1, v33, 8, v1
	buffer_store_dwordx4 v[18:21], v1, s[0:3], 0 offen
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v40, v41
	;;#ASMEND
	s_nop 1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v19, v42, v43
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v20, v44, v45
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v21, v46, v47
	;;#ASMEND
	v_mov_b32_e32 v18, v1
	v_mov_b32_e32 v32, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v32
	v_mov_b32_e32 v18, v19
	v_mov_b32_e32 v33, v19
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v33
	v_mov_b32_e32 v18, v20
	v_mov_b32_e32 v34, v20
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v34
	v_mov_b32_e32 v34, v21
	v_mov_b32_e32 v35, v21
	s_nop 1
	v_permlane32_swap_b32_e32 v34, v35
	v_cndmask_b32_e32 v18, v18, v1, vcc
	v_cndmask_b32_e32 v19, v34, v19, vcc
	v_cndmask_b32_e32 v20, v20, v32, vcc
	v_cndmask_b32_e32 v21, v21, v33, vcc
	v_add_u32_e32 v32, 48, v0
	v_ashrrev_i32_e32 v1, 31, v32
	v_lshrrev_b32_e32 v33, 22, v1
	v_add_u32_e32 v33, v32, v33
	v_ashrrev_i32_e32 v33, 10, v33
	v_mul_i32_i24_e32 v34, 0x400, v33
	v_sub_u32_e32 v34, v32, v34
	v_lshrrev_b32_e32 v35, 29, v33
	v_add_u32_e32 v35, v33, v35
	v_and_b32_e32 v35, 0xfffff8, v35
	v_sub_u32_e32 v33, v33, v35
	v_lshrrev_b32_e32 v1, 19, v1
	v_add_u32_e32 v1, v32, v1
	v_ashrrev_i32_e32 v1, 13, v1
	v_lshlrev_b32_e32 v1, 1, v1
	v_lshl_add_u32 v1, v34, 11, v1
	v_lshl_add_u32 v1, v33, 8, v1
	buffer_store_dwordx4 v[18:21], v1, s[0:3], 0 offen
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v70, v71
	;;#ASMEND
	s_nop 1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v19, v68, v69
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v20, v66, v67
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v21, v22, v23
	;;#ASMEND
	v_mov_b32_e32 v18, v1
	v_mov_b32_e32 v22, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v22
	v_mov_b32_e32 v18, v19
	v_mov_b32_e32 v23, v19
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v23
	v_mov_b32_e32 v18, v20
	v_mov_b32_e32 v32, v20
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v32
	v_mov_b32_e32 v32, v21
	v_mov_b32_e32 v33, v21
	s_nop 1
	v_permlane32_swap_b32_e32 v32, v33
	v_cndmask_b32_e32 v18, v18, v1, vcc
	v_cndmask_b32_e32 v19, v32, v19, vcc
	v_cndmask_b32_e32 v20, v20, v22, vcc
	v_cndmask_b32_e32 v21, v21, v23, vcc
	v_add_u32_e32 v22, 64, v0
	v_ashrrev_i32_e32 v1, 31, v22
	v_lshrrev_b32_e32 v23, 22, v1
	v_add_u32_e32 v23, v22, v23
	v_ashrrev_i32_e32 v23, 10, v23
	v_mul_i32_i24_e32 v32, 0x400, v23
	v_sub_u32_e32 v32, v22, v32
	v_lshrrev_b32_e32 v33, 29, v23
	v_add_u32_e32 v33, v23, v33
	v_and_b32_e32 v33, 0xfffff8, v33
	v_sub_u32_e32 v23, v23, v33
	v_lshrrev_b32_e32 v1, 19, v1
	v_add_u32_e32 v1, v22, v1
	v_ashrrev_i32_e32 v1, 13, v1
	v_lshlrev_b32_e32 v1, 1, v1
	v_lshl_add_u32 v1, v32, 11, v1
	v_lshl_add_u32 v1, v23, 8, v1
	buffer_store_dwordx4 v[18:21], v1, s[0:3], 0 offen
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v24, v25
	;;#ASMEND
	s_nop 1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v19, v26, v27
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v20, v28, v29
	;;#ASMEND
	v_mov_b32_e32 v18, v1
	v_mov_b32_e32 v21, v1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v22, v30, v31
	;;#ASMEND
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v21
	v_mov_b32_e32 v18, v19
	v_mov_b32_e32 v23, v19
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v23
	v_mov_b32_e32 v18, v20
	v_mov_b32_e32 v24, v20
	s_nop 1
	v_permlane32_swap_b32_e32 v18, v24
	v_mov_b32_e32 v24, v22
	v_mov_b32_e32 v25, v22
	s_nop 1
	v_permlane32_swap_b32_e32 v24, v25
	v_cndmask_b32_e32 v18, v18, v1, vcc
	v_cndmask_b32_e32 v19, v24, v19, vcc
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_cndmask_b32_e32 v21, v22, v23, vcc
	v_add_u32_e32 v22, 0x50, v0
	v_ashrrev_i32_e32 v1, 31, v22
	v_lshrrev_b32_e32 v23, 22, v1
	v_add_u32_e32 v23, v22, v23
	v_ashrrev_i32_e32 v23, 10, v23
	v_mul_i32_i24_e32 v24, 0x400, v23
	v_sub_u32_e32 v24, v22, v24
	v_lshrrev_b32_e32 v25, 29, v23
	v_add_u32_e32 v25, v23, v25
	v_and_b32_e32 v25, 0xfffff8, v25
	v_sub_u32_e32 v23, v23, v25
	v_lshrrev_b32_e32 v1, 19, v1
	v_add_u32_e32 v1, v22, v1
	v_ashrrev_i32_e32 v1, 13, v1
	v_lshlrev_b32_e32 v1, 1, v1
	v_lshl_add_u32 v1, v24, 11, v1
	v_lshl_add_u32 v1, v23, 8, v1
	buffer_store_dwordx4 v[18:21], v1, s[0:3], 0 offen
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v16, v17
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v3, v2, v3
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v16, v1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v4, v4, v5
	;;#ASMEND
	s_nop 1
	v_permlane32_swap_b32_e32 v2, v16
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v5, v3
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v6, v6, v7
	;;#ASMEND
	s_nop 1
	v_permlane32_swap_b32_e32 v2, v5
	v_mov_b32_e32 v2, v4
	v_mov_b32_e32 v7, v4
	s_nop 1
	v_permlane32_swap_b32_e32 v2, v7
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v17, v6
	s_nop 1
	v_permlane32_swap_b32_e32 v7, v17
	v_cndmask_b32_e32 v2, v2, v1, vcc
	v_cndmask_b32_e32 v3, v7, v3, vcc
	v_cndmask_b32_e32 v4, v4, v16, vcc
	v_cndmask_b32_e32 v5, v6, v5, vcc
	v_add_u32_e32 v6, 0x60, v0
	v_ashrrev_i32_e32 v1, 31, v6
	v_lshrrev_b32_e32 v7, 22, v1
	v_add_u32_e32 v7, v6, v7
	v_ashrrev_i32_e32 v7, 10, v7
	v_mul_i32_i24_e32 v16, 0x400, v7
	v_sub_u32_e32 v16, v6, v16
	v_lshrrev_b32_e32 v17, 29, v7
	v_add_u32_e32 v17, v7, v17
	v_and_b32_e32 v17, 0xfffff8, v17
	v_sub_u32_e32 v7, v7, v17
	v_lshrrev_b32_e32 v1, 19, v1
	v_add_u32_e32 v1, v6, v1
	v_ashrrev_i32_e32 v1, 13, v1
	v_lshlrev_b32_e32 v1, 1, v1
	v_lshl_add_u32 v1, v16, 11, v1
	v_lshl_add_u32 v1, v7, 8, v1
	buffer_store_dwordx4 v[2:5], v1, s[0:3], 0 offen
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v8, v9
	;;#ASMEND
	s_nop 1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v4, v1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v3, v10, v11
	;;#ASMEND
	s_nop 1
	v_permlane32_swap_b32_e32 v2, v4
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v5, v3
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v6, v12, v13
	;;#ASMEND
	s_nop 1
	v_permlane32_swap_b32_e32 v2, v5
	v_mov_b32_e32 v2, v6
	v_mov_b32_e32 v7, v6
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v8, v14, v15
	;;#ASMEND
	s_nop 1
	v_permlane32_swap_b32_e32 v2, v7
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v9, v8
	s_nop 1
	v_permlane32_swap_b32_e32 v7, v9
	v_cndmask_b32_e32 v2, v2, v1, vcc
	v_cndmask_b32_e32 v3, v7, v3, vcc
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_cndmask_b32_e32 v5, v8, v5, vcc
	v_add_u32_e32 v0, 0x70, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v6, 22, v1
	v_add_u32_e32 v6, v0, v6
	v_ashrrev_i32_e32 v6, 10, v6
	v_mul_i32_i24_e32 v7, 0x400, v6
	v_sub_u32_e32 v7, v0, v7
	v_lshrrev_b32_e32 v8, 29, v6
	v_add_u32_e32 v8, v6, v8
	v_and_b32_e32 v8, 0xfffff8, v8
	v_sub_u32_e32 v6, v6, v8
	v_lshrrev_b32_e32 v1, 19, v1
	v_add_u32_e32 v0, v0, v1
	v_ashrrev_i32_e32 v0, 13, v0
	v_lshlrev_b32_e32 v0, 1, v0
	v_lshl_add_u32 v0, v7, 11, v0
	v_lshl_add_u32 v0, v6, 8, v0
	buffer_store_dwordx4 v[2:5], v0, s[0:3], 0 offen
	s_endpgm
.Lfunc_end0:
	.size	flash_attn_dualwave_swp_fp8_bn128_kernel_0, .Lfunc_end0-flash_attn_dualwave_swp_fp8_bn128_kernel_0
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flash_attn_dualwave_swp_fp8_bn128_kernel_0
		.amdhsa_group_segment_fixed_size 132096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 100
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 212
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 212
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

	.set .Lflash_attn_dualwave_swp_fp8_bn128_kernel_0.num_vgpr, 212
	.set .Lflash_attn_dualwave_swp_fp8_bn128_kernel_0.num_agpr, 0
	.set .Lflash_attn_dualwave_swp_fp8_bn128_kernel_0.numbered_sgpr, 44
	.set .Lflash_attn_dualwave_swp_fp8_bn128_kernel_0.num_named_barrier, 0
	.set .Lflash_attn_dualwave_swp_fp8_bn128_kernel_0.private_seg_size, 0
	.set .Lflash_attn_dualwave_swp_fp8_bn128_kernel_0.uses_vcc, 1
	.set .Lflash_attn_dualwave_swp_fp8_bn128_kernel_0.uses_flat_scratch, 0
	.set .Lflash_attn_dualwave_swp_fp8_bn128_kernel_0.has_dyn_sized_stack, 0
	.set .Lflash_attn_dualwave_swp_fp8_bn128_kernel_0.has_recursion, 0
	.set .Lflash_attn_dualwave_swp_fp8_bn128_kernel_0.has_indirect_call, 0
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
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
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .offset:         80
        .size:           4
        .value_kind:     by_value
      - .offset:         84
        .size:           4
        .value_kind:     by_value
      - .offset:         88
        .size:           4
        .value_kind:     by_value
      - .offset:         92
        .size:           4
        .value_kind:     by_value
      - .offset:         96
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 132096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 100
    .max_flat_workgroup_size: 512
    .name:           flash_attn_dualwave_swp_fp8_bn128_kernel_0
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 512
      - 1
      - 1
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         flash_attn_dualwave_swp_fp8_bn128_kernel_0.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     212
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
