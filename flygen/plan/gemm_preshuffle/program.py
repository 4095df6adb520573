"""The preshuffle GEMM's program as typed items (flygen.plan.items), in issue order: kernel arguments, per-thread
bases, descriptors, soffsets, the k-tile 0 prologue, the rolled loop over k-tile pairs, the odd and the last
k-tile, the epilogue. The template prints the items; every schedule decision is made here.

A k-tile step (`kstep`) runs on LDS stage / B buffer `stage`; a prefetching one also loads the next k-tile
(A into the other stage, B into the other buffer). lds_stage 2: the next k-tile's B loads ride inside the MFMA
stream (passes - 1 after each MFMA: flygen.plan.gemm_preshuffle.streams) and the MFMAs start behind partial
lgkmcnt waits on the A fragment reads; lds_stage 1 keeps whole-block waits (its barrier needs every read done
before the MFMAs anyway).
"""
from __future__ import annotations

from flygen.plan.gemm_preshuffle.a_path import tail_mask
from flygen.plan.gemm_preshuffle.geometry import Geometry
from flygen.plan.gemm_preshuffle.kit import Kit
from flygen.plan.items import Comment, Label, Wait, hazard_nops, instr, loop_close, texts
from flygen.plan.waits import covering


def _a_load(k: Kit, g: Geometry, st: int) -> list:
    if not g.async_a:
        return [Comment("A k-tile: global -> VGPR (16 B per chunk)"), *k.a.loads[0]]
    out = [Comment(f"A k-tile: LDS DMA into stage {st} (M0 = wave offset + chunk offset)")]
    for m0, ld in k.a.loads[st]:
        out += [instr("s_add_u32", "m0", "s[s_wave_lds]", m0), *hazard_nops("m0_lds_dma"), ld]
    return out


def _advance(soffsets) -> list:
    return [Comment("next k-tile: soffsets advance by the layouts' k-tile strides")] + \
        [instr("s_add_u32", so.reg, so.reg, so.step) for so in soffsets if not so.epi and so.step]


def kstep(k: Kit, g: Geometry, soffsets, streams, stage: int, prefetch: bool) -> list:
    """The items of one k-tile on `stage` (prefetching the next k-tile, or the last)."""
    two = g.stages == 2
    na, nb = len(k.a.loads[0]), len(k.b.loads[0])
    # vmcnt at fixed points, from the load queue: this k-tile's B (issued last k-tile), then the next A, next B
    b_here, a_next = covering((nb, na, 0), 0), covering((nb, na, nb), 1)
    b_here_all = covering((nb, na, nb), 0)
    a_dma = covering((na, nb), 0)
    other = 1 - stage if two else 0                  # LDS stage the next k-tile's A goes to
    here = stage if two else 0                       # LDS stage this k-tile's A fragments come from
    a_load = _a_load(k, g, other)
    b_load = [Comment(f"B fragments (and MX scales) of the next k-tile: global -> VGPR buffer {1 - stage}"),
              *k.b.loads[1 - stage]]
    reads = [Comment(f"A fragments: LDS stage {here} -> VGPR"), *k.af.reads[here]]
    mfma = [Comment(f"MFMAs: B fragments buffer {stage} x A fragments"
                    + ("; next k-tile's B loads interleaved" if prefetch and two else "")),
            *streams[0 if prefetch else 1][stage]]
    a_write = [Comment(f"A k-tile: VGPR -> LDS stage {other} (swizzled)"), *k.a.writes[other]]
    bar = [instr("s_barrier")]
    if not g.async_a:
        top = [Wait(lgkm=0), *bar, *reads]
        if not prefetch:
            steps = top + [Wait(vm=0) if two else Wait(vm=0, lgkm=0)] + mfma
        elif two:        # b_single: the stream waits for each MFMA's own B fragment instead of vmcnt(na)
            steps = a_load + top + ([] if g.b_single else [Wait(vm=b_here)]) + mfma + [Wait(vm=a_next)] + a_write
        else:
            steps = a_load + b_load + top + [Wait(vm=b_here_all, lgkm=0), *bar] + mfma + [Wait(vm=a_next)] + a_write
    elif not prefetch:       # async: this k-tile's A DMA was issued before this k-tile's B (in the last stream)
        steps = [Wait(vm=a_dma), *bar, *reads, Wait(vm=0) if two else Wait(vm=0, lgkm=0)] + mfma
    elif two:
        steps = [Wait(vm=a_dma), *bar] + a_load + reads + ([] if g.b_single else [Wait(vm=b_here)]) + mfma
    else:
        steps = [Wait(vm=a_dma), *bar, *reads, Wait(lgkm=0), *bar] + a_load + b_load + [Wait(vm=b_here_all)] + mfma
    return (_advance(soffsets) if prefetch else []) + steps


def _split_origin(g: Geometry, soffsets) -> list:
    """split-K: workgroup z starts at k-tile z nk (soffset += z x the layout's span of nk k-tiles)."""
    out = []
    for so in soffsets:
        if so.split:
            out += [instr("s_mul_i32", "s[s_tmp]", "s[s_wg_z]", so.split),
                    instr("s_add_u32", so.reg, so.reg, "s[s_tmp]")]
    scales = " and the e8m0 scale layout" if g.mx else ""
    return [Comment(f"split z runs k-tiles [z {g.nk}, (z + 1) {g.nk}): K origin from the A / B layouts{scales}"), *out] \
        if out else []


def program(name: str, k: Kit, g: Geometry, e, kernarg_loads, vsharp, soffsets, streams, epilogue) -> tuple:
    """Every item between the kernel label and its end, in order. `epilogue` = (bias conversions, stores per C
    atom), typed items from flygen.plan.epilogue.preshuffle."""
    n_pre = None if g.rt else g.nk - 1
    out = [Comment("kernel arguments (offsets from the plan's kernarg layout)"),
           *(instr(ld.op, ld.dst, "s[s_kernarg:s_kernarg+1]", f"0x{ld.offset:x}", note=ld.note)
             for ld in kernarg_loads),
           Comment("per-thread bases, lowered from the layouts in the header"), *texts(k.prologue),
           Wait(lgkm=0),
           Comment("buffer descriptors; ragged ones start at the workgroup's first row m0 with (M - m0) rows"),
           *texts(vsharp), *texts(k.code_k),
           Comment("soffsets: workgroup column offsets (layout at (tile_n, 0)) and k-tile 0"),
           *(ln for so in soffsets for ln in (so.init_lines if so.init_lines else
             [instr("s_mul_i32", so.reg, *so.init_mul) if so.init_mul else
              instr("s_mov_b32", so.reg, so.init)])),
           *_split_origin(g, soffsets),
           *_first_mask(k, g),
           Comment("prologue: k-tile 0 -> LDS stage 0 / B buffer 0"), *_a_load(k, g, 0), *k.b.loads[0]]
    if not g.async_a:       # k-tile 0's A staging landed; its B loads may still be in flight
        out += [Wait(vm=covering((len(k.a.loads[0]), len(k.b.loads[0])), 0)), *k.a.writes[0]]
    if g.kt:
        return tuple(out + _k_tail_loop(name, k, g, soffsets, streams) + _epilogue(k, g, e, epilogue))
    if g.rt:
        return tuple(out + _runtime_k_loop(name, k, g, soffsets, streams) + _epilogue(k, g, e, epilogue))
    if n_pre // 2:
        out += [instr("s_mov_b32", "s[s_loop]", n_pre // 2), Label(f"{name}_loop"),
                Comment("k-tile pair: stage 0 then stage 1, each prefetching the next k-tile"),
                *kstep(k, g, soffsets, streams, 0, True), *kstep(k, g, soffsets, streams, 1, True),
                *loop_close("s[s_loop]", f"{name}_loop", "k-tile pair loop")]
    if n_pre % 2:
        out += [Comment("odd k-tile before the last"), *kstep(k, g, soffsets, streams, 0, True)]
    out += [Comment("last k-tile (no prefetch)"), *kstep(k, g, soffsets, streams, (g.nk - 1) % 2, False)]
    return tuple(out + _epilogue(k, g, e, epilogue))


def _epilogue(k: Kit, g: Geometry, e, epilogue) -> list:
    bias_cvt, stores = epilogue
    out = [Comment("epilogue: per-column / per-row operands and C addresses"), *texts(e.code), *e.loads,
           Wait(vm=0), *bias_cvt,
           Comment("wait states: last MFMA's D -> v_accvgpr_read"),
           *hazard_nops("mfma_d_valu_read", g.atom.passes)]
    for atom in stores:
        out += atom
    return out + [instr("s_endpgm")]


def _runtime_k_loop(name: str, k: Kit, g: Geometry, soffsets, streams) -> list:
    """K: runtime: nk = Kbytes / R k-tiles (R a power of two). The pair loop runs (nk - 1) >> 1 trips (0 or more:
    tested before it), then either (nk even) the odd prefetching k-tile and the last on stage 1, or (nk odd) the
    last on stage 0: each path is the compile-time program of an nk of its parity, so its waits are those."""
    sh, t = g.R.bit_length() - 1, "s[s_tmp]"
    return [Comment("K: runtime: (K / tile_k - 1) / 2 k-tile pairs, then one or two k-tiles by the parity"),
            instr("s_lshr_b32", t, "s[s_kbytes]", sh, note="k-tiles nk = Kbytes / tile row bytes"),
            instr("s_sub_u32", t, t, 1), instr("s_lshr_b32", "s[s_loop]", t, 1, note="pairs (nk - 1) / 2"),
            instr("s_cmp_eq_u32", "s[s_loop]", 0), instr("s_cbranch_scc1", f".L{name}_loop_end", note="no pair"),
            Label(f"{name}_loop"), Comment("k-tile pair: stage 0 then stage 1, each prefetching the next k-tile"),
            *kstep(k, g, soffsets, streams, 0, True), *kstep(k, g, soffsets, streams, 1, True),
            *loop_close("s[s_loop]", f"{name}_loop", "k-tile pair loop"), Label(f"{name}_loop_end"),
            instr("s_bitcmp1_b32", "s[s_kbytes]", sh, note="nk odd: the last k-tile is on stage 0"),
            instr("s_cbranch_scc1", f".L{name}_last0"),
            Comment("nk even: the odd k-tile before the last, then the last (no prefetch) on stage 1"),
            *kstep(k, g, soffsets, streams, 0, True), *kstep(k, g, soffsets, streams, 1, False),
            instr("s_branch", f".L{name}_last_end"), Label(f"{name}_last0"),
            Comment("nk odd: the last k-tile (no prefetch) on stage 0"), *kstep(k, g, soffsets, streams, 0, False),
            Label(f"{name}_last_end")]


def _first_mask(k: Kit, g: Geometry) -> list:
    """k_tail: k-tile 0's A chunks at K bytes >= Kbytes out of range (changes a lane only when nk = 1: k-tile 0
    is then the ragged last one; with nk > 1 every chunk of k-tile 0 is below Kbytes)."""
    if not g.kt:
        return []
    return [Comment("k_tail: k-tile 0's A chunks past K read 0 (only when it is the last k-tile)"),
            *tail_mask(k.a, "s[s_kbytes]", *k.base.tmp[:2])]


def _k_tail_loop(name: str, k: Kit, g: Geometry, soffsets, streams) -> list:
    """K: runtime with k_tail: nk = ceil(Kbytes / R) k-tiles (s_kbpad / R). The last k-tile's A loads are issued
    by the k-tile before it, so the pair loop stops one k-tile pair earlier than `_runtime_k_loop`'s, (nk - 2) >> 1
    trips, and the prefetching k-tile that loads the last one is peeled after it behind `tail_mask` (bound s_krem:
    the last k-tile's bytes of a row): nk even -> mask, the prefetching k-tile on stage 0, the last on stage 1;
    nk odd -> a prefetching k-tile on stage 0, mask, one on stage 1, the last on stage 0 (where nk = 1 joins:
    the prologue's mask covered its only k-tile). The loop body is `_runtime_k_loop`'s: it pays nothing."""
    sh, t = g.R.bit_length() - 1, "s[s_tmp]"
    mask = [Comment("k_tail: the last k-tile's A chunks past K read 0 (voffset out of range)"),
            *tail_mask(k.a, "s[s_krem]", *k.base.tmp[:2])]
    return [Comment("K: runtime, k_tail: nk = ceil(K / tile_k); (nk - 2) / 2 k-tile pairs, then two or three "
                    "k-tiles by the parity, the last one's A masked"),
            instr("s_lshr_b32", t, "s[s_kbpad]", sh, note="k-tiles nk = padded Kbytes / tile row bytes"),
            instr("s_cmp_eq_u32", t, 1), instr("s_cbranch_scc1", f".L{name}_only1", note="nk = 1"),
            instr("s_sub_u32", t, t, 2), instr("s_lshr_b32", "s[s_loop]", t, 1, note="pairs (nk - 2) / 2"),
            instr("s_cmp_eq_u32", "s[s_loop]", 0), instr("s_cbranch_scc1", f".L{name}_loop_end", note="no pair"),
            Label(f"{name}_loop"), Comment("k-tile pair: stage 0 then stage 1, each prefetching the next k-tile"),
            *kstep(k, g, soffsets, streams, 0, True), *kstep(k, g, soffsets, streams, 1, True),
            *loop_close("s[s_loop]", f"{name}_loop", "k-tile pair loop"), Label(f"{name}_loop_end"),
            instr("s_bitcmp1_b32", "s[s_kbpad]", sh, note="nk odd: the last k-tile is on stage 0"),
            instr("s_cbranch_scc1", f".L{name}_odd"),
            Comment("nk even: the k-tile before the last (prefetching the masked last), then the last on stage 1"),
            *mask, *kstep(k, g, soffsets, streams, 0, True), *kstep(k, g, soffsets, streams, 1, False),
            instr("s_branch", f".L{name}_last_end"), Label(f"{name}_odd"),
            Comment("nk odd: two prefetching k-tiles (the second loads the masked last), the last on stage 0"),
            *kstep(k, g, soffsets, streams, 0, True), *mask, *kstep(k, g, soffsets, streams, 1, True),
            Label(f"{name}_only1"), *kstep(k, g, soffsets, streams, 0, False),
            Label(f"{name}_last_end")]
