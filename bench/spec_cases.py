"""Spec fuzz cases: deterministic spec files (bytes) for every family, from the schema and the shipped examples.

`make_case(rng)` draws one case from a `random.Random`: the same rng state gives the same bytes, so case I of
seed S is always `make_case(case_rng(S, I))` (bench/fuzz_specs.py) and hypothesis can drive the rng
(tests/test_fuzz_specs.py, `st.randoms(use_true_random=False)`). `edge_cases()` lists every (family, int field,
edge value) once. Kinds of case:

  valid   a shipped example kernel or a schema-drawn entry with a few fields redrawn inside their ranges
          (often accepted; the cross-field rules reject the rest)
  edge    one numeric field set to an edge value (0, +-1, min-1..max+1, 2^31, 2^32, 2^63, 2^64, ...), in the
          kernel, in `defaults` or as a sweep point
  mutate  wrong types, missing and unknown keys, bad names, bad sweeps (dotted, empty, not lists, too big),
          bad top level, two or three kernels, duplicate names
  yaml    the text itself: tags, anchors/aliases (also bombs), merge keys, duplicate keys, deep nesting,
          NUL / control / non-UTF-8 bytes, BOM, CRLF, tabs, YAML 1.1 scalars (yes, 0x40, 1_024, 1:20), truncation
"""
from __future__ import annotations

import functools
import glob
import json
import math
import os
import random
import re
from dataclasses import dataclass

import yaml

from flygen.spec.families import FAMILIES
from flygen.spec.load import load_specs
from flygen.spec.schema import REQUIRED

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KINDS = ("valid", "edge", "mutate", "yaml")
KIND_WEIGHTS = (30, 25, 25, 20)
FAMILY_NAMES = tuple(sorted(FAMILIES))

EDGE_INTS = (0, 1, -1, 2, 3, 7, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129, 255, 256, 257, 384, 1000,
             1023, 1024, 1025, 2048, 4095, 4096, 4097, 8192, 65535, 65536, 65537, (1 << 20) - 1, 1 << 20,
             (1 << 20) + 1, 1 << 24, (1 << 31) - 1, 1 << 31, (1 << 31) + 1, (1 << 32) - 1, 1 << 32, (1 << 32) + 1,
             1 << 53, (1 << 53) + 1, (1 << 63) - 1, 1 << 63, (1 << 64) - 1, 1 << 64, 1 << 100, -(1 << 31),
             -(1 << 32), -(1 << 63), -(1 << 64))
WRONG = ("8", "", "abc", "auto", 8.0, 8.5, -0.0, 1e300, float("inf"), float("nan"), True, False, None, [], [8],
         [8, 8], {}, {"a": 1}, "x" * 5000, "\u03ba", "8 ", [[1]], [None, None, None])
NAMES = ("", "k{", "k}", "{", "{}", "{unknown}", "{a.b}", "{name}", "{family}", "{sweep}", "k-1", "1k", "k k",
         "k\n", "\u03ba", "k" * 200, "k" * 201, "k" * 5000, "__", "_", "k.s", "../k", "/tmp/k", "k\x00", "k\t",
         "{{k}}", "k{0}", "k_{tile_m}{tile_m}", 5, None, ["k"], {"k": 1}, True, 1.5)


@dataclass(frozen=True)
class Case:
    family: str
    kind: str
    what: str       # the mutation, for the report
    text: bytes     # the spec file


def case_rng(seed: int, index: int) -> random.Random:
    """The rng of case `index` of run `seed` (each case reproducible on its own)."""
    return random.Random(f"flygen-spec-fuzz:{seed}:{index}")


# ---------------------------------------------------------------- seeds: shipped kernels per family

@functools.lru_cache(maxsize=None)
def seeds() -> dict[str, tuple[dict, ...]]:
    """family -> params of every shipped example kernel (companions included: split-K reduce kernels)."""
    out: dict[str, list] = {f: [] for f in FAMILY_NAMES}
    for path in sorted(glob.glob(os.path.join(ROOT, "examples", "*.yaml"))):
        for ks in load_specs([path]):
            out[ks.family].append(json.loads(json.dumps(ks.params)))
    return {f: tuple(v) for f, v in out.items()}


def _int_fields(family: str) -> list[str]:
    return [k for k, f in FAMILIES[family].SCHEMA.items() if _kinds(f) & {int} and not f.choices]


def _kinds(f) -> set:
    return set(f.kind) if isinstance(f.kind, tuple) else {f.kind}


# ---------------------------------------------------------------- in-range values from the schema

def good_value(rng: random.Random, family: str, key: str):
    """A value the field's own schema accepts (choices, bounds, its check), drawn to look like a real spec's."""
    f = FAMILIES[family].SCHEMA[key]
    kinds = _kinds(f)
    if f.choices:
        return rng.choice(f.choices)
    if kinds == {bool}:
        return rng.random() < 0.5
    if key == "wave_grid":
        return "auto" if rng.random() < 0.5 else rng.choice([[2, 2], [4, 1], [1, 4], [2, 4], [4, 2], [8, 1], [1, 8],
                                                             [2, 1], [3, 3]])
    if kinds == {list}:
        lo = 0 if key == "padding" else 1
        return [rng.choice([lo, lo, lo, lo + 1, lo + 2, 3]) for _ in range(3)]
    if key == "split_k" and rng.random() < 0.25:
        return "auto"
    lo, hi = f.minimum or 1, f.maximum or (1 << 20)
    for _ in range(20):
        r = rng.random()
        if r < 0.55:   # powers of two, mostly small
            top = min(hi, 1 << 13) if rng.random() < 0.85 else hi
            exps = [e for e in range(0, top.bit_length()) if lo <= 1 << e <= top]
            v = 1 << rng.choice(exps) if exps else lo
        elif r < 0.7:
            v = rng.choice([lo, hi, lo + 1, hi - 1])
        elif r < 0.85:  # multiples of a common unit
            unit = rng.choice([16, 32, 64, 128, 256])
            v = unit * rng.randint(1, max(1, min(hi, 4096) // unit))
        else:           # log-uniform
            v = int(math.exp(rng.uniform(math.log(lo), math.log(hi))))
        v = min(max(v, lo), hi)
        if f.check is None or f.check(v) is None:
            return v
    return f.default if f.default not in (REQUIRED, None) else lo


def valid_entry(rng: random.Random, family: str) -> dict:
    """A kernel entry (without name) likely to validate: a shipped kernel with 0-2 fields redrawn, or (when the
    family has no shipped kernel, or 1 time in 5) every required field and some optional ones drawn."""
    schema = FAMILIES[family].SCHEMA
    pool = seeds()[family]
    if pool and rng.random() < 0.8:
        params = dict(rng.choice(pool))
        for key in rng.sample(sorted(schema), k=rng.choice([0, 0, 1, 1, 2])):
            params[key] = good_value(rng, family, key)
        # written specs leave most defaults out
        entry = {k: v for k, v in params.items()
                 if schema[k].default is REQUIRED or v != schema[k].default or rng.random() < 0.3}
        return {k: v for k, v in entry.items() if v is not None}
    entry = {}
    for key, f in schema.items():
        if f.default is REQUIRED or rng.random() < 0.4:
            entry[key] = good_value(rng, family, key)
    return entry


def edge_values(family: str, key: str) -> list[int]:
    f = FAMILIES[family].SCHEMA[key]
    near = [v for b in (f.minimum, f.maximum) if b is not None for v in (b - 1, b, b + 1)]
    return sorted(set(EDGE_INTS) | set(near))


# ---------------------------------------------------------------- documents -> text

_YAML11_WORDS = {"y", "n", "yes", "no", "on", "off", "true", "false", "null"}


def _flow(v) -> str:
    """One YAML flow value (json for strings: always double-quoted, escapes included)."""
    if isinstance(v, str):
        plain = re.fullmatch(r"[A-Za-z_][A-Za-z0-9_{}]*", v) and v.lower() not in _YAML11_WORDS
        return v if plain and not v.startswith("{") else json.dumps(v)
    if isinstance(v, float):
        if v != v:
            return ".nan"
        if v in (float("inf"), float("-inf")):
            return ("-" if v < 0 else "") + ".inf"
        r = repr(v)
        if "e" in r and "." not in r:           # YAML 1.1 floats need a dot and a signed exponent
            mant, exp = r.split("e")
            r = f"{mant}.0e{exp if exp[0] in '+-' else '+' + exp}"
        return r
    if isinstance(v, bool) or v is None:
        return json.dumps(v)
    if isinstance(v, int):
        return str(v)
    if isinstance(v, list):
        return "[" + ", ".join(_flow(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{_flow(k)}: {_flow(x)}" for k, x in v.items()) + "}"
    raise TypeError(type(v))


def _key(k) -> str:
    return k if isinstance(k, str) and k.replace("_", "a").replace(".", "a").isalnum() and not k[0].isdigit() \
        else _flow(k)


def dump(doc) -> str:
    """Block-style YAML: one `key: flow value` per line (text mutations find fields by line)."""
    if not isinstance(doc, dict):
        return _flow(doc) + "\n"
    lines = []
    for k, v in doc.items():
        if k == "kernels" and isinstance(v, list) and v and all(isinstance(e, dict) and e for e in v):
            lines.append("kernels:")
            for e in v:
                first = True
                for ek, ev in e.items():
                    lead = "  - " if first else "    "
                    first = False
                    if ek == "sweep" and isinstance(ev, dict) and ev:
                        lines.append(f"{lead}sweep:")
                        lines += [f"      {_key(sk)}: {_flow(sv)}" for sk, sv in ev.items()]
                    else:
                        lines.append(f"{lead}{_key(ek)}: {_flow(ev)}")
        elif k == "defaults" and isinstance(v, dict) and v:
            lines.append("defaults:")
            lines += [f"  {_key(dk)}: {_flow(dv)}" for dk, dv in v.items()]
        else:
            lines.append(f"{_key(k)}: {_flow(v)}")
    return "\n".join(lines) + "\n"


def _doc(kernels: list, defaults: dict | None = None) -> dict:
    doc = {"target": "gfx950"}
    if defaults:
        doc["defaults"] = defaults
    doc["kernels"] = kernels
    return doc


def _kernel(name, family, entry: dict) -> dict:
    return {"name": name, "family": family, **entry}


# ---------------------------------------------------------------- case kinds

def case_valid(rng: random.Random, family: str) -> Case:
    entry = valid_entry(rng, family)
    what = "entry"
    defaults = {}
    sweep = {}
    r = rng.random()
    if r < 0.2:   # a small sweep: 2-4 kernels
        pool = [k for k in FAMILIES[family].SCHEMA if k not in entry or rng.random() < 0.5]
        keys = rng.sample(pool, k=1) if pool else []
        for k in keys:
            vals = []
            for _ in range(rng.choice([2, 3, 4])):
                v = good_value(rng, family, k)
                if v not in vals:
                    vals.append(v)
            sweep[k] = vals
            entry.pop(k, None)
        what = f"sweep {list(sweep)}"
    elif r < 0.35:  # some parameters given as defaults
        for k in rng.sample(sorted(entry), k=min(len(entry), rng.randint(1, 3))):
            defaults[k] = entry.pop(k)
        what = f"defaults {list(defaults)}"
    name = "k" + "".join(f"_{{{k}}}" for k in sweep)
    if sweep:
        entry["sweep"] = sweep
    return Case(family, "valid", what, dump(_doc([_kernel(name, family, entry)], defaults)).encode())


def case_edge(rng: random.Random, family: str, key: str | None = None, value=None, where: str | None = None) -> Case:
    fields = _int_fields(family)
    entry = valid_entry(rng, family)
    if not fields:
        return case_valid(rng, family)
    key = key or rng.choice(fields)
    value = rng.choice(edge_values(family, key)) if value is None else value
    where = where or rng.choice(["kernel", "kernel", "kernel", "defaults", "sweep"])
    entry.pop(key, None)
    defaults, name = {}, "k"
    if where == "kernel":
        entry[key] = value
    elif where == "defaults":
        defaults[key] = value
    else:
        other = good_value(rng, family, key)
        entry["sweep"] = {key: [other, value] if other != value else [value]}
        name = f"k_{{{key}}}"
    return Case(family, "edge", f"{where} {key}={value}",
                dump(_doc([_kernel(name, family, entry)], defaults)).encode())


def edge_cases(boundary_only: bool = False) -> list[tuple[str, str, int]]:
    """Every (family, int field, edge value): the systematic part of a long run; `boundary_only`: just 0, -1,
    the field's bounds and their neighbours, and 2^31, 2^32, 2^63, 2^64 (the CI test's share)."""
    out = []
    for fam in FAMILY_NAMES:
        for key in _int_fields(fam):
            f = FAMILIES[fam].SCHEMA[key]
            keep = {0, -1, 1 << 31, 1 << 32, 1 << 63, 1 << 64} | {
                v for b in (f.minimum, f.maximum) if b is not None for v in (b - 1, b, b + 1)}
            out += [(fam, key, v) for v in edge_values(fam, key) if not boundary_only or v in keep]
    return out


def _mutations(rng: random.Random, family: str, entry: dict):
    """(what, kernels list, defaults, top-level overrides) for one mutation of `entry`."""
    schema = FAMILIES[family].SCHEMA
    keys = sorted(schema)
    name = "k"
    m = rng.randrange(16)
    kern = _kernel(name, family, entry)
    if m == 0:      # a wrong type
        k = rng.choice(keys)
        v = rng.choice(WRONG)
        kern[k] = v
        return f"type {k}={v!r:.40}", [kern], {}, {}
    if m == 1:      # a required (or any) key missing
        req = [k for k in keys if schema[k].default is REQUIRED] or keys
        k = rng.choice(req)
        kern.pop(k, None)
        return f"missing {k}", [kern], {}, {}
    if m == 2:      # unknown / misspelt / alias keys
        k = rng.choice(keys)
        extra = rng.choice([k + "x", k.upper(), "x", k[:-1] or "y", "block_m", "block_n", "block_k", "k", "bogus",
                            "sweep_", "Name", "defaults", "kernels", "target", "1", "a.b", "tile.m"])
        kern[extra] = rng.choice([entry.get(k, 1), 1, "x", [1]])
        return f"unknown {extra}", [kern], {}, {}
    if m == 3:      # a name
        n = rng.choice(NAMES)
        kern["name"] = n
        return f"name {n!r:.40}", [kern], {}, {}
    if m == 4:      # name / family keys missing or wrong
        choice = rng.randrange(5)
        if choice == 0:
            kern.pop("name")
        elif choice == 1:
            kern.pop("family")
        elif choice == 2:
            kern["family"] = rng.choice(["", "gemm", "GEMM_FP8", "moe ", 1, None, ["moe"], "conv2d"])
        elif choice == 3:
            kern = {"family": family, "name": "k", **entry}   # family first
        else:
            kern = {"name": "k", **entry}
            return "family in defaults", [kern], {"family": family}, {}
        return f"name/family {choice}", [kern], {}, {}
    if m == 5:      # sweep values: edge or wrong
        k = rng.choice(keys)
        vals = [rng.choice(WRONG + EDGE_INTS[:20]) for _ in range(rng.randint(1, 3))]
        kern.pop(k, None)
        kern["name"] = f"k_{{{k}}}"
        kern["sweep"] = {k: vals}
        return f"sweep {k}={vals!r:.60}", [kern], {}, {}
    if m == 6:      # sweep shapes
        k = rng.choice(keys)
        shape = rng.randrange(8)
        kern["sweep"] = [{k: [1]}, {k: []}, {k: 1}, [], "x", None, {}, {k: None}][shape]
        return f"sweep shape {shape} {k}", [kern], {}, {}
    if m == 7:      # dotted sweep keys
        k = rng.choice(keys)
        dotted = rng.choice([f"{k}.0", f"{k}.x", f"{k}.x.y", "a.b", f"{k}.", f".{k}", "..", f"{k}..x"])
        kern["sweep"] = {dotted: [1, 2]}
        kern["name"] = rng.choice(["k_{%s}" % dotted, "k"])
        return f"dotted sweep {dotted}", [kern], {}, {}
    if m == 8:      # sweep and parameter both set, or name placeholders not covering the sweep
        k = rng.choice(keys)
        kern["sweep"] = {k: [good_value(rng, family, k), good_value(rng, family, k)]}
        kern["name"] = rng.choice(["k", f"k_{{{k}}}"])
        return f"sweep+param {k}", [kern], {}, {}
    if m == 9:      # a sweep past the kernel cap
        ks = rng.sample(keys, k=min(2, len(keys)))
        kern["sweep"] = {k: [good_value(rng, family, k)] * 101 for k in ks}
        kern["sweep"][ks[0]] = kern["sweep"][ks[0]] * rng.choice([1, 10, 100])
        return f"big sweep {ks}", [kern], {}, {}
    if m == 10:     # two or three kernels, maybe the same name, maybe other families
        more = []
        for i in range(rng.randint(1, 2)):
            fam = rng.choice(FAMILY_NAMES) if rng.random() < 0.5 else family
            more.append(_kernel(rng.choice(["k", f"k{i}"]), fam, valid_entry(rng, fam)))
        return "several kernels", [kern] + more, {}, {}
    if m == 11:     # the top level
        t = rng.randrange(10)
        top = [{"target": "gfx942"}, {"target": None}, {"target": ["gfx950"]}, {"extra": 1}, {"kernels": []},
               {"kernels": "k"}, {"kernels": [1, "x"]}, {"defaults": [1]}, {"defaults": {"name": "x"}},
               {"defaults": {"sweep": {"x": [1]}}}][t]
        return f"top {t}", [kern], {}, top
    if m == 12:     # a mapping where a scalar goes, a list field with odd lengths / contents
        k = rng.choice(keys)
        kern[k] = rng.choice([{"a": {"b": 1}}, [1, 2], [1, 2, 3, 4], [0, 0, 0], [-1, 1, 1], [1 << 64, 1, 1],
                              [1.5, 1, 1], ["1", 1, 1], [True, 1, 1], [[1], 1, 1]])
        return f"shape {k}={kern[k]!r:.40}", [kern], {}, {}
    if m == 13:     # defaults that the kernel overrides with junk, or junk defaults
        k = rng.choice(keys)
        return f"defaults {k}", [kern], {k: rng.choice(WRONG + EDGE_INTS[:10])}, {}
    if m == 14:     # several edge values at once (every rule should surface together)
        ints = _int_fields(family) or keys
        picked = rng.sample(ints, k=min(len(ints), rng.randint(2, 4)))
        for k in picked:
            kern[k] = rng.choice(edge_values(family, k)) if k in _int_fields(family) else rng.choice(WRONG)
        return f"multi {picked}", [kern], {}, {}
    # m == 15: a placeholder of a nested / list value, of an alias, of an unset optional
    k = rng.choice(keys)
    kern["name"] = rng.choice([f"k_{{{k}}}", f"k_{{{k}.0}}", "k_{block_m}", "k_{K}", "k_{k}"])
    return f"placeholder {kern['name']}", [kern], {}, {}


def case_mutate(rng: random.Random, family: str) -> Case:
    entry = valid_entry(rng, family)
    what, kernels, defaults, top = _mutations(rng, family, entry)
    doc = {**_doc(kernels, defaults), **top}
    return Case(family, "mutate", what, dump(doc).encode())


_YAML_VALUES = ("yes", "no", "on", "off", "0x40", "0o100", "0100", "1_024", "64.0", "6.4e1", "6.4e+1", ".inf",
                "-.inf", ".nan", "~", "null", "2001-01-01", "2001-13-45", "1:20", "'64'", '"64"', "!!int '64'",
                "!!float 64", "!!str 64", "!!bool yes", "!!binary aGVsbG8=", "!!timestamp 2001-01-01",
                "!!int x", "!!null ''", "!x 4", "!<tag:yaml.org,2002:int> 64", "!!python/object/apply:os.getcwd []",
                "!!set {a, b}", "!!omap [a: 1]", "!!pairs [a: 1]", "&a 64", "*undefined", "[64", "{a: 1",
                "'unterminated", "| \n      64", "> \n      64", "64 # comment", "- 64", "? 64", "@64", "`64",
                "%64", "64\t", "\t64", "-0", "+64", "0b100", "1e3", "[]", "{}", "''", "!!seq [64]",
                "!!map {a: 1}", "!!str", "!", "&", "*")
_BYTES = (b"\x00", b"\xff", b"\xfe\xff", b"\xc3", b"\xed\xa0\x80", b"\x1b", b"\x7f", b"\x85", b"\xc2\x85",
          b"\xe2\x80\xa8", b"\x0c", b"\x0b", b"\r", b"\t", b"\xef\xbb\xbf", b"\\", b"\xf0\x9f\x98\x80")


def case_yaml(rng: random.Random, family: str) -> Case:
    base = case_valid(rng, family).text.decode()
    lines = base.splitlines()
    fields = [i for i, ln in enumerate(lines) if ": " in ln and not ln.endswith(":")]
    i = rng.choice(fields)
    head, _, value = lines[i].partition(": ")
    m = rng.randrange(14)
    what = ""
    if m == 0:      # an odd scalar / tag / syntax in one value
        v = rng.choice(_YAML_VALUES)
        lines[i] = f"{head}: {v}"
        what = f"value {v!r}"
    elif m == 1:    # anchor + alias (valid), or an alias to a mapping / undefined
        j = rng.choice(fields)
        lines[i] = f"{head}: &v {value}"
        jhead = lines[j].partition(": ")[0]
        if j != i:
            lines[j] = f"{jhead}: *v"
        what = "anchor/alias"
    elif m == 2:    # an alias bomb of depth d, unused (top-level keys) or used as a value
        d = rng.choice([3, 5, 9, 12])
        bomb = ["bomb0: &b0 [x, x, x, x, x, x, x, x, x]"]
        bomb += [f"bomb{n}: &b{n} [{', '.join([f'*b{n - 1}'] * 9)}]" for n in range(1, d)]
        used = rng.random() < 0.5
        if used:
            lines[i] = f"{head}: *b{d - 1}"
        lines = bomb + lines
        what = f"alias bomb {d}{' used' if used else ''}"
    elif m == 3:    # merge keys
        lines.insert(i, head[: len(head) - len(head.lstrip(' -'))].replace("-", " ") + rng.choice(
            ["<<: {vector: 8}", "<<: *nothing", "<<: []", "<<: 1"]))
        what = "merge key"
    elif m == 4:    # a duplicate key
        lines.insert(i + 1, lines[i].replace("- ", "  ", 1))
        what = "duplicate key"
    elif m == 5:    # deep nesting
        d = rng.choice([10, 63, 64, 65, 200, 2000])
        br = rng.choice([("[", "]"), ("{a: ", "}")])
        lines[i] = f"{head}: {br[0] * d}1{br[1] * d}"
        what = f"nesting {d} {br[0]}"
    elif m == 6:    # one odd byte somewhere
        data = "\n".join(lines).encode() + b"\n"
        b = rng.choice(_BYTES)
        at = rng.randrange(len(data) + 1)
        return Case(family, "yaml", f"byte {b!r} at {at}", data[:at] + b + data[at:])
    elif m == 7:    # line endings, BOM, no final newline, tabs
        data = "\n".join(lines)
        form = rng.randrange(5)
        data = [data.replace("\n", "\r\n"), "\ufeff" + data, data.rstrip("\n"), data.replace("    ", "\t", 1),
                data.replace("\n", "\r")][form]
        return Case(family, "yaml", f"layout {form}", data.encode())
    elif m == 8:    # documents
        form = rng.randrange(6)
        data = "\n".join(lines) + "\n"
        data = ["---\n" + data, data + "---\n" + data, "", "# only a comment\n", data + "...\n", "--- |\n  x\n"][form]
        return Case(family, "yaml", f"documents {form}", data.encode())
    elif m == 9:    # truncated
        data = ("\n".join(lines) + "\n").encode()
        at = rng.randrange(len(data))
        return Case(family, "yaml", f"truncated at {at}", data[:at])
    elif m == 10:   # flipped bytes
        data = bytearray(("\n".join(lines) + "\n").encode())
        for _ in range(rng.randint(1, 3)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return Case(family, "yaml", "flipped bytes", bytes(data))
    elif m == 11:   # a huge scalar / many keys
        form = rng.randrange(3)
        if form == 0:
            lines[i] = f"{head}: {'9' * rng.choice([100, 5000, 100000])}"
        elif form == 1:
            lines[i] = f"{head}: \"{'x' * 1_000_000}\""
        else:
            lines += [f"    x{n}: {n}" for n in range(rng.choice([100, 3000]))]
        what = f"huge {form}"
    elif m == 12:   # a complex or non-string key
        lines.insert(i, head[: len(head) - len(head.lstrip(' -'))].replace("-", " ")
                     + rng.choice(["? [a, b]\n    : 1", "1: 2", "null: 3", "true: 4", "[a]: 5", "~: 6", "1.5: 7",
                                   "2001-01-01: 8"]))
        what = "odd key"
    else:           # a value in another style (block scalar, quoted, flow)
        v = value.strip()
        lines[i] = rng.choice([f"{head}: '{v}'", f"{head}: |\n      {v}", f"{head}:\n      {v}",
                               f"{head}: !!str {v}", f"{head}:   {v}   "])
        what = "style"
    return Case(family, "yaml", what, ("\n".join(lines) + "\n").encode())


MAKERS = {"valid": case_valid, "edge": case_edge, "mutate": case_mutate, "yaml": case_yaml}


def make_case(rng: random.Random, family: str | None = None, kind: str | None = None) -> Case:
    family = family or rng.choice(FAMILY_NAMES)
    kind = kind or rng.choices(KINDS, weights=KIND_WEIGHTS)[0]
    return MAKERS[kind](rng, family)
