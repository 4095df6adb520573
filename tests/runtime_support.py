"""A small built library shared by the runtime tests (axpby, gemm_fp8, gemm_preshuffle_paths)."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPECS = [ROOT / "examples" / n for n in ("axpby.yaml", "gemm_fp8.yaml", "gemm_preshuffle_paths.yaml")]


def build_library(out: Path) -> Path:
    from flygen.build import build
    build([str(s) for s in SPECS], out)
    return out
