"""Host side of the MX MoE 2-stage family: routing (aiter/FlyDSL-style sorting), inputs, float64 references and
format-derived bounds for both stages.

Sorted layout (`moe_sort`; the format the kernels read):
  sorted_token_ids  uint32 [S]   token | (slot << 24) for a routed (token, slot); padding = tokens | (topk << 24)
                                 (aiter's sentinel: the token field equals `tokens`, one past the last token)
  sorted_weights    f32    [S]   topk_weights[token, slot]; 0 for padding
  sorted_expert_ids int32  [S/BM] the expert of each M-block of BM rows; -1 for blocks past the valid ones
  num_valid_ids     int          valid entries incl. padding = valid blocks * BM
Rows of one expert are contiguous, tokens ascending (then slot), padded with sentinels to a multiple of BM;
experts with no tokens get no block. S = blocks_max * BM with blocks_max = ceil((tokens*topk + E*(BM-1))/BM),
the most any routing needs, so a launch grid can be sized before the routing is known (kernels exit early on
blocks >= num_valid_ids / BM).

Stage 1 (gate+up): for sorted row r of block b (expert e = sorted_expert_ids[b], token t = ids[r] & 0xFFFFFF)
  g = A[t] . W1[e, n]^T,  u = A[t] . W1[e, inter + n]^T,  inter_out[r, n] = bf16(silu(g) * u)
  (padding rows gather nothing -- A reads past `tokens` return 0 -- and store 0).
Stage 2 (down): A2 = the sorted intermediate quantised to MX (fp4 / fp8, `quantize_sorted`),
  out[t, :] += f32(sorted_weights[r] * (A2[r] . W2[e]^T)) with f32 atomics; padding rows never write.

a16w4 (a_dtype bf16, w_dtype fp4): A is bf16 (stage 1 activations, stage 2 the bf16 sorted intermediate itself,
  no re-quantisation and no A scales); each fp4 weight is dequantised in VGPRs by v_cvt_scalef32_pk_bf16_fp4 to
  w_bf16 = RNE_bf16(fp4 * 2^(e-127)) (the e8m0 scale of its 32-block applied once, by the conversion; the MFMA
  v_mfma_f32_16x16x32_bf16 is unscaled). Every fp4 * 2^(e-127) is exactly a bf16 for e <= 252 (bf16 has f32's
  exponent range; at e = 0, 0.5 * 2^-127 = 2^-128 and 1.5 * 2^-127 are bf16 subnormals, kept by the conversion);
  for e >= 253 the values 4 and 6 (e = 254: also 2, 3) overflow to inf, as AMD's model says the hardware does
  (docs/numerics.md). The reference decodes W through that rule (`a16_weights`), so it is the product of the
  operands the MFMA multiplies: bf16 x bf16 products are exact in f32 (8 + 8 significant bits), the f32 bound
  gamma_K * mag is unchanged. Whether the bf16 MFMA flushes subnormal inputs on gfx950 is UNVERIFIED (MI200's did,
  MIOpen "MI200 MFMA behavior specifics"; the emulator keeps them), so the bound adds sub = sum |a||w| over the
  products with a subnormal operand (what flushing could lose; 0 unless a scale byte <= 1 or A holds bf16
  subnormals) plus 2^-126 per MFMA (K / 32) for a flushed subnormal f32 partial result.

Bounds (u = 2^-24; references are float64 over the decoded operands, so quantisation of inputs is no error):
  acc      f32 MFMA accumulation of a K-long dot product: |e| <= gamma_K * mag, mag = sum |a||b|.
  stage 1  s = silu(g) by the chain of silu's record (flygen.activations; flygen.spec.moe.ACTIVATION; the same
           as the preshuffle GEMM's silu epilogue, exp/rcp taken as 1 ulp): e_s <= L e_g + e_act(g), with the
           record's Lipschitz bound L = 1.2 and chain error e_act = (12u + 4u|z|)|s| + |g| 2^-126,
           z = -g log2(e); h = s*u one f32 mul:
           e_h <= |s| e_u + |u| e_s + e_s e_u + u(|h| + ...); then RNE to bf16: + half_ulp_bf16(|h| + e_h).
  stage 2  term_j = fl32(w_j * acc_j): e_j <= |w_j| gamma_K mag_j (1+u) + u |w_j t_j|; the topk terms and the
           initial out value are summed by f32 atomics in an order that depends on scheduling, so the bound is
           order-free: e <= sum_j e_j + gamma_{n-1} (|out0| + sum_j (|w_j t_j| + e_j)), n = terms + 1.
  stage 2, out_dtype bf16 / f16 (packed atomics)  each term is rounded to 16 bits (v_cvt_pk_*_f32) and every
           add rounds to 16 bits (buffer_atomic_pk_add_*) in any order: e <= sum_j c_j + R_m + 3 m 2^emin_16,
           c_j = e_j + half_ulp_16(|t_j| + e_j), R_k = R_(k-1) + half_ulp_16(A + R_(k-1)), A = |out0| +
           sum_j (|t_j| + c_j) (atomic16_bound; ~topk x 2^-8 relative for bf16).
  stage 2, reduce: rows  ws[t * topk + s] = term of the row routed as (t, s) (bound e_j); NAME_reduce sums the
           topk rows in the fixed order s = 0..topk-1 in f32 and rounds to bf16/f16 (RNE):
           e <= sum_j e_j + gamma_{topk-1} sum_j (|w_j t_j| + e_j) + half_ulp_out(|out| + that) (_rows_case).

Per-row activation scale (`row_scale: f32`, FlyDSL moe_gemm_2stage's scale_x / a2_scale): one f32 s_r per A row,
  scale_row[t] (stage 1, the gathered token) or scale_row[t * topk + s] (stage 2, the routed (token, slot)),
  applied ONCE as the first epilogue operation, x = fl32(acc * s_r):
  stage 1  g = fl32(acc_g s_r), u = fl32(acc_u s_r), then silu(g) * u as above; reference g = s_r (A[t] . W1),
           e_g <= |s_r| gamma_K mag_g (1 + u) + u |g| (the same for u), the rest of stage 1's bound unchanged.
  stage 2  term = fl32(fl32(acc s_r) w): x1 within e1 = |s_r| e_acc (1 + u) + u |s_r| (|t| + in_err) of s_r t,
           e_acc = in_err + gamma_K mag (1 + u); term within |w| e1 (1 + u) + u |w s_r t| of w s_r t.
  Padding rows' scale reads fall past the records (`tokens` x 4 resp. `tokens * topk` x 4 bytes) and read 0.

a8w8 (a_dtype fp8, w_dtype fp8, w_scale channel; FlyDSL kernels/moe/moe_gemm_2stage gemm1 / gemm2: `vg = vg * sx *
  sw_gate`, `v = v * sx * sw`, facts only): A = fp8 e4m3 codes without e8m0 blocks, W[e] = fp8 e4m3 codes, one f32
  channel scale c[e, n] per expert and W row (stage 1: 2 * inter rows, gate then up; stage 2: hidden), and with
  `row_scale: f32` the per-row s_r above. The MFMA is the unscaled v_mfma_f32_16x16x128_f8f6f4 over the codes
  (fp8 x fp8 products are exact in f32: 4 + 4 significant bits), so acc is within gamma_K * mag of t = A . W over
  the decoded codes (mag = sum |a||w|), as the MX kernels' accumulation. The epilogue applies the scales once, in
  the reference's order, as f32 multiplies x_0 = acc, x_1 = fl32(x_0 s_r), x_2 = fl32(x_1 c[e, n]); each step
  (`scaled_bound`): |x_(k+1) - t_(k+1)| <= |s| e_k (1 + u) + u |t_(k+1)|, t_(k+1) = s t_k exact in float64.
  Stage 1 then runs silu(g) * u on (x_2 gate, x_2 up) with stage 1's bound from those errors; stage 2 multiplies
  the routing weight as one more such step (term = fl32(x_2 w)), then the atomic / rows sums as above.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.activations import ACTIVATIONS
from flygen.errors import FlygenError
from flygen.isa.dtypes import FORMATS
from flygen.ref.case import Case, Check, runtime_size
from flygen.ref.gemm import preshuffle_b
from flygen.ref.gemm_preshuffle import _mx_operand, _pack, mx_kernel_scales
from flygen.isa.dtypes import bits_of, decode, encode, max_finite
from flygen.ref.mx import dequantize_mx, mx_scale_exponents, quantize_mx
from flygen.ref.tolerance import HALF_TINY, MBITS_EMIN, UNIT_ROUNDOFF, half_ulp
from flygen.spec.moe import ACTIVATION

U = UNIT_ROUNDOFF["f32"]
TOKEN_MASK = 0xFFFFFF
SLOT_SHIFT = 24
SENTINEL_BF16 = 0x7FC1          # NaN patterns no correct store produces (guard regions)
GUARD_F32 = -1234.5                 # finite: an atomic add onto a NaN sentinel would leave it NaN (undetected)
GUARD_ROWS = 4                  # stage-2 out rows after the tokens (where a padding row would land)


@dataclass(frozen=True)
class Routing:
    sorted_token_ids: np.ndarray    # uint32 [S]
    sorted_weights: np.ndarray      # float32 [S]
    sorted_expert_ids: np.ndarray   # int32 [S / block_m]
    num_valid_ids: int
    block_m: int
    tokens: int
    topk: int

    @property
    def valid_blocks(self) -> int:
        return self.num_valid_ids // self.block_m


def blocks_max(tokens: int, topk: int, experts: int, block_m: int) -> int:
    """Most M-blocks any routing of `tokens` x `topk` over `experts` can need (each expert wastes < BM rows)."""
    return -(-(tokens * topk + experts * (block_m - 1)) // block_m)


def moe_sort(topk_ids: np.ndarray, topk_weights: np.ndarray, experts: int, block_m: int) -> Routing:
    """aiter/FlyDSL-style sorting of a top-k routing (module docstring for the format)."""
    ids = np.asarray(topk_ids)
    wts = np.asarray(topk_weights, np.float32)
    if ids.ndim != 2 or wts.shape != ids.shape:
        raise FlygenError(f"moe_sort: topk_ids and topk_weights must both be [tokens, topk], got "
                          f"{list(ids.shape)} and {list(wts.shape)}")
    if ids.size and (ids.min() < 0 or ids.max() >= experts):
        raise FlygenError(f"moe_sort: expert ids must be in [0, {experts}), got {ids.min()}..{ids.max()}")
    tokens, topk = ids.shape
    if tokens >= 1 << SLOT_SHIFT or topk >= 1 << (32 - SLOT_SHIFT):
        raise FlygenError(f"moe_sort: tokens < 2^24 and topk < 256 (token | slot << 24), got {tokens}, {topk}")
    pad_id = np.uint32(tokens | (topk << SLOT_SHIFT))
    s_ids, s_w, s_e = [], [], []
    for e in range(experts):
        t, s = np.nonzero(ids == e)                       # row-major: tokens ascending, then slot
        nb = -(-len(t) // block_m)
        pad = nb * block_m - len(t)
        s_ids.append(np.concatenate([(t | (s << SLOT_SHIFT)).astype(np.uint32), np.full(pad, pad_id, np.uint32)]))
        s_w.append(np.concatenate([wts[t, s], np.zeros(pad, np.float32)]))
        s_e.append(np.full(nb, e, np.int32))
    nvalid = int(sum(len(x) for x in s_ids))
    size = blocks_max(tokens, topk, experts, block_m) * block_m
    fill = size - nvalid
    return Routing(np.concatenate(s_ids + [np.full(fill, pad_id, np.uint32)]),
                   np.concatenate(s_w + [np.zeros(fill, np.float32)]),
                   np.concatenate(s_e + [np.full(fill // block_m, -1, np.int32)]),
                   nvalid, block_m, tokens, topk)


def routed_rows(r: Routing) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(token, expert, is_real) per valid sorted row; padding rows have token = tokens, is_real False."""
    ids = r.sorted_token_ids[: r.num_valid_ids]
    tok = (ids & TOKEN_MASK).astype(np.int64)
    exp = np.repeat(r.sorted_expert_ids[: r.valid_blocks], r.block_m).astype(np.int64)
    return tok, exp, tok < r.tokens


def quantize_sorted(x: np.ndarray, fmt: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The glue between the stages: sorted intermediate [S, inter] -> (packed MX bytes, e8m0 scales [S, inter/32],
    dequantised float64). Padding rows (all zero) get scale code 0 and zero elements."""
    codes, sc = quantize_mx(np.asarray(x, np.float64), fmt)
    return _pack(codes, fmt), sc, dequantize_mx(codes, sc, fmt)


ACT = ACTIVATIONS[ACTIVATION]     # stage 1's gate activation (silu): its reference, bound and f32 chain


def silu(v: np.ndarray) -> np.ndarray:
    return ACT.reference(v)


def _gamma(n: int) -> float:
    return n * U / (1 - n * U)


def stage1_bound(k: int, g, u, mag_g, mag_u, s, h, e_in=(0.0, 0.0), row_scale=None, e_gu=None) -> np.ndarray:
    e_h = stage1_f32_bound(k, g, u, mag_g, mag_u, s, h, e_in, row_scale, e_gu)
    return e_h + half_ulp(np.abs(h) + e_h, "bf16")


def scaled_bound(t: np.ndarray, e: np.ndarray, scales) -> tuple[np.ndarray, np.ndarray]:
    """(t_n, e_n) after the f32 multiplies x_(k+1) = fl32(x_k s_k) of a value x_0 within e of t (module docstring,
    a8w8): e_(k+1) = |s_k| e_k (1 + u) + u |t_(k+1)|, t_(k+1) = s_k t_k in float64."""
    for sc in scales:
        t = sc * t
        e = np.abs(sc) * e * (1 + U) + U * np.abs(t)
    return t, e


def stage1_f32_bound(k: int, g, u, mag_g, mag_u, s, h, e_in=(0.0, 0.0), row_scale=None, e_gu=None) -> np.ndarray:
    """Bound on |f32 silu(g) * u as the kernel computes it - h| (before any output rounding); e_in = extra
    absolute errors of g and u (a16w4: subnormal operands a flushing MFMA could drop). `row_scale` [rows, 1]:
    g and u are the scaled s_r (A . W), mag_g / mag_u and e_in the unscaled accumulator's; the f32 multiply
    fl32(acc * s_r) adds u |g| (module docstring)."""
    ga = _gamma(k)
    e_g, e_u = ga * mag_g + e_in[0], ga * mag_u + e_in[1]
    if e_gu is not None:              # a8w8: the errors of the scaled g and u (scaled_bound), given
        e_g, e_u = e_gu
    elif row_scale is not None:
        a = np.abs(row_scale)
        e_g, e_u = a * e_g * (1 + U) + U * np.abs(g), a * e_u * (1 + U) + U * np.abs(u)
    e_s = ACT.lipschitz * e_g + ACT.f32_err(g, s)     # the input's error through silu, plus its f32 chain's
    e_h = np.abs(s) * e_u + np.abs(u) * e_s + e_s * e_u
    return e_h + U * (np.abs(h) + e_h)


def random_routing(p: dict, tokens: int, rng, skip_expert: int | None) -> Routing:
    """Distinct experts per token drawn from all experts but `skip_expert` (which then receives no tokens)."""
    pool = np.array([e for e in range(p["experts"]) if e != skip_expert])
    if len(pool) < p["topk"]:
        raise FlygenError(f"moe: topk {p['topk']} needs at least that many experts with tokens")
    ids = np.stack([rng.choice(pool, p["topk"], replace=False) for _ in range(tokens)]).astype(np.int32)
    w = rng.uniform(0.05, 1.0, ids.shape).astype(np.float32)
    return moe_sort(ids, w, p["experts"], p["tile_m"])


def is_a8w8(p: dict) -> bool:
    return p.get("w_dtype", "fp4") == "fp8"


def fp8_operand(rows: int, k: int, rng) -> tuple[np.ndarray, np.ndarray]:
    """Random fp8 e4m3 codes [rows, k] (magnitudes 2^-2..2^2 per 32-block, saturating encode): (uint8, decoded)."""
    x = rng.standard_normal((rows, k)) * np.repeat(np.ldexp(1.0, rng.integers(-2, 3, (rows, k // 32))), 32, 1)
    codes = encode(x, "fp8", saturate=True).astype(np.uint8)
    return codes, decode(codes, "fp8")


def channel_scales(experts: int, n: int, rng) -> np.ndarray:
    """f32 [E, n] per-channel weight scales, as `row_scales` (a wrong expert's or column's scale fails)."""
    return row_scales(experts * n, rng).reshape(experts, n)


def kernel_channel_scales(c: np.ndarray) -> np.ndarray:
    """scale_w as the kernel reads it: f32 [E, rows of W[e]] row-major (flygen.plan.moe.layouts.channel_scale_layout);
    a seam for the negative controls (wrong expert / column)."""
    return np.ascontiguousarray(c, np.float32).reshape(-1)


def _a8w8_weights(p: dict, n: int, k: int, rng):
    """a8w8 W[e] = [n, k] fp8 codes + channel scales c [E, n]: (preshuffled bytes, scale_w argument, decoded codes
    [E, n, k] (unscaled), c float64)."""
    dec, packed = np.empty((p["experts"], n, k)), []
    for e in range(p["experts"]):
        codes, dec[e] = fp8_operand(n, k, rng)
        packed.append(preshuffle_b(codes))
    c = channel_scales(p["experts"], n, rng)
    return np.concatenate(packed), kernel_channel_scales(c), dec, c.astype(np.float64)


def _weights(p: dict, n: int, k: int, rng, scale_hook=None):
    """Per expert W[e] = [n, k] fp4 MX: (preshuffled bytes of all experts, kernel-layout scales, decoded [E, n, k]).
    a16w4: decoded as the kernel's bf16 dequantisation (`a16_weights`). `scale_hook(e, codes, scales)` may
    rewrite an expert's e8m0 bytes before packing (tests: extreme scales)."""
    packed, scales, dec = [], [], np.empty((p["experts"], n, k))
    for e in range(p["experts"]):
        b, s, dec[e] = _mx_operand(n, k, p["w_dtype"], rng)
        if scale_hook is not None:
            s = scale_hook(e, s)
            dec[e] = dequantize_mx(_unpack_fp4(b, k), s, "fp4")
        packed.append(preshuffle_b(b))
        scales.append(s)
    if p.get("a_dtype") == "bf16":
        dec = a16_weights(dec)
    return np.concatenate(packed), mx_kernel_scales(np.concatenate(scales), p["tile_k"]).reshape(-1), dec


def _unpack_fp4(b: np.ndarray, k: int) -> np.ndarray:
    """[rows, k/2] packed fp4 bytes (low nibble = even k) -> codes [rows, k]."""
    b = np.asarray(b, np.uint8).reshape(-1, k // 2)
    return np.stack([b & 0xF, b >> 4], axis=-1).reshape(b.shape[0], k)


def a16_weights(w: np.ndarray) -> np.ndarray:
    """fp4 * 2^(e-127) as v_cvt_scalef32_pk_bf16_fp4 returns it: RNE to bf16 (exact for every finite e8m0 but the
    top two: 4 and 6 at e = 253, 2..6 at e = 254 overflow to inf; subnormal results kept)."""
    with np.errstate(over="ignore"):
        return decode(encode(np.asarray(w, np.float64), "bf16", saturate=False), "bf16")


def bf16_activations(rows: int, k: int, rng) -> tuple[np.ndarray, np.ndarray]:
    """Random bf16 [rows, k] with per-32 magnitudes 2^-3..2^3 (as the MX operands): (bf16 bits uint16, float64)."""
    x = rng.standard_normal((rows, k)) * np.repeat(np.ldexp(1.0, rng.integers(-3, 4, (rows, k // 32))), 32, 1)
    codes = encode(x, "bf16", saturate=True).astype(np.uint16)
    return codes, decode(codes, "bf16")


TINY_NORMAL = 2.0 ** -126


def a16_k_order(k: int) -> np.ndarray:
    """K indices in the order the a16w4 MFMAs sum them: within each 128-K step, MFMA u (u = 0..3) takes
    K = 32g + 8u + e for lane groups g = 0..3 and e = 0..7 (docs/moe.md, a16w4); position 32u + 8g + e."""
    u, g, e = np.meshgrid(np.arange(4), np.arange(4), np.arange(8), indexing="ij")
    step = (32 * g + 8 * u + e).reshape(-1)
    return (np.arange(0, k, 128)[:, None] + step[None, :]).reshape(-1)


def subnormal_mag(rows: np.ndarray, w: np.ndarray, exp: np.ndarray) -> np.ndarray:
    """a16w4: sum |a||w| over the products with a subnormal bf16 operand (a flushing MFMA could drop each),
    [rows, n]; zeros when no operand is subnormal (the common case, computed without a matmul)."""
    sub = lambda x: (np.abs(x) < TINY_NORMAL) & (x != 0)
    sa, sw = sub(rows), sub(w)
    if not (sa.any() or sw.any()):
        return np.zeros((rows.shape[0], w.shape[1]))
    # products with a subnormal weight, plus those with a subnormal activation and a normal weight (no
    # difference of two full sums: the subnormal products would cancel away in float64)
    return (expert_dot(rows, np.where(sw, w, 0.0), exp, magnitude=True) +
            expert_dot(np.where(sa, rows, 0.0), np.where(sw, 0.0, w), exp, magnitude=True))


def expert_dot(rows: np.ndarray, w: np.ndarray, exp: np.ndarray, magnitude: bool = False) -> np.ndarray:
    """[nv, n]: rows[i] . w[exp[i]]^T (|rows[i]| . |w[exp[i]]|^T if `magnitude`), one matmul per expert over its
    rows. Memory O(rows + one expert's weights + output): gathering w[exp] first would be [nv, n, k] (3.9 GB at
    333 tokens, topk 9; issue 19)."""
    out = np.zeros((rows.shape[0], w.shape[1]), np.result_type(rows, w))
    for e in np.unique(exp):
        sel = np.flatnonzero(exp == e)
        out[sel] = np.abs(rows[sel]) @ np.abs(w[e]).T if magnitude else rows[sel] @ w[e].T
    return out


def kernel_weights(w: np.ndarray) -> np.ndarray:
    """The sorted weights handed to the kernel (a seam for the negative-control test)."""
    return w


def row_scales(n: int, rng) -> np.ndarray:
    """f32 [n] per-row scales: a power of two in 2^-3..2^3 times a mantissa in [1, 2) (not exact: the kernel's
    f32 multiply rounds), distinct per row with probability ~1, so a scale taken from a wrong row fails."""
    return (np.ldexp(rng.uniform(1.0, 2.0, n), rng.integers(-3, 4, n))).astype(np.float32)


def small_sizes(params: dict) -> dict:
    """The reference's default routing, 37 tokens: several expert blocks, ragged ones padded, an empty expert
    when experts > topk. Every example kernel runs it in under a second of cpu, so no smaller count is sought."""
    return {"tokens": 37}


def make_case(params: dict, sizes: dict, rng: np.random.Generator) -> Case:
    p = params
    tokens = runtime_size(sizes, "tokens", 37)
    skip = int(sizes.get("empty_expert", p["experts"] - 1)) if p["experts"] > p["topk"] else None
    r = random_routing(p, tokens, rng, skip)
    return stage1_case(p, r, rng) if p["stage"] == 1 else stage2_case(p, r, rng)


def _common(r: Routing, experts: int) -> tuple[dict, dict, str]:
    args = {"sorted_token_ids": r.sorted_token_ids, "sorted_expert_ids": r.sorted_expert_ids,
            "num_valid_ids": np.uint32(r.num_valid_ids), "tokens": np.uint32(r.tokens)}
    empty = [e for e in range(experts) if e not in r.sorted_expert_ids[: r.valid_blocks]]
    note = (f"tokens={r.tokens}, {r.num_valid_ids} sorted rows ({r.valid_blocks} blocks of "
            f"{len(r.sorted_expert_ids)})" + (f", expert {empty} empty" if empty else ""))
    return args, {"tokens": r.tokens, "blocks": len(r.sorted_expert_ids)}, note


def _a_args(p: dict, a_bytes, sa, scale_bytes=None) -> dict:
    """The A operand's kernel arguments: MX bytes + e8m0 scales in the kernel layout, or bf16 alone (a16w4)."""
    if p["a_dtype"] == "bf16":
        return {"A": np.asarray(a_bytes, np.uint16).reshape(-1)}
    if is_a8w8(p):                                          # fp8 codes, no e8m0 blocks
        return {"A": np.asarray(a_bytes, np.uint8).reshape(-1)}
    sa_bytes = mx_kernel_scales(sa, p["tile_k"]).reshape(-1) if scale_bytes is None else scale_bytes
    return {"A": a_bytes.reshape(-1), "scale_a": sa_bytes}


def a16_extra(p: dict, rows: np.ndarray, w: np.ndarray, exp: np.ndarray, k: int) -> np.ndarray:
    """a16w4's extra absolute error of each dot product (module docstring): subnormal operands a flushing MFMA
    could drop, plus 2^-126 per MFMA (K/32) for a flushed subnormal f32 partial sum; 0 for MX operands."""
    if p["a_dtype"] != "bf16":
        return 0.0
    return subnormal_mag(rows, w, exp) + (k // 32) * TINY_NORMAL


def stage1_case(p: dict, r: Routing, rng: np.random.Generator, scale_hook=None) -> Case:
    """Random MX (or bf16, a16w4) activations and W1 for routing `r`; expected sorted intermediate (bf16) with
    its bound."""
    tokens, hidden, inter = r.tokens, p["hidden"], p["inter"]
    tok, exp, real = routed_rows(r)
    S, nv = len(r.sorted_token_ids), r.num_valid_ids
    common, run_sizes, note = _common(r, p["experts"])
    if p["a_dtype"] == "bf16":
        (a_bytes, a64), sa = bf16_activations(tokens, hidden, rng), None
    elif is_a8w8(p):
        (a_bytes, a64), sa = fp8_operand(tokens, hidden, rng), None
    else:
        a_bytes, sa, a64 = _mx_operand(tokens, hidden, p["a_dtype"], rng)
    if is_a8w8(p):
        w_bytes, sw, w64, csc = _a8w8_weights(p, 2 * inter, hidden, rng)
    else:
        (w_bytes, sw, w64), csc = _weights(p, 2 * inter, hidden, rng, scale_hook), None
    rows = np.where(real[:, None], a64[np.minimum(tok, tokens - 1)], 0.0)          # [nv, hidden]
    gu, m = expert_dot(rows, w64, exp), expert_dot(rows, w64, exp, magnitude=True)       # [nv, 2 * inter]
    gu_acc, rs_args, sr = gu, {}, None                # gu_acc: the unscaled dot products t
    if p.get("row_scale", "none") == "f32":          # scale_row[token]; a padding row's is 0 (past the records)
        scale_row = row_scales(tokens, rng)
        sr = np.where(real, scale_row[np.minimum(tok, tokens - 1)], 0.0).astype(np.float64)[:, None]
        gu = sr * gu
        rs_args = {"scale_row": scale_row}
        note = "row scales per token, " + note
    e_gu = None
    if csc is not None:              # a8w8: x = fl32(fl32(acc s_r) c[e, n]) (scaled_bound; gu is s_r t already)
        cr = csc[exp]                                                               # [nv, 2 * inter]
        gu, e_gu2 = scaled_bound(gu_acc, _gamma(hidden) * m, ([sr] if sr is not None else []) + [cr])
        e_gu = (e_gu2[:, :inter], e_gu2[:, inter:])
        note = "channel scales per (expert, column), " + note
    g, u, mg, mu = gu[:, :inter], gu[:, inter:], m[:, :inter], m[:, inter:]
    xe = a16_extra(p, rows, w64, exp, hidden) + np.zeros_like(gu)
    e_in = (xe[:, :inter], xe[:, inter:])
    s = silu(g)
    h = s * u
    if p.get("inter_dtype", "bf16") != "bf16":
        if p["a_dtype"] == "bf16":     # MFMA u of a 128-K step sums K = 32g + 8u + e: make those sets contiguous
            perm = a16_k_order(hidden)
            h32, e32 = stage1_f32_model(rows[:, perm], w64[:, :, perm], exp, inter, 32, row_scale=sr)
        else:
            h32, e32 = stage1_f32_model(rows, w64, exp, inter, row_scale=sr)
        return stage1_mx_case(p, r, h32, e32,
                              {"h": h, "e_h": stage1_f32_bound(hidden, g, u, mg, mu, s, h, e_in, sr)},
                              {**_a_args(p, a_bytes, sa), "W": w_bytes, "scale_w": sw, **common, **rs_args},
                              run_sizes, note)
    tol = stage1_bound(hidden, g, u, mg, mu, s, h, e_in, sr, e_gu)
    bf = FORMATS["bf16"].np_dtype
    out = np.full(S * inter, SENTINEL_BF16, np.uint16).view(bf)
    args = {**_a_args(p, a_bytes, sa), "W": w_bytes, "scale_w": sw, **common, **rs_args, "out": out}
    chk = Check("out", bf, nv * inter, h.reshape(-1), tol.reshape(-1), out[nv * inter:].copy(), (nv, inter))
    return Case(args=args, sizes=run_sizes, checks=[chk], note="stage 1, " + note)


def stage2_case(p: dict, r: Routing, rng: np.random.Generator, a=None, scale_bytes=None, a_ref=None,
                a_err=None, scale_row=None, sorted_row_scale=None) -> Case:
    """Random W2 (and, unless `a` = quantize_sorted(...) of a real intermediate is given, a random MX A with
    nonzero padding rows, which must never write); expected out = out0 + weighted sums, order-free bound.
    Chained from a device stage 1: `a` = (codes, None, None), `scale_bytes` = its e8m0 bytes as the kernel
    reads them, `a_ref` [S, inter] = the float64 intermediate the reference uses and `a_err` its per-element
    bound |A_device - a_ref| (mx_quant_bound): terms gain |w| (a_err . |W2|), magnitudes use |a_ref| + a_err.
    `row_scale: f32`: scale_row [tokens * topk] f32 (given, e.g. the chain's per-row quantisation, else random),
    row (t, s)'s term is w fl32(acc s_r) (module docstring). `sorted_row_scale` [S, 1]: the scales the
    reference multiplies by, per sorted row (the chain's own, so its expected value does not read the kernel's
    scale_row input); default scale_row gathered through the routing."""
    tokens, hidden, inter = r.tokens, p["hidden"], p["inter"]
    tok, exp, real = routed_rows(r)
    S, nv = len(r.sorted_token_ids), r.num_valid_ids
    common, run_sizes, note = _common(r, p["experts"])
    if a is None and p["a_dtype"] == "bf16":
        codes, x = bf16_activations(S, inter, rng)
        a = (codes, None, x)
    elif a is None and is_a8w8(p):                    # fp8 sorted intermediate (nonzero padding rows)
        codes, x = fp8_operand(S, inter, rng)
        a = (codes, None, x)
    elif a is None:
        x = rng.standard_normal((S, inter)) * np.repeat(np.ldexp(1.0, rng.integers(-3, 4, (S, inter // 32))), 32, 1)
        a = quantize_sorted(x, p["a_dtype"])
    a_bytes, sa, a64 = a
    if is_a8w8(p):
        w_bytes, sw, w64, csc = _a8w8_weights(p, hidden, inter, rng)
    else:
        (w_bytes, sw, w64), csc = _weights(p, hidden, inter, rng), None
    if a_ref is not None:
        a64, a_mag = a_ref, np.abs(a_ref) + a_err
    else:
        a_mag, a_err = np.abs(a64), np.zeros_like(a64)
    t_rows = expert_dot(a64[:nv], w64, exp)                               # [nv, hidden]
    m_rows = expert_dot(a_mag[:nv], w64, exp, magnitude=True)
    in_err = expert_dot(a_err[:nv], w64, exp, magnitude=True)
    wv = r.sorted_weights[:nv].astype(np.float64)[:, None]
    rs_args = {}
    if p.get("row_scale", "none") == "f32":
        if scale_row is None:
            scale_row = row_scales(tokens * p["topk"], rng)
        slot = r.sorted_token_ids[:nv].astype(np.int64) >> SLOT_SHIFT
        sr = np.where(real, scale_row[np.minimum(tok * p["topk"] + slot, tokens * p["topk"] - 1)],
                      0.0).astype(np.float64)[:, None] if sorted_row_scale is None else \
            np.where(real[:, None], np.asarray(sorted_row_scale, np.float64)[:nv], 0.0)
        rs_args = {"scale_row": np.asarray(scale_row, np.float32)}
        note = "row scales per (token, slot), " + note
    out0 = rng.standard_normal((tokens, hidden)).astype(np.float32)
    odt = p.get("out_dtype") if p.get("reduce", "atomic") == "atomic" else None     # 16-bit out, packed atomics
    if odt is not None:
        out0 = out0.astype(FORMATS[odt].np_dtype)                        # out0 is a 16-bit value (exact below)
    want = out0.astype(np.float64).copy()
    e_sum, absum = np.zeros_like(want), np.abs(want)
    nterms = np.ones(tokens, np.int64)
    in_err = in_err + a16_extra(p, a_mag[:nv], w64, exp, inter)     # |a_ref| + a_err: may the operand be subnormal
    if csc is not None:  # a8w8: x = fl32(fl32(acc s_r) c[e, n]), term = fl32(x w) (scaled_bound)
        t_rows, e_x = scaled_bound(t_rows, in_err + _gamma(inter) * m_rows,
                                   ([sr] if rs_args else []) + [csc[exp]])
        term_err = np.abs(wv) * e_x * (1 + U) + U * np.abs(wv * t_rows)
        note = "channel scales per (expert, column), " + note
    elif rs_args:          # x1 = fl32(acc * s_r), then term = fl32(x1 * w) (module docstring)
        e1 = np.abs(sr) * (in_err + _gamma(inter) * m_rows * (1 + U)) * (1 + U) + \
            U * np.abs(sr) * (np.abs(t_rows) + in_err)
        t_rows = sr * t_rows
        term_err = np.abs(wv) * e1 * (1 + U) + U * np.abs(wv * t_rows)
    else:
        term_err = np.abs(wv) * (in_err + _gamma(inter) * m_rows * (1 + U)) + \
            U * np.abs(wv) * (np.abs(t_rows) + in_err)
    ri = np.flatnonzero(real)               # np.add.at adds in index order: the row loop's float64 order
    terms = wv[ri] * t_rows[ri]
    np.add.at(want, tok[ri], terms)
    np.add.at(e_sum, tok[ri], term_err[ri])
    np.add.at(absum, tok[ri], np.abs(terms) + term_err[ri])
    np.add.at(nterms, tok[ri], 1)
    if p.get("reduce", "atomic") == "rows":
        return _rows_case(p, r, rng, {**common, **rs_args}, run_sizes, note, tok, real, terms, term_err, a_bytes,
                          sa, scale_bytes, w_bytes, sw)
    if odt is not None:
        return _atomic16_case(p, r, out0, want, tok, real, terms, term_err, common, rs_args, run_sizes, note,
                              a_bytes, sa, scale_bytes, w_bytes, sw)
    tol = e_sum + np.array([_gamma(int(n) - 1) for n in nterms])[:, None] * absum + HALF_TINY["f32"]
    out = np.concatenate([out0.reshape(-1), np.full(GUARD_ROWS * hidden, GUARD_F32, np.float32)])
    args = {**_a_args(p, a_bytes, sa, scale_bytes),
            "W": w_bytes, "scale_w": sw, **common, **rs_args,
            "sorted_weights": kernel_weights(r.sorted_weights), "out": out}
    chk = Check("out", np.float32, tokens * hidden, want.reshape(-1), tol.reshape(-1), out[tokens * hidden:].copy(),
                (tokens, hidden))
    return Case(args=args, sizes=run_sizes, checks=[chk], note="stage 2, " + note)


def atomic16_bound(out0, terms, term_err, tok, tokens: int, odt: str) -> np.ndarray:
    """Order-free bound [tokens, hidden] on |out - (out0 + sum_j t_j)| for out_dtype bf16 / f16 with packed
    atomics (buffer_atomic_pk_add_bf16 / _f16). Per routed row j of a token (t_j = w_j acc_j in float64,
    e_j = term_err the f32 term's bound, as the f32 atomics):
      d_j = RNE_16(y_j), |y_j - t_j| <= e_j (v_cvt_pk_{bf16,f16}_f32):  c_j = e_j + half_ulp_16(|t_j| + e_j);
      each of the m = topk-ish adds (in any order, the one the hardware picks) is s' = RNE_16(s + d) (CDNA4
      pseudocode: dst.bf16 = tmp.bf16 + src.bf16, one rounding in the 16-bit format), its error
      rho_k <= half_ulp_16(|s + d|); every partial sum of any order and subset has |s + d| <= A + R_(k-1),
      A = |out0| + sum_j (|t_j| + c_j), R_k = R_(k-1) + half_ulp_16(A + R_(k-1)), R_0 = 0 (half_ulp is
      monotone), so the m adds lose at most R_m ~ m * 2^-(p) * A (bf16 p = 8: ~topk * 2^-8 of the magnitude,
      f16 p = 11);
      flush allowance: whether the atomic unit honours MODE's fp16 denormal bits (flygen kernels keep
      denormals; the emulator keeps them) is unverified, so each add also carries 3 * 2^emin_16 (tmp, src and
      the result each flushed, each losing < the smallest normal), as the a16 MFMA flush term.
    e <= sum_j c_j + R_m + 3 m 2^emin_16."""
    hidden = np.shape(out0)[1]
    emin = MBITS_EMIN[odt][1]
    c = term_err + half_ulp(np.abs(terms) + term_err, odt)
    A = np.abs(np.asarray(out0, np.float64)).copy()
    C = np.zeros((tokens, hidden))
    m = np.zeros(tokens, np.int64)
    np.add.at(A, tok, np.abs(terms) + c)
    np.add.at(C, tok, c)
    np.add.at(m, tok, 1)
    R = np.zeros((tokens, hidden))
    for k in range(int(m.max(initial=0))):
        R = np.where((k < m)[:, None], R + half_ulp(A + R, odt), R)
    return C + R + 3.0 * m[:, None] * 2.0 ** emin


def _atomic16_case(p, r, out0, want, tok, real, terms, term_err, common, rs_args, run_sizes, note, a_bytes, sa,
                   scale_bytes, w_bytes, sw) -> Case:
    """reduce: atomic with out_dtype bf16 / f16: out [tokens, hidden] 16-bit, initially out0, plus every routed
    row's weighted term by packed 16-bit atomics (bound: atomic16_bound); the GUARD_ROWS rows past the tokens
    (where a padding row's atomics would land) keep their bits."""
    tokens, hidden, odt = r.tokens, p["hidden"], p["out_dtype"]
    odtype = FORMATS[odt].np_dtype
    ri = np.flatnonzero(real)
    tol = atomic16_bound(out0, terms, term_err[ri], tok[ri], tokens, odt)
    out = np.concatenate([np.asarray(out0, odtype).reshape(-1),
                          np.full(GUARD_ROWS * hidden, GUARD_F32, np.float32).astype(odtype)])
    args = {**_a_args(p, a_bytes, sa, scale_bytes), "W": w_bytes, "scale_w": sw, **common, **rs_args,
            "sorted_weights": kernel_weights(r.sorted_weights), "out": out}
    chk = Check("out", odtype, tokens * hidden, want.reshape(-1), tol.reshape(-1), out[tokens * hidden:].copy(),
                (tokens, hidden))
    return Case(args=args, sizes=run_sizes, checks=[chk], note=f"stage 2 {odt} packed atomics, " + note,
                extra={"out0": out0, "terms": terms, "term_err": term_err[ri], "term_tok": tok[ri]})


WS_GARBAGE = np.float32(-777.25)   # workspace filler: every routed row overwrites it, padding rows never do


def rows_sum(ws: np.ndarray, tokens: int, topk: int, hidden: int, out_dtype: str) -> np.ndarray:
    """out [tokens, hidden] of workspace `ws` as NAME_reduce computes it: acc = ws[t * topk]; acc = fl32(acc +
    ws[t * topk + s]) for s = 1..topk-1 in this order, then RNE to out_dtype (numpy float32 is IEEE RNE)."""
    w = np.asarray(ws, np.float32)[: tokens * topk * hidden].reshape(tokens, topk, hidden)
    acc = w[:, 0].copy()
    for s in range(1, topk):
        acc = (acc + w[:, s]).astype(np.float32)
    return acc.astype(FORMATS[out_dtype].np_dtype)


def _rows_case(p, r, rng, common, run_sizes, note, tok, real, terms, term_err, a_bytes, sa, scale_bytes,
               w_bytes, sw) -> Case:
    """reduce: rows. Checks: ws rows (token * topk + slot) = the term of that routed row within its per-term
    bound (a row's one writer), the guard past tokens * topk rows untouched (padding rows store nothing), and
    out = the fixed-order f32 sum of the topk terms rounded to out_dtype:
      e_out <= sum_j e_j + gamma_(topk-1) sum_j (|t_j| + e_j) + half_ulp_out(|out| + that),
    t_j = w_j acc_j (float64), e_j the per-term bound of stage 2 (module docstring)."""
    tokens, hidden, topk = r.tokens, p["hidden"], p["topk"]
    odt = p.get("out_dtype") or "bf16"
    ri = np.flatnonzero(real)
    slot = (r.sorted_token_ids[: r.num_valid_ids].astype(np.int64) >> SLOT_SHIFT)[ri]
    wrow = tok[ri] * topk + slot                                   # workspace row of each routed row
    if len(np.unique(wrow)) != tokens * topk:
        raise FlygenError("moe: reduce rows needs every (token, slot) routed exactly once")
    nrow = tokens * topk
    t_ws, e_ws = np.zeros((nrow, hidden)), np.zeros((nrow, hidden))
    t_ws[wrow], e_ws[wrow] = terms, term_err[ri]
    t3, e3 = t_ws.reshape(tokens, topk, hidden), e_ws.reshape(tokens, topk, hidden)
    want = t3.sum(axis=1)
    e32 = e3.sum(axis=1) + _gamma(topk - 1) * (np.abs(t3) + e3).sum(axis=1) + HALF_TINY["f32"]
    tol = e32 + half_ulp(np.abs(want) + e32, odt)
    guard = (topk + 1) * hidden                                    # a padding row lands at row tokens * topk + topk
    ws = np.full(nrow * hidden + guard, WS_GARBAGE, np.float32)
    odtype = FORMATS[odt].np_dtype
    out = np.full(tokens * hidden + GUARD_ROWS * hidden, SENTINEL_BF16, np.uint16).view(odtype)
    args = {**_a_args(p, a_bytes, sa, scale_bytes), "W": w_bytes, "scale_w": sw, **common,
            "sorted_weights": kernel_weights(r.sorted_weights), "ws": ws, "out": out, "hidden": np.uint32(hidden)}
    checks = [Check("out", odtype, tokens * hidden, want.reshape(-1), tol.reshape(-1), out[tokens * hidden:].copy(),
                    (tokens, hidden)),
              Check("ws", np.float32, nrow * hidden, t_ws.reshape(-1), (e_ws + HALF_TINY["f32"]).reshape(-1),
                    ws[nrow * hidden:].copy(), (nrow, hidden))]
    return Case(args=args, sizes={**run_sizes, "hidden": hidden}, checks=checks,
                note=f"stage 2 reduce rows -> {odt}, " + note)


# ---------------------------------------------------------------- stage 1 with an MX intermediate
SENTINEL_U8 = 0xA5              # initial bytes of the MX outputs: filler and rows past num_valid_ids stay so
MX_MBITS_EMIN = {"fp4": (1, 0), "fp8": (3, -6)}    # element mantissa bits, smallest normal exponent


def mx_half_ulp(v, fmt: str) -> np.ndarray:
    """Half the element spacing of `fmt` at |v| (v in units of the block scale)."""
    mbits, emin = MX_MBITS_EMIN[fmt]
    e = np.floor(np.log2(np.maximum(np.abs(np.asarray(v, np.float64)), 2.0 ** emin)))
    return np.ldexp(1.0, (e - mbits - 1).astype(np.int64))


def mx_ambiguity(h: np.ndarray, e_h: np.ndarray, fmt: str, sign_known=None):
    """Where rounding does not decide the MX quantisation of a value known to +-e_h: (scale codes over the
    interval's low and high amax [R, K/32], element ambiguous bool [R, K], block ambiguous bool [R, K/32]).
    An element whose two roundings are both zero differs only in the sign of zero; that is decided where
    `sign_known` (the device's f32 sign equals sign(h)), else ambiguous too."""
    lo, hi = np.maximum(np.abs(h) - e_h, 0.0), np.abs(h) + e_h
    x_lo, x_hi = mx_scale_exponents(lo, fmt), mx_scale_exponents(hi, fmt)
    blk = x_lo != x_hi
    step = np.repeat(np.ldexp(1.0, x_hi.astype(np.int64) - 127), 32, 1)
    c_lo = encode((h - e_h) / step, fmt, saturate=True)
    c_hi = encode((h + e_h) / step, fmt, saturate=True)
    v_lo, v_hi = decode(c_lo, fmt), decode(c_hi, fmt)
    zero_sign = (v_lo == 0) & (v_hi == 0) & (c_lo != c_hi)
    if sign_known is not None:
        zero_sign &= ~sign_known
    return x_lo, x_hi, (v_lo != v_hi) | zero_sign | np.repeat(blk, 32, 1), blk


def mx_quant_bound(h: np.ndarray, e_h: np.ndarray, fmt: str) -> np.ndarray:
    """Format-derived bound on |dequant(device codes) - h| per element: the device quantises a value within
    e_h of h with a block scale X in [X(amax - e), X(amax + e)]; RNE moves it by at most half an element ulp
    of its scaled magnitude, saturation by (scaled magnitude - max) -- both taken at the worse scale."""
    x_lo, x_hi, _, _ = mx_ambiguity(h, e_h, fmt)
    bound = np.zeros_like(h)
    for x in (x_lo, x_hi):
        step = np.repeat(np.ldexp(1.0, x.astype(np.int64) - 127), 32, 1)
        v = (np.abs(h) + e_h) / step
        bound = np.maximum(bound, step * np.maximum(mx_half_ulp(v, fmt), v - max_finite(fmt)))
    return bound + e_h


def scale_filler(inter: int, tile_k2: int) -> np.ndarray:
    """bool [bytes per row] of mx_kernel_scales: the 127 filler bytes no MFMA step reads."""
    probe = mx_kernel_scales(np.zeros((1, inter // 32), np.uint8), tile_k2)[0]
    return probe == 127


def stage1_f32_model(rows: np.ndarray, w: np.ndarray, exp: np.ndarray, inter: int, chunk: int = 128,
                     row_scale=None):
    """The f32 intermediate as the emulator's model computes it, in numpy float32 (independent of the kernel
    and the emulator): each MFMA's K = 128 chunk summed exactly then rounded once to f32 and added to the f32
    accumulator in K order (docs/numerics.md §3; the hardware's internal order is UNVERIFIED), then the
    activation's chain (ACT.f32_model: silu's record, x * rcp(1 + exp2(x * f32(-log2 e)))) and one f32 multiply.
    exp2/rcp are correctly rounded here; hardware's are 1 ulp, so the returned uncertainty is twice the record's
    relative chain error at h (f32_rel: stage1_bound's silu term) + tiny.
    `row_scale` [rows, 1] (f32 values): the accumulators are first multiplied by it in f32 (fl32(acc * s_r)).
    Returns (h32 as float64 [rows, n], uncertainty)."""
    f32 = np.float32
    acc = np.zeros((rows.shape[0], w.shape[1]), f32)          # gate | up, [rows, 2 * inter]
    for k0 in range(0, rows.shape[1], chunk):
        acc = (acc + expert_dot(rows[:, k0:k0 + chunk], w[:, :, k0:k0 + chunk], exp).astype(f32)).astype(f32)
    if row_scale is not None:
        acc = (acc * np.asarray(row_scale, f32)).astype(f32)
    g, u = acc[:, :inter], acc[:, inter:]
    s = ACT.f32_model(g)
    h = (s * u).astype(f32).astype(np.float64)
    # the chain's relative error only (f32_rel; no absolute floor: an exact 0 stays 0 on any hardware, and the
    # MX ambiguity test needs the uncertainty of tiny blocks tight)
    return h, 2 * ACT.f32_rel(g.astype(np.float64)) * np.abs(h) + HALF_TINY["f32"]


def stage1_mx_case(p: dict, r: Routing, h: np.ndarray, e_h: np.ndarray, extra: dict, args: dict,
                   run_sizes: dict, note: str) -> Case:
    """Checks of a stage-1 kernel writing the MX intermediate: packed codes [S, inter*bits/8] and e8m0 bytes in
    stage 2's mx_kernel_scales layout (tile_k = inter_tile_k) must equal flygen.ref.mx's quantisation of the
    f32 intermediate h (stage1_f32_model) bit for bit, except where its uncertainty e_h straddles a rounding
    boundary (atol inf there; `mx_ambiguity` names them, tests check them against both roundings). Filler
    bytes and rows past num_valid_ids must keep their initial bytes. The float64 check (h within the
    gamma_K bound, then MX quantisation) is mx_quant_bound, used by the chained stage-2 test."""
    fmt, inter, tk2 = p["inter_dtype"], p["inter"], p["inter_tile_k"]
    S, nv = len(r.sorted_token_ids), r.num_valid_ids
    codes, sc = quantize_mx(h, fmt)
    _, _, amb, blk = mx_ambiguity(h, e_h, fmt, np.ones(h.shape, bool))   # the model's f32 sign is the device's
    row = inter * bits_of(fmt) // 8
    want = _pack(codes, fmt).reshape(-1)
    amb_b = amb.reshape(nv, row, -1).any(axis=2).reshape(-1) if fmt == "fp4" else amb.reshape(-1)
    out = np.full(S * row, SENTINEL_U8, np.uint8)
    fill = scale_filler(inter, tk2)
    srow = len(fill)
    s_want = np.where(fill[None, :], SENTINEL_U8, mx_kernel_scales(sc, tk2)).reshape(-1)
    s_amb = mx_kernel_scales(blk.astype(np.uint8), tk2).reshape(-1) == 1
    out_scale = np.full(S * srow, SENTINEL_U8, np.uint8)
    checks = [Check("out", np.uint8, nv * row, want, np.where(amb_b, np.inf, 0.0), out[nv * row:].copy(),
                    (nv, row)),
              Check("out_scale", np.uint8, nv * srow, s_want, np.where(s_amb & ~np.tile(fill, nv), np.inf, 0.0),
                    out_scale[nv * srow:].copy(), (nv, srow))]
    return Case(args={**args, "out": out, "out_scale": out_scale}, sizes=run_sizes, checks=checks,
                note=f"stage 1 -> MX {fmt}, {int(amb.sum())} of {amb.size} values and {int(blk.sum())} scales "
                     f"undecided by rounding, " + note,
                extra={**extra, "h32": h, "e32": e_h})
