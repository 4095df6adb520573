"""Reference of attention_combine run alone: random f32 partials (O_s, LSE_s; some splits and one whole row with
LSE -inf: no key), the float64 merge and its bound (docs/numerics.md §12, the combine).

    m = max_s LSE_s, w_s = exp(LSE_s - m), O = sum_s w_s O_s / sum_s w_s, LSE = m + ln sum_s w_s
Kernel: x_s = f32(f32(LSE_s - m) f32(log2 e)) (2 roundings, and log2 e rounded: |dx_s| <= 3 u |x_s|), w_s =
v_exp_f32 (u_exp), f32 sum and fmac over S (S u), v_rcp_f32 (u_exp) and the multiply (u), the 16-bit rounding:
    |O^ - O| <= (2 e / (1 - e) + S u) A + (u_exp + u) |O| + u_out (|O| + ...),  e = ln2 max_s |dx_s| + u_exp + S u
A = sum_s w_s |O_s| / sum_s w_s. LSE: |dLSE| <= e (1.01) + ln2 (u_exp |log2 sum w| + 2 u |log2 sum w|) + 2 u |LSE|.
"""
from __future__ import annotations

import math

import numpy as np

from flygen.isa.dtypes import FORMATS
from flygen.ref.attention import GUARD, LSE_SENTINEL, SENTINEL, SUB16, U16, U32, U_EXP
from flygen.ref.case import Case, Check, ragged, runtime_size


def small_sizes(params: dict) -> dict:
    return {"batch": 2, "seqlen_q": ragged(256 // (params["head_dim"] // 4))}


def combine(o_s: np.ndarray, lse_s: np.ndarray, sink=None):
    """float64 (O [..., D], LSE [...], A [..., D], e [...]) of partials o_s [S, ..., D], lse_s [S, ...]; sink
    (broadcast against [...]) is one more term exp(sink) of the denominator (m includes it: every row seen)."""
    S = lse_s.shape[0]
    m = np.max(lse_s, axis=0)
    if sink is not None:
        m = np.maximum(m, sink)
    seen = np.isfinite(m)
    mm = np.where(seen, m, 0.0)
    w = np.where(np.isfinite(lse_s), np.exp(lse_s - mm), 0.0)
    tot = w.sum(0) + (0.0 if sink is None else np.exp(sink - mm))
    safe = np.where(tot > 0, tot, 1.0)
    o = np.where(seen[..., None], (w[..., None] * o_s).sum(0) / safe[..., None], 0.0)
    A = np.where(seen[..., None], (w[..., None] * np.abs(o_s)).sum(0) / safe[..., None], 0.0)
    x = np.where(np.isfinite(lse_s), np.abs(lse_s - mm) * math.log2(math.e), 0.0).max(0)
    if sink is not None:     # its weight: the same 3 roundings of x, v_exp_f32, one more f32 add
        x = np.maximum(x, np.abs(sink - mm) * math.log2(math.e))
    e = math.log(2) * 3 * U32 * x + U_EXP + (S + (sink is not None)) * U32
    with np.errstate(divide="ignore"):
        lse = np.where(seen, mm + np.log(safe), -np.inf)
    return o, lse, A, e, np.log2(safe)


def combine_tolerance(o, lse, A, e, log2sum, S: int, dtype: str):
    tol_o = ((2 * e / (1 - e) + S * U32)[..., None] * A + (U_EXP + U32) * 1.01 * np.abs(o)
             + U16[dtype] * (np.abs(o) + 2 * e[..., None] * A) + SUB16[dtype]) * 1.001
    tol_l = (e * 1.01 + math.log(2) * (U_EXP + 2 * U32) * np.abs(log2sum)
             + 2 * U32 * np.abs(np.where(np.isfinite(lse), lse, 0.0))) * 1.01
    seen = np.isfinite(lse)
    return np.where(seen[..., None], tol_o, 0.0), np.where(seen, tol_l, 0.0)


def make_case(params: dict, sizes: dict, rng: np.random.Generator) -> Case:
    B, Sq = runtime_size(sizes, "batch", 2), runtime_size(sizes, "seqlen_q", 37)
    S, D, H, dt = params["splits"], params["head_dim"], params["heads_q"], params["dtype"]
    npt = FORMATS[dt].np_dtype
    o_s = rng.standard_normal((S, B, Sq, H, D)).astype(np.float32)
    lse_s = (rng.standard_normal((S, B, Sq, H)) * 3).astype(np.float32)
    lse_s[rng.random((S, B, Sq, H)) < 0.25] = -np.inf          # splits that saw no key of the row
    lse_s[:, 0, 0, 0] = -np.inf                                # a row no split saw
    o_s[~np.isfinite(lse_s)] = 0.0
    sink = rng.uniform(-1.0, 4.0, H).astype(np.float32) if params.get("sink") else None
    o, lse, A, e, l2 = combine(o_s.astype(np.float64), lse_s.astype(np.float64),
                               None if sink is None else sink.astype(np.float64)[None, None, :])
    tol_o, tol_l = combine_tolerance(o, lse, A, e, l2, S, dt)
    ws = np.concatenate([o_s.reshape(-1), lse_s.reshape(-1)])
    n_o = B * Sq * H * D
    out = np.full(n_o + GUARD, SENTINEL[dt], np.uint16).view(npt)
    checks = [Check(arg="o", dtype=npt, count=n_o, expected=o.reshape(-1), atol=tol_o.reshape(-1),
                    guard=out[n_o:].copy(), shape=(B, Sq, H, D))]
    args = {"ws": ws, "o": out}
    if params["lse"]:
        n_l = B * H * Sq
        lbuf = np.full(n_l + GUARD, LSE_SENTINEL, np.uint32).view(np.float32)
        args["lse"] = lbuf
        checks.append(Check(arg="lse", dtype=np.float32, count=n_l, expected=np.moveaxis(lse, 2, 1).reshape(-1),
                            atol=np.moveaxis(tol_l, 2, 1).reshape(-1), guard=lbuf[n_l:].copy()))
    args.update({"seqlen_q": np.uint32(Sq), "batch": np.uint32(B)})
    if sink is not None:
        args["sink"] = sink
    return Case(args=args, sizes={"batch": B, "seqlen_q": Sq}, checks=checks,
                note=f"batch={B} seqlen_q={Sq} heads {H} D={D} S={S} partials -> {dt}")
