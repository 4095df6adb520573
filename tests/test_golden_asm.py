"""No-change-refactor guard: every `.s` the shipped specs (and the test specs in tools/golden_asm.py EXTRA)
generate has the sha256 in tests/data/golden_asm.json.

The digests detect change only; what the kernels compute is shown by the emulator tests of each family. A commit
that means to change generated code refreshes them with `python tools/golden_asm.py --write` and names the
changed kernels and the reason in its message."""
import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("golden_asm", ROOT / "tools" / "golden_asm.py")
golden = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(golden)


def test_every_shipped_kernel_asm_is_byte_identical_to_the_golden_digest():
    old = json.loads(golden.GOLDEN.read_text())
    new = golden.digests()
    assert sorted(new) == sorted(old), "spec files added or removed: refresh tests/data/golden_asm.json"
    changed = [f"{f}:{k}" for f in new for k in sorted(set(new[f]) | set(old[f])) if new[f].get(k) != old[f].get(k)]
    assert not changed, f"{len(changed)} kernels changed (first: {changed[:5]}); if intended, run " \
                        "`python tools/golden_asm.py --write` and say why in the commit"
    assert sum(map(len, new.values())) > 1000       # the bench libraries and every example are in it
