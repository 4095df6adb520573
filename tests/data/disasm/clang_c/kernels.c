// Plain C compiled for gfx950 by the ziglang wheel's clang 22 (see ../README.md): a disassembler corpus of LLVM code
// generation beyond flygen's and Triton's kernels (f64, integer division, atomics, scratch spills, DPP, swizzle).
__attribute__((address_space(3))) float t[1024] __attribute__((loader_uninitialized));
typedef unsigned int u32; typedef unsigned long long u64;
__attribute__((amdgpu_kernel)) void kmath(float *x, double *d, int *ip, u64 *up, int n) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 256;
  if (i >= n) return;
  float v = x[i];
  v = __builtin_sqrtf(v) + __builtin_expf(v) / (v + 3.0f);
  v = __builtin_fmaf(v, 0.15915494f, -v) * __builtin_copysignf(1.0f, v);
  x[i] = __builtin_floorf(v) + __builtin_truncf(v*7.0f) + __builtin_fabsf(v);
  double e = d[i];
  d[i] = e / (e + 1.0) + __builtin_sqrt(e) * 1.5;
  int a = ip[i];
  ip[i] = a / 7 + a % 13 + (a >> 3) * (a << 2) + __builtin_popcount(a) + __builtin_clz(a | 1);
  up[i] = up[i] / 1000003ull + (up[i] << 7) + (u64)__builtin_ctzll(up[i] | 1);
  __atomic_fetch_add(&ip[0], 1, __ATOMIC_RELAXED);
  __atomic_fetch_max(&ip[1], a, __ATOMIC_SEQ_CST);
  float old = __atomic_fetch_add(&x[0], v, __ATOMIC_RELAXED);
  x[1] = old;
}
__attribute__((amdgpu_kernel)) void kscratch(float *x, int n, int k) {
  float buf[64];
  for (int j = 0; j < 64; ++j) buf[j] = x[j * n] * j;
  float s = 0; for (int j = 0; j < n; ++j) s += buf[(j * k) & 63];
  x[__builtin_amdgcn_workitem_id_x()] = s;
}
__attribute__((amdgpu_kernel)) void klds(float *x) {

  int l = __builtin_amdgcn_workitem_id_x();
  t[l] = x[l];
  __builtin_amdgcn_s_barrier();
  x[l] = t[(l * 33) & 1023] + t[l ^ 1];
  x[l+1024] = __builtin_amdgcn_ds_swizzle(l, 0x401f) + __builtin_amdgcn_mov_dpp(l, 0x111, 0xf, 0xf, 1) + __builtin_amdgcn_readfirstlane(l) + __builtin_amdgcn_ds_bpermute(l*4, l);
}
