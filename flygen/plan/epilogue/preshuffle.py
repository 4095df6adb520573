"""Epilogue of the preshuffle GEMM: accumulators -> (i32 -> f32) -> scale_a[row] * scale_b[col] -> bias ->
activation -> bf16 / f16, one 8-byte store per atom (split-K: the unscaled partials to the workspace).

Each lane holds C[m][n0..n0+3] of an atom (swapped-operand MFMA, layout preshuffle_layouts.c_store), so
per-column values (scale_b, bias) are 4 registers per n-atom and the per-row scale_a is 1 register per m-atom.
Addresses are lowered by `k.base.access` (flygen.plan.gemm_preshuffle.regs.Base: preshuffle_access.vector_accesses
over the c_store layouts); the value pipeline and packing are flygen.plan.epilogue.values'. `k` is the planner's
flygen.plan.gemm_preshuffle.kit.Kit and `g` its Geometry (not imported: the planner package imports this one).
"""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import RegisterLimit
from flygen.isa import limits
from flygen.plan import preshuffle_layouts as PL
from flygen.plan.epilogue.stores import buffer_store
from flygen.plan.epilogue.values import pack, value_lines, widen_half
from flygen.plan.items import Comment, instr
from flygen.plan.preshuffle_access import affine_accesses
from flygen.spec.gemm_preshuffle import THREADS, WAVES_N


@dataclass(frozen=True)
class Epi:
    """Epilogue registers, their address code (after the loop) and loads (C store lanes, scales, bias)."""
    code: list                # lowered address code (text lines)
    loads: list               # typed loads of the scales and the bias (vmcnt; the epilogue drains them whole)
    acc_c: object             # the lowered C (or workspace) store layout
    x: object                 # accumulator values (f32); split-K: two quads
    u: object = None          # activation temporary
    pk: object = None         # packed output
    sca: object = None        # fp8 / int8: scale_a per m-atom, scale_b per n-atom (4 columns)
    scb: object = None
    bias: object = None       # bias per n-atom in f32, and as loaded
    braw: object = None


def _scales(k, g, code: list) -> tuple:
    """fp8 / int8 scales: (scale_a registers, scale_b registers, their loads)."""
    ra, rs, atom, N, tn, tm = k.base.ra, k.base.rs, g.atom, g.nl, g.tn, g.tm
    acc_sa = k.base.access(PL.c_store(atom, N, tn, tm, WAVES_N, 0, 4, "i"), {"tid": THREADS}, 4,
                           limits.MUBUF_OFFSET_MAX, "v_esa", "scale_a read", code, elem=4)
    acc_sb = k.base.access(PL.c_store(atom, N, tn, tm, WAVES_N, 4, 0, "rj"), {"tid": THREADS}, 16,
                           limits.MUBUF_OFFSET_MAX, "v_esb", "scale_b read", code, elem=4)
    sca = ra.v("v_esc_a", g.nm, note="scale_a per m-atom")
    scb = ra.v("v_esc_b", 4 * g.nn, note="scale_b per n-atom (4 columns)")
    loads = [instr("buffer_load_dword", sca.at(x.index), x.base, rs['scale_a'], 0, mods=("offen", f"offset:{x.imm}"))
             for x in acc_sa.items]
    loads += [instr("buffer_load_dwordx4", scb.at(4 * x.index, 4), x.base, rs['scale_b'], "s[s_e_off]",
                    mods=("offen", f"offset:{x.imm}")) for x in acc_sb.items]
    return sca, scb, loads


def registers(p, k, g) -> Epi:
    """Epilogue registers, their address code and loads (C store lanes, scales, bias)."""
    ra, rs, atom, N, tn, tm, ob = k.base.ra, k.base.rs, g.atom, g.nl, g.tn, g.tm, g.ob
    code, loads = [], []
    # split-K atomics add 4 dwords at offset, offset + 4, .., offset + 12: all of them within the 12-bit field
    slack = 12 if g.mode == "atomic" else 0
    if g.rtn or g.rldc:  # N: runtime: C = fixed + pitch x per (the row pitch s_cpitch = N x out bytes; ldc:
                         # runtime, N run-time or not: ldc x out bytes)
        acc_c, code_k = affine_accesses(PL.c_store(atom, N, tn, tm, WAVES_N, ob, 0),
                                        PL.c_store(atom, N, tn, tm, WAVES_N, 0, 1), {"tid": THREADS}, 4 * ob,
                                        limits.MUBUF_OFFSET_MAX - slack, k.base.bases("v_cb"), k.base.src,
                                        list(k.base.tmp), "C store", "s[s_cpitch]", elem=ob)
        code += list(acc_c.code) + list(code_k)
    else:
        acc_c = k.base.access(PL.c_store(atom, N, tn, tm, WAVES_N, ob, N * ob), {"tid": THREADS}, 4 * ob,
                              limits.MUBUF_OFFSET_MAX - slack, "v_cb", "C store" if g.S == 1 else "workspace store",
                              code, elem=ob)
    if g.S > 1:      # f32 partials: two quads used in turn (a VALU write of a 16-byte store's data needs 2 wait
        # states after the store, hazard store_data; the other quad's reads give them)
        return Epi(code=code, loads=loads, acc_c=acc_c, x=ra.v("v_x", 8, note="accumulator values (f32), two quads"))
    x = ra.v("v_x", 4, note="accumulator values (f32)")
    u = ra.v("v_u", note="activation temporary")
    pk = ra.v("v_pk", 2, note="packed output")
    sca = scb = bias = braw = None
    if g.eight_bit:
        sca, scb, sloads = _scales(k, g, code)
        loads += sloads
    if g.has_bias:
        acc_bi = k.base.access(PL.c_store(atom, N, tn, tm, WAVES_N, ob, 0, "rj"), {"tid": THREADS}, 4 * ob,
                               limits.MUBUF_OFFSET_MAX, "v_ebi", "bias read", code, elem=ob)
        braw = ra.v("v_bias_raw", 2 * g.nn, note=f"bias per n-atom (4 x {p['out_dtype']})")
        bias = ra.v("v_bias", 4 * g.nn, note="bias per n-atom in f32")
        loads += [instr("buffer_load_dwordx2", braw.at(2 * x.index, 2), x.base, rs['bias'], "s[s_bias_off]",
                        mods=("offen", f"offset:{x.imm}")) for x in acc_bi.items]
    return Epi(code=code, loads=loads, acc_c=acc_c, x=x, u=u, pk=pk, sca=sca, scb=scb, bias=bias, braw=braw)


def place(p, k, g) -> Epi:
    """Fresh arch VGPRs after the loop's; when that overflows, the epilogue registers overlay loop registers
    that are dead once the last k-tile's MFMAs have issued, the first range that holds them: the sync A
    staging registers (dead once the last prefetching k-tile's ds_writes drained: the last k-tile opens with
    lgkmcnt(0)), else the A fragments (the last MFMA waited for every read; an MFMA reads A/B at issue, so a
    later write of them is no hazard -- flygen/isa/hazards.py has WAR rules for SrcC only), else the B fragments
    (vmcnt(0) before the last k-tile's MFMAs)."""
    ra = k.base.ra
    mark = (ra.next["v"], len(ra.regs))
    e = registers(p, k, g)
    if ra.next["v"] <= limits.ARCH_VGPRS:
        return e
    regions = [r for r in (k.a.v_ast, k.af.v_af, k.b.v_bf) if r is not None and r.file == "v"]
    for r in regions:
        ra.next["v"], ra.regs[mark[1]:] = r.index, []
        e = registers(p, k, g)
        if ra.next["v"] <= r.index + r.count:
            ra.next["v"] = mark[0]
            return e
    raise RegisterLimit("tile_m/tile_n/tile_k: epilogue registers do not fit the loop registers they reuse ("
                        + ", ".join(f"{r.name} {r.count}" for r in regions) + ")")


def stores(p, k, g, e: Epi) -> tuple:
    """Items: (bias conversions, per C atom: accumulator reads, int -> f32, scales, bias, activation, pack, store)."""
    nm, nn, out, acc = g.nm, g.nn, p["out_dtype"], k.m.acc
    bias_cvt, stores = [], []
    if g.S > 1:
        return bias_cvt, _partial_stores(k, g, e)
    if g.has_bias:
        bias_cvt = [line for j in range(nn) for r in range(4)
                    for line in widen_half(e.bias.at(4 * j + r), e.braw.at(2 * j + r // 2), out, r % 2)]
    for x in e.acc_c.items:
        i, j = x.index % nm, x.index // nm
        lines = [Comment(f"C atom (m {i}, n {j})")]
        mov = "v_mov_b32" if acc.file == "v" else "v_accvgpr_read_b32"     # block128: VGPR accumulators
        lines += [instr(mov, e.x.at(r), acc.at(4 * (i * nn + j) + r)) for r in range(4)]
        for r in range(4):
            ops = ([("v_mul_f32", e.sca.at(i)), ("v_mul_f32", e.scb.at(4 * j + r))] if g.eight_bit else []) + \
                ([("v_add_f32", e.bias.at(4 * j + r))] if g.has_bias else [])
            lines += value_lines(e.x.at(r), ops, p["epilogue"], str(e.u), i32=g.atom.acc == "i32")
        lines += pack([e.pk.at(0), e.pk.at(1)], [e.x.at(r) for r in range(4)], out)
        lines.append(buffer_store("buffer_store_dwordx2", e.pk, x.base, k.base.rs["C"], x.imm, "s[s_c_off]"))
        stores.append(lines)
    return bias_cvt, stores


def _partial_stores(k, g, e: Epi) -> list:
    """split-K: per C atom, the unscaled f32 accumulators (int8: the i32 ones, bits moved as they are) to the
    workspace: one 16-byte store (deterministic, slice z) or 4 atomic adds (atomic: f32, int8 u32 -- exact, so
    the order the adds land in cannot change the sum); rows >= M are dropped by the ragged V#, N is whole
    tiles."""
    atomic = "buffer_atomic_add" if g.atom.acc == "i32" else "buffer_atomic_add_f32"
    out, acc, rs = [], k.m.acc, k.base.rs
    for n, x in enumerate(e.acc_c.items):
        i, j = x.index % g.nm, x.index // g.nm
        q = e.x.at(4 * (n % 2), 4)
        lines = [Comment(f"workspace atom (m {i}, n {j})")]
        lines += [instr("v_accvgpr_read_b32", e.x.at(4 * (n % 2) + r), acc.at(4 * (i * g.nn + j) + r))
                  for r in range(4)]
        if g.mode == "deterministic":
            lines.append(buffer_store("buffer_store_dwordx4", q, x.base, rs["ws"], x.imm, "s[s_c_off]"))
        else:
            lines += [buffer_store(atomic, e.x.at(4 * (n % 2) + r), x.base, rs["ws"], x.imm + 4 * r,
                                   "s[s_c_off]") for r in range(4)]
        out.append(lines)
    return out
