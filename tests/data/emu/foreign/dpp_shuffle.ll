; Each DPP control applied to x (one wave): out[k*64 + lane] = update.dpp(old, x, ctrl_k, row_mask, bank_mask, bound_ctrl).
; old = -1 (0xffffffff) so lanes whose source is invalid or masked off are visible.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)

define amdgpu_kernel void @dpp_shuffle(ptr addrspace(1) %x, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %px = getelementptr i32, ptr addrspace(1) %x, i32 %t
  %v = load i32, ptr addrspace(1) %px
  ; 0: quad_perm [1,0,3,2]
  %r0 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 177, i32 15, i32 15, i1 false)
  ; 1: row_shl:1
  %r1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 257, i32 15, i32 15, i1 false)
  ; 2: row_shr:3 with bound_ctrl (invalid source reads 0)
  %r2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 275, i32 15, i32 15, i1 true)
  ; 3: row_ror:5
  %r3 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 293, i32 15, i32 15, i1 false)
  ; 4: wave_shl:1
  %r4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 304, i32 15, i32 15, i1 false)
  ; 5: wave_rol:1
  %r5 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 308, i32 15, i32 15, i1 false)
  ; 6: wave_shr:1
  %r6 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 312, i32 15, i32 15, i1 false)
  ; 7: wave_ror:1
  %r7 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 316, i32 15, i32 15, i1 false)
  ; 8: row_mirror
  %r8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 320, i32 15, i32 15, i1 false)
  ; 9: row_half_mirror
  %r9 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 321, i32 15, i32 15, i1 false)
  ; 10: row_bcast:15, rows 1 and 3 only (row_mask 0xa)
  %r10 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 322, i32 10, i32 15, i1 false)
  ; 11: row_bcast:31, rows 2 and 3 (row_mask 0xc)
  %r11 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 323, i32 12, i32 15, i1 false)
  ; 12: row_shr:1, bank_mask 0x5 (banks 0 and 2 only)
  %r12 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 273, i32 15, i32 5, i1 false)
  ; 13: quad_perm [3,3,0,1]
  %r13 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 79, i32 15, i32 15, i1 false)
  br label %st
st:
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %r0, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 64
  store i32 %r1, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 128
  store i32 %r2, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 192
  store i32 %r3, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 256
  store i32 %r4, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 320
  store i32 %r5, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 384
  store i32 %r6, ptr addrspace(1) %o6
  %o7 = getelementptr i32, ptr addrspace(1) %o0, i32 448
  store i32 %r7, ptr addrspace(1) %o7
  %o8 = getelementptr i32, ptr addrspace(1) %o0, i32 512
  store i32 %r8, ptr addrspace(1) %o8
  %o9 = getelementptr i32, ptr addrspace(1) %o0, i32 576
  store i32 %r9, ptr addrspace(1) %o9
  %o10 = getelementptr i32, ptr addrspace(1) %o0, i32 640
  store i32 %r10, ptr addrspace(1) %o10
  %o11 = getelementptr i32, ptr addrspace(1) %o0, i32 704
  store i32 %r11, ptr addrspace(1) %o11
  %o12 = getelementptr i32, ptr addrspace(1) %o0, i32 768
  store i32 %r12, ptr addrspace(1) %o12
  %o13 = getelementptr i32, ptr addrspace(1) %o0, i32 832
  store i32 %r13, ptr addrspace(1) %o13
  ret void
}
