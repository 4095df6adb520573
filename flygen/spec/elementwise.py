"""Spec of the elementwise family: out = alpha*x + beta*y with conversion among f32/f16/bf16."""
from __future__ import annotations

from flygen.isa.dtypes import bytes_of
from flygen.spec.launch import LAUNCH
from flygen.spec.schema import Field, multiple_of

DTYPES = ("f32", "f16", "bf16")

SCHEMA = {
    "op": Field(str, "axpby", choices=("axpby",), doc="out = alpha*x + beta*y, computed in f32"),
    "x_dtype": Field(str, "f32", choices=DTYPES, doc="element type of x"),
    "y_dtype": Field(str, "f32", choices=DTYPES, doc="element type of y and of the result (written in place)"),
    "block": Field(int, 256, check=multiple_of(64), minimum=64, maximum=1024, doc="work-items per workgroup (multiple of 64, <= 1024)"),
    "vector": Field(int, 4, choices=(1, 2, 4, 8), doc="consecutive elements per work-item"),
    **LAUNCH,
}


def check(p: dict, report) -> None:
    for key in ("x_dtype", "y_dtype"):
        nbytes = p["vector"] * bytes_of(p[key])
        if nbytes not in (4, 8, 12, 16):
            report(("vector",), f"vector x {key} = {nbytes} bytes per load; must be 4, 8 or 16 "
                   f"(one buffer_load_dword..x4)")
