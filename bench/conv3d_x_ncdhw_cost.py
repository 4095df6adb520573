"""Static and modeled cost of conv3d's NCDHW input route (docs/conv3d.md, "NCDHW input"): the transpose kernel
NAME_x_ndhwc against the conv kernel it feeds, for the example kernel conv3d_bf16_3x3x3_x_ncdhw (examples/conv3d.yaml).

    python bench/conv3d_x_ncdhw_cost.py [--json]

Static: instructions and registers of each .s, bytes each launch moves (the transpose reads and writes x once).
Modeled: flygen.model.run.model_kernel (the CU model + the HBM/MALL terms), MODELED, not measured: no GPU here.
Takes ~1 minute on one core (the model traces the resident workgroups on the emulator)."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from flygen.build.pipeline import generate  # noqa: E402
from flygen.model.run import model_kernel  # noqa: E402

SPEC = ROOT / "examples" / "conv3d.yaml"
NAME = "conv3d_bf16_3x3x3_x_ncdhw"


def static(b) -> dict:
    body = b.asm[b.asm.index(f"\n{b.plan.name}:"):b.asm.index(f".L{b.plan.name}_end:")]
    ins = [ln.strip() for ln in body.splitlines()[2:] if ln.strip() and not ln.strip().startswith(("//", ".", "s_nop"))
           and not ln.strip().endswith(":")]
    return {"instructions": len(ins), "vgprs": b.plan.regs.total_vgprs, "sgprs": b.plan.regs.sgprs,
            "grid": list(b.plan.grid(m_tile0=0) if b.plan.grid.sizes else b.plan.grid()),
            "loads": sum(bool(re.match(r"buffer_load", i)) for i in ins),
            "stores": sum(bool(re.match(r"buffer_store", i)) for i in ins)}


def main() -> int:
    built = {b.plan.name: b for b in generate([str(SPEC)], (NAME, f"{NAME}_x_ndhwc"))}
    out = {}
    for name in (f"{NAME}_x_ndhwc", NAME):
        b = built[name]
        m = model_kernel(str(SPEC), name, sizes={"m_tile0": 0} if b.plan.grid.sizes else {})
        out[name] = {"static": static(b), "modeled_time_us": m["modeled_time_us"], "bound": m["bound"],
                     "modeled_seconds_us": {k: round(v * 1e6, 2) for k, v in m["modeled_seconds"].items()},
                     "hbm_bytes": m["bytes"]["hbm"], "global_bytes_per_workgroup": m["bytes"]["global_per_workgroup"]}
    if "--json" in sys.argv:
        print(json.dumps(out, indent=1))
    else:
        for k, v in out.items():
            print(k, v)
    return 0


if __name__ == "__main__":
    sys.exit(main())
