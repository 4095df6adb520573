"""Planner-side use of the layout lowering: a byte-address layout whose mode 0 is indexed by run-time
registers of two kinds (per-lane VGPRs such as the thread id, wave-uniform SGPRs such as the workgroup
id) and whose other modes are compile-time values.

A plain layout is additive over its modes, so the VGPR-indexed and SGPR-indexed parts of mode 0 are
lowered separately: the SGPR part with SALU code into a scalar temporary, the VGPR part with VALU code,
then one v_add_u32 joins them. The per-value part becomes immediates.
"""
from __future__ import annotations

from flygen.errors import PlanError
from flygen.layout import Layout
from flygen.layout.emit import emit_salu, emit_valu
from flygen.layout.expr import to_str
from flygen.layout.lower import lower
from flygen.isa.hazards import nop_lines


def _modes(layout: Layout) -> tuple[list[Layout], list[Layout]]:
    """(run-time sub-modes of mode 0, value modes)."""
    m0 = layout[0]
    runtime = [m0[i] for i in range(len(m0))] if isinstance(m0.shape, tuple) else [m0]
    values = [layout[i] for i in range(1, len(layout))]
    return runtime, values


def lower_address(layout: Layout, runtime: dict, dst: str, vtmp: list[str], stmp: str | None = None,
                  max_imm: int = 4095) -> tuple[list[str], list[int]]:
    """Code computing dst = layout(runtime..., 0) and the immediate of every value index.

    runtime: ordered {name: (file "v"|"s", register operand, extent)}, one per sub-mode of mode 0.
    """
    rmodes, vmodes = _modes(layout)
    if len(rmodes) != len(runtime):
        raise PlanError(f"layout {layout} has {len(rmodes)} run-time modes, got {len(runtime)} registers")
    value_layout = Layout(tuple(m.shape for m in vmodes), tuple(m.stride for m in vmodes)) if vmodes else Layout(1, 0)
    code: list[str] = []
    vnames = [n for n, (f, _, _) in runtime.items() if f == "v"]
    snames = [n for n, (f, _, _) in runtime.items() if f == "s"]
    imms = None
    vsum = None
    for kind, names in (("v", vnames), ("s", snames)):
        if not names:
            continue
        idx = [list(runtime).index(n) for n in names]
        mode = Layout(tuple(rmodes[i].shape for i in idx), tuple(rmodes[i].stride for i in idx))
        part = Layout((mode.shape, value_layout.shape), (mode.stride, value_layout.stride)) if kind == "v" \
            else Layout((mode.shape, 1), (mode.stride, 0))
        low = lower(part, {n: runtime[n][2] for n in names}, max_imm=max_imm)
        if len(low.bases) != 1:
            raise PlanError(f"layout {layout}: values need {len(low.bases)} bases; not supported here")
        src = {n: runtime[n][1] for n in names}
        if kind == "v":
            imms = list(low.imms)
            code += emit_valu(low.bases[0], dst, src, list(vtmp))
            vsum = dst
        else:
            if stmp is None:
                raise PlanError("an SGPR-indexed layout mode needs a scalar temporary")
            code += emit_salu(low.bases[0], stmp, src, [])
            if vsum is None:
                code.append(f"v_mov_b32 {dst}, {stmp}")
            else:
                code.append(f"v_add_u32 {dst}, {stmp}, {dst}")
    if imms is None:
        imms = [int(value_layout(i)) for i in range(value_layout.size() if hasattr(value_layout, "size") else 1)]
    bad = [i for i in imms if i > max_imm]
    if bad:
        raise PlanError(f"immediate offset {bad[0]} exceeds {max_imm}")
    return code, imms


class BaseRegs:
    """Registers for lowered base expressions, one per distinct expression (A and B may share)."""

    def __init__(self, ra, file: str, prefix: str):
        self.ra, self.file, self.prefix, self.by_expr = ra, file, prefix, {}

    def emit(self, e, src: dict, tmp: list, code: list) -> str:
        """Register holding e; appends its VALU code on first use (e = other base | const: one v_or / v_add)."""
        key = to_str(e)
        if key in self.by_expr:
            return self.by_expr[key][0]
        r = self.get(e)
        if e[0] in ("or", "add", "xor") and e[2][0] == "const" and to_str(e[1]) in self.by_expr:
            op = {"or": "v_or_b32", "add": "v_add_u32", "xor": "v_xor_b32"}[e[0]]
            code.append(f"{op} {r}, {hex(e[2][1])}, {self.by_expr[to_str(e[1])][0]}")
        else:
            code.extend(emit_valu(e, r, src, list(tmp)))
        return r

    def get(self, e) -> str:
        key = to_str(e)
        if key not in self.by_expr:
            r = self.ra.alloc(self.file, f"{self.prefix}{len(self.by_expr)}", note=key[:60])
            self.by_expr[key] = (f"{self.file}[{r.name}]", e)
        return self.by_expr[key][0]


def wave_m0(dmas: tuple, sregs: BaseRegs, v_tmp, s_tmp) -> tuple[list[str], dict]:
    """(code, name -> SGPR): s_wave = tid / 64 (wave-uniform, readfirstlane), then each LDS DMA's M0 base as an
    SALU expression of the wave id, one SGPR per distinct expression. dmas: ((name, dma plan), ...)."""
    code = [f"v_lshrrev_b32 {v_tmp.at(0)}, 6, v[v_tid]", *nop_lines("valu_vgpr_readlane"),
            f"v_readfirstlane_b32 s[s_wave], {v_tmp.at(0)}"]
    m0_regs = {}
    for name, d in dmas:
        before = len(sregs.by_expr)
        r = sregs.get(d.m0.bases[0])
        if len(sregs.by_expr) > before:
            code.append(f"// M0 of wave: {to_str(d.m0.bases[0])} (+ tile/stage/round immediates)")
            code += emit_salu(d.m0.bases[0], r, {"wave": "s[s_wave]"}, [s_tmp.at(0), s_tmp.at(1)])
        m0_regs[name] = r
    return code, m0_regs
