"""gfx950-only VALU forms as llc-22 selects them (tests/data/emu/foreign/gfx950_ops.ll), on the emulator
against oracles that do not share its code: numpy, ml_dtypes, and the CDNA4 pseudocode (AMD's machine-readable
ISA via tinygrad's cdna str_pcode) rewritten here as plain index arithmetic.

What llc lowers to what (its choice is evidence for the semantics: LLVM lowers IR whose meaning is fixed):
- llvm.minimum/maximum.f32 (IEEE 754-2019: NaN-propagating, -0 < +0) -> v_minimum3_f32 / v_maximum3_f32
  (the 2-operand form repeats an operand); .v2f16 -> v_pk_minimum3_f16 / v_pk_maximum3_f16;
- <2 x float> fmul / fadd / llvm.fma -> v_pk_mul_f32 / v_pk_add_f32 / v_pk_fma_f32 (each exact-rounded f32;
  inputs here are small integers times powers of two, so every result is exact and no rounding order matters);
- fptrunc <2 x float> to <2 x bfloat> -> v_cvt_pk_bf16_f32 (RNE; oracle ml_dtypes.bfloat16);
- llvm.amdgcn.fdot2.f32.bf16 -> v_dot2c_f32_bf16 (sums exact here: the pseudocode's order is not tested);
- llvm.amdgcn.cvt.scalef32.pk.fp4.f32 / .pk.f32.fp4 -> v_cvt_scalef32_pk_fp4_f32 (op_sel picks the byte) and
  v_cvt_scalef32_pk_f32_fp4 (oracle ml_dtypes.float4_e2m1fn on values inside the format's range);
- llvm.amdgcn.permlane32.swap / permlane16.swap, llvm.amdgcn.prng.b32 (oracles: the pseudocode);
- llvm.amdgcn.cvt.scalef32.2xpk16.{fp6,bf6}.f32(<16 x float> lo, <16 x float> hi, scale) ->
  v_cvt_scalef32_2xpk16_{fp6,bf6}_f32 d[6], lo[16], hi[16], s (oracle: ml_dtypes float6_e2m3fn / e3m2fn of x / scale
  after clamping to +-max (CDNA4 ISA §7.3: saturate preserving the sign), codes interleaved lo, hi, lo, ... at
  6-bit steps of the 192-bit result: the pseudocode's "S0 and S1 inputs are interleaved").
"""
from pathlib import Path

import ml_dtypes
import numpy as np

from flygen.asm.load import load_program
from flygen.emu.launch import launch
from flygen.emu.memory import Device

DATA = Path(__file__).parent / "data" / "emu" / "foreign"


def _run(kernel, args):
    dev = Device()
    res = launch(load_program(str(DATA / "gfx950_ops.s")).kernel(kernel), (1,), (64,), args, device=dev)
    assert [h for h in res.hazards if h.severity == "error"] == []
    return lambda name, dtype: dev.download(res.buffers[name], dtype)


def test_the_corpus_uses_the_forms_it_claims():
    text = (DATA / "gfx950_ops.s").read_text()
    for op in ("v_permlane32_swap_b32", "v_permlane16_swap_b32", "v_prng_b32", "v_minimum3_f32", "v_maximum3_f32",
               "v_pk_minimum3_f16", "v_pk_maximum3_f16", "v_pk_mul_f32", "v_pk_add_f32", "v_pk_fma_f32",
               "v_cvt_pk_bf16_f32", "v_dot2c_f32_bf16", "v_cvt_scalef32_pk_fp4_f32", "v_cvt_scalef32_pk_f32_fp4",
               "v_cvt_scalef32_2xpk16_fp6_f32", "v_cvt_scalef32_2xpk16_bf6_f32"):
        assert op in text, op


def test_permlane_swaps():
    """V_PERMLANE32_SWAP: lane l < 32 of SRC0 <-> lane l + 32 of VDST; V_PERMLANE16_SWAP: in each half,
    lane l < 16 of SRC0 <-> lane l + 16 of VDST. llc: the intrinsic's (vdst_old, src0_old) -> {vdst, src0}."""
    x = np.arange(64, dtype=np.uint32) * 3 + 7
    get = _run("swaps", {"in": x, "out": np.zeros(128, np.uint32)})
    got = get("out", np.uint32).reshape(64, 2)
    regs = [x.copy(), x + 1000]                                  # (vdst, src0) as the intrinsic's operands
    for group in (32, 16):
        vd, s0 = regs
        lo = np.flatnonzero(np.arange(64) // group % 2 == 0)
        nvd, ns0 = vd.copy(), s0.copy()
        ns0[lo], nvd[lo + group] = vd[lo + group], s0[lo]
        regs = [nvd, ns0]
    assert np.array_equal(got[:, 0], regs[0]) and np.array_equal(got[:, 1], regs[1])


def test_prng():
    """D = (S0 << 1) ^ (S0[31] ? 197 : 0), three times."""
    x = np.random.default_rng(3).integers(0, 2 ** 32, 64, dtype=np.uint64).astype(np.uint32)
    x[:4] = [0, 1, 0x80000000, 0xFFFFFFFF]
    want = x.astype(np.uint64)
    for _ in range(3):
        want = ((want << np.uint64(1)) & np.uint64(0xFFFFFFFF)) ^ np.where(want >> np.uint64(31), np.uint64(197), np.uint64(0))
    assert np.array_equal(_run("prng", {"in": x, "out": np.zeros(64, np.uint32)})("out", np.uint32), want)


def _ieee_min(a, b):
    """IEEE 754-2019 minimum on float arrays: NaN if either is NaN, -0 below +0."""
    m = np.where(a < b, a, np.where(b < a, b, np.where(np.signbit(a), a, b)))
    return np.where(np.isnan(a) | np.isnan(b), np.nan, m).astype(a.dtype)


def _ieee_max(a, b):
    m = np.where(a > b, a, np.where(b > a, b, np.where(np.signbit(a), b, a)))
    return np.where(np.isnan(a) | np.isnan(b), np.nan, m).astype(a.dtype)


def _specials(dtype, rng):
    v = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5], dtype)
    a = rng.choice(v, 64).astype(dtype)
    b = rng.choice(v, 64).astype(dtype)
    c = rng.choice(v, 64).astype(dtype)
    a[:8], b[:8] = [0.0, -0.0, np.nan, 1, -np.inf, 2, -0.0, np.nan], [-0.0, 0.0, 1, np.nan, 3, np.inf, -0.0, np.nan]
    return a, b, c


def _same(got, want):
    """Equal as floats, NaN where NaN, and the sign of every zero."""
    nan = np.isnan(want)
    return np.array_equal(np.isnan(got), nan) and np.array_equal(got[~nan], want[~nan]) and \
        np.array_equal(np.signbit(got[~nan]), np.signbit(want[~nan]))


def test_minimum3_maximum3_f32():
    a, b, c = _specials(np.float32, np.random.default_rng(5))
    get = _run("minmax", {"a": a, "b": b, "c": c, "out": np.zeros(128, np.float32)})
    got = get("out", np.float32).reshape(64, 2)
    assert _same(got[:, 0], _ieee_min(a, b))
    assert _same(got[:, 1], _ieee_max(a, _ieee_min(b, c)))


def test_pk_minimum3_maximum3_f16():
    parts = [_specials(np.float16, np.random.default_rng(s)) for s in (6, 7)]   # 128 halves: two per lane
    a, b, c = (np.concatenate([p[k] for p in parts]) for k in range(3))
    get = _run("minmax_f16", {"a": a, "b": b, "c": c, "out": np.zeros(128, np.float16)})
    assert _same(get("out", np.float16), _ieee_max(_ieee_min(a, b), c))


def test_pk_f32_mul_add_fma():
    rng = np.random.default_rng(8)
    a, b, c = (rng.integers(-64, 64, 128).astype(np.float32) * np.float32(2.0 ** k) for k in (-3, 2, -1))
    get = _run("pk_f32", {"a": a, "b": b, "c": c, "out": np.zeros(128, np.float32)})
    s = a.astype(np.float64) * b + c
    want = s * b + a                                         # exact in f64 and in f32 for these magnitudes
    assert np.array_equal(want.astype(np.float32).astype(np.float64), want)
    assert np.array_equal(get("out", np.float32), want.astype(np.float32))


def test_cvt_pk_bf16_f32_rounds_to_nearest_even():
    rng = np.random.default_rng(9)
    x = rng.standard_normal(128).astype(np.float32) * np.float32(1e3)
    bits = x.view(np.uint32)
    bits[:6] = [0x3F808000, 0x3F818000, 0x3F80FFFF, 0x7F7FFFFF, 0x7F800000, 0xFF800000]   # ties, carry, max, +-inf
    get = _run("to_bf16", {"a": x, "out": np.zeros(128, np.uint16)})
    assert np.array_equal(get("out", np.uint16), x.astype(ml_dtypes.bfloat16).view(np.uint16))


def test_dot2_bf16():
    rng = np.random.default_rng(10)
    a, b = (rng.integers(-32, 32, 128).astype(np.float32) * np.float32(0.25) for _ in range(2))
    c = rng.integers(-100, 100, 64).astype(np.float32)
    get = _run("dot2_bf16", {"a": a.astype(ml_dtypes.bfloat16), "b": b.astype(ml_dtypes.bfloat16), "c": c,
                             "out": np.zeros(64, np.float32)})
    want = (a.reshape(64, 2).astype(np.float64) * b.reshape(64, 2)).sum(1) + c
    assert np.array_equal(get("out", np.float32), want.astype(np.float32))


def test_scalef32_fp4_pack_and_unpack():
    """Quantise x / scale to e2m1 (RNE; values chosen inside +-6 so saturation is not exercised), two codes per
    byte (low nibble first), byte k from dst_sel k; then decode byte 1 times the scale."""
    rng = np.random.default_rng(11)
    grid = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6], np.float32)
    mags = np.concatenate([grid, (grid[1:] + grid[:-1]) / 2, rng.uniform(0, 6, 240).astype(np.float32)])
    x = (rng.choice(mags, 256) * rng.choice([-1, 1], 256)).astype(np.float32)
    scale = np.ldexp(1.0, rng.integers(-3, 4, 64)).astype(np.float32)
    xs = x * np.repeat(scale, 4)
    get = _run("fp4", {"x": xs, "sc": scale, "out": np.zeros(64, np.uint32), "back": np.zeros(128, np.float32)})
    codes = (x.astype(ml_dtypes.float4_e2m1fn).view(np.uint8).reshape(64, 4) & 0xF).astype(np.uint32)
    want = codes[:, 0] | codes[:, 1] << 4 | codes[:, 2] << 8 | codes[:, 3] << 12
    assert np.array_equal(get("out", np.uint32), want.astype(np.uint32))
    dec = codes[:, 2:].astype(np.uint8).view(ml_dtypes.float4_e2m1fn).astype(np.float32) * scale[:, None]
    assert np.array_equal(get("back", np.float32), dec.reshape(-1))


def test_scalef32_2xpk16_fp6_bf6():
    """32 values per lane (x[32t .. 32t+15] = lo, x[32t+16 ..] = hi) divided by the lane's power-of-two scale:
    format grid points, midpoints (RNE ties), out-of-range values (saturate) and subnormals; llc stores the
    <6 x i32> result at a 32-byte stride."""
    rng = np.random.default_rng(12)
    out = {}
    for name, dt, top in (("fp6", ml_dtypes.float6_e2m3fn, 7.5), ("bf6", ml_dtypes.float6_e3m2fn, 28.0)):
        grid = np.unique(np.abs(np.arange(64, dtype=np.uint8).view(dt).astype(np.float64)))
        out[name] = (dt, top, np.concatenate([grid, (grid[1:] + grid[:-1]) / 2, [top * 1.5, 1e4, grid[1] / 3]]))
    mags = np.concatenate([out["fp6"][2], out["bf6"][2], rng.uniform(0, 40, 512)])
    q = (rng.choice(mags, 64 * 32) * rng.choice([-1, 1], 64 * 32)).reshape(64, 32)
    scale = np.ldexp(1.0, rng.integers(-3, 4, 64)).astype(np.float32)
    x = (q * scale[:, None]).astype(np.float32)
    assert np.array_equal(x.astype(np.float64) / scale[:, None], q.astype(np.float32))   # x / scale exact
    get = _run("fp6", {"x": x.reshape(-1), "sc": scale, "out6": np.zeros(64 * 8, np.uint32),
                       "outb": np.zeros(64 * 8, np.uint32)})
    for name, key in (("fp6", "out6"), ("bf6", "outb")):
        dt, top = out[name][:2]
        v = np.clip(q.astype(np.float32), -top, top)
        codes = (v.astype(dt).view(np.uint8) & 63).astype(np.uint64)          # [64, 32]: lo = 0..15, hi = 16..31
        inter = np.empty_like(codes)
        inter[:, 0::2], inter[:, 1::2] = codes[:, :16], codes[:, 16:]
        want = np.zeros((64, 6), np.uint64)
        for i in range(32):
            bit = 6 * i
            word, sh = bit // 32, bit % 32
            want[:, word] |= (inter[:, i] << np.uint64(sh)) & np.uint64(0xFFFFFFFF)
            if sh > 26:
                want[:, word + 1] |= inter[:, i] >> np.uint64(32 - sh)
        got = get(key, np.uint32).reshape(64, 8)[:, :6]
        assert np.array_equal(got, want.astype(np.uint32)), name
