"""`flygen verify`: build, emulate on the CPU, compare with numpy."""
from __future__ import annotations

import sys

import click

from flygen.emu.fidelity import lines as fidelity_lines
from flygen.errors import FlygenError
from flygen.build.shard import parse_shard

from .common import cluster_executor, echo_json, reports_errors
from .live import live_status
from .results_opts import results_options, results_path


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
                  help="verify only shard I of N of the cases, I counted from 1 (1/4 .. 4/4; a stable hash of kernel "
                       "name, shape and seed)")
    @click.option("--scheduler", default=None, metavar="tcp://HOST:8786",
                  help="run the cases on this Dask cluster (pip install 'flygen[cluster]')")
    @click.option("-j", "--jobs", type=click.IntRange(1, 256), default=1, show_default=True,
                  help="local processes running cases (results and their order as with -j 1)")
    @results_options
    @click.option("--no-store", "no_store", is_flag=True, help="run every case and record nothing")
    @click.option("--moe-chain", "moe_chain", is_flag=True,
                  help="run each stage-1 -> stage-2 moe pair of the selection end to end against the float64 "
                       "MoE (instead of the kernels one by one; one process; recorded in --results as kind chain)")
    @click.option("--big", "big", is_flag=True,
                  help="conv3d with an input over 2 GB: launch the first, last and 2^31-boundary M tiles alone with "
                       "only their x windows materialised (sparse emulator memory; one process; recorded in --results as "
                       "kind big)")
    @click.option("--json", "as_json", is_flag=True)
    @reports_errors
    def verify(specs, names, shapes, seed, waive, fidelity, shard, scheduler, jobs, results_db, store_dir,
               no_store, moe_chain, big, as_json):
        """Run kernels on the gfx950 CPU emulator against numpy references.

        Prints max abs/rel error, mismatches beyond the format-derived bound, guard-region
        checks, hazards and instructions executed, each kernel as it is done (in spec order).
        Exits 1 if any kernel fails.
        """
        from flygen.check.results import ResultStore
        from flygen.check.verify import iter_verify

        if no_store and (store_dir or results_db):
            raise FlygenError(f"{'--store' if store_dir else '--results'} and --no-store: give one")
        if big:
            given = [f for f, v in (("--moe-chain", moe_chain), ("--shape", shapes), ("--shard", shard),
                                    ("--scheduler", scheduler), ("-j", jobs > 1)) if v]
            if given:
                raise FlygenError(f"--big picks its tiles and runs in this process: drop {', '.join(given)}")
            from flygen.check.conv3d_big import iter_big
            store = None if no_store else ResultStore(results_path(results_db, store_dir))
            _report(iter_big(specs, names=names, seed=seed, waive=waive, store=store), fidelity, as_json, store)
            return
        if moe_chain:
            given = [f for f, v in (("--shard", shard), ("--scheduler", scheduler), ("-j", jobs > 1)) if v]
            if given:
                raise FlygenError(f"--moe-chain runs in this process: drop {', '.join(given)}")
            from flygen.check.moe_chain import iter_chains
            store = None if no_store else ResultStore(results_path(results_db, store_dir))
            _report(iter_chains(specs, names=names, sizes=_sizes(shapes), seed=seed, waive=waive, store=store),
                    fidelity, as_json, store)
            return
        store = None if no_store else ResultStore(results_path(results_db, store_dir))
        part = parse_shard(shard) if shard is not None else None
        results = []
        with live_status("verifying") as status:
            for r in iter_verify(specs, names=names, sizes=_sizes(shapes), seed=seed, waive=waive, shard=part,
                                 store=store, executor=cluster_executor(scheduler), jobs=jobs, progress=status.update):
                results.append(r)
                if not as_json:
                    status.echo(result_lines(r, fidelity))
        _finish(results, as_json, store)


def _store_warning(store) -> None:
    for err in (store.errors[:1] if store else []):
        click.echo(f"warning: {err}" + (f" (and {len(store.errors) - 1} more)" if len(store.errors) > 1 else ""),
                   err=True)


def _report(results_iter, fidelity: bool, as_json: bool, store=None) -> None:
    results = []
    with live_status("verifying") as status:
        for r in results_iter:
            results.append(r)
            if not as_json:
                status.echo(result_lines(r, fidelity))
    _finish(results, as_json, store)


def _finish(results: list, as_json: bool, store) -> None:
    """The totals line (also in a pipe, where no live status is drawn), or the JSON; exit 1 on a failure."""
    _store_warning(store)
    failed = sum(not r["passed"] for r in results)
    if as_json:
        echo_json(results)
    else:
        click.echo(f"{len(results) - failed} passed, {failed} failed")
    if failed:
        sys.exit(1)


def result_lines(r: dict, fidelity: bool) -> list[str]:
    """The text of one result (the first line PASS/FAIL, then checks, hazards, fidelity)."""
    status = "PASS" if r["passed"] else "FAIL"
    where = f" [{r['spec']}]" if not r["passed"] and r.get("spec") else ""
    stored = "; stored result" if r.get("stored") else ""
    out = [f"{status} {r['kernel']}{where} ({r['case']}; grid {r['grid']}, block {r['block']}; "
           f"{r['instructions']} wave-instructions{stored})"]
    for t in r.get("tiles", []):           # --big: which M tiles were launched, and why each
        out.append(f"  tile {t['tile']}: rows [{t['rows'][0]}, {t['rows'][1]}), x bytes [{t['x_bytes'][0]}, "
                   f"{t['x_bytes'][1]}): {t['why']}{'' if t['passed'] else ' -- FAIL'}")
    for c in r["checks"]:
        out.append(f"  {c['arg']}: {c['count']} values, max abs err {c['max_abs_err']:.3g}, "
                   f"max rel err {c['max_rel_err']:.3g}, worst err/bound {c['max_err_over_tol']:.3g}, "
                   f"mismatches {c['mismatches']}, guard {'intact' if c['guard_ok'] else 'CLOBBERED'}")
        for bad in c["first_bad"]:
            out.append(f"    [{bad['index']}] got {bad['got']:.6g} expected {bad['expected']:.6g} "
                       f"(bound {bad['tol']:.3g})")
    out += [f"  hazard: {h}" for h in r["hazards"]]
    out += [f"  warning: {h}" for h in r.get("warnings", [])]
    out += list(fidelity_lines(r["fidelity"], detail=fidelity))
    return out
