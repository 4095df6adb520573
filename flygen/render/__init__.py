"""Render a KernelPlan to gfx950 assembly text with the one kernel template (every family prints its typed
items, `body.program`, through it)."""
from __future__ import annotations

import functools
from importlib import resources

import jinja2

from flygen.plan.kernel import KernelPlan

TEMPLATE = "kernel.s.j2"   # the one kernel template (flygen/templates); families differ only in their items


@functools.cache
def environment() -> jinja2.Environment:
    root = resources.files("flygen.templates")
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(root)),
        undefined=jinja2.StrictUndefined,   # a template naming a missing plan field is a bug, not a blank
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
    )


def render(plan: KernelPlan) -> str:
    """The .s text for `plan`; deterministic (no dates, paths or dict-order surprises)."""
    text = environment().get_template(TEMPLATE).render(plan=plan, body=plan.body)
    return "\n".join(line.rstrip() for line in text.splitlines()) + "\n"
