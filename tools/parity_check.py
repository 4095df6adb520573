"""flygen against the reference project (FlyDSL, repo ROCm/FlyDSL): one row per configuration FlyDSL's kernels,
tests or benchmarks run, with flygen's status computed from the live code.

Every row carries a small spec (the flygen way of asking for that configuration). The script writes it to a
file of its own and runs `flygen validate` on it (in-process, through the click command itself), so the status
column is what the current code says, not what someone remembered:

  supported        validate accepts the spec (schema + planner: registers, LDS, launch limits)
  rejected         validate refuses it with a located error (FILE:LINE:COL: kernels[0].FIELD: message)
  not expressible  the spec needs a field flygen does not have (the located error is "unknown key")

Each row also states the status it expects (`stated`) and, for refusals, the field the error must be located
at; `--check` (and tests/test_parity.py) fail on any row whose live status or error field differs, so a
feature landing (or breaking) shows up as a row to update. Rows name the flygen test that verifies the
configuration on the emulator and, where one exists, an example kernel; both names are checked to exist
(the example's key fields must equal the row's spec).

  python tools/parity_check.py                 # print every family's table (markdown)
  python tools/parity_check.py --family moe    # one family
  python tools/parity_check.py --check         # exit 1 if a row's live status differs from its stated one
  python tools/parity_check.py --write-docs    # rewrite the "## Against the reference (FlyDSL)" section of
                                               # docs/gemm_preshuffle.md, gemm_fp8.md, moe.md, conv3d.md
  python tools/parity_check.py --lacking       # the configurations flygen lacks, ranked by FlyDSL's use

FlyDSL sources are cited as path@commit (the commit of the version read through the stored code index);
nothing of FlyDSL's code or prose is copied here. Validation only: no kernel is built or run.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SECTION = "## Against the reference (FlyDSL)"

# ---------------------------------------------------------------------------------------------------------
# FlyDSL sources (ROCm/FlyDSL, read through the stored code index; commit = the stored version read).
# `None` commit: the index returned that version by id without naming its commit (said so in the docs).
# ---------------------------------------------------------------------------------------------------------
SOURCES = {
    "pr913": ("PR #913 'Port GEMM/MoE/conv kernels to the layout API'", None,
              "https://github.com/ROCm/FlyDSL/pull/913"),
    "ps": ("kernels/gemm/preshuffle_gemm.py", "00457e1713d16d31a3ef1646e3b7a28e074b64de", None),
    "ps_test": ("tests/kernels/test_preshuffle_gemm.py", "587829a0acc8a1ee532ea6679d69b7d9eb1b8f97", None),
    "ps_test_v2": ("tests/kernels/test_preshuffle_gemm.py", None, "layout-API harness, index id 55797014076"),
    "ps_test_old": ("tests/kernels/test_preshuffle_gemm.py", "01cd6fe8b4ecdcb8f669eeb8a0481cf40060ad7a", None),
    "bench": ("scripts/run_benchmark.sh", "24e81b68334047ceb631d56a792770e03dcac346", None),
    "ps_a8w4": ("kernels/gemm/preshuffle_gemm_a8w4.py", "9d37bf663eb27c84e679a6275de72e5507ca7e6b", None),
    "bs": ("kernels/gemm/blockscale_preshuffle_gemm.py", "cc8b6a52fe4b2e035c989a2a9f1b1a017c009f0d", None),
    "bs_test": ("tests/kernels/test_blockscale_preshuffle_gemm.py", "a090d3b8b1f0ead3a2fb82d3f1bb43bc5fc0edc7", None),
    "hgemm_sk": ("kernels/gemm/hgemm_splitk.py", "cc8b6a52fe4b2e035c989a2a9f1b1a017c009f0d", None),
    "f8w8": ("kernels/gemm/fp8_gemm_8wave.py", "44071e72dec3a82cbd8ba1c61087808d68bb9813", None),
    "f8w4": ("kernels/gemm/fp8_gemm_4wave.py", "302a02c0bfb460dd44fb5d87b3ea15419126e651", None),
    "f8_test": ("tests/kernels/test_fp8_gemm_8wave.py", "184c846080788ae02e9df4278fc793056c585bcc", None),
    "f8_test_v2": ("FP8 row-scale GEMM harness (4- and 8-wave)", None, "index id 55147568963"),
    "f8_sk": ("FP8 4-/8-wave split-K harness (n_splits, f32 workspace [S, M_pad, N] + reduce kernel)", None,
              "index id 62778428205"),
    "moe_host": ("kernels/moe/mxfp_moe/host.py", "323fc5b02e1e499e9b4b1d5226c6faa91cf3ebbd", None),
    "moe_test": ("tests/kernels/test_moe_gemm.py", None, "index id 58020569876"),
    "moe8w": ("kernels/moe/mxfp8_moe_8wave.py", "8515f1eb06d1e824b6b8e413a54d31a33bdba0aa", None),
    "moe_bs": ("kernels/moe/moe_blockscale_2stage/__init__.py", "d27df34e319f5bd39707b7779b84e2c0dc4effa0", None),
    "conv": ("kernels/conv/conv3d_implicit.py", "01dbd721b89076fff8b1eb0beb911400da9390c2", None),
    "conv8": ("kernels/conv/conv3d_implicit_fp8.py", "00c8d3059a151a5605b26c01f2d82d8c950de655", None),
    "conv_test": ("tests/kernels/test_conv3d_implicit.py", "d6f86bb0960fc979ecf44e8183236687a48543a7", None),
    "conv8_test": ("tests/kernels/test_conv3d_implicit_fp8.py", "adb1108967a92e7d45286ba1e75ef004265c30df", None),
    "pr860": ("PR #860 'fp8 conv3d: 8-wave GEMM pipeline'", None, "https://github.com/ROCm/FlyDSL/pull/860"),
}

FAMILY_DOCS = {
    "gemm_preshuffle": "docs/gemm_preshuffle.md",
    "gemm_fp8": "docs/gemm_fp8.md",
    "moe": "docs/moe.md",
    "conv3d": "docs/conv3d.md",
}

# Fields every row of a family needs (sizes the FlyDSL configuration does not pin down are small: this is
# a validation, the planner's work grows with them).
BASE = {
    "gemm_preshuffle": {},
    "gemm_fp8": {},
    "moe": {"experts": 4, "topk": 2},
    "conv3d": {},
}


@dataclass
class Row:
    family: str
    flydsl: str                      # the configuration, in FlyDSL's terms
    src: tuple                       # SOURCES keys
    spec: dict | None                # the flygen spec asking for it (None: nothing to ask, see why)
    stated: str                      # supported | rejected | not expressible | n/a
    key: tuple = ()                  # the spec fields that define the configuration (shown; matched to example)
    at: str | None = None            # refusals: the field the located error must name
    why: str = ""                    # refusals / n/a: the reason (ours, stated)
    test: str | None = None          # the flygen test that verifies it (tests/X.py::name)
    example: tuple | None = None     # (examples/X.yaml, kernel name) with the same key fields
    covers: str | None = None        # when the test does not run the row's key fields: what it does run
    uses: str = ""                   # which FlyDSL tests / benchmarks use it (for the ranking)
    rank: int = 0                    # lacking-list weight (RANKS): 4 benchmark .. 0 unused
    live: dict = field(default_factory=dict)


def _r(family, flydsl, src, spec, stated, **kw) -> Row:
    if isinstance(src, str):
        src = (src,)
    return Row(family, flydsl, src, spec, stated, **kw)


PS, F8, MOE, CONV = "gemm_preshuffle", "gemm_fp8", "moe", "conv3d"
PARITY_TEST = "tests/test_parity.py::test_rows_have_their_stated_status"

ROWS: list[Row] = [
    # ------------------------------------------------------------------ gemm_preshuffle
    _r(PS, "fp8, tile 16x64x512 (decode: M=16, N=5120, K=8192)", ("ps_test", "ps_test_v2"),
       {"in_dtype": "fp8", "N": 5120, "K": 8192, "tile_m": 16, "tile_n": 64, "tile_k": 512}, "supported",
       key=("in_dtype", "tile_m", "tile_n", "tile_k"),
       example=("tests/data/parity/flydsl_configs.yaml", "flydsl_ps_fp8_16x64x512"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="test_mfma_a8_flyc_preshuffle (default tier)", rank=2),
    _r(PS, "fp8, tile 16x128x256 (M=16, N=40960, K=5120)", "bench",
       {"in_dtype": "fp8", "N": 40960, "K": 5120, "tile_m": 16, "tile_n": 128, "tile_k": 256}, "supported",
       key=("in_dtype", "tile_m", "tile_n", "tile_k"),
       example=("tests/data/parity/flydsl_configs.yaml", "flydsl_ps_fp8_16x128x256"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="run_benchmark.sh GEMM row 1", rank=4),
    _r(PS, "fp8 / int8, tile 32x64x512, ragged M = 33 (N=1024, K=2048)", "ps_test_v2",
       {"in_dtype": "int8", "N": 1024, "K": 2048, "tile_m": 32, "tile_n": 64, "tile_k": 512}, "supported",
       key=("in_dtype", "tile_m", "tile_n", "tile_k"),
       example=("tests/data/parity/flydsl_configs.yaml", "flydsl_ps_int8_32x64x512"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="test_v2_preshuffle_c_store_oob (default tier)", rank=2),
    _r(PS, "fp8, tile 64x256x128 (5120x5120x8320, 9728x8192x8320)", ("ps_test", "bench"),
       {"in_dtype": "fp8", "N": 5120, "K": 8320, "tile_m": 64, "tile_n": 256, "tile_k": 128}, "supported",
       key=("in_dtype", "tile_m", "tile_n", "tile_k"),
       example=("tests/data/parity/flydsl_configs.yaml", "flydsl_ps_fp8_64x256x128"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="run_benchmark.sh GEMM rows 2-3; test_mfma_a8_flyc_preshuffle (large_shape)", rank=4),
    _r(PS, "int8, tile 64x256x128 (9728x8192x8320)", "bench",
       {"in_dtype": "int8", "N": 8192, "K": 8320, "tile_m": 64, "tile_n": 256, "tile_k": 128}, "supported",
       key=("in_dtype", "tile_m", "tile_n", "tile_k"),
       example=("tests/data/parity/flydsl_configs.yaml", "flydsl_ps_int8_64x256x128"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="run_benchmark.sh GEMM row 4", rank=4),
    _r(PS, "fp8, tile 128x128x128 (9728x8192x8320)", "ps_test",
       {"in_dtype": "fp8", "N": 8192, "K": 8320, "tile_m": 128, "tile_n": 128, "tile_k": 128}, "supported",
       key=("in_dtype", "tile_m", "tile_n", "tile_k"), example=("examples/gemm_preshuffle.yaml", "preshuffle_fp8_sync2"),
       test="tests/test_gemm_preshuffle.py::test_verify_dtype_epilogue",
       uses="test_mfma_a8_flyc_preshuffle", rank=2),
    _r(PS, "bf16 / f16, tile 16x64x512", "ps_test_v2",
       {"in_dtype": "bf16", "N": 5120, "K": 8192, "tile_m": 16, "tile_n": 64, "tile_k": 512}, "supported",
       key=("in_dtype", "tile_m", "tile_n", "tile_k"),
       example=("tests/data/parity/flydsl_configs.yaml", "flydsl_ps_bf16_16x64x512"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="test_mfma_a8_flyc_preshuffle, test_fused_epilogue_correctness (default tier)", rank=2),
    _r(PS, "bf16, tile 128x128x128", "ps_test",
       {"in_dtype": "bf16", "N": 8192, "K": 8320, "tile_m": 128, "tile_n": 128, "tile_k": 128}, "supported",
       key=("in_dtype", "tile_m", "tile_n", "tile_k"),
       example=("examples/gemm_preshuffle_paths.yaml", "preshuffle_bf16_k128"),
       test="tests/test_gemm_preshuffle.py::test_verify_16bit_tile_k_128",
       uses="test_mfma_a8_flyc_preshuffle", rank=2),
    _r(PS, "fused epilogues bias / bias_relu / bias_silu / bias_gelu (bias per column, out dtype)", "ps_test_v2",
       {"in_dtype": "bf16", "N": 5120, "K": 8192, "tile_m": 16, "tile_n": 64, "tile_k": 512, "epilogue": "bias_gelu"},
       "supported", key=("in_dtype", "epilogue"),
       test="tests/test_gemm_preshuffle.py::test_verify_dtype_epilogue",
       uses="test_fused_epilogue_correctness", rank=2),
    _r(PS, "out_dtype f16", "ps",
       {"in_dtype": "fp8", "N": 256, "K": 512, "tile_m": 128, "tile_n": 256, "tile_k": 128, "out_dtype": "f16",
        "epilogue": "bias_silu"}, "supported", key=("in_dtype", "out_dtype", "tile_n", "epilogue"),
       example=("examples/gemm_preshuffle_paths.yaml", "preshuffle_fp8_big_256"),
       test="tests/test_gemm_preshuffle.py::test_verify_a_paths_and_stages",
       uses="test_preshuffle_gemm --out_dtype", rank=1),
    _r(PS, "use_async_copy (A by LDS DMA), fp8 / int8", ("ps", "ps_test_v2"),
       {"in_dtype": "fp8", "N": 128, "K": 512, "tile_m": 128, "tile_n": 128, "tile_k": 128, "a_path": "async"},
       "supported", key=("in_dtype", "a_path"), example=("examples/gemm_preshuffle_paths.yaml", "preshuffle_fp8_async_s2"),
       test="tests/test_gemm_preshuffle.py::test_verify_a_paths_and_stages",
       uses="test_mfma_a8_flyc_preshuffle[async_copy]", rank=2),
    _r(PS, "use_async_copy with 16-bit A (byte-typed DMA source)", "ps",
       {"in_dtype": "bf16", "N": 256, "K": 512, "tile_m": 128, "tile_n": 256, "tile_k": 128, "a_path": "async"},
       "supported", key=("in_dtype", "tile_m", "tile_n", "tile_k", "a_path"),
       example=("examples/gemm_preshuffle_tiles.yaml", "preshuffle_bf16_128x256x128_async"),
       test="tests/test_gemm_preshuffle_tiles.py::test_tiles_verify_ragged_m",
       uses="kernel option only", rank=0),
    _r(PS, "lds_stage 1 (one A buffer)", "ps",
       {"in_dtype": "fp8", "N": 128, "K": 512, "tile_m": 128, "tile_n": 128, "tile_k": 128, "lds_stage": 1},
       "supported", key=("in_dtype", "lds_stage", "a_path"),
       example=("examples/gemm_preshuffle_paths.yaml", "preshuffle_fp8_sync_s1"),
       test="tests/test_gemm_preshuffle.py::test_verify_a_paths_and_stages",
       uses="test_preshuffle_gemm --lds_stage", rank=1),
    _r(PS, "xcd_swizzle (XCD-aware workgroup remap, L2 rasterisation group)", "ps",
       {"in_dtype": "fp8", "N": 1024, "K": 512, "tile_m": 128, "tile_n": 128, "tile_k": 128, "wg_remap": "xcd",
        "group_m": 2}, "supported", key=("wg_remap", "group_m"),
       why="flygen's order is aiter's remap_xcd then Triton's GROUP_SIZE_M (docs/gemm_preshuffle.md, 'Workgroup "
           "order'); FlyDSL's xcd_remap_bx_by group size is the analogue, not the same map",
       test="tests/test_wg_remap.py::test_gemm_preshuffle_verifies",
       uses="test_preshuffle_gemm --xcd_swizzle", rank=1),
    _r(PS, "waves_per_eu", "ps",
       {"in_dtype": "fp8", "N": 128, "K": 512, "tile_m": 64, "tile_n": 128, "tile_k": 128, "waves_per_eu": 2},
       "supported", key=("waves_per_eu",), why="flygen checks the plan fits the occupancy (a promise, not a hint)",
       test="tests/test_waves_per_eu.py::test_waves_per_eu_met_plans_and_one_more_is_a_located_error",
       uses="test_preshuffle_gemm --waves_per_eu", rank=1),
    _r(PS, "tile_m not a power of two (48 / 80 / 112, preload table)", "ps",
       {"in_dtype": "fp8", "N": 1024, "K": 1024, "tile_m": 48, "tile_n": 128, "tile_k": 256}, "supported",
       key=("tile_m", "tile_n", "tile_k"),  example=("tests/data/parity/flydsl_configs.yaml", "flydsl_ps_fp8_48x128x256"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="preload table entries only", rank=0),
    _r(PS, "tile_n = 32, two-wave workgroup (gfx950)", "ps",
       {"in_dtype": "fp8", "N": 1024, "K": 1024, "tile_m": 16, "tile_n": 32, "tile_k": 512}, "rejected",
       key=("tile_n",), at="tile_n",
       why="the preshuffle plan fixes 4 waves along N (each wave a multiple of 16 columns): tile_n >= 64",
       uses="preload table (16/32 x 32 x 512/1024) only", rank=0),
    _r(PS, "MXFP4 a4w4 (compile_mxfp4_gemm), tiles 64x128x128 / 32x128x256", "ps_test_v2",
       {"in_dtype": "mx", "mx_a": "fp4", "mx_b": "fp4", "N": 8192, "K": 8192, "tile_m": 32, "tile_n": 128,
        "tile_k": 256}, "supported", key=("in_dtype", "mx_a", "mx_b"),
       example=("examples/gemm_preshuffle_mx.yaml", "preshuffle_mx_fp4_fp4"),
       test="tests/test_gemm_preshuffle.py::test_verify_mx_pairs",
       uses="test_mfma_w4_flyc_preshuffle (default tier)",
       rank=2),
    _r(PS, "fp8 A x fp4 B (a8w4 preshuffle)", "ps_test_v2",
       {"in_dtype": "mx", "mx_a": "fp8", "mx_b": "fp4", "N": 8192, "K": 8192, "tile_m": 64, "tile_n": 128,
        "tile_k": 128}, "supported", key=("in_dtype", "mx_a", "mx_b"),
       example=("examples/gemm_preshuffle_mx.yaml", "preshuffle_mx_fp8_fp4"),
       why="FlyDSL's test skips it ('fp8-A not yet supported with MXFP4 preshuffle kernel')",
       test="tests/test_gemm_preshuffle.py::test_verify_mx_pairs",
       uses="skipped in FlyDSL's test", rank=0),
    _r(PS, "fp6 A (MX e2m3) x fp4 B", ("ps_a8w4", "pr913"),
       {"in_dtype": "mx", "mx_a": "fp6", "mx_b": "fp4", "N": 128, "K": 1024, "tile_m": 64, "tile_n": 128,
        "tile_k": 128}, "supported", key=("in_dtype", "mx_a", "mx_b", "tile_m", "tile_n", "tile_k"),
       example=("examples/gemm_preshuffle_tiles.yaml", "preshuffle_mx_fp6_fp4_64x128x128_sync"),
       why="memory formats differ: flygen's fp6 A is packed (24 B per 32 elements, 96 B rows at tile_k 128); "
           "FlyDSL stores fp6 A FP8-padded (32 B per 32), so its A needs a host repack",
       test="tests/test_gemm_preshuffle_tiles.py::test_tiles_verify_ragged_m",
       uses="PR #913 cold check", rank=1),
    _r(PS, "fp8 with per-block f32 scales (blockscale: A 1x128, B 128x128; bf16 / f16 out)", ("bs", "bs_test"),
       {"in_dtype": "fp8", "N": 1536, "K": 7168, "tile_m": 64, "tile_n": 128, "tile_k": 128,
        "scale": "block128"}, "supported", key=("in_dtype", "scale"),
       example=("examples/gemm_preshuffle_blockscale.yaml", "preshuffle_fp8_block128_bf16"),
       why="scale: block128: each 128-K MFMA step into a block accumulator, acc = fma(block_acc, sa x sb, acc) in "
           "the loop; memory formats differ: FlyDSL's test hands x_scale transposed ([K/128, M], "
           "x_scale.transpose(0, 1)), flygen's scale_a is [M, K/128] row-major (w_scale [N/128, K/128] is the same), "
           "so its A scales need a host transpose",
       test="tests/test_gemm_preshuffle_blockscale.py::test_verify_ragged_m",
       covers="ragged M (1, 33, 77, 140, 150, 200) at N = 256, K = 256 / 512, bf16 and f16 out, tiles "
              "64x128x128, 64x256x256, 32x64x256, 128x256x128, 128x128x256",
       uses="test_blockscale_preshuffle_gemm (6 shapes x bf16 / f16, default tier)", rank=2),
    _r(PS, "use_cshuffle_epilog (C staged through LDS for wide stores)", "ps_a8w4",
       {"in_dtype": "fp8", "N": 256, "K": 512, "tile_m": 128, "tile_n": 128, "tile_k": 128,
        "c_store": "cshuffle"}, "not expressible", key=("c_store",), at="c_store",
       why="the swapped-operand MFMA gives each lane 4 consecutive columns, stored as 8 bytes straight from "
           "registers; no LDS shuffle (docs/gemm_preshuffle.md: C stores are 8 bytes per lane)",
       uses="test_preshuffle_gemm --use_cshuffle_epilog (CLI)", rank=1),
    _r(PS, "W4A8: int8 A x packed int4 B (in_dtype int4)", ("ps_a8w4", "ps_test_old"),
       {"in_dtype": "int4", "N": 1024, "K": 1024, "tile_m": 16, "tile_n": 64, "tile_k": 256}, "rejected",
       key=("in_dtype",), at="in_dtype",
       why="no int4 weights: flygen/isa/mfma.py has no int4 MFMA (int8 is the narrowest integer operand); the "
           "in-register int4 -> int8 unpack FlyDSL's old kernel did is not built",
       uses="older test_preshuffle_gemm --in_dtype int4 (CLI only)", rank=0),
    _r(PS, "split-K, bf16 (hgemm_splitk: SPLIT_K, one launch, semaphore + 16-bit atomics into C)", "hgemm_sk",
       {"in_dtype": "bf16", "N": 256, "K": 4096, "tile_m": 64, "tile_n": 128, "tile_k": 64, "split_k": 4},
       "supported", key=("in_dtype", "split_k"),
       why="flygen: f32 partials to a workspace + a reduce kernel (two launches)",
       test="tests/test_gemm_preshuffle_splitk.py::test_pair_verifies_with_zero_hazards",
       uses="hgemm_splitk tests", rank=2),
    _r(PS, "split-K with bias (hgemm_splitk HAS_BIAS)", "hgemm_sk",
       {"in_dtype": "bf16", "N": 256, "K": 4096, "tile_m": 64, "tile_n": 128, "tile_k": 64, "split_k": 2,
        "epilogue": "bias"}, "supported", key=("in_dtype", "split_k", "epilogue"),
       example=("tests/data/gemm_preshuffle/splitk.yaml", "psk_bf16_s2_atomic_bias"),
       why="the reduce kernel applies the epilogue once after the sum (docs/gemm_preshuffle.md, 'Split-K'); "
           "FlyDSL seeds C with the bias before its atomic adds",
       test="tests/test_gemm_preshuffle_splitk.py::test_pair_verifies_with_zero_hazards",
       uses="hgemm_splitk bias option", rank=1),
    _r(PS, "split-K, f16 in and out (hgemm_splitk f16)", "hgemm_sk",
       {"in_dtype": "f16", "N": 256, "K": 4096, "tile_m": 64, "tile_n": 128, "tile_k": 64, "split_k": 8,
        "out_dtype": "f16"}, "supported", key=("in_dtype", "split_k", "out_dtype"),
       test="tests/test_gemm_preshuffle_splitk.py::test_pair_verifies_with_zero_hazards",
       uses="hgemm_splitk f16",
       covers="f16 out from bf16 and fp8 inputs at split_k 2 (psk_bf16_s2_det_silu_f16, psk_fp8_s2_atomic_gelu_f16)",
       rank=1),
    _r(PS, "ragged M (M = 5133, 33: rows past M dropped by the descriptor)", ("ps_test", "ps_test_v2"),
       {"in_dtype": "fp8", "N": 1024, "K": 2048, "tile_m": 32, "tile_n": 64, "tile_k": 512}, "supported",
       key=("in_dtype",), test="tests/test_gemm_preshuffle_tiles.py::test_tiles_verify_ragged_m",
       why="M is a kernel argument; rows >= M are out of the rebased V# range", uses="test_v2_preshuffle_c_store_oob",
       rank=2),
    _r(PS, "scheduler preload hints (dsrd_preload, dvmem_preload)", "ps",
       {"in_dtype": "fp8", "N": 128, "K": 512, "preload": [8, 8]}, "not expressible", key=("preload",), at="preload",
       why="flygen places loads itself (the pipeline's issue order and partial waits are planned, "
           "docs/gemm_preshuffle.md 'Schedule'); there is no knob to tune",
       uses="tuning table", rank=0),
    _r(PS, "CUDA-graph capture", "ps_test_v2", None, "n/a",
       why="a launch-runtime property, not a kernel one (flygen kernels are plain code objects)",
       uses="test_cudagraph_capture_preshuffle", rank=0),
    # ------------------------------------------------------------------ gemm_fp8
    _r(F8, "8-wave 256x256x128 fp8, row-major B (5120x5120x8320, 8192^3)", ("f8w8", "f8_test", "f8_test_v2"),
       {"dtype": "fp8", "waves": 8, "tile_m": 256, "tile_n": 256, "K": 8320}, "supported",
       key=("dtype", "waves", "tile_m", "tile_n", "b_layout"),
       example=("examples/gemm_fp8.yaml", "gemm_fp8_8w_row_major"),
       test="tests/test_gemm_fp8_verify.py::test_verify_passes_with_zero_hazards",
       uses="test_fp8_gemm_8wave (default tier + large_shape)", rank=2),
    _r(F8, "8-wave 256x256x128 fp8, preshuffled B", ("f8w8", "f8_test_v2"),
       {"dtype": "fp8", "waves": 8, "tile_m": 256, "tile_n": 256, "K": 8320, "b_layout": "preshuffled"}, "supported",
       key=("dtype", "waves", "tile_m", "tile_n", "b_layout"),
       example=("examples/gemm_fp8.yaml", "gemm_fp8_8w_preshuffled"),
       test="tests/test_gemm_fp8_verify.py::test_verify_passes_with_zero_hazards",
       uses="test_fp8_gemm_8wave[preshuffle_b]", rank=2),
    _r(F8, "8-wave 128x256 fp8 (512x2112x7168)", "f8_test_v2",
       {"dtype": "fp8", "waves": 8, "tile_m": 128, "tile_n": 256, "K": 7168}, "supported",
       key=("dtype", "waves", "tile_m", "tile_n"), example=("examples/gemm_fp8_splitk.yaml", "decode_fp8_k8192"),
       test="tests/test_gemm_fp8_verify.py::test_verify_passes_with_zero_hazards",
       uses="test_fp8_gemm_8wave[512x2112x7168]",
       rank=2),
    _r(F8, "8-wave ping-pong schedule (HipKittens 8-wave: two wave groups alternate)", "f8w8",
       {"dtype": "fp8", "waves": 8, "tile_m": 256, "tile_n": 256, "K": 4096, "schedule": "pingpong"}, "supported",
       key=("waves", "schedule"), test="tests/test_gemm_pingpong.py::test_verify_passes_with_zero_hazards",
       why="flygen's default is its pipelined schedule; pingpong is opt-in (neither timed on hardware)",
       uses="every fp8_gemm_8wave run", rank=3),
    _r(F8, "4-wave 64x64 fp8, row-major / preshuffled B (512x2112x7168)", ("f8w4", "f8_test_v2"),
       {"dtype": "fp8", "waves": 4, "tile_m": 64, "tile_n": 64, "K": 7168, "b_layout": "preshuffled"}, "supported",
       key=("dtype", "waves", "tile_m", "tile_n"), test="tests/test_gemm_fp8_tile64.py::test_64x64_fp8_4_waves_verifies",
       uses="test_fp8_gemm_4wave[512x2112x7168]", rank=2),
    _r(F8, "4-wave 256x256 fp8 (5120x5120x8320)", ("f8w4", "f8_test_v2"),
       {"dtype": "fp8", "waves": 4, "tile_m": 256, "tile_n": 256, "K": 8320}, "supported",
       key=("dtype", "waves", "tile_m", "tile_n", "b_layout"),
       example=("examples/gemm_fp8.yaml", "gemm_fp8_4w_row_major"),
       test="tests/test_gemm_fp8_verify.py::test_verify_passes_with_zero_hazards",
       uses="test_fp8_gemm_4wave (default tier + large_shape)", rank=2),
    _r(F8, "4-wave use_xcd_remap (XCD remap + group_m 4, default on)", "f8w4",
       {"dtype": "fp8", "waves": 4, "tile_m": 256, "tile_n": 256, "K": 4096, "wg_remap": "xcd", "group_m": 4},
       "supported", key=("wg_remap", "group_m"), test="tests/test_wg_remap.py::test_gemm_fp8_verifies",
       why="flygen's remap is aiter's remap_xcd then Triton's grouping; default off (hardware order)",
       uses="every fp8_gemm_4wave run", rank=3),
    _r(F8, "ragged M and N (grid = ceil(M/BM) x ceil(N/BN))", "f8_test_v2",
       {"dtype": "fp8", "waves": 8, "tile_m": 128, "tile_n": 256, "K": 7168}, "supported", key=("dtype",),
       test="tests/test_gemm_fp8_verify.py::test_small_m_and_n_below_one_tile",
       uses="512x2112 (2112 % 256 != 0)",
       rank=2),
    _r(F8, "8-wave 128x256 split-K, decode M = 1 (N = 2048..7168, K = 7168; splits with >= 2 K tiles each)", "f8_sk",
       {"dtype": "fp8", "waves": 8, "tile_m": 128, "tile_n": 256, "K": 7168, "split_k": 4}, "supported",
       key=("waves", "tile_m", "tile_n", "split_k"),
       why="the same two-kernel scheme (f32 partials [S, M, N] + a reduce kernel) and the same >= 2 K tiles "
           "per split rule as flygen's split_k: auto",
       test="tests/test_gemm_splitk.py::test_pair_verifies_with_zero_hazards",
       uses="split-K harness __main__ sweep",
       rank=1),
    _r(F8, "4-wave 64x64 split-K, decode M = 1 (N = 256..7168, K = 512..7168)", "f8_sk",
       {"dtype": "fp8", "waves": 4, "tile_m": 64, "tile_n": 64, "K": 7168, "split_k": 4}, "supported",
       key=("waves", "tile_m", "tile_n", "split_k"), test="tests/test_gemm_splitk.py::test_pair_verifies_with_zero_hazards",
       uses="split-K harness __main__ sweep", rank=1),
    _r(F8, "MXFP8 8-wave (compile_mxfp8_gemm_8w: e8m0 per 1x32 in the MFMA)", "f8w8",
       {"dtype": "mx", "waves": 8, "tile_m": 256, "tile_n": 256, "K": 4096}, "rejected", key=("dtype",),
       at="dtype",
       why="gemm_fp8 has row scales only; block-scaled fp8 x fp8 is gemm_preshuffle's in_dtype: mx, mx_a/mx_b: fp8 "
           "(4 waves, B preshuffled), not this 8-wave LDS pipeline",
       uses="mxfp8_gemm_interface / Primus-Turbo port", rank=1),
    _r(F8, "fp8 E5M2 operands (cbsz / blgp = 1)", "f8w8",
       {"dtype": "bf8", "waves": 8, "tile_m": 256, "tile_n": 256, "K": 4096}, "supported", key=("dtype",),
       example=("examples/gemm_fp8_options.yaml", "gemm_bf8_8w_row_major"),
       test="tests/test_gemm_fp8_options.py::test_option_verifies_ragged",
       why="bf8 is the code base's name for OCP e5m2 (flygen/isa/dtypes.py); `b_dtype` mixes e4m3 and e5m2 in "
           "either order (f8f6f4 cbsz / blgp name each operand's format)",
       uses="mxfp8 builder option", rank=0),
    _r(F8, "f16 output (mxfp8 out_fp16)", "f8w8",
       {"dtype": "fp8", "waves": 8, "tile_m": 256, "tile_n": 256, "K": 4096, "out_dtype": "f16"}, "supported",
       key=("out_dtype",), example=("examples/gemm_fp8_options.yaml", "gemm_fp8_8w_f16out"),
       test="tests/test_gemm_fp8_options.py::test_option_verifies_ragged",
       why="the same out_dtype as gemm_preshuffle; RNE from f32, the split-K reduce writes f16 too",
       uses="mxfp8 builder option", rank=0),
    _r(F8, "2-D N-band tile order (group_n > 0, big-N L2 reuse)", "f8w8",
       {"dtype": "fp8", "waves": 8, "tile_m": 256, "tile_n": 256, "K": 4096, "group_n": 4}, "supported",
       key=("group_n",), example=("examples/gemm_fp8_options.yaml", "gemm_fp8_8w_group_n4"),
       test="tests/test_group_n.py::test_remap_is_bitwise_the_hardware_order",
       covers="4 waves, 64 x 64 tiles, group_n 2 and 4",
       why="group_m's map and SALU (flygen/plan/wg_order.py) with M and N exchanged: the grid is launched "
           "(M tiles, N tiles); excludes group_m > 1",
       uses="mxfp8 builder option", rank=0),
    # ------------------------------------------------------------------ moe
    _r(MOE, "stage 1 a4w4, BM 32, BN 256 of N_OUT = 2*inter, BK 256: fp4 A x fp4 W1, SiLU, fp4 re-quantised "
       "intermediate", ("moe_host", "moe_test"),
       {"stage": 1, "a_dtype": "fp4", "hidden": 1024, "inter": 256, "tile_m": 32, "tile_n": 128, "tile_k": 256,
        "inter_dtype": "fp4"}, "supported", key=("stage", "a_dtype", "inter_dtype", "tile_m", "tile_n", "tile_k"),
       example=("examples/moe.yaml", "moe_s1_fp4_to_fp4"),
       why="flygen's stage-1 tile_n counts intermediate columns, each computed from a gate and an up row of W1: "
           "tile_n 128 covers the 256 W1 rows of BN 256", test="tests/test_moe_mx.py::test_stage1_mx_matches_host_quantisation",
       uses="test_moe_gemm_2stage[fp4] (xfailed in FlyDSL: 'pre-existing mxfp4 fused gemm2 bug')", rank=2),
    _r(MOE, "stage 1 a4w4, BM 64 / 128", "moe_host",
       {"stage": 1, "a_dtype": "fp4", "hidden": 1024, "inter": 256, "tile_m": 64, "tile_n": 128, "tile_k": 256},
       "supported", key=("stage", "a_dtype", "tile_m"),
       example=("examples/moe.yaml", "moe_s1_fp4_to_fp8_m64_wide"),
       test="tests/test_moe_mx.py::test_stage1_mx_matches_host_quantisation",
       uses="test_moe_gemm_2stage FP4-M / FP4-L (tile_m 64 / 128)", rank=2),
    _r(MOE, "stage 1 BM 128", "moe_host",
       {"stage": 1, "a_dtype": "fp4", "hidden": 1024, "inter": 256, "tile_m": 128, "tile_n": 128, "tile_k": 256},
       "supported", key=("stage", "tile_m"),  example=("tests/data/parity/flydsl_configs.yaml", "flydsl_moe_s1_fp4_bm128"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="test_moe_gemm_2stage FP4-L (large_shape)", rank=1),
    _r(MOE, "stage 1 a8w4: fp8 A (e8m0 per 32) x fp4 W1", ("moe_host", "moe_test"),
       {"stage": 1, "a_dtype": "fp8", "hidden": 1024, "inter": 256, "tile_m": 32, "tile_n": 128, "tile_k": 256,
        "inter_dtype": "fp4"}, "supported", key=("stage", "a_dtype", "inter_dtype"),
       example=("tests/data/parity/flydsl_configs.yaml", "flydsl_moe_s1_fp8_to_fp4"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="test_moe_gemm_2stage[a8w4] (xfailed in FlyDSL)", rank=2),
    _r(MOE, "stage 1 BM 16 inline_quant (bf16 activations quantised to MX inside gemm1)", "moe_host",
       {"stage": 1, "a_dtype": "fp4", "hidden": 1024, "inter": 256, "tile_m": 16, "inline_quant": True},
       "not expressible", key=("inline_quant",), at="inline_quant",
       why="flygen's stage 1 reads A already in MX (codes + e8m0); the quantisation is host glue "
           "(flygen.ref.moe) or a previous kernel",
       uses="gemm1 variant (16, nt, inline_quant)", rank=1),
    _r(MOE, "non-temporal weight loads (use_nt)", "moe_host",
       {"stage": 1, "a_dtype": "fp4", "hidden": 1024, "inter": 256, "use_nt": True}, "not expressible",
       key=("use_nt",), at="use_nt", why="no cache-policy field (loads use the default policy)",
       uses="gemm1/gemm2 variants; auto-relaxed at large M", rank=1),
    _r(MOE, "interleaved gate/up W1 layout (interleave)", "moe_host",
       {"stage": 1, "a_dtype": "fp4", "hidden": 1024, "inter": 256, "interleave": True}, "not expressible",
       key=("interleave",), at="interleave",
       why="W1[e] is [gate rows; up rows] (two halves); an interleaved layout would be a new layout in the plan",
       uses="gemm1 option", rank=0),
    _r(MOE, "stage 2 atomic, BM 16 / 32 / 64, fp4 intermediate", "moe_host",
       {"stage": 2, "a_dtype": "fp4", "hidden": 256, "inter": 1024, "tile_m": 16, "tile_n": 64, "tile_k": 256},
       "supported", key=("stage", "a_dtype", "reduce"), example=("examples/moe.yaml", "moe_s2_fp4"),
       why="flygen's atomics add f32 into an f32 out",
       test="tests/test_moe.py::test_verify_stages",
       uses="test_moe_gemm_2stage[atomic]", rank=2),
    _r(MOE, "stage 2 atomic into a 16-bit (bf16 / f16) out", ("moe_host", "moe_test"),
       {"stage": 2, "a_dtype": "fp4", "hidden": 256, "inter": 1024, "tile_m": 32, "out_dtype": "bf16"}, "supported",
       key=("stage", "a_dtype", "reduce", "out_dtype"), example=("examples/moe.yaml", "moe_s2_fp4_atomic_bf16"),
       why="out_dtype bf16 / f16 with reduce: atomic: the lane's adjacent column pairs packed by "
           "v_cvt_pk_{bf16,f16}_f32 and added by buffer_atomic_pk_add_{bf16,f16} (2 atomics per lane and atom "
           "where f32 takes 4); each add rounds to 16 bits in the hardware's order, so the bound grows ~topk "
           "half-ulps of the magnitude (flygen.ref.moe.atomic16_bound); also a8w4 / a16w4 "
           "(moe_s2_fp8_atomic_bf16, moe_s2_bf16_atomic_bf16) and f16 (moe_s2_fp4_atomic_f16)",
       test="tests/test_moe_atomic16.py::test_verifies_with_routing_at_ragged_token_counts",
       uses="test_moe_gemm_2stage[atomic, out_f16] (the only out dtype it runs for fp4/a8w4/a16w4)", rank=2),
    _r(MOE, "stage 2 nonatomic (reduce) BM 128, 16-bit out", ("moe_host", "moe_test"),
       {"stage": 2, "a_dtype": "fp4", "hidden": 256, "inter": 1024, "tile_m": 128, "tile_n": 64, "tile_k": 256,
        "reduce": "rows", "out_dtype": "f16"}, "supported", key=("stage", "reduce", "out_dtype", "tile_m"),
       why="flygen's rows reduce: each routed row to ws[token*topk+slot], a companion kernel sums topk rows in order",
        example=("tests/data/parity/flydsl_configs.yaml", "flydsl_moe_s2_rows_bm128_f16"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="test_moe_gemm_2stage[reduce]",
       rank=2),
    _r(MOE, "stage 2 nonatomic_cshuffle BM 32 / 64 / 128 (LDS-shuffled stores)", "moe_host",
       {"stage": 2, "a_dtype": "fp4", "hidden": 256, "inter": 1024, "tile_m": 32, "tile_n": 64, "tile_k": 256,
        "reduce": "rows"}, "supported", key=("stage", "reduce", "tile_m"),
       why="same result as the rows reduce; flygen stores from registers (no LDS shuffle; store width not tuned)",
       test="tests/test_moe_rows.py::test_pair_verifies_at_ragged_token_counts",
       uses="gemm2 epilog option", rank=1),
    _r(MOE, "stage 2 nonatomic_mxfp4 (stage 2 output re-quantised to MX fp4)", "moe_host",
       {"stage": 2, "a_dtype": "fp4", "hidden": 256, "inter": 1024, "tile_m": 32, "reduce": "rows",
        "out_dtype": "fp4"}, "rejected", key=("reduce", "out_dtype"), at="out_dtype",
       why="stage 2's outputs are sums over topk rows written by another kernel; an MX output would need the "
           "quantisation in the reduce companion (not built)",
       uses="gemm2 epilog option", rank=0),
    _r(MOE, "stage 2 fp8 intermediate (a8 stage 2)", "moe_host",
       {"stage": 2, "a_dtype": "fp8", "hidden": 256, "inter": 1024, "tile_m": 32, "tile_n": 64, "tile_k": 256},
       "supported", key=("stage", "a_dtype"), example=("examples/moe.yaml", "moe_s2_fp8"),
       test="tests/test_moe.py::test_verify_stages",
       uses="a8w4 e2e stage 2 (PR #913)", rank=1),
    _r(MOE, "a16w4 stage 1: bf16 A x mxfp4 W1, SiLU, bf16 intermediate (TILE_N 64, TILE_K 256)",
       ("moe_host", "moe_test"),
       {"stage": 1, "a_dtype": "bf16", "hidden": 1024, "inter": 256, "tile_m": 32, "tile_n": 64, "tile_k": 256},
       "supported", key=("stage", "a_dtype", "tile_m", "tile_n", "tile_k"),
       example=("tests/data/parity/flydsl_configs.yaml", "flydsl_moe_s1_bf16_n64"),
       why="the MX MFMA takes no bf16: fp4 W dequantised to bf16 in VGPRs (v_cvt_scalef32_pk_bf16_fp4 applies "
           "the e8m0 scale) + v_mfma_f32_16x16x32_bf16 (docs/moe.md a16w4)",
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="test_moe_gemm_2stage[a16w4] -- the one MoE dtype FlyDSL's test asserts strictly", rank=2),
    _r(MOE, "a16w4 stage 2: bf16 intermediate x mxfp4 W2, atomic", ("moe_host", "moe_test"),
       {"stage": 2, "a_dtype": "bf16", "hidden": 256, "inter": 1024, "tile_m": 32, "tile_n": 128, "tile_k": 256},
       "supported", key=("stage", "a_dtype"), example=("examples/moe.yaml", "moe_s2_bf16"),
       why="as stage 1; stage 2 reads stage 1's bf16 intermediate as it is (no re-quantisation)",
       test="tests/test_moe_a16w4.py::test_verify_stages_on_ragged_routings",
       uses="test_moe_gemm_2stage[a16w4]", rank=2),
    _r(MOE, "a8w8 fp8 MoE, per-token f32 activation scale x per-channel weight scale (moe_gemm_2stage)", "bench",
       {"stage": 1, "a_dtype": "fp8", "w_dtype": "fp8", "w_scale": "channel", "row_scale": "f32", "hidden": 1024,
        "inter": 256, "tile_m": 64, "tile_n": 128, "tile_k": 128}, "supported",
       key=("a_dtype", "w_dtype", "w_scale", "row_scale", "tile_m", "tile_k"),
       example=("tests/data/parity/flydsl_configs.yaml", "flydsl_moe_s1_a8w8_m64"),
       why="fp8 codes x fp8 experts on the unscaled v_mfma_f32_16x16x128_f8f6f4, v = acc * scale_row[row] * "
           "scale_w[e, col] (f32, [E, 2*inter] / [E, hidden]) before silu / the routing weight; stage 2 atomic or "
           "reduce: rows (docs/moe.md, a8w8)",
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="run_benchmark.sh MoE rows (tokens 32768 and 64, in the version read; the newer test_moe_gemm "
            "matrix lists fp4 / a8w4 / a16w4 instead)", rank=4),
    _r(MOE, "per-token (per-row) f32 scale on fp8 activations, MX fp4 experts", ("bench", "moe_test"),
       {"stage": 1, "a_dtype": "fp8", "hidden": 256, "inter": 256, "row_scale": "f32"}, "supported",
       key=("a_dtype", "row_scale"), example=("examples/moe.yaml", "moe_s1_fp8_rowscale"),
       why="one f32 per row on top of the e8m0 blocks: scale_row[token] (stage 1) / scale_row[token * topk + "
           "slot] (stage 2), fl32(acc * s_r) first in the epilogue (docs/moe.md, per-row activation scales)",
       test="tests/test_moe_rowscale.py::test_row_scaled_kernels_verify",
       uses="the per-token quantisation of moe_gemm_2stage's fp8 path (run_benchmark.sh MoE rows)", rank=4),
    _r(MOE, "MXFP8 x MXFP8 experts, 8-wave 256x256 expert-grouped prefill GEMMs (mxfp8_moe_8wave)", "moe8w",
       {"stage": 1, "a_dtype": "fp8", "w_dtype": "fp8", "w_scale": "mx", "hidden": 1024, "inter": 256,
        "tile_m": 256, "tile_n": 256}, "rejected", key=("a_dtype", "w_dtype", "w_scale"), at="w_scale",
       why="fp8 experts exist with per-channel f32 scales only (a8w8, w_scale: channel); MX fp8 experts (e8m0 "
           "per 32 on the B side of the scaled MFMA) are not built in the MoE plan (gemm_preshuffle has mx_b: fp8)",
       uses="scripts/bench_mxfp8_moe_8wave.py", rank=1),
    _r(MOE, "clamped SwiGLU in stage 1 (swiglu_limit 7.0, MiniMax; a16w4 `act`)", ("moe8w", "moe_host"),
       {"stage": 1, "a_dtype": "fp4", "hidden": 1024, "inter": 256, "act": "swiglu"}, "not expressible",
       key=("act",), at="act", why="stage 1's activation is silu(gate) * up, fixed",
       uses="mxfp8_moe_8wave stage 1 (activation=True)", rank=1),
    _r(MOE, "fp8 MoE with block scales (moe_blockscale_2stage: gemm1 / gemm2 + reduction kernel)", "moe_bs",
       {"stage": 2, "a_dtype": "fp8", "w_dtype": "fp8", "w_scale": "block", "hidden": 256, "inter": 1024,
        "tile_m": 32}, "rejected", key=("a_dtype", "w_dtype", "w_scale"), at="w_scale",
       why="fp8 experts take one f32 scale per output channel (w_scale: channel); K-blocked f32 scales (applied "
           "per k-block inside the K loop, gemm_preshuffle has them: scale block128) are not in the MoE plan",
       uses="kernel family beside mxfp_moe", rank=1),
    _r(MOE, "a16wi4: bf16 A x int4 W, groupwise bf16 scale (group 32)", "moe_test",
       {"stage": 1, "a_dtype": "fp4", "w_dtype": "int4", "hidden": 1024, "inter": 256}, "rejected",
       key=("w_dtype",), at="w_dtype",
       why="no int4 weights (flygen/isa/mfma.py has no int4 MFMA; it would be an in-register dequantisation "
           "to bf16, as a16w4)",
       uses="the test's a16wi4 routing of int4_bf16 (not in the test_moe_gemm_2stage matrix read)", rank=1),
    _r(MOE, "routing weight applied in stage 1 (doweight_stage1)", "moe_test",
       {"stage": 1, "a_dtype": "fp4", "hidden": 1024, "inter": 256, "doweight_stage1": True}, "not expressible",
       key=("doweight_stage1",), at="doweight_stage1", why="stage 2 applies the routing weight (aiter's default)",
       uses="test parameter (False in every case)", rank=0),
    _r(MOE, "expert-parallel valid mask (use_valid_mask)", "moe_test",
       {"stage": 2, "a_dtype": "fp4", "hidden": 256, "inter": 1024, "valid_mask": True}, "not expressible",
       key=("valid_mask",), at="valid_mask", why="routing without masked experts (flygen.ref.moe.moe_sort)",
       uses="test_moe_gemm_2stage[mask] (skipped for fp4/a8w4/a16w4)", rank=0),
    _r(MOE, "XCD workgroup swizzle (xcd_swizzle)", "moe_host",
       {"stage": 1, "a_dtype": "fp4", "hidden": 1024, "inter": 256, "wg_remap": "xcd"}, "not expressible",
       key=("wg_remap",), at="wg_remap", why="the MoE grid order is hardware order (wg_remap exists for the GEMMs only)",
       uses="gemm1/gemm2 option", rank=0),
    # ------------------------------------------------------------------ conv3d
    _r(CONV, "bf16 3x3x3, C=32, K=64, stride 1, pad 0 / 1, f32 bias", ("conv", "conv_test"),
       {"dtype": "bf16", "n": 1, "d": 9, "h": 17, "w": 17, "c": 32, "k": 96, "t": 3, "r": 3, "s": 3,
        "padding": [1, 1, 1]}, "supported", key=("dtype", "t", "r", "s"),
       test="tests/test_conv3d_verify.py::test_verify_passes_with_zero_hazards",
       why="supported with a bf16 bias (the f32 bias is its own row)", uses="test_conv3d_vs_torch", rank=2),
    _r(CONV, "bf16 3x3x3, stride 2, pad 1", "conv_test",
       {"dtype": "bf16", "n": 1, "d": 10, "h": 20, "w": 20, "c": 32, "k": 64, "t": 3, "r": 3, "s": 3,
        "stride": [2, 2, 2], "padding": [1, 1, 1]}, "supported", key=("dtype", "stride"),
        example=("tests/data/parity/flydsl_configs.yaml", "flydsl_conv_bf16_s2"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="test_conv3d_vs_torch", rank=2),
    _r(CONV, "bf16 C=16 (partial 32-element K tile), K=384", "conv_test",
       {"dtype": "bf16", "n": 1, "d": 4, "h": 12, "w": 16, "c": 16, "k": 384, "t": 3, "r": 3, "s": 3,
        "padding": [1, 1, 1]}, "supported", key=("dtype", "c"),
        example=("tests/data/parity/flydsl_configs.yaml", "flydsl_conv_bf16_c16_111"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="test_conv3d_vs_torch", rank=2),
    _r(CONV, "factorised filters 1x3x3 / 3x1x1", "conv_test",
       {"dtype": "bf16", "n": 1, "d": 6, "h": 18, "w": 20, "c": 64, "k": 128, "t": 1, "r": 3, "s": 3,
        "padding": [0, 1, 1]}, "supported", key=("t", "r", "s"),
       test="tests/test_conv3d_verify.py::test_verify_passes_with_zero_hazards",
       uses="test_conv3d_factorized_filters_vs_torch", rank=2),
    _r(CONV, "1x1x1 filter, one or two K tiles (C=16 / 64)", "conv_test",
       {"dtype": "bf16", "n": 1, "d": 3, "h": 8, "w": 8, "c": 16, "k": 64, "t": 1, "r": 1, "s": 1}, "supported",
       key=("t", "r", "s", "c"),
       example=("tests/data/parity/flydsl_configs.yaml", "flydsl_conv_bf16_c16_111"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="test_conv3d_runtime_k_loop_short_problems", rank=2),
    _r(CONV, "conv2d / conv1d through the depth-1 path (5x5 pad 2, stride 2)", "conv_test",
       {"dtype": "bf16", "n": 2, "d": 1, "h": 24, "w": 28, "c": 64, "k": 128, "r": 5, "s": 5,
        "padding": [0, 2, 2]}, "supported", key=("d", "t"), why="a conv3d with d = t = 1 (and h = r = 1 for 1-D)",
       example=("tests/data/parity/flydsl_configs.yaml", "flydsl_conv2d_bf16_5x5"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="test_conv2d_vs_torch, test_conv1d_vs_torch", rank=2),
    _r(CONV, "dilation", "conv",
       {"dtype": "bf16", "n": 1, "d": 32, "h": 14, "w": 14, "c": 256, "k": 64, "t": 3, "padding": [2, 0, 0],
        "dilation": [2, 1, 1]}, "supported", key=("dtype", "t", "padding", "dilation"),
       example=("examples/conv3d.yaml", "conv3d_bf16_t3_dil2"),
       test="tests/test_conv3d_verify.py::test_verify_passes_with_zero_hazards",
       uses="kernel option", rank=1),
    _r(CONV, "tile 128x128, 8 waves as 2x4 (the default tile)", ("conv", "conv_test"),
       {"dtype": "bf16", "n": 2, "d": 6, "h": 18, "w": 18, "c": 64, "k": 192, "t": 3, "r": 3, "s": 3,
        "padding": [1, 1, 1], "waves": 8, "wave_grid": [2, 4], "tile_m": 128, "tile_n": 128}, "supported",
       key=("waves", "wave_grid", "tile_m", "tile_n"), test="tests/test_conv3d_waves.py::test_verify_passes_with_zero_hazards",
       uses="test_conv3d_tile_configs, every default call", rank=3),
    _r(CONV, "tile 128x128, 8 waves as 4x2", "conv_test",
       {"dtype": "bf16", "n": 2, "d": 6, "h": 18, "w": 18, "c": 64, "k": 192, "t": 3, "r": 3, "s": 3,
        "padding": [1, 1, 1], "waves": 8, "wave_grid": [4, 2], "tile_m": 128, "tile_n": 128}, "supported",
       key=("waves", "wave_grid", "tile_m", "tile_n"), test="tests/test_conv3d_waves.py::test_verify_passes_with_zero_hazards",
       uses="test_conv3d_tile_configs", rank=2),
    _r(CONV, "tile 128x256 / 256x128, 8 waves 2x4", "conv_test",
       {"dtype": "bf16", "n": 2, "d": 6, "h": 18, "w": 18, "c": 64, "k": 192, "t": 3, "r": 3, "s": 3,
        "padding": [1, 1, 1], "waves": 8, "wave_grid": [2, 4], "tile_m": 256, "tile_n": 128}, "supported",
       key=("waves", "tile_m", "tile_n"),  example=("tests/data/parity/flydsl_configs.yaml", "flydsl_conv_bf16_256x128_8w"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="test_conv3d_tile_configs", rank=2),
    _r(CONV, "tile 256x256, 8 waves 2x4", "conv_test",
       {"dtype": "bf16", "n": 2, "d": 6, "h": 18, "w": 18, "c": 64, "k": 256, "t": 3, "r": 3, "s": 3,
        "padding": [1, 1, 1], "waves": 8, "wave_grid": [2, 4], "tile_m": 256, "tile_n": 256}, "supported",
       key=("waves", "tile_m", "tile_n"),
       test="tests/test_conv3d_waves.py::test_8_waves_256x256_verifies_with_zero_hazards",
       why="an A fragment ring fits 256 VGPRs, 2 waves per SIMD (docs/conv3d.md, '8 waves at 256 x 256')",
       uses="test_conv3d_tile_configs", rank=2),
    _r(CONV, "tile 256x256, 16 waves (4x4, 1024 threads)", "conv_test",
       {"dtype": "bf16", "n": 2, "d": 6, "h": 18, "w": 18, "c": 64, "k": 256, "t": 3, "r": 3, "s": 3,
        "padding": [1, 1, 1], "waves": 16, "tile_m": 256, "tile_n": 256}, "rejected", key=("waves",), at="waves",
       why="workgroups of 4 or 8 waves only (the LDS-DMA rounds and wave grids are planned for those)",
       uses="test_conv3d_tile_configs", rank=2),
    _r(CONV, "tile 64x128 (4 waves 1x4) / 64x64 (4 waves 2x2)", "conv_test",
       {"dtype": "bf16", "n": 2, "d": 6, "h": 18, "w": 18, "c": 64, "k": 192, "t": 3, "r": 3, "s": 3,
        "padding": [1, 1, 1], "waves": 4, "wave_grid": [1, 4], "tile_m": 64, "tile_n": 128}, "supported",
       key=("waves", "wave_grid", "tile_m", "tile_n"), test="tests/test_conv3d_waves.py::test_verify_passes_with_zero_hazards",
       uses="test_conv3d_tile_configs, TILE_LADDER", rank=2),
    _r(CONV, "f32 bias", ("conv", "conv_test"),
       {"dtype": "bf16", "n": 1, "d": 8, "h": 16, "w": 16, "c": 32, "k": 64, "t": 3, "r": 3, "s": 3,
        "padding": [1, 1, 1], "bias": True, "bias_dtype": "f32"}, "supported", key=("bias", "bias_dtype"),
       example=("examples/conv3d.yaml", "conv3d_fp8_3x3x3_f32bias"),
       why="one dword per channel, added in f32 before relu and the bf16 rounding (docs/conv3d.md)",
       test="tests/test_conv3d_bias_f32.py::test_f32_bias_verifies_with_zero_hazards",
       uses="every FlyDSL bf16 conv test with a bias (torch.float32 bias)", rank=3),
    _r(CONV, "NCDHW input (input_layout, pre-transposed by a kernel)", "conv",
       {"dtype": "bf16", "n": 1, "d": 8, "h": 16, "w": 16, "c": 32, "k": 64, "x_layout": "ncdhw"},
       "supported", key=("x_layout",), example=("examples/conv3d.yaml", "conv3d_bf16_3x3x3_x_ncdhw"),
       why="FlyDSL's route: the build adds NAME_x_ndhwc (family layout_transpose), which copies x into an NDHWC "
           "workspace that the conv reads; verify and the runtime launch the pair (docs/conv3d.md, 'NCDHW input')",
       test="tests/test_conv3d_x_ncdhw.py::test_pair_verifies_on_ncdhw_x",
       uses="the default layout of every FlyDSL conv call", rank=3),
    _r(CONV, "NCDHW output (output_layout)", "conv",
       {"dtype": "bf16", "n": 1, "d": 8, "h": 16, "w": 16, "c": 32, "k": 64, "y_layout": "ncdhw"},
       "supported", key=("y_layout",), example=("examples/conv3d.yaml", "conv3d_bf16_3x3x3_ncdhw"),
       why="stores along M, widths read off the y layout (docs/conv3d.md, 'NCDHW')",
       test="tests/test_conv3d_ncdhw.py::test_ncdhw_verifies_with_zero_hazards",
       uses="the default layout of every FlyDSL conv call", rank=3),
    _r(CONV, "split-K (splitk, f32 atomics / staging)", ("conv", "conv8_test"),
       {"dtype": "fp8", "n": 1, "d": 6, "h": 16, "w": 20, "c": 384, "k": 64, "t": 3, "r": 3, "s": 3,
        "padding": [1, 1, 1], "split_k": 9}, "supported", key=("dtype", "split_k"),
       why="flygen splits over the filter taps (each split a whole run of taps; S divides T*R*S), f32 partials "
           "to a workspace + the reduce kernel (docs/conv3d.md, 'Split-K'); FlyDSL cuts K tiles and adds with "
           "f32 atomics",
       test="tests/test_conv3d_splitk.py::test_pair_verifies_with_zero_hazards",
       uses="test_conv3d_fp8 K=32 case (split-K forced by the JIT cap)", rank=2),
    _r(CONV, "C = 3 first layer (FlyDSL pads C to 8 on the host)", ("conv",),
       {"dtype": "bf16", "n": 1, "d": 9, "h": 64, "w": 64, "c": 3, "k": 64, "t": 3, "r": 3, "s": 3,
        "padding": [1, 1, 1]}, "supported", key=("dtype", "c"), example=("examples/conv3d.yaml", "conv3d_bf16_3x3x3_c3"),
       why="in the kernel through VGPRs (2-byte chunks: buffer_load_ushort + ds_write_b16, dense K; docs/conv3d.md); "
           "the host pad (flygen.ref.conv3d.pad_channels, FlyDSL's route) stays available",
       test="tests/test_conv3d_smallc.py::test_verify_passes_with_zero_hazards",
       uses="conv3d_implicit's host channel pad (_pad_channels); the Wan VAE encoder input of issue #993; "
            "no FlyDSL test with C = 3 seen", rank=1),
    _r(CONV, "C = 12 (FlyDSL pads to 16)", ("conv",),
       {"dtype": "bf16", "n": 1, "d": 9, "h": 32, "w": 32, "c": 12, "k": 64, "t": 3, "r": 3, "s": 3,
        "padding": [1, 1, 1]}, "supported", key=("dtype", "c"), example=("examples/conv3d.yaml", "conv3d_bf16_3x3x3_c12"),
       why="in the kernel, dense K (lane-dependent taps, 4-byte LDS DMA; docs/conv3d.md)",
       test="tests/test_conv3d_smallc.py::test_verify_passes_with_zero_hazards",
       uses="pixel-unshuffled inputs", rank=1),
    _r(CONV, "groups", "conv",
       {"dtype": "bf16", "n": 1, "d": 8, "h": 16, "w": 16, "c": 64, "k": 64, "groups": 2}, "not expressible",
       key=("groups",), at="groups", why="one GEMM per conv (no grouped N/K)", uses="kernel option", rank=1),
    _r(CONV, "padding_mode reflect / replicate / circular", "conv",
       {"dtype": "bf16", "n": 1, "d": 8, "h": 16, "w": 16, "c": 64, "k": 64, "padding_mode": "reflect"},
       "not expressible", key=("padding_mode",), at="padding_mode",
       why="padding is zeros by out-of-range reads; FlyDSL pads the input on the host for the other modes",
       uses="kernel option", rank=0),
    _r(CONV, "fp8 3x3x3 C=128..384, K=C (fp8 x / w, bf16 out)", ("conv8", "conv8_test"),
       {"dtype": "fp8", "n": 1, "d": 3, "h": 18, "w": 18, "c": 256, "k": 256, "t": 3, "r": 3, "s": 3}, "supported",
       key=("dtype",), example=("examples/conv3d.yaml", "conv3d_fp8_3x3x3_c128_k128"),
       why="flygen's fp8 conv also applies x_scale * w_scale[k] (FlyDSL's has no scales: scale 1 is the same)",
       test="tests/test_conv3d_verify.py::test_verify_passes_with_zero_hazards",
       uses="test_conv3d_fp8_vs_fp8cast_reference", rank=2),
    _r(CONV, "fp8 partial tiles (C=96 / 192: CRS % 128 != 0, NPQ ragged)", "conv8_test",
       {"dtype": "fp8", "n": 1, "d": 4, "h": 8, "w": 9, "c": 96, "k": 96, "t": 3, "r": 3, "s": 3,
        "padding": [1, 1, 1]}, "supported", key=("dtype", "c"),
       example=("tests/data/parity/flydsl_configs.yaml", "flydsl_conv_fp8_c96"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="test_conv3d_fp8_vs_fp8cast_reference", rank=2),
    _r(CONV, "fp8 K = 32 output channels (N tile wider than K)", "conv8_test",
       {"dtype": "fp8", "n": 1, "d": 6, "h": 16, "w": 20, "c": 384, "k": 32, "t": 3, "r": 3, "s": 3,
        "padding": [1, 1, 1]}, "supported", key=("dtype", "k"),
       example=("tests/data/parity/flydsl_configs.yaml", "flydsl_conv_fp8_k32"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="test_conv3d_fp8 (Wan VAE conv_out C384 -> K32)", rank=2),
    _r(CONV, "fp8 8-wave 256x256x128 tile (PR #860: the fp8_gemm_8wave pipeline)", "pr860",
       {"dtype": "fp8", "n": 1, "d": 3, "h": 18, "w": 18, "c": 256, "k": 256, "t": 3, "r": 3, "s": 3,
        "waves": 8, "tile_m": 256, "tile_n": 256}, "supported", key=("waves", "tile_m", "tile_n"),
       test="tests/test_conv3d_waves.py::test_8_waves_256x256_verifies_with_zero_hazards",
       why="flygen's own 8-wave pipeline (LDS-DMA double buffer, A fragment ring), not PR #860's schedule "
           "(docs/conv3d.md, '8 waves at 256 x 256')",
       uses="every fp8 conv call after PR #860", rank=3),
    _r(CONV, "fp8 conv2d / conv1d (depth-1 wrapper)", "conv8_test",
       {"dtype": "fp8", "n": 1, "d": 1, "h": 32, "w": 32, "c": 128, "k": 128, "r": 3, "s": 3,
        "padding": [0, 1, 1]}, "supported", key=("dtype", "d", "t"),
       example=("tests/data/parity/flydsl_configs.yaml", "flydsl_conv2d_fp8_3x3"),
       test="tests/test_parity_verify.py::test_flydsl_configuration_verifies",
       uses="test_conv2d_fp8_vs_reference, test_conv1d_fp8_vs_reference", rank=2),
    _r(CONV, "fp8 input over 2 GB (BIG_IN: 1 x 1024 x 240 x 160 x 90, 1x3x3, K=16)", "conv8_test",
       {"dtype": "fp8", "n": 1, "d": 240, "h": 160, "w": 90, "c": 1024, "k": 16, "r": 3, "s": 3,
        "padding": [0, 1, 1]}, "supported", key=("dtype", "c", "k"),
       why="the x descriptor is rebased per M tile in 64 bits; `flygen verify --big` checks such inputs tile by "
           "tile on the emulator (its test case is a 4.6 GB bf16 3x1x1 conv, not this shape)",
       test="tests/test_conv3d_verify_big.py::test_cli_big_passes_and_says_which_tiles_and_why",
       uses="test_conv3d_fp8_big_in (large_shape)", covers='a 4.6 GB bf16 3x1x1 conv tile by tile', rank=1),
    _r(CONV, "workgroup L2 swizzle (wgm 1 / 2 / 4 / 8)", "conv8_test",
       {"dtype": "fp8", "n": 1, "d": 3, "h": 18, "w": 18, "c": 256, "k": 256, "t": 3, "r": 3, "s": 3,
        "group_m": 4}, "supported", key=("group_m",),
       why="gemm_fp8's group_m / wg_remap xcd code (flygen/plan/wg_order.py) over the launched grid; y is "
           "bit-identical to the hardware order (docs/conv3d.md, 'Workgroup order')",
       test="tests/test_conv3d_wg_order.py::test_remap_keeps_every_bit",
       covers="bf16 group_m 2 / 4 / 8 with and without wg_remap xcd, compared bit for bit with group_m 1",
       uses="test_conv3d_fp8_wgm_configs", rank=2),
    _r(CONV, "autotune (tile / wgm search, cached)", ("conv_test", "conv8_test"), None, "n/a",
       why="host-side tuning by timing on the GPU; flygen has no hardware to time on (its `select` ranks "
           "modeled figures)", uses="test_conv3d_autotune, test_conv3d_fp8_autotune_wgm", rank=0),
]


# ---------------------------------------------------------------------------------------------------------
# Running the rows
# ---------------------------------------------------------------------------------------------------------
_ERR = re.compile(r"^error: (?P<file>.+?):(?P<line>\d+):(?P<col>\d+): kernels\[0\]\.(?P<field>[\w.]+)"
                  r"(?: \((?P<kernel>\w+)\))?: (?P<msg>.*)$")


def row_name(row: Row, i: int) -> str:
    return f"parity_{row.family}_{i}"


def spec_text(row: Row, name: str) -> str:
    import yaml
    kern = {"name": name, "family": row.family, **BASE[row.family], **row.spec}
    return yaml.safe_dump({"target": "gfx950", "kernels": [kern]}, sort_keys=False)


def run_rows(rows: list[Row]) -> list[Row]:
    """Validate every row's spec through the `flygen validate` command; fill row.live."""
    from click.testing import CliRunner
    from flygen.cli.main import cli
    runner = CliRunner()
    with tempfile.TemporaryDirectory(prefix="flygen-parity-") as tmp:
        for i, row in enumerate(rows):
            if row.spec is None:
                row.live = {"status": "n/a"}
                continue
            path = Path(tmp) / f"{row_name(row, i)}.yaml"
            path.write_text(spec_text(row, row_name(row, i)))
            res = runner.invoke(cli, ["validate", str(path)])
            lines = [ln for ln in res.output.splitlines() if ln.startswith("error: ")]
            errs = [m.groupdict() for m in map(_ERR.match, lines) if m and m["file"] == str(path)]
            if res.exit_code == 0:
                row.live = {"status": "supported"}
            elif errs and len(errs) == len(lines):
                e = errs[0]
                unknown = e["msg"].startswith("unknown key")
                row.live = {"status": "not expressible" if unknown else "rejected", "field": e["field"],
                            "msg": e["msg"], "where": f"{e['line']}:{e['col']}", "errors": errs}
            else:
                row.live = {"status": "error", "output": res.output.strip() or repr(res.exception)}
    return rows


def problems(row: Row) -> list[str]:
    """Why a row's live result does not match what it states (empty: it matches)."""
    out = []
    live = row.live.get("status")
    if live != row.stated:
        out.append(f"stated {row.stated!r}, live {live!r}" + (f": {row.live.get('msg') or row.live.get('output')}"
                                                               if live != "supported" else ""))
    elif live in ("rejected", "not expressible") and row.live.get("field") != row.at:
        out.append(f"error located at {row.live.get('field')!r}, stated {row.at!r}")
    for what in (row.test,):
        if what:
            path, _, fn = what.partition("::")
            p = ROOT / path
            if not p.exists() or (fn and f"def {fn}(" not in p.read_text()):
                out.append(f"test {what} does not exist")
    if row.example and live == "supported":
        out.extend(_example_problems(row))
    return out


_EXAMPLES: dict = {}


def _example_problems(row: Row) -> list[str]:
    from flygen.spec.load import load_specs
    f, name = row.example
    if f not in _EXAMPLES:
        _EXAMPLES[f] = {k.name: k for k in load_specs([str(ROOT / f)])}
    k = _EXAMPLES[f].get(name)
    if k is None:
        return [f"example {f}:{name} does not exist"]
    if k.family != row.family:
        return [f"example {f}:{name} is family {k.family}, not {row.family}"]
    full = {**BASE[row.family], **row.spec}
    diff = [f"{key}: example {k.params.get(key)!r} vs row {full.get(key, '(default)')!r}" for key in row.key
            if key in full and k.params.get(key) != full[key]]
    return [f"example {f}:{name} differs in {', '.join(diff)}"] if diff else []


# ---------------------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------------------
def cite(key: str) -> str:
    path, commit, note = SOURCES[key]
    if commit:
        return f"`{path}`@{commit[:8]}"
    return f"{path} ({note})" if note and note.startswith("http") else f"`{path}` ({note})"


def _md(s: str) -> str:
    return s.replace("|", "\\|").replace("\n", " ")


def _fields(row: Row) -> str:
    keys = row.key or tuple(row.spec)
    return ", ".join(f"{k}: {json.dumps(row.spec[k]) if not isinstance(row.spec[k], str) else row.spec[k]}"
                     for k in keys if k in row.spec)


def status_cell(row: Row) -> str:
    live = row.live.get("status")
    if live == "supported":
        s = f"**supported**: `{_fields(row)}`"
        if row.example:
            what = "example" if row.example[0].startswith("examples/") else "test kernel"
            s += f" ({what} `{row.example[0]}` `{row.example[1]}`)"
        return s + (f"; {row.why}" if row.why else "")
    if live == "rejected":
        return (f"**rejected** at `{row.live['field']}`: \"{row.live['msg']}\" (spec `{_fields(row)}`). "
                f"Why: {row.why}")
    if live == "not expressible":
        return f"**not expressible**: no field `{row.live['field']}` (spec `{_fields(row)}`: unknown key). {row.why}"
    if live == "n/a":
        return f"n/a: {row.why}"
    return f"**ERROR** (unlocated): {row.live.get('output', '')[:300]}"


def verified_cell(row: Row) -> str:
    live = row.live.get("status")
    if live == "supported":
        if not row.test:
            return "validate only (no emulator test of this configuration)"
        if row.covers:
            return f"validate only; `{row.test}` covers {row.covers}"
        return f"`{row.test}`"
    if live in ("rejected", "not expressible"):
        return f"`{PARITY_TEST}` (the located error)"
    return "-"


def table(family: str, rows: list[Row]) -> str:
    out = ["| FlyDSL configuration (source) | flygen status (live: `flygen validate`) | verified by |",
           "| --- | --- | --- |"]
    for row in rows:
        if row.family != family:
            continue
        src = "; ".join(cite(s) for s in row.src)
        out.append(f"| {_md(row.flydsl)} ({_md(src)}) | {_md(status_cell(row))} | {_md(verified_cell(row))} |")
    return "\n".join(out)


def lacking(rows: list[Row], family: str | None = None) -> list[Row]:
    bad = [r for r in rows if r.live.get("status") in ("rejected", "not expressible")
           and (family is None or r.family == family)]
    return sorted(bad, key=lambda r: (-r.rank, r.family, r.flydsl))


def unverified(rows: list[Row], family: str | None = None) -> list[Row]:
    """Supported rows whose exact key fields no emulator test runs (validated only)."""
    return sorted((r for r in rows if r.live.get("status") == "supported" and (not r.test or r.covers)
                   and (family is None or r.family == family)), key=lambda r: (-r.rank, r.family, r.flydsl))


def unverified_md(rows: list[Row], family: str | None = None) -> str:
    out = []
    for r in unverified(rows, family):
        fam = "" if family else f"{r.family}: "
        near = f"; nearest emulator test: `{r.test}` ({r.covers})" if r.test else ""
        out.append(f"- {fam}{_md(r.flydsl)}: `{_fields(r)}` -- used by {r.uses or '?'} ({RANKS[r.rank]}){near}")
    return "\n".join(out) or "- nothing"


RANKS = {4: "benchmarked by scripts/run_benchmark.sh", 3: "a default every FlyDSL test of the family runs",
         2: "FlyDSL default-tier test cases", 1: "an option, opt-in or large-shape test, or a user workload",
         0: "no FlyDSL test or benchmark seen"}


def lacking_md(rows: list[Row], family: str | None = None) -> str:
    out = []
    for r in lacking(rows, family):
        fam = "" if family else f"{r.family}: "
        out.append(f"- {fam}{_md(r.flydsl)} -- used by {r.uses or '?'} ({RANKS[r.rank]}). {r.why}")
    return "\n".join(out) or "- nothing"


INTRO = {
    PS: "FlyDSL's preshuffle GEMM is `kernels/gemm/preshuffle_gemm.py` (fp8/int8/f16/bf16) beside "
        "`kernels/gemm/mxfp4_preshuffle.py` (MXFP4); its harness is `tests/kernels/test_preshuffle_gemm.py` and "
        "`scripts/run_benchmark.sh` benchmarks four of its shapes. Split-K in FlyDSL is the separate 16-bit "
        "`kernels/gemm/hgemm_splitk.py`.",
    F8: "FlyDSL's HipKittens-derived fp8 GEMMs are `kernels/gemm/fp8_gemm_8wave.py` (also the MXFP8 builder) and "
        "`kernels/gemm/fp8_gemm_4wave.py`, tested by the row-scale fp8 harness (4- and 8-wave, row-major and "
        "preshuffled B).",
    MOE: "FlyDSL's fused MX MoE is `kernels/moe/mxfp_moe` (gemm1 / gemm2, variants listed in `host.py`); "
         "`tests/kernels/test_moe_gemm.py::test_moe_gemm_2stage` runs fp4 (a4w4), a8w4 and a16w4 end to end "
         "(fp4 / a8w4 are xfailed there in the version read, a16w4 asserted) and `scripts/run_benchmark.sh` "
         "benchmarks the older fp8 `moe_gemm_2stage`.",
    CONV: "FlyDSL's conv3d is `kernels/conv/conv3d_implicit.py` (bf16) and `kernels/conv/conv3d_implicit_fp8.py` "
          "(fp8), tested by `tests/kernels/test_conv3d_implicit.py` and `tests/kernels/test_conv3d_implicit_fp8.py`.",
}


def section(family: str, rows: list[Row]) -> str:
    return "\n".join([
        SECTION, "",
        INTRO[family] + " One row per configuration those files run; the status column is computed by "
        "`python tools/parity_check.py --write-docs` from `flygen validate` on a small spec per row (the spec "
        "fields are shown), not written by hand; `tests/test_parity.py` fails when a row's live status or error "
        "field changes. \"Verified by\" names the emulator test that runs the row's key fields; where that test "
        "runs the feature at another tile or shape it says so (\"validate only; ... covers ...\"). Sources are "
        "cited as path@commit of the version read (ROCm/FlyDSL); \"index id\" means "
        "the stored version's commit was not recorded. Nothing here ran on an MI355X: \"supported\" means "
        "flygen plans and launches it (and, where a test is named, verifies it on the emulator).", "",
        table(family, rows), "",
        "What flygen lacks here, most used first (by what FlyDSL runs it in):", "",
        lacking_md(rows, family), "",
        "Supported (plans and launches) but not run on the emulator in this exact configuration, most used first:",
        "", unverified_md(rows, family), ""])


def write_docs(rows: list[Row], families=None) -> list[str]:
    changed = []
    for family, doc in FAMILY_DOCS.items():
        if families is not None and family not in families:
            continue
        p = ROOT / doc
        text = p.read_text()
        new = section(family, rows)
        if SECTION in text:
            head, _, rest = text.partition(SECTION)
            nxt = re.search(r"^## ", rest[1:], re.M)
            tail = rest[nxt.start() + 1:] if nxt else ""
            out = head + new + ("\n" + tail if tail else "")
        else:
            out = text.rstrip("\n") + "\n\n" + new
        if out != text:
            p.write_text(out)
            changed.append(doc)
    return changed


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--family", choices=sorted(FAMILY_DOCS))
    ap.add_argument("--check", action="store_true", help="exit 1 if a row's live status differs from its stated one")
    ap.add_argument("--write-docs", action="store_true", help="rewrite the docs' 'Against the reference' sections")
    ap.add_argument("--lacking", action="store_true", help="print the configurations flygen lacks, ranked")
    ap.add_argument("--json", action="store_true", help="print the rows with their live status as JSON")
    a = ap.parse_args(argv)
    rows = [r for r in ROWS if a.family is None or r.family == a.family]
    run_rows(rows)
    bad = [(r, p) for r in rows for p in problems(r)]
    if a.json:
        print(json.dumps([{"family": r.family, "flydsl": r.flydsl, "stated": r.stated, "live": r.live,
                           "spec": r.spec} for r in rows], indent=1))
    elif a.write_docs:
        for d in write_docs(rows, None if a.family is None else {a.family}):
            print(f"wrote {d}")
    elif a.lacking:
        print(lacking_md(rows))
        print("\nsupported, validated only:\n" + unverified_md(rows))
    else:
        for fam in FAMILY_DOCS:
            if any(r.family == fam for r in rows):
                print(f"### {fam}\n\n{table(fam, rows)}\n")
    for r, p in bad:
        print(f"MISMATCH ROWS[{ROWS.index(r)}] [{r.family}] {r.flydsl}: {p} (live: {r.live.get('status')!r}, "
              f"field {r.live.get('field')!r}; update the row's stated / at if the change is intended)", file=sys.stderr)
    return 1 if (a.check and bad) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
