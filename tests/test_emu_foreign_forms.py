"""LLVM 22 (the ziglang wheel's clang -cc1 -O3) kernel tests/data/emu/foreign/flygen_forms.ll -> .s: forms flygen's
own kernels emit that neither the Triton corpus nor the other llc kernels had (s_setprio, s_subb_u32, s_min_u32,
s_cmp_le_u32, v_mad_u32_u24, v_min_i32, v_subrev_f32, v_cmp_neq_f32, ds_write_b64, buffer_store_dwordx2), run on the
emulator vs numpy, exactly (f16 -> f32, a subtraction of an f16 value from an f16-valued f32 and a doubling are
exact). Buffer ranges are the true sizes, so lanes past n read 0 and store nothing (the range check). Also
gemm_fp6_scale.ll: the fp6 / bf6 operands of v_mfma_scale_f32_16x16x128_f8f6f4."""
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from flygen.asm.load import load_program
from flygen.emu import fidelity
from flygen.emu.launch import launch
from flygen.emu.memory import Device

DATA = Path(__file__).parent / "data" / "emu" / "foreign"
FORMS = {"s_setprio", "s_subb_u32", "s_min_u32", "s_cmp_le_u32", "v_mad_u32_u24", "v_min_i32", "v_subrev_f32",
         "v_cmp_neq_f32", "ds_write_b64", "buffer_store_dwordx2"}


@pytest.mark.parametrize("lim", [1000, 100])
def test_flygen_forms_kernel(lim):
    rng = np.random.default_rng(lim)
    n = 151                                           # odd: the last lane's partner (t ^ 1) is past n
    x = (rng.standard_normal(2 * n) * 4).astype(np.float16)
    bias = np.float32(x[5])                           # lane 5 takes the "== bias" branch
    a, b = 0x1_0000_0005, 0x7                         # the low words borrow
    dev = Device()
    args = {"x": x, "h": np.zeros(n, np.uint32), "hi": np.zeros(n, np.uint16), "f": np.zeros((n, 2), np.float32),
            "k": np.zeros(n, np.int32), "s": np.zeros(4, np.uint32), "n": n, "lim": lim, "bias": bias, "a": a, "b": b}
    groups = -(-n // 64)
    res = launch(load_program(str(DATA / "flygen_forms.s")).kernel("flygen_forms"), (groups,), (64,), args,
                 device=dev)
    assert [h for h in res.hazards if h.severity == "error"] == []
    ran = {fidelity._key(i) for i in res.executed}
    assert FORMS <= ran, sorted(FORMS - ran)
    get = lambda name, dt, shape: dev.download(res.buffers[name], dt, shape)   # noqa: E731

    lanes = np.arange(groups * 64)
    xp = np.concatenate([x, np.zeros(groups * 64 + n, np.float16)])
    x0 = np.where(lanes < 2 * n, xp[lanes], np.float16(0))                 # past the buffer: 0
    x1 = np.where(lanes + n < 2 * n, xp[lanes + n], np.float16(0))
    b0, b1 = x0.view(np.uint16).astype(np.uint32), x1.view(np.uint16).astype(np.uint32)
    assert np.array_equal(get("h", np.uint32, (n,)), (b0 | b1 << 16)[:n])
    assert np.array_equal(get("hi", np.uint16, (n,)), b1[:n].astype(np.uint16))
    e0, e1 = x0.astype(np.float32), x1.astype(np.float32)
    f0 = np.where(e0 != bias, e0 - bias, np.float32(7.0))
    pair = np.stack([f0, e1 * np.float32(2)], 1)[lanes ^ 1]                # lane t reads lane t ^ 1's LDS pair
    assert np.array_equal(get("f", np.float32, (n, 2)), pair[:n])
    assert get("f", np.float32, (n, 2))[5 ^ 1, 0] == 7.0
    i = lanes[:n]
    assert np.array_equal(get("k", np.int32, (n,)), np.minimum((i & 0xFFFF) * 24 + i % 64, lim))
    s = get("s", np.uint32, (4,))
    assert s[0] == min(n, lim) and s[1] == int(n <= lim)
    assert int(s[2]) | int(s[3]) << 32 == a - b


def _pack6(codes: np.ndarray) -> np.ndarray:
    """32 six-bit codes per lane -> 6 little-endian dwords: code i in bits [6i, 6i + 6) of the 192-bit stream
    (CK f6_pk_t::pack, as docs/emulator.md cites; written here from that rule, not from the emulator)."""
    out = np.zeros(codes.shape[:-1] + (6,), np.uint32)
    for idx in np.ndindex(codes.shape[:-1]):
        v = 0
        for i, c in enumerate(codes[idx]):
            v |= int(c) << (6 * i)
        out[idx] = [(v >> (32 * w)) & 0xFFFFFFFF for w in range(6)]
    return out


def test_fp6_bf6_scaled_mfma_gemm():
    """llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4 with cbsz 2 / blgp 3 (A fp6 e2m3, B bf6 e3m2): LLVM 22 emits
    `v_mfma_scale_f32_16x16x128_f8f6f4 v[2:5], v[16:21], v[22:27], ... cbsz:2 blgp:3` (the fp6 form flygen's MX
    preshuffle kernels use, which no other foreign kernel had). Lane l: row l % 16, K 32 (l // 16) + i of each 128
    block; e8m0 scales per 32-K block. Products are exact in f32 (<= 4 x 3 significand bits times powers of two)
    and the sum rounds at most 2 nk times per K block chain: |err| <= 2 nk eps sum |a b| (as gemm_fp8_scale).
    A packing that differs from B's (A's K values reversed, or its two 16-value halves swapped, with B right) fails
    this test (checked by hand); one K permutation shared by A and B cannot be seen by any GEMM."""
    rng = np.random.default_rng(9)
    nk = 2
    e2m3, e3m2 = ml_dtypes.float6_e2m3fn, ml_dtypes.float6_e3m2fn
    A = (rng.standard_normal((16, 128 * nk)) * 2).astype(e2m3)
    Bt = (rng.standard_normal((16, 128 * nk)) * 4).astype(e3m2)
    SA = rng.integers(122, 133, (16, 4 * nk), dtype=np.uint8)
    SB = rng.integers(122, 133, (16, 4 * nk), dtype=np.uint8)
    lanes = np.arange(64)

    def operand(x):                               # [nk, 64 lanes, 6 dwords]
        codes = x.view(np.uint8) & 0x3F
        per = np.stack([np.stack([codes[l % 16, 128 * kk + 32 * (l // 16): 128 * kk + 32 * (l // 16) + 32]
                                  for l in lanes]) for kk in range(nk)])
        return _pack6(per)
    dev = Device()
    res = launch(load_program(str(DATA / "gemm_fp6_scale.s")).kernel("gemm_fp6_scale"), (1,), (64,),
                 {"A": operand(A), "Bt": operand(Bt), "SA": SA, "SB": SB, "C": np.zeros((16, 16), np.float32),
                  "nk": nk}, device=dev)
    assert [h for h in res.hazards if h.severity == "error"] == []
    ran = {fidelity._key(i) for i in res.executed}
    assert "v_mfma_scale_f32_16x16x128_f8f6f4 fp6" in ran, sorted(ran)
    a = A.astype(np.float64) * np.exp2(np.repeat(SA.astype(np.float64) - 127, 32, axis=1))
    b = Bt.astype(np.float64) * np.exp2(np.repeat(SB.astype(np.float64) - 127, 32, axis=1))
    got = dev.download(res.buffers["C"], np.float32, (16, 16))
    eps = float(np.finfo(np.float32).eps)
    assert np.all(np.abs(got - a @ b.T) <= 2 * nk * eps * (np.abs(a) @ np.abs(b).T))
