"""What a launcher of a moe kernel must respect: the run-time size limits of its 32-bit addressing and, for
stage 2's rows mode, the two-kernel launch contract (the manifest's `split_k`)."""
from __future__ import annotations

from flygen.layout import Layout
from flygen.plan import size_limits as L
from flygen.plan.moe.layouts import row_scale_layout


def size_limits(g, records: dict) -> tuple:
    """The run-time size limits of this kernel's 32-bit addressing (flygen/plan/size_limits.py), from the V#
    records table the setup lowers (`flygen.plan.moe.setup.records`) and the row strides the address lowering
    uses: every V# whose records read a run-time size, and per row-addressed buffer the offset its last row
    forms. Padding rows carry token = tokens and slot = topk (flygen/ref/moe.py), so their offsets sit one row
    past the records and must not wrap; sorted rows run to the M-block's end past num_valid_ids."""
    lims = [L.records(n, rows, c, f"V# {n}: num_records = {rows} x {c} B") for n, (rows, c) in records.items()
            if rows is not None and c]
    sorted_rows = f"ceil_div(num_valid_ids, {g.tm}) * {g.tm}"     # one past the last sorted row a block forms
    tab = Layout(g.tm, 4)(1)                                        # routing table bytes per sorted row
    lims.append(L.offsets("sorted_token_ids", sorted_rows + " - 1", tab, tab,
                          "the last M-block's routing-table rows (soffset m0 x 4 + lane rows)"))
    return tuple(lims + (_gather_limits if g.gather else _scatter_limits)(g, sorted_rows, tab))


def _gather_limits(g, sorted_rows: str, tab: int) -> list:
    """Stage 1: A / scale_a / scale_row gathered by token; out in sorted rows."""
    pad, lims = "tokens", []                                        # a padding row's token
    lims.append(L.offsets("A", pad, g.kb_a, g.kb_a, f"a padding row (token = tokens) reads row tokens of "
                          f"{g.kb_a} B (v_mul_u32_u24 token x row bytes + in-row base)"))
    if not g.a16:
        lims.append(L.offsets("scale_a", pad, g.srow, g.srow, "a padding row's scale row tokens"))
    lims.append(L.offsets(g.out_arg, sorted_rows + " - 1", g.out_row, g.out_row,
                          "the last M-block's sorted output rows (soffset m0 x row bytes)"))
    if g.mx_out:
        lims.append(L.offsets("out_scale", sorted_rows + " - 1", g.srow2, g.srow2,
                              "the last M-block's output scale rows"))
    if g.row_scale:
        st = row_scale_layout(g)(1)
        lims.append(L.offsets("scale_row", pad, st, st, "a padding row's scale_row[tokens]"))
    return lims


def _scatter_limits(g, sorted_rows: str, tab: int) -> list:
    """Stage 2: A in sorted rows; out rows by token, ws / scale_row by token x topk + slot."""
    pad, lims = "tokens", []
    lims.append(L.offsets("A", sorted_rows + " - 1", g.kb_a, g.kb_a,
                          "the last M-block's sorted A rows (soffset m0 x row bytes)"))
    if not g.a16:
        lims.append(L.offsets("scale_a", sorted_rows + " - 1", g.srow, g.srow, "the last M-block's scale rows"))
    lims.append(L.offsets("sorted_weights", sorted_rows + " - 1", tab, tab, "the last M-block's weights"))
    if not g.rows:
        lims.append(L.offsets(g.out_arg, pad, g.out_row, g.out_row,
                              "a padding row's atomics at row tokens (dropped past the records)"))
    if g.row_scale:
        st = row_scale_layout(g)(1)                                 # f32 per (token, slot) row
        lims.append(L.offsets("scale_row", f"{g.topk} * tokens + {g.topk}", st, st,
                              "a padding row's scale_row[tokens x topk + topk]"))
    return lims


def rows_contract(name: str, g, out_dtype: str) -> dict:
    """The two-kernel launch contract (the manifest's `split_k`, as a split-K GEMM's): NAME writes every routed
    (token, slot) row of the f32 workspace, NAME_reduce sums each token's topk rows in slot order."""
    elems = f"tokens * {g.topk * g.N}"
    return {"splits": g.topk, "mode": "rows", "reduce": f"{name}_reduce", "workspace": {
        "arg": "ws", "dtype": "f32", "shape": ["tokens", str(g.topk), str(g.N)], "elements": elems,
        "bytes": f"4 * {elems}", "init": "any",
        "note": "row token * topk + slot written by the routed row (token, slot) before the reduce kernel reads it",
        # voffset + offset is 32-bit: the padding rows' stores (row tokens * topk + topk, dropped past the
        # records) must not wrap into the rows, so one past the last byte they form must be <= 2^32
        "offset_end": f"{4 * g.N} * ({g.topk} * tokens + {g.topk + 1})", "offset_limit": 1 << 32,
        "offset_note": "the padding rows' stores at row tokens * topk + topk would wrap into the rows"},
        "launch": [name, f"{name}_reduce"],
        "order": (f"ws[t * {g.topk} + s] = f32(sorted_weight * acc) of the row routed as (t, s); out[t] = "
                  f"{out_dtype}(sum_(s=0..{g.topk - 1}) ws[t * {g.topk} + s]), the sum in the fixed order s = "
                  f"0..{g.topk - 1}: bitwise reproducible")}
