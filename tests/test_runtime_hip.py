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
        self.calls, self.bufs, self.launches, self.live = [], {}, [], set()

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
                              "instructions": res.instructions})
        return self._ok("hipModuleLaunchKernel")

    def hipStreamSynchronize(self, stream):
        assert stream is None
        return self._ok("hipStreamSynchronize")

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
                                          r"\[256, 1, 1\]\) failed: .*hipErrorOutOfMemory"):
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
