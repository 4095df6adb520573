"""Sparse buffers: a device buffer larger than the host holds, of which one window is materialised.

`flygen verify --big` (docs/conv3d.md) runs conv3d kernels whose input is over 2 GB: each checked M tile gets an
x buffer of the tensor's full size in which only the window its outputs read holds data, and a y buffer in which
only its rows (and guard rows) do. The emulator backend places such a buffer in its paged device memory (only
the touched 64 KiB pages exist) with every other byte `fill`; other backends refuse it (a GPU would need the
whole allocation anyway).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass
class SparseBuffer:
    nbytes: int               # the device buffer's size (the kernel's view: the whole tensor)
    offset: int               # byte offset of `data` in it
    data: np.ndarray          # the materialised window (C-contiguous, writeable: read back after the launch)
    fill: int = 0             # the byte every other location holds (0xFF: NaN in bf16 and fp8, "must not be read")

    def __post_init__(self):
        if not 0 <= self.offset <= self.offset + self.data.nbytes <= self.nbytes:
            raise ValueError(f"SparseBuffer: window [{self.offset}, {self.offset + self.data.nbytes}) is not "
                             f"inside the {self.nbytes}-byte buffer")

    @property
    def dtype(self):
        return self.data.dtype

    @property
    def flags(self):
        return self.data.flags

    @property
    def size(self) -> int:
        return self.data.size

    ndim = 1


def host_view(a):
    """The host array a result is read from: a sparse buffer's window, else the array itself."""
    return a.data if isinstance(a, SparseBuffer) else a
