"""`flygen plan`: show what the planner decided, without assembling; `--draw` writes layout pictures."""
from __future__ import annotations

import click

from flygen.build.pipeline import generate
from flygen.layout.draw import write_svgs
from flygen.plan.describe import describe, pictures

from .common import echo_json, reports_errors


def register(cli: click.Group) -> None:
    @cli.command()
    @click.argument("specs", nargs=-1, required=True, type=click.Path(dir_okay=False))
    @click.option("-k", "--kernel", "names", multiple=True, help="only this kernel (repeatable)")
    @click.option("--json", "as_json", is_flag=True, help="print the plans as JSON")
    @click.option("--draw", "draw_dir", default=None, help="write an SVG per planned layout into this directory")
    @click.option("--asm", "show_asm", is_flag=True, help="also print the rendered assembly")
    @reports_errors
    def plan(specs, names, as_json, draw_dir, show_asm):
        """Plan (and render) kernels in-process and show the plan: grid, args, registers, LDS, layouts."""
        built = generate(specs, tuple(names))
        infos = [describe(b.plan) for b in built]
        if draw_dir:
            for b, info in zip(built, infos):
                drawn, skipped = pictures(b.plan)
                info["pictures"] = write_svgs(drawn, draw_dir)
                info["pictures_skipped"] = skipped
        if as_json:
            echo_json(infos)
            return
        for b, info in zip(built, infos):
            reg = info["registers"]
            click.echo(f"{info['name']} ({info['family']}): workgroup {info['workgroup']} ({info['waves']} waves), "
                       f"grid {info['grid']['exprs']}, LDS {info['lds_bytes']} B, VGPR {reg['arch_vgprs']} + "
                       f"AGPR {reg['acc_vgprs']}, SGPR {reg['sgprs']}")
            occ = info["occupancy"]
            click.echo(f"  occupancy: {occ['waves_per_simd']} waves/SIMD, {occ['workgroups_per_cu']} workgroups/CU"
                       + (f" (limited by {occ['limited_by']})" if occ["limited_by"] else ""))
            for line in info["summary"]:
                click.echo(f"  {line}")
            for lay in info["layouts"]:
                bc = lay.get("bank_conflicts")
                extra = (f"  [banks: {bc['conflicts']} conflict cycles, {bc['groups']} phases of "
                         f"{bc['lanes_per_group']} lanes (modeled)]") if bc else ""
                click.echo(f"  layout {lay['name']}: {lay['layout']}  {lay['note']}{extra}")
            if draw_dir:
                for path in info["pictures"]:
                    click.echo(f"  wrote {path}")
                for note in info["pictures_skipped"]:
                    click.echo(f"  not drawn: {note}")
                if not info["layouts"]:
                    click.echo(f"  drew nothing: the {info['family']} planner records no layouts")
                else:
                    click.echo(f"  drew {len(info['pictures'])} of {len(info['layouts'])} layouts into {draw_dir}")
            if show_asm:
                click.echo(b.asm)
