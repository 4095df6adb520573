"""Shared by the Triton corpus tests: run one committed kernel of tests/data/emu/triton on the emulator, and the
f32-accumulation GEMM bound (module docstring of tests/test_emu_triton_corpus.py)."""
import json
from pathlib import Path

import numpy as np

from flygen.asm.load import load_program
from flygen.emu.launch import launch
from flygen.emu.memory import Device

DATA = Path(__file__).parent / "data" / "emu" / "triton"
U = 2.0 ** -24


def run(name, grid, args, executed=None, hazards=None):
    """Launch kernel `name` over `grid` with `args` (name -> array or scalar, in the JSON's order); error hazards
    fail. Returns get(arg, dtype, shape): the downloaded buffer. `executed` (a list) collects what ran; `hazards`
    (a list) receives every reported hazard instead of error ones failing (for a test that pins one)."""
    info = json.loads((DATA / f"{name}.json").read_text())
    kern = load_program(str(DATA / f"{name}.s")).kernel(info["kernel"])
    # Triton's LDS is dynamic (metadata "shared"), passed at launch like hipModuleLaunchKernel's sharedMemBytes;
    # the two trailing pointer args are Triton's global/profile scratch (unused by these kernels: size 0).
    vals = [args[a] for a in info["args"]] + [0, 0]
    dev = Device()
    res = launch(kern, grid, (64 * info["num_warps"],), vals, device=dev, lds_bytes=info["shared"])
    if hazards is not None:
        hazards.extend(res.hazards)
    else:
        errors = [h for h in res.hazards if h.severity == "error"]
        assert errors == [], errors
    if executed is not None:
        executed.extend(res.executed)
    names = {a: f"arg{k}" for k, a in enumerate(info["args"])}
    return lambda arg, dtype, shape: dev.download(res.buffers[names[arg]], dtype, shape)


def check_f32_gemm(got, A, B, kpad):
    """|got - A @ B| <= kpad u (|A| @ |B|): exact products, at most kpad - 1 f32 roundings in any order."""
    ref = A @ B
    bound = kpad * U * (np.abs(A) @ np.abs(B))
    assert np.all(np.abs(got - ref) <= bound), float(np.max(np.abs(got - ref) - bound))
