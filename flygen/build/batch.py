"""Assemble and link many kernels fast, with bytes equal to assembling and linking each kernel alone.

Three ways, fastest first, per chunk of kernels:
1. bundle: one assembler run for the whole chunk (flygen.toolchain.bundle), each kernel's object cut
   out in Python and linked in-process (flygen.toolchain.shlink);
2. one assembler run per kernel (a clang driver takes the chunk in one call), linked in-process;
3. the real linker, one `ld.lld` per kernel.
1 and 2 are trusted only after a calibration per process (`compile_chunk`): a kernel built the plain
way (assembler + ld.lld) must come out byte-identical from the in-process linker and from a bundle;
any difference switches that way off for the process (a different lld release, say). `FLYGEN_FAST_TOOLCHAIN=0` always takes 3;
`FLYGEN_TOOLCHAIN_CHECK=1` compares every kernel's fast bytes with the plain route and fails the
build on a difference.
"""
from __future__ import annotations

import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Callable

from flygen.scratch import scratch_dir
from flygen.errors import ToolchainError
from flygen.toolchain import bundle
from flygen.toolchain.discover import route_tool
from flygen.toolchain.elfobj import read_relobject
from flygen.toolchain.shlink import comment_of, link_shared
from flygen.toolchain.tools import TIMEOUT_S, TRIPLE, _assemble_argv, _link_argv

CHUNK = 8   # kernels per task: amortises assembler start-up (bundles of 8-16 assemble fastest per
            # kernel; larger ones get slower), keeps both cores busy to the end
# Per process and toolchain: {"comment": lld's .comment or None (in-process link off), "bundles": True /
# False / None (not yet tried)}.
_CALIBRATED: dict[tuple, dict] = {}


def batch_toolchain(tc):
    """The toolchain the batch path uses: `tc`, except that when discovery found llvm-mc (one process per
    source) and the ziglang wheel's clang driver is the same LLVM release, the driver assembles
    (same object bytes: one LLVM MC layer, tested; one driver start per chunk; ~40% less assembler
    CPU on GEMM kernels). The linker is never swapped: lld writes its own build into `.comment`."""
    a = tc.assembler
    if a is None or a.style != "mc" or a.route != "system":   # an explicit --llvm dir is exclusive
        return tc
    zig, _ = route_tool("assemble", "ziglang")
    return replace(tc, assembler=zig) if zig is not None and zig.version == a.version else tc


def _driver_argv(tc, mcpu: str) -> list[str] | None:
    a = tc.assembler
    return [*a.argv, "-target", TRIPLE, f"-mcpu={mcpu}", "-c"] if a is not None and a.style == "cc1as" else None


def _ok(argv: list[str], cwd: str) -> bool:
    try:
        return subprocess.run(argv, cwd=cwd, capture_output=True, timeout=TIMEOUT_S, check=False).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def _env_on(name: str, default: bool) -> bool:
    v = os.environ.get(name)
    return default if v is None else v.strip().lower() not in ("0", "no", "off", "false", "")


def _assemble_each(tc, items: list[tuple[str, str]], work: Path, mcpu: str, stem: str = "k") -> list[bytes]:
    """Object bytes per source, one assembler run per source (one driver call for all when the
    assembler is a clang driver). A source that fails is assembled again alone by `tc.assemble`, whose
    AssemblerError (source_name `<name>.s`) carries diagnostics."""
    files = [f"{stem}{i}.s" for i in range(len(items))]
    for f, (_, text) in zip(files, items):
        (work / f).write_text(text, encoding="utf-8")
    driver = _driver_argv(tc, mcpu)
    if driver is not None:
        ok = [_ok([*driver, *files], str(work))] * len(files)
    else:
        tool = tc._need("assemble")
        ok = [_ok(_assemble_argv(tool, mcpu, obj=f[:-2] + ".o", src=f), str(work)) for f in files]
    objs = []
    for f, (name, text), good in zip(files, items, ok):
        obj = work / (f[:-2] + ".o")
        if not good or not obj.exists():
            tc.assemble(text, obj, mcpu=mcpu, source_name=f"{name}.s")
        objs.append(obj.read_bytes())
    return objs


def _lld(tc, obj: bytes, work: Path, stem: str) -> bytes:
    """Link one object with the real linker."""
    (work / f"{stem}.o").write_bytes(obj)
    hsaco = f"{stem}.hsaco"
    proc = subprocess.run(_link_argv(tc._need("link"), [f"{stem}.o"], out=hsaco), cwd=work, capture_output=True,
                          encoding="utf-8", errors="replace", timeout=TIMEOUT_S, check=False)
    if proc.returncode != 0 or not (work / hsaco).exists():
        msg = (proc.stderr.strip().splitlines() or ["linker failed with no message"])[0]
        raise ToolchainError(f"link failed: {msg}")
    return (work / hsaco).read_bytes()


def _bundled(tc, items: list[tuple[str, str]], work: Path, mcpu: str, comment: str) -> list[bytes | None]:
    """HSACO bytes per source through one assembler run; None for sources outside the bundle subset
    (or all None when the bundle does not assemble: the per-kernel path then reports the error)."""
    parts = [bundle.parse(text, i) for i, (_, text) in enumerate(items)]
    out: list[bytes | None] = [None] * len(items)
    head = next((p.header for p in parts if p is not None), None)
    idx = [i for i, p in enumerate(parts) if p is not None and p.header == head]
    if not idx:
        return out
    chosen = [parts[i] for i in idx]
    src = work / "bundle.s"
    src.write_text(bundle.bundle_source(chosen), encoding="utf-8")
    tool = tc._need("assemble")
    if not _ok(_assemble_argv(tool, mcpu, obj="bundle.o", src="bundle.s"), str(work)) or \
            not (work / "bundle.o").exists():
        return out
    for i, obj in zip(idx, bundle.split(read_relobject((work / "bundle.o").read_bytes()), chosen)):
        out[i] = link_shared(obj, comment) if obj is not None else None
    return out


def _plain(tc, item: tuple[str, str], work: Path, mcpu: str) -> bytes:
    """One source assembled alone and linked by the real linker."""
    return _lld(tc, _assemble_each(tc, [item], work, mcpu, stem="ref")[0], work, "ref")


def compile_chunk(tc, items: list[tuple[str, str]], work: Path, mcpu: str = "gfx950") -> list[bytes]:
    """HSACO bytes for each (name, source), each as if assembled and linked alone, inside `work` (an
    empty private directory). AssemblerError names the failing source (`<name>.s`); a link failure
    raises ToolchainError.

    Calibration, once per process and toolchain: the first kernel is built the plain way and linked
    in-process too (equal bytes, else the in-process link is off); the first time a chunk is bundled,
    a plainly built kernel rides last in the bundle (after the others: renamed sections, poisoned
    symbols) and must come out equal, else bundles are off."""
    out: list[bytes | None] = [None] * len(items)
    fast = _env_on("FLYGEN_FAST_TOOLCHAIN", True) and tc.assembler is not None and tc.linker is not None
    state = {"comment": None, "bundles": False}
    if fast and items:
        key = (tc.assembler.argv, tc.assembler.version, tc.linker.argv, tc.linker.version, mcpu)
        if key not in _CALIBRATED:
            obj = _assemble_each(tc, items[:1], work, mcpu, stem="cal")[0]
            out[0] = _lld(tc, obj, work, "cal")
            comment = comment_of(out[0])
            ok = comment is not None and link_shared(read_relobject(obj), comment) == out[0]
            _CALIBRATED[key] = {"comment": comment if ok else None, "bundles": None if ok else False}
        state = _CALIBRATED[key]
    comment = state["comment"]
    todo = [i for i in range(len(items)) if out[i] is None]
    if comment is not None and state["bundles"] is not False and len(items) > 1:
        ref = None
        if state["bundles"] is None:   # calibrate with a kernel built plainly, placed last
            ref = next((i for i in range(len(items)) if out[i] is not None), None)
            if ref is None:
                ref = todo.pop(0)
                out[ref] = _plain(tc, items[ref], work, mcpu)
        group = todo + ([ref] if ref is not None else [])
        got = _bundled(tc, [items[i] for i in group], work, mcpu, comment)
        if ref is not None and got[-1] is not None:   # None: ref outside the subset or a bad chunk; retry later
            state["bundles"] = got[-1] == out[ref]
        if state["bundles"]:
            for i, h in zip(todo, got):
                out[i] = h
        todo = [i for i in todo if out[i] is None]
    objs = _assemble_each(tc, [items[i] for i in todo], work, mcpu) if todo else []
    for i, obj in zip(todo, objs):
        h = link_shared(read_relobject(obj), comment) if comment is not None else None
        out[i] = h if h is not None else _lld(tc, obj, work, f"k{i}")
    if comment is not None and _env_on("FLYGEN_TOOLCHAIN_CHECK", False):
        plain = _assemble_each(tc, items, work, mcpu, stem="chk")
        for (name, _), obj, h in zip(items, plain, out):
            if _lld(tc, obj, work, "chk") != h:
                raise ToolchainError(f"{name}: in-process link differs from {tc.linker.path} "
                                     f"(FLYGEN_FAST_TOOLCHAIN=0 builds with the real tools)")
    return out


def assemble_and_link(tc, items: list[tuple[str, str]], out: Path, *, jobs: int | None = None,
                      mcpu: str = "gfx950", progress: Callable[[int], None] | None = None) -> None:
    """For each (name, asm text): write out/<name>.hsaco, chunks in a thread pool.
    Errors (AssemblerError, ToolchainError) propagate; the first failing chunk in input order wins."""
    if not items:
        return
    workers = max(1, jobs or os.cpu_count() or 1)
    chunks = [items[i:i + CHUNK] for i in range(0, len(items), CHUNK)]

    def run(chunk):
        with scratch_dir(prefix="flygen-batch-") as tmp:
            for (name, _), h in zip(chunk, compile_chunk(tc, chunk, Path(tmp), mcpu)):
                (out / f"{name}.hsaco").write_bytes(h)
        return len(chunk)

    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(run, c) for c in chunks]
        for fut in futures:
            n = fut.result()
            if progress:
                progress(n)
