"""Planner of the attention family (flash-attention forward, gfx950): one module per stage.

    geometry(p)  -> Geometry   every number of the configuration        (geometry.py)
    layouts(g)   -> Layouts    every address, lowered                   (layouts.py)
    registers()  -> Regs       named registers                          (registers.py)
    program()    -> items      the instruction stream                   (program.py)
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from flygen.isa import limits
from flygen.plan.attention.geometry import KV_TILE, geometry, stages_auto
from flygen.plan.attention.layouts import layouts
from flygen.plan.attention import pingpong_loop
from flygen.plan.attention.pingpong import check as check_pingpong
from flygen.plan.attention.program import head_order, program
from flygen.plan.attention.registers import registers
from flygen.plan import size_limits as L
from flygen.plan.kernel import Grid, KernelPlan, PlanLayout, layout_args


@dataclass(frozen=True)
class AttentionBody:
    program: tuple           # typed items (flygen.plan.items) in issue order


def kernel_args(g) -> tuple:
    specs = [(x, "global_buffer", 8, g.dtype, "read_only") for x in ("q", "k", "v")]
    if g.splits > 1:                 # partial O and LSE; NAME_combine writes o / lse
        specs.append(("ws", "global_buffer", 8, "f32", "write_only"))
    else:
        specs.append(("o", "global_buffer", 8, g.out, "write_only"))
    if g.lse and g.splits == 1:
        specs.append(("lse", "global_buffer", 8, "f32", "write_only"))
    if g.varlen:
        specs += [("cu_seqlens_q", "global_buffer", 8, "i32", "read_only"),
                  ("cu_seqlens_k", "global_buffer", 8, "i32", "read_only")]
    else:
        specs += [("seqlen_q", "by_value", 4, "u32", ""), ("seqlen_k", "by_value", 4, "u32", "")]
    if g.splits > 1:
        specs.append(("batch", "by_value", 4, "u32", ""))
    if g.alibi:
        specs.append(("alibi_slopes", "global_buffer", 8, "f32", "read_only"))
        if g.alibi_b:
            specs.append(("alibi_stride_b", "by_value", 4, "u32", ""))
    if g.bias:
        specs += [("bias", "global_buffer", 8, "bf16" if g.bias_bf16 else "f32", "read_only")] + [
            (f"bias_stride_{x}", "by_value", 4, "u32", "") for x in ("b", "h", "q")]
    if g.sink and g.splits == 1:          # split kernels: NAME_combine folds the sink
        specs.append(("sink", "global_buffer", 8, "f32", "read_only"))
    if g.fp8 and g.head_descale:
        specs += [(f"{x}_descale", "global_buffer", 8, "f32", "read_only") for x in ("q", "k", "v")]
    elif g.fp8:
        specs += [(f"{x}_descale", "by_value", 4, "f32", "") for x in ("q", "k", "v")]
    return layout_args(specs)


def size_limits(g) -> tuple:
    """32-bit addressing (flygen/plan/size_limits.py): a V#'s base offset (first row x heads + head) x D esize is
    an s_mul_i32, its voffset + soffset reaches the q tile's / the prefetched KV tile's last row. varlen: the
    sequences' rows are at most batch x max seqlen_q (K's total is not a run-time size: unchecked)."""
    last_q = f"ceil_div(seqlen_q, {g.tile_q}) * {g.tile_q}"
    lims = [L.index("q", f"{g.row_q} * batch * seqlen_q", "V# base offset of the last sequence (s_mul_i32)"),
            L.offsets("q", last_q, g.row_q, 0, "voffset + soffset of the q tile's last row"),
            L.offsets("ws" if g.splits > 1 else "o", last_q, g.row_o, 0, "voffset + soffset of the q tile's last row")]
    if not g.varlen:
        lims += [L.index("k", f"{g.row_kv} * batch * seqlen_k", "V# base offset of the last batch (s_mul_i32)"),
                 L.offsets("k", f"(ceil_div(seqlen_k, {KV_TILE}) + {g.tiles_ahead}) * {KV_TILE}", g.row_kv, 0,
                           "soffset + voffset of the prefetched tile past the last")]
    return tuple(lims)


def split_contract(name: str, g) -> dict | None:
    """kv_splits > 1: the two-kernel launch contract (the manifest's `split_k`, as a split-K GEMM's)."""
    if g.splits == 1:
        return None
    elems = f"{g.splits} * batch * seqlen_q * {g.hq * (g.d + 1)}"
    return {"splits": g.splits, "mode": "kv", "reduce": f"{name}_combine", "workspace": {
        "arg": "ws", "dtype": "f32", "shape": [str(g.splits), "batch", "seqlen_q", str(g.hq), f"{g.d} + 1"],
        "elements": elems, "bytes": f"4 * {elems}", "init": "any",
        "note": "O partials [S, batch, seqlen_q, heads, D] then LSE partials [S, batch, seqlen_q, heads], every "
                "element written by NAME before NAME_combine reads it",
        "offset_end": f"4 * ({elems})", "offset_limit": 1 << 32,
        "offset_note": "the LSE partials' offsets are 32-bit"},
        "launch": [name, f"{name}_combine"],
        "order": "split s: O_s = its keys' softmax-weighted V (normalised by its own row sum), LSE_s; O = sum_s "
                 "exp(LSE_s - m) O_s / sum_s exp(LSE_s - m), m = max_s LSE_s, in the order s = 0..S-1"}


def _grid(g) -> Grid:
    """(q tiles [x S], heads, batch), or with wg_remap xcd (heads, q tiles [x S], batch)."""
    tiles = f"ceil_div(seqlen_q, {g.tile_q})" + (f" * {g.splits}" if g.splits > 1 else "")
    xy = (str(g.hq), tiles) if g.xcd else (tiles, str(g.hq))
    return Grid((*xy, "batch"), ("seqlen_q", "batch"))


def plan(ks) -> KernelPlan:
    p = ks.params
    g = geometry(p)
    lay = layouts(g)
    args, kernarg_size = kernel_args(g)
    regs = registers(g, lay, kernarg_size)
    if g.dma and p["kv_stages"] == "auto":       # the registers do not depend on the stages: choose them now
        s = stages_auto(regs.map.total_vgprs, regs.map.next_free_sgpr + limits.SGPR_RESERVED, g.stage_bytes,
                        g.threads)
        g = replace(g, stages=s, lds_bytes=s * g.stage_bytes)
        if g.pingpong:
            check_pingpong(g.pingpong, s)
    body = AttentionBody(program(g, lay, regs, args, ks.name,
                                 pingpong_loop.loop(g, lay, regs.r, ks.name) if g.pingpong else None))
    return KernelPlan(
        name=ks.name, family=ks.family, params=p, args=args,
        kernarg_size=kernarg_size, regs=regs.map, workgroup=(g.threads, 1, 1),
        grid=_grid(g), split_k=split_contract(ks.name, g),
        lds_bytes=g.lds_bytes, wg_ids=(True, True, True), body=body, size_limits=size_limits(g),
        layouts=(PlanLayout("q_fragment", lay.q_frag, note="(tid, k step) -> Q byte in the q tile"),
                 PlanLayout("k_fragment", lay.k_frag, note="(tid, k step) -> LDS byte"),
                 PlanLayout("v_transpose_read", lay.v_read, note="(tid, (half, k step, d block)) -> LDS byte"),
                 PlanLayout("kv_copy_global", lay.g_copy, note="(tid, chunk) -> K / V byte in the KV tile"),
                 PlanLayout("kv_copy_lds", lay.l_copy, note="(tid, chunk) -> LDS byte"),
                 PlanLayout("o_store", lay.o_store, note="(tid, (r / 4, d block)) -> O byte in the q tile"))
        + ((PlanLayout("xcd_head_order", head_order(g), note="grid slot x -> q head (XCD x mod 8)"),) if g.xcd else ())
        + ((PlanLayout("dma_m0", lay.m0, note="(wave, round) -> LDS byte of the DMA block (M0, stage 0)"),)
           if g.dma else ()),
        summary=(f"O = softmax(scale Q K^T{' + causal mask' if g.causal else ''}) V: {g.dtype}, D = {g.d}, "
                 + (f"window ({g.win_left or 'inf'}, {g.win_right or 'inf'}), " if p["window_left"] or p["window_right"] else "")
                 + ("varlen (cu_seqlens), " if g.varlen else "") +
                 f"heads {g.hq} / kv {g.hkv}, scale {g.scale:.6g}" + (", LSE out" if g.lse else ""),
                 f"grid = (ceil(seqlen_q / {g.tile_q}), {g.hq}, batch): {g.waves} waves x 32 query rows; KV tiles of "
                 f"{KV_TILE} keys through {g.lds_bytes} B of LDS"
                 + (f" ({g.stages} stages filled by LDS DMA)" if g.dma else ""),
                 f"{g.atom.mnemonic}: S^T = K Q^T ({g.ksteps} per tile), O^T += V^T P^T ({2 * g.dblocks} per tile)"),
    )
