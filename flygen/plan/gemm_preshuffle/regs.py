"""gemm_preshuffle step 3a: the SGPRs and the lane registers every later stage allocates beside (`Base`), and the
one way a stage lowers a layout to per-lane bases (`Base.access`). Later stages allocate their VGPRs from
`Base.ra` in program order; each returns its own address code, and the prologue is those codes in order."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.plan import wg_order
from flygen.plan.gemm_preshuffle.geometry import Geometry
from flygen.plan.kernargs import reserve_abi
from flygen.plan.preshuffle_access import vector_accesses
from flygen.plan.regs import RegAlloc, declare


@dataclass(frozen=True)
class Base:
    ra: RegAlloc
    ptr: dict                 # global buffer -> its address SGPR pair
    s_M: object
    s_t: object               # SALU temporaries
    rs: dict                  # global buffer -> V#
    tmp: tuple                # VALU temporaries of the address code
    src: dict                 # the per-lane inputs of lowered layouts (tid, lane)
    code: tuple               # work-item / lane ids

    def bases(self, prefix: str):
        """Allocator of n base VGPRs named prefix0 .. (vector_accesses' `base_regs`)."""
        def alloc(n):
            return [str(self.ra.v(f"{prefix}{i}", note=f"{prefix} base {i}")) for i in range(n)]
        return alloc

    def access(self, layout, threads: dict, width: int, offset_max: int, prefix: str, what: str, code: list,
               **kw):
        """Lower `layout` to per-lane bases (their code appended to `code`) and immediates."""
        acc = vector_accesses(layout, threads, width, offset_max, self.bases(prefix), self.src, list(self.tmp),
                              what, **kw)
        code.extend(acc.code)
        return acc


def registers(g: Geometry, args) -> Base:
    """SGPRs (arguments, V#s, soffsets, loop counter, scale offsets) and the lane registers."""
    ra = RegAlloc()
    reserve_abi(ra, (("s_wg_n", "workgroup id x = N tile"), ("s_wg_m", "workgroup id y = M tile"))
                + ((("s_wg_z", "workgroup id z = K split"),) if g.S > 1 else ())
                + ((("s_wg_z", "workgroup id z = batch"),) if g.batch else ()))
    ptr = {a.name: ra.s(f"s_ptr_{a.name}", 2, note=f"{a.name} address") for a in args if a.kind == "global_buffer"}
    s_M = ra.s("s_M", note="M (rows, runtime)")
    if g.batch:         # the batch strides (u64 elements)
        for x in ("a", "b", "c"):
            ra.s(f"s_stride_{x}", 2, note=f"batch stride of {x.upper()} (elements, u64)")
    if g.rtn:           # N: runtime: the argument and C's row pitch (N x out bytes)
        ra.s("s_N", note="N (runtime)")
    if g.rtn or g.rldc:
        ra.s("s_cpitch", note="C row pitch in bytes (" + ("N: runtime)" if g.rtn else "ldc: runtime)"))
    if g.rldc:          # ldc: runtime: C's row pitch is ldc x out bytes (in s_cpitch)
        ra.s("s_ldc", note="ldc (C row pitch in elements, runtime)")
    if g.rlda:          # lda: runtime: A's row pitch lda x esize (B keeps K x esize in s_kbytes)
        ra.s("s_lda", note="lda (A row pitch in elements, runtime)")
        ra.s("s_apitch", note="A row pitch in bytes (lda: runtime)")
    if g.rt:            # K: runtime: the argument and the row pitch of A and B along K (K x bytes)
        ra.s("s_K", note="K (runtime)")
        ra.s("s_kbytes", note="K bytes of a row of A / of B (K: runtime)")
    if g.kt:            # k_tail: B's row of K padded to whole k-tiles, and the last k-tile's bytes of A's rows
        ra.s("s_kbpad", note="B's K bytes padded to whole k-tiles (k_tail)")
        ra.s("s_krem", note="A: K bytes in the last k-tile, 1..tile_k bytes (k_tail)")
    s_t = ra.s("s_tmp", 2, note="SALU temporaries")
    if g.group_m > 1 or g.xcd:
        ra.s("s_grp", wg_order.SCRATCH, note="group_m / wg_remap: workgroup remap temporaries")
    rs = {name: ra.s(f"s_rsrc_{name}", 4, align=4, note=f"V# of {name}") for name in ptr}
    declare(ra, (("s_a_koff", "A: byte offset of the k-tile (soffset)"),
                 ("s_b_off", "B: workgroup columns + k-tile (soffset)"),
                 ("s_c_off", "C/scale_b/bias: workgroup column offset bytes (soffset)"),
                 ("s_loop", "k-tile pair counter")))
    if g.async_a:
        ra.s("s_wave_lds", note="async A: this wave's LDS-DMA byte offset")
    if g.block:
        ra.s("s_bsa_koff", note="block128 scale_a: K block of the k-tile (soffset)")
        ra.s("s_bsb_off", note="block128 scale_b: workgroup's 128-column block + K block of the k-tile (soffset)")
        ra.s("s_bsb_tmp", note="block128 scale_b: workgroup's first column block")
    if g.mx:
        ra.s("s_sa_koff", note="MX scale_a: k-tile offset (soffset)")
        ra.s("s_sb_off", note="MX scale_b: workgroup rows + k-tile (soffset)")
    if g.eight_bit or g.has_bias:
        ra.s("s_e_off", note="epilogue per-column soffset")
    ra.v("v_tid", note="work-item id x")
    ra.v("v_lane", note="lane id")
    tmp = tuple(str(ra.v(f"v_tmp{i}")) for i in range(3))
    return Base(ra=ra, ptr=ptr, s_M=s_M, s_t=s_t, rs=rs, tmp=tmp, src={"tid": "v[v_tid]", "lane": "v[v_lane]"},
                code=("v_and_b32 v[v_tid], 0x3ff, v[v_tid_packed]", "v_and_b32 v[v_lane], 63, v[v_tid]"))
