"""Whole-kernel item programs of the GEMM-lineage bodies (gemm_fp8 pipelined and ping-pong, moe): the order
the templates used to spell out (section comments, prologue lines, accumulator clears, K-tile steps, loop
control, epilogue) as one sequence of typed items (flygen.plan.items), so the templates only print it.
Epilogue items of the flygen.plan.epilogue modules pass through as they are."""
from __future__ import annotations

from flygen.plan.items import Comment, Label, Wait, hazard_nops, instr, loop_close, texts


def _head(body, prologue_what: str) -> list:
    return [Comment(f"---- prologue: {prologue_what}"), *texts(body.prologue),
            Comment("---- accumulators = 0"), *texts(body.acc_init)]


def _tail(body, what: str = "epilogue") -> list:
    return [Comment(f"---- {what}"), *body.epilogue, instr("s_endpgm")]


def gemm(body) -> tuple:
    """flygen.plan.gemm_fp8.GemmBody: tile 0's DMA, the rolled loop over pairs of K tiles, the last tiles."""
    out = _head(body, "kernel arguments, per-lane addresses (lowered layouts), buffer descriptors")
    out += [Comment("---- K tile 0 -> LDS stage 0"), *body.first_dma]
    if body.k_tail:             # K: runtime with a ragged last tile: the loop and its peeled steps (gemm_runtime_k)
        return tuple(out + list(body.k_tail) + _tail(body))
    if body.runtime_k:          # K: runtime: K / (2 tile_k) trips (0 or more), then one step if the tile count is odd
        enter, odd, join = body.runtime_k
        out += [Comment("---- main loop: K / (2 tile_k) trips (K: runtime), 2 K tiles each"), *enter,
                Label(body.loop_label)]
        for stage, st in enumerate(body.loop_steps):
            out += [Comment(f"K tile in stage {stage}"), *st]
        out += [*loop_close("s[s_loop]", body.loop_label, "main loop over K tile pairs"), *odd,
                Comment("---- odd last K tile (stage 0)"), *body.tail_steps[0], *join]
        return tuple(out + _tail(body))
    if body.loop_count:
        out += [Label(body.loop_label), Comment(f"---- main loop: {body.loop_count} trips x 2 K tiles (stages 0, 1), "
                                                "next tile's DMA in flight")]
        for stage, st in enumerate(body.loop_steps):
            out += [Comment(f"K tile in stage {stage}"), *st]
        out += loop_close("s[s_loop]", body.loop_label, "main loop over K tile pairs")
    out.append(Comment("---- last K tiles"))
    for i, st in enumerate(body.tail_steps):
        out += [Comment(f"tail step {i}"), *st]
    return tuple(out + _tail(body))


def pingpong(body) -> tuple:
    """flygen.plan.gemm_pingpong.PingPongBody: its (title, items) sections in order."""
    out = _head(body, "kernel arguments, per-lane addresses (lowered layouts), buffer descriptors")
    for title, items in body.sections:
        out += [Comment(f"---- {title}"), *items]
    return tuple(out + _tail(body, "epilogue (both groups)"))


def moe(body, name: str, passes: int) -> tuple:
    """flygen.plan.moe.program.Body: kernel arguments, setup, lane bases, k-tile 0 (double buffering), the K loop,
    its tail, the epilogue atoms (typed items); `passes` of the MFMA for the last MFMA -> v_accvgpr_read wait
    states. The setup and lane bases hold the lowered address code and the V# setup as Text items."""
    out = [Comment("kernel arguments (offsets from the plan's kernarg layout)"),
           *(instr(op, dst, "s[s_kernarg:s_kernarg+1]", f"0x{off:x}", note=note)
             for op, dst, off, note in body.kernarg_loads), Wait(lgkm=0),
           Comment("block, expert, buffer descriptors (num_records bound gathers and scatters), soffsets"),
           *body.setup,
           Comment("per-lane bases lowered from the layouts in the header; gathered rows from sorted_token_ids"),
           *body.prologue]
    if body.pre:
        out += [Comment("k-tile 0 -> fragment copy 0 (the loop prefetches k-tile t + 1 while k-tile t's MFMAs run)"),
                *body.pre]
    if body.trips:
        what = "two k-tiles, fragment copies 0 and 1" if body.buffering == 2 else \
            "k-tile: activation and weight fragments + e8m0 scales, global -> VGPR"
        out += [Label(f"{name}_loop"), Comment(f"{what}; vmcnt waits from flygen.plan.waits"), *body.loop,
                *loop_close("s[s_loop]", f"{name}_loop", "K loop")]
    if body.tail:
        out += [Comment("last k-tile(s) of the double-buffered K loop"), *body.tail]
    out += [Comment("wait states: last MFMA's D -> v_accvgpr_read"), *hazard_nops("mfma_d_valu_read", passes)]
    for atom in body.epilogue:
        out += atom
    return tuple(out) + tuple(body.epilogue_final) + (Label(f"{name}_exit"), instr("s_endpgm"))
