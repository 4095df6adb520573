"""Host side of the preshuffle GEMM: inputs, MX scale layout, float64 reference and a format-derived bound.

C[M, N] = act(A . B^T * scale_a[m] * scale_b[n] + bias[n])  (scales only for fp8/int8; MX uses e8m0 blocks).
The reference is float64 over the decoded inputs, so input quantisation is no error. The bound follows the
kernel's operation order (u = 2^-24, f32 unit roundoff; every step below is one f32 rounding):
  acc   : f32 MFMA accumulation, |e| <= gamma_K * mag            (int8: exact i32, then v_cvt_f32_i32: u|acc|)
  t     : acc * sa * sb, two f32 multiplies                       -> (1+u)^3 gamma_K mag_s + 3.01 u |t|
  v     : t + bias (one f32 add)                                  -> e_t + u (|v| + e_t)
  y     : activation; relu is exact, silu/gelu are Lipschitz <= 1.13 (use 1.2) in v, and their f32 ops
          (mul, v_exp_f32, add, v_rcp_f32, mul; gelu adds 3 f32 ops for z) err <= (12 u + 4 u |z|) |y| with
          z the exp2 argument: v_exp_f32 and v_rcp_f32 are taken as 1 ulp (2u) each, as on hardware,
          and an argument error of 4u|z| becomes ln2 * 4u|z| relative in 2^z; plus |v| 2^-126 where
          2^z leaves the f32 normal range (the true |y| is below that, the f32 chain gives a denormal or 0).
  C     : RNE to out_dtype: half an ulp of out_dtype at |y| + e_y (flygen.ref.tolerance.half_ulp).

scale: block128 (fp8; scale_a f32 [M, K/128], scale_b f32 [ceil(N/128), K/128], both row-major) replaces `acc`
and `t` (block_bound): per K block kb (one 16x16x128 MFMA step, C = 0)
  p_kb  : f32 MFMA sum of 128 products,                           |e| <= gamma_128 mag_kb
  s_kb  : fl(sa[m, kb] * sb[n / 128, kb]), one f32 multiply         (1 + d), |d| <= u
  acc   : acc = fma(p_kb, s_kb, acc) for kb = 0 .. K/128 - 1 in order (v_fma_f32: one rounding each),
so with KB = K/128 and mag_s = sum_kb mag_kb sa sb, |t_kernel - t| <= ((1+u) gamma_128 + u
  + gamma_KB (1 + gamma_128)(1 + u)) mag_s: each block's scaled partial is rounded once when it is added
(KB extra roundings, against the per-row kernel's 2 multiplies after one long sum); no epilogue scaling.
"""
from __future__ import annotations

import numpy as np

from flygen.activations import of_epilogue
from flygen.errors import FlygenError
from flygen.isa.dtypes import FORMATS, decode, encode
from flygen.ref.case import Case, Check, gemm_tiles, ragged, runtime_size, side_by_side
from flygen.ref.gemm import PAD_SENTINEL, leading_dim, preshuffle_b, split_k_terms
from flygen.ref.mx import dequantize_mx, pack_fp4, pack_fp6, quantize_mx
from flygen.ref.tolerance import half_ulp, tolerance
from flygen.spec.gemm_preshuffle import (SCALE_BLOCK_K, SCALE_BLOCK_N, a_bits, b_bits, block_scaled, k_granule,
                                         k_tail, splits)

U = 2.0 ** -24
GUARD_ROWS = 16          # C rows after M filled with a sentinel and checked untouched
SENTINEL = {"bf16": 0x7FC1, "f16": 0x7E01}   # NaN patterns no correct store produces
OUT = {"bf16": "bf16", "f16": "f16"}
IN = {"fp8": "fp8", "int8": "i8", "f16": "f16", "bf16": "bf16"}


def mx_kernel_scales(scales: np.ndarray, tile_k: int) -> np.ndarray:
    """e8m0 scales [R, K/32] -> bytes [R][K/tile_k][D][4 g][4 b] as the kernel reads them (D = ceil(steps/4),
    steps = tile_k/128): lane group g of a 16x16x128 MFMA step s = 4d + b takes block 4s + g of its k-tile
    (byte b selected by op_sel). Unused bytes (steps < 4D) are 127 (= 1.0)."""
    s = np.asarray(scales, np.uint8)
    r, nb = s.shape
    per_tile = tile_k // 32
    nk, steps = nb // per_tile, tile_k // 128
    d = -(-steps // 4)
    out = np.full((r, nk, d, 4, 4), 127, np.uint8)
    for st in range(steps):
        dd, b = divmod(st, 4)
        for g in range(4):
            out[:, :, dd, g, b] = s[:, :].reshape(r, nk, per_tile)[:, :, 4 * st + g]
    return out.reshape(r, -1)


def _pack(codes: np.ndarray, fmt: str) -> np.ndarray:
    if fmt == "fp4":
        return pack_fp4(codes)
    if fmt in ("fp6", "bf6"):
        return pack_fp6(codes)
    return np.asarray(codes, np.uint8)


def _mx_operand(rows: int, k: int, fmt: str, rng) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Random [rows, K] with per-block magnitudes 2^-3..2^3 -> (packed bytes, e8m0 scales, dequantised)."""
    x = rng.standard_normal((rows, k)) * np.repeat(np.ldexp(1.0, rng.integers(-3, 4, (rows, k // 32))), 32, 1)
    codes, sc = quantize_mx(x, fmt)
    return _pack(codes, fmt), sc, dequantize_mx(codes, sc, fmt)


def _dense_operand(rows: int, k: int, dtype: str, rng) -> tuple[np.ndarray, np.ndarray]:
    if dtype == "int8":
        v = rng.integers(-16, 16, (rows, k)).astype(np.int8)
        return v, v.astype(np.float64)
    fmt = IN[dtype]
    codes = encode(rng.standard_normal((rows, k)), fmt, saturate=True)     # bit patterns
    return codes.astype(np.uint8 if FORMATS[fmt].bits == 8 else np.uint16), decode(codes, fmt)


def activation(v: np.ndarray, epilogue: str) -> np.ndarray:
    """The float64 reference of `epilogue`'s activation (flygen.activations), v itself for none / bias."""
    act = of_epilogue(epilogue)
    return v if act is None else act.reference(v)


def activation_f32_err(v: np.ndarray, y: np.ndarray, epilogue: str) -> np.ndarray:
    """Error of the kernel's f32 chain for `epilogue`'s activation at an exact input v (flygen.activations:
    (12 u + 4 u |z|) |y| + |v| 2^-126 for silu / gelu, 0 for relu)."""
    act = of_epilogue(epilogue)
    return np.zeros(np.shape(v)) if act is None else act.f32_err(v, y)


def gamma(n: int) -> float:
    return n * U / (1 - n * U)


def block_bound(k: int, mag_s: np.ndarray) -> np.ndarray:
    """scale block128: allowed |t_kernel - t| (module docstring: KB blocks, each MFMA-summed, scaled by one f32
    product and added by one fma)."""
    g1, gk = gamma(SCALE_BLOCK_K), gamma(k // SCALE_BLOCK_K)
    return ((1 + U) * g1 + U + gk * (1 + g1) * (1 + U)) * mag_s


def bound(k: int, p: dict, t: np.ndarray, mag_s: np.ndarray, bias: np.ndarray, v: np.ndarray,
          y: np.ndarray) -> np.ndarray:
    """Allowed |C - y| per element (module docstring)."""
    gam = 0.0 if p["in_dtype"] == "int8" else gamma(k)
    scaled = p["in_dtype"] in ("fp8", "int8")
    if block_scaled(p):
        e_t = block_bound(k, mag_s)
    else:
        e_t = (1 + U) ** 3 * gam * mag_s + ((3.01 if scaled else 0.0) + (1.0 if p["in_dtype"] == "int8" else 0.0)) \
            * U * np.abs(t)
    e_v = e_t + (U * (np.abs(v) + e_t) if p["epilogue"] != "none" else 0.0)
    ep = p["epilogue"]
    act = of_epilogue(ep)
    if act is not None and not act.exact:
        e_y = act.lipschitz * e_v + act.f32_err(v, y)
    else:
        e_y = e_v
    return e_y + half_ulp(np.abs(y) + e_y, OUT[p["out_dtype"]])


def block_scales(a64: np.ndarray, b64: np.ndarray, rng) -> tuple:
    """scale block128: random f32 scale_a [M, K/128], scale_b [ceil(N/128), K/128] (0.5 .. 2) and the exact
    t = sum_kb (A_kb . B_kb^T) sa[m, kb] sb[n / 128, kb] with its magnitude (float64; products of f32 are exact)."""
    m, k = a64.shape
    n = b64.shape[0]
    kb, nb = k // SCALE_BLOCK_K, -(-n // SCALE_BLOCK_N)
    sa = rng.uniform(0.5, 2.0, (m, kb)).astype(np.float32)
    sb = rng.uniform(0.5, 2.0, (nb, kb)).astype(np.float32)
    sbn = np.repeat(sb.astype(np.float64), SCALE_BLOCK_N, 0)[:n]          # [N, KB]: column n's block row
    t, mag = np.zeros((m, n)), np.zeros((m, n))
    for b in range(kb):
        sl = slice(b * SCALE_BLOCK_K, (b + 1) * SCALE_BLOCK_K)
        s = sa[:, b].astype(np.float64)[:, None] * sbn[:, b][None, :]
        t += (a64[:, sl] @ b64[:, sl].T) * s
        mag += (np.abs(a64[:, sl]) @ np.abs(b64[:, sl]).T) * s
    return sa, sb, t, mag


def small_sizes(params: dict) -> dict:
    """The smallest runtime M that still exercises the kernel (N and K are compiled in): two (or group_m + 1, or
    enough for every XCD) M tiles, the last ragged."""
    rtn = params.get("N") == "runtime"        # N: runtime: two column tiles
    return {"M": ragged(params["tile_m"], gemm_tiles(params, across=2 if rtn else params["N"] // params["tile_n"])),
            **({"N": 2 * int(params["tile_n"])} if rtn else {}),
            **({"K": 3 * int(params["tile_k"]) + (k_granule(params) if k_tail(params) else 0)}
               if params.get("K") == "runtime" else {}),   # K: runtime: loop + odd (k_tail: + a ragged k-tile)
            **({"batch": 2} if params.get("batch") else {})}


BATCH_PAD = 64        # batch: elements of padding between consecutive A / B matrices (strides != their sizes)


def _batch_case(p: dict, sizes: dict, rng: np.random.Generator) -> Case:
    """batch: `batch` independent GEMMs (each a case of the unbatched kernel) side by side (case.side_by_side: A, B
    and C each followed by BATCH_PAD elements, C's padding must keep its sentinel), scale_a / scale_b / bias
    [batch, M] / [batch, N]."""
    one = {k: v for k, v in p.items() if k != "batch"}
    cases = [make_case(one, sizes, rng) for _ in range(runtime_size(sizes, "batch", 2))]   # (reads no "batch")
    return side_by_side(cases, {"A": a_bits(p) // 8, "B": b_bits(p) // 8}, "C", ("scale_a", "scale_b", "bias"),
                        BATCH_PAD)


LD_PAD = {"lda": 16, "ldc": 8}    # default padding (elements) of a run-time lda / ldc: rows wider than K / N


def leading_dims(p: dict, sizes: dict, k: int, n: int) -> tuple[int, int]:
    """(lda, ldc) of a case: K / N, or with lda / ldc: runtime the launch's sizes (default K + 16, N + 8); an ld
    below its row is refused by name (the launch check says the same)."""
    return (leading_dim(p, sizes, "lda", k, "K", k + LD_PAD["lda"]),
            leading_dim(p, sizes, "ldc", n, "N", n + LD_PAD["ldc"]))


def _pitched_a(a_bytes: np.ndarray, m: int, k: int, lda: int, dtype: str) -> np.ndarray:
    """A's bytes with rows lda elements apart; the padding columns hold a NaN sentinel (int8: 127), so a kernel
    that multiplies them fails the check."""
    a_bytes = np.ascontiguousarray(a_bytes).reshape(m, -1)
    if lda == k:
        return a_bytes.reshape(-1)
    esz = a_bytes.shape[1] // k
    el = np.uint8 if esz == 1 else np.uint16
    full = np.full((m, lda), PAD_SENTINEL[dtype], el).view(np.uint8).reshape(m, lda * esz)
    full[:, :k * esz] = a_bytes
    return full.reshape(-1)


def make_case(params: dict, sizes: dict, rng: np.random.Generator) -> Case:
    p = params
    if p.get("batch"):
        return _batch_case(p, sizes, rng)
    rt = p["K"] == "runtime"     # K: runtime: a size of the launch (default 3 k-tiles)
    rtn = p["N"] == "runtime"    # N: runtime: a size of the launch (default 2 column tiles)
    m, n = runtime_size(sizes, "M", 200), runtime_size(sizes, "N", 2 * int(p["tile_n"])) if rtn else p["N"]
    if n % p["tile_n"]:
        t = p["tile_n"]
        raise FlygenError(f"N={n} is not a multiple of tile_n = {t} (N: runtime); nearest: "
                          + (f"N={n // t * t} or " if n > t else "") + f"N={(n // t + 1) * t}")
    tail = k_tail(p)             # k_tail: any K of whole 16-byte chunks (default 3 k-tiles + one chunk)
    k = runtime_size(sizes, "K", 3 * int(p["tile_k"]) + (k_granule(p) if tail else 0)) if rt else p["K"]
    t = k_granule(p) if tail else p["tile_k"]
    if k % t and tail:
        raise FlygenError(f"K={k} is not a multiple of {t} (k_tail: K x esize whole 16-byte chunks); nearest: "
                          + (f"K={k // t * t} or " if k > t else "") + f"K={(k // t + 1) * t}")
    if k % t:                    # preshuffle_b needs whole k-tiles too; the launch check says the same
        raise FlygenError(f"K={k} is not a multiple of tile_k = {t} (K: runtime); nearest: "
                          + (f"K={k // t * t} or " if k > t else "") + f"K={(k // t + 1) * t}")
    args = {}
    if p["in_dtype"] == "mx":
        a_bytes, sa, a64 = _mx_operand(m, k, p["mx_a"], rng)
        b_bytes, sb, b64 = _mx_operand(n, k, p["mx_b"], rng)
        args["scale_a"] = mx_kernel_scales(sa, p["tile_k"]).reshape(-1)
        args["scale_b"] = mx_kernel_scales(sb, p["tile_k"]).reshape(-1)
        t, mag_s = a64 @ b64.T, np.abs(a64) @ np.abs(b64).T
    else:
        a_raw, a64 = _dense_operand(m, k, p["in_dtype"], rng)
        b_raw, b64 = _dense_operand(n, k, p["in_dtype"], rng)
        a_bytes, b_bytes = a_raw.view(np.uint8).reshape(m, -1), b_raw.view(np.uint8).reshape(n, -1)
        if tail:     # B over K padded to whole k-tiles; the padding random finite values (not zeros), so a
                     # kernel that multiplies A's bytes past K (the next row's) by them fails the check
            kp = -(-k // p["tile_k"]) * p["tile_k"]
            pad = _dense_operand(n, kp - k, p["in_dtype"], rng)[0].view(np.uint8).reshape(n, -1)
            b_bytes = np.concatenate([b_bytes, pad], axis=1)
        t, mag_s = a64 @ b64.T, np.abs(a64) @ np.abs(b64).T
        if block_scaled(p):
            sa, sb, t, mag_s = block_scales(a64, b64, rng)
            args["scale_a"], args["scale_b"] = sa.reshape(-1), sb.reshape(-1)
        elif p["in_dtype"] in ("fp8", "int8"):
            sa = rng.uniform(0.5, 2.0, m).astype(np.float32)
            sb = rng.uniform(0.5, 2.0, n).astype(np.float32)
            s = sa.astype(np.float64)[:, None] * sb.astype(np.float64)[None, :]
            t, mag_s = t * s, mag_s * s
            args["scale_a"], args["scale_b"] = sa, sb
    out_t = FORMATS[OUT[p["out_dtype"]]].np_dtype
    bias = np.zeros(n)
    if p["epilogue"] != "none":
        braw = rng.standard_normal(n).astype(out_t)
        args["bias"] = braw
        bias = braw.astype(np.float64)
    v = t + bias[None, :]
    y = activation(v, p["epilogue"])
    s = splits(p)
    tol = bound(split_k_terms(k, s), p, t, mag_s, bias, v, y)
    # C starts as the NaN sentinel everywhere, so an element the kernel fails to write can never pass
    lda, ldc = leading_dims(p, sizes, k, n)
    c = np.full(m * ldc + GUARD_ROWS * ldc, SENTINEL[p["out_dtype"]], np.uint16).view(out_t)
    guard = c[m * ldc:].copy()
    args.update({"A": _pitched_a(a_bytes, m, k, lda, p["in_dtype"]), "B": preshuffle_b(b_bytes), "C": c,
                 "M": np.uint32(m), **({"N": np.uint32(n)} if rtn else {}), **({"K": np.uint32(k)} if rt else {}),
                 **({"lda": np.uint32(lda)} if p.get("lda") == "runtime" else {}),
                 **({"ldc": np.uint32(ldc)} if p.get("ldc") == "runtime" else {})})
    kind = f"mx {p['mx_a']} x {p['mx_b']}" if p["in_dtype"] == "mx" else \
        p["in_dtype"] + (" block128 scales" if block_scaled(p) else "")
    if ldc > n:       # C's padding columns must keep the sentinel (NaN expected, NaN bound 0: a store fails it)
        y = np.concatenate([y, np.full((m, ldc - n), np.nan)], axis=1)
        tol = np.concatenate([np.broadcast_to(tol, (m, n)), np.zeros((m, ldc - n))], axis=1)
    checks = [Check("C", out_t, m * ldc, y.reshape(-1), np.asarray(tol).reshape(-1), guard.copy(), (m, ldc))]
    lds = {**({"lda": lda} if p.get("lda") == "runtime" else {}), **({"ldc": ldc} if p.get("ldc") == "runtime" else {})}
    if s == 1:
        return Case(args=args, sizes={"M": m, **({"N": n} if rtn else {}), **({"K": k} if rt else {}), **lds},
                    checks=checks, note=f"M={m}, N={n}, K={k}, {kind}, {p['epilogue']}"
                    + "".join(f", {x}={v}" for x, v in lds.items()))
    return _split_case(p, args, checks, a64, b64, m, n, k, s, kind)


def _split_case(p, args, checks, a64, b64, m, n, k, s, kind) -> Case:
    """The split-K pair's case (flygen.check.verify runs NAME then NAME_reduce on the same arrays): C is the reduce
    kernel's `c` (with its sizes `m`, `n`), bound gamma_(K/S + S - 1); the workspace is checked too."""
    det = p["split_k_reduce"] == "deterministic"
    i32 = p["in_dtype"] == "int8"         # i32 partials: exact integer sums (atol 0)
    wdt = np.int32 if i32 else np.float32
    elems = (s if det else 1) * m * n
    guard = np.full(GUARD_ROWS * n, 7, wdt)
    # deterministic: ws starts as garbage (NaN; int8: its bit pattern) -- the contract says any contents: every
    # element must be written; atomic: zero, as the contract requires, and zero again afterwards
    ws = np.concatenate([np.full(elems, np.nan if det else 0.0, np.float32).view(wdt), guard])
    if det:       # slice z = the unscaled f32 partial of k-tiles [z kt, (z+1) kt): gamma_(K/S) |A_z| |B_z|^T
        ks = k // s
        parts = [(a64[:, z * ks:(z + 1) * ks], b64[:, z * ks:(z + 1) * ks]) for z in range(s)]
        expect = np.stack([x @ w.T for x, w in parts]).reshape(-1)
        gam = 0.0 if i32 else tolerance(ks, "f32", "f32").gamma
        atol = (np.stack([np.abs(x) @ np.abs(w).T for x, w in parts]) * gam).reshape(-1) + (0 if i32 else 2.0 ** -150)
    else:
        expect, atol = np.zeros(elems), 0.0
    c = args.pop("C")
    args.update(ws=ws, c=c, m=np.uint32(m), n=np.uint32(n))
    c_check = checks[0]
    checks = [Check("c", c_check.dtype, c_check.count, c_check.expected, c_check.atol, c_check.guard, c_check.shape),
              Check(arg="ws", dtype=wdt, count=elems, expected=expect, atol=atol, guard=guard.copy())]
    return Case(args=args, sizes={"M": m, "N": n}, checks=checks,
                note=f"M={m}, N={n}, K={k}, {kind}, split_k {s} {p['split_k_reduce']} "
                     f"(bound gamma_{split_k_terms(k, s)})")
