"""The optional corpus of FlyDSL-compiled kernels: $FLYGEN_FLYDSL_CORPUS/<kind>/<name>.s, outside the repository
(code built from fetched sources is not committed here), each file known by the sha256 its compile recorded.
Tests that read it skip, naming the variable and the files, when it is not there."""
from __future__ import annotations

import os
from pathlib import Path

CORPUS_ENV = "FLYGEN_FLYDSL_CORPUS"


def folder(kind: str) -> Path:
    return Path(os.environ.get(CORPUS_ENV, "/nonexistent")) / kind


def missing(kind: str, names) -> str | None:
    """Why the corpus `kind` cannot be used (a skip reason naming the absent files), or None."""
    absent = [n for n in names if not (folder(kind) / f"{n}.s").is_file()]
    if absent:
        return f"FlyDSL {kind} corpus not present ({CORPUS_ENV}/{kind}/{{{','.join(absent)}}}.s)"
    return None


def assemble_each(files, tmp_path) -> None:
    """LLVM (flygen's toolchain) assembles every file; FlyDSL writes the target id amdgcn-amd-amdhsa-unknown-gfx950,
    the toolchain's is amdgcn-amd-amdhsa--gfx950."""
    from flygen.toolchain.tools import find_toolchain
    tc = find_toolchain()
    for p in files:
        tc.assemble(p.read_text().replace("amdgcn-amd-amdhsa-unknown-gfx950", "amdgcn-amd-amdhsa--gfx950"),
                    tmp_path / f"{p.stem}.o")
        assert (tmp_path / f"{p.stem}.o").stat().st_size > 0
