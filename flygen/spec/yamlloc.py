"""YAML loading that remembers where every value came from (line, column), for located errors."""
from __future__ import annotations

from dataclasses import dataclass, field

import yaml

from flygen.errors import SpecError

Path = tuple  # a YAML path: keys (str) and list indices (int)


def format_path(path: Path) -> str:
    """('kernels', 1, 'tile', 'm') -> 'kernels[1].tile.m'."""
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out


@dataclass
class Located:
    """A loaded document plus the (line, col) of every path in it (1-based)."""

    file: str
    data: object
    locs: dict = field(default_factory=dict)

    def where(self, path: Path) -> tuple[int, int]:
        """Location of `path`, or of its nearest located ancestor."""
        path = tuple(path)
        while path and path not in self.locs:
            path = path[:-1]
        return self.locs.get(path, (1, 1))

    def error(self, path: Path, message: str) -> SpecError:
        line, col = self.where(path)
        return SpecError(self.file, line, col, format_path(path), message)


class _Loader(yaml.SafeLoader):
    """SafeLoader that rejects duplicate keys (a silent override is a classic spec bug)."""


def _to_python(node, path, locs, file):
    locs[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
    if isinstance(node, yaml.MappingNode):
        out = {}
        for knode, vnode in node.value:
            key = _scalar(knode, file)
            if not isinstance(key, str):
                raise SpecError(file, knode.start_mark.line + 1, knode.start_mark.column + 1,
                                format_path(path), f"keys must be strings, got {key!r}")
            if key in out:
                raise SpecError(file, knode.start_mark.line + 1, knode.start_mark.column + 1,
                                format_path(path + (key,)), "duplicate key")
            out[key] = _to_python(vnode, path + (key,), locs, file)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_to_python(v, path + (i,), locs, file) for i, v in enumerate(node.value)]
    return _scalar(node, file)


def _scalar(node, file):
    if not isinstance(node, yaml.ScalarNode):
        raise SpecError(file, node.start_mark.line + 1, node.start_mark.column + 1, "", "expected a scalar")
    loader = _Loader("")
    try:
        return loader.construct_object(node, deep=True)
    finally:
        loader.dispose()


def load_located(text: str, file: str) -> Located:
    """Parse YAML text into plain Python values plus a path -> (line, col) map."""
    try:
        nodes = list(yaml.compose_all(text, Loader=_Loader))
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        raise SpecError(file, line, col, "", f"YAML syntax error: {e.problem or e}") from None
    if len(nodes) != 1 or nodes[0] is None:
        raise SpecError(file, 1, 1, "", "expected exactly one YAML document with a mapping at the top")
    locs: dict = {}
    data = _to_python(nodes[0], (), locs, file)
    return Located(file, data, locs)
