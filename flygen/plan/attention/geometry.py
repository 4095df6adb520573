"""Stage 1 of the attention planner: every number of one configuration, derived up front.

One workgroup = `waves` waves x 32 query rows of one (batch, q head); the KV sequence streams through LDS in
tiles of KV_TILE = 32 keys (the M of S^T = K Q^T on v_mfma_f32_32x32x16_{bf16,f16}). Per wave and KV tile:
S^T (32 keys x 32 rows) in 16 accumulators, online softmax on it (a lane owns one query row, 16 of its keys;
the other 16 are in lane l ^ 32), then O^T (D x 32 rows) += V^T P^T with P^T taken from the S^T registers.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.isa.dtypes import bytes_of
from flygen.isa.mfma import MfmaAtom, dense_mfma_of_shape
from flygen.plan.attention.pingpong import PingPong, check as check_pingpong, schedule as pingpong_schedule
from flygen.spec.attention import (KV_TILE, ROWS_PER_WAVE, STAGES, heads_kv, kv_splits, kv_stages, out_type, p_log2, pipeline,
                                   right_window)

# KV_TILE: keys per KV tile = the MFMA's M; ROWS_PER_WAVE: query rows per wave = the MFMA's N (the spec's, which
# kv_splits: auto counts with)
LDS_PAD = 16                 # bytes after each LDS row (row pitch 2 D + 16: the 32 lanes of a fragment read
                             # start in different banks)
DMA_BLOCK = 1024             # bytes one wave's buffer_load_dwordx4 ... lds writes: 64 lanes x 16 B at M0 + 16 lane
DMA_BLOCK_PITCH = 1088       # LDS distance of consecutive DMA blocks (pipeline dma): 1024 + 64, so that the chunk
                             # bits in the block index land 64 / 128 B apart in the banks (layouts.py)
LOG2E = 1.4426950408889634
LN2 = 0.6931471805599453
NEG_INF = 0xFF800000         # f32 -inf
NEG_MAX = 0xFF7FFFFF         # f32 -FLT_MAX: the running max of a row that has seen only masked keys
F32_MIN_NORMAL = 0x00800000  # the row-sum floor before v_rcp_f32 (a masked row: O = 0 * 2^126 = 0)


@dataclass(frozen=True)
class Geometry:
    dtype: str
    d: int                    # head_dim
    hq: int
    hkv: int
    group: int                # hq / hkv
    group_magic: int          # hkv = (h * group_magic) >> 32, exact for h < hq (0: group 1)
    causal: bool
    lse: bool
    scale: float              # softmax scale
    c_log2: int               # f32 bits of scale * log2(e) (scores in base-2 units)
    waves: int
    threads: int
    tile_q: int
    esize: int
    row_q: int                # global row pitch of Q / O (bytes): hq * d * esize
    row_kv: int               # global row pitch of K / V
    pitch: int                # LDS row pitch
    lds_k: int                # LDS byte offset of the K tile
    lds_v: int
    lds_bytes: int
    chunks: int               # 16-byte chunks of one K (or V) tile
    per_thread: int           # of them per thread
    ksteps: int               # d / 16: MFMA K steps of S^T, and Q fragments
    dblocks: int              # d / 32: O^T accumulator blocks
    atom: MfmaAtom
    win_left: int = 0         # N: key j > i + off - N (0: unbounded)
    win_right: int = 0        # M: key j < i + off + M (0: unbounded; causal = 1)
    varlen: bool = False      # cu_seqlens_q / cu_seqlens_k
    lse_row: int = 4          # LSE bytes between query rows: [b, h, s] (4) or [rows, heads] (4 hq: varlen, splits)
    splits: int = 1           # kv_splits: grid x = q tile * splits + split
    o_esize: int = 2          # bytes of an O value: the 16-bit type, or f32 partials (splits)
    row_o: int = 0            # O (or the O partials') row pitch

    out: str = "bf16"         # O's element type
    xcd: bool = False         # wg_remap xcd: grid (heads, q tiles, batch), heads blocked per XCD
    alibi: bool = False       # ALiBi: S += -(slope / scale) |i + off - j| before the max (alibi_slopes [heads_q])
    alibi_b: bool = False     # alibi_table batch_heads: slope at alibi_slopes[b alibi_stride_b + h]
    bias: bool = False        # f32 bias[b sb + h sh + (q0 + i) sq + j] added to the scaled score (S += bias / scale)
    bias_bf16: bool = False   # bias_dtype bf16: 2-byte elements, loaded into the high half of a zeroed VGPR
    sink: bool = False        # f32 sink[heads_q]: one more denominator term (the epilogue; NAME_combine with splits)
    head_descale: bool = False  # fp8 descales per head (f32 buffers) instead of per tensor
    chunk: int = 16           # bytes per lane of the global -> LDS copy (fp8 D 64: 8)
    p_shift: int | float = 0  # P = 2^(x + p_shift) = p_scale p: fp8 P is e4m3(p_scale p) (default 256: an exact
                              # shift into e4m3's range; the row sum scales alike, the LSE subtracts it)
    dma: bool = False         # pipeline dma: K / V by direct-to-LDS DMA into `stages` LDS buffers
    stages: int = 1           # LDS buffers of K / V (vgpr: 1)
    stage_bytes: int = 0      # one buffer: K tile then V tile
    blocks: int = 0           # DMA blocks (DMA_BLOCK bytes) of one K (or V) tile
    rounds: int = 0           # DMA instructions per wave per K (or V) tile
    pingpong: PingPong | None = None   # schedule pingpong: the two wave groups' barrier schedule (pingpong.py)
    kv_by_wave: bool = False  # pipeline dma with waves = 2 blocks: a wave DMAs one block of K (waves < blocks) or of
                              # V (the rest) a tile, through s_rsrc_kv and its M0 (layouts._dma)

    @property
    def tiles_ahead(self) -> int:
        """KV tiles a workgroup that walks any loads past its walk: the pipeline's prefetch (dma: kv_stages - 1
        tiles in flight; vgpr: the next tile), issued without a trip-count test (past the sequence they read 0)."""
        return max(1, self.stages - 1)

    @property
    def dmas_per_tile(self) -> int:
        """LDS DMA instructions one wave issues per KV tile (what its vmcnt waits count)."""
        return self.rounds if self.kv_by_wave else 2 * self.rounds

    @property
    def fp8(self) -> bool:
        return self.dtype == "fp8"

    @property
    def k_pairs(self) -> bool:
        """pipeline dma with fp8: one ds_read_b128 (16 d of a key) feeds two k steps' A (8 bytes each), so a k
        step's d is permuted (layouts.k_order) for K and Q alike."""
        return self.dma and self.esize == 1

    @property
    def half_bit(self) -> int:
        """pipeline dma: the chunk bit a DMA lane half (lanes 32-63) holds. 16-bit: c2 (c0 is the K read's lane
        half, c0 and c1 the V^T read's 32-lane phase); fp8: c1 (c0 is both the K read's lane half and the
        V^T tr_b8 read's phase bit), so those bits sit in different blocks, 1088 = 64 mod 256 B apart."""
        return 2 if self.esize == 2 else 1

    @property
    def writes_lse(self) -> bool:
        return self.lse or self.splits > 1


def _f32_bits(x: float) -> int:
    return int(np.float32(x).view(np.uint32))


def magic_divisor(group: int, limit: int) -> int:
    """M with (h * M) >> 32 == h // group for every 0 <= h < limit (checked exhaustively)."""
    if group == 1:
        return 0
    m = (1 << 32) // group + 1
    h = np.arange(limit, dtype=np.uint64)
    if not np.array_equal((h * np.uint64(m)) >> np.uint64(32), h // np.uint64(group)):
        raise PlanError(f"internal: no 32-bit magic divisor for heads group {group}")
    return m


def geometry(p: dict) -> Geometry:
    d, hq, hkv, waves = p["head_dim"], p["heads_q"], heads_kv(p), p["waves"]
    esize = bytes_of(p["dtype"])
    threads = 64 * waves
    chunk = next((c for c in (16, 8) if (KV_TILE * d * esize // c) % threads == 0), 0)
    if not chunk:
        raise PlanError(f"waves: the {KV_TILE * d * esize} B of a KV tile do not split over {threads} threads")
    chunks = KV_TILE * d * esize // chunk
    out = out_type(p)
    scale = p["softmax_scale"] or 1.0 / math.sqrt(d)
    splits = kv_splits(p)
    pitch = d * esize + LDS_PAD
    dma = pipeline(p) == "dma"
    tile = KV_TILE * d * esize
    blocks = tile // DMA_BLOCK
    kv_by_wave = dma and waves == 2 * blocks     # waves 0 .. blocks - 1 DMA the K tile, the others the V tile
    if dma and blocks % waves and not kv_by_wave:
        raise PlanError(f"waves: the {blocks} DMA blocks of a KV tile do not split over {waves} waves")
    tile_lds = (blocks - 1) * DMA_BLOCK_PITCH + DMA_BLOCK if dma else KV_TILE * pitch
    stages = kv_stages(p)
    pp = pingpong_schedule(waves) if p["schedule"] == "pingpong" else None
    if pp:
        check_pingpong(pp, stages)
    return Geometry(
        dtype=p["dtype"], d=d, hq=hq, hkv=hkv, group=hq // hkv, group_magic=magic_divisor(hq // hkv, hq),
        causal=p["causal"], lse=p["lse"], scale=scale, c_log2=_f32_bits(scale * LOG2E), waves=waves,
        threads=threads, tile_q=ROWS_PER_WAVE * waves, esize=esize, row_q=hq * d * esize, row_kv=hkv * d * esize,
        pitch=pitch, lds_k=0, lds_v=tile_lds, lds_bytes=2 * tile_lds * stages, chunks=chunks,
        per_thread=chunks // threads, ksteps=d // 16, dblocks=d // 32,
        atom=dense_mfma_of_shape(p["dtype"], KV_TILE, ROWS_PER_WAVE, 16), win_left=p["window_left"],
        win_right=right_window(p), varlen=p["varlen"], lse_row=4 * hq if p["varlen"] or splits > 1 else 4,
        splits=splits, o_esize=4 if splits > 1 else bytes_of(out), row_o=hq * d * (4 if splits > 1 else bytes_of(out)),
        out=out, chunk=chunk, p_shift=p_log2(p), xcd=p["wg_remap"] == "xcd",
        head_descale=p["descale"] == "head", alibi=p["alibi"],
        alibi_b=p["alibi_table"] == "batch_heads", bias=p["bias"],
        bias_bf16=p["bias_dtype"] == "bf16", sink=p["sink"], dma=dma, stages=stages, stage_bytes=2 * tile_lds,
        blocks=blocks if dma else 0, rounds=(1 if kv_by_wave else blocks // waves) if dma else 0, pingpong=pp,
        kv_by_wave=kv_by_wave)


def stages_auto(total_vgprs: int, sgprs: int, stage_bytes: int, threads: int) -> int:
    """kv_stages: auto. The most stages of STAGES whose LDS (stages x stage_bytes per workgroup) keeps the resident
    waves per SIMD at what the registers allow (limits.occupancy without LDS, the inspector's and the launch
    check's function; sgprs as .sgpr_count); the fewest when even those lower it."""
    want = limits.occupancy(total_vgprs, sgprs, 0, threads)["waves_per_simd"]
    fits = [s for s in STAGES if limits.occupancy(total_vgprs, sgprs, s * stage_bytes, threads)["waves_per_simd"] >= want]
    return max(fits) if fits else min(STAGES)


def kv_tiles(g: Geometry, q_tile: int, sq: int, sk: int, split: int = 0) -> tuple[int, int]:
    """[first, end) of the KV tiles that q tile `q_tile` (KV split `split`) walks, for a sequence of sq queries
    and sk keys: the tiles covering lo(i) <= j <= hi(i) over the tile's rows i, hi(i) = min(sk - 1, i + off + M - 1),
    lo(i) = max(0, i + off - N + 1), off = sk - sq (program._limits computes the same in SALU code; the timing
    model's traffic reads it here). A tile past its sequence, or one that sees no key, gives first == end."""
    q0 = q_tile * g.tile_q
    if q0 >= sq:
        return 0, 0
    off, last = sk - sq, min(q0 + g.tile_q, sq) - 1
    hi = sk - 1 if not g.win_right else min(sk - 1, last + off + g.win_right - 1)
    lo = 0 if not g.win_left else max(0, q0 + off - g.win_left + 1)
    first, end = lo // KV_TILE, (hi + KV_TILE) // KV_TILE if hi >= 0 else 0
    if g.splits > 1:
        n = -(-(-(-sk // KV_TILE)) // g.splits)
        first, end = max(first, split * n), min(end, (split + 1) * n)
    return first, max(first, end)
