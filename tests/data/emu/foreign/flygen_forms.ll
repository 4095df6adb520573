; Forms flygen's kernels emit that no other foreign kernel had (docs/emulator.md "Triton corpus", second batch):
; LLVM 22 selects them from this IR. One wave per workgroup, lane t of workgroup g handles element i = 64 g + t.
;   h[i]   = x[i] (f16, low half) | x[i + n] (f16, high half) as one dword (LLVM 22 loads both with
;            buffer_load_ushort + v_perm_b32, not the d16 / d16_hi loads flygen uses: no buffer intrinsic pattern)
;   hi[i]  = x[i + n] stored from the high half (buffer_store_short of the permuted register)
;   f[i]   = (float(x[i]) - bias if != bias else 7.0, float(x[i+n]) * 2): buffer_store_dwordx2, v_subrev_f32,
;            v_cmp_neq_f32; the pair also goes through LDS as one 8-byte ds_write_b64, read back by lane t ^ 1
;   k[i]   = min(mad24(i & 0xffff, 24, t), lim) as i32: v_mad_u32_u24, v_min_i32
;   scalars (workgroup 0, lane 0): s[0] = umin(n, lim); s[1] = (n <= lim) (s_cmp_le_u32);
;            s[2..3] = a - b as i64 (s_sub_u32 / s_subb_u32); s_setprio around the loads
target triple = "amdgcn-amd-amdhsa"

declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare half @llvm.amdgcn.raw.ptr.buffer.load.f16(ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f16(half, ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v2f16(<2 x half>, ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v2f32(<2 x float>, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.setprio(i16)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.amdgcn.mul.u24(i32, i32)

@pairs = internal addrspace(3) global [64 x <2 x float>] poison, align 8

define amdgpu_kernel void @flygen_forms(ptr addrspace(1) %x, ptr addrspace(1) %h, ptr addrspace(1) %hi,
                                        ptr addrspace(1) %f, ptr addrspace(1) %k, ptr addrspace(1) %s,
                                        i32 %n, i32 %lim, float %bias, i64 %a, i64 %b)
    "amdgpu-flat-work-group-size"="64,64" {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g64 = shl i32 %g, 6
  %i = add i32 %g64, %t
  %n2 = shl i32 %n, 2                                  ; 2 n halves of 2 bytes
  %n2_64 = zext i32 %n2 to i64
  %n_2 = shl i32 %n, 1
  %n_2_64 = zext i32 %n_2 to i64
  %n4 = shl i32 %n, 2
  %n4_64 = zext i32 %n4 to i64
  %n8 = shl i32 %n, 3
  %n8_64 = zext i32 %n8 to i64
  %rx = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %n2_64, i32 131072)
  %rh = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %h, i16 0, i64 %n4_64, i32 131072)
  %rhi = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %hi, i16 0, i64 %n_2_64, i32 131072)
  %rf = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %f, i16 0, i64 %n8_64, i32 131072)
  %o2 = shl i32 %i, 1
  %in = add i32 %i, %n
  %o2n = shl i32 %in, 1
  call void @llvm.amdgcn.s.setprio(i16 2)
  %x0 = call half @llvm.amdgcn.raw.ptr.buffer.load.f16(ptr addrspace(8) %rx, i32 %o2, i32 0, i32 0)
  %x1 = call half @llvm.amdgcn.raw.ptr.buffer.load.f16(ptr addrspace(8) %rx, i32 %o2n, i32 0, i32 0)
  call void @llvm.amdgcn.s.setprio(i16 0)
  %p0 = insertelement <2 x half> poison, half %x0, i32 0
  %p1 = insertelement <2 x half> %p0, half %x1, i32 1
  %o4 = shl i32 %i, 2
  call void @llvm.amdgcn.raw.ptr.buffer.store.v2f16(<2 x half> %p1, ptr addrspace(8) %rh, i32 %o4, i32 0, i32 0)
  %hh = extractelement <2 x half> %p1, i32 1
  call void @llvm.amdgcn.raw.ptr.buffer.store.f16(half %hh, ptr addrspace(8) %rhi, i32 %o2, i32 0, i32 0)
  %e0 = fpext half %x0 to float
  %e1 = fpext half %x1 to float
  %d = fsub float %e0, %bias
  %ne = fcmp une float %e0, %bias
  %f0 = select i1 %ne, float %d, float 7.0
  %f1 = fmul float %e1, 2.0
  %v0 = insertelement <2 x float> poison, float %f0, i32 0
  %v1 = insertelement <2 x float> %v0, float %f1, i32 1
  %slot = getelementptr inbounds [64 x <2 x float>], ptr addrspace(3) @pairs, i32 0, i32 %t
  store <2 x float> %v1, ptr addrspace(3) %slot, align 8
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %u = xor i32 %t, 1
  %uslot = getelementptr inbounds [64 x <2 x float>], ptr addrspace(3) @pairs, i32 0, i32 %u
  %w = load <2 x float>, ptr addrspace(3) %uslot, align 8
  %o8 = shl i32 %i, 3
  call void @llvm.amdgcn.raw.ptr.buffer.store.v2f32(<2 x float> %w, ptr addrspace(8) %rf, i32 %o8, i32 0, i32 0)
  %lo16 = and i32 %i, 65535
  %m = call i32 @llvm.amdgcn.mul.u24(i32 %lo16, i32 24)
  %mt = add i32 %m, %t
  %kv = call i32 @llvm.smin.i32(i32 %mt, i32 %lim)
  %inb = icmp ult i32 %i, %n
  br i1 %inb, label %store_k, label %scal

store_k:
  %kp = getelementptr inbounds i32, ptr addrspace(1) %k, i32 %i
  store i32 %kv, ptr addrspace(1) %kp, align 4
  br label %scal

scal:
  %first = icmp eq i32 %i, 0
  br i1 %first, label %scalars, label %done

scalars:
  %mn = call i32 @llvm.umin.i32(i32 %n, i32 %lim)
  store i32 %mn, ptr addrspace(1) %s, align 4
  %le = icmp ule i32 %n, %lim
  %c = zext i1 %le to i32                             ; not a select/branch: InstCombine keeps ule
  %s1 = getelementptr inbounds i32, ptr addrspace(1) %s, i32 1
  store i32 %c, ptr addrspace(1) %s1, align 4
  %diff = sub i64 %a, %b
  %s2 = getelementptr inbounds i32, ptr addrspace(1) %s, i32 2
  store i64 %diff, ptr addrspace(1) %s2, align 4
  br label %done

done:
  ret void
}
