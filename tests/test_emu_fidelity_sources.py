"""Emulator rules upgraded from UNVERIFIED by a source (flygen/emu/fidelity.py), each checked against values taken
from that source, never from the emulator:

- `v_cvt_scalef32_2xpk16_{fp6,bf6}_f32`: composable_kernel test/data_type/test_mx_fp6.cpp / test_mx_bf6.cpp
  (DeviceScaledConvert: on gfx950 CK's f6_convert_rne / bf6_convert_rne(float x, scale) is
  __builtin_amdgcn_cvt_scalef32_2xpk16_{fp6,bf6}_f32({x, 0, ...}, {0, ...}, scale), element 0; include/ck/utility/
  type_convert.hpp) for the value rules, hip-fpsan tests/cvt_scalef32_fp6_gfx950_test.cpp FloatPack2xpk16ExactBits
  (MI350) and the CDNA4 pseudocode for the interleave of S0 and S1.
- `v_mfma_i32_16x16x32_i8`, `v_mfma_i32_32x32x16_i8`: composable_kernel include/ck/tensor_operation/gpu/warp/
  xdlops_gemm.hpp @03d3a48 (mfma_type constants, GetBlkIdx, Calculate{A,B}ThreadOriginDataIndex with
  is_k_reduction, GetBeginOfThreadBlk and the C unmerge (num_groups_per_blk, num_input_blks, group_size)); CK picks
  these single-rate forms on gfx950 too (`is_single_rate_mfma`: int8 with KPack <= 8), and the same map as the
  CDNA4 ISA Reference Guide §7.1.4 "General input and output layout" formulas (checked below).
- DPP `row_bcast:15` / `row_bcast:31` with the rows the formula leaves unsourced masked off, and SDWA
  `dst_unused:UNUSED_SEXT` with a word / dword select: the CDNA4 ISA Reference Guide's microcode-format tables
  (DPP_CTRL enumeration: BCAST15 "if (n>15) pix[n].srca = pix[n & 0x30 - 1].srca", BCAST31 "if (n>31)
  pix[n].srca = pix[n & 0x20 - 1].srca"; ROW_MASK / BANK_MASK gate the destination write only; SDWA DST_U
  "1 = sign extend upper / zero lower"), written out below.
- f8f6f4 MFMA operand layouts (fp8 split K order, fp6 192-bit stream halves, fp4 dense): the CDNA4 ISA Reference
  Guide §7.1.5.1 tables "Dense Matrix Layouts: 8-bit and Smaller", transcribed below (documentation, not run on
  hardware; Triton 3.9's gfx950 MX code agrees: tests/test_emu_triton_corpus.py).
- f32 `v_exp/log/rcp/rsq/sqrt`: the CDNA4 ISA Reference Guide §12.8 notes ("1ULP accuracy, denormals are
  flushed") and functional examples (input -> result bits), transcribed below; denormal inputs and results flushed.
Every snippet assembles with llvm-mc-22 for gfx950 (last test)."""
import ml_dtypes
import numpy as np
import pytest

from flygen.emu.launch import run_snippet

SNIPPETS: list[str] = []


def _f32(x) -> int:
    return int(np.float32(x).view(np.uint32))


# ---- scaled fp6 / bf6 down-converts ------------------------------------------------------------------------
# CK DeviceScaledConvert edge cases (x, scale, expected), in the test's order; "max"/"lowest" are
# NumericLimits<f6_t / bf6_t>::Max() / Lowest(): fp6 e2m3 +-7.5, bf6 e3m2 +-28.
CK_CASES = [(4.75, 4.0, 1.25), (float("nan"), 4.0, "max"), (float("inf"), 2.0, "max"), (512.0, 0.5, "max"),
            (-512.0, 0.5, "lowest"), (14.0, 2.0, 7.0), (0.25, 2.0, 0.125), (0.0, 1.0, 0.0)]
FMT = {"fp6": (ml_dtypes.float6_e2m3fn, 7.5), "bf6": (ml_dtypes.float6_e3m2fn, 28.0)}


def _cvt6(fmt, lo, hi, scale):
    """Run the convert with lane l taking lo[l] / hi[l] ([64, 16] f32) and scale[l]; -> [64, 32] codes."""
    text = f"v_cvt_scalef32_2xpk16_{fmt}_f32 v[0:5], v[6:21], v[22:37], v38"
    SNIPPETS.append(text)

    def init(st):
        st.v[:, 6:22] = np.asarray(lo, np.float32).view(np.uint32).T
        st.v[:, 22:38] = np.asarray(hi, np.float32).view(np.uint32).T
        st.v[:, 38] = np.asarray(scale, np.float32).view(np.uint32)
    st = run_snippet(text, init=init).state
    out = np.zeros((64, 32), np.int64)
    for lane in range(64):
        stream = sum(int(st.v[0, j, lane]) << (32 * j) for j in range(6))      # 192 bits, word 0 lowest
        out[lane] = [(stream >> (6 * i)) & 63 for i in range(32)]
    return out


def _value(code: int, fmt: str) -> float:
    return float(np.array([code], np.uint8).view(FMT[fmt][0])[0])


@pytest.mark.parametrize("fmt", ["fp6", "bf6"])
@pytest.mark.parametrize("operand", ["s0", "s1"])
def test_scaled_6bit_down_convert_matches_ck_device_vectors(fmt, operand):
    """Lane l runs CK case l % 8 in element p = l // 8 of S0 (code 2p) or S1 (code 2p + 1); every other element
    holds 1.0 * scale (code of 1.0), so a wrong interleave, element order or scale direction shows."""
    top = FMT[fmt][1]
    lo = np.empty((64, 16), np.float32)
    hi = np.empty((64, 16), np.float32)
    scale = np.empty(64, np.float32)
    want = np.empty((64, 32))
    for lane in range(64):
        x, s, exp = CK_CASES[lane % 8]
        p = lane // 8
        scale[lane] = s
        lo[lane], hi[lane] = s, s                        # 1.0 after the division
        want[lane] = 1.0
        (lo if operand == "s0" else hi)[lane, p] = x
        want[lane, 2 * p + (operand == "s1")] = {"max": top, "lowest": -top}.get(exp, exp)
    codes = _cvt6(fmt, lo, hi, scale)
    got = np.vectorize(lambda c: _value(int(c), fmt))(codes)
    assert np.array_equal(got, want), np.argwhere(got != want)[:4]


def _host_pack6(codes) -> list[int]:
    """hip-fpsan's host_pack6, written out: bit b of code i -> bit 6i + b of the 6-word stream."""
    out = [0] * 6
    for i, c in enumerate(codes):
        for b in range(6):
            if (c >> b) & 1:
                out[(6 * i + b) // 32] |= 1 << ((6 * i + b) % 32)
    return out


def test_fp6_2xpk16_packs_all_codes_interleaved_like_hip_fpsan_on_mi350():
    """hip-fpsan FloatPack2xpk16ExactBits: in[c] = the value of fp6 code c (c = 0..31), lo = in[0:16],
    hi = in[16:32], scale 1.0; expected words = host_pack6 of code 2k = c(lo[k]), 2k + 1 = c(hi[k])."""
    vals = np.array([_value(c, "fp6") for c in range(32)], np.float32)
    lo, hi = np.tile(vals[:16], (64, 1)), np.tile(vals[16:], (64, 1))
    codes = _cvt6("fp6", lo, hi, np.ones(64, np.float32))
    inter = [c for k in range(16) for c in (k, 16 + k)]
    want = _host_pack6(inter)
    got = [sum(int(codes[0, i]) << (6 * i) for i in range(32)) >> (32 * j) & 0xFFFFFFFF for j in range(6)]
    assert got == want
    assert (codes == codes[0]).all()


def test_6bit_convert_names_the_operand_width_it_needs():
    from flygen.errors import EmulatorError
    with pytest.raises(EmulatorError, match="16 VGPRs"):
        run_snippet("v_cvt_scalef32_2xpk16_fp6_f32 v[0:5], v[6:13], v[22:37], v38")


# ---- i8 MFMA lane layouts (CK xdlops_gemm.hpp) ----------------------------------------------------------------
# mfma_type<MfmaInstr::mfma_i32_16x16x32i8> / <mfma_i32_32x32x16i8>, copied from CK @03d3a48:
CK_MFMA = {
    "v_mfma_i32_16x16x32_i8": dict(group_size=4, num_groups_per_blk=1, num_regs_per_blk=4, num_threads_per_blk=16,
                                   num_input_blks=4, m_per_blk=16, n_per_blk=16, k_per_blk=8),
    "v_mfma_i32_32x32x16_i8": dict(group_size=4, num_groups_per_blk=4, num_regs_per_blk=16, num_threads_per_blk=32,
                                   num_input_blks=2, m_per_blk=32, n_per_blk=32, k_per_blk=8),
}


def _ck_operand_regs(tile, t):
    """tile [rows, K] (A [M, K] or B^T [N, K]) -> 2 VGPRs x 64 lanes by CK: GetBlkIdx splits the lane into
    (blk_id, blk_td) = (lane // num_threads_per_blk, lane % num_threads_per_blk); with is_k_reduction the
    thread origin is (k0 = blk_id, row = blk_td) and the lane holds k_per_blk consecutive K values (KPack)
    k = blk_id * k_per_blk + v, little-endian bytes of the 2 VGPRs."""
    vals = np.empty((64, t["k_per_blk"]), np.int8)
    for lane in range(64):
        blk_id, blk_td = lane // t["num_threads_per_blk"], lane % t["num_threads_per_blk"]
        vals[lane] = tile[blk_td, blk_id * t["k_per_blk"]:(blk_id + 1) * t["k_per_blk"]]
    return vals.view(np.uint32).T.copy()                                  # [2, 64]


def _ck_c_coord(reg, lane, t):
    """(m, n) of C/D register `reg` of `lane` by CK: GetBeginOfThreadBlk m = blk_id * group_size, n = blk_td;
    the M of the thread's registers unmerges as (num_groups_per_blk, num_input_blks, group_size)."""
    blk_id, blk_td = lane // t["num_threads_per_blk"], lane % t["num_threads_per_blk"]
    g, r = reg // t["group_size"], reg % t["group_size"]
    return g * t["num_input_blks"] * t["group_size"] + blk_id * t["group_size"] + r, blk_td


@pytest.mark.parametrize("mnemonic", sorted(CK_MFMA))
def test_i8_mfma_matches_ck_xdlops_layout(mnemonic):
    t = CK_MFMA[mnemonic]
    m, n, k = t["m_per_blk"], t["n_per_blk"], t["k_per_blk"] * t["num_input_blks"]
    assert m * n // 64 == t["num_regs_per_blk"] == t["num_groups_per_blk"] * t["group_size"]
    rng = np.random.default_rng(k)
    a = rng.integers(-128, 128, (m, k)).astype(np.int8)
    b = rng.integers(-128, 128, (n, k)).astype(np.int8)                 # B^T [N, K]
    c = rng.integers(-2**20, 2**20, (m, n)).astype(np.int32)
    nr = t["num_regs_per_blk"]
    cw = np.empty((nr, 64), np.uint32)
    for lane in range(64):
        for r in range(nr):
            cw[r, lane] = np.uint32(np.int32(c[_ck_c_coord(r, lane, t)]).view(np.uint32))
    text = f"{mnemonic} v[8:{7 + nr}], v[0:1], v[2:3], v[8:{7 + nr}]"
    SNIPPETS.append(text)

    def init(st):
        st.v[:, 0:2] = _ck_operand_regs(a, t)
        st.v[:, 2:4] = _ck_operand_regs(b, t)
        st.v[:, 8:8 + nr] = cw
    st = run_snippet(text, init=init, hazards=False).state
    want = (a.astype(np.int64) @ b.astype(np.int64).T + c).astype(np.int32)   # |sum| < 2^31: exact
    got = np.empty((m, n), np.int32)
    for lane in range(64):
        for r in range(nr):
            got[_ck_c_coord(r, lane, t)] = np.uint32(st.v[0, 8 + r, lane]).view(np.int32)
    assert np.array_equal(got, want)


# ---- DPP row_bcast, SDWA UNUSED_SEXT (CDNA4 ISA tables) ------------------------------------------------------
def _isa_bcast_src(ctrl: int, n: int):
    """The ISA's DPP_CTRL formula (note C precedence: `n & 0x30 - 1` is written for (n & 0x30) - 1, the only
    reading that broadcasts lane 15 of each row); None where the formula assigns no source."""
    if ctrl == 15:
        return (n & 0x30) - 1 if n > 15 else None
    return (n & 0x20) - 1 if n > 31 else None


@pytest.mark.parametrize("ctrl,row_mask,bank_mask", [(15, 0xA, 0xF), (15, 0xE, 0xF), (31, 0xC, 0xF),
                                                     (31, 0x8, 0x5), (15, 0x2, 0xA)])
def test_dpp_row_bcast_matches_the_isa_table(ctrl, row_mask, bank_mask):
    text = (f"v_add_u32_dpp v2, v0, v1 row_bcast:{ctrl} row_mask:{row_mask:#x} bank_mask:{bank_mask:#x}")
    SNIPPETS.append(text)
    lane = np.arange(64, dtype=np.uint32)

    def init(st):
        st.v[:, 0] = 1000 * lane                     # src0: the lane's id, scaled
        st.v[:, 1] = 7
        st.v[:, 2] = 0xDEAD0000 + lane               # kept where the write is masked
    st = run_snippet(text, init=init).state
    for n in range(64):
        written = (row_mask >> (n // 16)) & 1 and (bank_mask >> (n % 16 // 4)) & 1
        src = _isa_bcast_src(ctrl, n)
        assert written <= (src is not None), "test case writes an unsourced row"
        want = 1000 * src + 7 if written else 0xDEAD0000 + n
        assert int(st.v[0, 2, n]) == want, (n, hex(int(st.v[0, 2, n])), want)


@pytest.mark.parametrize("sel,x,want", [
    ("WORD_0", 0x1234_8001, 0xFFFF_8001),            # sign bit 15 set: upper 16 bits copy it
    ("WORD_0", 0x1234_7FFF, 0x0000_7FFF),
    ("WORD_1", 0x0000_8001, 0x8001_0000),            # nothing above bit 31; lower bits zero
    ("DWORD", 0x8765_4321, 0x8765_4321),
])
def test_sdwa_unused_sext_matches_the_isa_table(sel, x, want):
    text = f"v_mov_b32_sdwa v1, v0 dst_sel:{sel} dst_unused:UNUSED_SEXT src0_sel:DWORD"
    SNIPPETS.append(text)

    def init(st):
        st.v[:, 0] = x
        st.v[:, 1] = 0x5A5A_5A5A
    st = run_snippet(text, init=init).state
    assert int(st.v[0, 1, 0]) == want


def _isa_a_lane_item(i, k, m, blocks, kk, b=0):
    """CDNA4 ISA §7.1.4.1 (General input layout): K_L = K / (64 / (M * B)); A[b,i,k] is item k % K_L of lane
    i + M * (b + B * (k / K_L))."""
    kl = kk // (64 // (m * blocks))
    return i + m * (b + blocks * (k // kl)), k % kl


def _isa_d_item_lane(i, j, m, n, b=0, h=4, blocks=1):
    """CDNA4 ISA §7.1.4.2 (General output layout): B_I = ceil(64 / (N * M / H)), M_I = (64 / B_I) / N,
    G = M / (H * M_I); D[b,i,j] is item (i % H) + H * (i / (H * M_I) + G * (b / B_I)) of lane
    j + N * ((i / H) % M_I + M_I * (b % B_I))."""
    bi = -(-64 // (n * m // h))
    mi = (64 // bi) // n
    g = m // (h * mi)
    return (i % h) + h * (i // (h * mi) + g * (b // bi)), j + n * ((i // h) % mi + mi * (b % bi))


@pytest.mark.parametrize("mnemonic", sorted(CK_MFMA))
def test_i8_mfma_ck_layout_is_the_cdna4_isa_general_layout(mnemonic):
    """The CK formulas the emulator test uses are the gfx950 ISA's general MFMA layout for these shapes (two
    independent AMD statements of one map)."""
    t = CK_MFMA[mnemonic]
    m, n, k = t["m_per_blk"], t["n_per_blk"], t["k_per_blk"] * t["num_input_blks"]
    ck_a = {}
    for lane in range(64):
        blk_id, blk_td = lane // t["num_threads_per_blk"], lane % t["num_threads_per_blk"]
        for v in range(t["k_per_blk"]):
            ck_a[blk_td, blk_id * t["k_per_blk"] + v] = (lane, v)
    assert ck_a == {(i, kk): _isa_a_lane_item(i, kk, m, 1, k) for i in range(m) for kk in range(k)}
    ck_d = {_ck_c_coord(r, lane, t): (r, lane) for lane in range(64) for r in range(t["num_regs_per_blk"])}
    assert ck_d == {(i, j): _isa_d_item_lane(i, j, m, n) for i in range(m) for j in range(n)}


# CDNA4 ISA Reference Guide §7.1.5.1 "Dense Matrix Layouts: 8-bit and Smaller", transcribed: per format and shape,
# the register groups and the first K each 16-lane group g = lane // 16 holds there (the tables' columns "row0 ..
# row3"); lane l holds matrix row l % M (32x32: groups 0 and 2 M = 0-15, groups 1 and 3 M = 16-31).
ISA_F8F6F4 = {
    # (format, M): [(first register, registers, K of the group for lane groups 0..3)]
    ("fp8", 16): [(0, 4, [0, 16, 32, 48]), (4, 4, [64, 80, 96, 112])],
    ("fp8", 32): [(0, 4, [0, 0, 16, 16]), (4, 4, [32, 32, 48, 48])],
    ("fp6", 16): [(0, 3, [0, 32, 64, 96]), (3, 3, [16, 48, 80, 112])],
    ("fp6", 32): [(0, 3, [0, 0, 32, 32]), (3, 3, [16, 16, 48, 48])],
    ("fp4", 16): [(0, 4, [0, 32, 64, 96])],
    ("fp4", 32): [(0, 4, [0, 0, 32, 32])],
}


@pytest.mark.parametrize("fmt,m", sorted(ISA_F8F6F4))
def test_f8f6f4_operand_layout_is_the_cdna4_isa_table(fmt, m):
    """The atom's A and B lane maps (flygen/isa/mfma.py, FP8_K_ORDER "split" for 8-bit) against the ISA tables:
    lane l holds row l % M (the tables' 16-lane groups with M/N = [0-15] / [16-31]), and the values of a register
    group are consecutive K from the printed start (16 fp8 per 4 registers, 16 fp6 per 3, 32 fp4 per 4)."""
    from flygen.isa.mfma import lane_map, mfma_atom
    atom = mfma_atom("v_mfma_f32_16x16x128_f8f6f4" if m == 16 else "v_mfma_f32_32x32x64_f8f6f4", fmt, fmt)
    per_group = {"fp8": 16, "fp6": 16, "fp4": 32}[fmt]
    want = np.empty((64, per_group * len(ISA_F8F6F4[fmt, m]), 2), np.int64)
    for lane in range(64):
        for gi, (_, _, starts) in enumerate(ISA_F8F6F4[fmt, m]):
            for e in range(per_group):
                want[lane, gi * per_group + e] = (lane % m, starts[lane // 16] + e)
    for op in ("a", "b"):
        assert np.array_equal(lane_map(atom, op), want), op


# ---- f32 transcendentals: the CDNA4 ISA guide's functional examples and "denormals are flushed" -------------
# (§12.8 V_EXP_F32 / V_LOG_F32 / V_RCP_F32 / V_RSQ_F32 / V_SQRT_F32: input bits -> result bits, as printed there)
ISA_TRANS = {
    "v_exp_f32": [(0xFF800000, 0x00000000), (0x80000000, 0x3F800000), (0x7F800000, 0x7F800000)],
    "v_log_f32": [(0xFF800000, 0xFFC00000), (0xBF800000, 0xFFC00000), (0x80000000, 0xFF800000),
                  (0x00000000, 0xFF800000), (0x3F800000, 0x00000000), (0x7F800000, 0x7F800000)],
    "v_rcp_f32": [(0xFF800000, 0x80000000), (0xC0000000, 0xBF000000), (0x80000000, 0xFF800000),
                  (0x00000000, 0x7F800000), (0x7F800000, 0x00000000)],
    "v_rsq_f32": [(0xFF800000, 0xFFC00000), (0x80000000, 0xFF800000), (0x00000000, 0x7F800000),
                  (0x40800000, 0x3F000000), (0x7F800000, 0x00000000)],
    "v_sqrt_f32": [(0xFF800000, 0xFFC00000), (0x80000000, 0x80000000), (0x00000000, 0x00000000),
                   (0x40800000, 0x40000000), (0x7F800000, 0x7F800000)],
}
# denormals flushed: an input below 2^-126 acts as a zero of its sign, a result below 2^-126 is that zero
FLUSHED = {
    "v_exp_f32": [(_f32(-126.5), 0), (_f32(-149.0), 0), (0x00000001, 0x3F800000)],   # 2^-126.5, 2^-149 -> 0
    "v_log_f32": [(0x00000001, 0xFF800000), (0x007FFFFF, 0xFF800000), (0x80000001, 0xFF800000)],
    "v_rcp_f32": [(0x00000001, 0x7F800000), (0x80400000, 0xFF800000), (_f32(2.0 ** 127), 0),
                  (_f32(-(2.0 ** 127)), 0x80000000)],
    "v_rsq_f32": [(0x00000001, 0x7F800000)],
    "v_sqrt_f32": [(0x00000001, 0x00000000), (0x80000001, 0x80000000)],
}


def _trans(op: str, xs: list[int]) -> list[int]:
    text = f"{op} v1, v0"
    SNIPPETS.append(text)

    def init(st):
        st.v[:, 0, :len(xs)] = np.asarray(xs, np.uint32)
    return [int(b) for b in run_snippet(text, init=init).state.v[0, 1, :len(xs)]]


@pytest.mark.parametrize("op", sorted(ISA_TRANS))
def test_f32_transcendental_matches_the_isa_examples_and_flushes_denormals(op):
    cases = ISA_TRANS[op] + FLUSHED[op]
    got = _trans(op, [x for x, _ in cases])
    nan = lambda b: (b & 0x7F800000) == 0x7F800000 and b & 0x7FFFFF
    for (x, want), g in zip(cases, got):      # a NaN's payload and sign are not modelled: any NaN
        assert (nan(g) and nan(want)) or g == want, (op, hex(x), hex(g), hex(want))


def test_f32_exp_keeps_normal_results_and_the_fidelity_row_names_the_guide():
    from flygen.emu import fidelity
    xs = [_f32(-126.0), _f32(-125.99), _f32(-10.25), _f32(3.5)]
    got = np.asarray(_trans("v_exp_f32", xs), np.uint32).view(np.float32)
    assert got[0] == np.float32(2.0 ** -126) and got[1] > got[0]          # the smallest normal is kept
    assert abs(got[2] / 2.0 ** -10.25 - 1) < 2.0 ** -23 and abs(got[3] / 2.0 ** 3.5 - 1) < 2.0 ** -23
    lvl, why, src = fidelity.classify("v_exp_f32")
    assert lvl == fidelity.MODELLED and "flushed" in why and "CDNA4 ISA Reference Guide" in src
    flush = fidelity.report([type("I", (), {"op": "v_exp_f32", "mods": {}})()], {"float_denorm_mode_32": 0})
    assert not flush[fidelity.UNVERIFIED]          # it flushes whatever MODE says


def test_snippets_assemble_with_llvm(tmp_path):
    from flygen.toolchain.tools import find_toolchain
    assert len(SNIPPETS) >= 4
    find_toolchain().assemble("\n".join(dict.fromkeys(SNIPPETS)) + "\n", tmp_path / "src.o")
