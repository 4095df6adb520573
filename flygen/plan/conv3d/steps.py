"""conv3d K-tile steps (typed items): fragment reads, MFMAs, DMA rounds, soffset advances, the step that
consumes one K tile while it issues the next, and the program of steps of one K loop form (conv3d.loops)."""
from __future__ import annotations

import numpy as np

from flygen.isa.mfma import f8f6f4_mods
from flygen.plan.conv3d.config import STAGES, Config
from flygen.plan.conv3d.lanes import a_offsets, chan, tap_walk
from flygen.plan.conv3d.loops import plan_rolled, plan_taps
from flygen.plan.conv3d.regs import Regs
from flygen.plan.items import M0_DMA_WAIT, Wait, instr, texts
from flygen.plan.waits import stream_waits


def _slot(k: Regs, f: int) -> int:
    """Register slot of A fragment unit f = m rep + rm x k step: its own, or f % S in a ring of S slots."""
    return f % k.ring if k.ring else f


def _frag(c: Config, k: Regs, which: str, f: int, ch: int) -> str:
    base = 0 if which == "a" else k.nfa
    f = _slot(k, f) if which == "a" else f
    size = c.atom.a_regs if which == "a" else c.atom.b_regs
    return k.v_frag.at(base + f * size + 4 * ch, 4)


def _reads(c: Config, k: Regs, which: str, lo, reps_m: int, stage: int) -> list:
    out = []
    for v in range(len(lo.imms)):
        ch, r, q, s = np.unravel_index(v, (c.nch, reps_m, c.rk, STAGES), order="F")
        if s != stage:
            continue
        out.append(instr("ds_read_b128", _frag(c, k, which, int(r + reps_m * q), int(ch)),
                         k.read_regs[which][lo.base_of[v]], mods=(f"offset:{int(lo.imms[v])}",),
                         note=f"{which.upper()} rep {int(r)} k {int(q)} chunk {int(ch)}", writes=((which, int(r), int(q)),)))
    return out


def _mfmas(c: Config, k: Regs) -> list:
    atom, rm, rn, nfa = c.atom, c.rm, c.rn, k.nfa
    mods = (f8f6f4_mods(atom),) if c.scaled else ()
    mfmas = []
    for q in range(c.rk):
        for mi in range(rm):
            for ni in range(rn):
                d = k.acc.at(atom.c_regs * (mi + rm * ni), atom.c_regs)
                mfmas.append(instr(atom.mnemonic, d, k.v_frag.at(_slot(k, mi + rm * q) * atom.a_regs, atom.a_regs),
                                   k.v_frag.at(nfa + (ni + rn * q) * atom.b_regs, atom.b_regs), d, mods=mods,
                                   note=f"C rep ({mi},{ni}) k {q}", reads=(("b", ni, q), ("a", mi, q))))
    return mfmas


def _dma_items(c: Config, k: Regs, tap, stage: int) -> tuple[tuple, list]:
    if c.pack:
        return _dma_items_pack(c, k, tap, stage)
    lines, aregs = a_offsets(c, k, tap)
    bregs = k.w_tail if tap.tail else k.b_regs
    soff_a = "s[s_koff_a]" if c.rolled or c.tloop else "0"
    dma_a, dma_b, rounds = c.dma_a, c.dma_b, c.rounds
    out = []
    for i in range(rounds):
        out.append([instr("s_add_u32", "m0", k.m0_regs["a"], int(dma_a.m0.imms[i + rounds * stage]),
                          note=f"M0: A round {i} -> stage {stage}"),
                    _dma(aregs[i], k.rs["x"], soff_a, 0)])
    for i in range(dma_b.instrs):
        vi = i + dma_b.instrs * stage
        out.append([instr("s_add_u32", "m0", k.m0_regs["b"], int(dma_b.m0.imms[vi]),
                          note=f"M0: B round {i} -> stage {stage}"),
                    _dma(bregs[dma_b.src.base_of[i]], k.rs["w"], "s[s_koff_b]", int(dma_b.src.imms[i]))])
    return texts(lines), out


def _dma_items_pack(c: Config, k: Regs, tap, stage: int) -> tuple[tuple, list]:
    """Packed path: 4-byte LDS DMA rounds (buffer_load_dword ... lds) of A and B."""
    lines, aregs = a_offsets(c, k, tap)
    if c.vgpr:
        op = {2: "buffer_load_ushort", 1: "buffer_load_ubyte"}[c.cw]
        bregs = [k.pk.v_bst.at(i) for i in range(c.dma_b.rounds)] if tap.tail else k.b_regs
        out = [[None, instr(op, aregs[i], aregs[i], k.rs["x"], "0", mods=("offen", "offset:0"),
                            note=f"A round {i}: {c.cw} B of x into a VGPR")] for i in range(c.rounds)]
        out += [[None, instr(op, k.pk.v_bst.at(i), bregs[i], k.rs["w"], "s[s_koff_b]", mods=("offen", f"offset:{k.pk.b_imms[i]}"),
                             note=f"B round {i}: {c.cw} B of w into a VGPR")] for i in range(c.dma_b.rounds)]
        return texts(lines), out
    bregs = k.w_tail if tap.tail else k.b_regs
    out = []
    for name, d, regs, rs, soff in (("A", c.dma_a, aregs, k.rs["x"], "0"), ("B", c.dma_b, bregs, k.rs["w"], "s[s_koff_b]")):
        for i in range(d.rounds):
            out.append([instr("s_add_u32", "m0", k.m0_regs[name.lower()], int(d.m0.imms[i + d.rounds * stage]),
                              note=f"M0: {name} round {i} -> stage {stage}"),
                        _dma(regs[i], rs, soff, 0, op="buffer_load_dword")])
    return texts(lines), out


def _vgpr_writes(c: Config, k: Regs, stage: int) -> list:
    """VGPR path: once the loads landed, each lane's chunks into the LDS tile of `stage` (ds_write_b16 / b8 at the
    narrow DMA's image: stage base + cw tid + cw threads round, conv3d.pack.narrow_dma .lds)."""
    op = f"ds_write_b{8 * c.cw}"
    out = [Wait(vm=0, note="the chunks of the next K tile are in VGPRs")]
    for name, d, regs, lds in (("A", c.dma_a, [k.v_aoff.at(i) for i in range(c.rounds)], k.pk.lds_a),
                               ("B", c.dma_b, [k.pk.v_bst.at(i) for i in range(c.dma_b.rounds)], k.pk.lds_b)):
        for i in range(d.rounds):
            reg, imm = lds[i + d.rounds * stage]
            out.append(instr(op, reg, regs[i], mods=(f"offset:{imm}",), note=f"{name} round {i} -> stage {stage}"))
    return out


def _dma(addr, rsrc, soff, imm: int, op: str = "buffer_load_dwordx4"):
    """One LDS-DMA round: 16 B (dwordx4) or 4 B (dword, packed path) per lane from the buffer into LDS at M0."""
    return instr(op, addr, rsrc, soff, mods=("offen", f"offset:{imm}", "lds"))


def _koff(c: Config, kt: int):
    """Advance soffset from K tile kt's w origin to the next tile's (w_kmode)."""
    return instr("s_add_u32", "s[s_koff_b]", "s[s_koff_b]", c.korigin_b[kt + 1] - c.korigin_b[kt], note="next K tile")


def _advance(c: Config, kt: int) -> list:
    """Rolled form, after issuing K tile kt: s_koff_a / s_koff_b from tile kt's values to tile kt+1's."""
    if kt + 1 >= c.KT_run:
        return []
    dx, dw = chan(c, kt + 1) - chan(c, kt), c.korigin_b[kt + 1] - c.korigin_b[kt]
    if chan(c, kt + 1) == 0:
        x = instr("s_mov_b32", "s[s_koff_a]", chan(c, kt + 1), note="gA channel mode at the next tap's block 0")
        wn = "w_kmode step to the next tap's block 0"
    else:
        x = instr("s_add_u32", "s[s_koff_a]", "s[s_koff_a]", dx, note="gA channel mode: one 128-byte block")
        wn = "w_kmode: one 128-byte block"
    return [x, instr("s_add_u32", "s[s_koff_b]", "s[s_koff_b]", dw, note=wn)]


def _step(p, c: Config, k: Regs, mfmas, kt: int, issue=None, what=None) -> tuple:
    """Consume K tile kt (LDS stage kt % 2) while issuing the next tile's DMA: by default K tile kt+1 as a
    compile-time tap; `issue` = (lines item or None, DMA pairs, advance items) overrides it (rolled loop)."""
    stage = kt % 2
    what = what or f"K tile {kt}"
    items = [Wait(vm=0, lgkm=0, note=f"this wave's ds_writes of {what} done") if c.vgpr else
             Wait(vm=0, note=f"this wave's DMA of {what} landed"),
             instr("s_barrier", note=f"every wave's DMA of stage {stage} landed; stage {1 - stage} free")]
    rd = sorted(_reads(c, k, "a", c.rda, c.rm, stage) + _reads(c, k, "b", c.rdb, c.rn, stage),
                key=lambda it: (it.writes[0][2], it.writes[0][0] == "a", it.writes[0][1]))
    ring = {}                                   # A ring: unit u >= S -> its reads, issued in the MFMA stream
    if k.ring:
        pre = []
        for it in rd:
            which, r, q = it.writes[0]
            if which == "a" and r + c.rm * q >= k.ring:
                ring.setdefault(r + c.rm * q, []).append(it)
            else:
                pre.append(it)
        rd = pre
    if issue is None and kt + 1 < c.KT_run:
        lines, pairs = _dma_items(c, k, c.tap_list[kt + 1], 1 - stage)
        issue = (lines, pairs, _advance(c, kt + 1) if c.rolled else [_koff(c, kt + 1)])
    if issue is not None:
        lines, pairs, adv = issue
        if lines is not None:
            items += lines
        for m0, dma in pairs:
            items += [dma] if m0 is None else [m0, *([rd.pop(0)] if rd else M0_DMA_WAIT), dma]
        items += adv
    items += rd
    if p["setprio"]:
        items.append(instr("s_setprio", 1))
    stream = []                                 # the MFMAs (order: k step, m rep, n rep), ring reads between
    for j, mf in enumerate(mfmas):
        stream.append(mf)
        if k.ring and j % c.rn == c.rn - 1:     # last MFMA of A unit j // rn: its slot takes unit + S
            stream += ring.pop(j // c.rn + k.ring, ())
    assert not ring, "A ring: a unit's reads were never issued"
    waits = stream_waits(items, stream, "lgkmcnt")            # the reads fill, the MFMAs use
    for i, it in enumerate(stream):
        if i in waits:
            left, need = waits[i]
            items.append(Wait(lgkm=left, note=f"fragments up to read {need}"))
        items.append(it)
    if p["setprio"]:
        items.append(instr("s_setprio", 0))
    if c.vgpr and issue is not None:
        items += _vgpr_writes(c, k, 1 - stage)
    return tuple(items)


def program(ks, p, c: Config, k: Regs) -> tuple:
    """(first DMA items, K-tile steps): tile 0's DMA, then the unrolled, rolled (plan_rolled) or tap-loop
    (plan_taps) steps."""
    mfmas = _mfmas(c, k)

    def step(kt, issue=None, what=None):
        return _step(p, c, k, mfmas, kt, issue, what)

    def dma_items(tap, stage):
        return _dma_items(c, k, tap, stage)

    def advance(kt):
        return _advance(c, kt)

    lines0, pairs0 = dma_items(c.tap_list[0], 0)
    first = list(lines0)
    for m0, dma in pairs0:
        first += [dma] if m0 is None else [m0, *M0_DMA_WAIT, dma]
    if c.vgpr:
        first += _vgpr_writes(c, k, 0)
    if c.tloop:
        first += advance(0)
        steps = plan_taps(step, dma_items, advance, lambda: tap_walk(c), c.tap_list,
                          ks.name, p, c.g, taps=c.taps_run)
    elif not c.rolled:
        first.append(_koff(c, 0))
        steps = tuple(step(kt) for kt in range(c.KT))
    else:
        first += advance(0)
        steps = plan_rolled(step, dma_items, advance, c.tap_list, ks.name, p)
    return first, steps
