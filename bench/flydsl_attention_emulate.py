"""FlyDSL's gfx950 attention kernels (the optional corpus $FLYGEN_FLYDSL_CORPUS/attention) on the emulator at heavier shapes than
tests/test_flydsl_attention_emulate.py runs: max |O - O_ref| / bound, hazards, wall time per case.

    python bench/flydsl_attention_emulate.py [--cases fa_bf16_d128:2:1000 ...]
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
import flydsl_attention_case as C  # noqa: E402

DEFAULT = ["fa_bf16_d64:2:1000", "fa_bf16_d128:2:1000", "fa_bf16_d128_causal:2:1000", "fa_bf16_d128:1:513"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cases", nargs="+", default=DEFAULT, help="NAME:BATCH:SEQ_LEN")
    a = ap.parse_args()
    print("| kernel | batch | seq_len | max err | max err / bound | hazards (kind: severity) | wall s |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for case in a.cases:
        name, b, s = case.split(":")
        t = time.perf_counter()
        res, o, guard, (q, k, v) = C.run(name, int(b), int(s), np.random.default_rng(int(s)))
        wall = time.perf_counter() - t
        ref, tol = C.flydsl_bound(name, q, k, v)
        err = np.abs(o - ref)
        kinds = sorted({f"{h.kind}: {h.severity}" for h in res.hazards if h.severity != "info"})
        unwritten = int(np.isnan(o).sum())
        ratio = float(np.nanmax(err / tol)) if o.size else 0.0
        print(f"| `{name}` | {b} | {s} | {float(np.nanmax(err)):.3g} | {ratio:.3g}"
              f"{f' ({unwritten} unwritten)' if unwritten else ''} | {', '.join(kinds) or 'none'} | {wall:.0f} |")
        if not (guard == C.SENTINEL).all():
            print(f"  {name}: stored past O")
    return 0


if __name__ == "__main__":
    sys.exit(main())
