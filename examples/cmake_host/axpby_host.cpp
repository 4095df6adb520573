// y = alpha * x + beta * y through the launcher `flygen cmake` writes (code object embedded, grid computed,
// sizes checked): no .hsaco file, no hipModuleLoad, no kernarg packing here.
//
//   flygen build examples/axpby.yaml -o lib && flygen cmake lib
//   cmake -S examples/cmake_host -B build -DCMAKE_PREFIX_PATH=$PWD/lib && cmake --build build
//   ./build/axpby_host 100000
//
// Built and linked against Debian's libamdhip64 by tests/test_cmake_host_example.py. It has NEVER BEEN RUN on a GPU
// (none exists where flygen is built); the test runs it only with n = 0, which the launcher refuses before HIP.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "flygen_launch.h"

#define HIP_CHECK(call)                                                                  \
    do {                                                                                 \
        hipError_t err_ = (call);                                                        \
        if (err_ != hipSuccess) {                                                        \
            std::fprintf(stderr, "%s failed: %s\n", #call, hipGetErrorString(err_));    \
            return 1;                                                                    \
        }                                                                                \
    } while (0)

int main(int argc, char **argv) {
    const long long n = argc > 1 ? std::atoll(argv[1]) : 100000;
    axpby_f32_f32_args args{};
    args.alpha = 2.0f;
    args.beta = 3.0f;
    args.n = (uint32_t)n;
    if (n <= 0) {   // an empty launch: the launcher refuses it (hipErrorInvalidValue) without touching the GPU
        const hipError_t e = axpby_f32_f32_launch(nullptr, &args, n);
        std::printf("n = %lld: %s\n", n, e == hipErrorInvalidValue ? "refused" : "NOT refused");
        return e == hipErrorInvalidValue ? 0 : 1;
    }
    std::vector<float> x((size_t)n, 1.0f), y((size_t)n, 1.0f);
    HIP_CHECK(hipMalloc((void **)&args.x, x.size() * sizeof(float)));
    HIP_CHECK(hipMalloc((void **)&args.y, y.size() * sizeof(float)));
    HIP_CHECK(hipMemcpy(args.x, x.data(), x.size() * sizeof(float), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(args.y, y.data(), y.size() * sizeof(float), hipMemcpyHostToDevice));
    HIP_CHECK(axpby_f32_f32_launch(nullptr, &args, n));
    HIP_CHECK(hipMemcpy(y.data(), args.y, y.size() * sizeof(float), hipMemcpyDeviceToHost));
    size_t bad = 0;
    for (float v : y) bad += v != 5.0f;   // 2 * 1 + 3 * 1
    std::printf("%zu of %zu elements differ from 5\n", bad, y.size());
    HIP_CHECK(hipFree(args.x));
    HIP_CHECK(hipFree(args.y));
    return bad == 0 ? 0 : 1;
}
