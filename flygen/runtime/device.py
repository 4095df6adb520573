"""Device memory and streams handed to the HIP backend: what a caller's object says about its device address.

A buffer argument on the `hip` backend may be device memory the caller owns; the kernel then reads and writes it
in place (no copies), so the caller's object (a torch HIP tensor, a hip-python array, ...) is the result, in its
own type. Accepted, in this order:
  - an object with `__dlpack__` whose `__dlpack_device__()` is kDLROCM (10, dlpack.h `DLDeviceType`; torch HIP
    tensors): the address, dtype, shape and strides are read from its DLTensor (dlpack.h; the legacy
    unversioned capsule "dltensor", which producers give when `__dlpack__` is called without `max_version`),
    asked for with the launch's stream so the producer orders its work first; a DLPack object on another
    device is not device memory here (a CPU tensor takes the host path);
  - an object with `__cuda_array_interface__` (hip-python's arrays, CuPy-on-ROCm): `data` = (address,
    read-only), `typestr`, `shape`, `strides`; its optional producer `stream` is not waited on (the caller
    orders it, as with a raw address);
  - a plain `int` (a hipMalloc'd address), or an object int() converts and that has no array protocol
    (hip-python's `Pointer`, which hipMalloc returns): nothing about it can be checked, it is packed as given.
A stream is None (the null stream), an int (a hipStream_t), or an object with `cuda_stream` (torch.cuda.Stream,
which on ROCm holds the hipStream_t) or `__cuda_stream__()` -> (version, address).
"""
from __future__ import annotations

import ctypes
from dataclasses import dataclass

import numpy as np

from flygen.runtime.library import RuntimeError_

DL_ROCM = 10               # dlpack.h DLDeviceType kDLROCM
DL_CPU = 1                 # kDLCPU
# dlpack.h DLDataTypeCode -> the numpy kind letter of that code (bf16 and the fp8 codes have none: by width only)
DL_KIND = {0: "i", 1: "u", 2: "f", 4: "bfloat"}


class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class DLTensor(ctypes.Structure):
    """dlpack.h `DLTensor` (the head of `DLManagedTensor`, so a "dltensor" capsule's pointer is one of these)."""
    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", _DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


_get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_get_pointer.restype, _get_pointer.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
_is_valid = ctypes.pythonapi.PyCapsule_IsValid
_is_valid.restype, _is_valid.argtypes = ctypes.c_int, [ctypes.py_object, ctypes.c_char_p]


@dataclass(frozen=True)
class DeviceBuffer:
    """A buffer argument already in device memory: packed as `addr`, never copied. `keep` holds what keeps the
    memory valid during the launch (the caller's object, a DLPack capsule)."""
    addr: int
    nbytes: int | None          # None: a raw int, size unknown
    dtype: str                  # what the caller said it holds (numpy dtype text, DLPack code/bits), "" unknown
    source: str                 # "int", "__cuda_array_interface__", "dlpack"
    keep: object = None


@dataclass(frozen=True)
class DLView:
    """What a DLTensor says: address (data + byte_offset), device, dtype, shape, strides (None: compact)."""
    addr: int
    device: tuple[int, int]
    code: int
    bits: int
    lanes: int
    shape: tuple[int, ...]
    strides: tuple[int, ...] | None


def read_dltensor(capsule) -> DLView:
    """The DLTensor of a legacy "dltensor" capsule (dlpack.h layout). The capsule is not consumed (its name stays,
    so its own destructor frees the tensor when the caller drops it)."""
    if not _is_valid(capsule, b"dltensor"):
        raise ValueError("not a 'dltensor' capsule (a DLPack >= 1.0 versioned capsule, or already consumed)")
    t = DLTensor.from_address(_get_pointer(capsule, b"dltensor"))
    shape = tuple(t.shape[i] for i in range(t.ndim))
    strides = tuple(t.strides[i] for i in range(t.ndim)) if t.strides else None
    return DLView((t.data or 0) + t.byte_offset, (t.device.device_type, t.device.device_id), t.dtype.code,
                  t.dtype.bits, t.dtype.lanes, shape, strides)


def _compact(shape, strides, itemsize: int, in_bytes: bool) -> bool:
    """Row-major with no gaps (strides None counts as compact); `in_bytes`: strides in bytes (CAI) or items."""
    if strides is None:
        return True
    step = itemsize if in_bytes else 1
    for n, s in zip(reversed(shape), reversed(strides)):
        if n != 1 and s != step:
            return False
        step *= n
    return True


def _width_ok(where: str, dtype_name: str, itemsize: int, allowed: tuple) -> None:
    """A device buffer's element type cannot be matched by name (bf16 / fp8 have no common code), so by width:
    the kernel's format width, or bytes."""
    widths = {np.dtype(t).itemsize for t in allowed}
    if itemsize not in widths:
        raise RuntimeError_(f"{where}: holds {dtype_name} ({itemsize}-byte elements); this buffer takes "
                            f"{' or '.join(str(t) for t in allowed)} ({' or '.join(f'{w}-byte' for w in sorted(widths))} "
                            "elements)")


def _from_cai(where: str, v, allowed: tuple) -> DeviceBuffer:
    try:
        cai = dict(v.__cuda_array_interface__)
        addr, readonly = cai["data"]
        shape = tuple(int(n) for n in cai["shape"])
        dt = np.dtype(cai["typestr"])
        strides = cai.get("strides")
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        raise RuntimeError_(f"{where}: its __cuda_array_interface__ is not readable ({type(exc).__name__}: {exc})") \
            from None
    if readonly:
        raise RuntimeError_(f"{where}: its __cuda_array_interface__ says read-only; the kernel may write it")
    if not _compact(shape, strides, dt.itemsize, in_bytes=True):
        raise RuntimeError_(f"{where}: strides {tuple(strides)} for shape {shape} are not C-contiguous; pass a "
                            "contiguous copy (e.g. t.contiguous())")
    _width_ok(where, str(dt), dt.itemsize, allowed)
    n = int(np.prod(shape, dtype=np.int64))
    if n == 0 or not addr:
        raise RuntimeError_(f"{where}: empty (shape {shape}) or a null address")
    return DeviceBuffer(int(addr), n * dt.itemsize, str(dt), "__cuda_array_interface__", v)


def _dlpack_capsule(where: str, v, stream):
    """`v.__dlpack__(stream=...)`: the producer orders its pending work before our launch on that stream (the
    array API's consumer contract); producers without the keyword are asked without it."""
    try:
        return v.__dlpack__(stream=stream or None)        # ROCm: None is the legacy default stream
    except TypeError:
        try:
            return v.__dlpack__()
        except (TypeError, ValueError, BufferError, RuntimeError) as exc:
            raise RuntimeError_(f"{where}: __dlpack__() failed ({exc})") from None
    except (ValueError, BufferError, RuntimeError) as exc:
        raise RuntimeError_(f"{where}: __dlpack__() failed ({exc})") from None


def _from_dlpack(where: str, v, allowed: tuple, stream, device_id) -> DeviceBuffer:
    capsule = _dlpack_capsule(where, v, stream)
    try:
        t = read_dltensor(capsule)
    except ValueError as exc:
        raise RuntimeError_(f"{where}: {exc}") from None
    if t.device[0] != DL_ROCM:
        raise RuntimeError_(f"{where}: __dlpack__ gave a tensor on DLPack device type {t.device[0]}, not ROCm "
                            f"({DL_ROCM})")
    if device_id is not None and t.device[1] != device_id:
        raise RuntimeError_(f"{where} is on ROCm device {t.device[1]}, but the current HIP device is {device_id} "
                            "(hipSetDevice it first, or move the tensor)")
    if t.lanes != 1 or t.bits % 8:
        raise RuntimeError_(f"{where}: DLPack dtype code {t.code} bits {t.bits} lanes {t.lanes}: only whole-byte, "
                            "one-lane elements can be checked against the kernel's buffer")
    itemsize = t.bits // 8
    if not _compact(t.shape, t.strides, itemsize, in_bytes=False):
        raise RuntimeError_(f"{where}: strides {t.strides} for shape {t.shape} are not C-contiguous; pass a "
                            "contiguous copy (e.g. t.contiguous())")
    name = f"{DL_KIND.get(t.code, f'code {t.code} ')}{t.bits}"
    _width_ok(where, name, itemsize, allowed)
    n = int(np.prod(t.shape, dtype=np.int64))
    if n == 0 or not t.addr:
        raise RuntimeError_(f"{where}: empty (shape {t.shape}) or a null address")
    return DeviceBuffer(t.addr, n * itemsize, name, "dlpack", (v, capsule))


def device_buffer(kernel: str, name: str, v, allowed: tuple, stream=None, device_id=None) -> DeviceBuffer | None:
    """`v` as device memory (module docstring), or None when it is not device memory (host arrays go the host
    path). `allowed`: the numpy dtypes the buffer takes (their widths are what a device buffer is checked
    against). `device_id`: the current HIP device, checked against a DLPack tensor's."""
    where = f"{kernel}: argument {name!r}"
    if isinstance(v, (bool, float, complex, np.generic, np.ndarray)):
        return None
    if isinstance(v, int) or (hasattr(v, "__int__") and not hasattr(v, "__array_interface__")
                              and not hasattr(v, "__dlpack__") and not hasattr(v, "__cuda_array_interface__")):
        a = int(v)                                        # an int, or hip-python's Pointer (int() is its address)
        if not 0 < a < 1 << 64:
            raise RuntimeError_(f"{where}: {a:#x} is not a 64-bit device address")
        return DeviceBuffer(a, None, "", "int", v)
    # DLPack first: its __dlpack__(stream=) makes the producer order its pending work before our stream's launch,
    # which the CUDA Array Interface leaves to the consumer (its optional "stream" key)
    if hasattr(v, "__dlpack__") and callable(getattr(v, "__dlpack_device__", None)):
        try:
            kind = int(v.__dlpack_device__()[0])
        except (TypeError, ValueError, IndexError):
            return None                                   # the host path reports it
        if kind == DL_ROCM:
            return _from_dlpack(where, v, allowed, stream, device_id)
        return None                                       # a host tensor: the host path
    try:
        has_cai = hasattr(v, "__cuda_array_interface__")
    except Exception as exc:            # torch raises RuntimeError for a tensor that needs grad, ...
        raise RuntimeError_(f"{where}: reading __cuda_array_interface__ failed ({type(exc).__name__}: {exc})") \
            from None
    if has_cai:
        return _from_cai(where, v, allowed)
    return None


def stream_handle(stream) -> int:
    """A stream argument (module docstring) as its hipStream_t address; 0 is the null stream."""
    if stream is None:
        return 0
    s = stream
    if hasattr(s, "cuda_stream"):
        s = s.cuda_stream
    elif callable(getattr(s, "__cuda_stream__", None)):
        got = s.__cuda_stream__()
        s = got[1] if isinstance(got, tuple) and len(got) == 2 else got
    if isinstance(s, bool) or not isinstance(s, int) and not hasattr(s, "__int__"):
        raise RuntimeError_(f"stream {stream!r}: pass None, a hipStream_t (int), or an object with `cuda_stream` "
                            "(torch.cuda.Stream) or `__cuda_stream__()`")
    s = int(s)
    if not 0 <= s < 1 << 64:
        raise RuntimeError_(f"stream {stream!r}: {s:#x} is not a 64-bit handle")
    return s
