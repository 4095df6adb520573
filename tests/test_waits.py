"""The law of flygen.plan.waits.wait_counts, checked against a model of an in-order counter: every use is
covered by a wait (its keys' newest issues have landed), and no placed wait is stronger than needed (one more
outstanding operation would leave the use uncovered, unless the count was capped to the counter field)."""
from hypothesis import given, settings
from hypothesis import strategies as st

from flygen.isa import limits
from flygen.plan.waits import covering, wait_counts

KEYS = range(5)
event = st.one_of(st.tuples(st.just("issue"), st.sampled_from(KEYS)),
                  st.tuples(st.just("use"), st.lists(st.sampled_from(KEYS), min_size=1, max_size=3).map(tuple)),
                  st.tuples(st.just("fill"), st.lists(st.sampled_from(KEYS), max_size=2).map(tuple)),
                  st.tuples(st.just("wait"), st.integers(0, 6)),
                  st.none())


def check(events, cap):
    placed = wait_counts(events, cap)
    issued, newest, horizon = 0, {}, 0     # horizon: ops [0, horizon) landed, by the waits so far
    for i, ev in enumerate(events):
        if ev is None:
            continue
        kind, arg = ev
        if kind in ("issue", "fill"):
            for k in (arg,) if kind == "issue" else arg:
                newest[k] = issued
            issued += 1
        elif kind == "wait":
            horizon = max(horizon, issued - arg)
        else:
            need = [newest[k] for k in arg if k in newest]
            uncovered = [p for p in need if p >= horizon]
            assert (i in placed) == bool(uncovered), (i, placed, need, horizon)     # a wait iff one is needed
            if i in placed:
                n, top = placed[i]
                assert top == max(need) and 0 <= n <= cap
                after = issued - 1 - top                  # operations issued after the newest one needed
                assert n == min(after, cap)               # covers it, and n + 1 would not (or capped)
                horizon = max(horizon, issued - n)
            assert all(p < horizon for p in need)         # covered
    assert all(events[i][0] == "use" for i in placed)


@settings(max_examples=400, deadline=None)
@given(st.lists(event, max_size=40), st.sampled_from([limits.LGKMCNT_MAX, limits.VMCNT_MAX, 0, 1, 3]))
def test_every_use_is_covered_by_the_weakest_wait(events, cap):
    check(events, cap)


def test_by_hand():
    ev = [("issue", "a"), ("issue", "b"), ("issue", "c"), ("use", ("a",)), ("use", ("b",)), ("issue", "a"),
          ("use", ("a", "c")), ("use", ("c",)), ("wait", 0), ("use", ("b",))]
    # a: 2 issued after it -> lgkmcnt(2); b: 1 -> (1); the new a is the newest -> (0); c, b landed already
    assert wait_counts(ev) == {3: (2, 0), 4: (1, 1), 6: (0, 3)}
    assert wait_counts([("issue", k) for k in range(40)] + [("use", (0,))]) == {40: (limits.LGKMCNT_MAX, 0)}
    assert wait_counts([("issue", 0), ("wait", 5), ("use", (0,))]) == {2: (0, 0)}   # wait(5), 1 out: lands none
    # ("fill", keys): one operation filling several keys counts once; ("fill", ()) only counts
    fill = [("fill", ("a", "b")), ("fill", ()), ("issue", "c"), ("use", ("b",)), ("use", ("a", "c"))]
    assert wait_counts(fill) == {3: (2, 0), 4: (0, 2)}
    assert wait_counts(fill) == wait_counts([("issue", "ab"), ("issue", "x"), ("issue", "c"), ("use", ("ab",)),
                                             ("use", ("ab", "c"))])


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 6), min_size=1, max_size=5), st.data())
def test_covering_leaves_out_exactly_the_later_groups(groups, data):
    used = data.draw(st.integers(0, len(groups) - 1))
    # every op of the used group landed once at most the ops issued after it are outstanding (capped)
    assert covering(groups, used) == min(sum(groups[used + 1:]), limits.VMCNT_MAX)
    assert covering(groups, used, cap=2) == min(sum(groups[used + 1:]), 2)


def test_covering_by_hand():
    assert covering((4, 8), 0) == 8 and covering((4, 8, 4), 1) == 4 and covering((8, 4), 1) == 0
