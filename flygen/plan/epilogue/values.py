"""What happens to one accumulator value: read it (AGPR -> VGPR), scale / bias it in f32, apply the activation,
convert to the output type. Shared by every family's epilogue; literals are f32 hex from these tables. Every
function returns typed instruction items (flygen.plan.items).
"""
from __future__ import annotations

import math

from flygen.isa.hazards import TRANS_OPS
from flygen.plan.items import hazard_nops, instr

LOG2E = math.log2(math.e)
GELU_C = 0.044715
GELU_K = 2.0 * math.sqrt(2.0 / math.pi)

# activation -> list of (op, operands) over symbolic registers x (value) and u (temp); literals are f32 hex
def _f32_hex(x: float) -> str:
    import struct
    return "0x%08x" % struct.unpack("<I", struct.pack("<f", x))[0]


ACTIVATIONS = {
    "none": (),
    "bias": (),
    "bias_relu": (("v_max_f32", "{x}", "0", "{x}"),),
    # silu(x) = x / (1 + 2^(-x log2 e))
    "bias_silu": (("v_mul_f32", "{u}", _f32_hex(-LOG2E), "{x}"),
                  ("v_exp_f32", "{u}", "{u}"),
                  ("v_add_f32", "{u}", "1.0", "{u}"),
                  ("v_rcp_f32", "{u}", "{u}"),
                  ("v_mul_f32", "{x}", "{x}", "{u}")),
    # gelu_tanh(x) = x * sigmoid(2z), z = sqrt(2/pi) (x + 0.044715 x^3) = x / (1 + 2^(-2z log2 e))
    "bias_gelu": (("v_mul_f32", "{u}", "{x}", "{x}"),
                  ("v_mul_f32", "{u}", _f32_hex(GELU_C), "{u}"),
                  ("v_fma_f32", "{u}", "{u}", "{x}", "{x}"),
                  ("v_mul_f32", "{u}", _f32_hex(-GELU_K * LOG2E), "{u}"),
                  ("v_exp_f32", "{u}", "{u}"),
                  ("v_add_f32", "{u}", "1.0", "{u}"),
                  ("v_rcp_f32", "{u}", "{u}"),
                  ("v_mul_f32", "{x}", "{x}", "{u}")),
}
# the activation alone (no bias before it: gemm_splitk_reduce `epilogue: relu` etc., conv3d split-K relu without
# bias): the same ops as the bias_* entry
ACTIVATIONS.update({a: ACTIVATIONS["bias_" + a] for a in ("relu", "silu", "gelu")})


def activation_lines(epilogue: str, x: str, u: str) -> list:
    """Items: the activation `epilogue` (a key of ACTIVATIONS) applied to x in place, u as temporary."""
    out = []
    for op, *ops in ACTIVATIONS[epilogue]:
        out.append(instr(op, *(o.format(x=x, u=u) for o in ops)))
        if op in TRANS_OPS:             # every activation uses the transcendental's result next
            out += hazard_nops("trans_use")
    return out


PACK = {"bf16": "v_cvt_pk_bf16_f32", "f16": "v_cvt_pk_f16_f32"}     # two f32 -> one register of two (RNE)


def f32_value(acc: str, t: str, acc_file: str, ops: list[tuple[str, str]]) -> tuple[list, str]:
    """(items, register of the result): accumulator `acc` through `ops` [(f32 op, other operand)] into t."""
    out, a = [], acc
    if acc_file == "agpr":
        out.append(instr("v_accvgpr_read_b32", t, a))
        a = t
    for op, x in ops:
        out.append(instr(op, t, x, a))
        a = t
    return out, a


def pack(dsts: list[str], srcs: list[str], dtype: str = "bf16") -> list:
    """Items: pairs of f32 values -> one register of two `dtype` values each (RNE)."""
    return [instr(PACK[dtype], d, srcs[2 * h], srcs[2 * h + 1]) for h, d in enumerate(dsts)]


def value_lines(x: str, ops: list[tuple[str, str]], activation: str = "none", u: str = "", i32: bool = False) -> list:
    """Items: one value already in VGPR x, in place: i32 -> f32 (integer MFMAs), then `ops` [(f32 op, other
    operand)], then the activation."""
    out = [instr("v_cvt_f32_i32", x, x)] if i32 else []
    return out + f32_value(x, x, "vgpr", ops)[0] + activation_lines(activation, x, u)


def widen_half(dst: str, raw: str, dtype: str, half: int) -> list:
    """Items: dst = f32 of the 16-bit `dtype` (bf16 / f16) value in half `half` of register raw (exact)."""
    if dtype == "bf16":
        return [instr("v_lshlrev_b32", dst, 16, raw) if half == 0 else instr("v_and_b32", dst, "0xffff0000", raw)]
    return [instr("v_cvt_f32_f16", dst, raw) if half == 0 else
            instr("v_cvt_f32_f16_sdwa", dst, raw, mods=("dst_sel:DWORD", "dst_unused:UNUSED_PAD", "src0_sel:WORD_1"))]
