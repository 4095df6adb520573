"""The Python runtime: a built library as callables that pack kernargs, compute the grid and launch on a backend.

    lib = flygen.runtime.load("out/")
    k = lib["gemm_fp8_8w_row_major"]
    res = k(a=a, b=b, scale_a=sa, scale_b=sb, c=c, M=300, N=520)      # c is updated in place

Keyword arguments are the kernel's arguments (numpy arrays for buffers, or any host-memory object with
`__dlpack__` (torch CPU tensors, ...) or `__array_interface__`: results are written back into the caller's own
memory, so they come back in its type; on the hip backend also device memory: flygen/runtime/device.py; numbers
for by-value arguments) and the runtime sizes its grid reads; `stream=` names the HIP stream (ignored by the
emulator). A grid size and a by-value argument with the same name up to case (M and m) are one
value: give either (both, and they must agree). Nothing is compiled at launch: the code object was built, the
kernarg layout and grid come from the manifest.

Backends (`Backend`): "emu" (default, the gfx950 CPU emulator) runs here. A backend receives the host arrays and
a `pack(addresses) -> bytes` closure; it places the buffers, packs, launches and copies the buffers back. "hip"
(flygen/runtime/hip.py, needs hip-python) packs the caller's device memory as it is and allocates host arrays
with hipMalloc, and launches the HSACO with hipModuleLaunchKernel on the stream with the packed bytes
(HIP_LAUNCH_PARAM_BUFFER_POINTER); it is tested only against a fake
`hip` module: UNVERIFIED ON HARDWARE, nothing here has run on a GPU.
"""
from __future__ import annotations

import hashlib

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Protocol

import numpy as np

from flygen.errors import FlygenError
from flygen.runtime import expr
from flygen.isa.dtypes import FORMATS
from flygen.runtime.library import KernelInfo, RuntimeError_, pack_kernargs, read_manifest, sha256_file, typed_scalar
from flygen.runtime.device import DL_CPU, device_buffer, stream_handle
from flygen.runtime.sparse import SparseBuffer

ALIASES = {"fp16": "f16", "int8": "i8", "uint8": "u8"}


@dataclass
class RunResult:
    kernel: str
    backend: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    kernarg: bytes
    details: dict = field(default_factory=dict)   # backend-specific (emulator: instructions, hazards, fidelity)


class Backend(Protocol):
    name: str

    def run(self, k: KernelInfo, buffers: dict[str, np.ndarray], scalars: dict,
            pack: Callable[[dict[str, int]], bytes], grid: tuple[int, int, int], block: tuple[int, int, int]) -> dict:
        """Place `buffers`, launch with the kernarg bytes `pack({buffer name: device address})` (`scalars` are
        already in them; a backend needs them only to cross-check), copy the buffers back in place."""


class EmuBackend:
    """The gfx950 CPU emulator (flygen.emu) running the library's HSACO."""

    name = "emu"
    sparse = True             # places flygen.runtime.sparse.SparseBuffer arguments

    def __init__(self, hazards: bool = True, waive=(), sources: dict | None = None):
        """`sources`: {sha256 of an HSACO's bytes: the assembly text that was just assembled and linked into
        those bytes} (flygen.check.verify passes the kernels it built; the text is proven by construction)."""
        self.hazards, self.waive = hazards, tuple(waive)
        self.sources = dict(sources or {})
        self._programs: dict[Path, object] = {}

    def _kernel(self, k: KernelInfo):
        if k.hsaco not in self._programs:
            self._programs[k.hsaco] = self._program(k)
        return self._programs[k.hsaco].kernel(k.name)

    def _program(self, k: KernelInfo):
        """The program whose bytes are the HSACO's, the same way on every machine: the text the caller built
        those bytes from, else the library's `.s` if it rebuilds to exactly those bytes (flygen.build.rebuild), else
        the HSACO's code itself (flygen.asm.hsaco: the built-in disassembler)."""
        from flygen.asm.hsaco import program_from_hsaco
        from flygen.asm.parse import parse_asm
        from flygen.build.rebuild import proven_source
        try:
            data = k.hsaco.read_bytes()
        except OSError as exc:
            raise FlygenError(f"{k.hsaco}: cannot read ({exc.strerror})") from None
        text = self.sources.get(hashlib.sha256(data).hexdigest())
        if text is None and k.asm.is_file():
            text = proven_source(k.hsaco)
        if text is not None:
            prog = parse_asm(text, str(k.asm))
            if k.name in prog.kernels:
                return prog
        return program_from_hsaco(data, str(k.hsaco))

    def run(self, k, buffers, scalars, pack, grid, block, stream: int = 0) -> dict:
        """`stream` is ignored: every emulated launch has finished when this returns."""
        from flygen.emu.launch import build_kernargs, launch
        from flygen.emu.memory import Device
        kern = self._kernel(k)
        dev = Device()
        bufs = {}
        for n, a in buffers.items():
            if isinstance(a, SparseBuffer):        # the whole size allocated, only the window's pages exist
                bufs[n] = dev.alloc(a.nbytes, fill=a.fill)
                dev.write(bufs[n].addr + a.offset, a.data)
            else:
                bufs[n] = dev.upload(np.ascontiguousarray(a))
        kernarg = pack({n: b.addr for n, b in bufs.items()})
        scalars = {a.name: typed_scalar(a, scalars[a.name]) for a in k.values}
        emu_bytes, _ = build_kernargs(kern, {**bufs, **scalars}, dev, grid, block)
        if emu_bytes[:len(kernarg)] != kernarg:
            raise FlygenError(f"{k.name}: the manifest packer and the emulator's metadata packer disagree "
                              f"({kernarg.hex()} vs {emu_bytes.hex()}); a flygen bug")
        res = launch(kern, grid=grid, block=block, args={**bufs, **scalars}, device=dev, hazards=self.hazards,
                     waive=self.waive)
        for n, a in buffers.items():
            if isinstance(a, SparseBuffer):
                a.data.reshape(-1).view(np.uint8)[:] = dev.read(bufs[n].addr + a.offset, a.data.nbytes)
            else:
                a.reshape(-1).view(np.uint8)[:] = dev.download(bufs[n], np.uint8, (a.nbytes,))
        return {"instructions": int(res.instructions), "hazards": res.hazards, "fidelity": res.fidelity(),
                "kernarg_emulator": emu_bytes}


def _hip_backend() -> Backend:
    from flygen.runtime.hip import HipBackend
    return HipBackend()


BACKENDS: dict[str, Callable[[], Backend]] = {"emu": EmuBackend, "hip": _hip_backend}


def _np_types(dtype: str) -> tuple:
    """numpy dtypes a buffer of `dtype` may be passed as: the format's own, or raw bits (uint of the same width,
    or uint8 bytes for any format; sub-byte and e8m0 formats only as uint8)."""
    fmt = FORMATS.get(ALIASES.get(dtype, dtype))
    if fmt is None:
        return (np.dtype(np.uint8),)
    out = [np.dtype(np.uint8)]
    if fmt.np_dtype is not None and fmt.bits >= 8:
        out.append(np.dtype(fmt.np_dtype))
        out.append(np.dtype(f"u{fmt.bits // 8}"))
    return tuple(dict.fromkeys(out))


def _device_memory(v) -> str:
    """What marks `v` as device memory (a raw int address, __cuda_array_interface__), '' when nothing does; a
    DLPack tensor off the CPU is refused by host_array with its device type."""
    if isinstance(v, int) and not isinstance(v, bool):
        return "an int address"
    try:
        return "__cuda_array_interface__" if hasattr(v, "__cuda_array_interface__") else ""
    except Exception:                    # noqa: BLE001 - an object whose interface raises is device memory too
        return "__cuda_array_interface__"


def host_array(kernel: str, name: str, v):
    """`v` as a numpy array over the caller's own memory (no copy, so the backend's write-back lands in the
    caller's object, whatever its type): numpy arrays and SparseBuffers as they are; an object with `__dlpack__`
    (a torch CPU tensor, ...) through `np.from_dlpack`, refused unless its `__dlpack_device__` is the CPU; one with
    `__array_interface__` through `np.asarray`. Anything else is returned for check_buffers to refuse."""
    if isinstance(v, (np.ndarray, SparseBuffer)):
        return v
    where = f"{kernel}: argument {name!r}"
    if hasattr(v, "__dlpack__"):
        dev = getattr(v, "__dlpack_device__", None)
        if callable(dev):
            try:
                dtype_code = int(dev()[0])
            except (TypeError, ValueError, IndexError) as exc:
                raise RuntimeError_(f"{where}: __dlpack_device__() did not return (device type, id): {exc}") from None
            if dtype_code != DL_CPU:
                raise RuntimeError_(f"{where} is on DLPack device type {dtype_code}, not the CPU ({DL_CPU}): this "
                                    "backend takes host memory (copy it to the CPU first; backend 'hip' takes "
                                    "ROCm tensors)")
        try:
            arr = np.from_dlpack(v)
        except (TypeError, ValueError, BufferError, RuntimeError) as exc:
            raise RuntimeError_(f"{where}: numpy cannot take it through DLPack ({exc}); pass a view of its bits "
                                "as an integer type numpy has (e.g. uint16 for bf16)") from None
    elif hasattr(v, "__array_interface__"):
        try:
            arr = np.asarray(v)
        except (TypeError, ValueError) as exc:
            raise RuntimeError_(f"{where}: its __array_interface__ is not one numpy reads ({exc})") from None
    else:
        return v
    if not arr.flags.writeable:
        raise RuntimeError_(f"{where}: numpy sees its memory as read-only, so results could not be written back "
                            f"into the {type(v).__name__}")
    return arr


class Kernel:
    """One kernel of a library: call it with its arguments and runtime sizes (module docstring)."""

    def __init__(self, info: KernelInfo, library: "Library"):
        self.info, self.library = info, library

    def __repr__(self) -> str:
        return f"<flygen kernel {self.info.name}: ({', '.join(self.signature())})>"

    def signature(self) -> list[str]:
        return [f"{a.name}: {a.dtype or '?'}{'[]' if a.kind == 'global_buffer' else ''}" for a in self.info.args] + \
            [f"{s}: int (grid)" for s in self.info.grid_sizes if self._twin(s) is None]

    def _twin(self, size: str):
        same = [a for a in self.info.values if a.name.lower() == size.lower()]
        return same[0] if len(same) == 1 else None

    def bind(self, kwargs: dict) -> tuple[dict, dict]:
        """(argument values, grid sizes) from the call's keywords; errors name the argument."""
        k = self.info
        kw = dict(kwargs)
        sizes, values = {}, {}
        for s in k.grid_sizes:
            twin = self._twin(s)
            if s in kw:
                sizes[s] = kw.pop(s) if not (twin and twin.name == s) else kw[s]
            elif twin is not None and twin.name in kw:
                sizes[s] = kw[twin.name]
        for a in k.args:
            if a.name in kw:
                values[a.name] = kw.pop(a.name)
            else:
                twin = next((s for s in k.grid_sizes if self._twin(s) is a), None)
                if twin is not None and twin in sizes:
                    values[a.name] = sizes[twin]
        for s in k.grid_sizes:
            twin = self._twin(s)
            if twin is not None and s in sizes and int(np.asarray(values[twin.name]).item()) != int(sizes[s]):
                raise RuntimeError_(f"{k.name}: {s}={sizes[s]} but {twin.name}={values[twin.name]}; they are "
                                    "the same size")
        if kw:
            import difflib
            known = [a.name for a in k.args] + list(k.grid_sizes)
            near = [f"{n} -> {m[0]}" for n in sorted(kw) if (m := difflib.get_close_matches(n, known, 1, 0.6))]
            raise RuntimeError_(f"{k.name}: no argument or runtime size {', '.join(sorted(kw))} "
                                f"(it takes {', '.join(self.signature())})"
                                + (f"; nearest: {', '.join(near)}" if near else ""))
        missing = [a.name for a in k.args if a.name not in values] + [s for s in k.grid_sizes if s not in sizes]
        if missing:
            raise RuntimeError_(f"{k.name}: missing {', '.join(missing)} (it takes {', '.join(self.signature())})")
        return values, {s: int(np.asarray(v).item()) for s, v in sizes.items()}

    def check_buffers(self, values: dict, be=None, stream: int = 0) -> dict:
        """Each buffer argument as what backend `be` places: a host array (numpy's view of the caller's memory),
        or, on a backend with `device = True` (hip), device memory the caller owns (flygen.runtime.device)."""
        out = {}
        on_device = bool(getattr(be, "device", False))
        dev_id = None
        if on_device and any(not isinstance(values[a.name], (np.ndarray, SparseBuffer)) for a in self.info.buffers):
            dev_id = be.current_device() if hasattr(be, "current_device") else None
        for a in self.info.buffers:
            raw = values[a.name]
            if on_device:
                d = device_buffer(self.info.name, a.name, raw, _np_types(a.dtype), stream, dev_id)
                if d is not None:
                    out[a.name] = d
                    continue
            elif _device_memory(raw):
                raise RuntimeError_(f"{self.info.name}: argument {a.name!r} is a {a.dtype} buffer given as device "
                                    f"memory ({_device_memory(raw)}): backend {getattr(be, 'name', '?')} takes "
                                    "host memory (a numpy array, __dlpack__ or __array_interface__); only backend "
                                    "'hip' takes device memory")
            v = host_array(self.info.name, a.name, raw)
            if not isinstance(v, (np.ndarray, SparseBuffer)) or v.ndim == 0:
                raise RuntimeError_(f"{self.info.name}: argument {a.name!r} is a {a.dtype} buffer: pass a numpy "
                                    "array or an object with __dlpack__ or __array_interface__ (host memory)"
                                    f"{', or device memory on backend hip' if not on_device else ', or device memory (an int address, __cuda_array_interface__, a ROCm DLPack tensor)'}, "
                                    f"not {type(v).__name__}")
            ok = _np_types(a.dtype)
            if v.dtype not in ok:
                raise RuntimeError_(f"{self.info.name}: argument {a.name!r} is a {a.dtype} buffer; got a {v.dtype} "
                                    f"array (pass {' or '.join(str(t) for t in ok)})")
            if not v.flags.c_contiguous or not v.flags.writeable:
                raise RuntimeError_(f"{self.info.name}: argument {a.name!r} must be a C-contiguous writeable array "
                                    "(the runtime copies results back into it)")
            if v.size == 0:
                raise RuntimeError_(f"{self.info.name}: argument {a.name!r} is empty")
            out[a.name] = v
        return out

    def __call__(self, backend: str | Backend | None = None, grid: tuple | None = None, stream=None,
                 **kwargs) -> RunResult:
        """`grid`: launch only these workgroups (at most the manifest grid's on each axis): a partial launch, as
        `flygen verify --big` runs one M tile of a conv3d. `stream`: the HIP stream to launch on (None, a
        hipStream_t int, or an object with `cuda_stream` such as torch.cuda.Stream; flygen.runtime.device); the
        emulator runs every launch to completion, so it has no use for one and ignores it."""
        k = self.info
        values, sizes = self.bind(kwargs)
        k.check_sizes(**_sizes(k, values, sizes))   # 32-bit offsets / records past their limit: refused here
        handle = stream_handle(stream)
        be = self.library.backend(backend)
        buffers = self.check_buffers(values, be, handle)
        full = k.grid(**sizes)
        if grid is not None:
            grid = tuple(int(g) for g in grid)
            if len(grid) != 3 or not all(1 <= g <= f for g, f in zip(grid, full)):
                near = [min(max(g, 1), f) for g, f in zip(grid, full)] if len(grid) == 3 else None
                raise RuntimeError_(f"{k.name}: grid {list(grid)} is not a part of its grid {list(full)}"
                                    + (f"; nearest: grid={near}" if near else " (3 dimensions)"))
        grid = grid or full
        scalars = {a.name: values[a.name] for a in k.values}
        pack_kernargs(k, {**{n: 0 for n in buffers}, **scalars})          # type/range errors before any launch

        def pack(addresses: dict[str, int]) -> bytes:
            return pack_kernargs(k, {**addresses, **scalars})
        sparse = [n for n, v in buffers.items() if isinstance(v, SparseBuffer)]
        if sparse and not getattr(be, "sparse", False):
            raise RuntimeError_(f"{k.name}: argument {sparse[0]!r} is a SparseBuffer, which only the emulator "
                                f"backend places (backend {be.name})")
        extra = {"stream": handle} if stream is not None else {}     # a backend without streams is not asked
        details = be.run(k, buffers, scalars, pack, grid, k.workgroup, **extra)
        return RunResult(k.name, be.name, grid, k.workgroup, pack({n: 0 for n in buffers}), details)


class Library:
    """The kernels of one built library (`load`)."""

    def __init__(self, out_dir, backend: str | Backend = "emu", check_files: bool = True, infos=None):
        """`infos`: the library's KernelInfo list instead of reading OUT_DIR's manifest (flygen.check.verify builds a
        one-kernel library in a temporary directory and launches it here, the one launch path)."""
        self.root = Path(out_dir)
        self.manifest, infos = ({}, tuple(infos)) if infos is not None else read_manifest(out_dir, check_files)
        self.kernels = {i.name: Kernel(i, self) for i in infos}
        self._backend = backend
        self._backends: dict[str, Backend] = {}
        if check_files and not self.manifest:   # a manifest read checked every file already (flygen.build.manifest)
            for i in infos:
                if not i.hsaco.is_file():
                    raise FlygenError(f"{i.hsaco}: missing (the manifest names it; rebuild the library)")
                if i.sha256.get("hsaco") and sha256_file(i.hsaco) != i.sha256["hsaco"]:
                    raise FlygenError(f"{i.hsaco}: sha256 differs from the manifest (rebuilt without it?)")

    @property
    def hsaco_sha256(self) -> dict:
        """{kernel name: sha256 of its HSACO} as the library's entries give them (read-only: made from the infos
        the library was created with; flygen.check.verify keys a stored result on what ran)."""
        return {n: k.info.sha256.get("hsaco") for n, k in self.kernels.items()}

    def __getitem__(self, name: str) -> Kernel:
        try:
            return self.kernels[name]
        except KeyError:
            raise FlygenError(f"{self.root}: no kernel {name!r} (it has {', '.join(self.kernels)})") from None

    def __iter__(self):
        return iter(self.kernels.values())

    def __len__(self) -> int:
        return len(self.kernels)

    def backend(self, which: str | Backend | None = None) -> Backend:
        which = which if which is not None else self._backend
        if not isinstance(which, str):
            return which
        if which not in BACKENDS:
            raise FlygenError(f"backend {which!r}: this runtime has {', '.join(BACKENDS)}")
        if which not in self._backends:
            self._backends[which] = BACKENDS[which]()
        return self._backends[which]


def _sizes(k: KernelInfo, values: dict, sizes: dict) -> dict:
    """The run-time sizes a kernel's limits read: its grid sizes and its integer by-value arguments."""
    out = {}
    for a in k.values:
        v = values.get(a.name)
        if v is not None and a.scalar and a.scalar[0] in "ui":
            try:
                out[a.name] = int(np.asarray(v).item())
            except (TypeError, ValueError):
                pass
    return {**out, **sizes}


# workspace element types of the launch contracts: f32 partials (default), i32 (int8 split-K), the bytes of an
# NDHWC copy of x (conv3d x_layout ncdhw: bf16 / fp8, moved as bits)
WORKSPACE_NP = {"i32": np.int32, "bf16": np.uint16, "fp8": np.uint8}


def run_split_k(lib: Library, name: str, backend: str | Backend | None = None, stream=None,
                **kwargs) -> list[RunResult]:
    """Launch kernel `name` and, for a split-K GEMM, its second kernel on the same arrays, as the manifest's
    `split_k.launch` says (in its order: a conv3d with x_layout ncdhw runs NAME_x_ndhwc first). `kwargs` are the union of both kernels' arguments and runtime sizes; the workspace
    `ws` may be omitted: an array of `split_k.workspace.elements` zeros of `split_k.workspace.dtype` (f32, or
    i32 for an int8 GEMM) is made (a caller that launches
    repeatedly keeps its own: atomic mode needs it zero before the first launch and leaves it zero)."""
    first = lib[name]
    sk = first.info.split_k
    if not sk:
        return [first(backend, stream=stream, **kwargs)]
    ws = sk["workspace"]
    sizes = {s: int(np.asarray(kwargs.get(s, kwargs.get(s.lower()))).item()) for s in first.info.grid_sizes
             if kwargs.get(s, kwargs.get(s.lower())) is not None}
    for kname in sk["launch"]:                      # before the workspace is made: every 32-bit limit of the pair
        ki = lib[kname].info
        ki.check_sizes(**{**_sizes(ki, kwargs, {}), **sizes})
    if ws["arg"] not in kwargs:
        kwargs = {**kwargs, ws["arg"]: np.zeros(expr.evaluate(ws["elements"], sizes),
                                                 WORKSPACE_NP.get(ws.get("dtype"), np.float32))}
    out = []
    for kname in sk["launch"]:
        k = lib[kname]
        takes = {a.name for a in k.info.args} | set(k.info.grid_sizes)
        out.append(k(backend, stream=stream, **{n: v for n, v in kwargs.items() if n in takes}))
    return out


def load(out_dir, backend: str | Backend = "emu") -> Library:
    """The library built into `out_dir` (its manifest.json and HSACOs)."""
    return Library(out_dir, backend)
