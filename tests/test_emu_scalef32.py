"""Scaled and unscaled narrow converts against AMD's own test vectors (composable_kernel test/data_type
test_mx_fp8.cpp / test_mx_bf8.cpp / test_mx_fp4.cpp DeviceScaledConvert, which run on MI355X) and Triton's
MODE.FP16_OVFL use (ElementwiseOpToLLVM.cpp adjustModeRegister). Scales are f32 bit patterns; only their exponent
field is read. Every snippet assembles with the LLVM 22 assembler (last test)."""
import numpy as np
import pytest

from flygen.emu.launch import run_snippet

SNIPPETS = []
SETREG = "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1"       # MODE.FP16_OVFL = 1: fp8/bf8 saturate


def _run(text, **regs):
    SNIPPETS.append(text)

    def init(st):
        for r, v in regs.items():
            st.v[:, int(r[1:])] = v
    return run_snippet(text, init=init).state


F = {"256": 0x43800000, "-256": 0xC3800000, "0.5": 0x3F000000, "31000": 0x46F23000, "-31000": 0xC6F23000,
     "nan": 0x7FC00000, "4": 0x40800000, "-8": 0xC1000000, "2": 0x40000000, "inf": 0x7F800000}


def test_fp8_overflow_is_nan_unless_fp16_ovfl():
    # CK: 256 / 0.5 = 512 > 448 => NaN on device (low byte a, next byte b: 0x7F, 0xFF)
    text = "v_cvt_scalef32_pk_fp8_f32 v10, v1, v2, v3"
    st = _run(text, v1=F["256"], v2=F["-256"], v3=F["0.5"], v10=0)
    assert int(st.v[0, 10, 0]) & 0xFFFF == 0xFF7F
    st = _run(f"{SETREG}\n{text}", v1=F["256"], v2=F["-256"], v3=F["0.5"], v10=0)
    assert int(st.v[0, 10, 0]) & 0xFFFF == 0xFE7E       # saturated to +-448


def test_fp8_scale_divides():
    # CK: {-8, 4} with scale 2 -> {-4, 2}: e4m3 -4 = 1 1001 000 = 0xC8, 2 = 0 1000 000 = 0x40
    st = _run("v_cvt_scalef32_pk_fp8_f32 v10, v1, v2, v3", v1=F["-8"], v2=F["4"], v3=F["2"], v10=0)
    assert int(st.v[0, 10, 0]) & 0xFFFF == 0x40C8


def test_bf8_overflow_is_inf_unless_fp16_ovfl():
    text = "v_cvt_scalef32_pk_bf8_f32 v10, v1, v2, v3"
    st = _run(text, v1=F["31000"], v2=F["-31000"], v3=F["0.5"], v10=0)
    assert int(st.v[0, 10, 0]) & 0xFFFF == 0xFC7C       # 62000 > 57344 => +-inf
    st = _run(f"{SETREG}\n{text}", v1=F["31000"], v2=F["-31000"], v3=F["0.5"], v10=0)
    assert int(st.v[0, 10, 0]) & 0xFFFF == 0xFB7B       # saturated to +-57344


def test_unscaled_fp8_convert_follows_fp16_ovfl_too():
    text = "v_cvt_pk_fp8_f32 v10, v1, v2"
    st = _run(text, v1=F["256"] + (2 << 23), v2=0, v10=0)      # 1024 > 448
    assert int(st.v[0, 10, 0]) & 0xFF == 0x7F
    st = _run(f"{SETREG}\n{text}", v1=F["256"] + (2 << 23), v2=0, v10=0)
    assert int(st.v[0, 10, 0]) & 0xFF == 0x7E


def test_fp4_saturates_and_nan_gives_plus_max():
    st = _run("v_cvt_scalef32_pk_fp4_f32 v10, v1, v2, v3", v1=F["256"], v2=F["nan"], v3=F["0.5"], v10=0)
    assert int(st.v[0, 10, 0]) & 0xFF == 0x77            # 512 -> 6 (0x7), NaN -> +6 (0x7)


def test_up_convert_with_scale_exponent_255_is_nan():
    st = _run("v_cvt_scalef32_pk_f32_fp8 v[6:7], v4, v5", v4=0x3800, v5=F["inf"])    # fp8 0x38 = 1.0, 0x00 = 0
    assert np.isnan(st.v[0, 6:8, 0].view(np.float32)).all()
    st = _run("v_cvt_scalef32_pk_f32_fp8 v[6:7], v4, v5", v4=0x3800, v5=F["4"])
    assert list(st.v[0, 6:8, 0].view(np.float32)) == [0.0, 4.0]


def _bf16_oracle(code: int, e: int) -> int:
    """bf16 bits of fp4 `code` x 2^(e - 127) by ml_dtypes (independent of flygen.isa.dtypes): the value is exact
    in float64, one RNE cast to bf16 (overflow -> inf)."""
    import ml_dtypes
    v = float(np.array([code], np.uint8).view(ml_dtypes.float4_e2m1fn)[0]) if code < 16 else 0.0
    if e == 255:
        return 0x7FC0
    with np.errstate(over="ignore"):
        return int(np.array([v * 2.0 ** (e - 127)], np.float64).astype(ml_dtypes.bfloat16).view(np.uint16)[0])


def test_fp4_to_bf16_scaled_every_code_byte_and_extreme_scale():
    # lane l: byte l % 4 of the source (op_sel picks it), scale exponents at both ends of e8m0
    srcs = np.arange(64, dtype=np.uint32) * np.uint32(0x9E3779B1)
    for e in (0, 1, 2, 126, 127, 128, 252, 253, 254, 255):
        for b in range(4):
            st = _run(f"v_cvt_scalef32_pk_bf16_fp4 v10, v1, v2 op_sel:[{b & 1},{b >> 1},0]",
                      v1=srcs, v2=np.uint32(e << 23), v10=0)
            got = st.v[0, 10, :]
            byte = (srcs >> np.uint32(8 * b)) & np.uint32(0xFF)
            for l in range(64):
                lo, hi = int(got[l]) & 0xFFFF, int(got[l]) >> 16
                for half, code in ((lo, int(byte[l]) & 0xF), (hi, int(byte[l]) >> 4)):
                    want = _bf16_oracle(code, e)
                    if e == 255:
                        assert half & 0x7F80 == 0x7F80 and half & 0x7F, (e, b, l, hex(half))
                    else:
                        assert half == want, (e, b, l, code, hex(half), hex(want))


def test_fp4_to_bf16_scale_zero_gives_bf16_subnormals_and_top_scales_overflow():
    # e = 0 is 2^-127: 0.5 -> 2^-128 = bf16 subnormal mantissa 0b0100000 (0x0020), 1.5 -> 3 * 2^-128 (0x0060),
    # -1 -> 2^-127 (0x8040); e = 253: 3 -> 1.5 * 2^127 (0x7F40, finite), 4 -> 2^128 (inf), -6 -> -inf
    st = _run("v_cvt_scalef32_pk_bf16_fp4 v10, v1, v2", v1=0x31, v2=0, v10=0)        # codes 1 (0.5), 3 (1.5)
    assert int(st.v[0, 10, 0]) == 0x0060_0020
    st = _run("v_cvt_scalef32_pk_bf16_fp4 v10, v1, v2", v1=0xA, v2=0, v10=0)         # code 0xA = -1, 0
    assert int(st.v[0, 10, 0]) == 0x0000_8040
    st = _run("v_cvt_scalef32_pk_bf16_fp4 v10, v1, v2", v1=0x65, v2=253 << 23, v10=0)  # codes 5 (3), 6 (4)
    assert int(st.v[0, 10, 0]) == 0x7F80_7F40
    st = _run("v_cvt_scalef32_pk_bf16_fp4 v10, v1, v2", v1=0xF0, v2=253 << 23, v10=0)  # 0, -6
    assert int(st.v[0, 10, 0]) == 0xFF80_0000
    # only the exponent field of the scale is read: sign and mantissa bits change nothing
    st = _run("v_cvt_scalef32_pk_bf16_fp4 v10, v1, v2", v1=0x31, v2=0x807FFFFF, v10=0)
    assert int(st.v[0, 10, 0]) == 0x0060_0020


def test_snippets_assemble_with_llvm(tmp_path):
    from flygen.toolchain.tools import find_toolchain
    assert len(SNIPPETS) >= 8
    find_toolchain().assemble("\n".join(dict.fromkeys(SNIPPETS)) + "\n", tmp_path / "cvt.o")
