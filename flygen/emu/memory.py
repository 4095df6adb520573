"""Device memory: allocations at 64-bit device addresses with lazily created backing.

Small allocations get one dense numpy backing; allocations above `DENSE_LIMIT` are paged
(64 KiB pages created on first touch), so a 5 GiB tensor costs only the pages a kernel touches.
Accesses outside every allocation are memory faults (EmulatorError), like a GPU page fault.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.errors import EmulatorError

PAGE_BITS = 16
PAGE = 1 << PAGE_BITS
DENSE_LIMIT = 256 << 20
BASE_ADDRESS = 0x7F00_0000_0000      # high, so 32-bit truncation bugs fault instead of aliasing


@dataclass(frozen=True)
class DeviceBuffer:
    addr: int
    nbytes: int


class _Alloc:
    __slots__ = ("base", "size", "dense", "pages", "fill")

    def __init__(self, base: int, size: int, fill: int = 0):
        self.base, self.size, self.fill = base, size, fill
        self.dense = np.full(size, fill, np.uint8) if size <= DENSE_LIMIT else None
        self.pages: dict[int, np.ndarray] = {}

    def _page(self, p: int) -> np.ndarray:
        pg = self.pages.get(p)
        if pg is None:
            pg = self.pages[p] = np.full(PAGE, self.fill, np.uint8)
        return pg

    def take(self, off: np.ndarray) -> np.ndarray:
        if self.dense is not None:
            return self.dense[off]
        out = np.full(off.shape, self.fill, np.uint8)
        pno = off >> PAGE_BITS
        for p in np.unique(pno):
            sel = pno == p
            pg = self.pages.get(int(p))
            if pg is not None:
                out[sel] = pg[off[sel] & (PAGE - 1)]
        return out

    def put(self, off: np.ndarray, data: np.ndarray) -> None:
        if self.dense is not None:
            self.dense[off] = data
            return
        pno = off >> PAGE_BITS
        for p in np.unique(pno):
            sel = pno == p
            self._page(int(p))[off[sel] & (PAGE - 1)] = data[sel]

    @property
    def resident_bytes(self) -> int:
        return self.size if self.dense is not None else len(self.pages) * PAGE


class Device:
    """Sparse device memory shared by all waves of a launch."""

    def __init__(self) -> None:
        self._allocs: list[_Alloc] = []
        self._bases = np.zeros(0, np.uint64)
        self._next = BASE_ADDRESS

    # -- allocation ---------------------------------------------------------------------------
    def alloc(self, nbytes: int, align: int = 256, fill: int = 0) -> DeviceBuffer:
        """`fill`: the byte every location holds until written (e.g. 0xFF, a NaN in bf16 and fp8, for memory a
        kernel must not read)."""
        if nbytes < 0:
            raise EmulatorError(f"negative allocation size {nbytes}")
        base = (self._next + align - 1) // align * align
        size = max(int(nbytes), 1)
        self._allocs.append(_Alloc(base, size, fill))
        self._bases = np.array([a.base for a in self._allocs], np.uint64)
        self._next = base + size + PAGE          # a guard gap: running off the end faults
        return DeviceBuffer(base, int(nbytes))

    def upload(self, array: np.ndarray) -> DeviceBuffer:
        data = np.ascontiguousarray(array).view(np.uint8).reshape(-1)
        buf = self.alloc(data.size)
        self.write(buf.addr, data)
        return buf

    def download(self, buf: DeviceBuffer, dtype=np.uint8, shape=None) -> np.ndarray:
        raw = self.read(buf.addr, buf.nbytes)
        out = raw.view(np.dtype(dtype))
        return out.reshape(shape) if shape is not None else out

    @property
    def resident_bytes(self) -> int:
        return sum(a.resident_bytes for a in self._allocs)

    # -- bulk access ----------------------------------------------------------------------------
    def write(self, addr: int, data) -> None:
        arr = np.frombuffer(bytes(data), np.uint8) if not isinstance(data, np.ndarray) else data.view(np.uint8).reshape(-1)
        if arr.size == 0:
            return
        a = self._find(addr, arr.size)
        a.put(np.arange(addr - a.base, addr - a.base + arr.size, dtype=np.int64), arr)

    def read(self, addr: int, n: int) -> np.ndarray:
        if n == 0:
            return np.zeros(0, np.uint8)
        a = self._find(addr, n)
        return a.take(np.arange(addr - a.base, addr - a.base + n, dtype=np.int64))

    def _find(self, addr: int, n: int) -> _Alloc:
        k = int(np.searchsorted(self._bases, np.uint64(addr), side="right")) - 1
        if k < 0 or addr + n > self._allocs[k].base + self._allocs[k].size:
            raise EmulatorError(f"memory fault: {n} bytes at 0x{addr:x} are outside every allocation")
        return self._allocs[k]

    # -- per-lane gather/scatter ----------------------------------------------------------------
    def _locate(self, addrs: np.ndarray, nbytes: int) -> tuple[np.ndarray, np.ndarray]:
        """Allocation index and offset of each access start; faults if any access leaves its allocation."""
        addrs = addrs.astype(np.uint64, copy=False)
        k = np.searchsorted(self._bases, addrs, side="right").astype(np.int64) - 1
        if k.size and k.min() < 0:
            bad = addrs[k < 0][0]
            raise EmulatorError(f"memory fault: access at 0x{int(bad):x} below every allocation")
        sizes = np.array([a.size for a in self._allocs], np.int64)
        off = (addrs - self._bases[k]).astype(np.int64)
        over = off + nbytes > sizes[k]
        if over.any():
            bad = int(addrs[over][0])
            raise EmulatorError(f"memory fault: {nbytes}-byte access at 0x{bad:x} is outside every allocation")
        return k, off

    def gather(self, addrs: np.ndarray, nbytes: int) -> np.ndarray:
        """Bytes [N, nbytes] read at each of N addresses."""
        flat = addrs.reshape(-1)
        out = np.zeros((flat.size, nbytes), np.uint8)
        if flat.size == 0:
            return out
        k, off = self._locate(flat, nbytes)
        span = off[:, None] + np.arange(nbytes, dtype=np.int64)
        for ai in (np.unique(k) if k.min() != k.max() else k[:1]):
            sel = k == ai
            out[sel] = self._allocs[int(ai)].take(span[sel])
        return out

    def scatter(self, addrs: np.ndarray, data: np.ndarray) -> None:
        """Write data [N, nbytes] at N addresses (later rows win where they overlap, as lane order)."""
        flat = addrs.reshape(-1)
        if flat.size == 0:
            return
        nbytes = data.shape[-1]
        data = data.reshape(flat.size, nbytes)
        k, off = self._locate(flat, nbytes)
        span = off[:, None] + np.arange(nbytes, dtype=np.int64)
        for ai in (np.unique(k) if k.min() != k.max() else k[:1]):
            sel = k == ai
            self._allocs[int(ai)].put(span[sel].reshape(-1), data[sel].reshape(-1))
