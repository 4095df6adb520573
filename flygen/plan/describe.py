"""A plan as plain data (for `flygen plan --json`) and as pictures (for `--draw`)."""
from __future__ import annotations

from flygen.layout.draw import MAX_CELLS, bank_conflicts, bank_svg, layout_svg, picture_cells, tv_svg
from flygen.plan.kernel import KernelPlan


def describe(plan: KernelPlan) -> dict:
    r = plan.regs
    return {
        "name": plan.name,
        "family": plan.family,
        "workgroup": list(plan.workgroup),
        "waves": plan.waves,
        "grid": {"unit": "workgroups", "exprs": list(plan.grid.exprs), "sizes": list(plan.grid.sizes)},
        "kernarg_size": plan.kernarg_size,
        "args": [{"name": a.name, "kind": a.kind, "offset": a.offset, "size": a.size, "dtype": a.dtype}
                 for a in plan.args],
        "lds_bytes": plan.lds_bytes,
        "occupancy": plan.occupancy(),
        "registers": {"arch_vgprs": r.arch_vgprs, "acc_vgprs": r.acc_vgprs, "sgprs": r.sgprs,
                      "accum_offset": r.accum_offset, "total_vgprs": r.total_vgprs,
                      "map": [{"name": x.name, "file": x.file, "index": x.index, "count": x.count, "note": x.note}
                              for x in r.regs]},
        "layouts": [_layout_info(pl) for pl in plan.layouts],
        "summary": list(plan.summary),
    }


def _layout_info(pl) -> dict:
    d = {"name": pl.name, "kind": pl.kind, "layout": str(pl.layout), "note": pl.note}
    if pl.kind == "banks":
        d["bank_conflicts"] = bank_conflicts(pl.layout, pl.access_bytes, pl.elem_bytes)
    return d


def pictures(plan: KernelPlan) -> tuple[dict, list[str]]:
    """({file stem: svg} for every layout the plan recorded that fits the drawing cap, [a note per layout
    skipped because it has more than MAX_CELLS elements (flygen.layout.draw)])."""
    out, skipped = {}, []
    for pl in plan.layouts:
        stem = f"{plan.name}.{pl.name}"
        n = picture_cells(pl.kind, pl.layout, pl.tile)
        if n > MAX_CELLS:
            skipped.append(f"{stem}: {n} elements, more than the {MAX_CELLS} drawn (`flygen layout eval` for "
                           "single values)")
        elif pl.kind == "tv":
            out[stem] = tv_svg(pl.layout, pl.tile)
        elif pl.kind == "banks":
            out[stem] = bank_svg(pl.layout, pl.access_bytes, pl.elem_bytes)
        else:
            out[stem] = layout_svg(pl.layout)
    return out, skipped
