"""Spec of the conv3d family: forward 3-D convolution as an implicit GEMM (bf16 or fp8 e4m3), bf16 output.

  y[n, do, ho, wo, k] = act(scale * sum_{t,r,s,c} x[n, do*st - pt + t*dt, ho*sh - ph + r*dh, wo*sw - pw + s*dw, c]
                                                  * w[k, t, r, s, c] + bias[k])
x is NDHWC, w is K rows of (T, R, S, C) (KTRSC), y is NDHWC. Every shape, stride, padding and dilation is
compile-time (one kernel per shape, like FlyDSL). GEMM view: M = N*Do*Ho*Wo, N_gemm = K, K_gemm = T*R*S*C;
one K tile = 128 bytes of one filter tap's channels (a tap's channel bytes are padded to whole tiles in the
GEMM's K; the padding reads nothing). fp8: scale = x_scale (per tensor) * w_scale[k].
"""
from __future__ import annotations

from math import lcm

from flygen.activations import activation_only
from flygen.families import of_spec
from flygen.isa import limits
from flygen.isa.dtypes import bytes_of
from flygen.spec.gemm_fp8 import (MAX_SPLIT_K, MIN_SPLIT_TILES, check_wg_order, reduce_companion, split_k_auto,
                                   split_k_reduce_field, wg_order_fields)
from flygen.spec.launch import LAUNCH
from flygen.spec.schema import Field, positive

DTYPES = ("bf16", "fp8")
BIAS_DTYPES = ("bf16", "f32")                  # bias tensor element type (the add is f32 either way)
ACTIVATIONS = ("none",) + activation_only()   # flygen.activations: one record per activation
LAYOUTS = ("ndhwc", "ncdhw")                   # x_layout / y_layout: channels last, or PyTorch's channels first
TILE_BYTES = 128                               # one K tile row: 64 bf16 / 128 fp8 channels
CHUNK_BYTES = 16                               # one lane's LDS-DMA chunk: must hold whole channels of one tap
PACK_CHUNK = 4                                 # packed small-C path: 4-byte LDS DMA (buffer_load_dword lds) when 4 | C*esize
WAVE_GRID = {8: (2, 4), 4: (2, 2)}             # waves along (M, N) of wave_grid: auto
WAVE_GRIDS = {w: tuple((m, w // m) for m in (1, 2, 4, 8) if w % m == 0) for w in WAVE_GRID}   # every factorisation
ATOM_MN = 16                                   # the 16x16 MFMA atoms' M and N: a wave's share of the tile is whole atoms
MAX_K_TILES = 512                              # K tile steps of code (unrolled: every tile; rolled: see below)
# k_loop: auto takes the least-overhead K loop form whose estimated code fits this budget. A choice, not a hardware
# fact: half the instruction cache that 2 CUs share (limits.ICACHE_BYTES), so that a second kernel of the same
# size (a concurrent stream's, a split-K companion's) fits beside it (docs/conv3d.md, "K loop form by code size").
AUTO_CODE_BUDGET = limits.ICACHE_BYTES // 2
ROLL_MIN_BLOCKS = 4                            # rolled K loop: a tap needs >= 4 K tiles (Cp / 128), i.e. >= 1 trip
# Bounds (a GPU address is 32 bits per descriptor): every extent <= 2^20, so y's records per M tile, tile_m x 2K
# bytes, stay <= 2^31 (K = 2^31 made the assembler fail on a 2^32 literal); products the planner checks itself.
MAX_DIM = 1 << 20
MAX_FILTER = 1024
MAX_TAPS = 1 << 15                             # T*R*S: the planner lists every tap (32768 taps: ~1 s)
MAX_BLOCK = 1024                               # larger tiles never fit the 160 KiB of LDS
MAX_PIXELS = 1 << 28                           # GEMM M = N*Do*Ho*Wo (the planner's own limit is 2^31: 15 s, 3 GB)
REDUCE_FAMILY = of_spec(__name__).companion     # the split-K reduce kernel's family (flygen/families.py)
PRE_FAMILY = of_spec(__name__).pre              # x_layout ncdhw: the NCDHW -> NDHWC transpose kernel's family


def _triple(x) -> str | None:
    if not (isinstance(x, list) and len(x) == 3 and all(isinstance(v, int) and not isinstance(v, bool) for v in x)):
        return f"must be a list of three integers [d, h, w], got {x!r}"
    return None


def _grid(x) -> str | None:
    if x == "auto" or (isinstance(x, list) and len(x) == 2 and
                       all(isinstance(v, int) and not isinstance(v, bool) and v >= 1 for v in x)):
        return None
    return f"must be auto or a list of two positive integers [waves along M, waves along N], got {x!r}"


def tile_units(waves: int, grid: tuple) -> tuple[int, int]:
    """(tile_m, tile_n) multiples of a wave grid: each wave's share is whole 16x16 atoms (make_tiled_mma) and
    each operand tile is whole LDS-DMA rounds of 16 B x 64 x waves (rows x 128 B, gemm_layouts.dma_plan)."""
    rows = CHUNK_BYTES * 64 * waves // TILE_BYTES
    return tuple(lcm(ATOM_MN * g, rows) for g in grid)


def grid_cost(grid: tuple, tile_m: int, tile_n: int) -> int:
    """Static cost of a wave grid: LDS bytes of fragments one wave reads per K tile, 128 B x (tile_m / wm +
    tile_n / wn) (its A rows and B rows; ds_read_b128 count and fragment VGPRs are proportional). The other
    steady-state counts do not depend on the grid: MFMAs per wave (tile_m x tile_n / (256 waves) atoms per K
    step) and LDS-DMA rounds (lane t fills S(16 t) of the workgroup's tile)."""
    return TILE_BYTES * (tile_m // grid[0] + tile_n // grid[1])


def auto_grid(waves: int, tile_m: int, tile_n: int) -> tuple[int, int]:
    """wave_grid: auto — the grid of least grid_cost among those that tile the block (tile_units); ties keep
    WAVE_GRID (2 x 2 / 2 x 4, today's default), then the order of WAVE_GRIDS. WAVE_GRID's units divide every
    other grid's, so when it cannot tile the block no grid can: then WAVE_GRID (the spec check reports it)."""
    default = WAVE_GRID[waves]
    legal = [g for g in WAVE_GRIDS[waves]
             if all(t % u == 0 for t, u in zip((tile_m, tile_n), tile_units(waves, g)))]
    if default not in legal:
        return default
    return min(legal, key=lambda g: (grid_cost(g, tile_m, tile_n), g != default, WAVE_GRIDS[waves].index(g)))


def wave_grid(p: dict) -> tuple[int, int]:
    """(waves along M, waves along N): the spec's, or for auto `auto_grid` (least LDS fragment traffic per
    wave among the grids that tile the block; ties keep 2 x 2 / 2 x 4)."""
    if p.get("wave_grid", "auto") != "auto":
        return tuple(p["wave_grid"])
    if p["waves"] not in WAVE_GRID or not isinstance(p.get("tile_m"), int) or not isinstance(p.get("tile_n"), int):
        return WAVE_GRID.get(p["waves"], (1, p["waves"]))
    return auto_grid(p["waves"], p["tile_m"], p["tile_n"])


SCHEMA = {
    "dtype": Field(str, "bf16", choices=DTYPES,
                   doc="x/w element type: bf16 (v_mfma_f32_16x16x32_bf16) or fp8 OCP e4m3 (16x16x128_f8f6f4, scaled)"),
    "n": Field(int, 1, check=positive, minimum=1, maximum=MAX_DIM, doc="batch"),
    "d": Field(int, check=positive, minimum=1, maximum=MAX_DIM, doc="input depth"),
    "h": Field(int, check=positive, minimum=1, maximum=MAX_DIM, doc="input height"),
    "w": Field(int, check=positive, minimum=1, maximum=MAX_DIM, doc="input width"),
    "c": Field(int, check=positive, minimum=1, maximum=MAX_DIM, doc="input channels: a multiple of 8 bf16 / 16 fp8 (16-byte DMA chunks, taps padded to whole K tiles), or else any C (packed small-C path: dense K, 4-byte LDS-DMA chunks when 4 divides C*esize, else 2- / 1-byte loads through VGPRs; row-major w, unrolled)"),
    "k": Field(int, check=positive, minimum=1, maximum=MAX_DIM, doc="output channels"),
    "t": Field(int, 1, check=positive, minimum=1, maximum=MAX_FILTER, doc="filter depth"),
    "r": Field(int, 1, check=positive, minimum=1, maximum=MAX_FILTER, doc="filter height"),
    "s": Field(int, 1, check=positive, minimum=1, maximum=MAX_FILTER, doc="filter width"),
    "stride": Field(list, [1, 1, 1], check=_triple, doc="[d, h, w] stride"),
    "padding": Field(list, [0, 0, 0], check=_triple, doc="[d, h, w] zero padding (both sides)"),
    "dilation": Field(list, [1, 1, 1], check=_triple, doc="[d, h, w] dilation"),
    "bias": Field(bool, False, doc="add a bias per output channel (after scaling, in f32; type bias_dtype)"),
    "bias_dtype": Field(str, "bf16", choices=BIAS_DTYPES,
                        doc="element type of the bias tensor: bf16 (widened exactly) or f32 (one dword per "
                            "channel, added as is); needs bias: true"),
    "activation": Field(str, "none", choices=ACTIVATIONS,
                        doc="applied after the scales and the bias, in f32, before the bf16 store (the records of "
                            "flygen.activations); `relu: true` is the deprecated spelling of `activation: relu`"),
    "y_layout": Field(str, "ndhwc", choices=LAYOUTS,
                      doc="y memory order: ndhwc (a pixel's channels contiguous) or ncdhw (PyTorch order: a channel's "
                          "pixels contiguous; stores run along M, widths from the layout)"),
    "x_layout": Field(str, "ndhwc", choices=LAYOUTS,
                      doc="x memory order: ndhwc (channels last: what the MFMA reads), or ncdhw (PyTorch order): "
                          "the build adds NAME_x_ndhwc, launched first, which copies x into an NDHWC workspace "
                          "x_ndhwc that the conv kernel reads (FlyDSL's pre-transpose; docs/conv3d.md, "
                          "\"NCDHW input\")"),
    "waves": Field(int, 4, choices=(4, 8), doc="waves per workgroup, laid out by wave_grid"),
    "wave_grid": Field((str, list), "auto", check=_grid,
                       doc="waves along [M, N] (product = waves: [2, 2], [4, 1], [1, 4] for 4; [2, 4], [4, 2], "
                           "[8, 1], [1, 8] for 8), or auto: the grid that tiles the block with the least LDS "
                           "fragment bytes per wave and K tile (128 x (tile_m / wm + tile_n / wn)); ties keep "
                           "2 x 2 / 2 x 4"),
    "tile_m": Field(int, 128, check=positive, minimum=64, maximum=MAX_BLOCK, doc="output pixels per workgroup: a multiple of 16 x wave_grid[0] and of 8 x waves (whole LDS-DMA rounds)"),
    "tile_n": Field(int, 64, check=positive, minimum=64, maximum=MAX_BLOCK, doc="output channels per workgroup: a multiple of 16 x wave_grid[1] and of 8 x waves (whole LDS-DMA rounds)"),
    "w_layout": Field(str, "row_major", choices=("row_major", "preshuffled"),
                      doc="w as [K, T*R*S*C] rows, or bytes ordered by flygen.ref.gemm.preshuffle_b"),
    "acc": Field(str, "auto", choices=("auto", "vgpr", "agpr"), doc="accumulator registers"),
    "setprio": Field(bool, True, doc="s_setprio 1 around each MFMA cluster"),
    "k_loop": Field(str, "auto", choices=("auto", "unrolled", "rolled", "taps"),
                    doc="K loop form: unrolled (every K tile a compile-time tap), rolled (per tap a loop over its "
                        "128-byte channel blocks, K advance in SGPRs; needs >= "
                        f"{ROLL_MIN_BLOCKS} K tiles per tap, C*esize > {(ROLL_MIN_BLOCKS - 1) * TILE_BYTES} B), "
                        "taps (a loop over the filter taps, tap offset and padding mask in SGPRs, channel blocks "
                        "unrolled or rolled inside; code bounded in T*R*S and C), "
                        "auto = the first of unrolled, rolled, taps that the spec allows and whose estimated code "
                        f"(flygen.plan.codesize) fits {AUTO_CODE_BUDGET} B, half the {limits.ICACHE_BYTES} B "
                        "instruction cache; else the smallest; split_k > 1 needs taps (auto picks it)"),
    "split_k": Field((int, str), 1, minimum=1, maximum=MAX_SPLIT_K,
                     doc="K splits S over the filter taps: 1 = one K loop per output tile; N = the grid gets a "
                         "K-split dimension (z), split z runs taps [z P/S, (z+1) P/S) (P = T*R*S, the tap loop) and "
                         "writes unscaled f32 partials, a second kernel NAME_reduce sums them and applies the "
                         "scales; auto = gemm_fp8's split_k_auto over the compile-time grid (docs/conv3d.md, "
                         "\"Split-K\")"),
    "split_k_reduce": split_k_reduce_field("K"),
    **wg_order_fields("tile_m"),
    **LAUNCH,
}

# Deprecated names -> canonical (accepted with a located warning; docs/architecture.md, "Spec vocabulary"). The problem sizes n, d, h, w, c, k,
# t, r, s keep the convolution's own names: they are not the GEMM's M, N, K.
ALIASES = {"block_m": "tile_m", "block_n": "tile_n"}
# Deprecated fields whose values change too (old -> (canonical, {old value: new value})): `relu: bool` became the
# shared activation field (flygen.activations), as gemm_preshuffle's and the split-K reduce's `epilogue` read it.
RETYPED = {"relu": ("activation", {True: "relu", False: "none"})}


def out_size(size: int, k: int, stride: int, pad: int, dil: int) -> int:
    return (size + 2 * pad - dil * (k - 1) - 1) // stride + 1


def out_shape(p: dict) -> tuple[int, int, int]:
    """(Do, Ho, Wo)."""
    return tuple(out_size(p[a], p[f], st, pd, dl) for a, f, st, pd, dl in
                 zip("dhw", "trs", p["stride"], p["padding"], p["dilation"]))


def packed(p: dict) -> bool:
    """The packed small-C path (docs/conv3d.md, "Small C in the kernel"): C*esize is not a multiple of 16 B, so
    taps are not padded to whole K tiles; the GEMM's K is the dense (c, s, r, t) run of T*R*S*C elements, cut
    into 128-byte tiles (lane-dependent taps), loaded in PACK_CHUNK-byte LDS-DMA chunks."""
    return p["c"] * bytes_of(p["dtype"]) % CHUNK_BYTES != 0


def pack_chunk(cb: int) -> int:
    """Chunk bytes of the packed path: the widest load width in (4, 2, 1) dividing C*esize (so a chunk holds
    channels of one tap): 4 = buffer_load_dword ... lds (LDS DMA); 2 / 1 = buffer_load_ushort / ubyte into
    VGPRs + ds_write_b16 / b8 (sub-dword LDS DMA places lane t at M0 + 4 t, not densely: ROCm/rocm-libraries#5084)."""
    return next(w for w in (PACK_CHUNK, 2, 1) if cb % w == 0)


def packed_tiles(p: dict) -> int:
    """K tiles of the packed path: ceil(T*R*S*C*esize / 128)."""
    return -(-p["t"] * p["r"] * p["s"] * p["c"] * bytes_of(p["dtype"]) // TILE_BYTES)


def k_blocks(p: dict) -> tuple[int, int, int]:
    """(taps, K tiles per tap (the padded channel run Cp / 128), full 128-byte channel blocks per tap)."""
    cb = p["c"] * bytes_of(p["dtype"])
    return p["t"] * p["r"] * p["s"], -(-cb // TILE_BYTES), cb // TILE_BYTES


def rolled_steps(p: dict) -> int:
    """K tile steps of code of the rolled form: per tap 2 loop steps + the peeled ones."""
    taps, nb, _ = k_blocks(p)
    return taps * (nb - 2 * rolled_trips(nb) + 2)


def m_tiles(p: dict) -> int:
    """M tiles of the full launch (M = N*Do*Ho*Wo is compile-time)."""
    do, ho, wo = out_shape(p)
    return -(-(p["n"] * do * ho * wo) // p["tile_m"])


def splits(p: dict) -> int:
    """S of a checked conv3d parameter set (split_k: auto resolved; absent = 1). The whole grid is compile-time,
    so auto needs no expected shape (gemm's split_k_m): tiles = M tiles x N tiles of the full launch, the unit
    split is a filter tap (nb K tiles), >= MIN_SPLIT_TILES K tiles per split (docs/conv3d.md, "Split-K")."""
    sk = p.get("split_k", 1)
    if sk != "auto":
        return sk if isinstance(sk, int) else 1
    if packed(p) or p.get("x_layout", "ndhwc") == "ncdhw":
        return 1                        # the packed small-C path is unrolled: no tap loop to split; an NCDHW x
                                        # already has a workspace (its NDHWC copy, pre_companion)
    taps, nb, _ = k_blocks(p)
    tiles = m_tiles(p) * -(-p["k"] // p["tile_n"])
    return split_k_auto(tiles, taps, limits.CUS, -(-MIN_SPLIT_TILES // nb))


def reduce_epilogue(p: dict) -> str:
    """The reduce kernel's epilogue for conv3d's bias / activation (gemm_splitk_reduce `epilogue`: bias,
    bias_<act>, or <act> alone without a bias)."""
    act = p.get("activation", "none")
    if p.get("bias"):
        return "bias" if act == "none" else f"bias_{act}"
    return act


def pre_companion(name: str, p: dict) -> list[tuple[str, str, dict]]:
    """x_layout ncdhw: NAME_x_ndhwc (flygen/plan/layout_transpose.py), launched before NAME: x [N, C, D*H*W] ->
    the workspace x_ndhwc [N, D*H*W, C] that NAME reads as its NDHWC x."""
    if p.get("x_layout", "ndhwc") != "ncdhw":
        return []
    return [(f"{name}_x_ndhwc", PRE_FAMILY, {"dtype": p["dtype"], "n": p["n"], "c": p["c"],
                                            "pixels": p["d"] * p["h"] * p["w"]})]


def companions(name: str, p: dict) -> list[tuple[str, str, dict]]:
    """The kernels a conv3d adds: x_layout ncdhw's transpose (pre_companion, launched first); a split-K conv3d's
    second kernel: gemm_fp8's reduce companion (NAME_reduce), C = y as
    the [M, K] matrix it is (NDHWC) or at conv3d's NCDHW y layout (`c_layout: ncdhw`, `pixels` = Do Ho Wo);
    fp8: scale_a = x_scale (one f32 for every row: `scale_a: tensor`), scale_b = w_scale; bias (bias_dtype bf16 =
    the reduce's out_dtype, or f32: `bias_dtype: f32`) and the activation after the sum (`epilogue` bias /
    bias_<act> / <act>). Fields at the reduce's defaults are not passed (the companion's spec reads as before they existed)."""
    do, ho, wo = out_shape(p) if {"d", "h", "w", "stride", "padding", "dilation"} <= set(p) else (0, 0, 0)
    extra = {**({"bias_dtype": "f32"} if p.get("bias") and p.get("bias_dtype", "bf16") == "f32" else {}),
             **({"c_layout": "ncdhw", "pixels": do * ho * wo} if p.get("y_layout", "ndhwc") == "ncdhw" else {})}
    return pre_companion(name, p) + [(n, f, {**q, **({"scale_a": "tensor"} if q["scaled"] else {}), **extra})
            for n, f, q in reduce_companion(name, REDUCE_FAMILY, splits(p), p.get("split_k_reduce", "deterministic"),
                                            p["dtype"] == "fp8", reduce_epilogue(p))]


def k_loop_forms(p: dict) -> tuple[str, ...]:
    """The K loop forms the planner may build for `p`, least loop overhead first (docs/conv3d.md, "Rolled K
    loop", "Tap loop"): an explicit k_loop is the only one; the packed small-C path is unrolled only; else auto
    allows unrolled up to MAX_K_TILES K tiles, rolled with >= ROLL_MIN_BLOCKS K tiles per tap and at most
    MAX_K_TILES steps of code, and taps always; split-K (S > 1) cuts over taps, which only the tap loop holds
    as a run-time value: taps only. The planner (flygen.plan.conv3d.plan) takes the first whose estimated code
    fits AUTO_CODE_BUDGET."""
    if p.get("k_loop", "auto") != "auto":
        return (p["k_loop"],)
    if packed(p):
        return ("unrolled",)
    taps, nb, _ = k_blocks(p)
    if splits(p) > 1:                   # split-K cuts over taps: only the tap loop holds them at run time
        return ("taps",)
    return tuple(f for f, ok in (("unrolled", taps * nb <= MAX_K_TILES),
                                 ("rolled", nb >= ROLL_MIN_BLOCKS and rolled_steps(p) <= MAX_K_TILES),
                                 ("taps", True)) if ok)


def rolled_trips(nb: int) -> int:
    """Loop trips per tap of the rolled form (nb K tiles per tap): the steps issuing blocks 1 .. nb-2 advance
    the K origin by one block each, in pairs (one per LDS stage); an odd one, the step issuing block nb-1
    (tail or last full block, then a jump) and the one issuing the next tap's block 0 are peeled."""
    return (nb - 2) // 2


def check(p: dict, report) -> None:
    if not {"d", "h", "w", "c", "k", "stride", "padding", "dilation"} <= set(p):
        return
    for name, lo in (("stride", 1), ("padding", 0), ("dilation", 1)):
        if any(v < lo for v in p[name]):
            report((name,), f"entries must be >= {lo}, got {p[name]}")
            return
        if any(v >= 1 << 20 for v in p[name]):
            # the per-axis validity test works on 32-bit wrapped coordinates: keep them far from 2^31
            report((name,), f"entries must be below 2^20, got {p[name]}")
            return
    if p.get("bias_dtype", "bf16") != "bf16" and not p.get("bias"):
        report(("bias_dtype",), f"{p['bias_dtype']} needs bias: true (the kernel has no bias tensor)")
    esize = bytes_of(p["dtype"])
    per = CHUNK_BYTES // esize
    cb = p["c"] * esize
    if packed(p):
        if p.get("w_layout") == "preshuffled":
            report(("w_layout",), f"C x {esize} B = {cb} B (not a multiple of 16) uses the packed small-C path, "
                   "which reads row-major w [K, T*R*S*C] in 4-byte chunks; preshuffled w is not supported there")
        if p.get("k_loop", "auto") not in ("auto", "unrolled"):
            report(("k_loop",), f"C x {esize} B = {cb} B (not a multiple of 16) uses the packed small-C path, "
                   f"which is unrolled only, got {p['k_loop']}")
        if packed_tiles(p) > MAX_K_TILES:
            report(("c",), f"T*R*S*C = {packed_tiles(p)} packed K tiles of 128 B; the packed small-C path is "
                   f"unrolled and allows at most {MAX_K_TILES}")
    shape = out_shape(p)
    for ax, o in zip("dhw", shape):
        if o < 1:
            report((ax,), f"output extent along {ax} is {o}: the dilated filter does not fit the padded input")
    pixels = p["n"] * shape[0] * shape[1] * shape[2]
    if min(shape) >= 1 and pixels > MAX_PIXELS:
        report(("n",), f"N x Do x Ho x Wo = {pixels} output pixels; at most {MAX_PIXELS} (the planner checks every "
               "M tile's input window; its time and memory grow with the pixels)")
    for i, (ax, f) in enumerate(zip("dhw", "trs")):
        if p["dilation"][i] * p[f] >= 1 << 20:
            report(("dilation",), f"dilation x filter extent along {ax} is {p['dilation'][i] * p[f]}; must be "
                   "below 2^20")
    taps = p["t"] * p["r"] * p["s"]
    if taps > MAX_TAPS:
        report(("t",), f"T*R*S = {taps} filter taps; at most {MAX_TAPS} are supported")
    _check_grid(p, report)
    check_wg_order(p, report, ("tile_m",))
    if min(shape) >= 1:
        _check_split(p, report)
    if p["c"] % per == 0:
        taps, nb, _ = k_blocks(p)
        tiles = taps * nb                                                       # each tap padded to whole tiles
        form = p.get("k_loop", "auto")                                          # auto: always a legal form
        if form == "rolled" and nb < ROLL_MIN_BLOCKS:
            report(("k_loop",), f"rolled needs >= {ROLL_MIN_BLOCKS} K tiles of 128 B per filter tap "
                   f"(C*esize > {(ROLL_MIN_BLOCKS - 1) * TILE_BYTES} B), got {nb}")
        elif form == "unrolled" and tiles > MAX_K_TILES:
            report(("c",), f"T*R*S*C = {tiles} K tiles of 128 B; the unrolled K loop allows at most {MAX_K_TILES} "
                   f"(k_loop: taps or auto loops over the taps; rolled needs >= {ROLL_MIN_BLOCKS} per filter tap)")
        elif form == "rolled" and rolled_steps(p) > MAX_K_TILES:
            report(("t",), f"{taps} filter taps x {nb - 2 * rolled_trips(nb) + 2} K tile steps of code each exceed "
                   f"{MAX_K_TILES} for the rolled K loop")


def _check_split(p: dict, report) -> None:
    """split_k: what can be split (S | T*R*S taps in the tap loop; the reduce kernel applies the scales, bias and
    relu once, after the sum)."""
    sk = p.get("split_k", 1)
    if isinstance(sk, str) and sk != "auto":
        report(("split_k",), f"must be an integer >= 1 or 'auto', got {sk!r}")
        return
    taps, nb, _ = k_blocks(p)
    if sk != "auto" and sk > 1 and taps % sk:
        report(("split_k",), f"split-K cuts over the T*R*S = {taps} filter taps (each split a whole run of taps "
               f"in the tap loop): not divisible by split_k = {sk} "
               f"(divisors: {', '.join(str(d) for d in range(1, taps + 1) if taps % d == 0)})")
        return
    if splits(p) == 1:
        return
    if packed(p):
        cb, tiles = p["c"] * bytes_of(p["dtype"]), packed_tiles(p)
        report(("split_k",), f"C x {bytes_of(p['dtype'])} B = {cb} B uses the packed small-C path (unrolled only), "
               f"whose {tiles} K tiles of 128 B each hold 4-byte chunks of several taps (per lane), so no split "
               f"can start at a tap (the tap loop's cut); a split over K-tile ranges (each lane's K byte u "
               f"offset by z x {tiles}/S x 128 at run time, w rebased by the same bytes, the K tail in the last "
               "split only) is possible but not built: split_k: 1, or pad C on the host "
               f"(flygen.ref.conv3d.pad_channels) to a multiple of {CHUNK_BYTES // bytes_of(p['dtype'])} for the "
               "tap-loop split")
    elif p.get("k_loop", "auto") not in ("auto", "taps"):
        report(("split_k",), f"split-K needs k_loop: taps (or auto): a split starts at a run-time tap "
               f"(z T*R*S / S), which the {p['k_loop']} form holds as compile-time code, got k_loop {p['k_loop']}")
    if p.get("x_layout", "ndhwc") != "ndhwc":
        report(("split_k",), "split-K and x_layout ncdhw would need two workspaces (f32 partials and the NDHWC "
               "copy of x) in one launch contract; x_layout ncdhw needs split_k: 1 (or transpose x on the host "
               "with flygen.ref.conv3d.from_torch_input)")
    if p.get("y_layout", "ndhwc") == "ncdhw":
        # NAME_reduce stores y at ((P, N), K) : ((2, 2KP), 2P): the image stride 2KP is one 32-bit SALU product and
        # one row segment of its block columns spans block x 2P bytes of records
        do, ho, wo = out_shape(p)
        P, blk = do * ho * wo, 256
        if 2 * P * p["k"] >= 1 << 32 or blk * 2 * P >= 1 << 32:
            report(("split_k",), f"split-K's NAME_reduce stores NCDHW y with an image stride of 2 K P = "
                   f"{2 * P * p['k']} B and row segments of {blk} x 2P = {blk * 2 * P} B; both must be below 2^32 "
                   f"(P = Do Ho Wo = {P}): y_layout ncdhw needs split_k: 1 here")


def _check_grid(p: dict, report) -> None:
    """wave_grid must have `waves` waves and tile the block (an auto grid's error is on the tile field)."""
    w, explicit = p.get("waves"), p.get("wave_grid", "auto") != "auto"
    if w not in WAVE_GRIDS or _grid(p.get("wave_grid", "auto")) or not {"tile_m", "tile_n"} <= set(p):
        return                         # already reported by the schema
    if explicit and tuple(p["wave_grid"]) not in WAVE_GRIDS[w]:
        report(("wave_grid",), f"{p['wave_grid']} is {p['wave_grid'][0] * p['wave_grid'][1]} waves, the workgroup has {w} "
               f"(waves: {w} allows {', '.join(str(list(g)) for g in WAVE_GRIDS[w])})")
        return
    grid = wave_grid(p)
    for ax, t, u, g in zip(("tile_m", "tile_n"), (p["tile_m"], p["tile_n"]), tile_units(w, grid), grid):
        if t % u:
            report(("wave_grid",) if explicit else (ax,),
                   f"wave grid {list(grid)}{'' if explicit else ' (auto)'} cannot tile {ax} = {t}: {g} waves along "
                   f"it of whole 16x16 MFMA atoms and whole {8 * w}-row LDS-DMA rounds need a multiple of {u}")
