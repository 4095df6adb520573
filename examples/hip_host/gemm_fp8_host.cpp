// A C++ host launching flygen's fp8 GEMM through HIP's module API, with the headers flygen generates:
//
//   flygen build examples/gemm_fp8.yaml -o out && flygen header out && flygen select out --emit c
//   hipcc -std=c++17 -I out examples/hip_host/gemm_fp8_host.cpp -o gemm_fp8_host    # or c++ -D__HIP_PLATFORM_AMD__
//   ./gemm_fp8_host out 300 520        # library directory, M, N (K is compiled into these kernels: 4096)
//
// out/flygen_kernels.h: per kernel the packed kernarg struct (offsets static_asserted against the manifest).
// out/flygen_select.h:  flygen_select_ex(M, N, K, dtype, ...) -> the index of the kernel `flygen select` picks
//                       (roofline model; MODELED, not measured), with its HSACO file, name, workgroup and grid.
//
// This file is compiled (syntax only) against Debian's libamdhip64-dev headers by tests/test_hip_host_example.py.
// It has NEVER BEEN RUN: no AMD GPU exists where flygen is built. It fills A and B with fp8 1.0 and the scales with
// 1.0, so every C element should be K = 4096 (bf16 0x4580); it checks that after the launch.
#include <hip/hip_runtime_api.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "flygen_kernels.h"
#include "flygen_select.h"

#define HIP_CHECK(call)                                                                         \
    do {                                                                                        \
        hipError_t err_ = (call);                                                               \
        if (err_ != hipSuccess) {                                                               \
            std::fprintf(stderr, "%s failed: %s\n", #call, hipGetErrorString(err_));           \
            std::exit(1);                                                                       \
        }                                                                                       \
    } while (0)

// Every fp8 gemm_fp8 kernel of the library takes the same arguments at the same offsets; one struct serves them
// all, and the compiler checks that claim against each kernel's own struct.
using Args = gemm_fp8_8w_row_major_args;
template <typename A>
constexpr bool same_layout() {
    return sizeof(A) == sizeof(Args) && offsetof(A, a) == offsetof(Args, a) && offsetof(A, b) == offsetof(Args, b) &&
           offsetof(A, scale_a) == offsetof(Args, scale_a) && offsetof(A, scale_b) == offsetof(Args, scale_b) &&
           offsetof(A, c) == offsetof(Args, c) && offsetof(A, m) == offsetof(Args, m) &&
           offsetof(A, n) == offsetof(Args, n);
}
static_assert(same_layout<gemm_fp8_4w_row_major_args>(), "gemm_fp8_4w_row_major: kernargs differ");
static_assert(same_layout<gemm_fp8_8w_preshuffled_args>(), "gemm_fp8_8w_preshuffled: kernargs differ");
static_assert(same_layout<gemm_fp8_4w_preshuffled_args>(), "gemm_fp8_4w_preshuffled: kernargs differ");
static_assert(GEMM_FP8_8W_ROW_MAJOR_KERNARG_SIZE == sizeof(Args), "kernarg size");

int main(int argc, char **argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: %s LIBRARY_DIR M N\n", argv[0]);
        return 2;
    }
    const std::string dir = argv[1];
    const int64_t M = std::atoll(argv[2]), N = std::atoll(argv[3]), K = 4096;
    if (std::strcmp(FLYGEN_MANIFEST_SHA256, FLYGEN_SELECT_MANIFEST_SHA256) != 0) {
        std::fprintf(stderr, "flygen_kernels.h and flygen_select.h describe different libraries\n");
        return 1;
    }

    // 1. Which kernel: fp8 inputs, no epilogue, row-major B (this host does not preshuffle B).
    const int idx = flygen_select_ex(M, N, K, "fp8", NULL, "none", "row_major");
    if (idx < 0) {
        std::fprintf(stderr, "no kernel of the library fits M=%lld N=%lld K=%lld\n", (long long)M, (long long)N,
                     (long long)K);
        return 1;
    }
    const flygen_select_kernel &ker = flygen_select_kernels[idx];
    if (std::strcmp(ker.family, "gemm_fp8") != 0 || ker.kernarg_size != sizeof(Args)) {
        std::fprintf(stderr, "%s: not a kernel this host fills the arguments of\n", ker.name);
        return 1;
    }
    uint32_t grid[3];
    if (ker.grid(M, N, K, grid) != 0) return 1;
    std::printf("%s (%s): grid %u x %u x %u, block %u x %u x %u, LDS %u B\n", ker.name, ker.hsaco, grid[0], grid[1],
                grid[2], ker.workgroup[0], ker.workgroup[1], ker.workgroup[2], ker.lds_bytes);

    // 2. The code object and the function.
    hipModule_t module;
    hipFunction_t fn;
    HIP_CHECK(hipModuleLoad(&module, (dir + "/" + ker.hsaco).c_str()));
    HIP_CHECK(hipModuleGetFunction(&fn, module, ker.name));

    // 3. Buffers: A M x K fp8, B N x K fp8 (C = A . B^T), scales per row of A and of B, C M x N bf16.
    const size_t a_bytes = (size_t)(M * K), b_bytes = (size_t)(N * K), c_bytes = (size_t)(M * N) * 2;
    std::vector<uint8_t> ones_a(a_bytes, 0x38), ones_b(b_bytes, 0x38);    // 0x38: 1.0 in fp8 e4m3 (OCP)
    std::vector<float> sa((size_t)M, 1.0f), sb((size_t)N, 1.0f);
    void *d_a, *d_b, *d_c;
    float *d_sa, *d_sb;
    HIP_CHECK(hipMalloc(&d_a, a_bytes));
    HIP_CHECK(hipMalloc(&d_b, b_bytes));
    HIP_CHECK(hipMalloc((void **)&d_sa, sa.size() * sizeof(float)));
    HIP_CHECK(hipMalloc((void **)&d_sb, sb.size() * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_c, c_bytes));
    HIP_CHECK(hipMemcpy(d_a, ones_a.data(), a_bytes, hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(d_b, ones_b.data(), b_bytes, hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(d_sa, sa.data(), sa.size() * sizeof(float), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(d_sb, sb.data(), sb.size() * sizeof(float), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemset(d_c, 0, c_bytes));

    // 4. The kernarg buffer is the packed struct, passed whole through `extra`.
    Args args;
    std::memset(&args, 0, sizeof args);
    args.a = d_a;
    args.b = d_b;
    args.scale_a = d_sa;
    args.scale_b = d_sb;
    args.c = d_c;
    args.m = (uint32_t)M;
    args.n = (uint32_t)N;
    size_t size = sizeof args;
    void *config[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &args, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
                      HIP_LAUNCH_PARAM_END};
    HIP_CHECK(hipModuleLaunchKernel(fn, grid[0], grid[1], grid[2], ker.workgroup[0], ker.workgroup[1],
                                    ker.workgroup[2], 0, nullptr, nullptr, config));
    HIP_CHECK(hipDeviceSynchronize());

    // 5. Check: every element is K.
    std::vector<uint16_t> c((size_t)(M * N));
    HIP_CHECK(hipMemcpy(c.data(), d_c, c_bytes, hipMemcpyDeviceToHost));
    size_t bad = 0;
    for (uint16_t v : c) bad += v != 0x4580;    // 4096.0 in bf16
    std::printf("%zu of %zu elements differ from K=%lld\n", bad, c.size(), (long long)K);

    HIP_CHECK(hipFree(d_a));
    HIP_CHECK(hipFree(d_b));
    HIP_CHECK(hipFree(d_sa));
    HIP_CHECK(hipFree(d_sb));
    HIP_CHECK(hipFree(d_c));
    HIP_CHECK(hipModuleUnload(module));
    return bad == 0 ? 0 : 1;
}
