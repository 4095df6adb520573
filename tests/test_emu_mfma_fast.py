"""The fast MFMA path (precomputed gathers + decode tables) equals the generic unpack/decode/scatter model bit for
bit, for every atom: on registers packed from random finite values (results finite, so equality is on numbers)
and on raw random register bits (NaN/inf codes, random e8m0 scales incl. 0 / 254 / NaN, random byte selects).
f64 atoms: the fast path views register pairs as uint64, the generic one decodes the "f64" format through
lane_map; both feed the same FMA chain, so this pins the operand and result plumbing.
Operands are passed as strided views of a larger register file, as the emulator hands them over."""
import zlib

import numpy as np
import pytest

from flygen.emu.mfma import execute, execute_generic
from flygen.isa.dtypes import encode, pack
from flygen.isa.mfma import mfma_atoms, operand_bits

# SMFMAC atoms have one execution path (flygen.emu.mfma.execute_sparse, no fast/generic pair) and an index
# operand; tests/test_emu_smfmac.py checks them against numpy and the hardware-run sources.
ATOMS = [a for a in mfma_atoms() if not a.sparse]
IDS = [f"{a.mnemonic}-{a.a_fmt}-{a.b_fmt}" for a in ATOMS]
W = 3


def _rng(atom, salt):
    return np.random.default_rng(zlib.crc32(f"{atom.mnemonic}-{atom.a_fmt}-{atom.b_fmt}-{salt}".encode()))


def _raw(rng, regs):
    return rng.integers(0, 1 << 32, (W, regs, 64), dtype=np.uint64).astype(np.uint32)


def _finite(rng, atom, op):
    """Registers holding random finite values of the operand's format (lane stream order, any k placement)."""
    bits, nv = operand_bits(atom, op)
    fmt = atom.a_fmt if op == "a" else atom.b_fmt
    x = rng.standard_normal((W, 64, nv)) * 4
    codes = encode(x, fmt, saturate=True)
    return pack(codes, fmt, axis=-1).transpose(0, 2, 1)          # [W, regs, 64]


def _embed(rng, a, b):
    """a and b as strided views inside one register file with unrelated registers around them."""
    na, nb = a.shape[1], b.shape[1]
    file = _raw(rng, na + nb + 5)
    file[:, 1:1 + na], file[:, 2 + na:2 + na + nb] = a, b
    return file[:, 1:1 + na], file[:, 2 + na:2 + na + nb]


def _scales(rng, extremes):
    e = rng.integers(120, 134, (2, W, 64, 4)).astype(np.uint32)
    if extremes:
        e[0, 0, 5, :], e[1, 1, 7, :], e[1, 2, 9, :] = 0xFF, 0, 254
    words = e[..., 0] | (e[..., 1] << 8) | (e[..., 2] << 16) | (e[..., 3] << 24)
    return dict(scale_a=words[0], scale_b=words[1], sel_a=int(rng.integers(4)), sel_b=int(rng.integers(4)))


def _both(atom, a, b, c, kw):
    with np.errstate(all="ignore"):
        want = execute_generic(atom, a, b, c, **kw)
        got = execute(atom, a, b, c, **kw)
    assert got.dtype == np.uint32 and got.shape == want.shape == (W, atom.c_regs, 64)
    return got, want


@pytest.mark.parametrize("atom", ATOMS, ids=IDS)
def test_fast_equals_generic_on_finite_values(atom):
    rng = _rng(atom, "finite")
    a, b = _embed(rng, _finite(rng, atom, "a"), _finite(rng, atom, "b"))
    if atom.acc == "i32":
        c = _raw(rng, atom.c_regs)
    elif atom.acc == "f64":      # value pairs, low word first
        c = pack(encode(rng.standard_normal((W, 64, atom.c_regs // 2)), "f64", saturate=False), "f64",
                 axis=-1).transpose(0, 2, 1)
    else:
        c = rng.standard_normal((W, atom.c_regs, 64)).astype(np.float32).view(np.uint32)
    kw = _scales(rng, extremes=False) if atom.scaled else {}
    got, want = _both(atom, a, b, c, kw)
    if atom.acc == "f32":
        assert np.isfinite(got.view(np.float32)).all()
    if atom.acc == "f64":
        assert np.isfinite(got.view(np.uint64).view(np.float64)).all()
    assert np.array_equal(got, want)


@pytest.mark.parametrize("atom", ATOMS, ids=IDS)
def test_fast_equals_generic_on_raw_bits(atom):
    rng = _rng(atom, "raw")
    a, b = _embed(rng, _raw(rng, atom.a_regs), _raw(rng, atom.b_regs))
    c = _raw(rng, atom.c_regs)
    kw = _scales(rng, extremes=True) if atom.scaled else {}
    got, want = _both(atom, a, b, c, kw)
    assert np.array_equal(got, want)
