"""llc-22 kernels (tests/data/emu/foreign, see README there) run on the emulator and match numpy.

Tolerances follow from what each kernel computes (eps = 2^-23, f32):
- permutations, integer math, int8 MFMA, fp8 encodings, private/flat copies: exact;
- a 64-lane f32 tree sum (6 levels): |err| <= 6 eps sum|x| (each level rounds once, relative eps);
- softmax: exp is LLVM's range-reduced v_exp_f32 sequence (the emulator's v_exp_f32 is correctly rounded, so
  the sequence is within ~2 ulp), the 256-term sum adds 8 levels of rounding, the IEEE division 0.5 ulp:
  rtol 16 eps;
- rms/layer norm: sum of 128 squares (7 levels + the square), sqrt and division (or v_rsq): rtol 16 eps on
  y / |x * g| plus the same absolute bound near zero.
"""
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from flygen.asm.load import load_program
from flygen.emu.launch import launch
from flygen.emu.memory import Device

DATA = Path(__file__).parent / "data" / "emu" / "foreign"
EPS = float(np.finfo(np.float32).eps)


def _run(name, kernel, grid, block, args):
    dev = Device()
    res = launch(load_program(str(DATA / f"{name}.s")).kernel(kernel), grid, block, args, device=dev)
    assert [h for h in res.hazards if h.severity == "error"] == []
    return dev, res


def _get(dev, res, name, dtype, shape=None):
    return dev.download(res.buffers[name], dtype, shape)


def test_dpp_controls_match_hand_lane_maps():
    x = (np.arange(64, dtype=np.uint32) * 7 + 100)
    dev, res = _run("dpp_shuffle", None, (1,), (64,), {"x": x, "out": np.zeros(14 * 64, np.uint32)})
    got = _get(dev, res, "out", np.uint32, (14, 64))
    L, NONE = np.arange(64), 0xFFFFFFFF          # NONE: the lane keeps old = -1
    row, pos = L // 16 * 16, L % 16

    def pick(src, ok=None, fill=NONE):
        return np.where(np.ones(64, bool) if ok is None else ok, x[src % 64], fill)
    want = [
        pick(L // 4 * 4 + np.array([1, 0, 3, 2])[L % 4]),                # quad_perm [1,0,3,2]
        pick(L + 1, pos + 1 < 16),                                         # row_shl:1
        pick(L - 3, pos >= 3, fill=0),                                     # row_shr:3 bound_ctrl -> 0
        pick(row + (pos - 5) % 16),                                        # row_ror:5
        pick(L + 1, L < 63),                                               # wave_shl:1
        pick(L + 1),                                                       # wave_rol:1
        pick(L - 1, L > 0),                                                # wave_shr:1
        pick(L - 1),                                                       # wave_ror:1
        pick(row + 15 - pos),                                              # row_mirror
        pick(L // 8 * 8 + 7 - L % 8),                                      # row_half_mirror
        pick(row - 1, (L // 16) % 2 == 1),                                 # row_bcast:15, row_mask 0xa
        pick(np.full(64, 31), L >= 32),                                    # row_bcast:31, row_mask 0xc
        pick(L - 1, (pos >= 1) & (pos // 4 % 2 == 0)),                     # row_shr:1, bank_mask 0x5
        pick(L // 4 * 4 + np.array([3, 3, 0, 1])[L % 4]),                  # quad_perm [3,3,0,1]
    ]
    for k, w in enumerate(want):
        assert np.array_equal(got[k], w), k


def test_wave_and_block_reductions_dpp_swizzle_bpermute():
    rng = np.random.default_rng(1)
    x = rng.standard_normal(2 * 256).astype(np.float32)
    outs = {k: np.zeros(n, np.float32) for k, n in (("wsum", 8), ("wmax", 8), ("bsum", 2), ("bmax", 2))}
    dev, res = _run("wave_reduce", None, (2,), (256,), {"x": x, **outs})
    xw = x.reshape(8, 64).astype(np.float64)
    bound = 6 * EPS * np.abs(xw).sum(1)
    assert np.all(np.abs(_get(dev, res, "wsum", np.float32) - xw.sum(1)) <= bound)
    assert np.array_equal(_get(dev, res, "wmax", np.float32), x.reshape(8, 64).max(1))
    xb = x.reshape(2, 256).astype(np.float64)
    assert np.all(np.abs(_get(dev, res, "bsum", np.float32) - xb.sum(1)) <= 8 * EPS * np.abs(xb).sum(1))
    assert np.array_equal(_get(dev, res, "bmax", np.float32), x.reshape(2, 256).max(1))


def test_softmax_exp_fdiv():
    rng = np.random.default_rng(2)
    x = (rng.standard_normal((3, 256)) * 4).astype(np.float32)
    dev, res = _run("softmax", None, (3,), (64,), {"x": x, "y": np.zeros_like(x)})
    e = np.exp(x.astype(np.float64) - x.max(1, keepdims=True))
    want = e / e.sum(1, keepdims=True)
    np.testing.assert_allclose(_get(dev, res, "y", np.float32, x.shape), want, rtol=16 * EPS, atol=0)


@pytest.mark.parametrize("kernel", ["rmsnorm", "layernorm"])
def test_norms(kernel):
    rng = np.random.default_rng(3)
    x = (rng.standard_normal((4, 128)) * 3 + 1).astype(np.float32)
    g = rng.uniform(0.5, 2, 128).astype(np.float32)
    b = rng.standard_normal(128).astype(np.float32)
    eps = 1e-5
    args = {"x": x, "g": g, "y": np.zeros_like(x), "eps": eps}
    xd = x.astype(np.float64)
    if kernel == "rmsnorm":
        want = xd / np.sqrt((xd ** 2).mean(1, keepdims=True) + np.float32(eps)) * g
        scale = np.abs(want)
    else:
        args["b"] = b
        d = xd - xd.mean(1, keepdims=True)
        n = d / np.sqrt((d ** 2).mean(1, keepdims=True) + np.float32(eps))
        want = n * g + b
        scale = np.abs(n * g) + np.abs(b)
    dev, res = _run("norms", kernel, (4,), (64,), args)
    got = _get(dev, res, "y", np.float32, x.shape)
    assert np.all(np.abs(got - want) <= 16 * EPS * (scale + np.abs(xd).max())), np.abs(got - want).max()


def test_int8_mfma_gemm_exact():
    rng = np.random.default_rng(4)
    nk = 3
    A = rng.integers(-128, 128, (16, 64 * nk), dtype=np.int8)
    Bt = rng.integers(-128, 128, (16, 64 * nk), dtype=np.int8)
    dev, res = _run("gemm_i8", None, (1,), (64,), {"A": A, "Bt": Bt, "C": np.zeros((16, 16), np.int32), "nk": nk})
    assert np.array_equal(_get(dev, res, "C", np.int32, (16, 16)), A.astype(np.int64) @ Bt.astype(np.int64).T)


def test_fp8_scaled_mfma_gemm():
    rng = np.random.default_rng(5)
    nk = 2
    A = rng.standard_normal((16, 128 * nk)).astype(ml_dtypes.float8_e4m3fn)
    Bt = rng.standard_normal((16, 128 * nk)).astype(ml_dtypes.float8_e4m3fn)
    SA = rng.integers(120, 134, (16, 4 * nk), dtype=np.uint8)
    SB = rng.integers(120, 134, (16, 4 * nk), dtype=np.uint8)
    dev, res = _run("gemm_fp8_scale", None, (1,), (64,),
                    {"A": A.view(np.uint8), "Bt": Bt.view(np.uint8), "SA": SA, "SB": SB,
                     "C": np.zeros((16, 16), np.float32), "nk": nk})
    a = A.astype(np.float64) * np.exp2(np.repeat(SA.astype(np.float64) - 127, 32, axis=1))
    b = Bt.astype(np.float64) * np.exp2(np.repeat(SB.astype(np.float64) - 127, 32, axis=1))
    # products are exact; the f32 accumulation rounds at most once per K step of the chain plus within it
    bound = 2 * nk * EPS * (np.abs(a) @ np.abs(b).T)
    assert np.all(np.abs(_get(dev, res, "C", np.float32, (16, 16)) - a @ b.T) <= bound)


def test_fp8_bf8_scaled_conversions():
    rng = np.random.default_rng(6)
    n = 128
    x = (rng.standard_normal(4 * n) * 40).astype(np.float32)
    x[:4] = [1e6, -1e6, 0.0, np.float32(1e-9)]                    # overflow and underflow
    q, dq = np.float32(2.0 ** 3), np.float32(2.0 ** -2)          # only the exponent fields matter
    args = {"x": x, "qscale": float(q), "dscale": float(dq)}
    args.update({k: np.zeros(n, np.uint32) for k in ("q8", "qb8", "raw8")})
    args.update({"dq8": np.zeros(4 * n, np.float32), "dqb8": np.zeros(4 * n, np.float32),
                 "rawdq": np.zeros(2 * n, np.float32)})
    dev, res = _run("cvt_fp8", None, (2,), (64,), args)
    e4, e5 = ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2
    # scalef32 down-converts: overflow -> NaN (fp8) / inf (bf8), as ml_dtypes' casts, since this kernel does not
    # set MODE.FP16_OVFL (CK test_mx_fp8/bf8.cpp DeviceScaledConvert; docs/emulator.md)
    fq = (x / q).astype(e4)
    bq = (x / q).astype(e5)
    assert np.isnan(fq[:2].astype(np.float32)).all() and np.isinf(bq[:2].astype(np.float32)).all()
    assert np.array_equal(_get(dev, res, "q8", np.uint32).view(np.uint8), fq.view(np.uint8))
    assert np.array_equal(_get(dev, res, "qb8", np.uint32).view(np.uint8), bq.view(np.uint8))
    assert np.array_equal(_get(dev, res, "dq8", np.float32), fq.astype(np.float32) * dq, equal_nan=True)
    assert np.array_equal(_get(dev, res, "dqb8", np.float32), bq.astype(np.float32) * dq, equal_nan=True)
    raw = _get(dev, res, "raw8", np.uint32)
    x01 = x.reshape(n, 4)[:, :2]
    ok = np.abs(x01).max(1) <= 448                              # unscaled, no clamp: overflow is NaN
    want = x01.astype(e4)
    assert np.array_equal((raw[ok] & 0xFFFF).astype(np.uint16).view(np.uint8).reshape(-1, 2), want[ok].view(np.uint8))
    assert np.array_equal(_get(dev, res, "rawdq", np.float32, (n, 2))[ok], want[ok].astype(np.float32))


def _collatz(v):
    c = 0
    while v > 1:
        v = 3 * v + 1 if v & 1 else v >> 1
        c += 1
    return c


def test_divergent_loops_and_branches():
    rng = np.random.default_rng(7)
    length = 300
    nvals = rng.integers(0, 200, 384).astype(np.int32)
    nvals[:3] = [0, 1, 27]
    dev, res = _run("divergent", None, (3,), (128,), {"n": nvals, "steps": np.full(384, -7, np.int32),
                                                      "out": np.full(384, -7, np.int32), "len": length})
    steps = np.array([_collatz(int(v)) for v in nvals[:length]])
    assert np.array_equal(_get(dev, res, "steps", np.int32)[:length], steps)
    assert np.array_equal(_get(dev, res, "out", np.int32)[:length], np.where(steps & 1, 3 * steps + 1, steps // 2))
    assert np.all(_get(dev, res, "out", np.int32)[length:] == -7)   # i >= len: nothing stored


def test_flat_and_scratch():
    x = np.linspace(-3, 3, 128).astype(np.float32)
    dev, res = _run("flat_scratch", "flat_copy", (2,), (64,), {"in": x, "out": np.zeros_like(x)})
    assert np.array_equal(_get(dev, res, "out", np.float32), x * 2 + 1)      # x*2 exact, one rounding
    idx = np.random.default_rng(8).integers(0, 1000, 128).astype(np.int32)
    dev, res = _run("flat_scratch", "private_lut", (2,), (64,), {"idx": idx, "out": np.zeros(128, np.int32)})
    j = idx & 15
    assert np.array_equal(_get(dev, res, "out", np.int32), j * j + np.arange(128))


def test_hip_style_saxpy_grid_stride():
    n = 1000
    rng = np.random.default_rng(9)
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    a = np.float32(1.5)
    dev, res = _run("hip_style", "saxpy", (2,), (128,), {"a": float(a), "x.coerce": x, "y.coerce": y, "n": n})
    want = (np.float64(a) * x + y).astype(np.float32)        # a*x exact in f64: fma rounds once
    assert np.array_equal(_get(dev, res, "y.coerce", np.float32), want)


def test_hip_style_shfl_xor_sum_and_rounding_mode():
    rng = np.random.default_rng(10)
    x = rng.standard_normal(256).astype(np.float32)
    dev, res = _run("hip_style", "warp_sum", (2,), (128,), {"x.coerce": x, "out.coerce": np.zeros(4, np.float32),
                                                            "mode.coerce": np.full(1, -1, np.int32)})
    xw = x.reshape(4, 64).astype(np.float64)
    assert np.all(np.abs(_get(dev, res, "out.coerce", np.float32) - xw.sum(1)) <= 6 * EPS * np.abs(xw).sum(1))
    assert _get(dev, res, "mode.coerce", np.int32)[0] == 1      # FLT_ROUNDS: round to nearest


def test_ftz_division_with_mode_switch_is_ieee():
    rng = np.random.default_rng(11)
    x = (rng.standard_normal(64) * 1e3).astype(np.float32)
    d = rng.uniform(0.01, 100, 64).astype(np.float32) * rng.choice([-1, 1], 64).astype(np.float32)
    dev, res = _run("hip_style", "ftz_div", (1,), (64,), {"x": x, "d": d, "q": np.zeros(64, np.float32)})
    assert np.array_equal(_get(dev, res, "q", np.float32), x / d)          # correctly rounded quotient


def test_cli_emulate_runs_a_dpp_kernel(tmp_path):
    import json

    from click.testing import CliRunner

    from flygen.cli.main import cli
    x = np.arange(256, dtype=np.float32)
    np.save(tmp_path / "x.npy", x)
    args = ["emulate", str(DATA / "wave_reduce.s"), "--grid", "1", "--block", "256", "--arg", f"x={tmp_path / 'x.npy'}",
            "--out", f"bmax={tmp_path / 'bmax.npy'}", "--out", f"wsum={tmp_path / 'wsum.npy'}", "--json"]
    for name, n in (("wsum", 4), ("wmax", 4), ("bsum", 1), ("bmax", 1)):
        args += ["--arg", f"{name}=zeros:float32:{n}"]
    r = CliRunner().invoke(cli, args)
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["ok"] is True
    # integers: every partial sum is exact in f32
    assert list(np.load(tmp_path / "wsum.npy")) == [x[k * 64:(k + 1) * 64].sum() for k in range(4)]
    assert np.load(tmp_path / "bmax.npy")[0] == 255
