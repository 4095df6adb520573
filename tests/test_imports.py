"""No import circle in flygen/ and cli/ (style.md: one-way rooms). The graph is read with `ast`, so imports inside functions
count as much as top-level ones: a function-level import only hides a circle from Python, not from the design."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "flygen"


# the package's folders: flygen.cli lives in cli/ (pyproject's package-dir)
ROOMS = {"flygen": PKG, "flygen.cli": ROOT / "cli"}


def _modules() -> dict[str, Path]:
    out = {}
    for pkg, folder in ROOMS.items():
        for p in sorted(folder.rglob("*.py")):
            parts = pkg.split(".") + list(p.relative_to(folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = p
    return out


def _resolve(name: str, mods: dict[str, Path]) -> str | None:
    """The flygen module an import names: the longest known prefix (`from flygen.x import f` -> flygen.x)."""
    while name and name not in mods:
        name = name.rpartition(".")[0]
    return name or None


def import_graph() -> dict[str, set[str]]:
    """{module: flygen modules it imports}, top-level and function-level. A package's own __init__ is not an
    edge of its submodules (Python runs it first anyway; the edge would make every package a circle)."""
    mods = _modules()
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for mod, path in mods.items():
        pkg = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = pkg.split(".")
                    up = up[:len(up) - (node.level - 1)]
                    base = ".".join(up + ([base] if base else []))
                # `from pkg import sub` imports the submodule pkg.sub when there is one
                names = [f"{base}.{a.name}" if f"{base}.{a.name}" in mods else base for a in node.names]
            for n in names:
                if not n.startswith("flygen"):
                    continue
                target = _resolve(n, mods)
                if target and target != mod and not mod.startswith(target + "."):
                    graph[mod].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected component with more than one module (Tarjan), each as a sorted list."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def _path(graph, comp):
    """One concrete circle through the component's first module, for the failure message."""
    start, members = comp[0], set(comp)
    seen, frontier = {start: [start]}, [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(graph[v] & members):
                if w == start:
                    return seen[v] + [start]
                if w not in seen:
                    seen[w] = seen[v] + [w]
                    nxt.append(w)
        frontier = nxt
    return comp


def test_no_import_circle_in_flygen():
    graph = import_graph()
    found = [" -> ".join(_path(graph, c)) for c in cycles(graph)]
    assert not found, "import circles:\n  " + "\n  ".join(found)


def test_the_graph_sees_function_level_and_relative_imports():
    graph = import_graph()
    assert len(graph) > 100 and sum(map(len, graph.values())) > 300
    # `from flygen.check.results import result_key` in a function
    assert "flygen.check.results" in graph["flygen.check.verify"]
    assert "flygen.cli.common" in graph["flygen.cli.cmd_build"]  # `from .common import ...`
    assert "flygen.asm.parse" in graph["flygen.asm.load"]
    # the cycle finder on a made-up graph: a circle closed by one edge is found, naming its modules
    g = {"a": {"b"}, "b": set(), "c": {"a"}}
    assert cycles(g) == []
    g["b"] = {"c"}
    assert cycles(g) == [["a", "b", "c"]] and _path(g, ["a", "b", "c"]) == ["a", "b", "c", "a"]


def test_the_runtime_does_not_import_the_verifier():
    graph = import_graph()
    bad = sorted(m for m in graph
                 if m.startswith("flygen.runtime") and any(t.startswith("flygen.check.verify") for t in graph[m]))
    assert not bad, f"{bad} import the verifier"
