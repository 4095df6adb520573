"""gemm_schedule's bottleneck matching (binary search over thresholds) against brute force over all
permutations, and memoised plan_fragments handing out independent dicts."""
import itertools

import numpy as np
from hypothesis import given, settings, strategies as st

from flygen.plan.gemm_schedule import _bottleneck, _match, plan_fragments


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 6).flatmap(lambda n: st.lists(st.integers(-3, 9), min_size=n * n, max_size=n * n)))
def test_bottleneck_value_is_the_best_over_all_permutations(vals):
    n = int(round(len(vals) ** 0.5))
    w = np.array(vals, dtype=np.int64).reshape(n, n)
    best = max(min(w[r, p[r]] for r in range(n)) for p in itertools.permutations(range(n)))
    t, m = _bottleneck(w)
    assert t == best
    assert sorted(m) == list(range(n)) and min(w[r, m[r]] for r in range(n)) >= t


def test_match_by_hand():
    assert _match([[0, 1], [0]]) == [1, 0]            # row 1 can only take column 0: row 0 moves to 1
    assert _match([[0], [0]]) is None                 # two rows, one column
    assert _match([[1, 2], [0], [0, 1]]) == [2, 0, 1]


def test_cached_schedule_dicts_are_independent():
    needs = {(0, mi, ni): (("a", mi, 0), ("b", ni, 0)) for mi in range(2) for ni in range(2)}
    frags = [("b", 0, 0), ("b", 1, 0), ("a", 0, 0), ("a", 1, 0)]
    a = plan_fragments((1, 2, 2), needs, frags, 5, 1)
    a.slot[1].clear()
    a.read_at[0].clear()
    b = plan_fragments((1, 2, 2), dict(reversed(list(needs.items()))), list(frags), 5, 1)
    assert len(b.slot[1]) == 4 and len(b.read_at[0]) == 4
    assert set(b.slot[1]) == set(frags) and len(set(b.slot[1].values())) == 4
