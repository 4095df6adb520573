"""Spec of the gemm_splitk_reduce family: the second kernel of a split-K GEMM (flygen/spec/gemm_fp8.py `split_k`).

C[m, n] (bf16) = bf16(fl32(fl32(sum_s ws[s, m, n]) * scale_a[m]) * scale_b[n]), the f32 sum taken in the fixed
order s = 0, 1, .., S-1 (scales only when `scaled`). mode atomic: S = 1 (the partial GEMM already added its
splits into ws[M, N] with f32 atomics) and the kernel writes 0 back, so the workspace is zero for the next
launch. A split-K gemm_fp8 or gemm_preshuffle kernel NAME gets NAME_reduce generated with these parameters; it
can also be specified on its own.

layout rows (a moe stage 2 kernel with reduce: rows, flygen/spec/moe.py): the S = topk slices of row t are
the consecutive rows ws[t * S + s, :] of ws [M * S, N] (M = tokens, N = hidden); out[t, n] = out_dtype(sum in
order s = 0..S-1); arguments ws, out, tokens, hidden.
"""
from __future__ import annotations

from flygen.spec.launch import LAUNCH
from flygen.spec.schema import Field

SCHEMA = {
    "splits": Field(int, 2, minimum=1, maximum=256, doc="S: f32 partial slices ws[S, M, N] summed in order s = 0..S-1"),
    "mode": Field(str, "deterministic", choices=("deterministic", "atomic"),
                  doc="deterministic: read S slices; atomic: read the one atomically summed slice and zero it"),
    "scaled": Field(bool, True, doc="multiply by scale_a[m] then scale_b[n] (f32) before the bf16 conversion"),
    "out_dtype": Field(str, "bf16", choices=("bf16", "f16"), doc="C element type (f16: layout rows only)"),
    "layout": Field(str, "slices", choices=("slices", "rows"),
                    doc="slices: ws[S, M, N] (split-K); rows: ws[M * S, N], slice s of row m at row m * S + s (MoE)"),
    "block": Field(int, 256, choices=(64, 128, 256), doc="work-items per workgroup = columns of one row per workgroup"),
    **LAUNCH,
}


def check(p: dict, report) -> None:
    if p["layout"] == "rows":
        for key, ok, why in (("mode", p["mode"] == "deterministic", "deterministic"), ("scaled", not p["scaled"], "false")):
            if not ok:
                report((key,), f"layout rows (the MoE reduce) supports {key} {why} only, got {p[key]!r}")
    elif p["out_dtype"] != "bf16":
        report(("out_dtype",), f"layout slices (split-K) writes bf16 only, got {p['out_dtype']!r}")
    if p["mode"] == "atomic" and p["splits"] != 1:
        report(("splits",), f"mode atomic reads the one atomically summed slice: splits must be 1, got {p['splits']}")
