"""The assembly source of a code object, proven by rebuilding it.

Inspecting or emulating a `.hsaco` needs its instructions. Without a disassembler (the ziglang wheel
ships none), a flygen output dir still has each kernel's `.s` beside its `.hsaco`: this finds that
source (the manifest's entry for the file, else `<stem>.s`) and accepts it only if assembling and
linking it gives the code object's exact bytes. So the listing is the object's, not a guess.
"""
from __future__ import annotations

import json
from pathlib import Path

from flygen.scratch import scratch_dir
from flygen.errors import FlygenError


def _candidates(hsaco: Path) -> list[Path]:
    out = []
    try:
        entries = json.loads((hsaco.parent / "manifest.json").read_text(encoding="utf-8"))["kernels"]
        out += [hsaco.parent / e["files"]["asm"] for e in entries if e["files"]["hsaco"] == hsaco.name]
    except (OSError, ValueError, KeyError, TypeError):
        pass
    out.append(hsaco.with_suffix(".s"))
    return list(dict.fromkeys(out))


def proven_source(hsaco_path: str | Path, mcpu: str = "gfx950") -> str | None:
    """The text of the `.s` beside `hsaco_path` that rebuilds to exactly its bytes, or None (no such
    file, no toolchain, or it builds to other bytes)."""
    from flygen.build.batch import batch_toolchain, compile_chunk
    from flygen.toolchain import find_toolchain
    hsaco = Path(hsaco_path)
    try:
        data = hsaco.read_bytes()
    except OSError:
        return None
    for src in _candidates(hsaco):
        try:
            text = src.read_text(encoding="utf-8")
            tc = batch_toolchain(find_toolchain())
            with scratch_dir(prefix="flygen-rebuild-") as tmp:
                if compile_chunk(tc, [(src.stem, text)], Path(tmp), mcpu)[0] == data:
                    return text
        except (OSError, UnicodeDecodeError, FlygenError):
            continue
    return None
