"""Ordered results from forked worker processes (`flygen verify -j N`).

`run_ordered(fn, n, jobs)` yields fn(0) .. fn(n-1) in that order, each as soon as it and every one before
it are done, while up to `jobs` forked processes work ahead; `on_done(i, value)` runs in this process as
each one finishes, in finishing order (to record it at once and count progress). A worker that dies is
survived: what it took down runs again, each item alone in a fresh process. Fork, because workers
then inherit `fn` and what it reads (plans, rendered text, the toolchain) and only the index crosses the
process boundary; results come back pickled.

Workers are handled as the build's (flygen.build.pipeline): each leaves the terminal's process group (Ctrl-C reaches
only the parent, which decides), dies with the parent even on SIGKILL (PR_SET_PDEATHSIG), and is
SIGKILLed with its process group (the assembler it may be running) when the parent stops early.
"""
from __future__ import annotations

import multiprocessing as mp
import os
import signal
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from typing import Callable

from flygen.errors import FlygenError

_WORK: dict[int, Callable] = {}   # token -> fn, set before the fork so that workers inherit it


def _call(token: int, i: int):
    try:
        return _WORK[token](i)
    except FlygenError as e:    # subclasses may not unpickle in the parent: the message is what matters
        raise FlygenError(str(e)) from None


def worker_init(parent: int) -> None:
    """In each forked worker (build's and verify's): the parent alone decides on interruption (Ctrl-C reaches
    the terminal's process group, which the worker leaves; SIGTERM kills it outright), and the worker (with the
    assembler it runs, in its process group) dies with the parent, even when the parent is SIGKILLed."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    try:
        os.setpgrp()
    except OSError:
        pass
    try:
        import ctypes
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL, 0, 0, 0)   # PR_SET_PDEATHSIG (Linux)
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:   # the parent died before prctl
        os._exit(1)


def stop_workers(pool: ProcessPoolExecutor) -> list[int]:
    """Stop a pool's workers now: queued work cancelled, each worker's process group (the worker and the
    assembler or linker it runs) SIGKILLed and reaped, so nothing writes anywhere after. Returns their PIDs
    (a worker killed mid-write leaves a temp file named by its PID: flygen.build.cache.Cache.remove_temp_of)."""
    procs = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for p in procs:
        for kill in (lambda: os.killpg(p.pid, signal.SIGKILL), p.kill):
            try:
                kill()
            except (OSError, ValueError, AttributeError):
                pass
    for p in procs:
        p.join(10)
    return [p.pid for p in procs]


def _isolated(token: int, i: int, where) -> object:
    """Item i alone in a fresh worker process: a second death is the item's own (its memory, a crash)."""
    pool = ProcessPoolExecutor(max_workers=1, mp_context=mp.get_context("fork"),
                               initializer=worker_init, initargs=(os.getpid(),))
    finished = False
    try:
        value = pool.submit(_call, token, i).result()
        finished = True
        return value
    except BrokenProcessPool:
        raise FlygenError(f"{where(i) if where else f'item {i}'}: its verify worker process died, twice "
                          "(killed, or out of memory: verify a smaller shape)") from None
    finally:
        pool.shutdown() if finished else stop_workers(pool)


def _broken(fut) -> bool:
    return isinstance(fut.exception(), BrokenProcessPool)


def run_ordered(fn: Callable, n: int, jobs: int, on_done: Callable | None = None,
                where: Callable[[int], str] | None = None):
    """Yield fn(i) for i in range(n), in order. One job (or one item, or no fork) runs here, in this
    process. An exception is raised when its item's turn comes (the first failing item in order wins).
    A worker that dies (SIGKILL, the OOM killer) takes the pool down: the items it had not finished run
    again one by one, each in a fresh process, and one whose process dies again is a FlygenError
    located by `where(i)`."""
    workers = max(1, min(jobs, n))
    if workers == 1 or "fork" not in mp.get_all_start_methods():
        for i in range(n):
            value = fn(i)
            if on_done:
                on_done(i, value)
            yield value
        return
    token = id(fn)
    _WORK[token] = fn
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=mp.get_context("fork"),
                               initializer=worker_init, initargs=(os.getpid(),))
    finished = False
    try:
        futures = [pool.submit(_call, token, i) for i in range(n)]
        index = {f: i for i, f in enumerate(futures)}
        done = [False] * n
        nxt = 0
        for fut in as_completed(futures):
            i = index[fut]
            done[i] = True
            if on_done and fut.exception() is None:
                on_done(i, fut.result())
            while nxt < n and done[nxt] and not _broken(futures[nxt]):
                value = futures[nxt].result()
                nxt += 1
                yield value
        for i in range(nxt, n):      # only after a worker died: what it took down, one by one
            if _broken(futures[i]):
                value = _isolated(token, i, where)
                if on_done:
                    on_done(i, value)
            else:
                value = futures[i].result()
            yield value
        finished = True
    finally:
        _WORK.pop(token, None)
        if finished:
            pool.shutdown()
        else:   # an error, an interrupt or the caller stopped reading: the rest is moot
            stop_workers(pool)
