; One wave: C[16x16] (f32, row-major) = A[16x32] (bf16, row-major) x B, with B given transposed as Bt[16x32]
; (bf16, row-major, Bt[j][k] = B[k][j]). Lane l holds A row l%16, k = 8*(l/16)..+7 and Bt row l%16, same k;
; C register r of lane l is C[4*(l/16)+r][l%16].
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @gemm16_bf16(ptr addrspace(1) %A, ptr addrspace(1) %Bt, ptr addrspace(1) %C) {
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %row = and i32 %l, 15
  %g = lshr i32 %l, 4
  %koff = shl i32 %g, 3
  %r32 = shl i32 %row, 5
  %idx = add i32 %r32, %koff
  %pa = getelementptr bfloat, ptr addrspace(1) %A, i32 %idx
  %pb = getelementptr bfloat, ptr addrspace(1) %Bt, i32 %idx
  %a = load <8 x bfloat>, ptr addrspace(1) %pa, align 16
  %b = load <8 x bfloat>, ptr addrspace(1) %pb, align 16
  %c = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %a, <8 x bfloat> %b, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %rbase = shl i32 %g, 2
  br label %store

store:
  %r = phi i32 [ 0, %0 ], [ %rn, %store ]
  %v = extractelement <4 x float> %c, i32 %r
  %i = add i32 %rbase, %r
  %i16 = shl i32 %i, 4
  %ci = add i32 %i16, %row
  %pc = getelementptr float, ptr addrspace(1) %C, i32 %ci
  store float %v, ptr addrspace(1) %pc
  %rn = add i32 %r, 1
  %done = icmp eq i32 %rn, 4
  br i1 %done, label %exit, label %store

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat>, <8 x bfloat>, <4 x float>, i32, i32, i32)
