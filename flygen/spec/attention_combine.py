"""Spec of the attention_combine family: the second kernel of a split-KV attention (flygen/spec/attention.py
`kv_splits`), NAME_combine.

Workspace ws (f32) = O_s [S, batch, seqlen_q, heads, D] (each split's O normalised by its own row sum) then
LSE_s [S, batch, seqlen_q, heads] (natural log, -inf where the split saw no key). The kernel computes per row
    m = max_s LSE_s,  w_s = exp(LSE_s - m),  O = sum_s w_s O_s / sum_s w_s,  LSE = m + ln(sum_s w_s)
(a row no split saw: O = 0, LSE = -inf) into O [batch, seqlen_q, heads, D] (dtype) and LSE [batch, heads,
seqlen_q]. Addresses: flygen/plan/attention_combine.py.
"""
from __future__ import annotations

from flygen.spec.launch import LAUNCH
from flygen.spec.schema import Field

SCHEMA = {
    "splits": Field(int, 2, choices=(2, 4, 8, 16), doc="S: the partials in ws"),
    "dtype": Field(str, "bf16", choices=("bf16", "f16"), doc="O element type (RNE)"),
    "head_dim": Field(int, 128, choices=(64, 128), doc="D"),
    "heads_q": Field(int, 8, minimum=1, maximum=256, doc="query heads (grid y)"),
    "lse": Field(bool, False, doc="also write LSE [batch, heads, seqlen_q] f32 (natural log)"),
    "sink": Field(bool, False, doc="attention sink: f32 sink [heads_q] argument, one more merge term: m = max(max_s "
                                   "LSE_s, sink_h), denominator sum_s w_s + exp(sink_h - m) (the split kernels leave "
                                   "it out; folded here once)"),
    **LAUNCH,
}
