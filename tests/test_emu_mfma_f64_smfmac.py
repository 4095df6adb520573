"""The f64 MFMAs gfx950 keeps (flygen/isa/mfma.py F64), run as instructions on the emulator.

Registers are filled from the AMD Matrix Instruction Calculator's CDNA fp64 formulas, written out here
independently of the table's CuTe layouts (ROCm/amd_matrix_instruction_calculator, matrix_calculator.py, CDNA
class, `_coord_to_input_reg_eqn` / `_coord_to_output_reg_eqn` / `_coord_to_lane_eqn` for out_type fp64):
- A[i][k].block / B[k][j].block: register pair [1:0], lane = M*block + (M*blocks)*k + i (j for B);
- C/D[i][j].block: 16x16x4: pair floor(i/4), lane 16*(i % 4) + j; 4x4x4 4b: pair 0, lane 16*i + 4*block + j.
A value is IEEE binary64 in two registers, low word first.

Numerics (the stated, modelled assumption): D = an FMA chain in ascending k starting from C, one RNE rounding
per k. Checked (1) exactly against numpy with small integers (every order gives the same result), (2) bit for
bit against that chain computed independently with exact rationals (Fraction, rounded once per step), and (3)
against numpy's float64 einsum within the rounding that the order alone allows. Every snippet is assembled with
llvm-mc-22 for gfx950 (last test).
"""
from fractions import Fraction

import numpy as np
import pytest

from flygen.emu.launch import run_snippet
from flygen.isa.mfma import ALIASES, F64, mfma_atom

SNIPPETS: list[str] = []


def _pair(x: float) -> tuple[int, int]:
    u = int(np.float64(x).view(np.uint64))
    return u & 0xFFFFFFFF, u >> 32


def _a_lane(m: int, blocks: int, block: int, i: int, k: int) -> int:
    return m * block + m * blocks * k + i


def _c_loc(m: int, block: int, i: int, j: int) -> tuple[int, int]:
    """(register pair, lane) of C/D[i][j].block."""
    if m == 16:
        return i // 4, 16 * (i % 4) + j
    return 0, 16 * i + 4 * block + j


def _fill_input(tile: np.ndarray, m: int, blocks: int, k: int) -> np.ndarray:
    """tile [blocks, m, k] (A; B as [blocks, n, k]) -> [2, 64] uint32 words."""
    words = np.zeros((2, 64), np.uint32)
    for bb in range(blocks):
        for i in range(m):
            for kk in range(k):
                lane = _a_lane(m, blocks, bb, i, kk)
                words[0, lane], words[1, lane] = _pair(tile[bb, i, kk])
    return words


def _fill_c(c: np.ndarray, m: int, blocks: int, regs: int) -> np.ndarray:
    words = np.zeros((regs, 64), np.uint32)
    for bb in range(blocks):
        for i in range(m):
            for j in range(m):
                p, lane = _c_loc(m, bb, i, j)
                words[2 * p, lane], words[2 * p + 1, lane] = _pair(c[bb, i, j])
    return words


def _read_d(st, base: int, m: int, blocks: int) -> np.ndarray:
    out = np.empty((blocks, m, m))
    for bb in range(blocks):
        for i in range(m):
            for j in range(m):
                p, lane = _c_loc(m, bb, i, j)
                lo, hi = int(st.v[0, base + 2 * p, lane]), int(st.v[0, base + 2 * p + 1, lane])
                out[bb, i, j] = np.uint64(lo | (hi << 32)).view(np.float64)
    return out


def _run(mnemonic: str, a, b, c, mods: str = ""):
    m, n, k, passes, blocks = F64[mnemonic]
    atom = mfma_atom(mnemonic)
    cr = atom.c_regs
    va, vb, vc = 0, 2, 16
    text = f"{mnemonic} v[{vc}:{vc + cr - 1}], v[{va}:{va + 1}], v[{vb}:{vb + 1}], v[{vc}:{vc + cr - 1}]{mods}"
    SNIPPETS.append(text)
    regs = {va: _fill_input(a, m, blocks, k), vb: _fill_input(b, n, blocks, k), vc: _fill_c(c, m, blocks, cr)}

    def init(st):
        for r, words in regs.items():
            st.v[0, r:r + words.shape[0]] = words
    st = run_snippet(text, init=init, hazards=False).state
    return _read_d(st, vc, m, blocks)


def _chain(a, b, c):
    """The stated model, computed independently: acc = round(a*b + acc) per k, exact rationals."""
    blocks, m, k = a.shape
    out = np.empty_like(c)
    for bb in range(blocks):
        for i in range(m):
            for j in range(m):
                acc = float(c[bb, i, j])
                for kk in range(k):
                    acc = float(Fraction(float(a[bb, i, kk])) * Fraction(float(b[bb, j, kk])) + Fraction(acc))
                out[bb, i, j] = acc
    return out


@pytest.mark.parametrize("mnemonic", sorted(F64))
def test_f64_table_row(mnemonic):
    m, n, k, passes, blocks = F64[mnemonic]
    at = mfma_atom(mnemonic)
    assert (at.a_fmt, at.acc, at.a_regs, at.b_regs, at.a_bits, at.c_bits) == ("f64", "f64", 2, 2, 64, 64)
    assert (at.c_regs, at.passes, at.blocks) == (m * n * blocks // 32, passes, blocks)
    assert {16: 16, 4: 4}[m] == passes          # llvm-mca-22 -mcpu=gfx950 RThroughput


@pytest.mark.parametrize("mnemonic", sorted(F64))
def test_f64_mfma_small_integers_exact(mnemonic):
    m, n, k, passes, blocks = F64[mnemonic]
    rng = np.random.default_rng(7 + m)
    a = rng.integers(-9, 10, (blocks, m, k)).astype(np.float64)
    b = rng.integers(-9, 10, (blocks, n, k)).astype(np.float64)   # B^T: [block, j, k]
    c = rng.integers(-1000, 1001, (blocks, m, n)).astype(np.float64)
    got = _run(mnemonic, a, b, c)
    assert np.array_equal(got, np.einsum("bik,bjk->bij", a, b) + c)


@pytest.mark.parametrize("mnemonic", sorted(F64))
def test_f64_mfma_random_values_follow_the_fma_chain(mnemonic):
    m, n, k, passes, blocks = F64[mnemonic]
    rng = np.random.default_rng(11 + m)
    a = rng.standard_normal((blocks, m, k)) * 2.0 ** rng.integers(-20, 20, (blocks, m, k))
    b = rng.standard_normal((blocks, n, k))
    c = rng.standard_normal((blocks, m, n))
    got = _run(mnemonic, a, b, c)
    assert np.array_equal(got.view(np.uint64), _chain(a, b, c).view(np.uint64))     # bit for bit
    ref = np.einsum("bik,bjk->bij", a, b) + c                                        # numpy f64, another order
    bound = (k + 1) * np.finfo(np.float64).eps * (np.einsum("bik,bjk->bij", abs(a), abs(b)) + abs(c))
    assert (abs(got - ref) <= bound).all()


@pytest.mark.parametrize("mnemonic", sorted(F64))
@pytest.mark.parametrize("neg", [(1, 0, 1), (0, 1, 0), (1, 1, 1), (0, 0, 1)])
def test_f64_mfma_neg_negates_its_sources(mnemonic, neg):
    """neg:[a,b,c] (CDNA4 ISA Table 89: the f64 MFMAs' BLGP field is NEG; bit i negates source i) equals the
    product of the negated inputs (issue #30 item 2: it was parsed and dropped, giving C + A*B for
    neg:[1,0,1], the rocjitsu MI350-validated case, instead of -C - A*B)."""
    m, n, k, passes, blocks = F64[mnemonic]
    rng = np.random.default_rng(5 + m)
    a = rng.integers(-9, 10, (blocks, m, k)).astype(np.float64)
    b = rng.integers(-9, 10, (blocks, n, k)).astype(np.float64)
    c = rng.integers(-1000, 1001, (blocks, m, n)).astype(np.float64)
    got = _run(mnemonic, a, b, c, f" neg:[{','.join(map(str, neg))}]")
    sa, sb, sc = (-1.0 if x else 1.0 for x in neg)
    assert np.array_equal(got, np.einsum("bik,bjk->bij", sa * a, sb * b) + sc * c)
    assert not np.array_equal(got, np.einsum("bik,bjk->bij", a, b) + c)


def test_neg_on_other_mfmas_is_refused():
    from flygen.errors import EmulatorError
    with pytest.raises(EmulatorError, match="neg: on v_mfma_f32_16x16x32_bf16 is not modelled"):
        run_snippet("v_mfma_f32_16x16x32_bf16 v[0:3], v[8:11], v[12:15], v[0:3] neg:[0,0,1]")


def test_f64_inline_constant_c():
    """C given as an inline constant is the binary64 value (0 and 1.0 here)."""
    mn = "v_mfma_f64_4x4x4_4b_f64"
    for const, val in (("0", 0.0), ("1.0", 1.0)):
        text = f"{mn} v[16:17], v[0:1], v[2:3], {const}"
        SNIPPETS.append(text)

        def init(st):
            st.v[0, 0:4] = 0
        st = run_snippet(text, init=init, hazards=False).state
        assert (_read_d(st, 16, 4, 4) == val).all()


@pytest.mark.parametrize("alias", sorted(a for a in ALIASES if "f64" in a))
def test_f64_old_spellings(alias):
    assert mfma_atom(alias) == mfma_atom(ALIASES[alias])
    cr = mfma_atom(alias).c_regs
    SNIPPETS.append(f"{alias} v[16:{15 + cr}], v[0:1], v[2:3], v[16:{15 + cr}]")


def test_snippets_assemble_with_llvm(tmp_path):
    """Runs last in this module: every snippet must assemble for gfx950."""
    from flygen.toolchain.tools import find_toolchain
    try:
        tc = find_toolchain()
    except Exception as exc:      # noqa: BLE001 - no assembler on this machine
        pytest.skip(f"no assembler: {exc}")
    assert len(SNIPPETS) >= 2 * len(F64)
    tc.assemble("\n".join(dict.fromkeys(SNIPPETS)) + "\n", tmp_path / "mfma_f64.o")


def test_llc_dgemm_neg_kernel():
    """tests/data/emu/foreign/dgemm_neg.s: LLVM 22 (the wheel) compiles llvm.amdgcn.mfma.f64.16x16x4f64 with
    blgp = 5 to `neg:[1,0,1]` (LLVM carries the f64 MFMAs' NEG in the blgp argument, as CDNA4 ISA Table 89 says);
    lane t holds A = a[t], B = b[t], C/D pairs = c[t][0..3] (layout above: A[i][k] at lane 16k + i, C/D[i][j]
    at pair i // 4, lane 16 (i % 4) + j). The rocjitsu MI350-validated case: D = (-A) B + (-C)."""
    from pathlib import Path
    from flygen.asm.load import load_program
    from flygen.emu.launch import launch
    from flygen.emu.memory import Device
    path = Path(__file__).parent / "data" / "emu" / "foreign" / "dgemm_neg.s"
    assert "neg:[1,0,1]" in path.read_text()
    rng = np.random.default_rng(3)
    a = rng.integers(-9, 10, 64).astype(np.float64)
    b = rng.integers(-9, 10, 64).astype(np.float64)
    c = rng.integers(-500, 501, (64, 4)).astype(np.float64)
    dev = Device()
    res = launch(load_program(str(path)).kernel(), (1,), (64,), {"a": a, "b": b, "c": c, "d": np.zeros((64, 4))},
                 device=dev)
    assert [h for h in res.hazards if h.severity == "error"] == []
    d = dev.download(res.buffers["d"], np.float64, (64, 4))
    A = np.array([[a[16 * k + i] for k in range(4)] for i in range(16)])
    B = np.array([[b[16 * k + j] for j in range(16)] for k in range(4)])
    C = np.array([[c[16 * (i % 4) + j, i // 4] for j in range(16)] for i in range(16)])
    D = np.array([[d[16 * (i % 4) + j, i // 4] for j in range(16)] for i in range(16)])
    assert np.array_equal(D, (-A) @ B - C)
