"""Executing one MFMA over W waves at once, from register bit patterns to D bit patterns.

Accumulation model (docs/numerics.md; the hardware's internal rounding order is UNVERIFIED):
float formats -- every product of two operands is exact in float64 (at most 2 x 24 significant bits), the
e8m0 block scales are exact powers of two, the whole K-dot-product (all blocks) is summed in float64, rounded
once to f32 (RNE) and added to C with one f32 addition (RNE). NaN/inf propagate as IEEE. i8 -- exact in int64,
D = C + sum wrapped to 32-bit two's complement.

`execute` is the fast path: per (atom, operand) it precomputes once where each dense (row, k) element sits in
the registers (a byte / nibble / 6-bit position), so building an operand is one gather of codes plus one
lookup in a 2^bits-entry decode table. `execute_generic` is the straightforward model (unpack, decode,
scatter); both feed the same float64 matmul with identical operands, so they agree bit for bit.

f64 MFMAs (acc "f64", 64-bit A/B/C/D, value v of a lane in registers 2v (low word) and 2v+1): modelled as a chain
of correctly rounded f64 FMAs in ascending k, D = fma(A[i][K-1], B[K-1][j], ... fma(A[i][0], B[0][j], C[i][j]))
(one RNE rounding per k; block b uses its own A and B). The hardware's order and internal precision are
UNVERIFIED; any other order differs by at most the rounding of K f64 additions. `execute` reads the register
pairs as uint64 views through precomputed lane maps (`_execute_f64`); `execute_generic` unpacks and decodes them
as the "f64" format of flygen.isa.dtypes and scatters through `lane_map`, like the other formats; both then run
the same FMA chain (`_fma_chain`), so they agree bit for bit.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from flygen.errors import EmulatorError
from flygen.isa.dtypes import bits_of, decode, encode, pack, unpack
from flygen.isa.mfma import SCALE_BLOCK, MfmaAtom, lane_map, operand_bits


@lru_cache(maxsize=None)
def _maps(atom: MfmaAtom) -> dict:
    maps = {op: lane_map(atom, op) for op in ("a", "b", "c")}
    if atom.scaled:
        maps["scale_a"] = lane_map(atom, "scale_a")[:, 0]
        maps["scale_b"] = lane_map(atom, "scale_b")[:, 0]
    return maps


def _check(name: str, arr: np.ndarray, regs: int) -> np.ndarray:
    arr = np.asarray(arr)
    if arr.ndim != 3 or arr.shape[1:] != (regs, 64):
        raise EmulatorError(f"mfma operand {name}: expected shape [W, {regs}, 64], got {list(arr.shape)}")
    return arr.astype(np.uint32, copy=False)


def _dense(regs: np.ndarray, fmt: str, bits_rc: np.ndarray, rows: int, k: int) -> np.ndarray:
    """Registers [W, regs, 64] -> dense operand [W, rows, k] of decoded values (float64 or int64)."""
    nv = bits_rc.shape[1]
    vals = decode(unpack(regs, fmt, nv, axis=1), fmt)                 # [W, nv, 64]
    out = np.zeros((regs.shape[0], rows, k), vals.dtype)
    out[:, bits_rc[..., 0], bits_rc[..., 1]] = vals.transpose(0, 2, 1)  # every (row, k) is hit exactly once
    return out


def _block_scales(scale: np.ndarray | None, sel: int, rc: np.ndarray, rows: int, kblocks: int, w: int):
    if scale is None:
        raise EmulatorError("scaled MFMA needs scale_a and scale_b")
    scale = np.asarray(scale, dtype=np.uint32)
    if scale.shape != (w, 64) or not 0 <= sel <= 3:
        raise EmulatorError(f"scale operand must be uint32 [W, 64] with sel 0..3, got {list(scale.shape)}, {sel}")
    e8 = (scale >> np.uint32(8 * sel)) & np.uint32(0xFF)
    s = np.empty((w, rows, kblocks))
    s[:, rc[:, 0], rc[:, 1]] = decode(e8, "e8m0")                      # 2^(e-127); 0xFF -> NaN
    return np.repeat(s, SCALE_BLOCK, axis=2)                           # [W, rows, K]


def _f64_values(regs: np.ndarray) -> np.ndarray:
    """[W, 2n, 64] uint32 register pairs (low word first) -> [W, n, 64] float64."""
    lo = regs[:, 0::2].astype(np.uint64)
    hi = regs[:, 1::2].astype(np.uint64)
    return (lo | (hi << np.uint64(32))).view(np.float64)


def _f64_words(vals: np.ndarray) -> np.ndarray:
    """[W, n, 64] float64 -> [W, 2n, 64] uint32 register pairs."""
    u = np.ascontiguousarray(vals, dtype=np.float64).view(np.uint64)
    out = np.empty((u.shape[0], 2 * u.shape[1], u.shape[2]), np.uint32)
    out[:, 0::2] = (u & np.uint64(0xFFFFFFFF)).astype(np.uint32)
    out[:, 1::2] = (u >> np.uint64(32)).astype(np.uint32)
    return out


def _fma_chain(atom: MfmaAtom, A: np.ndarray, B: np.ndarray, acc: np.ndarray) -> np.ndarray:
    """f64 MFMA: per output element an FMA chain over k = 0..K-1 starting from C (module docstring).
    A [W, blocks*M, K], B [W, blocks*N, K], acc = C as [W, 64, c_vals]; returns D as [W, 64, c_vals]."""
    from flygen.emu.ops_vext import fma64                # exact-then-rounded-once f64 fma (v_fma_f64's)
    rc = _maps(atom)["c"]
    ci, cj = rc[..., 0], rc[..., 1]                    # [64, c_vals]: tile row (block*M + i), column j
    Ai = A[:, ci]                                      # [W, 64, c_vals, K]
    Bj = B[:, (ci // atom.m) * atom.n + cj]             # the same block's B row j
    for kk in range(atom.k):
        acc = fma64(Ai[..., kk], Bj[..., kk], acc)
    return acc


def _execute_f64(atom: MfmaAtom, a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """Fast f64 path: register pairs viewed as uint64 -> float64, scattered by the cached lane maps."""
    maps = _maps(atom)
    w = a.shape[0]

    def dense(regs, rc, rows):
        out = np.zeros((w, rows, atom.k))
        out[:, rc[..., 0], rc[..., 1]] = _f64_values(regs).transpose(0, 2, 1)
        return out

    acc = _fma_chain(atom, dense(a, maps["a"], atom.a_rows), dense(b, maps["b"], atom.b_rows),
                     _f64_values(c).transpose(0, 2, 1))
    return _f64_words(acc.transpose(0, 2, 1))


def _execute_f64_generic(atom: MfmaAtom, a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """Readable f64 model: the operands decoded as the "f64" number format and scattered by `lane_map`."""
    A = _dense(a, "f64", lane_map(atom, "a"), atom.a_rows, atom.k)
    B = _dense(b, "f64", lane_map(atom, "b"), atom.b_rows, atom.k)
    cvals = atom.c_regs * 32 // 64
    acc = _fma_chain(atom, A, B, decode(unpack(c, "f64", cvals, axis=1), "f64").transpose(0, 2, 1))
    return pack(encode(acc.transpose(0, 2, 1), "f64", saturate=False), "f64", axis=1)


def _checked(atom: MfmaAtom, a, b, c):
    a = _check("A", a, atom.a_regs)
    b = _check("B", b, atom.b_regs)
    c = _check("C", c, atom.c_regs)
    if b.shape[0] != a.shape[0] or c.shape[0] != a.shape[0]:
        raise EmulatorError("mfma operands disagree on the number of waves")
    return a, b, c


def execute_generic(atom: MfmaAtom, a: np.ndarray, b: np.ndarray, c: np.ndarray,
            scale_a: np.ndarray | None = None, scale_b: np.ndarray | None = None,
            sel_a: int = 0, sel_b: int = 0) -> np.ndarray:
    """The readable model `execute` must equal bit for bit (tests pin it): unpack + decode + scatter per operand."""
    a, b, c = _checked(atom, a, b, c)
    w = a.shape[0]
    if atom.acc == "f64":
        return _execute_f64_generic(atom, a, b, c)
    maps = _maps(atom)
    A = _dense(a, atom.a_fmt, maps["a"], atom.a_rows, atom.k)
    B = _dense(b, atom.b_fmt, maps["b"], atom.b_rows, atom.k)
    ci, cj = maps["c"][..., 0], maps["c"][..., 1]                      # [64, c_regs]
    if atom.acc == "i32":
        P = _product(atom, A, B)                                       # int64, exact
        p = P[:, ci, cj].transpose(0, 2, 1)                            # [W, c_regs, 64]
        return ((c.view(np.int32).astype(np.int64) + p) & 0xFFFFFFFF).astype(np.uint32)
    if atom.scaled:
        kb = atom.k // SCALE_BLOCK
        A = A * _block_scales(scale_a, sel_a, maps["scale_a"], atom.m, kb, w)
        B = B * _block_scales(scale_b, sel_b, maps["scale_b"], atom.n, kb, w)
    with np.errstate(over="ignore", invalid="ignore"):
        P = _product(atom, A, B)                                       # float64 sum of exact products
        p = P[:, ci, cj].transpose(0, 2, 1).astype(np.float32)         # one RNE rounding to f32
        d = c.view(np.float32) + p                                     # one f32 addition
    return d.view(np.uint32)


def execute_sparse(atom: MfmaAtom, a: np.ndarray, b: np.ndarray, c: np.ndarray, idx: np.ndarray,
                   index_set: int = 0, line: str = "") -> np.ndarray:
    """SMFMAC: D = C + A x B, A given compressed (A_c, 2 of every 4 K values) with the sparsity-index VGPR `idx`
    (uint32 [W, 64]); `index_set` = flygen.isa.mfma.smfmac_index_set. A is decompressed into the dense M x K
    operand (the unselected positions are 0), then accumulated exactly as the dense MFMAs (f32: one rounding of the
    float64 sum, one f32 addition; i32: exact, wrapped). The ISA requires index0 < index1 for each stored pair
    (CDNA4 ISA §7.5 rule 3); another pair is undefined there and an EmulatorError here."""
    a, b, c = _checked(atom, a, b, c)
    w = a.shape[0]
    idx = np.asarray(idx, dtype=np.uint32)
    if idx.shape != (w, 64):
        raise EmulatorError(f"smfmac index operand: expected shape [W, 64], got {list(idx.shape)}")
    ra = lane_map(atom, "a")                                            # [64, V, 2]: (row, compressed column)
    nv = ra.shape[1]
    bits, _ = operand_bits(atom, "idx")
    sel = (idx >> np.uint32(atom.idx_bits * index_set)).astype(np.uint64)
    pos = ((sel[:, None, :] >> (np.uint64(bits) * np.arange(nv, dtype=np.uint64))[None, :, None])
           & np.uint64(3)).astype(np.int64)                            # [W, V, 64]
    bad = pos[:, 0::2] >= pos[:, 1::2]
    if bad.any():
        wv, pair, lane = (int(x[0]) for x in np.nonzero(bad))
        raise EmulatorError(f"{line}smfmac sparsity index of lane {lane} (wave {wv}) gives positions "
                            f"{pos[wv, 2 * pair, lane]}, {pos[wv, 2 * pair + 1, lane]} for A values {2 * pair}, "
                            f"{2 * pair + 1}: the ISA requires index0 < index1 (CDNA4 ISA §7.5), other pairs "
                            f"are undefined: {int(idx[wv, lane]):#010x}")
    vals = decode(unpack(a, atom.a_fmt, nv, axis=1), atom.a_fmt)       # [W, V, 64]
    rows, cols = ra[..., 0].T, ra[..., 1].T                             # [V, 64]
    A = np.zeros((w, atom.m, atom.k), vals.dtype)
    A[np.arange(w)[:, None, None], rows[None], 4 * (cols[None] // 2) + pos] = vals
    maps = _maps(atom)
    B = _dense(b, atom.b_fmt, maps["b"], atom.b_rows, atom.k)
    return _accumulate(atom, A, B, c, maps)


def _accumulate(atom: MfmaAtom, A: np.ndarray, B: np.ndarray, c: np.ndarray, maps: dict) -> np.ndarray:
    """D bits from dense A [W, M, K], B [W, N, K] and C bits (the dense MFMAs' numerics, module docstring)."""
    ci, cj = maps["c"][..., 0], maps["c"][..., 1]                      # [64, c_regs]
    if atom.acc == "i32":
        p = _product(atom, A, B)[:, ci, cj].transpose(0, 2, 1)         # int64, exact
        return ((c.view(np.int32).astype(np.int64) + p) & 0xFFFFFFFF).astype(np.uint32)
    with np.errstate(over="ignore", invalid="ignore"):
        p = _product(atom, A, B)[:, ci, cj].transpose(0, 2, 1).astype(np.float32)
        d = c.view(np.float32) + p
    return d.view(np.uint32)


def _product(atom: MfmaAtom, A: np.ndarray, B: np.ndarray) -> np.ndarray:
    """[W, blocks*M, K] x [W, blocks*N, K] -> [W, blocks*M, N]: each block's A times its own B (the 2b/4b/16b
    MFMAs are independent products; matrix instruction calculator: block = floor(lane / M) for A and B)."""
    if atom.blocks == 1:
        if A.dtype.kind == "i":
            return np.einsum("wmk,wnk->wmn", A, B)
        return np.matmul(A, B.transpose(0, 2, 1))
    w, nb = A.shape[0], atom.blocks
    A4 = A.reshape(w, nb, atom.m, atom.k)
    B4 = B.reshape(w, nb, atom.n, atom.k)
    P = np.einsum("wbmk,wbnk->wbmn", A4, B4) if A.dtype.kind == "i" else np.matmul(A4, B4.transpose(0, 1, 3, 2))
    return P.reshape(w, nb * atom.m, atom.n)


# ---- fast path ----------------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def _lut(fmt: str) -> np.ndarray:
    """decode() of every code of a <= 16-bit format: decoding is then one table lookup."""
    with np.errstate(invalid="ignore"):                 # NaN codes of bf16 warn in the float64 cast
        return decode(np.arange(1 << bits_of(fmt), dtype=np.uint32), fmt)


def _inverse(rc: np.ndarray, rows: int, cols: int) -> np.ndarray:
    """For a bijective (lane, value) -> (row, col) map [64, nv, 2]: flat lane*nv + value of each row*cols + col."""
    nv = rc.shape[1]
    inv = np.full(rows * cols, -1, np.int64)
    inv[rc[..., 0] * cols + rc[..., 1]] = np.arange(64 * nv).reshape(64, nv)
    if (inv < 0).any() or rc.shape[0] * nv != rows * cols:
        raise EmulatorError("internal: MFMA lane map is not a bijection")
    return inv


@lru_cache(maxsize=None)
def _plan(atom: MfmaAtom) -> dict:
    """Gather indices into a wave's registers flattened as [regs, 64] words (resp. their bytes / halves)."""
    maps = _maps(atom)
    out = {}
    for op, fmt, rows, regs in (("a", atom.a_fmt, atom.a_rows, atom.a_regs), ("b", atom.b_fmt, atom.b_rows, atom.b_regs)):
        bits = bits_of(fmt)
        nv = maps[op].shape[1]
        src = _inverse(maps[op], rows, atom.k)
        lane, v = src // nv, src % nv
        bit = v * bits                                   # position in the lane's little-endian register stream
        word, shift = bit // 32, bit % 32
        if bits == 32:                                   # whole words (f32 MFMAs)
            out[op] = (bits, word * 64 + lane, None, None)
        elif bits in (8, 16):                            # whole bytes / halves: one gather
            per = 32 // bits
            out[op] = (bits, (word * 64 + lane) * per + shift // bits, None, None)
        else:                                            # 4/6-bit: a 64-bit window over two words
            lo = word * 64 + lane
            hi = np.minimum(lo + 64, regs * 64 - 1)      # clamped: only read when the value crosses a word
            out[op] = (bits, lo, hi, shift.astype(np.uint64))
    ci, cj = maps["c"][..., 0], maps["c"][..., 1]        # [64, c_regs]
    out["c"] = (ci * atom.n + cj).T.copy()                # [c_regs, 64] flat index into the M x N result
    if atom.scaled:
        kb = atom.k // SCALE_BLOCK
        out["scale_a"] = _inverse(maps["scale_a"][:, None], atom.m, kb)
        out["scale_b"] = _inverse(maps["scale_b"][:, None], atom.n, kb)
    return out


def _codes(regs: np.ndarray, how) -> np.ndarray:
    bits, idx, hi, shift = how
    words = np.ascontiguousarray(regs).reshape(regs.shape[0], -1)      # [W, regs*64] uint32
    if hi is None:
        return words.view({8: np.uint8, 16: np.uint16, 32: np.uint32}[bits])[:, idx]
    w64 = words.astype(np.uint64)
    return ((w64[:, idx] | (w64[:, hi] << np.uint64(32))) >> shift) & np.uint64((1 << bits) - 1)


def _operand(regs: np.ndarray, fmt: str, how, rows: int, k: int) -> np.ndarray:
    if how[0] == 32:                                     # f32: exact in float64, no table
        return _codes(regs, how).view(np.float32).astype(np.float64).reshape(regs.shape[0], rows, k)
    return _lut(fmt)[_codes(regs, how)].reshape(regs.shape[0], rows, k)


def _scales(scale, sel: int, inv: np.ndarray, w: int) -> np.ndarray:
    """e8m0 block scales [W, rows * kblocks] (2^(e-127); 0xFF -> NaN)."""
    if scale is None:
        raise EmulatorError("scaled MFMA needs scale_a and scale_b")
    scale = np.asarray(scale, dtype=np.uint32)
    if scale.shape != (w, 64) or not 0 <= sel <= 3:
        raise EmulatorError(f"scale operand must be uint32 [W, 64] with sel 0..3, got {list(scale.shape)}, {sel}")
    e8 = ((scale >> np.uint32(8 * sel)) & np.uint32(0xFF)).astype(np.uint8)
    return _lut("e8m0")[e8[:, inv]]


def execute(atom: MfmaAtom, a: np.ndarray, b: np.ndarray, c: np.ndarray,
            scale_a: np.ndarray | None = None, scale_b: np.ndarray | None = None,
            sel_a: int = 0, sel_b: int = 0) -> np.ndarray:
    """a: uint32 [W, a_regs, 64]; b: uint32 [W, b_regs, 64]; c: uint32 [W, c_regs, 64] (f32/i32 bit patterns);
    scale_a/scale_b: uint32 [W, 64] (four e8m0 bytes per lane), sel_* = byte 0..3. Returns D uint32
    [W, c_regs, 64]. f64 MFMAs: all operands are register pairs (`_execute_f64`)."""
    a, b, c = _checked(atom, a, b, c)
    w = a.shape[0]
    if atom.acc == "f64":
        return _execute_f64(atom, a, b, c)
    plan = _plan(atom)
    A = _operand(a, atom.a_fmt, plan["a"], atom.a_rows, atom.k)
    B = _operand(b, atom.b_fmt, plan["b"], atom.b_rows, atom.k)
    if atom.acc == "i32":
        P = _product(atom, A, B)                                       # int64, exact
        p = P.reshape(w, -1)[:, plan["c"]]                             # [W, c_regs, 64]
        return ((c.view(np.int32).astype(np.int64) + p) & 0xFFFFFFFF).astype(np.uint32)
    if atom.scaled:
        kb = atom.k // SCALE_BLOCK
        A = (A.reshape(w, atom.m, kb, SCALE_BLOCK) *
             _scales(scale_a, sel_a, plan["scale_a"], w).reshape(w, atom.m, kb, 1)).reshape(w, atom.m, atom.k)
        B = (B.reshape(w, atom.n, kb, SCALE_BLOCK) *
             _scales(scale_b, sel_b, plan["scale_b"], w).reshape(w, atom.n, kb, 1)).reshape(w, atom.n, atom.k)
    with np.errstate(over="ignore", invalid="ignore"):
        P = _product(atom, A, B)                                       # float64 sum of exact products
        p = P.reshape(w, -1)[:, plan["c"]].astype(np.float32)          # one RNE rounding to f32
        d = c.view(np.float32) + p                                     # one f32 addition
    return d.view(np.uint32)
