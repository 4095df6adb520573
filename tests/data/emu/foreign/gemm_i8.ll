; One wave: C[16x16] (i32) = A[16xK] (i8) @ Bt[16xK]^T, K = 64*nk, with llvm.amdgcn.mfma.i32.16x16x64.i8.
; Lane l loads 16 bytes of row l%16 at k = 64*kk + 16*(l/16) (the dense operand layout), C row 4*(l/16)+r, col l%16.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x i32> @llvm.amdgcn.mfma.i32.16x16x64.i8(<4 x i32>, <4 x i32>, <4 x i32>, i32 immarg, i32 immarg, i32 immarg)

define amdgpu_kernel void @gemm_i8(ptr addrspace(1) %A, ptr addrspace(1) %Bt, ptr addrspace(1) %C, i32 %nk) {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %row = and i32 %l, 15
  %g = lshr i32 %l, 4
  %K = shl i32 %nk, 6
  %rowoff = mul i32 %row, %K
  %goff = shl i32 %g, 4
  %off0 = add i32 %rowoff, %goff
  br label %loop
loop:
  %kk = phi i32 [ 0, %entry ], [ %kn, %loop ]
  %acc = phi <4 x i32> [ zeroinitializer, %entry ], [ %accn, %loop ]
  %ko = shl i32 %kk, 6
  %off = add i32 %off0, %ko
  %pa = getelementptr i8, ptr addrspace(1) %A, i32 %off
  %pb = getelementptr i8, ptr addrspace(1) %Bt, i32 %off
  %a = load <4 x i32>, ptr addrspace(1) %pa, align 16
  %b = load <4 x i32>, ptr addrspace(1) %pb, align 16
  %accn = call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x64.i8(<4 x i32> %a, <4 x i32> %b, <4 x i32> %acc, i32 0, i32 0, i32 0)
  %kn = add i32 %kk, 1
  %more = icmp ult i32 %kn, %nk
  br i1 %more, label %loop, label %done
done:
  %r0 = shl i32 %g, 2
  %cb = mul i32 %r0, 16
  %ci = add i32 %cb, %row
  %c0 = extractelement <4 x i32> %accn, i32 0
  %c1 = extractelement <4 x i32> %accn, i32 1
  %c2 = extractelement <4 x i32> %accn, i32 2
  %c3 = extractelement <4 x i32> %accn, i32 3
  %p0 = getelementptr i32, ptr addrspace(1) %C, i32 %ci
  store i32 %c0, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 16
  store i32 %c1, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 32
  store i32 %c2, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 48
  store i32 %c3, ptr addrspace(1) %p3
  ret void
}
