"""Shape fuzzing: do the shipped kernel families verify on shapes their tests never used?

For each family, compile-time variants (written as temporary spec files, so they pass through
`flygen.spec.load` exactly like a user's) x runtime sizes (edge cases first: 1, tile-1, tile, tile+1,
primes, a few tiles). Each point is classified:

  pass      verified on the emulator
  FAIL      verify ran and an element / guard / hazard check failed           (kernel or reference bug)
  rejected  the spec loader rejected the variant with a located error          (fine: outside the schema)
  planerr   the planner raised PlanError (prefixed with file and kernel)        (fine, but the spec should say)
  refused   verify raised a FlygenError (one line in the CLI, e.g. a runtime size of 0)
  CRASH     any other exception (internal error, assembler error, emulator)   (a bug)

Deterministic (fixed seeds; the sampled subset is fixed by --seed); time-boxed by --budget seconds.
Usage:  python bench/fuzz_shapes.py [--family F] [--budget 1500] [--json out.json] [--max-per-family N]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

import yaml

from flygen.build.pipeline import generate
from flygen.errors import FlygenError, PlanError, SpecErrors
from flygen.toolchain import find_toolchain
from flygen.check.verify import verify_one

PRIMES = (2, 3, 5, 7, 13, 31, 37, 61, 67, 97, 127, 131)


def edge(tile: int, extra=()) -> list[int]:
    """Runtime extents around one tile: 1, tile-1, tile, tile+1, 2*tile+small prime, plus extras (deduped, sorted)."""
    v = {1, max(1, tile - 1), tile, tile + 1, 2 * tile + 3, *extra}
    return sorted(x for x in v if x >= 1)


# ---------------------------------------------------------------- variants per family: (spec entry, [sizes])

def elementwise_variants():
    out = []
    for xd in ("f32", "bf16", "f16"):
        for yd in ("f32", "bf16", "f16"):
            for vec in (1, 2, 4, 8):
                for block in (64, 256, 1024):
                    e = {"family": "elementwise", "op": "axpby", "x_dtype": xd, "y_dtype": yd, "vector": vec,
                         "block": block}
                    per = block * vec
                    sizes = [{"n": n} for n in edge(per, (2, 3, 5, 7, vec + 1, per * 3 - 1))]
                    out.append((e, sizes))
    return out


def gemm_fp8_variants():
    out = []
    tiles = {4: [(64, 64), (128, 64), (64, 128), (128, 128), (256, 256)], 8: [(128, 256), (256, 256)]}
    for dtype in ("fp8", "bf16", "f16"):
        bk = 128 if dtype == "fp8" else 64
        for waves, tl in tiles.items():
            for bm, bn in tl:
                for b_layout in ("row_major", "preshuffled"):
                    for c_store in ("wide", "narrow"):
                        for sched in ("pipelined", "pingpong") if waves == 8 else ("pipelined",):
                            for k_tiles in (1, 2, 3):
                                for acc in ("auto", "agpr"):
                                    e = {"family": "gemm_fp8", "dtype": dtype, "K": bk * k_tiles, "waves": waves,
                                         "tile_m": bm, "tile_n": bn, "tile_k": bk, "b_layout": b_layout,
                                         "c_store": c_store, "schedule": sched, "acc": acc,
                                         "setprio": k_tiles != 2}
                                    ms, ns = edge(bm, (17,)), edge(bn, (2, 3, 5, 6, 17, 18, 19))
                                    sizes = [{"M": m, "N": n} for m in (1, bm) for n in ns]
                                    sizes += [{"M": m, "N": bn} for m in ms]
                                    sizes += [{"M": m, "N": n} for m, n in ((bm + 1, bn + 1), (61, 67), (131, 97))]
                                    out.append((e, sizes))
    return out


def preshuffle_variants():
    out = []
    kinds = [("fp8", None), ("int8", None), ("f16", None), ("bf16", None)]
    kinds += [("mx", (a, b)) for a in ("fp4", "fp6", "bf6", "fp8") for b in ("fp4", "fp8")]
    for in_dtype, mx in kinds:
        for tile_m in (16, 32, 64, 128, 256):
            for tile_n in (64, 128, 256):
                for tile_k in (32, 64, 128, 256, 512):
                    for k_tiles in (1, 2, 3):
                        for n_tiles in (1, 2):
                            for lds_stage in (1, 2):
                                for a_path in ("sync", "async"):
                                    for epi in ("none", "bias", "bias_relu", "bias_silu", "bias_gelu"):
                                        for out_dtype in ("bf16", "f16"):
                                            e = {"family": "gemm_preshuffle", "in_dtype": in_dtype,
                                                 "N": tile_n * n_tiles, "K": tile_k * k_tiles, "tile_m": tile_m,
                                                 "tile_n": tile_n, "tile_k": tile_k, "lds_stage": lds_stage,
                                                 "a_path": a_path, "epilogue": epi, "out_dtype": out_dtype}
                                            if mx:
                                                e.update(mx_a=mx[0], mx_b=mx[1])
                                            sizes = [{"M": m} for m in edge(tile_m, (2, 37))]
                                            out.append((e, sizes))
    return out


def conv3d_variants():
    out = []
    for dtype in ("bf16", "fp8"):
        cper = 64 if dtype == "bf16" else 128     # channels in one 128-byte K tile
        cmin = 8 if dtype == "bf16" else 16       # channels in one 16-byte DMA chunk (the smallest C)
        # whole K tiles, and channel tails (padded taps): one chunk, a few, one short of a tile, a tile and one
        channels = (cper, 2 * cper, cmin, 3 * cmin, cper - cmin, cper + cmin)
        for geo in (
            # (n, d, h, w, t, r, s, stride, padding, dilation)
            (1, 1, 1, 1, 1, 1, 1, [1, 1, 1], [0, 0, 0], [1, 1, 1]),      # one output pixel
            (1, 1, 1, 1, 3, 3, 3, [1, 1, 1], [1, 1, 1], [1, 1, 1]),      # filter bigger than input, padding
            (2, 3, 5, 7, 3, 3, 3, [1, 1, 1], [1, 1, 1], [1, 1, 1]),
            (1, 4, 6, 5, 2, 2, 2, [2, 2, 2], [0, 0, 0], [1, 1, 1]),      # even filter, stride 2
            (1, 5, 5, 5, 3, 3, 3, [2, 1, 3], [2, 0, 1], [1, 2, 1]),      # mixed per-axis
            (1, 7, 3, 3, 3, 1, 1, [1, 1, 1], [0, 0, 0], [3, 1, 1]),      # dilated temporal
            (3, 2, 3, 11, 1, 1, 5, [1, 1, 2], [0, 0, 2], [1, 1, 1]),     # wide filter along w
            (1, 3, 3, 3, 1, 1, 1, [3, 3, 3], [1, 1, 1], [1, 1, 1]),      # stride > filter (skipped pixels)
            (2, 1, 9, 9, 1, 3, 3, [1, 1, 1], [0, 1, 1], [1, 1, 1]),      # 2-D conv as d = 1
            (1, 2, 2, 2, 1, 2, 2, [1, 1, 1], [0, 3, 3], [1, 1, 1]),      # padding > filter: all-zero borders
        ):
            for c in channels:
                for k in (1, 16, 64, 65, 130):
                    for waves, bm, bn in ((4, 64, 64), (4, 128, 64), (4, 64, 128), (8, 128, 256)):
                        for w_layout in ("row_major", "preshuffled"):
                            for bias, relu, k_loop in ((False, False, "auto"), (True, True, "auto"),
                                                       (False, True, "taps"), (True, False, "taps")):
                                n, d, h, w, t, r, s, st, pd, dl = geo
                                e = {"family": "conv3d", "dtype": dtype, "n": n, "d": d, "h": h, "w": w,
                                     "c": c, "k": k, "t": t, "r": r, "s": s, "stride": st,
                                     "padding": pd, "dilation": dl, "bias": bias,
                                     "activation": "relu" if relu else "none", "waves": waves,
                                     "tile_m": bm, "tile_n": bn, "w_layout": w_layout, "k_loop": k_loop}
                                out.append((e, [{}]))
    return out


def moe_variants():
    out = []
    for stage in (1, 2):
        for a_dtype in ("fp4", "fp8", "bf16"):          # bf16: a16w4 (fp4 weights dequantised to bf16)
            for inter_dtype in ("bf16", "fp4", "fp8") if stage == 1 else ("bf16",):
                for tile_m in (16, 32, 64, 128):
                    for tile_n in (64, 128, 256):
                        for tile_k in (128, 256, 512):
                            for experts, topk in ((1, 1), (2, 2), (4, 2), (5, 3), (8, 1)):
                                hidden = 256 if stage == 2 else max(256, tile_k)
                                inter = max(256, tile_n) if stage == 1 else max(256, tile_k)
                                e = {"family": "moe", "stage": stage, "a_dtype": a_dtype, "hidden": hidden,
                                     "inter": inter, "experts": experts, "topk": topk, "tile_m": tile_m,
                                     "tile_n": tile_n, "tile_k": tile_k, "inter_dtype": inter_dtype,
                                     "inter_tile_k": 256}
                                toks = sorted({1, 2, tile_m - 1, tile_m, tile_m + 1, 3 * tile_m + 5} - {0})
                                sizes = [{"tokens": t} for t in toks]
                                if experts > topk:
                                    sizes.append({"tokens": 3, "empty_expert": 0})
                                out.append((e, sizes))
    return out


FAMILIES = {"elementwise": elementwise_variants, "gemm_fp8": gemm_fp8_variants,
            "gemm_preshuffle": preshuffle_variants, "conv3d": conv3d_variants, "moe": moe_variants}


# ---------------------------------------------------------------- running one point

def build_variant(entry: dict, tmp: Path, tag: str):
    """Write a one-kernel spec, load (validate), plan, render. Returns (status, built_or_message)."""
    spec = {"target": "gfx950", "kernels": [{"name": f"fz_{tag}", **entry}]}
    path = tmp / f"fz_{tag}.yaml"
    path.write_text(yaml.safe_dump(spec, sort_keys=False))
    try:
        (b,) = generate([path])
    except SpecErrors as e:
        return "rejected", str(e.errors[0]).split(": ", 1)[-1]
    except PlanError as e:
        return "planerr", str(e)
    except Exception as e:  # noqa: BLE001 -- an internal error is exactly what we are looking for
        return "CRASH", f"build: {type(e).__name__}: {e}"
    return "ok", b


def run_point(b, sizes: dict, tc, seed: int):
    try:
        r = verify_one(b, sizes, seed=seed, toolchain=tc)
    except FlygenError as e:   # a named refusal (e.g. a size out of range), shown as one line by the CLI
        return "refused", str(e)
    except Exception as e:  # noqa: BLE001
        tb = traceback.extract_tb(e.__traceback__)[-1]
        return "CRASH", f"verify: {type(e).__name__}: {e} ({Path(tb.filename).name}:{tb.lineno})"
    if r["passed"]:
        return "pass", ""
    bad = [c for c in r["checks"] if c["mismatches"] or not c["guard_ok"] or c["nan_mismatch"]]
    msg = "; ".join(f"{c['arg']}: {c['mismatches']}/{c['count']} bad, guard {'ok' if c['guard_ok'] else 'HIT'}, "
                    f"first {c['first_bad'][:1]}" for c in bad)
    if r["hazards"]:
        msg += f"; hazards: {r['hazards'][:2]}"
    return "FAIL", msg


def sample(variants: list, n: int, rng: random.Random) -> list:
    """Keep the first variant (the family's baseline) and a seeded sample of the rest, in original order."""
    if len(variants) <= n:
        return variants
    idx = sorted(rng.sample(range(1, len(variants)), n - 1))
    return [variants[0]] + [variants[i] for i in idx]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--family", action="append", choices=sorted(FAMILIES))
    ap.add_argument("--budget", type=float, default=1500.0, help="seconds for the whole run")
    ap.add_argument("--max-per-family", type=int, default=40, help="compile-time variants sampled per family")
    ap.add_argument("--max-sizes", type=int, default=8, help="runtime sizes per variant (edge cases first)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", help="write all rows here")
    args = ap.parse_args(argv)
    fams = args.family or list(FAMILIES)
    rng = random.Random(args.seed)
    tc = find_toolchain()
    t0 = time.time()
    rows, tally = [], {}
    with tempfile.TemporaryDirectory(prefix="flygen-fuzz-") as td:
        tmp = Path(td)
        plans = {f: sample(FAMILIES[f](), args.max_per_family, rng) for f in fams}
        budget_each = args.budget / len(fams)
        for fam in fams:
            t_fam = time.time()
            for vi, (entry, sizes) in enumerate(plans[fam]):
                if time.time() - t_fam > budget_each or time.time() - t0 > args.budget:
                    print(f"# {fam}: time box hit after {vi} variants", flush=True)
                    break
                tag = f"{fam}_{vi}"
                status, b = build_variant(entry, tmp, tag)
                desc = {k: v for k, v in entry.items() if k != "family"}
                if status != "ok":
                    rows.append({"family": fam, "variant": desc, "sizes": None, "status": status, "msg": b})
                    tally[(fam, status)] = tally.get((fam, status), 0) + 1
                    if status == "CRASH":
                        print(f"{fam:16s} {status:8s} {desc} :: {b}", flush=True)
                    continue
                picked = sizes[: args.max_sizes]
                for s in picked:
                    ts = time.time()
                    st, msg = run_point(b, s, tc, seed=vi)
                    rows.append({"family": fam, "variant": desc, "sizes": s, "status": st, "msg": msg,
                                 "seconds": round(time.time() - ts, 2)})
                    tally[(fam, st)] = tally.get((fam, st), 0) + 1
                    if st != "pass":
                        print(f"{fam:16s} {st:8s} {desc} {s} :: {msg}", flush=True)
    kinds = ("pass", "FAIL", "CRASH", "refused", "planerr", "rejected")
    print("\n" + f"{'family':16s}" + "".join(f"{k:>9s}" for k in kinds))
    for fam in fams:
        print(f"{fam:16s}" + "".join(f"{tally.get((fam, k), 0):9d}" for k in kinds))
    print(f"total {time.time() - t0:.0f} s, {len(rows)} rows")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1, default=str))
    return 1 if any(k[1] in ("FAIL", "CRASH") for k in tally) else 0


if __name__ == "__main__":
    sys.exit(main())
