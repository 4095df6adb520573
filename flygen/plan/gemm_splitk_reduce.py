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
  flygen.plan.epilogue.values.value_lines, the unsplit gemm_preshuffle epilogue's code and order.
layout rows (the MoE reduce): slice s of row y is workspace row y S + s (slice stride 4 N bytes, row stride
4 S N); arguments ws, out, tokens (M), hidden (N); out = bf16 or f16 RNE of the sum.
"""
from __future__ import annotations

from dataclasses import dataclass

from flygen.layout import Layout
from flygen.layout.emit import emit_valu
from flygen.layout.expr import to_str
from flygen.layout.lower import lower
from flygen.families import FAMILIES
from flygen.plan.epilogue.values import value_lines, widen_half
from flygen.plan.items import Text, instr
from flygen.plan.kernargs import packed_loads, packed_operands, reserve_abi
from flygen.plan.kernel import Grid, KernelPlan, PlanLayout, layout_args
from flygen.plan.regs import RegAlloc, declare
from flygen.plan.vsharp import advance_base, buffer_rsrc, rebased_rsrc, row_segment_rsrc
from flygen.plan.waits import covering

LOAD_BATCH = 16            # workspace loads in flight per lane before their adds


@dataclass(frozen=True)
class ReduceBody:
    lines: tuple

    @property
    def program(self) -> tuple:
        """The lines as items (text lines printed verbatim, the value chain's typed items), then s_endpgm."""
        return tuple(Text(x) if isinstance(x, str) else x for x in self.lines) + (instr("s_endpgm"),)


def plan(ks) -> KernelPlan:
    p = ks.params
    S, atomic, scaled, B = p["splits"], p["mode"] == "atomic", p["scaled"], p["block"]
    rows, odt = p.get("layout", "slices") == "rows", p.get("out_dtype", "bf16")
    i32, epi = p.get("acc", "f32") == "i32", p.get("epilogue", "none")
    bias = epi != "none"
    cn, mn, nn = ("out", "tokens", "hidden") if rows else ("c", "m", "n")     # argument names
    specs = [("ws", "global_buffer", 8, "i32" if i32 else "f32", "read_write" if atomic else "read_only")]
    if scaled:
        specs += [("scale_a", "global_buffer", 8, "f32", "read_only"), ("scale_b", "global_buffer", 8, "f32", "read_only")]
    if bias:
        specs += [("bias", "global_buffer", 8, odt, "read_only")]
    specs += [(cn, "global_buffer", 8, odt, "write_only"), (mn, "by_value", 4, "u32", ""),
              (nn, "by_value", 4, "u32", "")]
    args, kernarg_size = layout_args(specs)
    lay_f32, lay_bf16 = Layout(B, 4), Layout(B, 2)         # byte offset of the lane's column in its row segment
    lo32, lo16 = lower(lay_f32, {"tid": B}), lower(lay_bf16, {"tid": B})

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
    v_acc = ra.v("v_acc", note="f32 sum of the splits")
    v_p = ra.v("v_p", min(S, LOAD_BATCH), note="workspace values in flight")
    v_sc = ra.v("v_sc", 2, note="scale_a[row], scale_b[col]")
    v_tmp = ra.v("v_tmp", 3, note="address temporaries")
    if bias:
        v_bias = ra.v("v_bias", note=f"bias[col] ({odt}, then f32)")
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
    lines += ["s_waitcnt lgkmcnt(0)", f"s_mul_i32 s[s_n0], s[s_wg_x], {B}", f"s_sub_u32 s[s_cols], {sa[nn]}, s[s_n0]",
              f"s_mul_i32 {s_tmp.at(3)}, {sa[nn]}, {4 * S}  // ws row stride 4 S N (rows y S .. y S + S - 1)"
              if rows else f"s_lshl_b32 {s_tmp.at(3)}, {sa[nn]}, 2"]
    lines += row_segment_rsrc("// V# ws: slice 0, row y, columns n0.. (records = min(N - n0, block) x 4 B)",
                              rs["ws"], (sa["ws"], sa_hi["ws"]), "s[s_wg_y]", s_tmp.at(3), "s[s_n0]", "s[s_cols]", B, 2, t)
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
        lines += row_segment_rsrc(f"// V# bias: columns n0.. ({odt})", rs["bias"], (sa["bias"], sa_hi["bias"]),
                                  "0", "0", "s[s_n0]", "s[s_cols]", B, 1, t)
        lines += [f"buffer_load_ushort {v_bias}, {v_off16}, {rs['bias']}, 0 offen  // bias[n]"]
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
    if i32 or bias:      # the unsplit epilogue's value chain, once, after the sum
        ops = ([("v_mul_f32", v_sc.at(0)), ("v_mul_f32", v_sc.at(1))] if scaled else []) + \
            ([("v_add_f32", v_bias)] if bias else [])
        lines += [f"// the unsplit epilogue, once after the sum: {'i32 -> f32, ' if i32 else ''}"
                  f"{'* scale_a[y] * scale_b[n], ' if scaled else ''}{'+ bias[n], ' if bias else ''}{epi}"]
        if bias:
            lines += widen_half(str(v_bias), str(v_bias), "bf16" if odt == "bf16" else "fp16", 0)
        lines += value_lines(str(v_acc), ops, epi, str(v_u) if bias else "", i32=i32)
    elif scaled:
        lines += [f"v_mul_f32 {v_acc}, {v_acc}, {v_sc.at(0)}  // * scale_a[y]",
                  f"v_mul_f32 {v_acc}, {v_acc}, {v_sc.at(1)}  // * scale_b[n]"]
    lines += [f"v_cvt_f16_f32 {v_acc}, {v_acc}  // RNE" if odt == "f16" else
              f"v_cvt_pk_bf16_f32 {v_acc}, {v_acc}, {v_acc}  // RNE",
              f"buffer_store_short {v_acc}, {v_off16}, {rs[cn]}, 0 offen  // {'out' if rows else 'C'}[y][n]"]
    return KernelPlan(
        name=ks.name, family=ks.family, template=FAMILIES[ks.family].template, params=p, args=args,
        kernarg_size=kernarg_size, regs=regs, workgroup=(B, 1, 1),
        grid=Grid((f"ceil_div(hidden, {B})", "tokens", "1"), ("tokens", "hidden")) if rows else
        Grid((f"ceil_div(N, {B})", "M", "1"), ("M", "N")), lds_bytes=0, wg_ids=(True, True, False),
        body=ReduceBody(tuple(lines)),
        layouts=(PlanLayout("ws lane bytes", lay_f32), PlanLayout("C lane bytes", lay_bf16)),
        summary=(f"MoE reduction: out[tokens, hidden] {odt} = {odt}(sum_(s=0..{S - 1}, in order) ws[t * {S} + s, :])",
                 f"grid = (ceil(hidden / {B}), tokens): one row segment of {B} columns per workgroup") if rows else
                (f"split-K reduction: C[M,N] {odt} = {odt}(" + (f"{epi}(" if bias else "") +
                 ("fl32(fl32(" if scaled else "") + ("f32(" if i32 else "") +
                 ("ws[M,N]" if atomic else f"sum_(s=0..{S - 1}, in order) ws[s,M,N]") + (" i32)" if i32 else "") +
                 (") * scale_a[m]) * scale_b[n]" if scaled else "") + (" + bias[n])" if bias else "") + ")" +
                 ("; ws = 0 after" if atomic else ""),
                 f"grid = (ceil(N / {B}), M): one row segment of {B} columns per workgroup"))
