"""`flygen verify --big`: a conv3d kernel whose input is over 2 GB on the emulator without allocating it
(docs/conv3d.md, "Verifying inputs over 2 GB"; issue 19).

flygen.ref.conv3d_big picks the representative M tiles and makes each one's case: x and y as
flygen.runtime.sparse.SparseBuffer (the full tensor sizes, only the tile's x window and y rows materialised),
a float64 reference over the tile's rows. Each tile is launched alone (m_tile0 = tile, one workgroup row)
through the runtime on the emulator (flygen.runtime.run.check_case, the launch path of `flygen verify`), so the
device memory holds only the pages those windows touch.
"""
from __future__ import annotations


from flygen.scratch import scratch_dir
from flygen.build.pipeline import spec_location
from flygen.errors import FlygenError
from flygen.families import of_spec

CONV3D = of_spec("flygen.spec.conv3d").name      # the family this mode verifies (named by the registry)


def _merge_fidelity(reports: list) -> dict:
    """The union of per-launch fidelity reports (flygen.emu.fidelity.report's form)."""
    out: dict = {}
    for rep in reports:
        for lvl, groups in rep.items():
            mine = out.setdefault(lvl, {})
            for g in groups:
                key = (g["assumption"], g["source"])
                mine.setdefault(key, set()).update(g["forms"])
    return {lvl: sorted(({"forms": sorted(f), "assumption": a, "source": s} for (a, s), f in groups.items()),
                        key=lambda g: g["forms"][0]) for lvl, groups in out.items()}


def verify_big(b, seed: int = 0, waive=(), toolchain=None) -> dict:
    from flygen.ref import conv3d_big as B
    from flygen.runtime.run import check_case
    from flygen.check.verify import emu_library

    if b.plan.family != CONV3D:
        raise FlygenError(f"{spec_location(b.spec)}: --big verifies conv3d kernels whose input is over 2 GB; "
                          f"this is a {b.plan.family} kernel")
    p = b.spec.params
    try:
        B.check_big(p)
    except FlygenError as e:
        raise FlygenError(f"{spec_location(b.spec)}: {e}") from None
    picks = B.pick_tiles(p)
    runs = []
    with scratch_dir(prefix="flygen-verify-big-") as tmp:
        lib = emu_library([b], tmp, toolchain, waive)
        k = lib[b.plan.name]
        for tile, why in picks:
            case = B.tile_case(p, tile, seed)
            gx = k.info.grid(m_tile0=tile)[0]
            runs.append((tile, why, case, check_case(lib, b.plan.name, case, grid=(gx, 1, 1))))
    first = runs[0][3]
    checks = [{**c, "arg": f"{c['arg']}[tile {tile}]"} for tile, _, _, r in runs for c in r["checks"]]
    held = max(c.extra["materialised"] for _, _, c, _ in runs)
    return {"kernel": b.plan.name, "spec": spec_location(b.spec), "family": CONV3D,
            "case": f"--big: x {B.x_bytes(p)} B ({p['n']}x{p['d']}x{p['h']}x{p['w']}x{p['c']} {p['dtype']}), "
                    f"{len(runs)} of {B.m_tiles(p)} M tiles launched alone, at most {held} B materialised per tile",
            "grid": first["grid"], "block": first["block"], "passed": all(r["passed"] for *_, r in runs),
            "checks": checks, "hazards": [h for *_, r in runs for h in r["hazards"]],
            "warnings": [h for *_, r in runs for h in r["warnings"]], "info": sum(r["info"] for *_, r in runs),
            "instructions": sum(r["instructions"] for *_, r in runs),
            "fidelity": _merge_fidelity([r["fidelity"] for *_, r in runs]),
            "tiles": [{"tile": tile, "rows": c.extra["rows"], "x_bytes": c.extra["x_bytes"], "why": why,
                       "passed": r["passed"]} for tile, why, c, r in runs]}


def iter_big(spec_paths, names=(), seed: int = 0, waive=(), store=None):
    """Each selected kernel's --big result, in spec order (a kernel that is not a > 2 GB conv3d is an error).
    `store` (flygen.check.results.ResultStore): recorded with kind "big"; a recorded pass is served, not run again."""
    from flygen.build.pipeline import generate_one, select
    from flygen.check.results import served_or_recorded
    from flygen.spec.load import load_specs

    for ks in select(load_specs(spec_paths), tuple(names)):
        b = generate_one(ks)
        yield served_or_recorded(store, b, {}, seed, waive, "big", lambda: verify_big(b, seed, waive))
