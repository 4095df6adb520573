"""SMFMAC (2:4 structured-sparse A) on the emulator: flygen/isa/mfma.py SMFMAC, flygen/emu/mfma.py execute_sparse.

Three independent descriptions of the register layouts are written out here, none of them read from the table:
1. the CDNA4 ISA guide §7.5 (kuhar/amdgpu-isa-manuals cdna4/README.md): B tables 34/36 (gfx942 forms) and §7.5.1.3
   (gfx950 forms), A = the compressed A_c[M][K/2] in the dense layout of an M x K/2 operand, index pair v at bits
   [2v+1:2v] of the lane's set for A value v of the same lane, index sets selected by cbsz/abid (§7.5 text);
2. the software model AMD's hip-fpsan runs for every f16/bf16/fp8/bf8 SMFMAC, "silicon-verified" on MI350 by
   single-hot probes and full-random tests (ROCm/hip-fpsan include/fpsan/amdgcn_smfmac.hpp, smfmac_software_*);
   its 8-bit B labels K differently, so agreement means the same A-B pairing;
3. one-hot probes run on gfx950 (efric/hip-matmul GFX950_SMFMAC_16x16x64.md): which B slot each A slot meets
   for 16x16x64 f16 (index 0x4444 on even lanes, 0xEEEE on odd ones) and 16x16x128 fp8 (0x44444444 / 0xEEEEEEEE).
Small-integer operands make every sum exact, so those checks are equalities; a random-value test checks the f32
accumulation bound, an i8 one the 32-bit wrap. Every snippet is assembled with llvm-mc-22 for gfx950 (last test).
"""
import re

import ml_dtypes
import numpy as np
import pytest

from flygen.emu import fidelity
from flygen.asm.parse import parse_asm
from flygen.emu.launch import run_snippet
from flygen.errors import EmulatorError
from flygen.inspect.mix import mfma_info
from flygen.isa.mfma import ALIASES, SMFMAC, lane_map, mfma_atom

SNIPPETS: list[str] = []
NP = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "fp8": ml_dtypes.float8_e4m3fn, "bf8": ml_dtypes.float8_e5m2,
      "i8": np.int8}
MNEMONICS = sorted(SMFMAC)
VD, VA, VB, VI = 0, 32, 40, 60          # register bases: D/C, A, B, index


def _gfx950(m, k, bits):
    return k * m == (1024 if bits == 16 else 2048)        # twice the gfx942 K


# ---- 1. the ISA's tables, written out ------------------------------------------------------------------------
def isa_b_k(m, k, bits, lane, e):
    """k of B value e in `lane` (column lane % N): ISA Tables 34, 36 and the §7.5.1.3 B tables."""
    g = lane // m
    if not _gfx950(m, k, bits):
        return (8 if bits == 16 else 16) * g + e            # v0: k=8g..8g+1 (16-bit) / 16g..16g+3 (8-bit), ...
    half = 8 if bits == 16 else 16                          # values per lane per K half
    return half * g + e % half + (k // 2) * (e // half)     # v4..v7 hold the second half of K


def isa_c(m, lane, r):
    """(i, j) of D register r in `lane` (the dense MFMA C/D layout)."""
    if m == 16:
        return 4 * (lane // 16) + r, lane % 16
    return 8 * (r // 4) + 4 * (lane // 32) + r % 4, lane % 32


def vals_per_lane(regs, bits):
    return regs * 32 // bits


def regs_of(vals, dtype, regs):
    """[64, V] values -> [regs, 64] uint32 words, value 0 in the low bits of register 0."""
    raw = np.ascontiguousarray(vals.astype(dtype)).view(np.uint8).reshape(64, regs * 4)
    return raw.view(np.uint32).reshape(64, regs).T.copy()


def problem(at, rng, lo=-3, hi=3):
    """A random 2:4 sparse A (compressed A_c, positions pos[i, q, s] increasing), B [N, K], C [M, N]."""
    m, n, k = at.m, at.n, at.k
    ac = rng.integers(lo, hi + 1, (m, k // 2)).astype(np.float64)
    pos = np.sort(np.array([[rng.choice(4, 2, replace=False) for _ in range(k // 4)] for _ in range(m)]), axis=-1)
    b = rng.integers(lo, hi + 1, (n, k)).astype(np.float64)
    c = rng.integers(-8, 9, (m, n)).astype(np.float64)
    dense = np.zeros((m, k))
    for i in range(m):
        for q in range(k // 4):
            for s in range(2):
                dense[i, 4 * q + pos[i, q, s]] = ac[i, 2 * q + s]
    return ac, pos, b, c, dense


def isa_registers(at, ac, pos, b, c, index_set=0, junk=None):
    """Registers by the ISA's description; other index sets hold `junk` (positions that are not increasing)."""
    va, vb = vals_per_lane(at.a_regs, at.a_bits), vals_per_lane(at.b_regs, at.b_bits)
    bits = at.a_bits
    A = np.empty((64, va))
    idx = np.zeros(64, np.uint64)
    for lane in range(64):
        i, g = lane % at.m, lane // at.m
        for v in range(va):
            col = g * va + v
            A[lane, v] = ac[i, col]
            idx[lane] |= np.uint64(int(pos[i, col // 2, col % 2]) << (2 * v))
    idx <<= np.uint64(at.idx_bits * index_set)
    if junk is not None:                     # every other set: 0b1111 nibbles (positions 3, 3)
        sets = 32 // at.idx_bits
        for s in set(range(sets)) - {index_set}:
            idx |= np.uint64(((1 << at.idx_bits) - 1) << (at.idx_bits * s))
    B = np.array([[b[lane % at.n, isa_b_k(at.m, at.k, bits, lane, e)] for e in range(vb)] for lane in range(64)])
    C = np.empty((at.c_regs, 64))
    for lane in range(64):
        for r in range(at.c_regs):
            C[r, lane] = c[isa_c(at.m, lane, r)]
    dt = NP[at.a_fmt]
    return {VA: regs_of(A, dt, at.a_regs), VB: regs_of(B, NP[at.b_fmt], at.b_regs),
            VI: idx.astype(np.uint32)[None], VD: C.astype(np.int32 if at.acc == "i32" else np.float32).view(np.uint32)}


def snippet(at, mods="", mnemonic=None, dst="v"):
    cr = at.c_regs
    d = f"{dst}[{VD}:{VD + cr - 1}]"
    return (f"{mnemonic or at.mnemonic} {d}, v[{VA}:{VA + at.a_regs - 1}], v[{VB}:{VB + at.b_regs - 1}], v{VI}"
            + (f" {mods}" if mods else ""))


def run(text, regs, hazards=False, dbase=VD):
    SNIPPETS.append(text)

    def init(st):
        for r, words in regs.items():
            base = dbase if r == VD else r
            st.v[0, base:base + words.shape[0]] = words
    return run_snippet(text, init=init, hazards=hazards)


def read_d(at, st, base=VD):
    words = st.v[0, base:base + at.c_regs]
    vals = words.view(np.int32) if at.acc == "i32" else words.view(np.float32)
    out = np.empty((at.m, at.n), np.float64)
    for lane in range(64):
        for r in range(at.c_regs):
            out[isa_c(at.m, lane, r)] = vals[r, lane]
    return out


@pytest.mark.parametrize("mnemonic", MNEMONICS)
def test_table_row_and_lane_maps_follow_the_isa(mnemonic):
    at = mfma_atom(mnemonic)
    m, n, k, fa, fb, acc, ra, rb = SMFMAC[mnemonic]
    assert (at.passes, at.c_regs, at.a_cols, at.sparse) == (4 * m // 16, m * n // 64, k // 2, True)
    bits = at.a_bits
    va, vb = vals_per_lane(ra, bits), vals_per_lane(rb, bits)
    assert at.idx_bits == 2 * va and 32 % at.idx_bits == 0
    a, ix, b, c = (lane_map(at, op) for op in ("a", "idx", "b", "c"))
    for lane in range(64):
        assert [tuple(x) for x in a[lane]] == [(lane % m, (lane // m) * va + v) for v in range(va)]
        assert [tuple(x) for x in b[lane]] == [(lane % n, isa_b_k(m, k, bits, lane, e)) for e in range(vb)]
        assert [tuple(x) for x in c[lane]] == [isa_c(m, lane, r) for r in range(at.c_regs)]
    assert np.array_equal(ix, a)                            # index v sits with A value v of the same lane
    assert len({tuple(x) for x in b.reshape(-1, 2)}) == n * k   # B covers its tile once


@pytest.mark.parametrize("mnemonic", MNEMONICS)
def test_small_integers_exact_against_a_decompressing_reference(mnemonic):
    at = mfma_atom(mnemonic)
    rng = np.random.default_rng(sum(map(ord, mnemonic)))
    ac, pos, b, c, dense = problem(at, rng)
    got = read_d(at, run(snippet(at), isa_registers(at, ac, pos, b, c)).state)
    assert np.array_equal(got, c + dense @ b.T)


@pytest.mark.parametrize("mnemonic", [mn for mn in MNEMONICS if SMFMAC[mn][5] == "f32"][::3])
def test_random_values_within_the_f32_accumulation_bound(mnemonic):
    """Random normal f16/bf16/fp8/bf8 values: one rounding of the exact sum to f32, one f32 addition of C."""
    at = mfma_atom(mnemonic)
    rng = np.random.default_rng(5 + sum(map(ord, mnemonic)))
    ac, pos, b, c, _ = problem(at, rng)
    dt = NP[at.a_fmt]
    ac = rng.standard_normal(ac.shape).astype(dt).astype(np.float64)
    b = rng.standard_normal(b.shape).astype(NP[at.b_fmt]).astype(np.float64)
    c = rng.standard_normal(c.shape).astype(np.float32).astype(np.float64)
    dense = np.zeros((at.m, at.k))
    for q in range(at.k // 4):
        for s in range(2):
            dense[np.arange(at.m), 4 * q + pos[:, q, s]] = ac[:, 2 * q + s]
    got = read_d(at, run(snippet(at), isa_registers(at, ac, pos, b, c)).state)
    want = c + dense @ b.T
    mag = np.abs(c) + np.abs(dense) @ np.abs(b).T
    assert (np.abs(got - want) <= 2.0 ** -23 * mag + 1e-45).all()
    assert (got != want).any()                     # the values do round: the bound is what is checked


@pytest.mark.parametrize("mnemonic", [mn for mn in MNEMONICS if "_i8" in mn])
def test_i8_wraps_at_32_bits(mnemonic):
    at = mfma_atom(mnemonic)
    rng = np.random.default_rng(11)
    ac, pos, b, c, dense = problem(at, rng, -128, 127)
    c = np.full(c.shape, 2.0 ** 31 - 7)
    c[::2] = -2.0 ** 31 + 5
    got = read_d(at, run(snippet(at), isa_registers(at, ac, pos, b, c)).state)
    want = (c.astype(np.int64) + (dense @ b.T).astype(np.int64) + 2 ** 31) % 2 ** 32 - 2 ** 31
    assert np.array_equal(got, want) and (got != c + dense @ b.T).any()


@pytest.mark.parametrize("mnemonic", ["v_smfmac_f32_16x16x32_f16", "v_smfmac_i32_32x32x32_i8",
                                      "v_smfmac_f32_32x32x32_bf16", "v_smfmac_f32_16x16x128_fp8_bf8"])
def test_cbsz_abid_pick_the_index_set(mnemonic):
    """ISA §7.5: cbsz[1:0] = 0 -> abid picks the set (4 sets of 8 bits or 2 of 16); cbsz != 0 -> the first set;
    gfx950 8-bit forms have one 32-bit set and ignore both. The other sets hold positions (3, 3), which would
    be an error if they were read."""
    at = mfma_atom(mnemonic)
    rng = np.random.default_rng(3)
    ac, pos, b, c, dense = problem(at, rng)
    want = c + dense @ b.T
    sets = 32 // at.idx_bits
    for s in range(sets):
        regs = isa_registers(at, ac, pos, b, c, index_set=s, junk=sets > 1)
        assert np.array_equal(read_d(at, run(snippet(at, f"abid:{s}"), regs).state), want)
    regs = isa_registers(at, ac, pos, b, c, index_set=0, junk=sets > 1)
    assert np.array_equal(read_d(at, run(snippet(at, f"cbsz:1 abid:{sets - 1}"), regs).state), want)
    if sets > 1:                                  # abid picks a set holding (3, 3): the ISA's undefined case
        with pytest.raises(EmulatorError, match="index0 < index1"):
            run(snippet(at, f"abid:{sets - 1}"), regs)
    else:
        assert np.array_equal(read_d(at, run(snippet(at, "cbsz:0 abid:1"), regs).state), want)


# ---- 2. hip-fpsan's silicon-verified model (amdgcn_smfmac.hpp smfmac_software_*), written out --------------------
def fp_a(m, k, bits, i, c):
    """(lane, slot) of A_c[i][c]."""
    if bits == 16:
        per = 8 if _gfx950(m, k, bits) else 4
        return (c // per) * m + i, c % per
    if (m, k) == (16, 64):
        return ((c % 16) // 4) * 16 + i, 4 * (c // 16) + (c % 16) % 4
    if (m, k) == (32, 32):
        return ((c % 8) // 4) * 32 + i, 4 * (c // 8) + (c % 8) % 4
    hb = 2 * ((c >> 2) & 1) + ((c >> (4 if m == 16 else 3)) & 1)
    g = 2 * ((c >> 5) & 1) + ((c >> 3) & 1) if m == 16 else (c >> 4) & 1
    return g * m + i, 4 * hb + (c & 3)


def fp_b(m, k, bits, j, kk):
    """(lane, slot) of B[j][kk] (hip-fpsan's K labels)."""
    if bits == 16:
        if (m, k) == (16, 32):
            return (kk // 8) * 16 + j, kk % 8
        if (m, k) == (32, 16):
            return j + 32 * (kk // 8), kk % 8
        if (m, k) == (16, 64):
            return j + 16 * ((kk % 32) // 8), kk % 8 + 8 * (kk >= 32)
        return j + 32 * ((kk % 16) // 8), kk % 8 + 8 * (kk // 16)
    if m == 16:                                   # k = 32*(e/8) + 8g + e%8
        return 16 * ((kk % 32) // 8) + j, 8 * (kk // 32) + kk % 8
    return j + 32 * ((kk % 16) // 8), 8 * (kk // 16) + kk % 8      # k = 16*(e/8) + 8*kgrp + e%8


def fp_idx(m, k, bits, i, q):
    """(lane, nibble) holding the two positions of row i, group q."""
    if bits == 16:
        per = 4 if _gfx950(m, k, bits) else 2
        return (q // per) * m + i, q % per
    if (m, k) == (16, 64):
        return ((q % 8) // 2) * 16 + i, 2 * (q // 8) + q % 2
    if (m, k) == (32, 32):
        return ((q % 4) // 2) * 32 + i, 2 * (q // 4) + q % 2
    if m == 16:
        return 16 * (2 * (q // 16) + (q // 4) % 2) + i, 2 * ((q // 8) % 2) + 4 * ((q % 4) // 2) + (q % 4) % 2
    return 32 * (q // 8) + i, (q % 2) + 2 * ((q // 4) % 2) + 4 * ((q // 2) % 2)


FPSAN = ["v_smfmac_f32_16x16x32_f16", "v_smfmac_f32_32x32x16_bf16", "v_smfmac_f32_16x16x64_bf16",
         "v_smfmac_f32_32x32x32_f16", "v_smfmac_f32_16x16x64_fp8_bf8", "v_smfmac_f32_32x32x32_bf8_fp8",
         "v_smfmac_f32_16x16x128_fp8_fp8", "v_smfmac_f32_32x32x64_bf8_bf8"]


@pytest.mark.parametrize("mnemonic", FPSAN)
def test_same_pairing_as_hip_fpsans_silicon_verified_model(mnemonic):
    """Registers placed by hip-fpsan's formulas, the reference in its K labels: D = C + sum A_c[i][2q+s] *
    B[j][4q + p_s] (p_0 = nibble & 3, p_1 = nibble >> 2). The emulator must give the same D."""
    at = mfma_atom(mnemonic)
    m, n, k, bits = at.m, at.n, at.k, at.a_bits
    rng = np.random.default_rng(17 + k + m)
    ac, pos, b, c, dense = problem(at, rng)
    va, vb = vals_per_lane(at.a_regs, bits), vals_per_lane(at.b_regs, bits)
    A, B = np.full((64, va), np.nan), np.full((64, vb), np.nan)
    idx = np.zeros(64, np.uint32)
    for i in range(m):
        for cc in range(k // 2):
            A[fp_a(m, k, bits, i, cc)] = ac[i, cc]
        for q in range(k // 4):
            lane, nib = fp_idx(m, k, bits, i, q)
            idx[lane] |= np.uint32((int(pos[i, q, 0]) | int(pos[i, q, 1]) << 2) << (4 * nib))
    for j in range(n):
        for kk in range(k):
            B[fp_b(m, k, bits, j, kk)] = b[j, kk]
    assert not np.isnan(A).any() and not np.isnan(B).any()     # the formulas fill every slot once
    C = np.empty((at.c_regs, 64), np.float32)
    for lane in range(64):
        for r in range(at.c_regs):
            C[r, lane] = c[isa_c(m, lane, r)]
    regs = {VA: regs_of(A, NP[at.a_fmt], at.a_regs), VB: regs_of(B, NP[at.b_fmt], at.b_regs), VI: idx[None],
            VD: C.view(np.uint32)}
    assert np.array_equal(read_d(at, run(snippet(at), regs).state), c + dense @ b.T)


# ---- 3. gfx950 one-hot probes (efric/hip-matmul GFX950_SMFMAC_16x16x64.md) ------------------------------------
# "D<r> A<a>/G<ag> <- B<b>/G<bg>": with A = 1 at slot a of lane 16*ag + r and B = 1 at slot b of lane 16*bg (column
# 0), D[r][0] = 1; index 0x4444 on even lanes (positions 0, 1), 0xEEEE on odd ones (2, 3).
PROBE_F16 = """
D0 A0/G0 <- B0/G0    D1 A0/G0 <- B2/G0    D0 A0/G1 <- B0/G2    D1 A0/G1 <- B2/G2
D0 A0/G2 <- B8/G0    D1 A0/G2 <- B10/G0   D0 A0/G3 <- B8/G2    D1 A0/G3 <- B10/G2
D0 A1/G0 <- B1/G0    D1 A1/G0 <- B3/G0    D0 A1/G1 <- B1/G2    D1 A1/G1 <- B3/G2
D0 A1/G2 <- B9/G0    D1 A1/G2 <- B11/G0   D0 A1/G3 <- B9/G2    D1 A1/G3 <- B11/G2
D0 A2/G0 <- B4/G0    D1 A2/G0 <- B6/G0    D0 A2/G1 <- B4/G2    D1 A2/G1 <- B6/G2
D0 A2/G2 <- B12/G0   D1 A2/G2 <- B14/G0   D0 A2/G3 <- B12/G2   D1 A2/G3 <- B14/G2
D0 A3/G0 <- B5/G0    D1 A3/G0 <- B7/G0    D0 A3/G1 <- B5/G2    D1 A3/G1 <- B7/G2
D0 A3/G2 <- B13/G0   D1 A3/G2 <- B15/G0   D0 A3/G3 <- B13/G2   D1 A3/G3 <- B15/G2
D0 A4/G0 <- B0/G1    D1 A4/G0 <- B2/G1    D0 A4/G1 <- B0/G3    D1 A4/G1 <- B2/G3
D0 A4/G2 <- B8/G1    D1 A4/G2 <- B10/G1   D0 A4/G3 <- B8/G3    D1 A4/G3 <- B10/G3
D0 A5/G0 <- B1/G1    D1 A5/G0 <- B3/G1    D0 A5/G1 <- B1/G3    D1 A5/G1 <- B3/G3
D0 A5/G2 <- B9/G1    D1 A5/G2 <- B11/G1   D0 A5/G3 <- B9/G3    D1 A5/G3 <- B11/G3
D0 A6/G0 <- B4/G1    D1 A6/G0 <- B6/G1    D0 A6/G1 <- B4/G3    D1 A6/G1 <- B6/G3
D0 A6/G2 <- B12/G1   D1 A6/G2 <- B14/G1   D0 A6/G3 <- B12/G3   D1 A6/G3 <- B14/G3
D0 A7/G0 <- B5/G1    D1 A7/G0 <- B7/G1    D0 A7/G1 <- B5/G3    D1 A7/G1 <- B7/G3
D0 A7/G2 <- B13/G1   D1 A7/G2 <- B15/G1   D0 A7/G3 <- B13/G3   D1 A7/G3 <- B15/G3
"""


def _probe(at, r, a, ag, b, bg, idx_even, idx_odd):
    one = {16: 0x3C00, 8: 0x38}[at.a_bits]                  # 1.0 in f16 / OCP e4m3
    A = np.zeros((at.a_regs, 64), np.uint32)
    B = np.zeros((at.b_regs, 64), np.uint32)
    per = 32 // at.a_bits
    A[a // per, 16 * ag + r] = one << (at.a_bits * (a % per))
    B[b // per, 16 * bg] = one << (at.b_bits * (b % per))
    idx = np.where(np.arange(64) % 2 == 0, idx_even, idx_odd).astype(np.uint32)[None]
    st = run(snippet(at), {VA: A, VB: B, VI: idx, VD: np.zeros((at.c_regs, 64), np.uint32)}).state
    d = read_d(at, st)
    want = np.zeros_like(d)
    want[r, 0] = 1.0
    return np.array_equal(d, want)


def test_gfx950_one_hot_probes_16x16x64_f16():
    at = mfma_atom("v_smfmac_f32_16x16x64_f16")
    rows = re.findall(r"D(\d) A(\d+)/G(\d) <- B(\d+)/G(\d)", PROBE_F16)
    assert len(rows) == 64
    for r, a, ag, b, bg in (tuple(map(int, x)) for x in rows):
        assert _probe(at, r, a, ag, b, bg, 0x4444, 0xEEEE), (r, a, ag, b, bg)
    assert not _probe(at, 0, 0, 1, 0, 1, 0x4444, 0xEEEE)    # a wrong partner gives D = 0: the check can fail


def test_gfx950_one_hot_probes_16x16x128_fp8():
    """The doc's compressed formula: even selector b = 16*(ag/2) + 4*((a%8)/2) + a%2, bg = 2*(ag%2) + a/8; odd: b+2."""
    at = mfma_atom("v_smfmac_f32_16x16x128_fp8_fp8")
    for sel, shift in ((0x44444444, 0), (0xEEEEEEEE, 2)):
        for ag in range(4):
            for a in range(16):
                b = 16 * (ag // 2) + 4 * ((a % 8) // 2) + a % 2 + shift
                bg = 2 * (ag % 2) + a // 8
                assert _probe(at, 0, a, ag, b, bg, sel, sel), (hex(sel), a, ag, b, bg)


# ---- errors, hazards, fidelity, inspector, assembler ---------------------------------------------------------
def test_index_pairs_that_are_not_increasing_are_an_error():
    at = mfma_atom("v_smfmac_f32_16x16x64_f16")
    regs = isa_registers(at, *problem(at, np.random.default_rng(1))[:4])
    regs[VI] = regs[VI].copy()
    regs[VI][0, 37] = (regs[VI][0, 37] & ~np.uint32(0xF0)) | np.uint32(0x40)    # pair 1: positions 0, 1 (valid)
    run(snippet(at), regs)
    regs[VI][0, 37] = (regs[VI][0, 37] & ~np.uint32(0xF0)) | np.uint32(0x60)    # positions 2, 1
    with pytest.raises(EmulatorError, match=r"lane 37 .* positions 2, 1 .*index0 < index1"):
        run(snippet(at), regs)


def test_fp16_ovfl_clamping_is_not_modelled():
    at = mfma_atom("v_smfmac_f32_16x16x32_bf16")
    regs = isa_registers(at, *problem(at, np.random.default_rng(2))[:4])
    with pytest.raises(EmulatorError, match="FP16_OVFL"):
        run("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1\n" + snippet(at), regs)


def test_accumulators_in_agprs():
    at = mfma_atom("v_smfmac_f32_32x32x16_f16")
    ac, pos, b, c, dense = problem(at, np.random.default_rng(4))
    st = run(snippet(at, dst="a"), isa_registers(at, ac, pos, b, c), dbase=256 + VD).state
    assert np.array_equal(read_d(at, st, base=256 + VD), c + dense @ b.T)


def _kinds(text, at):
    regs = isa_registers(at, *problem(at, np.random.default_rng(6))[:4])
    SNIPPETS.append(text)

    def init(st):
        for r, words in regs.items():
            st.v[0, r:r + words.shape[0]] = words
    return {h.kind for h in run_snippet(text, init=init, hazards=True).hazards if h.severity == "error"}


def test_hazards_see_d_as_c_and_the_index_as_a_source():
    at = mfma_atom("v_smfmac_f32_16x16x64_f16")
    sm = snippet(at)
    assert _kinds(f"{sm}\n{sm}", at) == set()                          # accumulate chain on the same D: 0 waits
    assert "mfma_result" in _kinds(f"{sm}\nv_mov_b32 v70, v{VD}", at)    # D read by a VALU right away
    assert _kinds(f"{sm}\ns_nop 7\nv_mov_b32 v70, v{VD}", at) == set()   # 4 passes + 4 = 8 wait states
    assert "valu_mfma" in _kinds(f"v_mov_b32 v{VI}, v{VI}\n{sm}", at)    # VALU writes the index VGPR just before
    assert "valu_mfma" in _kinds(f"v_mov_b32 v{VD + 1}, v{VD + 1}\n{sm}", at)   # ... or the accumulator
    assert "mfma_war" in _kinds(f"{sm}\nv_mov_b32 v{VD}, 0", at)       # overwrites D it still reads as C


def test_fidelity_classes():
    rep = fidelity.report(parse_asm("\n".join([
        "v_smfmac_f32_16x16x64_f16 v[0:3], v[4:7], v[8:15], v16",
        "v_smfmac_f32_16x16x64_f16 v[0:3], v[4:7], v[8:15], v16 abid:1",
        "v_smfmac_f32_16x16x64_f16 v[0:3], v[4:7], v[8:15], v16 cbsz:1 abid:1",
        "v_smfmac_i32_16x16x128_i8 v[0:3], v[4:7], v[8:15], v16", "s_endpgm"]) + "\n").instrs)
    forms = {f: g["source"] for g in rep[fidelity.MODELLED] for f in g["forms"]}
    assert not rep[fidelity.UNVERIFIED]
    assert set(forms) >= {"v_smfmac_f32_16x16x64_f16", "v_smfmac_f32_16x16x64_f16 set1", "v_smfmac_i32_16x16x128_i8"}
    assert "hip-fpsan" in forms["v_smfmac_f32_16x16x64_f16"]
    assert "LLVM #193541" in forms["v_smfmac_f32_16x16x64_f16 set1"]
    assert "hip-fpsan" not in forms["v_smfmac_i32_16x16x128_i8"]


def test_inspector_knows_them():
    info = mfma_info("v_smfmac_f32_32x32x64_fp8_fp8")
    assert (info["known"], info["passes"], info["m"], info["k"]) == (True, 8, 32, 64)


@pytest.mark.parametrize("alias", sorted(a for a in ALIASES if "smfmac" in a))
def test_glued_spellings_are_the_same_atom(alias):
    at = mfma_atom(alias)
    assert at == mfma_atom(ALIASES[alias])
    SNIPPETS.append(snippet(at, mnemonic=alias))


def test_snippets_assemble_with_llvm(tmp_path):
    """Runs last in this module: every snippet must assemble for gfx950."""
    from flygen.toolchain.tools import find_toolchain
    try:
        tc = find_toolchain()
    except Exception as exc:      # noqa: BLE001 - no assembler on this machine
        pytest.skip(f"no assembler: {exc}")
    assert len({s.split()[0] for s in SNIPPETS}) >= 2 * len(SMFMAC)
    tc.assemble("\n".join(dict.fromkeys(SNIPPETS)) + "\n", tmp_path / "smfmac.o")
