"""The manifest's grid expressions: parsed once into a tiny integer grammar, evaluated in Python, printed as C.

A grid expression (`KernelPlan.grid`, e.g. "ceil_div(N, 256)" or "196 - m_tile0") is Python text. The runtime
and the C header do not `eval` it: `parse` accepts only

    expr := INT | NAME | expr (+ | - | *) expr | expr (// | %) INT | -expr | ceil_div(expr, INT)
          | min(expr, expr, ...) | max(expr, expr, ...)

with every divisor a positive integer literal (so neither Python nor C can divide by zero, and C never meets the
negative-divisor cases where its `/` and Python's `//` disagree), and anything else is an error naming the text.
`evaluate` and `to_c` are two printings of the same tree; C's `/` truncates where Python floors, so the C
helpers floor explicitly and the two agree on every int64 input (tests/test_runtime_header.py checks this).
"""
from __future__ import annotations

import ast
import functools
import re

from flygen.errors import FlygenError

_BIN = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//", ast.Mod: "%"}
_CALLS = ("ceil_div", "min", "max")
_CHARS = re.compile(r"[^A-Za-z0-9_ +\-*/%(),]")


class ExprError(FlygenError):
    """A grid expression outside the grammar above."""


def _check(node: ast.AST, text: str) -> None:
    def bad(what: str):
        raise ExprError(f"grid expression {text!r}: {what} is not in the grid grammar "
                        "(integers, size names, + - * // %, ceil_div/min/max with literal positive divisors)")

    def positive_literal(n: ast.AST, op: str) -> None:
        if not (isinstance(n, ast.Constant) and type(n.value) is int and n.value > 0):
            bad(f"the divisor of {op} ({ast.unparse(n)})")

    if isinstance(node, ast.Constant):
        if type(node.value) is not int:
            bad(f"the constant {node.value!r}")
    elif isinstance(node, ast.Name):
        if not node.id.isidentifier() or node.id.startswith("flygen_") or node.id in _CALLS:
            bad(f"the name {node.id!r}")
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        _check(node.operand, text)
    elif isinstance(node, ast.BinOp) and type(node.op) in _BIN:
        if type(node.op) in (ast.FloorDiv, ast.Mod):
            positive_literal(node.right, _BIN[type(node.op)])
        _check(node.left, text)
        _check(node.right, text)
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _CALLS \
            and not node.keywords:
        if node.func.id == "ceil_div":
            if len(node.args) != 2:
                bad("ceil_div with other than 2 arguments")
            positive_literal(node.args[1], "ceil_div")
        elif len(node.args) < 2:
            bad(f"{node.func.id} with fewer than 2 arguments")
        for a in node.args:
            _check(a, text)
    else:
        bad(f"{type(node).__name__} ({ast.unparse(node)})")


@functools.lru_cache(maxsize=None)
def parse(text: str) -> ast.AST:
    """The checked expression tree of `text` (ExprError if it leaves the grammar). One line of the grammar's
    characters only: Python would also take a `# comment`, a newline inside brackets or non-ASCII names."""
    bad = _CHARS.search(str(text))
    if bad:
        raise ExprError(f"grid expression {str(text)[:80]!r}: the character {bad.group()!r} is not in the grid grammar")
    try:
        tree = ast.parse(str(text).strip(), mode="eval").body
    except SyntaxError as e:
        raise ExprError(f"grid expression {text!r}: {e.msg}") from None
    _check(tree, text)
    return tree


def names(text: str) -> tuple[str, ...]:
    """The size names `text` reads, in first-use order."""
    seen: dict[str, None] = {}
    tree = parse(text)
    funcs = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and id(n) not in funcs:
            seen.setdefault(n.id)
    return tuple(seen)


def evaluate(text: str, sizes: dict) -> int:
    """The value of `text` with Python integer semantics (floor division), sizes by name."""
    def ev(n):
        if isinstance(n, ast.Constant):
            return n.value
        if isinstance(n, ast.Name):
            if n.id not in sizes:
                raise ExprError(f"grid expression {text!r} needs the runtime size {n.id}")
            v = sizes[n.id]
            if isinstance(v, bool) or int(v) != v:
                raise ExprError(f"runtime size {n.id} must be an integer, got {v!r}")
            return int(v)
        if isinstance(n, ast.UnaryOp):
            return -ev(n.operand) if isinstance(n.op, ast.USub) else ev(n.operand)
        if isinstance(n, ast.BinOp):
            a, b = ev(n.left), ev(n.right)
            op = _BIN[type(n.op)]
            return a + b if op == "+" else a - b if op == "-" else a * b if op == "*" else \
                a // b if op == "//" else a % b          # b is a positive literal for // and % (grammar)
        args = [ev(a) for a in n.args]
        if n.func.id == "ceil_div":
            return -(-args[0] // args[1])
        return min(args) if n.func.id == "min" else max(args)
    return ev(parse(text))


def to_c(text: str, rename=lambda s: s) -> str:
    """`text` as a C expression over int64_t values, using the helpers of `C_HELPERS`; `rename` maps size names
    to C identifiers."""
    def c(n) -> str:
        if isinstance(n, ast.Constant):
            return f"INT64_C({n.value})"
        if isinstance(n, ast.Name):
            return rename(n.id)
        if isinstance(n, ast.UnaryOp):
            return f"(-{c(n.operand)})" if isinstance(n.op, ast.USub) else c(n.operand)
        if isinstance(n, ast.BinOp):
            op = _BIN[type(n.op)]
            if op == "//":
                return f"flygen_floordiv({c(n.left)}, {c(n.right)})"
            if op == "%":
                return f"flygen_floormod({c(n.left)}, {c(n.right)})"
            return f"({c(n.left)} {op} {c(n.right)})"
        args = [c(a) for a in n.args]
        if n.func.id == "ceil_div":
            return f"flygen_ceil_div({args[0]}, {args[1]})"
        out = args[0]
        for a in args[1:]:
            out = f"flygen_{n.func.id}({out}, {a})"
        return out
    return c(parse(text))


# Floor semantics (Python's // and %) for a positive divisor b, without overflow for any int64 a.
C_HELPERS = """\
static inline int64_t flygen_floordiv(int64_t a, int64_t b) { int64_t q = a / b; return (a % b != 0 && a < 0) ? q - 1 : q; }
static inline int64_t flygen_floormod(int64_t a, int64_t b) { int64_t r = a % b; return (r != 0 && a < 0) ? r + b : r; }
static inline int64_t flygen_ceil_div(int64_t a, int64_t b) { int64_t q = a / b; return (a % b != 0 && a > 0) ? q + 1 : q; }
static inline int64_t flygen_min(int64_t a, int64_t b) { return a < b ? a : b; }
static inline int64_t flygen_max(int64_t a, int64_t b) { return a > b ? a : b; }
"""
