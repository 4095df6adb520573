"""Spec of the gemm_splitk_reduce family: the second kernel of a split-K GEMM (flygen/spec/gemm_fp8.py `split_k`).

C[m, n] = out(act(fl32(fl32(fl32(sum_s ws[s, m, n]) * scale_a[m]) * scale_b[n]) + bias[n])), the sum taken in
the fixed order s = 0, 1, .., S-1 (f32 adds; `acc: i32`: exact i32 adds, then v_cvt_f32_i32), scales only when
`scaled`, bias (per column, in out_dtype) and the activation only when `epilogue` says: the unsplit
gemm_preshuffle epilogue's order, applied once after the sum (flygen.plan.epilogue.values). mode atomic: S = 1
(the partial GEMM already added its splits into ws[M, N] with atomics) and the kernel writes 0 back, so the
workspace is zero for the next launch. A split-K gemm_fp8 or gemm_preshuffle kernel NAME gets NAME_reduce
generated with these parameters; it can also be specified on its own.

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
    "scale_a": Field(str, "rows", choices=("rows", "tensor"),
                     doc="scaled only: rows = scale_a holds one f32 per row (a GEMM's row scales); tensor = one f32 "
                         "for every row, scale_a[0] (conv3d's x_scale)"),
    "out_dtype": Field(str, "bf16", choices=("bf16", "f16"), doc="C element type (RNE); also the bias type"),
    "acc": Field(str, "f32", choices=("f32", "i32"),
                 doc="workspace element type: f32 partials (f32 adds) or i32 (int8 GEMMs: exact adds, then i32 -> f32)"),
    "epilogue": Field(str, "none", choices=("none", "bias", "bias_relu", "bias_silu", "bias_gelu"),
                      doc="after the scales: + bias[n] (out_dtype, widened exactly to f32), then the activation "
                          "(f32, flygen.plan.epilogue.values); gemm_preshuffle's `epilogue`"),
    "layout": Field(str, "slices", choices=("slices", "rows"),
                    doc="slices: ws[S, M, N] (split-K); rows: ws[M * S, N], slice s of row m at row m * S + s (MoE)"),
    "block": Field(int, 256, choices=(64, 128, 256), doc="work-items per workgroup = columns of one row per workgroup"),
    **LAUNCH,
}


def check(p: dict, report) -> None:
    if p["layout"] == "rows":
        for key, ok, why in (("mode", p["mode"] == "deterministic", "deterministic"), ("scaled", not p["scaled"], "false"),
                             ("acc", p["acc"] == "f32", "f32"), ("epilogue", p["epilogue"] == "none", "none")):
            if not ok:
                report((key,), f"layout rows (the MoE reduce) supports {key} {why} only, got {p[key]!r}")
    if p["scale_a"] != "rows" and not p["scaled"]:
        report(("scale_a",), f"scale_a {p['scale_a']!r} needs scaled: true")
    if p["mode"] == "atomic" and p["splits"] != 1:
        report(("splits",), f"mode atomic reads the one atomically summed slice: splits must be 1, got {p['splits']}")
