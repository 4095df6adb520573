"""Second batch of Triton 3.9 gfx950 kernels (tests/data/emu/triton, README there; tools/triton_corpus.py) on the
emulator vs numpy: kernels written to make Triton emit the forms flygen's families use that the first corpus
lacked (split-K f32 atomics, f16/bf16 packed atomics, i32 atomics, f16 loads/stores/converts, causal attention with
a log-sum-exp, clamps, integer division by runtime values, a bf16 x MX fp4 dot, the 32x32x16 f16 / fp8 MFMAs).

Each test also asserts that the run executed the forms it is there for (`FORMS`), so the coverage claimed in the
README is what the emulator ran, not what the text contains. Bounds, first order, u = 2^-24:
- GEMMs: as tests/test_emu_triton_corpus.py (exact products, at most K - 1 f32 roundings in any order); split-K
  adds SPLIT_K more roundings (the atomic adds onto the zeroed C): (kpad + SPLIT_K) u sum |a b|.
- f16/bf16 atomic scatter-adds and the i32 ones: integer-valued data whose every partial sum is exact in the
  format, so any order of the atomic adds gives the same bits: exact.
- f16 outputs computed in f32: the f32 value is within delta of the exact one; the stored f16 must lie between
  the f16 roundings of (exact - delta) and (exact + delta) (rounding is monotone), so no ulp tolerance is guessed.
Hazard errors fail a test (no waivers).
"""
import ml_dtypes
import numpy as np
import pytest

from flygen.emu import fidelity
from triton_case import U, check_f32_gemm, run

RNG = np.random.default_rng(2027)
F8 = ml_dtypes.float8_e4m3fn
FP4 = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2, -3, -4, -6])   # OCP e2m1 codes 0..15

# name: forms (fidelity form keys) the kernel is in the corpus for; each test checks they ran
FORMS = {
    "splitk_gemm_bf16": {"global_atomic_add_f32", "s_mul_hi_u32", "s_min_i32", "s_cmp_ge_u32", "s_xor_b32"},
    "splitk_gemm_bf16_div16": {"buffer_atomic_add_f32", "buffer_load_dwordx4 lds", "s_mul_hi_u32",
                               "s_lshl4_add_u32"},
    "scatter_add_f16": {"global_atomic_pk_add_f16"},
    "scatter_add_bf16": {"global_atomic_pk_add_bf16"},
    "scatter_add_f16_buf": {"buffer_atomic_pk_add_f16", "buffer_load_dwordx4"},
    "scatter_add_bf16_buf": {"buffer_atomic_pk_add_bf16", "buffer_load_dwordx4"},
    "attention_causal_lse_f16": {"v_mfma_f32_32x32x16_f16", "v_log_f32", "v_cmp_lt_i32", "s_min_i32",
                                 "v_cvt_pk_f16_f32"},
    "axpby_clamp_f16": {"v_med3_f32", "v_cvt_f32_f16", "v_cvt_pk_f16_f32"},
    "axpby_clamp_f16_buf": {"v_med3_f32", "buffer_store_short"},
    "axpby_clamp_f16_div16": {"v_med3_f32", "buffer_load_dwordx4"},
    "row_mean_f16": {"v_cvt_f16_f32", "v_cvt_f32_f16"},
    "histogram": {"buffer_atomic_add"},
    "im2col_index": {"v_mul_hi_u32", "v_sub_u32", "v_subrev_u32", "v_max_i32", "v_med3_i32"},
    "im2col_index_buf": {"v_mul_hi_u32", "v_subrev_u32", "v_med3_i32"},
    "gemm_bf16_fp4": {"v_cvt_scalef32_pk_bf16_fp4", "v_mfma_f32_32x32x16_bf16"},
    "gemm_f16_32": {"v_mfma_f32_32x32x16_f16"},
    "gemm_fp8_32_k16": {"v_mfma_f32_32x32x16_fp8_fp8"},
    "gemm_fp8_32_k32": {"v_mfma_f32_32x32x16_fp8_fp8"},
    "gemm_fp8_blockscale": {"v_mfma_f32_32x32x64_f8f6f4", "v_pk_mul_f32"},
    "moe_gemm_f16": {"v_mfma_f32_32x32x16_f16", "s_mul_hi_i32", "v_cvt_pk_f16_f32"},
}


def _run(name, grid, args):
    executed = []
    get = run(name, grid, args, executed)
    ran = {fidelity._key(i) for i in executed}
    assert FORMS[name] <= ran, sorted(FORMS[name] - ran)
    return get


def _f16_bracket(got, exact, delta, dtype=np.float16):
    """got (f16) is the rounding of some value within delta of exact."""
    lo = (exact - delta).astype(np.float32).astype(dtype).astype(np.float64)
    hi = (exact + delta).astype(np.float32).astype(dtype).astype(np.float64)
    g = got.astype(np.float64)
    assert np.all((g >= lo) & (g <= hi)), int(np.sum(~((g >= lo) & (g <= hi))))


# ------------------------------------------------------------------------------------------------ GEMMs
GEMMS = {   # name: (dtype, BM, BN, BK, M, N, K); the plain `gemm` kernel, row-major A, B
    "gemm_f16_32": (np.float16, 32, 32, 32, 45, 37, 70),
    "gemm_fp8_32_k16": (F8, 32, 32, 16, 40, 35, 50),
    "gemm_fp8_32_k32": (F8, 32, 32, 32, 33, 40, 70),
}


@pytest.mark.parametrize("name", sorted(GEMMS))
def test_gemm_32x32x16_f16_fp8(name):
    dt, bm, bn, bk, m, n, k = GEMMS[name]
    a = (RNG.standard_normal((m, k)) * 2).astype(dt)
    b = (RNG.standard_normal((k, n)) * 2).astype(dt)
    args = {"a_ptr": a, "b_ptr": b, "c_ptr": np.zeros((m, n), np.float32), "M": m, "N": n, "K": k, "sam": k,
            "sak": 1, "sbk": n, "sbn": 1, "scm": n, "scn": 1}
    get = _run(name, (-(-m // bm), -(-n // bn)), args)
    check_f32_gemm(get("c_ptr", np.float32, (m, n)), a.astype(np.float64), b.astype(np.float64), -(-k // bk) * bk)


SPLITK = {   # name: (BM, BN, BK, SPLIT_K, M, N, K); div16: M, N, K multiples of 16 (Triton specialised on it)
    "splitk_gemm_bf16": (32, 32, 32, 3, 70, 45, 200),
    "splitk_gemm_bf16_div16": (64, 64, 64, 2, 144, 80, 320),
}


@pytest.mark.parametrize("name", sorted(SPLITK))
def test_splitk_gemm_atomic_f32(name):
    """C += partial products of SPLIT_K programs by f32 atomics; grouped tile order (GROUP_M = 2) by integer
    division with runtime tile counts. C starts at zero, as a split-K caller sets it."""
    bm, bn, bk, split, m, n, k = SPLITK[name]
    a = (RNG.standard_normal((m, k)) * 2).astype(ml_dtypes.bfloat16)
    b = (RNG.standard_normal((k, n)) * 2).astype(ml_dtypes.bfloat16)
    args = {"a_ptr": a, "b_ptr": b, "c_ptr": np.zeros((m, n), np.float32), "M": m, "N": n, "K": k, "sa": k,
            "sb": n, "sc": n}
    get = _run(name, (-(-m // bm) * -(-n // bn), split), args)
    check_f32_gemm(get("c_ptr", np.float32, (m, n)), a.astype(np.float64), b.astype(np.float64),
                   -(-k // bk) * bk + split)


def test_gemm_bf16_x_mxfp4_dot_scaled():
    """tl.dot_scaled(bf16 A, None, "bf16", fp4 B, e8m0 B_s, "e2m1"): B upcast to bf16 with its scale (exact: 2 bit
    significands times powers of two), then bf16 MFMAs: the f32 GEMM bound."""
    m, n, k = 45, 40, 192
    a = (RNG.standard_normal((m, k)) * 2).astype(ml_dtypes.bfloat16)
    cb = RNG.integers(0, 16, (k, n)).astype(np.uint8)
    eb = RNG.integers(122, 133, (n, k // 32)).astype(np.uint8)
    B = FP4[cb] * np.repeat(2.0 ** (eb.astype(np.float64) - 127), 32, axis=1).T
    args = {"a_ptr": a, "b_ptr": cb[0::2, :] | (cb[1::2, :] << 4), "bs_ptr": eb,
            "c_ptr": np.zeros((m, n), np.float32), "M": m, "N": n, "K": k}
    get = _run("gemm_bf16_fp4", (-(-m // 32), -(-n // 32)), args)
    check_f32_gemm(get("c_ptr", np.float32, (m, n)), a.astype(np.float64), B, k)


# -------------------------------------------------------------------------------------------- atomics
@pytest.mark.parametrize("name", ["scatter_add_f16", "scatter_add_bf16", "scatter_add_f16_buf",
                                  "scatter_add_bf16_buf"])
def test_scatter_add_packed_atomics(name):
    """y[idx[t]] += x[t] (T = 37 tokens into 10 rows, repeats); small integers: every partial sum is exact in
    f16 and bf16, so the result is exact whatever order the atomics land in. Checks which half of a packed
    atomic goes to which address (odd and even columns hold different values)."""
    dt = np.float16 if "f16" in name.replace("bf16", "") else ml_dtypes.bfloat16
    t, d, rows = 37, 64, 10
    x = RNG.integers(-4, 5, (t, d)).astype(dt)
    y = RNG.integers(-8, 9, (rows, d)).astype(dt)
    idx = RNG.integers(0, rows, t).astype(np.int32)
    want = y.astype(np.float64).copy()
    np.add.at(want, idx, x.astype(np.float64))
    get = _run(name, (-(-t // 16),), {"x_ptr": x, "idx_ptr": idx, "y_ptr": y, "T": t})
    assert np.array_equal(get("y_ptr", dt, (rows, d)).astype(np.float64), want)


def test_histogram_i32_atomics():
    n, bins = 1000, 16
    x = RNG.integers(0, 1 << 20, n).astype(np.int32)
    get = _run("histogram", (-(-n // 256),), {"x_ptr": x, "h_ptr": np.zeros(bins, np.int32), "n": n})
    assert np.array_equal(get("h_ptr", np.int32, (bins,)), np.bincount(x % bins, minlength=bins))


# -------------------------------------------------------------------------------- f16 elementwise, integer
@pytest.mark.parametrize("name,n", [("axpby_clamp_f16", 1000), ("axpby_clamp_f16_buf", 1000),
                                    ("axpby_clamp_f16_div16", 2032)])
def test_axpby_clamp_f16(name, n):
    """z = f16(clamp(alpha x + beta y, lo, hi)); in f32 alpha x + beta y is within 2u (|alpha x| + |beta y|) of
    the exact value (two roundings, or one with a fused multiply-add); clamp and the f16 rounding are monotone."""
    block = 1024 if name.endswith("div16") else 256
    x = (RNG.standard_normal(n) * 3).astype(np.float16)
    y = (RNG.standard_normal(n) * 3).astype(np.float16)
    alpha, beta, lo, hi = np.float32(1.7), np.float32(-0.6), np.float32(-2.5), np.float32(3.25)
    get = _run(name, (-(-n // block),), {"x_ptr": x, "y_ptr": y, "z_ptr": np.zeros(n, np.float16), "n": n,
                                         "alpha": alpha, "beta": beta, "lo": lo, "hi": hi})
    ax, by = float(alpha) * x.astype(np.float64), float(beta) * y.astype(np.float64)
    delta = 2 * U * (np.abs(ax) + np.abs(by))
    clamp = lambda v: np.clip(v, float(lo), float(hi))                                   # noqa: E731
    got = get("z_ptr", np.float16, (n,)).astype(np.float64)
    lo_b = clamp(ax + by - delta).astype(np.float32).astype(np.float16).astype(np.float64)
    hi_b = clamp(ax + by + delta).astype(np.float32).astype(np.float16).astype(np.float64)
    assert np.all((got >= lo_b) & (got <= hi_b))
    assert np.any(got == float(np.float16(hi))) and np.any(got == float(np.float16(lo)))   # the clamp bites


def test_row_mean_f16_scalar_store():
    """y[m] = f16(sum x[m] / N): the f32 sum of N terms within N u sum|x|, the divide one more rounding."""
    m, n = 5, 300
    x = (RNG.standard_normal((m, n)) + 0.5).astype(np.float16)
    get = _run("row_mean_f16", (m,), {"x_ptr": x, "y_ptr": np.zeros(m, np.float16), "N": n})
    xd = x.astype(np.float64)
    mean = xd.sum(1) / n
    _f16_bracket(get("y_ptr", np.float16, (m,)), mean, (n + 1) * U * np.abs(xd).sum(1) / n)


@pytest.mark.parametrize("name", ["im2col_index", "im2col_index_buf"])
def test_index_decomposition_runtime_divisors(name):
    """CHW -> HWC with runtime C, H, W (// and % by kernel arguments: v_mul_hi_u32 reciprocal sequences), exact."""
    c, h, w = 7, 5, 13
    x = RNG.integers(-50, 2000, (c, h, w)).astype(np.int32)
    total = c * h * w
    get = _run(name, (-(-total // 256),), {"x_ptr": x, "y_ptr": np.zeros(total, np.int32), "total": total,
                                           "C": c, "H": h, "W": w})
    assert np.array_equal(get("y_ptr", np.int32, (h, w, c)), np.clip(x.transpose(1, 2, 0), -7, 1000))


# ---------------------------------------------------------------------------------------- attention
def test_attention_causal_lse_f16():
    """Causal flash attention, f16 in/out, D = 64, 64 x 64 blocks, ragged N_CTX = 83, with lse = m + log2(l).
    O bound as test_attention_forward_online_softmax (tests/test_emu_triton_corpus.py) with p rounded to f16
    (2^-11) instead of bf16, plus O's own f16 rounding (2^-11 relative, inputs keep O normal or zero-error tiny).
    lse = log2 sum_j 2^(s_j): an error ds_j of the scores moves it by at most max_j |ds_j|; l's relative error
    (the exp2's 2u + ln2 u |s_j - m| each, the (N_CTX + 2 nb) additions and rescales) moves it by that / ln2;
    log2 (~1 ulp) and the add: 3u (|lse| + |m|)."""
    n_ctx, d, bm, bn = 83, 64, 64, 64
    q, k, v = (RNG.standard_normal((n_ctx, d)).astype(np.float16) for _ in range(3))
    sm_scale = np.float32(0.125)
    get = _run("attention_causal_lse_f16", (-(-n_ctx // bm),),
               {"q_ptr": q, "k_ptr": k, "v_ptr": v, "o_ptr": np.zeros((n_ctx, d), np.float16),
                "lse_ptr": np.zeros(n_ctx, np.float32), "N_CTX": n_ctx, "sm_scale": sm_scale})
    Q, K, V = (x.astype(np.float64) for x in (q, k, v))
    c = float(sm_scale) * np.log2(np.e)
    causal = np.tril(np.ones((n_ctx, n_ctx), bool))
    s = np.where(causal, Q @ K.T * c, -np.inf)
    mx = s.max(1, keepdims=True)
    p = np.exp2(s - mx)
    l = p.sum(1, keepdims=True)
    ref = p @ V / l
    nb = -(-n_ctx // bn)
    sf = np.where(causal, s, 0.0)
    ds = np.where(causal, (d + 2) * U * (np.abs(Q) @ np.abs(K).T) * c + 2 * U * np.abs(sf), 0.0)
    sub = np.where(causal, U * np.abs(sf - mx), 0.0)
    R = (np.log(2) * (ds + sub) + 2 * U).max(1, keepdims=True)
    o_bound = ((R + 2.0 ** -11 + (n_ctx + 2 * nb + 4) * U) * (p @ np.abs(V)) / l
               + (R + (2 * nb + 1) * U) * np.abs(ref))
    _f16_bracket(get("o_ptr", np.float16, (n_ctx, d)), ref, o_bound)
    lse = (mx + np.log2(l))[:, 0]
    rel_l = (np.log(2) * sub + 2 * U).max(1) + (n_ctx + 2 * nb + 4) * U
    lse_bound = ds.max(1) + rel_l / np.log(2) + 3 * U * (np.abs(lse) + np.abs(mx[:, 0]))
    got = get("lse_ptr", np.float32, (n_ctx,))
    assert np.all(np.abs(got - lse) <= lse_bound), float(np.max(np.abs(got - lse) / lse_bound))


# ------------------------------------------------- third batch: fp8 attention, block-scaled fp8 GEMM, MoE GEMM
F8_REL = 2.0 ** -4          # e4m3 round to nearest: relative error <= 2^-4 (3 significand bits), normal range


def _attention_fp8_case(name, d, hazards=None):
    n_ctx, bn = 83, 64
    q, k, v = (RNG.standard_normal((n_ctx, d)).astype(F8) for _ in range(3))
    sm_scale = np.float32(d ** -0.5)
    args = {"q_ptr": q, "k_ptr": k, "v_ptr": v, "o_ptr": np.zeros((n_ctx, d), np.float32), "N_CTX": n_ctx,
            "sm_scale": sm_scale}
    get = run(name, (-(-n_ctx // 64),), args, hazards=hazards)
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
    # as the bf16 attention bound, with p rounded to e4m3 for the PV dot (2^-4 relative; p < 2^-6 may be
    # subnormal in e4m3: absolute error <= 2^-10, the half ulp there)
    pv_err = (R + F8_REL + (n_ctx + 2 * nb + 4) * U) * (p @ np.abs(V)) + 2.0 ** -10 * np.abs(V).sum(0)
    bound = pv_err / l + (R + (2 * nb + 1) * U) * np.abs(ref)
    return got, ref, bound


def test_attention_fp8_forward():
    """fp8 e4m3 flash attention (D = 64, 64 x 64 blocks, ragged N_CTX = 83): Q K^T on fp8 MFMAs, P cast to e4m3
    for P V. Bound: test_attention_forward_online_softmax's with 2^-4 for p's rounding (plus 2^-10 absolute for
    p in e4m3's subnormal range)."""
    got, ref, bound = _attention_fp8_case("attention_fp8_d64", 64)
    assert np.all(np.abs(got - ref) <= bound), float(np.max(np.abs(got - ref) / bound))


def test_attention_fp8_d128_triton_leaves_19_wait_states_after_a_16_pass_xdl_result():
    """Triton 3.9 (its bundled LLVM, newer than 22: its IR does not parse with LLVM 22.1.8) schedules
    `v_pk_mov_b32 v[46:47], v[46:47], v[48:49] op_sel:[1,0]` 19 wait states after the 16-pass
    `v_mfma_f32_32x32x64_f8f6f4 v[48:63]` (fp8 operands) whose v48 it reads. LLVM 22 (the wheel's clang -cc1 -O3
    on an IR probe: an fp8 32x32x64 MFMA then a VALU read of its result) puts s_nop 15 + s_nop 3 = 20 there, and
    the emulator follows that rule (flygen/isa/hazards.py mfma_result, 16 passes: 20), so it reports this read;
    the same Triton IR compiled by LLVM 22 (after spelling its newer float literals in LLVM 22 syntax) runs with
    no hazard (checked by hand 2026-12-02, not a test: the IR is not committed). Every other first consumer of a
    fp8 32x32x64 result in Triton's attention_fp8_d64 / _d128 / gemm_fp8_blockscale gets >= 20 (v_mov_b32,
    v_mul_f32, v_pk_mul_f32 at exactly 20), so Triton's LLVM uses 20 too and this v_pk_mov_b32 read looks missed
    by its hazard recognizer rather than a different rule. Not settled on hardware; the values the emulator
    computes (it does not model timing) still match numpy."""
    hz = []
    got, ref, bound = _attention_fp8_case("attention_fp8_d128", 128, hazards=hz)
    errors = {(h.kind, h.line) for h in hz if h.severity == "error"}
    assert errors == {("mfma_result", 3963)}, errors
    assert np.all(np.abs(got - ref) <= bound), float(np.max(np.abs(got - ref) / bound))


def test_gemm_fp8_blockscale():
    """C = bf16(sum_kb (A_kb @ B_kb) a_s b_s): per K block the f32 dot of exact products (<= 127 roundings), two
    scale multiplies and the accumulate (3 more), then bf16 (RNE, checked by bracketing)."""
    m, n, k, bk, bn = 45, 200, 300, 128, 128
    a = (RNG.standard_normal((m, k)) * 2).astype(F8)
    b = (RNG.standard_normal((k, n)) * 2).astype(F8)
    nkb, nbn = -(-k // bk), -(-n // bn)
    sa = RNG.uniform(0.25, 4, (m, nkb)).astype(np.float32)
    sb = RNG.uniform(0.25, 4, (nkb, nbn)).astype(np.float32)
    get = _run("gemm_fp8_blockscale", (-(-m // 32), nbn),
               {"a_ptr": a, "as_ptr": sa, "b_ptr": b, "bs_ptr": sb, "c_ptr": np.zeros((m, n), ml_dtypes.bfloat16),
                "M": m, "N": n, "K": k})
    A, B = a.astype(np.float64), b.astype(np.float64)
    ref = np.zeros((m, n))
    mag = np.zeros((m, n))
    for kb in range(nkb):
        blk = slice(kb * bk, (kb + 1) * bk)
        scale = sa[:, kb:kb + 1].astype(np.float64) * np.repeat(sb[kb].astype(np.float64), bn)[:n]
        ref += (A[:, blk] @ B[blk]) * scale
        mag += (np.abs(A[:, blk]) @ np.abs(B[blk])) * scale
    _f16_bracket(get("c_ptr", ml_dtypes.bfloat16, (m, n)), ref, (bk + 3 + nkb) * U * mag, ml_dtypes.bfloat16)


def test_moe_expert_gemm():
    """fused_moe-shaped expert GEMM: 2 experts, top-2 of 21 tokens, blocks of 32 sorted slots padded with
    num_valid; C[t] = f16(w[t] * A[t // 2] @ B[e(t)]) (f32 GEMM bound + the weight multiply, bracketed)."""
    tokens, topk, experts, n, k, bm = 21, 2, 2, 40, 70, 32
    a = RNG.standard_normal((tokens, k)).astype(np.float16)
    b = RNG.standard_normal((experts, k, n)).astype(np.float16)
    w = RNG.uniform(0.1, 1, tokens * topk).astype(np.float32)
    route = RNG.integers(0, experts, tokens * topk)                   # expert of each (token, k) slot
    sorted_ids, block_expert = [], []
    for e in range(experts):
        slots = [t for t in range(tokens * topk) if route[t] == e]
        while slots:
            blk, slots = slots[:bm], slots[bm:]
            sorted_ids += blk + [tokens * topk] * (bm - len(blk))     # padding: num_valid
            block_expert.append(e)
    sorted_ids, block_expert = np.array(sorted_ids, np.int32), np.array(block_expert, np.int32)
    get = _run("moe_gemm_f16", (len(block_expert), -(-n // 32)),
               {"a_ptr": a, "b_ptr": b, "c_ptr": np.zeros((tokens * topk, n), np.float16), "w_ptr": w,
                "sorted_ptr": sorted_ids, "expert_ptr": block_expert, "num_valid": tokens * topk, "N": n, "K": k})
    A, B = a.astype(np.float64), b.astype(np.float64)
    t = np.arange(tokens * topk)
    ref = np.einsum("tk,tkn->tn", A[t // topk], B[route]) * w[:, None]
    mag = np.einsum("tk,tkn->tn", np.abs(A[t // topk]), np.abs(B[route])) * w[:, None]
    kpad = -(-k // 32) * 32
    _f16_bracket(get("c_ptr", np.float16, (tokens * topk, n)), ref, (kpad + 1) * U * mag)
