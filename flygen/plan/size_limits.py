"""Run-time size limits of a kernel's 32-bit buffer addressing: what each planner records in its launch contract
(`KernelPlan.limits`, the manifest's `limits`) and the runtime checks before every launch.

A buffer instruction forms its byte offset as voffset + inst_offset (+ soffset), 32 bits, and a V#'s word 2
(num_records) is 32 bits, set by `s_mul_i32` (truncating). A planner whose rows are run-time sizes (tokens, M,
n, ...) relies on those sizes keeping every such value in range: past 2^32 an offset wraps onto real data (a
padding row's masked store lands in a valid row), a records product wraps to a small bound. Each limit is one
expression over the kernel's run-time sizes (grid sizes and by-value arguments, as the manifest names them),
built from the same values the planner hands its V# / address lowering (`flygen.plan.vsharp`, the row strides it
checks against its layouts), so the limit and the code cannot drift apart:

    {"buffer": arg, "kind": "offset" | "records" | "index", "reach": expr, "limit": int, "note": text}

- offset:  one past the largest byte offset (voffset + inst_offset [+ soffset]) any access forms, padding /
  sentinel rows included, <= 2^32;
- records: the num_records value a V# is set to, <= 2^32 - 1;
- index:   a 32-bit row index the SALU forms (e.g. z M + m0 of a split-K slice), <= 2^32 - 1;
- multiple: a size the kernel's loop takes in whole tiles (K: runtime GEMMs), reach = "SIZE % m" <= 0;
- at_least: a run-time leading dimension no smaller than its row (lda >= K), reach = "ROW - LD" <= 0.

`flygen.runtime.library.check_sizes` evaluates them (flygen.runtime.expr, the grid grammar) and the C header
prints them as `NAME_check_sizes(...)`.
"""
from __future__ import annotations

OFFSET_LIMIT = 1 << 32            # one past the largest 32-bit byte offset
U32_MAX = (1 << 32) - 1           # the largest num_records / 32-bit index


def _term(c: int, e: str) -> str:
    return e if c == 1 else f"{c} * ({e})" if any(ch in e for ch in "+- ") else f"{c} * {e}"


def offsets(buffer: str, last_row: str, row_bytes: int, in_row: int, note: str) -> dict:
    """Accesses at row `last_row` (an expression; the largest row index an access forms, padding rows included)
    of `row_bytes` per row, reaching `in_row` bytes into the row (one past its largest in-row byte): one past the
    largest offset = row_bytes * last_row + in_row <= 2^32."""
    return {"buffer": buffer, "kind": "offset", "reach": f"{_term(row_bytes, last_row)} + {in_row}",
            "limit": OFFSET_LIMIT, "note": note}


def records(buffer: str, rows: str, row_bytes: int, note: str) -> dict:
    """A V# with num_records = rows * row_bytes (s_mul_i32, 32-bit): rows * row_bytes <= 2^32 - 1."""
    return {"buffer": buffer, "kind": "records", "reach": _term(row_bytes, rows), "limit": U32_MAX, "note": note}


def index(buffer: str, reach: str, note: str) -> dict:
    """A 32-bit row index the kernel forms (`reach` = its largest value) <= 2^32 - 1."""
    return {"buffer": buffer, "kind": "index", "reach": reach, "limit": U32_MAX, "note": note}


def reach(buffer: str, kind: str, reach_expr: str, note: str, limit: int | None = None) -> dict:
    """A limit whose expression the planner composes itself (a run-time pitch times a tile's rows, ...); `limit`:
    a tighter bound than the kind's (records <= 2^31 where lanes are masked by an out-of-range voffset)."""
    return {"buffer": buffer, "kind": kind, "reach": reach_expr,
            "limit": limit if limit is not None else OFFSET_LIMIT if kind == "offset" else U32_MAX, "note": note}


def multiple(buffer: str, size: str, m: int, note: str) -> dict:
    """A run-time size that must be a multiple of `m` (`size % m` <= 0: the same `reach <= limit` test as every
    limit, so the C header prints it unchanged; the runtime's message names the nearest multiples)."""
    return {"buffer": buffer, "kind": "multiple", "reach": f"{size} % {m}", "limit": 0, "note": note}


def at_least(buffer: str, ld: str, row: str, note: str) -> dict:
    """A leading dimension `ld` (a run-time size) at least the row length `row` (`row - ld` <= 0: the same
    `reach <= limit` test, so the C header prints it unchanged; the runtime's message names ld = row)."""
    return {"buffer": buffer, "kind": "at_least", "reach": f"{row} - {ld}", "limit": 0, "note": note}


def tile_rows(buffer: str, pitch: str, tile_rows_: int, tile_cols_bytes: int, rows: str, esz: int,
              note: str) -> list[dict]:
    """A row-major output rebased to its tile (64-bit base), voffset = row x pitch + column bytes (run-time pitch
    = `pitch` elements of `esz` B): the pitch itself (32-bit SGPR), num_records = min(rows, tile_rows) x pitch
    bytes, and one past the last tile row's offset (rows >= M must stay past the records, not wrap)."""
    return [reach(buffer, "index", f"{esz} * {pitch}", f"{note}: the row pitch {esz} x {pitch} B (32-bit SGPR)"),
            reach(buffer, "records", f"{esz} * {pitch} * min({rows}, {tile_rows_})",
                  f"{note}: num_records = min(rows left, {tile_rows_}) x pitch"),
            reach(buffer, "offset", f"{esz} * {pitch} * {tile_rows_ - 1} + {tile_cols_bytes}",
                  f"{note}: voffset of the tile's last row {tile_rows_ - 1} x pitch + {tile_cols_bytes} B of columns")]
