"""The family registry (flygen/families.py) is the only place a family name is spelled as a string key:
a new per-family table elsewhere (a dict keyed by "gemm_fp8", an `== "conv3d"` test) fails here; dispatch
reads the registry instead."""
from __future__ import annotations

import importlib
import re
from pathlib import Path

from flygen.families import FAMILIES
from flygen.render import TEMPLATE, environment

ROOT = Path(__file__).resolve().parents[1]
REGISTRY = ROOT / "flygen" / "families.py"


def _sources():
    """Every Python module and template of the package (cli/ and templates/ are their own trees here)."""
    seen = set()
    for base in (ROOT / "flygen", ROOT / "cli", ROOT / "templates"):
        for p in sorted(base.rglob("*")):
            if p.suffix in (".py", ".j2") and p.resolve() not in seen:
                seen.add(p.resolve())
                yield p


def test_family_names_only_in_the_registry():
    names = "|".join(sorted(FAMILIES))
    key = re.compile(rf"""["']({names})["']""")
    hits = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}" for p in _sources() if p.resolve() != REGISTRY.resolve()
            for n, line in enumerate(p.read_text().splitlines(), 1) if key.search(line)]
    assert not hits, "family names as string keys outside flygen/families.py:\n" + "\n".join(hits)


def test_every_row_resolves():
    environment().get_template(TEMPLATE)          # the one template every family prints through
    for name, f in FAMILIES.items():
        assert f.name == name
        assert hasattr(f.module("spec"), "SCHEMA")
        assert callable(f.module("planner").plan)
        assert callable(f.module("ref").make_case)
        for role in ("contract", "geometry", "attention_contract"):
            assert getattr(f, role) is None or callable(f.hook(role))


def test_readers_are_views_of_the_registry():
    from flygen.plan import PLANNERS
    from flygen.spec.families import FAMILIES as SPECS
    from flygen.check.verify import REFS
    assert set(PLANNERS) == set(SPECS) == set(REFS) == set(FAMILIES)
    assert all(importlib.import_module(PLANNERS[n]) is FAMILIES[n].module("planner") for n in FAMILIES)
