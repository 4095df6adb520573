"""The HIP backend of flygen.runtime, through `hip-python` (module `hip`, its `hip.hip` bindings).

UNVERIFIED ON HARDWARE: no AMD GPU exists where flygen is built. This code path is exercised only against a
fake `hip` module in tests/test_runtime_hip.py, which checks the calls, the packed kernarg bytes (the device
addresses hipMalloc returned, at the manifest's offsets), the grid and the block; it has never launched a kernel.

Per launch: a buffer given as device memory (an int address, `__cuda_array_interface__`, a ROCm DLPack tensor such
as a torch HIP tensor; flygen/runtime/device.py) is packed as its address and written in place; a host array gets
hipMalloc + hipMemcpy (host to device). The kernarg bytes go to hipModuleLaunchKernel on the library's HSACO
(hipModuleLoadData once per file, hipModuleGetFunction once per kernel) through the `extra` array
{HIP_LAUNCH_PARAM_BUFFER_POINTER, &bytes, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END} on the
caller's stream (default the null stream). If any host array was copied in: hipStreamSynchronize(stream),
hipMemcpy (device to host) back into it, hipFree; a launch on device memory only returns without synchronizing.
No dynamic LDS (the kernels' LDS is in their descriptors).
hip-python calls return a tuple whose first element is a hipError_t; anything but hipSuccess raises.
"""
from __future__ import annotations

import ctypes
from pathlib import Path

from flygen.errors import FlygenError
from flygen.runtime.device import DeviceBuffer

# hip_runtime_api.h: #define HIP_LAUNCH_PARAM_BUFFER_POINTER ((void*)0x01), _SIZE 0x02, _END 0x03
LAUNCH_PARAM = {"HIP_LAUNCH_PARAM_BUFFER_POINTER": 0x01, "HIP_LAUNCH_PARAM_BUFFER_SIZE": 0x02,
                "HIP_LAUNCH_PARAM_END": 0x03}


class HipError(FlygenError):
    pass


def import_hip():
    """`hip.hip` of hip-python, or an error naming the package."""
    try:
        from hip import hip
    except ImportError as e:
        raise HipError("backend 'hip' needs the hip-python package (module `hip`; e.g. `pip install hip-python` "
                       f"matching the installed ROCm), which is not importable here ({e}); the default backend "
                       "'emu' needs nothing") from None
    return hip


def _param(hip, name: str) -> int:
    v = getattr(hip, name, None)
    try:
        return int(v) if v is not None else LAUNCH_PARAM[name]
    except TypeError:
        return LAUNCH_PARAM[name]


class HipBackend:
    """Launches the library's HSACO through hip-python (module docstring). Unverified on hardware."""

    name = "hip"
    device = True                 # takes the caller's device memory (flygen.runtime.device)

    def __init__(self):
        self.hip = import_hip()
        self._modules: dict[Path, object] = {}
        self._functions: dict[tuple[Path, str], object] = {}

    def _check(self, result, what: str):
        res = result if isinstance(result, tuple) else (result,)
        err, rest = res[0], res[1:]
        if err != self.hip.hipError_t.hipSuccess:
            raise HipError(f"{what} failed: {getattr(err, 'name', err)} ({int(err)})")
        return rest[0] if len(rest) == 1 else (rest or None)

    def function(self, k):
        key = (Path(k.hsaco), k.name)
        if key not in self._functions:
            if key[0] not in self._modules:
                data = Path(k.hsaco).read_bytes()
                self._modules[key[0]] = self._check(self.hip.hipModuleLoadData(data),
                                                    f"hipModuleLoadData({k.hsaco.name})")
            self._functions[key] = self._check(self.hip.hipModuleGetFunction(self._modules[key[0]], k.name.encode()),
                                               f"hipModuleGetFunction({k.name})")
        return self._functions[key]

    def current_device(self) -> int | None:
        """The current HIP device (hipGetDevice), checked against a DLPack tensor's device id."""
        if not hasattr(self.hip, "hipGetDevice"):
            return None
        return int(self._check(self.hip.hipGetDevice(), "hipGetDevice"))

    def run(self, k, buffers, scalars, pack, grid, block, stream: int = 0) -> dict:
        """`buffers`: host arrays (copied in and back around the launch) or flygen.runtime.device.DeviceBuffer
        (the caller's device memory, packed as its address, never copied). `stream`: a hipStream_t address (0: the
        null stream). With no host array the launch is asynchronous on `stream`, as a HIP launch is (HIP copies
        the kernarg bytes at the call); with one, `stream` is synchronized before the results are copied back."""
        hip = self.hip
        fn = self.function(k)
        s = stream or None                       # hip-python takes None for the null stream
        dev: dict[str, object] = {}              # device buffers this launch allocated (host arrays)
        given = {n: b.addr for n, b in buffers.items() if isinstance(b, DeviceBuffer)}
        host = {n: a for n, a in buffers.items() if not isinstance(a, DeviceBuffer)}
        try:
            for n, a in host.items():
                dev[n] = self._check(hip.hipMalloc(a.nbytes), f"hipMalloc({n}, {a.nbytes} B)")
                self._check(hip.hipMemcpy(dev[n], a, a.nbytes, hip.hipMemcpyKind.hipMemcpyHostToDevice),
                            f"hipMemcpy({n}, host to device)")
            addresses = {**{n: int(p) for n, p in dev.items()}, **given}
            kernarg = pack(addresses)
            buf = ctypes.create_string_buffer(kernarg, len(kernarg))
            size = ctypes.c_size_t(len(kernarg))
            extra = (ctypes.c_void_p * 5)(_param(hip, "HIP_LAUNCH_PARAM_BUFFER_POINTER"), ctypes.addressof(buf),
                                          _param(hip, "HIP_LAUNCH_PARAM_BUFFER_SIZE"), ctypes.addressof(size),
                                          _param(hip, "HIP_LAUNCH_PARAM_END"))
            self._check(hip.hipModuleLaunchKernel(fn, *grid, *block, 0, s, None, ctypes.addressof(extra)),
                        f"hipModuleLaunchKernel({k.name}, grid {list(grid)}, block {list(block)}, stream "
                        f"{stream:#x})")
            if host:
                self._check(hip.hipStreamSynchronize(s), f"hipStreamSynchronize({stream:#x}) after {k.name}")
            for n, a in host.items():
                self._check(hip.hipMemcpy(a, dev[n], a.nbytes, hip.hipMemcpyKind.hipMemcpyDeviceToHost),
                            f"hipMemcpy({n}, device to host)")
        finally:
            for n, p in dev.items():
                hip.hipFree(p)
        return {"kernarg_device": kernarg, "device_addresses": addresses, "stream": stream,
                "caller_device_memory": sorted(given), "synchronized": bool(host), "verified_on_hardware": False}
