"""flygen.layout.divmod: magic-number division is exact over its proven range (exhaustive + hypothesis, against
Python's //), rejects impossible ranges, and the emitted VALU/SALU code computes q, r on the emulator."""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from flygen.emu.launch import run_snippet
from flygen.errors import LayoutError
from flygen.layout.divmod import emit_divmod_salu, emit_divmod_valu, magic


@pytest.mark.parametrize("d", [1, 2, 3, 5, 6, 7, 9, 12, 25, 27, 48, 100, 255, 641])
def test_exhaustive_small_ranges(d):
    x = np.arange(1 << 17, dtype=np.uint64)
    m = magic(d, int(x[-1]))
    assert np.array_equal(m(x), x // np.uint64(d))


@settings(max_examples=300, deadline=None)
@given(st.integers(1, (1 << 31) - 1), st.integers(0, (1 << 31) - 1), st.data())
def test_law_below_2_31(d, xmax, data):
    m = magic(d, xmax)
    for x in (0, xmax, data.draw(st.integers(0, xmax)), xmax - xmax % d, max(0, xmax - xmax % d - 1)):
        assert m(x) == x // d


@settings(max_examples=200, deadline=None)
@given(st.integers(1, (1 << 32) - 1), st.integers(0, (1 << 32) - 1), st.data())
def test_full_range_exact_or_rejected(d, xmax, data):
    try:
        m = magic(d, xmax)
    except LayoutError:
        return
    for x in (xmax, data.draw(st.integers(0, xmax))):
        assert m(x) == x // d


def test_rejects_bad_arguments():
    # 7 over the whole 32-bit range needs a 33-bit magic
    with pytest.raises(LayoutError):
        magic(7, (1 << 32) - 1)
    with pytest.raises(LayoutError):
        magic(0, 10)


@pytest.mark.parametrize("d,xmax", [(7, 1 << 20), (48, 1 << 30), (64, 1 << 30), (3000, 1 << 30), (1 << 25, 1 << 31)])
def test_emitted_code_on_the_emulator(d, xmax):
    m = magic(d, xmax)
    rng = np.random.default_rng(d)
    xs = rng.integers(0, xmax + 1, 64, dtype=np.uint64)
    xs[:2] = (0, xmax)
    vcode = emit_divmod_valu("v1", m, "v2", "v3", "v4")
    scode = emit_divmod_salu("s1", m, "s2", "s3", "s4")

    def init(state):
        state.v[0, 1] = xs.astype(np.uint32)
        state.s[0, 1] = np.uint32(xs[1])

    st_ = run_snippet("\n".join(vcode + scode), init=init).state
    assert np.array_equal(st_.v[0, 2], (xs // np.uint64(d)).astype(np.uint32))
    assert np.array_equal(st_.v[0, 3], (xs % np.uint64(d)).astype(np.uint32))
    assert int(st_.s[0, 2]) == xmax // d and int(st_.s[0, 3]) == xmax % d
