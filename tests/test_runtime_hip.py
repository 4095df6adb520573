"""The HIP backend (flygen/runtime/hip.py) against a FAKE `hip` module: no AMD GPU exists here, so this checks the
hip-python calls the backend makes, the kernarg bytes it hands hipModuleLaunchKernel through the
HIP_LAUNCH_PARAM_BUFFER_POINTER/_SIZE/_END extra array, the grid and the block. The fake's device is the gfx950
emulator: its hipModuleLaunchKernel decodes the received kernarg bytes with the code object's own metadata (not the
manifest), runs the kernel on the buffers those addresses name, so `flygen run --backend hip` is checked against the
reference end to end. None of this says the backend works on hardware; that is unverified."""
from __future__ import annotations

import ctypes
import enum
import importlib
import sys
import types

import numpy as np
import pytest
from click.testing import CliRunner

import flygen.runtime as rt
from flygen.cli.main import cli
from flygen.errors import FlygenError
from flygen.runtime.library import pack_kernargs
from flygen.ref.compare import compare
from flygen.families import FAMILIES
from runtime_support import build_library


class hipError_t(enum.IntEnum):
    hipSuccess = 0
    hipErrorOutOfMemory = 2


class hipMemcpyKind(enum.IntEnum):
    hipMemcpyHostToDevice = 1
    hipMemcpyDeviceToHost = 2


class Ptr:
    """hip-python's device pointers convert with int()."""

    def __init__(self, addr):
        self.addr = addr

    def __int__(self):
        return self.addr


class FakeHip(types.ModuleType):
    """`hip.hip` with the calls the backend uses; records every call; device memory and launches are the emulator's."""

    hipError_t, hipMemcpyKind = hipError_t, hipMemcpyKind

    def __init__(self, tmp, fail=None):
        super().__init__("hip.hip")
        from flygen.emu.memory import Device
        self.dev, self.tmp, self.fail = Device(), tmp, fail
        self.calls, self.bufs, self.launches, self.live, self.synced = [], {}, [], set(), []
        self.device_id = 0

    def _ok(self, name, *out):
        self.calls.append(name)
        return (hipError_t.hipErrorOutOfMemory,) if name == self.fail else (hipError_t.hipSuccess, *out)

    def hipModuleLoadData(self, data):
        path = self.tmp / f"module{len(self.calls)}.hsaco"
        path.write_bytes(bytes(data))
        return self._ok("hipModuleLoadData", ("module", str(path)))

    def hipModuleGetFunction(self, module, name):
        from flygen.asm.load import load_program
        assert module[0] == "module" and isinstance(name, bytes)
        return self._ok("hipModuleGetFunction", load_program(module[1]).kernel(name.decode()))

    def hipMalloc(self, nbytes):
        b = self.dev.alloc(nbytes)
        self.bufs[b.addr] = b
        self.live.add(b.addr)
        return self._ok("hipMalloc", Ptr(b.addr))

    def hipMemcpy(self, dst, src, nbytes, kind):
        if kind == hipMemcpyKind.hipMemcpyHostToDevice:
            self.dev.write(int(dst), np.asarray(src).reshape(-1).view(np.uint8)[:nbytes])
        else:
            assert kind == hipMemcpyKind.hipMemcpyDeviceToHost
            dst.reshape(-1).view(np.uint8)[:nbytes] = self.dev.read(int(src), nbytes)
        return self._ok(f"hipMemcpy{kind.name[9:]}")

    def hipModuleLaunchKernel(self, f, gx, gy, gz, bx, by, bz, shared, stream, params, extra):
        from flygen.emu.launch import build_kernargs, launch
        assert shared == 0 and params is None and isinstance(extra, int)
        cfg = (ctypes.c_void_p * 5).from_address(extra)
        assert (cfg[0], cfg[2], cfg[4]) == (1, 2, 3)     # HIP_LAUNCH_PARAM_BUFFER_POINTER, _SIZE, _END
        size = ctypes.c_size_t.from_address(cfg[3]).value
        kernarg = ctypes.string_at(cfg[1], size)
        args = {}
        for a in f.args:                                     # decode with the code object's metadata
            kind, off, sz = str(a[".value_kind"]), int(a[".offset"]), int(a[".size"])
            if kind.startswith("hidden_"):
                continue
            raw = kernarg[off:off + sz]
            args[str(a[".name"])] = self.bufs[int.from_bytes(raw, "little")] if kind == "global_buffer" \
                else np.frombuffer(raw, dtype=f"<u{sz}")[0]
        grid, block = (gx, gy, gz), (bx, by, bz)
        emu_bytes, _ = build_kernargs(f, args, self.dev, grid, block)
        assert emu_bytes[:size] == kernarg
        res = launch(f, grid=grid, block=block, args=args, device=self.dev)
        self.launches.append({"kernel": f.name, "kernarg": kernarg, "grid": grid, "block": block, "args": args,
                              "instructions": res.instructions, "stream": stream})
        return self._ok("hipModuleLaunchKernel")

    def hipStreamSynchronize(self, stream):
        self.synced.append(stream)
        return self._ok("hipStreamSynchronize")

    def hipGetDevice(self):
        return self._ok("hipGetDevice", self.device_id)

    def hipFree(self, p):
        self.live.remove(int(p))
        return self._ok("hipFree")


@pytest.fixture(scope="module")
def lib_dir(tmp_path_factory):
    return build_library(tmp_path_factory.mktemp("rtlib") / "lib")


@pytest.fixture
def fake_hip(monkeypatch, tmp_path):
    fake = FakeHip(tmp_path)
    pkg = types.ModuleType("hip")
    pkg.hip = fake
    monkeypatch.setitem(sys.modules, "hip", pkg)
    monkeypatch.setitem(sys.modules, "hip.hip", fake)
    return fake


def _case(k, sizes, seed=1):
    ref = importlib.import_module(FAMILIES[k.info.family].ref)
    return ref.make_case(k.info.params, sizes, np.random.default_rng(seed))


@pytest.mark.parametrize("name,sizes", [("axpby_bf16_f16", {"n": 1000}),
                                        ("gemm_fp8_8w_row_major", {"M": 300, "N": 520})])
def test_hip_backend_calls_bytes_grid_block(lib_dir, fake_hip, name, sizes):
    lib = rt.load(lib_dir, backend="hip")
    k = lib[name]
    case = _case(k, sizes)
    res = k(**{**case.sizes, **case.args})
    assert res.backend == "hip" and res.details["verified_on_hardware"] is False
    n_buf = len(k.info.buffers)
    assert fake_hip.calls == (["hipModuleLoadData", "hipModuleGetFunction"]
                              + ["hipMalloc", "hipMemcpyHostToDevice"] * n_buf
                              + ["hipModuleLaunchKernel", "hipStreamSynchronize"]
                              + ["hipMemcpyDeviceToHost"] * n_buf + ["hipFree"] * n_buf)
    assert not fake_hip.live                                  # every allocation freed
    (launch,) = fake_hip.launches
    assert launch["grid"] == k.info.grid(**case.sizes) == res.grid and launch["block"] == k.info.workgroup
    addrs = res.details["device_addresses"]
    assert sorted(addrs) == sorted(a.name for a in k.info.buffers) and len(set(addrs.values())) == n_buf
    scalars = {a.name: case.args[a.name] for a in k.info.values}
    assert launch["kernarg"] == res.details["kernarg_device"] == pack_kernargs(k.info, {**addrs, **scalars})
    for a in k.info.buffers:                                  # each buffer's device address at its manifest offset
        assert int.from_bytes(launch["kernarg"][a.offset:a.offset + 8], "little") == addrs[a.name]
    assert len(launch["kernarg"]) == k.info.kernarg_size
    assert launch["stream"] is None and fake_hip.synced == [None]       # the null stream, synchronized
    for c in case.checks:                                     # results came back through hipMemcpy D2H
        n = c.count + (len(c.guard) if c.guard is not None else 0)
        r = compare(case.args[c.arg].reshape(-1).view(np.uint8).view(c.dtype)[:n], c)
        assert r.mismatches == 0 and r.guard_ok and r.nan_mismatch == 0, r


def test_module_and_function_loaded_once(lib_dir, fake_hip):
    lib = rt.load(lib_dir, backend="hip")
    k = lib["axpby_f32_f32"]
    for seed in (1, 2):
        case = _case(k, {"n": 300}, seed)
        k(**{**case.sizes, **case.args})
    assert fake_hip.calls.count("hipModuleLoadData") == 1 and fake_hip.calls.count("hipModuleGetFunction") == 1
    assert fake_hip.calls.count("hipModuleLaunchKernel") == 2


def test_hip_error_raises_and_frees(lib_dir, fake_hip):
    fake_hip.fail = "hipModuleLaunchKernel"
    k = rt.load(lib_dir, backend="hip")["axpby_f32_f32"]
    case = _case(k, {"n": 300})
    with pytest.raises(FlygenError, match=r"hipModuleLaunchKernel\(axpby_f32_f32, grid \[1, 1, 1\], block "
                                          r"\[256, 1, 1\], stream 0x0\) failed: .*hipErrorOutOfMemory"):
        k(**{**case.sizes, **case.args})
    assert fake_hip.calls.count("hipFree") == 2 and not fake_hip.live


def test_missing_hip_python_is_a_clear_error(lib_dir, monkeypatch):
    monkeypatch.setitem(sys.modules, "hip", None)             # import hip -> ImportError
    k = rt.load(lib_dir, backend="hip")["axpby_f32_f32"]
    case = _case(k, {"n": 300})
    with pytest.raises(FlygenError, match="backend 'hip' needs the hip-python package"):
        k(**{**case.sizes, **case.args})
    r = CliRunner().invoke(cli, ["run", str(lib_dir), "-k", "axpby_f32_f32", "--backend", "hip"])
    assert r.exit_code == 1 and "needs the hip-python package (module `hip`" in r.output


def test_cli_run_backend_hip_against_the_fake(lib_dir, fake_hip):
    r = CliRunner().invoke(cli, ["run", str(lib_dir), "-k", "preshuffle_fp8_sync_s2", "--shape", "M=200",
                                 "--backend", "hip"])
    assert r.exit_code == 0, r.output
    assert r.output.startswith("PASS preshuffle_fp8_sync_s2 on hip (") and "unverified on hardware" in r.output
    assert "hipModuleLaunchKernel" in fake_hip.calls and fake_hip.launches[0]["grid"] == (1, 2, 1)


# ---- device memory and streams (flygen/runtime/device.py) -------------------------------------------------------

class CAI:
    """A device array through the CUDA Array Interface only (as torch HIP tensors / hip-python arrays export it)."""
    def __init__(self, addr, shape, typestr, strides=None, readonly=False):
        self.__cuda_array_interface__ = {"data": (addr, readonly), "shape": shape, "typestr": typestr,
                                         "strides": strides, "version": 3}


class DLTensorC(ctypes.Structure):        # dlpack.h DLManagedTensor, written here independently of flygen's reader
    _fields_ = [("data", ctypes.c_void_p), ("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32),
                ("ndim", ctypes.c_int32), ("code", ctypes.c_uint8), ("bits", ctypes.c_uint8),
                ("lanes", ctypes.c_uint16), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64),
                ("manager_ctx", ctypes.c_void_p), ("deleter", ctypes.c_void_p)]


_new_capsule = ctypes.pythonapi.PyCapsule_New
_new_capsule.restype, _new_capsule.argtypes = ctypes.py_object, [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]


class RocmTensor:
    """A ROCm DLPack producer: __dlpack_device__ (10, id) and a legacy "dltensor" capsule over fake device memory;
    records the stream the consumer asked for."""
    def __init__(self, addr, n, code, bits, device_id=0, byte_offset=0, strides=None):
        self._shape = (ctypes.c_int64 * 1)(n)
        self._strides = (ctypes.c_int64 * 1)(*strides) if strides else None
        self._t = DLTensorC(addr, 10, device_id, 1, code, bits, 1, self._shape,
                            self._strides, byte_offset, None, None)
        self.device_id, self.streams = device_id, []

    def __dlpack_device__(self):
        return (10, self.device_id)

    def __dlpack__(self, stream=None):
        self.streams.append(stream)
        return _new_capsule(ctypes.addressof(self._t), b"dltensor", None)


class TorchLikeStream:
    def __init__(self, handle):
        self.cuda_stream = handle


def _device_copy(fake, a):
    """`a` in the fake's device memory (as a caller's hipMalloc + hipMemcpy would leave it): its address."""
    p = int(fake.hipMalloc(a.nbytes)[1])
    fake.dev.write(p, np.ascontiguousarray(a).reshape(-1).view(np.uint8))
    return p


def _check_outputs(fake, case, addrs):
    for c in case.checks:
        n = c.count + (len(c.guard) if c.guard is not None else 0)
        got = fake.dev.read(addrs[c.arg], n * np.dtype(c.dtype).itemsize).view(c.dtype)
        r = compare(got, c)
        assert r.mismatches == 0 and r.guard_ok and r.nan_mismatch == 0, r


def _wrap(kind, addr, a):
    if kind == "int":
        return addr
    if kind == "pointer":
        return Ptr(addr)                                       # hip-python's Pointer converts with int()
    if kind == "cai":
        return CAI(addr, a.shape, np.dtype(f"u{a.dtype.itemsize}").str)
    return RocmTensor(addr, a.size, 1, 8 * a.dtype.itemsize)   # DLPack uint of the element width


# the GEMM (five buffers, fp8 / f32 / bf16 widths) once, the cheap axpby for the other forms (~10 s vs ~0.5 s)
@pytest.mark.parametrize("kind,name,sizes", [("int", "axpby_bf16_f16", {"n": 1000}),
                                             ("pointer", "axpby_f32_f32", {"n": 300}),
                                             ("cai", "axpby_bf16_f16", {"n": 1000}),
                                             ("dlpack", "gemm_fp8_8w_row_major", {"M": 300, "N": 520})])
def test_device_memory_in_place_on_a_stream(lib_dir, fake_hip, kind, name, sizes):
    k = rt.load(lib_dir, backend="hip")[name]
    case = _case(k, sizes)
    addrs = {a.name: _device_copy(fake_hip, case.args[a.name]) for a in k.info.buffers}
    objs = {n: _wrap(kind, p, case.args[n]) for n, p in addrs.items()}
    scalars = {a.name: case.args[a.name] for a in k.info.values}
    fake_hip.calls.clear()
    res = k(stream=TorchLikeStream(0x5000), **{**case.sizes, **scalars, **objs})
    # no allocation, no copy, no synchronize: the launch is asynchronous on the caller's stream
    assert fake_hip.calls == ["hipGetDevice", "hipModuleLoadData", "hipModuleGetFunction", "hipModuleLaunchKernel"]
    (launch,) = fake_hip.launches
    assert launch["stream"] == 0x5000 and res.details["stream"] == 0x5000 and not fake_hip.synced
    assert launch["kernarg"] == pack_kernargs(k.info, {**addrs, **scalars})
    assert res.details["caller_device_memory"] == sorted(addrs) and res.details["synchronized"] is False
    for n, o in objs.items():                                   # the caller's objects, unchanged in type
        assert type(o) is type(_wrap(kind, 1, case.args[n]))
    if kind == "dlpack":                                        # the producer was told the consumer's stream
        assert all(o.streams == [0x5000] for o in objs.values())
    _check_outputs(fake_hip, case, addrs)


def test_mixed_host_and_device_synchronizes_the_stream(lib_dir, fake_hip):
    k = rt.load(lib_dir, backend="hip")["axpby_f32_f32"]
    case = _case(k, {"n": 300})
    x = _device_copy(fake_hip, case.args["x"])
    y = case.args["y"]                                          # host numpy: copied in and back
    res = k(stream=0x77, **{**case.sizes, **case.args, "x": CAI(x, case.args["x"].shape, "<f4"), "y": y})
    assert fake_hip.launches[0]["stream"] == 0x77 and fake_hip.synced == [0x77]
    assert fake_hip.calls.count("hipMalloc") == 2 and fake_hip.calls.count("hipFree") == 1  # ours; y's only
    assert res.details["synchronized"] and type(y) is np.ndarray
    (c,) = case.checks
    r = compare(y.reshape(-1).view(c.dtype)[:c.count + (len(c.guard) if c.guard is not None else 0)], c)
    assert r.mismatches == 0 and r.guard_ok


@pytest.mark.parametrize("stream,want", [(None, None), (0, None), (0x1234, 0x1234), (TorchLikeStream(0x99), 0x99),
                                         (types.SimpleNamespace(__cuda_stream__=lambda: (0, 0x42)), 0x42)])
def test_stream_forms(lib_dir, fake_hip, stream, want):
    k = rt.load(lib_dir, backend="hip")["axpby_f32_f32"]
    case = _case(k, {"n": 300})
    k(stream=stream, **{**case.sizes, **case.args})
    assert fake_hip.launches[0]["stream"] == want and fake_hip.synced == [want]


def test_device_memory_refusals(lib_dir, fake_hip):
    k = rt.load(lib_dir, backend="hip")["axpby_f32_f32"]
    case = _case(k, {"n": 300})
    base = {**case.sizes, **case.args}
    p = _device_copy(fake_hip, case.args["y"])
    cases = [
        (CAI(p, (300,), "<f4", readonly=True), "read-only"),
        (CAI(p, (10, 30), "<f4", strides=(4, 40)), r"strides \(4, 40\) for shape \(10, 30\) are not C-contiguous"),
        (CAI(p, (300,), "<f8"), r"holds float64 \(8-byte elements\); this buffer takes"),
        (CAI(0, (300,), "<f4"), "null address"),
        (RocmTensor(p, 300, 2, 32, device_id=1), "is on ROCm device 1, but the current HIP device is 0"),
        (RocmTensor(p, 300, 2, 16), r"holds f16 \(2-byte elements\)"),
        (RocmTensor(p, 300, 2, 32, strides=(2,)), r"strides \(2,\) for shape \(300,\) are not C-contiguous"),
    ]
    for obj, msg in cases:
        with pytest.raises(FlygenError, match=r"axpby_f32_f32: argument 'y'.*" + msg):
            k(**{**base, "y": obj})
    with pytest.raises(FlygenError, match="stream 'fast': pass None, a hipStream_t"):
        k(stream="fast", **base)
    assert not fake_hip.launches


def test_dlpack_byte_offset_is_part_of_the_address(lib_dir, fake_hip):
    k = rt.load(lib_dir, backend="hip")["axpby_f32_f32"]
    case = _case(k, {"n": 300})
    addrs = {n: _device_copy(fake_hip, case.args[n]) for n in ("x", "y")}
    y = RocmTensor(addrs["y"] - 64, 300, 2, 32, byte_offset=64)
    k(**{**case.sizes, **case.args, "x": addrs["x"], "y": y})
    _check_outputs(fake_hip, case, addrs)


def test_emulator_refuses_device_memory(lib_dir):
    k = rt.load(lib_dir)["axpby_f32_f32"]
    case = _case(k, {"n": 300})
    base = {**case.sizes, **case.args}
    for obj, what in [(0x7F0000000000, "an int address"), (CAI(0x7F0000000000, (300,), "<f4"),
                                                             "__cuda_array_interface__")]:
        with pytest.raises(FlygenError, match=rf"argument 'y' is a f32 buffer given as device memory \({what}\): "
                                              "backend emu takes host memory .*only backend 'hip'"):
            k(**{**base, "y": obj})
    with pytest.raises(FlygenError, match="argument 'y' is on DLPack device type 10, not the CPU"):
        k(**{**base, "y": RocmTensor(0x7F0000000000, 300, 2, 32)})
    res = k(stream=0x1234, **base)                              # a stream is accepted and ignored
    assert res.backend == "emu"


def test_dltensor_reader_against_numpy_capsules():
    """flygen's DLTensor reader on capsules numpy produced (an independent DLPack implementation)."""
    from flygen.runtime.device import read_dltensor
    for a in (np.arange(12, dtype=np.float32).reshape(3, 4), np.arange(5, dtype=np.uint16),
              np.arange(24, dtype=np.int8).reshape(2, 3, 4)[:, 1]):
        t = read_dltensor(a.__dlpack__())
        assert t.device == (1, 0) and t.addr == a.ctypes.data and t.shape == a.shape
        assert (t.code, t.bits, t.lanes) == ({"f": 2, "u": 1, "i": 0}[a.dtype.kind], 8 * a.dtype.itemsize, 1)
        if t.strides is not None:
            assert tuple(s * a.itemsize for s in t.strides) == a.strides


def test_torch_hip_tensor_on_real_hip():
    """A torch HIP tensor and torch.cuda.Stream through the real hip-python backend: needs torch built for ROCm,
    a GPU and hip-python, none of which this machine has."""
    torch = pytest.importorskip("torch", reason="torch not installed: the torch HIP tensor path is not exercised")
    if not getattr(torch.version, "hip", None) or not torch.cuda.is_available():
        pytest.skip("torch has no HIP device here: the torch HIP tensor path is not exercised")
    pytest.importorskip("hip", reason="hip-python not installed: no real HIP backend")
    from runtime_support import ROOT  # noqa: F401  (a real-GPU run builds its own library below)
    import tempfile
    from pathlib import Path
    with tempfile.TemporaryDirectory() as d:
        lib = rt.load(build_library(Path(d) / "lib"), backend="hip")
        k = lib["axpby_f32_f32"]
        x = torch.randn(300, device="cuda")
        y = torch.randn(300, device="cuda")
        want = 2.0 * x - 0.5 * y
        s = torch.cuda.Stream()
        k(stream=s, x=x, y=y, alpha=2.0, beta=-0.5, n=300)
        s.synchronize()
        assert isinstance(y, torch.Tensor) and y.is_cuda and torch.allclose(y, want, rtol=1e-6, atol=1e-6)


def test_dlpack_is_preferred_over_the_array_interface(lib_dir, fake_hip):
    """A tensor with both protocols (torch HIP tensors) goes through DLPack, which hands the producer our stream."""
    k = rt.load(lib_dir, backend="hip")["axpby_f32_f32"]
    case = _case(k, {"n": 300})
    addrs = {n: _device_copy(fake_hip, case.args[n]) for n in ("x", "y")}
    y = RocmTensor(addrs["y"], 300, 2, 32)
    y.__cuda_array_interface__ = {"data": (0x10, False), "shape": (300,), "typestr": "<f4", "version": 3}
    k(stream=0x33, **{**case.sizes, **case.args, "x": addrs["x"], "y": y})
    assert y.streams == [0x33]
    _check_outputs(fake_hip, case, addrs)
