"""Cluster executor on Dask distributed (`pip install 'flygen[cluster]'`, `--scheduler tcp://HOST:8786`).

The client expands the specs and looks up its caches; what is left goes to the cluster as tasks: for a build,
chunks of (kernel index, KernelSpec, cache key), each compiled on a worker by flygen.build.pipeline.compile_entries
(the function local build workers run) and sent back as bytes that the client places, exactly as a local
build would; for verify, one task per case (KernelSpec, sizes, seed, waive), run by flygen.check.verify.run_case.

Workers must run the same flygen code (flygen.build.cache.code_identity) and, for builds, a toolchain of the same
route, LLVM version and style as the client's: a worker that differs fails the run with a one-line error,
so outputs are byte-identical to a local run. A worker that dies mid-task is survived: the scheduler
gives its tasks to another worker (up to `distributed.scheduler.allowed-failures` deaths per task, then
the run fails, naming the kernel). A failing kernel fails the run with its spec location; none is dropped.
"""
from __future__ import annotations

import contextlib
import secrets
from pathlib import Path

from flygen.scratch import scratch_dir
from flygen.build.pipeline import CHUNK, BuildError, compile_entries, generate_one, portable_toolchain, spec_location
from flygen.build.cache import code_identity
from flygen.errors import FlygenError
from flygen.toolchain import find_toolchain
from flygen.check.verify import run_case

CONNECT_TIMEOUT_S = 30


class Cluster:
    """The executor flygen.build.pipeline.build and flygen.check.verify.iter_verify are handed
    (`executor=Cluster(address)`): this module builds on both, so they never import it back."""

    def __init__(self, scheduler: str):
        self.scheduler = scheduler

    def build_chunks(self, tc, llvm_dir: str | None, misses: list):
        return build_on_cluster(self.scheduler, tc, llvm_dir, misses)

    def verify_cases(self, cases: list):
        return verify_on_cluster(self.scheduler, cases)


def _import_distributed():
    try:
        import distributed
    except ImportError:
        raise FlygenError("--scheduler needs Dask distributed: pip install 'flygen[cluster]'") from None
    return distributed


@contextlib.contextmanager
def client_for(scheduler: str):
    """A Dask client connected to `scheduler` (an address such as tcp://HOST:8786), closed afterwards."""
    distributed = _import_distributed()
    try:
        client = distributed.Client(scheduler, timeout=CONNECT_TIMEOUT_S, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as e:
        raise FlygenError(f"--scheduler {scheduler}: cannot connect: {e}") from None
    try:
        yield client
    finally:
        client.close()


def _check_worker(code: str) -> None:
    if code_identity() != code:
        raise FlygenError(f"worker {_host()}: runs other flygen code than the client "
                          f"(code identity {code_identity()[:12]} vs {code[:12]}): install the same flygen on every worker")


def _host() -> str:
    import socket
    return socket.gethostname()


_TOOLCHAINS: dict = {}


def _worker_toolchain(llvm_dir: str | None, want: dict):
    """This worker's toolchain (discovered once per process), which must match the client's."""
    from flygen.build.batch import batch_toolchain
    if llvm_dir not in _TOOLCHAINS:
        _TOOLCHAINS[llvm_dir] = batch_toolchain(find_toolchain(llvm_dir))
    tc = _TOOLCHAINS[llvm_dir]
    have = portable_toolchain(tc)
    if have != want:
        raise BuildError(f"worker {_host()}: toolchain {have} differs from the client's {want}: its bytes would "
                         "differ (install the same LLVM route and release on every worker)")
    return tc


def build_task(chunk: list, llvm_dir: str | None, want: dict, code: str) -> list:
    """On a worker: compile one chunk; [(kernel index, manifest entry, .s bytes, .hsaco bytes)]."""
    _check_worker(code)
    tc = _worker_toolchain(llvm_dir, want)
    with scratch_dir(prefix="flygen-chunk-") as work:
        return compile_entries(tc, chunk, Path(work))


def verify_task(ks, sizes: dict, seed: int, waive: tuple, asm_sha: str, code: str):
    """On a worker: plan, render and verify one case; (result, size names read, seconds, the worker's
    toolchain as flygen.build.pipeline.portable_toolchain gives it, for the results store)."""
    _check_worker(code)
    b = generate_one(ks)
    if b.asm_sha256 != asm_sha:
        raise FlygenError(f"{spec_location(ks)}: worker {_host()} rendered another .s than the client")
    tc = find_toolchain()
    return (*run_case(b, sizes, seed, waive, toolchain=tc), portable_toolchain(tc))


def _results_in_order(distributed, futures: list, where: list[str]):
    """Each future's result, in order. Worker deaths beyond the allowed failures and errors that are not
    flygen's own become located one-line FlygenErrors; the rest of the run is cancelled."""
    try:
        for fut, at in zip(futures, where):
            try:
                yield fut.result()
            except FlygenError:
                raise
            except distributed.KilledWorker as e:
                raise FlygenError(f"{at}: the workers running it died too often ({e}); see the workers' logs") from None
            except Exception as e:   # noqa: BLE001 - a worker-side bug, located instead of a remote traceback
                notes = [n[len("flygen: while building "):] for n in getattr(e, "__notes__", ())
                         if n.startswith("flygen: while building ")]
                raise FlygenError(f"{notes[0] if notes else at}: {type(e).__name__} on a worker: {e}") from None
    finally:
        for fut in futures:
            fut.cancel()


def build_on_cluster(scheduler: str, tc, llvm_dir: str | None, misses: list):
    """Yield ([(i, entry, asm, hsaco)], chunk) per chunk of `misses` ([(i, KernelSpec, key)]), in order."""
    distributed = _import_distributed()
    chunks = [misses[i:i + CHUNK] for i in range(0, len(misses), CHUNK)]
    if not chunks:
        return
    want, code, run = portable_toolchain(tc), code_identity(), secrets.token_hex(4)
    with client_for(scheduler) as client:
        futures = [client.submit(build_task, c, llvm_dir, want, code, key=f"flygen-build-{run}-{n}", pure=False)
                   for n, c in enumerate(chunks)]
        where = ["; ".join(spec_location(ks) for _, ks, _ in c) for c in chunks]
        for items, chunk in zip(_results_in_order(distributed, futures, where), chunks):
            yield items, chunk


def verify_on_cluster(scheduler: str, cases: list):
    """Yield (result, reads, seconds, toolchain) per case ((Built, sizes, seed, waive)), in order."""
    distributed = _import_distributed()
    if not cases:
        return
    code, run = code_identity(), secrets.token_hex(4)
    with client_for(scheduler) as client:
        futures = [client.submit(verify_task, b.spec, sizes, seed, tuple(waive), b.asm_sha256, code,
                                 key=f"flygen-verify-{run}-{n}", pure=False)
                   for n, (b, sizes, seed, waive) in enumerate(cases)]
        yield from _results_in_order(distributed, futures, [spec_location(b.spec) for b, _, _, _ in cases])
