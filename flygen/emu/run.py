"""`flygen emulate`: run a foreign kernel from a .s/.hsaco with arguments given as text (.npy files, numbers)."""
from __future__ import annotations

import os

import numpy as np

from flygen.asm.load import load_program
from flygen.emu.launch import launch
from flygen.emu.memory import Device
from flygen.errors import EmulatorError


def parse_value(text: str):
    """`x.npy` -> array; `zeros:float32:64x64` -> zero array; `1.5` -> float; `123`/`0x10` -> int."""
    if text.endswith(".npy"):
        if not os.path.exists(text):
            raise EmulatorError(f"no such file: {text}")
        return np.load(text)
    if text.startswith("zeros:"):
        try:
            _, dt, shape = text.split(":")
            dims, dtype = tuple(int(s) for s in shape.split("x")), np.dtype(dt)
        except (ValueError, TypeError) as exc:
            raise EmulatorError(f"bad array spec {text!r} (want zeros:DTYPE:N[xM...]): {exc}") from None
        if any(d < 0 for d in dims):
            raise EmulatorError(f"bad array spec {text!r}: negative extent")
        nbytes = int(np.prod(dims, dtype=object)) * dtype.itemsize
        limit = _max_arg_bytes()
        if nbytes > limit:
            raise EmulatorError(f"{text!r} is {nbytes} bytes; an emulated argument holds at most {limit} "
                                f"(set {MAX_ARG_ENV} to allow more: the emulator keeps it in host memory)")
        return np.zeros(dims, dtype)
    try:
        return int(text, 0)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        raise EmulatorError(f"cannot read argument value {text!r}") from None


MAX_ARG_ENV = "FLYGEN_EMU_MAX_ARG_BYTES"
MAX_ARG_BYTES = 4 << 30        # one zeros:... argument; the device copy of it lives in host memory too


def _max_arg_bytes() -> int:
    from flygen.emu.launch import _limit
    return _limit(None, MAX_ARG_ENV, MAX_ARG_BYTES)


def _pairs(items) -> dict[str, str]:
    out = {}
    for it in items:
        name, sep, val = it.partition("=")
        if not sep or not name:
            raise EmulatorError(f"expected NAME=VALUE, got {it!r}")
        out[name] = val
    return out


def emulate(path: str, grid, block, args=(), outs=(), kernel: str | None = None, hazards: bool = True,
            waive=(), grid_in_threads: bool = False, max_wave_instructions: int | None = None,
            timeout: float | None = None) -> dict:
    """Run a kernel; write requested outputs to .npy; return a summary dict."""
    kern = load_program(path).kernel(kernel)
    values = {k: parse_value(v) for k, v in _pairs(args).items()}
    out_files = _pairs(outs)
    for name in out_files:
        if not isinstance(values.get(name), np.ndarray):
            raise EmulatorError(f"--out {name}: pass the buffer as an array argument (--arg {name}=FILE.npy "
                                f"or --arg {name}=zeros:DTYPE:SHAPE)")
    grid = tuple(grid)
    block = tuple(block)
    if grid_in_threads:
        grid = tuple(-(-g // b) for g, b in zip(grid, block + (1,) * (len(grid) - len(block))))
    dev = Device()
    res = launch(kern, grid, block, values, device=dev, hazards=hazards, waive=waive,
                 max_wave_instructions=max_wave_instructions, timeout=timeout)
    written = {}
    for name, fname in out_files.items():
        arr = values[name]
        got = dev.download(res.buffers[name], arr.dtype, arr.shape)
        _save(fname, got, name)
        written[name] = fname
    errors = [h for h in res.hazards if h.severity == "error"]
    return {"kernel": kern.name, "grid": list(grid), "block": list(block), **res.to_dict(),
            "outputs": written, "ok": not errors}


def _save(fname: str, arr, name: str) -> None:
    """`--out NAME=FILE.npy`: the array written whole (a temp file renamed over FILE), or one line on a full disk or
    a read-only file system, an existing FILE left as it was."""
    import io

    from flygen.build.outdir import replace_file
    buf = io.BytesIO()
    np.save(buf, arr)
    path = fname if str(fname).endswith(".npy") else f"{fname}.npy"   # np.save's own naming
    replace_file(path, buf.getvalue(), EmulatorError)
