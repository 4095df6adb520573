"""Fast paths of the layout algebra (issue #3): outer-sum tables and array evaluation against scalar crd2idx,
admissibility checked on B's image only (huge A), memoised composition / lower still raising on bad input."""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from flygen.errors import LayoutError
from flygen.layout import Layout, Swizzle, composition, crd2idx, make_composed_layout, parse_layout as P, size
from flygen.layout import checked
from flygen.layout.layout import evaluate, table
from flygen.layout.lower import lower

SHAPES = st.sampled_from([1, 2, 3, 4, 5, 8])
STRIDES = st.sampled_from([-3, 0, 1, 2, 3, 7, 16, 64])


@st.composite
def layouts(draw):
    n = draw(st.integers(1, 4))
    shape = tuple(draw(SHAPES) for _ in range(n))
    stride = tuple(draw(STRIDES) for _ in range(n))
    if n >= 3 and draw(st.booleans()):          # nested modes
        return Layout((shape[:2], shape[2:]), (stride[:2], stride[2:]))
    return Layout(shape, stride)


@settings(max_examples=200, deadline=None)
@given(layouts(), st.integers(0, 3))
def test_table_matches_scalar_crd2idx(lay, extra):
    # n beyond size: crd2idx lets the last mode take the rest (no wrap-around); n below size: a prefix
    for n in (size(lay), size(lay) + extra * 7, max(0, size(lay) - extra)):
        want = [crd2idx(i, lay.shape, lay.stride) for i in range(n)]
        assert table(lay, n).tolist() == want


@settings(max_examples=200, deadline=None)
@given(layouts(), st.lists(st.integers(0, 400), min_size=1, max_size=20))
def test_evaluate_matches_scalar_calls(lay, idx):
    got = evaluate(lay, np.array(idx).reshape(-1, 1))
    assert got.shape == (len(idx), 1)
    assert got[:, 0].tolist() == [lay(i) for i in idx]


def test_admissibility_is_checked_on_a_huge_left_layout():
    # A has 2^33 elements (a full table would need 64 GiB); B only reaches indices 0..4, so the check still runs
    # there: A(B(1,1)) = A(4) = 1 but the mode-wise result gives 0 -> not admissible
    big = P("(4,2,1073741824):(0,1,2)")
    with pytest.raises(LayoutError, match="not admissible"):      # the planners' checked composition
        checked.composition(big, P("(2,2):(2,2)"))
    ok = checked.composition(big, P("(2,4):(4,16)"))     # additive over these modes: checked and accepted
    assert [ok(i) for i in range(8)] == [big(P("(2,4):(4,16)")(i)) for i in range(8)]


def test_memoised_composition_raises_every_time_and_returns_equal_results():
    for _ in range(2):                            # a cached success must not hide a later failure (and vice versa)
        with pytest.raises(LayoutError):
            checked.composition(P("(4,2):(0,1)"), P("(2,2):(2,2)"))
        with pytest.raises(LayoutError):          # C++ static_assert "Shape Divisibility Condition"
            composition(P("(4,6):(1,10)"), P("6:1"))
    a, b = P("(6,2):(8,2)"), P("(4,3):(3,1)")
    r1, r2 = composition(a, b), composition(a, b)
    assert str(r1) == str(r2) == "((2,2),3):((24,2),8)"     # CuTe docs' worked example
    assert composition(Layout(8, 2), 4) == Layout(4, 2)          # an int tiler n = n:1; (2i) o i = 2i on 4


def test_memoised_lower_raises_every_time():
    neg = Layout((64, 4), (1, -128))
    for _ in range(2):
        with pytest.raises(LayoutError, match="negative"):
            lower(neg, {"lane": 64})
    sw = make_composed_layout(Swizzle(3, 4, 4), 0, Layout((256, 2), (16, 4096)))
    a, b = lower(sw, {"tid": 256}), lower(sw, {"tid": 256}, max_imm=65535)
    assert a == b
    assert lower(sw, {"tid": 256}, max_imm=0) != a              # max_imm is part of the question


@settings(max_examples=100, deadline=None)
@given(layouts())
def test_call_on_an_array_leaves_it_alone_and_matches_scalar(lay):
    # L(i) on a numpy array once divided the caller's array in place (crd //= n), so the indices a caller
    # still held were wrong afterwards (seen with ((16,16),(16,8)):((16,0),(1,256)))
    i = np.arange(size(lay))
    got = lay(i)
    assert (i == np.arange(size(lay))).all()
    assert [int(x) for x in np.atleast_1d(got)] == [lay(int(k)) for k in range(size(lay))]


def test_call_on_an_array_hierarchical_zero_strides():
    lay = P("((16,16),(16,8)):((16,0),(1,256))")
    i = np.arange(size(lay))
    assert list(lay(i)) == [lay(int(k)) for k in i]
