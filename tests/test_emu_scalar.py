"""SALU/SOPK/SOPC/SOPP semantics, hand-computed."""

from flygen.emu.launch import run_snippet


def _s(text, init=None):
    return run_snippet(text, init=init).state


def test_add_carry_chain_64bit():
    # 0x00000001_FFFFFFFF + 0x00000000_00000001 = 0x00000002_00000000
    st = _s("s_mov_b32 s0, -1\ns_mov_b32 s1, 1\ns_add_u32 s2, s0, 1\ns_addc_u32 s3, s1, 0")
    assert (st.s[0, 2], st.s[0, 3]) == (0, 2)


def test_sub_borrow_and_signed_overflow():
    st = _s("s_sub_u32 s0, 1, 2\ns_cselect_b32 s1, 7, 9\n"
            "s_mov_b32 s2, 0x7fffffff\ns_add_i32 s3, s2, 1\ns_cselect_b32 s4, 7, 9")
    assert st.s[0, 0] == 0xFFFFFFFF and st.s[0, 1] == 7      # borrow -> SCC=1
    assert st.s[0, 3] == 0x80000000 and st.s[0, 4] == 7      # signed overflow -> SCC=1


def test_bfe_shifts_mul_hi_lshl_add():
    st = _s("s_mov_b32 s0, 0xabcd1234\ns_bfe_u32 s1, s0, 0x80004\ns_bfe_i32 s2, s0, 0x80018\n"
            "s_ashr_i32 s3, s0, 28\ns_mul_hi_u32 s4, s0, 0x10\ns_lshl2_add_u32 s5, 3, 5\ns_movk_i32 s6, 0xfff0")
    assert st.s[0, 1] == 0x23                 # bits [11:4]
    assert st.s[0, 2] == 0xFFFFFFAB            # bits [31:24] = 0xab, sign-extended
    assert st.s[0, 3] == 0xFFFFFFFA            # 0xa... >> 28 arithmetic
    assert st.s[0, 4] == 0xA                   # (0xabcd1234 * 16) >> 32
    assert st.s[0, 5] == 17 and st.s[0, 6] == 0xFFFFFFF0


def test_saveexec_and_branch_loop():
    # count down from 5 in a loop; s1 counts iterations
    st = _s("s_mov_b32 s0, 5\ns_mov_b32 s1, 0\n.Ltop:\ns_add_u32 s1, s1, 1\ns_sub_u32 s0, s0, 1\n"
            "s_cmp_lg_u32 s0, 0\ns_cbranch_scc1 .Ltop\n"
            "s_mov_b64 s[4:5], 0xff\ns_and_saveexec_b64 s[6:7], s[4:5]")
    assert st.s[0, 1] == 5 and st.s[0, 0] == 0
    assert (st.s[0, 6], st.s[0, 7]) == (0xFFFFFFFF, 0xFFFFFFFF)   # old EXEC saved
    assert (st.s[0, 126], st.s[0, 127]) == (0xFF, 0)               # EXEC = s[4:5] & EXEC


def test_divergent_waves_take_their_own_branch():
    # wave 1 has s0 = 1 and skips the add: waves are grouped by PC
    def init(st):
        st.s[:, 0] = [0, 1]
    st = run_snippet("s_cmp_eq_u32 s0, 1\ns_cbranch_scc1 .Lskip\ns_mov_b32 s2, 42\n.Lskip:\ns_add_u32 s3, s0, 10",
                     waves=2, init=init).state
    assert list(st.s[:, 2]) == [42, 0] and list(st.s[:, 3]) == [10, 11]
