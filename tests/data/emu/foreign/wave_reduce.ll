; Per-wave reductions of f32 x (64 lanes per wave, one workgroup of 256):
;   sum[wave] via DPP (quad_perm, row_half_mirror, row_mirror, row_bcast:15, row_bcast:31, readlane 63),
;   max[wave] via ds_swizzle (xor butterfly inside 32 lanes) + ds_bpermute (lane ^ 32),
;   block sum/max over the 4 waves through LDS (lane 0 of wave 0 combines).
target triple = "amdgcn-amd-amdhsa"

@part = internal addrspace(3) global [8 x float] poison, align 4

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.maxnum.f32(float, float)


define amdgpu_kernel void @wave_reduce(ptr addrspace(1) %x, ptr addrspace(1) %wsum, ptr addrspace(1) %wmax,
                                       ptr addrspace(1) %bsum, ptr addrspace(1) %bmax) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %wg, 8
  %gi = add i32 %base, %tid
  %px = getelementptr float, ptr addrspace(1) %x, i32 %gi
  %v = load float, ptr addrspace(1) %px
  %vi = bitcast float %v to i32
  ; --- DPP sum (identity 0.0 = bits 0) ---
  %a1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %vi, i32 177, i32 15, i32 15, i1 false)   ; quad_perm [1,0,3,2]
  %f1 = bitcast i32 %a1 to float
  %t1 = fadd float %v, %f1
  %t1i = bitcast float %t1 to i32
  %a2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %t1i, i32 78, i32 15, i32 15, i1 false)   ; quad_perm [2,3,0,1]
  %f2 = bitcast i32 %a2 to float
  %t2 = fadd float %t1, %f2
  %t2i = bitcast float %t2 to i32
  %a3 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %t2i, i32 321, i32 15, i32 15, i1 false)  ; row_half_mirror
  %f3 = bitcast i32 %a3 to float
  %t3 = fadd float %t2, %f3
  %t3i = bitcast float %t3 to i32
  %a4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %t3i, i32 320, i32 15, i32 15, i1 false)  ; row_mirror
  %f4 = bitcast i32 %a4 to float
  %t4 = fadd float %t3, %f4
  %t4i = bitcast float %t4 to i32
  %a5 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %t4i, i32 322, i32 10, i32 15, i1 false)  ; row_bcast:15
  %f5 = bitcast i32 %a5 to float
  %t5 = fadd float %t4, %f5
  %t5i = bitcast float %t5 to i32
  %a6 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %t5i, i32 323, i32 12, i32 15, i1 false)  ; row_bcast:31
  %f6 = bitcast i32 %a6 to float
  %t6 = fadd float %t5, %f6
  %t6i = bitcast float %t6 to i32
  %sumi = call i32 @llvm.amdgcn.readlane.i32(i32 %t6i, i32 63)
  %sum = bitcast i32 %sumi to float
  ; --- swizzle/bpermute max ---
  ; ds_swizzle bitmask mode: offset = (xor_mask << 10) | (or_mask << 5) | and_mask, and_mask = 0x1f
  %m1i = call i32 @llvm.amdgcn.ds.swizzle(i32 %vi, i32 1055)     ; xor 1
  %m1 = bitcast i32 %m1i to float
  %x1 = call float @llvm.maxnum.f32(float %v, float %m1)
  %x1i = bitcast float %x1 to i32
  %m2i = call i32 @llvm.amdgcn.ds.swizzle(i32 %x1i, i32 2079)    ; xor 2
  %m2 = bitcast i32 %m2i to float
  %x2 = call float @llvm.maxnum.f32(float %x1, float %m2)
  %x2i = bitcast float %x2 to i32
  %m3i = call i32 @llvm.amdgcn.ds.swizzle(i32 %x2i, i32 4127)    ; xor 4
  %m3 = bitcast i32 %m3i to float
  %x3 = call float @llvm.maxnum.f32(float %x2, float %m3)
  %x3i = bitcast float %x3 to i32
  %m4i = call i32 @llvm.amdgcn.ds.swizzle(i32 %x3i, i32 8223)    ; xor 8
  %m4 = bitcast i32 %m4i to float
  %x4 = call float @llvm.maxnum.f32(float %x3, float %m4)
  %x4i = bitcast float %x4 to i32
  %m5i = call i32 @llvm.amdgcn.ds.swizzle(i32 %x4i, i32 16415)   ; xor 16
  %m5 = bitcast i32 %m5i to float
  %x5 = call float @llvm.maxnum.f32(float %x4, float %m5)
  %x5i = bitcast float %x5 to i32
  %lane = and i32 %tid, 63
  %other = xor i32 %lane, 32
  %baddr = shl i32 %other, 2
  %m6i = call i32 @llvm.amdgcn.ds.bpermute(i32 %baddr, i32 %x5i)
  %m6 = bitcast i32 %m6i to float
  %mx = call float @llvm.maxnum.f32(float %x5, float %m6)
  ; --- per-wave outputs, LDS partials ---
  %wave = lshr i32 %tid, 6
  %wglob = shl i32 %wg, 2
  %wi = add i32 %wglob, %wave
  %lead = icmp eq i32 %lane, 0
  br i1 %lead, label %w, label %sync
w:
  %ps = getelementptr float, ptr addrspace(1) %wsum, i32 %wi
  store float %sum, ptr addrspace(1) %ps
  %pm = getelementptr float, ptr addrspace(1) %wmax, i32 %wi
  store float %mx, ptr addrspace(1) %pm
  %ls = getelementptr [8 x float], ptr addrspace(3) @part, i32 0, i32 %wave
  store float %sum, ptr addrspace(3) %ls
  %w4 = add i32 %wave, 4
  %lm = getelementptr [8 x float], ptr addrspace(3) @part, i32 0, i32 %w4
  store float %mx, ptr addrspace(3) %lm
  br label %sync
sync:
  fence syncscope("workgroup") release     ; __syncthreads(): LDS writes complete before the barrier
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %fin, label %exit
fin:
  br label %loop
loop:
  %k = phi i32 [ 0, %fin ], [ %kn, %loop ]
  %acc = phi float [ 0.0, %fin ], [ %accn, %loop ]
  %mac = phi float [ 0xFFF0000000000000, %fin ], [ %macn, %loop ]
  %pk = getelementptr [8 x float], ptr addrspace(3) @part, i32 0, i32 %k
  %vk = load float, ptr addrspace(3) %pk
  %accn = fadd float %acc, %vk
  %k4 = add i32 %k, 4
  %pk4 = getelementptr [8 x float], ptr addrspace(3) @part, i32 0, i32 %k4
  %vk4 = load float, ptr addrspace(3) %pk4
  %macn = call float @llvm.maxnum.f32(float %mac, float %vk4)
  %kn = add i32 %k, 1
  %more = icmp ult i32 %kn, 4
  br i1 %more, label %loop, label %store
store:
  %pbs = getelementptr float, ptr addrspace(1) %bsum, i32 %wg
  store float %accn, ptr addrspace(1) %pbs
  %pbm = getelementptr float, ptr addrspace(1) %bmax, i32 %wg
  store float %macn, ptr addrspace(1) %pbm
  br label %exit
exit:
  ret void
}
