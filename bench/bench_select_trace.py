"""Time `flygen select --model trace` over the 540-kernel GEMM library (bench/library_gemm.yaml): cold (every fitting
kernel traced once and its profile stored in $FLYGEN_CACHE/model) and warm (a new process answering from the
cached profiles). Figures are wall seconds on this machine, printed with the load average they ran under; the
selections are MODELED. Reproduce: `python bench/bench_select_trace.py [--out DIR] [--problems N]`.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROBLEMS = [("M=8192,N=8192,K=4096", "fp8"), ("M=300,N=520,K=4096", "fp8"), ("M=8192,N=256,K=512", "fp8"),
            ("M=4096,N=4096,K=4096", "bf16")]     # the second reuses the first's profiles; bf16 is last (cold: slow)


def flygen(*args) -> tuple[float, str]:
    t = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "flygen", *args], capture_output=True, text=True)
    dt = time.perf_counter() - t
    if r.returncode:
        raise SystemExit(f"flygen {' '.join(args)} failed:\n{r.stdout}{r.stderr}")
    return dt, r.stdout


def main(argv) -> None:
    out = Path(argv[argv.index("--out") + 1]) if "--out" in argv else Path(tempfile.mkdtemp()) / "lib"
    n = int(argv[argv.index("--problems") + 1]) if "--problems" in argv else len(PROBLEMS)
    if not (out / "manifest.json").is_file():
        dt, _ = flygen("build", str(ROOT / "bench" / "library_gemm.yaml"), "-o", str(out))
        print(f"built {out} in {dt:.1f} s")
    from flygen.runtime.library import read_manifest
    kernels = len(read_manifest(out)[1])
    print(f"library: {kernels} kernels; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores "
          "(MODELED selections, wall times)")
    for shape, dtype in PROBLEMS[:n]:
        args = ("select", str(out), "--shape", shape, "--dtype", dtype, "--model", "trace")
        cold, text = flygen(*args)
        warm, text2 = flygen(*args)
        fits = sum(1 for ln in text.splitlines() if ln.strip().startswith("fits "))
        assert text == text2, "warm and cold selections differ"
        print(f"{shape:22s} {dtype:5s} fits {fits:3d}  cold {cold:7.1f} s  warm {warm:5.2f} s  -> "
              f"{text.splitlines()[0]}   (load {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main(sys.argv[1:])
