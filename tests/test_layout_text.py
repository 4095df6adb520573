"""The layout text form: parse_layout is the exact inverse of str(Layout) (and of C++'s cute::print with the
static markers removed): a 1-tuple "(16)" is not the int 16, "((16,4))" is not the pair (16,4)."""
import json
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from flygen.errors import LayoutError
from flygen.layout import Layout, Swizzle, make_composed_layout, parse_any, parse_layout
from flygen.layout.layout import parse_int_tuple

ROOT = Path(__file__).resolve().parents[1]


def _tuples(leaf, depth):
    """Int-tuples to `depth` levels, 1-tuples and empty tuples included."""
    if depth == 0:
        return leaf
    sub = _tuples(leaf, depth - 1)
    return st.one_of(leaf, sub.map(lambda x: (x,)), st.tuples(sub, sub), st.tuples(leaf, sub, leaf),
                     st.just(()))


@st.composite
def layouts(draw):
    shape = draw(_tuples(st.integers(1, 64), 4))

    def strides(t):
        return tuple(strides(x) for x in t) if isinstance(t, tuple) else draw(st.integers(-64, 4096))
    return Layout(shape, strides(shape))


@settings(max_examples=150, deadline=None)
@given(layouts())
def test_print_parse_round_trip(lay):
    text = str(lay)
    back = parse_layout(text)
    assert back.shape == lay.shape and back.stride == lay.stride, (text, back)
    assert type(back.shape) is type(lay.shape)
    assert str(back) == text
    assert parse_layout(text.replace(",", " , ").replace(":", " : ")).shape == lay.shape   # spaces anywhere


@settings(max_examples=200, deadline=None)
@given(_tuples(st.integers(-9, 99), 5))
def test_int_tuple_round_trip(t):
    from flygen.layout.layout import _fmt
    assert parse_int_tuple(_fmt(t)) == t


@settings(max_examples=40, deadline=None)
@given(layouts(), st.integers(0, 3), st.integers(0, 4), st.integers(3, 6), st.integers(0, 64))
def test_composed_round_trip(lay, b, m, s, off):
    c = make_composed_layout(Swizzle(b, m, s), off, lay)
    back = parse_any(str(c))
    assert (back.inner, back.offset, back.outer) == (c.inner, c.offset, c.outer)


def test_one_tuples_are_distinct():
    assert parse_layout("(16)").shape == (16,) and parse_layout("16").shape == 16
    assert parse_layout("((16,4))").shape == ((16, 4),)
    assert parse_layout("((16,4)):((1,16))") == Layout(((16, 4),), ((1, 16),))
    assert parse_layout("((16,4)):((1,16))") != parse_layout("(16,4):(1,16)")
    assert parse_layout("(8,4)") == Layout((8, 4), (1, 8))           # a shape alone: column-major
    assert parse_layout(" (4,8) : (1,4) ") == Layout((4, 8), (1, 4))
    assert parse_layout("(4,):(1,)") == Layout((4,), (1,))            # Python's 1-tuple spelling too


@pytest.mark.parametrize("bad", ["(4,8", "(4,8):(1,4):(1)", "(4,a):(1,4)", "(4,8):(1,(4,2))", "", "  ",
                                 "(4,,8)", "(4)(8)", "4,8", "(4 8)", ")", "(4,8))"])
def test_parse_errors_say_where(bad):
    with pytest.raises(LayoutError, match="cannot parse layout|not congruent"):
        parse_layout(bad)


def test_parses_every_printed_cpp_layout():
    """Every 4th plain layout C++ printed in the oracle corpus (tests/data/layout/cute_cpp.json) reads back as the
    layout whose print is that text."""
    sys.path.insert(0, str(ROOT / "tools"))
    import cute_oracle as O
    n = 0
    for c in json.loads(O.DATA.read_text())["cases"][::4]:
        p = c["cpp"].get("printed")
        if p is None or O.parse_printed_layout(p) is None:
            continue
        text = O.normalize_printed(p)
        lay = parse_layout(text)
        assert str(lay) == text and (lay.shape, lay.stride) == O.parse_printed_layout(p), text
        n += 1
    assert n > 2500
