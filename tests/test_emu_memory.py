"""Memory: sparse device memory (>4 GiB), buffer out-of-range rules, global, LDS, LDS DMA, atomics."""
import numpy as np
import pytest

from flygen.emu.launch import run_snippet
from flygen.emu.memory import Device
from flygen.errors import EmulatorError

LANE = np.arange(64, dtype=np.uint32)


def _vdesc(st, base_sgpr, addr, num_records, word3=0x00020000):
    st.s[0, base_sgpr] = addr & 0xFFFFFFFF
    st.s[0, base_sgpr + 1] = (addr >> 32) & 0xFFFF
    st.s[0, base_sgpr + 2] = num_records
    st.s[0, base_sgpr + 3] = word3


def test_sparse_memory_over_4gib():
    dev = Device()
    big = dev.alloc(5 << 30)                       # 5 GiB, never materialised
    far = big.addr + (9 << 29)                      # 4.5 GiB in
    dev.write(far, np.arange(4, dtype=np.uint8))
    assert list(dev.read(far, 4)) == [0, 1, 2, 3]
    assert dev.resident_bytes < (1 << 20)
    with pytest.raises(EmulatorError, match="memory fault"):
        dev.read(big.addr + (5 << 30), 4)


def test_global_store_above_4gib_from_kernel():
    dev = Device()
    big = dev.alloc(5 << 30)
    target = big.addr + (9 << 29)

    def init(st):
        st.s[0, 4], st.s[0, 5] = target & 0xFFFFFFFF, target >> 32
        st.v[0, 1] = LANE * 4
        st.v[0, 2] = LANE + 100
    run_snippet("global_store_dword v1, v2, s[4:5] offset:8", init=init, device=dev)
    assert np.array_equal(dev.read(target + 8, 256).view(np.uint32), LANE + 100)


def test_buffer_load_out_of_range_reads_zero_per_dword():
    dev = Device()
    buf = dev.upload(np.arange(16, dtype=np.uint32) + 1)

    def init(st):
        _vdesc(st, 8, buf.addr, 12)              # 3 dwords in range
        st.v[0, 1] = LANE * 4
    res = run_snippet("buffer_load_dword v2, v1, s[8:11], 0 offen\n"
                      "buffer_load_dwordx2 v[4:5], v1, s[8:11], 0 offen offset:4\ns_waitcnt vmcnt(0)",
                      init=init, device=dev)
    st = res.state
    assert list(st.v[0, 2, :5]) == [1, 2, 3, 0, 0]
    # lane 0 reads bytes 4..11 (both in range); lane 1 bytes 8..15: first dword in, second out -> 0
    assert (st.v[0, 4, 0], st.v[0, 5, 0]) == (2, 3)
    assert (st.v[0, 4, 1], st.v[0, 5, 1]) == (3, 0)
    assert (st.v[0, 4, 2], st.v[0, 5, 2]) == (0, 0)
    assert any(h.kind == "oob_load" and h.severity == "info" for h in res.hazards)


def test_buffer_store_out_of_range_dropped_and_sentinel_idiom():
    dev = Device()
    buf = dev.upload(np.zeros(64, np.uint32))

    def init(st):
        _vdesc(st, 8, buf.addr, 16)
        st.v[0, 1] = np.where(LANE % 2 == 0, LANE * 4, 0x80000000)   # odd lanes masked by the sentinel
        st.v[0, 2] = LANE + 1
    res = run_snippet("buffer_store_dword v2, v1, s[8:11], 0 offen", init=init, device=dev)
    got = dev.download(buf, np.uint32)
    assert list(got[:6]) == [1, 0, 3, 0, 0, 0] and not got[4:].any()
    assert [h.kind for h in res.hazards] == ["oob_store"]


def test_ubyte_ushort_and_d16_hi():
    dev = Device()
    buf = dev.upload(np.array([0x80FF, 0x1234], np.uint16))

    def init(st):
        _vdesc(st, 8, buf.addr, 4)
        st.v[0, 1] = 0
        st.v[0, 5] = 0xAAAA5555
    st = run_snippet("buffer_load_ubyte v2, v1, s[8:11], 0 offen offset:1\n"
                     "buffer_load_sshort v3, v1, s[8:11], 0 offen\n"
                     "buffer_load_short_d16_hi v5, v1, s[8:11], 0 offen offset:2\ns_waitcnt vmcnt(0)",
                     init=init, device=dev).state
    assert (st.v[0, 2, 0], st.v[0, 3, 0], st.v[0, 5, 0]) == (0x80, 0xFFFF80FF, 0x12345555)


def test_lds_write_read_and_read2():
    def init(st):
        st.v[0, 1] = LANE * 8
        st.v[0, 2] = LANE
        st.v[0, 3] = LANE + 1000
    st = run_snippet("ds_write_b64 v1, v[2:3] offset:16\ns_waitcnt lgkmcnt(0)\n"
                     "ds_read_b32 v4, v1 offset:20\nds_read2_b32 v[6:7], v1 offset0:4 offset1:5\n"
                     "s_waitcnt lgkmcnt(0)", init=init, lds_bytes=1024).state
    assert np.array_equal(st.v[0, 4], LANE + 1000)
    assert np.array_equal(st.v[0, 6], LANE) and np.array_equal(st.v[0, 7], LANE + 1000)


def test_lds_dma_lane_order_at_m0():
    dev = Device()
    buf = dev.upload(np.arange(64, dtype=np.uint32) * 7)

    def init(st):
        _vdesc(st, 8, buf.addr, 256)
        st.v[0, 1] = (63 - LANE) * 4           # lane t reads element 63-t
        st.v[0, 2] = LANE * 4
    st = run_snippet("s_mov_b32 m0, 256\ns_nop 0\nbuffer_load_dword v1, s[8:11], 0 offen offset:0 lds\n"
                     "s_waitcnt vmcnt(0)\nds_read_b32 v3, v2 offset:256\ns_waitcnt lgkmcnt(0)",
                     init=init, device=dev, lds_bytes=512).state
    assert np.array_equal(st.v[0, 3], (63 - LANE) * 7)


@pytest.mark.parametrize("op, size", [("buffer_load_ubyte", 1), ("buffer_load_ushort", 2),
                                      ("buffer_load_dword", 4), ("buffer_load_dwordx3", 12),
                                      ("buffer_load_dwordx4", 16)])
def test_lds_dma_lane_slot_is_4_bytes_up_to_a_dword_and_16_above(op, size):
    """ISA §9.1.9 / LLVM AMDGPUDMAOperations.md: lane t's data at M0 + 4t (sizes <= 4 B) or M0 + 16t (12, 16 B);
    bytes of a slot the lane does not load are left as they were (0xAA here)."""
    dev = Device()
    src = np.arange(64 * 16, dtype=np.uint32).view(np.uint8)[: 64 * 16].copy()
    buf = dev.upload(src)

    def init(st):
        _vdesc(st, 8, buf.addr, src.size)
        st.v[0, 1] = LANE * size                     # lane t reads bytes [t*size, (t+1)*size)
        st.lds[0, :] = 0xAA
    st = run_snippet(f"s_mov_b32 m0, 64\ns_nop 0\n{op} v1, s[8:11], 0 offen lds\ns_waitcnt vmcnt(0)",
                     init=init, device=dev, lds_bytes=64 + 64 * 16 + 64).state
    slot = 4 if size <= 4 else 16
    want = np.full(64 + 64 * 16 + 64, 0xAA, np.uint8)
    for t in range(64):
        want[64 + t * slot: 64 + t * slot + size] = src[t * size:(t + 1) * size]
    assert np.array_equal(st.lds[0, :want.size], want)


def test_ds_read_tr_b16_documented_rule():
    # UNVERIFIED semantics (reference §3): an M-contiguous 16(M) x 4(K) block of b16; lane j addresses
    # M = 4*(j%4)..+3 at K = j//4; afterwards lane t holds M = t%16, K = 0..3.
    def init(st):
        m = np.arange(16)[:, None]
        k = np.arange(4)[None, :]
        tile = (m * 100 + k).astype(np.uint16)            # element (m, k)
        flat = np.zeros(64, np.uint16)
        flat[(m + 16 * k).reshape(-1)] = tile.reshape(-1)  # address of (m, k) = 2*(m + 16k)
        st.lds[0, :128] = flat.view(np.uint8)
        j = LANE % 16
        st.v[0, 1] = 2 * (4 * (j % 4) + 16 * (j // 4))
    st = run_snippet("ds_read_b64_tr_b16 v[2:3], v1\ns_waitcnt lgkmcnt(0)", init=init, lds_bytes=256).state
    t = np.arange(64) % 16
    vals = np.stack([st.v[0, 2] & 0xFFFF, st.v[0, 2] >> 16, st.v[0, 3] & 0xFFFF, st.v[0, 3] >> 16], 1)
    assert np.array_equal(vals, t[:, None] * 100 + np.arange(4)[None, :])


def test_atomic_add_f32_and_pk_add_bf16():
    dev = Device()
    buf = dev.upload(np.array([1.5, 0.0], np.float32))
    bfb = dev.upload(np.array([0x3F80, 0x4000], np.uint16))     # bf16 1.0, 2.0

    def init(st):
        _vdesc(st, 8, buf.addr, 8)
        _vdesc(st, 12, bfb.addr, 4)
        st.v[0, 1] = 0                                   # every lane hits element 0
        st.v[0, 2] = np.float32(0.25).view(np.uint32)
        st.v[0, 3] = 0x3F803F80                          # bf16 (1.0, 1.0)
    run_snippet("buffer_atomic_add_f32 v2, v1, s[8:11], 0 offen\n"
                "buffer_atomic_pk_add_bf16 v3, v1, s[12:15], 0 offen\ns_waitcnt vmcnt(0)", init=init, device=dev)
    assert dev.download(buf, np.float32)[0] == 1.5 + 64 * 0.25
    # 1.0 + 64*1.0 = 65 and 2.0 + 64 = 66 are exact in bf16 (8 significant bits)
    assert list(dev.download(bfb, np.uint16)) == [0x4282, 0x4284]
