"""Spec of the gemm_fp8 family: C[M, N] (bf16 / f16) = (A[M, K] . B[N, K]^T) * scale_a[m] * scale_b[n].

8-bit inputs (fp8 = OCP e4m3, bf8 = OCP e5m2; A and B may differ: b_dtype) use v_mfma_f32_16x16x128_f8f6f4
(cbsz / blgp name the formats) with f32 row scales; bf16/f16 inputs use
v_mfma_f32_16x16x32_{bf16,f16} and no scales. M and N are kernel arguments (ragged); K is compile-time, or
`K: runtime` (a kernel argument k: any multiple of tile_k, checked before launch; docs/gemm_fp8.md).
One K tile is 128 bytes of every row (tile_k = 128 fp8 or 64 16-bit elements), staged in LDS.
"""
from __future__ import annotations

import importlib

from flygen.activations import epilogues
from flygen.families import FAMILIES, of_spec
from flygen.isa import limits
from flygen.isa.dtypes import bytes_of
from flygen.spec.launch import LAUNCH
from flygen.spec.schema import Field, positive

DTYPES = ("fp8", "bf8", "bf16", "f16")
EIGHT_BIT = ("fp8", "bf8")                   # the f8f6f4 formats this family runs (cbsz / blgp 0 and 1)
WAVE_GRID = {8: (2, 4), 4: (2, 2)}          # waves along (M, N)
TILE_UNIT = {8: (128, 256), 4: (64, 64)}     # tile_m / tile_n must be multiples of these
MAX_K = 1 << 23                              # K x bytes <= 16 MiB: every compile-time address fits 32 bits
MAX_BLOCK = 1024                             # larger tiles never fit the 160 KiB of LDS (bounds the planner)
MAX_SPLIT_K = 256                            # one split per CU at most
MIN_SPLIT_TILES = 2                          # split_k: auto keeps >= 2 K tiles per split (the DMA of the next
                                             # tile overlaps the current one's MFMAs)
REDUCE_FAMILY = of_spec(__name__).companion     # the split-K reduce kernel's family (flygen/families.py)


def wg_order_fields(pow2: str = "tile_m and tile_n") -> dict:
    """The workgroup-order fields (group_m, wg_remap) of every 2-D tiled family (gemm_fp8, conv3d): one
    definition, lowered by flygen/plan/wg_order.py. `pow2`: the tile sizes that must be powers of two."""
    return {
        "wg_remap": Field(str, "none", choices=("none", "xcd"),
                          doc="xcd: remap the flat workgroup id so that each XCD (ids dispatched round-robin, id % 8) "
                              "computes a contiguous run of tiles sharing A rows / B columns in its L2 (Triton's/aiter's "
                              "remap_xcd; applied before group_m); none: hardware order (flygen/plan/wg_order.py)"),
        "group_m": Field(int, 1, choices=(1, 2, 4, 8, 16),
                         doc="workgroup-M grouping for L2 reuse (Triton's GROUP_SIZE_M): consecutive workgroup ids walk "
                             "group_m M tiles before moving along N; 1 = row-major (x = N tile, y = M tile); needs "
                             f"power-of-two {pow2} (flygen/plan/wg_order.py)"),
    }


def split_k_reduce_field(cols: str = "N") -> Field:
    """The `split_k_reduce` field of every split-K family (gemm_fp8, gemm_preshuffle, conv3d): one definition.
    `cols`: the name of the workspace's column count (conv3d's GEMM N is its k, spelled K there)."""
    return Field(str, "deterministic", choices=("deterministic", "atomic"),
                 doc=f"deterministic: partials to a workspace [S, M, {cols}] f32, NAME_reduce sums s = 0..S-1 in "
                     "order (bitwise reproducible); atomic: buffer_atomic_add_f32 into a zeroed workspace "
                     f"[M, {cols}] (order nondeterministic), NAME_reduce reads it and zeroes it again")


# split_k: auto's M (gemm_fp8, gemm_preshuffle: M is a runtime size)
SPLIT_K_M = Field(int, 64, minimum=1, maximum=1 << 31,
                  doc="split_k: auto only: the M the split is chosen for (M is a runtime size; default the "
                      "decode case, M <= 64)")


def check_wg_order(p: dict, report, tiles: tuple) -> None:
    """group_m > 1, group_n > 1 (gemm_fp8's transposed order; it excludes group_m > 1) or wg_remap xcd need
    power-of-two `tiles` (the remap shifts M, N into tile counts). A family without group_n reads its default 1."""
    if p.get("group_n", 1) > 1 and p.get("group_m", 1) > 1:
        report(("group_n",), f"group_n {p['group_n']} and group_m {p['group_m']} exclude each other (one grouped "
               "dimension per order)")
    for knob, on in (("group_m", p.get("group_m", 1) > 1), ("group_n", p.get("group_n", 1) > 1),
                     ("wg_remap", p.get("wg_remap", "none") != "none")):
        for f in tiles if on else ():
            if isinstance(p.get(f), int) and p[f] & (p[f] - 1):
                report((knob,), f"{knob} {p[knob]} needs a power-of-two {f} (the tile count is a shift "
                       f"of M, N), got {f} {p[f]}")

RUNTIME = "runtime"                           # K: runtime (a kernel argument)


def k_value(v) -> str | None:
    """K: a positive integer or the word runtime."""
    if isinstance(v, str):
        return None if v == RUNTIME else f"must be a positive integer or 'runtime', got {v!r}"
    return positive(v)


def k_tail(p: dict) -> bool:
    """K: runtime with a ragged last K tile (`k_tail: true`): K a multiple of 16 B / esize only."""
    return bool(p.get("k_tail")) and runtime_k(p)


def runtime_k(p: dict) -> bool:
    """K is a kernel argument (`K: runtime`), not compiled in."""
    return p.get("K") == RUNTIME


def runtime_ld(p: dict, ld: str) -> bool:
    """Leading dimension `ld` (lda / ldb / ldc) is a kernel argument (`ld: runtime`)."""
    return p.get(ld) == RUNTIME


SCHEMA = {
    "dtype": Field(str, "fp8", choices=DTYPES,
                   doc="A/B element type: fp8 (OCP e4m3) or bf8 (OCP e5m2), both with row scales; bf16, f16"),
    "b_dtype": Field(str, None, choices=EIGHT_BIT,
                     doc="B element type when it differs from A's (8-bit dtypes only: fp8 x bf8, bf8 x fp8); "
                         "unset = dtype"),
    "out_dtype": Field(str, "bf16", choices=("bf16", "f16"),
                       doc="C element type (RNE from f32; f16 overflows to inf above 65504; fp16: deprecated spelling)"),
    "K": Field((int, str), check=k_value, minimum=1, maximum=MAX_K,
               doc="reduction length K: an integer (compile-time; multiple of tile_k), or runtime (a kernel argument "
                   "k; any multiple of tile_k, or with k_tail of 16 B / esize, checked before launch; no split_k, "
                   "schedule pipelined)"),
    "k_tail": Field(bool, False,
                    doc="K: runtime with a ragged last K tile: any K whose rows are whole 16-byte chunks (K x esize a "
                        "multiple of 16 B, checked before launch) instead of a multiple of tile_k; the last tile's "
                        "chunks past K are DMA'd out of the buffer's range (0 in LDS); needs K: runtime and b_layout "
                        "row_major (docs/gemm_fp8.md)"),
    "lda": Field(str, "K", choices=("K", "runtime"),
                 doc="A's row pitch in elements: K (rows packed), or runtime (the u32 kernel argument lda >= K, checked "
                     "before launch; needs K: runtime); columns K..lda-1 are never multiplied"),
    "ldb": Field(str, "K", choices=("K", "runtime"),
                 doc="B's row pitch in elements (row-major B [N, K]): K, or runtime (the u32 kernel argument ldb >= K; "
                     "needs K: runtime and b_layout row_major: a preshuffled B has no leading dimension)"),
    "ldc": Field(str, "N", choices=("N", "runtime"),
                 doc="C's row pitch in elements: N, or runtime (the u32 kernel argument ldc >= N, checked before "
                     "launch; split_k 1); columns N..ldc-1 are never written"),
    "batch": Field(bool, False,
                   doc="a batch of GEMMs per launch: grid z = the run-time size batch, u64 arguments stride_a / "
                       "stride_b / stride_c (elements between consecutive A, B, C); scale_a / scale_b are [batch, M] / "
                       "[batch, N]; split_k 1"),
    "waves": Field(int, 8, choices=(8, 4), doc="8 waves (2 x 4 along M x N) or 4 waves (2 x 2)"),
    "tile_m": Field(int, 256, check=positive, minimum=64, maximum=MAX_BLOCK, doc="rows of C per workgroup (8 waves: multiple of 128; 4: of 64)"),
    "tile_n": Field(int, 256, check=positive, minimum=64, maximum=MAX_BLOCK, doc="columns of C per workgroup (8 waves: multiple of 256; 4: of 64)"),
    "tile_k": Field(int, 128, choices=(64, 128), doc="K elements per tile: 128 for fp8, 64 for 16-bit (128 B rows)"),
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
    **wg_order_fields(),
    "group_n": Field(int, 1, choices=(1, 2, 4, 8, 16),
                     doc="workgroup-N grouping, the transpose of group_m (FlyDSL's 2-D N-band order): the grid is "
                         "launched (M tiles, N tiles) and consecutive workgroup ids walk group_n N tiles before "
                         "moving along M; the same remap code as group_m with M and N exchanged; excludes group_m > 1; "
                         "needs power-of-two tile_m and tile_n (flygen/plan/wg_order.py)"),
    "split_k": Field((int, str), 1, minimum=1, maximum=MAX_SPLIT_K,
                     doc="K splits S: 1 = one K loop per output tile; N = the grid gets a K-split dimension (z), split s "
                         "runs K tiles [s kt/S, (s+1) kt/S) and writes f32 partials, a second kernel NAME_reduce sums "
                         "them; auto = split_k_auto(...) for the expected grid split_k_m x split_k_n (docs/gemm_fp8.md)"),
    "split_k_reduce": split_k_reduce_field(),
    "epilogue": Field(str, "none", choices=epilogues(),
                      doc="split-K only (split_k > 1): NAME_reduce applies it once after the sum and the scales: "
                          "+ bias[n] (out_dtype, widened exactly; bias_*), then the activation in f32 (one record "
                          "each, flygen.activations); the unsplit kernel has no epilogue of its own"),
    "split_k_m": SPLIT_K_M,
    "split_k_n": Field(int, None, minimum=1, maximum=1 << 31,
                       doc="split_k: auto only (required there): the N the split is chosen for"),
    **LAUNCH,
}

# Deprecated names (the first spec vocabulary of this family) -> canonical: still accepted, with a located
# warning (flygen/spec/load.py); docs/architecture.md, "Spec vocabulary".
ALIASES = {"block_m": "tile_m", "block_n": "tile_n", "block_k": "tile_k", "k": "K"}


def split_k_auto(tiles: int, kt: int, cus: int = limits.CUS, min_tiles: int = MIN_SPLIT_TILES) -> int:
    """The split_k: auto rule. tiles = output tiles of the grid, kt = K tiles. S = the largest divisor d of kt with
    tiles * d <= cus (every split a workgroup of its own on one CU at once) and kt / d >= min_tiles; 1 if no d > 1
    qualifies (the grid already fills the CUs, or K is too short to split)."""
    best = 1
    for d in range(2, kt + 1):
        if kt % d == 0 and tiles * d <= cus and kt // d >= min_tiles:
            best = d
    return best


def splits(p: dict) -> int:
    """S of a checked gemm_fp8 parameter set (split_k: auto resolved; absent = 1, its default)."""
    if p.get("split_k", 1) != "auto" or runtime_k(p):
        return p.get("split_k", 1)
    tiles = -(-p["split_k_m"] // p["tile_m"]) * -(-(p["split_k_n"] or 1) // p["tile_n"])
    return split_k_auto(tiles, p["K"] // p["tile_k"])


def reduce_companion(name: str, family: str, s: int, mode: str, scaled: bool, epilogue: str = "none",
                     out_dtype: str = "bf16", acc: str = "f32") -> list[tuple[str, str, dict]]:
    """A split-K GEMM's (gemm_fp8's, gemm_preshuffle's) second kernel: NAME_reduce (its family's registry
    companion) summing S deterministic slices, or reading the one atomic workspace, then applying the unsplit
    kernel's epilogue once (scales, bias + activation `epilogue`, `out_dtype` bf16 / f16; `acc` i32 for int8
    partials); none when S = 1. `epilogue` is one of the reduce's names, made from the activation records
    (flygen.activations: none, bias, bias_<act>, <act>). Parameters left at the reduce family's defaults (its
    SCHEMA) are not passed (the companion's spec reads as before they existed)."""
    if s == 1:
        return []
    reduce_schema = importlib.import_module(FAMILIES[family].spec).SCHEMA
    extra = {k: v for k, v in (("epilogue", epilogue), ("out_dtype", out_dtype), ("acc", acc))
             if v != reduce_schema[k].default}
    return [(f"{name}_reduce", family, {"splits": s if mode == "deterministic" else 1, "mode": mode,
                                        "scaled": scaled, **extra})]


def b_type(p: dict) -> str:
    """B's element type of a checked gemm_fp8 parameter set (b_dtype, unset = dtype)."""
    return p.get("b_dtype") or p["dtype"]


def scaled(p: dict) -> bool:
    """8-bit inputs carry f32 row scales (scale_a, scale_b); 16-bit inputs none."""
    return p["dtype"] in EIGHT_BIT


def companions(name: str, p: dict) -> list[tuple[str, str, dict]]:
    """The kernels a split-K GEMM launches after itself."""
    return reduce_companion(name, REDUCE_FAMILY, splits(p), p["split_k_reduce"], scaled(p),
                            p.get("epilogue", "none"), out_dtype=p.get("out_dtype", "bf16"))


def check(p: dict, report) -> None:
    um, un = TILE_UNIT[p["waves"]]
    if p["tile_m"] % um:
        report(("tile_m",), f"must be a multiple of {um} for {p['waves']} waves, got {p['tile_m']}")
    if p["tile_n"] % un:
        report(("tile_n",), f"must be a multiple of {un} for {p['waves']} waves, got {p['tile_n']}")
    if p["tile_k"] * bytes_of(p["dtype"]) != 128:
        report(("tile_k",), f"must be {128 // bytes_of(p['dtype'])} for {p['dtype']} (one 128-byte LDS row per tile row)")
    if p.get("b_dtype") is not None and p["dtype"] not in EIGHT_BIT:
        report(("b_dtype",), f"mixes 8-bit formats only (dtype {', '.join(EIGHT_BIT)}), got dtype {p['dtype']}")
    if p["schedule"] == "pingpong" and p["waves"] != 8:
        report(("schedule",), f"pingpong needs 8 waves (two groups of one wave per SIMD), got {p['waves']}")
    check_wg_order(p, report, ("tile_m", "tile_n"))
    if p["epilogue"] != "none" and splits(p) == 1:
        report(("epilogue",), f"{p['epilogue']} is applied by the split-K reduce: it needs split_k > 1, got split_k "
               f"{p['split_k']!r}" + (" (auto chose 1)" if p["split_k"] == "auto" else ""))
    for ld, why in (("lda", "A's row pitch takes K's run-time path"), ("ldb", "B's row pitch takes K's run-time path")):
        if runtime_ld(p, ld) and not runtime_k(p):
            report((ld,), f"{ld}: runtime needs K: runtime ({why}), got K {p['K']!r}")
    if runtime_ld(p, "ldb") and p["b_layout"] != "row_major":
        report(("ldb",), f"ldb: runtime needs b_layout row_major (a preshuffled B [N/16][Kbytes/16][16][16 B] has no "
               f"leading dimension), got b_layout {p['b_layout']}")
    for f, on in (("ldc", runtime_ld(p, "ldc")), ("batch", bool(p.get("batch")))):
        if on and p["split_k"] != 1:
            report((f,), f"{f} is built with split_k 1 (the split-K partials go to a packed workspace; grid z is the "
                   f"split), got split_k {p['split_k']!r}")
    if p.get("batch") and p["schedule"] != "pipelined":
        report(("batch",), f"batch is built with schedule: pipelined, got {p['schedule']}")
    if p.get("k_tail") and (not runtime_k(p) or p["b_layout"] != "row_major"):
        report(("k_tail",), "k_tail is built with K: runtime and b_layout row_major (the ragged last tile masks each "
               f"row's K bytes; a preshuffled B interleaves K and N); got K {p['K']!r}, b_layout {p['b_layout']}")
    if runtime_k(p):
        if p["split_k"] != 1:
            report(("split_k",), f"split-K needs a compile-time K (the splits divide K's tiles), got split_k "
                   f"{p['split_k']!r} with K: runtime; use split_k: 1 or an integer K")
        if p["schedule"] != "pipelined":
            report(("schedule",), f"K: runtime needs schedule: pipelined (the ping-pong streams are unrolled over "
                   f"K's tiles), got {p['schedule']}; use schedule: pipelined or an integer K")
        return            # the 32-bit limits over K are run-time size limits (flygen/plan/gemm_fp8.py)
    if p["K"] % p["tile_k"]:
        report(("K",), f"must be a multiple of tile_k = {p['tile_k']}, got {p['K']}")
    sk = p["split_k"]
    if isinstance(sk, str) and sk != "auto":
        report(("split_k",), f"must be an integer >= 1 or 'auto', got {sk!r}")
        return
    kt = p["K"] // p["tile_k"]
    if sk == "auto" and p["split_k_n"] is None:
        report(("split_k",), "auto needs split_k_n (the N to choose the split for; M and N are runtime sizes)")
    elif sk != "auto" and sk > 1 and not p["K"] % p["tile_k"]:
        if kt % sk:
            report(("split_k",), f"K tiles K / tile_k = {kt} are not divisible by split_k = {sk} "
                   f"(divisors: {', '.join(str(d) for d in range(1, kt + 1) if kt % d == 0)})")
    if sk != 1:
        if p["schedule"] != "pipelined":
            report(("split_k",), f"split-K needs schedule: pipelined, got {p['schedule']}")
        if p["c_store"] != "wide":
            report(("split_k",), f"split-K needs c_store: wide (4 columns per lane for the f32 partials), "
                   f"got {p['c_store']}")
    tile_bytes = max(p["tile_m"], p["tile_n"]) * p["K"] * bytes_of(p["dtype"])
    if tile_bytes >= 1 << 32:
        # the A/B descriptors are rebased per tile by a 32-bit literal and hold tile rows x K bytes of records
        report(("K",), f"max(tile_m, tile_n) x K x {bytes_of(p['dtype'])} B = {tile_bytes} B per A/B tile; an "
               "address expression must fit 32 bits (at most 2^32 - 1)")
