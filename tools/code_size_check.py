"""Check the code-size table (flygen.isa.encoding) against the assembler, instruction by instruction.

For every kernel the example specs generate (or the spec files given): the plan's estimate
(flygen.plan.codesize.estimate) must equal the sum of the sizes llvm-mc's `-show-encoding` prints for the
rendered .s, and each instruction's table size must equal its encoding's. Needs an assembler that prints
encodings (llvm-mc, or clang -cc1as). Prints one line per kernel and exits 1 on any mismatch.

    PYTHONPATH=. python tools/code_size_check.py [SPEC.yaml ...]
"""
from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_ENC = re.compile(r"^\s*(\S+).*?; encoding: \[([^\]]*)\]")


def encoded_sizes(text: str, tool=None) -> list[tuple[str, int]]:
    """(mnemonic, bytes) of every instruction of assembly `text`, in order, from the assembler's encodings."""
    from flygen.toolchain import find_toolchain
    tool = tool or find_toolchain()._need("assemble")
    with tempfile.TemporaryDirectory() as d:
        Path(d, "in.s").write_text(text)
        if tool.style == "mc":
            argv = [*tool.argv, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx950", "-show-encoding", "-o", "-", "in.s"]
        else:
            argv = [*tool.argv, "-cc1as", "-triple", "amdgcn-amd-amdhsa", "-target-cpu", "gfx950",
                    "-filetype", "asm", "-show-encoding", "-o", "-", "in.s"]
        r = subprocess.run(argv, cwd=d, capture_output=True, text=True, check=False)
    if r.returncode:
        raise RuntimeError(r.stderr[:4000])
    return [(m.group(1), len(m.group(2).split(","))) for m in map(_ENC.match, r.stdout.splitlines()) if m]


def check_build(b) -> tuple[int, int, list[str]]:
    """(estimate, assembled bytes, mismatches) of one generated kernel (flygen.build.pipeline.generate's item)."""
    from flygen.asm.parse import parse_asm
    from flygen.isa.encoding import instr_bytes, instr_format
    from flygen.plan.codesize import estimate
    est = estimate(b.plan)
    real = encoded_sizes(b.asm)
    ins = parse_asm(b.asm, b.spec.name).instrs
    bad = []
    if len(ins) != len(real):
        bad.append(f"{len(ins)} parsed instructions, {len(real)} encoded")
    for i, (mine, (mn, n)) in enumerate(zip(ins, real)):
        if instr_bytes(mine) != n:
            bad.append(f"line {mine.line}: {mine.text!r}: table {instr_bytes(mine)} B ({instr_format(mine)}), "
                       f"assembler {n} B ({mn})")
    return est, sum(n for _, n in real), bad


def main(argv: list[str]) -> int:
    from flygen.build.pipeline import generate
    files = [Path(a) for a in argv] or sorted((ROOT / "examples").glob("*.yaml"))
    failed, count = 0, 0
    for f in files:
        for b in generate([f]):
            est, real, bad = check_build(b)
            count += 1
            ok = est == real and not bad
            failed += not ok
            print(f"{'ok  ' if ok else 'FAIL'} {b.spec.name}: estimate {est} B, assembled {real} B")
            for line in bad[:10]:
                print(f"     {line}")
    print(f"{count - failed}/{count} kernels exact")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
