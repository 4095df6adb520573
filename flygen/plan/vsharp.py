"""Buffer descriptors (V#) set up in SALU: 48-bit base in words 0-1, num_records in word 2, format in word 3.

The one place that prints V# setup lines; every family's planner composes these and its template prints the
lines it gets. A V# is words 0-1 (`base_words`: the base, or the base plus a 64-bit offset, stride 0), word 2
(`records`, or the capped forms inside `tile_rsrc` / `output_rsrc` / `records_left64`) and word 3 (`word3`).

The GEMM-like families rebase a V# per workgroup: base += the tile's first byte, num_records = the bytes the
tile may touch (rows left, capped at the tile, times the row pitch). A lane reaching past num_records reads 0
and its store is dropped, which is how rows beyond M are masked without a branch.
"""
from __future__ import annotations

from flygen.isa import limits


def _note(note: str) -> str:
    return f"  // {note}" if note else ""


def word3(r, note: str = "", padded: bool = False) -> str:
    """Word 3, the V#'s format word (32-bit data format, no swizzle); `padded` spells it with 8 hex digits."""
    value = f"0x{limits.BUFFER_WORD3:08x}" if padded else hex(limits.BUFFER_WORD3)
    return f"s_mov_b32 {r.at(3)}, {value}{_note(note)}"


def base_words(r, base: tuple[str, str], off: tuple[str, str] | None = None, carry: str | None = None,
               note: str = "") -> list[str]:
    """Words 0-1 = base, or base + (off_hi:off_lo) with the high sum in `carry` (default off_hi, clobbered);
    stride 0 (the high word keeps base bits [47:32] only)."""
    if off is None:
        return [f"s_mov_b32 {r.at(0)}, {base[0]}{_note(note)}", f"s_and_b32 {r.at(1)}, {base[1]}, 0xffff"]
    lo, hi = off
    carry = carry or hi
    return [f"s_add_u32 {r.at(0)}, {base[0]}, {lo}{_note(note)}", f"s_addc_u32 {carry}, {base[1]}, {hi}",
            f"s_and_b32 {r.at(1)}, {carry}, 0xffff"]


def records(r, n, scale=None) -> str:
    """Word 2: num_records = n, or n * scale."""
    return f"s_mov_b32 {r.at(2)}, {n}" if scale is None else f"s_mul_i32 {r.at(2)}, {n}, {scale}"


def mul64(t: tuple[str, str], s: str, c, note: str = "") -> list[str]:
    """(t[1]:t[0]) = s * c as a 64-bit product (the offset a rebased base adds)."""
    return [f"s_mul_i32 {t[0]}, {s}, {c}{_note(note)}", f"s_mul_hi_u32 {t[1]}, {s}, {c}"]


def buffer_rsrc(r, base: tuple[str, str], n, scale=None, note: str = "", padded: bool = False,
                word3_note: str = "") -> list[str]:
    """V# of a whole buffer: base, num_records = n (* scale)."""
    return [*base_words(r, base, note=note), records(r, n, scale), word3(r, word3_note, padded)]


def rebased_rsrc(r, base: tuple[str, str], s: str, stride, t: tuple[str, str], n, scale=None,
                 note: str = "") -> list[str]:
    """V# rebased by s * stride bytes (64-bit, in t), num_records = n (* scale)."""
    return [*mul64(t, s, stride, note), *base_words(r, base, t, carry=r.at(1)), records(r, n, scale), word3(r)]


def ragged_rsrc(r, base: tuple[str, str], wg: str, tile_rows: int, rows: str, row_bytes: int,
                t: tuple[str, str], note: str = "", padded: bool = False) -> list[str]:
    """V# starting at the workgroup's first row m0 = wg * tile_rows (32-bit offset m0 * row_bytes) with
    num_records = (rows - m0) * row_bytes, uncapped; t[0], t[1] clobbered."""
    return [f"s_mul_i32 {t[0]}, {wg}, {tile_rows}", f"s_sub_u32 {t[1]}, {rows}, {t[0]}",
            records(r, t[1], row_bytes), f"s_mul_i32 {t[0]}, {t[0]}, {row_bytes}",
            *base_words(r, base, (t[0], "0"), carry=r.at(1)), word3(r, note, padded)]


def records_left64(r, total: int, off: tuple[str, str], cap: int, t: tuple[str, str], note: str = "") -> list[str]:
    """Word 2 = min(total - (off_hi:off_lo), cap): the bytes left past a 64-bit offset into a buffer of `total`
    bytes, capped (a high word left over means more than the cap); t[0], t[1] clobbered."""
    U32 = (1 << 32) - 1
    return [f"s_sub_u32 {t[0]}, {hex(total & U32)}, {off[0]}", f"s_subb_u32 {t[1]}, {hex(total >> 32)}, {off[1]}",
            f"s_cmp_lg_u32 {t[1]}, 0", f"s_cselect_b32 {t[0]}, {hex(cap)}, {t[0]}",
            f"s_min_u32 {r.at(2)}, {t[0]}, {hex(cap)}{_note(note)}"]


def _operand(v) -> str:
    """A compile-time value as a hex literal; an SGPR operand (a run-time value, K: runtime) as it is."""
    return hex(v) if isinstance(v, int) else v


def tile_rsrc(name: str, r, base: tuple[str, str], wg: str, origin: int | str, rows_left: list[str], tile_rows: int,
              row_bytes: int | str, t: tuple[str, str, str], per: str = "tile") -> list[str]:
    """V# of a row-major operand rebased to workgroup `wg` (origin bytes each); `rows_left` leaves rows in t[2].
    origin / row_bytes: integers, or SGPR operands holding run-time values (K: runtime)."""
    t0, t1, t2 = t
    return [f"// V# {name}: base += {origin} B per {per}; records = min(rows left, {tile_rows}) x {row_bytes} B",
            *mul64((t0, t1), wg, _operand(origin)), *base_words(r, base, (t0, t1)), *rows_left,
            f"s_min_u32 {t2}, {t2}, {tile_rows}", records(r, t2, _operand(row_bytes)), word3(r)]


def output_rsrc(comment: str, r, base: tuple[str, str], pitch: str, rows: str, tile_rows: int,
                t: tuple[str, str, str], row: str = "s[s_m0]", elem_shift: int = 1) -> list[str]:
    """V# of a row-major output (2^elem_shift B elements; default bf16) rebased to (row, s_n0): base += row pitch
    + n0 2^elem_shift (row = s_m0, or another first row such as a split's z M + m0), records = min(rows - m0,
    tile_rows) x pitch."""
    t0, t1, t2 = t
    return [comment, *mul64((t0, t1), row, pitch),
            f"s_lshl_b32 {t2}, s[s_n0], {elem_shift}", f"s_add_u32 {t0}, {t0}, {t2}", f"s_addc_u32 {t1}, {t1}, 0",
            *base_words(r, base, (t0, t1)), f"s_sub_u32 {t2}, {rows}, s[s_m0]",
            f"s_min_u32 {t2}, {t2}, {tile_rows}", records(r, t2, pitch), word3(r)]


def row_segment_rsrc(comment: str, r, base: tuple[str, str], row: str, pitch: str, n0: str, cols_left: str,
                     cap: int, elem_shift: int, t: tuple[str, str, str]) -> list[str]:
    """V# of one row segment of a row-major matrix (2^elem_shift B elements): base += row pitch + n0 2^elem_shift
    (64-bit), records = min(cols_left, cap) 2^elem_shift; t clobbered."""
    t0, t1, t2 = t
    return [comment, *mul64((t0, t1), row, pitch), f"s_lshl_b32 {t2}, {n0}, {elem_shift}",
            f"s_add_u32 {t0}, {t0}, {t2}", f"s_addc_u32 {t1}, {t1}, 0", *base_words(r, base, (t0, t1)),
            f"s_min_u32 {t2}, {cols_left}, {cap}", records(r, t2, 1 << elem_shift), word3(r)]


def advance_base(r, off: tuple[str, str], note: str = "") -> list[str]:
    """Words 0-1 += (off_hi:off_lo): the same V# moved by a 64-bit byte offset (stride 0, base < 2^48)."""
    return [f"s_add_u32 {r.at(0)}, {r.at(0)}, {off[0]}{_note(note)}", f"s_addc_u32 {r.at(1)}, {r.at(1)}, {off[1]}"]


def batch_rebase(z: str, operands, t: tuple[str, str], t64: str, note: str = "") -> list[str]:
    """Batched GEMMs: each base pointer += z x its batch stride x element bytes, 64-bit. operands: ((pointer
    (lo, hi) SGPRs, stride lo, stride hi or None (a 32-bit stride: M, N), element bytes), ...); t / t64: an SGPR
    pair as two operands and as one 64-bit operand (clobbered)."""
    out = [f"// batch z: base += z x batch stride x element bytes (64-bit){note}"]
    for (p0, p1), lo, hi, esz in operands:
        out += ([f"s_mul_i32 {t[1]}, {z}, {hi}", f"s_mul_hi_u32 {t[0]}, {z}, {lo}", f"s_add_u32 {t[1]}, {t[1]}, {t[0]}"]
                if hi else [f"s_mul_hi_u32 {t[1]}, {z}, {lo}"])
        out += [f"s_mul_i32 {t[0]}, {z}, {lo}"]
        if esz > 1:
            out += [f"s_lshl_b64 {t64}, {t64}, {esz.bit_length() - 1}"]
        out += [f"s_add_u32 {p0}, {p0}, {t[0]}", f"s_addc_u32 {p1}, {p1}, {t[1]}"]
    return out
