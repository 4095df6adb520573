"""Static figures of gemm_preshuffle fp8 scale: block128 against the per-row fp8 kernel of the same tile.

    PYTHONPATH=. python bench/blockscale_static.py

Per configuration and scale mode: registers (ArchVGPRs, AGPRs, unified total, waves/SIMD by VGPRs), and
per k-tile of the rolled loop (loop body / 2: it runs k-tile pairs): instructions, MFMAs, v_mul_f32 +
v_fma_f32 (+ v_accvgpr moves, acc_agpr placement), buffer loads, s_nop. Static counts of the generated code,
not timings (no GPU here). Not a test.
"""
from __future__ import annotations

import pathlib
import tempfile

from flygen.build.pipeline import generate
from flygen.isa.limits import waves_per_simd

CFGS = [dict(N=1536, K=7168, tile_m=64, tile_n=128, tile_k=128), dict(N=1536, K=7168, tile_m=64, tile_n=256, tile_k=256),
        dict(N=1536, K=7168, tile_m=128, tile_n=128, tile_k=128), dict(N=1536, K=7168, tile_m=128, tile_n=256, tile_k=128),
        dict(N=1536, K=7168, tile_m=32, tile_n=64, tile_k=256)]


def figures(cfg: dict, scale: str) -> str:
    d = pathlib.Path(tempfile.mkdtemp())
    body = "\n".join(f"    {k}: {v}" for k, v in {**cfg, "scale": scale}.items())
    (d / "s.yaml").write_text(f"target: gfx950\nkernels:\n  - name: k\n    family: gemm_preshuffle\n"
                              f"    in_dtype: fp8\n{body}\n")
    try:
        (b,) = generate([d / "s.yaml"])
    except Exception as e:           # a configuration that does not fit: its located error
        return f"error: {str(e).split(': ', 2)[-1][:90]}"
    loop = b.asm.split("_loop:")[1].split("s_cbranch_scc1")[0]
    ops = [ln.split()[0] for ln in loop.splitlines() if ln.strip() and not ln.strip().startswith(("//", "."))]
    r = b.plan.regs
    per = lambda f: sum(map(f, ops)) // 2       # noqa: E731
    return (f"arch {r.arch_vgprs} acc {r.acc_vgprs} total {r.total_vgprs} ({waves_per_simd(r.total_vgprs)} w/SIMD) | "
            f"{len(ops) // 2} instr, {per(lambda o: o.startswith('v_mfma'))} MFMA, "
            f"{per(lambda o: o in ('v_mul_f32', 'v_fma_f32'))} mul+fma, "
            f"{per(lambda o: o.startswith('v_accvgpr'))} accvgpr, {per(lambda o: o.startswith('buffer_load'))} loads, "
            f"{per(lambda o: o == 's_nop')} s_nop")


if __name__ == "__main__":
    for c in CFGS:
        tile = f"{c['tile_m']}x{c['tile_n']}x{c['tile_k']}"
        for scale in ("rows", "block128"):
            print(f"| {tile} | {scale} | {figures(c, scale)} |")
