"""The families a spec may name, each with its parameter schema (and optional cross-field check)."""
from __future__ import annotations

from flygen.spec import elementwise
from flygen.spec import gemm_preshuffle
from flygen.spec import gemm_fp8
from flygen.spec import conv3d
from flygen.spec import moe
from flygen.spec import gemm_splitk_reduce

FAMILIES = {
    "elementwise": elementwise,
    "gemm_preshuffle": gemm_preshuffle,
    "gemm_fp8": gemm_fp8,
    "conv3d": conv3d,
    "moe": moe,
    "gemm_splitk_reduce": gemm_splitk_reduce,
}
