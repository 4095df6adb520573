"""The mnemonic -> semantics table (one dict merged from the per-class modules)."""
from __future__ import annotations

from flygen.emu import ops_atomic, ops_mem, ops_salu, ops_valu, ops_vext
from flygen.emu.ops_mfma import run_mfma
from flygen.errors import EmulatorError

# DPP (src0 from another lane) is modelled for ops that read src0 through ops_valu.typed and write through
# ops_valu.write_result: VOP1/VOP2 rows of TYPED, v_fmac/v_mac, v_cndmask.
DPP_OPS = frozenset({k for k, (tin, _, _) in ops_valu.TYPED.items() if len(tin) <= 2} | set(ops_valu._MAC)
                    | {"v_cndmask_b32"} | ops_vext.DPP_OPS)

TABLE: dict = {}
TABLE.update(ops_salu.OPS)
TABLE.update(ops_valu.OPS)
TABLE.update(ops_vext.OPS)
TABLE.update(ops_mem.OPS)
TABLE.update(ops_atomic.OPS)


# Valid gfx950 instructions the emulator knows but cannot run: a clear error before the launch.
# The program model is a list of instructions with labels, not bytes at addresses, so the PC as a value
# (s_getpc_b64, typically followed by relocations to reach globals) and jumps to a computed address have no meaning.
NOT_MODELLED = {
    **{k: "PC-relative control flow needs instruction addresses, which the emulator's program model (a list of "
          "instructions with labels) does not have" for k in ("s_getpc_b64", "s_setpc_b64", "s_swappc_b64",
                                                               "s_call_b64")},
}


def handler(ins):
    """Semantics function of an instruction; an unknown mnemonic is an error naming it and its line."""
    fn = TABLE.get(ins.op)
    if fn is None and ins.op.startswith(("v_mfma_", "v_smfmac_")):
        return run_mfma
    if fn is None and ins.op in NOT_MODELLED:
        raise EmulatorError(f"line {ins.line}: {ins.op!r} is not modelled: {NOT_MODELLED[ins.op]}: {ins.text}")
    if fn is None:
        raise EmulatorError(f"line {ins.line}: unknown instruction {ins.mnemonic!r}: {ins.text}")
    if "dpp" in ins.mods and ins.op not in DPP_OPS:
        raise EmulatorError(f"line {ins.line}: DPP form of {ins.op!r} is not modelled: {ins.text}")
    return fn


def supported() -> list[str]:
    return sorted(TABLE)
