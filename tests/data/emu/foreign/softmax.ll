; Row softmax, one wave (64 lanes) per row of 256 f32: y = exp(x - max) / sum(exp(x - max)).
; Cross-lane max/sum by ds_bpermute butterflies; exp = llvm.exp.f32 (v_exp_f32 with range reduction),
; division = IEEE fdiv (v_div_scale / v_div_fmas / v_div_fixup, denorm mode switched by s_denorm_mode).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.exp.f32(float)

define internal float @xmax(float %v, i32 %lane, i32 %m) alwaysinline {
  %o = xor i32 %lane, %m
  %a = shl i32 %o, 2
  %vi = bitcast float %v to i32
  %ri = call i32 @llvm.amdgcn.ds.bpermute(i32 %a, i32 %vi)
  %r = bitcast i32 %ri to float
  %m2 = call float @llvm.maxnum.f32(float %v, float %r)
  ret float %m2
}

define internal float @xsum(float %v, i32 %lane, i32 %m) alwaysinline {
  %o = xor i32 %lane, %m
  %a = shl i32 %o, 2
  %vi = bitcast float %v to i32
  %ri = call i32 @llvm.amdgcn.ds.bpermute(i32 %a, i32 %vi)
  %r = bitcast i32 %ri to float
  %s = fadd float %v, %r
  ret float %s
}

define amdgpu_kernel void @softmax(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %row = call i32 @llvm.amdgcn.workgroup.id.x()
  %rb = shl i32 %row, 8
  %i0 = add i32 %rb, %lane
  %i1 = add i32 %i0, 64
  %i2 = add i32 %i0, 128
  %i3 = add i32 %i0, 192
  %p0 = getelementptr float, ptr addrspace(1) %x, i32 %i0
  %p1 = getelementptr float, ptr addrspace(1) %x, i32 %i1
  %p2 = getelementptr float, ptr addrspace(1) %x, i32 %i2
  %p3 = getelementptr float, ptr addrspace(1) %x, i32 %i3
  %v0 = load float, ptr addrspace(1) %p0
  %v1 = load float, ptr addrspace(1) %p1
  %v2 = load float, ptr addrspace(1) %p2
  %v3 = load float, ptr addrspace(1) %p3
  %m01 = call float @llvm.maxnum.f32(float %v0, float %v1)
  %m23 = call float @llvm.maxnum.f32(float %v2, float %v3)
  %m = call float @llvm.maxnum.f32(float %m01, float %m23)
  %r1 = call float @xmax(float %m, i32 %lane, i32 1)
  %r2 = call float @xmax(float %r1, i32 %lane, i32 2)
  %r3 = call float @xmax(float %r2, i32 %lane, i32 4)
  %r4 = call float @xmax(float %r3, i32 %lane, i32 8)
  %r5 = call float @xmax(float %r4, i32 %lane, i32 16)
  %mx = call float @xmax(float %r5, i32 %lane, i32 32)
  %d0 = fsub float %v0, %mx
  %d1 = fsub float %v1, %mx
  %d2 = fsub float %v2, %mx
  %d3 = fsub float %v3, %mx
  %e0 = call float @llvm.exp.f32(float %d0)
  %e1 = call float @llvm.exp.f32(float %d1)
  %e2 = call float @llvm.exp.f32(float %d2)
  %e3 = call float @llvm.exp.f32(float %d3)
  %s01 = fadd float %e0, %e1
  %s23 = fadd float %e2, %e3
  %s = fadd float %s01, %s23
  %t1 = call float @xsum(float %s, i32 %lane, i32 1)
  %t2 = call float @xsum(float %t1, i32 %lane, i32 2)
  %t3 = call float @xsum(float %t2, i32 %lane, i32 4)
  %t4 = call float @xsum(float %t3, i32 %lane, i32 8)
  %t5 = call float @xsum(float %t4, i32 %lane, i32 16)
  %tot = call float @xsum(float %t5, i32 %lane, i32 32)
  %y0 = fdiv float %e0, %tot
  %y1 = fdiv float %e1, %tot
  %y2 = fdiv float %e2, %tot
  %y3 = fdiv float %e3, %tot
  %q0 = getelementptr float, ptr addrspace(1) %y, i32 %i0
  %q1 = getelementptr float, ptr addrspace(1) %y, i32 %i1
  %q2 = getelementptr float, ptr addrspace(1) %y, i32 %i2
  %q3 = getelementptr float, ptr addrspace(1) %y, i32 %i3
  store float %y0, ptr addrspace(1) %q0
  store float %y1, ptr addrspace(1) %q1
  store float %y2, ptr addrspace(1) %q2
  store float %y3, ptr addrspace(1) %q3
  ret void
}
