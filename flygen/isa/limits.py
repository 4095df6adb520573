"""gfx950 resource limits (gfx950-reference.md §1, §5, §6). One table, used by planner and inspector."""

WAVE_SIZE = 64
MAX_WORKGROUP = 1024
VGPR_TOTAL = 512          # arch + acc, unified, per lane
ARCH_VGPRS = 256
ACC_VGPRS = 256
VGPR_GRANULE = 8
SGPR_ADDRESSABLE = 102    # s0..s101
SGPR_RESERVED = 6         # VCC, FLAT_SCRATCH, XNACK_MASK counted in .sgpr_count
SGPR_GRANULE = 8
LDS_BYTES = 163840        # per CU; one workgroup may take all of it
ICACHE_BYTES = 65536      # instruction cache, shared by 2 CUs (gfx950-reference §1)
LDS_BANKS = 64
LDS_BANK_BYTES = 4
MUBUF_OFFSET_MAX = 4095   # 12-bit; LLVM 22 silently truncates larger values
DS_OFFSET_MAX = 65535
GLOBAL_OFFSET_RANGE = (-4096, 4095)
WAVES_PER_SIMD_MAX = 8
SIMDS_PER_CU = 4
CUS = 256
# XCDs and the dispatch rule: MI355X has 8 XCDs of 32 CUs, each with its own 4 MiB L2 (ROCm gpu-arch-specs), and
# the dispatcher hands flat workgroup ids (x fastest: x + gx (y + gy z)) to the XCDs round-robin, id % 8 -> XCD.
# Sources: AMD's aiter `aiter/ops/triton/utils/pid_preprocessing.py` (remap_xcd: "indices are distributed to the
# XCDs in a round robin fashion", NUM_XCDS 8 "for MI300x and MI350"); composable_kernel PR #3652 (XCD remap:
# "workgroups are typically scheduled round-robin across XCDs"); iree-org/wave PR #1001 ("On MI350 the hardware
# assigns flat workgroup indices round robin to 8 XCD"). Not measured here (no GPU).
XCDS = 8


def xcd_of(flat_id):
    """The XCD a flat workgroup id is dispatched to (round-robin; works on ints and numpy arrays)."""
    return flat_id % XCDS


CLOCK_GHZ = 2.4           # MI355X peak engine clock
HBM_TBPS = 8.0
BUFFER_WORD3 = 0x00020000  # V# word 3: data_format = 32-bit (CK's value for gfx9)
# s_waitcnt counter maxima: the gfx9 SOPP s_waitcnt SIMM16 holds vmcnt in bits [3:0] and [15:14] (6 bits),
# expcnt in [6:4] (3 bits), lgkmcnt in [11:8] (4 bits). `llvm-mc-22 -triple=amdgcn -mcpu=gfx950 -show-encoding`:
# `s_waitcnt vmcnt(63) lgkmcnt(15)` -> [0x7f,0xcf,0x8c,0xbf] (SIMM16 0xcf7f, every field full), while vmcnt(64)
# and lgkmcnt(16) are "too large value". A wait names how many operations may stay outstanding, so a count
# above the maximum cannot be asked for, and no more than VMCNT_MAX (LGKMCNT_MAX) loads are trackable apart.
VMCNT_MAX = 63
LGKMCNT_MAX = 15
EXPCNT_MAX = 7


def align(x: int, a: int) -> int:
    return -(-x // a) * a


def vgpr_total(arch: int, acc: int) -> tuple[int, int]:
    """(accum_offset, total unified VGPRs) per §6: AGPRs start at accum_offset (multiple of 4, >= 4)."""
    if acc == 0:
        return max(4, align(arch, 4)), max(4, align(arch, 4))
    off = max(4, align(arch, 4))
    return off, off + acc


def workgroup_waves_per_simd(waves_per_wg: int) -> int:
    """Waves of one workgroup that share a SIMD: all waves of a workgroup are resident on one CU at once (its
    barrier needs them), spread over the 4 SIMDs, so ceil(W / 4) of them sit on one SIMD (LLVM AMDGPUBaseInfo
    getWavesPerEUForWorkGroup = divideCeil(waves per workgroup, EUs per CU); its MC test
    attr-amdgpu-flat-work-group-size.ll: 2048 work-items on fiji leave NumVGPRsForWavesPerEU 32 = 256 / 8)."""
    return -(-max(waves_per_wg, 1) // SIMDS_PER_CU)


def vgpr_budget(waves_per_wg: int) -> int:
    """Most unified VGPRs (arch + acc, allocated in granules of 8) one wave of a W-wave workgroup may hold so
    that the workgroup launches: the SIMD's 512 registers per lane shared by ceil(W / 4) waves (LLVM
    getMaxNumVGPRs(WavesPerEU) = alignDown(total / WavesPerEU, granule))."""
    return VGPR_TOTAL // workgroup_waves_per_simd(waves_per_wg) // VGPR_GRANULE * VGPR_GRANULE


def launch_problems(*, arch_vgprs: int, agprs: int, accum_offset: int | None, total_vgprs: int, sgprs: int,
                    lds_bytes: int, workgroup_size: int) -> list[str]:
    """Why a code object with these resources cannot launch on gfx950 (empty list: it fits). One check, used by
    every planner (KernelPlan.check_limits, before the assembler), by `flygen inspect` and by the resource
    property test on what the code objects declare. `sgprs` counts next_free_sgpr (VCC etc. not included). Scratch is not a launch limit here: flygen plans have
    none (their descriptors enable no private segment), and the per-wave scratch ceiling is not verified."""
    out = []
    waves = -(-max(workgroup_size, 1) // WAVE_SIZE)
    if workgroup_size > MAX_WORKGROUP:
        out.append(f"workgroup of {workgroup_size} work-items exceeds {MAX_WORKGROUP}")
    if arch_vgprs > ARCH_VGPRS:
        out.append(f"{arch_vgprs} ArchVGPRs exceed {ARCH_VGPRS}")
    if agprs > ACC_VGPRS:
        out.append(f"{agprs} AccVGPRs exceed {ACC_VGPRS}")
    if agprs and accum_offset is not None and (accum_offset % 4 or not 4 <= accum_offset <= ARCH_VGPRS
                                               or accum_offset < arch_vgprs):
        out.append(f"accum_offset {accum_offset} is not a multiple of 4 in [max(4, {arch_vgprs}), {ARCH_VGPRS}]")
    alloc, budget = align(max(total_vgprs, 1), VGPR_GRANULE), vgpr_budget(waves)
    if alloc > budget:
        out.append(f"{total_vgprs} unified VGPRs per wave (allocated {alloc}) exceed the {budget} a wave can have in a "
                   f"workgroup of {waves} waves ({workgroup_waves_per_simd(waves)} of its waves share a "
                   f"SIMD's {VGPR_TOTAL})")
    if sgprs > SGPR_ADDRESSABLE:
        out.append(f"{sgprs} SGPRs exceed {SGPR_ADDRESSABLE}")
    if lds_bytes > LDS_BYTES:
        out.append(f"{lds_bytes} B of LDS per workgroup exceed the CU's {LDS_BYTES}")
    return out


def waves_per_simd(total_vgprs: int, sgprs: int = 0, lds_per_wg: int = 0, waves_per_wg: int = 1) -> int:
    """Occupancy per §6 (VGPR granule 8, LDS shared by resident workgroups)."""
    w = min(WAVES_PER_SIMD_MAX, VGPR_TOTAL // align(max(total_vgprs, 1), VGPR_GRANULE))
    if sgprs + SGPR_RESERVED > 100:
        w = min(w, 7)
    if lds_per_wg:
        wgs = LDS_BYTES // lds_per_wg
        w = min(w, max(1, wgs * waves_per_wg // SIMDS_PER_CU) if wgs else 0)
    return w


def occupancy(total_vgprs: int, sgprs: int, lds_bytes: int, workgroup_size: int) -> dict:
    """Waves per SIMD a kernel's resources allow, and which resource sets it (§6). `sgprs` counts VCC etc.
    (.sgpr_count). Whole workgroups only: a CU holds floor(4 * waves_per_simd / waves_per_wg) workgroups, so
    the resident waves per SIMD are rounded down to whole workgroups."""
    waves_wg = -(-max(workgroup_size, 1) // WAVE_SIZE)
    by = {
        "vgpr": waves_per_simd(total_vgprs),
        "sgpr": waves_per_simd(1, sgprs - SGPR_RESERVED),
        "lds": waves_per_simd(1, 0, lds_bytes, waves_wg) if lds_bytes else WAVES_PER_SIMD_MAX,
    }
    w = min(by.values())
    wgs_per_cu = (w * SIMDS_PER_CU) // waves_wg
    resident = min(w, wgs_per_cu * waves_wg // SIMDS_PER_CU) if wgs_per_cu else 0
    if resident < w:
        by["workgroup"] = resident
    limiter = min(by, key=lambda k: (by[k], list(by).index(k)))
    return {"waves_per_simd": resident, "waves_per_cu": resident * SIMDS_PER_CU,
            "workgroups_per_cu": wgs_per_cu, "waves_per_workgroup": waves_wg, "by": by,
            "limited_by": limiter if by[limiter] < WAVES_PER_SIMD_MAX else None}
