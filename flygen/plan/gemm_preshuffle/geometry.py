"""gemm_preshuffle step 1: validate one configuration and one register placement and derive every number into a
frozen `Geometry`: the MFMA atom, byte runs, tiles, k-tiles, LDS bytes, split-K and scale blocks."""
from __future__ import annotations

from dataclasses import dataclass

from flygen.errors import PlanError, ResourceLimit
from flygen.isa import limits
from flygen.isa.dtypes import bytes_of
from flygen.isa.mfma import dense_mfma, f8f6f4_mods, mx_mfma
from flygen.isa.mx_scales import mx_scale_row_bytes
from flygen.plan import preshuffle_layouts as PL
from flygen.plan.kernel import loop_trips
from flygen.spec.gemm_fp8 import runtime_k
from flygen.spec.gemm_preshuffle import (SCALE_BLOCK_K, SCALE_BLOCK_N, WAVES_N, a_bits, b_bits, block_scaled,
                                         k_tail, runtime_n, splits)


@dataclass(frozen=True)
class Geometry:
    group_m: int              # workgroup-M grouping (flygen/plan/wg_order.py)
    xcd: bool                 # wg_remap: xcd
    mx: bool                  # MX operands (e8m0 block scales in the MFMA)
    N: int
    K: int
    tm: int
    tn: int
    tk: int
    stages: int               # LDS stages of A
    async_a: bool             # A by LDS DMA (else global -> VGPR -> ds_write)
    b_agpr: bool              # placement: the B fragments in AGPRs
    a_ring: int               # placement: A fragment ring of S units (0: own registers)
    b_single: bool            # placement: one B buffer, each load after the MFMAs that free it
    acc_agpr: bool            # placement (block128): the scaled accumulators in AGPRs
    S: int                    # split-K: S K ranges of nk k-tiles each (grid z), f32 / i32 partials out
    mode: str                 # split-K reduction: deterministic | atomic ("" unsplit)
    ab: int                   # A / B element bits
    bb: int
    ob: int                   # output bytes per element (split-K: 4)
    ws_dtype: str
    atom: object
    mods: str                 # MX: the f8f6f4 format modifiers
    runs_b: object            # byte runs of the MFMA A operand (B fragment) / B operand (A fragment)
    runs_a: object
    block: bool               # scale block128: f32 scales per 128-K block, applied in the loop
    eight_bit_in: bool
    eight_bit: bool           # fp8 / int8 per-row / per-column scales in this kernel's epilogue
    has_bias: bool
    ka_bytes: int             # bytes of a row of A / of B along K
    kb_bytes: int
    R: int                    # A tile row bytes
    tkb: int                  # B bytes per column per k-tile
    ksteps: int               # MFMA steps per k-tile
    nk: int                   # k-tiles (per split)
    nm: int                   # m atoms per wave, columns per wave, n atoms per wave
    wn: int
    nn: int
    P: int                    # LDS row pitch of A
    TB: int                   # LDS bytes of one A stage
    D: int                    # MX: e8m0 dwords per row per k-tile
    KB: int = 0               # block128: K blocks and 128-column B blocks
    NB: int = 0
    srow: int = 0             # MX: e8m0 bytes per row, and per k-tile
    stile: int = 0
    rt: bool = False          # K: runtime: K, ka_bytes, kb_bytes, nk are None (run-time: s_kbytes)
    rtn: bool = False         # N: runtime: N is None (run-time: s_N, C's pitch s_cpitch)
    rlda: bool = False        # lda: runtime: A's row pitch lda x esize (s_apitch), not K's
    rldc: bool = False        # ldc: runtime: C's row pitch ldc x out bytes (s_cpitch), not N's
    batch: bool = False       # grid z = batch; A / B / C / scales rebased by z x their batch strides
    kt: bool = False          # k_tail: a ragged last k-tile (A chunks past K out of range; B padded to whole k-tiles)
    nl: int = 0               # the N extent the tile layouts are built over: N, or tile_n with N: runtime (every
                              # layout indexes one workgroup's columns; its column offset is in soffset)

    @property
    def b_kpitch(self) -> str:
        """K: runtime: the SGPR of B's K bytes per column (its preshuffle's run-time stride): K x esize, or with
        k_tail K padded to whole k-tiles (the host preshuffles B over the padded K)."""
        return "s[s_kbpad]" if self.kt else "s[s_kbytes]"


def geometry(p, place) -> Geometry:
    """Validate the configuration and derive every number. `place` is the register placement tried
    (gemm_preshuffle.placements)."""
    S, mx = splits(p), p["in_dtype"] == "mx"
    atom = mx_mfma(p["mx_b"], p["mx_a"]) if mx else dense_mfma(p["in_dtype"])     # swapped: MFMA A = B fragment
    runs_b, runs_a = PL.byte_runs(atom, "a"), PL.byte_runs(atom, "b")
    # the epilogue of a split-K kernel (scales, bias, activation) is applied by NAME_reduce after the sum, not here
    block = block_scaled(p)
    eight_bit_in = p["in_dtype"] in ("fp8", "int8") and not block
    N, K, tm, tn, tk, async_a = p["N"], p["K"], p["tile_m"], p["tile_n"], p["tile_k"], p["a_path"] == "async"
    ab, bb = a_bits(p), b_bits(p)
    R, ksteps = tk * ab // 8, tk // atom.k
    rt = runtime_k(p)         # K: runtime (dense, sync A, no split-K: flygen.spec.gemm_preshuffle.check)
    K, rtn = None if rt else K, runtime_n(p)
    N = None if rtn else N
    nk = None if rt else loop_trips(K // tk // S, "K", "K / tile_k / split_k k-tiles per split")
    # LDS row pitch: R, except async A with rows that are not a power of two (fp6/bf6: 96 or 192 B): LDS DMA
    # lands 16 B per lane densely, so the planner's swizzle-on-the-source law needs power-of-two rows; the
    # tile is then copied with rows padded to the next power of two (the pad chunks hold bytes of the next
    # k-tile or of the next row, or read 0 past the end, and no fragment read touches them)
    P = 1 << (R - 1).bit_length() if async_a else R
    blocks = {}
    if block:                                 # K blocks of 128 (one MFMA step each) and 128-column B blocks
        if atom.k != SCALE_BLOCK_K:
            raise PlanError(f"internal: block128 needs one MFMA step per {SCALE_BLOCK_K}-K block, got {atom.k}")
        blocks = {"KB": K // SCALE_BLOCK_K, "NB": -(-N // SCALE_BLOCK_N)}
    if mx:                                    # e8m0 bytes per row, and per k-tile (flygen.isa.mx_scales)
        blocks = {"srow": mx_scale_row_bytes(K, tk), "stile": mx_scale_row_bytes(tk, tk)}
    if p["lds_stage"] * tm * P > limits.LDS_BYTES:
        raise ResourceLimit(f"tile_m x tile_k x lds_stage = {p['lds_stage'] * tm * P} B of LDS exceeds {limits.LDS_BYTES}")
    wn = tn // WAVES_N
    return Geometry(
        group_m=p.get("group_m", 1), xcd=p.get("wg_remap", "none") == "xcd", mx=mx, N=N, K=K, tm=tm, tn=tn, tk=tk,
        stages=p["lds_stage"], async_a=async_a, b_agpr=place["b_agpr"], a_ring=place["a_ring"],
        b_single=place["b_single"], acc_agpr=place.get("acc_agpr", False), S=S,
        mode=p.get("split_k_reduce", "deterministic") if S > 1 else "", ab=ab, bb=bb,
        ob=bytes_of(p["out_dtype"]) if S == 1 else 4, ws_dtype="i32" if p["in_dtype"] == "int8" else "f32",
        atom=atom, mods=f8f6f4_mods(atom) if mx else "", runs_b=runs_b, runs_a=runs_a, block=block,
        eight_bit_in=eight_bit_in, eight_bit=eight_bit_in and S == 1, has_bias=p["epilogue"] != "none" and S == 1,
        ka_bytes=None if rt else K * ab // 8, kb_bytes=None if rt else K * bb // 8, rt=rt, rtn=rtn, kt=k_tail(p),
        nl=tn if rtn else N, batch=bool(p.get("batch")),
        rlda=p.get("lda") == "runtime", rldc=p.get("ldc") == "runtime", R=R, tkb=tk * bb // 8, ksteps=ksteps, nk=nk, nm=tm // 16,
        wn=wn, nn=wn // 16, P=P, TB=tm * P, D=-(-ksteps // 4), **blocks)
