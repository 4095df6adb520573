"""gemm_preshuffle `batch: true`: grid z = the run-time size batch, A / B / C rebased by z x stride_a / _b / _c (u64
elements), scale_a / scale_b / bias [batch, M] / [batch, N]. Verified on the emulator against per-batch float64
references with A and B strides larger than a matrix (BATCH_PAD), alone and with N: runtime and K: runtime; through
the Python runtime and `flygen run`; a mutant taking C's stride for A's is caught; select takes a batched kernel for a
batched problem only (its C table rows say batched); located spec errors."""
from __future__ import annotations

import dataclasses
import re

import numpy as np
import pytest
from click.testing import CliRunner

import flygen.runtime as rt
from flygen.check.verify import verify_one
from flygen.cli.main import cli
from flygen.errors import FlygenError
from flygen.ref.compare import compare
from flygen.ref.gemm_preshuffle import BATCH_PAD, make_case
from flygen.runtime.select import NoKernelFits, Problem, select
from flygen.runtime.table import table
from flygen.spec.load import load_specs
from spec_fixtures import assert_verified, spec_fixtures

SPEC = "tests/data/gemm_preshuffle/batch.yaml"


tc, built, lib = spec_fixtures(SPEC)
_ok = assert_verified


LD = {"N": 256, "K": 192, "lda": 200, "ldc": 264}     # row pitches > K / N inside every batch


@pytest.mark.parametrize("name,sizes", [("ps_fp8_batch", {"batch": 3}),
                                        ("ps_bf16_bias_batch_nR_kR", {"batch": 2, "N": 256, "K": 192}),
                                        ("ps_bf16_batch_ld_nR_kR", {"batch": 1, **LD}),
                                        ("ps_bf16_batch_ld_nR_kR", {"batch": 3, **LD}),
                                        ("ps_fp8_batch_ld_n256_k256", {"batch": 3, "lda": 272, "ldc": 264})])
def test_batch_verifies(name, sizes, built, tc):
    b = built[name]
    assert b.plan.grid.exprs[2] == "batch" and [a.name for a in b.plan.args][-3:] == ["stride_a", "stride_b", "stride_c"]
    r = verify_one(b, {"M": 65, **sizes}, seed=5, toolchain=tc)
    _ok(r)
    assert r["grid"][2] == sizes["batch"]


def test_strides_are_not_the_matrix_sizes():
    p = load_specs([SPEC])[0].params
    case = make_case(p, {"M": 65, "batch": 2}, np.random.default_rng(1))
    assert int(case.args["stride_a"]) == 65 * 256 + BATCH_PAD and int(case.args["stride_c"]) == 65 * 256 + 2 * BATCH_PAD
    c = case.checks[0]              # C's padding between batches must keep its sentinel (NaN expected, bound 0)
    assert c.count == 2 * (65 * 256 + 2 * BATCH_PAD) and np.isnan(c.expected.reshape(2, -1)[:, 65 * 256:]).all()


@pytest.mark.parametrize("pat,rep", [(r"s_lshl_b32 s\[s_apitch\], s\[s_lda\]", "s_lshl_b32 s[s_apitch], s[s_K]"),
                                     (r"s_lshl_b32 s\[s_cpitch\], s\[s_ldc\]", "s_lshl_b32 s[s_cpitch], s[s_N]"),
                                     (r"(s_mul(?:_hi_u32|_i32) s\[s_tmp\+?[01]?\]), s\[s_wg_z\]", r"\1, 0")])
def test_batch_ld_mutants_are_caught(pat, rep, built, tc):
    """lda / ldc ignored (K / N taken) fail with padded pitches; every batch offset 0 fails at batch 3."""
    b = built["ps_bf16_batch_ld_nR_kR"]
    asm, n = re.subn(pat, rep, b.asm)
    assert n >= 1
    r = verify_one(dataclasses.replace(b, asm=asm), {"M": 65, "batch": 3, **LD}, seed=5, toolchain=tc)
    assert not r["passed"] and r["checks"][0]["mismatches"] + r["checks"][0]["nan_mismatch"] > 0


def test_stride_limits(lib):
    k = rt.load(lib)["ps_bf16_batch_ld_nR_kR"]
    ok = {"M": 65, "batch": 3, **LD, "stride_a": 13008, "stride_b": 49216, "stride_c": 17288}
    k.info.check_sizes(**ok)
    with pytest.raises(FlygenError, match="stride_c=17284 is not a multiple of 8.*nearest: stride_c=17280 or "
                                          "stride_c=17288"):
        k.info.check_sizes(**{**ok, "stride_c": 17284})


def test_mutant_with_the_wrong_stride_is_caught(built, tc):
    asm, n = re.subn(r"s\[s_wg_z\], s\[s_stride_a\]$", "s[s_wg_z], s[s_stride_c]", built["ps_fp8_batch"].asm, flags=re.M)
    assert n == 2                   # the low word of stride_a in both products (z x lo, mul_hi)
    r = verify_one(dataclasses.replace(built["ps_fp8_batch"], asm=asm), {"M": 65, "batch": 2}, seed=5, toolchain=tc)
    assert not r["passed"] and r["checks"][0]["mismatches"] > 0


def test_runtime_flygen_run_and_select(lib):
    k = rt.load(lib)["ps_fp8_batch"]
    assert "batch: int (grid)" in k.signature()
    case = make_case(k.info.params, {"M": 33, "batch": 2}, np.random.default_rng(2))
    res = k(**{**case.sizes, **case.args})
    assert res.grid[2] == 2
    c = case.checks[0]
    r = compare(case.args["C"][:c.count + len(c.guard)], c)
    assert r.mismatches == 0 and r.guard_ok
    out = CliRunner().invoke(cli, ["run", str(lib), "-k", "ps_fp8_batch", "--shape", "M=65,batch=2"])
    assert out.exit_code == 0 and "PASS ps_fp8_batch" in out.output, out.output
    with pytest.raises(NoKernelFits, match="ps_fp8_batch: a batched GEMM"):
        select(lib, Problem(65, 256, 256, "fp8"))           # one GEMM: batched kernels do not fit it
    assert select(lib, Problem(65, 256, 256, "fp8", batch=2))["chosen"] == "ps_fp8_batch"
    assert all(r["batched"] for r in table(lib)["kernels"])


def test_batch_spec_errors(tmp_path):
    p = tmp_path / "bad.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: bad\n    family: gemm_preshuffle\n    N: 256\n    K: 256\n"
                 "    in_dtype: fp8\n    batch: true\n    split_k: 2\n")
    with pytest.raises(FlygenError) as e:
        load_specs([str(p)])
    assert "batch is built for dense inputs" in str(e.value) and "split_k" in str(e.value) and "bad.yaml" in str(e.value)
