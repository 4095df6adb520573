"""Thread-value layouts: tiled copies and tiled MMAs (CuTe TiledCopy / TiledMMA, reduced to what we plan).

A TV layout maps (thread, value) -> the column-major index of an element inside a tile.
Composing a tile layout (global, LDS, possibly swizzled) with it gives (thread, value) -> offset;
slicing one thread gives that thread's value -> offset map (`partition_*`).
"""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import LayoutError
from flygen.layout.inttuple import product
from flygen.layout.checked import composition, zipped_divide
from flygen.layout.layout import Layout, make_layout, raked_product, right_inverse, size
from flygen.layout.swizzle import ComposedLayout


def make_layout_tv(thr_layout: Layout, val_layout: Layout):
    """(tile_shape, layout_tv) for threads `thr_layout` each owning a `val_layout` block (CuTe make_layout_tv).

    layout_tv: (thread, value) -> column-major index in tile_shape; tile_shape is per mode
    thr_i * val_i. Law: layout_tv is the right inverse of raked_product(thr, val) restricted to
    (size(thr), size(val)).
    """
    layout_mn = raked_product(thr_layout, val_layout)
    inv = right_inverse(layout_mn)
    nt, nv = size(thr_layout), size(val_layout)
    if size(inv) < nt * nv:
        raise LayoutError(f"make_layout_tv: thread layout {thr_layout} x value layout {val_layout} "
                          "does not tile a dense block")
    layout_tv = composition(inv, Layout((nt, nv)))
    tile_shape = tuple(size(m) for m in layout_mn.modes()) if len(layout_mn) > 1 else (size(layout_mn),)
    return tile_shape, layout_tv


def _apply_tv(tile, tile_shape: tuple, layout_tv: Layout):
    """(thread, (value, rest...)) -> offset: the tile is divided by tile_shape, mode 0 composed with TV."""
    outer = tile.outer if isinstance(tile, ComposedLayout) else tile
    if tuple(size(m) for m in outer.modes()[:len(tile_shape)]) == tile_shape:
        z0, rest = composition(outer, layout_tv), None
        if size(outer) != product(tile_shape):
            raise LayoutError(f"tile {outer} is larger than the TV tile {tile_shape} in untiled modes")
    else:
        z = zipped_divide(outer, tuple(Layout(s) for s in tile_shape))
        z0, rest = composition(z[0], layout_tv), z[1]
    full = make_layout(z0[0], z0[1] if rest is None else make_layout(z0[1], rest))
    if isinstance(tile, ComposedLayout):
        return ComposedLayout(tile.inner, tile.offset, full)
    return full


def _slice_thread(tv, thread_idx: int) -> ComposedLayout:
    outer = tv.outer if isinstance(tv, ComposedLayout) else tv
    if not 0 <= thread_idx < size(outer[0]):
        raise LayoutError(f"thread {thread_idx} out of range 0..{size(outer[0]) - 1}")
    # The swizzle kept and the thread's offset folded into the composed offset (slice_folding_offset), not
    # C++'s slice of a swizzled layout (which may decay the swizzle and drop part of the offset): the value
    # mode itself, unwrapped from the 1-tuple C++'s slice makes of the one kept mode.
    part = (tv if isinstance(tv, ComposedLayout) else ComposedLayout(None, 0, tv)).slice_folding_offset(
        (thread_idx, None))
    return ComposedLayout(part.inner, part.offset, part.outer[0])


@dataclass(frozen=True)
class TiledCopy:
    """Threads x vectors over a tile; `layout_tv`: (thread, value) -> column-major index in `tile_shape`."""

    thr_layout: Layout
    val_layout: Layout
    tile_shape: tuple
    layout_tv: Layout

    @property
    def num_threads(self) -> int:
        return size(self.thr_layout)

    def tv(self, tile) -> Layout | ComposedLayout:
        """(thread, (value, rest...)) -> tile offset, for a tile layout covering one or more copy tiles."""
        return _apply_tv(tile, self.tile_shape, self.layout_tv)

    def partition_S(self, tile, thread_idx: int) -> ComposedLayout:
        """Thread `thread_idx`'s (value, rest) -> source offset (offset + layout, swizzled if the tile is)."""
        return _slice_thread(self.tv(tile), thread_idx)

    def partition_D(self, tile, thread_idx: int) -> ComposedLayout:
        return _slice_thread(self.tv(tile), thread_idx)


def make_tiled_copy(thr_layout: Layout, val_layout: Layout) -> TiledCopy:
    """E.g. 256 threads x 16-byte vectors over a 128x128 fp8 tile (K contiguous):
    make_tiled_copy(Layout((32, 8), (8, 1)), Layout((1, 16)))."""
    tile_shape, tv = make_layout_tv(thr_layout, val_layout)
    return TiledCopy(thr_layout, val_layout, tile_shape, tv)


@dataclass(frozen=True)
class TiledMma:
    """MFMA atoms on a grid of waves; each wave repeats the atom over a contiguous block of C.

    Thread t = lane + 64 * (wave_m + waves_m * wave_n). Tile (TM, TN, TK): wave (i, j) owns rows
    [i*TM/waves_m, ...) and columns [j*TN/waves_n, ...) of C, covered by rep_m x rep_n atoms.
    """

    atom: object
    waves: tuple
    tile: tuple
    reps: tuple           # (rep_m, rep_n, rep_k)

    @property
    def num_threads(self) -> int:
        return 64 * self.waves[0] * self.waves[1]

    def _tv(self, atom_tv, rows: int, ld: int, k_or_n: int, wave_strides, rep_shape, rep_strides) -> Layout:
        emb = Layout((rows, k_or_n), (1, ld))
        at = composition(emb, Layout(*atom_tv))
        thr = Layout((at[0].shape, self.waves), (at[0].stride, wave_strides))
        val = Layout((at[1].shape, rep_shape), (at[1].stride, rep_strides))
        return make_layout(thr, val)

    def tv_A(self) -> Layout:
        """(thread, (atom value, (rep_m, rep_k))) -> i + TM*k in the TM x TK tile of A."""
        a, (tm, _, _), (rm, _, rk) = self.atom, self.tile, self.reps
        return self._tv(a.a_tv, a.m, tm, a.k, (a.m * rm, 0), (rm, rk), (a.m, tm * a.k))

    def tv_B(self) -> Layout:
        """(thread, (atom value, (rep_n, rep_k))) -> j + TN*k in the TN x TK tile of B."""
        a, (_, tn, _), (_, rn, rk) = self.atom, self.tile, self.reps
        return self._tv(a.b_tv, a.n, tn, a.k, (0, a.n * rn), (rn, rk), (a.n, tn * a.k))

    def tv_C(self) -> Layout:
        """(thread, (accumulator reg, (rep_m, rep_n))) -> i + TM*j in the TM x TN tile of C."""
        a, (tm, _, _), (rm, rn, _) = self.atom, self.tile, self.reps
        return self._tv(a.c_tv, a.m, tm, a.n, (a.m * rm, tm * a.n * rn), (rm, rn), (a.m, tm * a.n))

    def _part(self, tv: Layout, tile, thread_idx: int) -> ComposedLayout:
        full = tv if tile is None else _compose_tile(tile, tv)
        return _slice_thread(full, thread_idx)

    def partition_A(self, thread_idx: int, tile=None) -> ComposedLayout:
        """Thread's value -> offset in A; `tile` maps (TM, TK) coordinates to offsets (default column-major)."""
        return self._part(self.tv_A(), tile, thread_idx)

    def partition_B(self, thread_idx: int, tile=None) -> ComposedLayout:
        return self._part(self.tv_B(), tile, thread_idx)

    def partition_C(self, thread_idx: int, tile=None) -> ComposedLayout:
        return self._part(self.tv_C(), tile, thread_idx)


def _compose_tile(tile, tv: Layout):
    if isinstance(tile, ComposedLayout):
        return ComposedLayout(tile.inner, tile.offset, composition(tile.outer, tv))
    return composition(tile, tv)


def make_tiled_mma(atom, atom_layout: tuple = (1, 1), tile: tuple | None = None) -> TiledMma:
    """Tile (TM, TN, TK) with waves_m x waves_n waves; default tile is one atom per wave.

    E.g. 4 waves along N, each covering 16 x 64 of C with 16x16x32 atoms:
    make_tiled_mma(mfma_atom("v_mfma_f32_16x16x32_bf16"), (1, 4), tile=(16, 256, 32)).
    """
    wm, wn = atom_layout
    if tile is None:
        tile = (atom.m * wm, atom.n * wn, atom.k)
    tm, tn, tk = tile
    for name, t, unit in (("M", tm, atom.m * wm), ("N", tn, atom.n * wn), ("K", tk, atom.k)):
        if t <= 0 or t % unit:
            raise LayoutError(f"make_tiled_mma: tile {name}={t} is not a multiple of {unit} "
                              f"({atom.mnemonic} x waves {atom_layout})")
    return TiledMma(atom, (wm, wn), tuple(tile), (tm // (atom.m * wm), tn // (atom.n * wn), tk // atom.k))
