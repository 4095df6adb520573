// Hand-written split-K style counter protocol across workgroups with scalar memory ops (as aiter's split-K
// kernels use them): workgroup g stores its partial ws[g] = (g + 1) * x (scalar store, glc), decrements the
// counter with `s_atomic_dec ... glc` (returns the value before); the workgroup that saw 1 is the last: it sums
// ws[] (s_load glc) and stores total and flag = 1; every other workgroup spins on flag (s_load glc + s_sleep),
// then stores seen[g] = total it reads. Kernargs: ws, counter (holds the number of workgroups), total, flag,
// seen, x.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	scalar_counter
	.p2align	8
	.type	scalar_counter,@function
scalar_counter:
	s_load_dwordx8 s[4:11], s[0:1], 0x0        // ws, counter, total, flag
	s_load_dwordx2 s[12:13], s[0:1], 0x20      // seen
	s_load_dword s14, s[0:1], 0x28             // x
	s_waitcnt lgkmcnt(0)
	s_add_u32 s15, s2, 1
	s_mul_i32 s15, s15, s14                    // partial = (g + 1) * x
	s_lshl_b32 s16, s2, 2
	s_store_dword s15, s[4:5], s16 glc         // ws[g] = partial
	s_waitcnt lgkmcnt(0)
	s_dcache_wb
	s_mov_b32 s17, -1
	s_atomic_dec s17, s[6:7], 0x0 glc          // s17 = counter before; counter -= 1
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s17, 1
	s_cbranch_scc0 2f
	// last workgroup: total = sum of ws[0 .. n)
	s_load_dword s18, s[0:1], 0x30             // n (workgroups)
	s_mov_b32 s19, 0                           // sum
	s_mov_b32 s20, 0                           // byte offset
	s_waitcnt lgkmcnt(0)
1:	s_load_dword s21, s[4:5], s20 glc
	s_waitcnt lgkmcnt(0)
	s_add_u32 s19, s19, s21
	s_add_u32 s20, s20, 4
	s_sub_u32 s18, s18, 1
	s_cmp_lg_u32 s18, 0
	s_cbranch_scc1 1b
	s_store_dword s19, s[8:9], 0x0 glc
	s_waitcnt lgkmcnt(0)
	s_dcache_wb
	s_mov_b32 s22, 1
	s_store_dword s22, s[10:11], 0x0 glc       // flag = 1 after the total
	s_dcache_wb
	s_waitcnt lgkmcnt(0)
	s_endpgm
2:	s_load_dword s23, s[10:11], 0x0 glc        // spin on the flag the last workgroup stores
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s23, 0
	s_cbranch_scc0 1f
	s_sleep 1
	s_branch 2b
1:	s_load_dword s19, s[8:9], 0x0 glc
	s_waitcnt lgkmcnt(0)
	s_store_dword s19, s[12:13], s16 glc       // seen[g] = total
	s_dcache_wb
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	scalar_counter, .Lfunc_end0-scalar_counter

	.rodata
	.p2align	6
	.amdhsa_kernel scalar_counter
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 4
		.amdhsa_kernarg_size 52
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - {.address_space: global, .name: ws, .offset: 0, .size: 8, .value_kind: global_buffer}
      - {.address_space: global, .name: counter, .offset: 8, .size: 8, .value_kind: global_buffer}
      - {.address_space: global, .name: total, .offset: 16, .size: 8, .value_kind: global_buffer}
      - {.address_space: global, .name: flag, .offset: 24, .size: 8, .value_kind: global_buffer}
      - {.address_space: global, .name: seen, .offset: 32, .size: 8, .value_kind: global_buffer}
      - {.name: x, .offset: 40, .size: 4, .value_kind: by_value}
      - {.name: n, .offset: 48, .size: 4, .value_kind: by_value}
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .max_flat_workgroup_size: 64
    .name:           scalar_counter
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .symbol:         scalar_counter.kd
    .vgpr_count:     1
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
