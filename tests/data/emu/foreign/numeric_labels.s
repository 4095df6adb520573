// Hand-written in the style of FlyDSL's inline asm: GNU numeric local labels (`1:` defined twice, `3:` once per
// .rept copy; `Nb`/`Nf` bind to the previous/next definition) and `.rept` blocks. out[i] = f(x[i]) with
//   y = n * x (a loop of n adds; n == 0 skips it), y += 2 if n is odd (.rept 2 of a skipped +1),
//   y += 3 (.rept 3 of +1), y < 0 -> y * -2.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	numeric_labels
	.p2align	8
	.type	numeric_labels,@function
numeric_labels:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s8, s[0:1], 0x10
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[4:5]
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	s_cmp_eq_u32 s8, 0
	s_cbranch_scc1 2f
	s_mov_b32 s9, s8
1:	v_add_f32_e32 v3, v3, v2
	s_sub_u32 s9, s9, 1
	s_cmp_lg_u32 s9, 0
	s_cbranch_scc1 1b
2:	s_bitcmp1_b32 s8, 0
	.rept 2
	s_cbranch_scc0 3f
	v_add_f32_e32 v3, 1.0, v3
3:
	.endr
	.rept 3
	v_add_f32_e32 v3, 1.0, v3
	.endr
	v_cmp_gt_f32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz 1f
	v_mul_f32_e32 v3, -2.0, v3
1:	s_or_b64 exec, exec, s[10:11]
	global_store_dword v1, v3, s[6:7]
	s_endpgm
.Lfunc_end0:
	.size	numeric_labels, .Lfunc_end0-numeric_labels

	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel numeric_labels
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_kernarg_size 20
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 4
	.end_amdhsa_kernel
	.text

	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - {.address_space: global, .name: x, .offset: 0, .size: 8, .value_kind: global_buffer}
      - {.address_space: global, .name: out, .offset: 8, .size: 8, .value_kind: global_buffer}
      - {.name: n, .offset: 16, .size: 4, .value_kind: by_value}
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 64
    .name:           numeric_labels
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .symbol:         numeric_labels.kd
    .vgpr_count:     4
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
