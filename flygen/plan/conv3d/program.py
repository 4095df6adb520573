"""conv3d step 4's product: the kernel body and its whole program as typed items (flygen.plan.items).

Order: the prologue (kernel arguments, lane address code, the wait for the argument loads, descriptors, pixel
code, epilogue masks), the accumulator clears, K tile 0's DMA, the (heading, items) blocks of the K loop form
(or one step per K tile, unrolled), the epilogue."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.plan.items import Comment, Wait, instr, texts


@dataclass(frozen=True)
class Conv3dBody:
    prologue: tuple          # items
    acc_init: tuple          # items
    first_dma: tuple         # items: K tile 0 -> stage 0
    steps: tuple             # one tuple of items per K tile (unrolled: each tile is a compile-time tap)
    epilogue: tuple
    notes: tuple
    rolled: bool = False     # rolled or tap loop: steps are (heading, items) blocks, loops included (plan_rolled,
    form: str = "unrolled"   # plan_taps); the K loop form (flygen.spec.conv3d.k_loop_forms)
    k_loop_auto: tuple = ()  # k_loop auto: ((form, estimated code bytes), ...) in the order tried (plan)

    @property
    def program(self) -> tuple:
        out = [Comment("---- prologue: kernel arguments, per-lane addresses (lowered layouts), buffer descriptors, "
                       "pixel digits"), *self.prologue, Comment("---- accumulators = 0"), *self.acc_init,
               Comment("---- K tile 0 -> LDS stage 0"), *self.first_dma]
        blocks = self.steps if self.rolled else \
            tuple((f"K tile {kt} (LDS stage {kt % 2})", st) for kt, st in enumerate(self.steps))
        for heading, st in blocks:
            out += [Comment(f"---- {heading}"), *st]
        return tuple(out + [Comment("---- epilogue"), *self.epilogue, instr("s_endpgm")])


def prologue(loads: list, lane_code: list, desc: list, pixel_code: list, epi_code: list) -> tuple:
    """The prologue items: the kernarg loads and the lane address code (VALU) in flight together, one wait
    for the loads (the descriptors read the arguments), then the SALU descriptors, pixel code and the
    epilogue's column masks."""
    return (*texts(loads), instr("v_and_b32", "v[v_tid]", "0x3ff", "v0"), *texts(lane_code),
            Wait(lgkm=0), *texts(desc + pixel_code + epi_code))


def acc_init(acc_file: str, acc, n_acc: int) -> tuple:
    """Accumulators = 0 (VGPRs or AGPRs)."""
    op = "v_mov_b32" if acc_file == "vgpr" else "v_accvgpr_write_b32"
    return tuple(instr(op, acc.at(i), 0) for i in range(n_acc))
