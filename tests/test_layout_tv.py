"""TV layouts, tiled copies and tiled MMAs against hand-written lane maps (gfx950-reference.md §2.3)."""
import pytest

from flygen.errors import LayoutError
from flygen.isa.mfma import mfma_atom
from flygen.layout import Layout, Swizzle, make_composed_layout, size
from flygen.layout.tv import make_layout_tv, make_tiled_copy, make_tiled_mma


def test_layout_tv_covers_tile_once():
    tile, tv = make_layout_tv(Layout((32, 8), (8, 1)), Layout((1, 16)))
    assert tile == (32, 128)
    seen = sorted(tv(t + 256 * v) for t in range(256) for v in range(16))
    assert seen == list(range(32 * 128))
    # thread t: row t // 8, columns 16 * (t % 8) + v (hand derivation of the row-major thread order)
    for t in (0, 9, 255):
        for v in (0, 15):
            assert tv(t + 256 * v) == (t // 8) + 32 * (16 * (t % 8) + v)


def test_partition_s_on_swizzled_tile():
    copy = make_tiled_copy(Layout((32, 8), (8, 1)), Layout((1, 16)))
    sw = Swizzle(3, 4, 4)
    tile = make_composed_layout(sw, 0, Layout((128, 128), (128, 1)))
    for t in (0, 9, 200):
        p = copy.partition_S(tile, t)
        for v in (0, 7, 15):
            for rep in range(4):
                row, col = t // 8 + 32 * rep, 16 * (t % 8) + v
                assert p((v, (rep, 0))) == sw(row * 128 + col)
    with pytest.raises(LayoutError):
        copy.partition_S(tile, 256)


def _c16(lane, r):      # reference doc 2.3: reg r of lane l holds C[4*(l//16) + r][l % 16]
    return 4 * (lane // 16) + r, lane % 16


def _c32(lane, r):      # C[8*(r//4) + 4*(l//32) + r%4][l % 32]
    return 8 * (r // 4) + 4 * (lane // 32) + r % 4, lane % 32


@pytest.mark.parametrize("mn,cmap", [("v_mfma_f32_16x16x32_bf16", _c16), ("v_mfma_f32_32x32x16_bf16", _c32)])
def test_partition_c_matches_lane_map(mn, cmap):
    atom = mfma_atom(mn)
    mma = make_tiled_mma(atom, (1, 4), tile=(2 * atom.m, 4 * 2 * atom.n, atom.k))
    ld = mma.tile[1]
    row_major = Layout((mma.tile[0], mma.tile[1]), (ld, 1))
    for t in (0, 17, 64 + 33, 255):
        lane, wave = t % 64, t // 64
        p = mma.partition_C(t, row_major)
        for r in range(atom.c_regs):
            for rm in range(2):
                for rn in range(2):
                    i, j = cmap(lane, r)
                    i += atom.m * rm
                    j += wave * 2 * atom.n + atom.n * rn
                    assert p((r, (rm, rn))) == i * ld + j


def test_partition_a_bf16_16x16x32():
    atom = mfma_atom("v_mfma_f32_16x16x32_bf16")
    mma = make_tiled_mma(atom, (2, 1), tile=(32, 16, 64))
    row_major = Layout((32, 64), (64, 1))
    for t in (0, 31, 64 + 50):
        lane, wave = t % 64, t // 64
        p = mma.partition_A(t, row_major)
        for e in range(8):
            for rk in range(2):   # doc: lane l holds row l % 16, k = 8 * (l // 16) + e
                assert p((e, (0, rk))) == (16 * wave + lane % 16) * 64 + 32 * rk + 8 * (lane // 16) + e


def test_tiled_mma_rejects_bad_tile():
    with pytest.raises(LayoutError):
        make_tiled_mma(mfma_atom("v_mfma_f32_16x16x32_bf16"), (1, 4), tile=(16, 48, 32))
    assert make_tiled_mma(mfma_atom("v_mfma_f32_16x16x32_bf16"), (2, 2)).num_threads == 256
    assert size(make_tiled_mma(mfma_atom("v_mfma_f32_16x16x32_bf16"), (2, 2)).tv_C()) == 256 * 4
