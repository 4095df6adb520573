"""Step 1 of the moe planner: every number of one configuration (MFMA atom, byte runs, tiles, scale rows, output
rows) as one frozen record, and the a16w4 dequantisation step's checks."""
from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from flygen.errors import PlanError
from flygen.isa.dtypes import bits_of
from flygen.isa.mfma import dense_mfma, f8f6f4_mods, lane_map, mx_mfma, operand_bits
from flygen.isa.mx_scales import mx_scale_row_bytes
from flygen.plan import preshuffle_layouts as PL
from flygen.plan.kernel import loop_trips
from flygen.spec.moe import WAVES_N, a8w8, dims


@dataclass(frozen=True)
class Geometry:
    stage: int
    tm: int                   # tile_m: sorted rows per M-block
    tn: int
    tk: int
    E: int                    # experts
    inter: int
    gather: bool              # stage 1: A rows gathered by token
    N: int
    K: int
    abits: int
    wbits: int
    a16: bool                 # a16w4: fp4 weights dequantised to bf16 in VGPRs
    a8w8: bool                # fp8 x fp8, f32 scales per row and per channel
    a_mx: bool                # activations carry e8m0 block scales
    w_mx: bool                # weights carry e8m0 block scales
    atom: object              # the MFMA issued
    wat: object               # the weight side of a k-step (a16w4: the fp4 x fp4 atom; else `atom`)
    mods: str
    runs_w: object
    runs_a: object
    micro: int                # MFMAs per k-step (a16w4: 4 bf16 MFMAs per 128-K step)
    a_step: object | None     # a16w4: the weight atom's B lane map with 16-bit values
    kb_a: int                 # row bytes of A
    kb_w: int                 # row bytes of W[e]
    R: int                    # bytes per k-tile of an A row
    tkw: int                  # bytes per k-tile of a W row
    ksteps: int
    nk: int                   # k-tiles
    nm: int                   # m-atoms
    wn: int                   # columns per wave
    nn: int                   # n-atoms per wave
    D: int                    # e8m0 dwords per row per k-tile
    srow: int                 # scale bytes per row (flygen.isa.mx_scales)
    nw: int                   # rows of W[e]
    halves: tuple
    rows: bool                # stage 2 -> ws[token * topk + slot], no atomics
    topk: int
    lds: bool                 # a_stage: lds (A tile global -> LDS once per workgroup)
    out_arg: str
    out16: str | None         # stage 2 atomic mode with a 16-bit out (packed atomics)
    row_scale: bool           # one f32 per A row (stage 1 token, stage 2 (t, s))
    rs_rows: int              # scale_row entries per token
    mx_out: str | None        # stage 1 MX intermediate dtype
    tk2: int | None           # the stage-2 tile_k the MX intermediate's scales are laid out for
    srow2: int | None
    out_row: int              # bytes per output row


def plan_geometry(p) -> Geometry:
    """Every number of one configuration (step 1): MFMA atom, byte runs, tiles, scale rows, output rows."""
    stage, tm, tn, tk = p["stage"], p["tile_m"], p["tile_n"], p["tile_k"]
    gather = stage == 1
    N, K = dims(p)
    abits, wbits = bits_of(p["a_dtype"]), bits_of(p["w_dtype"])
    a16 = p["a_dtype"] == "bf16"
    is_a8w8 = a8w8(p)
    if a16:
        atom, wat, mods, micro, a_step, runs_w, runs_a = _dequant_step(p, wbits)
    elif is_a8w8:
        # the unscaled fp8 x fp8 f8f6f4 MFMA (cbsz = blgp = 0, the assembler's default), swapped as the MX
        # kernels: its lane maps are the scaled form's (flygen.isa.mfma), so the preshuffled fragment layouts
        # carry over with 8-bit weights; the f32 scales are applied in the epilogue (acc * sx * sw)
        atom = wat = dense_mfma("fp8")
        mods, micro, a_step = "", 1, None
        runs_w, runs_a = PL.byte_runs(atom, "a"), PL.byte_runs(atom, "b")
    else:
        atom = wat = mx_mfma(p["w_dtype"], p["a_dtype"])      # swapped: MFMA A = weight fragment
        mods, micro, a_step = f8f6f4_mods(atom), 1, None
        runs_w, runs_a = PL.byte_runs(atom, "a"), PL.byte_runs(atom, "b")
    ksteps = tk // wat.k
    nk = loop_trips(K // tk, "hidden" if gather else "inter", "stage K / tile_k k-tiles")
    wn = tn // WAVES_N
    rows = not gather and p.get("reduce", "atomic") == "rows"
    out16 = None if gather or rows else p.get("out_dtype")
    inter_dtype = p.get("inter_dtype", "bf16")
    mx_out = inter_dtype if gather and inter_dtype != "bf16" else None
    if mx_out:                                                # the stage-2 scale layout the MX intermediate feeds
        tk2 = p["inter_tile_k"]
        srow2 = mx_scale_row_bytes(N, tk2)
        out_row = N * bits_of(mx_out) // 8
    else:
        tk2 = srow2 = None
        out_row = N * 2 if gather or out16 else N * 4
    return Geometry(
        stage=stage, tm=tm, tn=tn, tk=tk, E=p["experts"], inter=p["inter"], gather=gather, N=N, K=K,
        abits=abits, wbits=wbits, a16=a16, a8w8=is_a8w8, a_mx=not (a16 or is_a8w8), w_mx=not is_a8w8,
        atom=atom, wat=wat, mods=mods, runs_w=runs_w, runs_a=runs_a, micro=micro, a_step=a_step,
        kb_a=K * abits // 8, kb_w=K * wbits // 8, R=tk * abits // 8, tkw=tk * wbits // 8, ksteps=ksteps, nk=nk,
        nm=tm // 16, wn=wn, nn=wn // 16, D=-(-ksteps // 4), srow=mx_scale_row_bytes(K, tk),
        nw=2 * p["inter"] if gather else N, halves=("gate", "up") if gather else ("down",), rows=rows,
        topk=p["topk"], lds=p.get("a_stage", "direct") == "lds", out_arg="ws" if rows else "out", out16=out16,
        row_scale=p.get("row_scale", "none") == "f32", rs_rows=1 if gather else p["topk"], mx_out=mx_out,
        tk2=tk2, srow2=srow2, out_row=out_row)


def _dequant_step(p, wbits: int) -> tuple:
    """a16w4 k-step (step 1b): one 128-K step of the MX weight atom (fp4 fragments, e8m0 scale lanes, preshuffle
    layouts unchanged) is computed as `micro` = 4 bf16 MFMAs 16x16x32. Weight dword u of a lane (fp4 values
    8u..8u+7) is dequantised by 4 v_cvt_scalef32_pk_bf16_fp4 (byte b -> bf16 register b) into MFMA u's A operand,
    so MFMA u's k_mfma = 8g + e (lane group g) stands for K = 32g + 8u + e of the step; the activation operand of
    MFMA u is then bf16 registers 4u..4u+3 of the lane's 64 B at K 32g..32g+31 (`a_step`: the weight atom's B
    lane map with 16-bit values). Checked here for every lane and value: the weight and activation K of each
    MFMA value agree, the micro-steps cover the step's K once, and every value of lane l lies in K block l // 16,
    the block whose e8m0 scale the MX scale layout hands lane l (so each scale multiplies its own 32 values,
    once, in the conversion). Returns (atom, wat, mods, micro, a_step, runs_w, runs_a)."""
    wat = mx_mfma(p["w_dtype"], p["w_dtype"])                 # weight side of the step (fp4 x fp4 lane maps)
    atom = dense_mfma("bf16")                                 # the MFMA issued (swapped: A = dequantised weights)
    micro = wat.k // atom.k
    a_step = replace(wat, b_fmt="bf16", b_bits=16, b_regs=wat.b_regs * 16 // wbits)
    per = operand_bits(atom, "a")[1]                          # bf16 values per lane per MFMA (8)
    wk, ak = lane_map(wat, "a"), lane_map(a_step, "b")        # [64, 32, (row, K)] fp4 weights / bf16 activations
    mk_w, mk_a = lane_map(atom, "a"), lane_map(atom, "b")     # [64, 8, (row, k_mfma)] of one bf16 MFMA
    sc = lane_map(wat, "scale_a")[:, 0, 1]                    # K block of the scale lane l supplies
    seen = np.zeros((16, wat.k), np.int64)
    for u in range(micro):
        vals = u * per + np.arange(per)                        # fragment values of MFMA u (dword u / regs 4u..)
        if not (np.array_equal(wk[:, vals], ak[:, vals]) and np.array_equal(mk_w[:, :, 0], wk[:, vals, 0])
                and np.array_equal(mk_a[:, :, 1], mk_w[:, :, 1])):
            raise PlanError("a16w4: the dequantised weight and bf16 activation fragments of a micro-step disagree")
        np.add.at(seen, (wk[:, vals, 0], wk[:, vals, 1]), 1)
        if not np.array_equal(wk[:, vals, 1] // 32, np.repeat(sc[:, None], per, 1)):
            raise PlanError("a16w4: a lane's values are not in the K block of the e8m0 scale it holds")
    if not (seen == 1).all():
        raise PlanError("a16w4: the micro-steps do not cover the 128-K step exactly once")
    return atom, wat, "", micro, a_step, PL.byte_runs(wat, "a"), PL.byte_runs(a_step, "b")
