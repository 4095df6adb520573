"""The gfx942 MFMAs gfx950 keeps (flygen/isa/mfma.py GFX942), run as instructions on the emulator.

Registers are filled from the AMD Matrix Instruction Calculator's CDNA formulas, written out here independently
of the table's CuTe layouts (ROCm/amd_matrix_instruction_calculator, matrix_calculator.py, CDNA class):
- A[i][k].block / B[k][j].block: lane = M*block + (M*blocks)*floor(k / kpl) + i (j for B), value k % kpl of
  the lane's registers read little-endian (kpl = values per lane);
- C/D[i][j].block: 32x32: GPR = 16*block + 4*floor(i/8) + i%4, lane = 32*(floor(i/4) % 2) + j;
  16x16: GPR = 4*block + i%4, lane = 16*floor(i/4) + j; 4x4 (16 blocks): GPR = i, lane = 4*block + j.
Operands are small integers, so every product and sum is exact in f32/i32 and the check is equality with a
per-block numpy matmul. Every snippet is assembled with llvm-mc-22 for gfx950 (last test), and the older
spellings LLVM accepts are checked to be the same atom.
"""
import ml_dtypes
import numpy as np
import pytest

from flygen.emu.launch import run_snippet
from flygen.isa.mfma import ALIASES, GFX942, mfma_atom

SNIPPETS: list[str] = []
NP = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16, "i8": np.int8}


def _regs_of(values: np.ndarray, regs: int) -> np.ndarray:
    """[64, kpl] values -> [regs, 64] uint32 words, value 0 in the low bits of register 0."""
    raw = np.ascontiguousarray(values).view(np.uint8).reshape(64, regs * 4)
    return raw.view(np.uint32).reshape(64, regs).T.copy()


def _operand_regs(tile: np.ndarray, m: int, blocks: int, k: int, regs: int) -> np.ndarray:
    """tile [blocks, m, k] -> registers by the calculator's A/B formula."""
    kpl = k * m * blocks // 64
    vals = np.empty((64, kpl), tile.dtype)
    for lane in range(64):
        i, b, g = lane % m, (lane // m) % blocks, lane // (m * blocks)
        for v in range(kpl):
            vals[lane, v] = tile[b, i, g * kpl + v]
    return _regs_of(vals, regs)


def _c_coord(m: int, blocks: int, gpr: int, lane: int) -> tuple[int, int, int]:
    """(block, i, j) of output register gpr in lane (calculator C/D formulas)."""
    if m == 32:
        r = gpr % 16
        return gpr // 16, 8 * (r // 4) + 4 * (lane // 32) + r % 4, lane % 32
    if m == 16:
        return gpr // 4, 4 * (lane // 16) + gpr % 4, lane % 16
    return lane // 4, gpr, lane % 4


def _run(text, regs):
    SNIPPETS.append(text)

    def init(st):
        for r, words in regs.items():
            st.v[0, r:r + words.shape[0]] = words
    return run_snippet(text, init=init, hazards=False).state


@pytest.mark.parametrize("mnemonic", sorted(GFX942))
def test_gfx942_mfma_matches_per_block_matmul(mnemonic):
    m, n, k, fmt, acc, regs, passes, blocks = GFX942[mnemonic]
    atom = mfma_atom(mnemonic)
    assert (atom.blocks, atom.a_regs, atom.c_regs, atom.passes) == (blocks, regs, m * n * blocks // 64, passes)
    rng = np.random.default_rng(len(mnemonic) * 7 + k)
    a = rng.integers(-8, 9, (blocks, m, k)).astype(NP[fmt])
    b = rng.integers(-8, 9, (blocks, n, k)).astype(NP[fmt])           # B^T: [block, j, k]
    c = rng.integers(-100, 101, (blocks, m, n))
    cr = atom.c_regs
    cwords = np.empty((cr, 64), np.uint32)
    for lane in range(64):
        for g in range(cr):
            bb, i, j = _c_coord(m, blocks, g, lane)
            cwords[g, lane] = np.array(c[bb, i, j], np.float32 if acc == "f32" else np.int32).view(np.uint32)
    va, vb, vc = 0, 8, 16
    text = (f"{mnemonic} v[{vc}:{vc + cr - 1}], v[{va}:{va + regs - 1}], v[{vb}:{vb + regs - 1}], "
            f"v[{vc}:{vc + cr - 1}]").replace("v[0:0]", "v0").replace("v[8:8]", "v8")
    st = _run(text, {va: _operand_regs(a, m, blocks, k, regs), vb: _operand_regs(b, n, blocks, k, regs),
                     vc: cwords})
    want = np.einsum("bik,bjk->bij", a.astype(np.int64), b.astype(np.int64)) + c
    got = np.empty_like(want)
    for lane in range(64):
        for g in range(cr):
            bb, i, j = _c_coord(m, blocks, g, lane)
            word = np.uint32(st.v[0, vc + g, lane])
            got[bb, i, j] = word.view(np.float32) if acc == "f32" else word.view(np.int32)
    assert np.array_equal(got, want)


DENSE_ALIASES = sorted(a for a in ALIASES if not mfma_atom(a).sparse)   # SMFMAC spellings: test_emu_smfmac.py


@pytest.mark.parametrize("alias", DENSE_ALIASES)
def test_old_spellings_are_the_same_atom(alias):
    canon = mfma_atom(ALIASES[alias])
    assert mfma_atom(alias) == canon
    cr, r = canon.c_regs, canon.a_regs
    src = "v0" if r == 1 else f"v[0:{r - 1}]"
    SNIPPETS.append(f"{alias} v[16:{15 + cr}], {src}, {src}, v[16:{15 + cr}]")


def test_snippets_assemble_with_llvm(tmp_path):
    """Runs last in this module: every snippet must assemble for gfx950."""
    from flygen.toolchain.tools import find_toolchain
    try:
        tc = find_toolchain()
    except Exception as exc:      # noqa: BLE001 - no assembler on this machine
        pytest.skip(f"no assembler: {exc}")
    assert len(SNIPPETS) >= len(GFX942) + len(DENSE_ALIASES)
    tc.assemble("\n".join(dict.fromkeys(SNIPPETS)) + "\n", tmp_path / "mfma_ext.o")
