"""Host side of gemm_splitk_reduce run alone: random f32 partials, and the exact (bitwise) expected C.

The kernel's order is fixed (flygen/plan/gemm_splitk_reduce.py): acc = ws[0]; acc = fl32(acc + ws[s]) for
s = 1..S-1; then fl32(fl32(acc * scale_a[m]) * scale_b[n]) and bf16 RNE. numpy float32 arithmetic is IEEE
RNE with subnormals, so the expected values are computed in that same order and must match bit for bit
(atol 0): the deterministic mode's reproducibility claim, checked against an independent implementation.
"""
from __future__ import annotations

import numpy as np

from flygen.isa.dtypes import FORMATS
from flygen.ref.case import Case, Check, ragged, runtime_size
from flygen.ref.gemm import GUARD, SENTINEL_BF16


def expected(ws: np.ndarray, sa=None, sb=None) -> np.ndarray:
    """C (bf16) of partials ws [S, M, N] f32 in the kernel's order."""
    acc = ws[0].astype(np.float32)
    for s in range(1, ws.shape[0]):
        acc = (acc + ws[s]).astype(np.float32)
    if sa is not None:
        acc = (acc * sa[:, None]).astype(np.float32)
        acc = (acc * sb[None, :]).astype(np.float32)
    return acc.astype(FORMATS["bf16"].np_dtype)


def small_sizes(params: dict) -> dict:
    """The smallest runtime sizes that still exercise the kernel run alone: two rows (one workgroup row each)
    and two column blocks, the second ragged and odd."""
    if params.get("layout") == "rows":
        return {"tokens": 2, "hidden": ragged(params["block"])}
    return {"M": 2, "N": ragged(params["block"])}


def rows_case(params: dict, sizes: dict, rng: np.random.Generator) -> Case:
    """layout rows (the MoE reduce) alone: random f32 rows ws[M * S, N]; out = the in-order sum, bitwise."""
    m, n, s = runtime_size(sizes, "tokens", 37), runtime_size(sizes, "hidden", 300), params["splits"]
    odt = FORMATS[params["out_dtype"]].np_dtype
    part = (rng.standard_normal((m, s, n)) * 100).astype(np.float32)
    ws = np.concatenate([part.reshape(-1), np.full(GUARD, 7.0, np.float32)])
    acc = part[:, 0].copy()
    for z in range(1, s):
        acc = (acc + part[:, z]).astype(np.float32)
    want = acc.astype(odt).astype(np.float64).reshape(-1)
    out = np.full(m * n + GUARD, SENTINEL_BF16, np.uint16).view(odt)
    args = {"ws": ws, "out": out, "tokens": np.uint32(m), "hidden": np.uint32(n)}
    checks = [Check(arg="out", dtype=odt, count=m * n, expected=want, atol=0.0, guard=out[m * n:].copy(),
                    shape=(m, n)),
              Check(arg="ws", dtype=np.float32, count=m * n * s, expected=part.reshape(-1).astype(np.float64),
                    atol=0.0, guard=ws[s * m * n:].copy())]
    return Case(args=args, sizes={"tokens": m, "hidden": n}, checks=checks,
                note=f"tokens={m} hidden={n} S={s} layout rows -> {params['out_dtype']} (exact: bitwise)")


def make_case(params: dict, sizes: dict, rng: np.random.Generator) -> Case:
    if params.get("layout") == "rows":
        return rows_case(params, sizes, rng)
    m, n = runtime_size(sizes, "M", 37), runtime_size(sizes, "N", 300)
    s, atomic, scaled = params["splits"], params["mode"] == "atomic", params["scaled"]
    part = (rng.standard_normal((s, m, n)) * 100).astype(np.float32)
    ws = np.concatenate([part.reshape(-1), np.full(GUARD, 7.0, np.float32)])
    sa = rng.uniform(0.25, 2.0, m).astype(np.float32) if scaled else None
    sb = rng.uniform(0.25, 2.0, n).astype(np.float32) if scaled else None
    want = expected(part, sa, sb).astype(np.float64).reshape(-1)
    c = np.full(m * n + GUARD, SENTINEL_BF16, np.uint16).view(FORMATS["bf16"].np_dtype)
    args = {"ws": ws, **({"scale_a": sa, "scale_b": sb} if scaled else {}), "c": c, "m": np.uint32(m),
            "n": np.uint32(n)}
    checks = [Check(arg="c", dtype=FORMATS["bf16"].np_dtype, count=m * n, expected=want, atol=0.0,
                    guard=c[m * n:].copy(), shape=(m, n)),
              # atomic: zeroed for the next launch; deterministic: left as it was (read only)
              Check(arg="ws", dtype=np.float32, count=m * n * s,
                    expected=np.zeros(m * n * s) if atomic else part.reshape(-1).astype(np.float64), atol=0.0,
                    guard=ws[s * m * n:].copy())]
    return Case(args=args, sizes={"M": m, "N": n}, checks=checks,
                note=f"M={m} N={n} S={s} {params['mode']}{' scaled' if scaled else ''} (exact: bitwise)")
