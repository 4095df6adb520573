"""`inspect`: one kernel -> a plain dict (resources, occupancy, mix, loops, hot region, cycle model),
`compare` for two kernels side by side, and the text renderings the CLI prints."""
from __future__ import annotations

from flygen.isa import limits
from flygen.inspect.loops import Region, find_loops, innermost, k_span
from flygen.inspect.mix import instr_class, mfma_of, region_stats
from flygen.inspect.model import model, peak_tflops
from flygen.inspect.resources import occupancy, resources
from flygen.inspect.source import Listing, load


def _is_mfma(ins) -> bool:
    return instr_class(ins) == "mfma"


def _region(listing: Listing, r: Region) -> dict:
    body = listing.instrs[r.start:r.end + 1]
    out = {"kind": r.kind, "rule": r.kind, "start_line": body[0].line, "end_line": body[-1].line}
    if r.kind == "loop":
        out["depth"] = r.depth
    if r.kind in ("k-steps", "mfma span"):       # what the span leaves out (setup + tile-0 prefetch, epilogue)
        out["before"], out["after"] = r.start, len(listing.instrs) - 1 - r.end
    return {**out, **region_stats(body)}


def hot_region(listing: Listing) -> Region | None:
    """The steady-state region (flygen.inspect.loops, module docstring): the innermost loop with the most MFMAs
    (then the most instructions), "loop"; for MFMA code without such a loop the K-tile steps, "k-steps" from
    the listing's K-tile-0 mark or "mfma span" from the first MFMA, to the last MFMA; without MFMAs the largest
    innermost loop; None for straight-line code without MFMAs (the whole kernel is then the region)."""
    ins = listing.instrs
    loops = innermost(find_loops(ins))
    n_mfma = [sum(1 for i in ins[r.start:r.end + 1] if _is_mfma(i)) for r in loops]
    if loops and max(n_mfma) > 0:
        return max(zip(loops, n_mfma), key=lambda t: (t[1], t[0].end - t[0].start, -t[0].start))[0]
    span = k_span(ins, _is_mfma, listing.kstep_starts()) if any(_is_mfma(i) for i in ins) else None
    if span is not None:
        return span
    if loops:
        return max(loops, key=lambda r: (r.end - r.start, -r.start))
    return None


def inspect_listing(listing: Listing, reuse: float = 1.0) -> dict:
    res = resources(listing)
    occ = occupancy(res)
    rep = {"kernel": listing.name, "source": listing.source, "origin": listing.origin,
           "notes": list(listing.notes), "resources": res, "occupancy": occ, "launch": launch_check(res)}
    if not listing.instrs:
        return rep
    rep["mix"] = region_stats(listing.instrs)
    rep["loops"] = [_region(listing, r) for r in find_loops(listing.instrs)]
    hot = hot_region(listing)
    if hot is None:
        hot = Region(0, len(listing.instrs) - 1, "kernel")
    rep["hot"] = _region(listing, hot)
    rep["model"] = model(rep["hot"], occ["waves_per_simd"], reuse)
    mf = [mfma_of(i) for i in listing.instrs[hot.start:hot.end + 1] if _is_mfma(i)]
    if mf:
        main = max(mf, key=lambda d: d["cycles"])
        rep["model"]["peak_tflops_of_mfma"] = peak_tflops(main["a_fmt"], main["b_fmt"])
    return rep


def inspect(path: str, kernel: str | None = None, *, llvm_dir: str | None = None, reuse: float = 1.0,
            model_sizes: dict | None = None, model_set: dict | None = None) -> dict:
    """Inspect `kernel` in `path` (.s, .hsaco or spec YAML). With `model_sizes` (a spec's runtime sizes) the
    trace-driven model (`flygen.model`) runs too and its result is under "trace_model"; the roofline
    ("model") stays for comparison."""
    rep = inspect_listing(load(path, kernel, llvm_dir), reuse)
    if model_sizes is not None:
        from flygen.model import model_kernel
        tm = model_kernel(path, rep["kernel"], sizes=model_sizes, overrides=model_set)
        tm.pop("params", None)
        rep["trace_model"] = tm
    return rep


def compare(a: dict, b: dict) -> dict:
    """Side-by-side rows (label, value in a, value in b) of two inspect reports."""
    rows = []
    for label, fn in _ROWS:
        rows.append({"metric": label, "a": fn(a), "b": fn(b)})
    return {"a": a, "b": b, "rows": rows}


def _g(*keys):
    def get(rep):
        cur = rep
        for k in keys:
            if not isinstance(cur, dict) or k not in cur:
                return None
            cur = cur[k]
        return cur
    return get


_ROWS = [
    ("kernel", _g("kernel")),
    ("VGPR arch / AGPR / unified", lambda r: f"{r['resources']['vgpr_arch']} / {r['resources']['agpr']} / "
                                             f"{r['resources']['vgpr_unified']}"),
    ("SGPR", _g("resources", "sgpr")),
    ("LDS bytes", _g("resources", "lds_bytes")),
    ("scratch bytes", _g("resources", "scratch_bytes")),
    ("code bytes", _g("resources", "code_bytes")),
    ("workgroup size", _g("resources", "workgroup_size")),
    ("waves / SIMD", _g("occupancy", "waves_per_simd")),
    ("instructions", _g("mix", "instructions")),
    ("MFMAs", _g("mix", "mfma")),
    ("hot region", lambda r: (f"{r['hot']['kind']} lines {r['hot']['start_line']}-{r['hot']['end_line']}"
                              if "hot" in r else None)),
    ("hot: instructions", _g("hot", "instructions")),
    ("hot: MFMAs", _g("hot", "mfma")),
    ("hot: non-MFMA per MFMA", _g("hot", "non_mfma_per_mfma")),
    ("hot: global B per MFMA", _g("hot", "global_bytes_per_mfma")),
    ("hot: LDS B per MFMA", _g("hot", "lds_bytes_per_mfma")),
    ("hot: waits / barriers", lambda r: f"{r['hot']['waits']} / {r['hot']['barriers']}" if "hot" in r else None),
    ("modeled bound", _g("model", "bound")),
    ("modeled efficiency", _g("model", "modeled_efficiency")),
    ("modeled TFLOPS", _g("model", "modeled_tflops")),
]


# ---- text ------------------------------------------------------------------------------------------
def _mix_line(stats: dict) -> str:
    return "  ".join(f"{k} {v}" for k, v in sorted(stats["by_class"].items(), key=lambda kv: (-kv[1], kv[0])))


def _per_mfma(stats: dict) -> str:
    if not stats["mfma"]:
        return (f"no MFMA; global {stats['global_load_bytes']}+{stats['global_store_bytes']} B (load+store), "
                f"LDS {stats['lds_read_bytes']}+{stats['lds_write_bytes']} B per wave")
    return (f"{stats['non_mfma_per_mfma']} non-MFMA per MFMA, global {stats['global_bytes_per_mfma']} B/MFMA, "
            f"LDS {stats['lds_bytes_per_mfma']} B/MFMA (per wave)")


def _code(n: int | None) -> str:
    if n is None:
        return ""
    where = "over" if n > limits.ICACHE_BYTES else "within"
    return f"; code {n} B ({where} the {limits.ICACHE_BYTES // 1024} KiB I-cache of 2 CUs)"


def launch_check(res: dict) -> list[str]:
    """flygen.isa.limits.launch_problems on what the listing declares (empty: it launches)."""
    wg = res["workgroup_size"] or limits.WAVE_SIZE
    sg = res["sgpr"] - limits.SGPR_RESERVED if res["sgpr"] is not None else 0
    return limits.launch_problems(arch_vgprs=res["vgpr_arch"], agprs=res["agpr"], accum_offset=res["accum_offset"],
                                  total_vgprs=res["vgpr_unified"], sgprs=sg, lds_bytes=res["lds_bytes"],
                                  workgroup_size=wg)


def format_text(rep: dict) -> str:
    r, o = rep["resources"], rep["occupancy"]
    acc = f" (accum_offset {r['accum_offset']})" if r["accum_offset"] is not None else ""
    lines = [f"kernel {rep['kernel']}  [{rep['origin']}: {rep['source']}]",
             f"  registers   VGPR {r['vgpr_arch']} arch + {r['agpr']} acc = {r['vgpr_unified']} unified{acc}, "
             f"allocated {r['vgpr_allocated']}; SGPR {r['sgpr']}",
             f"  memory      LDS {r['lds_bytes']} B/workgroup; scratch {r['scratch_bytes']} B"
             f"{', SPILLS (' + str(r['scratch_ops']) + ' scratch ops)' if r['spills'] else ', no spills'}"
             f"{_code(r['code_bytes'])}",
             f"  occupancy   {o['waves_per_simd']} waves/SIMD ({o['waves_per_cu']}/CU, {o['workgroups_per_cu']} "
             f"workgroups of {o['waves_per_workgroup']} waves); limits: "
             + ", ".join(f"{k} {v}" for k, v in o["by"].items())]
    lines += [f"  DOES NOT LAUNCH: {p}" for p in rep.get("launch", [])]
    lines += [f"  note: {n}" for n in rep["notes"]]
    if "mix" not in rep:
        return "\n".join(lines) + "\n"
    m = rep["mix"]
    lines.append(f"  mix         {m['instructions']} instrs: {_mix_line(m)}")
    if m["mfma_ops"]:
        lines.append("  MFMAs       " + ", ".join(f"{v} x {k}" for k, v in m["mfma_ops"].items()))
    for i, lp in enumerate(rep["loops"], 1):
        lines.append(f"  loop {i}      lines {lp['start_line']}-{lp['end_line']} (depth {lp['depth']}): "
                     f"{lp['instructions']} instrs: {_mix_line(lp)}")
    h = rep["hot"]
    where = {"loop": "loop", "kernel": "whole kernel",
             "k-steps": f"k-steps (K tile 0's mark to the last MFMA; {h.get('before')} instrs before, "
                        f"{h.get('after')} after left out)",
             "mfma span": f"mfma span (first to last MFMA; {h.get('before')} instrs before, {h.get('after')} after "
                          "left out)"}
    lines.append(f"  hot region  {where[h['kind']]}, lines {h['start_line']}-{h['end_line']}: {h['instructions']} instrs, "
                 f"{h['mfma']} MFMA, {h['waits']} waits, {h['barriers']} barriers, {h['nop_wait_states']} nop states")
    lines.append(f"              {_per_mfma(h)}")
    md = rep["model"]
    c = md["cycles_per_iteration_per_cu"]
    cyc = ", ".join(f"{k} {v:g}" for k, v in c.items())
    lines.append(f"  model       (modeled) cycles per iteration per CU: {cyc}; bound: {md['bound']}")
    if md["modeled_efficiency"] is not None:
        peak = md.get("peak_tflops_of_mfma")
        lines.append(f"              modeled efficiency {md['modeled_efficiency']:.0%}, modeled {md['modeled_tflops']} "
                     f"TFLOPS at {md['assumptions']['clock_ghz']} GHz"
                     + (f" (MFMA peak {peak})" if peak else "") + f", modeled HBM {md['modeled_hbm_tbps']} TB/s")
    else:
        lines.append(f"              modeled HBM {md['modeled_hbm_tbps']} TB/s")
    tm = rep.get("trace_model")
    if tm is not None:
        tf = f", modeled {tm['modeled_tflops']} TFLOPS" if tm["modeled_tflops"] else ""
        lines.append(f"  trace model (modeled, flygen model) grid {tm['grid']}: {tm['cu']['cycles_resident']:.0f} cycles for "
                     f"{tm['cu']['resident_workgroups']} resident workgroup(s), {tm['modeled_time_us']} us{tf}; "
                     f"bound: {tm['bound']}")
    return "\n".join(lines) + "\n"


def format_vs(cmp: dict) -> str:
    def s(v):
        return "-" if v is None else str(v)
    w0 = max(len(r["metric"]) for r in cmp["rows"])
    w1 = max(len(s(r["a"])) for r in cmp["rows"])
    out = [f"{r['metric']:<{w0}}  {s(r['a']):<{w1}}  {s(r['b'])}" for r in cmp["rows"]]
    return "\n".join(out) + "\n"
