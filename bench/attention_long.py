"""Attention example kernels on the emulator at long ragged sequences (seqlen 1000 and seqlen_q != seqlen_k),
too slow for tests/test_attention.py: each case is one emulator run of every workgroup (docs/attention.md).

    python bench/attention_long.py [--json] [KERNEL ...]

Prints, per case, pass/fail, the worst error over its derived bound, hazards and the wall time on this machine."""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from flygen.build.pipeline import generate  # noqa: E402
from flygen.check.verify import verify_one  # noqa: E402

CASES = [("fa_bf16_d128_causal_lse", 1, 1000, 1000), ("fa_fp8_d64_causal_lse", 1, 1000, 1000),
         ("fa_bf16_d64_causal_swa", 1, 1000, 777), ("fa_bf16_d128_split4_lse", 1, 257, 1000),
         # fp8 with pipeline dma (the 8-bit DMA tile)
         ("fa_fp8_d128", 1, 1000, 1000), ("fa_fp8_d64_w2_causal_lse_dma2", 1, 1000, 777),
         ("fa_fp8_d128_varlen_gqa_head_descale_dma4", 3, 1000, 1000), ("fa_fp8_d128_split2_lse_dma", 1, 777, 1000),
         # schedule pingpong (two wave groups half a trip apart)
         ("fa_bf16_d128_pp", 1, 1000, 1000), ("fa_bf16_d128_causal_gqa4_pp", 1, 1000, 777),
         ("fa_f16_d64_causal_lse_pp", 1, 777, 1000), ("fa_bf16_d64_w8_pp", 1, 1000, 1000)]


def main(argv) -> int:
    kernels = {b.plan.name: b for b in generate([ROOT / "examples" / "attention.yaml"])}
    rows = []
    only = [a for a in argv if not a.startswith("--")]     # kernel names: run only their cases
    for name, b, sq, sk in CASES:
        if only and name not in only:
            continue
        t = time.time()
        r = verify_one(kernels[name], {"batch": b, "seqlen_q": sq, "seqlen_k": sk}, seed=sq + sk)
        rows.append({"kernel": name, "batch": b, "seqlen_q": sq, "seqlen_k": sk, "passed": r["passed"],
                     "worst_err_over_bound": max(c["max_err_over_tol"] for c in r["checks"]),
                     "hazards": len(r["hazards"]), "seconds": round(time.time() - t, 1)})
        if "--json" not in argv:
            x = rows[-1]
            print(f"{'PASS' if x['passed'] else 'FAIL'} {name} batch={b} seqlen_q={sq} seqlen_k={sk}: worst err/bound "
                  f"{x['worst_err_over_bound']:.3f}, hazards {x['hazards']}, {x['seconds']} s")
    if "--json" in argv:
        print(json.dumps(rows, indent=1))
    return 0 if all(x["passed"] and not x["hazards"] for x in rows) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
