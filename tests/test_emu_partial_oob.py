"""Partly out-of-range multi-dword buffer accesses are chipset dependent on hardware: the emulator reports them as
`partial_oob` warnings (per active lane that straddles num_records), never as errors, and not for accesses that
are wholly in or wholly out of range, for single dwords, or for lanes switched off by EXEC."""
import numpy as np

from flygen.emu.launch import run_snippet
from flygen.emu.memory import Device

LANE = np.arange(64, dtype=np.uint32)


def _run(text, num_records, voff, waves=1, exec_lo=None, waive=()):
    dev = Device()
    buf = dev.upload(np.arange(64, dtype=np.uint32) + 1)

    def init(st):
        st.s[:, 8] = buf.addr & 0xFFFFFFFF
        st.s[:, 9] = (buf.addr >> 32) & 0xFFFF
        st.s[:, 10] = num_records
        st.s[:, 11] = 0x00020000
        st.v[:, 1] = voff
        st.v[:, 2], st.v[:, 3], st.v[:, 4], st.v[:, 5] = LANE + 100, LANE + 200, LANE + 300, LANE + 400
        if exec_lo is not None:
            st.s[:, 126], st.s[:, 127] = exec_lo, 0
    res = run_snippet(text, waves=waves, init=init, device=dev, waive=waive)
    return res, dev.download(buf, np.uint32)


def _partial(res):
    return [h for h in res.hazards if h.kind == "partial_oob"]


def test_straddling_load_is_a_warning_counted_per_wave():
    # 40 B in range: lane 4 of a dwordx4 at 16*lane reads bytes 64..79 (out), lane 2 bytes 32..47 (dwords 8, 9 in,
    # 10, 11 out) -> lane 2 straddles; lanes 0, 1 wholly in; lanes >= 3 wholly out
    res, _ = _run("buffer_load_dwordx4 v[10:13], v1, s[8:11], 0 offen\ns_waitcnt vmcnt(0)", 40, LANE * 16, waves=2)
    (h,) = _partial(res)
    assert (h.severity, h.line, h.count, h.wave) == ("warning", 1, 2, 0)
    assert not [x for x in res.hazards if x.severity == "error"]
    st = res.state
    # what the model returns (one of the possible hardware results): in-range dwords, zeros after
    assert list(st.v[0, 10:14, 2]) == [9, 10, 0, 0]


def test_no_warning_for_whole_accesses_or_single_dwords():
    # dwordx4 at 16*lane with 32 B in range: lanes 0, 1 wholly in, the rest wholly out
    res, _ = _run("buffer_load_dwordx4 v[10:13], v1, s[8:11], 0 offen\ns_waitcnt vmcnt(0)", 32, LANE * 16)
    assert not _partial(res) and any(h.kind == "oob_load" for h in res.hazards)
    res, _ = _run("buffer_load_dword v10, v1, s[8:11], 0 offen\ns_waitcnt vmcnt(0)", 6, LANE * 4)
    assert not _partial(res)                     # a dword is in or out; byte 4..7 with 6 B is simply out
    res, _ = _run("buffer_load_dwordx2 v[10:11], v1, s[8:11], 0 offen\ns_waitcnt vmcnt(0)", 256, LANE * 2)
    assert res.hazards == []


def test_inactive_straddling_lane_is_not_reported():
    # dwordx2 at 4*lane with 12 B: lane 2 (bytes 8..15) straddles; EXEC = lanes 0, 1 and 3.. only
    text = "buffer_load_dwordx2 v[10:11], v1, s[8:11], 0 offen\ns_waitcnt vmcnt(0)"
    res, _ = _run(text, 12, LANE * 4, exec_lo=0xFFFFFFFB)
    assert not _partial(res)
    res, _ = _run(text, 12, LANE * 4, exec_lo=0xFFFFFFFF)
    assert len(_partial(res)) == 1


def test_straddling_store_is_reported_and_waivable():
    text = "buffer_store_dwordx2 v[2:3], v1, s[8:11], 0 offen"
    # lane 1 writes bytes 8..15 with 12 B in range: dword 2 in, dword 3 out
    res, mem = _run(text, 12, LANE * 8)
    (h,) = _partial(res)
    assert h.severity == "warning" and "store" in h.text
    assert list(mem[:4]) == [100, 200, 3, 4]     # the model drops lane 1's whole store (lane 0 stored)
    res, _ = _run(text, 12, LANE * 8, waive=("partial_oob",))
    assert not _partial(res)


def test_partly_in_range_load_at_the_end_of_an_allocation_does_not_fault():
    # 5 dwords allocated, num_records = 20: a dwordx4 at byte 16 has one dword in range and three beyond the
    # allocation; the in-range dword is read, the rest are 0, and nothing outside the allocation is touched.
    import numpy as np
    from flygen.emu.launch import run_snippet
    from flygen.emu.memory import Device
    dev = Device()
    buf = dev.upload(np.arange(5, dtype=np.uint32) + 100)

    def init(st):
        st.s[0, 4], st.s[0, 5] = buf.addr & 0xFFFFFFFF, (buf.addr >> 32) & 0xFFFF
        st.s[0, 6], st.s[0, 7] = 20, 0x20000
        st.v[0, 1] = 16
    r = run_snippet("buffer_load_dwordx4 v[4:7], v1, s[4:7], 0 offen\ns_waitcnt vmcnt(0)", init=init, device=dev)
    assert list(r.state.v[0, 4:8, 0]) == [104, 0, 0, 0]
    assert "partial_oob" in {h.kind for h in r.hazards}
