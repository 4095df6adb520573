"""``flygen doctor``: which tool serves each capability, and does it really handle gfx950?

The probe is a one-kernel source with a gfx950-only MFMA (f8f6f4 exists from gfx950 on): assemble it,
link it, read the HSACO back (mach must be gfx950), and disassemble it. Disassembling is flygen's own
(flygen.asm.disasm, always there); llvm-objdump, if found, is listed as `disassemble_check`: the optional
cross-check that `FLYGEN_TOOLCHAIN_CHECK=1` runs (flygen.toolchain.objdump_check).
"""
from __future__ import annotations

import os
from pathlib import Path

from flygen.scratch import scratch_dir
from flygen.errors import ToolchainError
from flygen.toolchain.codeobject import read_code_object
from flygen.toolchain.discover import ROUTES, route_tool
from flygen.toolchain.tools import probe_toolchain

PROBE_MNEMONIC = "v_mfma_f32_16x16x128_f8f6f4"
PROBE_SOURCE = f"""\
        .amdgcn_target "amdgcn-amd-amdhsa--gfx950"
        .amdhsa_code_object_version 6
        .text
        .globl  probe
        .p2align 8
        .type   probe,@function
probe:
        {PROBE_MNEMONIC} a[0:3], v[0:7], v[8:15], a[0:3]
        s_endpgm
.Lprobe_end:
        .size   probe, .Lprobe_end-probe
        .rodata
        .p2align 6
        .amdhsa_kernel probe
                .amdhsa_next_free_vgpr 24
                .amdhsa_next_free_sgpr 0
                .amdhsa_accum_offset 16
        .end_amdhsa_kernel
"""


def _probe(tc, tmp: Path) -> dict[str, dict]:
    """Run the gfx950 probe through each available capability; returns {cap: {ok, detail}}."""
    res: dict[str, dict] = {}
    obj, hsaco = tmp / "probe.o", tmp / "probe.hsaco"
    if tc.assembler is not None:
        try:
            tc.assemble(PROBE_SOURCE, obj)
            res["assemble"] = {"ok": True, "detail": f"assembled {PROBE_MNEMONIC}"}
        except ToolchainError as e:
            res["assemble"] = {"ok": False, "detail": str(e)}
    if tc.linker is not None:
        if not obj.exists():
            res["link"] = {"ok": False, "detail": "skipped: no probe object to link"}
        else:
            try:
                tc.link([obj], hsaco)
                mach = read_code_object(hsaco).mach
                res["link"] = {"ok": mach == "gfx950", "detail": f"HSACO mach {mach}"}
            except ToolchainError as e:
                res["link"] = {"ok": False, "detail": str(e)}
    if not hsaco.exists():
        res["disassemble"] = {"ok": False, "detail": "skipped: no probe HSACO"}
    else:
        from flygen.asm.disasm import DisassemblyError
        from flygen.asm.hsaco import hsaco_asm
        try:
            ok = PROBE_MNEMONIC in hsaco_asm(read_code_object(hsaco))
            res["disassemble"] = {"ok": ok, "detail": f"listing {'shows' if ok else 'lacks'} {PROBE_MNEMONIC}"}
        except DisassemblyError as e:
            res["disassemble"] = {"ok": False, "detail": str(e)}
    if tc.disassembler is not None:
        if not hsaco.exists():
            res["disassemble_check"] = {"ok": False, "detail": "skipped: no probe HSACO"}
        else:
            try:
                ok = PROBE_MNEMONIC in tc.disassemble(hsaco)
                res["disassemble_check"] = {"ok": ok,
                                            "detail": f"listing {'shows' if ok else 'lacks'} {PROBE_MNEMONIC}"}
            except ToolchainError as e:
                res["disassemble_check"] = {"ok": False, "detail": str(e)}
    return res


def _builtin() -> dict:
    from flygen.isa.gfx950_ops import OPS
    n = sum(len(v) for v in OPS.values())
    return {"available": True, "required": True, "route": "builtin", "path": "flygen.asm.disasm",
            "version": f"flygen ({n} gfx950 encodings)", "command": []}


def _fast_build(tc, tmp: Path) -> dict:
    """Does the fast library path (in-process link, bundled assembly) reproduce these tools' bytes?
    Runs flygen.build.batch's calibration on two probe kernels with a fresh calibration state."""
    from flygen.build import batch
    if tc.assembler is None or tc.linker is None:
        return {"in_process_link": False, "bundles": False, "detail": "needs assemble and link"}
    items = [("probe", PROBE_SOURCE), ("probe_two", PROBE_SOURCE.replace("probe", "probe_two"))]
    saved = dict(batch._CALIBRATED)
    batch._CALIBRATED.clear()
    try:
        batch.compile_chunk(batch.batch_toolchain(tc), items, tmp)
        (state,) = batch._CALIBRATED.values()
    except ToolchainError as e:
        return {"in_process_link": False, "bundles": False, "detail": str(e)}
    finally:
        batch._CALIBRATED.clear()
        batch._CALIBRATED.update(saved)
    link_ok = state["comment"] is not None
    return {"in_process_link": link_ok, "bundles": bool(state["bundles"]),
            "detail": (f"byte-identical with the linker's output ({state['comment']})" if link_ok
                       else "in-process link differs from the linker: builds use the linker")}


def doctor(llvm_dir: str | os.PathLike | None = None) -> dict:
    """Report per capability (route, path, version, gfx950 probe) plus what each route offers.
    ``ok`` is True when assemble and link are available and pass the probe."""
    tc = probe_toolchain(llvm_dir)
    caps = tc.describe()
    objdump = dict(caps.pop("disassemble"), required=False)      # llvm-objdump: the cross-check only
    caps["disassemble"] = _builtin()
    caps["disassemble_check"] = objdump
    with scratch_dir(prefix="flygen-doctor-") as tmp:
        probes = _probe(tc, Path(tmp))
    with scratch_dir(prefix="flygen-doctor-") as tmp:
        fast = _fast_build(tc, Path(tmp))
    for cap, info in caps.items():
        info["probe"] = probes.get(cap, {"ok": False, "detail": "unavailable"})
    override = str(llvm_dir) if llvm_dir else os.environ.get("FLYGEN_LLVM") or None
    routes = {}
    for route in (("override",) if override else ()) + ROUTES:
        routes[route] = {}
        for cap in ("assemble", "link", "disassemble"):
            tool, why = route_tool(cap, route, override)
            routes[route][cap if cap != "disassemble" else "disassemble_check"] = (
                {"path": tool.path, "version": tool.version} if tool else {"missing": why})
    ok = all(caps[c]["available"] and caps[c]["probe"]["ok"] for c in ("assemble", "link"))
    return {"ok": ok, "override": override, "capabilities": caps, "routes": routes, "fast_build": fast}
