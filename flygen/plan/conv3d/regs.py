"""conv3d step 3: the kernel's registers in allocation order (the order fixes every register number) and the
per-lane address code that fills the DMA and fragment-read bases, as a frozen `Regs`.

SGPRs (kernel arguments, V#s, soffsets, loop counters, tap-walk state, tile origin, temporaries), then the
A DMA's per-lane VGPRs (tile row / byte, per-round pixel offsets, validity bits, voffsets, digits, sentinel,
channel-tail copies), the DMA and fragment-read bases (allocated as their code is emitted), the wave's M0
bases, and last the fragments and accumulators."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.isa import limits
from flygen.layout.emit import emit_valu
from flygen.layout.expr import to_str
from flygen.plan.address import BaseRegs, wave_m0
from flygen.plan.conv3d.config import Config
from flygen.plan.conv3d.layouts import SENTINEL
from flygen.plan.kernargs import reserve_abi
from flygen.plan.regs import RegAlloc, declare
from flygen.spec.conv3d import k_blocks, rolled_trips


@dataclass(frozen=True)
class PackRegs:
    """Registers of the packed small-C path (conv3d.pack): lane classes and their per-K-tile state."""
    cls: dict                 # lanepos expression -> (x, row, byte) registers
    a_cls: list               # per A round: its lane class
    b_cls: list               # per B round: its lane class
    b_imms: list              # per B round: the w source immediate
    v_bst: object             # VGPR path: per B round the loaded w chunk (None otherwise)
    s_ktail: object           # VGPR path with a K tail: per class the lanes below the tail (None otherwise)
    lds_a: object             # VGPR path: (LDS address register, immediate) of each ds_write (None otherwise)
    lds_b: object
    v_koff: dict              # per A lane class: gA K-mode offset of the lane's chunk in the current K tile
    v_kmask: object           # per A lane class: validity bits of the lane's tap (None without checks)


@dataclass(frozen=True)
class Regs:
    ra: RegAlloc
    ring: int                 # A fragment placement: 0 = own registers, else S ring slots (conv3d.placements)
    s_args: object
    rs: dict                  # buffer name -> V# (also "a" = x, "b" = w)
    s_tmp: object
    s_mask: object
    v_tmp: object
    v_arow: object            # 16-byte path: A tile row of round 0 / the lane's byte in the row (None packed)
    v_abyte: object
    v_rel: object
    v_valid: object
    v_aoff: object
    v_dig: object
    vt: object
    v_sent: object
    v_xtail: object
    b_regs: list              # w source register of each B base (packed: of each B round)
    w_tail: object            # their channel-tail selected copies (None without a tail)
    read_regs: dict
    m0_regs: dict
    code: list                # the lane address code (VALU) and the wave's M0 bases (SALU)
    pk: object                # PackRegs on the packed path, else None
    nfa: int                  # A fragment registers (ring or all units), then B's
    nfb: int
    v_frag: object
    n_acc: int
    acc_file: str
    acc: object


def _sgprs(p, c: Config, ra, kernarg_size: int) -> tuple:
    """(s_args, rs, s_tmp, s_mask): kernel arguments, V#s, soffsets, loop counters and tap-walk state, tile
    origin, temporaries."""
    s_args = ra.s("s_args", limits.align(kernarg_size // 4, 4), align=4, note="kernel arguments")
    bufs = ["x", "w", "ws"] if c.S > 1 else \
        ["x", "w"] + (["w_scale"] if c.scaled else []) + (["bias"] if p["bias"] else []) + ["y"]
    rs = {x: ra.s(f"s_rsrc_{x}", 4, align=4, note=f"V# of {x}") for x in bufs}
    rs["a"], rs["b"] = rs["x"], rs["w"]
    kstep_note = f"+{c.korigin_b[1] - c.korigin_b[0]} B per tile" + \
        (", more at a tap's end" if c.tail and not c.pre else "")
    ra.s("s_koff_b", note=f"soffset: K tile origin in w ({kstep_note})")
    _, nb_tap, _ = k_blocks(p)
    if c.rolled or c.tloop:
        ra.s("s_koff_a", note="soffset: x channel block of the next tile (gA channel mode at 128 B steps)")
        if c.rolled or rolled_trips(nb_tap) >= 1:
            ra.s("s_loop", note="remaining trips of the current tap's channel-block loop")
    if c.tloop:
        ra.s("s_tloop", note="remaining trips of the tap loop")
        ra.s("s_xtap", note="gA tap mode at the current tap's block 0 (t dt HWCb + r dh WCb + s dw Cb)")
        for a, f, _ in c.tap_axes:
            ra.s(f"s_tc{'dhw'[a]}", note=f"current tap coordinate along {'dhw'[a]} (0 .. {f - 1})")
        ra.s("s_tapc", note="tap walk temporary (carry, stride products, mask parts)")
        if c.checks:
            ra.s("s_tmask", note="validity bits the current tap needs (flygen.plan.conv3d.layouts.tap_loop_checks)")
    declare(ra, (("s_wave", "wave id in the workgroup"),
                 ("s_m0", "first output pixel of the tile"),
                 ("s_n0", "first output channel of the tile"),
                 ("s_nrem", "valid output channels in this tile: K - n0"),
                 ("s_relbase", "x byte offset (mod 2^32) of the V# base plus the padding origin")))
    if c.scaled and c.S == 1:
        ra.s("s_xscale", note="x_scale (f32)")
    if c.y_order == "ncdhw":
        ra.s("s_yimg", note="first image of the tile (m0 / Do Ho Wo): the NCDHW y V# base")
    s_tmp = ra.s("s_tmp", 6, align=2, note="prologue temporaries")
    s_mask = ra.s("s_mask", 2 * c.rn, align=2, note="EXEC masks of valid output channels, one pair per N repeat")
    return s_args, rs, s_tmp, s_mask


def _dma_registers(c: Config, ra, v_arow, v_abyte, vregs_swz, vregs_g, tmpv) -> tuple:
    """16-byte path: (code, b_regs, w_tail): the lane's swizzled LDS position, w sources, channel-tail
    registers, A tile (row, byte)."""
    tail, code = c.tail, []
    swz_reg = vregs_swz.get(c.dma_a.swz.bases[0])
    code += [f"// LDS DMA: lane fills x = S(16 tid) = {to_str(c.dma_a.swz.bases[0])}"]
    code += emit_valu(c.dma_a.swz.bases[0], swz_reg, {"tid": "v[v_tid]"}, list(tmpv))
    code.append(f"// w global source of position x: {c.dma_b.layout_note}")
    b_regs = [vregs_g.emit(e, {"x": swz_reg}, tmpv, code) for e in c.dma_b.src.bases]
    # w records = min(K - n0, block_n) rows x w row bytes <= 2^31 (checked above): the sentinel is out of range
    w_tail = [ra.v(f"v_wtail{i}", note=f"{r}, or {SENTINEL:#x} past the {tail} B channel tail")
              for i, r in enumerate(b_regs)] if tail else None
    code.append(f"// A tile (row, byte) of position x: {c.a_row_layout}")
    code += emit_valu(c.a_row.bases[0], str(v_arow), {"x": swz_reg}, list(tmpv))
    code += emit_valu(c.a_byte.bases[0], str(v_abyte), {"x": swz_reg}, list(tmpv))
    return code, b_regs, w_tail


def _lane_classes(c: Config, ra, vregs_swz, tmpv, code: list) -> dict:
    """Packed path: per lane class (lanepos expression) its LDS position x, the A tile row and chunk byte."""
    da, db, cls = c.dma_a, c.dma_b, {}
    for e in list(da.lanepos.bases) + list(db.lanepos.bases):
        key = to_str(e)
        if key in cls:
            continue
        ci = len(cls)
        xr = vregs_swz.emit(e, {"tid": "v[v_tid]"}, tmpv, code)
        row = ra.v(f"v_arow{ci}", note=f"A tile row of lane class {ci} (period block 0): {to_str(da.row.bases[0])}")
        byte = ra.v(f"v_abyte{ci}", note=f"chunk byte within the 128-byte K tile row, lane class {ci}")
        code += emit_valu(da.row.bases[0], str(row), {"x": xr}, list(tmpv))
        code += emit_valu(da.byte.bases[0], str(byte), {"x": xr}, list(tmpv))
        cls[key] = (xr, str(row), str(byte))
    return cls


def _pack_registers(c: Config, ra, vregs_swz, tmpv) -> tuple:
    """Packed path (conv3d.pack): (code, PackRegs, b_regs, w_tail). Per lane class its LDS position x (lowered
    S(4 tid + 4 threads round)), the A tile row and the chunk byte j of x; per B round its w source (row-major
    rows of T*R*S*Cb bytes) and, with a K tail, the tail-selected copy; per class the K-offset and mask
    registers of the current K tile."""
    tail, da, db, code = c.tail, c.dma_a, c.dma_b, []
    code.append(f"// packed small-C LDS DMA ({da.note}): lane classes {[to_str(e) for e in da.lanepos.bases]}")
    cls = _lane_classes(c, ra, vregs_swz, tmpv, code)
    a_cls = [to_str(da.lanepos.bases[da.round_class(i)]) for i in range(da.rounds)]
    b_cls = [to_str(db.lanepos.bases[db.round_class(i)]) for i in range(db.rounds)]
    code.append(f"// w global source per B round (row-major [K, {c.wbytes}] B): {db.src.bases and to_str(db.src.bases[0])} ...")
    b_regs, seen = [], {}
    for i in range(db.rounds):
        blk = db.round_block(i)
        key = (b_cls[i], blk)
        if key not in seen:
            r = ra.v(f"v_g{len(seen)}", note=f"w source of lane class {list(cls).index(b_cls[i])}, period block {blk}")
            code += emit_valu(db.src.bases[db.src.base_of[blk]], str(r), {"x": cls[b_cls[i]][0]}, list(tmpv))
            seen[key] = str(r)
        b_regs.append(seen[key])
    b_imms = [int(db.src.imms[db.round_block(i)]) for i in range(db.rounds)]
    w_tail = [ra.v(f"v_wtail{i}", note=f"B round {i}: {r}, or {SENTINEL:#x} past the {tail} B K tail")
              for i, r in enumerate(b_regs)] if tail and not c.vgpr else None
    v_bst = s_ktail = lds_a = lds_b = None
    if c.vgpr:
        v_bst = ra.v("v_bst", db.rounds, note=f"per B round: the {c.cw}-byte w chunk loaded into a VGPR (its voffset "
                     "first, in the K-tail tile)")
        s_ktail = {key: ra.s(f"s_ktail{i}", 2, align=2, note="lanes of this class whose chunk byte < the K tail")
                   for i, key in enumerate(cls)} if tail else None
        lds_regs = BaseRegs(ra, "v", "v_lds")
        code.append(f"// LDS addresses of the ds_write_b{8 * c.cw} (the DMA image: stage base + {c.cw} tid + "
                    f"{c.cw * c.threads} round)")
        lds_a = [(lds_regs.emit(da.lds.bases[da.lds.base_of[v]], {"tid": "v[v_tid]"}, tmpv, code), int(da.lds.imms[v]))
                 for v in range(len(da.lds.imms))]
        lds_b = [(lds_regs.emit(db.lds.bases[db.lds.base_of[v]], {"tid": "v[v_tid]"}, tmpv, code), int(db.lds.imms[v]))
                 for v in range(len(db.lds.imms))]
    a_classes = list(dict.fromkeys(a_cls))
    v_koff = {key: ra.v(f"v_koff{i}", note="current K tile: gA K-mode offset of the lane's chunk (pack_fold)")
              for i, key in enumerate(a_classes)}
    v_kmask = {key: ra.v(f"v_kmask{i}", note="current K tile: validity bits the lane's tap needs")
               for i, key in enumerate(a_classes)} if c.checks else None
    pk = PackRegs(cls=cls, a_cls=a_cls, b_cls=b_cls, b_imms=b_imms, v_bst=v_bst, s_ktail=s_ktail, lds_a=lds_a,
                  lds_b=lds_b, v_koff=v_koff, v_kmask=v_kmask)
    return code, pk, b_regs, w_tail


def _accumulators(p, c: Config, ra, ring: int, scratch: int) -> tuple:
    """(nfa, nfb, v_frag, n_acc, acc_file, acc): fragments (A then B, at least the epilogue's `scratch`
    registers, which overlay them once the K loop is done) and accumulators (VGPRs if they fit, else AGPRs)."""
    atom = c.atom
    units = c.rm * c.rk
    nfa, nfb = (ring or units) * atom.a_regs, c.rn * c.rk * atom.b_regs
    a_note = f"A fragment ring: {ring} slots of {atom.a_regs} for {units} units (k, m rep)" if ring else \
        f"A fragments ({nfa})"
    v_frag = ra.v("v_frag", max(nfa + nfb, scratch), note=f"{a_note} then B fragments ({nfb}); epilogue scratch")
    n_acc = c.rm * c.rn * atom.c_regs
    acc_file = p["acc"]
    if acc_file == "auto":
        acc_file = "vgpr" if ra.next["v"] + n_acc <= limits.ARCH_VGPRS else "agpr"
    acc = ra.v("v_acc", n_acc, align=4, note="accumulators") if acc_file == "vgpr" else \
        ra.a("a_acc", n_acc, align=4, note="accumulators")
    return nfa, nfb, v_frag, n_acc, acc_file, acc


def registers(p, c: Config, kernarg_size: int, ring: int, scratch: int) -> Regs:
    """Every register of the kernel, in allocation order, and the lane address code. `ring`: the A fragment
    placement; `scratch`: the epilogue's scratch registers (flygen.plan.epilogue.rows.scratch_regs)."""
    ra, rounds, tail, checks = RegAlloc(), c.rounds, c.tail, c.checks
    reserve_abi(ra, (("s_wg_x", "workgroup id x = output-channel tile"),
                     ("s_wg_y", "workgroup id y = pixel tile" + ("" if c.S > 1 else " - m_tile0")))
                + ((("s_wg_z", "workgroup id z = K split (a run of filter taps)"),) if c.S > 1 else ()))
    s_args, rs, s_tmp, s_mask = _sgprs(p, c, ra, kernarg_size)
    sregs = BaseRegs(ra, "s", "s_dma")
    ra.v("v_tid", note="work-item id x")
    v_tmp = ra.v("v_tmp", 6, note="address temporaries")
    vregs_swz, vregs_g, vregs_r = BaseRegs(ra, "v", "v_swz"), BaseRegs(ra, "v", "v_g"), BaseRegs(ra, "v", "v_r")
    v_arow = ra.v("v_arow", note=f"A tile row of round 0: {to_str(c.a_row.bases[0])}") if not c.pack else None
    v_abyte = ra.v("v_abyte", note=f"byte within the 128-byte K tile row: {to_str(c.a_byte.bases[0])}") \
        if not c.pack else None
    v_rel = ra.v("v_rel", rounds, note="per DMA round: x offset of the lane's pixel at tap 0 (relative to V#)")
    v_valid = ra.v("v_valid", rounds, note="per DMA round: bit per checked tap coordinate inside the volume") \
        if checks else None
    v_aoff = ra.v("v_aoff", rounds, note="per DMA round: voffset of the current tap (or 0x80000000)")
    v_dig = ra.v("v_dig", 7, note="pixel digits (m, wo, ho, do, n) and temporaries")
    v_sent = ra.v("v_sent", note=f"{SENTINEL:#x}: voffset of a {'padding' if checks else 'channel-tail'} lane "
                  "(VOP2 cndmask: VCC + literal exceed the constant bus)") if checks or tail else None
    v_xtail = ra.v("v_xtail", rounds, note=f"per DMA round: v_rel, or {SENTINEL:#x} if the lane's chunk is past "
                   f"the {tail} B channel tail") if tail and not c.vgpr else None
    tmpv = [v_tmp.at(i) for i in range(1, 6)]
    if c.pack:
        code, pk, b_regs, w_tail = _pack_registers(c, ra, vregs_swz, tmpv)
    else:
        (code, b_regs, w_tail), pk = _dma_registers(c, ra, v_arow, v_abyte, vregs_swz, vregs_g, tmpv), None
    read_regs = {}
    for name, lo, lay in (("a", c.rda, c.fa), ("b", c.rdb, c.fb)):
        code.append(f"// {name.upper()} fragment reads: {lay}")
        read_regs[name] = [vregs_r.emit(e, {"tid": "v[v_tid]"}, tmpv, code) for e in lo.bases]
    m0_code, m0_regs = wave_m0((("a", c.dma_a), ("b", c.dma_b)), sregs, v_tmp, s_tmp)
    nfa, nfb, v_frag, n_acc, acc_file, acc = _accumulators(p, c, ra, ring, scratch)
    return Regs(ra=ra, ring=ring, s_args=s_args, rs=rs, s_tmp=s_tmp, s_mask=s_mask, v_tmp=v_tmp, v_arow=v_arow,
                v_abyte=v_abyte, v_rel=v_rel, v_valid=v_valid, v_aoff=v_aoff, v_dig=v_dig, vt=v_dig.at(6),
                v_sent=v_sent, v_xtail=v_xtail, b_regs=b_regs, w_tail=w_tail, read_regs=read_regs, m0_regs=m0_regs,
                code=code + m0_code, pk=pk, nfa=nfa, nfb=nfb, v_frag=v_frag, n_acc=n_acc, acc_file=acc_file, acc=acc)
