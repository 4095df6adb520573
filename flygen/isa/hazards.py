"""gfx950 (CDNA4) wait-state rules as data: producer -> consumer -> wait states, with sources.

One row per hardware rule. The emulator's hazard checker (flygen/emu/hazards.py) reads `need()`; planners
and `flygen inspect` can read the same rows. Model: every instruction is 1 wait state, `s_nop N` is
N + 1 (the GCN rule LLVM uses too). A consumer issued `gap` wait states after its producer (gap = wait
states strictly between them) is safe when gap >= need.

`need` is an int, or a dict keyed by the producing MFMA's pass count (2/4/8/16). All flygen MFMAs are
XDL ops. The f64 MFMAs (DGEMM: v_mfma_f64_4x4x4_4b_f64, 4 passes; v_mfma_f64_16x16x4_f64, 16 passes) have rows
of their own (`dmfma_*`, keyed 4 / 16), measured from the wheel's LLVM 22 for gfx950 (clang -cc1 -O3 on IR
probes, s_nop N counted as N + 1: 16x16x4 -> global_store / ds_write 18, -> v_add_f64 19, -> A of a DGEMM 19,
-> C of the same range 0, -> C overlapping 17, WAW 11; 4x4x4 -> store 9, -> v_add_f64 6, -> A 6, -> C 4) and
GCNHazardRecognizer's DMFMA* constants where no probe was run (4x4x4 WAW 6, overlapped C 4).

Sources (short names in `source`):
- LLVM: llvm/lib/Target/AMDGPU/GCNHazardRecognizer.cpp (ROCm/llvm-project, 2025/26, with the IsGFX950
  variants of the GFX940_XDL_* helpers), checkMAIHazards90A / checkMAIVALUHazards / checkVALUHazards /
  checkVMEMHazards / checkPermlaneHazards / checkReadM0Hazards / checkVALUHazardsHelper.
- llc22: `llc-22 -mcpu=gfx950 -run-pass post-RA-hazard-rec` on MIR probes (s_nop it inserted + 1).
- rocRoller: ROCm/rocRoller lib/include/rocRoller/Scheduling/Observers/WaitState/** (94x tables; the
  observers apply to CDNA3.5 = gfx950 per their `required()`), which are the CDNA3 ISA-guide numbers.
Where they differ the larger number is used and both are cited (rocRoller's CDNA3 numbers are 1 lower
than gfx950's for 4/8/16-pass XDL results), except where the CDNA4 ISA text asks fewer than LLVM and
hardware-validated kernels rely on it (valu_sgpr_mask, m0_lds_dma_mubuf: 0, reported as llvm_stricter warnings).
No WAR row for an MFMA's A/B: a write (VALU, load) of a register an MFMA reads as A or B needs no wait states
(LLVM checkMAIVALUHazards checks SrcC only; LLVM's gfx950 output issues a ds_read into A/B right after the MFMA,
found in tests/data/emu/triton by tests/test_emu_hazards_rules.py).
Not modelled: DPP (2 after a VGPR write, 5 after an EXEC write; the emulator has no DPP), s_setreg/getreg,
SMEM soft clauses with XNACK, v_div_fmas (4 after a VALU write of VCC; not emulated).
"""
from __future__ import annotations

from dataclasses import dataclass

PASSES = (2, 4, 8, 16)


@dataclass(frozen=True)
class Rule:
    name: str
    kind: str            # hazard kind the emulator reports
    producer: str
    consumer: str
    need: object         # int, or {passes: wait states}
    source: str


_XDL_RAW = {2: 5, 4: 8, 8: 12, 16: 20}        # LLVM: NumPasses + 3 + (NumPasses != 2 && IsGFX950)

RULES: tuple[Rule, ...] = (
    # -- MFMA (XDL) result D --------------------------------------------------------------------
    Rule("mfma_d_valu_read", "mfma_result", "MFMA writes D",
         "VALU (incl. v_accvgpr_read/mov) reads an overlapping VGPR/AGPR", _XDL_RAW,
         "LLVM GFX940_XDL_N_PassWriteVgprVALUMemExpReadWaitStates(gfx950) 5/8/12/20; llc22 4-pass 8; "
         "rocRoller XDLWrite94x 'v_* read' 5/7/11/19"),
    Rule("mfma_d_mem_read", "mfma_result", "MFMA writes D",
         "VMEM/DS/LDS-DMA reads it (store data or address)", _XDL_RAW,
         "LLVM same helper 5/8/12/20; llc22 8-pass f8f6f4 -> buffer_store 12, -> ds_write 12, 4-pass -> "
         "store 8; rocRoller 'buffer*/ds*/flat* read overlapped' 5/7/11/19"),
    Rule("mfma_d_write", "mfma_waw", "MFMA writes D",
         "VALU or a VMEM/DS load writes an overlapping register (WAW)", _XDL_RAW,
         "LLVM GFX940_XDL_N_PassWriteVgprVALUWawWaitStates(gfx950) 5/8/12/20; llc22 4-pass -> v_mov 8, "
         "-> buffer_load 8; rocRoller 'v_* read/write' 5/7/11/19"),
    Rule("mfma_d_srcab", "mfma_result", "MFMA writes D",
         "MFMA reads it as A, B or a scale operand", _XDL_RAW,
         "LLVM GFX940_XDL_N_PassWritesVGPROverlappedSrcABWaitStates(gfx950) 5/8/12/20; rocRoller 5/7/11/19"),
    Rule("mfma_d_srcc_overlap", "mfma_result", "MFMA writes D",
         "XDL MFMA reads an overlapping but not identical range as C", {2: 4, 4: 6, 8: 10, 16: 18},
         "LLVM GFX940_XDL_N_PassWritesVGPROverlappedXDLOrSMFMASrcCWaitStates(gfx950) P+2; llc22 8-pass 10; "
         "rocRoller 'v_mfma* read SrcC overlapped' 3/5/9/17"),
    Rule("mfma_d_srcc_same", "mfma_result", "MFMA writes D",
         "MFMA reads the identical range as C (accumulate chain)", {2: 2, 4: 0, 8: 0, 16: 0},
         "LLVM GFX940_SMFMA4x4WritesVGPRFullSrcCWaitStates 2 for 2-pass, else 0; rocRoller 'SrcC same' 2/0/0/0"),
    Rule("mfma_srcc_write", "mfma_war", "XDL MFMA reads C",
         "VALU or a VMEM/DS load writes an overlapping register (WAR)", {2: 1, 4: 3, 8: 7, 16: 15},
         "LLVM checkMAIVALUHazards (SMFMA4x4ReadVgprVALUWar 1, GFX940_XDL4PassReadVgprVALUWar 3, 7, 15); "
         "llc22 4-pass 3, 8-pass 7; rocRoller XDLReadSrcC94x 1/3/7/15"),
    # -- VALU producers ---------------------------------------------------------------------------
    Rule("valu_vgpr_mfma", "valu_mfma", "VALU (not MFMA/dot) writes a VGPR/AGPR",
         "MFMA reads it (A, B, C or scale)", 2,
         "LLVM LegacyVALUNotDotWritesVGPRWaitStates 2; llc22 v_mov -> SrcC 2, v_accvgpr_write -> SrcC 2; "
         "rocRoller VALUWrite 2"),
    Rule("valu_exec_mfma", "valu_exec", "VALU writes EXEC (v_cmpx)", "MFMA", 4,
         "LLVM VALUWritesExecWaitStates 4; llc22 v_cmpx -> MFMA 4; rocRoller CMPXWriteExec 4"),
    Rule("valu_sgpr_valu", "valu_sgpr", "VALU writes an SGPR/VCC (v_cmp, carry-out, v_readlane, ...)",
         "VALU reads it as an operand (constant, carry-in or mask)", 2,
         "LLVM hasVDecCoExecHazard VALUWriteSGPRVALUReadWaitstates 2 (also for carry-in); llc22 "
         "v_add_co -> v_addc vcc 2, v_readfirstlane -> v_add 2; rocRoller VALUWriteSGPRVCC94x 2 (0 for carry-in)"),
    Rule("valu_sgpr_vmem", "valu_sgpr", "VALU writes an SGPR", "VMEM/LDS-DMA reads it (V#, soffset, saddr)", 5,
         "LLVM checkVMEMHazards VmemSgprWaitStates 5; llc22 v_readfirstlane -> buffer_load soffset 5; "
         "rocRoller VALUWriteSGPRVMEM 5"),
    Rule("valu_sgpr_lanesel", "valu_sgpr", "VALU writes an SGPR", "v_readlane/v_writelane use it as lane select",
         4, "LLVM checkRWLaneHazards 4; rocRoller VALUWriteSGPRVCC94x 'read as laneselect' 4"),
    Rule("valu_exec_lane", "valu_exec", "VALU writes EXEC (v_cmpx)",
         "v_readlane/v_readfirstlane/v_writelane/v_permlane*", 4,
         "LLVM VALUWriteEXECRWLane 4, checkPermlaneHazards VCmpXWritesExec 4; rocRoller VCMPXWrite94x 4"),
    Rule("valu_exec_read", "valu_exec", "VALU writes EXEC (v_cmpx)", "VALU reads EXEC as an operand", 2,
         "LLVM VALUWriteSGPRVALUReadWaitstates 2; rocRoller VCMPXWrite94x 'v_* read EXEC' 2"),
    Rule("valu_vgpr_readlane", "valu_lane", "VALU writes a VGPR", "v_readlane/v_readfirstlane read it", 1,
         "LLVM VALUWriteVGPRReadlaneRead 1; rocRoller VALUWriteReadlane94x 1"),
    Rule("valu_vgpr_permlane", "valu_lane", "VALU writes a VGPR", "v_permlane*_swap reads it (gfx950)", 2,
         "LLVM checkPermlaneHazards VALUWritesVDstWaitStates 2; rocRoller VALUWriteReadlane94x (950) 2"),
    Rule("valu_vgpr_dpp", "dpp", "VALU writes a VGPR", "a DPP instruction reads it", 2,
         "LLVM GCNHazardRecognizer::checkDPPHazards DppVgprWaitStates 2"),
    Rule("valu_exec_dpp", "valu_exec", "VALU writes EXEC (v_cmpx)", "a DPP instruction", 5,
         "LLVM GCNHazardRecognizer::checkDPPHazards DppExecWaitStates 5"),
    Rule("trans_use", "trans_use", "transcendental VALU (v_exp/log/rcp/rsq/sqrt/sin/cos) writes a VGPR",
         "non-transcendental VALU reads it", 1,
         "LLVM hasTransForwardingHazard TransDefWaitstates 1; llc22 v_exp -> v_add 1; rocRoller VALUTransWrite94x 1"),
    Rule("dst_sel_forward", "dst_sel", "VALU writes part of a VGPR (SDWA dst_sel != DWORD, op_sel dst bit)",
         "VALU reads or writes that VGPR", 1,
         "LLVM getDstSelForwardingOperand Shift16DefWaitstates 1; rocRoller OPSEL94x 1"),
    # -- memory and SALU producers ----------------------------------------------------------------
    Rule("wide_store_data", "store_data", "buffer store of > 8 bytes with a constant soffset / global store "
         "of > 8 bytes reads its data VGPRs", "VALU overwrites them", 2,
         "LLVM checkVALUHazardsHelper (gfx940+: 2); llc22 buffer_store_dwordx4 ... 0 -> v_mov 2; "
         "rocRoller BufferStoreDwordXXRead 2 (none with an SGPR soffset)"),
    Rule("m0_lds_dma", "m0_lds_dma", "SALU writes M0", "global_load_lds_* / scratch with LDS = 1", 1,
         "CDNA4/CDNA3/Vega ISA Table 'Required Software-inserted Wait States' (SALU writes M0 -> LDS add-TID, "
         "buffer_store_LDS_dword, scratch or global with LDS = 1: 1); LLVM checkReadM0Hazards ReadM0WaitStates 1"),
    Rule("m0_lds_dma_mubuf", "llvm_stricter", "SALU writes M0", "buffer_load_* ... lds (MUBUF LDS DMA)", 0,
         "not in the ISA table's list (which names global/scratch with LDS = 1, not MUBUF loads); aiter's "
         "hardware-validated gfx950 GEMMs write M0 directly before each buffer_load ... lds. LLVM asks 1 "
         "(isLdsDma covers MUBUF): fewer is reported as a warning, not an error"),
    Rule("valu_sgpr_mask", "llvm_stricter", "VALU writes an SGPR/VCC",
         "VALU reads it as a lane mask: carry-in (v_addc/v_subb/v_subbrev) or v_cndmask's mask", 0,
         "CDNA4 ISA Table 11: 'VALU reads SGPR as carry-in ... 0' (as constant: 2); v_cndmask reads its mask "
         "per lane (VCC[laneId]) as v_addc reads its carry, and LLVM groups both as 'VALU reads SGPR as mask' "
         "(GCNHazardRecognizer fixVALUMaskWriteHazard); rocRoller VALUWriteSGPRVCC94x: 0 for carry-in; aiter and "
         "FlyDSL hardware-validated attention kernels read the mask 1 wait state after the v_cmp. LLVM asks 2 "
         "(VALUWriteSGPRVALUReadWaitstates for every SGPR use): fewer is reported as a warning, not an error"),
    # -- f64 MFMA (DGEMM) result D, keyed by passes (4: 4x4x4_4b, 16: 16x16x4) ----------------------------
    Rule("dmfma_d_valu_read", "mfma_result", "f64 MFMA writes D", "VALU reads an overlapping VGPR", {4: 6, 16: 19},
         "llc22 (wheel) probes 6 / 19; LLVM DMFMA4x4WriteVgprVALUReadWaitStates 6 (16x16: 11 in older LLVM, "
         "19 for gfx950 in LLVM 22)"),
    Rule("dmfma_d_mem_read", "mfma_result", "f64 MFMA writes D", "VMEM/DS reads it (store data or address)",
         {4: 9, 16: 18}, "LLVM DMFMA4x4/16x16WriteVgprMemExpReadWaitStates 9 / 18; llc22 probes 9 / 18 "
         "(global_store, ds_write)"),
    Rule("dmfma_d_srcab", "mfma_result", "f64 MFMA writes D", "MFMA reads it as A or B", {4: 6, 16: 19},
         "llc22 probes 6 / 19; LLVM DMFMA4x4WritesVGPROverlappedMFMASrcABWaitStates 6 (16x16: 11 in older LLVM)"),
    Rule("dmfma_d_write", "mfma_waw", "f64 MFMA writes D", "VALU or a load writes an overlapping register",
         {4: 6, 16: 11}, "LLVM DMFMA4x4/16x16WriteVgprVALUWriteWaitStates 6 / 11; llc22 16x16 -> v_mov 11"),
    Rule("dmfma_d_srcc_overlap", "mfma_result", "f64 MFMA writes D",
         "MFMA reads an overlapping but not identical range as C", {4: 4, 16: 17},
         "llc22 probe 16x16x4 -> 16x16x4 with C = D shifted by one pair: 17 (older LLVM "
         "DMFMA16x16WritesVGPROverlappedSrcCWaitStates 9); 4x4x4: LLVM DMFMA4x4WritesVGPROverlappedSrcCWaitStates 4 "
         "(not probed); applied whatever the consumer"),
    Rule("dmfma_d_srcc_same", "mfma_result", "f64 MFMA writes D", "MFMA reads the identical range as C",
         {4: 4, 16: 0}, "LLVM DMFMA4x4WritesVGPRFullSrcCWaitStates 4 (4x4 -> 4x4), else 0; llc22 probes 4 / 0"),
    Rule("dmfma_srcc_write", "mfma_war", "f64 MFMA reads C", "VALU or a load writes it (WAR)", {4: 0, 16: 0},
         "LLVM checkMAIVALUHazards IsSMFMAReadAsCFn excludes DGEMM: no rule"),
)
DGEMM_PASSES = {4: 17, 16: 18}   # where the emulator's pass-indexed tables keep the f64 MFMA rows

BY_NAME = {r.name: r for r in RULES}
TRANS_OPS = frozenset({"v_exp_f32", "v_log_f32", "v_rcp_f32", "v_rcp_iflag_f32", "v_rsq_f32", "v_rcp_f64",
                       "v_rsq_f64", "v_sqrt_f32", "v_sqrt_f64", "v_sin_f32", "v_cos_f32", "v_rcp_f16",
                       "v_sqrt_f16", "v_rsq_f16", "v_log_f16", "v_exp_f16", "v_sin_f16", "v_cos_f16",
                       "v_exp_legacy_f32", "v_log_legacy_f32"})   # rocRoller VALUTransWrite94x list


def need(name: str, passes: int = 0) -> int:
    """Wait states rule `name` requires (for MFMA rules: of a producer with `passes` passes)."""
    n = BY_NAME[name].need
    return n[passes] if isinstance(n, dict) else n


def need_by_passes(name: str, dgemm: str | None = None):
    """numpy-free lookup list indexed by pass count (0..16) for vectorised use, 0 where undefined; with `dgemm`
    (a dmfma_* rule), entries 17 and 18 (DGEMM_PASSES) hold that rule's 4- and 16-pass f64 MFMA values."""
    n = BY_NAME[name].need
    out = [n.get(p, 0) if isinstance(n, dict) else n for p in range(17)] + [0, 0]
    if dgemm is not None:
        d = BY_NAME[dgemm].need
        for p, slot in DGEMM_PASSES.items():
            out[slot] = d[p]
    return out


# s_nop N inserts SIMM16[3:0] + 1 wait states: CDNA4 pseudocode `for i in 0 : SIMM16.u16[3 : 0] do nop()` (AMD's
# machine-readable ISA, as carried by tinygrad's cdna str_pcode); LLVM GCNSubtarget::getSNopBits() is 4 on GFX8+
# (llc-22 for gfx950 emits `s_nop 11`). The assembler accepts larger immediates and keeps them, but only the low
# 4 bits count, so `s_nop 16` is one wait state. One table for planners, emulator and inspector.
SNOP_MAX = 15


def snop_wait_states(imm: int) -> int:
    """Wait states of `s_nop imm` on gfx950."""
    return (int(imm) & SNOP_MAX) + 1


def nops_for(wait_states: int) -> list[int]:
    """`s_nop` immediates giving `wait_states` wait states, fewest instructions (each at most SNOP_MAX)."""
    out = []
    while wait_states > 0:
        k = min(wait_states, SNOP_MAX + 1)
        out.append(k - 1)
        wait_states -= k
    return out


def nop_lines(name: str, passes: int = 0) -> list[str]:
    """`s_nop` lines covering rule `name` when producer and consumer are adjacent (planners place these)."""
    return [f"s_nop {n}" for n in nops_for(need(name, passes))]


def table() -> list[dict]:
    """Rows as dicts (for `flygen inspect` / docs)."""
    return [{"name": r.name, "kind": r.kind, "producer": r.producer, "consumer": r.consumer,
             "need": r.need, "source": r.source} for r in RULES]
