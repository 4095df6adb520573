"""schedule: pingpong (flygen/plan/attention/pingpong.py): the two wave groups' kernels on the emulator vs the
float64 reference at ragged lengths (1, 17, 129, seqlen_q != seqlen_k both ways, fully masked rows), no hazard;
the record's happens-before check; and kernels with a wrong barrier order / wait placement fail."""
import dataclasses

import pytest

from flygen.build.pipeline import generate
from flygen.check.verify import verify_one
from flygen.errors import PlanError
from flygen.plan.attention.pingpong import Phase, PingPong, check, schedule

EXAMPLE = "examples/attention.yaml"
PP = ("fa_bf16_d128_pp", "fa_bf16_d128_causal_gqa4_pp", "fa_bf16_d64_pp", "fa_f16_d64_causal_lse_pp", "fa_bf16_d64_w8_pp")
KERNELS = {b.plan.name: b for b in generate([EXAMPLE]) if b.plan.name in PP}
# the wait that ends the mfma phase (3 stages: the newest tile's 2 DMAs may stay in flight; 8 waves: 1 round)
END_MFMA = "s_waitcnt vmcnt({n}) lgkmcnt(0)  // this wave's reads of the stage retired; its DMA of the next tile landed"


@pytest.mark.parametrize("name,batch,sq,sk", [
    ("fa_bf16_d128_pp", 1, 1, 1), ("fa_bf16_d128_pp", 2, 17, 17), ("fa_bf16_d128_pp", 1, 17, 129),
    ("fa_bf16_d128_causal_gqa4_pp", 1, 129, 129), ("fa_bf16_d128_causal_gqa4_pp", 2, 17, 100),
    ("fa_bf16_d64_pp", 1, 1, 1), ("fa_bf16_d64_pp", 1, 17, 129),
    ("fa_f16_d64_causal_lse_pp", 1, 129, 17),            # rows 0..111 see no key: O = 0, LSE = -inf
    ("fa_f16_d64_causal_lse_pp", 1, 129, 129),
    ("fa_bf16_d64_w8_pp", 1, 1, 1), ("fa_bf16_d64_w8_pp", 1, 300, 129),   # 8 waves, MQA 8:1
])
def test_pingpong_matches_reference(name, batch, sq, sk):
    r = verify_one(KERNELS[name], {"batch": batch, "seqlen_q": sq, "seqlen_k": sk}, seed=sq * 5 + sk)
    assert r["passed"], r
    assert r["hazards"] == []
    for c in r["checks"]:
        assert c["mismatches"] == 0 and c["guard_ok"] and c["nan_mismatch"] == 0


COMBOS = """target: gfx950
kernels:
  - {name: p_bf16_varlen_window, family: attention, head_dim: 128, heads_q: 4, heads_kv: 2, varlen: true,
     window_left: 40, window_right: 9, lse: true, waves: 8, schedule: pingpong}
  - {name: p_f16_split2_lse_s2, family: attention, dtype: f16, head_dim: 64, kv_splits: 2, lse: true, waves: 2,
     kv_stages: 2, schedule: pingpong}
  - {name: p_bf16_alibi_causal_s4, family: attention, head_dim: 128, causal: true, alibi: true, waves: 8,
     kv_stages: 4, schedule: pingpong}
  - {name: p_fp8_dma, family: attention, dtype: fp8, head_dim: 128, pipeline: dma, schedule: pingpong}
  - {name: p_fp8_d64_w4_causal_pp, family: attention, dtype: fp8, head_dim: 64, causal: true, lse: true,
     pipeline: dma, schedule: pingpong}
  - {name: s_fp8_d64_w4_dma, family: attention, dtype: fp8, head_dim: 64, heads_q: 2, pipeline: dma}
  - {name: s_f16_d64_w8_window_pp, family: attention, dtype: f16, head_dim: 64, window_left: 64, waves: 8,
     schedule: pingpong}
"""


@pytest.fixture(scope="module")
def combos(tmp_path_factory):
    path = tmp_path_factory.mktemp("pp") / "pp.yaml"
    path.write_text(COMBOS)
    return {b.plan.name: b for b in generate([path])}


@pytest.mark.parametrize("name,batch,sq,sk", [
    ("p_bf16_varlen_window", 3, 70, 200),     # window: interior tiles skip the mask, both limits masked elsewhere
    ("p_f16_split2_lse_s2", 2, 65, 170),      # 2 stages (vmcnt(0) ends the mfma phase), the pair with its combine
    ("p_bf16_alibi_causal_s4", 1, 129, 300),  # 4 stages, ALiBi
    ("p_fp8_dma", 1, 65, 129),                # fp8 (pipeline dma, 4 waves)
    # waves = 2 x the tile's DMA blocks: waves 0 .. blocks - 1 DMA K, the others V (kv_by_wave)
    ("p_fp8_d64_w4_causal_pp", 1, 129, 40),   # fp8 D 64: 2 blocks, 4 waves; masked rows
    ("s_fp8_d64_w4_dma", 2, 17, 129),         # the same split with schedule single
    ("s_f16_d64_w8_window_pp", 1, 300, 200),  # 16-bit D 64: 4 blocks, 8 waves; window
])
def test_pingpong_with_other_options(combos, name, batch, sq, sk):
    r = verify_one(combos[name], {"batch": batch, "seqlen_q": sq, "seqlen_k": sk}, seed=sq + sk)
    assert r["passed"], r
    assert r["hazards"] == []
    assert all(c["mismatches"] == 0 and c["guard_ok"] for c in r["checks"])


def test_both_groups_pass_the_same_barriers():
    """Group 1's lead barrier before the loop, group 0's after it; two barriers a trip."""
    asm = KERNELS["fa_bf16_d128_pp"].asm
    assert asm.count("s_barrier  // group 1 leads by one barrier") == 1
    assert asm.count("s_barrier  // group 0 closes the lead") == 1
    # 2 a trip; the loop body is unrolled over the 3 stages (every offset fits a ds_read immediate)
    assert asm.count("s_barrier  // pingpong: opens phase") == 2 * 3
    assert asm.count("s_cbranch_scc1 .Lfa_bf16_d128_pp_done") == 2
    assert "s_cmp_lt_u32 s[s_wave], 4" in asm and "s_cmp_ge_u32 s[s_wave], 4" in asm


def test_the_schedule_record_is_checked():
    for stages in (2, 3, 4):
        check(schedule(8), stages)
    mfma, soft = schedule(8).phases
    # the next tile's DMA waited at the end of the softmax phase: group 1 waits after group 0 read it
    late = PingPong(4, (dataclasses.replace(mfma, lands_next=False), dataclasses.replace(soft, lands_next=True)))
    with pytest.raises(PlanError, match="lands before barrier"):
        check(late, 3)
    # the stage read in the softmax phase: the other group's DMA overwrites it while it is being read
    reads_late = PingPong(4, (dataclasses.replace(mfma, reads_stage=False), dataclasses.replace(soft, reads_stage=True)))
    with pytest.raises(PlanError, match="reads stage"):
        check(reads_late, 3)
    # 2 stages with the DMA in the softmax phase: waited (end of mfma) before it is issued
    dma_late = PingPong(4, (dataclasses.replace(mfma, dma=False), dataclasses.replace(soft, dma=True)))
    with pytest.raises(PlanError, match="before issuing it"):
        check(dma_late, 2)
    with pytest.raises(PlanError, match="exactly one phase"):
        check(PingPong(4, (mfma, mfma)), 3)


def _mutant(name, old, new):
    """Every occurrence replaced (the loop body is unrolled over the stages: one per copy)."""
    b = KERNELS[name]
    assert b.asm.count(old) >= 1, old
    return dataclasses.replace(b, asm=b.asm.replace(old, new))


@pytest.mark.parametrize("name,old,new", [
    # the next tile's DMA waited after the mfma phase's barrier (where one group alone could wait): group 0 reads
    # the tile after a barrier group 1 passed with its DMA of it in flight
    ("fa_bf16_d128_pp", END_MFMA.format(n=2) + "\n", "s_waitcnt lgkmcnt(0)\n"),
    ("fa_bf16_d128_pp", "s_barrier  // pingpong: opens phase mfma\n", "s_barrier\ns_waitcnt vmcnt(2)\n"),
    # the stage's reads not retired before the barrier: the other group's DMA refills the stage under them
    ("fa_bf16_d64_pp", END_MFMA.format(n=2), "s_waitcnt vmcnt(2)"),
    # 8 waves at D 64 (one DMA a wave and tile): the V waves' DMA lands on the K tile (M0 without the V offset)
    ("fa_bf16_d64_w8_pp", "s_mul_i32 s[s_t0], s[s_t0], 0x10c0", "s_mov_b32 s[s_t0], 0"),
])
def test_a_wrong_barrier_order_fails(name, old, new):
    bad = _mutant(name, old, new)
    if "opens phase mfma" in old:           # and the end-of-phase wait gone, as in the first mutant
        bad = dataclasses.replace(bad, asm=bad.asm.replace(END_MFMA.format(n=2), "s_waitcnt lgkmcnt(0)"))
    r = verify_one(bad, {"batch": 1, "seqlen_q": 129, "seqlen_k": 129}, seed=3)
    kinds = {h.split(":")[1].split()[-1] for h in map(str, r["hazards"]) if ":" in h}
    assert r["hazards"] and kinds & {"lds_dma_unwaited", "lds_race"}, r["hazards"][:3]


def test_pingpong_errors_are_located(tmp_path):
    from flygen.errors import SpecErrors
    from flygen.spec.load import load_spec
    p = tmp_path / "bad.yaml"
    p.write_text("target: gfx950\nkernels:\n  - {name: a, family: attention, schedule: pingpong, pipeline: vgpr}\n"
                 "  - {name: b, family: attention, schedule: pingpong, waves: 1}\n"
                 "  - {name: c, family: attention, waves: 8}\n"
                 "  - {name: d, family: attention, schedule: pingpong, dtype: fp8, head_dim: 64, waves: 8}\n"   # auto: vgpr
                 "  - {name: e, family: attention, schedule: pingpong, waves: 2}\n")
    msgs = [str(e) for e in pytest.raises(SpecErrors, load_spec, p).value.errors]
    assert any(":3:" in m and "kernels[0].schedule: pingpong needs pipeline dma" in m for m in msgs), msgs
    assert any(":4:" in m and "kernels[1].schedule: pingpong needs two wave groups" in m for m in msgs), msgs
    assert any(":5:" in m and "kernels[2].waves: 8 waves are schedule pingpong's" in m for m in msgs), msgs
    assert any(":6:" in m and "kernels[3].schedule:" in m and "pipeline vgpr" in m for m in msgs), msgs
    assert len(msgs) == 4, msgs
