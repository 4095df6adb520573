"""spec files -> plans -> .s -> .o -> .hsaco -> manifest.json, written atomically into an output dir."""
from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import multiprocessing as mp
import os
import pickle
import re
import signal
import stat
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from flygen.scratch import scratch_dir
from flygen import __version__
from flygen.build.batch import CHUNK, _env_on, batch_toolchain, compile_chunk
from flygen.build.cache import Cache, code_identity, kernel_key, toolchain_identity, write_new
from flygen.errors import FlygenError, PlanError, SpecError, SpecErrors
from flygen.build.procpool import stop_workers, worker_init
from flygen.build.outdir import WAIT_S, drop_stage, publish, staged_output
from flygen.plan import plan as plan_kernel
from flygen.plan.kernel import KernelPlan
from flygen.render import TEMPLATE, render
from flygen.build.shard import pick, set_digest
from flygen.build.signals import TERMINATING, handling
from flygen.spec.load import KernelSpec, companion_specs, load_specs
from flygen.toolchain import AssemblerError, find_toolchain, read_code_object

MANIFEST = "manifest.json"


class BuildError(FlygenError):
    pass


@dataclass(frozen=True)
class Built:
    spec: KernelSpec
    plan: KernelPlan
    asm: str

    @property
    def asm_sha256(self) -> str:
        return sha256(self.asm.encode())


def select(kspecs: list[KernelSpec], names: tuple[str, ...] = (), companions: bool = False) -> list[KernelSpec]:
    """The kernels named (all when none is); with `companions`, also the kernels each launches with it (a
    split-K reduce, an NCDHW transpose), so a built pair is whole."""
    if not names:
        return kspecs
    have = {k.name for k in kspecs}
    missing = [n for n in names if n not in have]
    if missing:
        raise BuildError(f"no kernel named {', '.join(missing)} (have: {', '.join(sorted(have))})")
    wanted = set(names)
    if companions:
        wanted |= {c.name for k in kspecs if k.name in names for c in companion_specs(k)}
    return [k for k in kspecs if k.name in wanted]


def generate(spec_paths, names: tuple[str, ...] = ()) -> list[Built]:
    """Plan and render in-process (no toolchain)."""
    return [generate_one(ks) for ks in select(load_specs(spec_paths), names)]


def _nearest_block(asm: str, line: int) -> str:
    """The last comment line at or above `line`: templates open each block with one."""
    lines = asm.splitlines()
    for i in range(min(line, len(lines)) - 1, -1, -1):
        m = re.match(r"\s*//\s*(.+)", lines[i])
        if m:
            return m.group(1).strip()
    return ""


def spec_location(ks: KernelSpec) -> str:
    """`FILE:LINE:COL: kernels[i] (NAME)`: where a kernel was written, for errors and reports."""
    line, col = ks.where("")
    return f"{ks.file}:{line}:{col}: kernels[{ks.index}] ({ks.name})"


def _assemble_error(b: Built, e: AssemblerError) -> BuildError:
    errs = e.errors or e.diagnostics
    if not errs:
        return BuildError(f"{b.spec.name}.s: {e}")
    d = errs[0]
    block = _nearest_block(b.asm, d.line)
    return BuildError(f"{b.spec.name}.s:{d.line}:{d.col}: assembler: {d.message}: `{d.source_line.strip()}` "
                      f"(template {TEMPLATE}, block '{block}', spec {b.spec.file} kernels[{b.spec.index}])")


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def manifest_entry(b: Built, asm_bytes: bytes, hsaco: bytes) -> dict:
    co = read_code_object(hsaco)
    k = co.kernel(b.plan.name)
    md, desc = k.metadata, k.descriptor
    entry = {
        "name": b.plan.name,
        "symbol": k.symbol,
        "family": b.plan.family,
        "spec": {"file": b.spec.file, "index": b.spec.index, "sweep": b.spec.sweep},
        "parameters": b.spec.params,
        "files": {"asm": f"{b.plan.name}.s", "hsaco": f"{b.plan.name}.hsaco"},
        "sha256": {"asm": sha256(asm_bytes), "hsaco": sha256(hsaco)},
        "target": co.metadata.get("amdhsa.target"),
        "code_object_version": co.abi_version,
        "e_flags": f"0x{co.e_flags:x}",
        "resources": {
            "vgpr_count": md.get(".vgpr_count"),
            "agpr_count": md.get(".agpr_count"),
            "sgpr_count": md.get(".sgpr_count"),
            "accum_offset": desc.get("accum_offset"),
            "lds_bytes": desc.get("group_segment_fixed_size"),
            "scratch_bytes": desc.get("private_segment_fixed_size"),
        },
        "kernarg_size": desc.get("kernarg_size"),
        "code_bytes": len(k.code),
        "args": [{"name": a.get(".name"), "offset": a.get(".offset"), "size": a.get(".size"),
                  "kind": a.get(".value_kind"), **({"dtype": pa.dtype} if pa.dtype else {})}
                 for a, pa in zip(md.get(".args", []), b.plan.args)],
        "workgroup_size": list(b.plan.workgroup),
        "grid": {"unit": "workgroups", "exprs": list(b.plan.grid.exprs), "sizes": list(b.plan.grid.sizes)},
        **({"split_k": b.plan.split_k} if b.plan.split_k else {}),   # the second kernel and the workspace
        "limits": [dict(x) for x in b.plan.size_limits],   # run-time sizes vs 32-bit offsets / records (size_limits)
    }
    _check_readback(b.plan, entry, md)
    return entry


def _check_readback(p: KernelPlan, e: dict, md: dict) -> None:
    """The code object must say what the plan said; a mismatch is a flygen bug, caught here."""
    want = {
        "kernarg_size": p.kernarg_size,
        "lds_bytes": p.lds_bytes,
        "agpr_count": p.regs.acc_vgprs,
        "args": [(a.name, a.offset, a.size, a.kind) for a in p.args],
    }
    got = {
        "kernarg_size": e["kernarg_size"],
        "lds_bytes": e["resources"]["lds_bytes"],
        "agpr_count": e["resources"]["agpr_count"],
        "args": [(a["name"], a["offset"], a["size"], a["kind"]) for a in e["args"]],
    }
    for key in want:
        if want[key] != got[key]:
            raise BuildError(f"{p.name}: code object {key} = {got[key]!r} but the plan says {want[key]!r}")


def build(spec_paths, out_dir: str | os.PathLike = "out", *, names: tuple[str, ...] = (),
          llvm_dir: str | None = None, jobs: int | None = None, cache: bool = True,
          progress=None, toolchain=None, shard: tuple[int, int] | None = None,
          executor=None, wait: float = WAIT_S, notify=None, expanding=None) -> dict:
    """Build every kernel of the specs into out_dir. Nothing in out_dir changes unless all succeed.

    Kernels found in the content-hash cache (flygen.build.cache; off with cache=False) are not rebuilt: their
    files are copied from it (hard-linked with FLYGEN_CACHE_LINKS=1), or left alone where out_dir
    already holds exactly those bytes. The rest go in chunks to `jobs` worker processes (default: one per core), each planning,
    rendering, assembling, linking and reading back its chunk (flygen.build.batch). `progress(n, total)` is
    called as n more kernels are done (`expanding(n, total)` likewise as the specs' sweeps expand);
    `toolchain` (a flygen.toolchain.Toolchain) overrides
    discovery, e.g. `route_toolchain("ziglang")` for benchmarks; flygen.build.batch.batch_toolchain may
    swap in a faster assembler of the same LLVM release.

    `shard=(I, N)` builds only the kernels flygen.build.shard puts in shard I of N; the manifest then says so
    (`"shard"`, read by flygen.build.merge). `executor` (a flygen.check.cluster.Cluster, handed in by the caller: this
    module does not import the cluster, which builds on it) sends the cache misses to a Dask cluster instead
    of local processes; the files written are the same.

    One build at a time writes out_dir (flygen.build.outdir): another one's lock is waited for up to `wait`
    seconds (0: fail at once), `notify(message)` saying so once; staging dirs beside out_dir left by
    killed builds are removed."""
    every = select(load_specs(spec_paths, progress=expanding), names, companions=True)
    _check_unique(every)
    positions = pick([ks.name for ks in every], shard)
    kspecs = [every[p] for p in positions]
    tc = batch_toolchain(toolchain or find_toolchain(llvm_dir))
    store = Cache() if cache else None
    tc_id = toolchain_identity(tc)
    keys = [kernel_key(ks, tc_id) for ks in kspecs] if store else [None] * len(kspecs)
    out = Path(out_dir)
    if os.path.lexists(out) and not out.is_dir():
        raise BuildError(f"output dir {out} exists and is not a directory")
    held: list[int] = []   # SIGINT/SIGTERM that arrived once the publish had begun: the build completes
    published = False
    with staged_output(out, BuildError, wait, notify) as tmp:   # out locked, dead staging dirs swept
        done_chunks = None
        try:
            entries, kept = {}, set()
            recheck = {}   # FLYGEN_TOOLCHAIN_CHECK=1: every hit rebuilt too, its bytes compared below
            for i, k in enumerate(keys if store else []):
                hit = store.get(k, kspecs[i].name)   # damage is a miss (quarantined, warned: store.warnings)
                if hit is None:
                    continue
                if _env_on("FLYGEN_TOOLCHAIN_CHECK", False):
                    recheck[i] = hit
                    continue
                asm, hsaco, entry = hit
                entries[i] = entry
                # an output already holding these bytes stays as it is (no file created: on a busy disk
                # creating one costs up to ~1 ms); the rest are copied (or linked) into the staging dir
                for role, data in (("asm", asm), ("hsaco", hsaco)):
                    if _holds(os.path.join(out, entry["files"][role]), data):
                        kept.add(entry["files"][role])
                    else:
                        store.place_one(entry, role, tmp, data)
            if progress and entries:
                progress(len(entries), len(kspecs))
            misses = [(i, ks, keys[i]) for i, ks in enumerate(kspecs) if i not in entries]
            if executor is not None:
                done_chunks = _place_remote(executor.build_chunks(tc, llvm_dir, misses), store, tmp)
            else:
                done_chunks = _run_chunks(_Job(tc, Path(tmp), store.root if store else None), misses, jobs)
            for done in done_chunks:   # local workers write their files into tmp themselves
                entries.update(done)
                if progress:
                    progress(len(done), len(kspecs))
            for i, (_, _, cached) in recheck.items():
                if cached["sha256"] != entries[i]["sha256"]:
                    store.warnings.append(_forged(store, keys[i], kspecs[i], cached, entries[i]))
            # the spec's location is not part of the key: take it from this build's spec
            kernels = [{**entries[i], "spec": {"file": ks.file, "index": ks.index, "sweep": ks.sweep}}
                       for i, ks in enumerate(kspecs)]
            manifest = {"flygen": __version__, "target": "gfx950", "kernels": kernels}
            if shard:
                manifest["shard"] = shard_record(shard, every, positions, tc)
            write_new(os.path.join(tmp, MANIFEST), manifest_json(manifest).encode())
            try:
                with _deferred_signals(held):   # out_dir is as it was or wholly new, never in between
                    every_file = [f for e in kernels for f in (e["files"]["asm"], e["files"]["hsaco"])]
                    _publish(tmp, str(out), [f for f in every_file if f not in kept], every_file)
                published = True
            except OSError as e:
                raise BuildError(f"cannot write output dir {out}: {e.strerror or e}"
                                 f"{' (' + e.filename + ')' if getattr(e, 'filename', None) else ''}"
                                 f"; {out} is unchanged") from None
        except OSError as e:   # staging: a full disk, a quota, an I/O error, here or in a worker
            raise BuildError(f"cannot write {e.filename or tmp}: {e.strerror or e} (while staging the build; "
                             f"output dir {out} unchanged)") from None
        finally:
            # a second Ctrl-C does not cut the clean-up short; after the publish, a signal is not an interruption
            with _deferred_signals(held if published else None):
                if done_chunks is not None:
                    done_chunks.close()   # workers stopped (killed on an error or interrupt) before the stage goes
                drop_stage(tmp)
    late = [f"{signal.Signals(held[0]).name} arrived while {out} was being published: the build had finished, "
            f"so {out} holds the new library"] if held else []
    return {"out_dir": str(out), "manifest": str(out / MANIFEST), **manifest,
            "warnings": (store.warnings if store else []) + code_warnings(kspecs, kernels) + late}


def _forged(store: Cache, key: str, ks: KernelSpec, cached: dict, built: dict) -> str:
    """A cache hit whose bytes a rebuild does not reproduce (FLYGEN_TOOLCHAIN_CHECK=1): a forged or stale
    entry. The rebuilt bytes are in the output and in the cache now; the cached blobs that differ go to
    quarantine/. One warning line."""
    roles = [r for r in ("asm", "hsaco") if cached["sha256"][r] != built["sha256"][r]]
    moved = [r for r in roles if store.quarantine_blob(cached["sha256"][r])]
    what = " and ".join(".s" if r == "asm" else ".hsaco" for r in roles)
    return (f"cache entry {store.entry_path(key)} ({ks.name}) served {what} "
            f"bytes a rebuild does not reproduce (FLYGEN_TOOLCHAIN_CHECK=1): a forged or damaged cache; the rebuilt "
            f"bytes are used{', the cached blobs quarantined' if moved else ''}")


def portable_toolchain(tc) -> dict:
    """What of the toolchain decides the output bytes (route, LLVM version, tool style), without
    machine-specific paths: shards built on two machines must agree on it."""
    return {cap: [t.route, t.version, t.style] if t else None
            for cap, t in (("assemble", tc.assembler), ("link", tc.linker))}


def kernel_doc(ks: KernelSpec) -> list:
    return [ks.name, ks.family, ks.params, ks.file, ks.index, ks.sweep]


def shard_record(shard: tuple[int, int], every: list[KernelSpec], positions: list[int], tc) -> dict:
    """The manifest's `"shard"` entry: which shard of which build (the whole kernel list's digest,
    its length, each kernel's position in it), by which flygen code and toolchain."""
    return {"index": shard[0], "count": shard[1], "total": len(every), "positions": positions,
            "set": set_digest([kernel_doc(ks) for ks in every]), "code": code_identity(),
            "toolchain": portable_toolchain(tc)}


def code_warnings(kspecs: list[KernelSpec], kernels: list[dict]) -> list[str]:
    """Located warnings for kernels whose code does not fit the instruction cache (limits.ICACHE_BYTES, shared by
    2 CUs): they launch, but refetch instructions from L2 in every loop trip that does not fit."""
    from flygen.plan.codesize import icache_warning
    warns = (icache_warning(ks, k.get("code_bytes") or 0) for ks, k in zip(kspecs, kernels))
    return [w for w in warns if w]


def _holds(path: str, data: bytes) -> bool:
    """Whether `path` is a regular file (not a link to elsewhere) whose bytes are `data`."""
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode) or os.path.getsize(path) != len(data):
            return False
        with open(path, "rb") as f:
            return f.read() == data
    except OSError:
        return False


def _check_unique(kspecs: list[KernelSpec]) -> None:
    """Output files are named by kernel: two kernels of one name (from two spec files) would collide."""
    seen = {}
    for ks in kspecs:
        if ks.name in seen:
            a = seen[ks.name]
            raise BuildError(f"kernel name {ks.name!r} is given twice ({a.file} kernels[{a.index}], "
                             f"{ks.file} kernels[{ks.index}]): its output files would collide")
        seen[ks.name] = ks


def _publish(stage: str, out: str, files: list[str], listed: list[str] = ()) -> None:
    """Everything is built: move it into `out` (flygen.build.outdir.publish: a new dir renamed; an existing one
    through a journal, crash-consistent, with what a failure midway moved put back). The files the old
    manifest lists and `listed` (everything the new one lists) does not are removed as stale; other files in
    `out` are left alone."""
    from flygen.build.manifest import listed_files
    old = listed_files(out) if os.path.isdir(out) else None
    publish(stage, out, files, sorted((old or set()) - set(listed) - set(files)))


def manifest_json(manifest: dict) -> str:
    """The manifest as JSON with sorted keys, one kernel entry per line. json's `indent=` path is pure
    Python (5x slower than the C encoder on the 540-kernel GEMM library); a line per kernel still
    diffs and greps per kernel."""
    def field(key, value):
        if key == "kernels" and value:
            return '"kernels": [\n' + ",\n".join(json.dumps(e, sort_keys=True) for e in value) + "\n]"
        return f"{json.dumps(key)}: {json.dumps(value, sort_keys=True)}"
    return "{" + ",\n".join(field(k, manifest[k]) for k in sorted(manifest)) + "}\n"


@dataclass(frozen=True)
class _Job:
    """What every chunk of one build shares: the toolchain, the staging dir, the cache root."""
    tc: object
    stage: Path
    cache_root: Path | None


def compile_entries(tc, chunk: list[tuple[int, KernelSpec, str | None]], work: Path
                    ) -> list[tuple[int, dict, bytes, bytes]]:
    """Plan, render, assemble, link and read back one chunk inside `work` (an empty private dir):
    [(kernel index, manifest entry, .s bytes, .hsaco bytes)]. Local and cluster workers both run this.
    Every error names the kernel's spec location: assembler and plan errors carry it; another flygen
    error becomes a located BuildError, and any other exception (a bug) keeps its type and traceback and
    gets the location as a note; the kernel is found by building the chunk's kernels one by one."""
    try:
        return _compile_entries(tc, chunk, work)
    except (AssemblerError, PlanError, SpecError, SpecErrors, _Located):
        raise
    except Exception as e:   # noqa: BLE001 - located below, re-raised
        if isinstance(e, OSError) and e.errno in _STORAGE_ERRNOS:
            raise   # the disk, not a kernel: build() names the path
        at = _culprit(tc, chunk, work)
        if isinstance(e, FlygenError):
            raise _Located(f"{at}: {e}") from None
        e.add_note(f"flygen: while building {at}")
        raise


class _Located(BuildError):
    """A build error that already names the kernel's spec location."""


def _compile_entries(tc, chunk, work: Path) -> list[tuple[int, dict, bytes, bytes]]:
    built = [generate_one(ks) for _, ks, _ in chunk]
    try:
        hsacos = compile_chunk(tc, [(b.plan.name, b.asm) for b in built], work)
    except AssemblerError as e:   # say which kernel, with its template and spec
        b = next((b for b in built if f"{b.plan.name}.s" == e.source_name), None)
        raise (_Located(str(_assemble_error(b, e))) if b else BuildError(str(e))) from None
    out = []
    for (i, _, _), b, hsaco in zip(chunk, built, hsacos):
        asm_bytes = b.asm.encode()
        out.append((i, manifest_entry(b, asm_bytes, hsaco), asm_bytes, hsaco))
    return out


def _culprit(tc, chunk, work: Path) -> str:
    """The spec location of the first kernel of `chunk` that fails alone (all of them if none does)."""
    for n, item in enumerate(chunk):
        try:
            with scratch_dir(prefix=f"alone{n}-", dir=work) as alone:
                _compile_entries(tc, [item], Path(alone))
        except Exception:   # noqa: BLE001 - a probe: this kernel fails alone
            return spec_location(item[1])
    return "; ".join(spec_location(ks) for _, ks, _ in chunk)


def _place(store: Cache | None, stage: str, key: str | None, entry: dict, asm: bytes, hsaco: bytes) -> None:
    """A built kernel's files into the staging dir, and into the cache (blobs, linked from there with
    FLYGEN_CACHE_LINKS=1)."""
    if store:
        store.put(key, asm, hsaco, entry)
        store.place(entry, stage, asm, hsaco)
    else:
        write_new(os.path.join(stage, entry["files"]["asm"]), asm)
        write_new(os.path.join(stage, entry["files"]["hsaco"]), hsaco)


def _place_remote(results, store: Cache | None, stage: str):
    """Per chunk built elsewhere ([(i, entry, asm, hsaco)]), place its files here; yield {i: entry}."""
    for items, chunk in results:
        keys = {i: key for i, _, key in chunk}
        for i, entry, asm, hsaco in items:
            _place(store, stage, keys[i], entry, asm, hsaco)
        yield {i: entry for i, entry, _, _ in items}


def _build_chunk(job: _Job, chunk: list[tuple[int, KernelSpec, str | None]]) -> dict[int, dict]:
    """compile_entries, then write `<name>.s` / `<name>.hsaco` into the staging dir and the cache.
    Returns {kernel index: manifest entry}."""
    with scratch_dir(prefix=".chunk-", dir=job.stage) as work:
        built = compile_entries(job.tc, chunk, Path(work))
    store = Cache(job.cache_root) if job.cache_root else None
    keys = {i: key for i, _, key in chunk}
    for i, entry, asm, hsaco in built:
        _place(store, str(job.stage), keys[i], entry, asm, hsaco)
    return {i: entry for i, entry, _, _ in built}


def _portable(e: FlygenError) -> FlygenError:
    """The error itself if it survives pickling (to cross the process boundary), else its message."""
    try:
        pickle.loads(pickle.dumps(e))
        return e
    except Exception:
        return BuildError(str(e))


def _chunk_in_worker(job: _Job, chunk) -> dict[int, dict]:
    try:
        return _build_chunk(job, chunk)
    except FlygenError as e:
        raise _portable(e) from None


def _run_chunks(job: _Job, misses: list, jobs: int | None):
    """Yield each chunk's entries in input order; the first failing chunk in input order raises.
    One chunk or one job runs in this process; more go to forked worker processes."""
    workers = max(1, jobs or os.cpu_count() or 1)
    size = max(1, min(CHUNK, -(-len(misses) // workers)))
    chunks = [misses[i:i + size] for i in range(0, len(misses), size)]
    if workers == 1 or len(chunks) <= 1 or "fork" not in mp.get_all_start_methods():
        for c in chunks:
            yield _build_chunk(job, c)
        return
    # fork: workers inherit the loaded modules, templates and code hash (nothing re-imported)
    pool = ProcessPoolExecutor(max_workers=min(workers, len(chunks)), mp_context=mp.get_context("fork"),
                               initializer=worker_init, initargs=(os.getpid(),))
    finished = False
    try:
        futures = [pool.submit(_chunk_in_worker, job, c) for c in chunks]
        for fut in futures:
            yield fut.result()
        finished = True
    finally:
        with _deferred_signals():
            if finished:
                pool.shutdown()
            else:   # an error, an interrupt or the caller gave up: the other chunks' work is moot
                killed = stop_workers(pool)
                if job.cache_root is not None:   # a worker killed mid-put leaves its temp file
                    Cache(job.cache_root).remove_temp_of(killed)


def generate_one(ks: KernelSpec) -> Built:
    """Plan and render one kernel."""
    p = plan_kernel(ks)
    return Built(ks, p, render(p))


# --- interruption: signals, worker processes ------------------------------------------------------

_STORAGE_ERRNOS = {errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EIO}   # the disk, not a kernel


@contextlib.contextmanager
def _deferred_signals(keep: list | None = None):
    """SIGINT and SIGTERM arriving inside the block are held and delivered (to the handlers in force
    before) when it ends; with `keep`, appended to it instead (the work they would stop is done).
    Outside the main thread, where Python cannot set handlers, nothing is held."""
    got: list[int] = keep if keep is not None else []
    try:
        with handling(lambda n, _frame: got.append(n), TERMINATING):
            yield
    finally:
        if got and keep is None:
            signal.raise_signal(got[0])
