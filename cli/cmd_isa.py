"""`flygen isa mfma`: the MFMA atom table -- shapes, passes, registers and every lane/bit -> (row, col) entry."""
from __future__ import annotations

import click

from flygen.isa.mfma import describe, mfma_atom, mfma_atoms, summary

from .common import echo_json, reports_errors

FMT_CHOICES = click.Choice(["fp8", "bf8", "fp6", "bf6", "fp4"])


def _print_atom(d: dict) -> None:
    click.echo(f"{d['mnemonic']}  {d['m']}x{d['n']}x{d['k']}  A {d['a_fmt']} x B {d['b_fmt']} -> {d['acc']}"
               + (f"  (cbsz {d['cbsz']}, blgp {d['blgp']})" if "cbsz" in d else ""))
    click.echo(f"passes {d['passes']} ({d['cycles']} cycles)  regs A {d['a_regs']} B {d['b_regs']} "
               f"C/D {d['c_regs']}  scaled {d['scaled']}"
               + (f"  sparse: {d['idx_bits']}-bit index sets (A is the compressed M x K/2 tile)" if "sparse" in d
                  else ""))
    titles = {"a": "A_c (M x K/2)" if "sparse" in d else "A (M x K)", "b": "B (N x K)", "c": "C/D (M x N)",
              "idx": "index (bits of the selected set: position of A_c[i][c] in its group of 4)"}
    for op, (r, c) in d["coords"].items():
        click.echo(f"{titles[op]}: lane reg bit width -> ({r}, {c})")
        for e in d[op]:
            click.echo(f"  {e['lane']:2d} {e['reg']:2d} {e['bit']:2d} {e['width']:2d} -> ({e[r]}, {e[c]})")
    for op, r in (("scale_a", "i"), ("scale_b", "j")):
        if op in d:
            click.echo(f"{op}: lane -> ({r}, kblock)")
            for e in d[op]:
                click.echo(f"  {e['lane']:2d} -> ({e[r]}, {e['kblock']})")


def register(cli: click.Group) -> None:
    group = cli.commands.get("isa")
    if group is None:
        @cli.group()
        def isa():
            """gfx950 instruction facts used by planner, emulator and inspector."""
        group = isa

    @group.command()
    @click.argument("name", required=False)
    @click.option("--list", "list_all", is_flag=True, help="list every supported MFMA and format pair")
    @click.option("--a-fmt", type=FMT_CHOICES, default=None, help="f8f6f4 A format (cbsz)")
    @click.option("--b-fmt", type=FMT_CHOICES, default=None, help="f8f6f4 B format (blgp)")
    @click.option("--json", "as_json", is_flag=True, help="print the dict as JSON")
    @reports_errors
    def mfma(name, list_all, a_fmt, b_fmt, as_json):
        """Show MFMA atom NAME (lane layouts of A, B, C/D and scales), or --list them all."""
        if list_all or not name:
            rows = [summary(a) for a in mfma_atoms()]
            if as_json:
                echo_json(rows)
                return
            for r in rows:
                click.echo(f"{r['mnemonic']:40s} {r['a_fmt']:>4s} x {r['b_fmt']:<4s} {r['m']}x{r['n']}x{r['k']:<4d} "
                           f"passes {r['passes']:2d}  regs {r['a_regs']}/{r['b_regs']}/{r['c_regs']}"
                           + ("  2:4 sparse A" if r.get("sparse") else ""))
            return
        d = describe(mfma_atom(name, a_fmt, b_fmt))
        if as_json:
            echo_json(d)
            return
        _print_atom(d)
