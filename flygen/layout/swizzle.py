"""Swizzle<B,M,S> and composed layouts (CuTe swizzle.hpp / swizzle_layout.hpp)."""
from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from flygen.errors import LayoutError
from flygen.layout.inttuple import crd2idx, product
from flygen.layout.layout import Layout, _compact, _fmt, _has_none, composition, parse_layout, slice_and_offset


@dataclass(frozen=True)
class Swizzle:
    """x -> x ^ ((x & yyy_mask) >> S): B bits at [M+S, M+S+B) are xored onto [M, M+B) (S >= 0).

    For S < 0 the roles mirror: bits at [M, M+B) are xored onto [M-S, M-S+B).
    Linear over GF(2) and an involution whenever |S| >= B.
    """

    bits: int
    base: int
    shift: int

    def __post_init__(self):
        if self.bits < 0 or self.base < 0 or abs(self.shift) < self.bits:
            raise LayoutError(f"Swizzle({self.bits},{self.base},{self.shift}) needs bits >= 0, base >= 0, "
                              "|shift| >= bits")

    @property
    def yyy_mask(self) -> int:
        return ((1 << self.bits) - 1) << (self.base + max(0, self.shift))

    @property
    def zzz_mask(self) -> int:
        return ((1 << self.bits) - 1) << (self.base - min(0, self.shift))

    def __call__(self, x):
        s = self.shift
        if isinstance(x, np.ndarray):
            y = x & self.yyy_mask
            return x ^ ((y >> s) if s >= 0 else (y << -s))
        y = x & self.yyy_mask
        return x ^ (y >> s if s >= 0 else y << -s)

    def compose_right(self, b) -> "ComposedLayout":
        """composition(self, b) (flygen.layout.layout dispatches here): the swizzle over b's values; an identity
        swizzle (bits 0) gives b itself (C++ swizzle_layout.hpp "Ignore identity case")."""
        return ComposedLayout(self, 0, b if isinstance(b, Layout) else _compact(b)).simplified()

    def __str__(self) -> str:
        return f"S<{self.bits},{self.base},{self.shift}>"


@dataclass(frozen=True)
class ComposedLayout:
    """Value at a coordinate c is inner(offset + outer(c)); shape/size are the outer layout's."""

    inner: object          # a Swizzle, a Layout acting on ints, or None (identity: offset + outer)
    offset: int
    outer: Layout

    @property
    def shape(self):
        return self.outer.shape

    def __len__(self) -> int:
        return len(self.outer)

    def __getitem__(self, i: int) -> "ComposedLayout":
        return ComposedLayout(self.inner, self.offset, self.outer[i])

    def modes(self):
        return [self[i] for i in range(len(self))]

    def compose_right(self, b) -> "ComposedLayout":
        """composition(self, b): b (a layout, an int or a by-mode tiler) composes into the outer layout."""
        return self.with_outer(composition(self.outer, b))

    def with_outer(self, outer):
        """composition(inner, offset, outer) as C++ builds it: this swizzle and offset over a new layout."""
        return ComposedLayout(self.inner, self.offset, outer).simplified()

    def simplified(self):
        """The plain outer layout for an identity swizzle (Swizzle<0,M,S>) with offset 0, as C++ returns it."""
        if isinstance(self.inner, Swizzle) and self.inner.bits == 0 and self.offset == 0 \
                and isinstance(self.outer, Layout):
            return self.outer
        return self

    def refuse_as_tiler(self):
        """composition(a, self) for a plain layout a: not supported (as before the dispatch moved here)."""
        raise LayoutError("composition with a composed layout on the right is not supported")

    def __call__(self, *crd):
        c = crd[0] if len(crd) == 1 else tuple(crd)
        if _has_none(c):
            # flygen's own rule, not C++'s: the sliced-off offset joins this layout's offset and the swizzle
            # stays. C++ (swizzle_layout.hpp slice_and_offset) may decay the swizzle into the layout and
            # returns part of the offset apart, which slice() drops; not in the C++ corpus (docs/layout.md).
            sub, off = slice_and_offset(c, self.outer)
            return ComposedLayout(self.inner, self.offset + off, sub)
        x = self.offset + crd2idx(c, self.outer.shape, self.outer.stride)
        return x if self.inner is None else self.inner(x)

    def __str__(self) -> str:
        if self.inner is None:
            return f"{self.offset} + {self.outer}"
        return f"{self.inner} o {self.offset} o {self.outer}"

    __repr__ = __str__


def make_composed_layout(inner, offset: int, outer: Layout) -> ComposedLayout:
    """CuTe make_composed_layout(inner, offset, outer): c -> inner(offset + outer(c))."""
    return ComposedLayout(inner, offset, outer)


def size_of(x) -> int:
    return product(x.shape)


def describe(x) -> str:
    return str(x) if not isinstance(x, tuple) else _fmt(x)


_SWZ = re.compile(r"^\s*S<\s*(\d+)\s*,\s*(\d+)\s*,\s*(-?\d+)\s*>\s*o\s*(?:(\d+)\s*o\s*)?(.+)$")


def parse_any(text: str):
    """A plain layout ("(4,8):(1,4)") or a swizzled one ("S<3,4,4> o 0 o (16,128):(128,1)")."""
    m = _SWZ.match(text)
    if not m:
        return parse_layout(text)
    b, base, s, off, rest = m.groups()
    return ComposedLayout(Swizzle(int(b), int(base), int(s)), int(off or 0), parse_layout(rest))
