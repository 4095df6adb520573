; Split-K GEMM-like kernel, C[M=16 rows][N=64] = A[16][K] * B[K][64] with K split over gridDim.y workgroups
; (one wave each, lane n computes column n for all 16 rows of its K slice). Operands are read through buffer
; descriptors with stride 4 and offen-only loads (llvm.amdgcn.make.buffer.rsrc stride 4 + raw.buffer.load,
; as aiter builds its V#s); num_records = the true byte size, so the prefetch past the end reads 0.
; Cross-workgroup protocol (deterministic split-K): workgroup s waits until *turn == s (an acquire spin on
; memory another workgroup stores), adds its partial into C, then stores turn = s + 1 (release).
target triple = "amdgcn-amd-amdhsa"

declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare void @llvm.amdgcn.s.sleep(i32)

define amdgpu_kernel void @splitk_counter(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c,
                                          ptr addrspace(1) %turn, i32 %K, i32 %kslice) "amdgpu-flat-work-group-size"="64,64" {
entry:
  %n = call i32 @llvm.amdgcn.workitem.id.x()
  %s = call i32 @llvm.amdgcn.workgroup.id.y()
  %abytes = mul i32 %K, 64                       ; 16 rows * K * 4 bytes
  %bbytes = mul i32 %K, 256                      ; K * 64 * 4 bytes
  %abytes64 = zext i32 %abytes to i64
  %bbytes64 = zext i32 %bbytes to i64
  %ra = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %a, i16 4, i64 %abytes64, i32 131072)
  %rb = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %b, i16 4, i64 %bbytes64, i32 131072)
  %k0 = mul i32 %s, %kslice
  br label %rows

rows:
  %m = phi i32 [ 0, %entry ], [ %m1, %rowdone ]
  br label %kloop

kloop:
  %kk = phi i32 [ 0, %rows ], [ %kk1, %kloop ]
  %acc = phi float [ 0.0, %rows ], [ %acc1, %kloop ]
  %k = add i32 %k0, %kk
  %mk = mul i32 %m, %K
  %ai = add i32 %mk, %k
  %aoff = shl i32 %ai, 2
  %av = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %ra, i32 %aoff, i32 0, i32 0)
  %bk = shl i32 %k, 6
  %bi = add i32 %bk, %n
  %boff = shl i32 %bi, 2
  %bv = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rb, i32 %boff, i32 0, i32 0)
  %p = fmul float %av, %bv
  %acc1 = fadd float %acc, %p
  %kk1 = add i32 %kk, 1
  %more = icmp ult i32 %kk1, %kslice
  br i1 %more, label %kloop, label %wait

wait:
  %t = load atomic i32, ptr addrspace(1) %turn syncscope("agent") acquire, align 4
  %mine = icmp eq i32 %t, %s
  br i1 %mine, label %add, label %sleep

sleep:
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %wait

add:
  %ci = shl i32 %m, 6
  %cj = add i32 %ci, %n
  %cp = getelementptr float, ptr addrspace(1) %c, i32 %cj
  %old = load float, ptr addrspace(1) %cp, align 4
  %new = fadd float %old, %acc1
  store float %new, ptr addrspace(1) %cp, align 4
  br label %rowdone

rowdone:
  %m1 = add i32 %m, 1
  %rmore = icmp ult i32 %m1, 16
  br i1 %rmore, label %rows, label %release

release:
  %s1 = add i32 %s, 1
  fence syncscope("agent") release
  %lane0 = icmp eq i32 %n, 0
  br i1 %lane0, label %st, label %done

st:
  store atomic i32 %s1, ptr addrspace(1) %turn syncscope("agent") monotonic, align 4
  br label %done

done:
  ret void
}
