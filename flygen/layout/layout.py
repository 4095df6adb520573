"""CuTe layouts: (shape, stride) int-tuples as functions from coordinates to indices.

Semantics follow CuTe C++ (include/cute/layout.hpp). Where C++ accepts inputs that
give a wrong function under its "weak" divisibility check, we raise LayoutError.
"""
from __future__ import annotations

import ast
import re
from functools import lru_cache

from flygen.errors import LayoutError
from flygen.layout import inttuple as it
from flygen.layout.inttuple import (ceil_div, compact_col_major, crd2idx, flatten, is_int, is_tuple,
                                    product, unflatten)


def _fmt(t) -> str:
    return "(" + ",".join(_fmt(x) for x in t) + ")" if is_tuple(t) else str(t)


class Layout:
    """A layout: shape and stride are congruent int-tuples; stride defaults to column-major."""

    __slots__ = ("shape", "stride")

    def __init__(self, shape, stride=None):
        if stride is None:
            stride = compact_col_major(shape)
        if not it.congruent(shape, stride):
            raise LayoutError(f"shape {_fmt(shape)} and stride {_fmt(stride)} are not congruent")
        self.shape, self.stride = shape, stride

    # -- structure
    def __len__(self) -> int:
        return it.rank(self.shape)

    def __getitem__(self, i: int) -> "Layout":
        if is_tuple(self.shape):
            return Layout(self.shape[i], self.stride[i])
        if i != 0:
            raise IndexError(i)
        return self

    def modes(self) -> list["Layout"]:
        return [self[i] for i in range(len(self))]

    def __eq__(self, other) -> bool:
        return isinstance(other, Layout) and self.shape == other.shape and self.stride == other.stride

    def __hash__(self) -> int:
        return hash((self.shape, self.stride))

    def __str__(self) -> str:
        return f"{_fmt(self.shape)}:{_fmt(self.stride)}"

    __repr__ = __str__

    # -- function
    def __call__(self, *crd):
        """L(i) for an int i (split colexicographically), L(c) / L(c0, c1, ...) for a coordinate.

        A coordinate holding None (CuTe's `_`) returns the sliced sub-layout (offset dropped).
        """
        c = crd[0] if len(crd) == 1 else tuple(crd)
        if _has_none(c):
            return slice_and_offset(c, self)[0]
        return crd2idx(c, self.shape, self.stride)


def _has_none(c) -> bool:
    return c is None or (is_tuple(c) and any(_has_none(x) for x in c))


def make_layout(*layouts) -> Layout:
    """Concatenate layouts as modes: make_layout(A, B) = (A, B)."""
    ls = [x if isinstance(x, Layout) else Layout(x) for x in layouts]
    if len(ls) == 1:
        return ls[0]
    return Layout(tuple(x.shape for x in ls), tuple(x.stride for x in ls))


def size(x) -> int:
    return product(x.shape) if hasattr(x, "shape") else product(x)


def rank(x) -> int:
    return it.rank(x.shape if isinstance(x, Layout) else x)


def depth(x) -> int:
    return it.depth(x.shape if isinstance(x, Layout) else x)


def cosize(layout: Layout) -> int:
    """1 + the largest index reached (CuTe: L(size-1) + 1 for non-negative strides)."""
    return 1 + sum((s - 1) * abs(d) for s, d in zip(flatten(layout.shape), flatten(layout.stride)))


def slice_and_offset(crd, layout: Layout):
    """Split a coordinate with None entries into (sub-layout over the None modes, offset of the rest)."""
    if crd is None:
        return layout, 0
    if is_tuple(crd):
        subs, off = [], 0
        for c, m in zip(crd, layout.modes()):
            sub, o = slice_and_offset(c, m)
            off += o
            if sub is not None:
                subs.append(sub)
        if not subs:
            return None, off
        return (subs[0] if len(subs) == 1 else make_layout(*subs)), off
    return None, crd2idx(crd, layout.shape, layout.stride)


# ---------------------------------------------------------------- text form

_TEXT = re.compile(r"^[\s\d(),:-]+$")


def parse_layout(text: str) -> Layout:
    """Parse CuTe's text form, e.g. "((16,4),(8,2)):((1,16),(64,512))" or "(8,4)" (column-major)."""
    if not _TEXT.match(text or ""):
        raise LayoutError(f"cannot parse layout {text!r}: expected e.g. '(4,8):(1,4)'")
    parts = text.split(":")
    if len(parts) > 2:
        raise LayoutError(f"cannot parse layout {text!r}: more than one ':'")
    try:
        vals = [ast.literal_eval(p.strip()) for p in parts]
    except (ValueError, SyntaxError) as e:
        raise LayoutError(f"cannot parse layout {text!r}: {e}") from None
    for v in vals:
        if not all(is_int(x) for x in flatten(v)):
            raise LayoutError(f"cannot parse layout {text!r}: not an int-tuple")
    return Layout(vals[0], vals[1] if len(vals) == 2 else None)


# ---------------------------------------------------------------- coalesce

def coalesce(layout: Layout, profile=None) -> Layout:
    """Simplest layout with the same function on [0, size): size-1 modes dropped, contiguous modes merged.

    With a tuple `profile`, coalesce each mode separately (result keeps that rank).
    """
    if is_tuple(profile):
        if len(profile) > len(layout):
            raise LayoutError(f"coalesce: profile {profile} has more modes than {layout}")
        modes = [coalesce(layout[i], profile[i]) for i in range(len(profile))]
        return make_layout(*modes, *layout.modes()[len(profile):])
    shapes, strides = [], []
    for s, d in zip(flatten(layout.shape), flatten(layout.stride)):
        if s == 1:
            continue
        if shapes and shapes[-1] * strides[-1] == d:
            shapes[-1] *= s
        else:
            shapes.append(s)
            strides.append(d)
    if not shapes:
        return Layout(1, 0)
    if len(shapes) == 1:
        return Layout(shapes[0], strides[0])
    return Layout(tuple(shapes), tuple(strides))


def filter_layout(layout: Layout) -> Layout:
    """Drop stride-0 and size-1 modes, then coalesce (CuTe `filter`)."""
    pairs = [(s, d) for s, d in zip(flatten(layout.shape), flatten(layout.stride)) if d != 0 and s != 1]
    if not pairs:
        return Layout(1, 0)
    return coalesce(Layout(tuple(p[0] for p in pairs), tuple(p[1] for p in pairs)))


def flatten_layout(layout: Layout) -> Layout:
    fs, fd = flatten(layout.shape), flatten(layout.stride)
    return Layout(fs[0], fd[0]) if len(fs) == 1 else Layout(fs, fd)


# ---------------------------------------------------------------- composition

def _compose_int(lshape: tuple, lstride: tuple, rs: int, rd: int) -> Layout:
    """A o (rs:rd) for a flat, coalesced A; the C++ fold with the strong divisibility checks."""
    if rd == 0:
        return Layout(rs, 0)
    if len(lshape) == 1:
        return Layout(rs, rd * lstride[0])
    res_s, res_d = [], []
    rest_s, rest_d = rs, rd
    for s, d in zip(lshape[:-1], lstride[:-1]):
        ard = abs(rest_d)
        if ard % s != 0 and s % ard != 0:
            raise LayoutError(f"composition: stride {rd} of the right layout is not divisible through "
                              f"mode {s}:{d} of the left layout")
        next_s = ceil_div(s, ard)
        next_d = ceil_div(ard, s) * (1 if rest_d > 0 else -1)
        if next_s != 1 and rest_s != 1:
            new_s = min(next_s, rest_s)
            if rest_s % new_s != 0:
                raise LayoutError(f"composition: shape {rs} of the right layout is not divisible through "
                                  f"mode {s}:{d} of the left layout")
            res_s.append(new_s)
            res_d.append(rest_d * d)
            rest_s //= new_s
        rest_d = next_d
    if not res_s:
        return Layout(rest_s, rest_d * lstride[-1])
    if rest_s == 1:
        return Layout(res_s[0], res_d[0]) if len(res_s) == 1 else Layout(tuple(res_s), tuple(res_d))
    return Layout(tuple(res_s) + (rest_s,), tuple(res_d) + (rest_d * lstride[-1],))


def _compose_layout(a: Layout, b: Layout) -> Layout:
    flat = coalesce(a)
    fs, fd = flatten(flat.shape), flatten(flat.stride)

    def go(bs, bd):
        if is_tuple(bs):
            parts = [go(s, d) for s, d in zip(bs, bd)]
            return Layout(tuple(p.shape for p in parts), tuple(p.stride for p in parts))
        return _compose_int(fs, fd, bs, bd)
    return go(b.shape, b.stride)


def table(layout: Layout, n: int | None = None):
    """numpy array of layout(i) for i in [0, n) (default size), vectorised.

    Built mode by mode as an outer sum (each new mode is the slower axis), so no division is done; with
    n > size the last mode takes the rest, as in crd2idx.
    """
    import numpy as np
    fs, fd = flatten(layout.shape), flatten(layout.stride)
    total = product(layout.shape) if n is None else n
    pre = product(fs[:-1]) if len(fs) > 1 else 1
    ext = list(fs[:-1]) + [max(fs[-1], ceil_div(total, pre))]
    out = np.zeros(1, dtype=np.int64)
    for s, d in zip(ext, fd):
        out = (np.arange(s, dtype=np.int64)[:, None] * d + out[None, :]).ravel()
    return out[:total]


def evaluate(layout: Layout, idx):
    """layout(i) for every i of an integer numpy array (any shape), as one array op per mode."""
    import numpy as np
    idx = np.asarray(idx, dtype=np.int64)
    fs, fd = flatten(layout.shape), flatten(layout.stride)
    out = np.zeros_like(idx)
    for k, (s, d, p) in enumerate(zip(fs, fd, flatten(compact_col_major(tuple(fs))))):
        c = idx // p if k == len(fs) - 1 else (idx // p) % s
        out += c * d
    return out


def _check_admissible(a: Layout, b: Layout, r: Layout) -> Layout:
    """Composition distributes over B's modes only if A is additive on them; verify, as CuTe does not."""
    if size(b) > 1 << 16:           # keep planning fast; large B are checked by mode only
        return r
    tb = table(b)
    if len(tb) and tb.min() >= 0 and tb.max() < size(a):
        import numpy as np
        if not np.array_equal(table(r), evaluate(a, tb)):     # A only where B reaches, not all of A
            raise LayoutError(f"composition {a} o {b} is not admissible: {a} is not additive over the "
                              f"modes of {b}")
    return r


def composition(a, b):
    """R = A o B with R(c) = A(B(c)) for every c in B's domain; R has B's shape.

    B may be a Layout, an int n (= n:1), None (keep A), or a by-mode tuple of those,
    which composes mode i of A with B[i] and drops A's modes that B does not reach
    (CuTe C++). A may also be a Swizzle or a ComposedLayout.
    Pure on immutable arguments, so results are memoised (the admissibility check runs once per pair).
    """
    try:
        return _composition_cached(a, b)
    except TypeError:               # an unhashable tiler (e.g. a list): compute without the cache
        return _composition(a, b)


def _composition(a, b):
    from flygen.layout.swizzle import ComposedLayout, Swizzle
    if b is None:
        return a
    if isinstance(a, Swizzle):
        return ComposedLayout(a, 0, b if isinstance(b, Layout) else composition(Layout(size_of_tiler(b)), b))
    if isinstance(a, ComposedLayout):
        return ComposedLayout(a.inner, a.offset, composition(a.outer, b))
    if isinstance(b, ComposedLayout):
        raise LayoutError("composition with a composed layout on the right is not supported")
    if is_int(b):
        return _compose_layout(a, Layout(b))
    if is_tuple(b):
        if len(b) > len(a):
            raise LayoutError(f"composition: tiler {b} has more modes than {a}")
        return make_layout(*[composition(a[i], b[i]) for i in range(len(b))])
    r = _compose_layout(a, b)
    return _check_admissible(a, b, r) if is_tuple(b.shape) else r


_composition_cached = lru_cache(maxsize=4096, typed=True)(_composition)


def size_of_tiler(t) -> tuple | int:
    return tuple(size_of_tiler(x) for x in t) if is_tuple(t) else (size(t) if isinstance(t, Layout) else t)


# ---------------------------------------------------------------- complement, inverses

def complement(a: Layout, cotarget=None) -> Layout:
    """The layout C with the same ordering as A that fills the gaps of A up to cotarget.

    Law: make_layout(A, C) is injective (C's image meets A's only at 0) and their images
    together cover [0, cotarget) when A's strides allow it. Raises LayoutError if A is
    not injective or its strides do not divide each other.
    """
    if cotarget is None:
        cotarget = cosize(a)
    cotarget = product(cotarget)
    f = filter_layout(a)
    fs, fd = flatten(f.shape), flatten(f.stride)
    if fd == (0,):
        return Layout(cotarget, 1)
    if any(d < 0 for d in fd):
        raise LayoutError(f"complement of {a}: negative strides are not supported")
    modes = sorted(zip(fd, fs))
    res_s, res_d = [], [1]
    for d, s in modes:
        if d % res_d[-1] != 0:
            raise LayoutError(f"complement of {a}: stride {d} is not a multiple of {res_d[-1]}")
        if d // res_d[-1] == 0:
            raise LayoutError(f"complement of {a}: layout is not injective")
        res_s.append(d // res_d[-1])
        res_d.append(d * s)
    rest = ceil_div(cotarget, res_d[-1])
    return coalesce(Layout(tuple(res_s) + (rest,), tuple(res_d)))


def right_inverse(a: Layout) -> Layout:
    """R with A(R(i)) == i for all i < size(R) (R as large as possible along A's stride-1 chain)."""
    c = coalesce(a)
    fs, fd = flatten(c.shape), flatten(c.stride)
    pre = flatten(compact_col_major(tuple(fs)))
    res_s, res_d, cur = [1], [0], 1
    for d, i in sorted((d, i) for i, d in enumerate(fd)):
        if d == cur:
            res_s.append(fs[i])
            res_d.append(pre[i])
            cur = fs[i] * d
    return coalesce(Layout(tuple(res_s), tuple(res_d)))


def left_inverse(a: Layout) -> Layout:
    """L with L(A(i)) == i for all i < size(A), for injective A (C++: right_inverse of (A, complement(A)))."""
    return right_inverse(make_layout(a, complement(a)))


# ---------------------------------------------------------------- divides

def _by_mode(fn, a: Layout, tiler):
    """Apply fn(mode_i, tiler_i) per mode; modes beyond the tiler are kept (CuTe transform_layout)."""
    if len(tiler) > len(a):
        raise LayoutError(f"tiler {tiler} has more modes than layout {a}")
    out = [fn(a[i], t) for i, t in enumerate(tiler)]
    return make_layout(*out, *a.modes()[len(tiler):])


def logical_divide(a: Layout, tiler) -> Layout:
    """A / B = A o (B, complement(B, size(A))): mode 0 is the tile, mode 1 enumerates tiles."""
    if tiler is None:
        return a
    if is_tuple(tiler):
        return _by_mode(logical_divide, a, tiler)
    b = Layout(tiler) if is_int(tiler) else tiler
    n = size(a)
    cb = complement(b, n)
    if size(b) * size(cb) != n:
        raise LayoutError(f"logical_divide: tile {b} does not divide {a}")
    return composition(a, make_layout(b, cb))


def _tile_unzip(layout: Layout, tiler) -> Layout:
    """((tile modes...), (rest modes..., untouched modes...)) from a by-mode divided/product layout."""
    if not is_tuple(tiler):
        return layout
    n = len(tiler)
    first = [layout[i][0] for i in range(n)]
    second = [layout[i][1] for i in range(n)] + layout.modes()[n:]
    return make_layout(make_layout(*first) if len(first) > 1 else Layout((first[0].shape,), (first[0].stride,)),
                       make_layout(*second) if len(second) > 1 else Layout((second[0].shape,), (second[0].stride,)))


def zipped_divide(a: Layout, tiler) -> Layout:
    """((tile), (rest)): logical_divide with the tile modes gathered into mode 0."""
    return _tile_unzip(logical_divide(a, tiler), tiler)


def tiled_divide(a: Layout, tiler) -> Layout:
    """((tile), rest0, rest1, ...)."""
    z = zipped_divide(a, tiler)
    return make_layout(z[0], *z[1].modes())


def flat_divide(a: Layout, tiler) -> Layout:
    """(tile0, tile1, ..., rest0, rest1, ...)."""
    z = zipped_divide(a, tiler)
    return make_layout(*z[0].modes(), *z[1].modes())


# ---------------------------------------------------------------- products

def logical_product(a: Layout, tiler) -> Layout:
    """A x B = (A, complement(A, size(A)*cosize(B)) o B): B's layout of copies of A."""
    if tiler is None:
        return a
    if is_tuple(tiler):
        return _by_mode(logical_product, a, tiler)
    b = Layout(tiler) if is_int(tiler) else tiler
    return make_layout(a, composition(complement(a, size(a) * cosize(b)), b))


def zipped_product(a: Layout, tiler) -> Layout:
    return _tile_unzip(logical_product(a, tiler), tiler)


def tiled_product(a: Layout, tiler) -> Layout:
    z = zipped_product(a, tiler)
    return make_layout(z[0], *z[1].modes())


def flat_product(a: Layout, tiler) -> Layout:
    z = zipped_product(a, tiler)
    return make_layout(*z[0].modes(), *z[1].modes())


def _append_rank(layout: Layout, r: int) -> Layout:
    modes = layout.modes() if is_tuple(layout.shape) else [layout]
    return make_layout(*(modes + [Layout(1, 0)] * (r - len(modes)))) if r > 1 else layout


def _zip_modes(x: Layout, y: Layout) -> Layout:
    r = max(len(x), len(y))
    xm, ym = _append_rank(x, r), _append_rank(y, r)
    if r == 1:
        return make_layout(xm, ym)
    return make_layout(*[make_layout(xm[i], ym[i]) for i in range(r)])


def blocked_product(block: Layout, tiler: Layout) -> Layout:
    """Mode i = (block_i, tiler_i): the block is repeated as a whole ("blocked")."""
    r = max(len(block), len(tiler))
    p = logical_product(_append_rank(block, r), _append_rank(tiler, r))
    return _zip_modes(p[0], p[1])


def raked_product(block: Layout, tiler: Layout) -> Layout:
    """Mode i = (tiler_i, block_i): the block's elements are interleaved ("raked") across copies."""
    r = max(len(block), len(tiler))
    p = logical_product(_append_rank(block, r), _append_rank(tiler, r))
    return _zip_modes(p[1], p[0])


# ---------------------------------------------------------------- constructors

def make_ordered_layout(shape, order) -> Layout:
    """Compact layout whose modes get increasing strides in the order given (lowest order = stride 1).

    `order` is congruent with `shape`, or flat with one entry per top-level mode (its sub-modes
    then stay column-major). Ties keep mode order.
    """
    fs = flatten(shape)
    if it.congruent(shape, order):
        keys = [(o, i) for i, o in enumerate(flatten(order))]
    elif is_tuple(shape) and is_tuple(order) and len(order) == len(shape):
        keys = []
        for m, o in zip(shape, order):
            keys += [(o, len(keys) + j) for j in range(len(flatten(m)))]
    else:
        raise LayoutError(f"make_ordered_layout: order {order} does not match shape {shape}")
    strides = [0] * len(fs)
    cur = 1
    for _, i in sorted(keys):
        strides[i] = cur
        cur *= fs[i]
    return Layout(shape, unflatten(strides, shape))


def tile_to_shape(block: Layout, target_shape, order=None) -> Layout:
    """Repeat `block` (blocked_product) to cover `target_shape`; each target mode must be a multiple."""
    r = it.rank(target_shape)
    b = _append_rank(block, r)
    tshape = target_shape if is_tuple(target_shape) else (target_shape,)
    bshape = [size(m) for m in (b.modes() if r > 1 else [b])]
    reps = []
    for t, s in zip(tshape, bshape):
        if product(t) % s != 0:
            raise LayoutError(f"tile_to_shape: block mode of size {s} does not divide target {product(t)}")
        reps.append(product(t) // s)
    reps_t = tuple(reps)
    rep_layout = make_ordered_layout(reps_t, order if order is not None else tuple(range(r)))
    if r == 1:
        rep_layout = Layout(reps_t[0], flatten(rep_layout.stride)[0])
    prod = blocked_product(b, rep_layout)
    return coalesce(prod, tuple(1 for _ in range(r))) if r > 1 else coalesce(prod)
