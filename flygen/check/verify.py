"""`verify`: build a kernel, run it on the gfx950 emulator with generated inputs, compare with numpy.

The kernel text that is emulated is the exact text that was assembled and linked. Each family's
reference module (flygen/ref/<family>.py) makes the inputs, the expected outputs and a per-element
error bound derived from the number formats (see docs/numerics.md); verify only compares.
"""
from __future__ import annotations

import hashlib
import importlib
import time
from pathlib import Path

import numpy as np

from flygen.scratch import scratch_dir
from flygen.build.pipeline import generate_one, select, spec_location
from flygen.errors import FlygenError
from flygen.families import FAMILIES
from flygen.ref.case import ReadSizes
from flygen.build.shard import case_identity, pick
from flygen.spec.load import companion_specs, load_specs
from flygen.toolchain import find_toolchain

REFS = {name: f.ref for name, f in FAMILIES.items()}   # the family registry's reference column


def verify_one(b, sizes: dict | None = None, seed: int = 0, waive=(), toolchain=None, linked=None) -> dict:
    """`linked`: linked_case(b)'s kernels and HSACO bytes when the caller made them (the bytes a stored result is
    keyed on): the run executes those bytes instead of assembling and linking the kernels again."""
    try:
        return _verify_one(b, sizes, seed, waive, toolchain, linked)
    except MemoryError:
        shown = ", ".join(f"{k}={v}" for k, v in (sizes or {}).items()) or "the spec's sizes"
        raise FlygenError(f"{b.plan.name}: out of memory making or running the case for {shown}; "
                          "verify a smaller shape") from None


def emu_library(builds, tmp, toolchain=None, waive=()):
    """`builds` assembled and linked into `tmp` as a library on the emulator backend (the runtime's launch
    path: kernargs packed from each manifest entry, the HSACO run)."""
    return _library(tuple(_linked(builds, tmp, toolchain)), tmp, waive)


def _library(linked, tmp, waive=()):
    """The emulator library of `linked` ((Built, HSACO bytes), ...), its HSACOs written to `tmp`."""
    from flygen.build.pipeline import manifest_entry
    from flygen.runtime.launch import EmuBackend, Library
    from flygen.runtime.library import kernel_info

    infos, sources = [], {}
    for x, data in linked:
        Path(tmp, f"{x.plan.name}.hsaco").write_bytes(data)
        sources[hashlib.sha256(data).hexdigest()] = x.asm   # these bytes were made from this text
        infos.append(kernel_info(manifest_entry(x, x.asm.encode(), data), Path(tmp)))
    return Library(tmp, EmuBackend(hazards=True, waive=tuple(waive), sources=sources), check_files=False,
                   infos=infos)


def linked_case(b, toolchain=None) -> tuple | None:
    """((Built, HSACO bytes), ...) of the kernels a verify of `b` runs (it and a split-K companion), assembled and
    linked now by the toolchain the run uses: a stored result is keyed on their digests (hsaco_digests) and the
    run executes these bytes (verify_one's `linked`), so each kernel is assembled and linked once per verify.
    None when they cannot be built (the case then runs, and reports why)."""
    try:
        with scratch_dir(prefix="flygen-verify-key-") as tmp:
            return tuple(_linked(_launch_pair(b), tmp, toolchain))
    except FlygenError:
        return None


def hsaco_digests(linked) -> dict:
    """{kernel name: sha256} of linked_case's HSACOs (results are keyed on them, flygen.check.results)."""
    return {x.plan.name: hashlib.sha256(data).hexdigest() for x, data in linked}


def _linked(builds, tmp, toolchain=None):
    """(build, HSACO bytes) for each of `builds`, each assembled and linked alone into `tmp`."""
    tc = toolchain or find_toolchain()
    for x in builds:
        obj, hsaco = Path(tmp, f"{x.plan.name}.o"), Path(tmp, f"{x.plan.name}.hsaco")
        tc.assemble(x.asm, obj, source_name=f"{x.plan.name}.s")
        tc.link([obj], hsaco)
        yield x, hsaco.read_bytes()


def _launch_pair(b) -> list:
    """The kernels a verify of `b` launches: a split-K GEMM is a pair (the manifest's split_k.launch), NAME then
    NAME_reduce on the same buffers; a conv3d with x_layout ncdhw: NAME_x_ndhwc, then NAME."""
    return [b] + ([generate_one(c) for c in companion_specs(b.spec)] if b.plan.split_k else [])


def _verify_one(b, sizes, seed, waive, toolchain, linked=None) -> dict:
    """Assemble and link `b` (and a split-K GEMM's second kernel) into a one-kernel library in a temporary
    directory (or take `linked`, linked_case's bytes), then run it through the runtime
    (flygen.runtime.run.check_case: the launch path of `flygen run` and of the runtime's users): the kernargs are
    packed from its manifest entry, the emulator runs its HSACO."""
    from flygen.runtime.run import check_case

    pair = [x for x, _ in linked] if linked else _launch_pair(b)
    from flygen.runtime.library import check_plan_sizes
    check_plan_sizes([x.plan for x in pair], dict(sizes or {}))   # before the case: 32-bit limits (size_limits)
    with scratch_dir(prefix="flygen-verify-") as tmp:
        lib = _library(linked or tuple(_linked(pair, tmp, toolchain)), tmp, waive)
        ref = importlib.import_module(REFS[b.plan.family])
        case = ref.make_case(b.spec.params, sizes if sizes is not None else {}, np.random.default_rng(seed))
        r = check_case(lib, b.plan.name, case)
    return {"kernel": r["kernel"], "spec": spec_location(b.spec), **{k: r[k] for k in (
        "family", "case", "grid", "block", "passed", "checks", "hazards", "warnings", "info", "instructions",
        "fidelity")}, **{k: r[k] for k in ("then", "before") if k in r}, "hsaco_sha256": lib.hsaco_sha256}


def run_case(b, sizes: dict | None, seed: int, waive=(), toolchain=None,
             linked=None) -> tuple[dict, list[str], float]:
    """One verify case, as local runs and cluster workers (flygen.check.cluster) run it: (result, the size names
    the reference read, seconds). A flygen error names the kernel's spec location. `linked`: verify_one's."""
    given = ReadSizes(sizes or {})
    start = time.perf_counter()
    try:
        r = verify_one(b, given, seed, waive, toolchain, linked)
    except FlygenError as e:
        raise FlygenError(f"{spec_location(b.spec)}: {e}") from None
    return r, sorted(given.read), time.perf_counter() - start


def _sizes_read(ks, sizes: dict, seed: int) -> set:
    """Which size names a kernel's reference reads (its inputs are made and dropped; nothing runs). Errors
    are located as run_case's."""
    given = ReadSizes(sizes)
    try:
        importlib.import_module(REFS[ks.family]).make_case(ks.params, given, np.random.default_rng(seed))
    except MemoryError:
        shown = ", ".join(f"{k}={v}" for k, v in sizes.items())
        raise FlygenError(f"{spec_location(ks)}: {ks.name}: out of memory making the case for {shown}; "
                          "verify a smaller shape") from None
    except FlygenError as e:
        raise FlygenError(f"{spec_location(ks)}: {e}") from None
    return given.read


def _check_limits(built, sizes: dict) -> None:
    """The 32-bit size limits (flygen/plan/size_limits.py) of every selected kernel and its pair for the given
    sizes, before any reference makes a case: a shape past them is refused with the located limit error, not
    an out-of-memory one from building its inputs."""
    from flygen.runtime.library import check_plan_sizes
    for b in built:
        try:
            check_plan_sizes([x.plan for x in _launch_pair(b)], sizes)
        except FlygenError as e:
            raise FlygenError(f"{spec_location(b.spec)}: {e}") from None


def _check_sizes(every, positions, sizes: dict, seed: int, read: set) -> None:
    """A --shape name that no selected kernel reads is an error, found before anything runs (a typo such as
    `m=5` for `M=5` would otherwise silently verify the default shape). Names the stored records say were
    read need no look; else the references are asked, this shard's kernels first (usually the first
    one reads them all), then the other shards' (they may read them)."""
    unread = set(sizes) - read
    chosen = set(positions)
    for p in [*positions, *(p for p in range(len(every)) if p not in chosen)]:
        if not unread:
            return
        read |= _sizes_read(every[p], sizes, seed)
        unread -= read
    if unread:
        raise FlygenError(f"--shape {', '.join(sorted(unread))}: not a runtime size of the selected kernels "
                          f"(they take: {', '.join(sorted(read)) or 'none'})")


def verify(spec_paths, names=(), sizes=None, seed: int = 0, waive=(), **kw) -> list[dict]:
    """Every selected case's result, in spec order (iter_verify, collected)."""
    return list(iter_verify(spec_paths, names, sizes, seed, waive, **kw))


def iter_verify(spec_paths, names=(), sizes=None, seed: int = 0, waive=(), *,
                shard: tuple[int, int] | None = None, store=None, executor=None, jobs: int = 1,
                progress=None):
    """Verify every selected kernel: yield each result in spec order as soon as it and the ones before it are
    done (the order and content do not depend on `jobs` or `executor`).

    `shard=(I, N)`: only the cases flygen.build.shard puts in shard I of N. `store` (a
    flygen.check.results.ResultStore): a case that passed before with the same key is not run again (its result
    has `"stored": True`), and every new result is recorded as soon as it is done. `jobs`: forked local processes
    running cases (flygen.build.procpool). `executor` (a flygen.check.cluster.Cluster, handed in: the cluster
    builds on this module): the cases run on a Dask cluster, one task each.
    `progress(n, total, failed, stored=False)` is called as n more cases are done, `failed` of them failing
    (once with `stored=True` for the results served from the store)."""
    sizes = dict(sizes or {})
    every = select(load_specs(spec_paths), tuple(names))
    positions = pick([case_identity(ks.name, sizes, seed) for ks in every], shard)
    built = [generate_one(every[p]) for p in positions]
    keys = [None] * len(built)
    linked: list = [None] * len(built)    # each case's HSACOs when the key was made of them: the run takes them
    results: list = [None] * len(built)
    read: set = set()
    if store is not None:
        from flygen.check.results import result_key
        tc0 = find_toolchain()
        linked = [linked_case(b, tc0) for b in built]   # a record is of these bytes, not only of the .s
        keys = [result_key(b, sizes, seed, waive, hsaco=hsaco_digests(x)) if x else None
                for b, x in zip(built, linked)]
        stored = store.lookup([k for k in keys if k])
        for n, key in enumerate(keys):
            rec = stored.get(key)
            if rec is not None:
                linked[n] = None
                results[n] = {**rec["result"], "spec": spec_location(built[n].spec), "stored": True}
                read.update(rec.get("reads", ()))
    _check_limits(built, sizes)
    _check_sizes(every, positions, sizes, seed, read)
    todo = [n for n, r in enumerate(results) if r is None]
    total = len(built)
    if progress and len(todo) < total:
        progress(total - len(todo), total, 0, stored=True)
    cases = [(built[n], sizes, seed, tuple(waive)) for n in todo]

    def done(i, run):       # in this process, as each case finishes (any order with jobs > 1)
        result, reads, seconds, tc = run
        if store is not None:   # keyed on the HSACOs that ran (the result says which)
            from flygen.check.results import result_key
            key = result_key(built[todo[i]], sizes, seed, waive, hsaco=result.get("hsaco_sha256"))
            store.put(key, built[todo[i]], sizes, seed, waive, result, reads, seconds, tc)
        linked[todo[i]] = None
        if progress:
            progress(1, total, 0 if result["passed"] else 1)

    if executor is not None:
        runs = _each(executor.verify_cases(cases), done)
    else:
        from flygen.build.pipeline import portable_toolchain
        from flygen.build.procpool import run_ordered
        tc = find_toolchain()
        tc_doc = portable_toolchain(tc)

        def one(i):
            return (*run_case(*cases[i], toolchain=tc, linked=linked[todo[i]]), tc_doc)
        runs = run_ordered(one, len(cases), jobs, done, where=lambda i: spec_location(cases[i][0].spec))
    try:
        for n in range(total):
            if results[n] is None:
                results[n] = next(runs)[0]
            yield results[n]
    finally:
        runs.close()       # stops the workers of an abandoned or failed run now, not at garbage collection


def _each(runs, done):
    try:
        for i, run in enumerate(runs):
            done(i, run)
            yield run
    finally:
        runs.close()
