"""`flygen layout show|eval|draw|banks`: look at a layout given in CuTe text form."""
from __future__ import annotations

import ast
import contextlib

import click

from flygen.errors import FlygenError, LayoutError
from flygen.layout.draw import MAX_CELLS, bank_conflicts, bank_svg, evaluate_at, layout_svg, show_table, tv_svg
from flygen.layout.inttuple import flatten, product
from flygen.layout.swizzle import ComposedLayout, parse_any

from .common import echo_json, reports_errors



def _coord(text: str):
    try:
        c = ast.literal_eval(text)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        c = None
    if not _is_coord(c):
        raise LayoutError(f"cannot parse coordinate {text!r}: expected e.g. 5 or (1,(2,0))")
    return c


def _is_coord(c) -> bool:
    if isinstance(c, tuple):
        return bool(c) and all(_is_coord(x) for x in c)
    return isinstance(c, int) and not isinstance(c, bool)


def _tile(text: str) -> tuple:
    c = _coord(text)
    tile = tuple(c) if isinstance(c, tuple) else (c, 1)
    if any(not isinstance(x, int) or x < 1 for x in tile) or len(tile) != 2:
        raise LayoutError(f"--tv expects M,N with M, N >= 1, got {text!r}")
    if product(tile) > MAX_CELLS:
        raise LayoutError(f"--tv tile {tile[0]} x {tile[1]} has {product(tile)} cells; at most {MAX_CELLS} are drawn")
    return tile


def _layout(text: str, cells: bool = True):
    """Parse LAYOUT; with `cells` (show, draw) refuse more than MAX_CELLS elements."""
    lay = parse_any(text)
    outer = lay.outer if isinstance(lay, ComposedLayout) else lay
    if any(x < 1 for x in flatten(outer.shape)):
        raise LayoutError(f"every shape entry must be >= 1, got {outer.shape}")
    n = product(outer.shape)
    if cells and n > MAX_CELLS:
        raise LayoutError(f"layout has {n} elements; show and draw tabulate at most {MAX_CELLS} "
                          "(use `flygen layout eval` for single values)")
    return lay


@contextlib.contextmanager
def _int64():
    """Values are tabulated in int64: a stride that overflows it is a clear error, not a traceback."""
    try:
        yield
    except OverflowError:
        raise LayoutError("layout values do not fit 64-bit integers") from None


def _write(path: str, text: str) -> None:
    if not path.strip():
        raise FlygenError("-o/--output is empty: give the SVG file to write")
    try:
        with open(path, "w") as f:
            f.write(text)
    except OSError as e:
        raise FlygenError(f"cannot write {path}: {e.strerror}") from None


def register(cli: click.Group) -> None:
    @cli.group()
    def layout():
        """Layout algebra: print, evaluate and draw CuTe layouts like "((16,4),(8,2)):((1,16),(64,512))"."""

    @layout.command()
    @click.argument("text")
    @reports_errors
    def show(text):
        """Print the layout function as a table (mode 0 rows, other modes columns)."""
        lay = _layout(text)
        with _int64():
            click.echo(show_table(lay))

    @layout.command(name="eval")
    @click.argument("text")
    @click.argument("coord")
    @click.option("--json", "as_json", is_flag=True, help="print the result as JSON")
    @reports_errors
    def eval_(text, coord, as_json):
        """Evaluate LAYOUT at an int index or a coordinate such as "(1,(2,0))"."""
        with _int64():
            res = evaluate_at(_layout(text, cells=False), _coord(coord))
        echo_json(res) if as_json else click.echo(res["value"])

    @layout.command()
    @click.argument("text")
    @click.option("-o", "--output", required=True, type=click.Path(dir_okay=False), help="SVG file to write")
    @click.option("--tv", "tile", default=None, help="draw as a TV layout (thread, value) over tile M,N")
    @reports_errors
    def draw(text, output, tile):
        """Render LAYOUT as SVG (a value grid, or with --tv M,N the tile colored by thread)."""
        lay = _layout(text, cells=not tile)
        with _int64():
            svg = tv_svg(lay, _tile(tile)) if tile else layout_svg(lay)
        _write(output, svg)
        click.echo(output)

    @layout.command()
    @click.argument("text")
    @click.option("--access-bytes", default=16, show_default=True, type=click.IntRange(4, 16),
                  help="bytes per lane (ds_read_b128 = 16)")
    @click.option("--elem-bytes", default=1, show_default=True, type=click.IntRange(1, 16),
                  help="bytes per layout element")
    @click.option("--write", is_flag=True, help="a ds_write (its lane phases; default: a ds_read)")
    @click.option("-o", "--output", default=None, type=click.Path(dir_okay=False), help="also write an SVG")
    @click.option("--json", "as_json", is_flag=True, help="print the result as JSON")
    @reports_errors
    def banks(text, access_bytes, elem_bytes, write, output, as_json):
        """LDS bank conflicts of an access where lane l starts at element LAYOUT(l) (64 lanes), in the lane
        phases of flygen.isa.lds (the timing model's table)."""
        lay = _layout(text, cells=False)
        with _int64():
            res = bank_conflicts(lay, access_bytes, elem_bytes, load=not write)
            if output:
                _write(output, bank_svg(lay, access_bytes, elem_bytes, load=not write))
        if as_json:
            echo_json(res)
        else:
            click.echo(f"{res['conflicts']} conflict cycles; {res['cycles']} cycles for {res['groups']} phases "
                       f"of {res['lanes_per_group']} lanes (model: flygen.isa.lds)")
