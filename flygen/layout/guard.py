"""Argument checks for flygen.layout's public functions: a wrong kind of argument is a LayoutError naming the
operation and the argument, never an AttributeError or TypeError from deep inside the algebra.

Only the kinds are checked here (a layout where a layout goes, an int-tuple where a shape goes, ...); what
C++ refuses for the values is each function's own LayoutError.
"""
from __future__ import annotations

import functools
import inspect
import numbers

import numpy as np

from flygen.errors import LayoutError
from flygen.layout.layout import Layout
from flygen.layout.swizzle import ComposedLayout, Swizzle


def _int(x) -> bool:
    return isinstance(x, (numbers.Integral, np.integer, np.ndarray))


def _int_tuple(x, none_ok=False) -> bool:
    if x is None:
        return none_ok
    if isinstance(x, tuple):
        return all(_int_tuple(y, none_ok) for y in x)
    return _int(x)


def _layoutlike(x) -> bool:
    return isinstance(x, Layout) or (isinstance(x, ComposedLayout) and isinstance(x.outer, Layout))


def _tiler(x) -> bool:
    """A tiler of the divides and products: a Layout, an int n (n:1), None (keep the mode), or by-mode."""
    if isinstance(x, (tuple, list)):
        return all(_tiler(y) for y in x)
    return x is None or _int(x) or isinstance(x, Layout)


KINDS = {
    "layout": (_layoutlike, "a layout or a composed layout"),
    "plain": (lambda x: isinstance(x, Layout), "a plain layout (not a composed one)"),
    "layout|none": (lambda x: x is None or _layoutlike(x), "a layout, a composed layout or None"),
    "layout|swizzle": (lambda x: _layoutlike(x) or isinstance(x, Swizzle), "a layout, a composed layout or a Swizzle"),
    "tiler": (_tiler, "a tiler (a plain layout, an int, None, or a tuple of those by mode)"),
    # composition refuses a composed layout on the right itself (ComposedLayout.refuse_as_tiler)
    "tiler|composed": (lambda x: _tiler(x) or isinstance(x, ComposedLayout), "a tiler"),
    "int_tuple": (_int_tuple, "an int or a tuple of ints"),
    "int_tuple|none": (lambda x: x is None or _int_tuple(x), "an int, a tuple of ints or None"),
    "crd": (lambda x: _int_tuple(x, none_ok=True), "a coordinate (ints, None for `_`, tuples of those)"),
    "shape_of": (lambda x: _layoutlike(x) or _int_tuple(x), "a layout, a composed layout or an int-tuple"),
    "shape_of|none": (lambda x: x is None or _layoutlike(x) or _int_tuple(x),
                      "a layout, a composed layout, an int-tuple or None"),
    "mode": (lambda x: isinstance(x, Layout) or _int_tuple(x), "a plain layout or a shape"),
}

SPECS = {
    "composition": ("layout|swizzle", "tiler|composed"),
    **{op: ("layout", "tiler") for op in ("logical_divide", "zipped_divide", "tiled_divide", "flat_divide",
                                          "logical_product", "zipped_product", "tiled_product", "flat_product")},
    "blocked_product": ("layout", "plain"), "raked_product": ("layout", "plain"),
    "coalesce": ("layout", "int_tuple|none"), "filter_layout": ("layout", "int_tuple|none"),
    "complement": ("layout", "shape_of|none"),
    "cosize": ("layout",), "flatten_layout": ("layout",),
    "size": ("shape_of",), "rank": ("shape_of",), "depth": ("shape_of",),
    "left_inverse": ("layout|none",), "right_inverse": ("layout|none",),
    "slice_and_offset": ("crd", "layout"),
    "tile_to_shape": ("layout", "int_tuple", "int_tuple|none"),
    "make_layout": "mode",                               # every positional argument
    "make_ordered_layout": ("int_tuple", "int_tuple"),
    "crd2idx": ("int_tuple", "int_tuple", "int_tuple|none"), "idx2crd": ("int_tuple", "int_tuple", "int_tuple|none"),
    "product": ("int_tuple",),
}


def _congruent(a, b) -> bool:
    if isinstance(a, tuple):
        return isinstance(b, tuple) and len(a) == len(b) and all(_congruent(x, y) for x, y in zip(a, b))
    return not isinstance(b, tuple)


def _shape_stride(op):
    def check(crd, shape, stride=None):
        if stride is not None and not _congruent(shape, stride):
            raise LayoutError(f"{op}: stride {stride} does not have the structure of shape {shape}")
    return check


RELATED = {"crd2idx": _shape_stride("crd2idx"), "idx2crd": _shape_stride("idx2crd")}


def _describe(x) -> str:
    text = repr(x)
    return f"{type(x).__name__} {text if len(text) <= 60 else text[:57] + '...'}"


def guarded(fn, spec=None):
    """fn with its arguments' kinds checked against SPECS[fn.__name__] (or spec) first."""
    spec = SPECS[fn.__name__] if spec is None else spec
    name = fn.__name__
    params = list(inspect.signature(fn).parameters)

    @functools.wraps(fn)
    def wrapper(*args, **kw):
        if isinstance(spec, str):                        # varargs: every positional argument of one kind
            checks = [(f"argument {i + 1}", v, spec) for i, v in enumerate(args)]
        else:
            checks = [(p, args[i] if i < len(args) else kw[p], k) for i, (p, k) in enumerate(zip(params, spec))
                      if i < len(args) or p in kw]
        for what, v, k in checks:
            ok, need = KINDS[k]
            if not ok(v):
                raise LayoutError(f"{name}: {what} must be {need}, not {_describe(v)}")
        if name in RELATED:
            RELATED[name](*args, **kw)
        try:
            return fn(*args, **kw)
        except LayoutError as e:                         # name the operation the caller called
            if str(e).startswith(name) or f" {name}" in str(e):
                raise
            raise LayoutError(f"{name}: {e}") from None
    return wrapper
