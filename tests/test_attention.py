"""The attention family on the emulator vs the float64 reference (flygen/ref/attention.py): ragged lengths,
seqlen_q != seqlen_k, causal (bottom-right) with fully masked rows, GQA / MQA, LSE, every example kernel; no
hazard; and broken kernels fail."""
import dataclasses

import numpy as np
import pytest

from flygen.build.pipeline import generate
from flygen.plan.attention.layouts import layouts
from flygen.plan.attention.geometry import geometry
from flygen.ref.attention import attention
from flygen.check.verify import verify_one

EXAMPLE = "examples/attention.yaml"
KERNELS = {b.plan.name: b for b in generate([EXAMPLE])}

# (kernel, batch, seqlen_q, seqlen_k): kept small (each is one emulator run)
CASES = [
    ("fa_bf16_d64", 1, 1, 1), ("fa_bf16_d64", 2, 17, 17), ("fa_bf16_d128", 1, 129, 129),
    ("fa_bf16_d128", 1, 17, 129), ("fa_f16_d64", 1, 129, 17), ("fa_f16_d128", 1, 33, 65),
    ("fa_bf16_d64_causal", 1, 129, 129), ("fa_bf16_d128_causal", 1, 17, 129),
    ("fa_f16_d64_causal", 1, 129, 17),            # seqlen_q > seqlen_k: rows 0..111 see no key
    ("fa_f16_d128_causal", 2, 1, 40),
    ("fa_bf16_d128_causal_lse", 1, 129, 33), ("fa_bf16_d64_lse", 2, 17, 129),
    ("fa_bf16_d128_gqa8", 1, 17, 65), ("fa_bf16_d64_gqa4_lse", 1, 65, 17),
    ("fa_bf16_d128_mqa", 1, 33, 33), ("fa_f16_d64_scale_w2", 1, 129, 100),
    ("fa_bf16_d64_w1_causal", 2, 65, 40),
    ("fa_bf16_d128_window", 1, 129, 150),          # window (48, 16): first tiles skipped, both limits masked
    ("fa_bf16_d64_causal_swa", 2, 100, 129),       # causal sliding window 40, LSE
    ("fa_bf16_d128_varlen_causal", 3, 70, 90),     # varlen: 3 sequences, one with no key (all rows masked)
    ("fa_f16_d64_varlen_gqa", 3, 40, 33),
    ("fa_bf16_d128_split4_lse", 2, 65, 200),       # 4 KV splits, then NAME_combine (the pair)
    ("fa_f16_d64_causal_split2", 1, 129, 100),     # causal: some splits see no key of a row
    ("fa_fp8_d128", 1, 65, 129),                   # fp8 e4m3 with descales, P in e4m3 (x 256)
    ("fa_fp8_d64_causal_lse", 2, 129, 100),        # fp8, f16 out, masked rows, LSE
    ("fa_bf16_d128_gqa4_xcd", 2, 33, 40),          # wg_remap xcd: heads blocked per XCD (every head still written)
    ("fa_fp8_d128_gqa_head_descale", 1, 40, 70),   # fp8 per-head descales (heads 1x / 2x / 4x apart)
    # pipeline dma (K / V by LDS DMA into kv_stages buffers): more tiles than stages, ragged last tiles
    ("fa_bf16_d128_dma", 1, 129, 150), ("fa_bf16_d128_dma", 1, 1, 17),
    ("fa_f16_d64_causal_lse_dma3", 2, 129, 100),  # seqlen_q > seqlen_k: masked rows
    ("fa_bf16_d128_varlen_gqa4_dma3", 3, 70, 90),
    ("fa_bf16_d64_w1_swa_dma4", 1, 100, 200),      # 1 wave (4 DMA rounds a tile), 3 tiles in flight, window
    ("fa_bf16_d128_w2_split2_lse_dma", 2, 65, 170),
    ("fa_bf16_d128_causal_alibi", 1, 17, 129),     # ALiBi (alibi_slopes [heads_q]), causal bottom-right
    ("fa_f16_d64_alibi_lse", 1, 129, 17),          # ALiBi both sides of the diagonal, LSE
    # fp8 pipeline dma (8-bit block-major tile, K by ds_read_b128 pairs, V^T by ds_read_b64_tr_b8)
    ("fa_fp8_d128", 1, 1, 1), ("fa_fp8_d128", 1, 129, 17), ("fa_fp8_d128", 2, 17, 129),
    ("fa_fp8_d128_vgpr", 1, 65, 129),              # fp8 with pipeline vgpr (VGPR staging, ds_write_b128)
    ("fa_fp8_d64_w2_causal_lse_dma2", 2, 129, 100),  # seqlen_q > seqlen_k: masked rows (O 0, LSE -inf)
    ("fa_fp8_d64_w2_causal_lse_dma2", 1, 17, 129),
    ("fa_fp8_d128_varlen_gqa_head_descale_dma4", 3, 70, 90),   # one sequence without keys
    ("fa_fp8_d128_split2_lse_dma", 2, 65, 200),    # the pair
    ("fa_fp8_d64_w1_swa_dma", 1, 100, 200), ("fa_fp8_d64_w1_swa_dma", 2, 129, 17),
    # schedule pingpong (two wave groups half a trip apart; more in tests/test_attention_pingpong.py)
    ("fa_bf16_d128_pp", 1, 129, 300), ("fa_bf16_d128_causal_gqa4_pp", 1, 300, 17),   # 8 waves; masked rows
    ("fa_bf16_d64_pp", 2, 129, 17), ("fa_f16_d64_causal_lse_pp", 2, 100, 129),
    # bias / sink / ALiBi [batch, heads] (more sizes and mutants: tests/test_attention_bias_sink.py)
    ("fa_bf16_d64_bias", 2, 129, 40), ("fa_f16_d128_varlen_causal_bias", 3, 70, 90),
    ("fa_bf16_d64_causal_sink_lse", 1, 129, 17),   # masked rows with a sink: O = 0, LSE = sink
    ("fa_f16_d128_sink_split2_lse", 2, 17, 200),   # the pair: NAME_combine folds the sink
    ("fa_bf16_d128_causal_alibi_bh", 2, 17, 129), ("fa_f16_d64_alibi_bh_lse", 3, 129, 17),
    ("fa_bf16_d64_w8_pp", 2, 129, 100),            # 8 waves at D 64: K / V blocks DMAed by different waves; MQA
]


@pytest.mark.parametrize("name,batch,sq,sk", CASES)
def test_attention_matches_reference(name, batch, sq, sk):
    r = verify_one(KERNELS[name], {"batch": batch, "seqlen_q": sq, "seqlen_k": sk}, seed=sq * 7 + sk)
    assert r["passed"], r
    assert r["hazards"] == []
    for c in r["checks"]:
        assert c["mismatches"] == 0 and c["guard_ok"] and c["nan_mismatch"] == 0


def test_every_example_kernel_is_in_a_case():
    assert {c[0] for c in CASES} | {c[0] for c in COMBINE} == set(KERNELS)


COMBINE = [("fa_bf16_d128_split4_lse_combine", 2, 19), ("fa_f16_d64_causal_split2_combine", 1, 40),
           ("fa_bf16_d128_w2_split2_lse_dma_combine", 1, 33), ("fa_fp8_d128_split2_lse_dma_combine", 1, 17),
           ("fa_f16_d128_sink_split2_lse_combine", 2, 19)]


@pytest.mark.parametrize("name,batch,sq", COMBINE)
def test_combine_alone_matches_reference(name, batch, sq):
    """NAME_combine on random partials (a quarter of the splits without keys, one row no split saw)."""
    r = verify_one(KERNELS[name], {"batch": batch, "seqlen_q": sq}, seed=sq)
    assert r["passed"], r
    assert r["hazards"] == []


def test_the_pair_runs_both_kernels():
    r = verify_one(KERNELS["fa_f16_d64_causal_split2"], {"batch": 1, "seqlen_q": 33, "seqlen_k": 40}, seed=1)
    assert r["passed"] and [x["kernel"] for x in r["then"]] == ["fa_f16_d64_causal_split2_combine"]


def test_xcd_head_order_is_a_bijection_with_contiguous_heads_per_xcd():
    from flygen.isa.limits import XCDS, xcd_of
    from flygen.plan.attention.program import head_order
    g = geometry(KERNELS["fa_bf16_d128_gqa4_xcd"].spec.params)
    heads = [int(head_order(g)(x)) for x in range(g.hq)]
    assert sorted(heads) == list(range(g.hq))
    per = g.hq // XCDS
    for k in range(XCDS):
        assert sorted(h for x, h in enumerate(heads) if xcd_of(x) == k) == list(range(k * per, (k + 1) * per))


def test_window_visibility_is_bottom_right_aligned():
    from flygen.ref.attention import visible
    vis = visible(3, 5, left=2, right=1)           # off = 2: query i sees keys i + 1 .. i + 2
    assert [list(np.flatnonzero(r)) for r in vis] == [[1, 2], [2, 3], [3, 4]]


def test_masked_rows_are_zero_and_lse_minus_inf_in_the_reference():
    rng = np.random.default_rng(0)
    q, k, v = rng.standard_normal((1, 5, 1, 8)), rng.standard_normal((1, 2, 1, 8)), rng.standard_normal((1, 2, 1, 8))
    o, lse, vis, *_ = attention(q, k, v, 0.5, True)
    # row i sees keys j <= i + 2 - 5: rows 0..2 none, row 3 key 0, row 4 keys 0, 1
    assert not vis[0, 0, :3].any() and vis[0, 0, 3].tolist() == [True, False]
    assert (o[0, 0, :3] == 0).all() and np.isneginf(lse[0, 0, :3]).all()
    assert np.allclose(o[0, 0, 3], v[0, 0, 0])


def _mutant(name, old, new, count=1):
    b = KERNELS[name]
    assert b.asm.count(old) >= count, old
    return dataclasses.replace(b, asm=b.asm.replace(old, new, count))


@pytest.mark.parametrize("name,old,new,sizes", [
    # the causal limit ignored (every key visible)
    ("fa_bf16_d64_causal", "v_min_i32 v[v_lim0], s[s_t1], v[v_lim0]", "v_mov_b32 v[v_lim0], s[s_t1]", (1, 40, 40)),
    # the rescale of O^T accumulators 4, 5 by 2^(old max - new max) dropped (wrong once a later tile raises the max)
    ("fa_bf16_d64", "v_pk_mul_f32 v[v_o+4:v_o+5], v[v_al:v_al+1], v[v_o+4:v_o+5] op_sel_hi:[0,1]", "s_nop 0",
         (1, 17, 100)),
    # the other half's row max not exchanged (each half subtracts its own max: P inconsistent within a row)
    ("fa_bf16_d64", "v_permlane32_swap_b32 v[v_x1], v[v_mx]", "s_nop 0", (1, 17, 17)),
    # window_left's lower limit ignored
    ("fa_bf16_d64_causal_swa", "v_cmp_gt_i32_e64", "v_cmp_lt_i32_e64", (1, 100, 100)),
    # varlen: the sequence's first K row not taken from cu_seqlens_k (sequence b reads sequence 0's keys)
    ("fa_f16_d64_varlen_gqa", "s_mov_b32 s[s_krow], s[s_cu+2]", "s_mov_b32 s[s_krow], 0", (3, 40, 33)),
    # the combine: split 1's weight not added to the row sum
    ("fa_bf16_d128_split4_lse_combine", "v_add_f32 v[v_sum], v[v_w+1], v[v_sum]", "s_nop 0", (2, 19, 0)),
    # the partial kernel: split z's first tile not advanced (every split reads the first range)
    ("fa_bf16_d128_split4_lse", "s_lshl_b32 s[s_kv0], s[s_t0], 5  // first key of the split's first tile",
     "s_mov_b32 s[s_kv0], 0", (1, 33, 200)),
    # fp8: v_descale not applied
    ("fa_fp8_d128", "v_mul_f32 v[v_al], s[s_dv], v[v_al]", "v_mul_f32 v[v_al], 1.0, v[v_al]", (1, 33, 40)),
    # fp8: P's high half (values 2, 3 of each VGPR) not written
    ("fa_fp8_d64_causal_lse", "op_sel:[0,0,1]", "op_sel:[0,0,0]", (1, 33, 40)),
    # fp8 D 64, 4 waves (auto: K / V blocks by different waves): every wave DMAs K's block (V's never loaded)
    ("fa_fp8_d64_causal_lse", "s_cselect_b64 s[s_rsrc_kv+0:s_rsrc_kv+1], s[s_rsrc_k+0:s_rsrc_k+1], "
     "s[s_rsrc_v+0:s_rsrc_v+1]", "s_cselect_b64 s[s_rsrc_kv+0:s_rsrc_kv+1], s[s_rsrc_k+0:s_rsrc_k+1], "
     "s[s_rsrc_k+0:s_rsrc_k+1]", (1, 33, 40)),
    # fp8 per-head descales: every head reads head 0's q descale
    ("fa_fp8_d128_gqa_head_descale", "s_lshl_b32 s[s_t0], s[s_head], 2", "s_mov_b32 s[s_t0], 0", (1, 40, 70)),
    # the lazy rescale always skipped (a moved max not applied to O and the row sum)
    ("fa_bf16_d64", "s_cbranch_scc0 .Lfa_bf16_d64_kept", "s_branch .Lfa_bf16_d64_kept", (1, 17, 100)),
    # the second V^T transpose read of a fragment from the first's keys
    ("fa_bf16_d64", "ds_read_b64_tr_b16 v[v_vf+2:v_vf+3], v[v_vcur] offset:4416",
     "ds_read_b64_tr_b16 v[v_vf+2:v_vf+3], v[v_vcur] offset:4288", (1, 17, 17)),
    ("fa_bf16_d64_lse", "ds_read_b64_tr_b16 v[v_vf+2:v_vf+3], v[v_vaddr] offset:5760",      # pipeline vgpr
     "ds_read_b64_tr_b16 v[v_vf+2:v_vf+3], v[v_vaddr] offset:4608", (1, 17, 17)),
    # pipeline dma: the loop-top wait lets this tile's DMA still be in flight (3 stages: vmcnt(2) -> (4))
    ("fa_f16_d64_causal_lse_dma3", "s_waitcnt vmcnt(2) lgkmcnt(0)", "s_waitcnt vmcnt(4) lgkmcnt(0)", (1, 40, 200)),
    # the stage read is not advanced (every trip reads stage 0, the DMA refills the stage it reads)
    ("fa_bf16_d128_dma", "s_xor_b32 s[s_rd], s[s_rd], 17280", "s_nop 0", (1, 33, 100)),
    # every wave's DMA blocks land on wave 0's (the wave part of M0 dropped)
    ("fa_bf16_d128_dma", "s_mul_i32 s[s_m0], s[s_wave], 0x440", "s_mov_b32 s[s_m0], 0", (1, 33, 40)),
    # fp8 dma: the V^T tr_b8 read of k step 1 (keys 16-31) from k step 0's keys
    ("fa_fp8_d128", "ds_read_b64_tr_b8 v[v_vf+8:v_vf+9], v[v_vcur] offset:4544",
     "ds_read_b64_tr_b8 v[v_vf+8:v_vf+9], v[v_vcur] offset:4288", (1, 17, 40)),
    # fp8 dma: Q loaded in the natural k order (k step 1 = d 16..) while K is read in k_order (d 8.. for step 1)
    ("fa_fp8_d128", "s[s_qoff] offen offset:8  // k step 1", "s[s_qoff] offen offset:16  // k step 1",
     (1, 17, 17)),
    # fp8 dma: the LDS stage read not advanced (3 stages: every trip reads stage 0)
    ("fa_fp8_d128", "s_add_u32 s[s_rd], s[s_rd], 8576", "s_nop 0", (1, 33, 129)),
    # fp8 dma: the K pair p = 1 (d 32..63) read at p = 0's offset
    ("fa_fp8_d64_w2_causal_lse_dma2", "ds_read_b128 v[v_kf+4:v_kf+7], v[v_kcur] offset:512",
     "ds_read_b128 v[v_kf+4:v_kf+7], v[v_kcur] offset:0", (1, 17, 17)),
])
def test_a_broken_kernel_fails(name, old, new, sizes):
    bad = _mutant(name, old, new)
    b, sq, sk = sizes
    r = verify_one(bad, {"batch": b, "seqlen_q": sq, **({"seqlen_k": sk} if sk else {})}, seed=3)
    assert not r["passed"] or r["hazards"]


def test_v_transpose_layout_is_checked_against_the_atom_tables():
    g = geometry(KERNELS["fa_bf16_d128_mqa"].spec.params)        # pipeline vgpr: the padded-row tile
    lay = layouts(g)
    assert lay.v_read.shape[1] == (2, 2, g.dblocks)


def test_dma_pipeline_errors_are_located(tmp_path):
    from flygen.errors import SpecErrors
    from flygen.spec.load import load_spec
    p = tmp_path / "bad.yaml"
    w8 = "dtype: fp8, head_dim: 64, waves: 8, schedule: pingpong"
    p.write_text("target: gfx950\nkernels:\n"
                 f"  - {{name: a, family: attention, {w8}, pipeline: dma}}\n"
                 "  - {name: b, family: attention, pipeline: vgpr, kv_stages: 3}\n"
                 f"  - {{name: c, family: attention, {w8}, kv_stages: 3}}\n"
                 "  - {name: d, family: attention, kv_stages: 4}\n"
                 "  - {name: e, family: attention, dtype: fp8, head_dim: 64, kv_stages: 2}\n")
    msgs = [str(e) for e in pytest.raises(SpecErrors, load_spec, p).value.errors]
    # fp8 D 64: 2 DMA blocks a tile neither split over 8 waves nor are twice 8 (4 would: K and V by different waves)
    assert any(":3:" in m and "kernels[0].waves: pipeline dma deals a KV tile's 2 DMA blocks" in m for m in msgs), msgs
    assert any(":4:" in m and "kernels[1].kv_stages: LDS stages are pipeline dma's" in m for m in msgs), msgs
    assert any(":5:" in m and "kernels[2].kv_stages:" in m and "pipeline vgpr (auto: the 2 DMA blocks of a tile do "
               "not split over 8 waves)" in m for m in msgs), msgs
    assert any(":5:" in m and "kernels[2].schedule: pingpong needs pipeline dma" in m for m in msgs), msgs
    # auto = dma for bf16 (kernels[3]) and for fp8 D 64 with 4 waves (kernels[4]: K / V blocks by wave)
    assert len(msgs) == 4, msgs


def test_dma_tile_layout_is_bank_conflict_free_and_one_base():
    """pipeline dma: the K fragment reads (ds_read_b128, Triton's 16-lane phases) and the V^T transpose reads
    (8-byte, 32-lane phases) of the DMA's block-major K / V tile hit distinct banks, from one base register each."""
    from flygen.isa.lds import phases
    for name in ("fa_bf16_d128_dma", "fa_f16_d64_causal_lse_dma3", "fa_fp8_d128", "fa_fp8_d64_w2_causal_lse_dma2"):
        g = geometry(KERNELS[name].spec.params)
        lay = layouts(g)
        assert len(lay.low["k"].bases) == len(lay.low["v"].bases) == 1
        assert len(lay.low["k"].imms) == (g.ksteps // 2 if g.fp8 else g.ksteps)     # fp8: one read, two k steps
        for read, nbytes, vals in ((lay.k_frag, 16, len(lay.low["k"].imms)), (lay.v_read, 8, len(lay.low["v"].imms))):
            for v in range(vals):
                addr = [int(read(t, v)) for t in range(64)]
                for ph in phases(nbytes, True):
                    slots = {(addr[t] % 256) // min(nbytes, 16) for t in ph}
                    assert len(slots) == len(ph), (name, nbytes, v, ph)


def test_fp8_dma_needs_the_tr_b8_lane_map(monkeypatch):
    """The emulator's ds_read_b64_tr_b8 rule with the div / mod roles of its 16-lane groups swapped (lane t gets
    element (t mod 16) div 2 of lane 2 e + t mod 2): the fp8 DMA kernel, which verifies with the rule
    (flygen.isa.memops.tr_read_sources), must fail."""
    from flygen.emu import dispatch, ops_mem
    swapped = lambda bits: [[((t // 16) * 16 + 2 * e + t % 2, (t % 16) // 2) for e in range(8)] for t in range(64)]
    assert swapped(8) != ops_mem.tr_read_sources(8)
    monkeypatch.setattr(ops_mem, "tr_read_sources", swapped)
    monkeypatch.setitem(dispatch.TABLE, "ds_read_b64_tr_b8", ops_mem._ds_read_tr(8))   # the table the emulator runs
    r = verify_one(KERNELS["fa_fp8_d128"], {"batch": 1, "seqlen_q": 17, "seqlen_k": 40}, seed=3)
    assert not r["passed"]
