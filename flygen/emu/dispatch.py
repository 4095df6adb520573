"""The mnemonic -> semantics table (one dict merged from the per-class modules)."""
from __future__ import annotations

from flygen.emu import ops_atomic, ops_mem, ops_salu, ops_valu
from flygen.emu.ops_mfma import run_mfma
from flygen.errors import EmulatorError

# DPP (src0 from another lane) is modelled for ops that read src0 through ops_valu.typed and write through
# ops_valu.write_result: VOP1/VOP2 rows of TYPED, v_fmac/v_mac, v_cndmask.
DPP_OPS = frozenset({k for k, (tin, _, _) in ops_valu.TYPED.items() if len(tin) <= 2} | set(ops_valu._MAC)
                    | {"v_cndmask_b32"})

TABLE: dict = {}
TABLE.update(ops_salu.OPS)
TABLE.update(ops_valu.OPS)
TABLE.update(ops_mem.OPS)
TABLE.update(ops_atomic.OPS)


def handler(ins):
    """Semantics function of an instruction; an unknown mnemonic is an error naming it and its line."""
    fn = TABLE.get(ins.op)
    if fn is None and ins.op.startswith(("v_mfma_",)):
        return run_mfma
    if fn is None:
        raise EmulatorError(f"line {ins.line}: unknown instruction {ins.mnemonic!r}: {ins.text}")
    if "dpp" in ins.mods and ins.op not in DPP_OPS:
        raise EmulatorError(f"line {ins.line}: DPP form of {ins.op!r} is not modelled: {ins.text}")
    return fn


def supported() -> list[str]:
    return sorted(TABLE)
