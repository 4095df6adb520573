"""Integer expressions in assembly operands and `.set` directives (`v_acc+4`, `LDS_SIZE*2`, `(1<<16)-1`)."""
from __future__ import annotations

import ast
import operator
import re
from functools import lru_cache

from flygen.errors import EmulatorError

_BIN = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
    ast.FloorDiv: operator.floordiv, ast.Div: operator.floordiv, ast.Mod: operator.mod,
    ast.LShift: operator.lshift, ast.RShift: operator.rshift,
    ast.BitAnd: operator.and_, ast.BitOr: operator.or_, ast.BitXor: operator.xor,
}
_UN = {ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Invert: operator.invert}
_NAME = re.compile(r"[A-Za-z_.$][\w.$]*")


@lru_cache(maxsize=4096)
def _parse(text: str) -> tuple[ast.AST, dict[str, str]]:
    """(tree, placeholder -> name) of an expression; cached: kernels repeat the same few thousand texts."""
    names: dict[str, str] = {}

    def sub(m: re.Match) -> str:
        key = f"_n{len(names)}"
        names[key] = m.group(0)
        return key

    # hex literals must survive the name substitution
    src = re.sub(r"\b0[xX][0-9a-fA-F]+\b", lambda m: str(int(m.group(0), 16)), text.strip())
    src = _NAME.sub(sub, src)
    try:
        return ast.parse(src, mode="eval"), names
    except SyntaxError:
        raise EmulatorError(f"cannot evaluate expression {text!r}") from None


def evaluate(text: str, symbols: dict[str, int]) -> int:
    """Value of an integer expression; names are looked up in `symbols` (dots allowed in names)."""
    tree, names = _parse(text)

    def ev(node: ast.AST) -> int:
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return node.value
        if isinstance(node, ast.BinOp) and type(node.op) in _BIN:
            return _BIN[type(node.op)](ev(node.left), ev(node.right))
        if isinstance(node, ast.UnaryOp) and type(node.op) in _UN:
            return _UN[type(node.op)](ev(node.operand))
        if isinstance(node, ast.Name):
            name = names.get(node.id, node.id)
            if name not in symbols or symbols[name] is None:
                raise EmulatorError(f"unknown symbol {name!r} in {text!r}")
            return symbols[name]
        raise EmulatorError(f"unsupported expression {text!r}")

    return ev(tree)
