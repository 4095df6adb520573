"""gemm_fp8 `lda` / `ldb` / `ldc: runtime` and `batch: true` (with K: runtime): A's and B's row pitches are the
SGPRs lda / ldb x esize in the run-time-K DMA sources and V#s, C's is ldc x 2; a batch rebases every base pointer
by z x its u64 stride. Verified on the emulator against float64 references at pitches > K / N (padding columns of
A / B a NaN the kernel must not multiply, of C a NaN it must not write), packed, and batches 1 and 3 with strides
larger than a matrix (C's padding between batches checked); mutants ignoring a pitch or a stride, or offsetting
every batch from 0, are caught; the launch check refuses short and misaligned pitches and strides with a one-field
hint; the header takes the new arguments; the Python runtime, `flygen run`, select and the C selection table."""
from __future__ import annotations

import dataclasses
import re
import subprocess

import numpy as np
import pytest
from click.testing import CliRunner

import flygen.runtime as rt
from flygen.check.verify import verify_one
from flygen.cli.main import cli
from flygen.errors import FlygenError
from flygen.ref.compare import compare
from flygen.ref.gemm import PAD_SENTINEL, make_case
from flygen.runtime.header import header_text
from flygen.runtime.library import RuntimeError_
from flygen.runtime.select import NoKernelFits, Problem, select
from flygen.runtime.table import emit, table
from flygen.spec.load import load_specs
from spec_fixtures import CC, assert_verified, spec_fixtures

SPEC = "tests/data/gemm_fp8/leading_dims.yaml"
LD3 = "ld_fp8_4w_kR"                       # lda, ldb, ldc
PAD = {"M": 65, "N": 70, "K": 256, "lda": 272, "ldb": 304, "ldc": 88}
BT, BT_LD = "bt_fp8_4w_kR", "bt_ld_bf16_4w_kR"

tc, built, lib = spec_fixtures(SPEC)
_ok = assert_verified


@pytest.mark.parametrize("name,sizes", [
    (LD3, PAD),
    (LD3, {"M": 65, "N": 72, "K": 128, "lda": 128, "ldb": 128, "ldc": 72}),          # packed rows
    ("ld_bf16_4w_narrow_kR", {"M": 65, "N": 70, "K": 192, "lda": 200, "ldc": 72}),
    ("ld_fp8_4w_pre_kR", {"M": 65, "N": 70, "K": 128, "lda": 160}),                     # preshuffled B: no ldb
    (BT, {"M": 65, "N": 70, "K": 128, "batch": 1}),
    (BT, {"M": 65, "N": 70, "K": 384, "batch": 3}),
    (BT_LD, {"M": 65, "N": 70, "K": 64, "lda": 72, "ldb": 80, "ldc": 80, "batch": 3}),
    ("ld_fp8_4w_k256_ldc_batch", {"M": 65, "N": 70, "ldc": 88, "batch": 3}),          # K compiled in
    ("ld_fp8_4w_k256_ldc_batch", {"M": 65, "N": 72, "ldc": 72, "batch": 1}),
])
def test_verifies(name, sizes, built, tc):
    r = verify_one(built[name], sizes, seed=4, toolchain=tc)
    _ok(r)
    for x in ("lda", "ldb", "ldc", "batch"):
        if x in sizes and x != "batch":
            assert f"{x}={sizes[x]}" in r["case"], r["case"]


def test_case_pads_with_sentinels_and_strides(built):
    case = make_case(built[LD3].spec.params, PAD, np.random.default_rng(1))
    a, b = case.args["a"].view(np.uint8).reshape(65, 272), case.args["b"].view(np.uint8).reshape(70, 304)
    assert (a[:, 256:] == PAD_SENTINEL["fp8"]).all() and (b[:, 256:] == PAD_SENTINEL["fp8"]).all()
    c = case.checks[0]
    assert c.count == 65 * 88 and np.isnan(c.expected.reshape(65, 88)[:, 70:]).all()
    bc = make_case(built[BT].spec.params, {"M": 65, "N": 70, "K": 128, "batch": 3}, np.random.default_rng(1))
    sa, sb, sc = (int(bc.args[f"stride_{x}"]) for x in "abc")
    assert sa > 65 * 128 and sb > 70 * 128 and sc > 65 * 70 and sa % 16 == sb % 16 == sc % 8 == 0
    assert bc.checks[0].count == 3 * sc and np.isnan(bc.checks[0].expected.reshape(3, sc)[:, 65 * 70:]).all()


def _arg(b, name: str, word: int = 0) -> str:
    """The packed kernel-argument SGPR of `name`'s dword `word`."""
    a = next(a for a in b.plan.args if a.name == name)
    return f"s[s_args+{a.offset // 4 + word}]"


def _mutant(b, pat: str, rep: str, count: int | None = None):
    asm, n = re.subn(pat, rep, b.asm)
    assert n >= 1 and (count is None or n == count), (pat, n)
    return dataclasses.replace(b, asm=asm)


@pytest.mark.parametrize("what", ["lda", "ldb", "ldc"])
def test_mutant_ignoring_a_pitch_is_caught(what, built, tc):
    b = built[LD3]
    dst = {"lda": r"s\[s_apitch\]", "ldb": r"s\[s_bpitch\]", "ldc": r"s\[s_pitch\]"}[what]
    packed = {"lda": "k", "ldb": "k", "ldc": "n"}[what]
    op = "s_lshl_b32" if what == "ldc" else "s_mov_b32"         # fp8: ld x 1 is a move
    m = _mutant(b, rf"({op} {dst}, ){re.escape(_arg(b, what))}", rf"\g<1>{_arg(b, packed)}", 1)
    r = verify_one(m, PAD, seed=4, toolchain=tc)
    assert not r["passed"] and r["checks"][0]["mismatches"] + r["checks"][0]["nan_mismatch"] > 0
    _ok(verify_one(m, {"M": 65, "N": 72, "K": 128, "lda": 128, "ldb": 128, "ldc": 72}, seed=4, toolchain=tc))


@pytest.mark.parametrize("mutant", ["stride_a_ignored", "batch_from_0"])
def test_batch_mutants_are_caught(mutant, built, tc):
    b = built[BT]
    if mutant == "stride_a_ignored":      # A rebased by C's stride: every batch past 0 reads the wrong A
        for w, n in ((0, 2), (1, 1)):
            m = _mutant(m if w else b, re.escape(f"s[s_wg_z], {_arg(b, 'stride_a', w)}") + r"(?!\d)",
                        f"s[s_wg_z], {_arg(b, 'stride_c', w)}", n)
    else:                                 # every batch's offset 0: all batches land on batch 0
        m = _mutant(b, r"(s_mul(?:_hi_u32|_i32) s\[s_tmp\+[01]\]), s\[s_wg_z\]", r"\1, 0")
    r = verify_one(m, {"M": 65, "N": 70, "K": 128, "batch": 3}, seed=4, toolchain=tc)
    assert not r["passed"] and r["checks"][0]["mismatches"] + r["checks"][0]["nan_mismatch"] > 0
    _ok(verify_one(m, {"M": 65, "N": 70, "K": 128, "batch": 1}, seed=4, toolchain=tc))   # differs only there


def _run_and_check(k, case):
    k(**{**case.sizes, **case.args})
    for c in case.checks:
        n = c.count + len(c.guard)
        r = compare(case.args[c.arg].reshape(-1).view(np.uint8).view(c.dtype)[:n], c)
        assert r.mismatches == 0 and r.guard_ok and r.nan_mismatch == 0, r


def test_python_runtime_pitches_batches_and_launch_checks(lib):
    lb = rt.load(lib)
    k = lb[LD3]
    case = make_case(k.info.params, PAD, np.random.default_rng(2))
    c_in = case.args["c"].view(np.uint16).copy()
    _run_and_check(k, case)
    out = case.args["c"].view(np.uint16)[:65 * 88].reshape(65, 88)
    assert (out[:, 70:] == c_in[:65 * 88].reshape(65, 88)[:, 70:]).all()            # padding bit-identical
    kb = lb[BT_LD]
    _run_and_check(kb, make_case(kb.info.params, {"M": 65, "N": 70, "K": 64, "lda": 80, "ldb": 72, "ldc": 72,
                                                  "batch": 2}, np.random.default_rng(3)))
    for bad, msg in (({"lda": 240}, "lda=240 is less than K=256.*nearest: lda=256"),
                     ({"ldb": 264}, "ldb=264 is not a multiple of 16.*nearest: ldb=256 or ldb=272"),
                     ({"ldc": 60}, "ldc=60 is less than N=70.*nearest: ldc=70"),
                     ({"ldc": 90}, "ldc=90 is not a multiple of 8.*nearest: ldc=88 or ldc=96"),
                     ({"lda": 1 << 27}, "buffer a for lda=134217728.*at most lda=")):
        with pytest.raises(RuntimeError_, match=msg):
            k.info.check_sizes(**{**PAD, **bad})
    bsz = {"M": 65, "N": 70, "K": 128, "batch": 3, "stride_a": 8336, "stride_b": 9024, "stride_c": 4616}
    kbt = lb[BT]
    kbt.info.check_sizes(**bsz)
    for x, v, near in (("stride_a", 8330, "stride_a=8320 or stride_a=8336"),
                       ("stride_c", 4614, "stride_c=4608 or stride_c=4616")):
        with pytest.raises(RuntimeError_, match=f"{x}={v} is not a multiple.*nearest: {near}"):
            kbt.info.check_sizes(**{**bsz, x: v})


def test_header_takes_the_new_arguments(lib):
    h = header_text(lib)
    m = re.search(r"static inline int ld_fp8_4w_kR_check_sizes\(([^)]*)\)", h)
    assert m and all(f"int64_t {x}" in m.group(1) for x in ("lda", "ldb", "ldc")), m and m.group(0)
    m = re.search(r"static inline int bt_fp8_4w_kR_grid\(([^)]*)\)", h)
    assert m and "int64_t batch" in m.group(1), m and m.group(0)
    assert re.search(r"uint64_t stride_a;\s+/\* offset \d+: u64", h)


def test_flygen_run(lib):
    r = CliRunner().invoke(cli, ["run", str(lib), "-k", LD3, "--shape", "M=65,N=70,K=128,lda=144,ldb=160,ldc=80"])
    assert r.exit_code == 0 and f"PASS {LD3}" in r.output and "lda=144 ldb=160 ldc=80" in r.output, r.output
    r = CliRunner().invoke(cli, ["run", str(lib), "-k", BT, "--shape", "M=65,N=70,K=128,batch=3"])
    assert r.exit_code == 0 and f"PASS {BT}" in r.output and "batch=3" in r.output, r.output
    r = CliRunner().invoke(cli, ["run", str(lib), "-k", LD3, "--shape", "M=65,N=70,K=128,lda=136"])
    assert r.exit_code == 1 and "lda=136 is not a multiple of 16" in r.output, r.output


_LD_MAIN = r"""
#include <stdio.h>
#include "flygen_select.h"
int main(void) {
    long long M, N, K, lda, ldc;
    char dt[32];
    while (scanf("%lld %lld %lld %lld %lld %31s", &M, &N, &K, &lda, &ldc, dt) == 6)
        printf("%d\n", flygen_select_ld(M, N, K, lda, ldc, dt, NULL, NULL, NULL));
    return 0;
}
"""

# (M, N, K, lda, ldc, dtype): padded pitches fit only the run-time-ld kernels; misaligned ones none
LD_SHAPES = [(65, 70, 256, 272, 88, "fp8"), (65, 70, 256, 256, 70, "fp8"), (65, 70, 256, 264, 88, "fp8"),
             (65, 70, 192, 200, 72, "bf16"), (65, 70, 192, 200, 70, "bf16"), (65, 70, 192, 200, 74, "bf16"),
             (300, 520, 1024, 2048, 0, "fp8")]


@pytest.mark.skipif(CC is None, reason="no C compiler (cc / gcc) for the C selection table")
def test_select_and_c_table_take_the_pitches(lib, tmp_path):
    want = []
    for M, N, K, lda, ldc, dt in LD_SHAPES:
        try:
            want.append(select(lib, Problem(M, N, K, dt, lda=lda, ldc=ldc or None))["chosen"])
        except FlygenError:
            want.append(None)
    assert want[0] in (LD3, "ld_fp8_4w_pre_kR") and want[3] == "ld_bf16_4w_narrow_kR"
    assert want[2] is None and want[5] is None and want[6] is not None
    emit(lib, "c", str(tmp_path / "flygen_select.h"))
    (tmp_path / "main.c").write_text(_LD_MAIN)
    exe = tmp_path / "sel"
    subprocess.run([CC, "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I", str(tmp_path), "-o", str(exe),
                    str(tmp_path / "main.c")], check=True, capture_output=True, text=True)
    out = subprocess.run([str(exe)], input="".join(" ".join(map(str, s)) + "\n" for s in LD_SHAPES), check=True,
                         capture_output=True, text=True).stdout.split()
    names = [r["name"] for r in table(lib)["kernels"]]
    assert [None if int(i) < 0 else names[int(i)] for i in out] == want
    with pytest.raises(NoKernelFits, match="ld_fp8_4w_pre_kR: ldc is N"):     # packed C only
        select(lib, Problem(65, 70, 256, "fp8", b_layout="preshuffled", lda=272, ldc=88))


def _spec(tmp_path, extra: str) -> str:
    p = tmp_path / "bad.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: bad\n    family: gemm_fp8\n    waves: 4\n    tile_m: 64\n"
                 "    tile_n: 64\n" + extra)
    return str(p)


@pytest.mark.parametrize("extra,field,msg", [
    ("    K: 256\n    lda: runtime\n", "lda", "lda: runtime needs K: runtime"),
    ("    K: runtime\n    b_layout: preshuffled\n    ldb: runtime\n", "ldb", "ldb: runtime needs b_layout row_major"),
    ("    K: 256\n    split_k: 2\n    ldc: runtime\n", "ldc", "ldc is built with split_k 1"),
    ("    K: 256\n    split_k: 2\n    batch: true\n", "batch", "batch is built with split_k 1"),
    ("    K: runtime\n    lda: sideways\n", "lda", "sideways"),
])
def test_spec_errors_are_located(tmp_path, extra, field, msg):
    with pytest.raises(FlygenError) as e:
        load_specs([_spec(tmp_path, extra)])
    assert msg in str(e.value) and "bad.yaml" in str(e.value) and field in str(e.value), str(e.value)
