"""Spec of the preshuffle GEMM family: C[M, N] = epilogue(A[M, K] @ B[K, N]), B pre-shuffled on the host.

A goes through LDS (sync: buffer_load -> ds_write, async: direct-to-LDS DMA); B's MFMA fragments are
loaded straight from global memory into VGPRs. M is a kernel argument (ragged through buffer bounds);
N and K are compile-time or (`N: runtime`, `K: runtime`) the kernel arguments N / K (multiples of tile_n / tile_k,
checked before launch; dense in_dtype, no split-K: docs/gemm_preshuffle.md "Run-time K", "Run-time N"; `k_tail`:
any run-time K of whole 16-byte A chunks, a ragged last k-tile).
`in_dtype: mx` selects the block-scaled variant (mx_a x mx_b, e8m0 per 1x32).
"""
from __future__ import annotations

from flygen.activations import epilogues
from flygen.families import of_spec
from flygen.isa.dtypes import bits_of
from flygen.spec.gemm_fp8 import (MAX_SPLIT_K, SPLIT_K_M, k_value, reduce_companion, runtime_k, split_k_auto,
                                   split_k_reduce_field, wg_order_fields)
from flygen.spec.launch import LAUNCH
from flygen.spec.schema import Field, multiple_of, positive, power_of_two

IN_DTYPES = ("fp8", "int8", "f16", "bf16", "mx")
EPILOGUES = epilogues()                  # flygen.activations: none, bias, bias_<act> per record
MX_A = ("fp4", "fp6", "bf6", "fp8")
MX_B = ("fp4", "fp8")
SCALES = ("rows", "block128")
SCALE_BLOCK_K = 128  # block128: K elements per scale block (= one fp8 MFMA step, 16x16x128)
SCALE_BLOCK_N = 128  # block128: N columns per scale_b block
WAVES_N = 4          # the issue fixes 4 waves along N
THREADS = 64 * WAVES_N
MAX_NK = 1 << 24     # N, K x bytes <= 16 MiB: every compile-time address of B fits 32 bits
MAX_TILE = 1024      # larger tiles never fit the LDS / registers (bounds the planner's work)
MAX_TILE_K = 8192
REDUCE_FAMILY = of_spec(__name__).companion     # the split-K reduce kernel's family (flygen/families.py)

SCHEMA = {
    "in_dtype": Field(str, "fp8", choices=IN_DTYPES,
                      doc="A/B element type: fp8 (OCP e4m3), int8 (i32 accumulate), f16 (fp16: deprecated spelling), bf16, or mx (see mx_a/mx_b)"),
    "mx_a": Field(str, "fp4", choices=MX_A, doc="MX variant: A format (fp4 e2m1, fp6 e2m3, bf6 e3m2, fp8 e4m3)"),
    "mx_b": Field(str, "fp4", choices=MX_B, doc="MX variant: B format (fp4 e2m1, fp8 e4m3)"),
    "scale": Field(str, "rows", choices=SCALES,
                   doc="fp8 scales: rows = f32 scale_a[M] x scale_b[N], applied once in the epilogue; block128 = "
                       "f32 scale_a[M, K/128] (per row and 128-K block) x scale_b[ceil(N/128), K/128] (per 128 x "
                       "128 block of B, DeepSeek-V3 style), applied per 128-K MFMA step in the loop: acc += "
                       "block_acc * (sa * sb) (docs/gemm_preshuffle.md, docs/numerics.md)"),
    "out_dtype": Field(str, "bf16", choices=("bf16", "f16"), doc="C element type (fp16: deprecated spelling)"),
    "N": Field((int, str), check=k_value, minimum=1, maximum=MAX_NK,
               doc="columns of B and C: an integer (compile-time), or runtime (the kernel argument N, a multiple of "
                   "tile_n checked before launch; dense in_dtype, scale rows, split_k 1, hardware workgroup order)"),
    "K": Field((int, str), check=k_value, minimum=1, maximum=MAX_NK,
               doc="reduction length: an integer (compile-time), or runtime (the kernel argument K, a multiple of "
                   "tile_k checked before launch, or with k_tail of 16 B / esize; dense in_dtype, scale rows, a_path "
                   "sync, split_k 1)"),
    "k_tail": Field(bool, False,
                    doc="K: runtime with a ragged last k-tile: any K whose row is whole 16-byte chunks (K x esize a "
                        "multiple of 16 B, checked before launch) instead of a multiple of tile_k. The last k-tile's A "
                        "chunks past K are loaded out of the buffer's range (read 0); B is preshuffled over K padded "
                        "to a multiple of tile_k, its padding any finite values; needs K: runtime "
                        "(docs/gemm_preshuffle.md)"),
    "batch": Field(bool, False,
                   doc="a batch of GEMMs per launch: grid z = the run-time size batch, u64 arguments stride_a / "
                       "stride_b / stride_c (elements between batches of A, preshuffled B, C); scale_a / scale_b / bias are "
                       "[batch, M] / [batch, N] / [batch, N]; dense in_dtype, scale rows, split_k 1"),
    "lda": Field(str, "K", choices=("K", "runtime"),
                 doc="A's row pitch in elements: K (rows packed), or runtime (the u32 kernel argument lda >= K, checked "
                     "before launch; needs K: runtime). B is preshuffled: it has no leading dimension"),
    "ldc": Field(str, "N", choices=("N", "runtime"),
                 doc="C's row pitch in elements: N (rows packed), or runtime (the u32 kernel argument ldc >= N, checked "
                     "before launch; needs N: runtime, split_k 1); C's padding columns are never written"),
    "tile_m": Field(int, 128, check=multiple_of(16), minimum=16, maximum=MAX_TILE, doc="rows of C per workgroup (multiple of 16)"),
    "tile_n": Field(int, 128, check=multiple_of(64), minimum=64, maximum=MAX_TILE, doc="columns of C per workgroup (4 waves x multiple of 16)"),
    "tile_k": Field(int, 128, check=power_of_two, minimum=1, maximum=MAX_TILE_K, doc="K per main-loop step (power of two, >= one MFMA K)"),
    "lds_stage": Field(int, 2, choices=(1, 2), doc="A tiles in LDS: 1 (two barriers per step) or 2 (double buffer)"),
    "a_path": Field(str, "sync", choices=("sync", "async"),
                    doc="sync: buffer_load -> VGPR -> ds_write; async: buffer_load ... lds (direct-to-LDS DMA)"),
    "epilogue": Field(str, "none", choices=EPILOGUES,
                      doc="bias is per column in out_dtype; activations in f32 (gelu = tanh form)"),
    **wg_order_fields("tile_m"),
    "split_k": Field((int, str), 1, minimum=1, maximum=MAX_SPLIT_K,
                     doc="K splits S: 1 = one K loop per output tile; N = the grid gets a K-split dimension (z), split s "
                         "runs k-tiles [s kt/S, (s+1) kt/S) and writes f32 (int8: i32) partials, a second kernel "
                         "NAME_reduce sums them and applies the epilogue (scales, bias, activation, output type) once; "
                         "auto = gemm_fp8's split_k_auto for split_k_m x N (docs/gemm_preshuffle.md)"),
    "split_k_reduce": split_k_reduce_field(),
    "split_k_m": SPLIT_K_M,
    **LAUNCH,
}


def runtime_n(p: dict) -> bool:
    """N is a kernel argument (`N: runtime`), not compiled in."""
    return p.get("N") == "runtime"


def k_tail(p: dict) -> bool:
    """K: runtime with a ragged last k-tile (`k_tail: true`): K a multiple of the 16-byte load granule only."""
    return bool(p.get("k_tail")) and runtime_k(p)


def k_granule(p: dict) -> int:
    """Elements of one 16-byte A chunk: with k_tail, K must be a multiple (each chunk wholly in or past K)."""
    return 16 * 8 // a_bits(p)


def mfma_k(p: dict) -> int:
    """K of one MFMA for the spec's formats (16x16 atoms)."""
    return {"fp8": 128, "int8": 64, "f16": 32, "bf16": 32, "mx": 128}[p["in_dtype"]]


def a_bits(p: dict) -> int:
    return bits_of(p["mx_a"] if p["in_dtype"] == "mx" else p["in_dtype"])


def b_bits(p: dict) -> int:
    return bits_of(p["mx_b"] if p["in_dtype"] == "mx" else p["in_dtype"])


def splits(p: dict) -> int:
    """S of a checked gemm_preshuffle parameter set (split_k: auto resolved; absent = 1, its default)."""
    if p.get("split_k", 1) != "auto" or runtime_k(p) or runtime_n(p):
        return p.get("split_k", 1)
    tiles = -(-p["split_k_m"] // p["tile_m"]) * (p["N"] // p["tile_n"])
    return split_k_auto(tiles, p["K"] // p["tile_k"])


def companions(name: str, p: dict) -> list[tuple[str, str, dict]]:
    """The kernels a split-K preshuffle GEMM launches after itself (gemm_fp8's reduce companion)."""
    return reduce_companion(name, REDUCE_FAMILY, splits(p), p["split_k_reduce"], p["in_dtype"] in ("fp8", "int8"),
                            p["epilogue"], p["out_dtype"], "i32" if p["in_dtype"] == "int8" else "f32")


def _check_split(p: dict, report) -> None:
    """split_k: what can be split (the reduce kernel applies the unsplit epilogue -- scales, bias, activation,
    bf16 / f16 conversion -- once, after the sum)."""
    sk = p.get("split_k", 1)
    if isinstance(sk, str) and sk != "auto":
        report(("split_k",), f"must be an integer >= 1 or 'auto', got {sk!r}")
        return
    if runtime_k(p) or runtime_n(p):
        if sk != 1:
            report(("split_k",), f"split-K needs a compile-time K and N (the splits divide K's tiles, the workspace "
                   f"is sized by N), got split_k {sk!r} with a runtime size; use split_k: 1 or integers")
        return
    kt = p["K"] // p["tile_k"]
    if sk != "auto" and sk > 1 and not p["K"] % p["tile_k"] and kt % sk:
        report(("split_k",), f"k-tiles K / tile_k = {kt} are not divisible by split_k = {sk} "
               f"(divisors: {', '.join(str(d) for d in range(1, kt + 1) if kt % d == 0)})")
    if sk == 1:
        return


def block_scaled(p: dict) -> bool:
    return p.get("scale", "rows") == "block128"


def _check_block(p: dict, report) -> None:
    """scale: block128: fp8 only (one 16x16x128 MFMA step = one 128-K scale block), no split-K, and a workgroup's
    columns either whole 128-column scale blocks or inside one (so the B scale offset is a function of the
    workgroup id: a multiple of tile_n / 128 blocks, or tile_n | 128)."""
    if not block_scaled(p):
        return
    if p["in_dtype"] != "fp8":
        report(("scale",), f"block128 is built for in_dtype fp8 only (one 16x16x128 MFMA step per 128-K scale "
               f"block), got in_dtype {p['in_dtype']}")
        return
    if p.get("split_k", 1) != 1:
        report(("split_k",), "scale block128 with split-K is not built: the partials would be scaled sums over "
               "K blocks (scaled inside the loop), and the reduce kernel's per-row scale step would not apply")
    tn = p["tile_n"]
    if tn % SCALE_BLOCK_N and SCALE_BLOCK_N % tn:
        report(("tile_n",), f"scale block128 needs tile_n a multiple of {SCALE_BLOCK_N} or a divisor of it (the "
               f"workgroup's B scale rows are then a function of its id), got {tn}")


def check(p: dict, report) -> None:
    if not {"N", "K", "tile_k", "tile_m", "tile_n"} <= set(p):
        return
    _check_block(p, report)
    _check_split(p, report)
    for knob, on in (("group_m", p.get("group_m", 1) > 1), ("wg_remap", p.get("wg_remap", "none") != "none")):
        if on and p["tile_m"] & (p["tile_m"] - 1):
            report((knob,), f"{knob} {p[knob]} needs a power-of-two tile_m (the M tile count is a shift of "
               f"M), got tile_m {p['tile_m']}")
    mk = mfma_k(p)
    if p["tile_k"] < mk:
        report(("tile_k",), f"must be at least one MFMA K ({mk} for {p['in_dtype']}), got {p['tile_k']}")
    if p.get("batch"):
        for f, bad in (("in_dtype", p["in_dtype"] == "mx"), ("scale", block_scaled(p)),
                       ("split_k", p.get("split_k", 1) != 1)):
            if bad:
                report((f,), f"batch is built for dense inputs with scale rows and split_k 1 (grid z is the batch); "
                       f"got {f} {p.get(f)!r}")
    for ld, size in (("lda", "K"), ("ldc", "N")):
        if p.get(ld) != "runtime" or p.get(size) == "runtime":
            continue          # with a compile-time size: the run-time pitch path of the size's, for dense inputs
        for f, bad in (("in_dtype", p["in_dtype"] == "mx"), ("scale", block_scaled(p)),
                       ("split_k", p.get("split_k", 1) != 1), ("a_path", ld == "lda" and p.get("a_path") == "async")):
            if bad:
                report((ld,), f"{ld}: runtime with a compile-time {size} is built for dense inputs with scale rows, "
                       f"split_k 1{' and a_path sync' if ld == 'lda' else ''} (the row pitch takes {size}: runtime's "
                       f"address path); got {f} {p.get(f)!r}")
    if p.get("k_tail") and not runtime_k(p):
        report(("k_tail",), f"k_tail is built with K: runtime (the ragged last k-tile is a run-time K's); got K "
               f"{p.get('K')!r}")
    if runtime_k(p):
        for f, bad, why in (("in_dtype", p["in_dtype"] == "mx", "the e8m0 scale layout is laid out per K"),
                            ("scale", block_scaled(p), "the K-block scale layouts are laid out per K"),
                            ("a_path", p.get("a_path") == "async", "its LDS-DMA source law is checked per K")):
            if bad:
                report((f,), f"K: runtime is built for dense inputs with a_path sync and scale rows; {f} "
                       f"{p.get(f)!r}: {why} (use an integer K)")
    elif p["K"] % p["tile_k"]:
        report(("K",), f"must be a multiple of tile_k = {p['tile_k']}, got {p['K']}")
    if runtime_n(p):
        for f, bad in (("in_dtype", p["in_dtype"] == "mx"), ("scale", block_scaled(p)),
                       ("group_m", p.get("group_m", 1) > 1), ("wg_remap", p.get("wg_remap", "none") != "none")):
            if bad:
                report((f,), f"N: runtime is built for dense inputs with scale rows in the hardware workgroup order; "
                       f"{f} {p.get(f)!r} lays out or remaps by N at build time (use an integer N)")
    elif p["N"] % p["tile_n"]:
        report(("N",), f"must be a multiple of tile_n = {p['tile_n']} (N is compile-time), got {p['N']}")
    b_bytes = 0 if runtime_k(p) or runtime_n(p) else p["N"] * p["K"] * b_bits(p) // 8   # runtime: a size limit
    if b_bytes >= 1 << 32:
        # B is one buffer (compile-time records N x K bytes) addressed by 32-bit offsets
        report(("K",), f"B is N x K = {p['N']} x {p['K']} elements = {b_bytes} B; an address expression must "
               "fit 32 bits (at most 2^32 - 1 B)")
    a_row_bytes = p["tile_k"] * a_bits(p) // 8
    if a_row_bytes % 16:
        report(("tile_k",), f"a row of the A tile is {a_row_bytes} B; each thread copies whole 16-byte chunks")
    piece = 16 if a_row_bytes & (a_row_bytes - 1) == 0 else 8     # other rows copy in 8-byte pieces if needed
    pieces = p["tile_m"] * a_row_bytes // piece
    if pieces % THREADS:
        report(("tile_m",), f"the A tile has {pieces} {piece}-byte chunks; must be a multiple of the {THREADS} "
               f"threads (tile_m x tile_k x bytes = multiple of {THREADS * piece} B)")
