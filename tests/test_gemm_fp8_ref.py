"""Host helpers of the GEMM family: preshuffle byte order (hand-computed), reference and bound."""
import ml_dtypes
import numpy as np
import pytest

from flygen.errors import FlygenError
from flygen.ref.gemm import bound, make_case, preshuffle_b, reference


def test_preshuffle_byte_positions():
    # B[n, k] = a byte that encodes (n, k) so we can read positions back: N=20 (padded to 32), K=48 bytes
    n, k = 20, 48
    b = (np.arange(n)[:, None] * 64 + np.arange(k)[None, :]).astype(np.uint16)  # 2-byte elements, Kbytes = 96
    out = preshuffle_b(b, "bf16")
    assert out.size == 32 * 96
    raw = b.view(np.uint8)
    # hand-checked positions: (n=0,kb=0)->0; (n=1,kb=0)->16; (n=0,kb=16)->256; (n=17,kb=17)->(1*6+1)*256+1*16+1
    assert out[0] == raw[0, 0] and out[16] == raw[1, 0] and out[256] == raw[0, 16]
    assert out[(1 * 6 + 1) * 256 + 16 + 1] == raw[17, 17]
    # padded rows are zero
    assert out[(1 * 6) * 256 + 4 * 16:(1 * 6) * 256 + 16 * 16].sum() == 0


def test_preshuffle_rejects_bad_k():
    with pytest.raises(FlygenError):
        preshuffle_b(np.zeros((16, 8), np.uint8), "fp8")


def test_reference_small_hand_case():
    a = np.array([[1.0, 2.0], [3.0, -4.0]])
    b = np.array([[1.0, 1.0], [0.5, -1.0]])
    want, mag = reference(a, b, np.array([2.0, 1.0]), np.array([1.0, 0.5]))
    assert want.tolist() == [[6.0, -1.5], [-1.0, 2.75]]
    assert mag.tolist() == [[6.0, 2.5], [7.0, 2.75]]


def test_bound_grows_with_k_and_scales():
    want, mag = np.array([1.0]), np.array([10.0])
    assert bound(256, want, mag, True)[0] > bound(128, want, mag, True)[0] > 2 ** -9  # at least half a bf16 ulp at 1


def test_make_case_fp8_shapes_and_guard():
    p = {"dtype": "fp8", "K": 256, "b_layout": "preshuffled"}
    case = make_case(p, {"M": 33, "N": 40}, np.random.default_rng(1))
    assert case.args["a"].dtype == ml_dtypes.float8_e4m3fn and case.args["a"].shape == (33, 256)
    assert case.args["b"].dtype == np.uint8 and case.args["b"].size == 48 * 256
    chk = case.checks[0]
    assert chk.count == 33 * 40 and np.isnan(chk.guard.astype(np.float32)).all()


def test_make_case_row_major_expected_is_scaled_dot():
    case = make_case({"dtype": "fp8", "K": 128, "b_layout": "row_major"}, {"M": 3, "N": 5}, np.random.default_rng(2))
    a, b = case.args["a"].astype(np.float64), case.args["b"].astype(np.float64)
    sa, sb = case.args["scale_a"].astype(np.float64), case.args["scale_b"].astype(np.float64)
    want = sum(a[2, k] * b[4, k] for k in range(128)) * sa[2] * sb[4]   # plain loop, not the matmul under test
    assert case.checks[0].expected[2 * 5 + 4] == pytest.approx(want, rel=1e-12)
