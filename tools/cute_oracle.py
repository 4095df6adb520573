"""Differential oracle for flygen.layout: CUTLASS's pycute (the CuTe team's Python port) on a corpus of cases.

    pip download --no-deps nvidia-cutlass==4.2.0.0 -d /tmp/w && cd /tmp/w && \
        unzip -q nvidia_cutlass-*.whl 'pycute/*' -d /tmp/pycute_pkg
    PYTHONPATH=/tmp/pycute_pkg:. python tools/cute_oracle.py --write      # regenerate the corpus file
    PYTHONPATH=/tmp/pycute_pkg:. python tools/cute_oracle.py              # compare flygen (on the path) with it

Writes tests/data/layout/cute_oracle.json: every case with its arguments and pycute's result (printed
shape:stride with full mode structure, and a hash of the layout function over its domain). pycute is
not a dependency of flygen: tests/test_layout_cute_oracle.py reads the file only.

Where pycute differs from CuTe C++ (include/cute/layout.hpp, NVIDIA/cutlass 044405ce), C++ is the
reference: such a case gets an entry in "cpp_overrides" naming the rule (RULES below: the C++ source read,
why pycute differs) and C++'s result. The rule is not taken on trust per case: for each override the tool
checks the rule's mechanical condition (e.g. "the two results are the same function and differ only in
the strides of size-1 modes", "pycute's composition has not size(B)", "the tiler has a None mode"); a
difference that no rule explains is reported as a disagreement. The C++ result recorded is the one
flygen computes, so an override is a claim about C++ that docs/layout.md lists with its source line.
"""
from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "data" / "layout" / "cute_oracle.json"
PYCUTE_VERSION = "nvidia-cutlass 4.2.0.0 (pycute/)"
SEED = 17
N_RANDOM = 1000             # random cases per operation

CPP = "NVIDIA/cutlass 044405ce include/cute/"
RULES = {
    "unit_mode_stride": (
        CPP + "layout.hpp detail::bw_coalesce (base case `Layout<_1,_0>`), stride.hpp compact "
        "(`is_constant<1, Shape>` -> `Int<0>`), layout.hpp complement (`make_layout(coalesce(cotarget))`)",
        "C++ gives a size-1 result mode stride 0 (1:0); pycute keeps a nonzero stride there. Same function."),
    "one_tuple": (
        CPP + "layout.hpp make_layout(Layout) (`make_shape(layout0.shape())`), tiled_divide / flat_divide "
        "(`result(_, repeat<R1>(_))`, algorithm/tuple_algorithms.hpp repeat<1>(x) == x)",
        "C++ keeps a rank-1 mode as a 1-tuple (or keeps a rank-1 rest mode whole); pycute unwraps it. "
        "Same function, same leaves."),
    "right_inverse_uncoalesced": (
        CPP + "layout.hpp right_inverse (`make_layout(unwrap(transform(iseq, ...)))`, no coalesce)",
        "C++ returns one mode per link of the stride chain; pycute coalesces the result. Same function."),
    "right_inverse_search": (
        CPP + "layout.hpp right_inverse / detail::inverse_seq (`find_if` the mode whose stride is the next one)",
        "pycute sorts the modes by stride and stops at the first one that is not the next stride (a stride-0 "
        "mode, or a stride between two links of the chain), C++ looks the next stride up among all modes: "
        "C++'s result is a right inverse of A of larger size."),
    "coalesce_x": (
        CPP + "layout.hpp composition (`detail::coalesce_x(lhs, coprofile)`), detail::coalesce_x",
        "C++ coalesces A keeping a trailing size-1 mode's stride (the function beyond A's domain, where B "
        "may reach); pycute's coalesce drops it. C++'s result is A(B(i)) with A's crd2idx everywhere."),
    "shape_div_static_assert": (
        CPP + "int_tuple.hpp shape_div (`static_assert(... \"Static shape_div failure\")`), layout.hpp "
        "detail::composition_impl (shape_div(rest_shape, si))",
        "B's shape does not divide through A's modes: C++ (static integers) does not compile; pycute "
        "returns a layout whose size is not size(B). flygen raises LayoutError."),
    "complement_non_injective": (
        CPP + "layout.hpp detail::complement (`static_assert(not is_constant<0, decltype(new_shape)>, "
        "\"Non-injective Layout detected in complement.\")`)",
        "A step between sorted strides is 0: C++ does not compile; pycute returns a shape with a 0. flygen "
        "raises LayoutError."),
    "divide_cotarget_shape": (
        CPP + "layout.hpp logical_divide (`complement(tiler, shape(layout))`), int_tuple.hpp ceil_div "
        "(tuple by int folds through the modes)",
        "C++ complements the tile within shape(A) (ceil_div mode by mode), pycute within size(A); they "
        "differ when A has several modes and the tile does not divide it. Same tile mode."),
    "none_tiler_zip2_by": (
        CPP + "layout.hpp tile_unzip (`zip2_by(layout.shape(), tiler)`), algorithm/tuple_algorithms.hpp "
        "zip2_by (a non-tuple guide, `_` included, needs a rank-2 mode: `static_assert(tuple_size<T>::value "
        "== 2)`)",
        "For a None (`_`) tiler mode C++ splits the kept mode as (mode 0, mode 1) into tile and rest, and "
        "does not compile if it is not rank 2 (flygen: LayoutError); pycute's hier_unzip puts 1:0 in the "
        "tile and the whole mode in the rest."),
    "product_int_tiler": (
        CPP + "layout.hpp logical_product(Layout, Tiler) (`is_integral<Tiler>`: "
        "`logical_product(block, make_layout(tiler))`)",
        "pycute's logical_product calls logical_divide for an int tiler (a typo); C++ makes the layout n:1."),
    "composition_drops_modes": (
        CPP + "layout.hpp composition(Layout, Tiler) (`// Drop any modes of lhs that aren't hit by rhs`: "
        "detail::transform_layout(lhs, rhs, f, make_seq<tuple_size<Tiler>>, seq<>{}, seq<>{})`)",
        "A by-mode tiler with fewer modes than A: C++ drops A's other modes, pycute keeps them."),
    "flat_divide_formula": (
        CPP + "layout.hpp flat_divide (`result(repeat<R0>(_), repeat<R1>(_))`)",
        "pycute has no flat_divide: the oracle slices pycute's zipped_divide as C++ does (not an override)."),
    "blocked_raked_formula": (
        CPP + "layout.hpp blocked_product / raked_product (`coalesce(zip(get<0>(result), get<1>(result)), "
        "tuple_repeat<R>(Int<1>{}))`)",
        "pycute has no blocked/raked product: the oracle evaluates C++'s formula on pycute's logical_product "
        "and coalesce (not an override)."),
}


# ------------------------------------------------------------------ encoding

def enc_layout(shape, stride):
    def j(t):
        return [j(x) for x in t] if isinstance(t, tuple) else t
    return {"L": [j(shape), j(stride)]}


def _tup(x):
    return tuple(_tup(v) for v in x) if isinstance(x, list) else x


def dec(arg, mk):
    """Decode an argument with mk(shape, stride) building a layout of the implementation at hand."""
    if arg is None:
        return None
    if isinstance(arg, dict) and "L" in arg:
        s, d = arg["L"]
        return mk(_tup(s), _tup(d))
    if isinstance(arg, dict) and "N" in arg:
        return arg["N"]
    if isinstance(arg, dict) and "T" in arg:
        return tuple(_tup(arg["T"]))
    if isinstance(arg, list):
        return tuple(dec(a, mk) for a in arg)
    return arg


def structure(shape, stride) -> str:
    return f"{shape}:{stride}"


def digest(values) -> str:
    return hashlib.sha256(repr(list(values)).encode()).hexdigest()[:16]


# ------------------------------------------------------------------ random layouts

SHAPES = [1, 2, 3, 4, 6, 8]
STRIDES = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32]


def rand_layout(r: random.Random, max_rank=3, zero=True, nest=True):
    n = r.randint(1, max_rank)
    shape = [r.choice(SHAPES) for _ in range(n)]
    stride = [r.choice(STRIDES if zero else STRIDES[1:]) for _ in range(n)]
    if nest and n >= 2 and r.random() < 0.3:
        return (tuple(shape[:2]),) + tuple(shape[2:]), (tuple(stride[:2]),) + tuple(stride[2:])
    if n == 1 and r.random() < 0.7:
        return shape[0], stride[0]
    if n == 1:
        return (shape[0],), (stride[0],)
    return tuple(shape), tuple(stride)


def rand_injective(r: random.Random, gaps=True):
    """Modes stacked in a random order, optionally with gaps: strides divide each other."""
    n = r.randint(1, 3)
    shapes = [r.choice([2, 3, 4]) for _ in range(n)]
    order = list(range(n))
    r.shuffle(order)
    strides = [0] * n
    cur = 1
    for i in order:
        cur *= r.choice([1, 2, 3]) if gaps else 1
        strides[i] = cur
        cur *= shapes[i]
    if n == 1:
        return shapes[0], strides[0]
    return tuple(shapes), tuple(strides)


def rand_tiler(r: random.Random, rank_a: int):
    """A by-mode tiler: 1..rank_a modes of layouts, ints or None."""
    k = r.randint(1, max(1, rank_a))
    out = []
    for _ in range(k):
        x = r.random()
        if x < 0.2:
            out.append(None)
        elif x < 0.4:
            out.append({"N": r.choice([1, 2, 3, 4])})
        else:
            out.append(enc_layout(*rand_injective(r, gaps=r.random() < 0.3)))
    return out


def _rank(shape):
    return len(shape) if isinstance(shape, tuple) else 1


def corpus_cases():
    r = random.Random(SEED)
    cases = []

    def add(op, *args, tag="random"):
        cases.append({"op": op, "args": list(args), "tag": tag})

    named = [
        ("logical_divide", enc_layout(2, 0), enc_layout(2, 2)),
        ("logical_divide", enc_layout(5, 1), enc_layout(5, 12)),
        ("logical_divide", enc_layout(3, 2), enc_layout((1, 3), (32, 16))),
        ("zipped_divide", enc_layout(4, 1), [enc_layout(4, 1)]),
        ("tiled_divide", enc_layout(((4, 8), 4), ((1, 12), 0)), [None, enc_layout((2, 2), (2, 1))]),
        ("coalesce", enc_layout((6,), (1,)), {"T": [1]}),
        ("coalesce", enc_layout(((6,), (1,)), ((1,), (0,))), {"T": [1, 1]}),
        ("complement", enc_layout((4, 6), (1, 4)), 24),
        ("complement", enc_layout(4, 0), 1),
        ("complement", enc_layout(1, 0), None),
        ("logical_divide", enc_layout(24, 1), enc_layout(5, 1)),
        ("logical_divide", enc_layout((4, 6), (1, 8)), enc_layout(3, 1)),
        ("composition", enc_layout((4, 1), (1, 0)), enc_layout(8, 1)),
        ("composition", enc_layout((4, 2), (1, 4)), enc_layout(1, 1)),
        ("composition", enc_layout((4, 6), (1, 10)), enc_layout(6, 1)),
        ("composition", enc_layout((12, (4, 8)), (59, (13, 1))), [enc_layout(3, 4), enc_layout(8, 2)]),
        ("composition", enc_layout(20, 2), enc_layout((5, 4), (4, 1))),
        ("composition", enc_layout((10, 2), (16, 4)), enc_layout((5, 4), (1, 5))),
        ("right_inverse", enc_layout((2, 4), (0, 1)), ),
        ("right_inverse", enc_layout((4, 8), (8, 1)), ),
        ("left_inverse", enc_layout((4, 2), (2, 1)), ),
        ("logical_product", enc_layout((2, 2), (4, 1)), enc_layout(6, 1)),
        ("blocked_product", enc_layout((2, 2), (1, 2)), enc_layout((3, 4), (4, 1))),
        ("raked_product", enc_layout((2, 2), (1, 2)), enc_layout((3, 4), (4, 1))),
        ("blocked_product", enc_layout(4, 1), enc_layout(3, 1)),
        ("logical_divide", enc_layout((9, (4, 8)), (59, (13, 1))), [enc_layout(3, 3), enc_layout((2, 4), (1, 8))]),
        ("zipped_divide", enc_layout((9, (4, 8)), (59, (13, 1))), [enc_layout(3, 3), enc_layout((2, 4), (1, 8))]),
        ("tiled_divide", enc_layout((16, 32), (32, 1)), [{"N": 4}, {"N": 8}]),
        ("flat_divide", enc_layout((16, 32), (32, 1)), [{"N": 4}, {"N": 8}]),
    ]
    for op, *args in named:
        add(op, *args, tag="named")

    for _ in range(N_RANDOM):
        add("coalesce", enc_layout(*rand_layout(r)), None)
        s, d = rand_layout(r)
        prof = {"T": [1] * r.randint(1, _rank(s))} if isinstance(s, tuple) else {"T": [1]}
        add("coalesce", enc_layout(s, d), prof)
        add("composition", enc_layout(*rand_layout(r)), enc_layout(*rand_layout(r)))
        sa, da = rand_layout(r)
        add("composition", enc_layout(sa, da), r.choice([{"N": r.choice([1, 2, 3, 4, 6, 8])},
                                                        rand_tiler(r, _rank(sa))]))
        add("complement", enc_layout(*(rand_injective(r) if r.random() < 0.8 else rand_layout(r))),
            r.choice([None, r.choice([1, 2, 8, 24, 48, 96])]))
        add("right_inverse", enc_layout(*rand_layout(r)))
        add("left_inverse", enc_layout(*rand_injective(r)))
        for op in ("logical_divide", "zipped_divide", "tiled_divide", "flat_divide"):
            sa, da = rand_layout(r) if r.random() < 0.5 else rand_injective(r, gaps=False)
            t = (enc_layout(*rand_injective(r, gaps=r.random() < 0.4)) if r.random() < 0.5
                 else rand_tiler(r, _rank(sa)))
            add(op, enc_layout(sa, da), t)
        for op in ("logical_product", "zipped_product", "tiled_product"):
            sa, da = rand_injective(r)
            t = enc_layout(*rand_layout(r, zero=False)) if r.random() < 0.5 else [
                enc_layout(*rand_layout(r, max_rank=2, zero=False, nest=False)) for _ in range(r.randint(1, _rank(sa)))]
            add(op, enc_layout(sa, da), t)
        for op in ("blocked_product", "raked_product"):
            add(op, enc_layout(*rand_injective(r)), enc_layout(*rand_layout(r, zero=False)))
        s, d = rand_layout(r)
        add("crd2idx", {"N": r.randrange(0, 2 * _size(s) + 1)}, enc_layout(s, d))
        add("idx2crd", {"N": r.randrange(0, _size(s))}, enc_layout(s, d))
    for _ in range(N_RANDOM // 2):
        b = r.randint(0, 3)
        m = r.randint(0, 4)
        # pycute's shiftr/shiftl recurse forever for a shift of 0, so shifts are nonzero
        sh = r.choice([x for x in range(-6, 7) if x != 0 and abs(x) >= b and m + min(0, x) >= 0])
        add("swizzle", [b, m, sh])
        sa, da = rand_layout(r, zero=False)
        add("composed_composition", [b, m, sh], r.randint(0, 64), enc_layout(sa, da), enc_layout(*rand_layout(r)))
    return cases


def _size(s):
    if isinstance(s, tuple):
        p = 1
        for x in s:
            p *= _size(x)
        return p
    return s


# ------------------------------------------------------------------ evaluation

class Impl:
    """One implementation (pycute or flygen) behind one interface: run(case) -> result dict."""

    def __init__(self, name):
        self.name = name
        if name == "pycute":
            import pycute as m
            self.m = m
            self.mk = lambda s, d: m.Layout(s, d)
        else:
            import flygen.layout as m
            from flygen.layout import layout as ml
            self.m, self.ml = m, ml
            self.mk = lambda s, d: m.Layout(s, d)

    def shape_stride(self, x):
        return x.shape, x.stride

    def values(self, x):
        n = self.size(x)
        return [x(i) for i in range(n)]

    def size(self, x):
        return self.m.size(x)

    def run(self, case):
        try:
            return self._run(case)
        except Exception as e:          # noqa: BLE001 -- a refusal is a result
            return {"error": type(e).__name__, "msg": str(e)[:300]}

    def _run(self, case):
        op, args = case["op"], case["args"]
        m = self.m
        if op == "swizzle":
            sw = m.Swizzle(*args[0])
            n = 1 << min(12, args[0][0] + args[0][1] + abs(args[0][2]) + 1)
            return {"values": digest(sw(x) for x in range(n)), "size": n}
        if op == "composed_composition":
            sw = m.Swizzle(*args[0])
            a, b = dec(args[2], self.mk), dec(args[3], self.mk)
            if self.name == "pycute":
                r = m.ComposedLayout(sw, args[1], m.composition(a, b))
                outer = r.layoutA
            else:
                r = m.composition(m.make_composed_layout(sw, args[1], a), b)
                outer = r.outer
            return {"structure": structure(*self.shape_stride(outer)), "values": digest(self.values(r)),
                    "size": self.size(outer)}
        if op in ("crd2idx", "idx2crd"):
            n, lay = dec(args[0], self.mk), dec(args[1], self.mk)
            f = getattr(m, op)
            return {"value": repr(f(n, lay.shape, lay.stride))}
        xs = [dec(a, self.mk) for a in args]
        if op == "flat_divide" and self.name == "pycute":
            z = m.zipped_divide(xs[0], xs[1])
            r0, r1 = len(z[0]), len(z[1])                   # C++ result(repeat<R0>(_), repeat<R1>(_))
            res = z(None if r0 == 1 else (None,) * r0, None if r1 == 1 else (None,) * r1)
        elif op in ("blocked_product", "raked_product") and self.name == "pycute":
            res = _pycute_rank_product(m, xs[0], xs[1], op == "raked_product")
        elif op == "coalesce" and xs[1] is None:
            res = m.coalesce(xs[0])
        elif op == "complement" and xs[1] is None:
            res = m.complement(xs[0]) if self.name != "pycute" else m.complement(xs[0], m.cosize(m.filter(xs[0])))
        elif op in ("right_inverse", "left_inverse"):
            res = getattr(m, op)(xs[0])
        else:
            res = getattr(m, op)(*xs)
        n = self.size(res)
        if n > 1 << 14:
            return {"structure": structure(*self.shape_stride(res)), "size": n}
        return {"structure": structure(*self.shape_stride(res)), "values": digest(self.values(res)), "size": n}


def _pycute_rank_product(m, block, tiler, raked):
    """C++ blocked_product / raked_product on pycute's primitives (pycute has neither)."""
    r = max(len(block), len(tiler))

    def append(lay):
        if isinstance(lay.shape, tuple):
            return m.Layout(lay.shape + (1,) * (r - len(lay.shape)), lay.stride + (0,) * (r - len(lay.shape)))
        if r == 1:
            return lay
        return m.Layout((lay.shape,) + (1,) * (r - 1), (lay.stride,) + (0,) * (r - 1))

    p = m.logical_product(append(block), append(tiler))
    x, y = (p[1], p[0]) if raked else (p[0], p[1])

    def zip_(t0, t1):
        if not isinstance(t0, tuple):
            return ((t0, t1),)
        assert isinstance(t1, tuple) and len(t0) == len(t1)
        return tuple(zip(t0, t1))
    z = m.Layout(zip_(x.shape, y.shape), zip_(x.stride, y.stride))
    return m.coalesce(z, (1,) * r)


# ------------------------------------------------------------------ rules (why pycute and C++ differ)

def _leaves(t):
    return [x for v in t for x in _leaves(v)] if isinstance(t, tuple) else [t]


def _parse_structure(s: str):
    import ast
    a, b = s.split(":")
    return ast.literal_eval(a), ast.literal_eval(b)


def _unit0(shape, stride):
    if isinstance(shape, tuple):
        return tuple(_unit0(s, d) for s, d in zip(shape, stride))
    return 0 if shape == 1 else stride


def _unwrap1(t):
    if isinstance(t, tuple):
        t = tuple(_unwrap1(x) for x in t)
        return t[0] if len(t) == 1 else t
    return t


def _equiv(py, fl) -> list | None:
    """Same function; structures equal up to size-1 strides and 1-tuples: the structural rules that apply."""
    if "values" not in py or py.get("values") != fl.get("values") or py.get("size") != fl.get("size"):
        return None
    if "structure" not in py or "structure" not in fl:
        return None
    ps, pd = _parse_structure(py["structure"])
    fs, fd = _parse_structure(fl["structure"])
    if _leaves(ps) != _leaves(fs) or _unwrap1(ps) != _unwrap1(fs):
        return None
    if _unwrap1(_unit0(ps, pd)) != _unwrap1(_unit0(fs, fd)):
        return None
    rules = []
    if ps != fs:
        rules.append("one_tuple")
    if _unwrap1(pd) != _unwrap1(fd) or (ps == fs and pd != fd):
        rules.append("unit_mode_stride")
    return rules


def _shape_div_fails(msg: str) -> bool:
    import re
    m = re.search(r"shape_div\((-?\d+), (-?\d+)\)", msg or "")
    if not m:
        return False
    a, b = int(m.group(1)), int(m.group(2))
    return a == 0 or b == 0 or (a % b != 0 and b % a != 0)


def _per_mode_coalesce(fly, a):
    """A with each top mode coalesced (what pycute's coalesce keeps of A): no trailing size-1 leaves."""
    m = fly.m
    if isinstance(a.shape, tuple):
        return m.make_layout(*[m.coalesce(a[i]) for i in range(len(a.shape))])
    return m.coalesce(a)


def _divide_by_size(fly, a, t):
    """logical_divide with the complement taken within size(A) (pycute) instead of shape(A) (C++)."""
    m, ml = fly.m, fly.ml
    if t is None:
        return a
    if isinstance(t, tuple):
        return ml._transform_layout(a, t, lambda x, y: _divide_by_size(fly, x, y))
    b = m.make_layout(t) if isinstance(t, int) else t
    return m.composition(a, m.make_layout(b, m.complement(b, m.size(a))))


def _variant(fly, op, args, a_override=None, by_size=False):
    m, ml = fly.m, fly.ml
    xs = [dec(x, fly.mk) for x in args]
    if a_override is not None:
        xs[0] = a_override
    try:
        if by_size:
            ld = _divide_by_size(fly, xs[0], xs[1])
            if op == "logical_divide":
                res = ld
            else:
                z = ml._tile_unzip(ld, xs[1])
                if op == "zipped_divide":
                    res = z
                elif op == "tiled_divide":
                    res = ml._slice_all(z.shape, z.stride, (1, m.rank(z[1])))
                else:
                    res = ml._slice_all(z.shape, z.stride, (m.rank(z[0]), m.rank(z[1])))
        else:
            res = fly._run({"op": op, "args": args}) if a_override is None else None
            if res is None:
                fn = getattr(m, op)
                res = fn(*xs) if op not in ("coalesce",) else fn(xs[0], xs[1])
            else:
                return res
    except Exception as e:          # noqa: BLE001
        return {"error": type(e).__name__, "msg": str(e)[:300]}
    n = m.size(res)
    return {"structure": structure(res.shape, res.stride), "values": digest(res(i) for i in range(n)), "size": n}


def explain(case, py, fl, fly):
    """The rules that explain a difference between pycute's result `py` and flygen's `fl` (empty: none)."""
    op, args = case["op"], case["args"]
    rules = _equiv(py, fl)
    if rules:
        return rules
    a = dec(args[0], fly.mk) if args and isinstance(args[0], dict) and "L" in args[0] else None
    tiler = args[1] if len(args) > 1 else None
    if "error" in fl:
        msg = fl.get("msg", "")
        if fl["error"] == "LayoutError" and _shape_div_fails(msg):
            return ["shape_div_static_assert"]
        if fl["error"] == "LayoutError" and "non-injective" in msg and (
                "error" in py or 0 in _leaves(_parse_structure(py["structure"])[0])):
            return ["complement_non_injective"]
        if fl["error"] == "LayoutError" and "zip2_by" in msg and isinstance(tiler, list) and None in tiler:
            return ["none_tiler_zip2_by"]
        return []
    if "error" in py and op == "flat_divide" and py.get("msg", "").startswith("Mismatched"):
        return []
    # the difference is only pycute's coalesce of A (C++ coalesce_x keeps trailing size-1 leaves' strides)
    if op == "composed_composition":
        a2 = dec(args[2], fly.mk)
        if 1 in _leaves(a2.shape):
            m = fly.m
            sw, a2c, b = m.Swizzle(*args[0]), m.coalesce(a2), dec(args[3], fly.mk)
            r = m.composition(m.make_composed_layout(sw, args[1], a2c), b)
            v = {"structure": structure(r.outer.shape, r.outer.stride), "values": digest(r(i) for i in range(m.size(b))),
                 "size": m.size(r.outer)}
            rr = _equiv(py, v)
            if rr is not None or v == py:
                return ["coalesce_x"] + (rr or [])
        return []
    if a is not None and 1 in _leaves(a.shape) and op in (
            "composition", "logical_divide", "zipped_divide", "tiled_divide", "flat_divide"):
        bymode = isinstance(tiler, list)
        v = _variant(fly, op, args, a_override=_per_mode_coalesce(fly, a) if bymode else fly.m.coalesce(a))
        r = _equiv(py, v)
        if r is not None or v == py:
            return ["coalesce_x"] + (r or [])
    if op == "composition" and isinstance(tiler, list) and a is not None and len(tiler) < fly.m.rank(a):
        if "structure" in py and "values" in fl:
            ps, pd = _parse_structure(py["structure"])
            k = len(tiler)
            lay = fly.m.Layout(ps[:k], pd[:k])
            v = {"structure": structure(lay.shape, lay.stride), "values": digest(lay(i) for i in range(fly.m.size(lay))),
                 "size": fly.m.size(lay)}
            r = _equiv(v, fl)
            if r is not None or v["structure"] == fl["structure"]:
                return ["composition_drops_modes"] + (r or [])
            # drop + coalesce_x together
            if 1 in _leaves(a.shape):
                v2 = _variant(fly, op, args, a_override=_per_mode_coalesce(fly, a))
                if _equiv(v, v2) is not None or v2.get("structure") == v["structure"]:
                    return ["composition_drops_modes", "coalesce_x"]
    if op.endswith("_divide") and isinstance(tiler, list) and None in tiler:
        return ["none_tiler_zip2_by"]
    if op.endswith("_divide") and a is not None:
        v = _variant(fly, op, args, by_size=True)
        r = _equiv(py, v)
        if r is not None or v == py:
            return ["divide_cotarget_shape"] + (r or [])
        if 1 in _leaves(a.shape):
            # both: complement within size and pycute's coalesce of A
            return []
    if op in ("right_inverse", "left_inverse") and a is not None and "values" in fl:
        lay = a if op == "right_inverse" else fly.m.make_layout(a, fly.m.complement(a))
        ri = fly.m.Layout(*_parse_structure(fl["structure"]))
        if all(lay(ri(i)) == i for i in range(fly.m.size(ri))) and fl["size"] > py.get("size", 0):
            return ["right_inverse_search"]
        c = fly.m.coalesce(ri)
        v = {"structure": structure(c.shape, c.stride), "values": fl["values"], "size": fl["size"]}
        if _equiv(py, v) is not None or v == {k: py.get(k) for k in v}:
            return ["right_inverse_uncoalesced"] + (_equiv(py, v) or [])
    if op.endswith("_product") and (isinstance(tiler, dict) and "N" in tiler or
                                    isinstance(tiler, list) and any(isinstance(t, dict) and "N" in t for t in tiler)):
        return ["product_int_tiler"]
    return []


def agree(py, fl) -> tuple[bool, bool]:
    """(same function or same refusal, same structure)."""
    if "error" in py or "error" in fl:
        both = "error" in py and "error" in fl
        return both, both
    fn = py.get("values") == fl.get("values") and py.get("size") == fl.get("size") and py.get("value") == fl.get("value")
    return fn, py.get("structure") == fl.get("structure")


def write() -> int:
    py, fly = Impl("pycute"), Impl("flygen")
    cases = corpus_cases()
    out, overrides, unexplained = [], [], []
    for i, c in enumerate(cases):
        rp, rf = py.run(c), fly.run(c)
        entry = dict(id=i, **c, pycute=rp)
        out.append(entry)
        fn, st = agree(rp, rf)
        if fn and st:
            continue
        rules = explain(c, rp, rf, fly)
        if rules:
            overrides.append({"id": i, "rules": rules, "cpp": {k: v for k, v in rf.items() if k != "msg"}})
        else:
            unexplained.append((i, c, rp, rf))
    doc = {
        "pycute": PYCUTE_VERSION,
        "cpp_reference": CPP + "layout.hpp (and int_tuple.hpp, stride.hpp, algorithm/tuple_algorithms.hpp)",
        "integers": "static (CuTe Int<N>): structure as C++ prints it for compile-time shapes",
        "generator": {"seed": SEED, "random_per_op": N_RANDOM},
        "rules": {k: {"cpp_source": v[0], "reason": v[1]} for k, v in RULES.items()},
        "cases": out,
        "cpp_overrides": overrides,
    }
    CORPUS.parent.mkdir(parents=True, exist_ok=True)
    CORPUS.write_text(json.dumps(doc, separators=(",", ":")) + "\n")
    print(f"wrote {len(out)} cases, {len(overrides)} C++ overrides to {CORPUS.relative_to(ROOT)}")
    for i, c, rp, rf in unexplained[:40]:
        print("UNEXPLAINED", i, c["op"], json.dumps(c["args"]), "pycute", rp, "flygen", rf)
    print(f"{len(unexplained)} unexplained differences")
    return 1 if unexplained else 0


def compare() -> int:
    """Score the flygen on the path against the stored corpus (pycute's result, or C++'s for overrides)."""
    doc = json.loads(CORPUS.read_text())
    fly = Impl("flygen")
    over = {o["id"]: o for o in doc["cpp_overrides"]}
    stats = {}
    for c in doc["cases"]:
        want = over[c["id"]]["cpp"] if c["id"] in over else c["pycute"]
        got = fly.run(c)
        got.pop("msg", None)
        fn, st = agree(want, got)
        fp, sp = agree(c["pycute"], got)
        s = stats.setdefault(c["op"], [0, 0, 0, 0, 0])
        s[0] += 1
        s[1] += fn
        s[2] += st
        s[3] += fp
        s[4] += sp
    tot = [sum(v[i] for v in stats.values()) for i in range(5)]
    print(f"{'op':24} {'cases':>6} {'fn(ref)':>8} {'st(ref)':>8} {'fn(pycute)':>10} {'st(pycute)':>10}")
    for op, v in sorted(stats.items()):
        print(f"{op:24} {v[0]:6} {v[1]:8} {v[2]:8} {v[3]:10} {v[4]:10}")
    print(f"{'total':24} {tot[0]:6} {tot[1]:8} {tot[2]:8} {tot[3]:10} {tot[4]:10}")
    return 0 if tot[1] == tot[2] == tot[0] else 1


if __name__ == "__main__":
    sys.exit(write() if "--write" in sys.argv else compare())
