"""Layout lowering, executed: the VALU/SALU code `emit_valu`/`emit_salu` print runs on the gfx950
emulator and every lane's register equals the layout (base(t) + imm(v) == layout(t, v))."""
import numpy as np
import pytest

from flygen.emu.launch import run_snippet
from flygen.isa.mfma import mfma_atom
from flygen.layout import Layout, Swizzle, make_composed_layout
from flygen.layout.emit import emit_salu, emit_valu
from flygen.layout.lower import lower
from flygen.layout.tv import make_tiled_mma

TMP = [f"v{i}" for i in range(10, 20)]

CASES = {
    # thread -> 16-byte chunk of a (rows, 128 B) fp8 tile, row-major, 8 lanes per row, 8 chunks per lane
    "rowmajor_copy": Layout(((8, 8), 4), ((16, 128), 1024)),
    # the same chunks into an LDS tile swizzled with S<3,4,4> (the fp8 GEMM's LDS layout)
    "swizzled_lds": make_composed_layout(Swizzle(3, 4, 4), 0, Layout(((8, 8), (2, 4)), ((16, 128), (8, 2048)))),
    # padded LDS rows (stride 136 B)
    "padded_rows": Layout(((8, 8), 4), ((16, 136), 1088)),
}


def _lanes(e, src_reg="v1"):
    code = "v_and_b32 v1, 63, v0\n" + "\n".join(emit_valu(e, "v2", {"lane": src_reg}, list(TMP)))
    return run_snippet(code).state.v[0, 2].astype(np.int64), code


@pytest.mark.parametrize("name", sorted(CASES))
def test_lowered_copy_addresses_run_exactly(name):
    lay = CASES[name]
    low = lower(lay, {"lane": 64})
    for b, base in enumerate(low.bases):
        got, code = _lanes(base)
        for v, (bi, imm) in enumerate(zip(low.base_of, low.imms)):
            if bi != b:
                continue
            want = np.array([lay(lane, v) for lane in range(64)])
            assert np.array_equal(got + imm, want), (name, v, code)


def test_mfma_c_partition_over_lane_and_wave_on_salu_and_valu():
    # 16x16x32 bf16 atom, 2x2 waves: C offsets of thread (lane, wave)
    mma = make_tiled_mma(mfma_atom("v_mfma_f32_16x16x32_bf16"), (2, 2))
    tv = mma.tv_C()
    low = lower(tv, {"lane": 64, "wave": 4})
    (base,) = set(low.bases) if len(low.bases) == 1 else (None,)
    assert base is not None
    for wave in range(4):
        code = ("v_and_b32 v1, 63, v0\n"
                f"s_mov_b32 s5, {wave}\nv_mov_b32 v3, s5\n"
                + "\n".join(emit_valu(base, "v2", {"lane": "v1", "wave": "v3"}, list(TMP))))
        got = run_snippet(code).state.v[0, 2].astype(np.int64)
        for v in range(len(low.imms)):
            want = np.array([tv(lane + 64 * wave, v) for lane in range(64)])
            assert np.array_equal(got + low.imms[v], want)


def test_salu_lowering_of_a_loop_counter():
    # k-tile counter -> byte offset of the k-th 128-byte column block of a (rows, K) row-major fp8 tile
    lay = Layout((16, 1), (128, 0))
    low = lower(lay, {"k": 16})
    for k in range(16):
        code = f"s_mov_b32 s5, {k}\n" + "\n".join(emit_salu(low.bases[0], "s6", {"k": "s5"}, ["s7", "s8"]))
        st = run_snippet(code).state
        assert int(st.s[0, 6]) == lay(k, 0)
