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
	s_ashr_i32 s36, s21, 31
	s_ashr_i32 s7, s3, 31
	s_ashr_i32 s5, s4, 31
	v_lshrrev_b32_e32 v1, 6, v0
	v_readfirstlane_b32 s3, v0
	s_lshr_b32 s37, s3, 6
	s_lshr_b32 s30, s3, 8
	s_mov_b32 s3, 0
	s_lshl_b64 s[28:29], s[6:7], 8
	s_and_b32 s31, s2, 7
	s_lshr_b32 s2, s2, 3
	s_add_i32 s2, s31, s2
	s_mul_i32 s6, s28, s22
	s_lshl_b64 s[2:3], s[2:3], 7
	s_add_i32 s38, s6, s2
	s_mul_hi_i32 s7, s22, s20
	s_mul_i32 s6, s22, s20
	s_lshl_b64 s[18:19], s[6:7], 1
	s_mul_i32 s3, s18, s5
	s_mul_hi_u32 s16, s18, s4
	s_add_i32 s3, s16, s3
	s_lshr_b64 s[6:7], s[6:7], 31
	s_mul_i32 s6, s6, s4
	s_add_i32 s3, s3, s6
	s_mul_i32 s29, s18, s4
	s_add_u32 s16, s29, s8
	s_addc_u32 s6, s3, s9
	s_and_b32 s17, s6, 0xffff
	s_mov_b32 s19, 0x27000
	s_mul_hi_i32 s7, s23, s21
	s_mul_i32 s6, s23, s21
	s_lshl_b32 s26, s6, 1
	s_mul_i32 s5, s26, s5
	s_mul_hi_u32 s8, s26, s4
	s_add_i32 s5, s8, s5
	s_lshr_b64 s[6:7], s[6:7], 31
	s_mul_i32 s6, s6, s4
	s_add_i32 s5, s5, s6
	s_mul_i32 s4, s26, s4
	s_add_u32 s24, s4, s10
	s_addc_u32 s6, s5, s11
	s_and_b32 s25, s6, 0xffff
	s_mov_b32 s27, s19
	s_add_u32 s4, s4, s12
	s_addc_u32 s5, s5, s13
	v_lshlrev_b32_e32 v2, 3, v0
	s_mul_i32 s34, s37, 0x410
	s_add_i32 s35, s34, 0x2080
	v_and_or_b32 v3, v0, 56, v1
	v_and_b32_e32 v4, 56, v2
	v_mul_lo_u32 v3, v3, s23
	v_lshl_add_u32 v3, s31, 7, v3
	v_add_lshl_u32 v211, v3, v4, 1
	s_mov_b32 m0, s34
	s_nop 0
	buffer_load_dwordx4 v211, s[24:27], 0 offen lds
	v_add_u32_e32 v213, 0x80, v211
	s_mov_b32 m0, s35
	s_nop 0
	buffer_load_dwordx4 v213, s[24:27], 0 offen lds
	s_load_dword s0, s[0:1], 0x70
	v_mov_b32_e32 v209, 0
	v_bfe_u32 v208, v0, 5, 1
	v_lshlrev_b32_e32 v1, 5, v1
	s_mov_b32 s6, s26
	s_mov_b32 s7, s19
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s40, s4
	s_mov_b32 s41, s5
	s_mov_b32 s42, s26
	s_mov_b32 s43, s19
	v_and_b32_e32 v3, 7, v0
	v_mul_u32_u24_e32 v3, 0x208, v3
	v_and_b32_e32 v2, 0xc0, v2
	v_add_u32_e32 v10, v3, v2
	v_lshlrev_b32_e32 v210, 3, v208
	s_add_i32 s33, s34, 0x8500
	s_add_i32 s31, s34, 0xa580
	s_mul_i32 s1, s37, 48
	s_add_i32 s13, s34, s1
	s_add_i32 s12, s13, 0x4100
	s_add_i32 s11, s13, 0x6300
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 m0, s33
	s_barrier
	v_and_or_b32 v58, v0, 31, v1
	v_mul_lo_u32 v1, v58, s22
	v_add_u32_e32 v1, s38, v1
	v_add_lshl_u32 v1, v1, v210, 1
	buffer_load_dwordx4 v[6:9], v1, s[16:19], 0 offen
	buffer_load_dwordx4 v[2:5], v1, s[16:19], 0 offen offset:32
	buffer_load_dwordx4 v[54:57], v1, s[16:19], 0 offen offset:64
	buffer_load_dwordx4 v[50:53], v1, s[16:19], 0 offen offset:96
	buffer_load_dwordx4 v[46:49], v1, s[16:19], 0 offen offset:128
	buffer_load_dwordx4 v[42:45], v1, s[16:19], 0 offen offset:160
	buffer_load_dwordx4 v[38:41], v1, s[16:19], 0 offen offset:192
	buffer_load_dwordx4 v[34:37], v1, s[16:19], 0 offen offset:224
	s_lshl_b32 s1, s23, 7
	buffer_load_dwordx4 v211, s[24:27], s1 offen lds
	s_mov_b32 m0, s31
	s_nop 0
	buffer_load_dwordx4 v213, s[24:27], s1 offen lds
	s_mov_b32 m0, s12
	s_nop 0
	buffer_load_dwordx4 v211, s[40:43], 0 offen lds
	s_mov_b32 m0, s11
	s_nop 0
	buffer_load_dwordx4 v213, s[40:43], 0 offen lds
	v_add_lshl_u32 v215, v10, v210, 1
	ds_read_b128 v[10:13], v215
	ds_read_b128 v[128:131], v215 offset:32
	ds_read_b128 v[120:123], v215 offset:512
	ds_read_b128 v[124:127], v215 offset:544
	ds_read_b128 v[116:119], v215 offset:64
	ds_read_b128 v[104:107], v215 offset:96
	ds_read_b128 v[108:111], v215 offset:576
	ds_read_b128 v[100:103], v215 offset:608
	ds_read_b128 v[96:99], v215 offset:8320
	ds_read_b128 v[88:91], v215 offset:8352
	ds_read_b128 v[92:95], v215 offset:8832
	ds_read_b128 v[84:87], v215 offset:8864
	ds_read_b128 v[80:83], v215 offset:8384
	ds_read_b128 v[72:75], v215 offset:8416
	ds_read_b128 v[76:79], v215 offset:8896
	ds_read_b128 v[68:71], v215 offset:8928
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s30, 0
	s_waitcnt vmcnt(2)
	s_cbranch_scc1 .LBB0_2
	s_barrier
.LBB0_2:
	v_cvt_f32_i32_e32 v1, s0
	v_and_b32_e32 v61, 0xffff0000, v37
	v_lshlrev_b32_e32 v60, 16, v37
	v_and_b32_e32 v65, 0xffff0000, v41
	v_rsq_f32_e32 v1, v1
	v_lshlrev_b32_e32 v64, 16, v41
	v_and_b32_e32 v67, 0xffff0000, v45
	v_lshlrev_b32_e32 v66, 16, v45
	v_mul_f32_e32 v62, 0x3fb8aa3b, v1
	v_and_b32_e32 v133, 0xffff0000, v49
	v_lshlrev_b32_e32 v132, 16, v49
	v_and_b32_e32 v135, 0xffff0000, v53
	v_lshlrev_b32_e32 v134, 16, v53
	v_and_b32_e32 v137, 0xffff0000, v57
	v_lshlrev_b32_e32 v136, 16, v57
	v_and_b32_e32 v139, 0xffff0000, v5
	v_lshlrev_b32_e32 v138, 16, v5
	v_and_b32_e32 v15, 0xffff0000, v9
	v_lshlrev_b32_e32 v14, 16, v9
	v_and_b32_e32 v9, 0xffff0000, v8
	v_lshlrev_b32_e32 v8, 16, v8
	v_and_b32_e32 v17, 0xffff0000, v7
	v_lshlrev_b32_e32 v16, 16, v7
	v_and_b32_e32 v7, 0xffff0000, v6
	v_lshlrev_b32_e32 v6, 16, v6
	v_pk_mul_f32 v[6:7], v[62:63], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[62:63], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[62:63], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[62:63], v[14:15] op_sel_hi:[0,1]
	v_cvt_pk_bf16_f32 v115, v14, v15
	v_cvt_pk_bf16_f32 v114, v8, v9
	v_cvt_pk_bf16_f32 v113, v16, v17
	v_cvt_pk_bf16_f32 v112, v6, v7
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[18:33], v[10:13], v[112:115], 0
	v_and_b32_e32 v141, 0xffff0000, v4
	v_lshlrev_b32_e32 v140, 16, v4
	v_and_b32_e32 v143, 0xffff0000, v3
	v_lshlrev_b32_e32 v142, 16, v3
	v_and_b32_e32 v3, 0xffff0000, v2
	v_lshlrev_b32_e32 v2, 16, v2
	v_pk_mul_f32 v[144:145], v[62:63], v[2:3] op_sel_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[2:17], v[120:123], v[112:115], 0
	v_mul_f32_e64 v120, v62, v142
	v_mul_f32_e64 v121, v62, v143
	v_mul_f32_e64 v140, v62, v140
	v_mul_f32_e64 v141, v62, v141
	v_mul_f32_e64 v122, v62, v138
	v_mul_f32_e64 v123, v62, v139
	v_cvt_pk_bf16_f32 v123, v122, v123
	v_cvt_pk_bf16_f32 v122, v140, v141
	v_cvt_pk_bf16_f32 v121, v120, v121
	v_cvt_pk_bf16_f32 v120, v144, v145
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[18:33], v[128:131], v[120:123], v[18:33]
	v_and_b32_e32 v57, 0xffff0000, v56
	v_lshlrev_b32_e32 v56, 16, v56
	v_and_b32_e32 v129, 0xffff0000, v55
	v_lshlrev_b32_e32 v128, 16, v55
	v_and_b32_e32 v55, 0xffff0000, v54
	v_lshlrev_b32_e32 v54, 16, v54
	v_pk_mul_f32 v[54:55], v[62:63], v[54:55] op_sel_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[2:17], v[124:127], v[120:123], v[2:17]
	v_mul_f32_e64 v124, v62, v128
	v_mul_f32_e64 v125, v62, v129
	v_mul_f32_e64 v56, v62, v56
	v_mul_f32_e64 v57, v62, v57
	v_mul_f32_e64 v126, v62, v136
	v_mul_f32_e64 v127, v62, v137
	v_cvt_pk_bf16_f32 v139, v126, v127
	v_cvt_pk_bf16_f32 v138, v56, v57
	v_cvt_pk_bf16_f32 v137, v124, v125
	v_cvt_pk_bf16_f32 v136, v54, v55
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[18:33], v[116:119], v[136:139], v[18:33]
	v_and_b32_e32 v53, 0xffff0000, v52
	v_lshlrev_b32_e32 v52, 16, v52
	v_and_b32_e32 v55, 0xffff0000, v51
	v_lshlrev_b32_e32 v54, 16, v51
	v_and_b32_e32 v51, 0xffff0000, v50
	v_lshlrev_b32_e32 v50, 16, v50
	v_pk_mul_f32 v[50:51], v[62:63], v[50:51] op_sel_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[2:17], v[108:111], v[136:139], v[2:17]
	v_mul_f32_e64 v54, v62, v54
	v_mul_f32_e64 v55, v62, v55
	v_mul_f32_e64 v52, v62, v52
	v_mul_f32_e64 v53, v62, v53
	v_mul_f32_e64 v56, v62, v134
	v_mul_f32_e64 v57, v62, v135
	v_cvt_pk_bf16_f32 v131, v56, v57
	v_cvt_pk_bf16_f32 v130, v52, v53
	v_cvt_pk_bf16_f32 v129, v54, v55
	v_cvt_pk_bf16_f32 v128, v50, v51
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[18:33], v[104:107], v[128:131], v[18:33]
	v_and_b32_e32 v49, 0xffff0000, v48
	v_lshlrev_b32_e32 v48, 16, v48
	v_and_b32_e32 v51, 0xffff0000, v47
	v_lshlrev_b32_e32 v50, 16, v47
	v_and_b32_e32 v47, 0xffff0000, v46
	v_lshlrev_b32_e32 v46, 16, v46
	v_pk_mul_f32 v[46:47], v[62:63], v[46:47] op_sel_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[2:17], v[100:103], v[128:131], v[2:17]
	v_mul_f32_e64 v50, v62, v50
	v_mul_f32_e64 v51, v62, v51
	v_mul_f32_e64 v48, v62, v48
	v_mul_f32_e64 v49, v62, v49
	v_mul_f32_e64 v52, v62, v132
	v_mul_f32_e64 v53, v62, v133
	v_cvt_pk_bf16_f32 v127, v52, v53
	v_cvt_pk_bf16_f32 v126, v48, v49
	v_cvt_pk_bf16_f32 v125, v50, v51
	v_cvt_pk_bf16_f32 v124, v46, v47
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[18:33], v[96:99], v[124:127], v[18:33]
	v_and_b32_e32 v45, 0xffff0000, v44
	v_lshlrev_b32_e32 v44, 16, v44
	v_and_b32_e32 v47, 0xffff0000, v43
	v_lshlrev_b32_e32 v46, 16, v43
	v_and_b32_e32 v43, 0xffff0000, v42
	v_lshlrev_b32_e32 v42, 16, v42
	v_pk_mul_f32 v[42:43], v[62:63], v[42:43] op_sel_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[2:17], v[92:95], v[124:127], v[2:17]
	v_mul_f32_e64 v46, v62, v46
	v_mul_f32_e64 v47, v62, v47
	v_mul_f32_e64 v44, v62, v44
	v_mul_f32_e64 v45, v62, v45
	v_mul_f32_e64 v48, v62, v66
	v_mul_f32_e64 v49, v62, v67
	v_cvt_pk_bf16_f32 v135, v48, v49
	v_cvt_pk_bf16_f32 v134, v44, v45
	v_cvt_pk_bf16_f32 v133, v46, v47
	v_cvt_pk_bf16_f32 v132, v42, v43
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[18:33], v[88:91], v[132:135], v[18:33]
	v_and_b32_e32 v41, 0xffff0000, v40
	v_lshlrev_b32_e32 v40, 16, v40
	v_and_b32_e32 v43, 0xffff0000, v39
	v_lshlrev_b32_e32 v42, 16, v39
	v_and_b32_e32 v39, 0xffff0000, v38
	v_lshlrev_b32_e32 v38, 16, v38
	v_pk_mul_f32 v[38:39], v[62:63], v[38:39] op_sel_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[2:17], v[84:87], v[132:135], v[2:17]
	v_mul_f32_e64 v42, v62, v42
	v_mul_f32_e64 v43, v62, v43
	v_mul_f32_e64 v40, v62, v40
	v_mul_f32_e64 v41, v62, v41
	v_mul_f32_e64 v44, v62, v64
	v_mul_f32_e64 v45, v62, v65
	v_cvt_pk_bf16_f32 v143, v44, v45
	v_cvt_pk_bf16_f32 v142, v40, v41
	v_cvt_pk_bf16_f32 v141, v42, v43
	v_cvt_pk_bf16_f32 v140, v38, v39
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[18:33], v[80:83], v[140:143], v[18:33]
	v_and_b32_e32 v37, 0xffff0000, v36
	v_lshlrev_b32_e32 v36, 16, v36
	v_and_b32_e32 v39, 0xffff0000, v35
	v_lshlrev_b32_e32 v38, 16, v35
	v_and_b32_e32 v35, 0xffff0000, v34
	v_lshlrev_b32_e32 v34, 16, v34
	v_pk_mul_f32 v[34:35], v[62:63], v[34:35] op_sel_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[2:17], v[76:79], v[140:143], v[2:17]
	v_mul_f32_e64 v38, v62, v38
	v_mul_f32_e64 v39, v62, v39
	v_mul_f32_e64 v36, v62, v36
	v_mul_f32_e64 v37, v62, v37
	v_mul_f32_e64 v40, v62, v60
	v_mul_f32_e64 v41, v62, v61
	v_cvt_pk_bf16_f32 v119, v40, v41
	v_cvt_pk_bf16_f32 v118, v36, v37
	v_cvt_pk_bf16_f32 v117, v38, v39
	v_cvt_pk_bf16_f32 v116, v34, v35
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[18:33], v[72:75], v[116:119], v[18:33]
	s_sub_i32 s19, s21, s20
	s_lshl_b32 s0, s37, 5
	s_add_i32 s0, s0, s28
	v_or_b32_e32 v212, s28, v58
	v_mfma_f32_32x32x16_bf16 v[2:17], v[68:71], v[116:119], v[2:17]
	s_add_i32 s10, s19, s0
	s_cmp_gt_i32 s10, 63
	v_lshlrev_b32_e32 v1, 2, v208
	s_cbranch_scc1 .LBB0_4
	v_sub_u32_e32 v34, s19, v1
	v_add_u32_e32 v34, v34, v212
	v_subrev_u32_e32 v35, 32, v34
	v_mov_b32_e32 v36, 0xff800000
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v34, 0
	v_cmp_lt_i32_e64 s[8:9], v34, 1
	v_cndmask_b32_e64 v18, v18, v36, s[0:1]
	v_cndmask_b32_e64 v19, v19, v36, s[8:9]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v34, 2
	v_cmp_lt_i32_e64 s[8:9], v34, 3
	v_cndmask_b32_e64 v20, v20, v36, s[0:1]
	v_cndmask_b32_e64 v21, v21, v36, s[8:9]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v34, 8
	v_cmp_lt_i32_e64 s[8:9], v34, 9
	v_cndmask_b32_e64 v22, v22, v36, s[0:1]
	v_cndmask_b32_e64 v23, v23, v36, s[8:9]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v34, 10
	v_cmp_lt_i32_e64 s[8:9], v34, 11
	v_cndmask_b32_e64 v24, v24, v36, s[0:1]
	v_cndmask_b32_e64 v25, v25, v36, s[8:9]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v34, 16
	v_cmp_lt_i32_e64 s[8:9], v34, 17
	v_cndmask_b32_e64 v26, v26, v36, s[0:1]
	v_cndmask_b32_e64 v27, v27, v36, s[8:9]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v34, 18
	v_cmp_lt_i32_e64 s[8:9], v34, 19
	v_cndmask_b32_e64 v28, v28, v36, s[0:1]
	v_cndmask_b32_e64 v29, v29, v36, s[8:9]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v34, 24
	v_cmp_lt_i32_e64 s[8:9], v34, 25
	v_cndmask_b32_e64 v30, v30, v36, s[0:1]
	v_cndmask_b32_e64 v31, v31, v36, s[8:9]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v34, 26
	v_cmp_lt_i32_e64 s[8:9], v34, 27
	v_cndmask_b32_e64 v32, v32, v36, s[0:1]
	v_cndmask_b32_e64 v33, v33, v36, s[8:9]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v35, 0
	v_cmp_lt_i32_e64 s[8:9], v35, 1
	v_cndmask_b32_e64 v2, v2, v36, s[0:1]
	v_cndmask_b32_e64 v3, v3, v36, s[8:9]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v35, 2
	v_cmp_lt_i32_e64 s[8:9], v35, 3
	v_cndmask_b32_e64 v4, v4, v36, s[0:1]
	v_cndmask_b32_e64 v5, v5, v36, s[8:9]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v35, 8
	v_cmp_lt_i32_e64 s[8:9], v35, 9
	v_cndmask_b32_e64 v6, v6, v36, s[0:1]
	v_cndmask_b32_e64 v7, v7, v36, s[8:9]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v35, 10
	v_cmp_lt_i32_e64 s[8:9], v35, 11
	v_cndmask_b32_e64 v8, v8, v36, s[0:1]
	v_cndmask_b32_e64 v9, v9, v36, s[8:9]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v35, 16
	v_cmp_lt_i32_e64 s[8:9], v35, 17
	v_cndmask_b32_e64 v10, v10, v36, s[0:1]
	v_cndmask_b32_e64 v11, v11, v36, s[8:9]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v35, 18
	v_cmp_lt_i32_e64 s[8:9], v35, 19
	v_cndmask_b32_e64 v12, v12, v36, s[0:1]
	v_cndmask_b32_e64 v13, v13, v36, s[8:9]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v35, 24
	v_cmp_lt_i32_e64 s[8:9], v35, 25
	v_cndmask_b32_e64 v14, v14, v36, s[0:1]
	v_cndmask_b32_e64 v15, v15, v36, s[8:9]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v35, 26
	v_cmp_lt_i32_e64 s[8:9], v35, 27
	v_cndmask_b32_e64 v16, v16, v36, s[0:1]
	v_cndmask_b32_e64 v17, v17, v36, s[8:9]
	;;#ASMEND
.LBB0_4:
	s_add_u32 s0, s21, 63
	s_addc_u32 s1, s36, 0
	s_lshr_b64 s[0:1], s[0:1], 6
	s_add_i32 s8, s28, s19
	s_addk_i32 s8, 0x100
	s_mov_b32 s9, 0
	s_max_i32 s8, s8, 0
	s_add_i32 s8, s8, 63
	s_lshr_b32 s8, s8, 6
	v_mov_b64_e32 v[34:35], s[0:1]
	v_cmp_lt_u64_e32 vcc, s[8:9], v[34:35]
	s_and_b64 s[16:17], vcc, exec
	s_cselect_b32 s0, s8, s0
	s_add_i32 s0, s0, 1
	s_and_b32 s8, s0, 0x7fffffe
	s_cmp_gt_u32 s8, 4
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 vcc, s[0:1], exec
	s_cselect_b32 s1, 0, 0
	s_cselect_b32 s36, s8, 4
	v_mul_u32_u24_e32 v34, 0x880, v208
	v_bfe_u32 v35, v0, 2, 2
	v_mul_u32_u24_e32 v35, 0x220, v35
	v_add_u32_e32 v34, v34, v35
	v_and_b32_e32 v35, 16, v0
	v_lshlrev_b32_e32 v36, 2, v0
	v_and_b32_e32 v36, 12, v36
	v_or3_b32 v34, v35, v34, v36
	v_max_f32_e32 v35, v18, v19
	v_max3_f32 v35, v35, v20, v21
	v_max3_f32 v35, v35, v22, v23
	v_max3_f32 v35, v35, v24, v25
	v_max3_f32 v35, v35, v26, v27
	v_max3_f32 v35, v35, v28, v29
	v_max3_f32 v35, v35, v30, v31
	v_max3_f32 v35, v35, v32, v33
	v_max3_f32 v35, v35, v2, v3
	v_max3_f32 v35, v35, v4, v5
	v_max3_f32 v35, v35, v6, v7
	v_max3_f32 v35, v35, v8, v9
	v_max3_f32 v35, v35, v10, v11
	v_max3_f32 v35, v35, v12, v13
	v_max3_f32 v35, v35, v14, v15
	v_max3_f32 v35, v35, v16, v17
	v_mov_b32_e32 v36, v35
	s_nop 1
	v_permlane32_swap_b32_e64 v35, v36 bound_ctrl:1
	s_mov_b32 s0, 0xff61b1e6
	v_max3_f32 v214, v35, v36, s0
	v_pk_add_f32 v[18:19], v[18:19], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[24:25], v[24:25], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[26:27], v[26:27], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[28:29], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[30:31], v[30:31], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[180:181], v[16:17], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[182:183], v[14:15], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[184:185], v[12:13], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[186:187], v[10:11], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[188:189], v[8:9], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v96, v18
	v_exp_f32_e32 v97, v19
	v_exp_f32_e32 v98, v20
	v_exp_f32_e32 v99, v21
	v_exp_f32_e32 v106, v22
	v_exp_f32_e32 v107, v23
	v_exp_f32_e32 v104, v24
	v_exp_f32_e32 v105, v25
	v_exp_f32_e32 v100, v26
	v_exp_f32_e32 v101, v27
	v_exp_f32_e32 v102, v28
	v_exp_f32_e32 v103, v29
	v_exp_f32_e32 v146, v30
	v_exp_f32_e32 v147, v31
	v_exp_f32_e32 v144, v32
	v_exp_f32_e32 v145, v33
	v_pk_add_f32 v[190:191], v[6:7], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[192:193], v[4:5], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[80:81], v[2:3], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	s_barrier
	s_mov_b32 m0, s34
	s_lshl_b32 s0, s23, 8
	s_mov_b32 s26, s6
	s_mov_b32 s27, s7
	buffer_load_dwordx4 v211, s[24:27], s0 offen lds
	s_mov_b32 m0, s35
	s_nop 0
	buffer_load_dwordx4 v213, s[24:27], s0 offen lds
	s_mov_b64 s[8:9], -1
	s_add_u32 s0, s36, -1
	s_addc_u32 s1, s1, -1
	v_lshlrev_b32_e32 v218, 1, v34
	s_cbranch_vccnz .LBB0_6
	v_add_u32_e32 v217, 0x4100, v218
	s_mov_b64 s[8:9], 0
	s_branch .LBB0_7
.LBB0_6:
.LBB0_7:
	s_add_i32 s16, s13, 0xc600
	s_add_i32 s13, s13, 0xe800
	s_lshl_b32 s17, s23, 1
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s8, 1, 0
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_16
	v_add_u32_e32 v217, 0x4100, v218
	v_add_u32_e32 v216, 0xc600, v218
	s_lshl_b32 s37, s17, 6
	s_lshl_b32 s38, s17, 7
	s_add_i32 s8, s21, s28
	v_lshrrev_b32_e32 v2, 1, v0
	v_and_b32_e32 v2, 0xe0, v2
	v_and_b32_e32 v0, 31, v0
	v_add3_u32 v0, s8, v2, v0
	v_subrev_u32_e32 v0, s20, v0
	v_sub_u32_e32 v0, v0, v1
	v_add_u32_e32 v220, 0xffffff60, v0
	s_lshl_b32 s20, s23, 9
	s_mul_i32 s21, s23, 0x180
	s_mov_b64 s[8:9], 3
	v_mov_b32_e32 v0, 0
	s_mov_b32 s39, 0
	s_movk_i32 s23, 0xc0
	v_mov_b32_e32 v219, 0
	s_mov_b32 s26, s6
	s_mov_b32 s27, s7
	s_mov_b32 s28, 0x41000000
	v_mov_b32_e32 v221, 0xff800000
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
	v_mov_b32_e32 v32, v0
	v_mov_b32_e32 v33, v0
	v_mov_b32_e32 v34, v0
	v_mov_b32_e32 v35, v0
	v_mov_b32_e32 v36, v0
	v_mov_b32_e32 v37, v0
	v_mov_b32_e32 v38, v0
	v_mov_b32_e32 v39, v0
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v0
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v47, v0
	v_mov_b32_e32 v48, v0
	v_mov_b32_e32 v49, v0
	v_mov_b32_e32 v50, v0
	v_mov_b32_e32 v51, v0
	v_mov_b32_e32 v52, v0
	v_mov_b32_e32 v53, v0
	v_mov_b32_e32 v54, v0
	v_mov_b32_e32 v55, v0
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v0
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v0
	v_mov_b32_e32 v60, v0
	v_mov_b32_e32 v61, v0
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v63, v0
	.p2align	5, , 4
.LBB0_9:
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_mov_b32 m0, s16
	s_add_i32 s40, s37, s39
	buffer_load_dwordx4 v211, s[4:7], s40 offen lds
	s_mov_b32 m0, s13
	s_nop 0
	buffer_load_dwordx4 v213, s[4:7], s40 offen lds
	ds_read_b128 v[82:85], v215 offset:34048
	ds_read_b128 v[150:153], v215 offset:34080
	ds_read_b128 v[154:157], v215 offset:34560
	ds_read_b128 v[158:161], v215 offset:34592
	ds_read_b128 v[162:165], v215 offset:34112
	ds_read_b128 v[166:169], v215 offset:34144
	ds_read_b128 v[170:173], v215 offset:34624
	ds_read_b128 v[174:177], v215 offset:34656
	ds_read_b128 v[194:197], v215 offset:42368
	ds_read_b128 v[198:201], v215 offset:42400
	ds_read_b128 v[202:205], v215 offset:42880
	ds_read_b128 v[222:225], v215 offset:42912
	ds_read_b128 v[226:229], v215 offset:42432
	ds_read_b128 v[230:233], v215 offset:42464
	ds_read_b128 v[234:237], v215 offset:42944
	ds_read_b128 v[238:241], v215 offset:42976
	s_waitcnt vmcnt(4) lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_bf16 v[64:79], v[82:85], v[112:115], 0
	v_exp_f32_e32 v108, v80
	v_exp_f32_e32 v109, v81
	v_exp_f32_e32 v110, v192
	v_mfma_f32_32x32x16_bf16 v[80:95], v[154:157], v[112:115], 0
	v_exp_f32_e32 v111, v193
	v_exp_f32_e32 v148, v190
	v_exp_f32_e32 v149, v191
	v_mfma_f32_32x32x16_bf16 v[64:79], v[150:153], v[120:123], v[64:79]
	v_exp_f32_e32 v150, v188
	v_exp_f32_e32 v151, v189
	v_exp_f32_e32 v152, v186
	v_mfma_f32_32x32x16_bf16 v[80:95], v[158:161], v[120:123], v[80:95]
	v_exp_f32_e32 v153, v187
	v_exp_f32_e32 v154, v184
	v_exp_f32_e32 v155, v185
	v_mfma_f32_32x32x16_bf16 v[64:79], v[162:165], v[136:139], v[64:79]
	v_exp_f32_e32 v156, v182
	v_exp_f32_e32 v157, v183
	v_exp_f32_e32 v158, v180
	v_mfma_f32_32x32x16_bf16 v[80:95], v[170:173], v[136:139], v[80:95]
	v_exp_f32_e32 v159, v181
	v_mfma_f32_32x32x16_bf16 v[64:79], v[166:169], v[128:131], v[64:79]
	v_add_f32_e64 v160, v154, v102
	v_add_f32_e64 v161, v155, v103
	v_add_f32_e64 v162, v110, v98
	v_add_f32_e64 v163, v111, v99
	v_add_f32_e64 v164, v158, v144
	v_add_f32_e64 v165, v159, v145
	v_pk_add_f32 v[166:167], v[150:151], v[104:105]
	v_pk_add_f32 v[168:169], v[152:153], v[100:101]
	v_mfma_f32_32x32x16_bf16 v[80:95], v[174:177], v[128:131], v[80:95]
	v_add_f32_e64 v170, v108, v96
	v_add_f32_e64 v171, v109, v97
	v_add_f32_e64 v172, v156, v146
	v_add_f32_e64 v173, v157, v147
	v_add_f32_e64 v174, v148, v106
	v_add_f32_e64 v175, v149, v107
	v_pk_add_f32 v[172:173], v[174:175], v[172:173]
	v_pk_add_f32 v[168:169], v[170:171], v[168:169]
	v_mfma_f32_32x32x16_bf16 v[64:79], v[194:197], v[124:127], v[64:79]
	v_add_f32_e64 v164, v166, v164
	v_add_f32_e64 v165, v167, v165
	v_add_f32_e64 v160, v162, v160
	v_add_f32_e64 v161, v163, v161
	v_add_f32_e64 v160, v160, v164
	v_add_f32_e64 v161, v161, v165
	v_pk_add_f32 v[162:163], v[168:169], v[172:173]
	s_nop 0
	v_pk_add_f32 v[160:161], v[162:163], v[160:161]
	v_mfma_f32_32x32x16_bf16 v[80:95], v[202:205], v[124:127], v[80:95]
	v_add_f32_e32 v160, v160, v161
	v_mov_b32_e32 v161, v160
	s_nop 1
	v_permlane32_swap_b32_e64 v160, v161 bound_ctrl:1
	v_add_f32_e32 v161, v219, v161
	v_add_f32_e32 v219, v161, v160
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v96, v96, v97
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[64:79], v[198:201], v[132:135], v[64:79]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v97, v98, v99
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v98, v106, v107
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v99, v104, v105
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v104, v108, v109
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v105, v110, v111
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[80:95], v[222:225], v[132:135], v[80:95]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v106, v148, v149
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v107, v150, v151
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v100, v100, v101
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v101, v102, v103
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v102, v146, v147
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[64:79], v[226:229], v[140:143], v[64:79]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v103, v144, v145
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v108, v152, v153
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v109, v154, v155
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v110, v156, v157
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v111, v158, v159
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[80:95], v[234:237], v[140:143], v[80:95]
	v_mfma_f32_32x32x16_bf16 v[64:79], v[230:233], v[116:119], v[64:79]
	;;#ASMSTART
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[80:95], v[238:241], v[116:119], v[80:95]
	s_barrier
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_add_i32 s40, s21, s39
	s_mov_b32 m0, s33
	s_nop 0
	buffer_load_dwordx4 v211, s[24:27], s40 offen lds
	s_mov_b32 m0, s31
	s_nop 0
	buffer_load_dwordx4 v213, s[24:27], s40 offen lds
	;;#ASMSTART
	ds_read_b64_tr_b16 v[192:193], v217 offset:0

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[194:195], v217 offset:128

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[188:189], v217 offset:256

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[190:191], v217 offset:384

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[148:149], v217 offset:512

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[150:151], v217 offset:640

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[144:145], v217 offset:768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[146:147], v217 offset:896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[196:197], v217 offset:64

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[198:199], v217 offset:192

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[184:185], v217 offset:320

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[186:187], v217 offset:448

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[160:161], v217 offset:576

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[162:163], v217 offset:704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[152:153], v217 offset:832

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[154:155], v217 offset:960

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[200:201], v217 offset:8704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[202:203], v217 offset:8832

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[180:181], v217 offset:8960

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[182:183], v217 offset:9088

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[168:169], v217 offset:9216

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[170:171], v217 offset:9344

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[156:157], v217 offset:9472

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[158:159], v217 offset:9600

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[204:205], v217 offset:8768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[206:207], v217 offset:8896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[176:177], v217 offset:9024

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[178:179], v217 offset:9152

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[172:173], v217 offset:9280

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[174:175], v217 offset:9408

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[164:165], v217 offset:9536

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[166:167], v217 offset:9664

	;;#ASMEND
	s_waitcnt vmcnt(4) lgkmcnt(0)
	s_barrier
	s_setprio 1
	v_mfma_f32_32x32x16_bf16 v[0:15], v[192:195], v[96:99], v[0:15]
	v_max_f32_e32 v192, v64, v65
	v_max3_f32 v192, v192, v66, v67
	v_max3_f32 v192, v192, v68, v69
	v_max3_f32 v192, v192, v70, v71
	v_max3_f32 v192, v192, v72, v73
	v_max3_f32 v192, v192, v74, v75
	v_mfma_f32_32x32x16_bf16 v[16:31], v[196:199], v[96:99], v[16:31]
	v_max3_f32 v192, v192, v76, v77
	v_max3_f32 v192, v192, v78, v79
	v_max3_f32 v192, v192, v80, v81
	v_max3_f32 v192, v192, v82, v83
	v_max3_f32 v192, v192, v84, v85
	v_max3_f32 v192, v192, v86, v87
	v_mfma_f32_32x32x16_bf16 v[32:47], v[200:203], v[96:99], v[32:47]
	v_max3_f32 v192, v192, v88, v89
	v_max3_f32 v192, v192, v90, v91
	v_max3_f32 v192, v192, v92, v93
	v_max3_f32 v192, v192, v94, v95
	v_mov_b32_e32 v193, v192
	s_nop 1
	v_permlane32_swap_b32_e64 v192, v193 bound_ctrl:1
	v_max_f32_e32 v192, v192, v193
	v_sub_f32_e32 v193, v192, v214
	v_cmp_ge_f32_e32 vcc, s28, v193
	s_cmp_eq_u64 vcc, exec
	v_mfma_f32_32x32x16_bf16 v[48:63], v[204:207], v[96:99], v[48:63]
	s_cbranch_scc0 .LBB0_14
.LBB0_10:
	v_mfma_f32_32x32x16_bf16 v[0:15], v[188:191], v[100:103], v[0:15]
	v_add_f32_e64 v64, v64, -v214
	v_add_f32_e64 v65, v65, -v214
	v_add_f32_e64 v66, v66, -v214
	v_add_f32_e64 v67, v67, -v214
	v_add_f32_e64 v68, v68, -v214
	v_add_f32_e64 v69, v69, -v214
	v_pk_add_f32 v[70:71], v[70:71], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[72:73], v[72:73], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[74:75], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[184:187], v[100:103], v[16:31]
	v_add_f32_e64 v76, v76, -v214
	v_add_f32_e64 v77, v77, -v214
	v_add_f32_e64 v78, v78, -v214
	v_add_f32_e64 v79, v79, -v214
	v_add_f32_e64 v80, v80, -v214
	v_add_f32_e64 v81, v81, -v214
	v_pk_add_f32 v[96:97], v[82:83], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[98:99], v[84:85], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[184:185], v[86:87], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[180:183], v[100:103], v[32:47]
	v_add_f32_e64 v180, v88, -v214
	v_add_f32_e64 v181, v89, -v214
	v_add_f32_e64 v182, v90, -v214
	v_add_f32_e64 v183, v91, -v214
	v_add_f32_e64 v186, v92, -v214
	v_add_f32_e64 v187, v93, -v214
	v_pk_add_f32 v[188:189], v[94:95], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[176:179], v[100:103], v[48:63]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[148:151], v[104:107], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[160:163], v[104:107], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[168:171], v[104:107], v[32:47]
	v_exp_f32_e32 v100, v64
	v_exp_f32_e32 v101, v65
	v_exp_f32_e32 v102, v66
	v_mfma_f32_32x32x16_bf16 v[48:63], v[172:175], v[104:107], v[48:63]
	v_exp_f32_e32 v103, v67
	v_exp_f32_e32 v104, v68
	v_exp_f32_e32 v105, v69
	v_mfma_f32_32x32x16_bf16 v[0:15], v[144:147], v[108:111], v[0:15]
	v_exp_f32_e32 v106, v70
	v_exp_f32_e32 v107, v71
	v_exp_f32_e32 v144, v72
	v_mfma_f32_32x32x16_bf16 v[16:31], v[152:155], v[108:111], v[16:31]
	v_exp_f32_e32 v145, v73
	v_exp_f32_e32 v146, v74
	v_exp_f32_e32 v147, v75
	v_mfma_f32_32x32x16_bf16 v[32:47], v[156:159], v[108:111], v[32:47]
	v_exp_f32_e32 v148, v76
	v_exp_f32_e32 v149, v77
	v_exp_f32_e32 v150, v78
	v_mfma_f32_32x32x16_bf16 v[48:63], v[164:167], v[108:111], v[48:63]
	v_exp_f32_e32 v151, v79
	s_setprio 0
	s_barrier
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_mov_b32 m0, s12
	s_add_i32 s40, s38, s39
	buffer_load_dwordx4 v211, s[4:7], s40 offen lds
	s_mov_b32 m0, s11
	s_nop 0
	buffer_load_dwordx4 v213, s[4:7], s40 offen lds
	ds_read_b128 v[82:85], v215
	ds_read_b128 v[154:157], v215 offset:32
	ds_read_b128 v[158:161], v215 offset:512
	ds_read_b128 v[162:165], v215 offset:544
	ds_read_b128 v[166:169], v215 offset:64
	ds_read_b128 v[170:173], v215 offset:96
	ds_read_b128 v[174:177], v215 offset:576
	ds_read_b128 v[190:193], v215 offset:608
	ds_read_b128 v[194:197], v215 offset:8320
	ds_read_b128 v[198:201], v215 offset:8352
	ds_read_b128 v[202:205], v215 offset:8832
	ds_read_b128 v[224:227], v215 offset:8864
	ds_read_b128 v[228:231], v215 offset:8384
	ds_read_b128 v[232:235], v215 offset:8416
	ds_read_b128 v[236:239], v215 offset:8896
	ds_read_b128 v[240:243], v215 offset:8928
	s_waitcnt vmcnt(4) lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_bf16 v[64:79], v[82:85], v[112:115], 0
	v_exp_f32_e32 v108, v80
	v_exp_f32_e32 v109, v81
	v_exp_f32_e32 v110, v96
	v_mfma_f32_32x32x16_bf16 v[80:95], v[158:161], v[112:115], 0
	v_exp_f32_e32 v111, v97
	v_exp_f32_e32 v152, v98
	v_exp_f32_e32 v153, v99
	v_mfma_f32_32x32x16_bf16 v[64:79], v[154:157], v[120:123], v[64:79]
	v_exp_f32_e32 v154, v184
	v_exp_f32_e32 v155, v185
	v_exp_f32_e32 v156, v180
	v_mfma_f32_32x32x16_bf16 v[80:95], v[162:165], v[120:123], v[80:95]
	v_exp_f32_e32 v157, v181
	v_exp_f32_e32 v158, v182
	v_exp_f32_e32 v159, v183
	v_mfma_f32_32x32x16_bf16 v[64:79], v[166:169], v[136:139], v[64:79]
	v_exp_f32_e32 v160, v186
	v_exp_f32_e32 v161, v187
	v_exp_f32_e32 v162, v188
	v_mfma_f32_32x32x16_bf16 v[80:95], v[174:177], v[136:139], v[80:95]
	v_exp_f32_e32 v163, v189
	v_mfma_f32_32x32x16_bf16 v[64:79], v[170:173], v[128:131], v[64:79]
	v_add_f32_e64 v96, v144, v156
	v_add_f32_e64 v97, v145, v157
	v_add_f32_e64 v98, v146, v158
	v_add_f32_e64 v99, v147, v159
	v_add_f32_e64 v164, v102, v110
	v_add_f32_e64 v165, v103, v111
	v_pk_add_f32 v[166:167], v[150:151], v[162:163]
	v_pk_add_f32 v[168:169], v[106:107], v[154:155]
	v_mfma_f32_32x32x16_bf16 v[80:95], v[190:193], v[128:131], v[80:95]
	v_add_f32_e64 v170, v148, v160
	v_add_f32_e64 v171, v149, v161
	v_add_f32_e64 v172, v104, v152
	v_add_f32_e64 v173, v105, v153
	v_add_f32_e64 v174, v100, v108
	v_add_f32_e64 v175, v101, v109
	v_pk_add_f32 v[170:171], v[172:173], v[170:171]
	v_pk_add_f32 v[166:167], v[168:169], v[166:167]
	v_mfma_f32_32x32x16_bf16 v[64:79], v[194:197], v[124:127], v[64:79]
	v_add_f32_e64 v98, v164, v98
	v_add_f32_e64 v99, v165, v99
	v_add_f32_e64 v96, v174, v96
	v_add_f32_e64 v97, v175, v97
	v_add_f32_e64 v98, v98, v166
	v_add_f32_e64 v99, v99, v167
	v_pk_add_f32 v[96:97], v[96:97], v[170:171]
	s_nop 0
	v_pk_add_f32 v[96:97], v[96:97], v[98:99]
	v_mfma_f32_32x32x16_bf16 v[80:95], v[202:205], v[124:127], v[80:95]
	v_add_f32_e32 v222, v96, v97
	v_mov_b32_e32 v223, v222
	s_nop 1
	v_permlane32_swap_b32_e64 v222, v223 bound_ctrl:1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v96, v100, v101
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v97, v102, v103
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v98, v104, v105
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[64:79], v[198:201], v[132:135], v[64:79]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v99, v106, v107
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v104, v108, v109
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v105, v110, v111
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v106, v152, v153
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v107, v154, v155
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[80:95], v[224:227], v[132:135], v[80:95]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v100, v144, v145
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v101, v146, v147
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v102, v148, v149
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v103, v150, v151
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v108, v156, v157
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[64:79], v[228:231], v[140:143], v[64:79]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v109, v158, v159
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v110, v160, v161
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v111, v162, v163
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[80:95], v[236:239], v[140:143], v[80:95]
	v_mfma_f32_32x32x16_bf16 v[64:79], v[232:235], v[116:119], v[64:79]
	;;#ASMSTART
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[80:95], v[240:243], v[116:119], v[80:95]
	s_barrier
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_mov_b32 m0, s34
	s_add_i32 s39, s20, s39
	buffer_load_dwordx4 v211, s[24:27], s39 offen lds
	s_mov_b32 m0, s35
	s_nop 0
	buffer_load_dwordx4 v213, s[24:27], s39 offen lds
	;;#ASMSTART
	ds_read_b64_tr_b16 v[204:205], v216 offset:0

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[206:207], v216 offset:128

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[188:189], v216 offset:256

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[190:191], v216 offset:384

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[160:161], v216 offset:512

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[162:163], v216 offset:640

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[144:145], v216 offset:768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[146:147], v216 offset:896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[196:197], v216 offset:64

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[198:199], v216 offset:192

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[184:185], v216 offset:320

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[186:187], v216 offset:448

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[164:165], v216 offset:576

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[166:167], v216 offset:704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[148:149], v216 offset:832

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[150:151], v216 offset:960

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[200:201], v216 offset:8704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[202:203], v216 offset:8832

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[180:181], v216 offset:8960

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[182:183], v216 offset:9088

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[168:169], v216 offset:9216

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[170:171], v216 offset:9344

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[152:153], v216 offset:9472

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[154:155], v216 offset:9600

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[192:193], v216 offset:8768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[194:195], v216 offset:8896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[176:177], v216 offset:9024

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[178:179], v216 offset:9152

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[172:173], v216 offset:9280

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[174:175], v216 offset:9408

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[156:157], v216 offset:9536

	;;#ASMEND
	s_cmp_ge_i32 s10, s23
	;;#ASMSTART
	ds_read_b64_tr_b16 v[158:159], v216 offset:9664

	;;#ASMEND
	s_cbranch_scc1 .LBB0_12
	v_add_u32_e32 v224, 32, v220
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v224, 0
	v_cmp_lt_i32_e64 s[44:45], v224, 1
	v_cndmask_b32_e64 v64, v64, v221, s[42:43]
	v_cndmask_b32_e64 v65, v65, v221, s[44:45]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v224, 2
	v_cmp_lt_i32_e64 s[44:45], v224, 3
	v_cndmask_b32_e64 v66, v66, v221, s[42:43]
	v_cndmask_b32_e64 v67, v67, v221, s[44:45]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v224, 8
	v_cmp_lt_i32_e64 s[44:45], v224, 9
	v_cndmask_b32_e64 v68, v68, v221, s[42:43]
	v_cndmask_b32_e64 v69, v69, v221, s[44:45]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v224, 10
	v_cmp_lt_i32_e64 s[44:45], v224, 11
	v_cndmask_b32_e64 v70, v70, v221, s[42:43]
	v_cndmask_b32_e64 v71, v71, v221, s[44:45]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v224, 16
	v_cmp_lt_i32_e64 s[44:45], v224, 17
	v_cndmask_b32_e64 v72, v72, v221, s[42:43]
	v_cndmask_b32_e64 v73, v73, v221, s[44:45]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v224, 18
	v_cmp_lt_i32_e64 s[44:45], v224, 19
	v_cndmask_b32_e64 v74, v74, v221, s[42:43]
	v_cndmask_b32_e64 v75, v75, v221, s[44:45]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v224, 24
	v_cmp_lt_i32_e64 s[44:45], v224, 25
	v_cndmask_b32_e64 v76, v76, v221, s[42:43]
	v_cndmask_b32_e64 v77, v77, v221, s[44:45]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v224, 26
	v_cmp_lt_i32_e64 s[44:45], v224, 27
	v_cndmask_b32_e64 v78, v78, v221, s[42:43]
	v_cndmask_b32_e64 v79, v79, v221, s[44:45]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v220, 0
	v_cmp_lt_i32_e64 s[44:45], v220, 1
	v_cndmask_b32_e64 v80, v80, v221, s[42:43]
	v_cndmask_b32_e64 v81, v81, v221, s[44:45]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v220, 2
	v_cmp_lt_i32_e64 s[44:45], v220, 3
	v_cndmask_b32_e64 v82, v82, v221, s[42:43]
	v_cndmask_b32_e64 v83, v83, v221, s[44:45]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v220, 8
	v_cmp_lt_i32_e64 s[44:45], v220, 9
	v_cndmask_b32_e64 v84, v84, v221, s[42:43]
	v_cndmask_b32_e64 v85, v85, v221, s[44:45]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v220, 10
	v_cmp_lt_i32_e64 s[44:45], v220, 11
	v_cndmask_b32_e64 v86, v86, v221, s[42:43]
	v_cndmask_b32_e64 v87, v87, v221, s[44:45]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v220, 16
	v_cmp_lt_i32_e64 s[44:45], v220, 17
	v_cndmask_b32_e64 v88, v88, v221, s[42:43]
	v_cndmask_b32_e64 v89, v89, v221, s[44:45]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v220, 18
	v_cmp_lt_i32_e64 s[44:45], v220, 19
	v_cndmask_b32_e64 v90, v90, v221, s[42:43]
	v_cndmask_b32_e64 v91, v91, v221, s[44:45]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v220, 24
	v_cmp_lt_i32_e64 s[44:45], v220, 25
	v_cndmask_b32_e64 v92, v92, v221, s[42:43]
	v_cndmask_b32_e64 v93, v93, v221, s[44:45]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[42:43], v220, 26
	v_cmp_lt_i32_e64 s[44:45], v220, 27
	v_cndmask_b32_e64 v94, v94, v221, s[42:43]
	v_cndmask_b32_e64 v95, v95, v221, s[44:45]
	;;#ASMEND
.LBB0_12:
	v_add_f32_e32 v219, v219, v223
	v_add_f32_e32 v219, v219, v222
	s_waitcnt vmcnt(4) lgkmcnt(0)
	s_barrier
	s_setprio 1
	v_mfma_f32_32x32x16_bf16 v[0:15], v[204:207], v[96:99], v[0:15]
	v_max_f32_e32 v204, v64, v65
	v_max3_f32 v204, v204, v66, v67
	v_max3_f32 v204, v204, v68, v69
	v_max3_f32 v204, v204, v70, v71
	v_max3_f32 v204, v204, v72, v73
	v_max3_f32 v204, v204, v74, v75
	v_mfma_f32_32x32x16_bf16 v[16:31], v[196:199], v[96:99], v[16:31]
	v_max3_f32 v196, v204, v76, v77
	v_max3_f32 v196, v196, v78, v79
	v_max3_f32 v196, v196, v80, v81
	v_max3_f32 v196, v196, v82, v83
	v_max3_f32 v196, v196, v84, v85
	v_max3_f32 v196, v196, v86, v87
	v_mfma_f32_32x32x16_bf16 v[32:47], v[200:203], v[96:99], v[32:47]
	v_max3_f32 v196, v196, v88, v89
	v_max3_f32 v196, v196, v90, v91
	v_max3_f32 v196, v196, v92, v93
	v_max3_f32 v196, v196, v94, v95
	v_mov_b32_e32 v197, v196
	s_nop 1
	v_permlane32_swap_b32_e64 v196, v197 bound_ctrl:1
	v_max_f32_e32 v196, v196, v197
	v_sub_f32_e32 v197, v196, v214
	v_cmp_ge_f32_e32 vcc, s28, v197
	s_cmp_eq_u64 vcc, exec
	v_mfma_f32_32x32x16_bf16 v[48:63], v[192:195], v[96:99], v[48:63]
	s_cbranch_scc0 .LBB0_15
.LBB0_13:
	v_mfma_f32_32x32x16_bf16 v[0:15], v[188:191], v[100:103], v[0:15]
	v_add_f32_e64 v64, v64, -v214
	v_add_f32_e64 v65, v65, -v214
	v_add_f32_e64 v66, v66, -v214
	v_add_f32_e64 v67, v67, -v214
	v_add_f32_e64 v68, v68, -v214
	v_add_f32_e64 v69, v69, -v214
	v_pk_add_f32 v[70:71], v[70:71], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[72:73], v[72:73], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[184:187], v[100:103], v[16:31]
	v_add_f32_e64 v74, v74, -v214
	v_add_f32_e64 v75, v75, -v214
	v_add_f32_e64 v76, v76, -v214
	v_add_f32_e64 v77, v77, -v214
	v_add_f32_e64 v78, v78, -v214
	v_add_f32_e64 v79, v79, -v214
	v_pk_add_f32 v[192:193], v[82:83], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[190:191], v[84:85], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[180:183], v[100:103], v[32:47]
	v_add_f32_e64 v188, v86, -v214
	v_add_f32_e64 v189, v87, -v214
	v_add_f32_e64 v186, v88, -v214
	v_add_f32_e64 v187, v89, -v214
	v_add_f32_e64 v184, v90, -v214
	v_add_f32_e64 v185, v91, -v214
	v_pk_add_f32 v[182:183], v[92:93], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[180:181], v[94:95], v[214:215] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[176:179], v[100:103], v[48:63]
	v_add_f32_e64 v80, v80, -v214
	v_add_f32_e64 v81, v81, -v214
	v_mfma_f32_32x32x16_bf16 v[0:15], v[160:163], v[104:107], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[164:167], v[104:107], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[168:171], v[104:107], v[32:47]
	v_exp_f32_e32 v96, v64
	v_exp_f32_e32 v97, v65
	v_exp_f32_e32 v98, v66
	v_mfma_f32_32x32x16_bf16 v[48:63], v[172:175], v[104:107], v[48:63]
	v_exp_f32_e32 v99, v67
	v_exp_f32_e32 v106, v68
	v_exp_f32_e32 v107, v69
	v_mfma_f32_32x32x16_bf16 v[0:15], v[144:147], v[108:111], v[0:15]
	v_exp_f32_e32 v104, v70
	v_exp_f32_e32 v105, v71
	v_exp_f32_e32 v100, v72
	v_mfma_f32_32x32x16_bf16 v[16:31], v[148:151], v[108:111], v[16:31]
	v_exp_f32_e32 v101, v73
	v_exp_f32_e32 v102, v74
	v_exp_f32_e32 v103, v75
	v_mfma_f32_32x32x16_bf16 v[32:47], v[152:155], v[108:111], v[32:47]
	v_exp_f32_e32 v146, v76
	v_exp_f32_e32 v147, v77
	v_exp_f32_e32 v144, v78
	v_mfma_f32_32x32x16_bf16 v[48:63], v[156:159], v[108:111], v[48:63]
	v_exp_f32_e32 v145, v79
	s_setprio 0
	s_barrier
	s_add_u32 s8, s8, 2
	s_addc_u32 s9, s9, 0
	v_add_u32_e32 v220, 0xffffff80, v220
	s_addk_i32 s23, 0x80
	v_mov_b64_e32 v[64:65], s[0:1]
	v_cmp_lt_u64_e32 vcc, s[8:9], v[64:65]
	s_mov_b32 s39, s40
	s_cbranch_vccnz .LBB0_9
	s_branch .LBB0_17
.LBB0_14:
	v_sub_f32_e32 v96, v214, v192
	v_exp_f32_e32 v96, v96
	s_nop 0
	v_pk_mul_f32 v[14:15], v[96:97], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[96:97], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[96:97], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[96:97], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[96:97], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[96:97], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[96:97], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[0:1], v[96:97], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[96:97], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[96:97], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[96:97], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[96:97], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[96:97], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[96:97], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[96:97], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[96:97], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[96:97], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[96:97], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[96:97], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[96:97], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[96:97], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[96:97], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[96:97], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[96:97], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[96:97], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[96:97], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[96:97], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[96:97], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[96:97], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[96:97], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[96:97], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[96:97], v[48:49] op_sel_hi:[0,1]
	v_and_b32_e32 v99, 0xffff0000, v111
	v_lshlrev_b32_e32 v98, 16, v111
	v_and_b32_e32 v111, 0xffff0000, v110
	v_lshlrev_b32_e32 v110, 16, v110
	v_and_b32_e32 v195, 0xffff0000, v109
	v_lshlrev_b32_e32 v194, 16, v109
	v_and_b32_e32 v109, 0xffff0000, v108
	v_lshlrev_b32_e32 v108, 16, v108
	v_and_b32_e32 v197, 0xffff0000, v107
	v_lshlrev_b32_e32 v196, 16, v107
	v_and_b32_e32 v107, 0xffff0000, v106
	v_lshlrev_b32_e32 v106, 16, v106
	v_and_b32_e32 v199, 0xffff0000, v105
	v_lshlrev_b32_e32 v198, 16, v105
	v_and_b32_e32 v105, 0xffff0000, v104
	v_lshlrev_b32_e32 v104, 16, v104
	v_and_b32_e32 v201, 0xffff0000, v103
	v_lshlrev_b32_e32 v200, 16, v103
	v_and_b32_e32 v103, 0xffff0000, v102
	v_lshlrev_b32_e32 v102, 16, v102
	v_and_b32_e32 v203, 0xffff0000, v101
	v_lshlrev_b32_e32 v202, 16, v101
	v_and_b32_e32 v101, 0xffff0000, v100
	v_lshlrev_b32_e32 v100, 16, v100
	v_pk_mul_f32 v[204:205], v[96:97], v[100:101] op_sel_hi:[0,1]
	v_pk_mul_f32 v[100:101], v[96:97], v[202:203] op_sel_hi:[0,1]
	v_pk_mul_f32 v[202:203], v[96:97], v[102:103] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[96:97], v[200:201] op_sel_hi:[0,1]
	v_pk_mul_f32 v[200:201], v[96:97], v[104:105] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[96:97], v[198:199] op_sel_hi:[0,1]
	v_pk_mul_f32 v[198:199], v[96:97], v[106:107] op_sel_hi:[0,1]
	v_pk_mul_f32 v[106:107], v[96:97], v[196:197] op_sel_hi:[0,1]
	v_pk_mul_f32 v[196:197], v[96:97], v[108:109] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[96:97], v[194:195] op_sel_hi:[0,1]
	v_pk_mul_f32 v[194:195], v[96:97], v[110:111] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[96:97], v[98:99] op_sel_hi:[0,1]
	v_cvt_pk_bf16_f32 v111, v98, v99
	v_cvt_pk_bf16_f32 v110, v194, v195
	v_cvt_pk_bf16_f32 v109, v108, v109
	v_cvt_pk_bf16_f32 v108, v196, v197
	v_cvt_pk_bf16_f32 v107, v106, v107
	v_cvt_pk_bf16_f32 v106, v198, v199
	v_cvt_pk_bf16_f32 v105, v104, v105
	v_cvt_pk_bf16_f32 v104, v200, v201
	v_cvt_pk_bf16_f32 v103, v102, v103
	v_cvt_pk_bf16_f32 v102, v202, v203
	v_cvt_pk_bf16_f32 v101, v100, v101
	v_cvt_pk_bf16_f32 v100, v204, v205
	v_mul_f32_e32 v219, v96, v219
	;;#ASMSTART
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v214, v192
	s_branch .LBB0_10
.LBB0_15:
	v_sub_f32_e32 v96, v214, v196
	v_exp_f32_e32 v96, v96
	s_nop 0
	v_pk_mul_f32 v[14:15], v[96:97], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[96:97], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[96:97], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[96:97], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[96:97], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[96:97], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[96:97], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[0:1], v[96:97], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[96:97], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[96:97], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[96:97], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[96:97], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[96:97], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[96:97], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[96:97], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[96:97], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[96:97], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[96:97], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[96:97], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[96:97], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[96:97], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[96:97], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[96:97], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[96:97], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[96:97], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[96:97], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[96:97], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[96:97], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[96:97], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[96:97], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[96:97], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[96:97], v[48:49] op_sel_hi:[0,1]
	v_and_b32_e32 v99, 0xffff0000, v111
	v_lshlrev_b32_e32 v98, 16, v111
	v_and_b32_e32 v111, 0xffff0000, v110
	v_lshlrev_b32_e32 v110, 16, v110
	v_and_b32_e32 v193, 0xffff0000, v109
	v_lshlrev_b32_e32 v192, 16, v109
	v_and_b32_e32 v109, 0xffff0000, v108
	v_lshlrev_b32_e32 v108, 16, v108
	v_and_b32_e32 v195, 0xffff0000, v107
	v_lshlrev_b32_e32 v194, 16, v107
	v_and_b32_e32 v107, 0xffff0000, v106
	v_lshlrev_b32_e32 v106, 16, v106
	v_and_b32_e32 v199, 0xffff0000, v105
	v_lshlrev_b32_e32 v198, 16, v105
	v_and_b32_e32 v105, 0xffff0000, v104
	v_lshlrev_b32_e32 v104, 16, v104
	v_and_b32_e32 v201, 0xffff0000, v103
	v_lshlrev_b32_e32 v200, 16, v103
	v_and_b32_e32 v103, 0xffff0000, v102
	v_lshlrev_b32_e32 v102, 16, v102
	v_and_b32_e32 v203, 0xffff0000, v101
	v_lshlrev_b32_e32 v202, 16, v101
	v_and_b32_e32 v101, 0xffff0000, v100
	v_lshlrev_b32_e32 v100, 16, v100
	v_pk_mul_f32 v[204:205], v[96:97], v[100:101] op_sel_hi:[0,1]
	v_pk_mul_f32 v[100:101], v[96:97], v[202:203] op_sel_hi:[0,1]
	v_pk_mul_f32 v[202:203], v[96:97], v[102:103] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[96:97], v[200:201] op_sel_hi:[0,1]
	v_pk_mul_f32 v[200:201], v[96:97], v[104:105] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[96:97], v[198:199] op_sel_hi:[0,1]
	v_pk_mul_f32 v[198:199], v[96:97], v[106:107] op_sel_hi:[0,1]
	v_pk_mul_f32 v[106:107], v[96:97], v[194:195] op_sel_hi:[0,1]
	v_pk_mul_f32 v[194:195], v[96:97], v[108:109] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[96:97], v[192:193] op_sel_hi:[0,1]
	v_pk_mul_f32 v[192:193], v[96:97], v[110:111] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[96:97], v[98:99] op_sel_hi:[0,1]
	v_cvt_pk_bf16_f32 v111, v98, v99
	v_cvt_pk_bf16_f32 v110, v192, v193
	v_cvt_pk_bf16_f32 v109, v108, v109
	v_cvt_pk_bf16_f32 v108, v194, v195
	v_cvt_pk_bf16_f32 v107, v106, v107
	v_cvt_pk_bf16_f32 v106, v198, v199
	v_cvt_pk_bf16_f32 v105, v104, v105
	v_cvt_pk_bf16_f32 v104, v200, v201
	v_cvt_pk_bf16_f32 v103, v102, v103
	v_cvt_pk_bf16_f32 v102, v202, v203
	v_cvt_pk_bf16_f32 v101, v100, v101
	v_cvt_pk_bf16_f32 v100, v204, v205
	v_mul_f32_e32 v219, v96, v219
	;;#ASMSTART
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v214, v196
	s_branch .LBB0_13
.LBB0_16:
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v219, 0
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
	v_mov_b32_e32 v47, v15
	v_mov_b32_e32 v46, v15
	v_mov_b32_e32 v45, v15
	v_mov_b32_e32 v44, v15
	v_mov_b32_e32 v43, v15
	v_mov_b32_e32 v42, v15
	v_mov_b32_e32 v41, v15
	v_mov_b32_e32 v40, v15
	v_mov_b32_e32 v39, v15
	v_mov_b32_e32 v38, v15
	v_mov_b32_e32 v37, v15
	v_mov_b32_e32 v36, v15
	v_mov_b32_e32 v35, v15
	v_mov_b32_e32 v34, v15
	v_mov_b32_e32 v33, v15
	v_mov_b32_e32 v32, v15
	v_mov_b32_e32 v63, v15
	v_mov_b32_e32 v62, v15
	v_mov_b32_e32 v61, v15
	v_mov_b32_e32 v60, v15
	v_mov_b32_e32 v59, v15
	v_mov_b32_e32 v58, v15
	v_mov_b32_e32 v57, v15
	v_mov_b32_e32 v56, v15
	v_mov_b32_e32 v55, v15
	v_mov_b32_e32 v54, v15
	v_mov_b32_e32 v53, v15
	v_mov_b32_e32 v52, v15
	v_mov_b32_e32 v51, v15
	v_mov_b32_e32 v50, v15
	v_mov_b32_e32 v49, v15
	v_mov_b32_e32 v48, v15
.LBB0_17:
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_mov_b32 m0, s16
	s_lshl_b32 s1, s36, 6
	s_add_i32 s8, s1, 0xffffff40
	s_mul_i32 s8, s17, s8
	buffer_load_dwordx4 v211, s[4:7], s8 offen lds
	s_mov_b32 m0, s13
	s_nop 0
	buffer_load_dwordx4 v213, s[4:7], s8 offen lds
	ds_read_b128 v[82:85], v215 offset:34048
	ds_read_b128 v[150:153], v215 offset:34080
	ds_read_b128 v[154:157], v215 offset:34560
	ds_read_b128 v[158:161], v215 offset:34592
	ds_read_b128 v[162:165], v215 offset:34112
	ds_read_b128 v[166:169], v215 offset:34144
	ds_read_b128 v[170:173], v215 offset:34624
	ds_read_b128 v[174:177], v215 offset:34656
	ds_read_b128 v[194:197], v215 offset:42368
	ds_read_b128 v[198:201], v215 offset:42400
	ds_read_b128 v[202:205], v215 offset:42880
	ds_read_b128 v[222:225], v215 offset:42912
	ds_read_b128 v[226:229], v215 offset:42432
	ds_read_b128 v[230:233], v215 offset:42464
	ds_read_b128 v[234:237], v215 offset:42944
	ds_read_b128 v[238:241], v215 offset:42976
	s_waitcnt vmcnt(4) lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_bf16 v[64:79], v[82:85], v[112:115], 0
	v_exp_f32_e32 v108, v80
	v_exp_f32_e32 v109, v81
	v_exp_f32_e32 v110, v192
	v_mfma_f32_32x32x16_bf16 v[80:95], v[154:157], v[112:115], 0
	v_exp_f32_e32 v111, v193
	v_exp_f32_e32 v148, v190
	v_exp_f32_e32 v149, v191
	v_mfma_f32_32x32x16_bf16 v[64:79], v[150:153], v[120:123], v[64:79]
	v_exp_f32_e32 v150, v188
	v_exp_f32_e32 v151, v189
	v_exp_f32_e32 v152, v186
	v_mfma_f32_32x32x16_bf16 v[80:95], v[158:161], v[120:123], v[80:95]
	v_exp_f32_e32 v153, v187
	v_exp_f32_e32 v154, v184
	v_exp_f32_e32 v155, v185
	v_mfma_f32_32x32x16_bf16 v[64:79], v[162:165], v[136:139], v[64:79]
	v_exp_f32_e32 v156, v182
	v_exp_f32_e32 v157, v183
	v_exp_f32_e32 v158, v180
	v_mfma_f32_32x32x16_bf16 v[80:95], v[170:173], v[136:139], v[80:95]
	v_exp_f32_e32 v159, v181
	v_mfma_f32_32x32x16_bf16 v[64:79], v[166:169], v[128:131], v[64:79]
	v_add_f32_e64 v160, v154, v102
	v_add_f32_e64 v161, v155, v103
	v_add_f32_e64 v162, v110, v98
	v_add_f32_e64 v163, v111, v99
	v_add_f32_e64 v164, v158, v144
	v_add_f32_e64 v165, v159, v145
	v_pk_add_f32 v[166:167], v[150:151], v[104:105]
	v_pk_add_f32 v[168:169], v[152:153], v[100:101]
	v_mfma_f32_32x32x16_bf16 v[80:95], v[174:177], v[128:131], v[80:95]
	v_add_f32_e64 v170, v108, v96
	v_add_f32_e64 v171, v109, v97
	v_add_f32_e64 v172, v156, v146
	v_add_f32_e64 v173, v157, v147
	v_add_f32_e64 v174, v148, v106
	v_add_f32_e64 v175, v149, v107
	v_pk_add_f32 v[172:173], v[174:175], v[172:173]
	v_pk_add_f32 v[168:169], v[170:171], v[168:169]
	v_mfma_f32_32x32x16_bf16 v[64:79], v[194:197], v[124:127], v[64:79]
	v_add_f32_e64 v164, v166, v164
	v_add_f32_e64 v165, v167, v165
	v_add_f32_e64 v160, v162, v160
	v_add_f32_e64 v161, v163, v161
	v_add_f32_e64 v160, v160, v164
	v_add_f32_e64 v161, v161, v165
	v_pk_add_f32 v[162:163], v[168:169], v[172:173]
	s_nop 0
	v_pk_add_f32 v[160:161], v[162:163], v[160:161]
	v_mfma_f32_32x32x16_bf16 v[80:95], v[202:205], v[124:127], v[80:95]
	v_add_f32_e32 v220, v160, v161
	v_mov_b32_e32 v221, v220
	s_nop 1
	v_permlane32_swap_b32_e64 v220, v221 bound_ctrl:1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v96, v96, v97
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v97, v98, v99
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v98, v106, v107
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[64:79], v[198:201], v[132:135], v[64:79]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v99, v104, v105
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v104, v108, v109
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v105, v110, v111
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v106, v148, v149
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v107, v150, v151
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[80:95], v[222:225], v[132:135], v[80:95]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v100, v100, v101
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v101, v102, v103
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v102, v146, v147
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v103, v144, v145
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v108, v152, v153
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[64:79], v[226:229], v[140:143], v[64:79]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v109, v154, v155
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v110, v156, v157
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v111, v158, v159
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[80:95], v[234:237], v[140:143], v[80:95]
	v_mfma_f32_32x32x16_bf16 v[64:79], v[230:233], v[116:119], v[64:79]
	;;#ASMSTART
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[80:95], v[238:241], v[116:119], v[80:95]
	s_barrier
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_mov_b32 m0, s33
	s_lshl_b32 s0, s0, 6
	s_mul_i32 s8, s17, s0
	s_mov_b32 s26, s6
	s_mov_b32 s27, s7
	buffer_load_dwordx4 v211, s[24:27], s8 offen lds
	s_mov_b32 m0, s31
	s_nop 0
	buffer_load_dwordx4 v213, s[24:27], s8 offen lds
	;;#ASMSTART
	ds_read_b64_tr_b16 v[192:193], v217 offset:0

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[194:195], v217 offset:128

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[188:189], v217 offset:256

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[190:191], v217 offset:384

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[152:153], v217 offset:512

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[154:155], v217 offset:640

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[144:145], v217 offset:768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[146:147], v217 offset:896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[196:197], v217 offset:64

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[198:199], v217 offset:192

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[184:185], v217 offset:320

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[186:187], v217 offset:448

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[164:165], v217 offset:576

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[166:167], v217 offset:704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[148:149], v217 offset:832

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[150:151], v217 offset:960

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[200:201], v217 offset:8704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[202:203], v217 offset:8832

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[180:181], v217 offset:8960

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[182:183], v217 offset:9088

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[168:169], v217 offset:9216

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[170:171], v217 offset:9344

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[156:157], v217 offset:9472

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[158:159], v217 offset:9600

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[204:205], v217 offset:8768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[206:207], v217 offset:8896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[176:177], v217 offset:9024

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[178:179], v217 offset:9152

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[172:173], v217 offset:9280

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[174:175], v217 offset:9408

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[160:161], v217 offset:9536

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[162:163], v217 offset:9664

	;;#ASMEND
	s_add_i32 s9, s1, 0xffffff80
	s_cmp_ge_i32 s10, s9
	v_add_u32_e32 v222, s19, v212
	v_lshl_or_b32 v225, v208, 2, s1
	s_cbranch_scc1 .LBB0_19
	v_sub_u32_e32 v216, v222, v225
	v_add_u32_e32 v223, 0xc0, v216
	v_add_u32_e32 v216, 0xa0, v216
	v_mov_b32_e32 v224, 0xff800000
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v223, 0
	v_cmp_lt_i32_e64 s[24:25], v223, 1
	v_cndmask_b32_e64 v64, v64, v224, s[20:21]
	v_cndmask_b32_e64 v65, v65, v224, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v223, 2
	v_cmp_lt_i32_e64 s[24:25], v223, 3
	v_cndmask_b32_e64 v66, v66, v224, s[20:21]
	v_cndmask_b32_e64 v67, v67, v224, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v223, 8
	v_cmp_lt_i32_e64 s[24:25], v223, 9
	v_cndmask_b32_e64 v68, v68, v224, s[20:21]
	v_cndmask_b32_e64 v69, v69, v224, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v223, 10
	v_cmp_lt_i32_e64 s[24:25], v223, 11
	v_cndmask_b32_e64 v70, v70, v224, s[20:21]
	v_cndmask_b32_e64 v71, v71, v224, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v223, 16
	v_cmp_lt_i32_e64 s[24:25], v223, 17
	v_cndmask_b32_e64 v72, v72, v224, s[20:21]
	v_cndmask_b32_e64 v73, v73, v224, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v223, 18
	v_cmp_lt_i32_e64 s[24:25], v223, 19
	v_cndmask_b32_e64 v74, v74, v224, s[20:21]
	v_cndmask_b32_e64 v75, v75, v224, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v223, 24
	v_cmp_lt_i32_e64 s[24:25], v223, 25
	v_cndmask_b32_e64 v76, v76, v224, s[20:21]
	v_cndmask_b32_e64 v77, v77, v224, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v223, 26
	v_cmp_lt_i32_e64 s[24:25], v223, 27
	v_cndmask_b32_e64 v78, v78, v224, s[20:21]
	v_cndmask_b32_e64 v79, v79, v224, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v216, 0
	v_cmp_lt_i32_e64 s[24:25], v216, 1
	v_cndmask_b32_e64 v80, v80, v224, s[20:21]
	v_cndmask_b32_e64 v81, v81, v224, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v216, 2
	v_cmp_lt_i32_e64 s[24:25], v216, 3
	v_cndmask_b32_e64 v82, v82, v224, s[20:21]
	v_cndmask_b32_e64 v83, v83, v224, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v216, 8
	v_cmp_lt_i32_e64 s[24:25], v216, 9
	v_cndmask_b32_e64 v84, v84, v224, s[20:21]
	v_cndmask_b32_e64 v85, v85, v224, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v216, 10
	v_cmp_lt_i32_e64 s[24:25], v216, 11
	v_cndmask_b32_e64 v86, v86, v224, s[20:21]
	v_cndmask_b32_e64 v87, v87, v224, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v216, 16
	v_cmp_lt_i32_e64 s[24:25], v216, 17
	v_cndmask_b32_e64 v88, v88, v224, s[20:21]
	v_cndmask_b32_e64 v89, v89, v224, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v216, 18
	v_cmp_lt_i32_e64 s[24:25], v216, 19
	v_cndmask_b32_e64 v90, v90, v224, s[20:21]
	v_cndmask_b32_e64 v91, v91, v224, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v216, 24
	v_cmp_lt_i32_e64 s[24:25], v216, 25
	v_cndmask_b32_e64 v92, v92, v224, s[20:21]
	v_cndmask_b32_e64 v93, v93, v224, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v216, 26
	v_cmp_lt_i32_e64 s[24:25], v216, 27
	v_cndmask_b32_e64 v94, v94, v224, s[20:21]
	v_cndmask_b32_e64 v95, v95, v224, s[24:25]
	;;#ASMEND
.LBB0_19:
	s_waitcnt vmcnt(4) lgkmcnt(0)
	s_barrier
	s_setprio 1
	v_mfma_f32_32x32x16_bf16 v[0:15], v[192:195], v[96:99], v[0:15]
	v_max_f32_e32 v192, v64, v65
	v_max3_f32 v192, v192, v66, v67
	v_max3_f32 v192, v192, v68, v69
	v_max3_f32 v192, v192, v70, v71
	v_max3_f32 v192, v192, v72, v73
	v_mfma_f32_32x32x16_bf16 v[16:31], v[196:199], v[96:99], v[16:31]
	v_max3_f32 v192, v192, v74, v75
	v_max3_f32 v192, v192, v76, v77
	v_max3_f32 v192, v192, v78, v79
	v_max3_f32 v192, v192, v80, v81
	v_max3_f32 v192, v192, v82, v83
	v_mfma_f32_32x32x16_bf16 v[32:47], v[200:203], v[96:99], v[32:47]
	v_max3_f32 v192, v192, v84, v85
	v_max3_f32 v192, v192, v86, v87
	v_max3_f32 v192, v192, v88, v89
	v_max3_f32 v192, v192, v90, v91
	v_max3_f32 v192, v192, v92, v93
	v_mfma_f32_32x32x16_bf16 v[48:63], v[204:207], v[96:99], v[48:63]
	v_max3_f32 v96, v192, v94, v95
	v_mov_b32_e32 v97, v96
	s_nop 1
	v_permlane32_swap_b32_e64 v96, v97 bound_ctrl:1
	v_max3_f32 v216, v214, v96, v97
	v_sub_f32_e32 v98, v214, v216
	v_pk_add_f32 v[96:97], v[64:65], v[216:217] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[188:191], v[100:103], v[0:15]
	v_add_f32_e64 v66, v66, -v216
	v_add_f32_e64 v67, v67, -v216
	v_add_f32_e64 v68, v68, -v216
	v_add_f32_e64 v69, v69, -v216
	v_add_f32_e64 v70, v70, -v216
	v_add_f32_e64 v71, v71, -v216
	v_pk_add_f32 v[72:73], v[72:73], v[216:217] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[74:75], v[216:217] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[184:187], v[100:103], v[16:31]
	v_add_f32_e64 v76, v76, -v216
	v_add_f32_e64 v77, v77, -v216
	v_add_f32_e64 v78, v78, -v216
	v_add_f32_e64 v79, v79, -v216
	v_add_f32_e64 v64, v80, -v216
	v_add_f32_e64 v65, v81, -v216
	v_pk_add_f32 v[184:185], v[82:83], v[216:217] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[186:187], v[84:85], v[216:217] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[180:183], v[100:103], v[32:47]
	v_add_f32_e64 v180, v86, -v216
	v_add_f32_e64 v181, v87, -v216
	v_add_f32_e64 v182, v88, -v216
	v_add_f32_e64 v183, v89, -v216
	v_add_f32_e64 v188, v90, -v216
	v_add_f32_e64 v189, v91, -v216
	v_pk_add_f32 v[190:191], v[92:93], v[216:217] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[192:193], v[94:95], v[216:217] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[176:179], v[100:103], v[48:63]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[152:155], v[104:107], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[164:167], v[104:107], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[168:171], v[104:107], v[32:47]
	v_exp_f32_e32 v214, v98
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v97, v97
	v_mfma_f32_32x32x16_bf16 v[48:63], v[172:175], v[104:107], v[48:63]
	v_exp_f32_e32 v98, v66
	v_exp_f32_e32 v99, v67
	v_exp_f32_e32 v104, v68
	v_mfma_f32_32x32x16_bf16 v[0:15], v[144:147], v[108:111], v[0:15]
	v_exp_f32_e32 v105, v69
	v_exp_f32_e32 v106, v70
	v_exp_f32_e32 v107, v71
	v_mfma_f32_32x32x16_bf16 v[16:31], v[148:151], v[108:111], v[16:31]
	v_exp_f32_e32 v100, v72
	v_exp_f32_e32 v101, v73
	v_exp_f32_e32 v102, v74
	v_mfma_f32_32x32x16_bf16 v[32:47], v[156:159], v[108:111], v[32:47]
	v_exp_f32_e32 v103, v75
	v_exp_f32_e32 v144, v76
	v_exp_f32_e32 v145, v77
	v_mfma_f32_32x32x16_bf16 v[48:63], v[160:163], v[108:111], v[48:63]
	v_exp_f32_e32 v108, v78
	v_exp_f32_e32 v109, v79
	v_pk_mul_f32 v[14:15], v[214:215], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[214:215], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[214:215], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[214:215], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[214:215], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[214:215], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[214:215], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[0:1], v[214:215], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[214:215], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[214:215], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[214:215], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[214:215], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[214:215], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[214:215], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[214:215], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[214:215], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[214:215], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[214:215], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[214:215], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[214:215], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[214:215], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[214:215], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[214:215], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[214:215], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[214:215], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[214:215], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[214:215], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[214:215], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[214:215], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[214:215], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[214:215], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[214:215], v[48:49] op_sel_hi:[0,1]
	;;#ASMSTART
	;;#ASMEND
	s_setprio 0
	s_barrier
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_mov_b32 m0, s12
	s_mul_i32 s17, s17, s9
	buffer_load_dwordx4 v211, s[4:7], s17 offen lds
	s_mov_b32 m0, s11
	s_nop 0
	buffer_load_dwordx4 v213, s[4:7], s17 offen lds
	ds_read_b128 v[66:69], v215
	ds_read_b128 v[150:153], v215 offset:32
	ds_read_b128 v[154:157], v215 offset:512
	ds_read_b128 v[158:161], v215 offset:544
	ds_read_b128 v[162:165], v215 offset:64
	ds_read_b128 v[166:169], v215 offset:96
	ds_read_b128 v[170:173], v215 offset:576
	ds_read_b128 v[174:177], v215 offset:608
	ds_read_b128 v[194:197], v215 offset:8320
	ds_read_b128 v[198:201], v215 offset:8352
	ds_read_b128 v[202:205], v215 offset:8832
	ds_read_b128 v[226:229], v215 offset:8864
	ds_read_b128 v[230:233], v215 offset:8384
	ds_read_b128 v[234:237], v215 offset:8416
	ds_read_b128 v[238:241], v215 offset:8896
	ds_read_b128 v[242:245], v215 offset:8928
	s_waitcnt vmcnt(4) lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_bf16 v[80:95], v[66:69], v[112:115], 0
	v_exp_f32_e32 v110, v64
	v_exp_f32_e32 v111, v65
	v_exp_f32_e32 v146, v184
	v_mfma_f32_32x32x16_bf16 v[64:79], v[154:157], v[112:115], 0
	v_exp_f32_e32 v147, v185
	v_exp_f32_e32 v148, v186
	v_exp_f32_e32 v149, v187
	v_mfma_f32_32x32x16_bf16 v[80:95], v[150:153], v[120:123], v[80:95]
	v_exp_f32_e32 v150, v180
	v_exp_f32_e32 v151, v181
	v_exp_f32_e32 v152, v182
	v_mfma_f32_32x32x16_bf16 v[64:79], v[158:161], v[120:123], v[64:79]
	v_exp_f32_e32 v153, v183
	v_exp_f32_e32 v154, v188
	v_exp_f32_e32 v155, v189
	v_mfma_f32_32x32x16_bf16 v[80:95], v[162:165], v[136:139], v[80:95]
	v_exp_f32_e32 v156, v190
	v_exp_f32_e32 v157, v191
	v_exp_f32_e32 v158, v192
	v_mfma_f32_32x32x16_bf16 v[64:79], v[170:173], v[136:139], v[64:79]
	v_exp_f32_e32 v159, v193
	v_mfma_f32_32x32x16_bf16 v[80:95], v[166:169], v[128:131], v[80:95]
	v_add_f32_e64 v160, v100, v152
	v_add_f32_e64 v161, v101, v153
	v_add_f32_e64 v162, v102, v154
	v_add_f32_e64 v163, v103, v155
	v_add_f32_e64 v164, v98, v146
	v_add_f32_e64 v165, v99, v147
	v_pk_add_f32 v[166:167], v[108:109], v[158:159]
	v_pk_add_f32 v[168:169], v[106:107], v[150:151]
	v_mfma_f32_32x32x16_bf16 v[64:79], v[174:177], v[128:131], v[64:79]
	v_add_f32_e64 v170, v144, v156
	v_add_f32_e64 v171, v145, v157
	v_add_f32_e64 v172, v104, v148
	v_add_f32_e64 v173, v105, v149
	v_add_f32_e64 v174, v96, v110
	v_add_f32_e64 v175, v97, v111
	v_pk_add_f32 v[170:171], v[172:173], v[170:171]
	v_pk_add_f32 v[166:167], v[168:169], v[166:167]
	v_mfma_f32_32x32x16_bf16 v[80:95], v[194:197], v[124:127], v[80:95]
	v_add_f32_e64 v162, v164, v162
	v_add_f32_e64 v163, v165, v163
	v_add_f32_e64 v160, v174, v160
	v_add_f32_e64 v161, v175, v161
	v_add_f32_e64 v162, v162, v166
	v_add_f32_e64 v163, v163, v167
	v_pk_add_f32 v[160:161], v[160:161], v[170:171]
	s_nop 0
	v_pk_add_f32 v[160:161], v[160:161], v[162:163]
	v_mfma_f32_32x32x16_bf16 v[64:79], v[202:205], v[124:127], v[64:79]
	v_add_f32_e32 v223, v160, v161
	v_mov_b32_e32 v224, v223
	s_nop 1
	v_permlane32_swap_b32_e64 v224, v223 bound_ctrl:1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v96, v96, v97
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v97, v98, v99
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v98, v104, v105
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[80:95], v[198:201], v[132:135], v[80:95]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v99, v106, v107
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v104, v110, v111
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v105, v146, v147
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v106, v148, v149
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v107, v150, v151
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[64:79], v[226:229], v[132:135], v[64:79]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v100, v100, v101
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v101, v102, v103
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v102, v144, v145
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v103, v108, v109
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v108, v152, v153
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[80:95], v[230:233], v[140:143], v[80:95]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v109, v154, v155
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v110, v156, v157
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v111, v158, v159
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[64:79], v[238:241], v[140:143], v[64:79]
	v_mfma_f32_32x32x16_bf16 v[80:95], v[234:237], v[116:119], v[80:95]
	;;#ASMSTART
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[64:79], v[242:245], v[116:119], v[64:79]
	s_barrier
	v_add_u32_e32 v218, 0xc600, v218
	;;#ASMSTART
	ds_read_b64_tr_b16 v[192:193], v218 offset:0

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[194:195], v218 offset:128

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[188:189], v218 offset:256

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[190:191], v218 offset:384

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[152:153], v218 offset:512

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[154:155], v218 offset:640

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[144:145], v218 offset:768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[146:147], v218 offset:896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[196:197], v218 offset:64

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[198:199], v218 offset:192

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[184:185], v218 offset:320

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[186:187], v218 offset:448

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[164:165], v218 offset:576

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[166:167], v218 offset:704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[148:149], v218 offset:832

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[150:151], v218 offset:960

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[200:201], v218 offset:8704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[202:203], v218 offset:8832

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[180:181], v218 offset:8960

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[182:183], v218 offset:9088

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[168:169], v218 offset:9216

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[170:171], v218 offset:9344

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[156:157], v218 offset:9472

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[158:159], v218 offset:9600

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[204:205], v218 offset:8768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[206:207], v218 offset:8896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[176:177], v218 offset:9024

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[178:179], v218 offset:9152

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[172:173], v218 offset:9280

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[174:175], v218 offset:9408

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[160:161], v218 offset:9536

	;;#ASMEND
	s_cmp_ge_i32 s10, s0
	;;#ASMSTART
	ds_read_b64_tr_b16 v[162:163], v218 offset:9664

	;;#ASMEND
	s_cbranch_scc1 .LBB0_21
	v_sub_u32_e32 v225, v222, v225
	v_add_u32_e32 v226, 0x80, v225
	v_add_u32_e32 v225, 0x60, v225
	v_mov_b32_e32 v227, 0xff800000
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v226, 0
	v_cmp_lt_i32_e64 s[24:25], v226, 1
	v_cndmask_b32_e64 v80, v80, v227, s[20:21]
	v_cndmask_b32_e64 v81, v81, v227, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v226, 2
	v_cmp_lt_i32_e64 s[24:25], v226, 3
	v_cndmask_b32_e64 v82, v82, v227, s[20:21]
	v_cndmask_b32_e64 v83, v83, v227, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v226, 8
	v_cmp_lt_i32_e64 s[24:25], v226, 9
	v_cndmask_b32_e64 v84, v84, v227, s[20:21]
	v_cndmask_b32_e64 v85, v85, v227, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v226, 10
	v_cmp_lt_i32_e64 s[24:25], v226, 11
	v_cndmask_b32_e64 v86, v86, v227, s[20:21]
	v_cndmask_b32_e64 v87, v87, v227, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v226, 16
	v_cmp_lt_i32_e64 s[24:25], v226, 17
	v_cndmask_b32_e64 v88, v88, v227, s[20:21]
	v_cndmask_b32_e64 v89, v89, v227, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v226, 18
	v_cmp_lt_i32_e64 s[24:25], v226, 19
	v_cndmask_b32_e64 v90, v90, v227, s[20:21]
	v_cndmask_b32_e64 v91, v91, v227, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v226, 24
	v_cmp_lt_i32_e64 s[24:25], v226, 25
	v_cndmask_b32_e64 v92, v92, v227, s[20:21]
	v_cndmask_b32_e64 v93, v93, v227, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v226, 26
	v_cmp_lt_i32_e64 s[24:25], v226, 27
	v_cndmask_b32_e64 v94, v94, v227, s[20:21]
	v_cndmask_b32_e64 v95, v95, v227, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v225, 0
	v_cmp_lt_i32_e64 s[24:25], v225, 1
	v_cndmask_b32_e64 v64, v64, v227, s[20:21]
	v_cndmask_b32_e64 v65, v65, v227, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v225, 2
	v_cmp_lt_i32_e64 s[24:25], v225, 3
	v_cndmask_b32_e64 v66, v66, v227, s[20:21]
	v_cndmask_b32_e64 v67, v67, v227, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v225, 8
	v_cmp_lt_i32_e64 s[24:25], v225, 9
	v_cndmask_b32_e64 v68, v68, v227, s[20:21]
	v_cndmask_b32_e64 v69, v69, v227, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v225, 10
	v_cmp_lt_i32_e64 s[24:25], v225, 11
	v_cndmask_b32_e64 v70, v70, v227, s[20:21]
	v_cndmask_b32_e64 v71, v71, v227, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v225, 16
	v_cmp_lt_i32_e64 s[24:25], v225, 17
	v_cndmask_b32_e64 v72, v72, v227, s[20:21]
	v_cndmask_b32_e64 v73, v73, v227, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v225, 18
	v_cmp_lt_i32_e64 s[24:25], v225, 19
	v_cndmask_b32_e64 v74, v74, v227, s[20:21]
	v_cndmask_b32_e64 v75, v75, v227, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v225, 24
	v_cmp_lt_i32_e64 s[24:25], v225, 25
	v_cndmask_b32_e64 v76, v76, v227, s[20:21]
	v_cndmask_b32_e64 v77, v77, v227, s[24:25]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[20:21], v225, 26
	v_cmp_lt_i32_e64 s[24:25], v225, 27
	v_cndmask_b32_e64 v78, v78, v227, s[20:21]
	v_cndmask_b32_e64 v79, v79, v227, s[24:25]
	;;#ASMEND
.LBB0_21:
	s_waitcnt vmcnt(2) lgkmcnt(0)
	s_barrier
	s_setprio 1
	v_mfma_f32_32x32x16_bf16 v[0:15], v[192:195], v[96:99], v[0:15]
	s_nop 2
	v_max_f32_e32 v192, v80, v81
	v_max3_f32 v192, v192, v82, v83
	v_max3_f32 v192, v192, v84, v85
	v_max3_f32 v192, v192, v86, v87
	v_max3_f32 v192, v192, v88, v89
	v_mfma_f32_32x32x16_bf16 v[16:31], v[196:199], v[96:99], v[16:31]
	v_max3_f32 v192, v192, v90, v91
	v_max3_f32 v192, v192, v92, v93
	v_max3_f32 v192, v192, v94, v95
	v_max3_f32 v192, v192, v64, v65
	v_max3_f32 v192, v192, v66, v67
	v_mfma_f32_32x32x16_bf16 v[32:47], v[200:203], v[96:99], v[32:47]
	v_max3_f32 v192, v192, v68, v69
	v_max3_f32 v192, v192, v70, v71
	v_max3_f32 v192, v192, v72, v73
	v_max3_f32 v192, v192, v74, v75
	v_max3_f32 v192, v192, v76, v77
	v_mfma_f32_32x32x16_bf16 v[48:63], v[204:207], v[96:99], v[48:63]
	v_max3_f32 v96, v192, v78, v79
	v_mov_b32_e32 v97, v96
	s_nop 1
	v_permlane32_swap_b32_e64 v96, v97 bound_ctrl:1
	v_max3_f32 v192, v216, v96, v97
	v_sub_f32_e32 v98, v216, v192
	v_pk_add_f32 v[96:97], v[80:81], v[192:193] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[188:191], v[100:103], v[0:15]
	v_add_f32_e64 v82, v82, -v192
	v_add_f32_e64 v83, v83, -v192
	v_add_f32_e64 v84, v84, -v192
	v_add_f32_e64 v85, v85, -v192
	v_add_f32_e64 v86, v86, -v192
	v_add_f32_e64 v87, v87, -v192
	v_pk_add_f32 v[88:89], v[88:89], v[192:193] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[90:91], v[90:91], v[192:193] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[184:187], v[100:103], v[16:31]
	v_add_f32_e64 v92, v92, -v192
	v_add_f32_e64 v93, v93, -v192
	v_add_f32_e64 v94, v94, -v192
	v_add_f32_e64 v95, v95, -v192
	v_add_f32_e64 v80, v64, -v192
	v_add_f32_e64 v81, v65, -v192
	v_pk_add_f32 v[184:185], v[66:67], v[192:193] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[186:187], v[68:69], v[192:193] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[180:183], v[100:103], v[32:47]
	v_add_f32_e64 v180, v70, -v192
	v_add_f32_e64 v181, v71, -v192
	v_add_f32_e64 v182, v72, -v192
	v_add_f32_e64 v183, v73, -v192
	v_add_f32_e64 v188, v74, -v192
	v_add_f32_e64 v189, v75, -v192
	v_pk_add_f32 v[190:191], v[76:77], v[192:193] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[194:195], v[78:79], v[192:193] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[176:179], v[100:103], v[48:63]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[152:155], v[104:107], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[164:167], v[104:107], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[168:171], v[104:107], v[32:47]
	v_exp_f32_e32 v176, v98
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v97, v97
	v_mfma_f32_32x32x16_bf16 v[48:63], v[172:175], v[104:107], v[48:63]
	v_exp_f32_e32 v98, v82
	v_exp_f32_e32 v99, v83
	v_exp_f32_e32 v104, v84
	v_mfma_f32_32x32x16_bf16 v[0:15], v[144:147], v[108:111], v[0:15]
	v_exp_f32_e32 v105, v85
	v_exp_f32_e32 v106, v86
	v_exp_f32_e32 v107, v87
	v_mfma_f32_32x32x16_bf16 v[16:31], v[148:151], v[108:111], v[16:31]
	v_exp_f32_e32 v100, v88
	v_exp_f32_e32 v101, v89
	v_exp_f32_e32 v102, v90
	v_mfma_f32_32x32x16_bf16 v[32:47], v[156:159], v[108:111], v[32:47]
	v_exp_f32_e32 v103, v91
	v_exp_f32_e32 v144, v92
	v_exp_f32_e32 v145, v93
	v_mfma_f32_32x32x16_bf16 v[48:63], v[160:163], v[108:111], v[48:63]
	v_exp_f32_e32 v108, v94
	v_exp_f32_e32 v109, v95
	v_pk_mul_f32 v[14:15], v[176:177], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[176:177], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[176:177], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[176:177], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[176:177], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[176:177], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[176:177], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[0:1], v[176:177], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[176:177], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[176:177], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[176:177], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[176:177], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[176:177], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[176:177], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[176:177], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[176:177], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[176:177], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[176:177], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[176:177], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[176:177], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[176:177], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[176:177], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[176:177], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[176:177], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[176:177], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[176:177], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[176:177], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[176:177], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[176:177], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[176:177], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[176:177], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[176:177], v[48:49] op_sel_hi:[0,1]
	;;#ASMSTART
	;;#ASMEND
	s_setprio 0
	s_barrier
	;;#ASMSTART
	s_nop 7
	;;#ASMEND
	s_mov_b32 m0, s16
	s_nop 0
	buffer_load_dwordx4 v211, s[4:7], s8 offen lds
	s_mov_b32 m0, s13
	s_nop 0
	buffer_load_dwordx4 v213, s[4:7], s8 offen lds
	ds_read_b128 v[82:85], v215 offset:34048
	ds_read_b128 v[148:151], v215 offset:34080
	ds_read_b128 v[152:155], v215 offset:34560
	ds_read_b128 v[156:159], v215 offset:34592
	ds_read_b128 v[160:163], v215 offset:34112
	ds_read_b128 v[164:167], v215 offset:34144
	ds_read_b128 v[168:171], v215 offset:34624
	ds_read_b128 v[172:175], v215 offset:34656
	ds_read_b128 v[196:199], v215 offset:42368
	ds_read_b128 v[200:203], v215 offset:42400
	ds_read_b128 v[204:207], v215 offset:42880
	ds_read_b128 v[226:229], v215 offset:42912
	ds_read_b128 v[230:233], v215 offset:42432
	ds_read_b128 v[234:237], v215 offset:42464
	ds_read_b128 v[238:241], v215 offset:42944
	ds_read_b128 v[242:245], v215 offset:42976
	s_waitcnt vmcnt(2) lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_bf16 v[64:79], v[82:85], v[112:115], 0
	v_exp_f32_e32 v110, v80
	v_exp_f32_e32 v111, v81
	v_exp_f32_e32 v146, v184
	v_mfma_f32_32x32x16_bf16 v[80:95], v[152:155], v[112:115], 0
	v_exp_f32_e32 v147, v185
	v_exp_f32_e32 v112, v186
	v_exp_f32_e32 v113, v187
	v_mfma_f32_32x32x16_bf16 v[64:79], v[148:151], v[120:123], v[64:79]
	v_exp_f32_e32 v114, v180
	v_exp_f32_e32 v115, v181
	v_exp_f32_e32 v148, v182
	v_mfma_f32_32x32x16_bf16 v[80:95], v[156:159], v[120:123], v[80:95]
	v_exp_f32_e32 v149, v183
	v_exp_f32_e32 v120, v188
	v_exp_f32_e32 v121, v189
	v_mfma_f32_32x32x16_bf16 v[64:79], v[160:163], v[136:139], v[64:79]
	v_exp_f32_e32 v122, v190
	v_exp_f32_e32 v123, v191
	v_exp_f32_e32 v150, v194
	v_mfma_f32_32x32x16_bf16 v[80:95], v[168:171], v[136:139], v[80:95]
	v_exp_f32_e32 v151, v195
	v_mfma_f32_32x32x16_bf16 v[64:79], v[164:167], v[128:131], v[64:79]
	v_add_f32_e64 v136, v100, v148
	v_add_f32_e64 v137, v101, v149
	v_add_f32_e64 v138, v102, v120
	v_add_f32_e64 v139, v103, v121
	v_add_f32_e64 v152, v98, v146
	v_add_f32_e64 v153, v99, v147
	v_pk_add_f32 v[154:155], v[108:109], v[150:151]
	v_pk_add_f32 v[156:157], v[106:107], v[114:115]
	v_mfma_f32_32x32x16_bf16 v[80:95], v[172:175], v[128:131], v[80:95]
	v_add_f32_e64 v128, v144, v122
	v_add_f32_e64 v129, v145, v123
	v_add_f32_e64 v130, v104, v112
	v_add_f32_e64 v131, v105, v113
	v_add_f32_e64 v158, v96, v110
	v_add_f32_e64 v159, v97, v111
	v_pk_add_f32 v[128:129], v[130:131], v[128:129]
	v_pk_add_f32 v[130:131], v[156:157], v[154:155]
	v_mfma_f32_32x32x16_bf16 v[64:79], v[196:199], v[124:127], v[64:79]
	v_add_f32_e64 v138, v152, v138
	v_add_f32_e64 v139, v153, v139
	v_add_f32_e64 v136, v158, v136
	v_add_f32_e64 v137, v159, v137
	v_add_f32_e64 v130, v138, v130
	v_add_f32_e64 v131, v139, v131
	v_pk_add_f32 v[128:129], v[136:137], v[128:129]
	s_nop 0
	v_pk_add_f32 v[128:129], v[128:129], v[130:131]
	v_mfma_f32_32x32x16_bf16 v[80:95], v[204:207], v[124:127], v[80:95]
	v_add_f32_e32 v177, v128, v129
	v_mov_b32_e32 v178, v177
	s_nop 1
	v_permlane32_swap_b32_e64 v178, v177 bound_ctrl:1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v96, v96, v97
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v97, v98, v99
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v98, v104, v105
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[64:79], v[200:203], v[132:135], v[64:79]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v99, v106, v107
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v104, v110, v111
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v105, v146, v147
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v106, v112, v113
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v107, v114, v115
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[80:95], v[226:229], v[132:135], v[80:95]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v100, v100, v101
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v101, v102, v103
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v102, v144, v145
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v103, v108, v109
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v108, v148, v149
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[64:79], v[230:233], v[140:143], v[64:79]
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v109, v120, v121
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v110, v122, v123
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v111, v150, v151
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[80:95], v[238:241], v[140:143], v[80:95]
	v_mfma_f32_32x32x16_bf16 v[64:79], v[234:237], v[116:119], v[64:79]
	;;#ASMSTART
	;;#ASMEND
	v_mfma_f32_32x32x16_bf16 v[80:95], v[242:245], v[116:119], v[80:95]
	s_barrier
	;;#ASMSTART
	ds_read_b64_tr_b16 v[172:173], v217 offset:0

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[174:175], v217 offset:128

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[156:157], v217 offset:256

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[158:159], v217 offset:384

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[128:129], v217 offset:512

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[130:131], v217 offset:640

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[116:117], v217 offset:768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[118:119], v217 offset:896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[168:169], v217 offset:64

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[170:171], v217 offset:192

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[152:153], v217 offset:320

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[154:155], v217 offset:448

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[132:133], v217 offset:576

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[134:135], v217 offset:704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[120:121], v217 offset:832

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[122:123], v217 offset:960

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[164:165], v217 offset:8704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[166:167], v217 offset:8832

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[144:145], v217 offset:8960

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[146:147], v217 offset:9088

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[136:137], v217 offset:9216

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[138:139], v217 offset:9344

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[124:125], v217 offset:9472

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[126:127], v217 offset:9600

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[160:161], v217 offset:8768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[162:163], v217 offset:8896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[148:149], v217 offset:9024

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[150:151], v217 offset:9152

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[140:141], v217 offset:9280

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[142:143], v217 offset:9408

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[112:113], v217 offset:9536

	;;#ASMEND
	s_cmp_ge_i32 s10, s1
	;;#ASMSTART
	ds_read_b64_tr_b16 v[114:115], v217 offset:9664

	;;#ASMEND
	s_cbranch_scc1 .LBB0_23
	v_lshl_or_b32 v179, v208, 2, s0
	v_sub_u32_e32 v179, v222, v179
	v_subrev_u32_e32 v180, 32, v179
	v_mov_b32_e32 v181, 0xff800000
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v179, 0
	v_cmp_lt_i32_e64 s[4:5], v179, 1
	v_cndmask_b32_e64 v64, v64, v181, s[0:1]
	v_cndmask_b32_e64 v65, v65, v181, s[4:5]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v179, 2
	v_cmp_lt_i32_e64 s[4:5], v179, 3
	v_cndmask_b32_e64 v66, v66, v181, s[0:1]
	v_cndmask_b32_e64 v67, v67, v181, s[4:5]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v179, 8
	v_cmp_lt_i32_e64 s[4:5], v179, 9
	v_cndmask_b32_e64 v68, v68, v181, s[0:1]
	v_cndmask_b32_e64 v69, v69, v181, s[4:5]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v179, 10
	v_cmp_lt_i32_e64 s[4:5], v179, 11
	v_cndmask_b32_e64 v70, v70, v181, s[0:1]
	v_cndmask_b32_e64 v71, v71, v181, s[4:5]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v179, 16
	v_cmp_lt_i32_e64 s[4:5], v179, 17
	v_cndmask_b32_e64 v72, v72, v181, s[0:1]
	v_cndmask_b32_e64 v73, v73, v181, s[4:5]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v179, 18
	v_cmp_lt_i32_e64 s[4:5], v179, 19
	v_cndmask_b32_e64 v74, v74, v181, s[0:1]
	v_cndmask_b32_e64 v75, v75, v181, s[4:5]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v179, 24
	v_cmp_lt_i32_e64 s[4:5], v179, 25
	v_cndmask_b32_e64 v76, v76, v181, s[0:1]
	v_cndmask_b32_e64 v77, v77, v181, s[4:5]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v179, 26
	v_cmp_lt_i32_e64 s[4:5], v179, 27
	v_cndmask_b32_e64 v78, v78, v181, s[0:1]
	v_cndmask_b32_e64 v79, v79, v181, s[4:5]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v180, 0
	v_cmp_lt_i32_e64 s[4:5], v180, 1
	v_cndmask_b32_e64 v80, v80, v181, s[0:1]
	v_cndmask_b32_e64 v81, v81, v181, s[4:5]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v180, 2
	v_cmp_lt_i32_e64 s[4:5], v180, 3
	v_cndmask_b32_e64 v82, v82, v181, s[0:1]
	v_cndmask_b32_e64 v83, v83, v181, s[4:5]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v180, 8
	v_cmp_lt_i32_e64 s[4:5], v180, 9
	v_cndmask_b32_e64 v84, v84, v181, s[0:1]
	v_cndmask_b32_e64 v85, v85, v181, s[4:5]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v180, 10
	v_cmp_lt_i32_e64 s[4:5], v180, 11
	v_cndmask_b32_e64 v86, v86, v181, s[0:1]
	v_cndmask_b32_e64 v87, v87, v181, s[4:5]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v180, 16
	v_cmp_lt_i32_e64 s[4:5], v180, 17
	v_cndmask_b32_e64 v88, v88, v181, s[0:1]
	v_cndmask_b32_e64 v89, v89, v181, s[4:5]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v180, 18
	v_cmp_lt_i32_e64 s[4:5], v180, 19
	v_cndmask_b32_e64 v90, v90, v181, s[0:1]
	v_cndmask_b32_e64 v91, v91, v181, s[4:5]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v180, 24
	v_cmp_lt_i32_e64 s[4:5], v180, 25
	v_cndmask_b32_e64 v92, v92, v181, s[0:1]
	v_cndmask_b32_e64 v93, v93, v181, s[4:5]
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	v_cmp_lt_i32_e64 s[0:1], v180, 26
	v_cmp_lt_i32_e64 s[4:5], v180, 27
	v_cndmask_b32_e64 v94, v94, v181, s[0:1]
	v_cndmask_b32_e64 v95, v95, v181, s[4:5]
	;;#ASMEND
.LBB0_23:
	v_add_f32_e32 v179, v219, v221
	v_add_f32_e32 v179, v179, v220
	v_fmac_f32_e32 v223, v214, v179
	v_add_f32_e32 v179, v223, v224
	v_fmac_f32_e32 v177, v176, v179
	v_add_f32_e32 v176, v177, v178
	s_add_u32 s16, s29, s14
	s_addc_u32 s0, s3, s15
	s_and_b32 s17, s0, 0xffff
	s_mov_b32 s19, 0x27000
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_bf16 v[0:15], v[172:175], v[96:99], v[0:15]
	v_max_f32_e32 v172, v64, v65
	v_max3_f32 v172, v172, v66, v67
	v_max3_f32 v172, v172, v68, v69
	v_max3_f32 v172, v172, v70, v71
	v_max3_f32 v172, v172, v72, v73
	v_max3_f32 v172, v172, v74, v75
	v_mfma_f32_32x32x16_bf16 v[16:31], v[168:171], v[96:99], v[16:31]
	v_max3_f32 v168, v172, v76, v77
	v_max3_f32 v168, v168, v78, v79
	v_max3_f32 v168, v168, v80, v81
	v_max3_f32 v168, v168, v82, v83
	v_max3_f32 v168, v168, v84, v85
	v_max3_f32 v168, v168, v86, v87
	v_mfma_f32_32x32x16_bf16 v[32:47], v[164:167], v[96:99], v[32:47]
	v_max3_f32 v164, v168, v88, v89
	v_max3_f32 v164, v164, v90, v91
	v_max3_f32 v164, v164, v92, v93
	v_max3_f32 v164, v164, v94, v95
	v_mov_b32_e32 v165, v164
	s_nop 1
	v_permlane32_swap_b32_e64 v164, v165 bound_ctrl:1
	v_max3_f32 v164, v192, v164, v165
	v_mfma_f32_32x32x16_bf16 v[48:63], v[160:163], v[96:99], v[48:63]
	v_sub_f32_e32 v96, v192, v164
	v_add_f32_e64 v64, v64, -v164
	v_add_f32_e64 v65, v65, -v164
	v_add_f32_e64 v66, v66, -v164
	v_add_f32_e64 v67, v67, -v164
	v_pk_add_f32 v[68:69], v[68:69], v[164:165] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[70:71], v[164:165] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[72:73], v[72:73], v[164:165] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[156:159], v[100:103], v[0:15]
	v_add_f32_e64 v74, v74, -v164
	v_add_f32_e64 v75, v75, -v164
	v_add_f32_e64 v76, v76, -v164
	v_add_f32_e64 v77, v77, -v164
	v_add_f32_e64 v78, v78, -v164
	v_add_f32_e64 v79, v79, -v164
	v_pk_add_f32 v[80:81], v[80:81], v[164:165] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[82:83], v[82:83], v[164:165] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[84:85], v[164:165] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[152:155], v[100:103], v[16:31]
	v_add_f32_e64 v86, v86, -v164
	v_add_f32_e64 v87, v87, -v164
	v_add_f32_e64 v88, v88, -v164
	v_add_f32_e64 v89, v89, -v164
	v_add_f32_e64 v90, v90, -v164
	v_add_f32_e64 v91, v91, -v164
	v_pk_add_f32 v[92:93], v[92:93], v[164:165] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[94:95], v[164:165] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[144:147], v[100:103], v[32:47]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[148:151], v[100:103], v[48:63]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[128:131], v[104:107], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[132:135], v[104:107], v[16:31]
	v_exp_f32_e32 v128, v96
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	v_mfma_f32_32x32x16_bf16 v[32:47], v[136:139], v[104:107], v[32:47]
	v_exp_f32_e32 v66, v66
	v_exp_f32_e32 v67, v67
	v_exp_f32_e32 v68, v68
	v_mfma_f32_32x32x16_bf16 v[48:63], v[140:143], v[104:107], v[48:63]
	v_exp_f32_e32 v69, v69
	v_exp_f32_e32 v70, v70
	v_exp_f32_e32 v71, v71
	v_mfma_f32_32x32x16_bf16 v[0:15], v[116:119], v[108:111], v[0:15]
	v_exp_f32_e32 v96, v72
	v_exp_f32_e32 v97, v73
	v_exp_f32_e32 v98, v74
	v_mfma_f32_32x32x16_bf16 v[16:31], v[120:123], v[108:111], v[16:31]
	v_exp_f32_e32 v99, v75
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	v_mfma_f32_32x32x16_bf16 v[32:47], v[124:127], v[108:111], v[32:47]
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	v_mfma_f32_32x32x16_bf16 v[48:63], v[112:115], v[108:111], v[48:63]
	v_exp_f32_e32 v72, v80
	v_exp_f32_e32 v73, v81
	v_exp_f32_e32 v74, v82
	v_exp_f32_e32 v75, v83
	v_exp_f32_e32 v80, v84
	v_exp_f32_e32 v81, v85
	v_exp_f32_e32 v82, v86
	v_exp_f32_e32 v83, v87
	v_exp_f32_e32 v84, v88
	v_exp_f32_e32 v85, v89
	v_exp_f32_e32 v86, v90
	v_exp_f32_e32 v87, v91
	v_exp_f32_e32 v88, v92
	v_exp_f32_e32 v89, v93
	v_exp_f32_e32 v90, v94
	v_exp_f32_e32 v91, v95
	v_pk_add_f32 v[92:93], v[96:97], v[84:85]
	v_pk_add_f32 v[94:95], v[98:99], v[86:87]
	v_pk_add_f32 v[100:101], v[66:67], v[74:75]
	v_pk_add_f32 v[102:103], v[78:79], v[90:91]
	v_pk_add_f32 v[104:105], v[70:71], v[82:83]
	v_pk_add_f32 v[106:107], v[76:77], v[88:89]
	v_pk_add_f32 v[108:109], v[68:69], v[80:81]
	v_pk_add_f32 v[110:111], v[64:65], v[72:73]
	v_pk_add_f32 v[106:107], v[108:109], v[106:107]
	v_pk_add_f32 v[102:103], v[104:105], v[102:103]
	v_pk_add_f32 v[94:95], v[100:101], v[94:95]
	v_pk_add_f32 v[92:93], v[110:111], v[92:93]
	v_pk_add_f32 v[94:95], v[94:95], v[102:103]
	v_pk_add_f32 v[92:93], v[92:93], v[106:107]
	s_nop 0
	v_pk_add_f32 v[92:93], v[92:93], v[94:95]
	s_nop 0
	v_add_f32_e32 v92, v92, v93
	v_mov_b32_e32 v93, v92
	s_nop 1
	v_permlane32_swap_b32_e64 v93, v92 bound_ctrl:1
	v_fmac_f32_e32 v92, v128, v176
	v_add_f32_e32 v144, v92, v93
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v64, v64, v65
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v65, v66, v67
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v66, v68, v69
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v67, v70, v71
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v72, v72, v73
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v73, v74, v75
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v74, v80, v81
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v75, v82, v83
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v68, v96, v97
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v69, v98, v99
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v70, v76, v77
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v71, v78, v79
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v76, v84, v85
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v77, v86, v87
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v78, v88, v89
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v79, v90, v91
	;;#ASMEND
	s_nop 0
	;;#ASMSTART
	;;#ASMEND
	v_pk_mul_f32 v[110:111], v[128:129], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[128:129], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[106:107], v[128:129], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[128:129], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[128:129], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[100:101], v[128:129], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[128:129], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[96:97], v[128:129], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[94:95], v[128:129], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[92:93], v[128:129], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[90:91], v[128:129], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[88:89], v[128:129], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[86:87], v[128:129], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[84:85], v[128:129], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[82:83], v[128:129], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[80:81], v[128:129], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[128:129], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[128:129], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[128:129], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[128:129], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[128:129], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[128:129], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[128:129], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[128:129], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[128:129], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[128:129], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[128:129], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[128:129], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[128:129], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[128:129], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[128:129], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[0:1], v[128:129], v[48:49] op_sel_hi:[0,1]
	;;#ASMSTART
	;;#ASMEND
	s_barrier
	;;#ASMSTART
	ds_read_b64_tr_b16 v[32:33], v218 offset:0

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[34:35], v218 offset:128

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[36:37], v218 offset:256

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[38:39], v218 offset:384

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[40:41], v218 offset:512

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[42:43], v218 offset:640

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[44:45], v218 offset:768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[46:47], v218 offset:896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[48:49], v218 offset:64

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[50:51], v218 offset:192

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[52:53], v218 offset:320

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[54:55], v218 offset:448

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[56:57], v218 offset:576

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[58:59], v218 offset:704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[60:61], v218 offset:832

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[62:63], v218 offset:960

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[112:113], v218 offset:8704

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[114:115], v218 offset:8832

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[116:117], v218 offset:8960

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[118:119], v218 offset:9088

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[120:121], v218 offset:9216

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[122:123], v218 offset:9344

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[124:125], v218 offset:9472

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[126:127], v218 offset:9600

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[128:129], v218 offset:8768

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[130:131], v218 offset:8896

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[132:133], v218 offset:9024

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[134:135], v218 offset:9152

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[136:137], v218 offset:9280

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[138:139], v218 offset:9408

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[140:141], v218 offset:9536

	;;#ASMEND
	;;#ASMSTART
	ds_read_b64_tr_b16 v[142:143], v218 offset:9664

	;;#ASMEND
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_bf16 v[96:111], v[32:35], v[64:67], v[96:111]
	v_rcp_f32_e32 v32, v144
	v_cmp_lt_f32_e32 vcc, 0, v144
	s_nop 1
	v_cndmask_b32_e32 v32, 0, v32, vcc
	v_mfma_f32_32x32x16_bf16 v[80:95], v[48:51], v[64:67], v[80:95]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[112:115], v[64:67], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[128:131], v[64:67], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[96:111], v[36:39], v[68:71], v[96:111]
	v_mfma_f32_32x32x16_bf16 v[80:95], v[52:55], v[68:71], v[80:95]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[116:119], v[68:71], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[132:135], v[68:71], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[96:111], v[40:43], v[72:75], v[96:111]
	v_mfma_f32_32x32x16_bf16 v[80:95], v[56:59], v[72:75], v[80:95]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[120:123], v[72:75], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[136:139], v[72:75], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[96:111], v[44:47], v[76:79], v[96:111]
	s_nop 11
	v_pk_mul_f32 v[34:35], v[110:111], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[108:109], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[106:107], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[104:105], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[102:103], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[100:101], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[98:99], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[96:97], v[32:33] op_sel_hi:[1,0]
	v_mfma_f32_32x32x16_bf16 v[80:95], v[60:63], v[76:79], v[80:95]
	s_nop 11
	v_pk_mul_f32 v[50:51], v[94:95], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[92:93], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[90:91], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[88:89], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[86:87], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[84:85], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[82:83], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[64:65], v[80:81], v[32:33] op_sel_hi:[1,0]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[124:127], v[76:79], v[16:31]
	s_nop 11
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[32:33] op_sel_hi:[1,0]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[140:143], v[76:79], v[0:15]
	s_nop 11
	v_pk_mul_f32 v[14:15], v[14:15], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[66:67], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[0:1], v[32:33] op_sel_hi:[1,0]
	;;#ASMSTART
	s_cmp_eq_u32 s30, 0
	s_cbranch_scc0 1f
	s_barrier
	1:
	;;#ASMEND
	v_mul_lo_u32 v68, v212, s22
	v_or_b32_e32 v69, s2, v210
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v0, v48, v49
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v46, v47
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v2, v44, v45
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v3, v42, v43
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v42, v43
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v44, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v42, v44
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v45, v2
	s_nop 1
	v_permlane32_swap_b32_e32 v42, v45
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v3
	s_nop 1
	v_permlane32_swap_b32_e32 v45, v46
	v_cmp_eq_u64_e32 vcc, 0, v[208:209]
	s_nop 1
	v_cndmask_b32_e32 v0, v42, v0, vcc
	v_cndmask_b32_e32 v1, v45, v1, vcc
	v_cndmask_b32_e32 v2, v2, v43, vcc
	v_cndmask_b32_e32 v3, v3, v44, vcc
	v_add_lshl_u32 v42, v69, v68, 1
	buffer_store_dwordx4 v[0:3], v42, s[16:19], 0 offen
	s_nop 1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v0, v40, v41
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v38, v39
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v2, v36, v37
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v3, v34, v35
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v34, v0
	v_mov_b32_e32 v35, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v34, v35
	v_mov_b32_e32 v34, v1
	v_mov_b32_e32 v36, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v34, v36
	v_mov_b32_e32 v34, v2
	v_mov_b32_e32 v37, v2
	s_nop 1
	v_permlane32_swap_b32_e32 v34, v37
	v_mov_b32_e32 v37, v3
	v_mov_b32_e32 v38, v3
	s_nop 1
	v_permlane32_swap_b32_e32 v37, v38
	v_cndmask_b32_e32 v0, v34, v0, vcc
	v_cndmask_b32_e32 v1, v37, v1, vcc
	v_cndmask_b32_e32 v2, v2, v35, vcc
	v_cndmask_b32_e32 v3, v3, v36, vcc
	buffer_store_dwordx4 v[0:3], v42, s[16:19], 0 offen offset:32
	s_nop 1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v0, v64, v65
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v62, v63
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v2, v60, v61
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v3, v58, v59
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v34, v0
	v_mov_b32_e32 v35, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v34, v35
	v_mov_b32_e32 v34, v1
	v_mov_b32_e32 v36, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v34, v36
	v_mov_b32_e32 v34, v2
	v_mov_b32_e32 v37, v2
	s_nop 1
	v_permlane32_swap_b32_e32 v34, v37
	v_mov_b32_e32 v37, v3
	v_mov_b32_e32 v38, v3
	s_nop 1
	v_permlane32_swap_b32_e32 v37, v38
	v_cndmask_b32_e32 v0, v34, v0, vcc
	v_cndmask_b32_e32 v1, v37, v1, vcc
	v_cndmask_b32_e32 v2, v2, v35, vcc
	v_cndmask_b32_e32 v3, v3, v36, vcc
	buffer_store_dwordx4 v[0:3], v42, s[16:19], 0 offen offset:64
	s_nop 1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v0, v56, v57
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v54, v55
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v2, v52, v53
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v3, v50, v51
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v34, v0
	v_mov_b32_e32 v35, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v34, v35
	v_mov_b32_e32 v34, v1
	v_mov_b32_e32 v36, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v34, v36
	v_mov_b32_e32 v34, v2
	v_mov_b32_e32 v37, v2
	s_nop 1
	v_permlane32_swap_b32_e32 v34, v37
	v_mov_b32_e32 v37, v3
	v_mov_b32_e32 v38, v3
	s_nop 1
	v_permlane32_swap_b32_e32 v37, v38
	v_cndmask_b32_e32 v0, v34, v0, vcc
	v_cndmask_b32_e32 v1, v37, v1, vcc
	v_cndmask_b32_e32 v2, v2, v35, vcc
	v_cndmask_b32_e32 v3, v3, v36, vcc
	buffer_store_dwordx4 v[0:3], v42, s[16:19], 0 offen offset:96
	s_nop 1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v0, v16, v17
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v18, v19
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v2, v20, v21
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v3, v22, v23
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v16, v0
	v_mov_b32_e32 v17, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v16, v17
	v_mov_b32_e32 v16, v1
	v_mov_b32_e32 v18, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v16, v18
	v_mov_b32_e32 v16, v2
	v_mov_b32_e32 v19, v2
	s_nop 1
	v_permlane32_swap_b32_e32 v16, v19
	v_mov_b32_e32 v19, v3
	v_mov_b32_e32 v20, v3
	s_nop 1
	v_permlane32_swap_b32_e32 v19, v20
	v_cndmask_b32_e32 v0, v16, v0, vcc
	v_cndmask_b32_e32 v1, v19, v1, vcc
	v_cndmask_b32_e32 v2, v2, v17, vcc
	v_cndmask_b32_e32 v3, v3, v18, vcc
	buffer_store_dwordx4 v[0:3], v42, s[16:19], 0 offen offset:128
	s_nop 1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v0, v24, v25
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v26, v27
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v2, v28, v29
	;;#ASMEND
	s_nop 0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v16, v0
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v17, v30, v31
	;;#ASMEND
	s_nop 1
	v_permlane32_swap_b32_e32 v3, v16
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v18, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v3, v18
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v19, v2
	s_nop 1
	v_permlane32_swap_b32_e32 v3, v19
	v_mov_b32_e32 v19, v17
	v_mov_b32_e32 v20, v17
	s_nop 1
	v_permlane32_swap_b32_e32 v19, v20
	v_cndmask_b32_e32 v0, v3, v0, vcc
	v_cndmask_b32_e32 v1, v19, v1, vcc
	v_cndmask_b32_e32 v2, v2, v16, vcc
	v_cndmask_b32_e32 v3, v17, v18, vcc
	buffer_store_dwordx4 v[0:3], v42, s[16:19], 0 offen offset:160
	s_nop 1
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v0, v32, v33
	;;#ASMEND
	;;#ASMSTART
	v_cvt_pk_bf16_f32 v1, v66, v67
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
	buffer_store_dwordx4 v[0:3], v42, s[16:19], 0 offen offset:192
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
	buffer_store_dwordx4 v[0:3], v42, s[16:19], 0 offen offset:224
	s_endpgm
.Lfunc_end0:
	.size	flash_attn_dualwave_swp_gfx950_kernel_0, .Lfunc_end0-flash_attn_dualwave_swp_gfx950_kernel_0
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel flash_attn_dualwave_swp_gfx950_kernel_0
		.amdhsa_group_segment_fixed_size 68096
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
		.amdhsa_next_free_vgpr 246
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 248
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

	.set .Lflash_attn_dualwave_swp_gfx950_kernel_0.num_vgpr, 246
	.set .Lflash_attn_dualwave_swp_gfx950_kernel_0.num_agpr, 0
	.set .Lflash_attn_dualwave_swp_gfx950_kernel_0.numbered_sgpr, 46
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
    .group_segment_fixed_size: 68096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 128
    .max_flat_workgroup_size: 512
    .name:           flash_attn_dualwave_swp_gfx950_kernel_0
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 512
      - 1
      - 1
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         flash_attn_dualwave_swp_gfx950_kernel_0.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     246
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
