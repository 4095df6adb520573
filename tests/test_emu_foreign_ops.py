"""Unit tests of the instructions added for foreign kernels, expectations computed by hand.

Sources of the semantics: AMD's CDNA pseudocode (tinygrad.runtime.autogen.amd.cdna.str_pcode) for
v_div_scale/fmas/fixup, s_getreg/s_setreg and ds_swizzle; swizzle/hwreg encodings checked against
llvm-mc-22 (`offset:swizzle(BITMASK_PERM,"01pip")` = 0x0907, BROADCAST(4,1) = 0x003c, REVERSE(8) = 0x1c1f,
QUAD_PERM(3,2,1,0) = 0x801b, hwreg(HW_REG_MODE, 4, 2) = 0x0901).
"""
import numpy as np
import pytest

from flygen.asm.parse import parse_asm
from flygen.emu.launch import run_snippet
from flygen.errors import EmulatorError

F = np.float32


def bits(x):
    return np.asarray(x, F).view(np.uint32)


def _init(**regs):
    def init(st):
        for name, val in regs.items():
            if name.startswith("v"):
                st.v[0, int(name[1:])] = np.broadcast_to(np.asarray(val).view(np.uint32) if np.asarray(val).dtype
                                                         == F else np.asarray(val, np.uint32), (64,))
            elif name == "exec":
                st.s[0, 126], st.s[0, 127] = val & 0xFFFFFFFF, val >> 32
            else:
                st.s[0, int(name[1:])] = val
    return init


def run(text, **regs):
    return run_snippet(text, init=_init(**regs), hazards=False).state


# ---- DPP ----------------------------------------------------------------------------------------

def test_dpp_add_reads_only_src0_from_the_other_lane():
    lanes = np.arange(64, dtype=F)
    st = run("v_add_f32_dpp v2, v1, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1", v1=lanes, v2=F(-5))
    got = st.v[0, 2].view(F)
    # lane 17: v1[16] + v1[17]; lane 16 (row start): invalid source reads 0 -> 0 + 16
    assert got[17] == 33 and got[16] == 16 and got[0] == 0 and got[63] == 62 + 63


def test_dpp_without_bound_ctrl_keeps_destination_and_inactive_source_is_invalid():
    lanes = np.arange(64, dtype=F)
    # lane 3 is off in EXEC: lane 4 (source 3) is not written; lane 3 itself is not written (EXEC)
    st = run("v_mov_b32_dpp v2, v1 row_shr:1 row_mask:0xf bank_mask:0xf", v1=lanes, v2=F(-1),
             exec=0xFFFFFFFFFFFFFFF7)
    got = st.v[0, 2].view(F)
    assert got[0] == -1 and got[1] == 0 and got[3] == -1 and got[4] == -1 and got[5] == 4
    st = run("v_mov_b32_dpp v2, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0", v1=lanes, v2=F(-1),
             exec=0xFFFFFFFFFFFFFFF7)
    got = st.v[0, 2].view(F)
    assert got[4] == 0 and got[0] == 0      # legacy bound_ctrl:0 spelling sets the same bit: invalid -> 0


def test_dpp_row_and_bank_masks_and_fmac_cndmask():
    lanes = np.arange(64, dtype=F)
    st = run("v_mov_b32_dpp v2, v1 row_mirror row_mask:0x2 bank_mask:0x8", v1=lanes, v2=F(-1))
    got = st.v[0, 2].view(F)
    # only row 1, bank 3 (lanes 28..31) written: lane 28 <- lane 16 + 15 - 12 = 19
    assert list(got[28:32]) == [19, 18, 17, 16] and np.all(got[:28] == -1) and np.all(got[32:] == -1)
    st = run("v_fmac_f32_dpp v3, v1, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf", v1=lanes, v2=F(2),
             v3=F(1))
    assert list(st.v[0, 3].view(F)[:4]) == [7, 5, 3, 1]         # v1[3-l] * 2 + 1
    st = run("v_cndmask_b32_dpp v3, v1, v2, vcc wave_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1",
             v1=lanes, v2=F(-9), s106=0xAAAAAAAA, s107=0)
    got = st.v[0, 3].view(F)
    assert got[0] == 0 and got[1] == -9 and got[2] == 1 and got[40] == 39


def test_dpp_unsupported_forms_are_errors_naming_the_line():
    with pytest.raises(EmulatorError, match=r"line 2: DPP form of 'v_cmp_lt_f32'"):
        run_snippet("s_nop 0\nv_cmp_lt_f32_dpp vcc, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf")
    with pytest.raises(EmulatorError, match="row_bcast:7"):
        run_snippet("v_mov_b32_dpp v2, v1 row_bcast:7 row_mask:0xf bank_mask:0xf")


def test_unknown_instruction_still_names_itself_and_line():
    with pytest.raises(EmulatorError, match=r"line 3: unknown instruction 'v_cubeid_f32'"):
        run_snippet("s_nop 0\ns_nop 0\nv_cubeid_f32 v1, v2, v3, v4")


# ---- division helpers ---------------------------------------------------------------------------

def _vcc(st):
    return int(st.s[0, 106]) | int(st.s[0, 107]) << 32


@pytest.mark.parametrize("s0, s1, s2, want, vcc", [
    (3.0, 3.0, 6.0, 3.0, 0),                          # ordinary: no scaling
    (6.0, 3.0, 6.0, 6.0, 0),
    (2.0 ** -110, 3.0, 2.0 ** -110, 2.0 ** -46, 0),   # numerator exponent field 17 <= 23: scale by 2^64
    (2.0 ** -100, 2.0 ** 40, 2.0 ** -100, 2.0 ** -36, 1),   # quotient 2^-140 is denormal: numerator scaled, VCC
    (2.0 ** 40, 2.0 ** 40, 2.0 ** -100, 2.0 ** 40, 1),      # ... the denominator operand is not scaled
    (2.0 ** 100, 2.0 ** -20, 2.0 ** 100, 2.0 ** 100, 1),    # exponent gap 120 >= 96: VCC, S0 != S1 unscaled
    (2.0 ** -20, 2.0 ** -20, 2.0 ** 100, 2.0 ** 44, 1),     # ... and the denominator (S0 == S1) scaled
])
def test_div_scale(s0, s1, s2, want, vcc):
    st = run("v_div_scale_f32 v4, vcc, v1, v2, v3", v1=F(s0), v2=F(s1), v3=F(s2))
    assert np.all(st.v[0, 4].view(F) == F(want))
    assert _vcc(st) == (0xFFFFFFFFFFFFFFFF if vcc else 0)


def test_div_scale_zero_is_nan_and_sdst_pair():
    st = run("v_div_scale_f32 v4, s[10:11], v1, v2, v3", v1=F(1), v2=F(0), v3=F(1))
    assert np.all(np.isnan(st.v[0, 4].view(F))) and st.s[0, 10] == 0 and st.s[0, 11] == 0


def test_div_fmas_scales_by_2_32_where_vcc():
    st = run("v_div_fmas_f32 v4, v1, v2, v3", v1=F(2), v2=F(3), v3=F(1), s106=0x5, s107=0)
    got = st.v[0, 4].view(F)
    assert got[0] == 7 * 2.0 ** 32 and got[1] == 7 and got[2] == 7 * 2.0 ** 32 and got[3] == 7


@pytest.mark.parametrize("s0, s1, s2, want", [
    (0.5, 2.0, 1.0, 0.5), (0.5, -2.0, 1.0, -0.5), (-0.5, -2.0, -1.0, 0.5),    # sign from S1 ^ S2, |S0|
    (7.0, 0.0, 1.0, np.inf), (7.0, -0.0, 1.0, -np.inf), (7.0, 2.0, np.inf, np.inf),
    (7.0, np.inf, 1.0, 0.0), (7.0, 3.0, 0.0, 0.0), (7.0, -3.0, 0.0, -0.0),
])
def test_div_fixup_special_cases(s0, s1, s2, want):
    got = run("v_div_fixup_f32 v4, v1, v2, v3", v1=F(s0), v2=F(s1), v3=F(s2)).v[0, 4].view(F)[0]
    assert got == want and np.signbit(got) == np.signbit(want)


def test_div_fixup_nans():
    st = run("v_div_fixup_f32 v4, v1, v2, v3", v1=F(1), v2=F(0), v3=F(0))
    assert st.v[0, 4, 0] == 0xFFC00000                       # 0/0
    st = run("v_div_fixup_f32 v4, v1, v2, v3", v1=F(1), v2=F(2), v3=np.uint32(0x7F800001).view(F))
    assert st.v[0, 4, 0] == 0x7FC00001                       # signalling NaN numerator made quiet


# ---- MODE register ------------------------------------------------------------------------------

def test_setreg_getreg_mode_fields():
    # bare snippet MODE: round 0, denorm f32 3 [5:4], denorm f16/64 3 [7:6], dx10_clamp [8], ieee [9] = 0x3f0
    st = run("s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 10)\n"
             "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0\n"
             "s_getreg_b32 s1, hwreg(HW_REG_MODE, 0, 10)\n"
             "s_getreg_b32 s2, hwreg(HW_REG_MODE, 6, 2)\n"
             "s_mov_b32 s5, 1\n"
             "s_setreg_b32 hwreg(HW_REG_MODE, 4, 1), s5\n"
             "s_getreg_b32 s3, hwreg(HW_REG_MODE, 4, 2)\n")
    assert list(st.s[0, :4]) == [0x3F0, 0x3C0, 3, 1]


def test_round_mode_and_other_hwregs_are_errors():
    with pytest.raises(EmulatorError, match="round modes"):
        run_snippet("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1")
    with pytest.raises(EmulatorError, match="hardware register 4 is not modelled"):
        run_snippet("s_getreg_b32 s0, hwreg(HW_REG_HW_ID, 0, 32)")


# ---- ds_swizzle, flat, scratch -------------------------------------------------------------------

@pytest.mark.parametrize("offset, lanes", [
    ("swizzle(SWAP,16)", {0: 16, 17: 1, 40: 56}),
    ("swizzle(REVERSE,8)", {0: 7, 9: 14, 63: 56}),
    ("swizzle(BROADCAST,4,1)", {5: 5, 6: 5, 33: 33, 39: 37}),
    ("swizzle(QUAD_PERM,3,2,1,0)", {0: 3, 1: 2, 6: 5, 63: 60}),
    ('swizzle(BITMASK_PERM,"01pip")', {0: 10, 5: 15, 32: 42}),     # ((j & 7) | 8) ^ 2 in each half
])
def test_ds_swizzle(offset, lanes):
    st = run(f"ds_swizzle_b32 v2, v1 offset:{offset}", v1=np.arange(64, dtype=np.uint32) + 1000)
    for dst, src in lanes.items():
        assert st.v[0, 2, dst] == 1000 + src


def test_scratch_is_per_lane_and_bounds_checked():
    kern = parse_asm("""
        .amdhsa_kernel k
        .amdhsa_private_segment_fixed_size 16
        .end_amdhsa_kernel
    k:
        v_lshlrev_b32 v1, 2, v0
        v_and_b32 v1, 12, v1
        scratch_store_dword v1, v0, off offset:0
        s_mov_b32 s6, 0
        scratch_load_dword v2, off, s6 offset:4
        s_waitcnt vmcnt(0)
        s_endpgm
    """).kernel()
    from flygen.emu.launch import launch
    res = launch(kern, (1,), (64,), None, poison=False)
    v2 = res.state.v[0, 2]
    # lane t stored t at byte 4*(t % 4) of its own segment; offset 4 holds t where t % 4 == 1, else zero
    assert v2[1] == 1 and v2[5] == 5 and v2[0] == 0 and v2[2] == 0
    bad = parse_asm(".amdhsa_kernel k\n.amdhsa_private_segment_fixed_size 16\n.end_amdhsa_kernel\nk:\n"
                    "scratch_load_dword v2, off, off offset:16\ns_endpgm\n").kernel()
    with pytest.raises(EmulatorError, match="line 5: scratch access at 16"):
        launch(bad, (1,), (64,), None)


# ---- DPP hazards (LLVM checkDPPHazards: VALU VGPR write -> DPP read 2, VALU EXEC write -> DPP 5) -------

def _kinds(text):
    return {h.kind for h in run_snippet(text, hazards=True).hazards if h.severity == "error"}


def test_dpp_vgpr_hazard_one_short_and_exact():
    dpp = "v_mov_b32_dpp v2, v1 row_shr:1 row_mask:0xf bank_mask:0xf"
    assert "dpp" in _kinds(f"v_mov_b32 v1, 1.0\n{dpp}")
    assert "dpp" in _kinds(f"v_mov_b32 v1, 1.0\ns_nop 0\n{dpp}")        # 1 wait state: one short
    assert _kinds(f"v_mov_b32 v1, 1.0\ns_nop 1\n{dpp}") == set()         # 2: enough


def test_dpp_exec_hazard_one_short_and_exact():
    dpp = "v_mov_b32_dpp v2, v1 row_shr:1 row_mask:0xf bank_mask:0xf"
    assert "valu_exec" in _kinds(f"v_cmpx_le_u32 vcc, 0, v0\ns_nop 3\n{dpp}")     # 4 wait states
    assert _kinds(f"v_cmpx_le_u32 vcc, 0, v0\ns_nop 4\n{dpp}") == set()
