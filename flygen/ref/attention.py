"""Reference of the attention family: float64 softmax attention of the rounded inputs, and a per-element bound
derived from the formats (docs/numerics.md §12).

O[b, i, h] = sum_j w_ij V[b, j, h / G], w_ij = exp(scale s_ij) / sum_j' exp(scale s_ij') over the visible keys
(causal: j <= i + seqlen_k - seqlen_q), s_ij = Q[b, i, h] . K[b, j, h / G]; a row with no visible key: O = 0,
LSE = -inf (exactly). LSE[b, h, i] = ln sum_j exp(scale s_ij). ALiBi: scale s_ij - slope_h |i + seqlen_k -
seqlen_q - j| in place of scale s_ij (alibi_bias), s_ij biased by the term / scale in the bound.

Bound (every constant below is a format's unit roundoff or a documented instruction error):
  dx_ij  = c (D u) sum_d |q_d k_jd|  +  u c |s_ij|  +  u (c |s_ij| + c max_j |s_ij|)
           (f32 accumulation of S on the MFMA; c = f32(scale log2 e) rounded; the fma's rounding)
  E      = ln2 dx (1.01) + u_exp + u_p       relative error of a p in O's numerator (u_p: P rounded to 16 bits)
  F      = ln2 dx (1.01) + u_exp             relative error of a p in the row sum (f32 p)
  g      = (n + T) u                        f32 sums over n keys and T tiles (PV on the MFMA, the row sum),
                                             and the per-tile rescale products
  |O^ - O| <= (E + F + 2 g) / (1 - F - g) A  +  (u_rcp + u) |O|  +  u_out (|O| + ...)  +  n 2^-25 max|v| (f16 P)
with A = sum_j w_ij |v_jd|, u = 2^-24, u_exp = u_rcp = 2^-23 (v_exp_f32 / v_log_f32 / v_rcp_f32: 1 ULP, LLVM
AMDGPUUsage.rst and AMDGPUCodeGenPrepare.cpp; docs/numerics.md §12), u_p = u_out = 2^-8 (bf16) / 2^-11 (f16). The common max subtracted per tile and the
rescale 2^(m_old - m_new) multiply numerator and denominator alike, so their errors cancel in the ratio.
"""
from __future__ import annotations

import math

import numpy as np

from flygen.isa.dtypes import FORMATS
from flygen.ref.case import Case, Check, ragged, runtime_size
from flygen.spec.attention import KV_TILE, heads_kv, kv_splits, out_type, p_log2, right_window

GUARD = 64
SENTINEL = {"bf16": 0x7FC1, "f16": 0x7E01}     # NaN patterns no correct store writes
LSE_SENTINEL = 0x7FC00001
U32, U_EXP = 2.0 ** -24, 2.0 ** -23
U16 = {"bf16": 2.0 ** -8, "f16": 2.0 ** -11, "fp8": 2.0 ** -4}     # unit roundoff of P / O's type (RNE)
SUB16 = {"bf16": 2.0 ** -134, "f16": 2.0 ** -25}   # half the subnormal spacing of O's type: RNE's absolute error
                                                   # below its normal range (|O| < 2^-14 in f16: a sink makes such O)
FP8_RANGE = 224.0        # fp8 inputs: x / descale within +-224 (e4m3 max 448), descale = max|x| / 224


def small_sizes(params: dict) -> dict:
    """Two batches of two q tiles (the last ragged), KV over two tiles (the last ragged)."""
    return {"batch": 2, "seqlen_q": ragged(32 * params["waves"]), "seqlen_k": ragged(KV_TILE)}


def scale_of(params: dict) -> float:
    return params["softmax_scale"] or 1.0 / math.sqrt(params["head_dim"])


def visible(sq: int, sk: int, left: int = 0, right: int = 0) -> np.ndarray:
    """[Sq, Sk]: key j visible to query i (bottom-right aligned: off = sk - sq): i + off - left < j (left > 0)
    and j < i + off + right (right > 0; causal = 1)."""
    i, j = np.arange(sq)[:, None], np.arange(sk)[None, :]
    vis = np.ones((sq, sk), bool)
    if right:
        vis &= j < i + sk - sq + right
    if left:
        vis &= j > i + sk - sq - left
    return vis


def alibi_bias(slopes, sq: int, sk: int) -> np.ndarray:
    """[Hq, Sq, Sk] float64: -slope_h |i + sk - sq - j| (FlyDSL's alibi_slopes, bottom-right aligned)."""
    i, j = np.arange(sq)[:, None], np.arange(sk)[None, :]
    return -np.asarray(slopes, np.float64)[:, None, None] * np.abs(i + sk - sq - j)[None]


def attention(q, k, v, scale: float, causal: bool, left: int = 0, right: int = 0, slopes=None, bias=None,
              sink=None):
    """float64 (O, LSE, visible, s, a, w, v by q head, |bias| / scale): q [B, Sq, Hq, D], k / v [B, Sk, Hkv, D];
    causal is right = 1; slopes [Hq] (ALiBi) add alibi_bias after the scale, bias [Hq, Sq, Sk] (natural units)
    adds to the scaled score; sink [Hq] is one more denominator term exp(sink_h) (no value; a row without a
    visible key then has O = 0, LSE = sink_h). The s returned is the score in the kernel's unscaled units, s +
    (ALiBi + bias) / scale (what its max and exponent see); the last value is (|ALiBi|, |bias|) / scale."""
    B, Sq, Hq, D = q.shape
    Sk, Hkv = k.shape[1], k.shape[2]
    G = Hq // Hkv
    qh = np.moveaxis(q, 2, 1)                                     # [B, Hq, Sq, D]
    kh = np.repeat(np.moveaxis(k, 2, 1), G, axis=1)               # [B, Hq, Sk, D]
    vh = np.repeat(np.moveaxis(v, 2, 1), G, axis=1)
    s = qh @ np.swapaxes(kh, -1, -2)                              # [B, Hq, Sq, Sk]
    a = np.abs(qh) @ np.abs(np.swapaxes(kh, -1, -2))
    braw = [np.zeros(s.shape), np.zeros(s.shape)]
    if slopes is not None:
        b = alibi_bias(slopes, Sq, Sk)[None]
        s, braw[0] = s + b / scale, np.broadcast_to(np.abs(b) / scale, s.shape)
    if bias is not None:
        b = np.asarray(bias, np.float64)[None]
        s, braw[1] = s + b / scale, np.broadcast_to(np.abs(b) / scale, s.shape)
    vis = np.broadcast_to(visible(Sq, Sk, left, 1 if causal else right), s.shape)
    z = np.where(vis, scale * s, -np.inf)
    zmax = np.max(z, axis=-1, keepdims=True, initial=-np.inf)
    snk = None if sink is None else np.asarray(sink, np.float64)[None, :, None, None]
    if snk is not None:
        zmax = np.maximum(zmax, snk)
    any_vis = np.isfinite(zmax)
    e = np.where(vis, np.exp(z - np.where(any_vis, zmax, 0.0)), 0.0)
    tot = e.sum(-1, keepdims=True) + (0.0 if snk is None else np.exp(snk - zmax))
    w = np.where(any_vis, e / np.where(tot > 0, tot, 1.0), 0.0)
    o = w @ vh                                                    # [B, Hq, Sq, D]
    with np.errstate(divide="ignore"):
        lse = np.where(any_vis[..., 0], zmax[..., 0] + np.log(np.where(tot[..., 0] > 0, tot[..., 0], 1.0)), -np.inf)
    return o, lse, vis, s, a, w, vh, tuple(braw)


def bounds(params, o, lse, vis, s, a, w, vh, sk: int, braw=(0.0, 0.0), sink=None):
    """(O bound [B, Hq, Sq, D], LSE bound [B, Hq, Sq]) of the kernel's arithmetic (module docstring); `s` with
    ALiBi's and the bias's terms (unscaled units), braw = their |term| / scale: ALiBi's f32 rounding
    (f32(-1 / scale), f32(that slope)), the bias's (f32(1 / scale)), and each v_fma_f32 adding one, relative to
    the biased |s| (+ the other term's size when both), which the c |s| terms carry. sink [Hq] (the epilogue's
    fold, splits 1): the terms of docs/numerics.md §12 "attention sink" in F."""
    scale, D, dt = scale_of(params), params["head_dim"], params["dtype"]
    c = float(np.float32(scale * math.log2(math.e)))
    smax = np.max(np.where(vis, np.abs(s), 0.0), axis=-1, keepdims=True, initial=0.0)
    nc = 3 if dt == "fp8" else 1       # fp8: f32(f32(f32(scale log2 e) q_descale) k_descale), 3 roundings
    dx = c * D * U32 * a * 1.01 + nc * U32 * c * np.abs(s) + U32 * (c * np.abs(s) + c * smax)
    both = braw[1] if params.get("alibi") and params.get("bias") else 0.0
    if params.get("alibi"):
        dx = dx + U32 * c * (np.abs(s) + both) + 2 * U32 * c * braw[0] * 1.01
    if params.get("bias"):
        dx = dx + U32 * c * (np.abs(s) + both) + U32 * c * braw[1] * 1.01
    if dt == "fp8":     # v_nm = f32(t - m): t = log2 p_scale, |m| <= c max|s| (one rounding, per row and tile)
        dx = dx + U32 * (abs(p_log2(params)) + c * smax * 1.01)
    dx = np.max(np.where(vis, dx, 0.0), axis=-1, initial=0.0)                  # [B, Hq, Sq]
    n = np.maximum(vis.sum(-1), 1).astype(np.float64)
    tiles = np.ceil(sk / KV_TILE)
    g = (n + tiles + 16) * U32
    F = math.log(2) * dx * 1.01 + U_EXP
    m2 = c * smax[..., 0]          # >= |the max| of the row and of any part of it (a KV split's)
    if sink is not None:           # sk = f32(sink f32(log2 e)); 2^(m - m'), 2^(sk - m') (f32 subtractions, v_exp),
        sk = np.abs(np.asarray(sink, np.float64))[None, :, None] * math.log2(math.e) * 1.01   # the fma, the x corr
        m2 = np.maximum(m2, sk)
        F = F + math.log(2) * (2 * U32 * sk + 4 * U32 * m2) * 1.01 + 2 * U_EXP + 2 * U32
    E = F + U16[dt]
    uo = U16[out_type(params)]
    ratio = ((E + F + 2 * g) / (1 - F - g))[..., None]
    A = w @ np.abs(vh)
    vmax = np.max(np.abs(vh), axis=(-1, -2), keepdims=True, initial=0.0)
    # P's subnormal rounding (absolute): f16 p, and fp8's p_scale p (e4m3 spacing 2^-9: 2^-10 / p_scale of p);
    # bf16: exp2 results below 2^-126 flushed (v_exp_f32)
    sub = {"f16": 2.0 ** -25, "fp8": 2.0 ** -10 / params["p_scale"], "bf16": 2.0 ** -126}[dt]
    tiny = n[..., None] * sub * vmax / 0.99
    tol_o = (ratio * A + (U_EXP + (3 if dt == "fp8" else 1) * U32) * 1.01 * np.abs(o) + uo * (np.abs(o) + ratio * A)
             + tiny + SUB16[out_type(params)]) * 1.001
    any_vis = vis.any(-1)
    tol_o = np.where(any_vis[..., None], tol_o, 0.0)
    log2l = np.log2(n + 1)
    if sink is not None:           # a row without a key: LSE = sink (O = 0 exactly)
        any_vis = np.ones_like(any_vis)
    tol_l = (math.log(2) * dx * 1.01 + 1.01 * (F + g) + math.log(2) * (U_EXP * log2l + 2 * U32 * (np.abs(m2) + log2l))
             + 2 * U32 * np.abs(np.where(any_vis, lse, 0.0))) * 1.01
    return tol_o, np.where(any_vis, tol_l, 0.0)


def _sequence(params, q, k, v, slopes=None, bias=None, sink=None):
    """(O [Sq, Hq, D], LSE [Hq, Sq], O bound, LSE bound, masked rows) of one sequence."""
    split = kv_splits(params) > 1
    args = (q[None], k[None], v[None], scale_of(params), params["causal"], params["window_left"],
            right_window(params), slopes, bias)
    o, lse, vis, s, a, w, vh, braw = attention(*args, None if split else sink)
    tol_o, tol_l = bounds(params, o, lse, vis, s, a, w, vh, k.shape[0], braw, None if split else sink)
    if split:
        tol_o, tol_l = _split_tolerance(params, w @ np.abs(vh), tol_o, lse, tol_l)
        if sink is not None:      # NAME_combine folds it: the bounds above (no sink) and its term (_sink_tolerance)
            o_s, lse_s, *_ = attention(*args, sink)
            tol_o, tol_l = _sink_tolerance(w @ np.abs(vh), tol_o, lse, tol_l, lse_s, sink)
            o, lse = o_s, lse_s
    return (np.moveaxis(o[0], 0, 1), lse[0], np.moveaxis(tol_o[0], 0, 1), tol_l[0],
            int((~vis.any(-1)).sum()))


def _sink_tolerance(A, tol_o, lse, tol_l, lse_sink, sink):
    """kv_splits > 1 with a sink: NAME_combine's m' = max(m, sink), w_sink = 2^(f32(f32(sink - m') f32(log2 e)))
    (3 roundings of x = (sink - m') log2 e, and v_exp_f32) and the larger |LSE_s - m'| of the other weights (the
    same 3 roundings), then one more f32 add: the merge of the no-sink bounds (tol_o, tol_l) scaled by
    T / (T + W) <= 1 gains ex (A + tol_o) in O and ex in LSE; a row no split saw: LSE = sink exactly, O = 0."""
    sk = np.abs(np.asarray(sink, np.float64))[None, :, None]
    x = (sk + np.maximum(np.abs(np.where(np.isfinite(lse), lse, 0.0)) + tol_l, sk) + 1.0) * math.log2(math.e)
    ex = math.log(2) * 3 * U32 * x * 1.01 + U_EXP + 4 * U32
    seen = np.isfinite(lse)
    tol_o = np.where(seen[..., None], tol_o + (ex[..., None] * (A + tol_o)) * 1.01, 0.0)
    tol_l = np.where(seen, tol_l + ex * 1.01 + 2 * U32 * np.abs(lse_sink), 2 * U32 * sk)
    return tol_o, tol_l


def alibi_slopes(hq: int) -> np.ndarray:
    """f32 [Hq]: ALiBi's geometric slopes 2^(-8 (h + 1) / Hq) (Press et al.; FlyDSL's tests' form), every head's
    different (a kernel reading head 0's slope for all fails)."""
    return (2.0 ** (-8.0 * (np.arange(hq) + 1) / hq)).astype(np.float32)


BIAS_PAD = 3             # bias rows 3 elements longer than seqlen_k (bias_stride_q != seqlen_k)


def _bias_case(sizes, B, Hq, Sq, Sk, cq, varlen: bool, rng, dtype: str = "f32"):
    """(kernel arguments, bias_of(b, seqlen_q_b, seqlen_k_b) -> [Hq, Sq_b, Sk_b] float64) of an f32 bias.
    Run-time size bias_broadcast (default 0): 0 = one per (batch, head): padded [B, Hq, Sq, Sk + 3] (strides
    Hq Sq P, Sq P, P), varlen [Hq, total_q, max Sk + 3] (0, total_q P, P), the 3 padding elements of a row NaN
    (the kernel reads them for keys past seqlen_k, which it masks: a NaN there reaching O fails); 1 = FlyDSL's
    form, one for every batch and head: [Sq, Sk] (0, 0, Sk), varlen [total_q, max Sk] (0, 0, max Sk)."""
    bc = runtime_size(sizes, "bias_broadcast", 0, lo=0)
    if bc not in (0, 1):
        from flygen.errors import FlygenError
        raise FlygenError(f"runtime size bias_broadcast must be 0 (per batch and head) or 1 (FlyDSL's [seqlen_q, "
                          f"seqlen_k] for all), got {bc}")
    P = Sk if bc else Sk + BIAS_PAD
    rows = int(cq[-1])
    if bc:
        full, sb, sh = rng.standard_normal((rows if varlen else Sq, P)), 0, 0
    elif varlen:
        full, sb, sh = rng.standard_normal((Hq, rows, P)), 0, rows * P
    else:
        full, sb, sh = rng.standard_normal((B, Hq, Sq, P)), Hq * Sq * P, Sq * P
    full = (2.0 * full).astype(np.float32 if dtype == "f32" else FORMATS[dtype].np_dtype)
    full[..., Sk:] = np.nan      # the row pitch's padding: read for keys past seqlen_k (masked), never used
    flat = full.reshape(-1)

    def bias_of(b: int, n: int, m: int):
        q0 = int(cq[b]) if varlen else 0
        h, i, j = np.arange(Hq)[:, None, None], np.arange(n)[None, :, None], np.arange(m)[None, None, :]
        return flat[b * sb + h * sh + (q0 + i) * P + j].astype(np.float64)

    return ({"bias": flat, "bias_stride_b": np.uint32(sb), "bias_stride_h": np.uint32(sh),
             "bias_stride_q": np.uint32(P)}, bias_of)


def _split_tolerance(params, A, tol_o, lse, tol_l):
    """kv_splits > 1: the merge of NAME_combine on top. Each split's O_s and LSE_s obey the row's bounds (its
    keys are a subset: the same maxima bound them); the merge weights exp(LSE_s - m) then carry LSE_s's error
    (relative e), so O gains (2 e / (1 - e) + S u) A' (A' = sum_s W_s |O_s| <= the row's A) and LSE gains e."""
    u = U32                          # the merge's f32 rounding (NAME_combine computes in f32)
    S = kv_splits(params)
    e = tol_l * 1.01 + U_EXP + 4 * S * u + 2 * U_EXP
    seen = np.isfinite(lse)
    add_o = ((2 * e / (1 - e) + S * u)[..., None] * (A + tol_o) + (U_EXP + u) * (A + tol_o)) * 1.01
    return (np.where(seen[..., None], tol_o + add_o, 0.0), np.where(seen, tol_l + e * 1.01, 0.0))


def make_case(params: dict, sizes: dict, rng: np.random.Generator) -> Case:
    """Padded: q [batch, seqlen_q, Hq, D] (every sequence seqlen_q / seqlen_k). varlen: sequence b has
    seqlen_q[b] in 1..seqlen_q (the first one the longest) and seqlen_k[b] in 0..seqlen_k (a sequence with no key:
    every row masked), packed [total, H, D] with cu_seqlens; LSE [total_q, Hq]."""
    B = runtime_size(sizes, "batch", 2)
    Sq = runtime_size(sizes, "seqlen_q", 129)
    Sk = runtime_size(sizes, "seqlen_k", Sq)
    D, Hq, Hkv, dt = params["head_dim"], params["heads_q"], heads_kv(params), params["dtype"]
    npt, ot = FORMATS[dt].np_dtype, FORMATS[out_type(params)].np_dtype
    if params["varlen"]:
        lq = rng.integers(1, Sq + 1, B)
        lk = rng.integers(0, Sk + 1, B)
        lq[0], lk[0] = Sq, Sk
        if B > 2:
            lk[2] = 0
    else:
        lq, lk = np.full(B, Sq), np.full(B, Sk)
    cq, ck = np.concatenate([[0], np.cumsum(lq)]), np.concatenate([[0], np.cumsum(lk)])
    q = rng.standard_normal((int(cq[-1]), Hq, D))
    k = rng.standard_normal((int(ck[-1]), Hkv, D))
    v = rng.standard_normal((int(ck[-1]), Hkv, D))
    desc = {}
    if dt == "fp8":      # codes x / descale in e4m3; f32 descales per tensor or per head (the values the kernel uses)
        per_head = params["descale"] == "head"
        for name, x in (("q", q), ("k", k), ("v", v)):
            if per_head:             # heads 1x, 2x, 4x, 1x, ... apart: a shared descale would be wrong
                x *= (2.0 ** (np.arange(x.shape[1]) % 3))[None, :, None]
            m = np.abs(x).max(axis=(0, 2), initial=0.0) if per_head else np.abs(x).max(initial=0.0)
            desc[name] = (np.maximum(m, 1e-3) / FP8_RANGE).astype(np.float32)
        q, k, v = ((x / desc[n][None, :, None] if per_head else x / float(desc[n])).astype(npt)
                   for n, x in (("q", q), ("k", k), ("v", v)))
    else:
        q, k, v = (x.astype(npt) for x in (q, k, v))
    q64, k64, v64 = (x.astype(np.float64) * ((desc[n].astype(np.float64)[None, :, None] if desc[n].ndim else
                                               float(desc[n])) if desc else 1.0)
                     for n, x in (("q", q), ("k", k), ("v", v)))
    slopes = alibi_slopes(Hq) if params.get("alibi") else None
    if slopes is not None and params.get("alibi_table") == "batch_heads":   # [B, Hq]: every batch's different
        slopes = (slopes[None] * (0.5 ** np.arange(B, dtype=np.float32))[:, None]).astype(np.float32)
    sink = (rng.uniform(-1.0, 4.0, Hq).astype(np.float32) if params.get("sink") else None)
    bias_args, bias_of = (_bias_case(sizes, B, Hq, Sq, Sk, cq, params["varlen"], rng,
                                     params.get("bias_dtype", "f32")) if params.get("bias") else
                          ({}, lambda b, n, m: None))
    parts = [_sequence(params, q64[cq[b]:cq[b + 1]], k64[ck[b]:ck[b + 1]], v64[ck[b]:ck[b + 1]],
                       None if slopes is None else (slopes[b] if slopes.ndim == 2 else slopes),
                       bias_of(b, int(lq[b]), int(lk[b])), sink)
             for b in range(B)]
    want = np.concatenate([p[0] for p in parts]).reshape(-1)      # [total_q, Hq, D]
    tol_o = np.concatenate([p[2] for p in parts]).reshape(-1)
    masked = sum(p[4] for p in parts)
    n_o = want.size
    out = np.full(n_o + GUARD, SENTINEL[out_type(params)], np.uint16).view(ot)
    checks = [Check(arg="o", dtype=ot, count=n_o, expected=want, atol=tol_o, guard=out[n_o:].copy(),
                    shape=(int(cq[-1]), Hq, D))]
    args = {"q": q.reshape(-1), "k": k.reshape(-1), "v": v.reshape(-1), "o": out}
    if params["lse"]:
        if params["varlen"]:                                      # [total_q, Hq]
            lse = np.concatenate([p[1].T for p in parts]).reshape(-1)
            tol_l = np.concatenate([p[3].T for p in parts]).reshape(-1)
        else:                                                     # [B, Hq, Sq]
            lse = np.stack([p[1] for p in parts]).reshape(-1)
            tol_l = np.stack([p[3] for p in parts]).reshape(-1)
        n_l = lse.size
        lbuf = np.full(n_l + GUARD, LSE_SENTINEL, np.uint32).view(np.float32)
        args["lse"] = lbuf
        checks.append(Check(arg="lse", dtype=np.float32, count=n_l, expected=lse, atol=tol_l, guard=lbuf[n_l:].copy()))
    if params["varlen"]:
        args.update({"cu_seqlens_q": cq.astype(np.int32), "cu_seqlens_k": ck.astype(np.int32)})
    else:
        args.update({"seqlen_q": np.uint32(Sq), "seqlen_k": np.uint32(Sk)})
    if kv_splits(params) > 1:            # NAME then NAME_combine; the runtime makes the workspace ws
        args["batch"] = np.uint32(B)
    if slopes is not None:
        args["alibi_slopes"] = slopes.reshape(-1)
        if slopes.ndim == 2:
            args["alibi_stride_b"] = np.uint32(Hq)
    if sink is not None:
        args["sink"] = sink
    args.update(bias_args)
    args.update({f"{n}_descale": (d if d.ndim else np.float32(d)) for n, d in desc.items()})
    win = f" window ({params['window_left']}, {right_window(params)})" if params["window_left"] or \
        params["window_right"] else ""
    grid = {"batch": B, "seqlen_q": Sq} if params["varlen"] else {"batch": B, "seqlen_q": Sq, "seqlen_k": Sk}
    return Case(args=args, sizes=grid, checks=checks,
                note=f"batch={B} seqlen_q={Sq} seqlen_k={Sk}" + (f" (varlen q {lq.tolist()}, k {lk.tolist()})"
                                                                  if params["varlen"] else "")
                     + f" heads {Hq}/{Hkv} D={D} {dt}" + (" causal" if params["causal"] else "") + win
                     + (f", {masked} masked rows" if masked else ""))
