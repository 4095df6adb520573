"""`flygen emulate FILE.s|FILE.hsaco --grid ... --block ... --arg name=VALUE [--out name=FILE.npy]`."""
from __future__ import annotations

import json
import os
import sys

import click

from flygen.emu.fidelity import lines as fidelity_lines

from flygen.errors import FlygenError

MAX_ARRAY_BYTES = 1 << 31     # a zeros:... argument above this is refused (the emulator holds it in memory)

# numpy's names of the widths flygen's format table (flygen.isa.dtypes) does not hold; numpy itself would read
# "f16" as float128 and "f8" as float64, so flygen's names are looked up first
WIDE = {"f64": "float64", "i64": "int64", "u64": "uint64"}


def _dtype(name: str):
    """The numpy dtype of a `zeros:DTYPE:SHAPE` argument: flygen's format names and their aliases (f32, fp32,
    bf16, fp8 = e4m3, bf8 = e5m2, i32, u8, e8m0 as its bytes, ...), else a numpy name (float32, int64)."""
    import numpy as np
    from flygen.isa.dtypes import ALIASES, FORMATS
    f = FORMATS.get(ALIASES.get(name, name))
    if f is not None:
        if f.bits % 8:
            raise FlygenError(f"{f.name} values are {f.bits} bits and live packed in bytes: give the packed "
                              f"bytes, zeros:u8:NBYTES")
        return np.dtype(f.np_dtype if f.np_dtype is not None else np.uint8)   # e8m0: a biased exponent byte
    return np.dtype(WIDE.get(name, name))


def _check_arg(name: str, text: str) -> str:
    """One --arg value, checked before the run (one-line errors, no traceback); returns the text to pass on."""
    import numpy as np
    if text.endswith(".npy") and not os.path.exists(text):
        raise FlygenError(f"--arg {name}={text}: no such file")
    if text.endswith(".npy"):
        try:
            np.load(text, mmap_mode="r", allow_pickle=False)          # header and length, without reading it
        except (OSError, ValueError, EOFError, MemoryError):
            try:
                np.load(text, allow_pickle=False)
            except (OSError, ValueError, EOFError, MemoryError) as e:   # a header claiming a vast shape too
                why = (str(e).splitlines() or [type(e).__name__])[0]
                raise FlygenError(f"--arg {name}={text}: not a readable .npy array: {why[:200]}") from None
    if text.startswith("zeros:") and text.count(":") == 2:
        _, dt, shape = text.split(":")
        try:
            dtype = _dtype(dt)
            dims = [int(x) for x in shape.split("x")]
        except (TypeError, ValueError, FlygenError) as e:
            raise FlygenError(f"--arg {name}={text}: bad array spec (want zeros:DTYPE:N[xM...], DTYPE e.g. f32, "
                              f"bf16, fp8, i32): {e}") from None
        nbytes = dtype.itemsize
        for d in dims:
            nbytes *= max(d, 0)
        if nbytes > MAX_ARRAY_BYTES:
            raise FlygenError(f"--arg {name}={text}: {nbytes} B; at most {MAX_ARRAY_BYTES} B per array")
        return f"zeros:{dtype.name}:{shape}"
    return text


def _checked(item: str) -> str:
    name, sep, text = item.partition("=")
    return f"{name}={_check_arg(name, text)}" if sep else item


def _check_out(item: str) -> None:
    name, _, path = item.partition("=")
    if not name or not path.strip():
        raise FlygenError(f"--out {item}: want NAME=FILE.npy")
    parent = os.path.dirname(path) or "."
    if path and (not os.path.isdir(parent) or os.path.isdir(path)):
        why = f"{parent} is not a directory" if not os.path.isdir(parent) else "it is a directory"
        raise FlygenError(f"--out {item}: cannot write {path}: {why}")


def _check_file(path: str) -> None:
    """The emulator reads a code object (ELF) or UTF-8 assembly text: anything else is one line, not a
    UnicodeDecodeError."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] == b"\x7fELF":
        return
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise FlygenError(f"{path}: neither a code object (ELF) nor UTF-8 assembly text (byte {data[e.start]:#04x} "
                          f"at offset {e.start})") from None


MAX_DIM = (1 << 32) - 1      # an AQL dispatch packet holds each grid / workgroup extent in 32 bits


def _dims(text: str) -> tuple[int, ...]:
    try:
        dims = tuple(int(x) for x in text.replace("x", ",").split(",") if x)
    except ValueError:
        raise click.BadParameter(f"expected N or N,M[,K], got {text!r}") from None
    if any(d > MAX_DIM for d in dims):
        raise click.BadParameter(f"each extent must be below 2^32 (a dispatch packet field), got {text!r}")
    return dims


def register(group: click.Group) -> None:
    @group.command("emulate")
    @click.argument("file", type=click.Path(exists=True, dir_okay=False))
    @click.option("--grid", required=True, help="workgroups per dimension, e.g. 8 or 8,4 (see --threads)")
    @click.option("--block", required=True, help="work-items per workgroup, e.g. 256 or 16,16")
    @click.option("--threads", is_flag=True, help="--grid counts work-items instead of workgroups")
    @click.option("--arg", "args", multiple=True, help="NAME=FILE.npy | NAME=zeros:DTYPE:SHAPE | NAME=123")
    @click.option("--out", "outs", multiple=True, help="NAME=FILE.npy: save an array argument after the run")
    @click.option("--kernel", default=None, help="kernel name when the file holds several")
    @click.option("--no-hazards", is_flag=True, help="skip hazard tracking (faster)")
    @click.option("--waive", multiple=True, help="hazard kind to ignore (e.g. lds_race)")
    @click.option("--fidelity", "fidelity", is_flag=True, help="list every modelled instruction form and its assumption")
    @click.option("--json", "as_json", is_flag=True, help="print the result dict as JSON")
    @click.option("--max-instructions", "max_instr", type=click.IntRange(min=1), default=None,
                  help="instructions any one wave may execute (default $FLYGEN_EMU_MAX_WAVE_INSTRUCTIONS or 500000)")
    @click.option("--timeout", type=click.FloatRange(min=0, min_open=True), default=None,
                  help="wall-clock seconds of the run (default $FLYGEN_EMU_TIMEOUT or 600)")
    def emulate_cmd(file, grid, block, threads, args, outs, kernel, no_hazards, waive, fidelity, as_json,
                    max_instr, timeout):
        """Run a gfx950 kernel on the CPU emulator."""
        from flygen.emu.run import emulate
        try:
            _check_file(file)
            g, b = _dims(grid), _dims(block)
            items = g if threads else tuple(x * (b[i] if i < len(b) else 1) for i, x in enumerate(g))
            if any(x > MAX_DIM for x in items):
                raise FlygenError(f"--grid {grid} x --block {block} = {items} work-items; a dispatch holds each "
                                  "extent in 32 bits (below 2^32)")
            args = tuple(_checked(a) for a in args)
            for item in outs:
                _check_out(item)
            res = emulate(file, _dims(grid), _dims(block), args, outs, kernel, not no_hazards, waive, threads,
                          max_wave_instructions=max_instr, timeout=timeout)
        except FlygenError as exc:
            click.echo(f"error: {exc}", err=True)
            sys.exit(2)
        except OSError as exc:        # e.g. the disk filled while writing an --out file
            click.echo(f"error: {exc.filename or file}: {exc.strerror}", err=True)
            sys.exit(2)
        if as_json:
            click.echo(json.dumps(res, indent=2))
        else:
            click.echo(f"{res['kernel']}: grid {res['grid']} block {res['block']}: "
                       f"{res['instructions']} wave-instructions, {res['stats']['waves']} waves")
            for h in res["hazards"]:
                click.echo(f"  line {h['line']}: {h['severity']} {h['kind']}: {h['text']} ({h['count']} waves)")
            for line in fidelity_lines(res["fidelity"], detail=fidelity):
                click.echo(line)
            for name, f in res["outputs"].items():
                click.echo(f"  wrote {name} -> {f}")
        sys.exit(0 if res["ok"] else 1)
