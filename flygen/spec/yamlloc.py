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


MAX_BYTES = 16 << 20        # a spec file larger than this is refused before parsing
MAX_VALUES = 200_000        # values after alias expansion (an alias "bomb" grows exponentially with its depth)
MAX_DEPTH = 64              # nesting of mappings / sequences

_YAML = "tag:yaml.org,2002:"
_SCALAR_TAGS = {_YAML + t for t in ("str", "int", "float", "bool", "null", "timestamp")}
_TAGS = {yaml.MappingNode: _YAML + "map", yaml.SequenceNode: _YAML + "seq"}


def _err(node, path, message, file) -> SpecError:
    return SpecError(file, node.start_mark.line + 1, node.start_mark.column + 1, format_path(path), message)


def _to_python(node, path, locs, file, budget=None):
    budget = budget if budget is not None else [MAX_VALUES]
    budget[0] -= 1
    if budget[0] < 0:
        raise _err(node, path[:2], f"the document expands to more than {MAX_VALUES} values (YAML aliases?)", file)
    if len(path) > MAX_DEPTH:
        raise _err(node, path[:2], f"nested deeper than {MAX_DEPTH} levels", file)
    locs[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
    want = _TAGS.get(type(node))
    if want and node.tag != want:
        raise _err(node, path, f"YAML tag {node.tag} is not supported", file)
    if isinstance(node, yaml.MappingNode):
        out = {}
        for knode, vnode in node.value:
            if knode.tag == _YAML + "merge":
                raise _err(knode, path, "YAML merge keys (<<) are not supported; put shared parameters under "
                           "'defaults:' or repeat them", file)
            key = _scalar(knode, file, path)
            if not isinstance(key, str):
                raise SpecError(file, knode.start_mark.line + 1, knode.start_mark.column + 1,
                                format_path(path), f"keys must be strings, got {key!r}")
            if key in out:
                raise SpecError(file, knode.start_mark.line + 1, knode.start_mark.column + 1,
                                format_path(path + (key,)), "duplicate key")
            out[key] = _to_python(vnode, path + (key,), locs, file, budget)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_to_python(v, path + (i,), locs, file, budget) for i, v in enumerate(node.value)]
    return _scalar(node, file, path)


def _scalar(node, file, path=()):
    if not isinstance(node, yaml.ScalarNode):
        raise _err(node, path, "expected a scalar", file)
    if node.tag not in _SCALAR_TAGS:
        raise _err(node, path, f"YAML tag {node.tag} is not supported", file)
    loader = _Loader("")
    try:
        return loader.construct_object(node, deep=True)
    except (yaml.YAMLError, ValueError, OverflowError) as e:      # e.g. !!int x, a date 2001-13-45
        shown = repr(node.value) if len(node.value) <= 60 else f"a {len(node.value)}-character value"
        why = str(getattr(e, 'problem', None) or e)
        raise _err(node, path, f"cannot read {shown} as {node.tag.removeprefix(_YAML)}: "
                   f"{why if len(why) <= 200 else why[:197] + '...'}", file) from None
    finally:
        loader.dispose()


def _line_col(text: str, pos: int) -> tuple[int, int]:
    line = text.count("\n", 0, pos) + 1
    return line, pos - (text.rfind("\n", 0, pos) + 1) + 1


def decode(data: bytes, file: str) -> str:
    """Spec bytes -> text: UTF-8 (a BOM is allowed); a bad byte or an oversize file is a located error."""
    if len(data) > MAX_BYTES:
        raise SpecError(file, 1, 1, "", f"spec file is {len(data)} bytes; at most {MAX_BYTES} are read")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line, col = _line_col(data[:e.start].decode("utf-8", "replace"), e.start)
        raise SpecError(file, line, col, "", f"not UTF-8: byte {data[e.start]:#04x} ({e.reason})") from None


def load_located(text: str, file: str) -> Located:
    """Parse YAML text into plain Python values plus a path -> (line, col) map."""
    if len(text) > MAX_BYTES:
        raise SpecError(file, 1, 1, "", f"spec text is {len(text)} characters; at most {MAX_BYTES} are read")
    try:
        nodes = list(yaml.compose_all(text, Loader=_Loader))
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        raise SpecError(file, line, col, "", f"YAML syntax error: {e.problem or e}") from None
    except yaml.reader.ReaderError as e:          # a control character such as NUL
        line, col = _line_col(text, e.position)
        raise SpecError(file, line, col, "", f"character {e.character:#x} is not allowed in YAML") from None
    except RecursionError:
        raise SpecError(file, 1, 1, "", "YAML nested too deeply") from None
    if len(nodes) != 1 or nodes[0] is None:
        raise SpecError(file, 1, 1, "", "expected exactly one YAML document with a mapping at the top")
    locs: dict = {}
    data = _to_python(nodes[0], (), locs, file)
    return Located(file, data, locs)
