"""Bad arguments to flygen.layout's public functions: a LayoutError naming the operation, never another
exception (issue 24). Every function x every argument kind (plain, swizzled, identity-swizzled, offset and
layout-inner composed layouts, a bare Swizzle, ints, int-tuples, None, by-mode tilers) is called; the answer
must be a result of the algebra or a LayoutError, and with a composed argument the error names the operation."""
import inspect
import itertools

import pytest

import flygen.layout as fl
from flygen.errors import LayoutError
from flygen.layout import ComposedLayout, Layout, Swizzle
from flygen.layout.guard import SPECS

COMPOSED = {
    "swizzled": ComposedLayout(Swizzle(2, 0, 3), 0, Layout((4, 8), (8, 1))),
    "swizzled_offset": ComposedLayout(Swizzle(1, 1, 2), 4, Layout((4, 4), (1, 4))),
    "identity_swizzle": ComposedLayout(Swizzle(0, 2, 3), 0, Layout((4, 8), (8, 1))),
    "layout_inner": ComposedLayout(Layout(32, 2), 3, Layout((4, 8), (8, 1))),
    "no_inner": ComposedLayout(None, 5, Layout((4, 8), (1, 4))),
}
KINDS = {
    "layout": Layout((4, (2, 8)), (2, (1, 8))), "layout1": Layout(8, 1), **COMPOSED,
    "swizzle": Swizzle(2, 1, 3), "int": 4, "tuple": (2, 4), "wide": (16, 64), "nested": (2, (2, 2)), "none": None,
    "tiler": (Layout(2, 1), None), "list": [Layout(2, 1), 2],
}
RESULTS = (Layout, ComposedLayout, Swizzle, int, tuple, type(None))


def _calls(name):
    params = inspect.signature(getattr(fl, name)).parameters.values()
    need = sum(p.default is p.empty and p.kind == p.POSITIONAL_OR_KEYWORD for p in params)
    arity = 2 if isinstance(SPECS[name], str) else len(SPECS[name])
    for n in range(max(need, 1), arity + 1):
        yield from itertools.product(KINDS, repeat=n)


@pytest.mark.parametrize("name", sorted(SPECS))
def test_public_function_gives_result_or_layout_error(name):
    fn = getattr(fl, name)
    answered = refused = 0
    for kinds in _calls(name):
        args = [KINDS[k] for k in kinds]
        try:
            out = fn(*args)
        except LayoutError as e:
            refused += 1
            if any(k in COMPOSED for k in kinds):
                assert name in str(e), (name, kinds, str(e))
            continue
        except Exception as e:          # noqa: BLE001 - the point: nothing but LayoutError
            pytest.fail(f"{name}{kinds}: {type(e).__name__}: {e}")
        answered += 1
        assert isinstance(out, RESULTS), (name, kinds, out)
    assert answered and refused, (name, answered, refused)


def test_composed_inverse_follows_cpp_overloads():
    sw = COMPOSED["swizzled"]
    for inv in (fl.right_inverse(sw), fl.left_inverse(sw)):
        assert isinstance(inv, ComposedLayout) and isinstance(inv.inner, Swizzle) and inv.offset == 0
        assert [sw(inv(i)) for i in range(32)] == list(range(32))
        assert [inv(sw(i)) for i in range(32)] == list(range(32))
    inner = COMPOSED["layout_inner"]             # layout_composed.hpp: inverse(L) o -o o inverse(f)
    r = fl.right_inverse(inner)
    assert (r.inner, r.offset, r.outer) == (fl.right_inverse(inner.outer), -3, fl.right_inverse(inner.inner))
    with pytest.raises(LayoutError, match="right_inverse of .*offset 0"):
        fl.right_inverse(COMPOSED["swizzled_offset"])


def test_composed_mode_collapses_identity_swizzle():
    # C++ get<I>(f o o o L) = composition(f, o, get<I>(L)); Swizzle<0,M,S> with offset 0 gives the layout.
    ident = COMPOSED["identity_swizzle"]
    assert ident[0] == Layout(4, 8) and ident[1] == Layout(8, 1)
    assert ident.modes() == [Layout(4, 8), Layout(8, 1)]
    kept = COMPOSED["swizzled"][1]
    assert isinstance(kept, ComposedLayout) and kept.outer == Layout(8, 1)
    off = ComposedLayout(Swizzle(0, 2, 3), 4, Layout((4, 8), (8, 1)))[0]
    assert isinstance(off, ComposedLayout) and off.offset == 4
