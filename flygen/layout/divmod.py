"""Exact unsigned division by a compile-time constant: q = mul_hi(x, magic) >> shift, valid for 0 <= x <= xmax.

Law (Granlund-Montgomery): with N = 32 + shift, magic = ceil(2^N / d) < 2^32 and e = magic*d - 2^N
(0 <= e < d), x*magic / 2^N = x/d + x*e / (d 2^N); the error term stays below 1/d, so the floor is
exact, whenever xmax * e < 2^N. For xmax < 2^31 shift = floor(log2 d) always works; larger ranges are
searched and rejected if no 32-bit magic exists. Powers of two are a plain shift (magic = 0).

Used to split a run-time linear index (output pixel m) into mixed-radix digits (n, do, ho, wo) for
non-power-of-two extents; emitters print v_mul_hi_u32 / s_mul_hi_u32 forms.
"""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import LayoutError

U32 = 1 << 32


@dataclass(frozen=True)
class Magic:
    d: int
    xmax: int
    magic: int        # 0: power of two, q = x >> shift
    shift: int

    def __call__(self, x):
        """q = floor(x / d) the way the hardware computes it (works on ints and uint64 numpy arrays)."""
        if self.magic == 0:
            return x >> self.shift
        return ((x * self.magic) >> 32) >> self.shift


def magic(d: int, xmax: int) -> Magic:
    """Magic numbers dividing every 0 <= x <= xmax (< 2^32) exactly by d."""
    if d < 1:
        raise LayoutError(f"divmod: divisor must be positive, got {d}")
    if not 0 <= xmax < U32:
        raise LayoutError(f"divmod: range {xmax} does not fit 32 bits")
    if d & (d - 1) == 0:
        return Magic(d, xmax, 0, d.bit_length() - 1)
    for shift in range(0, 33):
        n = 32 + shift
        m = -(-(1 << n) // d)
        if m >= U32:
            break
        if xmax * (m * d - (1 << n)) < (1 << n):
            return Magic(d, xmax, m, shift)
    raise LayoutError(f"divmod: no 32-bit magic divides x <= {xmax} by {d}")


def _lit(c: int) -> str:
    return str(c) if -16 <= c <= 64 else hex(c)


def emit_divmod_valu(x: str, m: Magic, q: str, r: str | None, tmp: str) -> list[str]:
    """q = x / d (and r = x % d when r is given) for every lane. x must not alias q, r or tmp.

    v_mul_hi_u32 is VOP3 (no literal on gfx9), so the magic goes through tmp; the remainder uses
    v_mul_u32_u24 (VOP2, literal allowed) when q*d fits 24 bits, else v_mul_lo_u32 with d in tmp."""
    out = []
    if m.magic == 0:
        out.append(f"v_lshrrev_b32 {q}, {m.shift}, {x}")
    else:
        out += [f"v_mov_b32 {tmp}, {hex(m.magic)}", f"v_mul_hi_u32 {q}, {x}, {tmp}"]
        if m.shift:
            out.append(f"v_lshrrev_b32 {q}, {m.shift}, {q}")
    if r is not None:
        if m.magic == 0:
            out.append(f"v_and_b32 {r}, {_lit(m.d - 1)}, {x}")
        else:
            if (m.xmax // m.d) < (1 << 24) and m.d < (1 << 24):
                out.append(f"v_mul_u32_u24 {tmp}, {_lit(m.d)}, {q}")
            else:
                out += [f"v_mov_b32 {tmp}, {hex(m.d)}", f"v_mul_lo_u32 {tmp}, {q}, {tmp}"]
            out.append(f"v_sub_u32 {r}, {x}, {tmp}")
    return out


def emit_divmod_salu(x: str, m: Magic, q: str, r: str | None, tmp: str) -> list[str]:
    """Scalar q = x / d, r = x % d (SALU takes one literal per instruction). x must not alias q, r or tmp."""
    out = []
    if m.magic == 0:
        out.append(f"s_lshr_b32 {q}, {x}, {m.shift}")
    else:
        out.append(f"s_mul_hi_u32 {q}, {x}, {hex(m.magic)}")
        if m.shift:
            out.append(f"s_lshr_b32 {q}, {q}, {m.shift}")
    if r is not None:
        if m.magic == 0:
            out.append(f"s_and_b32 {r}, {x}, {_lit(m.d - 1)}")
        else:
            out += [f"s_mul_i32 {tmp}, {q}, {_lit(m.d)}", f"s_sub_u32 {r}, {x}, {tmp}"]
    return out
