"""The raw-buffer range check counts soffset (gfx950-reference §4: rocjitsu ROCm/rocm-systems#10928, LLVM #207796,
rocMLIR #678, Triton Gluon cdna4 buffer docs): a dword of an access at voffset + inst_offset is in range when it
ends at or before num_records - soffset (saturating at 0); only voffset + inst_offset wraps at 32 bits. Checked
for every MUBUF form the emulator models: loads x1..x4 and sub-dword, stores, LDS DMA, atomics (all or nothing),
each at one byte short / exact / one byte over the bound, with soffset large and num_records tight."""
import numpy as np
import pytest

from flygen.emu.launch import run_snippet
from flygen.emu.memory import Device

WORDS = 2048                                # 8 KiB buffer, word i holds i + 1


def _run(text, num_records, soff, voff, lds_bytes=0, m0=0):
    dev = Device()
    buf = dev.upload(np.arange(WORDS, dtype=np.uint32) + 1)

    def init(st):
        st.s[:, 8] = buf.addr & 0xFFFFFFFF
        st.s[:, 9] = (buf.addr >> 32) & 0xFFFF
        st.s[:, 10] = num_records
        st.s[:, 11] = 0x00020000
        st.s[:, 12] = soff
        st.s[:, 124] = m0
        st.v[:, 1] = voff
        for j in range(4):
            st.v[:, 2 + j] = 0xAA00 + j
        st.v[:, 20:24] = 0xDEAD
    res = run_snippet(text + "\ns_waitcnt vmcnt(0)", init=init, device=dev, lds_bytes=lds_bytes)
    return res, dev.download(buf, np.uint32)


# (suffix, bytes) for loads; the lane-0 access sits at byte soff + voff with voff = bound - bytes + delta
LOADS = [("dword", 4), ("dwordx2", 8), ("dwordx3", 12), ("dwordx4", 16)]


@pytest.mark.parametrize("soff", [0, 4096, 6000])
@pytest.mark.parametrize("suffix,nbytes", LOADS)
@pytest.mark.parametrize("delta", [-4, 0, 4])
def test_load_bound_includes_soffset(soff, suffix, nbytes, delta):
    num = 6144 + 64                                  # tight: 6208 B of the 8 KiB allocation
    voff = num - soff - nbytes + delta               # delta 0: the access ends exactly at the bound
    ndw = nbytes // 4
    res, _ = _run(f"buffer_load_{suffix} v[20:{19 + ndw}], v1, s[8:11], s12 offen", num, soff, voff)
    got = [int(x) for x in res.state.v[0, 20:20 + ndw, 0]]
    first = (soff + voff) // 4
    want = [first + j + 1 if 4 * (first + j + 1) <= num else 0 for j in range(ndw)]
    assert got == want
    # the old rule (soffset outside the check) would have read all dwords whenever voff + bytes <= num
    if delta > 0 and soff:
        assert got[-1] == 0


@pytest.mark.parametrize("delta,expect_in", [(-1, True), (0, True), (1, False)])
def test_sub_dword_load_one_byte_short_exact_over(delta, expect_in):
    soff, num = 5000, 5200
    voff = num - soff - 2 + delta                    # ushort ending at bound + delta
    res, _ = _run("buffer_load_ushort v20, v1, s[8:11], s12 offen", num, soff, voff)
    byte = soff + voff
    word = np.arange(WORDS, dtype=np.uint32) + 1
    want = int(word.view(np.uint8)[byte]) | int(word.view(np.uint8)[byte + 1]) << 8
    assert int(res.state.v[0, 20, 0]) == (want if expect_in else 0)


def test_soffset_beyond_num_records_saturates_to_everything_out():
    res, _ = _run("buffer_load_dword v20, v1, s[8:11], s12 offen", 256, 300, 0)
    assert int(res.state.v[0, 20, 0]) == 0          # num - soff saturates at 0: nothing is in range
    res, _ = _run("buffer_load_dword v20, off, s[8:11], s12", 256, 252, 0)
    assert int(res.state.v[0, 20, 0]) == 64          # 252 + 4 <= 256: the last dword


def test_inst_offset_counts_toward_the_bound():
    # voffset 0, offset:4092, soffset 100: the dword is bytes 4192..4195, in range iff num_records >= 4196
    for num, want in ((4196, 4192 // 4 + 1), (4195, 0)):
        res, _ = _run("buffer_load_dword v20, v1, s[8:11], s12 offen offset:4092", num, 100, 0)
        assert int(res.state.v[0, 20, 0]) == want


def test_voffset_plus_inst_offset_wraps_at_32_bits():
    # voffset 0xFFFFFFFC + offset:8 wraps to 4: reads word 1 (value 2), not 4 GiB away
    res, _ = _run("buffer_load_dword v20, v1, s[8:11], 0 offen offset:8", 64, 0, 0xFFFFFFFC)
    assert int(res.state.v[0, 20, 0]) == 2


def test_sentinel_stays_out_of_range_with_soffset():
    res, _ = _run("buffer_load_dwordx4 v[20:23], v1, s[8:11], s12 offen", 0x7FFFFFF0, 4096, 0x80000000)
    assert [int(x) for x in res.state.v[0, 20:24, 0]] == [0, 0, 0, 0]


@pytest.mark.parametrize("delta", [-4, 0, 4])
def test_store_bound_includes_soffset(delta):
    soff, num = 4000, 4064
    voff = num - soff - 8 + delta
    _, mem = _run("buffer_store_dwordx2 v[2:3], v1, s[8:11], s12 offen", num, soff, voff)
    first = (soff + voff) // 4
    stored = [int(x) for x in mem[first:first + 2]]
    if delta <= 0:
        assert stored == [0xAA00, 0xAA01]
    else:                                            # partly out: the model drops the whole store
        assert stored == [first + 1, first + 2]


@pytest.mark.parametrize("delta", [0, 4])
def test_atomic_all_or_nothing_with_soffset(delta):
    soff, num = 3000, 3100
    voff = num - soff - 4 + delta
    res, mem = _run("buffer_atomic_add v2, v1, s[8:11], s12 offen sc0", num, soff, voff)
    w = (soff + voff) // 4
    if delta == 0:
        assert int(mem[w]) == w + 1 + 64 * 0xAA00 and int(res.state.v[0, 2, 0]) == w + 1
    else:
        assert int(mem[w]) == w + 1 and int(res.state.v[0, 2, 0]) == 0   # dropped, returns 0


def test_lds_dma_out_of_range_lanes_write_zeros():
    # lane t reads 16 B at soff + 16 t; bound num - soff = 64 B -> lanes 0..3 in, the rest write zeros to LDS
    soff, num = 2048, 2048 + 64
    text = "buffer_load_dwordx4 v1, s[8:11], s12 offen lds"
    dev_res, _ = _run(text, num, soff, np.arange(64, dtype=np.uint32) * 16, lds_bytes=1024)
    lds = dev_res.state.lds[0].view(np.uint32)
    base = soff // 4
    assert [int(x) for x in lds[:16]] == [base + j + 1 for j in range(16)]
    assert not lds[16:256].any()
