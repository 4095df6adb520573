"""Stage-1 MX epilogue of the moe family: silu(gate) * up (f32, in registers) re-quantised to MX in the kernel.

Which lanes hold one row's 32 consecutive columns follows from the swapped-operand C layout (`c_store`): reg r
of n-atom j in lane l of wave w is column wn*w + 16j + 4(l // 16) + r of row l % 16 (+ 16 i). With wn a
multiple of 32, scale block jb of a wave = n-atoms 2jb, 2jb+1 = the four lanes l % 16 + 16g (g = 0..3) x 8
values each. `block_groups` checks that exhaustively. So: a lane max over its 8 values, then a butterfly over
lanes l ^ 32 and l ^ 16 (v_permlane32_swap / v_permlane16_swap) gives every lane of the block its amax.

Scale (OCP rule of flygen.ref.mx): X = floor(log2 amax) - emax_elem + 127 clamped to [0, 254]. For a finite
f32 amax the exponent field E is floor(log2 amax) + 127 (normal) or 0 (subnormal / zero, which clamps to 0
as the host's rule does, since emax_elem >= 1), so X = max(E - emax_elem, 0). Difference to the host: an
inf/NaN amax gives X = 255 - emax_elem here, 0xFF on the host (silu * up of finite MX inputs is finite).
Codes: v_cvt_scalef32_pk_{fp4,fp8}_f32 with the scale as f32 bits X << 23 (only the exponent is read).
The down-convert direction (x / 2^(X-127)) and saturation are UNVERIFIED on hardware (docs/numerics.md);
fp8 values are clamped to +-448 * 2^(X-127) first (v_med3_f32) so either overflow behaviour gives the
saturated code the host gives. fp4 relies on the converter saturating (fp4 has no inf/NaN).

Stores: codes with one buffer_store_{short,dword} per lane and atom (layout `code_bytes`, checked against
c_store composed with the element packing), e8m0 bytes from lane group g = 0 only (EXEC = lanes 0..15) in
the stage-2 read layout, the scale format fact flygen.isa.mx_scales (equal to the host's
flygen.ref.gemm_preshuffle.mx_kernel_scales, tests/test_moe_mx.py). That layout's filler
bytes (stage-2 k-tiles with fewer than 4 MFMA steps per scale dword) are never read and not written.
The e8m0 register of (m-atom i, block jb) is the store layout's value index (`scale_regs`, colexicographic);
`check_scale_store` proves at plan time, for every storing lane, workgroup column and store, that the byte
written is where the scale format puts the scale that register holds.
"""
from __future__ import annotations

import struct

import numpy as np

from flygen.errors import PlanError
from flygen.isa.dtypes import bits_of, emax as emax_of, max_finite
from flygen.isa.mx_scales import mx_scale_bytes, mx_scale_row_bytes
from flygen.layout import Layout
from flygen.layout.checked import composition
from flygen.layout.layout import evaluate, table
from flygen.plan import preshuffle_layouts as PL
from flygen.plan.epilogue.stores import EXEC_ALL, buffer_store
from flygen.plan.items import Comment, hazard_nops, instr

CVT = {"fp4": "v_cvt_scalef32_pk_fp4_f32", "fp8": "v_cvt_scalef32_pk_fp8_f32"}
STORE = {2: "buffer_store_short", 4: "buffer_store_dword"}
SCALE_LANES = 16               # lanes l % 64 < 16 store the e8m0 bytes (EXEC); the other groups hold copies


def _tv_table(lay, threads: int, nvals: int) -> np.ndarray:
    """[t, v] -> lay(t, v) of a (thread, value) layout: the outer sum of its two modes' tables (one numpy op per
    mode; evaluating it element by element took 18 s for a 256 x 256 tile at inter 512, a fuzzer HANG)."""
    if isinstance(lay, Layout) and len(lay) == 2:
        return table(lay[0], threads)[:, None] + table(lay[1], nvals)[None, :]
    return np.array([[lay(t, v) for v in range(nvals)] for t in range(threads)], np.int64)


def block_groups(atom, n: int, tile_n: int, tile_m: int, waves: int) -> np.ndarray:
    """Key (row * (n/32) + column block) of every (thread, (r, i, j)) accumulator value, checked to group as
    the module docstring says: xor-16/32 lane partners and n-atom pairs share a key, each key 32 times."""
    lay = PL.c_store(atom, n, tile_n, tile_m, waves, 1, n)            # element index col + n * row
    nv = 4 * (tile_m // 16) * (tile_n // waves // 16)
    el = _tv_table(lay, 64 * waves, nv)
    key = (el // n) * (n // 32) + (el % n) // 32
    t = np.arange(64 * waves)
    nm = tile_m // 16
    j = np.arange(nv) // (4 * nm)
    pair = np.arange(nv) + np.where(j % 2 == 0, 4 * nm, -4 * nm)       # same (r, i), other n-atom of the pair
    ok = all(np.array_equal(key, key[t ^ x]) for x in (16, 32)) and np.array_equal(key, key[:, pair])
    ok = ok and (np.unique(key, return_counts=True)[1] == 32).all()
    if not ok:
        raise PlanError("MX intermediate: a row's 32-column block is not held by lanes l^16, l^32 of one wave")
    return key


def code_bytes(atom, n: int, tile_n: int, tile_m: int, waves: int, fmt: str) -> Layout:
    """(thread, (byte, m-atom, n-atom)) -> byte of the packed MX intermediate [rows, n * bits / 8]: the c_store
    thread/value strides scaled to bytes; checked against c_store's element of each (r, i, j) (fp4: byte r // 2,
    nibble r % 2 = the low nibble holds the even column, as flygen.ref.mx.pack_fp4)."""
    bits, wn = bits_of(fmt), tile_n // waves
    row = n * bits // 8
    nb, nm, nn = 4 * bits // 8, tile_m // 16, wn // 16
    lay = Layout(((16, 4, waves), (nb, nm, nn)), ((row, 4 * bits // 8, wn * bits // 8), (1, 16 * row, 16 * bits // 8)))
    nv = 4 * nm * nn
    e = _tv_table(PL.c_store(atom, n, tile_n, tile_m, waves, 1, n), 64 * waves, nv)      # [t, v] elements
    v = np.arange(nv)
    r, i, j = v % 4, (v // 4) % nm, v // (4 * nm)
    got = _tv_table(lay, 64 * waves, nb * nm * nn)[:, r * bits // 8 + nb * (i + nm * j)]
    col, rw = e % n, e // n
    bad = (got != rw * row + col * bits // 8) | ((col * bits) % 8 != ((r * bits) % 8)[None, :])
    if bad.any():
        t, v = map(int, np.argwhere(bad)[0])
        raise PlanError(f"MX intermediate store: value {v} of thread {t} is not where the store puts it")
    return lay


def scale_store(n: int, tile_n: int, tile_m: int, waves: int, tile_k2: int) -> Layout:
    """((thread, wg_n), (m-atom, block of the wave)) -> e8m0 byte: lane l % 16 -> row, lane group -> nothing
    (all four lanes hold the same amax), wave -> wn / 32 blocks, workgroup -> tile_n / 32 blocks."""
    q, wn = n // 32, tile_n // waves
    tv = Layout(((16, 4, waves, n // tile_n), (tile_m // 16, wn // 32)), ((q, 0, wn // 32, tile_n // 32), (16 * q, 1)))
    try:
        return composition(mx_scale_bytes(n, tile_m, tile_k2), tv)
    except Exception as e:  # the layout algebra's divisibility conditions
        raise PlanError(f"MX intermediate scales: tile_n {tile_n} blocks do not compose with inter_tile_k "
                        f"{tile_k2}'s scale layout ({e})") from None


def scale_regs(tile_m: int, wn: int) -> Layout:
    """(m-atom i, block jb of the wave) -> e8m0 register = value index of `scale_store`, whose value modes
    (m-atom, block) flatten colexicographically: i + nm * jb, not row-major i * nbw + jb (that order put the
    scales of block 1 of row r at block 0 of row r + 16 once tile_m >= 32 and tile_n = 256)."""
    return Layout((tile_m // 16, wn // 32))


def check_scale_store(sst: Layout, indices, key: np.ndarray, row_bytes: int, n: int, tile_n: int,
                      tile_m: int, waves: int, tile_k2: int) -> None:
    """Plan-time proof of the e8m0 stores: for every storing lane (l % 64 < SCALE_LANES of every wave), every
    workgroup column and every store (value index x of `sst`, writing register x of v_e8m0), the byte written
    is where the scale format (flygen.isa.mx_scales) puts the scale that register holds. Register scale_regs(i, jb) holds the amax
    of accumulator value (r 0, m-atom i, n-atom 2 jb), whose (row, 32-column block) is `key` (block_groups,
    from c_store). Rows are local to the M-block (the soffset adds first row x row_bytes, which must be the
    format's row length), and every (row, block) of the workgroup is written exactly once."""
    nq, wn = n // 32, tile_n // waves
    nm, nbw = tile_m // 16, wn // 32
    fact = mx_scale_bytes(n, 1, tile_k2)
    pos, ref_row = np.array([fact(q, 0) for q in range(nq)]), mx_scale_row_bytes(n, tile_k2)
    if row_bytes != ref_row:
        raise PlanError(f"MX intermediate scales: row stride {row_bytes} B, the scale format's rows are {ref_row} B")
    reg = scale_regs(tile_m, wn)
    held = {reg(i, jb): (i, jb) for i in range(nm) for jb in range(nbw)}
    if sorted(indices) != sorted(held):
        raise PlanError("MX intermediate scales: the stores do not cover the e8m0 registers once each")
    t = (np.arange(waves)[:, None] * 64 + np.arange(SCALE_LANES)[None, :]).reshape(-1)
    nwg, xs = n // tile_n, np.array(sorted(indices))
    ij = np.array([held[int(x)] for x in xs])                                  # (i, jb) held by register x
    k = key[t[None, :], 4 * (ij[:, 0] + nm * 2 * ij[:, 1])[:, None]]          # [store, lane] row * nq + block
    wg = np.arange(nwg)[:, None, None]
    want = (k // nq) * row_bytes + pos[wg * (tile_n // 32) + k % nq]         # [wg, store, lane]
    got = evaluate(sst, t[None, None, :] + 64 * waves * wg + 64 * waves * nwg * xs[None, :, None])
    if not np.array_equal(got, want):
        w, x, lane = (int(a[0]) for a in np.nonzero(got != want))
        i, jb = held[int(xs[x])]
        raise PlanError(f"MX intermediate scales: thread {t[lane]} of workgroup column {w} stores the scale of "
                        f"m-atom {i}, block {jb} at byte {got[w, x, lane]}; the scale format has it at "
                        f"{want[w, x, lane]}")
    full = np.sort((np.arange(tile_m)[:, None] * row_bytes + pos[None, :]).reshape(-1))
    if not np.array_equal(np.sort(want.reshape(-1)), full):
        raise PlanError("MX intermediate scales: the workgroups do not write every scale of their rows once")


def f32_bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def epilogue(fmt: str, atom, n: int, tile_n: int, tile_m: int, waves: int, tile_k2: int, ra, acc, rs, so,
             src, tmp, bases, access, silu_lines, offset_max: int, row_scale=None):
    """(prologue lines, per-block epilogue item lists, final scale-store items, layout notes). `row_scale(i)`:
    the VGPR of m-atom i's f32 row scale, multiplied into gate and up once before silu (None: no row scale)."""
    bits, wn = bits_of(fmt), tile_n // waves
    nm, nn, nbw = tile_m // 16, wn // 16, wn // 32
    key = block_groups(atom, n, tile_n, tile_m, waves)
    codes = code_bytes(atom, n, tile_n, tile_m, waves, fmt)
    nb = 4 * bits // 8
    acc_c = access(codes, {"tid": 64 * waves}, nb, offset_max, bases("v_cb"), src, tmp, "MX intermediate store")
    v_wgn = ra.v("v_wg_n", note="workgroup id x (scale-store address)")
    sst = scale_store(n, tile_n, tile_m, waves, tile_k2)
    reg = scale_regs(tile_m, wn)
    acc_s = access(sst, {"tid": 64 * waves, "wgn": n // tile_n}, 1, offset_max, bases("v_sb"),
                   {**src, "wgn": str(v_wgn)}, tmp, "MX intermediate e8m0 store")
    check_scale_store(sst, [x.index for x in acc_s.items], key, mx_scale_row_bytes(n, tile_k2), n, tile_n,
                      tile_m, waves, tile_k2)
    prologue = [f"v_mov_b32 {v_wgn}, s[s_wg_n]"] + list(acc_c.code) + list(acc_s.code)

    v_x, v_y = ra.v("v_x", 8, note="silu(gate) * up of one 32-column block (f32)"), ra.v("v_up", 8, note="up")
    v_u, v_a, v_t = ra.v("v_u", note="silu temporary"), ra.v("v_amax"), ra.v("v_swap", note="permlane partner")
    v_sc, v_pk = ra.v("v_scale_f32", note="X << 23"), ra.v("v_pk", note="packed codes of one atom")
    v_e = ra.v("v_e8m0", nm * nbw, note="e8m0 scale byte per (m-atom, block)")
    v_lim = ra.v("v_lim", note="fp8 clamp 448 * 2^(X-127)") if fmt == "fp8" else None
    emax = emax_of(fmt)
    by_ij = {x.index: x for x in acc_c.items}        # access index = i + nm * j (value order (byte, i, j))
    blocks = []
    for i in range(nm):
        for jb in range(nbw):
            e = v_e.at(reg(i, jb))
            lines = [Comment(f"m-atom {i}, 32-column block {jb} (n-atoms {2 * jb}, {2 * jb + 1}): silu(gate) * up")]
            for h, (jj, r) in enumerate((jj, r) for jj in (2 * jb, 2 * jb + 1) for r in range(4)):
                lines += [instr("v_accvgpr_read_b32", v_x.at(h), acc["gate"].at(4 * (i * nn + jj) + r)),
                          instr("v_accvgpr_read_b32", v_y.at(h), acc["up"].at(4 * (i * nn + jj) + r))]
            if row_scale is not None:
                lines += [instr("v_mul_f32", v.at(h), row_scale(i), v.at(h)) for v in (v_x, v_y) for h in range(8)]
            for h in range(8):
                lines += silu_lines(v_x.at(h), str(v_u)) + [instr("v_mul_f32", v_x.at(h), v_x.at(h), v_y.at(h))]
            lines.append(Comment("amax: 8 values of the lane, then lanes l^32, l^16 (block_groups)"))
            lines.append(instr("v_max_f32", v_a, f"|{v_x.at(0)}|", f"|{v_x.at(1)}|"))
            lines += [instr("v_max_f32", v_a, v_a, f"|{v_x.at(h)}|") for h in range(2, 8)]
            for sw in (32, 16):
                lines += [instr("v_mov_b32", v_t, v_a), *hazard_nops("valu_vgpr_permlane"),
                          instr(f"v_permlane{sw}_swap_b32", v_a, v_t), instr("v_max_f32", v_a, v_a, v_t)]
            lines += [Comment(f"e8m0 X = max(exponent(amax) - {emax}, 0) (OCP: floor(log2 amax) - emax_elem + 127)"),
                      instr("v_lshrrev_b32", e, 23, v_a), instr("v_subrev_u32", e, emax, e), instr("v_max_i32", e, 0, e),
                      instr("v_lshlrev_b32", v_sc, 23, e)]
            if v_lim is not None:
                c = f32_bits(max_finite(fmt)) - (127 << 23)
                lines += [instr("v_add_u32", v_lim, hex(c), v_sc, note="bits of 448 * 2^(X-127)")]
                lines += [instr("v_med3_f32", v_x.at(h), v_x.at(h), f"-{v_lim}", v_lim) for h in range(8)]
            for h2, jj in enumerate((2 * jb, 2 * jb + 1)):
                x = by_ij[i + nm * jj]
                for p in range(2):
                    a, b = v_x.at(4 * h2 + 2 * p), v_x.at(4 * h2 + 2 * p + 1)
                    sel = f"op_sel:[0,0,{p},0]" if fmt == "fp4" else f"op_sel:[0,0,0,{p}]"
                    lines.append(instr(CVT[fmt], v_pk, a, b, v_sc, mods=(sel,)))
                lines.append(buffer_store(STORE[nb], v_pk, x.base, rs["out"], x.imm, so["out"]))
            blocks.append(lines)
    final = [Comment("e8m0 bytes: lane group 0 only (the four lanes of a row hold the same scale)"),
             instr("s_mov_b32", "exec_hi", 0), instr("s_mov_b32", "exec_lo", hex((1 << SCALE_LANES) - 1))]
    final += [buffer_store("buffer_store_byte", v_e.at(x.index), x.base, rs["out_scale"], x.imm, so["out_scale"])
              for x in acc_s.items]
    final.append(EXEC_ALL)
    notes = [f"MX intermediate codes {codes}", f"MX intermediate e8m0 {sst}"]
    return prologue, blocks, final, notes
