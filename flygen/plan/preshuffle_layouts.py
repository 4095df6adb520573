"""The layouts of the preshuffle GEMM, in bytes. Every address the kernel uses is one of these evaluated.

Coordinates: A is M x K row-major, B is K x N but stored pre-shuffled, C is M x N row-major.
The MFMA runs with swapped operands (D^T = B^T A^T): its A operand is a B fragment (rows = n), its B operand
an A fragment (columns = m), so each lane's four accumulators are four consecutive n of one row m of C and
the epilogue stores 4 x out_dtype per lane and atom with one buffer_store.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.errors import PlanError
from flygen.isa.mfma import MfmaAtom, lane_map, operand_bits
from flygen.layout import Layout, Swizzle, make_composed_layout
from flygen.layout.checked import composition


@dataclass(frozen=True)
class ByteRuns:
    """A lane's operand bytes in K: `runs` runs of `length` contiguous bytes; run h starts at
    g*group_stride + h*run_stride bytes of the atom's K (g = lane // 16, the lane's K group)."""

    length: int
    runs: int
    group_stride: int
    run_stride: int
    atom_k_bytes: int


def byte_runs(atom: MfmaAtom, operand: str) -> ByteRuns:
    """Derive the byte runs of operand "a" or "b" from the atom's lane map, and check them exhaustively:
    every value's K byte (and bit within the byte) must be where the runs put its register bits."""
    bits, nv = operand_bits(atom, operand)
    k = lane_map(atom, operand)[:, :, 1]                      # [64, nv] K index of each (lane, value)
    nbytes = nv * bits // 8
    b = np.arange(nbytes)
    v_of = 8 * b // bits                                      # value that starts at or covers stream byte b
    kbyte = (k[:, v_of] * bits + 8 * b - v_of * bits) // 8    # [64, nbytes] K byte of each stream byte
    first = kbyte[0]
    group_stride = int(kbyte[16, 0] - kbyte[0, 0])
    breaks = [i for i in range(1, nbytes) if first[i] != first[i - 1] + 1]
    length = breaks[0] if breaks else nbytes
    runs = nbytes // length
    run_stride = int(first[length] - first[0]) if runs > 1 else 0
    r = ByteRuns(length, runs, group_stride, run_stride, atom.k * bits // 8)
    want = ((np.arange(64) // 16 % 4) * group_stride)[:, None] + (b // length * run_stride + b % length)[None, :]
    same_bit = np.array_equal(k * bits % 8, np.broadcast_to(np.arange(nv) * bits % 8, k.shape))
    if not (np.array_equal(kbyte, want) and same_bit and nbytes % length == 0):
        raise PlanError(f"{atom.mnemonic} operand {operand}: lane bytes are not contiguous runs in K")
    return r


def b_preshuffle(n: int, k_bytes: int) -> Layout:
    """B's preshuffled byte layout over (n, k_byte): bytes [N/16][K_bytes/16][16 n-lanes][16 B].

    In elements this is ((16, N/16), (kp, 4, k0)) : ((kp, k0*64*kp), (1, 16*kp, 64*kp)) with kp = 16 for
    8-bit and 8 for 16-bit, k0 = K_bytes/64 -- the same function with byte strides."""
    if n % 16 or k_bytes % 64:
        raise PlanError(f"B preshuffle needs N % 16 == 0 and K bytes % 64 == 0 (N={n}, K bytes={k_bytes})")
    return Layout(((16, n // 16), (16, 4, k_bytes // 64)), ((16, k_bytes * 16), (1, 256, 1024)))


def _check_parts(name: str, full, fixed: Layout, per: Layout, coords, tile_bytes: int) -> None:
    """fixed + Kbytes x per == full(Kbytes) on `coords` at Kbytes = 1, 3 and 16 k-tiles (the run-time split is the
    layout)."""
    for kb in (tile_bytes, 3 * tile_bytes, 16 * tile_bytes):
        lay = full(kb)
        bad = [c for c in coords if lay(*c) != fixed(*c) + kb * per(*c)]
        if bad:
            raise PlanError(f"internal: {name} != fixed + Kbytes x per_kbyte at Kbytes = {kb}, coordinate {bad[0]}")


def b_preshuffle_parts(n: int, tile_k_bytes: int) -> tuple[Layout, Layout]:
    """`b_preshuffle` over one k-tile's bytes (k < tile_k_bytes) with its run-time stride, the 16-column block
    pitch 16 Kbytes, taken out (K: runtime): b_preshuffle(n, Kbytes) = fixed + Kbytes x per_kbyte there."""
    shape = ((16, n // 16), (16, 4, tile_k_bytes // 64))
    fixed, per = Layout(shape, ((16, 0), (1, 256, 1024))), Layout(shape, ((0, 16), (0, 0, 0)))
    coords = [(c, k) for c in sorted({*range(min(n, 40)), n - 1}) for k in sorted({*range(0, tile_k_bytes, 16),
                                                                                 tile_k_bytes - 1})]
    _check_parts("B preshuffle", lambda kb: b_preshuffle(n, kb), fixed, per, coords, tile_k_bytes)
    return fixed, per


def a_global_parts(tile_m: int, row_bytes: int) -> tuple[Layout, Layout]:
    """`a_global` with its run-time row pitch taken out (K: runtime): a_global(.., Kbytes) = fixed + Kbytes x per."""
    fixed, per = Layout((row_bytes, tile_m), (1, 0)), Layout((row_bytes, tile_m), (0, 1))
    coords = [(x,) for x in sorted({*range(0, row_bytes * tile_m, max(1, row_bytes // 4)), row_bytes * tile_m - 1})]
    _check_parts("A global", lambda kb: a_global(tile_m, row_bytes, kb), fixed, per, coords, row_bytes)
    return fixed, per


def a_global(tile_m: int, row_bytes: int, k_bytes: int) -> Layout:
    """A tile index x = m*R + kb (R = tile row bytes) -> byte offset m*K_bytes + kb in global A."""
    return Layout((row_bytes, tile_m), (1, k_bytes))


def a_swizzle(row_bytes: int) -> Swizzle:
    """XOR the 16-byte chunk index with the row (mod 8) so 16 lanes reading one K chunk of 16 rows hit
    different banks; identity for rows that are not a power of two (fp6: 96 B)."""
    r = row_bytes.bit_length() - 1
    if row_bytes & (row_bytes - 1) or r < 5:
        return Swizzle(0, 4, 0)
    s = r - 4
    return Swizzle(min(3, s), 4, s)


def a_copy(tile_m: int, row_bytes: int, threads: int) -> Layout:
    """(thread, (byte, value)) -> A tile index of the bytes of the thread's 16-byte chunks.

    Power-of-two rows: chunk-fast, thread t value v -> 16t + 16*threads*v (coalesced; LDS-DMA friendly).
    96-byte rows (fp6, tile_k 128): lane -> row, wave bits -> chunk pairs, values -> the 3 pairs and 128-row blocks."""
    tile_bytes = tile_m * row_bytes
    if row_bytes & (row_bytes - 1) == 0:
        nv = tile_bytes // (16 * threads)
        return Layout((threads, (16, nv)), (16, (1, 16 * threads)))
    if row_bytes == 96 and threads == 256 and tile_m % 128 == 0:
        return Layout(((64, 2, 2), (16, 3, tile_m // 128)), ((96, 16, 64 * 96), (1, 32, 128 * 96)))
    # other rows (fp6/bf6: 96 B at tile_m 64, 192 B at tile_k 256): lane -> row, wave -> piece mod W,
    # values -> piece // W and 64-row blocks; pieces of 16 B when W of them divide a row, else 8 B
    waves = threads // 64
    for piece in (16, 8):
        if row_bytes % (piece * waves) == 0 and threads % 64 == 0 and tile_m % 64 == 0:
            per = row_bytes // (piece * waves)
            return Layout(((64, waves), (piece, per, tile_m // 64)),
                          ((row_bytes, piece), (1, piece * waves, 64 * row_bytes)))
    raise PlanError(f"A tile rows of {row_bytes} B are not supported (power of two, or a multiple of "
                    f"{8 * threads // 64} B with tile_m a multiple of 64)")


def with_stages(p: Layout, stages: int, stage_bytes: int) -> Layout:
    """Append a stage mode (value) to a (thread, values) layout."""
    return Layout((p.shape[0], p.shape[1] + (stages,)), (p.stride[0], p.stride[1] + (stage_bytes,)))


def a_fragment(tile_m: int, row_bytes: int, runs: ByteRuns, ksteps: int, stages: int, stage_bytes: int) -> Layout:
    """(lane, (byte, run, m-atom, k-step, stage)) -> A tile index (unswizzled) + stage offset, for ds_read."""
    return Layout(((16, 4), (runs.length, runs.runs, tile_m // 16, ksteps, stages)),
                  ((row_bytes, runs.group_stride),
                   (1, max(runs.run_stride, 1), 16 * row_bytes, runs.atom_k_bytes, stage_bytes)))


def b_fragment(lb: Layout, n: int, tile_n: int, waves: int, runs: ByteRuns, ksteps: int) -> Layout:
    """(thread, (byte, run, n-atom, k-step)) -> byte offset in preshuffled B (composition with `lb`)."""
    wn = tile_n // waves
    tv = Layout(((16, 4, waves), (runs.length, runs.runs, wn // 16, ksteps)),
                ((1, n * runs.group_stride, wn), (n, n * max(runs.run_stride, 1), 16, n * runs.atom_k_bytes)))
    return composition(lb, tv)


def c_store(atom: MfmaAtom, n: int, tile_n: int, tile_m: int, waves: int, col_bytes: int, row_bytes: int,
            values: str = "rij") -> Layout:
    """(thread, values) -> byte offset of the accumulator elements in a row-major [tile_m, N] output-like
    tensor with the given column/row strides (C: out bytes / N*out bytes; scale_b: 4 / 0; scale_a: 0 / 4).
    `values` picks the value modes: r = the 4 registers (consecutive n), i = m-atom, j = n-atom.

    From the atom's C layout with swapped operands: reg r of lane l is D[4(l/16)+r][l%16] = C[m=l%16][n=4(l/16)+r]."""
    cm = lane_map(atom, "c")                          # [64, 4, (row, col)] of D = (n, m)
    if not (np.array_equal(cm[:, :, 1], np.repeat((np.arange(64) % 16)[:, None], 4, 1))
            and np.array_equal(cm[:, :, 0], (np.arange(64) // 16 * 4)[:, None] + np.arange(4)[None, :])):
        raise PlanError(f"{atom.mnemonic}: unexpected accumulator layout")
    wn = tile_n // waves
    lc = Layout((n, tile_m), (col_bytes, row_bytes))          # domain index n + N*m
    modes = {"r": (4, 1), "i": (tile_m // 16, 16 * n), "j": (wn // 16, 16)}
    vs = tuple(modes[c] for c in values)
    tv = Layout(((16, 4, waves), tuple(s for s, _ in vs)), ((n, 4, wn), tuple(d for _, d in vs)))
    return composition(lc, tv)


def mx_scale_read(rows_per_wave: int, wave_stride_rows: int, atoms: int, dwords: int, row_bytes: int,
                  waves: int) -> Layout:
    """(thread, (byte, dword, atom)) -> byte offset of e8m0 scales laid out as [rows][k-tiles][D][4 g][4 b]:
    lane l reads the dword of row l%16 (+16*atom, + wave rows) and K group g = l//16 (see ref.mx_kernel_scales)."""
    return Layout(((16, 4, waves), (4, dwords, atoms)),
                  ((row_bytes, 4, wave_stride_rows * row_bytes), (1, 16, 16 * row_bytes)))


def composed(swz: Swizzle, layout: Layout):
    return make_composed_layout(swz, 0, layout)


def block_scale_a(atom: MfmaAtom, tile_m: int, waves: int, kblocks: int, ksteps: int) -> Layout:
    """scale: block128: (thread, (k step, m-atom)) -> byte offset in f32 scale_a[rows, K/128] (row-major, rows from
    the workgroup's first): the lane's row is its accumulator row (c_store: m = l % 16 + 16 i), k step s of a
    k-tile reads K block s (one 16x16x128 MFMA step = one 128-K block; the k-tile's first block is the soffset)."""
    c_store(atom, 16 * waves, 16 * waves, 16, waves, 4, 4)               # checks the accumulator lane map
    lc = Layout((tile_m, ksteps), (4 * kblocks, 4))                      # domain index m + tile_m s
    tv = Layout(((16, 4, waves), (ksteps, tile_m // 16)), ((1, 0, 0), (tile_m, 16)))
    return composition(lc, tv)


def block_scale_b(atom: MfmaAtom, tile_n: int, waves: int, kblocks: int, ksteps: int, block_n: int = 128) -> Layout:
    """scale: block128: (thread, (k step, n-atom)) -> byte offset in f32 scale_b[ceil(N/128), K/128] (row-major,
    from the workgroup's first 128-column block): the lane's columns 4(l/16) + r + wn w + 16 j (c_store) all lie
    in block col // 128 (a 16-column atom never straddles a 128-column block)."""
    c_store(atom, 16 * waves, 16 * waves, 16, waves, 4, 4)
    wn, cb = tile_n // waves, min(tile_n, block_n)
    lc = Layout(((cb, tile_n // cb), ksteps), ((0, 4 * kblocks), 4))     # domain index col + tile_n s
    tv = Layout(((16, 4, waves), (ksteps, wn // 16)), ((0, 4, wn), (tile_n, 16)))
    return composition(lc, tv)
