; f64 16x16x4 MFMA with NEG (the rocjitsu MI350 case): LLVM passes the f64 MFMA's NEG bits in the blgp argument
target triple = "amdgcn-amd-amdhsa"
declare <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double, double, <4 x double>, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @dgemm_neg(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %d) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr double, ptr addrspace(1) %a, i32 %t
  %pb = getelementptr double, ptr addrspace(1) %b, i32 %t
  %pc = getelementptr <4 x double>, ptr addrspace(1) %c, i32 %t
  %pd = getelementptr <4 x double>, ptr addrspace(1) %d, i32 %t
  %va = load double, ptr addrspace(1) %pa
  %vb = load double, ptr addrspace(1) %pb
  %vc = load <4 x double>, ptr addrspace(1) %pc
  %r = call <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double %va, double %vb, <4 x double> %vc, i32 0, i32 0, i32 5)
  store <4 x double> %r, ptr addrspace(1) %pd
  ret void
}
