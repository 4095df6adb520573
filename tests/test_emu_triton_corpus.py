"""Triton (AMD backend) gfx950 kernels (tests/data/emu/triton, see README there) run on the emulator vs numpy.

The kernels were compiled by Triton, not flygen; triton is not needed here (the committed .s is run). Inputs are
exactly representable in the kernel's input format, the reference is float64 (int64 for int8), and every
tolerance is derived from the formats (u = 2^-24, the f32 unit roundoff; first-order bounds):
- GEMMs with f32 accumulation (bf16, f16, fp8 e4m3 OCP, MX fp4/fp8 with e8m0 scales): every product is exact
  in f32 (<= 2 x 11 significand bits, scales are powers of two), the K-long sum is rounded at most K - 1 times
  in whatever order the matrix core and the K loop use, and the f32 store is exact: |err| <= K u sum_k |a b|
  (K = the padded K the kernel loops over; masked zeros add exactly). int8: exact.
- row sum of N f32: at most N - 1 roundings: |err| <= N u sum |x|.
- softmax: z = x - max (1 rounding, relative u, so the exp argument moves by |z| u), exp (Triton: x * log2e
  then v_exp_f32, hardware ~1 ulp: 2u relative, + |z| u from the multiply), sum of N positive terms (N u
  relative), division (u): rtol_i = (2|z_i| + N + 4) u.
- layernorm: mean = sum / N (err (N + 1) u A, A = mean |x|); d = x - mean (u|d| + that); var = sum d^2 / N
  (relative (N + 2) u + 2 sum |d| dd / sum d^2); rstd = 1/sqrt (relative var_rel / 2 + 2u for sqrt + divide, or
  v_rsq's 1 ulp); y = d rstd w + b (3 roundings): |err_i| <= |w_i| rstd (dd_i + |d_i| rstd_rel) +
  3u (|d_i rstd w_i| + |b_i|).
- LDS-DMA GEMMs (`gemm_dma_*`, `gemm_gdma_*`: A and B reach LDS by buffer_load_dwordx4 ... lds /
  global_load_lds_dwordx4, 16 B per lane, and are read back with ds_read_b64_tr_b16/_b8): the same f32 GEMM
  bound. They were compiled with every integer argument marked divisible by 16 (Triton's launcher specialises
  that way), so M, N, K and the strides here are multiples of 16, and ragged only against the 64-wide tiles.
Hazard errors fail a test (no waivers).
"""
import ml_dtypes
import numpy as np
import pytest

from flygen.emu import fidelity, ops_mem
from triton_case import U
from triton_case import check_f32_gemm as _check_f32_gemm
from triton_case import run as _run

RNG = np.random.default_rng(2026)


def _gemm_args(a, b, c, m, n, k):
    return {"a_ptr": a, "b_ptr": b, "c_ptr": c, "M": m, "N": n, "K": k, "sam": k, "sak": 1, "sbk": n, "sbn": 1,
            "scm": n, "scn": 1}


F8, B8 = ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2
GEMMS = {   # name: (input dtype(s), BM, BN, BK, M, N, K)
    "gemm_bf16": (ml_dtypes.bfloat16, 32, 32, 32, 45, 37, 70),
    "gemm_bf16_k8": (ml_dtypes.bfloat16, 32, 32, 8, 33, 20, 21),
    "gemm_f16": (np.float16, 16, 16, 32, 21, 30, 45),
    "gemm_f16_k16": (np.float16, 16, 16, 16, 19, 17, 35),
    "gemm_fp8": (ml_dtypes.float8_e4m3fn, 32, 32, 64, 40, 35, 100),
    "gemm_fp8_16": (ml_dtypes.float8_e4m3fn, 16, 16, 128, 20, 19, 150),
    "gemm_fp8_k32": (ml_dtypes.float8_e4m3fn, 16, 16, 32, 18, 21, 45),
    "gemm_fp8_bf8": ((F8, B8), 32, 32, 64, 40, 33, 90),          # Triton swaps A/B: f8f6f4 with cbsz:1
    "gemm_bf8_fp8_k32": ((B8, F8), 16, 16, 32, 17, 22, 40),      # ... and v_mfma_f32_16x16x32_fp8_bf8
}


@pytest.mark.parametrize("name", sorted(GEMMS))
def test_float_gemm_ragged(name):
    dt, bm, bn, bk, m, n, k = GEMMS[name]
    da, db = dt if isinstance(dt, tuple) else (dt, dt)
    a = (RNG.standard_normal((m, k)) * 2).astype(da)
    b = (RNG.standard_normal((k, n)) * 2).astype(db)
    get = _run(name, (-(-m // bm), -(-n // bn)), _gemm_args(a, b, np.zeros((m, n), np.float32), m, n, k))
    _check_f32_gemm(get("c_ptr", np.float32, (m, n)), a.astype(np.float64), b.astype(np.float64), -(-k // bk) * bk)


@pytest.mark.parametrize("name,bk", [("gemm_i8", 64), ("gemm_i8_k32", 32)])
def test_int8_gemm_exact(name, bk):
    m, n, k = 19, 23, 2 * bk + 7
    a = RNG.integers(-128, 128, (m, k)).astype(np.int8)
    b = RNG.integers(-128, 128, (k, n)).astype(np.int8)
    get = _run(name, (-(-m // 16), -(-n // 16)), _gemm_args(a, b, np.zeros((m, n), np.int32), m, n, k))
    assert np.array_equal(get("c_ptr", np.int32, (m, n)), a.astype(np.int64) @ b.astype(np.int64))


FP4 = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2, -3, -4, -6])   # OCP e2m1 codes 0..15


@pytest.mark.parametrize("name", ["gemm_mxfp4", "gemm_mxfp8"])
def test_mx_dot_scaled_ragged(name):
    m, n, k = 45, 40, 256
    ea = RNG.integers(122, 133, (m, k // 32)).astype(np.uint8)          # e8m0: 2^(e - 127)
    eb = RNG.integers(122, 133, (n, k // 32)).astype(np.uint8)
    if name == "gemm_mxfp4":
        ca = RNG.integers(0, 16, (m, k)).astype(np.uint8)
        cb = RNG.integers(0, 16, (k, n)).astype(np.uint8)
        A, B = FP4[ca], FP4[cb]
        a = ca[:, 0::2] | (ca[:, 1::2] << 4)                            # packed along K, low nibble first
        b = cb[0::2, :] | (cb[1::2, :] << 4)
    else:
        fa = (RNG.standard_normal((m, k)) * 2).astype(ml_dtypes.float8_e4m3fn)
        fb = (RNG.standard_normal((k, n)) * 2).astype(ml_dtypes.float8_e4m3fn)
        A, B = fa.astype(np.float64), fb.astype(np.float64)
        a, b = fa.view(np.uint8), fb.view(np.uint8)
    A = A * np.repeat(2.0 ** (ea.astype(np.float64) - 127), 32, axis=1)
    B = B * np.repeat(2.0 ** (eb.astype(np.float64) - 127), 32, axis=1).T
    args = {"a_ptr": a, "as_ptr": ea, "b_ptr": b, "bs_ptr": eb, "c_ptr": np.zeros((m, n), np.float32),
            "M": m, "N": n, "K": k}
    get = _run(name, (-(-m // 32), -(-n // 32)), args)
    _check_f32_gemm(get("c_ptr", np.float32, (m, n)), A, B, k)


def test_row_sum_masked():
    m, n = 5, 200
    x = RNG.standard_normal((m, n)).astype(np.float32)
    get = _run("row_sum", (m,), {"x_ptr": x, "y_ptr": np.zeros(m, np.float32), "M": m, "N": n})
    xd = x.astype(np.float64)
    assert np.all(np.abs(get("y_ptr", np.float32, (m,)) - xd.sum(1)) <= n * U * np.abs(xd).sum(1))


def test_softmax_masked():
    m, n = 4, 200
    x = (RNG.standard_normal((m, n)) * 3).astype(np.float32)
    get = _run("softmax", (m,), {"x_ptr": x, "y_ptr": np.zeros_like(x), "N": n})
    xd = x.astype(np.float64)
    z = xd - xd.max(1, keepdims=True)
    ref = np.exp(z) / np.exp(z).sum(1, keepdims=True)
    rtol = (2 * np.abs(z) + n + 4) * U
    assert np.all(np.abs(get("y_ptr", np.float32, (m, n)) - ref) <= rtol * ref)


def test_layernorm_masked():
    m, n, eps = 3, 200, 1e-5
    x = (RNG.standard_normal((m, n)) + 1.0).astype(np.float32)
    w = RNG.standard_normal(n).astype(np.float32)
    bias = RNG.standard_normal(n).astype(np.float32)
    get = _run("layernorm", (m,), {"x_ptr": x, "w_ptr": w, "b_ptr": bias, "y_ptr": np.zeros_like(x), "N": n,
                                   "eps": np.float32(eps)})
    xd, wd, bd = x.astype(np.float64), w.astype(np.float64), bias.astype(np.float64)
    mean = xd.mean(1, keepdims=True)
    d = xd - mean
    var = (d * d).mean(1, keepdims=True)
    rstd = 1 / np.sqrt(var + np.float64(np.float32(eps)))
    ref = d * rstd * wd + bd
    dmean = (n + 1) * U * np.abs(xd).mean(1, keepdims=True)
    dd = U * np.abs(d) + dmean
    var_rel = (n + 2) * U + 2 * (np.abs(d) * dd).sum(1, keepdims=True) / (d * d).sum(1, keepdims=True)
    rstd_rel = var_rel / 2 + 2 * U
    bound = np.abs(wd) * rstd * (dd + np.abs(d) * rstd_rel) + 3 * U * (np.abs(d * rstd * wd) + np.abs(bd))
    assert np.all(np.abs(get("y_ptr", np.float32, (m, n)) - ref) <= bound)


DMA_GEMMS = {   # name: (input dtype, A stored [K, M], B stored [N, K], M, N, K); tiles 64 x 64 x 64
    "gemm_dma_bf16": (ml_dtypes.bfloat16, False, False, 80, 112, 144),
    "gemm_dma_bf16_kmajor": (ml_dtypes.bfloat16, True, False, 112, 48, 80),
    "gemm_dma_fp8_kmajor": (F8, True, False, 80, 96, 208),
    "gemm_gdma_bf16": (ml_dtypes.bfloat16, False, False, 96, 80, 112),
    "gemm_gdma_fp8_nk": (F8, True, True, 112, 80, 144),
}
DMA_FORMS = {"gemm_dma_bf16": {"buffer_load_dwordx4 lds", "ds_read_b64_tr_b16"},
             "gemm_dma_bf16_kmajor": {"buffer_load_dwordx4 lds", "ds_read_b64_tr_b16"},
             "gemm_dma_fp8_kmajor": {"buffer_load_dwordx4 lds", "ds_read_b64_tr_b8"},
             "gemm_gdma_bf16": {"global_load_lds_dwordx4", "ds_read_b64_tr_b16"},
             "gemm_gdma_fp8_nk": {"global_load_lds_dwordx4", "ds_read_b64_tr_b8"}}


def _dma_gemm(name, executed=None):
    dt, a_km, b_nk, m, n, k = DMA_GEMMS[name]
    a = (RNG.standard_normal((m, k)) * 2).astype(dt)
    b = (RNG.standard_normal((k, n)) * 2).astype(dt)
    args = {"a_ptr": np.ascontiguousarray(a.T) if a_km else a, "b_ptr": np.ascontiguousarray(b.T) if b_nk else b,
            "c_ptr": np.zeros((m, n), np.float32), "M": m, "N": n, "K": k,
            "sa": m if a_km else k, "sb": k if b_nk else n, "sc": n}
    get = _run(name, (-(-m // 64), -(-n // 64)), args, executed)
    return get("c_ptr", np.float32, (m, n)), a.astype(np.float64), b.astype(np.float64), -(-k // 64) * 64


@pytest.mark.parametrize("name", sorted(DMA_GEMMS))
def test_lds_dma_x4_and_transposed_reads_gemm(name):
    """Triton's LDS-DMA (16 B per lane) + ds_read_b64_tr GEMMs compute A @ B on the emulator's rules."""
    executed = []
    got, A, B, kpad = _dma_gemm(name, executed)
    ran = {fidelity._key(i) for i in executed}
    assert DMA_FORMS[name] <= ran, sorted(ran)          # the kernel really exercises both rules
    _check_f32_gemm(got, A, B, kpad)
    # this cross-check is the evidence for the level of these forms: modelled (not run on hardware)
    assert {f: fidelity.classify(f)[0] for f in DMA_FORMS[name]} == dict.fromkeys(DMA_FORMS[name], fidelity.MODELLED)


def test_forms_without_triton_evidence_stay_unverified():
    """No Triton 3.9 kernel here executes 12-byte LDS DMA or ds_read_b96_tr_b6 on the emulator: no kernel tried
    emitted x3 or tr_b6 (Triton's copies are power-of-two vectors; tl.dot_scaled has no fp6 format). tr_b4 has
    evidence (the M/N-packed fp4 GEMMs below) and is modelled."""
    for form in ("buffer_load_dwordx3 lds", "global_load_lds_dwordx3", "ds_read_b96_tr_b6"):
        assert fidelity.classify(form)[0] == fidelity.UNVERIFIED, form
    assert fidelity.classify("ds_read_b64_tr_b4")[0] == fidelity.MODELLED


def test_lds_dma_x4_corpus_detects_a_wrong_lane_map(monkeypatch):
    """The DMA GEMMs discriminate: with 16-byte DMA lanes written in reversed lane order (lane t at
    M0 + (63 - t) * 16) or as 4 dword planes (dword j of lane t at M0 + j*256 + t*4) the result is wrong."""
    orig = ops_mem._lds_dma

    def reversed_lanes(ctx, ins, w, data, mask):
        return orig(ctx, ins, w, data[:, ::-1], mask[:, ::-1])

    def dword_planes(ctx, ins, w, data, mask):           # as n 4-byte DMAs at M0 + 256 j
        m0 = ctx.st.s[w, ops_mem.M0].copy()
        try:
            for j in range(data.shape[-1] // 4):
                ctx.st.s[w, ops_mem.M0] = m0 + np.uint32(256 * j)
                orig(ctx, ins, w, np.ascontiguousarray(data[..., 4 * j:4 * j + 4]), mask)
        finally:
            ctx.st.s[w, ops_mem.M0] = m0

    for wrong in (reversed_lanes, dword_planes):
        monkeypatch.setattr(ops_mem, "_lds_dma", wrong)
        got, A, B, _ = _dma_gemm("gemm_dma_bf16")
        assert not np.allclose(got, A @ B, rtol=1e-3, atol=1e-3), wrong.__name__


@pytest.mark.parametrize("name", ["gemm_mxfp4_npack", "gemm_mxfp4_mpack"])
def test_mx_fp4_mn_packed_tr_b4(name):
    m, n, k = 46, 40, 256                                               # M, N even: two per byte
    ea = RNG.integers(122, 133, (m, k // 32)).astype(np.uint8)
    eb = RNG.integers(122, 133, (n, k // 32)).astype(np.uint8)
    ca = RNG.integers(0, 16, (m, k)).astype(np.uint8)
    cb = RNG.integers(0, 16, (k, n)).astype(np.uint8)
    if name == "gemm_mxfp4_npack":                                      # A [M, K/2] packed along K, B [K, N/2]
        a, b = ca[:, 0::2] | (ca[:, 1::2] << 4), cb[:, 0::2] | (cb[:, 1::2] << 4)
    else:                                                               # A bytes [K, M/2], B [K/2, N]
        a, b = np.ascontiguousarray((ca[0::2, :] | (ca[1::2, :] << 4)).T), cb[0::2, :] | (cb[1::2, :] << 4)
    A = FP4[ca] * np.repeat(2.0 ** (ea.astype(np.float64) - 127), 32, axis=1)
    B = FP4[cb] * np.repeat(2.0 ** (eb.astype(np.float64) - 127), 32, axis=1).T
    args = {"a_ptr": a, "as_ptr": ea, "b_ptr": b, "bs_ptr": eb, "c_ptr": np.zeros((m, n), np.float32),
            "M": m, "N": n, "K": k}
    get = _run(name, (-(-m // 32), -(-n // 32)), args)
    _check_f32_gemm(get("c_ptr", np.float32, (m, n)), A, B, k)


# ---------------------------------------------------------------- attention, quantisation, gather, 8 warps
def test_gemm_bf16_128x128_8_warps():
    """Triton's 128x128x64 bf16 tile on 8 warps, 2 stages; ragged against the tile in M and N (integer
    arguments marked divisible by 16, so M, N, K are multiples of 16)."""
    m, n, k = 144, 208, 192
    a = (RNG.standard_normal((m, k)) * 2).astype(ml_dtypes.bfloat16)
    b = (RNG.standard_normal((k, n)) * 2).astype(ml_dtypes.bfloat16)
    args = {"a_ptr": a, "b_ptr": b, "c_ptr": np.zeros((m, n), np.float32), "M": m, "N": n, "K": k,
            "sa": k, "sb": n, "sc": n}
    get = _run("gemm_bf16_128x128_w8", (-(-m // 128), -(-n // 128)), args)
    _check_f32_gemm(get("c_ptr", np.float32, (m, n)), a.astype(np.float64), b.astype(np.float64), k)


def test_attention_forward_online_softmax():
    """Flash-attention forward (one head, D = 64, blocks of 64 queries x 32 keys, ragged N_CTX = 83).
    Reference: float64 softmax(Q K^T sm_scale) V over the bf16 inputs. Bound (first order, per output):
    the score s_j = q.k_j sm_scale log2(e) carries |ds_j| <= (D + 2) u sum|q k_j| |qk_scale| + 2u |s_j| (the
    f32 dot, the scale's own rounding, the multiply); p_j = exp2(s_j - m) is off by r_j = ln2 (|ds_j| +
    u|s_j - m|) + 2u relative (subtract; v_exp_f32 ~1 ulp); the running rescales by alpha multiply numerator and
    denominator alike (they cancel to first order, leaving one rounding per block each: 2 nb u); p is rounded to
    bf16 (RNE: relative 2^-8) for the PV dot only, not for l. With R = max_j r_j:
    |O - O_ref| <= (R + 2^-8 + (N_CTX + 2 nb + 4) u) sum_j p_j |v_j| / l + (R + 2 nb u + u) |O_ref|."""
    n_ctx, d, bm, bn = 83, 64, 64, 32
    q, k, v = ((RNG.standard_normal((n_ctx, d))).astype(ml_dtypes.bfloat16) for _ in range(3))
    sm_scale = np.float32(0.125)
    get = _run("attention_fwd", (-(-n_ctx // bm),), {"q_ptr": q, "k_ptr": k, "v_ptr": v,
                                                     "o_ptr": np.zeros((n_ctx, d), np.float32),
                                                     "N_CTX": n_ctx, "sm_scale": sm_scale})
    got = get("o_ptr", np.float32, (n_ctx, d))
    Q, K, V = (x.astype(np.float64) for x in (q, k, v))
    c = float(sm_scale) * np.log2(np.e)
    s = Q @ K.T * c
    p = np.exp2(s - s.max(1, keepdims=True))
    l = p.sum(1, keepdims=True)
    ref = p @ V / l
    nb = -(-n_ctx // bn)
    ds = (d + 2) * U * (np.abs(Q) @ np.abs(K).T) * c + 2 * U * np.abs(s)
    R = (np.log(2) * (ds + U * np.abs(s - s.max(1, keepdims=True))) + 2 * U).max(1, keepdims=True)
    bound = (R + 2.0 ** -8 + (n_ctx + 2 * nb + 4) * U) * (p @ np.abs(V)) / l + (R + (2 * nb + 1) * U) * np.abs(ref)
    assert np.all(np.abs(got - ref) <= bound), float(np.max(np.abs(got - ref) / bound))


def test_quant_fp8_rows_per_token():
    """s = max|x| / 448 and q = e4m3fn(x / s): Triton divides with the IEEE sequence (v_div_scale/fmas/fixup:
    correctly rounded, as numpy's f32 divide) and converts with v_cvt_scalef32_pk_fp8_f32 (round to nearest
    even); so scale and codes equal numpy float32 + ml_dtypes bit for bit. Ragged N (300 of 512 lanes)."""
    m, n = 6, 300
    x = (RNG.standard_normal((m, n)) * np.ldexp(1.0, RNG.integers(-6, 7, (m, 1)))).astype(ml_dtypes.bfloat16)
    x[2, :] = 0                                                        # all-zero row: s = 1e-12 / 448
    get = _run("quant_fp8_rows", (m,), {"x_ptr": x, "q_ptr": np.zeros((m, n), np.uint8),
                                         "s_ptr": np.zeros(m, np.float32), "N": n})
    x32 = x.astype(np.float32)
    scale = np.maximum(np.abs(x32).max(1), np.float32(1e-12)) / np.float32(448.0)
    want = (x32 / scale[:, None]).astype(ml_dtypes.float8_e4m3fn).view(np.uint8)
    assert np.array_equal(get("s_ptr", np.float32, (m,)), scale)
    assert np.array_equal(get("q_ptr", np.uint8, (m, n)), want)


def test_gather_gemm_moe_rows():
    """C[i] = A[idx[i]] @ B, idx a permutation with repeats (a MoE expert's routed tokens); f32 GEMM bound."""
    m, n, k, tokens = 45, 37, 70, 29
    a = (RNG.standard_normal((tokens, k)) * 2).astype(ml_dtypes.bfloat16)
    b = (RNG.standard_normal((k, n)) * 2).astype(ml_dtypes.bfloat16)
    idx = RNG.integers(0, tokens, m).astype(np.int32)
    get = _run("gather_gemm", (-(-m // 32), -(-n // 32)), {"a_ptr": a, "idx_ptr": idx, "b_ptr": b,
                                                          "c_ptr": np.zeros((m, n), np.float32),
                                                          "M": m, "N": n, "K": k})
    _check_f32_gemm(get("c_ptr", np.float32, (m, n)), a.astype(np.float64)[idx], b.astype(np.float64),
                    -(-k // 32) * 32)
