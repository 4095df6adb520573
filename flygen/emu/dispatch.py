"""The mnemonic -> semantics table (one dict merged from the per-class modules)."""
from __future__ import annotations

from flygen.emu import ops_mem, ops_salu, ops_valu
from flygen.emu.ops_mfma import run_mfma
from flygen.errors import EmulatorError

TABLE: dict = {}
TABLE.update(ops_salu.OPS)
TABLE.update(ops_valu.OPS)
TABLE.update(ops_mem.OPS)


def handler(ins):
    """Semantics function of an instruction; an unknown mnemonic is an error naming it and its line."""
    fn = TABLE.get(ins.op)
    if fn is None and ins.op.startswith(("v_mfma_",)):
        return run_mfma
    if fn is None:
        raise EmulatorError(f"line {ins.line}: unknown instruction {ins.mnemonic!r}: {ins.text}")
    return fn


def supported() -> list[str]:
    return sorted(TABLE)
