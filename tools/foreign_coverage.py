#!/usr/bin/env python3
"""Which instruction forms flygen's kernels emit that no other compiler's kernel in tests/data/emu has.

A form is flygen.emu.fidelity's key (mnemonic plus the modifiers its semantics tell apart: `lds`, DPP control,
fp6 operands, ...). The script generates every example and bench spec (as tools/golden_asm.py does), collects
the forms of their `.s`, and the forms of the foreign corpora (tests/data/emu/triton: Triton; tests/data/emu/foreign
and tests/data/emu/*.s: LLVM llc/clang and a few hand-written files), and prints the forms with no foreign kernel
and, with --all, every form with the foreign files that have it. Static presence in the text only: the tests
(tests/test_emu_triton_corpus*.py, tests/test_emu_foreign_*.py) are what show a form executed and matched numpy.

    python tools/foreign_coverage.py [--all]      # about a minute (generates every spec's kernels)
"""
from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from flygen.asm.load import load_program  # noqa: E402
from flygen.emu.fidelity import _key  # noqa: E402

FOREIGN = ("tests/data/emu/triton", "tests/data/emu/foreign", "tests/data/emu")


def forms(text: str) -> set[str]:
    return {_key(i) for i in load_program(text if "\n" in text else text + "\n").instrs}


def foreign_forms() -> dict[str, set[str]]:
    out: dict[str, set[str]] = collections.defaultdict(set)
    for d in FOREIGN:
        for f in sorted((ROOT / d).glob("*.s")):
            for k in forms(f.read_text()):
                out[k].add(str(f.relative_to(ROOT)))
    return out


def flygen_forms() -> dict[str, set[str]]:
    from flygen.build.pipeline import generate
    out: dict[str, set[str]] = collections.defaultdict(set)
    for p in sorted((ROOT / "examples").glob("*.yaml")) + sorted((ROOT / "bench").glob("*.yaml")):
        for b in generate([p]):
            for k in forms(b.asm):
                out[k].add(p.name)
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--all", action="store_true", help="also list the covered forms and where")
    ns = ap.parse_args(argv)
    fly, other = flygen_forms(), foreign_forms()
    missing = sorted(k for k in fly if k not in other)
    print(f"{len(fly)} forms in flygen's kernels, {len(other)} in the foreign corpora, "
          f"{len(missing)} of flygen's with no foreign kernel:")
    for k in missing:
        print(f"  {k:48s} {', '.join(sorted(fly[k])[:4])}{' ...' if len(fly[k]) > 4 else ''}")
    if ns.all:
        for k in sorted(k for k in fly if k in other):
            print(f"  covered {k:40s} {', '.join(sorted(other[k])[:3])}{' ...' if len(other[k]) > 3 else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
