"""flygen.runtime takes host arrays through DLPack and __array_interface__ (numpy, and torch CPU tensors where
torch is installed), writes results back into the caller's object (same type, same memory), and refuses device
memory, read-only memory and objects numpy cannot read with a located message."""
from __future__ import annotations

import numpy as np
import pytest

import flygen.runtime as rt
from flygen.build.pipeline import build
from flygen.runtime.library import RuntimeError_
from runtime_support import ROOT

N = 1000


@pytest.fixture(scope="module")
def k(tmp_path_factory):
    out = tmp_path_factory.mktemp("dl") / "lib"
    build([str(ROOT / "examples" / "axpby.yaml")], out)
    return rt.load(out)["axpby_f32_f32"]


class FakeDLPack:
    """The DLPack protocol and nothing else (no __array__, no __array_interface__)."""
    def __init__(self, a, device=(1, 0)):
        self._a, self._device = a, device

    def __dlpack__(self, **kw):
        return self._a.__dlpack__(**kw)

    def __dlpack_device__(self):
        return self._device


class FakeInterface:
    def __init__(self, a):
        self._a = a                       # keeps the memory alive
        self.__array_interface__ = a.__array_interface__


def _inputs():
    rng = np.random.default_rng(3)
    return rng.standard_normal(N).astype(np.float32), rng.standard_normal(N).astype(np.float32)


def _want(x, y):
    return (np.float32(2.0) * x + np.float32(-0.5) * y).astype(np.float32)


@pytest.mark.parametrize("wrap", [FakeDLPack, FakeInterface], ids=["dlpack", "array_interface"])
def test_foreign_arrays_round_trip_in_place(k, wrap):
    x, y = _inputs()
    want = _want(x, y)
    xs, ys = wrap(x.copy()), wrap(y.copy())
    k(x=xs, y=ys, alpha=2.0, beta=-0.5, n=N)
    assert type(ys) is wrap                                   # the caller's object, updated in place
    got = ys._a
    assert np.allclose(got, want, rtol=1e-6, atol=1e-6) and not np.allclose(got, y)


def test_numpy_unchanged_in_type(k):
    x, y = _inputs()
    want = _want(x, y)
    k(x=x, y=y, alpha=2.0, beta=-0.5, n=N)
    assert type(y) is np.ndarray and np.allclose(y, want, rtol=1e-6, atol=1e-6)


def test_torch_cpu_tensor(k):
    torch = pytest.importorskip("torch", reason="torch not installed: the torch CPU tensor path is not exercised")
    x, y = _inputs()
    want = _want(x, y)
    tx, ty = torch.from_numpy(x.copy()), torch.from_numpy(y.copy())
    k(x=tx, y=ty, alpha=2.0, beta=-0.5, n=N)
    assert isinstance(ty, torch.Tensor) and np.allclose(ty.numpy(), want, rtol=1e-6, atol=1e-6)


def test_refusals(k):
    x, y = _inputs()
    with pytest.raises(RuntimeError_, match=r"axpby_f32_f32: argument 'y' is on DLPack device type 2, not the CPU"):
        k(x=x, y=FakeDLPack(y, device=(2, 0)), alpha=1.0, beta=1.0, n=N)
    ro = y.copy()
    ro.flags.writeable = False
    with pytest.raises(RuntimeError_, match=r"argument 'y'.*read-only"):
        k(x=x, y=FakeInterface(ro), alpha=1.0, beta=1.0, n=N)
    with pytest.raises(RuntimeError_, match=r"argument 'y' is a f32 buffer: pass a numpy array or an object with"):
        k(x=x, y=[1.0] * N, alpha=1.0, beta=1.0, n=N)
    with pytest.raises(RuntimeError_, match=r"argument 'x' is a f32 buffer; got a float64 array"):
        k(x=FakeDLPack(x.astype(np.float64)), y=y, alpha=1.0, beta=1.0, n=N)
