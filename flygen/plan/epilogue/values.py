"""What happens to one accumulator value: read it (AGPR -> VGPR), scale / bias it in f32, apply the activation,
convert to the output type. Shared by every family's epilogue; literals are f32 hex from these tables. Every
function returns typed instruction items (flygen.plan.items).
"""
from __future__ import annotations

from flygen.activations import ACTIVATIONS as ACTIVATION_RECORDS
from flygen.isa.hazards import TRANS_OPS
from flygen.plan.items import hazard_nops, instr

# epilogue value -> the f32 chain it emits (flygen.activations: one record per activation, its reference and bound
# beside its code): none / bias emit nothing, bias_<act> and <act> alone (the split-K reduce, conv3d split-K relu
# without bias) the activation's chain
ACTIVATIONS = {"none": (), "bias": (), **{f"bias_{n}": a.ops for n, a in ACTIVATION_RECORDS.items()},
               **{n: a.ops for n, a in ACTIVATION_RECORDS.items()}}


def activation_lines(epilogue: str, x: str, u: str, src: str | None = None) -> list:
    """Items: the activation `epilogue` (a key of ACTIVATIONS) applied to x, u as temporary. `src`: where the
    value is when it is not yet in x (an accumulator VGPR): the chain reads {x} from src until it first writes
    {x} (each op's first operand is its destination), so the result lands in x without a copy."""
    out, at = [], src or x
    for op, dst, *ops in ACTIVATIONS[epilogue]:
        out.append(instr(op, dst.format(x=x, u=u), *(o.format(x=at, u=u) for o in ops)))
        if dst == "{x}":
            at = x
        if op in TRANS_OPS:             # every activation uses the transcendental's result next
            out += hazard_nops("trans_use")
    return out


def activated(epilogue: str, x: str, u: str, src: str) -> tuple[list, str]:
    """(items, register of the result): activation_lines from src into x; the result stays in src when the
    chain never writes {x} (none, bias)."""
    lands = any(dst == "{x}" for _, dst, *_ in ACTIVATIONS[epilogue])
    return activation_lines(epilogue, x, u, src), x if lands else src


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
