"""`flygen cmake`: a CMake consumer finds the package of a library built into a directory named `lib`, compiles
flygen_launch.c (code objects embedded) and its own C11 and C++17 sources with -Wall -Wextra -Werror -pedantic
against Debian's HIP headers, and links against libamdhip64. No GPU: the program is run only for launches that must
be refused before HIP is touched (a zero size, a NULL args pointer), which checks the launcher's size path.
The pkg-config file is used the same way by a plain `cc` build."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from flygen.cli.main import cli
from flygen.runtime import expr
from flygen.runtime.library import read_manifest
from runtime_support import build_library

INCLUDE_DIRS = [Path(os.environ["HIP_INCLUDE"])] if os.environ.get("HIP_INCLUDE") else []
INCLUDE_DIRS += [Path("/usr/include"), Path("/opt/rocm/include")]
LIB_DIRS = [Path("/usr/lib/x86_64-linux-gnu"), Path("/usr/lib"), Path("/opt/rocm/lib")]
WARN = "-Wall -Wextra -Werror -pedantic"


def _need(what: str, why: str):
    if os.environ.get("FLYGEN_REQUIRE_HIP_HEADERS") == "1" and what in ("hip", "cmake"):   # CI builds and links
        pytest.fail(f"FLYGEN_REQUIRE_HIP_HEADERS=1 but {why}")
    pytest.skip(why)


@pytest.fixture(scope="module")
def pkg(tmp_path_factory):
    inc = next((d for d in INCLUDE_DIRS if (d / "hip" / "hip_runtime_api.h").is_file()), None)
    if inc is None:
        _need("hip", "HIP headers not found (hip/hip_runtime_api.h; apt-get install libamdhip64-dev)")
    lib = build_library(tmp_path_factory.mktemp("cm") / "lib")
    r = CliRunner().invoke(cli, ["cmake", str(lib)])
    assert r.exit_code == 0, r.output
    return lib, inc


def _sources(lib: Path, dest: Path) -> None:
    """main.cpp (C++17) and other.c (C11): both include flygen_launch.h; every launcher is referenced, and the
    run checks that the refused launches are refused."""
    _, kernels = read_manifest(lib)
    refuse = [k for k in kernels if any(expr.evaluate(e, {s: 0 for s in k.grid_sizes}) < 1 for e in k.grid_exprs)]
    assert refuse, "no kernel whose grid is empty at zero sizes"
    calls, checks = [], []
    for k in kernels:
        zeros = "".join(", 0" for _ in k.grid_sizes)
        calls.append(f"        {{ {k.name}_args a; std::memset(&a, 0, sizeof a); "
                     f"(void){k.name}_launch(nullptr, &a{''.join(', 1' for _ in k.grid_sizes)}); }}")
    for k in refuse:
        zeros = "".join(", 0" for _ in k.grid_sizes)
        checks.append(f"    {{ {k.name}_args a{{}}; bad += {k.name}_launch(nullptr, &a{zeros}) != hipErrorInvalidValue; }}")
    k = refuse[0]
    ones = "".join(", 1" for _ in k.grid_sizes)
    (dest / "main.cpp").write_text(
        '#include <cstdio>\n#include <cstring>\n#include "flygen_launch.h"\nextern "C" int other_check(void);\n'
        "int main(int argc, char **argv) {\n    (void)argv;\n    int bad = 0;\n    if (argc > 1000) {\n"
        + "\n".join(calls) + "\n    }\n" + "\n".join(checks) + "\n    bad += other_check();\n"
        '    std::printf("refused %d\\n", bad);\n    return bad;\n}\n')
    (dest / "other.c").write_text(
        '#include <string.h>\n#include "flygen_launch.h"\nint other_check(void);\n'
        f"int other_check(void) {{\n    return {k.name}_launch(NULL, NULL{ones}) != hipErrorInvalidValue;\n}}\n")


def test_cmake_consumer_links_against_lib(pkg, tmp_path):
    lib, inc = pkg
    cmake = shutil.which("cmake")
    if cmake is None:
        _need("cmake", "cmake not on PATH (apt-get install cmake): the CMake consumer was not built")
    amdhip = next((d / "libamdhip64.so" for d in LIB_DIRS if (d / "libamdhip64.so").exists()), None)
    if amdhip is None:
        _need("hip", "libamdhip64.so not found: the package cannot be linked (the header compile is "
                     "tests/test_runtime_header.py)")
    src = tmp_path / "src"
    src.mkdir()
    _sources(lib, src)
    (src / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.16)\nproject(consumer C CXX)\n"
        "find_package(flygen_kernels CONFIG REQUIRED)\nadd_executable(consumer main.cpp other.c)\n"
        "set_target_properties(consumer PROPERTIES CXX_STANDARD 17 CXX_EXTENSIONS OFF C_STANDARD 11 C_EXTENSIONS OFF)\n"
        "target_link_libraries(consumer PRIVATE flygen_kernels::flygen_kernels)\n")
    build = tmp_path / "build"
    r = subprocess.run([cmake, "-S", str(src), "-B", str(build), f"-DCMAKE_PREFIX_PATH={lib}",
                        f"-DCMAKE_C_FLAGS={WARN}", f"-DCMAKE_CXX_FLAGS={WARN}"], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    r = subprocess.run([cmake, "--build", str(build)], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    # the launchers refuse these before touching HIP: no GPU is needed for this run
    r = subprocess.run([str(build / "consumer")], capture_output=True, text=True)
    assert r.returncode == 0 and r.stdout == "refused 0\n", (r.returncode, r.stdout, r.stderr)


def test_pkg_config_build(pkg, tmp_path):
    lib, inc = pkg
    pc, cc, cxx = shutil.which("pkg-config"), shutil.which("cc"), shutil.which("c++")
    if not (pc and cc and cxx):
        _need("cmake", "needs pkg-config, cc and c++")
    env = dict(os.environ, PKG_CONFIG_PATH=str(lib))
    flags = subprocess.run([pc, "--cflags", "--libs", "flygen_kernels"], capture_output=True, text=True, env=env,
                           check=True).stdout.split()
    launch_c = subprocess.run([pc, "--variable=launch_c", "flygen_kernels"], capture_output=True, text=True,
                              env=env, check=True).stdout.strip()
    assert Path(launch_c) == lib.resolve() / "flygen_launch.c"
    _sources(lib, tmp_path)
    objs = []
    for f, comp, std in ((launch_c, cc, "-std=c11"), (str(tmp_path / "other.c"), cc, "-std=c11"),
                         (str(tmp_path / "main.cpp"), cxx, "-std=c++17")):
        o = str(tmp_path / (Path(f).stem + ".o"))
        r = subprocess.run([comp, std, *WARN.split(), "-c", f, "-o", o,
                            *[x for x in flags if x.startswith(("-I", "-D"))]], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        objs.append(o)
    if not any((d / "libamdhip64.so").exists() for d in LIB_DIRS):
        _need("hip", "compiled only: libamdhip64.so not found, so nothing was linked")
    r = subprocess.run([cxx, *objs, "-o", str(tmp_path / "app"), *[x for x in flags if not x.startswith(("-I", "-D"))]],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    r = subprocess.run([str(tmp_path / "app")], capture_output=True, text=True)
    assert r.returncode == 0 and r.stdout == "refused 0\n", (r.stdout, r.stderr)


def test_cmake_refuses_a_tampered_code_object(pkg, tmp_path):
    lib, _ = pkg
    other = tmp_path / "lib"
    shutil.copytree(lib, other)
    _, kernels = read_manifest(other)
    h = other / kernels[0].hsaco.name
    data = bytearray(h.read_bytes())
    data[-1] ^= 0xFF
    h.write_bytes(bytes(data))
    r = CliRunner().invoke(cli, ["cmake", str(other)])
    assert r.exit_code == 1 and "sha256" in r.output and "Traceback" not in r.output, r.output


STUB = r"""
#include <stdio.h>
#include <string.h>
#include <hip/hip_runtime_api.h>
/* A stand-in for libamdhip64's three module calls: records what the launcher hands HIP. */
int stub_loads, stub_launches;
const unsigned char *stub_image;
char stub_name[256];
unsigned stub_dims[6];
unsigned char stub_kernarg[4096];
size_t stub_kernarg_size;
hipStream_t stub_stream;
hipError_t hipModuleLoadData(hipModule_t *module, const void *image) {
    __atomic_add_fetch(&stub_loads, 1, __ATOMIC_SEQ_CST);
    stub_image = (const unsigned char *)image;
    *module = (hipModule_t)(void *)&stub_loads;
    return hipSuccess;
}
hipError_t hipModuleGetFunction(hipFunction_t *function, hipModule_t module, const char *kname) {
    (void)module;
    snprintf(stub_name, sizeof stub_name, "%s", kname);
    *function = (hipFunction_t)(void *)&stub_launches;
    return hipSuccess;
}
hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned int gx, unsigned int gy, unsigned int gz, unsigned int bx,
                                 unsigned int by, unsigned int bz, unsigned int shared, hipStream_t stream,
                                 void **params, void **extra) {
    size_t size;
    if (f != (hipFunction_t)(void *)&stub_launches || shared != 0 || params != NULL) return hipErrorInvalidValue;
    if (extra[0] != HIP_LAUNCH_PARAM_BUFFER_POINTER || extra[2] != HIP_LAUNCH_PARAM_BUFFER_SIZE
        || extra[4] != HIP_LAUNCH_PARAM_END) return hipErrorInvalidValue;
    size = *(size_t *)extra[3];
    if (size > sizeof stub_kernarg) return hipErrorInvalidValue;
    memcpy(stub_kernarg, extra[1], size);
    stub_kernarg_size = size;
    stub_dims[0] = gx; stub_dims[1] = gy; stub_dims[2] = gz; stub_dims[3] = bx; stub_dims[4] = by; stub_dims[5] = bz;
    stub_stream = stream;
    __atomic_add_fetch(&stub_launches, 1, __ATOMIC_SEQ_CST);
    return hipSuccess;
}
"""

DRIVER = r"""
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "flygen_launch.h"
extern int stub_loads, stub_launches;
extern const unsigned char *stub_image;
extern char stub_name[256];
extern unsigned stub_dims[6];
extern unsigned char stub_kernarg[4096];
extern size_t stub_kernarg_size;
extern hipStream_t stub_stream;
static axpby_f32_f32_args args;
static void *go(void *p) { (void)p; return (void *)(size_t)axpby_f32_f32_launch((hipStream_t)(void *)&args, &args, N); }
int main(int argc, char **argv) {
    pthread_t t[8];
    int i, ok = 1;
    void *r;
    FILE *f = fopen(argv[1], "rb");
    unsigned char *want = malloc(1 << 20);
    size_t len = fread(want, 1, 1 << 20, f);
    (void)argc;
    fclose(f);
    args.x = (float *)(size_t)0x100000; args.y = (float *)(size_t)0x200000; args.alpha = 2.5f; args.beta = -1.0f;
    args.n = N;
    for (i = 0; i < 8; i++) pthread_create(&t[i], NULL, go, NULL);
    for (i = 0; i < 8; i++) { pthread_join(t[i], &r); ok &= r == (void *)(size_t)hipSuccess; }
    printf("ok %d loads %d launches %d name %s image %d stream %d\n", ok, stub_loads, stub_launches, stub_name,
           memcmp(stub_image, want, len) == 0, stub_stream == (hipStream_t)(void *)&args);
    printf("dims %u %u %u %u %u %u\n", stub_dims[0], stub_dims[1], stub_dims[2], stub_dims[3], stub_dims[4],
           stub_dims[5]);
    printf("kernarg %d aligned %d\n", stub_kernarg_size == sizeof args && memcmp(stub_kernarg, &args, sizeof args) == 0,
           (int)((size_t)stub_image % 64 == 0));
    return 0;
}
"""


def test_launcher_hands_hip_the_manifest_launch(pkg, tmp_path):
    """Against a stub of HIP's three module calls (no GPU): 8 threads launching at once load the code object
    once, with the HSACO's exact bytes, get the manifest's kernel name, the grid the Python runtime computes, the
    manifest's workgroup, the stream given, and the args struct's bytes as the kernarg buffer."""
    lib, inc = pkg
    cc = shutil.which("cc")
    if cc is None:
        pytest.skip("needs cc")
    _, kernels = read_manifest(lib)
    k = next(k for k in kernels if k.name == "axpby_f32_f32")
    n = 70001
    (tmp_path / "stub.c").write_text(STUB)
    (tmp_path / "driver.c").write_text(DRIVER.replace("N)", f"{n})").replace("args.n = N;", f"args.n = {n};"))
    exe = tmp_path / "driver"
    r = subprocess.run([cc, "-std=c11", *WARN.split(), "-D__HIP_PLATFORM_AMD__", "-I", str(lib),
                        "-I", str(inc), str(lib / "flygen_launch.c"), str(tmp_path / "stub.c"),
                        str(tmp_path / "driver.c"), "-pthread", "-o", str(exe)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    out = subprocess.run([str(exe), str(k.hsaco)], capture_output=True, text=True, check=True).stdout.splitlines()
    g = k.grid(n=n)
    assert out == ["ok 1 loads 1 launches 8 name axpby_f32_f32 image 1 stream 1",
                   "dims " + " ".join(str(int(v)) for v in (*g, *k.workgroup)), "kernarg 1 aligned 1"]
