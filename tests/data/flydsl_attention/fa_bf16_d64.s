	.amdgcn_target "amdgcn-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	flash_attn_dualwave_swp_gfx950_kernel_0
	.p2align	8
	.type	flash_attn_dualwave_swp_gfx950_kernel_0,@function
flash_attn_dualwave_swp_gfx950_kernel_0:
	s_mov_b32 s6, s3
	s_load_dwordx4 s[20:23], s[0:1], 0x60
	s_load_dwordx8 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s30, s21, 31
	s_ashr_i32 s7, s3, 31
	s_ashr_i32 s5, s4, 31
	v_lshrrev_b32_e32 v1, 6, v0
	v_readfirstlane_b32 s3, v0
	s_lshr_b32 s33, s3, 6
	s_lshr_b32 s28, s3, 8
	s_lshl_b64 s[26:27], s[6:7], 8
	s_and_b32 s6, s2, 7
	s_lshr_b32 s2, s2, 3
	s_add_i32 s2, s6, s2
	s_mov_b32 s3, 0
	s_mul_i32 s7, s26, s22
	s_lshl_b64 s[24:25], s[2:3], 6
	s_add_i32 s34, s7, s24
	s_lshl_b32 s27, s6, 6
	s_mul_hi_i32 s3, s22, s20
	s_mul_i32 s2, s22, s20
	s_lshl_b64 s[18:19], s[2:3], 1
	s_mul_i32 s6, s18, s5
	s_mul_hi_u32 s7, s18, s4
	s_add_i32 s6, s7, s6
	s_lshr_b64 s[2:3], s[2:3], 31
	s_mul_i32 s2, s2, s4
	s_add_i32 s20, s6, s2
	s_mul_i32 s25, s18, s4
	s_add_u32 s16, s25, s8
	s_addc_u32 s2, s20, s9
	s_and_b32 s17, s2, 0xffff
	s_mov_b32 s19, 0x27000
	s_mul_hi_i32 s3, s23, s21
	s_mul_i32 s2, s23, s21
	s_lshl_b32 s6, s2, 1
	s_mul_i32 s5, s6, s5
	s_mul_hi_u32 s7, s6, s4
	s_add_i32 s5, s7, s5
	s_lshr_b64 s[2:3], s[2:3], 31
	s_mul_i32 s2, s2, s4
	s_add_i32 s8, s5, s2
	s_mul_i32 s29, s6, s4
	s_add_u32 s4, s29, s10
	s_addc_u32 s2, s8, s11
	s_and_b32 s5, s2, 0xffff
	s_mov_b32 s7, s19
	v_lshlrev_b32_e32 v2, 3, v0
	s_mul_i32 s31, s33, 0x410
	v_and_or_b32 v3, v0, 56, v1
	v_mul_lo_u32 v3, v3, s23
	v_and_or_b32 v4, v2, 56, s27
	v_add_lshl_u32 v131, v4, v3, 1
	s_mov_b32 m0, s31
	s_nop 0
	buffer_load_dwordx4 v131, s[4:7], 0 offen lds
	s_load_dword s9, s[0:1], 0x70
	v_mov_b32_e32 v129, 0
	v_bfe_u32 v128, v0, 5, 1
	v_lshlrev_b32_e32 v1, 5, v1
	s_mov_b32 s2, s6
	s_mov_b32 s3, s19
	s_add_u32 s0, s29, s12
	s_addc_u32 s1, s8, s13
	s_and_b32 s1, s1, 0xffff
	s_mov_b32 s36, s0
	s_mov_b32 s37, s1
	s_mov_b32 s38, s6
	s_mov_b32 s39, s19
	v_and_b32_e32 v3, 7, v0
	v_mul_u32_u24_e32 v3, 0x208, v3
	v_and_b32_e32 v2, 0xc0, v2
	v_add_u32_e32 v10, v3, v2
	v_lshlrev_b32_e32 v130, 3, v128
	s_add_i32 s29, s31, 0x4280
	s_mul_i32 s8, s33, 0x440
	s_add_i32 s27, s8, 0x2080
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 m0, s29
	s_barrier
	v_and_or_b32 v132, v0, 31, v1
	v_mul_lo_u32 v1, v132, s22
	v_add_u32_e32 v1, s34, v1
	v_add_lshl_u32 v1, v1, v130, 1
	buffer_load_dwordx4 v[6:9], v1, s[16:19], 0 offen
	buffer_load_dwordx4 v[2:5], v1, s[16:19], 0 offen offset:32
	buffer_load_dwordx4 v[38:41], v1, s[16:19], 0 offen offset:64
	buffer_load_dwordx4 v[34:37], v1, s[16:19], 0 offen offset:96
	s_lshl_b32 s33, s23, 7
	buffer_load_dwordx4 v131, s[4:7], s33 offen lds
	s_mov_b32 m0, s27
	s_nop 0
	buffer_load_dwordx4 v131, s[36:39], 0 offen lds
	v_add_lshl_u32 v133, v10, v130, 1
	ds_read_b128 v[10:13], v133
	ds_read_b128 v[62:65], v133 offset:32
	ds_read_b128 v[66:69], v133 offset:512
	ds_read_b128 v[58:61], v133 offset:544
	ds_read_b128 v[54:57], v133 offset:64
	ds_read_b128 v[46:49], v133 offset:96
	ds_read_b128 v[50:53], v133 offset:576
	ds_read_b128 v[42:45], v133 offset:608
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s28, 0
	s_waitcnt vmcnt(1)
	s_cbranch_scc1 .LBB0_2
	s_barrier
.LBB0_2:
	v_cvt_f32_i32_e32 v1, s9
	v_and_b32_e32 v71, 0xffff0000, v37
	v_lshlrev_b32_e32 v70, 16, v37
	v_and_b32_e32 v73, 0xffff0000, v41
	v_rsq_f32_e32 v1, v1
	v_lshlrev_b32_e32 v72, 16, v41
	v_and_b32_e32 v75, 0xffff0000, v5
	v_lshlrev_b32_e32 v74, 16, v5
	v_mul_f32_e32 v76, 0x3fb8aa3b, v1
	v_and_b32_e32 v15, 0xffff0000, v9
	v_lshlrev_b32_e32 v14, 16, v9
	v_and_b32_e32 v9, 0xffff0000, v8
	v_lshlrev_b32_e32 v8, 16, v8
	v_and_b32_e32 v17, 0xffff0000, v7
	v_lshlrev_b32_e32 v16, 16, v7
	v_and_b32_e32 v7, 0xffff0000, v6
	v_lshlrev_b32_e32 v6, 16, v6
	v_pk_mul_f32 v[6:7], v[76:77], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[76:77], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[76:77], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[76:77], v[14:15] op_sel_hi:[0,1]
	v_cvt_pk_bf16_f32 v95, v14, v15
	v_cvt_pk_bf16_f32 v94, v8, v9
	v_cvt_pk_bf16_f32 v93, v16, v17
	v_cvt_pk_bf16_f32 v92, v6, v7
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[18:33], v[10:13], v[92:95], 0
	v_and_b32_e32 v79, 0xffff0000, v4
	v_lshlrev_b32_e32 v78, 16, v4
	v_and_b32_e32 v81, 0xffff0000, v3
	v_lshlrev_b32_e32 v80, 16, v3
	v_and_b32_e32 v3, 0xffff0000, v2
	v_lshlrev_b32_e32 v2, 16, v2
	v_pk_mul_f32 v[82:83], v[76:77], v[2:3] op_sel_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[2:17], v[66:69], v[92:95], 0
	v_mul_f32_e64 v66, v76, v80
	v_mul_f32_e64 v67, v76, v81
	v_mul_f32_e64 v68, v76, v78
	v_mul_f32_e64 v69, v76, v79
	v_mul_f32_e64 v74, v76, v74
	v_mul_f32_e64 v75, v76, v75
	v_cvt_pk_bf16_f32 v91, v74, v75
	v_cvt_pk_bf16_f32 v90, v68, v69
	v_cvt_pk_bf16_f32 v89, v66, v67
	v_cvt_pk_bf16_f32 v88, v82, v83
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[18:33], v[62:65], v[88:91], v[18:33]
	v_and_b32_e32 v41, 0xffff0000, v40
	v_lshlrev_b32_e32 v40, 16, v40
	v_and_b32_e32 v63, 0xffff0000, v39
	v_lshlrev_b32_e32 v62, 16, v39
	v_and_b32_e32 v39, 0xffff0000, v38
	v_lshlrev_b32_e32 v38, 16, v38
	v_pk_mul_f32 v[38:39], v[76:77], v[38:39] op_sel_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[2:17], v[58:61], v[88:91], v[2:17]
	v_mul_f32_e64 v58, v76, v62
	v_mul_f32_e64 v59, v76, v63
	v_mul_f32_e64 v40, v76, v40
	v_mul_f32_e64 v41, v76, v41
	v_mul_f32_e64 v60, v76, v72
	v_mul_f32_e64 v61, v76, v73
	v_cvt_pk_bf16_f32 v83, v60, v61
	v_cvt_pk_bf16_f32 v82, v40, v41
	v_cvt_pk_bf16_f32 v81, v58, v59
	v_cvt_pk_bf16_f32 v80, v38, v39
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[18:33], v[54:57], v[80:83], v[18:33]
	v_and_b32_e32 v37, 0xffff0000, v36
	v_lshlrev_b32_e32 v36, 16, v36
	v_and_b32_e32 v39, 0xffff0000, v35
	v_lshlrev_b32_e32 v38, 16, v35
	v_and_b32_e32 v35, 0xffff0000, v34
	v_lshlrev_b32_e32 v34, 16, v34
	v_pk_mul_f32 v[34:35], v[76:77], v[34:35] op_sel_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[2:17], v[50:53], v[80:83], v[2:17]
	v_mul_f32_e64 v38, v76, v38
	v_mul_f32_e64 v39, v76, v39
	v_mul_f32_e64 v36, v76, v36
	v_mul_f32_e64 v37, v76, v37
	v_mul_f32_e64 v40, v76, v70
	v_mul_f32_e64 v41, v76, v71
	v_cvt_pk_bf16_f32 v87, v40, v41
	v_cvt_pk_bf16_f32 v86, v36, v37
	v_cvt_pk_bf16_f32 v85, v38, v39
	v_cvt_pk_bf16_f32 v84, v34, v35
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[18:33], v[46:49], v[84:87], v[18:33]
	v_mfma_f32_32x32x16_bf16 v[2:17], v[42:45], v[84:87], v[2:17]
	s_cmp_gt_i32 s21, 63
	s_cbranch_scc1 .LBB0_4
	v_lshlrev_b32_e32 v1, 2, v128
	v_or_b32_e32 v34, 32, v1
	v_mov_b32_e32 v35, 0xff800000
	v_cmp_gt_i32_e32 vcc, s21, v1
	s_nop 4
	v_cndmask_b32_e32 v18, v35, v18, vcc
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v2, v35, v2, vcc
	v_or_b32_e32 v34, 1, v1
	v_or_b32_e32 v36, 33, v1
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v19, v35, v19, vcc
	v_cmp_gt_i32_e32 vcc, s21, v36
	s_nop 1
	v_cndmask_b32_e32 v3, v35, v3, vcc
	v_or_b32_e32 v34, 2, v1
	v_or_b32_e32 v36, 34, v1
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v20, v35, v20, vcc
	v_cmp_gt_i32_e32 vcc, s21, v36
	s_nop 1
	v_cndmask_b32_e32 v4, v35, v4, vcc
	v_or_b32_e32 v34, 3, v1
	v_or_b32_e32 v36, 35, v1
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v21, v35, v21, vcc
	v_cmp_gt_i32_e32 vcc, s21, v36
	s_nop 1
	v_cndmask_b32_e32 v5, v35, v5, vcc
	v_or_b32_e32 v34, 8, v1
	v_or_b32_e32 v36, 40, v1
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v22, v35, v22, vcc
	v_cmp_gt_i32_e32 vcc, s21, v36
	s_nop 1
	v_cndmask_b32_e32 v6, v35, v6, vcc
	v_or_b32_e32 v34, 9, v1
	v_or_b32_e32 v36, 41, v1
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v23, v35, v23, vcc
	v_cmp_gt_i32_e32 vcc, s21, v36
	s_nop 1
	v_cndmask_b32_e32 v7, v35, v7, vcc
	v_or_b32_e32 v34, 10, v1
	v_or_b32_e32 v36, 42, v1
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v24, v35, v24, vcc
	v_cmp_gt_i32_e32 vcc, s21, v36
	s_nop 1
	v_cndmask_b32_e32 v8, v35, v8, vcc
	v_or_b32_e32 v34, 11, v1
	v_or_b32_e32 v36, 43, v1
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v25, v35, v25, vcc
	v_cmp_gt_i32_e32 vcc, s21, v36
	s_nop 1
	v_cndmask_b32_e32 v9, v35, v9, vcc
	v_or_b32_e32 v34, 16, v1
	v_or_b32_e32 v36, 48, v1
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v26, v35, v26, vcc
	v_cmp_gt_i32_e32 vcc, s21, v36
	s_nop 1
	v_cndmask_b32_e32 v10, v35, v10, vcc
	v_or_b32_e32 v34, 17, v1
	v_or_b32_e32 v36, 49, v1
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v27, v35, v27, vcc
	v_cmp_gt_i32_e32 vcc, s21, v36
	s_nop 1
	v_cndmask_b32_e32 v11, v35, v11, vcc
	v_or_b32_e32 v34, 18, v1
	v_or_b32_e32 v36, 50, v1
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v28, v35, v28, vcc
	v_cmp_gt_i32_e32 vcc, s21, v36
	s_nop 1
	v_cndmask_b32_e32 v12, v35, v12, vcc
	v_or_b32_e32 v34, 19, v1
	v_or_b32_e32 v36, 51, v1
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v29, v35, v29, vcc
	v_cmp_gt_i32_e32 vcc, s21, v36
	s_nop 1
	v_cndmask_b32_e32 v13, v35, v13, vcc
	v_or_b32_e32 v34, 24, v1
	v_or_b32_e32 v36, 56, v1
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v30, v35, v30, vcc
	v_cmp_gt_i32_e32 vcc, s21, v36
	s_nop 1
	v_cndmask_b32_e32 v14, v35, v14, vcc
	v_or_b32_e32 v34, 25, v1
	v_or_b32_e32 v36, 57, v1
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v31, v35, v31, vcc
	v_cmp_gt_i32_e32 vcc, s21, v36
	s_nop 1
	v_cndmask_b32_e32 v15, v35, v15, vcc
	v_or_b32_e32 v34, 26, v1
	v_or_b32_e32 v36, 58, v1
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v32, v35, v32, vcc
	v_cmp_gt_i32_e32 vcc, s21, v36
	s_nop 1
	v_cndmask_b32_e32 v16, v35, v16, vcc
	v_or_b32_e32 v34, 27, v1
	v_or_b32_e32 v1, 59, v1
	v_cmp_gt_i32_e32 vcc, s21, v34
	s_nop 1
	v_cndmask_b32_e32 v33, v35, v33, vcc
	v_cmp_gt_i32_e32 vcc, s21, v1
	s_nop 1
	v_cndmask_b32_e32 v17, v35, v17, vcc
.LBB0_4:
	s_add_u32 s6, s21, 63
	s_addc_u32 s7, s30, 0
	s_lshr_b64 s[6:7], s[6:7], 6
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_and_b32 s6, s6, -2
	v_cmp_gt_u64_e64 s[10:11], s[6:7], 4
	s_and_b64 vcc, s[10:11], exec
	s_cselect_b32 s9, s7, 0
	v_mul_u32_u24_e32 v1, 0x880, v128
	v_bfe_u32 v34, v0, 2, 2
	v_mul_u32_u24_e32 v34, 0x220, v34
	v_add_u32_e32 v1, v1, v34
	v_and_b32_e32 v34, 16, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 12, v0
	v_or3_b32 v0, v34, v1, v0
	v_max_f32_e32 v1, v18, v19
	v_max3_f32 v1, v1, v20, v21
	v_max3_f32 v1, v1, v22, v23
	v_max3_f32 v1, v1, v24, v25
	v_max3_f32 v1, v1, v26, v27
	v_max3_f32 v1, v1, v28, v29
	v_max3_f32 v1, v1, v30, v31
	v_max3_f32 v1, v1, v32, v33
	v_max3_f32 v1, v1, v2, v3
	v_max3_f32 v1, v1, v4, v5
	v_max3_f32 v1, v1, v6, v7
	v_max3_f32 v1, v1, v8, v9
	v_max3_f32 v1, v1, v10, v11
	v_max3_f32 v1, v1, v12, v13
	v_max3_f32 v1, v1, v14, v15
	v_max3_f32 v1, v1, v16, v17
	v_mov_b32_e32 v34, v1
	s_cselect_b32 s34, s6, 4
	s_nop 0
	v_permlane32_swap_b32_e64 v1, v34 bound_ctrl:1
	v_max_f32_e32 v134, v1, v34
	v_pk_add_f32 v[18:19], v[18:19], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[24:25], v[24:25], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[26:27], v[26:27], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[28:29], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[30:31], v[30:31], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[114:115], v[16:17], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[112:113], v[14:15], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[116:117], v[12:13], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[108:109], v[10:11], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[110:111], v[8:9], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v64, v18
	v_exp_f32_e32 v65, v19
	v_exp_f32_e32 v66, v20
	v_exp_f32_e32 v67, v21
	v_exp_f32_e32 v74, v22
	v_exp_f32_e32 v75, v23
	v_exp_f32_e32 v72, v24
	v_exp_f32_e32 v73, v25
	v_exp_f32_e32 v68, v26
	v_exp_f32_e32 v69, v27
	v_exp_f32_e32 v70, v28
	v_exp_f32_e32 v71, v29
	v_exp_f32_e32 v78, v30
	v_exp_f32_e32 v79, v31
	v_exp_f32_e32 v76, v32
	v_exp_f32_e32 v77, v33
	v_pk_add_f32 v[118:119], v[6:7], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[120:121], v[4:5], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[2:3], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	s_barrier
	s_mov_b32 m0, s31
	s_lshl_b32 s10, s23, 8
	s_mov_b32 s6, s2
	s_mov_b32 s7, s3
	buffer_load_dwordx4 v131, s[4:7], s10 offen lds
	s_mov_b64 s[6:7], -1
	s_add_u32 s12, s34, -1
	s_addc_u32 s13, s9, -1
	v_lshlrev_b32_e32 v138, 1, v0
	s_cbranch_vccnz .LBB0_6
	v_add_u32_e32 v135, 0x2080, v138
	s_mov_b64 s[6:7], 0
	s_branch .LBB0_7
.LBB0_6:
.LBB0_7:
	s_add_i32 s19, s8, 0x6300
	s_lshl_b32 s30, s23, 1
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_14
	v_add_u32_e32 v135, 0x2080, v138
	v_add_u32_e32 v122, 0x6300, v138
	s_mul_i32 s35, s30, 0x80000080
	s_lshl_b32 s36, s23, 9
	s_mulk_i32 s23, 0x180
	s_mov_b64 s[16:17], 3
	v_mov_b32_e32 v0, 0
	s_mov_b32 s6, 0
	v_mov_b32_e32 v137, 0
	s_mov_b32 s37, 0x41000000
	s_mov_b32 s8, s4
	s_mov_b32 s9, s5
	s_mov_b32 s10, s2
	s_mov_b32 s11, s3
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
	v_mov_b32_e32 v16, v0
	v_mov_b32_e32 v17, v0
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v19, v0
	v_mov_b32_e32 v20, v0
	v_mov_b32_e32 v21, v0
	v_mov_b32_e32 v22, v0
	v_mov_b32_e32 v23, v0
	v_mov_b32_e32 v24, v0
	v_mov_b32_e32 v25, v0
	v_mov_b32_e32 v26, v0
	v_mov_b32_e32 v27, v0
	v_mov_b32_e32 v28, v0
	v_mov_b32_e32 v29, v0
	v_mov_b32_e32 v30, v0
	v_mov_b32_e32 v31, v0
	.p2align	5, , 4
.LBB0_9:
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_add_i32 s7, s33, s6
	s_mov_b32 m0, s19
	s_nop 0
	buffer_load_dwordx4 v131, s[0:3], s7 offen lds
	ds_read_b128 v[34:37], v133 offset:17024
	ds_read_b128 v[124:127], v133 offset:17056
	ds_read_b128 v[140:143], v133 offset:17536
	ds_read_b128 v[144:147], v133 offset:17568
	ds_read_b128 v[148:151], v133 offset:17088
	ds_read_b128 v[152:155], v133 offset:17120
	ds_read_b128 v[156:159], v133 offset:17600
	ds_read_b128 v[160:163], v133 offset:17632
	s_waitcnt vmcnt(2) lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_bf16 v[48:63], v[34:37], v[92:95], 0
	v_exp_f32_e32 v96, v32
	v_exp_f32_e32 v97, v33
	v_exp_f32_e32 v98, v120
	v_exp_f32_e32 v101, v119
	v_exp_f32_e32 v103, v113
	v_exp_f32_e32 v104, v114
	v_exp_f32_e32 v105, v115
	v_mfma_f32_32x32x16_bf16 v[32:47], v[140:143], v[92:95], 0
	v_exp_f32_e32 v107, v109
	v_exp_f32_e32 v114, v116
	v_exp_f32_e32 v115, v117
	v_exp_f32_e32 v110, v110
	v_exp_f32_e32 v111, v111
	v_exp_f32_e32 v106, v108
	v_mfma_f32_32x32x16_bf16 v[48:63], v[124:127], v[88:91], v[48:63]
	v_exp_f32_e32 v102, v112
	v_exp_f32_e32 v99, v121
	v_exp_f32_e32 v100, v118
	v_mfma_f32_32x32x16_bf16 v[32:47], v[144:147], v[88:91], v[32:47]
	v_add_f32_e64 v108, v114, v70
	v_add_f32_e64 v109, v115, v71
	v_add_f32_e64 v112, v98, v66
	v_add_f32_e64 v113, v99, v67
	v_add_f32_e64 v116, v104, v76
	v_add_f32_e64 v117, v105, v77
	v_pk_add_f32 v[118:119], v[110:111], v[72:73]
	v_pk_add_f32 v[120:121], v[106:107], v[68:69]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[148:151], v[80:83], v[48:63]
	v_add_f32_e64 v124, v96, v64
	v_add_f32_e64 v125, v97, v65
	v_add_f32_e64 v126, v102, v78
	v_add_f32_e64 v127, v103, v79
	v_add_f32_e64 v140, v100, v74
	v_add_f32_e64 v141, v101, v75
	v_pk_add_f32 v[126:127], v[140:141], v[126:127]
	v_pk_add_f32 v[120:121], v[124:125], v[120:121]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[156:159], v[80:83], v[32:47]
	v_add_f32_e64 v116, v118, v116
	v_add_f32_e64 v117, v119, v117
	v_add_f32_e64 v108, v112, v108
	v_add_f32_e64 v109, v113, v109
	v_add_f32_e64 v108, v108, v116
	v_add_f32_e64 v109, v109, v117
	v_pk_add_f32 v[112:113], v[120:121], v[126:127]
	s_nop 0
	v_pk_add_f32 v[108:109], v[112:113], v[108:109]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[152:155], v[84:87], v[48:63]
	v_add_f32_e32 v108, v108, v109
	v_mov_b32_e32 v109, v108
	s_nop 1
	v_permlane32_swap_b32_e64 v108, v109 bound_ctrl:1
	v_add_f32_e32 v109, v137, v109
	v_add_f32_e32 v120, v109, v108
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v64, v64, v65
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[32:47], v[160:163], v[84:87], v[32:47]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v65, v66, v67
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v66, v74, v75
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v67, v72, v73
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v72, v96, v97
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v73, v98, v99
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v74, v100, v101
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v75, v110, v111
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v68, v68, v69
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v69, v70, v71
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v70, v78, v79
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v71, v76, v77
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v76, v106, v107
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v77, v114, v115
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v78, v102, v103
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v79, v104, v105
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	;;#ASMEND
	s_barrier
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_add_i32 s7, s23, s6
	s_mov_b32 m0, s29
	s_nop 0
	buffer_load_dwordx4 v131, s[8:11], s7 offen lds
	;;#ASMSTART
	ds_read_b64_tr_b16 v[124:125], v135 offset:0

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[126:127], v135 offset:128

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[116:117], v135 offset:256

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[118:119], v135 offset:384

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[108:109], v135 offset:512

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[110:111], v135 offset:640

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[96:97], v135 offset:768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[98:99], v135 offset:896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[140:141], v135 offset:64

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[142:143], v135 offset:192

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[112:113], v135 offset:320

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[114:115], v135 offset:448

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[104:105], v135 offset:576

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[106:107], v135 offset:704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[100:101], v135 offset:832

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[102:103], v135 offset:960

	;;#ASMEND
	s_waitcnt vmcnt(2) lgkmcnt(0)
	s_barrier
	s_setprio 1
	v_mfma_f32_32x32x16_bf16 v[0:15], v[124:127], v[64:67], v[0:15]
	v_max_f32_e32 v121, v48, v49
	v_max3_f32 v121, v121, v50, v51
	v_max3_f32 v121, v121, v52, v53
	v_max3_f32 v121, v121, v54, v55
	v_max3_f32 v121, v121, v56, v57
	v_max3_f32 v121, v121, v58, v59
	v_mfma_f32_32x32x16_bf16 v[16:31], v[140:143], v[64:67], v[16:31]
	v_max3_f32 v64, v121, v60, v61
	v_max3_f32 v64, v64, v62, v63
	v_max3_f32 v64, v64, v32, v33
	v_max3_f32 v64, v64, v34, v35
	v_max3_f32 v64, v64, v36, v37
	v_max3_f32 v64, v64, v38, v39
	v_max3_f32 v64, v64, v40, v41
	v_max3_f32 v64, v64, v42, v43
	v_max3_f32 v64, v64, v44, v45
	v_max3_f32 v64, v64, v46, v47
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e64 v64, v65 bound_ctrl:1
	v_max_f32_e32 v64, v64, v65
	v_sub_f32_e32 v65, v64, v134
	v_cmp_ge_f32_e32 vcc, s37, v65
	s_cmp_eq_u64 vcc, exec
	s_cbranch_scc0 .LBB0_12
.LBB0_10:
	v_mfma_f32_32x32x16_bf16 v[0:15], v[116:119], v[68:71], v[0:15]
	v_add_f32_e64 v48, v48, -v134
	v_add_f32_e64 v49, v49, -v134
	v_add_f32_e64 v50, v50, -v134
	v_add_f32_e64 v51, v51, -v134
	v_add_f32_e64 v52, v52, -v134
	v_add_f32_e64 v53, v53, -v134
	v_pk_add_f32 v[54:55], v[54:55], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[112:115], v[68:71], v[16:31]
	v_add_f32_e64 v60, v60, -v134
	v_add_f32_e64 v61, v61, -v134
	v_add_f32_e64 v62, v62, -v134
	v_add_f32_e64 v63, v63, -v134
	v_add_f32_e64 v32, v32, -v134
	v_add_f32_e64 v33, v33, -v134
	v_pk_add_f32 v[64:65], v[34:35], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[36:37], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[38:39], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[108:111], v[72:75], v[0:15]
	v_add_f32_e64 v70, v40, -v134
	v_add_f32_e64 v71, v41, -v134
	v_add_f32_e64 v34, v42, -v134
	v_add_f32_e64 v35, v43, -v134
	v_add_f32_e64 v108, v44, -v134
	v_add_f32_e64 v109, v45, -v134
	v_pk_add_f32 v[110:111], v[46:47], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[104:107], v[72:75], v[16:31]
	v_exp_f32_e32 v72, v48
	v_exp_f32_e32 v73, v49
	v_exp_f32_e32 v74, v50
	v_mfma_f32_32x32x16_bf16 v[0:15], v[96:99], v[76:79], v[0:15]
	v_exp_f32_e32 v75, v51
	v_exp_f32_e32 v96, v52
	v_exp_f32_e32 v97, v53
	v_mfma_f32_32x32x16_bf16 v[16:31], v[100:103], v[76:79], v[16:31]
	v_exp_f32_e32 v76, v54
	v_exp_f32_e32 v77, v55
	v_exp_f32_e32 v78, v56
	v_exp_f32_e32 v79, v57
	v_exp_f32_e32 v98, v58
	v_exp_f32_e32 v99, v59
	v_exp_f32_e32 v100, v60
	v_exp_f32_e32 v101, v61
	v_exp_f32_e32 v102, v62
	v_exp_f32_e32 v103, v63
	s_setprio 0
	s_barrier
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_add_i32 s38, s35, s6
	s_mov_b32 m0, s27
	s_nop 0
	buffer_load_dwordx4 v131, s[0:3], s38 offen lds
	ds_read_b128 v[36:39], v133
	ds_read_b128 v[124:127], v133 offset:32
	ds_read_b128 v[116:119], v133 offset:512
	ds_read_b128 v[140:143], v133 offset:544
	ds_read_b128 v[144:147], v133 offset:64
	ds_read_b128 v[148:151], v133 offset:96
	ds_read_b128 v[152:155], v133 offset:576
	ds_read_b128 v[156:159], v133 offset:608
	s_waitcnt vmcnt(2) lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_bf16 v[48:63], v[36:39], v[92:95], 0
	v_exp_f32_e32 v104, v32
	v_exp_f32_e32 v105, v33
	v_exp_f32_e32 v106, v64
	v_exp_f32_e32 v113, v71
	v_exp_f32_e32 v114, v34
	v_exp_f32_e32 v115, v35
	v_exp_f32_e32 v108, v108
	v_mfma_f32_32x32x16_bf16 v[32:47], v[116:119], v[92:95], 0
	v_exp_f32_e32 v107, v65
	v_exp_f32_e32 v116, v66
	v_exp_f32_e32 v117, v67
	v_exp_f32_e32 v109, v109
	v_exp_f32_e32 v110, v110
	v_exp_f32_e32 v111, v111
	v_mfma_f32_32x32x16_bf16 v[48:63], v[124:127], v[88:91], v[48:63]
	v_exp_f32_e32 v68, v68
	v_exp_f32_e32 v69, v69
	v_exp_f32_e32 v112, v70
	v_mfma_f32_32x32x16_bf16 v[32:47], v[140:143], v[88:91], v[32:47]
	v_add_f32_e64 v64, v78, v112
	v_add_f32_e64 v65, v79, v113
	v_add_f32_e64 v66, v98, v114
	v_add_f32_e64 v67, v99, v115
	v_add_f32_e64 v70, v74, v106
	v_add_f32_e64 v71, v75, v107
	v_pk_add_f32 v[118:119], v[102:103], v[110:111]
	v_pk_add_f32 v[124:125], v[76:77], v[68:69]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[144:147], v[80:83], v[48:63]
	v_add_f32_e64 v126, v100, v108
	v_add_f32_e64 v127, v101, v109
	v_add_f32_e64 v136, v96, v116
	v_add_f32_e64 v137, v97, v117
	v_add_f32_e64 v140, v72, v104
	v_add_f32_e64 v141, v73, v105
	v_pk_add_f32 v[126:127], v[136:137], v[126:127]
	v_pk_add_f32 v[118:119], v[124:125], v[118:119]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[152:155], v[80:83], v[32:47]
	v_add_f32_e64 v66, v70, v66
	v_add_f32_e64 v67, v71, v67
	v_add_f32_e64 v64, v140, v64
	v_add_f32_e64 v65, v141, v65
	v_add_f32_e64 v66, v66, v118
	v_add_f32_e64 v67, v67, v119
	v_pk_add_f32 v[64:65], v[64:65], v[126:127]
	s_nop 0
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[148:151], v[84:87], v[48:63]
	v_add_f32_e32 v64, v64, v65
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e64 v64, v65 bound_ctrl:1
	v_add_f32_e32 v65, v120, v65
	v_add_f32_e32 v137, v65, v64
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v64, v72, v73
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[32:47], v[156:159], v[84:87], v[32:47]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v65, v74, v75
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v66, v96, v97
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v67, v76, v77
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v72, v104, v105
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v73, v106, v107
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v74, v116, v117
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v75, v68, v69
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v68, v78, v79
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v69, v98, v99
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v70, v100, v101
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v71, v102, v103
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v76, v112, v113
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v77, v114, v115
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v78, v108, v109
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v79, v110, v111
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	;;#ASMEND
	s_barrier
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_add_i32 s39, s36, s6
	s_mov_b32 s6, s2
	s_mov_b32 s7, s3
	s_mov_b32 m0, s31
	s_nop 0
	buffer_load_dwordx4 v131, s[4:7], s39 offen lds
	;;#ASMSTART
	ds_read_b64_tr_b16 v[124:125], v122 offset:0

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[126:127], v122 offset:128

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[116:117], v122 offset:256

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[118:119], v122 offset:384

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[108:109], v122 offset:512

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[110:111], v122 offset:640

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[96:97], v122 offset:768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[98:99], v122 offset:896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[140:141], v122 offset:64

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[142:143], v122 offset:192

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[112:113], v122 offset:320

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[114:115], v122 offset:448

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[104:105], v122 offset:576

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[106:107], v122 offset:704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[100:101], v122 offset:832

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[102:103], v122 offset:960

	;;#ASMEND
	s_waitcnt vmcnt(2) lgkmcnt(0)
	s_barrier
	s_setprio 1
	v_mfma_f32_32x32x16_bf16 v[0:15], v[124:127], v[64:67], v[0:15]
	v_max_f32_e32 v120, v48, v49
	v_max3_f32 v120, v120, v50, v51
	v_max3_f32 v120, v120, v52, v53
	v_max3_f32 v120, v120, v54, v55
	v_max3_f32 v120, v120, v56, v57
	v_max3_f32 v120, v120, v58, v59
	v_mfma_f32_32x32x16_bf16 v[16:31], v[140:143], v[64:67], v[16:31]
	v_max3_f32 v64, v120, v60, v61
	v_max3_f32 v64, v64, v62, v63
	v_max3_f32 v64, v64, v32, v33
	v_max3_f32 v64, v64, v34, v35
	v_max3_f32 v64, v64, v36, v37
	v_max3_f32 v64, v64, v38, v39
	v_max3_f32 v64, v64, v40, v41
	v_max3_f32 v64, v64, v42, v43
	v_max3_f32 v64, v64, v44, v45
	v_max3_f32 v64, v64, v46, v47
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e64 v64, v65 bound_ctrl:1
	v_max_f32_e32 v64, v64, v65
	v_sub_f32_e32 v65, v64, v134
	v_cmp_ge_f32_e32 vcc, s37, v65
	s_cmp_eq_u64 vcc, exec
	s_cbranch_scc0 .LBB0_13
.LBB0_11:
	v_mfma_f32_32x32x16_bf16 v[0:15], v[116:119], v[68:71], v[0:15]
	v_add_f32_e64 v48, v48, -v134
	v_add_f32_e64 v49, v49, -v134
	v_add_f32_e64 v50, v50, -v134
	v_add_f32_e64 v51, v51, -v134
	v_add_f32_e64 v52, v52, -v134
	v_add_f32_e64 v53, v53, -v134
	v_pk_add_f32 v[54:55], v[54:55], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[112:115], v[68:71], v[16:31]
	v_add_f32_e64 v58, v58, -v134
	v_add_f32_e64 v59, v59, -v134
	v_add_f32_e64 v60, v60, -v134
	v_add_f32_e64 v61, v61, -v134
	v_add_f32_e64 v62, v62, -v134
	v_add_f32_e64 v63, v63, -v134
	v_pk_add_f32 v[120:121], v[34:35], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[118:119], v[36:37], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[108:111], v[72:75], v[0:15]
	v_add_f32_e64 v110, v38, -v134
	v_add_f32_e64 v111, v39, -v134
	v_add_f32_e64 v108, v40, -v134
	v_add_f32_e64 v109, v41, -v134
	v_add_f32_e64 v116, v42, -v134
	v_add_f32_e64 v117, v43, -v134
	v_pk_add_f32 v[112:113], v[44:45], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[114:115], v[46:47], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[104:107], v[72:75], v[16:31]
	v_exp_f32_e32 v64, v48
	v_exp_f32_e32 v65, v49
	v_exp_f32_e32 v66, v50
	v_mfma_f32_32x32x16_bf16 v[0:15], v[96:99], v[76:79], v[0:15]
	v_exp_f32_e32 v67, v51
	v_exp_f32_e32 v74, v52
	v_exp_f32_e32 v75, v53
	v_mfma_f32_32x32x16_bf16 v[16:31], v[100:103], v[76:79], v[16:31]
	v_exp_f32_e32 v72, v54
	v_exp_f32_e32 v73, v55
	v_exp_f32_e32 v68, v56
	v_exp_f32_e32 v69, v57
	v_exp_f32_e32 v70, v58
	v_exp_f32_e32 v71, v59
	v_exp_f32_e32 v78, v60
	v_exp_f32_e32 v79, v61
	v_exp_f32_e32 v76, v62
	v_exp_f32_e32 v77, v63
	v_pk_add_f32 v[32:33], v[32:33], v[134:135] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	s_setprio 0
	s_barrier
	s_add_u32 s16, s16, 2
	s_addc_u32 s17, s17, 0
	v_mov_b64_e32 v[34:35], s[12:13]
	v_cmp_lt_u64_e32 vcc, s[16:17], v[34:35]
	s_mov_b32 s6, s38
	s_cbranch_vccnz .LBB0_9
	s_branch .LBB0_15
.LBB0_12:
	v_sub_f32_e32 v65, v134, v64
	v_exp_f32_e32 v66, v65
	s_nop 0
	v_pk_mul_f32 v[14:15], v[66:67], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[66:67], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[66:67], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[66:67], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[66:67], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[66:67], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[66:67], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[0:1], v[66:67], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[66:67], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[66:67], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[66:67], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[66:67], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[66:67], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[66:67], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[66:67], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[66:67], v[16:17] op_sel_hi:[0,1]
	v_and_b32_e32 v125, 0xffff0000, v79
	v_lshlrev_b32_e32 v124, 16, v79
	v_and_b32_e32 v79, 0xffff0000, v78
	v_lshlrev_b32_e32 v78, 16, v78
	v_and_b32_e32 v127, 0xffff0000, v77
	v_lshlrev_b32_e32 v126, 16, v77
	v_and_b32_e32 v77, 0xffff0000, v76
	v_lshlrev_b32_e32 v76, 16, v76
	v_and_b32_e32 v137, 0xffff0000, v75
	v_lshlrev_b32_e32 v136, 16, v75
	v_and_b32_e32 v75, 0xffff0000, v74
	v_lshlrev_b32_e32 v74, 16, v74
	v_and_b32_e32 v141, 0xffff0000, v73
	v_lshlrev_b32_e32 v140, 16, v73
	v_and_b32_e32 v73, 0xffff0000, v72
	v_lshlrev_b32_e32 v72, 16, v72
	v_and_b32_e32 v143, 0xffff0000, v71
	v_lshlrev_b32_e32 v142, 16, v71
	v_and_b32_e32 v71, 0xffff0000, v70
	v_lshlrev_b32_e32 v70, 16, v70
	v_and_b32_e32 v145, 0xffff0000, v69
	v_lshlrev_b32_e32 v144, 16, v69
	v_and_b32_e32 v69, 0xffff0000, v68
	v_lshlrev_b32_e32 v68, 16, v68
	v_pk_mul_f32 v[146:147], v[66:67], v[68:69] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[66:67], v[144:145] op_sel_hi:[0,1]
	v_pk_mul_f32 v[144:145], v[66:67], v[70:71] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[66:67], v[142:143] op_sel_hi:[0,1]
	v_pk_mul_f32 v[142:143], v[66:67], v[72:73] op_sel_hi:[0,1]
	v_pk_mul_f32 v[72:73], v[66:67], v[140:141] op_sel_hi:[0,1]
	v_pk_mul_f32 v[140:141], v[66:67], v[74:75] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[66:67], v[136:137] op_sel_hi:[0,1]
	v_pk_mul_f32 v[136:137], v[66:67], v[76:77] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[66:67], v[126:127] op_sel_hi:[0,1]
	v_pk_mul_f32 v[126:127], v[66:67], v[78:79] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[66:67], v[124:125] op_sel_hi:[0,1]
	v_cvt_pk_bf16_f32 v79, v78, v79
	v_cvt_pk_bf16_f32 v78, v126, v127
	v_cvt_pk_bf16_f32 v77, v76, v77
	v_cvt_pk_bf16_f32 v76, v136, v137
	v_cvt_pk_bf16_f32 v75, v74, v75
	v_cvt_pk_bf16_f32 v74, v140, v141
	v_cvt_pk_bf16_f32 v73, v72, v73
	v_cvt_pk_bf16_f32 v72, v142, v143
	v_cvt_pk_bf16_f32 v71, v70, v71
	v_cvt_pk_bf16_f32 v70, v144, v145
	v_cvt_pk_bf16_f32 v69, v68, v69
	v_cvt_pk_bf16_f32 v68, v146, v147
	v_mul_f32_e32 v120, v66, v120
	;;#ASMSTART
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v134, v64
	s_branch .LBB0_10
.LBB0_13:
	v_sub_f32_e32 v65, v134, v64
	v_exp_f32_e32 v66, v65
	s_nop 0
	v_pk_mul_f32 v[14:15], v[66:67], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[66:67], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[66:67], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[66:67], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[66:67], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[66:67], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[66:67], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[0:1], v[66:67], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[66:67], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[66:67], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[66:67], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[66:67], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[66:67], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[66:67], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[66:67], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[66:67], v[16:17] op_sel_hi:[0,1]
	v_and_b32_e32 v121, 0xffff0000, v79
	v_lshlrev_b32_e32 v120, 16, v79
	v_and_b32_e32 v79, 0xffff0000, v78
	v_lshlrev_b32_e32 v78, 16, v78
	v_and_b32_e32 v125, 0xffff0000, v77
	v_lshlrev_b32_e32 v124, 16, v77
	v_and_b32_e32 v77, 0xffff0000, v76
	v_lshlrev_b32_e32 v76, 16, v76
	v_and_b32_e32 v127, 0xffff0000, v75
	v_lshlrev_b32_e32 v126, 16, v75
	v_and_b32_e32 v75, 0xffff0000, v74
	v_lshlrev_b32_e32 v74, 16, v74
	v_and_b32_e32 v141, 0xffff0000, v73
	v_lshlrev_b32_e32 v140, 16, v73
	v_and_b32_e32 v73, 0xffff0000, v72
	v_lshlrev_b32_e32 v72, 16, v72
	v_and_b32_e32 v143, 0xffff0000, v71
	v_lshlrev_b32_e32 v142, 16, v71
	v_and_b32_e32 v71, 0xffff0000, v70
	v_lshlrev_b32_e32 v70, 16, v70
	v_and_b32_e32 v145, 0xffff0000, v69
	v_lshlrev_b32_e32 v144, 16, v69
	v_and_b32_e32 v69, 0xffff0000, v68
	v_lshlrev_b32_e32 v68, 16, v68
	v_pk_mul_f32 v[146:147], v[66:67], v[68:69] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[66:67], v[144:145] op_sel_hi:[0,1]
	v_pk_mul_f32 v[144:145], v[66:67], v[70:71] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[66:67], v[142:143] op_sel_hi:[0,1]
	v_pk_mul_f32 v[142:143], v[66:67], v[72:73] op_sel_hi:[0,1]
	v_pk_mul_f32 v[72:73], v[66:67], v[140:141] op_sel_hi:[0,1]
	v_pk_mul_f32 v[140:141], v[66:67], v[74:75] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[66:67], v[126:127] op_sel_hi:[0,1]
	v_pk_mul_f32 v[126:127], v[66:67], v[76:77] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[66:67], v[124:125] op_sel_hi:[0,1]
	v_pk_mul_f32 v[124:125], v[66:67], v[78:79] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[66:67], v[120:121] op_sel_hi:[0,1]
	v_cvt_pk_bf16_f32 v79, v78, v79
	v_cvt_pk_bf16_f32 v78, v124, v125
	v_cvt_pk_bf16_f32 v77, v76, v77
	v_cvt_pk_bf16_f32 v76, v126, v127
	v_cvt_pk_bf16_f32 v75, v74, v75
	v_cvt_pk_bf16_f32 v74, v140, v141
	v_cvt_pk_bf16_f32 v73, v72, v73
	v_cvt_pk_bf16_f32 v72, v142, v143
	v_cvt_pk_bf16_f32 v71, v70, v71
	v_cvt_pk_bf16_f32 v70, v144, v145
	v_cvt_pk_bf16_f32 v69, v68, v69
	v_cvt_pk_bf16_f32 v68, v146, v147
	v_mul_f32_e32 v137, v66, v137
	;;#ASMSTART
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v134, v64
	s_branch .LBB0_11
.LBB0_14:
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v137, 0
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
.LBB0_15:
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_lshl_b32 s8, s34, 6
	s_add_i32 s11, s8, 0xffffff40
	s_mul_i32 s6, s30, s11
	s_mov_b32 m0, s19
	s_nop 0
	buffer_load_dwordx4 v131, s[0:3], s6 offen lds
	ds_read_b128 v[34:37], v133 offset:17024
	ds_read_b128 v[122:125], v133 offset:17056
	ds_read_b128 v[140:143], v133 offset:17536
	ds_read_b128 v[144:147], v133 offset:17568
	ds_read_b128 v[148:151], v133 offset:17088
	ds_read_b128 v[152:155], v133 offset:17120
	ds_read_b128 v[156:159], v133 offset:17600
	ds_read_b128 v[160:163], v133 offset:17632
	s_waitcnt vmcnt(2) lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_bf16 v[48:63], v[34:37], v[92:95], 0
	v_exp_f32_e32 v96, v32
	v_exp_f32_e32 v97, v33
	v_exp_f32_e32 v98, v120
	v_exp_f32_e32 v101, v109
	v_exp_f32_e32 v102, v116
	v_exp_f32_e32 v103, v117
	v_exp_f32_e32 v104, v112
	v_mfma_f32_32x32x16_bf16 v[32:47], v[140:143], v[92:95], 0
	v_exp_f32_e32 v99, v121
	v_exp_f32_e32 v106, v118
	v_exp_f32_e32 v107, v119
	v_exp_f32_e32 v105, v113
	v_exp_f32_e32 v112, v114
	v_exp_f32_e32 v113, v115
	v_mfma_f32_32x32x16_bf16 v[48:63], v[122:125], v[88:91], v[48:63]
	v_exp_f32_e32 v110, v110
	v_exp_f32_e32 v111, v111
	v_exp_f32_e32 v100, v108
	v_mfma_f32_32x32x16_bf16 v[32:47], v[144:147], v[88:91], v[32:47]
	v_add_f32_e64 v108, v102, v70
	v_add_f32_e64 v109, v103, v71
	v_add_f32_e64 v114, v98, v66
	v_add_f32_e64 v115, v99, v67
	v_add_f32_e64 v116, v112, v76
	v_add_f32_e64 v117, v113, v77
	v_pk_add_f32 v[118:119], v[110:111], v[72:73]
	v_pk_add_f32 v[120:121], v[100:101], v[68:69]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[148:151], v[80:83], v[48:63]
	v_add_f32_e64 v122, v96, v64
	v_add_f32_e64 v123, v97, v65
	v_add_f32_e64 v124, v104, v78
	v_add_f32_e64 v125, v105, v79
	v_add_f32_e64 v126, v106, v74
	v_add_f32_e64 v127, v107, v75
	v_pk_add_f32 v[124:125], v[126:127], v[124:125]
	v_pk_add_f32 v[120:121], v[122:123], v[120:121]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[156:159], v[80:83], v[32:47]
	v_add_f32_e64 v116, v118, v116
	v_add_f32_e64 v117, v119, v117
	v_add_f32_e64 v108, v114, v108
	v_add_f32_e64 v109, v115, v109
	v_add_f32_e64 v108, v108, v116
	v_add_f32_e64 v109, v109, v117
	v_pk_add_f32 v[114:115], v[120:121], v[124:125]
	s_nop 0
	v_pk_add_f32 v[108:109], v[114:115], v[108:109]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[152:155], v[84:87], v[48:63]
	v_add_f32_e32 v139, v108, v109
	v_mov_b32_e32 v140, v139
	s_nop 1
	v_permlane32_swap_b32_e64 v139, v140 bound_ctrl:1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v64, v64, v65
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v65, v66, v67
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v66, v74, v75
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[32:47], v[160:163], v[84:87], v[32:47]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v67, v72, v73
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v72, v96, v97
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v73, v98, v99
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v74, v106, v107
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v75, v110, v111
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v68, v68, v69
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v69, v70, v71
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v70, v78, v79
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v71, v76, v77
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v76, v100, v101
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v77, v102, v103
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v78, v104, v105
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v79, v112, v113
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	;;#ASMEND
	s_barrier
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_mov_b32 m0, s29
	s_lshl_b32 s9, s12, 6
	s_mul_i32 s10, s30, s9
	s_mov_b32 s6, s2
	s_mov_b32 s7, s3
	buffer_load_dwordx4 v131, s[4:7], s10 offen lds
	;;#ASMSTART
	ds_read_b64_tr_b16 v[120:121], v135 offset:0

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[122:123], v135 offset:128

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[112:113], v135 offset:256

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[114:115], v135 offset:384

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[108:109], v135 offset:512

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[110:111], v135 offset:640

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[96:97], v135 offset:768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[98:99], v135 offset:896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[124:125], v135 offset:64

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[126:127], v135 offset:192

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[116:117], v135 offset:320

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[118:119], v135 offset:448

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[104:105], v135 offset:576

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[106:107], v135 offset:704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[100:101], v135 offset:832

	;;#ASMEND
	s_add_i32 s4, s8, 0xffffff80
	s_cmp_le_i32 s4, s21
	;;#ASMSTART
	ds_read_b64_tr_b16 v[102:103], v135 offset:960

	;;#ASMEND
	s_cbranch_scc1 .LBB0_17
	v_lshl_or_b32 v136, v128, 2, s11
	v_or_b32_e32 v141, 32, v136
	v_mov_b32_e32 v142, 0xff800000
	v_cmp_gt_i32_e32 vcc, s21, v136
	s_nop 1
	v_cndmask_b32_e32 v48, v142, v48, vcc
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v32, v142, v32, vcc
	v_or_b32_e32 v141, 1, v136
	v_or_b32_e32 v143, 33, v136
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v49, v142, v49, vcc
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v33, v142, v33, vcc
	v_or_b32_e32 v141, 2, v136
	v_or_b32_e32 v143, 34, v136
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v50, v142, v50, vcc
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v34, v142, v34, vcc
	v_or_b32_e32 v141, 3, v136
	v_or_b32_e32 v143, 35, v136
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v51, v142, v51, vcc
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v35, v142, v35, vcc
	v_or_b32_e32 v141, 8, v136
	v_or_b32_e32 v143, 40, v136
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v52, v142, v52, vcc
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v36, v142, v36, vcc
	v_or_b32_e32 v141, 9, v136
	v_or_b32_e32 v143, 41, v136
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v53, v142, v53, vcc
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v37, v142, v37, vcc
	v_or_b32_e32 v141, 10, v136
	v_or_b32_e32 v143, 42, v136
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v54, v142, v54, vcc
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v38, v142, v38, vcc
	v_or_b32_e32 v141, 11, v136
	v_or_b32_e32 v143, 43, v136
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v55, v142, v55, vcc
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v39, v142, v39, vcc
	v_or_b32_e32 v141, 16, v136
	v_or_b32_e32 v143, 48, v136
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v56, v142, v56, vcc
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v40, v142, v40, vcc
	v_or_b32_e32 v141, 17, v136
	v_or_b32_e32 v143, 49, v136
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v57, v142, v57, vcc
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v41, v142, v41, vcc
	v_or_b32_e32 v141, 18, v136
	v_or_b32_e32 v143, 50, v136
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v58, v142, v58, vcc
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v42, v142, v42, vcc
	v_or_b32_e32 v141, 19, v136
	v_or_b32_e32 v143, 51, v136
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v59, v142, v59, vcc
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v43, v142, v43, vcc
	v_or_b32_e32 v141, 24, v136
	v_or_b32_e32 v143, 56, v136
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v60, v142, v60, vcc
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v44, v142, v44, vcc
	v_or_b32_e32 v141, 25, v136
	v_or_b32_e32 v143, 57, v136
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v61, v142, v61, vcc
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v45, v142, v45, vcc
	v_or_b32_e32 v141, 26, v136
	v_or_b32_e32 v143, 58, v136
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v62, v142, v62, vcc
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v46, v142, v46, vcc
	v_or_b32_e32 v141, 27, v136
	v_or_b32_e32 v136, 59, v136
	v_cmp_gt_i32_e32 vcc, s21, v141
	s_nop 1
	v_cndmask_b32_e32 v63, v142, v63, vcc
	v_cmp_gt_i32_e32 vcc, s21, v136
	s_nop 1
	v_cndmask_b32_e32 v47, v142, v47, vcc
.LBB0_17:
	s_waitcnt vmcnt(2) lgkmcnt(0)
	s_barrier
	s_setprio 1
	v_mfma_f32_32x32x16_bf16 v[0:15], v[120:123], v[64:67], v[0:15]
	v_max_f32_e32 v120, v48, v49
	v_max3_f32 v120, v120, v50, v51
	v_max3_f32 v120, v120, v52, v53
	v_max3_f32 v120, v120, v54, v55
	v_max3_f32 v120, v120, v56, v57
	v_mfma_f32_32x32x16_bf16 v[16:31], v[124:127], v[64:67], v[16:31]
	v_max3_f32 v64, v120, v58, v59
	v_max3_f32 v64, v64, v60, v61
	v_max3_f32 v64, v64, v62, v63
	v_max3_f32 v64, v64, v32, v33
	v_max3_f32 v64, v64, v34, v35
	v_mfma_f32_32x32x16_bf16 v[0:15], v[112:115], v[68:71], v[0:15]
	v_max3_f32 v64, v64, v36, v37
	v_max3_f32 v64, v64, v38, v39
	v_max3_f32 v64, v64, v40, v41
	v_max3_f32 v64, v64, v42, v43
	v_max3_f32 v64, v64, v44, v45
	v_mfma_f32_32x32x16_bf16 v[16:31], v[116:119], v[68:71], v[16:31]
	v_max3_f32 v64, v64, v46, v47
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e64 v64, v65 bound_ctrl:1
	v_max3_f32 v136, v134, v64, v65
	v_sub_f32_e32 v64, v134, v136
	v_pk_add_f32 v[48:49], v[48:49], v[136:137] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[60:61], v[136:137] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[108:111], v[72:75], v[0:15]
	v_add_f32_e64 v50, v50, -v136
	v_add_f32_e64 v51, v51, -v136
	v_add_f32_e64 v52, v52, -v136
	v_add_f32_e64 v53, v53, -v136
	v_add_f32_e64 v54, v54, -v136
	v_add_f32_e64 v55, v55, -v136
	v_pk_add_f32 v[56:57], v[56:57], v[136:137] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[136:137] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[62:63], v[136:137] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[136:137] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[104:107], v[72:75], v[16:31]
	v_exp_f32_e32 v134, v64
	v_pk_add_f32 v[68:69], v[34:35], v[136:137] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[36:37], v[136:137] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[64:65], v[38:39], v[136:137] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[40:41], v[136:137] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v72, v48
	v_exp_f32_e32 v73, v49
	v_mfma_f32_32x32x16_bf16 v[0:15], v[96:99], v[76:79], v[0:15]
	v_exp_f32_e32 v74, v50
	v_exp_f32_e32 v75, v51
	v_exp_f32_e32 v96, v52
	v_mfma_f32_32x32x16_bf16 v[16:31], v[100:103], v[76:79], v[16:31]
	v_exp_f32_e32 v97, v53
	v_exp_f32_e32 v76, v54
	v_exp_f32_e32 v77, v55
	v_exp_f32_e32 v78, v56
	v_exp_f32_e32 v79, v57
	v_exp_f32_e32 v98, v58
	v_exp_f32_e32 v99, v59
	v_exp_f32_e32 v100, v60
	v_exp_f32_e32 v101, v61
	v_exp_f32_e32 v102, v62
	v_exp_f32_e32 v103, v63
	v_pk_add_f32 v[34:35], v[42:43], v[136:137] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[104:105], v[44:45], v[136:137] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[106:107], v[46:47], v[136:137] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[134:135], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[134:135], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[134:135], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[134:135], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[134:135], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[134:135], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[134:135], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[0:1], v[134:135], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[134:135], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[134:135], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[134:135], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[134:135], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[134:135], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[134:135], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[134:135], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[134:135], v[16:17] op_sel_hi:[0,1]
	;;#ASMSTART
	;;#ASMEND
	s_setprio 0
	s_barrier
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_mul_i32 s30, s30, s4
	s_mov_b32 m0, s27
	s_nop 0
	buffer_load_dwordx4 v131, s[0:3], s30 offen lds
	ds_read_b128 v[36:39], v133
	ds_read_b128 v[114:117], v133 offset:32
	ds_read_b128 v[118:121], v133 offset:512
	ds_read_b128 v[122:125], v133 offset:544
	ds_read_b128 v[142:145], v133 offset:64
	ds_read_b128 v[146:149], v133 offset:96
	ds_read_b128 v[150:153], v133 offset:576
	ds_read_b128 v[154:157], v133 offset:608
	s_waitcnt vmcnt(2) lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_bf16 v[48:63], v[36:39], v[92:95], 0
	v_exp_f32_e32 v108, v32
	v_exp_f32_e32 v109, v33
	v_exp_f32_e32 v68, v68
	v_exp_f32_e32 v111, v67
	v_exp_f32_e32 v112, v34
	v_exp_f32_e32 v113, v35
	v_exp_f32_e32 v104, v104
	v_mfma_f32_32x32x16_bf16 v[32:47], v[118:121], v[92:95], 0
	v_exp_f32_e32 v69, v69
	v_exp_f32_e32 v70, v70
	v_exp_f32_e32 v71, v71
	v_exp_f32_e32 v105, v105
	v_exp_f32_e32 v106, v106
	v_exp_f32_e32 v107, v107
	v_mfma_f32_32x32x16_bf16 v[48:63], v[114:117], v[88:91], v[48:63]
	v_exp_f32_e32 v114, v64
	v_exp_f32_e32 v115, v65
	v_exp_f32_e32 v110, v66
	v_mfma_f32_32x32x16_bf16 v[32:47], v[122:125], v[88:91], v[32:47]
	v_add_f32_e64 v64, v98, v112
	v_add_f32_e64 v65, v99, v113
	v_add_f32_e64 v66, v74, v68
	v_add_f32_e64 v67, v75, v69
	v_add_f32_e64 v116, v102, v106
	v_add_f32_e64 v117, v103, v107
	v_pk_add_f32 v[118:119], v[76:77], v[114:115]
	v_pk_add_f32 v[120:121], v[78:79], v[110:111]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[142:145], v[80:83], v[48:63]
	v_add_f32_e64 v122, v72, v108
	v_add_f32_e64 v123, v73, v109
	v_add_f32_e64 v124, v100, v104
	v_add_f32_e64 v125, v101, v105
	v_add_f32_e64 v126, v96, v70
	v_add_f32_e64 v127, v97, v71
	v_pk_add_f32 v[124:125], v[126:127], v[124:125]
	v_pk_add_f32 v[120:121], v[122:123], v[120:121]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[150:153], v[80:83], v[32:47]
	v_add_f32_e64 v116, v118, v116
	v_add_f32_e64 v117, v119, v117
	v_add_f32_e64 v64, v66, v64
	v_add_f32_e64 v65, v67, v65
	v_add_f32_e64 v64, v64, v116
	v_add_f32_e64 v65, v65, v117
	v_pk_add_f32 v[66:67], v[120:121], v[124:125]
	s_nop 0
	v_pk_add_f32 v[64:65], v[66:67], v[64:65]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[146:149], v[84:87], v[48:63]
	v_add_f32_e32 v141, v64, v65
	v_mov_b32_e32 v142, v141
	s_nop 1
	v_permlane32_swap_b32_e64 v142, v141 bound_ctrl:1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v64, v72, v73
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v65, v74, v75
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v66, v96, v97
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[32:47], v[154:157], v[84:87], v[32:47]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v67, v76, v77
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v72, v108, v109
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v73, v68, v69
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v74, v70, v71
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v75, v114, v115
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v68, v78, v79
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v69, v98, v99
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v70, v100, v101
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v71, v102, v103
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v76, v110, v111
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v77, v112, v113
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v78, v104, v105
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v79, v106, v107
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	;;#ASMEND
	s_barrier
	v_add_u32_e32 v138, 0x6300, v138
	;;#ASMSTART
	ds_read_b64_tr_b16 v[120:121], v138 offset:0

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[122:123], v138 offset:128

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[112:113], v138 offset:256

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[114:115], v138 offset:384

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[108:109], v138 offset:512

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[110:111], v138 offset:640

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[96:97], v138 offset:768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[98:99], v138 offset:896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[124:125], v138 offset:64

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[126:127], v138 offset:192

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[116:117], v138 offset:320

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[118:119], v138 offset:448

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[104:105], v138 offset:576

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[106:107], v138 offset:704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[100:101], v138 offset:832

	;;#ASMEND
	s_add_i32 s5, s4, 64
	s_cmp_le_i32 s5, s21
	;;#ASMSTART
	ds_read_b64_tr_b16 v[102:103], v138 offset:960

	;;#ASMEND
	s_cbranch_scc1 .LBB0_19
	v_lshl_or_b32 v143, v128, 2, s4
	v_or_b32_e32 v144, 32, v143
	v_mov_b32_e32 v145, 0xff800000
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v48, v145, v48, vcc
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v32, v145, v32, vcc
	v_or_b32_e32 v144, 1, v143
	v_or_b32_e32 v146, 33, v143
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v49, v145, v49, vcc
	v_cmp_gt_i32_e32 vcc, s21, v146
	s_nop 1
	v_cndmask_b32_e32 v33, v145, v33, vcc
	v_or_b32_e32 v144, 2, v143
	v_or_b32_e32 v146, 34, v143
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v50, v145, v50, vcc
	v_cmp_gt_i32_e32 vcc, s21, v146
	s_nop 1
	v_cndmask_b32_e32 v34, v145, v34, vcc
	v_or_b32_e32 v144, 3, v143
	v_or_b32_e32 v146, 35, v143
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v51, v145, v51, vcc
	v_cmp_gt_i32_e32 vcc, s21, v146
	s_nop 1
	v_cndmask_b32_e32 v35, v145, v35, vcc
	v_or_b32_e32 v144, 8, v143
	v_or_b32_e32 v146, 40, v143
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v52, v145, v52, vcc
	v_cmp_gt_i32_e32 vcc, s21, v146
	s_nop 1
	v_cndmask_b32_e32 v36, v145, v36, vcc
	v_or_b32_e32 v144, 9, v143
	v_or_b32_e32 v146, 41, v143
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v53, v145, v53, vcc
	v_cmp_gt_i32_e32 vcc, s21, v146
	s_nop 1
	v_cndmask_b32_e32 v37, v145, v37, vcc
	v_or_b32_e32 v144, 10, v143
	v_or_b32_e32 v146, 42, v143
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v54, v145, v54, vcc
	v_cmp_gt_i32_e32 vcc, s21, v146
	s_nop 1
	v_cndmask_b32_e32 v38, v145, v38, vcc
	v_or_b32_e32 v144, 11, v143
	v_or_b32_e32 v146, 43, v143
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v55, v145, v55, vcc
	v_cmp_gt_i32_e32 vcc, s21, v146
	s_nop 1
	v_cndmask_b32_e32 v39, v145, v39, vcc
	v_or_b32_e32 v144, 16, v143
	v_or_b32_e32 v146, 48, v143
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v56, v145, v56, vcc
	v_cmp_gt_i32_e32 vcc, s21, v146
	s_nop 1
	v_cndmask_b32_e32 v40, v145, v40, vcc
	v_or_b32_e32 v144, 17, v143
	v_or_b32_e32 v146, 49, v143
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v57, v145, v57, vcc
	v_cmp_gt_i32_e32 vcc, s21, v146
	s_nop 1
	v_cndmask_b32_e32 v41, v145, v41, vcc
	v_or_b32_e32 v144, 18, v143
	v_or_b32_e32 v146, 50, v143
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v58, v145, v58, vcc
	v_cmp_gt_i32_e32 vcc, s21, v146
	s_nop 1
	v_cndmask_b32_e32 v42, v145, v42, vcc
	v_or_b32_e32 v144, 19, v143
	v_or_b32_e32 v146, 51, v143
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v59, v145, v59, vcc
	v_cmp_gt_i32_e32 vcc, s21, v146
	s_nop 1
	v_cndmask_b32_e32 v43, v145, v43, vcc
	v_or_b32_e32 v144, 24, v143
	v_or_b32_e32 v146, 56, v143
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v60, v145, v60, vcc
	v_cmp_gt_i32_e32 vcc, s21, v146
	s_nop 1
	v_cndmask_b32_e32 v44, v145, v44, vcc
	v_or_b32_e32 v144, 25, v143
	v_or_b32_e32 v146, 57, v143
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v61, v145, v61, vcc
	v_cmp_gt_i32_e32 vcc, s21, v146
	s_nop 1
	v_cndmask_b32_e32 v45, v145, v45, vcc
	v_or_b32_e32 v144, 26, v143
	v_or_b32_e32 v146, 58, v143
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v62, v145, v62, vcc
	v_cmp_gt_i32_e32 vcc, s21, v146
	s_nop 1
	v_cndmask_b32_e32 v46, v145, v46, vcc
	v_or_b32_e32 v144, 27, v143
	v_or_b32_e32 v143, 59, v143
	v_cmp_gt_i32_e32 vcc, s21, v144
	s_nop 1
	v_cndmask_b32_e32 v63, v145, v63, vcc
	v_cmp_gt_i32_e32 vcc, s21, v143
	s_nop 1
	v_cndmask_b32_e32 v47, v145, v47, vcc
.LBB0_19:
	s_waitcnt vmcnt(1) lgkmcnt(0)
	s_barrier
	s_setprio 1
	v_mfma_f32_32x32x16_bf16 v[0:15], v[120:123], v[64:67], v[0:15]
	v_max_f32_e32 v120, v48, v49
	v_max3_f32 v120, v120, v50, v51
	v_max3_f32 v120, v120, v52, v53
	v_max3_f32 v120, v120, v54, v55
	v_max3_f32 v120, v120, v56, v57
	v_mfma_f32_32x32x16_bf16 v[16:31], v[124:127], v[64:67], v[16:31]
	v_max3_f32 v64, v120, v58, v59
	v_max3_f32 v64, v64, v60, v61
	v_max3_f32 v64, v64, v62, v63
	v_max3_f32 v64, v64, v32, v33
	v_max3_f32 v64, v64, v34, v35
	v_mfma_f32_32x32x16_bf16 v[0:15], v[112:115], v[68:71], v[0:15]
	v_max3_f32 v64, v64, v36, v37
	v_max3_f32 v64, v64, v38, v39
	v_max3_f32 v64, v64, v40, v41
	v_max3_f32 v64, v64, v42, v43
	v_max3_f32 v64, v64, v44, v45
	v_mfma_f32_32x32x16_bf16 v[16:31], v[116:119], v[68:71], v[16:31]
	v_max3_f32 v64, v64, v46, v47
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e64 v64, v65 bound_ctrl:1
	v_max3_f32 v112, v136, v64, v65
	v_sub_f32_e32 v64, v136, v112
	v_pk_add_f32 v[48:49], v[48:49], v[112:113] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[60:61], v[112:113] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[108:111], v[72:75], v[0:15]
	v_add_f32_e64 v50, v50, -v112
	v_add_f32_e64 v51, v51, -v112
	v_add_f32_e64 v52, v52, -v112
	v_add_f32_e64 v53, v53, -v112
	v_add_f32_e64 v54, v54, -v112
	v_add_f32_e64 v55, v55, -v112
	v_pk_add_f32 v[56:57], v[56:57], v[112:113] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[112:113] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[62:63], v[112:113] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[112:113] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[104:107], v[72:75], v[16:31]
	v_exp_f32_e32 v114, v64
	v_pk_add_f32 v[104:105], v[34:35], v[112:113] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[106:107], v[36:37], v[112:113] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[64:65], v[38:39], v[112:113] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[40:41], v[112:113] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v68, v48
	v_exp_f32_e32 v69, v49
	v_mfma_f32_32x32x16_bf16 v[0:15], v[96:99], v[76:79], v[0:15]
	v_exp_f32_e32 v72, v50
	v_exp_f32_e32 v73, v51
	v_exp_f32_e32 v74, v52
	v_mfma_f32_32x32x16_bf16 v[16:31], v[100:103], v[76:79], v[16:31]
	v_exp_f32_e32 v75, v53
	v_exp_f32_e32 v98, v54
	v_exp_f32_e32 v99, v55
	v_exp_f32_e32 v70, v56
	v_exp_f32_e32 v71, v57
	v_exp_f32_e32 v76, v58
	v_exp_f32_e32 v77, v59
	v_exp_f32_e32 v78, v60
	v_exp_f32_e32 v79, v61
	v_exp_f32_e32 v96, v62
	v_exp_f32_e32 v97, v63
	v_pk_add_f32 v[34:35], v[42:43], v[112:113] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[100:101], v[44:45], v[112:113] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[102:103], v[46:47], v[112:113] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[114:115], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[114:115], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[114:115], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[114:115], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[114:115], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[114:115], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[114:115], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[0:1], v[114:115], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[114:115], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[114:115], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[114:115], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[114:115], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[114:115], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[114:115], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[114:115], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[114:115], v[16:17] op_sel_hi:[0,1]
	;;#ASMSTART
	;;#ASMEND
	s_setprio 0
	s_barrier
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_mov_b32 m0, s19
	s_nop 0
	buffer_load_dwordx4 v131, s[0:3], s10 offen lds
	ds_read_b128 v[36:39], v133 offset:17024
	ds_read_b128 v[118:121], v133 offset:17056
	ds_read_b128 v[122:125], v133 offset:17536
	ds_read_b128 v[144:147], v133 offset:17568
	ds_read_b128 v[148:151], v133 offset:17088
	ds_read_b128 v[152:155], v133 offset:17120
	ds_read_b128 v[156:159], v133 offset:17600
	ds_read_b128 v[160:163], v133 offset:17632
	s_waitcnt vmcnt(1) lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_bf16 v[48:63], v[36:39], v[92:95], 0
	v_exp_f32_e32 v108, v32
	v_exp_f32_e32 v109, v33
	v_exp_f32_e32 v104, v104
	v_exp_f32_e32 v111, v67
	v_exp_f32_e32 v116, v34
	v_exp_f32_e32 v117, v35
	v_exp_f32_e32 v100, v100
	v_mfma_f32_32x32x16_bf16 v[32:47], v[122:125], v[92:95], 0
	v_exp_f32_e32 v105, v105
	v_exp_f32_e32 v92, v106
	v_exp_f32_e32 v93, v107
	v_exp_f32_e32 v101, v101
	v_exp_f32_e32 v94, v102
	v_exp_f32_e32 v95, v103
	v_mfma_f32_32x32x16_bf16 v[48:63], v[118:121], v[88:91], v[48:63]
	v_exp_f32_e32 v102, v64
	v_exp_f32_e32 v103, v65
	v_exp_f32_e32 v110, v66
	v_mfma_f32_32x32x16_bf16 v[32:47], v[144:147], v[88:91], v[32:47]
	v_add_f32_e64 v64, v76, v116
	v_add_f32_e64 v65, v77, v117
	v_add_f32_e64 v66, v72, v104
	v_add_f32_e64 v67, v73, v105
	v_add_f32_e64 v88, v96, v94
	v_add_f32_e64 v89, v97, v95
	v_pk_add_f32 v[90:91], v[98:99], v[102:103]
	v_pk_add_f32 v[106:107], v[70:71], v[110:111]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[148:151], v[80:83], v[48:63]
	v_add_f32_e64 v118, v68, v108
	v_add_f32_e64 v119, v69, v109
	v_add_f32_e64 v120, v78, v100
	v_add_f32_e64 v121, v79, v101
	v_add_f32_e64 v122, v74, v92
	v_add_f32_e64 v123, v75, v93
	v_pk_add_f32 v[120:121], v[122:123], v[120:121]
	v_pk_add_f32 v[106:107], v[118:119], v[106:107]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[156:159], v[80:83], v[32:47]
	v_add_f32_e64 v80, v90, v88
	v_add_f32_e64 v81, v91, v89
	v_add_f32_e64 v64, v66, v64
	v_add_f32_e64 v65, v67, v65
	v_add_f32_e64 v64, v64, v80
	v_add_f32_e64 v65, v65, v81
	v_pk_add_f32 v[66:67], v[106:107], v[120:121]
	s_nop 0
	v_pk_add_f32 v[64:65], v[66:67], v[64:65]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[152:155], v[84:87], v[48:63]
	v_add_f32_e32 v113, v64, v65
	v_mov_b32_e32 v115, v113
	s_nop 1
	v_permlane32_swap_b32_e64 v115, v113 bound_ctrl:1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v64, v68, v69
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v65, v72, v73
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v66, v74, v75
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[32:47], v[160:163], v[84:87], v[32:47]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v67, v98, v99
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v72, v108, v109
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v73, v104, v105
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v74, v92, v93
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v75, v102, v103
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v68, v70, v71
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v69, v76, v77
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v70, v78, v79
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v71, v96, v97
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v76, v110, v111
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v77, v116, v117
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v78, v100, v101
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v79, v94, v95
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	;;#ASMEND
	s_barrier
	;;#ASMSTART
	ds_read_b64_tr_b16 v[108:109], v135 offset:0

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[110:111], v135 offset:128

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[100:101], v135 offset:256

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[102:103], v135 offset:384

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[92:93], v135 offset:512

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[94:95], v135 offset:640

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[80:81], v135 offset:768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[82:83], v135 offset:896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[104:105], v135 offset:64

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[106:107], v135 offset:192

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[96:97], v135 offset:320

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[98:99], v135 offset:448

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[88:89], v135 offset:576

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[90:91], v135 offset:704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[84:85], v135 offset:832

	;;#ASMEND
	s_cmp_le_i32 s8, s21
	;;#ASMSTART
	ds_read_b64_tr_b16 v[86:87], v135 offset:960

	;;#ASMEND
	s_cbranch_scc1 .LBB0_21
	v_lshl_or_b32 v116, v128, 2, s9
	v_or_b32_e32 v117, 32, v116
	v_mov_b32_e32 v118, 0xff800000
	v_cmp_gt_i32_e32 vcc, s21, v116
	s_nop 1
	v_cndmask_b32_e32 v48, v118, v48, vcc
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v32, v118, v32, vcc
	v_or_b32_e32 v117, 1, v116
	v_or_b32_e32 v119, 33, v116
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v49, v118, v49, vcc
	v_cmp_gt_i32_e32 vcc, s21, v119
	s_nop 1
	v_cndmask_b32_e32 v33, v118, v33, vcc
	v_or_b32_e32 v117, 2, v116
	v_or_b32_e32 v119, 34, v116
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v50, v118, v50, vcc
	v_cmp_gt_i32_e32 vcc, s21, v119
	s_nop 1
	v_cndmask_b32_e32 v34, v118, v34, vcc
	v_or_b32_e32 v117, 3, v116
	v_or_b32_e32 v119, 35, v116
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v51, v118, v51, vcc
	v_cmp_gt_i32_e32 vcc, s21, v119
	s_nop 1
	v_cndmask_b32_e32 v35, v118, v35, vcc
	v_or_b32_e32 v117, 8, v116
	v_or_b32_e32 v119, 40, v116
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v52, v118, v52, vcc
	v_cmp_gt_i32_e32 vcc, s21, v119
	s_nop 1
	v_cndmask_b32_e32 v36, v118, v36, vcc
	v_or_b32_e32 v117, 9, v116
	v_or_b32_e32 v119, 41, v116
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v53, v118, v53, vcc
	v_cmp_gt_i32_e32 vcc, s21, v119
	s_nop 1
	v_cndmask_b32_e32 v37, v118, v37, vcc
	v_or_b32_e32 v117, 10, v116
	v_or_b32_e32 v119, 42, v116
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v54, v118, v54, vcc
	v_cmp_gt_i32_e32 vcc, s21, v119
	s_nop 1
	v_cndmask_b32_e32 v38, v118, v38, vcc
	v_or_b32_e32 v117, 11, v116
	v_or_b32_e32 v119, 43, v116
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v55, v118, v55, vcc
	v_cmp_gt_i32_e32 vcc, s21, v119
	s_nop 1
	v_cndmask_b32_e32 v39, v118, v39, vcc
	v_or_b32_e32 v117, 16, v116
	v_or_b32_e32 v119, 48, v116
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v56, v118, v56, vcc
	v_cmp_gt_i32_e32 vcc, s21, v119
	s_nop 1
	v_cndmask_b32_e32 v40, v118, v40, vcc
	v_or_b32_e32 v117, 17, v116
	v_or_b32_e32 v119, 49, v116
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v57, v118, v57, vcc
	v_cmp_gt_i32_e32 vcc, s21, v119
	s_nop 1
	v_cndmask_b32_e32 v41, v118, v41, vcc
	v_or_b32_e32 v117, 18, v116
	v_or_b32_e32 v119, 50, v116
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v58, v118, v58, vcc
	v_cmp_gt_i32_e32 vcc, s21, v119
	s_nop 1
	v_cndmask_b32_e32 v42, v118, v42, vcc
	v_or_b32_e32 v117, 19, v116
	v_or_b32_e32 v119, 51, v116
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v59, v118, v59, vcc
	v_cmp_gt_i32_e32 vcc, s21, v119
	s_nop 1
	v_cndmask_b32_e32 v43, v118, v43, vcc
	v_or_b32_e32 v117, 24, v116
	v_or_b32_e32 v119, 56, v116
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v60, v118, v60, vcc
	v_cmp_gt_i32_e32 vcc, s21, v119
	s_nop 1
	v_cndmask_b32_e32 v44, v118, v44, vcc
	v_or_b32_e32 v117, 25, v116
	v_or_b32_e32 v119, 57, v116
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v61, v118, v61, vcc
	v_cmp_gt_i32_e32 vcc, s21, v119
	s_nop 1
	v_cndmask_b32_e32 v45, v118, v45, vcc
	v_or_b32_e32 v117, 26, v116
	v_or_b32_e32 v119, 58, v116
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v62, v118, v62, vcc
	v_cmp_gt_i32_e32 vcc, s21, v119
	s_nop 1
	v_cndmask_b32_e32 v46, v118, v46, vcc
	v_or_b32_e32 v117, 27, v116
	v_or_b32_e32 v116, 59, v116
	v_cmp_gt_i32_e32 vcc, s21, v117
	s_nop 1
	v_cndmask_b32_e32 v63, v118, v63, vcc
	v_cmp_gt_i32_e32 vcc, s21, v116
	s_nop 1
	v_cndmask_b32_e32 v47, v118, v47, vcc
.LBB0_21:
	v_add_f32_e32 v116, v137, v140
	v_add_f32_e32 v116, v116, v139
	v_fmac_f32_e32 v141, v134, v116
	v_add_f32_e32 v116, v141, v142
	v_fmac_f32_e32 v113, v114, v116
	v_add_f32_e32 v114, v113, v115
	v_or_b32_e32 v113, s26, v132
	s_add_u32 s16, s25, s14
	s_addc_u32 s0, s20, s15
	s_and_b32 s17, s0, 0xffff
	s_mov_b32 s19, 0x27000
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_bf16 v[0:15], v[108:111], v[64:67], v[0:15]
	v_max_f32_e32 v108, v48, v49
	v_max3_f32 v108, v108, v50, v51
	v_max3_f32 v108, v108, v52, v53
	v_max3_f32 v108, v108, v54, v55
	v_max3_f32 v108, v108, v56, v57
	v_max3_f32 v108, v108, v58, v59
	v_mfma_f32_32x32x16_bf16 v[16:31], v[104:107], v[64:67], v[16:31]
	v_max3_f32 v64, v108, v60, v61
	v_max3_f32 v64, v64, v62, v63
	v_max3_f32 v64, v64, v32, v33
	v_max3_f32 v64, v64, v34, v35
	v_max3_f32 v64, v64, v36, v37
	v_max3_f32 v64, v64, v38, v39
	v_mfma_f32_32x32x16_bf16 v[0:15], v[100:103], v[68:71], v[0:15]
	v_max3_f32 v64, v64, v40, v41
	v_max3_f32 v64, v64, v42, v43
	v_max3_f32 v64, v64, v44, v45
	v_max3_f32 v64, v64, v46, v47
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e64 v64, v65 bound_ctrl:1
	v_max3_f32 v66, v112, v64, v65
	v_mfma_f32_32x32x16_bf16 v[16:31], v[96:99], v[68:71], v[16:31]
	v_sub_f32_e32 v64, v112, v66
	v_add_f32_e64 v48, v48, -v66
	v_add_f32_e64 v49, v49, -v66
	v_add_f32_e64 v50, v50, -v66
	v_add_f32_e64 v51, v51, -v66
	v_pk_add_f32 v[52:53], v[52:53], v[66:67] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[66:67] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[66:67] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[66:67] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[92:95], v[72:75], v[0:15]
	v_add_f32_e64 v58, v58, -v66
	v_add_f32_e64 v59, v59, -v66
	v_add_f32_e64 v60, v60, -v66
	v_add_f32_e64 v61, v61, -v66
	v_add_f32_e64 v62, v62, -v66
	v_add_f32_e64 v63, v63, -v66
	v_pk_add_f32 v[32:33], v[32:33], v[66:67] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[66:67] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[66:67] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[66:67] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[88:91], v[72:75], v[16:31]
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_mfma_f32_32x32x16_bf16 v[0:15], v[80:83], v[76:79], v[0:15]
	v_exp_f32_e32 v50, v50
	v_exp_f32_e32 v51, v51
	v_exp_f32_e32 v52, v52
	v_mfma_f32_32x32x16_bf16 v[16:31], v[84:87], v[76:79], v[16:31]
	v_exp_f32_e32 v53, v53
	v_exp_f32_e32 v54, v54
	v_exp_f32_e32 v55, v55
	v_exp_f32_e32 v56, v56
	v_exp_f32_e32 v57, v57
	v_exp_f32_e32 v58, v58
	v_exp_f32_e32 v59, v59
	v_exp_f32_e32 v60, v60
	v_exp_f32_e32 v61, v61
	v_exp_f32_e32 v62, v62
	v_exp_f32_e32 v63, v63
	v_pk_add_f32 v[42:43], v[42:43], v[66:67] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[66:67] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[66:67] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v66, v32
	v_exp_f32_e32 v67, v33
	v_exp_f32_e32 v68, v34
	v_exp_f32_e32 v69, v35
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v70, v40
	v_exp_f32_e32 v71, v41
	v_exp_f32_e32 v72, v42
	v_exp_f32_e32 v73, v43
	v_exp_f32_e32 v74, v44
	v_exp_f32_e32 v76, v46
	v_exp_f32_e32 v77, v47
	v_exp_f32_e32 v75, v45
	v_pk_add_f32 v[32:33], v[58:59], v[72:73]
	v_pk_add_f32 v[34:35], v[50:51], v[68:69]
	v_pk_add_f32 v[40:41], v[62:63], v[76:77]
	v_pk_add_f32 v[42:43], v[54:55], v[38:39]
	v_pk_add_f32 v[44:45], v[56:57], v[70:71]
	v_pk_add_f32 v[46:47], v[48:49], v[66:67]
	v_pk_add_f32 v[78:79], v[60:61], v[74:75]
	v_pk_add_f32 v[80:81], v[52:53], v[36:37]
	s_nop 0
	v_pk_add_f32 v[78:79], v[80:81], v[78:79]
	v_pk_add_f32 v[44:45], v[46:47], v[44:45]
	v_pk_add_f32 v[40:41], v[42:43], v[40:41]
	v_pk_add_f32 v[32:33], v[34:35], v[32:33]
	s_nop 0
	v_pk_add_f32 v[32:33], v[32:33], v[40:41]
	v_pk_add_f32 v[34:35], v[44:45], v[78:79]
	s_nop 0
	v_pk_add_f32 v[32:33], v[34:35], v[32:33]
	s_nop 0
	v_add_f32_e32 v32, v32, v33
	v_mov_b32_e32 v33, v32
	s_nop 1
	v_permlane32_swap_b32_e64 v33, v32 bound_ctrl:1
	v_fmac_f32_e32 v32, v64, v114
	v_add_f32_e32 v80, v32, v33
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v32, v48, v49
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v33, v50, v51
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v34, v52, v53
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v35, v54, v55
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v40, v66, v67
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v41, v68, v69
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v42, v36, v37
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v43, v38, v39
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v36, v56, v57
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v37, v58, v59
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v38, v60, v61
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v39, v62, v63
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v44, v70, v71
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v45, v72, v73
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v46, v74, v75
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v47, v76, v77
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	;;#ASMEND
	v_pk_mul_f32 v[62:63], v[64:65], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[64:65], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[64:65], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[64:65], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[64:65], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[64:65], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[64:65], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[64:65], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[64:65], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[64:65], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[64:65], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[64:65], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[64:65], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[64:65], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[64:65], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[0:1], v[64:65], v[16:17] op_sel_hi:[0,1]
	;;#ASMSTART
	;;#ASMEND
	s_barrier
	;;#ASMSTART
	ds_read_b64_tr_b16 v[16:17], v138 offset:0

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[18:19], v138 offset:128

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[20:21], v138 offset:256

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[22:23], v138 offset:384

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[24:25], v138 offset:512

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[26:27], v138 offset:640

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[28:29], v138 offset:768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[30:31], v138 offset:896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[64:65], v138 offset:64

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[66:67], v138 offset:192

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[68:69], v138 offset:320

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[70:71], v138 offset:448

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[72:73], v138 offset:576

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[74:75], v138 offset:704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[76:77], v138 offset:832

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[78:79], v138 offset:960

	;;#ASMEND
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_bf16 v[48:63], v[16:19], v[32:35], v[48:63]
	v_rcp_f32_e32 v16, v80
	v_cmp_lt_f32_e32 vcc, 0, v80
	s_nop 1
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_mfma_f32_32x32x16_bf16 v[0:15], v[64:67], v[32:35], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[20:23], v[36:39], v[48:63]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[68:71], v[36:39], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[24:27], v[40:43], v[48:63]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[72:75], v[40:43], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[28:31], v[44:47], v[48:63]
	s_nop 11
	v_pk_mul_f32 v[18:19], v[62:63], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[60:61], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[58:59], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[56:57], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[54:55], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[52:53], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[50:51], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[48:49], v[16:17] op_sel_hi:[1,0]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[76:79], v[44:47], v[0:15]
	s_nop 11
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[2:3], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[0:1], v[16:17] op_sel_hi:[1,0]
	;;#ASMSTART
	s_cmp_eq_u32 s28, 0
	s_cbranch_scc0 1f
	s_barrier
	1:
	;;#ASMEND
	v_mul_lo_u32 v36, v113, s22
	v_or_b32_e32 v37, s24, v130
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v0, v32, v33
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v30, v31
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v2, v28, v29
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v3, v26, v27
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v26, v0
	v_mov_b32_e32 v27, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v26, v27
	v_mov_b32_e32 v26, v1
	v_mov_b32_e32 v28, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v26, v28
	v_mov_b32_e32 v26, v2
	v_mov_b32_e32 v29, v2
	s_nop 1
	v_permlane32_swap_b32_e32 v26, v29
	v_mov_b32_e32 v29, v3
	v_mov_b32_e32 v30, v3
	s_nop 1
	v_permlane32_swap_b32_e32 v29, v30
	v_cmp_eq_u64_e32 vcc, 0, v[128:129]
	s_nop 1
	v_cndmask_b32_e32 v0, v26, v0, vcc
	v_cndmask_b32_e32 v1, v29, v1, vcc
	v_cndmask_b32_e32 v2, v2, v27, vcc
	v_cndmask_b32_e32 v3, v3, v28, vcc
	v_add_lshl_u32 v26, v37, v36, 1
	buffer_store_dwordx4 v[0:3], v26, s[16:19], 0 offen
	s_nop 1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v0, v24, v25
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v22, v23
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v2, v20, v21
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v20, v0
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v18, v18, v19
	;;#ASMEND
	s_nop 1
	v_permlane32_swap_b32_e32 v3, v20
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v19, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v3, v19
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v21, v2
	s_nop 1
	v_permlane32_swap_b32_e32 v3, v21
	v_mov_b32_e32 v21, v18
	v_mov_b32_e32 v22, v18
	s_nop 1
	v_permlane32_swap_b32_e32 v21, v22
	v_cndmask_b32_e32 v0, v3, v0, vcc
	v_cndmask_b32_e32 v1, v21, v1, vcc
	v_cndmask_b32_e32 v2, v2, v20, vcc
	v_cndmask_b32_e32 v3, v18, v19, vcc
	buffer_store_dwordx4 v[0:3], v26, s[16:19], 0 offen offset:32
	s_nop 1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v0, v16, v17
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v34, v35
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v4, v4, v5
	;;#ASMEND
	s_nop 1
	v_permlane32_swap_b32_e32 v2, v3
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v5, v1
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
	v_mov_b32_e32 v16, v6
	s_nop 1
	v_permlane32_swap_b32_e32 v7, v16
	v_cndmask_b32_e32 v0, v2, v0, vcc
	v_cndmask_b32_e32 v1, v7, v1, vcc
	v_cndmask_b32_e32 v2, v4, v3, vcc
	v_cndmask_b32_e32 v3, v6, v5, vcc
	buffer_store_dwordx4 v[0:3], v26, s[16:19], 0 offen offset:64
	s_nop 1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v0, v8, v9
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v3, v10, v11
	;;#ASMEND
	s_nop 1
	v_permlane32_swap_b32_e32 v1, v2
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v4, v3
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v5, v12, v13
	;;#ASMEND
	s_nop 1
	v_permlane32_swap_b32_e32 v1, v4
	v_mov_b32_e32 v1, v5
	v_mov_b32_e32 v6, v5
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v7, v14, v15
	;;#ASMEND
	s_nop 1
	v_permlane32_swap_b32_e32 v1, v6
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v8, v7
	s_nop 1
	v_permlane32_swap_b32_e32 v6, v8
	v_cndmask_b32_e32 v0, v1, v0, vcc
	v_cndmask_b32_e32 v1, v6, v3, vcc
	v_cndmask_b32_e32 v2, v5, v2, vcc
	v_cndmask_b32_e32 v3, v7, v4, vcc
	buffer_store_dwordx4 v[0:3], v26, s[16:19], 0 offen offset:96
	s_endpgm
.Lfunc_end0:
	.size	flash_attn_dualwave_swp_gfx950_kernel_0, .Lfunc_end0-flash_attn_dualwave_swp_gfx950_kernel_0
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flash_attn_dualwave_swp_gfx950_kernel_0
		.amdhsa_group_segment_fixed_size 34048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 128
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
		.amdhsa_next_free_vgpr 164
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 164
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

	.set .Lflash_attn_dualwave_swp_gfx950_kernel_0.num_vgpr, 164
	.set .Lflash_attn_dualwave_swp_gfx950_kernel_0.num_agpr, 0
	.set .Lflash_attn_dualwave_swp_gfx950_kernel_0.numbered_sgpr, 40
	.set .Lflash_attn_dualwave_swp_gfx950_kernel_0.num_named_barrier, 0
	.set .Lflash_attn_dualwave_swp_gfx950_kernel_0.private_seg_size, 0
	.set .Lflash_attn_dualwave_swp_gfx950_kernel_0.uses_vcc, 1
	.set .Lflash_attn_dualwave_swp_gfx950_kernel_0.uses_flat_scratch, 0
	.set .Lflash_attn_dualwave_swp_gfx950_kernel_0.has_dyn_sized_stack, 0
	.set .Lflash_attn_dualwave_swp_gfx950_kernel_0.has_recursion, 0
	.set .Lflash_attn_dualwave_swp_gfx950_kernel_0.has_indirect_call, 0
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
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .offset:         96
        .size:           4
        .value_kind:     by_value
      - .offset:         100
        .size:           4
        .value_kind:     by_value
      - .offset:         104
        .size:           4
        .value_kind:     by_value
      - .offset:         108
        .size:           4
        .value_kind:     by_value
      - .offset:         112
        .size:           4
        .value_kind:     by_value
      - .offset:         116
        .size:           4
        .value_kind:     by_value
      - .offset:         120
        .size:           4
        .value_kind:     by_value
      - .offset:         124
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 34048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 128
    .max_flat_workgroup_size: 512
    .name:           flash_attn_dualwave_swp_gfx950_kernel_0
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 512
      - 1
      - 1
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         flash_attn_dualwave_swp_gfx950_kernel_0.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     164
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
