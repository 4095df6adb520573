"""A ragged last K tile by buffer bounds (gemm_preshuffle / gemm_fp8 `k_tail: true`): the load base VGPRs of the
K tile that is the last one are set, in place and outside the K loop, to the out-of-range voffset for lanes
whose chunk starts at a K byte >= the tile's bytes of a row, so those chunks load 0 (LDS DMA: write 0 to LDS) and
add nothing to the MFMA sums. Sources for out-of-range loads reading 0: flygen.isa.memops.BUFFER_OOB_VOFFSET."""
from __future__ import annotations

from flygen.isa.memops import BUFFER_OOB_VOFFSET
from flygen.plan.items import instr


def mask_bases(groups, bound: str, tmp: str, oob: str) -> list:
    """Items setting each base of `groups` ((base VGPR, K-byte VGPR, K-byte immediate), ...: the chunk's K byte
    in the tile row is the K-byte VGPR + immediate) to BUFFER_OOB_VOFFSET where that K byte >= `bound` (an SGPR,
    bytes; |K byte - bound| < 2^31, which the kernels' records limit <= 2^31 keeps). Without a lane mask (a VCC
    read by v_cndmask is a VALU-mask hazard LLVM pads by 2 wait states): the sign of K byte - bound spread to all
    bits selects, bit by bit (v_bfi_b32), the base (in range) or `oob` (a VGPR scratch set here: VOP3 takes no
    literal on gfx9). Consecutive groups with the same K byte share one difference."""
    out, diff = [instr("v_mov_b32", oob, f"0x{BUFFER_OOB_VOFFSET:x}", note="out-of-range voffset")], None
    for base, kreg, kimm in groups:
        if diff != (kreg, kimm):
            if kimm:
                out.append(instr("v_add_u32", tmp, kimm, kreg))
            out += [instr("v_subrev_u32", tmp, bound, tmp if kimm else kreg, note="K byte of the chunk - bound"),
                    instr("v_ashrrev_i32", tmp, 31, tmp, note="all ones: in range (K byte < bound)")]
            diff = (kreg, kimm)
        out.append(instr("v_bfi_b32", base, tmp, base, oob))
    return out
