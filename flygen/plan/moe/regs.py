"""Steps 2 and 3 of the moe planner: the kernel arguments, the SGPRs and lane registers every section uses
(`Regs`), the fragment buffers one k-tile's loads fill (`FragBuf`, one or two copies, or a k-step ring) and the
lowering of a layout to per-lane bases (`access`). Each later stage allocates its own VGPRs from `Regs.ra` in
program order, so the register numbering follows the order the stages run in."""
from __future__ import annotations

from dataclasses import dataclass

from dataclasses import replace as _replace

from flygen.isa import limits
from flygen.plan.items import instr, texts
from flygen.plan.kernargs import reserve_abi
from flygen.plan.kernel import layout_args
from flygen.plan.preshuffle_access import vector_accesses
from flygen.plan.regs import RegAlloc


def kernel_args(p, g) -> tuple:
    """(args, kernarg size): the buffers and run-time scalars of one configuration, in kernarg order."""
    spec = [("A", "global_buffer", 8, p["a_dtype"], "read_only")] + \
        ([("scale_a", "global_buffer", 8, "e8m0", "read_only")] if g.a_mx else [])
    if g.row_scale:
        spec.append(("scale_row", "global_buffer", 8, "f32", "read_only"))
    spec += [("W", "global_buffer", 8, p["w_dtype"], "read_only"),
             ("scale_w", "global_buffer", 8, "e8m0" if g.w_mx else "f32", "read_only"),
             ("sorted_token_ids", "global_buffer", 8, "u32", "read_only")]
    if not g.gather:
        spec.append(("sorted_weights", "global_buffer", 8, "f32", "read_only"))
    spec += [("sorted_expert_ids", "global_buffer", 8, "i32", "read_only"),
             (g.out_arg, "global_buffer", 8, (g.mx_out or "bf16") if g.gather else g.out16 or "f32",
              "write_only" if g.gather or g.rows else "read_write")]
    if g.mx_out:
        spec.append(("out_scale", "global_buffer", 8, "e8m0", "write_only"))
    spec += [("num_valid_ids", "by_value", 4, "u32", ""), ("tokens", "by_value", 4, "u32", "")]
    return layout_args(spec)


@dataclass(frozen=True)
class Regs:
    """SGPRs (pointers, run-time scalars, V#s, soffsets) and the lane registers; `ra` allocates the rest."""
    ra: RegAlloc
    ptr: dict                 # global buffer -> its 64-bit address
    scal: dict                # by-value argument -> its SGPR
    s_t: object               # SALU temporaries (2)
    s_m0: object              # first sorted row of the block
    s_e: object               # expert of the block
    rsrc_names: tuple         # the buffers with a V#, in allocation order
    rs: dict                  # buffer -> V#
    so: dict                  # soffset name -> SGPR
    s_loop: object
    v_tid: object
    v_lane: object
    tmp: tuple                # three VALU temporaries (printed names)
    src: dict                 # lane sources of the lowered address code
    ring: int | None          # k-steps the A / W fragment buffers hold (None: a whole k-tile)
    code: tuple               # the prologue items that set v_tid and v_lane


def registers(g, args, ring: int | None = None) -> Regs:
    """SGPRs (pointers, runtime scalars, V#s, soffsets) and the lane registers every section uses (step 3)."""
    ra = RegAlloc()
    reserve_abi(ra, (("s_wg_n", "workgroup id x = N tile"), ("s_wg_m", "workgroup id y = M-block")))
    ptr = {a.name: ra.s(f"s_ptr_{a.name}", 2, note=f"{a.name} address") for a in args if a.kind == "global_buffer"}
    scal = {a.name: ra.s(f"s_{a.name}", note=f"{a.name} (runtime)") for a in args if a.kind == "by_value"}
    s_t = ra.s("s_tmp", 2, note="SALU temporaries")
    s_m0 = ra.s("s_m0", note="first sorted row of the block")
    s_e = ra.s("s_expert", note="expert of the block (sorted_expert_ids)")
    names = ["A"] + (["scale_a"] if g.a_mx else []) + (["scale_row"] if g.row_scale else []) + \
        ["W", "scale_w", "sorted_token_ids"] + ([] if g.gather else ["sorted_weights"]) + \
        [g.out_arg] + (["out_scale"] if g.mx_out else [])
    rs = {n: ra.s(f"s_rsrc_{n}", 4, align=4, note=f"V# of {n}") for n in names}
    so = {n: ra.s(f"s_off_{n}", note=f"soffset of {n}") for n in
          ["tab", "A"] + (["scale_a"] if g.a_mx else []) + [f"W_{h}" for h in g.halves] +
          [f"scale_w_{h}" for h in g.halves] + ["out"] + (["out_scale"] if g.mx_out else [])}
    s_loop = ra.s("s_loop", note="k-tiles left")
    v_tid, v_lane = ra.v("v_tid", note="work-item id x"), ra.v("v_lane", note="lane id")
    tmp = tuple(str(ra.v(f"v_tmp{i}")) for i in range(3))
    return Regs(ra=ra, ptr=ptr, scal=scal, s_t=s_t, s_m0=s_m0, s_e=s_e, rsrc_names=tuple(names), rs=rs, so=so,
                s_loop=s_loop, v_tid=v_tid, v_lane=v_lane, tmp=tmp, src={"tid": str(v_tid), "lane": str(v_lane)},
                ring=ring, code=(instr("v_and_b32", v_tid, "0x3ff", "v[v_tid_packed]"), instr("v_and_b32", v_lane, 63, v_tid)))


@dataclass(frozen=True)
class FragBuf:
    """A fragment buffer (VGPRs one k-tile's loads fill): its copies (the second from `schedule.double_buffer`)
    and, on a k-step ring, its period: logical register r of k-step kk lives at r mod period (slot kk mod d)."""
    copies: tuple
    period: int | None = None

    def phys(self, at: int) -> int:
        """Register of logical fragment register `at` (its k-step ring slot, or itself)."""
        return at % self.period if self.period else at


def frag_buffer(r: Regs, name: str, count: int, note: str, per_kstep: int | None = None) -> FragBuf:
    """Copy 0 of a fragment buffer. With a k-step ring (`r.ring` = d k-steps), a buffer of `per_kstep` registers
    per k-step holds d k-steps only."""
    period = None
    if r.ring and per_kstep:
        period = r.ring * per_kstep
        count, note = period, f"{note}; ring of {r.ring} k-step(s)"
    return FragBuf((r.ra.v(name, count, note=note),), period)


@dataclass(frozen=True)
class Load:
    """One per-k-tile load into registers [at, at + n) of fragment buffer `buf` (addr: its operands after vdata)."""
    op: str
    buf: str
    at: int
    n: int
    addr: str


def bases(r: Regs, prefix):
    """The base-register allocator vector_accesses calls: n VGPRs named prefix0.."""
    return lambda n: [str(r.ra.v(f"{prefix}{i}", note=f"{prefix} base {i}")) for i in range(n)]


def access(r: Regs, layout, threads: dict, width: int, prefix: str, what: str, max_imm=limits.MUBUF_OFFSET_MAX,
           **kw):
    """`layout` lowered to per-lane bases (their code: the result's `code`, Text items of the lowered VALU, for
    the prologue) and per-value immediates (flygen.plan.preshuffle_access.vector_accesses)."""
    acc = vector_accesses(layout, threads, width, max_imm, bases(r, prefix), r.src, r.tmp, what, **kw)
    return _replace(acc, code=texts(acc.code))


def row_bases(r: Regs, nm: int, tokens, name: str, cols: list, row_bytes: int, note: str) -> tuple:
    """(VGPRs token(row of m-atom i) * row_bytes + in-row base for each in-row base and m-atom, their items):
    the bases of a gather (`tokens`: the lanes' token registers per m-atom)."""
    v = r.ra.v(name, nm * len(cols), note=note)
    code = []
    for bi, b in enumerate(cols):
        for i in range(nm):
            x = v.at(bi * nm + i)
            code += [instr("v_mul_u32_u24", x, hex(row_bytes), tokens.at(i)), instr("v_add_u32", x, x, b)]
    return v, code
