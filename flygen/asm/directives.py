"""Which assembler directives the emulator's parser models, and how (one table; the parser refuses the rest).

The parser keeps instructions, labels, symbols, the kernel descriptor and the metadata; it has no byte
addresses. So a directive is accepted only when dropping its bytes cannot change what the instructions do:
- section, symbol, debug-info and target directives emit no code;
- data directives emit bytes, harmless outside a code section; inside one (`.text`) they are accepted only
  after the last instruction (LLVM's code-end `.fill 256, 4, 0xBF800000` = s_nop 0 prefetch padding), since
  an instruction after them could fall through into, or branch across, bytes the emulator cannot execute;
- alignment (`.p2align`, `.align`, `.balign`, `.p2alignl`) in code pads with s_nop 0 (LLVM
  AMDGPUAsmBackend::writeNopData); dropping the padding only removes wait states the hazard checker would
  otherwise count, so a kernel is never passed because of it (conservative).
Everything else (`.include`, `.incbin`, `.macro`, `.if`, `.irp`, `.org`, `.error`, unknown names) is refused
with file:line. `.rept`/`.endr` is expanded (GNU as semantics: the body N times), bounded by REPT_MAX_LINES.
"""
from __future__ import annotations

# no code bytes, no effect on execution (sections are tracked by the parser for the data rule below)
SECTION = frozenset({".text", ".data", ".bss", ".rodata", ".section", ".pushsection", ".popsection",
                     ".previous", ".subsection"})
NO_CODE = frozenset({
    ".globl", ".global", ".local", ".weak", ".hidden", ".protected", ".internal", ".type", ".size",
    ".file", ".loc", ".ident", ".addrsig", ".addrsig_sym", ".end", ".comm", ".lcomm",
    ".cfi_sections", ".cfi_startproc", ".cfi_endproc", ".cfi_undefined", ".cfi_escape", ".cfi_def_cfa",
    ".cfi_def_cfa_register", ".cfi_def_cfa_offset", ".cfi_offset", ".cfi_register", ".cfi_same_value",
    ".cfi_rel_offset", ".cfi_adjust_cfa_offset", ".cfi_restore", ".cfi_remember_state", ".cfi_restore_state",
    ".cfi_return_column", ".cfi_llvm_def_aspace_cfa", ".cfi_llvm_register_pair", ".cfi_llvm_vector_registers",
    ".cfi_llvm_vector_offset", ".cfi_llvm_vector_register_mask",
    ".amdgcn_target", ".amdhsa_code_object_version", ".amdgpu_hsa_kernel", ".amd_amdgpu_isa",
    ".hsa_code_object_version", ".hsa_code_object_isa",
})
ALIGN = frozenset({".p2align", ".p2alignl", ".p2alignw", ".align", ".balign", ".balignl", ".balignw"})
DATA = frozenset({".byte", ".short", ".hword", ".value", ".2byte", ".word", ".long", ".int", ".4byte", ".quad",
                  ".8byte", ".ascii", ".asciz", ".string", ".fill", ".zero", ".space", ".skip", ".uleb128",
                  ".sleb128", ".float", ".single", ".double"})
# symbol definitions handled by the parser itself (`NAME = EXPR` too)
SYMBOL = frozenset({".set", ".equ", ".equiv"})
REPT_MAX_LINES = 1_000_000      # lines all `.rept` blocks of one file may expand to (a bound, not a hang)


def is_code_section(name: str) -> bool:
    """`.text`, `.text.foo`: sections holding instructions (llvm-mc puts AMDGPU code in .text)."""
    return name == ".text" or name.startswith(".text.")
