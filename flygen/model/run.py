"""`flygen model`: a trace-driven, cycle-approximate timing model of a whole launch. Every figure is MODELED.

    model_kernel("examples/gemm_fp8.yaml", "gemm_fp8_8w_row_major", sizes={"M": 8192, "N": 8192},
                 overrides={"K": 8192}) -> dict

1. Trace: the emulator runs the workgroups the hardware would place on CU 0 (ids 0, 256, 512, ... up to
   the workgroups per CU that occupancy allows) with zero-filled buffers, recording each wave's executed
   instructions and LDS addresses (`flygen.emu.trace`). Data-dependent control flow follows zeros.
2. Profile (shape-independent, flygen.model.profile): `flygen.model.cu.simulate` issues those streams on 4 SIMDs
   for 1..R resident workgroups at 5 memory latencies.
3. Device: the busiest CU runs ceil(workgroups / 256) workgroups, R at a time: full passes of R plus a tail
   pass. Memory beyond the CU: L2 fill bytes (from the kernel's workgroup order for flygen GEMMs, else every
   workgroup's global bytes, divided by `reuse`) and HBM bytes (A + B + C when they fit the MALL, else the fill).
4. Latency, clock and time (flygen.model.memory, flygen.model.clock): the latency the waves see is the L2 / MALL
   / HBM latencies weighted by where the bytes come from, each grown by its level's utilisation; the clock is
   the power limit's at the launch's MFMA activity; the CU time at that latency and clock (read off the profile)
   and the bandwidth times are solved together: time = max(CU, L2, MALL, HBM); bound = the argmax.
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


def _checked(ks, params: dict, overrides: dict) -> dict:
    """`params` through the family's schema and cross-field checks, as `flygen validate` checks a spec: an
    override the spec would reject is an error, not a kernel modeled outside what the planner supports
    (before issue 27's fourth round a bf16 gemm_fp8 at tile_k 128 -- 256-byte rows, which the spec rejects --
    planned into a kernel reading half of K, and the model ranked it first)."""
    from flygen.spec.schema import validate
    mod = FAMILIES[ks.family].module("spec")
    errs: list[str] = []

    def rep(path, msg):
        errs.append(f"{'.'.join(map(str, path)) or 'kernel'}: {msg}")
    # a parameter at its schema default is left for validate to fill again: some families' defaults mean "unset"
    # and lie outside the range a written value must be in (attention's heads_kv 0 = heads_q)
    given = {k: v for k, v in params.items()
             if v is not None and (k in overrides or k not in mod.SCHEMA or mod.SCHEMA[k].default != v)}
    checked = validate(mod.SCHEMA, given, (), rep)
    if not errs and hasattr(mod, "check"):
        mod.check(checked, rep)
    if errs:
        raise ModelError(f"--set {', '.join(f'{k}={v}' for k, v in overrides.items())}: {ks.name} does not "
                         f"validate with it ({'; '.join(errs)})")
    return checked


def _resolve(target, kernel, overrides):
    """(emulator Kernel, Listing, spec info or None)."""
    from pathlib import Path

    from flygen.asm.load import load_program
    from flygen.inspect.source import from_asm_text, load
    if not Path(target).is_file():
        raise ModelError(f"no such file: {target}")
    if Path(target).suffix in (".yaml", ".yml"):
        from flygen.build.pipeline import Built, select
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
            from flygen.spec.schema import canonical_params   # deprecated names (and relu: true) still work
            overrides = canonical_params(FAMILIES[ks.family].module("spec"), overrides)
            unknown = sorted(set(overrides) - set(ks.params))
            if unknown:
                raise ModelError(f"--set {', '.join(unknown)}: not a parameter of {ks.name} "
                                 f"(has: {', '.join(sorted(ks.params))})")
            ks = dataclasses.replace(ks, params=_checked(ks, {**ks.params, **overrides}, overrides))
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
        elif isinstance(v, str) and v.startswith("ptr:"):
            # a buffer passed by value as its 64-bit address (FlyDSL's fx.Pointer arguments): allocate it, pass the
            # address, and count it as a global buffer for the footprint probe
            if int(a.get(".size", 4)) != 8:
                raise ModelError(f"kernel {kern.name}: argument {name!r} is {a.get('.size')} bytes; ptr:BYTES needs "
                                 f"a 64-bit by-value argument")
            try:
                nbytes = int(v[4:])
            except ValueError:
                raise ModelError(f"kernel {kern.name}: --arg {name}={v}: expected ptr:BYTES") from None
            buffers[name] = dev.alloc(max(nbytes, 256))
            args[name] = np.uint64(buffers[name].addr)
        else:
            args[name] = np.uint32(int(v)) if int(a.get(".size", 4)) == 4 else np.uint64(int(v))
    return args, buffers


def _arg_of(kern, name: str, sizes, given) -> int:
    """The launch's value of by-value argument `name` (--arg, else --shape, case-insensitive as _args matches)."""
    explicit = [a for a in kern.args if not str(a.get(".value_kind", "")).startswith("hidden_")]
    kinds = {str(a.get(".name", f"arg{i}")): str(a.get(".value_kind", "")) for i, a in enumerate(explicit)}
    if kinds.get(name) != "by_value":
        raise ModelError(f"kernel {kern.name}: --trace-at {name}: not a by-value argument (arguments: "
                         f"{', '.join(kinds)})")
    low = {k.lower(): v for k, v in (sizes or {}).items()}
    v = (given or {}).get(name, low.get(name.lower()))
    if not isinstance(v, int) or isinstance(v, bool):
        raise ModelError(f"kernel {kern.name}: --trace-at {name}: give the launch's value with --arg {name}=VALUE")
    return v


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
    from flygen.isa.dtypes import bytes_of
    from flygen.spec.gemm_fp8 import b_type
    k = sizes["K"] if prm["K"] == "runtime" else prm["K"]          # K: runtime: a size of the launch
    return (int(sizes["M"]), int(sizes["N"]), int(k), int(prm["tile_m"]), int(prm["tile_n"]),
            bytes_of(prm["dtype"]), bytes_of(b_type(prm)), 2)


def gemm_preshuffle_geometry(prm, sizes):
    from flygen.spec.gemm_preshuffle import a_bits, b_bits
    k = sizes["K"] if prm["K"] == "runtime" else prm["K"]          # K: runtime: a size of the launch
    n = sizes["N"] if prm["N"] == "runtime" else prm["N"]          # N: runtime: a size of the launch
    return (int(sizes["M"]), int(n), int(k), int(prm["tile_m"]), int(prm["tile_n"]),
            a_bits(prm) / 8, b_bits(prm) / 8, 2)


def _traffic(geo, grid, n_wg, resident, bytes_per_wg, reuse, group_m: int = 1, xcd_remap: bool = False,
             group_n: int = 1, footprint=None, batched: bool = False, same_buffers: bool = False):
    """(L2 fill bytes, HBM bytes, how) for the whole launch. The hardware id (x fastest) picks the XCD; the
    kernel's workgroup order (`group_m`, flygen/plan/wg_order.py) picks the tile it computes. Another compiler's
    kernel: its own mapping as probed (`footprint`, flygen.model.footprint); flygen's other families: no reuse."""
    from flygen.plan.wg_order import order, order_n
    cus, xcds = int(p("cus")), int(p("xcds"))
    if geo is None:
        requested = bytes_per_wg * n_wg
        if footprint is not None:
            fill = requested * footprint.fill_factor(bytes_per_wg) / reuse
            hbm = requested * footprint.hbm_factor(bytes_per_wg) / reuse
            per = ", ".join(f"{b} x{rx:.1f}/x{rd:.1f}" for b, rx, rd in
                            zip(footprint.buffers, footprint.reuse_xcd, footprint.reuse_dev) if rx > 1.05)
            return fill, hbm, (f"reuse from the kernel's own workgroup-to-address mapping (probed: "
                               f"{footprint.probed} workgroups' prologue + two loop iterations, {footprint.loads} loads per wave, the "
                               f"second iteration's mix for the rest; reuse per "
                               f"L2 / device: {per or 'none'}" + (f"; divided by reuse {reuse:g}" if reuse != 1 else "")
                               + ")")
        fill = requested / reuse
        return fill, fill, f"no inter-workgroup reuse modeled (divided by reuse {reuse:g})"
    M, N, K, tm, tn, ab, bb, cb = geo
    gx = grid[0]
    nb = int(grid[2]) if batched else 1            # batch: grid z = the GEMM, each its own A, B and C
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
            if batched:                      # rows already differ by z (y + gy z); columns too: B is per GEMM
                tn_ids = tn_ids + (grid[1] if group_n > 1 else gx) * (mine // (gx * grid[1]))
            rows = np.unique(tm_ids).size
            cols = np.unique(tn_ids).size
            fill += rows * min(tm, M) * K * ab + cols * min(tn, N) * K * bb
    fill += nb * M * N * cb
    operands, c_bytes = nb * (M * K * ab + N * K * bb), nb * M * N * cb
    if same_buffers and operands + c_bytes <= p("mall_bytes"):
        # calls repeated back to back on the same buffers (aiter's tuner times so; FlyDSL's run_perftest and the
        # default here rotate copies of the inputs): A and B stay in the memory-attached MALL, which every access to
        # GPU memory goes through (LLVM AMDGPUUsage), so HBM sees only C's writes (counted: the MALL's write policy
        # is not published)
        hbm, warm = c_bytes, True
    else:
        hbm, warm = (operands + c_bytes if operands <= p("mall_bytes") else fill), False
    how = ("A and B MALL-resident across repeated calls; " if warm else "") + \
        "L2 fill from the traversal order (workgroup id -> XCD id % 8; tiles x = N, y = M"
    return fill, hbm, how + (", wg_remap xcd" if xcd_remap else "") + (f", group_m {group_m}" if group_m > 1 else "") + \
        (f", group_n {group_n}" if group_n > 1 else "") + ")"


def values() -> dict:
    """{parameter name: value} of the model's parameter table (what flygen.model.memory reads)."""
    from flygen.model.params import PARAMS
    return {k: v.value for k, v in PARAMS.items()}


def trace_profile(kern, grid, block, kargs, ids, lds_bytes=None, occupancy=None):
    """Trace workgroups `ids` (those of CU 0) and build the kernel's Profile (flygen.model.profile)."""
    from flygen.emu.launch import launch
    from flygen.emu.trace import Trace
    from flygen.model.profile import from_streams
    tr = Trace()
    launch(kern, grid, block, kargs["args"], device=kargs["dev"], hazards=False, poison=False, trace=tr,
           workgroups=ids, lds_bytes=lds_bytes)
    wpw = -(-(block[0] * block[1] * block[2]) // 64)
    return from_streams(kern.name, tr.streams(kern.program.instrs), wpw, occupancy)


def launch_model(prof, n_wg: int, resident: int, geo, grid, prm: dict, reuse: float = 1.0,
                 params: dict | None = None, footprint=None, same_buffers: bool = False, own=None) -> dict:
    """The whole launch from a kernel's Profile (module docstring, steps 3-4): passes of the busiest CU, the
    traversal order's L2 fill, the hierarchy's latency under load and the bandwidth bounds. MODELED. `own`: the
    family's traffic from its own workgroup order (its registry `traffic` hook, e.g. flygen.model.
    attention), which replaces the traversal / no-reuse rule and the traced bytes per workgroup."""
    from flygen.model.memory import launch_time
    cus = int(p("cus"))
    R = prof.traced
    n_cu = -(-n_wg // cus)                          # workgroups on the busiest CU (wave quantisation)
    full, rem = divmod(n_cu, R)
    if own is not None:
        requested, fill, hbm, how = own.requested, own.fill / reuse, own.hbm / reuse, own.how
    else:
        fill, hbm, how = _traffic(geo, grid, n_wg, R, prof.gbytes_per_wg, reuse, int(prm.get("group_m", 1)),
                                  prm.get("wg_remap", "none") == "xcd", int(prm.get("group_n", 1)), footprint,
                                  bool(prm.get("batch")), same_buffers)
        requested = prof.gbytes_per_wg * n_wg
    vals = params or values()

    def cu_cycles(lat):
        return full * prof.cu_cycles(R, lat) + (prof.cu_cycles(rem, lat) if rem else 0.0)
    t = launch_time(cu_cycles, requested, fill, hbm, vals, prof.mfma_cycles_per_wg * n_wg)
    return {"t": t, "fill": fill, "hbm": hbm, "how": how, "requested": requested, "n_cu": n_cu,
            "cycles_total": cu_cycles(t["latency_ns"] * t["clock_ghz"]), "clock_ghz": t["clock_ghz"]}


def model_kernel(target, kernel=None, *, sizes=None, overrides=None, grid=None, block=None, args=None,
                 reuse: float = 1.0, flops: float | None = None, lds_bytes: int | None = None,
                 gemm: tuple[str, dict] | None = None, profile_key: str | None = None,
                 trace_at: tuple[dict, tuple] | None = None, same_buffers: bool = False,
                 trace_arg: tuple[str, int, int] | None = None) -> dict:
    """Model one launch of `kernel` in `target` (.s, .hsaco or spec). See the module docstring. `lds_bytes`:
    dynamic LDS passed at launch (Triton's `shared`), added to the descriptor's for occupancy. `gemm`: (family,
    parameters) of a flygen GEMM given as a .s/.hsaco (a built library's kernel), for the GEMM traffic model
    that a spec target gets from its plan. `profile_key`: a disk-cache key for the shape-independent part (the
    caller vouches that the traced streams do not depend on the sizes given). `trace_at`: (sizes, grid) to
    trace at instead of the problem's (`flygen select` traces a library kernel once, at a canonical shape whose
    traced workgroups are interior tiles, and reuses the profile for every problem). `same_buffers`: the launch
    is one of calls repeated back to back on the same buffers, so operands that fit the MALL stay there (the
    default: each call's operands are cold, as in harnesses that rotate copies of the inputs or flush caches).
    `trace_arg`: (NAME, A, B): trace with by-value argument NAME = A and = B and extrapolate the profile linearly
    to the launch's value (flygen.model.profile.extrapolate; the caller vouches that NAME sets a loop's trips)."""
    from flygen.emu.memory import Device
    from flygen.inspect.resources import occupancy, resources
    from flygen.model.profile import cached, disk_key, extrapolate, memo
    sizes = dict(sizes or {})
    kern, listing, b = _resolve(target, kernel, overrides)
    if b is not None:
        moved = {k: (int(sizes[k]), v) for k, v in b.spec.params.items()
                 if k in sizes and type(v) is int and int(sizes[k]) != v}
        if moved:                  # a size the kernel does not read at run time: modeling it would ignore it
            raise ModelError(f"{b.plan.name}: --shape "
                             + "; ".join(f"{k}={n} (the spec compiles in {k}: {v})" for k, (n, v) in moved.items())
                             + "; to model another value, rebuild it with --set "
                             + ",".join(f"{k}={n}" for k, (n, _) in moved.items()))
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
    t_sizes, t_grid = (sizes, grid) if trace_at is None else \
        (dict(trace_at[0]), tuple(int(g) for g in trace_at[1]) + (1,) * (3 - len(trace_at[1])))
    t_n = t_grid[0] * t_grid[1] * t_grid[2]
    ids = [i * cus for i in range(R) if i * cus < t_n]

    def profile_at(at_sizes: dict, tag: tuple = (), ids=ids, at_args=None):
        def build():
            dev = Device()
            kargs, _ = _args(kern, at_sizes, {**dict(args or {}), **dict(at_args or {})}, dev)
            return trace_profile(kern, t_grid, block, {"args": kargs, "dev": dev}, ids, lds_bytes,
                                 {"workgroups_per_cu": R, "waves_per_simd": occ["waves_per_simd"],
                                  "limited_by": occ["limited_by"]})
        if profile_key is not None:
            return cached(disk_key(profile_key, *tag, ids) if tag else profile_key, build)
        key = (str(target), kern.name, listing.text_sha if hasattr(listing, "text_sha") else None,
               tuple(sorted((k, str(v)) for k, v in (overrides or {}).items())),
               tuple(sorted((k, int(v)) for k, v in at_sizes.items())), tuple(sorted((args or {}).items())),
               t_grid, block, tuple(ids), lds_bytes, _asm_digest(kern), tag)
        return memo(key, build)
    # a family whose workgroups repeat one loop body a size-given number of times (its `trace_points` hook) is
    # traced at two short trip counts and extrapolated (flygen.model.profile.extrapolate)
    points = FAMILIES[b.plan.family].hook("trace_points") if b is not None and trace_at is None else None
    points = points(b.spec.params, sizes, grid, ids) if points else None
    if trace_arg is not None:
        name, va, vb = trace_arg
        if trace_at is not None:
            raise ModelError("--trace-at and a canonical trace shape (select) do not combine")
        value = _arg_of(kern, name, sizes, args)
        pa = profile_at(t_sizes, ("arg", name, va), ids, {name: va})
        pb = profile_at(t_sizes, ("arg", name, vb), ids, {name: vb})
        if pb.instructions <= pa.instructions:
            # the traced workgroups' work did not grow from A to B, so the line through the two traces says nothing
            # about the launch's value (e.g. a causal kernel whose traced query tile walks a fixed minimum there)
            raise ModelError(f"--trace-at {name}={va},{vb}: the traced workgroups {list(ids)} ran {pa.instructions} "
                             f"instructions at {name} = {va} and {pb.instructions} at {vb}: {name} does not set the "
                             f"trips of their loop at these values; choose values where their work grows (a causal "
                             f"kernel: move its diagonal, docs/model.md §8)")
        prof = extrapolate(pa, pb, va, vb, value)
        traced_at = f"traced at {name} = {va} and {vb} and extrapolated linearly to {value} (--trace-at)"
    elif points is None:
        prof, traced_at = profile_at(t_sizes), None
    else:
        (sa, ta), (sb, tb), trips, what, ids = points
        prof = extrapolate(profile_at(sa, ("trips", ta), ids), profile_at(sb, ("trips", tb), ids), ta, tb, trips)
        traced_at = f"traced at {ta} and {tb} {what} and extrapolated linearly to {trips}"
    geo = _gemm(b, sizes) if b is not None else (gemm_geometry(gemm[0], gemm[1], sizes) if gemm else None)
    prm = b.spec.params if b is not None else (gemm[1] if gemm else {})
    occd = {"workgroups_per_cu": R, "waves_per_simd": occ["waves_per_simd"], "limited_by": occ["limited_by"]}
    fp = None
    if geo is None and b is None and gemm is None:   # another compiler's kernel: its own mapping, from its loads
        def probe():
            from flygen.model.footprint import probe as run_probe
            dev = Device()
            kargs, bufs = _args(kern, sizes, dict(args or {}), dev)
            try:
                return run_probe(kern, grid, block, kargs, dev, bufs, range(min(n_wg, cus * R)), lds_bytes=lds_bytes)
            except FlygenError:          # a workgroup the trace did not run faults or times out: no reuse, said
                return None
        fp = _memo_fp(("footprint", str(target), kern.name, _asm_digest(kern), grid, block,
                   tuple(sorted((k, int(v)) for k, v in sizes.items())), tuple(sorted((args or {}).items())),
                   lds_bytes, R), probe)
    hook = FAMILIES[b.plan.family].hook("traffic") if b is not None and geo is None else None
    own = hook(prm, sizes, grid, R) if hook else None
    out = _finish(prof, grid, geo, prm, reuse, flops, occd, fp, same_buffers, own)
    return {"modeled": True, "kernel": kern.name, "source": listing.source, "grid": list(grid), "block": list(block),
            "traced_workgroups": ids, "traced_at": traced_at, **out, "params": table()}


def fast_launch(prof, grid, sizes, flops, gemm, reuse: float = 1.0) -> dict:
    """`model_kernel`'s figures from a cached Profile (its `occupancy` recorded) without reading the kernel:
    `flygen select --model trace` on a warm cache. Same arithmetic as model_kernel (both call `_finish`)."""
    grid = tuple(int(g) for g in grid) + (1,) * (3 - len(grid))
    geo = gemm_geometry(gemm[0], gemm[1], sizes) if gemm else None
    return {"modeled": True, "kernel": prof.kernel, "grid": list(grid),
            **_finish(prof, grid, geo, gemm[1] if gemm else {}, reuse, flops, prof.occupancy)}


def _finish(prof, grid, geo, prm, reuse, flops, occd, footprint=None, same_buffers: bool = False, own=None) -> dict:
    from flygen.inspect.model import peak_tflops
    n_wg = grid[0] * grid[1] * grid[2]
    L = launch_model(prof, n_wg, occd["workgroups_per_cu"], geo, grid, prm, reuse, footprint=footprint,
                     same_buffers=same_buffers, own=own)
    t = {"cu": L["t"]["cu"], "l2": L["t"]["l2"], "mall": L["t"]["mall"], "hbm": L["t"]["hbm"]}
    total = max(t.values())
    bound = max(t, key=t.get)
    nb = grid[2] if prm.get("batch") else 1       # batch: grid z GEMMs
    work = flops if flops is not None else (2.0 * nb * geo[0] * geo[1] * geo[2] if geo else prof.flops_per_wg * n_wg)
    peak = peak_tflops(prof.mfma["a_fmt"], prof.mfma["b_fmt"]) if prof.mfma else None
    tflops = work / total / 1e12 if total else None
    mem = L["t"]
    return {
        "workgroups": n_wg,
        "occupancy": dict(occd),
        "workgroups_per_cu": L["n_cu"],
        "cu": {"cycles_resident": round(prof.cu_cycles(prof.traced, mem["latency_ns"] * L["clock_ghz"]), 1),
               "resident_workgroups": prof.traced,
               "mfma_util": prof.mfma_util, "lds_util": prof.lds_util, "vmem_util": prof.vmem_util,
               "lds_conflict_cycles": prof.lds_conflict_cycles,
               "instructions": prof.instructions, "cycles_total": round(L["cycles_total"], 1),
               "clock_ghz": L["clock_ghz"], "mfma_activity": round(mem["mfma_activity"], 4)},
        "memory": {"latency_ns": round(mem["latency_ns"], 1),
                   "served_fraction": {"l2": round(mem["fractions"][0], 4), "mall": round(mem["fractions"][1], 4),
                                       "hbm": round(mem["fractions"][2], 4)},
                   "utilisation": {"l2": round(mem["rho_l2"], 4), "mall": round(mem["rho_mall"], 4),
                                   "hbm": round(mem["rho_hbm"], 4)}},
        "bytes": {"global_per_workgroup": prof.gbytes_per_wg, "requested": L["requested"], "l2_fill": L["fill"],
                  "hbm": L["hbm"], "traffic_model": L["how"]},
        "modeled_seconds": {k: v for k, v in t.items()},
        "modeled_time_us": round(total * 1e6, 3),
        "bound": bound,
        "flops": work,
        "modeled_tflops": round(tflops, 1) if tflops else None,
        "peak_tflops_of_mfma": peak,
        "modeled_fraction_of_peak": round(tflops / peak, 4) if tflops and peak else None,
    }


_FOOTPRINTS: dict = {}


def _memo_fp(key, build):
    if key not in _FOOTPRINTS:
        _FOOTPRINTS[key] = build()
    return _FOOTPRINTS[key]


def _asm_digest(kern) -> str:
    import hashlib
    return hashlib.sha256("\n".join(str(i) for i in kern.program.instrs).encode()).hexdigest()


def format_text(r: dict) -> str:
    c, by = r["cu"], r["bytes"]
    s = r["modeled_seconds"]
    lines = [
        f"kernel {r['kernel']}  [{r['source']}]  (MODELED, not measured: flygen.model, docs/model.md)",
        f"  launch      grid {r['grid']} = {r['workgroups']} workgroups x block {r['block']}; "
        f"{r['occupancy']['workgroups_per_cu']} workgroups/CU resident, busiest CU runs {r['workgroups_per_cu']}",
        f"  CU          {c['cycles_resident']:.0f} modeled cycles for {c['resident_workgroups']} resident workgroup(s) "
        f"(traced ids {r['traced_workgroups']}" + (f"; {r['traced_at']}" if r.get("traced_at") else "")
        + f"); MFMA util {c['mfma_util']:.0%}, LDS util {c['lds_util']:.0%}, "
        f"VMEM util {c['vmem_util']:.0%}, LDS bank-conflict cycles {c['lds_conflict_cycles']:.0f}; "
        f"clock {c['clock_ghz']:.3g} GHz (power-limited at the launch's device MFMA activity "
        f"{c['mfma_activity']:.0%}: flygen.model.clock)",
        f"  latency     modeled {r['memory']['latency_ns']:.0f} ns per vector load (served L2 "
        f"{r['memory']['served_fraction']['l2']:.0%} / MALL {r['memory']['served_fraction']['mall']:.0%} / HBM "
        f"{r['memory']['served_fraction']['hbm']:.0%}; utilisation L2 {r['memory']['utilisation']['l2']:.0%}, "
        f"MALL {r['memory']['utilisation']['mall']:.0%}, "
        f"HBM {r['memory']['utilisation']['hbm']:.0%})",
        f"  memory      {by['global_per_workgroup'] / 1e6:.3f} MB global per workgroup; L2 fill {by['l2_fill'] / 1e9:.3f} GB, "
        f"HBM {by['hbm'] / 1e9:.3f} GB ({by['traffic_model']})",
        f"  time        modeled cu {s['cu'] * 1e6:.1f} us, l2 {s['l2'] * 1e6:.1f} us, mall {s['mall'] * 1e6:.1f} us, "
        f"hbm {s['hbm'] * 1e6:.1f} us; "
        f"bound: {r['bound']}",
    ]
    if r["modeled_tflops"]:
        frac = f", {r['modeled_fraction_of_peak']:.0%} of MFMA peak {r['peak_tflops_of_mfma']}" \
            if r["modeled_fraction_of_peak"] else ""
        lines.append(f"  result      modeled {r['modeled_time_us']:.1f} us, modeled {r['modeled_tflops']} TFLOPS{frac}")
    else:
        lines.append(f"  result      modeled {r['modeled_time_us']:.1f} us")
    return "\n".join(lines) + "\n"
