"""Planner of gemm_splitk_reduce: the second kernel of a split-K GEMM (flygen/spec/gemm_splitk_reduce.py).

Workgroup (x, y) owns columns [x B, (x + 1) B) of row y (B = block work-items, one column each); grid =
(ceil(N / B), M). The lane's byte offsets come from the layouts `B:4` (f32 workspace, scale_b) and `B:2` (bf16
C) over tid; the workgroup's part is a V# rebased to the row segment (records = min(N - n0, B) elements, so
columns >= N read 0 and their stores are dropped). Per lane:
  acc = ws[0][y][n]; acc = fl32(acc + ws[s][y][n]) for s = 1 .. S-1 in this order (slice s: the V# base moved
  by s x 4 M N bytes), loads in batches of LOAD_BATCH, each batch summed in order once it landed
  atomic mode (S = 1): ws[y][n] = 0 after the read (the workspace is zero for the next launch)
  C[y][n] = bf16_rne(fl32(fl32(acc * scale_a[y]) * scale_b[n]))     (scaled)  or bf16_rne(acc)
  acc i32 (int8 GEMMs): the adds are v_add_u32 (exact, mod 2^32 as the i32 MFMA accumulation), then
  v_cvt_f32_i32; epilogue bias*: + bias[n] (out_dtype widened exactly), then the activation; out bf16 or f16
  RNE. With `acc: i32` or an epilogue the whole chain (i32 -> f32, scales, bias, activation) is
  flygen.plan.epilogue.values.value_lines, the unsplit gemm_preshuffle epilogue's code and order; `epilogue:
  relu / silu / gelu` is that chain's activation alone (no bias argument); `bias_dtype: f32` loads the bias as
  one dword per lane (B:4, used as is). scale_a: tensor reads scale_a[0] for every row.
  c_layout ncdhw (a split-K conv3d's NCDHW y): C[y][n] at ((P, M/P), N) : ((2, 2NP), 2P) (ncdhw_layout); the
  lane's part is the column mode over tid, B : 2P, and the row segment's V# base adds (y / P) x 2NP (the image
  stride read off the layout at N = 1, times N at run time) + (y % P) x 2 + n0 x 2P, y / P by magic numbers
  (flygen.layout.divmod, rows < 2^31); records = min(N - n0, B) x 2P, so columns >= N are dropped.
layout rows (the MoE reduce): slice s of row y is workspace row y S + s (slice stride 4 N bytes, row stride
4 S N); arguments ws, out, tokens (M), hidden (N); out = bf16 or f16 RNE of the sum.
"""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import PlanError
from flygen.layout import Layout
from flygen.layout.divmod import emit_divmod_salu, magic
from flygen.layout.emit import emit_valu
from flygen.layout.expr import to_str
from flygen.layout.lower import lower
from flygen.families import FAMILIES
from flygen.plan.epilogue.values import value_lines, widen_half
from flygen.plan.items import Text, instr
from flygen.plan.kernargs import packed_loads, packed_operands, reserve_abi
from flygen.plan.kernel import Grid, KernelPlan, PlanLayout, layout_args
from flygen.plan.regs import RegAlloc, declare
from flygen.plan import size_limits as L
from flygen.plan.vsharp import (advance_base, base_words, buffer_rsrc, mul64, rebased_rsrc, records,
                                row_segment_rsrc, word3)
from flygen.plan.waits import covering

LOAD_BATCH = 16            # workspace loads in flight per lane before their adds


@dataclass(frozen=True)
class ReduceBody:
    lines: tuple

    @property
    def program(self) -> tuple:
        """The lines as items (text lines printed verbatim, the value chain's typed items), then s_endpgm."""
        return tuple(Text(x) if isinstance(x, str) else x for x in self.lines) + (instr("s_endpgm"),)


def ncdhw_layout(P: int, K) -> Layout:
    """The NCDHW y of a conv3d layer as the reduce's C (flygen.plan.conv3d_layouts.y_layout): (row m, column n) -> byte,
    ((P, images), K) : ((2, 2 K P), 2 P), images = 1 here (the M mode's image part only adds its stride)."""
    return Layout(((P, 1), K), ((2, 2 * K * P), 2 * P)) if isinstance(K, int) else f"((P, M/P), N) : ((2, 2NP), 2P), P = {P}"


def ncdhw_strides(P: int) -> tuple[int, int, int]:
    """(pixel, image per column of N, channel) byte strides read off ncdhw_layout: the image stride 2 K P is
    linear in K = N (checked at K = 1, 2, 3), so the kernel forms it as N x the K = 1 stride at run time."""
    strides = [ncdhw_layout(P, k).stride for k in (1, 2, 3)]
    (pix, img1), chan = strides[0]
    if any(s != ((pix, img1 * k), chan) for k, s in zip((1, 2, 3), strides)):
        raise PlanError("internal: the NCDHW image stride is not linear in N")
    return int(pix), int(img1), int(chan)


def ncdhw_rsrc(r, base: tuple, n: str, s_img, ydiv, P: int, pix_b: int, img_b1: int, chan_b: int, B: int,
               t: tuple, t3: str) -> list[str]:
    """V# of row y's column segment n0.. of the NCDHW C: base += (y / P) x img_b1 N + (y % P) x pix_b + n0 x
    chan_b (64-bit), records = min(N - n0, block) x chan_b (a lane's column j at j chan_b: columns >= N - n0
    fall outside); t, t3 clobbered."""
    t0, t1, t2 = t
    q, rem = s_img.at(0), s_img.at(1)
    return [f"// V# C (NCDHW {ncdhw_layout(P, 'N')}): row y = image y / {P}, pixel y % {P}; base += image x "
            f"{img_b1} N + pixel x {pix_b} + n0 x {chan_b}; records = min(N - n0, block) x {chan_b} B",
            *emit_divmod_salu("s[s_wg_y]", ydiv, q, rem, t2),
            f"s_mul_i32 {t3}, {n}, {hex(img_b1)}  // image stride {img_b1} N",
            *mul64((t0, t1), q, t3, "image part (64-bit)"),
            f"s_mul_i32 {t2}, {rem}, {pix_b}  // pixel part",
            f"s_add_u32 {t0}, {t0}, {t2}", f"s_addc_u32 {t1}, {t1}, 0",
            *mul64((t2, t3), "s[s_n0]", hex(chan_b), "column part n0 x chan (64-bit)"),
            f"s_add_u32 {t0}, {t0}, {t2}", f"s_addc_u32 {t1}, {t1}, {t3}",
            *base_words(r, base, (t0, t1)), f"s_min_u32 {t2}, s[s_cols], {B}", records(r, t2, hex(chan_b)), word3(r)]


def _size_limits(S: int, rows: bool, img_b1: int | None = None) -> tuple:
    """Run-time limits (flygen/plan/size_limits.py): the row strides the SALU forms in 32-bit SGPRs (ws: 4 S hidden
    for MoE rows, 4 N for slices; C: 2 N, `s_lshl_b32` / `s_mul_i32` above); row bases are 64-bit (`row_segment_rsrc`
    mul64), the slice stride 4 M N is 64-bit, and records are capped by the block (compile-time)."""
    n = "hidden" if rows else "N"
    ws = L.index("ws", f"{4 * S} * {n}" if rows else f"4 * {n}",
                 f"the workspace row stride {4 * S if rows else 4} x {n} B (32-bit SGPR)")
    if img_b1 is not None:             # NCDHW C: the image stride img_b1 x N is one s_mul_i32 (ncdhw_rsrc)
        return (ws, L.index("c", f"{img_b1} * {n}", f"the NCDHW image stride {img_b1} x {n} B (s_mul_i32, 32-bit)"))
    return (ws, L.index("out" if rows else "c", f"2 * {n}", f"the output row stride 2 x {n} B (32-bit SGPR)"))


def plan(ks) -> KernelPlan:
    p = ks.params
    S, atomic, scaled, B = p["splits"], p["mode"] == "atomic", p["scaled"], p["block"]
    rows, odt = p.get("layout", "slices") == "rows", p.get("out_dtype", "bf16")
    i32, epi = p.get("acc", "f32") == "i32", p.get("epilogue", "none")
    bias = epi.startswith("bias")                          # relu / silu / gelu: the activation alone
    bdt = "f32" if bias and p.get("bias_dtype", "out") == "f32" else odt
    ncdhw = p.get("c_layout", "rows") == "ncdhw"
    cn, mn, nn = ("out", "tokens", "hidden") if rows else ("c", "m", "n")     # argument names
    specs = [("ws", "global_buffer", 8, "i32" if i32 else "f32", "read_write" if atomic else "read_only")]
    if scaled:
        specs += [("scale_a", "global_buffer", 8, "f32", "read_only"), ("scale_b", "global_buffer", 8, "f32", "read_only")]
    if bias:
        specs += [("bias", "global_buffer", 8, bdt, "read_only")]
    specs += [(cn, "global_buffer", 8, odt, "write_only"), (mn, "by_value", 4, "u32", ""),
              (nn, "by_value", 4, "u32", "")]
    args, kernarg_size = layout_args(specs)
    lay_f32, lay_bf16 = Layout(B, 4), Layout(B, 2)         # byte offset of the lane's column in its row segment
    lo32, lo16 = lower(lay_f32, {"tid": B}), lower(lay_bf16, {"tid": B})
    if ncdhw:           # C = conv3d's NCDHW y: the lane's column part is the K mode of its layout, B columns of it
        P = p["pixels"]
        pix_b, img_b1, chan_b = ncdhw_strides(P)
        lay_c = Layout(B, chan_b)
        if B * chan_b >= 1 << 32:
            raise PlanError(f"pixels: one row segment of {B} NCDHW columns spans {B} x {chan_b} B; its records "
                            "must fit 32 bits (a smaller block or fewer pixels per image)")
        loc = lower(lay_c, {"tid": B})
        ydiv = magic(P, (1 << 31) - 1)                      # m / P for every row m < 2^31

    ra = RegAlloc()
    reserve_abi(ra, (("s_wg_x", "workgroup id x = column block"), ("s_wg_y", "workgroup id y = row")))
    s_args = ra.s("s_args", (kernarg_size // 4 + 3) // 4 * 4, align=4, note="kernel arguments")
    rs = {x: ra.s(f"s_rsrc_{x}", 4, align=4, note=f"V# of {x}")
          for x in ("ws",) + (("scale_a", "scale_b") if scaled else ()) + (("bias",) if bias else ()) + (cn,)}
    s_tmp = ra.s("s_tmp", 4, align=2, note="temporaries")
    s_slice = ra.s("s_slice", 2, align=2, note="bytes per workspace slice: 4 M N (64-bit)")
    declare(ra, (("s_n0", "first column of the block"), ("s_cols", "columns left in the row: N - n0")))
    ra.v("v_tid", note="work-item id x")
    v_off32, v_off16 = ra.v("v_off32", note=f"lane bytes {lay_f32} (ws, scale_b)"), ra.v("v_off16", note=f"lane bytes {lay_bf16} (C)")
    if ncdhw:
        v_offc = ra.v("v_offc", note=f"lane bytes {lay_c} (C: NCDHW column part)")
        s_img = ra.s("s_img", 2, align=2, note="NCDHW row y: image y / P, pixel y % P")
    v_acc = ra.v("v_acc", note="f32 sum of the splits")
    v_p = ra.v("v_p", min(S, LOAD_BATCH), note="workspace values in flight")
    v_sc = ra.v("v_sc", 2, note="scale_a[row], scale_b[col]")
    v_tmp = ra.v("v_tmp", 3, note="address temporaries")
    if bias:
        v_bias = ra.v("v_bias", note=f"bias[col] ({bdt}{', then f32' if bdt != 'f32' else ''})")
    if epi != "none":
        v_u = ra.v("v_u", note="activation temporary")
    regs = ra.freeze("splits")

    sa, sa_hi = packed_operands(args, s_args)
    t = (s_tmp.at(0), s_tmp.at(1), s_tmp.at(2))
    loads, _ = packed_loads(args, s_args)
    tmps = [v_tmp.at(i) for i in range(v_tmp.count)]
    lines = list(loads) + ["v_and_b32 v[v_tid], 0x3ff, v0", f"// lane offsets: ws / scale_b {to_str(lo32.bases[0])}, "
                           f"C {to_str(lo16.bases[0])}"]
    lines += emit_valu(lo32.bases[0], str(v_off32), {"tid": "v[v_tid]"}, tmps)
    lines += emit_valu(lo16.bases[0], str(v_off16), {"tid": "v[v_tid]"}, tmps)
    if ncdhw:
        lines += [f"// lane offset: C (NCDHW column part of {ncdhw_layout(P, 'N')}) {to_str(loc.bases[0])}"]
        lines += emit_valu(loc.bases[0], str(v_offc), {"tid": "v[v_tid]"}, tmps)
    lines += ["s_waitcnt lgkmcnt(0)", f"s_mul_i32 s[s_n0], s[s_wg_x], {B}", f"s_sub_u32 s[s_cols], {sa[nn]}, s[s_n0]",
              f"s_mul_i32 {s_tmp.at(3)}, {sa[nn]}, {4 * S}  // ws row stride 4 S N (rows y S .. y S + S - 1)"
              if rows else f"s_lshl_b32 {s_tmp.at(3)}, {sa[nn]}, 2"]
    lines += row_segment_rsrc("// V# ws: slice 0, row y, columns n0.. (records = min(N - n0, block) x 4 B)",
                              rs["ws"], (sa["ws"], sa_hi["ws"]), "s[s_wg_y]", s_tmp.at(3), "s[s_n0]", "s[s_cols]", B, 2, t)
    if ncdhw:
        lines += ncdhw_rsrc(rs[cn], (sa[cn], sa_hi[cn]), sa[nn], s_img, ydiv, P, pix_b, img_b1, chan_b, B, t, s_tmp.at(3))
    else:
        lines += [f"s_lshl_b32 {s_tmp.at(3)}, {sa[nn]}, 1"]
        lines += row_segment_rsrc(f"// V# {cn}: row y, columns n0.. (records = min(N - n0, block) x 2 B)",
                                  rs[cn], (sa[cn], sa_hi[cn]), "s[s_wg_y]", s_tmp.at(3), "s[s_n0]", "s[s_cols]", B, 1, t)
    if scaled:
        if p.get("scale_a", "rows") == "tensor":
            lines += ["// V# scale_a: one f32 for every row (scale_a: tensor)"]
            lines += buffer_rsrc(rs["scale_a"], (sa["scale_a"], sa_hi["scale_a"]), 4)
        else:
            lines += ["// V# scale_a: the row's one f32"]
            lines += rebased_rsrc(rs["scale_a"], (sa["scale_a"], sa_hi["scale_a"]), "s[s_wg_y]", 4, (t[0], t[1]), 4)
        lines += row_segment_rsrc("// V# scale_b: columns n0..", rs["scale_b"], (sa["scale_b"], sa_hi["scale_b"]),
                                  "0", "0", "s[s_n0]", "s[s_cols]", B, 2, t)
        lines += [f"v_mov_b32 {v_tmp.at(0)}, 0",
                  f"buffer_load_dword {v_sc.at(0)}, {v_tmp.at(0)}, {rs['scale_a']}, 0 offen  // scale_a[{'0' if p.get('scale_a', 'rows') == 'tensor' else 'y'}]",
                  f"buffer_load_dword {v_sc.at(1)}, {v_off32}, {rs['scale_b']}, 0 offen  // scale_b[n]"]
    if bias:
        f32b = bdt == "f32"
        lines += row_segment_rsrc(f"// V# bias: columns n0.. ({bdt})", rs["bias"], (sa["bias"], sa_hi["bias"]),
                                  "0", "0", "s[s_n0]", "s[s_cols]", B, 2 if f32b else 1, t)
        lines += [f"buffer_load_dword {v_bias}, {v_off32}, {rs['bias']}, 0 offen  // bias[n] (f32)" if f32b else
                  f"buffer_load_ushort {v_bias}, {v_off16}, {rs['bias']}, 0 offen  // bias[n]"]
    if S > 1 and rows:
        lines += ["// slice stride 4 N bytes (the next workspace row)", f"s_lshl_b32 {s_slice.at(0)}, {sa[nn]}, 2",
                  f"s_mov_b32 {s_slice.at(1)}, 0"]
    elif S > 1:
        lines += [f"// slice stride 4 M N bytes (64-bit)", f"s_mul_i32 {s_slice.at(0)}, {sa['m']}, {sa['n']}",
                  f"s_mul_hi_u32 {s_slice.at(1)}, {sa['m']}, {sa['n']}",
                  f"s_lshl_b64 {s_slice.at(0, 2)}, {s_slice.at(0, 2)}, 2"]
    for b0 in range(0, S, LOAD_BATCH):
        batch = range(b0, min(S, b0 + LOAD_BATCH))
        for s in batch:
            if s:
                lines += advance_base(rs["ws"], (s_slice.at(0), s_slice.at(1)), f"slice {s}")
            lines.append(f"buffer_load_dword {v_p.at(s - b0)}, {v_off32}, {rs['ws']}, 0 offen  // ws[{s}][y][n]")
        for s in batch:
            left = covering((1,) * len(batch), s - b0)         # one load per slice of the batch
            lines.append(f"s_waitcnt vmcnt({left})  // ws[{s}] landed")
            lines.append(f"v_mov_b32 {v_acc}, {v_p.at(0)}" if s == 0 else
                         f"v_add_u32 {v_acc}, {v_acc}, {v_p.at(s - b0)}  // + split {s} (i32, exact)" if i32 else
                         f"v_add_f32 {v_acc}, {v_acc}, {v_p.at(s - b0)}  // + split {s} (fixed order)")
    if atomic:
        lines += [f"v_mov_b32 {v_p.at(0)}, 0",
                  f"buffer_store_dword {v_p.at(0)}, {v_off32}, {rs['ws']}, 0 offen  // ws = 0 for the next launch"]
    sa_txt = "scale_a[0]" if p.get("scale_a", "rows") == "tensor" else "scale_a[y]"
    if i32 or epi != "none":      # the unsplit epilogue's value chain, once, after the sum
        ops = ([("v_mul_f32", v_sc.at(0)), ("v_mul_f32", v_sc.at(1))] if scaled else []) + \
            ([("v_add_f32", v_bias)] if bias else [])
        lines += [f"// the unsplit epilogue, once after the sum: {'i32 -> f32, ' if i32 else ''}"
                  f"{'* ' + sa_txt + ' * scale_b[n], ' if scaled else ''}{'+ bias[n], ' if bias else ''}{epi}"]
        if bias and bdt != "f32":
            lines += widen_half(str(v_bias), str(v_bias), "bf16" if odt == "bf16" else "fp16", 0)
        lines += value_lines(str(v_acc), ops, epi, str(v_u) if epi != "none" else "", i32=i32)
    elif scaled:
        lines += [f"v_mul_f32 {v_acc}, {v_acc}, {v_sc.at(0)}  // * {sa_txt}",
                  f"v_mul_f32 {v_acc}, {v_acc}, {v_sc.at(1)}  // * scale_b[n]"]
    lines += [f"v_cvt_f16_f32 {v_acc}, {v_acc}  // RNE" if odt == "f16" else
              f"v_cvt_pk_bf16_f32 {v_acc}, {v_acc}, {v_acc}  // RNE",
              f"buffer_store_short {v_acc}, {v_offc}, {rs[cn]}, 0 offen  // C[y][n] (NCDHW)" if ncdhw else
              f"buffer_store_short {v_acc}, {v_off16}, {rs[cn]}, 0 offen  // {'out' if rows else 'C'}[y][n]"]
    return KernelPlan(
        name=ks.name, family=ks.family, template=FAMILIES[ks.family].template, params=p, args=args,
        kernarg_size=kernarg_size, regs=regs, workgroup=(B, 1, 1),
        grid=Grid((f"ceil_div(hidden, {B})", "tokens", "1"), ("tokens", "hidden")) if rows else
        Grid((f"ceil_div(N, {B})", "M", "1"), ("M", "N")), lds_bytes=0, wg_ids=(True, True, False),
        body=ReduceBody(tuple(lines)), size_limits=_size_limits(S, rows, img_b1 if ncdhw else None),
        layouts=(PlanLayout("ws lane bytes", lay_f32), PlanLayout("C lane bytes", lay_bf16)),
        summary=(f"MoE reduction: out[tokens, hidden] {odt} = {odt}(sum_(s=0..{S - 1}, in order) ws[t * {S} + s, :])",
                 f"grid = (ceil(hidden / {B}), tokens): one row segment of {B} columns per workgroup") if rows else
                (f"split-K reduction: C[M,N] {odt}{' (NCDHW, P = ' + str(p['pixels']) + ')' if ncdhw else ''} = "
                 f"{odt}(" + (f"{epi}(" if epi != "none" else "") +
                 ("fl32(fl32(" if scaled else "") + ("f32(" if i32 else "") +
                 ("ws[M,N]" if atomic else f"sum_(s=0..{S - 1}, in order) ws[s,M,N]") + (" i32)" if i32 else "") +
                 (f") * {sa_txt.replace('[y]', '[m]')}) * scale_b[n]" if scaled else "") +
                 (f" + bias[n]{' f32' if bdt == 'f32' else ''})" if bias else ")" if epi != "none" else "") + ")" +
                 ("; ws = 0 after" if atomic else ""),
                 f"grid = (ceil(N / {B}), M): one row segment of {B} columns per workgroup"))
