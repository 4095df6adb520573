"""Helpers shared by the conv3d emulator tests: run a built kernel, mutate its assembly."""
import dataclasses
import re

import numpy as np

from flygen.asm.load import load_program
from flygen.emu.launch import launch
from flygen.emu.memory import Device
from flygen.ref.gemm import np_type


def run(b, args) -> np.ndarray:
    """Launch b on the emulator (hazard checks on, none allowed); the whole y buffer (bf16, guard included)."""
    dev = Device()
    bufs = {k: dev.upload(np.ascontiguousarray(v)) for k, v in args.items() if isinstance(v, np.ndarray) and v.ndim}
    res = launch(load_program(b.asm).kernel(b.plan.name), grid=b.plan.grid(m_tile0=0), block=b.plan.workgroup,
                 args={**args, **bufs}, device=dev, hazards=True)
    assert not [h for h in res.hazards if getattr(h, "severity", "error") == "error"]
    return dev.download(bufs["y"], np_type("bf16"), (len(args["y"]),))


def mutate(b, pattern, repl="", count=0):
    """b with its assembly edited by a regex (which must match)."""
    asm, n = re.subn(pattern, repl, b.asm, count=count, flags=re.M)
    assert n > 0, pattern
    return dataclasses.replace(b, asm=asm)


def plan_all(tmp_path, kernels: dict) -> dict:
    """{name: KernelPlan} of conv3d kernels {name: params} (bf16 3x3x3 pad 1 on an 8x8x8 input unless given),
    planned as `flygen validate` and `flygen build` plan them."""
    import yaml
    from flygen.plan import plan
    from flygen.spec.load import load_specs
    ks = [{"name": n, "family": "conv3d", "dtype": "bf16", "n": 1, "d": 8, "h": 8, "w": 8, "k": 64, "t": 3, "r": 3,
           "s": 3, "padding": [1, 1, 1], **kw} for n, kw in kernels.items()]
    path = tmp_path / "auto.yaml"
    path.write_text(yaml.safe_dump({"target": "gfx950", "kernels": ks}))
    return {k.name: plan(k) for k in load_specs([str(path)])}
