"""Spec of the layout_transpose family: a channels-first tensor [N, C, P] (conv3d's NCDHW x, P = D*H*W pixels)
copied to channels last [N, P, C] (NDHWC), element for element (bf16 or fp8 bytes; no arithmetic).

A conv3d with `x_layout: ncdhw` adds one as its first kernel (NAME_x_ndhwc, flygen.spec.conv3d.companions):
FlyDSL's route, which pre-transposes NCDHW x with a separate kernel. Addresses: flygen/plan/layout_transpose.py.
"""
from __future__ import annotations

from flygen.isa.dtypes import bytes_of
from flygen.spec.launch import LAUNCH
from flygen.spec.schema import Field, multiple_of, positive

DTYPES = ("bf16", "fp8")
MAX_BYTES = 1 << 31              # every offset < 2^31: the sentinel voffset 0x80000000 is out of range

SCHEMA = {
    "dtype": Field(str, "bf16", choices=DTYPES, doc="element type (2 or 1 bytes; copied bit for bit)"),
    "n": Field(int, 1, check=positive, minimum=1, maximum=1 << 20, doc="batch N"),
    "c": Field(int, check=positive, minimum=1, maximum=1 << 20, doc="channels C"),
    "pixels": Field(int, check=positive, minimum=1, maximum=1 << 30, doc="pixels P per channel (D*H*W)"),
    "block": Field(int, 256, check=multiple_of(64), minimum=64, maximum=1024,
                   doc="work-items per workgroup, one pixel each (multiple of 64)"),
    **LAUNCH,
}


def check(p: dict, report) -> None:
    total = p["n"] * p["c"] * p["pixels"] * bytes_of(p["dtype"])
    if total > MAX_BYTES:
        report(("pixels",), f"N x C x P x {bytes_of(p['dtype'])} B = {total} B; at most 2^31 (32-bit buffer offsets "
               "below the 0x80000000 sentinel of the ragged tail)")
