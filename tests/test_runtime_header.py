"""flygen.runtime.header and .expr: the C header compiles (C11 and C++17, -Werror), packs the same bytes as the
Python packer and the emulator's metadata packer, and its grid functions equal the Python ones."""
from __future__ import annotations

import json
import shutil
import subprocess

import numpy as np
import pytest

from flygen.errors import FlygenError
from flygen.runtime import expr
from flygen.runtime.header import header_text, write_header
from flygen.runtime.library import pack_kernargs, read_manifest, typed_scalar
from runtime_support import build_library

CC, CXX = shutil.which("cc"), shutil.which("c++")
pytestmark = pytest.mark.skipif(not (CC and CXX), reason="needs cc and c++")
WARN = ["-Wall", "-Wextra", "-Werror", "-pedantic"]


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    out = build_library(tmp_path_factory.mktemp("rtlib") / "lib")
    write_header(out)
    return out


def _compile_run(src: str, tmp, lang="c") -> str:
    path = tmp / ("t.c" if lang == "c" else "t.cpp")
    path.write_text(src)
    exe = tmp / f"t_{lang}"
    cmd = [CC, "-std=c11"] if lang == "c" else [CXX, "-std=c++17"]
    r = subprocess.run(cmd + WARN + ["-I", str(tmp), str(path), "-o", str(exe)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout


def test_header_compiles_c11_and_cxx17(lib, tmp_path):
    hdr = (lib / "flygen_kernels.h").read_text()
    (tmp_path / "k.h").write_text(hdr)
    for lang in ("c", "cpp"):
        # included twice: the include guard and the shared-helpers guard hold
        _compile_run('#include "k.h"\n#include "k.h"\nint main(void) { return 0; }\n', tmp_path, lang)


def test_static_asserts_are_live(lib, tmp_path):
    """A struct whose layout is not the manifest's (here one member widened) stops the build."""
    hdr = (lib / "flygen_kernels.h").read_text()
    start = hdr.index("typedef struct gemm_fp8_8w_row_major_args {")
    end = hdr.index("} gemm_fp8_8w_row_major_args;")
    bad = hdr[:start] + hdr[start:end].replace("uint32_t m;", "uint64_t m;") + hdr[end:]
    assert bad != hdr
    (tmp_path / "k.h").write_text(bad)
    (tmp_path / "t.c").write_text('#include "k.h"\nint main(void) { return 0; }\n')
    r = subprocess.run([CC, "-std=c11", *WARN, "-I", str(tmp_path), str(tmp_path / "t.c"), "-o", str(tmp_path / "t")],
                       capture_output=True, text=True)
    assert r.returncode != 0 and "gemm_fp8_8w_row_major: n at 44" in r.stderr


def _values(k, seed):
    rng = np.random.default_rng(seed)
    vals = {}
    for a in k.args:
        if a.kind == "global_buffer":
            vals[a.name] = int(rng.integers(1, 1 << 47)) * 256
        elif a.scalar == "f32":
            vals[a.name] = float(np.float32(rng.standard_normal() * 100))
        elif a.scalar == "u32":
            vals[a.name] = int(rng.integers(0, 1 << 32))
        else:
            vals[a.name] = int(rng.integers(-(1 << 31), 1 << 31))
    return vals


def _c_value(a, v) -> str:
    if a.kind == "global_buffer":
        return f"(void *)(uintptr_t)UINT64_C({v})"
    if a.scalar == "f32":
        return f"{float(v).hex()}f"
    return f"UINT32_C({v})" if a.scalar == "u32" else f"(int32_t)INT64_C({v})"


def test_c_struct_bytes_equal_python_and_emulator_packers(lib, tmp_path):
    from flygen.asm.load import load_program
    from flygen.emu.launch import build_kernargs
    from flygen.emu.memory import Device
    _, kernels = read_manifest(lib)
    body, want = [], {}
    for i, k in enumerate(kernels):
        vals = _values(k, i)
        st = f"{k.name}_args"
        body.append(f"    {{ {st} s; memset(&s, 0, sizeof s);")
        body += [f"      s.{a.name} = {_c_value(a, vals[a.name])};" for a in k.args]
        body.append(f'      dump("{k.name}", &s, sizeof s); }}')
        py = pack_kernargs(k, vals)
        kern = load_program(str(k.hsaco)).kernel(k.name)
        emu_args = {a.name: vals[a.name] if a.kind == "global_buffer" else typed_scalar(a, vals[a.name])
                    for a in k.args}
        emu, _ = build_kernargs(kern, emu_args, Device(), (1, 1, 1), k.workgroup)
        assert py == emu, k.name            # manifest packer == the code object's metadata, as the emulator reads it
        want[k.name] = py.hex()
    src = ('#include <stdio.h>\n#include <string.h>\n#include "flygen_kernels.h"\n'
           "static void dump(const char *n, const void *p, size_t len) {\n"
           "    const unsigned char *b = (const unsigned char *)p; size_t i;\n"
           '    printf("%s ", n); for (i = 0; i < len; i++) printf("%02x", b[i]); printf("\\n");\n}\n'
           "int main(void) {\n" + "\n".join(body) + "\n    return 0;\n}\n")
    shutil.copy(lib / "flygen_kernels.h", tmp_path / "flygen_kernels.h")
    got = dict(line.split() for line in _compile_run(src, tmp_path).splitlines())
    assert got == want


def test_c_grid_functions_equal_python(lib, tmp_path):
    from flygen.plan.kernel import Grid
    _, kernels = read_manifest(lib)
    shapes = [1, 7, 255, 256, 257, 300, 1000, 4096, 65537]
    lines, want = [], []
    for k in kernels:
        for i, v in enumerate(shapes):
            sizes = {s: shapes[(i + j) % len(shapes)] for j, s in enumerate(k.grid_sizes)}
            args = ", ".join(f"INT64_C({sizes[s]})" for s in k.grid_sizes)
            lines.append(f'    {{ uint32_t g[3] = {{0, 0, 0}}; int r = {k.name}_grid({args}{", " if args else ""}g); '
                         f'printf("%d %u %u %u\\n", r, g[0], g[1], g[2]); }}')
            g = k.grid(**sizes)
            assert g == Grid(k.grid_exprs, k.grid_sizes)(**sizes)      # == the planner's own evaluation
            want.append(f"0 {g[0]} {g[1]} {g[2]}")
    shutil.copy(lib / "flygen_kernels.h", tmp_path / "flygen_kernels.h")
    src = '#include <stdio.h>\n#include "flygen_kernels.h"\nint main(void) {\n' + "\n".join(lines) + "\n    return 0;\n}\n"
    assert _compile_run(src, tmp_path).splitlines() == want


EXPRS = ["ceil_div(M, 256)", "196 - m_tile0", "M // 3 + N % 5", "min(M, N, 7) * 2", "max(ceil_div(-M, 16), N - 3)",
         "-(M - N) // 4", "(M * 3 - 11) % 7"]


def test_expr_c_translation_matches_python_floor_semantics(tmp_path):
    vals = [-(1 << 40) - 3, -1000, -257, -17, -16, -1, 0, 1, 15, 16, 17, 255, 256, 257, 999, 1 << 33]
    lines, want = [], []
    for e in EXPRS:
        c = expr.to_c(e)
        for m in vals:
            for n in vals[::3]:
                lines.append(f'    {{ const int64_t M = INT64_C({m}), N = INT64_C({n}), m_tile0 = M; (void)M; (void)N; '
                             f'(void)m_tile0; printf("%lld\\n", (long long)({c})); }}')
                want.append(str(expr.evaluate(e, {"M": m, "N": n, "m_tile0": m})))
                assert int(want[-1]) == eval(e, {"ceil_div": lambda a, b: -(-a // b), "min": min, "max": max},
                                             {"M": m, "N": n, "m_tile0": m})
    (tmp_path / "flygen_expr.h").write_text("#include <stdint.h>\n" + expr.C_HELPERS)
    src = '#include <stdio.h>\n#include "flygen_expr.h"\nint main(void) {\n' + "\n".join(lines) + "\n    return 0;\n}\n"
    assert _compile_run(src, tmp_path).splitlines() == want


@pytest.mark.parametrize("bad", ["__import__('os').system('true')", "M / 2", "ceil_div(M, N)", "M ** 2",
                                 "math.ceil(M)", "M // 0", "M % -4", "1.5 * M", "M if N else 1", "ceil_div(M, 0)",
                                 "min(M)", "[M][0]"])
def test_expr_grammar_refuses(bad):
    with pytest.raises(FlygenError, match="grid expression"):
        expr.parse(bad)


def test_header_refuses_a_manifest_outside_the_contract(lib, tmp_path):
    m = json.loads((lib / "manifest.json").read_text())
    m["kernels"] = m["kernels"][:1]
    for f in m["kernels"][0]["files"].values():       # the files it lists: readers check them (flygen.build.manifest)
        shutil.copy(lib / f, tmp_path / f)
    m["kernels"][0]["grid"]["exprs"][0] = "n / 1024"
    (tmp_path / "manifest.json").write_text(json.dumps(m))
    with pytest.raises(FlygenError, match="'n / 1024'"):
        header_text(tmp_path)
    m["kernels"][0]["grid"]["exprs"][0] = "ceil_div(n, 1024)"
    m["kernels"][0]["args"][1]["offset"] = 4           # overlaps the 8-byte pointer at 0
    (tmp_path / "manifest.json").write_text(json.dumps(m))
    with pytest.raises(FlygenError, match="overlaps"):
        header_text(tmp_path)


def test_cli_header(lib, tmp_path):
    from click.testing import CliRunner
    from flygen.cli.main import cli
    r = CliRunner().invoke(cli, ["header", str(lib), "-o", str(tmp_path / "x.h")])
    assert r.exit_code == 0, r.output
    assert (tmp_path / "x.h").read_text() == (lib / "flygen_kernels.h").read_text()


def test_macro_names_do_not_depend_on_the_directory_name(lib, tmp_path):
    """The guard and the manifest macro are fixed (FLYGEN_KERNELS_H, FLYGEN_MANIFEST_SHA256) whatever the library
    directory is called; --prefix renames them so two libraries' headers include together."""
    from click.testing import CliRunner
    from flygen.cli.main import cli
    from flygen.runtime.header import manifest_sha256
    other = tmp_path / "some-other.dir"
    shutil.copytree(lib, other)
    a, b = header_text(lib), header_text(other)
    assert a == b and "#ifndef FLYGEN_KERNELS_H\n" in a
    assert f'#define FLYGEN_MANIFEST_SHA256 "{manifest_sha256(lib)}"' in a
    r = CliRunner().invoke(cli, ["header", str(other), "-o", str(tmp_path / "second.h"), "--prefix", "SECOND_LIB"])
    assert r.exit_code == 0, r.output
    second = (tmp_path / "second.h").read_text()
    assert "#ifndef SECOND_LIB_KERNELS_H\n" in second and "FLYGEN_KERNELS_H" not in second
    # the two libraries are the same kernels here, so only the guard/sha macros are checked to coexist: a host
    # including both sees both macros (kernel names must differ between libraries for the structs to coexist)
    (tmp_path / "first.h").write_text(a)
    _compile_run('#include "first.h"\n#include "first.h"\n#include <string.h>\nint main(void) {\n'
                 '    return strlen(FLYGEN_MANIFEST_SHA256) == 64 ? 0 : 1;\n}\n', tmp_path)
    for bad in ("lower", "9X", "A-B", "X_", ""):
        r = CliRunner().invoke(cli, ["header", str(lib), "-o", str(tmp_path / "bad.h"), "--prefix", bad])
        assert r.exit_code == 1 and "header prefix" in r.output and "Traceback" not in r.output, (bad, r.output)
