"""`flygen validate`, `flygen list`, `flygen schema`: spec files without building anything."""
from __future__ import annotations

import sys

import click

from flygen.errors import PlanError
from flygen.plan import plan as plan_kernel
from flygen.plan.codesize import estimate, icache_warning

from flygen.spec.families import FAMILIES
from flygen.spec.load import load_specs
from flygen.spec.schema import json_schema

from .common import echo_json, progress_bar, progress_bars, reports_errors


def spec_json_schema() -> dict:
    kernel_variants = []
    for name, fam in sorted(FAMILIES.items()):
        s = json_schema(fam.SCHEMA, getattr(fam, "ALIASES", None), getattr(fam, "RETYPED", None))
        s["properties"] = {"name": {"type": "string", "description": "kernel symbol; {param} placeholders allowed"},
                           "family": {"const": name},
                           "sweep": {"type": "object", "description": "param (dotted) -> list of values",
                                     "additionalProperties": {"type": "array", "minItems": 1}},
                           **s["properties"]}
        s["required"] = ["name", "family"] + [r for r in s.get("required", []) if r not in ("name", "family")]
        kernel_variants.append(s)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "flygen spec",
        "type": "object",
        "required": ["target", "kernels"],
        "additionalProperties": False,
        "properties": {
            "target": {"enum": ["gfx950"]},
            "defaults": {"type": "object", "description": "parameters merged under every kernel"},
            "kernels": {"type": "array", "minItems": 1, "items": {"oneOf": kernel_variants}},
        },
    }


def register(cli: click.Group) -> None:
    @cli.command()
    @click.argument("specs", nargs=-1, required=True, type=click.Path(dir_okay=False))
    @reports_errors
    @click.option("--no-plan", is_flag=True, help="check the schema only, do not run the planners")
    def validate(specs, no_plan):
        """Check spec files: the schema, then every kernel through its planner (register, LDS and
        layout limits), so a spec that validates also builds. Prints every error as
        FILE:LINE:COL: PATH: MESSAGE (all kernels, not just the first failing one); exit status 2. A kernel
        whose estimated code (flygen.plan.codesize) exceeds the 64 KiB instruction cache is a located warning."""
        errors, warns = [], []
        with progress_bars() as bar:
            ks = load_specs(specs, progress=bar("expanding"))
            planned = bar("planning")
            for k in [] if no_plan else ks:
                try:
                    w = icache_warning(k, estimate(plan_kernel(k)), "estimated code")
                    warns += [w] if w else []
                except PlanError as e:
                    errors.append(str(e))
                if planned:
                    planned(1, len(ks))
        for msg in warns:
            click.echo(f"warning: {msg}", err=True)
        for msg in errors:
            click.echo(f"error: {msg}", err=True)
        if errors:
            sys.exit(2)
        what = "schema only" if no_plan else "all planned"
        click.echo(f"ok: {len(ks)} kernel(s) in {len(specs)} file(s), {what}")

    @cli.command("list")
    @click.argument("specs", nargs=-1, required=True, type=click.Path(dir_okay=False))
    @click.option("--json", "as_json", is_flag=True, help="print the expanded kernels as JSON")
    @reports_errors
    def list_(specs, as_json):
        """List the kernels the specs expand to (sweeps applied), with their parameters."""
        with progress_bar("expanding") as expanding:
            ks = load_specs(specs, progress=expanding)
        if as_json:
            echo_json([{"name": k.name, "family": k.family, "file": k.file, "params": k.params} for k in ks])
            return
        for k in ks:
            flat = ", ".join(f"{key}={v}" for key, v in _flatten(k.params))
            click.echo(f"{k.name:40s} {k.family:12s} {flat}")

    @cli.command()
    def schema():
        """Print the JSON Schema of spec files (for editor completion and checks)."""
        echo_json(spec_json_schema())


def _flatten(d, prefix=""):
    for k, v in d.items():
        if isinstance(v, dict):
            yield from _flatten(v, f"{prefix}{k}.")
        else:
            yield f"{prefix}{k}", v
