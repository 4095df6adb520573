; Per work-item i: quantize x[4i..4i+3] to one dword of 4 fp8 (e4m3) and one of 4 bf8 (e5m2) with the
; scalef32 down-converts (scale = 2^(e-127) from the f32 scale operand's exponent), then decode them back
; with the scalef32 up-converts (both the single-byte and the packed forms).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.fp8.f32(<2 x i16>, float, float, float, i1 immarg)
declare <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.bf8.f32(<2 x i16>, float, float, float, i1 immarg)
declare float @llvm.amdgcn.cvt.scalef32.f32.fp8(i32, float, i32 immarg)
declare <2 x float> @llvm.amdgcn.cvt.scalef32.pk.f32.bf8(i32, float, i1 immarg)
declare i32 @llvm.amdgcn.cvt.pk.fp8.f32(float, float, i32, i1 immarg)
declare float @llvm.amdgcn.cvt.f32.fp8(i32, i32 immarg)

define amdgpu_kernel void @cvt_fp8(ptr addrspace(1) %x, float %qscale, float %dscale, ptr addrspace(1) %q8,
                                   ptr addrspace(1) %qb8, ptr addrspace(1) %dq8, ptr addrspace(1) %dqb8,
                                   ptr addrspace(1) %raw8, ptr addrspace(1) %rawdq) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %wb = shl i32 %wg, 6
  %i = add i32 %wb, %t
  %i4 = shl i32 %i, 2
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i4
  %v = load <4 x float>, ptr addrspace(1) %px, align 16
  %x0 = extractelement <4 x float> %v, i32 0
  %x1 = extractelement <4 x float> %v, i32 1
  %x2 = extractelement <4 x float> %v, i32 2
  %x3 = extractelement <4 x float> %v, i32 3
  %lo = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.fp8.f32(<2 x i16> zeroinitializer, float %x0, float %x1, float %qscale, i1 false)
  %fq = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.fp8.f32(<2 x i16> %lo, float %x2, float %x3, float %qscale, i1 true)
  %fqi = bitcast <2 x i16> %fq to i32
  %blo = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.bf8.f32(<2 x i16> zeroinitializer, float %x0, float %x1, float %qscale, i1 false)
  %bq = call <2 x i16> @llvm.amdgcn.cvt.scalef32.pk.bf8.f32(<2 x i16> %blo, float %x2, float %x3, float %qscale, i1 true)
  %bqi = bitcast <2 x i16> %bq to i32
  %pq = getelementptr i32, ptr addrspace(1) %q8, i32 %i
  store i32 %fqi, ptr addrspace(1) %pq
  %pqb = getelementptr i32, ptr addrspace(1) %qb8, i32 %i
  store i32 %bqi, ptr addrspace(1) %pqb
  %d0 = call float @llvm.amdgcn.cvt.scalef32.f32.fp8(i32 %fqi, float %dscale, i32 0)
  %d1 = call float @llvm.amdgcn.cvt.scalef32.f32.fp8(i32 %fqi, float %dscale, i32 1)
  %d2 = call float @llvm.amdgcn.cvt.scalef32.f32.fp8(i32 %fqi, float %dscale, i32 2)
  %d3 = call float @llvm.amdgcn.cvt.scalef32.f32.fp8(i32 %fqi, float %dscale, i32 3)
  %e01 = call <2 x float> @llvm.amdgcn.cvt.scalef32.pk.f32.bf8(i32 %bqi, float %dscale, i1 false)
  %e23 = call <2 x float> @llvm.amdgcn.cvt.scalef32.pk.f32.bf8(i32 %bqi, float %dscale, i1 true)
  %w0 = insertelement <4 x float> poison, float %d0, i32 0
  %w1 = insertelement <4 x float> %w0, float %d1, i32 1
  %w2 = insertelement <4 x float> %w1, float %d2, i32 2
  %w3 = insertelement <4 x float> %w2, float %d3, i32 3
  %pd = getelementptr float, ptr addrspace(1) %dq8, i32 %i4
  store <4 x float> %w3, ptr addrspace(1) %pd, align 16
  %e = shufflevector <2 x float> %e01, <2 x float> %e23, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %pe = getelementptr float, ptr addrspace(1) %dqb8, i32 %i4
  store <4 x float> %e, ptr addrspace(1) %pe, align 16
  ; unscaled (saturating is not requested: plain v_cvt_pk_fp8_f32) round trip of x0, x1
  %r = call i32 @llvm.amdgcn.cvt.pk.fp8.f32(float %x0, float %x1, i32 0, i1 false)
  %pr = getelementptr i32, ptr addrspace(1) %raw8, i32 %i
  store i32 %r, ptr addrspace(1) %pr
  %r0 = call float @llvm.amdgcn.cvt.f32.fp8(i32 %r, i32 0)
  %r1 = call float @llvm.amdgcn.cvt.f32.fp8(i32 %r, i32 1)
  %i2 = shl i32 %i, 1
  %prd = getelementptr float, ptr addrspace(1) %rawdq, i32 %i2
  store float %r0, ptr addrspace(1) %prd
  %prd1 = getelementptr float, ptr addrspace(1) %prd, i32 1
  store float %r1, ptr addrspace(1) %prd1
  ret void
}
