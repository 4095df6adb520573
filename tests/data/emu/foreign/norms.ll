; One wave per row of 128 f32 (2 per lane), wave sums by DPP row ops + readlane:
;   rmsnorm:   y = x * rsqrt(mean(x^2) + eps) * g      (rsqrt as 1.0 / llvm.sqrt: IEEE sqrt + IEEE fdiv)
;   layernorm: y = (x - mean) * afn-rsqrt(var + eps) * g + b   (afn: v_rsq_f32)
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare float @llvm.sqrt.f32(float)


; full wave sum: row_shr 1,2,4,8 (prefix sum inside rows), row_bcast 15 / 31, lane 63 holds the total
define internal float @wsum(float %v) alwaysinline {
  %vi = bitcast float %v to i32
  %a1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %vi, i32 273, i32 15, i32 15, i1 false)
  %b1 = bitcast i32 %a1 to float
  %s1 = fadd float %v, %b1
  %s1i = bitcast float %s1 to i32
  %a2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s1i, i32 274, i32 15, i32 15, i1 false)
  %b2 = bitcast i32 %a2 to float
  %s2 = fadd float %s1, %b2
  %s2i = bitcast float %s2 to i32
  %a3 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s2i, i32 276, i32 15, i32 15, i1 false)
  %b3 = bitcast i32 %a3 to float
  %s3 = fadd float %s2, %b3
  %s3i = bitcast float %s3 to i32
  %a4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s3i, i32 280, i32 15, i32 15, i1 false)
  %b4 = bitcast i32 %a4 to float
  %s4 = fadd float %s3, %b4
  %s4i = bitcast float %s4 to i32
  %a5 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s4i, i32 322, i32 10, i32 15, i1 false)
  %b5 = bitcast i32 %a5 to float
  %s5 = fadd float %s4, %b5
  %s5i = bitcast float %s5 to i32
  %a6 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s5i, i32 323, i32 12, i32 15, i1 false)
  %b6 = bitcast i32 %a6 to float
  %s6 = fadd float %s5, %b6
  %s6i = bitcast float %s6 to i32
  %ri = call i32 @llvm.amdgcn.readlane.i32(i32 %s6i, i32 63)
  %r = bitcast i32 %ri to float
  ret float %r
}

define amdgpu_kernel void @rmsnorm(ptr addrspace(1) %x, ptr addrspace(1) %g, ptr addrspace(1) %y, float %eps) {
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %row = call i32 @llvm.amdgcn.workgroup.id.x()
  %rb = shl i32 %row, 7
  %i0 = add i32 %rb, %lane
  %i1 = add i32 %i0, 64
  %p0 = getelementptr float, ptr addrspace(1) %x, i32 %i0
  %p1 = getelementptr float, ptr addrspace(1) %x, i32 %i1
  %v0 = load float, ptr addrspace(1) %p0
  %v1 = load float, ptr addrspace(1) %p1
  %q0 = fmul float %v0, %v0
  %q1 = fmul float %v1, %v1
  %q = fadd float %q0, %q1
  %ss = call float @wsum(float %q)
  %ms = fmul float %ss, 0x3F80000000000000   ; / 128
  %me = fadd float %ms, %eps
  %sq = call float @llvm.sqrt.f32(float %me)
  %inv = fdiv float 1.0, %sq
  %l1 = add i32 %lane, 64
  %pg0 = getelementptr float, ptr addrspace(1) %g, i32 %lane
  %pg1 = getelementptr float, ptr addrspace(1) %g, i32 %l1
  %g0 = load float, ptr addrspace(1) %pg0
  %g1 = load float, ptr addrspace(1) %pg1
  %n0 = fmul float %v0, %inv
  %n1 = fmul float %v1, %inv
  %y0 = fmul float %n0, %g0
  %y1 = fmul float %n1, %g1
  %o0 = getelementptr float, ptr addrspace(1) %y, i32 %i0
  %o1 = getelementptr float, ptr addrspace(1) %y, i32 %i1
  store float %y0, ptr addrspace(1) %o0
  store float %y1, ptr addrspace(1) %o1
  ret void
}

define amdgpu_kernel void @layernorm(ptr addrspace(1) %x, ptr addrspace(1) %g, ptr addrspace(1) %b,
                                     ptr addrspace(1) %y, float %eps) {
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %row = call i32 @llvm.amdgcn.workgroup.id.x()
  %rb = shl i32 %row, 7
  %i0 = add i32 %rb, %lane
  %i1 = add i32 %i0, 64
  %p0 = getelementptr float, ptr addrspace(1) %x, i32 %i0
  %p1 = getelementptr float, ptr addrspace(1) %x, i32 %i1
  %v0 = load float, ptr addrspace(1) %p0
  %v1 = load float, ptr addrspace(1) %p1
  %s = fadd float %v0, %v1
  %tot = call float @wsum(float %s)
  %mean = fdiv float %tot, 128.0
  %d0 = fsub float %v0, %mean
  %d1 = fsub float %v1, %mean
  %q0 = fmul float %d0, %d0
  %q1 = fmul float %d1, %d1
  %q = fadd float %q0, %q1
  %vs = call float @wsum(float %q)
  %var = fdiv float %vs, 128.0
  %ve = fadd float %var, %eps
  %sq = call afn float @llvm.sqrt.f32(float %ve)
  %inv = fdiv afn float 1.0, %sq
  %l1 = add i32 %lane, 64
  %pg0 = getelementptr float, ptr addrspace(1) %g, i32 %lane
  %pg1 = getelementptr float, ptr addrspace(1) %g, i32 %l1
  %pb0 = getelementptr float, ptr addrspace(1) %b, i32 %lane
  %pb1 = getelementptr float, ptr addrspace(1) %b, i32 %l1
  %g0 = load float, ptr addrspace(1) %pg0
  %g1 = load float, ptr addrspace(1) %pg1
  %b0 = load float, ptr addrspace(1) %pb0
  %b1 = load float, ptr addrspace(1) %pb1
  %n0 = fmul float %d0, %inv
  %n1 = fmul float %d1, %inv
  %y0 = call float @llvm.fma.f32(float %n0, float %g0, float %b0)
  %y1 = call float @llvm.fma.f32(float %n1, float %g1, float %b1)
  %o0 = getelementptr float, ptr addrspace(1) %y, i32 %i0
  %o1 = getelementptr float, ptr addrspace(1) %y, i32 %i1
  store float %y0, ptr addrspace(1) %o0
  store float %y1, ptr addrspace(1) %o1
  ret void
}
declare float @llvm.fma.f32(float, float, float)
