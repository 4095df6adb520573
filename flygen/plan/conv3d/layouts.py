"""The implicit-GEMM view of conv3d as layouts (bytes), and the facts the planner derives from them.

  gA = ((Wo, Ho, Do, N), (Cp, S, R, T)) : ((sw Cb, sh WCb, st HWCb, DHWCb), (1, dw Cb, dh WCb, dt HWCb))
       offset -(pt HWCb + ph WCb + pw Cb)
A row m (output pixel, NDHWC order) times padded K byte kb (tap-major: (t, r, s, c) like the KTRSC weight row)
-> byte offset of x. Each tap's channel run is padded from Cb = C esize to Cp = ceil(Cb / 128) 128 bytes in
the GEMM's K, so a 128-byte K tile holds channels of exactly one tap; chunks at channel byte >= Cb (the
"channel tail", only in a tap's last tile) must read nothing, in x and in w (`Tap.tail`, `channel_tail`).
The pixel mode is evaluated at run time per lane (mixed-radix digits of m through flygen.layout.divmod); the
tap mode is compile-time per K tile.
Per-axis coordinate layouts (same shapes, strides in elements of that axis) give the input coordinate
di = do*st - pt + t*dt etc., whose range decides zero padding.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.errors import PlanError
from flygen.layout import Layout
from flygen.isa.dtypes import bytes_of
from flygen.spec.conv3d import CHUNK_BYTES, TILE_BYTES, out_shape

SENTINEL = 0x80000000          # voffset of a padding lane: always >= num_records (<= 2^31)
RECORDS_CAP = 0x80000000


@dataclass(frozen=True)
class Geometry:
    n: int
    dims: tuple                # (D, H, W)
    c: int
    k: int
    filt: tuple                # (T, R, S)
    stride: tuple
    pad: tuple
    dil: tuple
    out: tuple                 # (Do, Ho, Wo)
    esize: int

    @property
    def cb(self) -> int:       # channel bytes of one pixel
        return self.c * self.esize

    @property
    def packed(self) -> bool:  # the packed small-C path: Cb not a multiple of 16 (flygen.spec.conv3d.packed)
        return self.cb % CHUNK_BYTES != 0

    @property
    def cp(self) -> int:       # channel bytes of one tap in the GEMM's K: padded to whole 128-byte K tiles
        if self.packed:        # (packed: not padded, taps follow each other densely)
            return self.cb
        return -(-self.cb // TILE_BYTES) * TILE_BYTES

    @property
    def taps(self) -> int:
        return self.filt[0] * self.filt[1] * self.filt[2]

    @property
    def pitches(self) -> tuple:  # bytes per step of (d, h, w)
        d, h, w = self.dims
        return (h * w * self.cb, w * self.cb, self.cb)

    @property
    def m(self) -> int:
        return self.n * self.out[0] * self.out[1] * self.out[2]

    @property
    def kgemm_bytes(self) -> int:  # the GEMM's K in bytes (channel-padded taps; packed: dense, padded at the end)
        if self.packed:
            return -(-self.taps * self.cb // TILE_BYTES) * TILE_BYTES
        return self.taps * self.cp

    def w_row_bytes(self, preshuffled: bool) -> int:
        """Bytes of one w row in memory: [K, T*R*S*C] row-major, or the preshuffle of the padded [K, T*R*S*Cp]."""
        return self.taps * (self.cp if preshuffled else self.cb)

    @property
    def k_tiles(self) -> int:
        return self.kgemm_bytes // TILE_BYTES

    @property
    def total_bytes(self) -> int:
        return self.n * self.dims[0] * self.pitches[0]


def geometry(p: dict) -> Geometry:
    return Geometry(p["n"], (p["d"], p["h"], p["w"]), p["c"], p["k"], (p["t"], p["r"], p["s"]),
                    tuple(p["stride"]), tuple(p["padding"]), tuple(p["dilation"]), out_shape(p), bytes_of(p["dtype"]))


def pixel_shape(g: Geometry) -> tuple:
    do, ho, wo = g.out
    return (wo, ho, do, g.n)


def gA(g: Geometry) -> tuple[Layout, int]:
    """(layout, offset): x byte offset of A(m, kb) = layout(m, kb) + offset (offset <= 0: padding origin)."""
    pd, ph, pw = g.pitches
    (t, r, s), (sd, sh, sw), (dd, dh, dw) = g.filt, g.stride, g.dil
    lay = Layout((pixel_shape(g), (g.cp, s, r, t)),
                 ((sw * pw, sh * ph, sd * pd, g.dims[0] * pd), (1, dw * pw, dh * ph, dd * pd)))
    return lay, -(g.pad[0] * pd + g.pad[1] * ph + g.pad[2] * pw)


def axis_coord(g: Geometry, axis: int) -> Layout:
    """Input coordinate along axis (0 d, 1 h, 2 w) before padding: pixel mode o*st, tap mode f*dl."""
    pix = [0, 0, 0, 0]
    pix[2 - axis] = g.stride[axis]              # pixel shape is (Wo, Ho, Do, N)
    tap = [0, 0, 0, 0]
    tap[3 - axis] = g.dil[axis]                 # tap shape is (Cp, S, R, T)
    return Layout((pixel_shape(g), (g.cp, g.filt[2], g.filt[1], g.filt[0])), (tuple(pix), tuple(tap)))


def channel_tail(g: Geometry) -> int:
    """Channel bytes in a tap's last K tile when that tile is partial (Cb mod 128), else 0 (no tail code).

    A lane's 16-byte chunk at byte j of such a tile is real iff j < channel_tail: C is a multiple of 16 B,
    so a chunk never straddles the end of a tap's channels. Packed path: the K tail, (T*R*S*Cb) mod 128 bytes
    of the last K tile are real (0: every tile full)."""
    if g.packed:
        return g.taps * g.cb % TILE_BYTES
    return g.cb % TILE_BYTES


def w_kmode(g: Geometry, preshuffled: bool) -> Layout:
    """Padded K byte -> byte along w's K dimension (the column of its [K, Kbytes] matrix).

    Row-major w is unpadded [K, T*R*S*C]: (Cp, taps) : (1, Cb) -- bytes >= Cb of a tap's run land in the next
    tap, which the channel-tail select keeps from being read. Preshuffled w is the preshuffle of the
    channel-padded [K, T*R*S*Cp] (flygen.ref.conv3d.pad_taps), so K bytes map one to one."""
    if preshuffled or g.packed:         # packed: row-major [K, T*R*S*C] is the dense K itself
        return Layout(g.kgemm_bytes, 1)
    return Layout((g.cp, g.taps), (1, g.cb))


@dataclass(frozen=True)
class Tap:
    """One K tile: its byte offset in gA's tap mode, per-axis tap coordinate, and the validity mask bits."""

    kt: int
    offset: int                # tap mode of gA at kb = 128 kt (bytes)
    coords: tuple              # (t*dt, r*dh, s*dw)
    mask: int                  # packed validity bits that must all be set (0: never padding)
    note: str
    tail: bool = False         # the tile holds a tap's channel tail: chunks >= channel_tail(g) read nothing


def checked_taps(g: Geometry) -> tuple:
    """Per axis, the tap coordinates f*dl that some output reaches outside [0, size): ((axis, coord, bit), ...)."""
    out, bit = [], 0
    for a in range(3):
        lo, hi = -g.pad[a], (g.out[a] - 1) * g.stride[a] - g.pad[a]
        for f in range(g.filt[a]):
            c = f * g.dil[a]
            if lo + c < 0 or hi + c >= g.dims[a]:
                out.append((a, c, bit))
                bit += 1
    if bit > 32:
        raise PlanError(f"t/r/s: {bit} filter taps can fall into padding; at most 32 fit the validity mask")
    return tuple(out)


def tap_loop_checks(g: Geometry) -> tuple:
    """Validity bits of the tap loop (k_loop: taps): every tap coordinate f*dl of each axis that has a checked
    one gets a bit, consecutive per axis from the axis' base bit, so the current tap's mask is
    (1 << (base_d + t)) | (1 << (base_h + r)) | (1 << (base_w + s)) computed in SGPRs from the tap counters.
    Returns (((axis, coord, bit), ...), {axis: base bit})."""
    axes = sorted({a for a, _, _ in checked_taps(g)})
    out, base, bit = [], {}, 0
    for a in axes:
        base[a] = bit
        for f in range(g.filt[a]):
            out.append((a, f * g.dil[a], bit))
            bit += 1
    if bit > 32:
        raise PlanError(f"t/r/s: the tap loop needs {bit} validity bits (every tap of the padded axes); at most 32")
    return tuple(out), base


def taps(g: Geometry) -> tuple:
    if g.packed:                        # lane-dependent taps: the per-lane digits are run time (pack_fold)
        last = g.taps * g.cb
        return tuple(Tap(kt, 0, (), 0, f"K bytes {TILE_BYTES * kt}..{min(last, TILE_BYTES * (kt + 1)) - 1} of "
                         f"the dense (c, s, r, t) run (taps {TILE_BYTES * kt // g.cb}..{min(last - 1, TILE_BYTES * kt + 127) // g.cb})",
                         TILE_BYTES * (kt + 1) > last)
                     for kt in range(g.k_tiles))
    lay, _ = gA(g)
    tap_mode = lay[1]
    coord = [axis_coord(g, a)[1] for a in range(3)]
    bits = {(a, c): b for a, c, b in checked_taps(g)}
    out = []
    for kt in range(g.k_tiles):
        kb = TILE_BYTES * kt
        cs = tuple(int(coord[a](kb)) for a in range(3))
        mask = sum(1 << bits[(a, cs[a])] for a in range(3) if (a, cs[a]) in bits)
        j = kb % g.cp                            # channel byte of the tile's start within its tap
        out.append(Tap(kt, int(tap_mode(kb)), cs, mask,
                       f"tap (t,r,s)=({cs[0] // g.dil[0]},{cs[1] // g.dil[1]},{cs[2] // g.dil[2]}) "
                       f"channels {j // g.esize}..", j + TILE_BYTES > g.cb))
    return tuple(out)


def tile_windows(g: Geometry, bm: int) -> dict:
    """Per M tile, the input slices (n*D + di) its valid reads can touch, from the first and last pixel.

    qb = n0*D + clamp(do0*st - pt, 0, D) is the slice the tile's V# is rebased to (no valid read lies below
    it); q_hi bounds the last slice read: the last pixel's last tap, or (if the tile spans images) the last
    slice of the image before the last one. Rows >= M (ragged tile) are counted too (their reads fall beyond the
    tensor end, hence out of range). Returns numpy arrays over tiles and the largest window in bytes."""
    do_, ho, wo = g.out
    tiles = -(-g.m // bm)
    m0 = np.arange(tiles, dtype=np.int64) * bm
    m1 = m0 + bm - 1
    g0, g1 = m0 // (ho * wo), m1 // (ho * wo)
    n0, d0 = g0 // do_, g0 % do_
    n1, d1 = g1 // do_, g1 % do_
    D = g.dims[0]
    qb = n0 * D + np.clip(d0 * g.stride[0] - g.pad[0], 0, D)
    q_hi = n1 * D + np.minimum(D - 1, d1 * g.stride[0] - g.pad[0] + (g.filt[0] - 1) * g.dil[0])
    q_hi = np.where(n1 > n0, np.maximum(q_hi, n1 * D - 1), q_hi)   # earlier images may reach their last slice
    window = (np.maximum(q_hi - qb, 0) + 1) * g.pitches[0]
    return {"qb": qb, "q_hi": q_hi, "window": window, "max_window": int(window.max())}


Y_BYTES = 2                    # y is bf16


def y_layout(g: Geometry, order: str) -> Layout:
    """(pixel m, output channel k) -> y byte (bf16), over the whole output.

    ndhwc: (M, K) : (2K, 2)                  a pixel's K channels contiguous (row-major C of the GEMM)
    ncdhw: ((P, N), K) : ((2, 2KP), 2P)      P = Do*Ho*Wo: for a fixed channel an image's pixels are
                                             contiguous, images K*P elements apart (PyTorch NCDHW)"""
    if order == "ncdhw":
        P = g.out[0] * g.out[1] * g.out[2]
        return Layout(((P, g.n), g.k), ((Y_BYTES, Y_BYTES * g.k * P), Y_BYTES * P))
    return Layout((g.m, g.k), (Y_BYTES * g.k, Y_BYTES))


def store_rows(yl: Layout, widths=(4, 2, 1)) -> int:
    """Rows per store along M: the widest w whose w-aligned runs of w consecutive rows are one contiguous
    w * 2-byte vector in y (the M mode of yl, logically divided by w, has the first mode w : 2). In NCDHW that
    needs w | P (a run never crosses an image); in NDHWC no w > 1 qualifies (rows are 2K bytes apart)."""
    from flygen.errors import LayoutError
    from flygen.layout.checked import logical_divide
    from flygen.layout.layout import coalesce
    for w in widths:
        if w == 1:
            return 1
        try:
            first = coalesce(logical_divide(yl[0], Layout(w))[0])
        except LayoutError:
            continue
        if first == Layout(w, Y_BYTES):
            return w
    return 1


def y_windows(g: Geometry, bm: int) -> dict:
    """NCDHW y, per M tile: the first image n0 = m0 // P (the y V# is rebased to it) and the bytes from there
    to the end of the last image any of the tile's rows (ragged ones included) falls in."""
    P = g.out[0] * g.out[1] * g.out[2]
    tiles = -(-g.m // bm)
    m0 = np.arange(tiles, dtype=np.int64) * bm
    n0, n1 = m0 // P, (m0 + bm - 1) // P
    window = (n1 - n0 + 1) * Y_BYTES * g.k * P
    return {"n0": n0, "window": window, "max_window": int(window.max())}

def pack_fold(g: Geometry) -> tuple:
    """Packed path: gA's K mode (Cb, S, R, T) : (1, sS, sR, sT) evaluated at a run-time K byte u without its
    remainders. With q1 = u / Cb, q2 = q1 / S, q3 = q2 / R (digits c = u - Cb q1, s = q1 - S q2, r = q2 - R q3,
    t = q3): offset = u + q1 (sS - Cb) + q2 (sR - S sS) + q3 (sT - R sR). Returns ((divisor, fold stride), ...)
    for q1, q2, q3 (strides mod 2^32; the sum wraps back to the layout's value)."""
    shape, stride = gA(g)[0][1].shape, gA(g)[0][1].stride
    out, prev_n, prev_s = [], 1, 1
    for n, st in zip(shape[:3], stride[1:]):
        out.append((n, (st - n * prev_s) & 0xFFFFFFFF))
        prev_n, prev_s = n, st
    return tuple(out)


def pack_offsets(g: Geometry, u: np.ndarray) -> np.ndarray:
    """Host mirror of the kernel's per-lane K offset (pack_fold) at K bytes u (any, also the K tail u >= T*R*S*Cb),
    u32 arithmetic as the VALU does it."""
    u = np.asarray(u, dtype=np.uint64)
    acc, q = u.copy(), u.copy()
    for n, st in pack_fold(g):
        q = q // np.uint64(n)
        acc = (acc + q * np.uint64(st)) & np.uint64(0xFFFFFFFF)
    return acc.astype(np.int64)


def pack_digits(g: Geometry, u: np.ndarray) -> tuple:
    """(c byte, s, r, t) of K bytes u: the mixed-radix digits of gA's K mode shape (Cb, S, R, T)."""
    u = np.asarray(u, dtype=np.int64)
    q1, q2 = u // g.cb, u // (g.cb * g.filt[2])
    q3 = q2 // g.filt[1]
    return u - g.cb * q1, q1 - g.filt[2] * q2, q2 - g.filt[1] * q3, q3
