"""sha256 of every `.s` the shipped specs (examples/*.yaml, bench/*.yaml) and the test specs listed in EXTRA
generate, for the no-change-refactor guard tests/test_golden_asm.py. Planner refactors must leave these bytes as they are; a commit that means to
change generated code re-runs `python tools/golden_asm.py --write` and says in its message which kernels changed
and why. The digests only detect change: what the kernels compute is checked by the emulator tests."""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "data" / "golden_asm.json"


# Test specs whose configurations no shipped spec uses (schedule: pingpong, c_store: narrow, bf8 operands, f16
# C), so that refactors of those paths are proven too.
EXTRA = ("tests/data/gemm_fp8/options.yaml", "tests/data/gemm_fp8/pingpong.yaml", "tests/data/gemm_fp8/runtime_k.yaml",
         "tests/data/gemm_preshuffle/runtime_k.yaml", "tests/data/gemm_preshuffle/runtime_n.yaml",
         "tests/data/gemm_preshuffle/batch.yaml", "tests/data/gemm_preshuffle/leading_dims.yaml",
         "tests/data/gemm_fp8/leading_dims.yaml", "tests/data/gemm_preshuffle/k_tail.yaml",
         "tests/data/gemm_fp8/k_tail.yaml")


def spec_files() -> list[Path]:
    return (sorted((ROOT / "examples").glob("*.yaml")) + sorted((ROOT / "bench").glob("*.yaml"))
            + [ROOT / f for f in EXTRA])


def digests() -> dict[str, dict[str, str]]:
    """{spec path relative to the repo: {kernel name: sha256 of its .s}}."""
    from flygen.build.pipeline import generate
    return {str(p.relative_to(ROOT)): {b.spec.name: hashlib.sha256(b.asm.encode()).hexdigest()
                                       for b in generate([p])}
            for p in spec_files()}


def main(argv: list[str]) -> int:
    d = digests()
    if "--write" in argv:
        GOLDEN.write_text(json.dumps(d, indent=1, sort_keys=True) + "\n")
        print(f"wrote {sum(map(len, d.values()))} digests to {GOLDEN.relative_to(ROOT)}")
        return 0
    old = json.loads(GOLDEN.read_text())
    changed = [f"{f}:{k}" for f in sorted(set(d) | set(old)) for k in sorted(set(d.get(f, {})) | set(old.get(f, {})))
               if d.get(f, {}).get(k) != old.get(f, {}).get(k)]
    print("\n".join(changed) or "all digests unchanged")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
