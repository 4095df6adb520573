"""Compile FlyDSL's gfx950 flash-attention forward kernels to assembly on a machine without a GPU (or torch), for
`flygen inspect` (tests/data/flydsl_attention/, docs/attention.md "Static figures").

Needs, outside the project (never a dependency of flygen or its tests): a venv with `pip install flydsl==0.4.2
numpy`, FlyDSL's source tree at the commit the corpus names (its `kernels/` directory), and an `ld.lld` (the
ziglang wheel's: a `llvm/bin/ld.lld` script under ROCM_PATH running `python -m ziglang ld.lld "$@"`).
FlyDSL's compiler imports torch only for its tensor argument types: a stand-in module (written by this tool)
is enough for FLYDSL_COMPILE_ONLY=1 with numpy arrays passed through DLPack.

    python tools/flydsl_attention_isa.py --python VENV/bin/python --flydsl SRC --rocm ROCM_PATH -o DIR
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

STUB = '''class _DT:
    def __init__(self, n): self.n = n
for _n in ("float16", "bfloat16", "float32", "float64", "bool", "uint8", "int8", "int16", "int32", "int64",
           "float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "uint16", "uint32", "uint64"):
    globals()[_n] = _DT(_n)
float = float32; half = float16; int = int32
class Tensor: pass
class _Cuda:
    class Stream: pass
    @staticmethod
    def is_available(): return False
cuda = _Cuda()
class _NN:
    class Parameter(Tensor): pass
nn = _NN()
'''

COMPILE = '''import sys, numpy as np
sys.path.insert(0, sys.argv[5])
from flydsl.compiler import from_dlpack as dl
mode, D, H, causal = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1"
B, S = 1, 1024
if mode == "fp8":
    from kernels.attention.flash_attn_fp8_gfx950 import build_flash_attn_dualwave_swp_fp8_module as build
    launch = build(num_heads=H, head_dim=D, causal=causal, dtype_str="fp8")
    q, o, d = np.zeros((B, S, H, D), np.uint8), np.zeros((B, S, H, D), np.uint16), np.ones(1, np.float32)
    launch.compile(dl(q, assumed_align=16), dl(q.copy(), assumed_align=16), dl(q.copy(), assumed_align=16),
                   dl(o, assumed_align=16), B, S, q_descale=dl(d), k_descale=dl(d.copy()), v_descale=dl(d.copy()))
else:
    from kernels.attention.flash_attn_gfx950 import build_flash_attn_dualwave_swp_module as build
    launch = build(num_heads=H, head_dim=D, causal=causal, dtype_str=mode)
    q = np.zeros((B, S, H, D), np.uint16)
    launch.compile(*(dl(q.copy(), assumed_align=16) for _ in range(4)), B, S)
'''

# corpus file -> (dtype, head_dim, heads, causal): 8 heads, seq 1024 (FlyDSL's non-XCD-swizzle variant)
KERNELS = {"fa_bf16_d64": ("bf16", 64, 8, 0), "fa_bf16_d128": ("bf16", 128, 8, 0),
           "fa_bf16_d128_causal": ("bf16", 128, 8, 1), "fa_fp8_d128": ("fp8", 128, 8, 0)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--python", required=True, help="python of a venv with flydsl==0.4.2 and numpy")
    ap.add_argument("--flydsl", required=True, type=Path, help="FlyDSL's source tree (holds kernels/)")
    ap.add_argument("--rocm", required=True, type=Path, help="ROCM_PATH holding llvm/bin/ld.lld")
    ap.add_argument("-o", "--out", required=True, type=Path)
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="flydsl-isa-") as tmp:
        (Path(tmp) / "stub" / "torch").mkdir(parents=True)
        (Path(tmp) / "stub" / "torch" / "__init__.py").write_text(STUB)
        (Path(tmp) / "compile.py").write_text(COMPILE)
        for name, (mode, d, h, causal) in KERNELS.items():
            dump = Path(tmp) / name
            env = {**os.environ, "ROCM_PATH": str(a.rocm), "PYTHONPATH": str(Path(tmp) / "stub"),
                   "FLYDSL_COMPILE_ONLY": "1", "FLYDSL_COMPILE_ARCH": "gfx950", "FLYDSL_GPU_ARCH": "gfx950",
                   "FLYDSL_DEBUG_DUMP_ASM": "1", "FLYDSL_DUMP_DIR": str(dump)}
            subprocess.run([a.python, str(Path(tmp) / "compile.py"), mode, str(d), str(h), str(causal),
                            str(a.flydsl)], env=env, check=True)
            isa = next(dump.rglob("*final_isa.s"))
            (a.out / f"{name}.s").write_text(isa.read_text())
            print(f"{a.out / name}.s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
