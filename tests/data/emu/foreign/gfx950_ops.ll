; gfx950-specific VALU forms llc-22 selects from plain IR and gfx950 intrinsics (tests/test_emu_foreign_gfx950.py).
; Each kernel: one wave (64 lanes), lane t reads its inputs at [t] and writes its results at [t] (or [2t], [2t+1]).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare {i32, i32} @llvm.amdgcn.permlane32.swap(i32, i32, i1, i1)
declare {i32, i32} @llvm.amdgcn.permlane16.swap(i32, i32, i1, i1)
declare i32 @llvm.amdgcn.prng.b32(i32)
declare float @llvm.minimum.f32(float, float)
declare float @llvm.maximum.f32(float, float)
declare <2 x half> @llvm.minimum.v2f16(<2 x half>, <2 x half>)
declare <2 x half> @llvm.maximum.v2f16(<2 x half>, <2 x half>)
declare <2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>)
declare float @llvm.amdgcn.fdot2.f32.bf16(<2 x bfloat>, <2 x bfloat>, float, i1)
declare i32 @llvm.amdgcn.cvt.scalef32.pk.fp4.f32(i32, float, float, float, i32)
declare <2 x float> @llvm.amdgcn.cvt.scalef32.pk.f32.fp4(i32, float, i32)
declare <6 x i32> @llvm.amdgcn.cvt.scalef32.2xpk16.fp6.f32(<16 x float>, <16 x float>, float)
declare <6 x i32> @llvm.amdgcn.cvt.scalef32.2xpk16.bf6.f32(<16 x float>, <16 x float>, float)

; out[2t] / out[2t+1] = the two registers after permlane32.swap then permlane16.swap of (x, x + 1000)
define amdgpu_kernel void @swaps(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %x = load i32, ptr addrspace(1) %p
  %y = add i32 %x, 1000
  %r = call {i32, i32} @llvm.amdgcn.permlane32.swap(i32 %x, i32 %y, i1 false, i1 false)
  %a = extractvalue {i32, i32} %r, 0
  %b = extractvalue {i32, i32} %r, 1
  %r2 = call {i32, i32} @llvm.amdgcn.permlane16.swap(i32 %a, i32 %b, i1 false, i1 false)
  %c = extractvalue {i32, i32} %r2, 0
  %d = extractvalue {i32, i32} %r2, 1
  %t2 = shl i32 %t, 1
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %t2
  store i32 %c, ptr addrspace(1) %q0
  %t3 = or i32 %t2, 1
  %q1 = getelementptr i32, ptr addrspace(1) %out, i32 %t3
  store i32 %d, ptr addrspace(1) %q1
  ret void
}

; out[t] = prng applied 3 times
define amdgpu_kernel void @prng(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %x = load i32, ptr addrspace(1) %p
  %a = call i32 @llvm.amdgcn.prng.b32(i32 %x)
  %b = call i32 @llvm.amdgcn.prng.b32(i32 %a)
  %c = call i32 @llvm.amdgcn.prng.b32(i32 %b)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %c, ptr addrspace(1) %q
  ret void
}

; IEEE 754-2019 minimum / maximum (NaN-propagating, -0 < +0): out[2t] = min(a, b), out[2t+1] = max(a, min(b, c))
define amdgpu_kernel void @minmax(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %t
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %t
  %pc = getelementptr float, ptr addrspace(1) %c, i32 %t
  %x = load float, ptr addrspace(1) %pa
  %y = load float, ptr addrspace(1) %pb
  %z = load float, ptr addrspace(1) %pc
  %mn = call float @llvm.minimum.f32(float %x, float %y)
  %yz = call float @llvm.minimum.f32(float %y, float %z)
  %mx = call float @llvm.maximum.f32(float %x, float %yz)
  %t2 = shl i32 %t, 1
  %q0 = getelementptr float, ptr addrspace(1) %out, i32 %t2
  store float %mn, ptr addrspace(1) %q0
  %t3 = or i32 %t2, 1
  %q1 = getelementptr float, ptr addrspace(1) %out, i32 %t3
  store float %mx, ptr addrspace(1) %q1
  ret void
}

; packed half minimum / maximum: out[t] = maximum(minimum(a, b), c) per half
define amdgpu_kernel void @minmax_f16(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr <2 x half>, ptr addrspace(1) %a, i32 %t
  %pb = getelementptr <2 x half>, ptr addrspace(1) %b, i32 %t
  %pc = getelementptr <2 x half>, ptr addrspace(1) %c, i32 %t
  %x = load <2 x half>, ptr addrspace(1) %pa
  %y = load <2 x half>, ptr addrspace(1) %pb
  %z = load <2 x half>, ptr addrspace(1) %pc
  %mn = call <2 x half> @llvm.minimum.v2f16(<2 x half> %x, <2 x half> %y)
  %mx = call <2 x half> @llvm.maximum.v2f16(<2 x half> %mn, <2 x half> %z)
  %q = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %t
  store <2 x half> %mx, ptr addrspace(1) %q
  ret void
}

; packed f32: out[t] = fma(a * b + c, b, a) on <2 x float>
define amdgpu_kernel void @pk_f32(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr <2 x float>, ptr addrspace(1) %a, i32 %t
  %pb = getelementptr <2 x float>, ptr addrspace(1) %b, i32 %t
  %pc = getelementptr <2 x float>, ptr addrspace(1) %c, i32 %t
  %x = load <2 x float>, ptr addrspace(1) %pa
  %y = load <2 x float>, ptr addrspace(1) %pb
  %z = load <2 x float>, ptr addrspace(1) %pc
  %m = fmul <2 x float> %x, %y
  %s = fadd <2 x float> %m, %z
  %f = call <2 x float> @llvm.fma.v2f32(<2 x float> %s, <2 x float> %y, <2 x float> %x)
  %q = getelementptr <2 x float>, ptr addrspace(1) %out, i32 %t
  store <2 x float> %f, ptr addrspace(1) %q
  ret void
}

; f32 -> bf16 (round to nearest even), two per lane: out[t] = {bf16(a[2t]), bf16(a[2t+1])}
define amdgpu_kernel void @to_bf16(ptr addrspace(1) %a, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr <2 x float>, ptr addrspace(1) %a, i32 %t
  %x = load <2 x float>, ptr addrspace(1) %pa
  %h = fptrunc <2 x float> %x to <2 x bfloat>
  %q = getelementptr <2 x bfloat>, ptr addrspace(1) %out, i32 %t
  store <2 x bfloat> %h, ptr addrspace(1) %q
  ret void
}

; bf16 dot2 with f32 accumulate: out[t] = a[t].lo * b[t].lo + a[t].hi * b[t].hi + c[t]
define amdgpu_kernel void @dot2_bf16(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr <2 x bfloat>, ptr addrspace(1) %a, i32 %t
  %pb = getelementptr <2 x bfloat>, ptr addrspace(1) %b, i32 %t
  %pc = getelementptr float, ptr addrspace(1) %c, i32 %t
  %x = load <2 x bfloat>, ptr addrspace(1) %pa
  %y = load <2 x bfloat>, ptr addrspace(1) %pb
  %z = load float, ptr addrspace(1) %pc
  %d = call float @llvm.amdgcn.fdot2.f32.bf16(<2 x bfloat> %x, <2 x bfloat> %y, float %z, i1 false)
  %q = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %d, ptr addrspace(1) %q
  ret void
}

; MX fp4 (e2m1) with an f32 scale: byte k of out[t] = fp4 pair (x[4t+..]) / scale, k = 0..1 (dst_sel 0, 1);
; back[2t], back[2t+1] = the decode of byte 1 times the scale
define amdgpu_kernel void @fp4(ptr addrspace(1) %x, ptr addrspace(1) %sc, ptr addrspace(1) %out, ptr addrspace(1) %back) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %ps = getelementptr float, ptr addrspace(1) %sc, i32 %t
  %s = load float, ptr addrspace(1) %ps
  %t4 = shl i32 %t, 2
  %p0 = getelementptr float, ptr addrspace(1) %x, i32 %t4
  %v = load <4 x float>, ptr addrspace(1) %p0
  %v0 = extractelement <4 x float> %v, i32 0
  %v1 = extractelement <4 x float> %v, i32 1
  %v2 = extractelement <4 x float> %v, i32 2
  %v3 = extractelement <4 x float> %v, i32 3
  %w0 = call i32 @llvm.amdgcn.cvt.scalef32.pk.fp4.f32(i32 0, float %v0, float %v1, float %s, i32 0)
  %w1 = call i32 @llvm.amdgcn.cvt.scalef32.pk.fp4.f32(i32 %w0, float %v2, float %v3, float %s, i32 1)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %w1, ptr addrspace(1) %q
  %f = call <2 x float> @llvm.amdgcn.cvt.scalef32.pk.f32.fp4(i32 %w1, float %s, i32 1)
  %pb = getelementptr <2 x float>, ptr addrspace(1) %back, i32 %t
  store <2 x float> %f, ptr addrspace(1) %pb
  ret void
}

; out6[6t..6t+5] / outb[6t..6t+5] = 2xpk16 fp6 / bf6 of (lo = x[32t .. 32t+15], hi = x[32t+16 .. 32t+31]) / sc[t]
define amdgpu_kernel void @fp6(ptr addrspace(1) %x, ptr addrspace(1) %sc, ptr addrspace(1) %out6, ptr addrspace(1) %outb) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %ps = getelementptr float, ptr addrspace(1) %sc, i32 %t
  %s = load float, ptr addrspace(1) %ps
  %t2 = shl i32 %t, 1
  %plo = getelementptr <16 x float>, ptr addrspace(1) %x, i32 %t2
  %lo = load <16 x float>, ptr addrspace(1) %plo
  %t3 = or i32 %t2, 1
  %phi = getelementptr <16 x float>, ptr addrspace(1) %x, i32 %t3
  %hi = load <16 x float>, ptr addrspace(1) %phi
  %a = call <6 x i32> @llvm.amdgcn.cvt.scalef32.2xpk16.fp6.f32(<16 x float> %lo, <16 x float> %hi, float %s)
  %b = call <6 x i32> @llvm.amdgcn.cvt.scalef32.2xpk16.bf6.f32(<16 x float> %lo, <16 x float> %hi, float %s)
  %qa = getelementptr <6 x i32>, ptr addrspace(1) %out6, i32 %t
  store <6 x i32> %a, ptr addrspace(1) %qa, align 4
  %qb = getelementptr <6 x i32>, ptr addrspace(1) %outb, i32 %t
  store <6 x i32> %b, ptr addrspace(1) %qb, align 4
  ret void
}
