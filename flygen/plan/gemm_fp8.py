"""Planner of the gemm_fp8 family (also bf16/f16): LDS-DMA double buffer, ds_read_b128 fragments, MFMA, scaled bf16 / f16 out.

Decides every number; templates/kernel.s.j2 only prints. Addresses come from flygen.plan.gemm_layouts
(layout algebra) lowered with flygen.layout.lower; per-lane parts are prologue VALU, per-value parts
immediates. Pipeline per K tile kt (stage s = kt % 2, rolled loop over pairs of tiles):
  s_waitcnt vmcnt(0); s_barrier          -- tile kt is in LDS stage s (every wave's DMA done), and every
                                            wave finished reading stage 1-s (its reads completed before
                                            its MFMAs of tile kt-1)
  DMA tile kt+1 -> stage 1-s             -- overlaps this tile's reads and MFMAs
  ds_read_b128 fragments from stage s; s_waitcnt lgkmcnt(0); s_setprio 1; MFMAs; s_setprio 0
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.errors import PlanError, ResourceLimit
from flygen.isa import limits
from flygen.isa.dtypes import bytes_of
from flygen.isa.mfma import dense_mfma, f8f6f4_mods, mfma_atom
from flygen.layout.emit import emit_valu
from flygen.layout.expr import to_str
from flygen.layout.lower import lower
from flygen.layout.tv import make_tiled_mma
from flygen.plan.address import BaseRegs, wave_m0
from flygen.plan.epilogue.rows import RowsOut, plan_epilogue_rows
from flygen.plan.epilogue.swapped import plan_epilogue_swapped
from flygen.plan.gemm_layouts import (ROW_BYTES, dma_plan, fragment_layout, global_full, lds_tile)
from flygen.plan.gemm_pingpong import GROUPS, PingPongBody, pingpong_streams
from flygen.plan.gemm_schedule import FragmentSchedule, mfma_orders, plan_fragments, with_lgkm_waits
from flygen.plan import gemm_fp8_contract as contract, gemm_fp8_ld as ld, gemm_runtime_k as rtk, programs, wg_order
from flygen.plan.items import M0_DMA_WAIT, Comment, Wait, instr
from flygen.plan.k_tail import mask_bases
from flygen.plan.waits import covering
from flygen.plan.kernargs import packed_loads, packed_operands, reserve_abi
from flygen.plan.kernel import Grid, KernelPlan, PlanLayout, layout_args, loop_trips
from flygen.plan.regs import RegAlloc, declare
from flygen.plan.vsharp import output_rsrc, tile_rsrc
from flygen.spec.gemm_fp8 import WAVE_GRID, b_type, k_tail, runtime_k, runtime_ld, scaled, splits

STAGES = 2
MAX_SPARE_SLOTS = 2           # fragment slots beyond one tile's fragments, if the register budget allows


@dataclass(frozen=True)
class GemmBody:
    prologue: tuple          # printed lines (address VALU/SALU, descriptors) and the kernel-argument Wait item
    acc_init: tuple
    first_dma: tuple         # items
    loop_steps: tuple        # tuple of steps (each a tuple of items) inside the rolled loop
    loop_count: int
    loop_label: str
    tail_steps: tuple
    epilogue: tuple          # items
    notes: tuple             # layout notes printed as comments
    runtime_k: tuple = ()    # K: runtime: (enter, odd test, join) items (gemm_runtime_k); tail_steps = the odd step
    k_tail: tuple = ()       # k_tail: the whole K loop's items (gemm_runtime_k.k_tail_program), in place of the above

    @property
    def program(self) -> tuple:
        return programs.gemm(self)


@dataclass(frozen=True)
class _Geometry:
    """Every number of one configuration, derived up front (step 1 of plan)."""
    dtype: str
    b_dtype: str              # B's element type (b_dtype, unset = dtype)
    out: str                  # C's element type: bf16 | f16
    waves: int
    bm: int
    bn: int
    bk: int
    k: int
    esize: int
    kbytes: int
    threads: int
    scaled: bool
    pre: bool
    wide: bool
    pingpong: bool
    atom: object
    mma: object
    kt: int
    a_bytes: int
    b_bytes: int
    lds_total: int
    dma_a: object
    dma_b: object
    fa: object
    fb: object
    rda: object
    rdb: object
    kstep_a: int
    kstep_b: int
    origin_a: int
    origin_b: int
    group_m: int = 1          # workgroup-M grouping (flygen/plan/wg_order.py)
    group_n: int = 1          # workgroup-N grouping: grid (M tiles, N tiles), group_m's map transposed
    xcd: bool = False         # wg_remap: xcd (flygen/plan/wg_order.py)
    splits: int = 1           # split-K: S K ranges of kt tiles each (grid z = split), f32 partials out
    mode: str = ""            # split-K reduction: "deterministic" | "atomic"
    split_a: int = 0          # K origin of split z in A / B: z * split_a bytes (a layout value)
    split_b: int = 0
    rt: bool = False          # K: runtime: k, kbytes, kt are None; origin_a / origin_b are coefficients of Kbytes
    ktail: bool = False       # k_tail: a ragged last K tile (its chunks past K DMA'd out of range: 0 in LDS)
    rlda: bool = False        # lda: runtime: A's row pitch is the SGPR s_apitch = lda x esize (K: runtime)
    rldb: bool = False        # ldb: runtime: B's (row-major) row pitch s_bpitch = ldb x esize (K: runtime)
    rldc: bool = False        # ldc: runtime: C's row pitch s_pitch = ldc x 2 instead of N x 2
    batch: bool = False       # grid z = batch; A / B / C / scales rebased by z x their batch strides


def _geometry(p) -> _Geometry:
    """Validate the configuration and derive the MMA tiling and the layouts: LDS map [A stage 0 | A stage 1 |
    B stage 0 | B stage 1] (each tile rows x 128 B, swizzled), DMA, fragment reads, global K steps/origins."""
    dtype, waves = p["dtype"], p["waves"]
    bm, bn, bk, rt = p["tile_m"], p["tile_n"], p["tile_k"], runtime_k(p)
    k, esize = None if rt else p["K"], bytes_of(dtype)
    rt or loop_trips(k // bk // splits(p), "K", "K tiles per split (K / tile_k / split_k)")
    kbytes, threads, pre = None if rt else k * esize, 64 * waves, p["b_layout"] == "preshuffled"
    atom = dense_mfma(dtype, b_type(p))
    mma = make_tiled_mma(atom, WAVE_GRID[waves], tile=(bm, bn, bk))
    a_bytes, b_bytes = bm * ROW_BYTES, bn * ROW_BYTES
    lds_a, lds_b = 0, STAGES * a_bytes
    lds_total = STAGES * (a_bytes + b_bytes)
    if lds_total > limits.LDS_BYTES:
        raise ResourceLimit(f"tile_m/tile_n: {STAGES} stages of ({bm} + {bn}) x 128 B = {lds_total} B of LDS "
                        f"exceed {limits.LDS_BYTES}")
    dma_a = dma_plan(bm, kbytes, False, threads, lds_a, a_bytes, STAGES)
    dma_b = dma_plan(bn, kbytes, pre, threads, lds_b, b_bytes, STAGES)
    fa = fragment_layout(mma.tv_A(), bm, bk, esize, lds_a, a_bytes, STAGES)
    fb = fragment_layout(mma.tv_B(), bn, bk, esize, lds_b, b_bytes, STAGES)
    rda = lower(fa, {"tid": threads}, max_imm=limits.DS_OFFSET_MAX)
    rdb = lower(fb, {"tid": threads}, max_imm=limits.DS_OFFSET_MAX)
    ga, gb = (None, None) if rt else (global_full(kbytes, False), global_full(kbytes, pre))
    # (K step of A, of B, tile origin of A, of B) in bytes; K: runtime: the origins are coefficients of Kbytes
    steps = rtk.steps_origins(bm, bn, pre) if rt else \
        (ga((0, ROW_BYTES)), gb((0, ROW_BYTES)), ga((bm, 0)), gb((bn, 0)))
    if atom.a_regs != atom.b_regs:
        raise PlanError(f"internal: {atom.mnemonic} A/B fragments differ in size ({atom.a_regs} / {atom.b_regs})")
    S = splits(p)
    kt = None if rt else k // bk // S        # K tiles per split (S | K / tile_k: flygen.spec.gemm_fp8.check)
    split = {"a": 0, "b": 0}
    for name, gx in () if rt else (("a", ga), ("b", gb)):  # split z starts at K byte z * kt * 128 of every row: gX((0, that))
        split[name] = gx((0, ROW_BYTES * kt)) if S > 1 else 0
        if any(gx((0, ROW_BYTES * kt * z)) != z * split[name] for z in range(S)):
            raise PlanError(f"internal: the K origin of a split in {name.upper()} is not linear in the split index")
    return _Geometry(
        dtype=dtype, b_dtype=b_type(p), out=p["out_dtype"], waves=waves, bm=bm, bn=bn, bk=bk, k=k, esize=esize,
        kbytes=kbytes, threads=threads, scaled=scaled(p), pre=pre, wide=p["c_store"] == "wide", pingpong=p["schedule"] == "pingpong",
        atom=atom, mma=mma, kt=kt, a_bytes=a_bytes, b_bytes=b_bytes, lds_total=lds_total,
        dma_a=dma_a, dma_b=dma_b, fa=fa, fb=fb, rda=rda, rdb=rdb,
        kstep_a=steps[0], kstep_b=steps[1], origin_a=steps[2], origin_b=steps[3],   # per K tile / workgroup id
        rt=rt, ktail=k_tail(p), rlda=runtime_ld(p, "lda"), rldb=runtime_ld(p, "ldb"), rldc=runtime_ld(p, "ldc"),
        batch=bool(p.get("batch")), splits=S, group_m=p.get("group_m", 1), group_n=p.get("group_n", 1), xcd=p.get("wg_remap", "none") == "xcd", mode=p["split_k_reduce"] if S > 1 else "", split_a=split["a"], split_b=split["b"])


def _layouts(g: _Geometry) -> tuple:
    """The layouts the addresses come from, for `flygen plan` / `--draw` (not read by the program)."""
    return (PlanLayout("lds_a_tile", lds_tile(g.bm), note="(row, K byte) -> LDS byte of A stage 0 (swizzled)"),
            PlanLayout("lds_b_tile", lds_tile(g.bn, STAGES * g.a_bytes),
                       note="(row, K byte) -> LDS byte of B stage 0 (swizzled)"),
            PlanLayout("a_fragment_read", g.fa, note="(tid, (chunk, reps, stage)) -> LDS byte of a ds_read_b128 of A"),
            PlanLayout("b_fragment_read", g.fb, note="(tid, (chunk, reps, stage)) -> LDS byte of a ds_read_b128 of B"),
            PlanLayout("a_fragment_banks", g.fa, kind="banks", access_bytes=16, elem_bytes=1,
                       note="wave 0's first ds_read_b128 of A over the 64 LDS banks"))


def _kernel_args(g: _Geometry) -> tuple:
    specs = [("a", "global_buffer", 8, g.dtype, "read_only"), ("b", "global_buffer", 8, g.b_dtype, "read_only")]
    if g.splits > 1:                 # f32 partials; the scales are applied by NAME_reduce after the sum
        return layout_args(specs + [("ws", "global_buffer", 8, "f32",
                                     "write_only" if g.mode == "deterministic" else "read_write"),
                                    ("m", "by_value", 4, "u32", ""), ("n", "by_value", 4, "u32", "")])
    if g.scaled:
        specs += [("scale_a", "global_buffer", 8, "f32", "read_only"),
                  ("scale_b", "global_buffer", 8, "f32", "read_only")]
    specs += [("c", "global_buffer", 8, g.out, "write_only"), ("m", "by_value", 4, "u32", ""),
              ("n", "by_value", 4, "u32", "")]
    if g.rt:
        specs.append(("k", "by_value", 4, "u32", ""))
    return layout_args(specs + ld.kernel_args(g))


@dataclass(frozen=True)
class _Regs:
    """Registers of the kernel (step 3) and the per-lane address code that fills the base registers."""
    ra: RegAlloc
    s_args: object
    rs: dict
    s_tmp: object
    s_mask: object
    v_tmp: object
    v_frag: object
    acc: object
    acc_file: str
    n_acc: int
    frags: list
    n_slots: int
    code: list
    dma_regs: dict
    read_regs: dict
    m0_regs: dict
    code_k: tuple = ()        # K: runtime: the DMA sources' Kbytes terms (after the kernel arguments landed)
    tail: tuple = ()          # k_tail: (DMA round source VGPR, its K-byte VGPR, 0) per round of A and B


def _registers(p, g: _Geometry, kernarg_size: int) -> _Regs:
    """SGPRs, address VGPRs and their code, then fragments and accumulators: every fragment is R registers;
    slots = fragments + spare slots that the register budget allows (flygen.plan.gemm_schedule pipelines the
    next tile's reads into dead slots)."""
    rm, rn, rk = g.mma.reps
    ra = RegAlloc()
    gn = g.group_n > 1            # group_n launches the grid transposed: x = M tile, y = N tile (remapped in place)
    reserve_abi(ra, (("s_wg_x", "workgroup id x = " + ("M tile (group_n), then N tile" if gn else "N tile")),
                     ("s_wg_y", "workgroup id y = " + ("N tile (group_n), then M tile" if gn else "M tile")))
                + ((("s_wg_z", "workgroup id z = K split"),) if g.splits > 1 else ())
                + ((("s_wg_z", "workgroup id z = batch"),) if g.batch else ()))
    s_args = ra.s("s_args", limits.align(kernarg_size // 4, 4), align=4, note="kernel arguments")
    rs = {x: ra.s(f"s_rsrc_{x}", 4, align=4, note=f"V# of {x}") for x in
          (("a", "b", "ws") if g.splits > 1 else ("a", "b", "scale_a", "scale_b", "c") if g.scaled else ("a", "b", "c"))}
    declare(ra, (("s_koff_a", f"soffset: K tile origin in A (+{g.kstep_a} B per tile)"),
                 ("s_koff_b", f"soffset: K tile origin in B (+{g.kstep_b} B per tile)"),
                 ("s_loop", "remaining loop trips"),
                 ("s_wave", "wave id in the workgroup"),
                 ("s_m0", "first row of the tile (M)"),
                 ("s_n0", "first column of the tile (N)"),
                 ("s_pitch", "row pitch of C in bytes (2 " + ("ldc)" if g.rldc else "N)")),
                 ("s_nrem", "valid columns in this tile: N - n0"),
                 ("s_rowoff", "row offset of the current C row (bytes)"))
            + ((("s_kbytes", f"row pitch of A and B in bytes: K x {g.esize} (K: runtime)"),) if g.rt else ())
            + ((("s_nt", "K tiles ceil(Kbytes / 128) (k_tail)"), ("s_krem", "the last K tile's bytes of a row (k_tail)"),
                ("s_kb1", "K tile 1's bytes of a row: Kbytes - 128 (k_tail)")) if g.ktail else ())
            + ld.sgprs(g))
    s_tmp = ra.s("s_tmp", 4, align=4, note="prologue temporaries")
    if g.group_m > 1 or g.group_n > 1 or g.xcd:
        ra.s("s_grp", wg_order.SCRATCH + 1, note="group_m / group_n / wg_remap: workgroup remap temporaries")
    s_mask = ra.s("s_mask", 2 if g.wide else 2 * rn, align=2,
                  note="EXEC mask of valid C columns" + ("" if g.wide else ", one pair per N repeat"))
    sregs = BaseRegs(ra, "s", "s_dma")
    ra.v("v_tid", note="work-item id x")
    v_tmp = ra.v("v_tmp", 6, note="address temporaries")
    code, dma_regs, read_regs, m0_regs, code_k, tail = _address_code(g, ra, sregs, v_tmp, s_tmp)

    R = g.atom.a_regs
    frags = [("b", ni, q) for q in range(rk) for ni in range(rn)] + [("a", mi, q) for q in range(rk) for mi in range(rm)]
    n_acc = rm * rn * g.atom.c_regs
    used = ra.next["v"] + len(frags) * R
    # the launch budget: a wave of this workgroup holds at most vgpr_budget(waves) unified VGPRs (arch rounded
    # to 4, then AGPRs), so spare slots come out of what is left of it, not of the 256 ArchVGPRs alone
    budget = limits.vgpr_budget(g.waves)
    acc_file = p["acc"]
    if acc_file == "auto":
        acc_file = "vgpr" if used + n_acc <= min(limits.ARCH_VGPRS, budget) else "agpr"
    arch_cap = min(limits.ARCH_VGPRS, budget) if acc_file == "vgpr" else \
        min(limits.ARCH_VGPRS, (budget - n_acc) // 4 * 4)
    free = arch_cap - used - (n_acc if acc_file == "vgpr" else 0)
    # ping-pong: a wave never reads while it multiplies, so no spare slots
    n_slots = len(frags) + (0 if g.pingpong else max(0, min(MAX_SPARE_SLOTS, free // R)))
    v_frag = ra.v("v_frag", n_slots * R, note=f"{n_slots} fragment slots of {R} registers; epilogue scratch")
    acc = ra.v("v_acc", n_acc, align=4, note="accumulators") if acc_file == "vgpr" else \
        ra.a("a_acc", n_acc, align=4, note="accumulators")
    return _Regs(ra=ra, s_args=s_args, rs=rs, s_tmp=s_tmp, s_mask=s_mask, v_tmp=v_tmp, v_frag=v_frag, acc=acc,
                 acc_file=acc_file, n_acc=n_acc, frags=frags, n_slots=n_slots, code=code, dma_regs=dma_regs,
                 read_regs=read_regs, m0_regs=m0_regs, code_k=tuple(code_k), tail=tail)


def _address_code(g: _Geometry, ra, sregs, v_tmp, s_tmp) -> tuple:
    """Per-lane bases (VALU) of the DMA (LDS position, swizzled, and global source) and of the fragment reads,
    and the wave's M0 bases (SALU): (code, dma_regs, read_regs, m0_regs)."""
    vregs_swz, vregs_g, vregs_r = BaseRegs(ra, "v", "v_swz"), BaseRegs(ra, "v", "v_g"), BaseRegs(ra, "v", "v_r")
    code = []
    tmpv = [v_tmp.at(i) for i in range(1, 6)]
    # LDS position each lane fills, swizzled: x = S(16 tid) (same for A and B)
    swz_reg = vregs_swz.get(g.dma_a.swz.bases[0])
    code += [f"// LDS DMA: lane fills x = S(16 tid) = {to_str(g.dma_a.swz.bases[0])}"]
    code += emit_valu(g.dma_a.swz.bases[0], swz_reg, {"tid": "v[v_tid]"}, list(tmpv))
    dma_regs, code_k, tail = {}, [], []
    for name, d in (("a", g.dma_a), ("b", g.dma_b)):
        code.append(f"// {name.upper()} global source of position x: {d.layout_note}")
        dma_regs[name] = [vregs_g.emit(e, {"x": swz_reg}, tmpv, code) for e in d.src.bases]
        if g.rt:        # round i: fixed(x) + Kbytes * (per_kbyte(x) + imm_i), one VGPR per round
            fixed = dma_regs[name]
            dma_regs[name] = rtk.dma_sources(name, d, ra, vregs_g, dma_regs[name], swz_reg, tmpv, code, code_k,
                                             ld.pitch(g, name))
            if g.ktail:   # row-major: the fixed part ((rows, 128):(0, 1)) is the K byte in the tile row
                tail += [(v, fixed[d.src.base_of[i]], 0) for i, v in enumerate(dma_regs[name])]
    read_regs = {}
    for name, lo, lay in (("a", g.rda, g.fa), ("b", g.rdb, g.fb)):
        code.append(f"// {name.upper()} fragment reads: {lay}")
        read_regs[name] = [vregs_r.emit(e, {"tid": "v[v_tid]"}, tmpv, code) for e in lo.bases]
    m0_code, m0_regs = wave_m0((("a", g.dma_a), ("b", g.dma_b)), sregs, v_tmp, s_tmp)
    return code + m0_code, dma_regs, read_regs, m0_regs, code_k, tuple(tail)


@dataclass(frozen=True)
class _Kit:
    """What the K-tile steps are made of (step 4): the fragment schedule and the item builders."""
    fs: FragmentSchedule
    needs: dict
    beta: int
    first_use: list           # per parity: fragment -> index of the first MFMA that needs it
    reads: object             # (fragment key, parity) -> ds_read items
    mfma: object              # (cell, parity) -> MFMA item
    dma_items: object         # stage -> [(m0 item, dma item)]
    koffs: list
    setprio: bool
    tail_mask: object = None  # k_tail: bound SGPR -> the items masking the DMA round sources (flygen.plan.k_tail)


def _kit(p, g: _Geometry, r: _Regs) -> _Kit:
    rm, rn, rk = g.mma.reps
    atom, R, v_frag = g.atom, g.atom.a_regs, r.v_frag
    needs = {(q, mi, ni): (("a", mi, q), ("b", ni, q)) for q in range(rk) for mi in range(rm) for ni in range(rn)}
    beta = max(1, len(needs) // 4)        # barrier after a quarter of the MFMAs: the window that covers the
    if g.pingpong:                        # one slot per fragment in both stages, k-outer N-major MFMA order
        ident, order = {f: i for i, f in enumerate(r.frags)}, tuple(mfma_orders((rk, rm, rn))[0])
        fs = FragmentSchedule(order=(order, order), slot=(ident, ident), read_at=({}, {}), beta=0, min_slack=0)
    else:
        fs = plan_fragments((rk, rm, rn), needs, r.frags, r.n_slots, beta)    # last reads of the previous tile

    # ds_read_b128 chunks per (fragment, stage), from the lowered fragment layouts
    nch = atom.a_regs // 4                                         # ds_read_b128 per fragment
    chunks = {}
    for which, lo, reps in (("a", g.rda, rm), ("b", g.rdb, rn)):
        for v in range(len(lo.imms)):
            c, i, q, s = (int(x) for x in np.unravel_index(v, (nch, reps, rk, STAGES), order="F"))
            chunks.setdefault((which, i, q, s), []).append((c, r.read_regs[which][lo.base_of[v]], int(lo.imms[v])))

    def reads(key, parity: int) -> list:
        slot = fs.slot[parity][key]
        return [instr("ds_read_b128", v_frag.at(slot * R + 4 * c, 4), addr, mods=(f"offset:{imm}",), writes=(slot,),
                      note=f"{key[0].upper()} rep {key[1]} k {key[2]} chunk {c} -> slot {slot} (tile parity {parity})")
                for c, addr, imm in sorted(chunks[key + (parity,)])]

    # swapped operands (wide C stores) put B's fragment in the instruction's A slot: cbsz (A's format) then names
    # B's format and blgp A's (the same atom when both are one format)
    issued = mfma_atom(atom.mnemonic, atom.b_fmt, atom.a_fmt) if g.wide and atom.f8f6f4 else atom
    mfma_args = (f8f6f4_mods(issued),) if atom.f8f6f4 else ()

    def mfma(cell, parity: int):
        q, mi, ni = cell
        sa, sb = fs.slot[parity][("a", mi, q)], fs.slot[parity][("b", ni, q)]
        d = r.acc.at(atom.c_regs * (mi + rm * ni), atom.c_regs)
        fa_, fb_ = v_frag.at(sa * R, R), v_frag.at(sb * R, R)
        if g.wide:                    # D = B . A^T per atom: a lane's 4 accumulators are 4 consecutive columns
            fa_, fb_ = fb_, fa_
        return instr(atom.mnemonic, d, fa_, fb_, d, mods=mfma_args, reads=(sa, sb), note=f"C rep ({mi},{ni}) k {q}")

    def dma_items(stage: int) -> list:
        out = []
        for name, d in (("a", g.dma_a), ("b", g.dma_b)):
            for i in range(d.instrs):
                vi = i + d.instrs * stage
                out.append([instr("s_add_u32", "m0", r.m0_regs[name], int(d.m0.imms[vi]),
                                  note=f"M0: {name.upper()} round {i} -> stage {stage}"),
                            instr("buffer_load_dwordx4", r.dma_regs[name][i if g.rt else d.src.base_of[i]], r.rs[name],
                                  f"s[s_koff_{name}]", mods=("offen", f"offset:{int(d.src.imms[i])}", "lds"))])
        return out

    koffs = [instr("s_add_u32", f"s[{reg}]", f"s[{reg}]", step, note="next K tile")
             for reg, step in (("s_koff_a", g.kstep_a), ("s_koff_b", g.kstep_b))]
    first_use = [{}, {}]
    for par in range(2):
        for j, cell in enumerate(fs.order[par]):
            for key in needs[cell]:
                first_use[par].setdefault(key, j)
    def tail_mask(bound: str) -> list:
        return mask_bases(r.tail, bound, r.v_tmp.at(0), r.v_tmp.at(1))

    return _Kit(fs=fs, needs=needs, beta=beta, first_use=first_use, reads=reads, mfma=mfma, dma_items=dma_items,
                koffs=koffs, setprio=p["setprio"], tail_mask=tail_mask)


def _step(kit: _Kit, parity: int, read_next: bool, dma_next: bool) -> list:
    """K tile of this parity (LDS stage = parity). read_next: read tile t+1's fragments into dead slots
    after the barrier; dma_next: DMA tile t+2 into this tile's stage (free once every wave is past the
    barrier, because each wave waited for all its reads of this stage before it)."""
    fs, beta, setprio = kit.fs, kit.beta, kit.setprio
    order = fs.order[parity]
    nxt = sorted(fs.read_at[parity].items(), key=lambda kv: (kv[1], kit.first_use[1 - parity][kv[0]]))
    dmas = kit.dma_items(parity) if dma_next else []
    items = [instr("s_setprio", 1)] if setprio else []
    for j, cell in enumerate(order + (None,)):
        if j == beta and read_next:
            if setprio:
                items.append(instr("s_setprio", 0))
            items += [Wait(vm=0, lgkm=0,
                           note=f"next tile's DMA landed (this wave); this wave's reads of stage {parity} done"),
                      instr("s_barrier", note=f"next tile in LDS stage {1 - parity}; stage {parity} free")]
            if setprio:
                items.append(instr("s_setprio", 1))
        m0_dma = dmas.pop(0) if (j >= beta and dmas and cell is not None) else None
        if m0_dma:
            items.append(m0_dma[0])
        if read_next and j >= beta:
            for key, at in nxt:
                if at == j:
                    items += kit.reads(key, 1 - parity)
        if cell is not None:
            items.append(kit.mfma(cell, parity))
        if m0_dma:
            items.append(m0_dma[1])       # the MFMA between covers the M0 -> LDS DMA wait state
        # small tiles have more DMAs than MFMAs after the barrier (4 waves, 64 x 64 fp8: 4 DMAs, 3 MFMAs):
        # the ones no later MFMA can cover go here, each behind its own M0 -> DMA wait state
        extra = []
        while j >= beta and dmas and len(dmas) > len(order) - 1 - j:
            m0, dma = dmas.pop(0)
            extra += [m0, *M0_DMA_WAIT, dma]
        items += extra
        if (m0_dma or extra) and not dmas:
            items += kit.koffs                 # the last DMA has read the soffsets: next K tile
    if dmas:
        raise PlanError(f"internal: {len(dmas)} DMAs left over after {len(kit.needs) - beta} MFMAs")
    if setprio:
        items.append(instr("s_setprio", 0))
    return items


def _rolled_program(g: _Geometry, kit: _Kit) -> tuple:
    """(first, loop steps, tail steps, loop trips): tiles 0 and 1 in flight and tile 0's fragments in
    registers before the loop; tiles 0 .. kt-3 are full steps (read t+1, DMA t+2), a rolled loop over pairs;
    then the last two. lgkmcnt waits are computed on prologue + loop + loop + tail (entry and steady-state
    histories of the loop body), the stronger of the two kept, so the rolled body is right for every trip."""
    kt = 2 if g.rt else g.kt          # K: runtime: tiles 0 and 1 are always fetched (a tile past K is never used)
    first = []
    for t in range(min(kt, 2)):
        if g.ktail:     # tiles 0 and 1 share the round sources: mask each against its own bytes of a row
            first += [Comment(f"k_tail: tile {t}'s chunks past K read 0 (only when it is the last tile)"),
                      *kit.tail_mask("s[s_kbytes]" if t == 0 else "s[s_kb1]")]
        for m0, dma in kit.dma_items(t):
            first += [m0, *M0_DMA_WAIT, dma]
        first += kit.koffs
    n_dma = g.dma_a.instrs + g.dma_b.instrs
    first += [Wait(vm=covering((n_dma, n_dma if kt > 1 else 0), 0), note="tile 0 landed (this wave)"),
              instr("s_barrier", note="tile 0 in LDS stage 0 (every wave)")]
    for key in sorted(kit.first_use[0], key=kit.first_use[0].get):
        first += kit.reads(key, 0)
    if g.rt:    # every tile a full step; the odd tile's step is the loop's first (gemm_runtime_k's docstring)
        first, loop_steps, _ = with_lgkm_waits(first, [_step(kit, 0, True, True), _step(kit, 1, True, True)], [])
        return first, tuple(tuple(s) for s in loop_steps), [tuple(loop_steps[0])], 0
    pairs, rem = divmod(max(kt - 2, 0), 2)
    loop = [_step(kit, 0, True, True), _step(kit, 1, True, True)] if pairs else []
    tail = [_step(kit, 0, True, True)] if rem else []
    if kt >= 2:
        tail.append(_step(kit, kt % 2, True, False))
    tail.append(_step(kit, (kt - 1) % 2, False, False))
    first, loop_steps, tail = with_lgkm_waits(first, loop, tail)
    return first, tuple(tuple(s) for s in loop_steps), [tuple(s) for s in tail], pairs


def _descriptors(g: _Geometry, r: _Regs, args, pairs: int) -> list:
    """SALU setup: tile origin, row pitch, V#s rebased to the tile origin (num_records = valid rows x row
    bytes), soffsets, loop trips."""
    bm, bn = g.bm, g.bn
    sa, sa_hi = packed_operands(args, r.s_args)
    t0, t1, t2 = r.s_tmp.at(0), r.s_tmp.at(1), r.s_tmp.at(2)
    esz = 4 if g.splits > 1 else 2           # bytes per output element: f32 partials or bf16 / f16 C
    desc = []
    if g.group_m > 1 or g.group_n > 1 or g.xcd:
        t = [f"s[s_grp+{i}]" for i in range(wg_order.SCRATCH + 1)]
        # group_n: the same remap with M and N exchanged (grouped dimension N, hardware x = M tile), then swap
        gn = g.group_n > 1
        G, tile_g, size_g, tile_x, size_x = (g.group_n, bn, sa["n"], bm, sa["m"]) if gn else \
            (g.group_m, bm, sa["m"], bn, sa["n"])
        desc += [f"s_add_u32 {t[-1]}, {size_x}, {tile_x - 1}", f"s_lshr_b32 {t[-1]}, {t[-1]}, {tile_x.bit_length() - 1}"]
        if g.xcd:
            desc += wg_order.salu_xcd(tile_g, size_g, t[-1], "s[s_wg_x]", "s[s_wg_y]", t[:-1],
                                      [r.v_tmp.at(0), r.v_tmp.at(1)])
        desc += wg_order.salu(G, tile_g, size_g, t[-1], "s[s_wg_x]", "s[s_wg_y]", t[:-1])
        if gn:
            desc += ["// group_n: x holds the M tile, y the N tile: exchange them",
                     f"s_mov_b32 {t[0]}, s[s_wg_x]", "s_mov_b32 s[s_wg_x], s[s_wg_y]", f"s_mov_b32 s[s_wg_y], {t[0]}"]
    desc += [f"s_mul_i32 s[s_m0], s[s_wg_y], {bm}", f"s_mul_i32 s[s_n0], s[s_wg_x], {bn}",
            f"s_lshl_b32 s[s_pitch], {sa['ldc' if g.rldc else 'n']}, {esz.bit_length() - 1}",
            f"s_sub_u32 s[s_nrem], {sa['n']}, s[s_n0]"]
    if g.batch:         # before the V#s: every address inside a batch is the unbatched kernel's
        desc += ld.rebase(g, sa, sa_hi, (t0, t1), r.s_tmp.at(0, 2))

    def rsrc(name, wg, origin, rows_expr, row_bytes, tile_rows):
        return tile_rsrc(name, r.rs[name], (sa[name], sa_hi[name]), wg, origin, rows_expr, tile_rows, row_bytes,
                         (t0, t1, t2))

    rows_m = [f"s_sub_u32 {t2}, {sa['m']}, s[s_m0]"]
    if g.pre:
        rows_n = [f"s_add_u32 {t2}, {sa['n']}, 15", f"s_and_b32 {t2}, {t2}, -16", f"s_sub_u32 {t2}, {t2}, s[s_n0]"]
    else:
        rows_n = [f"s_sub_u32 {t2}, {sa['n']}, s[s_n0]"]
    if g.rt:            # K: runtime: row pitch Kbytes = K x esize; tile origins origin_x x Kbytes (layout coefficients)
        desc += rtk.descriptors(sa["k"], g.esize, [
            (x, r.rs[x], (sa[x], sa_hi[x]), wg, origin, rows, tr, ld.pitch(g, x)) for x, wg, origin, rows, tr in
            (("a", "s[s_wg_y]", g.origin_a, rows_m, bm), ("b", "s[s_wg_x]", g.origin_b, rows_n, bn))],
            (t0, t1, t2, r.s_tmp.at(3)), ld.pitch_args(g, sa))
        desc += rtk.k_tail_sizes() if g.ktail else []
    else:
        desc += rsrc("a", "s[s_wg_y]", g.origin_a, rows_m, g.kbytes, bm)
        desc += rsrc("b", "s[s_wg_x]", g.origin_b, rows_n, g.kbytes, bn)
    if g.splits > 1:
        t3 = r.s_tmp.at(3)
        det = g.mode == "deterministic"
        row = [f"s_mul_i32 {t3}, s[s_wg_z], {sa['m']}", f"s_add_u32 {t3}, {t3}, s[s_m0]"] if det else []
        desc += row + output_rsrc("// V# ws: base += " + ("(z M + m0)" if det else "m0") + " * pitch + 4 n0; "
                                  "records = min(rows left, block_m) x pitch", r.rs["ws"], (sa["ws"], sa_hi["ws"]),
                                  "s[s_pitch]", sa["m"], bm, (t0, t1, t2), row=t3 if det else "s[s_m0]", elem_shift=2)
        return desc + [f"// split z runs K tiles [z {g.kt}, (z + 1) {g.kt}): K origin z x {g.split_a} B (A), "
                       f"z x {g.split_b} B (B)",
                       f"s_mul_i32 s[s_koff_a], s[s_wg_z], {g.split_a}", f"s_mul_i32 s[s_koff_b], s[s_wg_z], {g.split_b}",
                       f"s_mov_b32 s[s_loop], {pairs}"]
    if g.scaled:
        desc += rsrc("scale_a", "s[s_wg_y]", 4 * bm, rows_m, 4, bm)
        desc += rsrc("scale_b", "s[s_wg_x]", 4 * bn, [f"s_sub_u32 {t2}, {sa['n']}, s[s_n0]"], 4, bn)
    desc += output_rsrc("// V# c: base += m0 * pitch + 2 n0; records = min(rows left, block_m) x pitch", r.rs["c"],
                        (sa["c"], sa_hi["c"]), "s[s_pitch]", sa["m"], bm, (t0, t1, t2))
    loop = [] if g.ktail else rtk.loop_count() if g.rt else [] if g.pingpong else [f"s_mov_b32 s[s_loop], {pairs}"]  # pingpong: per group
    return desc + ["s_mov_b32 s[s_koff_a], 0", "s_mov_b32 s[s_koff_b], 0", *loop]


def _order_notes(g: _Geometry) -> tuple:
    return wg_order.notes(g.group_n, g.xcd, "n") if g.group_n > 1 else wg_order.notes(g.group_m, g.xcd)


def plan(ks) -> KernelPlan:
    """validate config and derive layouts -> kernel arguments -> registers -> program (K-tile steps,
    epilogue, descriptors) -> KernelPlan."""
    p, label = ks.params, ks.name
    g = _geometry(p)
    args, kernarg_size = _kernel_args(g)
    r = _registers(p, g, kernarg_size)
    kit = _kit(p, g, r)
    rm, rn, rk = g.mma.reps
    if g.pingpong:
        sections, groups = pingpong_streams(g.kt, kit.fs.order[0], kit.needs, kit.reads, kit.mfma, kit.dma_items,
                                            kit.koffs, g.dma_a.instrs + g.dma_b.instrs, p["setprio"],
                                            g.waves // GROUPS, "s[s_wave]", label)
        pairs = 0
    else:
        first, loop_steps, tail, pairs = _rolled_program(g, kit)
    epi_args = (g.mma, g.atom, r.acc, r.acc_file, r.v_frag, r.rs, r.s_mask, g.threads, g.bm, g.bn, r.v_tmp)
    n_sgpr = packed_operands(args, r.s_args)[0]['n']
    if g.splits > 1:
        epi, epi_code = plan_epilogue_swapped(*epi_args, n_sgpr, r.s_tmp.at(2), label, out="f32", mode=g.mode)
    elif g.wide:
        epi, epi_code = plan_epilogue_swapped(*epi_args, n_sgpr, r.s_tmp.at(3), label, out=g.out, scaled=g.scaled)
    else:
        out = RowsOut("C", "c", row_scale="scale_a" if g.scaled else None, col_scale="scale_b" if g.scaled else None,
                      out_dtype=g.out)
        epi, epi_code = plan_epilogue_rows(*epi_args, out)
    desc = _descriptors(g, r, args, pairs)
    rt_items = rtk.program_items(label + "_kloop") if g.rt and not g.ktail else ()

    loads, _ = packed_loads(args, r.s_args)
    init_op = "v_mov_b32" if r.acc_file == "vgpr" else "v_accvgpr_write_b32"
    acc_init = tuple(f"{init_op} {r.acc.at(i)}, 0" for i in range(r.n_acc))
    regs = r.ra.freeze("tile_m/tile_n/waves")
    # the descriptors read the kernel arguments: their wait is a typed item (programs._head wraps the text lines)
    prologue = tuple(loads + ["v_and_b32 v[v_tid], 0x3ff, v0"] + r.code + [Wait(lgkm=0)] + desc + list(r.code_k)
                     + epi_code)
    notes = (f"A LDS tile: {g.dma_a.layout_note}", f"B LDS tile: {g.dma_b.layout_note}",
             f"A fragments: {g.fa}", f"B fragments: {g.fb}")
    notes += _order_notes(g)
    waves = g.waves
    gz = "batch" if g.batch else str(g.splits)
    if g.pingpong:
        body = PingPongBody(prologue=prologue, acc_init=acc_init, sections=sections, groups=groups, epilogue=tuple(epi),
                            notes=notes + (f"ping-pong: waves 0-{waves // GROUPS - 1} = group 0, "
                                           f"{waves // GROUPS}-{waves - 1} = group 1 (flygen/plan/gemm_pingpong.py)",))
    else:
        body = GemmBody(prologue=prologue, acc_init=acc_init, first_dma=tuple(first), loop_steps=loop_steps,
                        loop_count=pairs, loop_label=label + '_kloop', tail_steps=tuple(tail), epilogue=tuple(epi),
                        notes=notes, runtime_k=rt_items,
                        k_tail=tuple(rtk.k_tail_program(label + "_kloop", loop_steps, kit.tail_mask("s[s_krem]")))
                        if g.ktail else ())
    return KernelPlan(
        name=ks.name, family=ks.family,
        params=p, args=args,
        kernarg_size=kernarg_size, regs=regs, workgroup=(g.threads, 1, 1),
        grid=Grid((f"ceil_div(M, {g.bm})", f"ceil_div(N, {g.bn})", gz) if g.group_n > 1 else
                  (f"ceil_div(N, {g.bn})", f"ceil_div(M, {g.bm})", gz),
                  ("M", "N") + (("K",) if g.rt else ()) + (("batch",) if g.batch else ())),
        lds_bytes=g.lds_total, wg_ids=(True, True, g.splits > 1 or g.batch), body=body, split_k=contract.split_k(ks, g),
        size_limits=contract.size_limits(g), layouts=_layouts(g),
        summary=((f"C[M,N] {g.out} = (A[M,K] . B[N,K]^T){' * scale_a[m] * scale_b[n]' if g.scaled else ''}; "
                  if g.splits == 1 else
                  f"split-K partials: ws{'[z]' if g.mode == 'deterministic' else ''}[M,N] f32 "
                  f"{'=' if g.mode == 'deterministic' else '+= (atomic)'} A[M, z K/S:(z+1) K/S] . B[N, same]^T, "
                  f"z < S = {g.splits} (grid z); {ks.name}_reduce sums{' and scales' if g.scaled else ''}; ") +
                 f"{g.dtype if g.b_dtype == g.dtype else f'{g.dtype} x {g.b_dtype}'} inputs, "
                 + (("K a kernel argument (k: K x esize a multiple of 16 B, a ragged last tile)" if g.ktail else
                     "K a kernel argument (k: a multiple of tile_k)") if g.rt else f"K = {g.k} (compile-time)")
                 + f", B {p['b_layout']}"
                 + ld.summary(g),
                 f"{waves} waves ({WAVE_GRID[waves][0]} x {WAVE_GRID[waves][1]}), tile {g.bm} x {g.bn} x {g.bk}, "
                 f"{g.atom.mnemonic} x {rm * rn * rk} per wave per K tile",
                 f"LDS: 2 stages x (A {g.a_bytes} + B {g.b_bytes}) B, Swizzle(3,4,4) o (rows,128):(128,1); "
                 f"accumulators in {r.acc_file.upper()}s",
                 "grid = (ceil(N / block_n), ceil(M / block_m)); rows >= M and columns >= N dropped")
                + _order_notes(g),
    )
