"""gemm_preshuffle `batch: true`: grid z = the run-time size batch, A / B / C rebased by z x stride_a / _b / _c (u64
elements), scale_a / scale_b / bias [batch, M] / [batch, N]. Verified on the emulator against per-batch float64
references with A and B strides larger than a matrix (BATCH_PAD), alone and with N: runtime and K: runtime; through
the Python runtime and `flygen run`; a mutant taking C's stride for A's is caught; select refuses a batched kernel by
name and its C table leaves it out; located spec errors."""
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


@pytest.mark.parametrize("name,sizes", [("ps_fp8_batch", {"batch": 3}),
                                        ("ps_bf16_bias_batch_nR_kR", {"batch": 2, "N": 256, "K": 192})])
def test_batch_verifies(name, sizes, built, tc):
    b = built[name]
    assert b.plan.grid.exprs[2] == "batch" and [a.name for a in b.plan.args][-3:] == ["stride_a", "stride_b", "stride_c"]
    r = verify_one(b, {"M": 65, **sizes}, seed=5, toolchain=tc)
    _ok(r)
    assert r["grid"][2] == sizes["batch"]


def test_strides_are_not_the_matrix_sizes():
    p = load_specs([SPEC])[0].params
    case = make_case(p, {"M": 65, "batch": 2}, np.random.default_rng(1))
    assert int(case.args["stride_a"]) == 65 * 256 + BATCH_PAD and int(case.args["stride_c"]) == 65 * 256


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
    with pytest.raises(NoKernelFits, match="batched GEMMs"):
        select(lib, Problem(65, 256, 256, "fp8"))
    assert table(lib)["kernels"] == []


def test_batch_spec_errors(tmp_path):
    p = tmp_path / "bad.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: bad\n    family: gemm_preshuffle\n    N: 256\n    K: 256\n"
                 "    in_dtype: fp8\n    batch: true\n    split_k: 2\n")
    with pytest.raises(FlygenError) as e:
        load_specs([str(p)])
    assert "batch is built for dense inputs" in str(e.value) and "split_k" in str(e.value) and "bad.yaml" in str(e.value)
