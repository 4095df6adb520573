"""conv3d SALU setup (text lines): the workgroup order, the tile origin, the V#s (x rebased to the tile's
first input slice, w / w_scale / bias per channel tile, y or the split-K workspace), soffsets and the tap
loop's starting state."""
from __future__ import annotations

from flygen.layout.divmod import emit_divmod_salu, magic
from flygen.plan import wg_order
from flygen.plan.conv3d.config import Config
from flygen.plan.conv3d.lanes import U32, tap_state
from flygen.plan.conv3d.layouts import RECORDS_CAP
from flygen.plan.conv3d.regs import Regs
from flygen.plan.kernargs import packed_operands
from flygen.plan.vsharp import base_words, mul64, output_rsrc, records_left64, tile_rsrc, word3


def _wg_order(c: Config, sa, t) -> list:
    """group_m / wg_remap xcd (gemm_fp8's workgroup order, flygen/plan/wg_order.py): (s_wg_x, s_wg_y) remapped in
    place over the launched grid (ntiles x launched M tiles; mtiles - m_tile0 of a partial launch, so the map
    is a bijection on what runs, then m_tile0 is added as before). s_m0 holds the launched rows until the tile
    origin overwrites it; the six prologue temporaries are the remap's scratch (no new SGPRs)."""
    if c.group_m == 1 and not c.xcd:
        return []
    bm, lg = c.bm, c.bm.bit_length() - 1
    rows = [f"s_mov_b32 s[s_m0], {c.mtiles * bm}"] if c.S > 1 else \
        [f"s_sub_u32 s[s_m0], {c.mtiles}, {sa['m_tile0']}", f"s_lshl_b32 s[s_m0], s[s_m0], {lg}"]
    out = [f"// workgroup order over the launched grid: {c.ntiles} N tiles x launched M tiles (rows in s_m0)", *rows]
    if c.xcd:
        out += wg_order.salu_xcd(bm, "s[s_m0]", c.ntiles, "s[s_wg_x]", "s[s_wg_y]", list(t))
    return out + wg_order.salu(c.group_m, bm, "s[s_m0]", c.ntiles, "s[s_wg_x]", "s[s_wg_y]", list(t))


def descriptors(p, c: Config, k: Regs, args) -> list:
    """SALU setup: tile origin, V# x rebased to the input slice of the tile's first pixel (records capped at
    2^31), V#s of w / w_scale / bias per channel tile and of y, soffsets and tap-walk state."""
    g, bm, bn, K, M = c.g, c.bm, c.bn, c.K, c.M
    rs = k.rs
    sa, sa_hi = packed_operands(args, k.s_args)
    t = [k.s_tmp.at(i) for i in range(6)]
    D, pdp = g.dims[0], g.pitches[0]
    do_, ho, wo = g.out
    mg_s = magic(ho * wo, c.mmax)
    mg_d = magic(do_, c.mmax // (ho * wo))
    desc = _wg_order(c, sa, t)
    first_tile = [f"s_mul_i32 s[s_m0], s[s_wg_y], {bm}"] if c.S > 1 else \
        [f"s_add_u32 {t[0]}, s[s_wg_y], {sa['m_tile0']}", f"s_mul_i32 s[s_m0], {t[0]}, {bm}"]
    desc += [*first_tile, f"s_mul_i32 s[s_n0], s[s_wg_x], {bn}", f"s_sub_u32 s[s_nrem], {K}, s[s_n0]",
            "// V# x: rebased to slice qb = n0*D + clamp(do0*st - pt, 0, D) of the tile's first pixel m0",
            *emit_divmod_salu("s[s_m0]", mg_s, t[0], None, t[2]),          # g0 = m0 / (Ho Wo)
            *emit_divmod_salu(t[0], mg_d, t[1], t[2], t[3]),                # n0 = g0 / Do, do0 = g0 % Do
            f"s_mul_i32 {t[2]}, {t[2]}, {g.stride[0]}", f"s_sub_i32 {t[2]}, {t[2]}, {g.pad[0]}",
            f"s_max_i32 {t[2]}, {t[2]}, 0", f"s_min_i32 {t[2]}, {t[2]}, {D}",
            f"s_mul_i32 {t[1]}, {t[1]}, {D}", f"s_add_u32 {t[1]}, {t[1]}, {t[2]}     // qb",
            f"s_mul_i32 {t[2]}, {t[1]}, {hex(pdp)}", f"s_mul_hi_u32 {t[3]}, {t[1]}, {hex(pdp)}  // qb * HWCb (64-bit)",
            *base_words(rs["x"], (sa["x"], sa_hi["x"]), (t[2], t[3]), carry=t[4]),
            *records_left64(rs["x"], g.total_bytes, (t[2], t[3]), RECORDS_CAP, (t[4], t[5]),
                            "records = min(bytes left, 2^31)"),
            word3(rs["x"]),
            f"s_add_u32 s[s_relbase], {t[2]}, {hex((-c.pad_off) & U32)}  // + padding origin {-c.pad_off} B"]

    def rsrc(name, origin, rows_left, row_bytes, tile_rows):
        return tile_rsrc(name, rs[name], (sa[name], sa_hi[name]), "s[s_wg_x]", origin,
                         [f"s_sub_u32 {t[2]}, {rows_left}, s[s_n0]"], tile_rows, row_bytes, tuple(t[:3]), "channel tile")

    desc += rsrc("w", c.origin_b, -(-K // 16) * 16 if c.pre else K, c.wbytes, bn)
    if c.S > 1:
        return desc + _split_descriptors(c, k, sa, sa_hi, t)
    if c.scaled:
        desc += rsrc("w_scale", 4 * bn, K, 4, bn) + [f"s_mov_b32 s[s_xscale], {sa['x_scale']}"]
    if p["bias"]:
        bsize = 4 if p["bias_dtype"] == "f32" else 2
        desc += rsrc("bias", bsize * bn, K, bsize, bn)
    if c.y_order == "ncdhw":
        img = int(c.lay_y[0].stride[1])
        desc += [f"// V# y (NCDHW {c.lay_y}): base += (m0 / {c.ydiv.d}) x {img} B (the tile's first image); "
                 "records = min(bytes left, 2^31)",
                 *emit_divmod_salu("s[s_m0]", c.ydiv, "s[s_yimg]", None, t[2]),
                 *mul64((t[0], t[1]), "s[s_yimg]", hex(img)),
                 *base_words(rs["y"], (sa["y"], sa_hi["y"]), (t[0], t[1]), carry=t[2]),
                 *records_left64(rs["y"], 2 * M * K, (t[0], t[1]), RECORDS_CAP, (t[2], t[3])),
                 word3(rs["y"])]
    else:
        desc += output_rsrc("// V# y: base += m0 * 2K + 2 n0; records = min(M - m0, block_m) x 2K", rs["y"],
                            (sa["y"], sa_hi["y"]), hex(2 * K), M, bm, tuple(t[:3]))
    desc += ["s_mov_b32 s[s_koff_b], 0"]
    if c.rolled or c.tloop:
        desc += ["s_mov_b32 s[s_koff_a], 0  // gA channel mode at K tile 0"]
    if c.tloop:
        desc += [f"s_mov_b32 s[s_xtap], {int(c.lay_a[1](0))}  // gA tap mode at tap (0, 0, 0)",
                 *(f"s_mov_b32 s[s_tc{'dhw'[a]}], 0" for a, _, _ in c.tap_axes)]
        if c.checks:
            mask0 = sum(1 << c.check_base[a] for a in c.check_base)
            desc.append(f"s_mov_b32 s[s_tmask], {hex(mask0)}  // validity bits of tap (0, 0, 0)")
    return desc


def _split_descriptors(c: Config, k: Regs, sa, sa_hi, t) -> list:
    """Split-K: V# ws rebased to row (z M +) m0, column n0 (records = min(M - m0, tile_m) x 4K), and the split's
    K origin: s_koff_b = z x split_b (w), the tap loop's counters at tap z P/S (scalar divmod of z P/S by the
    tap shape, s fastest), s_xtap / s_tmask from them as the tap walk computes them (_tap_state)."""
    det = c.sk_mode == "deterministic"
    row = [f"s_mul_i32 {t[3]}, s[s_wg_z], {c.M}", f"s_add_u32 {t[3]}, {t[3]}, s[s_m0]"] if det else []
    desc = row + output_rsrc("// V# ws: base += " + ("(z M + m0)" if det else "m0") + f" * {4 * c.K} + 4 n0; "
                             "records = min(M - m0, tile_m) x 4K", k.rs["ws"], (sa["ws"], sa_hi["ws"]),
                             hex(4 * c.K), c.M, c.bm, tuple(t[:3]), row=t[3] if det else "s[s_m0]", elem_shift=2)
    desc += [f"// split z runs taps [z {c.taps_run}, (z + 1) {c.taps_run}) = K tiles [z {c.KT_run}, (z + 1) "
             f"{c.KT_run}): w K origin z x {c.split_b} B (w_kmode at K tile {c.KT_run}, linear in z)",
             f"s_mul_i32 s[s_koff_b], s[s_wg_z], {c.split_b}",
             "s_mov_b32 s[s_koff_a], 0  // gA channel mode at the tap's block 0",
             f"// tap counters at the split's first tap z {c.taps_run}: its digits in gA's tap shape (s fastest)",
             f"s_mul_i32 {t[0]}, s[s_wg_z], {c.taps_run}"]
    cur, xmax = t[0], (c.S - 1) * c.taps_run
    for i, (a, f, _) in enumerate(c.tap_axes):
        ctr = f"s[s_tc{'dhw'[a]}]"
        if i + 1 == len(c.tap_axes):
            desc.append(f"s_mov_b32 {ctr}, {cur}")
        else:
            nxt = t[1] if cur == t[0] else t[0]
            desc += emit_divmod_salu(cur, magic(f, xmax), nxt, ctr, t[2])
            cur, xmax = nxt, xmax // f
    return desc + tap_state(c)
