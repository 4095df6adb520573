"""Registers and LDS start undefined on hardware; the emulator starts them as a NaN pattern so kernels that read
before writing fail verification."""
import numpy as np

from flygen.asm.parse import parse_asm
from flygen.emu.launch import POISON_WORD, launch, run_snippet

KERNEL = """
        .text
k:
        v_accvgpr_read_b32 v1, a0        // never written: must come back as the poison pattern
        v_mov_b32 v2, v7                 // never written
        s_mov_b32 s20, s40               // never written
        v_mov_b32 v3, v0                 // v0 holds the work-item ids (ABI)
        s_endpgm
        .rodata
        .amdhsa_kernel k
                .amdhsa_user_sgpr_count 2
                .amdhsa_user_sgpr_kernarg_segment_ptr 1
                .amdhsa_next_free_vgpr 16
                .amdhsa_next_free_sgpr 48
                .amdhsa_accum_offset 8
        .end_amdhsa_kernel
"""


def test_launch_poisons_everything_but_the_abi_registers():
    st = launch(parse_asm(KERNEL).kernel("k"), (1,), (64,)).state
    assert (st.v[0, 1] == POISON_WORD).all() and (st.v[0, 2] == POISON_WORD).all()
    assert st.s[0, 20] == POISON_WORD
    assert np.array_equal(st.v[0, 3], np.arange(64))      # work-item ids are defined
    assert np.isnan(np.uint32(POISON_WORD).view(np.float32))


def test_snippets_start_clean_unless_asked():
    assert (run_snippet("v_mov_b32 v1, v2").state.v[0, 1] == 0).all()
    assert (run_snippet("v_mov_b32 v1, v2", poison=True).state.v[0, 1] == POISON_WORD).all()
