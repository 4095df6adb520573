// Hand-written in the style of aiter's shipped gfx950 .co kernels: 256 arch + 256 acc VGPRs (512 unified,
// accum_offset 256), no `.size` for the kernel symbol, no `.agpr_count` in the metadata.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	big_regs
	.p2align	8
	.type	big_regs,@function
big_regs:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	v_mov_b32_e32 v255, 1.0
	v_accvgpr_write_b32 a255, v255
	v_accvgpr_read_b32 v1, a255
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[2:3]
	s_endpgm

	.rodata
	.p2align	6
	.amdhsa_kernel big_regs
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 512
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 256
		.amdhsa_kernarg_size 8
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - {.address_space: global, .name: out, .offset: 0, .size: 8, .value_kind: global_buffer}
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 256
    .name:           big_regs
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .symbol:         big_regs.kd
    .vgpr_count:     512
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
