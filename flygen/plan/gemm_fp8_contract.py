"""The launch contract of the gemm_fp8 family beside the code (flygen/plan/gemm_fp8.py): split-K's (the second kernel, the
workspace, the order) and the run-time size limits of its 32-bit addressing (flygen/plan/size_limits.py). `g` is
the planner's geometry record (gemm_fp8._Geometry)."""
from __future__ import annotations

from flygen.plan import gemm_fp8_ld as ld, gemm_runtime_k as rtk
from flygen.plan import size_limits as L


def split_k(ks, g) -> dict | None:
    """What a launcher needs to run a split-K GEMM (the manifest's `split_k`): the second kernel, the workspace
    (size expression over the runtime sizes, f32 elements, layout), its initial state, and the order."""
    if g.splits == 1:
        return None
    det = g.mode == "deterministic"
    elems = f"{g.splits} * M * N" if det else "M * N"
    return {"splits": g.splits, "mode": g.mode, "reduce": f"{ks.name}_reduce", "workspace": {
        "arg": "ws", "dtype": "f32", "shape": ["S", "M", "N"] if det else ["M", "N"], "elements": elems,
        "bytes": f"4 * {elems}", "init": "any" if det else "zero",
        "note": ("every element written by the partial kernel before the reduce kernel reads it" if det else
                 "must be zero before the first launch; the reduce kernel writes it back to zero")},
        "launch": [ks.name, f"{ks.name}_reduce"],
        "order": ("ws[z] = partial sum of split z (f32); C = " + g.out + "(fl32(fl32(sum_{z=0..S-1} ws[z]) * scale_a) * scale_b),"
                  " the sum in the fixed order z = 0..S-1: bitwise reproducible" if det else
                  f"ws += each split's f32 partial (f32 atomics, order nondeterministic); C = {g.out}(fl32(fl32(ws) * "
                  "scale_a) * scale_b); ws = 0")}


def size_limits(g) -> tuple:
    """Run-time limits of the 32-bit addressing (flygen/plan/size_limits.py): A / B / scales are rebased per tile
    (64-bit base, records capped by the tile: compile-time), the output (C bf16, or the split-K workspace f32) is
    rebased to its tile with the run-time pitch N x esz (`_descriptors`, `output_rsrc`; the epilogue's voffset is
    row x pitch + column bytes), and a deterministic split's first row z M + m0 is a 32-bit SGPR."""
    esz, out = (4, "ws") if g.splits > 1 else (2, "c")
    lims = ld.c_limits(g, out, esz) + L.tile_rows(out, "ldc" if g.rldc else "N", g.bm, g.bn * esz, "M", esz, f"V# {out}")
    if g.rt:            # K: runtime: Kbytes (or lda / ldb x esize), the tile origins and num_records are 32-bit SGPRs
        lims += rtk.size_limits(g.esize, g.bk, (("a", g.bm, False, g.kstep_a) + (("lda",) if g.rlda else ()),
                                                ("b", g.bn, g.pre, g.kstep_b) + (("ldb",) if g.rldb else ())), g.ktail)
    lims += ld.batch_limits(g)
    if g.splits > 1 and g.mode == "deterministic":
        lims.append(L.index("ws", f"{g.splits - 1} * M + (ceil_div(M, {g.bm}) - 1) * {g.bm}",
                            "the slice row z M + m0 of the last split's last tile (s_mul_i32 + s_add_u32)"))
    return tuple(lims)
