"""gemm_preshuffle step 3c, the B operand: preshuffled fragments global -> VGPR (double or single buffered, VGPRs
or AGPRs) and the scales loaded with them (MX e8m0 dwords, block128 f32 scales)."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.isa import limits
from flygen.plan import preshuffle_layouts as PL
from flygen.plan.gemm_preshuffle.geometry import Geometry
from flygen.plan.gemm_preshuffle.regs import Base
from flygen.plan.items import instr
from flygen.plan.preshuffle_access import affine_accesses, vector_accesses
from flygen.spec.gemm_preshuffle import THREADS, WAVES_N


@dataclass(frozen=True)
class BlockScales:
    """block128: the f32 scales of a k-tile, double buffered with the B fragments."""
    v_bsa: object             # scale_a per (k step, m atom)
    v_bsb: object             # scale_b: the distinct ones per k-tile
    v_bsc: object             # sa x sb of an atom
    bsb_of: dict              # value index (s + ks j) -> scale_b slot
    nsb: int
    ks: int
    nm: int
    notes: tuple

    def sa_at(self, par: int, s: int, i: int):
        return self.v_bsa.at(par * self.ks * self.nm + s + self.ks * i)

    def sb_at(self, par: int, s: int, j: int):
        return self.v_bsb.at(par * self.nsb + self.bsb_of[s + self.ks * j])


@dataclass(frozen=True)
class BFrags:
    lb: object                # the preshuffled B layout
    acc_b: object             # the lowered fragment-load layout
    nbr: int                  # B fragment registers of one buffer
    v_bf: object
    single: bool              # b_single: one buffer
    free_at: dict             # b_single: load index -> index of the MFMA after which it may refill (else None)
    order: list               # load indices in issue order
    loads: list               # per parity: the B loads (load q fills ("b", q)), then the scale loads
    v_sa: object              # MX: e8m0 scales (double buffer), else None
    v_sb: object
    scales: object            # block128: BlockScales, else None
    code: list
    lb_per: object = None     # K: runtime: lb is the fixed part of one k-tile, this its coefficient of Kbytes
    code_k: tuple = ()        # K: runtime: the fragment bases' products by s_kbytes (after the arguments)

    def off(self, par: int) -> int:
        """First v_bfrag register of B buffer `par`."""
        return 0 if self.single else par * self.nbr


def _scale_reads(k: Base, g: Geometry, lay_a, lay_b, prefix: str, what: str, code: list, **kw) -> tuple:
    """The per-lane accesses of scale_a / scale_b reads (their code appended to `code`)."""
    acc = tuple(vector_accesses(lay, {"tid": THREADS}, 4, limits.MUBUF_OFFSET_MAX, k.bases(f"v_{prefix}{x}"), k.src,
                                list(k.tmp), f"{what}scale_{x} read", **kw) for lay, x in ((lay_a, "a"), (lay_b, "b")))
    code += list(acc[0].code) + list(acc[1].code)
    return acc


def _block_scale_loads(k: Base, g: Geometry, loads: list, code: list) -> BlockScales:
    """block128: each k-tile's f32 scales, loaded with its B fragments (double buffered with them): per k step s
    (= K block) scale_a of the lane's row per m-atom (block_scale_a) and scale_b of its columns' 128-column block
    per n-atom (block_scale_b); n-atoms whose per-lane addresses coincide (the wave's columns in one block) share
    one load."""
    rs, nm, ks = k.rs, g.nm, g.ksteps
    acc_sa, acc_sb = _scale_reads(k, g, PL.block_scale_a(g.atom, g.tm, WAVES_N, g.KB, ks),
                                  PL.block_scale_b(g.atom, g.tn, WAVES_N, g.KB, ks), "bs", "block ", code, elem=4)
    uniq, bsb_of = {}, {}                    # (base, imm) -> slot; value index (s + ks j) -> slot
    for x in acc_sb.items:
        bsb_of[x.index] = uniq.setdefault((x.base, x.imm), len(uniq))
    nsb = len(uniq)
    v_bsa = k.ra.v("v_bscale_a", 2 * ks * nm, note="block128 scale_a per (k step, m-atom), double buffer")
    v_bsb = k.ra.v("v_bscale_b", 2 * nsb, note=f"block128 scale_b: {nsb} distinct per k-tile, double buffer")
    v_bsc = k.ra.v("v_bscale", note="block128: sa x sb of an atom")
    firsts = {}
    for x in acc_sb.items:
        firsts.setdefault(bsb_of[x.index], x)
    for par in range(2):
        loads[par] += [instr("buffer_load_dword", v_bsa.at(par * ks * nm + x.index), x.base, rs['scale_a'],
                             "s[s_bsa_koff]", mods=("offen", f"offset:{x.imm}")) for x in acc_sa.items]
        loads[par] += [instr("buffer_load_dword", v_bsb.at(par * nsb + slot), x.base, rs['scale_b'],
                             "s[s_bsb_off]", mods=("offen", f"offset:{x.imm}")) for slot, x in firsts.items()]
    return BlockScales(v_bsa=v_bsa, v_bsb=v_bsb, v_bsc=v_bsc, bsb_of=bsb_of, nsb=nsb, ks=ks, nm=nm,
                       notes=(f"block128 scale_a read {acc_sa.layout}", f"block128 scale_b read {acc_sb.layout}"))


def _mx_scale_loads(k: Base, g: Geometry, loads: list, code: list) -> tuple:
    """MX: the e8m0 scale dwords of a k-tile (laid out by ref.mx_kernel_scales), double buffered with B."""
    nm, nn, D, rs = g.nm, g.nn, g.D, k.rs
    acc_sa, acc_sb = _scale_reads(k, g, PL.mx_scale_read(16, 0, nm, D, g.srow, WAVES_N),
                                  PL.mx_scale_read(16, g.wn, nn, D, g.srow, WAVES_N), "s", "", code)
    v_sa = k.ra.v("v_scale_a", 2 * nm * D, note="A e8m0 scales (double buffer)")
    v_sb = k.ra.v("v_scale_b", 2 * nn * D, note="B e8m0 scales (double buffer)")
    for par in range(2):
        loads[par] += [instr("buffer_load_dword", v_sa.at(par * nm * D + x.index), x.base, rs['scale_a'],
                             "s[s_sa_koff]", mods=("offen", f"offset:{x.imm}")) for x in acc_sa.items]
        loads[par] += [instr("buffer_load_dword", v_sb.at(par * nn * D + x.index), x.base, rs['scale_b'],
                             "s[s_sb_off]", mods=("offen", f"offset:{x.imm}")) for x in acc_sb.items]
    return v_sa, v_sb


def b_fragments(k: Base, g: Geometry) -> BFrags:
    """B fragments: preshuffled global -> VGPR (or AGPR), double buffered (b_single: one buffer, each load
    issued once the MFMAs reading its registers have), then the scales of the k-tile."""
    nm, nn, code = g.nm, g.nn, []
    lb_per, code_k = None, ()
    if g.rt:            # K: runtime: one k-tile of B = fixed + Kbytes x per (PL.b_preshuffle_parts)
        lb, lb_per = PL.b_preshuffle_parts(g.nl, g.tkb)
        acc_b, code_k = affine_accesses(*(PL.b_fragment(x, g.nl, g.tn, WAVES_N, g.runs_b, g.ksteps) for x in (lb, lb_per)),
                                        {"tid": THREADS}, 16, limits.MUBUF_OFFSET_MAX, k.bases("v_bg"), k.src,
                                        list(k.tmp), "B fragment load", g.b_kpitch)
        code += list(acc_b.code)
    else:
        lb = PL.b_preshuffle(g.nl, g.kb_bytes)
        acc_b = k.access(PL.b_fragment(lb, g.nl, g.tn, WAVES_N, g.runs_b, g.ksteps), {"tid": THREADS}, 16,
                         limits.MUBUF_OFFSET_MAX, "v_bg", "B fragment load", code)
    nbr = nn * g.ksteps * g.atom.a_regs
    nbuf = 1 if g.b_single else 2
    what = "single buffer (each load after the MFMAs that free it)" if g.b_single else "double buffer"
    if g.b_agpr:     # MFMA A/B operands may be AGPRs, and buffer_load writes AGPRs directly (gfx90a+)
        v_bf = k.ra.a("a_bfrag", nbuf * nbr, note=f"B fragments (MFMA A operand), {what}, in AGPRs")
    else:
        v_bf = k.ra.v("v_bfrag", nbuf * nbr, note=f"B fragments (MFMA A operand), {what}")
    items, free_at = list(acc_b.items), None
    if g.b_single:
        # a load may refill its registers once the MFMA (k step, last m atom, n atom) reading them issued:
        # issue order = that MFMA's index, in the prologue too, so every k-tile sees the same queue
        free_at = {x.index: (4 * x.index // g.atom.a_regs // nn * nm + nm - 1) * nn
                   + 4 * x.index // g.atom.a_regs % nn for x in items}
        items.sort(key=lambda x: free_at[x.index])
    off = (lambda par: 0) if g.b_single else (lambda par: par * nbr)
    loads = [[instr("buffer_load_dwordx4", v_bf.at(off(par) + 4 * x.index, 4), x.base, k.rs['B'], "s[s_b_off]",
                    mods=("offen", f"offset:{x.imm}"), writes=(("b", x.index),)) for x in items] for par in range(2)]
    scales = _block_scale_loads(k, g, loads, code) if g.block else None
    v_sa, v_sb = _mx_scale_loads(k, g, loads, code) if g.mx else (None, None)
    return BFrags(lb=lb, acc_b=acc_b, nbr=nbr, v_bf=v_bf, single=g.b_single, free_at=free_at,
                  order=[x.index for x in items], loads=loads, v_sa=v_sa, v_sb=v_sb, scales=scales, code=code,
                  lb_per=lb_per, code_k=code_k)
