"""Assemble and link many kernels fast: many sources per assembler process when the assembler is a
clang driver (one driver start per chunk; it still runs one cc1as per input), one process per source
for llvm-mc; each kernel linked alone (one HSACO per kernel) in the chunk's own directory. Output bytes
equal `Toolchain.assemble` + `Toolchain.link` of each kernel alone (tested).
"""
from __future__ import annotations

import os
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Callable

from flygen.errors import ToolchainError
from flygen.toolchain.discover import route_tool
from flygen.toolchain.tools import TIMEOUT_S, TRIPLE, _assemble_argv, _link_argv

CHUNK = 8   # sources per task: amortises the driver start, keeps both cores busy to the end


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


def compile_chunk(tc, items: list[tuple[str, str]], work: Path, mcpu: str = "gfx950") -> list[Path]:
    """Assemble and link each (name, source) alone inside `work` (an empty private directory); returns
    the HSACO paths `work/k<i>.hsaco`. A source the batch could not assemble is assembled again alone
    by `tc.assemble`, whose AssemblerError (source_name `<name>.s`) carries diagnostics; a link failure
    raises ToolchainError."""
    files = [f"k{i}.s" for i in range(len(items))]
    for f, (_, text) in zip(files, items):
        (work / f).write_text(text, encoding="utf-8")
    driver = _driver_argv(tc, mcpu)
    if driver is not None:
        ok = [_ok([*driver, *files], str(work))] * len(files)
    else:
        tool = tc._need("assemble")
        ok = [_ok(_assemble_argv(tool, mcpu, obj=f[:-2] + ".o", src=f), str(work)) for f in files]
    for f, (name, text), good in zip(files, items, ok):
        if not good or not (work / (f[:-2] + ".o")).exists():
            tc.assemble(text, work / (f[:-2] + ".o"), mcpu=mcpu, source_name=f"{name}.s")
    linker = tc._need("link")
    out = []
    for f in files:
        obj, hsaco = f[:-2] + ".o", f[:-2] + ".hsaco"
        proc = subprocess.run(_link_argv(linker, [obj], out=hsaco), cwd=work, capture_output=True,
                              encoding="utf-8", errors="replace", timeout=TIMEOUT_S, check=False)
        if proc.returncode != 0 or not (work / hsaco).exists():
            msg = (proc.stderr.strip().splitlines() or ["linker failed with no message"])[0]
            raise ToolchainError(f"link failed: {msg}")
        out.append(work / hsaco)
    return out


def assemble_and_link(tc, items: list[tuple[str, str]], out: Path, *, jobs: int | None = None,
                      mcpu: str = "gfx950", progress: Callable[[int], None] | None = None) -> None:
    """For each (name, asm text): write out/<name>.o and out/<name>.hsaco, chunks in a thread pool.
    Errors (AssemblerError, ToolchainError) propagate; the first failing chunk in input order wins."""
    if not items:
        return
    workers = max(1, jobs or os.cpu_count() or 1)
    chunks = [items[i:i + CHUNK] for i in range(0, len(items), CHUNK)]

    def run(chunk):
        with tempfile.TemporaryDirectory(prefix="flygen-batch-") as tmp:
            hsacos = compile_chunk(tc, chunk, Path(tmp), mcpu)
            for (name, _), h in zip(chunk, hsacos):
                os.replace(h.with_suffix(".o"), out / f"{name}.o")
                os.replace(h, out / f"{name}.hsaco")
        return len(chunk)

    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(run, c) for c in chunks]
        for fut in futures:
            n = fut.result()
            if progress:
                progress(n)
