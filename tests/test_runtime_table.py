"""`flygen select --emit json|c`: the selection table a C/C++ host embeds. The generated C function compiles
warning-free as C11 and C++17, and agrees with the Python selector (`flygen.runtime.select`) on a grid of shapes,
types and epilogues, ties and nothing-fits included, and with row pitches (lda, ldc) on run-time-lda kernels."""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest
from click.testing import CliRunner

from flygen.cli.main import cli
from flygen.errors import FlygenError
from flygen.runtime.select import Problem, select
from flygen.runtime.table import emit, table
from runtime_support import build_library

CC = shutil.which("cc") or shutil.which("gcc")
CXX = shutil.which("c++") or shutil.which("g++")

MAIN = r"""
#include <stdio.h>
#include <string.h>
#include "flygen_select.h"
static const char *arg(const char *s) { return strcmp(s, "-") == 0 ? NULL : s; }
int main(void) {
    long long M, N, K;
    char dt[32], od[32], ep[32], bl[32];
    while (scanf("%lld %lld %lld %31s %31s %31s %31s", &M, &N, &K, dt, od, ep, bl) == 7) {
        const int i = flygen_select_ex(M, N, K, arg(dt), arg(od), arg(ep), arg(bl));
        printf("%d %d\n", i, i >= 0 ? flygen_select_kernels[i].preshuffled_b : -1);
    }
    return 0;
}
"""

# (M, N, K, dtype, out_dtype, epilogue, b_layout); None = any (epilogue None = "none")
SHAPES = [(m, n, k, dt, None, "none", None)
          for m in (1, 77, 128, 129, 300, 4096, 65537)
          for n in (1, 128, 256, 520, 4096)
          for k in (128, 512, 1000, 4096)
          for dt in ("fp8", "bf16", "f16", "FP16", None)]
SHAPES += [(1000, 256, 512, "fp8", "fp16", "bias_silu", None), (64, 128, 512, "bf16", None, "bias_silu", None),
           (300, 520, 4096, "fp8", None, "none", "row_major"), (300, 520, 4096, "fp8", None, "none", "preshuffled"),
           (4096, 4096, 4096, "bf16", "bf16", "none", None), (2**31 - 1, 128, 512, "fp8", None, "none", None),
           (2**31, 128, 512, "fp8", None, "none", None), (0, 128, 512, "fp8", None, "none", None)]
# around gemm_fp8_8w_row_major's C voffset limit (test_selection_applies_the_size_limits): C and Python agree there
SHAPES += [(1, n, 4096, "fp8", None, "none", "row_major") for n in (8421503, 8421504)]


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    return build_library(tmp_path_factory.mktemp("rtlib") / "lib")


def _python(lib, shape, field="chosen"):
    m, n, k, dt, od, ep, bl = shape
    try:
        return select(lib, Problem(m, n, k, dt, od, ep, bl))[field]
    except FlygenError:          # nothing fits, several input types and no dtype, or a size out of range
        return None


def test_json_table_has_constraints_and_modeled_costs(lib, tmp_path):
    res = emit(lib, "json", str(tmp_path / "t.json"))
    t = json.loads((tmp_path / "t.json").read_text())
    assert res["kernels"] == len(t["kernels"]) == 16            # the GEMMs; axpby is not in the table
    names = [r["name"] for r in t["kernels"]]
    assert names == sorted(names) and [r["index"] for r in t["kernels"]] == list(range(16))
    row = next(r for r in t["kernels"] if r["name"] == "preshuffle_fp8_big_256")
    assert row["fixed"] == {"N": 256, "K": 512} and row["ragged"] == ["M"] and row["epilogue"] == "bias_silu"
    assert row["grid"] == ["1", "ceil_div(M, 128)", "1"] and row["hsaco"] == "preshuffle_fp8_big_256.hsaco"
    assert row["cost"]["modeled"] and row["cost"]["cycles_per_iteration"] > 0
    assert "MODELED" in t["cost_model"] and t["manifest_sha256"] == table(lib)["manifest_sha256"]


@pytest.mark.skipif(CC is None, reason="no C compiler")
def test_c_select_compiles_and_agrees_with_python(lib, tmp_path):
    emit(lib, "c", str(tmp_path / "flygen_select.h"))
    (tmp_path / "main.c").write_text(MAIN)
    exe = tmp_path / "sel"
    subprocess.run([CC, "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I", str(tmp_path), "-o", str(exe),
                    str(tmp_path / "main.c")], check=True, capture_output=True, text=True)
    if CXX:
        subprocess.run([CXX, "-std=c++17", "-Wall", "-Wextra", "-Werror", "-pedantic", "-fsyntax-only", "-x", "c++",
                        str(tmp_path / "flygen_select.h")], check=True, capture_output=True, text=True)
    inp = "".join(" ".join("-" if v is None else str(v) for v in s) + "\n" for s in SHAPES)
    out = subprocess.run([str(exe)], input=inp, check=True, capture_output=True, text=True).stdout.split("\n")
    rows = table(lib)["kernels"]
    pairs = [tuple(int(x) for x in line.split()) for line in out if line]
    got = [None if i < 0 else rows[i]["name"] for i, _ in pairs]
    want = [_python(lib, s) for s in SHAPES]
    assert len(got) == len(SHAPES)
    bad = [(s, g, w) for s, g, w in zip(SHAPES, got, want) if g != w]
    assert not bad, bad[:10]
    # the returned row says whether B must be preshuffled, as the Python result does, and as its b_layout names
    for (i, pre), s, w in zip(pairs, SHAPES, want):
        if w is not None:
            assert pre == int(rows[i]["b_layout"] == "preshuffled") == int(rows[i]["preshuffled_b"])
    picked = {w: pre for (_, pre), w in zip(pairs, want) if w}
    assert picked["preshuffle_fp8_async_s1"] == 1 and picked["gemm_fp8_4w_preshuffled"] == 1
    assert picked["gemm_bf16_8w_row_major"] == 0
    # the grid exercises every outcome: both families, ties broken by layout and by name, nothing fits, ambiguity
    chosen = {w for w in want if w}
    assert {"gemm_bf16_8w_row_major", "gemm_bf16_4w_row_major", "preshuffle_fp8_async_s1", "preshuffle_fp8_big_256",
            "gemm_fp8_4w_row_major", "gemm_fp8_4w_preshuffled", "gemm_f16_8w_row_major"} <= chosen
    assert want.count(None) > 100


def test_cli_emit(lib, tmp_path):
    r = CliRunner().invoke(cli, ["select", str(lib), "--emit", "c", "-o", str(tmp_path / "s.h")])
    assert r.exit_code == 0, r.output
    assert "16 GEMM kernels (c; costs MODELED)" in r.output
    assert "int flygen_select(int64_t M, int64_t N, int64_t K, const char *dtype)" in (tmp_path / "s.h").read_text()
    r = CliRunner().invoke(cli, ["select", str(lib), "--emit", "json", "--shape", "M=1,N=1,K=1"])
    assert r.exit_code == 1 and "--emit writes the table for every shape" in r.output
    r = CliRunner().invoke(cli, ["select", str(lib)])
    assert r.exit_code == 1 and "--shape M=..,N=..,K=.. is required" in r.output


def test_selection_applies_the_size_limits(lib):
    """A kernel past one of its 32-bit addressing limits (manifest `limits`) is not selected, with the reason; the
    bound here from the C tile by hand: voffset of the tile's last row (tile_m - 1) x 2N + 2 tile_n <= 2^32. The C
    table agrees (SHAPES_LIMITS run through test_c_select_compiles_and_agrees_with_python's comparison below)."""
    from flygen.runtime.library import read_manifest
    from flygen.runtime.select import candidates
    k = next(k for k in read_manifest(lib)[1] if k.name == "gemm_fp8_8w_row_major")
    bm, bn = k.params["tile_m"], k.params["tile_n"]
    most = ((1 << 32) - 2 * bn) // (2 * (bm - 1))
    for n, fits in ((most, True), (most + 1, False)):
        ok, rejected = candidates(lib, Problem(1, n, k.params["K"], "fp8", None, "none", "row_major"))
        r = {x["kernel"]: x for x in ok + rejected}["gemm_fp8_8w_row_major"]
        assert (not r["reasons"]) == fits, r["reasons"]
        if not fits:
            assert any("buffer c" in s and f"at most N={most}" in s for s in r["reasons"]), r["reasons"]


MAIN_LD = r"""
#include <stdio.h>
#include <string.h>
#include "flygen_select.h"
static const char *arg(const char *s) { return strcmp(s, "-") == 0 ? NULL : s; }
int main(void) {
    long long M, N, K, lda, ldc;
    char dt[32], ep[32];
    while (scanf("%lld %lld %lld %lld %lld %31s %31s", &M, &N, &K, &lda, &ldc, dt, ep) == 7) {
        const int i = flygen_select_ld(M, N, K, lda, ldc, arg(dt), NULL, arg(ep), NULL);
        /* lda = ldc = 0 is the packed problem _ex and check_sizes take */
        const int j = lda == 0 && ldc == 0 ? flygen_select_ex(M, N, K, arg(dt), NULL, arg(ep), NULL) : i;
        printf("%d %d\n", i, j);
    }
    return 0;
}
"""

# a packed twin of leading_dims.yaml's fp8 kernel (same tile; its name sorts first, so it wins a packed problem on the
# name tie-break): a padded lda fits only the lda: runtime one
PACKED = """target: gfx950
kernels:
  - name: ps_fp8_nR_kR_flat
    family: gemm_preshuffle
    tile_m: 64
    tile_n: 128
    tile_k: 128
    N: runtime
    K: runtime
    in_dtype: fp8
"""

# (M, N, K, lda, ldc, dtype, epilogue); lda / ldc 0 = packed (Python: None)
SHAPES_LD = [(m, n, k, lda, ldc, dt, ep)
             for m in (1, 65, 300)
             for n, k in ((128, 256), (256, 192), (384, 512))
             for lda in (0, k, k + 8, k + 16, k + 64, k - 8)
             for ldc in (0, n, n + 8, n + 16, n - 8)
             for dt, ep in (("fp8", "none"), ("bf16", "bias"))]
# around A's pitch limit (M x lda x 1 B <= 2^32 - 1, check_pitches): fits, then M or lda one past it
LIMIT_LD = [(2**20 - 1, 128, 256, 4096, 0, "fp8", "none"), (2**20, 128, 256, 4080, 0, "fp8", "none"),
            (2**20, 128, 256, 4096, 0, "fp8", "none"), (2**20 - 1, 128, 256, 4112, 0, "fp8", "none")]
SHAPES_LD += LIMIT_LD


@pytest.mark.skipif(CC is None, reason="no C compiler")
def test_c_select_with_row_pitches_agrees_with_python(tmp_path):
    """flygen_select_ld: lda / ldc > K / N fit only a kernel built with lda: runtime / ldc: runtime (and its
    alignment / 32-bit limits, through check_pitches), 0 means packed, lda < K or ldc < N fits nothing; the same
    choice as `select(Problem(lda=, ldc=))` on every shape."""
    from flygen.build.pipeline import build
    (tmp_path / "packed.yaml").write_text(PACKED)
    lib = tmp_path / "lib"
    build(["tests/data/gemm_preshuffle/leading_dims.yaml", str(tmp_path / "packed.yaml")], lib)
    emit(lib, "c", str(tmp_path / "flygen_select.h"))
    (tmp_path / "main.c").write_text(MAIN_LD)
    exe = tmp_path / "sel"
    subprocess.run([CC, "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I", str(tmp_path), "-o", str(exe),
                    str(tmp_path / "main.c")], check=True, capture_output=True, text=True)
    if CXX:
        (tmp_path / "main.cpp").write_text(MAIN_LD)
        subprocess.run([CXX, "-std=c++17", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I", str(tmp_path), "-o",
                        str(tmp_path / "selxx"), str(tmp_path / "main.cpp")], check=True, capture_output=True, text=True)
    inp = "".join(" ".join(str(v) for v in s) + "\n" for s in SHAPES_LD)
    outs = [subprocess.run([str(e)], input=inp, check=True, capture_output=True, text=True).stdout
            for e in ([exe] + ([tmp_path / "selxx"] if CXX else []))]
    assert len(set(outs)) == 1                        # C and C++ agree
    rows = table(lib)["kernels"]
    assert {r["name"]: r["lds"] for r in rows} == {"ps_bf16_nR_kR_lda_ldc": ["lda", "ldc"],
                                                   "ps_fp8_nR_kR_lda": ["lda"], "ps_fp8_nR_kR_flat": [],
                                                   # compile-time K / N with run-time pitches
                                                   "ps_fp8_n256_k256_lda_ldc": ["lda", "ldc"],
                                                   "ps_bf16_n256_kR_ldc": ["ldc"], "ps_bf16_nR_k192_lda": ["lda"]}
    pairs = [tuple(int(x) for x in line.split()) for line in outs[0].split("\n") if line]
    assert len(pairs) == len(SHAPES_LD)
    got = [None if i < 0 else rows[i]["name"] for i, _ in pairs]
    want = []
    for m, n, k, lda, ldc, dt, ep in SHAPES_LD:
        try:
            want.append(select(lib, Problem(m, n, k, dt, None, ep, None, lda or None, ldc or None))["chosen"])
        except FlygenError:
            want.append(None)
    bad = [(s, g, w) for s, g, w in zip(SHAPES_LD, got, want) if g != w]
    assert not bad, bad[:10]
    assert all(i == j for i, j in pairs)               # _ex is _ld with packed rows
    # the grid reaches every outcome: each kernel chosen, a padded lda and a padded ldc chosen, nothing fits
    by = {}
    for s, w in zip(SHAPES_LD, want):
        by.setdefault(w, []).append(s)
    assert {None, "ps_bf16_nR_kR_lda_ldc", "ps_fp8_nR_kR_lda", "ps_fp8_nR_kR_flat"} <= set(by)
    assert any(s[3] > s[2] for s in by["ps_fp8_nR_kR_lda"]) and any(s[4] > s[1] for s in by["ps_bf16_nR_kR_lda_ldc"])
    assert all(s[3] in (0, s[2]) and s[4] in (0, s[1]) for s in by["ps_fp8_nR_kR_flat"])
    # a padded ldc on fp8 at these shapes fits no kernel (the fp8 ldc kernel compiles N = K = 256 in), nor lda < K
    assert all(w is None for s, w in zip(SHAPES_LD, want) if s[5] == "fp8" and s[4] > s[1] or 0 < s[3] < s[2])
    assert [w for s, w in zip(SHAPES_LD, want) if s in LIMIT_LD] == ["ps_fp8_nR_kR_lda"] * 2 + [None] * 2
