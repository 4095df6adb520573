"""Swizzle<B,M,S> and composed layouts (CuTe swizzle.hpp / swizzle_layout.hpp)."""
from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from flygen.errors import LayoutError
from flygen.layout.inttuple import crd2idx, flatten, is_tuple, product
from flygen.layout.layout import (Layout, _compact, _fmt, _fmt_crd, _has_none, composition, parse_layout,
                                  slice_and_offset)


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

    def __getitem__(self, i: int):
        """C++ get<I>(f o o o L) = composition(f, o, get<I>(L)) (layout_composed.hpp): mode i of L itself
        when f is an identity swizzle and o is 0 (swizzle_layout.hpp "Ignore identity case")."""
        return ComposedLayout(self.inner, self.offset, self.outer[i]).simplified()

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

    def inverse(self, op: str, plain):
        """C++ right_inverse / left_inverse (op; plain is flygen's for a Layout) of this composed layout.

        Swizzle inner (swizzle_layout.hpp): offset 0 gives composition(inverse(L), S), a swizzle read off
        inverse(L)'s values at S's Y and Z masks (make_swizzle<Y,Z>) over inverse(L). A non-zero offset gives
        C++'s composition(inverse(L), -o, S), a ComposedLayout whose outer part is the swizzle itself: it has
        no shape (C++ size() of it does not compile), so flygen does not represent it: LayoutError. A Layout
        or identity inner (layout_composed.hpp): composition(inverse(L), -o, inverse(f)), shaped by
        inverse(f); for an identity inner (no f) there is nothing to shape it: LayoutError."""
        where = f"{op} of {self}"
        try:
            if isinstance(self.inner, Swizzle):
                if self.offset != 0:
                    raise LayoutError(f"C++ gives {op}(L) o {-self.offset} o {self.inner}, a swizzle function "
                                      "without a shape (its size() does not compile); flygen only inverts "
                                      "swizzled layouts with offset 0")
                return compose_layout_swizzle(plain(self.outer), self.inner)
            if isinstance(self.inner, Layout):
                return ComposedLayout(plain(self.outer), -self.offset, plain(self.inner))
            raise LayoutError("the composed layout has no inner layout to give the inverse a shape")
        except LayoutError as e:
            raise LayoutError(f"{where}: {e}") from None

    def refuse_as_tiler(self):
        """composition(a, self) for a plain layout a: not supported (as before the dispatch moved here)."""
        raise LayoutError("composition with a composed layout on the right is not supported")

    def __call__(self, *crd):
        """self(c): the value at c; a coordinate holding None (CuTe's `_`) is C++'s slice(c, self)."""
        c = crd[0] if len(crd) == 1 else tuple(crd)
        if _has_none(c):
            return self.slice_and_offset(c)[0]
        x = self.offset + crd2idx(c, self.outer.shape, self.outer.stride)
        return x if self.inner is None else self.inner(x)

    def slice_and_offset(self, crd):
        """C++ slice_and_offset(crd, self): for a Swizzle inner, swizzle_layout.hpp's rule (the swizzle may
        decay into a plain layout and part of the offset comes back apart, see swizzle_slice_and_offset);
        otherwise layout_composed.hpp's: (inner o (offset + sliced-off offset) o slice(crd, outer), 0)."""
        if isinstance(self.inner, Swizzle):
            return swizzle_slice_and_offset(crd, self)
        return self.slice_folding_offset(crd), 0

    def slice_folding_offset(self, crd) -> "ComposedLayout":
        """flygen's partition slice (not C++'s slice for a swizzle): the same inner function, the sliced-off
        offset added to this layout's offset, so inner(offset' + sub(c)) is self at crd with c at its `_`s,
        exactly, for any inner. flygen.layout.tv partitions a swizzled tile with this; C++ slice() would drop
        the offset part it returns apart."""
        sub, off = slice_and_offset(crd, self.outer)
        return ComposedLayout(self.inner, self.offset + off, sub)

    def __str__(self) -> str:
        if self.inner is None:
            return f"{self.offset} + {self.outer}"
        return f"{self.inner} o {self.offset} o {self.outer}"

    __repr__ = __str__


# ---------------------------------------------------------------- C++ slice of a swizzled composed layout

def _all_none(c) -> bool:
    """C++ all_underscore: `_`, or a tuple of nothing but `_`s at any depth."""
    return c is None or (is_tuple(c) and all(_all_none(x) for x in c))


def _dice(c, t):
    """C++ dice(c, t) (underscore.hpp): the mirror of slice, what c fixes: an int keeps t, `_` nothing, a
    tuple c the kept parts of its modes concatenated one level."""
    if is_tuple(c):
        return tuple(_lift_dice(c, t))
    return () if c is None else t


def _lift_dice(c, t) -> list:
    if is_tuple(c):
        if not is_tuple(t) or len(c) != len(t):
            raise LayoutError(f"dice: coordinate {_fmt_crd(c)} does not have the rank of {_fmt(t)}")
        return [x for a, b in zip(c, t) for x in _lift_dice(a, b)]
    return [] if c is None else [t]


def _idx2crd(idx, shape):
    """C++ idx2crd(idx, shape) (stride.hpp, two arguments): an int into a tuple shape split
    colexicographically, the last mode taking the rest; an int into an int is itself."""
    if is_tuple(idx):
        if not is_tuple(shape) or len(idx) != len(shape):
            raise LayoutError(f"idx2crd: {_fmt_crd(idx)} does not have the rank of {_fmt(shape)}")
        return tuple(_idx2crd(i, s) for i, s in zip(idx, shape))
    if not is_tuple(shape):
        return idx
    out = []
    for k, s in enumerate(shape):
        if k == len(shape) - 1:
            out.append(_idx2crd(idx, s))
        else:
            n = product(s)
            out.append(_idx2crd(idx % n, s))
            idx //= n
    return tuple(out)


def _mixed_bits(layout: Layout, crd) -> int:
    """C++ to_mixed_bits(layout, crd) with static integers (swizzle.hpp): per leaf (c * d) & ((s - 1) * d),
    xored together; a leaf whose s * d is neither 0 nor a power of two is its static_assert."""
    c = _idx2crd(crd, layout.shape)
    out = 0
    for s, d, x in zip(flatten(layout.shape), flatten(layout.stride), flatten(c)):
        if s * d != 0 and (s * d) & (s * d - 1):
            raise LayoutError(f"slice of a swizzled layout: {layout} has a mode {s}:{d} whose shape * stride is "
                              "not a power of two (C++ to_mixed_bits \"Requires pow2 shape*stride.\")")
        out ^= (x * d) & ((s - 1) * d)
    return out


def _swizzle_strides(z_first: bool, z: int, y: int, offset: int, bits: int) -> list:
    """C++ detail::make_swizzle_strides: the strides of the B bits of one side of the decayed swizzle."""
    if z_first:
        return [(z if offset & (y << i) == 0 else -z) << i for i in range(bits)]
    return [(y + z if offset & (z << i) == 0 else y - z) << i for i in range(bits)]


def swizzle_slice_and_offset(crd, comp: "ComposedLayout"):
    """C++ slice_and_offset(crd, Swizzle<B,M,S> o offset o L) (swizzle_layout.hpp), static integers.

    All-`_` coordinates: (S o offset o slice(crd, L), 0). Otherwise the fixed part of crd (dice) is split
    into its bits the swizzle reads or writes (xored into the offset) and the rest (returned apart); if the
    sliced layout's last value has a Y bit and its Z bit both set the swizzle stays, else it decays into a
    plain layout (C++'s swizzle_layout composed with the slice) plus an offset. A composition inside that
    fails its divisibility checks, or a fixed mode whose shape * stride is not a power of two, is C++'s
    static_assert: LayoutError. Decayed strides are negative where the offset has the swizzle's Y (or Z) bit
    set, as in C++ (`cute::C<-1>`)."""
    swz, off, lay = comp.inner, comp.offset, comp.outer
    try:
        sub, _ = slice_and_offset(crd, lay)
        if _all_none(crd):
            return ComposedLayout(swz, off, sub).simplified(), 0
        b, m, s = swz.bits, swz.base, abs(swz.shift)
        shp = (1 << m, 1 << b, 1 << (s - b), 1 << b, 1)
        d = _compact(shp).stride
        anti_zy = Layout(shp, (d[0], 0, d[2], 0, product(shp)))
        only_zy = Layout(shp, (0, d[1], 0, d[3], 0))
        diced = Layout(_dice(crd, lay.shape), _dice(crd, lay.stride))
        diced_crd = _dice(crd, crd)
        diced_anti = composition(anti_zy, diced)
        diced_only = composition(only_zy, diced)
        off_zy = off ^ _mixed_bits(diced_only, diced_crd)
        off_anti = crd2idx(diced_crd, diced_anti.shape, diced_anti.stride)
        sliced_only = composition(only_zy, sub)
        active = crd2idx(product(sliced_only.shape) - 1, sliced_only.shape, sliced_only.stride)
        if active & ~swz(active):           # Y and Z bits both hit: not reducible
            return ComposedLayout(swz, off_zy, sub).simplified(), off_anti
        z = swz.zzz_mask & -swz.zzz_mask
        y = swz.yyy_mask & -swz.yyy_mask
        lo = _swizzle_strides(z < y, z, y, off_zy, b)
        hi = _swizzle_strides(z > y, z, y, off_zy, b)
        # C++'s shape is (2^M, repeat<B>(2), 2^(S-B), repeat<B>(2), 1); composition reads it flattened.
        decay = Layout((1 << m, *[2] * b, 1 << (s - b), *[2] * b, 1),
                       (1, *lo, 1 << (m + b), *hi, 1 << (m + b + s)))
        return composition(decay, sub), swz(off_zy) + off_anti
    except LayoutError as e:
        raise LayoutError(f"slice of {comp} at {_fmt_crd(crd)}: {e}") from None


def _make_swizzle(y: int, z: int) -> Swizzle:
    """C++ make_swizzle<Y, Z>() (swizzle.hpp, uint32_t Y and Z): B = popcount, M = the lower of the two
    lowest set bits, S their distance; a mismatch is its static_assert."""
    if not (0 <= y < 1 << 32 and 0 <= z < 1 << 32):
        raise LayoutError(f"make_swizzle<{y},{z}>: masks must be 32-bit unsigned")
    bz, by = bin(y).count("1"), bin(z).count("1")
    if bz != by:
        raise LayoutError(f"make_swizzle<{y},{z}>: C++ static_assert \"Number of bits in Y and Z don't match\"")
    tz_y = (y & -y).bit_length() - 1 if y else 32
    tz_z = (z & -z).bit_length() - 1 if z else 32
    m, s = min(tz_y, tz_z) % 32, tz_y - tz_z
    if abs(s) < bz:
        raise LayoutError(f"make_swizzle<{y},{z}>: Swizzle<{bz},{m},{s}> has |S| < B (C++ static_assert)")
    sw = Swizzle(bz, m, s)
    if y | z != sw.yyy_mask | sw.zzz_mask:
        raise LayoutError(f"make_swizzle<{y},{z}>: Y and Z are not one Swizzle's masks (C++ static_assert "
                          "\"Something went wrong.\")")
    return sw


def compose_layout_swizzle(a: Layout, sw: Swizzle):
    """C++ composition(Layout a, Swizzle sw) (swizzle_layout.hpp): make_swizzle<a(Y mask), a(Z mask)>() o a."""
    return _make_swizzle(a(sw.yyy_mask), a(sw.zzz_mask)).compose_right(a)


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
