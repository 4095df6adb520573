"""Find an LLVM tool for each capability (assemble, link, disassemble), each resolved on its own.

Search order: override dir (``--llvm DIR`` / ``FLYGEN_LLVM``), ROCm, a system LLVM >= 20 (PATH, versioned
names like ``llvm-mc-22``, ``/usr/lib/llvm-NN/bin``), then the ``ziglang`` wheel. Tools run from argument
lists, never a shell.
"""
from __future__ import annotations

import functools
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

MIN_LLVM_MAJOR = 20

# capability -> candidate program names, best first, with the argument style each speaks.
# "mc" = llvm-mc flags, "cc1as" = clang -cc1as flags; link/disassemble have one style each.
CANDIDATES: dict[str, list[tuple[str, str]]] = {
    "assemble": [("llvm-mc", "mc"), ("clang", "cc1as")],
    "link": [("ld.lld", "lld")],
    "disassemble": [("llvm-objdump", "objdump")],
}
REQUIRED = ("assemble", "link")


@dataclass(frozen=True)
class Tool:
    """One resolved capability: the argv prefix to run and how it was found."""

    capability: str
    route: str            # override | rocm | system | ziglang
    style: str            # mc | cc1as | lld | objdump
    argv: tuple[str, ...]  # command prefix, e.g. ("/usr/bin/llvm-mc-22",) or (zig, "clang")
    path: str
    version: str


def _run_version(argv: tuple[str, ...]) -> str | None:
    """The tool's version ("" if unparsable); None if it cannot run or lacks the AMDGPU backend.
    Remembered on disk per executable (path, inode, size, mtime): a `--version` run costs 5-20 ms and
    every CLI call probes several tools."""
    key = _stat_key(argv)
    memo = _version_memo()
    if key is not None and key in memo:
        return memo[key]
    version = _probe_version(argv)
    if key is not None:
        memo[key] = version
        _save_version_memo(memo)
    return version


def _stat_key(argv: tuple[str, ...]) -> str | None:
    """Identity of the program `argv` runs, or None when it cannot be pinned down (a relative name, or
    `python -m ziglang`, whose version does not follow the interpreter's file)."""
    if not os.path.isabs(argv[0]) or "-m" in argv[1:]:
        return None
    try:
        st = os.stat(argv[0])
    except OSError:
        return None
    return json.dumps([os.path.realpath(argv[0]), st.st_ino, st.st_size, st.st_mtime_ns, list(argv[1:])])


def _memo_path() -> str:
    from flygen.build.cache import cache_root   # here: flygen.build.cache is for builds, imported lazily
    return os.path.join(cache_root(), "tool-versions-v1.json")


@functools.lru_cache(maxsize=4)
def _load_version_memo(path: str) -> dict:
    try:
        with open(path, encoding="utf-8") as f:
            memo = json.load(f)
        return memo if isinstance(memo, dict) else {}
    except (OSError, ValueError):
        return {}


def _version_memo() -> dict:
    return _load_version_memo(_memo_path())


def _save_version_memo(memo: dict) -> None:
    """Written like the build cache's files (atomic); an unwritable cache only costs probes next time."""
    from flygen.build.cache import _write_atomic
    try:
        _write_atomic(_memo_path(), json.dumps(memo, sort_keys=True).encode(), 0o666)
    except OSError:
        pass


def _probe_version(argv: tuple[str, ...]) -> str | None:
    try:
        out = subprocess.run([*argv, "--version"], capture_output=True, encoding="utf-8", errors="replace",
                             timeout=20, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    text = out.stdout + out.stderr
    if "Registered Targets" in text and "amdgcn" not in text:
        return None  # an LLVM built without the AMDGPU backend is no use to us
    m = re.search(r"(?:LLVM version|LLD|clang version)\s+(\d+\.\d+\.\d+\S*)", text)
    return m.group(1) if m else ""


def _major(version: str) -> int:
    m = re.match(r"(\d+)", version)
    return int(m.group(1)) if m else 0


def _executable(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def _from_dir(cap: str, directory: Path, route: str, min_major: int) -> Tool | None:
    for name, style in CANDIDATES[cap]:
        exe = directory / name
        if _executable(exe):
            version = _run_version((str(exe),))
            if version is not None and _major(version) >= min_major:
                return Tool(cap, route, style, (str(exe),), str(exe), version)
    return None


def _versioned_dirs_and_names(name: str) -> list[tuple[int, Path]]:
    """System candidates for ``name``: versioned names on PATH and /usr/lib/llvm-NN/bin, newest first."""
    found: list[tuple[int, Path]] = []
    for d in os.environ.get("PATH", "").split(os.pathsep):
        if not d or not os.path.isdir(d):
            continue
        for entry in sorted(os.listdir(d)):
            m = re.fullmatch(re.escape(name) + r"-(\d+)", entry)
            if m and _executable(Path(d, entry)):
                found.append((int(m.group(1)), Path(d, entry)))
    for libdir in sorted(Path("/usr/lib").glob("llvm-*/bin")):
        m = re.fullmatch(r"llvm-(\d+)", libdir.parent.name)
        if m and _executable(libdir / name):
            found.append((int(m.group(1)), libdir / name))
    found.sort(key=lambda t: -t[0])  # stable: PATH order kept within one major
    return found


def _system(cap: str) -> Tool | None:
    for name, style in CANDIDATES[cap]:
        plain = shutil.which(name)
        cands = ([(0, Path(plain))] if plain else []) + _versioned_dirs_and_names(name)
        for hinted, exe in cands:
            if hinted and hinted < MIN_LLVM_MAJOR:
                continue
            version = _run_version((str(exe),))
            if version is not None and _major(version) >= MIN_LLVM_MAJOR:
                return Tool(cap, "system", style, (str(exe),), str(exe), version)
    return None


def zig_executable() -> tuple[str, ...] | None:
    """argv prefix for the ziglang wheel's ``zig``: its binary directly (saves the Python start-up), else
    ``sys.executable -m ziglang``."""
    spec = importlib.util.find_spec("ziglang")
    if spec is None or not spec.submodule_search_locations:
        return None
    for loc in spec.submodule_search_locations:
        exe = Path(loc, "zig.exe" if os.name == "nt" else "zig")
        if _executable(exe):
            return (str(exe),)
    return (sys.executable, "-m", "ziglang")


def _ziglang(cap: str) -> Tool | None:
    zig = zig_executable()
    if zig is None:
        return None
    sub = {"assemble": ("clang", "cc1as"), "link": ("ld.lld", "lld")}.get(cap)
    if sub is None:
        return None  # the wheel ships no objdump
    argv = (*zig, sub[0])
    version = _run_version(argv)
    if version is None or _major(version) < MIN_LLVM_MAJOR:
        return None
    return Tool(cap, "ziglang", sub[1], argv, zig[0] if len(zig) == 1 else " ".join(zig), version)


def _rocm_dirs() -> list[Path]:
    dirs = []
    if os.environ.get("ROCM_PATH"):
        dirs.append(Path(os.environ["ROCM_PATH"], "llvm", "bin"))
    dirs.append(Path("/opt/rocm/llvm/bin"))
    return dirs


def resolve(cap: str, llvm_dir: str | None) -> tuple[Tool | None, list[str]]:
    """Resolve one capability; returns the tool (or None) and the places tried, for messages."""
    tried: list[str] = []
    if llvm_dir:
        # An explicit override is exclusive: the user asked for that LLVM, do not silently use another.
        tried.append(f"override {llvm_dir}")
        return _from_dir(cap, Path(llvm_dir), "override", 0), tried
    for d in _rocm_dirs():
        tried.append(f"rocm {d}")
        tool = _from_dir(cap, d, "rocm", 0)
        if tool:
            return tool, tried
    tried.append(f"system LLVM>={MIN_LLVM_MAJOR} on PATH and /usr/lib/llvm-NN/bin")
    tool = _system(cap)
    if tool:
        return tool, tried
    tried.append("ziglang wheel")
    return _ziglang(cap), tried


def route_tool(cap: str, route: str, llvm_dir: str | None = None) -> tuple[Tool | None, str]:
    """The tool one specific route offers for ``cap`` (for doctor and tests that exercise every route),
    or None with the reason it is unavailable."""
    if route == "override":
        if not llvm_dir:
            return None, "no override dir given"
        tool = _from_dir(cap, Path(llvm_dir), "override", 0)
        return tool, "" if tool else f"no {cap} tool in {llvm_dir}"
    if route == "rocm":
        for d in _rocm_dirs():
            tool = _from_dir(cap, d, "rocm", 0)
            if tool:
                return tool, ""
        return None, "ROCm LLVM not found (" + ", ".join(map(str, _rocm_dirs())) + ")"
    if route == "system":
        tool = _system(cap)
        return tool, "" if tool else f"no system LLVM>={MIN_LLVM_MAJOR} {cap} tool on PATH or /usr/lib/llvm-NN/bin"
    if route == "ziglang":
        tool = _ziglang(cap)
        if tool:
            return tool, ""
        return None, ("the ziglang wheel ships no disassembler" if cap == "disassemble"
                      else "ziglang wheel not installed")
    raise ValueError(f"unknown route {route!r}")


ROUTES = ("rocm", "system", "ziglang")


@functools.lru_cache(maxsize=16)
def resolve_all(llvm_dir: str | None, _env_key: tuple) -> dict[str, tuple[Tool | None, tuple[str, ...]]]:
    """All capabilities, cached per (override, relevant environment)."""
    out = {}
    for cap in CANDIDATES:
        tool, tried = resolve(cap, llvm_dir)
        out[cap] = (tool, tuple(tried))
    return out


def env_key() -> tuple:
    return tuple(os.environ.get(k, "") for k in ("PATH", "ROCM_PATH", "FLYGEN_LLVM"))
