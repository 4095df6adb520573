"""Assemble and link many kernels fast: many sources per assembler process when the assembler is a
clang driver (it runs cc1as in-process once per input), one process per source for llvm-mc; links in a
thread pool. Output bytes equal `Toolchain.assemble` + `Toolchain.link` of each kernel alone (tested).
"""
from __future__ import annotations

import os
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Callable

from flygen.toolchain.tools import TIMEOUT_S, TRIPLE

CHUNK = 32   # sources per assembler process: amortises start-up, keeps workers busy to the end


def _driver_argv(tc, mcpu: str) -> list[str] | None:
    a = tc.assembler
    return [*a.argv, "-target", TRIPLE, f"-mcpu={mcpu}", "-c"] if a is not None and a.style == "cc1as" else None


def _assemble_chunk(tc, argv: list[str] | None, items: list[tuple[str, str]], out: Path, mcpu: str) -> None:
    """Objects `out/<name>.o`; on any batch failure, fall back to one call per source (whose
    AssemblerError carries diagnostics)."""
    if argv is not None:
        with tempfile.TemporaryDirectory(prefix="flygen-asb-") as tmp:
            files = [f"k{i}.s" for i in range(len(items))]
            for f, (_, text) in zip(files, items):
                Path(tmp, f).write_text(text, encoding="utf-8")
            try:
                proc = subprocess.run([*argv, *files], cwd=tmp, capture_output=True, text=True,
                                      timeout=TIMEOUT_S, check=False)
                ok = proc.returncode == 0
            except (OSError, subprocess.TimeoutExpired):
                ok = False
            if ok:
                for f, (name, _) in zip(files, items):
                    os.replace(Path(tmp, f[:-2] + ".o"), out / f"{name}.o")
                return
    for name, text in items:
        tc.assemble(text, out / f"{name}.o", mcpu=mcpu)


def assemble_and_link(tc, items: list[tuple[str, str]], out: Path, *, jobs: int | None = None,
                      mcpu: str = "gfx950", progress: Callable[[int], None] | None = None) -> None:
    """For each (name, asm text): write out/<name>.o and out/<name>.hsaco. Errors (AssemblerError,
    ToolchainError) propagate; the first failing chunk in input order wins."""
    if not items:
        return
    argv = _driver_argv(tc, mcpu)
    workers = max(1, jobs or os.cpu_count() or 1)
    size = CHUNK if argv is not None else 1
    chunks = [items[i:i + size] for i in range(0, len(items), size)]

    def run(chunk):
        _assemble_chunk(tc, argv, chunk, out, mcpu)
        for name, _ in chunk:
            tc.link([out / f"{name}.o"], out / f"{name}.hsaco")
        return len(chunk)

    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(run, c) for c in chunks]
        for fut in futures:
            n = fut.result()
            if progress:
                progress(n)
