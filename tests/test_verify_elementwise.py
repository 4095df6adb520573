"""The elementwise family on the emulator vs numpy: every dtype pair, tails, guards, and a broken kernel fails."""
import dataclasses

import pytest
from click.testing import CliRunner

from flygen.build.pipeline import generate
from flygen.cli.main import cli
from flygen.check.verify import verify_one

EXAMPLE = "examples/axpby.yaml"
KERNELS = {b.plan.name: b for b in generate([EXAMPLE])}


@pytest.mark.parametrize("name", sorted(KERNELS))
@pytest.mark.parametrize("n", [1, 1023, 2048, 2051])
def test_axpby_matches_numpy(name, n):
    r = verify_one(KERNELS[name], {"n": n}, seed=n)
    assert r["passed"], r
    (c,) = r["checks"]
    assert c["count"] == n and c["mismatches"] == 0 and c["guard_ok"]
    assert r["hazards"] == []


def test_a_wrong_kernel_fails():
    b = KERNELS["axpby_bf16_bf16"]
    # swap alpha and beta in the math: the comparison must notice
    bad = dataclasses.replace(b, asm=b.asm.replace("s[s_beta]", "s[s_tmpx]").replace("s[s_alpha]", "s[s_beta]")
                              .replace("s[s_tmpx]", "s[s_alpha]"))
    r = verify_one(bad, {"n": 777}, seed=1)
    assert not r["passed"] and r["checks"][0]["mismatches"] > 0


def test_a_missing_tail_path_clobbers_the_guard_or_misses_values():
    b = KERNELS["axpby_f32_f16"]
    # force the vector path for the partial tile: the per-dword bounds check then drops the odd last element
    bad = dataclasses.replace(b, asm=b.asm.replace("s_cbranch_scc0 .Laxpby_f32_f16_tail", "s_nop 0"))
    r = verify_one(bad, {"n": 1025}, seed=2)
    assert not r["passed"]


def test_cli_verify_prints_errors_and_status():
    res = CliRunner().invoke(cli, ["verify", EXAMPLE, "-k", "axpby_f32_bf16", "--shape", "n=300"])
    assert res.exit_code == 0, res.output
    assert res.output.startswith("PASS axpby_f32_bf16") and "max rel err" in res.output


def test_a_shape_name_no_kernel_reads_is_an_error():
    # `m` is not a runtime size of axpby (it takes `n`): silently verifying the default shape would mislead
    res = CliRunner().invoke(cli, ["verify", EXAMPLE, "-k", "axpby_f32_f32", "--shape", "m=5"])
    assert res.exit_code == 1
    assert "--shape m: not a runtime size of the selected kernels (they take: n)" in res.output
