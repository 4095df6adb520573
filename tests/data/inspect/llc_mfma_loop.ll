; A bf16 MFMA loop for `flygen inspect` tests: each iteration loads one 16-byte A and B fragment
; per lane from global memory and issues two v_mfma_f32_16x16x32_bf16 into one accumulator.
; Regenerate the .s with the command in README.md next to this file.
target triple = "amdgcn-amd-amdhsa"

declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat>, <8 x bfloat>, <4 x float>, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @mfma_loop(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa0 = getelementptr <8 x bfloat>, ptr addrspace(1) %a, i32 %tid
  %pb0 = getelementptr <8 x bfloat>, ptr addrspace(1) %b, i32 %tid
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %acc = phi <4 x float> [ zeroinitializer, %entry ], [ %acc2, %loop ]
  %off = mul i32 %i, 64
  %pa = getelementptr <8 x bfloat>, ptr addrspace(1) %pa0, i32 %off
  %pb = getelementptr <8 x bfloat>, ptr addrspace(1) %pb0, i32 %off
  %va = load <8 x bfloat>, ptr addrspace(1) %pa, align 16
  %vb = load <8 x bfloat>, ptr addrspace(1) %pb, align 16
  %acc1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %va, <8 x bfloat> %vb, <4 x float> %acc, i32 0, i32 0, i32 0)
  %acc2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %vb, <8 x bfloat> %va, <4 x float> %acc1, i32 0, i32 0, i32 0)
  %inext = add i32 %i, 1
  %done = icmp eq i32 %inext, %n
  br i1 %done, label %exit, label %loop

exit:
  %pc = getelementptr <4 x float>, ptr addrspace(1) %c, i32 %tid
  store <4 x float> %acc2, ptr addrspace(1) %pc, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" }

; Second kernel: fp8 f8f6f4 MFMAs fed from LDS (ds_read_b128 x2 per operand) with a barrier per
; iteration, 4 waves per workgroup and 8 KiB of LDS. (The scale intrinsic with zero scales is
; lowered to the unscaled v_mfma_f32_16x16x128_f8f6f4.)
declare <4 x float> @llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4.v8i32.v8i32(<8 x i32>, <8 x i32>, <4 x float>, i32, i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.s.barrier()
@lds = internal addrspace(3) global [256 x <8 x i32>] poison, align 16

define amdgpu_kernel void @fp8_lds_loop(ptr addrspace(1) %a, ptr addrspace(1) %c, i32 %n) #1 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %ga = getelementptr <8 x i32>, ptr addrspace(1) %a, i32 %tid
  %sa = getelementptr <8 x i32>, ptr addrspace(3) @lds, i32 %tid
  %tid2 = xor i32 %tid, 1
  %sb = getelementptr <8 x i32>, ptr addrspace(3) @lds, i32 %tid2
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %acc = phi <4 x float> [ zeroinitializer, %entry ], [ %acc1, %loop ]
  %off = mul i32 %i, 256
  %gp = getelementptr <8 x i32>, ptr addrspace(1) %ga, i32 %off
  %g = load <8 x i32>, ptr addrspace(1) %gp, align 32
  store <8 x i32> %g, ptr addrspace(3) %sa, align 32
  call void @llvm.amdgcn.s.barrier()
  %va = load <8 x i32>, ptr addrspace(3) %sa, align 32
  %vb = load <8 x i32>, ptr addrspace(3) %sb, align 32
  %acc1 = call <4 x float> @llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4.v8i32.v8i32(<8 x i32> %va, <8 x i32> %vb, <4 x float> %acc, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.s.barrier()
  %inext = add i32 %i, 1
  %done = icmp eq i32 %inext, %n
  br i1 %done, label %exit, label %loop

exit:
  %pc = getelementptr <4 x float>, ptr addrspace(1) %c, i32 %tid
  store <4 x float> %acc1, ptr addrspace(1) %pc, align 16
  ret void
}

attributes #1 = { "amdgpu-flat-work-group-size"="256,256" }
