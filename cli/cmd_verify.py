"""`flygen verify`: build, emulate on the CPU, compare with numpy."""
from __future__ import annotations

import sys

import click

from flygen.emu.fidelity import lines as fidelity_lines
from flygen.errors import FlygenError
from flygen.results import store_root
from flygen.shard import parse_shard

from .common import echo_json, progress_bar, reports_errors


MAX_SIZE = 1 << 24    # a runtime size above this is refused: the inputs and every work-item live on the CPU


def _sizes(items) -> dict:
    out = {}
    for item in items:
        for part in item.split(","):
            key, sep, val = part.partition("=")
            if not sep or not val.strip().lstrip("-").isdigit() or len(val.strip()) > 20:
                raise FlygenError(f"--shape expects NAME=INT[,NAME=INT...], got {part!r}")
            if int(val) > MAX_SIZE:
                raise FlygenError(f"--shape {part.strip()}: at most {MAX_SIZE} (verify makes the inputs in memory "
                                  "and runs every work-item on the CPU emulator)")
            out[key.strip()] = int(val)
    return out


def register(cli: click.Group) -> None:
    @cli.command()
    @click.argument("specs", nargs=-1, required=True, type=click.Path(dir_okay=False))
    @click.option("-k", "--kernel", "names", multiple=True, help="verify only this kernel (repeatable)")
    @click.option("--shape", "shapes", multiple=True, help="runtime sizes, e.g. --shape M=300,N=520")
    @click.option("--seed", default=0, show_default=True, help="input data seed")
    @click.option("--waive", multiple=True, help="hazard kinds to tolerate (repeatable)")
    @click.option("--fidelity", "fidelity", is_flag=True, help="list every modelled instruction form and its assumption")
    @click.option("--shard", "shard", default=None, metavar="I/N",
                  help="verify only shard I of N of the cases (a stable hash of kernel name, shape and seed)")
    @click.option("--scheduler", default=None, metavar="tcp://HOST:8786",
                  help="run the cases on this Dask cluster (pip install 'flygen[cluster]')")
    @click.option("--store", "store_dir", default=None, metavar="DIR",
                  help="results store: cases that passed before are not run again (default: $FLYGEN_CACHE/results)")
    @click.option("--no-store", "no_store", is_flag=True, help="run every case and record nothing")
    @click.option("--json", "as_json", is_flag=True)
    @reports_errors
    def verify(specs, names, shapes, seed, waive, fidelity, shard, scheduler, store_dir, no_store, as_json):
        """Run kernels on the gfx950 CPU emulator against numpy references.

        Prints max abs/rel error, mismatches beyond the format-derived bound, guard-region
        checks, hazards and instructions executed. Exits 1 if any kernel fails.
        """
        from flygen.results import ResultStore
        from flygen.verify import verify as verify_lib

        if no_store and store_dir:
            raise FlygenError("--store and --no-store: give one")
        store = None if no_store else ResultStore(store_dir or store_root())
        part = parse_shard(shard) if shard is not None else None
        with progress_bar("verifying") as progress:
            results = verify_lib(specs, names=names, sizes=_sizes(shapes), seed=seed, waive=waive, shard=part,
                                 store=store, scheduler=scheduler, progress=progress)
        if as_json:
            echo_json(results)
        else:
            for r in results:
                status = "PASS" if r["passed"] else "FAIL"
                where = f" [{r['spec']}]" if not r["passed"] and r.get("spec") else ""
                stored = "; stored result" if r.get("stored") else ""
                click.echo(f"{status} {r['kernel']}{where} ({r['case']}; grid {r['grid']}, block {r['block']}; "
                           f"{r['instructions']} wave-instructions{stored})")
                for c in r["checks"]:
                    click.echo(f"  {c['arg']}: {c['count']} values, max abs err {c['max_abs_err']:.3g}, "
                               f"max rel err {c['max_rel_err']:.3g}, worst err/bound {c['max_err_over_tol']:.3g}, "
                               f"mismatches {c['mismatches']}, guard {'intact' if c['guard_ok'] else 'CLOBBERED'}")
                    for bad in c["first_bad"]:
                        click.echo(f"    [{bad['index']}] got {bad['got']:.6g} expected {bad['expected']:.6g} "
                                   f"(bound {bad['tol']:.3g})")
                for h in r["hazards"]:
                    click.echo(f"  hazard: {h}")
                for h in r.get("warnings", []):
                    click.echo(f"  warning: {h}")
                for line in fidelity_lines(r["fidelity"], detail=fidelity):
                    click.echo(line)
        if not all(r["passed"] for r in results):
            sys.exit(1)
