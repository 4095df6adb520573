"""LLVM-emitted kernels (tests/data/emu, built by llc-22 -mcpu=gfx950; see README there) match numpy,
through the library API and through `flygen emulate`."""
import json
from pathlib import Path

import ml_dtypes
import numpy as np
from click.testing import CliRunner

from flygen.cli.main import cli
from flygen.asm.load import load_program
from flygen.emu.launch import launch
from flygen.emu.memory import Device

DATA = Path(__file__).parent / "data" / "emu"


def test_llc_bf16_mfma_gemm_matches_numpy():
    rng = np.random.default_rng(7)
    A = rng.standard_normal((16, 32)).astype(ml_dtypes.bfloat16)
    Bt = rng.standard_normal((16, 32)).astype(ml_dtypes.bfloat16)
    dev = Device()
    C = dev.alloc(16 * 16 * 4)
    res = launch(load_program(str(DATA / "gemm16_bf16.s")).kernel(), (1,), (64,), {"A": A, "Bt": Bt, "C": C},
                 device=dev)
    ref = A.astype(np.float64) @ Bt.astype(np.float64).T
    np.testing.assert_allclose(dev.download(C, np.float32, (16, 16)), ref, rtol=1e-5, atol=1e-5)
    assert res.hazards == []


def test_llc_lds_reduction_matches_numpy():
    rng = np.random.default_rng(3)
    x = rng.standard_normal(256 * 6).astype(np.float32)
    dev = Device()
    out = dev.alloc(6 * 4)
    res = launch(load_program(str(DATA / "reduce_lds.s")).kernel(), (6,), (256,), {"x": x, "out": out}, device=dev)
    np.testing.assert_allclose(dev.download(out, np.float32), x.reshape(6, 256).astype(np.float64).sum(1),
                               rtol=1e-5, atol=1e-5)
    assert res.stats["waves"] == 24 and res.hazards == []


def test_llc_vector_add_with_tail_masking():
    n = 1000
    a = np.arange(n, dtype=np.float32)
    b = np.full(n, 0.5, np.float32)
    dev = Device()
    c = dev.upload(np.full(1024, -1.0, np.float32))
    launch(load_program(str(DATA / "vadd.s")).kernel(), (4,), (256,), {"a": a, "b": b, "c": c, "n": n}, device=dev)
    got = dev.download(c, np.float32)
    assert np.array_equal(got[:n], a + 0.5) and np.all(got[n:] == -1.0)   # i >= n never stored


def test_cli_emulate_runs_and_writes_outputs(tmp_path):
    x = np.arange(512, dtype=np.float32)
    np.save(tmp_path / "x.npy", x)
    out = tmp_path / "out.npy"
    r = CliRunner().invoke(cli, ["emulate", str(DATA / "reduce_lds.s"), "--grid", "2", "--block", "256",
                                 "--arg", f"x={tmp_path / 'x.npy'}", "--arg", "out=zeros:float32:2",
                                 "--out", f"out={out}", "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["ok"] is True
    assert list(np.load(out)) == [x[:256].sum(), x[256:].sum()]


def test_cli_emulate_error_is_one_line(tmp_path):
    r = CliRunner().invoke(cli, ["emulate", str(DATA / "reduce_lds.s"), "--grid", "1", "--block", "256",
                                 "--arg", "y=1"])
    assert r.exit_code != 0 and "missing argument 'x'" in r.output and "Traceback" not in r.output
