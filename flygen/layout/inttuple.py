"""Int-tuples: ints or (nested) tuples of ints, with CuTe's helper functions.

Follows include/cute/int_tuple.hpp with every integer static (CuTe's Int<N>). shape_div raises LayoutError for
two shapes neither of which divides the other (C++ "Static shape_div failure"); the algebra's composition no
longer calls it (today's composition_impl has its own divisibility conditions, flygen.layout.layout).
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


def signum(a: int) -> int:
    return (a > 0) - (a < 0)


def _tdiv(a: int, b: int) -> int:
    """C++ integer division (truncates toward zero)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _cmod(a: int, b: int) -> int:
    """C++ integer remainder (sign of the dividend)."""
    return a - _tdiv(a, b) * b


def ceil_div(a, b):
    """CuTe ceil_div: ints round up; a tuple `a` and an int `b` fold b through a's modes left to right
    (ceil_div((4,6), 3) == (2,6)); tuple by tuple is by mode, missing modes of b count as 1."""
    if is_tuple(a):
        if is_tuple(b):
            if len(b) > len(a):
                raise LayoutError(f"ceil_div({a}, {b}): mismatched ranks")
            return tuple(ceil_div(x, y) for x, y in zip(a, tuple(b) + (1,) * (len(a) - len(b))))
        out = []
        for x in a:
            out.append(ceil_div(x, b))
            b = ceil_div(b, x)
        return tuple(out)
    if is_tuple(b):
        return ceil_div(a, product(b))
    return -(-a // b)


def shape_min(a: int, b: int) -> int:
    """CuTe shape_min for ints: 1 if either is 1, else the minimum."""
    if is_tuple(a) or is_tuple(b):
        raise LayoutError(f"shape_min({a}, {b}): not implemented for tuples")
    return 1 if a == 1 or b == 1 else min(a, b)


def compact_major_left(shape, current: int = 1):
    """CuTe compact_major<LayoutLeft>: column-major strides, size-1 modes get stride 0."""
    if is_tuple(shape):
        out = []
        for s in shape:
            out.append(compact_major_left(s, current))
            current *= product(s)
        return tuple(out)
    return 0 if shape == 1 else current


def shape_div(a, b):
    """CuTe shape_div: a / b where one must divide the other (a < b gives +-1, rounding away from 0).

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
    if a == 0 or b == 0 or (a % b != 0 and b % a != 0):
        raise LayoutError(f"shape_div({a}, {b}): neither divides the other")
    q = _tdiv(a, b)
    return q if q != 0 else signum(a) * signum(b)


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
            crd = crd // n     # not //=: crd may be the caller's numpy array
        return total + crd2idx(crd, shape[-1], stride[-1])
    return crd * stride


def idx2crd(idx, shape, stride=None):
    """Index -> colexicographic coordinate in shape (first mode fastest)."""
    if stride is None:
        stride = compact_col_major(shape)
    if is_tuple(idx):
        if not is_tuple(shape):
            raise LayoutError(f"idx2crd: coordinate {idx} does not match shape {shape}")
        return tuple(idx2crd(i, s, d) for i, s, d in zip(idx, shape, stride))
    if is_tuple(shape):
        return tuple(idx2crd(idx, s, d) for s, d in zip(shape, stride))
    return (idx // stride) % shape


def elem_scale(a, b):
    if is_tuple(a):
        return tuple(elem_scale(x, y) for x, y in zip(a, b))
    return a * product(b)
