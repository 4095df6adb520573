"""The kernels mutated per family, each with the launch shapes a mutant must survive (it dies at the first that
fails). Shapes are small (a mutant runs in ~0.3 s) but must reach every path: at least one full tile (every row
and column of the tile is checked; a 33-row M under a 128-row tile leaves 95 rows of MFMA output unchecked),
a ragged tile, and for gemm_fp8 both C store paths (wide: full-width tiles with N % 4 == 0; per-element:
N % 4 != 0 makes even full-width tiles take it).

`siblings`: kernels with the same arguments but another epilogue; their text, renamed to the target, is the
"wrong activation" mutant (a template that picked the wrong branch)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EX = ROOT / "examples"


@dataclass(frozen=True)
class Target:
    family: str
    spec: str
    name: str
    shapes: tuple[dict, ...]
    siblings: tuple[str, ...] = ()


TARGETS = [
    Target("elementwise", str(EX / "axpby.yaml"), "axpby_f32_bf16", ({"n": 2053},)),
    Target("elementwise", str(EX / "axpby.yaml"), "axpby_bf16_f16", ({"n": 2053},)),
    Target("gemm_fp8", str(ROOT / "tests/data/gemm_fp8/small.yaml"), "t_fp8_4w_row_major", ({"M": 150, "N": 140}, {"M": 150, "N": 203})),
    Target("gemm_fp8", str(ROOT / "tests/data/gemm_fp8/small.yaml"), "t_fp8_4w_preshuffled", ({"M": 150, "N": 140}, {"M": 150, "N": 203})),
    Target("gemm_fp8", str(ROOT / "tests/data/gemm_fp8/small.yaml"), "t_bf16_4w_row_major", ({"M": 150, "N": 140}, {"M": 150, "N": 203})),
    Target("gemm_preshuffle", str(EX / "gemm_preshuffle.yaml"), "preshuffle_fp8_bias_gelu", ({"M": 161},),
           ("preshuffle_fp8_bias_silu", "preshuffle_fp8_bias_relu", "preshuffle_fp8_bias")),
    Target("gemm_preshuffle", str(EX / "gemm_preshuffle.yaml"), "preshuffle_int8_bias_relu", ({"M": 161},),
           ("preshuffle_int8_bias",)),
    Target("gemm_preshuffle", str(EX / "gemm_preshuffle.yaml"), "preshuffle_bf16_bias_silu", ({"M": 161},),
           ("preshuffle_bf16_bias_gelu",)),
    Target("gemm_preshuffle", str(EX / "gemm_preshuffle_paths.yaml"), "preshuffle_fp8_async_s2", ({"M": 161},)),
    Target("gemm_preshuffle", str(EX / "gemm_preshuffle_mx.yaml"), "preshuffle_mx_fp4_fp8", ({"M": 161},)),
    Target("gemm_preshuffle", str(EX / "gemm_preshuffle_mx.yaml"), "preshuffle_mx_fp6_fp4", ({"M": 161},)),
    Target("gemm_preshuffle", str(EX / "gemm_preshuffle_mx.yaml"), "preshuffle_mx_fp8_fp8", ({"M": 161},)),
    Target("conv3d", str(ROOT / "tests/mutations/conv3d.yaml"), "mut_conv3d_fp8_333_relu", ({},),
           ("mut_conv3d_fp8_333_none",)),
    Target("conv3d", str(ROOT / "tests/mutations/conv3d.yaml"), "mut_conv3d_bf16_333_dil", ({},)),
    Target("moe", str(EX / "moe.yaml"), "moe_s1_fp4", ({"tokens": 64},)),
    Target("moe", str(EX / "moe.yaml"), "moe_s1_fp4_deep", ({"tokens": 64},)),
    Target("moe", str(EX / "moe.yaml"), "moe_s1_fp8_pipe", ({"tokens": 64},)),    # 5 k-tiles: the rolled loop
    Target("moe", str(EX / "moe.yaml"), "moe_s2_fp8", ({"tokens": 64},)),
    # tile_m 64: ~43 rows per expert at 64 tokens never fill MFMA row repeat 3 of a block; 128 tokens do
    Target("moe", str(EX / "moe.yaml"), "moe_s2_fp4_k2", ({"tokens": 128},)),
    Target("moe", str(EX / "moe.yaml"), "moe_s1_bf16", ({"tokens": 64},)),       # a16w4: dequantised weights
    Target("moe", str(EX / "moe.yaml"), "moe_s2_bf16", ({"tokens": 64},)),
]


def sibling_text(t: Target, sibling: str) -> str:
    """The sibling kernel's .s with its name replaced by the target's (symbol, labels, metadata)."""
    from flygen.build.pipeline import generate
    (b,) = generate([t.spec], (sibling,))
    return b.asm.replace(sibling, t.name)
