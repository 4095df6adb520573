"""`flygen merge DIR... -o OUT`: the output dirs of `flygen build --shard I/N` (I = 1..N) -> one output dir whose
files and manifest.json are byte-identical to building the whole library on one machine.

Each shard's manifest carries `"shard"` (flygen.build.pipeline.shard_record): its index and count, the whole build's
kernel count and digest, each kernel's position in the whole build, the flygen code identity and the
toolchain (route, LLVM version, style). The merge checks that the shards are of one build (same count,
digest, code, toolchain, flygen version, target), that no shard or kernel is given twice and none is
missing, and that every file holds the bytes its entry's sha256 names; every problem is reported, one
line each, located at the directory or file. Like build, it is atomic: OUT changes only if all is well.
"""
from __future__ import annotations

import contextlib
import json
import os
import signal
from pathlib import Path

from flygen.build.pipeline import MANIFEST, _deferred_signals, _publish, manifest_json
from flygen.build.cache import write_new
from flygen.errors import FlygenError
from flygen.build.manifest import file_sha256
from flygen.build.outdir import WAIT_S, out_lock, staged_output


class MergeError(FlygenError):
    pass


_SAME = (("count", "shard count"), ("set", "kernel set (other specs, -k selection or spec paths)"),
         ("total", "kernel count"), ("code", "flygen code"), ("toolchain", "toolchain"))


def _load(d: str, errors: list[str]) -> dict | None:
    from flygen.build import manifest as schema
    path = os.path.join(d, MANIFEST)
    busy = schema.publishing(d)
    if busy:
        errors.append(busy)
        return None
    if not os.path.lexists(path):
        errors.append(f"{d}: no {MANIFEST} (not a flygen build output)")
        return None
    try:
        m = schema.load(d, files=False)   # types, names, ranges (the files are checked below, every one)
    except schema.ManifestError as e:
        errors.append(str(e))
        return None
    sh = m.get("shard")
    if not isinstance(sh, dict):
        errors.append(f"{path}: not a shard's manifest (built without --shard)")
        return None
    pos, n, count, index = sh.get("positions"), sh.get("total"), sh.get("count"), sh.get("index")
    if not (isinstance(count, int) and not isinstance(count, bool) and 1 <= count <= 1 << 20
            and isinstance(index, int) and not isinstance(index, bool) and 1 <= index <= count
            and isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 1 << 24
            and isinstance(pos, list) and all(isinstance(p, int) and not isinstance(p, bool) and 0 <= p < n
                                               for p in pos)):
        errors.append(f"{path}: shard: index, count, total and positions are not integers in range")
        return None
    if len(pos) != len(m["kernels"]):
        errors.append(f"{path}: shard.positions lists {len(pos)} kernels, kernels {len(m['kernels'])}")
        return None
    return m


def _check_files(d: str, m: dict, errors: list[str]) -> None:
    for e in m["kernels"]:
        for role in ("asm", "hsaco"):
            p = os.path.join(d, e["files"][role])
            try:
                ok = file_sha256(p) == e["sha256"][role]
            except OSError as err:
                errors.append(f"{p}: cannot read: {err.strerror or err}")
                continue
            if not ok:
                errors.append(f"{p}: bytes differ from the sha256 in {os.path.join(d, MANIFEST)} (damaged or edited)")


def check(dirs: list[str]) -> tuple[list[tuple[str, dict]], list[str]]:
    """([(dir, manifest)] in shard order, errors)."""
    errors: list[str] = []
    shards = [(d, m) for d in dirs if (m := _load(d, errors)) is not None]
    if errors or not shards:
        return shards, errors or ["no shard directories given"]
    d0, m0 = shards[0]
    s0 = m0["shard"]
    for d, m in shards[1:]:
        for key, what in _SAME:
            if m["shard"].get(key) != s0.get(key):
                errors.append(f"{os.path.join(d, MANIFEST)}: {what} {_show(m['shard'].get(key))} differs from "
                              f"{os.path.join(d0, MANIFEST)}'s {_show(s0.get(key))}")
        for key in sorted(set(m) | set(m0)):
            if key not in ("kernels", "shard") and m.get(key) != m0.get(key):
                errors.append(f"{os.path.join(d, MANIFEST)}: {key} {_show(m.get(key))} differs from "
                              f"{os.path.join(d0, MANIFEST)}'s {_show(m0.get(key))}")
    if errors:
        return shards, errors
    n = s0["count"]
    by_index: dict[int, str] = {}
    for d, m in shards:
        i = m["shard"]["index"]
        if i in by_index:
            errors.append(f"{d}: shard {i}/{n} is given twice (also {by_index[i]})")
        else:
            by_index[i] = d
    missing = [i for i in range(1, n + 1) if i not in by_index]
    if missing:
        have = ", ".join(f"{i}/{n} in {by_index[i]}" for i in sorted(by_index))
        errors.append(f"missing shard{'s' if len(missing) > 1 else ''} {', '.join(f'{i}/{n}' for i in missing)} "
                      f"(given: {have})")
    seen: dict[int, str] = {}
    for d, m in shards:
        for p, e in zip(m["shard"]["positions"], m["kernels"]):
            if p in seen and seen[p] != d:
                errors.append(f"{d}: kernel {e['name']} (position {p}) is also in {seen[p]}")
            seen[p] = d
    if not errors and sorted(seen) != list(range(s0["total"])):
        errors.append(f"the shards hold {len(seen)} of the build's {s0['total']} kernels")
    for d, m in shards:
        _check_files(d, m, errors)
    return sorted(shards, key=lambda dm: dm[1]["shard"]["index"]), errors


def _show(v) -> str:
    text = json.dumps(v, sort_keys=True)
    return text if len(text) <= 80 else text[:77] + "..."


def merge(dirs, out_dir: str | os.PathLike, wait: float = WAIT_S, notify=None) -> dict:
    """Merge shard output dirs into `out_dir`; returns the manifest (as build returns it). Each shard dir is
    locked while it is read, and `out_dir` while it is written, as build locks it (`wait`, `notify`:
    flygen.build.outdir), so a shard being rebuilt is read before or after, never half old, half new."""
    dirs = [str(d) for d in dirs]
    out = Path(out_dir)
    with contextlib.ExitStack() as held:
        mine = os.path.realpath(out)
        for d in sorted({os.path.realpath(d) for d in dirs if os.path.isdir(d)} - {mine}):
            try:
                held.enter_context(out_lock(d, wait, notify))
            except OSError as e:
                raise MergeError(f"cannot lock shard dir {d}: {e.filename or d}: {e.strerror or e}") from None
        return _merge_locked(dirs, out, wait, notify)


def _merge_locked(dirs: list[str], out: Path, wait: float, notify) -> dict:
    shards, errors = check(dirs)
    if errors:
        raise MergeError("\n".join(errors))
    placed = [(pos, d, e) for d, m in shards for pos, e in zip(m["shard"]["positions"], m["kernels"])]
    placed.sort(key=lambda t: t[0])
    kernels = [e for _, _, e in placed]
    top = {k: v for k, v in shards[0][1].items() if k not in ("kernels", "shard")}
    manifest = {**top, "kernels": kernels}
    if os.path.lexists(out) and not out.is_dir():
        raise MergeError(f"output dir {out} exists and is not a directory")
    with staged_output(out, MergeError, wait, notify) as tmp:   # out locked, as build does
        files = []
        try:
            for _, d, e in placed:
                for role in ("asm", "hsaco"):
                    name = e["files"][role]
                    with open(os.path.join(d, name), "rb") as f:
                        write_new(os.path.join(tmp, name), f.read())
                    files.append(name)
            write_new(os.path.join(tmp, MANIFEST), manifest_json(manifest).encode())
        except OSError as e:   # a full disk, a quota, an I/O error
            raise MergeError(f"cannot write {e.filename or tmp}: {e.strerror or e} (while staging the merge; "
                             f"output dir {out} unchanged)") from None
        held: list[int] = []
        try:
            with _deferred_signals(held):   # once the publish begins it completes (or is undone on an error)
                _publish(tmp, str(out), files, files)
        except OSError as e:
            raise MergeError(f"cannot write output dir {out}: {e.strerror or e}"
                             f"{' (' + e.filename + ')' if getattr(e, 'filename', None) else ''}; "
                             f"{out} is unchanged") from None
    late = [f"{signal.Signals(held[0]).name} arrived while {out} was being published: the merge had finished, "
            f"so {out} holds the merged library"] if held else []
    return {"out_dir": str(out), "manifest": str(out / MANIFEST), **manifest, "warnings": late}
