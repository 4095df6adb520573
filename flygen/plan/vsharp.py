"""Buffer descriptors (V#) set up in SALU: 48-bit base in words 0-1, num_records in word 2, format in word 3.

The GEMM-like families rebase a V# per workgroup: base += the tile's first byte, num_records = the bytes the
tile may touch (rows left, capped at the tile, times the row pitch). A lane reaching past num_records reads 0
and its store is dropped, which is how rows beyond M are masked without a branch.
"""
from __future__ import annotations

from flygen.isa import limits


def word3(r) -> str:
    """The V#'s format word (32-bit data format, no swizzle)."""
    return f"s_mov_b32 {r.at(3)}, {hex(limits.BUFFER_WORD3)}"


def rebased_base(r, base: tuple[str, str], off_lo: str, off_hi: str) -> list[str]:
    """Words 0-1 = base + (off_hi:off_lo), stride 0; off_hi is clobbered."""
    return [f"s_add_u32 {r.at(0)}, {base[0]}, {off_lo}", f"s_addc_u32 {off_hi}, {base[1]}, {off_hi}",
            f"s_and_b32 {r.at(1)}, {off_hi}, 0xffff"]


def tile_rsrc(name: str, r, base: tuple[str, str], wg: str, origin: int, rows_left: list[str], tile_rows: int,
              row_bytes: int, t: tuple[str, str, str], per: str = "tile") -> list[str]:
    """V# of a row-major operand rebased to workgroup `wg` (origin bytes each); `rows_left` leaves rows in t[2]."""
    t0, t1, t2 = t
    return [f"// V# {name}: base += {origin} B per {per}; records = min(rows left, {tile_rows}) x {row_bytes} B",
            f"s_mul_i32 {t0}, {wg}, {hex(origin)}", f"s_mul_hi_u32 {t1}, {wg}, {hex(origin)}",
            *rebased_base(r, base, t0, t1), *rows_left, f"s_min_u32 {t2}, {t2}, {tile_rows}",
            f"s_mul_i32 {r.at(2)}, {t2}, {hex(row_bytes)}", word3(r)]


def output_rsrc(comment: str, r, base: tuple[str, str], pitch: str, rows: str, tile_rows: int,
                t: tuple[str, str, str]) -> list[str]:
    """V# of a row-major bf16 output rebased to (s_m0, s_n0): base += m0 pitch + 2 n0,
    records = min(rows - m0, tile_rows) x pitch."""
    t0, t1, t2 = t
    return [comment,
            f"s_mul_i32 {t0}, s[s_m0], {pitch}", f"s_mul_hi_u32 {t1}, s[s_m0], {pitch}",
            f"s_lshl_b32 {t2}, s[s_n0], 1", f"s_add_u32 {t0}, {t0}, {t2}", f"s_addc_u32 {t1}, {t1}, 0",
            *rebased_base(r, base, t0, t1), f"s_sub_u32 {t2}, {rows}, s[s_m0]",
            f"s_min_u32 {t2}, {t2}, {tile_rows}", f"s_mul_i32 {r.at(2)}, {t2}, {pitch}", word3(r)]
