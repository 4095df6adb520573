"""CuTe layouts: (shape, stride) int-tuples as functions from coordinates to indices.

Semantics (values and mode structure) follow CuTe C++ (include/cute/layout.hpp) with static integers;
LayoutError where C++ fails to compile. Stricter checks for planners live in flygen.layout.checked.
"""
from __future__ import annotations

import re
from functools import lru_cache

from flygen.errors import LayoutError
from flygen.layout import inttuple as it
from flygen.layout.inttuple import (ceil_div, compact_col_major, crd2idx, flatten, is_int, is_tuple,
                                    product, unflatten)


def _fmt(t) -> str:
    return "(" + ",".join(_fmt(x) for x in t) + ")" if is_tuple(t) else str(t)


class Layout:
    """A layout: shape and stride are congruent int-tuples; stride defaults to column-major.

    The default is the exclusive prefix product (size-1 modes get the running product, so layouts the
    planners print stay as they are); make_layout(shape) is C++'s compact_major (size-1 modes stride 0).
    """

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

        A coordinate holding None (CuTe's `_`) returns C++'s slice(c, L) (offset dropped; see slice_and_offset).
        """
        c = crd[0] if len(crd) == 1 else tuple(crd)
        if _has_none(c):
            return slice_and_offset(c, self)[0]
        return crd2idx(c, self.shape, self.stride)


def _has_none(c) -> bool:
    return c is None or (is_tuple(c) and any(_has_none(x) for x in c))


def make_layout(*layouts) -> Layout:
    """Concatenate layouts as modes: make_layout(A, B) = (A, B); make_layout(A) = (A) (a 1-tuple, as in C++).

    A non-layout single argument is a shape: make_layout(shape) is its compact column-major layout.
    """
    if len(layouts) == 1 and not isinstance(layouts[0], Layout):
        return _compact(layouts[0])
    ls = [x if isinstance(x, Layout) else Layout(x) for x in layouts]
    return Layout(tuple(x.shape for x in ls), tuple(x.stride for x in ls))


def _compact(shape) -> Layout:
    """C++ make_layout(shape): compact column-major, size-1 modes stride 0 (1 -> 1:0)."""
    return Layout(shape, it.compact_major_left(shape))


def size(x) -> int:
    return product(x.shape) if hasattr(x, "shape") else product(x)


def rank(x) -> int:
    return it.rank(x.shape if hasattr(x, "shape") else x)


def depth(x) -> int:
    return it.depth(x.shape if hasattr(x, "shape") else x)


def _recompose(a, fn, *args):
    """C++'s overloads for a ComposedLayout A = f o o o L: fn applied to L, then composition(f, o, result)
    (ComposedLayout.with_outer: the result itself for an identity swizzle with offset 0)."""
    return a.with_outer(fn(a.outer, *args))


def _is_composed(a) -> bool:
    return hasattr(a, "outer") and hasattr(a, "inner")


def _plain_only(a, op: str) -> None:
    """A clear LayoutError naming op for an argument that is not a plain Layout (a Swizzle, a tuple, text...)."""
    if not isinstance(a, Layout):
        raise LayoutError(f"{op}: {a!r} is not a layout ({type(a).__name__}); {op} takes a Layout"
                          + (" or a composed layout" if op.endswith("inverse") else ""))


def _composed_too(fn):
    """C++'s layout_composed.hpp overload of fn for a ComposedLayout f o o o L as the first argument:
    composition(f, o, fn(L, ...)) (ComposedLayout.with_outer: L's result itself for an identity swizzle with
    offset 0)."""
    def wrapped(a, *args, **kw):
        if _is_composed(a):
            return _recompose(a, fn, *args, **kw)
        return fn(a, *args, **kw)
    wrapped.__name__, wrapped.__qualname__, wrapped.__doc__ = fn.__name__, fn.__qualname__, fn.__doc__
    wrapped.__wrapped__ = fn
    return wrapped


def cosize(layout: Layout) -> int:
    """1 + the largest index reached (CuTe: L(size-1) + 1 for non-negative strides); of a composed layout,
    its outer layout's (C++ layout_composed.hpp / swizzle_layout.hpp)."""
    if _is_composed(layout):
        return cosize(layout.outer)
    return 1 + sum((s - 1) * abs(d) for s, d in zip(flatten(layout.shape), flatten(layout.stride)))


def _slice(c, t):
    """C++ slice(c, t) of an int-tuple: `_` (None) keeps t; a tuple c keeps, in order, what each mode's
    lift_slice keeps, concatenated (so (_,(_,_)) on (4,(8,2)) is (4,8,2) and (_,2) on (4,8) is (4)); an int
    keeps nothing. A tuple c must have t's rank (C++ static_assert "Mismatched Ranks")."""
    if is_tuple(c):
        return tuple(_lift_slice(c, t))
    return t if c is None else ()


def _lift_slice(c, t) -> list:
    if is_tuple(c):
        if not is_tuple(t) or len(c) != len(t):
            raise LayoutError(f"slice: coordinate {_fmt_crd(c)} does not have the rank of {_fmt(t)}")
        return [x for a, b in zip(c, t) for x in _lift_slice(a, b)]
    return [t] if c is None else []


def _fmt_crd(c) -> str:
    return "(" + ",".join(_fmt_crd(x) for x in c) + ")" if is_tuple(c) else ("_" if c is None else str(c))


def _zero_none(c):
    return tuple(_zero_none(x) for x in c) if is_tuple(c) else (0 if c is None else c)


def slice_and_offset(crd, layout: Layout):
    """C++ slice_and_offset(crd, layout): (slice(crd, layout), crd2idx(crd, layout) with `_` as 0).

    The sliced layout is C++'s structure: a tuple coordinate gives a tuple of the kept modes (a 1-tuple
    (M) when one mode is kept, nested coordinates flattened into it); `_` alone gives the layout itself.
    A composed layout answers with its own rule (ComposedLayout.slice_and_offset: C++'s, swizzles included)."""
    if _is_composed(layout):
        return layout.slice_and_offset(crd)
    if is_tuple(crd) and (not is_tuple(layout.shape) or len(crd) != len(layout.shape)):
        raise LayoutError(f"slice: coordinate {_fmt_crd(crd)} does not have the rank of {layout}")
    sub = Layout(_slice(crd, layout.shape), _slice(crd, layout.stride))
    return sub, crd2idx(_zero_none(crd), layout.shape, layout.stride)


# ---------------------------------------------------------------- text form

_TOKEN = re.compile(r"\s*(?:(-?\d+)|([(),]))")


def parse_int_tuple(text: str, what: str = "int-tuple"):
    """An int-tuple in the text form flygen and CuTe C++ print: "(2,(3,4))"; "(16)" is the 1-tuple (16,),
    distinct from the int 16, so "((16,4))" is a 1-tuple holding (16,4); "()" is the empty tuple. A trailing
    comma is allowed ("(16,)" is also (16,)). LayoutError, saying where, on anything else."""
    toks, pos = [], 0
    while text[pos:].strip():
        m = _TOKEN.match(text, pos)
        if not m:
            raise LayoutError(f"cannot parse {what} {text!r} at character {pos}: expected an integer, '(', ',' "
                              "or ')'")
        toks.append((m.group(1), m.group(2), m.start(1) if m.group(1) else m.start(2)))
        pos = m.end()
    toks.append((None, "end", len(text)))
    k = 0

    def fail(why):
        raise LayoutError(f"cannot parse {what} {text!r} at character {toks[k][2]}: {why}")

    def value():
        nonlocal k
        n, p, _ = toks[k]
        if n is not None:
            k += 1
            return int(n)
        if p != "(":
            fail("expected an integer or '('")
        k += 1
        out = []
        while toks[k][1] != ")":
            out.append(value())
            if toks[k][1] == ",":
                k += 1
            elif toks[k][1] != ")":
                fail("expected ',' or ')'")
        k += 1
        return tuple(out)

    v = value()
    if toks[k][1] != "end":
        fail("unexpected text after the end")
    return v


def parse_layout(text: str) -> Layout:
    """Parse the text form flygen and CuTe C++ print, "((16,4),(8,2)):((1,16),(64,512))", or a shape alone,
    "(8,4)" (column-major). Exactly the inverse of str(Layout): "(16):(1)" is the 1-tuple layout, "16:1" the
    int one, "((16,4)):((1,16))" a 1-tuple holding the pair (C++'s print of slicing one mode)."""
    if not isinstance(text, str) or not text.strip():
        raise LayoutError(f"cannot parse layout {text!r}: expected e.g. '(4,8):(1,4)'")
    parts = text.split(":")
    if len(parts) > 2:
        raise LayoutError(f"cannot parse layout {text!r}: more than one ':'")
    try:
        vals = [parse_int_tuple(p, "stride" if i else "shape") for i, p in enumerate(parts)]
    except LayoutError as e:
        raise LayoutError(f"cannot parse layout {text!r}: {e}") from None
    return Layout(vals[0], vals[1] if len(vals) == 2 else None)


# ---------------------------------------------------------------- coalesce
#
# Every function below follows CuTe C++ include/cute/layout.hpp (NVIDIA/cutlass 7107b05) with every
# integer static (Int<N>): mode structure (which size-1 modes survive, 1-tuples, 1:0) is what C++ prints,
# and where C++ fails to compile (a static_assert) we raise LayoutError. docs/layout.md lists the cases.

def _bw_coalesce(old_s, old_d, new_s, new_d) -> Layout:
    """C++ detail::bw_coalesce over the flat modes old_s/old_d (right to left) onto (new_s, new_d).

    new_s/new_d start as one mode (an int); a size-1 mode is skipped, an int 1 in `new` is replaced,
    s:d merges into a front s':s*d, otherwise it is prepended (new becomes a tuple).
    """
    ns, nd, tup = [new_s], [new_d], False
    for s, d in zip(reversed(old_s), reversed(old_d)):
        if s == 1:
            continue
        if not tup and ns[0] == 1:
            ns, nd = [s], [d]
        elif s * d == nd[0]:
            ns[0], nd[0] = s * ns[0], d
        else:
            ns.insert(0, s)
            nd.insert(0, d)
            tup = True
    if not tup:
        return Layout(1, 0) if ns[0] == 1 else Layout(ns[0], nd[0])
    return Layout(tuple(ns), tuple(nd))


def _coalesce_flat(layout: Layout) -> Layout:
    fs, fd = flatten(layout.shape), flatten(layout.stride)
    if not fs:
        return Layout(1, 0)
    return _bw_coalesce(fs[:-1], fd[:-1], fs[-1], fd[-1])


def coalesce_x(layout: Layout) -> Layout:
    """C++ detail::coalesce_x: like coalesce, but a trailing size-1 mode keeps its stride (as size 2), so the
    function is also kept outside the domain: (4,1):(1,0) -> (4,2):(1,0), not 4:1. Used by composition."""
    fs, fd = flatten(layout.shape), flatten(layout.stride)
    return _bw_coalesce(fs[:-1], fd[:-1], 2 if fs[-1] == 1 else fs[-1], fd[-1])


def _transform_layout(layout: Layout, tiler, fn) -> Layout:
    """C++ transform_layout(layout, tiler, f): f on the first len(tiler) modes, the rest of layout kept.

    A tiler with more modes than the layout is C++'s static_assert; a rank-1 layout's mode 0 is itself.
    """
    if len(tiler) > rank(layout):
        raise LayoutError(f"tiler {_fmt_tiler(tiler)} has more modes than layout {layout}")
    return make_layout(*[fn(layout[i], t) for i, t in enumerate(tiler)], *_modes(layout)[len(tiler):])


def _modes(layout: Layout) -> list:
    return [layout[i] for i in range(rank(layout))]


def _fmt_tiler(t) -> str:
    if is_tuple(t):
        return "[" + ", ".join(_fmt_tiler(x) for x in t) + "]"
    return "_" if t is None else str(t)


@_composed_too
def coalesce(layout: Layout, profile=None) -> Layout:
    """Simplest layout with the same function on [0, size): size-1 modes dropped, contiguous modes merged.

    All modes size 1 gives 1:0; one remaining mode is an int layout (12:1). With a tuple `profile`, mode i
    is coalesced by profile[i] and the modes beyond the profile are kept (coalesce(((6,),(1,)) by (1,1))
    is (6,1):(1,0)); the result is a tuple even for a 1-tuple profile, as make_layout wraps one mode.
    """
    if is_tuple(profile):
        return _transform_layout(layout, profile, coalesce)
    return _coalesce_flat(layout)


def filter_zeros(layout: Layout) -> Layout:
    """Stride-0 modes get size 1 (C++ filter_zeros)."""
    def go(s, d):
        return tuple(go(x, y) for x, y in zip(s, d)) if is_tuple(s) else (1 if d == 0 else s)
    return Layout(go(layout.shape, layout.stride), layout.stride)


def filter_layout(layout: Layout, profile=None) -> Layout:
    """Drop stride-0 and size-1 modes, then coalesce (CuTe `filter`); 1:0 if nothing is left. A composed
    layout needs a profile (C++ layout_composed.hpp has filter(composed, profile) only)."""
    if _is_composed(layout):
        if profile is None:
            raise LayoutError(f"filter of composed layout {layout} needs a profile (C++ has no filter(composed))")
        return _recompose(layout, filter_layout, profile)
    if is_tuple(profile):
        return _transform_layout(layout, profile, filter_layout)
    return coalesce(filter_zeros(layout))


@_composed_too
def flatten_layout(layout: Layout) -> Layout:
    fs, fd = flatten(layout.shape), flatten(layout.stride)
    if not is_tuple(layout.shape):
        return layout
    return Layout(fs, fd)


# ---------------------------------------------------------------- composition

def _compose_impl(ls, ld, rs, rd) -> Layout:
    """C++ detail::composition_impl: (ls:ld) o (rs:rd) with ls:ld the coalesce_x of the left layout.

    For an int rs, A's modes but the last are walked with the running (rest_shape, rest_stride); C++'s two
    static checks ("Stride Divisibility Condition": rest_stride % shape == 0 or rest_stride < shape, and
    "Shape Divisibility Condition": rest_shape % min(ceil_div(shape, |rest_stride|), rest_shape) == 0) raise
    LayoutError. A size-1 result keeps the stride computed for it (1:d*a), as C++ prints it.
    """
    if is_tuple(rs):
        return make_layout(*[_compose_impl(ls, ld, s, d) for s, d in zip(rs, rd)])
    if rd == 0:
        return Layout(rs, 0)
    if not is_tuple(ls):
        return Layout(rs, rd * ld)
    res_s, res_d = [], []
    rest_s, rest_d = rs, rd
    for cs, cd in zip(ls[:-1], ld[:-1]):
        if not (it._cmod(rest_d, cs) == 0 or rest_d < cs):
            raise LayoutError(f"stride {rest_d} of the right layout is neither a multiple of nor less than "
                              f"shape {cs} of the left (C++ static_assert \"Stride Divisibility Condition\")")
        next_s = ceil_div(cs, abs(rest_d))
        next_d = ceil_div(abs(rest_d), cs) * it.signum(rest_d)
        if next_s != 1 and rest_s != 1:
            new_s = min(next_s, rest_s)
            if rest_s % new_s != 0:
                raise LayoutError(f"shape {rest_s} of the right layout is not a multiple of {new_s} (C++ "
                                  "static_assert \"Shape Divisibility Condition\")")
            res_s.append(new_s)
            res_d.append(rest_d * cd)
            rest_s //= new_s
        rest_d = next_d
    if not res_s:
        return Layout(rest_s, rest_d * ld[-1])
    if rest_s == 1:
        return Layout(res_s[0], res_d[0]) if len(res_s) == 1 else Layout(tuple(res_s), tuple(res_d))
    return Layout(tuple(res_s) + (rest_s,), tuple(res_d) + (rest_d * ld[-1],))


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



def _compose_layout(a: Layout, b: Layout) -> Layout:
    flat = coalesce_x(a)
    try:
        return _compose_impl(flat.shape, flat.stride, b.shape, b.stride)
    except LayoutError as e:
        raise LayoutError(f"composition {a} o {b}: {e}") from None


def composition(a, b):
    """R = A o B: R(c) = A(B(c)) for every c in B's domain when B is admissible for A; R has B's shape.

    B may be a Layout, an int n (= n:1), None (keep A), or a by-mode tuple of those, which composes mode i
    of A with B[i] and drops A's modes that B does not reach (CuTe C++). A may also be a Swizzle or a
    ComposedLayout. Like C++ this does not check that A is additive over B's modes (use
    flygen.layout.checked.composition for that); it raises LayoutError where C++'s composition_impl has a
    static_assert that fails (the stride and shape divisibility conditions).
    Pure on immutable arguments, so results are memoised.
    """
    try:
        return _composition_cached(a, b)
    except TypeError:               # an unhashable tiler (e.g. a list): compute without the cache
        return _composition(a, b)


def _composition(a, b):
    # Swizzle and ComposedLayout (flygen.layout.swizzle, which builds on this module) compose through their own
    # compose_right / refuse_as_tiler methods, so this module does not import swizzle back.
    if b is None:
        return a
    left = getattr(a, "compose_right", None)
    if is_tuple(b) or isinstance(b, list):
        b = tuple(b)
        if hasattr(a, "outer"):                     # C++: composition(f, o, composition(L, tiler))
            return left(b)
        if left is not None:
            if not hasattr(a, "shape"):             # C++ composes a Swizzle with a Layout only
                raise LayoutError(f"composition: {a} composes with a layout, not with the by-mode tiler "
                                  f"{_fmt_tiler(b)}")
            return _composition(a, _tiler_layout(a, b))
        if len(b) > rank(a):
            raise LayoutError(f"composition: tiler {_fmt_tiler(b)} has more modes than {a}")
        return make_layout(*[composition(a[i], t) for i, t in enumerate(b)])
    if left is not None:
        return left(b)
    if hasattr(b, "refuse_as_tiler"):
        b.refuse_as_tiler()
    if is_int(b):
        flat = coalesce_x(a)
        try:
            return _compose_impl(flat.shape, flat.stride, b, 1)
        except LayoutError as e:
            raise LayoutError(f"composition {a} o {b}: {e}") from None
    return _compose_layout(a, b)


def _tiler_layout(a, tiler) -> Layout:
    """A by-mode tiler as one layout over a's (column-major) domain: mode i of the tiler in mode i."""
    shape = a.shape if not hasattr(a, "outer") else a.outer.shape
    ident = Layout(shape if is_tuple(shape) else (shape,))
    return composition(ident, tiler)


_composition_cached = lru_cache(maxsize=4096, typed=True)(_composition)


# ---------------------------------------------------------------- complement, inverses

def _shape_of(x):
    return x.shape if hasattr(x, "shape") else x


def complement(a: Layout, cotarget=None) -> Layout:
    """The layout C with the same ordering as A that fills the gaps of A up to cotarget (C++ complement).

    cotarget: an int, a shape (tuple: ceil_div folds through its modes, so complement(3:1, (4,6)) is
    (2,6)-shaped, not 8) or a layout (its shape); default cosize(filter(A)). A stride-0 (or empty) A gives
    the compact layout of cotarget (1:0 for 1). A size-0 step between sorted strides is C++'s
    "Non-injective Layout" static_assert: LayoutError. Strides that do not divide each other are not
    refused (C++ divides with truncation); the laws then need not hold (flygen.layout.checked.complement).
    """
    f = filter_layout(a)
    fs, fd = f.shape, f.stride
    if cotarget is None:
        cotarget = cosize(f)
    cot = _shape_of(cotarget)
    if not is_tuple(fd) and fd == 0:
        return _compact(product(cot))
    shapes = list(fs) if is_tuple(fs) else [fs]
    strides = list(fd) if is_tuple(fd) else [fd]
    res_s, res_d = [], [1]
    while True:
        m = min(strides)
        i = strides.index(m)
        ns = it._tdiv(m, res_d[-1])
        if ns == 0:
            raise LayoutError(f"complement of {a}: non-injective layout (C++ static_assert)")
        res_s.append(ns)
        nxt = m * shapes[i]
        del shapes[i], strides[i]
        if not shapes:
            break
        res_d.append(nxt)
    rest = ceil_div(cot, nxt)
    rest = product(rest)                              # C++ coalesce(shape) of static ints: their product
    return coalesce(Layout(tuple(res_s) + (rest,), tuple(res_d) + (0 if rest == 1 else nxt,)))


def _wrapped_coalesce(a: Layout):
    c = coalesce(a)
    fs = c.shape if is_tuple(c.shape) else (c.shape,)
    fd = c.stride if is_tuple(c.stride) else (c.stride,)
    pre = [1]
    for x in fs:
        pre.append(pre[-1] * x)
    return fs, fd, pre, _exchange_sort_order(fd)


def _exchange_sort_order(keys) -> list:
    """The indices of keys in the order C++ detail::SortByKey gives (int_tuple.hpp exchange_sort: for each i,
    swap in every later j with a smaller key). Not stable: keys (1, 1, 0) give indices [2, 1, 0]."""
    a = [(k, i) for i, k in enumerate(keys)]
    for i in range(len(a)):
        for j in range(i + 1, len(a)):
            if a[j][0] < a[i][0]:
                a[i], a[j] = a[j], a[i]
    return [i for _, i in a]


def right_inverse(a: Layout) -> Layout:
    """R with A(R(i)) == i for all i < size(R) (C++ right_inverse): the modes of coalesce(A) in stride order,
    each taken when its stride is the product reached so far, with A's prefix products as strides; the
    result coalesced (1:0 when A has no stride-1 mode)."""
    if a is None:
        return None
    if _is_composed(a):                 # C++ swizzle_layout.hpp / layout_composed.hpp overloads
        return a.inverse("right_inverse", right_inverse)
    _plain_only(a, "right_inverse")
    fs, fd, pre, order = _wrapped_coalesce(a)
    rs, rd, cur = [1], [0], 1
    for i in order:
        if fd[i] == cur:
            rs.append(fs[i])
            rd.append(pre[i])
            cur = fs[i] * fd[i]
    return coalesce(Layout(tuple(rs), tuple(rd)))


def left_inverse(a: Layout) -> Layout:
    """L with L(A(i)) == i for all i < size(A), for injective A (C++ left_inverse): the modes of coalesce(A)
    in stride order; a stride that the product of the shapes found so far does not divide is C++'s static
    assert "Left inverse divisibility condition" (LayoutError)."""
    if a is None:
        return None
    if _is_composed(a):
        return a.inverse("left_inverse", left_inverse)
    _plain_only(a, "left_inverse")
    fs, fd, pre, order = _wrapped_coalesce(a)
    rs, rd = [], [0]
    for i in order:
        if fd[i] == 0:
            continue
        n = product(tuple(rs))
        if it._cmod(fd[i], n) != 0:
            raise LayoutError(f"left_inverse of {a}: stride {fd[i]} is not a multiple of {n} (C++ static_assert "
                              "\"Left inverse divisibility condition\")")
        rs.append(it._tdiv(fd[i], n))
        rd.append(pre[i])
    return coalesce(Layout(tuple(rs) + (fs[order[-1]],), tuple(rd)))


# ---------------------------------------------------------------- divides

def _as_tiler(t):
    return tuple(t) if isinstance(t, list) else t


def logical_divide(a: Layout, tiler) -> Layout:
    """A / B = A o (B, complement(B, shape(A))): mode 0 is the tile, mode 1 enumerates tiles.

    By-mode for a tuple tiler (modes beyond it kept), None keeps A, an int n is n:1. Tiles that do not
    divide A are not refused (the rest mode then covers more than A, as in C++); planners that need an
    exact split use flygen.layout.checked.
    """
    if _is_composed(a):
        return _recompose(a, logical_divide, tiler)
    tiler = _as_tiler(tiler)
    if tiler is None:
        return a
    if is_tuple(tiler):
        return _transform_layout(a, tiler, logical_divide)
    b = _compact(tiler) if is_int(tiler) else tiler
    return composition(a, make_layout(b, complement(b, coalesce(a).shape)))


def _zip2_by(t, guide):
    """C++ zip2_by: ((A,a),((B,b),(C,c)),d) by (X,(X,X)) -> ((A,(B,C)),(a,(b,c),d)); every terminal of the
    guide (a layout, an int or None = `_`) needs a rank-2 mode, else C++'s static_assert."""
    if is_tuple(guide):
        if not is_tuple(t) or len(t) < len(guide):
            raise LayoutError(f"zip2_by: {_fmt(t)} has fewer modes than tiler {_fmt_tiler(guide)}")
        split = [_zip2_by(t[i], g) for i, g in enumerate(guide)]
        return (tuple(x[0] for x in split), tuple(x[1] for x in split) + tuple(t[len(guide):]))
    if not is_tuple(t) or len(t) != 2:
        raise LayoutError(f"zip2_by: mode {_fmt(t)} under tiler terminal {_fmt_tiler(guide)} is not rank 2 "
                          "(C++ does not compile it; a None tiler mode keeps a mode that must itself be rank 2)")
    return t


def _tile_unzip(layout: Layout, tiler) -> Layout:
    return Layout(_zip2_by(layout.shape, tiler), _zip2_by(layout.stride, tiler))


def _slice_all(s, d, reps):
    """C++ result(repeat<R0>(_), repeat<R1>(_), ...): each top mode i is unpacked one level if reps[i] > 1."""
    ss, dd = [], []
    for i, r in enumerate(reps):
        if r == 1:
            ss.append(s[i])
            dd.append(d[i])
        else:
            ss.extend(s[i])
            dd.extend(d[i])
    return Layout(tuple(ss), tuple(dd))


def zipped_divide(a: Layout, tiler) -> Layout:
    """((tile), (rest)): logical_divide with the tile modes gathered into mode 0 (C++ tile_unzip)."""
    if _is_composed(a):
        return _recompose(a, zipped_divide, tiler)
    tiler = _as_tiler(tiler)
    return _tile_unzip(logical_divide(a, tiler), tiler)


def tiled_divide(a: Layout, tiler) -> Layout:
    """((tile), rest0, rest1, ...): zipped_divide with mode 1 unpacked (C++ result(_, repeat<R1>(_)))."""
    if _is_composed(a):
        return _recompose(a, tiled_divide, tiler)
    z = zipped_divide(a, tiler)
    return _slice_all(z.shape, z.stride, (1, rank(z[1])))


def flat_divide(a: Layout, tiler) -> Layout:
    """(tile0, tile1, ..., rest0, rest1, ...): both modes of zipped_divide unpacked."""
    if _is_composed(a):
        return _recompose(a, flat_divide, tiler)
    z = zipped_divide(a, tiler)
    return _slice_all(z.shape, z.stride, (rank(z[0]), rank(z[1])))


# ---------------------------------------------------------------- products

@_composed_too
def logical_product(a: Layout, tiler) -> Layout:
    """A x B = (A, complement(A, size(A)*cosize(B)) o B): B's layout of copies of A (by mode for a tuple)."""
    tiler = _as_tiler(tiler)
    if tiler is None:
        return a
    if is_tuple(tiler):
        return _transform_layout(a, tiler, logical_product)
    b = _compact(tiler) if is_int(tiler) else tiler
    return make_layout(a, composition(complement(a, size(a) * cosize(b)), b))


@_composed_too
def zipped_product(a: Layout, tiler) -> Layout:
    tiler = _as_tiler(tiler)
    return _tile_unzip(logical_product(a, tiler), tiler)


@_composed_too
def tiled_product(a: Layout, tiler) -> Layout:
    z = zipped_product(a, tiler)
    return _slice_all(z.shape, z.stride, (1, rank(z[1])))


@_composed_too
def flat_product(a: Layout, tiler) -> Layout:
    z = zipped_product(a, tiler)
    return _slice_all(z.shape, z.stride, (rank(z[0]), rank(z[1])))


def _append_rank(layout: Layout, r: int) -> Layout:
    """C++ append<R>(layout): pad with 1:0 modes up to rank r (an int layout stays one for r == 1)."""
    if is_tuple(layout.shape):
        n = len(layout.shape)
        if r < n:
            raise LayoutError(f"append<{r}>: {layout} already has {n} modes")
        return Layout(layout.shape + (1,) * (r - n), layout.stride + (0,) * (r - n))
    if r == 1:
        return layout
    return Layout((layout.shape,) + (1,) * (r - 1), (layout.stride,) + (0,) * (r - 1))


def _zip(t0, t1):
    """C++ zip(t0, t1): ((a0,b0),(a1,b1),...) for tuples of equal rank; ((a,b),) for non-tuples."""
    if not is_tuple(t0):
        return ((t0, t1),)
    if not is_tuple(t1) or len(t0) != len(t1):
        raise LayoutError(f"zip: mismatched ranks {_fmt(t0)} and {_fmt(t1)} (C++ does not compile it)")
    return tuple((x, y) for x, y in zip(t0, t1))


def _rank_product(block: Layout, tiler: Layout, raked: bool) -> Layout:
    r = max(rank(block), rank(tiler))
    p = logical_product(_append_rank(block, r), _append_rank(tiler, r))
    x, y = (p[1], p[0]) if raked else (p[0], p[1])
    return Layout(_zip(x.shape, y.shape), _zip(x.stride, y.stride))


@_composed_too
def blocked_product(block: Layout, tiler: Layout) -> Layout:
    """Mode i = (block_i, tiler_i), not coalesced (CUTLASS v3.8.0): the block is repeated as a whole.

    Rank max(rank(block), rank(tiler)); rank 1 gives a 1-tuple ((12,):(1,)), as in C++.
    """
    return _rank_product(block, tiler, raked=False)


@_composed_too
def raked_product(block: Layout, tiler: Layout) -> Layout:
    """Mode i = (tiler_i, block_i), not coalesced: the block's elements are interleaved across copies."""
    return _rank_product(block, tiler, raked=True)


# ---------------------------------------------------------------- constructors

def _compact_order(shape, order, ref_shape, ref_order):
    """C++ detail::compact_order: a leaf of order o starts at the product of the ref shapes of lesser
    orders (equal orders start at the same stride) and is compact column-major from there."""
    if is_tuple(order):
        if not is_tuple(shape) or len(shape) != len(order):
            raise LayoutError(f"make_ordered_layout: order {_fmt(order)} does not have the rank of shape "
                              f"{_fmt(shape)}")
        return tuple(_compact_order(s, o, ref_shape, ref_order) for s, o in zip(shape, order))
    start = product(tuple(s for s, o in zip(ref_shape, ref_order) if o < order))
    return it.compact_major_left(shape, start)


def _product_like(shape, order):
    """C++ product_like(shape, order): the product of shape under each leaf of order."""
    if is_tuple(order):
        if not is_tuple(shape) or len(shape) != len(order):
            raise LayoutError(f"make_ordered_layout: order {_fmt(order)} does not have the rank of shape "
                              f"{_fmt(shape)}")
        return tuple(_product_like(s, o) for s, o in zip(shape, order))
    return product(shape)


def make_ordered_layout(shape, order) -> Layout:
    """C++ make_ordered_layout(shape, order) = make_layout(shape, compact_order(shape, order)) for a static
    order: the modes under a lower order get the smaller strides; order is congruent with shape or coarser
    (one order for a whole mode, its sub-modes column-major); equal orders are not broken by position (both
    modes start at the same stride, as in C++); size-1 modes get stride 0."""
    ref_shape = flatten(_product_like(shape, order))
    return Layout(shape, _compact_order(shape, order, ref_shape, flatten(order)))


@_composed_too
def tile_to_shape(block: Layout, target_shape, order=None) -> Layout:
    """C++ tile_to_shape(block, target, order): blocked_product(append<R>(block), make_ordered_layout(
    ceil_div(product_each(target), product_each(shape(block))), order)), R = rank(target), not coalesced.
    order None is C++'s default (LayoutLeft: compact column-major). Each target mode must be a multiple of
    the block's (C++'s static check "block shape does not divide the target shape")."""
    r = it.rank(target_shape)
    if rank(block) > r:
        raise LayoutError(f"tile_to_shape: {block} has more modes than target {_fmt(target_shape)}")
    b = _append_rank(block, r)
    tshape = target_shape if is_tuple(target_shape) else (target_shape,)
    bshape = [size(m) for m in _modes(b)]
    reps = []
    for t, s in zip(tshape, bshape):
        if product(t) % s != 0:
            raise LayoutError(f"tile_to_shape: block mode of size {s} does not divide target {product(t)}")
        reps.append(product(t) // s)
    reps = tuple(reps)
    rep_layout = _compact(reps) if order is None else make_ordered_layout(reps, order)
    return blocked_product(b, rep_layout)
