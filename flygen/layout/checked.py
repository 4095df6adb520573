"""Planner-level checks on top of the CuTe algebra: the same operations, refusing what a kernel must not get.

flygen.layout.layout computes what CuTe C++ computes, including results that are not the function a
planner means: a composition whose A is not additive over B's modes, a tile that does not divide the
layout (the rest mode then reaches past A), a complement whose strides do not divide each other. The
functions here return exactly the algebra's result and raise a located LayoutError in those cases;
planners import them instead of the plain ones where a spec's sizes flow in.
"""
from __future__ import annotations

from functools import lru_cache

from flygen.errors import LayoutError
from flygen.layout import layout as L
from flygen.layout.inttuple import flatten, is_int, is_tuple


def _admissible(a, b, r) -> None:
    """r == a o b must be a(b(i)) wherever b lands inside a's domain (CuTe does not check this)."""
    if L.size(b) > 1 << 16:           # keep planning fast; large B are checked by mode only
        return
    tb = L.table(b)
    if len(tb) and tb.min() >= 0 and tb.max() < L.size(a):
        import numpy as np
        if not np.array_equal(L.table(r), L.evaluate(a, tb)):     # A only where B reaches, not all of A
            raise LayoutError(f"composition {a} o {b} is not admissible: {a} is not additive over the "
                              f"modes of {b}")


def _composition(a, b):
    from flygen.layout.swizzle import ComposedLayout
    r = L.composition(a, b)
    if isinstance(a, ComposedLayout) and isinstance(r, ComposedLayout) and isinstance(b, L.Layout) \
            and is_tuple(b.shape):
        _admissible(a.outer, b, r.outer)
    elif isinstance(a, L.Layout) and isinstance(b, L.Layout) and is_tuple(b.shape):
        _admissible(a, b, r)
    elif isinstance(a, L.Layout) and is_tuple(b):
        for i, t in enumerate(b):
            if isinstance(t, L.Layout) and is_tuple(t.shape):
                _admissible(a[i], t, r[i])
    return r


_composition_cached = lru_cache(maxsize=4096, typed=True)(_composition)


def composition(a, b):
    """L.composition, refusing a B over whose modes A is not additive (R(i) != A(B(i)))."""
    try:
        return _composition_cached(a, b)
    except TypeError:
        return _composition(a, b)


def require_divides(a, tiler, what: str = "logical_divide") -> None:
    """Each tile must split its mode of `a` exactly (C++ evenly_divides, int_tuple.hpp):
    size(tile) * size(complement(tile, shape(mode))) == size(mode), the rest mode then covering just `a`."""
    if tiler is None:
        return
    if isinstance(tiler, (tuple, list)):
        if len(tiler) > L.rank(a):
            raise LayoutError(f"{what}: tiler {L._fmt_tiler(tuple(tiler))} has more modes than layout {a}")
        for i, t in enumerate(tiler):
            require_divides(a[i], t, what)
        return
    b = L.Layout(tiler) if is_int(tiler) else tiler
    n = L.size(a)
    if L.size(b) * L.size(L.complement(b, a.shape)) != n:
        raise LayoutError(f"{what}: tile {b} does not divide {a}")


def complement(a, cotarget=None):
    """L.complement, refusing negative strides and strides that are not multiples of the step below them
    (where the result would not be disjoint from A or not ordered)."""
    f = L.filter_layout(a)
    fs, fd = flatten(f.shape), flatten(f.stride)
    if fd != (0,):
        if any(d < 0 for d in fd):
            raise LayoutError(f"complement of {a}: negative strides are not supported")
        cur = 1
        for d, s in sorted(zip(fd, fs)):
            if d % cur != 0:
                raise LayoutError(f"complement of {a}: stride {d} is not a multiple of {cur}")
            cur = d * s
    return L.complement(a, cotarget)


def logical_divide(a, tiler):
    require_divides(a, tiler)
    return L.logical_divide(a, tiler)


def zipped_divide(a, tiler):
    require_divides(a, tiler, "zipped_divide")
    return L.zipped_divide(a, tiler)


def tiled_divide(a, tiler):
    require_divides(a, tiler, "tiled_divide")
    return L.tiled_divide(a, tiler)


def flat_divide(a, tiler):
    require_divides(a, tiler, "flat_divide")
    return L.flat_divide(a, tiler)
