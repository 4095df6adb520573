"""gemm_preshuffle SALU setup: the workgroup order, the V#s (ragged ones rebased to the workgroup's first row)
and the soffsets (`Soffset`: initial value, k-tile step and split-K origin, all layout values)."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import PlanError
from flygen.isa.mfma import SCALE_BLOCK
from flygen.isa.mx_scales import mx_scale_bytes
from flygen.layout import Layout
from flygen.plan import preshuffle_layouts as PL
from flygen.plan import wg_order
from flygen.plan.gemm_preshuffle.geometry import Geometry
from flygen.plan.gemm_preshuffle.regs import Base
from flygen.plan.items import instr
from flygen.plan.vsharp import batch_rebase, buffer_rsrc, ragged_rsrc
from flygen.spec.gemm_preshuffle import SCALE_BLOCK_N


@dataclass(frozen=True)
class Soffset:
    """One soffset SGPR: set once (`init` value, `init_mul` = (register, factor) product, or `init_lines`
    items), advanced by `step` per k-tile (not `epi`: the epilogue's per-column offsets stay), moved to split
    z's K origin by z x `split` bytes."""
    reg: str
    step: int
    epi: bool = False
    init: str | None = None
    init_mul: tuple | None = None
    init_lines: tuple | None = None
    split: int = 0


def c_lay_col(tile_n: int, out_bytes: int) -> int:
    """Byte offset of a workgroup's first column in C (row-major, column stride = out bytes)."""
    return Layout(tile_n, out_bytes)(1) * tile_n


def ragged_rows(g: Geometry) -> dict:
    """Row bytes of the ragged V#s (A, C or the workspace, scale_a): rebased to the workgroup's first row m0
    with (M - m0) rows; they also give the run-time limits."""
    ragged = {"A": "s[s_apitch]" if g.rlda else "s[s_kbytes]" if g.rt else g.ka_bytes,
              ("C" if g.S == 1 else "ws"): "s[s_cpitch]" if g.rtn or g.rldc else g.N * g.ob}
    if g.eight_bit:
        ragged["scale_a"] = 4
    if g.mx:
        ragged["scale_a"] = g.srow
    if g.block:
        ragged["scale_a"] = 4 * g.KB
    return ragged


def _full_bytes(g: Geometry) -> dict:
    """Bytes of the whole-buffer V#s (B, scale_b, bias): compile-time sizes."""
    n = "s[s_N]" if g.rtn else g.N            # N: runtime: records = s_N x bytes per column
    full = {"B": (n, g.b_kpitch) if g.rt and g.rtn else (n, g.kb_bytes) if g.rtn else
            (g.b_kpitch, g.N) if g.rt else g.N * g.kb_bytes}
    if g.eight_bit:
        full["scale_b"] = (n, 4) if g.rtn else g.N * 4
    if g.mx:
        full["scale_b"] = g.N * g.srow
    if g.block:
        full["scale_b"] = g.NB * g.KB * 4
    if g.has_bias:
        full["bias"] = (n, g.ob) if g.rtn else g.N * g.ob
    return full


def vsharps(k: Base, g: Geometry) -> list:
    """V# lines: the workgroup remap, split-K's workspace slice, the ragged and the whole-buffer descriptors."""
    N, tn, ob = g.N, g.tn, g.ob
    vsharp, tmp = [], (f"s[{k.s_t.name}]", f"s[{k.s_t.name}+1]")
    if g.rt:            # K: runtime: K bytes of a row of A and of B (dense: the same element size)
        sh = (g.ab // 8).bit_length() - 1
        vsharp += [f"s_lshl_b32 s[s_kbytes], s[s_K], {sh}" if sh else "s_mov_b32 s[s_kbytes], s[s_K]"]
    if g.kt:            # k_tail: B's pitch = Kbytes rounded up to whole k-tiles; the last k-tile's A bytes
        vsharp += k_tail_sizes(g)
    if g.rlda:          # lda: runtime: A's row pitch lda x esize bytes
        sh = (g.ab // 8).bit_length() - 1
        vsharp += [f"s_lshl_b32 s[s_apitch], s[s_lda], {sh}" if sh else "s_mov_b32 s[s_apitch], s[s_lda]"]
    if g.rtn or g.rldc:  # N: runtime: C's row pitch N x out bytes (ldc: runtime: ldc x out bytes)
        vsharp += [f"s_lshl_b32 s[s_cpitch], s[{'s_ldc' if g.rldc else 's_N'}], {g.ob.bit_length() - 1}"]
    if g.batch:
        vsharp += _batch_rebase(k, g, tmp)
    if g.xcd:
        vsharp += wg_order.salu_xcd(g.tm, str(k.s_M), N // tn, "s[s_wg_n]", "s[s_wg_m]",
                                    [f"s[s_grp+{i}]" for i in range(wg_order.SCRATCH)])
    if g.group_m > 1:
        vsharp += wg_order.salu(g.group_m, g.tm, str(k.s_M), N // tn, "s[s_wg_n]", "s[s_wg_m]",
                                [f"s[s_grp+{i}]" for i in range(wg_order.SCRATCH)])
    if g.mode == "deterministic":     # slice z of ws[S, M, N] f32 starts 4 N M z bytes in (64-bit)
        ws = k.ptr["ws"]
        vsharp += [f"// ws slice z: base += (z M) x {N * ob} B", f"s_mul_i32 {tmp[0]}, s[s_wg_z], {k.s_M}",
                   f"s_mul_hi_u32 {tmp[1]}, {tmp[0]}, {N * ob}", f"s_mul_i32 {tmp[0]}, {tmp[0]}, {N * ob}",
                   f"s_add_u32 {ws.at(0)}, {ws.at(0)}, {tmp[0]}", f"s_addc_u32 {ws.at(1)}, {ws.at(1)}, {tmp[1]}"]
    for name, row in ragged_rows(g).items():
        vsharp += ragged_rsrc(k.rs[name], (k.ptr[name].at(0), k.ptr[name].at(1)), "s[s_wg_m]", g.tm, str(k.s_M), row,
                              tmp, name, padded=True)
    for name, nbytes in _full_bytes(g).items():
        n, scale = nbytes if isinstance(nbytes, tuple) else (nbytes, None)
        vsharp += buffer_rsrc(k.rs[name], (k.ptr[name].at(0), k.ptr[name].at(1)), n, scale, padded=True,
                              word3_note=name)
    return vsharp


def k_tail_sizes(g: Geometry) -> list:
    """k_tail: s_kbpad = Kbytes rounded up to whole k-tiles of R bytes (B's preshuffle pitch; R a power of two,
    so nk = s_kbpad / R), s_krem = Kbytes - (nk - 1) R, the bytes of A's rows in the last k-tile (1..R)."""
    if g.R & (g.R - 1):
        raise PlanError(f"internal: k_tail needs power-of-two tile rows, got {g.R} B")
    return [f"s_add_u32 s[s_kbpad], s[s_kbytes], {g.R - 1}",
            f"s_and_b32 s[s_kbpad], s[s_kbpad], 0x{(~(g.R - 1)) & 0xFFFFFFFF:x}",
            "s_sub_u32 s[s_krem], s[s_kbytes], s[s_kbpad]", f"s_add_u32 s[s_krem], s[s_krem], {g.R}"]


def _batch_rebase(k: Base, g: Geometry, t: tuple) -> list:
    """batch: each base pointer += z x its batch stride x element bytes (64-bit: z x stride as lo / hi words,
    shifted): A, B, C by stride_a / _b / _c, scale_a by M, scale_b and bias by N ([batch, M] / [batch, N])."""
    strides = {"A": ("s[s_stride_a]", "s[s_stride_a+1]", g.ab // 8), "B": ("s[s_stride_b]", "s[s_stride_b+1]", g.bb // 8),
               "C": ("s[s_stride_c]", "s[s_stride_c+1]", g.ob)}
    if g.eight_bit:
        strides.update(scale_a=(str(k.s_M), None, 4), scale_b=("s[s_N]" if g.rtn else str(g.N), None, 4))
    if g.has_bias:
        strides["bias"] = ("s[s_N]" if g.rtn else str(g.N), None, g.ob)
    pair = f"s[{k.s_t.name}:{k.s_t.name}+1]"
    return batch_rebase("s[s_wg_z]", [((k.ptr[name].at(0), k.ptr[name].at(1)), lo, hi, esz)
                                      for name, (lo, hi, esz) in strides.items()], t, pair)


def _b_col(g: Geometry, lb) -> int:
    """B's offset of the next workgroup's columns: the layout at (tile_n, 0) (N: runtime: lb spans one workgroup's
    columns, so the layout over two of them), 0 with one workgroup column."""
    if g.rtn:
        return PL.b_preshuffle(2 * g.tn, g.kb_bytes)(g.tn, 0)
    return lb(g.tn, 0) if g.tn < g.N else 0


def _rt_soffsets(g: Geometry, lb, lb_per) -> list:
    """K: runtime: A's k-tile step R and B's 16 tkb from the fixed parts (over two k-tiles: no Kbytes in them), B's
    workgroup column offset wg_n x tile_n x 16-column pitch: the per_kbyte part's coefficient x s_kbytes."""
    fa, pa = PL.a_global_parts(g.tm, 2 * g.R)
    wide = g.rtn or g.tn < g.N                  # more than one workgroup column (N: runtime: maybe)
    fb, pb = PL.b_preshuffle_parts(2 * g.tn if g.rtn else g.N, 2 * g.tkb)
    if pa(g.R) or pb(0, g.tkb) or (fb(g.tn, 0) if wide else 0):
        raise PlanError("internal: a k-tile step depends on Kbytes or a column offset has a fixed part")
    coef = pb(g.tn, 0) if wide else 0
    init = (instr("s_mul_i32", "s[s_tmp]", g.b_kpitch, coef), instr("s_mul_i32", "s[s_b_off]", "s[s_wg_n]", "s[s_tmp]"))
    return [Soffset("s[s_a_koff]", fa(g.R), init="0"),
            Soffset("s[s_b_off]", fb(0, g.tkb), init_lines=init if coef else None, init="0")]


def soffsets(g: Geometry, lb, lb_per=None) -> tuple:
    """The soffsets: steps from the layouts (one k-tile along K, one workgroup along N), split-K origins."""
    N, tn, ob = g.N, g.tn, g.ob
    if g.rt:
        return tuple(_rt_soffsets(g, lb, lb_per)) + _epi_soffsets(g)
    a_step = Layout(g.ka_bytes, 1)(g.R)                   # A row-major: one k-tile = R bytes along K
    b_step = lb(0, g.tkb) if g.tkb < g.kb_bytes else 0    # preshuffled B at (n=0, k=tile_k bytes)
    split_a = split_b = split_s = 0
    if g.S > 1:      # split z starts at k-tile z nk: the layouts at (0, z nk k-tile bytes), linear in z
        split_a, split_b = Layout(g.ka_bytes, 1)(g.R * g.nk), lb(0, g.tkb * g.nk)
        if any(Layout(g.ka_bytes, 1)(g.R * g.nk * z) != z * split_a or lb(0, g.tkb * g.nk * z) != z * split_b
               for z in range(g.S)):
            raise PlanError("internal: the K origin of a split is not linear in the split index")
    soffs = [Soffset("s[s_a_koff]", a_step, init="0", split=split_a),
             Soffset("s[s_b_off]", b_step, init_mul=("s[s_wg_n]", _b_col(g, lb)), split=split_b)]
    if g.mx:
        if g.S > 1:  # split z's e8m0 scales start at its first K block (z nk tile_k / 32): the scale layout there
            split_s = _mx_split_span(g)
        soffs += [Soffset("s[s_sa_koff]", g.stile, init="0", split=split_s),
                  Soffset("s[s_sb_off]", g.stile, init_mul=("s[s_wg_n]", tn * g.srow), split=split_s)]
    if g.block:
        soffs += block_soffsets(g)
    return tuple(soffs) + _epi_soffsets(g)


def _epi_soffsets(g: Geometry) -> tuple:
    """The epilogue's per-column soffsets (C or the workspace, scale_b, bias): the workgroup's first column."""
    tn, ob = g.tn, g.ob
    epi_soffs = [("s[s_c_off]", c_lay_col(tn, ob))]     # C, or the f32 workspace (ob = 4)
    if g.eight_bit:
        epi_soffs.append(("s[s_e_off]", tn * 4))
    if g.has_bias:
        epi_soffs.append(("s[s_bias_off]", tn * ob))
    return tuple(Soffset(r, 0, epi=True, init_mul=("s[s_wg_n]", c)) for r, c in epi_soffs)


def block_soffsets(g: Geometry) -> list:
    """block128 soffsets: the k-tile's first K block (scale layouts at K block ksteps per k-tile) and, for scale_b,
    the workgroup's first 128-column block: tile_n a multiple of 128 -> wg_n x the layout at (tile_n / 128 blocks);
    tile_n | 128 -> (wg_n >> log2(128 / tile_n)) x the layout at one block (spec check: one or the other)."""
    lay_a = Layout((g.KB,), (4,))                             # a row of scale_a over K blocks
    lay_b = Layout((g.NB, g.KB), (4 * g.KB, 4))              # scale_b [ceil(N/128), K/128]
    step = lay_a(g.ksteps)
    if lay_b((0, g.ksteps)) != step:
        raise PlanError("internal: scale_a / scale_b K-block strides differ")
    if g.tn % SCALE_BLOCK_N == 0:
        col = (instr("s_mul_i32", "s[s_bsb_off]", "s[s_wg_n]", lay_b((g.tn // SCALE_BLOCK_N, 0))),)
    else:
        col = (instr("s_lshr_b32", "s[s_bsb_tmp]", "s[s_wg_n]", (SCALE_BLOCK_N // g.tn).bit_length() - 1),
               instr("s_mul_i32", "s[s_bsb_off]", "s[s_bsb_tmp]", lay_b((1, 0))))
    return [Soffset("s[s_bsa_koff]", step, init="0"), Soffset("s[s_bsb_off]", step, init_lines=col)]


def _mx_split_span(g: Geometry) -> int:
    """MX split-K: bytes from a row's first e8m0 scale to split z's, per z: the scale layout
    (flygen.isa.mx_scales.mx_scale_bytes) at block z nk tile_k / 32, checked whole blocks and linear in z (as the
    A / B origins)."""
    lay, blocks = mx_scale_bytes(g.K, 1, g.tk), g.nk * g.tk // SCALE_BLOCK
    if g.nk * g.tk % SCALE_BLOCK:
        raise PlanError(f"internal: a split's K range {g.nk * g.tk} is not whole {SCALE_BLOCK}-element scale blocks")
    span = lay((blocks, 0))
    if any(lay((blocks * z, 0)) != z * span for z in range(g.S)):
        raise PlanError("internal: the e8m0 scale origin of a split is not linear in the split index")
    return span
