"""gemm_preshuffle kernel interface: the kernel arguments, the run-time size limits, split-K's launch contract
(the reduce kernel and the workspace) and the plan summary."""
from __future__ import annotations

from flygen.isa.memops import BUFFER_OOB_RECORDS_MAX, BUFFER_OOB_VOFFSET
from flygen.plan import size_limits as L
from flygen.plan import wg_order
from flygen.plan.gemm_preshuffle.descriptors import ragged_rows
from flygen.plan.gemm_preshuffle.geometry import Geometry
from flygen.plan.kernel import layout_args


def kernel_args(p, g: Geometry) -> tuple:
    argspec = [("A", "global_buffer", 8, p["mx_a"] if g.mx else p["in_dtype"], "read_only"),
               ("B", "global_buffer", 8, p["mx_b"] if g.mx else p["in_dtype"], "read_only"),
               ("C", "global_buffer", 8, p["out_dtype"], "write_only") if g.S == 1 else
               ("ws", "global_buffer", 8, g.ws_dtype, "read_write" if g.mode == "atomic" else "write_only")]
    if g.eight_bit or g.mx or g.block:
        sd = "e8m0" if g.mx else "f32"
        argspec += [("scale_a", "global_buffer", 8, sd, "read_only"), ("scale_b", "global_buffer", 8, sd, "read_only")]
    if g.has_bias:
        argspec.append(("bias", "global_buffer", 8, p["out_dtype"], "read_only"))
    argspec.append(("M", "by_value", 4, "u32", ""))
    if g.rtn:
        argspec.append(("N", "by_value", 4, "u32", ""))
    if g.rt:
        argspec.append(("K", "by_value", 4, "u32", ""))
    if g.rlda:          # A's row pitch in elements (>= K)
        argspec.append(("lda", "by_value", 4, "u32", ""))
    if g.rldc:          # C's row pitch in elements (>= N)
        argspec.append(("ldc", "by_value", 4, "u32", ""))
    if g.batch:         # elements between consecutive GEMMs of the batch (grid z)
        argspec += [(f"stride_{x}", "by_value", 8, "u64", "") for x in ("a", "b", "c")]
    return layout_args(argspec)


def size_limits(g: Geometry) -> tuple:
    """Run-time limits (flygen/plan/size_limits.py) of the ragged descriptors `descriptors.vsharps` lowers (`ragged_rsrc`:
    the first row's offset m0 x row bytes is one s_mul_i32, records = (M - m0) x row bytes uncapped) and of a
    deterministic split's slice row z M (s_mul_i32). B / scale_b / bias are whole-buffer V#s of compile-time
    size (N, K are compile-time)."""
    lims = []
    if g.rt or g.rlda:  # K: runtime: whole k-tiles; A's row pitch and B's size are run-time (s_mul_i32, 32-bit)
        kb = (f"{g.ab // 8} * K" if g.ab > 8 else "K") if g.rt else str(g.ka_bytes)
        ab = (f"{g.ab // 8} * lda" if g.ab > 8 else "lda") if g.rlda else kb    # A's row pitch in bytes
        krow = "K" if g.rt else str(g.K)           # a compile-time K: its value (the message names it)
        gran = 16 * 8 // g.ab               # k_tail: elements of one 16-byte A chunk
        lims += [L.multiple("A", "K", gran, f"K x esize is a multiple of 16 B (k_tail: each 16-byte A chunk of the "
                            "ragged last k-tile is wholly in or past K)") if g.kt else
                 L.multiple("A", "K", g.tk, f"K is a multiple of tile_k = {g.tk} (the loop runs whole k-tiles)")] \
            if g.rt else []
        if g.rlda:
            lims += [L.at_least("A", "lda", krow, "A's row pitch lda holds a row of K" + ("" if g.rt else f" = {g.K}")
                                + " elements"),
                     L.multiple("A", "lda", 16 * 8 // g.ab, "lda x esize is a multiple of 16 B (rows start 16-byte "
                                "aligned, as packed rows of whole k-tiles do; the A copy loads 16-byte chunks)"),
                     L.reach("A", "index", ab, "A's row pitch lda x esize B (32-bit SGPR)")]
        kbp = f"{g.tkb} * ceil_div(K, {g.tk})" if g.kt else kb      # B's K bytes (k_tail: whole k-tiles)
        lims += [L.reach("A", "records", f"M * {ab}", f"V# A: num_records = (M - m0) x {'lda x esize' if g.rlda else 'Kbytes'} at m0 = 0"
                         + (f" <= 2^31 (k_tail: masked chunks' voffset 0x{BUFFER_OOB_VOFFSET:x} must stay out of range)"
                            if g.kt else ""), limit=BUFFER_OOB_RECORDS_MAX if g.kt else None),
                 L.reach("A", "index", f"{ab} * ((ceil_div(M, {g.tm}) - 1) * {g.tm})",
                         f"V# A: the last tile's base offset m0 x {'lda x esize' if g.rlda else 'Kbytes'} (s_mul_i32, 32-bit)"),
                 *([L.reach("B", "records", f"{'N' if g.rtn else g.N} * {kbp}", "V# B: num_records = N x Kbytes"
                            + (" (K padded to whole k-tiles)" if g.kt else ""))] if g.rt else [])]
    if g.rtn or g.rldc:  # N: runtime: whole column tiles; C's pitch and the per-column buffers' sizes are run-time
        kb = ("K" if g.bb == 8 else f"{g.bb // 8} * K") if g.rt else str(g.kb_bytes)
        ld = "ldc" if g.rldc else "N"       # C's row pitch in elements
        nrow = "N" if g.rtn else str(g.N)   # a compile-time N: its value
        lims += [L.multiple("C", "N", g.tn, f"N is a multiple of tile_n = {g.tn} (the grid's column tiles are "
                            "whole)")] if g.rtn else []
        if g.rldc:
            lims += [L.at_least("C", "ldc", nrow, "C's row pitch ldc holds a row of N" + ("" if g.rtn else f" = {g.N}")
                                + " elements"),
                     L.multiple("C", "ldc", 16 // g.ob, "ldc x out bytes is a multiple of 16 B (rows start 16-byte "
                                "aligned, as packed rows of whole column tiles do)")]
        lims += [L.reach("C", "index", f"{g.ob} * {ld}", f"the row pitch {g.ob} x {ld} B (32-bit SGPR)"),
                 L.reach("C", "records", f"M * {g.ob} * {ld}", "V# C: num_records = (M - m0) x pitch at m0 = 0"),
                 L.reach("C", "index", f"{g.ob} * {ld} * ((ceil_div(M, {g.tm}) - 1) * {g.tm})",
                         "V# C: the last tile's base offset m0 x pitch (s_mul_i32, 32-bit)")]
        if g.rtn and not g.rt:
            lims.append(L.reach("B", "records", f"N * {kb}", "V# B: num_records = N x Kbytes"))
    for name, row in ragged_rows(g).items():
        if not isinstance(row, int):
            continue                   # K: runtime A: above
        lims.append(L.records(name, "M", row, f"V# {name}: num_records = (M - m0) x {row} B at m0 = 0"))
        lims.append(L.index(name, f"{row} * ((ceil_div(M, {g.tm}) - 1) * {g.tm})",
                            f"V# {name}: the last tile's base offset m0 x {row} B (s_mul_i32, 32-bit)"))
    if g.mode == "deterministic":
        lims.append(L.index("ws", f"{g.S - 1} * M", "the slice row z M of the last split (s_mul_i32)"))
    if g.batch:         # every batch starts 16-byte aligned like the first (16-byte A copies, 8-byte C stores)
        lims += [L.multiple(x.upper(), f"stride_{x}", 16 // e, f"stride_{x} x {e} B is a multiple of 16 B (each "
                            f"batch's {x.upper()} starts 16-byte aligned like the first)")
                 for x, e in (("a", g.ab // 8), ("b", g.bb // 8), ("c", g.ob))]
    return tuple(lims)


def split_k_contract(ks, g: Geometry) -> dict | None:
    """What a launcher needs to run a split-K preshuffle GEMM (the manifest's `split_k`; the same contract as
    gemm_fp8's, N compile-time so the workspace size is an expression of M alone). The order string of a
    kernel with bias / activation / fp16 out names the unsplit epilogue the reduce applies once, after the sum."""
    if g.S == 1:
        return None
    det = g.mode == "deterministic"
    elems = f"{(g.S if det else 1) * g.N} * M"
    scaled, p = g.eight_bit_in, ks.params
    out, epi, wdt = p["out_dtype"], p["epilogue"], g.ws_dtype
    if epi == "none" and out == "bf16" and wdt == "f32":
        order = (("ws[z] = partial sum of split z (f32); C = bf16(" + ("fl32(fl32(" if scaled else "") +
                  "sum_{z=0..S-1} ws[z]" + (") * scale_a) * scale_b)" if scaled else ")") +
                  ", z summed in order 0..S-1") if det else
                 ("ws += each split's f32 partial (f32 atomics, order nondeterministic); C = bf16(" +
                  ("fl32(fl32(ws) * scale_a) * scale_b)" if scaled else "ws)")))
    else:
        how = "i32 atomics, exact" if wdt == "i32" else "f32 atomics, order nondeterministic"
        order = ((f"ws[z] = partial sum of split z ({wdt}); acc = sum_{{z=0..S-1}} ws[z], z summed in order "
                  "0..S-1" if det else f"ws += each split's {wdt} partial ({how}); acc = ws") +
                 (" (exact i32), then f32(acc)" if wdt == "i32" else "") +
                 f"; C = {out}_rne(" + (f"{epi}(" if epi != "none" else "") +
                 ("fl32(fl32(acc * scale_a) * scale_b)" if scaled else "acc") +
                 (" + bias)" if epi != "none" else "") + "): the unsplit epilogue, once after the sum")
    return {"splits": g.S, "mode": g.mode, "reduce": f"{ks.name}_reduce", "workspace": {
        "arg": "ws", "dtype": wdt, "shape": (["S", "M", "N"] if det else ["M", "N"]),
        "elements": elems, "bytes": f"4 * {elems}", "init": "any" if det else "zero",
        "note": ("every element written by the partial kernel" if det else
                 "zero before the first launch; the reduce kernel leaves it zero")},
        "launch": [ks.name, f"{ks.name}_reduce"], "order": order}


def summary(ks, g: Geometry) -> tuple:
    """The plan summary (the .s header's description lines)."""
    p = ks.params
    kind = f"MX {p['mx_a']} x {p['mx_b']}" if g.mx else p["in_dtype"] + (" block128 scales" if g.block else "")
    K, N = "K (runtime)" if g.rt else g.K, "N (runtime)" if g.rtn else g.N
    return ((f"C[M, {N}] = {p['epilogue']}(A[M, {K}] @ B[{K}, {N}]), {kind} -> {p['out_dtype']}, "
             f"{g.atom.mnemonic} (swapped operands)" if g.S == 1 else
             f"split-K partials: ws{'[z]' if g.mode == 'deterministic' else ''}[M, {g.N}] f32 "
             f"{'=' if g.mode == 'deterministic' else '+='} A[M, k-tiles of split z] @ B[.., {g.N}], {kind}, "
             f"z < S = {g.S} (grid z); {ks.name}_reduce sums{' and scales' if g.eight_bit_in else ''}"
             f"{', ' + p['epilogue'] if p['epilogue'] != 'none' else ''}"
             f"{' -> ' + p['out_dtype'] if p['out_dtype'] != 'bf16' else ''}, "
             f"{g.atom.mnemonic} (swapped operands)",
             f"tile {g.tm}x{g.tn}x{g.tk}, 4 waves along N, {('ceil(K / tile_k)' if g.kt else 'K / tile_k') if g.rt else g.nk} k-tiles"
             f"{' per split' if g.S > 1 else ''}, "
             f"A {p['a_path']} via LDS x{g.stages}, B preshuffled global -> VGPR",
             "ragged M: A/C/scale_a descriptors rebased per workgroup, num_records = (M - m0) * row bytes")
            + wg_order.notes(g.group_m, g.xcd))
