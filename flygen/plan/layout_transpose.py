"""Planner of the layout_transpose family: x [N, C, P] (channels first, conv3d's NCDHW) -> x_ndhwc [N, P, C].

The addresses are the two tensor layouts composed with one work layout (CuTe semantics, flygen/layout):

    X_ncdhw = (P, C, N) : (1, P, C P)          X_ndhwc = (P, C, N) : (C, 1, P C)        (elements)
    W       = ((P, CG, N), V) : ((1, V P, C P), P)     (pixel p, channel group cg, image n), channel j of the
                                                       group -> the (P, C, N) coordinate, C = CG V
    source  = X_ncdhw o W,  destination = X_ndhwc o W   (times the element bytes)

so the copy is the map X_ndhwc o X_ncdhw^-1 on every element (`transpose_map`, checked by the planner on the
whole tensor). Work split: lane = pixel p = wg_x * block + tid (adjacent lanes read adjacent pixels of one
channel: every load of a wave is one contiguous run of 64 elements, coalesced), workgroup y = channel group
cg of V channels, z = image n. A lane loads its V channels (V = the widest of 16 / 8 / 4 / 2 / 1 bytes of
channels dividing C) with one short (bf16) / byte (fp8) load each into the halves / bytes of its store
registers and writes them with one V x esize-byte store (16 B when C x esize is a multiple of 16: dwordx4).
Lanes past P (the ragged last x workgroup) take the sentinel voffset 0x80000000 >= num_records: loads read 0,
stores are dropped. No LDS: the loads are already coalesced and the stores whole 16-byte chunks; staging
through LDS would only make neighbouring lanes' stores contiguous (docs/conv3d.md, "NCDHW input").
"""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.isa.hazards import nop_lines
from flygen.layout import Layout
from flygen.layout.emit import emit_salu, emit_valu
from flygen.layout.expr import to_str
from flygen.layout.layout import composition, right_inverse
from flygen.layout.lower import lower
from flygen.plan.items import Comment, Wait, instr, texts
from flygen.plan.kernargs import packed_loads, packed_operands, reserve_abi
from flygen.plan.kernel import Grid, KernelPlan, PlanLayout, layout_args
from flygen.plan.regs import RegAlloc
from flygen.plan.vsharp import buffer_rsrc
from flygen.isa.dtypes import bytes_of

SENTINEL = 0x80000000                  # voffset of a lane past P: >= num_records (<= 2^31, the spec's check)
CHECK_PIXELS = 1 << 12                 # lowering check extent of the pixel register (the code is linear in p)
_STORE = {1: "buffer_store_byte", 2: "buffer_store_short", 4: "buffer_store_dword", 8: "buffer_store_dwordx2",
          16: "buffer_store_dwordx4"}


@dataclass(frozen=True)
class TransposeBody:
    program: tuple           # typed items (flygen.plan.items) in issue order


def vector(c: int, esize: int) -> int:
    """Channels per store V: the widest of 16, 8, 4, 2, 1 bytes whose channel count divides C."""
    return next(b // esize for b in (16, 8, 4, 2, 1) if b >= esize and c % (b // esize) == 0)


def tensor_layouts(n: int, c: int, pixels: int) -> tuple[Layout, Layout]:
    """(X_ncdhw, X_ndhwc): coordinate (p, c, n) -> element offset."""
    P = pixels
    return Layout((P, c, n), (1, P, c * P)), Layout((P, c, n), (c, 1, P * c))


def work_layout(n: int, c: int, pixels: int, v: int) -> Layout:
    """W: ((p, cg, n), j) -> the flat (P, C, N) coordinate of channel cg V + j at pixel p of image n."""
    P = pixels
    return Layout(((P, c // v, n), v), ((1, v * P, c * P), P))


def _one_workgroup(lay: Layout, block: int) -> Layout:
    """((p, cg, n), j) byte layout restricted to one workgroup's pixels (tid < block) at cg = n = 0: small enough
    to draw where the whole tensor is not."""
    return Layout((block, lay.shape[1]), (lay.stride[0][0], lay.stride[1]))


def transpose_map(n: int, c: int, pixels: int) -> Layout:
    """X_ndhwc o X_ncdhw^-1: NCDHW element offset -> NDHWC element offset."""
    src, dst = tensor_layouts(n, c, pixels)
    return composition(dst, right_inverse(src))


def address_layouts(n: int, c: int, pixels: int, v: int, esize: int) -> tuple[Layout, Layout]:
    """(source, destination) byte layouts of ((p, cg, n), j): the tensor layouts composed with W."""
    src, dst = tensor_layouts(n, c, pixels)
    w = work_layout(n, c, pixels, v)
    out = []
    for t in (src, dst):
        lay = composition(t, w)
        out.append(Layout(((pixels, c // v, n), v), tuple(
            tuple(esize * int(s) for s in m) if isinstance(m, tuple) else esize * int(m) for m in lay.stride)))
    return tuple(out)


def _check(n: int, c: int, pixels: int, v: int, esize: int, src: Layout, dst: Layout) -> None:
    """dst(item) == transpose_map(src(item)) and both the NCDHW / NDHWC index formulas, on 4096 items spread
    over the whole work domain (the layouts are linear, so a wrong stride shows on a sample; the tests check
    every element of small tensors against numpy)."""
    t = transpose_map(n, c, pixels)
    cg_n = c // v
    items = n * c * pixels
    for i in range(0, items, max(1, items // 4096)):
        j, rest = divmod(i, pixels * cg_n * n)
        rest, p = divmod(rest, pixels)
        img, cg = divmod(rest, cg_n)
        s = esize * (p + pixels * (cg * v + j) + c * pixels * img)
        d = esize * (cg * v + j + c * p + c * pixels * img)
        crd = ((p, cg, img), j)
        if src(*crd) != s or dst(*crd) != d or esize * t(s // esize) != d:
            raise PlanError("internal: the composed layouts disagree with the transpose map")


@dataclass(frozen=True)
class _Geometry:
    """Every number of one configuration (step 1 of plan)."""
    esize: int
    N: int
    C: int
    P: int
    block: int
    V: int                    # channels per store
    CG: int                   # channel groups (grid y)
    gx: int                   # pixel blocks (grid x)
    src: Layout               # source byte layout X_ncdhw o W
    dst: Layout               # destination byte layout X_ndhwc o W
    total: int                # bytes of x


def _geometry(p) -> _Geometry:
    esize, N, C, P, block = bytes_of(p["dtype"]), p["n"], p["c"], p["pixels"], p["block"]
    V = vector(C, esize)
    src, dst = address_layouts(N, C, P, V, esize)
    _check(N, C, P, V, esize, src, dst)
    total = N * C * P * esize
    if total > SENTINEL:
        raise PlanError(f"pixels: {total} B of x; the sentinel voffset {SENTINEL:#x} must be out of range")
    return _Geometry(esize=esize, N=N, C=C, P=P, block=block, V=V, CG=C // V, gx=-(-P // block), src=src, dst=dst,
                     total=total)


def _vpart(g: _Geometry, lay: Layout):
    """The pixel mode (a VGPR) with the value mode j: bases + immediates (a source immediate past 4095 gets its
    own base: the channel stride P esize)."""
    m0 = lay[0]
    part = Layout((m0.shape[0], lay[1].shape), (m0.stride[0], lay[1].stride))
    return lower(part, {"p": min(g.P, CHECK_PIXELS)}, max_imm=limits.MUBUF_OFFSET_MAX)


def _spart(g: _Geometry, lay: Layout):
    """The (cg, n) modes over power-of-two check extents (the lowering's run-time digits are bit fields; the mode
    is linear, so its code does not depend on the extent)."""
    m0, ext = lay[0], (1 << max(0, (g.CG - 1).bit_length()), 1 << max(0, (min(g.N, 1 << 10) - 1).bit_length()))
    part = Layout((ext, 1), ((m0.stride[1], m0.stride[2]), 0))
    return lower(part, {"cg": ext[0], "n": ext[1]}, max_imm=0).base_expr


@dataclass(frozen=True)
class _Regs:
    regs: object              # the frozen allocation
    s_args: object
    rs_x: object
    rs_o: object
    low_s: object             # the source's per-lane lowering (bases, immediates)
    low_d: object
    v_src: list
    v_dst: object
    v_data: object
    v_hi: object | None       # fp8: the odd channels
    nd: int                   # data dwords
    vt: list                  # address lowering temporaries


def _registers(g: _Geometry) -> _Regs:
    ra = RegAlloc()
    reserve_abi(ra, (("s_wg_x", "workgroup id x = pixel block"), ("s_wg_y", "workgroup id y = channel group"),
                     ("s_wg_z", "workgroup id z = image")))
    s_args = ra.s("s_args", 4, align=4, note="x, x_ndhwc base addresses")
    rs_x = ra.s("s_rsrc_x", 4, align=4, note="V# of x (NCDHW)")
    rs_o = ra.s("s_rsrc_o", 4, align=4, note="V# of x_ndhwc")
    ra.s("s_src", note="source byte offset of (cg, n): the SGPR modes of X_ncdhw o W")
    ra.s("s_dst", note="destination byte offset of (cg, n): the SGPR modes of X_ndhwc o W")
    ra.s("s_tmp")
    ra.v("v_tid", note="work-item id x")
    ra.v("v_p", note="pixel p = wg_x * block + tid")
    low_s, low_d = _vpart(g, g.src), _vpart(g, g.dst)
    if len(low_d.bases) != 1:
        raise PlanError("internal: the destination vector needs one base")
    v_src = [ra.v(f"v_src{i}", note=f"source voffset base {i}: {to_str(e)} + s_src") for i, e in enumerate(low_s.bases)]
    v_dst = ra.v("v_dst", note=f"destination voffset: {to_str(low_d.bases[0])} + s_dst")
    V, esize = g.V, g.esize
    nd = max(1, V * esize // 4)
    v_data = ra.v("v_data", nd, note=f"{V} channels of one pixel ({V * esize} B, the store)")
    v_hi = ra.v("v_odd", nd, note="fp8: the odd channels (bytes 1, 3 of each dword) before v_lshl_or_b32") \
        if esize == 1 and V > 1 else None
    tmp = ra.v("v_atmp", 2, note="address lowering temporaries")
    return _Regs(regs=ra.freeze(), s_args=s_args, rs_x=rs_x, rs_o=rs_o, low_s=low_s, low_d=low_d, v_src=v_src,
                 v_dst=v_dst, v_data=v_data, v_hi=v_hi, nd=nd, vt=[tmp.at(0), tmp.at(1)])


def _addresses(g: _Geometry, r: _Regs, args) -> list:
    """Kernel arguments, the pixel of the lane, the source and destination voffsets (ragged lanes: the
    sentinel), the V#s."""
    sa, sa_hi = packed_operands(args, r.s_args)
    src, dst, vt, low_s = g.src, g.dst, r.vt, r.low_s
    code = [Comment("kernel arguments"), *texts(packed_loads(args, r.s_args)[0]),
            Comment(f"pixel p = wg_x * {g.block} + tid (lane-adjacent pixels: coalesced loads)"),
            instr("v_and_b32", "v[v_tid]", "0x3ff", "v0"), instr("s_mul_i32", "s[s_tmp]", "s[s_wg_x]", g.block),
            instr("v_add_u32", "v[v_p]", "s[s_tmp]", "v[v_tid]"),
            Comment(f"source {src} (X_ncdhw o W) and destination {dst} (X_ndhwc o W), bytes: SGPR modes (cg, n)"),
            *texts(emit_salu(_spart(g, src), "s[s_src]", {"cg": "s[s_wg_y]", "n": "s[s_wg_z]"}, ["s[s_tmp]"])),
            *texts(emit_salu(_spart(g, dst), "s[s_dst]", {"cg": "s[s_wg_y]", "n": "s[s_wg_z]"}, ["s[s_tmp]"]))]
    for i, e in enumerate(low_s.bases):
        code += [Comment(f"source base {i} (channels {[j for j in range(g.V) if low_s.base_of[j] == i]})"),
                 *texts(emit_valu(e, f"v[v_src{i}]", {"p": "v[v_p]"}, list(vt))),
                 instr("v_add_u32", f"v[v_src{i}]", "s[s_src]", f"v[v_src{i}]")]
    code += [Comment("destination base"), *texts(emit_valu(r.low_d.bases[0], "v[v_dst]", {"p": "v[v_p]"}, list(vt))),
             instr("v_add_u32", "v[v_dst]", "s[s_dst]", "v[v_dst]")]
    if g.P % g.block:
        code += [Comment(f"lanes with p >= P = {g.P} (ragged last pixel block): voffset {SENTINEL:#x} (loads read 0, "
                         "stores dropped)"),
                 instr("v_mov_b32", vt[0], hex(SENTINEL)), instr("v_cmp_gt_u32", "vcc", hex(g.P), "v[v_p]"),
                 *texts(nop_lines("valu_sgpr_valu"))]
        code += [instr("v_cndmask_b32", str(x), vt[0], str(x), "vcc") for x in (*r.v_src, r.v_dst)]
    return code + [Wait(lgkm=0), Comment(f"buffer descriptors: num_records = {g.total} B each"),
                   *texts(buffer_rsrc(r.rs_x, (sa["x"], sa_hi["x"]), g.total, None, padded=True)),
                   *texts(buffer_rsrc(r.rs_o, (sa["x_ndhwc"], sa_hi["x_ndhwc"]), g.total, None, padded=True))]


def _copy(g: _Geometry, r: _Regs) -> list:
    """The V channel loads into the halves / bytes of the store registers, then the one store."""
    V, esize, v_data, v_hi, nd = g.V, g.esize, r.v_data, r.v_hi, r.nd
    code = [Comment(f"{V} loads, one channel each (channel stride {g.P * esize} B in x)")]
    for j in range(V):
        base, imm = f"v[v_src{r.low_s.base_of[j]}]", r.low_s.imms[j]
        if esize == 2:
            op, reg = ("buffer_load_short_d16_hi" if j % 2 else "buffer_load_short_d16") if V > 1 else \
                "buffer_load_ushort", v_data.at(j // 2)
        elif V == 1:
            op, reg = "buffer_load_ubyte", v_data.at(0)
        else:
            op = "buffer_load_ubyte_d16_hi" if j % 4 >= 2 else "buffer_load_ubyte_d16"
            reg = (v_hi if j % 2 else v_data).at(j // 4)
        code.append(instr(op, reg, base, str(r.rs_x), 0, mods=("offen", f"offset:{imm}"), note=f"channel cg {V} + {j}"))
    code.append(Wait(vm=0))
    if v_hi is not None:
        code += [Comment("fp8: dword = even bytes | odd bytes << 8"),
                 *(instr("v_lshl_or_b32", v_data.at(d), v_hi.at(d), 8, v_data.at(d)) for d in range(nd))]
    data = v_data.at(0) if nd == 1 else str(v_data)
    return code + [instr(_STORE[V * esize], data, "v[v_dst]", str(r.rs_o), 0, mods=("offen", "offset:0"),
                         note=f"{V} channels of pixel p, {V * esize} B"), instr("s_endpgm")]


def plan(ks) -> KernelPlan:
    """geometry (layouts, checked) -> kernel arguments -> registers -> addresses, copy -> KernelPlan."""
    p = ks.params
    g = _geometry(p)
    args, kernarg_size = layout_args([("x", "global_buffer", 8, p["dtype"], "read_only"),
                                      ("x_ndhwc", "global_buffer", 8, p["dtype"], "write_only")])
    r = _registers(g)
    code = _addresses(g, r, args) + _copy(g, r)
    N, C, P, V, esize, block = g.N, g.C, g.P, g.V, g.esize, g.block
    return KernelPlan(
        name=ks.name, family=ks.family, params=p, args=args,
        kernarg_size=kernarg_size, regs=r.regs, workgroup=(block, 1, 1),
        grid=Grid((str(g.gx), str(g.CG), str(N)), ()), wg_ids=(True, True, True), body=TransposeBody(tuple(code)),
        layouts=(PlanLayout("source", g.src, note="((pixel, channel group, image), channel) -> x byte (NCDHW)"),
                 PlanLayout("destination", g.dst, note="((pixel, channel group, image), channel) -> x_ndhwc byte"),
                 PlanLayout("transpose", transpose_map(N, C, P), note="NCDHW element -> NDHWC element"),
                 *(PlanLayout(f"workgroup_{w}", _one_workgroup(lay, g.block),
                              note=f"(tid, channel j) -> {t} byte of workgroup (0, 0, 0): the {w} layout's "
                                   "first block of pixels and channel group")
                   for w, lay, t in (("source", g.src, "x"), ("destination", g.dst, "x_ndhwc")))),
        summary=(f"x_ndhwc[n, p, c] = x[n, c, p] ({p['dtype']}, N = {N}, C = {C}, P = {P}): NCDHW -> NDHWC",
                 f"grid = ({g.gx}, {g.CG}, {N}): {block} pixels x {V} channels ({V * esize} B store) per workgroup",
                 f"loads {V} x {esize} B per lane, coalesced along p; store {_STORE[V * esize]}"),
    )
