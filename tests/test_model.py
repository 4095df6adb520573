"""The timing model (flygen.model): its parts on hand-written streams, and rankings known from first principles.

Every figure here is MODELED. The tests check the model's own rules (MFMA passes x 4 cycles per SIMD, bank
conflicts by their degree, latency hidden by a second wave, waits and LDS stages ranked), not hardware speed.
"""
from __future__ import annotations

import numpy as np
import pytest

from flygen.asm.parse import parse_asm
from flygen.emu.launch import launch
from flygen.emu.trace import Trace
from flygen.model import cu
from flygen.model.params import PARAMS, p

FP8_MFMA = "v_mfma_f32_16x16x128_f8f6f4"     # 8 passes with fp8 operands (flygen.isa.mfma)


def trace(body: str, waves: int = 1, lds: int = 65536):
    kern = parse_asm(body + "\ns_endpgm\n").kernel()
    tr = Trace()
    launch(kern, (1,), (64 * waves,), None, hazards=False, poison=False, lds_bytes=lds, trace=tr)
    return tr.streams(kern.program.instrs)


def cycles(body: str, waves: int = 1, **kw) -> float:
    return cu.simulate(trace(body, waves, **kw), waves)["cycles"]


def mfmas(n: int, dependent: bool = False) -> str:
    return "\n".join(f"{FP8_MFMA} a[{0 if dependent else 4 * (i % 16)}:{(0 if dependent else 4 * (i % 16)) + 3}], "
                     f"v[0:7], v[8:15], a[{0 if dependent else 4 * (i % 16)}:{(0 if dependent else 4 * (i % 16)) + 3}]"
                     for i in range(n))


def test_every_param_has_a_source_and_status():
    for name, prm in PARAMS.items():
        assert prm.status in ("published", "derived", "assumed", "fitted"), name
        assert len(prm.source) > 20, name


def test_trace_records_loops_unrolled_and_lds_addresses():
    body = """
    s_mov_b32 s0, 3
    v_lshlrev_b32 v1, 2, v0
L:
    ds_read_b32 v2, v1 offset:16
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 L
"""
    (st,) = trace(body)
    ops = [e.ins.op for e in st]
    assert ops.count("ds_read_b32") == 3 and ops[-1] == "s_endpgm"
    ev = next(e for e in st if e.ins.op == "ds_read_b32")
    assert ev.lanes == 64 and ev.lds.shape == (1, 64)
    assert (ev.lds[0] == np.arange(64) * 4 + 16).all()


def test_trace_off_by_default_and_workgroup_subset():
    kern = parse_asm("v_mov_b32 v1, 0\ns_endpgm\n").kernel()
    res = launch(kern, (8,), (64,), None, hazards=False, workgroups=[0, 5])
    assert res.stats["workgroups"] == 2 and res.instructions == 4


def test_mfma_bound_loop_is_passes_x_4_cycles_per_mfma_per_simd():
    per = 8 * p("mfma_pass_cycles")                  # 32 cycles for an fp8 16x16x128
    d = cycles(mfmas(64)) - cycles(mfmas(32))
    assert d == pytest.approx(32 * per)
    # 4 waves land on 4 SIMDs: same time; 8 waves put 2 on each SIMD: twice the MFMA time
    one, four, eight = cycles(mfmas(32), 1), cycles(mfmas(32), 4), cycles(mfmas(32), 8)
    assert four == pytest.approx(one, abs=8)
    assert eight - one == pytest.approx(32 * per, abs=8)


def test_dependent_accumulation_runs_back_to_back_but_a_valu_read_waits_for_the_result():
    assert cycles(mfmas(16, dependent=True)) == pytest.approx(cycles(mfmas(16)), abs=1)
    base = cycles(FP8_MFMA + " a[0:3], v[0:7], v[8:15], a[0:3]\nv_mov_b32 v20, 0")
    dep = cycles(FP8_MFMA + " a[0:3], v[0:7], v[8:15], a[0:3]\nv_accvgpr_read_b32 v20, a0")
    assert dep - base == pytest.approx(8 * p("mfma_pass_cycles") + p("mfma_drain") - p("issue_period"), abs=4)


def test_a_transcendental_holds_its_simds_valu_four_turns():
    # quarter rate (LLVM SISchedule.td, params.trans_cycles): independent v_exp_f32 issue one per 16 cycles on a
    # SIMD, v_add_f32 one per 4; two waves on one SIMD (8 waves) share that VALU, one wave per SIMD (4) does not
    exps = "\n".join(f"v_exp_f32 v{10 + i % 16}, v{1 + i % 4}" for i in range(64))
    adds = "\n".join(f"v_add_f32 v{10 + i % 16}, v{1 + i % 4}, v5" for i in range(64))
    assert p("trans_cycles") == 4 * p("valu_cycles")
    assert cycles(exps) - cycles(adds) == pytest.approx(64 * (p("trans_cycles") - p("valu_cycles")), abs=16)
    assert cycles(exps, 8) - cycles(exps, 4) == pytest.approx(64 * p("trans_cycles"), abs=24)


def _mfma_groups(groups: int, exp: int = 0, pk: int = 0, add: int = 0) -> str:
    """`groups` x (one MFMA, then `exp` v_exp_f32, `pk` v_pk_add_f32, `add` v_add_f32), all independent."""
    out = []
    for g in range(groups):
        a = 4 * (g % 4)
        out.append(f"{FP8_MFMA} a[{a}:{a + 3}], v[0:7], v[8:15], a[{a}:{a + 3}]")
        out += [f"v_exp_f32 v{40 + i}, v{20 + i}" for i in range(exp)]
        out += [f"v_pk_add_f32 v[{50 + 2 * i}:{51 + 2 * i}], v[20:21], v[22:23]" for i in range(pk)]
        out += [f"v_add_f32 v{60 + i}, v{20 + i}, v25" for i in range(add)]
    return "\n".join(out)


def test_mfma_valu_coissue_follows_the_measured_rules():
    # tingqli/pyhip docs/mfma-valu-coissue.md (gfx942, 16-cycle MFMA, 10^6 groups of MFMA + N independent VALU):
    # ordinary VALU fully hidden while it fits after the MFMA's issue turn; MFMA + N x v_exp_f32 = 4 + 16 N cycles
    # a group (an exp runs under the MFMA, the next MFMA waits for the exps); MFMA + N x v_pk_add_f32 = 16 + 12,
    # 16 + 16 (packed FP32 waits for the matrix core and the drain). Here the MFMA is 32 cycles (fp8 16x16x128).
    C, P, T, D = 8 * p("mfma_pass_cycles"), p("issue_period"), p("trans_cycles"), p("mfma_drain")

    def period(**kw):
        return (cycles(_mfma_groups(64, **kw)) - cycles(_mfma_groups(32, **kw))) / 32
    assert period() == pytest.approx(C)
    assert period(add=int((C - P) // P)) == pytest.approx(C)
    for n in (1, 2, 3):
        assert period(exp=n) == pytest.approx(max(C, P + n * T))
    for n in (1, 2):
        assert period(pk=n) == pytest.approx(C + D + n * P)


def test_s_setprio_orders_the_issue_arbiter_before_wave_age():
    # ISA S_SETPRIO: wave priority = {user priority, wave age}. Wave 0 (older) runs v_exp_f32 back to back, wave 4
    # (younger, the same SIMD) MFMAs. By age alone the exps take every VALU turn and hold the VALU, so the MFMAs
    # wait for the last exp (the starvation pyhip's inter-wave measurement does not show); with the MFMA wave at
    # s_setprio 1 the two alternate, each exp under an MFMA: the pair costs one MFMA (period C).
    C, T, n = 8 * p("mfma_pass_cycles"), p("trans_cycles"), 32
    exps = trace("\n".join(f"v_exp_f32 v{40 + i % 8}, v{20 + i % 8}" for i in range(n)), 1)[0]
    body = _mfma_groups(n)
    by_age = trace(body, 1)[0]
    raised = trace("s_setprio 1\n" + body, 1)[0]
    starved = cu.simulate([exps, [], [], [], by_age, [], [], []], 4)["cycles"]
    first = cu.simulate([exps, [], [], [], raised, [], [], []], 4)["cycles"]
    assert starved >= n * T + (n - 1) * C                   # the MFMAs only after the exps' holds
    assert first == pytest.approx(n * C, abs=3 * C)         # alternating: one MFMA a pair
    # the same two waves with the MFMA wave older: age alone already alternates them
    assert cu.simulate([by_age, [], [], [], exps, [], [], []], 4)["cycles"] == pytest.approx(first, abs=2 * C)


def test_lds_cycles_follow_the_conflict_degree():
    lanes = np.arange(64)
    assert cu.lds_cycles((lanes * 4)[None], 4) == 1                    # 64 lanes, 64 banks
    assert cu.lds_cycles((lanes * 256)[None], 4) == 64                 # every lane in bank 0
    assert cu.lds_cycles((lanes * 8)[None], 4) == 2                    # stride 2 dwords: 2-way
    assert cu.lds_cycles(np.zeros((1, 64), np.int64), 4) == 1          # broadcast
    assert cu.lds_cycles((lanes * 16)[None], 16) == 4                  # b128: 4 groups of 16 lanes
    assert cu.lds_cycles((lanes * 128)[None], 16) == 4 * 8             # 128 B rows: 8-way per group


LDS_LOOP = """
    v_lshlrev_b32 v1, {shift}, v0
    s_mov_b32 s0, 16
L:
    ds_read_b32 v2, v1
    ds_read_b32 v3, v1 offset:4
    s_waitcnt lgkmcnt(0)
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 L
"""


def test_bank_conflicted_pattern_is_slower_by_the_conflict_degree():
    free = cu.simulate(trace(LDS_LOOP.format(shift=2), 4), 4)
    bad = cu.simulate(trace(LDS_LOOP.format(shift=6), 4), 4)     # 64 B stride: 16-way
    assert bad["busy"]["lds"] == pytest.approx(16 * free["busy"]["lds"])
    assert bad["cycles"] > free["cycles"]


LATENCY_LOOP = """
    v_lshlrev_b32 v1, 2, v0
    s_mov_b32 s0, {n}
L:
    ds_read_b32 v2, v1
    s_waitcnt lgkmcnt(0)
    v_add_u32 v1, v2, v1
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 L
"""


def test_latency_bound_loop_one_wave_is_slower_than_two_sharing_the_work():
    one = cycles(LATENCY_LOOP.format(n=32), 1)
    two = cycles(LATENCY_LOOP.format(n=16), 2)
    assert one > 1.8 * two


def test_more_waits_rank_slower():
    reads = "\n".join(f"ds_read_b32 v{10 + i}, v1 offset:{4 * i}" for i in range(8))
    waits = "\n".join(f"ds_read_b32 v{10 + i}, v1 offset:{4 * i}\ns_waitcnt lgkmcnt(0)" for i in range(8))
    pre = "v_lshlrev_b32 v1, 2, v0\n"
    assert cycles(pre + waits) > cycles(pre + reads + "\ns_waitcnt lgkmcnt(0)")


def _tile_reads(swizzled: bool) -> str:
    """A 16-lane group of ds_read_b128 reads one 16 B chunk of 16 rows of a 128 B-row tile: plain row-major
    puts the 16 rows' chunks on 2 bank positions of the 256 B bank line (8-way); XOR-swizzling the chunk by
    (row / 2) % 8 gives the 16 rows 16 distinct positions (conflict-free)."""
    x = "v_xor_b32 v2, v2, v3\n" if swizzled else ""
    return f"""
    v_bfe_u32 v3, v0, 1, 3
    v_lshlrev_b32 v1, 7, v0
    v_mov_b32 v2, 0
    {x}v_lshlrev_b32 v2, 4, v2
    v_add_u32 v1, v1, v2
    s_mov_b32 s0, 16
L:
    ds_read_b128 v[4:7], v1
    ds_read_b128 v[8:11], v1 offset:8192
    s_waitcnt lgkmcnt(0)
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 L
"""


def test_swizzled_lds_layout_ranks_faster_than_bank_conflicting():
    plain = cu.simulate(trace(_tile_reads(False), 4), 4)
    swz = cu.simulate(trace(_tile_reads(True), 4), 4)
    assert plain["busy"]["lds_conflict_cycles"] > 0 and swz["busy"]["lds_conflict_cycles"] == 0
    assert plain["busy"]["lds"] == pytest.approx(8 * swz["busy"]["lds"])
    assert swz["cycles"] < plain["cycles"]


def test_two_lds_stages_rank_faster_than_one():
    from flygen.model import model_kernel
    kw = dict(sizes={"M": 128}, overrides={"K": 1024})
    s1 = model_kernel("examples/gemm_preshuffle_paths.yaml", "preshuffle_fp8_sync_s1", **kw)
    s2 = model_kernel("examples/gemm_preshuffle_paths.yaml", "preshuffle_fp8_sync_s2", **kw)
    assert s1["modeled"] and s2["modeled"]
    assert s2["cu"]["cycles_resident"] < s1["cu"]["cycles_resident"]


def test_whole_launch_report_is_labelled_modeled_and_bounded():
    from flygen.model import format_text, model_kernel
    r = model_kernel("examples/gemm_fp8.yaml", "gemm_fp8_8w_row_major", sizes={"M": 512, "N": 512},
                     overrides={"K": 512})
    assert r["modeled"] and r["bound"] in ("cu", "l2", "mall", "hbm")
    assert 0 < r["modeled_fraction_of_peak"] < 1
    assert "MODELED" in format_text(r)


def test_inspect_keeps_the_roofline_and_adds_the_trace_model_line():
    from flygen.inspect import format_text, inspect
    rep = inspect("examples/gemm_preshuffle_paths.yaml", "preshuffle_fp8_sync_s2", model_sizes={"M": 128})
    text = format_text(rep)
    assert "model       (modeled)" in text and "trace model (modeled" in text
    assert rep["trace_model"]["modeled"] and rep["model"]["modeled"]


def test_models_a_triton_compiled_kernel():
    from flygen.model import model_kernel
    # tests/data/emu/triton/gemm_fp8_16.json: args a, b, c, M, N, K, sam, sak, sbk, sbn, scm, scn (unnamed in the
    # metadata: arg0..arg11); 16x16x128 tiles, one wave, 8192 B of dynamic LDS
    m = n = k = 256
    vals = dict(arg3=m, arg4=n, arg5=k, arg6=k, arg7=1, arg8=1, arg9=k, arg10=n, arg11=1)
    r = model_kernel("tests/data/emu/triton/gemm_fp8_16.s", grid=(m // 16, n // 16), block=(64,), args=vals,
                     lds_bytes=8192, flops=2.0 * m * n * k)
    assert r["modeled"] and r["cu"]["instructions"] > 0 and r["modeled_tflops"] > 0


# ---------------------------------------------------------------- issue 27: the laws added to the model

def test_ds_read_b128_uses_gfx950s_non_contiguous_phases():
    from flygen.isa.lds import READ_B128_PHASES, phases
    assert sorted(x for ph in READ_B128_PHASES for x in ph) == list(range(64))
    # each lane reads the 16 B slot of its index within its phase, phase k in 256 B row k: conflict-free under
    # the gfx950 table ...
    pos = np.zeros(64, np.int64)
    for k, ph in enumerate(READ_B128_PHASES):
        pos[list(ph)] = np.arange(16) + 16 * k
    addr = (pos * 16)[None]
    assert cu.lds_cycles(addr, 16, load=True) == 4
    # ... while contiguous 16-lane groups (the rule before issue 27, still the one for 16 B writes) see
    # lanes 0-3 and 4-7 on the same banks in different rows: conflicts
    assert cu.lds_cycles(addr, 16, load=False) > 4
    assert phases(16, False) == tuple(tuple(range(g, g + 16)) for g in range(0, 64, 16))


VMEM_LOOP = """
    s_mov_b32 s0, {n}
    s_mov_b64 s[4:5], 0
    s_mov_b64 s[6:7], 0
    v_mov_b32 v1, 0
L:
    buffer_load_dword v2, v1, s[4:7], 0 offen
    s_waitcnt vmcnt(0)
    v_add_u32 v3, v2, v3
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 L
"""


def test_one_wave_vs_two_hiding_a_memory_latency():
    lat = 1000.0
    one = cu.simulate(trace(VMEM_LOOP.format(n=16), 1), 1, vmem_latency=lat)["cycles"]
    two = cu.simulate(trace(VMEM_LOOP.format(n=8), 2), 2, vmem_latency=lat)["cycles"]
    assert one >= 16 * lat                   # one wave exposes every load's latency
    assert one > 1.8 * two                   # the second wave's loads fly while the first waits
    # and the exposed time grows with the latency the hierarchy gives
    assert cu.simulate(trace(VMEM_LOOP.format(n=16), 1), 1, vmem_latency=2 * lat)["cycles"] > 1.9 * one - 200


SYNC_LOOP = """
    s_mov_b32 s0, 8
    s_mov_b64 s[4:5], 0
    s_mov_b64 s[6:7], 0
    s_mov_b32 m0, 0
    v_lshlrev_b32 v1, 4, v0
L:
    buffer_load_dwordx4 v[4:7], v1, s[4:7], 0 offen
    s_waitcnt vmcnt(0)
    ds_write_b128 v1, v[4:7]
    s_waitcnt lgkmcnt(0)
    s_barrier
    ds_read_b128 v[8:11], v1
    s_waitcnt lgkmcnt(0)
    s_barrier
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 L
"""
DMA_LOOP = """
    s_mov_b32 s0, 8
    s_mov_b64 s[4:5], 0
    s_mov_b64 s[6:7], 0
    s_mov_b32 m0, 0
    v_lshlrev_b32 v1, 4, v0
L:
    buffer_load_dwordx4 v1, s[4:7], 0 offen lds
    s_waitcnt vmcnt(0)
    s_barrier
    ds_read_b128 v[8:11], v1
    s_waitcnt lgkmcnt(0)
    s_barrier
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 L
"""


def test_sync_a_exposes_the_register_round_trip_that_dma_skips_on_a_memory_bound_loop():
    lat = 2000.0
    sync = cu.simulate(trace(SYNC_LOOP, 4), 4, vmem_latency=lat)
    dma = cu.simulate(trace(DMA_LOOP, 4), 4, vmem_latency=lat)
    assert sync["cycles"] >= 8 * lat and dma["cycles"] >= 8 * lat     # memory-bound: latency per iteration
    # sync pays, per iteration, the ds_write and the wait for it before the barrier (>= the LDS latency)
    assert sync["cycles"] - dma["cycles"] >= 8 * p("lds_latency")
    assert dma["busy"]["lds"] > 0             # the DMA's LDS write cycles are charged to the LDS pipeline


BARRIER_LOOP = """
    v_readfirstlane_b32 s1, v0
    s_lshr_b32 s1, s1, 6
    s_mov_b32 s0, 8
L:
    s_xor_b32 s2, s0, s1
    s_and_b32 s2, s2, 1
    s_cmp_eq_u32 s2, 0
    s_cbranch_scc1 FAST
{slow}
FAST:
    {barrier}
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 L
"""


def test_barrier_bound_loop_costs_the_slowest_wave_of_each_iteration():
    slow = "\n".join(f"v_add_u32 v{10 + i % 8}, v0, v{10 + i % 8}" for i in range(64))
    with_b = cycles(BARRIER_LOOP.format(slow=slow, barrier="s_barrier"), 2)
    without = cycles(BARRIER_LOOP.format(slow=slow, barrier="s_nop 0"), 2)
    base = cycles(BARRIER_LOOP.format(slow="", barrier="s_barrier"), 2)        # the loop's own scalar work
    # waves 0 and 1 (on SIMDs 0 and 1) take turns being slow (64 VALU = 64 turns of 4 cycles): without the
    # barrier each wave runs 4 slow iterations (4 x 256 cycles); with it every iteration waits for the slow one
    assert without - base == pytest.approx(4 * 64 * 4, rel=0.1)
    assert with_b - base == pytest.approx(8 * 64 * 4, rel=0.1)


def test_latency_follows_where_the_bytes_come_from():
    from flygen.model.memory import fractions, latency_ns, launch_time
    from flygen.model.run import values
    v = values()
    assert latency_ns((1, 0, 0), v) == pytest.approx(v["lat_l2_ns"])
    # each level at its own gfx950 pointer-chase latency (mt4g, MI350P: 256 / 444 / 767.5 cycles at 2.2 GHz), each
    # deeper level slower; a mix is the weighted mean
    assert latency_ns((0, 1, 0), v) == pytest.approx(v["lat_mall_ns"]) == pytest.approx(443.9 / 2.2, abs=0.05)
    assert latency_ns((0, 0, 1), v) == pytest.approx(v["lat_hbm_ns"]) == pytest.approx(767.5 / 2.2, abs=0.05)
    assert v["lat_l2_ns"] == pytest.approx(256.0 / 2.2, abs=0.05)
    assert v["lat_hbm_ns"] > v["lat_mall_ns"] > v["lat_l2_ns"]
    for k in ("lat_l2_ns", "lat_mall_ns", "lat_hbm_ns", "lds_latency", "smem_latency"):
        assert PARAMS[k].status == "published" and "mt4g" in PARAMS[k].source, k
    # convoy: the L2 hits are other workgroups' lines of the same pass, so they wait for those lines' misses -- a mix
    # is the misses' weighted mean, whatever the share of hits (which only lowers the fill, i.e. the bandwidth)
    assert latency_ns((0.5, 0.25, 0.25), v) == pytest.approx(0.5 * v["lat_mall_ns"] + 0.5 * v["lat_hbm_ns"])
    assert latency_ns((0.9, 0.05, 0.05), v) == pytest.approx(latency_ns((0.0, 0.5, 0.5), v))
    assert latency_ns((0.5, 0.5, 0.0), v) == pytest.approx(v["lat_mall_ns"])
    # light load: the idle latencies (published light-load figures) whatever the fitted queueing scale
    for q in (100.0, 900.0):
        assert latency_ns((0.5, 0.25, 0.25), {**v, "lat_queue_ns": q}, 0.0) == latency_ns((0.5, 0.25, 0.25), v)
    assert fractions(100.0, 30.0, 10.0) == pytest.approx((0.7, 0.2, 0.1))
    # a kernel whose CU time is 1000 cycles + one latency: the solved time is self-consistent (at the launch's
    # clock: no MFMA work here, so the power limit's idle-MFMA clock)
    t = launch_time(lambda lat: 1000.0 + lat, 1e9, 5e8, 2e8, v, 0.0)
    clock = t["clock_ghz"] * 1e9
    assert t["clock_ghz"] > v["clock_sustained_ghz"]
    total = max(t["cu"], t["l2"], t["mall"], t["hbm"])
    assert t["cu"] == pytest.approx((1000.0 + t["latency_ns"] * 1e-9 * clock) / clock)
    assert t["rho_hbm"] == pytest.approx(t["hbm"] / total)


def test_at_most_eight_unpublished_parameters_each_with_a_range():
    unpub = {k: v for k, v in PARAMS.items() if v.status in ("assumed", "fitted")}
    assert len(unpub) <= 8
    for k, v in unpub.items():
        assert v.range is not None and v.range[0] <= v.value <= v.range[1], k
        assert "range" in v.source, k


def test_calibration_fit_and_leave_one_out_are_reproducible_and_quoted_in_the_docs():
    import re
    from pathlib import Path
    from flygen.model import calibrate as C
    data = C.load()
    rows, feats = data["rows"], data["features"]
    prm = C.fit(feats, rows)
    assert prm == pytest.approx(data["params"], rel=1e-6)
    for k in C.FIT:                               # the loaded table carries the fitted values
        assert PARAMS[k].status == "fitted" and PARAMS[k].value == pytest.approx(data["params"][k], rel=1e-6)
    loo = C.leave_one_out(feats, rows)
    assert [r["ratio"] for r in loo] == pytest.approx([r["ratio"] for r in data["loo"]], abs=1e-4)
    assert all(abs(r["ratio"] - 1) <= 0.15 for r in loo)          # the issue's target on the calibration rows
    doc = (Path(__file__).resolve().parents[1] / "docs" / "model.md").read_text()
    quoted = [float(x) for x in re.findall(r"^\| calib \| [^|]+\|[^|]+\|[^|]+\|[^|]+\| ([0-9.]+) \|", doc, re.M)]
    assert quoted == pytest.approx([r["ratio"] for r in loo], abs=6e-4)


def test_one_calibration_rows_features_recompute_to_the_stored_ones():
    from flygen.model import calibrate as C
    data = C.load()
    i = next(i for i, r in enumerate(data["rows"]) if r["family"] == "gemm_preshuffle")
    got = C.row_features(data["rows"][i])
    want = data["features"][i]
    assert [c for row in got["profile"]["cycles"] for c in row] == pytest.approx(
        [c for row in want["profile"]["cycles"] for c in row]), \
        "the model's rules or the emulator's trace changed: re-run `python -m flygen.model.calibrate --features` " \
        "and update docs/model.md §7 from its output"
    assert (got["n_cu"], got["requested"], got["fill"], got["hbm"]) == pytest.approx(
        (want["n_cu"], want["requested"], want["fill"], want["hbm"]))


def test_stored_calibration_rows_are_calibration_csvs():
    from flygen.model import calibrate as C
    path = C.csv_path()
    if path is None:
        pytest.skip("../shared/perf/calibration.csv not found (set FLYGEN_CALIBRATION_CSV)")
    assert C.read_rows(path) == C.load()["rows"]


# ---------------------------------------------------------------- issue 27, second round

def test_load_queues_at_the_l2_and_past_it_acts_through_the_measured_bandwidths():
    # issue 27, seventh round: every request queues at the L2 (bound: rocprofiler's peak), so a launch asking for
    # few bytes per second sees its idle latency and a dense one the idle latency plus an M/M/1 wait; the MALL
    # and HBM add no wait on top of their measured achievable bandwidths (the load's cost is in those rates):
    # past them the time is bytes / bandwidth
    from flygen.model.memory import latency_ns, launch_time, queue_wait_ns
    from flygen.model.run import values
    v = values()
    assert latency_ns((1, 0, 0), v, 0.5) == pytest.approx(v["lat_l2_ns"] + v["lat_queue_ns"])
    assert latency_ns((0, 1, 0), v, 0.5) == pytest.approx(v["lat_mall_ns"] + v["lat_queue_ns"])  # misses cross L2
    assert latency_ns((0, 0, 1), v, 0.5) == pytest.approx(v["lat_hbm_ns"] + v["lat_queue_ns"])   # and no further queue
    assert queue_wait_ns(0.0, v) == 0.0 and queue_wait_ns(5.0, v) == pytest.approx(9 * v["lat_queue_ns"])  # capped

    def curve(lat):                              # a latency-bound CU: 1000 cycles + 10 exposed latencies
        return 1000.0 + 10 * lat
    light = launch_time(curve, 1e5, 0.0, 0.0, v, 0.0)
    heavy = launch_time(curve, 7e7, 0.0, 0.0, v, 0.0)    # L2 about half busy
    assert light["latency_ns"] == pytest.approx(v["lat_l2_ns"], rel=0.01)
    assert heavy["latency_ns"] > 1.2 * light["latency_ns"]
    clock = heavy["clock_ghz"] * 1e9
    t_l2 = 7e7 / (v["xcds"] * v["l2_bytes_per_clk_xcd"] * clock)
    assert heavy["rho_l2"] == pytest.approx(t_l2 / heavy["cu"])
    rho = heavy["rho_l2"]
    assert heavy["latency_ns"] == pytest.approx(v["lat_l2_ns"] + v["lat_queue_ns"] * rho / (1 - rho), rel=1e-4)
    # the same CU streaming HBM bytes (few requested bytes, so the L2 idle): half of what hbm_tbps drains in its
    # CU time leaves the CU the bound at the idle miss latency; five times that and the HBM bound takes over, at
    # the measured bandwidth, with the latency still idle underneath
    t_cu = launch_time(curve, 1e5, 1e5, 1e5, v, 0.0)["cu"]
    under = launch_time(curve, 1e5, 0.5 * t_cu * v["hbm_tbps"] * 1e12, 0.5 * t_cu * v["hbm_tbps"] * 1e12, v, 0.0)
    over = launch_time(curve, 1e5, 5 * t_cu * v["hbm_tbps"] * 1e12, 5 * t_cu * v["hbm_tbps"] * 1e12, v, 0.0)
    for t in (under, over):
        assert t["latency_ns"] == pytest.approx(v["lat_hbm_ns"], rel=1e-3)
    assert max(under["cu"], under["l2"], under["mall"], under["hbm"]) == under["cu"] == pytest.approx(t_cu)
    assert over["hbm"] == pytest.approx(5 * t_cu) and over["mall"] < over["hbm"]      # MALL 7.3 > HBM 6.55 TB/s
    assert max(over["cu"], over["l2"], over["mall"], over["hbm"]) == over["hbm"] > over["cu"]
    assert over["rho_hbm"] == pytest.approx(1.0)


def test_bandwidths_are_the_measured_achievable_ones_not_the_datasheet_peak():
    # a streaming launch cannot reach the 8 TB/s datasheet figure (no pattern did in sol-execbench-rocm D67):
    # the bounds use the measured rates, and the MALL's is barely above HBM's, as measured
    from flygen.isa import limits
    assert PARAMS["hbm_tbps"].status == PARAMS["mall_tbps"].status == "published"
    assert 6.38 <= PARAMS["hbm_tbps"].value <= 6.55 < limits.HBM_TBPS
    assert 7.24 <= PARAMS["mall_tbps"].value <= 7.30
    assert "sol-execbench-rocm" in PARAMS["hbm_tbps"].source and "sol-execbench-rocm" in PARAMS["mall_tbps"].source
    assert "L2" in PARAMS["lat_queue_ns"].source and "MALL and HBM add none" in PARAMS["lat_queue_ns"].source


def _foreign_flygen_gemm(m=1024, n=1024, k=2048):
    """A flygen preshuffle GEMM handled as if another compiler had written it: its kernel, grid, arguments."""
    from flygen.emu.memory import Device
    from flygen.model import run
    kern, _, b = run._resolve("examples/gemm_preshuffle_paths.yaml", "preshuffle_fp8_sync_s2", {"N": n, "K": k})
    grid = tuple(b.plan.grid(M=m)) + (1,) * (3 - len(tuple(b.plan.grid(M=m))))
    dev = Device()
    kargs, bufs = run._args(kern, {"M": m}, {}, dev)
    return kern, grid, tuple(b.plan.workgroup), kargs, dev, bufs, b


def test_footprint_probe_reads_a_kernels_own_workgroup_to_tile_mapping():
    # 8 x 8 tiles of 128 x 128, grid x = N tile: the workgroups of XCD 0 (ids 0, 8, ..., 56) are one N column, so
    # they share B's panel 8 ways and no A panel; device-wide each A row panel and B column panel is read 8 ways.
    from flygen.model.footprint import probe
    kern, grid, block, kargs, dev, bufs, b = _foreign_flygen_gemm()
    assert grid[0] * grid[1] * grid[2] == 64
    fp = probe(kern, grid, block, kargs, dev, bufs, range(64))
    got = dict(zip(fp.buffers, zip(fp.reuse_xcd, fp.reuse_dev)))
    assert got["A"] == pytest.approx((1.0, 8.0))
    assert got["B"] == pytest.approx((8.0, 8.0))
    assert sum(fp.share) == pytest.approx(1.0)
    # flygen's own traffic model (from the plan's geometry) agrees on the fill of A + B within the share estimate
    from flygen.model import run
    geo = run.gemm_geometry(b.plan.family, b.spec.params, {"M": 1024})
    fill_geo = run._traffic(geo, grid, 64, 1, 0.0, 1.0)[0] - 1024 * 1024 * 2        # without C
    req = (1024 * 2048 + 1024 * 2048) * 8                # every workgroup reads its A and B panels
    assert req * fp.fill_factor() == pytest.approx(fill_geo, rel=0.1)


def test_a_foreign_kernels_model_uses_its_probed_reuse():
    from flygen.model import model_kernel
    m = n = k = 256
    vals = dict(arg3=m, arg4=n, arg5=k, arg6=k, arg7=1, arg8=1, arg9=k, arg10=n, arg11=1)
    r = model_kernel("tests/data/emu/triton/gemm_fp8_16.s", grid=(m // 16, n // 16), block=(64,), args=vals,
                     lds_bytes=8192, flops=2.0 * m * n * k)
    by = r["bytes"]
    assert "own workgroup-to-address mapping" in by["traffic_model"]
    assert by["l2_fill"] < by["requested"]                 # neighbouring 16x16 tiles share panels


# ---------------------------------------------------------------- issue 27, fourth round

def _reads(op: str, shift: int, n: int) -> str:
    """`n` back-to-back reads `op` of lane address lane << `shift`, then one wait."""
    dst = {"ds_read_b64": "v[2:3]", "ds_read_b128": "v[2:5]"}[op]
    return f"v_lshlrev_b32 v1, {shift}, v0\n" + f"{op} {dst}, v1\n" * n + "s_waitcnt lgkmcnt(0)"


def test_one_waves_lds_reads_return_at_64_bytes_per_clock_on_its_simd():
    # a conflict-free ds_read_b128 moves 1 KiB: 4 cycles of the CU's 256 B/clk banks, but 16 of its SIMD's
    # 64 B/clk return path (pyhip's one-wave measurement, flygen.isa.lds): one wave streams a read per 16 cycles
    one = cycles(_reads("ds_read_b128", 4, 48)) - cycles(_reads("ds_read_b128", 4, 16))
    assert one == pytest.approx(32 * 16, rel=0.03)
    # four waves on four SIMDs: each its own path, together the CU's 256 B/clk -- the same time as one wave
    four = cycles(_reads("ds_read_b128", 4, 48), 4) - cycles(_reads("ds_read_b128", 4, 16), 4)
    assert four == pytest.approx(one, rel=0.05)
    assert cu.simulate(trace(_reads("ds_read_b128", 4, 16), 4), 4)["busy"]["lds"] == 4 * 16 * 4   # bank cycles


def test_a_bank_conflicting_ds_read_b64_costs_its_wave_2_4_cycles_a_pass():
    from flygen.isa.lds import READ_B64_PASS_CYCLES
    # lanes 8 B apart: 2 conflict-free passes, the 512 B take 8 cycles of the SIMD's path; 16 B apart: 2-way, 4
    # passes at 2.38 cycles (nod-ai's MI350X stride sweep)
    free = cycles(_reads("ds_read_b64", 3, 48)) - cycles(_reads("ds_read_b64", 3, 16))
    two_way = cycles(_reads("ds_read_b64", 4, 48)) - cycles(_reads("ds_read_b64", 4, 16))
    assert free == pytest.approx(32 * 8, rel=0.03)
    assert two_way == pytest.approx(32 * 4 * READ_B64_PASS_CYCLES, rel=0.03)


def test_model_overrides_go_through_the_spec_checks():
    from flygen.model import model_kernel
    from flygen.model.run import ModelError
    # gemm_fp8 stages one 128-byte row per K tile: bf16 is tile_k 64 only; 128 once planned a kernel reading half
    # of K, which the model ranked first
    with pytest.raises(ModelError, match="tile_k: must be 64 for bf16"):
        model_kernel("examples/gemm_fp8.yaml", "gemm_bf16_4w_row_major", sizes={"M": 256, "N": 256},
                     overrides={"K": 256, "tile_k": 128})


def test_model_overrides_keep_defaults_that_mean_unset():
    from flygen.model.run import ModelError, _resolve
    # attention's heads_kv / window_* / kv_splits_seqlen_k default to 0 ("unset"), outside the range a written
    # value must be in: re-checking the kernel with one field changed must not report the untouched defaults
    _, _, b = _resolve("examples/attention.yaml", "fa_bf16_d64", {"causal": False})
    assert b.spec.params["causal"] is False and b.spec.params["heads_kv"] == 0
    with pytest.raises(ModelError, match="heads_kv: must be in 1..256, got 0"):
        _resolve("examples/attention.yaml", "fa_bf16_d64", {"heads_kv": 0})


# ---------------------------------------------------------------- issue 27, fifth round

STREAM = """
    s_mov_b32 s0, {n}
    s_mov_b64 s[4:5], 0
    s_mov_b64 s[6:7], 0
    v_mov_b32 v1, 0
L:
{loads}
    s_waitcnt vmcnt(0)
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 L
"""


def _stream_cycles(body: str, waves: int, lat: float) -> float:
    return cu.simulate(trace(body, waves), waves, vmem_latency=lat)["cycles"]


def test_a_cus_load_stream_returns_at_its_vl1d_rate_after_one_latency():
    # a pure streaming loop: each iteration issues L buffer_load_dwordx4 (1 KB per wave64 each) and drains them;
    # the CU's return path is a FIFO at vmem_bytes_per_clk_cu (128 B/clk, the vL1D's peak), so an iteration costs
    # one latency plus its bytes at 128 B/clk -- not at the L2's 64 B/clk share, which is a launch-level bound now
    assert p("vmem_bytes_per_clk_cu") == 128
    lat, iters = 600, 4

    def run(n_loads, waves):
        loads = "\n".join(f"    buffer_load_dwordx4 v[{4 + 4 * i}:{7 + 4 * i}], v1, s[4:7], 0 offen offset:{64 * i}"
                           for i in range(n_loads))
        return _stream_cycles(STREAM.format(n=iters, loads=loads), waves, lat)
    one = run(16, 1)
    per_iter = lat + 16 * 1024 / 128                   # 600 + 128 cycles
    assert one == pytest.approx(iters * per_iter, rel=0.05)
    # four waves (one per SIMD) share the CU's one return path: at a short latency the path's 128 B/clk binds
    lat = 50
    four = run(16, 4)
    path = iters * 4 * 16 * 1024 / 128                 # 2048 cycles of return path
    assert path <= four <= path + iters * (lat + 64)


def test_the_l2s_bandwidth_shared_by_an_xcds_cus_bounds_a_launch():
    # the L2's 16 channels x 128 B/clk per XCD serve all of its CUs: a launch whose CUs ask for more bytes per
    # second than the 8 L2s give is L2-bound whatever each CU's own 128 B/clk path allows
    from flygen.model.memory import launch_time
    from flygen.model.run import values
    v = values()
    assert v["l2_bytes_per_clk_xcd"] == 16 * 128
    req = 4e9                                           # bytes, all L2 hits
    t = launch_time(lambda lat: 1e4, req, 0.0, 0.0, v, 0.0)  # a CU time far below the L2 time
    clock = t["clock_ghz"] * 1e9                        # the L2 runs at the launch's clock
    assert t["l2"] == pytest.approx(req / (8 * 2048 * clock))
    assert max(t["cu"], t["l2"], t["mall"], t["hbm"]) == t["l2"]
    assert t["rho_l2"] == pytest.approx(1.0)
    few = launch_time(lambda lat: 1e4, 1e5, 0.0, 0.0, v, 0.0)  # few bytes: the CU time binds
    assert max(few["cu"], few["l2"]) == few["cu"]


# ---------------------------------------------------------------- issue 27: the power-limited clock law

def test_clock_law_holds_the_fitted_clock_at_the_reference_activity_and_boosts_an_idle_one_to_the_peak():
    from flygen.model.clock import clock_ghz
    from flygen.model.run import values
    v = values()
    fs, peak = v["clock_sustained_ghz"], v["clock_ghz"]
    assert clock_ghz(v["clock_activity_ref"], v) == pytest.approx(fs)
    # MFMAs idle: the blog's zero-data / realistic-data clock ratio (1792 / 1188 MHz), capped at the peak
    assert clock_ghz(0.0, v) == pytest.approx(min(peak, fs * 1792 / 1188), rel=1e-3)
    assert clock_ghz(0.0, {**v, "clock_sustained_ghz": 2.0}) == peak
    us = [0.0, 0.2, 0.5, 0.8, 1.0]
    fs_ = [clock_ghz(u, {**v, "clock_sustained_ghz": 1.3}) for u in us]
    assert all(a > b for a, b in zip(fs_, fs_[1:]))               # more MFMA activity, lower clock
    # the power the law holds constant: activity x f^3
    b, ref = v["clock_idle_activity"], v["clock_activity_ref"]
    for u, f in zip(us, fs_):
        assert (b + (1 - b) * u / ref) * f ** 3 == pytest.approx(1.3 ** 3)


def _launch_of(body: str, waves: int, prm: dict):
    from flygen.model import profile, run
    prof = profile.from_streams("k", trace(body, waves), waves)
    n_wg = int(p("cus"))                               # one workgroup on every CU
    L = run.launch_model(prof, n_wg, 1, None, (n_wg, 1, 1), {}, params=prm)
    return prof, n_wg, L


def test_a_dense_mfma_loop_keeps_the_fitted_clock_and_an_idle_mfma_loop_runs_faster_up_to_the_peak():
    from flygen.model.clock import clock_ghz
    from flygen.model.run import values
    v = values()
    dense = "\n".join([mfmas(64)] * 4)                # 4 waves, one per SIMD: the matrix cores never idle
    idle = "\n".join(f"v_add_f32 v{20 + i % 8}, v1, v2" for i in range(512))
    prof, n_wg, L = _launch_of(dense, 4, v)
    t = L["t"]
    assert prof.mfma_cycles_per_wg == 4 * 256 * 8 * p("mfma_pass_cycles")
    u = prof.mfma_cycles_per_wg * n_wg / (v["cus"] * v["simds_per_cu"] * max(t["cu"], t["l2"], t["mall"], t["hbm"])
                                          * t["clock_ghz"] * 1e9)
    assert t["mfma_activity"] == pytest.approx(u) and u > 0.95
    assert L["clock_ghz"] == pytest.approx(clock_ghz(u, v))        # the solved clock is the law's at its activity
    assert 0.97 * v["clock_sustained_ghz"] < L["clock_ghz"] <= v["clock_sustained_ghz"]
    prof_i, _, L_i = _launch_of(idle, 4, v)
    assert prof_i.mfma_cycles_per_wg == 0 and L_i["t"]["mfma_activity"] == 0
    assert L_i["clock_ghz"] == pytest.approx(min(v["clock_ghz"], v["clock_sustained_ghz"] * 1792 / 1188), rel=1e-3)
    # the CU time is the cycles at the launch's clock: the idle loop's cycles run 1.5x faster than at the fit
    assert L_i["t"]["cu"] == pytest.approx(L_i["cycles_total"] / (L_i["clock_ghz"] * 1e9))
    capped = _launch_of(idle, 4, {**v, "clock_sustained_ghz": 2.0})[2]
    assert capped["clock_ghz"] == v["clock_ghz"]
    # a quarter of the CUs busy (a small grid): the device's activity is a quarter, the clock between
    from flygen.model import run
    few = run.launch_model(prof, n_wg // 4, 1, None, (n_wg // 4, 1, 1), {}, params=v)
    assert few["t"]["mfma_activity"] == pytest.approx(u / 4, rel=0.02)
    assert few["clock_ghz"] == pytest.approx(clock_ghz(few["t"]["mfma_activity"], v))
    assert L["clock_ghz"] < few["clock_ghz"] < L_i["clock_ghz"]


def test_repeated_calls_keep_operands_that_fit_the_mall_resident():
    """HBM bytes of calls repeated on the same buffers (same_buffers, as aiter's tuner times): a GEMM whose A, B and
    C fit the MALL reads A and B from it every call (HBM sees C's writes only); one whose A + B fit but not C reads
    them once per call; one whose A + B do not fit reads its L2 fill. By default (inputs rotated, as FlyDSL's
    run_perftest times) every call reads A + B + C once at least."""
    from flygen.model.run import _traffic
    mall = PARAMS["mall_bytes"].value
    for M, N, K, want in ((4096, 4096, 4096, "warm"), (16384, 16384, 2048, "once"), (16384, 16384, 16384, "fill")):
        geo = (M, N, K, 256, 256, 1, 1, 2)
        gx, gy = N // 256, M // 256
        fill, hbm, how = _traffic(geo, (gx, gy, 1), gx * gy, 1, 0, 1.0, same_buffers=True)
        cold = _traffic(geo, (gx, gy, 1), gx * gy, 1, 0, 1.0)[1]
        ab, c = M * K + N * K, 2 * M * N
        assert (ab + c <= mall, ab <= mall) == {"warm": (True, True), "once": (False, True),
                                                "fill": (False, False)}[want]
        assert hbm == {"warm": c, "once": ab + c, "fill": fill}[want], (M, N, K, hbm)
        assert ("MALL-resident" in how) == (want == "warm")
        assert cold == (fill if want == "fill" else ab + c)


def test_a_shape_the_spec_compiles_in_is_refused_not_ignored():
    """`--shape N=...` on a kernel whose spec compiles N in would model the spec's N, not the one asked: refused,
    naming the size and the --set that models it; the compiled value itself is accepted."""
    from flygen.model.run import ModelError, model_kernel
    spec = "examples/gemm_preshuffle_mx.yaml"
    over = {"N": 1024, "K": 1024, "tile_m": 32, "tile_n": 256, "tile_k": 256, "a_path": "async"}
    with pytest.raises(ModelError, match=r"N=2048 \(the spec compiles in N: 1024\).*--set N=2048"):
        model_kernel(spec, "preshuffle_mx_fp4_fp4", sizes={"M": 32, "N": 2048}, overrides=over)
    r = model_kernel(spec, "preshuffle_mx_fp4_fp4", sizes={"M": 32, "N": 1024}, overrides=over)
    assert r["modeled"] and r["grid"][0] * r["grid"][1] == 4


def test_convoy_a_shared_line_waits_for_its_miss():
    # issue 27, ninth round: L2 hits are lines other workgroups of the same pass read at the same point of the same
    # loop, so they wait for those lines' misses. Two launches with the same requested bytes and the same MALL : HBM
    # split of their misses see the same latency whether half or none of the requests hit L2; the hits only cut the
    # fill (the MALL time)
    from flygen.model.memory import launch_time, queue_wait_ns
    from flygen.model.run import values
    v = values()

    def curve(lat):                              # a latency-bound CU: 1000 cycles + 10 exposed latencies
        return 1000.0 + 10 * lat
    shared = launch_time(curve, 1e6, 5e5, 2e5, v, 0.0)         # half the requests hit L2
    private = launch_time(curve, 1e6, 1e6, 4e5, v, 0.0)        # none do; misses split 60 : 40 MALL : HBM as above
    assert shared["fractions"][0] == pytest.approx(0.5) and private["fractions"][0] == pytest.approx(0.0)
    assert shared["latency_ns"] == pytest.approx(private["latency_ns"], rel=1e-6)
    assert shared["latency_ns"] == pytest.approx(0.6 * v["lat_mall_ns"] + 0.4 * v["lat_hbm_ns"]
                                                 + queue_wait_ns(shared["rho_l2"], v), rel=1e-6)
    assert shared["mall"] == pytest.approx(0.5 * private["mall"])
    # with nothing to miss (fill 0: every line already in L2) the L2's own latency
    warm = launch_time(curve, 1e6, 0.0, 0.0, v, 0.0)
    assert warm["latency_ns"] == pytest.approx(v["lat_l2_ns"] + queue_wait_ns(warm["rho_l2"], v), rel=1e-6)
