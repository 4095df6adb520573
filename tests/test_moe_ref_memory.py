"""The MoE references in O(rows + weights + output) memory (issue 19): each expert's rows times that expert's
weights, never a [rows, N, K] gather of the weights (3.9 GB at 333 tokens, topk 9, before)."""
from __future__ import annotations

import tracemalloc

import numpy as np
import pytest

from flygen.ref import moe


def test_expert_dot_is_the_gathered_product():
    rng = np.random.default_rng(1)
    rows, w = rng.standard_normal((50, 24)), rng.standard_normal((5, 7, 24))
    exp = rng.integers(0, 5, 50)
    exp[exp == 3] = 2                                    # one expert with no rows
    mag = np.einsum("rk,rnk->rn", np.abs(rows), np.abs(w[exp]))
    bound = 2 * rows.shape[1] * np.finfo(np.float64).eps * mag          # two summation orders of K terms
    assert np.all(np.abs(moe.expert_dot(rows, w, exp) - np.einsum("rk,rnk->rn", rows, w[exp])) <= bound)
    assert np.all(np.abs(moe.expert_dot(rows, w, exp, magnitude=True) - mag) <= bound)


@pytest.mark.parametrize("stage", [1, 2])
def test_reference_memory_is_linear_in_the_operands(stage):
    """tokens 333 x topk 9 over 16 experts: ~3500 sorted rows. A [rows, N, K] float64 gather would be
    3500 x 512 x 512 x 8 B = 7.3 GB (stage 1, gate|up); the weights themselves are 16 x 512 x 512 x 8 B = 34 MB."""
    p = dict(stage=stage, experts=16, topk=9, hidden=512, inter=256, tile_m=32, tile_n=128, tile_k=128,
             a_dtype="fp4", w_dtype="fp4")
    tracemalloc.start()
    try:
        case = moe.make_case(p, {"tokens": 333}, np.random.default_rng(0))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert case.checks[0].count > 0
    assert peak < 400 << 20, f"peak {peak >> 20} MB"
