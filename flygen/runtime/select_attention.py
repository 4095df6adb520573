"""`flygen select --attention`: the flash-attention kernel of a built library for a problem (batch, heads, seqlens,
head_dim, dtype, causal, window, varlen, LSE), by constraints then a MODELED cost.

Constraints come from each kernel's manifest parameters through the family registry's `attention_contract` hook
(flygen/families.py): the semantics compiled in (input / output type, head_dim, heads_q, heads_kv, causal, the
window, varlen, LSE out, the softmax scale) must equal the problem's; batch, seqlen_q, seqlen_k are run-time
sizes the kernel handles at any value (ragged tiles by buffer bounds), within its 32-bit size limits (the
manifest's `limits`) and a launchable grid. Every kernel that does not fit is listed with every reason.

The cost of a kernel that fits is MODELED, never measured: `flygen.inspect`'s steady-state model of its hot loop
(cycles per KV-tile iteration per CU with the occupancy's resident workgroups) times the KV tiles the average
workgroup visits (causal / window / KV split counted exactly per q tile) times the rounds of workgroups the grid
takes on 256 CUs. The split kernels' NAME_combine and every prologue / epilogue are not modeled. The lowest
modeled time wins; ties: fewer workgroups, then the name.
"""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass

from flygen.cnames import brief
from flygen.errors import FlygenError
from flygen.families import FAMILIES
from flygen.isa import limits
from flygen.runtime.library import KernelInfo, RuntimeError_, check_sizes, read_manifest
from flygen.runtime.select import SIZE_LIMIT, canon, kernel_model

RUNTIME = ("batch", "seqlen_q", "seqlen_k")


@dataclass(frozen=True)
class AttentionContract:
    """What an attention kernel computes (compiled in) and how it tiles the run-time sizes."""
    dtype: str
    out_dtype: str
    head_dim: int
    heads_q: int
    heads_kv: int
    causal: bool
    window_left: int          # 0: unbounded
    window_right: int         # 0: unbounded (causal: 1)
    varlen: bool
    lse: bool
    softmax_scale: float      # 0: 1 / sqrt(head_dim)
    tile_q: int               # query rows per workgroup
    kv_tile: int              # keys per hot-loop iteration
    splits: int               # KV splits (NAME_combine after NAME)
    alibi: str = ""           # "" (none), heads (alibi_slopes [heads_q]), batch_heads (+ alibi_stride_b)
    bias: bool = False        # a bias with bias_stride_b / _h / _q (any broadcast)
    sink: bool = False        # f32 sink [heads_q]
    bias_dtype: str = ""      # the bias's element type (f32, bf16; "" without a bias)


@dataclass(frozen=True)
class AttentionProblem:
    batch: int
    seqlen_q: int
    seqlen_k: int
    heads_q: int
    head_dim: int
    heads_kv: int = 0         # 0: heads_q
    dtype: str | None = None  # None: any (an error if kernels of several types fit)
    out_dtype: str | None = None
    causal: bool = False
    window_left: int = 0
    window_right: int = 0
    varlen: bool = False      # packed sequences (cu_seqlens); seqlen_q / seqlen_k: the longest
    lse: bool = False
    alibi: str = ""           # "" none, heads ([heads_q] slopes), batch_heads ([batch, heads_q] slopes)
    bias: bool = False        # an additive bias (the kernel's f32 bias, strides as arguments)
    sink: bool = False        # an attention sink per head
    bias_dtype: str | None = None   # with bias: f32 or bf16 (None: either)

    def __post_init__(self):
        for s in ("batch", "seqlen_q", "seqlen_k", "heads_q", "head_dim"):
            v = getattr(self, s)
            if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= SIZE_LIMIT:
                raise FlygenError(f"problem size {s} must be an integer in [1, {SIZE_LIMIT}], got {v!r}")
        for s in ("heads_kv", "window_left", "window_right"):
            v = getattr(self, s)
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= SIZE_LIMIT:
                raise FlygenError(f"problem {s} must be an integer in [0, {SIZE_LIMIT}] (0: "
                                  f"{'heads_q' if s == 'heads_kv' else 'unbounded'}), got {v!r}")
        if self.alibi not in ("", "heads", "batch_heads"):
            raise FlygenError(f"problem alibi must be '', heads or batch_heads, got {self.alibi!r}")
        if self.heads_q % (self.heads_kv or self.heads_q):
            raise FlygenError(f"heads_q {self.heads_q} must be a multiple of heads_kv {self.heads_kv}")

    @property
    def kv_heads(self) -> int:
        return self.heads_kv or self.heads_q

    @property
    def right(self) -> int:
        return 1 if self.causal else self.window_right


def attention_contract(p: dict) -> AttentionContract:
    """The selection contract of an attention kernel's parameters (the registry's `attention_contract` hook)."""
    from flygen.spec import attention as A
    return AttentionContract(canon(p["dtype"]), canon(A.out_type(p)), p["head_dim"], p["heads_q"], A.heads_kv(p),
                             bool(p["causal"]), p["window_left"], A.right_window(p), bool(p["varlen"]),
                             bool(p["lse"]), float(p["softmax_scale"]), A.ROWS_PER_WAVE * p["waves"], A.KV_TILE,
                             A.kv_splits(p), (p.get("alibi_table", "heads") if p.get("alibi") else ""),
                             bool(p.get("bias")), bool(p.get("sink")),
                             p.get("bias_dtype", "f32") if p.get("bias") else "")


def contract(k: KernelInfo) -> AttentionContract | None:
    f = FAMILIES.get(k.family)
    hook = f.hook("attention_contract") if f else None
    if hook is None:
        return None
    try:
        return hook(k.params)
    except (KeyError, TypeError, ValueError, AttributeError) as e:     # a manifest is input
        raise FlygenError(f"{k.name}: kernel parameters {brief(k.params, 120)}: not an attention kernel's "
                          f"({type(e).__name__}: {brief(str(e), 80)})") from None


def describe(p: AttentionProblem) -> str:
    extra = [f"{k}={v}" for k, v in (("dtype", p.dtype), ("out_dtype", p.out_dtype)) if v is not None]
    extra += [k for k in ("causal", "varlen", "lse", "bias", "sink") if getattr(p, k)]
    extra += [f"alibi={p.alibi}"] if p.alibi else []
    extra += [f"{k}={getattr(p, k)}" for k in ("window_left", "window_right") if getattr(p, k)]
    return (f"batch={p.batch} seqlen_q={p.seqlen_q} seqlen_k={p.seqlen_k} heads={p.heads_q}/{p.kv_heads} "
            f"head_dim={p.head_dim}" + (" " + " ".join(extra) if extra else ""))


def reasons(k: KernelInfo, c: AttentionContract | None, p: AttentionProblem) -> list[str]:
    """Why `k` cannot run problem `p` (empty: it can)."""
    if c is None:
        return [f"family {k.family} is not flash attention"]
    out = []
    if p.dtype is not None and c.dtype != canon(p.dtype):
        out.append(f"inputs are {c.dtype}, not {canon(p.dtype)}")
    if p.out_dtype is not None and c.out_dtype != canon(p.out_dtype):
        out.append(f"output is {c.out_dtype}, not {canon(p.out_dtype)}")
    for name, have, want in (("head_dim", c.head_dim, p.head_dim), ("heads_q", c.heads_q, p.heads_q),
                             ("heads_kv", c.heads_kv, p.kv_heads)):
        if have != want:
            out.append(f"{name} is compiled in as {have}; the problem has {want}")
    if c.causal != p.causal:
        out.append("causal" if c.causal else "not causal")
    if (c.window_left, c.window_right) != (p.window_left, p.right) and (c.causal == p.causal or
                                                                        c.window_left != p.window_left):
        out.append(f"window (left {c.window_left or 'inf'}, right {c.window_right or 'inf'}), the problem's "
                   f"(left {p.window_left or 'inf'}, right {p.right or 'inf'})")
    if c.varlen != p.varlen:
        out.append("packed sequences (varlen)" if c.varlen else "padded batches (not varlen)")
    if c.lse != p.lse:
        out.append("writes LSE" if c.lse else "writes no LSE")
    if c.alibi != p.alibi and not (c.alibi == "batch_heads" and p.alibi == "heads"):   # [B, H] runs [H]: stride 0
        out.append(f"ALiBi slopes {c.alibi or 'none'}, the problem's {p.alibi or 'none'}")
    if c.bias != p.bias:
        out.append("adds a bias" if c.bias else "has no bias")
    elif p.bias and p.bias_dtype is not None and c.bias_dtype != p.bias_dtype:
        out.append(f"its bias is {c.bias_dtype}, the problem's {p.bias_dtype}")
    if c.sink != p.sink:
        out.append("has an attention sink" if c.sink else "has no attention sink")
    if c.softmax_scale:
        out.append(f"softmax_scale {c.softmax_scale:g} compiled in (the problem's is 1/sqrt(head_dim))")
    if not out:
        try:
            k.grid(**{s: getattr(p, s) for s in k.grid_sizes if s in RUNTIME})
            check_sizes(k.name, k.limits, {s: getattr(p, s) for s in RUNTIME})   # 32-bit addressing limits
        except (RuntimeError_, FlygenError) as e:
            out.append(str(e).split(": ", 1)[-1])
    return out


def kv_iterations(c: AttentionContract, p: AttentionProblem) -> float:
    """KV tiles (hot-loop iterations) the average workgroup visits: per q tile the tiles from the first row's
    lowest visible key to the last row's highest (flygen/plan/attention/program.py `_limits`), split S ways."""
    off, T = p.seqlen_k - p.seqlen_q, c.kv_tile
    tiles, total = math.ceil(p.seqlen_q / c.tile_q), 0
    for t in range(tiles):
        first, last = t * c.tile_q, min((t + 1) * c.tile_q, p.seqlen_q) - 1
        hi = p.seqlen_k - 1 if not c.window_right else min(p.seqlen_k - 1, last + off + c.window_right - 1)
        lo = 0 if not c.window_left else max(0, first + off - c.window_left + 1)
        if hi >= lo:
            total += hi // T - lo // T + 1
    per_split = total / tiles / c.splits
    return max(per_split, 0.0)


def modeled_cost(k: KernelInfo, c: AttentionContract, p: AttentionProblem, reuse: float = 1.0) -> dict:
    """The MODELED time of `k` on `p` (module docstring)."""
    km = kernel_model(k, reuse)
    if not km["modeled"]:
        return km
    grid = k.grid(**{s: getattr(p, s) for s in k.grid_sizes if s in RUNTIME})
    n_wg = grid[0] * grid[1] * grid[2]
    rounds = math.ceil(n_wg / (limits.CUS * km["workgroups_per_cu"]))
    iters = kv_iterations(c, p)
    cycles = rounds * iters * km["cycles_per_iteration"]
    us = cycles / (limits.CLOCK_GHZ * 1e3)
    return {"modeled": True, "model": "roofline", "modeled_us": round(us, 3), "modeled_cycles": round(cycles, 1),
            "bound": km["bound"], "workgroups": n_wg, "rounds": rounds, "kv_tiles_per_workgroup": round(iters, 3),
            "cycles_per_iteration_per_cu": km["cycles_per_iteration"], "workgroups_per_cu": km["workgroups_per_cu"],
            "combine": f"{k.name}_combine not modeled" if c.splits > 1 else "", "_key": (cycles, n_wg)}


class NoAttentionKernelFits(FlygenError):
    def __init__(self, problem: AttentionProblem, rejected: list[dict]):
        lines = [f"no attention kernel fits {describe(problem)}:"]
        lines += [f"  {r['kernel']}: {'; '.join(r['reasons'])}" for r in rejected if r["contract"]]
        other = len([r for r in rejected if not r["contract"]])
        if other:
            lines.append(f"  ({other} kernel(s) of other families)")
        super().__init__("\n".join(lines))


def select(out_dir, problem: AttentionProblem, reuse: float = 1.0) -> dict:
    """{"problem", "chosen", "why", "model", "fits": [...ranked], "rejected": [...]}; NoAttentionKernelFits."""
    _, kernels = read_manifest(out_dir)
    fits, rejected = [], []
    for k in kernels:
        c = contract(k)
        why = reasons(k, c, problem)
        (rejected if why else fits).append({"kernel": k.name, "family": k.family, "reasons": why,
                                            "contract": asdict(c) if c else None, "_k": k, "_c": c})
    if not fits:
        raise NoAttentionKernelFits(problem, rejected)
    dtypes = sorted({r["_c"].dtype for r in fits})
    if problem.dtype is None and len(dtypes) > 1:
        raise FlygenError(f"{describe(problem)}: kernels of several input types fit ({', '.join(dtypes)}); "
                          "say which with --dtype")
    for r in fits:
        r["cost"] = modeled_cost(r["_k"], r["_c"], problem, reuse)
    fits.sort(key=lambda r: (not r["cost"].get("modeled"), *r["cost"].get("_key", (0.0, 0)), r["kernel"]))
    best, bc = fits[0], fits[0]["_c"]
    why = [f"fits: {bc.dtype} -> {bc.out_dtype}, D={bc.head_dim}, heads {bc.heads_q}/{bc.heads_kv} compiled in; "
           f"batch / seqlen_q / seqlen_k at run time" + (f"; {bc.splits} KV splits + NAME_combine" if bc.splits > 1
                                                         else "")]
    cst = best["cost"]
    why.append(f"lowest modeled time of {len(fits)} that fit on the roofline model (flygen.inspect): "
               f"{cst['modeled_us']} us (modeled), {cst['workgroups']} workgroups in {cst['rounds']} round(s), "
               f"{cst['kv_tiles_per_workgroup']} KV tiles each, {cst['bound']}-bound" if cst.get("modeled")
               else cst["why"])
    pub = lambda r: {**{k: v for k, v in r.items() if not k.startswith("_") and k != "cost"},
                     **({"cost": {k: v for k, v in r["cost"].items() if not k.startswith("_")}} if "cost" in r else {})}
    return {"problem": asdict(problem), "chosen": best["kernel"], "model": "roofline", "why": why,
            "fits": [pub(r) for r in fits], "rejected": [pub(r) for r in rejected]}
