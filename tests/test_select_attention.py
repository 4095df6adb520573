"""`flygen select --attention` (flygen/runtime/select_attention.py): constraints from the manifest's parameters,
the MODELED cost over the KV tiles each workgroup visits, the split variants ranked, located refusals."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from flygen.cli.main import cli
from flygen.errors import FlygenError
from flygen.runtime.select_attention import (AttentionContract, AttentionProblem, NoAttentionKernelFits,
                                             kv_iterations, select)

SPEC = """target: gfx950
kernels:
  - {name: s1, family: attention, head_dim: 128, heads_q: 8, lse: true}
  - {name: s2, family: attention, head_dim: 128, heads_q: 8, lse: true, kv_splits: 2}
  - {name: s4, family: attention, head_dim: 128, heads_q: 8, lse: true, kv_splits: 4}
  - {name: s1c, family: attention, head_dim: 128, heads_q: 8, lse: true, causal: true}
  - {name: g2, family: attention, head_dim: 64, heads_q: 8, heads_kv: 2, dtype: f16}
"""


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    from flygen.build.pipeline import build
    d = tmp_path_factory.mktemp("attnsel")
    (d / "sel.yaml").write_text(SPEC)
    build([str(d / "sel.yaml")], d / "lib")
    return d / "lib"


def P(**kw):
    return AttentionProblem(**{"batch": 1, "seqlen_q": 1, "seqlen_k": 4096, "heads_q": 8, "head_dim": 128,
                               "lse": True, **kw})


def test_decode_picks_the_most_splits(lib):
    r = select(lib, P())
    assert r["chosen"] == "s4" and [f["kernel"] for f in r["fits"]] == ["s4", "s2", "s1"]
    c = {f["kernel"]: f["cost"] for f in r["fits"]}
    # 8 workgroups x S on 256 CUs, one round; 128 KV tiles / S each: the modeled time halves per doubling
    assert [c[k]["workgroups"] for k in ("s1", "s2", "s4")] == [8, 16, 32]
    assert [c[k]["kv_tiles_per_workgroup"] for k in ("s1", "s2", "s4")] == [128, 64, 32]
    assert c["s1"]["modeled_cycles"] == pytest.approx(2 * c["s2"]["modeled_cycles"], rel=1e-6) == \
        pytest.approx(4 * c["s4"]["modeled_cycles"], rel=1e-6)
    assert "not modeled" in c["s4"]["combine"]


def test_a_full_grid_ties_and_keeps_fewer_workgroups(lib):
    r = select(lib, P(batch=8, seqlen_q=2048, seqlen_k=2048))
    assert r["chosen"] == "s1"
    us = {f["kernel"]: f["cost"]["modeled_us"] for f in r["fits"]}
    assert us["s1"] == us["s2"] == us["s4"]          # rounds x S, tiles / S: the same modeled time


def test_causal_and_gqa_constrain(lib):
    r = select(lib, P(batch=8, seqlen_q=2048, seqlen_k=2048, causal=True))
    assert r["chosen"] == "s1c" and len(r["fits"]) == 1
    why = {x["kernel"]: x["reasons"] for x in r["rejected"]}
    assert why["s1"] == ["not causal"] and any("heads_kv is compiled in as 2" in w for w in why["g2"])
    r = select(lib, P(head_dim=64, heads_kv=2, lse=False, dtype="f16"))
    assert r["chosen"] == "g2"


def test_causal_visits_the_lower_triangle():
    c = AttentionContract("bf16", "bf16", 128, 8, 8, True, 0, 1, False, False, 0.0, 128, 32, 1)
    # 4 q tiles of 128 rows over 512 keys: tiles 0..3 visit 4, 8, 12, 16 KV tiles -> 10 on average
    assert kv_iterations(c, AttentionProblem(1, 512, 512, 8, 128, causal=True)) == 10
    w = AttentionContract("bf16", "bf16", 128, 8, 8, False, 64, 0, False, False, 0.0, 128, 32, 1)
    # window_left 64 alone (keys j > i - 64, no right bound): q tile t from key max(0, 128 t - 63) to 511 -> tiles
    # 0..15, 2..15, 6..15, 10..15
    assert kv_iterations(w, AttentionProblem(1, 512, 512, 8, 128, window_left=64)) == (16 + 14 + 10 + 6) / 4


def test_no_fit_and_several_types(lib):
    with pytest.raises(NoAttentionKernelFits) as e:
        select(lib, P(head_dim=64))
    assert "head_dim is compiled in as 128; the problem has 64" in str(e.value)
    with pytest.raises(FlygenError, match="seqlen_q must be"):
        P(seqlen_q=0)
    with pytest.raises(FlygenError, match="multiple of heads_kv"):
        P(heads_kv=3)


def test_past_the_size_limits_is_a_reason(lib):
    with pytest.raises(NoAttentionKernelFits) as e:
        select(lib, P(batch=4096, seqlen_q=65536, seqlen_k=65536))
    assert "32-bit" in str(e.value)


def test_cli(lib):
    run = CliRunner().invoke
    r = run(cli, ["select", str(lib), "--attention", "--shape", "batch=1,seqlen_q=1,seqlen_k=4096,heads_q=8,"
                  "head_dim=128", "--lse"])
    assert r.exit_code == 0, r.output
    assert r.output.splitlines()[0] == "s4" and "us modeled" in r.output
    r = run(cli, ["select", str(lib), "--attention", "--shape", "batch=1,seqlen_q=1"])
    assert r.exit_code != 0 and "missing seqlen_k, heads_q, head_dim" in r.output
    r = run(cli, ["select", str(lib), "--causal", "--shape", "M=1,N=2,K=3"])
    assert r.exit_code != 0 and "go with --attention" in r.output
