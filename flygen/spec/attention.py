"""Spec of the attention family: flash-attention forward on gfx950 (flygen/plan/attention/).

O[b, i, h, :] = sum_j softmax_j(scale * Q[b, i, h, :] . K[b, j, h / G, :]) V[b, j, h / G, :], G = heads_q /
heads_kv (GQA; heads_kv 1 = MQA), tensors [batch, seqlen, heads, head_dim] (BSHD, FlyDSL's and flash-attn's
order; varlen: [total, heads, head_dim] with cu_seqlens), seqlen_q / seqlen_k / batch run-time sizes.
`causal`: key j is visible to query i iff j <= i + seqlen_k - seqlen_q (bottom-right aligned, FlyDSL's
`key_idx > q_idx + (Skv - Sq)` masked); window_left / window_right bound it further (flash-attn's window_size
+ 1, same alignment); a query row that sees no key gets O = 0 and LSE = -inf. `lse`: also LSE = ln(sum_j
exp(scale * s_ij)) in f32 (natural log). `alibi`: scale * s_ij gains -alibi_slopes[h] |i + seqlen_k -
seqlen_q - j| (FlyDSL's ALiBi, bottom-right aligned), `bias` adds an f32 tensor (strided, broadcastable), `sink`
one more denominator term exp(sink_h). Numerics: docs/numerics.md §12; the kernel:
docs/attention.md.
"""
from __future__ import annotations

import math

import numpy as np

from flygen.families import of_spec
from flygen.isa import limits
from flygen.isa.dtypes import bytes_of
from flygen.isa.limits import WAVE_SIZE, XCDS
from flygen.spec.launch import LAUNCH
from flygen.spec.schema import Field

DTYPES = ("bf16", "f16", "fp8")     # fp8 = OCP e4m3 (FN) with per-tensor f32 descales
OUT_DTYPES = ("bf16", "f16")
HEAD_DIMS = (64, 128)
MAX_HEADS = 256
P_SCALE = 256.0                  # fp8 P = e4m3(256 p): p >= 2^-14 lands in e4m3's normal range, and 2^8 is exact
P_SCALE_MAX = 448.0              # e4m3 (FN)'s largest finite value: p_scale p <= 448 never overflows
SPLITS = (1, 2, 4, 8, 16)        # powers of two: the split index is a mask of grid x
MIN_SPLIT_TILES = 4              # kv_splits: auto keeps >= 4 KV tiles (128 keys) per split: a split's fixed cost
                                 # (prologue, epilogue, its f32 partial row and the combine's read of it) is one
                                 # tile's order; a choice, not a measured optimum (nothing here ran on a GPU)
ROWS_PER_WAVE = 32               # query rows per wave (flygen/plan/attention/geometry.py)
KV_TILE = 32                     # keys per KV tile
PIPELINES = ("auto", "vgpr", "dma")
STAGES = (2, 3, 4)
DMA_BLOCK = 16 * WAVE_SIZE       # bytes of one buffer_load_dwordx4 ... lds (16 B a lane; the planner's blocks)
SCHEDULES = ("single", "pingpong")   # one wave group / two wave groups half a trip apart (docs/attention.md)
DMA_STAGES = 3                   # kv_stages unset: two tiles in flight (the trace model's latency-bound shapes
                                 # gain most from the second; docs/attention.md "pipeline: dma")
COMBINE_FAMILY = of_spec(__name__).companion    # NAME_combine's family (flygen/families.py)


def _heads(x) -> str | None:
    return None if 1 <= x <= MAX_HEADS else f"must be in 1..{MAX_HEADS}, got {x}"


SCHEMA = {
    "dtype": Field(str, "bf16", choices=DTYPES, doc="Q, K, V element type (and O's, 16-bit); fp8: e4m3 with f32 "
                                                    "descales q_descale, k_descale, v_descale (arguments)"),
    "descale": Field(str, "tensor", choices=("tensor", "head"),
                     doc="fp8 descales: tensor = one f32 each (by-value q_descale, k_descale, v_descale); head = f32 "
                         "buffers q_descale [heads_q], k_descale / v_descale [heads_kv]"),
    "out_dtype": Field(str, "", choices=("",) + OUT_DTYPES, doc="O element type (unset: dtype; fp8: bf16)"),
    "p_scale": Field(float, P_SCALE, doc=f"fp8: P is quantised as e4m3(p_scale p), p in [0, 1] (the row sum "
                                         f"carries the same factor, so O is unchanged; LSE subtracts log2 p_scale); "
                                         f"in [1, {P_SCALE_MAX:g}] (e4m3's largest), default {P_SCALE:g}: "
                                         f"compiled in, log2(p_scale) folded into the exponent"),
    "head_dim": Field(int, 128, choices=HEAD_DIMS, doc="D, the head dimension"),
    "heads_q": Field(int, 8, check=_heads, minimum=1, maximum=MAX_HEADS, doc="query heads Hq (grid y)"),
    "heads_kv": Field(int, 0, minimum=1, maximum=MAX_HEADS,
                      doc="key/value heads Hkv (unset, default 0: heads_q); heads_q must be a multiple (GQA; 1 = MQA)"),
    "causal": Field(bool, False, doc="mask key j > i + seqlen_k - seqlen_q (bottom-right aligned)"),
    "softmax_scale": Field(float, 0.0, doc="scale of Q.K before the softmax; 0 = 1 / sqrt(head_dim)"),
    "lse": Field(bool, False, doc="also write LSE (f32, natural log) for a backward pass: [batch, heads_q, seqlen_q], "
                                  "varlen [total_q, heads_q]"),
    "alibi": Field(bool, False, doc="ALiBi (FlyDSL's alibi_slopes): score_ij = scale Q.K - slope_h |i + seqlen_k - "
                                    "seqlen_q - j| (after the scale, before the mask and the running max; bottom-right "
                                    "aligned, positions within the sequence), slope_h = alibi_slopes[h], an f32 "
                                    "buffer [heads_q] (FlyDSL's [heads] form), or [batch, heads_q] with alibi_table "
                                    "batch_heads; bf16 / f16 only"),
    "alibi_table": Field(str, "heads", choices=("heads", "batch_heads"),
                         doc="alibi: heads = alibi_slopes [heads_q]; batch_heads = slope of (b, h) at alibi_slopes[b "
                             "alibi_stride_b + h], alibi_stride_b a u32 kernel argument in elements (FlyDSL's [B, H] "
                             "form; heads_q for a dense table, 0 broadcasts row 0 over the batch)"),
    "bias": Field(bool, False, doc="additive f32 bias on the scaled score before the softmax: score_ij = scale Q.K + "
                                   "bias[b sb + h sh + (q0 + i) sq + j], q0 = 0 (padded) or cu_seqlens_q[b] (varlen), "
                                   "sb, sh, sq = kernel arguments bias_stride_b / _h / _q (u32, elements; 0 broadcasts: "
                                   "FlyDSL's [seqlen_q, seqlen_k] is (0, 0, seqlen_k), its varlen [total_q, "
                                   "max_seqlen_k] (0, 0, max_seqlen_k)); bf16 / f16 only"),
    "bias_dtype": Field(str, "f32", choices=("f32", "bf16"),
                        doc="bias: its element type (bf16 = FlyDSL's for bf16 Q: half the traffic, exact in f32)"),
    "sink": Field(bool, False, doc="attention sink (gpt-oss): f32 sink [heads_q], one more term exp(sink_h) in each "
                                   "row's softmax denominator (no value row): O = sum_j e^z_j v_j / (sum_j e^z_j + "
                                   "e^sink_h), LSE includes it; with kv_splits NAME_combine folds it, once; bf16 / f16 "
                                   "only"),
    "window_left": Field(int, 0, minimum=1, maximum=1 << 20,
                         doc="sliding window: query i sees key j only if j > i + seqlen_k - seqlen_q - window_left "
                             "(N keys at or left of its diagonal; flash-attn's left = N - 1); unset (0) = unbounded"),
    "window_right": Field(int, 0, minimum=1, maximum=1 << 20,
                          doc="sliding window: j < i + seqlen_k - seqlen_q + window_right (M keys at or right of "
                              "the diagonal; causal = 1; flash-attn's right = M - 1); unset (0) = unbounded"),
    "varlen": Field(bool, False, doc="packed sequences: Q / O [total_q, heads, D], K / V [total_k, ...], sequence b "
                                     "= rows cu_seqlens_q[b] .. cu_seqlens_q[b + 1] (i32 [batch + 1] arguments); "
                                     "grid x over the longest (run-time size seqlen_q = max_seqlen_q)"),
    "kv_splits": Field((int, str), 1, choices=SPLITS + ("auto",),
                       doc="split the KV sequence into N ranges of whole tiles (grid x = q tiles x N): each writes an "
                           "f32 partial O and LSE to the workspace ws, NAME_combine merges them (LSE-weighted) into "
                           "O (and LSE); padded batches only; auto = kv_splits_auto(...) for the expected problem "
                           "kv_splits_batch x kv_splits_seqlen_q x kv_splits_seqlen_k (docs/attention.md)"),
    "kv_splits_batch": Field(int, 1, minimum=1, maximum=1 << 20,
                             doc="kv_splits: auto only: the batch the split is chosen for (a run-time size)"),
    "kv_splits_seqlen_q": Field(int, 1, minimum=1, maximum=1 << 24,
                                doc="kv_splits: auto only: the seqlen_q the split is chosen for (default 1: decode)"),
    "kv_splits_seqlen_k": Field(int, 0, minimum=1, maximum=1 << 24,
                                doc="kv_splits: auto only (required there): the seqlen_k the split is chosen for"),
    "wg_remap": Field(str, "none", choices=("none", "xcd"),
                      doc="xcd: grid (heads_q, q tiles, batch) with q head (x mod 8) heads_q / 8 + x div 8, so XCD k "
                          "(hardware workgroup id mod 8) runs the contiguous q heads [k, k + 1) heads_q / 8 and a "
                          "kv head's K / V stays in one XCD's L2 (heads_q a multiple of 8)"),
    "waves": Field(int, 4, choices=(1, 2, 4, 8), doc="waves per workgroup; each holds 32 query rows (tile 32 x waves); "
                                                     "8 with schedule pingpong only"),
    "pipeline": Field(str, "auto", choices=PIPELINES,
                      doc="how K / V reach LDS: vgpr = buffer_load into VGPRs during the last tile's math, then "
                          "ds_write (one LDS buffer); dma = direct-to-LDS DMA (buffer_load ... lds) into kv_stages "
                          "LDS buffers, kv_stages - 1 tiles in flight; auto = dma for bf16 / f16, for fp8 dma where "
                          "the KV tile's DMA blocks can be dealt over the waves (all but D 64 with 8 waves), else vgpr"),
    "kv_stages": Field((int, str), 0, choices=(0,) + STAGES + ("auto",),
                       doc="pipeline dma: LDS buffers of K / V (2 = double buffering: tile j + 1 streams in while "
                           f"tile j is computed); 0 (unset) = {DMA_STAGES}; auto = the most stages of {STAGES} whose "
                           "LDS keeps the waves per SIMD the registers allow (docs/attention.md \"pipeline: dma\")"),
    "schedule": Field(str, "single", choices=SCHEDULES,
                      doc="single = every wave runs the same trip in step; pingpong = two wave groups (waves 0 .. "
                          "waves/2 - 1, the rest) half a trip apart, one group's softmax beside the other's MFMAs, "
                          "ordered by s_barriers (pipeline dma, even waves; docs/attention.md \"schedule: pingpong\")"),
    **LAUNCH,
}


def out_type(p: dict) -> str:
    return p["out_dtype"] or ("bf16" if p["dtype"] == "fp8" else p["dtype"])


def heads_kv(p: dict) -> int:
    return p["heads_kv"] or p["heads_q"]


def p_log2(p: dict) -> int | float:
    """t with P = 2^(x + t) = p_scale 2^x: 0 for 16-bit P, log2(p_scale) for fp8 (an int for a power of two, which
    makes the shift exact; else its f32 value, the constant the kernel adds)."""
    if p["dtype"] != "fp8":
        return 0
    t = math.log2(p["p_scale"])
    return int(t) if t.is_integer() else float(np.float32(t))


def dma_blocks(p: dict) -> int:
    """DMA blocks (DMA_BLOCK bytes) of one K (or V) tile: pipeline dma deals them over the waves."""
    return KV_TILE * p["head_dim"] * bytes_of(p["dtype"]) // DMA_BLOCK


def dma_splits(p: dict) -> bool:
    """pipeline dma can deal the tile's DMA blocks over the waves: whole blocks of K and of V to each wave, or
    (waves = 2 x blocks, kv_by_wave) one block of K or of V to each."""
    return dma_blocks(p) % p["waves"] == 0 or p["waves"] == 2 * dma_blocks(p)


def pipeline(p: dict) -> str:
    """vgpr | dma: auto is dma for the 16-bit types; for fp8 dma wherever the tile's DMA blocks can be dealt over the
    waves (every fp8 kernel but D 64 with 8 waves), else vgpr: the trace model and the static figures favour dma
    (docs/attention.md "fp8 with pipeline: dma")."""
    if p["pipeline"] != "auto":
        return p["pipeline"]
    return "dma" if p["dtype"] != "fp8" or dma_splits(p) else "vgpr"


def kv_stages(p: dict) -> int:
    """LDS buffers of K / V: kv_stages, DMA_STAGES when unset (dma); 1 (vgpr). auto: DMA_STAGES here, resolved by
    the planner (flygen.plan.attention.geometry.stages_auto needs the registers, which stages do not change)."""
    if pipeline(p) != "dma":
        return 1
    return DMA_STAGES if p["kv_stages"] in (0, "auto") else p["kv_stages"]


def right_window(p: dict) -> int:
    """M of the visible range j < i + seqlen_k - seqlen_q + M (0: unbounded); causal is M = 1."""
    return 1 if p["causal"] else p["window_right"]


def kv_splits_auto(workgroups: int, kv_tiles: int, cus: int = limits.CUS, min_tiles: int = MIN_SPLIT_TILES) -> int:
    """The kv_splits: auto rule. workgroups = batch x heads_q x q tiles of the unsplit grid, kv_tiles =
    ceil(seqlen_k / 32). S = the largest S of SPLITS with workgroups x S <= cus (every split a workgroup of its own
    on one CU at once, as gemm_fp8's split_k_auto) and ceil(kv_tiles / S) >= min_tiles; 1 when the grid already
    fills the CUs or the KV sequence is too short to split."""
    best = 1
    for s in SPLITS[1:]:
        if workgroups * s <= cus and -(-kv_tiles // s) >= min_tiles:
            best = s
    return best


def kv_splits(p: dict) -> int:
    """S of a checked attention parameter set (kv_splits: auto resolved for kv_splits_batch / _seqlen_q /
    _seqlen_k; absent = 1)."""
    s = p.get("kv_splits", 1)
    if s != "auto":
        return s
    if not p.get("kv_splits_seqlen_k"):
        return 1                                   # reported by check()
    tiles = -(-p.get("kv_splits_seqlen_q", 1) // (ROWS_PER_WAVE * p.get("waves", 4)))
    return kv_splits_auto(p.get("kv_splits_batch", 1) * p["heads_q"] * tiles, -(-p["kv_splits_seqlen_k"] // KV_TILE))


def companions(name: str, p: dict) -> list[tuple[str, str, dict]]:
    """kv_splits > 1: NAME_combine (flygen/spec/attention_combine.py) after NAME, on the same workspace."""
    if kv_splits(p) == 1:
        return []
    return [(f"{name}_combine", COMBINE_FAMILY, {"splits": kv_splits(p), "dtype": out_type(p),
                                                  "head_dim": p["head_dim"], "heads_q": p["heads_q"], "lse": p["lse"],
                                                  **({"sink": True} if p.get("sink") else {})})]


def check(p: dict, report) -> None:
    hkv = heads_kv(p)
    if p["dtype"] != "fp8" and p["out_dtype"] not in ("", p["dtype"]):
        report(("out_dtype",), f"a {p['dtype']} kernel writes O in {p['dtype']}, got out_dtype {p['out_dtype']!r}")
    if p["wg_remap"] == "xcd" and p["heads_q"] % XCDS:
        report(("wg_remap",), f"xcd needs heads_q a multiple of {XCDS} (the XCDs), got {p['heads_q']}")
    if p["p_scale"] != P_SCALE and p["dtype"] != "fp8":
        report(("p_scale",), f"the P scale is fp8's (dtype fp8), got dtype {p['dtype']}")
    elif not 1.0 <= p["p_scale"] <= P_SCALE_MAX:
        report(("p_scale",), f"must be in [1, {P_SCALE_MAX:g}] (p_scale p within e4m3's range), got {p['p_scale']}")
    if p["descale"] != "tensor" and p["dtype"] != "fp8":
        report(("descale",), f"descales are fp8's (dtype fp8), got dtype {p['dtype']}")
    if p["kv_splits"] == "auto" and not p["kv_splits_seqlen_k"]:
        report(("kv_splits",), "auto needs kv_splits_seqlen_k (the seqlen_k the split is chosen for; "
                               "optional kv_splits_batch, kv_splits_seqlen_q)")
    elif p["varlen"] and p["kv_splits"] != 1:
        report(("kv_splits",), "kv_splits > 1 (or auto) needs padded batches (varlen: false), as FlyDSL's")
    if p["kv_splits"] != "auto" and any(p[f] != SCHEMA[f].default for f in
                                        ("kv_splits_batch", "kv_splits_seqlen_q", "kv_splits_seqlen_k")):
        report(("kv_splits",), f"kv_splits_batch / _seqlen_q / _seqlen_k are kv_splits: auto's problem, "
                               f"got kv_splits {p['kv_splits']}")
    if p["causal"] and p["window_right"] not in (0, 1):
        report(("window_right",), f"causal already sets window_right 1, got {p['window_right']}")
    blocks = dma_blocks(p)
    if pipeline(p) == "dma" and not dma_splits(p):
        report(("waves",), f"pipeline dma deals a KV tile's {blocks} DMA blocks ({DMA_BLOCK} B) over the waves, got "
                           f"waves {p['waves']} ({p['dtype']}, head_dim {p['head_dim']}: waves dividing {blocks}, "
                           f"{2 * blocks} (K and V blocks by different waves), or pipeline: vgpr)")
    if pipeline(p) != "dma" and p["kv_stages"]:
        report(("kv_stages",), f"LDS stages are pipeline dma's, got kv_stages {p['kv_stages']} with pipeline "
                               f"{pipeline(p)}" + (f" (auto: the {blocks} DMA blocks of a tile do not split over "
                                                                f"{p['waves']} waves)" if p["pipeline"] == "auto" else ""))
    if p["schedule"] == "pingpong" and pipeline(p) != "dma":
        report(("schedule",), f"pingpong needs pipeline dma (its two wave groups share the DMA's LDS stages), got "
                              f"pipeline {pipeline(p)}")
    elif p["schedule"] == "pingpong" and p["waves"] == 1:
        report(("schedule",), "pingpong needs two wave groups: waves 2, 4 or 8, got 1")
    if p["waves"] == 8 and p["schedule"] != "pingpong":
        report(("waves",), "8 waves are schedule pingpong's (two groups of 4, one wave of each per SIMD)")
    if p["alibi"] and p["dtype"] == "fp8":
        report(("alibi",), "ALiBi is bf16 / f16's (as FlyDSL's: its fp8 kernel has no alibi_slopes), got dtype fp8")
    if p["alibi_table"] != "heads" and not p["alibi"]:
        report(("alibi_table",), f"the slope table is ALiBi's (alibi: true), got alibi_table {p['alibi_table']} "
                                 f"without it")
    if p["bias"] and p["schedule"] == "pingpong":
        report(("bias",), "the bias loads are schedule single's (the pingpong loop's phases do not wait for them: "
                          "not done), got schedule pingpong")
    if p["bias_dtype"] != "f32" and not p["bias"]:
        report(("bias_dtype",), f"the bias type is bias: true's, got bias_dtype {p['bias_dtype']} without it")
    for f, what in (("bias", "Bias"), ("sink", "sink")):
        if p[f] and p["dtype"] == "fp8":
            report((f,), f"{f} is bf16 / f16's (as FlyDSL's: its fp8 kernel has no {what}), got dtype fp8")
    if p["heads_q"] % hkv:
        report(("heads_kv",), f"heads_q {p['heads_q']} must be a multiple of heads_kv {hkv} (GQA groups)")
    if p["softmax_scale"] < 0 or p["softmax_scale"] != p["softmax_scale"] or p["softmax_scale"] > 1e4:
        report(("softmax_scale",), f"must be in (0, 1e4] (or 0: 1 / sqrt(head_dim)), got {p['softmax_scale']}")
