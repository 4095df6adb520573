"""``flygen doctor``: report the LLVM tools found and whether they handle gfx950."""
from __future__ import annotations

import json

import click

from flygen.errors import FlygenError


def _table(report: dict) -> str:
    rows = [("capability", "route", "version", "gfx950 probe", "path")]
    for cap, info in report["capabilities"].items():
        if info["available"]:
            probe = "ok" if info["probe"]["ok"] else f"FAIL: {info['probe']['detail']}"
            rows.append((cap, info["route"], info["version"], probe, info["path"]))
        else:
            state = "missing (required)" if info["required"] else "not found (optional)"
            rows.append((cap, "-", "-", state, "; ".join(info["tried"])))
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r[:4], widths)) + "  " + r[4] for r in rows]
    lines.append("")
    lines.append("routes:")
    for route, caps in report["routes"].items():
        parts = [f"{cap} {v['version']}" if "version" in v else f"{cap} - ({v['missing']})"
                 for cap, v in caps.items()]
        lines.append(f"  {route:8s} " + ", ".join(parts))
    fast = report.get("fast_build")
    if fast:
        lines.append("")
        on = lambda b: "on" if b else "off"   # noqa: E731
        lines.append(f"fast build: in-process link {on(fast['in_process_link'])}, bundled assembly "
                     f"{on(fast['bundles'])} ({fast['detail']})")
    lines.append("")
    lines.append("status: " + ("ok" if report["ok"] else "NOT OK (assemble and link must work)"))
    return "\n".join(lines)


def register(group: click.Group) -> None:
    @group.command("doctor")
    @click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
    @click.option("--llvm", "llvm_dir", type=click.Path(file_okay=False), default=None,
                  help="Use the LLVM tools in DIR only (overrides FLYGEN_LLVM).")
    def doctor_cmd(as_json: bool, llvm_dir: str | None) -> None:
        """Show which tool serves assemble/link/disassemble and probe gfx950 support."""
        from flygen.toolchain.doctor import doctor

        try:
            report = doctor(llvm_dir)
        except FlygenError as e:
            raise click.ClickException(str(e)) from None
        click.echo(json.dumps(report, indent=2, sort_keys=True) if as_json else _table(report))
        if not report["ok"]:
            raise SystemExit(1)
