; One wave: C[16x16] (f32) = (A * 2^(sa-127)) @ (Bt * 2^(sb-127))^T with A fp6 e2m3 and Bt bf6 e3m2
; [16 x 128*nk], e8m0 scales per 32-K block sa/sb [16 x 4*nk], by llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4
; with cbsz = 2 (A fp6 e2m3) and blgp = 3 (B bf6 e3m2): 6-register A/B operands.
; The host packs lane l's operand: row l%16, K values 128*kk + 32*(l/16) + i (i = 0..31), value i in bits
; [6i, 6i+6) of a little-endian 192-bit stream = 6 dwords = 24 bytes at (kk*64 + l) * 24 of A / Bt.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4.v6i32.v6i32(<6 x i32>, <6 x i32>, <4 x float>, i32 immarg, i32 immarg, i32 immarg, i32, i32 immarg, i32)

define amdgpu_kernel void @gemm_fp6_scale(ptr addrspace(1) %A, ptr addrspace(1) %Bt, ptr addrspace(1) %SA,
                                          ptr addrspace(1) %SB, ptr addrspace(1) %C, i32 %nk)
    "amdgpu-flat-work-group-size"="64,64" {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %row = and i32 %l, 15
  %g = lshr i32 %l, 4
  %nkb = shl i32 %nk, 2
  %srow = mul i32 %row, %nkb
  %soff0 = add i32 %srow, %g
  br label %loop
loop:
  %kk = phi i32 [ 0, %entry ], [ %kn, %loop ]
  %acc = phi <4 x float> [ zeroinitializer, %entry ], [ %accn, %loop ]
  %slot = shl i32 %kk, 6
  %li = add i32 %slot, %l
  %lb = mul i32 %li, 24                          ; 24 bytes per lane (a <6 x i32> GEP would step 32)
  %pa = getelementptr i8, ptr addrspace(1) %A, i32 %lb
  %pb = getelementptr i8, ptr addrspace(1) %Bt, i32 %lb
  %a = load <6 x i32>, ptr addrspace(1) %pa, align 8
  %b = load <6 x i32>, ptr addrspace(1) %pb, align 8
  %kb = shl i32 %kk, 2
  %soff = add i32 %soff0, %kb
  %psa = getelementptr i8, ptr addrspace(1) %SA, i32 %soff
  %psb = getelementptr i8, ptr addrspace(1) %SB, i32 %soff
  %sa8 = load i8, ptr addrspace(1) %psa
  %sb8 = load i8, ptr addrspace(1) %psb
  %sa = zext i8 %sa8 to i32
  %sb = zext i8 %sb8 to i32
  %accn = call <4 x float> @llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4.v6i32.v6i32(<6 x i32> %a, <6 x i32> %b, <4 x float> %acc, i32 2, i32 3, i32 0, i32 %sa, i32 0, i32 %sb)
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
