"""Emulator throughput: wave-instructions per second on a uniform loop kernel (VALU + SALU + LDS + MFMA).

    python bench/bench_emu.py [--workgroups 256] [--iters 64] [--no-hazards]

Prints figures; not a timed test. (The 512x512x512 fp8 GEMM goal is measured once a generated GEMM
kernel exists; this loop is the stand-in.)
"""
from __future__ import annotations

import argparse
import time

from flygen.emu.asm import parse_asm
from flygen.emu.launch import launch

KERNEL = """
    v_and_b32 v1, 0x3ff, v0
    v_lshlrev_b32 v2, 2, v1
    s_mov_b32 s10, {iters}
    v_mov_b32 v3, 1.0
.Lloop:
    v_fma_f32 v3, v3, 0.5, 1.0
    v_add_u32 v4, v1, s10
    v_cvt_pk_bf16_f32 v5, v3, v3
    ds_write_b32 v2, v3
    s_waitcnt lgkmcnt(0)
    ds_read_b32 v6, v2
    s_waitcnt lgkmcnt(0)
    v_mfma_f32_16x16x32_bf16 a[0:3], v[4:7], v[4:7], a[0:3]
    s_sub_u32 s10, s10, 1
    s_cmp_lg_u32 s10, 0
    s_cbranch_scc1 .Lloop
    s_nop 7
    v_accvgpr_read_b32 v7, a0
    s_endpgm
"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--workgroups", type=int, default=256)
    ap.add_argument("--iters", type=int, default=64)
    ap.add_argument("--no-hazards", action="store_true")
    a = ap.parse_args()
    kern = parse_asm(KERNEL.format(iters=a.iters)).kernel()
    for hz in ([False] if a.no_hazards else [False, True]):
        t = time.perf_counter()
        res = launch(kern, (a.workgroups,), (256,), None, hazards=hz, lds_bytes=1024)
        dt = time.perf_counter() - t
        print(f"hazards={'on ' if hz else 'off'} waves={res.stats['waves']:5d} "
              f"wave-instructions={res.instructions:9d} time={dt:6.2f}s "
              f"-> {res.instructions / dt / 1e6:6.2f} M wave-instr/s")


if __name__ == "__main__":
    main()
