"""Deliberately broken kernels are caught: a removed s_waitcnt, a removed s_barrier, a missing s_nop."""
from pathlib import Path

import ml_dtypes
import numpy as np

from flygen.asm.parse import parse_asm
from flygen.emu.launch import launch, run_snippet
from flygen.emu.memory import Device

DATA = Path(__file__).parent / "data" / "emu"


def _without(name: str, line: str, count: int = 1) -> str:
    text = (DATA / name).read_text()
    assert text.count(line) >= count, f"{line!r} not in {name}"
    return text.replace(line, "", count)


def _gemm(text):
    rng = np.random.default_rng(0)
    A = rng.standard_normal((16, 32)).astype(ml_dtypes.bfloat16)
    return launch(parse_asm(text).kernel(), (1,), (64,), {"A": A, "Bt": A, "C": Device().alloc(1024)},
                  device=None)


def _reduce(text):
    x = np.ones(512, np.float32)
    return launch(parse_asm(text).kernel(), (2,), (256,), {"x": x, "out": np.zeros(2, np.float32)})


def _kinds(res):
    return {h.kind for h in res.hazards if h.severity == "error"}


def test_intact_llvm_kernels_are_clean():
    assert _kinds(_gemm((DATA / "gemm16_bf16.s").read_text())) == set()
    assert _kinds(_reduce((DATA / "reduce_lds.s").read_text())) == set()


def test_removed_vmcnt_wait_is_caught():
    res = _gemm(_without("gemm16_bf16.s", "\ts_waitcnt vmcnt(0)\n"))
    assert "unwaited_read" in _kinds(res)
    assert any("v_mfma" in h.text for h in res.hazards if h.kind == "unwaited_read")


def test_removed_lgkmcnt_wait_is_caught():
    res = _gemm(_without("gemm16_bf16.s", "\ts_waitcnt lgkmcnt(0)\n"))
    assert any(h.kind == "unwaited_read" and "s_load" in h.text for h in res.hazards)


def test_missing_nop_after_mfma_is_caught():
    res = _gemm(_without("gemm16_bf16.s", "\ts_nop 7\n"))
    assert "mfma_result" in _kinds(res)


def test_short_nop_after_mfma_is_caught_and_exact_nop_is_not():
    # 4-pass MFMA -> v_accvgpr_read needs 8 wait states: s_nop 6 gives 7 (too few), s_nop 7 gives 8
    base = "v_mfma_f32_16x16x32_bf16 a[0:3], v[0:3], v[4:7], 0\ns_nop {}\nv_accvgpr_read_b32 v8, a0"
    assert "mfma_result" in _kinds(run_snippet(base.format(6)))
    assert _kinds(run_snippet(base.format(7))) == set()


def test_accumulate_chain_needs_no_nop_but_valu_to_mfma_does():
    chain = ("v_mfma_f32_16x16x32_bf16 a[0:3], v[0:3], v[4:7], 0\n"
             "v_mfma_f32_16x16x32_bf16 a[0:3], v[0:3], v[4:7], a[0:3]\ns_nop 7")
    assert _kinds(run_snippet(chain)) == set()
    assert "valu_mfma" in _kinds(run_snippet("v_mov_b32 v0, 1\nv_mfma_f32_16x16x32_bf16 a[0:3], v[0:3], v[4:7], 0"
                                             "\ns_nop 7"))
    assert _kinds(run_snippet("v_mov_b32 v0, 1\ns_nop 1\nv_mfma_f32_16x16x32_bf16 a[0:3], v[0:3], v[4:7], 0"
                              "\ns_nop 7")) == set()


def test_removed_barrier_is_caught():
    res = _reduce(_without("reduce_lds.s", "\ts_barrier\n", 2))
    assert "lds_race" in _kinds(res)


def test_m0_to_lds_dma_needs_a_wait_state():
    dev = Device()
    buf = dev.upload(np.zeros(64, np.uint32))

    def init(st):
        st.s[0, 8], st.s[0, 9], st.s[0, 10], st.s[0, 11] = buf.addr & 0xFFFFFFFF, buf.addr >> 32, 256, 0x20000
        st.v[0, 1] = 0
    # MUBUF LDS loads are not in the ISA table's M0 list (global/scratch with LDS = 1 are): 0 wait states is not an
    # error, only a warning that LLVM would insert 1 (flygen/isa/hazards.py m0_lds_dma / m0_lds_dma_mubuf)
    text = "s_mov_b32 m0, 0\n{}buffer_load_dword v1, s[8:11], 0 offen lds\ns_waitcnt vmcnt(0)"
    res = run_snippet(text.format(""), init=init, device=dev, lds_bytes=256)
    assert [(h.kind, h.severity) for h in res.hazards] == [("llvm_stricter", "warning")]
    assert _kinds(run_snippet(text.format("s_nop 0\n"), init=init, device=dev, lds_bytes=256)) == set()

    def init2(st):
        st.s[0, 8], st.s[0, 9] = buf.addr & 0xFFFFFFFF, buf.addr >> 32
        st.v[0, 1] = 0
    text = "s_mov_b32 m0, 0\n{}global_load_lds_dword v1, s[8:9]\ns_waitcnt vmcnt(0)"
    assert "m0_lds_dma" in _kinds(run_snippet(text.format(""), init=init2, device=dev, lds_bytes=256))
    assert _kinds(run_snippet(text.format("s_nop 0\n"), init=init2, device=dev, lds_bytes=256)) == set()


def test_lds_dma_read_before_vmcnt_is_caught_and_waiver_works():
    dev = Device()
    buf = dev.upload(np.zeros(64, np.uint32))

    def init(st):
        st.s[0, 8], st.s[0, 9], st.s[0, 10], st.s[0, 11] = buf.addr & 0xFFFFFFFF, buf.addr >> 32, 256, 0x20000
        st.v[0, 1] = 0
        st.v[0, 2] = np.arange(64) * 4
    text = "s_mov_b32 m0, 0\ns_nop 0\nbuffer_load_dword v1, s[8:11], 0 offen lds\nds_read_b32 v3, v2\ns_waitcnt 0"
    assert "lds_dma_unwaited" in _kinds(run_snippet(text, init=init, device=dev, lds_bytes=256))
    assert _kinds(run_snippet(text, init=init, device=dev, lds_bytes=256, waive=("lds_dma_unwaited",))) == set()
