"""Parameter schemas: a table of fields per family, validated with located errors, exported as JSON Schema."""
from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any, Callable

REQUIRED = object()


@dataclass(frozen=True)
class Field:
    """One parameter. `kind` is int, float, str, bool, list, a tuple of those (any of them: `split_k: 4 | auto`)
    or a nested schema (dict of Fields). minimum/maximum apply to int values only."""

    kind: Any
    default: Any = REQUIRED
    choices: tuple = ()
    check: Callable[[Any], str | None] | None = None  # returns an error message or None
    doc: str = ""
    minimum: int | None = None  # inclusive bounds of an int field, checked before `check` (and in the JSON Schema)
    maximum: int | None = None

    @property
    def nested(self) -> bool:
        return isinstance(self.kind, dict)


def positive(x) -> str | None:
    return None if x > 0 else f"must be positive, got {x}"


def power_of_two(x) -> str | None:
    return None if x > 0 and x & (x - 1) == 0 else f"must be a power of two, got {x}"


def multiple_of(m: int) -> Callable[[int], str | None]:
    def check(x):
        return None if x % m == 0 else f"must be a multiple of {m}, got {x}"
    return check


def _type_ok(kind, value) -> bool:
    if isinstance(kind, tuple):
        return any(_type_ok(k, value) for k in kind)
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, kind)


_TYPE_NAMES = {int: "an integer", float: "a number", str: "a string", bool: "true or false", list: "a list"}


def validate(schema: dict, value: Any, path: tuple, report: Callable[[tuple, str], None]) -> dict:
    """Check `value` (a mapping) against `schema`; fill defaults; call report(path, msg) for each problem."""
    if not isinstance(value, dict):
        report(path, "expected a mapping")
        return {}
    out = {}
    for key in value:
        if key not in schema:
            hint = difflib.get_close_matches(key, list(schema), n=1)
            report(path + (key,), "unknown key" + (f" (did you mean '{hint[0]}'?)" if hint else
                                                   f"; allowed: {', '.join(sorted(schema))}"))
    for key, f in schema.items():
        if key not in value:
            if f.default is REQUIRED:
                report(path, f"missing required key '{key}'")
            elif f.nested:
                out[key] = validate(f.kind, {}, path + (key,), report)
            else:
                out[key] = f.default
            continue
        v = value[key]
        if f.nested:
            out[key] = validate(f.kind, v, path + (key,), report)
            continue
        if not _type_ok(f.kind, v):
            kinds = f.kind if isinstance(f.kind, tuple) else (f.kind,)
            shown = " or ".join(_TYPE_NAMES.get(k, k.__name__) for k in kinds)
            report(path + (key,), f"must be {shown}, got {v!r}")
            continue
        if f.choices and v not in f.choices:
            hint = difflib.get_close_matches(str(v), [str(c) for c in f.choices], n=1)
            report(path + (key,), f"must be one of {', '.join(map(str, f.choices))}, got {v!r}"
                   + (f" (did you mean '{hint[0]}'?)" if hint else ""))
            continue
        if isinstance(v, (int, float)) and (f.minimum is not None and v < f.minimum
                                            or f.maximum is not None and v > f.maximum):
            report(path + (key,), range_message(f.minimum, f.maximum, v))
            continue
        msg = f.check(v) if f.check else None
        if msg:
            report(path + (key,), msg)
            continue
        out[key] = v
    return out


def range_message(lo: int | None, hi: int | None, v) -> str:
    if lo is not None and hi is not None:
        return f"must be in {lo}..{hi}, got {v}"
    return f"must be >= {lo}, got {v}" if lo is not None else f"must be <= {hi}, got {v}"


def json_schema(schema: dict, aliases: dict | None = None) -> dict:
    """The same table as JSON Schema (draft 2020-12) for editors. Deprecated names (`aliases`: old -> canonical)
    appear as properties marked `"deprecated": true`; a required parameter may be given by either name."""
    props, required = {}, []
    for key, f in schema.items():
        if f.nested:
            props[key] = json_schema(f.kind)
        else:
            names = {int: "integer", float: "number", str: "string", bool: "boolean", list: "array"}
            t = [names[k] for k in f.kind] if isinstance(f.kind, tuple) else names[f.kind]
            p: dict = {"type": t}
            if f.choices:
                p["enum"] = list(f.choices)
            if f.minimum is not None:
                p["minimum"] = f.minimum
            if f.maximum is not None:
                p["maximum"] = f.maximum
            if f.default is not REQUIRED:
                p["default"] = f.default
            if f.doc:
                p["description"] = f.doc
            props[key] = p
        if f.default is REQUIRED:
            required.append(key)
    either = []
    for old, new in (aliases or {}).items():
        props[old] = {**{k: v for k, v in props[new].items() if k != "default"}, "deprecated": True,
                      "description": f"deprecated alias of {new}"}
        if new in required:
            required.remove(new)
            either.append({"anyOf": [{"required": [new]}, {"required": [old]}]})
    out = {"type": "object", "properties": props, "additionalProperties": False}
    if required:
        out["required"] = required
    if either:
        out["allOf"] = either
    return out
