"""Layout algebra: CuTe-doc worked examples (table tests) and the laws (hypothesis)."""
import pytest
from hypothesis import assume, given, settings, strategies as st

from flygen.errors import LayoutError
from flygen.layout import (ComposedLayout, Layout, Swizzle, blocked_product, checked, coalesce, complement,
                           composition, cosize, crd2idx, depth, flat_divide, idx2crd, left_inverse, logical_divide,
                           logical_product, make_composed_layout, make_layout, make_ordered_layout,
                           parse_layout as P, raked_product, rank, right_inverse, size, tile_to_shape,
                           tiled_divide, tiled_product, zipped_divide, zipped_product)

# ------------------------------------------------------------------ table tests
# Expected values quoted from CUTLASS media/docs/cpp/cute/01_layout.md / 02_layout_algebra.md
# ("docs") or from the FlyDSL results listed in issue #3 ("flydsl").

CASES = [
    # docs, Coalesce
    (lambda: coalesce(P("(2,(1,6)):(1,(6,2))")), "12:1"),
    # docs, By-mode Coalesce
    (lambda: coalesce(P("(2,(1,6)):(1,(6,2))"), (1, 1)), "(2,6):(1,2)"),
    # docs, Composition examples
    (lambda: composition(P("20:2"), P("(5,4):(4,1)")), "(5,4):(8,2)"),
    (lambda: composition(P("(10,2):(16,4)"), P("(5,4):(1,5)")), "(5,(2,2)):(16,(80,4))"),
    (lambda: composition(P("(6,2):(8,2)"), P("(4,3):(3,1)")), "((2,2),3):((24,2),8)"),
    # docs, By-mode composition: (12,(4,8)):(59,(13,1)) o <3:4, 8:2>
    (lambda: composition(P("(12,(4,8)):(59,(13,1))"), (P("3:4"), P("8:2"))), "(3,(2,4)):(236,(26,1))"),
    # docs, Complement examples
    (lambda: complement(P("4:1"), 24), "6:4"),
    (lambda: complement(P("6:4"), 24), "4:1"),
    (lambda: complement(P("(4,6):(1,4)"), 24), "1:0"),
    (lambda: complement(P("4:2"), 24), "(2,3):(1,8)"),            # also flydsl
    (lambda: complement(P("(2,4):(1,6)"), 24), "3:2"),
    (lambda: complement(P("(2,2):(1,6)"), 24), "(3,2):(2,12)"),
    # docs, Logical Divide 1-D
    (lambda: logical_divide(P("(4,2,3):(2,1,8)"), P("4:2")), "((2,2),(2,3)):((4,1),(2,8))"),
    # docs, Logical Divide 2-D and zipped_divide
    (lambda: logical_divide(P("(9,(4,8)):(59,(13,1))"), (P("3:3"), P("(2,4):(1,8)"))),
     "((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))"),
    (lambda: zipped_divide(P("(9,(4,8)):(59,(13,1))"), (P("3:3"), P("(2,4):(1,8)"))),
     "((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))"),
    # flydsl
    (lambda: logical_divide(P("(4,8):(1,4)"), P("(2,4):(1,2)")), "((2,4),4):((1,2),8)"),
    # docs, Logical Product 1-D
    (lambda: logical_product(P("(2,2):(4,1)"), P("6:1")), "((2,2),(2,3)):((4,1),(2,8))"),
    # flydsl
    (lambda: raked_product(P("(2,2):(1,2)"), P("(3,4):(4,1)")), "((3,2),(4,2)):((16,1),(4,2))"),
    # compiled CuTe (tests/data/layout/cute_cpp.json): blocked keeps the 2x2 block whole inside the (3,4)
    # row-major arrangement; since CUTLASS v3.8.0 the modes are not coalesced, so mode 1 stays (2,4):(2,4)
    (lambda: blocked_product(P("(2,2):(1,2)"), P("(3,4):(4,1)")), "((2,3),(2,4)):((1,16),(2,4))"),
    # hand-derived: right inverse of row-major (4,8) is column-major (8,4)
    (lambda: right_inverse(P("(4,8):(8,1)")), "(8,4):(4,1)"),
    (lambda: make_ordered_layout((4, (2, 3)), (1, 0)), "(4,(2,3)):(6,(1,2))"),
    (lambda: tiled_divide(P("(16,32):(32,1)"), (4, 8)), "((4,8),4,4):((32,1),128,8)"),
    (lambda: flat_divide(P("(16,32):(32,1)"), (4, 8)), "(4,8,4,4):(32,1,128,8)"),
]


@pytest.mark.parametrize("fn,expected", CASES)
def test_worked_examples(fn, expected):
    assert str(fn()) == expected


def test_flydsl_swizzle_composed():
    c = make_composed_layout(Swizzle(3, 4, 4), 0, P("(16,128):(128,1)"))
    got = {crd: c(crd) for crd in [(0, 0), (1, 16), (2, 0), (2, 16), (15, 112)]}
    assert got == {(0, 0): 0, (1, 16): 144, (2, 0): 272, (2, 16): 256, (15, 112): 1920}


def test_layout_basics():
    lay = P("((16,4),(8,2)):((1,16),(64,512))")
    assert (rank(lay), depth(lay), size(lay), cosize(lay)) == (2, 2, 1024, 1024)
    assert lay(((3, 1), (2, 1))) == 3 + 16 + 128 + 512
    assert lay(3 + 16 * 1 + 64 * 2 + 512 * 1) == 3 + 16 + 128 + 512   # int index splits colex
    assert str(Layout((2, 3))) == "(2,3):(1,2)"
    assert idx2crd(5, (2, 3)) == (1, 2) and crd2idx((1, 2), (2, 3)) == 5
    assert str(P(" (4,8) : (1,4) ")) == "(4,8):(1,4)"
    assert lay((None, (1, 0))) == Layout(((16, 4),), ((1, 16),))    # C++ slice: the kept modes as a tuple
    assert lay(None) == lay and lay((None, (None, 1))) == P("((16,4),8):((1,16),64)")


@pytest.mark.parametrize("bad", ["(4,8", "(4,8):(1,4):(1)", "(4,a):(1,4)", "(4,8):(1,(4,2))", ""])
def test_parse_errors(bad):
    with pytest.raises(LayoutError):
        P(bad)


def test_refusals_where_cpp_does_not_compile():
    """The algebra refuses exactly where CuTe C++ (static integers) has a static_assert."""
    with pytest.raises(LayoutError, match="Shape Divisibility Condition"):
        composition(P("(4,6):(1,10)"), P("6:1"))       # 6 is not a multiple of min(4, 6) (composition_impl)
    with pytest.raises(LayoutError, match="non-injective"):
        complement(P("(2,3):(2,3)"), 24)               # step 3 / 4 == 0 ("Non-injective Layout")
    with pytest.raises(LayoutError, match="more modes"):
        logical_divide(P("(4,8):(1,4)"), (2, 2, 2))    # "logical_divide: Too many modes in tiler."
    with pytest.raises(LayoutError, match="rank 2"):
        zipped_divide(P("(4,8):(1,4)"), (None, 2))     # zip2_by: a None mode must be rank 2
    with pytest.raises(LayoutError):
        tile_to_shape(P("(2,2)"), (6, 5))
    with pytest.raises(LayoutError):
        Swizzle(3, 4, 2)


def test_cpp_results_where_flygen_used_to_refuse():
    # tiles that do not divide: the rest mode reaches past A (C++ gives a layout, so does flygen)
    assert logical_divide(P("24:1"), P("5:1")) == P("(5,5):(1,5)")
    assert logical_divide(P("2:0"), P("2:2")) == P("(2,2):(0,0)")
    # A not additive over B's modes: C++ composes mode by mode without checking
    assert composition(P("(4,2):(0,1)"), P("(2,2):(2,2)")) == P("(2,2):(0,0)")
    # strides that do not divide each other: C++ divides with truncation
    assert complement(P("(3,2):(2,7)"), 28) == P("(2,2):(1,14)")     # 2/1, 7/6 = 1 (dropped), ceil(28/14)


def test_planner_checks_refuse_with_located_errors():
    """flygen.layout.checked: the same results, refusing what a kernel must not get."""
    with pytest.raises(LayoutError, match="does not divide"):
        checked.logical_divide(P("24:1"), P("5:1"))
    with pytest.raises(LayoutError, match="does not divide"):
        checked.zipped_divide(P("(8,6):(1,8)"), (4, 4))
    with pytest.raises(LayoutError, match="not admissible"):
        checked.composition(P("(4,2):(0,1)"), P("(2,2):(2,2)"))   # A(2)+A(2) != A(4)
    with pytest.raises(LayoutError, match="not a multiple"):
        checked.complement(P("(3,2):(2,7)"), 28)
    assert checked.zipped_divide(P("(8,6):(1,8)"), (4, 3)) == zipped_divide(P("(8,6):(1,8)"), (4, 3))


def test_complement_cotarget_shape_folds_mode_by_mode():
    # C++ complement(B, shape): rest = ceil_div(shape, stride) through the modes; logical_divide uses shape(A)
    assert complement(P("3:1"), (4, 6)) == P("12:3")              # ceil_div((4,6), 3) = (2,6)
    assert complement(P("3:1"), 24) == P("8:3")
    assert complement(P("3:1"), P("(4,6):(1,4)")) == P("12:3")   # a layout cotarget: its shape
    assert complement(P("4:0"), 1) == P("1:0") and complement(P("4:0"), 6) == P("6:1")


def test_tile_to_shape_function():
    t = tile_to_shape(P("(2,2):(2,1)"), (4, 6))        # row-major 2x2 blocks, column-major block order
    for i in range(4):
        for j in range(6):
            blk = (i // 2) + 2 * (j // 2)
            assert t((i, j)) == 4 * blk + 2 * (i % 2) + (j % 2)


# ------------------------------------------------------------------ laws

SHAPES = st.sampled_from([1, 2, 3, 4, 6, 8])


@st.composite
def layouts(draw, max_modes=3, allow_zero=True):
    n = draw(st.integers(1, max_modes))
    shape = tuple(draw(SHAPES) for _ in range(n))
    stride = tuple(draw(st.sampled_from([0, 1, 2, 3, 4, 8, 12, 16, 32]) if allow_zero
                        else st.sampled_from([1, 2, 3, 4, 8, 12, 16, 32])) for _ in range(n))
    if draw(st.booleans()) and n >= 2:
        return Layout((shape[:2],) + shape[2:], (stride[:2],) + stride[2:])
    return Layout(shape, stride)


@st.composite
def injective(draw):
    """Modes stacked with gaps in a random order: strides divide each other, so complement applies."""
    n = draw(st.integers(1, 3))
    shapes = [draw(st.sampled_from([2, 3, 4])) for _ in range(n)]
    order = draw(st.permutations(range(n)))
    strides = [0] * n
    cur = 1
    for i in order:
        cur *= draw(st.sampled_from([1, 2, 3]))
        strides[i] = cur
        cur *= shapes[i]
    return Layout(tuple(shapes), tuple(strides))


def table(lay, n=None):
    return [lay(i) for i in range(size(lay) if n is None else n)]


@settings(max_examples=300, deadline=None)
@given(layouts(), layouts())
def test_composition_is_function_composition(a, b):
    assume(max(table(b)) < size(a))          # CuTe's law: B's image inside A's domain
    try:
        r = checked.composition(a, b)        # admissible (A additive over B's modes)
    except LayoutError:
        assume(False)
    assert size(r) == size(b) and r.shape == b.shape or rank(r) == rank(b)
    assert table(r) == [a(b(i)) for i in range(size(b))]
    assert table(composition(a, b)) == table(r)


@settings(max_examples=200, deadline=None)
@given(layouts(), st.integers(1, 8))
def test_composition_with_an_int_is_the_first_n_elements(a, n):
    # C++ composes with coalesce_x(A): A's function, extended past size(A) by its last mode, on [0, n)
    try:
        r = composition(a, n)
    except LayoutError:
        assume(False)
    assert size(r) == n and table(r) == [a(i) for i in range(n)]


@settings(max_examples=300, deadline=None)
@given(layouts())
def test_coalesce_preserves_function(a):
    c = coalesce(a)
    assert size(c) == size(a) and depth(c) <= 1
    assert table(c) == table(a)
    assert all(s != 1 for s in (c.shape if isinstance(c.shape, tuple) else (c.shape,))) or c == Layout(1, 0)
    prof = tuple(1 for _ in range(rank(a)))
    cp = coalesce(a, prof)                   # by mode: rank kept, each mode coalesced, same function
    assert rank(cp) == rank(a) and table(cp) == table(a)


@settings(max_examples=300, deadline=None)
@given(injective(), st.integers(1, 4))
def test_complement_disjoint_and_covers(a, k):
    m = cosize(a) * k
    c = complement(a, m)
    img_a = set(table(a))
    img_c = set(table(c))
    assert img_a & img_c == {0}
    both = [a(i) + c(j) for j in range(size(c)) for i in range(size(a))]
    assert len(set(both)) == len(both)                       # (A, C) injective
    assert set(range(m)) <= set(both)                        # covers [0, M)
    assert all(x < y for x, y in zip(table(c), table(c)[1:]))  # ordered


@settings(max_examples=300, deadline=None)
@given(layouts())
def test_right_inverse(a):
    r = right_inverse(a)
    assert [a(r(i)) for i in range(size(r))] == list(range(size(r)))


@settings(max_examples=150, deadline=None)
@given(injective())
def test_left_inverse(a):
    li = left_inverse(a)
    assert [li(a(i)) for i in range(size(a))] == list(range(size(a)))


@settings(max_examples=300, deadline=None)
@given(st.one_of(injective(), layouts()), injective())
def test_logical_divide_law(a, b):
    try:
        d = logical_divide(a, b)
    except LayoutError:
        assume(False)
    # C++: A o (B, complement(B, shape(coalesce(A)))); for a rank-1 A, or a tile that evenly divides shape(A)
    # (C++ evenly_divides, the planners' check), the same function as the docs' A o (B, complement(B, size(A)))
    assert d == composition(a, make_layout(b, complement(b, coalesce(a).shape)))
    try:
        checked.require_divides(a, b)
    except LayoutError:
        if rank(a) == 1 and not isinstance(a.shape, tuple):
            assert d == composition(a, make_layout(b, complement(b, size(a))))
        return
    ref = composition(a, make_layout(b, complement(b, size(a))))
    assert table(d) == table(ref)
    tile = make_layout(b, complement(b, size(a)))
    try:
        checked.composition(a, tile)        # C++ does not check admissibility; the law needs it
    except LayoutError:
        return
    if max(table(tile)) < size(a):
        assert sorted(table(d)) == sorted(table(a))           # a divide permutes A's elements


@settings(max_examples=150, deadline=None)
@given(layouts(), st.lists(st.one_of(st.none(), injective(), st.sampled_from([1, 2, 3])), min_size=1, max_size=3))
def test_divides_are_one_function_regrouped(a, tiler):
    """zipped/tiled/flat_divide regroup logical_divide's modes: the same multiset of values, same size."""
    try:
        ld = logical_divide(a, tiler)
        assume(size(ld) <= 2048)
        outs = [zipped_divide(a, tiler), tiled_divide(a, tiler), flat_divide(a, tiler)]
    except LayoutError:
        assume(False)
    for o in outs:
        assert size(o) == size(ld) and sorted(table(o)) == sorted(table(ld))
    z = outs[0]
    assert rank(z) == 2 and rank(outs[1]) == 1 + rank(z[1])


@settings(max_examples=80, deadline=None)
@given(injective(), layouts(allow_zero=False))
def test_logical_product_modes(a, b):
    try:
        p = logical_product(a, b)
    except LayoutError:
        assume(False)
    assert table(p[0]) == table(a)
    assert size(p) == size(a) * size(b)
    assert table(p[1]) == table(composition(complement(a, size(a) * cosize(b)), b))
    for other in (zipped_product(a, b), tiled_product(a, b), blocked_product(a, b), raked_product(a, b)):
        assert size(other) == size(p) and sorted(table(other)) == sorted(table(p))
    assert rank(blocked_product(a, b)) == max(rank(a), rank(b))


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 4), st.integers(0, 5), st.integers(-8, 8), st.integers(0, 1 << 14))
def test_swizzle_involution(b, m, s, x):
    assume(abs(s) >= b and m + min(0, s) >= 0)
    sw = Swizzle(b, m, s)
    assert sw(sw(x)) == x
    # independent restatement of the S >= 0 formula from the issue
    if s >= 0:
        assert sw(x) == x ^ ((x >> s) & (((1 << b) - 1) << m))


@settings(max_examples=100, deadline=None)
@given(layouts(max_modes=2, allow_zero=False), layouts(max_modes=2))
def test_composed_layout_composition(a, b):
    assume(max(table(b)) < size(a))
    sw = Swizzle(2, 1, 3)
    c = ComposedLayout(sw, 5, a)
    try:
        r = checked.composition(c, b)
    except LayoutError:
        assume(False)
    assert [r(i) for i in range(size(b))] == [sw(5 + a(b(i))) for i in range(size(b))]
