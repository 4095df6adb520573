"""gemm_preshuffle step 3d: the accumulators and the MFMA items per B parity (swapped operands: MFMA A = B
fragment, MFMA B = A fragment), and block128's per-K-block scaling of the block accumulators into acc."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.plan.gemm_preshuffle.a_path import AFrags
from flygen.plan.gemm_preshuffle.b_path import BFrags
from flygen.plan.gemm_preshuffle.geometry import Geometry
from flygen.plan.gemm_preshuffle.regs import Base
from flygen.plan.items import Comment, hazard_nops, instr


@dataclass(frozen=True)
class Mfmas:
    acc: object               # C accumulators
    bacc: object              # block128: one K block's MFMA results, else None
    v_bst: object             # block128 acc_agpr: 4 VGPRs the acc values pass through, else None
    btail: object             # block128: per parity, per k step the scaling items; else None
    mfmas: list               # per parity: the MFMA items (order: k step, m atom, n atom)
    afrag: list               # per MFMA: the v_afrag register range [lo, hi) it reads (both parities)
    code: list                # the accumulator clears (prologue)


def _block_tails(g: Geometry, b: BFrags, acc, bacc, v_bst) -> list:
    """block128: after the MFMAs of k step s (= K block kb) wrote the block accumulators, per atom (i, j):
    t = fl(sa[m, kb] * sb[n / 128, kb]), then acc[r] = fma(block_acc[r], t, acc[r]) for its 4 registers (one
    rounding each: docs/numerics.md, flygen.ref.gemm_preshuffle.block_bound)."""
    nm, nn, sc = g.nm, g.nn, b.scales
    btail = [[], []]
    for par in range(2):
        for s in range(g.ksteps):
            lines = [Comment(f"block128: K block of k step {s}: acc = fma(block_acc, sa[row, kb] x sb[col / 128, kb], "
                             f"acc) per atom (scale buffer {par}, layouts block_scale_a / block_scale_b)"),
                     *hazard_nops("mfma_d_valu_read", g.atom.passes,
                                  f"{g.atom.passes}-pass MFMA block accumulators -> VALU")]
            for i in range(nm):
                for j in range(nn):
                    lines.append(instr("v_mul_f32", sc.v_bsc, sc.sa_at(par, s, i), sc.sb_at(par, s, j),
                                       note=f"K block step {s}: sa(m atom {i}) x sb(n atom {j})"))
                    a = [acc.at(4 * (i * nn + j) + r) for r in range(4)]
                    ba = [bacc.at(4 * (i * nn + j) + r) for r in range(4)]
                    if g.acc_agpr:       # acc_agpr placement: VALU cannot read AGPRs, so through 4 VGPRs
                        t = [v_bst.at(r) for r in range(4)]
                        lines += [instr("v_accvgpr_read_b32", t[r], a[r]) for r in range(4)]
                        lines += [instr("v_fma_f32", t[r], ba[r], sc.v_bsc, t[r]) for r in range(4)]
                        lines += [instr("v_accvgpr_write_b32", a[r], t[r]) for r in range(4)]
                    else:
                        lines += [instr("v_fma_f32", a[r], ba[r], sc.v_bsc, a[r]) for r in range(4)]
            btail[par].append(lines)
    return btail


def mfmas(k: Base, g: Geometry, af: AFrags, b: BFrags) -> Mfmas:
    """Accumulators (AGPRs; MFMA writes them directly, no v_accvgpr moves in the loop) and the MFMA items per
    B parity, with the v_afrag register range each MFMA reads (the same for both parities)."""
    atom, nm, nn, D = g.atom, g.nm, g.nn, g.D
    bacc = v_bst = btail = None
    if g.block:      # VALU scales the block accumulators into acc: ArchVGPRs (MFMA D may be VGPRs); acc too, or
        # (placement acc_agpr) in AGPRs, moved through 4 VGPRs around each fma
        note = f"C accumulators (f32, scaled sums of K blocks), {nm} x {nn} atoms of 16x16"
        acc = k.ra.a("a_acc", nm * nn * 4, note=note) if g.acc_agpr else k.ra.v("v_acc", nm * nn * 4, note=note)
        bacc = k.ra.v("v_bacc", nm * nn * 4, note="block128: one K block's MFMA results (C = 0), per atom")
        v_bst = k.ra.v("v_bacc_tmp", 4, note="block128: acc values through VGPRs") if g.acc_agpr else None
        code = [f"{'v_accvgpr_write_b32' if g.acc_agpr else 'v_mov_b32'} {acc.at(r)}, 0" for r in range(acc.count)]
        btail = _block_tails(g, b, acc, bacc, v_bst)
    else:
        acc = k.ra.a("a_acc", nm * nn * 4, note=f"C accumulators, {nm} x {nn} atoms of 16x16 ({atom.acc})")
        # registers are undefined at wave launch: clear the accumulators once (the loop's MFMAs accumulate into them)
        code = [f"v_accvgpr_write_b32 {acc.at(r)}, 0" for r in range(acc.count)]
    out, afrag = [[], []], []
    for par in range(2):
        for kk in range(g.ksteps):
            for i in range(nm):
                for j in range(nn):
                    if par == 0:
                        afrag.append(((kk * nm + i) * atom.b_regs, (kk * nm + i + 1) * atom.b_regs))
                    c = acc.at(4 * (i * nn + j), 4)
                    bsrc = b.v_bf.at(b.off(par) + (kk * nn + j) * atom.a_regs, atom.a_regs)
                    asrc = af.v_af.at(af.slot((kk * nm + i) * atom.b_regs), atom.b_regs)
                    args, mods = (c, bsrc, asrc, c), (g.mods,) if g.mods else ()
                    if g.block:          # one K block per MFMA: its own accumulator, from C = 0
                        args = (bacc.at(4 * (i * nn + j), 4), bsrc, asrc, 0)
                    if g.mx:
                        d, byte = divmod(kk, 4)
                        args += (b.v_sb.at(par * nn * D + j * D + d), b.v_sa.at(par * nm * D + i * D + d))
                        mods = (f"op_sel:[{byte & 1},{byte & 1},0]", f"op_sel_hi:[{byte >> 1},{byte >> 1},0]") + mods
                    out[par].append(instr(atom.mnemonic, *args, mods=mods))
    return Mfmas(acc=acc, bacc=bacc, v_bst=v_bst, btail=btail, mfmas=out, afrag=afrag, code=code)
