"""The e8m0 block-scale bytes as flygen's MX kernels read them: one fact, used by the planners (moe's MX
intermediate stores, its stage-2 row stride) and checked against the host's builder
(flygen.ref.gemm_preshuffle.mx_kernel_scales, tests/test_moe_mx.py).

Per row, k-tile by k-tile, `D` dwords per lane group: lane group g (lanes 16g..16g+15) of the 16x16x128 scaled
MFMA supplies the scale of K block g of its 128-wide step (flygen.isa.mfma `_scale_tv`), and step s = 4d + b of
a k-tile takes byte b of dword d through op_sel, so a k-tile is [D dwords][4 g][4 b] with D = ceil(steps / 4),
steps = tile_k / 128. Bytes b >= steps of the last dword are filler (never read).
"""
from __future__ import annotations

from flygen.isa.mfma import SCALE_BLOCK
from flygen.layout import Layout

STEP_K = 128            # K of one 16x16x128 scaled MFMA step
LANE_GROUPS = STEP_K // SCALE_BLOCK


def mx_scale_bytes(k: int, rows: int, tile_k: int) -> Layout:
    """(block q along K, row) -> byte of the e8m0 scale: block q = per_tile * kt + 4 * (4 d + b) + g lies at
    row * row_bytes + 16 D kt + 16 d + 4 g + b."""
    steps = tile_k // STEP_K
    d = -(-steps // 4)
    nk = k // tile_k
    row_bytes = nk * d * 4 * LANE_GROUPS
    return Layout(((LANE_GROUPS, min(steps, 4), d, nk), rows), ((4, 1, 4 * LANE_GROUPS, 4 * LANE_GROUPS * d), row_bytes))


def mx_scale_row_bytes(k: int, tile_k: int) -> int:
    """Bytes of one row's scales (filler included)."""
    return mx_scale_bytes(k, 1, tile_k)(0, 1)
