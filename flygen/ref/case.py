"""A verification case: kernel arguments, launch sizes, and what each output must equal."""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np


@dataclass
class Check:
    arg: str                  # output argument name (a buffer the kernel writes)
    dtype: object             # numpy dtype of its elements
    count: int                # elements that must match `expected` (the first `count`)
    expected: np.ndarray      # reference values (float64 or exact ints)
    atol: np.ndarray | float  # per-element bound derived from the formats (see the family's ref module)
    guard: np.ndarray | None = None   # elements after `count` that must be left bit-identical
    shape: tuple | None = None        # view of the first `count` elements (for reports)


@dataclass
class Case:
    args: dict                # name -> numpy array (uploaded) or numpy scalar (by value)
    sizes: dict               # runtime sizes for the launch grid
    checks: list[Check]
    note: str = ""
    extra: dict = field(default_factory=dict)
