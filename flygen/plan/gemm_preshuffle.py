"""Planner of the preshuffle GEMM: C = epilogue(A @ B), B pre-shuffled so fragments load global -> VGPR.

Workgroup = 4 waves along N; wave w owns C[tile_m, w*tile_n/4 : (w+1)*tile_n/4]. 16x16 MFMA atoms with
swapped operands (MFMA A = B fragment, MFMA B = A fragment; see preshuffle_layouts). Rolled K loop
(SGPR counter) over pairs of k-tiles so the B double buffer and the LDS stage alternate at compile time.
Ragged M: A, C and scale_a descriptors are rebased to the workgroup's first row with
num_records = (M - m0) * row bytes, and every row-dependent offset is in the VGPR offset, so rows >= M
read 0 and are never written whether or not soffset takes part in the range check (reference §4).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.isa import hazards as HZ
from flygen.isa.dtypes import bytes_of
from flygen.isa.mfma import dense_mfma, f8f6f4_mods, mx_mfma
from flygen.layout import Layout, composition, make_composed_layout
from flygen.layout.emit import emit_salu, emit_valu
from flygen.layout.layout import evaluate, table
from flygen.layout.lower import lower
from flygen.plan import preshuffle_layouts as PL
from flygen.plan.kernargs import per_arg_loads, reserve_abi
from flygen.plan.kernel import Grid, KernelPlan, layout_args
from flygen.plan.preshuffle_access import vector_accesses
from flygen.plan.preshuffle_epilogue import PACK, activation_lines
from flygen.plan.regs import RegAlloc
from flygen.plan.vsharp import buffer_rsrc, ragged_rsrc
from flygen.plan.waits import wait_counts
from flygen.spec.gemm_preshuffle import THREADS, WAVES_N, a_bits, b_bits

LOAD = {4: "buffer_load_dword", 8: "buffer_load_dwordx2", 16: "buffer_load_dwordx4"}
DS_READ = {8: "ds_read_b64", 16: "ds_read_b128"}
WAITS_PER_TILE = 4       # partial lgkmcnt waits in front of a k-tile's MFMAs (lds_stage 2)


@dataclass(frozen=True)
class Body:
    atom: str
    mfma_mods: str
    kernarg_loads: tuple
    vsharp: tuple            # V# setup lines (flygen.plan.vsharp)
    soffsets: tuple          # (reg, init lines, per-k-tile step)
    prologue_code: tuple
    a_path: str
    a_loads: tuple           # sync: buffer_load -> v_astage; async: LDS DMA per stage
    a_writes: tuple          # per stage: ds_write list (sync)
    a_reads: tuple           # per stage: ds_read list
    b_loads: tuple           # per parity: global -> VGPR loads (B fragments, MX scales)
    mfmas: tuple             # per parity: MFMA lines
    streams: tuple           # [prefetch, last][parity]: MFMA lines with waits, interleaved loads, s_setprio
    steps: tuple             # per body kind: ops list
    loop_pairs: int
    odd_extra: bool
    last_stage: int
    epilogue_code: tuple
    epi_loads: tuple
    stores: tuple
    nops: tuple
    bias_cvt: tuple
    stages: int
    layout_notes: tuple


def _sub(reg, i, n=1):
    return reg.at(i, n)


def plan(ks) -> KernelPlan:
    p = ks.params
    mx = p["in_dtype"] == "mx"
    N, K, tm, tn, tk = p["N"], p["K"], p["tile_m"], p["tile_n"], p["tile_k"]
    stages, async_a = p["lds_stage"], p["a_path"] == "async"
    ab, bb = a_bits(p), b_bits(p)
    ob = bytes_of(p["out_dtype"])
    if mx:
        atom = mx_mfma(p["mx_b"], p["mx_a"])          # swapped: MFMA A = B fragment
        mods = f8f6f4_mods(atom)
    else:
        atom = dense_mfma(p["in_dtype"])
        mods = ""
    runs_b, runs_a = PL.byte_runs(atom, "a"), PL.byte_runs(atom, "b")
    eight_bit = p["in_dtype"] in ("fp8", "int8")
    has_bias = p["epilogue"] != "none"
    ka_bytes, kb_bytes = K * ab // 8, K * bb // 8
    R = tk * ab // 8                      # A tile row bytes
    tkb = tk * bb // 8                    # B bytes per column per k-tile
    ksteps = tk // atom.k
    nk = K // tk
    nm, wn = tm // 16, tn // WAVES_N
    nn = wn // 16
    TB = tm * R
    if async_a and R & (R - 1):
        raise PlanError("a_path: async (LDS DMA) needs power-of-two A tile rows; use a_path: sync for fp6 A")
    if stages * TB > limits.LDS_BYTES:
        raise PlanError(f"tile_m x tile_k x lds_stage = {stages * TB} B of LDS exceeds {limits.LDS_BYTES}")

    # ---------------------------------------------------------------- kernel arguments
    argspec = [("A", "global_buffer", 8, p["mx_a"] if mx else p["in_dtype"], "read_only"),
               ("B", "global_buffer", 8, p["mx_b"] if mx else p["in_dtype"], "read_only"),
               ("C", "global_buffer", 8, p["out_dtype"], "write_only")]
    if eight_bit or mx:
        sd = "e8m0" if mx else "f32"
        argspec += [("scale_a", "global_buffer", 8, sd, "read_only"), ("scale_b", "global_buffer", 8, sd, "read_only")]
    if has_bias:
        argspec.append(("bias", "global_buffer", 8, p["out_dtype"], "read_only"))
    argspec.append(("M", "by_value", 4, "u32", ""))
    args, kernarg_size = layout_args(argspec)

    # ---------------------------------------------------------------- registers
    ra = RegAlloc()
    reserve_abi(ra, (("s_wg_n", "workgroup id x = N tile"), ("s_wg_m", "workgroup id y = M tile")))
    ptr = {a.name: ra.s(f"s_ptr_{a.name}", 2, note=f"{a.name} address") for a in args if a.kind == "global_buffer"}
    s_M = ra.s("s_M", note="M (rows, runtime)")
    s_t = ra.s("s_tmp", 2, note="SALU temporaries")
    rs = {name: ra.s(f"s_rsrc_{name}", 4, align=4, note=f"V# of {name}") for name in ptr}
    s_aoff = ra.s("s_a_koff", note="A: byte offset of the k-tile (soffset)")
    s_boff = ra.s("s_b_off", note="B: workgroup columns + k-tile (soffset)")
    s_coff = ra.s("s_c_off", note="C/scale_b/bias: workgroup column offset bytes (soffset)")
    s_loop = ra.s("s_loop", note="k-tile pair counter")
    s_wave = ra.s("s_wave_lds", note="async A: this wave's LDS-DMA byte offset") if async_a else None
    s_saoff = ra.s("s_sa_koff", note="MX scale_a: k-tile offset (soffset)") if mx else None
    s_sboff = ra.s("s_sb_off", note="MX scale_b: workgroup rows + k-tile (soffset)") if mx else None
    s_eoff = ra.s("s_e_off", note="epilogue per-column soffset") if (eight_bit or has_bias) else None

    v_tid = ra.v("v_tid", note="work-item id x")
    v_lane = ra.v("v_lane", note="lane id")
    tmp = [str(ra.v(f"v_tmp{i}")) for i in range(3)]
    src = {"tid": "v[v_tid]", "lane": "v[v_lane]"}

    def bases(prefix):
        def alloc(n):
            return [str(ra.v(f"{prefix}{i}", note=f"{prefix} base {i}")) for i in range(n)]
        return alloc

    prologue = ["v_and_b32 v[v_tid], 0x3ff, v[v_tid_packed]", "v_and_b32 v[v_lane], 63, v[v_tid]"]

    # A: global copy and LDS write (sync) or LDS-DMA (async)
    copy = PL.a_copy(tm, R, THREADS)
    g = PL.a_global(tm, R, ka_bytes)
    swz = PL.a_swizzle(R)
    nva = int(np.prod(copy.shape[1])) // 16
    a_loads, a_writes = [], [[] for _ in range(stages)]
    if not async_a:
        acc_g = vector_accesses(composition(g, copy), {"tid": THREADS}, 16, limits.MUBUF_OFFSET_MAX,
                                bases("v_ag"), src, tmp, "A global copy")
        v_ast = ra.v("v_astage", 4 * nva, note="A chunks in flight (global -> LDS)")
        for x in acc_g.items:
            a_loads.append(f"buffer_load_dwordx4 {v_ast.at(4 * x.index, 4)}, {x.base}, {rs['A']}, s[s_a_koff] "
                           f"offen offset:{x.imm}")
        acc_w = vector_accesses(make_composed_layout(swz, 0, PL.with_stages(copy, stages, TB)), {"tid": THREADS},
                                16, limits.DS_OFFSET_MAX, bases("v_aw"), src, tmp, "A LDS write")
        for x in acc_w.items:
            st, v = divmod(x.index, nva)
            a_writes[st].append(f"ds_write_b128 {x.base}, {v_ast.at(4 * v, 4)} offset:{x.imm}")
        prologue += list(acc_g.code) + list(acc_w.code)
        a_layout_note = [f"A global copy {acc_g.layout}", f"A LDS write {swz} o {acc_w.layout}"]
        a_loads = [a_loads]
    else:
        # LDS DMA lands lane-dense at M0 + 16*lane, so the swizzle moves to the global side:
        # source(t, v) = G(swz(P(t, v))); law checked exhaustively: = G(swz(P(t, 0))) + G(P(0, v)).
        p0 = Layout(THREADS, 16)
        x0 = lower(make_composed_layout(swz, 0, p0), {"tid": THREADS})
        gl = lower(Layout((g.shape, 16), (g.stride, 1)), {"x": TB})
        v_ag = ra.v("v_ag0", note="A source base (async)")
        prologue += emit_valu(x0.base_expr, tmp[2], src, tmp[:2]) if x0.base_expr[0] != "const" else \
            [f"v_mov_b32 {tmp[2]}, {x0.base_expr[1]}"]
        prologue += emit_valu(gl.base_expr, str(v_ag), {"x": tmp[2]}, tmp[:2])
        # copy(t, (0, v)) = copy[0](t) + copy[1]((0, v)): every (t, v) at once with numpy
        c0 = table(copy[0], THREADS)
        c1 = np.array([copy[1]((0, v)) for v in range(nva)], dtype=np.int64)
        offs = evaluate(g, c0[0] + c1).tolist()
        tbl = evaluate(g, swz(c0[:, None] + c1[None, :]))
        law = evaluate(g, swz(c0 + c1[0]))[:, None] + np.array(offs)[None, :]
        if not (np.array_equal(tbl, law) and x0.imms[0] == 0 and gl.imms[0] == 0):
            raise PlanError("async A: global source does not split into a lane base plus per-chunk offsets")
        extra = {}
        per_stage = [[] for _ in range(stages)]
        for v, off in enumerate(offs):
            base, imm = str(v_ag), off
            if off > limits.MUBUF_OFFSET_MAX:
                r = ra.v(f"v_ag{v}x", note=f"A source base + chunk {v}")
                prologue.append(f"v_add_u32 {r}, {hex(off)}, {v_ag}")
                base, imm = str(r), 0
            for st in range(stages):
                m0 = int(copy(0, (0, v))) + st * TB
                per_stage[st].append((m0, f"buffer_load_dwordx4 {base}, {rs['A']}, s[s_a_koff] offen offset:{imm} lds"))
        a_loads = per_stage
        # the wave's first thread id (wave-uniform) -> its LDS-DMA offset P(t0, 0)
        prologue += ["v_readfirstlane_b32 s[s_wave_lds], v[v_tid]"] + \
            emit_salu(lower(p0, {"t": THREADS}).base_expr, "s[s_wave_lds]", {"t": "s[s_wave_lds]"}, [])
        a_layout_note = [f"A LDS-DMA source {g} o {swz} o {p0}"]

    # A fragments: LDS -> VGPR
    rd = 16 if runs_a.length % 16 == 0 else 8
    frag = PL.a_fragment(tm, R, runs_a, ksteps, stages, TB)
    acc_r = vector_accesses(make_composed_layout(swz, 0, frag), {"lane": 64}, rd, limits.DS_OFFSET_MAX,
                            bases("v_ar"), src, tmp, "A fragment read")
    prologue += list(acc_r.code)
    v_af = ra.v("v_afrag", nm * ksteps * atom.b_regs, note="A fragments (MFMA B operand)")
    per_stage_reads = len(acc_r.items) // stages
    a_reads = [[] for _ in range(stages)]
    a_read_regs = [[] for _ in range(stages)]        # register range [lo, hi) of v_afrag each read fills
    for x in acc_r.items:
        st, a = divmod(x.index, per_stage_reads)
        a_reads[st].append(f"{DS_READ[rd]} {v_af.at(a * rd // 4, rd // 4)}, {x.base} offset:{x.imm}")
        a_read_regs[st].append((a * rd // 4, (a + 1) * rd // 4))

    # B fragments: preshuffled global -> VGPR
    lb = PL.b_preshuffle(N, kb_bytes)
    acc_b = vector_accesses(PL.b_fragment(lb, N, tn, WAVES_N, runs_b, ksteps), {"tid": THREADS}, 16,
                            limits.MUBUF_OFFSET_MAX, bases("v_bg"), src, tmp, "B fragment load")
    prologue += list(acc_b.code)
    nbr = nn * ksteps * atom.a_regs
    v_bf = ra.v("v_bfrag", 2 * nbr, note="B fragments (MFMA A operand), double buffer")
    b_loads = [[f"buffer_load_dwordx4 {v_bf.at(par * nbr + 4 * x.index, 4)}, {x.base}, {rs['B']}, s[s_b_off] "
                f"offen offset:{x.imm}" for x in acc_b.items] for par in range(2)]

    # MX scales: e8m0 dwords per k-tile (laid out by ref.mx_kernel_scales), double buffered with B
    D = -(-ksteps // 4)
    if mx:
        srow_a = srow_b = nk * D * 16
        acc_sa = vector_accesses(PL.mx_scale_read(16, 0, nm, D, srow_a, WAVES_N), {"tid": THREADS}, 4,
                                 limits.MUBUF_OFFSET_MAX, bases("v_sa"), src, tmp, "scale_a read")
        acc_sb = vector_accesses(PL.mx_scale_read(16, wn, nn, D, srow_b, WAVES_N), {"tid": THREADS}, 4,
                                 limits.MUBUF_OFFSET_MAX, bases("v_sb"), src, tmp, "scale_b read")
        prologue += list(acc_sa.code) + list(acc_sb.code)
        v_sa = ra.v("v_scale_a", 2 * nm * D, note="A e8m0 scales (double buffer)")
        v_sb = ra.v("v_scale_b", 2 * nn * D, note="B e8m0 scales (double buffer)")
        for par in range(2):
            b_loads[par] += [f"buffer_load_dword {v_sa.at(par * nm * D + x.index)}, {x.base}, {rs['scale_a']}, "
                             f"s[s_sa_koff] offen offset:{x.imm}" for x in acc_sa.items]
            b_loads[par] += [f"buffer_load_dword {v_sb.at(par * nn * D + x.index)}, {x.base}, {rs['scale_b']}, "
                             f"s[s_sb_off] offen offset:{x.imm}" for x in acc_sb.items]

    # accumulators (AGPRs): MFMA writes them directly; no v_accvgpr moves in the loop
    acc = ra.a("a_acc", nm * nn * 4, note=f"C accumulators, {nm} x {nn} atoms of 16x16 ({atom.acc})")
    # registers are undefined at wave launch: clear the accumulators once (the loop's MFMAs accumulate into them)
    prologue += [f"v_accvgpr_write_b32 {acc.at(r)}, 0" for r in range(acc.count)]
    mfmas = [[], []]
    mfma_afrag = []                                  # v_afrag register range each MFMA reads (same per parity)
    for par in range(2):
        for k in range(ksteps):
            for i in range(nm):
                for j in range(nn):
                    if par == 0:
                        mfma_afrag.append(((k * nm + i) * atom.b_regs, (k * nm + i + 1) * atom.b_regs))
                    c = acc.at(4 * (i * nn + j), 4)
                    bsrc = v_bf.at(par * nbr + (k * nn + j) * atom.a_regs, atom.a_regs)
                    asrc = v_af.at((k * nm + i) * atom.b_regs, atom.b_regs)
                    init = c
                    line = f"{atom.mnemonic} {c}, {bsrc}, {asrc}, {init}"
                    if mx:
                        d, byte = divmod(k, 4)
                        line += (f", {v_sb.at(par * nn * D + j * D + d)}, {v_sa.at(par * nm * D + i * D + d)}"
                                 f" op_sel:[{byte & 1},{byte & 1},0] op_sel_hi:[{byte >> 1},{byte >> 1},0]")
                    mfmas[par].append((line + (" " + mods if mods else "")).strip())

    # ---------------------------------------------------------------- epilogue registers
    # Fresh arch VGPRs after the loop's; when that overflows (16-bit A at tile_k 128: 128 A fragment VGPRs),
    # the sync A staging registers, dead once the last k-tile's ds_writes have drained (its lgkmcnt(0)),
    # hold them instead.
    def epilogue_regs():
        c_lay = PL.c_store(atom, N, tn, tm, WAVES_N, ob, N * ob)
        epi_code, epi_loads = [], []
        acc_c = vector_accesses(c_lay, {"tid": THREADS}, 4 * ob, limits.MUBUF_OFFSET_MAX, bases("v_cb"), src, tmp,
                                "C store", elem=ob)
        epi_code += list(acc_c.code)
        v_x = ra.v("v_x", 4, note="accumulator values (f32)")
        v_u = ra.v("v_u", note="activation temporary")
        v_pk = ra.v("v_pk", 2, note="packed output")
        v_sca = v_scb = v_bias = v_braw = None
        if eight_bit:
            acc_sa = vector_accesses(PL.c_store(atom, N, tn, tm, WAVES_N, 0, 4, "i"), {"tid": THREADS}, 4,
                                     limits.MUBUF_OFFSET_MAX, bases("v_esa"), src, tmp, "scale_a read", elem=4)
            acc_sb = vector_accesses(PL.c_store(atom, N, tn, tm, WAVES_N, 4, 0, "rj"), {"tid": THREADS}, 16,
                                     limits.MUBUF_OFFSET_MAX, bases("v_esb"), src, tmp, "scale_b read", elem=4)
            epi_code += list(acc_sa.code) + list(acc_sb.code)
            v_sca = ra.v("v_esc_a", nm, note="scale_a per m-atom")
            v_scb = ra.v("v_esc_b", 4 * nn, note="scale_b per n-atom (4 columns)")
            epi_loads += [f"buffer_load_dword {v_sca.at(x.index)}, {x.base}, {rs['scale_a']}, 0 offen offset:{x.imm}"
                          for x in acc_sa.items]
            epi_loads += [f"buffer_load_dwordx4 {v_scb.at(4 * x.index, 4)}, {x.base}, {rs['scale_b']}, s[s_e_off] "
                          f"offen offset:{x.imm}" for x in acc_sb.items]
        if has_bias:
            acc_bi = vector_accesses(PL.c_store(atom, N, tn, tm, WAVES_N, ob, 0, "rj"), {"tid": THREADS}, 4 * ob,
                                     limits.MUBUF_OFFSET_MAX, bases("v_ebi"), src, tmp, "bias read", elem=ob)
            epi_code += list(acc_bi.code)
            v_braw = ra.v("v_bias_raw", 2 * nn, note=f"bias per n-atom (4 x {p['out_dtype']})")
            v_bias = ra.v("v_bias", 4 * nn, note="bias per n-atom in f32")
            epi_loads += [f"buffer_load_dwordx2 {v_braw.at(2 * x.index, 2)}, {x.base}, {rs['bias']}, s[s_bias_off] "
                          f"offen offset:{x.imm}" for x in acc_bi.items]
        return epi_code, epi_loads, acc_c, v_x, v_u, v_pk, v_sca, v_scb, v_bias, v_braw

    mark = (ra.next["v"], len(ra.regs))
    epi = epilogue_regs()
    if ra.next["v"] > limits.ARCH_VGPRS and not async_a:
        ra.next["v"], ra.regs[mark[1]:] = v_ast.index, []
        epi = epilogue_regs()
        if ra.next["v"] > v_ast.index + v_ast.count:
            raise PlanError(f"tile_m/tile_n/tile_k: epilogue registers do not fit the {v_ast.count} A staging "
                            "VGPRs they reuse")
        ra.next["v"] = mark[0]
    epi_code, epi_loads, acc_c, v_x, v_u, v_pk, v_sca, v_scb, v_bias, v_braw = epi
    s_boff_bias = ra.s("s_bias_off", note="bias: workgroup column offset bytes") if has_bias else None
    regs = ra.freeze("tile_m/tile_n/tile_k")

    # ---------------------------------------------------------------- epilogue instruction stream
    stores = []
    bias_cvt = []
    if has_bias:
        for j in range(nn):
            for r in range(4):
                raw = v_braw.at(2 * j + r // 2)
                dst = v_bias.at(4 * j + r)
                if p["out_dtype"] == "bf16":
                    bias_cvt.append(f"v_lshlrev_b32 {dst}, 16, {raw}" if r % 2 == 0 else
                                    f"v_and_b32 {dst}, 0xffff0000, {raw}")
                else:
                    bias_cvt.append(f"v_cvt_f32_f16 {dst}, {raw}" if r % 2 == 0 else
                                    f"v_cvt_f32_f16_sdwa {dst}, {raw} dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1")
    for x in acc_c.items:
        i, j = x.index % nm, x.index // nm
        lines = [f"// C atom (m {i}, n {j})"]
        for r in range(4):
            lines.append(f"v_accvgpr_read_b32 {v_x.at(r)}, {acc.at(4 * (i * nn + j) + r)}")
        for r in range(4):
            xr = v_x.at(r)
            if atom.acc == "i32":
                lines.append(f"v_cvt_f32_i32 {xr}, {xr}")
            if eight_bit:
                lines.append(f"v_mul_f32 {xr}, {v_sca.at(i)}, {xr}")
                lines.append(f"v_mul_f32 {xr}, {v_scb.at(4 * j + r)}, {xr}")
            if has_bias:
                lines.append(f"v_add_f32 {xr}, {v_bias.at(4 * j + r)}, {xr}")
            lines += activation_lines(p["epilogue"], xr, str(v_u))
        lines.append(f"{PACK[p['out_dtype']]} {v_pk.at(0)}, {v_x.at(0)}, {v_x.at(1)}")
        lines.append(f"{PACK[p['out_dtype']]} {v_pk.at(1)}, {v_x.at(2)}, {v_x.at(3)}")
        lines.append(f"buffer_store_dwordx2 {v_pk}, {x.base}, {rs['C']}, s[s_c_off] offen offset:{x.imm}")
        stores.append(lines)

    # ---------------------------------------------------------------- descriptors and soffsets (SALU)
    vsharp = []
    ragged = {"A": ka_bytes, "C": N * ob}
    if eight_bit:
        ragged["scale_a"] = 4
    if mx:
        ragged["scale_a"] = nk * D * 16
    full = {"B": N * kb_bytes}
    if eight_bit:
        full["scale_b"] = N * 4
    if mx:
        full["scale_b"] = N * nk * D * 16
    if has_bias:
        full["bias"] = N * ob
    tmp = (f"s[{s_t.name}]", f"s[{s_t.name}+1]")
    for name, row in ragged.items():
        vsharp += ragged_rsrc(rs[name], (ptr[name].at(0), ptr[name].at(1)), "s[s_wg_m]", tm, str(s_M), row, tmp,
                              name, padded=True)
    for name, nbytes in full.items():
        vsharp += buffer_rsrc(rs[name], (ptr[name].at(0), ptr[name].at(1)), nbytes, padded=True, word3_note=name)

    # soffset steps come from the layouts: one k-tile along K, one workgroup along N
    a_step = Layout(ka_bytes, 1)(R)                   # A row-major: one k-tile = R bytes along K
    b_step = lb(0, tkb) if tkb < kb_bytes else 0      # preshuffled B at (n=0, k=tile_k bytes)
    soffs = [{"reg": "s[s_a_koff]", "init": "0", "step": a_step, "epi": False},
             {"reg": "s[s_b_off]", "init_mul": ("s[s_wg_n]", lb(tn, 0) if tn < N else 0), "step": b_step,
              "epi": False}]
    if mx:
        soffs += [{"reg": "s[s_sa_koff]", "init": "0", "step": D * 16, "epi": False},
                  {"reg": "s[s_sb_off]", "init_mul": ("s[s_wg_n]", tn * nk * D * 16), "step": D * 16, "epi": False}]
    epi_soffs = [("s[s_c_off]", c_lay_col(tn, ob))]
    if eight_bit:
        epi_soffs.append(("s[s_e_off]", tn * 4))
    if has_bias:
        epi_soffs.append(("s[s_bias_off]", tn * ob))

    # ---------------------------------------------------------------- schedule
    na, nb = (len(a_loads[0]) if not async_a else len(a_loads[0])), len(b_loads[0])
    W = lambda vm=None, lgkm=None: ("wait", vm, lgkm)   # noqa: E731
    # lds_stage 2: the next k-tile's B loads ride inside the MFMA stream (one after each MFMA) and the MFMAs
    # start behind partial lgkmcnt waits on the A fragment reads; lds_stage 1 keeps whole-block waits
    # (its barrier needs every read done before the MFMAs anyway)
    if not async_a:
        top = [W(lgkm=0), ("barrier",), ("reads",)]
        if stages == 2:
            steps_pf = [("a_load",)] + top + [W(vm=na), ("mfma",), W(vm=nb), ("a_write_next",)]
        else:
            steps_pf = [("a_load",), ("b_load",)] + top + [W(vm=na + nb, lgkm=0), ("barrier",), ("mfma",), W(vm=nb),
                                                           ("a_write_next",)]
        steps_last = top + [W(vm=0), ("mfma",)] if stages == 2 else top + [W(vm=0, lgkm=0), ("mfma",)]
    else:
        if stages == 2:
            steps_pf = [W(vm=nb), ("barrier",), ("a_load",), ("reads",), W(vm=na), ("mfma",)]
        else:
            steps_pf = [W(vm=nb), ("barrier",), ("reads",), W(lgkm=0), ("barrier",), ("a_load",), ("b_load",),
                        W(vm=na + nb), ("mfma",)]
        steps_last = [W(vm=nb), ("barrier",), ("reads",), W(vm=0) if stages == 2 else W(vm=0, lgkm=0), ("mfma",)]

    def mfma_stream(par: int, prefetch: bool) -> tuple:
        """MFMA lines of B buffer `par` inside s_setprio 1/0; lds_stage 2: partial lgkmcnt waits (reads return in
        issue order) and, when prefetching, the next k-tile's B loads after successive MFMAs."""
        out = ["s_setprio 1"]
        regs = a_read_regs[0 if stages == 1 else par]
        group = max(1, -(-len(regs) // WAITS_PER_TILE))
        loads = list(b_loads[1 - par]) if (prefetch and stages == 2) else []
        uses = []                          # per MFMA: the last read of the group of reads its fragment needs
        for lo, hi in mfma_afrag[:len(mfmas[par])] if stages == 2 else ():
            need = max(r for r, (a, b) in enumerate(regs) if a < hi and lo < b)
            uses.append(("use", (min(len(regs) - 1, (need // group + 1) * group - 1),)))   # waits cover groups
        waits = wait_counts([("issue", r) for r in range(len(regs))] + uses)
        for m, line in enumerate(mfmas[par]):
            if len(regs) + m in waits:
                left, need = waits[len(regs) + m]
                out.append(f"s_waitcnt lgkmcnt({left})  // A fragment reads up to {need} landed")
            out.append(line)
            if loads:
                out.append(loads.pop(0))
        return tuple(out + loads + ["s_setprio 0"])

    streams = tuple(tuple(mfma_stream(par, pf) for par in range(2)) for pf in (True, False))
    if na + nb > limits.VMCNT_MAX:
        raise PlanError(f"{na + nb} loads in flight per k-tile exceed vmcnt's {limits.VMCNT_MAX}; "
                        "reduce tile_m/tile_n")
    n_pre = nk - 1
    nops = HZ.nops_for(HZ.need("mfma_d_valu_read", atom.passes))     # last MFMA's D -> v_accvgpr_read

    body = Body(
        atom=atom.mnemonic, mfma_mods=mods,
        kernarg_loads=per_arg_loads(args, {**ptr, "M": s_M}),
        vsharp=tuple(vsharp), soffsets=tuple(soffs) + tuple({"reg": r, "init_mul": ("s[s_wg_n]", c), "step": 0,
                                                           "epi": True}
                                                          for r, c in epi_soffs),
        prologue_code=tuple(prologue), a_path=p["a_path"],
        a_loads=tuple(tuple(x) for x in a_loads), a_writes=tuple(tuple(x) for x in a_writes),
        a_reads=tuple(tuple(x) for x in a_reads), b_loads=tuple(tuple(x) for x in b_loads),
        mfmas=tuple(tuple(x) for x in mfmas), streams=streams,
        steps=(tuple(steps_pf), tuple(steps_last)),
        loop_pairs=n_pre // 2, odd_extra=bool(n_pre % 2), last_stage=(nk - 1) % 2,
        epilogue_code=tuple(epi_code), epi_loads=tuple(epi_loads),
        stores=tuple(tuple(s) for s in stores), nops=tuple(nops),
        bias_cvt=tuple(bias_cvt), stages=stages,
        layout_notes=tuple(a_layout_note) + (
            f"A fragment read {swz} o {acc_r.layout}", f"B preshuffle {lb}", f"B fragment load {acc_b.layout}",
            f"C store {acc_c.layout}"),
    )
    kind = f"MX {p['mx_a']} x {p['mx_b']}" if mx else p["in_dtype"]
    return KernelPlan(
        name=ks.name, family="gemm_preshuffle", template="gemm_preshuffle.s.j2", params=p,
        args=args, kernarg_size=kernarg_size, regs=regs, workgroup=(THREADS, 1, 1),
        grid=Grid((str(N // tn), f"ceil_div(M, {tm})", "1"), ("M",)),
        lds_bytes=stages * TB, wg_ids=(True, True, False), body=body,
        summary=(f"C[M, {N}] = {p['epilogue']}(A[M, {K}] @ B[{K}, {N}]), {kind} -> {p['out_dtype']}, "
                 f"{atom.mnemonic} (swapped operands)",
                 f"tile {tm}x{tn}x{tk}, 4 waves along N, {nk} k-tiles, A {p['a_path']} via LDS x{stages}, "
                 "B preshuffled global -> VGPR",
                 "ragged M: A/C/scale_a descriptors rebased per workgroup, num_records = (M - m0) * row bytes"),
    )


def c_lay_col(tile_n: int, out_bytes: int) -> int:
    """Byte offset of a workgroup's first column in C (row-major, column stride = out bytes)."""
    return Layout(tile_n, out_bytes)(1) * tile_n
