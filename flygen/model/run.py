"""`flygen model`: a trace-driven, cycle-approximate timing model of a whole launch. Every figure is MODELED.

    model_kernel("examples/gemm_fp8.yaml", "gemm_fp8_8w_row_major", sizes={"M": 8192, "N": 8192},
                 overrides={"K": 8192}) -> dict

1. Trace: the emulator runs the workgroups the hardware would place on CU 0 (ids 0, 256, 512, ... up to
   the workgroups per CU that occupancy allows) with zero-filled buffers, recording each wave's executed
   instructions and LDS addresses (`flygen.emu.trace`). Data-dependent control flow follows zeros.
2. CU: `flygen.model.cu.simulate` issues those streams on 4 SIMDs -> cycles for r resident workgroups.
3. Device: the busiest CU runs ceil(workgroups / 256) workgroups, R at a time (R from occupancy): full
   passes of R plus a tail pass. Memory beyond the CU: L2 fill bytes (from the grid's traversal order for
   flygen GEMMs, else every workgroup's global bytes, divided by `reuse`) over the MALL bandwidth, and HBM
   bytes (compulsory A + B + C when they fit the MALL, else the L2 fill) over 8 TB/s.
   time = max(CU time, MALL time, HBM time); bound = the argmax.
"""
from __future__ import annotations

import dataclasses
import math

import numpy as np

from flygen.errors import FlygenError
from flygen.families import FAMILIES
from flygen.isa import limits
from flygen.model import cu
from flygen.model.params import p, table

SPARSE_BUFFER = 4 << 30     # bytes per global buffer argument: paged, only touched pages cost memory


class ModelError(FlygenError):
    pass


def _resolve(target, kernel, overrides):
    """(emulator Kernel, Listing, spec info or None)."""
    from pathlib import Path

    from flygen.asm.parse import load_program
    from flygen.inspect.source import from_asm_text, load
    if not Path(target).is_file():
        raise ModelError(f"no such file: {target}")
    if Path(target).suffix in (".yaml", ".yml"):
        from flygen.build import Built, select
        from flygen.plan import plan as plan_kernel
        from flygen.render import render
        from flygen.spec.load import load_specs
        kspecs = load_specs([target])
        names = [k.name for k in kspecs]
        if kernel is None:
            if len(names) != 1:
                raise ModelError(f"{target} has {len(names)} kernels; pick one with -k ({', '.join(names)})")
            kernel = names[0]
        ks = select(kspecs, (kernel,))[0]
        if overrides:
            aliases = getattr(FAMILIES[ks.family].module("spec"), "ALIASES", {})   # deprecated names still work
            overrides = {aliases.get(k, k): v for k, v in overrides.items()}
            unknown = sorted(set(overrides) - set(ks.params))
            if unknown:
                raise ModelError(f"--set {', '.join(unknown)}: not a parameter of {ks.name} "
                                 f"(has: {', '.join(sorted(ks.params))})")
            ks = dataclasses.replace(ks, params={**ks.params, **overrides})
        plan = plan_kernel(ks)
        b = Built(ks, plan, render(plan))
        kern = load_program(b.asm).kernel(plan.name)
        listing = from_asm_text(b.asm, f"{target}:{plan.name}", plan.name, workgroup=plan.threads, origin="spec")
        return kern, listing, b
    if overrides:
        raise ModelError("--set applies to spec files only")
    prog = load_program(target)
    kern = prog.kernel(kernel) if kernel else prog.kernel()
    return kern, load(target, kern.name), None


def _args(kern, sizes, given, dev):
    args, buffers = {}, {}
    low = {k.lower(): v for k, v in (sizes or {}).items()}
    explicit = [a for a in kern.args if not str(a.get(".value_kind", "")).startswith("hidden_")]
    for i, a in enumerate(explicit):
        kind = str(a.get(".value_kind", ""))
        name = str(a.get(".name", f"arg{i}"))      # unnamed (Triton): arg0, arg1, ... as flygen.emu.launch
        if name in given:
            v = given[name]
        elif kind == "global_buffer":
            v = None
        elif name.lower() in low:
            v = low[name.lower()]
        else:
            raise ModelError(f"kernel {kern.name}: no value for argument {name!r}; give it with --arg {name}=VALUE "
                             f"or --shape")
        if kind == "global_buffer":
            nbytes = int(v) if v is not None else SPARSE_BUFFER
            buffers[name] = args[name] = dev.alloc(max(nbytes, 256))
        else:
            args[name] = np.uint32(int(v)) if int(a.get(".size", 4)) == 4 else np.uint64(int(v))
    return args, buffers


def _gemm(b, sizes):
    """(M, N, K, tile_m, tile_n, A bytes/elem, B bytes/elem, C bytes/elem) of a flygen GEMM (the family
    registry's `geometry` hook), else None."""
    if b is None:
        return None
    return gemm_geometry(b.plan.family, b.spec.params, sizes)


def gemm_geometry(fam: str, prm: dict, sizes):
    """`_gemm` from a family and its parameters (a spec's, or a built library's manifest entry): the family
    registry's `geometry` hook, None for a family without one."""
    f = FAMILIES.get(fam)
    geometry = f.hook("geometry") if f else None
    return geometry(prm, sizes) if geometry else None


def gemm_fp8_geometry(prm, sizes):
    from flygen.spec.gemm_fp8 import BYTES, b_type
    return (int(sizes["M"]), int(sizes["N"]), int(prm["K"]), int(prm["tile_m"]), int(prm["tile_n"]),
            BYTES[prm["dtype"]], BYTES[b_type(prm)], 2)


def gemm_preshuffle_geometry(prm, sizes):
    from flygen.spec.gemm_preshuffle import a_bits, b_bits
    return (int(sizes["M"]), int(prm["N"]), int(prm["K"]), int(prm["tile_m"]), int(prm["tile_n"]),
            a_bits(prm) / 8, b_bits(prm) / 8, 2)


def _traffic(geo, grid, n_wg, resident, bytes_per_wg, reuse, group_m: int = 1, xcd_remap: bool = False,
             group_n: int = 1):
    """(L2 fill bytes, HBM bytes, how) for the whole launch. The hardware id (x fastest) picks the XCD; the
    kernel's workgroup order (`group_m`, flygen/plan/wg_order.py) picks the tile it computes."""
    from flygen.plan.wg_order import order, order_n
    cus, xcds = int(p("cus")), int(p("xcds"))
    if geo is None:
        fill = bytes_per_wg * n_wg / reuse
        return fill, fill, f"no inter-workgroup reuse modeled (divided by reuse {reuse:g})"
    M, N, K, tm, tn, ab, bb, cb = geo
    gx = grid[0]
    per_round = cus * resident
    fill = 0.0
    for first in range(0, n_wg, per_round):
        ids = np.arange(first, min(n_wg, first + per_round))
        for x in range(xcds):
            mine = ids[ids % xcds == x]          # limits.xcd_of: hardware round-robin dispatch
            if mine.size == 0:
                continue
            if group_n > 1:                  # grid (M tiles, N tiles): x = M tile
                gy = grid[1]
                tm_ids, tn_ids = order_n(group_n, gy, gx, mine % gx, (mine // gx) % gy, xcd_remap)
                tm_ids = tm_ids + gx * (mine // (gx * gy))
            elif group_m > 1 or xcd_remap:     # split-K's z slices keep their own rows (y + gy z)
                gy = grid[1]
                tm_ids, tn_ids = order(group_m, gx, gy, mine % gx, (mine // gx) % gy, xcd_remap)
                tm_ids = tm_ids + gy * (mine // (gx * gy))
            else:
                tm_ids, tn_ids = mine // gx, mine % gx
            rows = np.unique(tm_ids).size
            cols = np.unique(tn_ids).size
            fill += rows * min(tm, M) * K * ab + cols * min(tn, N) * K * bb
    fill += M * N * cb
    compulsory = M * K * ab + N * K * bb + M * N * cb
    hbm = compulsory if M * K * ab + N * K * bb <= p("mall_bytes") else fill
    how = "L2 fill from the traversal order (workgroup id -> XCD id % 8; tiles x = N, y = M"
    return fill, hbm, how + (", wg_remap xcd" if xcd_remap else "") + (f", group_m {group_m}" if group_m > 1 else "") + \
        (f", group_n {group_n}" if group_n > 1 else "") + ")"


def model_kernel(target, kernel=None, *, sizes=None, overrides=None, grid=None, block=None, args=None,
                 reuse: float = 1.0, flops: float | None = None, lds_bytes: int | None = None,
                 gemm: tuple[str, dict] | None = None) -> dict:
    """Model one launch of `kernel` in `target` (.s, .hsaco or spec). See the module docstring. `lds_bytes`:
    dynamic LDS passed at launch (Triton's `shared`), added to the descriptor's for occupancy. `gemm`: (family,
    parameters) of a flygen GEMM given as a .s/.hsaco (a built library's kernel), for the GEMM traffic model
    that a spec target gets from its plan."""
    from flygen.emu.launch import launch
    from flygen.emu.memory import Device
    from flygen.emu.trace import Trace
    from flygen.inspect.mix import mfma_of
    from flygen.inspect.resources import occupancy, resources
    from flygen.inspect.model import peak_tflops
    sizes = dict(sizes or {})
    kern, listing, b = _resolve(target, kernel, overrides)
    if b is not None:
        try:
            grid = tuple(b.plan.grid(**sizes))
        except TypeError as e:
            raise ModelError(f"{b.plan.name}: --shape must give the runtime sizes ({e})") from None
        block = tuple(b.plan.workgroup)
    if grid is None or block is None:
        raise ModelError("a .s/.hsaco kernel needs --grid (workgroups) and --block (work-items)")
    grid = tuple(int(g) for g in grid) + (1,) * (3 - len(grid))
    block = tuple(int(x) for x in block) + (1,) * (3 - len(block))
    listing_wg = block[0] * block[1] * block[2]
    res = resources(dataclasses.replace(listing, workgroup=listing_wg))
    if lds_bytes is not None:
        res["lds_bytes"] = max(int(res["lds_bytes"] or 0), int(lds_bytes))
    occ = occupancy(res)
    R = occ["workgroups_per_cu"]
    if R < 1:
        raise ModelError(f"{kern.name}: does not launch (occupancy: {occ['by']})")
    n_wg = grid[0] * grid[1] * grid[2]
    cus = int(p("cus"))
    ids = [i * cus for i in range(R) if i * cus < n_wg]
    dev = Device()
    kargs, _ = _args(kern, sizes, dict(args or {}), dev)
    tr = Trace()
    launch(kern, grid, block, kargs, device=dev, hazards=False, poison=False, trace=tr, workgroups=ids,
           lds_bytes=lds_bytes)
    streams = tr.streams(kern.program.instrs)
    wpw = -(-listing_wg // 64)
    n_cu = -(-n_wg // cus)                          # workgroups on the busiest CU
    full, rem = divmod(n_cu, len(ids))
    sims = {}

    def sim(r):
        if r not in sims:
            sims[r] = cu.simulate(streams[:r * wpw], wpw)
        return sims[r]
    t_cu = full * sim(len(ids))["cycles"] + (sim(rem)["cycles"] if rem else 0.0)
    # work and bytes per workgroup, from the trace (first traced workgroup)
    wg0 = streams[:wpw]
    fl, gbytes = 0.0, 0.0
    from flygen.isa.memops import memop
    for ev in (e for s in wg0 for e in s):
        ins = ev.ins
        if ins.cls is not None and ins.cls.cls == "mfma":
            fl += mfma_of(ins)["flops"]
        elif ev.lanes >= 0 and ins.cls is not None and ins.cls.cls in ("vmem", "lds_dma"):
            mo = memop(ins.op, bool(ins.mods.get("lds")))
            gbytes += ev.lanes * (mo.bytes if mo else 0)
    geo = _gemm(b, sizes) if b is not None else (gemm_geometry(gemm[0], gemm[1], sizes) if gemm else None)
    prm = b.spec.params if b is not None else (gemm[1] if gemm else {})
    fill, hbm, how = _traffic(geo, grid, n_wg, len(ids), gbytes, reuse, int(prm.get("group_m", 1)),
                              prm.get("wg_remap", "none") == "xcd", int(prm.get("group_n", 1)))
    clock = p("clock_ghz") * 1e9
    t = {"cu": t_cu / clock, "mall": fill / (p("mall_tbps") * 1e12), "hbm": hbm / (p("hbm_tbps") * 1e12)}
    total = max(t.values())
    bound = max(t, key=t.get)
    work = flops if flops is not None else (2.0 * geo[0] * geo[1] * geo[2] if geo else fl * n_wg)
    mf = [mfma_of(e.ins) for s in wg0 for e in s if e.ins.cls is not None and e.ins.cls.cls == "mfma"]
    peak = None
    if mf:
        main = max(mf, key=lambda d: d["cycles"])
        peak = peak_tflops(main["a_fmt"], main["b_fmt"])
    one = sim(len(ids))
    tflops = work / total / 1e12 if total else None
    return {
        "modeled": True,
        "kernel": kern.name, "source": listing.source,
        "grid": list(grid), "block": list(block), "workgroups": n_wg,
        "occupancy": {"workgroups_per_cu": R, "waves_per_simd": occ["waves_per_simd"], "limited_by": occ["limited_by"]},
        "traced_workgroups": ids,
        "workgroups_per_cu": n_cu,
        "cu": {"cycles_resident": round(one["cycles"], 1), "resident_workgroups": len(ids),
               "mfma_util": round(one["mfma_util"], 4), "lds_util": round(one["lds_util"], 4),
               "vmem_util": round(one["vmem_util"], 4),
               "lds_conflict_cycles": round(one["busy"]["lds_conflict_cycles"], 1),
               "instructions": one["issued"], "cycles_total": round(t_cu, 1)},
        "bytes": {"global_per_workgroup": gbytes, "l2_fill": fill, "hbm": hbm, "traffic_model": how},
        "modeled_seconds": {k: v for k, v in t.items()},
        "modeled_time_us": round(total * 1e6, 3),
        "bound": bound,
        "flops": work,
        "modeled_tflops": round(tflops, 1) if tflops else None,
        "peak_tflops_of_mfma": peak,
        "modeled_fraction_of_peak": round(tflops / peak, 4) if tflops and peak else None,
        "params": table(),
    }


def format_text(r: dict) -> str:
    c, by = r["cu"], r["bytes"]
    s = r["modeled_seconds"]
    lines = [
        f"kernel {r['kernel']}  [{r['source']}]  (MODELED, not measured: flygen.model, docs/model.md)",
        f"  launch      grid {r['grid']} = {r['workgroups']} workgroups x block {r['block']}; "
        f"{r['occupancy']['workgroups_per_cu']} workgroups/CU resident, busiest CU runs {r['workgroups_per_cu']}",
        f"  CU          {c['cycles_resident']:.0f} modeled cycles for {c['resident_workgroups']} resident workgroup(s) "
        f"(traced ids {r['traced_workgroups']}); MFMA util {c['mfma_util']:.0%}, LDS util {c['lds_util']:.0%}, "
        f"VMEM util {c['vmem_util']:.0%}, LDS bank-conflict cycles {c['lds_conflict_cycles']:.0f}",
        f"  memory      {by['global_per_workgroup'] / 1e6:.3f} MB global per workgroup; L2 fill {by['l2_fill'] / 1e9:.3f} GB, "
        f"HBM {by['hbm'] / 1e9:.3f} GB ({by['traffic_model']})",
        f"  time        modeled cu {s['cu'] * 1e6:.1f} us, mall {s['mall'] * 1e6:.1f} us, hbm {s['hbm'] * 1e6:.1f} us; "
        f"bound: {r['bound']}",
    ]
    if r["modeled_tflops"]:
        frac = f", {r['modeled_fraction_of_peak']:.0%} of MFMA peak {r['peak_tflops_of_mfma']}" \
            if r["modeled_fraction_of_peak"] else ""
        lines.append(f"  result      modeled {r['modeled_time_us']:.1f} us, modeled {r['modeled_tflops']} TFLOPS{frac}")
    else:
        lines.append(f"  result      modeled {r['modeled_time_us']:.1f} us")
    return "\n".join(lines) + "\n"
