"""Spec files -> validated, sweep-expanded kernel specs.

A spec file::

    target: gfx950
    defaults: {...}          # optional; merged under every kernel
    kernels:
      - name: axpby_{dtype}  # {param} / {a.b} placeholders are filled from the kernel's parameters
        family: elementwise
        dtype: f32
        sweep: {dtype: [f32, bf16]}   # optional cartesian product; dotted keys reach nested params
"""
from __future__ import annotations

import copy
import itertools
import math
import os
import re
import warnings
from dataclasses import dataclass, field
from pathlib import Path

from flygen.cnames import brief, ident_problem
from flygen.errors import SpecError, SpecErrors
from flygen.spec import families
from flygen.spec.schema import retype, validate, value_alias
from flygen.spec.yamlloc import Located, decode, format_path, load_located

TARGETS = ("gfx950",)
MAX_KERNELS = 10_000  # kernels one spec file may expand to (FLYGEN_MAX_KERNELS overrides): sweeps multiply
NAME_MAX = 200        # NAME.hsaco and the build's temporary names must stay below the file system's 255 bytes
_PLACEHOLDER = re.compile(r"\{([A-Za-z_][\w.]*)\}")


class SpecWarning(UserWarning):
    """A located, non-fatal remark on a spec (a deprecated parameter name), worded like a SpecError:
    ``FILE:LINE:COL: PATH: message``. The CLI prints each as ``warning: ...`` on stderr."""


@dataclass(frozen=True)
class KernelSpec:
    """One concrete kernel: a family and its full parameter set (defaults filled)."""

    name: str
    family: str
    params: dict
    file: str
    index: int  # position in the spec's kernels list
    sweep: dict = field(default_factory=dict)  # the sweep values that produced this kernel
    locs: dict = field(default_factory=dict, compare=False)  # param (dotted, "" = the kernel) -> (line, col)

    def where(self, dotted: str = "") -> tuple[int, int]:
        """Where a parameter's value was written (kernel entry, sweep value or defaults)."""
        return self.locs.get(dotted) or self.locs.get("", (1, 1))

    def get(self, dotted: str):
        v = self.params
        for k in dotted.split("."):
            v = v[k]
        return v


def _set_dotted(d: dict, dotted: str, value) -> str | None:
    """Set d[a][b][c] = value for "a.b.c"; returns the prefix ("a.b") that holds a non-mapping, else None."""
    keys = dotted.split(".")
    for n, k in enumerate(keys[:-1]):
        d = d.setdefault(k, {})
        if not isinstance(d, dict):
            return ".".join(keys[:n + 1])
    d[keys[-1]] = value
    return None


def _merge(base: dict, over: dict) -> dict:
    out = dict(base)
    for k, v in over.items():
        out[k] = _merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def _points(entry: dict) -> int:
    """Sweep points of one kernel entry, as far as its sweep is well formed (the progress bar's total)."""
    sweep = entry.get("sweep")
    if not isinstance(sweep, dict):
        return 1
    return math.prod(len(v) for v in sweep.values() if isinstance(v, list))


def _lookup(d: dict, dotted: str):
    for k in dotted.split("."):
        if not isinstance(d, dict) or k not in d:
            raise KeyError(dotted)
        d = d[k]
    return d


def load_spec(path: str | Path, progress=None) -> list[KernelSpec]:
    """Load one spec file; raise SpecErrors listing every problem with file:line:col and YAML path.
    `progress(n, total)`: n more sweep points expanded of `total` (counted before expanding)."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as e:
        raise SpecErrors([SpecError(str(path), 1, 1, "", f"cannot read spec: {e.strerror}")]) from None
    try:
        doc = load_located(decode(data, str(path)), str(path))
    except SpecError as e:
        raise SpecErrors([e]) from None
    return expand(doc, progress)


def expand(doc: Located, progress=None) -> list[KernelSpec]:
    errors: list[SpecError] = []

    def report(p, msg):
        errors.append(doc.error(p, msg))

    top = doc.data
    if not isinstance(top, dict):
        raise SpecErrors([doc.error((), "the top level must be a mapping with 'target' and 'kernels'")])
    for key in top:
        if key not in ("target", "defaults", "kernels"):
            report((key,), "unknown key; allowed: defaults, kernels, target")
    if top.get("target") not in TARGETS:
        report(("target",) if "target" in top else (), f"target must be one of {', '.join(TARGETS)}"
               + (f", got {top.get('target')!r}" if "target" in top else " (missing)"))
    defaults = top.get("defaults", {})
    if not isinstance(defaults, dict):
        report(("defaults",), "expected a mapping")
        defaults = {}
    kernels = top.get("kernels")
    if not isinstance(kernels, list) or not kernels:
        report(("kernels",) if "kernels" in top else (), "kernels must be a non-empty list")
        raise SpecErrors(errors)

    out: list[KernelSpec] = []
    seen: dict[str, tuple] = {}
    expanded = 0
    planned = sum(_points(_merge(defaults, e)) for e in kernels if isinstance(e, dict)) if progress else 0
    for i, entry in enumerate(kernels):
        kp = ("kernels", i)
        if not isinstance(entry, dict):
            report(kp, "each kernel must be a mapping")
            continue
        entry = _merge({k: v for k, v in defaults.items() if k not in ("name",)}, entry)
        family = entry.get("family")
        if not isinstance(family, str) or family not in families.FAMILIES:
            report(kp + ("family",) if "family" in entry else kp,
                   f"family must be one of {', '.join(sorted(families.FAMILIES))}, got {family!r}")
            continue
        name = entry.get("name")
        if isinstance(name, (bool, int, float)) and "name" in entry:
            what = f"the boolean {str(name).lower()} (YAML 1.1 reads unquoted yes/no/on/off/true/false so)" \
                if isinstance(name, bool) else f"the number {brief(name)}"
            report(kp + ("name",), f"name is {what}, not a string: quote it (name: \"...\")")
            continue
        if not isinstance(name, str):
            report(kp + ("name",) if "name" in entry else kp, "name (a string) is required")
            continue
        sweep = entry.get("sweep", {})
        if not isinstance(sweep, dict) or any(not isinstance(v, list) or not v for v in sweep.values()):
            report(kp + ("sweep",), "sweep must map parameter names to non-empty lists")
            continue
        base = {k: v for k, v in entry.items() if k not in ("name", "family", "sweep")}
        fam = families.FAMILIES[family]
        aliases = getattr(fam, "ALIASES", {})
        retyped = getattr(fam, "RETYPED", {})
        if aliases or retyped:
            fixed = _canonical_names(doc, kp, kernels[i], base, sweep, aliases, report, retyped)
            if fixed is None:
                continue
            base, sweep = fixed
        base, sweep = _canonical_values(doc, kp, kernels[i], base, sweep, fam.SCHEMA)
        keys = list(sweep)
        points = math.prod(len(v) for v in sweep.values())
        expanded += points
        if expanded > max_kernels():
            report(kp + ("sweep",) if sweep else kp, f"the spec expands to more than {max_kernels()} kernels "
                   f"(this entry: {points}); split it, or raise the cap with FLYGEN_MAX_KERNELS")
            raise SpecErrors(errors)
        entry_start, point_of = len(errors), {}
        for combo in itertools.product(*(list(enumerate(sweep[k])) for k in keys)):
            if progress:
                progress(1, max(planned, expanded))
            point = {k: v for k, (_, v) in zip(keys, combo)}
            params = copy.deepcopy(base)    # dotted sweep keys write into nested mappings
            origin = {}
            clash = None
            for key, (j, value) in zip(keys, combo):
                held = _set_dotted(params, key, value)
                if held is not None:
                    clash = key, held
                    break
                origin[tuple(key.split("."))] = kp + ("sweep", key, j)
            if clash:
                key, held = clash
                e = doc.error(kp + ("sweep", key), f"sweep key {key!r} reaches into {held!r}, which is not a mapping "
                              f"(it is {_lookup_any(params, held)!r}); sweep the whole value instead, "
                              f"e.g. {held}: [[...], [...]]")
                errors.append(e)
                continue

            def where(p, origin=origin):
                for n in range(len(p), 0, -1):
                    if p[:n] in origin:
                        return origin[p[:n]]
                in_kernel = kp + p
                inner = next((o for q, o in origin.items() if q[:len(p)] == p), None)
                if p and inner:                  # a mapping built by dotted sweep keys: at its first key
                    return inner
                if in_kernel in doc.locs:
                    return in_kernel
                if ("defaults",) + p in doc.locs:
                    return ("defaults",) + p
                return kp + p

            def rep(p, msg, point=point):
                src = where(p)
                e = doc.error(src, msg)
                e.path = format_path(kp + p) if p else format_path(kp)
                errors.append(e)
                point_of[id(e)] = point

            before = len(errors)
            checked = validate(fam.SCHEMA, params, (), rep)
            if len(errors) > before:
                continue
            sweep_vals = {k: v for k, (_, v) in zip(keys, combo)}
            kname = _fill_name(name, checked, sweep_vals, lambda msg: rep(("name",), msg),
                               {**aliases, **{old: new for old, (new, _) in retyped.items()}})
            if kname is None:
                continue
            bad = name_problem(kname)
            if bad:
                rep(("name",), bad)
                continue
            if kname in seen:
                rep(("name",), f"duplicate kernel name {kname!r} (also kernels[{seen[kname][0]}])")
                continue
            before = len(errors)
            if hasattr(fam, "check"):
                fam.check(checked, rep)
            if len(errors) > before:
                continue
            seen[kname] = (i,)
            locs = {".".join(path): doc.where(where(path)) for path in _paths(checked)}
            locs[""] = doc.where(kp)
            locs["name"] = doc.where(kp + ("name",))
            out.append(KernelSpec(kname, family, checked, doc.file, i, sweep_vals, locs))
            # kernels this one launches after itself (split-K: NAME_reduce), located at this entry
            for c in companion_specs(out[-1]):
                if c.name in seen:
                    rep(("name",), f"{kname} needs a kernel {c.name!r}, already defined by kernels[{seen[c.name][0]}]")
                    continue
                seen[c.name] = (i,)
                out.append(c)
        if points > 1:
            errors[entry_start:] = _name_sweep_points(errors[entry_start:], point_of, points)
    if errors:
        unique = list({str(e): e for e in errors}.values())  # a base-param error repeats per sweep point
        raise SpecErrors(unique)
    return out


def _name_sweep_points(errs: list, point_of: dict, points: int) -> list:
    """One error per distinct line; an error that holds at some of the entry's sweep points (not all of them)
    names them: `... (sweep point K=384, tile_k=256)`."""
    groups: dict = {}
    for e in errs:
        pts = groups.setdefault(str(e), (e, []))[1]
        pt = point_of.get(id(e))
        if pt is not None and pt not in pts:
            pts.append(pt)
    for e, pts in groups.values():
        if pts and len(pts) < points:
            shown = "; ".join(", ".join(f"{k}={v!r}" for k, v in pt.items()) for pt in pts[:3])
            more = f" and {len(pts) - 3} more" if len(pts) > 3 else ""
            e.message += f" (sweep point{'s' if len(pts) > 1 else ''} {shown}{more})"
    return [e for e, _ in groups.values()]


def companion_specs(ks: KernelSpec) -> list[KernelSpec]:
    """The kernels `ks` launches after itself (its family's `companions`, e.g. a split-K GEMM's NAME_reduce), as
    specs located at `ks`'s entry. Their parameters are derived, so they validate (a failure is a flygen bug)."""
    fam = families.FAMILIES[ks.family]
    out = []
    for cname, cfam, cparams in (fam.companions(ks.name, ks.params) if hasattr(fam, "companions") else ()):
        problems = []
        checked = validate(families.FAMILIES[cfam].SCHEMA, cparams, (), lambda p, m: problems.append(f"{p}: {m}"))
        if problems:
            raise SpecErrors([SpecError(ks.file, *ks.where(), f"kernels[{ks.index}]",
                                        f"internal: {cname}: {'; '.join(problems)}")])
        out.append(KernelSpec(cname, cfam, checked, ks.file, ks.index, ks.sweep,
                              {"": ks.where(), "name": ks.where("name")}))
    return out


def max_kernels() -> int:
    text = os.environ.get("FLYGEN_MAX_KERNELS", "")
    return int(text) if text.isdigit() else MAX_KERNELS


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a kernel name (an assembler symbol, the stem of its output files and of the C
    identifiers `flygen header` writes), or None. The one rule (flygen.cnames.ident_problem), shared by the
    spec loader, the build, the manifest loader and the header."""
    bad = ident_problem(name, "kernel name")
    if bad and len(name) > NAME_MAX:
        return f"kernel name is {len(name)} characters; at most {NAME_MAX} (its output files are NAME.s, NAME.hsaco)"
    return bad


def _lookup_any(d: dict, dotted: str):
    for k in dotted.split("."):
        d = d[k]
    return d


def _paths(d: dict, prefix: tuple = ()):
    for k, v in d.items():
        yield prefix + (k,)
        if isinstance(v, dict):
            yield from _paths(v, prefix + (k,))


def _canonical_names(doc: Located, kp: tuple, written: dict, base: dict, sweep: dict, aliases: dict, report,
                     retyped: dict | None = None):
    """Rename the family's deprecated parameter names (`ALIASES`: old -> canonical) in one kernel's parameters
    and sweep, warning once per place an old name is written (kernel entry, defaults or sweep); the canonical
    name inherits the old one's location, so later errors point where the value was written. An old name and
    its canonical name both given to one kernel is an error at the old one. A retyped field (`RETYPED`: old ->
    (canonical, {old value: new value}), conv3d's `relu: true` -> `activation: relu`) is renamed so too, each
    value translated (warning `deprecated, use activation: relu`); a value that is not an old one is an error
    at it. Returns (base, sweep), or None after reporting an error."""
    base, sweep, bad = dict(base), dict(sweep), False
    renames = {**aliases, **{old: new for old, (new, _) in (retyped or {}).items()}}

    def translate(old, value, at):
        """(value under the canonical name, the warning's advice), or None after an error at `at`."""
        if old not in (retyped or {}):
            return value, f"use {renames[old]}"
        new, values = retyped[old]
        got = retype(values, value)
        if got is None:
            report(at, f"{old} (deprecated) must be one of {', '.join(_yaml(v) for v in values)}, got "
                   f"{brief(value)}; use {new}")
            return None
        return got, f"use {new}: {got}"

    for old, new in renames.items():
        src = kp + (old,) if old in written else ("defaults", old)
        if old in base:
            if new in base or new in sweep:
                report(src, f"both {old} (deprecated) and {new} given to {format_path(kp)}; keep {new}")
                bad = True
                continue
            got = translate(old, base.pop(old), src)
            if got is None:
                bad = True
                continue
            base[new] = got[0]
            doc.locs.setdefault(kp + (new,), doc.where(src))
            _warn(doc, src, f"deprecated, {got[1]}")
        if old in sweep:
            if new in sweep or new in base:
                report(kp + ("sweep", old), f"both {old} (deprecated) and {new} given to {format_path(kp)}; keep {new}")
                bad = True
                continue
            got = [translate(old, v, kp + ("sweep", old, j)) for j, v in enumerate(sweep[old])]
            if None in got:
                bad = True
                continue
            sweep[old] = [g[0] for g in got]
            for j in range(len(sweep[old])):
                doc.locs.setdefault(kp + ("sweep", new, j), doc.where(kp + ("sweep", old, j)))
            doc.locs.setdefault(kp + ("sweep", new), doc.where(kp + ("sweep", old)))
            _warn(doc, kp + ("sweep", old), "deprecated, " + (f"use {new}" if old not in (retyped or {}) else
                  f"use {new}: " + ", ".join(_yaml(o) + " -> " + str(n) for o, n in retyped[old][1].items())))
    if bad:
        return None
    sweep = {renames.get(k, k): v for k, v in sweep.items()}
    return base, sweep


def _yaml(v) -> str:
    """v as written in YAML (true, not True)."""
    return str(v).lower() if isinstance(v, bool) else str(v)


def _canonical_values(doc: Located, kp: tuple, written: dict, base: dict, sweep: dict, schema: dict):
    """Rename deprecated values (VALUE_ALIASES) of one kernel's top-level fields and sweep lists, warning at each
    place one is written (kernel entry, defaults or sweep value). Returns (base, sweep)."""
    def canonical(key, value):
        return value_alias(schema.get(key), value)

    base, sweep = dict(base), dict(sweep)
    for key, value in list(base.items()):
        new = canonical(key, value)
        if new:
            base[key] = new
            _warn(doc, kp + (key,) if key in written else ("defaults", key), f"{value} is deprecated, use {new}")
    for key, values in list(sweep.items()):
        if isinstance(values, list) and any(canonical(key, v) for v in values):
            for j, v in enumerate(values):
                if canonical(key, v):
                    _warn(doc, kp + ("sweep", key, j), f"{v} is deprecated, use {canonical(key, v)}")
            sweep[key] = [canonical(key, v) or v for v in values]
    return base, sweep


def _warn(doc: Located, path: tuple, message: str) -> None:
    warnings.warn(SpecWarning(str(doc.error(path, message))), stacklevel=4)


def _fill_name(name: str, params: dict, sweep: dict, fail, aliases: dict | None = None) -> str | None:
    """Fill {param} placeholders; a deprecated parameter name (`aliases`) fills with its canonical one's value."""
    def sub(m):
        key = (aliases or {}).get(m.group(1), m.group(1))
        try:
            return str(sweep[key] if key in sweep else _lookup(params, key))
        except KeyError:
            fail(f"placeholder {{{m.group(1)}}} names no parameter")
            raise
    try:
        return _PLACEHOLDER.sub(sub, name)
    except KeyError:
        return None


def load_specs(paths, progress=None) -> list[KernelSpec]:
    """Load several files; errors from all files are reported together. Kernel names are unique across the
    files (their output files would collide): a repeat is an error at its name, naming the first one.
    `progress(n, total)` as for load_spec, over all the files."""
    out, errors = [], []
    seen: dict[str, KernelSpec] = {}
    shown = [0, 0]   # sweep points of the files already expanded, of this file so far

    def file_progress(n, total):
        shown[1] = total
        progress(n, shown[0] + total)

    for p in paths:
        shown[1] = 0
        try:
            ks = load_spec(p, file_progress if progress else None)
        except SpecErrors as e:
            errors.extend(e.errors)
            continue
        finally:
            shown[0] += shown[1]
        for k in ks:
            first = seen.setdefault(k.name, k)
            if first is not k:
                line, col = k.where("name")
                fl, fc = first.where("name")
                errors.append(SpecError(k.file, line, col, f"kernels[{k.index}].name",
                                        f"duplicate kernel name {k.name!r} (also {first.file}:{fl}:{fc}: "
                                        f"kernels[{first.index}]): their output files would collide"))
            else:
                out.append(k)
    if errors:
        raise SpecErrors(errors)
    return out
