; out[wg] = sum of x[wg*256 .. wg*256+255] (f32), tree reduction in LDS with s_barrier between steps.
target triple = "amdgcn-amd-amdhsa"

@buf = internal addrspace(3) global [256 x float] poison, align 4

define amdgpu_kernel void @reduce_lds(ptr addrspace(1) %x, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %wg, 8
  %i = add i32 %base, %tid
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %v = load float, ptr addrspace(1) %px
  %pl = getelementptr [256 x float], ptr addrspace(3) @buf, i32 0, i32 %tid
  store float %v, ptr addrspace(3) %pl
  fence syncscope("workgroup") release     ; __syncthreads(): LDS writes complete before the barrier
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %loop

loop:
  %s = phi i32 [ 128, %entry ], [ %sn, %next ]
  %act = icmp ult i32 %tid, %s
  br i1 %act, label %add, label %next

add:
  %j = add i32 %tid, %s
  %pj = getelementptr [256 x float], ptr addrspace(3) @buf, i32 0, i32 %j
  %a = load float, ptr addrspace(3) %pl
  %b = load float, ptr addrspace(3) %pj
  %sum = fadd float %a, %b
  store float %sum, ptr addrspace(3) %pl
  br label %next

next:
  fence syncscope("workgroup") release     ; __syncthreads(): LDS writes complete before the barrier
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %sn = lshr i32 %s, 1
  %more = icmp ne i32 %sn, 0
  br i1 %more, label %loop, label %fin

fin:
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %write, label %exit

write:
  %r = load float, ptr addrspace(3) @buf
  %po = getelementptr float, ptr addrspace(1) %out, i32 %wg
  store float %r, ptr addrspace(1) %po
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
