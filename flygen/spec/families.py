"""The families a spec may name, each with its parameter schema (and optional cross-field check): the spec
modules of the family registry (flygen/families.py)."""
from __future__ import annotations

from flygen.families import FAMILIES as _REGISTRY

FAMILIES = {name: f.module("spec") for name, f in _REGISTRY.items()}
