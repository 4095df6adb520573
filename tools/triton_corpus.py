#!/usr/bin/env python3
"""Regenerate the Triton (AMD backend) gfx950 corpus in tests/data/emu/triton/.

Needs the PyPI `triton` wheel (not a flygen dependency); no GPU: the kernels are compiled for
GPUTarget("hip", "gfx950", 64) and only the `amdgcn` stage text is kept. Each kernel K gives
K.s (amdgcn text) and K.json (name, num_warps, dynamic LDS bytes = metadata "shared", argument order).
Run: python tools/triton_corpus.py [--out DIR]. tests/test_emu_triton_corpus.py runs the committed .s.
"""
from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")

import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.compiler import ASTSource  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "emu" / "triton"
TARGET = GPUTarget("hip", "gfx950", 64)


@triton.jit
def gemm(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
         BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """C[M, N] (f32) = A[M, K] @ B[K, N]; masked loads/stores at ragged M, N, K."""
    pid_m, pid_n = tl.program_id(0), tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        kk = k * BK + rk
        a = tl.load(a_ptr + rm[:, None] * sam + kk[None, :] * sak,
                    mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + kk[:, None] * sbk + rn[None, :] * sbn,
                    mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :] * scn, acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def gemm_i8(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
            BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """C[M, N] (i32) = A[M, K] @ B[K, N] for int8 inputs."""
    pid_m, pid_n = tl.program_id(0), tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.int32)
    for k in range(0, tl.cdiv(K, BK)):
        kk = k * BK + rk
        a = tl.load(a_ptr + rm[:, None] * sam + kk[None, :] * sak, mask=(rm[:, None] < M) & (kk[None, :] < K), other=0)
        b = tl.load(b_ptr + kk[:, None] * sbk + rn[None, :] * sbn, mask=(kk[:, None] < K) & (rn[None, :] < N), other=0)
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :] * scn, acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def gemm_scaled(a_ptr, as_ptr, b_ptr, bs_ptr, c_ptr, M, N, K,
                FMT: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """MX GEMM with tl.dot_scaled: A [M, K/PACK] row-major, B [K/PACK, N] row-major (PACK = 2 for e2m1),
    e8m0 scales A_s [M, K/32], B_s [N, K/32]; K a multiple of BK, M and N ragged."""
    PACK: tl.constexpr = 2 if FMT == "e2m1" else 1
    pid_m, pid_n = tl.program_id(0), tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rka = tl.arange(0, BK // PACK)
    rks = tl.arange(0, BK // 32)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K // BK):
        a = tl.load(a_ptr + rm[:, None] * (K // PACK) + (k * (BK // PACK) + rka)[None, :], mask=rm[:, None] < M, other=0)
        b = tl.load(b_ptr + (k * (BK // PACK) + rka)[:, None] * N + rn[None, :], mask=rn[None, :] < N, other=0)
        if FMT == "e4m3":                         # the bytes are OCP e4m3 codes
            a = a.to(tl.float8e4nv, bitcast=True)
            b = b.to(tl.float8e4nv, bitcast=True)
        sa = tl.load(as_ptr + rm[:, None] * (K // 32) + (k * (BK // 32) + rks)[None, :], mask=rm[:, None] < M, other=127)
        sb = tl.load(bs_ptr + rn[:, None] * (K // 32) + (k * (BK // 32) + rks)[None, :], mask=rn[:, None] < N, other=127)
        acc = tl.dot_scaled(a, sa, FMT, b, sb, FMT, acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def row_sum(x_ptr, y_ptr, M, N, BLOCK: tl.constexpr):
    """y[m] = sum_n x[m, n], one program per row, masked at ragged N."""
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + cols, mask=cols < N, other=0.0)
    tl.store(y_ptr + row, tl.sum(x, axis=0))


@triton.jit
def softmax(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + cols, mask=cols < N, other=-float("inf"))
    z = x - tl.max(x, axis=0)
    e = tl.exp(z)
    tl.store(y_ptr + row * N + cols, e / tl.sum(e, axis=0), mask=cols < N)


@triton.jit
def layernorm(x_ptr, w_ptr, b_ptr, y_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / N
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / N
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
    b = tl.load(b_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * N + cols, d * rstd * w + b, mask=m)


@triton.jit
def gemm_dma(a_ptr, b_ptr, c_ptr, M, N, K, sa, sb, sc,
             BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, A_KM: tl.constexpr, B_NK: tl.constexpr):
    """C[M, N] (f32) = A @ B with unit inner strides, compiled with num_stages=2 and every integer argument
    marked divisible by 16 (`DIV16`), so Triton's gfx950 async-copy path fills LDS by 16-byte LDS DMA
    (buffer_load_dwordx4 ... lds, or global_load_lds_dwordx4 with buffer ops off). A is [M, K] (row stride sa)
    or, A_KM, stored K-major [K, M]; B is [K, N] (row stride sb) or, B_NK, stored [N, K]. The K-major /
    N-contiguous operands are read back with ds_read_b64_tr_b*. Masked at M, N, K (tile-ragged)."""
    pid_m, pid_n = tl.program_id(0), tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        kk = k * BK + rk
        if A_KM:
            a = tl.load(a_ptr + kk[None, :] * sa + rm[:, None], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        else:
            a = tl.load(a_ptr + rm[:, None] * sa + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        if B_NK:
            b = tl.load(b_ptr + rn[None, :] * sb + kk[:, None], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        else:
            b = tl.load(b_ptr + kk[:, None] * sb + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * sc + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def gemm_fp4_mn_packed(a_ptr, as_ptr, b_ptr, bs_ptr, c_ptr, M, N, K,
                       BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, A_MPACK: tl.constexpr):
    """MX fp4 (e2m1) GEMM with one operand packed along M or N instead of K (Triton reads it with
    ds_read_b64_tr_b4). A_MPACK: A bytes stored [K, M/2] (two M-neighbours per byte, low nibble = even m,
    lhs_k_pack=False) and B [K/2, N] packed along K; else A [M, K/2] packed along K and B bytes [K, N/2]
    (two N-neighbours per byte, rhs_k_pack=False). e8m0 scales A_s [M, K/32], B_s [N, K/32]; K a multiple of
    BK, M and N even and ragged."""
    pid_m, pid_n = tl.program_id(0), tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rks = tl.arange(0, BK // 32)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K // BK):
        sa = tl.load(as_ptr + rm[:, None] * (K // 32) + (k * (BK // 32) + rks)[None, :], mask=rm[:, None] < M, other=127)
        sb = tl.load(bs_ptr + rn[:, None] * (K // 32) + (k * (BK // 32) + rks)[None, :], mask=rn[:, None] < N, other=127)
        if A_MPACK:
            rm2 = pid_m * (BM // 2) + tl.arange(0, BM // 2)
            rk = k * BK + tl.arange(0, BK)
            rkb = k * (BK // 2) + tl.arange(0, BK // 2)
            a = tl.load(a_ptr + rk[None, :] * (M // 2) + rm2[:, None], mask=rm2[:, None] < M // 2, other=0)
            b = tl.load(b_ptr + rkb[:, None] * N + rn[None, :], mask=rn[None, :] < N, other=0)
            acc = tl.dot_scaled(a, sa, "e2m1", b, sb, "e2m1", acc, lhs_k_pack=False)
        else:
            rn2 = pid_n * (BN // 2) + tl.arange(0, BN // 2)
            rka = k * (BK // 2) + tl.arange(0, BK // 2)
            rk = k * BK + tl.arange(0, BK)
            a = tl.load(a_ptr + rm[:, None] * (K // 2) + rka[None, :], mask=rm[:, None] < M, other=0)
            b = tl.load(b_ptr + rk[:, None] * (N // 2) + rn2[None, :], mask=rn2[None, :] < N // 2, other=0)
            acc = tl.dot_scaled(a, sa, "e2m1", b, sb, "e2m1", acc, rhs_k_pack=False)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))



@triton.jit
def attention_fwd(q_ptr, k_ptr, v_ptr, o_ptr, N_CTX, sm_scale,
                  BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    """Flash-attention forward, one head: O[i] = softmax(Q[i] K^T * sm_scale) V with the online softmax
    (running max m, running sum l, rescaled accumulator) over K/V blocks of BN keys; ragged N_CTX (masked
    keys get -inf scores, masked query rows are not stored). Q, K, V, O: [N_CTX, D] row-major bf16 (O f32)."""
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    q = tl.load(q_ptr + rm[:, None] * D + rd[None, :], mask=rm[:, None] < N_CTX, other=0.0)
    m_i = tl.full((BM,), float("-inf"), tl.float32)
    l_i = tl.zeros((BM,), tl.float32)
    acc = tl.zeros((BM, D), tl.float32)
    qk_scale = sm_scale * 1.4426950408889634
    for start in range(0, N_CTX, BN):
        rn = start + tl.arange(0, BN)
        k = tl.load(k_ptr + rn[None, :] * D + rd[:, None], mask=rn[None, :] < N_CTX, other=0.0)   # [D, BN]
        s = tl.dot(q, k) * qk_scale
        s = tl.where(rn[None, :] < N_CTX, s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.math.exp2(s - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + rn[:, None] * D + rd[None, :], mask=rn[:, None] < N_CTX, other=0.0)   # [BN, D]
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.bfloat16), v)
        m_i = m_new
    tl.store(o_ptr + rm[:, None] * D + rd[None, :], acc / l_i[:, None], mask=rm[:, None] < N_CTX)


@triton.jit
def quant_fp8_rows(x_ptr, q_ptr, s_ptr, N, BLOCK: tl.constexpr):
    """Per-row (per-token) fp8 quantisation: s[m] = max |x[m, :]| / 448, q[m, :] = fp8_e4m3(x / s) (OCP e4m3fn,
    round to nearest even); one program per row, masked at ragged N."""
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + cols, mask=cols < N, other=0.0).to(tl.float32)
    amax = tl.max(tl.abs(x), 0)
    scale = tl.maximum(amax, 1e-12) / 448.0
    tl.store(q_ptr + row * N + cols, (x / scale).to(tl.float8e4nv), mask=cols < N)
    tl.store(s_ptr + row, scale)


@triton.jit
def gather_gemm(a_ptr, idx_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """MoE-style gathered GEMM: C[i, :] = A[idx[i], :] @ B for i < M (rows of A picked through an index array,
    as a MoE expert reads its routed tokens); bf16 inputs, f32 out, ragged M, N, K."""
    pid_m, pid_n = tl.program_id(0), tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    rows = tl.load(idx_ptr + rm, mask=rm < M, other=0)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        kk = k * BK + rk
        a = tl.load(a_ptr + rows[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + kk[:, None] * N + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def splitk_gemm(a_ptr, b_ptr, c_ptr, M, N, K, sa, sb, sc,
                BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, SPLIT_K: tl.constexpr, GROUP_M: tl.constexpr):
    """Split-K GEMM: C[M, N] (f32, zeroed by the caller) += A[M, K] @ B[K, N] over the K blocks k = pid_k,
    pid_k + SPLIT_K, ... (grid (tiles, SPLIT_K)), combined with relaxed f32 atomic adds; tiles in GROUP_M-row
    groups (pid // and % by runtime tile counts: integer division). Masked at ragged M, N, K."""
    pid, pid_k = tl.program_id(0), tl.program_id(1)
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    num_pid_in_group = GROUP_M * num_pid_n
    first_pid_m = (pid // num_pid_in_group) * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(pid_k, tl.cdiv(K, BK), SPLIT_K):
        kk = k * BK + rk
        a = tl.load(a_ptr + rm[:, None] * sa + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + kk[:, None] * sb + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b)
    tl.atomic_add(c_ptr + rm[:, None] * sc + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N),
                  sem="relaxed")


@triton.jit
def scatter_add(x_ptr, idx_ptr, y_ptr, T, D: tl.constexpr, BT: tl.constexpr):
    """MoE-style combine: y[idx[t], :] += x[t, :] for t < T with relaxed atomic adds in y's type (f16/bf16:
    Triton packs two neighbours into one pk_add atomic); repeated indices add up."""
    pid = tl.program_id(0)
    rt = pid * BT + tl.arange(0, BT)
    rd = tl.arange(0, D)
    rows = tl.load(idx_ptr + rt, mask=rt < T, other=0)
    x = tl.load(x_ptr + rt[:, None] * D + rd[None, :], mask=rt[:, None] < T, other=0.0)
    tl.atomic_add(y_ptr + rows[:, None] * D + rd[None, :], x, mask=rt[:, None] < T, sem="relaxed")


@triton.jit
def attention_causal_lse(q_ptr, k_ptr, v_ptr, o_ptr, lse_ptr, N_CTX, sm_scale,
                         BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    """Causal flash-attention forward, one head, f16 Q/K/V/O: keys j <= i only (the K loop stops at the
    block's last query), online exp2 softmax, and the row's log-sum-exp in base 2, lse[i] = m_i + log2(l_i)
    (what a backward pass keeps). Ragged N_CTX."""
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    q = tl.load(q_ptr + rm[:, None] * D + rd[None, :], mask=rm[:, None] < N_CTX, other=0.0)
    m_i = tl.full((BM,), float("-inf"), tl.float32)
    l_i = tl.zeros((BM,), tl.float32)
    acc = tl.zeros((BM, D), tl.float32)
    qk_scale = sm_scale * 1.4426950408889634
    for start in range(0, tl.minimum((pid + 1) * BM, N_CTX), BN):
        rn = start + tl.arange(0, BN)
        k = tl.load(k_ptr + rn[None, :] * D + rd[:, None], mask=rn[None, :] < N_CTX, other=0.0)
        s = tl.dot(q, k) * qk_scale
        s = tl.where((rn[None, :] <= rm[:, None]) & (rn[None, :] < N_CTX), s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.math.exp2(s - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + rn[:, None] * D + rd[None, :], mask=rn[:, None] < N_CTX, other=0.0)
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_new
    tl.store(o_ptr + rm[:, None] * D + rd[None, :], (acc / l_i[:, None]).to(tl.float16), mask=rm[:, None] < N_CTX)
    tl.store(lse_ptr + rm, m_i + tl.math.log2(l_i), mask=rm < N_CTX)


@triton.jit
def axpby_clamp(x_ptr, y_ptr, z_ptr, n, alpha, beta, lo, hi, BLOCK: tl.constexpr):
    """z = clamp(alpha x + beta y, lo, hi) in f32 from f16 x, y; stored as f16 (masked at ragged n)."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    y = tl.load(y_ptr + offs, mask=m, other=0.0).to(tl.float32)
    tl.store(z_ptr + offs, tl.clamp(alpha * x + beta * y, lo, hi).to(z_ptr.dtype.element_ty), mask=m)


@triton.jit
def row_mean_f16(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    """y[m] = f16(sum_n x[m, n] / N) of f16 rows (one f16 scalar store per program), ragged N."""
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + cols, mask=cols < N, other=0.0).to(tl.float32)
    tl.store(y_ptr + row, (tl.sum(x, axis=0) / N).to(tl.float16))


@triton.jit
def histogram(x_ptr, h_ptr, n, BLOCK: tl.constexpr, BINS: tl.constexpr):
    """h[x[i] % BINS] += 1 for i < n (i32 relaxed atomic adds; x non-negative)."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0)
    tl.atomic_add(h_ptr + (x % BINS), 1, mask=offs < n, sem="relaxed")


@triton.jit
def im2col_index(x_ptr, y_ptr, total, C, H, W, BLOCK: tl.constexpr):
    """Layout change with runtime extents (conv-style index decomposition by integer // and %):
    y[(h W + w) C + c] = min(max(x[(c H + h) W + w], -7), 1000), i.e. CHW -> HWC of i32 values, clamped."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < total
    c = offs % C
    t = offs // C
    w = t % W
    h = t // W
    v = tl.load(x_ptr + (c * H + h) * W + w, mask=m, other=0)
    tl.store(y_ptr + offs, tl.minimum(tl.maximum(v, -7), 1000), mask=m)


@triton.jit
def gemm_bf16_fp4(a_ptr, b_ptr, bs_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """Mixed tl.dot_scaled: A bf16 [M, K] (no scale) x B MX fp4 [K/2, N] (packed along K, low nibble first)
    with e8m0 scales B_s [N, K/32]; Triton upcasts B to bf16 (v_cvt_scalef32_pk_bf16_fp4). K a multiple of BK."""
    pid_m, pid_n = tl.program_id(0), tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rka = tl.arange(0, BK)
    rkb = tl.arange(0, BK // 2)
    rks = tl.arange(0, BK // 32)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K // BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k * BK + rka)[None, :], mask=rm[:, None] < M, other=0)
        b = tl.load(b_ptr + (k * (BK // 2) + rkb)[:, None] * N + rn[None, :], mask=rn[None, :] < N, other=0)
        sb = tl.load(bs_ptr + rn[:, None] * (K // 32) + (k * (BK // 32) + rks)[None, :], mask=rn[:, None] < N,
                     other=127)
        acc = tl.dot_scaled(a, None, "bf16", b, sb, "e2m1", acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def attention_fp8(q_ptr, k_ptr, v_ptr, o_ptr, N_CTX, sm_scale, BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    """fp8 (OCP e4m3) flash-attention forward, one head: Q K^T and P V on fp8 MFMAs, P cast to e4m3 for the
    second dot (no scaling: p is in [0, 1]), f32 online exp2 softmax; ragged N_CTX. O f32."""
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    q = tl.load(q_ptr + rm[:, None] * D + rd[None, :], mask=rm[:, None] < N_CTX, other=0.0)
    m_i = tl.full((BM,), float("-inf"), tl.float32)
    l_i = tl.zeros((BM,), tl.float32)
    acc = tl.zeros((BM, D), tl.float32)
    qk_scale = sm_scale * 1.4426950408889634
    for start in range(0, N_CTX, BN):
        rn = start + tl.arange(0, BN)
        k = tl.load(k_ptr + rn[None, :] * D + rd[:, None], mask=rn[None, :] < N_CTX, other=0.0)
        s = tl.dot(q, k) * qk_scale
        s = tl.where(rn[None, :] < N_CTX, s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.math.exp2(s - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + rn[:, None] * D + rd[None, :], mask=rn[:, None] < N_CTX, other=0.0)
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float8e4nv), v)
        m_i = m_new
    tl.store(o_ptr + rm[:, None] * D + rd[None, :], acc / l_i[:, None], mask=rm[:, None] < N_CTX)


@triton.jit
def gemm_fp8_blockscale(a_ptr, as_ptr, b_ptr, bs_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr,
                        BK: tl.constexpr):
    """Block-scaled fp8 GEMM (DeepSeek-style w8a8): C = sum_kb (A_kb @ B_kb) * a_s[m, kb] * b_s[kb, n // BN],
    A e4m3 [M, K] with per-row-per-128-K f32 scales, B e4m3 [K, N] with per-128x128-block f32 scales; bf16 out.
    BK = 128 = the scale block; ragged M, N, K."""
    pid_m, pid_n = tl.program_id(0), tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    nkb = tl.cdiv(K, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for kb in range(0, nkb):
        kk = kb * BK + rk
        a = tl.load(a_ptr + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + kk[:, None] * N + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        sa = tl.load(as_ptr + rm * nkb + kb, mask=rm < M, other=0.0)
        sb = tl.load(bs_ptr + kb * tl.cdiv(N, BN) + pid_n)
        acc += tl.dot(a, b) * sa[:, None] * sb
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc.to(tl.bfloat16), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def moe_gemm(a_ptr, b_ptr, c_ptr, w_ptr, sorted_ptr, expert_ptr, num_valid, N, K, TOPK: tl.constexpr,
             BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """MoE expert GEMM in the fused_moe shape: block pid_m of sorted_ptr (token-slot ids t, padded with
    num_valid) runs expert expert_ptr[pid_m]: C[t] = w[t] * (A[t // TOPK] @ B[e]) for t < num_valid; A f16 [T, K],
    B f16 [E, K, N] (64-bit expert offset), C f16 [T * TOPK, N]."""
    pid_m, pid_n = tl.program_id(0), tl.program_id(1)
    e = tl.load(expert_ptr + pid_m)
    offs = pid_m * BM + tl.arange(0, BM)
    tok = tl.load(sorted_ptr + offs)
    valid = tok < num_valid
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        kk = k * BK + rk
        a = tl.load(a_ptr + (tok // TOPK)[:, None] * K + kk[None, :], mask=valid[:, None] & (kk[None, :] < K),
                    other=0.0)
        b = tl.load(b_ptr + e.to(tl.int64) * K * N + kk[:, None] * N + rn[None, :],
                    mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b)
    w = tl.load(w_ptr + tok, mask=valid, other=0.0)
    tl.store(c_ptr + tok[:, None] * N + rn[None, :], (acc * w[:, None]).to(tl.float16),
             mask=valid[:, None] & (rn[None, :] < N))

_GEMM_SIG = {"M": "i32", "N": "i32", "K": "i32", "sam": "i32", "sak": "i32", "sbk": "i32", "sbn": "i32",
             "scm": "i32", "scn": "i32", "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}

_DMA_SIG = {"M": "i32", "N": "i32", "K": "i32", "sa": "i32", "sb": "i32", "sc": "i32", "BM": "constexpr",
            "BN": "constexpr", "BK": "constexpr", "A_KM": "constexpr", "B_NK": "constexpr"}
_DIV16, _PTR = [["tt.divisibility", 16]], [["tt.divisibility", 16], ["tt.pointer_range", 32]]
# what Triton's launcher would specialise for 16-aligned tensors under 2 GB and integers divisible by 16
DIV16 = {(0,): _PTR, (1,): _PTR, (2,): _PTR, **{(i,): _DIV16 for i in range(3, 9)}}
_FP4_SIG = {"a_ptr": "*u8", "as_ptr": "*u8", "b_ptr": "*u8", "bs_ptr": "*u8", "c_ptr": "*fp32", "M": "i32",
            "N": "i32", "K": "i32", "BM": "constexpr", "BN": "constexpr", "BK": "constexpr", "A_MPACK": "constexpr"}
_DMA = {"num_stages": 2, "attrs": DIV16}                       # Triton's default buffer ops: buffer_load ... lds
_GDMA = {"num_stages": 2, "attrs": DIV16, "buffer_ops": False}  # AMDGCN_USE_BUFFER_OPS=0: global_load_lds_*
_SK_SIG = {"a_ptr": "*bf16", "b_ptr": "*bf16", "c_ptr": "*fp32", **_DMA_SIG, "SPLIT_K": "constexpr",
           "GROUP_M": "constexpr"}
del _SK_SIG["A_KM"], _SK_SIG["B_NK"]
# pointers 16-aligned and under 2 GB (tt.pointer_range 32): Triton then addresses them with buffer instructions
_PTRS = {"attrs": {(0,): _PTR, (1,): _PTR, (2,): _PTR}}
_AXPBY_SIG = {"x_ptr": "*fp16", "y_ptr": "*fp16", "z_ptr": "*fp16", "n": "i32", "alpha": "fp32", "beta": "fp32",
              "lo": "fp32", "hi": "fp32", "BLOCK": "constexpr"}
_IM2COL_SIG = {"x_ptr": "*i32", "y_ptr": "*i32", "total": "i32", "C": "i32", "H": "i32", "W": "i32",
               "BLOCK": "constexpr"}


_ATTN_FP8_SIG = {"q_ptr": "*fp8e4nv", "k_ptr": "*fp8e4nv", "v_ptr": "*fp8e4nv", "o_ptr": "*fp32", "N_CTX": "i32",
                 "sm_scale": "fp32", "BM": "constexpr", "BN": "constexpr", "D": "constexpr"}


def _scatter_sig(dt: str) -> dict:
    return {"x_ptr": dt, "idx_ptr": "*i32", "y_ptr": dt, "T": "i32", "D": "constexpr", "BT": "constexpr"}

# name -> (jit function, pointer/scalar signature, constexprs, num_warps[, extra]);
# extra: num_stages, attrs (ASTSource), buffer_ops (knobs.amd.use_buffer_ops, default on)
KERNELS = {
    "gemm_bf16": (gemm, {"a_ptr": "*bf16", "b_ptr": "*bf16", "c_ptr": "*fp32", **_GEMM_SIG},
                  {"BM": 32, "BN": 32, "BK": 32}, 4),
    "gemm_f16": (gemm, {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp32", **_GEMM_SIG},
                 {"BM": 16, "BN": 16, "BK": 32}, 1),
    "gemm_fp8": (gemm, {"a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv", "c_ptr": "*fp32", **_GEMM_SIG},
                 {"BM": 32, "BN": 32, "BK": 64}, 4),
    "gemm_fp8_16": (gemm, {"a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv", "c_ptr": "*fp32", **_GEMM_SIG},
                    {"BM": 16, "BN": 16, "BK": 128}, 1),
    # small BK: Triton picks the gfx942-style MFMAs gfx950 keeps (16x16x16_f16, 16x16x32_i8, 16x16x32_fp8_fp8)
    "gemm_f16_k16": (gemm, {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp32", **_GEMM_SIG},
                     {"BM": 16, "BN": 16, "BK": 16}, 1),
    "gemm_bf16_k8": (gemm, {"a_ptr": "*bf16", "b_ptr": "*bf16", "c_ptr": "*fp32", **_GEMM_SIG},
                     {"BM": 32, "BN": 32, "BK": 8}, 1),
    "gemm_fp8_k32": (gemm, {"a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv", "c_ptr": "*fp32", **_GEMM_SIG},
                     {"BM": 16, "BN": 16, "BK": 32}, 1),
    "gemm_i8_k32": (gemm_i8, {"a_ptr": "*i8", "b_ptr": "*i8", "c_ptr": "*i32", **_GEMM_SIG},
                    {"BM": 16, "BN": 16, "BK": 32}, 1),
    "gemm_fp8_bf8": (gemm, {"a_ptr": "*fp8e4nv", "b_ptr": "*fp8e5", "c_ptr": "*fp32", **_GEMM_SIG},
                     {"BM": 32, "BN": 32, "BK": 64}, 4),
    "gemm_bf8_fp8_k32": (gemm, {"a_ptr": "*fp8e5", "b_ptr": "*fp8e4nv", "c_ptr": "*fp32", **_GEMM_SIG},
                         {"BM": 16, "BN": 16, "BK": 32}, 1),
    "gemm_i8": (gemm_i8, {"a_ptr": "*i8", "b_ptr": "*i8", "c_ptr": "*i32", **_GEMM_SIG},
                {"BM": 16, "BN": 16, "BK": 64}, 1),
    "gemm_mxfp4": (gemm_scaled, {"a_ptr": "*u8", "as_ptr": "*u8", "b_ptr": "*u8", "bs_ptr": "*u8", "c_ptr": "*fp32",
                                 "M": "i32", "N": "i32", "K": "i32", "FMT": "constexpr", "BM": "constexpr",
                                 "BN": "constexpr", "BK": "constexpr"},
                   {"FMT": "e2m1", "BM": 32, "BN": 32, "BK": 128}, 4),
    "gemm_mxfp8": (gemm_scaled, {"a_ptr": "*u8", "as_ptr": "*u8", "b_ptr": "*u8", "bs_ptr": "*u8",
                                 "c_ptr": "*fp32", "M": "i32", "N": "i32", "K": "i32", "FMT": "constexpr",
                                 "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"},
                   {"FMT": "e4m3", "BM": 32, "BN": 32, "BK": 128}, 4),
    # LDS DMA of 16 B per lane and transposing LDS reads (64x64x64 tiles, 4 warps, num_stages=2)
    "gemm_dma_bf16": (gemm_dma, {"a_ptr": "*bf16", "b_ptr": "*bf16", "c_ptr": "*fp32", **_DMA_SIG},
                      {"BM": 64, "BN": 64, "BK": 64, "A_KM": 0, "B_NK": 0}, 4, _DMA),
    "gemm_dma_bf16_kmajor": (gemm_dma, {"a_ptr": "*bf16", "b_ptr": "*bf16", "c_ptr": "*fp32", **_DMA_SIG},
                             {"BM": 64, "BN": 64, "BK": 64, "A_KM": 1, "B_NK": 0}, 4, _DMA),
    "gemm_dma_fp8_kmajor": (gemm_dma, {"a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv", "c_ptr": "*fp32", **_DMA_SIG},
                            {"BM": 64, "BN": 64, "BK": 64, "A_KM": 1, "B_NK": 0}, 4, _DMA),
    "gemm_gdma_bf16": (gemm_dma, {"a_ptr": "*bf16", "b_ptr": "*bf16", "c_ptr": "*fp32", **_DMA_SIG},
                       {"BM": 64, "BN": 64, "BK": 64, "A_KM": 0, "B_NK": 0}, 4, _GDMA),
    "gemm_gdma_fp8_nk": (gemm_dma, {"a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv", "c_ptr": "*fp32", **_DMA_SIG},
                         {"BM": 64, "BN": 64, "BK": 64, "A_KM": 1, "B_NK": 1}, 4, _GDMA),
    # fp4 packed along N (B) or M (A): ds_read_b64_tr_b4
    "gemm_mxfp4_npack": (gemm_fp4_mn_packed, _FP4_SIG, {"BM": 32, "BN": 32, "BK": 128, "A_MPACK": 0}, 4,
                         {"num_stages": 2}),
    "gemm_mxfp4_mpack": (gemm_fp4_mn_packed, _FP4_SIG, {"BM": 32, "BN": 32, "BK": 128, "A_MPACK": 1}, 4,
                         {"num_stages": 2}),
    # a 128x128x64 bf16 tile on 8 warps, 2 stages (the shape of Triton's gfx950 GEMM configs)
    "gemm_bf16_128x128_w8": (gemm_dma, {"a_ptr": "*bf16", "b_ptr": "*bf16", "c_ptr": "*fp32", **_DMA_SIG},
                             {"BM": 128, "BN": 128, "BK": 64, "A_KM": 0, "B_NK": 0}, 8, _DMA),
    "attention_fwd": (attention_fwd, {"q_ptr": "*bf16", "k_ptr": "*bf16", "v_ptr": "*bf16", "o_ptr": "*fp32",
                                      "N_CTX": "i32", "sm_scale": "fp32", "BM": "constexpr", "BN": "constexpr",
                                      "D": "constexpr"}, {"BM": 64, "BN": 32, "D": 64}, 4),
    "quant_fp8_rows": (quant_fp8_rows, {"x_ptr": "*bf16", "q_ptr": "*fp8e4nv", "s_ptr": "*fp32", "N": "i32",
                                        "BLOCK": "constexpr"}, {"BLOCK": 512}, 4),
    "gather_gemm": (gather_gemm, {"a_ptr": "*bf16", "idx_ptr": "*i32", "b_ptr": "*bf16", "c_ptr": "*fp32",
                                  "M": "i32", "N": "i32", "K": "i32", "BM": "constexpr", "BN": "constexpr",
                                  "BK": "constexpr"}, {"BM": 32, "BN": 32, "BK": 32}, 4),
    "row_sum": (row_sum, {"x_ptr": "*fp32", "y_ptr": "*fp32", "M": "i32", "N": "i32", "BLOCK": "constexpr"},
                {"BLOCK": 256}, 2),
    "softmax": (softmax, {"x_ptr": "*fp32", "y_ptr": "*fp32", "N": "i32", "BLOCK": "constexpr"}, {"BLOCK": 256}, 2),
    "layernorm": (layernorm, {"x_ptr": "*fp32", "w_ptr": "*fp32", "b_ptr": "*fp32", "y_ptr": "*fp32", "N": "i32",
                              "eps": "fp32", "BLOCK": "constexpr"}, {"BLOCK": 256}, 2),
    # --- second batch: kernels for the forms flygen's families emit that the corpus lacked
    "splitk_gemm_bf16": (splitk_gemm, _SK_SIG, {"BM": 32, "BN": 32, "BK": 32, "SPLIT_K": 3, "GROUP_M": 2}, 4),
    "splitk_gemm_bf16_div16": (splitk_gemm, _SK_SIG, {"BM": 64, "BN": 64, "BK": 64, "SPLIT_K": 2, "GROUP_M": 2}, 4,
                               _DMA),
    "scatter_add_f16": (scatter_add, _scatter_sig("*fp16"), {"D": 64, "BT": 16}, 2),
    "scatter_add_bf16": (scatter_add, _scatter_sig("*bf16"), {"D": 64, "BT": 16}, 2),
    "scatter_add_f16_buf": (scatter_add, _scatter_sig("*fp16"), {"D": 64, "BT": 16}, 2, _PTRS),
    "scatter_add_bf16_buf": (scatter_add, _scatter_sig("*bf16"), {"D": 64, "BT": 16}, 2, _PTRS),
    "attention_causal_lse_f16": (attention_causal_lse, {
        "q_ptr": "*fp16", "k_ptr": "*fp16", "v_ptr": "*fp16", "o_ptr": "*fp16", "lse_ptr": "*fp32", "N_CTX": "i32",
        "sm_scale": "fp32", "BM": "constexpr", "BN": "constexpr", "D": "constexpr"}, {"BM": 64, "BN": 64, "D": 64}, 4),
    "axpby_clamp_f16": (axpby_clamp, _AXPBY_SIG, {"BLOCK": 256}, 2),
    "axpby_clamp_f16_buf": (axpby_clamp, _AXPBY_SIG, {"BLOCK": 256}, 2, _PTRS),
    "axpby_clamp_f16_div16": (axpby_clamp, _AXPBY_SIG, {"BLOCK": 1024}, 2, {"attrs": {**_PTRS["attrs"], (3,): _DIV16}}),
    "row_mean_f16": (row_mean_f16, {"x_ptr": "*fp16", "y_ptr": "*fp16", "N": "i32", "BLOCK": "constexpr"},
                     {"BLOCK": 512}, 2, _PTRS),
    "histogram": (histogram, {"x_ptr": "*i32", "h_ptr": "*i32", "n": "i32", "BLOCK": "constexpr", "BINS": "constexpr"},
                  {"BLOCK": 256, "BINS": 16}, 4, _PTRS),
    "im2col_index": (im2col_index, _IM2COL_SIG, {"BLOCK": 256}, 4),
    "im2col_index_buf": (im2col_index, _IM2COL_SIG, {"BLOCK": 256}, 4, _PTRS),
    "gemm_bf16_fp4": (gemm_bf16_fp4, {"a_ptr": "*bf16", "b_ptr": "*u8", "bs_ptr": "*u8", "c_ptr": "*fp32", "M": "i32",
                                      "N": "i32", "K": "i32", "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"},
                      {"BM": 32, "BN": 32, "BK": 64}, 4),
    "gemm_f16_32": (gemm, {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp32", **_GEMM_SIG},
                    {"BM": 32, "BN": 32, "BK": 32}, 4),
    "gemm_fp8_32_k16": (gemm, {"a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv", "c_ptr": "*fp32", **_GEMM_SIG},
                        {"BM": 32, "BN": 32, "BK": 16}, 1),
    "gemm_fp8_32_k32": (gemm, {"a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv", "c_ptr": "*fp32", **_GEMM_SIG},
                        {"BM": 32, "BN": 32, "BK": 32}, 1),
    # --- third batch: family-shaped kernels (fp8 attention, block-scaled fp8 GEMM, MoE expert GEMM)
    "attention_fp8_d64": (attention_fp8, _ATTN_FP8_SIG, {"BM": 64, "BN": 64, "D": 64}, 4),
    "attention_fp8_d128": (attention_fp8, _ATTN_FP8_SIG, {"BM": 64, "BN": 64, "D": 128}, 4),
    "gemm_fp8_blockscale": (gemm_fp8_blockscale, {"a_ptr": "*fp8e4nv", "as_ptr": "*fp32", "b_ptr": "*fp8e4nv",
                                                  "bs_ptr": "*fp32", "c_ptr": "*bf16", "M": "i32", "N": "i32",
                                                  "K": "i32", "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"},
                            {"BM": 32, "BN": 128, "BK": 128}, 4),
    "moe_gemm_f16": (moe_gemm, {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "w_ptr": "*fp32",
                                "sorted_ptr": "*i32", "expert_ptr": "*i32", "num_valid": "i32", "N": "i32", "K": "i32",
                                "TOPK": "constexpr", "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"},
                     {"TOPK": 2, "BM": 32, "BN": 32, "BK": 32}, 4),
}


def compile_one(name: str, out: Path) -> dict:
    fn, sig, consts, warps, *extra = KERNELS[name]
    extra = extra[0] if extra else {}
    options = {"num_warps": warps, **({"num_stages": extra["num_stages"]} if "num_stages" in extra else {})}
    with triton.knobs.amd.scope():
        if "buffer_ops" in extra:
            triton.knobs.amd.use_buffer_ops = extra["buffer_ops"]
        k = triton.compile(ASTSource(fn, sig, constexprs=consts, attrs=extra.get("attrs")), target=TARGET,
                           options=options)
    (out / f"{name}.s").write_text(k.asm["amdgcn"])
    args = [a for a, t in sig.items() if t != "constexpr"]
    info = {"kernel": k.metadata.name, "num_warps": k.metadata.num_warps, "shared": k.metadata.shared,
            "args": args, "constexprs": consts, "triton": triton.__version__}
    if extra:   # only the kernels compiled with extra options record them (the older JSON files are unchanged)
        attrs, names = extra.get("attrs") or {}, list(sig)
        ints = [i for (i,) in attrs if not sig[names[i]].startswith("*")]
        info["options"] = {"num_stages": extra.get("num_stages"), "div16_args": bool(ints),
                           "buffer_ops": extra.get("buffer_ops", True)}
        if attrs and not ints:   # only pointers marked (16-aligned, under 2 GB): Triton's buffer addressing
            info["options"]["ptr_range32"] = True
    (out / f"{name}.json").write_text(json.dumps(info, indent=1) + "\n")
    return info


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("names", nargs="*", default=list(KERNELS))
    ns = ap.parse_args()
    ns.out.mkdir(parents=True, exist_ok=True)
    for name in ns.names:
        try:
            info = compile_one(name, ns.out)
            print(f"{name}: ok ({info['num_warps']} warps, {info['shared']} B LDS)")
        except Exception as exc:  # noqa: BLE001 - report and continue with the others
            print(f"{name}: FAILED {type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}")


if __name__ == "__main__":
    main()
