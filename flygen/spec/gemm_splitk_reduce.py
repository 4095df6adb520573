"""Spec of the gemm_splitk_reduce family: the second kernel of a split-K GEMM (flygen/spec/gemm_fp8.py `split_k`).

C[m, n] = out(act(fl32(fl32(fl32(sum_s ws[s, m, n]) * scale_a[m]) * scale_b[n]) + bias[n])), the sum taken in
the fixed order s = 0, 1, .., S-1 (f32 adds; `acc: i32`: exact i32 adds, then v_cvt_f32_i32), scales only when
`scaled` (scale_a[m], or scale_a[0] for every row with `scale_a: tensor`), bias (per column, out_dtype or f32:
`bias_dtype`) and the activation only when `epilogue` says (relu / silu / gelu: the activation alone): the unsplit
gemm_preshuffle epilogue's order, applied once after the sum (flygen.plan.epilogue.values). mode atomic: S = 1
(the partial GEMM already added its splits into ws[M, N] with atomics) and the kernel writes 0 back, so the
workspace is zero for the next launch. A split-K gemm_fp8 or gemm_preshuffle kernel NAME gets NAME_reduce
generated with these parameters; it can also be specified on its own. C is row-major [M, N], or (`c_layout:
ncdhw`, a split-K conv3d with y_layout ncdhw) conv3d's NCDHW y: byte(m, n) = ((P, M/P), N) : ((2, 2 N P), 2 P).

layout rows (a moe stage 2 kernel with reduce: rows, flygen/spec/moe.py): the S = topk slices of row t are
the consecutive rows ws[t * S + s, :] of ws [M * S, N] (M = tokens, N = hidden); out[t, n] = out_dtype(sum in
order s = 0..S-1); arguments ws, out, tokens, hidden.
"""
from __future__ import annotations

from flygen.activations import activation_only, epilogues
from flygen.spec.launch import LAUNCH
from flygen.spec.schema import Field

# bias_<act> as the GEMMs, and <act> alone: the activation without a bias (conv3d relu without bias); flygen.activations
EPILOGUES = epilogues() + activation_only()

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
    "epilogue": Field(str, "none", choices=EPILOGUES,
                      doc="after the scales: + bias[n] (bias_*: bias_dtype, widened exactly to f32), then the "
                          "activation (f32, flygen.plan.epilogue.values); gemm_preshuffle's `epilogue`; relu / silu / "
                          "gelu: the activation alone (no bias argument)"),
    "bias_dtype": Field(str, "out", choices=("out", "f32"),
                        doc="bias_* only: the bias tensor's element type: out = out_dtype (widened exactly), f32 "
                            "(used as loaded; conv3d's bias_dtype: f32)"),
    "c_layout": Field(str, "rows", choices=("rows", "ncdhw"),
                      doc="where C[m, n] goes: rows = row-major [M, N]; ncdhw = conv3d's NCDHW y, byte(m, n) = "
                          "((P, M / P), N) : ((2, 2 N P), 2 P) at (m, n), P = `pixels`"),
    "pixels": Field(int, 0, minimum=1, maximum=1 << 28,
                    doc="c_layout ncdhw only (default 0: not set): P = pixels per image (conv3d's Do Ho Wo); rows m = image x P + pixel"),
    "layout": Field(str, "slices", choices=("slices", "rows"),
                    doc="slices: ws[S, M, N] (split-K); rows: ws[M * S, N], slice s of row m at row m * S + s (MoE)"),
    "block": Field(int, 256, choices=(64, 128, 256), doc="work-items per workgroup = columns of one row per workgroup"),
    **LAUNCH,
}


def check(p: dict, report) -> None:
    if p["layout"] == "rows":
        for key, ok, why in (("mode", p["mode"] == "deterministic", "deterministic"), ("scaled", not p["scaled"], "false"),
                             ("acc", p["acc"] == "f32", "f32"), ("epilogue", p["epilogue"] == "none", "none"),
                ("c_layout", p["c_layout"] == "rows", "rows")):
            if not ok:
                report((key,), f"layout rows (the MoE reduce) supports {key} {why} only, got {p[key]!r}")
    if p["bias_dtype"] != "out" and not p["epilogue"].startswith("bias"):
        report(("bias_dtype",), f"{p['bias_dtype']} needs a bias epilogue (bias, bias_relu, ..), got "
               f"epilogue {p['epilogue']!r}")
    if p["c_layout"] == "ncdhw" and p["pixels"] < 1:
        report(("pixels",), "c_layout ncdhw needs pixels >= 1 (P, the pixels of one image)")
    if p["c_layout"] != "ncdhw" and p["pixels"]:
        report(("pixels",), f"pixels is read by c_layout ncdhw only, got c_layout {p['c_layout']!r}")
    if p["scale_a"] != "rows" and not p["scaled"]:
        report(("scale_a",), f"scale_a {p['scale_a']!r} needs scaled: true")
    if p["mode"] == "atomic" and p["splits"] != 1:
        report(("splits",), f"mode atomic reads the one atomically summed slice: splits must be 1, got {p['splits']}")
