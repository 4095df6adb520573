"""Raw vs structured buffers follow CDNA4 ISA §9.1.5.1 "Range Checking", not the V#'s stride (issue #30 item 1):
raw when AddTID == 0 && SwizzleEn == 0 && IdxEn == 0 (out of range when the access passes num_records -
soffset, per dword; gfx950-reference §4 for the soffset term), structured when AddTID == 0 && Stride != 0 &&
IdxEn == 1 (out of range when index >= num_records). aiter's V#s carry stride 4 and load with `offen` and no
`idxen`: raw buffers. The old rule (`stride == 0` means raw) checked only index 0 < num_records there: the
stride-4 cases below fail under it. V#s the ISA names no check for, or whose addressing is not modelled
(AddTID, swizzled, idxen with stride 0), are refused."""
import numpy as np
import pytest

from flygen.emu.launch import run_snippet
from flygen.emu.memory import Device
from flygen.errors import EmulatorError

WORDS = 1024


def _run(text, num, stride=0, voff=0, index=0, soff=0, word3=0x00020000, swizzle=False):
    dev = Device()
    buf = dev.upload(np.arange(WORDS, dtype=np.uint32) + 1)

    def init(st):
        st.s[:, 8] = buf.addr & 0xFFFFFFFF
        st.s[:, 9] = ((buf.addr >> 32) & 0xFFFF) | (stride << 16) | (int(swizzle) << 31)
        st.s[:, 10] = num
        st.s[:, 11] = word3
        st.s[:, 12] = soff
        st.v[:, 1] = index
        st.v[:, 2] = voff
        st.v[:, 3] = 0xAB
        st.v[:, 20:24] = 0xDEAD
    res = run_snippet(text + "\ns_waitcnt vmcnt(0)", init=init, device=dev)
    return res, dev.download(buf, np.uint32)


@pytest.mark.parametrize("stride", [0, 4, 16])
@pytest.mark.parametrize("delta,inside", [(-4, True), (0, True), (4, False)])
def test_offen_only_is_raw_whatever_the_stride(stride, delta, inside):
    num = 2048
    voff = num - 8 + delta                               # dwordx2 ending at the bound + delta
    res, _ = _run("buffer_load_dwordx2 v[20:21], v2, s[8:11], 0 offen", num, stride, voff=voff)
    got = [int(x) for x in res.state.v[0, 20:22, 0]]
    first = voff // 4
    assert got == [first + 1 if (first + 1) * 4 <= num else 0, first + 2 if inside else 0]


def test_raw_stride4_counts_soffset_and_inst_offset():
    # aiter's prefetch one byte past B: num_records = bytes, stride 4, the last dword starts at num_records
    # (byte soff + voff + 16: 1000 is past the end, 996 is the last dword)
    res, _ = _run("buffer_load_dword v20, v2, s[8:11], s12 offen offset:16", 1000, 4, voff=1000 - 512 - 16, soff=512)
    assert int(res.state.v[0, 20, 0]) == 0
    res, _ = _run("buffer_load_dword v20, v2, s[8:11], s12 offen offset:16", 1000, 4, voff=996 - 512 - 16, soff=512)
    assert int(res.state.v[0, 20, 0]) == 996 // 4 + 1


def test_raw_stride4_store_and_atomic_past_the_end_are_dropped():
    _, mem = _run("buffer_store_dword v3, v2, s[8:11], 0 offen", 400, 4, voff=400)
    assert mem[100] == 101
    _, mem = _run("buffer_store_dword v3, v2, s[8:11], 0 offen", 400, 4, voff=396)
    assert mem[99] == 0xAB
    _, mem = _run("buffer_atomic_add v3, v2, s[8:11], 0 offen", 400, 4, voff=400)
    assert mem[100] == 101


@pytest.mark.parametrize("index,inside", [(9, True), (10, False)])
def test_structured_checks_the_index_not_the_offset(index, inside):
    # stride 16, 10 records: index 9 with an offset far past its record is in range (the ISA checks the index)
    res, _ = _run("buffer_load_dword v20, v[1:2], s[8:11], 0 idxen offen", 10, 16, voff=100, index=index)
    want = (index * 16 + 100) // 4 + 1 if inside else 0
    assert int(res.state.v[0, 20, 0]) == want


@pytest.mark.parametrize("kw, what", [
    (dict(word3=0x00020000 | 1 << 23), "add_tid=1"),
    (dict(swizzle=True), "swizzle_en=1"),
])
def test_unmodelled_vsharp_kinds_are_refused(kw, what):
    with pytest.raises(EmulatorError, match=what):
        _run("buffer_load_dword v20, v2, s[8:11], 0 offen", 64, 4, **kw)


def test_idxen_with_stride_zero_is_refused():
    with pytest.raises(EmulatorError, match=r"stride=0, idxen=1 is neither a raw nor a structured buffer"):
        _run("buffer_load_dword v20, v1, s[8:11], 0 idxen", 64, 0)
