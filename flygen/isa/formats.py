"""gfx950 microcode formats as data: how a format is recognised and where each field sits.

Sources: AMD "AMD Instinct MI300 / CDNA3 ISA Reference Guide" and the CDNA4 guide, chapter "Microcode
Formats"; LLVM AMDGPU SIInstrFormats.td, VOP*Instructions.td, SMInstructions.td, DSInstructions.td,
BUFInstructions.td, FLATInstructions.td (the gfx9 / gfx90a / gfx940 `Enc*` classes). Every layout here is
also checked instruction by instruction against the LLVM 22 assembler's encodings (tests/test_disasm*.py).
A field is (name, first bit, last bit) over the instruction's little-endian 64-bit value (bits 32-63 are
the second dword). Opcode numbers per format live in flygen.isa.gfx950_ops (generated from the assembler).
"""
from __future__ import annotations

from flygen.isa.limits import EXPCNT_MAX, LGKMCNT_MAX, VMCNT_MAX

# (format, match mask, match value) over the first dword, most specific first.
FORMAT_MATCH: tuple[tuple[str, int, int], ...] = (
    ("SOP1", 0xFF800000, 0xBE800000),
    ("SOPC", 0xFF800000, 0xBF000000),
    ("SOPP", 0xFF800000, 0xBF800000),
    ("SOPK", 0xF0000000, 0xB0000000),
    ("SOP2", 0xC0000000, 0x80000000),
    ("SMEM", 0xFC000000, 0xC0000000),
    ("VOP3P", 0xFF800000, 0xD3800000),     # VOP3P and VOP3P-MAI share the prefix; the opcode tells which
    ("VOP3", 0xFC000000, 0xD0000000),
    ("DS", 0xFC000000, 0xD8000000),
    ("FLAT", 0xFC000000, 0xDC000000),
    ("MUBUF", 0xFC000000, 0xE0000000),
    ("MTBUF", 0xFC000000, 0xE8000000),
    ("VOP1", 0xFE000000, 0x7E000000),
    ("VOPC", 0xFE000000, 0x7C000000),
    ("VOP2", 0x80000000, 0x00000000),
)
WORDS = {"SOP1": 1, "SOPC": 1, "SOPP": 1, "SOPK": 1, "SOP2": 1, "VOP1": 1, "VOPC": 1, "VOP2": 1,
         "SMEM": 2, "VOP3P": 2, "VOP3": 2, "DS": 2, "FLAT": 2, "MUBUF": 2, "MTBUF": 2}

FIELDS: dict[str, dict[str, tuple[int, int]]] = {
    "SOP2": {"op": (23, 29), "sdst": (16, 22), "ssrc1": (8, 15), "ssrc0": (0, 7)},
    "SOPK": {"op": (23, 27), "sdst": (16, 22), "simm16": (0, 15)},
    "SOP1": {"sdst": (16, 22), "op": (8, 15), "ssrc0": (0, 7)},
    "SOPC": {"op": (16, 22), "ssrc1": (8, 15), "ssrc0": (0, 7)},
    "SOPP": {"op": (16, 22), "simm16": (0, 15)},
    # SMEM (gfx9): sbase is the SGPR pair / quad number / 2; offset is a signed 21-bit byte offset when imm
    "SMEM": {"op": (18, 25), "imm": (17, 17), "glc": (16, 16), "nv": (15, 15), "soe": (14, 14),
             "sdata": (6, 12), "sbase": (0, 5), "offset": (32, 52), "soffset": (57, 63)},
    "VOP2": {"op": (25, 30), "vdst": (17, 24), "vsrc1": (9, 16), "src0": (0, 8)},
    "VOP1": {"vdst": (17, 24), "op": (9, 16), "src0": (0, 8)},
    "VOPC": {"op": (17, 24), "vsrc1": (9, 16), "src0": (0, 8)},
    # VOP3a / VOP3b (sdst replaces abs and op_sel in VOP3b: carry-out, div_scale, mad_u64_u32)
    "VOP3": {"op": (16, 25), "clamp": (15, 15), "op_sel": (11, 14), "abs": (8, 10), "sdst": (8, 14),
             "vdst": (0, 7), "neg": (61, 63), "omod": (59, 60), "src2": (50, 58), "src1": (41, 49),
             "src0": (32, 40)},
    "VOP3P": {"op": (16, 22), "clamp": (15, 15), "op_sel_hi2": (14, 14), "op_sel": (11, 13), "neg_hi": (8, 10),
              "vdst": (0, 7), "neg": (61, 63), "op_sel_hi": (59, 60), "src2": (50, 58), "src1": (41, 49),
              "src0": (32, 40)},
    # VOP3P-MAI (gfx90a+): acc_cd = C/D in AGPRs; acc = A/B read from AGPRs (bit 59: A, bit 60: B)
    "MAI": {"op": (16, 22), "acc_cd": (15, 15), "abid": (11, 14), "cbsz": (8, 10), "vdst": (0, 7),
            "blgp": (61, 63), "acc": (59, 60), "src2": (50, 58), "src1": (41, 49), "src0": (32, 40)},
    # DS (gfx90a+): acc = data / vdst in AGPRs
    "DS": {"offset0": (0, 7), "offset1": (8, 15), "gds": (16, 16), "op": (17, 24), "acc": (25, 25),
           "addr": (32, 39), "data0": (40, 47), "data1": (48, 55), "vdst": (56, 63)},
    # MUBUF (gfx940 cache bits: sc0 = old glc, sc1 = bit 15, nt = old slc); srsrc is the SGPR quad number / 4
    "MUBUF": {"offset": (0, 11), "offen": (12, 12), "idxen": (13, 13), "sc0": (14, 14), "sc1": (15, 15),
              "lds": (16, 16), "nt": (17, 17), "op": (18, 24), "vaddr": (32, 39), "vdata": (40, 47),
              "srsrc": (48, 52), "acc": (55, 55), "soffset": (56, 63)},
    # MTBUF (typed buffer, tbuffer_*): like MUBUF with a 4-bit op and the data / number format in word 0; cache
    # bits sc1 / nt and acc in word 1 (LLVM 22 -show-encoding of tbuffer_* for gfx950, tests/test_disasm_gaps.py)
    "MTBUF": {"offset": (0, 11), "offen": (12, 12), "idxen": (13, 13), "sc0": (14, 14), "op": (15, 18),
              "dfmt": (19, 22), "nfmt": (23, 25), "vaddr": (32, 39), "vdata": (40, 47), "srsrc": (48, 52),
              "sc1": (53, 53), "nt": (54, 54), "acc": (55, 55), "soffset": (56, 63)},
    # FLAT / GLOBAL / SCRATCH (seg 0 / 2 / 1); offset is signed 13-bit for global and scratch
    "FLAT": {"offset": (0, 12), "lds": (13, 13), "seg": (14, 15), "sc0": (16, 16), "nt": (17, 17),
             "op": (18, 24), "sc1": (25, 25), "addr": (32, 39), "data": (40, 47), "saddr": (48, 54),
             "acc": (55, 55), "vdst": (56, 63)},
    # SDWA and DPP: the second dword after a VOP1/VOP2/VOPC word whose src0 is 249 (SDWA) or 250 (DPP)
    "SDWA": {"src0": (32, 39), "dst_sel": (40, 42), "dst_unused": (43, 44), "clamp": (45, 45),
             "omod": (46, 47), "src0_sel": (48, 50), "src0_sext": (51, 51), "src0_neg": (52, 52),
             "src0_abs": (53, 53), "src0_sgpr": (55, 55), "src1_sel": (56, 58), "src1_sext": (59, 59),
             "src1_neg": (60, 60), "src1_abs": (61, 61), "src1_sgpr": (63, 63), "sdst": (40, 46),
             "sd": (47, 47)},
    "DPP": {"src0": (32, 39), "dpp_ctrl": (40, 48), "bound_ctrl": (51, 51), "src0_neg": (52, 52),
            "src0_abs": (53, 53), "src1_neg": (54, 54), "src1_abs": (55, 55), "bank_mask": (56, 59),
            "row_mask": (60, 63)},
}

SRC_SDWA, SRC_DPP, SRC_LITERAL = 249, 250, 255

# Named scalar operand values (9-bit src / 8-bit ssrc / 7-bit sdst), in LLVM's spelling; one-dword names and,
# for the pairs, the 64-bit name at the low half.
SREG_NAMES = {102: "flat_scratch_lo", 103: "flat_scratch_hi", 104: "xnack_mask_lo", 105: "xnack_mask_hi",
              106: "vcc_lo", 107: "vcc_hi", 124: "m0", 126: "exec_lo", 127: "exec_hi",
              235: "src_shared_base", 236: "src_shared_limit", 237: "src_private_base",
              238: "src_private_limit", 239: "src_pops_exiting_wave_id", 251: "src_vccz", 252: "src_execz",
              253: "src_scc"}
# (125 `null` and 254 `src_lds_direct` are rejected by LLVM 22 for gfx950: "not supported on this GPU")
SREG_PAIRS = {102: "flat_scratch", 104: "xnack_mask", 106: "vcc", 126: "exec", 235: "src_shared_base",
              236: "src_shared_limit", 237: "src_private_base", 238: "src_private_limit"}
TTMP_FIRST, TTMP_LAST = 108, 123
SGPR_LAST = 101
# inline float constants: operand value -> LLVM's printed text
INLINE_FLOATS = {240: "0.5", 241: "-0.5", 242: "1.0", 243: "-1.0", 244: "2.0", 245: "-2.0", 246: "4.0",
                 247: "-4.0", 248: "0.15915494"}

# SOPP s_waitcnt (gfx9): vmcnt = bits 3:0 | 15:14 << 4, expcnt = 6:4, lgkmcnt = 11:8 (maxima: isa.limits)
WAITCNT_FIELDS = (("vmcnt", ((0, 3), (14, 15)), VMCNT_MAX), ("expcnt", ((4, 6),), EXPCNT_MAX),
                  ("lgkmcnt", ((8, 11),), LGKMCNT_MAX))
# hwreg(id, offset, size): simm16 = id | offset << 6 | (size - 1) << 11. The names LLVM 22 prints for gfx950
# (probed: `s_getreg_b32 s0, hwreg(N, 0, 32)` for N = 0..63 through the wheel's assembler); other ids print as
# numbers.
HWREG_NAMES = {1: "HW_REG_MODE", 2: "HW_REG_STATUS", 3: "HW_REG_TRAPSTS", 4: "HW_REG_HW_ID",
               5: "HW_REG_GPR_ALLOC", 6: "HW_REG_LDS_ALLOC", 7: "HW_REG_IB_STS", 15: "HW_REG_SH_MEM_BASES",
               16: "HW_REG_TBA_LO", 17: "HW_REG_TBA_HI", 18: "HW_REG_TMA_LO", 19: "HW_REG_TMA_HI",
               20: "HW_REG_XCC_ID", 21: "HW_REG_SQ_PERF_SNAPSHOT_DATA", 22: "HW_REG_SQ_PERF_SNAPSHOT_DATA1",
               23: "HW_REG_SQ_PERF_SNAPSHOT_PC_LO", 24: "HW_REG_SQ_PERF_SNAPSHOT_PC_HI"}
# s_sendmsg / s_sendmsghalt simm16 (gfx9 layout): message id [3:0], operation [6:4], GS stream [9:8]. Names and
# which operations each message takes as LLVM 22 accepts and prints them for gfx950 (AMDGPUAsmUtils SendMsg;
# checked against the wheel's assembler for every simm16 below 1024, tests/test_disasm_sendmsg.py).
SENDMSG_NAMES = {1: "MSG_INTERRUPT", 2: "MSG_GS", 3: "MSG_GS_DONE", 4: "MSG_SAVEWAVE", 5: "MSG_STALL_WAVE_GEN",
                 6: "MSG_HALT_WAVES", 7: "MSG_ORDERED_PS_DONE", 8: "MSG_EARLY_PRIM_DEALLOC",
                 9: "MSG_GS_ALLOC_REQ", 10: "MSG_GET_DOORBELL", 15: "MSG_SYSMSG"}
SENDMSG_OPS = {2: {1: "GS_OP_CUT", 2: "GS_OP_EMIT", 3: "GS_OP_EMIT_CUT"},          # messages that name an op
               3: {0: "GS_OP_NOP", 1: "GS_OP_CUT", 2: "GS_OP_EMIT", 3: "GS_OP_EMIT_CUT"},
               15: {1: "SYSMSG_OP_ECC_ERR_INTERRUPT", 2: "SYSMSG_OP_REG_RD",
                    4: "SYSMSG_OP_TTRACE_PC"}}   # op 3 (HOST_TRAP_ACK) LLVM 22 refuses for gfx950
SENDMSG_STREAM_MSGS = (2, 3)        # GS / GS_DONE with an op other than NOP print a stream
# MTBUF format:[...] names (LLVM 22, gfx9 split format: dfmt [22:19], nfmt [25:23]); LLVM omits the default parts
# (dfmt 1 = BUF_DATA_FORMAT_8, nfmt 0 = BUF_NUM_FORMAT_UNORM) and prints nothing when both are default.
MTBUF_DFMT = ("INVALID", "8", "16", "8_8", "32", "16_16", "10_11_11", "11_11_10", "10_10_10_2", "2_10_10_10",
              "8_8_8_8", "32_32", "16_16_16_16", "32_32_32", "32_32_32_32", "RESERVED_15")
MTBUF_NFMT = ("UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "RESERVED_6", "FLOAT")
MTBUF_DEFAULT = (1, 0)
SDWA_SEL = ("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD")
SDWA_UNUSED = ("UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE")
OMOD = {1: "mul:2", 2: "mul:4", 3: "div:2"}


def field(value: int, fmt: str, name: str) -> int:
    lo, hi = FIELDS[fmt][name]
    return (value >> lo) & ((1 << (hi - lo + 1)) - 1)


def match_format(word: int) -> str | None:
    for fmt, mask, val in FORMAT_MATCH:
        if word & mask == val:
            return fmt
    return None
