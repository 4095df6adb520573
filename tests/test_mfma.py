"""MFMA atom table and execution.

The lane tables are checked against the formulas of gfx950-reference.md §2.3 (f64: the AMD Matrix Instruction
Calculator's CDNA fp64 formulas) written out independently here; execution is checked by placing operands with
those formulas (not with lane_map) and comparing with numpy (f64: a float64 einsum, within the rounding the
order of K f64 FMAs allows).
"""
import zlib

import numpy as np
import pytest

from flygen.emu.mfma import execute
from flygen.errors import FlygenError
from flygen.isa.dtypes import decode, encode, pack
from flygen.isa.mfma import F8F6F4_FORMATS, GFX942, lane_map, mfma_atom, mfma_atoms

# gfx942 forms: tests/test_emu_mfma_ext.py; SMFMAC (compressed A + index operand, formulas of the ISA's sparse
# tables): tests/test_emu_smfmac.py
ATOMS = [a for a in mfma_atoms() if a.mnemonic not in GFX942 and not a.sparse]
IDS = [f"{a.mnemonic}-{a.a_fmt}-{a.b_fmt}" for a in ATOMS]


# ---- independent formulas (reference doc §2.3 / §2.3.1) ------------------------------------------------
def ref_k(atom, fmt_bits, lane, v):
    """k of value v in lane `lane` of an A/B operand (f64 4x4x4 4b: lane = M*block + (M*blocks)*k + i)."""
    nl = atom.m * atom.blocks
    g = lane // nl
    if atom.f8f6f4 and fmt_bits == 8:                    # split order
        return 16 * g + v % 16 + (atom.k // 2) * (v // 16)
    kl = atom.k * nl // 64
    return g * kl + v


def ref_c(atom, lane, r):
    """(tile row, column) of C/D value r of `lane` (f64: value r = register pair r)."""
    if atom.acc == "f64":        # calculator fp64: 16x16x4 pair floor(i/4), lane 16*(i%4)+j; 4x4x4 4b lane 16i+4b+j
        if atom.m == 16:
            return 4 * r + lane // 16, lane % 16
        return 4 * ((lane // 4) % 4) + lane // 16, lane % 4
    if atom.m == 16:
        return 4 * (lane // 16) + r, lane % 16
    return 8 * (r // 4) + 4 * (lane // 32) + r % 4, lane % 32


def test_table_counts():
    assert len({(a.mnemonic, a.a_fmt, a.b_fmt) for a in ATOMS}) == len(ATOMS) == 6 + 8 + 2 + 4 * 25
    got = {(a.mnemonic, a.a_fmt, a.b_fmt): (a.a_regs, a.b_regs, a.c_regs, a.passes) for a in ATOMS}
    assert got["v_mfma_f64_16x16x4_f64", "f64", "f64"] == (2, 2, 8, 16)
    assert got["v_mfma_f64_4x4x4_4b_f64", "f64", "f64"] == (2, 2, 2, 4)
    assert got["v_mfma_f32_16x16x32_bf16", "bf16", "bf16"] == (4, 4, 4, 4)
    assert got["v_mfma_f32_32x32x16_f16", "f16", "f16"] == (4, 4, 16, 8)
    assert got["v_mfma_i32_32x32x32_i8", "i8", "i8"] == (4, 4, 16, 8)
    assert got["v_mfma_f32_16x16x128_f8f6f4", "fp8", "fp4"] == (8, 4, 4, 8)
    assert got["v_mfma_f32_16x16x128_f8f6f4", "fp4", "fp6"] == (4, 6, 4, 4)
    assert got["v_mfma_f32_32x32x64_f8f6f4", "bf6", "bf6"] == (6, 6, 16, 8)
    assert got["v_mfma_scale_f32_32x32x64_f8f6f4", "bf8", "fp4"] == (8, 4, 16, 16)
    assert got["v_mfma_f32_16x16x32_bf8_fp8", "bf8", "fp8"] == (2, 2, 4, 4)
    assert mfma_atom("v_mfma_f32_16x16x128_f8f6f4", 2, 4) == mfma_atom("v_mfma_f32_16x16x128_f8f6f4", "fp6", "fp4")
    assert F8F6F4_FORMATS[3] == "bf6"


def test_bad_requests_are_flygen_errors():
    with pytest.raises(FlygenError):
        mfma_atom("v_mfma_f32_16x16x32_bf16", "fp8")
    with pytest.raises(FlygenError):
        mfma_atom("v_mfma_f32_16x16x128_f8f6f4", "i8")
    with pytest.raises(FlygenError):
        mfma_atom("v_mfma_nope")


@pytest.mark.parametrize("atom", ATOMS, ids=IDS)
def test_lane_maps_match_reference_formulas(atom):
    for op, bits, rows in (("a", atom.a_bits, atom.a_rows), ("b", atom.b_bits, atom.b_rows)):
        rc = lane_map(atom, op)
        nv = rc.shape[1]
        lane, v = np.meshgrid(np.arange(64), np.arange(nv), indexing="ij")
        assert (rc[..., 0] == lane % rows).all()
        assert (rc[..., 1] == ref_k(atom, bits, lane, v)).all()
        assert len({tuple(x) for x in rc.reshape(-1, 2)}) == rows * atom.k     # a bijection onto the tile
    rc = lane_map(atom, "c")
    for lane in range(64):
        for r in range(c_vals(atom)):
            assert tuple(rc[lane, r]) == ref_c(atom, lane, r)
    if atom.scaled:
        sc = lane_map(atom, "scale_a")[:, 0]
        assert [tuple(x) for x in sc] == [(l % atom.m, l // atom.m) for l in range(64)]


# ---- execution against numpy ----------------------------------------------------------------------------
def c_vals(atom):
    """C/D values per lane: one per register, one per register pair for f64."""
    return atom.c_regs // (2 if atom.acc == "f64" else 1)


def place(atom, op, codes_tile, fmt_bits):
    """Dense code tile [W, rows, K] -> registers [W, regs, 64] using the reference formulas."""
    w, rows, _ = codes_tile.shape
    nv = (atom.a_regs if op == "a" else atom.b_regs) * 32 // fmt_bits
    lane, v = np.meshgrid(np.arange(64), np.arange(nv), indexing="ij")
    codes = codes_tile[:, lane % rows, ref_k(atom, fmt_bits, lane, v)]         # [W, 64, nv]
    fmt = {4: "fp4", 6: "fp6", 8: "fp8", 16: "bf16", 64: "f64"}[fmt_bits]
    return pack(codes, fmt, axis=-1).transpose(0, 2, 1)


def gather_c(atom, d):
    """D values [W, c_vals, 64] -> the tile [W, blocks*M, N] (f64: values, not registers)."""
    out = np.empty((d.shape[0], atom.a_rows, atom.n), d.dtype)
    for lane in range(64):
        for r in range(c_vals(atom)):
            out[:, ref_c(atom, lane, r)[0], ref_c(atom, lane, r)[1]] = d[:, r, lane]
    return out


def f64_regs(vals):
    """float64 [W, n, 64] -> register pairs [W, 2n, 64], low word first (the calculator's [1:0])."""
    u = vals.astype(np.float64).view(np.uint64)
    out = np.empty((u.shape[0], 2 * u.shape[1], 64), np.uint32)
    out[:, 0::2], out[:, 1::2] = u & np.uint64(0xFFFFFFFF), u >> np.uint64(32)
    return out


def f64_vals(regs):
    return (regs[:, 0::2].astype(np.uint64) | (regs[:, 1::2].astype(np.uint64) << np.uint64(32))).view(np.float64)


def dot(atom, A, B):
    """Blockwise A [W, blocks*M, K] x B [W, blocks*N, K] -> [W, blocks*M, N] (each block times its own B)."""
    w, nb = A.shape[0], atom.blocks
    P = np.einsum("wbmk,wbnk->wbmn", A.reshape(w, nb, atom.m, atom.k), B.reshape(w, nb, atom.n, atom.k))
    return P.reshape(w, nb * atom.m, atom.n)


def finite_codes(fmt, rng, shape):
    if fmt == "f64":   # magnitudes spread over 2^-20..2^20 so the K-term sums round
        return encode(rng.standard_normal(shape) * 2.0 ** rng.integers(-20, 21, shape), fmt, saturate=False)
    bits = {"bf16": 16, "f16": 16, "i8": 8}.get(fmt) or {"fp8": 8, "bf8": 8, "fp6": 6, "bf6": 6, "fp4": 4}[fmt]
    if bits == 16:   # keep bf16/f16 products well inside f32 range
        return encode(rng.standard_normal(shape) * 4, fmt, saturate=True)
    table = np.arange(1 << bits)
    if fmt != "i8":
        table = table[np.isfinite(decode(table, fmt))]
    return rng.choice(table, size=shape).astype(np.uint32)


@pytest.mark.parametrize("atom", ATOMS, ids=IDS)
def test_execute_matches_numpy(atom):
    rng = np.random.default_rng(zlib.crc32(IDS[ATOMS.index(atom)].encode()))
    w = 2
    ca = finite_codes(atom.a_fmt, rng, (w, atom.a_rows, atom.k))
    cb = finite_codes(atom.b_fmt, rng, (w, atom.b_rows, atom.k))
    a = place(atom, "a", ca, atom.a_bits)
    b = place(atom, "b", cb, atom.b_bits)
    A, B = decode(ca, atom.a_fmt), decode(cb, atom.b_fmt)
    kw = {}
    if atom.scaled:
        kb = atom.k // 32
        ea = rng.integers(118, 136, size=(w, atom.m, kb))
        eb = rng.integers(118, 136, size=(w, atom.n, kb))
        sel_a, sel_b = 3, 1
        # lane l carries row l % NL, block l // NL; the selected byte holds it, the others hold noise.
        lane = np.arange(64)
        sa = rng.integers(0, 2 ** 32, size=(w, 64), dtype=np.uint64)
        sb = rng.integers(0, 2 ** 32, size=(w, 64), dtype=np.uint64)
        sa = (sa & ~np.uint64(0xFF << 24)) | (ea[:, lane % atom.m, lane // atom.m].astype(np.uint64) << np.uint64(24))
        sb = (sb & ~np.uint64(0xFF << 8)) | (eb[:, lane % atom.n, lane // atom.n].astype(np.uint64) << np.uint64(8))
        kw = dict(scale_a=sa.astype(np.uint32), scale_b=sb.astype(np.uint32), sel_a=sel_a, sel_b=sel_b)
        A = A * np.repeat(2.0 ** (ea - 127), 32, axis=2)
        B = B * np.repeat(2.0 ** (eb - 127), 32, axis=2)
    if atom.acc == "f64":
        c0 = rng.standard_normal((w, c_vals(atom), 64))
        got = gather_c(atom, f64_vals(execute(atom, a, b, f64_regs(c0))))
        want = gather_c(atom, c0) + dot(atom, A, B)                       # numpy float64, another order
        mag = gather_c(atom, np.abs(c0)) + dot(atom, np.abs(A), np.abs(B))
        assert np.count_nonzero(got != want) > 0 or atom.k == 1          # the sums do round
        assert (np.abs(got - want) <= (atom.k + 1) * 2.0 ** -52 * mag).all()   # K+1 f64 roundings at most
        return
    if atom.acc == "i32":
        c0 = rng.integers(-2 ** 31, 2 ** 31, size=(w, atom.c_regs, 64)).astype(np.int32)
        d = execute(atom, a, b, c0.view(np.uint32))
        want = (gather_c(atom, c0.astype(np.int64)) + np.einsum("wmk,wnk->wmn", A, B) + 2 ** 31) % 2 ** 32 - 2 ** 31
        assert (gather_c(atom, d.view(np.int32)) == want).all()
        return
    c0 = rng.standard_normal((w, atom.c_regs, 64)).astype(np.float32)
    d = execute(atom, a, b, c0.view(np.uint32), **kw)
    want = gather_c(atom, c0.astype(np.float64)) + np.einsum("wmk,wnk->wmn", A, B)
    mag = gather_c(atom, np.abs(c0.astype(np.float64))) + np.einsum("wmk,wnk->wmn", np.abs(A), np.abs(B))
    got = gather_c(atom, d.view(np.float32)).astype(np.float64)
    assert (np.abs(got - want) <= 2.0 ** -23 * mag + 1e-45).all()   # two f32 roundings at most


# ---- hand-computed single-element cases ----------------------------------------------------------------
def zeros(atom, w=1):
    return (np.zeros((w, atom.a_regs, 64), np.uint32), np.zeros((w, atom.b_regs, 64), np.uint32),
            np.zeros((w, atom.c_regs, 64), np.uint32))


def test_bf16_single_product_lands_where_the_doc_says():
    at = mfma_atom("v_mfma_f32_16x16x32_bf16")
    a, b, c = zeros(at)
    # A: lane 17 -> row 1, group 1 -> k = 8 + v; reg 2 bits 16..31 is v = 5 -> k = 13.
    a[0, 2, 17] = 0x4000 << 16                            # 2.0
    # B: column 3, k = 13 -> lane 16 + 3, same register half.
    b[0, 2, 19] = 0x4040 << 16                            # 3.0
    d = execute(at, a, b, c).view(np.float32)
    # C[1][3]: 16x16 reg r of lane l = C[4(l/16)+r][l%16] -> lane 3, reg 1.
    expect = np.zeros_like(d)
    expect[0, 1, 3] = 6.0
    assert (d == expect).all()


def test_fp8_split_order_with_block_scales():
    at = mfma_atom("v_mfma_scale_f32_32x32x64_f8f6f4", "fp8", "fp8")
    a, b, c = zeros(at)
    # A lane 8 (row 8, g 0), byte 20 -> k = 16*0 + 4 + 32*1 = 36, block 1. Byte 20 = reg 5 bits 0..7.
    a[0, 5, 8] = 0x3C                                     # fp8 1.5
    b[0, 5, 5] = 0xC0                                     # fp8 -2.0 at column 5, k = 36
    sa = np.full((1, 64), 0x7F7F7F7F, np.uint32)
    sb = np.full((1, 64), 0x7F7F7F7F, np.uint32)
    sa[0, 40] = 0x7F817F7F                                # block 1 of row 8 comes from lane 32 + 8, byte 2: 2^2
    sa[0, 8] = 0x90909090                                 # the data lane's own scale must not be used
    sb[0, 37] = 0x7F7F7E7F                                # column 5, block 1: lane 37, byte 1: 2^-1
    c[0, 4, 5] = np.float32(1.0).view(np.uint32)          # C[8][5] = 32x32 lane 5, reg 4
    d = execute(at, a, b, c, sa, sb, sel_a=2, sel_b=1).view(np.float32)
    expect = np.zeros_like(d)
    expect[0, 4, 5] = 1.0 + 1.5 * -2.0 * 4 * 0.5
    assert (d == expect).all()


def test_e8m0_zero_is_two_to_minus_127_and_ff_is_nan():
    at = mfma_atom("v_mfma_scale_f32_16x16x128_f8f6f4", "fp4", "fp4")
    a, b, c = zeros(at)
    a[0, 0, 0] = 0x2                                      # fp4 1.0 at row 0, k 0
    b[0, 0, 0] = 0x2                                      # fp4 1.0 at column 0, k 0
    one = np.full((1, 64), 0x7F7F7F7F, np.uint32)
    d = execute(at, a, b, c, np.zeros((1, 64), np.uint32), one).view(np.float32)
    assert d[0, 0, 0] == np.float32(2.0 ** -127) and d[0, 0, 0] != 1.0
    d = execute(at, a, b, c, one, one).view(np.float32)
    assert d[0, 0, 0] == 1.0
    d = execute(at, a, b, c, np.full((1, 64), 0xFF, np.uint32), one).view(np.float32)
    assert np.isnan(d[0, 0, 0])


def test_fp6_value_straddling_two_registers():
    at = mfma_atom("v_mfma_f32_16x16x128_f8f6f4", "fp6", "fp6")
    a, b, c = zeros(at)
    # value 5 (k = 5 for lane 0) occupies stream bits 30..35: fp6 1.0 = 0b001000 -> bit 33 = reg 1 bit 1.
    a[0, 1, 0] = 0b10
    b[0, 1, 0] = 0b10
    d = execute(at, a, b, c).view(np.float32)
    assert d[0, 0, 0] == 1.0 and np.count_nonzero(d) == 1


def test_i8_product_and_wraparound():
    at = mfma_atom("v_mfma_i32_16x16x64_i8")
    a, b, c = zeros(at)
    a[0, 0, 0] = 0xFD                                     # -3 at row 0, k 0
    b[0, 0, 0] = 0x05                                     # 5 at column 0, k 0
    c[0, 0, 0] = 0x80000005                               # -2^31 + 5
    d = execute(at, a, b, c).view(np.int32)
    assert d[0, 0, 0] == 2 ** 31 - 10                     # -2^31 + 5 - 15 wraps to 2^31 - 10


def test_tv_tuples_agree_with_the_layout_algebra():
    # flygen.layout is an independent CuTe implementation: Layout(shape, stride)(lane, v) must equal lane_map.
    from flygen.layout import Layout
    picks = ATOMS[:14] + [a for a in ATOMS if a.acc == "f64"]
    for atom in picks + [a for a in ATOMS if a.f8f6f4 and a.m == 32 and a.a_fmt in ("fp8", "fp4")]:
        for op, tv, rows in (("a", atom.a_tv, atom.a_rows), ("b", atom.b_tv, atom.b_rows),
                             ("c", atom.c_tv, atom.a_rows)):
            rc = lane_map(atom, op)
            lay = Layout(*tv)
            for lane in (0, 7, 16, 33, 63):
                for v in range(rc.shape[1]):
                    assert lay(lane, v) == rc[lane, v, 0] + rows * rc[lane, v, 1]
        if atom.scaled:
            sc = lane_map(atom, "scale_a")[:, 0]
            assert all(Layout(*atom.scale_tv)(l) == sc[l, 0] + atom.m * sc[l, 1] for l in range(64))
