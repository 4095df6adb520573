"""`flygen model`: trace-driven, cycle-approximate timing of one launch (every figure MODELED)."""
from __future__ import annotations

import click

from flygen.errors import FlygenError

from .common import echo_json, reports_errors


def _pairs(texts, what: str, cast=int) -> dict:
    out = {}
    for text in texts:
        for part in filter(None, (x.strip() for x in text.split(","))):
            name, eq, val = part.partition("=")
            if not eq or not name.strip():
                raise FlygenError(f"{what} expects NAME=VALUE[,NAME=VALUE...], got {part!r}")
            try:
                out[name.strip()] = cast(val.strip())
            except ValueError:
                raise FlygenError(f"{what} {part}: {val.strip()!r} is not a {getattr(cast, 'what', cast.__name__)}") from None
    return out


def _arg_value(text: str):
    """--arg's value: an integer, or ptr:BYTES (a buffer whose address a by-value argument carries)."""
    if text.startswith("ptr:"):
        int(text[4:])        # ValueError -> _pairs' located message
        return text
    return int(text)


_arg_value.what = "number or ptr:BYTES"


def _value(text: str):
    try:
        return int(text, 0)
    except ValueError:
        return {"true": True, "false": False}.get(text.lower(), text)


def _dims(text):
    if text is None:
        return None
    try:
        return tuple(int(x) for x in text.split(","))
    except ValueError:
        raise FlygenError(f"expected up to 3 integers like 64,2,1, got {text!r}") from None


def _trace_at(text):
    """--trace-at NAME=A,B -> (NAME, A, B), A < B."""
    if text is None:
        return None
    name, eq, vals = text.partition("=")
    try:
        a, b = (int(x, 0) for x in vals.split(","))
    except ValueError:
        a = b = None
    if not eq or not name.strip() or a is None or not 0 < a < b:
        raise FlygenError(f"--trace-at expects NAME=A,B with 0 < A < B, got {text!r}")
    return name.strip(), a, b


def register(cli: click.Group) -> None:
    @cli.command()
    @click.argument("target", type=click.Path(dir_okay=False))
    @click.option("-k", "--kernel", default=None, help="kernel name (when the file holds several)")
    @click.option("--shape", "shapes", multiple=True, help="runtime sizes, e.g. --shape M=8192,N=8192")
    @click.option("--set", "sets", multiple=True, help="spec parameter overrides, e.g. --set K=8192,tile_n=256")
    @click.option("--grid", default=None, help=".s/.hsaco: workgroups x,y,z")
    @click.option("--block", default=None, help=".s/.hsaco: work-items per workgroup x,y,z")
    @click.option("--arg", "arg_list", multiple=True,
                  help=".s/.hsaco: NAME=INT for a by-value argument, or a buffer's size in bytes; NAME=ptr:BYTES "
                       "allocates a buffer and passes its address in a 64-bit by-value argument")
    @click.option("--lds", "lds_bytes", type=int, default=None, help="dynamic LDS bytes passed at launch (Triton's shared)")
    @click.option("--reuse", type=float, default=1.0, show_default=True,
                  help="non-GEMM kernels: divide global traffic by this L2 reuse factor")
    @click.option("--flops", type=float, default=None, help="useful FLOPs of the launch (default: from the trace)")
    @click.option("--same-buffers", is_flag=True,
                  help="GEMMs: calls repeated back to back on the same buffers (operands that fit the MALL stay "
                       "there); default: each call's operands cold, as harnesses that rotate inputs time them")
    @click.option("--trace-at", "trace_at", default=None,
                  help="NAME=A,B: trace at by-value argument NAME = A and = B and extrapolate linearly to the "
                       "launch's value (NAME sets a loop's trip count, e.g. a KV length: a long loop in a fraction "
                       "of the time); the caller vouches that the trips are linear in it")
    @click.option("--params", "show_params", is_flag=True, help="print the parameter table with sources")
    @click.option("--json", "as_json", is_flag=True, help="print the result dict as JSON")
    @reports_errors
    def model(target, kernel, shapes, sets, grid, block, arg_list, lds_bytes, reuse, flops, same_buffers, trace_at,
              show_params, as_json):
        """Model one launch of TARGET (.s, .hsaco or spec YAML) on a trace-driven issue model of a gfx950
        CU plus the device's L2/MALL/HBM: time, TFLOPS and the bound. Every figure is MODELED, not measured
        (docs/model.md)."""
        from flygen.model import format_text, model_kernel
        r = model_kernel(target, kernel, sizes=_pairs(shapes, "--shape"), overrides=_pairs(sets, "--set", _value),
                         grid=_dims(grid), block=_dims(block), args=_pairs(arg_list, "--arg", _arg_value), reuse=reuse,
                         flops=flops, lds_bytes=lds_bytes, same_buffers=same_buffers,
                         trace_arg=_trace_at(trace_at))
        if as_json:
            echo_json(r)
            return
        click.echo(format_text(r), nl=False)
        if show_params:
            for row in r["params"]:
                rng = f"[{row['range'][0]:g}..{row['range'][1]:g}]" if row.get("range") else ""
                click.echo(f"  {row['name']:24s} {row['value']:>10g} {row['unit']:12s} {row['status']:9s} {rng:12s} "
                           f"{row['source']}")
