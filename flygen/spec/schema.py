"""Parameter schemas: a table of fields per family, validated with located errors, exported as JSON Schema."""
from __future__ import annotations

import difflib
import json
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


_JSON_TYPES = {int: "integer", float: "number", str: "string", bool: "boolean", list: "array"}

# Deprecated spellings of values (old -> canonical): one spelling per dtype, `f16` as `f32` and `bf16`. A field's
# value is renamed where its choices hold the canonical spelling and not the old one, with a located warning
# (flygen.spec.load); planners, references and kernel names see only the canonical value.
VALUE_ALIASES = {"fp16": "f16"}


def value_alias(field: Field | None, value) -> str | None:
    """The canonical spelling of `value` for `field` when it is a deprecated one (VALUE_ALIASES), else None."""
    new = VALUE_ALIASES.get(value) if isinstance(value, str) else None
    if new and field is not None and not field.nested and new in field.choices and value not in field.choices:
        return new
    return None


def retype(values: dict, value):
    """A retyped field's canonical value (a family's RETYPED: old field -> (canonical field, {old value: new
    value})) for `value`, or None when `value` is not one of the old values (of the same type: 1 is not true)."""
    return next((new for old, new in values.items() if type(old) is type(value) and old == value), None)


def canonical_params(module, params: dict) -> dict:
    """params with a family's deprecated names (`ALIASES`) and retyped fields (`RETYPED`) renamed, for readers
    of parameters that did not come through the spec loader (a manifest built before a rename, `--set`); a
    retyped value that is not one of the old values is passed on as is, for the schema to refuse."""
    aliases, retyped = getattr(module, "ALIASES", {}), getattr(module, "RETYPED", {})
    out = {}
    for k, v in params.items():
        if k in retyped:
            new, values = retyped[k]
            out[new] = v if retype(values, v) is None else retype(values, v)
        else:
            out[aliases.get(k, k)] = v
    return out


def json_schema(schema: dict, aliases: dict | None = None, retyped: dict | None = None) -> dict:
    """The same table as JSON Schema (draft 2020-12) for editors. Deprecated names (`aliases`: old -> canonical)
    and retyped fields (`retyped`: old -> (canonical, {old value: new value})) appear as properties marked
    `"deprecated": true`; a required parameter may be given by either name. A deprecated value spelling
    (VALUE_ALIASES: fp16) is an `anyOf` branch of its field marked `"deprecated": true`."""
    props, required = {}, []
    for key, f in schema.items():
        if f.nested:
            props[key] = json_schema(f.kind)
        else:
            t = [_JSON_TYPES[k] for k in f.kind] if isinstance(f.kind, tuple) else _JSON_TYPES[f.kind]
            p: dict = {"type": t}
            if f.choices:
                p["enum"] = list(f.choices)
                old = [(o, n) for o, n in VALUE_ALIASES.items() if value_alias(f, o)]
                if old:
                    p["anyOf"] = [{"enum": p.pop("enum")}] + [
                        {"const": o, "deprecated": True, "description": f"deprecated alias of {n}"} for o, n in old]
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
    for old, (new, values) in (retyped or {}).items():
        types = sorted({_JSON_TYPES[type(o)] for o in values})
        props[old] = {"type": types[0] if len(types) == 1 else types, "enum": list(values), "deprecated": True,
                      "description": "deprecated: " + ", ".join(f"{json.dumps(o)} is {new}: {n}"
                                                                for o, n in values.items())}
    out = {"type": "object", "properties": props, "additionalProperties": False}
    if required:
        out["required"] = required
    if either:
        out["allOf"] = either
    return out
