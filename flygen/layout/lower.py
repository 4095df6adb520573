"""Lowering: a layout applied to (run-time thread coordinate, compile-time value) -> base(t) + imm(v).

The planner hands us a layout (plain or composed with a Swizzle) whose mode 0 is indexed by run-time
registers (lane, thread, wave or loop counter) and whose other modes enumerate compile-time values.
We return per-thread base expressions (hoisted to the prologue as VALU/SALU code) and per-value
immediates (instruction offsets). A plain layout always splits with one base. A swizzle can mix value
bits into thread bits; values are then grouped by the run-time pattern they see, one base per group.
Every split is checked exhaustively against the layout before it is returned.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from flygen.errors import LayoutError
from flygen.layout import expr as E
from flygen.layout.inttuple import compact_col_major, flatten, product
from flygen.layout.layout import Layout, make_layout
from flygen.layout.swizzle import ComposedLayout, Swizzle


@dataclass(frozen=True)
class LoweredAddress:
    """layout(t, v) == eval(bases[base_of[v]], t) + imms[v] for every run-time t and value v."""

    runtime: tuple            # ((name, extent), ...): t = name0 + extent0 * (name1 + extent1 * ...)
    bases: tuple              # expressions (see flygen.layout.expr)
    base_of: tuple            # value index -> index into bases
    imms: tuple               # value index -> non-negative immediate

    @property
    def base_expr(self):
        if len(self.bases) != 1:
            raise LayoutError(f"address needs {len(self.bases)} bases; use .bases")
        return self.bases[0]

    def as_dict(self) -> dict:
        return {"runtime": [list(r) for r in self.runtime], "bases": [E.to_str(b) for b in self.bases],
                "base_of": list(self.base_of), "imms": list(self.imms)}


def _thread_expr(runtime: tuple):
    """The flat run-time coordinate as an expression: lane | (wave << log2(64)) etc."""
    t, scale = E.ZERO, 1
    for i, (name, n) in enumerate(runtime):
        v = E.var(name, n)
        if scale != 1:
            p = E._pow2(scale)
            if p is None:
                raise LayoutError(f"run-time extent {scale} before {name!r} is not a power of two")
            v = E.shl(v, p)
        t = E.add(t, v)
        scale *= n
    return t


def _mode_expr(t, shape, stride, extent: int):
    """Expression of Layout(shape, stride) applied to the run-time index t < extent."""
    fs, fd = flatten(shape), flatten(stride)
    pre = flatten(compact_col_major(tuple(fs)))
    out = E.ZERO
    for i, (s, d, p) in enumerate(zip(fs, fd, pre)):
        if s == 1 or d == 0 or p >= extent:
            continue
        last = p * s >= extent
        lp, ls = E._pow2(p), E._pow2(s)
        if lp is None:
            raise LayoutError(f"run-time mode {s}:{d} follows a non-power-of-two extent {p}; "
                              "cannot lower without a division")
        c = E.shr(t, lp)
        if not last:
            if ls is None:
                raise LayoutError(f"run-time mode of size {s} is not a power of two; cannot lower t % {s}")
            c = E.and_(c, s - 1)
        out = E.add(out, E.mul(c, d))
    return out


def _inner_expr(inner, x):
    if inner is None:
        return x
    if isinstance(inner, Swizzle):
        y = E.and_(x, inner.yyy_mask)
        y = E.shr(y, inner.shift) if inner.shift >= 0 else E.shl(y, -inner.shift)
        return E.xor(x, y)
    raise LayoutError(f"cannot lower a composed layout with inner {inner}")


def _value_offsets(outer: Layout) -> np.ndarray:
    """outer(0, v) for every value v (modes 1.. flattened colexicographically)."""
    modes = outer.modes()[1:]
    if not modes:
        return np.zeros(1, dtype=np.int64)
    vl = make_layout(*modes) if len(modes) > 1 else modes[0]
    fs, fd = flatten(vl.shape), flatten(vl.stride)
    v = np.arange(product(vl.shape), dtype=np.int64)
    out = np.zeros_like(v)
    for s, d, p in zip(fs, fd, flatten(compact_col_major(tuple(fs)))):
        out += ((v // p) % s) * d
    return out


def _thread_offsets(mode0: Layout, extent: int) -> np.ndarray:
    t = np.arange(extent, dtype=np.int64)
    fs, fd = flatten(mode0.shape), flatten(mode0.stride)
    out = np.zeros_like(t)
    pre = flatten(compact_col_major(tuple(fs)))
    for i, (s, d, p) in enumerate(zip(fs, fd, pre)):
        c = t // p if i == len(fs) - 1 else (t // p) % s
        out += c * d
    return out


def _apply_inner(inner, x: np.ndarray) -> np.ndarray:
    return x if inner is None else inner(x)


def lower(layout, runtime: dict, max_imm: int = 65535) -> LoweredAddress:
    """Split layout(t, v) into base(t) + imm(v), t over `runtime` (ordered {name: extent}), checked for all t, v.

    `layout` is a Layout or a ComposedLayout (Swizzle or identity inner); its mode 0 is the run-time
    coordinate, its other modes the compile-time values. Immediates are kept in [0, max_imm]; values
    that need a different run-time pattern (swizzle) or a larger immediate get their own base.
    A pure function of immutable inputs returning a frozen result: memoised, so the exhaustive check runs
    once per distinct question (planners ask the same ones for many kernels).
    """
    rt = tuple(runtime.items())
    try:
        return _lower_cached(layout, rt, max_imm)
    except TypeError:                 # unhashable inner layout: no cache
        return _lower(layout, rt, max_imm)


def _lower(layout, rt: tuple, max_imm: int) -> LoweredAddress:
    extent = product(tuple(n for _, n in rt))
    inner, offset, outer = ((layout.inner, layout.offset, layout.outer) if isinstance(layout, ComposedLayout)
                            else (None, 0, layout))
    if len(outer) < 2 and product(outer.shape) > 1 and extent > 1:
        outer = make_layout(outer, Layout(1, 0))
    mode0 = outer[0] if len(outer) > 1 else outer
    if product(mode0.shape) < extent:
        raise LayoutError(f"run-time extent {extent} exceeds the thread mode {mode0}")
    tv = _thread_offsets(mode0, extent)
    vv = _value_offsets(outer) if len(outer) > 1 else np.zeros(1, dtype=np.int64)
    full = _apply_inner(inner, offset + tv[:, None] + vv[None, :])          # [T, V]
    if (full < 0).any():
        raise LayoutError("layout produces negative offsets; cannot lower to unsigned registers")
    # group values by the run-time pattern they see; one base per group (and per immediate window)
    pattern = full - full[0:1, :]
    groups: dict = {}
    for v in range(full.shape[1]):
        groups.setdefault(pattern[:, v].tobytes(), []).append(v)
    t_expr = _thread_expr(rt)
    lin = _mode_expr(t_expr, mode0.shape, mode0.stride, extent)
    bases, base_of, imms = [], [0] * full.shape[1], [0] * full.shape[1]
    env = {name: _digit(np.arange(extent), rt, i) for i, (name, _) in enumerate(rt)}
    for members in groups.values():
        members = sorted(members, key=lambda v: full[0, v])
        start = 0
        while start < len(members):
            rep = members[start]
            e = _inner_expr(inner, E.add(lin, E.const(int(offset + vv[rep]))))
            e_var, c = E.split_const(e)
            got = np.broadcast_to(E.evaluate(e_var, env), (extent,)).astype(np.int64)
            if not np.array_equal(got + c, full[:, rep]):
                raise LayoutError("internal: lowered expression disagrees with the layout")
            if c > max_imm:
                e_var, c = e, 0
                got = np.broadcast_to(E.evaluate(e_var, env), (extent,)).astype(np.int64)
            bi = len(bases)
            bases.append(e_var)
            end = start
            while end < len(members) and 0 <= full[0, members[end]] - got[0] <= max_imm:
                v = members[end]
                base_of[v], imms[v] = bi, int(full[0, v] - got[0])
                end += 1
            if end == start:
                raise LayoutError("internal: empty immediate window")
            start = end
    out = LoweredAddress(rt, tuple(bases), tuple(base_of), tuple(imms))
    check_lowered(out, full)
    return out


_lower_cached = lru_cache(maxsize=4096, typed=True)(_lower)


def _digit(t: np.ndarray, rt: tuple, i: int) -> np.ndarray:
    scale = 1
    for _, n in rt[:i]:
        scale *= n
    return (t // scale) % rt[i][1]


def check_lowered(low: LoweredAddress, full: np.ndarray) -> None:
    """Exhaustive check: base(t) + imm(v) == layout(t, v) for every t and v."""
    extent = full.shape[0]
    env = {name: _digit(np.arange(extent), low.runtime, i) for i, (name, _) in enumerate(low.runtime)}
    vals = [np.broadcast_to(E.evaluate(b, env), (extent,)).astype(np.int64) for b in low.bases]
    got = np.stack([vals[low.base_of[v]] + low.imms[v] for v in range(full.shape[1])], axis=1)
    if not np.array_equal(got, full):
        raise LayoutError("lowered address disagrees with the layout")
