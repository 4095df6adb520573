; Divergent control flow per work-item: Collatz step count of n[i] (data-dependent loop trip count, lanes
; leave the loop at different times: s_andn2/s_or exec masks, s_cbranch_execnz), then if/else on parity of
; the count (s_and_saveexec, s_xor, s_cbranch_execz): odd -> out = 3*count + 1, even -> out = count / 2 (i32).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define amdgpu_kernel void @divergent(ptr addrspace(1) %n, ptr addrspace(1) %steps, ptr addrspace(1) %out, i32 %len) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %wb = shl i32 %wg, 7
  %i = add i32 %wb, %t
  %inb = icmp slt i32 %i, %len
  br i1 %inb, label %body, label %exit
body:
  %pn = getelementptr i32, ptr addrspace(1) %n, i32 %i
  %v = load i32, ptr addrspace(1) %pn
  %is1 = icmp ule i32 %v, 1
  br i1 %is1, label %after, label %loop
loop:
  %x = phi i32 [ %v, %body ], [ %xn, %loop ]
  %c = phi i32 [ 0, %body ], [ %cn, %loop ]
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  %x3 = mul i32 %x, 3
  %x31 = add i32 %x3, 1
  %xh = lshr i32 %x, 1
  %xn = select i1 %isodd, i32 %x31, i32 %xh
  %cn = add i32 %c, 1
  %more = icmp ugt i32 %xn, 1
  br i1 %more, label %loop, label %after
after:
  %cnt = phi i32 [ 0, %body ], [ %cn, %loop ]
  %ps = getelementptr i32, ptr addrspace(1) %steps, i32 %i
  store i32 %cnt, ptr addrspace(1) %ps
  %co = and i32 %cnt, 1
  %codd = icmp ne i32 %co, 0
  br i1 %codd, label %then, label %else
then:
  %a3 = mul i32 %cnt, 3
  %a = add i32 %a3, 1
  br label %join
else:
  %b = sdiv i32 %cnt, 2
  br label %join
join:
  %r = phi i32 [ %a, %then ], [ %b, %else ]
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  br label %exit
exit:
  ret void
}
