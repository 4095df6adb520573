"""conv3d per-lane address code (VALU / SALU text lines): the pixel digits and tap-independent offsets of
each A DMA round (prologue), the voffsets of one K tile's taps (compile-time taps, the packed path's per-lane
K digits, the tap loop's run-time tap state), and the tap loop's walk of the (t, r, s) counters."""
from __future__ import annotations

from flygen.isa.hazards import nop_lines
from flygen.layout.divmod import emit_divmod_valu, magic
from flygen.plan.conv3d.config import Config
from flygen.plan.conv3d.layouts import SENTINEL, pixel_shape
from flygen.plan.conv3d.regs import Regs
from flygen.spec.conv3d import TILE_BYTES

U32 = (1 << 32) - 1


def _mul_add(dst: str, x: str, c: int, xmax: int, acc: str | None, tmp: str) -> list[str]:
    """dst = x * c (+ acc), u32 wrap-around; 24-bit form when x and c fit."""
    c &= U32
    if c == 0:
        return [] if acc == dst else ([f"v_mov_b32 {dst}, {acc}"] if acc else [f"v_mov_b32 {dst}, 0"])
    if xmax < (1 << 24) and c < (1 << 24):
        out = [f"v_mul_u32_u24 {tmp}, {hex(c)}, {x}"]
    else:
        out = [f"v_mov_b32 {tmp}, {hex(c)}", f"v_mul_lo_u32 {tmp}, {x}, {tmp}"]
    out.append(f"v_add_u32 {dst}, {acc}, {tmp}" if acc else f"v_mov_b32 {dst}, {tmp}")
    return out


def _selects(byte: str, tail: int, sent: str, pairs) -> list[str]:
    """dst = src if the lane's chunk byte < tail else the sentinel, for each (dst, src) pair: one compare."""
    return [f"v_cmp_gt_u32 vcc, {tail}, {byte}", *nop_lines("valu_sgpr_valu"),
            *(f"v_cndmask_b32 {d}, {sent}, {s}, vcc" for d, s in pairs)]


def tail_selects(byte: str, tail: int, sent: str, pairs: list) -> list[str]:
    """dst = src if the lane's chunk byte < tail (channel_tail) else the sentinel, for each (dst, src) pair.

    The chunk byte within the 128-byte tile row is the same for every DMA round and for A and B (both LDS
    tiles are (rows, 128) row-major under the same swizzle), so one compare serves all selects."""
    return [f"// channel tail (flygen.plan.conv3d.layouts.channel_tail): a tap's last K tile holds {tail} B of "
            f"channels; lanes with chunk byte >= {tail} read {SENTINEL:#x} (x and w) in those tiles",
            *_selects(byte, tail, sent, pairs)]


def _pixel_digits(c: Config, k: Regs, i: int, dig: list, mg: list) -> list:
    """DMA round i: m = m0 + the lane's tile row -> digits (wo, ho, do, n) in dig[1], dig[2], dig[3], dig[5]."""
    vm, vt = dig[0], dig[6]
    if c.pack:
        blk = c.dma_a.round_block(i)
        imm, arow = int(c.dma_a.row.imms[blk]), k.pk.cls[k.pk.a_cls[i]][1]
        out = [f"// round {i}: tile row = {arow} + {imm} (lane class {list(k.pk.cls).index(k.pk.a_cls[i])})"]
    else:
        imm, arow = int(c.a_row.imms[i]), k.v_arow
        out = [f"// round {i}: tile row = v_arow + {imm}"]
    out.append(f"v_add_u32 {vm}, s[s_m0], {arow}")
    if imm:
        out.append(f"v_add_u32 {vm}, {imm}, {vm}")
    # wo = m % Wo, q = m / Wo; ho = q % Ho, q' = q / Ho; do = q' % Do, n = q' / Do
    out += emit_divmod_valu(vm, mg[0], dig[5], dig[1], vt)
    out += emit_divmod_valu(dig[5], mg[1], dig[4], dig[2], vt)
    out += emit_divmod_valu(dig[4], mg[2], dig[5], dig[3], vt)
    return out


def _validity_code(c: Config, k: Regs, i: int, dig: list) -> list:
    """DMA round i: v_valid = one bit per checked tap coordinate (do, ho, wo) x stride + offset in range."""
    g, vm, vq = c.g, dig[0], dig[5]              # vq: scratch once n is folded into rel
    val = k.v_valid.at(i)
    out = [f"v_mov_b32 {val}, 0"]
    for axis in sorted({a for a, _, _ in c.checks}):
        d = dig[3 - axis]                   # do, ho, wo
        out.append(f"v_mul_u32_u24 {vq}, {g.stride[axis]}, {d}  // {'dhw'[axis]}o * stride")
        for a, cc, b in c.checks:
            if a != axis:
                continue
            out += [f"v_add_u32 {vm}, {hex((cc - g.pad[axis]) & U32)}, {vq}",
                    f"v_cmp_gt_u32 vcc, {g.dims[axis]}, {vm}", *nop_lines("valu_sgpr_valu"),
                    f"v_cndmask_b32_e64 {vm}, 0, 1, vcc",
                    f"v_lshl_or_b32 {val}, {vm}, {b}, {val}"]
    return out


def _tail_code(c: Config, k: Regs) -> list:
    """The channel-tail (K-tail) selects of the lane's chunk: the VGPR path's per-class lane masks, the packed
    path's per-class selects, or the 16-byte path's one select (tail_selects)."""
    tail, rounds = c.tail, c.rounds
    if c.vgpr:
        out = [f"// K tail (flygen.plan.conv3d.layouts.channel_tail): the last K tile holds {tail} B of the dense K; "
               f"per lane class the lanes with chunk byte < {tail} (s_ktail), the others read {SENTINEL:#x} there"]
        for key, (_, _, byte) in k.pk.cls.items():
            out += [f"v_cmp_gt_u32 vcc, {tail}, {byte}", f"s_mov_b64 {k.pk.s_ktail[key].at(0, 2)}, vcc"]
        return out
    if c.pack:
        out = [f"// K tail (flygen.plan.conv3d.layouts.channel_tail): the last K tile holds {tail} B of the dense K; "
               f"lanes with chunk byte >= {tail} read {SENTINEL:#x} (x and w) there"]
        for key, (_, _, byte) in k.pk.cls.items():
            pairs = [(k.v_xtail.at(i), k.v_rel.at(i)) for i in range(rounds) if k.pk.a_cls[i] == key] + \
                [(k.w_tail[i], k.b_regs[i]) for i in range(c.dma_b.rounds) if k.pk.b_cls[i] == key]
            if pairs:
                out += _selects(byte, tail, k.v_sent, pairs)
        return out
    return tail_selects(str(k.v_abyte), tail, str(k.v_sent),
                        [(k.v_xtail.at(i), k.v_rel.at(i)) for i in range(rounds)] + list(zip(k.w_tail, k.b_regs)))


def pixel_code(c: Config, k: Regs) -> list:
    """Per-lane pixel digits and tap-independent offsets (after the descriptors: needs s_m0, s_relbase): per
    DMA round, m = m0 + row -> digits (wo, ho, do, n) -> v_rel, the validity bits, the channel-tail selects."""
    checks, tail = c.checks, c.tail
    pshape = pixel_shape(c.g)                   # (Wo, Ho, Do, N)
    pstride = c.lay_a[0].stride                 # bytes per pixel digit
    dig = [k.v_dig.at(i) for i in range(7)]
    xmax = [c.mmax]
    for e in pshape[:-1]:
        xmax.append(xmax[-1] // e)
    mg = [magic(e, xm) for e, xm in zip(pshape[:-1], xmax[:-1])]
    a_code = [f"// A pixel mode of gA {c.lay_a} (offset {c.pad_off}): m = m0 + row -> digits (wo, ho, do, n)"]
    if checks or tail:
        a_code.append(f"v_mov_b32 {k.v_sent}, {hex(SENTINEL)}")
    if checks:
        a_code.append("// validity bits: " + ", ".join(f"bit {b}: {'dhw'[a]} coord + {cc} in range"
                                                      for a, cc, b in checks))
    for i in range(c.rounds):
        a_code += _pixel_digits(c, k, i, dig, mg)
        digits = (dig[1], dig[2], dig[3], dig[5])            # (wo, ho, do, n): gA's pixel mode order
        rel = k.v_rel.at(i)
        a_code.append(f"v_mov_b32 {rel}, {0 if c.pack else k.v_abyte}")
        for j in range(4):
            a_code += _mul_add(rel, digits[j], int(pstride[j]), pshape[j] - 1 if j < 3 else xmax[3], rel, dig[6])
        a_code.append(f"v_subrev_u32 {rel}, s[s_relbase], {rel}")
        if checks:
            a_code += _validity_code(c, k, i, dig)
    return a_code + (_tail_code(c, k) if tail else [])


def chan(c: Config, kt: int) -> int:
    """x byte of K tile kt's channel block within its tap: gA's channel mode at 128-byte steps."""
    return int(c.chan_mode((TILE_BYTES * kt) % c.g.cp))


def _tap_base(c: Config, kt: int) -> int:
    """gA's tap mode at the first block of K tile kt's tap (the per-tap voffset of the rolled form)."""
    kb = TILE_BYTES * kt
    base = int(c.lay_a[1](kb - kb % c.g.cp))
    assert base + chan(c, kt) == c.tap_list[kt].offset
    return base


def a_offsets(c: Config, k: Regs, tap) -> tuple[list, list]:
    """VALU lines making each round's voffset for this tap, and the register each DMA round reads."""
    if c.tloop:
        return _a_offsets_loop(c, k, tap.tail)
    if c.pack:
        return _a_offsets_pack(c, k, tap)
    off = _tap_base(c, tap.kt) if c.rolled else tap.offset
    lines = [f"// x voffsets for K tile {tap.kt}: {tap.note} -> +{tap.offset} B"
             + (f" = tap base {off} B (gA tap mode at block 0) + s_koff_a {tap.offset - off} B (channel mode)"
                if c.rolled else "")
             + (f", valid iff bits {tap.mask:#x} set" if tap.mask else ", never padding")
             + (f"; channel tail: chunks >= {c.tail} B read nothing (v_xtail, v_wtail)" if tap.tail else "")]
    regs = []
    for i in range(c.rounds):
        src, dst = (k.v_xtail if tap.tail else k.v_rel).at(i), k.v_aoff.at(i)
        if off:
            lines.append(f"v_add_u32 {dst}, {hex(off)}, {src}")
            src = dst
        if tap.mask:
            lines += [f"v_and_b32 {k.vt}, {hex(tap.mask)}, {k.v_valid.at(i)}",
                      f"v_cmp_eq_u32 vcc, {hex(tap.mask)}, {k.vt}", *nop_lines("valu_sgpr_valu"),
                      f"v_cndmask_b32 {dst}, {k.v_sent}, {src}, vcc"]
            src = dst
        regs.append(src)
    return lines, regs


def _kpos_code(c: Config, k: Regs, key: str, kt: int) -> list:
    """Packed path, one lane class, K tile kt: the lane's K byte u = 128 kt + j -> q1 = u / Cb, q2 = q1 / S,
    q3 = q2 / R (flygen.layout.divmod, exact over u < 128 KT) -> v_koff = gA's K mode at u (pack_fold) and
    v_kmask = the validity bits of the lane's tap (s, r, t) = (q1 - S q2, q2 - R q3, q3) (tap_loop_checks bits)."""
    g, dig = c.g, [k.v_dig.at(i) for i in range(7)]
    u, tmp = dig[0], dig[4]
    byte = k.pk.cls[key][2]
    out = [f"v_add_u32 {u}, {hex(TILE_BYTES * kt)}, {byte}"] if kt else []
    x, xmax, qs, qmax = (u if kt else byte), c.kbytes - 1, [], []
    for (n, _), q in zip(c.fold, dig[1:4]):
        if n > 1:
            out += emit_divmod_valu(x, magic(n, xmax), q, None, tmp)
            x = q
        xmax //= n
        qs.append(x)
        qmax.append(xmax)
    off = k.pk.v_koff[key]
    out.append(f"v_mov_b32 {off}, {u if kt else byte}")
    for q, (_, f), qm in zip(qs, c.fold, qmax):
        out += _mul_add(off, q, f, qm, off, tmp)
    if c.checks:
        mask, parts, const = k.pk.v_kmask[key], [], 0
        for axis, b in sorted(c.check_base.items()):
            if g.filt[axis] == 1:
                const |= 1 << b
                continue
            p = [mask, dig[5], dig[6]][len(parts)]
            if axis == 0:                                          # t = q3
                d = qs[2]
            else:                                                  # r = q2 - R q3, s = q1 - S q2
                hi, lo, n = (qs[2], qs[1], g.filt[1]) if axis == 1 else (qs[1], qs[0], g.filt[2])
                out += [f"v_mul_u32_u24 {tmp}, {n}, {hi}", f"v_sub_u32 {p}, {lo}, {tmp}"]
                d = p
            if b:
                out.append(f"v_add_u32 {p}, {b}, {d}")
                d = p
            out.append(f"v_lshlrev_b32_e64 {p}, {d}, 1  // validity bit {b} + {'trs'[axis]} ({'dhw'[axis]} axis)")
            parts.append(p)
        if len(parts) == 2:
            out.append(f"v_or_b32 {mask}, {parts[0]}, {parts[1]}")
        elif len(parts) == 3:
            out.append(f"v_or3_b32 {mask}, {parts[0]}, {parts[1]}, {parts[2]}")
        if const:
            out.append(f"v_or_b32 {mask}, {hex(const)}, {mask}" if parts else f"v_mov_b32 {mask}, {hex(const)}")
    return out


def _a_offsets_pack(c: Config, k: Regs, tap) -> tuple[list, list]:
    """Packed path: per lane class the K offset and mask of the lane's chunk in this tile (_kpos_code), then
    per round voffset = v_rel (v_xtail in the K-tail tile) + v_koff, and the padding select with v_kmask."""
    lines = [f"// x voffsets for K tile {tap.kt}: {tap.note}; per lane: u = {TILE_BYTES * tap.kt} + chunk byte "
             f"-> gA K mode (Cb, S, R, T) = {c.lay_a[1]} by division"
             + (", valid iff the lane's tap bits are set" if c.checks else ", never padding")
             + (f"; K tail: chunks >= {c.tail} B read nothing (v_xtail, v_wtail)" if tap.tail else "")]
    for key in k.pk.v_koff:
        lines += _kpos_code(c, k, key, tap.kt)
    regs = []
    for i in range(c.rounds):
        key = k.pk.a_cls[i]
        src, dst = (k.v_xtail if tap.tail and not c.vgpr else k.v_rel).at(i), k.v_aoff.at(i)
        lines.append(f"v_add_u32 {dst}, {k.pk.v_koff[key]}, {src}")
        if c.checks:
            lines += [f"v_and_b32 {k.vt}, {k.pk.v_kmask[key]}, {k.v_valid.at(i)}",
                      f"v_cmp_eq_u32 vcc, {k.pk.v_kmask[key]}, {k.vt}", *nop_lines("valu_sgpr_valu"),
                      f"v_cndmask_b32 {dst}, {k.v_sent}, {dst}, vcc"]
        if tap.tail and c.vgpr:
            lines.append(f"v_cndmask_b32_e64 {dst}, {k.v_sent}, {dst}, {k.pk.s_ktail[key].at(0, 2)}  // K tail")
        regs.append(dst)
    if c.vgpr and tap.tail:                                        # w chunks past the K tail: the sentinel
        for i in range(c.dma_b.rounds):
            lines.append(f"v_cndmask_b32_e64 {k.pk.v_bst.at(i)}, {k.v_sent}, {k.b_regs[i]}, "
                         f"{k.pk.s_ktail[k.pk.b_cls[i]].at(0, 2)}  // K tail")
    return lines, regs


def _a_offsets_loop(c: Config, k: Regs, is_tail: bool) -> tuple[list, list]:
    """Tap loop: voffset = v_rel (v_xtail in a tail tile) + s_xtap, then the padding select with the
    current tap's mask from s_tmask (all run time; the channel block is in s_koff_a)."""
    lines = ["// x voffsets of the current tap: v_" + ("xtail" if is_tail else "rel") + " + s_xtap (gA tap mode)"
             + (", valid iff the bits in s_tmask are set" if c.checks else ", never padding")]
    regs = []
    for i in range(c.rounds):
        src, dst = (k.v_xtail if is_tail else k.v_rel).at(i), k.v_aoff.at(i)
        lines.append(f"v_add_u32 {dst}, s[s_xtap], {src}")
        if c.checks:
            lines += [f"v_and_b32 {k.vt}, s[s_tmask], {k.v_valid.at(i)}",
                      f"v_cmp_eq_u32 vcc, s[s_tmask], {k.vt}", *nop_lines("valu_sgpr_valu"),
                      f"v_cndmask_b32 {dst}, {k.v_sent}, {dst}, vcc"]
        regs.append(dst)
    return lines, regs


def tap_walk(c: Config) -> list:
    """Tap loop: (t, r, s) counters one tap on (s fastest, carries by s_cmp/s_cselect), s_xtap = the sum
    of counter x gA tap-mode stride (layout values), s_tmask = the counters' validity bits."""
    tap_axes = c.tap_axes
    out = ["// next filter tap: counters (s, r, t) +1 with carry; s_xtap = gA tap mode (strides "
           + ", ".join(f"{'dhw'[a]}: {st}" for a, _, st in tap_axes) + ")"]
    for i, (a, f, _) in enumerate(tap_axes):
        ctr = f"s[s_tc{'dhw'[a]}]"
        out.append(f"s_add_u32 {ctr}, {ctr}, " + ("1" if i == 0 else "s[s_tapc]"))
        if i + 1 < len(tap_axes):
            out += [f"s_cmp_eq_u32 {ctr}, {f}", "s_cselect_b32 s[s_tapc], 1, 0", f"s_cselect_b32 {ctr}, 0, {ctr}"]
    return out + tap_state(c)


def tap_state(c: Config) -> list:
    """Tap loop: s_xtap = the sum of counter x gA tap-mode stride (layout values), s_tmask = the counters'
    validity bits (the walk's second half; split-K's start of a split)."""
    tap_axes, check_base, out = c.tap_axes, c.check_base, []
    for i, (a, _, st) in enumerate(tap_axes):
        ctr = f"s[s_tc{'dhw'[a]}]"
        if i == 0:
            out.append(f"s_mul_i32 s[s_xtap], {ctr}, {hex(st)}")
        else:
            out += [f"s_mul_i32 s[s_tapc], {ctr}, {hex(st)}", "s_add_u32 s[s_xtap], s[s_xtap], s[s_tapc]"]
    if c.checks:
        const = sum(1 << check_base[a] for a in check_base if c.g.filt[a] == 1)
        var = [a for a, _, _ in tap_axes if a in check_base]
        if const or not var:
            out.append(f"s_mov_b32 s[s_tmask], {hex(const)}")
        for i, a in enumerate(var):
            first = i == 0 and not const
            out.append(f"s_lshl_b32 s[{'s_tmask' if first else 's_tapc'}], {hex(1 << check_base[a])}, "
                       f"s[s_tc{'dhw'[a]}]  // validity bit of the {'dhw'[a]} tap coordinate")
            if not first:
                out.append("s_or_b32 s[s_tmask], s[s_tmask], s[s_tapc]")
    return out
