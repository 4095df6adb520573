"""Host side of gemm_splitk_reduce run alone: random f32 partials, and the exact (bitwise) expected C.

The kernel's order is fixed (flygen/plan/gemm_splitk_reduce.py): acc = ws[0]; acc = fl32(acc + ws[s]) for
s = 1..S-1; then fl32(fl32(acc * scale_a[m]) * scale_b[n]) and bf16 RNE. numpy float32 arithmetic is IEEE
RNE with subnormals, so the expected values are computed in that same order and must match bit for bit
(atol 0): the deterministic mode's reproducibility claim, checked against an independent implementation.
With `acc: i32` (exact integer sums, then one conversion), an epilogue (bias, relu: exact f32 steps; silu /
gelu: float64 of the f32 pre-activation value under the activation's bound) and f16 out (RNE) the same holds.
"""
from __future__ import annotations

import numpy as np

from flygen.activations import of_epilogue
from flygen.errors import FlygenError
from flygen.isa.dtypes import FORMATS
from flygen.ref.case import Case, Check, ragged, runtime_size
from flygen.ref.gemm import GUARD, SENTINEL_BF16


def expected(ws: np.ndarray, sa=None, sb=None) -> np.ndarray:
    """C (bf16) of partials ws [S, M, N] f32 in the kernel's order (sa of one element: scale_a: tensor)."""
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
    if params.get("c_layout", "rows") == "ncdhw":        # whole images: two of them
        return {"M": 2 * params["pixels"], "N": ragged(params["block"])}
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


def _epilogue(acc: np.ndarray, bias, epilogue: str, out: str) -> tuple[np.ndarray, np.ndarray]:
    """(expected, atol) of C from the f32 value after the scales: + bias in f32, then the activation, RNE to
    `out`. none / bias / relu are exact f32 steps (atol 0, bitwise); silu / gelu are checked against float64
    of the f32 pre-activation value under the bound of flygen.ref.gemm_preshuffle (their f32 ops, v_exp_f32 and
    v_rcp_f32 as 1 ulp each, then half an ulp of `out`)."""
    from flygen.ref.gemm_preshuffle import activation, activation_f32_err
    from flygen.ref.tolerance import half_ulp
    odt = FORMATS[out].np_dtype
    if epilogue.startswith("bias"):
        acc = (acc + bias.astype(np.float32)[None, :]).astype(np.float32)
    else:                                   # relu / silu / gelu alone: bias_*'s activation, no bias
        epilogue = "bias_" + epilogue if epilogue != "none" else epilogue
    act = of_epilogue(epilogue)
    if act is None or act.exact:            # none / bias / relu: exact f32 steps (relu's reference in f32)
        y = acc if act is None else act.reference(acc).astype(np.float32)
        return y.astype(odt).astype(np.float64), np.zeros(acc.shape)
    v = acc.astype(np.float64)
    y = activation(v, epilogue)
    e_y = activation_f32_err(v, y, epilogue)
    return y, e_y + half_ulp(np.abs(y) + e_y, out)


def make_case(params: dict, sizes: dict, rng: np.random.Generator) -> Case:
    if params.get("layout") == "rows":
        return rows_case(params, sizes, rng)
    ncdhw = params.get("c_layout", "rows") == "ncdhw"
    m = runtime_size(sizes, "M", 3 * params["pixels"] if ncdhw else 37)
    n = runtime_size(sizes, "N", 300)
    s, atomic, scaled = params["splits"], params["mode"] == "atomic", params["scaled"]
    i32, epi, out = params.get("acc", "f32") == "i32", params.get("epilogue", "none"), params.get("out_dtype", "bf16")
    odt = FORMATS[out].np_dtype
    if i32:     # exact i32 partials; the sum (x the scales) stays inside i32 and f16
        part = rng.integers(-(1 << 10), 1 << 10, (s, m, n)).astype(np.int32)
        ws = np.concatenate([part.reshape(-1), np.full(GUARD, 7, np.int32)])
    else:
        part = (rng.standard_normal((s, m, n)) * 100).astype(np.float32)
        ws = np.concatenate([part.reshape(-1), np.full(GUARD, 7.0, np.float32)])
    rows_a = 1 if params.get("scale_a", "rows") == "tensor" else m      # tensor: one scale_a for every row
    sa = rng.uniform(0.25, 2.0, rows_a).astype(np.float32) if scaled else None
    sb = rng.uniform(0.25, 2.0, n).astype(np.float32) if scaled else None
    has_bias, f32_bias = epi.startswith("bias"), params.get("bias_dtype", "out") == "f32"
    bias = (rng.standard_normal(n) * 100).astype(np.float32 if f32_bias else odt) if has_bias else None
    if i32 or epi != "none" or out != "bf16":
        acc = part.sum(0, dtype=np.int64).astype(np.int32).astype(np.float32) if i32 else part[0].copy()
        for z in range(1, 1 if i32 else s):
            acc = (acc + part[z]).astype(np.float32)
        if scaled:
            acc = (acc * sa[:, None]).astype(np.float32)
            acc = (acc * sb[None, :]).astype(np.float32)
        want, atol = _epilogue(acc, bias, epi, out)
        want, atol = want.reshape(-1), atol.reshape(-1)
    else:
        want, atol = expected(part, sa, sb).astype(np.float64).reshape(-1), 0.0
    c = np.full(m * n + GUARD, SENTINEL_BF16, np.uint16).view(odt)
    args = {"ws": ws, **({"scale_a": sa, "scale_b": sb} if scaled else {}), **({"bias": bias} if has_bias else {}),
            "c": c, "m": np.uint32(m), "n": np.uint32(n)}
    wdt = np.int32 if i32 else np.float32
    shape = (m, n)
    if params.get("c_layout", "rows") == "ncdhw":     # C[m, n] at ((P, M/P), N) : ((2, 2NP), 2P): y[img, n, pixel]
        P = params["pixels"]
        if m % P:
            raise FlygenError(f"runtime size M: c_layout ncdhw stores whole images of pixels = {P} rows, got M = {m}")
        want, atol = (np.ascontiguousarray(np.broadcast_to(a, (m * n,)).reshape(m // P, P, n).transpose(0, 2, 1))
                      .reshape(-1) for a in (want, atol))
        shape = (m // P, n, P)
    checks = [Check(arg="c", dtype=odt, count=m * n, expected=want, atol=atol, guard=c[m * n:].copy(), shape=shape),
              # atomic: zeroed for the next launch; deterministic: left as it was (read only)
              Check(arg="ws", dtype=wdt, count=m * n * s,
                    expected=np.zeros(m * n * s) if atomic else part.reshape(-1).astype(np.float64), atol=0.0,
                    guard=ws[s * m * n:].copy())]
    act = of_epilogue(epi)
    exact = "exact: bitwise" if act is None or act.exact else "activation within its f32 bound"
    return Case(args=args, sizes={"M": m, "N": n}, checks=checks,
                note=f"M={m} N={n} S={s} {params['mode']}{' scaled' if scaled else ''}{' i32' if i32 else ''}"
                     f"{' ' + epi if epi != 'none' else ''} -> {out} ({exact})")
