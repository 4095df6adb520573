"""`K: runtime` pieces of the gemm_fp8 planner: K is the kernel argument k (any multiple of tile_k, checked before
launch), so the row pitch Kbytes = K x esize of A and B is a run-time stride.

- addresses: gX = fixed + Kbytes * per_kbyte (flygen.plan.gemm_layouts.global_parts, both plain layouts); each
  DMA round's source is fixed(x) + Kbytes * (per_kbyte(x) + the round's immediate), one v_mul_lo_u32 by the
  SGPR s_kbytes per round (`dma_sources`); tile origins are the layouts' coefficients of Kbytes times Kbytes.
- loop: s_loop = Kbytes >> 8 pairs of 128-byte tiles, 0 or more (a zero-trip test before the loop), then the
  odd tile's step when bit 7 of Kbytes is set (`program_items`). Every tile is a full step (its next tile's reads,
  the DMA of the tile after that), so the odd step is the loop's first step with the loop's waits, and up to two
  tiles past K are fetched and read but never multiplied; the join drains them before the epilogue.
- no ragged K tail: A's rows are contiguous (row r's bytes past K are row r + 1's), so num_records cannot zero a
  per-row tail; K % tile_k == 0 is a run-time size limit (`size_limits`, kind multiple). Unless `k_tail: true`:
  the last tile's DMA sources are masked per lane (flygen.plan.k_tail) outside the loop (`k_tail_program`), and
  the limit is K % (16 B / esize).
"""
from __future__ import annotations

from flygen.errors import PlanError
from flygen.isa.memops import BUFFER_OOB_RECORDS_MAX, BUFFER_OOB_VOFFSET
from flygen.layout import size
from flygen.layout.expr import to_str
from flygen.plan import size_limits as L
from flygen.plan.gemm_layouts import CHUNK, ROW_BYTES, global_parts
from flygen.plan.items import Comment, Label, Wait, instr, loop_close
from flygen.plan.vsharp import tile_rsrc

S_KBYTES = "s[s_kbytes]"


def steps_origins(bm: int, bn: int, pre: bool) -> tuple[int, int, int, int]:
    """(K step of A, of B, tile origin of A, of B): the steps from the fixed parts of the whole-operand layouts
    (they must not depend on Kbytes), the origins as coefficients of Kbytes (they must have no fixed part)."""
    (ga, pa), (gb, pb) = global_parts(bm, False, full=True), global_parts(bn, pre, full=True)
    if pa((0, ROW_BYTES)) or pb((0, ROW_BYTES)) or ga((bm, 0)) or gb((bn, 0)):
        raise PlanError("internal: a K step depends on Kbytes or a tile origin is not a multiple of it")
    return ga((0, ROW_BYTES)), gb((0, ROW_BYTES)), pa((bm, 0)), pb((bn, 0))


def dma_sources(name: str, d, ra, vregs, fixed_regs: list, x_reg: str, tmp: list, code: list, code_k: list,
                pitch: str = S_KBYTES) -> list:
    """One VGPR per DMA round of operand `name` (DmaPlan d with src_k): fixed(x) + Kbytes * (per_kbyte(x) + imm).
    The x-only parts go to `code` (before the kernel arguments land), the products by the row pitch `pitch`
    (s_kbytes; a run-time lda / ldb: its SGPR lda x esize) to `code_k`."""
    kreg = vregs.emit(d.src_k.bases[0], {"x": x_reg}, tmp, code)
    what = "Kbytes" if pitch == S_KBYTES else "row pitch"
    code_k.append(f"// {name.upper()} DMA sources: + {what} x ({to_str(d.src_k.bases[0])} + round immediate)")
    rounds = []
    for i in range(d.instrs):
        if d.src.imms[i] or d.src_k.base_of[i]:
            raise PlanError("internal: a run-time K DMA round needs more than one base")
        dst = f"v[{ra.alloc('v', f'v_gk_{name}{i}', note=f'{name.upper()} DMA round {i} source').name}]"
        kimm = int(d.src_k.imms[i])
        code_k += ([f"v_add_u32 {tmp[0]}, {hex(kimm)}, {kreg}"] if kimm else []) + [
            f"v_mul_lo_u32 {tmp[0]}, {tmp[0] if kimm else kreg}, {pitch}",
            f"v_add_u32 {dst}, {tmp[0]}, {fixed_regs[d.src.base_of[i]]}"]
        rounds.append(dst)
    return rounds


def _bytes(dst: str, arg: str, esize: int) -> str:
    return f"s_lshl_b32 {dst}, {arg}, {esize.bit_length() - 1}" if esize > 1 else f"s_mov_b32 {dst}, {arg}"


def descriptors(k_arg: str, esize: int, operands, t: tuple, pitches: tuple = ()) -> list[str]:
    """s_kbytes = K x esize (and each run-time row pitch: `pitches` = ((SGPR, ld argument), ...), ld x esize),
    then each operand's V# rebased by its tile origin (a layout coefficient of its row pitch, in t[3]) with
    num_records = min(rows left, tile rows) x row pitch.
    operands: ((name, rsrc, base pair, wg id, origin coefficient, rows-left lines, tile rows[, row pitch]), ...):
    the row pitch is s_kbytes unless given."""
    t0, t1, t2, t3 = t
    out = [_bytes(S_KBYTES, k_arg, esize)] + [_bytes(reg, arg, esize) for reg, arg in pitches]
    for name, rsrc, base, wg, origin, rows_left, rows, *pitch in operands:
        row = pitch[0] if pitch else S_KBYTES
        out += [f"s_mul_i32 {t3}, {row}, {origin}"]
        out += tile_rsrc(name, rsrc, base, wg, t3, rows_left, rows, row, (t0, t1, t2))
    return out


def loop_count() -> list[str]:
    """Pairs of 128-byte K tiles = Kbytes >> 8 (0 or more: `program_items` tests it before the loop)."""
    return [f"s_lshr_b32 s[s_loop], {S_KBYTES}, {(2 * ROW_BYTES).bit_length() - 1}"]


def program_items(loop: str) -> tuple:
    """(enter, after the loop, join) items of programs.gemm: skip the loop when s_loop = 0 (K = tile_k); an odd
    tile count (bit 7 of Kbytes: tiles are 128 B) runs one more step; at the join every wave drains the DMAs and
    reads of the tiles past K (fetched, never multiplied) before the epilogue."""
    return ((instr("s_cmp_eq_u32", "s[s_loop]", 0), instr("s_cbranch_scc1", f".L{loop}_end", note="no pair of K tiles")),
            (Label(f"{loop}_end"), instr("s_bitcmp1_b32", S_KBYTES, 7, note="odd K tile count (Kbytes / 128)"),
             instr("s_cbranch_scc0", f".L{loop}_odd_end", note="even: no odd tile")),
            (Label(f"{loop}_odd_end"), Wait(vm=0, lgkm=0, note="the DMAs / reads of tiles past K are done")))


def k_tail_sizes() -> list[str]:
    """k_tail: s_nt = ceil(Kbytes / 128) K tiles, s_krem = Kbytes - (nt - 1) 128 (the last tile's bytes of a row,
    1..128), s_kb1 = Kbytes - 128 (tile 1's: its DMA is in the prologue)."""
    sh = ROW_BYTES.bit_length() - 1
    return [f"s_add_u32 s[s_nt], {S_KBYTES}, {ROW_BYTES - 1}", f"s_lshr_b32 s[s_nt], s[s_nt], {sh}",
            f"s_lshl_b32 s[s_krem], s[s_nt], {sh}", f"s_sub_u32 s[s_krem], {S_KBYTES}, s[s_krem]",
            f"s_add_u32 s[s_krem], s[s_krem], {ROW_BYTES}", f"s_sub_u32 s[s_kb1], {S_KBYTES}, {ROW_BYTES}"]


def k_tail_program(loop: str, steps, mask: list) -> list:
    """k_tail: the K loop of nt = ceil(Kbytes / 128) full steps (step t: tile t's MFMAs, tile t+1's reads, tile
    t+2's DMA) with the last tile's DMA, issued by step nt - 3 (tiles 0 and 1: the prologue's, masked there),
    outside the loop behind `mask` (bound s_krem): (nt - 3) >> 1 pair trips (nt >= 3), then nt odd: mask, steps
    on stages 0, 1, 0; nt even: stages 0, then mask, 1, 0, 1. nt = 1 and 2 jump from the prologue to the last one
    or two steps of those paths. Every step is the loop's own (its waits hold after the prologue and after any
    step of the other parity), so the loop body is the run-time-K one and pays nothing for the tail."""
    s0, s1 = steps
    return [Comment("---- main loop (K: runtime, k_tail): nt = ceil(K / tile_k) K tiles; (nt - 3) / 2 trips, then "
                    "three or four steps by the parity, the one that DMAs the last tile masked"),
            instr("s_cmp_eq_u32", "s[s_nt]", 1), instr("s_cbranch_scc1", f".L{loop}_one", note="nt = 1"),
            instr("s_cmp_eq_u32", "s[s_nt]", 2), instr("s_cbranch_scc1", f".L{loop}_two", note="nt = 2"),
            instr("s_sub_u32", "s[s_loop]", "s[s_nt]", 3), instr("s_lshr_b32", "s[s_loop]", "s[s_loop]", 1,
                                                                  note="pairs (nt - 3) / 2"),
            instr("s_cmp_eq_u32", "s[s_loop]", 0), instr("s_cbranch_scc1", f".L{loop}_end", note="no pair"),
            Label(loop), Comment("K tile in stage 0"), *s0, Comment("K tile in stage 1"), *s1,
            *loop_close("s[s_loop]", loop, "main loop over K tile pairs"), Label(f"{loop}_end"),
            instr("s_bitcmp1_b32", "s[s_nt]", 0, note="nt odd"), instr("s_cbranch_scc0", f".L{loop}_even"),
            Comment("---- nt odd: the step that DMAs the last tile (masked), then the last two"),
            *mask, *s0, *s1, Label(f"{loop}_one"), *s0, instr("s_branch", f".L{loop}_join"),
            Label(f"{loop}_even"), Comment("---- nt even: one step, the one that DMAs the last tile (masked), the last two"),
            *s0, *mask, *s1, Label(f"{loop}_two"), *s0, *s1,
            Label(f"{loop}_join"), Wait(vm=0, lgkm=0, note="the DMAs / reads of tiles past K are done")]


def size_limits(esize: int, tile_k: int, operands, k_tail: bool = False) -> list[dict]:
    """K % tile_k == 0 (kind multiple), then per operand (name, tile rows, preshuffled, K step bytes[, ld]): num_records
    and the tile origin rows x row pitch (32-bit SGPRs), and one past the largest voffset + soffset: the tile's last
    byte (fixed + pitch * per_kbyte at its last coordinate, strides non-negative) plus soffset up to (K tiles + 1)
    K steps (two tiles past K are fetched). The row pitch is Kbytes, or with a run-time leading dimension `ld`
    (row-major only) ld x esize: then ld >= K (at_least), ld x esize a multiple of 16 B and the pitch 32-bit."""
    def by(x: str) -> str:
        return f"{esize} * {x}" if esize > 1 else x
    kb = by("K")
    lims = [L.multiple("a", "K", CHUNK // esize, "K x esize is a multiple of 16 B (k_tail: each 16-byte chunk of the "
                       "ragged last tile is wholly in or past K)") if k_tail else
            L.multiple("a", "K", tile_k, f"K is a multiple of tile_k = {tile_k} (the K loop runs whole 128-byte "
                       "tiles; no ragged K tail)")]
    for name, rows, pre, kstep, *ld in operands:
        fixed, per = global_parts(rows, pre)
        top_f, top_p = fixed(size(fixed) - 1), per(size(per) - 1)
        if ld and pre:
            raise PlanError(f"internal: a run-time leading dimension of preshuffled {name.upper()}")
        pitch, what = (by(ld[0]), f"{ld[0]} x esize") if ld else (kb, "Kbytes")
        if ld:
            lims += [L.at_least(name, ld[0], "K", f"{name.upper()}'s row pitch {ld[0]} holds a row of K elements"),
                     L.multiple(name, ld[0], CHUNK // esize, f"{ld[0]} x esize is a multiple of 16 B (rows start "
                                "16-byte aligned, as packed rows of whole K tiles do; the LDS DMA loads 16-byte "
                                "chunks)"),
                     L.reach(name, "index", pitch, f"{name.upper()}'s row pitch {what} B (32-bit SGPR)")]
        lims.append(L.reach(name, "records", f"{rows} * {pitch}", f"V# {name}: num_records = min(rows left, {rows}) "
                            f"x {what} and the tile origin {rows} x {what} (s_mul_i32)"
                            + (f"; <= 2^31 (k_tail: masked chunks' voffset 0x{BUFFER_OOB_VOFFSET:x} stays out of "
                               "range)" if k_tail else ""), limit=BUFFER_OOB_RECORDS_MAX if k_tail else None))
        # the soffset walks K (Kbytes + one K step past it); the rows are pitch apart
        off = f"{top_p} * {pitch} + {kstep // ROW_BYTES} * {kb}" if ld else f"{top_p + kstep // ROW_BYTES} * {kb}"
        lims.append(L.reach(name, "offset", f"{off} + {top_f + 1 + kstep}",
                            "voffset + soffset of the tile's last byte, up to 2 tiles past K (fetched, never used)"))
    return lims
