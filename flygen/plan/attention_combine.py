"""Planner of the attention_combine family: NAME_combine of a split-KV attention (flygen/spec/attention_combine.py).

Thread t of a 256-thread workgroup takes row i = x R + t div C of (batch z, head y) and the 4 values
d = 4 (t mod C) .. +3 (C = D / 4 chunks per row, R = 256 / C rows per workgroup). Addresses (bytes, layout algebra):

    partial O  (C, R) : (16, H D 4)   from ((b seqlen_q + i0) H + h) D 4, split s at + s (batch seqlen_q H D 4)
    partial LSE (C, R) : (0, H 4)     from the LSE partials' start (S batch seqlen_q H D 4) + ((b seqlen_q + i0) H + h) 4
    O          (C, R) : (8, H D 2)    the per-(batch, head) V# of the attention kernel (rows past seqlen_q dropped)
    LSE        (C, R) : (0, 4)        [batch, heads, seqlen_q], stored by the lanes of chunk 0
Per row: m = max_s LSE_s (an all -inf row: -FLT_MAX), w_s = 2^((LSE_s - m) log2 e), O = sum_s w_s O_s / max(sum_s
w_s, 2^-126), LSE = m + log2(sum_s w_s) ln 2 (-inf when no split saw a key).
"""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.isa.dtypes import bytes_of
from flygen.layout import Layout
from flygen.layout.emit import emit_valu
from flygen.layout.lower import lower
from flygen.plan.attention.geometry import F32_MIN_NORMAL, LN2, LOG2E, NEG_INF, NEG_MAX, _f32_bits
from flygen.plan.items import Comment, Wait, hazard_nops, instr, texts
from flygen.plan.kernargs import packed_loads, packed_operands, reserve_abi
from flygen.plan.kernel import Grid, KernelPlan, PlanLayout, layout_args
from flygen.plan.regs import RegAlloc, declare
from flygen.plan.vsharp import base_words, word3

THREADS = 256


@dataclass(frozen=True)
class CombineBody:
    program: tuple


def layouts(d: int, hq: int, esize: int) -> dict:
    c = d // 4
    r = THREADS // c
    return {"ws_o": Layout((c, r), (16, hq * d * 4)), "ws_lse": Layout((c, r), (0, hq * 4)),
            "o": Layout((c, r), (4 * esize, hq * d * esize)), "lse": Layout((c, r), (0, 4)),
            "chunk": Layout((c, r), (1, 0))}


@dataclass(frozen=True)
class _Combine:
    """What the steps of one combine kernel share: its shape, lowered layouts, arguments and registers."""
    S: int
    d: int
    hq: int
    dt: str
    lse: bool
    esize: int
    R: int
    lay: dict
    low: dict
    args: tuple
    kernarg_size: int
    s_args: object
    rs: dict
    v: dict
    regs: object
    sa: dict
    sa_hi: dict
    sink: bool = False        # fold the attention sink (f32 sink [heads_q]) into the merge, once


def _setup(p: dict) -> _Combine:
    """Shape, lowered lane layouts, kernel arguments and registers of one combine kernel."""
    S, d, hq, dt, lse, sink = p["splits"], p["head_dim"], p["heads_q"], p["dtype"], p["lse"], p.get("sink", False)
    esize = bytes_of(dt)
    R = THREADS // (d // 4)
    lay = layouts(d, hq, esize)
    low = {k: lower(Layout((v.shape, 1), (v.stride, 0)), {"tid": THREADS}) for k, v in lay.items()}
    for k, v in low.items():
        if len(v.bases) != 1 or v.imms != (0,):
            raise PlanError(f"internal: the combine's {k} address needs one base and no immediate")
    specs = [("ws", "global_buffer", 8, "f32", "read_only"), ("o", "global_buffer", 8, dt, "write_only")]
    if lse:
        specs.append(("lse", "global_buffer", 8, "f32", "write_only"))
    specs += [("seqlen_q", "by_value", 4, "u32", ""), ("batch", "by_value", 4, "u32", "")]
    if p.get("sink"):
        specs.append(("sink", "global_buffer", 8, "f32", "read_only"))
    args, kernarg_size = layout_args(specs)
    ra = RegAlloc()
    reserve_abi(ra, (("s_wg_x", "workgroup id x = row block"), ("s_wg_y", "workgroup id y = head"),
                     ("s_wg_z", "workgroup id z = batch")))
    s_args = ra.s("s_args", limits.align(kernarg_size // 4, 4), align=4, note="kernel arguments")
    rs = {x: ra.s(f"s_rsrc_{x}", 4, align=4, note=f"V# of {x}") for x in ("ws", "o") + (("lse",) if lse else ())}
    declare(ra, (("s_row", "first row's ws offset in a split (bytes)"), ("s_zo", "soffset: split s's O partials"),
                 ("s_zl", "soffset: split s's LSE partials"), ("s_ooff", "soffset: row block in O"),
                 ("s_loff", "soffset: row block in LSE"), ("s_t0", "scratch"), ("s_t1", "scratch"),
                 ("s_split_o", "bytes between splits' O partials"))
            + ((("s_sink", "sink of this head (f32)"),) if sink else ()))
    v = {n: ra.v(n, k, note=note) for n, k, note in (
        ("v_tid", 1, "work-item id"), ("v_ao", 1, "partial O voffset"), ("v_al", 1, "partial LSE voffset"),
        ("v_oo", 1, "O voffset"), ("v_lo", 1, "LSE voffset"), ("v_c", 1, "chunk of the row"),
        ("v_lz", S, "LSE_s"), ("v_oz", 4 * S, "O_s chunk"), ("v_m", 1, "row max"), ("v_w", S, "w_s"),
        ("v_sum", 1, "sum of w_s"), ("v_acc", 4, "sum of w_s O_s"), ("v_tmp", 3, "address temporaries"))
        + ((("v_ws", 1, "sink: w = 2^((sink - m) log2 e)"),) if p.get("sink") else ())}
    regs = ra.freeze()
    sa, sa_hi = packed_operands(args, s_args)
    return _Combine(S, d, hq, dt, lse, esize, R, lay, low, args, kernarg_size, s_args, rs, v, regs, sa, sa_hi, sink)


def _prologue(c: _Combine) -> list:
    """Kernel arguments, the workspace V#, lane addresses, then every split's LSE and O chunk of the row."""
    S, d, hq, R, lay, low, args, s_args, rs, v, sa, sa_hi = (c.S, c.d, c.hq, c.R, c.lay, c.low, c.args, c.s_args,
                                                           c.rs, c.v, c.sa, c.sa_hi)
    tmp = [v["v_tmp"].at(i) for i in range(3)]

    def addr(name, dst):
        return texts(emit_valu(low[name].base_expr, dst, {"tid": "v[v_tid]"}, list(tmp)))

    t0, t1 = "s[s_t0]", "s[s_t1]"
    code = [Comment("kernel arguments"), *texts(packed_loads(args, s_args)[0]), Wait(lgkm=0),
            instr("v_and_b32", "v[v_tid]", "0x3ff", "v0"),
            *([instr("s_lshl_b32", t0, "s[s_wg_y]", 2, note="sink [heads_q] f32"),
               instr("s_load_dword", "s[s_sink]", f"s[{sa['sink'][2:-1]}:{sa_hi['sink'][2:-1]}]", t0)]
              if c.sink else []),
            Comment(f"workspace: O partials [{S}, batch, seqlen_q, {hq}, {d}] then LSE partials [{S}, batch, "
                    f"seqlen_q, {hq}] (f32)"),
            instr("s_mul_i32", t1, sa["batch"], sa["seqlen_q"]), instr("s_mul_i32", t1, t1, hq),
            instr("s_mul_i32", "s[s_split_o]", t1, d * 4, note="bytes between splits' O partials"),
            instr("s_mul_i32", rs["ws"].at(2), t1, S * (d + 1) * 4, note="num_records: the whole workspace"),
            *texts(base_words(rs["ws"], (sa["ws"], sa_hi["ws"]))), *texts([word3(rs["ws"])]),
            instr("s_mul_i32", t0, "s[s_wg_z]", sa["seqlen_q"]), instr("s_mul_i32", t1, "s[s_wg_x]", R),
            instr("s_add_u32", t0, t0, t1, note="row b seqlen_q + i0"), instr("s_mul_i32", t0, t0, hq),
            instr("s_add_u32", "s[s_row]", t0, "s[s_wg_y]", note="(row) heads + h"),
            Comment(f"lane addresses (lowered layouts): partial O {lay['ws_o']}, partial LSE {lay['ws_lse']}, "
                    f"O {lay['o']}, LSE {lay['lse']}"),
            *addr("ws_o", "v[v_ao]"), *addr("ws_lse", "v[v_al]"), *addr("o", "v[v_oo]"), *addr("lse", "v[v_lo]"),
            *addr("chunk", "v[v_c]"),
            instr("s_mul_i32", t0, "s[s_row]", d * 4), instr("v_add_u32", "v[v_ao]", t0, "v[v_ao]"),
            instr("s_lshl_b32", t0, "s[s_row]", 2), instr("v_add_u32", "v[v_al]", t0, "v[v_al]"),
            instr("s_mov_b32", "s[s_zo]", 0),
            instr("s_mul_i32", "s[s_zl]", "s[s_split_o]", S, note="the LSE partials' start"),
            instr("s_mul_i32", t1, sa["batch"], sa["seqlen_q"]),
            instr("s_mul_i32", t1, t1, 4 * hq, note="bytes between splits' LSE partials")]
    for z in range(S):
        code += [instr("buffer_load_dword", v["v_lz"].at(z), "v[v_al]", rs["ws"], "s[s_zl]", mods=("offen", "offset:0"),
                       note=f"LSE of split {z}"),
                 instr("buffer_load_dwordx4", v["v_oz"].at(4 * z, 4), "v[v_ao]", rs["ws"], "s[s_zo]",
                       mods=("offen", "offset:0"), note=f"O chunk of split {z}")]
        if z + 1 < S:
            code += [instr("s_add_u32", "s[s_zo]", "s[s_zo]", "s[s_split_o]"),
                     instr("s_add_u32", "s[s_zl]", "s[s_zl]", t1)]
    return code


def _combine(c: _Combine) -> list:
    """m, w_s, O = sum w_s O_s / max(sum w_s, 2^-126) -> 16 bits, stored; LSE (chunk 0)."""
    S, d, hq, dt, esize, R, rs, v, sa, sa_hi = c.S, c.d, c.hq, c.dt, c.esize, c.R, c.rs, c.v, c.sa, c.sa_hi
    t0, t1 = "s[s_t0]", "s[s_t1]"
    code = [Wait(vm=0, note="every split's row landed"), Comment("m = max_s LSE_s (no split saw a key: -FLT_MAX)"),
            instr("v_max_f32", "v[v_m]", hex(NEG_MAX), v["v_lz"].at(0))]
    code += [instr("v_max_f32", "v[v_m]", v["v_lz"].at(z), "v[v_m]") for z in range(1, S)]
    if c.sink:
        code += [Wait(lgkm=0, note="the sink"), instr("v_max_f32", "v[v_m]", "s[s_sink]", "v[v_m]",
                                                      note="m = max(m, sink): the sink is one more term")]
    code.append(Comment("w_s = 2^((LSE_s - m) log2 e)"))
    for z in range(S):
        code += [instr("v_sub_f32", v["v_w"].at(z), v["v_lz"].at(z), "v[v_m]"),
                 instr("v_mul_f32", v["v_w"].at(z), hex(_f32_bits(LOG2E)), v["v_w"].at(z)),
                 instr("v_exp_f32", v["v_w"].at(z), v["v_w"].at(z))]
    code += [*hazard_nops("trans_use"), instr("v_mov_b32", "v[v_sum]", v["v_w"].at(0))]
    code += [instr("v_add_f32", "v[v_sum]", v["v_w"].at(z), "v[v_sum]") for z in range(1, S)]
    if c.sink:
        code += [Comment("the sink's term, once: sum += 2^((sink - m) log2 e) (the split kernels leave it out)"),
                 instr("v_sub_f32", "v[v_ws]", "s[s_sink]", "v[v_m]"),
                 instr("v_mul_f32", "v[v_ws]", hex(_f32_bits(LOG2E)), "v[v_ws]"),
                 instr("v_exp_f32", "v[v_ws]", "v[v_ws]"), *hazard_nops("trans_use"),
                 instr("v_add_f32", "v[v_sum]", "v[v_ws]", "v[v_sum]", note="+ the sink")]
    code += [instr("v_mul_f32", v["v_acc"].at(e), v["v_w"].at(0), v["v_oz"].at(e)) for e in range(4)]
    for z in range(1, S):
        code += [instr("v_fmac_f32", v["v_acc"].at(e), v["v_w"].at(z), v["v_oz"].at(4 * z + e)) for e in range(4)]
    cvt = "v_cvt_pk_bf16_f32" if dt == "bf16" else "v_cvt_pk_f16_f32"
    code += [Comment("O = acc / max(sum, 2^-126): a row no split saw stays 0"),
             instr("v_max_f32", v["v_tmp"].at(0), hex(F32_MIN_NORMAL), "v[v_sum]"),
             instr("v_rcp_f32", v["v_tmp"].at(0), v["v_tmp"].at(0)), *hazard_nops("trans_use"),
             *(instr("v_mul_f32", v["v_acc"].at(e), v["v_tmp"].at(0), v["v_acc"].at(e)) for e in range(4)),
             instr(cvt, v["v_acc"].at(0), v["v_acc"].at(0), v["v_acc"].at(1)),
             instr(cvt, v["v_acc"].at(1), v["v_acc"].at(2), v["v_acc"].at(3)),
             Comment("O V# of (batch, head): rows past seqlen_q dropped"),
             instr("s_mul_i32", t0, "s[s_wg_z]", sa["seqlen_q"]), instr("s_mul_i32", t0, t0, hq),
             instr("s_add_u32", t0, t0, "s[s_wg_y]"), instr("s_mul_i32", t0, t0, d * esize),
             *texts(base_words(rs["o"], (sa["o"], sa_hi["o"]), (t0, "0"), carry=rs["o"].at(1))),
             instr("s_sub_u32", t1, sa["seqlen_q"], 1), instr("s_mul_i32", t1, t1, hq), instr("s_add_u32", t1, t1, 1),
             instr("s_mul_i32", rs["o"].at(2), t1, d * esize), *texts([word3(rs["o"])]),
             instr("s_mul_i32", "s[s_ooff]", "s[s_wg_x]", R * hq * d * esize),
             instr("buffer_store_dwordx2", v["v_acc"].at(0, 2), "v[v_oo]", rs["o"], "s[s_ooff]",
                   mods=("offen", "offset:0"), note="4 values of O")]
    if c.lse:
        code += [Comment("LSE = m + log2(sum) ln 2 ([batch, heads, seqlen_q]; -inf when no split saw a key), chunk 0"),
                 instr("v_log_f32", "v[v_sum]", "v[v_sum]"), *hazard_nops("trans_use"),
                 instr("v_mul_f32", "v[v_sum]", hex(_f32_bits(LN2)), "v[v_sum]"),
                 instr("v_add_f32", "v[v_sum]", "v[v_m]", "v[v_sum]", note="m is in natural units"),
                 instr("s_mul_i32", t0, "s[s_wg_z]", hq), instr("s_add_u32", t0, t0, "s[s_wg_y]"),
                 instr("s_mul_i32", t0, t0, sa["seqlen_q"]), instr("s_lshl_b32", t0, t0, 2),
                 *texts(base_words(rs["lse"], (sa["lse"], sa_hi["lse"]), (t0, "0"), carry=rs["lse"].at(1))),
                 instr("s_lshl_b32", rs["lse"].at(2), sa["seqlen_q"], 2), *texts([word3(rs["lse"])]),
                 instr("s_mul_i32", "s[s_loff]", "s[s_wg_x]", 4 * R),
                 instr("v_cmp_eq_u32_e32", "vcc", 0, "v[v_c]"), instr("s_and_b64", "exec", "exec", "vcc"),
                 instr("buffer_store_dword", "v[v_sum]", "v[v_lo]", rs["lse"], "s[s_loff]", mods=("offen", "offset:0"))]
    return code + [instr("s_endpgm")]


def plan(ks) -> KernelPlan:
    c = _setup(ks.params)
    p, S, d, hq, dt, lse, R, lay = ks.params, c.S, c.d, c.hq, c.dt, c.lse, c.R, c.lay
    code = _prologue(c) + _combine(c)
    return KernelPlan(
        name=ks.name, family=ks.family, params=p, args=c.args,
        kernarg_size=c.kernarg_size, regs=c.regs, workgroup=(THREADS, 1, 1),
        grid=Grid((f"ceil_div(seqlen_q, {R})", str(hq), "batch"), ("seqlen_q", "batch")), wg_ids=(True, True, True),
        body=CombineBody(tuple(code)),
        layouts=tuple(PlanLayout(k, lay[k], note="(chunk, row) of thread t -> byte") for k in lay),
        summary=(f"O = sum_s exp(LSE_s - m) O_s / sum_s exp(LSE_s - m) over {S} KV splits ({dt}, D = {d}, "
                 f"heads {hq})" + (", LSE out" if lse else ""),
                 f"grid = (ceil(seqlen_q / {R}), {hq}, batch): {R} rows x {d // 4} chunks of 4 values per workgroup"))
