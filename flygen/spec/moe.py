"""Spec of the MX MoE 2-stage family (FlyDSL `kernels/moe/mxfp_moe` / aiter fused-MoE shape).

stage 1 (gate+up): inter[S, inter] (bf16) = silu(A_g W1[e, :inter]^T) * (A_g W1[e, inter:]^T), A_g = activation
  rows gathered by sorted_token_ids, W1[e] = [2*inter, hidden] fp4 MX preshuffled. With inter_dtype fp4/fp8 the
  intermediate is written re-quantised to MX (codes + e8m0 scales in the layout stage 2 reads).
stage 2 (down): out[token, hidden] (f32) += sorted_weight * (A2 W2[e]^T), A2 = the sorted intermediate in MX
  (fp4 or fp8), W2[e] = [hidden, inter] fp4 MX preshuffled; f32 atomics.
a16w4 (a_dtype bf16): bf16 activations / bf16 sorted intermediate, no A scales; the fp4 weights are dequantised to
  bf16 in VGPRs (v_cvt_scalef32_pk_bf16_fp4) and multiplied by v_mfma_f32_16x16x32_bf16 (docs/moe.md).
Routing arrays and their format: flygen/ref/moe.py. tokens and the sorted size are runtime; the rest compile-time.
"""
from __future__ import annotations

from flygen.families import of_spec
from flygen.isa.dtypes import bits_of
from flygen.spec.launch import LAUNCH
from flygen.spec.schema import Field, multiple_of, positive

A_DTYPES = ("fp4", "fp8", "bf16")     # bf16: a16w4 (fp4 weights dequantised to bf16 in VGPRs, bf16 MFMAs)
W_DTYPES = ("fp4", "fp8")             # fp8: a8w8 (per-channel f32 weight scales, no e8m0 blocks)
INTER_DTYPES = ("bf16", "fp4", "fp8")
WAVES_N = 4
THREADS = 64 * WAVES_N
MFMA_K = 128
ACTIVATION = "silu"   # stage 1's activation of the gate (fixed): its record in flygen.activations gives the chain
                      # the planner emits (flygen/plan/epilogue/moe.py) and the reference and bound (flygen/ref/moe.py)
# Bounds: a size of 0 would give a K loop of 0 trips (its counter wraps: 2^32 trips, a GPU hang); above the
# maxima the planner's compile-time addresses leave 32 bits or its work grows without a kernel that fits.
MAX_DIM = 1 << 20
MAX_EXPERTS = 4096
MAX_TOPK = 255         # the routing packs token | slot << 24 (flygen/ref/moe.py)
MAX_TILE_M = 256       # tile_m 512 already needs > 63 loads per k-tile (vmcnt); 65536 took > 30 s to reject
MAX_TILE = 1024
MAX_TILE_K = 4096
MAX_MX_INTER = 1 << 17  # stage 1 with an MX intermediate: flygen.plan.epilogue.mx.check_scale_store probes (inter/32)^2 bytes

SCHEMA = {
    "stage": Field(int, choices=(1, 2), doc="1 = gate+up with silu*mul (bf16 out), 2 = down with weighted f32 atomics"),
    "a_dtype": Field(str, "fp4", choices=A_DTYPES,
                     doc="A operand: stage 1 activations, stage 2 sorted intermediate; MX fp4 e2m1 or fp8 e4m3 "
                         "with e8m0 scales per 32, or bf16 (a16w4: no A scales; W dequantised to bf16 with "
                         "v_cvt_scalef32_pk_bf16_fp4, then v_mfma_f32_16x16x32_bf16)"),
    "w_dtype": Field(str, "fp4", choices=W_DTYPES,
                     doc="expert weights (preshuffled): MX fp4 e2m1 (w_scale: mx), or fp8 e4m3 with one f32 scale "
                         "per output channel (w_scale: channel; a8w8 with a_dtype fp8, FlyDSL moe_gemm_2stage)"),
    "w_scale": Field(str, None, choices=("mx", "channel"),
                     doc="weight scales: mx = e8m0 per 32 along K (fp4 weights, the default), channel = f32 "
                         "scale_w[e, n] per expert and output column (fp8 weights, the default for them), "
                         "applied once in the epilogue: acc * scale_row * scale_w before silu / the routing "
                         "weight"),
    "hidden": Field(int, check=multiple_of(128), minimum=128, maximum=MAX_DIM, doc="model dimension (stage 1 K, stage 2 N)"),
    "inter": Field(int, check=multiple_of(64), minimum=64, maximum=MAX_DIM, doc="expert intermediate size (stage 1 N, stage 2 K)"),
    "experts": Field(int, check=positive, minimum=1, maximum=MAX_EXPERTS, doc="number of experts E"),
    "topk": Field(int, 2, check=positive, minimum=1, maximum=MAX_TOPK, doc="experts per token (routing; used by references and sizes)"),
    "tile_m": Field(int, 32, check=multiple_of(16), minimum=16, maximum=MAX_TILE_M, doc="sorted rows per M-block (BM); the routing pads to it"),
    "tile_n": Field(int, 128, check=multiple_of(64), minimum=64, maximum=MAX_TILE, doc="output columns per workgroup (4 waves x 16k)"),
    "tile_k": Field(int, 256, check=multiple_of(MFMA_K), minimum=MFMA_K, maximum=MAX_TILE_K, doc="K per loop step (multiple of the MFMA's 128)"),
    "inter_dtype": Field(str, "bf16", choices=INTER_DTYPES,
                         doc="stage 1 output: bf16, or MX fp4/fp8 (fused SiLU + re-quantisation, e8m0 per 32)"),
    "inter_tile_k": Field(int, 256, check=multiple_of(MFMA_K), minimum=MFMA_K, maximum=MAX_TILE_K,
                          doc="stage 1 MX output: tile_k of the stage-2 kernel that reads it (its scale layout)"),
    "reduce": Field(str, "atomic", choices=("atomic", "rows"),
                    doc="stage 2: atomic = f32 atomics into out[token] (order-dependent); rows = each routed row's "
                        "weighted f32 result to ws[token * topk + slot], then NAME_reduce sums the topk rows of a "
                        "token in slot order and writes out_dtype (deterministic bits)"),
    "out_dtype": Field(str, None, choices=("bf16", "f16"),
                       doc="stage 2 with reduce: rows: the output type of NAME_reduce (default bf16); reduce: "
                           "atomic: unset = f32 out (buffer_atomic_add_f32), bf16 / f16 = 16-bit out added by "
                           "packed atomics (buffer_atomic_pk_add_bf16 / _f16, two adjacent columns per dword; "
                           "each add rounds to 16 bits, order-dependent: docs/numerics.md)"),
    "row_scale": Field(str, "none", choices=("none", "f32"),
                       doc="per-row activation scale (FlyDSL moe_gemm_2stage scale_x / a2_scale): f32 = one f32 "
                           "per row on top of the MX blocks, scale_row[token] (stage 1, the gathered A rows) or "
                           "scale_row[token * topk + slot] (stage 2), multiplied into the f32 accumulator once "
                           "before the epilogue (stage 1: gate and up before silu; stage 2: before the routing "
                           "weight)"),
    "a_stage": Field(str, "direct", choices=("direct", "lds"),
                     doc="activation tile path: direct = every wave loads its A fragments global -> VGPR; lds = "
                         "one global copy of the BM x tile_k A tile per workgroup (split over the 256 work-items, "
                         "gathered rows for stage 1) -> LDS (swizzled), s_barrier, ds_read of the fragments"),
    **LAUNCH,
}


def dims(p: dict) -> tuple[int, int]:
    """(N, K) of the stage's GEMM: stage 1 N = inter (per gate/up half), K = hidden; stage 2 N = hidden, K = inter."""
    return (p["inter"], p["hidden"]) if p["stage"] == 1 else (p["hidden"], p["inter"])


def companions(name: str, p: dict) -> list[tuple[str, str, dict]]:
    """Stage 2 with reduce: rows launches NAME_reduce after itself (family gemm_splitk_reduce, layout rows):
    out[t] = out_dtype(sum_(s=0..topk-1, in order) ws[t * topk + s])."""
    if p.get("stage") != 2 or p.get("reduce", "atomic") != "rows":
        return []
    return [(f"{name}_reduce", of_spec(__name__).companion, {
        "splits": p["topk"], "mode": "deterministic", "scaled": False, "layout": "rows",
        "out_dtype": p.get("out_dtype") or "bf16"})]


def check(p: dict, report) -> None:
    if not {"stage", "hidden", "inter", "tile_n", "tile_k", "tile_m", "experts", "topk"} <= set(p):
        return
    n, k = dims(p)
    nname, kname = ("inter", "hidden") if p["stage"] == 1 else ("hidden", "inter")
    if n % p["tile_n"]:
        report((nname,), f"must be a multiple of tile_n = {p['tile_n']} (stage {p['stage']} N), got {n}")
    if k % p["tile_k"]:
        report((kname,), f"must be a multiple of tile_k = {p['tile_k']} (stage {p['stage']} K), got {k}")
    w_bytes = (2 * n if p["stage"] == 1 else n) * k * bits_of(p.get("w_dtype", "fp4")) // 8
    if w_bytes >= 1 << 32:
        # one expert's weights are one buffer descriptor (rebased per expert) with 32-bit records and offsets
        report((kname,), f"one expert's weights W[e] are {w_bytes} B; an address expression must fit 32 bits "
               "(at most 2^32 - 1 B)")
    mx_out = p.get("inter_dtype", "bf16") != "bf16"
    if mx_out and p["stage"] != 1:
        report(("inter_dtype",), "only stage 1 writes the intermediate; stage 2 takes it as a_dtype")
    if mx_out and p["stage"] == 1:
        if p["tile_n"] % (WAVES_N * 32):
            report(("tile_n",), f"must be a multiple of {WAVES_N * 32} with an MX intermediate (each wave owns "
                                f"whole 32-column scale blocks), got {p['tile_n']}")
        if p["inter"] > MAX_MX_INTER:
            report(("inter",), f"must be at most {MAX_MX_INTER} with an MX intermediate (the plan-time proof of "
                               f"its scale layout grows as (inter / 32)^2), got {p['inter']}")
        if p["inter"] % p.get("inter_tile_k", 256):
            report(("inter_tile_k",), f"must divide inter = {p['inter']} (stage 2 K), got {p.get('inter_tile_k')}")
    if p.get("reduce", "atomic") == "rows" and p["stage"] != 2:
        report(("reduce",), "rows: only stage 2 scatters to tokens (stage 1 writes sorted rows)")
    if p.get("out_dtype") is not None and p["stage"] != 2:
        report(("out_dtype",), "only stage 2 writes out (stage 1's output type is inter_dtype)")
    if p.get("a_stage", "direct") == "lds":
        tile_bytes = p["tile_m"] * p["tile_k"] * bits_of(p.get("a_dtype", "fp4")) // 8
        if p.get("a_dtype", "fp4") not in ("fp4", "fp8"):
            report(("a_stage",), f"lds: MX activations (fp4, fp8) only, got a_dtype {p.get('a_dtype')}")
        elif (row := p["tile_k"] * bits_of(p.get("a_dtype", "fp4")) // 8) & (row - 1):
            report(("a_stage",), f"lds: the A tile row (tile_k bytes = {row}) must be a power of two")
        elif tile_bytes % (16 * 256):
            report(("a_stage",), f"lds: the A tile (tile_m x tile_k = {tile_bytes} B) must be a multiple of "
                                 "4096 B (one 16-byte chunk per work-item per copy step)")
    a8w8_checks(p, report)
    if p["topk"] > p["experts"]:
        report(("topk",), f"must not exceed experts = {p['experts']}, got {p['topk']}")


def w_scale(p: dict) -> str:
    """The weight-scale kind of a spec: its `w_scale`, else mx for fp4 and channel for fp8 weights."""
    return p.get("w_scale") or ("channel" if p.get("w_dtype", "fp4") == "fp8" else "mx")


def a8w8(p: dict) -> bool:
    """fp8 activations x fp8 experts with per-channel f32 weight scales (FlyDSL moe_gemm_2stage's fp8 path)."""
    return p.get("w_dtype", "fp4") == "fp8"


def a8w8_checks(p: dict, report) -> None:
    """fp8 experts come with per-channel f32 scales and fp8 activations without e8m0 blocks (a8w8); what is
    not built with them is refused at its field."""
    wd, ws = p.get("w_dtype", "fp4"), w_scale(p)
    if wd == "fp4" and ws != "mx":
        report(("w_scale",), "channel: per-channel f32 weight scales are built for fp8 experts (w_dtype: fp8); "
                             "fp4 experts carry e8m0 block scales (w_scale: mx)")
    if wd != "fp8":
        return
    if ws != "channel":
        report(("w_scale",), "mx: MX fp8 experts (e8m0 per 32) are not built in the MoE family; fp8 experts take "
                             "w_scale: channel (f32 per output column)")
    if p.get("a_dtype", "fp4") != "fp8":
        report(("a_dtype",), f"must be fp8 with w_dtype: fp8 (a8w8: fp8 x fp8 v_mfma_f32_16x16x128_f8f6f4; "
                             f"the activation scale is row_scale: f32), got {p.get('a_dtype', 'fp4')!r}")
    if p.get("inter_dtype", "bf16") != "bf16":
        report(("inter_dtype",), "an MX intermediate from an a8w8 stage 1 is not built (the MX epilogue does not "
                                 "apply the per-channel weight scales); use bf16")
