"""Run-time leading dimensions and batches of the gemm_fp8 family (`lda` / `ldb` / `ldc: runtime`, `batch: true`).

- pitches: A's / B's row stride is the SGPR s_apitch / s_bpitch = ld x esize in place of s_kbytes in the K: runtime
  address law (gemm_runtime_k takes the pitch per operand); C's s_pitch = ldc x 2 in place of N x 2.
- batch: grid z = batch; before the V#s every base pointer += z x its u64 stride x element bytes
  (flygen.plan.vsharp.batch_rebase), scale_a / scale_b by M / N ([batch, M] / [batch, N]).
- limits: ld >= its row (at_least), ld x esize and stride x esize multiples of 16 B (kind multiple).
"""
from __future__ import annotations

from flygen.isa.dtypes import bytes_of
from flygen.plan import size_limits as L
from flygen.plan.gemm_runtime_k import S_KBYTES
from flygen.plan.vsharp import batch_rebase

LDS = ("lda", "ldb", "ldc")


def on(g) -> dict:
    """{lda, ldb, ldc}: which row pitches are kernel arguments."""
    return {"lda": g.rlda, "ldb": g.rldb, "ldc": g.rldc}


def pitch(g, name: str) -> str:
    """The SGPR holding operand `name`'s (a / b) row pitch in bytes with K: runtime: s_kbytes or its ld's."""
    return f"s[s_{name}pitch]" if on(g)[f"ld{name}"] else S_KBYTES


def kernel_args(g) -> list:
    """The u32 pitches after k, then the u64 batch strides (elements between consecutive GEMMs; grid z)."""
    return [(ld, "by_value", 4, "u32", "") for ld in LDS if on(g)[ld]] + \
        ([(f"stride_{x}", "by_value", 8, "u64", "") for x in "abc"] if g.batch else [])


def sgprs(g) -> tuple:
    """(name, note) of the A / B pitch SGPRs."""
    return tuple((f"s_{x}pitch", f"row pitch of {x.upper()} in bytes: ld{x} x {g.esize} (ld{x}: runtime)")
                 for x in "ab" if on(g)[f"ld{x}"])


def pitch_args(g, sa: dict) -> tuple:
    """((pitch SGPR, its ld argument), ...) for gemm_runtime_k.descriptors."""
    return tuple((pitch(g, x), sa[f"ld{x}"]) for x in "ab" if on(g)[f"ld{x}"])


def rebase(g, sa: dict, sa_hi: dict, t: tuple, t64: str) -> list:
    """batch: every base pointer += z x stride x element bytes: A, B, C by the u64 stride_a / _b / _c, scale_a by M
    and scale_b by N f32."""
    ops = [(x, sa[f"stride_{x}"], sa_hi[f"stride_{x}"], e) for x, e in
           (("a", g.esize), ("b", bytes_of(g.b_dtype)), ("c", 2))]
    if g.scaled:
        ops += [("scale_a", sa["m"], None, 4), ("scale_b", sa["n"], None, 4)]
    return batch_rebase("s[s_wg_z]", [((sa[x], sa_hi[x]), lo, hi, e) for x, lo, hi, e in ops], t, t64)


def c_limits(g, out: str, esz: int) -> list:
    """ldc: runtime: ldc >= N, ldc x 2 a multiple of 16 B (rows start 16-byte aligned; 8-byte C stores)."""
    return [L.at_least(out, "ldc", "N", "C's row pitch ldc holds a row of N elements"),
            L.multiple(out, "ldc", 16 // esz, "ldc x 2 is a multiple of 16 B (rows start 16-byte aligned; the "
                       "8-byte C stores stay aligned)")] if g.rldc else []


def batch_limits(g) -> list:
    """Every batch starts 16-byte aligned like the first (DMA chunks, 8-byte C stores)."""
    return [L.multiple(x, f"stride_{x}", 16 // e, f"stride_{x} x {e} B is a multiple of 16 B (each batch's "
                       f"{x.upper()} starts 16-byte aligned like the first; its rows are then aligned too)")
            for x, e in (("a", g.esize), ("b", bytes_of(g.b_dtype)), ("c", 2))] if g.batch else []


def summary(g) -> str:
    return "".join(f", {ld} a kernel argument" for ld in LDS if on(g)[ld]) + \
        (", batch z of grid z (u64 strides stride_a / stride_b / stride_c)" if g.batch else "")
