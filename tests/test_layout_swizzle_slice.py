"""Slicing a swizzled composed layout: C++'s slice (compared case by case with compiled CuTe in
test_layout_cute_oracle) and flygen's partition slice, ComposedLayout.slice_folding_offset, which
flygen.layout.tv uses because it is the same function as the layout at the fixed coordinate, for any
swizzle and layout; C++'s decayed slice is that only when the layout's modes are bit fields of the swizzle."""
import sys
from pathlib import Path

from flygen.errors import LayoutError
from flygen.layout import Layout, Swizzle, make_composed_layout, slice_and_offset
from flygen.layout.inttuple import idx2crd

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import cute_oracle as O  # noqa: E402
import flygen.layout as m  # noqa: E402


def _fill(crd, kept):
    if isinstance(crd, tuple):
        return tuple(_fill(x, kept) for x in crd)
    return next(kept) if crd is None else crd


def _full(crd, sub_shape, i):
    """The coordinate of the whole layout whose `_`s take the i-th coordinate of the sliced modes."""
    kc = idx2crd(i, sub_shape)
    return _fill(crd, iter(kc if isinstance(sub_shape, tuple) else (kc,)))


def _cases():
    for c in O.corpus_cases():
        if c["tag"] == "composed" and c["op"] in ("slice", "slice_and_offset"):
            yield O._dec(c["args"][0], m), O._dec(c["args"][1], m)


def test_slice_folding_offset_is_the_layout_at_the_coordinate():
    n = 0
    for k, (crd, comp) in enumerate(_cases()):
        if k % 5:
            continue
        try:
            sub, _ = slice_and_offset(crd, comp.outer)
        except LayoutError:
            continue
        part = comp.slice_folding_offset(crd)
        assert part.inner == comp.inner and part.outer == sub
        for i in range(0, m.size(sub), max(1, m.size(sub) // 64)):
            assert part(i) == comp(_full(crd, sub.shape, i)), (comp, crd, i)
        n += 1
    assert n > 300


def test_cpp_slice_examples():
    """Two answers of compiled CuTe (in the corpus): the swizzle kept (Y and Z bits both in the slice), and
    decayed into a plain layout with a negative stride (the offset sets the Y bit)."""
    c = make_composed_layout(Swizzle(1, 0, 1), 2, Layout((4, 4), (1, 4)))
    sub, off = slice_and_offset((None, 1), c)
    assert (str(sub), off) == ("S<1,0,1> o 2 o (4):(1)", 4) and str(c((None, 1))) == str(sub)
    assert str(c((1, None))) == "(4):(4)"                  # C++ slice: the offset (2) is dropped
    d = make_composed_layout(Swizzle(1, 0, 1), 2, Layout((2, 2, 4), (1, 2, 4)))
    sub, off = slice_and_offset((None, 0, None), d)
    assert (str(sub), off) == ("(2,4):(-1,4)", 3)
    for i in range(8):                                    # here C++'s decay is the same function
        assert sub(i) + off == d(_full((None, 0, None), (2, 4), i))


def test_cpp_slice_is_not_always_the_function():
    """C++'s answer (corpus case: slice((_,6), S<1,2,2> o 0 o (3,8):(1,3)) is (3):(1)): contiguous values, where
    the layout takes 22, 23, 16; slice_folding_offset is the layout there."""
    c = make_composed_layout(Swizzle(1, 2, 2), 0, Layout((3, 8), (1, 3)))
    assert str(c((None, 6))) == "(3):(1)"
    assert [c((i, 6)) for i in range(3)] == [22, 23, 16]
    assert [c.slice_folding_offset((None, 6))(i) for i in range(3)] == [22, 23, 16]


def test_tv_partition_keeps_the_swizzle():
    """flygen.layout.tv partitions fold the thread's offset into the composed offset and keep the swizzle."""
    from flygen.layout import make_tiled_copy
    tile = make_composed_layout(Swizzle(3, 3, 3), 0, Layout((32, 64), (64, 1)))
    cp = make_tiled_copy(Layout((8, 8), (8, 1)), Layout((4, 8), (8, 1)))
    for t in (0, 5, 63):
        p = cp.partition_S(tile, t)
        assert p.inner == tile.inner and (p.offset > 0) == (t > 0)
        full = cp.tv(tile)
        for v in range(m.size(p)):
            assert p(v) == full((t, v))
