"""Static figures of built kernels, and their change between two revisions (issue 12: "for each change, the
static figures before and after").

For every kernel of the specs: ArchVGPR + AGPR, waves per SIMD (and what limits it), the rule that chose the hot
region (flygen/inspect/loops.py: "loop", "k-steps", "mfma span", "kernel") and the region's instructions, MFMAs, non-MFMA instructions per MFMA and s_waitcnt count, and code bytes. All of it is what
`flygen inspect` reads from the code object: STATIC figures, no timing, nothing measured on hardware.

    python bench/static_figures.py [SPEC ...]                   # this tree (default: examples/*.yaml)
    python bench/static_figures.py SPEC --before REV [-k NAME]   # REV's build vs this tree's, same inspector

`--before REV` extracts REV with `git archive` into a temporary directory and builds the specs with REV's own
flygen (`python -m flygen build`, REV's planner and templates); both builds are inspected by this tree's
inspector, so a difference is the kernels', not the measuring tool's. Kernels only one side has are listed
with "-" on the other. Output: a markdown table (what docs/*.md paste).
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from flygen.inspect.report import inspect  # noqa: E402

COLUMNS = ("VGPR+AGPR", "waves/SIMD", "hot rule", "hot instr", "MFMA", "non-MFMA/MFMA", "waits", "code B")


def build(tree: Path, specs: list[str], out: Path) -> dict[str, Path]:
    """Build `specs` with the flygen in `tree` into `out`; {kernel name: .hsaco}."""
    env = {**os.environ, "PYTHONPATH": str(tree), "FLYGEN_CACHE": str(out / ".cache")}
    cmd = [sys.executable, "-m", "flygen", "build", *specs, "-o", str(out / "lib")]
    r = subprocess.run(cmd, cwd=tree, env=env, capture_output=True, text=True)
    if r.returncode:
        sys.exit(f"build failed in {tree}:\n{r.stderr[-2000:]}")
    manifest = json.loads((out / "lib" / "manifest.json").read_text())
    return {k["name"]: out / "lib" / f"{k['name']}.hsaco" for k in manifest["kernels"]}


def figures(hsaco: Path) -> dict:
    rep = inspect(str(hsaco))
    res, occ, hot = rep["resources"], rep["occupancy"], rep.get("hot") or {}
    limit = f" ({occ['limited_by']})" if occ.get("limited_by") else ""
    return {
        "VGPR+AGPR": f"{res['vgpr_arch']}+{res['agpr']}",
        "waves/SIMD": f"{occ['waves_per_simd']}{limit}",
        "hot rule": hot.get("rule", "-"),
        "hot instr": hot.get("instructions", "-"),
        "MFMA": hot.get("mfma", "-"),
        "non-MFMA/MFMA": hot.get("non_mfma_per_mfma", "-"),
        "waits": hot.get("waits", "-"),
        "code B": res["code_bytes"],
    }


def extract(rev: str, dest: Path) -> Path:
    """REV's tree in `dest`, importable as REV's flygen (cli/ and templates/ linked in as an install does)."""
    tar = dest / "rev.tar"
    with open(tar, "wb") as f:
        subprocess.run(["git", "archive", rev], cwd=ROOT, stdout=f, check=True)
    tree = dest / "tree"
    with tarfile.open(tar) as t:
        t.extractall(tree, filter="data")
    for sub in ("cli", "templates"):
        if (tree / sub).is_dir() and not (tree / "flygen" / sub).exists():
            (tree / "flygen" / sub).symlink_to(Path("..") / sub)
    return tree


def table(after: dict, before: dict | None) -> str:
    head = "| kernel | " + " | ".join(COLUMNS) + " |"
    lines = [head, "|" + " --- |" * (len(COLUMNS) + 1)]
    for name in sorted(set(after) | set(before or {})):
        a = after.get(name)
        if before is None:
            lines.append(f"| {name} | " + " | ".join(str(a[c]) for c in COLUMNS) + " |")
            continue
        b = before.get(name)
        cells = []
        for c in COLUMNS:
            x, y = (b[c] if b else "-"), (a[c] if a else "-")
            cells.append(str(y) if x == y else f"{x} -> {y}")
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("specs", nargs="*")
    ap.add_argument("--before", metavar="REV", help="compare with the kernels REV builds from the same specs")
    ap.add_argument("-k", "--kernel", action="append", default=[], help="only these kernels (repeatable)")
    args = ap.parse_args(argv)
    specs = args.specs or sorted(glob.glob(str(ROOT / "examples" / "*.yaml")))
    specs = [str(Path(s).resolve()) for s in specs]
    with tempfile.TemporaryDirectory(prefix="flygen-static-") as tmp:
        tmp = Path(tmp)
        pick = (lambda d: {k: v for k, v in d.items() if not args.kernel or k in args.kernel})
        after = {k: figures(p) for k, p in pick(build(ROOT, specs, tmp / "after")).items()}
        before = None
        if args.before:
            tree = extract(args.before, tmp)
            # REV may lack a spec file of this tree: build only the ones it has (same relative path)
            rel = [os.path.relpath(s, ROOT) for s in specs]
            theirs = [str(tree / r) for r in rel if (tree / r).exists()]
            before = {k: figures(p) for k, p in pick(build(tree, theirs, tmp / "before")).items()} if theirs else {}
    print(f"Static figures (flygen inspect of the code objects; not timings){' vs ' + args.before if args.before else ''}:")
    print()
    print(table(after, before))
    return 0


if __name__ == "__main__":
    sys.exit(main())
