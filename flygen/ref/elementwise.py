"""Inputs, numpy reference and error bound for the elementwise family (out = alpha*x + beta*y)."""
from __future__ import annotations

import numpy as np

from flygen.isa.dtypes import FORMATS
from flygen.ref.case import Case, Check, ragged, runtime_size

GUARD = 64  # elements after n in every buffer, filled with a sentinel and checked untouched


def np_type(dtype: str):
    return FORMATS[dtype].np_dtype


def ulp(x: np.ndarray, dtype: str) -> np.ndarray:
    """Spacing of `dtype` at |x| (denormal spacing below the normal range)."""
    f = FORMATS[dtype]
    tiny = np.ldexp(1.0, 1 - f.bias)                      # smallest normal
    e = np.floor(np.log2(np.maximum(np.abs(x), tiny)))
    return np.ldexp(1.0, (e - f.mbits).astype(int))


def small_sizes(params: dict) -> dict:
    """The smallest runtime sizes that still exercise the kernel: two workgroups, the second a ragged odd tail."""
    return {"n": ragged(params["block"] * params["vector"])}


def make_case(params: dict, sizes: dict, rng: np.random.Generator) -> Case:
    n = runtime_size(sizes, "n", 1000)
    xt, yt = np_type(params["x_dtype"]), np_type(params["y_dtype"])
    x = rng.standard_normal(n + GUARD).astype(xt)
    y = rng.standard_normal(n + GUARD).astype(yt)
    alpha, beta = np.float32(rng.uniform(-2, 2)), np.float32(rng.uniform(-2, 2))
    x64, y64 = x[:n].astype(np.float64), y[:n].astype(np.float64)
    exact = float(alpha) * x64 + float(beta) * y64
    # Error bound from the formats: the kernel rounds beta*y to f32, rounds the fma to f32, then rounds to
    # the output type (RNE): |err| <= eps32*(|beta*y| + |exact|) + ulp_out(exact)/2, eps32 = 2^-24.
    eps32 = 2.0 ** -24
    tol = eps32 * (np.abs(float(beta) * y64) + np.abs(exact)) * 1.0001 + 0.5 * ulp(exact, params["y_dtype"])
    return Case(
        args={"x": x, "y": y, "alpha": alpha, "beta": beta, "n": np.uint32(n)},
        sizes={"n": n},
        checks=[Check(arg="y", dtype=yt, count=n, expected=exact, atol=tol, guard=y[n:].copy())],
        note=f"n={n}, alpha={float(alpha):.4g}, beta={float(beta):.4g}",
    )
