"""The HIP backend of flygen.runtime, through `hip-python` (module `hip`, its `hip.hip` bindings).

UNVERIFIED ON HARDWARE: no AMD GPU exists where flygen is built. This code path is exercised only against a
fake `hip` module in tests/test_runtime_hip.py, which checks the calls, the packed kernarg bytes (the device
addresses hipMalloc returned, at the manifest's offsets), the grid and the block; it has never launched a kernel.

Per launch: hipMalloc + hipMemcpy (host to device) for every buffer, the kernarg bytes packed with those device
addresses, hipModuleLaunchKernel on the library's HSACO (hipModuleLoadData once per file, hipModuleGetFunction
once per kernel) with the bytes passed through the `extra` array {HIP_LAUNCH_PARAM_BUFFER_POINTER, &bytes,
HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END} on the null stream, hipStreamSynchronize, hipMemcpy
(device to host) back into every buffer, hipFree. No dynamic LDS (the kernels' LDS is in their descriptors).
hip-python calls return a tuple whose first element is a hipError_t; anything but hipSuccess raises.
"""
from __future__ import annotations

import ctypes
from pathlib import Path

from flygen.errors import FlygenError

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

    def run(self, k, buffers, scalars, pack, grid, block) -> dict:
        hip = self.hip
        fn = self.function(k)
        dev: dict[str, object] = {}
        try:
            for n, a in buffers.items():
                dev[n] = self._check(hip.hipMalloc(a.nbytes), f"hipMalloc({n}, {a.nbytes} B)")
                self._check(hip.hipMemcpy(dev[n], a, a.nbytes, hip.hipMemcpyKind.hipMemcpyHostToDevice),
                            f"hipMemcpy({n}, host to device)")
            kernarg = pack({n: int(p) for n, p in dev.items()})
            buf = ctypes.create_string_buffer(kernarg, len(kernarg))
            size = ctypes.c_size_t(len(kernarg))
            extra = (ctypes.c_void_p * 5)(_param(hip, "HIP_LAUNCH_PARAM_BUFFER_POINTER"), ctypes.addressof(buf),
                                          _param(hip, "HIP_LAUNCH_PARAM_BUFFER_SIZE"), ctypes.addressof(size),
                                          _param(hip, "HIP_LAUNCH_PARAM_END"))
            self._check(hip.hipModuleLaunchKernel(fn, *grid, *block, 0, None, None, ctypes.addressof(extra)),
                        f"hipModuleLaunchKernel({k.name}, grid {list(grid)}, block {list(block)})")
            self._check(hip.hipStreamSynchronize(None), f"hipStreamSynchronize after {k.name}")
            for n, a in buffers.items():
                self._check(hip.hipMemcpy(a, dev[n], a.nbytes, hip.hipMemcpyKind.hipMemcpyDeviceToHost),
                            f"hipMemcpy({n}, device to host)")
        finally:
            for n, p in dev.items():
                hip.hipFree(p)
        return {"kernarg_device": kernarg, "device_addresses": {n: int(p) for n, p in dev.items()},
                "verified_on_hardware": False}
