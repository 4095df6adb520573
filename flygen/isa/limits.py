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
CLOCK_GHZ = 2.4           # MI355X peak engine clock
HBM_TBPS = 8.0
BUFFER_WORD3 = 0x00020000  # V# word 3: data_format = 32-bit (CK's value for gfx9)


def align(x: int, a: int) -> int:
    return -(-x // a) * a


def vgpr_total(arch: int, acc: int) -> tuple[int, int]:
    """(accum_offset, total unified VGPRs) per §6: AGPRs start at accum_offset (multiple of 4, >= 4)."""
    if acc == 0:
        return max(4, align(arch, 4)), max(4, align(arch, 4))
    off = max(4, align(arch, 4))
    return off, off + acc


def waves_per_simd(total_vgprs: int, sgprs: int = 0, lds_per_wg: int = 0, waves_per_wg: int = 1) -> int:
    """Occupancy per §6 (VGPR granule 8, LDS shared by resident workgroups)."""
    w = min(WAVES_PER_SIMD_MAX, VGPR_TOTAL // align(max(total_vgprs, 1), VGPR_GRANULE))
    if sgprs + SGPR_RESERVED > 100:
        w = min(w, 7)
    if lds_per_wg:
        wgs = LDS_BYTES // lds_per_wg
        w = min(w, max(1, wgs * waves_per_wg // SIMDS_PER_CU) if wgs else 0)
    return w
