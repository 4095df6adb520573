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
from flygen.isa import limits
from flygen.layout import Layout
from flygen.layout.divmod import emit_divmod_salu, magic
from flygen.layout.emit import emit_valu
from flygen.layout.expr import to_str
from flygen.layout.lower import lower
from flygen.plan.epilogue.values import value_lines, widen_half
from flygen.plan.items import Wait, events, instr, texts
from flygen.plan.kernargs import packed_loads, packed_operands, reserve_abi
from flygen.plan.kernel import Grid, KernelPlan, PlanLayout, layout_args
from flygen.plan.regs import RegAlloc, declare
from flygen.plan import size_limits as L
from flygen.plan.vsharp import (advance_base, base_words, buffer_rsrc, mul64, rebased_rsrc, records,
                                row_segment_rsrc, word3)
from flygen.plan.waits import wait_counts

LOAD_BATCH = 16            # workspace loads in flight per lane before their adds


@dataclass(frozen=True)
class ReduceBody:
    lines: tuple

    @property
    def program(self) -> tuple:
        """The lines as items (text lines printed verbatim, the value chain's typed items), then s_endpgm."""
        return texts(self.lines) + (instr("s_endpgm"),)


def ncdhw_layout(P: int, K) -> Layout:
    """The NCDHW y of a conv3d layer as the reduce's C (flygen.plan.conv3d.layouts.y_layout): (row m, column n) -> byte,
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


@dataclass(frozen=True)
class _Geometry:
    """Every number of one configuration (step 1 of plan)."""
    S: int                    # splits
    atomic: bool
    scaled: bool
    B: int                    # block: work-items = columns per workgroup
    rows: bool                # layout rows (the MoE reduce)
    odt: str                  # out dtype
    i32: bool
    epi: str
    bias: bool                # epilogue bias*: relu / silu / gelu alone have no bias argument
    bdt: str                  # bias dtype
    tensor_a: bool            # scale_a: tensor (one f32 for every row)
    cn: str                   # argument names: C, M, N
    mn: str
    nn: str
    lay_f32: Layout           # byte offset of the lane's column in its row segment (ws, scale_b)
    lay_bf16: Layout          # (C)
    lo32: object
    lo16: object
    ncdhw: bool
    P: int | None = None      # c_layout ncdhw: pixels per image, strides, the lane's column part, y / P
    pix_b: int | None = None
    img_b1: int | None = None
    chan_b: int | None = None
    lay_c: Layout | None = None
    loc: object = None
    ydiv: object = None


def _geometry(p) -> _Geometry:
    S, atomic, scaled, B = p["splits"], p["mode"] == "atomic", p["scaled"], p["block"]
    rows, odt = p.get("layout", "slices") == "rows", p.get("out_dtype", "bf16")
    i32, epi = p.get("acc", "f32") == "i32", p.get("epilogue", "none")
    bias = epi.startswith("bias")                          # relu / silu / gelu: the activation alone
    bdt = "f32" if bias and p.get("bias_dtype", "out") == "f32" else odt
    ncdhw = p.get("c_layout", "rows") == "ncdhw"
    cn, mn, nn = ("out", "tokens", "hidden") if rows else ("c", "m", "n")     # argument names
    lay_f32, lay_bf16 = Layout(B, 4), Layout(B, 2)         # byte offset of the lane's column in its row segment
    lo32, lo16 = lower(lay_f32, {"tid": B}), lower(lay_bf16, {"tid": B})
    nc = {}
    if ncdhw:           # C = conv3d's NCDHW y: the lane's column part is the K mode of its layout, B columns of it
        P = p["pixels"]
        pix_b, img_b1, chan_b = ncdhw_strides(P)
        lay_c = Layout(B, chan_b)
        if B * chan_b >= 1 << 32:
            raise PlanError(f"pixels: one row segment of {B} NCDHW columns spans {B} x {chan_b} B; its records "
                            "must fit 32 bits (a smaller block or fewer pixels per image)")
        nc = dict(P=P, pix_b=pix_b, img_b1=img_b1, chan_b=chan_b, lay_c=lay_c, loc=lower(lay_c, {"tid": B}),
                  ydiv=magic(P, (1 << 31) - 1))            # m / P for every row m < 2^31
    return _Geometry(S=S, atomic=atomic, scaled=scaled, B=B, rows=rows, odt=odt, i32=i32, epi=epi, bias=bias,
                     bdt=bdt, tensor_a=p.get("scale_a", "rows") == "tensor", cn=cn, mn=mn, nn=nn, lay_f32=lay_f32,
                     lay_bf16=lay_bf16, lo32=lo32, lo16=lo16, ncdhw=ncdhw, **nc)


def _kernel_args(g: _Geometry) -> tuple:
    specs = [("ws", "global_buffer", 8, "i32" if g.i32 else "f32", "read_write" if g.atomic else "read_only")]
    if g.scaled:
        specs += [("scale_a", "global_buffer", 8, "f32", "read_only"), ("scale_b", "global_buffer", 8, "f32", "read_only")]
    if g.bias:
        specs += [("bias", "global_buffer", 8, g.bdt, "read_only")]
    specs += [(g.cn, "global_buffer", 8, g.odt, "write_only"), (g.mn, "by_value", 4, "u32", ""),
              (g.nn, "by_value", 4, "u32", "")]
    return layout_args(specs)


@dataclass(frozen=True)
class _Regs:
    regs: object              # the frozen allocation
    s_args: object
    rs: dict
    s_tmp: object
    s_slice: object
    v_off32: object
    v_off16: object
    v_offc: object | None
    s_img: object | None
    v_acc: object
    v_p: object
    v_sc: object
    v_tmp: object
    v_bias: object | None
    v_u: object | None


def _registers(g: _Geometry, kernarg_size: int) -> _Regs:
    ra = RegAlloc()
    reserve_abi(ra, (("s_wg_x", "workgroup id x = column block"), ("s_wg_y", "workgroup id y = row")))
    s_args = ra.s("s_args", (kernarg_size // 4 + 3) // 4 * 4, align=4, note="kernel arguments")
    rs = {x: ra.s(f"s_rsrc_{x}", 4, align=4, note=f"V# of {x}")
          for x in ("ws",) + (("scale_a", "scale_b") if g.scaled else ()) + (("bias",) if g.bias else ()) + (g.cn,)}
    s_tmp = ra.s("s_tmp", 4, align=2, note="temporaries")
    s_slice = ra.s("s_slice", 2, align=2, note="bytes per workspace slice: 4 M N (64-bit)")
    declare(ra, (("s_n0", "first column of the block"), ("s_cols", "columns left in the row: N - n0")))
    ra.v("v_tid", note="work-item id x")
    v_off32 = ra.v("v_off32", note=f"lane bytes {g.lay_f32} (ws, scale_b)")
    v_off16 = ra.v("v_off16", note=f"lane bytes {g.lay_bf16} (C)")
    v_offc = s_img = v_bias = v_u = None
    if g.ncdhw:
        v_offc = ra.v("v_offc", note=f"lane bytes {g.lay_c} (C: NCDHW column part)")
        s_img = ra.s("s_img", 2, align=2, note="NCDHW row y: image y / P, pixel y % P")
    v_acc = ra.v("v_acc", note="f32 sum of the splits")
    v_p = ra.v("v_p", min(g.S, LOAD_BATCH), note="workspace values in flight")
    v_sc = ra.v("v_sc", 2, note="scale_a[row], scale_b[col]")
    v_tmp = ra.v("v_tmp", 3, note="address temporaries")
    if g.bias:
        v_bias = ra.v("v_bias", note=f"bias[col] ({g.bdt}{', then f32' if g.bdt != 'f32' else ''})")
    if g.epi != "none":
        v_u = ra.v("v_u", note="activation temporary")
    return _Regs(regs=ra.freeze("splits"), s_args=s_args, rs=rs, s_tmp=s_tmp, s_slice=s_slice, v_off32=v_off32,
                 v_off16=v_off16, v_offc=v_offc, s_img=s_img, v_acc=v_acc, v_p=v_p, v_sc=v_sc, v_tmp=v_tmp,
                 v_bias=v_bias, v_u=v_u)


def _prologue(g: _Geometry, r: _Regs, args) -> list:
    """Kernel arguments, the lane offsets (lowered layouts), the row segment's V#s of ws and C."""
    sa, sa_hi = packed_operands(args, r.s_args)
    t, s_tmp, rs, cn, nn, B = (r.s_tmp.at(0), r.s_tmp.at(1), r.s_tmp.at(2)), r.s_tmp, r.rs, g.cn, g.nn, g.B
    loads, _ = packed_loads(args, r.s_args)
    tmps = [r.v_tmp.at(i) for i in range(r.v_tmp.count)]
    lines = list(loads) + ["v_and_b32 v[v_tid], 0x3ff, v0", f"// lane offsets: ws / scale_b {to_str(g.lo32.bases[0])}, "
                           f"C {to_str(g.lo16.bases[0])}"]
    lines += emit_valu(g.lo32.bases[0], str(r.v_off32), {"tid": "v[v_tid]"}, tmps)
    lines += emit_valu(g.lo16.bases[0], str(r.v_off16), {"tid": "v[v_tid]"}, tmps)
    if g.ncdhw:
        lines += [f"// lane offset: C (NCDHW column part of {ncdhw_layout(g.P, 'N')}) {to_str(g.loc.bases[0])}"]
        lines += emit_valu(g.loc.bases[0], str(r.v_offc), {"tid": "v[v_tid]"}, tmps)
    lines += [Wait(lgkm=0), f"s_mul_i32 s[s_n0], s[s_wg_x], {B}", f"s_sub_u32 s[s_cols], {sa[nn]}, s[s_n0]",
              f"s_mul_i32 {s_tmp.at(3)}, {sa[nn]}, {4 * g.S}  // ws row stride 4 S N (rows y S .. y S + S - 1)"
              if g.rows else f"s_lshl_b32 {s_tmp.at(3)}, {sa[nn]}, 2"]
    lines += row_segment_rsrc("// V# ws: slice 0, row y, columns n0.. (records = min(N - n0, block) x 4 B)",
                              rs["ws"], (sa["ws"], sa_hi["ws"]), "s[s_wg_y]", s_tmp.at(3), "s[s_n0]", "s[s_cols]", B, 2, t)
    if g.ncdhw:
        lines += ncdhw_rsrc(rs[cn], (sa[cn], sa_hi[cn]), sa[nn], r.s_img, g.ydiv, g.P, g.pix_b, g.img_b1, g.chan_b, B,
                            t, s_tmp.at(3))
    else:
        lines += [f"s_lshl_b32 {s_tmp.at(3)}, {sa[nn]}, 1"]
        lines += row_segment_rsrc(f"// V# {cn}: row y, columns n0.. (records = min(N - n0, block) x 2 B)",
                                  rs[cn], (sa[cn], sa_hi[cn]), "s[s_wg_y]", s_tmp.at(3), "s[s_n0]", "s[s_cols]", B, 1, t)
    return lines


def _operands(g: _Geometry, r: _Regs, args) -> list:
    """The scales' and the bias' V#s and loads, and the workspace slice stride."""
    sa, sa_hi = packed_operands(args, r.s_args)
    t, rs, nn, B, s_slice = (r.s_tmp.at(0), r.s_tmp.at(1), r.s_tmp.at(2)), r.rs, g.nn, g.B, r.s_slice
    lines = []
    if g.scaled:
        if g.tensor_a:
            lines += ["// V# scale_a: one f32 for every row (scale_a: tensor)"]
            lines += buffer_rsrc(rs["scale_a"], (sa["scale_a"], sa_hi["scale_a"]), 4)
        else:
            lines += ["// V# scale_a: the row's one f32"]
            lines += rebased_rsrc(rs["scale_a"], (sa["scale_a"], sa_hi["scale_a"]), "s[s_wg_y]", 4, (t[0], t[1]), 4)
        lines += row_segment_rsrc("// V# scale_b: columns n0..", rs["scale_b"], (sa["scale_b"], sa_hi["scale_b"]),
                                  "0", "0", "s[s_n0]", "s[s_cols]", B, 2, t)
        lines += [instr("v_mov_b32", r.v_tmp.at(0), 0),
                  instr("buffer_load_dword", r.v_sc.at(0), r.v_tmp.at(0), rs["scale_a"], 0, mods=("offen",),
                        note=f"scale_a[{'0' if g.tensor_a else 'y'}]"),
                  instr("buffer_load_dword", r.v_sc.at(1), r.v_off32, rs["scale_b"], 0, mods=("offen",),
                        note="scale_b[n]")]
    if g.bias:
        f32b = g.bdt == "f32"
        lines += row_segment_rsrc(f"// V# bias: columns n0.. ({g.bdt})", rs["bias"], (sa["bias"], sa_hi["bias"]),
                                  "0", "0", "s[s_n0]", "s[s_cols]", B, 2 if f32b else 1, t)
        lines += [instr("buffer_load_dword", r.v_bias, r.v_off32, rs["bias"], 0, mods=("offen",), note="bias[n] (f32)")
                  if f32b else
                  instr("buffer_load_ushort", r.v_bias, r.v_off16, rs["bias"], 0, mods=("offen",), note="bias[n]")]
    if g.S > 1 and g.rows:
        lines += ["// slice stride 4 N bytes (the next workspace row)", f"s_lshl_b32 {s_slice.at(0)}, {sa[nn]}, 2",
                  f"s_mov_b32 {s_slice.at(1)}, 0"]
    elif g.S > 1:
        lines += ["// slice stride 4 M N bytes (64-bit)", f"s_mul_i32 {s_slice.at(0)}, {sa['m']}, {sa['n']}",
                  f"s_mul_hi_u32 {s_slice.at(1)}, {sa['m']}, {sa['n']}",
                  f"s_lshl_b64 {s_slice.at(0, 2)}, {s_slice.at(0, 2)}, 2"]
    return lines


def _sum(g: _Geometry, r: _Regs) -> list:
    """acc = ws[0]; acc += ws[s] for s = 1 .. S-1 in order: loads in batches of LOAD_BATCH, each summed in order
    once it landed (a load fills ("ws", s), its add reads it: `_with_waits` places the waits)."""
    rs, v_p, v_acc = r.rs, r.v_p, r.v_acc
    lines = []
    for b0 in range(0, g.S, LOAD_BATCH):
        batch = range(b0, min(g.S, b0 + LOAD_BATCH))
        for s in batch:
            if s:
                lines += advance_base(rs["ws"], (r.s_slice.at(0), r.s_slice.at(1)), f"slice {s}")
            lines.append(instr("buffer_load_dword", v_p.at(s - b0), r.v_off32, rs["ws"], 0, mods=("offen",),
                               note=f"ws[{s}][y][n]", writes=(("ws", s),)))
        for s in batch:
            x, reads = v_p.at(s - b0), (("ws", s),)
            lines.append(instr("v_mov_b32", v_acc, x, reads=reads) if s == 0 else
                         instr("v_add_u32", v_acc, v_acc, x, note=f"+ split {s} (i32, exact)", reads=reads) if g.i32
                         else instr("v_add_f32", v_acc, v_acc, x, note=f"+ split {s} (fixed order)", reads=reads))
    return lines


def _with_waits(lines: list) -> list:
    """`lines` with the vmcnt waits flygen.plan.waits.wait_counts places over items.events of the whole program
    (every typed load counts; only the workspace adds read what a load fills)."""
    placed = wait_counts(events(lines, "vmcnt"), limits.VMCNT_MAX)
    out = []
    for i, it in enumerate(lines):
        if i in placed:
            out.append(Wait(vm=placed[i][0], note=f"ws[{it.reads[0][1]}] landed"))
        out.append(it)
    return out


def _epilogue(g: _Geometry, r: _Regs) -> list:
    """ws = 0 after the read (atomic mode), the value chain (scales, bias, activation) and the RNE store."""
    rs, v_acc, v_sc, cn = r.rs, r.v_acc, r.v_sc, g.cn
    lines = []
    if g.atomic:
        lines += [instr("v_mov_b32", r.v_p.at(0), 0),
                  instr("buffer_store_dword", r.v_p.at(0), r.v_off32, rs["ws"], 0, mods=("offen",),
                        note="ws = 0 for the next launch")]
    sa_txt = "scale_a[0]" if g.tensor_a else "scale_a[y]"
    if g.i32 or g.epi != "none":      # the unsplit epilogue's value chain, once, after the sum
        ops = ([("v_mul_f32", v_sc.at(0)), ("v_mul_f32", v_sc.at(1))] if g.scaled else []) + \
            ([("v_add_f32", r.v_bias)] if g.bias else [])
        lines += [f"// the unsplit epilogue, once after the sum: {'i32 -> f32, ' if g.i32 else ''}"
                  f"{'* ' + sa_txt + ' * scale_b[n], ' if g.scaled else ''}{'+ bias[n], ' if g.bias else ''}{g.epi}"]
        if g.bias and g.bdt != "f32":
            lines += widen_half(str(r.v_bias), str(r.v_bias), "bf16" if g.odt == "bf16" else "f16", 0)
        lines += value_lines(str(v_acc), ops, g.epi, str(r.v_u) if g.epi != "none" else "", i32=g.i32)
    elif g.scaled:
        lines += [instr("v_mul_f32", v_acc, v_acc, v_sc.at(0), note=f"* {sa_txt}"),
                  instr("v_mul_f32", v_acc, v_acc, v_sc.at(1), note="* scale_b[n]")]
    cvt = instr("v_cvt_f16_f32", v_acc, v_acc, note="RNE") if g.odt == "f16" else \
        instr("v_cvt_pk_bf16_f32", v_acc, v_acc, v_acc, note="RNE")
    return lines + [cvt, instr("buffer_store_short", v_acc, r.v_offc if g.ncdhw else r.v_off16, rs[cn], 0, mods=("offen",),
                               note="C[y][n] (NCDHW)" if g.ncdhw else f"{'out' if g.rows else 'C'}[y][n]")]


def _summary(g: _Geometry) -> tuple:
    S, B, odt, epi = g.S, g.B, g.odt, g.epi
    sa_txt = "scale_a[0]" if g.tensor_a else "scale_a[y]"
    if g.rows:
        return (f"MoE reduction: out[tokens, hidden] {odt} = {odt}(sum_(s=0..{S - 1}, in order) ws[t * {S} + s, :])",
                f"grid = (ceil(hidden / {B}), tokens): one row segment of {B} columns per workgroup")
    return (f"split-K reduction: C[M,N] {odt}{' (NCDHW, P = ' + str(g.P) + ')' if g.ncdhw else ''} = "
            f"{odt}(" + (f"{epi}(" if epi != "none" else "") +
            ("fl32(fl32(" if g.scaled else "") + ("f32(" if g.i32 else "") +
            ("ws[M,N]" if g.atomic else f"sum_(s=0..{S - 1}, in order) ws[s,M,N]") + (" i32)" if g.i32 else "") +
            (f") * {sa_txt.replace('[y]', '[m]')}) * scale_b[n]" if g.scaled else "") +
            (f" + bias[n]{' f32' if g.bdt == 'f32' else ''})" if g.bias else ")" if epi != "none" else "") + ")" +
            ("; ws = 0 after" if g.atomic else ""),
            f"grid = (ceil(N / {B}), M): one row segment of {B} columns per workgroup")


def plan(ks) -> KernelPlan:
    """geometry -> kernel arguments -> registers -> prologue, operands, the ordered sum, epilogue -> KernelPlan."""
    p = ks.params
    g = _geometry(p)
    args, kernarg_size = _kernel_args(g)
    r = _registers(g, kernarg_size)
    lines = _with_waits(_prologue(g, r, args) + _operands(g, r, args) + _sum(g, r) + _epilogue(g, r))
    B = g.B
    return KernelPlan(
        name=ks.name, family=ks.family, params=p, args=args,
        kernarg_size=kernarg_size, regs=r.regs, workgroup=(B, 1, 1),
        grid=Grid((f"ceil_div(hidden, {B})", "tokens", "1"), ("tokens", "hidden")) if g.rows else
        Grid((f"ceil_div(N, {B})", "M", "1"), ("M", "N")), lds_bytes=0, wg_ids=(True, True, False),
        body=ReduceBody(tuple(lines)), size_limits=_size_limits(g.S, g.rows, g.img_b1 if g.ncdhw else None),
        layouts=(PlanLayout("ws lane bytes", g.lay_f32), PlanLayout("C lane bytes", g.lay_bf16)),
        summary=_summary(g))
