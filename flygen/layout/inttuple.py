"""Int-tuples: ints or (nested) tuples of ints, with CuTe's helper functions.

Follows include/cute/int_tuple.hpp. Division helpers check divisibility and raise
LayoutError instead of silently rounding, because every address comes from here.
"""
from __future__ import annotations

from functools import reduce

from flygen.errors import LayoutError


def is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def is_tuple(x) -> bool:
    return isinstance(x, tuple)


def flatten(t) -> tuple:
    """All leaves of t, left to right."""
    if is_tuple(t):
        return tuple(x for s in t for x in flatten(s)) if t else ()
    return (t,)


def product(t) -> int:
    return reduce(lambda a, b: a * b, flatten(t), 1) if is_tuple(t) else t


def rank(t) -> int:
    return len(t) if is_tuple(t) else 1


def depth(t) -> int:
    return 1 + max((depth(s) for s in t), default=0) if is_tuple(t) else 0


def congruent(a, b) -> bool:
    """Same tuple profile."""
    if is_tuple(a) and is_tuple(b):
        return len(a) == len(b) and all(congruent(x, y) for x, y in zip(a, b))
    return not is_tuple(a) and not is_tuple(b)


def unflatten(flat, profile):
    """Rebuild `flat` leaves with the nesting of `profile`."""
    it = iter(flat)

    def go(p):
        return tuple(go(s) for s in p) if is_tuple(p) else next(it)
    return go(profile)


def prefix_product(shape, init: int = 1):
    """Exclusive prefix product, congruent with shape: (2,(3,4)) -> (1,(2,6))."""
    if is_tuple(shape):
        out = []
        for s in shape:
            out.append(prefix_product(s, init))
            init *= product(s)
        return tuple(out)
    return init


def compact_col_major(shape):
    return prefix_product(shape)


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def shape_div(a, b):
    """CuTe shape_div: a / b where one must divide the other (a < b gives 1).

    For a tuple a and int b, b is divided out of a's modes left to right.
    """
    if is_tuple(a):
        if is_tuple(b):
            return tuple(shape_div(x, y) for x, y in zip(a, b))
        out = []
        for x in a:
            out.append(shape_div(x, b))
            b = shape_div(b, product(x))
        return tuple(out)
    if is_tuple(b):
        return shape_div(a, product(b))
    if b == 0 or (a % b != 0 and b % a != 0):
        raise LayoutError(f"shape_div({a}, {b}): neither divides the other")
    return a // b if a % b == 0 else 1


def crd2idx(crd, shape, stride=None) -> int:
    """Coordinate -> index: inner product of the coordinate with the stride.

    An int coordinate into a tuple shape is split colexicographically; the last
    mode takes whatever remains (CuTe semantics, no wrap-around).
    """
    if stride is None:
        stride = compact_col_major(shape)
    if is_tuple(crd):
        if not is_tuple(shape) or len(crd) != len(shape):
            raise LayoutError(f"coordinate {crd} does not match shape {shape}")
        return sum(crd2idx(c, s, d) for c, s, d in zip(crd, shape, stride))
    if is_tuple(shape):
        if len(shape) == 0:
            return 0
        total = 0
        for s, d in zip(shape[:-1], stride[:-1]):
            n = product(s)
            total += crd2idx(crd % n, s, d)
            crd //= n
        return total + crd2idx(crd, shape[-1], stride[-1])
    return crd * stride


def idx2crd(idx, shape, stride=None):
    """Index -> colexicographic coordinate in shape (first mode fastest)."""
    if stride is None:
        stride = compact_col_major(shape)
    if is_tuple(idx):
        return tuple(idx2crd(i, s, d) for i, s, d in zip(idx, shape, stride))
    if is_tuple(shape):
        return tuple(idx2crd(idx, s, d) for s, d in zip(shape, stride))
    return (idx // stride) % shape


def elem_scale(a, b):
    if is_tuple(a):
        return tuple(elem_scale(x, y) for x, y in zip(a, b))
    return a * product(b)
