"""gfx950 MFMA atoms: shapes, register counts, pass counts and the lane layouts of A, B, C/D and scales.

This table is the single source of truth for planner, emulator and inspector (facts: shared
gfx950-reference.md §2). Layouts are CuTe (shape, stride) int-tuples mapping (lane, value) -> flat
column-major index in the tile: A is M x K (i + M*k), B is N x K (j + N*k), C/D is M x N (i + M*j).
Value v of a lane sits at bits [v*bits, (v+1)*bits) of the lane's registers concatenated little-endian.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.errors import FlygenError
from flygen.isa.dtypes import bits_of
from flygen.isa.dtypes import fmt_info

F8F6F4_FORMATS = {0: "fp8", 1: "bf8", 2: "fp6", 3: "bf6", 4: "fp4"}   # cbsz (A) / blgp (B) codes
F8F6F4_CODES = {v: k for k, v in F8F6F4_FORMATS.items()}

# In-lane K order of 8-bit (fp8/bf8) operands of the f8f6f4 MFMAs. "split": byte e of lane l holds
# k = 16g + (e % 16) + (K/2)(e // 16), g = l // NL; "contiguous": k = 32g + e (like fp4/fp6).
# Evidence (gfx950-reference §2.3.1): every hardware-tested MXFP8 stack uses split together with the scale
# lane map kb = l // NL -- Triton main since PR #5985 (gfx950 CI runs test_mxfp with random e8m0 scales),
# FlyDSL MXFP8 (MI355 CI), HipKittens / TransformerEngine MXFP8 GEMMs, AMD's blog 32x32x64 FP8 kernel,
# and the rocjitsu emulator (PR #7064/#10347). Only unmerged Triton branches used contiguous. Not run on
# hardware by us: with uniform scales both orders give the same result, with MX block scales they differ.
FP8_K_ORDER = "split"

SCALE_BLOCK = 32   # e8m0 scales apply to 32-wide K blocks


@dataclass(frozen=True)
class MfmaAtom:
    mnemonic: str
    m: int
    n: int
    k: int
    a_fmt: str
    b_fmt: str
    acc: str                # "f32" | "i32"
    a_regs: int
    b_regs: int
    c_regs: int
    a_bits: int
    b_bits: int
    passes: int             # 1 pass = 4 cycles
    scaled: bool
    a_tv: tuple
    b_tv: tuple
    c_tv: tuple
    scale_tv: tuple | None  # lane -> row + M*kblock (A) / col + N*kblock (B); same map for both when M == N
    blocks: int = 1         # independent M x N x K products per instruction (gfx908-era 2b/4b/16b forms)
    c_bits: int = 32        # bits per C/D value: 32 (f32/i32) or 64 (f64 MFMAs: 2 registers per value)
    idx_bits: int = 0       # SMFMAC: bits of one sparsity-index set per lane (0: dense); a_tv is over A_c (M x K/2)

    @property
    def a_rows(self) -> int:
        """Rows of the A tile: block b's row i is row b*M + i (blocks > 1 stack their tiles)."""
        return self.m * self.blocks

    @property
    def b_rows(self) -> int:
        return self.n * self.blocks

    @property
    def flops(self) -> int:
        return 2 * self.m * self.n * self.k * self.blocks

    @property
    def cycles(self) -> int:
        return 4 * self.passes

    @property
    def f8f6f4(self) -> bool:
        return "f8f6f4" in self.mnemonic

    @property
    def sparse(self) -> bool:
        """SMFMAC: A is 2:4 structured-sparse, stored compressed (K/2 columns) with a sparsity-index VGPR."""
        return self.idx_bits > 0

    @property
    def a_cols(self) -> int:
        """Columns of the stored A tile: K, or K/2 for SMFMAC (the compressed A_c)."""
        return self.k // 2 if self.sparse else self.k


# ---- tables -------------------------------------------------------------------------------------------
# Dense MFMAs whose formats are fixed by the mnemonic: (m, n, k, a_fmt, b_fmt, acc, regs per A/B, passes).
DENSE = {
    "v_mfma_f32_16x16x32_bf16": (16, 16, 32, "bf16", "bf16", "f32", 4, 4),
    "v_mfma_f32_16x16x32_f16": (16, 16, 32, "f16", "f16", "f32", 4, 4),
    "v_mfma_f32_32x32x16_bf16": (32, 32, 16, "bf16", "bf16", "f32", 4, 8),
    "v_mfma_f32_32x32x16_f16": (32, 32, 16, "f16", "f16", "f32", 4, 8),
    "v_mfma_i32_16x16x64_i8": (16, 16, 64, "i8", "i8", "i32", 4, 4),
    "v_mfma_i32_32x32x32_i8": (32, 32, 32, "i8", "i8", "i32", 4, 8),
}
for _a in ("fp8", "bf8"):           # legacy CDNA3-style fp8 MFMAs (half the f8f6f4 FP8 rate on gfx950)
    for _b in ("fp8", "bf8"):
        DENSE[f"v_mfma_f32_16x16x32_{_a}_{_b}"] = (16, 16, 32, _a, _b, "f32", 2, 4)
        DENSE[f"v_mfma_f32_32x32x16_{_a}_{_b}"] = (32, 32, 16, _a, _b, "f32", 2, 8)

# gfx942 (CDNA3) forms that gfx950 keeps, in LLVM 22's canonical spelling: (m, n, k, fmt, acc, regs per A/B,
# passes, blocks). Every mnemonic assembles with `llvm-mc-22 -mcpu=gfx950` (tests/test_emu_mfma_ext.py); the
# gfx908-style bf16 forms without _1k (v_mfma_f32_32x32x2bf16, ...) and the xf32 forms do not (llvm-mc-22:
# "instruction not supported on this GPU"), so they are not here. Passes = LLVM 22's gfx950 scheduling model
# (`llvm-mca -mcpu=gfx950 --instruction-info`: RThroughput), which also gives the existing rows' values.
# Lane layouts: AMD Matrix Instruction Calculator (ROCm/amd_matrix_instruction_calculator, matrix_calculator.py,
# the CDNA class: A/B lane = M*block + (M*blocks)*floor(k / kpl) + i, in-lane value k % kpl; C/D see C_TV_BLOCKS).
# The calculator's tables list the CDNA1/2 instructions; the CDNA3 doubled-K forms (16x16x16 -> 16x16x32 i8,
# 32x32x8 -> 32x32x16 i8, 16x16x16 bf16) follow the same formula with twice the registers (cross-checked in
# tests/test_emu_triton_corpus.py on Triton's gfx950 code for 16x16x16_f16, 32x32x8_bf16 and 16x16x32_i8,
# layouts Triton's AMD backend uses on MI300/MI355 CI).
GFX942 = {
    "v_mfma_f32_32x32x1_2b_f32": (32, 32, 1, "f32", "f32", 1, 16, 2),
    "v_mfma_f32_16x16x1_4b_f32": (16, 16, 1, "f32", "f32", 1, 8, 4),
    "v_mfma_f32_4x4x1_16b_f32": (4, 4, 1, "f32", "f32", 1, 2, 16),
    "v_mfma_f32_32x32x2_f32": (32, 32, 2, "f32", "f32", 1, 16, 1),
    "v_mfma_f32_16x16x4_f32": (16, 16, 4, "f32", "f32", 1, 8, 1),
    "v_mfma_f32_32x32x4_2b_f16": (32, 32, 4, "f16", "f32", 2, 16, 2),
    "v_mfma_f32_16x16x4_4b_f16": (16, 16, 4, "f16", "f32", 2, 8, 4),
    "v_mfma_f32_4x4x4_16b_f16": (4, 4, 4, "f16", "f32", 2, 2, 16),
    "v_mfma_f32_32x32x8_f16": (32, 32, 8, "f16", "f32", 2, 8, 1),
    "v_mfma_f32_16x16x16_f16": (16, 16, 16, "f16", "f32", 2, 4, 1),
    "v_mfma_f32_32x32x4_2b_bf16": (32, 32, 4, "bf16", "f32", 2, 16, 2),
    "v_mfma_f32_16x16x4_4b_bf16": (16, 16, 4, "bf16", "f32", 2, 8, 4),
    "v_mfma_f32_4x4x4_16b_bf16": (4, 4, 4, "bf16", "f32", 2, 2, 16),
    "v_mfma_f32_32x32x8_bf16": (32, 32, 8, "bf16", "f32", 2, 8, 1),
    "v_mfma_f32_16x16x16_bf16": (16, 16, 16, "bf16", "f32", 2, 4, 1),
    "v_mfma_i32_32x32x4_2b_i8": (32, 32, 4, "i8", "i32", 1, 16, 2),
    "v_mfma_i32_16x16x4_4b_i8": (16, 16, 4, "i8", "i32", 1, 8, 4),
    "v_mfma_i32_4x4x4_16b_i8": (4, 4, 4, "i8", "i32", 1, 2, 16),
    "v_mfma_i32_32x32x16_i8": (32, 32, 16, "i8", "i32", 2, 8, 1),
    "v_mfma_i32_16x16x32_i8": (16, 16, 32, "i8", "i32", 2, 4, 1),
}
# Older spellings LLVM 22 accepts for gfx950 and prints in the canonical form above (llvm-mc-22 round trip).
ALIASES = {
    "v_mfma_f32_32x32x1f32": "v_mfma_f32_32x32x1_2b_f32", "v_mfma_f32_16x16x1f32": "v_mfma_f32_16x16x1_4b_f32",
    "v_mfma_f32_4x4x1f32": "v_mfma_f32_4x4x1_16b_f32", "v_mfma_f32_32x32x2f32": "v_mfma_f32_32x32x2_f32",
    "v_mfma_f32_16x16x4f32": "v_mfma_f32_16x16x4_f32", "v_mfma_f32_32x32x4f16": "v_mfma_f32_32x32x4_2b_f16",
    "v_mfma_f32_16x16x4f16": "v_mfma_f32_16x16x4_4b_f16", "v_mfma_f32_4x4x4f16": "v_mfma_f32_4x4x4_16b_f16",
    "v_mfma_f32_32x32x8f16": "v_mfma_f32_32x32x8_f16", "v_mfma_f32_16x16x16f16": "v_mfma_f32_16x16x16_f16",
    "v_mfma_f32_32x32x4bf16_1k": "v_mfma_f32_32x32x4_2b_bf16", "v_mfma_f32_16x16x4bf16_1k": "v_mfma_f32_16x16x4_4b_bf16",
    "v_mfma_f32_4x4x4bf16_1k": "v_mfma_f32_4x4x4_16b_bf16", "v_mfma_f32_32x32x8bf16_1k": "v_mfma_f32_32x32x8_bf16",
    "v_mfma_f32_16x16x16bf16_1k": "v_mfma_f32_16x16x16_bf16", "v_mfma_i32_32x32x4i8": "v_mfma_i32_32x32x4_2b_i8",
    "v_mfma_i32_16x16x4i8": "v_mfma_i32_16x16x4_4b_i8", "v_mfma_i32_4x4x4i8": "v_mfma_i32_4x4x4_16b_i8",
    "v_mfma_i32_32x32x16i8": "v_mfma_i32_32x32x16_i8", "v_mfma_i32_16x16x32i8": "v_mfma_i32_16x16x32_i8",
}

# f64 MFMAs (gfx90a/gfx942 forms gfx950 keeps; both assemble with `llvm-mc-22 -mcpu=gfx950`): (m, n, k, passes,
# blocks). A, B, C and D values are IEEE binary64, each in 2 consecutive registers (low word first), so A/B take
# 2 registers (one value per lane) and C/D m*n*blocks/32. Passes: llvm-mca-22 -mcpu=gfx950 --instruction-info
# RThroughput (16 and 4). Lane layouts: AMD Matrix Instruction Calculator (ROCm/amd_matrix_instruction_calculator,
# matrix_calculator.py, CDNA class, fp64): A[i][k].block / B[k][j].block: register pair [1:0], lane = M*block +
# (M*blocks)*k + i (j); C/D 16x16x4: pair floor(i/4), lane 16*(i % 4) + j (not the f32 map: rows advance along
# the lanes); 4x4x4 4b: pair 0, lane 16*i + 4*block + j (__get_output_reg_lanes with data_size 64, multirow
# height 1). Numerics: flygen.emu.mfma (an f64 FMA chain, modelled).
F64 = {
    "v_mfma_f64_16x16x4_f64": (16, 16, 4, 16, 1),
    "v_mfma_f64_4x4x4_4b_f64": (4, 4, 4, 4, 4),
}
ALIASES.update({"v_mfma_f64_16x16x4f64": "v_mfma_f64_16x16x4_f64",      # llvm-mc-22 prints the canonical form
                "v_mfma_f64_4x4x4f64": "v_mfma_f64_4x4x4_4b_f64"})
# C/D of the f64 MFMAs, value p (register pair p) of lane l, tile index row + (M*blocks)*j: 16x16: row = 4p + l // 16,
# j = l % 16; 4x4 4b: row = 4*block + i with block = (l // 4) % 4, i = l // 16, j = l % 4 (one value per lane).
C_TV_F64 = {
    (16, 1): (((16, 4), 4), ((16, 1), 4)),
    (4, 4): (((4, 4, 4), 1), ((16, 4, 1), 0)),
}

# SMFMAC: D = D + A x B with A 2:4 structured-sparse along K (CDNA4 ISA §7.5 "Sparse Matrices"; AMD's CDNA4 ISA
# guide as markdown in kuhar/amdgpu-isa-manuals cdna4/README.md). (m, n, k, a_fmt, b_fmt, acc, A regs, B regs);
# passes 4 (16x16) / 8 (32x32): ISA Table 33 (16 / 32 cycles) = llvm-mca-22 -mcpu=gfx950 RThroughput. The C operand
# of the encoding holds the index VGPR; C is the D registers. Layouts (SMFMAC_TV below):
# - A: the compressed A_c[M][K/2] (of each group of 4 K values the 2 stored ones, in K order) in the dense layout of an
#   M x K/2 operand: lane l holds row l % M and columns (l // M) * V + v, value v (V values per lane).
# - index: the 2-bit index at bits [2v+1:2v] of the lane's selected set gives the position (0..3) within its group
#   of 4 of A value v of the same lane (ISA index tables "map directly to SRCA"): A_c[i][c] = A[i][4*(c//2) + idx].
#   Bits per set: 2V. Sets per VGPR and their selection by cbsz/abid: `smfmac_index_set`.
# - B: gfx942 forms: the dense layout (ISA Tables 34 and 36); gfx950 forms (twice K): two dense halves, registers
#   0..R/2-1 hold K [0, K/2) and the rest K [K/2, K) (ISA §7.5.1.3 B tables: 16-bit k = 8g + e%8 + (K/2)(e//8),
#   8-bit k = 16g + e%16 + (K/2)(e//16), g = l // N).
# - C/D: the dense C_TV.
# Evidence beyond the ISA tables (both run on MI350/gfx950): ROCm/hip-fpsan include/fpsan/amdgcn_smfmac.hpp (AMD)
# models every f16/bf16/fp8/bf8 form "silicon-verified ... by an exhaustive single-hot probe + full-random
# LayoutMatchesHardware test"; its 8-bit B labels K differently but the A-B pairing it verified equals the one above
# (tests/test_emu_smfmac.py checks all four 8-bit shapes); efric/hip-matmul GFX950_SMFMAC_16x16x64.md lists one-hot
# gfx950 probes for 16x16x64 f16 and 16x16x128 fp8 (tests use them as vectors). No source run on hardware covers the
# i8 forms: they share the ISA's IU8/F8 tables with fp8.
SMFMAC = {}
for _f in ("f16", "bf16"):
    SMFMAC[f"v_smfmac_f32_16x16x32_{_f}"] = (16, 16, 32, _f, _f, "f32", 2, 4)
    SMFMAC[f"v_smfmac_f32_32x32x16_{_f}"] = (32, 32, 16, _f, _f, "f32", 2, 4)
    SMFMAC[f"v_smfmac_f32_16x16x64_{_f}"] = (16, 16, 64, _f, _f, "f32", 4, 8)
    SMFMAC[f"v_smfmac_f32_32x32x32_{_f}"] = (32, 32, 32, _f, _f, "f32", 4, 8)
SMFMAC["v_smfmac_i32_16x16x64_i8"] = (16, 16, 64, "i8", "i8", "i32", 2, 4)
SMFMAC["v_smfmac_i32_32x32x32_i8"] = (32, 32, 32, "i8", "i8", "i32", 2, 4)
SMFMAC["v_smfmac_i32_16x16x128_i8"] = (16, 16, 128, "i8", "i8", "i32", 4, 8)
SMFMAC["v_smfmac_i32_32x32x64_i8"] = (32, 32, 64, "i8", "i8", "i32", 4, 8)
for _a in ("fp8", "bf8"):
    for _b in ("fp8", "bf8"):
        SMFMAC[f"v_smfmac_f32_16x16x64_{_a}_{_b}"] = (16, 16, 64, _a, _b, "f32", 2, 4)
        SMFMAC[f"v_smfmac_f32_32x32x32_{_a}_{_b}"] = (32, 32, 32, _a, _b, "f32", 2, 4)
        SMFMAC[f"v_smfmac_f32_16x16x128_{_a}_{_b}"] = (16, 16, 128, _a, _b, "f32", 4, 8)
        SMFMAC[f"v_smfmac_f32_32x32x64_{_a}_{_b}"] = (32, 32, 64, _a, _b, "f32", 4, 8)
# LLVM 22 also accepts the shape glued to the types (v_smfmac_f32_16x16x32f16, v_smfmac_f32_16x16x64bf8bf8, ...).
ALIASES.update({_mn.replace("x" + _mn.split("x")[-1], "x" + _mn.split("x")[-1].replace("_", ""), 1): _mn
                for _mn in SMFMAC})


def smfmac_index_set(atom: "MfmaAtom", cbsz: int, abid: int) -> int:
    """Which idx_bits-wide set of the index VGPR an SMFMAC reads (CDNA4 ISA §7.5). 8-bit index sets (gfx942 16-bit
    forms, 4 per VGPR): cbsz[1:0] = 0 -> ABID[1:0]; 16-bit sets (gfx942 8-bit and gfx950 16-bit forms, 2 per VGPR):
    cbsz[1:0] = 0 -> ABID[0]; cbsz[1:0] != 0 -> set 0. gfx950 8-bit forms (one 32-bit set): cbsz/abid ignored.
    (The ISA's prose calls the gfx950 16-bit sets "8 bit sets"; its index table puts Set0 at [15:0] and Set1 at
    [31:16], 8 indices each, as LLVM #193541 reads it.)"""
    sets = 32 // atom.idx_bits
    if sets == 1 or cbsz & 3:
        return 0
    return abid & (sets - 1)


# f8f6f4 family: (m, n, k, passes if an operand is 8-bit, passes otherwise). Registers = bits (8/6/4).
F8F6F4 = {
    "v_mfma_f32_16x16x128_f8f6f4": (16, 16, 128, 8, 4),
    "v_mfma_f32_32x32x64_f8f6f4": (32, 32, 64, 16, 8),
    "v_mfma_scale_f32_16x16x128_f8f6f4": (16, 16, 128, 8, 4),
    "v_mfma_scale_f32_32x32x64_f8f6f4": (32, 32, 64, 16, 8),
}

# C/D accumulator layouts (unchanged from CDNA3): 16x16 reg r of lane l = C[4(l/16)+r][l%16];
# 32x32 reg r of lane l = C[8(r/4) + 4(l/32) + r%4][l%32].
C_TV = {
    16: (((16, 4), 4), ((16, 4), 1)),
    32: (((32, 2), (4, 4)), ((32, 4), (1, 8))),
}

# Multi-block C/D (AMD Matrix Instruction Calculator, CDNA class, _coord_to_output_reg_eqn / _coord_to_lane_eqn):
# 32x32 2b: GPR = 16*block + 4*floor(i/8) + i%4, lane = 32*(floor(i/4) % 2) + j; 16x16 4b: GPR = 4*block + i%4,
# lane = 16*floor(i/4) + j; 4x4 16b: GPR = i, lane = 4*block + j. Tile rows are block*M + i (M*blocks = 64).
C_TV_BLOCKS = {
    (32, 2): (((32, 2), (4, 4, 2)), ((64, 4), (1, 8, 32))),
    (16, 4): (((16, 4), (4, 4)), ((64, 4), (1, 16))),
    (4, 16): (((4, 16), 4), ((64, 4), 1)),
}


# ---- layout builders ----------------------------------------------------------------------------------
def _dense_tv(rows: int, k: int, vals: int) -> tuple:
    """Lane l holds row l % NL (NL = rows) and K values g*vals + v, g = l // NL."""
    return (((rows, 64 // rows), vals), ((1, rows * vals), rows))


def _split_tv(rows: int, k: int, chunk: int = 16) -> tuple:
    """Two dense halves of K: value e of lane group g -> k = chunk*g + e%chunk + (K/2)(e//chunk) (the 8-bit
    f8f6f4 split order has chunk 16; gfx950 SMFMAC B: 8 for 16-bit, 16 for 8-bit values)."""
    return (((rows, 64 // rows), (chunk, 2)), ((1, rows * chunk), (rows, rows * (k // 2))))


def _f8f6f4_tv(fmt: str, rows: int, k: int) -> tuple:
    if bits_of(fmt) == 8 and FP8_K_ORDER == "split":
        return _split_tv(rows, k)
    return _dense_tv(rows, k, 32)


def _scale_tv(rows: int) -> tuple:
    """Lane l supplies the scale of row l % NL, K block l // NL."""
    return ((rows, 64 // rows), (1, rows))


def _fmt_name(fmt) -> str | None:
    if fmt is None or isinstance(fmt, str):
        return fmt
    if fmt in F8F6F4_FORMATS:
        return F8F6F4_FORMATS[fmt]
    raise FlygenError(f"unknown f8f6f4 format code {fmt!r}; known: {F8F6F4_FORMATS}")


def mfma_atom(mnemonic: str, a_fmt: str | int | None = None, b_fmt: str | int | None = None) -> MfmaAtom:
    """The atom of a mnemonic. For the f8f6f4 family a_fmt/b_fmt (names or cbsz/blgp codes) pick the formats
    (default fp8 = code 0); for other MFMAs they must be omitted or equal the mnemonic's formats."""
    a_fmt, b_fmt = _fmt_name(a_fmt), _fmt_name(b_fmt)
    mnemonic = ALIASES.get(mnemonic, mnemonic)
    if mnemonic in F64:
        m, n, k, passes, blocks = F64[mnemonic]
        if (a_fmt or "f64") != "f64" or (b_fmt or "f64") != "f64":
            raise FlygenError(f"{mnemonic} takes f64 x f64, not {a_fmt} x {b_fmt}")
        return MfmaAtom(mnemonic, m, n, k, "f64", "f64", "f64", 2, 2, m * n * blocks // 32, 64, 64, passes, False,
                        _dense_tv(m * blocks, k, 1), _dense_tv(n * blocks, k, 1), C_TV_F64[m, blocks], None, blocks,
                        c_bits=64)
    if mnemonic in GFX942:
        m, n, k, fmt, acc, regs, passes, blocks = GFX942[mnemonic]
        if (a_fmt or fmt) != fmt or (b_fmt or fmt) != fmt:
            raise FlygenError(f"{mnemonic} takes {fmt} x {fmt}, not {a_fmt} x {b_fmt}")
        bits = bits_of(fmt)
        vals = regs * 32 // bits
        c_tv = C_TV[m] if blocks == 1 else C_TV_BLOCKS[m, blocks]
        return MfmaAtom(mnemonic, m, n, k, fmt, fmt, acc, regs, regs, m * n * blocks // 64, bits, bits, passes,
                        False, _dense_tv(m * blocks, k, vals), _dense_tv(n * blocks, k, vals), c_tv, None, blocks)
    if mnemonic in DENSE:
        m, n, k, fa, fb, acc, regs, passes = DENSE[mnemonic]
        if (a_fmt or fa) != fa or (b_fmt or fb) != fb:
            raise FlygenError(f"{mnemonic} takes {fa} x {fb}, not {a_fmt} x {b_fmt}")
        bits = bits_of(fa)
        vals = regs * 32 // bits
        return MfmaAtom(mnemonic, m, n, k, fa, fb, acc, regs, regs, m * n // 64, bits, bits, passes, False,
                        _dense_tv(m, k, vals), _dense_tv(n, k, vals), C_TV[m], None)
    if mnemonic in SMFMAC:
        m, n, k, fa, fb, acc, ra, rb = SMFMAC[mnemonic]
        if (a_fmt or fa) != fa or (b_fmt or fb) != fb:
            raise FlygenError(f"{mnemonic} takes {fa} x {fb}, not {a_fmt} x {b_fmt}")
        bits = bits_of(fa)
        va, vb = ra * 32 // bits, rb * 32 // bits
        b_tv = _dense_tv(n, k, vb) if ra == 2 else _split_tv(n, k, vb // 2)   # gfx950 forms: two dense halves
        return MfmaAtom(mnemonic, m, n, k, fa, fb, acc, ra, rb, m * n // 64, bits, bits, 4 * m // 16, False,
                        _dense_tv(m, k // 2, va), b_tv, C_TV[m], None, idx_bits=2 * va)
    if mnemonic in F8F6F4:
        m, n, k, p8, p = F8F6F4[mnemonic]
        fa, fb = a_fmt or "fp8", b_fmt or "fp8"
        for f in (fa, fb):
            if f not in F8F6F4_CODES:
                raise FlygenError(f"{mnemonic}: format {f!r} is not one of {sorted(F8F6F4_CODES)}")
        ba, bb = bits_of(fa), bits_of(fb)
        scaled = mnemonic.startswith("v_mfma_scale_")
        return MfmaAtom(mnemonic, m, n, k, fa, fb, "f32", ba, bb, m * n // 64, ba, bb,
                        p8 if 8 in (ba, bb) else p, scaled,
                        _f8f6f4_tv(fa, m, k), _f8f6f4_tv(fb, n, k), C_TV[m],
                        _scale_tv(m) if scaled else None)
    raise FlygenError(f"unknown MFMA {mnemonic!r}; `flygen isa mfma --list` shows the supported ones")


def mfma_atoms() -> list[MfmaAtom]:
    """Every supported (mnemonic, format pair)."""
    out = [mfma_atom(mn) for mn in DENSE] + [mfma_atom(mn) for mn in GFX942] + [mfma_atom(mn) for mn in F64]
    fmts = list(F8F6F4_FORMATS.values())
    out += [mfma_atom(mn, fa, fb) for mn in F8F6F4 for fa in fmts for fb in fmts]
    return out + [mfma_atom(mn) for mn in SMFMAC]


# ---- evaluating layouts -------------------------------------------------------------------------------
def _flat(t) -> list:
    return [x for e in t for x in _flat(e)] if isinstance(t, tuple) else [t]


def layout_eval(shape, stride, idx: np.ndarray) -> np.ndarray:
    """crd2idx of a 1-D (colexicographic) coordinate over a nested (shape, stride) int-tuple."""
    idx = np.asarray(idx, dtype=np.int64)
    out = np.zeros_like(idx)
    for s, d in zip(_flat(shape), _flat(stride)):
        out += (idx % s) * d
        idx = idx // s
    return out


def _tv_index(tv: tuple) -> np.ndarray:
    """[64, nvals] flat tile index of each (lane, value) of a (lane, value) layout."""
    (ls, vs), (ld, vd) = tv
    nv = int(np.prod(_flat(vs)))
    lanes = layout_eval(ls, ld, np.arange(64))
    vals = layout_eval(vs, vd, np.arange(nv))
    return lanes[:, None] + vals[None, :]


def lane_map(atom: MfmaAtom, operand: str) -> np.ndarray:
    """(row, col) of every (lane, value): int64 [64, nvals, 2].

    operand "a": (i, k) in the M x K tile of A (SMFMAC: (i, c) in the compressed M x K/2 tile A_c); "b": (j, k) in
    the N x K tile of B (CuTe's B); "c": (i, j) of C/D with value = accumulator register; "scale_a" / "scale_b":
    [64, 1, 2] = (row resp. column, K block); "idx" (SMFMAC): (i, c) of A_c whose position in its group of 4 the
    2-bit index v of the lane's index set gives (the same element as A value v of that lane).
    """
    rows = {"a": atom.a_rows, "b": atom.b_rows, "c": atom.a_rows, "scale_a": atom.m, "scale_b": atom.n}
    if operand == "idx":
        if not atom.sparse:
            raise FlygenError(f"{atom.mnemonic} has no sparsity index")
        operand = "a"
    if operand not in rows:
        raise FlygenError(f"operand must be one of {sorted(rows)}, not {operand!r}")
    if operand.startswith("scale"):
        if atom.scale_tv is None:
            raise FlygenError(f"{atom.mnemonic} has no scale operands")
        flat = layout_eval(*atom.scale_tv, np.arange(64))[:, None]
    else:
        flat = _tv_index({"a": atom.a_tv, "b": atom.b_tv, "c": atom.c_tv}[operand])
    r = rows[operand]
    return np.stack([flat % r, flat // r], axis=-1)


def operand_bits(atom: MfmaAtom, operand: str) -> tuple[int, int]:
    """(bits per value, values per lane) of operand a, b, c or idx (SMFMAC: 2-bit indices of one set)."""
    if operand == "idx":
        return 2, atom.idx_bits // 2
    bits = {"a": atom.a_bits, "b": atom.b_bits, "c": atom.c_bits}[operand]
    regs = {"a": atom.a_regs, "b": atom.b_regs, "c": atom.c_regs}[operand]
    return bits, regs * 32 // bits


def summary(atom: MfmaAtom) -> dict:
    """One-line facts of an atom (no lane tables)."""
    d = {f: getattr(atom, f) for f in ("mnemonic", "m", "n", "k", "a_fmt", "b_fmt", "acc", "a_regs",
                                        "b_regs", "c_regs", "a_bits", "b_bits", "passes", "scaled", "blocks")}
    d["cycles"] = atom.cycles
    if atom.f8f6f4:
        d["cbsz"], d["blgp"] = F8F6F4_CODES[atom.a_fmt], F8F6F4_CODES[atom.b_fmt]
    if atom.sparse:
        d["sparse"], d["idx_bits"] = True, atom.idx_bits
    return d


def describe(atom: MfmaAtom) -> dict:
    """Plain dict of an atom, with every (lane, reg, bit, width) -> (row, col) entry of A, B, C/D and scales."""
    d = summary(atom)
    d["layouts"] = {"a_tv": atom.a_tv, "b_tv": atom.b_tv, "c_tv": atom.c_tv, "scale_tv": atom.scale_tv}
    coords = {"a": ("i", "c" if atom.sparse else "k"), "b": ("j", "k"), "c": ("i", "j"), "idx": ("i", "c")}
    d["coords"] = {op: list(coords[op]) for op in ("a", "b", "c") + (("idx",) if atom.sparse else ())}
    for op in d["coords"]:
        bits, nv = operand_bits(atom, op)
        rc = lane_map(atom, op)
        lane, v = np.meshgrid(np.arange(64), np.arange(nv), indexing="ij")
        pos = v * bits
        d[op] = [{"lane": int(l), "reg": int(p // 32), "bit": int(p % 32), "width": bits,
                  coords[op][0]: int(x), coords[op][1]: int(y)}
                 for l, p, (x, y) in zip(lane.ravel(), pos.ravel(), rc.reshape(-1, 2))]
    if atom.scaled:
        for op, name in (("scale_a", "i"), ("scale_b", "j")):
            rc = lane_map(atom, op)[:, 0]
            d[op] = [{"lane": l, name: int(rc[l, 0]), "kblock": int(rc[l, 1])} for l in range(64)]
    return d


# ---- the MFMA a planner issues per operand format -------------------------------------------------------
# Every family tiles C in 16x16 atoms. gfx950 reaches its fp8 peak only through the f8f6f4 forms (the legacy
# v_mfma_f32_16x16x32_fp8_fp8 runs at half that rate), so fp8 picks v_mfma_f32_16x16x128_f8f6f4 (fp8 x fp8);
# MX (block-scaled) operands pick its scale form with the formats given by cbsz (A) / blgp (B).
DENSE_BY_FORMAT = {"fp8": "v_mfma_f32_16x16x128_f8f6f4", "bf8": "v_mfma_f32_16x16x128_f8f6f4", "bf16": "v_mfma_f32_16x16x32_bf16",
                   "f16": "v_mfma_f32_16x16x32_f16", "i8": "v_mfma_i32_16x16x64_i8"}
MX_MFMA = "v_mfma_scale_f32_16x16x128_f8f6f4"


def dense_mfma(dtype: str, b_dtype: str | None = None) -> MfmaAtom:
    """The 16x16 atom a planner uses for A of format `dtype` and B of `b_dtype` (None: the same; aliases allowed:
    fp16, int8). Different A and B formats need an f8f6f4 form (its cbsz / blgp name each operand's format)."""
    fmt = fmt_info(dtype).name
    bfmt = fmt if b_dtype is None else fmt_info(b_dtype).name
    for f in (fmt, bfmt):
        if f not in DENSE_BY_FORMAT:
            raise FlygenError(f"no dense 16x16 MFMA for {f!r}; known: {', '.join(DENSE_BY_FORMAT)}")
    mn = DENSE_BY_FORMAT[fmt]
    if mn in F8F6F4 and DENSE_BY_FORMAT[bfmt] == mn:
        return mfma_atom(mn, fmt, bfmt)
    if bfmt != fmt:
        raise FlygenError(f"no dense 16x16 MFMA for A {fmt} x B {bfmt}")
    return mfma_atom(mn)


def mx_mfma(a_fmt: str, b_fmt: str) -> MfmaAtom:
    """The 16x16 block-scaled atom for MX operands A of `a_fmt` and B of `b_fmt` (fp8/bf8/fp6/bf6/fp4)."""
    return mfma_atom(MX_MFMA, a_fmt, b_fmt)


def f8f6f4_mods(atom: MfmaAtom) -> str:
    """The cbsz/blgp modifiers naming an f8f6f4 atom's A and B formats in its assembly."""
    return f"cbsz:{F8F6F4_CODES[atom.a_fmt]} blgp:{F8F6F4_CODES[atom.b_fmt]}"


def dense_mfma_of_shape(dtype: str, m: int, n: int, k: int) -> MfmaAtom:
    """The dense MFMA of `dtype` x `dtype` with shape m x n x k (flash attention's 32 x 32 x 16 16-bit atom)."""
    for mn, row in DENSE.items():
        if row[:5] == (m, n, k, dtype, dtype):
            return mfma_atom(mn)
    raise FlygenError(f"no dense {m}x{n}x{k} MFMA for {dtype}")
