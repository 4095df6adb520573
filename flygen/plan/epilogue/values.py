"""What happens to one accumulator value: read it (AGPR -> VGPR), scale / bias it in f32, apply the activation,
convert to the output type. Shared by every family's epilogue; literals are f32 hex from these tables.
"""
from __future__ import annotations

import math

from flygen.isa.hazards import TRANS_OPS, nop_lines

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


def activation_lines(epilogue: str, x: str, u: str) -> list[str]:
    out = []
    for op, *ops in ACTIVATIONS[epilogue]:
        out.append(f"{op} " + ", ".join(o.format(x=x, u=u) for o in ops))
        if op in TRANS_OPS:             # every activation uses the transcendental's result next
            out += nop_lines("trans_use")
    return out


PACK = {"bf16": "v_cvt_pk_bf16_f32", "fp16": "v_cvt_pk_f16_f32"}


def f32_value(acc: str, t: str, acc_file: str, ops: list[tuple[str, str]]) -> tuple[list[str], str]:
    """(lines, register of the result): accumulator `acc` through `ops` [(f32 op, other operand)] into t."""
    lines, a = [], acc
    if acc_file == "agpr":
        lines.append(f"v_accvgpr_read_b32 {t}, {a}")
        a = t
    for op, x in ops:
        lines.append(f"{op} {t}, {x}, {a}")
        a = t
    return lines, a


def pack_bf16(dsts: list[str], srcs: list[str]) -> list[str]:
    """Pairs of f32 values -> one register of two bf16 each (RNE)."""
    return [f"v_cvt_pk_bf16_f32 {d}, {srcs[2 * h]}, {srcs[2 * h + 1]}" for h, d in enumerate(dsts)]
