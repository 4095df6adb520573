"""The activations of every family's epilogue, one record each: its name, the f32 op chain the kernels emit
(flygen.plan.epilogue.values prints it), the float64 reference and the error bound of that chain (the family
references read them: flygen.ref.gemm_preshuffle, flygen.ref.gemm_splitk_reduce). Adding an activation is one
record here; the spec fields that accept it list `EPILOGUES` (docs/architecture.md, "Where a change goes").

Chains are over symbolic registers {x} (the value, in place) and {u} (a temporary); literals are f32 hex.
Bounds (docs/numerics.md; flygen/ref/gemm_preshuffle.py docstring): relu is exact; silu / gelu are Lipschitz
<= 1.13 (taken as 1.2) in their input and their f32 chains err by <= (12 u + 4 u |z|) |y| + |v| 2^-126, z the
exp2 argument (v_exp_f32 and v_rcp_f32 as 1 ulp each; the 2^-126 where 2^z leaves the normal range)."""
from __future__ import annotations

import math
import struct
from dataclasses import dataclass
from typing import Callable

import numpy as np

LOG2E = math.log2(math.e)
GELU_C = 0.044715
GELU_K = 2.0 * math.sqrt(2.0 / math.pi)
U32 = 2.0 ** -24                 # f32 unit roundoff


def _f32_hex(x: float) -> str:
    return "0x%08x" % struct.unpack("<I", struct.pack("<f", x))[0]


@dataclass(frozen=True)
class Activation:
    name: str
    ops: tuple                                   # the emitted f32 chain: (op, operand, ...) over {x}, {u}
    reference: Callable[[np.ndarray], np.ndarray]   # float64 y = act(v)
    exp2_arg: Callable[[np.ndarray], np.ndarray] | None = None   # the chain's v_exp_f32 argument; None: exact
    lipschitz: float = 1.0                       # bound on |act'| used to carry the input's error

    @property
    def exact(self) -> bool:
        return self.exp2_arg is None

    def f32_model(self, v: np.ndarray) -> np.ndarray:
        """The chain run in numpy float32 on f32 inputs v, each op rounded once to f32; v_exp_f32 and v_rcp_f32
        correctly rounded here (the hardware's are within 1 ulp: f32_err's bound covers the difference).
        A model independent of the kernel and the emulator (flygen.ref.moe's f32 intermediate uses it)."""
        f32 = np.float32
        regs = {"{x}": np.asarray(v, f32), "{u}": np.zeros(np.shape(v), f32)}

        def val(o):
            if o in regs:
                return regs[o].astype(np.float64)
            return float(struct.unpack("<f", struct.pack("<I", int(o, 16)))[0]) if o.startswith("0x") else float(o)

        with np.errstate(over="ignore"):
            for op, dst, *src in self.ops:
                a = [val(o) for o in src]
                regs[dst] = np.asarray(_F32_OPS[op](*a), np.float64).astype(f32)
        return regs["{x}"]

    def f32_rel(self, v: np.ndarray) -> np.ndarray:
        """The relative part of f32_err: the chain's error is <= f32_rel(v) |y| where 2^z stays normal."""
        if self.exact:
            return np.zeros(np.shape(v))
        return 12 * U32 + 4 * U32 * np.abs(self.exp2_arg(v))

    def f32_err(self, v: np.ndarray, y: np.ndarray) -> np.ndarray:
        """Error of the kernel's f32 chain at an exact input v (0 for an exact activation)."""
        if self.exact:
            return np.zeros(np.shape(v))
        return self.f32_rel(v) * np.abs(y) + np.abs(v) * 2.0 ** -126 + 1e-38


# what each op of a chain computes, in float64 on f32 operands, before the one rounding to f32 (f32_model): for
# +, -, *, / that is the correctly rounded f32 result (53 >= 2*24 + 2 bits: the double rounding is innocuous,
# Figueroa 1995); v_fma_f32 can be an ulp off at a rare tie and exp2 is numpy's float64 one, both inside the
# f32_err slack
_F32_OPS = {"v_mul_f32": lambda a, b: a * b, "v_add_f32": lambda a, b: a + b, "v_sub_f32": lambda a, b: a - b,
            "v_max_f32": np.maximum, "v_fma_f32": lambda a, b, c: a * b + c,
            "v_exp_f32": np.exp2, "v_rcp_f32": lambda a: 1.0 / a}


def _gelu_z(v):
    return math.sqrt(2.0 / math.pi) * (v + GELU_C * v ** 3)


ACTIVATIONS: dict[str, Activation] = {a.name: a for a in (
    Activation("relu", (("v_max_f32", "{x}", "0", "{x}"),), lambda v: np.maximum(v, 0.0)),
    # silu(x) = x / (1 + 2^(-x log2 e))
    Activation("silu", (("v_mul_f32", "{u}", _f32_hex(-LOG2E), "{x}"),
                        ("v_exp_f32", "{u}", "{u}"),
                        ("v_add_f32", "{u}", "1.0", "{u}"),
                        ("v_rcp_f32", "{u}", "{u}"),
                        ("v_mul_f32", "{x}", "{x}", "{u}")),
               lambda v: v / (1.0 + np.exp(np.minimum(-v, 700.0))),
               lambda v: -v * LOG2E, 1.2),
    # gelu_tanh(x) = x * sigmoid(2z), z = sqrt(2/pi) (x + 0.044715 x^3) = x / (1 + 2^(-2z log2 e)); the reference
    # uses that form in float64, since 0.5 v (1 + tanh(z)) cancels to 0 for z << 0 where the true value is tiny
    Activation("gelu", (("v_mul_f32", "{u}", "{x}", "{x}"),
                        ("v_mul_f32", "{u}", _f32_hex(GELU_C), "{u}"),
                        ("v_fma_f32", "{u}", "{u}", "{x}", "{x}"),
                        ("v_mul_f32", "{u}", _f32_hex(-GELU_K * LOG2E), "{u}"),
                        ("v_exp_f32", "{u}", "{u}"),
                        ("v_add_f32", "{u}", "1.0", "{u}"),
                        ("v_rcp_f32", "{u}", "{u}"),
                        ("v_mul_f32", "{x}", "{x}", "{u}")),
               lambda v: v / (1.0 + np.exp(np.minimum(-2.0 * _gelu_z(v), 700.0))),
               lambda v: -2.0 * _gelu_z(v) * LOG2E, 1.2),
)}

def epilogues() -> tuple:
    """The `epilogue` values of the GEMM families: none, bias, and bias_<act> for each activation (read when a
    spec module is imported, so a record registered before that reaches every family)."""
    return ("none", "bias") + tuple(f"bias_{a}" for a in ACTIVATIONS)


def activation_only() -> tuple:
    """<act> alone (the split-K reduce: the activation without a bias argument)."""
    return tuple(ACTIVATIONS)


def of_epilogue(epilogue: str) -> Activation | None:
    """The activation an `epilogue` value applies (bias_silu, silu -> silu), None for none / bias."""
    name = epilogue[len("bias_"):] if epilogue.startswith("bias_") else epilogue
    return ACTIVATIONS.get(name)
