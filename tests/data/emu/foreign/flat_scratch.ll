; Generic (flat) pointers and a private array:
;   flat_copy: out[i] = in[i] * 2 + 1 through generic pointers (addrspacecast of the kernel's global args,
;              the way clang emits HIP code), so llc emits flat_load/flat_store.
;   private_lut: a 16-entry private (scratch) table filled per lane with k*k + i, read back at a
;              data-dependent index idx[i] & 15 (dynamic indexing forces scratch_store/scratch_load).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

declare float @llvm.fma.f32(float, float, float)

define amdgpu_kernel void @flat_copy(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %wb = shl i32 %wg, 6
  %i = add i32 %wb, %t
  %gin = addrspacecast ptr addrspace(1) %in to ptr
  %gout = addrspacecast ptr addrspace(1) %out to ptr
  %ps = getelementptr float, ptr %gin, i32 %i
  %v = load volatile float, ptr %ps
  %w = call float @llvm.fma.f32(float %v, float 2.0, float 1.0)
  %pd = getelementptr float, ptr %gout, i32 %i
  store volatile float %w, ptr %pd
  ret void
}

define amdgpu_kernel void @private_lut(ptr addrspace(1) %idx, ptr addrspace(1) %out) {
entry:
  %lut = alloca [16 x i32], align 4, addrspace(5)
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %wb = shl i32 %wg, 6
  %i = add i32 %wb, %t
  br label %fill
fill:
  %k = phi i32 [ 0, %entry ], [ %kn, %fill ]
  %kk = mul i32 %k, %k
  %val = add i32 %kk, %i
  %pk = getelementptr [16 x i32], ptr addrspace(5) %lut, i32 0, i32 %k
  store volatile i32 %val, ptr addrspace(5) %pk
  %kn = add i32 %k, 1
  %more = icmp ult i32 %kn, 16
  br i1 %more, label %fill, label %read
read:
  %pi = getelementptr i32, ptr addrspace(1) %idx, i32 %i
  %j = load i32, ptr addrspace(1) %pi
  %jm = and i32 %j, 15
  %pj = getelementptr [16 x i32], ptr addrspace(5) %lut, i32 0, i32 %jm
  %r = load volatile i32, ptr addrspace(5) %pj
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}
