"""Pictures and tables of layouts: deterministic SVG text (no dependencies) and the LDS bank model."""
from __future__ import annotations

import os
from html import escape

import numpy as np

from flygen.errors import LayoutError
from flygen.layout.inttuple import idx2crd, product
from flygen.layout.layout import Layout, _fmt, make_layout, size
from flygen.layout.swizzle import ComposedLayout

from flygen.isa.lds import phases
from flygen.isa.limits import LDS_BANK_BYTES as BANK_BYTES, LDS_BANKS   # gfx950: 64 banks x 4 B (gfx942: 32)

# 16 distinguishable fills, cycled by thread id
_PALETTE = ["#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4", "#46f0f0", "#f032e6",
            "#bcf60c", "#fabebe", "#008080", "#e6beff", "#9a6324", "#fffac8", "#aaffc3", "#808000"]
_CELL = 34


# The one drawing cap (`flygen layout show|draw`, `flygen plan --draw`): pictures and tables tabulate every
# element, so a larger layout is refused or skipped instead of exhausting memory and time (a conv3d plan once
# wrote a 1.5 GB SVG in 3 minutes).
MAX_CELLS = 1 << 16


def picture_cells(kind: str, layout, tile=None) -> int:
    """How many elements drawing this picture tabulates: the layout's size ("layout"), the larger of the tile's
    cells and the TV layout's size ("tv"), or the lanes' dword accesses ("banks": 64 lanes x at most 4 dwords,
    always small)."""
    outer = layout.outer if isinstance(layout, ComposedLayout) else layout
    if kind == "banks":
        return 0
    if kind == "tv":
        return max(product(tuple(tile)), size(outer))
    return size(outer)


def _as_2d(layout) -> tuple:
    """(rows, cols, value table) for a layout viewed as a matrix: mode 0 rows, other modes columns."""
    outer = layout.outer if isinstance(layout, ComposedLayout) else layout
    rows = size(outer[0]) if len(outer) > 1 else size(outer)
    cols = size(outer) // rows
    table = np.zeros((rows, cols), dtype=np.int64)
    for j in range(cols):
        for i in range(rows):
            table[i, j] = layout(i + rows * j)
    return rows, cols, table


def _svg(rows: int, cols: int, cell_text, cell_fill, title: str, col_label=None) -> str:
    w, h = cols * _CELL + 40, rows * _CELL + 50
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="monospace" '
           f'font-size="9">', f'<text x="4" y="14" font-size="12">{escape(title)}</text>']
    for j in range(cols):
        lab = col_label(j) if col_label else str(j)
        out.append(f'<text x="{40 + j * _CELL + 2}" y="30">{escape(lab)}</text>')
    for i in range(rows):
        out.append(f'<text x="2" y="{40 + i * _CELL + 18}">{i}</text>')
        for j in range(cols):
            x, y = 40 + j * _CELL - 6, 34 + i * _CELL
            out.append(f'<rect x="{x}" y="{y}" width="{_CELL}" height="{_CELL}" fill="{cell_fill(i, j)}" '
                       'stroke="#333" stroke-width="0.5"/>')
            for k, line in enumerate(cell_text(i, j)):
                out.append(f'<text x="{x + 2}" y="{y + 11 + 10 * k}">{escape(line)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def layout_svg(layout) -> str:
    """A grid of the layout's values (mode 0 = rows), each cell colored by its value."""
    rows, cols, t = _as_2d(layout)
    return _svg(rows, cols, lambda i, j: [str(t[i, j])],
                lambda i, j: _PALETTE[int(t[i, j]) % len(_PALETTE)], str(layout))


def tv_svg(layout_tv: Layout, tile_shape: tuple) -> str:
    """The tile (M x N) with each cell colored by the thread that owns it and labelled T<t> V<v>."""
    m = tile_shape[0]
    n = product(tile_shape) // m
    owner = -np.ones((m, n, 2), dtype=np.int64)
    nt = size(layout_tv[0])
    nv = size(layout_tv) // nt
    for t in range(nt):
        for v in range(nv):
            idx = layout_tv(t + nt * v)
            if not 0 <= idx < m * n:
                raise LayoutError(f"TV layout maps ({t},{v}) to {idx}, outside the {tile_shape} tile")
            owner[idx % m, idx // m] = (t, v)

    def text(i, j):
        t, v = owner[i, j]
        return ["-"] if t < 0 else [f"T{t}", f"V{v}"]

    def fill(i, j):
        return "#ffffff" if owner[i, j, 0] < 0 else _PALETTE[int(owner[i, j, 0]) % len(_PALETTE)]
    return _svg(m, n, text, fill, f"TV {layout_tv} over {_fmt(tuple(tile_shape))}")


# ---------------------------------------------------------------- LDS banks

def lane_addresses(layout, bytes_per_elem: int, lanes: int = 64) -> np.ndarray:
    """Byte address of each lane's access: layout(lane) elements x bytes_per_elem."""
    return np.array([layout(i) * bytes_per_elem for i in range(lanes)], dtype=np.int64)


def bank_conflicts(layout, access_bytes: int = 16, bytes_per_elem: int = 1, lanes: int = 64,
                   load: bool = True) -> dict:
    """Bank-conflict count of one LDS access where lane l starts at element layout(l).

    Model: the lanes a gfx950 DS access serves together (its phases) are flygen.isa.lds.phases, the one table
    the timing model reads too (its docstring gives the sources, and marks 16-byte writes UNVERIFIED): b32 /
    b64 contiguous lanes moving 256 B, ds_read_b128 four non-contiguous groups of 16 lanes. Within a phase each
    lane touches access_bytes / 4 consecutive dwords; bank = dword % 64; identical dwords are broadcast. A phase
    needs as many cycles as its busiest bank has distinct dwords; conflicts are the cycles beyond one per phase.
    """
    if access_bytes % BANK_BYTES or access_bytes <= 0:
        raise LayoutError(f"access size {access_bytes} B is not a multiple of {BANK_BYTES} B")
    addr = lane_addresses(layout, bytes_per_elem, lanes)
    if (addr % BANK_BYTES).any():
        raise LayoutError("an access is not dword aligned")
    groups = [g for g in (tuple(i for i in ph if i < lanes) for ph in phases(access_bytes, load)) if g]
    ndw = access_bytes // BANK_BYTES
    cycles = []
    for g in groups:
        dw = (addr[list(g), None] // BANK_BYTES + np.arange(ndw)[None, :]).ravel()
        dw = np.unique(dw)
        cycles.append(int(np.bincount(dw % LDS_BANKS, minlength=LDS_BANKS).max()))
    return {"lanes_per_group": len(groups[0]), "groups": len(cycles), "cycles": sum(cycles),
            "conflicts": sum(cycles) - len(cycles), "cycles_per_group": cycles,
            "phases": [list(g) for g in groups], "load": load,
            "first_bank": [int(a // BANK_BYTES % LDS_BANKS) for a in addr]}


def bank_svg(layout, access_bytes: int = 16, bytes_per_elem: int = 1, lanes: int = 64, load: bool = True) -> str:
    """64 bank columns x 256-byte rows; each dword cell names the lanes touching it."""
    addr = lane_addresses(layout, bytes_per_elem, lanes)
    ndw = access_bytes // BANK_BYTES
    cells: dict = {}
    for lane, a in enumerate(addr):
        for k in range(ndw):
            dw = int(a // BANK_BYTES) + k
            cells.setdefault((dw // LDS_BANKS, dw % LDS_BANKS), []).append(lane)
    lines = sorted({r for r, _ in cells})
    res = bank_conflicts(layout, access_bytes, bytes_per_elem, lanes, load)
    phase_of = {lane: k for k, g in enumerate(res["phases"]) for lane in g}
    per_group = res["lanes_per_group"]

    def text(i, j):
        ls = cells.get((lines[i], j), [])
        return [f"L{ls[0]}" + ("+" if len(ls) > 1 else "")] if ls else []

    def fill(i, j):
        ls = cells.get((lines[i], j), [])
        return _PALETTE[phase_of.get(ls[0], 0) % len(_PALETTE)] if ls else "#ffffff"
    title = (f"LDS banks: {layout} x {bytes_per_elem} B, {access_bytes} B/lane, "
             f"{res['conflicts']} conflict cycles (model: phases of {per_group} lanes, flygen.isa.lds)")
    return _svg(len(lines), LDS_BANKS, text, fill, title, col_label=lambda j: f"b{j}")


# ---------------------------------------------------------------- text

def show_table(layout) -> str:
    """The layout function as a text matrix (mode 0 rows, remaining modes columns)."""
    rows, cols, t = _as_2d(layout)
    w = max(len(str(int(x))) for x in t.ravel()) if t.size else 1
    head = " " * 5 + " ".join(f"{j:>{w}}" for j in range(cols))
    body = [f"{i:>4} " + " ".join(f"{int(t[i, j]):>{w}}" for j in range(cols)) for i in range(rows)]
    return "\n".join([str(layout), head] + body)


def evaluate_at(layout, coord) -> dict:
    """{"layout", "coord", "value"} for an int index or a (nested) coordinate."""
    outer = layout.outer if isinstance(layout, ComposedLayout) else layout
    flat = coord if isinstance(coord, int) else None
    if flat is not None and not 0 <= flat < size(outer):
        raise LayoutError(f"index {flat} outside the layout's domain [0, {size(outer)})")
    value = layout(coord)
    crd = idx2crd(coord, outer.shape) if flat is not None else coord
    return {"layout": str(layout), "coord": crd, "value": int(value)}


def write_svgs(pictures: dict, out_dir: str) -> list[str]:
    """Write {name: svg text} as out_dir/name.svg (for `flygen plan SPEC --draw DIR`); returns the paths."""
    from flygen.build.outdir import replace_file   # a full disk or read-only fs: one line, an existing file kept
    paths = []
    for name in sorted(pictures):
        path = os.path.join(out_dir, f"{name}.svg")
        replace_file(path, pictures[name].encode())
        paths.append(path)
    return paths


def make_tv_layout(layout: Layout) -> Layout:
    """View a rank >= 2 layout as (mode 0, rest) for TV drawing."""
    return layout if len(layout) == 2 else make_layout(layout[0], make_layout(*layout.modes()[1:]))
