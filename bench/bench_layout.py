"""Layout-op throughput at planning sizes (prints figures; not a timed test)."""
from __future__ import annotations

import time

from flygen.isa.mfma import mfma_atom
from flygen.layout import (Layout, Swizzle, complement, composition, logical_divide, make_composed_layout,
                           make_ordered_layout, raked_product, zipped_divide)
from flygen.layout.lower import lower
from flygen.layout.tv import make_tiled_copy, make_tiled_mma

SA = make_composed_layout(Swizzle(3, 4, 4), 0, make_ordered_layout((128, 128), (1, 0)))
G = Layout((4096, 4096), (4096, 1))
MMA = make_tiled_mma(mfma_atom("v_mfma_f32_16x16x32_bf16"), (2, 2), tile=(128, 128, 64))

CASES = {
    "composition (6,2):(8,2) o (4,3):(3,1)": lambda: composition(Layout((6, 2), (8, 2)), Layout((4, 3), (3, 1))),
    "complement 4:2 in 24": lambda: complement(Layout(4, 2), 24),
    "logical_divide (4,8):(1,4) / (2,4):(1,2)": lambda: logical_divide(Layout((4, 8), (1, 4)),
                                                                        Layout((2, 4), (1, 2))),
    "zipped_divide 4096x4096 by (128,128)": lambda: zipped_divide(G, (128, 128)),
    "raked_product (32,8) x (1,16)": lambda: raked_product(Layout((32, 8), (8, 1)), Layout((1, 16))),
    "make_tiled_copy 256 thr x 16 B": lambda: make_tiled_copy(Layout((32, 8), (8, 1)), Layout((1, 16))),
    "tiled_mma 2x2 waves tv_C": lambda: MMA.tv_C(),
    "lower swizzled g2s copy (256 thr)": lambda: lower(
        make_tiled_copy(Layout((32, 8), (8, 1)), Layout((1, 16))).tv(SA), {"tid": 256}),
    "lower MFMA C partition (lane, wave)": lambda: lower(
        composition(Layout((128, 128), (128, 1)), MMA.tv_C()), {"lane": 64, "wave": 4}),
}


def main() -> None:
    print(f"{'operation':48s} {'ops/s':>12s} {'us/op':>10s}")
    for name, fn in CASES.items():
        n, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < 0.3:
            fn()
            n += 1
        dt = (time.perf_counter() - t0) / n
        print(f"{name:48s} {1 / dt:12.0f} {dt * 1e6:10.1f}")


if __name__ == "__main__":
    main()
