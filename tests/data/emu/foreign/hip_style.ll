; Written the way clang -x hip emits device code (code object v5): generic pointers from addrspacecast of
; the kernel's global arguments, blockDim.x read from the implicit kernarg segment (hidden_group_size_x,
; i16 at offset 12), gridDim from hidden_block_count_x (offset 0), a grid-stride loop, and __shfl_xor as
; ds_bpermute. Kernel 1: saxpy y[i] = a*x[i] + y[i]. Kernel 2: per-wave sum with __shfl_xor, written by lane 0;
; it also stores llvm.get.rounding() (FLT_ROUNDS: 1 = to nearest) read with s_getreg from the MODE register.
; Kernel 3 (ftz_div): q[i] = x[i] / d[i] in a function with f32 denormals flushed, so the IEEE division
; sequence turns denormals on around v_div_fmas (s_setreg of MODE) and back off.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.get.rounding()

define amdgpu_kernel void @saxpy(float noundef %a, ptr addrspace(1) noundef %x.coerce, ptr addrspace(1) noundef %y.coerce, i32 noundef %n) #0 {
entry:
  %x = addrspacecast ptr addrspace(1) %x.coerce to ptr
  %y = addrspacecast ptr addrspace(1) %y.coerce to ptr
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bid = call i32 @llvm.amdgcn.workgroup.id.x()
  %imp = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %pgs = getelementptr inbounds i8, ptr addrspace(4) %imp, i64 12
  %gs16 = load i16, ptr addrspace(4) %pgs, align 4
  %bdim = zext i16 %gs16 to i32
  %gcnt = load i32, ptr addrspace(4) %imp, align 4
  %stride = mul i32 %bdim, %gcnt
  %b0 = mul i32 %bid, %bdim
  %i0 = add i32 %b0, %tid
  %go = icmp slt i32 %i0, %n
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ %i0, %entry ], [ %inext, %loop ]
  %ix = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr %x, i64 %ix
  %py = getelementptr inbounds float, ptr %y, i64 %ix
  %vx = load float, ptr %px, align 4
  %vy = load float, ptr %py, align 4
  %r = call float @llvm.fma.f32(float %a, float %vx, float %vy)
  store float %r, ptr %py, align 4
  %inext = add nsw i32 %i, %stride
  %more = icmp slt i32 %inext, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define amdgpu_kernel void @warp_sum(ptr addrspace(1) noundef %x.coerce, ptr addrspace(1) noundef %out.coerce, ptr addrspace(1) noundef %mode.coerce) #0 {
entry:
  %x = addrspacecast ptr addrspace(1) %x.coerce to ptr
  %out = addrspacecast ptr addrspace(1) %out.coerce to ptr
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bid = call i32 @llvm.amdgcn.workgroup.id.x()
  %imp = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %pgs = getelementptr inbounds i8, ptr addrspace(4) %imp, i64 12
  %gs16 = load i16, ptr addrspace(4) %pgs, align 4
  %bdim = zext i16 %gs16 to i32
  %b0 = mul i32 %bid, %bdim
  %i = add i32 %b0, %tid
  %ix = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr %x, i64 %ix
  %v = load float, ptr %px, align 4
  %lane = and i32 %tid, 63
  br label %red
red:
  %m = phi i32 [ 32, %entry ], [ %mn, %red ]
  %s = phi float [ %v, %entry ], [ %sn, %red ]
  %o = xor i32 %lane, %m
  %oa = shl i32 %o, 2
  %si = bitcast float %s to i32
  %ri = call i32 @llvm.amdgcn.ds.bpermute(i32 %oa, i32 %si)
  %r = bitcast i32 %ri to float
  %sn = fadd float %s, %r
  %mn = lshr i32 %m, 1
  %more = icmp ne i32 %mn, 0
  br i1 %more, label %red, label %done
done:
  %lead = icmp eq i32 %lane, 0
  br i1 %lead, label %w, label %exit
w:
  %wv = lshr i32 %i, 6
  %wx = zext i32 %wv to i64
  %po = getelementptr inbounds float, ptr %out, i64 %wx
  store float %sn, ptr %po, align 4
  %first = icmp eq i32 %i, 0
  br i1 %first, label %wm, label %exit
wm:
  %rm = call i32 @llvm.get.rounding()
  store i32 %rm, ptr addrspace(1) %mode.coerce, align 4
  br label %exit
exit:
  ret void
}

define amdgpu_kernel void @ftz_div(ptr addrspace(1) %x, ptr addrspace(1) %d, ptr addrspace(1) %q) #1 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bid = call i32 @llvm.amdgcn.workgroup.id.x()
  %b0 = shl i32 %bid, 6
  %i = add i32 %b0, %tid
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %pd = getelementptr float, ptr addrspace(1) %d, i32 %i
  %vx = load float, ptr addrspace(1) %px
  %vd = load float, ptr addrspace(1) %pd
  %r = fdiv float %vx, %vd
  %pq = getelementptr float, ptr addrspace(1) %q, i32 %i
  store float %r, ptr addrspace(1) %pq
  ret void
}

declare float @llvm.fma.f32(float, float, float)
attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" }
attributes #1 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
