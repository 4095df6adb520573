"""SIGKILL a real `flygen build` publishing into an existing out/ at random instants; count what is left.

Issue 26: out/ must end up equal to the old or the new library, consistent with its manifest, with no file
it does not list, whatever the instant. Each trial resets out/ to the old library (bench/library.yaml's
lib_a_ half, 368 kernels, plus the lib_b_ half: 736), starts `flygen build NEW -o out` (NEW: the lib_a_ names,
each with another block size, so every kept name is replaced and the 368 lib_b_ kernels go stale), and
SIGKILLs it:
  aimed:  once its publish journal appears, after a random delay in [0, the publish's measured duration];
  random: at a uniform instant over the whole build's measured duration.
Then, as the next writer would: readers must refuse the dir (journal) or find it consistent; the recovery
(flygen.build.outdir.recover, under the dir's lock) runs; out/ is compared file by file with the old and the new
library. Prints the counts: old / new / OTHER (a failure), and how many kills landed mid-publish.

    python bench/kill_publish.py [--trials 50] [--random 10] [--seed 0]
"""
from __future__ import annotations

import argparse
import hashlib
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from flygen.build import manifest as schema  # noqa: E402
from flygen.build import outdir  # noqa: E402


def tree(d: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(d.iterdir())}


def new_spec(old_manifest: Path) -> str:
    """The old library's lib_a_ kernels under the same names, each with another block size (other code)."""
    import json
    lines = ["target: gfx950", "kernels:"]
    for e in json.loads(old_manifest.read_text())["kernels"]:
        if e["name"].startswith("lib_a_"):
            p = e["parameters"]
            block = p["block"] + 64 if p["block"] < 1024 else p["block"] - 64
            lines += [f"  - name: {e['name']}", "    family: elementwise", "    op: axpby",
                      f"    x_dtype: {p['x_dtype']}", f"    y_dtype: {p['y_dtype']}", f"    vector: {p['vector']}",
                      f"    block: {block}"]
    return "\n".join(lines) + "\n"


def flygen(env, *args, **kw) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "flygen", *args], cwd=REPO, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, **kw)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--trials", type=int, default=50, help="aimed trials (killed during the publish)")
    ap.add_argument("--random", type=int, default=10, help="trials killed at a uniform instant of the build")
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    root = Path(tempfile.mkdtemp(prefix="flygen-kill-"))
    env = {**os.environ, "FLYGEN_CACHE": str(root / "cache"),
           "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")])}
    spec_old = REPO / "bench" / "library.yaml"
    spec_new = root / "new.yaml"
    for spec, d in ((spec_old, "old"), (spec_new, "new")):   # also fills the cache: trials are warm builds
        if d == "new":
            spec_new.write_text(new_spec(root / "old" / "manifest.json"))
        p = flygen(env, "build", str(spec), "-o", str(root / d))
        assert p.wait() == 0, p.stderr.read()
    old, new = tree(root / "old"), tree(root / "new")
    print(f"old: {len(old)} files, new: {len(new)} files, {len(set(old) - set(new))} stale, "
          f"{sum(old.get(f) not in (None, h) for f, h in new.items())} replaced")
    work = root / "trial"
    out = work / "out"
    journal = Path(outdir.journal_path(out))

    def reset():
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir()
        shutil.copytree(root / "old", out)

    # measure: a whole warm build, and its publish (journal present)
    reset()
    t0 = time.monotonic()
    p = flygen(env, "build", str(spec_new), "-o", str(out))
    seen = gone = None
    while p.poll() is None:
        if seen is None and journal.exists():
            seen = time.monotonic()
        elif seen is not None and gone is None and not journal.exists():
            gone = time.monotonic()
        time.sleep(0.0002)
    t1 = time.monotonic()
    assert p.returncode == 0 and tree(out) == new, p.stderr.read()
    build_s = t1 - t0
    publish_s = (gone - seen) if seen and gone else 0.05
    print(f"warm build {build_s:.2f} s, publish (journal present) {publish_s * 1e3:.1f} ms")

    counts = {"old": 0, "new": 0, "OTHER": 0}
    mid, refused, completed = 0, 0, 0
    for n in range(a.trials + a.random):
        aimed = n < a.trials
        reset()
        p = flygen(env, "build", str(spec_new), "-o", str(out))
        if aimed:
            while p.poll() is None and not journal.exists():
                time.sleep(0.0002)
            time.sleep(rng.uniform(0, publish_s))
        else:
            time.sleep(rng.uniform(0, build_s))
        if p.poll() is None:
            p.send_signal(signal.SIGKILL)
        else:
            completed += 1
        p.wait()
        if journal.exists():
            mid += 1
            try:
                schema.load(out)
                print(f"trial {n}: a reader accepted a dir with a publish journal")
                counts["OTHER"] += 1
                continue
            except schema.ManifestError:
                refused += 1
        with outdir.out_lock(out):   # the next writer's first step
            outdir.recover(out)
        outdir.sweep_stages(work)
        got = tree(out)
        try:
            schema.load(out)
            consistent = True
        except schema.ManifestError as e:
            consistent = False
            print(f"trial {n}: inconsistent after recovery: {e}")
        leftovers = sorted(p.name for p in work.iterdir() if p.name != "out")
        state = "old" if got == old else "new" if got == new else "OTHER"
        if not consistent or leftovers:
            state = "OTHER"
        if state == "OTHER":
            print(f"trial {n} ({'aimed' if aimed else 'random'}): {len(set(got) ^ set(new))} names differ from new, "
                  f"{len(set(got) ^ set(old))} from old; leftovers {leftovers[:3]}")
        counts[state] += 1
    print(f"trials: {a.trials} aimed at the publish + {a.random} at random instants; "
          f"killed mid-publish (journal left): {mid}, readers refused all of those: {refused == mid}; "
          f"finished before the kill: {completed}")
    print(f"after recovery: old {counts['old']}, new {counts['new']}, OTHER {counts['OTHER']}")
    shutil.rmtree(root, ignore_errors=True)
    return 1 if counts["OTHER"] else 0


if __name__ == "__main__":
    sys.exit(main())
