"""conv3d kernel interface: the kernel arguments, the run-time size limits, the launch contracts a manifest
carries (split-K's reduce kernel and workspace, x_layout ncdhw's transpose kernel) and the plan summary."""
from __future__ import annotations

from flygen.plan import wg_order
from flygen.plan.conv3d.config import Config
from flygen.plan.conv3d.layouts import SENTINEL
from flygen.plan.kernel import layout_args
from flygen.spec.conv3d import WAVE_GRID, k_blocks, rolled_trips


def kernel_args(p, c: Config) -> tuple:
    specs = [("x", "global_buffer", 8, c.dtype, "read_only"), ("w", "global_buffer", 8, c.dtype, "read_only")]
    if c.S > 1:             # unscaled f32 partials; scales (fp8) are applied by NAME_reduce after the sum
        return layout_args(specs + [("ws", "global_buffer", 8, "f32",
                                     "read_write" if c.sk_mode == "atomic" else "write_only")])
    if c.scaled:
        specs += [("w_scale", "global_buffer", 8, "f32", "read_only"), ("x_scale", "by_value", 4, "f32", "")]
    if p["bias"]:
        specs += [("bias", "global_buffer", 8, p["bias_dtype"], "read_only")]
    specs += [("y", "global_buffer", 8, "bf16", "write_only"), ("m_tile0", "by_value", 4, "u32", "")]
    return layout_args(specs)



def size_limits(c: Config) -> tuple:
    """Run-time limits (flygen/plan/size_limits.py). Every shape is compile-time and the planner refuses what would
    not fit 32 bits (pixel index < 2^31, records capped at 2^31, V# x rebased per tile with a 64-bit base; tiles
    past 4 GiB by rebasing, flygen/check/conv3d_big.py). The one run-time size, m_tile0 (a partial launch), moves the
    first tile: m0 = (wg_y + m_tile0) x tile_m feeds the pixel divisions, whose magic numbers hold for
    m <= mmax = tiles x tile_m - 1 (`magic(..., c.mmax)`), so the last launched tile's m0 must stay <= mmax.
    Split-K kernels (grid z = S) take no run-time size."""
    if c.S > 1:
        return ()
    return ({"buffer": "x", "kind": "index", "reach": f"{c.bm} * max(m_tile0, {c.mtiles - 1})", "limit": c.mmax,
             "note": f"the last tile's first pixel (wg_y + m_tile0) x {c.bm}: the pixel divisions' magic numbers "
                     f"hold up to mmax = {c.mmax}"},)


def split_k_contract(ks, c: Config) -> dict | None:
    """The manifest's `split_k` (gemm_fp8's contract): the reduce kernel writes y as the [M, K] matrix C it is
    (NDHWC = pixel-major rows of K channels). M and K are compile-time, so the workspace size is a number."""
    if c.S == 1:
        return None
    det = c.sk_mode == "deterministic"
    elems = (c.S if det else 1) * c.M * c.K
    return {"splits": c.S, "mode": c.sk_mode, "reduce": f"{ks.name}_reduce", "workspace": {
        "arg": "ws", "dtype": "f32", "shape": [str(c.S), str(c.M), str(c.K)] if det else [str(c.M), str(c.K)], "elements": str(elems),
        "bytes": str(4 * elems), "init": "any" if det else "zero",
        "note": ("every element written by the partial kernel before the reduce kernel reads it" if det else
                 "must be zero before the first launch; the reduce kernel writes it back to zero")},
        "launch": [ks.name, f"{ks.name}_reduce"],
        "order": ("ws[z] = partial sum of split z over its filter taps (f32); y = bf16(" +
                  ("fl32(fl32(sum * x_scale) * w_scale[k])" if c.scaled else "sum") +
                  "), sum_{z=0..S-1} in the fixed order: bitwise reproducible" if det else
                  "ws += each split's f32 partial (f32 atomics, order nondeterministic); y = bf16(" +
                  ("fl32(fl32(ws * x_scale) * w_scale[k])" if c.scaled else "ws") + "); ws = 0")}


NCDHW_WS = "x_ndhwc"                 # x_layout ncdhw: the workspace (NDHWC x) NAME_x_ndhwc writes and NAME reads


def pre_contract(ks, p, c: Config) -> dict | None:
    """x_layout ncdhw: the manifest's launch contract (the split-K field, mode `pre`): NAME_x_ndhwc transposes
    the caller's NCDHW x into the workspace x_ndhwc [N, D, H, W, C], then NAME reads it as its NDHWC x."""
    if p["x_layout"] != "ncdhw":
        return None
    g, e = c.g, 1 if c.dtype == "fp8" else 2
    elems = g.n * g.dims[0] * g.dims[1] * g.dims[2] * g.c
    pre = f"{ks.name}_x_ndhwc"
    return {"splits": 1, "mode": "pre", "reduce": pre, "workspace": {
        "arg": NCDHW_WS, "dtype": c.dtype, "shape": [str(v) for v in (g.n, *g.dims, g.c)], "elements": str(elems),
        "bytes": str(e * elems), "init": "any", "note": f"every element written by {pre} before {ks.name} reads it"},
        "launch": [pre, ks.name],
        "order": f"x_ndhwc[n, d, h, w, c] = x[n, c, d, h, w] ({pre}, a bitwise copy), then {ks.name} reads x_ndhwc"}


def _what(ks, p, c: Config) -> str:
    """The summary's first line: what the kernel computes (split-K partials, or y)."""
    if c.S > 1:
        return (f"split-K partials: ws{'[z]' if c.sk_mode == 'deterministic' else ''}[M,K] f32 "
                f"{'=' if c.sk_mode == 'deterministic' else '+= (atomic)'} conv3d over filter taps "
                f"[z {c.taps_run}, (z+1) {c.taps_run}) (x NDHWC {c.dtype}, w KTRSC), z < S = {c.S} (grid z); "
                f"{ks.name}_reduce sums{' and scales (x_scale * w_scale[k])' if c.scaled else ''} into y")
    return (("y[n,k,do,ho,wo] bf16 (NCDHW, " + f"{c.y_rows} pixels per store)" if c.y_order == "ncdhw"
             else "y[n,do,ho,wo,k] bf16") + f" = conv3d(x NDHWC {c.dtype}, w KTRSC)"
            f"{' * x_scale * w_scale[k]' if c.scaled else ''}"
            f"{(' + bias[k]' + (' (f32)' if p['bias_dtype'] == 'f32' else '')) if p['bias'] else ''}"
            f"{', ' + p['activation'] if p['activation'] != 'none' else ''}")


def _gemm_line(p, c: Config) -> str:
    """The summary's implicit-GEMM line: sizes, channel padding / packing, tile, waves, the K loop form."""
    g, tail, KT = c.g, c.tail, c.KT
    return (f"implicit GEMM M = {c.M}, N = {c.K}, K = {g.taps * g.c}"
            + (f" (packed small C: dense (c, s, r, t) K of {g.taps * g.cb} B in {c.cw}-byte "
               + ("chunks through VGPRs" if c.vgpr else "LDS-DMA chunks") + ", lane-dependent taps"
               + (f"; the last tile's {tail} B K tail" if tail else "") + ")"
               if c.pack else
               f" (taps padded from {g.cb} to {g.cp} B: channel tail {tail} B reads nothing)" if tail else "")
            + f"; tile {c.bm} x {c.bn} x {c.bk}, {c.waves} waves, "
            + ("" if c.grid == WAVE_GRID[c.waves] else f"wave grid {c.grid[0]} x {c.grid[1]} (M x N"
               + (", auto: least LDS fragment bytes per wave" if p.get("wave_grid", "auto") == "auto" else "")
               + "), ")
            + (f"{KT} K tiles in a loop over {g.taps} filter taps (tap offset s_xtap, padding mask s_tmask; "
               f"{k_blocks(p)[1]} channel blocks per tap, K advance in s_koff_a / s_koff_b), {c.atom.mnemonic}"
               if c.tloop else
               f"{KT} K tiles in a rolled loop per tap ({rolled_trips(k_blocks(p)[1])} trips x 2 channel "
               f"blocks, K advance in s_koff_a / s_koff_b), {c.atom.mnemonic}" if c.rolled else
               f"{KT} unrolled K tiles (lane-dependent taps), {c.atom.mnemonic}" if c.pack else
               f"{KT} unrolled K tiles (one filter tap each), {c.atom.mnemonic}"))


def summary(ks, p, c: Config) -> tuple:
    """The plan summary (the .s header's description lines)."""
    g = c.g
    do_s, ho_s, wo_s = g.out
    return (_what(ks, p, c),
            f"x {g.n}x{g.dims[0]}x{g.dims[1]}x{g.dims[2]}x{g.c}, filter {c.K}x{g.filt[0]}x{g.filt[1]}x{g.filt[2]}, "
            f"stride {list(g.stride)}, padding {list(g.pad)}, dilation {list(g.dil)} -> "
            f"y {g.n}x{do_s}x{ho_s}x{wo_s}x{c.K}",
            _gemm_line(p, c),
            (f"grid = ({c.ntiles}, {c.mtiles}, {c.S})" if c.S > 1 else
             f"grid = ({c.ntiles}, {c.mtiles} - m_tile0)")
            + f"; padding lanes read x at voffset {SENTINEL:#x} (returns 0)",
            *wg_order.notes(c.group_m, c.xcd))
