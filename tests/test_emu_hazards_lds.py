"""LDS races with accesses still in flight across s_barrier (happens-before over lgkmcnt / vmcnt retirement).

Each kernel runs 2 waves of one workgroup; s20 holds the wave index (preset), so the two waves take
different branches. Expected verdicts are hand-derived from the rule (a write on one side of the pair):
- A retired (s_waitcnt) before an s_barrier that B's wave passed before issuing B: ordered, nothing reported;
- A a DS op issued before that barrier but retired after it, B a DS op: ordered on hardware (LDS ops of all
  waves are in one total order, LLVM SIMemoryLegalizer), the warning `lds_unretired`;
- A and B in the same epoch (no barrier between), or an LDS DMA on either side not retired (LLVM #142018):
  `lds_race`, an error.
The second half checks the emulator against a tiny independent reference evaluator of that rule on random
two-wave programs.
"""
from __future__ import annotations

import numpy as np
from hypothesis import given, settings, strategies as hs

from flygen.emu.launch import run_snippet
from flygen.emu.memory import Device

TWO = """s_cmp_eq_u32 s20, 0
s_cbranch_scc0 .Lw1
{w0}
s_branch .Lend
.Lw1:
{w1}
.Lend:
s_waitcnt vmcnt(0) lgkmcnt(0)"""


def _init(extra=None):
    def init(st):
        st.s[:, 20] = np.arange(st.W)          # wave index
        st.v[:, 2] = np.arange(64) * 4         # this lane's dword (bytes 0..255)
        st.v[:, 3] = (7 + np.arange(st.W))[:, None]    # waves write different values (see lds_same_value)
        if extra:
            extra(st)
    return init


def _run(w0, w1, init=None, severity="error", **kw):
    text = TWO.format(w0=w0, w1=w1)
    res = run_snippet(text, waves=2, init=init or _init(), lds_bytes=kw.pop("lds_bytes", 512), **kw)
    lines = text.splitlines()
    return {(h.kind, lines[h.line - 1].strip()) for h in res.hazards if h.severity == severity}


def _warn(w0, w1, **kw):
    return _run(w0, w1, severity="warning", **kw)


RACE_W = ("lds_race", "ds_write_b32 v2, v3")
RACE_R = ("lds_race", "ds_read_b32 v1, v2")
SOFT_W = ("lds_unretired", "ds_write_b32 v2, v3")
SOFT_R = ("lds_unretired", "ds_read_b32 v1, v2")


def test_ds_read_not_waited_before_barrier_then_a_later_write_is_a_warning_not_an_error():
    w0, w1 = "ds_read_b32 v1, v2\ns_barrier", "s_barrier\nds_write_b32 v2, v3"
    assert _run(w0, w1) == set() and _warn(w0, w1) == {SOFT_W}


def test_ds_read_waited_before_barrier_is_clean():
    assert _run("ds_read_b32 v1, v2\ns_waitcnt lgkmcnt(0)\ns_barrier", "s_barrier\nds_write_b32 v2, v3") == set()


def test_partial_wait_retires_the_older_read_only():
    # two reads in flight, lgkmcnt(1) retires the first (DS returns in order): its dwords are ordered
    w0 = "ds_read_b32 v1, v2\nds_read_b32 v4, v2 offset:256\ns_waitcnt lgkmcnt(1)\ns_barrier"
    assert _run(w0, "s_barrier\nds_write_b32 v2, v3", lds_bytes=1024) == set()
    assert _warn(w0, "s_barrier\nds_write_b32 v2, v3", lds_bytes=1024) == set()
    assert _warn(w0, "s_barrier\nds_write_b32 v2, v3 offset:256", lds_bytes=1024) == {
        ("lds_unretired", "ds_write_b32 v2, v3 offset:256")}


def test_unwaited_read_stays_live_across_several_barriers():
    assert _warn("ds_read_b32 v1, v2\ns_barrier\ns_barrier", "s_barrier\ns_barrier\nds_write_b32 v2, v3") == {SOFT_W}
    # waited after the first barrier: ordered by the second one
    assert _run("ds_read_b32 v1, v2\ns_barrier\ns_waitcnt lgkmcnt(0)\ns_barrier",
                "s_barrier\ns_barrier\nds_write_b32 v2, v3") == set()


def test_ds_write_not_waited_before_barrier_then_a_later_read_is_a_warning():
    assert _run("ds_write_b32 v2, v3\ns_barrier", "s_barrier\nds_read_b32 v1, v2") == set()
    assert _warn("ds_write_b32 v2, v3\ns_barrier", "s_barrier\nds_read_b32 v1, v2") == {SOFT_R}
    assert _run("ds_write_b32 v2, v3\ns_waitcnt lgkmcnt(0)\ns_barrier", "s_barrier\nds_read_b32 v1, v2") == set()


def test_waw_with_unwaited_write_across_barrier_is_a_warning():
    assert _warn("ds_write_b32 v2, v3\ns_barrier", "s_barrier\nds_write_b32 v2, v3") == {SOFT_W}
    assert _run("ds_write_b32 v2, v3\ns_waitcnt lgkmcnt(0)\ns_barrier", "s_barrier\nds_write_b32 v2, v3") == set()


def test_same_epoch_races_and_disjoint_dwords():
    assert _run("ds_read_b32 v1, v2\ns_waitcnt lgkmcnt(0)", "ds_write_b32 v2, v3") == {RACE_W}
    assert _run("ds_read_b32 v1, v2", "ds_write_b32 v2, v3 offset:256", lds_bytes=1024) == set()
    assert _run("ds_read_b32 v1, v2", "ds_read_b32 v1, v2") == set()        # two reads never race


def test_two_waves_of_one_instruction_writing_the_same_dword():
    # both waves run the same ds_write in one step; different dwords per wave are clean
    same = run_snippet("ds_write_b32 v2, v3\ns_waitcnt lgkmcnt(0)", waves=2, init=_init(), lds_bytes=256)
    assert {h.kind for h in same.hazards} == {"lds_race"}

    def per_wave(st):
        st.v[1, 2] += 256
    apart = run_snippet("ds_write_b32 v2, v3\ns_waitcnt lgkmcnt(0)", waves=2, init=_init(per_wave), lds_bytes=512)
    assert apart.hazards == []


def _same_values(st):
    st.v[:, 3] = 7


def test_unordered_writes_of_the_same_bytes_are_a_warning_not_a_race():
    """Triton's layout conversions store replicated values: several waves write the same LDS dword, unordered,
    with equal bytes. Any order leaves those bytes, so it is the warning lds_same_value; a different value is
    still a race, in one batched step and across steps."""
    one_step = run_snippet("ds_write_b32 v2, v3\ns_waitcnt lgkmcnt(0)", waves=2, init=_init(_same_values),
                           lds_bytes=256)
    assert {(h.kind, h.severity) for h in one_step.hazards} == {("lds_same_value", "warning")}
    w0, w1 = "ds_write_b32 v2, v3", "s_nop 0\nds_write_b32 v2, v3"
    assert _run(w0, w1, init=_init(_same_values)) == set()
    assert _warn(w0, w1, init=_init(_same_values)) == {("lds_same_value", "ds_write_b32 v2, v3")}
    assert _run(w0, w1) == {RACE_W}                                    # 7 vs 8


def test_same_value_rule_uses_each_waves_effective_bytes():
    """Lanes l and l + 32 of each wave write one dword (the later lane wins within a wave): the rule compares
    the wave's effective bytes (lane l + 32's), not each lane's. Equal across waves: a warning; one wave's
    upper lanes different: a race."""
    def halves(st):
        st.v[:, 2] = (np.arange(64) % 32) * 4
        st.v[:, 3] = np.where(np.arange(64) < 32, 1, 2)[None, :]
    w0, w1 = "ds_write_b32 v2, v3", "s_nop 0\nds_write_b32 v2, v3"
    assert _run(w0, w1, init=_init(halves)) == set()

    def upper_differs(st):
        halves(st)
        st.v[1, 3, 32:] = 3
    assert _run(w0, w1, init=_init(upper_differs)) == {RACE_W}


def test_ended_wave_that_waited_is_ordered_by_the_next_barrier():
    assert _run("ds_write_b32 v2, v3\ns_waitcnt lgkmcnt(0)\ns_endpgm", "s_barrier\nds_read_b32 v1, v2") == set()


def test_ds_read2_is_one_lgkmcnt_step():
    # one ds_read2 in flight: lgkmcnt(1) does not wait for it, so both halves are unretired
    res = run_snippet("ds_read2_b32 v[4:5], v2 offset1:1\ns_waitcnt lgkmcnt(1)\nv_mov_b32 v6, v4\n"
                      "s_waitcnt lgkmcnt(0)", init=_init(), lds_bytes=512)
    assert {h.kind for h in res.hazards} == {"unwaited_read"}
    res = run_snippet("ds_read2_b32 v[4:5], v2 offset1:1\ns_waitcnt lgkmcnt(0)\nv_mov_b32 v6, v4",
                      init=_init(), lds_bytes=512)
    assert res.hazards == []


def _dma_init(dev):
    buf = dev.upload(np.arange(64, dtype=np.uint32))

    def extra(st):
        st.s[:, 8], st.s[:, 9], st.s[:, 10], st.s[:, 11] = buf.addr & 0xFFFFFFFF, buf.addr >> 32, 256, 0x20000
        st.v[:, 5] = np.arange(64) * 4
    return _init(extra)


DMA = "s_mov_b32 m0, 0\ns_nop 0\nbuffer_load_dword v1, s[8:11], 0 offen lds"


def test_ds_read_in_flight_then_other_waves_lds_dma_after_barrier():
    dev = Device()
    dma = DMA.replace("v1,", "v5,")
    got = _run("ds_read_b32 v1, v2\ns_barrier", f"s_barrier\n{dma}", init=_dma_init(dev), device=dev)
    assert got == {("lds_race", "buffer_load_dword v5, s[8:11], 0 offen lds")}
    assert _run("ds_read_b32 v1, v2\ns_waitcnt lgkmcnt(0)\ns_barrier", f"s_barrier\n{dma}",
                init=_dma_init(dev), device=dev) == set()


def test_lds_dma_not_waited_before_barrier_is_still_lds_dma_unwaited():
    dev = Device()
    dma = DMA.replace("v1,", "v5,")
    assert _run(f"{dma}\ns_barrier", "s_barrier\nds_read_b32 v1, v2", init=_dma_init(dev), device=dev) == {
        ("lds_dma_unwaited", "ds_read_b32 v1, v2")}
    assert _run(f"{dma}\ns_waitcnt vmcnt(0)\ns_barrier", "s_barrier\nds_read_b32 v1, v2",
                init=_dma_init(dev), device=dev) == set()


# -- random two-wave programs against a reference evaluator of the happens-before rule --------------

# ops: ("r", dword) / ("w", dword) DS access, ("wait", n) s_waitcnt lgkmcnt(n), ("bar",)
_OP = hs.one_of(hs.tuples(hs.sampled_from(["r", "w"]), hs.integers(0, 2)),
                hs.tuples(hs.just("wait"), hs.integers(0, 2)))
_PHASE = hs.lists(_OP, max_size=4)


def _reference(phases):
    """(errors, warnings) by the definition: per access (wave, kind, dword, epoch issued, epoch retired), a pair
    across waves with a write is ordered iff one retired in an epoch before the other's issue epoch; otherwise
    it is a warning if they were issued in different epochs (LDS total order) and an error if in the same."""
    acc = []
    for wave, ph in enumerate(phases):
        inflight, epoch = [], 0
        for e, ops in enumerate(ph):
            epoch = e
            for op in ops:
                if op[0] == "wait":
                    while len(inflight) > op[1]:
                        acc[inflight.pop(0)][4] = epoch
                else:
                    acc.append([wave, op[0], op[1], epoch, None, (wave, e, id(op))])
                    inflight.append(len(acc) - 1)
        for k in inflight:
            acc[k][4] = 10 ** 6                   # never retired before a barrier
    err = warn = False
    for a in acc:
        for b in acc:
            if a[0] == 0 and b[0] == 1 and a[2] == b[2] and "w" in (a[1], b[1]):
                if not (a[4] < b[3] or b[4] < a[3]):
                    err |= a[3] == b[3]
                    warn |= a[3] != b[3]
    return err, warn


def _program(phases):
    """Wave 0 runs phases[0], wave 1 phases[1]; phases are separated by s_barrier in both waves."""
    def body(ph):
        out = []
        for e, ops in enumerate(ph):
            if e:
                out.append("s_barrier")
            for op in ops:
                out.append(f"s_waitcnt lgkmcnt({op[1]})" if op[0] == "wait" else
                           f"ds_read_b32 v1, v2 offset:{256 * op[1]}" if op[0] == "r" else
                           f"ds_write_b32 v2, v3 offset:{256 * op[1]}")
        return "\n".join(out) or "s_nop 0"
    return TWO.format(w0=body(phases[0]), w1=body(phases[1]))


@settings(max_examples=60, deadline=None)
@given(hs.lists(_PHASE, min_size=3, max_size=3), hs.lists(_PHASE, min_size=3, max_size=3))
def test_matches_reference_happens_before(p0, p1):
    phases = [p0, p1]
    err, warn = _reference(phases)
    res = run_snippet(_program(phases), waves=2, init=_init(), lds_bytes=1024,
                      waive=("unwaited_read", "unwaited_write"))
    got = {h.kind for h in res.hazards if h.severity == "error"}
    assert got == ({"lds_race"} if err else set()), (err, res.hazards)
    if not err:     # an error pair can hide a warning pair on the same dword (one report per access)
        soft = {h.kind for h in res.hazards if h.severity == "warning"}
        assert soft == ({"lds_unretired"} if warn else set()), (warn, res.hazards)
