"""Nothing an instruction says is silently ignored: every modifier must be read by its semantics, or be inert.

`Mods` (flygen/asm/mods.py) is the mapping type of `Instr.mods`: while `recording`, it notes every key the
semantics function looks at (`get`, `[]`, `in`). The launcher runs each instruction's first execution
recording (flygen.emu.launch `_checked`); a modifier present but never looked at, and not inert below, is an
EmulatorError naming it; so is an operand's neg/abs (`-v1`, `|v1|`) that no source read applied
(ops_valu.typed notes `NEGABS` when it applies them). Inert, with the reason:
- cache policy (glc, slc, nt, sc0, sc1) on loads/stores: the model has no caches and one coherent memory, so
  they change no value (on atomics sc0/glc select the returning form: read by the semantics, not inert);
- `dst_unused` when `dst_sel` is absent or DWORD (no unused bits; LLVM prints it with SDWA anyway);
- s_waitcnt's counters (read by the hazard scoreboard; expcnt: no export/GDS instruction exists here);
- DPP's row_mask/bank_mask/bound_ctrl when the DPP control itself is read (ops_dpp reads them together).
"""
from __future__ import annotations

from flygen.asm.mods import Mods
from flygen.errors import EmulatorError

NEGABS = "@negabs"          # pseudo key: an operand's neg/abs was applied
CACHE_BITS = frozenset({"glc", "slc", "nt", "sc0", "sc1"})
_MEMORY = ("buffer_", "global_", "flat_", "scratch_", "s_load_", "s_buffer_load_", "s_store_", "ds_")


def note(ins, key: str) -> None:
    """A semantics function applied something that is not a modifier key (NEGABS)."""
    rec = getattr(ins.mods, "recording", None)
    if rec is not None:
        rec.add(key)


def _inert(ins, key: str) -> bool:
    m = ins.mods._d if isinstance(ins.mods, Mods) else dict(ins.mods)
    if key in CACHE_BITS and ins.op.startswith(_MEMORY):
        return True
    if key == "dst_unused" and m.get("dst_sel") in (None, "DWORD"):
        return True
    if ins.op == "s_waitcnt":
        return True
    if key in ("row_mask", "bank_mask", "bound_ctrl") and "dpp" in m:
        return True
    return False


def unread(ins, read: set) -> list[str]:
    """Modifiers (and NEGABS) `ins` carries that its semantics did not read and that are not inert."""
    out = [k for k in ins.mods if k not in read and not _inert(ins, k)]
    if any(o.neg or o.abs for o in ins.operands) and NEGABS not in read:
        out.append("neg/abs of an operand")
    return out


def check(ins, read: set) -> None:
    bad = unread(ins, read)
    if bad:
        raise EmulatorError(f"line {ins.line}: {', '.join(bad)} on {ins.op} not modelled (the emulator's semantics "
                            f"of {ins.op} do not read it; flygen/emu/fields.py): {ins.text}")
