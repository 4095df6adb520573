"""Issue 25 items 1-2 for the planners already in the gemm_fp8 shape: no SimpleNamespace bag, no planner module
over 600 lines, no planner function over 80 lines, and no hand-written s_waitcnt in a printed line (a wait is a
typed `Wait` item or placed by flygen.plan.waits). The families still being converted are not listed yet."""
import ast
from pathlib import Path

import pytest

PLAN = Path(__file__).resolve().parents[1] / "flygen" / "plan"
DONE = [p for family in ("moe", "conv3d", "gemm_preshuffle") for p in sorted(PLAN.glob(f"{family}/*.py"))] + \
    [PLAN / f for f in ("gemm_splitk_reduce.py", "gemm_fp8.py", "gemm_pingpong.py", "layout_transpose.py",
                        "elementwise.py", "attention_combine.py", "attention/program.py", "attention/pingpong.py",
                        "attention/pingpong_loop.py", "attention/softmax.py")] + \
    [PLAN / "epilogue" / f for f in ("moe.py", "swapped.py", "rows.py", "preshuffle.py")]


def _docstrings(tree) -> set:
    return {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, (ast.Module, ast.FunctionDef, ast.ClassDef)) and n.body
            and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}


def problems(src: str) -> list:
    tree = ast.parse(src)
    out = [f"{len(src.splitlines())} lines"] if len(src.splitlines()) > 600 else []
    out += [f"{n.name}: {n.end_lineno - n.lineno + 1} lines" for n in ast.walk(tree)
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.end_lineno - n.lineno + 1 > 80]
    out += ["SimpleNamespace"] if "SimpleNamespace" in src else []
    docs = _docstrings(tree)
    out += [f"line {n.lineno}: s_waitcnt in a string" for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and "s_waitcnt" in n.value and id(n) not in docs]
    return out


@pytest.mark.parametrize("path", DONE, ids=lambda p: str(p.relative_to(PLAN)))
def test_planner_module_has_the_gemm_fp8_shape(path):
    assert not problems(path.read_text()), f"{path.relative_to(PLAN)}: {problems(path.read_text())}"


def test_the_checks_catch_what_they_are_for():
    long_fn = "def f():\n" + "    x = 1\n" * 80
    assert problems(long_fn) == ["f: 81 lines"]
    assert problems("from types import SimpleNamespace\n") == ["SimpleNamespace"]
    assert problems('def f():\n    """s_waitcnt in a docstring is prose."""\n    return ["s_waitcnt vmcnt(0)"]\n') == \
        ["line 3: s_waitcnt in a string"]
    assert problems('x = f"s_waitcnt vmcnt({n})"\n') == ["line 1: s_waitcnt in a string"]
    assert problems("x = 1\n" * 601) == ["601 lines"]
