"""Small integer expressions over run-time registers, built with constant folding.

Nodes are tuples (op, *args): ("var", name, extent), ("const", c), ("shl", x, k), ("shr", x, k),
("and", x, mask), ("bfe", x, offset, width), ("mul", x, c), ("add", a, b), ("or", a, b), ("xor", a, b).
Values are unsigned and, by construction, below 2**32. The builders keep a "possible bits" mask per
node so that masks, shifts and swizzle xors fold away when the bits they touch are known to be zero.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from flygen.errors import LayoutError

U32 = (1 << 32) - 1


def var(name: str, extent: int):
    return ("var", name, extent)


def const(c: int):
    if c < 0 or c > U32:
        raise LayoutError(f"constant {c} does not fit an unsigned 32-bit register")
    return ("const", c)


def is_const(e) -> bool:
    return e[0] == "const"


def _low_mask(n: int) -> int:
    return (1 << n.bit_length()) - 1


@lru_cache(maxsize=None)
def bits(e) -> int:
    """Mask of bits that may be set in e's value."""
    op = e[0]
    if op == "var":
        return _low_mask(e[2] - 1)
    if op == "const":
        return e[1]
    if op == "shl":
        return (bits(e[1]) << e[2]) & U32
    if op == "shr":
        return bits(e[1]) >> e[2]
    if op == "and":
        return bits(e[1]) & e[2]
    if op == "bfe":
        return (bits(e[1]) >> e[2]) & ((1 << e[3]) - 1)
    if op == "mul":
        return _low_mask(bits(e[1]) * e[2]) & U32
    if op == "add":
        return _low_mask(bits(e[1]) + bits(e[2])) & U32
    return bits(e[1]) | bits(e[2])            # or, xor


def _pow2(c: int) -> int | None:
    return c.bit_length() - 1 if c > 0 and c & (c - 1) == 0 else None


ZERO = ("const", 0)


def shl(x, k: int):
    if k == 0 or x == ZERO:
        return x
    if bits(x) << k > U32:
        raise LayoutError("address expression overflows 32 bits")
    if is_const(x):
        return const(x[1] << k)
    if x[0] == "shl":
        return shl(x[1], x[2] + k)
    if x[0] in ("or", "xor") and (is_const(x[1]) or is_const(x[2])):
        return _bin(x[0], shl(x[1], k), shl(x[2], k))
    return ("shl", x, k)


def shr(x, k: int):
    if k == 0:
        return x
    if bits(x) >> k == 0:
        return ZERO
    if is_const(x):
        return const(x[1] >> k)
    if x[0] == "shr":
        return shr(x[1], x[2] + k)
    if x[0] == "shl":
        return shl(x[1], x[2] - k) if x[2] >= k else shr(x[1], k - x[2])
    if x[0] == "and":
        return and_(shr(x[1], k), x[2] >> k)
    if x[0] in ("or", "xor"):
        return _bin(x[0], shr(x[1], k), shr(x[2], k))
    return ("shr", x, k)


def and_(x, m: int):
    b = bits(x)
    if b & m == 0:
        return ZERO
    if b & m == b:
        return x
    if is_const(x):
        return const(x[1] & m)
    if x[0] == "and":
        return and_(x[1], x[2] & m)
    if x[0] == "shl":
        return shl(and_(x[1], m >> x[2]), x[2])
    if x[0] in ("or", "xor"):
        return _bin(x[0], and_(x[1], m), and_(x[2], m))
    return ("and", x, m & b)


def bfe(x, offset: int, width: int):
    return and_(shr(x, offset), (1 << width) - 1)


def mul(x, c: int):
    if c < 0:
        raise LayoutError(f"negative stride {c} cannot be lowered")
    if c == 0 or x == ZERO:
        return ZERO
    if is_const(x):
        return const(x[1] * c)
    p = _pow2(c)
    if p is not None:
        return shl(x, p)
    if bits(x) * c > U32:
        raise LayoutError("address expression overflows 32 bits")
    return ("mul", x, c)


def _bin(op: str, a, b):
    if op == "or":
        return or_(a, b)
    return xor(a, b) if op == "xor" else add(a, b)


def add(a, b):
    if is_const(a) and is_const(b):
        return const(a[1] + b[1])
    if a == ZERO:
        return b
    if b == ZERO:
        return a
    if bits(a) & bits(b) == 0:
        return or_(a, b)
    if is_const(a):
        a, b = b, a
    if is_const(b):
        rest, c = split_const(a)
        if c:
            return add(rest, const(c + b[1]))
    if bits(a) + bits(b) > U32:
        raise LayoutError("address expression overflows 32 bits")
    if is_const(a):
        a, b = b, a
    if is_const(b):
        rest, c = split_const(a)
        if c:
            return add(rest, const(c + b[1]))
    return ("add", a, b)


def _xor_terms(e) -> list:
    """Flatten a tree of xor / disjoint-or (the same function) into its terms."""
    if e[0] == "xor" or (e[0] == "or" and bits(e[1]) & bits(e[2]) == 0):
        return _xor_terms(e[1]) + _xor_terms(e[2])
    return [e]


def _field(e):
    """(y, mask, k) with e == (y & mask) << k (k < 0: >> -k); y is a variable or an opaque node."""
    op = e[0]
    if op in ("shl", "shr"):
        y, m, k0 = _field(e[1])
        if op == "shl":
            return y, m, k0 + e[2]
        k = e[2]
        return y, m & ~((1 << max(0, k - k0)) - 1), k0 - k
    if op == "and":
        y, m, k0 = _field(e[1])
        return y, m & (e[2] >> k0 if k0 >= 0 else e[2] << -k0), k0
    return e, bits(e), 0


def field(y, m: int, k: int):
    """(y & m) << k, simplified; k < 0 shifts right."""
    return shl(and_(y, m), k) if k >= 0 else and_(shr(y, -k), m >> -k)


def _merge_fields(terms: list) -> list:
    """XOR is linear: (y&m1)<<k ^ (y&m2)<<k == (y&(m1^m2))<<k, so merge terms sharing y and k."""
    groups: dict = {}
    out = []
    for t in terms:
        f = _field(t) if not is_const(t) else None
        if f is None or f[0] == t:
            out.append(t)
        else:
            key = (f[0], f[2])
            if key not in groups:
                groups[key] = 0
                out.append(key)
            groups[key] ^= f[1]
    res = []
    for t in out:
        if isinstance(t, tuple) and len(t) == 2 and t in groups and not isinstance(t[0], str):
            if groups[t]:
                res.append(field(t[0], groups[t], t[1]))
        else:
            res.append(t)
    return res


def _rebuild(terms: list):
    c = 0
    rest = []
    for t in _merge_fields(terms):
        if is_const(t):
            c ^= t[1]
        else:
            rest.append(t)
    # cancel equal terms (x ^ x == 0)
    seen: dict = {}
    for t in rest:
        seen[t] = seen.get(t, 0) ^ 1
    rest = [t for t in dict.fromkeys(rest) if seen[t]]
    if c:
        rest.append(const(c))
    if not rest:
        return ZERO
    out = rest[0]
    for t in rest[1:]:
        op = "or" if bits(out) & bits(t) == 0 else "xor"
        out = (op, out, t)
    return out


def or_(a, b):
    if a == ZERO:
        return b
    if b == ZERO:
        return a
    if is_const(a) and is_const(b):
        return const(a[1] | b[1])
    if bits(a) & bits(b) == 0:
        return _rebuild(_xor_terms(a) + _xor_terms(b))
    return ("or", a, b)


def xor(a, b):
    if is_const(a) and is_const(b):
        return const(a[1] ^ b[1])
    return _rebuild(_xor_terms(a) + _xor_terms(b))


def split_const(e):
    """(e - c, c) when e = e' (+ or disjoint |) c for a constant c, else (e, 0)."""
    if is_const(e):
        return ZERO, e[1]
    if e[0] in ("add", "or") and is_const(e[2]):
        if e[0] == "add" or bits(e[1]) & e[2][1] == 0:
            return e[1], e[2][1]
    if e[0] == "or" and is_const(e[1]) and bits(e[2]) & e[1][1] == 0:
        return e[2], e[1][1]
    return e, 0


def evaluate(e, env: dict) -> np.ndarray:
    """Evaluate over numpy arrays (uint64, wrapped to 32 bits)."""
    op = e[0]
    if op == "var":
        return np.asarray(env[e[1]], dtype=np.uint64)
    if op == "const":
        return np.uint64(e[1])
    x = evaluate(e[1], env)
    if op == "shl":
        return (x << np.uint64(e[2])) & np.uint64(U32)
    if op == "shr":
        return x >> np.uint64(e[2])
    if op == "and":
        return x & np.uint64(e[2])
    if op == "bfe":
        return (x >> np.uint64(e[2])) & np.uint64((1 << e[3]) - 1)
    if op == "mul":
        return (x * np.uint64(e[2])) & np.uint64(U32)
    y = evaluate(e[2], env)
    if op == "add":
        return (x + y) & np.uint64(U32)
    return x | y if op == "or" else x ^ y


def to_str(e) -> str:
    op = e[0]
    if op == "var":
        return e[1]
    if op == "const":
        return hex(e[1]) if e[1] > 64 else str(e[1])
    sym = {"shl": "<<", "shr": ">>", "and": "&", "mul": "*", "add": "+", "or": "|", "xor": "^"}
    if op == "bfe":
        return f"bfe({to_str(e[1])}, {e[2]}, {e[3]})"
    rhs = to_str(e[2]) if isinstance(e[2], tuple) else (hex(e[2]) if op == "and" else str(e[2]))
    return f"({to_str(e[1])} {sym[op]} {rhs})"
