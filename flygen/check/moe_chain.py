"""`flygen verify --moe-chain`: a MoE end to end on the emulator -- routing, stage 1 (gate+up, SiLU) on the
device, the intermediate handed on as stage 2 reads it, stage 2 (down, weighted scatter) on the device --
against the float64 MoE computed from the inputs alone (issue 19).

Pairs: every stage-1 and stage-2 kernel of the selection that share experts, topk, hidden, inter and tile_m
(one routing, sorted in tile_m-row blocks, serves both), where stage 1 either writes bf16 (the host quantises
it to stage 2's MX format, as the reference project's glue does) or writes stage 2's MX format itself
(inter_dtype = stage 2's a_dtype, inter_tile_k = its tile_k: stage 2 reads those very bytes). An a16w4 stage 2
(a_dtype bf16) takes stage 1's bf16 bytes as they are (no quantisation; a_err = stage 1's own bound).

Bound on stage 2's output: flygen.ref.moe.stage2_case's order-free stage-2 bound, over a_ref = the float64
intermediate silu(g) * u and a_err = mx_quant_bound(h, e_1, fmt): the MX quantisation of a value within e_1 of
h, where e_1 is stage 1's own bound (its bf16 check's, or the MX case's f32 uncertainty). Stage 1 is checked too
(its usual case), so a wrong intermediate fails where it is made, and the chain fails if the hand-over is wrong.
"""
from __future__ import annotations


import numpy as np

from flygen.scratch import scratch_dir
from flygen.build.pipeline import spec_location
from flygen.families import of_spec

MOE = of_spec("flygen.spec.moe").name      # the family these chains belong to (named by the registry)


def chains(p1: dict, p2: dict) -> bool:
    same = all(p1[k] == p2[k] for k in ("experts", "topk", "hidden", "inter", "tile_m"))
    inter = p1.get("inter_dtype", "bf16")
    handed = inter == "bf16" or (inter == p2["a_dtype"] and p1["inter_tile_k"] == p2["tile_k"])
    handed = handed and (p2["a_dtype"] != "bf16" or inter == "bf16")     # a16w4 stage 2 reads bf16 only
    # an a8w8 stage 2 (fp8 codes + f32 scale_row, no e8m0 blocks) would need a per-row fp8 hand-over: not built
    handed = handed and p2.get("w_dtype", "fp4") != "fp8"
    return p1["stage"] == 1 and p2["stage"] == 2 and same and handed


def pairs(builds) -> list:
    """(stage-1 build, stage-2 build) for every pair of the selection that chains, in spec order."""
    moe = [b for b in builds if b.plan.family == MOE]
    return [(b1, b2) for b1 in moe for b2 in moe if chains(b1.spec.params, b2.spec.params)]


def verify_chain(b1, b2, sizes: dict | None = None, seed: int = 0, waive=(), toolchain=None) -> dict:
    from flygen.ref import moe as R
    from flygen.ref.case import runtime_size
    from flygen.runtime.run import check_case
    from flygen.build.pipeline import generate_one
    from flygen.spec.load import companion_specs
    from flygen.check.verify import emu_library

    p1, p2 = b1.spec.params, b2.spec.params
    sizes = sizes or {}
    rng = np.random.default_rng(seed)
    tokens = runtime_size(sizes, "tokens", 37)
    from flygen.runtime.library import check_plan_sizes   # before any case: every 32-bit limit of both stages
    check_plan_sizes([b1.plan, b2.plan] + [generate_one(c).plan for c in companion_specs(b2.spec)],
                     {**{k: v for k, v in sizes.items() if isinstance(v, int)}, "tokens": tokens})
    skip = int(sizes.get("empty_expert", p1["experts"] - 1)) if p1["experts"] > p1["topk"] else None
    r = R.random_routing(p1, tokens, rng, skip)
    S, nv, inter, fmt = len(r.sorted_token_ids), r.num_valid_ids, p1["inter"], p2["a_dtype"]
    with scratch_dir(prefix="flygen-moe-chain-") as tmp:
        # stage 2 with reduce: rows is a pair (NAME, then NAME_reduce): the library holds both
        lib = emu_library([b1, b2] + [generate_one(c) for c in companion_specs(b2.spec)], tmp, toolchain, waive)
        c1 = R.stage1_case(p1, r, rng)
        r1 = check_case(lib, b1.plan.name, c1)
        h, e1 = np.zeros((S, inter)), np.zeros((S, inter))
        scale_row = s_r = None
        if p1.get("inter_dtype", "bf16") == "bf16":
            chk = c1.checks[0]
            h[:nv], e1[:nv] = chk.expected.reshape(nv, inter), chk.atol.reshape(nv, inter)
            x = np.zeros((S, inter))
            x[:nv] = np.asarray(c1.args["out"])[: nv * inter].astype(np.float64).reshape(nv, inter)
            if fmt == "bf16":          # a16w4 stage 2 reads stage 1's bf16 bytes as they are (s_r = 1)
                a, scale_bytes = (np.asarray(c1.args["out"]).view(np.uint16)[:S * inter], None, x), None
                if p2.get("row_scale", "none") == "f32":
                    scale_row = np.ones(r.tokens * r.topk, np.float32)
            else:
                if p2.get("row_scale", "none") == "f32":
                    # per-row quantisation of the hand-over: s_r = f32 amax of row r, A2 = MX(x / s_r), stage 2
                    # multiplies s_r back (scale_row[token * topk + slot]); the reference rows are h / s_r
                    s_r, scale_row = row_quantisation(x, r)
                    x, h, e1 = x / s_r, h / s_r, e1 / s_r
                a, scale_bytes = R.quantize_sorted(x, fmt), None
        else:
            h[:nv], e1[:nv] = c1.extra["h"], c1.extra["e_h"]
            a, scale_bytes = (c1.args["out"], None, None), c1.args["out_scale"]
            if p2.get("row_scale", "none") == "f32":       # stage 2 reads stage 1's bytes as written: s_r = 1
                scale_row = np.ones(r.tokens * r.topk, np.float32)
        err = e1 if fmt == "bf16" else R.mx_quant_bound(h, e1, fmt)
        c2 = R.stage2_case(p2, r, rng, a=a, scale_bytes=scale_bytes, a_ref=h, a_err=err, scale_row=scale_row,
                           sorted_row_scale=s_r)
        r2 = check_case(lib, b2.plan.name, c2)
    checks = [{**c, "arg": f"{b1.plan.name}.{c['arg']}"} for c in r1["checks"]] + \
             [{**c, "arg": f"{b2.plan.name}.{c['arg']}"} for c in r2["checks"]]
    return {"kernel": f"{b1.plan.name} -> {b2.plan.name}", "spec": spec_location(b2.spec), "family": MOE,
            "case": f"end to end vs the float64 MoE; {c2.note}", "grid": r2["grid"], "block": r2["block"],
            "passed": r1["passed"] and r2["passed"], "checks": checks, "hazards": r1["hazards"] + r2["hazards"],
            "warnings": r1["warnings"] + r2["warnings"], "info": r1["info"] + r2["info"],
            "instructions": r1["instructions"] + r2["instructions"], "fidelity": r2["fidelity"],
            "then": [{"kernel": b1.plan.name, "grid": r1["grid"], "block": r1["block"],
                      "instructions": r1["instructions"], "fidelity": r1["fidelity"]}]}


def row_quantisation(x: np.ndarray, r) -> tuple[np.ndarray, np.ndarray]:
    """Per-row scales of a sorted intermediate x [S, inter] (float64): (s [S, 1] float64 of f32 values, the
    kernel's scale_row [tokens * topk] f32 in (token, slot) order). s_r = f32(amax of row r) (1 for all-zero
    and padding rows), so x / s_r lies in [-1, 1]; padding rows' entries are not in scale_row."""
    from flygen.ref.moe import SLOT_SHIFT, TOKEN_MASK
    amax = np.abs(x).max(axis=1)
    s = np.where(amax > 0, amax, 1.0).astype(np.float32).astype(np.float64)
    ids = r.sorted_token_ids[: r.num_valid_ids].astype(np.int64)
    tok, slot = ids & TOKEN_MASK, ids >> SLOT_SHIFT
    real = tok < r.tokens
    scale_row = np.ones(r.tokens * r.topk, np.float32)
    scale_row[tok[real] * r.topk + slot[real]] = s[: r.num_valid_ids][real]
    s[r.num_valid_ids:] = 1.0
    s[: r.num_valid_ids][~real] = 1.0
    return s[:, None], scale_row


def iter_chains(spec_paths, names=(), sizes=None, seed: int = 0, waive=(), store=None):
    """Each chaining pair of the selection's result, in spec order; a selection without one is an error.
    `store` (flygen.check.results.ResultStore): recorded with kind "chain" (kernel "S1 -> S2", keyed by both
    kernels' .s); a recorded pass is served, not run again."""
    from flygen.check.results import served_or_recorded
    from flygen.build.pipeline import generate_one, select
    from flygen.errors import FlygenError
    from flygen.spec.load import load_specs

    built = [generate_one(ks) for ks in select(load_specs(spec_paths), tuple(names))
             if ks.family == MOE]
    found = pairs(built)
    if not found:
        raise FlygenError("--moe-chain: the selection has no stage-1 and stage-2 moe kernels that chain (same "
                          "experts, topk, hidden, inter, tile_m; stage 1 writing bf16 or stage 2's MX format "
                          "with inter_tile_k = its tile_k)")
    sizes = dict(sizes or {})
    for b1, b2 in found:
        yield served_or_recorded(store, b2, sizes, seed, waive, "chain", lambda: verify_chain(b1, b2, sizes, seed, waive),
                                 stage1=b1, reads=sorted(sizes))
