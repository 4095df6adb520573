"""Planner of the elementwise family: out = alpha*x + beta*y (f32 math), y updated in place.

Work split (layout algebra): workgroup `wg` and thread `tid` own `vector` consecutive elements;
the byte address of value `e` is the layout ((block, grid), vector) : ((vector*B, tile*B), B)
applied to ((tid, wg), e), B = element bytes. The runtime part (tid, wg) is lowered to VALU/SALU
code once; the value part becomes the immediate `offset:` of per-element tail accesses.
"""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import PlanError
from flygen.isa import limits
from flygen.isa.dtypes import bytes_of
from flygen.layout import Layout
from flygen.plan.address import lower_address
from flygen.plan.items import Comment, Label, Wait, instr, texts
from flygen.plan.kernargs import reserve_abi
from flygen.plan.kernel import Grid, KernelPlan, PlanLayout, layout_args
from flygen.plan.regs import RegAlloc
from flygen.plan import size_limits as L
from flygen.plan.vsharp import buffer_rsrc


_LOAD = {4: "buffer_load_dword", 8: "buffer_load_dwordx2", 12: "buffer_load_dwordx3", 16: "buffer_load_dwordx4"}
_STORE = {4: "buffer_store_dword", 8: "buffer_store_dwordx2", 12: "buffer_store_dwordx3", 16: "buffer_store_dwordx4"}
_PACK = {"bf16": "v_cvt_pk_bf16_f32", "f16": "v_cvt_pk_f16_f32"}


@dataclass(frozen=True)
class Operand:
    name: str
    dtype: str
    layout: str       # the byte-address layout, printed in the kernel's comments
    data: str         # register tuple holding the loaded vector
    addr: str         # VGPR symbol with the per-lane byte offset
    rsrc: str         # V# quad
    load_op: str
    store_op: str


@dataclass(frozen=True)
class _Element:
    """Registers of element e: its x / y source (and 16-bit half), f32 values and accumulator."""
    xsrc: str
    xhalf: int
    ysrc: str
    yhalf: int
    xf: str
    yf: str
    acc: str


@dataclass(frozen=True)
class _Pack:
    op: str
    dst: str
    lo: str
    hi: str


@dataclass(frozen=True)
class ElementwiseBody:
    program: tuple           # typed items (flygen.plan.items) in issue order (_program)


def _to_f32(dtype: str, dst: str, src: str, half: int) -> list:
    """The VALU items widening one 16-bit half (or nothing for f32) to f32."""
    if dtype == "bf16":
        return [instr("v_lshlrev_b32", dst, 16, src) if half == 0 else instr("v_and_b32", dst, "0xffff0000", src)]
    if dtype == "f16":
        return [instr("v_cvt_f32_f16", dst, src)] if half == 0 else \
            [instr("v_lshrrev_b32", dst, 16, src), instr("v_cvt_f32_f16", dst, dst)]
    return []


def _compute(x: Operand, y: Operand, elements, packs) -> list:
    out = [Comment(f"out = alpha*x + beta*y per element, in f32 (v_fmac_f32 rounds once), then convert to {y.dtype}")]
    for el in elements:
        out += _to_f32(x.dtype, el.xf, el.xsrc, el.xhalf) + _to_f32(y.dtype, el.yf, el.ysrc, el.yhalf)
        out += [instr("v_mul_f32", el.acc, "s[s_beta]", el.yf), instr("v_fmac_f32", el.acc, "s[s_alpha]", el.xf)]
    return out + [instr(pk.op, pk.dst, pk.lo, pk.hi) for pk in packs]


def _program(name: str, tile: int, x: Operand, y: Operand, kernarg_loads, address_code, vsharp, elements, packs,
             tail_path: bool, tail_loads, tail_stores) -> tuple:
    """Kernel arguments, lane offsets, V#s, the whole-tile test, the vector path, then the per-element tail."""
    out = [Comment("kernel arguments (offsets from the plan's kernarg layout)"),
           *(instr(op, dst, "s[s_kernarg:s_kernarg+1]", f"0x{off:x}", note=note) for op, dst, off, note in kernarg_loads),
           Comment(f"per-lane byte offsets, lowered from the layouts {x.layout} (x) and {y.layout} (y)"),
           instr("v_and_b32", "v[v_tid]", "0x3ff", "v0"), *texts(address_code), Wait(lgkm=0),
           Comment("buffer descriptors: num_records = n * element bytes, so elements >= n read 0 and are not written"),
           *texts(vsharp)]
    if tail_path:
        out += [Comment(f"whole tile in range? tile = {tile} elements per workgroup"),
                instr("s_mul_i32", "s[s_tmp]", "s[s_wg_x]", tile), instr("s_add_u32", "s[s_tmp]", "s[s_tmp]", tile),
                instr("s_cmp_le_u32", "s[s_tmp]", "s[s_n]"), instr("s_cbranch_scc0", f".L{name}_tail")]
    out += [Comment("main path: one vector load per operand and lane"),
            *(instr(op.load_op, op.data, f"v[{op.addr}]", op.rsrc, 0, mods=("offen",)) for op in (x, y)),
            Wait(vm=0), *_compute(x, y, elements, packs),
            instr(y.store_op, y.data, f"v[{y.addr}]", y.rsrc, 0, mods=("offen",)), instr("s_endpgm")]
    if tail_path:
        out += [Label(f"{name}_tail"),
                Comment("tail path: one element per access so each element gets its own bounds check"),
                *tail_loads, Wait(vm=0), *_compute(x, y, elements, packs), *tail_stores,
                instr("s_endpgm")]
    return tuple(out)


def _slot(reg, e: int, nbytes: int) -> tuple[str, int]:
    """Register (operand text) and 16-bit half holding element e of a packed vector."""
    byte = e * nbytes
    return reg.at(byte // 4), (byte % 4) // 2


def _size_limits(ops, block: int, vec: int, grid_check: int, tile: int) -> tuple:
    """Run-time limits (flygen/plan/size_limits.py) from the address layouts: num_records = n x bytes (s_mul_i32),
    and the voffset of the last workgroup's tile, layout(workgroup ceil(n / tile) - 1) + the tile's extent (the
    tail's lanes past n must stay past the records, not wrap)."""
    lims = []
    for lay, nb, name in ops:
        wg = int(lay(block))                                            # (thread 0, workgroup 1, value 0)
        extent = int(lay(block - 1 + block * grid_check * (vec - 1))) + nb   # one past the tile's last byte
        lims.append(L.records(name, "n", nb, f"V# {name}: num_records = n x {nb} B"))
        lims.append(L.offsets(name, f"ceil_div(n, {tile}) - 1", wg, extent,
                              f"voffset of the last workgroup's tile ({name} layout {lay})"))
    return tuple(lims)


@dataclass(frozen=True)
class _Geometry:
    block: int
    vec: int
    xb: int                   # element bytes of x, y
    yb: int
    tile: int                 # elements per workgroup
    grid_check: int           # the grid extent bounding the exhaustive check of the lowering
    lx: Layout                # the byte-address layouts ((tid, wg), e)
    ly: Layout


def _geometry(p) -> _Geometry:
    block, vec = p["block"], p["vector"]
    xb, yb = bytes_of(p["x_dtype"]), bytes_of(p["y_dtype"])
    tile = block * vec
    # The layouts that decide every address (bytes).
    # (The grid extent only bounds the exhaustive check of the lowering; the code does not depend on it.)
    grid_check = 1 << 12
    lx = Layout(((block, grid_check), vec), ((vec * xb, tile * xb), xb))
    ly = Layout(((block, grid_check), vec), ((vec * yb, tile * yb), yb))
    return _Geometry(block=block, vec=vec, xb=xb, yb=yb, tile=tile, grid_check=grid_check, lx=lx, ly=ly)


@dataclass(frozen=True)
class _Regs:
    regs: object              # the frozen allocation
    s_ptr: object
    rs_x: object
    rs_y: object
    v_x: object
    v_y: object
    v_xf: object | None       # x in f32 (16-bit x)
    v_acc: object | None      # the result in f32 (16-bit y)
    tmp: object
    ny: int


def _registers(p, g: _Geometry) -> _Regs:
    ra = RegAlloc()
    reserve_abi(ra, (("s_wg_x", "workgroup id x"),))
    s_ptr = ra.s("s_ptr", 4, align=4, note="x, y base addresses")
    ra.s("s_alpha", note="alpha (f32)")
    ra.s("s_beta", note="beta (f32)")
    ra.s("s_n", note="n (elements)")
    ra.s("s_tmp")
    rs_x = ra.s("s_rsrc_x", 4, align=4, note="V# of x")
    rs_y = ra.s("s_rsrc_y", 4, align=4, note="V# of y")
    ra.v("v_tid", note="work-item id x")
    ra.v("v_addr_x", note="byte offset of this lane's x vector")
    if g.ly != g.lx:
        ra.v("v_addr_y", note="byte offset of this lane's y vector")
    vec, xb, yb = g.vec, g.xb, g.yb
    nx, ny = max(1, vec * xb // 4), max(1, vec * yb // 4)
    v_x = ra.v("v_x", nx, note=f"{vec} x {p['x_dtype']}")
    v_y = ra.v("v_y", ny, note=f"{vec} x {p['y_dtype']}")
    v_xf = ra.v("v_xf", vec, note="x in f32") if xb != 4 else None
    v_acc = ra.v("v_acc", vec, note="result in f32") if yb != 4 else None
    tmp = ra.v("v_atmp", 2, note="address lowering temporaries")
    return _Regs(regs=ra.freeze(), s_ptr=s_ptr, rs_x=rs_x, rs_y=rs_y, v_x=v_x, v_y=v_y, v_xf=v_xf, v_acc=v_acc,
                 tmp=tmp, ny=ny)


def _values(p, g: _Geometry, r: _Regs) -> tuple:
    """(elements, packs): each element's registers, and the 16-bit y's packing of the f32 results."""
    elements = []
    for e in range(g.vec):
        xsrc, xhalf = _slot(r.v_x, e, g.xb)
        ysrc, yhalf = _slot(r.v_y, e, g.yb)
        acc = ysrc if g.yb == 4 else r.v_acc.at(e)
        elements.append(_Element(xsrc=xsrc, xhalf=xhalf if g.xb == 2 else 0, ysrc=ysrc, yhalf=yhalf if g.yb == 2 else 0,
                                 xf=xsrc if g.xb == 4 else r.v_xf.at(e), yf=acc, acc=acc))
    packs = [_Pack(_PACK[p["y_dtype"]], r.v_y.at(i), r.v_acc.at(2 * i), r.v_acc.at(2 * i + 1))
             for i in range(r.ny)] if g.yb == 2 else []
    return elements, packs


def _tail(g: _Geometry, r: _Regs, imm_x, imm_y, y_addr: str) -> tuple:
    """(loads, stores) of the per-element tail path: one element per access, each with its own bounds check.
    A vector access that is only partly in range has chipset-dependent results (MLIR AMDGPU dialect docs;
    gfx950-reference §4 calls it per-dword but that is unverified), so the partial tile never uses one."""
    loads, stores = [], []
    for op_, nb, imms, reg, rs, addr in (("x", g.xb, imm_x, r.v_x, r.rs_x, "v_addr_x"),
                                         ("y", g.yb, imm_y, r.v_y, r.rs_y, y_addr)):
        for e in range(g.vec):
            reg_e, half = _slot(reg, e, nb)
            ld = "buffer_load_dword" if nb == 4 else ("buffer_load_short_d16_hi" if half else "buffer_load_short_d16")
            loads.append(instr(ld, reg_e, f"v[{addr}]", str(rs), 0, mods=("offen", f"offset:{imms[e]}"),
                               note=f"element {e} ({op_})"))
    for e in range(g.vec):
        reg_e, half = _slot(r.v_y, e, g.yb)
        st = "buffer_store_dword" if g.yb == 4 else ("buffer_store_short_d16_hi" if half else "buffer_store_short")
        stores.append(instr(st, reg_e, f"v[{y_addr}]", str(r.rs_y), 0, mods=("offen", f"offset:{imm_y[e]}"),
                            note=f"element {e}"))
    return loads, stores


def plan(ks) -> KernelPlan:
    """geometry (address layouts) -> kernel arguments -> registers -> lowered addresses, values, tail -> program."""
    p = ks.params
    g = _geometry(p)
    block, vec, xb, yb, tile, lx, ly = g.block, g.vec, g.xb, g.yb, g.tile, g.lx, g.ly
    args, kernarg_size = layout_args([
        ("x", "global_buffer", 8, p["x_dtype"], "read_only"),
        ("y", "global_buffer", 8, p["y_dtype"], "read_write"),
        ("alpha", "by_value", 4, "f32", ""),
        ("beta", "by_value", 4, "f32", ""),
        ("n", "by_value", 4, "u32", ""),
    ])
    off = {a.name: a.offset for a in args}
    r = _registers(p, g)
    runtime = {"tid": ("v", "v[v_tid]", block), "wg": ("s", "s[s_wg_x]", g.grid_check)}
    vt = [r.tmp.at(0), r.tmp.at(1)]
    code_x, imm_x = lower_address(lx, runtime, "v[v_addr_x]", vt, "s[s_tmp]")
    if ly == lx:  # same bytes per element: y shares x's offsets
        code_y, imm_y, y_addr = [], imm_x, "v_addr_x"
    else:
        code_y, imm_y = lower_address(ly, runtime, "v[v_addr_y]", vt, "s[s_tmp]")
        y_addr = "v_addr_y"
    for imm in (*imm_x, *imm_y):
        if imm > limits.MUBUF_OFFSET_MAX:
            raise PlanError(f"vector: per-element offset {imm} exceeds the 12-bit MUBUF offset field")
    x = Operand("x", p["x_dtype"], str(lx), str(r.v_x), "v_addr_x", str(r.rs_x), _LOAD[vec * xb], _STORE[vec * xb])
    y = Operand("y", p["y_dtype"], str(ly), str(r.v_y), y_addr, str(r.rs_y), _LOAD[vec * yb], _STORE[vec * yb])
    elements, packs = _values(p, g, r)
    tail_loads, tail_stores = _tail(g, r, imm_x, imm_y, y_addr)
    s_ptr = r.s_ptr
    body = ElementwiseBody(_program(
        ks.name, tile, x, y,
        kernarg_loads=(("s_load_dwordx4", str(s_ptr), off["x"], "x, y"),
                       ("s_load_dwordx2", "s[s_alpha:s_alpha+1]", off["alpha"], "alpha, beta"),
                       ("s_load_dword", "s[s_n]", off["n"], "n")),
        address_code=tuple(code_x + code_y),
        vsharp=(*buffer_rsrc(r.rs_x, (s_ptr.at(0), s_ptr.at(1)), "s[s_n]", xb, padded=True),
                *buffer_rsrc(r.rs_y, (s_ptr.at(2), s_ptr.at(3)), "s[s_n]", yb, padded=True)),
        elements=elements, packs=packs, tail_path=True, tail_loads=tail_loads, tail_stores=tail_stores))
    if off["beta"] != off["alpha"] + 4:
        raise PlanError("alpha and beta must be adjacent kernel arguments")
    return KernelPlan(
        name=ks.name, family=ks.family, params=p,
        args=args, kernarg_size=kernarg_size, regs=r.regs, workgroup=(block, 1, 1),
        grid=Grid((f"ceil_div(n, {tile})", "1", "1"), ("n",)),
        body=body, size_limits=_size_limits(((lx, xb, "x"), (ly, yb, "y")), block, vec, g.grid_check, tile),
        layouts=(PlanLayout("tile_tv", Layout((block, vec), (vec, 1)), "tv", (64, tile // 64),
                            note="(thread, value) -> element of the workgroup's tile; bytes = element * size"),),
        summary=(f"out = alpha*x + beta*y; x {p['x_dtype']}, y {p['y_dtype']}, f32 math",
                 f"{block} work-items x {vec} elements = {tile} elements per workgroup; grid.x = ceil(n / {tile})",
                 "tail: the last partial tile takes a per-element path; buffer bounds (num_records = n * bytes) mask it"),
    )
