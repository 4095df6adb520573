"""FlyDSL's gfx950 flash-attention forward kernels (compiled by FlyDSL 0.4.2's own compiler; an optional corpus
outside the repository, found by the environment variable FLYGEN_FLYDSL_CORPUS = a folder holding attention/*.s:
code built from fetched sources is not committed here) run on flygen's emulator: their kernel-argument layout, inputs, the float64 reference and a bound
derived from FlyDSL's own arithmetic (docs/attention.md "FlyDSL's kernels on the emulator"). Shared by
tests/test_flydsl_attention_emulate.py and bench/flydsl_attention_emulate.py.

Argument layout (the code object's `.args`: 8-byte global_buffer pointers, then 4-byte by_value i32; names and
meaning from the `@flyc.kernel` signatures in FlyDSL's kernels/attention/flash_attn_gfx950.py and
flash_attn_fp8_gfx950.py at 11c4174d, and its `_launch`, which passes O for every tensor a mode leaves unused):
  bf16 (D 64 / 128, causal or not; 12 pointers at 0..88, 8 i32 at 96..124, kernarg 128 bytes):
    Q K V O LSE DebugCounts CuSeqQ CuSeqKv BlockTable Bias AlibiSlopes Sink | seq_len seq_len_kv stride_q_n
    stride_kv_n head_dim_runtime block_table_stride bias_stride0 alibi_stride_b
  fp8 (D 128, the bn128 kernel; 10 pointers at 0..72, 5 i32 at 80..96, kernarg 100 bytes):
    Q K V O DebugCounts CuSeqQ CuSeqKv QDescale KDescale VDescale | seq_len seq_len_kv stride_q_n stride_kv_n
    head_dim_runtime
Q, K, V, O are [batch, seq_len, 8, D] (the heads and the token stride 8 D are compile-time: the kernels were
built for num_heads = 8); O is bf16; the fp8 kernel's descales are one f32 each. Grid (heads, ceil(seq_len /
256), batch), block 512 (8 waves of 32 query rows), as FlyDSL's launcher. These builds have no LSE output
(return_lse False), no bias / ALiBi / sink / paging / varlen: those pointers get a 4-byte dummy buffer each, so
an access to one would be reported out of range.

Softmax scale 1/sqrt(head_dim_runtime) (FlyDSL computes it in the kernel with v_rsq_f32; no other scale is
offered). Bound: module docstring of `flydsl_bound`.
"""
from __future__ import annotations

import hashlib
import math

import ml_dtypes
import numpy as np

import flydsl_corpus
from flygen.asm.load import load_program
from flygen.emu.launch import launch
from flygen.emu.memory import Device
from flygen.ref.attention import attention

DATA = flydsl_corpus.folder("attention")
# The sha256 each file had when FlyDSL compiled it (kernels/attention/ at 11c4174d): a corpus that is not
# these bytes is not the one docs/attention.md describes.
DIGESTS = {
    "fa_bf16_d64": "9dec023ca3e2c0782f7995579310ed60a887521c0149191d1f0fe12771295dc7",
    "fa_bf16_d128": "b295847d312241892dc5a91483a83d1cb80c80d23587e3d375454cd2014c2b61",
    "fa_bf16_d128_causal": "e854a5107c7ea821e1ae74bd46f4c9717eb0eec2ab0f537082f89d9613e9b730",
    "fa_fp8_d128": "d5253cd7dd5e6a4e923d5655f49252a45525c9cc29e2b1691b0cd74357d64fb5",
}


def corpus_missing() -> str | None:
    """Why the optional corpus cannot be used (a skip reason), or None."""
    return flydsl_corpus.missing("attention", DIGESTS)
HEADS, BLOCK_M, BLOCK_N, WAVES = 8, 256, 64, 8
U, U_EXP, U_P = 2.0 ** -24, 2.0 ** -23, 2.0 ** -8    # f32, v_exp/v_rcp/v_rsq 1 ULP (2^-23 relative), bf16
SENTINEL = 0x7FC1                                     # a bf16 NaN no correct store writes
GUARD = 64
KERNELS = {   # name: (dtype, head_dim, causal)
    "fa_bf16_d64": ("bf16", 64, False),
    "fa_bf16_d128": ("bf16", 128, False),
    "fa_bf16_d128_causal": ("bf16", 128, True),
    "fa_fp8_d128": ("fp8", 128, False),
}


def readme_digests() -> dict:
    """{file stem: sha256} the compile recorded."""
    return dict(DIGESTS)


def sha256(name: str) -> str:
    return hashlib.sha256((DATA / f"{name}.s").read_bytes()).hexdigest()


def kv_tiles(seq_len: int) -> int:
    """KV tiles of 64 the kernel visits: rounded up to even, at least 4 (flash_attn_utils init_tile_bounds: 'the
    pipeline needs an EVEN tile count >= 4; extra tiles read 0 (num_records) and are masked')."""
    t = -(-seq_len // BLOCK_N)
    return max(4, (t + 1) // 2 * 2)


def make_inputs(name: str, batch: int, seq_len: int, rng: np.random.Generator):
    """(kernel args, float64 q, k, v [B, S, H, D]). bf16: standard normal rounded. fp8: e4m3 codes of a normal
    sample / descale (descale = max|x| / 224, as flygen's fp8 attention cases), the values being code x descale."""
    dt, d, _ = KERNELS[name]
    shape = (batch, seq_len, HEADS, d)
    x = [rng.standard_normal(shape) for _ in range(3)]
    o = np.full(batch * seq_len * HEADS * d + GUARD, SENTINEL, np.uint16)
    dummy = [np.zeros(1, np.float32) for _ in range(8)]
    ints = [seq_len, seq_len, HEADS * d, HEADS * d, d]
    if dt == "bf16":
        q, k, v = (a.astype(ml_dtypes.bfloat16) for a in x)
        args = [q, k, v, o] + dummy + ints + [0, 0, 0]
        return args, tuple(a.astype(np.float64) for a in (q, k, v))
    desc = [np.float32(max(np.abs(a).max(), 1e-3) / 224.0) for a in x]
    codes = [(a / float(s)).astype(ml_dtypes.float8_e4m3fn) for a, s in zip(x, desc)]
    args = codes + [o] + dummy[:3] + [np.array([s], np.float32) for s in desc] + ints
    return args, tuple(c.astype(np.float64) * float(s) for c, s in zip(codes, desc))


def run(name: str, batch: int, seq_len: int, rng: np.random.Generator, hazards: bool = True):
    """Emulate one FlyDSL kernel; (LaunchResult, O as float64 [B, S, H, D], the O buffer's guard as uint16,
    float64 q, k, v)."""
    kern = load_program(str(DATA / f"{name}.s")).kernel()
    args, qkv = make_inputs(name, batch, seq_len, rng)
    dev = Device()
    res = launch(kern, (HEADS, -(-seq_len // BLOCK_M), batch), (64 * WAVES,), args, device=dev, hazards=hazards)
    d = KERNELS[name][1]
    n = batch * seq_len * HEADS * d
    raw = dev.download(res.buffers["arg3"], np.uint16, (n + GUARD,))
    o = raw[:n].view(ml_dtypes.bfloat16).astype(np.float64).reshape(batch, seq_len, HEADS, d)
    return res, o, raw[n:], qkv


def flydsl_bound(name: str, q, k, v):
    """(O reference [B, S, H, D], bound [B, S, H, D]) for FlyDSL's arithmetic (first order, u = 2^-24, u_p = 2^-8,
    u_exp = u_rcp = u_rsq = 2^-23: v_exp/v_rcp/v_rsq_f32 "1ULP accuracy", CDNA4 ISA guide §12.8; docs/numerics.md
    §12). What FlyDSL does (flash_attn_utils at 11c4174d), and what it costs:
      c = f32(v_rsq(f32 D) f32(log2 e)) [x f32(q_descale k_descale) for fp8]: relative 4u (fp8 6u), common to
      a row's scores: nc u c |s_ij|.
      bf16: Q pre-scaled once, q' = bf16(f32(c q)) (DualwaveQLoader.scale_all): each q' off by u + u_p, so
      s' = q'.k (f32 MFMA) is off by c a_ij (D u + u + u_p), a_ij = sum_d |q_d k_jd|; s' - m in f32 (u c (|s_ij| +
      max_j |s_ij|)). fp8: S = q_code . k_code raw (products exact, c D u a), fma(s, c, -c m) with -c m rounded
      (u c (|s_ij| + 2 max_j |s_ij|)).
      dx_ij = that sum (base-2 units); F = ln2 max_j dx_ij (1.01) + u_exp (a p in the f32 row sum);
      E = F + 2 u_p + 2u (a p in the PV product: P rounded to bf16 RNE by v_cvt_pk_bf16_f32, and once more with
      an f32 multiply when a lazy rescale scales the packed P, _scale_v_p); g = (n + T + 16) u (f32 sums of n
      keys in T = kv_tiles tiles, the per-tile rescales of O and l; the rescale factor and the stale max of the
      lazy rescale multiply numerator and denominator alike and cancel in the ratio).
      fp8 V: bf16(f32(v_code v_descale)) (DualwaveFp8KvGmemToLdsLoader): relative u + u_p on each v.
      O = acc v_rcp(l) (u_rcp + u), rounded to bf16 (u_p); exp2 results below 2^-126 flushed (2 n 2^-126 max|v|,
      with the lazily rescaled P's own flush; the row sum is >= 1).
      R = (E + F + 2g) / (1 - F - g) [fp8: + (u_p + u)(1 + R)],
      |O^ - O| <= R A + (u_rcp + u)(1.01)|O| + u_p (|O| + R A) + tiny, all x 1.001, A = sum_j w_ij |v_j|."""
    dt, d, causal = KERNELS[name]
    scale = 1.0 / math.sqrt(d)
    o, _, vis, s, a, w, vh, _ = attention(q, k, v, scale, causal)
    c = scale * math.log2(math.e)
    smax = np.max(np.where(vis, np.abs(s), 0.0), axis=-1, keepdims=True, initial=0.0)
    if dt == "bf16":
        dx = c * a * (d * U + U + U_P) * 1.01 + 4 * U * c * np.abs(s) + U * c * (np.abs(s) + smax) * 1.01
    else:
        dx = c * a * d * U * 1.01 + 6 * U * c * np.abs(s) + U * c * (np.abs(s) + 2 * smax) * 1.01
    dx = np.max(np.where(vis, dx, 0.0), axis=-1)                        # [B, H, S]
    n = vis.sum(-1).astype(np.float64)
    g = (n + kv_tiles(q.shape[1]) + 16) * U
    F = math.log(2) * dx * 1.01 + U_EXP
    E = F + 2 * U_P + 2 * U
    R = ((E + F + 2 * g) / (1 - F - g))[..., None]
    if dt == "fp8":
        R = R + (U_P + U) * (1 + R)
    A = w @ np.abs(vh)
    vmax = np.max(np.abs(vh), axis=(-1, -2), keepdims=True)
    tiny = 2 * n[..., None] * 2.0 ** -126 * vmax
    tol = (R * A + (U_EXP + U) * 1.01 * np.abs(o) + U_P * (np.abs(o) + R * A) + tiny) * 1.001
    return np.moveaxis(o, 1, 2), np.moveaxis(tol, 1, 2)                # [B, S, H, D]
