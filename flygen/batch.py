"""Assemble and link many kernels fast, with bytes equal to assembling and linking each kernel alone.

Three ways, fastest first, per chunk of kernels:
1. bundle: one assembler run for the whole chunk (flygen.toolchain.bundle), each kernel's object cut
   out in Python and linked in-process (flygen.toolchain.shlink);
2. one assembler run per kernel (a clang driver takes the chunk in one call), linked in-process;
3. the real linker, one `ld.lld` per kernel.
1 and 2 are trusted only after a calibration: the first kernel a process builds goes the plain way
(assembler + ld.lld) and through 1 and 2 as well; any byte difference switches the faster way off for
the process (a different lld release, say). `FLYGEN_FAST_TOOLCHAIN=0` always takes 3;
`FLYGEN_TOOLCHAIN_CHECK=1` compares every kernel's fast bytes with the plain route and fails the
build on a difference.
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
from flygen.toolchain import bundle
from flygen.toolchain.discover import route_tool
from flygen.toolchain.elfobj import read_relobject
from flygen.toolchain.shlink import comment_of, link_shared
from flygen.toolchain.tools import TIMEOUT_S, TRIPLE, _assemble_argv, _link_argv

CHUNK = 8   # kernels per task: amortises assembler start-up (bundles of 8-16 assemble fastest per
            # kernel; larger ones get slower), keeps both cores busy to the end
# A minimal kernel with what a bundle must keep apart: .set symbols, a .L label, a metadata note.
PROBE = """        .set s_probe, 2
        .set v_probe, 1
        .text
        .globl  flygen_bundle_probe
        .p2align 8
        .type   flygen_bundle_probe,@function
flygen_bundle_probe:
        v_mov_b32 v[v_probe], s[s_probe]
.Lflygen_bundle_probe_end:
        s_endpgm
        .size   flygen_bundle_probe, .Lflygen_bundle_probe_end-flygen_bundle_probe
        .rodata
        .p2align 6
        .amdhsa_kernel flygen_bundle_probe
                .amdhsa_next_free_vgpr 2
                .amdhsa_next_free_sgpr 3
                .amdhsa_accum_offset 4
        .end_amdhsa_kernel
        .amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx950
amdhsa.kernels:
  - .name: flygen_bundle_probe
    .symbol: flygen_bundle_probe.kd
    .kernarg_segment_size: 0
    .kernarg_segment_align: 4
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 3
    .vgpr_count: 2
    .max_flat_workgroup_size: 64
...
        .end_amdgpu_metadata
"""
_CALIBRATED: dict[tuple, tuple[str | None, bool]] = {}   # per process: toolchain -> (lld comment, bundles ok)


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
    if len(idx) < 2:
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


def _calibrate(tc, items, work: Path, mcpu: str) -> tuple[bytes, tuple[str | None, bool]]:
    """Build items[0] the plain way and both fast ways; returns its HSACO and (comment, bundles ok)."""
    obj = _assemble_each(tc, items[:1], work, mcpu, stem="cal")[0]
    ref = _lld(tc, obj, work, "cal")
    comment = comment_of(ref)
    if comment is None or link_shared(read_relobject(obj), comment) != ref:
        return ref, (None, False)
    # items[0] second in a bundle after a probe kernel: sections not first, the probe's symbols poisoned
    part = bundle.parse(items[0][1], 0)
    if part is None:
        return ref, (comment, False)
    probe = "\n".join(part.header) + "\n" + PROBE
    pair = _bundled(tc, [("flygen_bundle_probe", probe), items[0]], work, mcpu, comment)
    return ref, (comment, pair[1] == ref)


def compile_chunk(tc, items: list[tuple[str, str]], work: Path, mcpu: str = "gfx950") -> list[bytes]:
    """HSACO bytes for each (name, source), each as if assembled and linked alone, inside `work` (an
    empty private directory). AssemblerError names the failing source (`<name>.s`); a link failure
    raises ToolchainError."""
    out: list[bytes | None] = [None] * len(items)
    fast = _env_on("FLYGEN_FAST_TOOLCHAIN", True) and tc.assembler is not None and tc.linker is not None
    comment, bundles = None, False
    if fast and items:
        key = (tc.assembler.argv, tc.assembler.version, tc.linker.argv, tc.linker.version, mcpu)
        if key not in _CALIBRATED:
            out[0], _CALIBRATED[key] = _calibrate(tc, items, work, mcpu)
        comment, bundles = _CALIBRATED[key]
    todo = [i for i in range(len(items)) if out[i] is None]
    if comment is not None and bundles and len(todo) > 1:
        for i, h in zip(todo, _bundled(tc, [items[i] for i in todo], work, mcpu, comment)):
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
        with tempfile.TemporaryDirectory(prefix="flygen-batch-") as tmp:
            for (name, _), h in zip(chunk, compile_chunk(tc, chunk, Path(tmp), mcpu)):
                (out / f"{name}.hsaco").write_bytes(h)
        return len(chunk)

    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(run, c) for c in chunks]
        for fut in futures:
            n = fut.result()
            if progress:
                progress(n)
