// Hand-written in the style of aiter's gfx950 GEMMs and FlyDSL's attention kernels (both validated on MI355X by
// their authors' CI): an SALU write of M0 directly before each `buffer_load_dword ... lds` (a different M0
// each time), a stride-4 V# read with offen only (raw buffer, num_records = 4 n: x[n:] reads 0), and a
// `v_cndmask_b32_e64` reading its mask one wait state after the v_cmp that wrote it.
//   out[t] = (t < lim ? x[t] : 0) + x[64 + t]        (x[i] read as 0 for i >= n)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	mask_m0
	.p2align	8
	.type	mask_m0,@function
mask_m0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10        // n, lim
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_u32_e32 v5, 0x100, v1
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s12, s4
	s_and_b32 s13, s5, 0xffff
	s_or_b32 s13, s13, 0x40000                 // stride 4, as aiter's V#s
	s_lshl_b32 s14, s8, 2
	s_mov_b32 s15, 0x20000
	s_mov_b32 m0, 0
	buffer_load_dword v1, s[12:15], 0 offen lds
	s_mov_b32 m0, 0x100
	buffer_load_dword v5, s[12:15], 0 offen lds
	s_waitcnt vmcnt(0)
	ds_read_b32 v2, v1
	ds_read_b32 v3, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[16:17], s9, v0
	s_nop 0
	v_cndmask_b32_e64 v4, 0, v2, s[16:17]
	v_add_f32_e32 v4, v4, v3
	global_store_dword v1, v4, s[6:7]
	s_endpgm
.Lfunc_end0:
	.size	mask_m0, .Lfunc_end0-mask_m0

	.rodata
	.p2align	6
	.amdhsa_kernel mask_m0
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 8
		.amdhsa_kernarg_size 24
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - {.address_space: global, .name: x, .offset: 0, .size: 8, .value_kind: global_buffer}
      - {.address_space: global, .name: out, .offset: 8, .size: 8, .value_kind: global_buffer}
      - {.name: n, .offset: 16, .size: 4, .value_kind: by_value}
      - {.name: lim, .offset: 20, .size: 4, .value_kind: by_value}
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 64
    .name:           mask_m0
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .symbol:         mask_m0.kd
    .vgpr_count:     6
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
