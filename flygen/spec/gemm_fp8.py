"""Spec of the gemm_fp8 family: C[M, N] (bf16) = (A[M, K] . B[N, K]^T) * scale_a[m] * scale_b[n].

fp8 (OCP e4m3) inputs use v_mfma_f32_16x16x128_f8f6f4 with f32 row scales; bf16/f16 inputs use
v_mfma_f32_16x16x32_{bf16,f16} and no scales. M and N are kernel arguments (ragged), K is compile-time.
One K tile is 128 bytes of every row (BLOCK_K = 128 fp8 or 64 16-bit elements), staged in LDS.
"""
from __future__ import annotations

from flygen.spec.schema import Field, positive

DTYPES = ("fp8", "bf16", "f16")
BYTES = {"fp8": 1, "bf16": 2, "f16": 2}
WAVE_GRID = {8: (2, 4), 4: (2, 2)}          # waves along (M, N)
TILE_UNIT = {8: (128, 256), 4: (64, 64)}     # BLOCK_M / BLOCK_N must be multiples of these
MAX_K = 1 << 23                              # K x bytes <= 16 MiB: every compile-time address fits 32 bits
MAX_BLOCK = 1024                             # larger tiles never fit the 160 KiB of LDS (bounds the planner)

SCHEMA = {
    "dtype": Field(str, "fp8", choices=DTYPES, doc="A/B element type: fp8 (OCP e4m3, with row scales), bf16, f16"),
    "out_dtype": Field(str, "bf16", choices=("bf16",), doc="C element type"),
    "k": Field(int, check=positive, minimum=1, maximum=MAX_K, doc="reduction length K (compile-time; multiple of block_k)"),
    "waves": Field(int, 8, choices=(8, 4), doc="8 waves (2 x 4 along M x N) or 4 waves (2 x 2)"),
    "block_m": Field(int, 256, check=positive, minimum=64, maximum=MAX_BLOCK, doc="rows of C per workgroup (8 waves: multiple of 128; 4: of 64)"),
    "block_n": Field(int, 256, check=positive, minimum=64, maximum=MAX_BLOCK, doc="columns of C per workgroup (8 waves: multiple of 256; 4: of 64)"),
    "block_k": Field(int, 128, choices=(64, 128), doc="K elements per tile: 128 for fp8, 64 for 16-bit (128 B rows)"),
    "b_layout": Field(str, "row_major", choices=("row_major", "preshuffled"),
                      doc="B as [N, K] row-major, or bytes ordered [N/16][Kbytes/16][16][16 B] (flygen.ref.gemm.preshuffle_b)"),
    "acc": Field(str, "auto", choices=("auto", "vgpr", "agpr"),
                 doc="accumulator registers: auto = ArchVGPRs if they fit, else AccVGPRs"),
    "c_store": Field(str, "wide", choices=("wide", "narrow"),
                     doc="wide: swapped MFMA operands, 4 columns per lane, 8-byte C stores when the tile is full-width "
                         "and N % 4 == 0 (else per element); narrow: one bf16 per store"),
    "setprio": Field(bool, True, doc="raise wave priority (s_setprio 1) around each MFMA cluster"),
    "schedule": Field(str, "pipelined", choices=("pipelined", "pingpong"),
                      doc="pipelined: every wave overlaps its next tile's reads with its MFMAs, 1 barrier per tile; "
                          "pingpong (8 waves): two groups of 4 waves alternate memory and MFMA phases, "
                          "2 barriers per tile (flygen/plan/gemm_pingpong.py)"),
}


def check(p: dict, report) -> None:
    um, un = TILE_UNIT[p["waves"]]
    if p["block_m"] % um:
        report(("block_m",), f"must be a multiple of {um} for {p['waves']} waves, got {p['block_m']}")
    if p["block_n"] % un:
        report(("block_n",), f"must be a multiple of {un} for {p['waves']} waves, got {p['block_n']}")
    if p["block_k"] * BYTES[p["dtype"]] != 128:
        report(("block_k",), f"must be {128 // BYTES[p['dtype']]} for {p['dtype']} (one 128-byte LDS row per tile row)")
    if p["schedule"] == "pingpong" and p["waves"] != 8:
        report(("schedule",), f"pingpong needs 8 waves (two groups of one wave per SIMD), got {p['waves']}")
    if p["k"] % p["block_k"]:
        report(("k",), f"must be a multiple of block_k = {p['block_k']}, got {p['k']}")
    tile_bytes = max(p["block_m"], p["block_n"]) * p["k"] * BYTES[p["dtype"]]
    if tile_bytes >= 1 << 32:
        # the A/B descriptors are rebased per tile by a 32-bit literal and hold tile rows x K bytes of records
        report(("k",), f"max(block_m, block_n) x K x {BYTES[p['dtype']]} B = {tile_bytes} B per A/B tile; an "
               "address expression must fit 32 bits (at most 2^32 - 1)")
