; One wave: C[16x16] (f32) = (A * 2^(sa-127)) @ (Bt * 2^(sb-127))^T, A/Bt fp8 e4m3 [16 x 128*nk],
; per-32-K-block e8m0 scales sa/sb [16 x 4*nk], with llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4 (cbsz = blgp = 0: fp8).
; Lane l: row l%16, bytes k = 128*kk + 16*(l/16) + [0,16) and + 64 (the 8-bit split order); scale of K block l/16.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4.v8i32.v8i32(<8 x i32>, <8 x i32>, <4 x float>, i32 immarg, i32 immarg, i32 immarg, i32, i32 immarg, i32)

define amdgpu_kernel void @gemm_fp8_scale(ptr addrspace(1) %A, ptr addrspace(1) %Bt, ptr addrspace(1) %SA,
                                          ptr addrspace(1) %SB, ptr addrspace(1) %C, i32 %nk) {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %row = and i32 %l, 15
  %g = lshr i32 %l, 4
  %K = shl i32 %nk, 7
  %rowoff = mul i32 %row, %K
  %goff = shl i32 %g, 4
  %off0 = add i32 %rowoff, %goff
  %nkb = shl i32 %nk, 2
  %srow = mul i32 %row, %nkb
  %soff0 = add i32 %srow, %g
  br label %loop
loop:
  %kk = phi i32 [ 0, %entry ], [ %kn, %loop ]
  %acc = phi <4 x float> [ zeroinitializer, %entry ], [ %accn, %loop ]
  %ko = shl i32 %kk, 7
  %off = add i32 %off0, %ko
  %offh = add i32 %off, 64
  %pa = getelementptr i8, ptr addrspace(1) %A, i32 %off
  %pah = getelementptr i8, ptr addrspace(1) %A, i32 %offh
  %pb = getelementptr i8, ptr addrspace(1) %Bt, i32 %off
  %pbh = getelementptr i8, ptr addrspace(1) %Bt, i32 %offh
  %a0 = load <4 x i32>, ptr addrspace(1) %pa, align 16
  %a1 = load <4 x i32>, ptr addrspace(1) %pah, align 16
  %b0 = load <4 x i32>, ptr addrspace(1) %pb, align 16
  %b1 = load <4 x i32>, ptr addrspace(1) %pbh, align 16
  %a = shufflevector <4 x i32> %a0, <4 x i32> %a1, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %b = shufflevector <4 x i32> %b0, <4 x i32> %b1, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %kb = shl i32 %kk, 2
  %soff = add i32 %soff0, %kb
  %psa = getelementptr i8, ptr addrspace(1) %SA, i32 %soff
  %psb = getelementptr i8, ptr addrspace(1) %SB, i32 %soff
  %sa8 = load i8, ptr addrspace(1) %psa
  %sb8 = load i8, ptr addrspace(1) %psb
  %sa = zext i8 %sa8 to i32
  %sb = zext i8 %sb8 to i32
  %accn = call <4 x float> @llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b, <4 x float> %acc, i32 0, i32 0, i32 0, i32 %sa, i32 0, i32 %sb)
  %kn = add i32 %kk, 1
  %more = icmp ult i32 %kn, %nk
  br i1 %more, label %loop, label %done
done:
  %r0 = shl i32 %g, 2
  %cb = mul i32 %r0, 16
  %ci = add i32 %cb, %row
  %c0 = extractelement <4 x float> %accn, i32 0
  %c1 = extractelement <4 x float> %accn, i32 1
  %c2 = extractelement <4 x float> %accn, i32 2
  %c3 = extractelement <4 x float> %accn, i32 3
  %p0 = getelementptr float, ptr addrspace(1) %C, i32 %ci
  store float %c0, ptr addrspace(1) %p0
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 16
  store float %c1, ptr addrspace(1) %p1
  %p2 = getelementptr float, ptr addrspace(1) %p0, i32 32
  store float %c2, ptr addrspace(1) %p2
  %p3 = getelementptr float, ptr addrspace(1) %p0, i32 48
  store float %c3, ptr addrspace(1) %p3
  ret void
}
