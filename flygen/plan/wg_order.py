"""Workgroup-M grouping (`group_m: G`): the map from the hardware workgroup id to the (tile_m, tile_n) tile.

The GEMM grids are 2-D: x = N tile, y = M tile, and the hardware dispatches the linear id L = y * gx + x in
order. With group_m G (Triton's GROUP_SIZE_M, `tutorials/03-matrix-multiplication.py`), consecutive ids walk
G M tiles before moving along N, so the workgroups resident at once share G rows of A and fewer columns of B:

    first = (y // G) * G                      group of L (L // (G gx) = y // G: no division by gx)
    gsz   = min(gy - first, G)                the last group is short when G does not divide gy (Triton's tail)
    r     = (y - first) * gx + x              index inside the group
    m     = first + r % gsz,  n = r // gsz

A full group (gsz = G) is the layout r -> (r mod G, r div G), i.e. the inverse of (G, gx):(1, G) from (m, n) in
the group to r; its two coordinates are lowered by flygen/layout's lowering (`lower`, `emit_salu`). The short
tail group divides by the run-time gsz in 1..G-1 with flygen/layout/divmod's magic numbers selected by
s_cselect; the full-group result is kept when gsz = G. `order()` is the same map in numpy (tests prove it a
bijection on the launched grid for many M, N).
"""
from __future__ import annotations

import numpy as np

from flygen.errors import PlanError
from flygen.isa import hazards as HZ
from flygen.isa import limits
from flygen.layout import expr as E
from flygen.layout.divmod import emit_divmod_salu, magic
from flygen.layout.emit import emit_salu
from flygen.layout.layout import Layout
from flygen.layout.lower import lower

GROUP_M = (1, 2, 4, 8, 16)          # powers of two: the full group splits r by a shift and a mask
SCRATCH = 6                         # SGPRs the remap needs
_RMAX = 1 << 30                     # r < 2^30: 2r fits the 31-bit range the magic numbers are exact on
# Ids the lowering of the mask/shift maps checks exhaustively. The lowered expression (id & (G-1), id >> log2 G)
# and its SALU are the same for every extent of at least 2 G (tests/test_spec_fuzz_regressions.py); the check
# costs time and memory linear in the extent: 8 x 2^24 ids took 150 s and 10 GB per process (issue 18).
LOWER_IDS = 1 << 12


def xcd_remap(L, T: int):
    """Triton's/aiter's remap_xcd in numpy: flat id L (dispatched to XCD L % 8) -> L', so that XCD k computes
    the k-th contiguous run of ids [k ppx, (k+1) ppx) (one shorter on the T % 8 short XCDs). Equals
    L' = (L mod 8) ppx + L div 8 - max(L mod 8 - tall, 0): the layout (8, ppx):(ppx, 1) on L with the short
    XCDs' correction."""
    X = limits.XCDS
    L = np.asarray(L, np.int64)
    ppx = -(-T // X)
    tall = T % X or X
    xcd, loc = L % X, L // X
    return xcd * ppx + loc - np.maximum(xcd - tall, 0)


def order(G: int, gx: int, gy: int, x, y, remap: bool = False):
    """(m, n) tile of hardware workgroup (x, y): the kernel's map, in numpy. remap: wg_remap xcd first
    (flat id y gx + x -> xcd_remap -> (y, x) again), then group_m, as Triton's remap_xcd + pid_grid."""
    x, y = np.asarray(x, np.int64), np.asarray(y, np.int64)
    if remap:
        y, x = np.divmod(xcd_remap(y * gx + x, gx * gy), gx)
    if G == 1:
        return y, x
    first = (y // G) * G
    gsz = np.minimum(gy - first, G)
    r = (y - first) * gx + x
    return first + r % gsz, r // gsz


def order_n(G: int, gx: int, gy: int, x, y, remap: bool = False):
    """group_n: (m, n) tile of hardware workgroup (x, y) of the transposed grid (x = M tile, gy = M tiles along
    x; y = N tile, gx = N tiles along y): `order` with M and N exchanged, so consecutive ids walk G N tiles."""
    n, m = order(G, gy, gx, x, y, remap)
    return m, n


def _tail_magic(d: int) -> tuple[int, int]:
    """(M, S) with (2r * M) >> 32 >> S == r // d for 0 <= r < 2^30: one formula for every d in 1..G, so the
    divisor can be selected at run time (d = 1 and powers of two need no special case)."""
    dd = 2 * d
    if dd & (dd - 1) == 0:
        return 1 << (32 - (dd.bit_length() - 1)), 0
    m = magic(dd, 2 * _RMAX - 1)
    return m.magic, m.shift


def full_group_layouts(G: int, gx_max: int = LOWER_IDS) -> tuple:
    """The layouts r -> m - first and r -> n of a full group (the run-time mode r = (G, gx))."""
    return (Layout(((G, gx_max), 1), ((1, 0), 0)), Layout(((G, gx_max), 1), ((0, 1), 0)))


def xcd_layouts(n: int = LOWER_IDS) -> tuple:
    """The modes L -> L mod 8 (the XCD) and L -> L div 8 of the round-robin layout (8, n):(1, 8)."""
    X = limits.XCDS
    return (Layout(((X, n), 1), ((1, 0), 0)), Layout(((X, n), 1), ((0, 1), 0)))


def salu(G: int, tile_m: int, m_reg: str, gx, x: str, y: str, t: list[str]) -> list[str]:
    """SALU lines remapping the workgroup ids in place: x <- n tile, y <- m tile. m_reg holds M (rows), gx is
    the number of N tiles (an int, or an SGPR name holding it), t six scratch SGPRs."""
    if G == 1:
        return []
    if G not in GROUP_M:
        raise PlanError(f"group_m {G}: must be one of {GROUP_M}")
    if tile_m & (tile_m - 1):
        raise PlanError(f"group_m needs a power-of-two tile_m, got {tile_m}")
    gsz, first, r, mg, sh, q = t
    lg = G.bit_length() - 1
    out = [f"// group_m {G}: hardware (x, y) -> (n, m) tile, Triton's grouped order (flygen/plan/wg_order.py)",
           f"s_add_u32 {gsz}, {m_reg}, {tile_m - 1}", f"s_lshr_b32 {gsz}, {gsz}, {tile_m.bit_length() - 1}",
           f"s_and_b32 {first}, {y}, {hex((~(G - 1)) & 0xFFFFFFFF)}",
           f"s_sub_u32 {gsz}, {gsz}, {first}", f"s_min_u32 {gsz}, {gsz}, {G}",
           f"s_sub_u32 {r}, {y}, {first}", f"s_mul_i32 {r}, {r}, {gx}", f"s_add_u32 {r}, {r}, {x}"]
    # tail: q = r // gsz, gsz selected from 1..G
    mG, sG = _tail_magic(G)
    out += [f"s_mov_b32 {mg}, {hex(mG)}", f"s_mov_b32 {sh}, {sG}"]
    for d in range(1, G):
        md, sd = _tail_magic(d)
        out += [f"s_cmp_eq_u32 {gsz}, {d}", f"s_cselect_b32 {mg}, {hex(md)}, {mg}",
                f"s_cselect_b32 {sh}, {sd}, {sh}"]
    out += [f"s_lshl_b32 {q}, {r}, 1", f"s_mul_hi_u32 {q}, {q}, {mg}", f"s_lshr_b32 {q}, {q}, {sh}",
            f"s_mul_i32 {mg}, {q}, {gsz}", f"s_sub_u32 {mg}, {r}, {mg}"]          # mg = r % gsz (tail)
    # full group: the lowered layouts; x, y are free once r holds them
    lm, ln = (lower(lay, {"r": G * LOWER_IDS}).base_expr for lay in full_group_layouts(G))
    out += emit_salu(lm, y, {"r": r}, [sh]) + emit_salu(ln, x, {"r": r}, [sh])
    out += [f"s_cmp_eq_u32 {gsz}, {G}", f"s_cselect_b32 {y}, {y}, {mg}", f"s_cselect_b32 {x}, {x}, {q}",
            f"s_add_u32 {y}, {y}, {first}"]
    return out


def salu_xcd(tile_m: int, m_reg: str, gx, x: str, y: str, t: list[str], v: list[str] | None = None) -> list[str]:
    """wg_remap xcd: SALU lines replacing (x, y) in place by the tile of the remapped flat id (xcd_remap).
    gx: an int (compile-time N tiles: magic-number division) or an SGPR holding it (run-time: an f32 reciprocal
    estimate in two VGPRs `v`, read back and corrected by one step each way: exact for M tiles < 2^21 with a reciprocal within 2 ULP,
    hardware's v_rcp_f32 is within 1; tests/test_wg_remap.py)."""
    X = limits.XCDS
    lx = X.bit_length() - 1
    gy, T, L, ppx, tall, xcd = t
    out = [f"// wg_remap xcd: flat id y gx + x -> remap_xcd (XCD L % {X} gets a contiguous run of ids; "
           "flygen/plan/wg_order.py)",
           f"s_add_u32 {gy}, {m_reg}, {tile_m - 1}", f"s_lshr_b32 {gy}, {gy}, {tile_m.bit_length() - 1}",
           f"s_mul_i32 {T}, {gy}, {gx}", f"s_mul_i32 {L}, {y}, {gx}", f"s_add_u32 {L}, {L}, {x}",
           f"s_add_u32 {ppx}, {T}, {X - 1}", f"s_lshr_b32 {ppx}, {ppx}, {lx}",
           f"s_and_b32 {tall}, {T}, {X - 1}", f"s_cmp_eq_u32 {tall}, 0", f"s_cselect_b32 {tall}, {X}, {tall}"]
    # xcd = L mod 8, loc = L div 8: the modes of the round-robin layout (8, ppx):(1, 8), lowered
    lx_, ll = (lower(lay, {"L": X * LOWER_IDS}).base_expr for lay in xcd_layouts())
    out += emit_salu(lx_, xcd, {"L": L}, [T]) + emit_salu(ll, L, {"L": L}, [T])
    out += [f"s_mul_i32 {T}, {xcd}, {ppx}", f"s_add_u32 {T}, {T}, {L}",          # xcd ppx + loc
            f"s_sub_u32 {ppx}, {xcd}, {tall}", f"s_cmp_lt_u32 {xcd}, {tall}", f"s_cselect_b32 {ppx}, 0, {ppx}",
            f"s_sub_u32 {T}, {T}, {ppx}"]                                       # L' (short-XCD correction)
    if isinstance(gx, int):
        out += emit_divmod_salu(T, magic(gx, (1 << 31) - 1), y, x, ppx)
        return out
    v0, v1 = v
    out += ([f"v_cvt_f32_u32 {v0}, {T}", f"v_cvt_f32_u32 {v1}, {gx}", f"v_rcp_f32 {v1}, {v1}"]
            + HZ.nop_lines("trans_use") + [f"v_mul_f32 {v0}, {v0}, {v1}", f"v_cvt_u32_f32 {v0}, {v0}"]
            + HZ.nop_lines("valu_vgpr_readlane") + [f"v_readfirstlane_b32 {y}, {v0}",
            f"s_mul_i32 {ppx}, {y}, {gx}", f"s_sub_u32 {x}, {T}, {ppx}",        # r = L' - q gx, q off by <= 1
            f"s_cmp_lt_i32 {x}, 0", f"s_cselect_b32 {ppx}, 1, 0", f"s_cselect_b32 {tall}, {gx}, 0",
            f"s_sub_u32 {y}, {y}, {ppx}", f"s_add_u32 {x}, {x}, {tall}",
            f"s_cmp_ge_u32 {x}, {gx}", f"s_cselect_b32 {ppx}, 1, 0", f"s_cselect_b32 {tall}, {gx}, 0",
            f"s_add_u32 {y}, {y}, {ppx}", f"s_sub_u32 {x}, {x}, {tall}"])
    return out


def describe_xcd() -> str:
    return (f"wg_remap xcd: flat id L = y gx + x (XCD L % {limits.XCDS}) -> L' = (L mod {limits.XCDS}) ppx + "
            f"L div {limits.XCDS} - max(L mod {limits.XCDS} - tall, 0), ppx = ceil(gx gy / {limits.XCDS}), "
            f"tall = gx gy mod {limits.XCDS} or {limits.XCDS} (remap_xcd); (y, x) = divmod(L', gx)")


def describe(G: int) -> str:
    lm, ln = (E.to_str(lower(lay, {"r": G * LOWER_IDS}).base_expr) for lay in full_group_layouts(G))
    return (f"group_m {G}: r = (y mod {G}) gx + x in group y div {G}; full group m = first + {lm}, n = {ln} "
            f"(layout inverse of ({G}, gx):(1, {G})); short tail group m = first + r mod gsz, n = r div gsz")


def notes(G: int, xcd: bool, along: str = "m") -> tuple:
    """`flygen plan` / .s header lines for the workgroup order (none for the default order). along "n": group_n,
    the same map with M and N exchanged (grid x = M tile, y = N tile)."""
    swap = (lambda s: s.replace("group_m", "group_n")) if along == "n" else (lambda s: s)
    head = ("workgroup order (group_n: grid x = M tile, y = N tile; the group_m map with M and N exchanged): "
            if along == "n" else "workgroup order: ")
    return ((f"{head}{describe_xcd()}",) if xcd else ()) + ((f"{head}{swap(describe(G))}",) if G > 1 else ())
