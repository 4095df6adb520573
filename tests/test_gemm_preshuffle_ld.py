"""gemm_preshuffle `lda: runtime` / `ldc: runtime`: A's and C's row pitches (elements) are u32 kernel arguments,
A's addresses the K: runtime affine layout with its row stride lda x esize (s_apitch), C's the N: runtime one with
ldc x out bytes (s_cpitch). Verified on the emulator against float64 references with lda > K and ldc > N (A's
padding columns a NaN sentinel the kernel must not multiply, C's padding columns a NaN sentinel it must not write)
and with lda = K, ldc = N; mutants reading K for lda and N for ldc are caught; the launch check refuses lda < K,
ldc < N and unaligned pitches with a one-field hint; the header's check_sizes takes lda / ldc; select accepts any
lda >= K on a run-time-lda kernel and refuses a padded problem on a packed one; located spec errors."""
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
from flygen.ref.gemm_preshuffle import SENTINEL, make_case
from flygen.runtime.header import header_text
from flygen.runtime.library import RuntimeError_
from flygen.runtime.select import NoKernelFits, Problem, select
from flygen.spec.load import load_specs
from spec_fixtures import assert_verified, spec_fixtures

SPEC = "tests/data/gemm_preshuffle/leading_dims.yaml"
BOTH = "ps_bf16_nR_kR_lda_ldc"
PAD = {"M": 65, "N": 256, "K": 192, "lda": 200, "ldc": 264}


tc, built, lib = spec_fixtures(SPEC)
_ok = assert_verified


@pytest.mark.parametrize("name,sizes", [(BOTH, PAD), (BOTH, {"M": 65, "N": 256, "K": 192, "lda": 192, "ldc": 256}),
                                        ("ps_fp8_nR_kR_lda", {"M": 65, "N": 128, "K": 256, "lda": 288})])
def test_leading_dims_verify(name, sizes, built, tc):
    b = built[name]
    names = [a.name for a in b.plan.args]
    assert "lda" in names and ("ldc" in names) == (name == BOTH)
    _ok(verify_one(b, sizes, seed=3, toolchain=tc))


def test_case_pads_with_sentinels(built):
    case = make_case(built[BOTH].spec.params, PAD, np.random.default_rng(1))
    a = case.args["A"].view(np.uint16).reshape(65, 200)
    assert (a[:, 192:] == SENTINEL["bf16"]).all() and not (a[:, :192] == SENTINEL["bf16"]).any()
    c = case.checks[0]
    assert c.count == 65 * 264 and np.isnan(c.expected.reshape(65, 264)[:, 256:]).all()


@pytest.mark.parametrize("pat,rep", [(r"s_lshl_b32 s\[s_apitch\], s\[s_lda\]", "s_lshl_b32 s[s_apitch], s[s_K]"),
                                     (r"s_lshl_b32 s\[s_cpitch\], s\[s_ldc\]", "s_lshl_b32 s[s_cpitch], s[s_N]")])
def test_mutant_ignoring_the_pitch_is_caught(pat, rep, built, tc):
    asm, n = re.subn(pat, rep, built[BOTH].asm)
    assert n == 1
    r = verify_one(dataclasses.replace(built[BOTH], asm=asm), PAD, seed=3, toolchain=tc)
    assert not r["passed"] and r["checks"][0]["mismatches"] > 0


def test_runtime_padding_untouched_and_launch_checks(lib):
    k = rt.load(lib)[BOTH]
    case = make_case(k.info.params, PAD, np.random.default_rng(2))
    c_in = case.args["C"].copy()
    k(**{**case.sizes, **case.args})
    out = case.args["C"].view(np.uint16).reshape(-1)
    pad = out[:65 * 264].reshape(65, 264)[:, 256:]
    assert (pad == c_in.view(np.uint16)[:65 * 264].reshape(65, 264)[:, 256:]).all()     # bit-identical
    r = compare(case.args["C"][:case.checks[0].count + len(case.checks[0].guard)], case.checks[0])
    assert r.mismatches == 0 and r.guard_ok
    for bad, msg in (({"lda": 128}, "lda=128 is less than K=192.*nearest: lda=192"),
                     ({"ldc": 200}, "ldc=200 is less than N=256.*nearest: ldc=256"),
                     ({"lda": 196}, "lda=196 is not a multiple of 8.*nearest: lda=192 or lda=200"),
                     ({"ldc": (1 << 31) + 8}, "buffer C for ldc=2147483656.*at most ldc=2147483647"),
                     ({"lda": 1 << 30}, "buffer A for lda=1073741824, M=65: its num_records.*at most lda=33038209")):
        with pytest.raises(RuntimeError_, match=msg):
            k.info.check_sizes(**{**PAD, **bad})


def test_header_check_sizes_takes_the_pitches(lib):
    h = header_text(lib)
    m = re.search(r"static inline int (\w*ps_bf16_nR_kR_lda_ldc\w*)_check_sizes\(([^)]*)\)", h)
    assert m and "int64_t lda" in m.group(2) and "int64_t ldc" in m.group(2), m and m.group(0)
    assert "(K) - (lda)" in h or "K - lda" in h


def test_flygen_run_and_select(lib):
    out = CliRunner().invoke(cli, ["run", str(lib), "-k", BOTH, "--shape", "M=65,N=256,K=192,lda=208,ldc=272"])
    assert out.exit_code == 0 and f"PASS {BOTH}" in out.output, out.output
    r = select(lib, Problem(65, 256, 192, "bf16", epilogue="bias", lda=200, ldc=264))
    assert r["chosen"] == BOTH
    with pytest.raises(NoKernelFits, match="ps_fp8_nR_kR_lda: ldc is N .*ldc=136"):   # packed C only
        select(lib, Problem(65, 128, 256, "fp8", lda=288, ldc=136))
    assert select(lib, Problem(65, 128, 256, "fp8", lda=288))["chosen"] == "ps_fp8_nR_kR_lda"
    with pytest.raises(FlygenError, match="lda=100 is less than K=192"):
        Problem(65, 256, 192, lda=100)


def test_spec_errors(tmp_path):
    p = tmp_path / "bad.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: bad\n    family: gemm_preshuffle\n    N: 256\n    K: 256\n"
                 "    in_dtype: bf16\n    split_k: 2\n    ldc: runtime\n")
    with pytest.raises(FlygenError) as e:
        load_specs([str(p)])
    assert "ldc: runtime with a compile-time N is built for dense inputs with scale rows, split_k 1" in str(e.value) \
        and "bad.yaml" in str(e.value)


# compile-time K and / or N with run-time pitches: the pitch takes the run-time size's address path
CT = {"ps_fp8_n256_k256_lda_ldc": {"M": 65, "lda": 272, "ldc": 264},
      "ps_bf16_n256_kR_ldc": {"M": 65, "K": 192, "ldc": 264},
      "ps_bf16_nR_k192_lda": {"M": 65, "N": 256, "lda": 208}}


@pytest.mark.parametrize("name", sorted(CT))
def test_compile_time_sizes_with_runtime_pitches_verify(name, built, tc):
    b = built[name]
    assert ("K" in b.plan.grid.sizes) == ("kR" in name) and ("N" in b.plan.grid.sizes) == ("nR" in name)
    _ok(verify_one(b, CT[name], seed=3, toolchain=tc))
    packed = {**CT[name], **{ld: v for ld, v in (("lda", 256 if "k256" in name else 192), ("ldc", 256))
                             if ld in CT[name]}}
    _ok(verify_one(b, packed, seed=3, toolchain=tc))


@pytest.mark.parametrize("pat,rep", [(r"s_mov_b32 s\[s_apitch\], s\[s_lda\]", "s_mov_b32 s[s_apitch], 0x100"),
                                     (r"s_lshl_b32 s\[s_cpitch\], s\[s_ldc\], 1", "s_mov_b32 s[s_cpitch], 0x200")])
def test_compile_time_mutant_taking_the_packed_pitch_is_caught(pat, rep, built, tc):
    """K = N = 256 compiled in: a kernel that uses the packed pitch (K x 1 B, N x 2 B) fails at lda, ldc > K, N."""
    b = built["ps_fp8_n256_k256_lda_ldc"]
    asm, n = re.subn(pat, rep, b.asm)
    assert n == 1
    r = verify_one(dataclasses.replace(b, asm=asm), CT["ps_fp8_n256_k256_lda_ldc"], seed=3, toolchain=tc)
    assert not r["passed"] and r["checks"][0]["mismatches"] + r["checks"][0]["nan_mismatch"] > 0


def test_compile_time_sizes_launch_checks(lib):
    k = rt.load(lib)["ps_fp8_n256_k256_lda_ldc"]
    with pytest.raises(RuntimeError_, match=r"lda=200 is less than 256 \(A's row pitch lda holds a row of K = 256 "
                                            r"elements\); nearest: lda=256"):
        k.info.check_sizes(M=65, lda=200, ldc=264)
    with pytest.raises(RuntimeError_, match="ldc=260 is not a multiple of 8.*nearest: ldc=256 or ldc=264"):
        k.info.check_sizes(M=65, lda=272, ldc=260)
    r = select(lib, Problem(65, 256, 256, "fp8", lda=272, ldc=264))
    assert r["chosen"] == "ps_fp8_n256_k256_lda_ldc"


def test_compile_time_size_spec_errors(tmp_path):
    p = tmp_path / "bad.yaml"
    p.write_text("target: gfx950\nkernels:\n  - name: bad\n    family: gemm_preshuffle\n    N: 256\n    K: 256\n"
                 "    in_dtype: fp8\n    a_path: async\n    lda: runtime\n")
    with pytest.raises(FlygenError) as e:
        load_specs([str(p)])
    assert "lda: runtime with a compile-time K is built for dense inputs" in str(e.value) and "a_path" in str(e.value)
