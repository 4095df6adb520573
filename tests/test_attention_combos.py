"""Attention options combined (not in examples/attention.yaml): fp8 + varlen + GQA + window + LSE, KV splits 8
with a causal sliding window and MQA (most splits see no key of a row), 2 waves + causal + XCD order + KV splits,
fp8 + KV splits + f16 out, fp8 (pipeline dma, the 8-bit tile) + schedule pingpong at D 128 / 4 waves, causal D 64 /
2 waves and D 128 / 8 waves (K / V blocks by different waves) + LSE; each against the float64 reference, no hazard."""
import pytest

from flygen.build.pipeline import generate
from flygen.check.verify import verify_one

SPEC = """target: gfx950
kernels:
  - {name: c_fp8_varlen_gqa_window, family: attention, dtype: fp8, head_dim: 128, heads_q: 4, heads_kv: 2,
     varlen: true, window_left: 20, window_right: 9, lse: true}
  - {name: c_bf16_split8_swa_mqa, family: attention, head_dim: 64, heads_q: 4, heads_kv: 1, causal: true,
     window_left: 50, kv_splits: 8, lse: true}
  - {name: c_f16_w2_causal_xcd_split2, family: attention, dtype: f16, head_dim: 128, heads_q: 8, heads_kv: 4,
     waves: 2, causal: true, wg_remap: xcd, kv_splits: 2, lse: true}
  - {name: c_fp8_split4_f16, family: attention, dtype: fp8, out_dtype: f16, head_dim: 64, heads_q: 2, kv_splits: 4}
  - {name: c_fp8_pp4, family: attention, dtype: fp8, head_dim: 128, heads_q: 2, schedule: pingpong, lse: true}
  - {name: c_fp8_d64_w2_causal_pp, family: attention, dtype: fp8, head_dim: 64, heads_q: 2, waves: 2,
     schedule: pingpong, causal: true}
  - {name: c_fp8_d128_w8_pp_lse, family: attention, dtype: fp8, head_dim: 128, heads_q: 2, waves: 8,
     schedule: pingpong, lse: true}
"""
CASES = [("c_fp8_varlen_gqa_window", 3, 40, 50), ("c_bf16_split8_swa_mqa", 1, 70, 260),
         ("c_f16_w2_causal_xcd_split2", 1, 70, 40), ("c_fp8_split4_f16", 2, 20, 130),
         ("c_fp8_pp4", 1, 129, 100), ("c_fp8_d64_w2_causal_pp", 2, 129, 40),
         ("c_fp8_d128_w8_pp_lse", 1, 65, 300)]


@pytest.fixture(scope="module")
def kernels(tmp_path_factory):
    path = tmp_path_factory.mktemp("combos") / "combos.yaml"
    path.write_text(SPEC)
    return {b.plan.name: b for b in generate([path])}


@pytest.mark.parametrize("name,batch,sq,sk", CASES)
def test_combined_options_match_reference(kernels, name, batch, sq, sk):
    r = verify_one(kernels[name], {"batch": batch, "seqlen_q": sq, "seqlen_k": sk}, seed=sq + sk)
    assert r["passed"], r
    assert r["hazards"] == []
    assert all(c["mismatches"] == 0 and c["guard_ok"] for c in r["checks"])
