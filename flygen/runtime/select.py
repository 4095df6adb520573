"""`flygen select`: the kernel of a built library for a GEMM problem (M, N, K, dtype), by constraints then cost.

Constraints come from each kernel's manifest parameters through the family registry's `contract` hook (flygen/families.py): what its
operands are (dtype, output dtype, epilogue, B layout), which sizes are compiled in (K, unless the kernel has
`K: runtime`, then any multiple of tile_k, or with gemm_preshuffle's k_tail any K its limits take; N for gemm_preshuffle; a problem must equal them exactly) and which are
runtime arguments with ragged edges handled by the kernel (M, and N for gemm_fp8), and that the grid the manifest computes for the problem is launchable.
Every kernel that does not fit is listed with every reason it does not.

The cost of a kernel that fits is a MODELED figure, never a measurement: `flygen.inspect`'s steady-state model of
the kernel's hot loop (cycles per iteration per CU with the occupancy's resident workgroups) times the loop
iterations one tile needs (2*tile_m*tile_n*K / flops per iteration of a workgroup) times the rounds of workgroups
the grid takes on 256 CUs. Prologue, epilogue and tail effects are not modeled; ragged-edge waste is (a partial
tile costs a full one). The lowest modeled time wins (compared unrounded); on a tie (e.g. two kernels bound by the
same HBM traffic) the lower modeled time of the next-busiest resource, then a row-major B (the caller need not
preshuffle B), then the name. `flygen.runtime.table` prints this rule as C (`select --emit c`).

`model="trace"` ranks by the trace-driven model instead (`trace_cost`, flygen.model: seconds per kernel, so not
the default); its figures are MODELED too.
"""
from __future__ import annotations

import math
import re
from dataclasses import asdict, dataclass

from flygen.cnames import brief
from flygen.errors import FlygenError
from flygen.families import FAMILIES
from flygen.isa import limits
from flygen.runtime.library import KernelInfo, RuntimeError_, read_manifest, check_sizes
from flygen.spec.schema import canonical_params

DTYPE_ALIASES = {"fp16": "f16", "half": "f16", "int8": "i8", "mxfp4": "mx_fp4_fp4", "mxfp8": "mx_fp8_fp8",
                 "mxfp6": "mx_fp6_fp6"}
SIZE_LIMIT = (1 << 31) - 1      # runtime sizes are u32 kernel arguments; refuse what no index math was planned for


def canon(dtype: str | None) -> str | None:
    return None if dtype is None else DTYPE_ALIASES.get(str(dtype).lower(), str(dtype).lower())


@dataclass(frozen=True)
class Contract:
    """What a GEMM kernel computes and which problems it accepts."""
    dtype: str
    out_dtype: str
    epilogue: str
    b_layout: str
    tile: tuple[int, int, int]
    fixed: dict                      # sizes compiled in: {"K": 4096} or {"N": 256, "K": 512}
    ragged: tuple[str, ...]          # runtime sizes any value of which the kernel handles (partial tiles)
    lds: tuple[str, ...] = ()        # run-time leading dimensions ("lda", "ldb", "ldc"): any pitch >= the row
                                     # (else packed)
    batched: bool = False            # grid z = batch: takes a batched problem (Problem.batch), only that


def gemm_fp8_contract(p: dict) -> Contract:
    b = p.get("b_dtype") or p["dtype"]          # mixed 8-bit inputs: "fp8_bf8" (A_B), like mx_A_B
    dt = canon(p["dtype"]) if b == p["dtype"] else f"{canon(p['dtype'])}_{canon(b)}"
    # epilogue: split-K only, applied by the reduce (absent in manifests built before the field: none)
    return Contract(dt, canon(p["out_dtype"]), p.get("epilogue", "none"), p["b_layout"],
                    (p["tile_m"], p["tile_n"], p["tile_k"]), {} if p["K"] == "runtime" else {"K": p["K"]},
                    ("M", "N", "K") if p.get("k_tail") and p["K"] == "runtime" else ("M", "N"),
                    tuple(ld for ld in ("lda", "ldb", "ldc") if p.get(ld) == "runtime"), bool(p.get("batch")))


def gemm_preshuffle_contract(p: dict) -> Contract:
    dt = f"mx_{p['mx_a']}_{p['mx_b']}" if p["in_dtype"] == "mx" else canon(p["in_dtype"])
    return Contract(dt, canon(p["out_dtype"]), p["epilogue"], "preshuffled", (p["tile_m"], p["tile_n"], p["tile_k"]),
                    {s: p[s] for s in "NK" if p[s] != "runtime"},
                    ("M", "K") if p.get("k_tail") and p["K"] == "runtime" else ("M",),   # k_tail: a ragged K tile
                    tuple(ld for ld in ("lda", "ldc") if p.get(ld) == "runtime"), bool(p.get("batch")))


def contract(family: str, params: dict) -> Contract | None:
    """The selection contract of a kernel (the family registry's `contract` hook), None for non-GEMM families."""
    f = FAMILIES.get(family)
    hook = f.hook("contract") if f else None
    if hook is None:
        return None
    try:   # canonical_params: a manifest built before the vocabulary change
        c = hook(canonical_params(f.module("spec"), params))
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:   # a manifest is input
        raise FlygenError(f"{family} kernel parameters {brief(params, 120)}: not a {family} kernel's "
                          f"({type(e).__name__}: {brief(str(e), 80)})") from None
    return None if c is None else _checked(c, family)


_WORD = re.compile(r"[A-Za-z0-9_.\-]{1,64}")


def _checked(c: Contract, family: str) -> Contract:
    """A contract's values are printed into C by `select --emit c`: plain words and int64 sizes only."""
    words = (c.dtype, c.out_dtype, c.epilogue, c.b_layout)
    sizes = (*c.tile, *c.fixed.values())
    if not all(isinstance(w, str) and _WORD.fullmatch(w) for w in words) or len(c.tile) != 3 \
            or not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= SIZE_LIMIT for v in sizes) \
            or not set(c.fixed) <= set("MNK") or not set(c.ragged) <= set("MNK"):
        raise FlygenError(f"{family} kernel contract {brief(words + sizes, 120)}: types, layouts and sizes must be "
                          f"plain words and integers in [1, {SIZE_LIMIT}]")
    return c


@dataclass(frozen=True)
class Problem:
    M: int
    N: int
    K: int
    dtype: str | None = None
    out_dtype: str | None = None
    epilogue: str = "none"
    b_layout: str | None = None
    lda: int | None = None           # A's / C's row pitch in elements; None: packed (lda = K, ldc = N)
    ldc: int | None = None
    ldb: int | None = None           # B's row pitch (row-major B); None: packed (K)
    batch: int | None = None         # a batch of GEMMs (grid z); None: one GEMM (only unbatched kernels fit it)
    stride_a: int | None = None      # batch strides in elements; None: packed (M lda, N ldb or the preshuffled
    stride_b: int | None = None      # B's ceil(N/16) 16 K, M ldc)
    stride_c: int | None = None

    def __post_init__(self):
        opt = ("lda", "ldc", "ldb", "batch", "stride_a", "stride_b", "stride_c")
        for s in ("M", "N", "K") + opt:
            v = getattr(self, s)
            if v is None and s in opt:
                continue
            lo = 0 if s.startswith("stride") else 1
            if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= SIZE_LIMIT ** (2 if lo == 0 else 1):
                raise FlygenError(f"problem size {s} must be an integer in [{lo}, {SIZE_LIMIT}"
                                  f"{'^2' if lo == 0 else ''}], got {v!r}")
        for ld, row in (("lda", "K"), ("ldb", "K"), ("ldc", "N")):
            if getattr(self, ld) is not None and getattr(self, ld) < getattr(self, row):
                raise FlygenError(f"problem {ld}={getattr(self, ld)} is less than {row}={getattr(self, row)}; "
                                  f"nearest: {ld}={getattr(self, row)}")
        if self.batch is None and any(getattr(self, x) is not None for x in ("stride_a", "stride_b", "stride_c")):
            raise FlygenError("problem batch strides go with batch=B (a batched problem)")

    def pitches(self) -> dict:
        """{lda, ldb, ldc}: the given pitches, packed (K, K, N) where not given."""
        return {"lda": self.K if self.lda is None else self.lda, "ldb": self.K if self.ldb is None else self.ldb,
                "ldc": self.N if self.ldc is None else self.ldc}

    def strides(self, b_layout: str) -> dict:
        """{stride_a, stride_b, stride_c} of a batched problem: the given ones, packed where not given (B of
        `b_layout`: row-major N x ldb elements, preshuffled ceil(N/16) x 16 x K, as flygen.ref.gemm.preshuffle_b
        pads it); {} for one GEMM."""
        if self.batch is None:
            return {}
        pt = self.pitches()
        b = -(-self.N // 16) * 16 * self.K if b_layout == "preshuffled" else self.N * pt["ldb"]
        packed = {"stride_a": self.M * pt["lda"], "stride_b": b, "stride_c": self.M * pt["ldc"]}
        return {x: packed[x] if getattr(self, x) is None else getattr(self, x) for x in packed}

    def launch_sizes(self, b_layout: str) -> dict:
        """Every run-time size a kernel's grid and limits may read: M, N, K, the pitches, batch (1 for one GEMM)
        and the batch strides."""
        return {"M": self.M, "N": self.N, "K": self.K, **self.pitches(), "batch": self.batch or 1,
                **self.strides(b_layout)}


class NoKernelFits(FlygenError):
    """No kernel of the library accepts the problem; the message lists each candidate's reasons."""

    def __init__(self, problem: Problem, rejected: list[dict]):
        self.problem, self.rejected = problem, rejected
        lines = [f"no kernel fits {describe(problem)}:"]
        lines += [f"  {r['kernel']}: {'; '.join(r['reasons'])}" for r in rejected if r["contract"]]
        other = [r for r in rejected if not r["contract"]]
        if other:
            fams = sorted({r["family"] for r in other})
            lines.append(f"  ({len(other)} kernel(s) of {', '.join(fams)}: not GEMMs)")
        super().__init__("\n".join(lines))


def describe(p: Problem) -> str:
    extra = [f"{k}={v}" for k, v in (("dtype", p.dtype), ("out_dtype", p.out_dtype), ("epilogue", p.epilogue),
                                      ("b_layout", p.b_layout), ("lda", p.lda), ("ldb", p.ldb), ("ldc", p.ldc),
                                      ("batch", p.batch), ("stride_a", p.stride_a), ("stride_b", p.stride_b),
                                      ("stride_c", p.stride_c)) if v is not None]
    return f"M={p.M} N={p.N} K={p.K}" + (" " + " ".join(extra) if extra else "")


def reasons(k: KernelInfo, c: Contract | None, p: Problem) -> list[str]:
    """Why `k` cannot run problem `p` (empty: it can)."""
    if c is None:
        return [f"family {k.family} is not a GEMM"]
    out = []
    if c.batched and p.batch is None:
        out.append("a batched GEMM (grid z = batch): the problem is one GEMM (give batch=B for a batch)")
    if not c.batched and p.batch is not None:
        out.append(f"not a batched GEMM (batch: true is not built); the problem has batch={p.batch}")
    if p.dtype is not None and c.dtype != canon(p.dtype):
        out.append(f"inputs are {c.dtype}, not {canon(p.dtype)}")
    if p.out_dtype is not None and c.out_dtype != canon(p.out_dtype):
        out.append(f"output is {c.out_dtype}, not {canon(p.out_dtype)}")
    if c.epilogue != p.epilogue:
        out.append(f"epilogue is {c.epilogue}, not {p.epilogue}")
    if p.b_layout is not None and c.b_layout != p.b_layout:
        out.append(f"B is {c.b_layout}, not {p.b_layout}")
    for s, v in c.fixed.items():
        if getattr(p, s) != v:
            out.append(f"{s} is compiled in as {v}; the problem has {s}={getattr(p, s)}")
    for s, t in zip("MNK", c.tile):
        if s not in c.fixed and s not in c.ragged and getattr(p, s) % t:
            out.append(f"{s}={getattr(p, s)} is not a multiple of the {s} tile {t}")
    for ld, row in (("lda", "K"), ("ldb", "K"), ("ldc", "N")):
        if ld not in c.lds and p.pitches()[ld] != getattr(p, row):
            out.append(f"{ld} is {row} (rows packed; {ld}: runtime is not built); the problem has {ld}={p.pitches()[ld]}")
    if not out:
        try:
            _grid(k, c, p)
            check_sizes(k.name, k.limits, p.launch_sizes(c.b_layout))     # 32-bit limits, alignment of pitches
        except (RuntimeError_, FlygenError) as e:
            out.append(str(e).split(": ", 1)[-1])
    return out


def _grid(k: KernelInfo, c: Contract, p: Problem) -> tuple:
    """The kernel's launch grid for problem `p` (grid z = batch for a batched kernel)."""
    sizes = p.launch_sizes(c.b_layout)
    return k.grid(**{s: sizes[s] for s in k.grid_sizes if s in sizes})


_INSPECT_CACHE: dict = {}


def _inspect(k: KernelInfo, reuse: float) -> dict:
    """`flygen.inspect` of the kernel's .s, cached per (file, size, mtime, reuse): a table or a grid of shapes
    asks the same kernel many times."""
    from flygen.inspect import inspect
    st = k.asm.stat()
    key = (str(k.asm), st.st_size, st.st_mtime_ns, k.name, float(reuse))
    if key not in _INSPECT_CACHE:
        _INSPECT_CACHE[key] = inspect(str(k.asm), k.name, reuse=reuse)
    return _INSPECT_CACHE[key]


def kernel_model(k: KernelInfo, reuse: float = 1.0) -> dict:
    """The problem-independent part of the roofline cost (MODELED): cycles per hot-loop iteration per CU (the
    bound resource's and the next-busiest one's), flops per iteration of a workgroup, resident workgroups per CU.
    {"modeled": False, "why"} when the kernel has no MFMA hot loop or does not launch."""
    rep = _inspect(k, reuse)
    hot, m, occ = rep.get("hot"), rep.get("model"), rep["occupancy"]
    wg_per_cu = occ.get("workgroups_per_cu") or 0
    if not hot or not m or not m.get("modeled_cycles") or not hot.get("flops_per_wave") or not wg_per_cu:
        return {"modeled": False, "why": "no MFMA hot loop or zero occupancy; the cost is not modeled"}
    return {"modeled": True, "cycles_per_iteration": m["modeled_cycles"],
            "next_cycles_per_iteration": max(v for r, v in m["cycles_per_iteration_per_cu"].items()
                                             if r != m["bound"]),
            "flops_per_iteration": hot["flops_per_wave"] * occ["waves_per_workgroup"],
            "workgroups_per_cu": wg_per_cu, "bound": m["bound"]}


def modeled_cost(k: KernelInfo, c: Contract, p: Problem, reuse: float = 1.0) -> dict:
    """The MODELED time of `k` on `p` (module docstring); {"modeled": True, ...} or {"modeled": False, why}.

    The ranking key is the unrounded (cycles, next-busiest resource's cycles); `flygen select --emit c` prints
    the same arithmetic in C, in the same order of operations, so the two agree bit for bit."""
    km = kernel_model(k, reuse)
    if not km["modeled"]:
        return km
    grid = _grid(k, c, p)
    n_wg = grid[0] * grid[1] * grid[2]
    wg_per_cu = km["workgroups_per_cu"]
    iters = 2 * c.tile[0] * c.tile[1] * p.K / km["flops_per_iteration"]
    rounds = math.ceil(n_wg / (limits.CUS * wg_per_cu))
    cycles = rounds * iters * km["cycles_per_iteration"]
    compute = rounds * iters * km["next_cycles_per_iteration"]
    us = cycles / (limits.CLOCK_GHZ * 1e3)
    nb = p.batch or 1
    useful = nb * p.M * p.N / (n_wg * c.tile[0] * c.tile[1])
    return {"modeled": True, "model": "roofline", "modeled_us": round(us, 3),
            "modeled_next_cycles": round(compute, 1), "modeled_cycles": round(cycles, 1),
            "modeled_tflops": round(2 * nb * p.M * p.N * p.K / (us * 1e-6) / 1e12, 1), "bound": km["bound"],
            "workgroups": n_wg, "rounds": rounds, "iterations_per_tile": round(iters, 3),
            "cycles_per_iteration_per_cu": km["cycles_per_iteration"], "workgroups_per_cu": wg_per_cu,
            "useful_tile_fraction": round(useful, 4), "reuse": reuse, "_key": (cycles, compute)}


def canonical_trace_shape(k: KernelInfo, c: Contract) -> dict:
    """The shape `trace_cost` traces a library kernel at, once: the compiled-in sizes and, for a runtime size, 64
    tiles (M: 256 x 8 tiles, so every workgroup CU 0 runs is an interior tile). The streams of an interior tile
    do not depend on M or N (ragged edges cost a full tile here, as in the roofline)."""
    sizes = {}
    for s, t in zip("MNK", c.tile):
        sizes[s] = c.fixed.get(s, t * (256 * 8 if s == "M" else 64))
    return sizes


def trace_cost(k: KernelInfo, c: Contract, p: Problem, reuse: float = 1.0) -> dict:
    """The MODELED time of `k` on `p` from the trace-driven model (`flygen.model`, docs/model.md). The shape-
    independent part (the traced streams through the issue model at 5 memory latencies, flygen.model.profile) is
    computed once per kernel, at `canonical_trace_shape`, and kept in $FLYGEN_CACHE/model keyed by the HSACO's
    sha256 and flygen's code identity; a problem then costs arithmetic (latency under load, passes, traffic)."""
    from flygen.model import model_kernel
    from flygen.model.profile import disk_key, lookup
    from flygen.model.run import ModelError, fast_launch
    grid = _grid(k, c, p)          # grid z = batch for a batched kernel: its GEMMs' traffic adds (flygen.model)
    cs = canonical_trace_shape(k, c)
    sizes = {"M": p.M, "N": p.N, "K": p.K}
    nb = p.batch or 1
    # the trace's by-value arguments: the canonical shape, packed pitches and strides, one GEMM of a batch
    ts = Problem(cs["M"], cs["N"], cs["K"], batch=1 if c.batched else None).launch_sizes(c.b_layout)
    try:
        cgrid = k.grid(**{s: ts[s] for s in k.grid_sizes if s in ts})
        key = disk_key("select-trace", k.sha256.get("hsaco"), k.name, list(k.workgroup), cs, list(cgrid))
        prof = lookup(key)
        if prof is not None and prof.occupancy:      # warm: arithmetic only, the kernel file is not read
            r = fast_launch(prof, grid, sizes, 2.0 * nb * p.M * p.N * p.K, (k.family, k.params), reuse)
        else:
            r = model_kernel(str(k.hsaco), k.name, sizes=sizes, grid=grid, block=k.workgroup, reuse=reuse,
                             flops=2.0 * nb * p.M * p.N * p.K, gemm=(k.family, k.params), profile_key=key,
                             trace_at=(ts, cgrid))
    except (ModelError, RuntimeError_) as e:
        return {"modeled": False, "model": "trace", "why": f"the trace model cannot run it: {e}"}
    n_wg = grid[0] * grid[1] * grid[2]
    total = max(r["modeled_seconds"].values())
    nxt = sorted(r["modeled_seconds"].values())[-2]
    return {"modeled": True, "model": "trace", "modeled_us": r["modeled_time_us"],
            "modeled_tflops": r["modeled_tflops"], "bound": r["bound"], "workgroups": n_wg,
            "modeled_fraction_of_peak": r["modeled_fraction_of_peak"],
            "modeled_seconds": r["modeled_seconds"], "occupancy": r["occupancy"],
            "useful_tile_fraction": round(nb * p.M * p.N / (n_wg * c.tile[0] * c.tile[1]), 4), "reuse": reuse,
            "_key": (total, nxt)}


MODELS = {"roofline": modeled_cost, "trace": trace_cost}


def candidates(out_dir, problem: Problem) -> tuple[list[dict], list[dict]]:
    """(fits, rejected) of the library's kernels for `problem`, each {"kernel", "family", "reasons", "contract"}."""
    _, kernels = read_manifest(out_dir)
    fits, rejected = [], []
    for k in kernels:
        c = _contract_of(k, out_dir)
        why = reasons(k, c, problem)
        (rejected if why else fits).append({"kernel": k.name, "family": k.family, "reasons": why,
                                            "contract": asdict(c) if c else None, "_k": k, "_c": c})
    return fits, rejected


def _contract_of(k: KernelInfo, out_dir) -> Contract | None:
    try:
        return contract(k.family, k.params)
    except FlygenError as e:
        raise FlygenError(f"{out_dir}: kernel {k.name}: {e}") from None


def apply_measured(r: dict, measured, p: Problem, model: str) -> None:
    """Replace the modeled cost of fit `r` by a measurement of its kernel at `p` where `measured` has one (an
    exact row, or linear in M between two rows that say `interp linear`): the time compared is then the
    measured one, in the model's unit (roofline: cycles at the peak clock; trace: seconds)."""
    k = r["_k"]
    m = measured.lookup(k.name, tuple(v for v in (k.sha256 or {}).values() if isinstance(v, str)), p.M, p.N, p.K)
    if m is None:
        return
    cost = r["cost"]
    prim = m["us"] * limits.CLOCK_GHZ * 1e3 if model == "roofline" else m["us"] * 1e-6
    nxt = cost.get("_key", (prim, prim))[1] if cost.get("modeled") else prim
    r["cost"] = {**cost, "measured": True, "measured_us": round(m["us"], 3), "measured_how": m["how"],
                 "machine": measured.machine, "_key": (prim, nxt)}


def rank_key(r: dict) -> tuple:
    """The order `select` ranks fitting kernels in (the C table's `flygen_select` applies the same one): kernels
    with a cost (measured or modeled) first; the lower time (a measurement where one exists, else the model's);
    on equal time a measured kernel before a modeled one, then the lower time of the next-busiest resource, then
    the larger useful fraction of the launched tile area (less padded work), then a row-major B (no host
    preshuffle); the name last, only to make the order total."""
    cost = r["cost"]
    has = cost.get("modeled") or cost.get("measured")
    return (not has, cost.get("_key", (0.0, 0.0))[0], not cost.get("measured", False),
            cost.get("_key", (0.0, 0.0))[1], launched_area(r), r["_c"].b_layout != "row_major", r["kernel"])


def launched_area(r: dict) -> int:
    """Workgroups x tile_m x tile_n of the launch (the problem's M*N is the same for every fit, so a smaller
    launched area is a larger useful fraction); 0 when the grid is unknown."""
    return int(r.get("_area", 0))


# what a caller of a kernel with b_layout "preshuffled" must do first (said by select, the C table and the docs)
PRESHUFFLED_NOTE = ("B must be preshuffled on the host before launching: bytes [N/16][K bytes/16][16 n][16 B] "
                    "(flygen.ref.gemm.preshuffle_b; docs/gemm_preshuffle.md); pass --b-layout row_major to "
                    "choose only among kernels that take a row-major B")


def select(out_dir, problem: Problem, reuse: float = 1.0, model: str = "roofline", measured=None) -> dict:
    """{"problem", "chosen", "why", "model", "fits": [...ranked], "rejected": [...]}; NoKernelFits if nothing
    fits. `model`: "roofline" (default, flygen.inspect's hot-loop model, milliseconds) or "trace" (the
    trace-driven model of flygen.model, cached per kernel). Either way every modeled cost is MODELED. `measured`: a
    `flygen.runtime.measured.Measured` (--measured FILE.csv): a measurement of a kernel at the problem's shape
    replaces its modeled time."""
    if model not in MODELS:
        raise FlygenError(f"model {model!r}: select ranks by {' or '.join(MODELS)}")
    fits, rejected = candidates(out_dir, problem)
    if not fits:
        raise NoKernelFits(problem, [_public(r) for r in rejected])
    dtypes = sorted({r["_c"].dtype for r in fits})
    if problem.dtype is None and len(dtypes) > 1:
        raise FlygenError(f"{describe(problem)}: kernels of several input types fit ({', '.join(dtypes)}); "
                          "say which with --dtype")
    for r in fits:
        r["cost"] = MODELS[model](r["_k"], r["_c"], problem, reuse)
        g = _grid(r["_k"], r["_c"], problem)
        r["_area"] = g[0] * g[1] * g[2] * r["_c"].tile[0] * r["_c"].tile[1]
        if measured is not None and problem.batch is None:     # measured shapes are one GEMM each
            apply_measured(r, measured, problem, model)
    fits.sort(key=rank_key)
    best = fits[0]
    bc = best["_c"]
    why = [f"fits: {bc.dtype} -> {bc.out_dtype}, epilogue {bc.epilogue}, B {bc.b_layout}, "
           + ", ".join([f"{s}={v} compiled in" for s, v in bc.fixed.items()]
                       + [f"{s} a kernel argument (a multiple of {t})" for s, t in zip("MNK", bc.tile)
                          if s not in bc.fixed and s not in bc.ragged])
           + (f"; ragged {'/'.join(bc.ragged)} handled" if bc.ragged else "")
           + "".join(f"; {ld} a kernel argument" for ld in bc.lds)
           + (f"; batched (grid z = batch = {problem.batch})" if bc.batched else "")]
    label = "trace-driven model (flygen.model)" if model == "trace" else "roofline model (flygen.inspect)"
    cst = best["cost"]
    if cst.get("measured"):
        why.append(f"lowest time of {len(fits)} that fit: {cst['measured_us']} us {cst['measured_how']}"
                   + (f" on {cst['machine']}" if cst.get("machine") else "")
                   + f" (a measurement beats the {label})")
    elif cst["modeled"]:
        rounds = f" in {cst['rounds']} round(s)" if "rounds" in cst else ""
        why.append(f"lowest modeled time of {len(fits)} that fit on the {label}: {cst['modeled_us']} us (modeled), "
                   f"{cst['workgroups']} workgroups{rounds}, {cst['bound']}-bound")
    else:
        why.append(cst["why"])
    if cst.get("modeled") or cst.get("measured"):
        tied = [r for r in fits[1:] if rank_key(r)[:2] == rank_key(best)[:2]]
        if tied:
            rule = ("measured before modeled, then the next-busiest resource's time, then the smaller launched "
                    "tile area (more of it useful), then a row-major B (no host preshuffle), then the name")
            why.append(f"tied on time with {', '.join(r['kernel'] for r in tied)}: ordered by {rule}")
    if bc.b_layout == "preshuffled":
        why.append(PRESHUFFLED_NOTE)
    return {"problem": asdict(problem), "chosen": best["kernel"], "b_layout": bc.b_layout,
            "preshuffled_b": bc.b_layout == "preshuffled", "model": model, "why": why,
            "fits": [_public(r) for r in fits], "rejected": [_public(r) for r in rejected]}


def _public(r: dict) -> dict:
    out = {k: v for k, v in r.items() if not k.startswith("_")}
    if "cost" in out:
        out["cost"] = {k: v for k, v in out["cost"].items() if not k.startswith("_")}
    return out
