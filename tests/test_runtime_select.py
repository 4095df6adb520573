"""flygen.runtime.select: constraints decide which kernels fit a GEMM problem (with every reason for the rest),
the modeled cost ranks the ones that fit, and nothing fitting is an error that names each candidate's reasons."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from flygen.cli.main import cli
from flygen.errors import FlygenError
from flygen.runtime.select import NoKernelFits, Problem, select
from runtime_support import build_library

FP8_K4096 = {"gemm_fp8_8w_row_major", "gemm_fp8_8w_preshuffled", "gemm_fp8_4w_row_major", "gemm_fp8_4w_preshuffled"}
FP8_N128_K512 = {"preshuffle_fp8_sync_s1", "preshuffle_fp8_sync_s2", "preshuffle_fp8_async_s1",
                 "preshuffle_fp8_async_s2"}


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    return build_library(tmp_path_factory.mktemp("rtlib") / "lib")


def _reasons(r, name):
    return next(x["reasons"] for x in r["rejected"] if x["kernel"] == name)


def test_ragged_fp8_k4096_goes_to_gemm_fp8(lib):
    r = select(lib, Problem(300, 520, 4096, "fp8"))
    assert {f["kernel"] for f in r["fits"]} == FP8_K4096 and r["chosen"] in FP8_K4096
    assert all(f["cost"]["modeled"] and f["cost"]["workgroups"] == 6 for f in r["fits"])   # 3 x 2 tiles of 256
    assert _reasons(r, "preshuffle_fp8_sync_s2") == ["N is compiled in as 128; the problem has N=520",
                                                      "K is compiled in as 512; the problem has K=4096"]
    assert _reasons(r, "gemm_bf16_8w_row_major") == ["inputs are bf16, not fp8"]
    assert _reasons(r, "axpby_f32_f32") == ["family elementwise is not a GEMM"]


def test_compiled_n_and_k_go_to_preshuffle(lib):
    r = select(lib, Problem(77, 128, 512, "fp8"))
    assert {f["kernel"] for f in r["fits"]} == FP8_N128_K512 and r["chosen"] in FP8_N128_K512
    assert _reasons(r, "gemm_fp8_8w_row_major") == ["K is compiled in as 4096; the problem has K=512"]
    assert _reasons(r, "preshuffle_fp8_big_256") == ["epilogue is bias_silu, not none",
                                                     "N is compiled in as 256; the problem has N=128"]


def test_result_says_when_b_must_be_preshuffled(lib):
    r = select(lib, Problem(77, 128, 512, "fp8"))                       # only preshuffle kernels fit
    assert r["b_layout"] == "preshuffled" and r["preshuffled_b"] is True
    assert any(w.startswith("B must be preshuffled on the host before launching") for w in r["why"])
    r = select(lib, Problem(300, 520, 4096, "fp8", b_layout="row_major"))
    assert r["b_layout"] == "row_major" and r["preshuffled_b"] is False
    assert not any("preshuffled on the host" in w for w in r["why"])
    out = CliRunner().invoke(cli, ["select", str(lib), "--shape", "M=77,N=128,K=512", "--dtype", "fp8"]).output
    assert "  B must be preshuffled on the host before launching" in out


def test_b_layout_out_dtype_and_epilogue_constrain(lib):
    r = select(lib, Problem(300, 520, 4096, "fp8", b_layout="row_major"))
    assert {f["kernel"] for f in r["fits"]} == {"gemm_fp8_8w_row_major", "gemm_fp8_4w_row_major"}
    r = select(lib, Problem(1000, 256, 512, "fp8", out_dtype="fp16", epilogue="bias_silu"))
    assert r["chosen"] == "preshuffle_fp8_big_256" and len(r["fits"]) == 1
    r = select(lib, Problem(64, 128, 512, "bf16", epilogue="bias_silu"))
    assert r["chosen"] == "preshuffle_bf16_k128"


def test_cost_is_modeled_and_ranks(lib):
    r = select(lib, Problem(4096, 4096, 4096, "bf16"))
    costs = [f["cost"] for f in r["fits"]]
    assert all(c["modeled"] for c in costs) and costs == sorted(costs, key=lambda c: c["modeled_us"])
    assert any("modeled" in line for line in r["why"])
    # gemm_bf16_4w_row_major (128x128 tiles) needs 1024 workgroups; the 256x256 kernels 256
    assert r["chosen"] == "gemm_bf16_8w_row_major"     # tied with ..._preshuffled on the model: row-major B wins
    by = {f["kernel"]: f["cost"] for f in r["fits"]}
    assert by["gemm_bf16_4w_row_major"]["workgroups"] == 1024 and by["gemm_bf16_8w_row_major"]["workgroups"] == 256


def test_nothing_fits_names_every_candidate(lib):
    with pytest.raises(NoKernelFits) as e:
        select(lib, Problem(300, 128, 1000, "fp8"))
    msg = str(e.value)
    assert msg.startswith("no kernel fits M=300 N=128 K=1000 dtype=fp8 epilogue=none:")
    assert "gemm_fp8_8w_row_major: K is compiled in as 4096; the problem has K=1000" in msg
    assert "preshuffle_fp8_sync_s2: K is compiled in as 512; the problem has K=1000" in msg
    gemms = [x for x in e.value.rejected if x["contract"]]
    assert gemms and all(x["reasons"] for x in e.value.rejected)
    assert "kernel(s) of elementwise: not GEMMs" in msg


def test_ambiguous_dtype_and_bad_sizes(lib):
    with pytest.raises(FlygenError, match=r"several input types fit \(bf16, f16, fp8\)"):
        select(lib, Problem(300, 520, 4096))
    with pytest.raises(FlygenError, match="problem size M must be an integer"):
        Problem(0, 1, 1)


def test_cli_select(lib):
    r = CliRunner().invoke(cli, ["select", str(lib), "--shape", "M=77,N=128,K=512", "--dtype", "fp8", "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["chosen"] in FP8_N128_K512
    r = CliRunner().invoke(cli, ["select", str(lib), "--shape", "M=77,N=128,K=512", "--dtype", "fp8", "-v"])
    assert r.exit_code == 0 and r.output.split("\n")[0] == out["chosen"]
    assert "rejects gemm_fp8_8w_row_major: K is compiled in as 4096" in r.output
    r = CliRunner().invoke(cli, ["select", str(lib), "--shape", "M=77,N=128,K=1000", "--dtype", "fp8"])
    assert r.exit_code == 1 and "error: no kernel fits" in r.output
    r = CliRunner().invoke(cli, ["select", str(lib), "--shape", "M=77,N=128"])
    assert r.exit_code == 1 and "missing K" in r.output


def test_trace_model_ranks_when_asked(lib):
    """--model trace: the trace-driven model (flygen.model) ranks the fitting kernels and is reported as such; here
    it separates the four fp8 N=128 K=512 kernels the roofline ties (HBM-bound), so the choice differs."""
    roof = select(lib, Problem(300, 128, 512, "fp8"))
    trace = select(lib, Problem(300, 128, 512, "fp8"), model="trace")
    assert roof["model"] == "roofline" and trace["model"] == "trace"
    assert all(f["cost"]["model"] == "roofline" for f in roof["fits"])
    assert all(f["cost"]["model"] == "trace" and f["cost"]["modeled"] for f in trace["fits"])
    assert {f["kernel"] for f in trace["fits"]} == FP8_N128_K512
    us = [f["cost"]["modeled_us"] for f in trace["fits"]]
    assert us == sorted(us) and len(set(us)) == 4              # the trace model tells them apart
    assert trace["chosen"] == trace["fits"][0]["kernel"] != roof["chosen"]
    assert "tied on time" in " ".join(roof["why"]) and "tied" not in " ".join(trace["why"])
    assert f"on the trace-driven model (flygen.model): {us[0]} us (modeled)" in trace["why"][1]
    # the figures are the trace model's own: model_kernel on the library's HSACO gives the same time
    from flygen.model import model_kernel
    from flygen.runtime.library import read_manifest
    k = next(k for k in read_manifest(lib)[1] if k.name == trace["chosen"])
    r = model_kernel(str(k.hsaco), k.name, sizes={"M": 300, "N": 128, "K": 512}, grid=k.grid(M=300),
                     block=k.workgroup, flops=2.0 * 300 * 128 * 512, gemm=(k.family, k.params))
    assert r["modeled_time_us"] == us[0]
    out = CliRunner().invoke(cli, ["select", str(lib), "--shape", "M=300,N=128,K=512", "--dtype", "fp8",
                                   "--model", "trace"])
    assert out.exit_code == 0, out.output
    assert out.output.split("\n")[0] == trace["chosen"] and f"{us[0]} us modeled (trace)" in out.output
    with pytest.raises(FlygenError, match="select ranks by roofline or trace"):
        select(lib, Problem(300, 128, 512, "fp8"), model="measured")


def test_trace_model_is_cached_per_kernel_and_warm_reads_no_kernel(lib, monkeypatch):
    """The shape-independent part of the trace model is computed once per kernel (on disk under $FLYGEN_CACHE/
    model); a warm select answers from it without reading any kernel file, with the same figures."""
    from flygen.model import profile
    cold = select(lib, Problem(300, 128, 512, "fp8"), model="trace")
    profile._MEMO.clear()                        # a new process: only the disk cache is left

    def no_trace(*a, **k):
        raise AssertionError("a warm select traced a kernel")
    monkeypatch.setattr("flygen.model.model_kernel", no_trace)
    warm = select(lib, Problem(300, 128, 512, "fp8"), model="trace")
    assert [(f["kernel"], f["cost"]["modeled_us"]) for f in warm["fits"]] == \
        [(f["kernel"], f["cost"]["modeled_us"]) for f in cold["fits"]]
    # another M reuses the same profiles (the canonical trace shape does not depend on the problem)
    other = select(lib, Problem(4096, 128, 512, "fp8"), model="trace")
    assert all(f["cost"]["modeled"] for f in other["fits"])
