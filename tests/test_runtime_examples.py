"""Every example file as its own library: its C header compiles (C11 and C++17, -Werror), and the runtime runs a
kernel of every example file and class on the emulator at the smallest shape that exercises it, matching the
reference. bench/runtime_examples.py runs all of them (docs/runtime.md, "Every example kernel")."""
from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest

import flygen.runtime as rt
from flygen.runtime import expr
from flygen.runtime.header import write_header
from flygen.runtime.run import check_case, make_case, run_check, small_sizes
from runtime_support import EXAMPLES, build_examples

CC, CXX = shutil.which("cc"), shutil.which("c++")
WARN = ["-Wall", "-Wextra", "-Werror", "-pedantic"]

# one kernel per example file and per family/variant class (split-K modes, conv3d paths, moe stages and outputs,
# MX and dense preshuffle, every input type) at small_sizes, except where noted. test_runtime.py runs more
# gemm_fp8 and gemm_preshuffle_paths kernels at other ragged shapes.
ONE_TILE = {"M": 65, "N": 129}    # gemm_fp8's K = 4096..8192 makes a workgroup costly: one ragged tile (x 32 slices)
CASES = [
    ("axpby", "axpby_bf16_f16"),                        # 16-bit per-element tail path
    ("axpby", "axpby_f32_f32"),
    ("gemm_fp8", "gemm_f16_8w_preshuffled", ONE_TILE),
    ("gemm_fp8_options", "gemm_fp8_bf8_8w_preshuffled", ONE_TILE),   # e4m3 x e5m2 (formats swapped with operands)
    ("gemm_fp8_options", "gemm_fp8_8w_ld_batch_kR",                   # row pitches > K / N, 3 batches
     {"M": 65, "N": 129, "K": 256, "lda": 272, "ldb": 288, "ldc": 136, "batch": 3}),
    ("gemm_fp8_splitk", "decode_fp8_k8192_splitk_det", ONE_TILE),     # the pair: partials, then the reduce
    ("gemm_fp8_splitk", "decode_fp8_k8192_splitk_atomic", ONE_TILE),
    ("gemm_fp8_splitk", "decode_fp8_k8192_splitk_det_reduce"),   # the reduce alone (bitwise)
    ("gemm_preshuffle", "preshuffle_int8_bias_silu"),
    ("gemm_preshuffle", "preshuffle_f16_bias_gelu"),
    ("gemm_preshuffle", "preshuffle_fp8_kT"),           # k_tail: small_sizes' K = 3 tile_k + 16, a ragged k-tile
    ("gemm_preshuffle", "preshuffle_bf16_nR_kR_ld", {"M": 129, "N": 256, "K": 192, "lda": 200, "ldc": 264}),
    ("gemm_preshuffle_blockscale", "preshuffle_fp8_block128_f16"),   # 1x128 / 128x128 f32 block scales
    ("gemm_preshuffle_mx", "preshuffle_mx_fp6_fp8"),
    ("gemm_preshuffle_paths", "preshuffle_fp8_async_s2"),
    ("gemm_preshuffle_splitk", "decode_psk_fp8_k8192_splitk_det"),      # the pair (S = 32), ragged M
    ("gemm_preshuffle_splitk", "decode_psk_bf16_k4096_splitk_det"),
    ("gemm_preshuffle_splitk", "decode_psk_fp8_k8192_splitk_atomic"),
    ("gemm_preshuffle_tiles", "preshuffle_bf16_128x256x64_async"),
    ("gemm_preshuffle_tiles", "preshuffle_mx_fp6_fp4_64x128x256_sync"),
    ("conv3d", "conv3d_fp8_3x3x3_c128_k128"),           # fp8 scales, bias + relu
    ("conv3d", "conv3d_bf16_3x3x3_s2"),                 # stride 2, preshuffled w
    ("conv3d", "conv3d_bf16_t3_dil2"),                  # dilation
    ("conv3d", "conv3d_bf16_3x3x3_c24"),                # channel tail
    ("conv3d", "conv3d_bf16_3x3x3_c12"),                # packed small C (dense K, 4-byte LDS DMA)
    ("conv3d", "conv3d_bf16_3x3x3_c3"),                 # packed small C through VGPRs (2-byte chunks)
    ("conv3d_splitk", "conv3d_bf16_late_3x3x3_splitk_det"),   # split-K over taps: the pair, whole grid
    ("moe", "moe_s1_fp8"),                              # stage 1, bf16 intermediate
    ("moe", "moe_s2_fp4_pipe"),                         # stage 2, pipelined
    ("moe", "moe_s1_fp4_to_fp4_m32_wide"),              # stage 1 writing the MX intermediate
    ("moe", "moe_s2_fp8_deep"),
    ("moe", "moe_s2_fp4_rows_f16"),                     # stage 2 reduce rows: the pair, f16 out
    ("attention", "fa_bf16_d64_gqa4_lse"),              # GQA 4:1, LSE out, ragged q and kv tiles
    ("attention", "fa_f16_d128_sink_split2_lse"),       # the pair: the sink goes to NAME_combine
    ("attention", "fa_bf16_d64_bias"),                  # f32 bias and its 3 stride arguments
]


@pytest.fixture(scope="module")
def libs(tmp_path_factory):
    return build_examples(tmp_path_factory.mktemp("rt_examples"))


def test_every_example_file_is_covered():
    assert {c[0] for c in CASES} == set(EXAMPLES)


@pytest.mark.parametrize("case", CASES, ids=[c[1] for c in CASES])
def test_runtime_runs_example_kernel(libs, case):
    example, name, *shape = case
    k = rt.load(libs[example])[name]
    sizes = shape[0] if shape else small_sizes(k.info)
    r = run_check(libs[example], name, sizes)
    assert r["passed"], r
    assert r["hazards"] == [] and all(c["mismatches"] == 0 and c["guard_ok"] for c in r["checks"])
    if k.info.split_k:
        assert r["launched"] == k.info.split_k["launch"]
    if not shape:   # small_sizes: >= 2 workgroups along every grid dimension a runtime size sets (moe: blocks)
        for dim, e in enumerate(k.info.grid_exprs):
            if any(s in e for s in k.info.grid_sizes):
                assert r["grid"][dim] >= 2, (e, r["grid"])


def test_small_sizes_exercise_every_example_kernel(libs):
    """At small_sizes every grid dimension a runtime size sets has >= 2 workgroups and the last tile is ragged
    (moe's grid size is the routing's block count: test_runtime_runs_example_kernel checks it on the run)."""
    for lib in libs.values():
        for k in rt.load(lib):
            if k.info.family == "moe":
                continue
            sizes = small_sizes(k.info)
            g = k.info.grid(**{s: sizes[s] for s in k.info.grid_sizes})
            for dim, e in enumerate(k.info.grid_exprs):
                if any(s in e for s in k.info.grid_sizes):
                    assert g[dim] >= 2, (k.info.name, e, sizes, g)
            p = k.info.params
            tile = {"M": p.get("tile_m"), "N": p.get("tile_n"), "n": p.get("block", 0) * p.get("vector", 0)}
            # a size the kernel requires to be a multiple (limit kind "multiple", e.g. run-time N % tile_n) has
            # no ragged last tile to exercise
            whole = {expr.names(lim["reach"])[0] for lim in k.info.limits or () if lim["kind"] == "multiple"}
            for s, v in sizes.items():
                if tile.get(s) and k.info.family != "gemm_splitk_reduce" and s not in whole:
                    assert v % tile[s], (k.info.name, s, v)


def test_conv3d_rows_before_m_tile0_are_checked(libs):
    """Launching one more M tile than the case says (m_tile0 - 1) writes rows the case owns as untouched."""
    lib = rt.load(libs["conv3d"])
    k = lib["conv3d_bf16_t3_dil2"]
    sizes = small_sizes(k.info)
    case = make_case(k.info, sizes, 0)
    case.sizes["m_tile0"] -= 1
    case.args["m_tile0"] = np.uint32(case.sizes["m_tile0"])
    r = check_case(lib, k.info.name, case)
    tile = k.info.params["tile_m"] * k.info.params["k"]          # the elements of the extra tile's rows
    assert not r["passed"] and r["checks"][1]["arg"] == "y" and r["checks"][1]["mismatches"] == tile


@pytest.mark.skipif(not (CC and CXX), reason="needs cc and c++")
def test_every_example_library_header_compiles(libs, tmp_path):
    """Each example library's flygen_kernels.h alone, and all of them in one translation unit, under C11 and
    C++17 with -Wall -Wextra -Werror -pedantic."""
    includes = []
    for example, lib in libs.items():
        hdr = tmp_path / f"{example}.h"
        write_header(lib, hdr)
        includes.append(f'#include "{hdr.name}"\n')
    for src in [[i] for i in includes] + [includes]:
        for lang, cmd in (("c", [CC, "-std=c11"]), ("cpp", [CXX, "-std=c++17"])):
            path = tmp_path / f"t.{lang}"
            path.write_text("".join(src) + "int main(void) { return 0; }\n")
            r = subprocess.run(cmd + WARN + ["-I", str(tmp_path), "-c", str(path), "-o", str(tmp_path / "t.o")],
                               capture_output=True, text=True)
            assert r.returncode == 0, (src, lang, r.stderr)
