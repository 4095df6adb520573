"""`flygen layout show|eval|draw|banks`: look at a layout given in CuTe text form."""
from __future__ import annotations

import ast

import click

from flygen.errors import LayoutError
from flygen.layout.draw import bank_conflicts, bank_svg, evaluate_at, layout_svg, show_table, tv_svg
from flygen.layout.swizzle import parse_any

from .common import echo_json, reports_errors


def _coord(text: str):
    try:
        c = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        raise LayoutError(f"cannot parse coordinate {text!r}: expected e.g. 5 or (1,(2,0))") from None
    return c


def _tile(text: str) -> tuple:
    c = _coord(text)
    return tuple(c) if isinstance(c, tuple) else (c, 1)


def register(cli: click.Group) -> None:
    @cli.group()
    def layout():
        """Layout algebra: print, evaluate and draw CuTe layouts like "((16,4),(8,2)):((1,16),(64,512))"."""

    @layout.command()
    @click.argument("text")
    @reports_errors
    def show(text):
        """Print the layout function as a table (mode 0 rows, other modes columns)."""
        click.echo(show_table(parse_any(text)))

    @layout.command(name="eval")
    @click.argument("text")
    @click.argument("coord")
    @click.option("--json", "as_json", is_flag=True, help="print the result as JSON")
    @reports_errors
    def eval_(text, coord, as_json):
        """Evaluate LAYOUT at an int index or a coordinate such as "(1,(2,0))"."""
        res = evaluate_at(parse_any(text), _coord(coord))
        echo_json(res) if as_json else click.echo(res["value"])

    @layout.command()
    @click.argument("text")
    @click.option("-o", "--output", required=True, type=click.Path(dir_okay=False), help="SVG file to write")
    @click.option("--tv", "tile", default=None, help="draw as a TV layout (thread, value) over tile M,N")
    @reports_errors
    def draw(text, output, tile):
        """Render LAYOUT as SVG (a value grid, or with --tv M,N the tile colored by thread)."""
        lay = parse_any(text)
        svg = tv_svg(lay, _tile(tile)) if tile else layout_svg(lay)
        with open(output, "w") as f:
            f.write(svg)
        click.echo(output)

    @layout.command()
    @click.argument("text")
    @click.option("--access-bytes", default=16, show_default=True, help="bytes per lane (ds_read_b128 = 16)")
    @click.option("--elem-bytes", default=1, show_default=True, help="bytes per layout element")
    @click.option("-o", "--output", default=None, type=click.Path(dir_okay=False), help="also write an SVG")
    @click.option("--json", "as_json", is_flag=True, help="print the result as JSON")
    @reports_errors
    def banks(text, access_bytes, elem_bytes, output, as_json):
        """LDS bank conflicts of an access where lane l starts at element LAYOUT(l) (64 lanes)."""
        lay = parse_any(text)
        res = bank_conflicts(lay, access_bytes, elem_bytes)
        if output:
            with open(output, "w") as f:
                f.write(bank_svg(lay, access_bytes, elem_bytes))
        if as_json:
            echo_json(res)
        else:
            click.echo(f"{res['conflicts']} conflict cycles; {res['cycles']} cycles for {res['groups']} groups "
                       f"of {res['lanes_per_group']} lanes (model)")
