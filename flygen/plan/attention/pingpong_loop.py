"""schedule: pingpong's KV loop as typed items (flygen.plan.items): the trips of the record in pingpong.py (its
phases, each opened by an s_barrier), then group 0's closing barrier and the last tile's O^T += V^T P^T.

When every LDS offset fits a ds_read immediate the loop body is unrolled over the kv_stages stages: copy s reads
stage s and DMAs into stage s - 1 with the stage in the immediates (read offsets, M0), so a trip needs no stage
base VGPRs, no M0 base add and no stage rotation; copy s < S - 1 leaves the loop when its tile was the last.
"""
from __future__ import annotations

from flygen.isa import limits
from flygen.plan.attention import terms
from flygen.plan.attention.geometry import KV_TILE, Geometry
from flygen.plan.attention.layouts import Layouts, v_reads
from flygen.plan.attention.program import _dmas, _group_barriers, _k_reads, _next_stage, with_waits
from flygen.plan.attention.softmax import convert_p, mask_tile, online_softmax, row_sum
from flygen.plan.items import Comment, Instr, Label, Wait, hazard_nops, instr, loop_close
from flygen.plan.waits import covering


def unrolled(g: Geometry, lay: Layouts) -> bool:
    """The stages fit the ds_read offsets (the largest: last stage's V^T read)."""
    top = (g.stages - 1) * g.stage_bytes + g.lds_v + int(max(lay.low["v"].imms))
    return top <= limits.DS_OFFSET_MAX


def pv(g: Geometry, r: dict) -> list:
    """O^T += V^T P^T (2 D / 32 MFMAs) from the V^T fragments and P in v_p."""
    ar, br, vo = g.atom.a_regs, g.atom.b_regs, r["v_o"]
    return [instr(g.atom.mnemonic, vo.at(16 * b, 16), r["v_vf"].at(ar * (s * g.dblocks + b), ar),
                  r["v_p"].at(br * s, br), vo.at(16 * b, 16), reads=(("v", s * g.dblocks + b),))
            for s in range(2) for b in range(g.dblocks)]


def _mfma_phase(g: Geometry, lay: Layouts, r: dict, stage: int | None, ph) -> list:
    """DMA of tile j + S - 1, K(j) reads, O^T += V^T P^T of tile j - 1, S^T(j) = K Q^T, V^T(j) reads."""
    vs, ar, br = r["v_s"], g.atom.a_regs, g.atom.b_regs
    base = 0 if stage is None else stage * g.stage_bytes
    kaddr, vaddr = ("v[v_kcur]", "v[v_vcur]") if stage is None else ("v[v_kaddr]", "v[v_vaddr]")
    fill = _k_reads(g, lay, r, kaddr, base)
    items = []
    if stage is None:
        items += [instr("v_add_u32", "v[v_kcur]", "s[s_rd]", "v[v_kaddr]", note="this trip's stage"),
                  instr("v_add_u32", "v[v_vcur]", "s[s_rd]", "v[v_vaddr]")]
    if ph.dma:
        into = None if stage is None else (stage - 1) % g.stages
        items += ([instr("s_add_u32", "s[s_t0]", "s[s_m0]", "s[s_wr]")] if stage is None else []) + [
            Comment(f"KV tile j + {g.stages - 1} -> LDS stage {'s_wr' if into is None else into} (DMA; every wave "
                    f"is past its reads of it: pingpong.check)"),
            *_dmas(g, lay, "s[s_t0]" if stage is None else "s[s_m0]", into, fill)]
    vlow, nr, trop = lay.low["v"], v_reads(g), f"ds_read_b64_tr_b{8 * g.esize}"
    return items + [
        *fill, Comment("O^T += V^T P^T of the last tile (trip 0: 0 x 0)"), *pv(g, r),
        Comment("S^T = K Q^T (32 keys x 32 rows per wave)"),
        *(instr(g.atom.mnemonic, str(vs), r["v_kf"].at(ar * ks, ar), r["v_q"].at(br * ks, br),
                0 if ks == 0 else str(vs), reads=(("k", ks),)) for ks in range(g.ksteps)),
        Comment(f"V^T fragments ({trop}) of this tile, for the next trip's O^T"),
        *(instr(trop, r["v_vf"].at(ar * (s * g.dblocks + b) + 2 * half, 2), vaddr,
                mods=(f"offset:{base + g.lds_v + vlow.imms[half + nr * (s + 2 * b)]}",),
                writes=(("v", s * g.dblocks + b),))
          for s in range(2) for b in range(g.dblocks) for half in range(nr))]


def _softmax_phase(g: Geometry, lay: Layouts, r: dict, name: str, since: int, rotate: bool) -> list:
    """Mask (boundary tiles), online softmax of S(j), P(j) -> 16 bits, row sum; `since`: instructions issued
    after S^T's last MFMA before this phase (its wait states)."""
    low, vs = lay.low, r["v_s"]
    cvt = "v_cvt_pk_bf16_f32" if g.out == "bf16" else "v_cvt_pk_f16_f32"
    items = [instr("v_subrev_u32", "v[v_lim]", "s[s_kv0]", "v[v_lim0]", note="limit within this tile")]
    if g.win_left:
        items.append(instr("v_subrev_u32", "v[v_lo]", "s[s_kv0]", "v[v_lo0]"))
    if g.alibi:
        items += [instr("v_subrev_u32", "v[v_rel]", "s[s_kv0]", "v[v_rel0]", note="ALiBi: in this tile"),
                  instr("v_cvt_f32_i32", "v[v_rel]", "v[v_rel]")]
    return items + [
        *hazard_nops("mfma_d_valu_read", g.atom.passes, note="S^T landed", between=since + 1 + len(items)),
        *(terms.alibi(g, r, low["key"].imms) if g.alibi else ()),
        Comment("every row sees the whole tile (s_lo_all <= first key, last key <= s_hi_all): no mask"),
        instr("s_sub_u32", "s[s_t0]", "s[s_kv0]", "s[s_lo_all]"),
        instr("s_cmp_lt_u32", "s[s_t0]", "s[s_nspan]"), instr("s_cbranch_scc1", f".L{name}_softmax"),
        Label(f"{name}_mask"), Comment("mask: key offset outside [lo, hi] of the row -> -inf"),
        *mask_tile(vs, low["key"].imms, r["s_pair"], g.win_left > 0), Label(f"{name}_softmax"),
        *online_softmax(g, r, name),
        Comment(f"P -> {g.dtype}: B of the next trip's O^T = V^T P^T"), *convert_p(g, r, cvt),
        *row_sum(vs), *(_next_stage(g) if rotate else ())]


def _trip(g: Geometry, lay: Layouts, r: dict, name: str, stage: int | None) -> list:
    """One trip: the record's phases, each opened by an s_barrier, each ending with its waits."""
    out, since = [], 0
    for ph in g.pingpong.phases:
        items = [instr("s_barrier", note=f"pingpong: opens phase {ph.name}")]
        if ph.name == "mfma":
            body = _mfma_phase(g, lay, r, stage, ph)
            # wait states after S^T's last MFMA (the phase's last MFMA): the V^T reads after it
            last = max(i for i, x in enumerate(body) if isinstance(x, Instr) and x.op == g.atom.mnemonic)
            since = sum(isinstance(x, Instr) for x in body[last + 1:])
            # the MFMA phase at raised priority (FlyDSL's dualwave_swp_setprio): the other group's softmax VALU
            # then takes the issue turns its MFMAs leave, not the ones they need (ISA S_SETPRIO: priority, then
            # age). s_setprio 0 is not counted in `since` (fewer counted wait states: conservative)
            items += [instr("s_setprio", 1, note="pingpong: MFMA phase first at the issue arbiter"), *body,
                      instr("s_setprio", 0)]
        else:
            items += _softmax_phase(g, lay, r, name, since, stage is None)
        if ph.reads_stage or ph.lands_next:
            items.append(Wait(lgkm=0 if ph.reads_stage else None,
                              vm=covering((g.dmas_per_tile,) * (g.stages - 1), 0) if ph.lands_next else None,
                              note="this wave's reads of the stage retired; its DMA of the next tile landed"))
            since += 1
        out += items
    return out + [instr("s_add_u32", "s[s_kv0]", "s[s_kv0]", KV_TILE)]


def loop(g: Geometry, lay: Layouts, r: dict, name: str) -> list:
    """The KV loop (one trip a tile, unrolled over the stages where they fit the offsets) and its tail."""
    if not unrolled(g, lay):
        items = _trip(g, lay, r, name, None) + list(loop_close("s[s_loop]", f"{name}_loop", "key/value tile loop"))
    else:
        items = []
        for s in range(g.stages):
            items += [Comment(f"-- trip j = {s} mod {g.stages}: reads LDS stage {s}"),
                      *_trip(g, lay, r, f"{name}_s{s}", s)]
            if s < g.stages - 1:
                items += [instr("s_sub_u32", "s[s_loop]", "s[s_loop]", 1), instr("s_cmp_eq_u32", "s[s_loop]", 0),
                          instr("s_cbranch_scc1", f".L{name}_done", note="that was the last tile")]
        items += list(loop_close("s[s_loop]", f"{name}_loop", "key/value tile loop")) + [Label(f"{name}_done")]
    return with_waits(items) + tail(g, r, name)


def tail(g: Geometry, r: dict, name: str) -> list:
    """After the last trip: group 0's `lead` barriers (both groups pass as many), then the last tile's
    O^T += V^T P^T (its V^T fragments retired before the last trip's second barrier)."""
    return [*_group_barriers(g, 0, f"{name}_trail", "group 0 closes the lead: as many barriers as group 1"),
            *hazard_nops("valu_vgpr_mfma"), Comment("O^T += V^T P^T of the last tile"), *pv(g, r)]
