"""Issue 18's smaller items for `flygen emulate` (and `-o ""`): the dtype names users write, integers that do
not fit their argument, empty or missing files, one line each; a .hsaco alone runs."""
from __future__ import annotations

import shutil

import ml_dtypes
import numpy as np
import pytest
from click.testing import CliRunner

import flygen.toolchain.tools as tools
from flygen.asm.load import load_program
from flygen.build.pipeline import build
from flygen.cli.cmd_emulate import _checked
from flygen.cli.main import cli
from flygen.emu.launch import build_kernargs
from flygen.emu.memory import Device
from flygen.emu.run import parse_value
from flygen.errors import ToolchainError


@pytest.fixture(scope="module")
def kernel(tmp_path_factory):
    d = tmp_path_factory.mktemp("emu_args")
    build(["examples/axpby.yaml"], d / "out", names=("axpby_f32_f32",), jobs=1)
    np.save(d / "x.npy", np.arange(1024, dtype=np.float32))
    np.save(d / "y.npy", np.ones(1024, dtype=np.float32))
    return d


def _emulate(kernel, *extra, path=None, n="1024"):
    return CliRunner().invoke(cli, ["emulate", str(path or kernel / "out" / "axpby_f32_f32.hsaco"), "--grid", "1",
                                    "--block", "256", "--arg", "alpha=2.0", "--arg", "beta=1.0", "--arg", f"n={n}",
                                    *extra])


@pytest.mark.parametrize("name,dtype", [
    ("f32", np.float32), ("fp32", np.float32), ("float32", np.float32), ("f16", np.float16), ("fp16", np.float16),
    ("bf16", ml_dtypes.bfloat16), ("bfloat16", ml_dtypes.bfloat16), ("fp8", ml_dtypes.float8_e4m3fn),
    ("e4m3", ml_dtypes.float8_e4m3fn), ("bf8", ml_dtypes.float8_e5m2), ("e5m2", ml_dtypes.float8_e5m2),
    ("i8", np.int8), ("int8", np.int8), ("u8", np.uint8), ("i32", np.int32), ("u32", np.uint32),
    ("e8m0", np.uint8), ("f64", np.float64), ("int64", np.int64)])
def test_zeros_takes_the_dtype_names_users_write(name, dtype):
    arg = _checked(f"x=zeros:{name}:4x8")
    a = parse_value(arg.partition("=")[2])                     # what the CLI hands the emulator
    assert a.dtype == np.dtype(dtype) and a.shape == (4, 8) and not a.any()


@pytest.mark.parametrize("name", ["fp4", "e2m1", "fp6", "bf6"])
def test_sub_byte_formats_ask_for_packed_bytes(kernel, name):
    r = _emulate(kernel, "--arg", f"x=zeros:{name}:1024", "--arg", f"y={kernel / 'y.npy'}")
    assert r.exit_code == 2 and r.output.count("\n") == 1
    assert r.output.startswith(f"error: --arg x=zeros:{name}:1024: bad array spec") and "zeros:u8:NBYTES" in r.output


def test_a_real_run_with_f32_zeros(kernel, tmp_path):
    r = _emulate(kernel, "--arg", "x=zeros:fp32:1024", "--arg", f"y={kernel / 'y.npy'}", "--out", f"y={tmp_path}/y.npy")
    assert r.exit_code == 0, r.output
    assert np.array_equal(np.load(tmp_path / "y.npy"), np.ones(1024, np.float32))   # 2*0 + 1*1


@pytest.mark.parametrize("n", [str(1 << 40), str(1 << 32), str(-(1 << 31) - 1)])
def test_an_integer_that_does_not_fit_its_argument_is_refused(kernel, n):
    r = _emulate(kernel, "--arg", f"x={kernel / 'x.npy'}", "--arg", f"y={kernel / 'y.npy'}", n=n)
    assert r.exit_code == 2
    assert r.output == (f"error: argument 'n' is 4 bytes: {n} does not fit in 32 bits "
                        f"(from -2147483648 to 4294967295)\n")


@pytest.mark.parametrize("n,raw", [((1 << 32) - 1, b"\xff\xff\xff\xff"), (-1, b"\xff\xff\xff\xff"),
                                   (-(1 << 31), b"\x00\x00\x00\x80"), (7, b"\x07\x00\x00\x00")])
def test_an_integer_that_fits_is_packed_as_is(kernel, n, raw):
    """Either reading (u32 or i32) of the 4 bytes may be the kernel's: both ranges are accepted."""
    kern = load_program(str(kernel / "out" / "axpby_f32_f32.s")).kernel(None)
    seg, _ = build_kernargs(kern, {"x": np.zeros(4, np.float32), "y": np.zeros(4, np.float32), "alpha": 1.0,
                                   "beta": 1.0, "n": n}, Device(), (1, 1, 1), (256, 1, 1))
    (off,) = [a[".offset"] for a in kern.args if a[".name"] == "n"]
    assert seg[off:off + 4] == raw


@pytest.mark.parametrize("extra,msg", [
    (["--arg", "x=missing.npy"], "--arg x=missing.npy: no such file"),
    (["--arg", "x=X", "--out", "y="], "--out y=: want NAME=FILE.npy"),
    (["--arg", "x=X", "--out", "=y.npy"], "--out =y.npy: want NAME=FILE.npy"),
])
def test_file_problems_are_one_located_line(kernel, extra, msg, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    extra = [e.replace("x=X", f"x={kernel / 'x.npy'}") for e in extra]
    r = _emulate(kernel, *extra, "--arg", f"y={kernel / 'y.npy'}")
    assert r.exit_code == 2 and r.output == f"error: {msg}\n"
    assert list(tmp_path.iterdir()) == []                      # no ".npy" written for an empty name


def test_an_hsaco_without_llvm_objdump_or_source_runs(kernel, tmp_path, monkeypatch):
    def none(*a, **k):
        raise ToolchainError("no tool to disassemble (llvm-objdump); tried: ziglang wheel")
    monkeypatch.setattr(tools.Toolchain, "disassemble", none)   # as on a pip-only machine
    alone = tmp_path / "k.hsaco"
    shutil.copy(kernel / "out" / "axpby_f32_f32.hsaco", alone)
    r = _emulate(kernel, "--arg", f"x={kernel / 'x.npy'}", "--arg", f"y={kernel / 'y.npy'}", path=alone)
    assert r.exit_code == 0, r.output                          # flygen's own disassembler reads the code
    r = _emulate(kernel, "--arg", f"x={kernel / 'x.npy'}", "--arg", f"y={kernel / 'y.npy'}")   # its .s beside it
    assert r.exit_code == 0, r.output


@pytest.mark.parametrize("cmd", [["build", "examples/axpby.yaml"], ["layout", "draw", "(4,4):(1,4)"]])
def test_an_empty_output_path_is_refused(cmd, tmp_path, monkeypatch):
    r = CliRunner().invoke(cli, [*cmd, "-o", ""])
    assert r.exit_code == 1 and r.output.count("\n") == 1 and "is empty" in r.output
    assert "/axpby" not in r.output
