"""A small built library shared by the runtime tests (axpby, gemm_fp8, gemm_preshuffle_paths)."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPECS = [ROOT / "examples" / n for n in ("axpby.yaml", "gemm_fp8.yaml", "gemm_preshuffle_paths.yaml")]


def build_library(out: Path) -> Path:
    from flygen.build.pipeline import build
    build([str(s) for s in SPECS], out)
    return out


EXAMPLES = sorted(p.stem for p in (ROOT / "examples").glob("*.yaml"))


def build_examples(out: Path) -> dict[str, Path]:
    """Every example file built as its own library: {file stem: library dir named after it}."""
    from flygen.build.pipeline import build
    libs = {}
    for name in EXAMPLES:
        build([str(ROOT / "examples" / f"{name}.yaml")], out / name)
        libs[name] = out / name
    return libs
