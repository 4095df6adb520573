"""Attention's bias (f32, strided and broadcast), attention sink (f32 [heads_q], folded once: by the epilogue or
by NAME_combine) and ALiBi's [batch, heads] slope table: the examples and more kernels on the emulator against the
float64 reference at ragged lengths (1, 17, 129, 1000, seqlen_q != seqlen_k, fully masked rows), mutants that
must fail, located spec errors."""
import dataclasses

import numpy as np
import pytest

from flygen.build.pipeline import generate
from flygen.check.verify import verify_one
from click.testing import CliRunner

from flygen.cli.main import cli
from flygen.errors import SpecErrors

EXAMPLES = {b.plan.name: b for b in generate(["examples/attention.yaml"])}

SPEC = """  - {name: b_w1, family: attention, head_dim: 64, heads_q: 2, waves: 1, bias: true, window_left: 40, kv_stages: 4}
  - {name: b_w2s2, family: attention, head_dim: 128, heads_q: 2, waves: 2, bias: true, kv_splits: 2, lse: true,
     kv_stages: 2, sink: true}
  - {name: b_bf16, family: attention, dtype: f16, head_dim: 128, heads_q: 2, bias: true, bias_dtype: bf16,
     causal: true, varlen: true}
  - {name: b_bf16_vgpr, family: attention, head_dim: 64, heads_q: 2, bias: true, bias_dtype: bf16, pipeline: vgpr}
  - {name: b_vgpr, family: attention, head_dim: 128, heads_q: 2, bias: true, causal: true, pipeline: vgpr}
  - {name: b_alibi_sink, family: attention, dtype: f16, head_dim: 64, heads_q: 2, heads_kv: 1, bias: true,
     alibi: true, sink: true, lse: true, window_left: 40}
  - {name: s_split4, family: attention, head_dim: 64, heads_q: 2, sink: true, kv_splits: 4, causal: true, lse: true}
  - {name: s_w1, family: attention, head_dim: 64, heads_q: 2, sink: true, waves: 1, causal: true}
  - {name: a_bh_var, family: attention, head_dim: 64, heads_q: 2, alibi: true, alibi_table: batch_heads,
     varlen: true, causal: true}
  - {name: s_pp, family: attention, head_dim: 64, heads_q: 2, sink: true, causal: true, lse: true,
     schedule: pingpong, alibi: true, alibi_table: batch_heads}
"""


def _build(tmp_path, body: str, name: str = "bs.yaml"):
    path = tmp_path / name
    path.write_text("target: gfx950\nkernels:\n" + body)
    return {b.plan.name: b for b in generate([path])}


@pytest.fixture(scope="module")
def more(tmp_path_factory):
    return _build(tmp_path_factory.mktemp("bs"), SPEC)


def _kernel(more, name):
    return EXAMPLES.get(name) or more[name]


def _run(b, batch, sq, sk, seed=0, **extra):
    return verify_one(b, {"batch": batch, "seqlen_q": sq, "seqlen_k": sk, **extra}, seed=seed or sq * 3 + sk)


CASES = [
    # bias: per (batch, head) with row pitch seqlen_k + 3, and FlyDSL's [seqlen_q, seqlen_k] for all (broadcast 1)
    ("fa_bf16_d64_bias", 1, 1, 1, 0), ("fa_bf16_d64_bias", 1, 17, 129, 1), ("fa_bf16_d64_bias", 1, 1000, 17, 0),
    ("fa_f16_d128_varlen_causal_bias", 3, 129, 40, 0), ("fa_f16_d128_varlen_causal_bias", 3, 40, 129, 1),
    ("b_vgpr", 1, 129, 17, 0), ("b_vgpr", 2, 17, 33, 1),
    ("b_alibi_sink", 1, 129, 150, 0),
    ("b_bf16", 3, 129, 40, 0), ("b_bf16", 3, 40, 129, 1),   # bias_dtype bf16 (FlyDSL's type; f16 Q)
    ("b_bf16_vgpr", 1, 1000, 17, 0), ("b_bf16_vgpr", 2, 17, 33, 1),
    ("b_w1", 1, 100, 200, 0),                      # 1 wave, 4 stages (3 tiles of DMA in flight), window
    ("b_w2s2", 2, 65, 170, 0), ("b_w2s2", 1, 17, 129, 1),   # 2 waves, 2 KV splits + sink in the combine
    # sink: masked rows (seqlen_q > seqlen_k, causal) get O = 0 and LSE = sink
    ("fa_bf16_d64_causal_sink_lse", 1, 1, 1, None), ("fa_bf16_d64_causal_sink_lse", 2, 129, 17, None),
    ("fa_bf16_d64_causal_sink_lse", 1, 17, 1000, None),
    ("fa_f16_d128_sink_split2_lse", 1, 1, 1, None), ("fa_f16_d128_sink_split2_lse", 1, 129, 17, None),
    ("s_split4", 1, 129, 100, None),               # causal splits: some see no key of a row, some rows none
    ("s_w1", 1, 40, 17, None),
    ("s_pp", 2, 129, 17, None), ("s_pp", 2, 17, 129, None),   # schedule pingpong: sink + ALiBi [B, H]
    # ALiBi [batch, heads]: every batch's slopes differ (x 2^-b)
    ("fa_bf16_d128_causal_alibi_bh", 3, 129, 17, None), ("fa_f16_d64_alibi_bh_lse", 2, 17, 129, None),
    ("fa_f16_d64_alibi_bh_lse", 2, 1, 1, None), ("a_bh_var", 3, 70, 90, None),
]


@pytest.mark.parametrize("name,batch,sq,sk,bc", CASES)
def test_verifies(more, name, batch, sq, sk, bc):
    extra = {} if bc is None else {"bias_broadcast": bc}
    r = _run(_kernel(more, name), batch, sq, sk, **extra)
    assert r["passed"], r
    assert r["hazards"] == [] and r["warnings"] == [], r["warnings"]    # no partly out-of-range load either
    for c in r["checks"]:
        assert c["mismatches"] == 0 and c["guard_ok"] and c["nan_mismatch"] == 0


def test_masked_rows_with_a_sink_are_zero_and_lse_sink():
    """The reference's statement, checked by the kernel runs above: a row without a key gets O = 0, LSE = sink."""
    from flygen.ref.attention import attention
    rng = np.random.default_rng(0)
    q, k, v = rng.standard_normal((1, 5, 2, 8)), rng.standard_normal((1, 2, 1, 8)), rng.standard_normal((1, 2, 1, 8))
    sink = np.array([1.5, -0.5])
    o, lse, vis, *_ = attention(q, k, v, 0.5, True, sink=sink)
    assert not vis[0, 0, :3].any()
    assert (o[0, :, :3] == 0).all() and np.allclose(lse[0, :, :3], sink[:, None])
    o0, lse0, *_ = attention(q, k, v, 0.5, True)       # a seen row: the sink adds exp(sink) to the denominator
    assert np.allclose(np.exp(lse[0, :, 4]), np.exp(lse0[0, :, 4]) + np.exp(sink))
    assert np.allclose(o[0, :, 4], o0[0, :, 4] * np.exp(lse0[0, :, 4] - lse[0, :, 4])[:, None])


def _mutant(b, old: str, new: str, count: int = 1):
    assert b.asm.count(old) == count, (old, b.asm.count(old))
    return dataclasses.replace(b, asm=b.asm.replace(old, new))


def _fails(b, bad, batch, sq, sk, **extra):
    assert _run(b, batch, sq, sk, **extra)["passed"]
    assert not _run(bad, batch, sq, sk, **extra)["passed"]


def test_bias_transposed_fails(more):
    """The lane reading bias[key, row] (row and key swapped in its voffset) instead of bias[row, key]."""
    b = EXAMPLES["fa_bf16_d64_bias"]
    bad = _mutant(b, "v_mul_lo_u32 v[v_baddr], s[s_bsq], v[v_row]", "v_mul_lo_u32 v[v_baddr], s[s_bsq], v[v_kb0]")
    bad = _mutant(bad, "v_lshl_add_u32 v[v_baddr], v[v_kb0], 2, v[v_baddr]",
                  "v_lshl_add_u32 v[v_baddr], v[v_row], 2, v[v_baddr]")
    _fails(b, bad, 1, 40, 40)


@pytest.mark.parametrize("mut", ["head0", "pitch", "dropped"])
def test_bias_mutants_fail(mut):
    b = EXAMPLES["fa_f16_d128_varlen_causal_bias"]
    if mut == "head0":        # every head reads head 0's bias
        bad = _mutant(b, "s_mul_i32 s[s_t1], s[s_head], ", "s_mul_i32 s[s_t1], 0, ")
    elif mut == "pitch":      # the row pitch taken as seqlen_k (the kernel ignoring bias_stride_q)
        bad = _mutant(b, "s_lshl_b32 s[s_bsq], ", "s_lshl_b32 s[s_bsq], s[s_sk], 2  // ")
    else:
        bad = _mutant(b, "s_mov_b32 s[s_ibs], ", "s_mov_b32 s[s_ibs], 0  // ")     # the term dropped
    _fails(b, bad, 3, 40, 90)


def test_bf16_bias_low_half_fails(more):
    """bias_dtype bf16: the load must fill the high half (the f32 of the bf16); into the low half it is wrong."""
    b = more["b_bf16_vgpr"]
    n = b.asm.count("buffer_load_short_d16_hi v[v_bias")
    assert n == 32                                   # tile 0 in the prologue, the next tile's in the loop
    bad = dataclasses.replace(b, asm=b.asm.replace("buffer_load_short_d16_hi v[v_bias", "buffer_load_short_d16 v[v_bias"))
    _fails(b, bad, 1, 40, 40)


def test_sink_folded_twice_in_the_combine_fails():
    b = EXAMPLES["fa_f16_d128_sink_split2_lse"]
    c = EXAMPLES["fa_f16_d128_sink_split2_lse_combine"]
    line = "v_add_f32 v[v_sum], v[v_ws], v[v_sum]"
    bad_c = _mutant(c, line, f"{line}\n        {line}")
    # the pair with the broken combine: the runtime launches NAME_combine from the same builds
    from flygen.check import verify as V
    assert V.verify_one(b, {"batch": 1, "seqlen_q": 17, "seqlen_k": 200}, seed=3)["passed"]
    assert not V.verify_one(bad_c, {"batch": 1, "seqlen_q": 17}, seed=3)["passed"]       # alone on partials
    real = V._launch_pair
    try:
        V._launch_pair = lambda x: [bad_c if y.plan.name == c.plan.name else y for y in real(x)]
        assert not V.verify_one(b, {"batch": 1, "seqlen_q": 17, "seqlen_k": 200}, seed=3)["passed"]
    finally:
        V._launch_pair = real


@pytest.mark.parametrize("mut", ["dropped", "lse_without"])
def test_sink_mutants_fail(mut):
    b = EXAMPLES["fa_bf16_d64_causal_sink_lse"]
    if mut == "dropped":      # the sink's term 2^(sink - m') left out of the row sum
        bad = _mutant(b, "v_fma_f32 v[v_l], v[v_l], v[v_cr], v[v_x1]", "v_mul_f32 v[v_l], v[v_l], v[v_cr]")
    else:                     # LSE from the old max (the sink's m' not kept)
        bad = _mutant(b, "v_mov_b32 v[v_m], v[v_mx]", "s_nop 0")
    _fails(b, bad, 1, 129, 17)


def test_alibi_slope_from_batch_0_fails():
    b = EXAMPLES["fa_bf16_d128_causal_alibi_bh"]
    bad = _mutant(b, "s_mul_i32 s[s_t0], s[s_wg_z], ", "s_mov_b32 s[s_t0], 0  // ")
    _fails(b, bad, 3, 17, 129)


def test_new_arguments():
    names = lambda n: [a.name for a in EXAMPLES[n].plan.args]
    assert names("fa_bf16_d64_bias")[-4:] == ["bias", "bias_stride_b", "bias_stride_h", "bias_stride_q"]
    assert "sink" in names("fa_bf16_d64_causal_sink_lse")
    assert "sink" not in names("fa_f16_d128_sink_split2_lse")           # the split kernels leave it out
    assert "sink" in names("fa_f16_d128_sink_split2_lse_combine")
    assert names("fa_bf16_d128_causal_alibi_bh")[-2:] == ["alibi_slopes", "alibi_stride_b"]


@pytest.mark.parametrize("body,field,msg", [
    ("  - {name: e1, family: attention, dtype: fp8, bias: true}\n", "bias", "bf16 / f16"),
    ("  - {name: e2, family: attention, dtype: fp8, sink: true}\n", "sink", "bf16 / f16"),
    ("  - {name: e3, family: attention, alibi_table: batch_heads}\n", "alibi_table", "alibi: true"),
    ("  - {name: e4, family: attention, alibi: true, alibi_table: batch}\n", "alibi_table", "batch_heads"),
    ("  - {name: e5, family: attention, bias: true, schedule: pingpong}\n", "bias", "schedule single"),
    ("  - {name: e6, family: attention, bias_dtype: bf16}\n", "bias_dtype", "bias: true"),
])
def test_errors_are_located(tmp_path, body, field, msg):
    with pytest.raises(SpecErrors) as e:
        _build(tmp_path, body, "bad.yaml")
    text = str(e.value)
    assert "bad.yaml:3:" in text and f"kernels[0].{field}" in text and msg in text, text


# ---- the runtime side: select, header --------------------------------------------------------------------------

SEL = """target: gfx950
kernels:
  - {name: p, family: attention, head_dim: 64, heads_q: 2, lse: true}
  - {name: pb, family: attention, head_dim: 64, heads_q: 2, lse: true, bias: true}
  - {name: pb16, family: attention, head_dim: 64, heads_q: 2, lse: true, bias: true, bias_dtype: bf16}
  - {name: ps, family: attention, head_dim: 64, heads_q: 2, lse: true, sink: true, kv_splits: 2}
  - {name: pa, family: attention, head_dim: 64, heads_q: 2, lse: true, alibi: true}
  - {name: pab, family: attention, head_dim: 64, heads_q: 2, lse: true, alibi: true, alibi_table: batch_heads}
"""


@pytest.fixture(scope="module")
def sel_lib(tmp_path_factory):
    from flygen.build.pipeline import build
    d = tmp_path_factory.mktemp("bssel")
    (d / "sel.yaml").write_text(SEL)
    build([str(d / "sel.yaml")], d / "lib")
    return d / "lib"


def test_select_knows_bias_sink_alibi(sel_lib):
    from flygen.runtime.select_attention import AttentionProblem, select
    P = lambda **kw: AttentionProblem(**{"batch": 1, "seqlen_q": 64, "seqlen_k": 512, "heads_q": 2, "head_dim": 64,
                                         "lse": True, **kw})
    fits = lambda r: sorted(f["kernel"] for f in r["fits"])
    assert fits(select(sel_lib, P())) == ["p"]
    r = select(sel_lib, P(bias=True))
    assert fits(r) == ["pb", "pb16"] and fits(select(sel_lib, P(bias=True, bias_dtype="f32"))) == ["pb"]
    assert fits(select(sel_lib, P(bias=True, bias_dtype="bf16"))) == ["pb16"]
    assert fits(select(sel_lib, P(sink=True))) == ["ps"]
    assert fits(select(sel_lib, P(alibi="heads"))) == ["pa", "pab"]        # [B, H] runs [H] with stride_b 0
    assert fits(select(sel_lib, P(alibi="batch_heads"))) == ["pab"]
    why = {x["kernel"]: x["reasons"] for x in select(sel_lib, P())["rejected"]}
    assert "adds a bias" in why["pb"] and "has an attention sink" in why["ps"]
    r = CliRunner().invoke(cli, ["select", str(sel_lib), "--attention", "--shape",
                                 "batch=1,seqlen_q=64,seqlen_k=512,heads_q=2,head_dim=64", "--lse", "--bias", "bf16"])
    assert r.exit_code == 0 and r.output.splitlines()[0] == "pb16", r.output
    assert any("ALiBi slopes heads" in w for w in why["pa"])


def test_header_has_the_new_arguments(sel_lib, tmp_path):
    from flygen.runtime.header import write_header
    from pathlib import Path
    text = Path(write_header(sel_lib, str(tmp_path / "k.h"))["header"]).read_text()
    for field in ("bias_stride_b", "bias_stride_h", "bias_stride_q", "alibi_stride_b", "sink"):
        assert field in text, field
