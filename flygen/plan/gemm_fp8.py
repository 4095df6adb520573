"""Planner of the gemm_fp8 family (also bf16/f16): LDS-DMA double buffer, ds_read_b128 fragments, MFMA, scaled bf16 out.

Decides every number; templates/gemm_fp8.s.j2 only prints. Addresses come from flygen.plan.gemm_layouts
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

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.isa.hazards import M0_DMA_WAIT
from flygen.isa.dtypes import bytes_of
from flygen.isa.mfma import dense_mfma, f8f6f4_mods
from flygen.layout.emit import emit_valu
from flygen.layout.expr import to_str
from flygen.layout.lower import lower
from flygen.layout.tv import make_tiled_mma
from flygen.plan.address import BaseRegs, wave_m0
from flygen.plan.gemm_epilogue import plan_epilogue
from flygen.plan.gemm_epilogue_wide import plan_epilogue_wide
from flygen.plan.gemm_layouts import (ROW_BYTES, dma_plan, fragment_layout, global_full)
from flygen.plan.gemm_pingpong import GROUPS, PingPongBody, pingpong_streams
from flygen.plan.gemm_schedule import FragmentSchedule, mfma_orders, plan_fragments, with_lgkm_waits
from flygen.plan.kernargs import packed_loads, packed_operands, reserve_abi
from flygen.plan.kernel import Grid, KernelPlan, layout_args
from flygen.plan.regs import RegAlloc
from flygen.plan.vsharp import output_rsrc, tile_rsrc
from flygen.spec.gemm_fp8 import WAVE_GRID

STAGES = 2
MAX_SPARE_SLOTS = 2           # fragment slots beyond one tile's fragments, if the register budget allows


@dataclass(frozen=True)
class GemmBody:
    prologue: tuple          # instruction lines (address VALU/SALU, descriptors)
    acc_init: tuple
    first_dma: tuple         # items
    loop_steps: tuple        # tuple of steps (each a tuple of items) inside the rolled loop
    loop_count: int
    loop_label: str
    tail_steps: tuple
    epilogue: tuple          # items
    notes: tuple             # layout notes printed as comments


def plan(ks) -> KernelPlan:
    p = ks.params
    dtype, waves = p["dtype"], p["waves"]
    bm, bn, bk, k = p["block_m"], p["block_n"], p["block_k"], p["k"]
    esize = bytes_of(dtype)
    kbytes = k * esize
    threads = 64 * waves
    scaled = dtype == "fp8"
    pre = p["b_layout"] == "preshuffled"
    atom = dense_mfma(dtype)
    mma = make_tiled_mma(atom, WAVE_GRID[waves], tile=(bm, bn, bk))
    rm, rn, rk = mma.reps
    kt = k // bk

    # ---- LDS map: [A stage 0 | A stage 1 | B stage 0 | B stage 1], each tile rows x 128 B, swizzled
    a_bytes, b_bytes = bm * ROW_BYTES, bn * ROW_BYTES
    lds_a, lds_b = 0, STAGES * a_bytes
    lds_total = STAGES * (a_bytes + b_bytes)
    if lds_total > limits.LDS_BYTES:
        raise PlanError(f"block_m/block_n: {STAGES} stages of ({bm} + {bn}) x 128 B = {lds_total} B of LDS "
                        f"exceed {limits.LDS_BYTES}")
    dma_a = dma_plan(bm, kbytes, False, threads, lds_a, a_bytes, STAGES)
    dma_b = dma_plan(bn, kbytes, pre, threads, lds_b, b_bytes, STAGES)
    fa = fragment_layout(mma.tv_A(), bm, bk, esize, lds_a, a_bytes, STAGES)
    fb = fragment_layout(mma.tv_B(), bn, bk, esize, lds_b, b_bytes, STAGES)
    rda = lower(fa, {"tid": threads}, max_imm=limits.DS_OFFSET_MAX)
    rdb = lower(fb, {"tid": threads}, max_imm=limits.DS_OFFSET_MAX)
    nch = atom.a_regs // 4                                         # ds_read_b128 per fragment
    ga, gb = global_full(kbytes, False), global_full(kbytes, pre)
    kstep_a, kstep_b = ga((0, ROW_BYTES)), gb((0, ROW_BYTES))      # K advance per tile (bytes)
    origin_a, origin_b = ga((bm, 0)), gb((bn, 0))                  # tile origin per workgroup id

    # ---- kernel arguments
    specs = [("a", "global_buffer", 8, dtype, "read_only"), ("b", "global_buffer", 8, dtype, "read_only")]
    if scaled:
        specs += [("scale_a", "global_buffer", 8, "f32", "read_only"),
                  ("scale_b", "global_buffer", 8, "f32", "read_only")]
    specs += [("c", "global_buffer", 8, "bf16", "write_only"), ("m", "by_value", 4, "u32", ""),
              ("n", "by_value", 4, "u32", "")]
    args, kernarg_size = layout_args(specs)

    # ---- registers
    ra = RegAlloc()
    reserve_abi(ra, (("s_wg_x", "workgroup id x = N tile"), ("s_wg_y", "workgroup id y = M tile")))
    s_args = ra.s("s_args", limits.align(kernarg_size // 4, 4), align=4, note="kernel arguments")
    rs = {x: ra.s(f"s_rsrc_{x}", 4, align=4, note=f"V# of {x}") for x in
          (("a", "b", "scale_a", "scale_b", "c") if scaled else ("a", "b", "c"))}
    ra.s("s_koff_a", note=f"soffset: K tile origin in A (+{kstep_a} B per tile)")
    ra.s("s_koff_b", note=f"soffset: K tile origin in B (+{kstep_b} B per tile)")
    ra.s("s_loop", note="remaining loop trips")
    ra.s("s_wave", note="wave id in the workgroup")
    ra.s("s_m0", note="first row of the tile (M)")
    ra.s("s_n0", note="first column of the tile (N)")
    ra.s("s_pitch", note="row pitch of C in bytes (2 N)")
    ra.s("s_nrem", note="valid columns in this tile: N - n0")
    ra.s("s_rowoff", note="row offset of the current C row (bytes)")
    s_tmp = ra.s("s_tmp", 4, align=4, note="prologue temporaries")
    wide = p["c_store"] == "wide"
    s_mask = ra.s("s_mask", 2 if wide else 2 * rn, align=2,
                  note="EXEC mask of valid C columns" + ("" if wide else ", one pair per N repeat"))
    sregs = BaseRegs(ra, "s", "s_dma")
    ra.v("v_tid", note="work-item id x")
    v_tmp = ra.v("v_tmp", 6, note="address temporaries")
    vregs_swz = BaseRegs(ra, "v", "v_swz")
    vregs_g = BaseRegs(ra, "v", "v_g")
    vregs_r = BaseRegs(ra, "v", "v_r")

    code = []
    tmpv = [v_tmp.at(i) for i in range(1, 6)]
    # LDS position each lane fills, swizzled: x = S(16 tid) (same for A and B)
    swz_reg = vregs_swz.get(dma_a.swz.bases[0])
    code += [f"// LDS DMA: lane fills x = S(16 tid) = {to_str(dma_a.swz.bases[0])}"]
    code += emit_valu(dma_a.swz.bases[0], swz_reg, {"tid": "v[v_tid]"}, list(tmpv))
    dma_regs = {}
    for name, d in (("a", dma_a), ("b", dma_b)):
        code.append(f"// {name.upper()} global source of position x: {d.layout_note}")
        dma_regs[name] = [vregs_g.emit(e, {"x": swz_reg}, tmpv, code) for e in d.src.bases]
    read_regs = {}
    for name, lo, lay in (("a", rda, fa), ("b", rdb, fb)):
        code.append(f"// {name.upper()} fragment reads: {lay}")
        read_regs[name] = [vregs_r.emit(e, {"tid": "v[v_tid]"}, tmpv, code) for e in lo.bases]
    # wave id -> M0 base (SALU)
    m0_code, m0_regs = wave_m0((("a", dma_a), ("b", dma_b)), sregs, v_tmp, s_tmp)
    code += m0_code

    # fragments and accumulators: every fragment is R registers; slots = fragments + spare slots that the
    # register budget allows (flygen.plan.gemm_schedule pipelines the next tile's reads into dead slots)
    a_tile, b_tile = atom.a_regs, atom.b_regs
    if a_tile != b_tile:
        raise PlanError(f"internal: {atom.mnemonic} A/B fragments differ in size ({a_tile} / {b_tile})")
    R = a_tile
    frags = [("b", ni, q) for q in range(rk) for ni in range(rn)] + [("a", mi, q) for q in range(rk) for mi in range(rm)]
    n_acc = rm * rn * atom.c_regs
    used = ra.next["v"] + len(frags) * R
    acc_file = p["acc"]
    if acc_file == "auto":
        acc_file = "vgpr" if used + n_acc <= limits.ARCH_VGPRS else "agpr"
    free = limits.ARCH_VGPRS - used - (n_acc if acc_file == "vgpr" else 0)
    pingpong = p["schedule"] == "pingpong"        # a wave never reads while it multiplies: no spare slots
    n_slots = len(frags) + (0 if pingpong else max(0, min(MAX_SPARE_SLOTS, free // R)))
    v_frag = ra.v("v_frag", n_slots * R, note=f"{n_slots} fragment slots of {R} registers; epilogue scratch")
    acc = ra.v("v_acc", n_acc, align=4, note="accumulators") if acc_file == "vgpr" else \
        ra.a("a_acc", n_acc, align=4, note="accumulators")

    needs = {(q, mi, ni): (("a", mi, q), ("b", ni, q)) for q in range(rk) for mi in range(rm) for ni in range(rn)}
    per_tile = len(needs)
    beta = max(1, per_tile // 4)          # barrier after a quarter of the MFMAs: the window that covers the
    if pingpong:                          # one slot per fragment in both stages, k-outer N-major MFMA order
        ident, order = {f: i for i, f in enumerate(frags)}, tuple(mfma_orders((rk, rm, rn))[0])
        fs = FragmentSchedule(order=(order, order), slot=(ident, ident), read_at=({}, {}), beta=0, min_slack=0)
    else:
        fs = plan_fragments((rk, rm, rn), needs, frags, n_slots, beta)    # last reads of the previous tile

    # ds_read_b128 chunks per (fragment, stage), from the lowered fragment layouts
    chunks = {}
    for which, lo, reps in (("a", rda, rm), ("b", rdb, rn)):
        for v in range(len(lo.imms)):
            c, r, q, s = (int(x) for x in np.unravel_index(v, (nch, reps, rk, STAGES), order="F"))
            chunks.setdefault((which, r, q, s), []).append((c, read_regs[which][lo.base_of[v]], int(lo.imms[v])))

    def reads(key, parity: int) -> list:
        slot = fs.slot[parity][key]
        return [{"kind": "ds", "dst": v_frag.at(slot * R + 4 * c, 4), "addr": addr, "imm": imm, "slot": slot,
                 "note": f"{key[0].upper()} rep {key[1]} k {key[2]} chunk {c} -> slot {slot} (tile parity {parity})"}
                for c, addr, imm in sorted(chunks[key + (parity,)])]

    mfma_args = f" {f8f6f4_mods(atom)}" if scaled else ""

    def mfma(cell, parity: int) -> dict:
        q, mi, ni = cell
        sa, sb = fs.slot[parity][("a", mi, q)], fs.slot[parity][("b", ni, q)]
        d = acc.at(atom.c_regs * (mi + rm * ni), atom.c_regs)
        fa_, fb_ = v_frag.at(sa * R, R), v_frag.at(sb * R, R)
        if wide:                      # D = B . A^T per atom: a lane's 4 accumulators are 4 consecutive columns
            fa_, fb_ = fb_, fa_
        return {"kind": "mfma", "op": atom.mnemonic, "d": d, "a": fa_, "b": fb_,
                "mods": mfma_args, "slots": (sa, sb), "note": f"C rep ({mi},{ni}) k {q}"}

    def dma_items(stage: int) -> list:
        out = []
        for name, d in (("a", dma_a), ("b", dma_b)):
            for i in range(d.instrs):
                vi = i + d.instrs * stage
                out.append([{"kind": "m0", "base": m0_regs[name], "imm": int(d.m0.imms[vi]),
                              "note": f"{name.upper()} round {i} -> stage {stage}"},
                             {"kind": "dma", "addr": dma_regs[name][d.src.base_of[i]], "imm": int(d.src.imms[i]),
                              "rsrc": str(rs[name]), "soff": f"s[s_koff_{name}]"}])
        return out

    koffs = [{"kind": "koff", "reg": "s_koff_a", "step": kstep_a}, {"kind": "koff", "reg": "s_koff_b", "step": kstep_b}]

    first_use = [{}, {}]                  # per parity: fragment -> index of the first MFMA that needs it
    for par in range(2):
        for j, cell in enumerate(fs.order[par]):
            for key in needs[cell]:
                first_use[par].setdefault(key, j)

    def step(parity: int, read_next: bool, dma_next: bool) -> list:
        """K tile of this parity (LDS stage = parity). read_next: read tile t+1's fragments into dead slots
        after the barrier; dma_next: DMA tile t+2 into this tile's stage (free once every wave is past the
        barrier, because each wave waited for all its reads of this stage before it)."""
        order = fs.order[parity]
        nxt = sorted(fs.read_at[parity].items(), key=lambda kv: (kv[1], first_use[1 - parity][kv[0]]))
        dmas = dma_items(parity) if dma_next else []
        items = [{"kind": "prio", "n": 1}] if p["setprio"] else []
        for j, cell in enumerate(order + (None,)):
            if j == beta and read_next:
                if p["setprio"]:
                    items.append({"kind": "prio", "n": 0})
                items += [{"kind": "wait", "text": "vmcnt(0) lgkmcnt(0)", "lgkm": 0,
                           "note": f"next tile's DMA landed (this wave); this wave's reads of stage {parity} done"},
                          {"kind": "barrier", "note": f"next tile in LDS stage {1 - parity}; stage {parity} free"}]
                if p["setprio"]:
                    items.append({"kind": "prio", "n": 1})
            m0_dma = dmas.pop(0) if (j >= beta and dmas and cell is not None) else None
            if m0_dma:
                items.append(m0_dma[0])
            if read_next and j >= beta:
                for key, at in nxt:
                    if at == j:
                        items += reads(key, 1 - parity)
            if cell is not None:
                items.append(mfma(cell, parity))
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
                items += koffs                 # the last DMA has read the soffsets: next K tile
        if dmas:
            raise PlanError(f"internal: {len(dmas)} DMAs left over after {per_tile - beta} MFMAs")
        if p["setprio"]:
            items.append({"kind": "prio", "n": 0})
        return items

    label = ks.name
    if pingpong:
        sections, groups = pingpong_streams(kt, fs.order[0], needs, reads, mfma, dma_items, koffs,
                                     dma_a.instrs + dma_b.instrs, p["setprio"], waves // GROUPS, "s[s_wave]", label)
        pairs = 0
    else:
        # tiles 0 and 1 in flight, tile 0's fragments in registers before the loop
        first = []
        for t in range(min(kt, 2)):
            for m0, dma in dma_items(t):
                first += [m0, *M0_DMA_WAIT, dma]
            first += koffs
        n_dma = dma_a.instrs + dma_b.instrs
        first += [{"kind": "wait", "text": f"vmcnt({n_dma if kt > 1 else 0})", "note": "tile 0 landed (this wave)"},
                  {"kind": "barrier", "note": "tile 0 in LDS stage 0 (every wave)"}]
        for key in sorted(first_use[0], key=first_use[0].get):
            first += reads(key, 0)
        # tiles 0 .. kt-3 are full steps (read t+1, DMA t+2): a rolled loop over pairs; then the last two
        pairs, rem = divmod(max(kt - 2, 0), 2)
        loop = [step(0, True, True), step(1, True, True)] if pairs else []
        tail = [step(0, True, True)] if rem else []
        if kt >= 2:
            tail.append(step(kt % 2, True, False))
        tail.append(step((kt - 1) % 2, False, False))

        # lgkmcnt waits: computed on prologue + loop + loop + tail (entry and steady-state histories of the loop
        # body), the stronger of the two kept, so the rolled body is right for every trip
        first, loop_steps, tail = with_lgkm_waits(first, loop, tail)
        loop_steps, tail = tuple(tuple(s) for s in loop_steps), [tuple(s) for s in tail]

    if wide:
        epi, epi_code = plan_epilogue_wide(mma, atom, acc, acc_file, v_frag, scaled, rs, s_mask, threads, bm, bn,
                                           v_tmp, packed_operands(args, s_args)[0]['n'], s_tmp.at(3),
                                           label)
    else:
        epi, epi_code = plan_epilogue(mma, atom, acc, acc_file, v_frag, scaled, rs, s_mask, threads, bm, bn, v_tmp)

    # descriptors (rebased to the tile origin; num_records = valid rows x row bytes)
    sa, sa_hi = packed_operands(args, s_args)
    t0, t1, t2 = s_tmp.at(0), s_tmp.at(1), s_tmp.at(2)
    desc = [f"s_mul_i32 s[s_m0], s[s_wg_y], {bm}", f"s_mul_i32 s[s_n0], s[s_wg_x], {bn}",
            f"s_lshl_b32 s[s_pitch], {sa['n']}, 1", f"s_sub_u32 s[s_nrem], {sa['n']}, s[s_n0]"]

    def rsrc(name, wg, origin, rows_expr, row_bytes, tile_rows):
        return tile_rsrc(name, rs[name], (sa[name], sa_hi[name]), wg, origin, rows_expr, tile_rows, row_bytes,
                         (t0, t1, t2))

    rows_m = [f"s_sub_u32 {t2}, {sa['m']}, s[s_m0]"]
    desc += rsrc("a", "s[s_wg_y]", origin_a, rows_m, kbytes, bm)
    if pre:
        rows_n = [f"s_add_u32 {t2}, {sa['n']}, 15", f"s_and_b32 {t2}, {t2}, -16", f"s_sub_u32 {t2}, {t2}, s[s_n0]"]
    else:
        rows_n = [f"s_sub_u32 {t2}, {sa['n']}, s[s_n0]"]
    desc += rsrc("b", "s[s_wg_x]", origin_b, rows_n, kbytes, bn)
    if scaled:
        desc += rsrc("scale_a", "s[s_wg_y]", 4 * bm, rows_m, 4, bm)
        desc += rsrc("scale_b", "s[s_wg_x]", 4 * bn, [f"s_sub_u32 {t2}, {sa['n']}, s[s_n0]"], 4, bn)
    desc += output_rsrc("// V# c: base += m0 * pitch + 2 n0; records = min(rows left, block_m) x pitch", rs["c"],
                        (sa["c"], sa_hi["c"]), "s[s_pitch]", sa["m"], bm, (t0, t1, t2))
    desc += ["s_mov_b32 s[s_koff_a], 0", "s_mov_b32 s[s_koff_b], 0",
             *([] if pingpong else [f"s_mov_b32 s[s_loop], {pairs}"])]     # ping-pong: set per wave group

    loads, _ = packed_loads(args, s_args)
    init_op = "v_mov_b32" if acc_file == "vgpr" else "v_accvgpr_write_b32"
    acc_init = tuple(f"{init_op} {acc.at(i)}, 0" for i in range(n_acc))
    regs = ra.freeze("block_m/block_n/waves")
    prologue = tuple(loads + ["v_and_b32 v[v_tid], 0x3ff, v0"] + code + ["s_waitcnt lgkmcnt(0)"] + desc + epi_code)
    notes = (f"A LDS tile: {dma_a.layout_note}", f"B LDS tile: {dma_b.layout_note}",
             f"A fragments: {fa}", f"B fragments: {fb}")
    if pingpong:
        body = PingPongBody(prologue=prologue, acc_init=acc_init, sections=sections, groups=groups, epilogue=tuple(epi),
                            notes=notes + (f"ping-pong: waves 0-{waves // GROUPS - 1} = group 0, "
                                           f"{waves // GROUPS}-{waves - 1} = group 1 (flygen/plan/gemm_pingpong.py)",))
    else:
        body = GemmBody(prologue=prologue, acc_init=acc_init, first_dma=tuple(first), loop_steps=loop_steps,
                        loop_count=pairs, loop_label=label + '_kloop', tail_steps=tuple(tail), epilogue=tuple(epi),
                        notes=notes)
    per_wave_mfma = rm * rn * rk
    return KernelPlan(
        name=ks.name, family="gemm_fp8", template="gemm_fp8_pingpong.s.j2" if pingpong else "gemm_fp8.s.j2",
        params=p, args=args,
        kernarg_size=kernarg_size, regs=regs, workgroup=(threads, 1, 1),
        grid=Grid((f"ceil_div(N, {bn})", f"ceil_div(M, {bm})", "1"), ("M", "N")),
        lds_bytes=lds_total, wg_ids=(True, True, False), body=body,
        summary=(f"C[M,N] bf16 = (A[M,K] . B[N,K]^T){' * scale_a[m] * scale_b[n]' if scaled else ''}; "
                 f"{dtype} inputs, K = {k} (compile-time), B {p['b_layout']}",
                 f"{waves} waves ({WAVE_GRID[waves][0]} x {WAVE_GRID[waves][1]}), tile {bm} x {bn} x {bk}, "
                 f"{atom.mnemonic} x {per_wave_mfma} per wave per K tile",
                 f"LDS: 2 stages x (A {a_bytes} + B {b_bytes}) B, Swizzle(3,4,4) o (rows,128):(128,1); "
                 f"accumulators in {acc_file.upper()}s",
                 "grid = (ceil(N / block_n), ceil(M / block_m)); rows >= M and columns >= N dropped"),
    )
