"""Instruction classes of gfx950 mnemonics: which unit executes it and which counter tracks it.

One table (prefix rules, first match wins), shared by the emulator, the inspector and the
hazard checker. `classify("buffer_load_dwordx4")` -> OpClass("vmem", "vmcnt", load=True).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class OpClass:
    cls: str                 # salu smem valu vopc mfma ds vmem lds_dma branch waitcnt barrier nop endpgm misc
    counter: str | None      # "vmcnt" | "lgkmcnt" | None
    load: bool = False       # returns data into registers (or LDS) asynchronously
    store: bool = False      # reads data registers and writes memory


# (prefix, cls, counter, load, store) — first match wins, so specific prefixes come first.
_RULES: tuple[tuple[str, str, str | None, bool, bool], ...] = (
    ("s_endpgm", "endpgm", None, False, False),
    ("s_waitcnt", "waitcnt", None, False, False),
    ("s_barrier", "barrier", None, False, False),
    ("s_nop", "nop", None, False, False),
    ("s_sleep", "nop", None, False, False),
    ("s_setprio", "nop", None, False, False),
    ("s_branch", "branch", None, False, False),
    ("s_cbranch_", "branch", None, False, False),
    ("s_load_", "smem", "lgkmcnt", True, False),
    ("s_buffer_load_", "smem", "lgkmcnt", True, False),
    ("s_store_", "smem", "lgkmcnt", False, True),
    ("s_atomic_", "smem", "lgkmcnt", False, True),     # returns only with glc (the hazard tracker reads it)
    ("s_dcache_", "smem", "lgkmcnt", False, False),
    ("s_memtime", "smem", "lgkmcnt", True, False),
    ("s_", "salu", None, False, False),
    ("v_mfma_", "mfma", None, False, False),
    ("v_smfmac_", "mfma", None, False, False),
    ("v_cmpx_", "vopc", None, False, False),
    ("v_cmp_", "vopc", None, False, False),
    ("v_", "valu", None, False, False),
    ("ds_read", "ds", "lgkmcnt", True, False),
    ("ds_load", "ds", "lgkmcnt", True, False),
    ("ds_bpermute", "ds", "lgkmcnt", True, False),
    ("ds_permute", "ds", "lgkmcnt", True, False),
    ("ds_swizzle", "ds", "lgkmcnt", True, False),
    ("ds_write", "ds", "lgkmcnt", False, True),
    ("ds_store", "ds", "lgkmcnt", False, True),
    ("ds_", "ds", "lgkmcnt", False, True),          # ds atomics without return (_RTN_RULES catch the others)
    ("global_load_lds_", "lds_dma", "vmcnt", True, False),
    ("buffer_load_", "vmem", "vmcnt", True, False),
    ("global_load_", "vmem", "vmcnt", True, False),
    ("flat_load_", "vmem", "vmcnt", True, False),
    ("scratch_load_", "vmem", "vmcnt", True, False),
    ("buffer_store_", "vmem", "vmcnt", False, True),
    ("global_store_", "vmem", "vmcnt", False, True),
    ("flat_store_", "vmem", "vmcnt", False, True),
    ("scratch_store_", "vmem", "vmcnt", False, True),
    ("buffer_atomic_", "vmem", "vmcnt", False, True),
    ("global_atomic_", "vmem", "vmcnt", False, True),
    ("flat_atomic_", "vmem", "vmcnt", False, True),
    ("buffer_", "vmem", "vmcnt", False, False),      # buffer_wbl2, buffer_inv
)


# (prefix, infix, ...) checked before _RULES: the returning form of a DS atomic (`ds_add_rtn_u32`, `ds_wrxchg_rtn_b32`)
# both writes LDS and returns the old value to a VGPR under lgkmcnt. VMEM atomics return only with sc0/glc (a
# modifier, not the mnemonic), so they stay stores here and the hazard tracker looks at the modifier.
_RTN_RULES: tuple[tuple[str, str, str, str | None, bool, bool], ...] = (
    ("ds_", "_rtn_", "ds", "lgkmcnt", True, True),
)


@lru_cache(maxsize=None)
def classify(mnemonic: str) -> OpClass | None:
    """Class of `mnemonic` (encoding suffixes like _e32/_e64/_sdwa ignored); None if not an instruction we know."""
    m = strip_encoding(mnemonic)
    for prefix, infix, cls, counter, load, store in _RTN_RULES:
        if m.startswith(prefix) and infix in m:
            return OpClass(cls, counter, load, store)
    for prefix, cls, counter, load, store in _RULES:
        if m.startswith(prefix):
            return OpClass(cls, counter, load, store)
    return None


_SUFFIXES = ("_e32", "_e64", "_sdwa", "_dpp", "_e64_dpp")


def strip_encoding(mnemonic: str) -> str:
    """`v_add_f32_e32` -> `v_add_f32`; the encoding suffix does not change the semantics."""
    for suf in _SUFFIXES:
        if mnemonic.endswith(suf):
            return mnemonic[: -len(suf)]
    return mnemonic
