"""The ``Toolchain``: assemble, link, disassemble with whichever tools discovery found.

Every run happens in a private temp dir with fixed file names (``input.s``, ``out.o``), so outputs and
messages never depend on the caller's paths; results are moved into place atomically.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

from flygen.scratch import scratch_dir
from flygen.errors import ToolchainError
from flygen.toolchain.diagnostics import AssemblerError, parse_diagnostics
from flygen.toolchain.discover import CANDIDATES, REQUIRED, Tool, env_key, resolve_all, route_tool

TRIPLE = "amdgcn-amd-amdhsa"
TIMEOUT_S = 300
_SRC, _OBJ, _OUT = "input.s", "out.o", "out.hsaco"


def _assemble_argv(tool: Tool, mcpu: str, obj: str = _OBJ, src: str = _SRC) -> list[str]:
    if tool.style == "mc":
        return [*tool.argv, f"-triple={TRIPLE}", f"-mcpu={mcpu}", "-filetype=obj", "-o", obj, src]
    return [*tool.argv, "-cc1as", "-triple", TRIPLE, "-target-cpu", mcpu, "-filetype", "obj", "-o", obj, src]


def _link_argv(tool: Tool, objs: Sequence[str], out: str = _OUT) -> list[str]:
    # --build-id=none: never embed a content hash section that differs between lld builds/options.
    return [*tool.argv, "-shared", "--build-id=none", "-o", out, *objs]


def _run(argv: list[str], cwd: str) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(argv, cwd=cwd, capture_output=True, encoding="utf-8", errors="replace",
                              timeout=TIMEOUT_S, check=False)
    except OSError as e:
        raise ToolchainError(f"cannot run {argv[0]}: {e}") from e
    except subprocess.TimeoutExpired as e:
        raise ToolchainError(f"{argv[0]} timed out after {TIMEOUT_S} s") from e


def _place(src: Path, dst: Path) -> None:
    """Move ``src`` to ``dst`` atomically (copy to a sibling temp name, then rename)."""
    dst = Path(dst)
    dst.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{dst.name}.", dir=dst.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(src.read_bytes())
        os.replace(tmp, dst)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


@dataclass(frozen=True)
class Toolchain:
    """Resolved tools per capability; ``None`` where nothing was found (only disassemble may be None
    in a toolchain returned by ``find_toolchain``)."""

    assembler: Tool | None
    linker: Tool | None
    disassembler: Tool | None
    tried: dict  # capability -> places searched, for messages

    def _need(self, cap: str) -> Tool:
        tool = {"assemble": self.assembler, "link": self.linker, "disassemble": self.disassembler}[cap]
        if tool is None:
            names = "/".join(n for n, _ in CANDIDATES[cap])
            raise ToolchainError(f"no tool to {cap} ({names}); tried: {'; '.join(self.tried.get(cap, ()))}")
        return tool

    def assemble(self, source_text: str, obj_path: Path, *, mcpu: str = "gfx950",
                 source_name: str = "") -> None:
        """Assemble ``source_text`` to an ELF object at ``obj_path``; AssemblerError carries diagnostics."""
        tool = self._need("assemble")
        with scratch_dir(prefix="flygen-as-") as tmp:
            Path(tmp, _SRC).write_text(source_text, encoding="utf-8")
            proc = _run(_assemble_argv(tool, mcpu), tmp)
            if proc.returncode != 0 or not Path(tmp, _OBJ).exists():
                diags = parse_diagnostics(proc.stderr, source_text, _SRC)
                raise AssemblerError(diags, raw=proc.stderr, source_name=source_name)
            _place(Path(tmp, _OBJ), Path(obj_path))

    def assemble_many(self, jobs: Iterable[tuple[str, Path]], *, mcpu: str = "gfx950",
                      workers: int | None = None) -> None:
        """Assemble several sources in parallel (one process each; llvm-mc and cc1as take one input).
        Raises the error of the first failing job in input order."""
        jobs = list(jobs)
        n = workers or min(len(jobs), os.cpu_count() or 1) or 1
        with ThreadPoolExecutor(max_workers=n) as pool:
            futures = [pool.submit(self.assemble, text, path, mcpu=mcpu) for text, path in jobs]
        for fut in futures:
            fut.result()

    def link(self, obj_paths: Sequence[Path], hsaco_path: Path) -> None:
        """Link objects into a shared-object code object (HSACO) at ``hsaco_path``."""
        tool = self._need("link")
        with scratch_dir(prefix="flygen-ld-") as tmp:
            # Copy inputs under fixed names so nothing about the caller's paths can reach the output.
            names = []
            for i, p in enumerate(obj_paths):
                name = f"in{i}.o"
                shutil.copyfile(p, Path(tmp, name))
                names.append(name)
            proc = _run(_link_argv(tool, names), tmp)
            if proc.returncode != 0 or not Path(tmp, _OUT).exists():
                msg = (proc.stderr.strip().splitlines() or ["linker failed with no message"])[0]
                raise ToolchainError(f"link failed: {msg}")
            _place(Path(tmp, _OUT), Path(hsaco_path))

    def disassemble(self, hsaco_path: Path, *, mcpu: str = "gfx950") -> str:
        """llvm-objdump listing of ``hsaco_path`` (optional capability)."""
        tool = self._need("disassemble")
        proc = _run([*tool.argv, "-d", f"--mcpu={mcpu}", str(Path(hsaco_path).resolve())], os.getcwd())
        if proc.returncode != 0:
            raise ToolchainError(f"disassemble failed: {proc.stderr.strip()}")
        return proc.stdout

    def describe(self) -> dict:
        """Per capability: route, path, version (or None with the places tried)."""
        out = {}
        for cap, tool in (("assemble", self.assembler), ("link", self.linker),
                          ("disassemble", self.disassembler)):
            if tool is None:
                out[cap] = {"available": False, "required": cap in REQUIRED,
                            "tried": list(self.tried.get(cap, ()))}
            else:
                out[cap] = {"available": True, "required": cap in REQUIRED, "route": tool.route,
                            "path": tool.path, "version": tool.version, "command": list(tool.argv)}
        return out


def probe_toolchain(llvm_dir: str | os.PathLike | None = None) -> Toolchain:
    """Resolve every capability without failing when some are missing (used by ``doctor``)."""
    d = str(llvm_dir) if llvm_dir else os.environ.get("FLYGEN_LLVM") or None
    found = resolve_all(d, env_key())
    return Toolchain(found["assemble"][0], found["link"][0], found["disassemble"][0],
                     {cap: tried for cap, (_, tried) in found.items()})


def route_toolchain(route: str, llvm_dir: str | os.PathLike | None = None) -> Toolchain:
    """A toolchain using only ``route`` (rocm/system/ziglang/override) for every capability; missing
    capabilities are None with the reason in ``tried``. Lets tests and doctor exercise each route."""
    tools, tried = {}, {}
    for cap in CANDIDATES:
        tools[cap], why = route_tool(cap, route, str(llvm_dir) if llvm_dir else None)
        tried[cap] = (f"{route}: {why}",) if why else ()
    return Toolchain(tools["assemble"], tools["link"], tools["disassemble"], tried)


def find_toolchain(llvm_dir: str | os.PathLike | None = None) -> Toolchain:
    """The toolchain to build with; raises ToolchainError naming each missing required capability."""
    tc = probe_toolchain(llvm_dir)
    missing = [cap for cap in REQUIRED if getattr(tc, {"assemble": "assembler", "link": "linker"}[cap]) is None]
    if missing:
        detail = "; ".join(f"{cap} (tried: {', '.join(tc.tried[cap])})" for cap in missing)
        raise ToolchainError(f"toolchain incomplete, missing {detail}; install ROCm, LLVM>=20 "
                             f"(llvm-mc, ld.lld) or `pip install ziglang`, or set FLYGEN_LLVM=DIR")
    return tc
