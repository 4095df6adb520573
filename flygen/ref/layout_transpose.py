"""Reference of the layout_transpose family: x_ndhwc[n, p, c] = x[n, c, p], bit for bit (a copy: no rounding,
bound 0). Inputs are random bit patterns of the element width (every bf16 / fp8 encoding, NaNs included: the
kernel moves bytes and must not touch them); the output starts as a sentinel with a guard tail that must
survive (a store past the tensor, e.g. from a lane past P, fails the guard)."""
from __future__ import annotations

import numpy as np

from flygen.ref.case import Case, Check
from flygen.isa.dtypes import bytes_of

GUARD = 64
SENTINEL = {2: 0x7FC1, 1: 0x7F}
_UINT = {2: np.uint16, 1: np.uint8}


def small_sizes(params: dict) -> dict:
    return {}


def transpose(x_ncdhw: np.ndarray) -> np.ndarray:
    """[N, C, P] -> [N, P, C] (numpy's own axis move: an oracle independent of the layouts)."""
    return np.ascontiguousarray(np.moveaxis(x_ncdhw, 1, 2))


def case_for(params: dict, x_ncdhw: np.ndarray) -> Case:
    """The case of a given x [N, C, P] (conv3d's tests reuse it)."""
    e = bytes_of(params["dtype"])
    u = _UINT[e]
    x = np.ascontiguousarray(x_ncdhw).view(u).reshape(params["n"], params["c"], params["pixels"])
    want = transpose(x).reshape(-1)
    out = np.full(want.size + GUARD, SENTINEL[e], u)
    return Case(args={"x": x.reshape(-1), "x_ndhwc": out}, sizes={},
                checks=[Check(arg="x_ndhwc", dtype=u, count=want.size, expected=want.astype(np.float64), atol=0.0,
                              guard=out[want.size:].copy(), shape=(params["n"], params["pixels"], params["c"]))],
                note=f"x [{params['n']}, {params['c']}, {params['pixels']}] {params['dtype']} -> [N, P, C]")


def make_case(params: dict, sizes: dict, rng: np.random.Generator) -> Case:
    e = bytes_of(params["dtype"])
    x = rng.integers(0, 1 << (8 * e), (params["n"], params["c"], params["pixels"]), dtype=np.int64).astype(_UINT[e])
    return case_for(params, x)
