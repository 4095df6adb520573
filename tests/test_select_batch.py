"""select and its C table with batches and every row pitch: `Problem(batch=, stride_a=, ..., ldb=)` and
`flygen_select_batched(M, N, K, lda, ldb, ldc, batch, stride_a, stride_b, stride_c, ...)` choose only batched
kernels for a batch and only unbatched ones for one GEMM, check the strides against the kernels' limits (16-byte
multiples) and agree with each other on a grid of problems (strides packed, padded, misaligned, zero; batch 1 and 3;
ldb padded on a run-time-ldb kernel and a packed one); the old entry points keep their answers. The kernel the
compiled table picks for a batch of 3 with non-packed strides and padded pitches then verifies on the emulator
through the Python runtime with exactly those strides. `flygen cmake`'s launcher of that kernel, linked against a
stub of HIP's module calls, launches (N tiles, M tiles, batch) and refuses a misaligned stride or lda < K first."""
from __future__ import annotations

import subprocess

import numpy as np
import pytest

import flygen.runtime as rt
from flygen.errors import FlygenError
from flygen.ref.compare import compare
from flygen.ref.gemm import make_case
from flygen.runtime.select import NoKernelFits, Problem, select
from flygen.runtime.table import emit, table
from spec_fixtures import CC, spec_fixtures

SPEC = "tests/data/gemm_fp8/leading_dims.yaml"
tc, built, lib = spec_fixtures(SPEC)

_MAIN = r"""
#include <stdio.h>
#include "flygen_select.h"
int main(void) {
    long long v[10];
    char dt[32];
    while (scanf("%lld %lld %lld %lld %lld %lld %lld %lld %lld %lld %31s", &v[0], &v[1], &v[2], &v[3], &v[4],
                 &v[5], &v[6], &v[7], &v[8], &v[9], dt) == 11) {
        if (v[6] == 0 && v[7] < 0 && v[8] < 0 && v[9] < 0 && v[4] == 0)   /* one GEMM, ldb packed: the old API too */
            printf("%d %d\n", flygen_select_batched(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], dt,
                                                    NULL, NULL, NULL),
                   flygen_select_ld(v[0], v[1], v[2], v[3], v[5], dt, NULL, NULL, NULL));
        else {
            int i = flygen_select_batched(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], dt, NULL, NULL,
                                          NULL);
            printf("%d %d\n", i, i);
        }
    }
    return 0;
}
"""

# (M, N, K, lda, ldb, ldc, batch, stride_a, stride_b, stride_c, dtype); 0 pitches / batch, -1 strides: packed / none
PROBLEMS = [
    (65, 70, 256, 272, 0, 88, 0, -1, -1, -1, "fp8"),          # one GEMM: the unbatched ld kernel
    (65, 70, 256, 272, 304, 88, 0, -1, -1, -1, "fp8"),        # ldb padded: only the run-time-ldb kernel
    (65, 72, 256, 0, 0, 0, 3, -1, -1, -1, "fp8"),             # a batch, packed strides
    (65, 72, 256, 0, 0, 0, 1, -1, -1, -1, "fp8"),             # batch 1
    (65, 72, 256, 0, 0, 0, 3, 20000, 20000, 5000, "fp8"),     # non-packed strides
    (65, 72, 256, 0, 0, 0, 3, 20008, 20000, 5000, "fp8"),     # stride_a not 16 B: none
    (65, 72, 256, 0, 0, 0, 3, 0, 20000, 5000, "fp8"),         # stride 0 (A broadcast): limits allow it
    (65, 72, 256, 0, 0, 0, 3, 20000, 20000, 5004, "fp8"),     # stride_c not 16 B: none
    (65, 70, 64, 72, 80, 80, 3, 6000, 6000, 5600, "bf16"),    # the batched bf16 kernel with every pitch
    (65, 70, 64, 72, 80, 80, 0, -1, -1, -1, "bf16"),          # one GEMM: the batched one does not fit; ldb padded
    (65, 70, 64, 72, 0, 80, 0, -1, -1, -1, "bf16"),           #   ... packed ldb: the narrow ld kernel
    (65, 70, 64, 72, 80, 80, 3, 6000, 6000, 5600, "fp8"),     # wrong type
    (65, 70, 256, 0, 0, 0, 3, -1, -1, -1, "fp8"),             # packed C of 65 x 70: stride_c not 16 B: none
]


def _py(lib, s):
    M, N, K, lda, ldb, ldc, batch, sa, sb, sc, dt = s
    opt = {"lda": lda or None, "ldb": ldb or None, "ldc": ldc or None, "batch": batch or None,
           "stride_a": None if sa < 0 else sa, "stride_b": None if sb < 0 else sb, "stride_c": None if sc < 0 else sc}
    try:
        return select(lib, Problem(M, N, K, dt, **opt))["chosen"]
    except FlygenError:
        return None


def _c_table(lib, tmp_path, problems):
    emit(lib, "c", str(tmp_path / "flygen_select.h"))
    (tmp_path / "main.c").write_text(_MAIN)
    exe = tmp_path / "sel"
    for std in (["-std=c11"], ["-x", "c++", "-std=c++17"]):
        subprocess.run([CC, *std, "-Wall", "-Wextra", "-Werror", "-pedantic", "-I", str(tmp_path), "-o", str(exe),
                        str(tmp_path / "main.c")], check=True, capture_output=True, text=True)
    subprocess.run([CC, "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I", str(tmp_path), "-o", str(exe),
                    str(tmp_path / "main.c")], check=True, capture_output=True, text=True)
    out = subprocess.run([str(exe)], input="".join(" ".join(map(str, s)) + "\n" for s in problems), check=True,
                         capture_output=True, text=True).stdout.split()
    names = [r["name"] for r in table(lib)["kernels"]]
    pick = [None if int(i) < 0 else names[int(i)] for i in out]
    return pick[0::2], pick[1::2]


@pytest.mark.skipif(CC is None, reason="no C compiler (cc / gcc) for the C selection table")
def test_python_and_c_agree_on_batches_and_pitches(lib, tmp_path):
    want = [_py(lib, s) for s in PROBLEMS]
    assert want[0] == "ld_fp8_4w_kR" and want[1] == "ld_fp8_4w_kR"
    batched_fp8 = {"bt_fp8_4w_kR", "ld_fp8_4w_k256_ldc_batch"}       # run-time K, or K = 256 with ldc
    assert {want[2], want[3], want[4], want[6]} <= batched_fp8
    assert want[5] is None and want[7] is None and want[11] is None and want[12] is None
    assert want[8] == "bt_ld_bf16_4w_kR" and want[9] is None and want[10] == "ld_bf16_4w_narrow_kR"
    new, old = _c_table(lib, tmp_path, PROBLEMS)
    assert new == want and old == want          # flygen_select_ld gives the same answer for one GEMM
    rows = {r["name"]: r for r in table(lib)["kernels"]}
    assert rows["bt_fp8_4w_kR"]["batched"] and not rows["ld_fp8_4w_kR"]["batched"]
    assert rows["ld_fp8_4w_kR"]["lds"] == ["lda", "ldb", "ldc"]


def test_select_reasons():
    with pytest.raises(FlygenError, match="batch strides go with batch"):
        Problem(65, 70, 256, stride_a=100)
    with pytest.raises(FlygenError, match="ldb=100 is less than K=256"):
        Problem(65, 70, 256, ldb=100)
    assert Problem(65, 70, 256, batch=2, ldc=80).strides("row_major") == {
        "stride_a": 65 * 256, "stride_b": 70 * 256, "stride_c": 65 * 80}
    assert Problem(65, 70, 256, batch=2).strides("preshuffled")["stride_b"] == 80 * 256


def test_reasons_name_the_batch(lib):
    with pytest.raises(NoKernelFits) as e:
        select(lib, Problem(65, 72, 256, "fp8", batch=3, stride_a=20008))
    msg = str(e.value)
    assert "ld_fp8_4w_kR: not a batched GEMM" in msg and "stride_a=20008 is not a multiple of 16" in msg, msg
    with pytest.raises(NoKernelFits, match="bt_ld_bf16_4w_kR: a batched GEMM"):
        select(lib, Problem(65, 70, 64, "bf16", lda=72, ldb=80, ldc=80))


@pytest.mark.skipif(CC is None, reason="no C compiler (cc / gcc) for the C selection table")
def test_c_table_choice_runs_a_batch_with_its_strides(lib, tmp_path):
    """The case's own non-packed strides and padded pitches go to the compiled table; its choice runs them."""
    k = rt.load(lib)["bt_ld_bf16_4w_kR"]
    case = make_case(k.info.params, {"M": 65, "N": 70, "K": 64, "lda": 72, "ldb": 80, "ldc": 88, "batch": 3},
                     np.random.default_rng(7))
    sa, sb, sc = (int(case.args[f"stride_{x}"]) for x in "abc")
    assert sa > 65 * 72 and sb > 70 * 80 and sc > 65 * 88
    prob = (65, 70, 64, 72, 80, 88, 3, sa, sb, sc, "bf16")
    new, _ = _c_table(lib, tmp_path, [prob])
    assert new == [_py(lib, prob)] == ["bt_ld_bf16_4w_kR"]
    rt.load(lib)[new[0]](**{**case.sizes, **case.args})
    c = case.checks[0]
    r = compare(case.args[c.arg].reshape(-1)[:c.count + len(c.guard)], c)
    assert r.mismatches == 0 and r.guard_ok and r.nan_mismatch == 0, r


_LAUNCH_DRIVER = r"""
#include <stdio.h>
#include <string.h>
#include "flygen_launch.h"
extern int stub_launches;
extern unsigned stub_dims[6];
extern unsigned char stub_kernarg[4096];
extern size_t stub_kernarg_size;
int main(void) {
    bt_ld_bf16_4w_kR_args a;
    int ok, bad_c, bad_a, n0;
    memset(&a, 0, sizeof a);
    a.m = 65; a.n = 70; a.k = 64; a.lda = 72; a.ldb = 80; a.ldc = 80;
    a.stride_a = 6000; a.stride_b = 6000; a.stride_c = 5600;
    ok = bt_ld_bf16_4w_kR_launch(NULL, &a, 65, 70, 64, 3) == hipSuccess;
    printf("ok %d dims %u %u %u kernarg %d\n", ok, stub_dims[0], stub_dims[1], stub_dims[2],
           stub_kernarg_size == sizeof a && memcmp(stub_kernarg, &a, sizeof a) == 0);
    n0 = stub_launches;
    a.stride_c = 5604;                                  /* not a multiple of 16 B */
    bad_c = bt_ld_bf16_4w_kR_launch(NULL, &a, 65, 70, 64, 3) == hipErrorInvalidValue;
    a.stride_c = 5600; a.lda = 60;                      /* lda < K */
    bad_a = bt_ld_bf16_4w_kR_launch(NULL, &a, 65, 70, 64, 3) == hipErrorInvalidValue;
    printf("refused %d %d launches %d\n", bad_c, bad_a, stub_launches - n0);
    return 0;
}
"""


def test_launcher_takes_pitches_and_batch(lib, tmp_path):
    """flygen cmake's launcher of a batched kernel with every pitch, against the stub of HIP's module calls that
    tests/test_cmake_package.py uses (no GPU): it launches grid (N tiles, M tiles, batch) with the args struct as the
    kernarg bytes, and refuses a misaligned stride_c and an lda < K before HIP is called."""
    from click.testing import CliRunner
    from flygen.cli.main import cli
    from test_cmake_package import INCLUDE_DIRS, STUB, WARN
    inc = next((d for d in INCLUDE_DIRS if (d / "hip" / "hip_runtime_api.h").is_file()), None)
    if inc is None or CC is None:
        pytest.skip("needs HIP headers (hip/hip_runtime_api.h; libamdhip64-dev) and cc")
    r = CliRunner().invoke(cli, ["cmake", str(lib)])
    assert r.exit_code == 0, r.output
    (tmp_path / "stub.c").write_text(STUB)
    (tmp_path / "driver.c").write_text(_LAUNCH_DRIVER)
    exe = tmp_path / "driver"
    r = subprocess.run([CC, "-std=c11", *WARN.split(), "-D__HIP_PLATFORM_AMD__", "-I", str(lib), "-I", str(inc),
                        str(lib / "flygen_launch.c"), str(tmp_path / "stub.c"), str(tmp_path / "driver.c"), "-pthread",
                        "-o", str(exe)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    out = subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout.splitlines()
    g = rt.load(lib)["bt_ld_bf16_4w_kR"].info.grid(M=65, N=70, K=64, batch=3)
    assert tuple(g) == (2, 2, 3)
    assert out == ["ok 1 dims 2 2 3 kernarg 1", "refused 1 1 launches 0"], out


def test_trace_model_ranks_batches(lib):
    """--model trace models a batched kernel (grid z = batch): the work is batch GEMMs, each with its own A, B and C
    (flygen.model.run._traffic: a B column panel is not shared across z), and the one-GEMM trace serves every batch."""
    one = select(lib, Problem(65, 72, 256, "fp8", batch=1), model="trace")
    three = select(lib, Problem(65, 72, 256, "fp8", batch=3), model="trace")
    for r in (one, three):
        assert r["fits"] and all(f["cost"]["modeled"] and f["cost"]["model"] == "trace" for f in r["fits"]), r
    c1 = {f["kernel"]: f["cost"] for f in one["fits"]}
    for f in three["fits"]:
        c3 = f["cost"]
        assert c3["workgroups"] == 3 * c1[f["kernel"]]["workgroups"]
        # a few workgroups: three GEMMs on three times the CUs take about the time of one, so 3x the TFLOPS
        assert c3["modeled_us"] >= c1[f["kernel"]]["modeled_us"] and c3["modeled_tflops"] > 2 * c1[f["kernel"]]["modeled_tflops"]
    # a batch that fills the machine many times over: twice the batch, about twice the time
    b64 = select(lib, Problem(1024, 1024, 256, "fp8", batch=64), model="trace")
    b128 = select(lib, Problem(1024, 1024, 256, "fp8", batch=128), model="trace")
    t64 = {f["kernel"]: f["cost"]["modeled_us"] for f in b64["fits"]}
    for f in b128["fits"]:
        assert 1.8 < f["cost"]["modeled_us"] / t64[f["kernel"]] < 2.2, (f["kernel"], f["cost"], t64)


def test_batched_traffic_keeps_each_gemm_own_operands():
    """The L2 fill of a batched launch: each z is its own GEMM (rows y + gy z, columns x + gx z), so batch 3 fetches
    3x one GEMM's panels and C, and its compulsory bytes are 3x."""
    from flygen.model.run import _traffic
    geo = (256, 512, 1024, 64, 128, 1, 1, 2)          # M, N, K, tile_m, tile_n, A / B / C bytes per element
    f1, h1, _ = _traffic(geo, (4, 4, 1), 16, 1, 0, 1.0, batched=True)
    f3, h3, _ = _traffic(geo, (4, 4, 3), 48, 1, 0, 1.0, batched=True)
    assert f3 == 3 * f1 and h3 == 3 * h1
    shared, _, _ = _traffic(geo, (4, 4, 3), 48, 1, 0, 1.0)      # z read as split-K slices: B panels shared
    assert shared < f3
